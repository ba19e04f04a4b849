//! Garbage and wrong messages, at random and in storms: refused with a
//! short error, and nothing changes that should not.

use super::*;

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
