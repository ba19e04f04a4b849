//! The server's refusals in the player's language. The protocol carries a
//! code and its arguments beside the server's English sentence (see
//! `net::protocol::ErrorCode`); the game words them itself. A refusal it
//! cannot word (a newer server's, or one missing an argument) is shown as
//! the server wrote it. And a server that cannot be reached at all.

use std::collections::BTreeMap;

use crate::game::setup::language::Words;
use crate::i18n::t;
use crate::net::protocol::ErrorCode;

/// The refusal as the player reads it.
pub fn refusal_text(
    code: ErrorCode,
    args: &BTreeMap<String, String>,
    english: &str,
    words: &Words,
) -> String {
    worded(code, args, words).unwrap_or_else(|| english.to_string())
}

/// Why a room closed, as the player reads it; a reason this game cannot
/// word (a newer server's) as the server sent it.
pub fn closing_text(args: &BTreeMap<String, String>, english: &str, words: &Words) -> String {
    let text = |name: &str| args.get(name).map(String::as_str);
    let worded = match text("reason").unwrap_or_default() {
        "stopped-looking" => Some(t!(words, "closed-stopped-looking")),
        "left" => Some(t!(words, "closed-left")),
        "stopped-watching" => Some(t!(words, "closed-stopped-watching")),
        "everyone-left" => Some(t!(words, "closed-everyone-left")),
        "idle" => Some(t!(words, "closed-idle")),
        "shutting-down" => Some(t!(words, "closed-shutting-down")),
        "called-off" => Some(t!(words, "closed-called-off")),
        "called-off-by" => text("name").map(|name| t!(words, "closed-called-off-by", name = name)),
        "no-first-move" => text("seconds")
            .and_then(|s| s.parse::<u64>().ok())
            .map(|seconds| t!(words, "closed-no-first-move", seconds = seconds)),
        _ => None,
    };
    worded.unwrap_or_else(|| english.to_string())
}

/// A quick match called off because the other player never moved.
pub fn called_off_text(args: &BTreeMap<String, String>, english: &str, words: &Words) -> String {
    match args.get("name") {
        Some(name) => t!(words, "called-off-looking-again", name = name.as_str()),
        None => english.to_string(),
    }
}

/// "a second", "20 seconds", "a minute", "3 minutes": the server's
/// rounding, in the player's words.
pub fn wait_text(seconds: u64, words: &Words) -> String {
    match seconds {
        0..=59 => t!(words, "refusal-wait-seconds", count = seconds.max(1)),
        60..=119 => t!(words, "refusal-wait-minutes", count = 1),
        _ => t!(words, "refusal-wait-minutes", count = seconds.div_ceil(60)),
    }
}

fn worded(code: ErrorCode, args: &BTreeMap<String, String>, words: &Words) -> Option<String> {
    let text = |name: &str| args.get(name).map(String::as_str);
    let number = |name: &str| text(name)?.parse::<u64>().ok();
    let reason = text("reason").unwrap_or_default();
    use ErrorCode as E;
    Some(match (code, reason) {
        (E::Version, "update-game") => t!(
            words,
            "refusal-version-update-game",
            server = number("server")?,
            client = number("client")?
        ),
        (E::Version, "update-server") => t!(
            words,
            "refusal-version-update-server",
            server = number("server")?,
            client = number("client")?
        ),
        (E::TooLarge, _) => t!(
            words,
            "refusal-too-large",
            bytes = number("bytes")?,
            limit = number("limit")?
        ),
        (E::TooFast, "messages") => t!(
            words,
            "refusal-too-fast",
            per_second = text("per-second")?.parse::<f64>().ok()?
        ),
        (E::TooFast, "leaderboards") => t!(
            words,
            "refusal-too-fast-leaderboards",
            per_second = number("per-second")?
        ),
        // The parser's own words cannot be translated: they are shown as is.
        (E::Malformed, "not-protocol") => t!(words, "refusal-malformed", why = text("why")?),
        (E::Malformed, "binary") => t!(words, "refusal-binary", bytes = number("bytes")?),
        (E::Disconnected, _) => {
            let cause = match text("cause")? {
                "too-large" => E::TooLarge,
                "too-fast" => E::TooFast,
                "malformed" => E::Malformed,
                _ => return None,
            };
            let sentence = worded(cause, args, words)?;
            t!(words, "refusal-disconnected", sentence = sentence)
        }
        (E::NoSuchRoom, "closed") => t!(words, "refusal-room-closed"),
        (E::NoSuchRoom, _) => t!(words, "refusal-no-such-room", code = text("code")?),
        (E::RoomFull, _) => t!(words, "refusal-room-full", code = text("code")?),
        (E::TooManyJoins, _) => t!(
            words,
            "refusal-too-many-joins",
            wait = wait_text(number("seconds")?, words)
        ),
        (E::BadToken, _) => t!(words, "refusal-bad-token", code = text("code")?),
        (E::SeatGone, "given-up") => t!(words, "refusal-seat-given-up"),
        (E::SeatGone, _) => t!(words, "refusal-seat-left", name = text("name")?),
        (E::NotInRoom, "not-connected") => t!(words, "refusal-not-connected"),
        (E::NotInRoom, "searching") => t!(words, "refusal-searching-nobody-yet"),
        (E::NotInRoom, "idle-timeout") => {
            t!(words, "refusal-idle", seconds = number("seconds")?)
        }
        (E::NotInRoom, _) => t!(words, "refusal-no-room"),
        (E::AlreadyInRoom, "seated") => t!(words, "refusal-already-in-room", code = text("code")?),
        (E::AlreadyInRoom, "searching") => t!(words, "refusal-already-searching"),
        (E::AlreadyInRoom, _) => t!(words, "refusal-already-watching"),
        (E::NotStarted, _) => t!(words, "refusal-not-started"),
        (E::NotYourTurn, _) => t!(words, "refusal-not-your-turn", name = text("name")?),
        (E::IllegalMove, "occupied") => t!(words, "refusal-move-taken", mark = text("by")?),
        (E::IllegalMove, "off-board") => t!(
            words,
            "refusal-move-off-board",
            row = number("row")?,
            column = number("col")?
        ),
        (E::IllegalMove, "game-over") => t!(words, "refusal-move-game-over"),
        (E::IllegalMove, "closed-board") => {
            t!(words, "refusal-move-closed-board", board = number("board")?)
        }
        (E::IllegalMove, "wrong-board") => {
            t!(words, "refusal-move-wrong-board", board = number("must")?)
        }
        (E::RoundOver, "out-of-time") => t!(words, "refusal-out-of-time"),
        (E::RoundOver, "late") => t!(words, "refusal-late"),
        (E::RoundOver, _) => t!(words, "refusal-round-over"),
        (E::RoundNotOver, _) => t!(words, "refusal-round-not-over"),
        (E::ServerFull, "returning-only") => t!(words, "refusal-full-returning-only"),
        (E::ServerFull, "rooms") => t!(words, "refusal-full-rooms"),
        (E::ServerFull, "address") => {
            let held = number("held")?;
            match text("what")? {
                "rooms" => t!(words, "refusal-address-rooms", count = held),
                "searches" => t!(words, "refusal-address-searches", count = held),
                "watching" => t!(words, "refusal-address-watching", count = held),
                _ => return None,
            }
        }
        (E::ServerFull, "lost-touch") => t!(words, "refusal-lost-touch"),
        (E::ServerFull, "no-answer") => t!(words, "refusal-no-answer"),
        (E::ServerFull, _) => t!(words, "refusal-full"),
        (E::BadName, "computer") => t!(words, "refusal-name-computer", name = text("name")?),
        (E::BadName, "rated") => t!(words, "refusal-name-rated", name = text("name")?),
        (E::BadName, _) => t!(
            words,
            "refusal-name-look-alike",
            name = text("name")?,
            waiting = text("waiting")?
        ),
        (E::BadPlayer, _) => t!(
            words,
            "refusal-bad-player",
            key = text("key")?,
            min = number("min")?,
            max = number("max")?
        ),
        (E::TooSoon, _) => t!(
            words,
            "refusal-too-soon",
            games = number("games")?,
            wait = wait_text(number("seconds")?, words)
        ),
        (E::BadClock, _) => {
            let choices: Vec<u64> = text("choices")?
                .split(',')
                .map(|c| c.trim().parse().ok())
                .collect::<Option<_>>()?;
            let [a, b, c] = choices[..] else {
                return None;
            };
            t!(
                words,
                "refusal-bad-clock",
                seconds = number("seconds")?,
                a = a,
                b = b,
                c = c
            )
        }
        (E::Watcher, _) => t!(words, "refusal-watcher", code = text("code")?),
        (E::TooManyWatchers, _) => t!(words, "refusal-too-many-watchers", code = text("code")?),
        (E::Replaced, _) => t!(words, "refusal-replaced"),
        // A reason this game does not know: a newer server's.
        (E::Version | E::TooFast | E::Malformed | E::IllegalMove, _) => return None,
    })
}

/// Why a server cannot be reached, in words a player can act on: the
/// desktop's server is the one in Settings, the browser's is the page's own.
pub(super) fn unreachable(url: &str, from_the_page: bool, offline: bool, words: &Words) -> String {
    if offline {
        t!(words, "online-needs-network")
    } else if from_the_page {
        t!(words, "online-unreachable-page", address = url)
    } else {
        t!(words, "online-unreachable", address = url)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    fn args(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    /// In English the game says what the server says, word for word.
    #[test]
    fn in_english_the_game_words_a_refusal_as_the_server_does() {
        let words = Words::new(Language::English);
        for (code, pairs, english) in [
            (
                ErrorCode::NoSuchRoom,
                &[("reason", "unknown"), ("code", "KXMTRAB")][..],
                "There is no room KXMTRAB: check the code",
            ),
            (
                ErrorCode::BadName,
                &[
                    ("reason", "look-alike"),
                    ("name", "Аnn"),
                    ("waiting", "Ann"),
                ][..],
                "\"Аnn\" would look the same as \"Ann\", the name of the player waiting in \
                 the room (its letters differ: another alphabet or look-alike characters): \
                 choose another name in Settings",
            ),
            (
                ErrorCode::TooSoon,
                &[("games", "1"), ("seconds", "300")][..],
                "From this device or address, a rated game in the last day ended unfinished \
                 or unstarted: your next quick match can start in 5 minutes",
            ),
            (
                ErrorCode::TooSoon,
                &[("games", "3"), ("seconds", "75")][..],
                "From this device or address, 3 rated games in the last day ended unfinished \
                 or unstarted: your next quick match can start in a minute",
            ),
            (
                ErrorCode::Disconnected,
                &[
                    ("cause", "too-fast"),
                    ("reason", "messages"),
                    ("per-second", "20"),
                ][..],
                "More than 20 messages a second: this one was dropped; too many bad messages, \
                 so the connection is closed",
            ),
            (
                ErrorCode::ServerFull,
                &[("reason", "address"), ("held", "2"), ("what", "rooms")][..],
                "Your address already has 2 rooms open here: finish or leave one first",
            ),
            (
                ErrorCode::BadClock,
                &[("seconds", "45"), ("choices", "15,30,60")][..],
                "A clock of 45 seconds a move is not offered: choose 15, 30 or 60 seconds, or \
                 no clock",
            ),
            (
                ErrorCode::IllegalMove,
                &[("reason", "off-board"), ("row", "4"), ("col", "1")][..],
                "Row 4, column 1 is off the board",
            ),
        ] {
            assert_eq!(refusal_text(code, &args(pairs), "unused", &words), english);
        }
    }

    /// A room's closing and a called-off match, worded as the server says
    /// them in English; a reason this game does not know, as sent.
    #[test]
    fn a_closing_is_worded_from_its_reason() {
        let words = Words::new(Language::English);
        let idle = args(&[("reason", "idle")]);
        assert_eq!(
            closing_text(&idle, "unused", &words),
            "The room was idle for too long"
        );
        let by = args(&[("reason", "called-off-by"), ("name", "Ann")]);
        assert_eq!(
            closing_text(&by, "unused", &words),
            "The game was called off: Ann never made a first move"
        );
        let late = args(&[("reason", "no-first-move"), ("seconds", "30")]);
        assert_eq!(
            closing_text(&late, "unused", &words),
            "You did not make your first move within 30 seconds: the game was called off and \
             is not rated. Your next quick match can start in a minute"
        );
        let newer = args(&[("reason", "moved-to-the-moon")]);
        assert_eq!(closing_text(&newer, "Gone", &words), "Gone");
        assert_eq!(
            called_off_text(&args(&[("name", "Bo")]), "unused", &words),
            "Bo did not make a first move: the game was called off and is not rated. Looking \
             for another player…"
        );
    }

    /// A refusal the game cannot word is shown in the server's English.
    #[test]
    fn a_refusal_missing_its_arguments_is_shown_as_sent() {
        let words = Words::new(Language::Spanish);
        let sent = "There is no room ABC: check the code";
        assert_eq!(
            refusal_text(ErrorCode::NoSuchRoom, &args(&[]), sent, &words),
            sent
        );
        let bad = args(&[("reason", "address"), ("held", "many"), ("what", "rooms")]);
        assert_eq!(
            refusal_text(ErrorCode::ServerFull, &bad, sent, &words),
            sent
        );
    }

    #[test]
    fn a_spanish_player_reads_the_refusal_in_spanish() {
        let words = Words::new(Language::Spanish);
        let text = refusal_text(
            ErrorCode::NoSuchRoom,
            &args(&[("reason", "unknown"), ("code", "KXMTRAB")]),
            "There is no room KXMTRAB: check the code",
            &words,
        );
        assert!(text.contains("KXMTRAB"), "{text}");
        assert!(!text.contains("There is no room"), "{text}");
        assert_eq!(text, t!(words, "refusal-no-such-room", code = "KXMTRAB"));
    }
}
