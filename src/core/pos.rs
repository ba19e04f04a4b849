//! A square of a board, by row and column: what the rules, the names of
//! squares and Qubic's cube all speak of, so it sits below each of them.

/// A square, by row (0 is the top row) and column (0 is the left column).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    pub row: u8,
    pub col: u8,
}

impl Pos {
    pub const fn new(row: u8, col: u8) -> Self {
        Pos { row, col }
    }
}
