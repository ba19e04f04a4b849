//! Ultimate Tic-Tac-Toe's computer, measured; nothing here fails.
//!
//!   cargo bench --bench ultimate               iterations a second and
//!                                              the tree's memory at 100 ms,
//!                                              judged (the game's) and
//!                                              with playouts
//!   cargo bench --bench ultimate -- uct [N] [FIRST] [MS] [PLAYOUTS]
//!                                              against a plain UCT player
//!                                              written here, N openings
//!                                              from FIRST (default 0),
//!                                              each played both ways
//!                                              (default 100: half an hour;
//!                                              two halves run side by side
//!                                              on two cores); MS and
//!                                              PLAYOUTS scale both sides
//!                                              down for quick comparisons
//!                                              (default 100 ms against
//!                                              100,000)
//!   cargo bench --bench ultimate -- time [N] [FIRST]
//!                                              1 s against 100 ms a move,
//!                                              N openings from FIRST
//!
//! The plain player shares only the rules with the engine: uniform random
//! playouts, exploration √2, 100,000 playouts a move.

use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use tictactoe::core::ai::ULTIMATE_MAX_NODES;
use tictactoe::core::ultimate::mcts::Mcts;
use tictactoe::core::ultimate::{Square, UltimateBoard, UltimateOutcome};

/// The engine's tree cap, as the game has it.
const MAX_NODES: usize = ULTIMATE_MAX_NODES;

/// A search as the game's Impossible makes it.
fn game_search(board: &UltimateBoard, seed: u64) -> Mcts {
    Mcts::new(*board, seed, MAX_NODES).with_shipped_judge()
}

/// `search`'s move after `budget` of thought, in slices as the game runs
/// it.
fn engine_move(budget: Duration, mut search: Mcts) -> (Square, Mcts) {
    let start = Instant::now();
    while start.elapsed() < budget && !search.is_solved() {
        search.think(256);
    }
    (search.best().expect("a move").square, search)
}

/// The engine as the game runs it: one search per game, moved on to each
/// new position so what it learned two moves ago carries on.
struct Engine {
    search: Option<Mcts>,
    seed: u64,
}

impl Engine {
    fn new(seed: u64) -> Self {
        Engine { search: None, seed }
    }

    fn play(&mut self, board: &UltimateBoard, budget: Duration) -> Square {
        let start = Instant::now();
        let reused = self
            .search
            .as_mut()
            .is_some_and(|s| s.position() == board || s.advance_to(board));
        let search = match &mut self.search {
            Some(search) if reused => search,
            slot => slot.insert(game_search(board, self.seed)),
        };
        self.seed += 1;
        while start.elapsed() < budget && !search.is_solved() {
            search.think(256);
        }
        search.best().expect("a move").square
    }
}

/// A textbook UCT player, independent of the engine's code.
struct PlainUct {
    rng: StdRng,
}

struct PlainNode {
    square: Square,
    children: Vec<usize>,
    untried: Vec<Square>,
    visits: f64,
    /// Wins (a draw counts half) for the player who made `square`.
    wins: f64,
}

impl PlainUct {
    fn choose(&mut self, board: &UltimateBoard, playouts: u32) -> Square {
        let mut nodes = vec![PlainNode {
            square: Square::new(0, 0),
            children: Vec::new(),
            untried: board.legal_moves(),
            visits: 0.0,
            wins: 0.0,
        }];
        for _ in 0..playouts {
            let mut position = *board;
            let mut path = vec![0];
            let mut node = 0;
            // Select.
            while nodes[node].untried.is_empty() && !nodes[node].children.is_empty() {
                let parent_visits = nodes[node].visits;
                node = *nodes[node]
                    .children
                    .iter()
                    .max_by(|&&a, &&b| {
                        let uct = |n: &PlainNode| {
                            n.wins / n.visits
                                + std::f64::consts::SQRT_2 * (parent_visits.ln() / n.visits).sqrt()
                        };
                        uct(&nodes[a]).total_cmp(&uct(&nodes[b]))
                    })
                    .expect("children");
                position.play(nodes[node].square).expect("legal");
                path.push(node);
            }
            // Expand.
            if !nodes[node].untried.is_empty() {
                let pick = self.rng.random_range(0..nodes[node].untried.len());
                let square = nodes[node].untried.swap_remove(pick);
                position.play(square).expect("legal");
                nodes.push(PlainNode {
                    square,
                    children: Vec::new(),
                    untried: position.legal_moves(),
                    visits: 0.0,
                    wins: 0.0,
                });
                let child = nodes.len() - 1;
                nodes[node].children.push(child);
                path.push(child);
            }
            // Play out.
            while !position.outcome().is_over() {
                let moves = position.legal_moves();
                position
                    .play(moves[self.rng.random_range(0..moves.len())])
                    .expect("legal");
            }
            let winner = match position.outcome() {
                UltimateOutcome::Win { winner, .. } => Some(winner),
                _ => None,
            };
            // Back up: the node at depth d was reached by the move of the
            // player to move at the root when d is odd.
            for (depth, &index) in path.iter().enumerate() {
                let mover = if depth % 2 == 1 {
                    board.to_move()
                } else {
                    board.to_move().opponent()
                };
                nodes[index].visits += 1.0;
                nodes[index].wins += match winner {
                    Some(w) if w == mover => 1.0,
                    Some(_) => 0.0,
                    None => 0.5,
                };
            }
        }
        let best = nodes[0]
            .children
            .iter()
            .max_by(|&&a, &&b| nodes[a].visits.total_cmp(&nodes[b].visits))
            .expect("a move");
        nodes[*best].square
    }
}

/// A position after two random moves, for a varied start.
fn opening(seed: u64) -> UltimateBoard {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut board = UltimateBoard::new();
    for _ in 0..2 {
        let moves = board.legal_moves();
        board
            .play(moves[rng.random_range(0..moves.len())])
            .expect("legal");
    }
    board
}

/// Plays one game from `board`; `first` moves for the player to move.
/// The result from `first`'s side: 1 a win, ½ a draw.
fn game(
    mut board: UltimateBoard,
    first: &mut dyn FnMut(&UltimateBoard) -> Square,
    second: &mut dyn FnMut(&UltimateBoard) -> Square,
) -> f64 {
    let first_player = board.to_move();
    while !board.outcome().is_over() {
        let square = if board.to_move() == first_player {
            first(&board)
        } else {
            second(&board)
        };
        board.play(square).expect("legal moves only");
    }
    match board.outcome() {
        UltimateOutcome::Win { winner, .. } if winner == first_player => 1.0,
        UltimateOutcome::Draw => 0.5,
        _ => 0.0,
    }
}

fn rate() {
    rate_of("judged (the game's)", game_search);
    rate_of("with playouts", |board, seed| {
        Mcts::new(*board, seed, MAX_NODES)
    });
}

fn rate_of(name: &str, search: fn(&UltimateBoard, u64) -> Mcts) {
    println!("{name}: iterations a second, and the tree, at 100 ms a move (one core)");
    let mut rng = StdRng::seed_from_u64(1);
    let mut total = 0u64;
    let mut seconds = 0.0;
    let mut largest = 0;
    for position in 0..20u64 {
        // Positions of the early, middle and late game.
        let mut board = UltimateBoard::new();
        for _ in 0..(position * 3 % 45) {
            let moves = board.legal_moves();
            if moves.is_empty() {
                break;
            }
            board
                .play(moves[rng.random_range(0..moves.len())])
                .expect("legal");
        }
        if board.outcome().is_over() {
            continue;
        }
        let start = Instant::now();
        let (_, search) = engine_move(Duration::from_millis(100), search(&board, position));
        seconds += start.elapsed().as_secs_f64();
        total += search.iterations();
        println!(
            "  {:>2} moves in: {:>6} iterations, {:>5.1} MB{}",
            position * 3 % 45,
            search.iterations(),
            search.memory_bytes() as f64 / 1e6,
            if search.is_solved() { ", solved" } else { "" }
        );
        largest = largest.max(search.memory_bytes());
    }
    println!(
        "  overall {:.0} iterations a second; the largest tree {:.1} MB",
        total as f64 / seconds,
        largest as f64 / 1e6
    );
}

fn against_uct(openings: u64, first: u64, ms: u64, playouts: u32) {
    println!(
        "Impossible ({ms} ms) against plain UCT ({playouts} playouts), {openings} openings from {first} both ways"
    );
    let mut score = 0.0;
    let mut games = 0;
    // Won, drawn and lost, with the engine as X and as O.
    let mut tally = [[0u32; 3]; 2];
    let start = Instant::now();
    for seed in first..first + openings {
        let board = opening(seed);
        let mut uct = PlainUct {
            rng: StdRng::seed_from_u64(1_000 + seed),
        };
        for engine_first in [true, false] {
            let mut ours = Engine::new(seed);
            let mut engine = |b: &UltimateBoard| ours.play(b, Duration::from_millis(ms));
            let mut plain = |b: &UltimateBoard| uct.choose(b, playouts);
            let result = if engine_first {
                game(board, &mut engine, &mut plain)
            } else {
                1.0 - game(board, &mut plain, &mut engine)
            };
            score += result;
            games += 1;
            tally[usize::from(!engine_first)][(2.0 - 2.0 * result) as usize] += 1;
        }
        println!(
            "  after {games} games: {score} ({:.1} %), {:.0} s; as X {:?}, as O {:?} won, drawn, lost",
            100.0 * score / f64::from(games),
            start.elapsed().as_secs_f64(),
            tally[0],
            tally[1]
        );
    }
}

fn longer_thought(openings: u64, first: u64) {
    println!("1 s against 100 ms a move, {openings} openings from {first} both ways");
    let mut score = 0.0;
    let mut games = 0;
    for seed in first..first + openings {
        let board = opening(seed);
        for long_first in [true, false] {
            let (mut slow, mut quick) = (Engine::new(seed), Engine::new(seed + 7));
            let mut long = |b: &UltimateBoard| slow.play(b, Duration::from_secs(1));
            let mut short = |b: &UltimateBoard| quick.play(b, Duration::from_millis(100));
            score += if long_first {
                game(board, &mut long, &mut short)
            } else {
                1.0 - game(board, &mut short, &mut long)
            };
            games += 1;
        }
        println!(
            "  after {games} games: {score} ({:.1} %)",
            100.0 * score / f64::from(games)
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let count = |default| args.get(1).and_then(|n| n.parse().ok()).unwrap_or(default);
    match args.first().map(String::as_str) {
        Some("uct") => against_uct(
            count(100),
            args.get(2).and_then(|n| n.parse().ok()).unwrap_or(0),
            args.get(3).and_then(|n| n.parse().ok()).unwrap_or(100),
            args.get(4).and_then(|n| n.parse().ok()).unwrap_or(100_000),
        ),
        Some("time") => longer_thought(
            count(100),
            args.get(2).and_then(|n| n.parse().ok()).unwrap_or(0),
        ),
        _ => rate(),
    }
}
