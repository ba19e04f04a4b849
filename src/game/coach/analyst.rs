//! Works out what every empty square is worth under perfect play, for the
//! positions the hint, the overlay and the review ask about. The work is
//! done a slice per frame, so a position that takes a second to solve (the
//! first moves of 5 x 5) never holds up a frame, natively or in the browser:
//! each slice's solved positions stay in the solver's table, so the next
//! slice goes on from there.
//!
//! Ultimate cannot be solved: there the engine's tree search gives each
//! legal move the mover's chance to win in its search (the network's
//! judgement of the positions it reaches), filled in as it thinks, a slice
//! a frame.
//!
//! Nor can Qubic, here: for a hint the computer's Impossible thinks about
//! the position, a slice a frame, and its move is given with why; for the
//! analysis, runs of threats decide what they can, point by point (a win
//! or a loss, as a proven chance), and leave the rest open.

use std::collections::HashMap;

use bevy::prelude::*;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::core::ai::search::QUBIC_NODE_BUDGET;
use crate::core::ai::{
    MoveReason, Perfect, QubicMind, Thought, Threats, ULTIMATE_MAX_NODES, Value,
};
use crate::core::board::pos_of;
use crate::core::review::percent;
use crate::core::ultimate::mcts::Mcts;
use crate::core::{Board, Player, Pos, Rules};
use crate::game::activity::StillBusy;
use crate::game::players::computer::SearchBudget;
use crate::game::sets::GameSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analyst>();
    app.add_systems(Update, analyse_a_slice.in_set(GameSystems::Tally));
}

/// Every empty square's value for the side to move, as far as known.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    pub squares: Vec<(Pos, Value)>,
    pub complete: bool,
}

impl Analysis {
    /// The position's own value: its best square's.
    pub fn value(&self) -> Option<Value> {
        self.complete
            .then(|| {
                self.squares
                    .iter()
                    .map(|&(_, v)| v)
                    .max_by_key(|v| v.rank())
            })
            .flatten()
    }

    /// The squares that keep the position's value.
    pub fn best(&self) -> Vec<Pos> {
        let Some(best) = self.value() else {
            return Vec::new();
        };
        self.squares
            .iter()
            .filter(|&&(_, v)| v == best)
            .map(|&(p, _)| p)
            .collect()
    }

    pub fn of(&self, pos: Pos) -> Option<Value> {
        self.squares
            .iter()
            .find(|&&(p, _)| p == pos)
            .map(|&(_, v)| v)
    }
}

/// On Ultimate, the engine's view of every legal move, as far as it has
/// thought: for each, the mover's chance to win after it (a draw counts
/// half, 0 to 1) and whether that is proven. On Qubic, only the points
/// runs of threats decide, each proven.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chances {
    pub squares: Vec<(Pos, Chance)>,
    /// The search's iterations so far (on Qubic, the points judged).
    pub iterations: u64,
    pub complete: bool,
}

/// One move's chance, in the engine's search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chance {
    pub win: f32,
    /// The result is certain: a win (1), a draw (½) or a loss (0).
    pub proven: bool,
    /// Iterations through this move; a chance from a few is a guess.
    pub visits: u32,
}

impl Chance {
    /// The chance for `mover` in a few characters, where the words do not
    /// fit: "61%", or once proven the winner's mark alone, "=" a draw.
    pub fn code(self, mover: Player) -> String {
        match (self.proven, self.win) {
            (true, w) if w >= 1.0 => mover.to_string(),
            (true, w) if w > 0.0 => "=".to_string(),
            (true, _) => mover.opponent().to_string(),
            (false, w) => format!("{}%", percent(w).clamp(0, 99)),
        }
    }
}

impl Chances {
    /// The chance of each move (the review's measure).
    pub fn by_square(&self) -> Vec<(Pos, f32)> {
        self.squares.iter().map(|&(p, c)| (p, c.win)).collect()
    }
}

/// How long the engine thinks about a position the coach asks about on
/// Ultimate, in playouts' time: enough that a chance is within a few
/// points (about a second in the browser, a quarter of that natively).
pub const ANALYSIS_PLAYOUTS: u64 = 60_000;

/// The exploration the analysis uses at its root: wider than the engine's
/// own, so every move is searched enough to be measured, not only the
/// promising ones.
const ANALYSIS_EXPLORATION: f32 = 1.2;

/// The best squares of a position and what they lead to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Best {
    pub squares: Vec<Pos>,
    pub value: Value,
}

/// On Qubic, the computer's move at a position and why: the hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub pos: Pos,
    pub reason: MoveReason,
}

/// A question for the analyst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Question {
    /// Only the best squares (a hint): far quicker than every square.
    Best(Board),
    /// Every square's value (the overlay, the review).
    All(Board),
}

/// The analyses asked for, finished or under way, and the solver.
#[derive(Resource, Default)]
pub struct Analyst {
    solver: Option<Perfect>,
    done: HashMap<Board, Analysis>,
    best: HashMap<Board, Best>,
    /// Questions asked this frame, most urgent first.
    wanted: Vec<Question>,
    /// On Ultimate: what the engine has found, per position.
    chances: HashMap<Board, Chances>,
    /// The engine's search of the Ultimate position it is working on.
    engine: Option<Mcts>,
    /// On Qubic: the computer's choices, per position.
    choices: HashMap<Board, Choice>,
    /// The computer's thought about the Qubic position it is working on.
    qubic: Option<QubicMind>,
    /// The runs of threats that judge Qubic's points.
    threats: Option<Threats>,
}

impl Analyst {
    /// Asks for every square's value at `board`; it is worked on from this
    /// frame until complete, as long as it is asked for every frame.
    pub fn want(&mut self, board: Board) {
        self.ask(Question::All(board));
    }

    /// Asks for the best squares at `board`, like [`Analyst::want`].
    pub fn want_best(&mut self, board: Board) {
        self.ask(Question::Best(board));
    }

    /// Whether the analyst gives hints and analyses on these rules: the
    /// boards it solves (up to 5 x 5), Ultimate by its engine, and Qubic
    /// by the computer's move and runs of threats.
    pub fn knows(rules: Rules) -> bool {
        Self::reviews(rules) || rules.is_qubic()
    }

    /// Whether the review can judge the moves of a game of these rules:
    /// where every square gets a value or a chance (not yet Qubic).
    pub fn reviews(rules: Rules) -> bool {
        rules.is_ultimate() || rules.cell_count() <= 25
    }

    fn ask(&mut self, question: Question) {
        let answerable = match question {
            Question::All(board) => Self::knows(board.rules()),
            // On Ultimate the hint is the analysis's best move (`All`).
            Question::Best(board) => board.rules().cell_count() <= 25 || board.rules().is_qubic(),
        };
        let (Question::All(board) | Question::Best(board)) = question;
        if board.outcome().is_over() || !answerable {
            return;
        }
        if !self.wanted.contains(&question) {
            self.wanted.push(question);
        }
    }

    /// As much of `board`'s analysis as is known.
    pub fn get(&self, board: &Board) -> Option<&Analysis> {
        self.done.get(board)
    }

    /// On Ultimate, as much of the engine's view of `board` as it has
    /// (asked for with [`Analyst::want`]).
    pub fn chances(&self, board: &Board) -> Option<&Chances> {
        self.chances.get(board)
    }

    /// On Qubic, the computer's move at `board` once it has chosen
    /// (asked for with [`Analyst::want_best`]).
    pub fn choice(&self, board: &Board) -> Option<Choice> {
        self.choices.get(board).copied()
    }

    /// The best squares at `board`, once known (from either question).
    pub fn get_best(&self, board: &Board) -> Option<Best> {
        if let Some(best) = self.best.get(board) {
            return Some(best.clone());
        }
        let analysis = self.done.get(board)?;
        Some(Best {
            squares: analysis.best(),
            value: analysis.value()?,
        })
    }

    fn answered(&self, question: &Question) -> bool {
        match question {
            Question::All(board) if board.rules().is_ultimate() || board.rules().is_qubic() => {
                self.chances.get(board).is_some_and(|c| c.complete)
            }
            Question::All(board) => self.done.get(board).is_some_and(|a| a.complete),
            Question::Best(board) if board.rules().is_qubic() => self.choices.contains_key(board),
            Question::Best(board) => self.get_best(board).is_some(),
        }
    }

    fn has_work(&self) -> bool {
        self.wanted.iter().any(|q| !self.answered(q))
    }

    /// Works on the wanted questions, in order, for about `nodes` positions.
    pub fn work(&mut self, nodes: u64) {
        let Some(question) = self.wanted.iter().find(|q| !self.answered(q)).copied() else {
            return;
        };
        let (Question::All(board) | Question::Best(board)) = question;
        if board.rules().is_ultimate() {
            self.think_about(board, nodes);
            return;
        }
        match question {
            Question::All(board) if board.rules().is_qubic() => {
                self.judge_on_qubic(board, nodes);
                return;
            }
            Question::Best(board) if board.rules().is_qubic() => {
                self.choose_on_qubic(board, nodes);
                return;
            }
            _ => {}
        }
        let rules = board.rules();
        let solver = match &mut self.solver {
            Some(s) if s.rules() == rules => s,
            slot => {
                // A new board size: the old analyses are of no more use.
                self.done.clear();
                self.best.clear();
                slot.insert(Perfect::new(rules))
            }
        };
        if self.done.len() + self.best.len() > 4_096 {
            // A long session's old positions.
            self.done.clear();
            self.best.clear();
        }
        if let Question::Best(board) = question {
            let answer = solver.within(nodes, |s| (s.value(&board), s.best_moves(&board)));
            if let Some((Some(value), squares)) = answer {
                self.best.insert(board, Best { squares, value });
            }
            return;
        }
        let analysis = self.done.entry(board).or_default();
        let start = solver.nodes();
        for pos in board.empty_squares() {
            if analysis.of(pos).is_some() {
                continue;
            }
            let left = nodes.saturating_sub(solver.nodes() - start);
            if left == 0 {
                return;
            }
            match solver.within(left, |s| s.move_value(&board, pos)) {
                Some(Some(value)) => analysis.squares.push((pos, value)),
                Some(None) => return,
                None => return,
            }
        }
        analysis.complete = true;
    }

    /// One slice of the engine's thought about the Ultimate position
    /// `board`: `nodes` positions of the solver's budget are worth about a
    /// third as many playouts in time, the computer's slice of a frame (a
    /// review step or the overlay waits a few frames, not dozens).
    fn think_about(&mut self, board: Board, nodes: u64) {
        let Some(position) = board.ultimate() else {
            return;
        };
        if self.chances.len() > 1_024 {
            self.chances.clear();
        }
        let search = match &mut self.engine {
            Some(search) if search.position() == position => search,
            slot => slot.insert(
                Mcts::new(*position, board.empty_count().into(), ULTIMATE_MAX_NODES)
                    .with_shipped_judge()
                    .with_root_exploration(ANALYSIS_EXPLORATION),
            ),
        };
        let iterations = nodes / 3 / search.playouts_per_iteration();
        search.think(iterations.clamp(1, u64::from(u32::MAX)) as u32);
        let complete = search.iterations() * search.playouts_per_iteration() >= ANALYSIS_PLAYOUTS
            || search.is_solved();
        let squares = search
            .values()
            .into_iter()
            .map(|v| {
                let chance = Chance {
                    win: v.win_chance,
                    proven: v.proven,
                    visits: v.visits,
                };
                (pos_of(v.square), chance)
            })
            .collect();
        self.chances.insert(
            board,
            Chances {
                squares,
                iterations: search.iterations(),
                complete,
            },
        );
        if complete {
            self.engine = None;
        }
    }

    /// One slice of the computer's thought about the Qubic position
    /// `board`, as Impossible thinks in a game (the same slices, the same
    /// budget), and its move with why once it has one.
    fn choose_on_qubic(&mut self, board: Board, nodes: u64) {
        if self.choices.len() > 1_024 {
            self.choices.clear();
        }
        let mind = match &mut self.qubic {
            Some(mind) if mind.rules() == board.rules() => mind,
            slot => slot.insert(QubicMind::new(board.rules(), QUBIC_NODE_BUDGET)),
        };
        // The same hint each time it is asked for at a position.
        let mut rng = StdRng::seed_from_u64(u64::from(board.empty_count()));
        if let Thought::Move(pos) = mind.think(&board, nodes, &mut rng) {
            let reason = mind.reason(&board, pos);
            self.choices.insert(board, Choice { pos, reason });
        }
    }

    /// One slice of the verdicts on the Qubic position `board`, point by
    /// point for about `nodes` positions: a point a run of threats decides
    /// is a proven chance (1 a win, 0 a loss); the others stay open.
    fn judge_on_qubic(&mut self, board: Board, nodes: u64) {
        if self.chances.len() > 1_024 {
            self.chances.clear();
        }
        let threats = match &mut self.threats {
            Some(threats) if threats.rules() == board.rules() => threats,
            slot => slot.insert(Threats::new(board.rules())),
        };
        let points = board.empty_squares();
        let judged = self.chances.entry(board).or_default();
        let mut spent = 0;
        while (judged.iterations as usize) < points.len() && spent < nodes {
            let pos = points[judged.iterations as usize];
            judged.iterations += 1;
            if let Some(won) = threats.verdict(&board, pos) {
                let chance = Chance {
                    win: if won { 1.0 } else { 0.0 },
                    proven: true,
                    visits: 0,
                };
                judged.squares.push((pos, chance));
            }
            spent += threats.nodes().max(1);
        }
        judged.complete = judged.iterations as usize >= points.len();
    }

    /// Forgets what was wanted; systems ask again every frame they care.
    fn clear_wants(&mut self) {
        self.wanted.clear();
    }
}

fn analyse_a_slice(
    budget: Res<SearchBudget>,
    mut analyst: ResMut<Analyst>,
    mut busy: MessageWriter<StillBusy>,
) {
    if analyst.wanted.is_empty() {
        return;
    }
    analyst.work(budget.0);
    if analyst.has_work() {
        busy.write(StillBusy::Working);
    }
    analyst.clear_wants();
}
