//! The names players give themselves, as the server keeps them. A name is
//! shown to the other player as who they are playing, and on the
//! leaderboards, so it must neither hide nor fake. One rule decides how a
//! name is shown and whether two names are the same:
//!
//! - shown: Unicode's compatibility forms folded (NFKC, so "Ａｎｎ" is
//!   "Ann"), everything that draws nothing or moves text around dropped
//!   (controls, format characters such as U+202E, U+200B or the soft
//!   hyphen, line separators, private use, unassigned, default-ignorable
//!   letters such as U+3164), runs of spaces made one, trimmed, at most
//!   [`MAX_NAME_CHARS`] characters;
//! - the same: equal once each shown name is reduced to Unicode TS 39's
//!   confusable skeleton and its case folded, so Cyrillic "Аnn", "ANN" and
//!   "Ann" are one name.

use unicode_general_category::{GeneralCategory, get_general_category};
use unicode_normalization::UnicodeNormalization;
use unicode_security::skeleton;

use crate::core::matchup::{MAX_NAME_CHARS, Seat, default_name, tidy_name};
use crate::net::protocol::CODE_ALPHABET;

/// `typed` as a seat's name: the name as shown (see the module's rule).
/// A name with nothing visible left becomes the seat's default name. The
/// game's own `core::matchup::display_name` keeps the same rules (the
/// core's [`tidy_name`]) without Unicode's tables, which only the server
/// carries.
pub fn seat_name(typed: &str, seat: Seat) -> String {
    // Bounded before normalising, which may lengthen the text.
    let chars = typed.chars().take(MAX_NAME_CHARS * 8).nfkc();
    tidy_name(chars, seat, shown_as)
}

/// What `c` shows as in a name: a space, itself, or nothing.
fn shown_as(c: char) -> Option<char> {
    match get_general_category(c) {
        GeneralCategory::SpaceSeparator => Some(' '),
        // Tabs and line breaks part words as a space would.
        GeneralCategory::Control if c.is_whitespace() => Some(' '),
        _ if shows(c) => Some(c),
        _ => None,
    }
}

/// Whether `c` draws something of its own.
fn shows(c: char) -> bool {
    let hidden = matches!(
        get_general_category(c),
        GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator
            | GeneralCategory::PrivateUse
            | GeneralCategory::Surrogate
            | GeneralCategory::Unassigned
    );
    // Default-ignorable characters (U+3164, the Hangul filler, is a letter
    // that draws nothing) are exactly those the skeleton leaves out.
    let mut buffer = [0; 4];
    !hidden && skeleton(c.encode_utf8(&mut buffer)).next().is_some()
}

/// The form two names are compared in: the name as shown, its confusable
/// skeleton, case folded. Folding comes between two skeletons: before
/// the first, Greek "Ν" would become "ν", whose prototype is "v", not
/// "n"; after only one, "COMPUTER" would keep an "M" where "Computer"'s
/// "m" became "rn". And "I" is drawn as "l" where "i" is not: in a name
/// compared without case the two are one letter.
pub fn fold(name: &str) -> String {
    let shown: String = name
        .chars()
        .take(MAX_NAME_CHARS * 8)
        .nfkc()
        .filter_map(shown_as)
        .collect();
    let words = shown.split_whitespace().collect::<Vec<_>>().join(" ");
    let once: String = skeleton(&words).collect();
    let twice: String = skeleton(&once.to_lowercase()).collect();
    twice.replace('i', "l")
}

/// Whether two names would look the same on screen.
pub fn look_alike(a: &str, b: &str) -> bool {
    fold(a) == fold(b)
}

/// The name a quick-match player is rated under: the name as shown, or,
/// for a player who kept a seat's default ("Player 1"), "Player" and four
/// letters from their device key, so the leaderboards never list many
/// players of one name.
pub fn rated_name(typed: &str, key: &str) -> String {
    let name = seat_name(typed, Seat::One);
    let default = [Seat::One, Seat::Two]
        .iter()
        .any(|&seat| look_alike(&name, &default_name(seat)));
    if !default {
        return name;
    }
    // FNV-1a of the key, read in the room codes' alphabet.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in key.bytes() {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    let tag: String = (0..4)
        .map(|i| {
            let n = (hash >> (i * 8)) as usize % CODE_ALPHABET.len();
            char::from(CODE_ALPHABET[n])
        })
        .collect();
    format!("Player {tag}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::matchup::COMPUTER_NAME;

    #[test]
    fn compatibility_forms_fold_to_plain_letters() {
        assert_eq!(seat_name("Ａｎｎ", Seat::One), "Ann");
        assert_eq!(seat_name("ﬁona", Seat::One), "fiona");
        // Composed and decomposed accents are one name.
        assert_eq!(seat_name("Zoe\u{308}", Seat::One), "Zoë");
    }

    #[test]
    fn characters_that_hide_or_move_text_are_dropped() {
        for hidden in [
            '\u{2028}', '\u{2029}', '\u{202E}', '\u{200B}', '\u{FEFF}', '\u{AD}', '\u{7}',
            '\u{1B}', '\u{E000}', '\u{3164}', '\u{115F}', '\u{180E}', '\u{2066}',
        ] {
            assert_eq!(
                seat_name(&format!("A{hidden}nn"), Seat::One),
                "Ann",
                "U+{:04X} kept",
                hidden as u32
            );
        }
        assert_eq!(seat_name("\u{202E}\u{200B}\u{2028}", Seat::Two), "Player 2");
    }

    #[test]
    fn spaces_are_single_and_trimmed() {
        assert_eq!(seat_name("  Ann \t\n  Lee  ", Seat::One), "Ann Lee");
        assert_eq!(seat_name("\u{3000}Ann\u{A0}Lee", Seat::One), "Ann Lee");
        assert_eq!(seat_name(" \t ", Seat::One), "Player 1");
    }

    #[test]
    fn names_hold_twenty_visible_characters() {
        assert_eq!(MAX_NAME_CHARS, 20, "as the README says");
        let long = seat_name(&"é\u{200B}".repeat(100), Seat::One);
        assert_eq!(long, "é".repeat(MAX_NAME_CHARS));
        assert_eq!(
            seat_name(&"\u{FDFA}".repeat(50), Seat::One).chars().count(),
            MAX_NAME_CHARS
        );
        assert_eq!(seat_name("x", Seat::One), "x");
    }

    #[test]
    fn look_alikes_are_one_name() {
        assert!(look_alike("\u{410}nn", "Ann"));
        assert!(look_alike("ANN", "ann"));
        assert!(look_alike("\u{410}\u{39D}\u{39D}", "Ann"));
        assert!(look_alike("C\u{43E}mputer", COMPUTER_NAME));
        assert!(look_alike("rn", "m"));
        assert!(!look_alike("Ann", "Anna"));
        assert!(!look_alike("Ann", "Bob"));
        assert!(!look_alike("Computer 2", COMPUTER_NAME));
    }

    /// The names the issue found accepted, or listed as one on the
    /// leaderboard: each is the computer's, or "Champion".
    #[test]
    fn case_width_and_invisible_characters_make_no_new_name() {
        for name in [
            "COMPUTER",
            "ＣＯＭＰＵＴＥＲ",
            "computer",
            "Com\u{AD}puter",
            "Comp\u{200B}uter ",
            "C\u{43E}MPUTER",
        ] {
            assert!(look_alike(name, COMPUTER_NAME), "{name:?}");
        }
        for name in [
            "Champion",
            "Champion ",
            "Cham\u{200D}pion",
            "Ｃｈａｍｐｉｏｎ",
            "Champ\u{AD}ion",
            "CHAMPION",
            "\u{421}hampion",
            "Champi\u{43E}n",
            "  Champion",
            "Cham pion",
        ] {
            let same = look_alike(name, "Champion");
            assert_eq!(same, !name.contains(" p"), "{name:?}");
        }
    }

    #[test]
    fn every_latin_letter_is_one_name_in_either_case() {
        let letters = ('a'..='z').chain("àáâäåæçèéêëìíîïñòóôöøùúûüýþ".chars());
        for lower in letters {
            let upper: String = lower.to_uppercase().collect();
            assert_eq!(
                fold(&upper),
                fold(&lower.to_string()),
                "{upper} and {lower}"
            );
        }
    }

    #[test]
    fn a_default_name_is_rated_under_a_name_of_its_own() {
        let one = rated_name("Player 1", "aaaaaaaaaaaaaaaaaaaa");
        let two = rated_name("player 2", "bbbbbbbbbbbbbbbbbbbb");
        assert!(
            one.starts_with("Player ") && one.len() == "Player ABCD".len(),
            "{one}"
        );
        assert_ne!(one, two);
        assert_eq!(
            one,
            rated_name("", "aaaaaaaaaaaaaaaaaaaa"),
            "the same key, the same name"
        );
        assert_eq!(rated_name("Ann", "aaaaaaaaaaaaaaaaaaaa"), "Ann");
    }
}
