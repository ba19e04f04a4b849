//! The game server under load, over loopback: many rooms playing whole
//! games at once, players queueing for quick matches, then as many idle
//! rooms as this machine holds. Prints moves per second, move round trips
//! (p50, p99), the time from asking for a quick match to being seated
//! (p50, p99), how long a move takes to reach each of a room's watchers
//! (p50, p99) and server memory per room. Not a test: nothing here passes
//! or fails on speed.
//!
//!   cargo bench --no-default-features --features server --bench server_load
//! TICTACTOE_LOAD_ROOMS (default 1000), TICTACTOE_LOAD_SECS (default 10) and
//! TICTACTOE_LOAD_MAX_ROOMS (default 20000) change its size.

mod common;

use common::{env_number, open_room, percentile, rss_kb};

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tictactoe::core::matchup::Seat;
use tictactoe::core::offered::BoardChoice;
use tictactoe::net::protocol::{ClientMessage, ServerMessage, VERSION};
use tictactoe::server::client::Client;

fn start_server() -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tictactoe-server"))
        .args([
            "--port",
            "0",
            "--max-rooms",
            "1000000",
            "--max-connections",
            "1000000",
            // The benchmark's players move as fast as the server answers,
            // all from this machine's one address.
            "--messages-per-second",
            "100000",
            "--connections-per-address",
            "1000000",
            "--rooms-per-address",
            "1000000",
            "--queue-per-address",
            "1000000",
            "--watchers-per-room",
            "1000000",
            "--watchers-per-address",
            "1000000",
            "--leaderboards-per-second",
            "1000",
            // Ratings in memory: the benchmark measures the server, not
            // this machine's disk.
            "--store",
            "memory",
        ])
        .stdout(Stdio::piped())
        .spawn()
        .expect("the server binary runs");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("its output"))
        .read_line(&mut line)
        .expect("the server says where it listens");
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .expect("an address")
        .to_string();
    (child, format!("ws://{addr}/ws"))
}

fn main() {
    let rooms = env_number("TICTACTOE_LOAD_ROOMS", 1000) as usize;
    let seconds = env_number("TICTACTOE_LOAD_SECS", 10);
    let max_rooms = env_number("TICTACTOE_LOAD_MAX_ROOMS", 20_000) as usize;
    let (mut server, url) = start_server();
    let pid = server.id();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let idle_kb = rss_kb(pid);

        // Open the rooms, a hundred at a time.
        let started = Instant::now();
        let mut seated = Vec::with_capacity(rooms);
        for chunk in (0..rooms).collect::<Vec<_>>().chunks(100) {
            let opening: Vec<_> = chunk
                .iter()
                .map(|_| tokio::spawn({
                    let url = url.clone();
                    async move { open_room(&url, &url, BoardChoice::Classic).await }
                }))
                .collect();
            for task in opening {
                seated.push(task.await.expect("a task").expect("a room opens"));
            }
        }
        let open_kb = rss_kb(pid);
        println!(
            "opened {rooms} rooms ({} connections) in {:.1} s; server memory {:.1} MB idle, {:.1} MB with them: {:.1} kB a room",
            rooms * 2,
            started.elapsed().as_secs_f64(),
            idle_kb as f64 / 1000.0,
            open_kb as f64 / 1000.0,
            (open_kb.saturating_sub(idle_kb)) as f64 / rooms as f64
        );

        // Every room plays whole games at once.
        println!("{}", common::play_all(seated, seconds).await);

        // Quick match: players ask for a 3 x 3 game a few at a time, as
        // they would arrive; each is timed from asking to its welcome.
        let queueing = env_number("TICTACTOE_LOAD_QUEUE", 1000) as usize;
        let began = Instant::now();
        let mut asking = Vec::with_capacity(queueing);
        for i in 0..queueing {
            let url = url.clone();
            asking.push(tokio::spawn(async move {
                // Each player from an address of their own: two devices of
                // one address are never paired for a rated game.
                let home = std::net::IpAddr::from([127, 2, (i / 250) as u8, (i % 250) as u8 + 1]);
                let mut client = Client::connect_from(&url, home).await?;
                let asked = Instant::now();
                client
                    .send(&ClientMessage::QuickMatch {
                        version: VERSION,
                        name: format!("P{i}"),
                        board: BoardChoice::Classic,
                        player: format!("load-benchmark-player-{i:08}"),
                    })
                    .await?;
                loop {
                    match client.expect().await? {
                        ServerMessage::Welcome { .. } => break,
                        ServerMessage::Queued { .. } => {}
                        other => return Err(format!("expected a welcome, got {other:?}")),
                    }
                }
                Ok::<_, String>((asked.elapsed().as_micros() as u32, client))
            }));
            if i % 10 == 9 {
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
        }
        let mut waits = Vec::new();
        let mut matched = Vec::new();
        let mut failed = 0;
        for task in asking {
            match task.await.expect("a task") {
                Ok((wait, client)) => {
                    waits.push(wait);
                    matched.push(client);
                }
                Err(error) => {
                    failed += 1;
                    if failed == 1 {
                        println!("a quick match failed: {error}");
                    }
                }
            }
        }
        waits.sort_unstable();
        println!(
            "{queueing} players asked for a quick match in {:.1} s: {} seated; time to be seated p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; {failed} failed",
            began.elapsed().as_secs_f64(),
            waits.len(),
            percentile(&waits, 0.5),
            percentile(&waits, 0.99),
            percentile(&waits, 1.0),
        );
        drop(matched);

        // Spectators: watchers of one Ultimate room, each timing every move
        // from the mover's send to its own snapshot.
        let watching = env_number("TICTACTOE_LOAD_WATCHERS", 100) as usize;
        let (mut a, mut b, mut view) = open_room(&url, &url, BoardChoice::Ultimate)
            .await
            .expect("a room to watch");
        let sent_at = Arc::new(std::sync::Mutex::new(Vec::<Instant>::new()));
        let mut watchers = Vec::new();
        for _ in 0..watching {
            let mut watcher = Client::connect(&url).await.expect("a watcher connects");
            watcher
                .send(&ClientMessage::Watch {
                    version: VERSION,
                    code: view.code.clone(),
                })
                .await
                .expect("a watch");
            watchers.push(watcher);
        }
        // Every watcher and both players have heard of every watcher.
        for watcher in &mut watchers {
            while !matches!(watcher.room().await, Ok(room) if room.watchers as usize == watching) {}
        }
        for player in [&mut a, &mut b] {
            while !matches!(player.room().await, Ok(room) if room.watchers as usize == watching) {}
        }
        let listening: Vec<_> = watchers
            .into_iter()
            .map(|mut watcher| {
                let sent_at = sent_at.clone();
                tokio::spawn(async move {
                    let mut delays = Vec::new();
                    while let Ok(room) = watcher.room().await {
                        let arrived = Instant::now();
                        let n = room.moves.len();
                        if let Some(sent) = n.checked_sub(1).and_then(|i| sent_at.lock().ok()?.get(i).copied()) {
                            delays.push(arrived.duration_since(sent).as_micros() as u32);
                        }
                        if room.game().is_some_and(|g| g.outcome().is_over()) {
                            break;
                        }
                    }
                    delays
                })
            })
            .collect();
        let mut rng = 7u64;
        loop {
            let game = view.game().expect("a legal board");
            if game.outcome().is_over() {
                break;
            }
            let free = game.board().legal_moves();
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let pos = free[(rng >> 33) as usize % free.len()];
            let a_moves = (game.moves().len() % 2 == 0) == (view.x_seat == Seat::One);
            let (mover, other) = if a_moves { (&mut a, &mut b) } else { (&mut b, &mut a) };
            sent_at.lock().expect("the clock").push(Instant::now());
            mover
                .send(&ClientMessage::Move { square: pos.into() })
                .await
                .expect("a move");
            view = mover.room().await.expect("the room");
            other.room().await.expect("the room");
        }
        let mut delays = Vec::new();
        for task in listening {
            delays.extend(task.await.expect("a watcher"));
        }
        delays.sort_unstable();
        println!(
            "{watching} watchers of one Ultimate room, {} moves: {} deliveries, move to every watcher p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            view.moves.len(),
            delays.len(),
            percentile(&delays, 0.5),
            percentile(&delays, 0.99),
            percentile(&delays, 1.0),
        );

        // How many rooms this machine holds: open idle rooms until it stops.
        tokio::time::sleep(Duration::from_millis(500)).await;
        let base_kb = rss_kb(pid);
        let mut held = Vec::new();
        let mut stopped = format!("the benchmark's cap of {max_rooms}");
        'open: while held.len() < max_rooms {
            let opening: Vec<_> = (0..100.min(max_rooms - held.len()))
                .map(|_| tokio::spawn({
                    let url = url.clone();
                    async move { open_room(&url, &url, BoardChoice::Classic).await }
                }))
                .collect();
            for task in opening {
                match task.await.expect("a task") {
                    Ok(room) => held.push(room),
                    Err(error) => {
                        stopped = error;
                        break 'open;
                    }
                }
            }
        }
        let full_kb = rss_kb(pid);
        let limit = std::process::Command::new("sh")
            .args(["-c", "ulimit -n"])
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
            .unwrap_or_default();
        println!(
            "held {} rooms ({} connections) at once, stopped by {stopped}; server memory {:.1} MB: {:.1} kB a room (open-file limit here: {limit} per process)",
            held.len(),
            held.len() * 2,
            full_kb as f64 / 1000.0,
            full_kb.saturating_sub(base_kb) as f64 / held.len().max(1) as f64
        );
        drop(held);
    });
    let _ = server.kill();
    let _ = server.wait();
}
