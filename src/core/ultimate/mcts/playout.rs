//! What the search knows without searching: a move's prior belief from
//! what it does at once, and the random playout that judges a position.

use super::super::{Square, UltimateBoard, UltimateOutcome, completing_cells, squares_in};
use super::Mcts;
use crate::player::Player;

/// What a move looks worth before any playout, for the player making it,
/// from 0 to 1: winning a small board or blocking one is good; sending the
/// opponent to a board it can win at once, or to a closed one (a free
/// move), is bad; a free move more so in the `opening` (see
/// [`OPENING_MARKS`]).
pub(super) fn prior(board: &UltimateBoard, square: Square, opening: bool) -> f32 {
    let me = board.to_move();
    let them = me.opponent();
    let here = square.board;
    let bit = 1u16 << square.cell;
    let empty = board.empty_in(here);
    let mut value = 0.5;
    let wins_here = completing_cells(board.marks_in(here, me), empty) & bit != 0;
    if wins_here {
        value += 0.25;
    } else if completing_cells(board.marks_in(here, them), empty) & bit != 0 {
        value += 0.1;
    }
    let target = square.cell;
    let full_here = empty == bit;
    let closed = board.closed() | if wins_here || full_here { 1 << here } else { 0 };
    if closed & (1 << target) != 0 {
        value -= if !wins_here && opening {
            FREE_MOVE_EARLY
        } else {
            0.15
        };
    } else {
        let left = board.empty_in(target) & if target == here { !bit } else { !0 };
        if completing_cells(board.marks_in(target, them), left) != 0 {
            value -= 0.2;
        }
    }
    value
}

/// Before this many marks, a free move handed to the opponent costs more
/// in a move's prior (strong bots avoid it in the opening).
pub(super) const OPENING_MARKS: u32 = 30;
const FREE_MOVE_EARLY: f32 = 0.4;

/// How many marks the board holds.
pub(super) fn marks_on(board: &UltimateBoard) -> u32 {
    (0..9)
        .map(|b| squares_in(board.marks_in(b, Player::X) | board.marks_in(b, Player::O)))
        .sum()
}

/// A small board where the player to move can win the game at once (its
/// line of small boards completed), with the squares that do it, if any.
/// Usually the first test already fails: no open small board would
/// complete a line of the player's.
#[inline(always)]
pub(super) fn winning_move(board: &UltimateBoard) -> Option<(u8, u16)> {
    let me = board.to_move();
    let mut boards = completing_cells(board.won_by(me), !board.closed()) & board.playable_boards();
    while boards != 0 {
        let small = boards.trailing_zeros() as u8;
        boards &= boards - 1;
        let wins = completing_cells(board.marks_in(small, me), board.empty_in(small));
        if wins != 0 {
            return Some((small, wins));
        }
    }
    None
}

impl Mcts {
    /// Plays `board` out to the end with random legal moves, except that a
    /// player who can win the game at once does. That one rule (the
    /// "decisive moves" of the literature) judges positions better than
    /// uniform playouts. Playouts that knew more (winning any small board
    /// they could, not sending the opponent to one it could win) judged
    /// worse: they show how the game goes between players who see one move
    /// ahead, not the wider spread of play the tree must answer.
    pub(super) fn playout(&mut self, mut board: UltimateBoard) -> UltimateOutcome {
        loop {
            let outcome = board.outcome();
            if outcome.is_over() {
                return outcome;
            }
            let square = match (winning_move(&board), board.next_board()) {
                (Some((small, wins)), _) => Square::new(small, self.random_bit(wins)),
                (None, Some(small)) => Square::new(small, self.random_bit(board.empty_in(small))),
                (None, None) => self.any_legal(&board),
            };
            // Always legal: chosen from the empty squares of a playable
            // board.
            board.play_legal(square);
        }
    }

    /// A legal move chosen uniformly, without listing them.
    #[inline(always)]
    fn any_legal(&mut self, board: &UltimateBoard) -> Square {
        let mut boards = board.playable_boards();
        let mut pick = self.random_below(board.legal_move_count());
        loop {
            let small = boards.trailing_zeros() as u8;
            boards &= boards - 1;
            let empty = board.empty_in(small);
            let count = squares_in(empty);
            if pick < count || boards == 0 {
                return Square::new(small, nth_bit(empty, pick.min(count - 1)));
            }
            pick -= count;
        }
    }

    /// xorshift64*: quick, and enough for choosing moves.
    #[inline(always)]
    fn next_random(&mut self) -> u64 {
        let mut x = self.rng;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.rng = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    #[inline(always)]
    fn random_below(&mut self, n: u32) -> u32 {
        (((self.next_random() >> 32) * u64::from(n)) >> 32) as u32
    }

    /// A random set bit of `mask` (not empty), as its index.
    #[inline(always)]
    fn random_bit(&mut self, mask: u16) -> u8 {
        let skip = self.random_below(squares_in(mask));
        nth_bit(mask, skip)
    }
}

/// The index of set bit `n` (from 0) of `mask`.
#[inline(always)]
fn nth_bit(mut mask: u16, n: u32) -> u8 {
    for _ in 0..n {
        mask &= mask - 1;
    }
    mask.trailing_zeros() as u8
}
