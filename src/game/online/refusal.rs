//! The server's refusals in the player's language. The protocol carries a
//! code and its arguments beside the server's English sentence (see
//! `net::protocol::ErrorCode`), read back as a typed `Refused` that the
//! game words itself, one arm a reason. A refusal it cannot read (a newer
//! server's, or one missing an argument) is shown as the server wrote it.
//! And a server that cannot be reached at all.

use std::collections::BTreeMap;

use crate::game::setup::language::Words;
use crate::i18n::t;
use crate::net::protocol::{BanReason, Closing, ErrorCode, Holding, Refused};

/// The refusal as the player reads it.
pub fn refusal_text(
    code: ErrorCode,
    args: &BTreeMap<String, String>,
    english: &str,
    words: &Words,
) -> String {
    match Refused::from_args(code, args) {
        Some(reason) => worded(&reason, words),
        None => english.to_string(),
    }
}

/// Why a room closed, as the player reads it; a reason this game cannot
/// word (a newer server's) as the server sent it.
pub fn closing_text(args: &BTreeMap<String, String>, english: &str, words: &Words) -> String {
    let Some(closing) = Closing::from_args(args) else {
        return english.to_string();
    };
    match closing {
        Closing::StoppedLooking => t!(words, "closed-stopped-looking"),
        Closing::Left => t!(words, "closed-left"),
        Closing::StoppedWatching => t!(words, "closed-stopped-watching"),
        Closing::EveryoneLeft => t!(words, "closed-everyone-left"),
        Closing::Idle => t!(words, "closed-idle"),
        Closing::ShuttingDown => t!(words, "closed-shutting-down"),
        Closing::CalledOff => t!(words, "closed-called-off"),
        Closing::CalledOffBy { name } => t!(words, "closed-called-off-by", name = name),
        Closing::NoFirstMove { seconds } => {
            t!(words, "closed-no-first-move", seconds = seconds)
        }
    }
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
        // Minutes up to two hours, hours up to two days, then days (a
        // moderator's ban lasts days).
        120..=7_199 => t!(words, "refusal-wait-minutes", count = seconds.div_ceil(60)),
        7_200..=172_799 => t!(words, "refusal-wait-hours", count = seconds.div_ceil(3_600)),
        _ => t!(words, "refusal-wait-days", count = seconds.div_ceil(86_400)),
    }
}

/// Why a moderator closed rated play, in a few words.
fn ban_reason(why: BanReason, words: &Words) -> String {
    match why {
        BanReason::Farming => t!(words, "ban-reason-farming"),
        BanReason::Camping => t!(words, "ban-reason-camping"),
        BanReason::Abuse => t!(words, "ban-reason-abuse"),
        BanReason::Cheating => t!(words, "ban-reason-cheating"),
    }
}

fn worded(reason: &Refused, words: &Words) -> String {
    use Refused as R;
    match reason {
        R::UpdateGame { server, client } => t!(
            words,
            "refusal-version-update-game",
            server = server,
            client = client
        ),
        R::UpdateServer { server, client } => t!(
            words,
            "refusal-version-update-server",
            server = server,
            client = client
        ),
        R::TooLarge { bytes, limit } => {
            t!(words, "refusal-too-large", bytes = bytes, limit = limit)
        }
        R::TooFastMessages { per_second } => {
            t!(words, "refusal-too-fast", per_second = per_second)
        }
        R::TooFastLeaderboards { per_second } => {
            t!(
                words,
                "refusal-too-fast-leaderboards",
                per_second = per_second
            )
        }
        // The parser's own words cannot be translated: they are shown as is.
        R::NotProtocol { why } => t!(words, "refusal-malformed", why = why),
        R::Binary { bytes } => t!(words, "refusal-binary", bytes = bytes),
        R::Disconnected { cause } => {
            t!(
                words,
                "refusal-disconnected",
                sentence = worded(cause, words)
            )
        }
        R::RoomClosed => t!(words, "refusal-room-closed"),
        R::NoSuchRoom { code } => t!(words, "refusal-no-such-room", code = code),
        R::RoomFull { code } => t!(words, "refusal-room-full", code = code),
        R::TooManyJoins { seconds } => t!(
            words,
            "refusal-too-many-joins",
            wait = wait_text(*seconds, words)
        ),
        R::BadToken { code } => t!(words, "refusal-bad-token", code = code),
        R::SeatGivenUp => t!(words, "refusal-seat-given-up"),
        R::SeatLeft { name } => t!(words, "refusal-seat-left", name = name),
        R::NotConnected => t!(words, "refusal-not-connected"),
        R::StillSearching => t!(words, "refusal-searching-nobody-yet"),
        R::IdleTimeout { seconds } => t!(words, "refusal-idle", seconds = seconds),
        R::NoRoom => t!(words, "refusal-no-room"),
        R::AlreadySeated { code } => t!(words, "refusal-already-in-room", code = code),
        R::AlreadySearching => t!(words, "refusal-already-searching"),
        R::AlreadyWatching => t!(words, "refusal-already-watching"),
        R::NotStarted => t!(words, "refusal-not-started"),
        R::NotYourTurn { name } => t!(words, "refusal-not-your-turn", name = name),
        R::Occupied { by, .. } => t!(words, "refusal-move-taken", mark = by.to_string()),
        R::OffBoard { row, col } => t!(words, "refusal-move-off-board", row = row, column = col),
        R::GameOver => t!(words, "refusal-move-game-over"),
        R::ClosedBoard { board } => t!(words, "refusal-move-closed-board", board = board),
        R::WrongBoard { must, .. } => t!(words, "refusal-move-wrong-board", board = must),
        R::OutOfTime => t!(words, "refusal-out-of-time"),
        R::Late => t!(words, "refusal-late"),
        R::RoundOver => t!(words, "refusal-round-over"),
        R::RoundNotOver => t!(words, "refusal-round-not-over"),
        R::ReturningOnly => t!(words, "refusal-full-returning-only"),
        R::TooManyRooms => t!(words, "refusal-full-rooms"),
        R::AddressHolds { held, what } => match what {
            Holding::Rooms => t!(words, "refusal-address-rooms", count = held),
            Holding::Searches => t!(words, "refusal-address-searches", count = held),
            Holding::Watching => t!(words, "refusal-address-watching", count = held),
        },
        R::LostTouch => t!(words, "refusal-lost-touch"),
        R::NoAnswer => t!(words, "refusal-no-answer"),
        R::ServerFull => t!(words, "refusal-full"),
        R::ComputersName { name } => t!(words, "refusal-name-computer", name = name),
        R::RatedName { name } => t!(words, "refusal-name-rated", name = name),
        R::LookAlikeName { name, waiting } => t!(
            words,
            "refusal-name-look-alike",
            name = name,
            waiting = waiting
        ),
        R::BadPlayer { key, min, max } => {
            t!(words, "refusal-bad-player", key = key, min = min, max = max)
        }
        R::TooSoon { games, seconds } => t!(
            words,
            "refusal-too-soon",
            games = games,
            wait = wait_text(*seconds, words)
        ),
        R::TooManyReports { per_hour } => {
            t!(words, "refusal-too-many-reports", count = per_hour)
        }
        R::NothingToReport => t!(words, "refusal-nothing-to-report"),
        R::Banned { why, seconds } => t!(
            words,
            "refusal-banned",
            why = ban_reason(*why, words),
            wait = wait_text(*seconds, words)
        ),
        R::BadClock {
            seconds,
            choices: [a, b, c],
        } => t!(
            words,
            "refusal-bad-clock",
            seconds = seconds,
            a = a,
            b = b,
            c = c
        ),
        R::Watcher { code } => t!(words, "refusal-watcher", code = code),
        R::TooManyWatchers { code } => t!(words, "refusal-too-many-watchers", code = code),
        R::Replaced => t!(words, "refusal-replaced"),
    }
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
