//! The attacks of issue 37: rating farming from one address, plain TCP
//! connections from one address past the open-file limit, a thousand
//! watchers with churn beside a room being played, and a leaderboard flood.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use tictactoe::core::matchup::Seat;
use tictactoe::core::offered::BoardChoice;
use tictactoe::net::protocol::{
    self, ClientMessage, Leaderboard, RoomView, ServerMessage, Square, VERSION,
};
use tictactoe::server::client::Client;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::common::percentile;
use crate::{Server, address, issue25};

/// A device key of the protocol's form, one per number.
pub(crate) fn device(n: u32) -> String {
    format!("attack{n:016x}")
}

pub(crate) fn quick(name: &str, player: &str) -> ClientMessage {
    ClientMessage::QuickMatch {
        version: VERSION,
        name: name.into(),
        board: BoardChoice::Classic,
        player: player.into(),
    }
}

/// The next message within `patience`, `Ok(None)` if none came (the
/// connection stays usable) and an error once the server closed it.
async fn within(client: &mut Client, patience: Duration) -> Result<Option<ServerMessage>, String> {
    match tokio::time::timeout(patience, client.next()).await {
        Err(_) => Ok(None),
        Ok(Ok(Some(message))) => Ok(Some(message)),
        Ok(Ok(None)) => Err("closed by the server".into()),
        // The client's own patience (10 s) ran out: nothing came.
        Ok(Err(error)) if error.contains("said nothing") => Ok(None),
        Ok(Err(error)) => Err(error),
    }
}

/// Waits up to `patience` for a seat: the seat, or `None` if nobody was
/// paired with this search by then (or it was refused, with why).
pub(crate) async fn seated(
    client: &mut Client,
    patience: Duration,
) -> Result<Option<Seat>, String> {
    let until = Instant::now() + patience;
    while Instant::now() < until {
        match within(client, until.saturating_duration_since(Instant::now())).await? {
            Some(ServerMessage::Welcome { seat, .. }) => return Ok(Some(seat)),
            Some(ServerMessage::Error { message, .. }) => return Err(message),
            _ => {}
        }
    }
    Ok(None)
}

/// Reads snapshots until one passes `done` (a watcher's count, a rating
/// coming in: every other snapshot is skipped).
pub(crate) async fn room_until(
    client: &mut Client,
    done: impl Fn(&RoomView) -> bool,
) -> Result<RoomView, String> {
    loop {
        match client.expect().await? {
            ServerMessage::Room(view) if done(&view) => return Ok(view),
            ServerMessage::Error { message, .. } => return Err(message),
            ServerMessage::Closed { reason, .. } => return Err(reason),
            _ => {}
        }
    }
}

/// The seat to move in `view`'s round.
fn to_move(view: &RoomView) -> Seat {
    if view.moves.len().is_multiple_of(2) {
        view.x_seat
    } else {
        view.x_seat.other()
    }
}

/// One round the farmer wins on the top row, the victim playing squares
/// that never make a line. Returns the round's last snapshot.
pub(crate) async fn farmers_round(
    farmer: &mut Client,
    victim: &mut Client,
    farmer_seat: Seat,
    mut view: RoomView,
) -> Result<RoomView, String> {
    const FARMER: [(u8, u8); 3] = [(0, 0), (0, 1), (0, 2)];
    const VICTIM: [(u8, u8); 3] = [(1, 0), (2, 2), (2, 0)];
    let round = view.round;
    while view.game().is_some_and(|game| !game.outcome().is_over()) {
        let played = view.moves.len();
        let farmer_moves = to_move(&view) == farmer_seat;
        let x_moves = view.x_seat == farmer_seat;
        // Each side's n-th move, counted from its own first.
        let nth = if farmer_moves == x_moves {
            played / 2
        } else {
            (played - 1) / 2
        };
        let ((row, col), mover) = if farmer_moves {
            (FARMER[nth], &mut *farmer)
        } else {
            (VICTIM[nth], &mut *victim)
        };
        // At a quick hand's pace, within the server's messages a second.
        tokio::time::sleep(Duration::from_millis(60)).await;
        mover
            .send(&ClientMessage::Move {
                square: Square { row, col },
            })
            .await?;
        let next = |v: &RoomView| v.round == round && v.moves.len() == played + 1;
        view = room_until(farmer, next).await?;
        room_until(victim, next).await?;
    }
    Ok(view)
}

/// Both ask for another round; the first snapshot of it.
async fn again(farmer: &mut Client, victim: &mut Client, round: u32) -> Result<RoomView, String> {
    tokio::time::sleep(Duration::from_millis(60)).await;
    farmer.send(&ClientMessage::PlayAgain).await?;
    victim.send(&ClientMessage::PlayAgain).await?;
    let next = |v: &RoomView| v.round == round + 1;
    let view = room_until(farmer, next).await?;
    room_until(victim, next).await?;
    Ok(view)
}

/// Where `player` stands on the 3 x 3 leaderboard: (rating, place), the
/// place `None` if the player is not among the best shown.
pub(crate) async fn standing(url: &str, player: &str) -> Option<(u32, Option<u32>)> {
    let mut client = Client::connect_from(url, address(899_999)).await.ok()?;
    client
        .send(&ClientMessage::Leaderboard {
            version: VERSION,
            board: BoardChoice::Classic,
            player: Some(player.into()),
        })
        .await
        .ok()?;
    loop {
        match client.expect().await.ok()? {
            ServerMessage::Leaderboard(Leaderboard { you, top, .. }) => {
                let you = you?;
                let listed = top
                    .iter()
                    .any(|s| s.place == you.place && s.name == you.name);
                return Some((you.rating, listed.then_some(you.place)));
            }
            ServerMessage::Error { .. } => return None,
            _ => {}
        }
    }
}

pub(crate) fn told(standing: Option<(u32, Option<u32>)>) -> String {
    match standing {
        None => "not rated".into(),
        Some((rating, Some(place))) => format!("rating {rating}, place {place} on the leaderboard"),
        Some((rating, None)) => format!("rating {rating}, not on the leaderboard"),
    }
}

/// A farmer and one victim key search together and, once paired, the
/// farmer wins `games` rounds through Play again. The farmer's standing.
async fn farm_one_victim(
    url: &str,
    from: (IpAddr, IpAddr),
    keys: (u32, u32),
    games: u32,
) -> Result<String, String> {
    let (farmer_key, victim_key) = (device(keys.0), device(keys.1));
    let mut farmer = Client::connect_from(url, from.0).await?;
    let mut victim = Client::connect_from(url, from.1).await?;
    farmer
        .send(&quick(&format!("Farmer {}", keys.0), &farmer_key))
        .await?;
    victim
        .send(&quick(&format!("Victim {}", keys.1), &victim_key))
        .await?;
    // Anyone is paired after a minute's wait: a little more than that.
    // Both read all the while, as a game does.
    let patience = Duration::from_secs(70);
    let (farmer_seated, victim_seated) =
        tokio::join!(seated(&mut farmer, patience), seated(&mut victim, patience));
    let (Some(farmer_seat), Some(_)) = (farmer_seated?, victim_seated?) else {
        return Ok(format!(
            "never paired in {} s; {}",
            patience.as_secs(),
            told(standing(url, &farmer_key).await)
        ));
    };
    let mut view = room_until(&mut farmer, |v| v.round == 1).await?;
    room_until(&mut victim, |v| v.round == 1).await?;
    for game in 0..games {
        if game > 0 {
            view = again(&mut farmer, &mut victim, view.round).await?;
        }
        view = farmers_round(&mut farmer, &mut victim, farmer_seat, view).await?;
    }
    // The last rating is kept as the round ends; give it a moment.
    tokio::time::sleep(Duration::from_millis(300)).await;
    Ok(format!(
        "{games} games won; {}",
        told(standing(url, &farmer_key).await)
    ))
}

/// A farmer beats a fresh victim key each match, all from one address
/// other than the farmer's: `matches` quick matches of one round.
async fn farm_fresh_victims(url: &str, matches: u32) -> Result<String, String> {
    let farmer_key = device(1_000);
    let mut won = 0;
    for n in 0..matches {
        let mut farmer = Client::connect_from(url, address(800_010)).await?;
        let mut victim = Client::connect_from(url, address(800_011)).await?;
        farmer.send(&quick("Farmer Fresh", &farmer_key)).await?;
        victim
            .send(&quick(&format!("Victim Fresh {n}"), &device(1_001 + n)))
            .await?;
        let patience = Duration::from_secs(70);
        let (farmer_seated, victim_seated) =
            tokio::join!(seated(&mut farmer, patience), seated(&mut victim, patience));
        let (Some(farmer_seat), Some(_)) = (farmer_seated?, victim_seated?) else {
            break;
        };
        let view = room_until(&mut farmer, |v| v.round == 1).await?;
        room_until(&mut victim, |v| v.round == 1).await?;
        farmers_round(&mut farmer, &mut victim, farmer_seat, view).await?;
        won += 1;
        tokio::time::sleep(Duration::from_millis(300)).await;
        farmer.close().await;
        victim.close().await;
    }
    Ok(format!(
        "{won} of {matches} matches won; {}",
        told(standing(url, &farmer_key).await)
    ))
}

pub(crate) async fn farming(games: u32) {
    let server = Server::start(None);
    let url = server.url();
    let one = address(800_000);
    let report = |result: Result<String, String>| match result {
        Ok(line) => line,
        Err(error) => format!("failed: {error}"),
    };
    println!(
        "  two keys from one address, Play again: {}",
        report(farm_one_victim(&url, (one, one), (1, 2), games).await)
    );
    println!(
        "  two keys from two addresses, Play again: {}",
        report(farm_one_victim(&url, (address(800_001), address(800_002)), (3, 4), games).await)
    );
    println!(
        "  a fresh victim key each match, from one other address: {}",
        report(farm_fresh_victims(&url, games.min(5)).await)
    );
}

/// Opens a TCP connection from `from` that never speaks.
async fn silent(server: SocketAddr, from: IpAddr) -> Option<tokio::net::TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4().ok()?;
    socket.bind(SocketAddr::new(from, 0)).ok()?;
    tokio::time::timeout(Duration::from_secs(2), socket.connect(server))
        .await
        .ok()?
        .ok()
}

/// Whether the server has let `stream` go: closed or reset it, or said
/// anything at all to a connection that never spoke (it turns it away).
async fn closed(stream: &mut tokio::net::TcpStream) -> bool {
    let mut byte = [0u8; 1];
    tokio::time::timeout(Duration::from_millis(2), stream.read(&mut byte))
        .await
        .is_ok()
}

/// How long a page's first request from `from` takes to be answered.
async fn page_load(server: SocketAddr, from: IpAddr, patience: Duration) -> Option<Duration> {
    let start = Instant::now();
    let attempt = async {
        let mut stream = silent(server, from).await?;
        stream
            .write_all(b"GET / HTTP/1.1\r\nHost: tictactoe\r\n\r\n")
            .await
            .ok()?;
        let mut answer = [0u8; 12];
        let read = stream.read(&mut answer).await.ok()?;
        answer[..read]
            .starts_with(b"HTTP/1.1")
            .then(|| start.elapsed())
    };
    tokio::time::timeout(patience, attempt).await.ok().flatten()
}

/// `count` plain TCP connections from one address, kept open (each one the
/// server closes is opened again) while a newcomer loads the page and two
/// honest players play, under an open-file limit of `files`.
pub(crate) async fn descriptors(count: usize, files: u32) {
    let server = Server::start(Some(files));
    let attacker = address(810_000);
    let until = Instant::now() + Duration::from_secs(20);
    let peak = Arc::new(AtomicU64::new(0));
    let reopened = Arc::new(AtomicU64::new(0));
    let holding = {
        let (addr, peak, reopened) = (server.addr, peak.clone(), reopened.clone());
        tokio::spawn(async move {
            let mut held = Vec::new();
            while Instant::now() < until {
                let mut open = Vec::with_capacity(held.len());
                for mut stream in held.drain(..) {
                    if !closed(&mut stream).await {
                        open.push(stream);
                    }
                }
                held = open;
                peak.fetch_max(held.len() as u64, Ordering::Relaxed);
                let missing = count.saturating_sub(held.len());
                for _ in 0..missing {
                    if let Some(stream) = silent(addr, attacker).await {
                        held.push(stream);
                        reopened.fetch_add(1, Ordering::Relaxed);
                    }
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        })
    };
    // A newcomer loads the page every two seconds meanwhile.
    let mut pages = Vec::new();
    for n in 0..8 {
        tokio::time::sleep(Duration::from_secs(2)).await;
        pages.push(page_load(server.addr, address(810_100 + n), Duration::from_secs(5)).await);
    }
    let honest = issue25::honest_round_trip(&server.url(), 5, Duration::from_secs(10)).await;
    let _ = holding.await;
    let answered: Vec<f64> = pages
        .iter()
        .flatten()
        .map(|took| took.as_secs_f64() * 1000.0)
        .collect();
    let worst = answered.iter().copied().fold(0.0, f64::max);
    println!(
        "  {count} plain TCP connections from one address, {files} open files: at most {} held open \
         at once ({} opened in all over 20 s); newcomers' pages: {} of {} answered within 5 s \
         (the slowest in {worst:.1} ms); an honest pair {}",
        peak.load(Ordering::Relaxed),
        reopened.load(Ordering::Relaxed),
        answered.len(),
        pages.len(),
        match honest {
            Some(took) => format!("played after {:.1} ms", took.as_secs_f64() * 1000.0),
            None => "could NOT play within 10 s".into(),
        }
    );
}

/// Two players move at a person's pace (ten moves a second between them)
/// until `until`: each move's round trip in µs. Snapshots that only tell
/// of watchers coming and going are skipped.
async fn play_measured(
    a: &mut Client,
    b: &mut Client,
    mut view: RoomView,
    until: Instant,
) -> Result<(Vec<u32>, RoomView), String> {
    let mut trips = Vec::new();
    let mut turn = 0usize;
    while Instant::now() < until {
        let game = view.game().ok_or("an illegal board")?;
        if game.outcome().is_over() {
            let round = view.round;
            a.send(&ClientMessage::PlayAgain).await?;
            b.send(&ClientMessage::PlayAgain).await?;
            view = room_until(a, |v| v.round == round + 1).await?;
            room_until(b, |v| v.round == round + 1).await?;
            continue;
        }
        let free = game.board().legal_moves();
        turn += 1;
        let pos = free[(turn * 7) % free.len()];
        let a_moves = to_move(&view) == Seat::One;
        let (mover, other) = if a_moves {
            (&mut *a, &mut *b)
        } else {
            (&mut *b, &mut *a)
        };
        let (round, played) = (view.round, view.moves.len());
        let sent = Instant::now();
        mover
            .send(&ClientMessage::Move {
                square: Square::from(pos),
            })
            .await?;
        let next = |v: &RoomView| v.round == round && v.moves.len() == played + 1;
        view = room_until(mover, next).await?;
        trips.push(sent.elapsed().as_micros() as u32);
        room_until(other, next).await?;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Ok((trips, view))
}

fn trips_line(mut trips: Vec<u32>) -> String {
    trips.sort_unstable();
    format!(
        "{} moves, round trip p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        trips.len(),
        percentile(&trips, 0.5),
        percentile(&trips, 0.99),
        percentile(&trips, 1.0)
    )
}

/// A watcher of `code` from `from` that counts the snapshots it is sent
/// until `until`; `None` if it was refused.
async fn watcher(
    url: String,
    code: String,
    from: IpAddr,
    until: Instant,
    got: Arc<AtomicU64>,
) -> bool {
    let Ok(mut client) = Client::connect_from(&url, from).await else {
        return false;
    };
    if client
        .send(&ClientMessage::Watch {
            version: VERSION,
            code,
        })
        .await
        .is_err()
    {
        return false;
    }
    match within(&mut client, Duration::from_secs(10)).await {
        Ok(Some(ServerMessage::Watching { .. })) => {}
        _ => return false,
    }
    tokio::spawn(async move {
        while Instant::now() < until {
            match within(&mut client, until.saturating_duration_since(Instant::now())).await {
                Ok(Some(ServerMessage::Room(_))) => {
                    got.fetch_add(1, Ordering::Relaxed);
                }
                Ok(_) => {}
                Err(_) => break,
            }
        }
    });
    true
}

/// One connection from `from` that watches `code` and stops, again and
/// again, until `until`; the watch and leave messages it sent.
async fn churn(url: String, code: String, from: IpAddr, until: Instant) -> u64 {
    let mut sent = 0;
    while Instant::now() < until {
        let Ok(mut client) = Client::connect_from(&url, from).await else {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        while Instant::now() < until {
            let watch = ClientMessage::Watch {
                version: VERSION,
                code: code.clone(),
            };
            if client.send(&watch).await.is_err() {
                break;
            }
            // Its answers are read as they come, so it is never cut off
            // for not reading.
            let _ = within(&mut client, Duration::from_millis(20)).await;
            if client.send(&ClientMessage::Leave).await.is_err() {
                break;
            }
            sent += 2;
            while let Ok(Some(_)) = within(&mut client, Duration::from_millis(1)).await {}
        }
    }
    sent
}

/// Players' round trips alone, then beside `count` watchers and
/// `churners` connections watching and leaving as fast as they may.
pub(crate) async fn watchers(count: u32, churners: u32, secs: u64) {
    let server = Server::start(None);
    let url = server.url();
    let Ok((mut a, mut b, view)) = issue25::pair(&url, 10).await else {
        println!("  the honest room could not be opened");
        return;
    };
    let until = Instant::now() + Duration::from_secs(secs);
    let view = match play_measured(&mut a, &mut b, view, until).await {
        Ok((trips, view)) => {
            println!("  no watchers: {}", trips_line(trips));
            view
        }
        Err(error) => {
            println!("  the honest room failed: {error}");
            return;
        }
    };
    let code = view.code.clone();
    let until = Instant::now() + Duration::from_secs(secs + 30);
    let got = Arc::new(AtomicU64::new(0));
    let mut let_in = 0;
    for chunk in (0..count).collect::<Vec<_>>().chunks(100) {
        let joined = futures_util::future::join_all(chunk.iter().map(|&n| {
            watcher(
                url.clone(),
                code.clone(),
                address(820_000 + n),
                until,
                got.clone(),
            )
        }))
        .await;
        let_in += joined.into_iter().filter(|&ok| ok).count();
    }
    let snapshots_before = got.load(Ordering::Relaxed);
    let play_until = Instant::now() + Duration::from_secs(secs);
    let churning: Vec<_> = (0..churners)
        .map(|n| {
            tokio::spawn(churn(
                url.clone(),
                code.clone(),
                address(830_000 + n),
                play_until,
            ))
        })
        .collect();
    let played = play_measured(&mut a, &mut b, view, play_until).await;
    let mut events = 0;
    for task in churning {
        events += task.await.unwrap_or(0);
    }
    let snapshots = got.load(Ordering::Relaxed) - snapshots_before;
    match played {
        Ok((trips, _)) => {
            let moves = trips.len() as u64;
            println!(
                "  {let_in} of {count} watchers let in, {churners} connections sending {events} \
                 watch/leave messages: {}; watchers were sent {snapshots} snapshots ({:.1} per \
                 watch or leave, {:.0} per move)",
                trips_line(trips),
                snapshots as f64 / events.max(1) as f64,
                snapshots as f64 / moves.max(1) as f64,
            )
        }
        Err(error) => println!("  the honest room failed beside the watchers: {error}"),
    }
}

/// A store with `players` rated players, each having beaten ten others, so
/// that the leaderboard is full; its path.
pub(crate) fn full_store(players: u32) -> std::path::PathBuf {
    use tictactoe::server::ratings_store::{Contender, Finished, Ratings};
    use tictactoe::server::room::RoundResult;
    use tictactoe::server::{Store, StoreAt};
    let path =
        std::env::temp_dir().join(format!("tictactoe-attack-{}.sqlite3", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let mut store = Store::open(&StoreAt::File(path.clone())).expect("a store");
    let keys: Vec<String> = (0..players).map(|n| device(900_000 + n)).collect();
    let names: Vec<String> = (0..players).map(|n| format!("Player {n:03}")).collect();
    for one in 0..players as usize {
        for step in 1..=10 {
            let two = (one + step) % players as usize;
            let contender = |n: usize| Contender {
                key: keys[n].clone(),
                name: names[n].clone(),
                address: Some(address(950_000 + n as u32)),
            };
            let game = Finished {
                id: format!("{one}-{two}"),
                room: "ABCDEFG".into(),
                round: 1,
                board: BoardChoice::Classic,
                players: [contender(one), contender(two)],
                result: RoundResult::Won(Seat::One),
                abandoned_by: None,
                moves: "1,1 0,0".into(),
                at: 1_000,
            };
            store.record(&game).expect("a game kept");
        }
    }
    path
}

/// `connections` from `addresses` addresses ask for the leaderboard as
/// fast as they may for `secs` seconds, beside two honest players.
pub(crate) async fn leaderboards(connections: u32, addresses: u32, secs: u64) {
    let path = full_store(150);
    let server = Server::start_with(None, &["--store", &path.to_string_lossy()]);
    let url = server.url();
    let Ok((mut a, mut b, view)) = issue25::pair(&url, 20).await else {
        println!("  the honest room could not be opened");
        return;
    };
    let bytes = Arc::new(AtomicU64::new(0));
    let answers = Arc::new(AtomicU64::new(0));
    let refused = Arc::new(AtomicU64::new(0));
    let start = Instant::now();
    let until = start + Duration::from_secs(secs);
    let flood: Vec<_> = (0..connections)
        .map(|n| {
            let (url, bytes, answers, refused) =
                (url.clone(), bytes.clone(), answers.clone(), refused.clone());
            tokio::spawn(async move {
                let from = address(840_000 + n % addresses);
                while Instant::now() < until {
                    let Ok(mut client) = Client::connect_from(&url, from).await else {
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        continue;
                    };
                    while Instant::now() < until {
                        let ask = ClientMessage::Leaderboard {
                            version: VERSION,
                            board: BoardChoice::Classic,
                            player: Some(device(900_000 + n % 150)),
                        };
                        if client.send(&ask).await.is_err() {
                            break;
                        }
                        match within(&mut client, Duration::from_secs(2)).await {
                            Ok(Some(message @ ServerMessage::Leaderboard(_))) => {
                                bytes.fetch_add(
                                    protocol::encode(&message).len() as u64,
                                    Ordering::Relaxed,
                                );
                                answers.fetch_add(1, Ordering::Relaxed);
                            }
                            Ok(Some(_)) => {
                                refused.fetch_add(1, Ordering::Relaxed);
                            }
                            Ok(None) => {}
                            Err(_) => break,
                        }
                    }
                }
            })
        })
        .collect();
    let played = play_measured(&mut a, &mut b, view, until).await;
    for task in flood {
        let _ = task.await;
    }
    let took = start.elapsed().as_secs_f64();
    let _ = std::fs::remove_file(&path);
    let total = bytes.load(Ordering::Relaxed);
    println!(
        "  {connections} connections from {addresses} addresses for {took:.0} s: {} leaderboards \
         ({:.1} MB, {:.2} MB a second), {} other answers; honest players: {}",
        answers.load(Ordering::Relaxed),
        total as f64 / 1e6,
        total as f64 / 1e6 / took,
        refused.load(Ordering::Relaxed),
        match played {
            Ok((trips, _)) => trips_line(trips),
            Err(error) => format!("failed: {error}"),
        }
    );
}
