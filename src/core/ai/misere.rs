//! Medium at misère, where three in a row loses: rules a child can learn.
//! Never complete a line of your own while another square is free. Going
//! first, take the centre; holding it, answer with the square opposite an
//! opponent's mark through the centre: played from the first move, that
//! copy can never be the one to complete a line. Otherwise keep away from
//! your own marks.

use rand::Rng;
use rand::seq::IndexedRandom;

use crate::board::{Board, Player, Pos};

/// Which rule picked the move; lets tests check the order the rules apply in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MisereRule {
    /// First on an empty board: the centre.
    Centre,
    /// Holding the centre: the square opposite one of the opponent's marks.
    Mirror,
    /// The safe squares with the fewest of one's own marks in their lines.
    Apart,
    /// Every square left completes a line: one must be taken.
    Forced,
}

/// Whether `player` completes a line by taking `pos`.
pub fn completes_line(board: &Board, player: Player, pos: Pos) -> bool {
    let rules = board.rules();
    let mine = board.bits(player) | rules.bit(pos);
    rules
        .lines()
        .iter()
        .any(|line| line.cells().contains(&pos) && mine & line.mask() == line.mask())
}

/// The square opposite `pos` through the board's centre.
fn opposite(board: &Board, pos: Pos) -> Pos {
    let last = board.rules().size() - 1;
    Pos::new(last - pos.row, last - pos.col)
}

/// How many of `player`'s marks share a line with `pos`, counted per line.
fn company(board: &Board, player: Player, pos: Pos) -> u32 {
    let mine = board.bits(player);
    board
        .rules()
        .lines()
        .iter()
        .filter(|line| line.cells().contains(&pos))
        .map(|line| (mine & line.mask()).count_ones())
        .sum()
}

pub fn rule_move<R: Rng + ?Sized>(board: &Board, rng: &mut R) -> Option<(Pos, MisereRule)> {
    if board.outcome().is_over() {
        return None;
    }
    let me = board.to_move();
    let free = board.empty_squares();
    let safe: Vec<Pos> = free
        .iter()
        .copied()
        .filter(|&p| !completes_line(board, me, p))
        .collect();
    let centre = {
        let middle = board.rules().size() / 2;
        Pos::new(middle, middle)
    };
    if safe.len() == free.len() && free.len() == board.rules().cell_count() {
        return Some((centre, MisereRule::Centre));
    }
    if board.get(centre) == Some(me) {
        let copies: Vec<Pos> = safe
            .iter()
            .copied()
            .filter(|&p| board.get(opposite(board, p)) == Some(me.opponent()))
            .collect();
        if let Some(&pos) = copies.choose(rng) {
            return Some((pos, MisereRule::Mirror));
        }
    }
    let fewest = safe.iter().map(|&p| company(board, me, p)).min();
    let apart: Vec<Pos> = safe
        .iter()
        .copied()
        .filter(|&p| Some(company(board, me, p)) == fewest)
        .collect();
    if let Some(&pos) = apart.choose(rng) {
        return Some((pos, MisereRule::Apart));
    }
    free.choose(rng).map(|&p| (p, MisereRule::Forced))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Rules;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn pick(rows: &[&str]) -> (Pos, MisereRule) {
        let board = Board::from_rows(Rules::MISERE, rows).unwrap();
        let first = rule_move(&board, &mut StdRng::seed_from_u64(0)).unwrap();
        for seed in 1..20 {
            let other = rule_move(&board, &mut StdRng::seed_from_u64(seed)).unwrap();
            assert_eq!(other.1, first.1, "rule changed with seed {seed}");
        }
        first
    }

    #[test]
    fn the_first_mark_takes_the_centre_and_then_copies_across_it() {
        assert_eq!(
            pick(&["...", "...", "..."]),
            (Pos::new(1, 1), MisereRule::Centre)
        );
        // O took the top left: X answers at the bottom right.
        assert_eq!(
            pick(&["O..", ".X.", "..."]),
            (Pos::new(2, 2), MisereRule::Mirror)
        );
        assert_eq!(
            pick(&["...", "OX.", "..."]),
            (Pos::new(1, 2), MisereRule::Mirror)
        );
    }

    #[test]
    fn a_square_that_completes_a_line_is_never_taken_while_another_is_free() {
        // X to move: the bottom left gives X a diagonal and the bottom right
        // the right column, though it copies O's top left.
        let (pos, _) = pick(&["OOX", "OXX", "..."]);
        assert_eq!(pos, Pos::new(2, 1));
    }

    #[test]
    fn the_second_player_keeps_away_from_its_own_marks() {
        // O to move; the squares sharing no line with O's mark: 6 and 8 (by
        // numpad), that is the middle right and the bottom middle.
        let (pos, rule) = pick(&["O..", ".X.", "..X"]);
        assert_eq!(rule, MisereRule::Apart);
        assert!([Pos::new(1, 2), Pos::new(2, 1)].contains(&pos), "{pos:?}");
    }

    #[test]
    fn with_only_losing_squares_left_one_is_taken() {
        // X to move, one square left, and it gives X the top row.
        let board = Board::from_rows(Rules::MISERE, &["XX.", "OOX", "XOO"]).unwrap();
        let (pos, rule) = rule_move(&board, &mut StdRng::seed_from_u64(3)).unwrap();
        assert_eq!((pos, rule), (Pos::new(0, 2), MisereRule::Forced));
    }
}
