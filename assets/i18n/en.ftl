# Tic-Tac-Toe in English: the source every other language's file follows.
#
# Ids are kebab-case and start with where the words are shown. Variables:
# names ($name, $winner), numbers ($count, $seconds: plural forms select on
# them), and words already looked up ($board, $square). Keep the game's
# terms: X and O, the squares' names ("square 5", "b2"), "Ultimate".

game-title = Tic-Tac-Toe

## Names: the players' names until they type their own, and the computer's.

name-computer = Computer
# Computer vs Computer: $number is 1 or 2.
name-computer-numbered = Computer { $number }
name-player = Player { $number }

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
settings-labels-misere = Always show the squares' numbers
settings-labels-qubic = Always show the points' names (layer, then a1 to d4)
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
board-short-misere = Misère
board-short-qubic = Qubic
board-short-notakto = Notakto
board-classic = 3 x 3, three in a row
board-four = 4 x 4, four in a row
board-five = 5 x 5, four in a row
board-ultimate = Ultimate: nine boards in one. Your square sends your opponent to that board; win three boards in a row
board-misere = Misère: 3 x 3, and three in a row loses
board-qubic = Qubic: 4 x 4 x 4, four in a row along any of the cube's 76 lines
board-notakto = Notakto: 3 x 3, both players place X, and three in a row loses
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
# $most: the most one win over an opponent who is not ranked, or still shows "?", adds; $all: the most such wins add in all.
title-leaderboard-about = { $count ->
    [one] Ratings are Glicko-2, per board; a question mark means too few games to be sure. Players are ranked after rated games against { $count } different opponent.
   *[other] Ratings are Glicko-2, per board; a question mark means too few games to be sure. Players are ranked after rated games against { $count } different opponents.
} Only opponents who are ranked themselves, with no question mark, count (until a board has 11 such players: anyone who has played 10 others and shows no question mark); a win over anyone else adds at most { $most } points, and such wins { $all } in all.



## Keys and help

# The four arrow keys together, as the keymap help names them.
keys-arrow-keys = Arrow keys

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
keys-button-report-threw = Played to lose
keys-button-report-unfair = Unfair play
keys-button-review-previous = Previous
keys-button-review-next = Next
keys-button-back-to-menu = Menu
keys-button-toggle-labels = Square names
keys-button-toggle-sound = Sound
keys-button-help = Help

# What each key does, in the help (the README shows the English).
keys-what-start = Start (or open a room, online)
keys-what-quit = Quit (on the desktop); while looking for a player, stop looking
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
keys-what-report-threw = After a rated online round, report the other player for playing to lose on purpose
keys-what-report-unfair = After a rated online round, report the other player for unfair play (help from a program or a person)
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
help-misere = Misère: three in a row loses. Whoever completes a line gives the win to the other player; a full board with no line is a draw. Medium keeps to rules you can learn: never complete a line while another square is free; going first, take the centre, then answer each move with the square opposite it through the centre; otherwise keep away from your own marks.
help-qubic = Qubic: four in a row in a 4 x 4 x 4 cube, drawn as its four layers: 1 at the top left, 2 at the top right, 3 at the bottom left, 4 at the bottom right. A line runs in one layer, straight down through the four layers, or diagonally through them: 76 lines in all. A point is named by its layer and its square, as 2b3. The first player can force a win. Medium takes a win, else blocks, else takes one of the 16 points on seven lines (the cube's corners and its eight inner points). The coach's hint gives the computer's move and says why (a win, a block, or its search's choice), and the analysis marks who wins at the points where a run of threats proves it; the review does not know Qubic yet.
help-notakto = Notakto: both players place X, and whoever completes three in a row, of anyone's marks, loses; there is no draw. Each mark keeps its player's colour, and the game still calls the first player X and the second O. The first player can force a win. Medium keeps to rules you can learn: never complete a line while another square is free; going first, take the centre, then a square a knight's move (two along, one across) from the opponent's first mark; take a square after which every free square completes a line.
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
grid-name-qubic = Cube, Qubic: four layers of 4 by 4
# A square's button on Ultimate: $square is its square-label-ultimate words
# ("Board 7, square 5, empty"), $board where the next move goes (1 to 9).
grid-square-sent = { $square }; you play in board { $board }
grid-square-any = { $square }; you play in any open board
# A square as a screen reader says it (the arrow keys' cursor, the board's
# buttons in the browser). $content is X, O or square-empty. On 3 x 3:
# $number 1 to 9 (laid out like a keypad), $place a square-place word. On
# larger boards: $square is its name ("a1"), $row and $column count from 1
# at the top left. On Ultimate: $board and $square are 1 to 9.
square-label-number = Square { $number }, { $place }, { $content }
square-label-named = Square { $square }, row { $row }, column { $column }, { $content }
square-label-ultimate = Board { $board }, square { $square }, { $content }
square-label-qubic = Layer { $layer }, square { $square }, { $content }
# A square with no mark in it.
square-empty = empty
# Where a square is on the 3 x 3 board.
square-place = { $place ->
    [top-left] top left
    [top] top
    [top-right] top right
    [left] left
    [right] right
    [bottom-left] bottom left
    [bottom] bottom
    [bottom-right] bottom right
   *[centre] centre
}



## Round

# The players' header over the board

# Under the winner's name on this device, when the other player is a person.
round-you-win = you win
# Under the winner's name.
round-wins = wins
# Under the name of the player to move online; $time is the time left, as "0:23".
round-time-left = { $time } left
# Under your own name when the other player is a person.
round-you = you
# Under the number of draws in the middle of the header; the number itself is shown above, not in the message.
round-draws = { $count ->
    [one] draw
   *[other] draws
}

# The panel beside the board

# A control of a match between two computers: lets them play on after a pause. Keep it short.
round-resume = Resume
# The card of a review; $step is the move shown, $count the moves of the round.
round-review-step = Review: move { $step } of { $count }
# The result card of a replay opened from a link; $mark is X or O.
round-replay-won = { $mark } won
round-replay-draw = A draw
round-replay-unfinished = Not finished
# Under a replay's result; $count is the number of moves. English has always said "moves", even for one.
round-replay-moves = { $count ->
    [one] A replay: { $count } moves
   *[other] A replay: { $count } moves
}
# Under the result online in a rated room: $score is the match's score (a sentence), $rating how the rating changed (a sentence).
round-score-and-rating = { $score }. { $rating }
round-report = Report:
round-reported = Reported. Thank you
# Online, instead of the room's code when the quick match chose the opponent.
round-rated-match = Rated quick match
# Before the online room's code.
round-room = Room
round-copy-code = Copy code
round-copy-link = Copy link
# Copies the link that opens the page watching this room.
round-copy-watch-link = Copy watch link
# The heading of the list of moves played.
round-moves = Moves
round-moves-none = None yet

# Leaving a round

round-leave-room = Leave the room?
round-leave-room-why = Your friend will see that you left, and this round will not count.
round-leave-round = Leave this round?
round-leave-round-why = It is not finished, so it will not count.
round-leave = Leave
round-keep-playing = Keep playing
# A hint under the buttons; Enter and Esc are keys.
round-leave-keys = Enter leaves, Esc keeps playing.
# Said by the screen reader when the question opens; Enter and Escape are keys.
round-leave-room-said = Leave the room? Enter leaves, Escape keeps playing
round-leave-round-said = Leave this round? Enter leaves, Escape keeps playing



## Board

# The analysis over the squares, and the coach's outlines

# What playing a square leads to; $mark is X or O.
board-wins = { $mark } wins
board-draw = Draw
# Under "X wins": the win comes with the next move.
board-at-once = at once
# Under "X wins": how many moves the win takes (never one: that is "at once").
board-in-moves = { $count ->
    [one] in { $count } move
   *[other] in { $count } moves
}
# On Ultimate, a square's chance of winning for the player to move; $percent is 0 to 100.
board-chance = { $percent }%
board-analysing = Analysing…
# In the outline round the square a hint suggests.
board-best = best
# In the outline round a better square than the one played, in a review.
board-better = better
# In the outline round the move under review; $mark is X or O.
board-played = { $mark } played
# In the outline round the move under review, before its verdict.
board-judging = judging…



## Narration

# What the game says as a round goes, in the status line and to screen readers.
# $mark is always X or O; $name a player's name (or "Computer").

# A new round: its number, then the score (a narrate-score sentence).
narrate-round-started = Round { $number }. { $score }
# One moment's announcements are read as one text (by screen readers in
# the browser): each a sentence, ended with a full stop unless it ends in
# one (or in a question or exclamation mark), then one after the other.
# $text, $first and $second are words already looked up.
narrate-sentence = { $text }.
narrate-sentences = { $first } { $second }
# A move was made. $square is a narrate-square-* phrase ("square 5", "board 7, square 5") or a square's name ("c2").
narrate-you-took = You took { $square }
narrate-took = { $name } took { $square }
# A square in a sentence, on the 3 x 3 board (numbered like a keypad) and on Ultimate.
narrate-square-number = square { $number }
narrate-square-ultimate = board { $board }, square { $square }
# Whose turn it is; ($mark) is the mark they play.
narrate-your-turn = Your turn ({ $mark })
narrate-turn = { $name }'s turn ({ $mark })
narrate-thinking = { $name } is thinking ({ $mark })

# Refused moves

# A taken square: on 3 x 3 ($number 1 to 9), on Ultimate, and on larger boards ($square is a name like "b3").
narrate-taken-number = Square { $number } is taken by { $mark }: pick an empty square
narrate-taken-ultimate = Board { $board }, square { $square } is taken by { $mark }: pick an empty square
narrate-taken-named = { $square } is taken by { $mark }: pick an empty square
# Ultimate: a small board that is won or full.
narrate-closed-board = Board { $board } is closed: play in an open board
# Ultimate: the last move's square names the small board to play in, which is framed.
narrate-wrong-board = The last move sends you to board { $board }: play in the framed board
narrate-off-board = That is not a square on this board
narrate-round-over = The round is over: press Enter or R to play again, Esc for the menu
narrate-watching = You are watching: only the two players move
narrate-wait-computer = Wait: it is the computer's move
narrate-wait = Wait: it is { $name }'s move
# A second move asked in the same instant as another.
narrate-one-at-a-time = One move at a time
# "Back to the game" and "Play from here" are buttons, (End) and (P) their keys.
narrate-looking-back = You are looking at an earlier move: Back to the game (End) or Play from here (P)

# Taking moves back

# Two moves in a list, each a mark and a square's name ("X 5 and O 3").
narrate-moves-and = { $first } and { $second }
# $moves: the moves taken back or played again (a narrate-moves-and list, or one move like "X 5").
narrate-undid = Undid { $moves }
narrate-redid = Redid { $moves }
narrate-playing-from = Playing on from move { $number }: the later moves can be redone
narrate-nothing-to-undo = There is no move to undo
narrate-nothing-to-redo = There is no move to redo
narrate-only-computer-moves = There is no move of yours to undo: the computer moved first
narrate-no-take-backs-online = No take-backs in an online game: the moves stand as played
# "Review" is the button that steps through the moves.
narrate-no-take-backs-replay = A replay shows the game as it was played: step through it with Review
narrate-no-take-backs-engine = This engine reads CodinGame's turns and cannot take moves back
# $number: the move asked for; $moves: how many moves the game has.
narrate-no-such-move = There is no move { $number }: { $moves ->
    [one] the game has { $moves }
   *[other] the game has { $moves }
}
# An undo took back the move that ended the round; $score is a narrate-score sentence.
narrate-round-reopened = The round is open again and its result no longer counts. { $score }

# Results and score

narrate-result-draw = It's a draw
narrate-result-you-win = You win!
# The other player ran out of time on the clock.
narrate-result-you-win-on-time = You win on time!
narrate-result-computer-wins = The computer wins
narrate-result-wins = { $name } wins!
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }. { $mark } made three in a row
narrate-result-misere-exclaimed = { $result } { $mark } made three in a row
narrate-result-wins-on-time = { $name } wins on time!
# Against the computer: the result, then the help used (the coach's sentence).
# After a result that does not end in "!".
narrate-result-help = { $result }. { $help }
# After a result that ends in "!".
narrate-result-exclaimed-help = { $result } { $help }
# Against the computer: rounds you won, lost and drew.
narrate-score-yours = Score: you { $won } won, { $lost } lost, { $drawn } drawn
# Between two players: each one's name and rounds won, then the draws.
narrate-score = Score: { $first } { $first_wins }, { $second } { $second_wins }, draws { $draws }

# The menu's choices, said as they change

# $mode: the mode ("Human vs Human"); $strength: the computer's ("Impossible");
# $first: who goes first (a narrate-menu-* phrase below); $board: the board
# ("3 x 3, three in a row"); $enter: what Enter does (a sentence below).
narrate-menu = Menu: { $mode }, { $first }, { $board }. { $enter }
narrate-menu-with-strength = Menu: { $mode }, { $strength }, { $first }, { $board }. { $enter }
narrate-menu-you-first = you go first
narrate-menu-friend-first = your friend goes first
narrate-menu-computer-first = the computer goes first
narrate-menu-named-first = { $name } goes first
narrate-menu-random-first = random first player
narrate-menu-take-turns = players take turns going first
narrate-menu-offline = Online play needs the network, and this device is offline; everything else works without it
narrate-menu-enter-finds = Enter looks for a player
narrate-menu-enter-starts = Enter starts

## Online

# The status line and the title screen while connecting. $address: the game server's address.
online-connecting = Connecting to { $address }…
online-reconnecting = Connection lost: reconnecting…
online-reconnected = Reconnected
# Quick match: another search comes from the same internet address, which quick match never pairs.
online-household = Someone else at this address is looking too: quick match never pairs players from one address (to play each other, stop looking, then make a room and share its code)
online-household-alone = Someone else at this address is looking too: quick match never pairs players from one address (to play each other, stop looking, then make a room and share its code); or play the computer instead
# $board: the board's short name ("3 x 3", "Ultimate").
online-searching = Looking for a player for a { $board } game…
online-searching-alone = Nobody near your rating is looking for a { $board } game yet: the search widens as you wait, or play the computer instead
online-waiting-for-friend = Waiting for your friend to join with code { $code }
# $name: the other player's name.
online-wants-again = { $name } wants to play again
online-waiting-again = Waiting for { $name } to play again too
# $watchers: how many people watch the room (0 shows nothing).
online-playing = Playing { $name } online{ $watchers ->
        [0] {""}
       *[other] , { $watchers } watching
    }
# $seconds: how long the server keeps their seat.
online-away = { $name } lost connection: waiting { $seconds } s for them to come back
online-left = { $name } left
online-joined = { $name } joined
online-lost-connection = { $name } lost connection, waiting…
online-is-back = { $name } is back

# Watching a room: $others is how many others watch too (0 shows nothing).

online-watching-both = Watching { $first } and { $second }{ $others ->
        [0] {""}
        [one] , with { $others } other watcher
       *[other] , with { $others } other watchers
    }
online-watching-empty = Watching room { $code }: waiting for a second player{ $others ->
        [0] {""}
        [one] , with { $others } other watcher
       *[other] , with { $others } other watchers
    }
online-watching-away = { $name } lost connection: waiting { $seconds } s for them to come back{ $others ->
        [0] {""}
        [one] , with { $others } other watcher
       *[other] , with { $others } other watchers
    }
online-watching-left = { $name } left{ $others ->
        [0] {""}
        [one] , with { $others } other watcher
       *[other] , with { $others } other watchers
    }
online-watching-room = Watching room { $code }

# The server's welcome. $code: the room's seven-letter code.

online-back-in-room = Back in room { $code }, in your seat
online-found-player = Found a player: the game begins
online-room-open = Room { $code } is open: give your friend the code { $code }
online-joined-room = Joined room { $code }

# Connection trouble

# $reason: why, a closed-* message (or the server's own words).
online-room-closed = The room has closed: { $reason }

# Why a room closed, inside online-room-closed.
closed-stopped-looking = You stopped looking for a game
closed-left = You left the room
closed-stopped-watching = You stopped watching
closed-everyone-left = Everyone left
closed-idle = The room was idle for too long
closed-shutting-down = The server is shutting down
closed-called-off = The game was called off
# Said to a watcher: $name never made the first move of a quick match.
closed-called-off-by = The game was called off: { $name } never made a first move
# $seconds: the time a player has for the first move of a quick match.
closed-no-first-move = You did not make your first move within { $seconds } seconds: the game was called off and is not rated. Your next quick match can start in a minute
# A quick match called off because $name never moved; the game looks for another player.
called-off-looking-again = { $name } did not make a first move: the game was called off and is not rated. Looking for another player…
# $error: the connection's own technical error text.
online-connection-lost = Lost the connection to the server ({ $error }): reconnecting
# Given as $error above when the server ends the connection.
online-server-closed = the server closed the connection
online-reconnect-failed = Could not reconnect to the server: the room is lost
online-needs-network = Online play needs the network, and this device is offline; everything else works without it
# $address: the game server's address. Said in the browser.
online-unreachable-page = Cannot reach the game server at { $address }: the page's server may have stopped
# On the desktop: .ci/web is a script's path; Settings is the settings sheet.
online-unreachable = Cannot reach the game server at { $address }: is it running? (.ci/web starts one; Settings holds its address)

# Commands

# $typed: what the player typed as a code. Keep the example code KXMTRAB.
online-not-a-code = "{ $typed }" is not a room code: codes are seven letters without I, L or O (which look like 1 and 0), like KXMTRAB
# Menu: the button that leaves the room.
online-already-in-room = Already in a room: leave it first (Menu)
# $name: the player who took too long.
online-ran-out-of-time = { $name } ran out of time
online-seconds-left = { $seconds ->
        [one] { $seconds } second left to move
       *[other] { $seconds } seconds left to move
    }
online-asked-again = Asked { $name } for another round

# Ratings and the leaderboard

# After a rated round. $delta: the change with its sign ("+16", "-8").
online-rating-change = Your rating: { $before } → { $after } ({ $delta })
online-reported = Reported: the moderators will look at this round. Thank you
online-report-nothing = Only the other player of a rated online round can be reported, once a round
online-unranked = { $needs ->
        [one] play { $needs } more opponent to be ranked
       *[other] play { $needs } more opponents to be ranked
    }
# The leaderboard for a screen reader, while nobody is ranked. $you: "ranked" (with $place and $rating),
# "unranked" (with $rating and $needs: opponents still to play) or "none" (no rated games).
online-leaderboard-empty = Leaderboard for { $board }: nobody is ranked yet{ $you ->
        [ranked] ; you are number { $place } with { $rating }
        [unranked] ; you have { $rating }: { $needs ->
            [one] play { $needs } more opponent to be ranked
           *[other] play { $needs } more opponents to be ranked
        }
       *[none] ; you have no rated games on it
    }
# As above, with $players ranked players, the first $leader with $leader_rating.
online-leaderboard = Leaderboard for { $board }: { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, first { $leader } with { $leader_rating }{ $you ->
        [ranked] ; you are number { $place } with { $rating }
        [unranked] ; you have { $rating }: { $needs ->
            [one] play { $needs } more opponent to be ranked
           *[other] play { $needs } more opponents to be ranked
        }
       *[none] ; you have no rated games on it
    }
online-leaderboard-unreadable = The server's answer could not be read: is it another version?
online-leaderboard-timeout = The server did not answer in time: try again



## Coach

coach-online = The coach sits out online games: this one is between you and your friend
coach-not-yet = The coach's review does not know this game yet: the hint and the analysis do
coach-hint-round-over = The round is over: there is nothing to hint
coach-hint-past = Hints are for the game now: go back to the game first
coach-analysis-on-ultimate = Analysis on: each square open to the next move shows its chance to win in the engine's search
coach-analysis-on-qubic = Analysis on: a point shows who wins where a run of threats forces it
coach-analysis-on = Analysis on: each empty square shows what playing it leads to
coach-analysis-off = Analysis off

# Hints. $mover: X or O, the side to move.

# What perfect play gives. $winner: X or O.
coach-outlook-win = { $winner } wins in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
coach-outlook-draw = a draw
# $result: "draw", "win" or "loss"; $outlook: the sentence above.
coach-hint-any = Hint for { $mover }: any square { $result ->
        [draw] keeps the draw
        [win] wins ({ $outlook })
       *[loss] holds out longest ({ $outlook })
    }
# $square: a square's name ("5", "c2").
coach-hint-one = Hint for { $mover }: square { $square } { $result ->
        [draw] keeps the draw
        [win] wins ({ $outlook })
       *[loss] holds out longest ({ $outlook })
    }
# On Qubic: the computer's move ($square, as "2b3") and why.
coach-hint-computer = Hint for { $mover }: { $square } { $result ->
        [win] wins by force
        [block] blocks a line one short of four
       *[choice] is the computer's choice (no forced win in sight)
    }
# $squares: a list of squares' names ("1, 3 or 7").
coach-hint-many = Hint for { $mover }: squares { $squares } { $result ->
        [draw] keep the draw
        [win] win ({ $outlook })
       *[loss] hold out longest ({ $outlook })
    }
# Ultimate: $board and $square are numbers 1 to 9. $result: "win", "draw", "loss" (proven),
# or "chance" with $percent, the mover's chance to win in the engine's search.
coach-hint-engine = Hint for { $mover }: board { $board }, square { $square } { $result ->
        [win] wins
        [draw] keeps the draw
        [loss] holds out longest
       *[chance] gives { $mover } a { $percent } % chance in the engine's search
    }
# Lists: "1, 3 or 7" is made as "1" + ", " + ("3" or "7"); the review says "X 1 or X 3 or X 7".
coach-list-or = { $first } or { $last }
coach-list-comma = { $first }, { $rest }

# The timeline and the review. $number: a move's number; $total: how many moves; $played: a move ("X 5", "O c2").

coach-viewing-start = Viewing the start, before move 1 of { $total }
coach-viewing-move = Viewing move { $number } of { $total }: { $played }
# End and P: the keys.
coach-viewing-start-read-only = Viewing the start, before move 1 of { $total }. The board is read-only: Back to the game (End), or Play from here (P)
coach-viewing-move-read-only = Viewing move { $number } of { $total }: { $played }. The board is read-only: Back to the game (End), or Play from here (P)
coach-back-to-game = Back to the game
coach-pick-a-move = Pick a move in the list first, then play from there
coach-no-moves = No moves yet: there is nothing to look back at
coach-review-closed = Review closed
coach-review-judging = Move { $number } of { $total }: { $played }, judging…
# $mark: one of the marks below.
coach-review-mark = { $mark } ({ $number } of { $total })
# A move's mark against perfect play. $better: the best moves ("X 5 or X 7").
coach-mark-best-win = Move { $number }: { $played }, best: on the way to a win
coach-mark-best-draw = Move { $number }: { $played }, best: it keeps the draw
coach-mark-best-loss = Move { $number }: { $played }, best: it holds out longest
coach-mark-kept-win = Move { $number }: { $played } still wins, but { $better } wins sooner
coach-mark-kept-loss = Move { $number }: { $played } loses sooner than { $better }
# $what: "force" (let $opponent force a win), "slip" or "changed"; $held: what the better moves held:
# "won", "draw", or "lost" ($opponent won).
coach-mark-mistake = Move { $number }: { $played } { $what ->
        [force] let { $opponent } force a win
        [slip] let the win slip to a draw
       *[changed] changed the result
    }; { $better } { $held ->
        [won] won
        [draw] held the draw
       *[lost] { $opponent } won
    }
# On Ultimate, against the engine's chances. $mover: X or O; $played_percent, $best_percent: chances in %;
# $points: their difference; $top: the engine's choice ("X 5-3").
coach-mark-chance-choice = Move { $number }: { $played }, the engine's choice: { $mover }'s chance { $played_percent } %
coach-mark-chance-as-good = Move { $number }: { $played }, as good as the engine's choice { $top }: { $mover }'s chance { $played_percent } % against { $best_percent } %
coach-mark-chance-kept = Move { $number }: { $played } gave up { $points } points of { $mover }'s chance ({ $best_percent } % to { $played_percent } %); { $better } was better
coach-mark-chance-mistake = Move { $number }: { $played } lost { $points } points of { $mover }'s chance ({ $best_percent } % to { $played_percent } %); { $better } kept { $best_percent } %

# Help used in a round, said with the result.

coach-used-hints = You used { $hints ->
        [one] { $hints } hint
       *[other] { $hints } hints
    }
coach-used-undos = You used { $undos ->
        [one] { $undos } undo
       *[other] { $undos } undos
    }
coach-used-both = You used { $hints ->
        [one] { $hints } hint
       *[other] { $hints } hints
    } and { $undos ->
        [one] { $undos } undo
       *[other] { $undos } undos
    }



## Statistics and review

# A line of the statistics: who played ($strength: the computer's, "Impossible") and the board ($board: "5 x 5").
stats-record-you-vs = You vs { $strength }, { $board }
# The computer against itself.
stats-record-itself = { $strength } vs itself, { $board }
stats-record-two-players = Two players, { $board }
stats-record-online = Online, { $board } (yours)

# Replays

replay-link-after-round = A replay link is made once the round is over
replay-finish-round-first = Finish or leave this round to open a replay
# A replay link was opened: how many moves, how the game ended.
replay-opened-win = A replay of { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, { $mark } won: step through it with the arrow keys
replay-opened-draw = A replay of { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, a draw: step through it with the arrow keys
replay-opened-unfinished = A replay of { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, not finished: step through it with the arrow keys
# Why a replay link (letters after "?replay=") cannot be opened.
replay-error-empty = This replay link cannot be opened: the replay is empty
replay-error-too-long = This replay link cannot be opened: the replay has { $letters ->
    [one] { $letters } letter
   *[other] { $letters } letters
}, more than any game
# $letter: the link's first letter, which should name the board.
replay-error-unknown-board = This replay link cannot be opened: the replay starts with "{ $letter }", which names no board (3, 4, 5 or u)
replay-error-not-a-letter = This replay link cannot be opened: the replay has "{ $letter }" in it, which no move is written with
replay-error-cut-short = This replay link cannot be opened: the replay ends in the middle of a move
replay-error-off-the-board = This replay link cannot be opened: move { $number } of the replay is off the board
# A move of the replay against the rules: $number is the move's number, $square the square's name ("5", "c2", "7-5").
replay-error-taken = This replay link cannot be opened: move { $number } of the replay (square { $square }) cannot be played: that square is taken by { $mark }
replay-error-square-off-board = This replay link cannot be opened: move { $number } of the replay (square { $square }) cannot be played: row { $row }, column { $column } is off the board
replay-error-game-over = This replay link cannot be opened: move { $number } of the replay (square { $square }) cannot be played: the game is over
replay-error-closed-board = This replay link cannot be opened: move { $number } of the replay (square { $square }) cannot be played: board { $board } is closed: play in an open board
replay-error-wrong-board = This replay link cannot be opened: move { $number } of the replay (square { $square }) cannot be played: the last move sends you to board { $board }
replay-error-moves-after-the-end = This replay link cannot be opened: move { $number } of the replay comes after the game was over
replay-error-unfinished = This replay link cannot be opened: the replay's game was never finished


## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

# How long to wait, inside refusal-too-many-joins and refusal-too-soon.
refusal-wait-seconds = { $count ->
    [one] a second
   *[other] { $count } seconds
}
refusal-wait-minutes = { $count ->
    [one] a minute
   *[other] { $count } minutes
}
refusal-wait-hours = { $count ->
    [one] an hour
   *[other] { $count } hours
}
refusal-wait-days = { $count ->
    [one] a day
   *[other] { $count } days
}
# $server, $client: protocol version numbers.
refusal-version-update-game = This server speaks version { $server } of the game's protocol, the game version { $client }: reload the page or update the game
refusal-version-update-server = This server speaks version { $server } of the game's protocol, the game version { $client }: this server is older than the game: ask its host to update it
refusal-too-large = A message of { $bytes } bytes is over the limit of { $limit }
refusal-too-fast = More than { $per_second } messages a second: this one was dropped
refusal-too-fast-leaderboards = Leaderboards are sent { $per_second } a second to each address: try again in a second
# $why: the message reader's own words, in English.
refusal-malformed = Not a message of this game: { $why }
refusal-binary = A binary message of { $bytes } bytes: this game speaks text
# $sentence: one of the three messages above.
refusal-disconnected = { $sentence }; too many bad messages, so the connection is closed
# $code: a room's code as typed, like KXMTRAB.
refusal-no-such-room = There is no room { $code }: check the code
refusal-room-closed = The room has closed
refusal-room-full = Room { $code } already has two players
# $wait: refusal-wait-seconds or refusal-wait-minutes.
refusal-too-many-joins = Too many wrong codes from your address: check the code and try again in { $wait }
refusal-bad-token = That token is not for a seat in room { $code }
refusal-seat-given-up = That seat was given up: join a new room
refusal-seat-left = { $name } has left the room
refusal-not-connected = Not connected
refusal-searching-nobody-yet = You are looking for a quick match: nobody to play yet
refusal-no-room = Create or join a room first
refusal-idle = Nothing was created or joined within { $seconds } s: closing the connection
refusal-already-in-room = You are already in room { $code }: leave it first
refusal-already-searching = You are looking for a quick match: stop looking first
refusal-already-watching = You are watching a room: stop watching first
refusal-not-started = Your friend has not joined yet
refusal-not-your-turn = It is { $name }'s move
# $mark: X or O.
refusal-move-taken = That square is taken by { $mark }
refusal-move-off-board = Row { $row }, column { $column } is off the board
refusal-move-game-over = The game is over
# $board: an Ultimate small board, 1 to 9 as on a numpad.
refusal-move-closed-board = Board { $board } is closed: play in an open board
refusal-move-wrong-board = The last move sends you to board { $board }
refusal-out-of-time = You ran out of time: this round is lost. Ask to play again
refusal-round-over = This round is over: ask to play again
refusal-late = Your time for this move ran out: the round is lost on time
refusal-round-not-over = Finish this round first
refusal-full = The server is full: try again in a few minutes
refusal-full-returning-only = The server is full: only players coming back to their seat are let in now. Try again in a few minutes
refusal-full-rooms = The server has as many rooms as it can hold: try again in a few minutes
refusal-address-rooms = Your address already has { $count } rooms open here: finish or leave one first
refusal-address-searches = Your address already has { $count } searches for a game open here: stop one first
refusal-address-watching = Your address already has { $count } rooms watched from here: stop watching one first
refusal-lost-touch = New games cannot start right now: this server has lost touch with the others. Games under way go on; try again in a minute
refusal-no-answer = The room's server does not answer: try again in a moment
refusal-name-computer = "{ $name }" is the computer's name, and online you play people: choose another name in Settings
refusal-name-rated = Another player is rated as "{ $name }": choose another name in Settings
# $waiting: the name of the player already in the room.
refusal-name-look-alike = "{ $name }" would look the same as "{ $waiting }", the name of the player waiting in the room (its letters differ: another alphabet or look-alike characters): choose another name in Settings
# $key: the device's key, letters and digits; $min, $max: its allowed length.
refusal-bad-player = "{ $key }" is not a device key: the game sends { $min } to { $max } letters, digits, '_' or '-' (reload the page or update the game)
# $games: how many rated games were left unfinished; $wait: refusal-wait-*.
refusal-too-soon = From this device or address, { $games ->
    [one] a rated game
   *[other] { $games } rated games
} in the last day ended unfinished or unstarted: your next quick match can start in { $wait }
# $count: the reports an address may make in an hour.
refusal-too-many-reports = Your address has made { $count } reports this hour: try again later
refusal-nothing-to-report = Only the other player of a rated round that has just ended can be reported, once a round
# $why: one of ban-reason-*; $wait: refusal-wait-*.
refusal-banned = A moderator closed rated play to this device or address ({ $why }); it opens again in { $wait }. Rooms with friends are open as always.
# Why a moderator closed rated play, inside refusal-banned.
ban-reason-farming = ratings won from other devices or addresses of one player
ban-reason-camping = quick matches joined and never played
ban-reason-abuse = abuse of other players
ban-reason-cheating = help from a program or another person in rated games
# $seconds: the clock asked for; $a, $b, $c: the clocks offered.
refusal-bad-clock = A clock of { $seconds } seconds a move is not offered: choose { $a }, { $b } or { $c } seconds, or no clock
refusal-watcher = You are watching room { $code }: only its two players move
refusal-too-many-watchers = Room { $code } has as many watchers as it can take: try again later
refusal-replaced = You opened this game somewhere else



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

## The terminal edition (tictactoe-terminal)

terminal-menu-keys = 1-5 change a choice, Enter starts, s shows the statistics, ? shows every key, q quits
terminal-too-small = Make the terminal at least { $columns } columns wide and { $rows } rows high for this board
terminal-footer = ? shows every key, q leaves
terminal-plain-move = { $turn }: type a square ({ $example }), or ? for help
terminal-plain-over = Enter plays again, q goes back to the menu
terminal-plain-leave = y leaves, n keeps playing
terminal-plain-unknown = "{ $line }" means nothing here: ? shows every key
terminal-plain-not-a-square = "{ $line }" is not a square here: type one like { $example }, or ? for help
terminal-online-keys = Enter plays anyone (quick match), c creates a room, j joins a friend's by its code, w watches one, r shows the leaderboard
terminal-type-name = Type a name for { $seat }, then Enter (Esc keeps the old one)
terminal-type-code = Type the room's code, then Enter (Esc goes back)
terminal-chance = { $mark }: a { $percent }% chance
terminal-sent-to = Play in board { $board } (its squares 1-9)
terminal-any-board = Play in any open board: a first 1-9 picks it, a second its square
terminal-help-keys = ↑ ↓ read on, any other key closes
engine-playing-ours = Playing against { $name }, an engine that speaks our protocol
engine-playing-codingame = Playing against { $name }, an engine that reads CodinGame's turns
engine-lost-no-start = { $name } did not start ({ $why }) and loses the round
engine-lost-slow = { $name } did not move within { $seconds } s and loses the round
engine-lost-broken = { $name } stopped or answered wrongly ({ $why }) and loses the round
engine-lost-illegal = { $name } played { $square }, which the rules do not allow, and loses the round
terminal-help-rules = Take turns placing X and O. Three in a row wins on 3 x 3; four in a row on 4 x 4 and 5 x 5. Play a square by its digit, or by the cursor and Enter; a click plays where the terminal reports the mouse.
terminal-report-confirm = Report { $name } for this? Enter sends the report, Esc does not
