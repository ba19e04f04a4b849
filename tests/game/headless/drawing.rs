//! What is drawn and when: every winning line, redraws only while
//! something changes, reflection of the game's types, the smallest window.

use super::*;
use std::time::Duration;

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
    assert_eq!(h.wakes_every(), None, "the idle window sleeps");
    h.key(KeyCode::Enter);
    // The computer decides at once, then pauses before it moves: the
    // window wakes ten times a second for that, not every frame.
    h.frames(2);
    assert_eq!(redraws(&mut h, 3), 0, "a pause asks for no frame at once");
    assert_eq!(h.wakes_every(), Some(Duration::from_millis(100)));
    h.wait(1.0);
    assert_eq!(h.marks().len(), 1);
    // ... and once its mark has grown in, the board waits quietly.
    assert_eq!(
        redraws(&mut h, 10),
        0,
        "waiting for the player asks for nothing"
    );
    assert_eq!(h.wakes_every(), None, "the window sleeps again");
    // A notice fades with time.
    h.key(KeyCode::KeyQ);
    h.frame();
    assert_eq!(h.wakes_every(), Some(Duration::from_millis(100)));
}

/// A move asks for the next frame in the very frame it is placed (its mark
/// grows in, the computer's turn begins), and while the computer works a
/// window that is not focused wakes by itself: the page's canvas is
/// unfocused while the keyboard is in its grid of squares, where the
/// computer used to stay silent for 30 s.
#[test]
fn a_move_to_the_computer_wakes_the_window_even_when_it_is_not_focused() {
    use bevy::window::RequestRedraw;
    use bevy::winit::{UpdateMode, WinitSettings};
    let mut h = Harness::with_settings(22, |s| {
        s.mode = Mode::HumanVsComputer;
        s.difficulty = Difficulty::Impossible;
        s.first = FirstMove::SeatOne;
    });
    h.key(KeyCode::Enter);
    h.frames(5);
    let mut cursor = h
        .app
        .world()
        .resource::<Messages<RequestRedraw>>()
        .get_cursor_current();
    // The frame in which the move is placed.
    h.key_event(
        KeyCode::Numpad5,
        Key::Character("5".into()),
        ButtonState::Pressed,
    );
    h.frame();
    assert_eq!(h.marks().len(), 1, "the move is placed in this frame");
    let asked = cursor
        .read(h.app.world().resource::<Messages<RequestRedraw>>())
        .count();
    assert!(asked > 0, "the computer's next frame is asked for");
    let settings = h.app.world().resource::<WinitSettings>();
    assert_eq!(
        settings.unfocused_mode,
        UpdateMode::reactive_low_power(Duration::from_millis(16)),
        "unfocused, a busy window wakes by itself"
    );
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
