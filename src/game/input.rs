//! Player input: keys, mouse and touch, turned into move requests and screen
//! commands. Anything that maps to nothing gets a short notice and changes
//! nothing else.

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::PlayingSystems;
use super::announce::Announce;
use super::flow::RoundCommand;
use super::layout::BoardLayout;
use super::placement::MoveRequest;
use super::round::Round;
use super::settings::{Controller, MatchSettings};
use super::state::GameState;
use super::turn::Turn;
use crate::core::Pos;
use crate::core::notation::numpad_pos;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiFocus>();
    app.init_resource::<Hover>();
    app.init_resource::<KeyboardCursor>();
    app.add_systems(
        Update,
        (
            menu_keys.run_if(in_state(GameState::Menu)),
            (playing_keys, pointer_input)
                .in_set(PlayingSystems::Input)
                .run_if(in_state(GameState::Playing)),
            (game_over_keys, pointer_input).run_if(in_state(GameState::GameOver)),
        ),
    );
    app.add_systems(PreUpdate, track_hover.after(bevy::input::InputSystems));
    app.add_systems(OnEnter(GameState::Playing), reset_cursor);
}

/// Set by the interface layer: whether its widgets are using the pointer (a
/// drag) or the keyboard (a text field), so the board ignores that input.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct UiFocus {
    pub pointer: bool,
    pub keyboard: bool,
}

/// The square under the mouse, if any.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hover(pub Option<Pos>);

/// The square picked with the arrow keys, if the keyboard has been used.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyboardCursor(pub Option<Pos>);

/// Keys with no meaning of their own that are pressed alongside others.
fn is_modifier(key: KeyCode) -> bool {
    matches!(
        key,
        KeyCode::ShiftLeft
            | KeyCode::ShiftRight
            | KeyCode::ControlLeft
            | KeyCode::ControlRight
            | KeyCode::AltLeft
            | KeyCode::AltRight
            | KeyCode::SuperLeft
            | KeyCode::SuperRight
            | KeyCode::Meta
            | KeyCode::Hyper
            | KeyCode::Fn
            | KeyCode::FnLock
            | KeyCode::CapsLock
            | KeyCode::NumLock
            | KeyCode::ScrollLock
            | KeyCode::Tab
    )
}

fn digit(key: KeyCode) -> Option<u8> {
    Some(match key {
        KeyCode::Digit0 | KeyCode::Numpad0 => 0,
        KeyCode::Digit1 | KeyCode::Numpad1 => 1,
        KeyCode::Digit2 | KeyCode::Numpad2 => 2,
        KeyCode::Digit3 | KeyCode::Numpad3 => 3,
        KeyCode::Digit4 | KeyCode::Numpad4 => 4,
        KeyCode::Digit5 | KeyCode::Numpad5 => 5,
        KeyCode::Digit6 | KeyCode::Numpad6 => 6,
        KeyCode::Digit7 | KeyCode::Numpad7 => 7,
        KeyCode::Digit8 | KeyCode::Numpad8 => 8,
        KeyCode::Digit9 | KeyCode::Numpad9 => 9,
        _ => return None,
    })
}

fn is_confirm(key: KeyCode) -> bool {
    matches!(key, KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Space)
}

/// A key's name as printed on it: "Q" rather than "KeyQ".
fn key_name(key: KeyCode) -> String {
    let name = format!("{key:?}");
    name.strip_prefix("Key")
        .or_else(|| name.strip_prefix("Digit"))
        .unwrap_or(&name)
        .to_string()
}

fn menu_keys(
    keys: Res<ButtonInput<KeyCode>>,
    focus: Res<UiFocus>,
    mut commands: MessageWriter<RoundCommand>,
) {
    if focus.keyboard {
        return;
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        commands.write(RoundCommand::Start);
    } else if keys.just_pressed(KeyCode::Escape) {
        commands.write(RoundCommand::Quit);
    }
}

fn playing_keys(
    keys: Res<ButtonInput<KeyCode>>,
    focus: Res<UiFocus>,
    round: Res<Round>,
    turn: Res<Turn>,
    mut settings: ResMut<MatchSettings>,
    mut cursor: ResMut<KeyboardCursor>,
    mut requests: MessageWriter<MoveRequest>,
    mut commands: MessageWriter<RoundCommand>,
    mut announce: MessageWriter<Announce>,
) {
    if focus.keyboard {
        return;
    }
    let rules = round.game.rules();
    for &key in keys.get_just_pressed() {
        if key == KeyCode::Escape {
            commands.write(RoundCommand::ToMenu);
            return;
        }
        if key == KeyCode::KeyN {
            settings.show_numbers = !settings.show_numbers;
            continue;
        }
        if let Some(step) = arrow_step(key) {
            cursor.0 = Some(step_cursor(cursor.0, step, rules.size()));
            continue;
        }
        let target = if let Some(n) = digit(key) {
            match numpad_pos(rules, n) {
                Some(pos) => pos,
                None if rules.size() != 3 => {
                    announce.write(Announce::problem(
                        "Number keys pick squares on the 3 x 3 board only: click a square, or use the arrow keys and Enter",
                    ));
                    continue;
                }
                None => {
                    announce.write(Announce::problem(format!(
                        "There is no square {n}: squares are 1-9, laid out like the numpad"
                    )));
                    continue;
                }
            }
        } else if is_confirm(key) {
            match cursor.0 {
                Some(pos) => pos,
                None => {
                    announce.write(Announce::problem(
                        "Pick a square first: arrow keys move, Enter places",
                    ));
                    continue;
                }
            }
        } else if is_modifier(key) {
            continue;
        } else {
            let hint = if rules.size() == 3 {
                "press 1-9 (numpad layout) or click a square; Esc opens the menu"
            } else {
                "click a square, or use the arrow keys and Enter; Esc opens the menu"
            };
            announce.write(Announce::problem(format!(
                "{} does nothing here: {hint}",
                key_name(key)
            )));
            continue;
        };
        if turn.controller != Controller::Human {
            announce.write(Announce::problem("Wait: it is the computer's move"));
            continue;
        }
        requests.write(MoveRequest {
            pos: target,
            by: Controller::Human,
        });
    }
}

fn arrow_step(key: KeyCode) -> Option<(i8, i8)> {
    Some(match key {
        KeyCode::ArrowUp => (-1, 0),
        KeyCode::ArrowDown => (1, 0),
        KeyCode::ArrowLeft => (0, -1),
        KeyCode::ArrowRight => (0, 1),
        _ => return None,
    })
}

/// Moves the keyboard cursor, starting from the centre and stopping at edges.
fn step_cursor(from: Option<Pos>, (dr, dc): (i8, i8), size: u8) -> Pos {
    let Some(pos) = from else {
        return Pos::new(size / 2, size / 2);
    };
    let clamp = |v: u8, d: i8| (v as i8 + d).clamp(0, size as i8 - 1) as u8;
    Pos::new(clamp(pos.row, dr), clamp(pos.col, dc))
}

fn game_over_keys(
    keys: Res<ButtonInput<KeyCode>>,
    focus: Res<UiFocus>,
    mut commands: MessageWriter<RoundCommand>,
    mut announce: MessageWriter<Announce>,
) {
    if focus.keyboard {
        return;
    }
    for &key in keys.get_just_pressed() {
        if key == KeyCode::Escape {
            commands.write(RoundCommand::ToMenu);
            return;
        }
        if is_confirm(key) || key == KeyCode::KeyR {
            commands.write(RoundCommand::PlayAgain);
            return;
        }
        if !is_modifier(key) {
            announce.write(Announce::problem(
                "The round is over: press Enter or R to play again, Esc for the menu",
            ));
        }
    }
}

/// A press of the mouse or a tap: where on the window it landed.
fn pointer_presses(
    mouse: &ButtonInput<MouseButton>,
    touches: &Touches,
    window: Option<&Window>,
) -> Vec<Vec2> {
    let mut out: Vec<Vec2> = touches.iter_just_pressed().map(|t| t.position()).collect();
    if mouse.just_pressed(MouseButton::Left)
        && let Some(position) = window.and_then(Window::cursor_position)
    {
        out.push(position);
    }
    out
}

fn pointer_input(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    window: Query<&Window, With<PrimaryWindow>>,
    focus: Res<UiFocus>,
    layout: Res<BoardLayout>,
    state: Res<State<GameState>>,
    turn: Res<Turn>,
    mut requests: MessageWriter<MoveRequest>,
    mut announce: MessageWriter<Announce>,
) {
    if focus.pointer {
        return;
    }
    for point in pointer_presses(&mouse, &touches, window.single().ok()) {
        let cell = layout.cell_at(point);
        if *state.get() == GameState::GameOver {
            if cell.is_some() {
                announce.write(Announce::problem(
                    "The round is over: press Play again or Enter for another round",
                ));
            }
            continue;
        }
        let Some(pos) = cell else {
            // Clicks on the panels are for their buttons, not misses.
            if !layout.in_panels(point) {
                announce.write(Announce::problem(
                    "That is outside the board: click a square",
                ));
            }
            continue;
        };
        if turn.controller != Controller::Human {
            announce.write(Announce::problem("Wait: it is the computer's move"));
            continue;
        }
        requests.write(MoveRequest {
            pos,
            by: Controller::Human,
        });
    }
}

fn track_hover(
    window: Query<&Window, With<PrimaryWindow>>,
    layout: Res<BoardLayout>,
    focus: Res<UiFocus>,
    mut hover: ResMut<Hover>,
) {
    let over = window
        .single()
        .ok()
        .and_then(Window::cursor_position)
        .filter(|_| !focus.pointer)
        .and_then(|p| layout.cell_at(p));
    hover.set_if_neq(Hover(over));
}

fn reset_cursor(mut cursor: ResMut<KeyboardCursor>) {
    cursor.0 = None;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cursor_starts_in_the_centre_and_stops_at_the_edges() {
        assert_eq!(step_cursor(None, (0, 1), 3), Pos::new(1, 1));
        assert_eq!(
            step_cursor(Some(Pos::new(0, 0)), (-1, -1), 3),
            Pos::new(0, 0)
        );
        assert_eq!(step_cursor(Some(Pos::new(4, 3)), (1, 1), 5), Pos::new(4, 4));
    }

    #[test]
    fn key_names_read_like_the_keycap() {
        assert_eq!(key_name(KeyCode::KeyQ), "Q");
        assert_eq!(key_name(KeyCode::Digit0), "0");
        assert_eq!(key_name(KeyCode::F5), "F5");
    }
}
