//! The rules of Ultimate Tic-Tac-Toe (standard rules), with no engine
//! attached: nine small 3 x 3 boards in a 3 x 3. The square a player takes
//! in a small board sends the opponent to the small board in that position.
//! A small board is closed when someone wins it or it is full; sent to a
//! closed board, a player may move in any open square of any open board.
//! Three won small boards in a line win the game; when no move is left and
//! nobody has a line, it is a draw.
//!
//! Boards and squares are numbered 0 to 8 in reading order, from the top
//! left; players see them numbered as on a numpad (7 at the top left). An [`UltimateBoard`] is a few bitboards, `Copy` and cheap enough
//! for the computer to play out thousands of games a frame.

pub mod eval;
pub mod mcts;
pub mod players;

use std::fmt;

use super::player::Player;

/// The numpad number (1 to 9, 7 at the top left) of a small board or of a
/// square in one, from its place in reading order (0 at the top left).
pub fn numpad_of(index: u8) -> u8 {
    2u8.saturating_sub(index / 3) * 3 + index % 3 + 1
}

/// The eight lines of a 3 x 3 board, as nine-bit masks (bit i is square i).
pub const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

const FULL: u16 = 0b111_111_111;

/// For every set of one player's squares on a small board (a nine-bit
/// mask), the squares that would complete a line of three with it.
const COMPLETING: [u16; 512] = {
    let mut table = [0; 512];
    let mut marks = 0;
    while marks < 512 {
        let mut i = 0;
        while i < LINES.len() {
            let missing = LINES[i] & !(marks as u16);
            if missing.count_ones() == 1 {
                table[marks] |= missing;
            }
            i += 1;
        }
        marks += 1;
    }
    table
};

/// For every set of one player's squares on a small board, whether it
/// holds a line of three.
const HOLDS_LINE: [bool; 512] = {
    let mut table = [false; 512];
    let mut marks = 0;
    while marks < 512 {
        let mut i = 0;
        while i < LINES.len() {
            if LINES[i] & !(marks as u16) == 0 {
                table[marks] = true;
            }
            i += 1;
        }
        marks += 1;
    }
    table
};

/// How many squares a nine-bit mask holds. A table: the count-ones
/// instruction is not in every x86-64 processor, so without it Rust counts
/// bit by bit, and the computer counts in every playout move.
const SQUARES_IN: [u8; 512] = {
    let mut table = [0; 512];
    let mut mask = 0;
    while mask < 512 {
        table[mask] = (mask as u16).count_ones() as u8;
        mask += 1;
    }
    table
};

/// How many squares the nine-bit mask `mask` holds.
#[inline(always)]
pub fn squares_in(mask: u16) -> u32 {
    u32::from(SQUARES_IN[usize::from(mask & FULL)])
}

/// Whether the squares in `marks` hold a line of three.
#[inline(always)]
pub fn has_line(marks: u16) -> bool {
    HOLDS_LINE[usize::from(marks & FULL)]
}

/// The empty squares that would complete a line of `mine`, as a nine-bit
/// mask (`empty` is the small board's empty squares).
#[inline(always)]
pub fn completing_cells(mine: u16, empty: u16) -> u16 {
    COMPLETING[usize::from(mine & FULL)] & empty
}

/// A square of the whole board: the small board it is in and its place
/// there, both 0 to 8 in reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    pub board: u8,
    pub cell: u8,
}

impl Square {
    #[inline(always)]
    pub const fn new(board: u8, cell: u8) -> Self {
        Square { board, cell }
    }

    /// The square at `row` and `col` of the 9 x 9 grid (0 is the top row
    /// and the left column), or `None` off the grid.
    pub fn at(row: u8, col: u8) -> Option<Square> {
        (row < 9 && col < 9).then(|| Square {
            board: (row / 3) * 3 + col / 3,
            cell: (row % 3) * 3 + col % 3,
        })
    }

    /// Its row and column on the 9 x 9 grid.
    pub fn row_col(self) -> (u8, u8) {
        (
            (self.board / 3) * 3 + self.cell / 3,
            (self.board % 3) * 3 + self.cell % 3,
        )
    }

    fn on_board(self) -> bool {
        self.board < 9 && self.cell < 9
    }
}

/// How a small board stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmallBoard {
    Open,
    Won(Player),
    /// Full with no line: closed, and nobody's.
    Drawn,
}

/// How the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UltimateOutcome {
    InProgress,
    /// `boards` is the line of small boards won, as a nine-bit mask.
    Win {
        winner: Player,
        boards: u16,
    },
    Draw,
}

impl UltimateOutcome {
    #[inline(always)]
    pub fn is_over(self) -> bool {
        !matches!(self, UltimateOutcome::InProgress)
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UltimateError {
    /// Board or square number over 8.
    OffBoard { square: Square },
    /// The square already holds a mark.
    Occupied { square: Square, by: Player },
    /// The small board is won or full.
    Closed { board: u8 },
    /// The last move sent the player to another small board.
    WrongBoard { square: Square, must: u8 },
    /// Someone has won or no move is left.
    GameOver,
}

impl fmt::Display for UltimateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            UltimateError::OffBoard { square } => write!(
                f,
                "board {}, square {} is not on the board",
                u16::from(square.board) + 1,
                u16::from(square.cell) + 1
            ),
            UltimateError::Occupied { by, .. } => write!(f, "that square is taken by {by}"),
            UltimateError::Closed { board } => {
                write!(
                    f,
                    "board {} is closed: play in an open board",
                    numpad_of(board)
                )
            }
            UltimateError::WrongBoard { must, .. } => {
                write!(f, "the last move sends you to board {}", numpad_of(must))
            }
            UltimateError::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for UltimateError {}

/// The marks of both players on the nine small boards, which small boards
/// are closed, and where the next move must go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UltimateBoard {
    /// Per player, per small board: the squares taken.
    marks: [[u16; 9]; 2],
    /// Per player: the small boards won.
    won: [u16; 2],
    /// Small boards full with no line.
    drawn: u16,
    /// The small board the next move must be in; `None` when the player
    /// may choose (the first move, or sent to a closed board).
    next: Option<u8>,
    to_move: Player,
    outcome: UltimateOutcome,
}

impl Default for UltimateBoard {
    fn default() -> Self {
        Self::new()
    }
}

impl UltimateBoard {
    /// The empty board; X moves first, anywhere.
    pub const fn new() -> Self {
        UltimateBoard {
            marks: [[0; 9]; 2],
            won: [0; 2],
            drawn: 0,
            next: None,
            to_move: Player::X,
            outcome: UltimateOutcome::InProgress,
        }
    }

    #[inline(always)]
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    #[inline(always)]
    pub fn outcome(&self) -> UltimateOutcome {
        self.outcome
    }

    /// The small board the next move must be in, if the player may not
    /// choose.
    #[inline(always)]
    pub fn next_board(&self) -> Option<u8> {
        self.next
    }

    pub fn get(&self, square: Square) -> Option<Player> {
        if !square.on_board() {
            return None;
        }
        let bit = 1 << square.cell;
        let b = usize::from(square.board);
        if self.marks[0][b] & bit != 0 {
            Some(Player::X)
        } else if self.marks[1][b] & bit != 0 {
            Some(Player::O)
        } else {
            None
        }
    }

    pub fn small_board(&self, board: u8) -> SmallBoard {
        let bit = 1 << board;
        if self.won[0] & bit != 0 {
            SmallBoard::Won(Player::X)
        } else if self.won[1] & bit != 0 {
            SmallBoard::Won(Player::O)
        } else if self.drawn & bit != 0 {
            SmallBoard::Drawn
        } else {
            SmallBoard::Open
        }
    }

    /// The small boards closed (won or drawn), as a nine-bit mask.
    #[inline(always)]
    pub fn closed(&self) -> u16 {
        self.won[0] | self.won[1] | self.drawn
    }

    /// The small boards won by `player`, as a nine-bit mask.
    #[inline(always)]
    pub fn won_by(&self, player: Player) -> u16 {
        self.won[player.index()]
    }

    /// The squares of small board `board` taken by `player`, as a nine-bit
    /// mask.
    #[inline(always)]
    pub fn marks_in(&self, board: u8, player: Player) -> u16 {
        self.marks[player.index()][usize::from(board)]
    }

    /// The empty squares of small board `board`, as a nine-bit mask.
    #[inline(always)]
    pub fn empty_in(&self, board: u8) -> u16 {
        let b = usize::from(board);
        !(self.marks[0][b] | self.marks[1][b]) & FULL
    }

    /// Whether no move can go to `square` now: its small board is closed,
    /// or (while the game is being played, `in_play`) the last move sends
    /// the player to another.
    pub fn out_of_play(&self, square: Square, in_play: bool) -> bool {
        let closed = self.closed() & (1 << square.board) != 0;
        let elsewhere = in_play
            && !self.outcome.is_over()
            && self.next.is_some_and(|next| next != square.board);
        closed || elsewhere
    }

    /// The small boards the next move may be in, as a nine-bit mask.
    #[inline(always)]
    pub fn playable_boards(&self) -> u16 {
        if self.outcome.is_over() {
            return 0;
        }
        match self.next {
            Some(board) => 1 << board,
            None => !self.closed() & FULL,
        }
    }

    /// Every legal move, board by board, square by square.
    pub fn legal_moves(&self) -> Vec<Square> {
        let mut moves = Vec::with_capacity(81);
        self.legal_moves_into(&mut moves);
        moves
    }

    /// Every legal move, into `moves` (cleared first): for the computer,
    /// which asks millions of times and keeps one buffer.
    pub fn legal_moves_into(&self, moves: &mut Vec<Square>) {
        moves.clear();
        let mut boards = self.playable_boards();
        while boards != 0 {
            let board = boards.trailing_zeros() as u8;
            boards &= boards - 1;
            let mut empty = self.empty_in(board);
            while empty != 0 {
                let cell = empty.trailing_zeros() as u8;
                empty &= empty - 1;
                moves.push(Square { board, cell });
            }
        }
    }

    /// How many legal moves there are.
    #[inline(always)]
    pub fn legal_move_count(&self) -> u32 {
        let mut boards = self.playable_boards();
        let mut count = 0;
        while boards != 0 {
            let board = boards.trailing_zeros() as u8;
            boards &= boards - 1;
            count += squares_in(self.empty_in(board));
        }
        count
    }

    /// Why `square` may not be played now, if it may not.
    pub fn check(&self, square: Square) -> Result<(), UltimateError> {
        if self.outcome.is_over() {
            return Err(UltimateError::GameOver);
        }
        if !square.on_board() {
            return Err(UltimateError::OffBoard { square });
        }
        if let Some(by) = self.get(square) {
            return Err(UltimateError::Occupied { square, by });
        }
        if self.closed() & (1 << square.board) != 0 {
            return Err(UltimateError::Closed {
                board: square.board,
            });
        }
        match self.next {
            Some(must) if must != square.board => Err(UltimateError::WrongBoard { square, must }),
            _ => Ok(()),
        }
    }

    /// Plays `square` for the player to move; a refused move changes
    /// nothing.
    pub fn play(&mut self, square: Square) -> Result<Player, UltimateError> {
        self.check(square)?;
        Ok(self.play_legal(square))
    }

    /// Plays `square`, which must be legal (the computer's search only
    /// plays moves it took from the legal ones): [`UltimateBoard::play`]
    /// without the checks.
    #[inline(always)]
    pub(crate) fn play_legal(&mut self, square: Square) -> Player {
        debug_assert_eq!(self.check(square), Ok(()));
        let player = self.to_move;
        let p = player.index();
        let b = usize::from(square.board);
        let bit = 1u16 << square.board;
        self.marks[p][b] |= 1 << square.cell;
        let taken = self.marks[0][b] | self.marks[1][b];
        if has_line(self.marks[p][b]) {
            self.won[p] |= bit;
        } else if taken == FULL {
            self.drawn |= bit;
        }
        let closed = self.closed();
        self.next = (closed & (1 << square.cell) == 0).then_some(square.cell);
        self.to_move = player.opponent();
        if has_line(self.won[p]) {
            let line = LINES
                .iter()
                .copied()
                .find(|&line| self.won[p] & line == line)
                .unwrap_or(0);
            self.outcome = UltimateOutcome::Win {
                winner: player,
                boards: line,
            };
        } else if closed == FULL {
            self.outcome = UltimateOutcome::Draw;
        }
        player
    }
}
