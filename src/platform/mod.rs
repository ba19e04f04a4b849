//! Where the desktop and the browser differ: the window, how often the game
//! redraws, whether it can quit, and where settings are kept.

mod storage;

use std::time::Duration;

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};

use crate::game::announce::Announce;
use crate::game::flow::QuitAllowed;
use crate::game::settings::MatchSettings;
use crate::game::state::GameState;

pub const TITLE: &str = "Tic-Tac-Toe";

pub fn plugin(app: &mut App) {
    app.add_plugins(
        DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: TITLE.into(),
                resolution: (960, 720).into(),
                // The browser page sizes the canvas; the game follows it.
                fit_canvas_to_parent: true,
                ..default()
            }),
            ..default()
        }),
    );
    // Redraw only on input or when a system asks (the computer's beat, a
    // fading notice): an idle window costs next to no CPU.
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(Duration::from_secs(5)),
        unfocused_mode: UpdateMode::reactive_low_power(Duration::from_secs(30)),
    });
    app.insert_resource(QuitAllowed(storage::CAN_QUIT));
    app.add_systems(Startup, load_settings);
    app.add_systems(Last, log_first_frame.run_if(run_once));
    app.add_systems(OnExit(GameState::Menu), save_settings);
}

fn load_settings(mut settings: ResMut<MatchSettings>, mut announce: MessageWriter<Announce>) {
    let Some(loaded) = storage::load() else {
        return;
    };
    match loaded {
        Ok(text) => {
            let (read, problems) = MatchSettings::from_text(&text);
            *settings = read;
            if let Some(first) = problems.first() {
                let more = match problems.len() {
                    1 => String::new(),
                    n => format!(" (and {} more)", n - 1),
                };
                announce.write(Announce::problem(format!(
                    "Saved settings partly unreadable, defaults used there: {first}{more}"
                )));
            }
        }
        Err(error) => {
            announce.write(Announce::problem(format!(
                "Saved settings could not be read ({error}); using the defaults"
            )));
        }
    }
}

fn save_settings(settings: Res<MatchSettings>) {
    if let Err(error) = storage::save(&settings.to_text()) {
        warn!("Settings not saved: {error}");
    }
}

/// Start-up time, for the benchmarks and the window test.
fn log_first_frame(time: Res<Time<Real>>) {
    info!("First frame {} ms after start", time.startup().elapsed().as_millis());
}
