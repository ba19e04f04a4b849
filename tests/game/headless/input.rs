//! Input that is refused or comes at the wrong time, and the computer's
//! turn: every bad input with its notice, clicks and taps after resizes,
//! the computer's beat and its retry after a refusal, keys in the frame
//! they are pressed, other keyboard layouts, a quick Ctrl+Y.

use super::*;

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
    // Its move passed the turn: "wait" no longer holds, and is not shown.
    assert_eq!(h.notice(), None);
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
