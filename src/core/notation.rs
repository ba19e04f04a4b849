//! How squares are named to players.
//!
//! On the classic 3x3 board squares are numbered like a numeric keypad:
//! 7 8 9 on top, 1 2 3 at the bottom, so the keypad is a map of the board.
//! Larger boards use chess-like names: a column letter and a row number
//! counted from the bottom ("a1" is the bottom-left square). Ultimate
//! numbers its small boards, and the squares in each, like the keypad too:
//! "7-5" is the centre of the top-left board.

use super::board::{Pos, Rules};
use super::qubic::{Point, point_name, point_named};

/// An Ultimate square's small board and its square in it, both numbered
/// 1-9 as on a numpad.
pub fn ultimate_numbers(rules: Rules, pos: Pos) -> Option<(u8, u8)> {
    if !rules.is_ultimate() || !rules.contains(pos) {
        return None;
    }
    let numpad = |row: u8, col: u8| (2 - row) * 3 + col + 1;
    Some((
        numpad(pos.row / 3, pos.col / 3),
        numpad(pos.row % 3, pos.col % 3),
    ))
}

/// The Ultimate square in small board `board`, square `square` (numpad
/// numbers, 1-9).
pub fn ultimate_pos(board: u8, square: u8) -> Option<Pos> {
    let small = numpad_pos(Rules::CLASSIC, board)?;
    let inner = numpad_pos(Rules::CLASSIC, square)?;
    Some(Pos::new(
        small.row * 3 + inner.row,
        small.col * 3 + inner.col,
    ))
}

/// The numpad number (1-9) of a square on a 3x3 board.
pub fn numpad_number(rules: Rules, pos: Pos) -> Option<u8> {
    if rules.size() != 3 || !rules.contains(pos) {
        return None;
    }
    Some((2 - pos.row) * 3 + pos.col + 1)
}

/// The square a numpad number (1-9) names on a 3x3 board.
pub fn numpad_pos(rules: Rules, number: u8) -> Option<Pos> {
    if rules.size() != 3 || !(1..=9).contains(&number) {
        return None;
    }
    let index = number - 1;
    Some(Pos::new(2 - index / 3, index % 3))
}

/// The name a player sees for a square: "5" on 3x3, "c2" on larger boards,
/// "7-5" (board 7, square 5) on Ultimate, "2b3" (layer 2, b3) on Qubic.
pub fn square_name(rules: Rules, pos: Pos) -> String {
    if let Some((board, square)) = ultimate_numbers(rules, pos) {
        return format!("{board}-{square}");
    }
    if rules.is_qubic()
        && let Some(point) = Point::of(pos)
    {
        return point_name(point);
    }
    match numpad_number(rules, pos) {
        Some(n) => n.to_string(),
        None => {
            let column = char::from(b'a' + pos.col);
            let row_from_bottom = rules.size() - pos.row;
            format!("{column}{row_from_bottom}")
        }
    }
}

/// The square a player names by typing: what [`square_name`] writes ("5",
/// "c2", "7-5"), with Ultimate's two numbers also together ("75") or apart
/// ("7 5"), any case, spaces around. `None` for anything else.
pub fn square_named(rules: Rules, text: &str) -> Option<Pos> {
    let text = text.trim().to_ascii_lowercase();
    if rules.is_qubic() {
        return point_named(&text).map(Point::pos);
    }
    if rules.is_ultimate() {
        let digits: Vec<u8> = text
            .chars()
            .filter(|c| !matches!(c, '-' | ' '))
            .map(|c| c.to_digit(10).map(|d| d as u8))
            .collect::<Option<_>>()?;
        return match digits[..] {
            [board, square] => ultimate_pos(board, square),
            _ => None,
        };
    }
    if rules.size() == 3 {
        return text.parse::<u8>().ok().and_then(|n| numpad_pos(rules, n));
    }
    let mut chars = text.chars();
    let column = chars.next()?;
    let row: u8 = chars.as_str().parse().ok()?;
    if !column.is_ascii_lowercase() || row == 0 || row > rules.size() {
        return None;
    }
    let pos = Pos::new(rules.size() - row, column as u8 - b'a');
    rules.contains(pos).then_some(pos)
}

/// The same name in a sentence: "square 5", "c2" or "board 7, square 5".
pub fn square_phrase(rules: Rules, pos: Pos) -> String {
    if let Some((board, square)) = ultimate_numbers(rules, pos) {
        return format!("board {board}, square {square}");
    }
    if rules.size() == 3 {
        format!("square {}", square_name(rules, pos))
    } else {
        square_name(rules, pos)
    }
}

/// Where a square is on its board, for a player who cannot see it: one of
/// nine places on 3x3 (on Ultimate, its place in its small board); on
/// larger boards its row and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    TopLeft,
    Top,
    TopRight,
    Left,
    Centre,
    Right,
    BottomLeft,
    Bottom,
    BottomRight,
    /// Counted from 1 at the top left.
    At {
        row: u8,
        column: u8,
    },
}

/// Where a square is (the game puts it into words).
pub fn square_place(rules: Rules, pos: Pos) -> Place {
    if rules.is_ultimate() {
        return square_place(Rules::CLASSIC, Pos::new(pos.row % 3, pos.col % 3));
    }
    if rules.size() != 3 {
        return Place::At {
            row: pos.row + 1,
            column: pos.col + 1,
        };
    }
    const PLACES: [[Place; 3]; 3] = [
        [Place::TopLeft, Place::Top, Place::TopRight],
        [Place::Left, Place::Centre, Place::Right],
        [Place::BottomLeft, Place::Bottom, Place::BottomRight],
    ];
    PLACES[usize::from(pos.row.min(2))][usize::from(pos.col.min(2))]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numpad_layout_matches_the_keypad() {
        let rules = Rules::CLASSIC;
        assert_eq!(numpad_pos(rules, 7), Some(Pos::new(0, 0)));
        assert_eq!(numpad_pos(rules, 9), Some(Pos::new(0, 2)));
        assert_eq!(numpad_pos(rules, 5), Some(Pos::new(1, 1)));
        assert_eq!(numpad_pos(rules, 1), Some(Pos::new(2, 0)));
        assert_eq!(numpad_pos(rules, 3), Some(Pos::new(2, 2)));
        assert_eq!(numpad_pos(rules, 0), None);
        assert_eq!(numpad_pos(rules, 10), None);
        for n in 1..=9 {
            let pos = numpad_pos(rules, n).unwrap();
            assert_eq!(numpad_number(rules, pos), Some(n));
            assert_eq!(square_name(rules, pos), n.to_string());
        }
    }

    #[test]
    fn larger_boards_use_letters_and_rows_from_the_bottom() {
        let rules = Rules::new(5, 4).unwrap();
        assert_eq!(numpad_pos(rules, 5), None);
        assert_eq!(square_name(rules, Pos::new(4, 0)), "a1");
        assert_eq!(square_name(rules, Pos::new(0, 4)), "e5");
        assert_eq!(square_phrase(rules, Pos::new(2, 2)), "c3");
        assert_eq!(square_phrase(Rules::CLASSIC, Pos::new(1, 1)), "square 5");
    }

    #[test]
    fn ultimate_numbers_boards_and_squares_like_the_keypad() {
        let rules = Rules::ULTIMATE;
        assert_eq!(ultimate_numbers(rules, Pos::new(0, 0)), Some((7, 7)));
        assert_eq!(ultimate_numbers(rules, Pos::new(4, 4)), Some((5, 5)));
        assert_eq!(ultimate_numbers(rules, Pos::new(8, 6)), Some((3, 1)));
        assert_eq!(ultimate_numbers(Rules::CLASSIC, Pos::new(0, 0)), None);
        for row in 0..9 {
            for col in 0..9 {
                let pos = Pos::new(row, col);
                let (board, square) = ultimate_numbers(rules, pos).unwrap();
                assert_eq!(ultimate_pos(board, square), Some(pos));
            }
        }
        assert_eq!(ultimate_pos(0, 5), None);
        assert_eq!(square_name(rules, Pos::new(1, 1)), "7-5");
        assert_eq!(square_phrase(rules, Pos::new(1, 1)), "board 7, square 5");
        assert_eq!(square_place(rules, Pos::new(3, 5)), Place::TopRight);
    }

    #[test]
    fn squares_say_where_they_are() {
        let rules = Rules::CLASSIC;
        assert_eq!(square_place(rules, Pos::new(0, 0)), Place::TopLeft);
        assert_eq!(square_place(rules, Pos::new(1, 1)), Place::Centre);
        assert_eq!(square_place(rules, Pos::new(2, 1)), Place::Bottom);
        assert_eq!(square_place(rules, Pos::new(1, 2)), Place::Right);
        let five = Rules::new(5, 4).unwrap();
        assert_eq!(
            square_place(five, Pos::new(4, 0)),
            Place::At { row: 5, column: 1 }
        );
    }

    #[test]
    fn a_typed_name_is_read_back_as_its_square_and_nothing_else_is() {
        let five = Rules::new(5, 4).unwrap();
        for rules in [
            Rules::CLASSIC,
            Rules::new(4, 4).unwrap(),
            five,
            Rules::ULTIMATE,
            Rules::QUBIC,
        ] {
            for pos in rules.positions() {
                let name = square_name(rules, pos);
                assert_eq!(square_named(rules, &name), Some(pos), "{name}");
                assert_eq!(
                    square_named(rules, &format!(" {} ", name.to_uppercase())),
                    Some(pos)
                );
            }
        }
        assert_eq!(square_named(Rules::ULTIMATE, "75"), ultimate_pos(7, 5));
        assert_eq!(square_named(Rules::ULTIMATE, "7 5"), ultimate_pos(7, 5));
        for (rules, text) in [
            (Rules::CLASSIC, "0"),
            (Rules::CLASSIC, "10"),
            (Rules::CLASSIC, "a1"),
            (five, "f1"),
            (five, "a6"),
            (five, "a0"),
            (five, "5"),
            (five, ""),
            (Rules::ULTIMATE, "7"),
            (Rules::ULTIMATE, "70"),
            (Rules::ULTIMATE, "7-5-1"),
            (Rules::ULTIMATE, "x5"),
            (Rules::QUBIC, "a1"),
            (Rules::QUBIC, "5a1"),
            (Rules::QUBIC, "h8"),
        ] {
            assert_eq!(square_named(rules, text), None, "{text:?}");
        }
    }
}
