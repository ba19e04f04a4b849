//! An opening book: perfect moves for the first positions of a board too big
//! to solve in the time one move may take (5 x 5 from the empty board takes
//! about a second of search; a move may take 50 ms).
//!
//! The book is computed offline (`cargo run --release --features tools --bin
//! tictactoe-book`) for every position the computer can reach against every
//! reply, up to a number of marks, and shipped in assets/. One entry per
//! position up to symmetry: the move to play and the position's score.
//!
//! The file: `TTTBOOK1`, the board size and run length (one byte each), the
//! entry count (u32, little-endian), then per entry, in ascending key order,
//! the canonical position key (u64), the square (u8, a bit index in the
//! canonical orientation) and the score (i8, for the side to move: see
//! [`super::perfect`]). Everything is checked on reading; a bad file is an
//! error, never a panic.

use std::collections::HashMap;
use std::fmt;

use super::perfect::{Perfect, Value};
use super::symmetry::Symmetries;
use crate::board::{Board, Player, Pos, Rules};

const MAGIC: &[u8; 8] = b"TTTBOOK1";
const HEADER_LEN: usize = 8 + 2 + 4;
const ENTRY_LEN: usize = 8 + 1 + 1;

/// Why a book could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// Not a book: the file does not start with the book's signature.
    NotABook,
    /// A board the book format cannot hold (more than 32 squares).
    UnsupportedRules { size: u8, k: u8 },
    /// The file is shorter or longer than its entry count says.
    WrongLength { expected: usize, found: usize },
    /// An entry that cannot be a position, move or score of this board.
    BadEntry { index: usize, why: &'static str },
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::NotABook => f.write_str("not an opening book"),
            BookError::UnsupportedRules { size, k } => {
                write!(f, "a book for {size}x{size}, {k} in a row, cannot be used")
            }
            BookError::WrongLength { expected, found } => {
                write!(
                    f,
                    "the book is damaged: {found} bytes where {expected} were expected"
                )
            }
            BookError::BadEntry { index, why } => {
                write!(f, "the book is damaged: entry {index} {why}")
            }
        }
    }
}

impl std::error::Error for BookError {}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    /// The move, as a bit index in the canonical orientation.
    square: u8,
    /// The position's score for the side to move.
    score: i8,
}

/// Perfect moves for early positions of one board, up to symmetry.
#[derive(Clone)]
pub struct OpeningBook {
    rules: Rules,
    symmetries: Symmetries,
    entries: HashMap<u64, Entry>,
}

impl fmt::Debug for OpeningBook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpeningBook")
            .field("rules", &self.rules)
            .field("entries", &self.entries.len())
            .finish()
    }
}

impl OpeningBook {
    pub fn new(rules: Rules) -> Result<Self, BookError> {
        if rules.cell_count() > 32 {
            return Err(BookError::UnsupportedRules {
                size: rules.size(),
                k: rules.k(),
            });
        }
        Ok(OpeningBook {
            rules,
            symmetries: Symmetries::new(rules.size()),
            entries: HashMap::new(),
        })
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The most marks on any position in the book.
    pub fn max_marks(&self) -> u32 {
        let cells = self.rules.cell_count();
        self.entries
            .keys()
            .map(|key| (key & ((1 << (2 * cells)) - 1)).count_ones())
            .max()
            .unwrap_or(0)
    }

    fn key_of(&self, board: &Board) -> (u64, usize) {
        self.symmetries
            .canonical_with(board.bits(Player::X), board.bits(Player::O))
    }

    /// Records `pos` as the move to play at `board`, whose score for the
    /// side to move is `score`.
    pub fn insert(&mut self, board: &Board, pos: Pos, score: i32) {
        let (key, sym) = self.key_of(board);
        let square = self
            .symmetries
            .apply(sym, 1 << self.rules.index(pos))
            .trailing_zeros() as u8;
        let score = score.clamp(-127, 127) as i8;
        self.entries.insert(key, Entry { square, score });
    }

    /// The book's move at `board` and the position's value for the side to
    /// move, if the book has the position.
    pub fn lookup(&self, board: &Board) -> Option<(Pos, Value)> {
        if board.rules() != self.rules {
            return None;
        }
        let (key, sym) = self.key_of(board);
        let entry = self.entries.get(&key)?;
        let square = self.symmetries.preimage(sym, u32::from(entry.square))?;
        let pos = self.rules.pos_of_bit(square);
        // A checked file cannot say otherwise, but a move must be legal.
        board.check(pos).ok()?;
        Some((
            pos,
            Value::from_score(i32::from(entry.score), board.empty_count()),
        ))
    }

    /// The book as bytes, entries in key order so equal books are equal files.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut keys: Vec<u64> = self.entries.keys().copied().collect();
        keys.sort_unstable();
        let mut out = Vec::with_capacity(HEADER_LEN + keys.len() * ENTRY_LEN);
        out.extend_from_slice(MAGIC);
        out.push(self.rules.size());
        out.push(self.rules.k());
        out.extend_from_slice(&(keys.len() as u32).to_le_bytes());
        for key in keys {
            let entry = self.entries[&key];
            out.extend_from_slice(&key.to_le_bytes());
            out.push(entry.square);
            out.push(entry.score as u8);
        }
        out
    }

    /// Reads a book, checking every entry.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, BookError> {
        if bytes.len() < HEADER_LEN || &bytes[..8] != MAGIC {
            return Err(BookError::NotABook);
        }
        let (size, k) = (bytes[8], bytes[9]);
        let rules = Rules::new(size, k).map_err(|_| BookError::UnsupportedRules { size, k })?;
        let mut book = OpeningBook::new(rules)?;
        let count = u32::from_le_bytes([bytes[10], bytes[11], bytes[12], bytes[13]]) as usize;
        let expected = count
            .checked_mul(ENTRY_LEN)
            .and_then(|n| n.checked_add(HEADER_LEN))
            .unwrap_or(usize::MAX);
        if bytes.len() != expected {
            return Err(BookError::WrongLength {
                expected,
                found: bytes.len(),
            });
        }
        let cells = rules.cell_count() as u32;
        let board_mask = rules.full_mask();
        let mut previous = None;
        for (index, chunk) in bytes[HEADER_LEN..].chunks_exact(ENTRY_LEN).enumerate() {
            let bad = |why| Err(BookError::BadEntry { index, why });
            let mut key_bytes = [0; 8];
            key_bytes.copy_from_slice(&chunk[..8]);
            let key = u64::from_le_bytes(key_bytes);
            let (square, score) = (chunk[8], chunk[9] as i8);
            if previous.is_some_and(|p| p >= key) {
                return bad("is out of order");
            }
            previous = Some(key);
            let (x, o) = (key & board_mask, key >> cells);
            if o & !board_mask != 0 || x & o != 0 {
                return bad("is not a position");
            }
            let (xs, os) = (x.count_ones(), o.count_ones());
            if xs != os && xs != os + 1 {
                return bad("has the wrong number of marks");
            }
            if u32::from(square) >= cells || (x | o) & (1 << square) != 0 {
                return bad("plays a square that is taken or off the board");
            }
            let empty = cells - xs - os;
            if i32::from(score).unsigned_abs() > empty {
                return bad("has an impossible score");
            }
            if book.symmetries.canonical(x, o) != key {
                return bad("is not in its canonical orientation");
            }
            book.entries.insert(key, Entry { square, score });
        }
        Ok(book)
    }

    /// Builds the book for `rules`: every position with fewer than
    /// `max_marks` marks that the computer, playing either side, can reach
    /// against any reply. `progress` hears each position added.
    pub fn build(
        rules: Rules,
        max_marks: u32,
        table_bits: u32,
        mut progress: impl FnMut(usize, &Board),
    ) -> Result<Self, BookError> {
        let mut book = OpeningBook::new(rules)?;
        let mut solver = Perfect::with_table_bits(rules, table_bits);
        let mut seen = std::collections::HashSet::new();
        for computer in [Player::X, Player::O] {
            let mut frontier = vec![Board::new(rules)];
            while let Some(board) = frontier.pop() {
                let marks = board.count(Player::X) + board.count(Player::O);
                if board.outcome().is_over() || marks >= max_marks {
                    continue;
                }
                let (key, _) = book.key_of(&board);
                if !seen.insert((computer, key)) {
                    continue;
                }
                if board.to_move() == computer {
                    let Some(pos) = solver.best_moves(&board).first().copied() else {
                        continue;
                    };
                    let score = solver.raw_score(&board);
                    book.insert(&board, pos, score);
                    progress(book.len(), &board);
                    let mut next = board;
                    next.put(pos, computer);
                    frontier.push(next);
                } else {
                    for pos in board.empty_squares() {
                        let mut next = board;
                        next.put(pos, computer.opponent());
                        frontier.push(next);
                    }
                }
            }
        }
        Ok(book)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small_book() -> OpeningBook {
        let rules = Rules::new(4, 4).unwrap();
        OpeningBook::build(rules, 3, 16, |_, _| {}).unwrap()
    }

    #[test]
    fn a_book_reads_back_what_it_wrote() {
        let book = small_book();
        assert!(book.len() > 3, "{book:?}");
        let again = OpeningBook::from_bytes(&book.to_bytes()).unwrap();
        assert_eq!(again.entries, book.entries);
        assert_eq!(again.to_bytes(), book.to_bytes());
    }

    #[test]
    fn the_books_moves_are_perfect_in_every_orientation() {
        let book = small_book();
        let rules = book.rules();
        let mut solver = Perfect::new(rules);
        // Every first move for O, seen from every side, finds a best reply.
        for first in rules.positions() {
            let mut board = Board::new(rules);
            board.play(first).unwrap();
            let (pos, value) = book.lookup(&board).expect("every reply is in the book");
            assert!(solver.best_moves(&board).contains(&pos), "{board:?}");
            assert_eq!(solver.value(&board), Some(value));
        }
    }

    #[test]
    fn damaged_books_are_refused_with_a_reason() {
        let bytes = small_book().to_bytes();
        assert_eq!(
            OpeningBook::from_bytes(b"hello").unwrap_err(),
            BookError::NotABook
        );
        assert!(matches!(
            OpeningBook::from_bytes(&bytes[..bytes.len() - 3]),
            Err(BookError::WrongLength { .. })
        ));
        // A move onto a taken square: the second entry has a mark.
        let mut taken = bytes.clone();
        let second = HEADER_LEN + ENTRY_LEN;
        let key = u64::from_le_bytes(taken[second..second + 8].try_into().unwrap());
        let some_mark = ((key & 0xFFFF) | (key >> 16)).trailing_zeros();
        assert!(some_mark < 16);
        taken[second + 8] = some_mark as u8;
        assert_eq!(
            OpeningBook::from_bytes(&taken).unwrap_err(),
            BookError::BadEntry {
                index: 1,
                why: "plays a square that is taken or off the board"
            }
        );
        // A square off the board.
        let mut off = bytes.clone();
        off[HEADER_LEN + 8] = 99;
        assert!(matches!(
            OpeningBook::from_bytes(&off),
            Err(BookError::BadEntry { index: 0, .. })
        ));
        // Any single flipped byte is refused or read as a book: never a panic.
        for i in 0..bytes.len() {
            let mut flipped = bytes.clone();
            flipped[i] ^= 0xA5;
            let _ = OpeningBook::from_bytes(&flipped);
        }
    }
}
