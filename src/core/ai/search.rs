//! Impossible: game-tree search.
//!
//! Positions with few empty squares (the whole of 3x3) are solved exactly by
//! negamax over a memo table, so the choice is perfect. Bigger positions use
//! iterative-deepening alpha-beta with a line-counting evaluation, stopped by
//! a node budget so a move takes a bounded, machine-independent amount of work.

use std::collections::HashMap;

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use crate::board::{Board, Player, Pos, Rules};

/// Positions with at most this many empty squares are solved exactly.
const EXACT_LIMIT: u32 = 10;
/// A won position scores above every evaluation.
const WIN: i32 = 1_000_000;
/// On boards over 25 squares, the moves searched at each inner node.
const BEAM: usize = 10;
/// Nodes the heuristic search may visit for one move.
pub const DEFAULT_NODE_BUDGET: u64 = 300_000;
/// At most this many on Qubic.
pub const QUBIC_NODE_BUDGET: u64 = 200_000;

/// A deepening search in progress ([`Solver::start_deepening`]).
pub struct Deepening {
    board: Board,
    /// The moves, best first by the last finished depth.
    ordered: Vec<Pos>,
    depth: u32,
    /// This depth's scores so far, in `ordered`'s order.
    scored: Vec<(Pos, i32)>,
    alpha: i32,
    /// The moves ranked, once the search is over.
    done: Option<Vec<Pos>>,
}

/// What a large board's position leaves to search.
enum Tactics {
    /// The side to move completes a line now.
    Win,
    /// The opponent has two lines one short: one block cannot stop both.
    Lost,
    /// The moves to search, best first.
    Moves(Vec<u32>),
}

pub struct Solver {
    rules: Rules,
    lines: Vec<u64>,
    /// The lines through each square, by bit index.
    through: Vec<Vec<u64>>,
    /// Exact values of positions, from the view of the player to move.
    exact: HashMap<(u64, u64), i32>,
    node_budget: u64,
    nodes: u64,
    /// Whether large boards are searched by their tactics (see
    /// [`Solver::tactical_moves`]) or at full width.
    tactics: bool,
}

impl Solver {
    pub fn new(rules: Rules) -> Self {
        Solver {
            rules,
            lines: rules.line_masks(),
            through: rules.line_masks_through(),
            exact: HashMap::new(),
            node_budget: DEFAULT_NODE_BUDGET,
            nodes: 0,
            tactics: true,
        }
    }

    /// Every move at every depth, as the search was before its tactics:
    /// the plain search the benchmarks measure against.
    pub fn plain(mut self) -> Self {
        self.tactics = false;
        self
    }

    pub fn with_node_budget(mut self, budget: u64) -> Self {
        self.node_budget = budget.max(1);
        self
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    fn has_won(&self, bits: u64) -> bool {
        // A line is won when none of its squares is missing from `bits`.
        self.lines.iter().any(|&line| line & !bits == 0)
    }

    /// Whether the position can be solved exactly rather than estimated.
    pub fn is_exact(&self, board: &Board) -> bool {
        board.empty_count() <= EXACT_LIMIT || self.rules.size() == 3
    }

    /// Score of playing `pos`, from the mover's view, when solved exactly:
    /// positive wins (sooner is higher), zero draws, negative loses.
    fn exact_move_value(&mut self, board: Board, pos: Pos) -> i32 {
        let me = board.to_move();
        let next = board.with(pos);
        if self.has_won(next.bits(me)) {
            // One more than the squares left empty: a quicker win scores higher.
            1 + next.empty_count() as i32
        } else if next.is_full() {
            0
        } else {
            -self.exact_value(next)
        }
    }

    fn exact_value(&mut self, board: Board) -> i32 {
        let key = (board.bits(Player::X), board.bits(Player::O));
        if let Some(&v) = self.exact.get(&key) {
            return v;
        }
        let best = board
            .empty_squares()
            .into_iter()
            .map(|p| self.exact_move_value(board, p))
            .max()
            .unwrap_or(0);
        self.exact.insert(key, best);
        best
    }

    /// The game-theoretic value of a position still in play, from the view of
    /// the player to move: > 0 won, 0 drawn, < 0 lost. Exact positions only.
    pub fn value(&mut self, board: &Board) -> Option<i32> {
        if !self.is_exact(board) || board.outcome().is_over() {
            return None;
        }
        Some(self.exact_value(*board))
    }

    /// Every move that is best by the search, in board order.
    pub fn best_moves(&mut self, board: &Board) -> Vec<Pos> {
        if board.rules() != self.rules || board.outcome().is_over() {
            return Vec::new();
        }
        let moves = board.empty_squares();
        if self.is_exact(board) {
            let scored: Vec<(Pos, i32)> = moves
                .into_iter()
                .map(|p| (p, self.exact_move_value(*board, p)))
                .collect();
            let best = scored.iter().map(|&(_, v)| v).max().unwrap_or(0);
            scored
                .into_iter()
                .filter(|&(_, v)| v == best)
                .map(|(p, _)| p)
                .collect()
        } else {
            self.deepening(board, moves).into_iter().take(1).collect()
        }
    }

    /// The move to play, ties broken by `rng`.
    pub fn choose<R: Rng + ?Sized>(&mut self, board: &Board, rng: &mut R) -> Option<Pos> {
        if board.rules() != self.rules || board.outcome().is_over() {
            return None;
        }
        if self.is_exact(board) {
            let best = self.best_moves(board);
            return best.get(rng.random_range(0..best.len().max(1))).copied();
        }
        let mut moves = board.empty_squares();
        moves.shuffle(rng);
        self.deepening(board, moves).first().copied()
    }

    /// Every move, best first: by exact value where the position is
    /// solved, else by the deepest search that finished. Ties in random
    /// order.
    pub fn ranked_moves<R: Rng + ?Sized>(&mut self, board: &Board, rng: &mut R) -> Vec<Pos> {
        if board.rules() != self.rules || board.outcome().is_over() {
            return Vec::new();
        }
        let mut moves = board.empty_squares();
        moves.shuffle(rng);
        if self.is_exact(board) {
            let mut scored: Vec<(Pos, i32)> = moves
                .into_iter()
                .map(|p| (p, self.exact_move_value(*board, p)))
                .collect();
            scored.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
            return scored.into_iter().map(|(p, _)| p).collect();
        }
        self.deepening(board, moves)
    }

    /// Iterative deepening: returns the moves ordered best first by the
    /// deepest search that finished inside the node budget.
    fn deepening(&mut self, board: &Board, moves: Vec<Pos>) -> Vec<Pos> {
        let mut search = self.start_deepening(board, moves);
        loop {
            if let Some(ranked) = self.deepen(&mut search, u64::MAX) {
                return ranked;
            }
        }
    }

    /// An iterative deepening of `board` to be carried on a slice at a
    /// time ([`Solver::deepen`]), so a frame never holds all of it. The
    /// node budget counts from here.
    pub fn start_deepening(&mut self, board: &Board, mut moves: Vec<Pos>) -> Deepening {
        let me = board.to_move();
        // Centre-first order searches better lines first.
        let centre = f32::from(self.rules.size() - 1) / 2.0;
        let dist = |p: &Pos| {
            ((f32::from(p.row) - centre).abs() + (f32::from(p.col) - centre).abs()) as i32
        };
        moves.sort_by_key(dist);
        self.nodes = 0;
        // A win now needs no search.
        let done = moves
            .iter()
            .find(|&&p| self.has_won(board.with(p).bits(me)))
            .map(|&win| vec![win]);
        Deepening {
            board: *board,
            ordered: moves,
            depth: 1,
            scored: Vec::new(),
            alpha: -WIN * 2,
            done,
        }
    }

    /// Searches on for about `slice` more positions (a root move's search
    /// is never cut): the moves best first once the search is over,
    /// `None` while it goes on.
    pub fn deepen(&mut self, search: &mut Deepening, slice: u64) -> Option<Vec<Pos>> {
        let stop_at = self.nodes.saturating_add(slice);
        let max_depth = search.board.empty_count();
        while search.done.is_none() {
            if search.scored.len() < search.ordered.len() {
                if self.nodes >= stop_at {
                    return None;
                }
                let p = search.ordered[search.scored.len()];
                let next = search.board.with(p);
                let v = if next.is_full() {
                    Some(0)
                } else {
                    let (depth, alpha) = (search.depth, search.alpha);
                    self.alphabeta(next, depth - 1, -WIN * 2, -alpha)
                        .map(|v| -v)
                };
                match v {
                    Some(v) => {
                        search.alpha = search.alpha.max(v);
                        search.scored.push((p, v));
                        continue;
                    }
                    // Depth 1 and 2 always finish so wins and blocks are
                    // never missed; deeper, the last finished depth stands.
                    None if search.depth > 2 => {
                        search.done = Some(search.ordered.clone());
                        break;
                    }
                    None => {
                        // Unsearched moves at the bottom rather than lost.
                        let rest = search.ordered[search.scored.len()..].to_vec();
                        search
                            .scored
                            .extend(rest.into_iter().map(|p| (p, -WIN * 2)));
                    }
                }
            }
            let mut scored = std::mem::take(&mut search.scored);
            scored.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
            search.ordered = scored.iter().map(|&(p, _)| p).collect();
            let forced = scored[0].1 >= WIN || scored.iter().all(|&(_, v)| v <= -WIN);
            let out_of_budget = self.nodes > self.node_budget;
            if forced || out_of_budget || search.depth >= max_depth {
                search.done = Some(search.ordered.clone());
            } else {
                search.depth += 1;
                search.alpha = -WIN * 2;
            }
        }
        search.done.clone()
    }

    /// Negamax with alpha-beta, from the view of the player to move at
    /// `board`. `None` when the node budget ran out.
    fn alphabeta(&mut self, board: Board, depth: u32, mut alpha: i32, beta: i32) -> Option<i32> {
        self.nodes += 1;
        if self.nodes > self.node_budget && depth > 1 {
            return None;
        }
        let me = board.to_move();
        let empty = board.empty_count();
        if depth == 0 {
            return Some(self.evaluate(&board, me));
        }
        let mut best = -WIN * 2;
        let moves = if self.tactics && self.rules.cell_count() > 25 {
            match self.tactical_moves(&board, depth) {
                // As the loop below would score the win and the loss.
                Tactics::Win => return Some(WIN + empty as i32),
                Tactics::Lost => return Some(-(WIN + empty as i32 - 1)),
                Tactics::Moves(moves) => moves,
            }
        } else {
            let mut bits = board.empty_bits();
            let mut all = Vec::with_capacity(bits.count_ones() as usize);
            while bits != 0 {
                all.push(bits.trailing_zeros());
                bits &= bits - 1;
            }
            all
        };
        for i in moves {
            let p = self.rules.pos_of_bit(i);
            let next = board.with(p);
            let v = if self.has_won(next.bits(me)) {
                WIN + empty as i32
            } else if next.is_full() {
                0
            } else {
                -self.alphabeta(next, depth - 1, -beta, -alpha)?
            };
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        Some(best)
    }

    /// The moves worth searching on a large board (over 25 squares, where
    /// the full width is too costly): a win now ends it; two lines of the
    /// opponent's one short lose; one must be blocked; else the squares of
    /// most promise first, only the best [`BEAM`] of them below the root's
    /// children.
    fn tactical_moves(&self, board: &Board, depth: u32) -> Tactics {
        let me = board.to_move();
        let (mine, theirs) = (board.bits(me), board.bits(me.opponent()));
        let empty = board.empty_bits();
        let k = u32::from(self.rules.k());
        let one_short = |a: u64, b: u64| {
            self.lines
                .iter()
                .filter(|&&line| line & b == 0 && (line & a).count_ones() == k - 1)
                .fold(0, |found, &line| found | (line & empty))
        };
        if one_short(mine, theirs) != 0 {
            return Tactics::Win;
        }
        let blocks = one_short(theirs, mine);
        match blocks.count_ones() {
            0 => {}
            1 => return Tactics::Moves(vec![blocks.trailing_zeros()]),
            _ => return Tactics::Lost,
        }
        let mut scored: Vec<(i32, u32)> = Vec::with_capacity(empty.count_ones() as usize);
        let mut bits = empty;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            let promise: i32 = self.through[i as usize]
                .iter()
                .map(|&line| {
                    let (m, t) = ((line & mine).count_ones(), (line & theirs).count_ones());
                    match (m, t) {
                        (0, 0) => 1,
                        (m, 0) => 1 + 4 * (m * m) as i32,
                        (0, t) => 1 + 3 * (t * t) as i32,
                        _ => 0,
                    }
                })
                .sum();
            scored.push((promise, i));
        }
        scored.sort_by_key(|&(promise, i)| (std::cmp::Reverse(promise), i));
        if depth >= 2 {
            scored.truncate(BEAM);
        }
        Tactics::Moves(scored.into_iter().map(|(_, i)| i).collect())
    }

    /// Open lines weigh more the fuller they are; lines holding both marks
    /// are dead and count for nothing. Both sides' lines weigh the same:
    /// weighting the opponent's double (once believed right because "they
    /// move next", though at a leaf `me` moves next) drew 200 of 200 games
    /// against Medium on 4 x 4; equal weights won 2 of them, and on 5 x 5
    /// both won all 200 (`cargo bench --bench strength`).
    fn evaluate(&self, board: &Board, me: Player) -> i32 {
        const WEIGHT: [i32; 9] = [0, 1, 10, 100, 1_000, 10_000, 100_000, 100_000, 100_000];
        let mine = board.bits(me);
        let theirs = board.bits(me.opponent());
        self.lines
            .iter()
            .map(
                |&m| match ((mine & m).count_ones(), (theirs & m).count_ones()) {
                    (a, 0) => WEIGHT[a as usize],
                    (0, b) => -WEIGHT[b as usize],
                    _ => 0,
                },
            )
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_evaluation_is_the_same_from_either_side() {
        let rules = Rules::new(5, 4).unwrap();
        let solver = Solver::new(rules);
        for rows in [
            [".....", ".XX..", "..O..", ".....", "....."],
            ["XXX..", "OO...", "O....", ".....", "....."],
            ["X...O", ".X.O.", "..X..", ".O...", "....."],
        ] {
            let board = Board::from_rows(rules, &rows).unwrap();
            let x = solver.evaluate(&board, Player::X);
            let o = solver.evaluate(&board, Player::O);
            assert_eq!(x, -o, "{rows:?}");
        }
        // More open lines of one's own is better, whoever is to move.
        let board =
            Board::from_rows(rules, &[".....", ".XX..", "..O..", ".....", "....."]).unwrap();
        assert!(solver.evaluate(&board, Player::X) > 0);
    }
}
