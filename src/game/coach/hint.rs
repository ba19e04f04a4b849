//! Hints (H): the best squares for the side to move and what perfect play
//! gives from there; and the analysis overlay (A): every empty square's
//! value. Both ask the analyst and show what it knows; neither changes the
//! game.

use bevy::prelude::*;

use super::analyst::{Analyst, Best};
use super::{CoachCommand, outlook};
use crate::core::notation::{square_name, square_phrase};
use crate::core::review::{best_by_chance, percent};
use crate::core::{Board, Pos};
use crate::game::announce::{Announce, Announcement};
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::turn::Turn;
use crate::game::sets::GameSystems;
use crate::game::setup::seat::Referee;
use crate::game::state::InRound;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HintRequest>();
    app.init_resource::<AnalysisOverlay>();
    app.register_type::<AnalysisOverlay>();
    app.add_message::<HintGiven>();
    app.add_systems(
        Update,
        (
            take_commands.run_if(on_message::<CoachCommand>),
            (ask_the_analyst, give_hint, give_engine_hint).chain(),
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
}

/// The engine's hint on Ultimate, which nobody can solve: its move and how
/// often the mover wins from there in its playouts (a draw counts half).
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
        match (&self.board, &self.shown, &self.engine) {
            (Some(b), Some(best), _) if b == board => &best.squares,
            (Some(b), _, Some(engine)) if b == board => &engine.squares,
            _ => &[],
        }
    }

    fn given(&self) -> bool {
        self.shown.is_some() || self.engine.is_some()
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
    mut announce: MessageWriter<Announce>,
) {
    for command in commands.read() {
        match command {
            CoachCommand::Hint | CoachCommand::ToggleAnalysis
                if round.referee() == Referee::Server =>
            {
                announce.write(Announce::problem(
                    "The coach sits out online games: this one is between you and your friend",
                ));
            }
            CoachCommand::Hint => {
                if turn.mover().is_none() {
                    announce.write(Announce::problem(
                        "The round is over: there is nothing to hint",
                    ));
                } else if shown.is_past() {
                    announce.write(Announce::problem(
                        "Hints are for the game now: go back to the game first",
                    ));
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
                let text = if overlay.0 && round.game().rules().is_ultimate() {
                    "Analysis on: each square open to the next move shows its chance to win \
                     in the engine's playouts"
                } else if overlay.0 {
                    "Analysis on: each empty square shows what playing it leads to"
                } else {
                    "Analysis off"
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
    let mover = board.to_move();
    let leads = match (proven, win_chance) {
        (true, w) if w >= 1.0 => "wins".to_string(),
        (true, w) if w > 0.0 => "keeps the draw".to_string(),
        (true, _) => "holds out longest".to_string(),
        (false, w) => format!(
            "gives {mover} a {} % chance in the engine's playouts",
            percent(w)
        ),
    };
    announce.write(Announce::new(
        Announcement::Coach,
        format!(
            "Hint for {mover}: {} {leads}",
            square_phrase(board.rules(), pos)
        ),
    ));
    given.write(HintGiven { round: round.id() });
    hint.engine = Some(EngineHint {
        squares: vec![pos],
        win_chance,
        proven,
    });
}

fn give_hint(
    round: Res<Round>,
    analyst: Res<Analyst>,
    mut hint: ResMut<HintRequest>,
    mut given: MessageWriter<HintGiven>,
    mut announce: MessageWriter<Announce>,
) {
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
    let which = match squares.len() {
        n if n as u32 == board.empty_count() && n > 1 => "any square".to_string(),
        1 => format!("square {}", squares[0]),
        _ => format!("squares {}", or_list(&squares)),
    };
    let leads = match best.value {
        crate::core::ai::Value::Draw => "keeps the draw".to_string(),
        value @ crate::core::ai::Value::Win { .. } => format!("wins ({})", outlook(value, mover)),
        value => format!("holds out longest ({})", outlook(value, mover)),
    };
    announce.write(Announce::new(
        Announcement::Coach,
        format!("Hint for {mover}: {which} {leads}"),
    ));
    given.write(HintGiven { round: round.id() });
    hint.shown = Some(best);
}

/// "1, 3 or 7".
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

fn forget_hint(mut hint: ResMut<HintRequest>) {
    *hint = HintRequest::default();
}
