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
            (
                ask_the_analyst,
                give_hint,
                give_engine_hint,
                give_computer_hint,
            )
                .chain(),
        )
            .chain()
            .in_set(GameSystems::Follow)
            .run_if(in_state(InRound)),
    );
    app.add_systems(OnExit(InRound), forget_hint);
}

/// The position a hint was asked for, until it is given or the game moves on.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct HintRequest {
    pub board: Option<Board>,
    /// The hint once the analyst has it; shown until the board changes.
    pub shown: Option<Best>,
    /// On Ultimate, the engine's move once it has thought enough.
    pub engine: Option<EngineHint>,
    /// On Qubic, the computer's move once it has chosen.
    pub computer: Option<Pos>,
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
        if self.board.as_ref() != Some(board) {
            return &[];
        }
        match (&self.shown, &self.engine, &self.computer) {
            (Some(best), _, _) => &best.squares,
            (_, Some(engine), _) => &engine.squares,
            (_, _, Some(pos)) => std::slice::from_ref(pos),
            _ => &[],
        }
    }

    fn given(&self) -> bool {
        self.shown.is_some() || self.engine.is_some() || self.computer.is_some()
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
        && !hint.given()
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

/// On Ultimate, once the analyst's search of the hinted position is
/// complete, says its best move: the square the review would call the
/// engine's choice, with the same chance.
fn give_engine_hint(
    round: Res<Round>,
    analyst: Res<Analyst>,
    mut hint: ResMut<HintRequest>,
    mut given: MessageWriter<HintGiven>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let Some(board) = hint
        .board
        .filter(|b| !hint.given() && b.rules().is_ultimate())
    else {
        return;
    };
    let Some(chances) = analyst.chances(&board).filter(|c| c.complete) else {
        return;
    };
    let Some((pos, win_chance)) = best_by_chance(&chances.by_square()) else {
        return;
    };
    let proven = chances
        .squares
        .iter()
        .any(|&(p, chance)| p == pos && chance.proven);
    let Some((small, square)) = ultimate_numbers(board.rules(), pos) else {
        return;
    };
    let result = match (proven, win_chance) {
        (true, w) if w >= 1.0 => "win",
        (true, w) if w > 0.0 => "draw",
        (true, _) => "loss",
        (false, _) => "chance",
    };
    announce.write(Announce::new(
        Announcement::Coach,
        t!(
            words,
            "coach-hint-engine",
            mover = board.to_move().to_string(),
            board = small,
            square = square,
            result = result,
            percent = percent(win_chance)
        ),
    ));
    given.write(HintGiven { round: round.id() });
    hint.engine = Some(EngineHint {
        squares: vec![pos],
        win_chance,
        proven,
    });
}

/// On Qubic, once the computer has chosen its move at the hinted position:
/// that move, and why (a win, a block, or the search's choice).
fn give_computer_hint(
    round: Res<Round>,
    analyst: Res<Analyst>,
    mut hint: ResMut<HintRequest>,
    mut given: MessageWriter<HintGiven>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let Some(board) = hint.board.filter(|b| !hint.given() && b.rules().is_qubic()) else {
        return;
    };
    let Some(choice) = analyst.choice(&board) else {
        return;
    };
    let result = match choice.reason {
        MoveReason::Wins => "win",
        MoveReason::Blocks => "block",
        MoveReason::Searched => "choice",
    };
    announce.write(Announce::new(
        Announcement::Coach,
        t!(
            words,
            "coach-hint-computer",
            mover = board.to_move().to_string(),
            square = square_name(board.rules(), choice.pos),
            result = result
        ),
    ));
    given.write(HintGiven { round: round.id() });
    hint.computer = Some(choice.pos);
}

fn give_hint(
    round: Res<Round>,
    analyst: Res<Analyst>,
    mut hint: ResMut<HintRequest>,
    mut given: MessageWriter<HintGiven>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let words = &*words;
    let Some(board) = hint.board else {
        return;
    };
    if hint.given() {
        return;
    }
    let Some(best) = analyst.get_best(&board) else {
        return;
    };
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
    announce.write(Announce::new(Announcement::Coach, text));
    given.write(HintGiven { round: round.id() });
    hint.shown = Some(best);
}

fn forget_hint(mut hint: ResMut<HintRequest>) {
    *hint = HintRequest::default();
}
