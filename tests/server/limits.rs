//! The server's limits: a full server, bad and fast messages, guessing
//! codes, connections by address from accept, silent and non-reading
//! sockets, files running out, proxies (random garbage: garbage.rs).

use super::*;

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
    while server.shared.counts().1 > 3 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
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
            ..
        } = message
        {
            told = Some(message);
            break;
        }
    }
    let told = told.expect("the flood was cut off");
    assert!(told.contains("messages a second"), "{told}");
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
    let mut round = 0;
    // Bob's socket takes little and he never reads from it.
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let stream = socket.connect(server.addr).await.unwrap();
    let (mut bob, _) = tokio_tungstenite::client_async(&url, stream).await.unwrap();
    let send = |message: &ClientMessage| {
        tokio_tungstenite::tungstenite::Message::Text(protocol::encode(message).into())
    };
    bob.send(send(&join(&code, &long('B')))).await.unwrap();
    // Ann's first move is refused until Bob is seated.
    bob_seen_seated(&mut ann, |view| {
        view.seats[1].presence == Presence::Connected
    })
    .await
    .expect("Bob is seated");
    // Rounds played blind on Bob's side: every move sends both a snapshot.
    // Ann (X) plays the left column and wins; Bob plays the middle one.
    // Ann waits for each move to be made, so that only Bob falls behind
    // however slowly the machine runs.
    let start = std::time::Instant::now();
    let mut seen_away = false;
    'rounds: loop {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "Bob still seated after {round} rounds unread"
        );
        for (made, (mover, row)) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]
            .into_iter()
            .enumerate()
        {
            let col = mover;
            if mover == 0 {
                ann.send(&at(row, col)).await.unwrap();
            } else if bob.send(send(&at(row, col))).await.is_err() {
                break 'rounds;
            }
            match bob_seen_seated(&mut ann, |view| view.moves.len() > made).await {
                Some(view) => round = view.round,
                None => {
                    seen_away = true;
                    break 'rounds;
                }
            }
        }
        ann.send(&ClientMessage::PlayAgain).await.unwrap();
        if bob.send(send(&ClientMessage::PlayAgain)).await.is_err() {
            break;
        }
        match bob_seen_seated(&mut ann, |view| view.round > round).await {
            Some(view) => round = view.round,
            None => {
                seen_away = true;
                break;
            }
        }
    }
    // Not reading, Bob's connection is closed: Ann sees him away (unless
    // she saw it already, which ended the rounds).
    if !seen_away {
        while bob_seen_seated(&mut ann, |_| false).await.is_some() {}
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

/// Reads Ann's snapshots until one shows `done`, and returns it; none once
/// one shows Bob away instead.
async fn bob_seen_seated(ann: &mut Client, done: impl Fn(&RoomView) -> bool) -> Option<RoomView> {
    loop {
        if let ServerMessage::Room(view) = ann.expect().await.unwrap() {
            if matches!(view.seats[1].presence, Presence::Away { .. }) {
                return None;
            }
            if done(&view) {
                return Some(view);
            }
        }
    }
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

/// A client that sends but never reads answers none of the server's
/// pings: it is let go once it has answered none for `pongs_within`, with
/// the buffers it held (a seat at a quiet table once kept about 3 MB of
/// them for six minutes). A client that reads answers every ping and
/// stays.
#[tokio::test]
async fn a_socket_that_answers_no_ping_is_let_go() {
    let server = server(Limits {
        pongs_within: Duration::from_millis(900),
        ..Limits::default()
    });
    let url = server.socket_url();
    let mut deaf = Client::connect(&url).await.unwrap();
    deaf.send(&create("Ann", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    let mut listening = Client::connect_from(&url, [127, 0, 0, 5].into())
        .await
        .unwrap();
    listening
        .send(&create("Bob", 0, FirstMove::SeatOne))
        .await
        .unwrap();
    welcome(&mut listening).await;
    // The deaf one speaks (a ping a quarter second) and never reads; the
    // other reads whatever comes.
    let until = std::time::Instant::now() + Duration::from_secs(3);
    while std::time::Instant::now() < until {
        let _ = deaf.send_ping().await;
        let _ = tokio::time::timeout(Duration::from_millis(250), listening.next()).await;
    }
    let page = server.shared.metrics_page();
    assert!(
        page.contains("tictactoe_refusals_total{reason=\"no_pong\"} 1"),
        "{page}"
    );
    assert_eq!(
        server.shared.counts(),
        (2, 1),
        "only the listener is still served"
    );
    // The listener is still there: it can still play.
    listening.send(&ClientMessage::Leave).await.unwrap();
}
