//! What the round's events sound like: the one place that turns the move
//! pipeline's messages into sound cues. The platform layer plays them (or
//! not: muted, headless, or before the browser allows sound).

use bevy::prelude::*;

use super::round::outcome::{RoundEnded, RoundResult};
use super::round::placement::{MovePlaced, MoveRejected, Rejection, Requester};
use super::sets::GameSystems;
use super::setup::settings::MatchSettings;
use crate::core::Player;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Cue>();
    app.add_systems(
        Update,
        (
            move_placed.run_if(on_message::<MovePlaced>),
            move_rejected.run_if(on_message::<MoveRejected>),
            round_ended.run_if(on_message::<RoundEnded>),
        )
            .chain()
            .in_set(GameSystems::Narrate),
    );
}

/// A sound effect to play now.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A person placed an X.
    PlaceX,
    /// A person placed an O.
    PlaceO,
    /// The computer placed its mark.
    ComputerMove,
    /// A move was refused: a taken square, not your turn.
    Refused,
    /// The round was won by the player at this device (or by anyone, when
    /// no one here lost: two people at one device, two computers).
    Win,
    /// The computer or the friend online won against the player here.
    Loss,
    Draw,
}

impl Cue {
    pub const ALL: [Cue; 7] = [
        Cue::PlaceX,
        Cue::PlaceO,
        Cue::ComputerMove,
        Cue::Refused,
        Cue::Win,
        Cue::Loss,
        Cue::Draw,
    ];
}

fn move_placed(mut placed: MessageReader<MovePlaced>, mut cues: MessageWriter<Cue>) {
    for placed in placed.read() {
        cues.write(match (placed.by, placed.mv.player) {
            (Requester::Computer(_), _) => Cue::ComputerMove,
            (_, Player::X) => Cue::PlaceX,
            (_, Player::O) => Cue::PlaceO,
        });
    }
}

fn move_rejected(mut rejected: MessageReader<MoveRejected>, mut cues: MessageWriter<Cue>) {
    // A move superseded by another in the same frame was never the
    // player's mistake; everything else was refused to their face.
    if rejected
        .read()
        .any(|r| r.reason != Rejection::Superseded && r.request.by == Requester::Local)
    {
        cues.write(Cue::Refused);
    }
}

fn round_ended(
    mut ended: MessageReader<RoundEnded>,
    result: Res<RoundResult>,
    settings: Res<MatchSettings>,
    mut cues: MessageWriter<Cue>,
) {
    if ended.read().last().is_none() {
        return;
    }
    cues.write(match *result {
        RoundResult::Draw => Cue::Draw,
        RoundResult::Win { seat, .. } if settings.is_loss_here(seat) => Cue::Loss,
        RoundResult::Win { .. } => Cue::Win,
        // An ended round is decided; nothing to play if it somehow is not.
        RoundResult::Undecided => return,
    });
}
