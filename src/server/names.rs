//! The names players give themselves, as the server keeps them. A name is
//! shown to the other player as who they are playing, so it must neither
//! hide nor fake: Unicode's compatibility forms are folded (NFKC, so "Ａｎｎ"
//! is "Ann"), characters that draw nothing or move text around (controls,
//! format characters such as U+202E or U+200B, line separators, private
//! use, unassigned) are dropped, and a name that looks like another
//! (Unicode TS 39's confusable skeleton, so Cyrillic "Аnn" against "Ann")
//! can be refused.

use unicode_general_category::{GeneralCategory, get_general_category};
use unicode_normalization::UnicodeNormalization;
use unicode_security::skeleton;

use crate::core::matchup::{MAX_NAME_CHARS, Seat, tidy_name};

/// `typed` as a seat's name: NFKC, only characters that show, runs of
/// spaces made one, trimmed, at most [`MAX_NAME_CHARS`] characters. A name
/// with nothing visible left becomes the seat's default name. The game's
/// own `core::matchup::display_name` keeps the same rules (the core's
/// [`tidy_name`]) without Unicode's tables, which only the server carries.
pub fn seat_name(typed: &str, seat: Seat) -> String {
    // Bounded before normalising, which may lengthen the text.
    let chars = typed.chars().take(MAX_NAME_CHARS * 8).nfkc();
    tidy_name(chars, seat, |c| match get_general_category(c) {
        GeneralCategory::SpaceSeparator => Some(' '),
        // Tabs and line breaks part words as a space would.
        GeneralCategory::Control if c.is_whitespace() => Some(' '),
        _ if shows(c) => Some(c),
        _ => None,
    })
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

/// Whether two names would look the same on screen: equal confusable
/// skeletons once case is set aside.
pub fn look_alike(a: &str, b: &str) -> bool {
    // Lower case after the skeleton: before it, Greek "Ν" would become "ν",
    // whose prototype is "v", not "n".
    let fold = |name: &str| skeleton(name).collect::<String>().to_lowercase();
    fold(a) == fold(b)
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
    fn names_hold_at_most_the_limit_of_visible_characters() {
        let long = seat_name(&"é\u{200B}".repeat(100), Seat::One);
        assert_eq!(long, "é".repeat(MAX_NAME_CHARS));
        assert_eq!(
            seat_name(&"\u{FDFA}".repeat(50), Seat::One).chars().count(),
            MAX_NAME_CHARS
        );
        assert_eq!(seat_name("x", Seat::One), "x");
    }

    #[test]
    fn look_alikes_are_told_apart_from_other_names() {
        assert!(look_alike("\u{410}nn", "Ann"));
        assert!(look_alike("ANN", "ann"));
        assert!(look_alike("\u{410}\u{39D}\u{39D}", "Ann"));
        assert!(look_alike("C\u{43E}mputer", COMPUTER_NAME));
        assert!(look_alike(
            &seat_name("Ｃｏｍｐｕｔｅｒ", Seat::One),
            COMPUTER_NAME
        ));
        assert!(look_alike("rn", "m"));
        assert!(!look_alike("Ann", "Anna"));
        assert!(!look_alike("Ann", "Bob"));
        assert!(!look_alike("Computer 2", COMPUTER_NAME));
    }
}
