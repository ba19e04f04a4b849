//! The local player's input: keys, mouse and touch, turned into move
//! requests and screen commands. Placement judges the moves; anything else
//! that maps to nothing gets a short notice here and changes nothing.
//!
//! Squares are picked by where keys sit (the numpad is a map of the board,
//! arrows move a cursor), letters by what they say (N is N on any layout).

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::core::notation::numpad_pos;
use crate::core::{Pos, Rules};
use crate::game::announce::{Announce, Announcement};
use crate::game::coach::review::Review;
use crate::game::coach::{CoachCommand, ReviewStep, ViewStep};
use crate::game::flow::RoundCommand;
use crate::game::layout::BoardLayout;
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::history::HistoryRequest;
use crate::game::round::placement::{MoveRequest, Requester};
use crate::game::sets::GameSystems;
use crate::game::sets::ScreenSystems;
use crate::game::setup::settings::MatchSettings;
use crate::game::state::{GameState, InRound};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiFocus>();
    app.init_resource::<UiCover>();
    app.init_resource::<Hover>();
    app.init_resource::<KeyboardCursor>();
    app.register_type::<UiFocus>()
        .register_type::<Hover>()
        .register_type::<KeyboardCursor>();
    app.add_systems(
        Update,
        (
            // Every frame, whatever the screen: a key is read once, by the
            // screen it was pressed on.
            keyboard_input,
            pointer_input.run_if(in_state(InRound)),
        )
            .in_set(GameSystems::Input),
    );
    app.add_systems(PreUpdate, track_hover.in_set(ScreenSystems::Hover));
    app.add_systems(OnEnter(InRound), reset_cursor);
}

/// Set by the interface layer: what its widgets are doing with the input,
/// so the game leaves that input to them.
#[derive(Resource, Reflect, Default, Debug, Clone, Copy, PartialEq, Eq)]
#[reflect(Resource)]
pub struct UiFocus {
    /// A widget is using the pointer (a drag).
    pub pointer: bool,
    /// A text field has the keyboard: every key is typing.
    pub text_field: bool,
    /// Some widget has keyboard focus (Enter and Space press it).
    pub widget: bool,
}

/// Where the interface's floating cards lay over the window last frame
/// (the result card over the board): a press there is the card's.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct UiCover(pub Vec<Rect>);

impl UiCover {
    fn contains(&self, point: Vec2) -> bool {
        self.0.iter().any(|rect| rect.contains(point))
    }
}

/// The square under the mouse, if any.
#[derive(Resource, Reflect, Default, Debug, Clone, Copy, PartialEq, Eq)]
#[reflect(Resource)]
pub struct Hover(pub Option<Pos>);

/// The square picked with the arrow keys, if the keyboard has been used.
#[derive(Resource, Reflect, Default, Debug, Clone, Copy, PartialEq, Eq)]
#[reflect(Resource)]
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

/// Keys a focused egui control uses: Tab and the arrows move the focus,
/// Enter and Space press, Escape lets go.
fn moves_ui_focus(key: KeyCode) -> bool {
    is_confirm(key) || arrow_step(key).is_some() || matches!(key, KeyCode::Tab | KeyCode::Escape)
}

fn is_confirm(key: KeyCode) -> bool {
    matches!(key, KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Space)
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

/// Whether the key means the letter `letter` on the player's layout.
fn is_letter(key: &Key, letter: char) -> bool {
    match key {
        Key::Character(text) => {
            let mut chars = text.chars();
            chars
                .next()
                .is_some_and(|c| c.eq_ignore_ascii_case(&letter))
                && chars.next().is_none()
        }
        _ => false,
    }
}

/// A key's name as the player sees it: what it types on their layout ("Q"
/// on QWERTY is "A" on AZERTY), else its name ("F5").
pub fn key_name(event: &KeyboardInput) -> String {
    match &event.logical_key {
        Key::Character(text) => text.to_uppercase(),
        Key::Unidentified(_) | Key::Dead(_) => {
            let name = format!("{:?}", event.key_code);
            name.strip_prefix("Key")
                .or_else(|| name.strip_prefix("Digit"))
                .unwrap_or(&name)
                .to_string()
        }
        named => format!("{named:?}"),
    }
}

/// What one key press does on the current screen.
enum KeyAction {
    Command(RoundCommand),
    Request(Pos),
    History(HistoryRequest),
    Coach(CoachCommand),
    Cursor((i8, i8)),
    ToggleNumbers,
    Problem(String),
    Nothing,
}

fn menu_key(event: &KeyboardInput, focus: &UiFocus) -> KeyAction {
    // A focused widget owns Enter, Space and Escape.
    if focus.widget {
        return KeyAction::Nothing;
    }
    match event.key_code {
        KeyCode::Enter | KeyCode::NumpadEnter => KeyAction::Command(RoundCommand::Start),
        KeyCode::Escape => KeyAction::Command(RoundCommand::Quit),
        _ => KeyAction::Nothing,
    }
}

fn playing_key(event: &KeyboardInput, rules: Rules, cursor: Option<Pos>) -> KeyAction {
    let key = event.key_code;
    if key == KeyCode::Escape {
        return KeyAction::Command(RoundCommand::ToMenu);
    }
    if is_letter(&event.logical_key, 'n') {
        return KeyAction::ToggleNumbers;
    }
    if let Some(step) = arrow_step(key) {
        return KeyAction::Cursor(step);
    }
    if let Some(n) = digit(key) {
        return match numpad_pos(rules, n) {
            Some(pos) => KeyAction::Request(pos),
            None if rules.size() != 3 => KeyAction::Problem(
                "Number keys pick squares on the 3 x 3 board only: click a square, or use the arrow keys and Enter"
                    .into(),
            ),
            None => KeyAction::Problem(format!(
                "There is no square {n}: squares are 1-9, laid out like the numpad"
            )),
        };
    }
    if is_confirm(key) {
        return match cursor {
            Some(pos) => KeyAction::Request(pos),
            None => KeyAction::Problem("Pick a square first: arrow keys move, Enter places".into()),
        };
    }
    if is_modifier(key) {
        return KeyAction::Nothing;
    }
    let hint = if rules.size() == 3 {
        "press 1-9 (numpad layout) or click a square; Esc opens the menu"
    } else {
        "click a square, or use the arrow keys and Enter; Esc opens the menu"
    };
    KeyAction::Problem(format!("{} does nothing here: {hint}", key_name(event)))
}

/// Undo (Ctrl+Z or U) and redo (Ctrl+Y or Ctrl+Shift+Z), in a round and
/// on its end screen.
fn history_key(event: &KeyboardInput, ctrl: bool, shift: bool) -> Option<KeyAction> {
    let key = &event.logical_key;
    let request = if (ctrl && is_letter(key, 'z') && shift) || (ctrl && is_letter(key, 'y')) {
        HistoryRequest::Redo
    } else if (ctrl && is_letter(key, 'z')) || (!ctrl && is_letter(key, 'u')) {
        HistoryRequest::Undo
    } else {
        return None;
    };
    Some(KeyAction::History(request))
}

/// The coach during a round: H a hint, A the analysis, Page Up and Page
/// Down through the moves, Home the start, End (or Escape, while looking
/// back) the game now, P play on from the move viewed.
fn coach_key(event: &KeyboardInput, looking_back: bool) -> Option<KeyAction> {
    let key = &event.logical_key;
    let command = match event.key_code {
        KeyCode::PageUp => CoachCommand::View(ViewStep::Earlier),
        KeyCode::PageDown => CoachCommand::View(ViewStep::Later),
        KeyCode::Home => CoachCommand::View(ViewStep::Ply(0)),
        KeyCode::End => CoachCommand::View(ViewStep::BackToGame),
        KeyCode::Escape if looking_back => CoachCommand::View(ViewStep::BackToGame),
        _ if is_letter(key, 'h') => CoachCommand::Hint,
        _ if is_letter(key, 'a') => CoachCommand::ToggleAnalysis,
        _ if is_letter(key, 'p') && looking_back => CoachCommand::View(ViewStep::PlayFromHere),
        _ => return None,
    };
    Some(KeyAction::Coach(command))
}

/// The end screen's review: the arrows step through the moves, Escape
/// closes the review; A shows the analysis of the position reviewed.
fn review_key(event: &KeyboardInput, reviewing: bool) -> Option<KeyAction> {
    let command = match event.key_code {
        KeyCode::ArrowRight | KeyCode::ArrowDown => CoachCommand::Review(ReviewStep::Next),
        KeyCode::ArrowLeft | KeyCode::ArrowUp => CoachCommand::Review(ReviewStep::Previous),
        KeyCode::Escape if reviewing => CoachCommand::Review(ReviewStep::Stop),
        _ if is_letter(&event.logical_key, 'a') => CoachCommand::ToggleAnalysis,
        _ if is_letter(&event.logical_key, 'v') => CoachCommand::Review(ReviewStep::Start),
        _ => return None,
    };
    Some(KeyAction::Coach(command))
}

fn game_over_key(event: &KeyboardInput) -> KeyAction {
    let key = event.key_code;
    if key == KeyCode::Escape {
        return KeyAction::Command(RoundCommand::ToMenu);
    }
    if is_confirm(key) || is_letter(&event.logical_key, 'r') {
        return KeyAction::Command(RoundCommand::PlayAgain);
    }
    if is_letter(&event.logical_key, 'n') {
        return KeyAction::ToggleNumbers;
    }
    if is_modifier(key) {
        return KeyAction::Nothing;
    }
    KeyAction::Problem(
        "The round is over: Enter or R plays again, V or the arrows review it, U undoes, Esc for the menu"
            .into(),
    )
}

fn keyboard_input(
    mut keys: MessageReader<KeyboardInput>,
    held: Res<ButtonInput<KeyCode>>,
    state: Res<State<GameState>>,
    focus: Res<UiFocus>,
    round: Res<Round>,
    shown: Res<Shown>,
    review: Res<Review>,
    mut settings: ResMut<MatchSettings>,
    mut cursor: ResMut<KeyboardCursor>,
    mut requests: MessageWriter<MoveRequest>,
    mut commands: MessageWriter<RoundCommand>,
    mut history: MessageWriter<HistoryRequest>,
    mut coach: MessageWriter<CoachCommand>,
    mut announce: MessageWriter<Announce>,
) {
    let ctrl = held.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ]);
    let shift = held.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let rules = round.game().rules();
    let size = rules.size();
    for event in keys.read() {
        if event.state != ButtonState::Pressed {
            continue;
        }
        // While a text field has the keyboard, every key is typing.
        if focus.text_field {
            continue;
        }
        // A focused control (reached with Tab) owns the keys that move
        // between controls and press them; Escape lets go of it.
        // Tab is always egui's, to move between controls.
        if event.key_code == KeyCode::Tab
            || (focus.widget && *state.get() != GameState::Menu && moves_ui_focus(event.key_code))
        {
            continue;
        }
        if is_letter(&event.logical_key, 'm') {
            settings.muted = !settings.muted;
            let text = if settings.muted {
                "Sound off"
            } else {
                "Sound on"
            };
            announce.write(Announce::new(Announcement::Setting, text));
            continue;
        }
        // Held keys repeat; only the cursor follows the repeats.
        if event.repeat && arrow_step(event.key_code).is_none() {
            continue;
        }
        let action = match state.get() {
            GameState::Menu => menu_key(event, &focus),
            GameState::Playing => history_key(event, ctrl, shift)
                .or_else(|| coach_key(event, shown.is_past()))
                .unwrap_or_else(|| playing_key(event, rules, cursor.0)),
            GameState::GameOver => history_key(event, ctrl, shift)
                .or_else(|| review_key(event, review.is_active()))
                .unwrap_or_else(|| game_over_key(event)),
        };
        match action {
            KeyAction::Command(command) => {
                commands.write(command);
                // The screen changes: later keys were meant for this one.
                return;
            }
            KeyAction::Request(pos) => {
                requests.write(MoveRequest {
                    pos,
                    by: Requester::Local,
                });
            }
            KeyAction::History(request) => {
                history.write(request);
            }
            KeyAction::Coach(command) => {
                coach.write(command);
            }
            KeyAction::Cursor(step) => cursor.0 = Some(step_cursor(cursor.0, step, size)),
            KeyAction::ToggleNumbers => settings.show_numbers = !settings.show_numbers,
            KeyAction::Problem(text) => {
                announce.write(Announce::problem(text));
            }
            KeyAction::Nothing => {}
        }
    }
}

/// Moves the keyboard cursor, starting from the centre and stopping at edges.
fn step_cursor(from: Option<Pos>, (dr, dc): (i8, i8), size: u8) -> Pos {
    let Some(pos) = from else {
        return Pos::new(size / 2, size / 2);
    };
    let clamp = |v: u8, d: i8| (v as i8 + d).clamp(0, size as i8 - 1) as u8;
    Pos::new(clamp(pos.row, dr), clamp(pos.col, dc))
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
    cover: Res<UiCover>,
    layout: Res<BoardLayout>,
    mut requests: MessageWriter<MoveRequest>,
    mut announce: MessageWriter<Announce>,
) {
    if focus.pointer {
        return;
    }
    for point in pointer_presses(&mouse, &touches, window.single().ok()) {
        if cover.contains(point) {
            continue;
        }
        match layout.cell_at(point) {
            Some(pos) => {
                requests.write(MoveRequest {
                    pos,
                    by: Requester::Local,
                });
            }
            // Clicks on the panels are for their buttons, not misses.
            None if layout.in_panels(point) => {}
            None => {
                announce.write(Announce::problem(
                    "That is outside the board: click a square",
                ));
            }
        }
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
    use bevy::input::keyboard::NativeKey;

    fn press(key_code: KeyCode, logical_key: Key) -> KeyboardInput {
        KeyboardInput {
            key_code,
            logical_key,
            state: ButtonState::Pressed,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        }
    }

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
    fn key_names_read_like_the_keycap_on_the_players_layout() {
        // The key right of Tab types Q on QWERTY and A on AZERTY.
        assert_eq!(
            key_name(&press(KeyCode::KeyQ, Key::Character("q".into()))),
            "Q"
        );
        assert_eq!(
            key_name(&press(KeyCode::KeyQ, Key::Character("a".into()))),
            "A"
        );
        assert_eq!(key_name(&press(KeyCode::F5, Key::F5)), "F5");
        let unknown = press(KeyCode::Digit0, Key::Unidentified(NativeKey::Unidentified));
        assert_eq!(key_name(&unknown), "0");
    }

    #[test]
    fn letters_follow_the_layout() {
        assert!(is_letter(&Key::Character("n".into()), 'n'));
        assert!(is_letter(&Key::Character("N".into()), 'n'));
        assert!(!is_letter(&Key::Character("b".into()), 'n'));
        assert!(!is_letter(&Key::Character("nn".into()), 'n'));
    }
}
