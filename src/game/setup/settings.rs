//! What the player picked in the menu, and the form it is saved in.
//!
//! The saved form is RON with stable keys and a version number. Reading it
//! never fails the game: every field is read on its own, so a bad field
//! costs only itself, and even a damaged file gives up what can be read.

use bevy::prelude::*;
use ron::extensions::Extensions;
use ron::value::RawValue;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::seat::{Controller, Mode, Referee};
use crate::core::matchup::{COMPUTER_NAME, FirstMove, MAX_NAME_CHARS, Seat, display_name};
use crate::core::offered::BoardChoice;
use crate::core::{Difficulty, Rules};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSettings>();
    app.init_resource::<SystemTheme>();
    app.register_type::<MatchSettings>();
}

/// The version of the saved form this build writes.
pub const SAVED_VERSION: u32 = 1;

/// How long Impossible thinks about an Ultimate move: longer is stronger.
#[derive(Reflect, Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ThinkChoice {
    /// A tenth of a second natively, a fifth in the browser.
    #[default]
    #[serde(rename = "quick")]
    Quick,
    #[serde(rename = "one_second")]
    OneSecond,
    #[serde(rename = "five_seconds")]
    FiveSeconds,
}

impl ThinkChoice {
    pub const ALL: [ThinkChoice; 3] = [
        ThinkChoice::Quick,
        ThinkChoice::OneSecond,
        ThinkChoice::FiveSeconds,
    ];

    /// The time a move takes, given the platform's quick one.
    pub fn duration(self, quick: std::time::Duration) -> std::time::Duration {
        match self {
            ThinkChoice::Quick => quick,
            ThinkChoice::OneSecond => std::time::Duration::from_secs(1),
            ThinkChoice::FiveSeconds => std::time::Duration::from_secs(5),
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            ThinkChoice::Quick => "Quick",
            ThinkChoice::OneSecond => "1 second",
            ThinkChoice::FiveSeconds => "5 seconds",
        }
    }
}

/// How the game looks. Until the player picks one, the system's preference
/// decides (see `ui::theme`).
#[derive(Reflect, Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ThemeChoice {
    #[serde(rename = "light")]
    Light,
    #[default]
    #[serde(rename = "dark")]
    Dark,
    #[serde(rename = "high_contrast")]
    HighContrast,
}

impl ThemeChoice {
    pub const ALL: [ThemeChoice; 3] = [
        ThemeChoice::Light,
        ThemeChoice::Dark,
        ThemeChoice::HighContrast,
    ];

    pub fn label(self) -> &'static str {
        match self {
            ThemeChoice::Light => "Light",
            ThemeChoice::Dark => "Dark",
            ThemeChoice::HighContrast => "High contrast",
        }
    }
}

/// The look the system asks for (the browser's prefers-color-scheme and
/// prefers-contrast, the desktop window's theme), if it says.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SystemTheme(pub Option<ThemeChoice>);

/// Loudest volume, in percent.
pub const MAX_VOLUME: u8 = 100;

/// Longest server address kept, in bytes.
pub const MAX_SERVER_BYTES: usize = 200;

/// Everything the menu sets up for a match.
#[derive(Resource, Reflect, Clone, Debug, PartialEq, Eq)]
#[reflect(Resource)]
pub struct MatchSettings {
    pub mode: Mode,
    pub difficulty: Difficulty,
    pub first: FirstMove,
    /// Names of the human players as typed; seat two's is used in Human vs
    /// Human only. A blank name shows as the seat's default.
    pub names: [String; 2],
    pub board: BoardChoice,
    /// How long Impossible thinks on Ultimate.
    pub think: ThinkChoice,
    /// Faint square numbers in empty squares, for keyboard players.
    pub show_numbers: bool,
    /// The game server for online play, as typed (the desktop's; the
    /// browser always uses the server its page came from).
    pub server: String,
    /// The look the player picked; `None` follows the system.
    pub theme: Option<ThemeChoice>,
    /// Sound effects off (M), and their volume in percent.
    pub muted: bool,
    pub volume: u8,
    /// Who sits where in an online room, as the server says: not a menu
    /// choice and never saved.
    pub online: OnlineSeats,
}

/// The seats of an online room.
#[derive(Reflect, Clone, Debug, PartialEq, Eq)]
pub struct OnlineSeats {
    /// The seat at this device.
    pub local: Seat,
    pub names: [String; 2],
}

impl Default for OnlineSeats {
    fn default() -> Self {
        OnlineSeats {
            local: Seat::One,
            names: ["Player 1".into(), "Player 2".into()],
        }
    }
}

/// The server the desktop game plays online through unless told otherwise:
/// `tictactoe-server` on this machine, as it starts by default.
pub const DEFAULT_SERVER: &str = "ws://127.0.0.1:8080";

impl Default for MatchSettings {
    fn default() -> Self {
        MatchSettings {
            mode: Mode::default(),
            difficulty: Difficulty::default(),
            first: FirstMove::default(),
            // Blank until typed: shown as the seat's default ("Player 2" for
            // whoever sits second, online too).
            names: [String::new(), String::new()],
            board: BoardChoice::default(),
            think: ThinkChoice::default(),
            // The names show while the board is played with keys (ui).
            show_numbers: false,
            server: DEFAULT_SERVER.into(),
            theme: None,
            muted: false,
            volume: 70,
            online: OnlineSeats::default(),
        }
    }
}

impl MatchSettings {
    /// The name shown for a seat, with computers named for what they are.
    pub fn name(&self, seat: Seat) -> String {
        match (self.mode, seat) {
            (mode, seat) if mode.is_your_opponent(seat) => COMPUTER_NAME.into(),
            (Mode::ComputerVsComputer, seat) => format!("Computer {}", seat.index() + 1),
            (Mode::Online, seat) => display_name(&self.online.names[seat.index()], seat),
            (_, seat) => display_name(&self.names[seat.index()], seat),
        }
    }

    pub fn rules(&self) -> Rules {
        self.board.rules()
    }

    /// Whether the game speaks to `seat` as "you": the one person against
    /// the computer, or the player at this device online.
    pub fn is_you(&self, seat: Seat) -> bool {
        self.mode.is_you(seat) || (self.mode == Mode::Online && seat == self.online.local)
    }

    /// Whether a win by `seat` is a loss for the player at this device: to
    /// the computer, or to the friend online.
    pub fn is_loss_here(&self, winner: Seat) -> bool {
        self.mode.is_your_opponent(winner) || (self.mode == Mode::Online && !self.is_you(winner))
    }

    /// Who confirms the moves of this match: the server for a room online,
    /// else this device. The one place the mode decides it.
    pub fn referee(&self) -> Referee {
        match self.mode {
            Mode::Online => Referee::Server,
            _ => Referee::ThisDevice,
        }
    }

    /// Who plays `seat` in this mode.
    pub fn controller(&self, seat: Seat) -> Controller {
        self.mode.controller(seat, self.online.local)
    }

    /// The seat named by a first-move choice, if it names one.
    pub fn first_seat(&self) -> Option<Seat> {
        self.first.named_seat()
    }

    /// The saved form.
    pub fn to_saved(&self) -> String {
        let saved = SavedForm {
            version: SAVED_VERSION,
            mode: self.mode,
            difficulty: self.difficulty,
            first: self.first,
            name1: self.names[0].trim(),
            name2: self.names[1].trim(),
            board: self.board,
            think: self.think,
            square_numbers: self.show_numbers,
            server: self.server.trim(),
            theme: SavedTheme::from(self.theme),
            muted: self.muted,
            volume: self.volume.min(MAX_VOLUME),
        };
        let body = ron::ser::to_string_pretty(&saved, ron::ser::PrettyConfig::new())
            // Serializing plain fields cannot fail; keep a readable file if it ever did.
            .unwrap_or_else(|error| format!("// not written: {error}\n()"));
        format!(
            "// Tic-Tac-Toe settings. A field that is missing or unreadable falls back to its default.\n{body}\n"
        )
    }

    /// Reads the saved form. What cannot be read keeps its default and is
    /// described in the returned problems; everything else is kept.
    pub fn from_saved(bytes: &[u8]) -> (MatchSettings, Vec<String>) {
        let mut problems = Vec::new();
        let text = String::from_utf8_lossy(bytes);
        if std::str::from_utf8(bytes).is_err() {
            problems.push("some bytes are not text; read around them".to_string());
        }
        let fields = match ron::Options::default()
            .with_default_extension(Extensions::IMPLICIT_SOME)
            .from_str::<SavedFields>(&text)
        {
            Ok(fields) => fields,
            Err(error) => {
                problems.push(format!(
                    "damaged at line {} ({}); read field by field",
                    error.span.start.line, error.code
                ));
                SavedFields::line_by_line(&text)
            }
        };
        if let Some(version) = &fields.version {
            match parse::<u32>(version) {
                Some(v) if v > SAVED_VERSION => problems.push(format!(
                    "written by a newer version of the game (format {v}); kept what this one knows"
                )),
                Some(_) => {}
                None => problems.push("the format version is unreadable".to_string()),
            }
        }
        let mut settings = MatchSettings::default();
        // Applies one field if it parses and is valid, else says why not.
        let mut field =
            |name: &str, raw: Option<Box<RawValue>>, apply: &mut dyn FnMut(&RawValue) -> bool| {
                if let Some(raw) = raw
                    && !apply(&raw)
                {
                    problems.push(format!("`{}` is not a valid {name}", raw.get_ron().trim()));
                }
            };
        field("mode", fields.mode, &mut |raw| {
            parse(raw).map(|v| settings.mode = v).is_some()
        });
        field("strength", fields.difficulty, &mut |raw| {
            parse(raw).map(|v| settings.difficulty = v).is_some()
        });
        field("first player", fields.first, &mut |raw| {
            parse(raw).map(|v| settings.first = v).is_some()
        });
        for (i, raw) in [fields.name1, fields.name2].into_iter().enumerate() {
            field("name", raw, &mut |raw| {
                parse::<String>(raw)
                    .filter(|name| valid_name(name))
                    .map(|name| settings.names[i] = name)
                    .is_some()
            });
        }
        field("board", fields.board, &mut |raw| {
            parse(raw).map(|v| settings.board = v).is_some()
        });
        field("thinking time", fields.think, &mut |raw| {
            parse(raw).map(|v| settings.think = v).is_some()
        });
        field("server address", fields.server, &mut |raw| {
            parse::<String>(raw)
                .filter(|server| {
                    server.len() <= MAX_SERVER_BYTES && !server.chars().any(char::is_control)
                })
                .map(|server| settings.server = server)
                .is_some()
        });
        field("theme", fields.theme, &mut |raw| {
            parse::<SavedTheme>(raw)
                .map(|v| settings.theme = v.into())
                .is_some()
        });
        field("sound setting", fields.muted, &mut |raw| {
            parse(raw).map(|v| settings.muted = v).is_some()
        });
        field("volume", fields.volume, &mut |raw| {
            parse::<u8>(raw)
                .filter(|v| *v <= MAX_VOLUME)
                .map(|v| settings.volume = v)
                .is_some()
        });
        field(
            "square numbers setting",
            fields.square_numbers,
            &mut |raw| parse(raw).map(|v| settings.show_numbers = v).is_some(),
        );
        (settings, problems)
    }
}

fn parse<T: DeserializeOwned>(raw: &RawValue) -> Option<T> {
    raw.into_rust::<T>().ok()
}

/// What is written.
#[derive(Serialize)]
struct SavedForm<'a> {
    version: u32,
    mode: Mode,
    difficulty: Difficulty,
    first: FirstMove,
    name1: &'a str,
    name2: &'a str,
    board: BoardChoice,
    think: ThinkChoice,
    square_numbers: bool,
    server: &'a str,
    theme: SavedTheme,
    muted: bool,
    volume: u8,
}

/// The theme as saved: a plain word, `system` until the player picks one.
#[derive(Serialize, Deserialize, Clone, Copy)]
enum SavedTheme {
    #[serde(rename = "system")]
    System,
    #[serde(rename = "light")]
    Light,
    #[serde(rename = "dark")]
    Dark,
    #[serde(rename = "high_contrast")]
    HighContrast,
}

impl From<Option<ThemeChoice>> for SavedTheme {
    fn from(theme: Option<ThemeChoice>) -> Self {
        match theme {
            None => SavedTheme::System,
            Some(ThemeChoice::Light) => SavedTheme::Light,
            Some(ThemeChoice::Dark) => SavedTheme::Dark,
            Some(ThemeChoice::HighContrast) => SavedTheme::HighContrast,
        }
    }
}

impl From<SavedTheme> for Option<ThemeChoice> {
    fn from(theme: SavedTheme) -> Self {
        match theme {
            SavedTheme::System => None,
            SavedTheme::Light => Some(ThemeChoice::Light),
            SavedTheme::Dark => Some(ThemeChoice::Dark),
            SavedTheme::HighContrast => Some(ThemeChoice::HighContrast),
        }
    }
}

/// What is read: each field kept as its text until it is checked on its own.
/// Unknown fields (from a newer version) are passed over.
#[derive(Deserialize, Default)]
struct SavedFields {
    version: Option<Box<RawValue>>,
    mode: Option<Box<RawValue>>,
    difficulty: Option<Box<RawValue>>,
    first: Option<Box<RawValue>>,
    name1: Option<Box<RawValue>>,
    name2: Option<Box<RawValue>>,
    board: Option<Box<RawValue>>,
    think: Option<Box<RawValue>>,
    square_numbers: Option<Box<RawValue>>,
    server: Option<Box<RawValue>>,
    theme: Option<Box<RawValue>>,
    muted: Option<Box<RawValue>>,
    volume: Option<Box<RawValue>>,
}

impl SavedFields {
    /// A damaged file, read one `key: value,` line at a time (the layout the
    /// game writes), keeping every line that still parses.
    fn line_by_line(text: &str) -> SavedFields {
        let mut fields = SavedFields::default();
        for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
            let line = line.trim().trim_start_matches('(').trim_end_matches(')');
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            let value = value.trim().trim_end_matches(',');
            let Ok(raw) = RawValue::from_boxed_ron(value.into()) else {
                continue;
            };
            let slot = match key.trim() {
                "version" => &mut fields.version,
                "mode" => &mut fields.mode,
                "difficulty" => &mut fields.difficulty,
                "first" => &mut fields.first,
                "name1" => &mut fields.name1,
                "name2" => &mut fields.name2,
                "board" => &mut fields.board,
                "think" => &mut fields.think,
                "square_numbers" => &mut fields.square_numbers,
                "server" => &mut fields.server,
                "theme" => &mut fields.theme,
                "muted" => &mut fields.muted,
                "volume" => &mut fields.volume,
                _ => continue,
            };
            *slot = Some(raw);
        }
        fields
    }
}

/// A name as the menu accepts it: blank (shown as the seat's default), or
/// up to [`MAX_NAME_CHARS`] characters of printable text.
fn valid_name(name: &str) -> bool {
    name.chars().count() <= MAX_NAME_CHARS
        && !name
            .chars()
            .any(|c| c.is_control() || c == char::REPLACEMENT_CHARACTER)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> MatchSettings {
        MatchSettings {
            mode: Mode::ComputerVsComputer,
            difficulty: Difficulty::Impossible,
            first: FirstMove::TakeTurns,
            names: ["Ada".into(), "Grace Hopper".into()],
            board: BoardChoice::Five,
            think: ThinkChoice::FiveSeconds,
            show_numbers: false,
            server: "ws://games.example:9000".into(),
            theme: Some(ThemeChoice::HighContrast),
            muted: true,
            volume: 40,
            online: OnlineSeats::default(),
        }
    }

    #[test]
    fn settings_survive_a_round_trip() {
        let settings = sample();
        let text = settings.to_saved();
        let (read, problems) = MatchSettings::from_saved(text.as_bytes());
        assert_eq!(problems, Vec::<String>::new(), "{text}");
        assert_eq!(read, settings);
        assert!(text.contains("version: 1"), "{text}");
    }

    #[test]
    fn keys_are_stable_not_labels() {
        let text = sample().to_saved();
        for key in [
            "mode: computer_vs_computer",
            "difficulty: impossible",
            "first: take_turns",
            "board: five_by_five",
            "think: five_seconds",
            "square_numbers: false",
            "name2: \"Grace Hopper\"",
            "theme: high_contrast",
            "muted: true",
            "volume: 40",
        ] {
            assert!(text.contains(key), "{key} missing from\n{text}");
        }
    }

    #[test]
    fn a_blank_name_is_saved_and_read_back_without_complaint() {
        let mut settings = MatchSettings::default();
        settings.names[0] = "   ".into();
        let (read, problems) = MatchSettings::from_saved(settings.to_saved().as_bytes());
        assert_eq!(problems, Vec::<String>::new());
        assert_eq!(read.names[0], "");
        assert_eq!(read.name(Seat::One), "Player 1");
    }

    #[test]
    fn each_bad_field_costs_only_itself() {
        let text = "(version: 1, mode: human_vs_human, difficulty: \"Hard\", first: 7, \
                    name1: \"Alice\", name2: \"\u{1}\", board: nine_by_nine, square_numbers: false)";
        let (read, problems) = MatchSettings::from_saved(text.as_bytes());
        assert_eq!(read.mode, Mode::HumanVsHuman);
        assert_eq!(read.names[0], "Alice");
        assert!(!read.show_numbers);
        assert_eq!(read.difficulty, Difficulty::Medium);
        assert_eq!(read.first, FirstMove::SeatOne);
        assert_eq!(read.names[1], "");
        assert_eq!(read.name(Seat::Two), "Player 2");
        assert_eq!(read.board, BoardChoice::Classic);
        assert_eq!(problems.len(), 4, "{problems:?}");
        assert!(problems.iter().any(|p| p.contains("nine_by_nine")));
    }

    #[test]
    fn a_byte_that_is_not_text_loses_only_its_own_field() {
        let mut bytes = sample().to_saved().into_bytes();
        let at = String::from_utf8(bytes.clone())
            .unwrap()
            .find("Grace")
            .unwrap();
        bytes[at] = 0xff;
        let (read, problems) = MatchSettings::from_saved(&bytes);
        assert_eq!(read.mode, Mode::ComputerVsComputer);
        assert_eq!(read.board, BoardChoice::Five);
        assert_eq!(read.names[0], "Ada");
        assert_eq!(read.names[1], "", "the damaged name is not kept");
        assert_eq!(problems.len(), 2, "{problems:?}");
    }

    #[test]
    fn a_damaged_file_is_read_line_by_line() {
        let text = sample()
            .to_saved()
            .replace("board: five_by_five,", "board: five_by_f{{,");
        let (read, problems) = MatchSettings::from_saved(text.as_bytes());
        assert_eq!(read.mode, Mode::ComputerVsComputer);
        assert_eq!(read.names[1], "Grace Hopper");
        assert!(!read.show_numbers);
        assert_eq!(read.board, BoardChoice::Classic);
        assert!(problems[0].starts_with("damaged at line"), "{problems:?}");
        let (read, problems) = MatchSettings::from_saved(b"");
        assert_eq!(read, MatchSettings::default());
        assert_eq!(problems.len(), 1, "an empty file is reported: {problems:?}");
    }

    #[test]
    fn an_unpicked_theme_follows_the_system_and_a_loud_volume_is_refused() {
        let (read, problems) =
            MatchSettings::from_saved(MatchSettings::default().to_saved().as_bytes());
        assert_eq!(problems, Vec::<String>::new());
        assert_eq!(read.theme, None);
        let text = "(version: 1, theme: light, volume: 250, muted: \"yes\")";
        let (read, problems) = MatchSettings::from_saved(text.as_bytes());
        assert_eq!(read.theme, Some(ThemeChoice::Light));
        assert_eq!(read.volume, MatchSettings::default().volume);
        assert!(!read.muted);
        assert_eq!(problems.len(), 2, "{problems:?}");
    }

    #[test]
    fn a_newer_file_keeps_what_this_version_knows() {
        let text = "(version: 7, mode: human_vs_human, colour: \"red\")";
        let (read, problems) = MatchSettings::from_saved(text.as_bytes());
        assert_eq!(read.mode, Mode::HumanVsHuman);
        assert_eq!(problems.len(), 1);
        assert!(problems[0].contains("newer version"));
    }

    #[test]
    fn names_are_cleaned_for_display() {
        let mut s = MatchSettings::default();
        assert_eq!(s.name(Seat::Two), "Computer");
        s.mode = Mode::HumanVsHuman;
        assert_eq!(s.name(Seat::Two), "Player 2");
    }
}
