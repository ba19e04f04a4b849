//! Quick match: who is paired with whom, and when.

use super::*;
use crate::server::ratings_store::{self, Contender, Finished};
use crate::server::room::RoundResult;

#[test]
fn a_quick_match_pairs_the_longest_waiting_player_on_the_same_board() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let ann = table.connect(address(1), now);
    let out = table.handle(ann, quick("Ann", BoardChoice::Classic), now);
    assert!(
        matches!(&sent(&out)[..], [(c, ServerMessage::Queued { board: BoardChoice::Classic, others: 0, household: 0 })] if *c == ann),
        "{out:?}"
    );
    // Another board is another queue.
    let cy = table.connect(address(3), now);
    let out = table.handle(cy, quick("Cy", BoardChoice::Five), now);
    assert!(
        matches!(
            &sent(&out)[..],
            [(_, ServerMessage::Queued { others: 1, .. })]
        ),
        "{out:?}"
    );
    assert_eq!(
        (table.lobby.queued_count(), table.lobby.room_count()),
        (2, 0)
    );
    // Waiting does not count against the deadline to sit down.
    let later = now + Limits::default().seat_within * 3;
    assert!(!table.tick(later).contains(&Out::Close(ann)));
    let bob = table.connect(address(2), later);
    let out = table.handle(bob, quick("ann", BoardChoice::Classic), later);
    assert_eq!(welcomed(&out, ann), Some(Seat::One));
    assert_eq!(welcomed(&out, bob), Some(Seat::Two));
    assert_eq!(
        (table.lobby.queued_count(), table.lobby.room_count()),
        (1, 1)
    );
    let room = view_for(&out, bob);
    assert_eq!(room.board, BoardChoice::Classic);
    assert_eq!(room.round, 1, "the game begins at once");
    assert_eq!(
        [room.seats[0].name.as_str(), room.seats[1].name.as_str()],
        ["Ann", "ann 2"],
        "names that look the same are told apart"
    );
    // Seated, a second quick match is refused; the room plays as any.
    let again = table.handle(bob, quick("Bob", BoardChoice::Classic), later);
    assert_eq!(refusal(&again), Some(ErrorCode::AlreadyInRoom));
}

#[test]
fn a_search_given_up_leaves_the_queue_and_the_address_its_place() {
    let mut table = Table::new(Limits {
        queue_per_address: 1,
        ..Limits::default()
    });
    let now = Instant::now();
    let eve = address(5);
    let first = table.connect(eve, now);
    table.handle(first, quick("Eve", BoardChoice::Four), now);
    let second = table.connect(eve, now);
    let out = table.handle(second, quick("Eve", BoardChoice::Classic), now);
    assert_eq!(
        refusal(&out),
        Some(ErrorCode::ServerFull),
        "one search per address here"
    );
    // Nobody may wait as the computer, in any case or width.
    for computer in ["C\u{43E}mputer", "COMPUTER", "ＣＯＭＰＵＴＥＲ"] {
        let out = table.handle(second, quick(computer, BoardChoice::Classic), now);
        assert_eq!(refusal(&out), Some(ErrorCode::BadName), "{computer}");
    }
    // Leaving the queue says so and frees the place.
    let out = table.handle(first, ClientMessage::Leave, now);
    assert!(
        matches!(&sent(&out)[..], [(_, ServerMessage::Closed { .. })]),
        "{out:?}"
    );
    assert_eq!(table.lobby.queued_count(), 0);
    let out = table.handle(second, quick("Eve", BoardChoice::Classic), now);
    assert!(
        matches!(&sent(&out)[..], [(_, ServerMessage::Queued { .. })]),
        "{out:?}"
    );
    // A dropped connection leaves the queue too: nobody is paired with a
    // player who is gone.
    table.disconnect(second, now);
    assert_eq!(table.lobby.queued_count(), 0);
    let bob = table.connect([198, 51, 100, 2].into(), now);
    let out = table.handle(bob, quick("Bob", BoardChoice::Classic), now);
    assert!(
        matches!(&sent(&out)[..], [(_, ServerMessage::Queued { .. })]),
        "{out:?}"
    );
    assert_eq!(table.lobby.room_count(), 0);
}

/// Gives `name` a rated game and then a rating well above a new
/// player's (1800), straight into the store: wins over strangers, who
/// are not established, would add little.
fn strengthen(table: &mut Table, name: &str) -> u32 {
    for i in 0..1 {
        let kept = table
            .store
            .record(&Finished {
                id: format!("{name}-{i}"),
                room: "ABCDEFG".into(),
                round: 1,
                board: BoardChoice::Classic,
                players: [
                    Contender {
                        key: key(name),
                        name: name.into(),
                        address: Some(address(100)),
                    },
                    Contender {
                        key: format!("stranger-of-{name}-{i}"),
                        name: format!("Stranger {i}"),
                        address: Some(IpAddr::from([198, 51, 100, i as u8])),
                    },
                ],
                result: RoundResult::Won(Seat::One),
                abandoned_by: None,
                moves: String::new(),
                at: 0,
            })
            .unwrap();
        assert!(ratings_store::shown(&kept.records[0].rating) > 1500);
    }
    table.store.execute_for_tests(&format!(
        "UPDATE players SET rating = 1800 WHERE key = '{}'",
        key(name)
    ));
    1800
}

#[test]
fn far_apart_ratings_wait_for_the_window_to_widen() {
    // Clocks that never run out here: no room's round is called off while
    // the windows widen.
    let mut table = Table::new(Limits {
        clock_second: Duration::from_secs(3600),
        ..Limits::default()
    });
    let strong = strengthen(&mut table, "Ace");
    let close = strengthen(&mut table, "Cy");
    assert!(strong > 1700 && close == strong, "{strong} {close}");
    let start = Instant::now();
    let ace = table.connect(address(1), start);
    let bob = table.connect(address(2), start);
    table.handle(ace, quick("Ace", BoardChoice::Classic), start);
    let out = table.handle(bob, quick("Bob", BoardChoice::Classic), start);
    assert!(
        matches!(&sent(&out)[..], [(c, ServerMessage::Queued { .. })] if *c == bob),
        "a new player is not paired with a strong one at once: {out:?}"
    );
    assert_eq!(table.lobby.queued_count(), 2);
    // Over a hundred points apart: the tick pairs them once the window
    // has grown that wide, and before the minute's end at the latest.
    let gap = f64::from(strong - 1500);
    let wide_enough =
        ((gap - ratings_store::WINDOW_AT_ONCE) / ratings_store::WINDOW_PER_SECOND).ceil();
    let early = start + Duration::from_secs_f64(wide_enough - 2.0);
    assert!(table.tick(early).is_empty() && table.lobby.queued_count() == 2);
    let later = start + Duration::from_secs_f64(wide_enough + 1.0);
    assert!(later < start + ratings_store::ANYONE_AFTER);
    let out = table.tick(later);
    assert_eq!(welcomed(&out, ace), Some(Seat::One), "{out:?}");
    assert_eq!(welcomed(&out, bob), Some(Seat::Two));
    assert_eq!(table.lobby.queued_count(), 0);

    // The longest waiting is paired first, with a rating in its window.
    let ace = table.connect(address(3), later);
    let bob = table.connect(address(4), later);
    let cy = table.connect(address(5), later);
    table.handle(ace, quick("Ace", BoardChoice::Classic), later);
    table.handle(bob, quick("Bob", BoardChoice::Classic), later);
    let out = table.handle(cy, quick("Cy", BoardChoice::Classic), later);
    assert_eq!(welcomed(&out, ace), Some(Seat::One), "{out:?}");
    assert_eq!(welcomed(&out, cy), Some(Seat::Two));
    assert_eq!(welcomed(&out, bob), None);
    // Alone on the board after a minute, Bob still waits for anyone.
    let out = table.tick(later + ratings_store::ANYONE_AFTER);
    assert_eq!(welcomed(&out, bob), None, "{out:?}");
    assert_eq!(table.lobby.queued_count(), 1);
}

#[test]
fn one_device_is_never_paired_with_itself() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let tab = table.connect(address(1), now);
    let other_tab = table.connect(address(2), now);
    table.handle(tab, quick("Ann", BoardChoice::Classic), now);
    table.handle(other_tab, quick("Ann", BoardChoice::Classic), now);
    assert!(table.tick(now + ratings_store::ANYONE_AFTER * 2).is_empty());
    assert_eq!(
        (table.lobby.queued_count(), table.lobby.room_count()),
        (2, 0)
    );
}

/// The farmer's trick: two device keys behind one address searching
/// together. They are never paired for a rating, however long they wait;
/// a friend's room is still theirs to play in.
#[test]
fn two_devices_of_one_address_are_never_paired_for_a_rating() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let home = address(1);
    let farmer = table.connect(home, now);
    let victim = table.connect(home, now);
    table.handle(farmer, quick("Farmer", BoardChoice::Classic), now);
    let out = table.handle(victim, quick("Victim", BoardChoice::Classic), now);
    assert_eq!(welcomed(&out, victim), None, "{out:?}");
    // Both are told, so that a real family is not left waiting for itself.
    let household = |out: &[Out], conn| {
        sent(out).iter().find_map(|(to, message)| match message {
            ServerMessage::Queued { household, .. } if *to == conn => Some(*household),
            _ => None,
        })
    };
    assert_eq!(
        (household(&out, victim), household(&out, farmer)),
        (Some(1), Some(1)),
        "{out:?}"
    );
    assert!(table.tick(now + ratings_store::ANYONE_AFTER * 2).is_empty());
    assert_eq!(table.lobby.room_count(), 0);
    // Someone from elsewhere is paired with the longest waiting at once,
    // and the one left is told it now waits alone.
    let stranger = table.connect(address(2), now);
    let out = table.handle(stranger, quick("Stranger", BoardChoice::Classic), now);
    assert_eq!(welcomed(&out, farmer), Some(Seat::One));
    assert_eq!(welcomed(&out, stranger), Some(Seat::Two));
    assert_eq!(household(&out, victim), Some(0), "{out:?}");
    // An IPv6 household is one address, whatever its devices' addresses.
    let phone: IpAddr = "2001:db8:7:7::1".parse().unwrap();
    let laptop: IpAddr = "2001:db8:7:7:abcd::9".parse().unwrap();
    let one = table.connect(phone, now);
    let two = table.connect(laptop, now);
    table.handle(one, quick("Dee", BoardChoice::Four), now);
    let out = table.handle(two, quick("Dan", BoardChoice::Four), now);
    assert_eq!(welcomed(&out, two), None, "{out:?}");
    // A household may still play together in a friend's room, unrated.
    let ann = table.connect(home, now);
    let code = code_in(&table.handle(ann, ann_creates(None), now));
    let bob = table.connect(home, now);
    let out = table.handle(bob, join(&code), now);
    assert_eq!(welcomed(&out, bob), Some(Seat::Two));
    assert!(!view_for(&out, bob).rated);
}

#[test]
fn a_name_another_device_is_rated_under_is_refused() {
    let mut table = Table::new(Limits::default());
    strengthen(&mut table, "Champion");
    let now = Instant::now();
    let impostor = table.connect(address(9), now);
    for name in [
        "Champion",
        "CHAMPION",
        "Ｃｈａｍｐｉｏｎ",
        "Cham\u{AD}pion",
        "\u{421}hampion ",
    ] {
        let asked = ClientMessage::QuickMatch {
            version: protocol::VERSION,
            name: name.into(),
            board: BoardChoice::Classic,
            player: key("Impostor"),
        };
        let out = table.handle(impostor, asked, now);
        assert_eq!(refusal(&out), Some(ErrorCode::BadName), "{name:?}");
        assert!(refusal_words(&out).contains("Another player is rated as"));
    }
    // The name's own device plays under it, as anyone does under theirs.
    let champion = table.connect(address(10), now);
    let out = table.handle(champion, quick("Champion", BoardChoice::Classic), now);
    assert_eq!(refusal(&out), None, "{out:?}");
    assert_eq!(table.lobby.queued_count(), 1);
}

#[test]
fn a_player_who_kept_the_default_name_plays_under_one_of_their_own() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let one = table.connect(address(1), now);
    let two = table.connect(address(2), now);
    let ask = |player: &str| ClientMessage::QuickMatch {
        version: protocol::VERSION,
        name: "Player 1".into(),
        board: BoardChoice::Classic,
        player: player.into(),
    };
    table.handle(one, ask("aaaaaaaaaaaaaaaaaaaa"), now);
    let out = table.handle(two, ask("bbbbbbbbbbbbbbbbbbbb"), now);
    let room = view_for(&out, two);
    let [first, second] = room.seats.map(|seat| seat.name);
    assert!(first.starts_with("Player ") && second.starts_with("Player "));
    assert_ne!(first, second);
    assert_ne!(first, "Player 1");
}
