//! How often the window draws: only on input, on an online message, or
//! while the game reports that it is still busy (a timer running, something
//! moving). This is the one place that asks for redraws.

use std::sync::Arc;
use std::time::Duration;

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent};

use crate::game::activity::StillBusy;
use crate::game::online::Waker;

/// An idle window costs next to no CPU.
fn idle() -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive(Duration::from_secs(5)),
        unfocused_mode: UpdateMode::reactive_low_power(Duration::from_secs(30)),
    }
}

/// While the game works or something moves. Focused, each such frame asks
/// for the next (`RequestRedraw`). Unfocused, low power leaves those
/// requests unanswered (the page's canvas is unfocused while the keyboard
/// is in its grid of squares, and a window behind another is too): a frame
/// every `BUSY_STEP` instead, or the computer would not answer for 30 s.
fn busy() -> WinitSettings {
    WinitSettings {
        unfocused_mode: UpdateMode::reactive_low_power(BUSY_STEP),
        ..idle()
    }
}

/// While a timer runs (the computer's pause, a notice) or a countdown
/// shows: a frame every `step`, focused or not (the friend's clock runs
/// while this window is in the background). One mode a kind of wait:
/// Bevy redraws at once whenever the mode changes.
fn ticking(step: Duration) -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive(step),
        unfocused_mode: UpdateMode::reactive_low_power(step),
    }
}

/// About a display's frame.
const BUSY_STEP: Duration = Duration::from_millis(16);
/// A timer ends within a tenth of a second of its time.
const TIMER_STEP: Duration = Duration::from_millis(100);
/// A clock that shows whole seconds.
const COUNTDOWN_STEP: Duration = Duration::from_millis(250);

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(idle());
    // Normally added by the window plugin; headless apps need it too.
    app.add_message::<RequestRedraw>();
    app.add_systems(Last, keep_drawing);
    app.add_systems(Startup, wake_on_messages);
}

/// Online messages wake the window: they arrive with no input to wake it.
fn wake_on_messages(proxy: Option<Res<EventLoopProxyWrapper>>, mut waker: ResMut<Waker>) {
    let Some(proxy) = proxy else {
        return; // headless: the app runs its frames anyway
    };
    let proxy = (**proxy).clone();
    waker.0 = Some(Arc::new(move || {
        // Fails only once the window has closed.
        let _ = proxy.send_event(WinitUserEvent::WakeUp);
    }));
}

fn keep_drawing(
    mut reports: MessageReader<StillBusy>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut winit: ResMut<WinitSettings>,
) {
    let mut now = false;
    let mut step: Option<Duration> = None;
    for report in reports.read() {
        let wait = match report {
            StillBusy::Working | StillBusy::Animating => {
                now = true;
                continue;
            }
            StillBusy::Waiting => TIMER_STEP,
            StillBusy::Counting => COUNTDOWN_STEP,
        };
        step = Some(step.map_or(wait, |step| step.min(wait)));
    }
    if now {
        redraw.write(RequestRedraw);
    }
    let wanted = match (now, step) {
        (true, _) => busy(),
        (false, Some(step)) => ticking(step),
        (false, None) => idle(),
    };
    let same = |a: &WinitSettings, b: &WinitSettings| {
        a.focused_mode == b.focused_mode && a.unfocused_mode == b.unfocused_mode
    };
    if !same(&winit, &wanted) {
        *winit = wanted;
    }
}
