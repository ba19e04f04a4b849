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

# $reason: why, in the server's words (English for now).
online-room-closed = The room has closed: { $reason }
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
coach-hint-round-over = The round is over: there is nothing to hint
coach-hint-past = Hints are for the game now: go back to the game first
coach-analysis-on-ultimate = Analysis on: each square open to the next move shows its chance to win in the engine's playouts
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
# $squares: a list of squares' names ("1, 3 or 7").
coach-hint-many = Hint for { $mover }: squares { $squares } { $result ->
        [draw] keeps the draw
        [win] wins ({ $outlook })
       *[loss] holds out longest ({ $outlook })
    }
# Ultimate: $board and $square are numbers 1 to 9. $result: "win", "draw", "loss" (proven),
# or "chance" with $percent, the mover's chance to win in the engine's playouts.
coach-hint-engine = Hint for { $mover }: board { $board }, square { $square } { $result ->
        [win] wins
        [draw] keeps the draw
        [loss] holds out longest
       *[chance] gives { $mover } a { $percent } % chance in the engine's playouts
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
