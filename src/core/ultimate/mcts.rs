//! The strongest Ultimate player: Monte Carlo tree search with a solver.
//!
//! Each iteration walks the tree from the position to think about, picking
//! moves by UCT, adds the children of the position it reaches, and plays
//! one game out from there with informed random moves (a player sent to a
//! small board it can win at once takes it). The result goes back up the
//! path. Positions whose result is certain (a won or drawn game, or one
//! where every move is known) are marked proven, and proven results go up
//! the tree too, so a won game is played as won and a lost move is avoided
//! however few playouts it got.
//!
//! It counts iterations, not time: the game gives it a slice of each frame,
//! and the browser has no clock in the core's reach.

use super::{Square, UltimateBoard, UltimateOutcome, completing_cells};

/// UCT's exploration constant for results between 0 and 1. Lower than
/// √2 (the textbook value): the informed playouts make averages worth
/// trusting sooner.
const EXPLORATION: f32 = 0.5;

/// How the game goes from a node, for the player who made its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Proven {
    Unknown,
    Win,
    Draw,
    Loss,
}

#[derive(Clone, Copy, Debug)]
struct Node {
    /// The move that led here (unused at the root).
    square: Square,
    /// Index of the first child; 0 until expanded (the root is never a
    /// child).
    first_child: u32,
    children: u8,
    proven: Proven,
    visits: u32,
    /// Sum of the playouts' results for the player who made `square`: 1 a
    /// win, ½ a draw.
    score: f32,
}

impl Node {
    fn new(square: Square) -> Self {
        Node {
            square,
            first_child: 0,
            children: 0,
            proven: Proven::Unknown,
            visits: 0,
            score: 0.0,
        }
    }

    fn children(&self) -> std::ops::Range<usize> {
        let first = self.first_child as usize;
        first..first + usize::from(self.children)
    }
}

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
    playouts: u64,
    path: Vec<u32>,
    moves: Vec<Square>,
}

impl Mcts {
    /// A search of `position`, seeded (the same seed and iterations give
    /// the same move), keeping at most `max_nodes` positions (about 24
    /// bytes each); past that it plays out from the leaves it has.
    pub fn new(position: UltimateBoard, seed: u64, max_nodes: usize) -> Self {
        let mut nodes = Vec::with_capacity(max_nodes.min(1 << 16));
        nodes.push(Node::new(Square::new(0, 0)));
        Mcts {
            root: position,
            nodes,
            max_nodes: max_nodes.max(82),
            rng: seed ^ 0x9E37_79B9_7F4A_7C15,
            playouts: 0,
            path: Vec::with_capacity(96),
            moves: Vec::with_capacity(81),
        }
    }

    pub fn position(&self) -> &UltimateBoard {
        &self.root
    }

    /// Playouts run so far.
    pub fn playouts(&self) -> u64 {
        self.playouts
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
                    Proven::Unknown if child.visits == 0 => (0.5, false),
                    Proven::Unknown => (child.score / child.visits as f32, false),
                };
                MoveValue {
                    square: child.square,
                    win_chance,
                    visits: child.visits,
                    proven,
                }
            })
            .collect()
    }

    fn iterate(&mut self) {
        let mut board = self.root;
        self.path.clear();
        let mut node = 0u32;
        self.path.push(node);
        // Down the tree.
        while self.nodes[node as usize].first_child != 0 && !board.outcome().is_over() {
            node = self.select(node);
            let square = self.nodes[node as usize].square;
            // The tree only holds legal moves.
            let _ = board.play(square);
            self.path.push(node);
        }
        // A finished game is certain; otherwise grow the tree and play out.
        let result = match board.outcome() {
            UltimateOutcome::InProgress => {
                if self.nodes.len() + 81 <= self.max_nodes {
                    self.expand(node, &board);
                    let child = self.select(node);
                    let square = self.nodes[child as usize].square;
                    let _ = board.play(square);
                    self.path.push(child);
                    if board.outcome().is_over() {
                        self.settle(child, board.outcome());
                    }
                }
                self.playout(board)
            }
            over => {
                self.settle(node, over);
                over
            }
        };
        self.playouts += 1;
        self.back_up(result);
    }

    /// The child of `node` to try next: a proven win at once; otherwise by
    /// UCT among the children not proven lost (all of them if every one
    /// is).
    fn select(&mut self, node: u32) -> u32 {
        let parent = self.nodes[node as usize];
        let log_n = ((parent.visits.max(1)) as f32).ln();
        let mut best = parent.first_child;
        let mut best_value = f32::NEG_INFINITY;
        for index in parent.children() {
            let child = &self.nodes[index];
            let value = match child.proven {
                Proven::Win => return index as u32,
                Proven::Loss => -1.0,
                Proven::Draw => 0.5 + EXPLORATION * (log_n / (child.visits.max(1) as f32)).sqrt(),
                Proven::Unknown if child.visits == 0 => {
                    // Untried moves first, in a random order.
                    10.0 + self.random_unit()
                }
                Proven::Unknown => {
                    child.score / child.visits as f32
                        + EXPLORATION * (log_n / child.visits as f32).sqrt()
                }
            };
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
        for &square in &self.moves {
            self.nodes.push(Node::new(square));
        }
        let parent = &mut self.nodes[node as usize];
        parent.first_child = first;
        parent.children = self.moves.len() as u8;
    }

    /// Marks `node`, whose move ended the game with `outcome`, as proven.
    fn settle(&mut self, node: u32, outcome: UltimateOutcome) {
        self.nodes[node as usize].proven = match outcome {
            // The move into a finished game made it: it won, or drew.
            UltimateOutcome::Win { .. } => Proven::Win,
            UltimateOutcome::Draw => Proven::Draw,
            UltimateOutcome::InProgress => Proven::Unknown,
        };
    }

    /// Adds the playout's result along the path, and proven results
    /// upwards from where they are known.
    fn back_up(&mut self, result: UltimateOutcome) {
        let winner = match result {
            UltimateOutcome::Win { winner, .. } => Some(winner),
            _ => None,
        };
        // Who made the move into the deepest node on the path.
        let mut mover = if self.path.len().is_multiple_of(2) {
            self.root.to_move()
        } else {
            self.root.to_move().opponent()
        };
        let mut proving = true;
        for depth in (0..self.path.len()).rev() {
            let index = self.path[depth] as usize;
            let node = &mut self.nodes[index];
            node.visits += 1;
            node.score += match winner {
                Some(w) if w == mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            if proving && node.proven == Proven::Unknown && node.first_child != 0 {
                self.nodes[index].proven = self.proven_from_children(index);
            }
            proving = self.nodes[index].proven != Proven::Unknown;
            mover = mover.opponent();
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

    /// Plays `board` out to the end: a player sent to a small board it can
    /// win at once wins it; otherwise a random legal move.
    fn playout(&mut self, mut board: UltimateBoard) -> UltimateOutcome {
        loop {
            let outcome = board.outcome();
            if outcome.is_over() {
                return outcome;
            }
            let square = match board.next_board() {
                Some(small) => {
                    let mine = board.marks_in(small, board.to_move());
                    let empty = board.empty_in(small);
                    match completing_cells(mine, empty) {
                        0 => Square::new(small, self.random_bit(empty)),
                        wins => Square::new(small, self.random_bit(wins)),
                    }
                }
                None => {
                    board.legal_moves_into(&mut self.moves);
                    let pick = self.random_below(self.moves.len() as u32);
                    self.moves[pick as usize]
                }
            };
            // Always legal: chosen from the empty squares of a playable
            // board.
            let _ = board.play(square);
        }
    }

    /// xorshift64*: quick, and enough for choosing moves.
    fn next_random(&mut self) -> u64 {
        let mut x = self.rng;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.rng = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn random_below(&mut self, n: u32) -> u32 {
        (((self.next_random() >> 32) * u64::from(n)) >> 32) as u32
    }

    fn random_unit(&mut self) -> f32 {
        (self.next_random() >> 40) as f32 / (1u64 << 24) as f32
    }

    /// A random set bit of `mask` (not empty), as its index.
    fn random_bit(&mut self, mut mask: u16) -> u8 {
        let skip = self.random_below(mask.count_ones());
        for _ in 0..skip {
            mask &= mask - 1;
        }
        mask.trailing_zeros() as u8
    }
}
