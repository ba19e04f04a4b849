# Tic-Tac-Toe in English: the source every other language's file follows.
#
# Ids are kebab-case and start with where the words are shown. Variables:
# names ($name, $winner), numbers ($count, $seconds: plural forms select on
# them), and words already looked up ($board, $square). Keep the game's
# terms: X and O, the squares' names ("square 5", "b2"), "Ultimate".

game-title = Tic-Tac-Toe

## Settings sheet

settings-title = Settings
settings-language = Language
settings-language-system = System ({ $language })
settings-language-note = Following your system's language until you pick one.
settings-board = Board
settings-think = Impossible thinks on Ultimate
settings-think-note = Longer is stronger.
settings-first = Who goes first (plays X)
settings-clock = Clock in a room you create
settings-clock-note = Each move must be made in this time, or the round is lost. A quick match always gives 30 s.
settings-look = Look
settings-look-note = Following your system's setting until you pick one.
settings-sound = Sound
settings-sound-effects = Sound effects
settings-volume = Volume
settings-volume-value = { $percent } %
settings-labels = Board labels
settings-labels-classic = Always show the squares' numbers
settings-labels-four = Always show the squares' names (a1 to d4)
settings-labels-five = Always show the squares' names (a1 to e5)
settings-labels-ultimate = Always show the squares' numbers (board and square)
settings-labels-note = They also appear while you play with the number or arrow keys.
settings-server = Game server
settings-names = Names
settings-player-one = Player 1
settings-player-two = Player 2
settings-your-name = Your name
settings-name-limit = Names are at most { $count } characters
settings-first-random = Random
settings-first-take-turns = Take turns
settings-first-me = Me
settings-first-my-friend = My friend
settings-first-computer = The computer

## Choices

mode-human-vs-human = Human vs Human
mode-human-vs-computer = Human vs Computer
mode-computer-vs-computer = Computer vs Computer
mode-online = Online
difficulty-easy = Easy
difficulty-medium = Medium
difficulty-impossible = Impossible
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = Ultimate
board-classic = 3 x 3, three in a row
board-four = 4 x 4, four in a row
board-five = 5 x 5, four in a row
board-ultimate = Ultimate: nine boards in one. Your square sends your opponent to that board; win three boards in a row
think-quick = Quick
think-one-second = 1 second
think-five-seconds = 5 seconds
clock-none = No clock
clock-seconds = { $seconds } s
theme-light = Light
theme-dark = Dark
theme-high-contrast = High contrast



## Title screen



## Keys and help



## Round



## Board



## Narration



## Online



## Coach



## Statistics and review
