//! Online from the terminal: a room opened in the full-screen mode (tmux)
//! and joined by a friend elsewhere (the protocol's plain client, as a
//! browser is one), through a real game server; their moves reach each
//! other, and a friend who leaves ends the play.

use tictactoe::net::protocol::{ClientMessage, ServerMessage, Square, VERSION};
use tictactoe::server::client::Client;
use tictactoe::server::{Background, Config};

use super::full_screen::Tmux;

/// The room's code as the terminal shows it ("Room: KXMTRAB").
fn code_on(screen: &str) -> Option<String> {
    let at = screen.find("Room: ")? + "Room: ".len();
    let code: String = screen[at..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    (!code.is_empty()).then_some(code)
}

#[test]
fn a_room_made_in_the_terminal_is_joined_played_and_left_by_a_friend() {
    let server = Background::start(Config {
        port: 0,
        ..Config::default()
    })
    .expect("the server starts on loopback");
    let port = server.addr.port();
    let address = format!("127.0.0.1:{port}");
    let Some(game) = Tmux::start_with("online", 100, 30, &["--server", &address]) else {
        return;
    };
    game.wait_for("1-5 change a choice");
    // Human vs Computer, then Computer vs Computer, then Online.
    game.keys(&["1", "1"]);
    game.wait_for("c creates a room");
    // The leaderboard, asked of the server, for this board and the next.
    game.keys(&["r"]);
    let screen = game.wait_for("You have no rated games on this board yet");
    assert!(screen.contains("Leaderboard · 3 x 3"), "{screen}");
    game.keys(&["Right"]);
    game.wait_for("Leaderboard · 4 x 4");
    game.keys(&["Escape"]);
    game.wait_gone("Leaderboard");
    game.keys(&["c"]);
    let screen = game.wait_for("Room: ");
    let code = code_on(&screen).unwrap_or_else(|| panic!("no code on:\n{screen}"));
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let mut friend = runtime.block_on(async {
        let url = format!("ws://{address}/ws");
        let mut friend = Client::connect(&url).await.expect("the friend connects");
        let join = ClientMessage::Join {
            version: VERSION,
            code: code.clone(),
            name: "Bob".into(),
        };
        friend.send(&join).await.expect("the join is sent");
        friend
    });
    // The room's maker plays X first: the centre, by its digit.
    let screen = game.wait_for("Bob");
    assert!(screen.contains(&code), "{screen}");
    game.keys(&["5"]);
    let seen = runtime.block_on(async {
        // The friend sees the move, then answers in the top-left corner.
        loop {
            match friend.expect().await.expect("the server goes on") {
                ServerMessage::Room(room) if room.moves.len() == 1 => break room.moves[0],
                _ => continue,
            }
        }
    });
    assert_eq!(seen, Square { row: 1, col: 1 });
    runtime.block_on(async {
        let answer = ClientMessage::Move {
            square: Square { row: 0, col: 0 },
        };
        friend.send(&answer).await.expect("the move is sent");
    });
    let screen = game.wait_for("Bob took square 7");
    assert!(screen.contains("Your turn (X)"), "{screen}");
    // The friend leaves for good on this player's turn: the round will
    // never go on, so no move is played, and the reason is given.
    runtime.block_on(async {
        friend
            .send(&ClientMessage::Leave)
            .await
            .expect("the leave is sent");
    });
    game.wait_for("Bob left");
    game.keys(&["3"]);
    std::thread::sleep(std::time::Duration::from_millis(500));
    let screen = game.screen();
    assert!(!screen.contains("You took square 3"), "{screen}");
    // Leaving asks the room's question, and Enter leaves for the menu.
    game.keys(&["q"]);
    game.wait_for("Leave the room?");
    game.keys(&["Enter"]);
    game.wait_for("1-5 change a choice");
    game.keys(&["C-c"]);
    game.assert_put_back();
}

/// The numpad digit of a 3 x 3 square ("5" for the centre).
fn digit(square: Square) -> String {
    (3 * (2 - square.row) + square.col + 1).to_string()
}

#[test]
fn a_quick_match_from_the_terminal_is_rated_reported_and_on_the_leaderboard() {
    let server = Background::start(Config {
        port: 0,
        ..Config::default()
    })
    .expect("the server starts on loopback");
    let address = format!("127.0.0.1:{}", server.addr.port());
    let Some(game) = Tmux::start_with("quick-match", 100, 34, &["--server", &address]) else {
        return;
    };
    game.wait_for("1-5 change a choice");
    game.keys(&["1", "1"]);
    game.wait_for("c creates a room");
    game.keys(&["Enter"]);
    game.wait_for("Stop looking");
    // A stranger from another address asks for the same board.
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let (mut bob, bob_seat) = runtime.block_on(async {
        let url = format!("ws://{address}/ws");
        let home = std::net::IpAddr::from([127, 0, 9, 9]);
        let mut bob = Client::connect_from(&url, home)
            .await
            .expect("Bob connects");
        let quick = ClientMessage::QuickMatch {
            version: VERSION,
            name: "Bob".into(),
            board: tictactoe::core::offered::BoardChoice::Classic,
            player: "device-of-bob-0123456789".into(),
        };
        bob.send(&quick).await.expect("Bob asks for a game");
        loop {
            if let ServerMessage::Welcome { seat, .. } = bob.expect().await.expect("a welcome") {
                break (bob, seat);
            }
        }
    });
    let room = runtime.block_on(bob.room()).expect("the room");
    let square = |row, col| Square { row, col };
    // Whoever is X wins down the middle column or along the top row.
    let (x_moves, o_moves) = if room.x_seat == bob_seat {
        (
            vec![square(0, 0), square(0, 1), square(0, 2)],
            vec![square(1, 1), square(2, 2)],
        )
    } else {
        (
            vec![square(1, 1), square(0, 1), square(2, 1)],
            vec![square(0, 0), square(2, 2)],
        )
    };
    let bob_is_x = room.x_seat == bob_seat;
    // The moves Bob has seen.
    let mut seen = room.moves.len();
    game.wait_for("Bob");
    for ply in 0..5 {
        let x_turn = ply % 2 == 0;
        let square = if x_turn {
            x_moves[ply / 2]
        } else {
            o_moves[ply / 2]
        };
        if x_turn == bob_is_x {
            runtime.block_on(async {
                while seen < ply {
                    if let ServerMessage::Room(room) =
                        bob.expect().await.expect("the server goes on")
                    {
                        seen = room.moves.len();
                    }
                }
                let play = ClientMessage::Move { square };
                bob.send(&play).await.expect("Bob's move is sent");
            });
        } else {
            if ply == 0 {
                game.wait_for("Your turn");
            } else {
                let bobs = if x_turn {
                    o_moves[ply / 2 - 1]
                } else {
                    x_moves[ply / 2]
                };
                game.wait_for(&format!("Bob took square {}", digit(bobs)));
            }
            game.keys(&[&digit(square)]);
        }
    }
    // The rated round's end: the rating, and the keys that report Bob.
    let screen = game.wait_for("Report: t Played to lose · f Unfair play");
    assert!(screen.contains("Your rating"), "{screen}");
    // A report is asked first: a stray key sends nothing.
    game.keys(&["t"]);
    let asked = game.wait_for("Enter sends the report, Esc does not");
    assert!(asked.contains("Report Bob for this?"), "{asked}");
    game.keys(&["Escape"]);
    game.wait_gone("Enter sends the report");
    assert!(!game.screen().contains("Reported. Thank you"));
    game.keys(&["t"]);
    game.wait_for("Enter sends the report");
    game.keys(&["Enter"]);
    game.wait_for("Reported. Thank you");
    // Back on the title screen, the leaderboard knows this player's game.
    game.keys(&["Escape"]);
    game.wait_for("1-5 change a choice");
    game.keys(&["r"]);
    game.wait_for("after 1 rated game");
    game.keys(&["Escape"]);
    // The statistics count the round from this player's seat.
    game.keys(&["s"]);
    let stats = game.wait_for("Online, 3 x 3 (yours)");
    let expected = if bob_is_x {
        "Won 0, Lost 1"
    } else {
        "Won 1, Lost 0"
    };
    assert!(stats.contains(expected), "{stats}");
    game.keys(&["Escape"]);
    game.keys(&["C-c"]);
    game.assert_put_back();
}

#[test]
fn a_room_is_watched_from_the_terminal_with_its_clock_until_everyone_leaves() {
    let server = Background::start(Config {
        port: 0,
        ..Config::default()
    })
    .expect("the server starts on loopback");
    let address = format!("127.0.0.1:{}", server.addr.port());
    let url = format!("ws://{address}/ws");
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    // Ann opens a room with a 30-second clock and Bob joins it.
    let (mut ann, mut bob, code) = runtime.block_on(async {
        let mut ann = Client::connect(&url).await.expect("Ann connects");
        let create = ClientMessage::Create {
            version: VERSION,
            name: "Ann".into(),
            board: tictactoe::core::offered::BoardChoice::Classic,
            first: tictactoe::core::matchup::FirstMove::SeatOne,
            clock: Some(30),
        };
        ann.send(&create).await.expect("the room is asked for");
        let code = loop {
            if let ServerMessage::Welcome { code, .. } = ann.expect().await.expect("a welcome") {
                break code;
            }
        };
        let mut bob = Client::connect(&url).await.expect("Bob connects");
        let join = ClientMessage::Join {
            version: VERSION,
            code: code.clone(),
            name: "Bob".into(),
        };
        bob.send(&join).await.expect("Bob joins");
        (ann, bob, code)
    });
    let Some(game) = Tmux::start_with("watch", 100, 30, &["--server", &address]) else {
        return;
    };
    game.wait_for("1-5 change a choice");
    game.keys(&["1", "1"]);
    game.wait_for("w watches one");
    game.keys(&["w"]);
    game.wait_for("Type the room's code");
    game.tmux(&["send-keys", "-l", &code]);
    game.keys(&["Enter"]);
    let screen = game.wait_for("Watching Ann and Bob");
    assert!(
        screen.contains("0:3") || screen.contains("0:2"),
        "the clock: {screen}"
    );
    runtime.block_on(async {
        let centre = ClientMessage::Move {
            square: Square { row: 1, col: 1 },
        };
        ann.send(&centre).await.expect("Ann's move is sent");
    });
    game.wait_for("Ann took square 5");
    // A watcher cannot play.
    game.keys(&["3"]);
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(!game.screen().contains("took square 3"));
    runtime.block_on(async {
        for player in [&mut ann, &mut bob] {
            player
                .send(&ClientMessage::Leave)
                .await
                .expect("they leave");
        }
    });
    // Everyone left: the watcher is told, on the title screen.
    let screen = game.wait_for("1-5 change a choice");
    assert!(
        screen.contains("The room has closed: Everyone left"),
        "{screen}"
    );
    game.keys(&["C-c"]);
    game.assert_put_back();
}
