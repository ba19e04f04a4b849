//! Whole games through the real systems, with no window or GPU.

mod common;

use bevy::input::ButtonState;
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use common::{Harness, numpad};
use tictactoe::core::matchup::{FirstMove, Seat};
use tictactoe::core::notation::square_label;
use tictactoe::core::offered::BoardChoice;
use tictactoe::core::{Difficulty, Player, Pos};
use tictactoe::game::GameState;
use tictactoe::game::flow::RoundCommand;
use tictactoe::game::round::outcome::RoundResult;
use tictactoe::game::setup::seat::Mode;
use tictactoe::game::setup::settings::MatchSettings;

fn hvh(seed: u64) -> Harness {
    Harness::with_settings(seed, |s| {
        s.mode = Mode::HumanVsHuman;
        s.names = ["Alice".into(), "Bob".into()];
    })
}

/// Numpad 7 8 9 is the top row.
fn top_row_win(h: &mut Harness) {
    for key in [
        KeyCode::Numpad7,
        KeyCode::Numpad4,
        KeyCode::Digit8,
        KeyCode::Numpad5,
        KeyCode::Numpad9,
    ] {
        h.key(key);
    }
}

#[test]
fn a_whole_game_from_menu_to_game_over_with_the_keyboard() {
    let mut h = hvh(1);
    assert_eq!(h.state(), GameState::Menu);
    assert_eq!(h.cell_count(), 0);
    assert!(
        h.said_containing("turn").is_empty(),
        "no turn before a round"
    );
    h.key(KeyCode::Enter);
    assert_eq!(h.state(), GameState::Playing);
    assert_eq!(h.cell_count(), 9);
    assert_eq!(h.feed().status, "Alice's turn (X)");

    top_row_win(&mut h);
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(
        h.marks(),
        vec![
            (Pos::new(0, 0), Player::X),
            (Pos::new(0, 1), Player::X),
            (Pos::new(0, 2), Player::X),
            (Pos::new(1, 0), Player::O),
            (Pos::new(1, 1), Player::O),
        ]
    );
    let result = h.app.world().resource::<RoundResult>().clone();
    let RoundResult::Win {
        seat,
        player,
        lines,
    } = result
    else {
        panic!("expected a win, got {result:?}");
    };
    assert_eq!((seat, player), (Seat::One, Player::X));
    assert_eq!(lines.len(), 1);
    assert_eq!(
        lines[0].cells(),
        &[Pos::new(0, 0), Pos::new(0, 1), Pos::new(0, 2)]
    );
    assert_eq!(h.feed().status, "Alice wins!");
    assert_eq!(h.score().wins, [1, 0]);
    // The board stays up on the end screen.
    assert_eq!(h.cell_count(), 9);
}

#[test]
fn illegal_input_changes_nothing_and_says_why() {
    let mut h = hvh(2);
    h.key(KeyCode::Enter);
    h.key(KeyCode::Numpad5);
    let before = h.marks();
    assert_eq!(before, vec![(Pos::new(1, 1), Player::X)]);

    let cases: Vec<(Box<dyn Fn(&mut Harness)>, &str)> = vec![
        (
            Box::new(|h| h.key(KeyCode::Numpad5)),
            "Square 5 is taken by X",
        ),
        (
            Box::new(|h| h.click_square(Pos::new(1, 1))),
            "Square 5 is taken by X",
        ),
        (Box::new(|h| h.key(KeyCode::Digit0)), "There is no square 0"),
        (Box::new(|h| h.key(KeyCode::KeyQ)), "Q does nothing here"),
        (Box::new(|h| h.key(KeyCode::Enter)), "Pick a square first"),
        (
            Box::new(|h| h.click(Vec2::new(3.0, 700.0))),
            "outside the board",
        ),
        (
            Box::new(|h| h.tap(Vec2::new(5.0, 400.0))),
            "outside the board",
        ),
    ];
    for (act, expected) in cases {
        h.clear_notice();
        act(&mut h);
        let notice = h.notice().unwrap_or_default();
        assert!(
            notice.contains(expected),
            "expected {expected:?}, got {notice:?}"
        );
        assert_eq!(h.marks(), before, "after {expected:?}");
        assert_eq!(h.state(), GameState::Playing);
        assert_eq!(h.round().game().to_move(), Player::O);
    }
    // A click on the side panel is for its buttons: no complaint, no move.
    h.clear_notice();
    h.click(Vec2::new(900.0, 400.0));
    assert_eq!(h.notice(), None);
    assert_eq!(h.marks(), before);
    // Modifier keys are not mistakes.
    h.clear_notice();
    h.key(KeyCode::ShiftLeft);
    h.key(KeyCode::NumLock);
    assert_eq!(h.notice(), None);
    // The notice goes away by itself.
    h.key(KeyCode::KeyQ);
    assert!(h.notice().is_some());
    h.wait(3.0);
    assert_eq!(h.notice(), None);
}

#[test]
fn mouse_and_touch_land_on_the_right_square_after_resizes() {
    let mut h = hvh(3);
    h.key(KeyCode::Enter);
    h.click_square(Pos::new(0, 0));
    h.resize(390.0, 844.0); // phone portrait
    h.tap(h.layout().cell_center(Pos::new(2, 2)));
    h.resize(1600.0, 500.0); // wide and short
    h.click_square(Pos::new(0, 2));
    // Near the corner of a square, not just its centre.
    let layout = h.layout();
    let corner = layout.origin + Vec2::new(1.0, 1.0) * layout.cell_size() + Vec2::splat(2.0);
    h.click(corner);
    assert_eq!(
        h.marks(),
        vec![
            (Pos::new(0, 0), Player::X),
            (Pos::new(0, 2), Player::X),
            (Pos::new(1, 1), Player::O),
            (Pos::new(2, 2), Player::O),
        ]
    );
}

#[test]
fn the_computer_replies_after_its_beat_and_names_its_square() {
    let mut h = Harness::with_settings(4, |s| {
        s.mode = Mode::HumanVsComputer;
        s.difficulty = Difficulty::Medium;
        s.first = FirstMove::SeatOne;
    });
    h.key(KeyCode::Enter);
    assert_eq!(h.feed().status, "Your turn (X)");
    h.key(KeyCode::Numpad1);
    assert_eq!(h.marks().len(), 1);
    assert!(
        h.feed().status.contains("Computer is thinking"),
        "{}",
        h.feed().status
    );
    // Not before the beat (0.45 s) ...
    h.wait(0.2);
    assert_eq!(h.marks().len(), 1);
    // ... but soon after it. Medium takes the centre.
    h.wait(0.4);
    assert_eq!(
        h.marks(),
        vec![(Pos::new(1, 1), Player::O), (Pos::new(2, 0), Player::X)]
    );
    assert_eq!(
        h.feed().last_move.as_deref(),
        Some("Computer took square 5")
    );
    assert_eq!(h.feed().status, "Your turn (X)");
}

#[test]
fn input_during_the_computers_turn_is_ignored() {
    let mut h = Harness::with_settings(5, |s| {
        s.mode = Mode::HumanVsComputer;
        s.first = FirstMove::SeatTwo;
    });
    h.key(KeyCode::Enter);
    assert_eq!(h.round().seat_of(Player::X), Seat::Two);
    h.click_square(Pos::new(0, 0));
    h.key(KeyCode::Numpad3);
    assert!(h.notice().unwrap().contains("computer's move"));
    assert!(h.marks().is_empty(), "the player's inputs placed nothing");
    h.wait(0.6);
    let marks = h.marks();
    assert_eq!(marks.len(), 1);
    assert_eq!(
        marks[0].1,
        Player::X,
        "the computer plays X when it goes first"
    );
}

#[test]
fn play_again_clears_the_board_and_keeps_the_score() {
    let mut h = hvh(6);
    h.key(KeyCode::Enter);
    top_row_win(&mut h);
    assert_eq!(h.score().wins, [1, 0]);
    // A click on the finished board does nothing but explain.
    h.click_square(Pos::new(2, 2));
    assert!(h.notice().unwrap().contains("round is over"));
    assert_eq!(h.marks().len(), 5);

    h.key(KeyCode::KeyR);
    assert_eq!(h.state(), GameState::Playing);
    assert!(h.marks().is_empty());
    assert_eq!(h.cell_count(), 9);
    assert!(h.round().game().moves().is_empty());
    assert_eq!(h.score().wins, [1, 0]);

    // A draw this time: X 7 9 2 6 1 ... ends with no line.
    for key in [
        KeyCode::Numpad5,
        KeyCode::Numpad1,
        KeyCode::Numpad3,
        KeyCode::Numpad7,
        KeyCode::Numpad4,
        KeyCode::Numpad6,
        KeyCode::Numpad8,
        KeyCode::Numpad2,
        KeyCode::Numpad9,
    ] {
        h.key(key);
    }
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(*h.app.world().resource::<RoundResult>(), RoundResult::Draw);
    assert_eq!(h.feed().status, "It's a draw");
    let score = h.score();
    assert_eq!((score.wins, score.draws), ([1, 0], 1));

    // The Play again button does the same as the key.
    h.app.world_mut().write_message(RoundCommand::PlayAgain);
    h.frames(2);
    assert_eq!(h.state(), GameState::Playing);
    assert!(h.marks().is_empty());
    assert_eq!(h.score().draws, 1);
}

#[test]
fn escape_asks_before_dropping_a_round_then_clears_the_board() {
    use tictactoe::ui::overlay::Overlay;
    let overlay = |h: &Harness| *h.app.world().resource::<Overlay>();
    let mut h = hvh(7);
    // A round with no move yet is left at once.
    h.key(KeyCode::Enter);
    h.key(KeyCode::Escape);
    h.frames(2);
    assert_eq!(h.state(), GameState::Menu);
    h.key(KeyCode::Enter);
    h.key(KeyCode::Numpad5);
    // Mid-round, Escape asks; Escape again keeps playing, changing nothing.
    h.key(KeyCode::Escape);
    h.frames(2);
    assert_eq!(overlay(&h), Overlay::LeaveRound);
    assert_eq!(h.state(), GameState::Playing);
    h.key(KeyCode::Numpad1);
    assert_eq!(h.marks().len(), 1, "the question has the keys");
    h.key(KeyCode::Escape);
    assert_eq!(overlay(&h), Overlay::None);
    assert_eq!(h.marks().len(), 1);
    // Asked again, Enter leaves.
    h.key(KeyCode::Escape);
    h.frames(2);
    h.key(KeyCode::Enter);
    h.frames(2);
    assert_eq!(h.state(), GameState::Menu);
    assert_eq!(h.cell_count(), 0);
    assert_eq!(overlay(&h), Overlay::None);
    // Same players again: the score carries on; new players start afresh.
    h.key(KeyCode::Enter);
    top_row_win(&mut h);
    h.key(KeyCode::Escape);
    h.key(KeyCode::Enter);
    assert_eq!(h.score().wins, [1, 0]);
    h.key(KeyCode::Escape);
    h.app.world_mut().resource_mut::<MatchSettings>().names[1] = "Carol".into();
    h.key(KeyCode::Enter);
    assert_eq!(h.score().wins, [0, 0]);
}

#[test]
fn computer_vs_computer_plays_itself_out() {
    let mut h = Harness::with_settings(8, |s| {
        s.mode = Mode::ComputerVsComputer;
        s.difficulty = Difficulty::Impossible;
    });
    h.key(KeyCode::Enter);
    h.wait(9.0 * 0.5 + 1.0);
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(
        *h.app.world().resource::<RoundResult>(),
        RoundResult::Draw,
        "perfect play draws"
    );
    assert_eq!(h.marks().len(), 9);
}

#[test]
fn larger_boards_play_with_arrows_and_refuse_number_keys() {
    let mut h = Harness::with_settings(9, |s| {
        s.mode = Mode::HumanVsHuman;
        s.board = BoardChoice::Five;
    });
    h.key(KeyCode::Enter);
    assert_eq!(h.cell_count(), 25);
    h.key(KeyCode::Numpad5);
    assert!(h.notice().unwrap().contains("3 x 3 board only"));
    assert!(h.marks().is_empty());
    let rules = h.round().game().rules();
    h.key(KeyCode::ArrowUp); // the cursor appears in the centre
    // Each step says where the cursor is and what is there.
    let centre = square_label(rules, Pos::new(2, 2), None);
    assert_eq!(h.said_containing(&centre), vec![centre.clone()]);
    h.key(KeyCode::ArrowUp);
    h.key(KeyCode::Space);
    assert_eq!(h.marks(), vec![(Pos::new(1, 2), Player::X)]);
    h.key(KeyCode::ArrowUp);
    h.key(KeyCode::ArrowDown);
    let taken = square_label(rules, Pos::new(1, 2), Some(Player::X));
    assert!(taken.ends_with(", X"), "{taken}");
    assert_eq!(h.said_containing(&taken).len(), 1);
    h.click_square(Pos::new(4, 4));
    assert_eq!(h.round().game().moves().len(), 2);
    assert_eq!(h.feed().last_move.as_deref(), Some("Player 2 took e1"));
}

#[test]
fn take_turns_swaps_who_plays_x_each_round() {
    let mut h = Harness::with_settings(10, |s| {
        s.mode = Mode::HumanVsHuman;
        s.first = FirstMove::TakeTurns;
    });
    h.key(KeyCode::Enter);
    assert_eq!(h.round().seat_of(Player::X), Seat::One);
    top_row_win(&mut h);
    h.key(KeyCode::Enter);
    assert_eq!(h.state(), GameState::Playing);
    assert_eq!(h.round().seat_of(Player::X), Seat::Two);
    assert_eq!(h.feed().status, "Player 2's turn (X)");
}

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
            matches!(
                heard,
                Some("Done, button" | "System (English), option, selected")
            ),
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

/// The result card sits beside the board, never over the final position;
/// its buttons take their press (a long tap is a tap too) and the board
/// beneath nothing.
#[test]
fn the_result_cards_buttons_take_their_press_and_the_board_does_not() {
    use tictactoe::ui::egui_host::Landmarks;
    let button = |h: &Harness, name: &str| {
        let landmarks = h.app.world().resource::<Landmarks>();
        let rect = *landmarks.0.get(name).expect(name);
        let board = h.layout().board_rect();
        assert!(
            rect.intersect(board).is_empty(),
            "{name} lies over the board: {rect:?} and {board:?}"
        );
        rect.center()
    };
    for size in [Vec2::new(960.0, 720.0), Vec2::new(390.0, 844.0)] {
        let mut h = hvh(21);
        h.resize(size.x, size.y);
        h.key(KeyCode::Enter);
        top_row_win(&mut h);
        h.wait(1.0);
        let again = button(&h, "play-again");
        h.click(again);
        h.frames(2);
        assert_eq!(h.state(), GameState::Playing);
        assert!(h.marks().is_empty());

        top_row_win(&mut h);
        h.wait(1.0);
        let menu = button(&h, "menu");
        // A tap that a slow frame (or a slow finger) stretched past a
        // second still presses the button.
        h.press_and_hold(menu, 1.5);
        h.frames(2);
        assert_eq!(h.state(), GameState::Menu);
        assert_eq!(h.said_containing("The round is over"), Vec::<String>::new());
    }
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

#[test]
fn keys_take_effect_in_the_frame_they_are_pressed() {
    use bevy::input::ButtonState;
    use bevy::state::state::NextState;
    let mut h = hvh(13);
    // Enter in the menu: the round command is applied in the same frame.
    h.key_event(
        KeyCode::Enter,
        common::qwerty(KeyCode::Enter),
        ButtonState::Pressed,
    );
    h.frame();
    assert!(matches!(
        *h.app.world().resource::<NextState<GameState>>(),
        NextState::Pending(GameState::Playing)
    ));
    h.key_event(
        KeyCode::Enter,
        common::qwerty(KeyCode::Enter),
        ButtonState::Released,
    );
    h.frame();
    assert_eq!(h.state(), GameState::Playing);
    top_row_win(&mut h);
    assert_eq!(h.state(), GameState::GameOver);
    // R on the end screen: the next round is set up in the same frame.
    let round = h.round().id();
    h.key_event(
        KeyCode::KeyR,
        common::qwerty(KeyCode::KeyR),
        ButtonState::Pressed,
    );
    h.frame();
    assert_eq!(h.round().id(), round + 1);
    assert!(h.round().game().moves().is_empty());
}

#[test]
fn a_round_starts_only_when_asked_not_on_entering_the_screen() {
    use bevy::state::state::NextState;
    let mut h = hvh(14);
    h.key(KeyCode::Enter);
    h.key(KeyCode::Numpad5);
    let round = h.round().id();
    // Leave Playing and come back, as a pause screen would.
    for state in [GameState::GameOver, GameState::Playing] {
        h.app
            .world_mut()
            .resource_mut::<NextState<GameState>>()
            .set(state);
        h.frame();
        assert_eq!(h.state(), state);
    }
    assert_eq!(h.round().id(), round, "no new round");
    assert_eq!(h.marks(), vec![(Pos::new(1, 1), Player::X)]);
}

#[test]
fn the_first_click_on_a_new_board_size_uses_that_boards_squares() {
    use bevy::input::ButtonState;
    use bevy::input::mouse::MouseButtonInput;
    use tictactoe::ui::layout::BoardLayout;
    let mut h = hvh(15);
    h.key(KeyCode::Enter);
    top_row_win(&mut h);
    h.key(KeyCode::Escape);
    h.app.world_mut().resource_mut::<MatchSettings>().board = BoardChoice::Five;
    h.frame();
    // Start, and click the bottom-right square of the 5 x 5 board in the
    // very first frame of the round.
    h.app.world_mut().write_message(RoundCommand::Start);
    h.frame();
    let five = BoardLayout::fit(h.layout().window, 5);
    let target = Pos::new(4, 4);
    h.move_cursor(Some(five.cell_center(target)));
    let window = h.window;
    h.app.world_mut().write_message(MouseButtonInput {
        button: MouseButton::Left,
        state: ButtonState::Pressed,
        window,
    });
    h.frame();
    assert_eq!(h.state(), GameState::Playing);
    assert_eq!(h.marks(), vec![(target, Player::X)]);
}

#[test]
fn the_computer_asks_again_when_its_move_is_refused() {
    use bevy::ecs::message::Messages;
    use tictactoe::game::GameSystems;
    use tictactoe::game::round::placement::{MoveRequest, Requester};

    /// Turns the computer's next request into one for a taken square, once.
    #[derive(Resource)]
    struct Spoil(bool);
    fn spoil(mut spoil: ResMut<Spoil>, mut requests: ResMut<Messages<MoveRequest>>) {
        if !spoil.0 {
            return;
        }
        let asked: Vec<MoveRequest> = requests.drain().collect();
        for mut request in asked {
            if let Requester::Computer(_) = request.by {
                request.pos = Pos::new(2, 0); // the human's first move
                spoil.0 = false;
            }
            requests.write(request);
        }
    }

    let mut h = Harness::with_settings(16, |s| {
        s.mode = Mode::HumanVsComputer;
        s.first = FirstMove::SeatOne;
    });
    h.app.insert_resource(Spoil(true));
    h.app.add_systems(
        Update,
        spoil
            .after(GameSystems::Computer)
            .before(GameSystems::Place),
    );
    h.key(KeyCode::Enter);
    h.key(KeyCode::Numpad1);
    h.wait(0.6);
    assert!(
        !h.app.world().resource::<Spoil>().0,
        "the request was spoiled"
    );
    assert_eq!(h.marks().len(), 1, "the spoiled request was refused");
    // It asks again after another beat, and the game goes on.
    h.wait(0.6);
    assert_eq!(h.marks().len(), 2, "the computer moved after its refusal");
    assert_eq!(h.feed().status, "Your turn (X)");
    assert!(
        h.said_containing("taken").is_empty(),
        "no notice for the player"
    );
}

#[test]
fn letters_follow_the_players_keyboard_layout() {
    use bevy::input::keyboard::Key;
    let mut h = hvh(17);
    h.key(KeyCode::Enter);
    assert!(!h.prefs().show_numbers);
    // Dvorak: the key where QWERTY has L types N.
    h.key_as(KeyCode::KeyL, Key::Character("n".into()));
    assert!(h.prefs().show_numbers, "N toggles the numbers on Dvorak");
    // QWERTY's N key types B on Dvorak: not the toggle, and named as B.
    h.clear_notice();
    h.key_as(KeyCode::KeyN, Key::Character("b".into()));
    assert!(h.prefs().show_numbers);
    let notice = h.notice().unwrap();
    assert!(notice.starts_with("B does nothing here"), "{notice}");
    // AZERTY: the key where QWERTY has W types Z, which alone does nothing.
    h.clear_notice();
    h.key_as(KeyCode::KeyW, Key::Character("z".into()));
    assert!(h.notice().unwrap().starts_with("Z does nothing here"));
    // ... and where QWERTY has Q it types A, the analysis overlay.
    h.key_as(KeyCode::KeyQ, Key::Character("a".into()));
    assert!(
        h.app
            .world()
            .resource::<tictactoe::game::coach::hint::AnalysisOverlay>()
            .0
    );
    // R plays again on the end screen wherever R is.
    top_row_win(&mut h);
    assert_eq!(h.state(), GameState::GameOver);
    h.key_as(KeyCode::KeyP, Key::Character("r".into()));
    assert_eq!(h.state(), GameState::Playing);
}

#[test]
fn every_winning_line_is_drawn_and_none_of_its_marks_dimmed() {
    use tictactoe::ui::board::view::{Dimmed, MarkPiece, WinLine};
    // X 7 8 3 6, then 9 completes the top row and the right column at once.
    let mut h = hvh(18);
    h.key(KeyCode::Enter);
    for key in [7, 4, 8, 1, 3, 5, 6, 2, 9] {
        h.key(numpad(key));
    }
    assert_eq!(h.state(), GameState::GameOver);
    h.wait(0.5);
    let world = h.app.world_mut();
    let mut strokes: Vec<(Pos, Pos)> = world
        .query::<&WinLine>()
        .iter(world)
        .map(|l| (l.from, l.to))
        .collect();
    strokes.sort();
    assert_eq!(
        strokes,
        vec![
            (Pos::new(0, 0), Pos::new(0, 2)),
            (Pos::new(0, 2), Pos::new(2, 2))
        ]
    );
    let mut dimmed: Vec<(Pos, Player)> = world
        .query_filtered::<&MarkPiece, With<Dimmed>>()
        .iter(world)
        .map(|p| (p.pos, p.player))
        .collect();
    dimmed.sort();
    dimmed.dedup();
    // Only the four O marks fade; all five X marks are on a line.
    assert_eq!(dimmed.len(), 4, "{dimmed:?}");
    assert!(dimmed.iter().all(|&(_, p)| p == Player::O));

    // Five in a row on 5 x 5 (four to win): one stroke through all five.
    let mut h = Harness::with_settings(19, |s| {
        s.mode = Mode::HumanVsHuman;
        s.board = BoardChoice::Five;
    });
    h.key(KeyCode::Enter);
    // X takes a5 b5 d5 e5 (no four together), O the same on row 1.
    for col in [0, 1, 3, 4] {
        h.click_square(Pos::new(0, col));
        h.click_square(Pos::new(4, col));
    }
    h.click_square(Pos::new(0, 2));
    assert_eq!(h.state(), GameState::GameOver);
    let world = h.app.world_mut();
    let strokes: Vec<(Pos, Pos)> = world
        .query::<&WinLine>()
        .iter(world)
        .map(|l| (l.from, l.to))
        .collect();
    assert_eq!(strokes, vec![(Pos::new(0, 0), Pos::new(0, 4))]);
    let dimmed_x = world
        .query_filtered::<&MarkPiece, With<Dimmed>>()
        .iter(world)
        .filter(|p| p.player == Player::X)
        .count();
    assert_eq!(dimmed_x, 0, "no mark of the five is dimmed");
}

#[test]
fn redraws_are_asked_for_only_while_something_changes_with_time() {
    use bevy::window::RequestRedraw;
    /// Frames, of the next `frames`, in which a redraw was asked for.
    fn redraws(h: &mut Harness, frames: usize) -> usize {
        let mut cursor = h
            .app
            .world()
            .resource::<Messages<RequestRedraw>>()
            .get_cursor_current();
        let mut count = 0;
        for _ in 0..frames {
            h.frame();
            let messages = h.app.world().resource::<Messages<RequestRedraw>>();
            count += usize::from(cursor.read(messages).count() > 0);
        }
        count
    }
    let mut h = Harness::with_settings(20, |s| {
        s.mode = Mode::HumanVsComputer;
        s.first = FirstMove::SeatTwo;
    });
    h.frames(5);
    assert_eq!(redraws(&mut h, 10), 0, "the idle menu asks for nothing");
    h.key(KeyCode::Enter);
    // The computer's beat keeps frames coming until it has moved ...
    assert_eq!(redraws(&mut h, 5), 5);
    h.wait(1.0);
    assert_eq!(h.marks().len(), 1);
    // ... and once its mark has grown in, the board waits quietly.
    assert_eq!(
        redraws(&mut h, 10),
        0,
        "waiting for the player asks for nothing"
    );
    // A notice fades with time.
    h.key(KeyCode::KeyQ);
    assert!(redraws(&mut h, 3) >= 3);
}

#[test]
fn the_games_components_and_resources_are_reflected() {
    use bevy::ecs::reflect::{ReflectComponent, ReflectResource};
    use bevy::reflect::TypePath;
    use tictactoe::game::round::Round;
    use tictactoe::game::round::score::MatchScore;
    use tictactoe::game::round::turn::Turn;
    use tictactoe::game::{Cell, Mark};
    let mut h = hvh(21);
    h.key(KeyCode::Enter);
    h.key(KeyCode::Numpad5);
    let registry = h.app.world().resource::<AppTypeRegistry>().read();
    for path in [Cell::type_path(), Mark::type_path()] {
        let registration = registry.get_with_type_path(path).expect(path);
        assert!(registration.data::<ReflectComponent>().is_some(), "{path}");
    }
    for path in [
        Round::type_path(),
        Turn::type_path(),
        RoundResult::type_path(),
        MatchScore::type_path(),
        MatchSettings::type_path(),
    ] {
        let registration = registry.get_with_type_path(path).expect(path);
        assert!(registration.data::<ReflectResource>().is_some(), "{path}");
    }
    // And reflection reads the live values: the turn after X's first move.
    let turn = h.app.world().resource::<Turn>();
    let text = format!(
        "{:?}",
        bevy::reflect::PartialReflect::as_partial_reflect(turn)
    );
    assert!(text.contains("O"), "{text}");
}

#[test]
fn the_smallest_window_still_shows_every_board_whole_with_finger_sized_squares() {
    use tictactoe::ui::layout::BoardLayout;
    let limits = tictactoe::platform::target::resize_constraints();
    let window = Vec2::new(limits.min_width, limits.min_height);
    for n in [3, 4, 5] {
        let layout = BoardLayout::fit(window, n);
        let board = layout.board_rect();
        assert!(
            board.min.x >= 0.0
                && board.min.y >= 0.0
                && board.max.x <= window.x
                && board.max.y <= window.y,
            "{n}x{n}: {board:?} in {window}"
        );
        for panel in [layout.status_bar, layout.side_panel] {
            assert!(
                board.intersect(panel).is_empty(),
                "{n}x{n}: {board:?} under {panel:?}"
            );
        }
        assert!(
            layout.cell_size() >= 44.0,
            "{n}x{n}: squares of {}",
            layout.cell_size()
        );
    }
}

#[test]
fn a_new_round_says_nothing_of_the_last_ones_review() {
    let mut h = hvh(30);
    h.key(KeyCode::Enter);
    top_row_win(&mut h);
    h.wait(1.0);
    h.key(KeyCode::KeyV);
    h.key(KeyCode::ArrowRight);
    h.frames(5);
    let verdict = h.feed().coach.clone().unwrap_or_default();
    assert!(verdict.starts_with("Move 2"), "{verdict:?}");
    h.key(KeyCode::Enter);
    h.frames(2);
    assert_eq!(h.state(), GameState::Playing);
    assert_eq!(h.feed().coach, None, "the review's verdict is gone");
    assert_eq!(h.feed().last_move, None);
}

/// A quick Ctrl+Y can press and release Ctrl within the frame that brings
/// the Y: it is still a redo, and Y alone is not complained about.
#[test]
fn a_quick_ctrl_y_is_a_redo() {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::Key;
    let mut h = hvh(31);
    h.key(KeyCode::Enter);
    h.key(KeyCode::Numpad5);
    h.key(KeyCode::KeyU);
    assert!(h.marks().is_empty());
    h.clear_notice();
    h.key_event(KeyCode::ControlLeft, Key::Control, ButtonState::Pressed);
    h.key_event(
        KeyCode::KeyY,
        Key::Character("y".into()),
        ButtonState::Pressed,
    );
    h.key_event(KeyCode::ControlLeft, Key::Control, ButtonState::Released);
    h.key_event(
        KeyCode::KeyY,
        Key::Character("y".into()),
        ButtonState::Released,
    );
    h.frame();
    assert_eq!(h.marks(), vec![(Pos::new(1, 1), Player::X)]);
    assert_eq!(h.notice(), None);
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
