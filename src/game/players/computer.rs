//! The computer players: when a computer's turn comes, it waits a short,
//! visible beat, then asks for its square like any other player. If the
//! request is ever refused, the beat starts over and it asks again.

use bevy::prelude::*;
use rand::RngExt;

use crate::core::Computer;
use crate::game::activity::StillBusy;
use crate::game::rng::GameRng;
use crate::game::round::Round;
use crate::game::round::placement::{MoveRejected, MoveRequest, Requester};
use crate::game::round::turn::{Mover, Turn};
use crate::game::sets::GameSystems;
use crate::game::setup::seat::{Controller, Seat};
use crate::game::setup::settings::MatchSettings;
use crate::game::state::GameState;

/// The computer's pause before it moves, so a player sees the turn pass.
pub const COMPUTER_BEAT_SECS: f32 = 0.45;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ComputerPlayers>();
    app.init_resource::<ComputerBeat>();
    app.init_resource::<SearchBudget>();
    app.register_type::<ComputerBeat>()
        .register_type::<SearchBudget>();
    app.add_systems(
        Update,
        (
            computer_move
                .in_set(GameSystems::Computer)
                .run_if(in_state(GameState::Playing))
                .run_if(computer_to_move),
            rearm_after_refusal
                .in_set(GameSystems::Follow)
                .run_if(on_message::<MoveRejected>),
        ),
    );
}

/// How many positions the Impossible search may visit per move on boards
/// too big to solve outright. Tests lower it to keep debug builds quick.
#[derive(Resource, Reflect, Debug, Clone, Copy)]
#[reflect(Resource)]
pub struct SearchBudget(pub u64);

impl Default for SearchBudget {
    fn default() -> Self {
        SearchBudget(crate::core::ai::search::DEFAULT_NODE_BUDGET)
    }
}

/// One computer player per computer seat, made for each round (the
/// Impossible player's memo lives as long as the round).
#[derive(Resource, Default)]
pub struct ComputerPlayers {
    round: u64,
    seats: [Option<Computer>; 2],
}

/// The pause before the computer's move, and whether it has asked yet.
#[derive(Resource, Reflect, Debug)]
#[reflect(Resource)]
pub struct ComputerBeat {
    pub timer: Timer,
    /// The turn the beat is for: a new turn starts a new beat.
    pub turn: Option<Mover>,
    /// Asked and waiting for placement's answer.
    pub asked: bool,
}

impl Default for ComputerBeat {
    fn default() -> Self {
        ComputerBeat {
            timer: Timer::from_seconds(COMPUTER_BEAT_SECS, TimerMode::Once),
            turn: None,
            asked: false,
        }
    }
}

impl ComputerBeat {
    fn rearm(&mut self) {
        self.timer.reset();
        self.asked = false;
    }
}

fn computer_to_move(turn: Res<Turn>) -> bool {
    turn.mover()
        .is_some_and(|m| m.controller == Controller::Computer)
}

fn computer_move(
    time: Res<Time>,
    turn: Res<Turn>,
    round: Res<Round>,
    settings: Res<MatchSettings>,
    budget: Res<SearchBudget>,
    mut rng: ResMut<GameRng>,
    mut beat: ResMut<ComputerBeat>,
    mut players: ResMut<ComputerPlayers>,
    mut requests: MessageWriter<MoveRequest>,
    mut busy: MessageWriter<StillBusy>,
) {
    let Some(mover) = turn.mover() else {
        return;
    };
    if beat.turn != Some(mover) {
        beat.turn = Some(mover);
        beat.rearm();
    }
    if beat.asked {
        return;
    }
    busy.write(StillBusy::Waiting);
    if !beat.timer.tick(time.delta()).is_finished() {
        return;
    }
    if players.round != mover.round {
        *players = ComputerPlayers {
            round: mover.round,
            seats: default(),
        };
    }
    let computer = players.seats[mover.seat.index()].get_or_insert_with(|| {
        Computer::new(settings.difficulty, rng.0.random()).with_node_budget(budget.0)
    });
    if let Some(pos) = computer.choose(round.game().board()) {
        requests.write(MoveRequest {
            pos,
            by: Requester::Computer(mover.seat),
        });
        beat.asked = true;
    }
}

/// A refused move must not leave the computer waiting for ever: its beat
/// starts over and it asks again.
fn rearm_after_refusal(mut rejected: MessageReader<MoveRejected>, mut beat: ResMut<ComputerBeat>) {
    let beat_seat: Option<Seat> = beat.turn.map(|m| m.seat);
    for refusal in rejected.read() {
        if let Requester::Computer(seat) = refusal.request.by
            && Some(seat) == beat_seat
        {
            warn!(
                "The computer's move was refused ({:?}); it will ask again",
                refusal.reason
            );
            beat.rearm();
        }
    }
}
