//! What the server benchmarks share: rooms opened by two players, whole
//! rounds played at random with each move's round trip timed, percentiles,
//! a process's memory and the environment's numbers.

// Each benchmark uses some of these.
#![allow(dead_code)]

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use tictactoe::core::matchup::{FirstMove, Seat};
use tictactoe::core::offered::BoardChoice;
use tictactoe::net::protocol::{ClientMessage, RoomView, ServerMessage, Square, VERSION};
use tictactoe::server::client::Client;

/// A whole number from the environment, or `default`.
pub fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A process's resident memory, in kB.
pub fn rss_kb(pid: u32) -> u64 {
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

/// The `p` quantile of round trips sorted in µs, in ms.
pub fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    f64::from(sorted[i]) / 1000.0
}

pub async fn welcome(client: &mut Client) -> Result<String, String> {
    match client.expect().await? {
        ServerMessage::Welcome { code, .. } => Ok(code),
        other => Err(format!("expected a welcome, got {other:?}")),
    }
}

/// Two players seated in a new room on `board`: one creates it through
/// `creator` (a socket URL), the other joins through `joiner` (the same
/// server, or another node sharing its rooms).
pub async fn open_room(
    creator: &str,
    joiner: &str,
    board: BoardChoice,
) -> Result<(Client, Client, RoomView), String> {
    let mut a = Client::connect(creator).await?;
    a.send(&ClientMessage::Create {
        version: VERSION,
        name: "A".into(),
        board,
        first: FirstMove::TakeTurns,
        // Without a clock: a room waiting on a loaded machine must not end
        // on time while the benchmark measures it.
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

/// Plays rounds until `until` (and play again after each), moving at
/// random from `seed`, resting `pause` after each move, counting moves in
/// `moves`. Returns each move's round trip in µs.
pub async fn play_rounds(
    mut a: Client,
    mut b: Client,
    mut view: RoomView,
    until: Instant,
    seed: u64,
    pause: Duration,
    moves: &AtomicU64,
) -> Result<Vec<u32>, String> {
    let mut rng = seed;
    let mut trips = Vec::new();
    while Instant::now() < until {
        let game = view.game().ok_or("an illegal board")?;
        if game.outcome().is_over() {
            a.send(&ClientMessage::PlayAgain).await?;
            a.room().await?;
            b.room().await?;
            b.send(&ClientMessage::PlayAgain).await?;
            view = b.room().await?;
            a.room().await?;
            continue;
        }
        let free = game.board().legal_moves();
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let pos = free[(rng >> 33) as usize % free.len()];
        let a_moves = (game.moves().len() % 2 == 0) == (view.x_seat == Seat::One);
        let (mover, other) = if a_moves {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        let sent = Instant::now();
        mover
            .send(&ClientMessage::Move {
                square: Square::from(pos),
            })
            .await?;
        view = mover.room().await?;
        trips.push(sent.elapsed().as_micros() as u32);
        other.room().await?;
        moves.fetch_add(1, Ordering::Relaxed);
        if !pause.is_zero() {
            tokio::time::sleep(pause).await;
        }
    }
    a.close().await;
    b.close().await;
    Ok(trips)
}

/// Every room plays whole games for `seconds` at once: the moves, moves a
/// second and round trips, as a line to print.
pub async fn play_all(seated: Vec<(Client, Client, RoomView)>, seconds: u64) -> String {
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
                play_rounds(a, b, view, until, i as u64 + 1, Duration::ZERO, &moves).await
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
