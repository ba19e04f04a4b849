//! Perfect play: the exact game-theoretic value of a position, with how
//! soon the game ends, for any board the game offers, K in a row winning
//! or (misère) losing.
//!
//! Negamax with alpha-beta over a fixed-size transposition table shared by
//! the eight symmetric copies of each position. A score is absolute, not
//! relative to where the search started: a win is worth one more than the
//! squares still empty after the mark that decides it, so a quicker win
//! scores higher, a slower loss scores higher, and a table entry is valid
//! whatever line led to its position.

use rand::Rng;
use rand::seq::SliceRandom;

use super::symmetry::Symmetries;
use crate::board::{Board, Pos, Rules};

/// What a position is worth under perfect play, from one side's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// This side wins, placing its winning mark on its `moves`-th move from
    /// here (1: it wins with the next mark).
    Win {
        moves: u32,
    },
    Draw,
    /// The other side wins on its `moves`-th move from here.
    Loss {
        moves: u32,
    },
}

impl Value {
    /// The value from a raw score at a position with `empty` squares empty,
    /// seen by the side to move there.
    pub fn from_score(score: i32, empty: u32) -> Value {
        if score == 0 {
            return Value::Draw;
        }
        // Marks placed until the game ends, the last one winning.
        let plies = empty + 1 - score.unsigned_abs();
        if score > 0 {
            Value::Win {
                moves: plies.div_ceil(2),
            }
        } else {
            Value::Loss { moves: plies / 2 }
        }
    }

    /// The same result seen from the other side.
    pub fn flipped(self) -> Value {
        match self {
            Value::Win { moves } => Value::Loss { moves },
            Value::Draw => Value::Draw,
            Value::Loss { moves } => Value::Win { moves },
        }
    }

    /// Orders values from worst to best for the side they belong to: a
    /// slow loss beats a quick one, a quick win beats a slow one.
    pub fn rank(self) -> i64 {
        match self {
            Value::Loss { moves } => -1_000 + i64::from(moves),
            Value::Draw => 0,
            Value::Win { moves } => 1_000 - i64::from(moves),
        }
    }

    /// The value in misère, where the mark that decides the game is the
    /// loser's: `moves` counts the loser's marks up to that one (1: the
    /// side forced to complete a line now loses on this move).
    pub fn from_misere_score(score: i32, empty: u32) -> Value {
        if score == 0 {
            return Value::Draw;
        }
        let plies = empty + 1 - score.unsigned_abs();
        if score > 0 {
            Value::Win { moves: plies / 2 }
        } else {
            Value::Loss {
                moves: plies.div_ceil(2),
            }
        }
    }

    /// Win, draw or loss, without the distance: -1, 0 or 1.
    pub fn sign(self) -> i8 {
        match self {
            Value::Win { .. } => 1,
            Value::Draw => 0,
            Value::Loss { .. } => -1,
        }
    }
}

#[derive(Clone, Copy, Default)]
struct Entry {
    /// The canonical key plus one; 0 marks an empty slot.
    key: u64,
    lower: i8,
    upper: i8,
}

impl Entry {
    /// The window (`alpha`, `beta`) narrowed by what this slot knows of
    /// `key`, or the position's value when that already settles it.
    fn narrow(self, key: u64, alpha: i32, beta: i32) -> Result<(i32, i32), i32> {
        if self.key != key {
            return Ok((alpha, beta));
        }
        let (lower, upper) = (i32::from(self.lower), i32::from(self.upper));
        if lower >= beta {
            return Err(lower);
        }
        if upper <= alpha {
            return Err(upper);
        }
        let (alpha, beta) = (alpha.max(lower), beta.min(upper));
        if alpha >= beta {
            return Err(alpha);
        }
        Ok((alpha, beta))
    }

    /// This slot after a search of `key` (with `left` squares empty) found
    /// `best` within `window`: a bound outside it, exact inside.
    fn learn(self, key: u64, left: i32, best: i32, (alpha, beta): (i32, i32)) -> Entry {
        let mut entry = if self.key == key {
            self
        } else {
            Entry {
                key,
                lower: -(left as i8),
                upper: left as i8,
            }
        };
        if best <= alpha {
            entry.upper = entry.upper.min(best as i8);
        } else if best >= beta {
            entry.lower = entry.lower.max(best as i8);
        } else {
            entry.lower = best as i8;
            entry.upper = best as i8;
        }
        entry
    }
}

/// A position's value known without searching its moves, or the window and
/// forced block to search it with.
enum Shortcut {
    Known(i32),
    Search { beta: i32, blocks: u64 },
}

/// Solves positions exactly. Keep one per board rules: the table it fills
/// makes later questions about nearby positions cheap.
pub struct Perfect {
    rules: Rules,
    /// Completing a line loses (misère, Notakto) rather than wins.
    misere: bool,
    /// A line is completed by anyone's marks (Notakto), not only the
    /// mover's.
    shared: bool,
    lines: Vec<u64>,
    /// The lines through each square, by bit index.
    lines_through: Vec<Vec<u64>>,
    /// Squares in search order: centre first, then by the lines through them.
    order: Vec<u32>,
    symmetries: Symmetries,
    table: Vec<Entry>,
    nodes: u64,
    /// A search stops when `nodes` reaches this; see [`Perfect::within`].
    stop_at: u64,
    stopped: bool,
}

/// Table slots when none is asked for: 2^20 slots of 16 bytes, 16 MiB.
pub const DEFAULT_TABLE_BITS: u32 = 20;

impl Perfect {
    pub fn new(rules: Rules) -> Self {
        Perfect::with_table_bits(rules, DEFAULT_TABLE_BITS)
    }

    /// A solver whose table has 2^`bits` slots.
    pub fn with_table_bits(rules: Rules, bits: u32) -> Self {
        let lines = rules.line_masks();
        let cells = rules.cell_count();
        let lines_through = rules.line_masks_through();
        let n = f32::from(rules.size());
        let centre = (n - 1.0) / 2.0;
        let mut order: Vec<u32> = (0..cells as u32).collect();
        order.sort_by(|&a, &b| {
            let key = |i: u32| {
                let p = rules.pos_of_bit(i);
                let d = (f32::from(p.row) - centre).abs() + (f32::from(p.col) - centre).abs();
                (
                    std::cmp::Reverse(lines_through[i as usize].len()),
                    (d * 2.0) as u32,
                )
            };
            key(a).cmp(&key(b))
        });
        Perfect {
            rules,
            misere: rules.line_loses(),
            shared: rules.marks_shared(),
            lines,
            lines_through,
            order,
            symmetries: Symmetries::new(rules.size()),
            table: vec![Entry::default(); 1 << bits.clamp(4, 28)],
            nodes: 0,
            stop_at: u64::MAX,
            stopped: false,
        }
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Positions visited since the solver was made.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn slot(&self, key: u64) -> usize {
        // A multiplicative hash spreads the keys' low bits over the table.
        let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> (64 - self.table.len().trailing_zeros())) as usize
    }

    /// Whether playing bit `i` completes a line for `mine`.
    fn completes(&self, mine: u64, i: u32) -> bool {
        let with = mine | (1 << i);
        self.lines_through[i as usize]
            .iter()
            .any(|&line| line & !with == 0)
    }

    /// Empty squares where `mine` would complete a line.
    fn threats(&self, mine: u64, theirs: u64, empty: u64) -> u64 {
        let k = u32::from(self.rules.k());
        let mut found = 0;
        for &line in &self.lines {
            if line & theirs == 0 && (line & mine).count_ones() == k - 1 {
                found |= line & empty;
            }
        }
        found
    }

    /// The score of the position for the side to move, whose marks are
    /// `mine`, within (`alpha`, `beta`): exact inside the window, a bound
    /// outside it.
    fn search(&mut self, mine: u64, theirs: u64, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.stop_at {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let empty = self.rules.full_mask() & !(mine | theirs);
        let left = empty.count_ones() as i32;
        if left == 0 {
            return 0;
        }
        let (beta, blocks) = match self.shortcut(mine, theirs, empty, alpha, beta) {
            Shortcut::Known(value) => return value,
            Shortcut::Search { beta, blocks } => (beta, blocks),
        };
        let (x, o) = if left % 2 == self.rules.cell_count() as i32 % 2 {
            (mine, theirs)
        } else {
            (theirs, mine)
        };
        let key = self.symmetries.canonical(x, o) + 1;
        let slot = self.slot(key);
        let entry = self.table[slot];
        let (mut alpha, beta) = match entry.narrow(key, alpha, beta) {
            Ok(window) => window,
            Err(value) => return value,
        };
        let window = (alpha, beta);

        let mut best = i32::MIN;
        if blocks != 0 {
            let i = blocks.trailing_zeros();
            best = self.score_move(mine, theirs, i, alpha, beta);
        } else {
            let moves = self.ordered_moves(mine, theirs, empty);
            for i in moves {
                let v = self.score_move(mine, theirs, i, alpha, beta);
                best = best.max(v);
                alpha = alpha.max(v);
                if alpha >= beta {
                    break;
                }
            }
        }

        if self.stopped {
            // An unfinished search proves nothing: keep it out of the table.
            return 0;
        }
        self.table[slot] = entry.learn(key, left, best, window);
        best
    }

    /// What is known of a position before its moves are searched: a win
    /// now, a loss to two threats, or a window narrowed to the best the
    /// side to move could still do, with the block it must play.
    fn shortcut(&self, mine: u64, theirs: u64, empty: u64, alpha: i32, beta: i32) -> Shortcut {
        let left = empty.count_ones() as i32;
        let best_possible = if self.misere {
            // In misère nothing beats the opponent having to complete a
            // line with the next mark.
            (left - 1).max(0)
        } else {
            // A win now is the best there is.
            if self.threats(mine, theirs, empty) != 0 {
                return Shortcut::Known(left);
            }
            // Without a win now, nothing beats winning with the mark after
            // next (or a draw, when too few squares are left for that).
            (left - 2).max(0)
        };
        if best_possible <= alpha {
            return Shortcut::Known(best_possible);
        }
        // Forced moves: block the opponent's win, or lose to two threats.
        // In misère the opponent keeps off such squares: nothing is forced.
        let blocks = if self.misere {
            0
        } else {
            self.threats(theirs, mine, empty)
        };
        if blocks.count_ones() >= 2 {
            return Shortcut::Known(-(left - 1));
        }
        Shortcut::Search {
            beta: beta.min(best_possible),
            blocks,
        }
    }

    /// The score of playing bit `i` for the side to move.
    fn score_move(&mut self, mine: u64, theirs: u64, i: u32, alpha: i32, beta: i32) -> i32 {
        let after = mine | (1 << i);
        let left = (self.rules.full_mask() & !(after | theirs)).count_ones() as i32;
        let line_of = if self.shared { mine | theirs } else { mine };
        if self.completes(line_of, i) {
            if self.misere { -(left + 1) } else { left + 1 }
        } else if left == 0 {
            0
        } else {
            -self.search(theirs, after, -beta, -alpha)
        }
    }

    /// Moves most likely to be good first: squares on many lines still open
    /// to the mover, and lines the mover already has marks in.
    fn ordered_moves(&self, mine: u64, theirs: u64, empty: u64) -> Vec<u32> {
        let mut scored: Vec<(i32, u32)> = self
            .order
            .iter()
            .copied()
            .filter(|&i| empty & (1 << i) != 0)
            .map(|i| (self.promise(mine, theirs, i), i))
            .collect();
        // In misère the likeliest moves keep away from lines.
        if self.misere {
            scored.iter_mut().for_each(|(w, _)| *w = -*w);
        }
        // Stable: equal weights keep the centre-first order.
        scored.sort_by_key(|&(w, _)| std::cmp::Reverse(w));
        scored.into_iter().map(|(_, i)| i).collect()
    }

    /// How promising bit `i` looks for the mover, by the lines through it.
    fn promise(&self, mine: u64, theirs: u64, i: u32) -> i32 {
        self.lines_through[i as usize]
            .iter()
            .map(|&line| {
                let m = (line & mine).count_ones() as i32;
                let t = (line & theirs).count_ones() as i32;
                match (m, t) {
                    (0, 0) => 1,
                    (m, 0) => 1 + 4 * m * m,
                    (0, t) => 1 + 3 * t * t,
                    _ => 0,
                }
            })
            .sum()
    }

    fn move_weights(&self, mine: u64, theirs: u64, moves: &[u32]) -> Vec<i32> {
        moves
            .iter()
            .map(|&i| self.promise(mine, theirs, i))
            .collect()
    }

    /// A raw score as a value, by this solver's rules.
    fn value_of(&self, score: i32, empty: u32) -> Value {
        if self.misere {
            Value::from_misere_score(score, empty)
        } else {
            Value::from_score(score, empty)
        }
    }

    /// The raw score of a position in play for the side to move.
    pub(crate) fn raw_score(&mut self, board: &Board) -> i32 {
        let me = board.to_move();
        let (mine, theirs) = (board.bits(me), board.bits(me.opponent()));
        let left = board.empty_count() as i32;
        self.search(mine, theirs, -left - 1, left + 1)
    }

    /// The value of a position still in play, for the side to move.
    /// `None` when the game is over or the board has other rules.
    pub fn value(&mut self, board: &Board) -> Option<Value> {
        if board.rules() != self.rules || board.outcome().is_over() {
            return None;
        }
        let score = self.raw_score(board);
        Some(self.value_of(score, board.empty_count()))
    }

    /// The raw score of playing `pos`, for the side to move.
    fn move_score(&mut self, board: &Board, pos: Pos) -> i32 {
        let me = board.to_move();
        let i = self.rules.index(pos);
        let (mine, theirs) = (board.bits(me), board.bits(me.opponent()));
        let left = board.empty_count() as i32;
        self.score_move(mine, theirs, i, -left - 1, left + 1)
    }

    /// The value of playing `pos` for the side to move; `None` when the
    /// square is taken, the game over or the board has other rules.
    pub fn move_value(&mut self, board: &Board, pos: Pos) -> Option<Value> {
        if board.rules() != self.rules || board.check(pos).is_err() {
            return None;
        }
        let score = self.move_score(board, pos);
        Some(self.value_of(score, board.empty_count()))
    }

    /// The value of every empty square, for the side to move, as the
    /// result of playing it. Empty when the game is over.
    pub fn analyse(&mut self, board: &Board) -> Vec<(Pos, Value)> {
        if board.rules() != self.rules || board.outcome().is_over() {
            return Vec::new();
        }
        let empty = board.empty_count();
        board
            .empty_squares()
            .into_iter()
            .map(|p| {
                let score = self.move_score(board, p);
                (p, self.value_of(score, empty))
            })
            .collect()
    }

    /// The moves that keep the best value: the quickest win, a draw, or the
    /// slowest loss. In board order; empty when the game is over.
    pub fn best_moves(&mut self, board: &Board) -> Vec<Pos> {
        if board.rules() != self.rules || board.outcome().is_over() {
            return Vec::new();
        }
        let target = self.raw_score(board);
        // Null windows around the known value find the moves that reach it
        // without solving the others exactly.
        let me = board.to_move();
        let (mine, theirs) = (board.bits(me), board.bits(me.opponent()));
        board
            .empty_squares()
            .into_iter()
            .filter(|&p| {
                let i = self.rules.index(p);
                self.score_move(mine, theirs, i, target - 1, target) >= target
            })
            .collect()
    }

    /// One best move, ties broken by `rng`: the likeliest moves are tried
    /// first, and the first that keeps the position's value is played.
    pub fn choose<R: Rng + ?Sized>(&mut self, board: &Board, rng: &mut R) -> Option<Pos> {
        if board.rules() != self.rules || board.outcome().is_over() {
            return None;
        }
        let target = self.raw_score(board);
        let me = board.to_move();
        let (mine, theirs) = (board.bits(me), board.bits(me.opponent()));
        let mut moves = self.ordered_moves(mine, theirs, board.empty_bits());
        // Shuffle within runs of equal promise, so equal squares vary.
        let weights = self.move_weights(mine, theirs, &moves);
        let mut start = 0;
        while start < moves.len() {
            let end = (start..moves.len())
                .find(|&j| weights[j] != weights[start])
                .unwrap_or(moves.len());
            moves[start..end].shuffle(rng);
            start = end;
        }
        moves
            .into_iter()
            .find(|&i| self.score_move(mine, theirs, i, target - 1, target) >= target)
            .map(|i| self.rules.pos_of_bit(i))
    }

    /// Who wins a position in play: +1 the side to move, 0 draw, -1 the
    /// other side. Cheaper than [`Perfect::value`]: the distance is not sought.
    pub fn outcome_sign(&mut self, board: &Board) -> Option<i8> {
        if board.rules() != self.rules || board.outcome().is_over() {
            return None;
        }
        let me = board.to_move();
        let (mine, theirs) = (board.bits(me), board.bits(me.opponent()));
        // Two null-window searches: is it above 0, is it below 0?
        if self.search(mine, theirs, 0, 1) >= 1 {
            Some(1)
        } else if self.search(mine, theirs, -1, 0) <= -1 {
            Some(-1)
        } else {
            Some(0)
        }
    }

    /// Runs `ask` with at most `nodes` more positions visited, or gives up
    /// (`None`). What was solved stays in the table, so asking again goes
    /// further: a long question can be spread over many short turns.
    pub fn within<T>(&mut self, nodes: u64, ask: impl FnOnce(&mut Self) -> T) -> Option<T> {
        self.stop_at = self.nodes.saturating_add(nodes.max(1));
        self.stopped = false;
        let answer = ask(self);
        let finished = !self.stopped;
        self.stop_at = u64::MAX;
        self.stopped = false;
        finished.then_some(answer)
    }

    /// Forgets every solved position.
    pub fn clear(&mut self) {
        self.table.fill(Entry::default());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_become_values_with_the_winners_move_count() {
        // X to move with 5 empty squares wins with the next mark: 4 left after.
        assert_eq!(Value::from_score(5, 5), Value::Win { moves: 1 });
        // Wins with the mark after next: 3 plies, 2 of them X's.
        assert_eq!(Value::from_score(3, 5), Value::Win { moves: 2 });
        // Loses on the opponent's next mark: 2 plies.
        assert_eq!(Value::from_score(-4, 5), Value::Loss { moves: 1 });
        assert_eq!(Value::from_score(0, 5), Value::Draw);
    }

    #[test]
    fn classic_tic_tac_toe_is_a_draw_and_corner_replies_lose() {
        let mut solver = Perfect::new(Rules::CLASSIC);
        assert_eq!(solver.value(&Board::default()), Some(Value::Draw));
        let board = Board::from_rows(Rules::CLASSIC, &["X..", "...", "..."]).unwrap();
        let values = solver.analyse(&board);
        let edge = values.iter().find(|(p, _)| *p == Pos::new(0, 1)).unwrap().1;
        let centre = values.iter().find(|(p, _)| *p == Pos::new(1, 1)).unwrap().1;
        assert_eq!(centre, Value::Draw);
        assert!(matches!(edge, Value::Loss { .. }), "{edge:?}");
        assert_eq!(solver.best_moves(&board), vec![Pos::new(1, 1)]);
    }
}
