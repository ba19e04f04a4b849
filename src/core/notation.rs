//! How squares are named to players.
//!
//! On the classic 3x3 board squares are numbered like a numeric keypad:
//! 7 8 9 on top, 1 2 3 at the bottom, so the keypad is a map of the board.
//! Larger boards use chess-like names: a column letter and a row number
//! counted from the bottom ("a1" is the bottom-left square). Ultimate
//! numbers its small boards, and the squares in each, like the keypad too:
//! "7-5" is the centre of the top-left board.

use super::board::{Pos, Rules};

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
/// "7-5" (board 7, square 5) on Ultimate.
pub fn square_name(rules: Rules, pos: Pos) -> String {
    if let Some((board, square)) = ultimate_numbers(rules, pos) {
        return format!("{board}-{square}");
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

/// Where a square is, in words: "top left", "centre" on 3x3; "row 2,
/// column 3" (from the top left) on larger boards; on Ultimate, its place
/// in its small board ("top left").
pub fn square_place(rules: Rules, pos: Pos) -> String {
    if rules.is_ultimate() {
        return square_place(Rules::CLASSIC, Pos::new(pos.row % 3, pos.col % 3));
    }
    let last = rules.size().saturating_sub(1);
    if rules.size() != 3 {
        return format!("row {}, column {}", pos.row + 1, pos.col + 1);
    }
    let vertical = match pos.row {
        0 => "top",
        r if r == last => "bottom",
        _ => "",
    };
    let horizontal = match pos.col {
        0 => "left",
        c if c == last => "right",
        _ => "",
    };
    match (vertical, horizontal) {
        ("", "") => "centre".into(),
        (v, "") => v.into(),
        ("", h) => h.into(),
        (v, h) => format!("{v} {h}"),
    }
}

/// A square as a screen reader says it: "Square 7, top left, empty";
/// on Ultimate "Board 7, square 5, empty".
pub fn square_label(rules: Rules, pos: Pos, mark: Option<super::Player>) -> String {
    let content = match mark {
        Some(player) => player.to_string(),
        None => "empty".into(),
    };
    if let Some((board, square)) = ultimate_numbers(rules, pos) {
        return format!("Board {board}, square {square}, {content}");
    }
    format!(
        "Square {}, {}, {content}",
        square_name(rules, pos),
        square_place(rules, pos)
    )
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
        assert_eq!(square_place(rules, Pos::new(3, 5)), "top right");
        assert_eq!(
            square_label(rules, Pos::new(1, 1), None),
            "Board 7, square 5, empty"
        );
    }

    #[test]
    fn squares_are_labelled_for_screen_readers() {
        let rules = Rules::CLASSIC;
        assert_eq!(
            square_label(rules, Pos::new(0, 0), None),
            "Square 7, top left, empty"
        );
        assert_eq!(
            square_label(rules, Pos::new(1, 1), Some(crate::core::Player::X)),
            "Square 5, centre, X"
        );
        assert_eq!(square_place(rules, Pos::new(2, 1)), "bottom");
        assert_eq!(square_place(rules, Pos::new(1, 2)), "right");
        let five = Rules::new(5, 4).unwrap();
        assert_eq!(
            square_label(five, Pos::new(4, 0), Some(crate::core::Player::O)),
            "Square a1, row 5, column 1, O"
        );
    }
}
