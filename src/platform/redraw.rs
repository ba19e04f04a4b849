//! How often the window draws: only on input, or while the game reports
//! that it is still busy (a timer running, something moving). This is the
//! one place that asks for redraws.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};

use crate::game::activity::StillBusy;

pub(super) fn plugin(app: &mut App) {
    // An idle window costs next to no CPU.
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(Duration::from_secs(5)),
        unfocused_mode: UpdateMode::reactive_low_power(Duration::from_secs(30)),
    });
    // Normally added by the window plugin; headless apps need it too.
    app.add_message::<RequestRedraw>();
    app.add_systems(Last, keep_drawing.run_if(on_message::<StillBusy>));
}

fn keep_drawing(mut busy: MessageReader<StillBusy>, mut redraw: MessageWriter<RequestRedraw>) {
    busy.clear();
    redraw.write(RequestRedraw);
}
