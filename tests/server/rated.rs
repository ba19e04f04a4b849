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
        (0, lost, protocol::LEADERBOARD_OPPONENTS - 1, loser.as_str())
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
