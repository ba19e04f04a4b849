//! Computer players, from a coin-flipper to perfect play.

pub mod random;
pub mod rules;
pub mod search;

use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};

use crate::core::board::{Board, Pos};

pub use rules::Rule;
pub use search::Solver;

/// How well the computer plays. The serde names are the saved settings'
/// stable keys: renaming a variant or its label must not change them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Difficulty {
    /// A uniformly random legal square.
    #[serde(rename = "easy")]
    Easy,
    /// Win, else block, else centre, else corner, else any square.
    #[default]
    #[serde(rename = "medium")]
    Medium,
    /// Perfect play on 3x3; the best move a bounded search finds on larger boards.
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

/// A computer player: a strength, its own seeded random numbers, and for
/// Impossible a solver whose memo table lives as long as the player.
pub struct Computer {
    difficulty: Difficulty,
    rng: StdRng,
    solver: Option<Solver>,
    node_budget: u64,
}

impl Computer {
    pub fn new(difficulty: Difficulty, seed: u64) -> Self {
        Computer {
            difficulty,
            rng: StdRng::seed_from_u64(seed),
            solver: None,
            node_budget: search::DEFAULT_NODE_BUDGET,
        }
    }

    /// Limits how much the Impossible search may look at on large boards.
    pub fn with_node_budget(mut self, budget: u64) -> Self {
        self.node_budget = budget;
        self.solver = None;
        self
    }

    pub fn difficulty(&self) -> Difficulty {
        self.difficulty
    }

    /// The square to play for whoever is to move, or `None` if the game is over.
    pub fn choose(&mut self, board: &Board) -> Option<Pos> {
        match self.difficulty {
            Difficulty::Easy => random::random_move(board, &mut self.rng),
            Difficulty::Medium => rules::rule_move(board, &mut self.rng).map(|(p, _)| p),
            Difficulty::Impossible => {
                let rules = board.rules();
                let budget = self.node_budget;
                let solver = match &mut self.solver {
                    Some(s) if s.rules() == rules => s,
                    slot => slot.insert(Solver::new(rules).with_node_budget(budget)),
                };
                solver.choose(board, &mut self.rng)
            }
        }
    }
}
