//! The saved form of the match set-up and the device's preferences: one
//! RON file with stable keys and a version number. Each saved field is
//! described once, in [`FIELDS`]: its key, what a problem calls it, and how
//! it is written and read.
//!
//! Reading never fails the game: every field is read on its own, so a bad
//! field costs only itself, and even a damaged file gives up what can be
//! read.

use std::fmt;

use ron::extensions::Extensions;
use ron::value::RawValue;
use serde::de::{self, DeserializeOwned, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

use super::preferences::{MAX_VOLUME, Preferences, ThemeChoice};
use super::settings::MatchSettings;
use crate::core::matchup::MAX_NAME_CHARS;

/// The version of the saved form this build writes.
pub const SAVED_VERSION: u32 = 1;

/// What the file holds: the match set-up and this device's preferences.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Saved {
    pub setup: MatchSettings,
    pub prefs: Preferences,
}

/// One saved field.
struct Field {
    key: &'static str,
    /// What a problem calls a bad value: "`7` is not a valid {what}".
    what: &'static str,
    /// The value as RON text.
    write: fn(&Saved) -> String,
    /// Takes the value if it parses and is valid.
    read: fn(&mut Saved, &RawValue) -> bool,
}

/// A field saved as its own serde form, any value of the type valid.
macro_rules! plain {
    ($key:literal, $what:literal, $($place:ident).+ : $ty:ty) => {
        Field {
            key: $key,
            what: $what,
            write: |saved| ron_text(&saved.$($place).+),
            read: |saved, raw| parse::<$ty>(raw).map(|v| saved.$($place).+ = v).is_some(),
        }
    };
}

/// Every saved field, in the file's order.
const FIELDS: &[Field] = &[
    plain!("mode", "mode", setup.mode: super::seat::Mode),
    plain!("difficulty", "strength", setup.difficulty: crate::core::Difficulty),
    plain!("first", "first player", setup.first: crate::core::matchup::FirstMove),
    Field {
        key: "name1",
        what: "name",
        write: |saved| ron_text(saved.setup.names[0].trim()),
        read: |saved, raw| read_name(raw).map(|n| saved.setup.names[0] = n).is_some(),
    },
    Field {
        key: "name2",
        what: "name",
        write: |saved| ron_text(saved.setup.names[1].trim()),
        read: |saved, raw| read_name(raw).map(|n| saved.setup.names[1] = n).is_some(),
    },
    plain!("board", "board", setup.board: crate::core::offered::BoardChoice),
    plain!("think", "thinking time", setup.think: super::settings::ThinkChoice),
    plain!("clock", "clock", setup.clock: super::settings::ClockChoice),
    plain!("square_numbers", "square numbers setting", prefs.show_numbers: bool),
    Field {
        key: "server",
        what: "server address",
        write: |saved| ron_text(saved.prefs.server.trim()),
        read: |saved, raw| {
            parse::<String>(raw)
                .filter(|server| Preferences::valid_server(server))
                .map(|server| saved.prefs.server = server)
                .is_some()
        },
    },
    Field {
        key: "theme",
        what: "theme",
        write: |saved| ron_text(&SavedTheme::from(saved.prefs.theme)),
        read: |saved, raw| {
            parse::<SavedTheme>(raw)
                .map(|theme| saved.prefs.theme = theme.into())
                .is_some()
        },
    },
    plain!("muted", "sound setting", prefs.muted: bool),
    Field {
        key: "volume",
        what: "volume",
        write: |saved| ron_text(&saved.prefs.volume.min(MAX_VOLUME)),
        read: |saved, raw| {
            parse::<u8>(raw)
                .filter(|volume| *volume <= MAX_VOLUME)
                .map(|volume| saved.prefs.volume = volume)
                .is_some()
        },
    },
    Field {
        key: "language",
        what: "language",
        write: |saved| {
            ron_text(
                saved
                    .prefs
                    .language
                    .map_or("system", crate::i18n::Language::tag),
            )
        },
        read: |saved, raw| {
            parse::<String>(raw)
                .and_then(|tag| match tag.as_str() {
                    "system" => Some(None),
                    tag => crate::i18n::Language::ALL
                        .into_iter()
                        .find(|language| language.tag() == tag)
                        .map(Some),
                })
                .map(|language| saved.prefs.language = language)
                .is_some()
        },
    },
];

impl Saved {
    /// The saved form: one `key: value,` line per field.
    pub fn to_saved(&self) -> String {
        let mut text = String::from(
            "// Tic-Tac-Toe settings. A field that is missing or unreadable falls back to its default.\n(\n",
        );
        text += &format!("    version: {SAVED_VERSION},\n");
        for field in FIELDS {
            text += &format!("    {}: {},\n", field.key, (field.write)(self));
        }
        text += ")\n";
        text
    }

    /// Reads the saved form. What cannot be read keeps its default and is
    /// described in the returned problems; everything else is kept.
    pub fn from_saved(bytes: &[u8]) -> (Saved, Vec<String>) {
        let mut problems = Vec::new();
        let text = String::from_utf8_lossy(bytes);
        if std::str::from_utf8(bytes).is_err() {
            problems.push("some bytes are not text; read around them".to_string());
        }
        let entries = match ron::Options::default()
            .with_default_extension(Extensions::IMPLICIT_SOME)
            .from_str::<Entries>(&text)
        {
            Ok(entries) => entries,
            Err(error) => {
                problems.push(format!(
                    "damaged at line {} ({}); read field by field",
                    error.span.start.line, error.code
                ));
                Entries::line_by_line(&text)
            }
        };
        let mut saved = Saved::default();
        for (key, raw) in &entries.0 {
            if key == "version" {
                match parse::<u32>(raw) {
                    Some(v) if v > SAVED_VERSION => problems.push(format!(
                        "written by a newer version of the game (format {v}); kept what this one knows"
                    )),
                    Some(_) => {}
                    None => problems.push("the format version is unreadable".to_string()),
                }
            // Unknown keys (from a newer version) are passed over.
            } else if let Some(field) = FIELDS.iter().find(|f| f.key == key)
                && !(field.read)(&mut saved, raw)
            {
                problems.push(format!(
                    "`{}` is not a valid {}",
                    raw.get_ron().trim(),
                    field.what
                ));
            }
        }
        (saved, problems)
    }
}

fn ron_text<T: Serialize + ?Sized>(value: &T) -> String {
    // Plain values always serialize; keep the file readable if one did not.
    ron::to_string(value).unwrap_or_else(|error| format!("() /* {error} */"))
}

fn parse<T: DeserializeOwned>(raw: &RawValue) -> Option<T> {
    raw.into_rust::<T>().ok()
}

/// A name as the menu accepts it: blank (shown as the seat's default), or
/// up to [`MAX_NAME_CHARS`] characters of printable text.
fn read_name(raw: &RawValue) -> Option<String> {
    parse::<String>(raw).filter(|name| {
        name.chars().count() <= MAX_NAME_CHARS
            && !name
                .chars()
                .any(|c| c.is_control() || c == char::REPLACEMENT_CHARACTER)
    })
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

/// The file's fields by key, each kept as its text until it is checked on
/// its own.
#[derive(Default)]
struct Entries(Vec<(String, Box<RawValue>)>);

impl Entries {
    /// A damaged file, read one `key: value,` line at a time (the layout the
    /// game writes), keeping every line that still parses.
    fn line_by_line(text: &str) -> Entries {
        let mut entries = Entries::default();
        for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
            let line = line.trim().trim_start_matches('(').trim_end_matches(')');
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            let value = value.trim().trim_end_matches(',');
            if let Ok(raw) = RawValue::from_boxed_ron(value.into()) {
                entries.0.push((key.trim().to_string(), raw));
            }
        }
        entries
    }
}

impl<'de> Deserialize<'de> for Entries {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        // A struct of any fields: `(key: value, ...)`.
        deserializer.deserialize_struct("", &[], EntriesVisitor)
    }
}

struct EntriesVisitor;

impl<'de> Visitor<'de> for EntriesVisitor {
    type Value = Entries;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("settings as `(key: value, ...)`")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Entries, A::Error> {
        let mut entries = Entries::default();
        while let Some(Key(key)) = map.next_key()? {
            entries.0.push((key, map.next_value()?));
        }
        Ok(entries)
    }
}

/// A field's name, read as the identifier it is.
struct Key(String);

impl<'de> Deserialize<'de> for Key {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct KeyVisitor;
        impl Visitor<'_> for KeyVisitor {
            type Value = Key;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a field's name")
            }
            fn visit_str<E: de::Error>(self, key: &str) -> Result<Key, E> {
                Ok(Key(key.to_string()))
            }
        }
        deserializer.deserialize_identifier(KeyVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Difficulty;
    use crate::core::matchup::{FirstMove, Seat};
    use crate::core::offered::BoardChoice;
    use crate::game::setup::seat::Mode;
    use crate::game::setup::settings::{ClockChoice, ThinkChoice};

    fn sample() -> Saved {
        Saved {
            setup: MatchSettings {
                mode: Mode::ComputerVsComputer,
                difficulty: Difficulty::Impossible,
                first: FirstMove::TakeTurns,
                names: ["Ada".into(), "Grace Hopper".into()],
                board: BoardChoice::Five,
                think: ThinkChoice::FiveSeconds,
                clock: ClockChoice::Sixty,
                ..MatchSettings::default()
            },
            prefs: Preferences {
                show_numbers: false,
                server: "ws://games.example:9000".into(),
                theme: Some(ThemeChoice::HighContrast),
                muted: true,
                volume: 40,
                language: Some(crate::i18n::Language::Portuguese),
            },
        }
    }

    #[test]
    fn settings_survive_a_round_trip() {
        let saved = sample();
        let text = saved.to_saved();
        let (read, problems) = Saved::from_saved(text.as_bytes());
        assert_eq!(problems, Vec::<String>::new(), "{text}");
        assert_eq!(read, saved);
        assert!(text.contains("version: 1"), "{text}");
        // Every field is written, once.
        for field in FIELDS {
            assert_eq!(
                text.matches(&format!("\n    {}: ", field.key)).count(),
                1,
                "{}",
                field.key
            );
        }
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
            "clock: sixty_seconds",
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
        let mut saved = Saved::default();
        saved.setup.names[0] = "   ".into();
        let (read, problems) = Saved::from_saved(saved.to_saved().as_bytes());
        assert_eq!(problems, Vec::<String>::new());
        assert_eq!(read.setup.names[0], "");
        assert_eq!(read.setup.name(Seat::One), "Player 1");
    }

    #[test]
    fn each_bad_field_costs_only_itself() {
        let text = "(version: 1, mode: human_vs_human, difficulty: \"Hard\", first: 7, \
                    name1: \"Alice\", name2: \"\u{1}\", board: nine_by_nine, square_numbers: false)";
        let (read, problems) = Saved::from_saved(text.as_bytes());
        let setup = &read.setup;
        assert_eq!(setup.mode, Mode::HumanVsHuman);
        assert_eq!(setup.names[0], "Alice");
        assert!(!read.prefs.show_numbers);
        assert_eq!(setup.difficulty, Difficulty::Medium);
        assert_eq!(setup.first, FirstMove::SeatOne);
        assert_eq!(setup.names[1], "");
        assert_eq!(setup.name(Seat::Two), "Player 2");
        assert_eq!(setup.board, BoardChoice::Classic);
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
        let (read, problems) = Saved::from_saved(&bytes);
        assert_eq!(read.setup.mode, Mode::ComputerVsComputer);
        assert_eq!(read.setup.board, BoardChoice::Five);
        assert_eq!(read.setup.names[0], "Ada");
        assert_eq!(read.setup.names[1], "", "the damaged name is not kept");
        assert_eq!(problems.len(), 2, "{problems:?}");
    }

    #[test]
    fn a_damaged_file_is_read_line_by_line() {
        let text = sample()
            .to_saved()
            .replace("board: five_by_five,", "board: five_by_f{{,");
        let (read, problems) = Saved::from_saved(text.as_bytes());
        assert_eq!(read.setup.mode, Mode::ComputerVsComputer);
        assert_eq!(read.setup.names[1], "Grace Hopper");
        assert!(!read.prefs.show_numbers);
        assert_eq!(read.setup.board, BoardChoice::Classic);
        assert!(problems[0].starts_with("damaged at line"), "{problems:?}");
        let (read, problems) = Saved::from_saved(b"");
        assert_eq!(read, Saved::default());
        assert_eq!(problems.len(), 1, "an empty file is reported: {problems:?}");
    }

    #[test]
    fn an_unpicked_theme_follows_the_system_and_a_loud_volume_is_refused() {
        let (read, problems) = Saved::from_saved(Saved::default().to_saved().as_bytes());
        assert_eq!(problems, Vec::<String>::new());
        assert_eq!(read.prefs.theme, None);
        let text = "(version: 1, theme: light, volume: 250, muted: \"yes\")";
        let (read, problems) = Saved::from_saved(text.as_bytes());
        assert_eq!(read.prefs.theme, Some(ThemeChoice::Light));
        assert_eq!(read.prefs.volume, Preferences::default().volume);
        assert!(!read.prefs.muted);
        assert_eq!(problems.len(), 2, "{problems:?}");
    }

    #[test]
    fn the_language_is_a_known_tag_or_the_system() {
        let (read, problems) = Saved::from_saved(b"(version: 1, language: \"ja\")");
        assert_eq!(read.prefs.language, Some(crate::i18n::Language::Japanese));
        assert!(problems.is_empty(), "{problems:?}");
        let (read, problems) = Saved::from_saved(b"(version: 1, language: \"system\")");
        assert_eq!(read.prefs.language, None);
        assert!(problems.is_empty(), "{problems:?}");
        // A language this build does not speak follows the system, and says so.
        let (read, problems) = Saved::from_saved(b"(version: 1, language: \"xx-YY\", volume: 30)");
        assert_eq!(read.prefs.language, None);
        assert_eq!(read.prefs.volume, 30);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].contains("language"), "{problems:?}");
    }

    #[test]
    fn a_newer_file_keeps_what_this_version_knows() {
        let text = "(version: 7, mode: human_vs_human, colour: \"red\")";
        let (read, problems) = Saved::from_saved(text.as_bytes());
        assert_eq!(read.setup.mode, Mode::HumanVsHuman);
        assert_eq!(problems.len(), 1);
        assert!(problems[0].contains("newer version"));
    }
}
