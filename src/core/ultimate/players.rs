//! Easy and Medium for Ultimate. Easy plays a random legal move. Medium
//! follows rules: win the game if it can; never send the opponent to a
//! small board it can win at once (while another move is left); then win a
//! small board, else block one, else any move. Ties are broken at random.

use rand::Rng;
use rand::seq::IndexedRandom;

use super::{Square, UltimateBoard, UltimateOutcome, completing_cells};
use crate::player::Player;

/// Which rule picked Medium's move; lets tests check the order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UltimateRule {
    WinGame,
    WinBoard,
    Block,
    Any,
}

/// A random legal move, or `None` once the game is over.
pub fn random_move(board: &UltimateBoard, rng: &mut impl Rng) -> Option<Square> {
    board.legal_moves().choose(rng).copied()
}

/// Medium's move and the rule that chose it, or `None` once the game is
/// over.
pub fn rule_move(board: &UltimateBoard, rng: &mut impl Rng) -> Option<(Square, UltimateRule)> {
    let moves = board.legal_moves();
    let me = board.to_move();
    let after = |square: Square| {
        let mut next = *board;
        // Only legal moves are asked about.
        let _ = next.play(square);
        next
    };
    let wins_game: Vec<Square> = moves
        .iter()
        .copied()
        .filter(|&s| matches!(after(s).outcome(), UltimateOutcome::Win { .. }))
        .collect();
    if let Some(&square) = wins_game.choose(rng) {
        return Some((square, UltimateRule::WinGame));
    }
    let safe: Vec<Square> = moves
        .iter()
        .copied()
        .filter(|&s| !opponent_wins_a_board_at_once(&after(s)))
        .collect();
    let candidates = if safe.is_empty() { moves } else { safe };
    let completes = |square: Square, player: Player| {
        let cells = completing_cells(
            board.marks_in(square.board, player),
            board.empty_in(square.board),
        );
        cells & (1 << square.cell) != 0
    };
    for (rule, player) in [
        (UltimateRule::WinBoard, me),
        (UltimateRule::Block, me.opponent()),
    ] {
        let found: Vec<Square> = candidates
            .iter()
            .copied()
            .filter(|&s| completes(s, player))
            .collect();
        if let Some(&square) = found.choose(rng) {
            return Some((square, rule));
        }
    }
    candidates.choose(rng).map(|&s| (s, UltimateRule::Any))
}

/// Whether the player to move in `board` can win a small board with its
/// next move.
pub fn opponent_wins_a_board_at_once(board: &UltimateBoard) -> bool {
    let player = board.to_move();
    let mut boards = board.playable_boards();
    while boards != 0 {
        let small = boards.trailing_zeros() as u8;
        boards &= boards - 1;
        if completing_cells(board.marks_in(small, player), board.empty_in(small)) != 0 {
            return true;
        }
    }
    false
}
