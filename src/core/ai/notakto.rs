//! Medium at Notakto, where both players place X and whoever completes
//! three in a row loses: rules a child can learn. Never complete a line
//! while another square is free. Going first, take the centre, and answer
//! the opponent's first mark with a square a knight's move (two along, one
//! across) away from it. Take a square that leaves the opponent only
//! squares that complete a line. Otherwise any square that is safe.

use rand::Rng;
use rand::seq::IndexedRandom;

use crate::board::{Board, Player, Pos};

/// Which rule picked the move; lets tests check the order the rules apply in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotaktoRule {
    /// First on an empty board: the centre.
    Centre,
    /// Holding the centre: a knight's move from the opponent's first mark.
    Knight,
    /// A square after which every free square completes a line.
    Trap,
    /// A square that completes no line.
    Safe,
    /// Every square left completes a line: one must be taken.
    Forced,
}

/// Whether taking `pos` completes a line of marks, whoever placed them.
pub fn completes_line(board: &Board, pos: Pos) -> bool {
    let rules = board.rules();
    let all = board.bits(Player::X) | board.bits(Player::O) | rules.bit(pos);
    rules
        .lines()
        .iter()
        .any(|line| line.cells().contains(&pos) && all & line.mask() == line.mask())
}

/// The free squares that complete no line.
fn safe_squares(board: &Board) -> Vec<Pos> {
    board
        .empty_squares()
        .into_iter()
        .filter(|&p| !completes_line(board, p))
        .collect()
}

fn knights_move(a: Pos, b: Pos) -> bool {
    let rows = a.row.abs_diff(b.row);
    let cols = a.col.abs_diff(b.col);
    (rows, cols) == (1, 2) || (rows, cols) == (2, 1)
}

pub fn rule_move<R: Rng + ?Sized>(board: &Board, rng: &mut R) -> Option<(Pos, NotaktoRule)> {
    if board.outcome().is_over() {
        return None;
    }
    let me = board.to_move();
    let safe = safe_squares(board);
    let middle = board.rules().size() / 2;
    let centre = Pos::new(middle, middle);
    let placed = board.rules().cell_count() as u32 - board.empty_count();
    if placed == 0 {
        return Some((centre, NotaktoRule::Centre));
    }
    if placed == 2 && board.get(centre) == Some(me) {
        let knights: Vec<Pos> = safe
            .iter()
            .copied()
            .filter(|&p| {
                board
                    .rules()
                    .positions()
                    .any(|q| board.get(q) == Some(me.opponent()) && knights_move(p, q))
            })
            .collect();
        if let Some(&pos) = knights.choose(rng) {
            return Some((pos, NotaktoRule::Knight));
        }
    }
    let traps: Vec<Pos> = safe
        .iter()
        .copied()
        .filter(|&p| safe_squares(&board.with(p)).is_empty())
        .collect();
    if let Some(&pos) = traps.choose(rng) {
        return Some((pos, NotaktoRule::Trap));
    }
    if let Some(&pos) = safe.choose(rng) {
        return Some((pos, NotaktoRule::Safe));
    }
    board
        .empty_squares()
        .choose(rng)
        .map(|&p| (p, NotaktoRule::Forced))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Perfect;
    use crate::board::Rules;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn pick(rows: &[&str]) -> (Pos, NotaktoRule) {
        let board = Board::from_rows(Rules::NOTAKTO, rows).unwrap();
        let first = rule_move(&board, &mut StdRng::seed_from_u64(0)).unwrap();
        for seed in 1..20 {
            let other = rule_move(&board, &mut StdRng::seed_from_u64(seed)).unwrap();
            assert_eq!(other.1, first.1, "rule changed with seed {seed}");
        }
        first
    }

    #[test]
    fn the_first_mark_takes_the_centre_and_the_second_a_knights_move_away() {
        assert_eq!(
            pick(&["...", "...", "..."]),
            (Pos::new(1, 1), NotaktoRule::Centre)
        );
        // The second player took the top left.
        let (pos, rule) = pick(&["O..", ".X.", "..."]);
        assert_eq!(rule, NotaktoRule::Knight);
        assert!(pos == Pos::new(1, 2) || pos == Pos::new(2, 1), "{pos:?}");
    }

    /// Every position the game can reach, from the empty board.
    fn every_position() -> Vec<Board> {
        let mut seen = std::collections::HashSet::new();
        let mut todo = vec![Board::new(Rules::NOTAKTO)];
        while let Some(board) = todo.pop() {
            if seen.insert(board) {
                todo.extend(board.legal_moves().into_iter().map(|p| board.with(p)));
            }
        }
        seen.into_iter().collect()
    }

    #[test]
    fn no_line_is_completed_while_a_safe_square_is_free_and_a_trap_is_never_missed() {
        let positions = every_position();
        assert!(positions.len() > 1_000, "{}", positions.len());
        let mut traps = 0;
        for board in positions.into_iter().filter(|b| !b.outcome().is_over()) {
            let (pos, rule) = rule_move(&board, &mut StdRng::seed_from_u64(7)).unwrap();
            let safe = safe_squares(&board);
            assert_eq!(completes_line(&board, pos), safe.is_empty(), "{board:?}");
            let trap_exists = safe
                .iter()
                .any(|&p| safe_squares(&board.with(p)).is_empty());
            if trap_exists && !matches!(rule, NotaktoRule::Centre | NotaktoRule::Knight) {
                assert_eq!(rule, NotaktoRule::Trap, "{board:?}");
                assert!(safe_squares(&board.with(pos)).is_empty());
                traps += 1;
            }
        }
        assert!(traps > 0);
    }

    /// The knight's move is the whole of the first player's winning plan:
    /// after it, every position is won for them (checked by the solver).
    #[test]
    fn centre_then_a_knights_move_wins_against_every_reply() {
        let mut perfect = Perfect::new(Rules::NOTAKTO);
        let mut rng = StdRng::seed_from_u64(1);
        let empty = Board::new(Rules::NOTAKTO);
        let (centre, _) = rule_move(&empty, &mut rng).unwrap();
        let opened = empty.with(centre);
        for reply in opened.legal_moves() {
            let board = opened.with(reply);
            let (knight, rule) = rule_move(&board, &mut rng).unwrap();
            assert_eq!(rule, NotaktoRule::Knight);
            let value = perfect.move_value(&board, knight).unwrap();
            assert_eq!(value.sign(), 1, "after {reply:?}, {knight:?}: {value:?}");
        }
    }
}
