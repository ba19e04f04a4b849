//! Ten thousand random inputs through the headless game (with its egui
//! interface and platform layer), checking after every frame that the
//! board, the turn, the result, the score and the screen never disagree.

use crate::common;

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use bevy::prelude::*;
use bevy::state::state::NextState;
use common::Harness;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use tictactoe::core::matchup::FirstMove;
use tictactoe::core::offered::BoardChoice;
use tictactoe::core::ultimate::SmallBoard;
use tictactoe::core::{Difficulty, Player, Pos};
use tictactoe::game::flow::RoundCommand;
use tictactoe::game::round::Round;
use tictactoe::game::round::board::Shown;
use tictactoe::game::round::history::HistoryChanged;
use tictactoe::game::round::outcome::RoundResult;
use tictactoe::game::round::placement::{MovePlaced, Requester};
use tictactoe::game::round::score::MatchScore;
use tictactoe::game::round::turn::Turn;
use tictactoe::game::setup::seat::{Controller, Mode};
use tictactoe::game::setup::settings::MatchSettings;
use tictactoe::game::{Cell, GameState, Mark};
use tictactoe::ui::board::view::{Dimmed, MarkPiece, WinLine};

/// Ten thousand inputs in all, in four walks of their own (each from a
/// fresh game, with its own seed) so that they run side by side.
const EVENTS: usize = 2_500;

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
    // The coach: undo, hint, analysis, the timeline, play from here, review.
    KeyCode::KeyU,
    KeyCode::KeyU,
    KeyCode::KeyH,
    KeyCode::KeyA,
    KeyCode::KeyP,
    KeyCode::KeyV,
    KeyCode::PageUp,
    KeyCode::PageDown,
    KeyCode::Home,
    KeyCode::End,
    KeyCode::Tab,
];

/// What the checks have seen so far.
#[derive(Default)]
struct Watch {
    frames: usize,
    /// The round and its marks at the end of the previous frame.
    round: u64,
    marks: HashMap<Pos, Player>,
    decided: bool,
    /// Rounds seen decided since the score's matchup began.
    finished: u32,
    matchup: Option<String>,
    states: HashMap<GameState, usize>,
    rounds_finished: usize,
    /// The board showed an earlier move at the end of the previous frame.
    looking: bool,
    reopened: usize,
    undos: usize,
}

fn marks_on_board(world: &mut World) -> HashMap<Pos, Player> {
    let mut query = world.query::<(&Cell, &Mark)>();
    query.iter(world).map(|(c, m)| (c.0, m.0)).collect()
}

/// Every invariant, after one frame.
fn check(world: &mut World, watch: &mut Watch) {
    watch.frames += 1;
    let frame = watch.frames;
    let state = *world.resource::<State<GameState>>().get();
    *watch.states.entry(state).or_default() += 1;
    let marks = marks_on_board(world);
    let cells = world.query::<&Cell>().iter(world).count();
    let round = world.resource::<Round>().clone();
    let shown = *world.resource::<Shown>();
    let game = round.game();
    let board = *game.board();
    // What the board's entities show: the game now, or an earlier move.
    let on_screen = shown.board(&round);
    let undone = world
        .resource::<Messages<HistoryChanged>>()
        .iter_current_update_messages()
        .count();
    let outcome = game.outcome();
    let result = world.resource::<RoundResult>().clone();
    let turn = *world.resource::<Turn>();
    let score = world.resource::<MatchScore>().clone();
    let leaving = matches!(
        world.resource::<NextState<GameState>>(),
        NextState::Pending(_)
    );

    if state == GameState::Menu {
        assert!(marks.is_empty(), "frame {frame}: marks left on the menu");
        assert_eq!(cells, 0, "frame {frame}: squares left on the menu");
    } else {
        // The entities show exactly the game, as of the moment shown.
        let expected: HashMap<Pos, Player> = on_screen
            .rules()
            .positions()
            .filter_map(|p| on_screen.get(p).map(|m| (p, m)))
            .collect();
        assert_eq!(marks, expected, "frame {frame}: marks differ from the game");
        assert_eq!(cells, board.rules().cell_count(), "frame {frame}: squares");
        let (x, o) = (board.count(Player::X), board.count(Player::O));
        assert!(x == o || x == o + 1, "frame {frame}: {x} X and {o} O");
        let shown_moves = shown.0.unwrap_or(game.moves().len());
        assert!(
            shown_moves <= game.moves().len(),
            "frame {frame}: shown past the end"
        );
        assert_eq!(shown_moves, marks.len(), "frame {frame}: move list");
    }
    // A screen and its round agree, but for the frame in which a command
    // has already started the next round or left it (the screen follows at
    // the start of the next frame).
    match state {
        GameState::GameOver => assert!(
            outcome.is_over() || leaving,
            "frame {frame}: game over but {outcome:?}"
        ),
        GameState::Playing => assert!(
            !outcome.is_over() || leaving,
            "frame {frame}: still playing after {outcome:?}"
        ),
        GameState::Menu => {}
    }

    // The turn is the board's side to move, played by that side's seat.
    match turn.mover() {
        Some(mover) => {
            assert!(!outcome.is_over(), "frame {frame}: a turn after the end");
            assert_eq!(mover.round, round.id());
            assert_eq!(mover.ply, game.moves().len());
            assert_eq!(mover.player, board.to_move(), "frame {frame}: turn");
            assert_eq!(mover.seat, round.seat_of(mover.player));
            assert_eq!(mover.controller, round.controller(mover.seat));
        }
        None => assert!(
            outcome.is_over() || round.id() == 0,
            "frame {frame}: no turn in a live round"
        ),
    }

    // The result is the game's, and every highlighted line lies on the
    // winner's marks; nothing of a winning line is dimmed.
    assert_eq!(
        result,
        RoundResult::of(&round),
        "frame {frame}: stale result"
    );
    // Ultimate's line is of small boards, each named by its centre square:
    // the owner of a square there is the winner of its small board.
    let owner = |pos: Pos| match board.ultimate() {
        Some(position) => match position.small_board((pos.row / 3) * 3 + pos.col / 3) {
            SmallBoard::Won(player) => Some(player),
            _ => None,
        },
        None => board.get(pos),
    };
    if let RoundResult::Win { player, lines, .. } = &result {
        // In misère the line is the loser's; in Notakto anyone's marks.
        let maker = if board.rules().line_loses() {
            player.opponent()
        } else {
            *player
        };
        let made = |pos: Pos| match owner(pos) {
            Some(_) if board.rules().marks_shared() => true,
            owned => owned == Some(maker),
        };
        for line in lines {
            for pos in line.cells() {
                assert!(made(*pos), "frame {frame}: {line:?}");
            }
        }
        if state == GameState::GameOver {
            let mut drawn = world.query::<&WinLine>();
            for stroke in drawn.iter(world) {
                for end in [stroke.from, stroke.to] {
                    assert!(made(end), "frame {frame}: stroke");
                }
            }
            // Ultimate fades every small mark under the large ones.
            let mut dimmed = world.query_filtered::<&MarkPiece, With<Dimmed>>();
            for piece in dimmed.iter(world).filter(|_| board.ultimate().is_none()) {
                assert!(
                    !outcome.is_winning_square(piece.pos),
                    "frame {frame}: a winning mark is dimmed"
                );
            }
        }
    }

    // A computer moves only for its own seat, a person only for a human one.
    let placed: Vec<MovePlaced> = world
        .resource::<Messages<MovePlaced>>()
        .iter_current_update_messages()
        .copied()
        .collect();
    // The board is read-only while it shows the past (it may be left for a
    // past move later in the same frame, or the past left by an undo).
    if !placed.is_empty() && undone == 0 {
        assert!(!watch.looking, "frame {frame}: a move while looking back");
    }
    for event in placed {
        match event.by {
            Requester::Computer(seat) => {
                assert_eq!(seat, event.seat, "frame {frame}: moved for the other seat");
                assert_eq!(round.controller(seat), Controller::Computer);
            }
            Requester::Local => {
                assert_eq!(
                    round.controller(event.seat),
                    Controller::Human,
                    "frame {frame}"
                );
            }
            Requester::Server => panic!("frame {frame}: a server move with no server"),
        }
    }

    // Within one round, placed marks never change and nothing is placed
    // once the round is decided: unless an undo took moves back, or the
    // board shows an earlier move.
    let looking = shown.is_past() || watch.looking;
    if state != GameState::Menu && round.id() == watch.round && undone == 0 && !looking {
        for (pos, mark) in &watch.marks {
            assert_eq!(marks.get(pos), Some(mark), "frame {frame}: mark at {pos:?}");
        }
        if watch.decided {
            assert_eq!(
                marks.len(),
                watch.marks.len(),
                "frame {frame}: a move after the end"
            );
        }
    }

    // The score counts exactly the rounds finished in its matchup.
    let matchup = format!("{:?}", score.matchup);
    if watch.matchup.as_ref() != Some(&matchup) {
        watch.matchup = Some(matchup);
        watch.finished = score.rounds();
    }
    let decided = result.is_decided();
    if decided && !(watch.decided && round.id() == watch.round) {
        watch.finished += 1;
        watch.rounds_finished += 1;
    }
    // An undo on the end screen reopens the round: its result stops counting.
    if !decided && watch.decided && round.id() == watch.round {
        watch.finished -= 1;
        watch.reopened += 1;
    }
    assert_eq!(score.rounds(), watch.finished, "frame {frame}: score");

    watch.round = round.id();
    watch.decided = decided;
    watch.marks = marks;
    watch.looking = shown.is_past();
    watch.undos += undone;
}

#[test]
fn random_inputs_never_break_the_game_walk_1() {
    walk(0x7ac7);
}

#[test]
fn random_inputs_never_break_the_game_walk_2() {
    walk(0x5eed_0002);
}

#[test]
fn random_inputs_never_break_the_game_walk_3() {
    walk(0x5eed_0003);
}

#[test]
fn random_inputs_never_break_the_game_walk_4() {
    walk(0x5eed_0004);
}

/// `EVENTS` random inputs from a fresh game, the game checked after
/// every frame.
fn walk(seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut h = Harness::new(99);
    let watch = Rc::new(RefCell::new(Watch::default()));
    let checks = Rc::clone(&watch);
    h.after_frame = Some(Box::new(move |world| {
        check(world, &mut checks.borrow_mut())
    }));

    for _ in 0..EVENTS {
        let before = h.state();
        match rng.random_range(0..100) {
            // A click anywhere, on or off the board, the panels' buttons included.
            0..=19 => {
                let size = h.layout().window;
                let p = Vec2::new(
                    rng.random_range(-20.0..size.x + 20.0),
                    rng.random_range(-20.0..size.y + 20.0),
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
                // Online needs a server: tests/game/online/ plays it.
                s.mode = *Mode::ALL[..3].choose(&mut rng).unwrap();
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
    }
    let watch = watch.borrow();
    eprintln!(
        "{} frames checked; frames per screen: {:?}; rounds finished: {}, reopened by undo: {}; \
         undo, redo and play-from changes: {}",
        watch.frames, watch.states, watch.rounds_finished, watch.reopened, watch.undos
    );
    assert!(
        watch.undos > 0 && watch.reopened > 0,
        "the history was exercised"
    );
    // The walk covered the whole game, not just the menu.
    assert_eq!(watch.states.len(), 3, "screens seen: {:?}", watch.states);
    assert!(
        watch.rounds_finished >= 5,
        "only {} rounds finished",
        watch.rounds_finished
    );
    assert!(watch.frames > EVENTS, "checked after every frame");
}
