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

use crate::net::protocol::MAX_NAME_CHARS;

/// The name the game gives its computer player: nobody may pose as it.
pub const COMPUTER: &str = "Computer";

/// `typed` as a seat's name: NFKC, only characters that show, runs of
/// spaces made one, trimmed, at most [`MAX_NAME_CHARS`] characters. A name
/// with nothing visible left becomes `fallback`.
pub fn seat_name(typed: &str, fallback: &str) -> String {
    let mut name = String::new();
    let mut count = 0;
    // Bounded before normalising, which may lengthen the text.
    for c in typed.chars().take(MAX_NAME_CHARS * 8).nfkc() {
        if count == MAX_NAME_CHARS {
            break;
        }
        let c = match get_general_category(c) {
            GeneralCategory::SpaceSeparator => ' ',
            // Tabs and line breaks part words as a space would.
            GeneralCategory::Control if c.is_whitespace() => ' ',
            _ if shows(c) => c,
            _ => continue,
        };
        if c == ' ' && (name.is_empty() || name.ends_with(' ')) {
            continue;
        }
        name.push(c);
        count += 1;
    }
    let name = name.trim_end();
    if name.is_empty() {
        fallback.to_string()
    } else {
        name.to_string()
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

    #[test]
    fn compatibility_forms_fold_to_plain_letters() {
        assert_eq!(seat_name("Ａｎｎ", "P"), "Ann");
        assert_eq!(seat_name("ﬁona", "P"), "fiona");
        // Composed and decomposed accents are one name.
        assert_eq!(seat_name("Zoe\u{308}", "P"), "Zoë");
    }

    #[test]
    fn characters_that_hide_or_move_text_are_dropped() {
        for hidden in [
            '\u{2028}', '\u{2029}', '\u{202E}', '\u{200B}', '\u{FEFF}', '\u{AD}', '\u{7}',
            '\u{1B}', '\u{E000}', '\u{3164}', '\u{115F}', '\u{180E}', '\u{2066}',
        ] {
            assert_eq!(
                seat_name(&format!("A{hidden}nn"), "P"),
                "Ann",
                "U+{:04X} kept",
                hidden as u32
            );
        }
        assert_eq!(
            seat_name("\u{202E}\u{200B}\u{2028}", "Player 2"),
            "Player 2"
        );
    }

    #[test]
    fn spaces_are_single_and_trimmed() {
        assert_eq!(seat_name("  Ann \t\n  Lee  ", "P"), "Ann Lee");
        assert_eq!(seat_name("\u{3000}Ann\u{A0}Lee", "P"), "Ann Lee");
        assert_eq!(seat_name(" \t ", "Player 1"), "Player 1");
    }

    #[test]
    fn names_hold_at_most_the_limit_of_visible_characters() {
        let long = seat_name(&"é\u{200B}".repeat(100), "P");
        assert_eq!(long, "é".repeat(MAX_NAME_CHARS));
        assert_eq!(seat_name(&"\u{FDFA}".repeat(50), "P").chars().count(), 20);
        assert_eq!(MAX_NAME_CHARS, 20);
        assert_eq!(seat_name("x", "P"), "x");
    }

    #[test]
    fn look_alikes_are_told_apart_from_other_names() {
        assert!(look_alike("\u{410}nn", "Ann"));
        assert!(look_alike("ANN", "ann"));
        assert!(look_alike("\u{410}\u{39D}\u{39D}", "Ann"));
        assert!(look_alike("C\u{43E}mputer", COMPUTER));
        assert!(look_alike(&seat_name("Ｃｏｍｐｕｔｅｒ", "P"), COMPUTER));
        assert!(look_alike("rn", "m"));
        assert!(!look_alike("Ann", "Anna"));
        assert!(!look_alike("Ann", "Bob"));
        assert!(!look_alike("Computer 2", COMPUTER));
    }
}
