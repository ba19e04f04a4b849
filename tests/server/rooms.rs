//! Rooms and rounds through the server: whole matches, illegal moves,
//! Ultimate, tokens, reconnecting, expiry, names, clocks, watchers.

use super::*;

#[tokio::test]
async fn two_players_finish_a_match_and_play_again() {
    let server = server(Limits::default());
    let (mut ann, mut bob, room) = pair(&server, 0, FirstMove::SeatOne).await;
    assert_eq!(room.x_seat, Seat::One);
    // Ann (X) takes the top row.
    for (who, row, col) in [(0, 0, 0), (1, 1, 0), (0, 0, 1), (1, 1, 1)] {
        let (mover, other) = if who == 0 {
            (&mut ann, &mut bob)
        } else {
            (&mut bob, &mut ann)
        };
        play(mover, other, row, col).await;
    }
    let end = play(&mut ann, &mut bob, 0, 2).await;
    assert_eq!(end.moves.len(), 5);
    assert!(end.game().unwrap().outcome().is_over());
    // A game with a friend is never rated.
    assert!(!end.rated);
    assert_eq!(end.seats.map(|seat| seat.rating), [None, None]);
    assert_eq!((end.score.wins, end.score.draws), ([1, 0], 0));

    // Another round needs both.
    ann.client.send(&ClientMessage::PlayAgain).await.unwrap();
    let asked = ann.client.room().await.unwrap();
    assert!(asked.seats[0].again && !asked.seats[1].again);
    assert_eq!(bob.client.room().await.unwrap(), asked);
    bob.client.send(&ClientMessage::PlayAgain).await.unwrap();
    let second = bob.client.room().await.unwrap();
    assert_eq!(ann.client.room().await.unwrap(), second);
    assert_eq!(second.round, 2);
    assert!(second.moves.is_empty());
    assert_eq!(second.score, end.score, "the score carries on");
    assert!(!second.seats[0].again && !second.seats[1].again);
}

/// Misère through the server: the player who completes a line loses the
/// round, and a move after it is refused.
#[tokio::test]
async fn a_misere_room_gives_the_round_to_the_other_player_of_a_line() {
    let server = server(Limits::default());
    let misere = BoardChoice::ALL
        .iter()
        .position(|&b| b == BoardChoice::Misere)
        .unwrap();
    let (mut ann, mut bob, room) = pair(&server, misere, FirstMove::SeatOne).await;
    assert_eq!(room.board, BoardChoice::Misere);
    // Ann (X) takes the top row, and so loses.
    for (who, row, col) in [(0, 0, 0), (1, 1, 0), (0, 0, 1), (1, 1, 1)] {
        let (mover, other) = if who == 0 {
            (&mut ann, &mut bob)
        } else {
            (&mut bob, &mut ann)
        };
        play(mover, other, row, col).await;
    }
    ann.client.send(&at(0, 1)).await.unwrap();
    ann.client.refused(ErrorCode::IllegalMove).await.unwrap();
    let end = play(&mut ann, &mut bob, 0, 2).await;
    assert_eq!(end.moves.len(), 5, "the refused move changed nothing");
    assert_eq!((end.score.wins, end.score.draws), ([0, 1], 0));
    bob.client.send(&at(2, 2)).await.unwrap();
    bob.client.refused(ErrorCode::RoundOver).await.unwrap();
}

#[tokio::test]
async fn every_kind_of_illegal_move_is_refused_and_changes_nothing() {
    let server = server(Limits::default());
    let url = server.socket_url();

    // Not in a room yet.
    let mut stranger = Client::connect(&url).await.unwrap();
    stranger.send(&at(0, 0)).await.unwrap();
    stranger.refused(ErrorCode::NotInRoom).await.unwrap();
    stranger.send(&ClientMessage::PlayAgain).await.unwrap();
    stranger.refused(ErrorCode::NotInRoom).await.unwrap();
    // A board the game does not offer, and other protocol versions: an
    // older game's hello (its board was a size and a line length) is told
    // to update, not that it is garbage.
    stranger
        .send_text(
            protocol::encode(&create("Eve", 0, FirstMove::SeatOne))
                .replace("three_by_three", "eight_by_eight"),
        )
        .await
        .unwrap();
    stranger.refused(ErrorCode::Malformed).await.unwrap();
    stranger
        .send_text("Create(version:2,name:\"Eve\",board:(size:3,in_a_row:3),first:Creator)".into())
        .await
        .unwrap();
    let text = stranger.refused(ErrorCode::Version).await.unwrap();
    assert!(
        text.contains(&format!("version {VERSION}")) && text.contains("reload the page"),
        "{text}"
    );
    stranger
        .send(&ClientMessage::Create {
            version: VERSION + 1,
            name: "Eve".into(),
            board: BoardChoice::Classic,
            first: FirstMove::SeatOne,
            clock: None,
        })
        .await
        .unwrap();
    let text = stranger.refused(ErrorCode::Version).await.unwrap();
    assert!(text.contains("version"), "{text}");
    assert_eq!(server.shared.counts().0, 0, "no room was made");

    // Before the friend joins.
    let mut ann = Client::connect(&url).await.unwrap();
    ann.send(&create("Ann", 1, FirstMove::SeatTwo))
        .await
        .unwrap();
    let (code, _, _) = welcome(&mut ann).await;
    ann.room().await.unwrap();
    ann.send(&at(0, 0)).await.unwrap();
    ann.refused(ErrorCode::NotStarted).await.unwrap();
    ann.send(&create("Ann", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    ann.refused(ErrorCode::AlreadyInRoom).await.unwrap();

    let mut bob = Client::connect(&url).await.unwrap();
    bob.send(&join(&code, "Bob")).await.unwrap();
    welcome(&mut bob).await;
    let start = bob.room().await.unwrap();
    ann.room().await.unwrap();
    assert_eq!(start.x_seat, Seat::Two, "the creator chose: friend first");
    let mut bob = Seated {
        client: bob,
        code: code.clone(),
        token: String::new(),
        seat: Seat::Two,
    };
    let mut ann = Seated {
        client: ann,
        code: code.clone(),
        token: String::new(),
        seat: Seat::One,
    };

    // A third player, and the joiner joining again.
    let mut carol = Client::connect(&url).await.unwrap();
    carol.send(&join(&code, "Carol")).await.unwrap();
    carol.refused(ErrorCode::RoomFull).await.unwrap();
    bob.client.send(&join(&code, "Bob")).await.unwrap();
    bob.client.refused(ErrorCode::AlreadyInRoom).await.unwrap();

    // Out of turn: it is Bob's move, and Ann cannot move for him.
    ann.client.send(&at(0, 0)).await.unwrap();
    let text = ann.client.refused(ErrorCode::NotYourTurn).await.unwrap();
    assert_eq!(text, "It is Bob's move");
    play(&mut bob, &mut ann, 1, 1).await;
    // A taken square, a square off the board, twice in a row.
    ann.client.send(&at(1, 1)).await.unwrap();
    let text = ann.client.refused(ErrorCode::IllegalMove).await.unwrap();
    assert_eq!(text, "That square is taken by X");
    ann.client.send(&at(4, 0)).await.unwrap();
    let text = ann.client.refused(ErrorCode::IllegalMove).await.unwrap();
    assert!(text.contains("off the board"), "{text}");
    ann.client.send(&at(255, 255)).await.unwrap();
    ann.client.refused(ErrorCode::IllegalMove).await.unwrap();
    bob.client.send(&at(2, 2)).await.unwrap();
    bob.client.refused(ErrorCode::NotYourTurn).await.unwrap();
    ann.client.send(&ClientMessage::PlayAgain).await.unwrap();
    ann.client.refused(ErrorCode::RoundNotOver).await.unwrap();

    // Nothing above changed the room: the next legal move is move two.
    let after = play(&mut ann, &mut bob, 0, 0).await;
    assert_eq!(
        after.moves,
        [Square { row: 1, col: 1 }, Square { row: 0, col: 0 }]
    );

    // Bob (X) wins down the middle column; then the round is over.
    play(&mut bob, &mut ann, 0, 1).await;
    play(&mut ann, &mut bob, 3, 3).await;
    play(&mut bob, &mut ann, 2, 1).await;
    play(&mut ann, &mut bob, 3, 0).await;
    let won = play(&mut bob, &mut ann, 3, 1).await;
    assert_eq!((won.score.wins, won.score.draws), ([0, 1], 0));
    ann.client.send(&at(2, 2)).await.unwrap();
    ann.client.refused(ErrorCode::RoundOver).await.unwrap();
    let _ = (ann.token, bob.token, ann.seat, bob.seat, ann.code);
}

/// An Ultimate room: the server plays it by Ultimate's rules (a move into
/// the wrong small board, or a closed one, is refused with the reason and
/// changes nothing), to the end of a whole game, and its largest snapshot
/// fits in a message.
#[tokio::test]
async fn an_ultimate_room_is_played_by_its_rules_to_the_end() {
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;
    use tictactoe::core::ultimate::{Square as Small, UltimateBoard};

    // A whole game as fast as the test can play it: over the per-second
    // message limit, which is not what is tested here.
    let server = server(Limits {
        messages_per_second: 10_000,
        ..Limits::default()
    });
    let (mut ann, mut bob, room) = pair(&server, 3, FirstMove::SeatOne).await;
    assert_eq!(room.board, BoardChoice::Ultimate);
    let to_square = |small: Small| {
        let (row, col) = small.row_col();
        Square { row, col }
    };
    // Ann (X) takes the centre of the centre board: Bob is sent there.
    let mut board = UltimateBoard::new();
    let centre = Small::new(4, 4);
    play(&mut ann, &mut bob, 4, 4).await;
    board.play(centre).unwrap();
    bob.client.send(&at(0, 0)).await.unwrap();
    let text = bob.client.refused(ErrorCode::IllegalMove).await.unwrap();
    assert_eq!(text, "The last move sends you to board 5");
    bob.client.send(&at(9, 0)).await.unwrap();
    let text = bob.client.refused(ErrorCode::IllegalMove).await.unwrap();
    assert!(text.contains("off the board"), "{text}");

    // Then a whole game of random legal moves; once a small board is
    // closed and the mover may go anywhere, a move into it is refused.
    let mut rng = rand::rngs::StdRng::seed_from_u64(21);
    let mut tried_closed = false;
    let mut seats = [&mut ann, &mut bob];
    let mut turn = 1;
    let mut last = room;
    while !board.outcome().is_over() {
        let closed = board.closed();
        if !tried_closed && board.next_board().is_none() && closed != 0 {
            let small = closed.trailing_zeros() as u8;
            if let Some(cell) = (0..9).find(|&c| board.get(Small::new(small, c)).is_none()) {
                let square = to_square(Small::new(small, cell));
                seats[turn % 2]
                    .client
                    .send(&at(square.row, square.col))
                    .await
                    .unwrap();
                let text = seats[turn % 2]
                    .client
                    .refused(ErrorCode::IllegalMove)
                    .await
                    .unwrap();
                assert!(text.contains("is closed"), "{text}");
                tried_closed = true;
            }
        }
        let moves = board.legal_moves();
        let small = *moves.choose(&mut rng).unwrap();
        board.play(small).unwrap();
        let square = to_square(small);
        let (mover, rest) = seats.split_at_mut(1);
        last = if turn % 2 == 0 {
            play(mover[0], rest[0], square.row, square.col).await
        } else {
            play(rest[0], mover[0], square.row, square.col).await
        };
        turn += 1;
    }
    let game = last
        .game()
        .expect("the server's moves are a legal Ultimate game");
    assert_eq!(game.board().ultimate(), Some(&board));
    assert!(
        protocol::encode(&ServerMessage::Room(last.clone())).len() <= protocol::MAX_MESSAGE_BYTES
    );
    assert!(
        last.score.rounds() == 1,
        "the round counted once: {:?}",
        last.score
    );
    ann.client.send(&at(0, 0)).await.unwrap();
    ann.client.refused(ErrorCode::RoundOver).await.unwrap();
}

#[tokio::test]
async fn a_token_works_only_for_its_own_seat_and_room() {
    let server = server(Limits::default());
    let url = server.socket_url();
    let (ann, _bob, _) = pair(&server, 0, FirstMove::SeatOne).await;
    let (other, _, _) = pair(&server, 0, FirstMove::SeatOne).await;
    let mut eve = Client::connect(&url).await.unwrap();
    // Ann's token in another room, a made-up token, and a code that is not a room.
    for (code, token) in [
        (other.code.clone(), ann.token.clone()),
        (ann.code.clone(), "0".repeat(32)),
        (ann.code.clone(), String::new()),
    ] {
        eve.send(&ClientMessage::Resume {
            version: VERSION,
            code,
            token,
        })
        .await
        .unwrap();
        eve.refused(ErrorCode::BadToken).await.unwrap();
    }
    eve.send(&join("ZZZZZZZ", "Eve")).await.unwrap();
    eve.refused(ErrorCode::NoSuchRoom).await.unwrap();
    eve.send(&join("not a code", "Eve")).await.unwrap();
    eve.refused(ErrorCode::NoSuchRoom).await.unwrap();
}

#[tokio::test]
async fn a_dropped_player_comes_back_to_the_same_board() {
    let server = server(Limits {
        grace: Duration::from_secs(2),
        ..Limits::default()
    });
    let url = server.socket_url();
    let (mut ann, mut bob, _) = pair(&server, 0, FirstMove::SeatOne).await;
    play(&mut ann, &mut bob, 1, 1).await;
    let before = play(&mut bob, &mut ann, 0, 0).await;

    // Ann's connection drops; Bob is told she is away, counting down.
    ann.client.close().await;
    let away = bob.client.room().await.unwrap();
    assert!(
        matches!(away.seats[0].presence, Presence::Away { seconds_left } if seconds_left <= 2),
        "{:?}",
        away.seats[0]
    );
    // Nobody can move for her meanwhile.
    bob.client.send(&at(2, 2)).await.unwrap();
    bob.client.refused(ErrorCode::NotYourTurn).await.unwrap();

    let mut back = Client::connect(&url).await.unwrap();
    back.send(&resume(&ann.code, &ann.token)).await.unwrap();
    let (code, seat, _) = welcome(&mut back).await;
    assert_eq!((code, seat), (ann.code.clone(), Seat::One));
    let resumed = back.room().await.unwrap();
    assert_eq!(resumed.moves, before.moves, "the game is as it was");
    assert_eq!(resumed.seats[0].presence, Presence::Connected);
    // Bob hears she is back (perhaps after a countdown tick).
    loop {
        let seen = bob.client.room().await.unwrap();
        if seen.seats[0].presence == Presence::Connected {
            break;
        }
    }
    let mut ann = Seated {
        client: back,
        ..ann
    };
    play(&mut ann, &mut bob, 2, 2).await;

    // A second tab with the same token replaces the first.
    let mut tab = Client::connect(&url).await.unwrap();
    tab.send(&resume(&ann.code, &ann.token)).await.unwrap();
    ann.client.refused(ErrorCode::Replaced).await.unwrap();
    welcome(&mut tab).await;

    // Gone for longer than the grace period: the seat is given up.
    tab.close().await;
    loop {
        let seen = bob.client.room().await.unwrap();
        if seen.seats[0].presence == Presence::Left {
            break;
        }
    }
    let mut late = Client::connect(&url).await.unwrap();
    late.send(&resume(&ann.code, &ann.token)).await.unwrap();
    late.refused(ErrorCode::SeatGone).await.unwrap();
}

#[tokio::test]
async fn idle_rooms_close_and_left_rooms_close_at_once() {
    let server = server(Limits {
        idle: Duration::from_millis(800),
        ..Limits::default()
    });
    let (mut ann, mut bob, _) = pair(&server, 0, FirstMove::SeatOne).await;
    assert_eq!(server.shared.counts().0, 1);
    for client in [&mut ann.client, &mut bob.client] {
        match client.expect().await.unwrap() {
            ServerMessage::Closed { reason, .. } => assert!(reason.contains("idle"), "{reason}"),
            other => panic!("expected the room to close, got {other:?}"),
        }
    }
    assert_eq!(server.shared.counts().0, 0);
    ann.client.send(&at(0, 0)).await.unwrap();
    ann.client.refused(ErrorCode::NotInRoom).await.unwrap();

    let (mut carol, mut dave, _) = pair(&server, 0, FirstMove::SeatOne).await;
    carol.client.send(&ClientMessage::Leave).await.unwrap();
    assert!(matches!(
        carol.client.expect().await.unwrap(),
        ServerMessage::Closed { .. }
    ));
    let seen = dave.client.room().await.unwrap();
    assert_eq!(seen.seats[0].presence, Presence::Left);
    dave.client.send(&ClientMessage::Leave).await.unwrap();
    assert!(matches!(
        dave.client.expect().await.unwrap(),
        ServerMessage::Closed { .. }
    ));
    assert_eq!(server.shared.counts().0, 0, "both left: the room closed");
}

/// Names are shown to the other player as who they are: nothing in one may
/// hide or move text, and none may pass for the computer or the opponent.
#[tokio::test]
async fn names_are_cleaned_and_look_alikes_refused() {
    let server = server(Limits::default());
    let url = server.socket_url();
    let mut ann = Client::connect(&url).await.unwrap();
    // Full-width letters, a right-to-left override, a zero-width space.
    ann.send(&create(
        "\u{202E}Ａｎ\u{200B}ｎ\u{2028}",
        0,
        FirstMove::SeatOne,
    ))
    .await
    .unwrap();
    let (code, _, _) = welcome(&mut ann).await;
    assert_eq!(ann.room().await.unwrap().seats[0].name, "Ann");

    let mut eve = Client::connect(&url).await.unwrap();
    for mask in [
        "\u{410}nn",
        "\u{FEFF}\u{410}\u{39D}\u{39D}",
        "C\u{43E}mputer",
        "ｃｏｍｐｕｔｅｒ",
    ] {
        eve.send(&join(&code, mask)).await.unwrap();
        let message = eve.refused(ErrorCode::BadName).await.unwrap();
        assert!(message.contains("choose another name"), "{message}");
    }
    let mut bob = Client::connect(&url).await.unwrap();
    bob.send(&create("Computer", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    bob.refused(ErrorCode::BadName).await.unwrap();

    // Refused names took no seat: the same connection still joins, and the
    // longest name kept is 20 characters of four bytes each.
    let longest = "\u{1D54E}".repeat(MAX_NAME_CHARS + 5);
    eve.send(&join(&code, &longest)).await.unwrap();
    welcome(&mut eve).await;
    let room = eve.room().await.unwrap();
    assert_eq!(room.seats[0].name, "Ann");
    assert_eq!(room.seats[1].name.chars().count(), MAX_NAME_CHARS);
    assert_eq!(ann.room().await.unwrap(), room);
}

/// The largest room a client can make, with the longest names on the
/// largest board after a whole round, fits in one message.
#[tokio::test]
async fn the_largest_room_fits_in_a_message() {
    let server = server(Limits::default());
    let url = server.socket_url();
    let widest = "\u{1D54E}".repeat(MAX_NAME_CHARS);
    let mut ann = Client::connect(&url).await.unwrap();
    ann.send(&create(&widest, 2, FirstMove::SeatOne))
        .await
        .unwrap();
    let (code, _, _) = welcome(&mut ann).await;
    ann.room().await.unwrap();
    let mut bob = Client::connect(&url).await.unwrap();
    bob.send(&join(&code, &format!("{widest}x"))).await.unwrap();
    welcome(&mut bob).await;
    let mut room = bob.room().await.unwrap();
    ann.room().await.unwrap();
    // Rows filled in the order 0, 2, 4, 1, 3 so that no four line up early.
    let order = [0u8, 2, 4, 1, 3];
    let mut squares = order
        .iter()
        .flat_map(|&row| (0..5u8).map(move |col| (row, col)));
    let movers = [&mut ann, &mut bob];
    let mut turn = 0;
    let over = |room: &RoomView| {
        room.game()
            .is_some_and(|game| game.outcome() != tictactoe::core::Outcome::InProgress)
    };
    while !over(&room) {
        let (row, col) = squares.next().expect("a round ends by the last square");
        movers[turn % 2].send(&at(row, col)).await.unwrap();
        room = movers[0].room().await.unwrap();
        assert_eq!(movers[1].room().await.unwrap(), room);
        turn += 1;
    }
    assert!(room.moves.len() >= 20, "{} moves", room.moves.len());
}

/// A room whose only player dropped out is kept for the reconnect grace,
/// then freed, with the place it took from its address's allowance.
#[tokio::test]
async fn a_room_nobody_came_back_to_is_freed_when_its_grace_ends() {
    let grace = Duration::from_millis(600);
    let server = server(Limits {
        grace,
        rooms_per_address: 1,
        ..Limits::default()
    });
    let url = server.socket_url();
    let mut ann = Client::connect(&url).await.unwrap();
    ann.send(&create("Ann", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    welcome(&mut ann).await;
    ann.room().await.unwrap();
    ann.close().await;
    let mut again = Client::connect(&url).await.unwrap();
    again
        .send(&create("Ann", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    let message = again.refused(ErrorCode::ServerFull).await.unwrap();
    assert!(message.contains("rooms open here"), "{message}");
    assert_eq!(server.shared.counts().0, 1, "kept for the grace");
    tokio::time::sleep(grace * 2).await;
    assert_eq!(server.shared.counts().0, 0, "freed after it");
    again
        .send(&create("Ann", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    welcome(&mut again).await;
}

/// A friend who types the creator's name is told apart, not refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_name_twice_is_told_apart() {
    let server = server(Limits::default());
    let url = server.socket_url();
    let mut ann = Client::connect(&url).await.unwrap();
    ann.send(&create("Ann", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    let (code, _, _) = welcome(&mut ann).await;
    let mut twin = Client::connect(&url).await.unwrap();
    twin.send(&join(&code, "ANN")).await.unwrap();
    welcome(&mut twin).await;
    let room = twin.room().await.unwrap();
    assert_eq!(room.seats[0].name, "Ann");
    assert_eq!(room.seats[1].name, "ANN 2");
}

/// A hundred watchers of one room: each is told it watches, and a move
/// reaches every one of them (how fast is the load benchmark's figure).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hundred_watchers_see_a_move() {
    let server = server(Limits {
        connections_per_address: 1_000,
        watchers_per_address: 1_000,
        ..Limits::default()
    });
    let url = server.socket_url();
    let (mut ann, mut bob, _) = pair(&server, 0, FirstMove::SeatOne).await;
    let mut watchers = Vec::new();
    for _ in 0..100 {
        let mut watcher = Client::connect(&url).await.unwrap();
        watcher
            .send(&ClientMessage::Watch {
                version: VERSION,
                code: ann.code.clone(),
            })
            .await
            .unwrap();
        match watcher.expect().await.unwrap() {
            ServerMessage::Watching { code } => assert_eq!(code, ann.code),
            other => panic!("not watching: {other:?}"),
        }
        watcher.room().await.unwrap();
        watchers.push(watcher);
    }
    // The players are told how many came once a tick (a quarter of a
    // second), not once a watcher.
    for player in [&mut ann, &mut bob] {
        let mut snapshots = 1;
        while player.client.room().await.unwrap().watchers < 100 {
            snapshots += 1;
        }
        assert!(snapshots < 50, "nearly one a watcher: {snapshots}");
    }
    let seen = play(&mut ann, &mut bob, 1, 1).await;
    assert_eq!(seen.watchers, 100);
    for watcher in &mut watchers {
        // Snapshots of later watchers arriving may come first.
        loop {
            let room = watcher.room().await.unwrap();
            if room.moves.len() == 1 {
                assert_eq!(room.moves, seen.moves);
                break;
            }
        }
    }
    // A watcher's move is refused and changes nothing.
    watchers[0].send(&at(0, 0)).await.unwrap();
    watchers[0].refused(ErrorCode::Watcher).await.unwrap();
    let room = server
        .shared
        .with_lobby(|lobby| lobby.room(&ann.code).map(|r| r.game().moves().len()));
    assert_eq!(room, Some(1));
}

/// A room's clock through the real server. `Limits::clock_second` (a
/// second on a real server) is 20 ms here, so the room's "15 s" a move
/// lasts 300 ms; the players are still told 15. Nobody moves: the player
/// to move loses on time, and the players and a watcher all hear it.
#[tokio::test]
async fn a_clock_that_runs_out_loses_the_round_through_the_server() {
    use protocol::{ClockView, Forfeit, ForfeitReason};
    let server = server(Limits {
        clock_second: Duration::from_millis(20),
        ..Limits::default()
    });
    let url = server.socket_url();
    let full = Some(ClockView {
        seconds: 15,
        left_ms: 300,
    });
    let mut ann = Client::connect(&url).await.unwrap();
    ann.send(&create_timed("Ann", 0, FirstMove::SeatOne, Some(15)))
        .await
        .unwrap();
    let (code, _, _) = welcome(&mut ann).await;
    assert_eq!(ann.room().await.unwrap().clock, full, "not started");
    let mut eve = Client::connect(&url).await.unwrap();
    eve.send(&ClientMessage::Watch {
        version: VERSION,
        code: code.clone(),
    })
    .await
    .unwrap();
    assert!(matches!(
        eve.expect().await.unwrap(),
        ServerMessage::Watching { .. }
    ));
    eve.room().await.unwrap();
    assert_eq!(ann.room().await.unwrap().watchers, 1);
    let mut bob = Client::connect(&url).await.unwrap();
    bob.send(&join(&code, "Bob")).await.unwrap();
    welcome(&mut bob).await;
    for client in [&mut ann, &mut bob, &mut eve] {
        let start = client.room().await.unwrap();
        assert_eq!((start.round, start.clock, start.forfeit), (1, full, None));
    }

    // Ann (X) does not move: the next snapshot is her loss on time.
    for client in [&mut ann, &mut bob, &mut eve] {
        let over = client.room().await.unwrap();
        assert_eq!(
            over.forfeit,
            Some(Forfeit {
                loser: Seat::One,
                reason: ForfeitReason::Time
            })
        );
        assert_eq!((over.score.wins, over.score.draws), ([0, 1], 0));
        assert!(over.moves.is_empty());
        assert_eq!(over.clock, full, "no round running: the full allowance");
    }
    // Her move now is refused and changes nothing.
    ann.send(&at(1, 1)).await.unwrap();
    let words = ann.refused(ErrorCode::RoundOver).await.unwrap();
    assert!(words.contains("ran out of time"), "{words}");

    // Play again, as after any round.
    ann.send(&ClientMessage::PlayAgain).await.unwrap();
    for client in [&mut ann, &mut bob, &mut eve] {
        assert!(client.room().await.unwrap().seats[0].again);
    }
    bob.send(&ClientMessage::PlayAgain).await.unwrap();
    for client in [&mut ann, &mut bob, &mut eve] {
        let second = client.room().await.unwrap();
        assert_eq!((second.round, second.forfeit), (2, None));
        assert_eq!(second.clock, full);
        assert_eq!(second.score.wins, [0, 1], "the score carries on");
    }
}
