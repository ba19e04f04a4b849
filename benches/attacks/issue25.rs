//! The attacks of issue 25: guessing room codes, filling rooms, silent
//! connections, a ping flood and slow, huge headers.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::RngExt;
use tictactoe::core::matchup::FirstMove;
use tictactoe::core::offered::BoardChoice;
use tictactoe::net::protocol::{
    CODE_ALPHABET, CODE_LEN, ClientMessage, ErrorCode, RoomView, ServerMessage, Square, VERSION,
};
use tictactoe::server::client::Client;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::common;
use crate::{Server, address};

fn create() -> ClientMessage {
    ClientMessage::Create {
        version: VERSION,
        name: "Honest".into(),
        board: BoardChoice::Classic,
        first: FirstMove::TakeTurns,
        // Without a clock: a player the attack slows must not lose on time.
        clock: None,
    }
}

fn join(code: String) -> ClientMessage {
    ClientMessage::Join {
        version: VERSION,
        code,
        name: "Mallory".into(),
    }
}

/// Opens a room from `from` and waits in it.
async fn waiting_room(url: &str, from: IpAddr) -> Result<Client, String> {
    let mut client = Client::connect_from(url, from).await?;
    client.send(&create()).await?;
    match client.expect().await? {
        ServerMessage::Welcome { .. } => {}
        other => return Err(format!("expected a welcome, got {other:?}")),
    }
    client.room().await?;
    Ok(client)
}

/// `count` rooms waiting for a friend, one per address from `first`.
async fn waiting_rooms(url: &str, first: u32, count: u32) -> Vec<Client> {
    let mut rooms = Vec::new();
    for chunk in (0..count).collect::<Vec<_>>().chunks(100) {
        let opened = futures_util::future::join_all(
            chunk.iter().map(|n| waiting_room(url, address(first + n))),
        )
        .await;
        rooms.extend(opened.into_iter().filter_map(Result::ok));
    }
    rooms
}

#[derive(Default)]
struct Guessing {
    /// Codes the server looked up (answered "no such room" or a seat).
    checked: AtomicU64,
    /// Tries refused unlooked: the address must wait.
    held_back: AtomicU64,
    seats_taken: AtomicU64,
    connections: AtomicU64,
}

/// One connection from `from` guessing codes until `until`, reconnecting
/// whenever the server closes it.
async fn guess(url: String, from: IpAddr, until: Instant, tally: Arc<Guessing>) {
    let mut rng = rand::make_rng::<rand::rngs::StdRng>();
    while Instant::now() < until {
        let Ok(mut client) = Client::connect_from(&url, from).await else {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        tally.connections.fetch_add(1, Ordering::Relaxed);
        while Instant::now() < until {
            let code: String = (0..CODE_LEN)
                .map(|_| char::from(CODE_ALPHABET[rng.random_range(0..CODE_ALPHABET.len())]))
                .collect();
            if client.send(&join(code)).await.is_err() {
                break;
            }
            let answer = tokio::time::timeout(
                until.saturating_duration_since(Instant::now()),
                client.next(),
            )
            .await;
            match answer {
                Ok(Ok(Some(ServerMessage::Error {
                    code: ErrorCode::NoSuchRoom,
                    ..
                }))) => {
                    tally.checked.fetch_add(1, Ordering::Relaxed);
                }
                Ok(Ok(Some(ServerMessage::Error {
                    code: ErrorCode::TooManyJoins | ErrorCode::TooFast,
                    ..
                }))) => {
                    tally.held_back.fetch_add(1, Ordering::Relaxed);
                }
                Ok(Ok(Some(ServerMessage::Welcome { .. }))) => {
                    tally.checked.fetch_add(1, Ordering::Relaxed);
                    tally.seats_taken.fetch_add(1, Ordering::Relaxed);
                    break;
                }
                Ok(Ok(Some(_))) => {}
                _ => break,
            }
        }
    }
}

pub(crate) async fn guessing(
    server: &Server,
    addresses: u32,
    per_address: u32,
    rooms: u32,
    secs: u64,
) {
    let url = server.url();
    let waiting = waiting_rooms(&url, 100_000, rooms).await;
    let tally = Arc::new(Guessing::default());
    let start = Instant::now();
    let until = start + Duration::from_secs(secs);
    let mut tasks = Vec::new();
    for a in 0..addresses {
        for _ in 0..per_address {
            tasks.push(tokio::spawn(guess(
                url.clone(),
                address(a),
                until,
                tally.clone(),
            )));
        }
    }
    for task in tasks {
        let _ = task.await;
    }
    let secs = start.elapsed().as_secs_f64();
    let checked = tally.checked.load(Ordering::Relaxed);
    let space = (CODE_ALPHABET.len() as f64).powi(CODE_LEN as i32);
    println!(
        "  {addresses} address(es) x {per_address} connection(s) for {secs:.0} s against {} waiting rooms:",
        waiting.len()
    );
    println!(
        "    {checked} codes checked ({:.1} a second, {:.1} per address), {} tries held back, {} connections",
        checked as f64 / secs,
        checked as f64 / addresses as f64,
        tally.held_back.load(Ordering::Relaxed),
        tally.connections.load(Ordering::Relaxed),
    );
    println!(
        "    seats taken: {} (expected by chance: {:.4})",
        tally.seats_taken.load(Ordering::Relaxed),
        checked as f64 * waiting.len() as f64 / space
    );
}

/// One address opens rooms and drops them as fast as it can; then a player
/// from elsewhere opens one.
pub(crate) async fn room_filling(server: &Server, addresses: u32) {
    let url = server.url();
    let start = Instant::now();
    let opened = Arc::new(AtomicU64::new(0));
    let refused = Arc::new(AtomicU64::new(0));
    let mut tasks = Vec::new();
    for a in 0..addresses {
        let (url, opened, refused) = (url.clone(), opened.clone(), refused.clone());
        tasks.push(tokio::spawn(async move {
            // Twice the per-address allowance, each dropped at once.
            for _ in 0..16 {
                let Ok(mut client) = Client::connect_from(&url, address(200_000 + a)).await else {
                    continue;
                };
                let _ = client.send(&create()).await;
                match client.next().await {
                    Ok(Some(ServerMessage::Welcome { .. })) => {
                        opened.fetch_add(1, Ordering::Relaxed);
                    }
                    _ => {
                        refused.fetch_add(1, Ordering::Relaxed);
                    }
                }
                drop(client);
            }
        }));
    }
    for task in tasks {
        let _ = task.await;
    }
    let filling = start.elapsed();
    let asked = Instant::now();
    let honest = waiting_room(&url, address(300_000)).await;
    println!(
        "  {addresses} address(es), 16 rooms each, dropped at once: {} opened, {} refused in {:.1} s; \
         then an honest player {} in {:.1} ms",
        opened.load(Ordering::Relaxed),
        refused.load(Ordering::Relaxed),
        filling.as_secs_f64(),
        if honest.is_ok() {
            "opened a room"
        } else {
            "was REFUSED"
        },
        asked.elapsed().as_secs_f64() * 1000.0
    );
}

/// Two honest players from their own addresses play one move each way and
/// the time that took from the first try, trying again until `patience`.
pub(crate) async fn honest_round_trip(url: &str, n: u32, patience: Duration) -> Option<Duration> {
    let start = Instant::now();
    while start.elapsed() < patience {
        let attempt = async {
            let (mut a, mut b, _) = pair(url, n).await?;
            a.send(&ClientMessage::Move {
                square: Square { row: 1, col: 1 },
            })
            .await?;
            a.room().await?;
            b.room().await
        };
        if tokio::time::timeout(Duration::from_secs(5), attempt)
            .await
            .is_ok_and(|r| r.is_ok())
        {
            return Some(start.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    None
}

pub(crate) async fn pair(url: &str, n: u32) -> Result<(Client, Client, RoomView), String> {
    let mut a = Client::connect_from(url, address(400_000 + 2 * n)).await?;
    a.send(&ClientMessage::Create {
        version: VERSION,
        name: "A".into(),
        board: BoardChoice::Classic,
        first: FirstMove::SeatOne,
        clock: None,
    })
    .await?;
    let code = match a.expect().await? {
        ServerMessage::Welcome { code, .. } => code,
        other => return Err(format!("{other:?}")),
    };
    a.room().await?;
    let mut b = Client::connect_from(url, address(400_001 + 2 * n)).await?;
    b.send(&ClientMessage::Join {
        version: VERSION,
        code,
        name: "B".into(),
    })
    .await?;
    b.expect().await?;
    let view = b.room().await?;
    a.room().await?;
    Ok((a, b, view))
}

/// Connections that never speak, more than the server has descriptors for.
pub(crate) async fn silent_connections(count: usize, files: u32) {
    let server = Server::start(Some(files));
    let mut silent = Vec::new();
    for n in 0..count {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        let _ = socket.bind(SocketAddr::new(address(500_000 + n as u32 / 16), 0));
        if let Ok(Ok(stream)) =
            tokio::time::timeout(Duration::from_secs(2), socket.connect(server.addr)).await
        {
            silent.push(stream);
        }
    }
    let opened = Instant::now();
    let honest = honest_round_trip(&server.url(), 0, Duration::from_secs(60)).await;
    // How long until the server let every silent one go.
    let closing = silent.into_iter().map(|mut stream| async move {
        let mut byte = [0u8; 1];
        let _ = tokio::time::timeout(Duration::from_secs(60), stream.read(&mut byte)).await;
        opened.elapsed()
    });
    let closed = futures_util::future::join_all(closing).await;
    let last = closed.iter().max().copied().unwrap_or_default();
    println!(
        "  {} silent connections, the server allowed {files} open files: an honest pair {}; \
         every silent one closed by the server within {:.1} s",
        closed.len(),
        match honest {
            Some(took) => format!("played after {:.1} s", took.as_secs_f64()),
            None => "could NOT play within 60 s".into(),
        },
        last.as_secs_f64()
    );
}

/// Honest rooms playing; their move round trips, with and without one
/// connection sending pings as fast as it can.
pub(crate) async fn ping_flood(rooms: u32, secs: u64) {
    let server = Server::start(None);
    let url = server.url();
    for flood in [false, true] {
        let until = Instant::now() + Duration::from_secs(secs);
        let mut players = Vec::new();
        for n in 0..rooms {
            let url = url.clone();
            players.push(tokio::spawn(async move {
                let (a, b, view) = pair(&url, 1000 * u32::from(flood) + n).await?;
                // A person's pace, not a loop's: ten moves a second a room.
                let pause = Duration::from_millis(100);
                common::play_rounds(
                    a,
                    b,
                    view,
                    until,
                    u64::from(n) + 1,
                    pause,
                    &AtomicU64::new(0),
                )
                .await
            }));
        }
        // The flooder reconnects each time it is cut off, as an attacker
        // would, until the rooms stop.
        let flooder = flood.then(|| {
            let url = url.clone();
            tokio::spawn(async move {
                let (mut pings, mut cut_off) = (0u64, 0u64);
                while Instant::now() < until {
                    let Ok(mut client) = Client::connect_from(&url, address(600_000)).await else {
                        tokio::time::sleep(Duration::from_millis(10)).await;
                        continue;
                    };
                    while Instant::now() < until {
                        if client.send_ping().await.is_err() {
                            cut_off += 1;
                            break;
                        }
                        pings += 1;
                        if pings % 64 == 0 {
                            tokio::task::yield_now().await;
                        }
                    }
                }
                (pings, cut_off)
            })
        });
        let mut trips = Vec::new();
        for player in players {
            if let Ok(Ok(mut some)) = player.await {
                trips.append(&mut some);
            }
        }
        trips.sort_unstable();
        let at = |q: f64| {
            trips
                .get(((trips.len() as f64 - 1.0) * q) as usize)
                .map_or(0.0, |&us| f64::from(us) / 1000.0)
        };
        let flooded = match flooder {
            None => String::new(),
            Some(task) => match task.await {
                Ok((pings, cut_off)) => {
                    format!("; {pings} pings sent, the flooder cut off {cut_off} times")
                }
                Err(error) => format!("; the flood failed: {error}"),
            },
        };
        println!(
            "  {rooms} rooms {} a ping flood: {} moves, round trip p50 {:.2} ms, p95 {:.2} ms{flooded}",
            if flood { "beside" } else { "without" },
            trips.len(),
            at(0.5),
            at(0.95),
        );
    }
}

/// Connections sending big headers a little at a time.
pub(crate) async fn slow_headers(count: usize, header_kb: usize) {
    let server = Server::start(None);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let before = server.memory_mb();
    let peak = Arc::new(std::sync::Mutex::new(before));
    let start = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..count {
        let addr = server.addr;
        tasks.push(tokio::spawn(async move {
            let Ok(mut stream) = tokio::net::TcpStream::connect(addr).await else {
                return "unconnected";
            };
            let chunk = format!("X-Slow: {}\r\n", "a".repeat(1014));
            let mut sent = stream
                .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n")
                .await
                .is_ok();
            for _ in 0..header_kb {
                if !sent {
                    break;
                }
                sent = stream.write_all(chunk.as_bytes()).await.is_ok();
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            // Whatever the server said before it closed, if anything.
            let mut answer = [0u8; 12];
            match tokio::time::timeout(Duration::from_secs(30), stream.read(&mut answer)).await {
                Ok(Ok(read)) if answer[..read].starts_with(b"HTTP/1.1 431") => "431",
                Ok(Ok(0)) | Ok(Err(_)) => "closed",
                _ => "other",
            }
        }));
    }
    let watcher = {
        let (pid, peak) = (server.child.id(), peak.clone());
        tokio::spawn(async move {
            loop {
                let mb = std::fs::read_to_string(format!("/proc/{pid}/status"))
                    .ok()
                    .and_then(|s| {
                        s.lines()
                            .find(|l| l.starts_with("VmRSS:"))
                            .and_then(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
                    })
                    .unwrap_or(0.0)
                    / 1024.0;
                {
                    let mut peak = peak.lock().unwrap();
                    *peak = peak.max(mb);
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
    };
    let mut outcomes = std::collections::BTreeMap::<&str, u32>::new();
    for task in tasks {
        if let Ok(outcome) = task.await {
            *outcomes.entry(outcome).or_default() += 1;
        }
    }
    watcher.abort();
    let peak = *peak.lock().unwrap();
    println!(
        "  {count} connections sending {header_kb} KB headers 1 KB at a time: {outcomes:?} in {:.1} s; \
         server memory {before:.1} MB, peak {peak:.1} MB (+{:.1} MB)",
        start.elapsed().as_secs_f64(),
        peak - before
    );
}
