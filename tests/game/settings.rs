//! The saved settings, through the real platform layer: written as soon as
//! they change (so quitting at any moment loses nothing), atomically, and
//! read back field by field.

use crate::common;

use bevy::prelude::*;
use common::{Harness, scratch_dir};
use tictactoe::core::Difficulty;
use tictactoe::core::offered::BoardChoice;
use tictactoe::game::GameState;
use tictactoe::game::setup::seat::Mode;
use tictactoe::game::setup::settings::MatchSettings;

fn saved(h: &Harness) -> Option<String> {
    std::fs::read_to_string(&h.settings_file).ok()
}

#[test]
fn a_menu_choice_is_saved_at_once_and_survives_a_restart() {
    let mut h = Harness::new(1);
    h.frames(3);
    assert_eq!(
        saved(&h),
        None,
        "nothing is written until something changes"
    );
    {
        let mut s = h.app.world_mut().resource_mut::<MatchSettings>();
        s.mode = Mode::HumanVsHuman;
        s.names[0] = "Zoë".into();
        s.board = BoardChoice::Four;
    }
    h.frame();
    let text = saved(&h).expect("saved on the frame of the change");
    assert!(text.contains("mode: human_vs_human"), "{text}");
    assert!(text.contains("name1: \"Zoë\""), "{text}");
    // Written through a temporary file that is renamed into place.
    let dir = h.settings_file.parent().unwrap();
    let leftovers: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .filter(|n| n.to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    // Quit from the menu with Escape: the game exits, the choice is kept.
    h.key(KeyCode::Escape);
    let exits = h.app.world().resource::<Messages<AppExit>>();
    assert!(!exits.is_empty(), "Escape in the menu quits");
    let again = Harness::with_store(2, h.settings_file.clone(), |_| {});
    let read = again.settings();
    assert_eq!(read.mode, Mode::HumanVsHuman);
    assert_eq!(read.names[0], "Zoë");
    assert_eq!(read.board, BoardChoice::Four);
    assert_eq!(again.notice(), None, "a clean file reads without complaint");
}

#[test]
fn square_numbers_toggled_in_a_round_are_saved() {
    let mut h = Harness::new(3);
    h.key(KeyCode::Enter);
    assert_eq!(h.state(), GameState::Playing);
    assert!(!h.prefs().show_numbers, "off until asked for");
    h.key(KeyCode::KeyN);
    assert!(h.prefs().show_numbers);
    let text = saved(&h).expect("saved mid-round");
    assert!(text.contains("square_numbers: true"), "{text}");
}

#[test]
fn a_blank_name_does_not_make_every_later_start_complain() {
    let mut h = Harness::new(4);
    h.app.world_mut().resource_mut::<MatchSettings>().names[0] = "  ".into();
    h.frame();
    for seed in 5..7 {
        let again = Harness::with_store(seed, h.settings_file.clone(), |_| {});
        assert_eq!(again.notice(), None);
        assert!(again.said_containing("unreadable").is_empty());
    }
}

#[test]
fn a_damaged_file_keeps_its_good_fields_and_says_what_was_lost() {
    let dir = scratch_dir("damaged-settings");
    let file = dir.join("settings.ron");
    let mut bytes = b"(\n    version: 1,\n    mode: computer_vs_computer,\n    difficulty: impossible,\n    name1: \"".to_vec();
    bytes.extend_from_slice(&[0xff, 0xfe]);
    bytes.extend_from_slice(b"\",\n    board: seven_by_seven,\n    square_numbers: false,\n)\n");
    std::fs::write(&file, &bytes).unwrap();
    let h = Harness::with_store(8, file.clone(), |_| {});
    let s = h.settings();
    assert_eq!(s.mode, Mode::ComputerVsComputer);
    assert_eq!(s.difficulty, Difficulty::Impossible);
    assert!(!h.prefs().show_numbers);
    assert_eq!(s.board, BoardChoice::Classic);
    assert_eq!(s.names[0], "", "the damaged name is not kept");
    let notice = h.notice().expect("the damage is reported");
    assert!(notice.contains("partly unreadable"), "{notice}");
    assert!(notice.contains("2 more"), "{notice}");
    // Reading did not rewrite the file.
    assert_eq!(std::fs::read(&file).unwrap(), bytes);
}

#[test]
fn a_file_that_cannot_be_read_leaves_the_defaults_and_says_so() {
    let dir = scratch_dir("unreadable-settings");
    // A folder where the file should be: reading it fails.
    let file = dir.join("settings.ron");
    std::fs::create_dir_all(&file).unwrap();
    let mut h = Harness::with_store(9, file, |_| {});
    assert_eq!(*h.settings(), MatchSettings::default());
    assert!(
        h.notice().unwrap().contains("could not be read"),
        "{:?}",
        h.notice()
    );
    // Saving fails too, and says so, without stopping the game.
    h.app.world_mut().resource_mut::<MatchSettings>().mode = Mode::HumanVsHuman;
    h.frames(2);
    assert!(!h.said_containing("could not be saved").is_empty());
    h.key(KeyCode::Enter);
    assert_eq!(h.state(), GameState::Playing);
}

#[test]
fn the_interface_leaves_the_settings_unchanged_until_they_change() {
    #[derive(Resource, Default)]
    struct Changes(usize);
    let mut h = Harness::new(10);
    h.app.init_resource::<Changes>();
    h.app.add_systems(
        Last,
        (|mut c: ResMut<Changes>| c.0 += 1).run_if(resource_changed::<MatchSettings>),
    );
    h.frames(5);
    let settled = h.app.world().resource::<Changes>().0;
    h.frames(20);
    assert_eq!(
        h.app.world().resource::<Changes>().0,
        settled,
        "the menu marked the settings changed without a change"
    );
    h.key(KeyCode::Enter);
    h.frames(5);
    let settled = h.app.world().resource::<Changes>().0;
    h.frames(20);
    assert_eq!(
        h.app.world().resource::<Changes>().0,
        settled,
        "the panels did"
    );
}

#[test]
fn the_player_key_is_made_once_kept_across_runs_and_remade_if_damaged() {
    use tictactoe::game::online::PlayerKey;
    let dir = scratch_dir("player-key");
    let settings = dir.join("settings.ron");
    let key = |h: &Harness| h.app.world().resource::<PlayerKey>().0.clone();
    let first = {
        let h = Harness::with_store(30, settings.clone(), |_| {});
        key(&h)
    };
    let again = Harness::with_store(31, settings.clone(), |_| {});
    assert_eq!(key(&again), first, "the same player after a restart");
    drop(again);
    let file = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| std::fs::read_to_string(path).is_ok_and(|text| text.trim() == first))
        .expect("the key is kept in a file beside the settings");
    std::fs::write(&file, "not a key!").unwrap();
    let remade = Harness::with_store(32, settings, |_| {});
    let new = key(&remade);
    assert_ne!(new, first);
    assert!(tictactoe::net::protocol::valid_player_key(&new), "{new}");
}
