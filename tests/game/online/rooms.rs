//! Friend rooms through a real server: a whole match, Ultimate, no
//! server, a game closed and opened again, a dropped connection, watching.

use super::*;

#[test]
fn two_headless_games_play_a_match_through_a_real_server() {
    let server = loopback_server();
    let mut ann = player(1, "Ann", &server);
    let mut bob = player(2, "Bob", &server);

    ann.app.world_mut().write_message(OnlineCommand::Create);
    until(&mut [&mut ann], "the room", |g| {
        online(g[0]).code().is_some()
    });
    let code = online(&ann).code().unwrap().to_string();
    // The creator waits at the board, which says so.
    until(&mut [&mut ann], "the board", |g| {
        g[0].state() == GameState::Playing
    });
    let waiting = waiting(&ann).unwrap();
    assert!(waiting.contains(&code), "{waiting}");
    // Nothing to play yet, so nothing says it is anyone's turn.
    ann.frames(3);
    for early in ["Round 1", "Your turn"] {
        assert!(ann.said_containing(early).is_empty(), "{:?}", ann.said);
    }
    assert!(
        online(&ann)
            .link()
            .unwrap()
            .ends_with(&format!("/?room={code}"))
    );

    // A code typed with a typo is refused here, before the network.
    bob.app
        .world_mut()
        .write_message(OnlineCommand::Join("KX0".into()));
    bob.frame();
    assert!(bob.notice().unwrap().contains("not a room code"));
    bob.app
        .world_mut()
        .write_message(OnlineCommand::Join(code.to_lowercase()));
    both_at_the_board(&mut ann, &mut bob);
    until(&mut [&mut ann], "the round told as the friend comes", |g| {
        !g[0].said_containing("Your turn (X)").is_empty()
    });
    assert_eq!(ann.said_containing("Round 1").len(), 1, "{:?}", ann.said);
    assert_eq!(online(&bob).seat(), Some(Seat::Two));
    assert_eq!(bob.settings().name(Seat::One), "Ann");
    assert_eq!(ann.settings().name(Seat::Two), "Bob");
    assert_eq!(
        ann.round().player_of(Seat::One),
        Player::X,
        "Ann chose to go first"
    );

    // Bob cannot move out of turn: refused here, nothing sent.
    bob.key(numpad(5));
    assert!(
        bob.notice().unwrap().contains("Ann's move"),
        "{:?}",
        bob.notice()
    );
    // Ann takes the top row; each move shows on both boards.
    let script = [(7, true), (4, false), (8, true), (5, false), (9, true)];
    for (ply, (key, anns)) in script.into_iter().enumerate() {
        let mover = if anns { &mut ann } else { &mut bob };
        mover.key(numpad(key));
        until(&mut [&mut ann, &mut bob], "the move on both boards", |g| {
            g.iter().all(|h| moves(h) == ply + 1)
        });
    }
    until(&mut [&mut ann, &mut bob], "the end of the round", |g| {
        g.iter().all(|h| h.state() == GameState::GameOver)
    });
    for game in [&mut ann, &mut bob] {
        let result = game.app.world().resource::<RoundResult>().clone();
        assert!(
            matches!(
                result,
                RoundResult::Win {
                    seat: Seat::One,
                    ..
                }
            ),
            "{result:?}"
        );
        assert_eq!(game.score().wins, [1, 0]);
    }
    assert_eq!(ann.marks(), bob.marks(), "both boards are the same");
    assert!(
        ann.feed().status.contains("You win"),
        "{}",
        ann.feed().status
    );
    assert!(
        bob.feed().status.contains("Ann wins"),
        "{}",
        bob.feed().status
    );
    // No take-backs online.
    ann.key(KeyCode::KeyU);
    assert!(ann.notice().unwrap().contains("No take-backs"));

    // Another round needs both.
    ann.key(KeyCode::Enter);
    until(
        &mut [&mut ann, &mut bob],
        "Bob hearing Ann wants another round",
        |g| g[1].said_containing("wants to play again").len() == 1,
    );
    assert_eq!(bob.state(), GameState::GameOver);
    bob.key(KeyCode::Enter);
    until(&mut [&mut ann, &mut bob], "round two", |g| {
        g.iter().all(|h| {
            h.state() == GameState::Playing
                && moves(h) == 0
                && (h.round().authority() == Authority::Server)
        })
    });
    assert_eq!(ann.score().wins, [1, 0], "the score carries on");

    // Bob leaves (asked first, as a round is being played): Ann hears it.
    bob.key(KeyCode::Escape);
    assert_eq!(
        bob.said_containing("Leave the room?").len(),
        1,
        "leaving a room is asked first"
    );
    assert_eq!(bob.state(), GameState::Playing);
    bob.key(KeyCode::Enter);
    until(&mut [&mut ann, &mut bob], "Ann hearing Bob left", |g| {
        g[0].said_containing("Bob left").len() == 1
    });
    assert_eq!(bob.state(), GameState::Menu);
    assert!(online(&bob).is_offline());
}

/// Ultimate through the server: the joiner plays the room's board whatever
/// it had chosen, a move into the wrong small board is refused before
/// anything is sent, and a whole game ends the same on both boards.
#[test]
fn two_headless_games_play_ultimate_through_a_real_server() {
    let server = loopback_server();
    let mut ann = player(4, "Ann", &server);
    ann.app
        .world_mut()
        .resource_mut::<tictactoe::game::setup::settings::MatchSettings>()
        .board = BoardChoice::Ultimate;
    let mut bob = player(5, "Bob", &server);
    assert_eq!(bob.settings().board, BoardChoice::Classic);

    paired_room(&mut ann, &mut bob);
    assert_eq!(
        bob.settings().board,
        BoardChoice::Ultimate,
        "the room's board"
    );
    for game in [&mut ann, &mut bob] {
        assert_eq!(game.round().game().rules(), Rules::ULTIMATE);
        assert_eq!(game.cell_count(), 81);
    }

    // Ann: board 5, square 5 by two keys; Bob is sent to board 5.
    ann.key(numpad(5));
    ann.key(numpad(5));
    until(
        &mut [&mut ann, &mut bob],
        "the first move on both boards",
        |g| g.iter().all(|h| moves(h) == 1),
    );
    bob.click_square(Pos::new(0, 0));
    let notice = bob.notice().unwrap();
    assert!(notice.contains("sends you to board 5"), "{notice}");
    bob.frames(5);
    assert_eq!(moves(&bob), 1, "nothing was played");
    // Bob answers in board 5 by one key: its square 1 (bottom left).
    bob.key(numpad(1));
    until(
        &mut [&mut ann, &mut bob],
        "the second move on both boards",
        |g| g.iter().all(|h| moves(h) == 2),
    );
    assert_eq!(
        bob.marks()[1],
        (Pos::new(5, 3), Player::O),
        "board 5's bottom left square"
    );

    // Then each plays the first legal square to the end of the game.
    while ann.round().game().outcome() == tictactoe::core::Outcome::InProgress {
        let ply = moves(&ann);
        let mover = if ply.is_multiple_of(2) {
            &mut ann
        } else {
            &mut bob
        };
        let square = mover.round().game().board().legal_moves()[0];
        mover.click_square(square);
        until(&mut [&mut ann, &mut bob], "the move on both boards", |g| {
            g.iter().all(|h| moves(h) == ply + 1)
        });
    }
    until(&mut [&mut ann, &mut bob], "the end of the game", |g| {
        g.iter().all(|h| h.state() == GameState::GameOver)
    });
    assert_eq!(ann.marks(), bob.marks(), "both boards are the same");
    assert_eq!(
        ann.round().game().board(),
        bob.round().game().board(),
        "and so are their small boards and where the next move goes"
    );
    let finished = ann.score().wins.iter().sum::<u32>() + ann.score().draws;
    assert_eq!(finished, 1);
    assert_eq!(
        (ann.score().wins, ann.score().draws),
        (bob.score().wins, bob.score().draws)
    );
}

#[test]
fn no_server_is_a_clear_message_not_a_hang() {
    // A port nothing listens on: bind one, then free it.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut ann = Harness::with_preferences(3, |s, prefs| {
        s.mode = Mode::Online;
        prefs.server = format!("127.0.0.1:{port}");
    });
    ann.app.world_mut().write_message(OnlineCommand::Create);
    until(&mut [&mut ann], "the connection to fail", |g| {
        online(g[0]).is_offline() && !g[0].said_containing("Cannot reach").is_empty()
    });
    assert_eq!(ann.state(), GameState::Menu);
    // Said so it can be acted on, and still said on the title screen once
    // the notice has faded, until the next try.
    let said = ann.said_containing("Cannot reach").join(" ");
    assert!(said.contains("is it running?"), "{said}");
    assert!(!said.contains("URL error"), "{said}");
    ann.wait(6.0);
    assert_eq!(ann.notice(), None, "the notice faded");
    let trouble = situation(&ann).unwrap_or_default();
    assert!(trouble.starts_with("Cannot reach"), "{trouble:?}");
}

#[test]
fn a_game_closed_and_opened_again_goes_back_to_its_seat() {
    let server = loopback_server();
    let mut ann = player(4, "Ann", &server);
    let mut bob = player(5, "Bob", &server);
    let bob_file = bob.settings_file.clone();
    let code = paired_room(&mut ann, &mut bob);
    ann.key(numpad(5));
    until(&mut [&mut ann, &mut bob], "the move", |g| {
        g.iter().all(|h| moves(h) == 1)
    });

    // Bob's game closes without leaving: Ann is told he is away.
    drop(bob);
    until(&mut [&mut ann], "Ann hearing Bob dropped", |g| {
        !g[0].said_containing("Bob lost connection").is_empty()
    });
    assert!(waiting(&ann).unwrap().contains("Bob lost connection"));

    // Opened again, the title screen offers the way back to his seat.
    let mut back = Harness::with_store(6, bob_file, |_| {});
    assert_eq!(back.settings().mode, Mode::Online);
    back.tab_to(&format!("Back to your game (room {code})"));
    back.key(KeyCode::Space);
    until(&mut [&mut ann, &mut back], "Bob back at the board", |g| {
        moves(g[1]) == 1 && waiting(g[1]).is_none() && waiting(g[0]).is_none()
    });
    assert_eq!(online(&back).seat(), Some(Seat::Two));
    assert!(!back.said_containing("Back in room").is_empty());
    assert!(!ann.said_containing("Bob is back").is_empty());
    // And he plays on.
    back.key(numpad(1));
    until(&mut [&mut ann, &mut back], "his move", |g| {
        g.iter().all(|h| moves(h) == 2)
    });
}

/// A server, a relay in front of it, and Ann and Bob in a room through
/// the relay.
fn paired_through_relay(seeds: [u64; 2]) -> (Background, Relay, Harness, Harness) {
    let server = loopback_server();
    let relay = Relay::to(server.addr);
    let url = format!("ws://{}", relay.addr);
    let mut ann = player_at(seeds[0], "Ann", &url);
    let mut bob = player_at(seeds[1], "Bob", &url);
    paired_room(&mut ann, &mut bob);
    (server, relay, ann, bob)
}

/// A TCP relay in front of a server whose connections can all be cut at
/// once, as a network that drops does.
struct Relay {
    addr: std::net::SocketAddr,
    open: std::sync::Arc<std::sync::Mutex<Vec<std::net::TcpStream>>>,
    /// While set, new connections are closed at once.
    down: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Relay {
    fn to(server: std::net::SocketAddr) -> Relay {
        use std::net::{TcpListener, TcpStream};
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
        let addr = listener.local_addr().unwrap();
        let open = std::sync::Arc::new(std::sync::Mutex::new(Vec::<TcpStream>::new()));
        let kept = open.clone();
        let down = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let refusing = down.clone();
        std::thread::spawn(move || {
            for player in listener.incoming().flatten() {
                if refusing.load(std::sync::atomic::Ordering::SeqCst) {
                    continue; // dropped: closed at once
                }
                let Ok(upstream) = TcpStream::connect(server) else {
                    continue;
                };
                let pipe = |mut from: TcpStream, mut to: TcpStream| {
                    std::thread::spawn(move || {
                        let _ = std::io::copy(&mut from, &mut to);
                        let _ = to.shutdown(std::net::Shutdown::Both);
                    });
                };
                let mut open = kept.lock().unwrap();
                for stream in [&player, &upstream] {
                    open.push(stream.try_clone().unwrap());
                }
                pipe(player.try_clone().unwrap(), upstream.try_clone().unwrap());
                pipe(upstream, player);
            }
        });
        Relay { addr, open, down }
    }

    /// Takes the network down (every connection cut, new ones refused)
    /// or brings it back.
    fn set_down(&self, down: bool) {
        self.down.store(down, std::sync::atomic::Ordering::SeqCst);
        if down {
            self.cut();
        }
    }

    /// Cuts every connection through the relay; new ones go through.
    fn cut(&self) {
        for stream in self.open.lock().unwrap().drain(..) {
            let _ = stream.shutdown(std::net::Shutdown::Both);
        }
    }
}

/// While the network stays down, a game tries again every two seconds,
/// with no input to wake its window: once the "Lost the connection"
/// notice has gone, the window still wakes for the next try.
#[test]
fn a_network_that_stays_down_is_tried_again_on_time() {
    let (_server, relay, mut ann, _bob) = paired_through_relay([23, 24]);
    relay.set_down(true);
    let mark = ann.said.len();
    until(&mut [&mut ann], "the connection lost", |g| {
        g[0].said[mark..]
            .iter()
            .any(|a| a.text.contains("Lost the connection"))
    });
    // The notice fades (game time); tries fail meanwhile (real time).
    let start = std::time::Instant::now();
    while ann
        .app
        .world()
        .resource::<tictactoe::game::announce::Feed>()
        .notice
        .is_some()
        || start.elapsed() < Duration::from_secs(3)
    {
        ann.frame();
        std::thread::sleep(Duration::from_millis(5));
    }
    // Between tries (not while one is under way: its end wakes the
    // window), the window wakes on its own.
    let start = std::time::Instant::now();
    while ann.wakes_every() != Some(Duration::from_millis(100)) {
        assert!(
            start.elapsed() < Duration::from_secs(3),
            "between tries the window wakes on its own: {:?}",
            ann.wakes_every()
        );
        ann.frame();
        std::thread::sleep(Duration::from_millis(5));
    }
    relay.set_down(false);
    until(&mut [&mut ann], "reconnected", |g| {
        g[0].said[mark..].iter().any(|a| a.text == "Reconnected")
    });
}

/// The connection drops mid-round: both games reconnect by themselves and
/// carry on from the board they had, saying they are back, without telling
/// the round's start and its moves again (a screen reader would read them
/// all, and "your turn" to the wrong player).
#[test]
fn a_dropped_connection_comes_back_without_retelling_the_round() {
    let (_server, relay, mut ann, mut bob) = paired_through_relay([21, 22]);
    ann.key(numpad(5));
    until(&mut [&mut ann, &mut bob], "X on 5", |g| {
        g.iter().all(|h| moves(h) == 1)
    });
    bob.key(numpad(1));
    until(&mut [&mut ann, &mut bob], "O on 1", |g| {
        g.iter().all(|h| moves(h) == 2)
    });
    let marks = [ann.said.len(), bob.said.len()];

    relay.cut();
    until(&mut [&mut ann, &mut bob], "both reconnected", |g| {
        g.iter()
            .zip(marks)
            .all(|(h, mark)| h.said[mark..].iter().any(|a| a.text == "Reconnected"))
    });
    // A few frames for anything the reconnect would set off.
    for _ in 0..30 {
        ann.frame();
        bob.frame();
        std::thread::sleep(Duration::from_millis(5));
    }
    for (game, mark) in [(&ann, marks[0]), (&bob, marks[1])] {
        let since: Vec<&str> = game.said[mark..].iter().map(|a| a.text.as_str()).collect();
        assert!(
            since
                .iter()
                .any(|text| text.contains("Lost the connection")),
            "{since:?}"
        );
        assert!(
            !since
                .iter()
                .any(|text| text.contains("took square") || text.starts_with("Round ")),
            "the round and its moves told again: {since:?}"
        );
        assert_eq!(moves(game), 2, "the board as it was");
    }
    // And the game goes on.
    ann.key(numpad(9));
    until(&mut [&mut ann, &mut bob], "X on 9", |g| {
        g.iter().all(|h| moves(h) == 3)
    });
}

/// A watcher follows a room from its code: the board as played, the
/// players' names, a read-only board, and no seat taken.
#[test]
fn a_headless_game_watches_a_room() {
    let server = loopback_server();
    let mut ann = player(8, "Ann", &server);
    let mut bob = player(9, "Bob", &server);
    let mut cy = player(10, "Cy", &server);
    let code = paired_room(&mut ann, &mut bob);
    ann.key(numpad(5));
    until(&mut [&mut ann, &mut bob], "the first move", |g| {
        g.iter().all(|h| moves(h) == 1)
    });

    cy.app
        .world_mut()
        .write_message(OnlineCommand::Watch(code.clone()));
    until(&mut [&mut cy], "the room watched", |g| {
        g[0].state() == GameState::Playing && moves(g[0]) == 1
    });
    assert!(online(&cy).is_watching());
    assert_eq!(online(&cy).seat(), None);
    assert!(cy.settings().is_watching());
    assert_eq!(cy.settings().name(Seat::One), "Ann");
    assert_eq!(cy.settings().name(Seat::Two), "Bob");
    let watching = situation(&cy).unwrap();
    assert_eq!(watching, "Watching Ann and Bob");
    until(&mut [&mut ann], "the players see the watcher", |g| {
        situation(g[0]).is_some_and(|s| s.ends_with(", 1 watching"))
    });
    // The watcher's keys move nobody.
    cy.key(numpad(1));
    cy.frames(3);
    assert!(
        cy.notice().is_some_and(|n| n.contains("You are watching")),
        "{:?}",
        cy.notice()
    );
    assert_eq!(moves(&cy), 1);
    // Bob's move reaches the watcher.
    bob.key(numpad(1));
    until(
        &mut [&mut ann, &mut bob, &mut cy],
        "the second move everywhere",
        |g| g.iter().all(|h| moves(h) == 2),
    );
    assert_eq!(cy.round().game().moves(), ann.round().game().moves());
    // A player dropping out is told to the watcher too, by name.
    drop(bob);
    until(&mut [&mut ann, &mut cy], "the drop told", |g| {
        !g[1].said_containing("Bob lost connection").is_empty()
    });
    assert!(cy.said_containing("Ann lost connection").is_empty());
}
