//! The keyboard's focus: Tab into the panels and sheets and Escape back,
//! a whole match without the mouse, a focused control owning Enter, text
//! fields named and Ctrl+A in them.

use super::*;

fn ui_focused(h: &Harness) -> bool {
    h.app
        .world()
        .resource::<tictactoe::ui::input::UiFocus>()
        .widget
}

/// The keyboard moves into a sheet as it opens, so a Tab pressed just then
/// lands in the sheet and is heard at once. The window sleeps when idle, so
/// after the Tab this runs further frames only while the last one asked for
/// a redraw, as the window would.
#[test]
fn a_sheet_takes_the_keyboard_as_it_opens() {
    for wait in 0..3 {
        let mut h = Harness::new(17);
        h.tab_to("Change…, button");
        h.key_event(KeyCode::Space, Key::Space, ButtonState::Pressed);
        h.frame();
        h.key_event(KeyCode::Space, Key::Space, ButtonState::Released);
        h.frames(wait);
        let before = h.said.len();
        h.key_event(KeyCode::Tab, Key::Tab, ButtonState::Pressed);
        h.key_event(KeyCode::Tab, Key::Tab, ButtonState::Released);
        let mut asked = h.redraws_asked();
        h.frame();
        for _ in 0..10 {
            if h.redraws_asked() == asked {
                break;
            }
            asked = h.redraws_asked();
            h.frame();
        }
        // The sheet's first control, or the one after it if the Tab came
        // once the focus was in the sheet.
        let heard = h.said[before..].last().map(|a| a.text.as_str());
        assert!(
            matches!(heard, Some("Done, button" | "3 x 3, option, selected")),
            "after {wait} frames, the Tab was met with {:?}",
            &h.said[before..]
        );
    }
}

/// A text field reached by Tab is named, with what is in it.
#[test]
fn a_name_field_says_whose_name_it_holds() {
    let mut h = Harness::with_settings(18, |s| s.mode = Mode::HumanVsHuman);
    h.app.world_mut().resource_mut::<MatchSettings>().names[1] = "Bo".into();
    h.tab_to("Change…, button");
    h.key(KeyCode::Space);
    h.tab_to("Player 1, text field, empty");
    h.tab_to("Player 2, text field, Bo");
}

#[test]
fn tab_takes_the_keyboard_to_the_panels_and_escape_brings_it_back() {
    let mut h = hvh(11);
    h.key(KeyCode::Enter);
    assert_eq!(h.state(), GameState::Playing);
    assert!(
        !ui_focused(&h),
        "a round starts with the keyboard on the board"
    );
    h.key(KeyCode::Numpad5);
    h.key(KeyCode::Numpad9);
    // Tab reaches the panel's controls; Enter presses the one focused.
    h.tab_to("Undo (U or Ctrl+Z), button");
    assert!(ui_focused(&h));
    h.key(KeyCode::Enter);
    h.frames(2);
    assert_eq!(
        h.marks(),
        vec![(Pos::new(1, 1), Player::X)],
        "Enter pressed Undo"
    );
    assert_eq!(h.state(), GameState::Playing, "and nothing else");
    // A number key still plays while a control has the focus.
    h.key(KeyCode::Numpad1);
    assert_eq!(h.marks().len(), 2);
    assert!(h.marks().contains(&(Pos::new(2, 0), Player::O)));
    assert!(ui_focused(&h), "Undo keeps the focus");
    // Escape lets go of the control and stays in the round.
    h.key(KeyCode::Escape);
    h.frames(2);
    assert!(!ui_focused(&h));
    assert_eq!(h.state(), GameState::Playing);
    // The arrows drive the board's cursor again (from the centre, up one).
    h.key(KeyCode::ArrowUp);
    h.key(KeyCode::ArrowUp);
    h.key(KeyCode::Enter);
    assert_eq!(h.marks().len(), 3);
    assert!(h.marks().contains(&(Pos::new(0, 1), Player::X)));
}

#[test]
fn a_whole_match_menu_included_without_the_mouse() {
    let mut h = Harness::new(13);
    // The title screen: a mode card, then the settings sheet for a board
    // size (Escape closes it), then Start, all by Tab.
    h.tab_to("Human vs Human");
    h.key(KeyCode::Space);
    assert_eq!(h.settings().mode, Mode::HumanVsHuman);
    h.tab_to("Change…, button");
    h.key(KeyCode::Enter);
    h.frames(2);
    h.tab_to("4 x 4");
    h.key(KeyCode::Enter);
    h.frames(2);
    assert_eq!(h.settings().board, BoardChoice::Four);
    h.tab_to("3 x 3");
    h.key(KeyCode::Space);
    h.frames(2);
    assert_eq!(h.settings().board, BoardChoice::Classic);
    h.key(KeyCode::Escape);
    h.frames(2);
    assert_eq!(
        *h.app.world().resource::<tictactoe::ui::overlay::Overlay>(),
        tictactoe::ui::overlay::Overlay::None
    );
    h.tab_to("Start (Enter), button");
    h.key(KeyCode::Space);
    h.frames(2);
    assert_eq!(h.state(), GameState::Playing);
    // Round one by the number keys.
    top_row_win(&mut h);
    assert_eq!(h.state(), GameState::GameOver);
    // The result card rises once the winning line has drawn; Tab reaches
    // its Play again first.
    h.wait(1.0);
    h.tab_to("Play again (Enter or R), button");
    h.key(KeyCode::Space);
    h.frames(2);
    assert_eq!(h.state(), GameState::Playing);
    assert_eq!(h.score().rounds(), 1);
    // Round two by the arrows and Enter: X (Player 1 again) down the
    // left column, O beside it.
    for steps in [
        &[KeyCode::ArrowLeft, KeyCode::ArrowLeft][..],
        &[KeyCode::ArrowRight],
        &[KeyCode::ArrowLeft, KeyCode::ArrowDown],
        &[KeyCode::ArrowRight],
        &[KeyCode::ArrowLeft, KeyCode::ArrowUp, KeyCode::ArrowUp],
    ] {
        for &step in steps {
            h.key(step);
        }
        h.key(KeyCode::Enter);
    }
    assert_eq!(h.state(), GameState::GameOver, "{:?}", h.marks());
    assert_eq!(h.score().rounds(), 2);
    h.wait(1.0);
    h.tab_to("Menu (Esc), button");
    h.key(KeyCode::Enter);
    h.frames(2);
    assert_eq!(h.state(), GameState::Menu);
}

#[test]
fn in_the_menu_a_focused_widget_owns_enter() {
    let mut h = Harness::new(12);
    h.key(KeyCode::Tab);
    assert!(ui_focused(&h), "Tab focuses a menu widget");
    // The focused control is said, for players who cannot see the ring:
    // the ways to play first.
    let focus = h.said_containing(", option");
    assert_eq!(focus.len(), 1, "{:?}", h.said);
    assert!(focus[0].starts_with("Human vs Human"), "{focus:?}");
    h.key(KeyCode::Enter);
    h.frames(2);
    // Enter pressed the focused choice; it did not also start the game.
    assert_eq!(h.state(), GameState::Menu);
    // Escape lets go of the widget; Enter then starts.
    h.key(KeyCode::Escape);
    h.key(KeyCode::Enter);
    h.frames(2);
    assert_eq!(h.state(), GameState::Playing);
}

/// Ctrl+A in a name field selects the name: it never types an "a".
#[test]
fn ctrl_a_in_a_name_field_types_nothing() {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::Key;
    let mut h = Harness::with_settings(32, |s| {
        s.mode = Mode::HumanVsHuman;
        s.names[0] = "Bo".into();
    });
    *h.app
        .world_mut()
        .resource_mut::<tictactoe::ui::overlay::Overlay>() =
        tictactoe::ui::overlay::Overlay::Settings;
    h.frames(2);
    h.tab_to("Bo");
    assert!(ui_focused(&h));
    h.key_event(KeyCode::ControlLeft, Key::Control, ButtonState::Pressed);
    h.key_event(
        KeyCode::KeyA,
        Key::Character("a".into()),
        ButtonState::Pressed,
    );
    h.key_event(KeyCode::ControlLeft, Key::Control, ButtonState::Released);
    h.key_event(
        KeyCode::KeyA,
        Key::Character("a".into()),
        ButtonState::Released,
    );
    h.frames(2);
    let name = h.settings().names[0].clone();
    assert!(
        !name.to_lowercase().contains('a'),
        "Ctrl+A typed into {name:?}"
    );
}

/// Space and then Tab in one frame (a slow frame, a quick hand) press the
/// focused control and then move on, as in two frames: egui moves the
/// focus for a Tab before any control reads the keys, and the Space once
/// pressed the next control as well.
#[test]
fn space_then_tab_in_one_frame_press_only_the_focused_control() {
    let reached = |seed| {
        let mut h = Harness::new(seed);
        h.tab_to("Human vs Human");
        h.key(KeyCode::Space);
        h.tab_to("Human vs Computer");
        h
    };
    let mut apart = reached(31);
    apart.key(KeyCode::Space);
    apart.key(KeyCode::Tab);
    let mut together = reached(31);
    for (key, state) in [
        (KeyCode::Space, ButtonState::Pressed),
        (KeyCode::Space, ButtonState::Released),
        (KeyCode::Tab, ButtonState::Pressed),
        (KeyCode::Tab, ButtonState::Released),
    ] {
        together.key_event(key, common::qwerty(key), state);
    }
    together.frames(3);
    assert_eq!(together.settings().mode, Mode::HumanVsComputer);
    assert_eq!(together.settings(), apart.settings());
    assert_eq!(together.state(), GameState::Menu);
    // The Tab was kept, not dropped: the focus moved on as in two frames.
    let focus = |h: &Harness| {
        h.said_containing(", ")
            .into_iter()
            .rfind(|text| text.contains(", option") || text.contains(", button"))
    };
    assert_eq!(focus(&together), focus(&apart));
}
