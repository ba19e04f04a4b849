//! Hints (H): the best squares for the side to move and what perfect play
//! gives from there; and the analysis overlay (A): every empty square's
//! value. Both ask the analyst and show what it knows; neither changes the
//! game.

use bevy::prelude::*;

use super::analyst::{Analyst, Best};
use super::{CoachCommand, or_list, outlook};
use crate::core::ai::MoveReason;
use crate::core::notation::{square_name, ultimate_numbers};
use crate::core::review::{best_by_chance, percent};
use crate::core::{Board, Pos};
use crate::game::announce::{Announce, Announcement};
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::turn::Turn;
use crate::game::sets::GameSystems;
use crate::game::setup::language::Words;
use crate::game::setup::seat::Authority;
use crate::game::state::InRound;
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HintRequest>();
    app.init_resource::<AnalysisOverlay>();
    app.register_type::<AnalysisOverlay>();
    app.add_message::<HintGiven>();
    app.add_systems(
        Update,
        (
            take_commands.run_if(on_message::<CoachCommand>),
            (ask_the_analyst, give_hint).chain(),
        )
            .chain()
            .in_set(GameSystems::Follow)
            .run_if(in_state(InRound)),
    );
    app.add_systems(OnExit(InRound), forget_hint);
}

/// The position a hint was asked for, and the hint once given; both go
/// when the game moves on.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct HintRequest {
    pub board: Option<Board>,
    pub given: Option<Hint>,
}

/// A hint, by what found it.
#[derive(Debug, Clone, PartialEq)]
pub enum Hint {
    /// The solver's best squares and what they keep (the boards it solves).
    Solved(Best),
    /// On Ultimate, the engine's move once it has thought enough.
    Engine(EngineHint),
    /// On Qubic, the computer's move once it has chosen.
    Computer(Pos),
}

impl Hint {
    pub fn squares(&self) -> &[Pos] {
        match self {
            Hint::Solved(best) => &best.squares,
            Hint::Engine(engine) => &engine.squares,
            Hint::Computer(pos) => std::slice::from_ref(pos),
        }
    }
}

/// The engine's hint on Ultimate, which nobody can solve: its move and how
/// often the mover wins from there in its search (a draw counts half).
#[derive(Debug, Clone, PartialEq)]
pub struct EngineHint {
    pub squares: Vec<Pos>,
    pub win_chance: f32,
    /// The chance is certain: the search proved the result.
    pub proven: bool,
}

impl HintRequest {
    /// The hint's squares, while it still fits the board on screen (every
    /// empty square, when all are as good).
    pub fn squares_for(&self, board: &Board) -> &[Pos] {
        match &self.given {
            Some(hint) if self.board.as_ref() == Some(board) => hint.squares(),
            _ => &[],
        }
    }
}

/// Whether every empty square shows its value.
#[derive(Resource, Reflect, Default, Debug, Clone, Copy, PartialEq, Eq)]
#[reflect(Resource)]
pub struct AnalysisOverlay(pub bool);

/// A hint was given for the round's game (for the round's tally of help).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintGiven {
    pub round: u64,
}

fn take_commands(
    mut commands: MessageReader<CoachCommand>,
    round: Res<Round>,
    turn: Res<Turn>,
    shown: Res<Shown>,
    mut hint: ResMut<HintRequest>,
    mut overlay: ResMut<AnalysisOverlay>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    for command in commands.read() {
        match command {
            CoachCommand::Hint | CoachCommand::ToggleAnalysis
                if round.authority() == Authority::Server =>
            {
                announce.write(Announce::problem(t!(words, "coach-online")));
            }
            CoachCommand::Hint | CoachCommand::ToggleAnalysis
                if !Analyst::knows(round.game().rules()) =>
            {
                announce.write(Announce::problem(t!(words, "coach-not-yet")));
            }
            CoachCommand::Hint => {
                if turn.mover().is_none() {
                    announce.write(Announce::problem(t!(words, "coach-hint-round-over")));
                } else if shown.is_past() {
                    announce.write(Announce::problem(t!(words, "coach-hint-past")));
                } else {
                    let board = *round.game().board();
                    if hint.board != Some(board) {
                        *hint = HintRequest {
                            board: Some(board),
                            ..default()
                        };
                    }
                }
            }
            CoachCommand::ToggleAnalysis => {
                overlay.0 = !overlay.0;
                let rules = round.game().rules();
                let text = if overlay.0 && rules.is_ultimate() {
                    t!(words, "coach-analysis-on-ultimate")
                } else if overlay.0 && rules.is_qubic() {
                    t!(words, "coach-analysis-on-qubic")
                } else if overlay.0 {
                    t!(words, "coach-analysis-on")
                } else {
                    t!(words, "coach-analysis-off")
                };
                announce.write(Announce::new(Announcement::Coach, text));
            }
            _ => {}
        }
    }
}

/// Keeps the analyst working on what is on screen.
fn ask_the_analyst(
    round: Res<Round>,
    shown: Res<Shown>,
    overlay: Res<AnalysisOverlay>,
    mut hint: ResMut<HintRequest>,
    mut analyst: ResMut<Analyst>,
) {
    let now = *round.game().board();
    if hint.board.is_some_and(|b| b != now) {
        *hint = HintRequest::default();
    }
    if let Some(board) = hint.board
        && hint.given.is_none()
    {
        // On Ultimate the hint is the analysis's best move, so the hint,
        // the overlay and the review name one square with one chance.
        if board.rules().is_ultimate() {
            analyst.want(board);
        } else {
            analyst.want_best(board);
        }
    }
    if overlay.0 {
        analyst.want(shown.board(&round));
    }
}

/// Gives the hint once what finds it has it: announced, counted in the
/// round's help, and kept to be drawn until the board changes.
fn give_hint(
    round: Res<Round>,
    analyst: Res<Analyst>,
    mut hint: ResMut<HintRequest>,
    mut given: MessageWriter<HintGiven>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let Some(board) = hint.board.filter(|_| hint.given.is_none()) else {
        return;
    };
    let rules = board.rules();
    let found = if rules.is_ultimate() {
        engine_hint(&board, &analyst, &words)
    } else if rules.is_qubic() {
        computer_hint(&board, &analyst, &words)
    } else {
        solved_hint(&board, &analyst, &words)
    };
    let Some((found, text)) = found else {
        return;
    };
    announce.write(Announce::new(Announcement::Coach, text));
    given.write(HintGiven { round: round.id() });
    hint.given = Some(found);
}

/// On Ultimate, once the analyst's search of the position is complete, its
/// best move: the square the review would call the engine's choice, with
/// the same chance.
fn engine_hint(board: &Board, analyst: &Analyst, words: &Words) -> Option<(Hint, String)> {
    let chances = analyst.chances(board).filter(|c| c.complete)?;
    let (pos, win_chance) = best_by_chance(&chances.by_square())?;
    let proven = chances
        .squares
        .iter()
        .any(|&(p, chance)| p == pos && chance.proven);
    let (small, square) = ultimate_numbers(board.rules(), pos)?;
    let result = match (proven, win_chance) {
        (true, w) if w >= 1.0 => "win",
        (true, w) if w > 0.0 => "draw",
        (true, _) => "loss",
        (false, _) => "chance",
    };
    let text = t!(
        words,
        "coach-hint-engine",
        mover = board.to_move().to_string(),
        board = small,
        square = square,
        result = result,
        percent = percent(win_chance)
    );
    let hint = Hint::Engine(EngineHint {
        squares: vec![pos],
        win_chance,
        proven,
    });
    Some((hint, text))
}

/// On Qubic, once the computer has chosen its move: that move, and why (a
/// win, a block, or the search's choice).
fn computer_hint(board: &Board, analyst: &Analyst, words: &Words) -> Option<(Hint, String)> {
    let choice = analyst.choice(board)?;
    let result = match choice.reason {
        MoveReason::Wins => "win",
        MoveReason::Blocks => "block",
        MoveReason::Searched => "choice",
    };
    let text = t!(
        words,
        "coach-hint-computer",
        mover = board.to_move().to_string(),
        square = square_name(board.rules(), choice.pos),
        result = result
    );
    Some((Hint::Computer(choice.pos), text))
}

/// On the boards the solver knows, the best squares and what perfect play
/// gives from there.
fn solved_hint(board: &Board, analyst: &Analyst, words: &Words) -> Option<(Hint, String)> {
    let best = analyst.get_best(board)?;
    let rules = board.rules();
    let mover = board.to_move();
    let squares: Vec<String> = best
        .squares
        .iter()
        .map(|&p| square_name(rules, p))
        .collect();
    let result = match best.value {
        crate::core::ai::Value::Draw => "draw",
        crate::core::ai::Value::Win { .. } => "win",
        crate::core::ai::Value::Loss { .. } => "loss",
    };
    let outlook = outlook(best.value, mover, words);
    let mover = mover.to_string();
    let text = match squares.len() {
        n if n as u32 == board.empty_count() && n > 1 => t!(
            words,
            "coach-hint-any",
            mover = mover,
            result = result,
            outlook = outlook
        ),
        1 => t!(
            words,
            "coach-hint-one",
            mover = mover,
            square = squares[0].as_str(),
            result = result,
            outlook = outlook
        ),
        _ => t!(
            words,
            "coach-hint-many",
            mover = mover,
            squares = or_list(&squares, words),
            result = result,
            outlook = outlook
        ),
    };
    Some((Hint::Solved(best), text))
}

fn forget_hint(mut hint: ResMut<HintRequest>) {
    *hint = HintRequest::default();
}
