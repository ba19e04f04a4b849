//! The terminal's help: how to play, then its keys, made from the keymap
//! as the window's help is, with only what this edition does.

use super::keys::DOES;
use crate::core::matchup::Seat;
use crate::game::online::phase::Reporting;
use crate::game::online::{Online, SavedSeat};
use crate::game::setup::language::Words;
use crate::game::setup::settings::MatchSettings;
use crate::i18n::t;
use crate::net::protocol::ReportReason;
use crate::ui::input::keymap::{self, Action, Edition};

/// A heading and its lines of keys and what they do.
pub struct Section {
    pub heading: String,
    pub keys: Vec<(String, String)>,
}

/// How to play, in paragraphs, then the title screen's own keys.
pub fn rules(words: &Words) -> Vec<String> {
    vec![
        t!(words, "terminal-help-rules"),
        t!(words, "help-ultimate"),
        t!(words, "help-misere"),
        t!(words, "help-qubic"),
        t!(words, "help-notakto"),
        t!(words, "terminal-menu-keys"),
        t!(words, "terminal-online-keys"),
    ]
}

/// The keys under their headings, in the order a player meets them.
pub fn sections(words: &Words) -> Vec<Section> {
    keymap::sections(words)
        .into_iter()
        .filter_map(|(heading, bindings)| {
            let keys: Vec<(String, String)> = bindings
                .into_iter()
                .filter(|binding| DOES.contains(&binding.action))
                .map(|binding| {
                    (
                        keymap::keys_text_in(Edition::Terminal, binding, words),
                        what(binding.action, words),
                    )
                })
                .filter(|(keys, _)| !keys.is_empty())
                .collect();
            (!keys.is_empty()).then_some(Section { heading, keys })
        })
        .collect()
}

/// After a rated round of this device's: the keys that report the other
/// player, or that it was reported.
pub fn report_line(online: &Online, words: &Words) -> Option<String> {
    match online.reporting() {
        Reporting::Not => None,
        Reporting::Open => Some(format!(
            "{} t {} · f {}",
            t!(words, "round-report"),
            t!(words, "keys-button-report-threw"),
            t!(words, "keys-button-report-unfair")
        )),
        Reporting::Sent => Some(t!(words, "round-reported")),
    }
}

/// The question before a report: whom, for what, and the keys.
pub fn report_question(
    reason: ReportReason,
    settings: &MatchSettings,
    words: &Words,
) -> Vec<String> {
    let other = settings.online.local.unwrap_or(Seat::One).other();
    let what = match reason {
        ReportReason::Threw => t!(words, "keys-what-report-threw"),
        ReportReason::Unfair => t!(words, "keys-what-report-unfair"),
    };
    let name = settings.shown_name(other, words);
    vec![what, t!(words, "terminal-report-confirm", name = name)]
}

/// A seat kept from a room left by closing the game: the way back (b).
pub fn back_to_room_line(saved: &SavedSeat, words: &Words) -> Option<String> {
    let ticket = saved.0.as_ref()?;
    Some(format!(
        "b {}",
        t!(words, "title-back-to-room", code = ticket.code.as_str())
    ))
}

/// What an action does here: Start and Quit without the window's asides
/// (online, Enter is a quick match here, as the online keys say).
fn what(action: Action, words: &Words) -> String {
    match action {
        Action::Start => t!(words, "keys-button-start"),
        Action::Quit => t!(words, "keys-button-quit"),
        _ => action.what(words),
    }
}

/// The whole help as lines of text, for the plain mode.
pub fn plain(words: &Words) -> Vec<String> {
    let mut out = vec![t!(words, "help-title")];
    out.extend(rules(words));
    for section in sections(words) {
        let items: Vec<String> = section
            .keys
            .iter()
            .map(|(keys, what)| {
                t!(
                    words,
                    "keys-plain-item",
                    keys = keys.as_str(),
                    what = what.as_str()
                )
            })
            .collect();
        out.push(t!(
            words,
            "keys-plain-section",
            heading = section.heading,
            items = items.join(&t!(words, "keys-plain-separator"))
        ));
    }
    out
}
