//! The settings and the lifetime statistics outlive the game: read once at
//! start-up, written whenever they change (a menu choice, a name, the square
//! numbers mid-round, a finished round), so closing the window or the tab
//! at any moment loses nothing. Each is kept apart: a damaged one never
//! touches the other.

use bevy::prelude::*;

use super::target::SettingsStore;
use crate::game::announce::Announce;
use crate::game::online::{PlayerKey, SavedSeat, SeatTicket};
use crate::game::setup::language::Words;
use crate::game::setup::preferences::Preferences;
use crate::game::setup::saved::Saved;
use crate::game::setup::settings::{MatchSettings, SetAside};
use crate::game::stats::Statistics;
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<SettingsStore>() {
        app.insert_resource(SettingsStore::default_location());
    }
    let stats_store = app
        .world()
        .resource::<SettingsStore>()
        .sibling("statistics");
    app.insert_resource(StatisticsStore(stats_store));
    let seat_store = app.world().resource::<SettingsStore>().sibling("online");
    app.insert_resource(SeatStore(seat_store));
    let key_store = app.world().resource::<SettingsStore>().sibling("player");
    app.insert_resource(PlayerKeyStore(key_store));
    app.init_resource::<Persisted>();
    app.add_systems(
        Startup,
        (load_settings, load_statistics, load_seat, load_player_key),
    );
    app.add_systems(
        Last,
        (
            save_settings
                .run_if(resource_changed::<MatchSettings>.or_else(resource_changed::<Preferences>)),
            save_statistics.run_if(resource_changed::<Statistics>),
            save_seat.run_if(resource_changed::<SavedSeat>),
            save_player_key.run_if(resource_changed::<PlayerKey>),
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
    words: Res<Words>,
) {
    let read = match store.0.load() {
        None => return,
        Some(Ok(bytes)) => Statistics::from_saved(&bytes),
        Some(Err(error)) => Err(error),
    };
    match read {
        Ok(read) => *stats = read,
        Err(error) => {
            announce.write(Announce::problem(t!(
                words,
                "saved-statistics-damaged",
                error = error
            )));
        }
    }
}

fn save_statistics(
    store: Res<StatisticsStore>,
    stats: Res<Statistics>,
    mut announce: MessageWriter<Announce>,
    words: Res<Words>,
) {
    // Loading counts as a change; writing back what was read is harmless.
    if let Err(error) = store.0.save(&stats.to_saved()) {
        warn!("Statistics not saved: {error}");
        announce.write(Announce::problem(t!(
            words,
            "saved-statistics-not-saved",
            error = error
        )));
    }
}

/// Where this device's online seat is kept: beside the settings.
#[derive(Resource)]
pub struct SeatStore(pub SettingsStore);

/// A damaged or foreign record is as good as none: the player joins anew.
fn load_seat(store: Res<SeatStore>, mut saved: ResMut<SavedSeat>) {
    if let Some(Ok(bytes)) = store.0.load() {
        saved.0 = SeatTicket::from_saved(&String::from_utf8_lossy(&bytes));
    }
}

fn save_seat(store: Res<SeatStore>, saved: Res<SavedSeat>) {
    let text = saved
        .0
        .as_ref()
        .map(SeatTicket::to_saved)
        .unwrap_or_default();
    if let Err(error) = store.0.save(&text) {
        // Only a reconnect after closing the game depends on it.
        warn!("Online seat not saved: {error}");
    }
}

/// Where this device's player key is kept: beside the settings.
#[derive(Resource)]
pub struct PlayerKeyStore(pub SettingsStore);

/// The key made at start stands when none is kept (or a damaged one):
/// the device plays as a new player, and that key is saved.
fn load_player_key(store: Res<PlayerKeyStore>, mut key: ResMut<PlayerKey>) {
    if let Some(Ok(bytes)) = store.0.load()
        && let Some(saved) = PlayerKey::from_saved(&String::from_utf8_lossy(&bytes))
    {
        *key = saved;
    }
}

fn save_player_key(store: Res<PlayerKeyStore>, key: Res<PlayerKey>) {
    if let Err(error) = store.0.save(&key.0) {
        // The ratings start afresh next time; the game goes on.
        warn!("Player key not saved: {error}");
    }
}

/// The settings as the store holds them, so only a real change is written
/// (an online room's seats change the set-up but are not saved).
#[derive(Resource, Default)]
struct Persisted(String);

fn saved_form(settings: &MatchSettings, prefs: &Preferences) -> String {
    Saved {
        setup: settings.clone(),
        prefs: prefs.clone(),
    }
    .to_saved()
}

fn load_settings(
    store: Res<SettingsStore>,
    mut settings: ResMut<MatchSettings>,
    mut prefs: ResMut<Preferences>,
    mut persisted: ResMut<Persisted>,
    mut announce: MessageWriter<Announce>,
    words: Res<Words>,
) {
    match store.load() {
        None => {}
        Some(Ok(bytes)) => {
            let (read, problems) = Saved::from_saved(&bytes);
            // The command line's engine is this run's, not the file's.
            let engine = settings.engine.take();
            *settings = MatchSettings {
                engine,
                ..read.setup
            };
            *prefs = read.prefs;
            if let Some(first) = problems.first() {
                let first = first.to_string();
                let text = match problems.len() {
                    1 => t!(words, "saved-settings-partly", problem = first),
                    n => t!(
                        words,
                        "saved-settings-partly-more",
                        problem = first,
                        count = n - 1
                    ),
                };
                announce.write(Announce::problem(text));
            }
        }
        Some(Err(error)) => {
            announce.write(Announce::problem(t!(
                words,
                "saved-settings-unreadable",
                error = error
            )));
        }
    }
    // Nothing is written back until the player changes something: a file
    // from a newer version keeps what this one does not know.
    persisted.0 = saved_form(&settings, &prefs);
}

fn save_settings(
    store: Res<SettingsStore>,
    settings: Res<MatchSettings>,
    set_aside: Res<SetAside>,
    prefs: Res<Preferences>,
    mut persisted: ResMut<Persisted>,
    mut announce: MessageWriter<Announce>,
    words: Res<Words>,
) {
    // During a replay, the player's own set-up is the one kept.
    let own = set_aside.0.as_ref().unwrap_or(&settings);
    let text = saved_form(own, &prefs);
    if persisted.0 == text {
        return;
    }
    match store.save(&text) {
        Ok(()) => persisted.0 = text,
        Err(error) => {
            warn!("Settings not saved: {error}");
            announce.write(Announce::problem(t!(
                words,
                "saved-settings-not-saved",
                error = error
            )));
        }
    }
}
