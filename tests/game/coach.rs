//! The coach in the headless game: undo and redo, the timeline, play from
//! here, hints, the analysis overlay, the review, the help a result
//! mentions, and the lifetime statistics on disk.

use crate::common;

use bevy::input::ButtonState;
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use common::{Harness, numpad, scratch_dir};
use tictactoe::core::ai::Value;
use tictactoe::core::matchup::FirstMove;
use tictactoe::core::offered::BoardChoice;
use tictactoe::core::{Difficulty, Player, Pos};
use tictactoe::game::GameState;
use tictactoe::game::coach::analyst::Analyst;
use tictactoe::game::coach::hint::{AnalysisOverlay, Hint, HintRequest};
use tictactoe::game::coach::review::Review;
use tictactoe::game::coach::{CoachCommand, ReviewStep, ViewStep};
use tictactoe::game::players::computer::ComputersPaused;
use tictactoe::game::replay::{ReplayCommand, ReplayTrouble, replay_error_text};
use tictactoe::game::round::board::Shown;
use tictactoe::game::setup::seat::{Authority, Mode};
use tictactoe::game::stats::{RecordKey, Statistics};

/// You (X, first) against Impossible on 3 x 3, started.
fn against_impossible(seed: u64) -> Harness {
    let mut h = Harness::with_settings(seed, |s| {
        s.mode = Mode::HumanVsComputer;
        s.difficulty = Difficulty::Impossible;
        s.first = FirstMove::SeatOne;
        s.board = BoardChoice::Classic;
    });
    h.key(KeyCode::Enter);
    assert_eq!(h.state(), GameState::Playing);
    h
}

fn two_players(seed: u64) -> Harness {
    let mut h = Harness::with_settings(seed, |s| {
        s.mode = Mode::HumanVsHuman;
        s.first = FirstMove::SeatOne;
        s.board = BoardChoice::Classic;
        s.names = ["Alice".into(), "Bob".into()];
    });
    h.key(KeyCode::Enter);
    h
}

/// Holds Ctrl (and Shift) while pressing `key`.
fn with_ctrl(h: &mut Harness, key: KeyCode, shift: bool) {
    h.key_event(KeyCode::ControlLeft, Key::Control, ButtonState::Pressed);
    if shift {
        h.key_event(KeyCode::ShiftLeft, Key::Shift, ButtonState::Pressed);
    }
    h.frame();
    h.key(key);
    h.key_event(KeyCode::ControlLeft, Key::Control, ButtonState::Released);
    h.key_event(KeyCode::ShiftLeft, Key::Shift, ButtonState::Released);
    h.frame();
}

fn moves(h: &Harness) -> usize {
    h.round().game().moves().len()
}

fn shown(h: &Harness) -> Shown {
    *h.app.world().resource::<Shown>()
}

fn coach(h: &mut Harness, command: CoachCommand) {
    h.app.world_mut().write_message(command);
    h.frame();
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_and_your_move() {
    let mut h = against_impossible(31);
    h.key(numpad(5));
    h.wait(1.0);
    assert_eq!(moves(&h), 2, "the computer replied");
    let reply = h.round().game().moves()[1];
    h.key(KeyCode::KeyU);
    assert_eq!(moves(&h), 0, "both moves undone");
    assert!(h.marks().is_empty());
    assert_eq!(h.feed().status, "Your turn (X)");
    assert!(!h.said_containing("Undid O").is_empty(), "{:?}", h.said);
    // Ctrl+Y plays both again; Ctrl+Z undoes both again.
    with_ctrl(&mut h, KeyCode::KeyY, false);
    assert_eq!(moves(&h), 2);
    assert_eq!(h.round().game().moves()[1], reply);
    with_ctrl(&mut h, KeyCode::KeyZ, false);
    assert_eq!(moves(&h), 0);
    with_ctrl(&mut h, KeyCode::KeyZ, true);
    assert_eq!(moves(&h), 2, "Ctrl+Shift+Z redoes");
    // Nothing to redo: said, and nothing changes.
    h.clear_notice();
    h.key_event(KeyCode::ControlLeft, Key::Control, ButtonState::Pressed);
    h.frame();
    h.key(KeyCode::KeyY);
    assert_eq!(h.notice().as_deref(), Some("There is no move to redo"));
    assert_eq!(moves(&h), 2);
    h.key_event(KeyCode::ControlLeft, Key::Control, ButtonState::Released);
    h.frame();
    // A new move after an undo drops the redo line.
    h.key(KeyCode::KeyU);
    h.key(numpad(1));
    assert_eq!(h.round().game().redo_line().count(), 0);
    assert_eq!(h.round().game().moves()[0].pos, Pos::new(2, 0));
}

#[test]
fn undo_on_the_end_screen_reopens_the_round_and_takes_its_result_off_the_score() {
    let mut h = two_players(32);
    for key in [7, 4, 8, 5, 9] {
        h.key(numpad(key));
    }
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(h.score().wins, [1, 0]);
    h.key(KeyCode::KeyU);
    assert_eq!(h.state(), GameState::Playing);
    assert_eq!(h.score().wins, [0, 0], "the result no longer counts");
    assert_eq!(moves(&h), 4);
    assert!(!h.said_containing("open again").is_empty());
    // Redo finishes it again, and it counts again.
    with_ctrl(&mut h, KeyCode::KeyY, false);
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(h.score().wins, [1, 0]);
}

#[test]
fn undo_pauses_two_computers_until_resumed() {
    let mut h = Harness::with_settings(33, |s| {
        s.mode = Mode::ComputerVsComputer;
        s.difficulty = Difficulty::Medium;
        s.board = BoardChoice::Classic;
    });
    h.key(KeyCode::Enter);
    h.wait(1.2);
    let before = moves(&h);
    assert!(before >= 2, "{before}");
    h.key(KeyCode::KeyU);
    assert_eq!(moves(&h), before - 1);
    assert!(h.app.world().resource::<ComputersPaused>().0);
    h.wait(2.0);
    assert_eq!(moves(&h), before - 1, "paused computers do not move");
    h.app.world_mut().resource_mut::<ComputersPaused>().0 = false;
    h.wait(1.0);
    assert!(moves(&h) >= before, "resumed");
}

#[test]
fn a_timeline_view_is_read_only_and_play_from_here_goes_on_from_it() {
    let mut h = two_players(34);
    for key in [5, 1, 9, 3] {
        h.key(numpad(key));
    }
    coach(&mut h, CoachCommand::View(ViewStep::Ply(2)));
    assert_eq!(shown(&h), Shown(Some(2)));
    assert_eq!(h.marks().len(), 2, "the board as it was after move 2");
    assert!(
        !h.said_containing("Viewing move 2 of 4: O 1").is_empty(),
        "{:?}",
        h.said
    );
    // Read-only: a key and a click change nothing but say why.
    h.clear_notice();
    h.key(numpad(7));
    assert_eq!(moves(&h), 4);
    assert!(
        h.notice().unwrap().contains("earlier move"),
        "{:?}",
        h.notice()
    );
    h.click_square(Pos::new(0, 0));
    assert_eq!(moves(&h), 4);
    // Page Up and Down step; End returns to the game.
    h.key(KeyCode::PageUp);
    assert_eq!(shown(&h), Shown(Some(1)));
    h.key(KeyCode::PageDown);
    h.key(KeyCode::PageDown);
    assert_eq!(shown(&h), Shown(Some(3)));
    h.key(KeyCode::End);
    assert_eq!(shown(&h), Shown(None));
    assert_eq!(h.marks().len(), 4);
    // Play from after move 2: moves 3 and 4 go, and can be redone.
    h.key(KeyCode::Home);
    h.key(KeyCode::PageDown);
    h.key(KeyCode::PageDown);
    assert_eq!(shown(&h), Shown(Some(2)));
    h.key(KeyCode::KeyP);
    h.frame();
    assert_eq!(shown(&h), Shown(None));
    assert_eq!(moves(&h), 2);
    assert_eq!(h.round().game().redo_line().count(), 2);
    h.key(numpad(7));
    assert_eq!(moves(&h), 3, "playing on from there");
}

#[test]
fn a_hint_names_the_best_square_and_counts_in_the_result() {
    let mut h = against_impossible(35);
    h.key(numpad(5));
    h.wait(1.0);
    // X centre, O replied in a corner; X to move: any square keeps the draw
    // that perfect play gives.
    h.key(KeyCode::KeyH);
    h.frames(3);
    let hint = h.app.world().resource::<HintRequest>().clone();
    let Some(Hint::Solved(best)) = hint.given else {
        panic!("a hint on 3 x 3 is immediate: {hint:?}");
    };
    assert_eq!(best.value, Value::Draw);
    assert!(!best.squares.is_empty());
    let said = h.said_containing("Hint for X");
    assert_eq!(said[0], "Hint for X: any square keeps the draw", "{said:?}");
    // The hint goes when the board changes.
    let square = best.squares[0];
    h.click_square(square);
    h.frame();
    assert!(h.app.world().resource::<HintRequest>().given.is_none());
    // Lose on purpose is hard against Impossible; finish the round and look
    // at the result's words.
    let mut guard = 0;
    while h.state() == GameState::Playing && guard < 20 {
        h.wait(1.0);
        let board = *h.round().game().board();
        if let Some(&p) = board.legal_moves().first()
            && board.to_move() == Player::X
        {
            h.click_square(p);
        }
        guard += 1;
    }
    assert_eq!(h.state(), GameState::GameOver);
    let status = h.feed().status.clone();
    assert!(status.contains("You used 1 hint"), "{status}");
}

/// On Qubic the hint is the computer's move, with why (its search's
/// choice at the start, the block of a line one short, the win), and the
/// analysis shows who wins where runs of threats prove it.
#[test]
fn on_qubic_the_hint_is_the_computers_move_and_the_analysis_what_threats_prove() {
    use tictactoe::core::qubic::Point;
    let mut h = Harness::with_settings(37, |s| {
        s.mode = Mode::HumanVsHuman;
        s.first = FirstMove::SeatOne;
        s.board = BoardChoice::Qubic;
    });
    h.key(KeyCode::Enter);
    let hint = |h: &mut Harness, mover: &str| -> (String, Pos) {
        let before = h.said_containing("Hint for").len();
        h.key(KeyCode::KeyH);
        // The computer thinks a slice a frame, as in a game.
        for _ in 0..600 {
            if h.said_containing("Hint for").len() > before {
                break;
            }
            h.frame();
        }
        let said = h.said_containing("Hint for");
        let text = said.last().cloned().expect("a hint");
        assert!(text.starts_with(&format!("Hint for {mover}: ")), "{text}");
        let Some(Hint::Computer(pos)) = h.app.world().resource::<HintRequest>().given else {
            panic!("its square");
        };
        assert_eq!(h.round().game().board().get(pos), None, "{text}");
        (text, pos)
    };
    let (first, _) = hint(&mut h, "X");
    assert!(
        first.ends_with("is the computer's choice (no forced win in sight)"),
        "{first}"
    );
    for (x, o) in [((0, 0, 0), (3, 3, 0)), ((0, 0, 1), (3, 3, 1))] {
        h.click_square(Point::new(x.0, x.1, x.2).pos());
        h.click_square(Point::new(o.0, o.1, o.2).pos());
    }
    h.click_square(Point::new(0, 0, 2).pos());
    // X's top row of layer 1 is one short: O's hint is the block.
    let corner = Point::new(0, 0, 3).pos();
    assert_eq!(
        hint(&mut h, "O"),
        (
            "Hint for O: 1d4 blocks a line one short of four".to_string(),
            corner
        )
    );
    // O looks elsewhere; X's hint is the win.
    h.click_square(Point::new(3, 3, 2).pos());
    assert_eq!(
        hint(&mut h, "X"),
        ("Hint for X: 1d4 wins by force".to_string(), corner)
    );
    // The analysis: where runs of threats decide, who wins. X wins at
    // once at 1d4; anywhere but there or O's block, O wins.
    h.key(KeyCode::KeyA);
    assert!(h.app.world().resource::<AnalysisOverlay>().0);
    let board = *h.round().game().board();
    for _ in 0..600 {
        let analyst = h.app.world().resource::<Analyst>();
        if analyst.chances(&board).is_some_and(|c| c.complete) {
            break;
        }
        h.frame();
    }
    let analyst = h.app.world().resource::<Analyst>();
    let chances = analyst.chances(&board).cloned().expect("judged");
    assert!(chances.complete);
    let of = |pos: Pos| {
        chances
            .squares
            .iter()
            .find(|(p, _)| *p == pos)
            .map(|(_, c)| (c.win, c.proven))
    };
    assert_eq!(of(corner), Some((1.0, true)));
    assert_eq!(of(Point::new(1, 1, 1).pos()), Some((0.0, true)));
    let lost = chances.squares.iter().filter(|(_, c)| c.win == 0.0).count();
    assert_eq!(lost, 64 - 6 - 2, "every point but the win and the block");
    // The review does not know Qubic yet, and says so.
    h.click_square(corner);
    assert_eq!(h.state(), GameState::GameOver);
    coach(&mut h, CoachCommand::Review(ReviewStep::Start));
    assert!(
        h.notice()
            .is_some_and(|n| n.starts_with("The coach's review does not know")),
        "{:?}",
        h.notice()
    );
}

#[test]
fn the_analysis_overlay_turns_on_and_off_and_values_every_empty_square() {
    let mut h = two_players(36);
    h.key(numpad(5));
    h.key(numpad(8)); // O on an edge: X can now force a win
    h.key(KeyCode::KeyA);
    assert!(h.app.world().resource::<AnalysisOverlay>().0);
    h.frames(3);
    let board = *h.round().game().board();
    let analysis = h
        .app
        .world()
        .resource::<Analyst>()
        .get(&board)
        .cloned()
        .expect("the overlay asked for it");
    assert!(analysis.complete);
    assert_eq!(analysis.squares.len(), 7);
    assert!(matches!(analysis.value(), Some(Value::Win { .. })));
    assert!(!h.said_containing("Analysis on").is_empty());
    h.key(KeyCode::KeyA);
    assert!(!h.app.world().resource::<AnalysisOverlay>().0);
    assert!(!h.said_containing("Analysis off").is_empty());
}

#[test]
fn a_review_steps_through_the_moves_and_marks_the_mistake() {
    let mut h = two_players(37);
    // X 5, O 8 (the edge: a mistake), X 7, O 3, X 1 (a fork), O 4, X 9 wins.
    for key in [5, 8, 7, 3, 1, 4, 9] {
        h.key(numpad(key));
    }
    assert_eq!(h.state(), GameState::GameOver);
    h.key(KeyCode::ArrowRight);
    h.frames(2);
    let review = h.app.world().resource::<Review>().clone();
    assert_eq!(review.step, Some(1));
    assert_eq!(
        shown(&h),
        Shown(Some(0)),
        "the position move 1 was played in"
    );
    let mark = review.mark.expect("3 x 3 is analysed at once");
    assert_eq!(mark.mv.pos, Pos::new(1, 1));
    h.key(KeyCode::ArrowRight);
    h.frames(2);
    let review = h.app.world().resource::<Review>().clone();
    assert_eq!(review.step, Some(2));
    let said = h.said_containing("Move 2: O 8 let X force a win");
    assert_eq!(said.len(), 1, "{:?}", h.said);
    assert!(said[0].contains("held the draw"), "{}", said[0]);
    // Left goes back; Escape closes the review and shows the end again.
    h.key(KeyCode::ArrowLeft);
    assert_eq!(h.app.world().resource::<Review>().step, Some(1));
    h.key(KeyCode::Escape);
    assert!(!h.app.world().resource::<Review>().is_active());
    assert_eq!(shown(&h), Shown(None));
    assert_eq!(
        h.state(),
        GameState::GameOver,
        "Escape closed only the review"
    );
    assert_eq!(h.marks().len(), 7);
    // The move list picks a move to review too.
    coach(&mut h, CoachCommand::Review(ReviewStep::At(5)));
    assert_eq!(h.app.world().resource::<Review>().step, Some(5));
}

/// Two people with their settings at `settings`: the first seat wins the
/// first round on the top row.
fn seat_one_wins_a_round(seed: u64, settings: std::path::PathBuf) -> Harness {
    let mut h = Harness::with_store(seed, settings, |_| {});
    {
        let mut s = h
            .app
            .world_mut()
            .resource_mut::<tictactoe::game::setup::settings::MatchSettings>();
        s.mode = Mode::HumanVsHuman;
        s.first = FirstMove::SeatOne;
    }
    h.frame();
    h.key(KeyCode::Enter);
    for key in [7, 4, 8, 5, 9] {
        h.key(numpad(key));
    }
    assert_eq!(h.state(), GameState::GameOver);
    h
}

#[test]
fn statistics_are_saved_and_read_back_across_runs() {
    let dir = scratch_dir("coach-stats");
    let settings = dir.join("settings.ron");
    {
        let mut h = seat_one_wins_a_round(38, settings.clone());
        h.key(KeyCode::KeyR);
        for key in [7, 4, 8, 5, 1, 6] {
            h.key(numpad(key));
        }
        assert_eq!(h.state(), GameState::GameOver);
    }
    let text = std::fs::read_to_string(dir.join("statistics.ron")).expect("statistics saved");
    assert!(text.contains("human_vs_human"), "{text}");
    let h = Harness::with_store(39, settings, |_| {});
    let stats = h.app.world().resource::<Statistics>().clone();
    let key = RecordKey {
        mode: Mode::HumanVsHuman,
        strength: None,
        board: BoardChoice::Classic,
    };
    let record = stats.record(&key).expect("read back");
    // Round 1 Alice (seat one) won; round 2 X was Bob's and Bob won.
    assert_eq!((record.won, record.lost, record.drawn), (1, 1, 0));
    assert_eq!(record.best_streak, 1);
}

#[test]
fn a_damaged_statistics_record_is_reported_and_started_afresh_without_touching_the_settings() {
    let dir = scratch_dir("coach-stats-damaged");
    let settings = dir.join("settings.ron");
    let mut saved = tictactoe::game::setup::saved::Saved::default();
    saved.setup.mode = Mode::HumanVsHuman;
    std::fs::write(&settings, saved.to_saved()).unwrap();
    std::fs::write(
        dir.join("statistics.ron"),
        "(version: 1, records: [(key: oops",
    )
    .unwrap();
    let h = Harness::with_store(40, settings.clone(), |_| {});
    let said = h.said_containing("Saved statistics were damaged");
    assert_eq!(said.len(), 1, "{:?}", h.said);
    assert!(h.app.world().resource::<Statistics>().records.is_empty());
    assert_eq!(h.settings().mode, Mode::HumanVsHuman, "settings kept");
    assert!(h.said_containing("Saved settings").is_empty());
}

#[test]
fn resetting_the_statistics_empties_them_on_disk_too() {
    let dir = scratch_dir("coach-stats-reset");
    let settings = dir.join("settings.ron");
    let mut h = seat_one_wins_a_round(41, settings);
    let file = dir.join("statistics.ron");
    assert!(std::fs::read_to_string(&file).unwrap().contains("won: 1"));
    h.app
        .world_mut()
        .write_message(tictactoe::game::stats::ResetStatistics);
    h.frame();
    assert!(h.app.world().resource::<Statistics>().records.is_empty());
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(!text.contains("won:"), "{text}");
}

/// The copies asked for since the last look.
fn copies(h: &mut Harness) -> Vec<String> {
    let mut copies = h
        .app
        .world_mut()
        .resource_mut::<Messages<tictactoe::game::online::CopyRequest>>();
    copies.drain().map(|c| c.0).collect()
}

#[test]
fn a_finished_round_becomes_a_link_that_opens_its_review_without_counting() {
    // Alice wins along the top row: 7, 8, 9 against 4, 5.
    let mut h = two_players(41);
    for key in [7, 4, 8, 5, 9] {
        h.key(numpad(key));
    }
    assert_eq!(h.state(), GameState::GameOver);
    let played = h.round().game().moves().to_vec();
    copies(&mut h);
    h.key(KeyCode::KeyL);
    let copied = copies(&mut h);
    assert_eq!(copied.len(), 1, "L copies the replay's link: {copied:?}");
    let link = copied[0].clone();
    assert!(link.len() <= 80, "{link}");
    let (_, text) = link.split_once("?replay=").expect("a replay link");
    assert_eq!(text, "3ADBEC");

    // Opened in a game whose statistics and score have the win already.
    let stats = h.app.world().resource::<Statistics>().clone();
    let score = h.score();
    h.key(KeyCode::Escape);
    assert_eq!(h.state(), GameState::Menu);
    h.app
        .world_mut()
        .write_message(ReplayCommand::Open(text.to_string()));
    h.frames(3);
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(h.round().authority(), Authority::Record);
    assert_eq!(h.round().game().moves(), &played[..]);
    assert_eq!(h.app.world().resource::<Review>().step, Some(1));
    assert_eq!(
        h.said_containing("A replay of 5 moves").len(),
        1,
        "{:?}",
        h.said
    );
    assert_eq!(
        *h.app.world().resource::<Statistics>(),
        stats,
        "not counted"
    );
    assert_eq!(h.score(), score, "not scored");
    // It is looked at, not played on: no take-back, no next round.
    h.key(KeyCode::ArrowRight);
    assert_eq!(h.app.world().resource::<Review>().step, Some(2));
    h.key(KeyCode::Escape);
    with_ctrl(&mut h, KeyCode::KeyZ, false);
    assert_eq!(h.round().game().moves(), &played[..]);
    assert_eq!(h.said_containing("A replay shows the game").len(), 1);
    h.key(KeyCode::KeyR);
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(h.round().game().moves(), &played[..]);
    // Its own link is the same link.
    h.key(KeyCode::KeyL);
    assert_eq!(copies(&mut h), vec![link]);
}

#[test]
fn a_damaged_replay_link_says_why_and_changes_nothing() {
    let mut h = Harness::new(42);
    let settings = h.settings().clone();
    for bad in ["", "3AA", "9ABC", "3E", "3ADBECF", "3A%21"] {
        h.app
            .world_mut()
            .write_message(ReplayCommand::Open(bad.to_string()));
        h.frames(2);
        assert_eq!(h.state(), GameState::Menu, "{bad}");
        assert_eq!(*h.settings(), settings, "{bad}");
    }
    assert_eq!(
        h.said_containing("This replay link cannot be opened").len(),
        6,
        "{:?}",
        h.said
    );
    // The title screen keeps the last reason in sight until it is left.
    // Kept as its cause, and worded when shown.
    let trouble = h.app.world().resource::<ReplayTrouble>().0.clone();
    let english = tictactoe::game::setup::language::Words::new(tictactoe::i18n::Language::English);
    assert!(
        trouble.is_some_and(|why| replay_error_text(&why, &english).contains("\"%\"")),
        "{:?}",
        h.said
    );
    h.app
        .world_mut()
        .write_message(ReplayCommand::Open("3ADBEC".to_string()));
    h.frames(2);
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(h.app.world().resource::<ReplayTrouble>().0, None);
}

#[test]
fn a_replay_link_changes_nothing_the_player_keeps_and_says_only_the_replay() {
    let mut h = Harness::with_settings(43, |s| {
        s.mode = Mode::HumanVsComputer;
        s.difficulty = Difficulty::Impossible;
        s.first = FirstMove::SeatTwo;
        s.board = BoardChoice::Four;
    });
    let own = h.settings().clone();
    let kept = std::fs::read_to_string(&h.settings_file).expect("saved");
    assert!(kept.contains("human_vs_computer"), "{kept}");
    h.said.clear();
    h.app
        .world_mut()
        .write_message(ReplayCommand::Open("3ADBEC".to_string()));
    h.frames(3);
    assert_eq!(h.state(), GameState::GameOver);
    assert_eq!(
        std::fs::read_to_string(&h.settings_file).unwrap(),
        kept,
        "the saved set-up is the player's own during a replay"
    );
    let said: Vec<&str> = h.said.iter().map(|a| a.text.as_str()).collect();
    assert_eq!(
        h.said_containing("A replay of 5 moves, X won").len(),
        1,
        "{said:?}"
    );
    for wrong in ["Menu:", "wins", "Score"] {
        assert!(h.said_containing(wrong).is_empty(), "{wrong}: {said:?}");
    }
    // Back on the title screen, the menu is the player's again.
    h.key(KeyCode::Escape);
    h.key(KeyCode::Escape);
    assert_eq!(h.state(), GameState::Menu);
    assert_eq!(*h.settings(), own);
    assert_eq!(std::fs::read_to_string(&h.settings_file).unwrap(), kept);
    let menu = h.said_containing("Menu:");
    assert!(
        menu.last()
            .is_some_and(|m| m.contains("Human vs Computer") && m.contains("4 x 4")),
        "{menu:?}"
    );
}

#[test]
fn the_review_says_each_move_at_once_and_its_verdict_when_known() {
    // A whole Ultimate game, each move the first legal one: the engine's
    // verdicts take a while, the move itself must not.
    let mut game = tictactoe::core::Game::new(tictactoe::core::Rules::ULTIMATE);
    while !game.outcome().is_over() {
        let first = game.board().legal_moves()[0];
        game.play(first).unwrap();
    }
    let total = game.moves().len();
    let first = game.moves()[0];
    let text = tictactoe::core::replay::encode(&game).expect("a link");
    let mut h = Harness::new(44);
    h.said.clear();
    h.app.world_mut().write_message(ReplayCommand::Open(text));
    h.frames(3);
    assert_eq!(h.state(), GameState::GameOver);
    let opening = format!(
        "Move 1 of {total}: X {}, judging",
        tictactoe::core::notation::square_name(game.rules(), first.pos)
    );
    assert_eq!(h.said_containing(&opening).len(), 1, "{:?}", h.said);
    // The verdict follows once the engine has looked, said once.
    let verdict = format!("(1 of {total})");
    for _ in 0..3000 {
        if !h.said_containing(&verdict).is_empty() {
            break;
        }
        h.frame();
    }
    assert_eq!(h.said_containing(&verdict).len(), 1, "{:?}", h.said);
    assert_eq!(h.said_containing("judging").len(), 1);
}
