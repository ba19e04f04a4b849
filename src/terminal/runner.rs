//! The terminal edition's loop. A frame runs when something happens (a
//! key, a line, a message from the server, a signal) or when the game
//! asks for time (the computer's pause, a notice fading); otherwise the
//! program sleeps, so an idle game costs no CPU. Bevy's own runner would
//! run frames at a fixed rate instead.

use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::app::{AppExit, PluginsState};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::activity::StillBusy;
use crate::game::online::Waker;
use crate::game::round::Round;
use crate::game::round::turn::Turn;
use crate::game::state::GameState;

/// What wakes the loop.
#[derive(Debug)]
pub enum Wake {
    /// The terminal reported a key, a click or a new size.
    Event(ratatui::crossterm::event::Event),
    /// A line typed in the plain mode.
    Line(String),
    /// Standard input ended (a script's last line, a closed pipe).
    InputEnded,
    /// A message came from the game server.
    Network,
    /// SIGTERM, SIGHUP or SIGINT: leave, putting the terminal back.
    Signal,
}

/// Hands what happened to the loop from other threads.
#[derive(Resource, Clone)]
pub struct Doorbell(pub Sender<Wake>);

/// Everything that arrived since the last frame, in order.
#[derive(Resource, Default)]
pub struct Arrived(pub Vec<Wake>);

/// How long the loop may sleep after this frame: `None` until something
/// happens.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sleep(pub Option<Duration>);

/// A timer (the computer's pause, a notice) ends within this of its time.
const TIMER_STEP: Duration = Duration::from_millis(100);
/// A clock shows whole seconds.
const COUNTDOWN_STEP: Duration = Duration::from_millis(250);

pub fn plugin(app: &mut App) {
    let (doorbell, inbox) = channel();
    app.insert_resource(Doorbell(doorbell));
    app.init_resource::<Arrived>();
    app.init_resource::<Sleep>();
    app.add_systems(Startup, wake_on_network);
    app.add_systems(Last, how_long_to_sleep);
    let inbox = Mutex::new(Some(inbox));
    app.set_runner(move |app| {
        let inbox = inbox.lock().ok().and_then(|mut inbox| inbox.take());
        match inbox {
            Some(inbox) => run(app, inbox),
            None => AppExit::error(),
        }
    });
}

/// Messages from the server wake the loop as keys do.
fn wake_on_network(doorbell: Res<Doorbell>, mut waker: ResMut<Waker>) {
    let doorbell = Mutex::new(doorbell.0.clone());
    waker.0 = Some(Arc::new(move || {
        if let Ok(doorbell) = doorbell.lock() {
            // Fails only once the loop has ended.
            let _ = doorbell.send(Wake::Network);
        }
    }));
}

/// The shortest wait anything asked for this frame. A frame that changed
/// the round, the turn or the screen (or asked to change the screen, which
/// happens at the start of the next) is followed by another at once: the
/// systems that act on a new turn (the computer) ran earlier in this one.
/// So is the frame after work that needed frames: what the work gave
/// (the analyst's answer) is taken up, and said, in the one after it.
fn how_long_to_sleep(
    mut busy: MessageReader<StillBusy>,
    changed: Changed,
    mut settling: Local<bool>,
    mut sleep: ResMut<Sleep>,
) {
    let working = busy.read().fold(None, |wait: Option<Duration>, report| {
        let this = match report {
            StillBusy::Working | StillBusy::Animating => Duration::ZERO,
            StillBusy::Waiting => TIMER_STEP,
            StillBusy::Counting => COUNTDOWN_STEP,
        };
        Some(wait.map_or(this, |wait| wait.min(this)))
    });
    let now = changed.any() || working == Some(Duration::ZERO);
    let wait = if now || *settling {
        Some(Duration::ZERO)
    } else {
        working
    };
    *settling = now;
    sleep.set_if_neq(Sleep(wait));
}

/// What changed this frame that others act on in the next.
#[derive(SystemParam)]
struct Changed<'w> {
    round: Res<'w, Round>,
    turn: Res<'w, Turn>,
    state: Res<'w, State<GameState>>,
    next: Res<'w, NextState<GameState>>,
}

impl Changed<'_> {
    fn any(&self) -> bool {
        matches!(*self.next, NextState::Pending(_))
            || self.round.is_changed()
            || self.turn.is_changed()
            || self.state.is_changed()
    }
}

fn run(mut app: App, inbox: Receiver<Wake>) -> AppExit {
    while app.plugins_state() == PluginsState::Adding {
        bevy::tasks::tick_global_task_pools_on_main_thread();
    }
    app.finish();
    app.cleanup();
    loop {
        // A frame that took input is followed by one more at once: what a
        // key asked for is often answered a frame later (a hint, a refusal).
        let woken = !app.world().resource::<Arrived>().0.is_empty();
        app.update();
        if let Some(exit) = app.should_exit() {
            return exit;
        }
        let sleep = match app.world().resource::<Sleep>().0 {
            _ if woken => Some(Duration::ZERO),
            sleep => sleep,
        };
        let first = match sleep {
            Some(wait) => match inbox.recv_timeout(wait) {
                Ok(wake) => Some(wake),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => return AppExit::Success,
            },
            None => match inbox.recv() {
                Ok(wake) => Some(wake),
                Err(_) => return AppExit::Success,
            },
        };
        let mut arrived = app.world_mut().resource_mut::<Arrived>();
        arrived.0.extend(first);
        arrived.0.extend(inbox.try_iter());
    }
}
