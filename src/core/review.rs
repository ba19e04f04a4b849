//! Marks a finished game's moves: on the single boards against perfect
//! play (the best move, a move that kept the result but not at the best
//! pace, or a mistake that changed who wins); on Ultimate, which nobody can
//! solve, against the engine's chances (a mistake gave up more than
//! [`MISTAKE_POINTS`] of the mover's chance to win).

use crate::ai::{Perfect, Value};
use crate::board::{Game, Move, Pos};

/// How a move compares with the best.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// One of the best moves.
    Best,
    /// The same result as the best move, reached more slowly (a win) or
    /// sooner (a loss); on Ultimate, a chance at most [`MISTAKE_POINTS`]
    /// below the best.
    Kept,
    /// The game-theoretic result got worse for the mover; on Ultimate, the
    /// chance fell by more than [`MISTAKE_POINTS`].
    Mistake,
}

/// On Ultimate, a move that gives up more than this much of the mover's
/// chance to win (0 to 1) is a mistake.
pub const MISTAKE_POINTS: f32 = 0.20;

/// On Ultimate, moves whose chances differ by less than this are as good
/// as each other: the search cannot tell them apart.
const SAME_CHANCE: f32 = 0.02;

/// What a move was measured by.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Judged {
    /// Perfect play: what the position was worth to the mover before the
    /// move, and what the move left it worth.
    Perfect { before: Value, after: Value },
    /// The engine's search (Ultimate): the mover's chance to win (a draw
    /// counts half, 0 to 1) after the best move, and after the move played.
    Chance { best: f32, played: f32 },
}

/// One move's mark.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// The move's number, from 1.
    pub number: usize,
    pub mv: Move,
    pub judged: Judged,
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
        judged: Judged::Perfect { before, after },
        best,
        verdict,
    })
}

/// The engine's best move among `chances` (each move's chance for the
/// mover, 0 to 1): the highest chance, the first of equals. The hint and
/// the review both ask this, so they name the same square.
pub fn best_by_chance(chances: &[(Pos, f32)]) -> Option<(Pos, f32)> {
    chances
        .iter()
        .copied()
        .fold(None, |best: Option<(Pos, f32)>, (p, c)| match best {
            Some((_, b)) if b >= c => best,
            _ => Some((p, c)),
        })
}

/// A chance as the player reads it: whole percent.
pub fn percent(chance: f32) -> i32 {
    (chance * 100.0).round() as i32
}

/// Marks move `number` (`mv`) on Ultimate from the engine's chance for the
/// mover after each legal move (0 to 1). `None` if the move's square is
/// missing. The engine's best square comes first in `best`.
pub fn review_by_chance(number: usize, mv: Move, chances: &[(Pos, f32)]) -> Option<MoveReview> {
    let played = chances.iter().find(|&&(p, _)| p == mv.pos)?.1;
    let (top, best) = best_by_chance(chances)?;
    let lost = best - played;
    let verdict = if lost < SAME_CHANCE {
        Verdict::Best
    } else if lost <= MISTAKE_POINTS {
        Verdict::Kept
    } else {
        Verdict::Mistake
    };
    let best_squares = std::iter::once(top)
        .chain(
            chances
                .iter()
                .filter(|&&(p, c)| p != top && best - c < SAME_CHANCE)
                .map(|&(p, _)| p),
        )
        .collect();
    Some(MoveReview {
        number,
        mv,
        judged: Judged::Chance { best, played },
        best: best_squares,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Player;

    fn x_at(row: u8, col: u8) -> Move {
        Move {
            player: Player::X,
            pos: Pos::new(row, col),
        }
    }

    /// The game words the points as this difference (see
    /// `game::coach::review`).
    #[test]
    fn the_points_given_up_are_the_difference_of_the_percentages_said() {
        // Chances of 0.534 and 0.486 are said as 53 and 49, four points
        // apart, though they are 4.8 points apart.
        let chances = [(Pos::new(0, 0), 0.534), (Pos::new(4, 4), 0.486)];
        let mark = review_by_chance(3, x_at(4, 4), &chances).expect("the move is listed");
        assert_eq!(mark.verdict, Verdict::Kept);
        let Judged::Chance { best, played } = mark.judged else {
            panic!("judged by chance: {mark:?}");
        };
        assert_eq!((percent(best), percent(played)), (53, 49));
        assert_eq!(percent(best) - percent(played), 4);
    }

    #[test]
    fn only_the_engines_best_square_is_called_its_choice() {
        let top = Pos::new(4, 4);
        let near = Pos::new(0, 0);
        let chances = [(near, 0.55), (top, 0.56), (Pos::new(8, 8), 0.2)];
        assert_eq!(best_by_chance(&chances), Some((top, 0.56)));
        let played_top = review_by_chance(1, x_at(4, 4), &chances).expect("listed");
        assert_eq!(played_top.best.first(), Some(&top));
        assert_eq!(played_top.verdict, Verdict::Best);
        let played_near = review_by_chance(1, x_at(0, 0), &chances).expect("listed");
        assert_eq!(played_near.verdict, Verdict::Best);
        assert_eq!(played_near.best, vec![top, near]);
        assert_eq!(
            played_near.judged,
            Judged::Chance {
                best: 0.56,
                played: 0.55
            }
        );
    }
}
