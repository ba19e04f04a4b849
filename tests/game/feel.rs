//! How the game sounds and looks, through the real systems without a
//! window: which sound each event cues, the mute key, and the theme that
//! follows the system until the player picks one.

use crate::common;

use bevy::prelude::*;
use common::Harness;
use tictactoe::core::Difficulty;
use tictactoe::core::matchup::FirstMove;
use tictactoe::game::GameState;
use tictactoe::game::cues::Cue;
use tictactoe::game::setup::preferences::{Preferences, SystemTheme, ThemeChoice};
use tictactoe::game::setup::seat::Mode;
use tictactoe::ui::theme::Palette;

/// Every cue written, in order.
#[derive(Resource, Default)]
struct Heard(Vec<Cue>);

fn listen(mut cues: MessageReader<Cue>, mut heard: ResMut<Heard>) {
    heard.0.extend(cues.read().copied());
}

fn listening(h: &mut Harness) {
    h.app.init_resource::<Heard>();
    h.app.add_systems(Last, listen);
}

fn heard(h: &Harness) -> Vec<Cue> {
    h.app.world().resource::<Heard>().0.clone()
}

#[test]
fn each_event_cues_its_own_sound() {
    let mut h = Harness::with_settings(3, |s| {
        s.mode = Mode::HumanVsHuman;
        s.first = FirstMove::SeatOne;
    });
    listening(&mut h);
    h.key(KeyCode::Enter);
    h.key(KeyCode::Numpad5);
    h.key(KeyCode::Numpad5); // taken
    h.key(KeyCode::Numpad1);
    assert_eq!(heard(&h), vec![Cue::PlaceX, Cue::Refused, Cue::PlaceO]);
    for key in [
        KeyCode::Numpad7,
        KeyCode::Numpad2,
        KeyCode::Numpad3, // X: 5, 7, 3 is a diagonal
    ] {
        h.key(key);
    }
    assert_eq!(h.state(), GameState::GameOver);
    // Two people at one device: a win is a win, whoever made it.
    assert_eq!(
        heard(&h)[3..],
        [Cue::PlaceX, Cue::PlaceO, Cue::PlaceX, Cue::Win]
    );
}

#[test]
fn the_computers_moves_and_a_loss_to_it_sound_like_themselves() {
    let mut h = Harness::with_settings(4, |s| {
        s.mode = Mode::HumanVsComputer;
        s.difficulty = Difficulty::Medium;
        s.first = FirstMove::SeatOne;
    });
    listening(&mut h);
    h.key(KeyCode::Enter);
    // Medium takes the centre, blocks 3 (after 1 and 2), then wins on 7
    // (3-5-7) rather than block 1-4-7.
    for key in [KeyCode::Numpad1, KeyCode::Numpad2, KeyCode::Numpad4] {
        h.key(key);
        h.wait(0.8);
    }
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(
        heard(&h),
        [
            Cue::PlaceX,
            Cue::ComputerMove,
            Cue::PlaceX,
            Cue::ComputerMove,
            Cue::PlaceX,
            Cue::ComputerMove,
            Cue::Loss
        ]
    );
}

#[test]
fn m_mutes_and_unmutes_and_the_choice_is_saved() {
    let mut h = Harness::new(5);
    assert!(!h.prefs().muted);
    h.key(KeyCode::KeyM);
    assert!(h.prefs().muted);
    assert_eq!(h.said_containing("Sound off").len(), 1);
    h.frames(2);
    let saved = std::fs::read_to_string(&h.settings_file).unwrap();
    assert!(saved.contains("muted: true"), "{saved}");
    h.key(KeyCode::Enter);
    h.key(KeyCode::KeyM);
    assert!(!h.prefs().muted, "M works in a round too");
    assert_eq!(h.state(), GameState::Playing);
}

#[test]
fn the_theme_follows_the_system_until_the_player_picks_one() {
    let mut h = Harness::new(6);
    let theme = |h: &Harness| h.app.world().resource::<Palette>().theme;
    assert_eq!(
        theme(&h),
        ThemeChoice::Dark,
        "dark when the system says nothing"
    );
    h.app
        .world_mut()
        .insert_resource(SystemTheme(Some(ThemeChoice::Light)));
    h.frames(2);
    assert_eq!(theme(&h), ThemeChoice::Light);
    assert_eq!(*h.app.world().resource::<Palette>(), Palette::LIGHT);
    h.app.world_mut().resource_mut::<Preferences>().theme = Some(ThemeChoice::HighContrast);
    h.frames(2);
    assert_eq!(theme(&h), ThemeChoice::HighContrast);
    h.app
        .world_mut()
        .insert_resource(SystemTheme(Some(ThemeChoice::Dark)));
    h.frames(2);
    assert_eq!(
        theme(&h),
        ThemeChoice::HighContrast,
        "the player's pick wins"
    );
    let clear = h.app.world().resource::<ClearColor>().0;
    assert_eq!(clear, Palette::HIGH_CONTRAST.background);
}
