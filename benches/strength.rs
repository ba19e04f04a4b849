//! How Impossible fares against Medium on the larger boards, where it plays
//! a bounded search rather than perfect play, and on Qubic against Medium
//! and against the plain bounded search (no threat runs) at the same node
//! budget, with its time per move. `cargo bench --bench strength` prints
//! wins, draws and losses from Impossible's side (`-- qubic`: Qubic
//! alone); nothing here fails.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;
use tictactoe::core::ai::Solver;
use tictactoe::core::{Board, Computer, Difficulty, Outcome, Player, Pos, Rules};

/// Games per board; Impossible plays X in half of them.
const GAMES: u64 = 200;

/// The result from Impossible's side (`None` for a draw) and the game's length.
fn play(rules: Rules, seed: u64) -> (Option<bool>, usize) {
    let strong_is_x = seed.is_multiple_of(2);
    let mut strong = Computer::new(Difficulty::Impossible, seed);
    let mut medium = Computer::new(Difficulty::Medium, 1_000 + seed);
    let mut board = Board::new(rules);
    while !board.outcome().is_over() {
        let strong_to_move = (board.to_move() == Player::X) == strong_is_x;
        let player = if strong_to_move {
            &mut strong
        } else {
            &mut medium
        };
        let pos = player.choose(&board).expect("a move while the game is on");
        board.play(pos).expect("computers play legal moves");
    }
    let length = rules.cell_count() - board.empty_count() as usize;
    match board.outcome() {
        Outcome::Win { winner, .. } => (Some((winner == Player::X) == strong_is_x), length),
        _ => (None, length),
    }
}

fn main() {
    // `-- qubic` measures Qubic alone.
    if std::env::args().any(|arg| arg == "qubic") {
        qubic();
        return;
    }
    println!(
        "{:<6} {:>6} {:>6} {:>6} {:>14} {:>9}",
        "board", "won", "drawn", "lost", "moves per win", "seconds"
    );
    for (size, k) in [(4, 4), (5, 4)] {
        let rules = Rules::new(size, k).expect("valid rules");
        let start = Instant::now();
        let (mut won, mut drawn, mut lost, mut win_moves) = (0, 0, 0, 0);
        for seed in 0..GAMES {
            match play(rules, seed) {
                (Some(true), length) => {
                    won += 1;
                    win_moves += length;
                }
                (Some(false), _) => lost += 1,
                (None, _) => drawn += 1,
            }
        }
        let per_win = if won > 0 {
            format!("{:.1}", win_moves as f64 / f64::from(won))
        } else {
            "-".to_string()
        };
        println!(
            "{:<6} {:>6} {:>6} {:>6} {:>14} {:>9.1}",
            format!("{size}x{size}"),
            won,
            drawn,
            lost,
            per_win,
            start.elapsed().as_secs_f64()
        );
    }
    qubic();
}

/// Qubic games per opponent; Impossible plays X in half of them.
const QUBIC_GAMES: u64 = 40;

/// Impossible on Qubic against Medium and against the plain search.
fn qubic() {
    println!();
    println!(
        "{:<22} {:>5} {:>6} {:>5} {:>16} {:>16}",
        "Qubic, Impossible vs", "won", "drawn", "lost", "mean ms a move", "most ms a move"
    );
    for opponent in ["Medium", "plain search"] {
        let (mut won, mut drawn, mut lost) = (0, 0, 0);
        let (mut total, mut most, mut moves) = (Duration::ZERO, Duration::ZERO, 0u32);
        for seed in 0..QUBIC_GAMES {
            let strong_is_x = seed.is_multiple_of(2);
            let mut strong = Computer::new(Difficulty::Impossible, seed);
            let mut medium = Computer::new(Difficulty::Medium, 1_000 + seed);
            let mut plain = Solver::new(Rules::QUBIC).plain();
            let mut rng = StdRng::seed_from_u64(2_000 + seed);
            let mut board = Board::new(Rules::QUBIC);
            while !board.outcome().is_over() {
                let pos: Pos = if (board.to_move() == Player::X) == strong_is_x {
                    let start = Instant::now();
                    let pos = strong.choose(&board).expect("a move");
                    let took = start.elapsed();
                    total += took;
                    most = most.max(took);
                    moves += 1;
                    pos
                } else if opponent == "Medium" {
                    medium.choose(&board).expect("a move")
                } else {
                    plain.choose(&board, &mut rng).expect("a move")
                };
                board.play(pos).expect("computers play legal moves");
            }
            match board.outcome() {
                Outcome::Win { winner, .. } if (winner == Player::X) == strong_is_x => won += 1,
                Outcome::Win { .. } => lost += 1,
                _ => drawn += 1,
            }
        }
        println!(
            "{:<22} {:>5} {:>6} {:>5} {:>16.1} {:>16.1}",
            opponent,
            won,
            drawn,
            lost,
            total.as_secs_f64() * 1000.0 / f64::from(moves.max(1)),
            most.as_secs_f64() * 1000.0
        );
    }
}
