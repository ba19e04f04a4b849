//! Watchers: what they see, what they may not do, and what their coming
//! and going costs.

use super::*;

#[test]
fn watchers_see_every_change_and_change_nothing() {
    let mut table = Table::new(Limits {
        watchers_per_room: 2,
        free_wrong_codes: 0,
        ..Limits::default()
    });
    let now = Instant::now();
    let (ann, bob) = clocked_room(&mut table, None, now);
    let code = table.seat_of(ann).0;
    let eve: IpAddr = [198, 51, 100, 9].into();
    let w1 = table.connect(eve, now);
    let out = table.handle(w1, watch(&code.to_lowercase()), now);
    assert_eq!(
        sent(&out),
        [
            (w1, &ServerMessage::Watching { code: code.clone() }),
            (w1, &ServerMessage::Room(view_for(&out, w1)))
        ],
        "the watcher alone hears of it"
    );
    assert_eq!(view_for(&out, w1).watchers, 1);
    // The players hear of the count at the next tick.
    let out = table.tick(now);
    assert_eq!(snapshots(&out).len(), 2, "{out:?}");
    assert_eq!(view_for(&out, ann).watchers, 1, "the players see the count");
    assert!(snapshots(&table.tick(now)).is_empty(), "told once");
    // A watcher may not move, nor ask for a round, nor sit down.
    assert_eq!(
        refusal(&table.handle(w1, square(1, 1), now)),
        Some(ErrorCode::Watcher)
    );
    assert_eq!(
        refusal(&table.handle(w1, ClientMessage::PlayAgain, now)),
        Some(ErrorCode::Watcher)
    );
    assert_eq!(
        refusal(&table.handle(w1, join(&code), now)),
        Some(ErrorCode::AlreadyInRoom)
    );
    // A move reaches the watcher after the players.
    let out = table.handle(ann, square(1, 1), now);
    let to: Vec<ConnId> = snapshots(&out).iter().map(|(c, _)| *c).collect();
    assert_eq!(to, [ann, bob, w1]);
    assert_eq!(
        view_for(&out, w1).moves,
        vec![protocol::Square { row: 1, col: 1 }]
    );
    // The room holds two watchers; a third is told so.
    let w2 = table.connect(eve, now);
    assert_eq!(refusal(&table.handle(w2, watch(&code), now)), None);
    let w3 = table.connect(eve, now);
    assert_eq!(
        refusal(&table.handle(w3, watch(&code), now)),
        Some(ErrorCode::TooManyWatchers)
    );
    // Watching is no way round guessing codes: a wrong one counts.
    assert_eq!(
        refusal(&table.handle(w3, watch("ABCDEFG"), now)),
        Some(ErrorCode::NoSuchRoom)
    );
    assert_eq!(
        refusal(&table.handle(w3, watch(&code), now)),
        Some(ErrorCode::TooManyJoins)
    );
    // Leaving stops the snapshots; a dropped watcher is let go too.
    let out = table.handle(w1, ClientMessage::Leave, now);
    assert_eq!(
        out,
        [Out::Send(
            w1,
            ServerMessage::closed(&Closing::StoppedWatching, "You stopped watching")
        )]
    );
    table.disconnect(w2, now);
    let out = table.handle(bob, square(0, 0), now);
    assert_eq!(snapshots(&out).len(), 2, "the players alone: {out:?}");
    assert_eq!(view_for(&out, ann).watchers, 0);
    // Watching holds a connection past the deadline to sit down.
    let w4 = table.connect([198, 51, 100, 10].into(), now);
    table.handle(w4, watch(&code), now);
    assert!(
        !table
            .tick(now + Limits::default().seat_within * 3)
            .contains(&Out::Close(w4))
    );
}

/// A crowd coming and going costs one message to each comer; the players
/// are told the count once a tick, and the watchers see it with the
/// game's next change: never a snapshot to every watcher for each one.
#[test]
fn watchers_coming_and_going_cost_what_they_send_not_what_the_room_holds() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let (ann, _bob) = clocked_room(&mut table, None, now);
    let code = table.seat_of(ann).0;
    let crowd: Vec<ConnId> = (0..300u32)
        .map(|n| {
            let conn = table.connect(IpAddr::from(std::net::Ipv4Addr::from(0x0a00_0000 + n)), now);
            table.handle(conn, watch(&code), now);
            conn
        })
        .collect();
    table.tick(now);
    // One connection watching and leaving, a hundred times over.
    let churn = table.connect(address(99), now);
    let mut messages = 0;
    for _ in 0..100 {
        messages += sent(&table.handle(churn, watch(&code), now)).len();
        messages += sent(&table.handle(churn, ClientMessage::Leave, now)).len();
    }
    assert_eq!(
        messages, 300,
        "Watching, its snapshot and Closed, each to the churner"
    );
    // The count has not changed since the last tick: nothing to tell.
    assert!(snapshots(&table.tick(now)).is_empty());
    // A real change reaches every watcher once.
    let out = table.handle(ann, square(1, 1), now);
    assert_eq!(snapshots(&out).len(), 2 + crowd.len());
}

#[test]
fn an_address_watches_so_many_rooms() {
    let mut table = Table::new(Limits {
        watchers_per_address: 2,
        ..Limits::default()
    });
    let now = Instant::now();
    let (ann, _) = clocked_room(&mut table, None, now);
    let code = table.seat_of(ann).0;
    let eve = address(9);
    let first = table.connect(eve, now);
    let second = table.connect(eve, now);
    let third = table.connect(eve, now);
    assert_eq!(refusal(&table.handle(first, watch(&code), now)), None);
    assert_eq!(refusal(&table.handle(second, watch(&code), now)), None);
    let out = table.handle(third, watch(&code), now);
    assert_eq!(refusal(&out), Some(ErrorCode::ServerFull), "{out:?}");
    assert!(refusal_words(&out).contains("rooms watched from here"));
    // One leaving gives its place back.
    table.disconnect(first, now);
    assert_eq!(refusal(&table.handle(third, watch(&code), now)), None);
}
