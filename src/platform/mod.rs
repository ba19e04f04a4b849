//! Where the desktop and the browser differ: the window, how often the game
//! redraws, whether it can quit, where settings are kept, and who else hears
//! the announcements. Each target's half lives in its own file; this is the
//! one place that chooses.

#[cfg_attr(target_arch = "wasm32", path = "web.rs")]
#[cfg_attr(not(target_arch = "wasm32"), path = "native.rs")]
mod target;

use std::time::Duration;

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};

use crate::game::announce::Announce;
use crate::game::flow::QuitAllowed;
use crate::game::layout::BoardLayout;
use crate::game::settings::MatchSettings;
use crate::game::state::GameState;

pub const TITLE: &str = "Tic-Tac-Toe";

pub fn plugin(app: &mut App) {
    app.add_plugins(target::adjust_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: TITLE.into(),
                    resolution: (960, 720).into(),
                    // On the web: draw into the page's canvas and follow its size.
                    canvas: Some("#game".into()),
                    fit_canvas_to_parent: true,
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                // No `.meta` files are shipped; don't ask the web server for them.
                meta_check: AssetMetaCheck::Never,
                ..default()
            }),
    ));
    // Redraw only on input or when a system asks (the computer's beat, a
    // fading notice): an idle window costs next to no CPU.
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(Duration::from_secs(5)),
        unfocused_mode: UpdateMode::reactive_low_power(Duration::from_secs(30)),
    });
    app.insert_resource(QuitAllowed(target::CAN_QUIT));
    app.add_systems(Startup, load_settings);
    app.add_systems(OnExit(GameState::Menu), save_settings);
    app.add_systems(
        Last,
        (
            log_first_frame.run_if(run_once),
            relay_announcements,
            publish_board,
        ),
    );
}

fn load_settings(mut settings: ResMut<MatchSettings>, mut announce: MessageWriter<Announce>) {
    let Some(loaded) = target::load_settings() else {
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
    if let Err(error) = target::save_settings(&settings.to_text()) {
        warn!("Settings not saved: {error}");
    }
}

/// Start-up time, for the benchmarks and the window test.
fn log_first_frame(time: Res<Time<Real>>) {
    info!(
        "First frame {} ms after start",
        time.startup().elapsed().as_millis()
    );
    target::first_frame_shown();
}

/// One frame's announcements as one sentence, so a screen reader reads the
/// move and the next turn together instead of cutting one off.
fn relay_announcements(mut announcements: MessageReader<Announce>) {
    let texts: Vec<&str> = announcements.read().map(|a| a.text.as_str()).collect();
    if !texts.is_empty() {
        target::announce(&format!("{}.", texts.join(". ")));
    }
}

fn publish_board(layout: Res<BoardLayout>) {
    if layout.is_changed() {
        target::publish_board(&layout);
    }
}
