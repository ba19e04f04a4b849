//! Three game servers sharing rooms through Redis, over loopback: rooms
//! opened across the three, a share of them playing whole games at once,
//! then one room's players forwarded from another node. Prints moves per
//! second, move round trips (p50, p99), memory per room in each node and
//! in Redis. Not a test: nothing here passes or fails on speed.
//!
//!   cargo bench --no-default-features --features server --bench cluster_load
//!
//! TICTACTOE_CLUSTER_ROOMS (default 30000) rooms are opened, a third on
//! each node, both players on the room's own node (as the balancer sends
//! them by the code); TICTACTOE_CLUSTER_PLAYING (default 3000) of them play
//! for TICTACTOE_CLUSTER_SECS (default 10) while the rest wait, held by
//! helper processes (this program again). Needs redis-server.
//!
//! Twenty thousand sockets in each node, and sixty thousand on the
//! players' side, are more than a process may open by default (1,024).
//! The benchmark raises its open-file limit, soft and hard, to 200,000
//! with setrlimit, which needs root with CAP_SYS_RESOURCE, and the nodes
//! and helpers it starts inherit it; failing that it takes the soft limit
//! up to the hard one, says so, and opens as many rooms as a node can
//! then hold.

mod common;

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use tictactoe::core::matchup::FirstMove;
use tictactoe::core::offered::BoardChoice;
use tictactoe::net::protocol::{ClientMessage, RoomView, ServerMessage, VERSION};
use tictactoe::server::client::Client;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Open files wanted: the players' sockets and each node's, with room.
const OPEN_FILES: u64 = 200_000;

/// Raises this process's open-file limit (and so its children's); the
/// limit in force afterwards.
fn raise_open_files() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct given.
    unsafe {
        let wanted = libc::rlimit {
            rlim_cur: OPEN_FILES as libc::rlim_t,
            rlim_max: OPEN_FILES as libc::rlim_t,
        };
        if libc::setrlimit(libc::RLIMIT_NOFILE, &wanted) != 0 {
            // Not allowed past the hard limit: take what it allows.
            libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit);
            limit.rlim_cur = limit.rlim_max;
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
        libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit);
    }
    #[allow(clippy::unnecessary_cast)]
    let soft = limit.rlim_cur as u64;
    soft
}

/// Resident memory of a process, in kB.
fn rss_kb(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|addr| addr.port())
        .expect("a free port")
}

/// Kills the processes it holds when the benchmark ends, however it ends.
struct Processes(Vec<Child>);

impl Drop for Processes {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

fn start_redis(port: u16) -> Child {
    let child = Command::new("redis-server")
        .args(["--port", &port.to_string(), "--bind", "127.0.0.1"])
        .args(["--save", "", "--appendonly", "no", "--maxclients", "10000"])
        .stdout(Stdio::null())
        .spawn()
        .expect("redis-server runs (apt-get install redis-server)");
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "redis-server did not start"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    child
}

/// One node, sharing rooms through the Redis at `redis`; its socket URL.
fn start_node(name: &str, redis: u16) -> (Child, String) {
    let port = free_port();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tictactoe-server"))
        .args(["--port", &port.to_string(), "--node", name])
        .args(["--redis", &format!("redis://127.0.0.1:{redis}")])
        .args(["--advertise", &format!("127.0.0.1:{port}")])
        .args(["--max-rooms", "1000000", "--max-connections", "1000000"])
        // The players move as fast as the nodes answer, all from this
        // machine's one address.
        .args(["--messages-per-second", "100000"])
        .args(["--connections-per-address", "1000000"])
        .args(["--rooms-per-address", "1000000"])
        .args(["--store", "memory"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server binary runs");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("its output"))
        .read_line(&mut line)
        .expect("the node says where it listens");
    assert!(line.contains("Listening on"), "{line}");
    (child, format!("ws://127.0.0.1:{port}/ws"))
}

/// Redis's memory for its data, in bytes.
fn redis_used_memory(port: u16) -> u64 {
    Command::new("redis-cli")
        .args(["-p", &port.to_string(), "info", "memory"])
        .output()
        .ok()
        .and_then(|out| {
            String::from_utf8_lossy(&out.stdout)
                .lines()
                .find_map(|line| line.strip_prefix("used_memory:")?.trim().parse().ok())
        })
        .unwrap_or(0)
}

async fn welcome(client: &mut Client) -> Result<String, String> {
    match client.expect().await? {
        ServerMessage::Welcome { code, .. } => Ok(code),
        other => Err(format!("expected a welcome, got {other:?}")),
    }
}

/// A room created through `creator`'s node and joined through `joiner`'s.
async fn open_room(creator: &str, joiner: &str) -> Result<(Client, Client, RoomView), String> {
    let mut a = Client::connect(creator).await?;
    a.send(&ClientMessage::Create {
        version: VERSION,
        name: "A".into(),
        board: BoardChoice::Classic,
        first: FirstMove::TakeTurns,
        // No clock: a room waiting on a loaded machine must not end on time.
        clock: None,
    })
    .await?;
    let code = welcome(&mut a).await?;
    a.room().await?;
    let mut b = Client::connect(joiner).await?;
    b.send(&ClientMessage::Join {
        version: VERSION,
        code,
        name: "B".into(),
    })
    .await?;
    welcome(&mut b).await?;
    let view = b.room().await?;
    a.room().await?;
    Ok((a, b, view))
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    f64::from(sorted[i]) / 1000.0
}

/// `rooms` play whole games for `seconds`; moves, moves a second, trips.
async fn play(seated: Vec<(Client, Client, RoomView)>, seconds: u64) -> String {
    let rooms = seated.len();
    let moves = Arc::new(AtomicU64::new(0));
    let until = Instant::now() + Duration::from_secs(seconds);
    let began = Instant::now();
    let players: Vec<_> = seated
        .into_iter()
        .enumerate()
        .map(|(i, (a, b, view))| {
            let moves = moves.clone();
            tokio::spawn(async move {
                common::play_rounds(a, b, view, until, i as u64 + 1, Duration::ZERO, &moves).await
            })
        })
        .collect();
    let mut trips = Vec::new();
    let mut failures = 0;
    let mut first_failure = String::new();
    for task in players {
        match task.await.expect("a task") {
            Ok(t) => trips.extend(t),
            Err(error) => {
                failures += 1;
                if failures == 1 {
                    first_failure = format!(" (first: {error})");
                }
            }
        }
    }
    let elapsed = began.elapsed().as_secs_f64();
    trips.sort_unstable();
    let total = moves.load(Ordering::Relaxed);
    format!(
        "{rooms} rooms playing for {elapsed:.1} s: {total} moves, {:.0} moves/s; move round trip \
         p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; {failures} rooms failed{first_failure}",
        total as f64 / elapsed,
        percentile(&trips, 0.5),
        percentile(&trips, 0.99),
        percentile(&trips, 1.0),
    )
}

/// A helper process of the benchmark: opens `count` rooms round the
/// nodes (`urls`), says how many opened, and holds them until its input
/// closes. One process may not open enough sockets for every room.
fn hold_rooms(urls: Vec<String>, count: usize) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let mut held = Vec::with_capacity(count);
        let mut failed = 0;
        let indices: Vec<usize> = (0..count).collect();
        for chunk in indices.chunks(200) {
            let opening: Vec<_> = chunk
                .iter()
                .map(|&i| {
                    let url = urls[i % urls.len()].clone();
                    tokio::spawn(async move { open_room(&url, &url).await })
                })
                .collect();
            for task in opening {
                match task.await.expect("a task") {
                    Ok(room) => held.push(room),
                    Err(_) => failed += 1,
                }
            }
        }
        println!("{} {failed}", held.len());
        let mut line = String::new();
        let _ = std::io::stdin().read_line(&mut line);
        drop(held);
    });
}

const WORKER: &str = "TICTACTOE_CLUSTER_WORKER";

fn main() {
    if let Ok(work) = std::env::var(WORKER) {
        let (urls, count) = work.split_once(' ').expect("urls and a count");
        let urls = urls.split(',').map(str::to_string).collect();
        hold_rooms(urls, count.parse().expect("a count"));
        return;
    }
    let wanted = env_number("TICTACTOE_CLUSTER_ROOMS", 30_000) as usize;
    let playing = env_number("TICTACTOE_CLUSTER_PLAYING", 3_000) as usize;
    let seconds = env_number("TICTACTOE_CLUSTER_SECS", 10);
    let files = raise_open_files();
    // A node holds two sockets a room and keeps 64 files spare; a process
    // of players holds two a room too.
    let per_process = (files.saturating_sub(200) / 2) as usize;
    let per_node = wanted.div_ceil(3).min(per_process);
    let rooms = (per_node * 3).min(wanted);
    let playing = playing.min(rooms).min(per_process);
    println!(
        "open-file limit {files} a process{}",
        if rooms < wanted {
            format!(
                ": a node holds at most {per_process} rooms, so {rooms} of {wanted} \
                 (raising the limit needs root with CAP_SYS_RESOURCE)"
            )
        } else {
            String::new()
        }
    );
    let redis_port = free_port();
    let mut processes = Processes(vec![start_redis(redis_port)]);
    let mut urls = Vec::new();
    let mut pids = Vec::new();
    for name in ["one", "two", "three"] {
        let (child, url) = start_node(name, redis_port);
        pids.push(child.id());
        processes.0.push(child);
        urls.push(url);
    }
    let redis_pid = processes.0[0].id();
    std::thread::sleep(Duration::from_millis(300));
    let idle_kb: Vec<u64> = pids.iter().map(|&pid| rss_kb(pid)).collect();
    let redis_idle = redis_used_memory(redis_port);

    // The rooms that only wait, held by helper processes.
    let started = Instant::now();
    let mut waiting = rooms - playing;
    let mut holders = Processes(Vec::new());
    let mut outputs = Vec::new();
    while waiting > 0 {
        let count = waiting.min(per_process);
        waiting -= count;
        let mut child = Command::new(std::env::current_exe().expect("this benchmark"))
            .env(WORKER, format!("{} {count}", urls.join(",")))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("a helper process");
        outputs.push(BufReader::new(child.stdout.take().expect("its output")));
        holders.0.push(child);
    }
    let (mut held, mut failed) = (0, 0);
    for output in &mut outputs {
        let mut line = String::new();
        output
            .read_line(&mut line)
            .expect("a helper says how many opened");
        let mut numbers = line
            .split_whitespace()
            .map(|n| n.parse::<usize>().unwrap_or(0));
        held += numbers.next().unwrap_or(0);
        failed += numbers.next().unwrap_or(0);
    }

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        // The rooms that play, held here.
        let mut seated = Vec::with_capacity(playing);
        for i in 0..playing {
            let url = urls[i % 3].clone();
            match open_room(&url, &url).await {
                Ok(room) => seated.push(room),
                Err(error) => {
                    failed += 1;
                    println!("a room failed to open: {error}");
                }
            }
        }
        let open = held + seated.len();
        tokio::time::sleep(Duration::from_millis(500)).await;
        let open_kb: Vec<u64> = pids.iter().map(|&pid| rss_kb(pid)).collect();
        let redis_open = redis_used_memory(redis_port);
        println!(
            "opened {open} rooms ({} connections) across three nodes in {:.1} s, {failed} failed \
             ({} helper processes held {held} of them)",
            open * 2,
            started.elapsed().as_secs_f64(),
            holders.0.len(),
        );
        for (n, (idle, used)) in idle_kb.iter().zip(&open_kb).enumerate() {
            println!(
                "  node {}: {:.1} MB idle, {:.1} MB with its {} rooms: {:.1} kB a room",
                n + 1,
                *idle as f64 / 1000.0,
                *used as f64 / 1000.0,
                open / 3,
                used.saturating_sub(*idle) as f64 / (open / 3).max(1) as f64
            );
        }
        println!(
            "  Redis: {:.1} MB of data ({:.2} kB a room; its process {:.1} MB resident)",
            redis_open as f64 / 1e6,
            redis_open.saturating_sub(redis_idle) as f64 / 1000.0 / open.max(1) as f64,
            rss_kb(redis_pid) as f64 / 1000.0
        );

        // A share of them play whole games while the rest wait, open.
        println!("{}", play(seated, seconds).await);
        println!("  (every change written to Redis before its players heard of it)");

        // Rooms whose second player reached another node: forwarded.
        let forwarded_rooms = playing.min(300);
        let mut forwarded = Vec::with_capacity(forwarded_rooms);
        for i in 0..forwarded_rooms {
            let (creator, joiner) = (urls[i % 3].clone(), urls[(i + 1) % 3].clone());
            match open_room(&creator, &joiner).await {
                Ok(room) => forwarded.push(room),
                Err(error) => println!("a forwarded room failed to open: {error}"),
            }
        }
        println!("forwarded: {}", play(forwarded, seconds).await);
    });
    drop(holders);
    drop(processes);
}
