//! Medium: the classic rule list. Take a win, else block the opponent's win,
//! else the centre, else a corner, else any square. Ties are broken at random.
//! On Qubic the centre is the cube's eight inner points and the corners its
//! eight corners: the points on the most lines.

use rand::Rng;
use rand::seq::IndexedRandom;

use crate::board::{Board, Player, Pos};
use crate::qubic::Point;

/// Which rule picked the move; lets tests check the order the rules apply in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    Win,
    Block,
    Centre,
    Corner,
    Any,
}

/// Squares where `player` would complete K in a row right now.
pub fn winning_squares(board: &Board, player: Player) -> Vec<Pos> {
    let rules = board.rules();
    let k = u32::from(rules.k());
    let mine = board.bits(player);
    let theirs = board.bits(player.opponent());
    let mut found = 0u64;
    for line in rules.lines() {
        let m = line.mask();
        if theirs & m == 0 && (mine & m).count_ones() == k - 1 {
            found |= m & !mine;
        }
    }
    board
        .empty_squares()
        .into_iter()
        .filter(|&p| found & rules.bit(p) != 0)
        .collect()
}

/// The centre square, or the four central squares on an even board; on
/// Qubic the cube's eight inner points, which lie on seven lines each.
pub fn centre_squares(board: &Board) -> Vec<Pos> {
    if board.rules().is_qubic() {
        return cube_points(1..=2);
    }
    let n = board.rules().size();
    let (lo, hi) = if n % 2 == 1 {
        (n / 2, n / 2)
    } else {
        (n / 2 - 1, n / 2)
    };
    let mut out = Vec::new();
    for row in lo..=hi {
        for col in lo..=hi {
            out.push(Pos::new(row, col));
        }
    }
    out
}

/// The board's corners; on Qubic the cube's eight, on seven lines each.
pub fn corner_squares(board: &Board) -> Vec<Pos> {
    if board.rules().is_qubic() {
        return cube_points([0, 3]);
    }
    let last = board.rules().size() - 1;
    vec![
        Pos::new(0, 0),
        Pos::new(0, last),
        Pos::new(last, 0),
        Pos::new(last, last),
    ]
}

/// The cube's points whose layer, row and column are each among `values`.
fn cube_points(values: impl IntoIterator<Item = u8> + Clone) -> Vec<Pos> {
    let mut out = Vec::new();
    for layer in values.clone() {
        for row in values.clone() {
            for col in values.clone() {
                out.push(Point::new(layer, row, col).pos());
            }
        }
    }
    out
}

pub fn rule_move<R: Rng + ?Sized>(board: &Board, rng: &mut R) -> Option<(Pos, Rule)> {
    if board.outcome().is_over() {
        return None;
    }
    let me = board.to_move();
    let empty = |squares: Vec<Pos>| -> Vec<Pos> {
        squares
            .into_iter()
            .filter(|&p| board.get(p).is_none())
            .collect()
    };
    let candidates = [
        (Rule::Win, winning_squares(board, me)),
        (Rule::Block, winning_squares(board, me.opponent())),
        (Rule::Centre, empty(centre_squares(board))),
        (Rule::Corner, empty(corner_squares(board))),
        (Rule::Any, board.empty_squares()),
    ];
    candidates
        .into_iter()
        .find_map(|(rule, squares)| squares.choose(rng).map(|&p| (p, rule)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Rules;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn pick(rows: &[&str]) -> (Pos, Rule) {
        let size = rows.len() as u8;
        let k = if size == 3 { 3 } else { 4 };
        let board = Board::from_rows(Rules::new(size, k).unwrap(), rows).unwrap();
        // Several seeds: the rule must not depend on the tie-break.
        let first = rule_move(&board, &mut StdRng::seed_from_u64(0)).unwrap();
        for seed in 1..20 {
            let other = rule_move(&board, &mut StdRng::seed_from_u64(seed)).unwrap();
            assert_eq!(other.1, first.1, "rule changed with seed {seed}");
        }
        first
    }

    #[test]
    fn win_comes_before_block() {
        // X to move: X can win at top right, O threatens the middle row.
        let (pos, rule) = pick(&["XX.", "OO.", "..."]);
        assert_eq!((pos, rule), (Pos::new(0, 2), Rule::Win));
    }

    #[test]
    fn block_comes_before_centre() {
        // X to move, centre free, O threatens the left column.
        let (pos, rule) = pick(&["OX.", "O..", "..X"]);
        assert_eq!((pos, rule), (Pos::new(2, 0), Rule::Block));
    }

    #[test]
    fn centre_comes_before_corner() {
        let (pos, rule) = pick(&["X..", "...", "..."]);
        assert_eq!((pos, rule), (Pos::new(1, 1), Rule::Centre));
        let (pos, rule) = pick(&["...", "...", "..."]);
        assert_eq!((pos, rule), (Pos::new(1, 1), Rule::Centre));
    }

    #[test]
    fn corner_comes_before_side() {
        let (pos, rule) = pick(&["...", ".X.", "..."]);
        assert_eq!(rule, Rule::Corner);
        assert!(corner_squares(&Board::default()).contains(&pos));
    }

    #[test]
    fn side_when_nothing_else_is_left() {
        // O to move: no win for O, no X threat, centre and corners taken.
        let (pos, rule) = pick(&["XOX", ".X.", "OXO"]);
        assert_eq!(rule, Rule::Any);
        assert!([Pos::new(1, 0), Pos::new(1, 2)].contains(&pos));
    }

    #[test]
    fn on_qubic_the_centre_and_corners_are_the_cubes_points_on_seven_lines() {
        let mut rng = StdRng::seed_from_u64(4);
        let empty = Board::new(Rules::QUBIC);
        let (pos, rule) = rule_move(&empty, &mut rng).unwrap();
        assert_eq!(rule, Rule::Centre);
        let point = Point::of(pos).unwrap();
        assert!((1..=2).contains(&point.layer) && (1..=2).contains(&point.row));
        assert_eq!(point.line_count(), 7);
        for corner in corner_squares(&empty) {
            assert_eq!(Point::of(corner).unwrap().line_count(), 7);
        }
        // X holds three points straight down through the layers: O blocks
        // the fourth, on layer 4.
        let mut board = Board::new(Rules::QUBIC);
        for (layer, o) in [(0, (0, 0)), (1, (2, 0)), (2, (0, 1))] {
            board.put(Point::new(layer, 3, 3).pos(), Player::X);
            board.put(Point::new(layer, o.0, o.1).pos(), Player::O);
        }
        board.put(Point::new(0, 1, 0).pos(), Player::X);
        let (pos, rule) = rule_move(&board, &mut rng).unwrap();
        assert_eq!(
            (Point::of(pos).unwrap(), rule),
            (Point::new(3, 3, 3), Rule::Block)
        );
    }

    #[test]
    fn larger_boards_use_the_same_order() {
        // 4x4, four in a row: O (to move) blocks X's row before taking a centre.
        let (pos, rule) = pick(&["XXX.", "O...", "O...", "...."]);
        assert_eq!((pos, rule), (Pos::new(0, 3), Rule::Block));
        let (pos, rule) = pick(&["X...", "....", "....", "...."]);
        assert_eq!(rule, Rule::Centre);
        assert!(centre_squares(&Board::new(Rules::new(4, 4).unwrap())).contains(&pos));
    }
}
