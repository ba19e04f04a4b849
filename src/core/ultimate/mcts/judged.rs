//! The search with a learned judge ([`Mcts::with_judge`]) in place of
//! playouts. When the walk down the tree reaches a leaf, all its moves
//! join the tree at once, each judged by the network (a move that ends
//! the game, or lets the opponent end it at once, is proven instead). A
//! position's value is then the minimax of its moves' values, kept up to
//! date on the way back up: a judge gives the same answer twice, so the
//! best reply's value is worth more than an average of noisy results.
//! Selection still mixes in the mean of the values a position has had,
//! which steadies a minimax that changes its mind (see [`MINIMAX_SHARE`]).
//!
//! Here a node's `q` is its minimax value and `mean` the mean of the
//! values it has had, both for the player who made its move.

use super::super::{UltimateBoard, UltimateOutcome};
use super::Mcts;
use super::node::{Node, Proven};
use super::playout::winning_move;

/// A position's value in selection: this share of its minimax value, the
/// rest the mean of its values so far.
const MINIMAX_SHARE: f32 = 0.6;

/// What a move no walk has tried yet gets in selection in place of
/// exploration (which would be infinite): its judged value is already a
/// fair guess, so among untried moves the best judged goes first, and a
/// tried move that looks better still can go before it.
const FIRST_VISIT: f32 = 0.4;

/// The share of the usual exploration where the mover has more moves than
/// one small board holds (a free move): most of those moves are plainly
/// poor, and the judge already ranks them, so the search spends its time
/// on the few worth comparing.
const FREE_MOVE_EXPLORATION: f32 = 0.5;

/// A judged position's value for the player who made its move, from 0
/// to 1, as selection sees it (unproven positions).
pub(super) fn value(node: &Node) -> f32 {
    MINIMAX_SHARE * node.q + (1.0 - MINIMAX_SHARE) * node.mean
}

/// A position's minimax value from its moves' (each for the opponent),
/// and its result when they prove one: one won move makes it lost, all
/// lost make it won, all known with a draw among them a draw. One pass,
/// as it runs at every step back up.
fn minimax(children: &[Node]) -> (f32, Proven) {
    let mut best = 0.0f32;
    let (mut all_known, mut any_draw) = (true, false);
    for child in children {
        match child.proven {
            Proven::Win => return (0.0, Proven::Loss),
            Proven::Draw => any_draw = true,
            Proven::Loss => {}
            Proven::Unknown => {
                all_known = false;
                best = best.max(child.q);
            }
        }
    }
    if any_draw {
        best = best.max(0.5);
    }
    let proven = match (all_known, any_draw) {
        (false, _) => Proven::Unknown,
        (true, true) => Proven::Draw,
        (true, false) => Proven::Win,
    };
    (1.0 - best, proven)
}

impl Mcts {
    pub(super) fn iterate_judged(&mut self) {
        let (node, board) = self.descend(Self::select_judged);
        if self.nodes[node as usize].proven == Proven::Unknown {
            match board.outcome() {
                // A full tree grows no more: the leaf keeps its value.
                UltimateOutcome::InProgress if self.nodes.len() + 81 <= self.max_nodes => {
                    self.expand_judged(node, &board);
                }
                UltimateOutcome::InProgress => {}
                over => self.settle(node, over),
            }
        }
        self.iterations += 1;
        self.back_up_judged();
    }

    /// UCT on the judged values, exploring less after a free move; a
    /// move not yet tried gets [`FIRST_VISIT`] in place of exploration.
    fn select_judged(&self, node: u32) -> u32 {
        let parent = self.nodes[node as usize];
        let exploration = match self.root_exploration {
            Some(root) if node == 0 => root,
            _ if parent.children > 9 => super::EXPLORATION * FREE_MOVE_EXPLORATION,
            _ => super::EXPLORATION,
        };
        let explore = exploration * (parent.visits.max(1) as f32).ln().sqrt();
        let mut best = parent.first_child;
        let mut best_value = f32::NEG_INFINITY;
        for index in parent.children() {
            let child = &self.nodes[index];
            let bonus = if child.visits == 0 {
                FIRST_VISIT
            } else {
                explore * child.sqrt_inv
            };
            // A proven child's `q` and `mean` put it first or last.
            let value = value(child) + bonus;
            if value > best_value {
                best_value = value;
                best = index as u32;
            }
        }
        best
    }

    /// Adds all of `node`'s moves, each judged.
    fn expand_judged(&mut self, node: u32, board: &UltimateBoard) {
        let Some(judge) = &mut self.judge else {
            return;
        };
        board.legal_moves_into(&mut self.moves);
        judge.begin_children(board);
        let first = self.nodes.len() as u32;
        for &square in &self.moves {
            let mut child = Node::new(square);
            let mut after = *board;
            after.play_legal(square);
            match after.outcome() {
                UltimateOutcome::Win { .. } => child.prove(Proven::Win),
                UltimateOutcome::Draw => child.prove(Proven::Draw),
                // The opponent ends the game with its next move.
                UltimateOutcome::InProgress if winning_move(&after).is_some() => {
                    child.prove(Proven::Loss);
                }
                UltimateOutcome::InProgress => {
                    let value = 1.0 - judge.child_chance(&after, square);
                    child.q = value;
                    child.mean = value;
                }
            }
            self.nodes.push(child);
        }
        let parent = &mut self.nodes[node as usize];
        parent.first_child = first;
        parent.children = self.moves.len() as u8;
    }

    /// From the leaf up: each position's minimax from its children, and
    /// proven results where its children prove one.
    fn back_up_judged(&mut self) {
        for depth in (0..self.path.len()).rev() {
            let index = self.path[depth] as usize;
            if self.nodes[index].first_child != 0 && self.nodes[index].proven == Proven::Unknown {
                let (value, proven) = minimax(&self.nodes[self.nodes[index].children()]);
                self.nodes[index].q = value;
                if proven != Proven::Unknown {
                    self.nodes[index].prove(proven);
                }
            }
            let node = &mut self.nodes[index];
            node.visits += 1;
            let n = node.visits as f32;
            node.sqrt_inv = n.sqrt().recip();
            if node.proven == Proven::Unknown {
                // The judged value it started with counts as one.
                node.mean += (node.q - node.mean) / (n + 1.0);
            }
        }
    }
}
