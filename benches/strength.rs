//! How Impossible fares against Medium on the larger boards, where it plays
//! a bounded search rather than perfect play. `cargo bench --bench strength`
//! prints wins, draws and losses from Impossible's side; nothing here fails.

use std::time::Instant;

use tictactoe::core::{Board, Computer, Difficulty, Outcome, Player, Rules};

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
}
