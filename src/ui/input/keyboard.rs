//! Key presses, read in the order they came, turned into what the keymap
//! says they mean where the player is. A key that means nothing there gets
//! a short notice and changes nothing.

use bevy::ecs::system::SystemParam;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use super::keymap::{self, Action, Modifiers, Situation};
use super::tracking::{InputSystems, KeyboardCursor, LastInput, PickedBoard, UiFocus};
use crate::core::notation::{numpad_pos, ultimate_pos};
use crate::core::ultimate::numpad_of;
use crate::core::{Board, Pos, Rules};
use crate::game::announce::{Announce, Announcement};
use crate::game::coach::review::Review;
use crate::game::coach::{CoachCommand, ReviewStep, ViewStep};
use crate::game::flow::RoundCommand;
use crate::game::narrate::square_label;
use crate::game::replay::ReplayCommand;
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::history::HistoryRequest;
use crate::game::round::placement::{MoveRequest, Requester};
use crate::game::setup::language::Words;
use crate::game::setup::preferences::Preferences;
use crate::game::state::GameState;
use crate::i18n::t;
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

/// Everything a key can ask for.
#[derive(SystemParam)]
struct Asks<'w> {
    requests: MessageWriter<'w, MoveRequest>,
    commands: MessageWriter<'w, RoundCommand>,
    leave: MessageWriter<'w, LeaveRequest>,
    history: MessageWriter<'w, HistoryRequest>,
    coach: MessageWriter<'w, CoachCommand>,
    replays: MessageWriter<'w, ReplayCommand>,
    announce: MessageWriter<'w, Announce>,
}

fn situation(state: GameState, shown: &Shown, review: &Review) -> Situation {
    match state {
        GameState::Menu => Situation::Menu,
        GameState::Playing if shown.is_past() => Situation::LookingBack,
        GameState::Playing => Situation::Round,
        GameState::GameOver if review.is_active() => Situation::Reviewing,
        GameState::GameOver => Situation::Over,
    }
}

/// What to say about a key that means nothing where the player is.
fn unbound(event: &KeyboardInput, situation: Situation, rules: Rules, words: &Words) -> String {
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

/// What a number key does on Ultimate.
#[derive(Debug, PartialEq, Eq)]
enum UltimateKey {
    Play(Pos),
    /// The board (numpad number) the next key's square is in; `None` to
    /// pick again.
    Pick(Option<u8>),
    Refuse(String),
}

/// A number key on Ultimate, by the numpad's layout: when the last move
/// sends the player to a board, it names a square there; when the player
/// may choose, the first names a board and the second its square (0 picks
/// another board).
fn ultimate_key(board: &Board, picked: Option<u8>, n: u8, words: &Words) -> UltimateKey {
    let Some(position) = board.ultimate() else {
        return UltimateKey::Refuse(t!(words, "keys-not-ultimate"));
    };
    let sent_to = position.next_board().map(numpad_of);
    match (sent_to.or(picked), n) {
        (Some(small), 1..=9) => ultimate_pos(small, n).map_or_else(
            || UltimateKey::Refuse(t!(words, "keys-no-such-square", number = n)),
            UltimateKey::Play,
        ),
        (None, 1..=9) => {
            let closed = numpad_pos(Rules::CLASSIC, n)
                .map(|p| p.row * 3 + p.col)
                .is_some_and(|index| position.closed() & (1 << index) != 0);
            if closed {
                UltimateKey::Refuse(t!(words, "keys-board-closed", board = n))
            } else {
                UltimateKey::Pick(Some(n))
            }
        }
        (Some(_), _) if sent_to.is_none() => UltimateKey::Pick(None),
        (Some(small), _) => UltimateKey::Refuse(t!(
            words,
            "keys-no-such-square-sent",
            number = n,
            board = small
        )),
        (None, _) => UltimateKey::Refuse(t!(words, "keys-no-such-board", number = n)),
    }
}

fn read_keys(
    mut keys: MessageReader<KeyboardInput>,
    keys_held: Res<ButtonInput<KeyCode>>,
    mut held: Local<Held>,
    state: Res<State<GameState>>,
    focus: Res<UiFocus>,
    round: Res<Round>,
    shown: Res<Shown>,
    review: Res<Review>,
    mut overlay: ResMut<Overlay>,
    mut last_input: ResMut<LastInput>,
    mut prefs: ResMut<Preferences>,
    mut cursor: ResMut<KeyboardCursor>,
    mut picked: ResMut<PickedBoard>,
    asks: Asks,
    words: Res<Words>,
) {
    let words = &*words;
    let Asks {
        mut requests,
        mut commands,
        mut leave,
        mut history,
        mut coach,
        mut replays,
        mut announce,
    } = asks;
    let rules = round.game().rules();
    let mut screen_changed = false;
    for event in keys.read() {
        held.follow(event);
        if event.state != ButtonState::Pressed || screen_changed {
            continue;
        }
        // While a text field has the keyboard, every key is typing.
        if focus.text_field {
            continue;
        }
        // Tab is always egui's, to move between controls; a focused control
        // (reached with Tab) owns the keys that move between controls and
        // press them; Escape lets go of it.
        if event.key_code == KeyCode::Tab
            || (focus.widget && moves_ui_focus(event.key_code) && *state.get() != GameState::Menu)
        {
            continue;
        }
        let modifiers = held.modifiers();
        let here = situation(*state.get(), &shown, &review);
        let action = keymap::action_for(event, modifiers, here);
        // Only the cursor follows a held key's repeats.
        if event.repeat && action != Some(Action::MoveCursor) {
            continue;
        }
        if overlay.is_open() {
            match (*overlay, action, event.key_code) {
                (_, Some(Action::ToggleSound), _) => {}
                (Overlay::Help, Some(Action::Help), _) | (_, _, KeyCode::Escape) => {
                    *overlay = Overlay::None;
                    continue;
                }
                (Overlay::LeaveRound, _, KeyCode::Enter | KeyCode::NumpadEnter)
                    if !focus.widget =>
                {
                    *overlay = Overlay::None;
                    commands.write(RoundCommand::ToMenu);
                    screen_changed = true;
                    continue;
                }
                // The sheet or question has the keys (its buttons, by Tab).
                _ => continue,
            }
        }
        *last_input = match action {
            Some(Action::PlaySquare | Action::MoveCursor | Action::PlaceAtCursor) => {
                LastInput::BoardKeys
            }
            _ => LastInput::Keys,
        };
        let Some(action) = action else {
            // A focused widget in the menu owns Enter, Space and Escape.
            if !is_modifier(event.key_code) && !modifiers.command && !focus.widget {
                announce.write(Announce::problem(unbound(event, here, rules, words)));
            }
            continue;
        };
        if here == Situation::Menu && focus.widget && matches!(action, Action::Start | Action::Quit)
        {
            continue;
        }
        match action {
            Action::Start => {
                commands.write(RoundCommand::Start);
                screen_changed = true;
            }
            Action::Quit => {
                commands.write(RoundCommand::Quit);
                screen_changed = true;
            }
            Action::PlaySquare if rules.is_ultimate() => {
                let n = keymap::digit(event.key_code).unwrap_or(0);
                let stamp = (round.id(), round.edits());
                let board = picked
                    .0
                    .filter(|&(_, id, edits)| (id, edits) == stamp)
                    .map(|(board, ..)| board);
                match ultimate_key(round.game().board(), board, n, words) {
                    UltimateKey::Play(pos) => {
                        picked.0 = None;
                        requests.write(MoveRequest {
                            pos,
                            by: Requester::Local,
                        });
                    }
                    UltimateKey::Pick(Some(board)) => {
                        picked.0 = Some((board, stamp.0, stamp.1));
                        cursor.0 = ultimate_pos(board, 5);
                        announce.write(Announce::new(
                            Announcement::Focus,
                            t!(words, "keys-board-picked", board = board),
                        ));
                    }
                    UltimateKey::Pick(None) => {
                        picked.0 = None;
                        announce.write(Announce::new(
                            Announcement::Focus,
                            t!(words, "keys-pick-a-board"),
                        ));
                    }
                    UltimateKey::Refuse(why) => {
                        announce.write(Announce::problem(why));
                    }
                }
            }
            Action::PlaySquare => {
                let n = keymap::digit(event.key_code).unwrap_or(0);
                match numpad_pos(rules, n) {
                    Some(pos) => {
                        requests.write(MoveRequest {
                            pos,
                            by: Requester::Local,
                        });
                    }
                    None if rules.size() != 3 => {
                        announce.write(Announce::problem(t!(words, "keys-numbers-classic-only")));
                    }
                    None => {
                        announce.write(Announce::problem(t!(
                            words,
                            "keys-no-such-square-classic",
                            number = n
                        )));
                    }
                }
            }
            Action::MoveCursor => {
                if let Some(step) = keymap::arrow_step(event.key_code) {
                    let pos = step_cursor(cursor.0, step, rules.size());
                    cursor.0 = Some(pos);
                    // Where the cursor is and what is there, as a screen
                    // reader says a focused square.
                    announce.write(Announce::new(
                        Announcement::Focus,
                        square_label(rules, pos, round.game().board().get(pos), words),
                    ));
                }
            }
            Action::PlaceAtCursor => match cursor.0 {
                Some(pos) => {
                    requests.write(MoveRequest {
                        pos,
                        by: Requester::Local,
                    });
                }
                None => {
                    announce.write(Announce::problem(t!(words, "keys-no-cursor")));
                }
            },
            Action::Undo => {
                history.write(HistoryRequest::Undo);
            }
            Action::Redo => {
                history.write(HistoryRequest::Redo);
            }
            Action::Hint => {
                coach.write(CoachCommand::Hint);
            }
            Action::Analysis => {
                coach.write(CoachCommand::ToggleAnalysis);
            }
            Action::Earlier => {
                coach.write(CoachCommand::View(ViewStep::Earlier));
            }
            Action::Later => {
                coach.write(CoachCommand::View(ViewStep::Later));
            }
            Action::FirstPosition => {
                coach.write(CoachCommand::View(ViewStep::Ply(0)));
            }
            Action::BackToGame => {
                coach.write(CoachCommand::View(ViewStep::BackToGame));
            }
            Action::PlayFromHere => {
                coach.write(CoachCommand::View(ViewStep::PlayFromHere));
            }
            Action::LeaveRound => {
                leave.write(LeaveRequest);
            }
            Action::PlayAgain => {
                commands.write(RoundCommand::PlayAgain);
                screen_changed = true;
            }
            Action::Review => {
                coach.write(CoachCommand::Review(ReviewStep::Start));
            }
            Action::CopyReplayLink => {
                replays.write(ReplayCommand::CopyLink);
            }
            Action::ReviewPrevious => {
                coach.write(CoachCommand::Review(ReviewStep::Previous));
            }
            Action::ReviewNext => {
                coach.write(CoachCommand::Review(ReviewStep::Next));
            }
            Action::CloseReview => {
                coach.write(CoachCommand::Review(ReviewStep::Stop));
            }
            Action::BackToMenu => {
                commands.write(RoundCommand::ToMenu);
                screen_changed = true;
            }
            Action::ToggleLabels => prefs.show_numbers = !prefs.show_numbers,
            Action::ToggleSound => {
                prefs.muted = !prefs.muted;
                let text = if prefs.muted {
                    t!(words, "keys-sound-off")
                } else {
                    t!(words, "keys-sound-on")
                };
                announce.write(Announce::new(Announcement::Setting, text));
            }
            Action::Help => *overlay = Overlay::Help,
        }
    }
    held.settle(&keys_held);
}

/// Moves the keyboard cursor, starting from the centre and stopping at edges.
fn step_cursor(from: Option<Pos>, (dr, dc): (i8, i8), size: u8) -> Pos {
    let Some(pos) = from else {
        return Pos::new(size / 2, size / 2);
    };
    let clamp = |v: u8, d: i8| (v as i8 + d).clamp(0, size as i8 - 1) as u8;
    Pos::new(clamp(pos.row, dr), clamp(pos.col, dc))
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
