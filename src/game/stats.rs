//! Lifetime statistics: wins, losses and draws per mode, strength and
//! board, and the longest winning streak, kept across runs next to the
//! settings (the platform layer reads and writes them). A result an undo
//! takes back is taken out again.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::core::Difficulty;
use crate::core::matchup::Seat;
use crate::core::offered::BoardChoice;
use crate::game::round::Round;
use crate::game::round::outcome::{RoundEnded, RoundReopened, RoundResult};
use crate::game::sets::GameSystems;
use crate::game::setup::language::Words;
use crate::game::setup::seat::{Authority, Mode};
use crate::game::setup::settings::{MatchSettings, board_short_label, difficulty_label};
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Statistics>();
    app.init_resource::<LastCounted>();
    app.add_message::<ResetStatistics>();
    app.add_systems(
        Update,
        (
            take_back.run_if(on_message::<RoundReopened>),
            count.run_if(on_message::<RoundEnded>),
            reset.run_if(on_message::<ResetStatistics>),
        )
            .chain()
            .in_set(GameSystems::Tally)
            // A replay was played by someone, somewhere, some time.
            .run_if(|round: Res<Round>| round.authority() != Authority::Record),
    );
}

/// Which games a record counts.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RecordKey {
    pub mode: Mode,
    /// The computer's strength; `None` between two people.
    pub strength: Option<Difficulty>,
    pub board: BoardChoice,
}

impl RecordKey {
    pub fn of(settings: &MatchSettings) -> Self {
        RecordKey {
            mode: settings.mode,
            strength: settings.mode.has_computer().then_some(settings.difficulty),
            board: settings.board,
        }
    }

    /// "You vs Impossible, 5 x 5".
    pub fn label(&self, words: &Words) -> String {
        let board = board_short_label(self.board, words);
        match (self.mode, self.strength) {
            (Mode::HumanVsComputer, Some(s)) => t!(
                words,
                "stats-record-you-vs",
                strength = difficulty_label(s, words),
                board = board
            ),
            (Mode::ComputerVsComputer, Some(s)) => t!(
                words,
                "stats-record-itself",
                strength = difficulty_label(s, words),
                board = board
            ),
            (Mode::Online, _) => t!(words, "stats-record-online", board = board),
            _ => t!(words, "stats-record-two-players", board = board),
        }
    }
}

/// One record. "Won" is the first seat's (you, against the computer).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    pub streak: u32,
    pub best_streak: u32,
}

/// Every record, in the order first played.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    pub records: Vec<(RecordKey, Record)>,
}

/// The saved form's version; a newer one is read as damaged, never guessed.
const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Saved {
    version: u32,
    records: Vec<SavedRecord>,
}

#[derive(Serialize, Deserialize)]
struct SavedRecord {
    key: RecordKey,
    record: Record,
}

impl Statistics {
    pub fn record(&self, key: &RecordKey) -> Option<&Record> {
        self.records.iter().find(|(k, _)| k == key).map(|(_, r)| r)
    }

    fn record_mut(&mut self, key: RecordKey) -> &mut Record {
        match self.records.iter().position(|(k, _)| *k == key) {
            Some(i) => &mut self.records[i].1,
            None => {
                self.records.push((key, Record::default()));
                &mut self.records.last_mut().expect("just pushed").1
            }
        }
    }

    /// The text kept on disk or in the browser.
    pub fn to_saved(&self) -> String {
        let saved = Saved {
            version: VERSION,
            records: self
                .records
                .iter()
                .map(|&(key, record)| SavedRecord { key, record })
                .collect(),
        };
        ron::ser::to_string_pretty(&saved, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }

    /// Reads the saved text; any damage gives an error and no statistics.
    pub fn from_saved(bytes: &[u8]) -> Result<Statistics, String> {
        let text = std::str::from_utf8(bytes).map_err(|_| "not text".to_string())?;
        let saved: Saved = ron::from_str(text).map_err(|e| e.to_string())?;
        if saved.version != VERSION {
            return Err(format!(
                "version {} is not one this game reads",
                saved.version
            ));
        }
        let mut stats = Statistics::default();
        for SavedRecord { key, record } in saved.records {
            if record.streak > record.best_streak || record.best_streak > record.won {
                return Err("a streak longer than its wins".into());
            }
            if stats.record(&key).is_some() {
                return Err("a record appears twice".into());
            }
            stats.records.push((key, record));
        }
        Ok(stats)
    }
}

/// Asks to start the statistics afresh (the menu asks the player first).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResetStatistics;

/// The last result counted, so an undo on the end screen can take it out.
#[derive(Resource, Default)]
struct LastCounted(Option<(u64, RecordKey, Record)>);

fn count(
    mut ended: MessageReader<RoundEnded>,
    result: Res<RoundResult>,
    settings: Res<MatchSettings>,
    mut stats: ResMut<Statistics>,
    mut last: ResMut<LastCounted>,
) {
    // A watcher's rounds are not theirs; an outside engine's are not the
    // computer strength's the record would name.
    if settings.is_watching() || settings.engine_plays(Seat::Two) {
        ended.clear();
        return;
    }
    // Online, the seat at this device; else the first, as the record says.
    let mine = settings
        .online
        .local
        .filter(|_| settings.mode == Mode::Online);
    let mine = mine.unwrap_or(Seat::One);
    for ended in ended.read() {
        let key = RecordKey::of(&settings);
        let record = stats.record_mut(key);
        let before = *record;
        match &*result {
            RoundResult::Undecided => continue,
            RoundResult::Draw => {
                record.drawn += 1;
                record.streak = 0;
            }
            RoundResult::Win { seat, .. } if *seat == mine => {
                record.won += 1;
                record.streak += 1;
                record.best_streak = record.best_streak.max(record.streak);
            }
            RoundResult::Win { .. } => {
                record.lost += 1;
                record.streak = 0;
            }
        }
        last.0 = Some((ended.round, key, before));
    }
}

fn take_back(
    mut reopened: MessageReader<RoundReopened>,
    mut stats: ResMut<Statistics>,
    mut last: ResMut<LastCounted>,
) {
    for reopened in reopened.read() {
        if let Some((round, key, before)) = last.0
            && round == reopened.round
        {
            *stats.record_mut(key) = before;
            last.0 = None;
        }
    }
}

fn reset(mut stats: ResMut<Statistics>, mut last: ResMut<LastCounted>) {
    *stats = Statistics::default();
    last.0 = None;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statistics_read_back_what_they_wrote_and_refuse_damage() {
        let mut stats = Statistics::default();
        let key = RecordKey {
            mode: Mode::HumanVsComputer,
            strength: Some(Difficulty::Impossible),
            board: BoardChoice::Five,
        };
        *stats.record_mut(key) = Record {
            won: 3,
            lost: 1,
            drawn: 2,
            streak: 1,
            best_streak: 2,
        };
        let text = stats.to_saved();
        assert_eq!(Statistics::from_saved(text.as_bytes()), Ok(stats.clone()));
        assert!(Statistics::from_saved(b"(version: 1, records: [").is_err());
        assert!(Statistics::from_saved(&[0xff, 0xfe]).is_err());
        let newer = text.replace("version: 1", "version: 9");
        assert!(Statistics::from_saved(newer.as_bytes()).is_err());
        let impossible_streak = text.replace("best_streak: 2", "best_streak: 7");
        assert!(Statistics::from_saved(impossible_streak.as_bytes()).is_err());
    }
}
