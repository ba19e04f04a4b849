//! The title screen ([`screen`], with its ways to play in `modes`, its
//! online choices in `online`, and what its controls ask for in `asked`)
//! and the sheets it opens: the match's and the device's [`settings`], the
//! lifetime [`statistics`], and the online [`leaderboard`].

mod asked;
pub mod leaderboard;
mod modes;
mod online;
pub mod screen;
pub mod settings;
pub mod statistics;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        screen::plugin,
        settings::plugin,
        statistics::plugin,
        leaderboard::plugin,
    ));
}
