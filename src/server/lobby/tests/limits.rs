//! The limits on one address and on the server: wrong codes and their
//! waits (never keeping a right token out), a full server (never keeping a
//! returning player out), device keys, leaderboards.

use super::*;

/// Past the free wrong codes, each waits twice as long as the one
/// before, up to the longest wait; a day without one forgives.
#[test]
fn wrong_codes_wait_longer_and_longer_then_are_forgiven() {
    let limits = Limits {
        free_wrong_codes: 2,
        longest_wait: secs(60),
        ..Limits::default()
    };
    let mut table = Table::new(limits);
    let eve = address(9);
    let start = Instant::now();
    let mut now = start;
    let mut waits = Vec::new();
    for guess in 0..8 {
        let conn = table.connect(eve, now);
        assert_eq!(
            refusal(&table.handle(conn, join("AAAAAAA"), now)),
            Some(ErrorCode::NoSuchRoom),
            "guess {guess}"
        );
        // How long until this address may try again; any try before then
        // is refused (and is not counted as another wrong code).
        let wait = table
            .lobby
            .addresses
            .must_wait(eve, now)
            .map_or(0, |left| left.as_secs());
        if wait > 0 {
            let early = now + secs(wait) - Duration::from_millis(1);
            for message in [join("AAAAAAA"), watch("AAAAAAA")] {
                assert_eq!(
                    refusal(&table.handle(conn, message, early)),
                    Some(ErrorCode::TooManyJoins)
                );
            }
        }
        waits.push(wait);
        now += secs(wait);
        // Another address is never held up by Eve's guesses.
        let friend = table.connect([198, 51, 100, guess].into(), now);
        assert_eq!(
            refusal(&table.handle(friend, join("AAAAAAA"), now)),
            Some(ErrorCode::NoSuchRoom)
        );
        table.disconnect(friend, now);
        table.disconnect(conn, now);
    }
    assert_eq!(waits, [0, 0, 2, 4, 8, 16, 32, 60]);
    // A day later, with nothing open, the address is forgotten.
    table.tick(now + FORGIVEN_AFTER);
    assert_eq!(table.lobby.address_count(), 0);
    let conn = table.connect(eve, now);
    assert_eq!(
        refusal(&table.handle(conn, join("AAAAAAA"), now + FORGIVEN_AFTER)),
        Some(ErrorCode::NoSuchRoom)
    );
}

/// One guesser behind a household's address must not keep the others out
/// of their own seats: a right token (128 random bits) is let in whatever
/// the wait. A wrong one then says only to wait, so the wait is no way to
/// learn which codes are rooms.
#[test]
fn a_right_token_is_let_in_whatever_the_addresss_wait() {
    let mut table = Table::new(Limits {
        free_wrong_codes: 1,
        ..Limits::default()
    });
    let start = Instant::now();
    let (ann, bob) = clocked_room(&mut table, None, start);
    let code = table.seat_of(ann).0;
    let token = table
        .lobby
        .room(&code)
        .unwrap()
        .seat(Seat::Two)
        .unwrap()
        .token
        .clone();
    table.disconnect(bob, start);
    // A guesser at Bob's address spends its wrong codes.
    let home = address(2);
    let guesser = table.connect(home, start);
    for _ in 0..3 {
        table.handle(guesser, join("AAAAAAA"), start);
    }
    assert!(table.lobby.addresses.must_wait(home, start).is_some());
    // Joining and watching wait, even a right code.
    let neighbour = table.connect(home, start);
    assert_eq!(
        refusal(&table.handle(neighbour, watch(&code), start)),
        Some(ErrorCode::TooManyJoins)
    );
    // A wrong token, or a room that is not there: only the wait is told.
    for (typed, wrong) in [(code.as_str(), "f".repeat(32)), ("BBBBBBB", token.clone())] {
        let out = table.handle(neighbour, resume(typed, &wrong), start);
        assert_eq!(refusal(&out), Some(ErrorCode::TooManyJoins), "{out:?}");
    }
    // Bob's own token takes him back to his seat.
    let back = table.connect(home, start);
    let out = table.handle(back, resume(&code, &token), start);
    assert_eq!(welcomed(&out, back), Some(Seat::Two), "{out:?}");
}

/// A seated player who drops while others fill the server gets back in:
/// past the cap only a resume is let in, and only so many of those.
#[test]
fn a_full_server_lets_a_returning_player_in_and_nobody_else() {
    let mut table = Table::new(Limits {
        max_connections: 3,
        returning: 2,
        ..Limits::default()
    });
    let now = Instant::now();
    let (ann, bob) = clocked_room(&mut table, None, now);
    let code = table.seat_of(ann).0;
    let token = table
        .lobby
        .room(&code)
        .unwrap()
        .seat(Seat::Two)
        .unwrap()
        .token
        .clone();
    table.disconnect(bob, now);
    // Others fill the server while Bob is away.
    table.connect(address(50), now);
    table.connect(address(51), now);
    assert_eq!(table.lobby.connection_count(), 3);
    // Past the cap: a connection may only come back to a seat.
    let stranger = table.connect(address(52), now);
    let out = table.handle(stranger, ann_creates(None), now);
    assert_eq!(refusal(&out), Some(ErrorCode::ServerFull), "{out:?}");
    assert!(refusal_words(&out).contains("coming back"));
    let bob_again = table.connect(address(2), now);
    let out = table.handle(bob_again, resume(&code, &token), now);
    assert_eq!(welcomed(&out, bob_again), Some(Seat::Two), "{out:?}");
    // The room kept for those coming back is not endless.
    assert_eq!(table.lobby.connection_count(), 5);
    assert_eq!(
        table.lobby.connect(address(54), now).unwrap_err().code(),
        ErrorCode::ServerFull
    );
}

#[test]
fn a_bad_device_key_is_refused_and_changes_nothing() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let eve = table.connect(address(1), now);
    for bad in [
        "",
        "short",
        &"k".repeat(65),
        "has spaces in it here",
        "\u{202E}0123456789abcdef",
    ] {
        let asked = ClientMessage::QuickMatch {
            version: protocol::VERSION,
            name: "Eve".into(),
            board: BoardChoice::Classic,
            player: bad.to_string(),
        };
        let out = table.handle(eve, asked, now);
        assert_eq!(refusal(&out), Some(ErrorCode::BadPlayer), "{bad:?}");
        let board = ClientMessage::Leaderboard {
            version: protocol::VERSION,
            board: BoardChoice::Classic,
            player: Some(bad.to_string()),
        };
        assert_eq!(
            refusal(&table.handle(eve, board, now)),
            Some(ErrorCode::BadPlayer)
        );
    }
    assert_eq!(table.lobby.queued_count(), 0);
    // An old game's leaderboard request is told to update.
    let old = ClientMessage::Leaderboard {
        version: 4,
        board: BoardChoice::Classic,
        player: None,
    };
    assert_eq!(
        refusal(&table.handle(eve, old, now)),
        Some(ErrorCode::Version)
    );
}

/// Leaderboards are the biggest answers: an address gets so many a second
/// however many connections it opens.
#[test]
fn leaderboards_come_to_an_address_at_its_pace() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let asked = || ClientMessage::Leaderboard {
        version: protocol::VERSION,
        board: BoardChoice::Classic,
        player: None,
    };
    let flood: Vec<ConnId> = (0..10).map(|_| table.connect(address(1), now)).collect();
    let answered = flood
        .iter()
        .filter(|&&conn| {
            let out = table.handle(conn, asked(), now);
            matches!(&sent(&out)[..], [(_, ServerMessage::Leaderboard(_))])
        })
        .count();
    assert_eq!(
        answered, 4,
        "twice the rate at once, from all its connections"
    );
    let out = table.handle(flood[0], asked(), now);
    assert_eq!(refusal(&out), Some(ErrorCode::TooFast));
    // Another address is not held up; a second later, the first may ask again.
    let other = table.connect(address(2), now);
    assert!(matches!(
        &sent(&table.handle(other, asked(), now))[..],
        [(_, ServerMessage::Leaderboard(_))]
    ));
    let later = now + secs(1);
    assert!(matches!(
        &sent(&table.handle(flood[0], asked(), later))[..],
        [(_, ServerMessage::Leaderboard(_))]
    ));
}
