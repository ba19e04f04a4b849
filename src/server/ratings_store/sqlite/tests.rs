//! The SQLite store: kept across reopening, brought up from version 1,
//! refused when newer or foreign; the leaderboard's order and who is
//! ranked; repeated games; names; games given up by key and address.

use std::net::IpAddr;
use std::path::PathBuf;

use rusqlite::Connection;

use super::*;
use crate::core::matchup::Seat;
use crate::server::ratings_store::Contender;
use crate::server::room::RoundResult;

/// A fresh directory under the system's temporary one, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(what: &str) -> TempDir {
        use std::sync::atomic::{AtomicU32, Ordering};
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "tictactoe-store-{what}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The address of player `n`.
fn home(n: u32) -> IpAddr {
    IpAddr::from(std::net::Ipv4Addr::from(0xc633_6400u32 + n))
}

fn contender(key: &str, address: Option<IpAddr>) -> Contender {
    Contender {
        key: key.into(),
        name: key.into(),
        address,
    }
}

fn game(one: &str, two: &str, result: RoundResult) -> Finished {
    Finished {
        id: format!("{one}-{two}"),
        room: "ABCDEFG".into(),
        round: 1,
        board: BoardChoice::Classic,
        players: [contender(one, Some(home(1))), contender(two, Some(home(2)))],
        result,
        abandoned_by: None,
        moves: "1,1 0,0".into(),
        at: 1_000,
    }
}

#[test]
fn results_survive_reopening_the_file() {
    let dir = TempDir::new("reopen");
    let at = StoreAt::File(dir.0.join("store.sqlite3"));
    {
        let mut store = Store::open(&at).unwrap();
        let kept = store
            .record(&game("ann-key", "bob-key", RoundResult::Won(Seat::One)))
            .unwrap();
        let [ann, bob] = kept.records;
        assert!(ann.rating.rating > 1500.0 && bob.rating.rating < 1500.0);
        assert_eq!(
            (ann.wins, bob.losses, ann.games, ann.opponents),
            (1, 1, 1, 1)
        );
        assert_eq!(kept.weight, 1.0);
    }
    let store = Store::open(&at).unwrap();
    let ann = store
        .player("ann-key", BoardChoice::Classic)
        .unwrap()
        .unwrap();
    assert_eq!((ann.games, ann.wins), (1, 1));
    assert!(
        store
            .player("ann-key", BoardChoice::Five)
            .unwrap()
            .is_none()
    );
    // A new opponent does not count toward a place: listed nowhere, told
    // how many established opponents it takes.
    assert!(store.top(BoardChoice::Classic).unwrap().is_empty());
    let bob = store
        .standing(BoardChoice::Classic, "bob-key")
        .unwrap()
        .unwrap();
    assert_eq!((bob.place, bob.needs), (0, LEADERBOARD_OPPONENTS));
}

#[test]
fn a_version_one_file_is_brought_up_to_date() {
    let dir = TempDir::new("migrate");
    let path = dir.0.join("old.sqlite3");
    {
        let db = Connection::open(&path).unwrap();
        db.execute_batch(SCHEMA).unwrap();
        db.execute_batch(
            "INSERT INTO players VALUES ('ann', 'three_by_three', 'Ann', 1600, 80, 0.06, 3, 3, 0, 0, 5);
             INSERT INTO players VALUES ('bob', 'three_by_three', 'Bob', 1400, 80, 0.06, 3, 0, 0, 3, 6);
             INSERT INTO games (board, seat_one, seat_two, result, abandoned, moves, finished)
                 VALUES ('three_by_three', 'ann', 'bob', 'one', 0, '', 5);
             INSERT INTO abandons VALUES ('bob', 7);
             PRAGMA user_version = 1;",
        )
        .unwrap();
    }
    let store = Store::open(&StoreAt::File(path)).unwrap();
    let ann = store.player("ann", BoardChoice::Classic).unwrap().unwrap();
    assert_eq!(
        (ann.games, ann.opponents, ann.established_opponents),
        (3, 1, 1),
        "opponents counted from the games kept, each counted as established"
    );
    assert_eq!(
        store.name_owner(&names::fold("ANN")).unwrap().as_deref(),
        Some("ann")
    );
    let given_up = store.given_up_since("bob", None, 0).unwrap();
    assert_eq!(
        given_up,
        [GivenUp {
            at: 7,
            no_show: false
        }]
    );
}

#[test]
fn a_newer_or_foreign_file_is_refused_with_a_reason() {
    let dir = TempDir::new("refuse");
    let newer = dir.0.join("newer.sqlite3");
    {
        let db = Connection::open(&newer).unwrap();
        db.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .unwrap();
    }
    let error = Store::open(&StoreAt::File(newer))
        .err()
        .unwrap()
        .to_string();
    assert!(error.contains("newer server"), "{error}");
    assert!(
        error.contains(&format!("store version {}", SCHEMA_VERSION + 1)),
        "{error}"
    );

    let text = dir.0.join("notes.txt");
    std::fs::write(
        &text,
        "not a database, just words that go on and on ".repeat(100),
    )
    .unwrap();
    let error = Store::open(&StoreAt::File(text)).err().unwrap().to_string();
    assert!(error.contains("is not a database"), "{error}");

    let other = dir.0.join("other.sqlite3");
    Connection::open(&other)
        .unwrap()
        .execute_batch("CREATE TABLE recipes (name TEXT)")
        .unwrap();
    let error = Store::open(&StoreAt::File(other))
        .err()
        .unwrap()
        .to_string();
    assert!(error.contains("other program"), "{error}");

    let missing = dir.0.join("no such dir").join("store.sqlite3");
    let error = Store::open(&StoreAt::File(missing))
        .err()
        .unwrap()
        .to_string();
    assert!(error.contains("cannot open"), "{error}");
}

#[test]
fn the_leaderboard_ranks_players_with_enough_opponents_by_rating() {
    let mut store = Store::open(&StoreAt::Memory).unwrap();
    let honest = established_board(&mut store);
    // Top beats the twelve established players, from twelve addresses; a
    // newcomer who plays only Top is rated, not ranked.
    let mut at = 100_000_000;
    for (n, key) in honest.iter().enumerate() {
        at += 60;
        store
            .record(&between(
                ("top", 1),
                (key, 500 + n as u32),
                RoundResult::Won(Seat::One),
                at,
            ))
            .unwrap();
    }
    let mut renamed = between(("top", 1), ("newcomer", 99), RoundResult::Drawn, at + 60);
    renamed.players[0].name = "Champion".into();
    store.record(&renamed).unwrap();
    let top = store.top(BoardChoice::Classic).unwrap();
    assert_eq!(top.len(), 13, "{top:?}");
    assert_eq!(
        (top[0].name.as_str(), top[0].games, top[0].place),
        ("Champion", 13, 1)
    );
    assert_eq!(top[0].needs, 0);
    assert!(top.windows(2).all(|pair| pair[0].rating >= pair[1].rating));
    let you = store
        .standing(BoardChoice::Classic, "newcomer")
        .unwrap()
        .unwrap();
    assert_eq!((you.place, you.games), (0, 1));
    assert!(you.needs >= LEADERBOARD_OPPONENTS - 1, "{you:?}");
    assert!(
        store.standing(BoardChoice::Four, "top").unwrap().is_none(),
        "no rated game on that board"
    );
}

#[test]
fn many_keys_from_one_address_are_one_opponent() {
    let mut store = Store::open(&StoreAt::Memory).unwrap();
    for i in 0..12 {
        let victim = format!("victim-{i}");
        let mut won = game("farmer", &victim, RoundResult::Won(Seat::One));
        won.players[1].address = Some(home(7));
        store.record(&won).unwrap();
    }
    let farmer = store
        .player("farmer", BoardChoice::Classic)
        .unwrap()
        .unwrap();
    assert_eq!((farmer.games, farmer.opponents), (12, 1));
    assert!(store.top(BoardChoice::Classic).unwrap().is_empty());
}

#[test]
fn a_pairs_repeated_games_in_a_day_count_for_less_then_nothing() {
    let mut store = Store::open(&StoreAt::Memory).unwrap();
    let mut weights = Vec::new();
    let mut ratings = Vec::new();
    for n in 0..7 {
        let mut won = game("ann", "bob", RoundResult::Won(Seat::One));
        won.at = 1_000 + n * 60;
        let kept = store.record(&won).unwrap();
        weights.push(kept.weight);
        ratings.push(kept.records[0].rating.rating);
    }
    assert_eq!(weights, [1.0, 1.0, 1.0, 0.5, 0.25, 0.0, 0.0]);
    assert_eq!(ratings[5], ratings[4], "the sixth game moved nothing");
    // Seats swapped are the same pair; a day later they count afresh.
    let mut swapped = game("bob", "ann", RoundResult::Won(Seat::Two));
    swapped.at = 2_000;
    assert_eq!(store.record(&swapped).unwrap().weight, 0.0);
    let mut next_day = game("ann", "bob", RoundResult::Won(Seat::One));
    next_day.at = 1_000 + 6 * 60 + DAY_SECS + 1_000;
    assert_eq!(store.record(&next_day).unwrap().weight, 1.0);
}

#[test]
fn a_name_is_the_first_rated_devices() {
    let mut store = Store::open(&StoreAt::Memory).unwrap();
    let mut first = game("ann-1", "bob", RoundResult::Drawn);
    first.players[0].name = "Ann".into();
    store.record(&first).unwrap();
    assert_eq!(
        store.name_owner(&names::fold("ＡＮＮ")).unwrap().as_deref(),
        Some("ann-1")
    );
    // Another device that slipped through as "ann" is listed under a name
    // of its own.
    let mut second = game("ann-2", "cy", RoundResult::Drawn);
    second.players[0].name = "ann".into();
    let kept = store.record(&second).unwrap();
    assert_ne!(kept.records[0].name, "ann");
    assert!(kept.records[0].name.starts_with("Player "));
}

#[test]
fn games_given_up_follow_the_key_and_the_address() {
    let mut store = Store::open(&StoreAt::Memory).unwrap();
    let mut left = game("ann", "bob", RoundResult::Won(Seat::Two));
    left.abandoned_by = Some(Seat::One);
    store.record(&left).unwrap();
    store
        .no_show(&NoShow {
            key: "ann-other-key".into(),
            address: Some(home(1)),
            board: BoardChoice::Classic,
            at: 5_000,
        })
        .unwrap();
    let by_key = store.given_up_since("ann", None, 0).unwrap();
    assert_eq!(
        by_key,
        [GivenUp {
            at: 1_000,
            no_show: false
        }]
    );
    // A fresh key from Ann's address inherits both.
    let by_address = store.given_up_since("fresh-key", Some(home(1)), 0).unwrap();
    assert_eq!(
        by_address,
        [
            GivenUp {
                at: 1_000,
                no_show: false
            },
            GivenUp {
                at: 5_000,
                no_show: true
            }
        ]
    );
    assert_eq!(
        store
            .given_up_since("fresh-key", Some(home(1)), 2_000)
            .unwrap()
            .len(),
        1
    );
    assert!(
        store
            .given_up_since("bob", Some(home(2)), 0)
            .unwrap()
            .is_empty()
    );
}

/// A game between two players, each from an address of their own.
fn between(one: (&str, u32), two: (&str, u32), result: RoundResult, at: i64) -> Finished {
    let mut game = game(one.0, two.0, result);
    game.players[0].address = Some(home(one.1));
    game.players[1].address = Some(home(two.1));
    game.id = format!("{}-{}-{at}", one.0, two.0);
    game.at = at;
    game
}

/// Twelve honest players from twelve addresses, each rated against
/// the eleven others in forty rounds, three hours apart (the stronger, by
/// number, wins four rounds of five; the fifth is drawn): the board's
/// established players. Their keys.
fn established_board(store: &mut Store) -> Vec<String> {
    let keys: Vec<String> = (0..12).map(|n| format!("honest-{n:02}")).collect();
    let mut at = 1_000;
    for step in (1..=10).chain(1..=10) {
        for one in 0..12usize {
            let two = (one + step) % 12;
            let result = if (one + two).is_multiple_of(5) {
                RoundResult::Drawn
            } else if one > two {
                RoundResult::Won(Seat::One)
            } else {
                RoundResult::Won(Seat::Two)
            };
            at += 3 * 60 * 60;
            let game = between(
                (&keys[one], 500 + one as u32),
                (&keys[two], 500 + two as u32),
                result,
                at,
            );
            store.record(&game).unwrap();
        }
    }
    for key in &keys {
        let record = store.player(key, BoardChoice::Classic).unwrap().unwrap();
        assert!(record.established(), "{key}: {record:?}");
    }
    keys
}

#[test]
fn a_win_over_a_player_not_established_counts_for_little_and_for_no_place() {
    let mut store = Store::open(&StoreAt::Memory).unwrap();
    let honest = established_board(&mut store);
    // A farmer beats twenty fresh puppets, each from an address of its own.
    let mut at = 100_000_000;
    for n in 0..20 {
        at += 60;
        let puppet = format!("puppet-{n:02}");
        let kept = store
            .record(&between(
                ("farmer", 1),
                (&puppet, 100 + n),
                RoundResult::Won(Seat::One),
                at,
            ))
            .unwrap();
        assert_eq!(kept.established, [false, false]);
        // The puppet still learns: it lost, in full.
        assert!(kept.records[1].rating.rating < 1400.0, "{kept:?}");
    }
    let farmer = store
        .player("farmer", BoardChoice::Classic)
        .unwrap()
        .unwrap();
    assert_eq!(
        farmer.rating.rating,
        rating_maths::NEW.rating + rating_maths::UNESTABLISHED_GAINS_IN_ALL
    );
    assert_eq!((farmer.opponents, farmer.established_opponents), (20, 0));
    let standing = store
        .standing(BoardChoice::Classic, "farmer")
        .unwrap()
        .unwrap();
    assert_eq!((standing.place, standing.needs), (0, LEADERBOARD_OPPONENTS));
    assert!(
        store
            .top(BoardChoice::Classic)
            .unwrap()
            .iter()
            .all(|s| s.name != "farmer")
    );
    // A win over an established player (the strongest) counts in full,
    // and toward a place.
    at += 60;
    let kept = store
        .record(&between(
            ("farmer", 1),
            (&honest[11], 511),
            RoundResult::Won(Seat::One),
            at,
        ))
        .unwrap();
    assert_eq!(kept.established, [true, false]);
    assert!(
        kept.records[0].rating.rating - kept.before[0].rating > 30.0,
        "{kept:?}"
    );
    assert_eq!(kept.records[0].established_opponents, 1);
}

#[test]
fn a_chain_of_puppets_that_play_each_other_never_reaches_a_place() {
    let mut store = Store::open(&StoreAt::Memory).unwrap();
    established_board(&mut store);
    // Eleven puppets from eleven addresses each play every other (and so
    // meet ten opponents), then all lose to the farmer.
    let puppets: Vec<String> = (0..11).map(|n| format!("puppet-{n:02}")).collect();
    let mut at = 100_000_000;
    for one in 0..11 {
        for two in one + 1..11 {
            at += 60;
            store
                .record(&between(
                    (&puppets[one], 100 + one as u32),
                    (&puppets[two], 100 + two as u32),
                    RoundResult::Won(Seat::One),
                    at,
                ))
                .unwrap();
        }
    }
    for (n, puppet) in puppets.iter().enumerate() {
        at += 60;
        store
            .record(&between(
                ("farmer", 1),
                (puppet, 100 + n as u32),
                RoundResult::Won(Seat::One),
                at,
            ))
            .unwrap();
        let record = store.player(puppet, BoardChoice::Classic).unwrap().unwrap();
        assert_eq!(record.opponents, 11);
        assert!(!record.ranked(), "{puppet}: {record:?}");
    }
    let farmer = store
        .standing(BoardChoice::Classic, "farmer")
        .unwrap()
        .unwrap();
    assert_eq!(farmer.place, 0);
    assert!(farmer.rating <= 1550, "{farmer:?}");
    let top = store.top(BoardChoice::Classic).unwrap();
    assert_eq!(top.len(), 12, "the honest players alone: {top:?}");
}

#[test]
fn a_boards_first_players_are_established_by_their_own_games() {
    let mut store = Store::open(&StoreAt::Memory).unwrap();
    // Two new players count for nothing to each other, even on a board
    // nobody is established on yet: a win adds ten points.
    let kept = store
        .record(&between(
            ("ann", 1),
            ("bob", 2),
            RoundResult::Won(Seat::One),
            1_000,
        ))
        .unwrap();
    assert_eq!(kept.established, [false, false]);
    assert_eq!(kept.records[0].rating.rating, 1510.0);
    assert_eq!(kept.records[0].established_opponents, 0);
    // Players who meet ten others each and settle their ratings count for
    // each other from then on: twelve of them all end up established
    // and ranked (the helper checks it).
    let honest = established_board(&mut store);
    let first = store
        .player(&honest[0], BoardChoice::Classic)
        .unwrap()
        .unwrap();
    assert!(first.ranked(), "{first:?}");
}
