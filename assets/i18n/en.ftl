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



## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = Tic-Tac-Toe on 3 x 3, 4 x 4 and 5 x 5 boards: against a friend, online, or a computer that never loses, with a coach that shows every square's outcome. Plays offline once loaded.
# The installed app's description (web app manifest).
page-app-description = Tic-Tac-Toe on 3 x 3, 4 x 4 and 5 x 5 boards, against a friend, online or the computer, with a coach.
# The game's canvas, as a screen reader names it.
page-canvas = Tic-Tac-Toe. Moves and results are announced below.
page-how-to-play = Click or tap a square to play it. Once the game has started, this describes every key it answers.
page-loading = Loading the game…
page-loading-percent = Loading the game… { $percent } %
page-starting = Starting…
page-no-webgl-heading = The game cannot start
page-no-webgl = This game draws with WebGL2, which this browser does not offer (or has switched off). A current Firefox, Chrome, Edge or Safari will run it.
page-stopped-heading = The game stopped
# $reason: what went wrong, in the browser's words (often English).
page-stopped = The game stopped: { $reason }. Reload the page to play again.
page-not-started = The game could not start: { $reason }. A current Firefox, Chrome, Edge or Safari with WebGL2 will run it.
page-not-loaded = The game's files could not be loaded ({ $reason }). Check the connection and reload the page.
page-internal-error = an internal error (the browser console may say more)
page-unknown-error = an unknown error
page-update = A new version of the game is ready.
page-reload = Reload
