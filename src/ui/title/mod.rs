//! The title screen ([`screen`]) and the sheets it opens: the match's and
//! the device's [`settings`], the lifetime [`statistics`], and the online
//! [`leaderboard`].

pub mod leaderboard;
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
