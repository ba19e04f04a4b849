//! A line typed on the title screen: a player's name, or the code of a
//! friend's room to join or watch. Letters add, Backspace takes back,
//! Enter is done, Esc leaves it as it was.

use bevy::prelude::*;
use ratatui::crossterm::event::KeyCode as TermCode;

use crate::core::matchup::{MAX_NAME_CHARS, Seat, is_layout_control, tidy_name};
use crate::game::online::OnlineCommand;
use crate::game::setup::language::Words;
use crate::game::setup::seat::Mode;
use crate::game::setup::settings::MatchSettings;
use crate::i18n::t;

/// What is being typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The name of the player in this seat.
    Name(Seat),
    /// The code of a room to join.
    Join,
    /// The code of a room to watch.
    Watch,
}

/// The longest room code kept (codes are seven letters).
const CODE_CHARS: usize = 12;

impl Purpose {
    fn limit(self) -> usize {
        match self {
            Purpose::Name(_) => MAX_NAME_CHARS,
            Purpose::Join | Purpose::Watch => CODE_CHARS,
        }
    }

    /// What to type, in words.
    pub fn question(self, words: &Words) -> String {
        match self {
            Purpose::Name(seat) => t!(
                words,
                "terminal-type-name",
                seat = t!(words, "name-player", number = seat.index() + 1)
            ),
            Purpose::Join | Purpose::Watch => t!(words, "terminal-type-code"),
        }
    }
}

/// The text typed so far.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Typed(pub String);

/// What typing asks for once Enter is pressed.
#[derive(Debug, PartialEq, Eq)]
pub enum Done {
    /// Still typing (or the key did nothing).
    Typing,
    /// Esc: nothing changes.
    Cancelled,
    /// The name is set; for two players, the second seat's comes next.
    Named(Option<Seat>),
    Online(OnlineCommand),
}

/// A key while typing `purpose`.
pub fn key(
    code: TermCode,
    purpose: Purpose,
    typed: &mut Typed,
    settings: &mut MatchSettings,
) -> Done {
    match code {
        TermCode::Char(c) if !c.is_control() && !is_layout_control(c) => {
            if typed.0.chars().count() < purpose.limit() {
                typed.0.push(c);
            }
            Done::Typing
        }
        TermCode::Backspace => {
            typed.0.pop();
            Done::Typing
        }
        TermCode::Esc => Done::Cancelled,
        TermCode::Enter => {
            let text = std::mem::take(&mut typed.0);
            match purpose {
                Purpose::Name(seat) => {
                    let name = tidy_name(text.chars(), seat, |c| {
                        (!c.is_control()).then_some(if c.is_whitespace() { ' ' } else { c })
                    });
                    settings.names[seat.index()] = name;
                    let next = (seat == Seat::One && settings.mode == Mode::HumanVsHuman)
                        .then_some(Seat::Two);
                    Done::Named(next)
                }
                Purpose::Join => Done::Online(OnlineCommand::Join(text.trim().to_string())),
                Purpose::Watch => Done::Online(OnlineCommand::Watch(text.trim().to_string())),
            }
        }
        _ => Done::Typing,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(keys: &str, purpose: Purpose, settings: &mut MatchSettings) -> (Done, Typed) {
        let mut typed = Typed::default();
        let mut done = Done::Typing;
        for c in keys.chars() {
            let code = match c {
                '\n' => TermCode::Enter,
                '\u{8}' => TermCode::Backspace,
                '\u{1b}' => TermCode::Esc,
                c => TermCode::Char(c),
            };
            done = key(code, purpose, &mut typed, settings);
        }
        (done, typed)
    }

    #[test]
    fn a_name_is_tidied_and_the_second_players_comes_next() {
        let mut settings = MatchSettings {
            mode: Mode::HumanVsHuman,
            ..default()
        };
        let (done, _) = typed(
            "  Ann  Lee\u{8}\u{8}\u{8}Zed\n",
            Purpose::Name(Seat::One),
            &mut settings,
        );
        assert_eq!(done, Done::Named(Some(Seat::Two)));
        assert_eq!(settings.names[0], "Ann Zed");
        let (done, _) = typed("\n", Purpose::Name(Seat::Two), &mut settings);
        assert_eq!(done, Done::Named(None));
        assert_eq!(settings.names[1], "Player 2");
        let long = "x".repeat(40) + "\n";
        typed(&long, Purpose::Name(Seat::One), &mut settings);
        assert_eq!(settings.names[0].chars().count(), MAX_NAME_CHARS);
    }

    #[test]
    fn a_code_joins_or_watches_and_esc_changes_nothing() {
        let mut settings = MatchSettings::default();
        let before = settings.clone();
        let (done, _) = typed("kxmtrab\n", Purpose::Join, &mut settings);
        assert_eq!(done, Done::Online(OnlineCommand::Join("kxmtrab".into())));
        let (done, _) = typed("ABC\n", Purpose::Watch, &mut settings);
        assert_eq!(done, Done::Online(OnlineCommand::Watch("ABC".into())));
        let (done, typed_text) = typed("Bob\u{1b}", Purpose::Name(Seat::One), &mut settings);
        assert_eq!(done, Done::Cancelled);
        assert_eq!(typed_text.0, "Bob");
        assert_eq!(settings, before);
    }
}
