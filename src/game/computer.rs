//! The computer player: waits a short, visible beat, then picks its square.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::PlayingSystems;
use super::placement::MoveRequest;
use super::round::Round;
use super::settings::Controller;
use super::state::GameState;
use super::turn::Turn;

/// The computer's pause before it moves, so a player sees the turn pass.
pub const COMPUTER_BEAT_SECS: f32 = 0.45;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ComputerBeat>();
    app.init_resource::<SearchBudget>();
    app.add_systems(
        Update,
        computer_move
            .in_set(PlayingSystems::Computer)
            .run_if(in_state(GameState::Playing)),
    );
}

/// How many positions the Impossible search may visit per move on boards
/// too big to solve outright. Tests lower it to keep debug builds quick.
#[derive(Resource, Debug, Clone, Copy)]
pub struct SearchBudget(pub u64);

impl Default for SearchBudget {
    fn default() -> Self {
        SearchBudget(crate::core::ai::search::DEFAULT_NODE_BUDGET)
    }
}

#[derive(Resource, Debug)]
pub struct ComputerBeat(pub Timer);

impl Default for ComputerBeat {
    fn default() -> Self {
        ComputerBeat(Timer::from_seconds(COMPUTER_BEAT_SECS, TimerMode::Once))
    }
}

fn computer_move(
    time: Res<Time>,
    turn: Res<Turn>,
    mut beat: ResMut<ComputerBeat>,
    mut round: ResMut<Round>,
    mut requests: MessageWriter<MoveRequest>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if turn.is_changed() {
        beat.0.reset();
    }
    if turn.is_human() {
        return;
    }
    // The game only redraws on input: keep frames coming through the beat.
    redraw.write(RequestRedraw);
    if !beat.0.tick(time.delta()).just_finished() {
        return;
    }
    let board = *round.game.board();
    let Some(computer) = round.computers[turn.seat.index()].as_mut() else {
        error!("no computer player for {:?}", turn.seat);
        return;
    };
    if let Some(pos) = computer.choose(&board) {
        requests.write(MoveRequest {
            pos,
            by: Controller::Computer,
        });
    }
}
