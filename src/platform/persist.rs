//! The settings and the lifetime statistics outlive the game: read once at
//! start-up, written whenever they change (a menu choice, a name, the square
//! numbers mid-round, a finished round), so closing the window or the tab
//! at any moment loses nothing. Each is kept apart: a damaged one never
//! touches the other.

use bevy::prelude::*;

use super::target::SettingsStore;
use crate::game::announce::Announce;
use crate::game::setup::settings::MatchSettings;
use crate::game::stats::Statistics;

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<SettingsStore>() {
        app.insert_resource(SettingsStore::default_location());
    }
    let stats_store = app
        .world()
        .resource::<SettingsStore>()
        .sibling("statistics");
    app.insert_resource(StatisticsStore(stats_store));
    app.init_resource::<Persisted>();
    app.add_systems(Startup, (load_settings, load_statistics));
    app.add_systems(
        Last,
        (
            save_settings.run_if(resource_changed::<MatchSettings>),
            save_statistics.run_if(resource_changed::<Statistics>),
        ),
    );
}

/// Where the statistics are kept: beside the settings.
#[derive(Resource)]
pub struct StatisticsStore(pub SettingsStore);

fn load_statistics(
    store: Res<StatisticsStore>,
    mut stats: ResMut<Statistics>,
    mut announce: MessageWriter<Announce>,
) {
    let read = match store.0.load() {
        None => return,
        Some(Ok(bytes)) => Statistics::from_saved(&bytes),
        Some(Err(error)) => Err(error),
    };
    match read {
        Ok(read) => *stats = read,
        Err(error) => {
            announce.write(Announce::problem(format!(
                "Saved statistics were damaged ({error}) and start afresh; settings are kept"
            )));
        }
    }
}

fn save_statistics(
    store: Res<StatisticsStore>,
    stats: Res<Statistics>,
    mut announce: MessageWriter<Announce>,
) {
    // Loading counts as a change; writing back what was read is harmless.
    if let Err(error) = store.0.save(&stats.to_saved()) {
        warn!("Statistics not saved: {error}");
        announce.write(Announce::problem(format!(
            "Statistics could not be saved ({error})"
        )));
    }
}

/// The settings as the store holds them, so only a real change is written.
#[derive(Resource, Default)]
struct Persisted(MatchSettings);

fn load_settings(
    store: Res<SettingsStore>,
    mut settings: ResMut<MatchSettings>,
    mut persisted: ResMut<Persisted>,
    mut announce: MessageWriter<Announce>,
) {
    match store.load() {
        None => {}
        Some(Ok(bytes)) => {
            let (read, problems) = MatchSettings::from_saved(&bytes);
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
        Some(Err(error)) => {
            announce.write(Announce::problem(format!(
                "Saved settings could not be read ({error}); using the defaults"
            )));
        }
    }
    // Nothing is written back until the player changes something: a file
    // from a newer version keeps what this one does not know.
    persisted.0 = settings.clone();
}

fn save_settings(
    store: Res<SettingsStore>,
    settings: Res<MatchSettings>,
    mut persisted: ResMut<Persisted>,
    mut announce: MessageWriter<Announce>,
) {
    if persisted.0 == *settings {
        return;
    }
    match store.save(&settings.to_saved()) {
        Ok(()) => persisted.0 = settings.clone(),
        Err(error) => {
            warn!("Settings not saved: {error}");
            announce.write(Announce::problem(format!(
                "Settings could not be saved ({error})"
            )));
        }
    }
}
