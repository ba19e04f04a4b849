//! What the game reports when it changes with time rather than input. The
//! window draws only on input; the platform layer turns these reports into
//! redraw requests, in one place.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StillBusy>();
}

/// Written every frame that something still needs frames to come.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum StillBusy {
    /// Work goes on in the next frame: the computer's search, the coach's
    /// analysis, a move asked for.
    Working,
    /// A timer is running: the computer's pause, a notice fading out. It
    /// needs a frame now and then to end on time, not every frame.
    Waiting,
    /// Something on screen is moving: a mark growing in, the winning line.
    Animating,
    /// A countdown on screen (a move's clock) changes every second: a few
    /// frames a second are enough.
    Counting,
}
