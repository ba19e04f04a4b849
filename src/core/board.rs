//! The rules of K-in-a-row on an N x N board, with no engine attached.
//!
//! A [`Board`] is two bitboards (one per player) plus the [`Rules`], so it is
//! `Copy` and cheap enough for the computer players to search millions of.
//! [`Game`] wraps a board with the move list that the interface shows.

use std::fmt;

pub use super::line::{Line, Stretch, stretches};
pub use super::player::Player;
pub use super::pos::Pos;
use super::qubic;
use super::ultimate::{Square, UltimateBoard, UltimateError, UltimateOutcome, numpad_of};

/// Largest supported side length: a board must fit in a `u64` bitboard.
pub const MAX_SIZE: u8 = 8;

/// Board size and how many marks in a row decide the game, and which game
/// it is: K in a row wins, K in a row loses (misère), or Ultimate
/// Tic-Tac-Toe, whose 81 squares form a 9 x 9 grid of nine small boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    size: u8,
    k: u8,
    game: Variant,
}

/// The games played on an N x N grid of squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// K in a row wins.
    InARow,
    /// K in a row loses: whoever completes a line hands the win to the
    /// other player.
    Misere,
    /// Nine small boards in one (see [`crate::ultimate`]).
    Ultimate,
    /// Four in a row in a 4 x 4 x 4 cube, its layers laid out on an 8 x 8
    /// grid (see [`crate::qubic`]).
    Qubic,
    /// Both players place X; whoever completes three in a row loses.
    Notakto,
}

/// Why a [`Rules`] could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    SizeOutOfRange { size: u8 },
    RunOutOfRange { size: u8, k: u8 },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RulesError::SizeOutOfRange { size } => {
                write!(
                    f,
                    "a {size}x{size} board is not supported (3 to {MAX_SIZE})"
                )
            }
            RulesError::RunOutOfRange { size, k } => {
                write!(
                    f,
                    "{k} in a row cannot be played on a {size}x{size} board (3 to {size})"
                )
            }
        }
    }
}

impl std::error::Error for RulesError {}

impl Default for Rules {
    fn default() -> Self {
        Rules::CLASSIC
    }
}

impl Rules {
    /// The classic game: 3x3, three in a row.
    pub const CLASSIC: Rules = Rules {
        size: 3,
        k: 3,
        game: Variant::InARow,
    };

    /// Misère Tic-Tac-Toe: 3 x 3, and three in a row loses.
    pub const MISERE: Rules = Rules {
        size: 3,
        k: 3,
        game: Variant::Misere,
    };

    /// Notakto on one board: 3 x 3, both players place X, and whoever
    /// completes three in a row loses. The board records who placed each
    /// mark, so turns and the move list read as in any other game.
    pub const NOTAKTO: Rules = Rules {
        size: 3,
        k: 3,
        game: Variant::Notakto,
    };

    /// Qubic: the 4 x 4 x 4 cube's 64 points as four layers on an 8 x 8
    /// grid, four in a row along any of its 76 lines.
    pub const QUBIC: Rules = Rules {
        size: 8,
        k: 4,
        game: Variant::Qubic,
    };

    /// Ultimate Tic-Tac-Toe under standard rules (see [`crate::ultimate`]):
    /// a 9 x 9 grid of squares, row 0 and column 0 at the top left.
    pub const ULTIMATE: Rules = Rules {
        size: 9,
        k: 3,
        game: Variant::Ultimate,
    };

    pub fn new(size: u8, k: u8) -> Result<Self, RulesError> {
        if !(3..=MAX_SIZE).contains(&size) {
            return Err(RulesError::SizeOutOfRange { size });
        }
        if !(3..=size).contains(&k) {
            return Err(RulesError::RunOutOfRange { size, k });
        }
        Ok(Rules {
            size,
            k,
            game: Variant::InARow,
        })
    }

    pub fn variant(self) -> Variant {
        self.game
    }

    /// Whether these are Ultimate's rules rather than K in a row on one board.
    pub fn is_ultimate(self) -> bool {
        self.game == Variant::Ultimate
    }

    /// Whether these are Qubic's rules: the lines run through a cube.
    pub fn is_qubic(self) -> bool {
        self.game == Variant::Qubic
    }

    /// Whether these are misère's rules: one's own K in a row loses.
    pub fn is_misere(self) -> bool {
        self.game == Variant::Misere
    }

    /// Whether these are Notakto's rules: every mark an X.
    pub fn is_notakto(self) -> bool {
        self.game == Variant::Notakto
    }

    /// Whether completing K in a row loses rather than wins (misère,
    /// Notakto).
    pub fn line_loses(self) -> bool {
        matches!(self.game, Variant::Misere | Variant::Notakto)
    }

    /// Whether a line counts every mark in it, whoever placed them
    /// (Notakto), rather than one player's marks.
    pub fn marks_shared(self) -> bool {
        self.game == Variant::Notakto
    }

    /// The mark `player` draws on the board: their own, or in Notakto an
    /// X whoever places it.
    pub fn mark_drawn(self, player: Player) -> Player {
        if self.marks_shared() {
            Player::X
        } else {
            player
        }
    }

    pub fn size(self) -> u8 {
        self.size
    }

    /// Marks in a row needed to win.
    pub fn k(self) -> u8 {
        self.k
    }

    pub fn cell_count(self) -> usize {
        usize::from(self.size) * usize::from(self.size)
    }

    pub fn contains(self, pos: Pos) -> bool {
        pos.row < self.size && pos.col < self.size
    }

    /// Every square, row by row from the top left.
    pub fn positions(self) -> impl Iterator<Item = Pos> {
        let n = self.size;
        (0..n).flat_map(move |row| (0..n).map(move |col| Pos::new(row, col)))
    }

    /// The square's bit in a K-in-a-row bitboard (none past 64 squares:
    /// Ultimate keeps its own bitboards).
    pub(crate) fn bit(self, pos: Pos) -> u64 {
        1u64.checked_shl(self.index(pos)).unwrap_or(0)
    }

    pub(crate) fn index(self, pos: Pos) -> u32 {
        u32::from(pos.row) * u32::from(self.size) + u32::from(pos.col)
    }

    pub(crate) fn pos_of_bit(self, index: u32) -> Pos {
        let n = u32::from(self.size);
        Pos::new((index / n) as u8, (index % n) as u8)
    }

    pub(crate) fn full_mask(self) -> u64 {
        let cells = self.cell_count() as u32;
        if cells >= 64 {
            u64::MAX
        } else {
            (1u64 << cells) - 1
        }
    }

    /// Squares in a block drawn apart from the next: Ultimate's small
    /// boards, Qubic's layers; `None` on a plain board.
    pub fn block(self) -> Option<u8> {
        match self.game {
            Variant::Ultimate => Some(3),
            Variant::Qubic => Some(qubic::SIDE),
            Variant::InARow | Variant::Misere | Variant::Notakto => None,
        }
    }

    /// Each line's squares as a bitboard, in [`Rules::lines`]' order.
    pub(crate) fn line_masks(self) -> Vec<u64> {
        self.lines().iter().map(|line| line.mask()).collect()
    }

    /// The masks of the lines through each square, by bit index.
    pub(crate) fn line_masks_through(self) -> Vec<Vec<u64>> {
        let lines = self.line_masks();
        (0..self.cell_count())
            .map(|i| {
                lines
                    .iter()
                    .copied()
                    .filter(|line| line & (1u64 << i) != 0)
                    .collect()
            })
            .collect()
    }

    /// Every run of K squares in a row: rows, columns and both diagonals.
    /// None for Ultimate, whose lines are of small boards.
    pub fn lines(self) -> Vec<Line> {
        if self.is_ultimate() {
            return Vec::new();
        }
        if self.is_qubic() {
            return qubic::lines()
                .into_iter()
                .map(|points| {
                    let cells: Vec<Pos> = points.iter().map(|p| p.pos()).collect();
                    let mask = cells.iter().fold(0, |m, &p| m | self.bit(p));
                    Line { cells, mask }
                })
                .collect();
        }
        let n = i32::from(self.size);
        let k = i32::from(self.k);
        let directions = [(0, 1), (1, 0), (1, 1), (1, -1)];
        let mut lines = Vec::new();
        for (dr, dc) in directions {
            for row in 0..n {
                for col in 0..n {
                    let end_row = row + dr * (k - 1);
                    let end_col = col + dc * (k - 1);
                    if !(0..n).contains(&end_row) || !(0..n).contains(&end_col) {
                        continue;
                    }
                    let cells: Vec<Pos> = (0..k)
                        .map(|i| Pos::new((row + dr * i) as u8, (col + dc * i) as u8))
                        .collect();
                    let mask = cells.iter().fold(0, |m, &p| m | self.bit(p));
                    lines.push(Line { cells, mask });
                }
            }
        }
        lines
    }
}

/// How a game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    InProgress,
    /// `lines` holds every run of K that decided the game: the winner's (one
    /// move can finish two lines, and five in a row on a four-to-win board
    /// is two lines), or in misère the loser's.
    Win {
        winner: Player,
        lines: Vec<Line>,
    },
    Draw,
}

impl Outcome {
    pub fn is_over(&self) -> bool {
        !matches!(self, Outcome::InProgress)
    }

    /// Whether `pos` is part of a winning line.
    pub fn is_winning_square(&self, pos: Pos) -> bool {
        match self {
            Outcome::Win { lines, .. } => lines.iter().any(|l| l.cells().contains(&pos)),
            _ => false,
        }
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The square already holds a mark.
    Occupied { pos: Pos, by: Player },
    /// The square is not on this board.
    OffBoard { pos: Pos },
    /// Someone has won or the board is full.
    GameOver,
    /// Ultimate: the small board (numbered 1 to 9 as on a numpad) is won or
    /// full.
    ClosedBoard { board: u8 },
    /// Ultimate: the last move sent the player to small board `must`.
    WrongBoard { pos: Pos, must: u8 },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveError::Occupied { by, .. } => write!(f, "that square is taken by {by}"),
            MoveError::OffBoard { pos } => {
                write!(
                    f,
                    "row {}, column {} is off the board",
                    // Widened: a square from the network can be row 255.
                    u16::from(pos.row) + 1,
                    u16::from(pos.col) + 1
                )
            }
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::ClosedBoard { board } => {
                write!(f, "board {board} is closed: play in an open board")
            }
            MoveError::WrongBoard { must, .. } => {
                write!(f, "the last move sends you to board {must}")
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// The marks on the board. X always moves first, so on a K-in-a-row
/// board whose turn it is follows from the counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    rules: Rules,
    marks: Marks,
}

/// A K-in-a-row board is two bitboards; Ultimate's also remembers where
/// the last move sends the next one, so it keeps its own board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Marks {
    Grid { x: u64, o: u64 },
    Ultimate(UltimateBoard),
}

impl Default for Board {
    fn default() -> Self {
        Board::new(Rules::CLASSIC)
    }
}

impl Board {
    pub fn new(rules: Rules) -> Self {
        let marks = if rules.is_ultimate() {
            Marks::Ultimate(UltimateBoard::new())
        } else {
            Marks::Grid { x: 0, o: 0 }
        };
        Board { rules, marks }
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Ultimate's own board, with its small boards and where the next move
    /// must go; `None` on a K-in-a-row board.
    pub fn ultimate(&self) -> Option<&UltimateBoard> {
        match &self.marks {
            Marks::Ultimate(board) => Some(board),
            Marks::Grid { .. } => None,
        }
    }

    pub fn get(&self, pos: Pos) -> Option<Player> {
        if !self.rules.contains(pos) {
            return None;
        }
        match &self.marks {
            Marks::Ultimate(board) => board.get(Square::at(pos.row, pos.col)?),
            &Marks::Grid { x, o } => {
                let bit = self.rules.bit(pos);
                if x & bit != 0 {
                    Some(Player::X)
                } else if o & bit != 0 {
                    Some(Player::O)
                } else {
                    None
                }
            }
        }
    }

    pub fn count(&self, player: Player) -> u32 {
        match &self.marks {
            Marks::Ultimate(board) => (0..9).map(|b| board.marks_in(b, player).count_ones()).sum(),
            Marks::Grid { .. } => self.bits(player).count_ones(),
        }
    }

    pub fn empty_count(&self) -> u32 {
        self.rules.cell_count() as u32 - self.count(Player::X) - self.count(Player::O)
    }

    pub fn is_full(&self) -> bool {
        self.empty_count() == 0
    }

    /// Whose turn it is (even if the game is already decided).
    pub fn to_move(&self) -> Player {
        if let Marks::Ultimate(board) = &self.marks {
            return board.to_move();
        }
        if self.count(Player::X) > self.count(Player::O) {
            Player::O
        } else {
            Player::X
        }
    }

    /// One player's marks as a bitboard. Zero on an Ultimate board: the
    /// solvers that read them are for K in a row.
    pub(crate) fn bits(&self, player: Player) -> u64 {
        match self.marks {
            Marks::Grid { x, .. } if player == Player::X => x,
            Marks::Grid { o, .. } => o,
            Marks::Ultimate(_) => 0,
        }
    }

    pub(crate) fn empty_bits(&self) -> u64 {
        self.rules.full_mask() & !(self.bits(Player::X) | self.bits(Player::O))
    }

    /// The squares the player to move may take, row by row from the top
    /// left. Empty once the game is over.
    pub fn legal_moves(&self) -> Vec<Pos> {
        if let Marks::Ultimate(board) = &self.marks {
            let mut moves: Vec<Pos> = board.legal_moves().into_iter().map(pos_of).collect();
            moves.sort();
            return moves;
        }
        if self.outcome().is_over() {
            return Vec::new();
        }
        self.empty_squares()
    }

    /// Every empty square, row by row from the top left (on Ultimate, the
    /// closed small boards' too).
    pub fn empty_squares(&self) -> Vec<Pos> {
        if self.rules.is_ultimate() {
            return self
                .rules
                .positions()
                .filter(|&pos| self.get(pos).is_none())
                .collect();
        }
        let mut bits = self.empty_bits();
        let mut out = Vec::with_capacity(bits.count_ones() as usize);
        while bits != 0 {
            out.push(self.rules.pos_of_bit(bits.trailing_zeros()));
            bits &= bits - 1;
        }
        out
    }

    /// Checks a move for the player to move without making it.
    pub fn check(&self, pos: Pos) -> Result<(), MoveError> {
        if !self.rules.contains(pos) {
            return Err(MoveError::OffBoard { pos });
        }
        if let Some(by) = self.get(pos) {
            return Err(MoveError::Occupied { pos, by });
        }
        if let Marks::Ultimate(board) = &self.marks {
            let square = Square::at(pos.row, pos.col).ok_or(MoveError::OffBoard { pos })?;
            return board.check(square).map_err(|error| move_error(pos, error));
        }
        if self.outcome().is_over() {
            return Err(MoveError::GameOver);
        }
        Ok(())
    }

    /// Places the mark of the player to move, and returns that player.
    pub fn play(&mut self, pos: Pos) -> Result<Player, MoveError> {
        self.check(pos)?;
        let player = self.to_move();
        self.put(pos, player);
        Ok(player)
    }

    /// The board after `pos` is played, for searches that know it is legal.
    pub(crate) fn with(self, pos: Pos) -> Board {
        let mut next = self;
        let player = next.to_move();
        next.put(pos, player);
        next
    }

    /// Puts a mark without checking turn order: for building test positions
    /// and replaying moves. On Ultimate, where the order of moves decides
    /// where the next must go, only a legal move of the player to move is
    /// placed.
    pub fn put(&mut self, pos: Pos, player: Player) {
        let bit = self.rules.bit(pos);
        match &mut self.marks {
            Marks::Grid { x, o } => {
                *x &= !bit;
                *o &= !bit;
                match player {
                    Player::X => *x |= bit,
                    Player::O => *o |= bit,
                }
            }
            Marks::Ultimate(board) => {
                if let Some(square) = Square::at(pos.row, pos.col)
                    && board.to_move() == player
                {
                    // A refused move changes nothing, as documented.
                    let _ = board.play(square);
                }
            }
        }
    }

    /// Builds a board from rows of `X`, `O` and `.`, top row first.
    /// Whitespace inside a row is ignored. For tests and examples; not for
    /// Ultimate, whose boards are built by playing their moves.
    pub fn from_rows(rules: Rules, rows: &[&str]) -> Result<Board, String> {
        if rules.is_ultimate() {
            return Err("an Ultimate board is built by playing its moves".into());
        }
        let n = usize::from(rules.size());
        if rows.len() != n {
            return Err(format!("expected {n} rows, got {}", rows.len()));
        }
        let mut board = Board::new(rules);
        for (row, text) in rows.iter().enumerate() {
            let cells: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
            if cells.len() != n {
                return Err(format!(
                    "row {row} has {} squares, expected {n}",
                    cells.len()
                ));
            }
            for (col, c) in cells.into_iter().enumerate() {
                let pos = Pos::new(row as u8, col as u8);
                match c {
                    'X' | 'x' => board.put(pos, Player::X),
                    'O' | 'o' => board.put(pos, Player::O),
                    '.' | '_' | '-' => {}
                    other => return Err(format!("unexpected {other:?} in row {row}")),
                }
            }
        }
        Ok(board)
    }

    /// Whether `player` holds every square of `line`.
    fn holds(&self, player: Player, line: &Line) -> bool {
        self.bits(player) & line.mask() == line.mask()
    }

    /// Notakto's outcome: a full line, of anyone's marks, is the last
    /// mover's, who loses. (No board is ever full without a line.)
    fn shared_outcome(&self) -> Outcome {
        let all = self.bits(Player::X) | self.bits(Player::O);
        let full: Vec<Line> = self
            .rules
            .lines()
            .into_iter()
            .filter(|line| all & line.mask() == line.mask())
            .collect();
        match full.is_empty() {
            true if self.is_full() => Outcome::Draw,
            true => Outcome::InProgress,
            false => Outcome::Win {
                winner: self.to_move(),
                lines: full,
            },
        }
    }

    /// Who has won, with every line of K that decided it: the winner's, or
    /// in misère the loser's (their opponent wins). In play only one player
    /// can have a line; on a hand-made board with both, the owner of the
    /// first line in [`Rules::lines`] order counts. On Ultimate the line is
    /// of small boards, given by their centre squares.
    pub fn outcome(&self) -> Outcome {
        if let Marks::Ultimate(board) = &self.marks {
            return match board.outcome() {
                UltimateOutcome::InProgress => Outcome::InProgress,
                UltimateOutcome::Draw => Outcome::Draw,
                UltimateOutcome::Win { winner, boards } => Outcome::Win {
                    winner,
                    lines: vec![Line {
                        cells: (0..9)
                            .filter(|b| boards & (1 << b) != 0)
                            .map(|b| pos_of(Square::new(b, 4)))
                            .collect(),
                        mask: 0,
                    }],
                },
            };
        }
        if self.rules.marks_shared() {
            return self.shared_outcome();
        }
        let lines = self.rules.lines();
        let maker = lines.iter().find_map(|line| {
            [Player::X, Player::O]
                .into_iter()
                .find(|&p| self.holds(p, line))
        });
        match maker {
            Some(maker) => Outcome::Win {
                winner: if self.rules.line_loses() {
                    maker.opponent()
                } else {
                    maker
                },
                lines: lines
                    .into_iter()
                    .filter(|line| self.holds(maker, line))
                    .collect(),
            },
            None if self.is_full() => Outcome::Draw,
            None => Outcome::InProgress,
        }
    }
}

/// An Ultimate square's place on the 9 x 9 grid.
pub fn pos_of(square: Square) -> Pos {
    let (row, col) = square.row_col();
    Pos::new(row, col)
}

/// Ultimate's refusal as the game's, with boards numbered as on a numpad.
fn move_error(pos: Pos, error: UltimateError) -> MoveError {
    match error {
        UltimateError::OffBoard { .. } => MoveError::OffBoard { pos },
        UltimateError::Occupied { by, .. } => MoveError::Occupied { pos, by },
        UltimateError::Closed { board } => MoveError::ClosedBoard {
            board: numpad_of(board),
        },
        UltimateError::WrongBoard { must, .. } => MoveError::WrongBoard {
            pos,
            must: numpad_of(must),
        },
        UltimateError::GameOver => MoveError::GameOver,
    }
}

/// One placed mark, in the order played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub player: Player,
    pub pos: Pos,
}

/// A game in play: the board, the moves so far, and the moves taken back
/// that can be played again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Game {
    board: Board,
    moves: Vec<Move>,
    /// Undone moves, the next to redo last.
    undone: Vec<Move>,
}

impl Game {
    pub fn new(rules: Rules) -> Self {
        Game {
            board: Board::new(rules),
            moves: Vec::new(),
            undone: Vec::new(),
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn rules(&self) -> Rules {
        self.board.rules()
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Moves that [`Game::redo`] would play again, the next one first.
    pub fn redo_line(&self) -> impl Iterator<Item = &Move> {
        self.undone.iter().rev()
    }

    pub fn to_move(&self) -> Player {
        self.board.to_move()
    }

    pub fn outcome(&self) -> Outcome {
        self.board.outcome()
    }

    /// Plays a move; a new move drops the moves undone before it.
    pub fn play(&mut self, pos: Pos) -> Result<Move, MoveError> {
        let player = self.board.play(pos)?;
        let mv = Move { player, pos };
        self.moves.push(mv);
        self.undone.clear();
        Ok(mv)
    }

    /// Takes back the last move, keeping it for [`Game::redo`].
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.board = Game::replay(self.rules(), &self.moves);
        self.undone.push(mv);
        Some(mv)
    }

    /// Plays the last undone move again.
    pub fn redo(&mut self) -> Option<Move> {
        let mv = self.undone.pop()?;
        // An undone move was legal where it was played, and the board is
        // back there: it still is.
        self.board.put(mv.pos, mv.player);
        self.moves.push(mv);
        Some(mv)
    }

    /// The board after the first `ply` moves (all of them if there are fewer).
    pub fn board_after(&self, ply: usize) -> Board {
        Game::replay(self.rules(), &self.moves[..ply.min(self.moves.len())])
    }

    fn replay(rules: Rules, moves: &[Move]) -> Board {
        let mut board = Board::new(rules);
        for mv in moves {
            board.put(mv.pos, mv.player);
        }
        board
    }
}
