//! Ten thousand random inputs through the headless game, checking after
//! every frame that the board and the screen never disagree.

mod common;

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::state::state::NextState;
use common::Harness;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use tictactoe::core::{Difficulty, Player, Pos};
use tictactoe::game::GameState;
use tictactoe::game::flow::RoundCommand;
use tictactoe::game::settings::{BoardChoice, FirstMove, MatchSettings, Mode};

const EVENTS: usize = 10_000;

const KEYS: &[KeyCode] = &[
    KeyCode::Digit0,
    KeyCode::Digit1,
    KeyCode::Digit5,
    KeyCode::Digit9,
    KeyCode::Numpad1,
    KeyCode::Numpad2,
    KeyCode::Numpad3,
    KeyCode::Numpad4,
    KeyCode::Numpad5,
    KeyCode::Numpad6,
    KeyCode::Numpad7,
    KeyCode::Numpad8,
    KeyCode::Numpad9,
    KeyCode::Numpad0,
    KeyCode::Enter,
    KeyCode::NumpadEnter,
    KeyCode::Space,
    KeyCode::Escape,
    KeyCode::KeyR,
    KeyCode::KeyN,
    KeyCode::KeyQ,
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::ShiftLeft,
    KeyCode::F5,
    KeyCode::Tab,
];

/// What was on the board at the end of the previous frame.
struct Watch {
    marks: HashMap<Pos, Player>,
    moves: usize,
    state: GameState,
}

fn check(h: &mut Harness, watch: &mut Watch, step: usize) {
    let state = h.state();
    let marks: HashMap<Pos, Player> = h.marks().into_iter().collect();
    let round = h.round();
    let board = *round.game.board();
    let moves = round.game.moves().len();
    let outcome = round.game.outcome();
    let pending = matches!(
        h.app.world().resource::<NextState<GameState>>(),
        NextState::Pending(GameState::GameOver)
    );

    if state == GameState::Menu {
        assert!(marks.is_empty(), "step {step}: marks left on the menu");
        assert_eq!(h.cell_count(), 0, "step {step}: squares left on the menu");
    } else {
        // The entities show exactly the board.
        let expected: HashMap<Pos, Player> = board
            .rules()
            .positions()
            .filter_map(|p| board.get(p).map(|m| (p, m)))
            .collect();
        assert_eq!(
            marks, expected,
            "step {step}: Mark components differ from the board"
        );
        let (x, o) = (board.count(Player::X), board.count(Player::O));
        assert!(x == o || x == o + 1, "step {step}: {x} X and {o} O");
        assert_eq!(moves, marks.len(), "step {step}: move list length");
    }
    match state {
        GameState::GameOver => assert!(outcome.is_over(), "step {step}: game over but {outcome:?}"),
        GameState::Playing => assert!(
            !outcome.is_over() || pending,
            "step {step}: still playing after {outcome:?}"
        ),
        GameState::Menu => {}
    }

    // Within one round, placed marks never change and nothing is placed
    // once the round is over.
    let same_round =
        state != GameState::Menu && moves >= watch.moves && watch.state != GameState::Menu;
    if same_round {
        for (pos, mark) in &watch.marks {
            assert_eq!(
                marks.get(pos),
                Some(mark),
                "step {step}: mark at {pos:?} changed"
            );
        }
        if watch.state == GameState::GameOver && state == GameState::GameOver {
            assert_eq!(
                moves, watch.moves,
                "step {step}: a move after the round ended"
            );
        }
    }
    *watch = Watch {
        marks,
        moves,
        state,
    };
}

#[test]
fn ten_thousand_random_inputs_never_break_the_game() {
    let mut rng = StdRng::seed_from_u64(0x7ac7);
    let mut h = Harness::new(99);
    let mut watch = Watch {
        marks: HashMap::new(),
        moves: 0,
        state: GameState::Menu,
    };
    let mut seen_states = HashMap::new();
    let mut rounds_finished = 0;

    for step in 0..EVENTS {
        let before = h.state();
        match rng.random_range(0..100) {
            // A click anywhere, on or off the board.
            0..=19 => {
                let p = Vec2::new(
                    rng.random_range(-20.0..1000.0),
                    rng.random_range(-20.0..760.0),
                );
                h.click(p);
            }
            // A click or tap on a square.
            20..=44 => {
                let n = h.layout().n;
                let pos = Pos::new(rng.random_range(0..n), rng.random_range(0..n));
                let at = h.layout().cell_center(pos);
                if rng.random_bool(0.5) {
                    h.click(at)
                } else {
                    h.tap(at)
                }
            }
            45..=74 => h.key(*KEYS.choose(&mut rng).unwrap()),
            // Menu choices, as the menu's widgets make them.
            75..=82 if before == GameState::Menu => {
                let mut s = h.app.world_mut().resource_mut::<MatchSettings>();
                s.mode = *Mode::ALL.choose(&mut rng).unwrap();
                s.difficulty = *Difficulty::ALL.choose(&mut rng).unwrap();
                s.first = *FirstMove::ALL.choose(&mut rng).unwrap();
                // Mostly the classic board: its games are short.
                s.board = if rng.random_bool(0.8) {
                    BoardChoice::Classic
                } else {
                    *BoardChoice::ALL.choose(&mut rng).unwrap()
                };
                h.frame();
            }
            // Buttons.
            83..=88 => {
                let command = *[
                    RoundCommand::Start,
                    RoundCommand::PlayAgain,
                    RoundCommand::ToMenu,
                ]
                .choose(&mut rng)
                .unwrap();
                h.app.world_mut().write_message(command);
                h.frame();
            }
            89..=92 => h.resize(
                rng.random_range(200.0..1600.0),
                rng.random_range(200.0..1000.0),
            ),
            // Let time pass: the computer moves, notices fade.
            _ => h.wait(rng.random_range(0.05..0.8)),
        }
        check(&mut h, &mut watch, step);
        *seen_states.entry(h.state()).or_insert(0) += 1;
        if before == GameState::Playing && h.state() == GameState::GameOver {
            rounds_finished += 1;
        }
    }
    eprintln!("states seen: {seen_states:?}; rounds finished: {rounds_finished}");
    // The walk covered the whole game, not just the menu.
    assert!(seen_states.len() == 3, "states seen: {seen_states:?}");
    assert!(
        rounds_finished >= 20,
        "only {rounds_finished} rounds finished"
    );
}
