//! Campers: players who search for a quick match, are paired and never
//! move, from several addresses and with a fresh device key each time.
//! An honest searcher's first real round still comes within the README's
//! pairing times (anyone on the board after a minute).

use super::*;
use crate::server::lobby::connections::State;
use crate::server::rating_maths::ANYONE_AFTER;

/// An honest player: arrives, searches once, and plays whenever it is
/// their turn.
struct Honest {
    name: String,
    arrives: Duration,
    conn: Option<ConnId>,
    /// How long after arriving both players of their round had moved.
    first_real_round: Option<Duration>,
    /// The rooms they were seated in, the real round's among them.
    rooms: Vec<String>,
}

/// What happened to an honest player.
#[derive(Debug)]
struct Waited {
    /// How long after arriving their first real round began.
    real_round: Option<Duration>,
    /// How many rounds were called off for them before it.
    called_off: usize,
}

const STEP: Duration = Duration::from_millis(500);

/// Whether `conn` is searching or seated.
fn busy(table: &Table, conn: ConnId) -> bool {
    matches!(
        table.lobby.connections.get(conn).map(|c| &c.state),
        Some(State::Queued(_) | State::Seated { .. })
    )
}

/// Campers from `campers` addresses search as often as each address may,
/// again whenever they may, each time with a fresh key; honest players
/// arrive at the given times, with ratings from a finished round if
/// `proven`. What each honest player waited for their first real round
/// (both players moved, within 130 s).
fn with_campers(campers: u8, arrivals: &[(u64, bool)]) -> Vec<Waited> {
    let mut table = Table::new(Limits::default());
    let start = Instant::now();
    let mut honest: Vec<Honest> = arrivals
        .iter()
        .enumerate()
        .map(|(n, &(at, proven))| {
            let name = format!("Honest{n}");
            if proven {
                table.store.record(&proven_by(&name, n as u8)).unwrap();
            }
            Honest {
                name,
                arrives: secs(at),
                conn: None,
                first_real_round: None,
                rooms: Vec::new(),
            }
        })
        .collect();
    // Each address keeps as many searches as it may (four).
    let searches = Limits::default().queue_per_address;
    let mut camper_conns: Vec<Option<ConnId>> = vec![None; usize::from(campers) * searches];
    let mut fresh_keys = 0;
    let mut elapsed = Duration::ZERO;
    while elapsed <= secs(130)
        && honest
            .iter()
            .any(|player| player.first_real_round.is_none())
    {
        let now = start + elapsed;
        table.tick(now);
        for (n, slot) in camper_conns.iter_mut().enumerate() {
            if slot.is_some_and(|conn| busy(&table, conn)) {
                continue;
            }
            if let Some(old) = slot.take() {
                table.disconnect(old, now);
            }
            let conn = table.connect(address(100 + (n / searches) as u8), now);
            fresh_keys += 1;
            table.handle(
                conn,
                quick(&format!("Camper{fresh_keys}"), BoardChoice::Classic),
                now,
            );
            *slot = Some(conn);
        }
        for (n, player) in honest.iter_mut().enumerate() {
            if player.conn.is_none() && elapsed >= player.arrives {
                let conn = table.connect(address(10 + n as u8), now);
                table.handle(conn, quick(&player.name, BoardChoice::Classic), now);
                player.conn = Some(conn);
            }
            let Some(conn) = player.conn else { continue };
            if player.first_real_round.is_some() {
                continue;
            }
            let Some((code, seat)) = table.lobby.connections.seat_of(conn) else {
                continue;
            };
            if player.rooms.last() != Some(&code) {
                player.rooms.push(code.clone());
            }
            let view = table.lobby.room(&code).unwrap().view(now, secs(60));
            if view.moves.len() >= 2 {
                player.first_real_round = Some(elapsed - player.arrives);
                continue;
            }
            let to_move = if view.moves.len().is_multiple_of(2) {
                view.x_seat
            } else {
                view.x_seat.other()
            };
            if to_move == seat {
                let free = [(0, 0), (1, 1)][view.moves.len()];
                table.handle(conn, square(free.0, free.1), now);
            }
        }
        elapsed += STEP;
    }
    honest
        .iter()
        .map(|player| Waited {
            real_round: player.first_real_round,
            called_off: player.rooms.len() - usize::from(player.first_real_round.is_some()),
        })
        .collect()
}

/// A finished rated round for `name` against a stranger: a rating on
/// record.
fn proven_by(name: &str, n: u8) -> crate::server::ratings_store::Finished {
    use crate::server::ratings_store::{Contender, Finished};
    use crate::server::room::RoundResult;
    let contender = |name: &str, n: u8| Contender {
        key: key(name),
        name: name.into(),
        address: Some([198, 51, 100, n].into()),
    };
    Finished {
        id: format!("{name}-proven"),
        room: "ABCDEFG".into(),
        round: 1,
        board: BoardChoice::Classic,
        players: [
            contender(name, n),
            contender(&format!("Stranger{n}"), 200 + n),
        ],
        result: RoundResult::Drawn,
        abandoned_by: None,
        moves: String::new(),
        at: 0,
    }
}

#[test]
fn campers_from_three_addresses_never_delay_an_honest_first_round_past_a_minute() {
    // Honest players in pairs one after another, then together; some
    // with a rated round behind them.
    for arrivals in [
        &[(1, false), (20, false)][..],
        &[(1, false), (20, false), (40, true), (50, false)],
        &[(1, true), (2, false), (3, false), (30, false)],
        &[(5, false), (6, false)],
    ] {
        let waited = with_campers(3, arrivals);
        for player in &waited {
            // Each camper's address calls a player off once at most.
            assert!(player.called_off <= 3, "{arrivals:?}: {waited:?}");
            assert!(
                player
                    .real_round
                    .is_some_and(|waited| waited <= ANYONE_AFTER),
                "{arrivals:?}: {waited:?}"
            );
        }
    }
}

#[test]
fn a_player_the_campers_kept_waiting_meets_the_next_honest_searcher_at_once() {
    // Alone with the campers for a long while, then someone real comes.
    let waited = with_campers(3, &[(1, false), (100, false)]);
    // Once by each camper's address at most, whatever order the rooms'
    // clocks run out in; the newcomer never.
    assert!(waited[0].called_off <= 3, "{waited:?}");
    assert_eq!(waited[1].called_off, 0, "{waited:?}");
    assert!(
        waited[1].real_round.is_some_and(|waited| waited <= secs(1)),
        "{waited:?}"
    );
    // Alone, nobody real comes: no round, and no camper's counted as one.
    let alone = with_campers(3, &[(1, false)]);
    assert_eq!(alone[0].real_round, None);
}

#[test]
fn a_campers_address_leaves_the_queue_and_never_meets_its_victim_again() {
    let mut table = Table::new(Limits::default());
    let start = Instant::now();
    let camp = address(100);
    let first = table.connect(camp, start);
    table.handle(first, quick("CamperOne", BoardChoice::Classic), start);
    let second = table.connect(camp, start);
    table.handle(second, quick("CamperTwo", BoardChoice::Classic), start);
    let keen = table.connect(address(10), start);
    let out = table.handle(keen, quick("Keen", BoardChoice::Classic), start);
    assert!(welcomed(&out, keen).is_some(), "{out:?}");
    // Keen moves whenever it is theirs to; the camper never does.
    let (code, seat) = table.seat_of(keen);
    if table.lobby.room(&code).unwrap().x_seat() == seat {
        table.handle(keen, square(1, 1), start);
    }
    let called_off = start + secs(u64::from(protocol::FIRST_MOVE_SECS) + 1);
    let out = table.tick(called_off);
    let told = sent(&out);
    assert!(
        told.iter()
            .any(|(to, m)| *to == keen && matches!(m, ServerMessage::CalledOff { .. })),
        "{out:?}"
    );
    // The camper's other search is withdrawn, told why.
    assert!(
        told.iter().any(|(to, m)| *to == second
            && matches!(
                m,
                ServerMessage::Error {
                    code: ErrorCode::TooSoon,
                    ..
                }
            )),
        "{out:?}"
    );
    assert!(!busy(&table, second));
    assert_eq!(table.lobby.queued_count(), 1, "Keen alone searches on");
    // A minute later the address searches again with a fresh key: never
    // with Keen, who is still searching.
    let later = called_off + secs(61);
    let third = table.connect(camp, later);
    let out = table.handle(third, quick("CamperThree", BoardChoice::Classic), later);
    assert!(welcomed(&out, third).is_none(), "{out:?}");
    assert_eq!(table.lobby.queued_count(), 2);
    // Someone real comes: Keen meets them at once.
    let real = table.connect(address(11), later);
    let out = table.handle(real, quick("Real", BoardChoice::Classic), later);
    assert!(welcomed(&out, keen).is_some(), "{out:?}");
    assert!(welcomed(&out, real).is_some(), "{out:?}");
}
