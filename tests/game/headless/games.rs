//! Whole games and the rounds after them: from the title screen to a
//! result by the keyboard, play again and the score, Esc asking before
//! a round is left, computer against computer, larger boards, who plays
//! X, the result card's buttons, a round started only when asked.

use super::*;

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
        forfeit: None,
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
    let english = Words::new(Language::English);
    let centre = square_label(rules, Pos::new(2, 2), None, &english);
    assert_eq!(h.said_containing(&centre), vec![centre.clone()]);
    h.key(KeyCode::ArrowUp);
    h.key(KeyCode::Space);
    assert_eq!(h.marks(), vec![(Pos::new(1, 2), Player::X)]);
    h.key(KeyCode::ArrowUp);
    h.key(KeyCode::ArrowDown);
    let taken = square_label(rules, Pos::new(1, 2), Some(Player::X), &english);
    assert!(taken.ends_with(", X"), "{taken}");
    assert_eq!(h.said_containing(&taken).len(), 1);
    h.click_square(Pos::new(4, 4));
    assert_eq!(h.round().game().moves().len(), 2);
    assert_eq!(h.feed().last_move.as_deref(), Some("Player 2 took e1"));
}

/// A screen reader follows the arrow keys' cursor in the player's
/// language: where the square is and what is in it.
#[test]
fn the_cursor_says_each_square_in_the_players_language() {
    use tictactoe::game::announce::Announcement;
    for (language, expected) in [
        (
            Language::Spanish,
            [
                "Casilla 5, centro, vacía",
                "Casilla 8, arriba, vacía",
                "Casilla 5, centro, vacía",
                "Casilla 8, arriba, X",
            ],
        ),
        (
            Language::Japanese,
            [
                "マス5、中央、空き",
                "マス8、上、空き",
                "マス5、中央、空き",
                "マス8、上、X",
            ],
        ),
    ] {
        let mut h = Harness::with_preferences(12, |settings, prefs| {
            settings.mode = Mode::HumanVsHuman;
            prefs.language = Some(language);
        });
        h.key(KeyCode::Enter);
        h.key(KeyCode::ArrowUp); // the cursor appears in the centre
        h.key(KeyCode::ArrowUp);
        h.key(KeyCode::Space);
        assert_eq!(h.marks(), vec![(Pos::new(0, 1), Player::X)]);
        h.key(KeyCode::ArrowDown);
        h.key(KeyCode::ArrowUp);
        let said: Vec<&str> = h
            .said
            .iter()
            .filter(|a| a.kind == Announcement::Focus)
            .map(|a| a.text.as_str())
            .collect();
        assert_eq!(said, expected, "{language:?}");
    }
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

/// Misère: whoever completes a line loses, and the result says who made it.
#[test]
fn in_misere_three_in_a_row_loses_and_perfect_play_draws() {
    let mut h = Harness::with_settings(12, |s| {
        s.mode = Mode::HumanVsHuman;
        s.names = ["Alice".into(), "Bob".into()];
        s.board = BoardChoice::Misere;
    });
    h.key(KeyCode::Enter);
    assert_eq!(h.cell_count(), 9);
    top_row_win(&mut h);
    assert_eq!(h.state(), GameState::GameOver);
    let result = h.app.world().resource::<RoundResult>().clone();
    let RoundResult::Win {
        seat,
        player,
        lines,
        forfeit: None,
    } = result
    else {
        panic!("expected a win, got {result:?}");
    };
    assert_eq!((seat, player), (Seat::Two, Player::O));
    assert_eq!(
        lines[0].cells(),
        &[Pos::new(0, 0), Pos::new(0, 1), Pos::new(0, 2)],
        "the line shown is the one that lost"
    );
    assert_eq!(h.feed().status, "Bob wins! X made three in a row");
    assert_eq!(h.score().wins, [0, 1]);

    let mut h = Harness::with_settings(13, |s| {
        s.mode = Mode::ComputerVsComputer;
        s.difficulty = Difficulty::Impossible;
        s.board = BoardChoice::Misere;
    });
    h.key(KeyCode::Enter);
    h.wait(9.0 * 0.5 + 1.0);
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(*h.app.world().resource::<RoundResult>(), RoundResult::Draw);
    // The first computer's only safe start is the centre.
    assert_eq!(h.round().game().moves()[0].pos, Pos::new(1, 1));
}

/// Notakto by the number keys: both players draw X, the line is anyone's
/// marks, and whoever completes it loses; Impossible going first wins.
#[test]
fn in_notakto_both_draw_x_and_whoever_completes_a_line_loses() {
    use tictactoe::ui::board::view::MarkPiece;
    let mut h = Harness::with_settings(15, |s| {
        s.mode = Mode::HumanVsHuman;
        s.names = ["Alice".into(), "Bob".into()];
        s.board = BoardChoice::Notakto;
    });
    h.key(KeyCode::Enter);
    assert_eq!(h.cell_count(), 9);
    // Alice the top left, Bob the top middle, Alice the top right.
    for key in [KeyCode::Numpad7, KeyCode::Numpad8, KeyCode::Numpad9] {
        h.key(key);
    }
    assert_eq!(h.state(), GameState::GameOver);
    let RoundResult::Win { seat, lines, .. } = h.app.world().resource::<RoundResult>().clone()
    else {
        panic!("the top row ends the round");
    };
    assert_eq!(seat, Seat::Two, "Alice completed the line: Bob wins");
    assert_eq!(
        lines[0].cells(),
        &[Pos::new(0, 0), Pos::new(0, 1), Pos::new(0, 2)]
    );
    assert_eq!(h.feed().status, "Bob wins! X made three in a row");
    // Bob's mark is drawn as an X (two strokes), in his colour.
    h.wait(1.0);
    let bobs: Vec<Player> = h
        .app
        .world_mut()
        .query::<&MarkPiece>()
        .iter(h.app.world())
        .filter(|piece| piece.pos == Pos::new(0, 1))
        .map(|piece| piece.player)
        .collect();
    assert_eq!(bobs, vec![Player::O, Player::O], "two strokes: an X");
    let english = Words::new(Language::English);
    let label = square_label(
        tictactoe::core::Rules::NOTAKTO,
        Pos::new(0, 1),
        Some(Player::O),
        &english,
    );
    assert!(label.ends_with(", X"), "{label}");

    let mut h = Harness::with_settings(16, |s| {
        s.mode = Mode::ComputerVsComputer;
        s.difficulty = Difficulty::Impossible;
        s.board = BoardChoice::Notakto;
    });
    h.key(KeyCode::Enter);
    h.wait(9.0 * 0.5 + 1.0);
    assert_eq!(h.state(), GameState::GameOver);
    let RoundResult::Win { player, .. } = h.app.world().resource::<RoundResult>().clone() else {
        panic!("Notakto has no draw");
    };
    assert_eq!(player, Player::X, "the first player wins Notakto");
}

/// Qubic, clicked: the layers laid out two by two, a line straight down
/// through the four layers wins, and a square is said by layer and name.
#[test]
fn qubic_is_played_by_clicks_through_its_layers() {
    use tictactoe::core::qubic::Point;
    let mut h = Harness::with_settings(14, |s| {
        s.mode = Mode::HumanVsHuman;
        s.names = ["Alice".into(), "Bob".into()];
        s.board = BoardChoice::Qubic;
    });
    h.key(KeyCode::Enter);
    assert_eq!(h.cell_count(), 64);
    // Alice straight down through the layers at layer-square a4; Bob in
    // layer 1's bottom row.
    for layer in 0..4 {
        h.click_square(Point::new(layer, 0, 0).pos());
        if layer < 3 {
            h.click_square(Point::new(0, 3, layer).pos());
        }
    }
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(h.feed().last_move.as_deref(), Some("Alice took 4a4"));
    let RoundResult::Win { player, lines, .. } = h.app.world().resource::<RoundResult>().clone()
    else {
        panic!("Alice's line wins");
    };
    assert_eq!(player, Player::X);
    let down: Vec<Pos> = (0..4).map(|layer| Point::new(layer, 0, 0).pos()).collect();
    assert_eq!(lines[0].cells(), down.as_slice());
    assert_eq!(h.feed().status, "Alice wins!");
    // The coach does not know Qubic yet: its card offers no review.
    h.wait(1.0);
    let card = &h
        .app
        .world()
        .resource::<tictactoe::ui::egui_host::Landmarks>()
        .0;
    assert!(card.contains_key("play-again"), "the result card is there");
    assert!(
        !card.contains_key("review"),
        "no Review on a board the coach does not know"
    );
    // Digits name 3 x 3's squares only.
    h.key(KeyCode::KeyR);
    h.key(KeyCode::Numpad5);
    assert!(h.notice().unwrap().contains("3 x 3 board only"));
    let english = Words::new(Language::English);
    let label = square_label(
        tictactoe::core::Rules::QUBIC,
        Point::new(1, 1, 1).pos(),
        None,
        &english,
    );
    assert_eq!(label, "Layer 2, square b3, empty");
}
