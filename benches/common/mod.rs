//! What the server benchmarks share: two seated players playing whole
//! rounds at random, timing each move's round trip.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use tictactoe::core::matchup::Seat;
use tictactoe::net::protocol::{ClientMessage, RoomView, Square};
use tictactoe::server::client::Client;

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
