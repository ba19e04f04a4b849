//! Marks a finished game's moves against perfect play: the best move, a
//! move that kept the result but not at the best pace, or a mistake that
//! changed who wins.

use crate::core::ai::{Perfect, Value};
use crate::core::board::{Game, Move, Player, Pos, Rules};
use crate::core::notation::square_name;

/// How a move compares with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// One of the best moves.
    Best,
    /// The same result as the best move, reached more slowly (a win) or
    /// sooner (a loss).
    Kept,
    /// The game-theoretic result got worse for the mover.
    Mistake,
}

/// One move's mark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// The move's number, from 1.
    pub number: usize,
    pub mv: Move,
    /// What the position was worth to the mover before the move.
    pub before: Value,
    /// What the move left it worth to the mover.
    pub after: Value,
    /// The best squares there were.
    pub best: Vec<Pos>,
    pub verdict: Verdict,
}

/// Marks move `number` (`mv`) from the values of every square that was
/// empty before it, for the mover. `None` if the move's square is missing.
pub fn review_move(number: usize, mv: Move, squares: &[(Pos, Value)]) -> Option<MoveReview> {
    let after = squares.iter().find(|&&(p, _)| p == mv.pos)?.1;
    let before = squares.iter().map(|&(_, v)| v).max_by_key(|v| v.rank())?;
    let best = squares
        .iter()
        .filter(|&&(_, v)| v == before)
        .map(|&(p, _)| p)
        .collect();
    let verdict = if after == before {
        Verdict::Best
    } else if after.sign() == before.sign() {
        Verdict::Kept
    } else {
        Verdict::Mistake
    };
    Some(MoveReview {
        number,
        mv,
        before,
        after,
        best,
        verdict,
    })
}

/// Every move of `game` marked, solving each position with `solver`.
pub fn review_game(game: &Game, solver: &mut Perfect) -> Vec<MoveReview> {
    game.moves()
        .iter()
        .enumerate()
        .filter_map(|(i, &mv)| {
            let board = game.board_after(i);
            review_move(i + 1, mv, &solver.analyse(&board))
        })
        .collect()
}

fn result_for(value: Value, mover: Player) -> String {
    match value {
        Value::Win { .. } => format!("{mover} won"),
        Value::Draw => "held the draw".to_string(),
        Value::Loss { .. } => format!("{} won", mover.opponent()),
    }
}

impl MoveReview {
    /// The mark in words: "Move 4: O 1 let X force a win; O 5 held the draw".
    pub fn text(&self, rules: Rules) -> String {
        let mover = self.mv.player;
        let played = format!("{mover} {}", square_name(rules, self.mv.pos));
        let better = |squares: &[Pos]| {
            squares
                .iter()
                .map(|&p| format!("{mover} {}", square_name(rules, p)))
                .collect::<Vec<_>>()
                .join(" or ")
        };
        let n = self.number;
        match self.verdict {
            Verdict::Best => match self.before {
                Value::Win { .. } => format!("Move {n}: {played}, best: on the way to a win"),
                Value::Draw => format!("Move {n}: {played}, best: it keeps the draw"),
                Value::Loss { .. } => format!("Move {n}: {played}, best: it holds out longest"),
            },
            Verdict::Kept => match self.before {
                Value::Win { .. } => format!(
                    "Move {n}: {played} still wins, but {} wins sooner",
                    better(&self.best)
                ),
                _ => format!(
                    "Move {n}: {played} loses sooner than {}",
                    better(&self.best)
                ),
            },
            Verdict::Mistake => {
                let what = match (self.before, self.after) {
                    (_, Value::Loss { .. }) => {
                        format!("let {} force a win", mover.opponent())
                    }
                    (Value::Win { .. }, Value::Draw) => "let the win slip to a draw".to_string(),
                    _ => "changed the result".to_string(),
                };
                let held = match self.before {
                    Value::Win { .. } => "won".to_string(),
                    other => result_for(other, mover),
                };
                format!("Move {n}: {played} {what}; {} {held}", better(&self.best))
            }
        }
    }
}
