//! Quick match through a real server: pairing, the computer offered to a
//! lone searcher, ratings and the leaderboard, clocks, a game nobody starts.

use super::*;

/// Play anyone: two games asking for the same board are paired, with the
/// board they asked for and each other's names; one alone is told nobody
/// else is looking, and offered the computer.
#[test]
fn two_headless_games_are_paired_by_quick_match() {
    let server = two_address_server();
    let (mut ann, mut bob) = players_of_two_addresses((6, 7), ("Ann", "Bob"), &server);
    ann.app
        .world_mut()
        .resource_mut::<tictactoe::game::setup::settings::MatchSettings>()
        .board = BoardChoice::Four;
    ann.app.world_mut().write_message(OnlineCommand::QuickMatch);
    until(&mut [&mut ann], "the queue", |g| {
        online(g[0]).is_searching()
    });
    assert_eq!(
        ann.state(),
        GameState::Menu,
        "waiting happens on the title screen"
    );
    let looking = situation(&ann).unwrap();
    assert!(
        looking.contains("Looking for a player for a 4 x 4 game"),
        "{looking}"
    );
    // Nobody comes: the game says so, and offers the computer.
    ann.wait(21.0);
    let alone = situation(&ann).unwrap();
    assert!(
        alone.starts_with("Nobody near your rating is looking"),
        "{alone}"
    );
    assert!(alone.contains("play the computer"), "{alone}");
    assert!(!ann.said_containing("Nobody near your rating").is_empty());

    bob.app
        .world_mut()
        .resource_mut::<tictactoe::game::setup::settings::MatchSettings>()
        .board = BoardChoice::Four;
    bob.app.world_mut().write_message(OnlineCommand::QuickMatch);
    both_at_the_board(&mut ann, &mut bob);
    assert_eq!(
        online(&ann).seat(),
        Some(Seat::One),
        "the longer wait sits first"
    );
    assert_eq!(online(&bob).seat(), Some(Seat::Two));
    assert_eq!(ann.settings().name(Seat::Two), "Bob");
    assert_eq!(bob.settings().name(Seat::One), "Ann");
    for game in [&ann, &bob] {
        assert_eq!(game.settings().board, BoardChoice::Four);
        assert_eq!(game.round().game().rules(), BoardChoice::Four.rules());
    }
    // Bob came to a waiting player and was seated at once, never queued:
    // both hear the same words.
    for game in [&ann, &bob] {
        assert!(!game.said_containing("Found a player").is_empty());
    }
    // The match plays like any room: X moves, both boards show it.
    let (x, o) = if ann.round().player_of(Seat::One) == Player::X {
        (&mut ann, &mut bob)
    } else {
        (&mut bob, &mut ann)
    };
    x.app.world_mut().write_message(MoveRequest {
        pos: Pos::new(1, 1),
        by: Requester::Local,
    });
    until(&mut [x, o], "the move on both boards", |g| {
        g.iter().all(|h| moves(h) == 1)
    });
}

/// Looking for a player, Esc stops looking (on the desktop it would
/// otherwise quit the game).
#[test]
fn escape_while_looking_for_a_player_stops_looking_and_keeps_the_game() {
    let server = loopback_server();
    let mut ann = player(13, "Ann", &server);
    ann.app.world_mut().write_message(OnlineCommand::QuickMatch);
    until(&mut [&mut ann], "the queue", |g| {
        online(g[0]).is_searching()
    });
    ann.key(KeyCode::Escape);
    until(&mut [&mut ann], "the search stopped", |g| {
        online(g[0]).is_offline()
    });
    assert!(ann.app.should_exit().is_none(), "the game goes on");
    assert_eq!(ann.state(), GameState::Menu);
    let deadline = Instant::now() + Duration::from_secs(10);
    while server.shared.with_lobby(|lobby| lobby.queued_count()) > 0 {
        assert!(Instant::now() < deadline, "the server kept the search");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Alone in the quick-match queue, the player is offered the computer, by
/// the title screen's button, and gets it as the computer: never a bot
/// passed off as a person.
#[test]
fn alone_in_the_queue_the_computer_is_offered_as_the_computer() {
    let server = loopback_server();
    let mut ann = player(11, "Ann", &server);
    ann.app.world_mut().write_message(OnlineCommand::QuickMatch);
    until(&mut [&mut ann], "the queue", |g| {
        online(g[0]).is_searching()
    });
    ann.wait(21.0);
    ann.tab_to("Play the computer instead");
    ann.key(KeyCode::Space);
    until(&mut [&mut ann], "a round against the computer", |g| {
        g[0].state() == GameState::Playing && g[0].settings().mode == Mode::HumanVsComputer
    });
    assert!(online(&ann).is_offline(), "the queue is left");
    assert_eq!(ann.settings().name(Seat::Two), "Computer");
    assert_eq!(ann.round().authority(), Authority::ThisDevice);
    let deadline = Instant::now() + Duration::from_secs(10);
    while server.shared.with_lobby(|lobby| lobby.queued_count()) > 0 {
        assert!(Instant::now() < deadline, "the server kept the search");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Quick-match players on 3 x 3, paired and at the board; X first.
fn rated_pair(server: &Background, seeds: (u64, u64)) -> (Harness, Harness) {
    let (mut ann, mut bob) = players_of_two_addresses(seeds, ("Ann", "Bob"), server);
    ann.app.world_mut().write_message(OnlineCommand::QuickMatch);
    until(&mut [&mut ann], "the queue", |g| {
        online(g[0]).is_searching()
    });
    bob.app.world_mut().write_message(OnlineCommand::QuickMatch);
    both_at_the_board(&mut ann, &mut bob);
    if ann.round().player_of(Seat::One) == Player::X {
        (ann, bob)
    } else {
        (bob, ann)
    }
}

#[test]
fn a_rated_quick_match_moves_both_ratings_and_the_leaderboard_shows_them() {
    use tictactoe::game::online::leaderboard::{FetchLeaderboard, Standings};
    let server = two_address_server();
    let (mut x, mut o) = rated_pair(&server, (11, 12));
    // Both start at the same rating, shown beside the names.
    let start = online(&x).rating(Seat::One).expect("a rated room");
    assert_eq!(online(&x).rating(Seat::Two), Some(start));
    // X takes the top row against the middle row.
    for (n, (row, col)) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]
        .into_iter()
        .enumerate()
    {
        let mover = if n % 2 == 0 { &mut x } else { &mut o };
        mover.app.world_mut().write_message(MoveRequest {
            pos: Pos::new(row, col),
            by: Requester::Local,
        });
        until(&mut [&mut x, &mut o], "the move on both boards", |g| {
            g.iter().all(|h| moves(h) == n + 1)
        });
    }
    until(&mut [&mut x, &mut o], "both ratings moved", |g| {
        g.iter().all(|h| online(h).rating_change().is_some())
    });
    let (won, lost) = (
        online(&x).rating_change().unwrap(),
        online(&o).rating_change().unwrap(),
    );
    assert_eq!((won.0, lost.0), (start, start));
    assert!(won.1 > start && lost.1 < start, "{won:?} {lost:?}");
    assert_eq!(x.said_containing("Your rating:").len(), 1, "{:?}", x.said);
    // The loser hears the last move and the result before the rating.
    o.frames(3);
    let said: Vec<&str> = o.said.iter().map(|a| a.text.as_str()).collect();
    let at = |part: &str| said.iter().rposition(|t| t.contains(part));
    let (last_move, result, rating) = (at("took"), at("wins"), at("Your rating:"));
    assert!(
        last_move < result && result < rating && last_move.is_some(),
        "{said:?}"
    );

    // The loser reports the winner with one key: the server keeps it and
    // says so; a second press is told it was reported.
    use tictactoe::game::online::report::Reporting;
    assert_eq!(online(&o).reporting(), Reporting::Open);
    assert_eq!(online(&x).reporting(), Reporting::Open);
    o.key(KeyCode::KeyT);
    until(&mut [&mut o], "the report taken", |g| {
        !g[0].said_containing("the moderators will look").is_empty()
    });
    assert_eq!(online(&o).reporting(), Reporting::Sent);
    o.key(KeyCode::KeyF);
    o.frames(2);
    assert_eq!(
        o.said_containing("Reported. Thank you").len(),
        1,
        "{:?}",
        o.said
    );

    // The leaderboard, from the title screen's sheet: the winner first.
    x.app
        .world_mut()
        .write_message(FetchLeaderboard(BoardChoice::Classic));
    until(&mut [&mut x], "the leaderboard", |g| {
        matches!(
            g[0].app.world().resource::<Standings>(),
            Standings::Ready(_) | Standings::Failed { .. }
        )
    });
    let Standings::Ready(board) = x.app.world().resource::<Standings>().clone() else {
        panic!(
            "no leaderboard: {:?}",
            x.app.world().resource::<Standings>()
        );
    };
    // A new opponent: rated, counted toward no place yet, and told what
    // it takes.
    assert!(board.top.is_empty(), "{board:?}");
    let you = board.you.clone().expect("the asking player's standing");
    let needs = tictactoe::net::protocol::LEADERBOARD_OPPONENTS;
    assert_eq!(
        (you.place, you.rating, you.games, you.needs),
        (0, won.1, 1, needs)
    );
    let summary = tictactoe::game::online::leaderboard::summary(&board, words(&x));
    assert!(
        summary.contains("play 10 more opponents to be ranked"),
        "{summary}"
    );
}

#[test]
fn no_server_gives_the_leaderboard_a_reason_not_a_spinner() {
    use tictactoe::game::online::leaderboard::{FetchLeaderboard, Standings};
    let mut h = Harness::with_preferences(13, |_, prefs| {
        prefs.server = "ws://127.0.0.1:9".into();
    });
    h.app
        .world_mut()
        .write_message(FetchLeaderboard(BoardChoice::Five));
    until(&mut [&mut h], "an answer", |g| {
        matches!(
            g[0].app.world().resource::<Standings>(),
            Standings::Ready(_) | Standings::Failed { .. }
        )
    });
    match h.app.world().resource::<Standings>() {
        Standings::Failed { board, why } => {
            assert_eq!(*board, BoardChoice::Five);
            let why = why.text(&Words::new(tictactoe::i18n::Language::English));
            assert!(why.contains("Cannot reach the game server"), "{why}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_clock_that_runs_out_ends_the_round_on_both_screens() {
    use tictactoe::game::setup::settings::{ClockChoice, MatchSettings};
    // A second of the room's clock lasts 20 ms: 15 "seconds" are 0.3 s.
    let server = Background::start(Config {
        port: 0,
        limits: tictactoe::server::Limits {
            clock_second: Duration::from_millis(20),
            ..Default::default()
        },
        ..Config::default()
    })
    .expect("the server starts on loopback");
    let mut ann = player(14, "Ann", &server);
    let mut bob = player(15, "Bob", &server);
    ann.app.world_mut().resource_mut::<MatchSettings>().clock = ClockChoice::Fifteen;
    paired_room(&mut ann, &mut bob);
    let clock = online(&ann)
        .move_clock(0.0)
        .expect("the room has the creator's clock");
    assert_eq!(clock.seconds, 15);
    // Ann goes first and does not move.
    until(&mut [&mut ann, &mut bob], "the round lost on time", |g| {
        g.iter().all(|h| h.state() == GameState::GameOver)
    });
    for game in [&ann, &bob] {
        assert!(
            matches!(
                game.app.world().resource::<RoundResult>(),
                RoundResult::Win {
                    seat: Seat::Two,
                    ..
                }
            ),
            "Bob wins on time"
        );
        assert_eq!(game.said_containing("Ann ran out of time").len(), 1);
        assert_eq!(moves(game), 0, "the board is as it was");
    }
    assert_eq!(ann.said_containing("seconds left to move").len(), 1);
    assert!(bob.said_containing("seconds left to move").is_empty());
    // The result says how it was won.
    assert_eq!(
        bob.said_containing("You win on time!").len(),
        1,
        "{:?}",
        bob.said
    );
    assert_eq!(
        ann.said_containing("Bob wins on time!").len(),
        1,
        "{:?}",
        ann.said
    );
}

/// A quick match whose first move never comes is called off: the player
/// who did not move is back at the title screen, told why; the other is
/// looking for another player at once, on the title screen too.
#[test]
fn a_quick_match_nobody_starts_is_called_off_and_the_other_searches_again() {
    // A second of a clock lasts 20 ms: the first move's 15 are 0.3 s.
    let server = Background::start(Config {
        bind: std::net::IpAddr::from(std::net::Ipv6Addr::UNSPECIFIED),
        port: 0,
        limits: tictactoe::server::Limits {
            clock_second: Duration::from_millis(20),
            ..Default::default()
        },
        ..Config::default()
    })
    .expect("the server starts on both loopbacks");
    let (mut x, mut o) = rated_pair(&server, (16, 17));
    until(&mut [&mut x, &mut o], "the game called off", |g| {
        g.iter().all(|h| h.state() == GameState::Menu)
    });
    until(&mut [&mut x, &mut o], "the other searching again", |g| {
        online(g[1]).is_searching()
    });
    assert!(online(&x).is_offline(), "the one who never moved is out");
    // ... and the title screen says why, not only the announcement.
    let english = Words::new(tictactoe::i18n::Language::English);
    let why = online(&x).trouble().map(|trouble| trouble.text(&english));
    assert!(
        why.as_deref()
            .is_some_and(|why| why.contains("did not make your first move")),
        "{why:?}"
    );
    let told = x.said_containing("did not make your first move");
    assert_eq!(told.len(), 1, "{:?}", x.said);
    assert!(told[0].contains("next quick match can start in a minute"));
    let told = o.said_containing("did not make a first move");
    assert_eq!(told.len(), 1, "{:?}", o.said);
    assert!(situation(&o).unwrap().contains("Looking for a player"));
    // Nothing was rated: no rating moved, nobody stands anywhere.
    assert!(o.said_containing("Your rating").is_empty());

    // Asking again at once is refused with the wait, which the title
    // screen counts down, and the refusal goes with it.
    x.app.world_mut().write_message(OnlineCommand::QuickMatch);
    until(&mut [&mut x], "the refusal", |g| {
        matches!(
            online(g[0]).trouble(),
            Some(tictactoe::game::online::phase::Trouble::Refused { .. })
        )
    });
    let now = |h: &Harness| h.app.world().resource::<Time<Real>>().elapsed_secs_f64();
    let left = online(&x)
        .search_wait(now(&x))
        .expect("a wait to count down");
    assert!((50..=60).contains(&left), "{left}");
    x.wait(61.0);
    assert_eq!(online(&x).search_wait(now(&x)), None);
    assert_eq!(online(&x).trouble(), None, "said until the wait is over");
}
