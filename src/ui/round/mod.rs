//! The screen of a round around the board: the players' [`header`], the
//! [`status_line`], the [`panel`] of controls and moves, the end of a
//! round as a moment ([`result`]), and the question before leaving one
//! ([`leave`]).

mod card;
mod controls;
pub mod header;
pub mod leave;
mod moves;
pub mod panel;
pub mod result;
mod room;
pub mod status_line;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::online::Online;
use crate::game::round::Round;
use crate::game::round::outcome::RoundResult;
use crate::game::setup::settings::MatchSettings;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        header::plugin,
        status_line::plugin,
        panel::plugin,
        result::plugin,
        leave::plugin,
    ));
}

/// The match as the lines above the board draw it: the round, its
/// result, the match's settings (names, mode) and online play.
#[derive(SystemParam)]
struct MatchNow<'w> {
    round: Res<'w, Round>,
    result: Res<'w, RoundResult>,
    settings: Res<'w, MatchSettings>,
    online: Res<'w, Online>,
}
