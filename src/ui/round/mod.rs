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

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        header::plugin,
        status_line::plugin,
        panel::plugin,
        result::plugin,
        leave::plugin,
    ));
}
