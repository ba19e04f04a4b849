//! Rooms with a friend: clocks, countdowns, closing, giving a room back,
//! and another node taking a room over.

use super::*;
use crate::net::protocol::{CLOCK_CHOICES, ClockView, Forfeit, ForfeitReason};

#[test]
fn a_connection_without_a_seat_is_closed_after_its_deadline() {
    let mut table = Table::new(Limits::default());
    let within = Limits::default().seat_within;
    let start = Instant::now();
    let silent = table.connect(address(7), start);
    let player = table.connect(address(7), start);
    let almost = start + within - Duration::from_millis(1);
    assert_eq!(
        refusal(&table.handle(player, ann_creates(None), almost)),
        None
    );
    assert!(!table.tick(almost).contains(&Out::Close(silent)));
    let out = table.tick(start + within);
    assert!(out.contains(&Out::Close(silent)), "{out:?}");
    assert!(sent(&out).iter().any(|(c, m)| *c == silent
        && matches!(
            m,
            ServerMessage::Error {
                code: ErrorCode::NotInRoom,
                ..
            }
        )));
    assert!(!out.contains(&Out::Close(player)));
    // Seated, it may stay as long as its room lives; once it leaves, its
    // clock starts again.
    assert!(!table.tick(start + within * 5).contains(&Out::Close(player)));
    let left = start + within * 6;
    table.handle(player, ClientMessage::Leave, left);
    assert!(!table.tick(left).contains(&Out::Close(player)));
    assert!(table.tick(left + within).contains(&Out::Close(player)));
}

#[test]
fn a_clock_the_server_does_not_offer_is_refused_and_opens_nothing() {
    let mut table = Table::new(Limits {
        rooms_per_address: 1,
        ..Limits::default()
    });
    let now = Instant::now();
    let ann = table.connect(address(1), now);
    for seconds in [0, 1, 14, 16, 31, 90, u32::MAX] {
        let out = table.handle(ann, ann_creates(Some(seconds)), now);
        assert_eq!(refusal(&out), Some(ErrorCode::BadClock), "{seconds}");
        assert!(refusal_words(&out).contains("15, 30 or 60 seconds"));
    }
    assert_eq!(table.lobby.room_count(), 0);
    // Nothing was held against the address: its one room is still free.
    for (n, seconds) in (10..).zip(CLOCK_CHOICES) {
        let conn = table.connect(address(n), now);
        let out = table.handle(conn, ann_creates(Some(seconds)), now);
        assert_eq!(
            view_for(&out, conn).clock,
            Some(ClockView {
                seconds,
                left_ms: seconds * 1000
            }),
            "not started: the full allowance"
        );
    }
    let out = table.handle(ann, ann_creates(None), now);
    assert_eq!(view_for(&out, ann).clock, None);
}

#[test]
fn a_clock_that_runs_out_ends_the_round_for_everyone_watching() {
    let mut table = Table::new(Limits::default());
    let start = Instant::now();
    let (ann, bob) = clocked_room(&mut table, Some(15), start);
    let code = table.seat_of(ann).0;
    let eve = table.connect([198, 51, 100, 9].into(), start);
    table.handle(eve, watch(&code), start);
    // Ann moves in time: Bob's 15 s start then.
    let square_played = protocol::Square { row: 1, col: 1 };
    table.handle(ann, square(1, 1), start + secs(14));
    assert!(snapshots(&table.tick(start + secs(28))).is_empty());
    // Bob drops out; his clock keeps running while he is away.
    table.disconnect(bob, start + secs(28));
    let out = table.tick(start + secs(29));
    let seen = snapshots(&out);
    let to: Vec<ConnId> = seen.iter().map(|(c, _)| *c).collect();
    assert_eq!(to, [ann, eve], "the player there, then the watcher");
    for (_, view) in &seen {
        assert_eq!(
            view.forfeit,
            Some(Forfeit {
                loser: Seat::Two,
                reason: ForfeitReason::Time
            })
        );
        assert_eq!(view.score.wins, [1, 0]);
        assert_eq!(view.moves, [square_played]);
    }
    // Said once: the next tick has nothing about the clock to tell.
    let out = table.tick(start + Duration::from_millis(29_250));
    assert!(snapshots(&out).is_empty(), "{out:?}");
    assert_eq!(table.lobby.rooms().next().unwrap().score().wins, [1, 0]);
}

#[test]
fn a_late_move_hears_that_the_round_was_lost_on_time() {
    let mut table = Table::new(Limits::default());
    let start = Instant::now();
    let (ann, bob) = clocked_room(&mut table, Some(30), start);
    // No tick since the deadline: the move itself finds it passed.
    let late = start + secs(30);
    let out = table.handle(ann, square(0, 0), late);
    let seen = snapshots(&out);
    assert_eq!(seen.len(), 2, "both players hear of the timeout");
    assert!(
        seen.iter()
            .all(|(_, v)| v.moves.is_empty() && v.forfeit.map(|f| f.loser) == Some(Seat::One))
    );
    assert!(matches!(
        sent(&out).last(),
        Some((c, ServerMessage::Error { code: ErrorCode::RoundOver, .. })) if *c == ann
    ));
    assert_eq!(table.lobby.moves_played(), 0);
    // Play again works as after any round.
    table.handle(ann, ClientMessage::PlayAgain, late);
    let view = view_for(&table.handle(bob, ClientMessage::PlayAgain, late), bob);
    assert_eq!((view.round, view.forfeit), (2, None));
    assert_eq!(view.score.wins, [0, 1]);
}

#[test]
fn a_room_without_a_clock_waits_for_its_players() {
    let mut table = Table::new(Limits::default());
    let start = Instant::now();
    clocked_room(&mut table, None, start);
    let later = start + Limits::default().idle - secs(1);
    let out = table.tick(later);
    assert!(snapshots(&out).is_empty(), "{out:?}");
    let room = table.lobby.rooms().next().unwrap();
    assert_eq!(room.view(later, Duration::ZERO).forfeit, None);
    assert_eq!(room.score(), Default::default());
}

#[test]
fn a_shortened_clock_second_runs_a_clock_that_much_faster() {
    let mut table = Table::new(Limits {
        clock_second: Duration::from_millis(10),
        ..Limits::default()
    });
    let start = Instant::now();
    clocked_room(&mut table, Some(15), start);
    let view = table
        .lobby
        .rooms()
        .next()
        .unwrap()
        .view(start, Duration::ZERO);
    assert_eq!(
        view.clock,
        Some(ClockView {
            seconds: 15,
            left_ms: 150
        })
    );
    assert!(snapshots(&table.tick(start + Duration::from_millis(149))).is_empty());
    let out = table.tick(start + Duration::from_millis(150));
    assert!(snapshots(&out).iter().all(|(_, v)| v.forfeit.is_some()));
    assert_eq!(snapshots(&out).len(), 2);
}

/// Ticks come every quarter second; an away seat's countdown is sent
/// when the seconds shown change, not at every tick.
#[test]
fn an_away_countdown_is_sent_once_a_second() {
    let mut table = Table::new(Limits::default());
    let start = Instant::now();
    let (ann, bob) = clocked_room(&mut table, None, start);
    table.disconnect(bob, start);
    let sent_to_ann: Vec<usize> = (1..=8)
        .map(|quarter| {
            let out = table.tick(start + Duration::from_millis(250 * quarter));
            snapshots(&out).iter().filter(|(c, _)| *c == ann).count()
        })
        .collect();
    assert_eq!(sent_to_ann, [0, 0, 0, 1, 0, 0, 0, 1]);
}

#[test]
fn a_room_given_back_frees_its_place_for_the_address() {
    let mut table = Table::new(Limits {
        rooms_per_address: 1,
        ..Limits::default()
    });
    let now = Instant::now();
    let first = table.connect(address(1), now);
    assert_eq!(refusal(&table.handle(first, ann_creates(None), now)), None);
    let second = table.connect(address(1), now);
    assert_eq!(
        refusal(&table.handle(second, ann_creates(None), now)),
        Some(ErrorCode::ServerFull)
    );
    table.handle(first, ClientMessage::Leave, now);
    assert_eq!(table.lobby.room_count(), 0);
    assert_eq!(refusal(&table.handle(second, ann_creates(None), now)), None);
}

#[test]
fn another_lobby_takes_a_room_over_from_its_record_and_lets_it_go_when_told() {
    let now = Instant::now();
    let mut first = Table::new(Limits::default());
    first.lobby.track_closed();
    let (ann, _bob) = clocked_room(&mut first, Some(30), now);
    first.handle(ann, square(1, 1), now);
    let code = first.seat_of(ann).0;
    let token = first
        .lobby
        .room(&code)
        .unwrap()
        .seat(Seat::Two)
        .unwrap()
        .token
        .clone();
    let record = first.lobby.record(&code, now).unwrap();
    let again = first.lobby.record(&code, now).unwrap();
    assert!(
        again.seq > record.seq,
        "each record is numbered after the last"
    );
    assert_eq!(
        record.opener,
        Some(address(1)),
        "the record names who opened it"
    );

    // The room counts against its opener where it is taken over.
    let mut second = Table::new(Limits {
        rooms_per_address: 1,
        ..Limits::default()
    });
    second.lobby.track_closed();
    assert!(second.lobby.adopt(record.clone(), now).unwrap().0);
    // Adopting twice keeps the room as it is.
    assert!(!second.lobby.adopt(record, now).unwrap().0);
    assert_eq!(second.lobby.room_count(), 1);
    let ann_again = second.connect(address(1), now);
    let out = second.handle(ann_again, ann_creates(None), now);
    assert_eq!(refusal(&out), Some(ErrorCode::ServerFull), "{out:?}");
    let bob = second.connect(address(2), now);
    let out = second.handle(bob, resume(&code, &token), now);
    assert_eq!(welcomed(&out, bob), Some(Seat::Two));
    let view = view_for(&out, bob);
    assert_eq!(view.moves, [protocol::Square { row: 1, col: 1 }]);
    assert_eq!(view.clock.map(|c| c.seconds), Some(30));

    // Another node took it: its players are cut off to reconnect there,
    // and it is not forgotten in Redis as a closed room would be.
    let out = second.lobby.evict(&code, now);
    assert!(out.contains(&Out::Close(bob)), "{out:?}");
    assert_eq!(second.lobby.room_count(), 0);
    assert!(second.lobby.take_closed().is_empty());
    // A room that closes is.
    let out = first
        .lobby
        .close(&code, Some((Closing::EveryoneLeft, "Everyone left")), now);
    assert!(!out.is_empty());
    assert_eq!(first.lobby.take_closed(), [code]);
}
