//! Every key the game answers, in one table: the keyboard input reads it to
//! act, and the buttons' hints, the help overlay, the web page's
//! description for screen readers and the README's controls are all made
//! from it, so none of them can tell a different story.
//!
//! Squares and the cursor go by where keys sit (the numpad is a map of the
//! board); letters by what they type on the player's layout.

use bevy::input::keyboard::{Key, KeyCode, KeyboardInput};

/// Where the player is, which decides what a key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Situation {
    /// The title screen.
    Menu,
    /// A round in play.
    Round,
    /// In a round, looking at an earlier move (read-only).
    LookingBack,
    /// The round is decided.
    Over,
    /// The round is decided and its moves are being reviewed.
    Reviewing,
}

/// Where a binding applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    Menu,
    /// In a round, whether or not looking back.
    Round,
    LookingBack,
    /// After the round, reviewing or not.
    Over,
    Reviewing,
    /// In a round or after it.
    Board,
    Anywhere,
}

impl When {
    fn covers(self, situation: Situation) -> bool {
        use Situation as S;
        match self {
            When::Menu => situation == S::Menu,
            When::Round => matches!(situation, S::Round | S::LookingBack),
            When::LookingBack => situation == S::LookingBack,
            When::Over => matches!(situation, S::Over | S::Reviewing),
            When::Reviewing => situation == S::Reviewing,
            When::Board => situation != S::Menu,
            When::Anywhere => true,
        }
    }

    /// The heading the help and the README file the binding under.
    pub fn heading(self) -> &'static str {
        match self {
            When::Menu => "On the title screen",
            When::Round => "During a round",
            When::LookingBack => "Looking at an earlier move",
            When::Over => "After a round",
            When::Reviewing => "In a review",
            When::Board => "During and after a round",
            When::Anywhere => "Anywhere",
        }
    }
}

/// What a key press asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Start,
    Quit,
    PlaySquare,
    MoveCursor,
    PlaceAtCursor,
    Undo,
    Redo,
    Hint,
    Analysis,
    Earlier,
    Later,
    FirstPosition,
    BackToGame,
    PlayFromHere,
    LeaveRound,
    PlayAgain,
    Review,
    CopyReplayLink,
    ReviewPrevious,
    ReviewNext,
    CloseReview,
    BackToMenu,
    ToggleLabels,
    ToggleSound,
    Help,
}

/// One way of pressing for an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// A key by where it sits.
    Code(KeyCode),
    /// A letter by what it types on the player's layout, without Ctrl.
    Letter(char),
    /// Ctrl (Cmd on a Mac) with a letter, without Shift.
    Ctrl(char),
    /// Ctrl (Cmd) and Shift with a letter.
    CtrlShift(char),
    /// A character as typed ("?" is Shift and / on many layouts).
    Typed(char),
    /// Any digit key, on the top row or the numpad.
    Digit,
    /// Any arrow key.
    Arrow,
}

impl Press {
    /// How the key is written on a keycap; `None` for a second name of a key
    /// already named (the numpad's Enter).
    pub fn label(self) -> Option<String> {
        Some(match self {
            Press::Code(code) => match code {
                KeyCode::Enter => "Enter".into(),
                KeyCode::Space => "Space".into(),
                KeyCode::Escape => "Esc".into(),
                KeyCode::PageUp => "Page Up".into(),
                KeyCode::PageDown => "Page Down".into(),
                KeyCode::Home => "Home".into(),
                KeyCode::End => "End".into(),
                KeyCode::F1 => "F1".into(),
                KeyCode::ArrowLeft => "←".into(),
                KeyCode::ArrowRight => "→".into(),
                KeyCode::ArrowUp => "↑".into(),
                KeyCode::ArrowDown => "↓".into(),
                _ => return None,
            },
            Press::Letter(c) | Press::Typed(c) => c.to_ascii_uppercase().to_string(),
            Press::Ctrl(c) => format!("Ctrl+{}", c.to_ascii_uppercase()),
            Press::CtrlShift(c) => format!("Ctrl+Shift+{}", c.to_ascii_uppercase()),
            Press::Digit => "1–9".into(),
            Press::Arrow => "Arrow keys".into(),
        })
    }
}

/// An action, where it applies, the button that does it too (its label
/// on screen), its keys, and what it does in words.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    pub action: Action,
    pub button: Option<&'static str>,
    pub when: When,
    pub keys: &'static [Press],
    pub what: &'static str,
}

use Press::{Code, Ctrl, CtrlShift, Letter, Typed};

/// Every binding, first match wins: where two share a key, the narrower
/// situation comes first (Esc while looking back returns to the game).
pub const BINDINGS: &[Binding] = &[
    Binding {
        action: Action::Start,
        button: Some("Start"),
        when: When::Menu,
        keys: &[Code(KeyCode::Enter), Code(KeyCode::NumpadEnter)],
        what: "Start (or open a room, online)",
    },
    Binding {
        action: Action::Quit,
        button: Some("Quit"),
        when: When::Menu,
        keys: &[Code(KeyCode::Escape)],
        what: "Quit (on the desktop)",
    },
    Binding {
        action: Action::PlaySquare,
        button: None,
        when: When::Round,
        keys: &[Press::Digit],
        what: "Play a square on 3 x 3 (on Ultimate, a board, then its square): 7 8 9 are the top row, as on a numpad",
    },
    Binding {
        action: Action::MoveCursor,
        button: None,
        when: When::Round,
        keys: &[Press::Arrow],
        what: "Move the cursor over the board",
    },
    Binding {
        action: Action::PlaceAtCursor,
        button: None,
        when: When::Round,
        keys: &[
            Code(KeyCode::Enter),
            Code(KeyCode::NumpadEnter),
            Code(KeyCode::Space),
        ],
        what: "Play the square under the cursor",
    },
    Binding {
        action: Action::Undo,
        button: Some("Undo"),
        when: When::Board,
        keys: &[Letter('u'), Ctrl('z')],
        what: "Undo (against the computer, its reply and your move)",
    },
    Binding {
        action: Action::Redo,
        button: Some("Redo"),
        when: When::Board,
        keys: &[Ctrl('y'), CtrlShift('z')],
        what: "Redo",
    },
    Binding {
        action: Action::Hint,
        button: Some("Hint"),
        when: When::Round,
        keys: &[Letter('h')],
        what: "Hint: the best squares and what they lead to",
    },
    Binding {
        action: Action::Analysis,
        button: Some("Analysis"),
        when: When::Board,
        keys: &[Letter('a')],
        what: "Analysis: what every empty square leads to",
    },
    Binding {
        action: Action::BackToGame,
        button: Some("Back to the game"),
        when: When::LookingBack,
        keys: &[Code(KeyCode::End), Code(KeyCode::Escape)],
        what: "Back to the game now",
    },
    Binding {
        action: Action::PlayFromHere,
        button: Some("Play from here"),
        when: When::LookingBack,
        keys: &[Letter('p')],
        what: "Play on from the move shown (the later moves can be redone)",
    },
    Binding {
        action: Action::Earlier,
        button: None,
        when: When::Round,
        keys: &[Code(KeyCode::PageUp)],
        what: "Look at the board one move earlier",
    },
    Binding {
        action: Action::Later,
        button: None,
        when: When::Round,
        keys: &[Code(KeyCode::PageDown)],
        what: "Look at the board one move later",
    },
    Binding {
        action: Action::FirstPosition,
        button: None,
        when: When::Round,
        keys: &[Code(KeyCode::Home)],
        what: "Look at the empty board",
    },
    Binding {
        action: Action::LeaveRound,
        button: Some("Menu"),
        when: When::Round,
        keys: &[Code(KeyCode::Escape)],
        what: "Leave the round for the title screen (asks first)",
    },
    Binding {
        action: Action::CloseReview,
        button: Some("Close"),
        when: When::Reviewing,
        keys: &[Code(KeyCode::Escape)],
        what: "Close the review",
    },
    Binding {
        action: Action::PlayAgain,
        button: Some("Play again"),
        when: When::Over,
        keys: &[
            Code(KeyCode::Enter),
            Code(KeyCode::NumpadEnter),
            Letter('r'),
        ],
        what: "Play again; the score carries on",
    },
    Binding {
        action: Action::Review,
        button: Some("Review"),
        when: When::Over,
        keys: &[Letter('v')],
        what: "Review the round move by move",
    },
    Binding {
        action: Action::CopyReplayLink,
        button: Some("Copy replay"),
        when: When::Over,
        keys: &[Letter('l')],
        what: "Copy a link that opens this game's replay in a browser",
    },
    Binding {
        action: Action::ReviewPrevious,
        button: Some("Previous"),
        when: When::Over,
        keys: &[Code(KeyCode::ArrowLeft), Code(KeyCode::ArrowUp)],
        what: "Review the previous move",
    },
    Binding {
        action: Action::ReviewNext,
        button: Some("Next"),
        when: When::Over,
        keys: &[Code(KeyCode::ArrowRight), Code(KeyCode::ArrowDown)],
        what: "Review the next move",
    },
    Binding {
        action: Action::BackToMenu,
        button: Some("Menu"),
        when: When::Over,
        keys: &[Code(KeyCode::Escape)],
        what: "Back to the title screen",
    },
    Binding {
        action: Action::ToggleLabels,
        button: Some("Square names"),
        when: When::Board,
        keys: &[Letter('n')],
        what: "Show or hide the squares' names",
    },
    Binding {
        action: Action::ToggleSound,
        button: Some("Sound"),
        when: When::Anywhere,
        keys: &[Letter('m')],
        what: "Sound off or on",
    },
    Binding {
        action: Action::Help,
        button: Some("Help"),
        when: When::Anywhere,
        keys: &[Typed('?'), Code(KeyCode::F1)],
        what: "Show or hide every key",
    },
];

/// The modifier keys held when a key was pressed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    /// Ctrl, or Cmd on a Mac.
    pub command: bool,
    pub shift: bool,
    pub alt: bool,
}

/// Whether the key means the letter `letter` on the player's layout.
fn types(key: &Key, letter: char) -> bool {
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

pub fn digit(key: KeyCode) -> Option<u8> {
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

/// A step of the board's cursor, (rows, columns).
pub fn arrow_step(key: KeyCode) -> Option<(i8, i8)> {
    Some(match key {
        KeyCode::ArrowUp => (-1, 0),
        KeyCode::ArrowDown => (1, 0),
        KeyCode::ArrowLeft => (0, -1),
        KeyCode::ArrowRight => (0, 1),
        _ => return None,
    })
}

impl Press {
    fn matches(self, event: &KeyboardInput, held: Modifiers) -> bool {
        let key = &event.logical_key;
        match self {
            Press::Code(code) => event.key_code == code && !held.command,
            Press::Letter(c) => !held.command && types(key, c),
            Press::Ctrl(c) => held.command && !held.shift && types(key, c),
            Press::CtrlShift(c) => held.command && held.shift && types(key, c),
            Press::Typed(c) => {
                !held.command && matches!(key, Key::Character(t) if t.as_str() == c.to_string())
            }
            Press::Digit => !held.command && digit(event.key_code).is_some(),
            Press::Arrow => !held.command && arrow_step(event.key_code).is_some(),
        }
    }
}

/// What a key press asks for where the player is, if anything.
pub fn action_for(event: &KeyboardInput, held: Modifiers, situation: Situation) -> Option<Action> {
    BINDINGS
        .iter()
        .find(|b| b.when.covers(situation) && b.keys.iter().any(|k| k.matches(event, held)))
        .map(|b| b.action)
}

/// The label of the button for an action ("Play again").
pub fn button(action: Action) -> &'static str {
    BINDINGS
        .iter()
        .filter(|b| b.action == action)
        .find_map(|b| b.button)
        .unwrap_or("?")
}

/// The keys for an action, as a hint beside its button: "U or Ctrl+Z".
pub fn keys_for(action: Action) -> Option<String> {
    let binding = BINDINGS.iter().find(|b| b.action == action)?;
    let labels: Vec<String> = binding.keys.iter().filter_map(|k| k.label()).collect();
    (!labels.is_empty()).then(|| labels.join(" or "))
}

/// The bindings under their headings, in the order a player meets them,
/// each action once per heading.
pub fn sections() -> Vec<(&'static str, Vec<&'static Binding>)> {
    let mut sections: Vec<(&'static str, Vec<&'static Binding>)> = Vec::new();
    for binding in BINDINGS {
        let heading = binding.when.heading();
        let index = match sections.iter().position(|(h, _)| *h == heading) {
            Some(i) => i,
            None => {
                sections.push((heading, Vec::new()));
                sections.len() - 1
            }
        };
        let list = &mut sections[index].1;
        if !list.iter().any(|b| b.action == binding.action) {
            list.push(binding);
        }
    }
    let order = [
        When::Menu.heading(),
        When::Round.heading(),
        When::LookingBack.heading(),
        When::Board.heading(),
        When::Over.heading(),
        When::Reviewing.heading(),
        When::Anywhere.heading(),
    ];
    sections.sort_by_key(|(h, _)| order.iter().position(|o| o == h));
    sections
}

/// The keys of a binding in words: "U or Ctrl+Z".
pub fn keys_text(binding: &Binding) -> String {
    binding
        .keys
        .iter()
        .filter_map(|k| k.label())
        .collect::<Vec<_>>()
        .join(" or ")
}

/// The whole keymap as plain sentences, for screen readers.
pub fn plain_text() -> String {
    let mut out = Vec::new();
    for (heading, bindings) in sections() {
        let items: Vec<String> = bindings
            .iter()
            .map(|b| format!("{}: {}", keys_text(b), b.what))
            .collect();
        out.push(format!("{heading}: {}.", items.join("; ")));
    }
    out.join(" ")
}

/// The whole keymap as a Markdown table (the README's controls).
pub fn markdown_table() -> String {
    let mut out =
        String::from("| Where | Keys | Button | What they do |\n| --- | --- | --- | --- |\n");
    for (heading, bindings) in sections() {
        for binding in bindings {
            let button = binding
                .button
                .map(|b| format!("**{b}**"))
                .unwrap_or_default();
            out.push_str(&format!(
                "| {heading} | {} | {button} | {} |\n",
                keys_text(binding),
                binding.what
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::input::ButtonState;
    use bevy::prelude::Entity;

    fn press(key_code: KeyCode, text: &str) -> KeyboardInput {
        KeyboardInput {
            key_code,
            logical_key: if text.is_empty() {
                Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified)
            } else {
                Key::Character(text.into())
            },
            state: ButtonState::Pressed,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        }
    }

    const NONE: Modifiers = Modifiers {
        command: false,
        shift: false,
        alt: false,
    };
    const CTRL: Modifiers = Modifiers {
        command: true,
        shift: false,
        alt: false,
    };

    #[test]
    fn a_key_means_what_the_situation_makes_it() {
        let esc = press(KeyCode::Escape, "");
        assert_eq!(action_for(&esc, NONE, Situation::Menu), Some(Action::Quit));
        assert_eq!(
            action_for(&esc, NONE, Situation::Round),
            Some(Action::LeaveRound)
        );
        assert_eq!(
            action_for(&esc, NONE, Situation::LookingBack),
            Some(Action::BackToGame)
        );
        assert_eq!(
            action_for(&esc, NONE, Situation::Reviewing),
            Some(Action::CloseReview)
        );
        assert_eq!(
            action_for(&esc, NONE, Situation::Over),
            Some(Action::BackToMenu)
        );
        let right = press(KeyCode::ArrowRight, "");
        assert_eq!(
            action_for(&right, NONE, Situation::Round),
            Some(Action::MoveCursor)
        );
        assert_eq!(
            action_for(&right, NONE, Situation::Over),
            Some(Action::ReviewNext)
        );
    }

    #[test]
    fn letters_follow_the_layout_and_ctrl_is_not_a_letter() {
        // The key QWERTY calls Q types A on AZERTY: the analysis.
        let a = press(KeyCode::KeyQ, "a");
        assert_eq!(
            action_for(&a, NONE, Situation::Round),
            Some(Action::Analysis)
        );
        // Ctrl+A is nobody's analysis (in a text field it selects all).
        assert_eq!(action_for(&a, CTRL, Situation::Round), None);
        let z = press(KeyCode::KeyZ, "z");
        assert_eq!(action_for(&z, CTRL, Situation::Round), Some(Action::Undo));
        let shifted = Modifiers {
            shift: true,
            ..CTRL
        };
        assert_eq!(action_for(&z, shifted, Situation::Over), Some(Action::Redo));
        assert_eq!(action_for(&z, NONE, Situation::Round), None);
        let question = press(KeyCode::Slash, "?");
        assert_eq!(
            action_for(&question, NONE, Situation::Menu),
            Some(Action::Help)
        );
    }

    #[test]
    fn every_action_has_words_and_a_key_to_show() {
        for binding in BINDINGS {
            assert!(!binding.what.is_empty());
            assert!(!keys_text(binding).is_empty(), "{:?}", binding.action);
        }
        assert_eq!(keys_for(Action::Undo).as_deref(), Some("U or Ctrl+Z"));
        assert_eq!(keys_for(Action::Start).as_deref(), Some("Enter"));
        assert_eq!(button(Action::PlayAgain), "Play again");
        for action in [
            Action::Undo,
            Action::Redo,
            Action::Hint,
            Action::Analysis,
            Action::Help,
        ] {
            assert_ne!(button(action), "?", "{action:?} has a button");
        }
    }

    #[test]
    fn the_table_lists_each_action_once_under_each_heading() {
        let table = markdown_table();
        assert_eq!(table.matches("| Back to the game now |").count(), 1);
        assert!(
            table.contains("| During a round | U or Ctrl+Z |") || table.contains("U or Ctrl+Z")
        );
        let text = plain_text();
        assert!(
            text.starts_with("On the title screen: Enter: Start"),
            "{text}"
        );
    }
}
