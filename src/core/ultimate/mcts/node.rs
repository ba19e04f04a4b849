//! A position in the search's tree, and what a proven result is worth.

use super::super::Square;
use super::super::UltimateOutcome;
use crate::player::Player;

/// What a proven win and a proven loss count as in selection: beyond
/// anything exploration can add or take away.
pub(super) const PROVEN_WIN: f32 = 1.0e6;
pub(super) const PROVEN_LOSS: f32 = -1.0e6;

/// Who won a finished game (`None` a draw).
pub(super) fn winner_of(outcome: UltimateOutcome) -> Option<Player> {
    match outcome {
        UltimateOutcome::Win { winner, .. } => Some(winner),
        _ => None,
    }
}

/// What a result is worth to X: 1 a win, 0 a loss, ½ a draw (`None`).
pub(super) fn value_for_x(winner: Option<Player>) -> f32 {
    match winner {
        Some(Player::X) => 1.0,
        Some(Player::O) => 0.0,
        None => 0.5,
    }
}

/// How the game goes from a node, for the player who made its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Proven {
    Unknown,
    Win,
    Draw,
    Loss,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    /// The move that led here (unused at the root).
    pub(super) square: Square,
    /// Index of the first child; 0 until expanded (the root is never a
    /// child).
    pub(super) first_child: u32,
    pub(super) children: u8,
    pub(super) proven: Proven,
    pub(super) visits: u32,
    /// The mean of the playouts' results for the player who made `square`
    /// (1 a win, ½ a draw); once proven, the exact result, with a proven
    /// win and loss far above and below any mean, so that selection needs
    /// no special case for them.
    pub(super) mean: f32,
    /// 1 / √visits, kept up to date so selection needs no root or division
    /// per child.
    pub(super) sqrt_inv: f32,
    /// What selection sees: the mean, mixed with the best child's value
    /// (minimax) once the node has children measured enough. A judged
    /// search keeps its own meanings in `mean` and `q` (see judged.rs).
    pub(super) q: f32,
}

impl Node {
    pub(super) fn new(square: Square) -> Self {
        Node {
            square,
            first_child: 0,
            children: 0,
            proven: Proven::Unknown,
            visits: 0,
            mean: 0.5,
            sqrt_inv: 1.0,
            q: 0.5,
        }
    }

    /// Counts one more result, `value` for the player who made the move.
    pub(super) fn add(&mut self, value: f32) {
        self.visits += 1;
        let n = self.visits as f32;
        if self.proven == Proven::Unknown {
            self.mean += (value - self.mean) / n;
            self.q = self.mean;
        }
        self.sqrt_inv = n.sqrt().recip();
    }

    pub(super) fn prove(&mut self, proven: Proven) {
        self.proven = proven;
        self.mean = match proven {
            Proven::Win => PROVEN_WIN,
            Proven::Draw => 0.5,
            Proven::Loss => PROVEN_LOSS,
            Proven::Unknown => self.mean,
        };
        self.q = self.mean;
    }

    pub(super) fn children(&self) -> std::ops::Range<usize> {
        let first = self.first_child as usize;
        first..first + usize::from(self.children)
    }
}

/// The memory one position of the tree takes.
pub const NODE_BYTES: usize = std::mem::size_of::<Node>();
