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

title-settings = Settings
title-statistics = Statistics
# Under each way to play, on its card.
title-blurb-human-vs-human = Two players, one device
title-blurb-human-vs-computer = You against the computer
title-blurb-computer-vs-computer = Watch two computers play
title-blurb-online = Anyone, or a friend by code
title-strength = Computer's strength
# Under Start while a match goes on; $count is the rounds played.
title-session-rounds = { $count ->
    [one] { $count } round played this session: the score carries on with the same players
   *[other] { $count } rounds played this session: the score carries on with the same players
}

# The match's summary under Start: "3 x 3 board · you go first".
# $board is the board: "3 x 3 board", or "Ultimate"; $first is one of the
# title-first- phrases below.
title-summary = { $board } · { $first }
# Online, the choices of a room the player creates; $seconds is the time
# for each move.
title-summary-room = { $board } · a room you make: { $first }, { $seconds } s
title-summary-room-no-clock = { $board } · a room you make: { $first }, no clock
# $board is the board's size ("3 x 3").
title-summary-board = { $board } board
title-first-random = random first player
title-first-take-turns = players take turns going first
# Online: the player who creates the room.
title-first-maker = its maker goes first
title-first-friend = the friend who joins goes first
title-first-you = you go first
title-first-computer = the computer goes first
title-first-named = { $name } goes first
# Opens the settings sheet.
title-change = Change…

# Online. $code is a room's code ("KXMTRAB").
title-back-to-room = Back to your game (room { $code })
title-stop-looking = Stop looking
title-play-the-computer = Play the computer instead
title-quick-match = Quick match
# The button counts down to when a quick match may be asked again; $time is
# minutes and seconds, "1:05".
title-quick-match-in = Quick match in { $time }
title-quick-match-note = Play whoever else is looking for a game on your board, rated.
title-play-a-friend = Or play a friend
title-create-room = Create a room
title-create-room-note = Your board, first-move and clock choices apply; your friend joins with the room's code or link.
title-join-note = Or join a friend's room by its code, or watch it:
# Shown in the empty code field; the code itself stays as it is.
title-code-hint = Code, like KXMTRAB
title-room-code = Room code
title-join = Join
title-watch = Watch

# The statistics sheet.
title-stats-title = Statistics
title-stats-none = No finished rounds yet.
title-stats-won = Won
title-stats-lost = Lost
title-stats-drawn = Drawn
title-stats-best-streak = Best streak
# A row's name: $strength is the computer's ("Impossible"), $board the board ("5 x 5").
title-stats-you-vs = You vs { $strength }, { $board }
title-stats-itself = { $strength } vs itself, { $board }
title-stats-two-players = Two players, { $board }
title-stats-whose = Won and lost are the first player's: yours against the computer.
title-stats-reset-question = Reset all statistics? This cannot be undone.
title-stats-reset-yes = Yes, reset
title-stats-reset-no = No, keep them
title-stats-reset = Reset statistics…

# The leaderboard: the button on the title screen and the sheet's title.
title-leaderboard = Leaderboard
title-leaderboard-asking = Asking the game server…
title-leaderboard-try-again = Try again
# This device's place: $place is its rank, $rating its rating ("1523", or
# "1500?" while unsure), $games its rated games.
title-leaderboard-you = { $games ->
    [one] You: #{ $place } with { $rating } after { $games } rated game
   *[other] You: #{ $place } with { $rating } after { $games } rated games
}
# Not yet ranked: $needs is how many more different opponents it takes.
title-leaderboard-you-unranked = { $games ->
    [one] You: { $rating } after { $games } rated game
   *[other] You: { $rating } after { $games } rated games
}; { $needs ->
    [one] play { $needs } more opponent to be ranked
   *[other] play { $needs } more opponents to be ranked
}
title-leaderboard-you-none = You have no rated games on this board yet: a quick match is rated.
# $count is how many different opponents it takes to be ranked.
title-leaderboard-nobody = { $count ->
    [one] Nobody is ranked on this board yet. Players are ranked after rated games against { $count } different opponent.
   *[other] Nobody is ranked on this board yet. Players are ranked after rated games against { $count } different opponents.
}
# The same, when the player's own rating shows a question mark.
title-leaderboard-nobody-provisional = { $count ->
    [one] Nobody is ranked on this board yet. Players are ranked after rated games against { $count } different opponent. In your rating, a question mark means too few games to be sure.
   *[other] Nobody is ranked on this board yet. Players are ranked after rated games against { $count } different opponents. In your rating, a question mark means too few games to be sure.
}
# The table's headings: place, name, rating, rated games.
title-leaderboard-place = #
title-leaderboard-player = Player
title-leaderboard-rating = Rating
title-leaderboard-games = Games
title-leaderboard-about = { $count ->
    [one] Ratings are Glicko-2, per board; a question mark means too few games to be sure. Players are ranked after rated games against { $count } different opponent.
   *[other] Ratings are Glicko-2, per board; a question mark means too few games to be sure. Players are ranked after rated games against { $count } different opponents.
}



## Keys and help

# The headings the help and the README file the keys under.
keys-when-menu = On the title screen
keys-when-round = During a round
keys-when-looking-back = Looking at an earlier move
keys-when-over = After a round
keys-when-reviewing = In a review
keys-when-board = During and after a round
keys-when-anywhere = Anywhere

# Two keys that do the same: "U or Ctrl+Z". Key names stay as on the keycaps.
keys-either = { $first } or { $second }
# The keymap read by a screen reader: one item is "U or Ctrl+Z: Undo (...)".
keys-plain-item = { $keys }: { $what }
# Between two items of one heading.
keys-plain-separator = {"; "}
# One heading with its items, a sentence of its own.
keys-plain-section = { $heading }: { $items }.

# Buttons' labels (a key does the same).
keys-button-start = Start
keys-button-quit = Quit
keys-button-undo = Undo
keys-button-redo = Redo
keys-button-hint = Hint
keys-button-analysis = Analysis
keys-button-back-to-game = Back to the game
keys-button-play-from-here = Play from here
keys-button-leave-round = Menu
keys-button-close-review = Close
keys-button-play-again = Play again
keys-button-review = Review
keys-button-copy-replay-link = Copy replay
keys-button-review-previous = Previous
keys-button-review-next = Next
keys-button-back-to-menu = Menu
keys-button-toggle-labels = Square names
keys-button-toggle-sound = Sound
keys-button-help = Help

# What each key does, in the help (the README shows the English).
keys-what-start = Start (or open a room, online)
keys-what-quit = Quit (on the desktop)
keys-what-play-square = Play a square on 3 x 3 (on Ultimate, a board, then its square): 7 8 9 are the top row, as on a numpad
keys-what-move-cursor = Move the cursor over the board
keys-what-place-at-cursor = Play the square under the cursor
keys-what-undo = Undo (against the computer, its reply and your move)
keys-what-redo = Redo
keys-what-hint = Hint: the best squares and what they lead to
keys-what-analysis = Analysis: what every empty square leads to
keys-what-back-to-game = Back to the game now
keys-what-play-from-here = Play on from the move shown (the later moves can be redone)
keys-what-earlier = Look at the board one move earlier
keys-what-later = Look at the board one move later
keys-what-first-position = Look at the empty board
keys-what-leave-round = Leave the round for the title screen (asks first)
keys-what-close-review = Close the review
keys-what-play-again = Play again; the score carries on
keys-what-review = Review the round move by move
keys-what-copy-replay-link = Copy a link that opens this game's replay in a browser
keys-what-review-previous = Review the previous move
keys-what-review-next = Review the next move
keys-what-back-to-menu = Back to the title screen
keys-what-toggle-labels = Show or hide the squares' names
keys-what-toggle-sound = Sound off or on
keys-what-help = Show or hide every key

# The help sheet (? or F1).
help-title = How to play
# No-break spaces keep "3 x 3" on one line.
help-rules = Take turns placing X and O. Three in a row wins on 3 x 3; four in a row on 4 x 4 and 5 x 5. Click or tap a square to play it.
help-ultimate = Ultimate: nine small boards in one. Three in a row wins a small board; three small boards in a row win the game. The square you take sends your opponent to the small board in the same place, which is framed; sent to a board that is won or full, they may play in any open one. By keys: 1-9 (numpad layout) names the square, after a first 1-9 for the board when free to choose.
help-buttons = Buttons
help-buttons-note = Tab and Shift+Tab move between the buttons, and Space or Enter presses the one ringed. During a round the arrows, Enter and Space belong to the board until Tab moves into the panel; Esc gives them back. In the browser, Tab past the panel's last button reaches the board's squares as buttons.

# A key that does nothing where the player is; $key is its name ("Q", "F5").
keys-unbound-menu = { $key } does nothing here: Enter starts; ? shows every key
keys-unbound-classic = { $key } does nothing here: press 1-9 (numpad layout) or click a square; ? shows every key
keys-unbound-ultimate = { $key } does nothing here: press 1-9 for a square of the framed board (a board first when free to choose), or click a square; ? shows every key
# On the 4 x 4 and 5 x 5 boards.
keys-unbound-large = { $key } does nothing here: click a square, or use the arrow keys and Enter; ? shows every key
keys-unbound-over = { $key } does nothing here: Enter plays again, V reviews the round, Esc for the menu; ? shows every key
# Number keys on Ultimate: $board and $number are 1 to 9, as on a numpad.
keys-not-ultimate = This board is not Ultimate
keys-no-such-square = There is no square { $number }
keys-board-closed = Board { $board } is closed: pick an open board, 1-9
keys-no-such-square-sent = There is no square { $number }: the last move sends you to board { $board }, squares 1-9
keys-no-such-board = There is no board { $number }: boards are 1-9, laid out like the numpad
keys-board-picked = Board { $board }: now its square, 1-9 (0 picks another board)
keys-pick-a-board = Pick a board, 1-9 (numpad layout)
keys-numbers-classic-only = Number keys pick squares on the 3 x 3 board only: click a square, or use the arrow keys and Enter
keys-no-such-square-classic = There is no square { $number }: squares are 1-9, laid out like the numpad
keys-no-cursor = Pick a square first: arrow keys move, Enter places
keys-sound-off = Sound off
keys-sound-on = Sound on
# A click or tap beside the board.
keys-outside-board = That is outside the board: click a square

# A control's name for screen readers, with the keys that do the same: "Undo (U or Ctrl+Z)".
keys-spoken = { $label } ({ $keys })
# Closes a sheet (Settings, Statistics, the help).
keys-done = Done

# What a screen reader hears when the keyboard reaches a control; $label is
# the control's name ("Start (Enter)", "Human vs Computer").
focus-button = { $label }, button
# One choice of several (a chip, a way to play).
focus-option = { $label }, option
focus-option-selected = { $label }, option, selected
focus-checkbox = { $label }, checkbox
focus-checkbox-checked = { $label }, checkbox, checked
focus-checkbox-not-checked = { $label }, checkbox, not checked
# $text is what is typed in the field.
focus-text-field = { $label }, text field, { $text }
focus-text-field-empty = { $label }, text field, empty
# A field without a name: $label is what is typed in it.
focus-text-field-unnamed = { $label }, text field
focus-text-field-unnamed-selected = { $label }, text field, selected
focus-slider = { $label }, slider
focus-slider-selected = { $label }, slider, selected
focus-section = { $label }, section
focus-section-selected = { $label }, section, selected
focus-selected = { $label }, selected

# The game's own notices: the page's description of the keys for screen
# readers ($keys is the whole keymap, read as sentences).
keys-describe = Click or tap a square to play it, or use the keys. { $keys }
# $text is what was copied (a link).
clipboard-copied = Copied { $text }
# $error is the system's own reason, in its words.
clipboard-failed = Could not copy ({ $error }): select the text instead
# The saved statistics and settings: $error and $problem are the reason, in
# English.
saved-statistics-damaged = Saved statistics were damaged ({ $error }) and start afresh; settings are kept
saved-statistics-not-saved = Statistics could not be saved ({ $error })
saved-settings-partly = Saved settings partly unreadable, defaults used there: { $problem }
# $count is the number of further problems.
saved-settings-partly-more = { $count ->
    [one] Saved settings partly unreadable, defaults used there: { $problem } (and { $count } more)
   *[other] Saved settings partly unreadable, defaults used there: { $problem } (and { $count } more)
}
saved-settings-unreadable = Saved settings could not be read ({ $error }); using the defaults
saved-settings-not-saved = Settings could not be saved ({ $error })

# The board as buttons for screen readers in the browser: the group's name.
grid-name = Board, { $size } by { $size }
grid-name-ultimate = Board, Ultimate: nine small boards of 3 by 3
# A square's button on Ultimate: $square is the square's own words
# ("Board 7, square 5, empty"), $board where the next move goes (1 to 9).
grid-square-sent = { $square }; you play in board { $board }
grid-square-any = { $square }; you play in any open board



## Round



## Board



## Narration



## Online



## Coach



## Statistics and review
