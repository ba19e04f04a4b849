//! Computer players, from a coin-flipper to perfect play.

pub mod book;
pub mod misere;
pub mod notakto;
pub mod perfect;
pub mod random;
pub mod rules;
pub mod search;
pub mod symmetry;
pub mod threats;

use std::sync::Arc;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

use crate::board::{Board, Pos, pos_of};
use crate::ultimate::mcts::Mcts;
use crate::ultimate::players as ultimate_players;

pub use book::{BookError, OpeningBook};
pub use misere::MisereRule;
pub use notakto::NotaktoRule;
pub use perfect::{Perfect, Value};
pub use rules::Rule;
pub use search::Solver;
pub use threats::{MoveReason, QubicMind, Threats};

/// How well the computer plays. The serde names are the saved settings'
/// stable keys: renaming a variant or its label must not change them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Difficulty {
    /// A uniformly random legal square.
    #[serde(rename = "easy")]
    Easy,
    /// Win, else block, else centre, else corner, else any square; in
    /// misère and Notakto, the rules of `misere.rs` and `notakto.rs`.
    #[default]
    #[serde(rename = "medium")]
    Medium,
    /// Perfect play on every board up to 5 x 5: never loses, wins every
    /// won position, the quickest win first and the slowest loss last.
    #[serde(rename = "impossible")]
    Impossible,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Impossible];

    pub fn label(self) -> &'static str {
        match self {
            Difficulty::Easy => "Easy",
            Difficulty::Medium => "Medium",
            Difficulty::Impossible => "Impossible",
        }
    }
}

/// How far a computer got with a move in the work it was allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thought {
    Move(Pos),
    /// Not decided yet: ask again, and it goes on from where it stopped.
    Thinking,
    /// The game is over: there is nothing to play.
    NoMove,
}

/// Ultimate's tree search may keep this many positions: as many as fit in
/// 40 MiB (the budget it has had since its nodes were 20 bytes); as it
/// fills, the tree grows more slowly, so five seconds of thought still fit.
pub const ULTIMATE_MAX_NODES: usize = (40 << 20) / crate::ultimate::mcts::NODE_BYTES;

/// A computer player: a strength, its own seeded random numbers, and for
/// Impossible a perfect solver (boards up to 5 x 5) or a bounded search
/// (larger boards), whose tables live as long as the player, and an
/// opening book where one is known; on Ultimate, a tree search of the
/// position it is thinking about.
pub struct Computer {
    difficulty: Difficulty,
    rng: StdRng,
    perfect: Option<Perfect>,
    solver: Option<Solver>,
    /// Qubic's search with its threat runs, thought a slice at a time.
    qubic: Option<QubicMind>,
    book: Option<Arc<OpeningBook>>,
    node_budget: u64,
    ultimate: Option<Mcts>,
}

impl Computer {
    pub fn new(difficulty: Difficulty, seed: u64) -> Self {
        Computer {
            difficulty,
            rng: StdRng::seed_from_u64(seed),
            perfect: None,
            solver: None,
            qubic: None,
            book: None,
            node_budget: search::DEFAULT_NODE_BUDGET,
            ultimate: None,
        }
    }

    /// Limits how much the bounded search may look at on boards too big
    /// to solve (over 5 x 5).
    pub fn with_node_budget(mut self, budget: u64) -> Self {
        self.node_budget = budget;
        self.solver = None;
        self.qubic = None;
        self
    }

    /// Lets Impossible play the book's moves on the book's board.
    pub fn with_book(mut self, book: Option<Arc<OpeningBook>>) -> Self {
        self.book = book;
        self
    }

    pub fn difficulty(&self) -> Difficulty {
        self.difficulty
    }

    /// The square to play for whoever is to move, or `None` if the game is
    /// over. A player that thinks for time thinks as long as 20,000
    /// playouts take.
    pub fn choose(&mut self, board: &Board) -> Option<Pos> {
        if self.thinks_for_time(board) {
            return match self.think(board, 8 * 20_000) {
                Thought::Move(pos) => Some(pos),
                Thought::Thinking => self.decide(board),
                Thought::NoMove => None,
            };
        }
        match self.think(board, u64::MAX) {
            Thought::Move(pos) => Some(pos),
            Thought::Thinking | Thought::NoMove => None,
        }
    }

    /// Works on a move for at most about `nodes` positions of search.
    /// Easy, Medium, the book and boards over 5 x 5 but Qubic always answer
    /// at once.
    /// Impossible on Ultimate answers only once its result is certain: it
    /// thinks for as long as it is given (see [`Computer::thinks_for_time`]).
    pub fn think(&mut self, board: &Board, nodes: u64) -> Thought {
        if let Some(position) = board.ultimate() {
            let answer = match self.difficulty {
                Difficulty::Easy => random::random_move(board, &mut self.rng),
                Difficulty::Medium => ultimate_players::rule_move(position, &mut self.rng)
                    .map(|(square, _)| pos_of(square)),
                Difficulty::Impossible => return self.think_ultimate(board, nodes),
            };
            return answer.map_or(Thought::NoMove, Thought::Move);
        }
        let answer = match self.difficulty {
            Difficulty::Easy => random::random_move(board, &mut self.rng),
            Difficulty::Medium if board.rules().is_misere() => {
                misere::rule_move(board, &mut self.rng).map(|(p, _)| p)
            }
            Difficulty::Medium if board.rules().is_notakto() => {
                notakto::rule_move(board, &mut self.rng).map(|(p, _)| p)
            }
            Difficulty::Medium => rules::rule_move(board, &mut self.rng).map(|(p, _)| p),
            Difficulty::Impossible => return self.think_perfectly(board, nodes),
        };
        answer.map_or(Thought::NoMove, Thought::Move)
    }

    /// Whether this player's strength grows with the time it is given, so
    /// the game decides when it has thought enough and asks for
    /// [`Computer::decide`]: Impossible on Ultimate.
    pub fn thinks_for_time(&self, board: &Board) -> bool {
        self.difficulty == Difficulty::Impossible && board.rules().is_ultimate()
    }

    /// The best move found so far, for a player that thinks for time;
    /// `None` when it has not thought about `board` or the game is over.
    pub fn decide(&self, board: &Board) -> Option<Pos> {
        let search = self.ultimate.as_ref()?;
        if Some(search.position()) != board.ultimate() {
            return None;
        }
        search.best().map(|best| pos_of(best.square))
    }

    /// The tree search, when it has one: its view of each move, for the
    /// coach.
    pub fn ultimate_search(&self) -> Option<&Mcts> {
        self.ultimate.as_ref()
    }

    /// One slice of Ultimate's tree search: `nodes` positions of the
    /// perfect solver's budget are worth about an eighth as many playouts
    /// (fewer iterations of the judged search, each worth several).
    fn think_ultimate(&mut self, board: &Board, nodes: u64) -> Thought {
        let Some(position) = board.ultimate() else {
            return Thought::NoMove;
        };
        if position.outcome().is_over() {
            return Thought::NoMove;
        }
        // What it learned about the position before the last two moves
        // carries on.
        let reused = self
            .ultimate
            .as_mut()
            .is_some_and(|search| search.position() == position || search.advance_to(position));
        let search = match &mut self.ultimate {
            Some(search) if reused => search,
            slot => slot.insert(
                Mcts::new(*position, self.rng.random(), ULTIMATE_MAX_NODES).with_shipped_judge(),
            ),
        };
        let iterations = nodes / 8 / search.playouts_per_iteration();
        search.think(iterations.clamp(1, u64::from(u32::MAX)) as u32);
        match search.best() {
            Some(best) if search.is_solved() => Thought::Move(pos_of(best.square)),
            Some(_) => Thought::Thinking,
            None => Thought::NoMove,
        }
    }

    fn think_perfectly(&mut self, board: &Board, nodes: u64) -> Thought {
        if board.outcome().is_over() {
            return Thought::NoMove;
        }
        let rules = board.rules();
        if let Some((pos, _)) = self.book.as_ref().and_then(|book| book.lookup(board)) {
            return Thought::Move(pos);
        }
        if rules.cell_count() > 25 {
            let budget = self.node_budget;
            if rules.is_qubic() {
                // Its tactical search costs more a position: fewer keep a
                // move near a second in the browser (benches/RESULTS.md).
                let budget = budget.min(search::QUBIC_NODE_BUDGET);
                let mind = match &mut self.qubic {
                    Some(mind) if mind.rules() == rules => mind,
                    slot => slot.insert(QubicMind::new(rules, budget)),
                };
                return mind.think(board, nodes, &mut self.rng);
            }
            let solver = match &mut self.solver {
                Some(s) if s.rules() == rules => s,
                slot => slot.insert(Solver::new(rules).with_node_budget(budget)),
            };
            return solver
                .choose(board, &mut self.rng)
                .map_or(Thought::NoMove, Thought::Move);
        }
        let perfect = match &mut self.perfect {
            Some(p) if p.rules() == rules => p,
            slot => slot.insert(Perfect::new(rules)),
        };
        let rng = &mut self.rng;
        match perfect.within(nodes, |p| p.choose(board, rng)) {
            Some(Some(pos)) => Thought::Move(pos),
            Some(None) => Thought::NoMove,
            None => Thought::Thinking,
        }
    }
}
