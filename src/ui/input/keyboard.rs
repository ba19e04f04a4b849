//! Key presses, read in the order they came, turned into what the keymap
//! says they mean where the player is. A key that means nothing there gets
//! a short notice and changes nothing.

use bevy::ecs::system::SystemParam;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use super::board_keys::{UltimateKey, step_cursor, ultimate_key};
use super::keymap::{self, Action, Modifiers, Situation};
use super::tracking::{InputSystems, KeyboardCursor, LastInput, PickedBoard, UiFocus};
use crate::core::notation::{numpad_pos, ultimate_pos};
use crate::core::{Pos, Rules};
use crate::game::announce::{Announce, Announcement};
use crate::game::coach::review::Review;
use crate::game::coach::{CoachCommand, ReviewStep, ViewStep};
use crate::game::flow::RoundCommand;
use crate::game::narrate::square_label;
use crate::game::online::report::ReportOpponent;
use crate::game::online::{Online, OnlineCommand};
use crate::game::replay::ReplayCommand;
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::history::HistoryRequest;
use crate::game::round::placement::{MoveRequest, Requester};
use crate::game::setup::language::Words;
use crate::game::setup::preferences::Preferences;
use crate::game::state::GameState;
use crate::i18n::t;
use crate::net::protocol::ReportReason;
use crate::ui::overlay::{LeaveRequest, Overlay};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        // Every frame, whatever the screen: a key is read once, by the
        // screen it was pressed on.
        read_keys.in_set(InputSystems::Read),
    );
}

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

/// Keys a focused egui control uses: Tab and the arrows move the focus,
/// Enter and Space press, Escape lets go.
fn moves_ui_focus(key: KeyCode) -> bool {
    matches!(
        key,
        KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Space | KeyCode::Tab | KeyCode::Escape
    ) || keymap::arrow_step(key).is_some()
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

/// The modifier keys' state, followed press by press within a frame: a
/// quick Ctrl+Y can press and release Ctrl in the frame Y arrives in, and
/// the frame's end state would then say Ctrl was never held.
#[derive(Default)]
struct Held {
    ctrl: bool,
    shift: bool,
    alt: bool,
}

impl Held {
    fn follow(&mut self, event: &KeyboardInput) {
        let down = event.state == ButtonState::Pressed;
        match event.key_code {
            KeyCode::ControlLeft
            | KeyCode::ControlRight
            | KeyCode::SuperLeft
            | KeyCode::SuperRight => self.ctrl = down,
            KeyCode::ShiftLeft | KeyCode::ShiftRight => self.shift = down,
            KeyCode::AltLeft | KeyCode::AltRight => self.alt = down,
            _ => {}
        }
    }

    fn modifiers(&self) -> Modifiers {
        Modifiers {
            command: self.ctrl,
            shift: self.shift,
            alt: self.alt,
        }
    }

    /// The state the frame ended with (a window losing focus lets go of
    /// every key without events).
    fn settle(&mut self, keys: &ButtonInput<KeyCode>) {
        self.ctrl = keys.any_pressed([
            KeyCode::ControlLeft,
            KeyCode::ControlRight,
            KeyCode::SuperLeft,
            KeyCode::SuperRight,
        ]);
        self.shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        self.alt = keys.any_pressed([KeyCode::AltLeft, KeyCode::AltRight]);
    }
}

/// What a key means depends on: the screen, what egui's widgets hold, the
/// round and the moment of it shown.
#[derive(SystemParam)]
struct KeyContext<'w> {
    state: Res<'w, State<GameState>>,
    focus: Res<'w, UiFocus>,
    round: Res<'w, Round>,
    shown: Res<'w, Shown>,
    review: Res<'w, Review>,
    words: Res<'w, Words>,
    online: Res<'w, Online>,
}

impl KeyContext<'_> {
    fn situation(&self) -> Situation {
        Situation::of(*self.state.get(), &self.shown, &self.review)
    }
}

/// What keys change themselves; everything else they ask for ([`Asks`]).
#[derive(SystemParam)]
struct KeyEffects<'w> {
    overlay: ResMut<'w, Overlay>,
    last_input: ResMut<'w, LastInput>,
    prefs: ResMut<'w, Preferences>,
    cursor: ResMut<'w, KeyboardCursor>,
    picked: ResMut<'w, PickedBoard>,
}

/// Everything a key can ask for.
#[derive(SystemParam)]
struct Asks<'w> {
    requests: MessageWriter<'w, MoveRequest>,
    commands: MessageWriter<'w, RoundCommand>,
    leave: MessageWriter<'w, LeaveRequest>,
    history: MessageWriter<'w, HistoryRequest>,
    coach: MessageWriter<'w, CoachCommand>,
    replays: MessageWriter<'w, ReplayCommand>,
    reports: MessageWriter<'w, ReportOpponent>,
    online: MessageWriter<'w, OnlineCommand>,
    announce: MessageWriter<'w, Announce>,
}

impl Asks<'_> {
    fn play(&mut self, pos: Pos) {
        self.requests.write(MoveRequest {
            pos,
            by: Requester::Local,
        });
    }

    fn say(&mut self, kind: Announcement, text: String) {
        self.announce.write(Announce::new(kind, text));
    }

    fn refuse(&mut self, why: String) {
        self.announce.write(Announce::problem(why));
    }
}

/// What to say about a key that means nothing where the player is.
pub fn unbound(event: &KeyboardInput, situation: Situation, rules: Rules, words: &Words) -> String {
    let key = key_name(event);
    match situation {
        Situation::Menu => t!(words, "keys-unbound-menu", key = key),
        Situation::Round | Situation::LookingBack if rules.size() == 3 => {
            t!(words, "keys-unbound-classic", key = key)
        }
        Situation::Round | Situation::LookingBack if rules.is_ultimate() => {
            t!(words, "keys-unbound-ultimate", key = key)
        }
        Situation::Round | Situation::LookingBack => t!(words, "keys-unbound-large", key = key),
        Situation::Over | Situation::Reviewing => t!(words, "keys-unbound-over", key = key),
    }
}

fn read_keys(
    mut keys: MessageReader<KeyboardInput>,
    keys_held: Res<ButtonInput<KeyCode>>,
    mut held: Local<Held>,
    context: KeyContext,
    mut effects: KeyEffects,
    mut asks: Asks,
) {
    let mut screen_changed = false;
    for event in keys.read() {
        held.follow(event);
        // Once a key has changed the screen, the frame's later keys were
        // meant for the old one.
        if event.state == ButtonState::Pressed && !screen_changed {
            let modifiers = held.modifiers();
            screen_changed = read_key(event, modifiers, &context, &mut effects, &mut asks);
        }
    }
    held.settle(&keys_held);
}

/// Whether a key is egui's. While a text field has the keyboard, every key
/// is typing. Tab is always egui's, to move between controls; a focused
/// control (reached with Tab) owns the keys that move between controls and
/// press them; Escape lets go of it.
fn egui_has(key: KeyCode, focus: UiFocus, state: GameState) -> bool {
    focus.text_field
        || key == KeyCode::Tab
        || (focus.widget && moves_ui_focus(key) && state != GameState::Menu)
}

/// What a key does while the help, a question or a sheet is open.
#[derive(Debug, PartialEq, Eq)]
enum OverlayKey {
    /// The key does what it does anywhere (the sound's key).
    PassOn,
    /// Escape, or the help's own key, closes it.
    Close,
    /// Enter answers "Leave this round?" with yes.
    Leave,
    /// The sheet or question has the keys (its buttons, by Tab).
    Keep,
}

fn overlay_key(
    overlay: Overlay,
    action: Option<Action>,
    key: KeyCode,
    widget_focused: bool,
) -> OverlayKey {
    match (overlay, action, key) {
        (_, Some(Action::ToggleSound), _) => OverlayKey::PassOn,
        (Overlay::Help, Some(Action::Help), _) | (_, _, KeyCode::Escape) => OverlayKey::Close,
        (Overlay::LeaveRound, _, KeyCode::Enter | KeyCode::NumpadEnter) if !widget_focused => {
            OverlayKey::Leave
        }
        _ => OverlayKey::Keep,
    }
}

/// One key pressed: true when it changed the screen.
fn read_key(
    event: &KeyboardInput,
    modifiers: Modifiers,
    context: &KeyContext,
    effects: &mut KeyEffects,
    asks: &mut Asks,
) -> bool {
    let focus = *context.focus;
    if egui_has(event.key_code, focus, *context.state.get()) {
        return false;
    }
    let here = context.situation();
    let action = keymap::action_for(event, modifiers, here);
    // Only the cursor follows a held key's repeats.
    if event.repeat && action != Some(Action::MoveCursor) {
        return false;
    }
    if effects.overlay.is_open() {
        match overlay_key(*effects.overlay, action, event.key_code, focus.widget) {
            OverlayKey::PassOn => {}
            OverlayKey::Close => {
                *effects.overlay = Overlay::None;
                return false;
            }
            OverlayKey::Leave => {
                *effects.overlay = Overlay::None;
                asks.commands.write(RoundCommand::ToMenu);
                return true;
            }
            OverlayKey::Keep => return false,
        }
    }
    *effects.last_input = match action {
        Some(Action::PlaySquare | Action::MoveCursor | Action::PlaceAtCursor) => {
            LastInput::BoardKeys
        }
        _ => LastInput::Keys,
    };
    let Some(action) = action else {
        // A focused widget in the menu owns Enter, Space and Escape.
        if !is_modifier(event.key_code) && !modifiers.command && !focus.widget {
            let rules = context.round.game().rules();
            asks.refuse(unbound(event, here, rules, &context.words));
        }
        return false;
    };
    if here == Situation::Menu && focus.widget && matches!(action, Action::Start | Action::Quit) {
        return false;
    }
    perform(action, event.key_code, context, effects, asks);
    changes_screen(action)
}

/// Actions after which the frame's later keys are dropped.
fn changes_screen(action: Action) -> bool {
    matches!(
        action,
        Action::Start | Action::Quit | Action::PlayAgain | Action::BackToMenu
    )
}

/// Does what a key's action means.
fn perform(
    action: Action,
    key: KeyCode,
    context: &KeyContext,
    effects: &mut KeyEffects,
    asks: &mut Asks,
) {
    let words = &*context.words;
    let rules = context.round.game().rules();
    let number = || keymap::digit(key).unwrap_or(0);
    match action {
        Action::Start => send(&mut asks.commands, RoundCommand::Start),
        // Looking for a player (or joining a room), Esc stops that first.
        Action::Quit if !context.online.is_offline() => {
            send(&mut asks.online, OnlineCommand::Leave)
        }
        Action::Quit => send(&mut asks.commands, RoundCommand::Quit),
        Action::PlaySquare if rules.is_ultimate() => {
            ultimate_number(number(), &context.round, effects, asks, words);
        }
        Action::PlaySquare => numpad_number(number(), rules, asks, words),
        Action::MoveCursor => move_cursor(key, &context.round, effects, asks, words),
        Action::PlaceAtCursor => match effects.cursor.0 {
            Some(pos) => asks.play(pos),
            None => asks.refuse(t!(words, "keys-no-cursor")),
        },
        Action::Undo => send(&mut asks.history, HistoryRequest::Undo),
        Action::Redo => send(&mut asks.history, HistoryRequest::Redo),
        Action::Hint => send(&mut asks.coach, CoachCommand::Hint),
        Action::Analysis => send(&mut asks.coach, CoachCommand::ToggleAnalysis),
        Action::Earlier => send(&mut asks.coach, CoachCommand::View(ViewStep::Earlier)),
        Action::Later => send(&mut asks.coach, CoachCommand::View(ViewStep::Later)),
        Action::FirstPosition => send(&mut asks.coach, CoachCommand::View(ViewStep::Ply(0))),
        Action::BackToGame => send(&mut asks.coach, CoachCommand::View(ViewStep::BackToGame)),
        Action::PlayFromHere => send(&mut asks.coach, CoachCommand::View(ViewStep::PlayFromHere)),
        Action::LeaveRound => send(&mut asks.leave, LeaveRequest),
        Action::PlayAgain => send(&mut asks.commands, RoundCommand::PlayAgain),
        Action::Review => send(&mut asks.coach, CoachCommand::Review(ReviewStep::Start)),
        Action::CopyReplayLink => send(&mut asks.replays, ReplayCommand::CopyLink),
        Action::ReportThrew => send(&mut asks.reports, ReportOpponent(ReportReason::Threw)),
        Action::ReportUnfair => send(&mut asks.reports, ReportOpponent(ReportReason::Unfair)),
        Action::ReviewPrevious => send(&mut asks.coach, CoachCommand::Review(ReviewStep::Previous)),
        Action::ReviewNext => send(&mut asks.coach, CoachCommand::Review(ReviewStep::Next)),
        Action::CloseReview => send(&mut asks.coach, CoachCommand::Review(ReviewStep::Stop)),
        Action::BackToMenu => send(&mut asks.commands, RoundCommand::ToMenu),
        Action::ToggleLabels => effects.prefs.show_numbers = !effects.prefs.show_numbers,
        Action::ToggleSound => toggle_sound(&mut effects.prefs, asks, words),
        Action::Help => *effects.overlay = Overlay::Help,
    }
}

/// Writes a message, for the actions that only ask.
fn send<M: Message>(writer: &mut MessageWriter<M>, message: M) {
    writer.write(message);
}

/// A number key on Ultimate: a square, or first the small board it is in
/// (the pick holds while the round stays as it was).
fn ultimate_number(n: u8, round: &Round, effects: &mut KeyEffects, asks: &mut Asks, words: &Words) {
    let stamp = (round.id(), round.edits());
    let board = effects
        .picked
        .0
        .filter(|&(_, id, edits)| (id, edits) == stamp)
        .map(|(board, ..)| board);
    match ultimate_key(round.game().board(), board, n, words) {
        UltimateKey::Play(pos) => {
            effects.picked.0 = None;
            asks.play(pos);
        }
        UltimateKey::Pick(Some(board)) => {
            effects.picked.0 = Some((board, stamp.0, stamp.1));
            effects.cursor.0 = ultimate_pos(board, 5);
            let text = t!(words, "keys-board-picked", board = board);
            asks.say(Announcement::Focus, text);
        }
        UltimateKey::Pick(None) => {
            effects.picked.0 = None;
            asks.say(Announcement::Focus, t!(words, "keys-pick-a-board"));
        }
        UltimateKey::Refuse(why) => asks.refuse(why),
    }
}

/// A number key on 3 x 3: its square, by the numpad's layout.
fn numpad_number(n: u8, rules: Rules, asks: &mut Asks, words: &Words) {
    match numpad_pos(rules, n) {
        Some(pos) => asks.play(pos),
        None if rules.size() != 3 => asks.refuse(t!(words, "keys-numbers-classic-only")),
        None => asks.refuse(t!(words, "keys-no-such-square-classic", number = n)),
    }
}

/// An arrow key moves the cursor and says where it is and what is there, as
/// a screen reader says a focused square.
fn move_cursor(
    key: KeyCode,
    round: &Round,
    effects: &mut KeyEffects,
    asks: &mut Asks,
    words: &Words,
) {
    let Some(step) = keymap::arrow_step(key) else {
        return;
    };
    let rules = round.game().rules();
    let pos = step_cursor(effects.cursor.0, step, rules.size());
    effects.cursor.0 = Some(pos);
    let mark = round.game().board().get(pos);
    asks.say(Announcement::Focus, square_label(rules, pos, mark, words));
}

fn toggle_sound(prefs: &mut Preferences, asks: &mut Asks, words: &Words) {
    prefs.muted = !prefs.muted;
    let text = if prefs.muted {
        t!(words, "keys-sound-off")
    } else {
        t!(words, "keys-sound-on")
    };
    asks.say(Announcement::Setting, text);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Board;
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
    fn ultimate_takes_a_board_then_a_square_unless_the_last_move_sent_you() {
        let words = Words::new(crate::i18n::Language::English);
        let ultimate_key = |board: &Board, picked, n| ultimate_key(board, picked, n, &words);
        let mut board = Board::new(Rules::ULTIMATE);
        // The first move may go anywhere: board 7 first, then its square 5.
        assert_eq!(ultimate_key(&board, None, 7), UltimateKey::Pick(Some(7)));
        assert_eq!(
            ultimate_key(&board, Some(7), 5),
            UltimateKey::Play(Pos::new(1, 1))
        );
        assert_eq!(ultimate_key(&board, Some(7), 0), UltimateKey::Pick(None));
        assert!(matches!(
            ultimate_key(&board, None, 0),
            UltimateKey::Refuse(_)
        ));
        // Square 9 of board 7 sends O to board 9: one key is a square there.
        board.play(Pos::new(0, 2)).unwrap();
        assert_eq!(
            ultimate_key(&board, None, 1),
            UltimateKey::Play(Pos::new(2, 6))
        );
        assert_eq!(
            ultimate_key(&board, Some(3), 1),
            UltimateKey::Play(Pos::new(2, 6)),
            "being sent outranks a stale pick"
        );
        let UltimateKey::Refuse(why) = ultimate_key(&board, None, 0) else {
            panic!("0 is no square");
        };
        assert!(why.contains("sends you to board 9"), "{why}");
        assert!(matches!(
            ultimate_key(&Board::new(Rules::CLASSIC), None, 5),
            UltimateKey::Refuse(_)
        ));
    }

    #[test]
    fn an_open_overlay_keeps_the_keys_but_escape_its_own_key_and_sound() {
        let help = Some(Action::Help);
        let sound = Some(Action::ToggleSound);
        let (enter, escape, digit) = (KeyCode::Enter, KeyCode::Escape, KeyCode::Digit5);
        assert_eq!(
            overlay_key(Overlay::Settings, sound, KeyCode::KeyM, false),
            OverlayKey::PassOn
        );
        assert_eq!(
            overlay_key(Overlay::Help, help, KeyCode::F1, false),
            OverlayKey::Close
        );
        assert_eq!(
            overlay_key(Overlay::Settings, help, KeyCode::F1, false),
            OverlayKey::Keep
        );
        assert_eq!(
            overlay_key(Overlay::Settings, None, escape, true),
            OverlayKey::Close
        );
        assert_eq!(
            overlay_key(Overlay::LeaveRound, None, enter, false),
            OverlayKey::Leave
        );
        // Enter on a focused button is the button's (it may be "Stay").
        assert_eq!(
            overlay_key(Overlay::LeaveRound, None, enter, true),
            OverlayKey::Keep
        );
        assert_eq!(
            overlay_key(Overlay::Statistics, Some(Action::PlaySquare), digit, false),
            OverlayKey::Keep
        );
    }

    #[test]
    fn egui_has_tab_always_and_typing_but_the_menu_keeps_its_keys() {
        let none = UiFocus::default();
        let widget = UiFocus {
            widget: true,
            ..none
        };
        let typing = UiFocus {
            text_field: true,
            ..none
        };
        assert!(egui_has(KeyCode::Tab, none, GameState::Playing));
        assert!(egui_has(KeyCode::Digit5, typing, GameState::Menu));
        assert!(egui_has(KeyCode::Enter, widget, GameState::Playing));
        assert!(!egui_has(KeyCode::Enter, widget, GameState::Menu));
        assert!(!egui_has(KeyCode::Enter, none, GameState::Playing));
        assert!(!egui_has(KeyCode::Digit5, widget, GameState::GameOver));
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
    fn a_modifier_pressed_and_released_within_a_frame_still_counts() {
        let mut held = Held::default();
        let ctrl = press(KeyCode::ControlLeft, Key::Control);
        held.follow(&ctrl);
        assert!(held.modifiers().command);
        let mut up = ctrl.clone();
        up.state = ButtonState::Released;
        held.follow(&up);
        assert!(!held.modifiers().command);
    }
}
