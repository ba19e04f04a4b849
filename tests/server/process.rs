//! The binary as a process and its page: stopping, metrics, the page's
//! rules, a store it cannot use, a crash.

use super::*;

#[tokio::test]
async fn stopping_the_server_tells_every_player() {
    let server = server(Limits::default());
    let (mut ann, mut bob, _) = pair(&server, 0, FirstMove::SeatOne).await;
    let stopping = std::thread::spawn(move || server.stop());
    for client in [&mut ann.client, &mut bob.client] {
        match client.expect().await.unwrap() {
            ServerMessage::Closed { reason, .. } => assert!(reason.contains("shutting down")),
            other => panic!("expected the server to say goodbye, got {other:?}"),
        }
    }
    stopping.join().unwrap().unwrap();
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
                Ok(ServerMessage::Closed { reason, .. }) if reason.contains("shutting down") => {
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

    use tictactoe::server::ratings_store::Ratings;
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

/// Every rating change is logged with both players' device keys and
/// addresses, so that a farmer can be found.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_rating_change_is_logged_with_both_keys_and_addresses() {
    let mut command = server_binary::command();
    command
        .args(["--port", "0", "--store", "memory"])
        .env("RUST_LOG", "info");
    let mut child = Server::start(command).unwrap();
    let url = child.socket_url();
    let (mut x, mut o, _) = quick_pair(&url, None, "Ann", "Bob").await;
    x_wins(&mut x, &mut o).await;
    let rated = ratings_in(&mut x, &mut o).await;
    child.signal("TERM");
    child.wait();
    let log = child.log.text();
    let line = log
        .lines()
        .find(|line| line.contains(" rated "))
        .unwrap_or_else(|| panic!("no rating in the log:\n{log}"));
    for name in ["Ann", "Bob"] {
        assert!(line.contains(&device(name)), "{line}");
        assert!(line.contains(&home(name).to_string()), "{line}");
    }
    let winner = rated.seats[x.seat.index()].rating.unwrap();
    assert!(line.contains(&format!("1500 → {winner}")), "{line}");
}
