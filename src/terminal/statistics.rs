//! Lifetime statistics in words, the window's own records (one file): a
//! line for each way of playing, over the title screen (s) or printed in
//! the plain mode.

use crate::game::setup::language::Words;
use crate::game::stats::Statistics;
use crate::i18n::t;

/// The title, then a line a record, then whose the wins are.
pub fn lines(stats: &Statistics, words: &Words) -> Vec<String> {
    let mut out = vec![t!(words, "title-stats-title")];
    if stats.records.is_empty() {
        out.push(t!(words, "title-stats-none"));
        return out;
    }
    for (key, record) in &stats.records {
        let counts = [
            (t!(words, "title-stats-won"), record.won),
            (t!(words, "title-stats-lost"), record.lost),
            (t!(words, "title-stats-drawn"), record.drawn),
            (t!(words, "title-stats-best-streak"), record.best_streak),
        ]
        .map(|(title, n)| format!("{title} {n}"));
        out.push(format!("{}: {}", key.label(words), counts.join(", ")));
    }
    out.push(t!(words, "title-stats-whose"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::setup::settings::MatchSettings;
    use crate::game::stats::{Record, RecordKey};
    use crate::i18n::Language;

    #[test]
    fn each_record_is_one_line_of_counts() {
        let words = Words::new(Language::English);
        let empty = lines(&Statistics::default(), &words);
        assert_eq!(empty.len(), 2);
        let stats = Statistics {
            records: vec![(
                RecordKey::of(&MatchSettings::default()),
                Record {
                    won: 3,
                    lost: 1,
                    drawn: 2,
                    streak: 0,
                    best_streak: 2,
                },
            )],
        };
        let text = lines(&stats, &words);
        assert_eq!(text.len(), 3);
        assert!(
            text[1].contains('3') && text[1].contains(", "),
            "{}",
            text[1]
        );
    }
}
