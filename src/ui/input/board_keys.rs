//! What number and arrow keys mean on a board, for both editions (the
//! window's keyboard and the terminal's keys): on Ultimate a board then a
//! square, and a cursor that starts in the centre and stops at the edges.

use crate::core::notation::{numpad_pos, ultimate_pos};
use crate::core::ultimate::numpad_of;
use crate::core::{Board, Pos, Rules};
use crate::game::setup::language::Words;
use crate::i18n::t;

/// What a number key does on Ultimate.
#[derive(Debug, PartialEq, Eq)]
pub enum UltimateKey {
    Play(Pos),
    /// The board (numpad number) the next key's square is in; `None` to
    /// pick again.
    Pick(Option<u8>),
    Refuse(String),
}

/// A number key on Ultimate, by the numpad's layout: when the last move
/// sends the player to a board, it names a square there; when the player
/// may choose, the first names a board and the second its square (0 picks
/// another board).
pub fn ultimate_key(board: &Board, picked: Option<u8>, n: u8, words: &Words) -> UltimateKey {
    let Some(position) = board.ultimate() else {
        return UltimateKey::Refuse(t!(words, "keys-not-ultimate"));
    };
    let sent_to = position.next_board().map(numpad_of);
    match (sent_to.or(picked), n) {
        (Some(small), 1..=9) => ultimate_pos(small, n).map_or_else(
            || UltimateKey::Refuse(t!(words, "keys-no-such-square", number = n)),
            UltimateKey::Play,
        ),
        (None, 1..=9) => {
            let closed = numpad_pos(Rules::CLASSIC, n)
                .map(|p| p.row * 3 + p.col)
                .is_some_and(|index| position.closed() & (1 << index) != 0);
            if closed {
                UltimateKey::Refuse(t!(words, "keys-board-closed", board = n))
            } else {
                UltimateKey::Pick(Some(n))
            }
        }
        (Some(_), _) if sent_to.is_none() => UltimateKey::Pick(None),
        (Some(small), _) => UltimateKey::Refuse(t!(
            words,
            "keys-no-such-square-sent",
            number = n,
            board = small
        )),
        (None, _) => UltimateKey::Refuse(t!(words, "keys-no-such-board", number = n)),
    }
}

/// Moves the keyboard cursor, starting from the centre and stopping at edges.
pub fn step_cursor(from: Option<Pos>, (dr, dc): (i8, i8), size: u8) -> Pos {
    let Some(pos) = from else {
        return Pos::new(size / 2, size / 2);
    };
    let clamp = |v: u8, d: i8| (v as i8 + d).clamp(0, size as i8 - 1) as u8;
    Pos::new(clamp(pos.row, dr), clamp(pos.col, dc))
}
