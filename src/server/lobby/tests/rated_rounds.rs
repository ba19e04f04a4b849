//! Rated rounds: what is rated, abandons and their waits (by device and
//! by address), rounds nobody started, a store that fails.

use super::*;
use crate::net::protocol::{FIRST_MOVE_SECS, QUICK_MATCH_CLOCK};

/// Two players seated by quick match on the 3 x 3 board, from addresses
/// `a` and `b`: (the connection playing X, the one playing O, the code).
fn rated_pair(table: &mut Table, a: &str, b: &str, now: Instant) -> (ConnId, ConnId, String) {
    let one = table.connect(address(1), now);
    let two = table.connect(address(2), now);
    table.handle(one, quick(a, BoardChoice::Classic), now);
    let out = table.handle(two, quick(b, BoardChoice::Classic), now);
    assert_eq!(welcomed(&out, two), Some(Seat::Two), "{out:?}");
    let (code, _) = table.seat_of(one);
    match table.lobby.room(&code).unwrap().x_seat() {
        Seat::One => (one, two, code),
        Seat::Two => (two, one, code),
    }
}

/// The 3 x 3 leaderboard with `player`'s standing, asked at `now` on a
/// connection of its own (as the game asks), each from an address of its
/// own (leaderboards come to an address at its pace).
fn board_for(table: &mut Table, now: Instant, player: Option<&str>) -> Leaderboard {
    let asked = ClientMessage::Leaderboard {
        version: protocol::VERSION,
        board: BoardChoice::Classic,
        player: player.map(key),
    };
    let asking = table.lobby.connection_count() as u32;
    let conn = table.connect(
        IpAddr::from(std::net::Ipv4Addr::from(0xc0a8_0000 + asking)),
        now,
    );
    match &sent(&table.handle(conn, asked, now))[..] {
        [(c, ServerMessage::Leaderboard(board))] if *c == conn => board.clone(),
        other => panic!("not a leaderboard: {other:?}"),
    }
}

/// Records a rated loss for `name` against a stranger, straight into the
/// store.
fn lose(table: &mut Table, name: &str) {
    use crate::server::ratings_store::{Contender, Finished};
    use crate::server::room::RoundResult;
    let contender = |key: String, name: &str, n: u8| Contender {
        key,
        name: name.into(),
        address: Some([198, 51, 100, n].into()),
    };
    table
        .store
        .record(&Finished {
            id: format!("{name}-lost"),
            room: "ABCDEFG".into(),
            round: 1,
            board: BoardChoice::Classic,
            players: [
                contender(key(name), name, 50),
                contender(key("Stranger"), "Stranger", 51),
            ],
            result: RoundResult::Won(Seat::Two),
            abandoned_by: None,
            moves: String::new(),
            at: 0,
        })
        .unwrap();
}

#[test]
fn a_rated_round_moves_both_ratings_into_the_room() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let (x, o, _) = rated_pair(&mut table, "Ann", "Bob", now);
    let before = view_for(&table.handle(x, square(0, 0), now), o);
    assert!(before.rated);
    assert_eq!(before.seats.map(|s| s.rating), [Some(1500), Some(1500)]);
    let out = x_wins_rest(&mut table, x, o, now);
    assert!(
        out.iter().any(|action| matches!(action, Out::Rate(_))),
        "the round is given to the keeper: {out:?}"
    );
    let after = view_for(&out, o);
    let x_seat = table.seat_of(x).1;
    let x_rating = after.seats[x_seat.index()].rating.unwrap();
    let o_rating = after.seats[x_seat.other().index()].rating.unwrap();
    assert!(x_rating > 1500 && o_rating < 1500, "{after:?}");
    // Asked to play again, nothing is rated twice.
    table.handle(x, ClientMessage::PlayAgain, now);
    let out = table.handle(o, ClientMessage::PlayAgain, now);
    assert!(!out.iter().any(|action| matches!(action, Out::Rate(_))));
    assert_eq!(
        view_for(&out, x).seats[x_seat.index()].rating,
        Some(x_rating)
    );
    // A new opponent does not count toward a place; the standing says
    // how many established opponents it takes.
    let board = board_for(&mut table, now, Some("Bob"));
    assert!(board.top.is_empty());
    let bob = board.you.unwrap();
    assert_eq!(
        (bob.place, bob.games, bob.needs),
        (0, 1, protocol::LEADERBOARD_OPPONENTS)
    );
    let stranger = board_for(&mut table, now, Some("Nobody at all"));
    assert_eq!(stranger.you, None, "no rated game, no standing");
}

#[test]
fn a_room_with_a_friend_is_never_rated() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let (ann, bob) = clocked_room(&mut table, Some(30), now);
    let out = x_wins(&mut table, ann, bob, now);
    assert!(!out.iter().any(|action| matches!(action, Out::Rate(_))));
    let view = view_for(&out, bob);
    assert!(!view.rated);
    assert_eq!(view.seats.map(|s| s.rating), [None, None]);
    assert_eq!(view.score.wins, [1, 0], "the round counted for the score");
    // Leaving a friend's game mid-round costs nothing either.
    table.handle(ann, ClientMessage::PlayAgain, now);
    table.handle(bob, ClientMessage::PlayAgain, now);
    let out = table.handle(bob, ClientMessage::Leave, now);
    assert!(!out.iter().any(|action| matches!(action, Out::Rate(_))));
    assert!(board_for(&mut table, now, None).top.is_empty());
}

/// Of a rated pair, the player in seat one, then the other.
fn seat_one_then_other(table: &Table, x: ConnId, o: ConnId) -> (ConnId, ConnId) {
    if table.seat_of(x).1 == Seat::One {
        (x, o)
    } else {
        (o, x)
    }
}

/// Eve (seat one) leaves her first rated round mid-way: a loss for her
/// and a win for Bob, whose leaving afterwards costs him nothing.
fn eve_leaves_a_round(table: &mut Table, start: Instant) {
    let (x, o, _) = rated_pair(table, "Eve", "Bob", start);
    let (eve, bob) = seat_one_then_other(table, x, o);
    table.handle(x, square(1, 1), start);
    let out = table.handle(eve, ClientMessage::Leave, start);
    let view = view_for(&out, bob);
    assert!(view.seats[0].rating.unwrap() < 1500, "{view:?}");
    assert!(view.seats[1].rating.unwrap() > 1500, "{view:?}");
    table.handle(bob, ClientMessage::Leave, start);
    assert_eq!(table.lobby.room_count(), 0);
    assert!(board_for(table, start, Some("Bob")).you.unwrap().rating > 1500);
}

/// Eve's second rated round, with Dan: she goes away on her move and her
/// clock runs out while she is away, which is abandoning too. Returns when.
fn eve_lets_her_clock_run_out(table: &mut Table, start: Instant) -> Instant {
    // Dan lost as she did, so they are paired at once.
    lose(table, "Dan");
    let (x, o, _) = rated_pair(table, "Eve", "Dan", start);
    let (eve, dan) = seat_one_then_other(table, x, o);
    if dan == x {
        table.handle(dan, square(1, 1), start);
        table.handle(eve, square(0, 0), start);
        table.handle(dan, square(2, 2), start);
    } else {
        table.handle(eve, square(1, 1), start);
        table.handle(dan, square(0, 0), start);
    }
    table.disconnect(eve, start);
    let clock = Duration::from_secs(u64::from(QUICK_MATCH_CLOCK));
    table.tick(start + clock - Duration::from_millis(1));
    assert_eq!(board_for(table, start, Some("Eve")).you.unwrap().games, 1);
    let gone = start + clock;
    table.tick(gone);
    assert_eq!(board_for(table, gone, Some("Eve")).you.unwrap().games, 2);
    gone
}

#[test]
fn abandoning_a_rated_round_loses_it_and_the_second_brings_a_wait() {
    let mut table = Table::new(Limits::default());
    let start = Instant::now();
    eve_leaves_a_round(&mut table, start);
    // One abandon is forgiven (connections drop); the second is not.
    let gone = eve_lets_her_clock_run_out(&mut table, start);

    // The second abandon within a day: a minute before the next.
    let again = table.connect(address(9), gone);
    let out = table.handle(again, quick("Eve", BoardChoice::Five), gone);
    assert_eq!(refusal(&out), Some(ErrorCode::TooSoon), "{out:?}");
    assert!(refusal_words(&out).contains("a minute"), "{out:?}");
    // The wait in seconds too, for a client to count down.
    assert!(
        matches!(
            &sent(&out)[..],
            [(_, ServerMessage::Error { wait: Some(60), .. })]
        ),
        "{out:?}"
    );
    assert_eq!(table.lobby.queued_count(), 0, "nothing changed");
    // The wait follows her address: a fresh device key from it waits too.
    let fresh = table.connect(address(1), gone);
    let asked = ClientMessage::QuickMatch {
        version: protocol::VERSION,
        name: "Not Eve".into(),
        board: BoardChoice::Five,
        player: "a-brand-new-device-key".into(),
    };
    let out = table.handle(fresh, asked, gone);
    assert_eq!(refusal(&out), Some(ErrorCode::TooSoon), "{out:?}");
    // Anyone else plays on.
    let cy = table.connect(address(10), gone);
    assert_eq!(
        refusal(&table.handle(cy, quick("Cy", BoardChoice::Five), gone)),
        None
    );
}

/// A quick match whose first move never comes: called off and rated for
/// nobody; the player who did not move waits before searching again, the
/// other is searching again at once.
#[test]
fn a_round_whose_first_move_never_comes_is_called_off() {
    let mut table = Table::new(Limits::default());
    let start = Instant::now();
    let (x, o, code) = rated_pair(&mut table, "Sloth", "Keen", start);
    let eve = table.connect([198, 51, 100, 9].into(), start);
    table.handle(eve, watch(&code), start);
    // The players hear of the watcher.
    table.tick(start);
    let first_move = secs(u64::from(FIRST_MOVE_SECS));
    let view = table.lobby.room(&code).unwrap().view(start, secs(60));
    assert_eq!(
        view.clock.unwrap().left_ms,
        FIRST_MOVE_SECS * 1000,
        "X's first move"
    );
    assert!(snapshots(&table.tick(start + first_move - Duration::from_millis(1))).is_empty());
    let sloth = key_of(&table, "Sloth", x);
    let out = table.tick(start + first_move);
    assert!(
        !out.iter().any(|action| matches!(action, Out::Rate(_))),
        "{out:?}"
    );
    assert!(
        out.iter()
            .any(|action| matches!(action, Out::NoShow(no) if no.key == sloth))
    );
    let told: Vec<(ConnId, &ServerMessage)> = sent(&out);
    assert!(
        told.iter().any(|(to, m)| *to == x
            && matches!(m, ServerMessage::Closed { reason, .. } if reason.contains("first move"))),
        "{out:?}"
    );
    assert!(
        told.iter()
            .any(|(to, m)| *to == o && matches!(m, ServerMessage::CalledOff { .. }))
    );
    assert!(
        told.iter()
            .any(|(to, m)| *to == o && matches!(m, ServerMessage::Queued { .. }))
    );
    assert!(
        told.iter()
            .any(|(to, m)| *to == eve && matches!(m, ServerMessage::Closed { .. }))
    );
    assert_eq!(table.lobby.room_count(), 0);
    assert_eq!(table.lobby.queued_count(), 1, "Keen searches again");
    // Nobody's rating moved.
    let later = start + first_move;
    assert!(board_for(&mut table, later, Some("Keen")).you.is_none());
    // Sloth waits a minute, by device and by address.
    let out = table.handle(x, quick("Sloth", BoardChoice::Classic), later);
    assert_eq!(refusal(&out), Some(ErrorCode::TooSoon), "{out:?}");
    let sibling = table.connect(address(1), later);
    let out = table.handle(sibling, quick("Sibling", BoardChoice::Classic), later);
    assert_eq!(refusal(&out), Some(ErrorCode::TooSoon), "{out:?}");
    let out = table.handle(x, quick("Sloth", BoardChoice::Classic), later + secs(61));
    assert_eq!(refusal(&out), None, "{out:?}");
    // Never again with Keen, who still searches.
    assert_eq!(welcomed(&out, x), None, "{out:?}");
    assert_eq!(table.lobby.queued_count(), 2);
    table.disconnect(x, later + secs(62));
    table.disconnect(o, later + secs(62));

    // O's first move has its 15 s too; a round started counts as any.
    let (x, o, _) = rated_pair(&mut table, "Ann", "Bob", later + secs(100));
    let now = later + secs(100);
    table.handle(x, square(1, 1), now + secs(10));
    let out = table.tick(now + secs(10) + first_move);
    assert!(
        out.iter().any(|action| matches!(action, Out::NoShow(_))),
        "{out:?}"
    );
    assert!(
        sent(&out)
            .iter()
            .any(|(to, m)| *to == x && matches!(m, ServerMessage::CalledOff { .. }))
    );
    assert!(sent(&out).iter().any(|(to, _)| *to == o));
}

/// The device key of the player `name` seated as `conn`.
fn key_of(table: &Table, name: &str, conn: ConnId) -> String {
    let (code, seat) = table.seat_of(conn);
    let room = table.lobby.room(&code).unwrap();
    assert_eq!(room.seat(seat).unwrap().name, name);
    room.seat(seat).unwrap().player.clone().unwrap()
}

#[test]
fn a_quick_match_room_has_the_quick_match_clock() {
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let ann = table.connect(address(1), now);
    table.handle(ann, quick("Ann", BoardChoice::Four), now);
    let bob = table.connect(address(2), now);
    let later = now + secs(5);
    let out = table.handle(bob, quick("Bob", BoardChoice::Four), later);
    let view = view_for(&out, bob);
    let clock = view.clock.unwrap();
    assert_eq!(clock.seconds, QUICK_MATCH_CLOCK);
    assert_eq!(
        clock.left_ms,
        FIRST_MOVE_SECS * 1000,
        "the first move's allowance"
    );
    // X moves in time; O's first move has its own allowance; then a
    // move that takes the clock's 30 s loses the round, and is rated.
    let (x, o) = if view.x_seat == Seat::One {
        (ann, bob)
    } else {
        (bob, ann)
    };
    table.handle(x, square(1, 1), later + secs(1));
    table.handle(o, square(0, 0), later + secs(2));
    let view = view_for(&table.handle(x, square(2, 2), later + secs(3)), o);
    assert_eq!(
        view.clock.unwrap().left_ms,
        30_000,
        "O's second move: the whole clock"
    );
    assert!(
        table
            .tick(later + secs(33) - Duration::from_millis(1))
            .is_empty()
    );
    let out = table.tick(later + secs(33));
    let after = view_for(&out, x);
    assert_eq!(after.forfeit.map(|f| f.loser), Some(view.x_seat.other()));
    let x_index = view.x_seat.index();
    assert!(after.seats[x_index].rating.unwrap() > 1500, "{after:?}");
    assert!(after.seats[1 - x_index].rating.unwrap() < 1500, "{after:?}");
}

/// The wait after abandoning is kept in the store: a server restarted on
/// the same file does not forgive it.
#[test]
fn a_restart_does_not_forgive_abandoning() {
    let dir = std::env::temp_dir().join(format!("tictactoe-lobby-abandons-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let at = StoreAt::File(dir.join("store.sqlite3"));
    let now = Instant::now();
    let wall = Lobby::new(Limits::default(), StdRng::seed_from_u64(1)).wall(now);
    {
        let mut store = Store::open(&at).unwrap();
        for ago in [300, 10] {
            store
                .no_show(&crate::server::ratings_store::NoShow {
                    key: key("Eve"),
                    address: Some(address(1)),
                    board: BoardChoice::Four,
                    at: wall - ago,
                })
                .unwrap();
        }
    }
    let mut table = Table::new(Limits::default());
    table.store = Store::open(&at).unwrap();
    let conn = table.connect(address(7), now);
    let out = table.handle(conn, quick("Eve", BoardChoice::Classic), now);
    assert_eq!(refusal(&out), Some(ErrorCode::TooSoon), "{out:?}");
    // The minute counts from the latest, 10 s ago (to the second: the
    // lobby and the store read the wall clock apart).
    let out = table.handle(conn, quick("Eve", BoardChoice::Classic), now + secs(51));
    assert_eq!(refusal(&out), None, "{out:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A store that cannot be written is logged; the game goes on and the
/// seats keep the ratings they had.
#[test]
fn a_broken_store_does_not_stop_a_game() {
    let mut table = Table::new(Limits::default());
    table.store.execute_for_tests("DROP TABLE games");
    let now = Instant::now();
    let (x, o, _) = rated_pair(&mut table, "Ann", "Bob", now);
    let end = view_for(&x_wins(&mut table, x, o, now), o);
    assert!(end.game().unwrap().outcome().is_over());
    assert_eq!(end.seats.map(|s| s.rating), [Some(1500), Some(1500)]);
    // The next round plays as ever.
    table.handle(x, ClientMessage::PlayAgain, now);
    let next = view_for(&table.handle(o, ClientMessage::PlayAgain, now), x);
    assert_eq!(next.round, 2);
}

/// A moderator's ban refuses quick match to the key, or to the address
/// block, saying why and for how long; rooms with friends go on.
#[test]
fn a_ban_refuses_quick_match_with_its_reason_and_lets_rooms_go_on() {
    use crate::net::protocol::{BanReason, Refused};
    use crate::server::ratings_store::moderation::{Ban, Banned, Block, Moderation};
    let mut table = Table::new(Limits::default());
    let now = Instant::now();
    let wall = table.lobby.wall(now);
    let ban = |target, reason| Ban {
        target,
        until: wall + 3 * 86_400,
        reason,
        at: wall,
    };
    table
        .store
        .ban(&ban(Banned::Key(key("Farmer")), BanReason::Farming))
        .unwrap();
    table
        .store
        .ban(&ban(
            Banned::Addresses(Block::parse("203.0.113.96/28").unwrap()),
            BanReason::Camping,
        ))
        .unwrap();
    let refused = |table: &mut Table, name: &str, n: u8| {
        let conn = table.connect(address(n), now);
        let out = table.handle(conn, quick(name, BoardChoice::Classic), now);
        match &sent(&out)[..] {
            [
                (
                    _,
                    ServerMessage::Error {
                        code, args, wait, ..
                    },
                ),
            ] => {
                assert_eq!(*wait, Some(3 * 86_400), "the countdown");
                Refused::from_args(*code, args)
            }
            other => panic!("not refused: {other:?}"),
        }
    };
    assert_eq!(
        refused(&mut table, "Farmer", 1),
        Some(Refused::Banned {
            why: BanReason::Farming,
            seconds: 3 * 86_400
        })
    );
    // The block holds 203.0.113.96 to .111: any key from there.
    assert_eq!(
        refused(&mut table, "Sibling", 100),
        Some(Refused::Banned {
            why: BanReason::Camping,
            seconds: 3 * 86_400
        })
    );
    // Outside both, quick match is open.
    let fair = table.connect(address(2), now);
    let out = table.handle(fair, quick("Fair", BoardChoice::Classic), now);
    assert!(
        matches!(&sent(&out)[..], [(_, ServerMessage::Queued { .. })]),
        "{out:?}"
    );
    // The banned key plays a friend in a room as always.
    let farmer = table.connect(address(1), now);
    let out = table.handle(farmer, ann_creates(None), now);
    assert!(!code_in(&out).is_empty());
}

/// The key of the player on `conn`'s seat.
fn key_in(table: &Table, conn: ConnId) -> String {
    let (code, seat) = table.seat_of(conn);
    let room = table.lobby.room(&code).unwrap();
    room.seat(seat).unwrap().player.clone().unwrap()
}

/// The refusal `out` sends, which must be one.
fn refused(out: &[Out]) -> Option<crate::net::protocol::Refused> {
    match &sent(out)[..] {
        [(_, ServerMessage::Error { code, args, .. })] => {
            crate::net::protocol::Refused::from_args(*code, args)
        }
        other => panic!("not refused: {other:?}"),
    }
}

/// A round of room `code` between `one` and `two` that X wins (a new
/// round first, when `again`).
fn won_by_x(
    table: &mut Table,
    code: &str,
    (one, two): (ConnId, ConnId),
    now: Instant,
    again: bool,
) {
    if again {
        table.handle(one, ClientMessage::PlayAgain, now);
        table.handle(two, ClientMessage::PlayAgain, now);
    }
    let room = table.lobby.room(code).unwrap();
    let (x, o) = if room.x_seat() == table.seat_of(one).1 {
        (one, two)
    } else {
        (two, one)
    };
    x_wins(table, x, o, now);
}

/// `reporter` was told its report was taken, and the one report to keep
/// names who reported whom.
fn assert_kept(table: &Table, out: &[Out], reporter: ConnId, reported: ConnId) {
    use crate::net::protocol::ReportReason;
    assert!(
        sent(out).iter().any(|(to, m)| *to == reporter
            && matches!(
                m,
                ServerMessage::Reported {
                    reason: ReportReason::Threw
                }
            )),
        "{out:?}"
    );
    let kept: Vec<&Report> = out
        .iter()
        .filter_map(|action| match action {
            Out::Report(report) => Some(report),
            _ => None,
        })
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        (kept[0].reported.clone(), kept[0].reporter.clone()),
        (key_in(table, reported), key_in(table, reporter))
    );
}

/// After a rated round a player reports the other, once a round; not
/// while it is played, not in a room with a friend; an address makes so
/// many reports an hour. The store lists the most reported first.
#[test]
fn a_player_reports_the_other_after_a_rated_round_once_at_the_addresss_pace() {
    use crate::net::protocol::{Refused, ReportReason};
    use crate::server::ratings_store::moderation::Moderation;
    let mut table = Table::new(Limits {
        reports_per_hour: 2,
        idle: secs(2 * 60 * 60),
        ..Limits::default()
    });
    let start = Instant::now();
    let report = |reason| ClientMessage::Report { reason };
    let (one, two, code) = rated_pair(&mut table, "Ann", "Bob", start);
    // Not while the round is played.
    let out = table.handle(two, report(ReportReason::Threw), start);
    assert_eq!(refused(&out), Some(Refused::NothingToReport));
    won_by_x(&mut table, &code, (one, two), start, false);
    // The same player reports the other after every round.
    let out = table.handle(two, report(ReportReason::Threw), start);
    assert_kept(&table, &out, two, one);
    // Once a round.
    let out = table.handle(two, report(ReportReason::Unfair), start);
    assert_eq!(refused(&out), Some(Refused::NothingToReport));
    // The second report in the hour from the address is taken; the third
    // is not, until the hour has passed.
    let later = start + secs(60);
    won_by_x(&mut table, &code, (one, two), later, true);
    let out = table.handle(two, report(ReportReason::Unfair), later);
    assert_eq!(refusal(&out), None, "{out:?}");
    let later = start + secs(120);
    won_by_x(&mut table, &code, (one, two), later, true);
    let out = table.handle(two, report(ReportReason::Unfair), later);
    assert_eq!(refused(&out), Some(Refused::TooManyReports { per_hour: 2 }));
    let hour_on = start + secs(60 * 60 + 1);
    won_by_x(&mut table, &code, (one, two), hour_on, true);
    let out = table.handle(two, report(ReportReason::Unfair), hour_on);
    assert_eq!(refusal(&out), None, "{out:?}");
    // The other player, reported three times by one address.
    let reported = table.store.reported().unwrap();
    assert_eq!(reported.len(), 1, "{reported:?}");
    assert_eq!(reported[0].key, key_in(&table, one));
    assert_eq!(
        (reported[0].reports, reported[0].threw, reported[0].unfair),
        (3, 1, 2)
    );
    assert_eq!(reported[0].reporters, 1);
    // In a room with a friend there is nothing to report.
    let (ann, bob) = clocked_room(&mut table, None, hour_on);
    x_wins(&mut table, ann, bob, hour_on);
    let out = table.handle(bob, report(ReportReason::Threw), hour_on);
    assert_eq!(refused(&out), Some(Refused::NothingToReport));
}
