//! Refusals carry their args, for a client to word them in the player's
//! language without the English message.

use std::collections::BTreeMap;

use super::*;
use crate::net::protocol::FIRST_MOVE_SECS;

/// The args of the one refusal in `out`, and its wait.
fn args_of(out: &[Out]) -> (BTreeMap<String, String>, Option<u64>) {
    match &sent(out)[..] {
        [(_, ServerMessage::Error { args, wait, .. })] => (args.clone(), *wait),
        other => panic!("not one refusal: {other:?}"),
    }
}

fn args(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect()
}

#[test]
fn a_code_that_is_no_room_says_which_code_as_typed() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let eve = table.connect(address(1), now);
    let out = table.handle(eve, join("ZZZZZZZ"), now);
    assert_eq!(refusal(&out), Some(ErrorCode::NoSuchRoom));
    assert_eq!(
        args_of(&out),
        (args(&[("reason", "unknown"), ("code", "ZZZZZZZ")]), None)
    );
    // Not a code at all: the typed text, trimmed and cut as the message
    // quotes it.
    let out = table.handle(eve, join(&format!("  {}  ", "x".repeat(100))), now);
    let long = format!("{}…", "x".repeat(protocol::MAX_QUOTED_BYTES));
    assert_eq!(
        args_of(&out).0,
        args(&[("reason", "unknown"), ("code", &long)])
    );
    assert!(refusal_words(&out).contains(&long));
}

#[test]
fn a_look_alike_name_names_both_names() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let ann = table.connect(address(1), now);
    let code = code_in(&table.handle(ann, ann_creates(None), now));
    let mask = table.connect(address(2), now);
    let asked = ClientMessage::Join {
        version: protocol::VERSION,
        code,
        name: "\u{410}nn".into(),
    };
    let out = table.handle(mask, asked, now);
    assert_eq!(refusal(&out), Some(ErrorCode::BadName));
    assert_eq!(
        args_of(&out).0,
        args(&[
            ("reason", "look-alike"),
            ("name", "\u{410}nn"),
            ("waiting", "Ann")
        ])
    );
    // The English words are as they were.
    assert_eq!(
        refusal_words(&out),
        "\"\u{410}nn\" would look the same as \"Ann\", the name of the player waiting in the \
         room (its letters differ: another alphabet or look-alike characters): choose another \
         name in Settings"
    );
}

#[test]
fn a_move_the_rules_refuse_says_why_and_where() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let (ann, bob) = clocked_room(&mut table, None, now);
    table.handle(ann, square(1, 2), now);
    let out = table.handle(bob, square(1, 2), now);
    assert_eq!(refusal(&out), Some(ErrorCode::IllegalMove));
    assert_eq!(
        args_of(&out).0,
        args(&[
            ("reason", "occupied"),
            ("by", "X"),
            ("row", "2"),
            ("col", "3")
        ])
    );
    let out = table.handle(bob, square(1, 2), now);
    assert!(refusal_words(&out).contains("taken by X"), "{out:?}");
    let out = table.handle(ann, square(0, 0), now);
    assert_eq!(refusal(&out), Some(ErrorCode::NotYourTurn));
    assert_eq!(args_of(&out).0, args(&[("name", "Eve")]));
}

#[test]
fn too_soon_says_how_many_games_and_how_long() {
    let mut table = Table::new(Limits::default());
    let start = Instant::now();
    let one = table.connect(address(1), start);
    let two = table.connect(address(2), start);
    table.handle(one, quick("Sloth", BoardChoice::Classic), start);
    table.handle(two, quick("Keen", BoardChoice::Classic), start);
    let (code, _) = table.seat_of(one);
    let x = match table.lobby.room(&code).unwrap().x_seat() {
        Seat::One => one,
        Seat::Two => two,
    };
    // X never moves: the round is called off and X waits.
    let later = start + secs(u64::from(FIRST_MOVE_SECS));
    table.tick(later);
    let name = if x == one { "Sloth" } else { "Keen" };
    let out = table.handle(x, quick(name, BoardChoice::Classic), later);
    assert_eq!(refusal(&out), Some(ErrorCode::TooSoon), "{out:?}");
    let (got, wait) = args_of(&out);
    let wait = wait.expect("a wait");
    assert_eq!(got, args(&[("games", "1"), ("seconds", &wait.to_string())]));
    assert!(
        refusal_words(&out).contains("a rated game in the last day"),
        "{out:?}"
    );
}
