//! Every key the game answers, in one table: the keyboard input reads it to
//! act, and the buttons' hints, the help overlay, the web page's
//! description for screen readers and the README's controls are all made
//! from it, so none of them can tell a different story.
//!
//! Squares and the cursor go by where keys sit (the numpad is a map of the
//! board); letters by what they type on the player's layout.

use bevy::input::keyboard::{Key, KeyCode, KeyboardInput};

use crate::game::coach::review::Review;
use crate::game::round::board::Shown;
use crate::game::setup::language::Words;
use crate::game::state::GameState;
use crate::i18n::t;

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

impl Situation {
    /// Where the player is: the screen, and in a round or after it whether
    /// an earlier move or a review is shown. Both editions read keys by it.
    pub fn of(state: GameState, shown: &Shown, review: &Review) -> Situation {
        match state {
            GameState::Menu => Situation::Menu,
            GameState::Playing if shown.is_past() => Situation::LookingBack,
            GameState::Playing => Situation::Round,
            GameState::GameOver if review.is_active() => Situation::Reviewing,
            GameState::GameOver => Situation::Over,
        }
    }
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
    pub fn heading(self, words: &Words) -> String {
        match self {
            When::Menu => t!(words, "keys-when-menu"),
            When::Round => t!(words, "keys-when-round"),
            When::LookingBack => t!(words, "keys-when-looking-back"),
            When::Over => t!(words, "keys-when-over"),
            When::Reviewing => t!(words, "keys-when-reviewing"),
            When::Board => t!(words, "keys-when-board"),
            When::Anywhere => t!(words, "keys-when-anywhere"),
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
    ReportThrew,
    ReportUnfair,
    ReviewPrevious,
    ReviewNext,
    CloseReview,
    BackToMenu,
    ToggleLabels,
    ToggleSound,
    Help,
}

impl Action {
    /// The label of the button that does it too, if one does.
    pub fn button_label(self, words: &Words) -> Option<String> {
        Some(match self {
            Action::Start => t!(words, "keys-button-start"),
            Action::Quit => t!(words, "keys-button-quit"),
            Action::Undo => t!(words, "keys-button-undo"),
            Action::Redo => t!(words, "keys-button-redo"),
            Action::Hint => t!(words, "keys-button-hint"),
            Action::Analysis => t!(words, "keys-button-analysis"),
            Action::BackToGame => t!(words, "keys-button-back-to-game"),
            Action::PlayFromHere => t!(words, "keys-button-play-from-here"),
            Action::LeaveRound => t!(words, "keys-button-leave-round"),
            Action::CloseReview => t!(words, "keys-button-close-review"),
            Action::PlayAgain => t!(words, "keys-button-play-again"),
            Action::Review => t!(words, "keys-button-review"),
            Action::CopyReplayLink => t!(words, "keys-button-copy-replay-link"),
            Action::ReportThrew => t!(words, "keys-button-report-threw"),
            Action::ReportUnfair => t!(words, "keys-button-report-unfair"),
            Action::ReviewPrevious => t!(words, "keys-button-review-previous"),
            Action::ReviewNext => t!(words, "keys-button-review-next"),
            Action::BackToMenu => t!(words, "keys-button-back-to-menu"),
            Action::ToggleLabels => t!(words, "keys-button-toggle-labels"),
            Action::ToggleSound => t!(words, "keys-button-toggle-sound"),
            Action::Help => t!(words, "keys-button-help"),
            _ => return None,
        })
    }

    /// What it does, in words (the help's and the README's).
    pub fn what(self, words: &Words) -> String {
        match self {
            Action::Start => t!(words, "keys-what-start"),
            Action::Quit => t!(words, "keys-what-quit"),
            Action::PlaySquare => t!(words, "keys-what-play-square"),
            Action::MoveCursor => t!(words, "keys-what-move-cursor"),
            Action::PlaceAtCursor => t!(words, "keys-what-place-at-cursor"),
            Action::Undo => t!(words, "keys-what-undo"),
            Action::Redo => t!(words, "keys-what-redo"),
            Action::Hint => t!(words, "keys-what-hint"),
            Action::Analysis => t!(words, "keys-what-analysis"),
            Action::BackToGame => t!(words, "keys-what-back-to-game"),
            Action::PlayFromHere => t!(words, "keys-what-play-from-here"),
            Action::Earlier => t!(words, "keys-what-earlier"),
            Action::Later => t!(words, "keys-what-later"),
            Action::FirstPosition => t!(words, "keys-what-first-position"),
            Action::LeaveRound => t!(words, "keys-what-leave-round"),
            Action::CloseReview => t!(words, "keys-what-close-review"),
            Action::PlayAgain => t!(words, "keys-what-play-again"),
            Action::Review => t!(words, "keys-what-review"),
            Action::CopyReplayLink => t!(words, "keys-what-copy-replay-link"),
            Action::ReportThrew => t!(words, "keys-what-report-threw"),
            Action::ReportUnfair => t!(words, "keys-what-report-unfair"),
            Action::ReviewPrevious => t!(words, "keys-what-review-previous"),
            Action::ReviewNext => t!(words, "keys-what-review-next"),
            Action::BackToMenu => t!(words, "keys-what-back-to-menu"),
            Action::ToggleLabels => t!(words, "keys-what-toggle-labels"),
            Action::ToggleSound => t!(words, "keys-what-toggle-sound"),
            Action::Help => t!(words, "keys-what-help"),
        }
    }
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
    /// A letter only the terminal edition reads, as terminal players
    /// expect: q to leave, vi's h, j, k and l to move.
    Terminal(char),
}

/// Which presentation reads the keys: a few letters mean something only in
/// a terminal, where there is no button to press instead.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Edition {
    #[default]
    Window,
    Terminal,
}

impl Press {
    /// How the key is written on a keycap; `None` for a second name of a key
    /// already named (the numpad's Enter).
    pub fn label(self, words: &Words) -> Option<String> {
        self.label_in(Edition::Window, words)
    }

    /// How the key is written in `edition`'s help: the window's help leaves
    /// out the terminal's letters.
    pub fn label_in(self, edition: Edition, words: &Words) -> Option<String> {
        Some(match self {
            Press::Terminal(c) if edition == Edition::Terminal => c.to_string(),
            Press::Terminal(_) => return None,
            // A letter the terminal keeps for itself (h moves left there).
            Press::Letter(c) if edition == Edition::Terminal && terminal_keeps(c) => return None,
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
            Press::Arrow => t!(words, "keys-arrow-keys"),
        })
    }
}

/// An action, where it applies, and its keys (its button's label and what
/// it does in words are the action's: [`Action::button_label`],
/// [`Action::what`]).
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    pub action: Action,
    pub when: When,
    pub keys: &'static [Press],
}

use Press::{Code, Ctrl, CtrlShift, Letter, Typed};

/// Every binding, first match wins: where two share a key, the narrower
/// situation comes first (Esc while looking back returns to the game).
pub const BINDINGS: &[Binding] = &[
    Binding {
        action: Action::Start,
        when: When::Menu,
        keys: &[Code(KeyCode::Enter), Code(KeyCode::NumpadEnter)],
    },
    Binding {
        action: Action::Quit,
        when: When::Menu,
        keys: &[Code(KeyCode::Escape), Press::Terminal('q')],
    },
    Binding {
        action: Action::PlaySquare,
        when: When::Round,
        keys: &[Press::Digit],
    },
    Binding {
        action: Action::MoveCursor,
        when: When::Round,
        keys: &[
            Press::Arrow,
            Press::Terminal('h'),
            Press::Terminal('j'),
            Press::Terminal('k'),
            Press::Terminal('l'),
        ],
    },
    Binding {
        action: Action::PlaceAtCursor,
        when: When::Round,
        keys: &[
            Code(KeyCode::Enter),
            Code(KeyCode::NumpadEnter),
            Code(KeyCode::Space),
        ],
    },
    Binding {
        action: Action::Undo,
        when: When::Board,
        keys: &[Letter('u'), Ctrl('z')],
    },
    Binding {
        action: Action::Redo,
        when: When::Board,
        keys: &[Ctrl('y'), CtrlShift('z')],
    },
    Binding {
        action: Action::Hint,
        when: When::Round,
        keys: &[Letter('h'), Press::Terminal('i')],
    },
    Binding {
        action: Action::Analysis,
        when: When::Board,
        keys: &[Letter('a')],
    },
    Binding {
        action: Action::BackToGame,
        when: When::LookingBack,
        keys: &[Code(KeyCode::End), Code(KeyCode::Escape)],
    },
    Binding {
        action: Action::PlayFromHere,
        when: When::LookingBack,
        keys: &[Letter('p')],
    },
    Binding {
        action: Action::Earlier,
        when: When::Round,
        keys: &[Code(KeyCode::PageUp)],
    },
    Binding {
        action: Action::Later,
        when: When::Round,
        keys: &[Code(KeyCode::PageDown)],
    },
    Binding {
        action: Action::FirstPosition,
        when: When::Round,
        keys: &[Code(KeyCode::Home)],
    },
    Binding {
        action: Action::LeaveRound,
        when: When::Round,
        keys: &[Code(KeyCode::Escape), Press::Terminal('q')],
    },
    Binding {
        action: Action::CloseReview,
        when: When::Reviewing,
        keys: &[Code(KeyCode::Escape)],
    },
    Binding {
        action: Action::PlayAgain,
        when: When::Over,
        keys: &[
            Code(KeyCode::Enter),
            Code(KeyCode::NumpadEnter),
            Letter('r'),
        ],
    },
    Binding {
        action: Action::Review,
        when: When::Over,
        keys: &[Letter('v')],
    },
    Binding {
        action: Action::CopyReplayLink,
        when: When::Over,
        keys: &[Letter('l')],
    },
    Binding {
        action: Action::ReportThrew,
        when: When::Over,
        keys: &[Letter('t')],
    },
    Binding {
        action: Action::ReportUnfair,
        when: When::Over,
        keys: &[Letter('f')],
    },
    Binding {
        action: Action::ReviewPrevious,
        when: When::Over,
        keys: &[Code(KeyCode::ArrowLeft), Code(KeyCode::ArrowUp)],
    },
    Binding {
        action: Action::ReviewNext,
        when: When::Over,
        keys: &[Code(KeyCode::ArrowRight), Code(KeyCode::ArrowDown)],
    },
    Binding {
        action: Action::BackToMenu,
        when: When::Over,
        keys: &[Code(KeyCode::Escape), Press::Terminal('q')],
    },
    Binding {
        action: Action::ToggleLabels,
        when: When::Board,
        keys: &[Letter('n')],
    },
    Binding {
        action: Action::ToggleSound,
        when: When::Anywhere,
        keys: &[Letter('m')],
    },
    Binding {
        action: Action::Help,
        when: When::Anywhere,
        keys: &[Typed('?'), Code(KeyCode::F1)],
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
    fn matches(self, event: &KeyboardInput, held: Modifiers, edition: Edition) -> bool {
        let key = &event.logical_key;
        match self {
            Press::Terminal(c) => edition == Edition::Terminal && !held.command && types(key, c),
            Press::Code(code) => event.key_code == code && !held.command,
            Press::Letter(c) if edition == Edition::Terminal && terminal_keeps(c) => false,
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

/// Whether the terminal edition gives this letter a meaning of its own,
/// which then replaces the window's everywhere in the terminal.
fn terminal_keeps(letter: char) -> bool {
    BINDINGS
        .iter()
        .any(|b| b.keys.contains(&Press::Terminal(letter)))
}

/// What a key press asks for where the player is, if anything.
pub fn action_for(event: &KeyboardInput, held: Modifiers, situation: Situation) -> Option<Action> {
    action_in(Edition::Window, event, held, situation)
}

/// What a key press asks for in `edition`, where the player is.
pub fn action_in(
    edition: Edition,
    event: &KeyboardInput,
    held: Modifiers,
    situation: Situation,
) -> Option<Action> {
    BINDINGS
        .iter()
        .find(|b| {
            b.when.covers(situation) && b.keys.iter().any(|k| k.matches(event, held, edition))
        })
        .map(|b| b.action)
}

/// The label of the button for an action ("Play again").
pub fn button(action: Action, words: &Words) -> String {
    action
        .button_label(words)
        .unwrap_or_else(|| "?".to_string())
}

/// Key names as alternatives: "U or Ctrl+Z".
fn either(labels: Vec<String>, words: &Words) -> String {
    labels
        .into_iter()
        .reduce(|first, second| {
            t!(
                words,
                "keys-either",
                first = first.as_str(),
                second = second.as_str()
            )
        })
        .unwrap_or_default()
}

/// The keys for an action, as a hint beside its button: "U or Ctrl+Z".
pub fn keys_for(action: Action, words: &Words) -> Option<String> {
    let binding = BINDINGS.iter().find(|b| b.action == action)?;
    let text = keys_text(binding, words);
    (!text.is_empty()).then_some(text)
}

/// The bindings under their headings, in the order a player meets them,
/// each action once per heading.
pub fn sections(words: &Words) -> Vec<(String, Vec<&'static Binding>)> {
    let order = [
        When::Menu,
        When::Round,
        When::LookingBack,
        When::Board,
        When::Over,
        When::Reviewing,
        When::Anywhere,
    ];
    order
        .into_iter()
        .filter_map(|when| {
            let mut list: Vec<&'static Binding> = Vec::new();
            for binding in BINDINGS.iter().filter(|b| b.when == when) {
                if !list.iter().any(|b| b.action == binding.action) {
                    list.push(binding);
                }
            }
            (!list.is_empty()).then(|| (when.heading(words), list))
        })
        .collect()
}

/// The keys of a binding in words: "U or Ctrl+Z".
pub fn keys_text(binding: &Binding, words: &Words) -> String {
    keys_text_in(Edition::Window, binding, words)
}

/// The keys of a binding as `edition`'s help writes them.
pub fn keys_text_in(edition: Edition, binding: &Binding, words: &Words) -> String {
    either(
        binding
            .keys
            .iter()
            .filter_map(|k| k.label_in(edition, words))
            .collect(),
        words,
    )
}

/// The whole keymap as plain sentences, for screen readers.
pub fn plain_text(words: &Words) -> String {
    let mut out = Vec::new();
    for (heading, bindings) in sections(words) {
        let items: Vec<String> = bindings
            .iter()
            .map(|b| {
                t!(
                    words,
                    "keys-plain-item",
                    keys = keys_text(b, words),
                    what = b.action.what(words)
                )
            })
            .collect();
        out.push(t!(
            words,
            "keys-plain-section",
            heading = heading,
            items = items.join(&t!(words, "keys-plain-separator"))
        ));
    }
    out.join(" ")
}

/// The whole keymap as a Markdown table (the README's controls).
pub fn markdown_table(words: &Words) -> String {
    let mut out =
        String::from("| Where | Keys | Button | What they do |\n| --- | --- | --- | --- |\n");
    for (heading, bindings) in sections(words) {
        for binding in bindings {
            let button = binding
                .action
                .button_label(words)
                .map(|b| format!("**{b}**"))
                .unwrap_or_default();
            out.push_str(&format!(
                "| {heading} | {} | {button} | {} |\n",
                keys_text(binding, words),
                binding.action.what(words)
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

    fn english() -> Words {
        Words::new(crate::i18n::Language::English)
    }

    #[test]
    fn every_action_has_words_and_a_key_to_show() {
        let words = english();
        for binding in BINDINGS {
            assert!(!binding.action.what(&words).is_empty());
            assert!(
                !keys_text(binding, &words).is_empty(),
                "{:?}",
                binding.action
            );
        }
        assert_eq!(
            keys_for(Action::Undo, &words).as_deref(),
            Some("U or Ctrl+Z")
        );
        assert_eq!(keys_for(Action::Start, &words).as_deref(), Some("Enter"));
        assert_eq!(button(Action::PlayAgain, &words), "Play again");
        for action in [
            Action::Undo,
            Action::Redo,
            Action::Hint,
            Action::Analysis,
            Action::Help,
        ] {
            assert_ne!(button(action, &words), "?", "{action:?} has a button");
        }
    }

    #[test]
    fn the_table_lists_each_action_once_under_each_heading() {
        let words = english();
        let table = markdown_table(&words);
        assert_eq!(table.matches("| Back to the game now |").count(), 1);
        assert!(
            table.contains("| During a round | U or Ctrl+Z |") || table.contains("U or Ctrl+Z")
        );
        let text = plain_text(&words);
        assert!(
            text.starts_with("On the title screen: Enter: Start"),
            "{text}"
        );
        assert!(
            text.ends_with("Anywhere: M: Sound off or on; ? or F1: Show or hide every key."),
            "{text}"
        );
    }
}
