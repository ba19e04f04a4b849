//! How long the computer takes to choose a move, per strength and board.
//! `cargo bench --bench computer` prints two tables; nothing here fails on
//! time. The first: fixed positions, a cold player without the opening book
//! each time. The second: every move Impossible makes (with its book) in
//! whole games against a random and a searching opponent, as a round plays
//! them.

use std::hint::black_box;
use std::time::{Duration, Instant};

use std::sync::Arc;

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use tictactoe::core::ai::{OpeningBook, Solver};
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

fn book() -> Option<Arc<OpeningBook>> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/books/5x5-k4.book");
    let bytes = std::fs::read(path).ok()?;
    OpeningBook::from_bytes(&bytes).ok().map(Arc::new)
}

/// Every Impossible move of `games` whole games on `rules`, timed.
fn game_moves(rules: Rules, games: u32, book: Option<Arc<OpeningBook>>) -> Vec<Duration> {
    let mut rng = StdRng::seed_from_u64(9);
    let mut times = Vec::new();
    for game in 0..games {
        // A new player per game, as a round makes one.
        let mut impossible = Computer::new(Difficulty::Impossible, u64::from(game))
            .with_book(book.clone().filter(|b| b.rules() == rules));
        let mut searcher = Solver::new(rules).with_node_budget(3_000);
        let side = if game % 2 == 0 { Player::X } else { Player::O };
        let random_opponent = game % 4 < 2;
        let mut board = Board::new(rules);
        while !board.outcome().is_over() {
            let pos = if board.to_move() == side {
                let t = Instant::now();
                let pos = impossible.choose(&board).unwrap();
                times.push(t.elapsed());
                pos
            } else if random_opponent || rng.random_bool(0.2) {
                *board.legal_moves().choose(&mut rng).unwrap()
            } else {
                searcher.choose(&board, &mut rng).unwrap()
            };
            board.play(pos).unwrap();
        }
    }
    times.sort();
    times
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

    // The coach's overlay: every empty square's exact value, from cold.
    println!();
    println!("The analysis overlay (every square's value), cold solver:");
    for (size, k) in [(4, 4), (5, 4)] {
        let rules = Rules::new(size, k).unwrap();
        for (name, board) in positions(rules) {
            let mut solver = tictactoe::core::ai::Perfect::new(rules);
            let t = Instant::now();
            black_box(solver.analyse(&board));
            println!(
                "{:<6} {:<8} {:>9.1} ms  ({} nodes)",
                format!("{size}x{size}"),
                name,
                t.elapsed().as_secs_f64() * 1e3,
                solver.nodes()
            );
        }
    }
    println!();
    println!(
        "Impossible in whole games (5x5 book: {}), every move timed:",
        if book().is_some() {
            "assets/books"
        } else {
            "missing"
        }
    );
    println!(
        "{:<6} {:>6} {:>11} {:>11} {:>11}",
        "board", "moves", "median", "99th", "worst"
    );
    for (size, k, games) in [(3, 3, 400), (4, 4, 400), (5, 4, 400)] {
        let rules = Rules::new(size, k).unwrap();
        let times = game_moves(rules, games, book());
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize].as_secs_f64() * 1e3;
        println!(
            "{:<6} {:>6} {:>8.3} ms {:>8.3} ms {:>8.3} ms",
            format!("{size}x{size}"),
            times.len(),
            at(0.5),
            at(0.99),
            at(1.0)
        );
    }
}
