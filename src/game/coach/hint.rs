//! Hints (H): the best squares for the side to move and what perfect play
//! gives from there; and the analysis overlay (A): every empty square's
//! value. Both ask the analyst and show what it knows; neither changes the
//! game.

use bevy::prelude::*;

use super::analyst::{Analyst, Best};
use super::{CoachCommand, outlook};
use crate::core::Board;
use crate::core::notation::square_name;
use crate::game::announce::{Announce, Announcement};
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::turn::Turn;
use crate::game::sets::GameSystems;
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
            (ask_the_analyst, give_hint).chain(),
        )
            .chain()
            .in_set(GameSystems::Follow)
            .run_if(in_state(InRound)),
    );
    app.add_systems(OnExit(InRound), forget_hint);
}

/// The position a hint was asked for, until it is given or the game moves on.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct HintRequest {
    pub board: Option<Board>,
    /// The hint once the analyst has it; shown until the board changes.
    pub shown: Option<Best>,
}

impl HintRequest {
    /// The hint's squares, while it still fits the board on screen (every
    /// empty square, when all are as good).
    pub fn squares_for(&self, board: &Board) -> &[crate::core::Pos] {
        match (&self.board, &self.shown) {
            (Some(b), Some(best)) if b == board => &best.squares,
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
    mut announce: MessageWriter<Announce>,
) {
    for command in commands.read() {
        match command {
            CoachCommand::Hint | CoachCommand::ToggleAnalysis if round.is_online() => {
                announce.write(Announce::problem(
                    "The coach sits out online games: this one is between you and your friend",
                ));
            }
            CoachCommand::Hint | CoachCommand::ToggleAnalysis
                if round.game().rules().is_ultimate() =>
            {
                announce.write(Announce::problem(
                    "The coach's hints and analysis are for the single boards: \
                     on Ultimate, you are on your own for now",
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
                            shown: None,
                        };
                    }
                }
            }
            CoachCommand::ToggleAnalysis => {
                overlay.0 = !overlay.0;
                let text = if overlay.0 {
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
        && hint.shown.is_none()
    {
        analyst.want_best(board);
    }
    if overlay.0 {
        analyst.want(shown.board(&round));
    }
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
    if hint.shown.is_some() {
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
