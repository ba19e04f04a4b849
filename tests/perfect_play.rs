//! Perfect play, proved: every value the analysis gives on 3 x 3, every
//! move Impossible makes from every reachable 4 x 4 position, and 5 x 5
//! through its opening book and beyond. The checks use solvers written
//! here, apart from the game's own, through the board's public API only.
//!
//! The game's crate is built at opt-level 3 even in tests (Cargo.toml), so
//! these run at release speed; `.ci/test` prints their times.

use std::collections::{HashMap, HashSet};
use std::time::Instant;

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use tictactoe_core::ai::{OpeningBook, Perfect, Solver, Value};
use tictactoe_core::review::{Judged, Verdict, review_game, review_move};
use tictactoe_core::{Board, Computer, Difficulty, Game, Move, Outcome, Player, Pos, Rules};

/// Plain negamax with the distance to the end, from scratch: the value for
/// the side to move, the quickest win and the slowest loss preferred.
fn exact(board: Board, memo: &mut HashMap<Board, Value>) -> Value {
    if let Some(&v) = memo.get(&board) {
        return v;
    }
    let best = board
        .legal_moves()
        .into_iter()
        .map(|p| after_move(board, p, memo))
        .max_by_key(|&v| rank(v))
        .expect("a position in play has a move");
    memo.insert(board, best);
    best
}

/// The value for the mover of playing `p` at `board`. In misère the
/// moves counted are the loser's, up to the one that completes its line.
fn after_move(board: Board, p: Pos, memo: &mut HashMap<Board, Value>) -> Value {
    let mover = board.to_move();
    let misere = board.rules().line_loses();
    let mut next = board;
    next.play(p).unwrap();
    match next.outcome() {
        Outcome::Win { winner, .. } if winner == mover => Value::Win { moves: 1 },
        Outcome::Win { .. } => Value::Loss { moves: 1 },
        Outcome::Draw => Value::Draw,
        Outcome::InProgress => match (exact(next, memo), misere) {
            // The opponent wins on its n-th move: so do I lose.
            (Value::Win { moves }, false) => Value::Loss { moves },
            // The opponent loses on my n-th move after its: mine, one later.
            (Value::Loss { moves }, false) => Value::Win { moves: moves + 1 },
            // Misère: I lose on my n-th move after this one.
            (Value::Win { moves }, true) => Value::Loss { moves: moves + 1 },
            // Misère: the opponent loses on its n-th move.
            (Value::Loss { moves }, true) => Value::Win { moves },
            (Value::Draw, _) => Value::Draw,
        },
    }
}

fn rank(v: Value) -> i64 {
    match v {
        Value::Loss { moves } => -100 + i64::from(moves),
        Value::Draw => 0,
        Value::Win { moves } => 100 - i64::from(moves),
    }
}

fn all_positions(rules: Rules) -> Vec<Board> {
    let mut seen = HashSet::new();
    let mut stack = vec![Board::new(rules)];
    let mut out = Vec::new();
    while let Some(b) = stack.pop() {
        if !seen.insert(b) {
            continue;
        }
        out.push(b);
        for p in b.legal_moves() {
            let mut next = b;
            next.play(p).unwrap();
            stack.push(next);
        }
    }
    out
}

#[test]
fn every_3x3_analysis_value_matches_an_independent_solver() {
    every_analysis_value_matches_an_independent_solver(Rules::CLASSIC);
}

#[test]
fn every_misere_analysis_value_matches_an_independent_solver() {
    every_analysis_value_matches_an_independent_solver(Rules::MISERE);
}

/// Misère, solved: a draw, like the classic game, but the first player's
/// only safe start is the centre (`misere::rule_move`'s rule).
#[test]
fn misere_is_a_draw_that_only_the_centre_keeps_for_the_first_player() {
    let mut solver = Perfect::new(Rules::MISERE);
    let empty = Board::new(Rules::MISERE);
    assert_eq!(solver.value(&empty), Some(Value::Draw));
    assert_eq!(solver.best_moves(&empty), vec![Pos::new(1, 1)]);
    // Forced to complete a line: the loss comes with this very move.
    let forced = Board::from_rows(Rules::MISERE, &["XX.", "OOX", "XOO"]).unwrap();
    assert_eq!(solver.value(&forced), Some(Value::Loss { moves: 1 }));
    // O to move: the top right gives O the top row; the bottom middle
    // leaves X the top right, which gives X the right column.
    let saved = Board::from_rows(Rules::MISERE, &["OO.", "OXX", "X.X"]).unwrap();
    assert_eq!(saved.to_move(), Player::O);
    assert_eq!(solver.best_moves(&saved), vec![Pos::new(2, 1)]);
    assert_eq!(solver.value(&saved), Some(Value::Win { moves: 1 }));
}

#[test]
fn every_notakto_analysis_value_matches_an_independent_solver() {
    every_analysis_value_matches_an_independent_solver(Rules::NOTAKTO);
}

/// Notakto on one board, solved: the first player wins, and the centre is
/// a winning start (`notakto::rule_move`'s rule).
#[test]
fn notakto_is_a_first_player_win_from_the_centre() {
    let mut solver = Perfect::new(Rules::NOTAKTO);
    let empty = Board::new(Rules::NOTAKTO);
    assert_eq!(solver.value(&empty).map(|v| v.sign()), Some(1));
    assert!(solver.best_moves(&empty).contains(&Pos::new(1, 1)));
    // Every square left completes a line: the loss comes with this move.
    let forced = Board::from_rows(Rules::NOTAKTO, &["XO.", "OX.", "..."]).unwrap();
    assert_eq!(solver.value(&forced), Some(Value::Loss { moves: 1 }));
}

fn every_analysis_value_matches_an_independent_solver(rules: Rules) {
    let positions = all_positions(rules);
    let expected = if rules.is_notakto() { 3_202 } else { 5_478 };
    assert_eq!(positions.len(), expected);
    let mut memo = HashMap::new();
    let mut solver = Perfect::new(rules);
    let mut in_play = 0;
    for board in positions {
        if board.outcome().is_over() {
            assert!(solver.analyse(&board).is_empty());
            continue;
        }
        let analysis = solver.analyse(&board);
        assert_eq!(analysis.len(), board.legal_moves().len());
        for (p, value) in analysis {
            assert_eq!(
                value,
                after_move(board, p, &mut memo),
                "{p:?} at\n{board:?}"
            );
        }
        in_play += 1;
        assert_eq!(solver.value(&board), Some(exact(board, &mut memo)));
        // The best moves are exactly the squares of the best value.
        let best_value = exact(board, &mut memo);
        let expected: Vec<Pos> = board
            .legal_moves()
            .into_iter()
            .filter(|&p| after_move(board, p, &mut memo) == best_value)
            .collect();
        assert_eq!(solver.best_moves(&board), expected, "{board:?}");
    }
    // Counted apart for Notakto, by a script.
    let expected = if rules.is_notakto() { 1_098 } else { 4_520 };
    assert_eq!(in_play, expected, "positions in play");
}

// ---- 4 x 4: the whole game ----

/// The eight symmetries of an n x n board as square permutations.
fn symmetries(n: u8) -> Vec<Vec<usize>> {
    let n = usize::from(n);
    let turn = |r: usize, c: usize| (c, n - 1 - r);
    let mirror = |r: usize, c: usize| (r, n - 1 - c);
    let mut out = Vec::new();
    for flip in [false, true] {
        for turns in 0..4 {
            let perm = (0..n * n)
                .map(|i| {
                    let (mut r, mut c) = (i / n, i % n);
                    if flip {
                        (r, c) = mirror(r, c);
                    }
                    for _ in 0..turns {
                        (r, c) = turn(r, c);
                    }
                    r * n + c
                })
                .collect();
            out.push(perm);
        }
    }
    out
}

/// A position as two bit sets, through the public API.
fn bits(board: &Board) -> (u32, u32) {
    let rules = board.rules();
    let n = rules.size();
    let (mut x, mut o) = (0, 0);
    for (i, p) in rules.positions().enumerate() {
        match board.get(p) {
            Some(Player::X) => x |= 1 << i,
            Some(Player::O) => o |= 1 << i,
            None => {}
        }
    }
    let _ = n;
    (x, o)
}

struct Canon {
    syms: Vec<Vec<usize>>,
}

impl Canon {
    fn key(&self, board: &Board) -> u64 {
        let (x, o) = bits(board);
        self.syms
            .iter()
            .map(|perm| {
                let map = |b: u32| {
                    perm.iter()
                        .enumerate()
                        .filter(|&(i, _)| b & (1 << i) != 0)
                        .fold(0u64, |acc, (_, &to)| acc | 1 << to)
                };
                map(x) | map(o) << 32
            })
            .min()
            .unwrap()
    }
}

/// Win, draw or loss (1, 0, -1) for the side to move, by plain negamax
/// with alpha-beta over positions up to symmetry.
fn wdl(board: Board, canon: &Canon, memo: &mut HashMap<u64, i8>) -> i8 {
    let key = canon.key(&board);
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let mut best = -1;
    for p in board.legal_moves() {
        let mut next = board;
        next.play(p).unwrap();
        let v = match next.outcome() {
            Outcome::Win { .. } => 1,
            Outcome::Draw => 0,
            Outcome::InProgress => -wdl(next, canon, memo),
        };
        best = best.max(v);
        if best == 1 {
            break;
        }
    }
    memo.insert(key, best);
    best
}

#[test]
fn impossible_keeps_the_value_of_every_reachable_4x4_position() {
    let started = Instant::now();
    let rules = Rules::new(4, 4).unwrap();
    let canon = Canon {
        syms: symmetries(4),
    };
    // Every reachable position in play, one per symmetry class.
    let mut seen = HashSet::new();
    let mut stack = vec![Board::new(rules)];
    let mut classes = Vec::new();
    while let Some(b) = stack.pop() {
        if b.outcome().is_over() || !seen.insert(canon.key(&b)) {
            continue;
        }
        classes.push(b);
        for p in b.legal_moves() {
            let mut next = b;
            next.play(p).unwrap();
            stack.push(next);
        }
    }
    let enumerated = started.elapsed();
    let mut memo = HashMap::new();
    assert_eq!(
        wdl(Board::new(rules), &canon, &mut memo),
        0,
        "4 x 4 is a draw"
    );
    let mut computer = Computer::new(Difficulty::Impossible, 4);
    let mut by_value = [0u32; 3];
    for board in &classes {
        let value = wdl(*board, &canon, &mut memo);
        let pos = computer.choose(board).expect("a move in play");
        let mut next = *board;
        next.play(pos).unwrap();
        let kept = match next.outcome() {
            Outcome::Win { .. } => 1,
            Outcome::Draw => 0,
            Outcome::InProgress => -wdl(next, &canon, &mut memo),
        };
        assert_eq!(kept, value, "Impossible played {pos:?} at\n{board:?}");
        by_value[(value + 1) as usize] += 1;
    }
    eprintln!(
        "4x4 proof: {} positions in play up to symmetry (lost {}, drawn {}, won {} for the \
         side to move), enumerated in {:.1} s, all checked in {:.1} s",
        classes.len(),
        by_value[0],
        by_value[1],
        by_value[2],
        enumerated.as_secs_f64(),
        started.elapsed().as_secs_f64()
    );
    assert!(classes.len() > 1_000_000, "{}", classes.len());
}

// ---- 5 x 5: the book, then search ----

fn shipped_book() -> OpeningBook {
    let bytes = include_bytes!("../assets/books/5x5-k4.book");
    OpeningBook::from_bytes(bytes).expect("the shipped book reads")
}

#[test]
fn the_5x5_book_covers_every_position_impossible_can_reach_and_never_loses() {
    let started = Instant::now();
    let book = shipped_book();
    let rules = book.rules();
    assert_eq!(rules, Rules::new(5, 4).unwrap());
    let max_marks = book.max_marks();
    let mut solver = Perfect::with_table_bits(rules, 22);
    let mut checked = 0;
    for computer in [Player::X, Player::O] {
        let canon = Canon {
            syms: symmetries(5),
        };
        let mut seen = HashSet::new();
        let mut stack = vec![Board::new(rules)];
        while let Some(board) = stack.pop() {
            let marks = 25 - board.empty_count();
            if board.outcome().is_over() || marks > max_marks || !seen.insert(canon.key(&board)) {
                continue;
            }
            if board.to_move() == computer {
                let (pos, value) = book
                    .lookup(&board)
                    .unwrap_or_else(|| panic!("not in the book:\n{board:?}"));
                // From the empty board, a draw: Impossible never stands worse.
                assert!(value.sign() >= 0, "{value:?} at\n{board:?}");
                let mut next = board;
                next.play(pos).unwrap();
                // The book's move keeps the value, by a separate search.
                let theirs = match next.outcome() {
                    Outcome::Win { .. } => -1,
                    Outcome::Draw => 0,
                    Outcome::InProgress => solver.outcome_sign(&next).unwrap(),
                };
                assert_eq!(-theirs, value.sign(), "{pos:?} at\n{board:?}");
                checked += 1;
                stack.push(next);
            } else {
                for p in board.legal_moves() {
                    let mut next = board;
                    next.play(p).unwrap();
                    stack.push(next);
                }
            }
        }
    }
    eprintln!(
        "5x5 book: {} positions, {checked} reached and checked in {:.1} s",
        book.len(),
        started.elapsed().as_secs_f64()
    );
    assert_eq!(
        checked,
        book.len(),
        "every book entry is reachable, and only those"
    );
}

#[test]
fn impossible_never_loses_5x5_games_against_a_strong_independent_player() {
    let started = Instant::now();
    let rules = Rules::new(5, 4).unwrap();
    let book = std::sync::Arc::new(shipped_book());
    let mut rng = StdRng::seed_from_u64(55);
    let mut results = [0u32; 3];
    let mut slowest = 0.0f64;
    let games = 2_000;
    for game in 0..games {
        let seed = rng.random::<u64>();
        let mut impossible =
            Computer::new(Difficulty::Impossible, seed).with_book(Some(book.clone()));
        // The bounded heuristic search, with a random opening move or two
        // so the lines differ.
        let mut strong = Solver::new(rules).with_node_budget(3_000);
        let impossible_plays = if game % 2 == 0 { Player::X } else { Player::O };
        let random_moves = rng.random_range(0..3);
        let mut board = Board::new(rules);
        let mut theirs = 0;
        while !board.outcome().is_over() {
            let pos = if board.to_move() == impossible_plays {
                let t = Instant::now();
                let pos = impossible.choose(&board).unwrap();
                slowest = slowest.max(t.elapsed().as_secs_f64());
                pos
            } else {
                theirs += 1;
                if theirs <= random_moves {
                    *board.legal_moves().choose(&mut rng).unwrap()
                } else {
                    strong.choose(&board, &mut rng).unwrap()
                }
            };
            board.play(pos).unwrap();
        }
        match board.outcome() {
            Outcome::Win { winner, .. } => {
                assert_eq!(
                    winner, impossible_plays,
                    "game {game} (seed {seed}) lost:\n{board:?}"
                );
                results[0] += 1;
            }
            Outcome::Draw => results[1] += 1,
            Outcome::InProgress => unreachable!(),
        }
    }
    eprintln!(
        "5x5: Impossible won {} and drew {} of {games} against the heuristic search, \
         slowest move {:.1} ms (test build), {:.1} s in all",
        results[0],
        results[1],
        slowest * 1000.0,
        started.elapsed().as_secs_f64()
    );
}

// ---- The review ----

fn game_of(rules: Rules, squares: &[(u8, u8)]) -> Game {
    let mut game = Game::new(rules);
    for &(r, c) in squares {
        game.play(Pos::new(r, c)).unwrap();
    }
    game
}

#[test]
fn the_review_marks_hand_made_games() {
    let mut solver = Perfect::new(Rules::CLASSIC);
    // X centre, O edge (the classic blunder: X can force a win), X corner,
    // O blocks, X forks, O blocks one, X wins.
    let game = game_of(
        Rules::CLASSIC,
        &[(1, 1), (0, 1), (0, 0), (2, 2), (2, 0), (1, 0), (0, 2)],
    );
    let marks = review_game(&game, &mut solver);
    assert_eq!(marks.len(), 7);
    assert_eq!(marks[0].verdict, Verdict::Best, "the centre keeps the draw");
    assert_eq!(marks[1].verdict, Verdict::Mistake, "an edge reply loses");
    assert!(matches!(
        marks[1].judged,
        Judged::Perfect {
            before: Value::Draw,
            after: Value::Loss { .. }
        }
    ));
    assert!(marks[1].best.iter().all(|p| {
        [(0, 0), (0, 2), (2, 0), (2, 2)]
            .map(|(r, c)| Pos::new(r, c))
            .contains(p)
    }));
    // X's corner keeps the win it was given.
    assert!(matches!(
        marks[2].judged,
        Judged::Perfect {
            before: Value::Win { .. },
            ..
        }
    ));
    assert_ne!(marks[2].verdict, Verdict::Mistake);
    // The last move wins at once: best.
    assert_eq!(marks[6].verdict, Verdict::Best);
    assert!(matches!(
        marks[6].judged,
        Judged::Perfect {
            after: Value::Win { moves: 1 },
            ..
        }
    ));

    // A win let slip to a draw, and a draw turned into a loss: every such
    // move in the whole game tree is marked a mistake, judged as it was.
    let mut found = [false; 2];
    for board in all_positions(Rules::CLASSIC) {
        if board.outcome().is_over() {
            continue;
        }
        let analysis = solver.analyse(&board);
        let best = solver.value(&board).unwrap();
        for &(pos, value) in &analysis {
            let kind = match (best, value) {
                (Value::Win { .. }, Value::Draw) => 0,
                (Value::Draw, Value::Loss { .. }) => 1,
                _ => continue,
            };
            let mv = Move {
                player: board.to_move(),
                pos,
            };
            let number = 10 - board.empty_count() as usize;
            let mark = review_move(number, mv, &analysis).unwrap();
            assert_eq!(mark.verdict, Verdict::Mistake);
            assert!(!mark.best.contains(&pos));
            assert_eq!(
                mark.judged,
                Judged::Perfect {
                    before: best,
                    after: value
                }
            );
            found[kind] = true;
        }
    }
    assert_eq!(found, [true, true]);
}
