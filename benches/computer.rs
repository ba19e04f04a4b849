//! How long the computer takes to choose a move, per strength and board.
//! `cargo bench --bench computer` prints a table; nothing here fails on time.

use std::hint::black_box;
use std::time::{Duration, Instant};

use tictactoe::core::{Board, Computer, Difficulty, Player, Pos, Rules};

/// A few positions per board: empty, after two moves, and mid-game.
fn positions(rules: Rules) -> Vec<(&'static str, Board)> {
    let mut out = vec![("empty", Board::new(rules))];
    let mut board = Board::new(rules);
    let c = rules.size() / 2;
    board.play(Pos::new(c, c)).unwrap();
    board.play(Pos::new(0, 0)).unwrap();
    out.push(("2 moves", board));
    board.play(Pos::new(c, c + 1)).unwrap();
    board.play(Pos::new(c, c - 1)).unwrap();
    board.play(Pos::new(c - 1, c)).unwrap();
    board.play(Pos::new(c + 1, c)).unwrap();
    out.push(("6 moves", board));
    out
}

fn time_choice(difficulty: Difficulty, board: &Board) -> (Duration, Duration) {
    // A fresh player each time: the Impossible memo starts cold, as at the
    // start of a round.
    let mut runs = Vec::new();
    let start = Instant::now();
    while runs.len() < 5 || (start.elapsed() < Duration::from_millis(500) && runs.len() < 200) {
        let mut computer = Computer::new(difficulty, runs.len() as u64);
        let t = Instant::now();
        black_box(computer.choose(black_box(board)));
        runs.push(t.elapsed());
    }
    runs.sort();
    (runs[runs.len() / 2], runs[runs.len() - 1])
}

fn main() {
    println!(
        "{:<6} {:<8} {:<11} {:>12} {:>12}",
        "board", "position", "strength", "median", "worst"
    );
    for (size, k) in [(3, 3), (4, 4), (5, 4)] {
        let rules = Rules::new(size, k).unwrap();
        for (name, board) in positions(rules) {
            assert_eq!(board.to_move(), Player::X, "every position has X to move");
            for difficulty in Difficulty::ALL {
                let (median, worst) = time_choice(difficulty, &board);
                println!(
                    "{:<6} {:<8} {:<11} {:>9.3} ms {:>9.3} ms",
                    format!("{size}x{size}"),
                    name,
                    difficulty.label(),
                    median.as_secs_f64() * 1e3,
                    worst.as_secs_f64() * 1e3,
                );
            }
        }
    }
}
