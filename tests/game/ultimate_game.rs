//! Ultimate in the headless game: every local mode, the keys, the mouse,
//! refusals, the engine's hint, the analysis overlay and the review by the
//! engine's chances, and the thinking time.

use crate::common;

use bevy::prelude::*;
use common::{Harness, numpad};
use tictactoe::core::matchup::FirstMove;
use tictactoe::core::offered::BoardChoice;
use tictactoe::core::review::{Judged, MISTAKE_POINTS, Verdict, best_by_chance, percent};
use tictactoe::core::{Difficulty, Player, Pos, Rules};
use tictactoe::game::GameState;
use tictactoe::game::coach::analyst::Analyst;
use tictactoe::game::coach::hint::HintRequest;
use tictactoe::game::coach::review::{Review, mark_text};
use tictactoe::game::players::computer::SearchBudget;
use tictactoe::game::round::history::HistoryRequest;
use tictactoe::game::round::outcome::RoundResult;
use tictactoe::game::setup::language::Words;
use tictactoe::game::setup::seat::Mode;
use tictactoe::game::setup::settings::ThinkChoice;
use tictactoe::i18n::Language;

fn ultimate(seed: u64, mode: Mode, difficulty: Difficulty) -> Harness {
    let mut h = Harness::with_settings(seed, |s| {
        s.mode = mode;
        s.difficulty = difficulty;
        s.first = FirstMove::SeatOne;
        s.board = BoardChoice::Ultimate;
        s.names = ["Alice".into(), "Bob".into()];
    });
    h.key(KeyCode::Enter);
    h
}

#[test]
fn a_board_then_a_square_by_number_keys_and_one_key_when_sent() {
    let mut h = ultimate(1, Mode::HumanVsHuman, Difficulty::Medium);
    assert_eq!(h.state(), GameState::Playing);
    assert_eq!(h.round().game().rules(), Rules::ULTIMATE);
    assert_eq!(h.cell_count(), 81);
    // Anywhere first: board 7, then its square 5 (the top left board's centre).
    h.key(numpad(7));
    assert!(h.marks().is_empty());
    assert_eq!(h.said_containing("Board 7: now its square").len(), 1);
    h.key(numpad(5));
    assert_eq!(h.marks(), vec![(Pos::new(1, 1), Player::X)]);
    assert_eq!(
        h.feed().last_move.as_deref(),
        Some("Alice took board 7, square 5")
    );
    // Square 5 sends Bob to board 5: one key is a square there.
    h.key(numpad(9));
    assert_eq!(h.marks()[1], (Pos::new(3, 5), Player::O));
    // Square 9 sends Alice to board 9 (top right); a square elsewhere is
    // refused, says why and changes nothing.
    h.click_square(Pos::new(8, 0));
    assert_eq!(h.marks().len(), 2);
    let notice = h.notice().unwrap();
    assert!(notice.contains("sends you to board 9"), "{notice}");
    h.click_square(Pos::new(0, 8));
    assert_eq!(h.marks().len(), 3);
    assert_eq!(
        h.feed().last_move.as_deref(),
        Some("Alice took board 9, square 9")
    );
    // A taken square is refused by name.
    h.clear_notice();
    h.key(numpad(9));
    assert!(h.notice().unwrap().contains("taken"), "{:?}", h.notice());
}

#[test]
fn undo_and_redo_put_back_where_the_next_move_goes() {
    let mut h = ultimate(2, Mode::HumanVsHuman, Difficulty::Medium);
    h.key(numpad(7));
    h.key(numpad(5));
    h.key(numpad(9));
    let sent_after_two = h.round().game().board().ultimate().unwrap().next_board();
    h.key(KeyCode::KeyU);
    let board = *h.round().game().board();
    assert_eq!(
        board.ultimate().unwrap().next_board(),
        Some(4),
        "back to board 5"
    );
    assert_eq!(h.marks().len(), 1);
    h.app.world_mut().write_message(HistoryRequest::Redo);
    h.frame();
    assert_eq!(h.marks().len(), 2);
    assert_eq!(
        h.round().game().board().ultimate().unwrap().next_board(),
        sent_after_two
    );
}

/// Runs computer against computer to the end, within `seconds` of game time.
fn plays_itself_out(seed: u64, difficulty: Difficulty, seconds: f32) {
    let mut h = ultimate(seed, Mode::ComputerVsComputer, difficulty);
    let mut waited = 0.0;
    while h.state() != GameState::GameOver && waited < seconds {
        h.wait(1.0);
        waited += 1.0;
    }
    assert_eq!(h.state(), GameState::GameOver, "{difficulty:?}");
    let game = h.round().game().clone();
    assert!(game.outcome().is_over());
    assert_eq!(h.marks().len(), game.moves().len());
    assert_eq!(
        *h.app.world().resource::<RoundResult>(),
        RoundResult::of(h.round())
    );
    assert!(!h.said_containing("Computer 1 took board").is_empty());
}

#[test]
fn computer_against_computer_plays_out_at_easy_and_medium() {
    plays_itself_out(3, Difficulty::Easy, 60.0);
    plays_itself_out(4, Difficulty::Medium, 60.0);
}

#[test]
fn computer_against_computer_plays_out_at_impossible() {
    // 81 moves at most, each a beat of 0.45 s after its thought.
    plays_itself_out(5, Difficulty::Impossible, 90.0);
}

#[test]
fn against_the_computer_by_mouse_until_the_end() {
    let mut h = ultimate(6, Mode::HumanVsComputer, Difficulty::Impossible);
    let mut turns = 0;
    while h.state() == GameState::Playing && turns < 200 {
        turns += 1;
        let board = *h.round().game().board();
        if board.to_move() == Player::X {
            // The first legal square: a player who never thinks.
            let pos = board.legal_moves()[0];
            h.click_square(pos);
            assert_eq!(h.round().game().board().get(pos), Some(Player::X));
        } else {
            h.wait(0.25);
        }
    }
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(
        *h.app.world().resource::<RoundResult>(),
        RoundResult::of(h.round())
    );
    assert!(!h.said_containing("Computer took board").is_empty());
    // The engine beats a player who always takes the first legal square.
    assert!(
        matches!(h.round().game().outcome(), tictactoe::core::Outcome::Win { winner, .. } if winner == Player::O),
        "{:?}",
        h.round().game().outcome()
    );
}

#[test]
fn impossible_thinks_as_long_as_the_setting_says() {
    let mut h = Harness::with_settings(9, |s| {
        s.mode = Mode::HumanVsComputer;
        s.difficulty = Difficulty::Impossible;
        s.first = FirstMove::SeatOne;
        s.board = BoardChoice::Ultimate;
        s.think = ThinkChoice::OneSecond;
    });
    // Small steps, so each frame thinks about 10 ms and no more.
    h.app.insert_resource(SearchBudget(800));
    h.key(KeyCode::Enter);
    h.key(numpad(5));
    h.key(numpad(5));
    assert_eq!(h.marks().len(), 1);
    // About 10 ms of thought a frame: a second takes about 100 frames,
    // where the quick setting answers after its beat (0.45 s, 9 frames).
    h.frames(20);
    assert_eq!(h.marks().len(), 1, "still thinking");
    h.wait(4.0);
    assert_eq!(h.marks().len(), 2, "answered after its second");
}

#[test]
fn a_hint_on_ultimate_is_the_engines_move_with_its_chance() {
    let mut h = ultimate(10, Mode::HumanVsHuman, Difficulty::Medium);
    h.key(numpad(7));
    h.key(numpad(5));
    h.key(KeyCode::KeyH);
    let mut frames = 0;
    while h.said_containing("Hint for O").is_empty() && frames < 400 {
        h.frame();
        frames += 1;
    }
    let said = h.said_containing("Hint for O");
    assert_eq!(said.len(), 1, "{said:?}");
    // Sent to board 5: the hint is a square there.
    assert!(
        said[0].starts_with("Hint for O: board 5, square"),
        "{said:?}"
    );
    assert!(said[0].contains("% chance"), "{said:?}");
    let board = *h.round().game().board();
    let hint = h.app.world().resource::<HintRequest>().clone();
    let squares = hint.squares_for(&board).to_vec();
    assert_eq!(squares.len(), 1);
    assert!(board.legal_moves().contains(&squares[0]));
    // The hint is the analysis's best move, with the analysis's chance:
    // the review and the overlay say the same.
    let chances = h
        .app
        .world()
        .resource::<Analyst>()
        .chances(&board)
        .cloned()
        .expect("the analysis of the hinted position");
    assert!(chances.complete);
    let (best, chance) = best_by_chance(&chances.by_square()).expect("a best move");
    assert_eq!(squares[0], best);
    assert!(
        said[0].contains(&format!("a {} % chance", percent(chance))),
        "{said:?} {chance}"
    );
}

/// Runs frames until `done`, at most `limit`.
fn frames_until(h: &mut Harness, limit: usize, done: impl Fn(&Harness) -> bool) {
    for _ in 0..limit {
        if done(h) {
            return;
        }
        h.frame();
    }
}

#[test]
fn the_analysis_fills_in_every_legal_squares_chance_as_the_engine_thinks() {
    let mut h = ultimate(11, Mode::HumanVsHuman, Difficulty::Medium);
    // Small slices, so the overlay can be seen filling in.
    h.app.insert_resource(SearchBudget(4_000));
    h.key(numpad(7));
    h.key(numpad(5));
    h.key(KeyCode::KeyA);
    assert_eq!(
        h.said_containing("its chance to win in the engine's search")
            .len(),
        1
    );
    let board = *h.round().game().board();
    let iterations = |h: &Harness| {
        h.app
            .world()
            .resource::<Analyst>()
            .chances(&board)
            .map(|c| (c.iterations, c.complete, c.squares.clone()))
    };
    h.frame();
    let (first, complete, squares) = iterations(&h).expect("thinking from the first frame");
    assert!(!complete && first > 0, "{first}");
    // Every legal move of the position is there.
    let mut legal = board.legal_moves();
    let mut listed: Vec<Pos> = squares.iter().map(|&(p, _)| p).collect();
    legal.sort_by_key(|p| (p.row, p.col));
    listed.sort_by_key(|p| (p.row, p.col));
    assert_eq!(listed, legal);
    frames_until(&mut h, 400, |h| {
        iterations(h).is_some_and(|(_, done, _)| done)
    });
    let (last, complete, squares) = iterations(&h).unwrap();
    assert!(complete, "finished within 400 frames");
    assert!(last > first, "{first} then {last}");
    for (pos, chance) in squares {
        assert!((0.0..=1.0).contains(&chance.win), "{pos:?} {chance:?}");
        assert!(
            chance.visits > 100,
            "every move measured: {pos:?} {chance:?}"
        );
    }
    // Off again.
    h.key(KeyCode::KeyA);
    assert!(!h.said_containing("Analysis off").is_empty());
}

#[test]
fn the_review_marks_moves_by_the_engines_chances() {
    let mut h = ultimate(12, Mode::HumanVsHuman, Difficulty::Medium);
    h.app.insert_resource(SearchBudget(40_000));
    // X takes board 5's centre, O answers in its bottom left corner; then
    // each player takes the first legal square to the end of the round.
    h.key(numpad(5));
    h.key(numpad(5));
    h.key(numpad(1));
    while h.round().game().outcome() == tictactoe::core::Outcome::InProgress {
        let first = h.round().game().board().legal_moves()[0];
        h.click_square(first);
    }
    h.frames(2);
    assert_eq!(h.state(), GameState::GameOver);
    h.key(KeyCode::KeyV);
    frames_until(&mut h, 600, |h| {
        h.app.world().resource::<Review>().mark.is_some()
    });
    let review = h.app.world().resource::<Review>().clone();
    let mark = review.mark.expect("move 1 marked");
    assert_eq!(mark.number, 1);
    assert!(matches!(mark.judged, Judged::Chance { .. }), "{mark:?}");
    let said = h.said_containing("Move 1: X 5-5");
    assert_eq!(said.len(), 1, "{said:?}");
    // Each step on is marked too, and a mistake names what it lost.
    let mut marks = vec![mark];
    for _ in 0..8 {
        h.key(KeyCode::ArrowRight);
        frames_until(&mut h, 600, |h| {
            h.app.world().resource::<Review>().mark.is_some()
        });
        marks.push(
            h.app
                .world()
                .resource::<Review>()
                .mark
                .clone()
                .expect("marked"),
        );
    }
    let english = Words::new(Language::English);
    for (i, mark) in marks.iter().enumerate() {
        assert_eq!(mark.number, i + 1);
        let Judged::Chance { best, played } = mark.judged else {
            panic!("{mark:?}");
        };
        assert!(best + 1e-6 >= played, "{mark:?}");
        let expected = match best - played {
            lost if lost > MISTAKE_POINTS => Verdict::Mistake,
            lost if lost >= 0.02 => Verdict::Kept,
            _ => Verdict::Best,
        };
        assert_eq!(mark.verdict, expected, "{mark:?}");
        let text = mark_text(mark, Rules::ULTIMATE, &english);
        if mark.verdict == Verdict::Mistake {
            assert!(text.contains("points of"), "{text}");
        }
    }
}
