//! What the player picked in the menu, and how it is saved between sessions.
//!
//! The saved form is a few `key = value` lines. Reading it never fails the
//! game: a bad line is reported, skipped, and its default kept.

use bevy::prelude::*;

use super::announce::{Announce, Announcement};
use super::state::GameState;
use crate::core::{Difficulty, Rules};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSettings>();
    app.init_resource::<AnnouncedChoices>();
    app.add_systems(OnEnter(GameState::Menu), forget_announced_choices);
    app.add_systems(Update, announce_choices.run_if(in_state(GameState::Menu)));
}

/// The menu summary last announced; cleared on opening the menu so it is
/// said again there.
#[derive(Resource, Default)]
struct AnnouncedChoices(Option<String>);

fn forget_announced_choices(mut announced: ResMut<AnnouncedChoices>) {
    announced.0 = None;
}

/// Says the menu's choices when the menu opens and whenever one changes, so
/// a screen-reader user hears what a click did.
fn announce_choices(
    settings: Res<MatchSettings>,
    mut announced: ResMut<AnnouncedChoices>,
    mut announce: MessageWriter<Announce>,
) {
    let summary = settings.summary();
    if announced.0.as_ref() != Some(&summary) {
        announce.write(Announce::new(Announcement::Menu, summary.clone()));
        announced.0 = Some(summary);
    }
}

/// One of the two participants, whatever mark they play this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// The player at the keyboard (or the first player, or the first computer).
    One,
    Two,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::One, Seat::Two];

    pub fn index(self) -> usize {
        match self {
            Seat::One => 0,
            Seat::Two => 1,
        }
    }

    pub fn other(self) -> Seat {
        match self {
            Seat::One => Seat::Two,
            Seat::Two => Seat::One,
        }
    }
}

/// Who makes a seat's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Controller {
    Human,
    Computer,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    HumanVsHuman,
    #[default]
    HumanVsComputer,
    ComputerVsComputer,
}

impl Mode {
    pub const ALL: [Mode; 3] = [
        Mode::HumanVsHuman,
        Mode::HumanVsComputer,
        Mode::ComputerVsComputer,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Mode::HumanVsHuman => "Human vs Human",
            Mode::HumanVsComputer => "Human vs Computer",
            Mode::ComputerVsComputer => "Computer vs Computer",
        }
    }

    pub fn controller(self, seat: Seat) -> Controller {
        match (self, seat) {
            (Mode::HumanVsHuman, _) | (Mode::HumanVsComputer, Seat::One) => Controller::Human,
            _ => Controller::Computer,
        }
    }

    pub fn has_computer(self) -> bool {
        self != Mode::HumanVsHuman
    }

    fn key(self) -> &'static str {
        match self {
            Mode::HumanVsHuman => "human-vs-human",
            Mode::HumanVsComputer => "human-vs-computer",
            Mode::ComputerVsComputer => "computer-vs-computer",
        }
    }
}

/// Who plays X (and so moves first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FirstMove {
    #[default]
    SeatOne,
    SeatTwo,
    Random,
    /// Seat one starts the first round, then the seats take turns.
    Alternate,
}

impl FirstMove {
    pub const ALL: [FirstMove; 4] = [
        FirstMove::SeatOne,
        FirstMove::SeatTwo,
        FirstMove::Random,
        FirstMove::Alternate,
    ];

    fn key(self) -> &'static str {
        match self {
            FirstMove::SeatOne => "one",
            FirstMove::SeatTwo => "two",
            FirstMove::Random => "random",
            FirstMove::Alternate => "alternate",
        }
    }
}

/// The boards the menu offers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardChoice {
    #[default]
    Classic,
    Four,
    Five,
}

impl BoardChoice {
    pub const ALL: [BoardChoice; 3] = [BoardChoice::Classic, BoardChoice::Four, BoardChoice::Five];

    pub fn rules(self) -> Rules {
        let (size, k) = match self {
            BoardChoice::Classic => (3, 3),
            BoardChoice::Four => (4, 4),
            BoardChoice::Five => (5, 4),
        };
        Rules::new(size, k).expect("menu boards are valid rules")
    }

    pub fn label(self) -> &'static str {
        match self {
            BoardChoice::Classic => "3 x 3, three in a row",
            BoardChoice::Four => "4 x 4, four in a row",
            BoardChoice::Five => "5 x 5, four in a row",
        }
    }

    fn key(self) -> &'static str {
        match self {
            BoardChoice::Classic => "3x3",
            BoardChoice::Four => "4x4",
            BoardChoice::Five => "5x5",
        }
    }
}

/// Longest name the menu accepts, in characters.
pub const MAX_NAME_CHARS: usize = 16;

/// Everything the menu sets up for a match.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct MatchSettings {
    pub mode: Mode,
    pub difficulty: Difficulty,
    pub first: FirstMove,
    /// Names of the human players; seat two's is used in Human vs Human only.
    pub names: [String; 2],
    pub board: BoardChoice,
    /// Faint square numbers in empty squares, for keyboard players.
    pub show_numbers: bool,
}

impl Default for MatchSettings {
    fn default() -> Self {
        MatchSettings {
            mode: Mode::default(),
            difficulty: Difficulty::default(),
            first: FirstMove::default(),
            names: ["Player 1".into(), "Player 2".into()],
            board: BoardChoice::default(),
            show_numbers: true,
        }
    }
}

impl MatchSettings {
    /// The name shown for a seat, with computers named for what they are.
    pub fn name(&self, seat: Seat) -> String {
        match (self.mode, seat) {
            (Mode::HumanVsComputer, Seat::Two) => "Computer".into(),
            (Mode::ComputerVsComputer, seat) => format!("Computer {}", seat.index() + 1),
            (_, seat) => clean_name(&self.names[seat.index()], seat),
        }
    }

    pub fn controller(&self, seat: Seat) -> Controller {
        self.mode.controller(seat)
    }

    pub fn rules(&self) -> Rules {
        self.board.rules()
    }

    /// The choices in words (names left out: they change with every keystroke).
    pub fn summary(&self) -> String {
        let first = match (self.first, self.mode) {
            (FirstMove::SeatOne, Mode::HumanVsComputer) => "you go first".to_string(),
            (FirstMove::SeatTwo, Mode::HumanVsComputer) => "the computer goes first".to_string(),
            (FirstMove::SeatOne | FirstMove::SeatTwo, _) => {
                let seat = if self.first == FirstMove::SeatOne {
                    Seat::One
                } else {
                    Seat::Two
                };
                format!("{} goes first", self.name(seat))
            }
            (FirstMove::Random, _) => "random first player".to_string(),
            (FirstMove::Alternate, _) => "players take turns going first".to_string(),
        };
        let strength = if self.mode.has_computer() {
            format!(", {}", self.difficulty.label())
        } else {
            String::new()
        };
        format!(
            "Menu: {}{strength}, {first}, {}. Enter starts",
            self.mode.label(),
            self.board.label()
        )
    }

    /// The text form written to the settings file.
    pub fn to_text(&self) -> String {
        format!(
            "# Tic-Tac-Toe settings\nmode = {}\ndifficulty = {}\nfirst = {}\nname1 = {}\nname2 = {}\nboard = {}\nnumbers = {}\n",
            self.mode.key(),
            self.difficulty.label().to_lowercase(),
            self.first.key(),
            self.names[0],
            self.names[1],
            self.board.key(),
            if self.show_numbers { "on" } else { "off" },
        )
    }

    /// Reads the text form. Unknown or bad lines are skipped and described in
    /// the returned problems; what could be read is kept.
    pub fn from_text(text: &str) -> (MatchSettings, Vec<String>) {
        let mut settings = MatchSettings::default();
        let mut problems = Vec::new();
        for (number, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let Some((key, value)) = line.split_once('=') else {
                problems.push(format!("line {}: expected `key = value`", number + 1));
                continue;
            };
            let (key, value) = (key.trim(), value.trim());
            let ok = match key {
                "mode" => pick(&Mode::ALL, Mode::key, value).map(|v| settings.mode = v),
                "difficulty" => pick(&Difficulty::ALL, |d| d.label().to_lowercase(), value)
                    .map(|v| settings.difficulty = v),
                "first" => pick(&FirstMove::ALL, FirstMove::key, value).map(|v| settings.first = v),
                "board" => {
                    pick(&BoardChoice::ALL, BoardChoice::key, value).map(|v| settings.board = v)
                }
                "numbers" => match value {
                    "on" | "off" => {
                        settings.show_numbers = value == "on";
                        Some(())
                    }
                    _ => None,
                },
                "name1" | "name2" if valid_name(value) => {
                    settings.names[usize::from(key == "name2")] = value.to_string();
                    Some(())
                }
                "name1" | "name2" => None,
                _ => {
                    problems.push(format!("line {}: unknown setting `{key}`", number + 1));
                    continue;
                }
            };
            if ok.is_none() {
                problems.push(format!(
                    "line {}: `{value}` is not a valid {key}",
                    number + 1
                ));
            }
        }
        (settings, problems)
    }
}

fn pick<T: Copy, K: AsRef<str>>(all: &[T], key: impl Fn(T) -> K, value: &str) -> Option<T> {
    all.iter()
        .copied()
        .find(|&v| key(v).as_ref().eq_ignore_ascii_case(value))
}

fn valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=MAX_NAME_CHARS).contains(&n) && !name.chars().any(char::is_control)
}

/// A name fit to show: trimmed, or the seat's default when left blank.
pub fn clean_name(name: &str, seat: Seat) -> String {
    let trimmed: String = name.trim().chars().take(MAX_NAME_CHARS).collect();
    if trimmed.is_empty() {
        format!("Player {}", seat.index() + 1)
    } else {
        trimmed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_survive_a_round_trip() {
        let settings = MatchSettings {
            mode: Mode::ComputerVsComputer,
            difficulty: Difficulty::Impossible,
            first: FirstMove::Alternate,
            names: ["Ada".into(), "Grace Hopper".into()],
            board: BoardChoice::Five,
            show_numbers: false,
        };
        let (read, problems) = MatchSettings::from_text(&settings.to_text());
        assert_eq!(problems, Vec::<String>::new());
        assert_eq!(read, settings);
    }

    #[test]
    fn a_corrupt_file_keeps_what_it_can_and_says_what_it_could_not() {
        let text =
            "mode = human-vs-human\n\u{0}\u{1}garbage\nboard = 9x9\nname1 = Alice\ncolour = red\n";
        let (read, problems) = MatchSettings::from_text(text);
        assert_eq!(read.mode, Mode::HumanVsHuman);
        assert_eq!(read.names[0], "Alice");
        assert_eq!(read.board, BoardChoice::Classic);
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert!(problems[1].contains("9x9"));
        assert!(problems[2].contains("colour"));
    }

    #[test]
    fn names_are_cleaned_for_display() {
        assert_eq!(clean_name("   ", Seat::Two), "Player 2");
        assert_eq!(clean_name("  Bob ", Seat::One), "Bob");
        let mut s = MatchSettings::default();
        assert_eq!(s.name(Seat::Two), "Computer");
        s.mode = Mode::HumanVsHuman;
        assert_eq!(s.name(Seat::Two), "Player 2");
    }
}
