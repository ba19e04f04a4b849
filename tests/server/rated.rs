//! Quick match and ratings through the server: pairing, rated rounds,
//! the store across restarts, abandons, device keys, leaderboards.

use super::*;
use tictactoe::server::refusal::wait_text;

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
        ServerMessage::Queued {
            board,
            others,
            household,
        } => {
            assert_eq!((board, others, household), (BoardChoice::Five, 0, 0));
        }
        other => panic!("not queued: {other:?}"),
    }
    // A second device of Ann's address is never her rated opponent, and
    // both are told so rather than left waiting for each other.
    let mut sibling = Client::connect_from(&url, home("Ann")).await.unwrap();
    sibling.send(&quick("Sibling")).await.unwrap();
    for device in [&mut sibling, &mut ann] {
        assert!(matches!(
            device.expect().await.unwrap(),
            ServerMessage::Queued { household: 1, .. }
        ));
    }
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
    assert!(matches!(
        sibling.expect().await.unwrap(),
        ServerMessage::Queued { household: 0, .. }
    ));
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
        (0, lost, protocol::LEADERBOARD_OPPONENTS, loser.as_str())
    );
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
    let (message, wait) = match eve.client.expect().await.unwrap() {
        ServerMessage::Error {
            code: ErrorCode::TooSoon,
            message,
            wait,
            ..
        } => (message, wait),
        other => panic!("expected a wait, got {other:?}"),
    };
    // A minute from the abandon, less what a slow machine took since.
    let wait = wait.expect("the wait is given");
    assert!((30..=60).contains(&wait), "{message}");
    assert!(
        message.ends_with(&format!("in {}", wait_text(wait))),
        "{message}"
    );
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

/// A full leaderboard is bigger than a client's message may be, and
/// reaches the client whole over the socket.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_leaderboard_arrives_whole() {
    use tictactoe::server::ratings_store::{Contender, Finished, Ratings};
    use tictactoe::server::room::RoundResult;
    let dir = TempDir::new("full-board");
    let at = StoreAt::File(dir.0.join("ratings.sqlite3"));
    {
        let mut store = tictactoe::server::Store::open(&at).unwrap();
        let contender = |key: String, name: String, n: u32| Contender {
            key,
            name,
            address: Some(std::net::IpAddr::from(n.to_be_bytes())),
        };
        let mut round = |id: String, one: Contender, two: Contender, result, at| {
            store
                .record(&Finished {
                    id,
                    room: "ABCDEFG".into(),
                    round: 1,
                    board: BoardChoice::Classic,
                    players: [one, two],
                    result,
                    abandoned_by: None,
                    moves: String::new(),
                    at,
                })
                .unwrap();
        };
        // Twenty-two established players: each meets twenty others, three
        // hours apart (the stronger by number wins).
        let pillar = |k: u32| {
            contender(
                format!("pillar-player-{k:02}"),
                format!("Pillar {k}"),
                2000 + k,
            )
        };
        let mut at = 0;
        for step in (1..=10).chain(1..=10) {
            for one in 0..22u32 {
                let two = (one + step) % 22;
                let result = if one > two {
                    RoundResult::Won(Seat::One)
                } else {
                    RoundResult::Won(Seat::Two)
                };
                at += 3 * 60 * 60;
                round(
                    format!("pillar-{one}-{two}-{at}"),
                    pillar(one),
                    pillar(two),
                    result,
                    at,
                );
            }
        }
        // 120 winners, each beating ten of them from ten addresses: ranked
        // (each pillar loses some sixty times, and stays established).
        for i in 0..120u32 {
            for j in 0..10u32 {
                at += 60;
                round(
                    format!("game-{i}-{j}"),
                    contender(
                        format!("winner-player-{i:03}"),
                        format!("Winner number {i:03} xx"),
                        i,
                    ),
                    pillar((i + j) % 22),
                    RoundResult::Won(Seat::One),
                    at,
                );
            }
        }
        // A newcomer loses to the last winner: rated, not ranked.
        round(
            "newcomer".into(),
            contender("newcomer-player-0".into(), "Newcomer".into(), 5000),
            contender(
                "winner-player-119".into(),
                "Winner number 119 xx".into(),
                119,
            ),
            RoundResult::Won(Seat::Two),
            at + 60,
        );
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
            player: Some("newcomer-player-0".into()),
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
    // The best 100 of the 142 ranked, best first.
    assert!(board.top.iter().all(|s| s.name.chars().count() == 20));
    assert!(board.top.iter().all(|s| s.needs == 0 && s.place >= 1));
    assert!(
        board
            .top
            .windows(2)
            .all(|pair| pair[0].rating >= pair[1].rating)
    );
    // The newcomer lost to a winner whose rating is still provisional (a
    // "?"): not ranked, and told how many established opponents it takes.
    let you = board.you.unwrap();
    assert_eq!((you.place, you.needs), (0, protocol::LEADERBOARD_OPPONENTS));
}
