//! The game server on loopback, spoken to by real WebSocket clients: whole
//! games, every refusal, tokens, reconnects, expiry and limits.

use std::time::Duration;

use tictactoe::core::matchup::{FirstMove, MAX_NAME_CHARS, Seat};
use tictactoe::core::offered::BoardChoice;
use tictactoe::net::protocol::{
    self, ClientMessage, ErrorCode, Leaderboard, Presence, RoomView, ServerMessage, Square, VERSION,
};
use tictactoe::server::client::Client;
use tictactoe::server::{Background, Config, Limits, StoreAt};

mod server_binary;
use server_binary::{Reaped, Server, at, join, resume};

fn server(limits: Limits) -> Background {
    Background::start(Config {
        port: 0,
        limits,
        ..Config::default()
    })
    .expect("the server starts on loopback")
}

fn create(name: &str, size: usize, first: FirstMove) -> ClientMessage {
    create_timed(name, size, first, None)
}

fn create_timed(name: &str, size: usize, first: FirstMove, clock: Option<u32>) -> ClientMessage {
    ClientMessage::Create {
        version: VERSION,
        name: name.into(),
        board: BoardChoice::ALL[size],
        first,
        clock,
    }
}

struct Seated {
    client: Client,
    code: String,
    token: String,
    seat: Seat,
}

async fn welcome(client: &mut Client) -> (String, Seat, String) {
    match client.expect().await.unwrap() {
        ServerMessage::Welcome { code, seat, token } => (code, seat, token),
        other => panic!("expected a welcome, got {other:?}"),
    }
}

/// Ann creates a room with `first`, Bob joins; both have seen the first
/// round start.
async fn pair(server: &Background, size: usize, first: FirstMove) -> (Seated, Seated, RoomView) {
    let url = server.socket_url();
    let mut ann = Client::connect(&url).await.unwrap();
    ann.send(&create("Ann", size, first)).await.unwrap();
    let (code, seat, token) = welcome(&mut ann).await;
    assert_eq!(seat, Seat::One);
    let waiting = ann.room().await.unwrap();
    assert_eq!(waiting.round, 0);
    assert_eq!(waiting.seats[1].presence, Presence::Empty);
    let mut bob = Client::connect(&url).await.unwrap();
    // Codes are read as people type them.
    bob.send(&join(&code.to_lowercase(), " Bob "))
        .await
        .unwrap();
    let (bob_code, bob_seat, bob_token) = welcome(&mut bob).await;
    assert_eq!((bob_code.as_str(), bob_seat), (code.as_str(), Seat::Two));
    assert_ne!(token, bob_token);
    assert_eq!(token.len(), 32, "128 bits as hex");
    let seen_by_bob = bob.room().await.unwrap();
    let seen_by_ann = ann.room().await.unwrap();
    assert_eq!(seen_by_ann, seen_by_bob);
    assert_eq!(seen_by_ann.round, 1);
    assert_eq!(seen_by_ann.seats[1].name, "Bob");
    (
        Seated {
            client: ann,
            code: code.clone(),
            token,
            seat,
        },
        Seated {
            client: bob,
            code,
            token: bob_token,
            seat: bob_seat,
        },
        seen_by_ann,
    )
}

/// Plays `square` for `mover` and returns the room both then see.
async fn play(mover: &mut Seated, other: &mut Seated, row: u8, col: u8) -> RoomView {
    mover.client.send(&at(row, col)).await.unwrap();
    let a = mover.client.room().await.unwrap();
    let b = other.client.room().await.unwrap();
    assert_eq!(a, b, "both players see the same room");
    a
}

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
            ServerMessage::Closed { reason } => assert!(reason.contains("idle"), "{reason}"),
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

#[tokio::test]
async fn a_full_server_says_so_and_still_lets_a_player_back_to_their_seat() {
    let server = server(Limits {
        max_rooms: 1,
        max_connections: 3,
        returning: 1,
        ..Limits::default()
    });
    let url = server.socket_url();
    let (_ann, bob, _) = pair(&server, 0, FirstMove::SeatOne).await;
    let mut third = Client::connect(&url).await.unwrap();
    third
        .send(&create("Eve", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    let text = third.refused(ErrorCode::ServerFull).await.unwrap();
    assert!(text.contains("try again"), "{text}");
    // Bob drops out; someone takes his place among the connections.
    let (code, token) = (bob.code.clone(), bob.token.clone());
    bob.client.close().await;
    while server.shared.counts().1 > 2 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let _filler = Client::connect(&url).await.unwrap();
    while server.shared.counts().1 < 3 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // Past the cap, a stranger is told so...
    let mut stranger = Client::connect(&url).await.unwrap();
    stranger
        .send(&create("Eve", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    let text = stranger.refused(ErrorCode::ServerFull).await.unwrap();
    assert!(text.contains("coming back"), "{text}");
    stranger.close().await;
    // ...and Bob is back in his seat.
    let mut back = Client::connect(&url).await.unwrap();
    back.send(&resume(&code, &token)).await.unwrap();
    let (_, seat, _) = welcome(&mut back).await;
    assert_eq!(seat, Seat::Two);
    // The room for those coming back is not endless.
    let mut more = Client::connect(&url).await.unwrap();
    more.refused(ErrorCode::ServerFull).await.unwrap();
    assert_eq!(
        more.next().await.unwrap(),
        None,
        "and closes the connection"
    );
    assert_eq!(server.shared.counts().0, 1);
}

#[tokio::test]
async fn oversized_fast_and_garbage_messages_are_refused_then_cut_off() {
    let server = server(Limits {
        strikes: 30,
        ..Limits::default()
    });
    let url = server.socket_url();
    let mut eve = Client::connect(&url).await.unwrap();
    eve.send_text("x".repeat(5000)).await.unwrap();
    let text = eve.refused(ErrorCode::TooLarge).await.unwrap();
    assert!(text.contains("4096"), "{text}");
    eve.send_text("Dance(with: \"me\")".into()).await.unwrap();
    eve.refused(ErrorCode::Malformed).await.unwrap();
    eve.send_binary(vec![0, 159, 146, 150]).await.unwrap();
    eve.refused(ErrorCode::Malformed).await.unwrap();
    // The connection stays: a good message still works.
    eve.send(&create("Eve", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    welcome(&mut eve).await;
    eve.room().await.unwrap();

    // A burst: twenty a second pass, the rest are dropped with an error.
    tokio::time::sleep(Duration::from_millis(1100)).await;
    for _ in 0..25 {
        eve.send(&at(0, 0)).await.unwrap();
    }
    let mut too_fast = 0;
    for _ in 0..25 {
        match eve.expect().await.unwrap() {
            ServerMessage::Error {
                code: ErrorCode::TooFast,
                ..
            } => too_fast += 1,
            ServerMessage::Error {
                code: ErrorCode::NotStarted,
                ..
            } => {}
            other => panic!("unexpected {other:?}"),
        }
    }
    assert!(
        (4..=6).contains(&too_fast),
        "{too_fast} of 25 refused as too fast"
    );

    // Garbage forever: refused, then disconnected.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let mut closed = false;
    for i in 0..40 {
        if eve.send_text(format!("garbage {i}")).await.is_err() {
            closed = true;
            break;
        }
        match eve.next().await.unwrap() {
            Some(ServerMessage::Error {
                code: ErrorCode::Disconnected,
                ..
            }) => {
                assert_eq!(eve.next().await.unwrap(), None);
                closed = true;
                break;
            }
            Some(ServerMessage::Error { .. }) => {}
            None => {
                closed = true;
                break;
            }
            Some(other) => panic!("unexpected {other:?}"),
        }
    }
    assert!(
        closed,
        "a client that keeps sending garbage is disconnected"
    );
    // Frames far over the limit end the connection at the socket layer.
    let mut huge = Client::connect(&url).await.unwrap();
    let _ = huge.send_text("y".repeat(200_000)).await;
    assert!(matches!(huge.next().await, Ok(None) | Err(_)));
    // The server still serves.
    let mut fine = Client::connect(&url).await.unwrap();
    fine.send(&create("Fine", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    welcome(&mut fine).await;
}

#[tokio::test]
async fn guessing_codes_is_slowed_down_across_connections() {
    let server = server(Limits {
        free_wrong_codes: 4,
        ..Limits::default()
    });
    let url = server.socket_url();
    let (ann, _bob, _) = pair(&server, 0, FirstMove::SeatOne).await;
    // A new connection for every two guesses does not start afresh: the
    // count is the address's.
    for guesses in [["AAAAAAA", "BBBBBBB"], ["CCCCCCC", "DDDDDDD"]] {
        let mut guesser = Client::connect(&url).await.unwrap();
        guesser.send(&join(guesses[0], "Eve")).await.unwrap();
        guesser.refused(ErrorCode::NoSuchRoom).await.unwrap();
        guesser
            .send(&resume(&ann.code, &format!("{:0>32}", guesses[1])))
            .await
            .unwrap();
        guesser.refused(ErrorCode::BadToken).await.unwrap();
        guesser.close().await;
    }
    let mut guesser = Client::connect(&url).await.unwrap();
    guesser.send(&join("EEEEEEE", "Eve")).await.unwrap();
    guesser.refused(ErrorCode::NoSuchRoom).await.unwrap();
    // Even a right code now waits.
    guesser.send(&join(&ann.code, "Eve")).await.unwrap();
    let message = guesser.refused(ErrorCode::TooManyJoins).await.unwrap();
    assert!(message.contains("seconds"), "{message}");
}

#[tokio::test]
async fn one_address_holds_only_so_many_connections_and_rooms() {
    let server = server(Limits {
        connections_per_address: 3,
        rooms_per_address: 2,
        ..Limits::default()
    });
    let url = server.socket_url();
    let mut clients = Vec::new();
    for _ in 0..3 {
        clients.push(Client::connect(&url).await.unwrap());
    }
    for client in &mut clients[..2] {
        client
            .send(&create("Ann", 0, FirstMove::SeatOne))
            .await
            .unwrap();
        welcome(client).await;
    }
    clients[2]
        .send(&create("Ann", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    let message = clients[2].refused(ErrorCode::ServerFull).await.unwrap();
    assert!(message.contains("2 rooms open"), "{message}");
    // A fourth connection is turned away as it is accepted, before any
    // HTTP: 429, with the reason.
    let refused = Client::connect(&url).await.err().expect("turned away");
    assert!(refused.contains("429"), "{refused}");
    // So is a plain TCP connection that never speaks: it is told why
    // without asking, and closed.
    let told = turned_away(server.addr).await;
    assert!(told.starts_with("HTTP/1.1 429"), "{told}");
    assert!(told.contains("connections"), "{told}");
    // Another address is not held up.
    let elsewhere = Client::connect_from(&url, [127, 0, 0, 9].into()).await;
    assert!(elsewhere.is_ok());
    // Closing one frees its place (its room waits for it to come back,
    // so the address still has two rooms).
    let closed = clients.remove(0);
    closed.close().await;
    let mut again = None;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(20)).await;
        if let Ok(client) = Client::connect(&url).await {
            again = Some(client);
            break;
        }
    }
    let mut again = again.expect("the closed connection was let go");
    again
        .send(&create("Ann", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    again.refused(ErrorCode::ServerFull).await.unwrap();
}

#[tokio::test]
async fn stopping_the_server_tells_every_player() {
    let server = server(Limits::default());
    let (mut ann, mut bob, _) = pair(&server, 0, FirstMove::SeatOne).await;
    let stopping = std::thread::spawn(move || server.stop());
    for client in [&mut ann.client, &mut bob.client] {
        match client.expect().await.unwrap() {
            ServerMessage::Closed { reason } => assert!(reason.contains("shutting down")),
            other => panic!("expected the server to say goodbye, got {other:?}"),
        }
    }
    stopping.join().unwrap().unwrap();
}

/// Random text: bytes from `rng`, sometimes not valid UTF-8 (sent as binary).
fn noise(rng: &mut rand::rngs::StdRng) -> Result<String, Vec<u8>> {
    use rand::RngExt;
    let len = rng.random_range(0..600);
    let bytes: Vec<u8> = (0..len).map(|_| rng.random()).collect();
    String::from_utf8(bytes.clone()).map_err(|_| bytes)
}

/// A well-formed message that is wrong in some way for whoever sends it.
fn wrong_message(rng: &mut rand::rngs::StdRng, codes: &[String]) -> ClientMessage {
    use rand::RngExt;
    let code = if rng.random_bool(0.7) && !codes.is_empty() {
        codes[rng.random_range(0..codes.len())].clone()
    } else {
        (0..6)
            .map(|_| char::from(rng.random_range(b'A'..=b'Z')))
            .collect()
    };
    // Clocks the server offers, and ones it does not.
    let clock =
        [None, Some(15), Some(60), Some(0), Some(31), Some(u32::MAX)][rng.random_range(0..6)];
    match rng.random_range(0..11) {
        0 => at(rng.random(), rng.random()),
        1 => at(rng.random_range(0..5), rng.random_range(0..5)),
        2 => ClientMessage::Resume {
            version: VERSION,
            code,
            token: format!("{:032x}", rng.random::<u128>()),
        },
        3 => join(&code, &"é".repeat(rng.random_range(0..40))),
        4 => ClientMessage::PlayAgain,
        5 => ClientMessage::Create {
            version: rng.random_range(0..3),
            name: "Mallory".into(),
            board: BoardChoice::ALL[rng.random_range(0..BoardChoice::ALL.len())],
            first: FirstMove::Random,
            clock,
        },
        6 => ClientMessage::QuickMatch {
            version: rng.random_range(3..7),
            name: "Mallory".into(),
            board: BoardChoice::ALL[rng.random_range(0..BoardChoice::ALL.len())],
            player: garbled_key(rng),
        },
        // Asked while playing, or by a fresh connection: it must change
        // nothing but be answered.
        7 | 8 => ClientMessage::Leaderboard {
            version: rng.random_range(4..7),
            board: BoardChoice::ALL[rng.random_range(0..BoardChoice::ALL.len())],
            player: rng.random_bool(0.5).then(|| garbled_key(rng)),
        },
        // This version, a clock the server does not offer.
        9 => create_timed(
            "Mallory",
            0,
            FirstMove::Random,
            Some(rng.random_range(61..=u32::MAX)),
        ),
        _ => ClientMessage::Leave,
    }
}

/// A device key, often one the server must refuse (too short, too long,
/// a character outside `[A-Za-z0-9_-]`).
fn garbled_key(rng: &mut rand::rngs::StdRng) -> String {
    use rand::RngExt;
    let len = rng.random_range(0..80);
    let mut key: String = (0..len)
        .map(|_| char::from(rng.random_range(b'0'..=b'z')))
        .collect();
    if rng.random_bool(0.2) {
        key.push('\u{202E}');
    }
    key
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_storm_of_garbage_and_wrong_messages_changes_nothing_it_should_not() {
    use rand::SeedableRng;
    // Everyone here shares the loopback address: the limits per address
    // have tests of their own.
    let server = server(Limits {
        strikes: 20,
        connections_per_address: 1_000,
        rooms_per_address: 1_000,
        watchers_per_address: 1_000,
        queue_per_address: 1_000,
        leaderboards_per_second: 1_000,
        free_wrong_codes: u32::MAX,
        ..Limits::default()
    });
    let url = server.socket_url();

    // Honest rooms, two moves in, X (seat one) to move. X stays quiet; O
    // keeps trying to move out of turn and sends garbage.
    let mut honest = Vec::new();
    for _ in 0..4 {
        let (mut ann, mut bob, _) = pair(&server, 0, FirstMove::SeatOne).await;
        play(&mut ann, &mut bob, 1, 1).await;
        let before = play(&mut bob, &mut ann, 0, 0).await;
        honest.push((ann, bob, before));
    }
    let codes: Vec<String> = honest.iter().map(|(a, _, _)| a.code.clone()).collect();

    let mut attackers = Vec::new();
    for id in 0..24u64 {
        let url = url.clone();
        let codes = codes.clone();
        attackers.push(tokio::spawn(async move {
            let mut rng = rand::rngs::StdRng::seed_from_u64(id);
            let mut sent = 0;
            while sent < 150 {
                let Ok(mut client) = Client::connect(&url).await else {
                    continue;
                };
                // Half the attackers sit in rooms of their own first.
                if id % 2 == 0 {
                    let clock = protocol::CLOCK_CHOICES.get(id as usize / 2 % 4).copied();
                    let _ = client
                        .send(&create_timed(
                            "Mallory",
                            (id % 3) as usize,
                            FirstMove::Random,
                            clock,
                        ))
                        .await;
                }
                while sent < 150 {
                    sent += 1;
                    let result = if rand::RngExt::random_bool(&mut rng, 0.5) {
                        match noise(&mut rng) {
                            Ok(text) => client.send_text(text).await,
                            Err(bytes) => client.send_binary(bytes).await,
                        }
                    } else {
                        client.send(&wrong_message(&mut rng, &codes)).await
                    };
                    if result.is_err() {
                        break; // disconnected for garbage: come back
                    }
                }
                client.close().await;
            }
        }));
    }
    // Meanwhile each honest O player tries every square out of turn.
    for (_, bob, _) in &mut honest {
        for row in 0..3 {
            for col in 0..3 {
                bob.client.send(&at(row, col)).await.unwrap();
            }
        }
        bob.client.send_text("{{{{".into()).await.unwrap();
    }
    for attacker in attackers {
        attacker.await.unwrap();
    }

    // Nothing moved in the honest rooms, and nobody moved for X.
    for (ann, bob, before) in &mut honest {
        let room = server
            .shared
            .with_lobby(|lobby| lobby.room(&ann.code).map(|r| r.game().moves().len()));
        assert_eq!(room, Some(before.moves.len()), "room {}", ann.code);
        // Bob heard only refusals: nine moves out of turn, one garbled.
        for _ in 0..10 {
            match bob.client.expect().await.unwrap() {
                ServerMessage::Error { code, .. } => assert!(
                    matches!(code, ErrorCode::NotYourTurn | ErrorCode::Malformed),
                    "{code:?}"
                ),
                other => panic!("Bob's out-of-turn moves changed something: {other:?}"),
            }
        }
    }
    // Every room on the server holds a legal game, by the core's rules.
    let (rooms, legal) = server.shared.with_lobby(|lobby| {
        let now = std::time::Instant::now();
        let views: Vec<RoomView> = lobby
            .rooms()
            .map(|room| room.view(now, Duration::from_secs(60)))
            .collect();
        (
            views.len(),
            views.iter().filter(|v| v.game().is_some()).count(),
        )
    });
    assert!(rooms >= honest.len());
    assert_eq!(legal, rooms, "every board is a legal game");
    // Clocks the server does not offer were among the storm, and refused.
    let page = server.shared.metrics_page();
    assert!(page.contains("{reason=\"bad_clock\"}"), "{page}");
    // And the server still answers: a fresh pair plays, and the
    // leaderboard is empty (nothing in the storm was a rated game).
    let (mut carol, mut dave, _) = pair(&server, 0, FirstMove::SeatOne).await;
    let seen = play(&mut carol, &mut dave, 2, 2).await;
    assert_eq!(seen.moves.len(), 1);
    let board = leaderboard(&mut carol.client, Some("Carol")).await;
    assert!(board.top.is_empty() && board.you.is_none());
}

/// Whatever a client sends, an error repeats at most 64 bytes of it, and no
/// answer is over the protocol's message limit.
#[tokio::test]
async fn errors_repeat_little_of_what_was_sent() {
    let server = server(Limits::default());
    let mut client = Client::connect(&server.socket_url()).await.unwrap();
    let long = "Q".repeat(protocol::MAX_MESSAGE_BYTES - 200);
    // An unknown message whose name is nearly the whole limit.
    client.send_text(format!("{long}(x: 1)")).await.unwrap();
    let message = client.refused(ErrorCode::Malformed).await.unwrap();
    assert!(message.len() < 200, "{} bytes: {message}", message.len());
    // A room code as long as a message may be.
    client.send(&join(&long, "Eve")).await.unwrap();
    let message = client.refused(ErrorCode::NoSuchRoom).await.unwrap();
    assert!(message.len() < 200, "{} bytes: {message}", message.len());
    assert!(message.contains(&"Q".repeat(protocol::MAX_QUOTED_BYTES)));
    assert!(!message.contains(&"Q".repeat(protocol::MAX_QUOTED_BYTES + 1)));
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

/// Waits for the server to close `stream`, reading and dropping whatever
/// it sends; how long after `start` that was, or `None` if it was still
/// open after `patience`.
async fn closed_within(
    stream: &mut tokio::net::TcpStream,
    start: std::time::Instant,
    patience: Duration,
) -> Option<Duration> {
    use tokio::io::AsyncReadExt;
    let mut chunk = [0u8; 1024];
    tokio::time::timeout(patience, async {
        while matches!(stream.read(&mut chunk).await, Ok(read) if read > 0) {}
    })
    .await
    .ok()
    .map(|()| start.elapsed())
}

/// Whatever holds a connection without using it is let go: a socket that
/// never finishes its headers, one idle between requests, a WebSocket that
/// never takes a seat; a seated player stays.
#[tokio::test]
async fn connections_that_hold_without_playing_are_let_go() {
    use tokio::io::AsyncWriteExt;
    let deadline = Duration::from_millis(800);
    let server = Background::start(Config {
        port: 0,
        header_deadline: deadline,
        limits: Limits {
            seat_within: deadline,
            ..Limits::default()
        },
        ..Config::default()
    })
    .unwrap();
    let patience = deadline * 4;
    let start = std::time::Instant::now();
    let mut silent = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    let mut half = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    half.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        .await
        .unwrap();
    let mut lurker = Client::connect(&server.socket_url()).await.unwrap();
    let mut ann = Client::connect(&server.socket_url()).await.unwrap();
    ann.send(&create("Ann", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    welcome(&mut ann).await;
    ann.room().await.unwrap();

    for (what, stream) in [("silent", &mut silent), ("half-sent", &mut half)] {
        let took = closed_within(stream, start, patience).await;
        assert!(
            took.is_some_and(|took| took >= deadline / 2),
            "{what} socket: {took:?}"
        );
    }
    let told = lurker.refused(ErrorCode::NotInRoom).await.unwrap();
    assert!(told.contains("created or joined"), "{told}");
    assert_eq!(lurker.next().await, Ok(None), "then closed");
    // Ann, seated and waiting for her friend, is still there to answer.
    ann.send(&at(1, 1)).await.unwrap();
    ann.refused(ErrorCode::NotStarted).await.unwrap();
}

/// Headers past 16 KB are answered 431 and the connection closed; a
/// request just under the limit is served.
#[tokio::test]
async fn huge_headers_are_refused() {
    let server = server(Limits::default());
    let big = |bytes: usize| format!("X-Filler: {}\r\n", "a".repeat(bytes));
    let (status, head) = http_get(server.addr, "/healthz", &big(12 * 1024)).await;
    assert_eq!(status, 200, "{head}");
    for bytes in [20 * 1024, 380 * 1024] {
        let (status, head) = http_get(server.addr, "/healthz", &big(bytes)).await;
        assert_eq!(status, 431, "{bytes} bytes: {head}");
    }
}

/// `/metrics` counts rooms, connections, moves and refusals by reason, in
/// Prometheus' text format.
#[tokio::test]
async fn metrics_count_what_the_server_did() {
    use tokio::io::AsyncReadExt;
    let server = server(Limits::default());
    let (mut ann, mut bob, _) = pair(&server, 0, FirstMove::SeatOne).await;
    play(&mut ann, &mut bob, 1, 1).await;
    bob.client.send(&at(1, 1)).await.unwrap();
    bob.client.refused(ErrorCode::IllegalMove).await.unwrap();
    bob.client.send_text("garbage".into()).await.unwrap();
    bob.client.refused(ErrorCode::Malformed).await.unwrap();
    let (status, _) = http_get(
        server.addr,
        protocol::SOCKET_PATH,
        "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nOrigin: http://evil.example\r\n",
    )
    .await;
    assert_eq!(status, 403);

    let mut stream = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    tokio::io::AsyncWriteExt::write_all(
        &mut stream,
        b"GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    )
    .await
    .unwrap();
    let mut page = String::new();
    stream.read_to_string(&mut page).await.unwrap();
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(
        page.contains("content-type: application/openmetrics-text"),
        "{page}"
    );
    for line in [
        "tictactoe_rooms 1",
        "tictactoe_connections 2",
        "tictactoe_moves_total 1",
        "tictactoe_refusals_total{reason=\"illegal_move\"} 1",
        "tictactoe_refusals_total{reason=\"malformed\"} 1",
        "tictactoe_refusals_total{reason=\"origin\"} 1",
        "# TYPE tictactoe_refusals counter",
    ] {
        assert!(page.lines().any(|l| l == line), "no {line:?} in\n{page}");
    }
}

/// A GET over a plain socket, as any client could send it: the status line
/// and the headers, lower-cased.
async fn http_get(addr: std::net::SocketAddr, path: &str, extra: &str) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Connection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    // Up to the end of the headers (an upgraded socket stays open).
    let mut answer = Vec::new();
    let mut chunk = [0u8; 4096];
    while !answer.windows(4).any(|w| w == b"\r\n\r\n") {
        let read = tokio::time::timeout(Duration::from_secs(10), stream.read(&mut chunk))
            .await
            .expect("the server answers")
            .unwrap();
        if read == 0 {
            break;
        }
        answer.extend_from_slice(&chunk[..read]);
    }
    let answer = String::from_utf8_lossy(&answer).to_lowercase();
    let head = answer
        .split("\r\n\r\n")
        .next()
        .unwrap_or_default()
        .to_string();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or(0);
    (status, head)
}

/// What the server says to a TCP connection it turns away as it is
/// accepted, before the connection says anything, up to its closing.
async fn turned_away(addr: std::net::SocketAddr) -> String {
    use tokio::io::AsyncReadExt;
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut answer)).await;
    assert!(read.is_ok(), "the server closed it");
    String::from_utf8_lossy(&answer).into_owned()
}

/// The page as the open internet may ask for it.
#[tokio::test]
async fn the_page_hides_dotfiles_redirects_nowhere_else_and_sends_its_rules() {
    let dir = std::env::temp_dir().join(format!("tictactoe-page-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("sub2")).unwrap();
    std::fs::create_dir_all(dir.join(".git")).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>t</title>").unwrap();
    std::fs::write(dir.join("sub2/index.html"), "<!doctype html>").unwrap();
    std::fs::write(dir.join(".env"), "SECRET=1").unwrap();
    std::fs::write(dir.join(".git/config"), "[core]").unwrap();
    let server = Background::start(Config {
        port: 0,
        web_dir: Some(dir.clone()),
        ..Config::default()
    })
    .unwrap();
    let (status, head) = http_get(server.addr, "/", "").await;
    assert_eq!(status, 200, "{head}");
    for header in [
        "x-content-type-options: nosniff",
        "frame-ancestors 'none'",
        "'wasm-unsafe-eval'",
        "referrer-policy: no-referrer",
        "cache-control: no-cache",
        "vary: accept-encoding",
        "last-modified:",
    ] {
        assert!(head.contains(header), "no {header:?} in\n{head}");
    }
    for hidden in ["/.env", "/.git/config", "/sub2/../.env", "/%2eenv"] {
        let (status, head) = http_get(server.addr, hidden, "").await;
        assert!(
            status == 404 || status == 400,
            "{hidden} answered {status}:\n{head}"
        );
    }
    // A directory without its slash may be redirected, but never to
    // "//host/...", which a browser reads as another site.
    for path in ["//sub2", "/sub2"] {
        let (_, head) = http_get(server.addr, path, "").await;
        assert!(!head.contains("location: //"), "{path}:\n{head}");
    }
    // Sockets from another site's page, a file or a sandbox are refused.
    let socket = "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n";
    for origin in ["http://evil.example", "null", "file://"] {
        let (status, _) = http_get(
            server.addr,
            protocol::SOCKET_PATH,
            &format!("{socket}Origin: {origin}\r\n"),
        )
        .await;
        assert_eq!(status, 403, "origin {origin}");
    }
    let own = format!("{socket}Origin: http://{}\r\n", server.addr);
    let (status, head) = http_get(server.addr, protocol::SOCKET_PATH, &own).await;
    assert_eq!(status, 101, "{head}");
    drop(server);
    let _ = std::fs::remove_dir_all(dir);
}

/// Pings cost their share of the message rate: a flood of them is cut off
/// like a flood of messages.
#[tokio::test]
async fn a_ping_flood_is_cut_off() {
    let server = server(Limits {
        strikes: 5,
        ..Limits::default()
    });
    let mut flooder = Client::connect(&server.socket_url()).await.unwrap();
    for _ in 0..200 {
        if flooder.send_ping().await.is_err() {
            break;
        }
    }
    // Told why (after the pongs and the too-fast refusals), then closed.
    let mut told = None;
    while let Ok(message) = flooder.expect().await {
        if let ServerMessage::Error {
            code: ErrorCode::Disconnected,
            message,
        } = message
        {
            told = Some(message);
            break;
        }
    }
    let told = told.expect("the flood was cut off");
    assert!(told.contains("messages a second"), "{told}");
}

/// SIGTERM to the real binary with 100 players connected: every one of
/// them is told, and the process is gone within 10 seconds.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stopping_the_binary_tells_all_of_100_players() {
    use tokio::io::AsyncWriteExt;
    // A page with a download big enough to fill every buffer between.
    let dir = std::env::temp_dir().join(format!("tictactoe-stop-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>t</title>").unwrap();
    std::fs::write(dir.join("big.bin"), vec![7u8; 32 << 20]).unwrap();
    let mut command = server_binary::command();
    command
        .args([
            "--port",
            "0",
            "--connections-per-address",
            "1000",
            "--rooms-per-address",
            "1000",
            "--store",
            "memory",
            "--web-dir",
        ])
        .arg(&dir);
    let mut child = Server::start(command).unwrap();
    let (addr, url) = (child.addr, child.socket_url());
    let mut players = Vec::new();
    for i in 0..100 {
        let mut player = Client::connect(&url).await.unwrap();
        // Half of them in rooms, half just connected.
        if i % 2 == 0 {
            player
                .send(&create("Ann", 0, FirstMove::SeatOne))
                .await
                .unwrap();
            welcome(&mut player).await;
        }
        players.push(player);
    }
    // A request whose headers never end, and a download nobody reads.
    let mut half = tokio::net::TcpStream::connect(&addr).await.unwrap();
    half.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    let mut unread = tokio::net::TcpStream::connect(&addr).await.unwrap();
    unread
        .write_all(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let stopped_at = std::time::Instant::now();
    child.signal("TERM");
    let mut told = 0;
    for mut player in players {
        loop {
            match player.expect().await {
                Ok(ServerMessage::Closed { reason }) if reason.contains("shutting down") => {
                    told += 1;
                    break;
                }
                Ok(_) => continue,
                Err(_) => break,
            }
        }
    }
    assert_eq!(told, 100, "players told of the shutdown");
    loop {
        if let Some(status) = child.child.try_wait().unwrap() {
            assert!(status.success(), "{status}\n{}", child.log.text());
            break;
        }
        assert!(
            stopped_at.elapsed() < Duration::from_secs(10),
            "still running 10 s after SIGTERM"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    drop((half, unread));
    let _ = std::fs::remove_dir_all(&dir);
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

/// A seated player whose program stops reading is let go once the server
/// cannot hand it what it sends; its seat then waits out the reconnect
/// grace like any dropped player's, and its opponent sees that.
#[tokio::test]
async fn a_player_who_never_reads_is_let_go_and_the_seat_follows_the_grace() {
    use futures_util::SinkExt;
    let server = server(Limits {
        grace: Duration::from_millis(1500),
        messages_per_second: 10_000,
        ..Limits::default()
    });
    let url = server.socket_url();
    // The longest names make the most of every snapshot.
    let long = |first: char| format!("{first}{}", "\u{1D54E}".repeat(MAX_NAME_CHARS - 1));
    let mut ann = Client::connect(&url).await.unwrap();
    ann.send(&create(&long('A'), 0, FirstMove::SeatOne))
        .await
        .unwrap();
    let (code, _, _) = welcome(&mut ann).await;
    ann.room().await.unwrap();
    // Bob's socket takes little and he never reads from it.
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let stream = socket.connect(server.addr).await.unwrap();
    let (mut bob, _) = tokio_tungstenite::client_async(&url, stream).await.unwrap();
    let send = |message: &ClientMessage| {
        tokio_tungstenite::tungstenite::Message::Text(protocol::encode(message).into())
    };
    bob.send(send(&join(&code, &long('B')))).await.unwrap();
    // Rounds played blind on Bob's side: every move sends both a snapshot.
    // Ann (X) plays the left column and wins; Bob plays the middle one.
    let start = std::time::Instant::now();
    let mut away = false;
    'rounds: for round in 0.. {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "Bob still seated after {round} rounds unread"
        );
        for (mover, row) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
            let col = mover;
            if mover == 0 {
                ann.send(&at(row, col)).await.unwrap();
            } else if bob.send(send(&at(row, col))).await.is_err() {
                break 'rounds;
            }
        }
        ann.send(&ClientMessage::PlayAgain).await.unwrap();
        if bob.send(send(&ClientMessage::PlayAgain)).await.is_err() {
            break;
        }
        // Ann reads what she was sent now and then; the server may have
        // let Bob go.
        if round % 4 != 3 {
            continue;
        }
        while let Ok(Ok(Some(message))) =
            tokio::time::timeout(Duration::from_millis(1), ann.next()).await
        {
            if let ServerMessage::Room(view) = message
                && matches!(view.seats[1].presence, Presence::Away { .. })
            {
                away = true;
                break 'rounds;
            }
        }
    }
    // Not reading, Bob's connection is closed: Ann sees him away.
    while !away {
        if let ServerMessage::Room(view) = ann.expect().await.unwrap() {
            away = matches!(view.seats[1].presence, Presence::Away { .. });
        }
    }
    // Then the grace runs out and the seat is given up.
    loop {
        match ann.expect().await.unwrap() {
            ServerMessage::Room(view) if view.seats[1].presence == Presence::Left => break,
            ServerMessage::Closed { .. } => break,
            _ => {}
        }
    }
    let page = server.shared.metrics_page();
    assert!(
        page.contains("tictactoe_refusals_total{reason=\"not_reading\"} 1\n"),
        "{page}"
    );
    drop(bob);
}

/// The real binary under a low open-file limit: it caps its connections
/// below the limit and says so, logs running out rather than going
/// silent, and answers again once the files are given back.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn running_out_of_files_is_logged_and_survived() {
    let mut command = std::process::Command::new("sh");
    command
        .args([
            "-c",
            &format!(
                "ulimit -n 200 && exec '{}' --port 0 --store memory",
                server_binary::BINARY
            ),
        ])
        .env("RUST_LOG", "info");
    let mut child = Server::start(command).unwrap();
    let addr = child.addr;
    // 250 connections that never speak, past the 200 files allowed, from
    // one address: it holds its 64; a newcomer is answered meanwhile.
    let silent_from = |n: u8| async move {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket
            .bind(std::net::SocketAddr::new([127, 0, 3, n].into(), 0))
            .unwrap();
        socket.connect(addr).await
    };
    let mut silent = Vec::new();
    for _ in 0..250 {
        if let Ok(stream) = silent_from(1).await {
            silent.push(stream);
        }
    }
    assert_eq!(
        http_get(addr, "/healthz", "").await.0,
        200,
        "the page is answered"
    );
    // Then from many addresses, until the server holds all it may: past
    // that, a newcomer is told so at once (503), never left unanswered.
    for n in 2..=80u8 {
        for _ in 0..3 {
            if let Ok(stream) = silent_from(n).await {
                silent.push(stream);
            }
        }
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let told = turned_away(addr).await;
    assert!(told.starts_with("HTTP/1.1 503"), "{told}");
    drop(silent);
    // Answers again once they are gone.
    let mut healthy = false;
    for _ in 0..50 {
        if http_get(addr, "/healthz", "").await.0 == 200 {
            healthy = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    child.signal("TERM");
    child.wait();
    let log = child.log.text();
    assert!(healthy, "no answer after the files were given back:\n{log}");
    for said in [
        "open files allowed: 200",
        "players' sockets capped at 111",
        "listening on",
        "address_full",
        "full",
        "stopped",
    ] {
        assert!(log.contains(said), "the log does not say {said:?}:\n{log}");
    }
    assert!(!log.contains("accept error"), "it never ran out:\n{log}");
}

/// Behind a trusted proxy each player is counted by the address the proxy
/// names; from anyone else that header is the sender's own word, ignored.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forwarded_addresses_count_only_from_a_trusted_proxy() {
    let limits = Limits {
        connections_per_address: 1,
        ..Limits::default()
    };
    let forwarded = |address| [("x-forwarded-for", address)];
    let behind = Background::start(Config {
        port: 0,
        limits: limits.clone(),
        trusted_proxies: vec![[127, 0, 0, 1].into()],
        ..Config::default()
    })
    .unwrap();
    let url = behind.socket_url();
    let mut ann = Client::connect_with(&url, &forwarded("203.0.113.1"))
        .await
        .unwrap();
    let mut bob = Client::connect_with(&url, &forwarded("203.0.113.2"))
        .await
        .unwrap();
    for client in [&mut ann, &mut bob] {
        client
            .send(&create("Ann", 0, FirstMove::SeatOne))
            .await
            .unwrap();
        welcome(client).await;
    }
    // Behind the proxy each player counts against the address it names.
    let again = Client::connect_with(&url, &forwarded("203.0.113.1")).await;
    let refused = again.err().expect("Ann's address holds its one connection");
    assert!(refused.contains("429"), "{refused}");

    // Not through the proxy, the header is the sender's word: every
    // connection is the sender's own.
    let direct = server(limits);
    let url = direct.socket_url();
    let mut eve = Client::connect_with(&url, &forwarded("203.0.113.1"))
        .await
        .unwrap();
    eve.send(&create("Eve", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    welcome(&mut eve).await;
    let posing = Client::connect_with(&url, &forwarded("203.0.113.9")).await;
    assert!(posing.err().expect("turned away").contains("429"));
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

/// Play anyone through the server: two players asking for the same board
/// are seated together at once, the one who waited longer first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quick_match_seats_two_strangers_through_the_server() {
    let server = server(Limits::default());
    let url = server.socket_url();
    let quick = |name: &str| ClientMessage::QuickMatch {
        version: VERSION,
        name: name.into(),
        board: BoardChoice::Five,
        player: format!("device-of-{name}-0123456789"),
    };
    let mut ann = Client::connect_from(&url, home("Ann")).await.unwrap();
    ann.send(&quick("Ann")).await.unwrap();
    match ann.expect().await.unwrap() {
        ServerMessage::Queued { board, others } => {
            assert_eq!((board, others), (BoardChoice::Five, 0));
        }
        other => panic!("not queued: {other:?}"),
    }
    // A second device of Ann's address is never her rated opponent.
    let mut sibling = Client::connect_from(&url, home("Ann")).await.unwrap();
    sibling.send(&quick("Sibling")).await.unwrap();
    assert!(matches!(
        sibling.expect().await.unwrap(),
        ServerMessage::Queued { .. }
    ));
    let mut bob = Client::connect_from(&url, home("Bob")).await.unwrap();
    bob.send(&quick("Bob")).await.unwrap();
    let (code, seat, _) = welcome(&mut ann).await;
    assert_eq!(seat, Seat::One);
    let (bob_code, bob_seat, _) = welcome(&mut bob).await;
    assert_eq!((bob_code, bob_seat), (code, Seat::Two));
    let room = ann.room().await.unwrap();
    assert_eq!(room.board, BoardChoice::Five);
    assert_eq!(
        (room.seats[0].name.as_str(), room.seats[1].name.as_str()),
        ("Ann", "Bob")
    );
    assert_eq!(room.round, 1);
    assert_eq!(
        server.shared.with_lobby(|lobby| lobby.queued_count()),
        1,
        "the sibling still waits"
    );
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

/// A device key for a test player.
fn device(name: &str) -> String {
    format!("device-of-{name}-0123456789")
}

/// Where a test player plays from: an address of their own in
/// 127.0.0.0/8, as two players on the internet have (two devices of one
/// address are never paired for a rated game).
fn home(name: &str) -> std::net::IpAddr {
    let n = name
        .bytes()
        .fold(7u32, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b)));
    std::net::IpAddr::from([127, 0, 1 + (n % 200) as u8, 2 + (n / 200 % 250) as u8])
}

fn quick_as(name: &str) -> ClientMessage {
    ClientMessage::QuickMatch {
        version: VERSION,
        name: name.into(),
        board: BoardChoice::Classic,
        player: device(name),
    }
}

/// `a` waits for a quick match on the 3 x 3 board and `b` is paired with
/// them at once: (the player of X, the player of O, the first snapshot).
/// `a` may be a connection already open (its seat given up).
async fn quick_pair(
    url: &str,
    a: Option<Client>,
    a_name: &str,
    b_name: &str,
) -> (Seated, Seated, RoomView) {
    let mut a = match a {
        Some(client) => client,
        None => Client::connect_from(url, home(a_name)).await.unwrap(),
    };
    a.send(&quick_as(a_name)).await.unwrap();
    assert!(
        matches!(a.expect().await.unwrap(), ServerMessage::Queued { .. }),
        "{a_name} waits"
    );
    let mut b = Client::connect_from(url, home(b_name)).await.unwrap();
    b.send(&quick_as(b_name)).await.unwrap();
    let (code, a_seat, a_token) = welcome(&mut a).await;
    let (_, b_seat, b_token) = welcome(&mut b).await;
    let room = a.room().await.unwrap();
    assert_eq!(b.room().await.unwrap(), room);
    assert!(room.rated, "a quick match is rated");
    let seated = |client, token, seat| Seated {
        client,
        code: code.clone(),
        token,
        seat,
    };
    let (a, b) = (seated(a, a_token, a_seat), seated(b, b_token, b_seat));
    if room.x_seat == a.seat {
        (a, b, room)
    } else {
        (b, a, room)
    }
}

/// X takes the top row while O plays the middle one.
async fn x_wins(x: &mut Seated, o: &mut Seated) -> RoomView {
    play(x, o, 0, 0).await;
    play(o, x, 1, 0).await;
    play(x, o, 0, 1).await;
    play(o, x, 1, 1).await;
    play(x, o, 0, 2).await
}

/// The 3 x 3 board's leaderboard, asked by `client` for `player`'s place
/// (room snapshots that arrive first are passed over).
async fn leaderboard(client: &mut Client, player: Option<&str>) -> Leaderboard {
    client
        .send(&ClientMessage::Leaderboard {
            version: VERSION,
            board: BoardChoice::Classic,
            player: player.map(device),
        })
        .await
        .unwrap();
    loop {
        match client.expect().await.unwrap() {
            ServerMessage::Leaderboard(board) => return board,
            ServerMessage::Room(_) => {}
            other => panic!("expected the leaderboard, got {other:?}"),
        }
    }
}

fn name_of(room: &RoomView, seat: Seat) -> String {
    room.seats[seat.index()].name.clone()
}

/// The room's snapshots, read by both players, until a rated round's new
/// ratings have come in (the server keeps the round first).
async fn ratings_in(x: &mut Seated, o: &mut Seated) -> RoomView {
    loop {
        let seen = x.client.room().await.unwrap();
        if seen.seats.iter().all(|seat| seat.rating != Some(1500)) {
            loop {
                if o.client.room().await.unwrap() == seen {
                    return seen;
                }
            }
        }
    }
}

/// A rated game through the server: both ratings move, both players see
/// them in the room, and each player's standing says how many different
/// opponents they still need to be ranked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_quick_match_moves_ratings_into_the_room_and_the_standings() {
    let server = server(Limits::default());
    let url = server.socket_url();
    let (mut x, mut o, first) = quick_pair(&url, None, "Ann", "Bob").await;
    assert_eq!(first.seats.map(|s| s.rating), [Some(1500), Some(1500)]);
    let end = x_wins(&mut x, &mut o).await;
    assert_eq!(end.seats.map(|s| s.rating), [Some(1500), Some(1500)]);
    let rated = ratings_in(&mut x, &mut o).await;
    let (won, lost) = (
        rated.seats[x.seat.index()].rating.unwrap(),
        rated.seats[o.seat.index()].rating.unwrap(),
    );
    assert!(won > 1500 && lost < 1500, "{rated:?}");
    // One opponent each: rated, not yet ranked.
    let mut stranger = Client::connect(&url).await.unwrap();
    let board = leaderboard(&mut stranger, None).await;
    assert!(board.top.is_empty(), "{board:?}");
    let loser = name_of(&rated, o.seat);
    let mine = leaderboard(&mut o.client, Some(&loser)).await;
    let you = mine.you.expect("the loser's own standing");
    assert_eq!(
        (you.place, you.rating, you.needs, you.name.as_str()),
        (0, lost, protocol::LEADERBOARD_OPPONENTS - 1, loser.as_str())
    );
}

/// A temporary directory for a store file, removed afterwards.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(what: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("tictactoe-{what}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Ratings kept in a store file outlive the server: a new server on the
/// same file shows the same leaderboard.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_server_keeps_ratings_and_the_leaderboard() {
    let dir = TempDir::new("restart");
    let config = || Config {
        port: 0,
        store: StoreAt::File(dir.0.join("ratings.sqlite3")),
        ..Config::default()
    };
    let server = Background::start(config()).unwrap();
    let url = server.socket_url();
    let (mut x, mut o, _) = quick_pair(&url, None, "Ann", "Bob").await;
    x_wins(&mut x, &mut o).await;
    let end = ratings_in(&mut x, &mut o).await;
    let winner = name_of(&end, x.seat);
    let before = leaderboard(&mut x.client, Some(&winner)).await;
    server.stop().unwrap();
    drop((x, o));

    let server = Background::start(config()).unwrap();
    let url = server.socket_url();
    let mut stranger = Client::connect(&url).await.unwrap();
    let after = leaderboard(&mut stranger, Some(&winner)).await;
    assert_eq!(after, before);
    let you = after.you.unwrap();
    assert_eq!((you.name.as_str(), you.games), (winner.as_str(), 1));
    assert!(you.rating > 1500);
    server.stop().unwrap();
}

/// The binary refuses a store it cannot use, before it listens: it says
/// why and exits with an error, without a panic.
#[test]
fn a_store_from_a_newer_server_or_not_a_database_stops_the_binary() {
    let dir = TempDir::new("newer-store");
    let newer = dir.0.join("newer.sqlite3");
    rusqlite::Connection::open(&newer)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let junk = dir.0.join("junk.sqlite3");
    std::fs::write(&junk, "these are notes, not a database; ".repeat(200)).unwrap();
    for (file, reason) in [(newer, "newer server"), (junk, "not a database")] {
        let mut child = server_binary::command()
            .args(["--port", "0", "--store"])
            .arg(&file)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .map(Reaped)
            .expect("the server binary starts");
        // It stops by itself; a server that listened would run on, and is
        // stopped when `child` is dropped after the patience runs out.
        let mut waited = Duration::ZERO;
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            assert!(
                waited < tictactoe::server::client::PATIENCE,
                "the server kept running on {file:?}"
            );
            std::thread::sleep(Duration::from_millis(20));
            waited += Duration::from_millis(20);
        };
        let mut said = String::new();
        std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut said).unwrap();
        assert_eq!(status.code(), Some(1), "{said}");
        assert!(said.contains(reason), "{said}");
        assert!(!said.contains("panicked"), "{said}");
        let mut out = String::new();
        std::io::Read::read_to_string(&mut child.stdout.take().unwrap(), &mut out).unwrap();
        assert!(!out.contains("Listening"), "{out}");
    }
}

/// Leaving a rated game mid-round loses it; the second time within a day,
/// the next quick match must wait, and the server says how long.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abandoning_rated_games_loses_them_and_brings_a_wait() {
    let server = server(Limits::default());
    let url = server.socket_url();
    // Eve leaves a game against Bob after one move.
    let (mut x, mut o, first) = quick_pair(&url, None, "Eve", "Bob").await;
    let eve_seat = if name_of(&first, x.seat) == "Eve" {
        x.seat
    } else {
        o.seat
    };
    play(&mut x, &mut o, 1, 1).await;
    let (mut eve, mut bob) = if x.seat == eve_seat { (x, o) } else { (o, x) };
    eve.client.send(&ClientMessage::Leave).await.unwrap();
    assert!(matches!(
        eve.client.expect().await.unwrap(),
        ServerMessage::Closed { .. }
    ));
    let seen = bob.client.room().await.unwrap();
    assert_eq!(seen.seats[eve_seat.index()].presence, Presence::Left);
    // The ratings follow as soon as the round is kept.
    let mut seen = seen;
    while seen.seats[eve_seat.index()].rating == Some(1500) {
        seen = bob.client.room().await.unwrap();
    }
    assert!(
        seen.seats[eve_seat.index()].rating.unwrap() < 1500,
        "{seen:?}"
    );
    assert!(
        seen.seats[bob.seat.index()].rating.unwrap() > 1500,
        "{seen:?}"
    );
    let standing = leaderboard(&mut bob.client, Some("Eve")).await.you.unwrap();
    assert_eq!((standing.games, standing.name.as_str()), (1, "Eve"));

    // Fay abandons a game too, so that she and Eve have equal ratings
    // and are paired at once; then Eve leaves again.
    let (mut x, mut o, first) = quick_pair(&url, None, "Fay", "Gus").await;
    let fay = if name_of(&first, x.seat) == "Fay" {
        &mut x
    } else {
        &mut o
    };
    fay.client.send(&ClientMessage::Leave).await.unwrap();
    let (mut x, mut o, first) = quick_pair(&url, Some(eve.client), "Eve", "Fay").await;
    let eve = if name_of(&first, x.seat) == "Eve" {
        &mut x
    } else {
        &mut o
    };
    eve.client.send(&ClientMessage::Leave).await.unwrap();
    assert!(matches!(
        eve.client.expect().await.unwrap(),
        ServerMessage::Closed { .. }
    ));
    // The second abandon within a day: a minute's wait, said so.
    eve.client.send(&quick_as("Eve")).await.unwrap();
    let message = eve.client.refused(ErrorCode::TooSoon).await.unwrap();
    assert!(message.contains("a minute"), "{message}");
    assert_eq!(server.shared.with_lobby(|lobby| lobby.queued_count()), 0);
    let standing = leaderboard(&mut eve.client, Some("Eve")).await.you.unwrap();
    assert_eq!(standing.games, 2);
}

/// A device key is 16 to 64 of [A-Za-z0-9_-]; anything else is refused
/// clearly and changes nothing, and a good one then works.
#[tokio::test]
async fn bad_device_keys_are_refused() {
    // Many questions in a moment: the rates have tests of their own.
    let server = server(Limits {
        messages_per_second: 1_000,
        leaderboards_per_second: 1_000,
        ..Limits::default()
    });
    let mut eve = Client::connect(&server.socket_url()).await.unwrap();
    for bad in [
        "",
        "too-short",
        &"k".repeat(65),
        "spaces are not keys",
        "key/with/slashes/in",
    ] {
        eve.send(&ClientMessage::QuickMatch {
            version: VERSION,
            name: "Eve".into(),
            board: BoardChoice::Classic,
            player: bad.to_string(),
        })
        .await
        .unwrap();
        let message = eve.refused(ErrorCode::BadPlayer).await.unwrap();
        assert!(message.contains("device key"), "{message}");
        eve.send(&ClientMessage::Leaderboard {
            version: VERSION,
            board: BoardChoice::Classic,
            player: Some(bad.to_string()),
        })
        .await
        .unwrap();
        eve.refused(ErrorCode::BadPlayer).await.unwrap();
    }
    assert_eq!(server.shared.with_lobby(|lobby| lobby.queued_count()), 0);
    eve.send(&quick_as("Eve")).await.unwrap();
    assert!(matches!(
        eve.expect().await.unwrap(),
        ServerMessage::Queued { .. }
    ));
}

/// A server killed mid-game (SIGKILL: no chance to tidy up) has already
/// kept every finished rated round: the store file, opened afterwards,
/// holds it, and the unfinished one is simply not there.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_mid_game_loses_no_finished_result() {
    let dir = TempDir::new("crash");
    let file = dir.0.join("ratings.sqlite3");
    let mut command = server_binary::command();
    command.args(["--port", "0", "--store"]).arg(&file);
    let mut child = Server::start(command).unwrap();
    let url = child.socket_url();
    let (mut x, mut o, _) = quick_pair(&url, None, "Ann", "Bob").await;
    x_wins(&mut x, &mut o).await;
    let end = ratings_in(&mut x, &mut o).await;
    // The next round starts, and is cut short by the crash.
    x.client.send(&ClientMessage::PlayAgain).await.unwrap();
    o.client.send(&ClientMessage::PlayAgain).await.unwrap();
    while o.client.room().await.unwrap().round < 2 {}
    child.crash();

    use tictactoe::server::ratings::Ratings;
    let store = tictactoe::server::Store::open(&StoreAt::File(file)).unwrap();
    for seated in [&x, &o] {
        let name = name_of(&end, seated.seat);
        let kept = store
            .standing(BoardChoice::Classic, &device(&name))
            .unwrap()
            .expect("the finished round was kept");
        assert_eq!(
            (kept.name, Some(kept.rating), kept.games),
            (name, end.seats[seated.seat.index()].rating, 1)
        );
    }
}

/// A full leaderboard is bigger than a client's message may be, and
/// reaches the client whole over the socket.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_leaderboard_arrives_whole() {
    use tictactoe::server::ratings::{Contender, Finished, Ratings};
    use tictactoe::server::room::RoundResult;
    let dir = TempDir::new("full-board");
    let at = StoreAt::File(dir.0.join("ratings.sqlite3"));
    {
        let mut store = tictactoe::server::Store::open(&at).unwrap();
        // 120 winners, each beating ten losers from ten addresses: ranked.
        for i in 0..120u32 {
            for j in 0..10u32 {
                let contender = |key: String, name: String, n: u32| Contender {
                    key,
                    name,
                    address: Some(std::net::IpAddr::from(n.to_be_bytes())),
                };
                store
                    .record(&Finished {
                        id: format!("game-{i}-{j}"),
                        room: "ABCDEFG".into(),
                        round: 1,
                        board: BoardChoice::Classic,
                        players: [
                            contender(
                                format!("winner-player-{i:03}"),
                                format!("Winner number {i:03} xx"),
                                i,
                            ),
                            contender(
                                format!("loser-player-{i:03}-{j}"),
                                format!("Loser {i}-{j}"),
                                1000 + j,
                            ),
                        ],
                        result: RoundResult::Won(Seat::One),
                        abandoned_by: None,
                        moves: String::new(),
                        at: 0,
                    })
                    .unwrap();
            }
        }
    }
    let server = Background::start(Config {
        port: 0,
        store: at,
        ..Config::default()
    })
    .unwrap();
    let mut client = Client::connect(&server.socket_url()).await.unwrap();
    client
        .send(&ClientMessage::Leaderboard {
            version: VERSION,
            board: BoardChoice::Classic,
            player: Some("loser-player-119-9".into()),
        })
        .await
        .unwrap();
    let answer = client.expect().await.unwrap();
    let text = protocol::encode(&answer);
    assert!(
        text.len() > protocol::MAX_MESSAGE_BYTES,
        "{} bytes: {text}",
        text.len()
    );
    let ServerMessage::Leaderboard(board) = answer else {
        panic!("not a leaderboard: {answer:?}");
    };
    assert_eq!(board.top.len(), protocol::LEADERBOARD_TOP);
    assert!(board.top.iter().all(|s| s.name.chars().count() == 20));
    // 120 winners share first place; a loser, with one opponent, is not
    // ranked, and told how many more opponents it needs.
    assert!(board.top.iter().all(|s| s.place == 1 && s.needs == 0));
    let you = board.you.unwrap();
    assert_eq!(
        (you.place, you.needs),
        (0, protocol::LEADERBOARD_OPPONENTS - 1)
    );
}
