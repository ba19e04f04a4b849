//! The strongest Ultimate player: Monte Carlo tree search with a solver.
//!
//! Each iteration walks the tree from the position to think about, picking
//! moves by UCT, adds the children of the position it reaches (each with a
//! few playouts' worth of belief from what the move does at once: see
//! `prior`), and plays one game out from there with random moves, but a
//! win of the game taken when there is one (see `playout`). The result goes back up the path. Positions whose
//! result is certain (a won or drawn game, or one where every move is
//! known) are marked proven, and proven results go up the tree too, so a
//! won game is played as won and a lost move is avoided however few
//! playouts it got. A position's value in selection mixes its playouts'
//! mean with its best-measured reply's value (a little minimax: see
//! [`MIX`]). After the game moves on, [`Mcts::advance_to`] keeps
//! the part of the tree still in play.
//!
//! With a learned judge ([`Mcts::with_judge`]) there are no playouts: each
//! new position's moves are judged as they join the tree, and values go
//! up as a minimax (judged.rs).
//!
//! It counts iterations, not time: the game gives it a slice of each frame,
//! and the browser has no clock in the core's reach.

mod judged;
mod node;
mod playout;

use std::sync::Arc;

use super::eval::{self, Judge, Network};
use super::{Square, UltimateBoard, UltimateOutcome, completing_cells, has_line};
use crate::player::Player;
pub use node::NODE_BYTES;
use node::{Node, Proven, value_for_x, winner_of};
use playout::{OPENING_MARKS, marks_on, prior};

/// UCT's exploration constant for results between 0 and 1. Lower than
/// √2 (the textbook value): the priors order the first visits. Of 0.35,
/// 0.5 and 0.7, 0.5 played best against the plain UCT player.
const EXPLORATION: f32 = 0.5;

/// Playouts' worth of belief a new move starts with, from what it does at
/// once (see [`prior`]): enough to order its first visits, soon outweighed
/// by what the playouts find. More would keep a poor first guess too long.
const PRIOR_VISITS: u32 = 4;

/// A judged iteration's time in playouts, for callers that budget in
/// playouts: natively about two, in the browser more (`cargo bench --bench
/// ultimate` measures both searches). Four keeps each of the game's slices
/// of thought as short in the browser as a playout search's, which holds
/// its frame budget.
const JUDGED_ITERATION_COST: u64 = 4;

/// How many playouts of its own a leaf needs before its moves join the
/// tree, once the tree is full: none while it is empty, rising in step as
/// it fills. A long think keeps growing the tree where the playouts go
/// instead of stopping where the cap is reached (at 100 ms natively the
/// tree had all but filled, so 1 s bought little).
const EXPAND_AFTER_WHEN_FULL: usize = 16;

/// How much a position's best-measured reply counts in its value in
/// selection, against the mean of its playouts: the mean alone trusts
/// replies the opponent would never play. A little of the best reply (once
/// it has [`MIX_AFTER`] playouts) made the engine stronger; half and half
/// made it weaker.
const MIX: f32 = 0.3;
/// Playouts a reply needs before it counts as its parent's best: fewer,
/// and the best is the luckiest.
const MIX_AFTER: u32 = 16;

/// What the search thinks of one legal move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveValue {
    pub square: Square,
    /// The chance of winning after it, for the player making it (a draw
    /// counts half), from 0 to 1; exact when `proven`.
    pub win_chance: f32,
    pub visits: u32,
    pub proven: bool,
}

/// A search from one position, resumable: call [`Mcts::think`] as often as
/// there is time, then [`Mcts::best`].
#[derive(Clone, Debug)]
pub struct Mcts {
    root: UltimateBoard,
    nodes: Vec<Node>,
    max_nodes: usize,
    rng: u64,
    iterations: u64,
    path: Vec<u32>,
    moves: Vec<Square>,
    /// The exploration at the root, when it differs from the engine's (see
    /// [`Mcts::with_root_exploration`]).
    root_exploration: Option<f32>,
    /// Judges new positions in place of playouts, when set (see
    /// [`Mcts::with_judge`]).
    judge: Option<Judge>,
}

impl Mcts {
    /// A search of `position`, seeded (the same seed and iterations give
    /// the same move), keeping at most `max_nodes` positions ([`NODE_BYTES`]
    /// each); past that it plays out from the leaves it has.
    pub fn new(position: UltimateBoard, seed: u64, max_nodes: usize) -> Self {
        let mut nodes = Vec::with_capacity(max_nodes.min(1 << 16));
        nodes.push(Node::new(Square::new(0, 0)));
        Mcts {
            root: position,
            nodes,
            max_nodes: max_nodes.max(82),
            rng: seed ^ 0x9E37_79B9_7F4A_7C15,
            iterations: 0,
            path: Vec::with_capacity(96),
            moves: Vec::with_capacity(81),
            root_exploration: None,
            judge: None,
        }
    }

    /// Judges positions with `network` instead of playing them out (see
    /// judged.rs). Call it before any thought.
    pub fn with_judge(mut self, network: Arc<Network>) -> Self {
        self.judge = Some(Judge::new(network));
        self
    }

    /// Judges positions with the network the game ships
    /// ([`eval::shipped`]), as Impossible, the coach and the engine
    /// protocol do; plays them out if it cannot be read.
    pub fn with_shipped_judge(self) -> Self {
        match eval::shipped() {
            Some(network) => self.with_judge(network),
            None => self,
        }
    }

    /// Explores the position's own moves with `exploration` instead of the
    /// engine's: a wider search visits every move often enough to be
    /// measured (the coach's analysis), at the cost of playing strength.
    pub fn with_root_exploration(mut self, exploration: f32) -> Self {
        self.root_exploration = Some(exploration);
        self
    }

    pub fn position(&self) -> &UltimateBoard {
        &self.root
    }

    /// Moves the search on to `position`, one or two moves after the one
    /// it is thinking about, keeping what it learned there; `false` (and
    /// nothing changed) when the tree does not hold it.
    pub fn advance_to(&mut self, position: &UltimateBoard) -> bool {
        let root = self.nodes[0];
        if root.first_child == 0 {
            return false;
        }
        for child in root.children() {
            let mut after = self.root;
            after.play_legal(self.nodes[child].square);
            if after == *position {
                return self.reroot(child, after);
            }
            let node = self.nodes[child];
            if node.first_child == 0 {
                continue;
            }
            for grandchild in node.children() {
                let mut later = after;
                later.play_legal(self.nodes[grandchild].square);
                if later == *position {
                    return self.reroot(grandchild, later);
                }
            }
        }
        false
    }

    /// Keeps only the subtree under `index`, which becomes the root.
    fn reroot(&mut self, index: usize, position: UltimateBoard) -> bool {
        let mut nodes = Vec::with_capacity(self.nodes.capacity());
        let mut from = vec![index];
        nodes.push(self.nodes[index]);
        let mut next = 0;
        // Breadth first, so each node's children stay side by side.
        while next < nodes.len() {
            let old = self.nodes[from[next]];
            if old.first_child != 0 {
                nodes[next].first_child = nodes.len() as u32;
                for child in old.children() {
                    nodes.push(self.nodes[child]);
                    from.push(child);
                }
            }
            next += 1;
        }
        // A position proven as it joined the tree (the judged search
        // proves a move that gives a win away) has no moves yet to say
        // which one wins: searched afresh, it finds it at once.
        if self.nodes[index].first_child == 0 {
            nodes[0].proven = Proven::Unknown;
        }
        self.nodes = nodes;
        self.root = position;
        self.iterations = 0;
        true
    }

    /// Iterations (walks down the tree, each ending in a playout or in a
    /// leaf's moves judged) since the search began on its position (or
    /// moved on to it: what it kept from before is not counted).
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// About how many playouts' time one iteration takes, so that callers
    /// who budget in playouts give either search the same time: a judged
    /// iteration judges every move of a leaf.
    pub fn playouts_per_iteration(&self) -> u64 {
        if self.judge.is_some() {
            JUDGED_ITERATION_COST
        } else {
            1
        }
    }

    /// Positions in the tree.
    pub fn tree_size(&self) -> usize {
        self.nodes.len()
    }

    /// The memory the tree holds, in bytes.
    pub fn memory_bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<Node>()
    }

    /// Whether the position's result is already certain, so more thought
    /// changes nothing.
    pub fn is_solved(&self) -> bool {
        self.nodes[0].proven != Proven::Unknown
    }

    /// Runs `iterations` more iterations (fewer once the result is
    /// certain).
    pub fn think(&mut self, iterations: u32) {
        if self.root.outcome().is_over() {
            return;
        }
        for _ in 0..iterations {
            if self.is_solved() {
                return;
            }
            self.iterate();
        }
    }

    /// The move to play: a proven win if there is one, else the most
    /// visited move not proven lost, else the least bad. `None` only when
    /// the game is over.
    pub fn best(&self) -> Option<MoveValue> {
        let values = self.values();
        // A proven win, then the moves still open, then a proven draw, then
        // a proven loss; among equals the most visited, the one the search
        // trusted most (for a loss, the one that held out longest).
        let rank = |v: &MoveValue| {
            let kind = match (v.proven, v.win_chance) {
                (true, w) if w >= 1.0 => 3,
                (false, _) => 2,
                (true, w) if w > 0.0 => 1,
                _ => 0,
            };
            (kind, v.visits)
        };
        let best = values.iter().copied().max_by_key(rank)?;
        // A certain draw is better than an open move expected to lose.
        let draw = values
            .iter()
            .copied()
            .filter(|v| v.proven && v.win_chance == 0.5)
            .max_by_key(|v| v.visits);
        match draw {
            Some(draw) if !best.proven && best.win_chance < 0.5 => Some(draw),
            _ => Some(best),
        }
    }

    /// The line the search expects, from the root: at each step the
    /// most visited move. Its length is the search's depth.
    pub fn principal_line(&self) -> Vec<Square> {
        let mut line = Vec::new();
        let mut node = self.nodes[0];
        while node.first_child != 0 {
            let Some(next) = self.nodes[node.children()].iter().max_by_key(|c| c.visits) else {
                break;
            };
            line.push(next.square);
            node = *next;
        }
        line
    }

    /// Every legal move with the search's view of it, in board order. Before
    /// any thought, every move has 0 visits and a chance of ½.
    pub fn values(&self) -> Vec<MoveValue> {
        let root = &self.nodes[0];
        if root.first_child == 0 {
            return self
                .root
                .legal_moves()
                .into_iter()
                .map(|square| MoveValue {
                    square,
                    win_chance: 0.5,
                    visits: 0,
                    proven: false,
                })
                .collect();
        }
        self.nodes[root.children()]
            .iter()
            .map(|child| {
                let (win_chance, proven) = match child.proven {
                    Proven::Win => (1.0, true),
                    Proven::Draw => (0.5, true),
                    Proven::Loss => (0.0, true),
                    Proven::Unknown if self.judge.is_some() => (judged::value(child), false),
                    Proven::Unknown => (child.mean, false),
                };
                // The playouts it had, not its prior's.
                let prior = if self.judge.is_some() {
                    0
                } else {
                    PRIOR_VISITS
                };
                MoveValue {
                    square: child.square,
                    win_chance,
                    visits: child.visits.saturating_sub(prior),
                    proven,
                }
            })
            .collect()
    }

    /// Walks down the tree from the root by `select`, to a leaf or to a
    /// position whose result is known, keeping the path: the node reached
    /// and its position.
    fn descend(&mut self, select: fn(&Self, u32) -> u32) -> (u32, UltimateBoard) {
        let mut board = self.root;
        self.path.clear();
        let mut node = 0u32;
        self.path.push(node);
        loop {
            let current = self.nodes[node as usize];
            if current.first_child == 0 || (node != 0 && current.proven != Proven::Unknown) {
                return (node, board);
            }
            node = select(self, node);
            // The tree only holds legal moves.
            board.play_legal(self.nodes[node as usize].square);
            self.path.push(node);
        }
    }

    fn iterate(&mut self) {
        if self.judge.is_some() {
            return self.iterate_judged();
        }
        let (node, mut board) = self.descend(Self::select);
        let for_x = match board.outcome() {
            // A known result needs no playout.
            _ if self.nodes[node as usize].proven != Proven::Unknown => {
                value_for_x(self.proven_winner(node, self.path.len() - 1))
            }
            UltimateOutcome::InProgress => {
                if self.is_ripe(node) && self.nodes.len() + 81 <= self.max_nodes {
                    self.expand(node, &board);
                    let child = self.select(node);
                    board.play_legal(self.nodes[child as usize].square);
                    self.path.push(child);
                    if board.outcome().is_over() {
                        self.settle(child, board.outcome());
                    }
                }
                value_for_x(winner_of(self.playout(board)))
            }
            over => {
                self.settle(node, over);
                value_for_x(winner_of(over))
            }
        };
        self.iterations += 1;
        self.back_up(for_x);
    }

    /// Whether `node`, a leaf, has had playouts enough to grow its moves
    /// (see [`EXPAND_AFTER_WHEN_FULL`]). The root always grows.
    fn is_ripe(&self, node: u32) -> bool {
        let needed = EXPAND_AFTER_WHEN_FULL * self.nodes.len() / self.max_nodes;
        node == 0 || self.nodes[node as usize].visits as usize >= PRIOR_VISITS as usize + needed
    }

    /// Who wins from `node`, proven, at `depth` on the path (`None` a draw).
    fn proven_winner(&self, node: u32, depth: usize) -> Option<Player> {
        let mover = self.mover_at(depth);
        match self.nodes[node as usize].proven {
            Proven::Win => Some(mover),
            Proven::Loss => Some(mover.opponent()),
            Proven::Draw | Proven::Unknown => None,
        }
    }

    /// Who made the move into the node at `depth` on the path (the root is
    /// depth 0, reached by the player who does not move there).
    fn mover_at(&self, depth: usize) -> Player {
        if depth % 2 == 1 {
            self.root.to_move()
        } else {
            self.root.to_move().opponent()
        }
    }

    /// The child of `node` to try next: a proven win at once; otherwise by
    /// UCT among the children not proven lost (all of them if every one
    /// is).
    fn select(&self, node: u32) -> u32 {
        let parent = self.nodes[node as usize];
        let exploration = match self.root_exploration {
            Some(root) if node == 0 => root,
            _ => EXPLORATION,
        };
        let explore = exploration * ((parent.visits.max(1)) as f32).ln().sqrt();
        let mut best = parent.first_child;
        let mut best_value = f32::NEG_INFINITY;
        for index in parent.children() {
            let child = &self.nodes[index];
            // UCT: mean + c·√(ln N / n). A proven child's mean puts it
            // first (a win) or last (a loss).
            let value = child.q + explore * child.sqrt_inv;
            if value > best_value {
                best_value = value;
                best = index as u32;
            }
        }
        best
    }

    fn expand(&mut self, node: u32, board: &UltimateBoard) {
        board.legal_moves_into(&mut self.moves);
        let first = self.nodes.len() as u32;
        let me = board.to_move();
        // Counted once for all the moves' priors.
        let opening = marks_on(board) < OPENING_MARKS;
        for &square in &self.moves {
            let mut child = Node::new(square);
            child.visits = PRIOR_VISITS;
            child.mean = prior(board, square, opening);
            child.q = child.mean;
            child.sqrt_inv = (child.visits as f32).sqrt().recip();
            // A move that wins a small board completing a line of them
            // wins the game: proven before any playout.
            let here = square.board;
            let wins_here = completing_cells(board.marks_in(here, me), board.empty_in(here))
                & (1 << square.cell)
                != 0;
            if wins_here && has_line(board.won_by(me) | 1 << here) {
                child.prove(Proven::Win);
            }
            self.nodes.push(child);
        }
        let parent = &mut self.nodes[node as usize];
        parent.first_child = first;
        parent.children = self.moves.len() as u8;
    }

    /// Marks `node`, whose move ended the game with `outcome`, as proven.
    fn settle(&mut self, node: u32, outcome: UltimateOutcome) {
        self.nodes[node as usize].prove(match outcome {
            // The move into a finished game made it: it won, or drew.
            UltimateOutcome::Win { .. } => Proven::Win,
            UltimateOutcome::Draw => Proven::Draw,
            UltimateOutcome::InProgress => Proven::Unknown,
        });
    }

    /// Adds the result (`for_x`, what the game was worth to X) along the
    /// path, and proven results upwards from where they are known.
    fn back_up(&mut self, for_x: f32) {
        let mut mover = self.mover_at(self.path.len() - 1);
        let mut proving = true;
        for depth in (0..self.path.len()).rev() {
            let index = self.path[depth] as usize;
            let node = &mut self.nodes[index];
            node.add(if mover == Player::X {
                for_x
            } else {
                1.0 - for_x
            });
            if proving && node.proven == Proven::Unknown && node.first_child != 0 {
                let proven = self.proven_from_children(index);
                self.nodes[index].prove(proven);
            }
            proving = self.nodes[index].proven != Proven::Unknown;
            if !proving && self.nodes[index].first_child != 0 {
                self.mix_in_best_child(index);
            }
            mover = mover.opponent();
        }
    }

    /// Mixes into `index`'s value the best of its children measured
    /// enough (a child's value is the opponent's).
    fn mix_in_best_child(&mut self, index: usize) {
        let mut best = f32::NEG_INFINITY;
        for child in &self.nodes[self.nodes[index].children()] {
            if child.visits >= PRIOR_VISITS + MIX_AFTER {
                best = best.max(child.q);
            }
        }
        let node = &mut self.nodes[index];
        if best > f32::NEG_INFINITY {
            node.q = (1.0 - MIX) * node.mean + MIX * (1.0 - best.clamp(0.0, 1.0));
        }
    }

    /// A node's result from its children's (each from the opponent's side):
    /// one child won makes this node lost; all children lost make it won;
    /// all known with a draw among them make it a draw.
    fn proven_from_children(&self, index: usize) -> Proven {
        let mut all_known = true;
        let mut any_draw = false;
        for child in &self.nodes[self.nodes[index].children()] {
            match child.proven {
                Proven::Win => return Proven::Loss,
                Proven::Draw => any_draw = true,
                Proven::Loss => {}
                Proven::Unknown => all_known = false,
            }
        }
        match (all_known, any_draw) {
            (false, _) => Proven::Unknown,
            (true, true) => Proven::Draw,
            (true, false) => Proven::Win,
        }
    }
}
