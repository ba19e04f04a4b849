//! One room's rules with the time passed in.

use std::net::IpAddr;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::*;
use crate::core::matchup::{FirstMove, Score, Seat};
use crate::core::offered::BoardChoice;
use crate::net::protocol::{
    ClockView, ErrorCode, Forfeit, ForfeitReason, Presence, Refused, Square,
};

const GRACE: Duration = Duration::from_secs(60);

fn clock(seconds: u32) -> Clock {
    Clock {
        seconds,
        allowance: Duration::from_secs(u64::from(seconds)),
        first_move: None,
    }
}

/// A rated room's clock: each seat's first move within 15 s.
fn rated_clock(seconds: u32) -> Clock {
    Clock {
        first_move: Some(Duration::from_secs(15)),
        ..clock(seconds)
    }
}

fn address(n: u8) -> IpAddr {
    [203, 0, 113, n].into()
}

/// Ann (seat one, X) and Bob, the first round started at `now`.
fn room(clock: Option<Clock>, now: Instant) -> Room {
    let ann = SeatState::new("Ann".into(), "a".into(), 1, address(1));
    let mut room = Room::new(
        "ABCDEFG".into(),
        BoardChoice::Classic,
        FirstMove::SeatOne,
        clock,
        ann,
        now,
    );
    let bob = SeatState::new("Bob".into(), "b".into(), 2, address(2));
    room.seat_friend(bob, &mut StdRng::seed_from_u64(1), now);
    room
}

fn at(row: u8, col: u8) -> Square {
    Square { row, col }
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

#[test]
fn a_clock_that_runs_out_loses_the_round_for_the_player_to_move() {
    let start = Instant::now();
    let mut room = room(Some(clock(15)), start);
    let view = room.view(start + secs(4), GRACE);
    assert_eq!(
        view.clock,
        Some(ClockView {
            seconds: 15,
            left_ms: 11_000
        })
    );
    assert_eq!(
        None,
        room.time_out(start + secs(15) - Duration::from_millis(1))
    );
    assert_eq!(room.result(), None);

    assert_eq!(
        room.time_out(start + secs(15)),
        Some(Timeout::Lost(Seat::One))
    );
    assert_eq!(room.result(), Some(RoundResult::Won(Seat::Two)));
    assert_eq!(room.score().wins, [0, 1]);
    let view = room.view(start + secs(16), GRACE);
    assert_eq!(
        view.forfeit,
        Some(Forfeit {
            loser: Seat::One,
            reason: ForfeitReason::Time
        })
    );
    assert_eq!(
        view.clock.map(|c| c.left_ms),
        Some(15_000),
        "no round is being played: the full allowance"
    );
    // Counted once, however often time is checked again.
    assert_eq!(None, room.time_out(start + secs(100)));
    assert_eq!(room.score().wins, [0, 1]);

    // The loser's move is refused with the reason; the board is as it was.
    let Refusal {
        reason,
        message: words,
        ..
    } = room
        .play(Seat::One, at(1, 1), start + secs(17))
        .unwrap_err();
    assert_eq!(reason, Refused::OutOfTime);
    assert!(words.contains("ran out of time"), "{words}");
    assert!(room.game().moves().is_empty());

    // Play again, as after any round: a new round, a full clock.
    let rng = &mut StdRng::seed_from_u64(2);
    let again = start + secs(20);
    room.play_again(Seat::Two, rng, again).unwrap();
    room.play_again(Seat::One, rng, again).unwrap();
    assert_eq!(room.round(), 2);
    assert_eq!(room.result(), None);
    let view = room.view(again + secs(1), GRACE);
    assert_eq!(view.forfeit, None);
    assert_eq!(view.clock.map(|c| c.left_ms), Some(14_000));
    assert_eq!(view.score.wins, [0, 1], "the score carries on");
}

#[test]
fn a_move_in_time_restarts_the_clock_for_the_other_player() {
    let start = Instant::now();
    let mut room = room(Some(clock(15)), start);
    room.play(Seat::One, at(1, 1), start + secs(10)).unwrap();
    let view = room.view(start + secs(20), GRACE);
    assert_eq!(view.clock.map(|c| c.left_ms), Some(5_000), "Bob's 15 s");
    // Ann's old deadline has passed; Bob's has not.
    assert_eq!(None, room.time_out(start + secs(24)));
    room.play(Seat::Two, at(0, 0), start + secs(24)).unwrap();
    assert_eq!(None, room.time_out(start + secs(38)));
    assert_eq!(
        room.time_out(start + secs(39)),
        Some(Timeout::Lost(Seat::One))
    );
    assert_eq!(room.result(), Some(RoundResult::Won(Seat::Two)));
    assert_eq!(
        room.view(start, GRACE).forfeit.map(|f| f.loser),
        Some(Seat::One)
    );
}

#[test]
fn a_late_move_is_refused_and_changes_nothing() {
    let start = Instant::now();
    let mut room = room(Some(clock(30)), start);
    // Late, before any tick has ended the round.
    let Refusal {
        reason,
        message: words,
        ..
    } = room
        .play(Seat::One, at(1, 1), start + secs(30))
        .unwrap_err();
    assert_eq!(reason, Refused::Late);
    assert!(words.contains("ran out"), "{words}");
    assert!(room.game().moves().is_empty());
    assert_eq!((room.result(), room.score()), (None, Score::default()));
    // The other player may not move instead.
    let code = room
        .play(Seat::Two, at(0, 0), start + secs(31))
        .unwrap_err()
        .code();
    assert_eq!(code, ErrorCode::NotYourTurn);
    assert!(room.time_out(start + secs(31)).is_some());
    assert_eq!(room.score().wins, [0, 1]);
}

#[test]
fn a_room_without_a_clock_never_times_out() {
    let start = Instant::now();
    let mut room = room(None, start);
    let much_later = start + secs(365 * 24 * 60 * 60);
    assert_eq!(None, room.time_out(much_later));
    room.play(Seat::One, at(1, 1), much_later).unwrap();
    assert_eq!(None, room.time_out(much_later + secs(3600)));
    let view = room.view(much_later, GRACE);
    assert_eq!((view.clock, view.forfeit), (None, None));
}

#[test]
fn a_round_won_on_the_board_is_counted_once_and_stops_the_clock() {
    let start = Instant::now();
    let mut room = room(Some(clock(15)), start);
    // Ann (X) takes the top row.
    for (n, (seat, row, col)) in [
        (Seat::One, 0, 0),
        (Seat::Two, 1, 0),
        (Seat::One, 0, 1),
        (Seat::Two, 1, 1),
        (Seat::One, 0, 2),
    ]
    .into_iter()
    .enumerate()
    {
        room.play(seat, at(row, col), start + secs(n as u64))
            .unwrap();
    }
    assert_eq!(room.result(), Some(RoundResult::Won(Seat::One)));
    assert_eq!(room.score().wins, [1, 0]);
    assert_eq!(
        None,
        room.time_out(start + secs(60)),
        "no clock after the round"
    );
    assert_eq!(room.score().wins, [1, 0]);
    assert_eq!(room.view(start, GRACE).forfeit, None);
}

#[test]
fn nobody_loses_on_time_to_a_seat_that_has_left() {
    let start = Instant::now();
    let mut room = room(Some(clock(15)), start);
    if let Some(bob) = room.seats[1].as_mut() {
        bob.left = true;
        bob.conn = None;
    }
    assert_eq!(
        None,
        room.time_out(start + secs(15)),
        "Ann to move, Bob gone"
    );
    assert_eq!(room.score(), Score::default());
    // Nor is her late move refused; then Bob's clock runs out.
    room.play(Seat::One, at(1, 1), start + secs(20)).unwrap();
    assert_eq!(
        room.time_out(start + secs(35)),
        Some(Timeout::Lost(Seat::Two))
    );
    assert_eq!(room.result(), Some(RoundResult::Won(Seat::One)));
}

#[test]
fn an_away_players_clock_keeps_running() {
    let start = Instant::now();
    let mut room = room(Some(clock(15)), start);
    if let Some(ann) = room.seats[0].as_mut() {
        ann.conn = None;
        ann.away_since = Some(start + secs(1));
    }
    assert_eq!(
        room.time_out(start + secs(15)),
        Some(Timeout::Lost(Seat::One))
    );
    assert_eq!(room.result(), Some(RoundResult::Won(Seat::Two)));
}

#[test]
fn a_room_taken_over_from_its_record_carries_on_where_it_stood() {
    let start = Instant::now();
    let mut room = room(Some(clock(30)), start);
    // Round 1: X (Ann) wins the top row; round 2 has two moves.
    for (seat, square) in [
        (Seat::One, at(0, 0)),
        (Seat::Two, at(1, 0)),
        (Seat::One, at(0, 1)),
        (Seat::Two, at(1, 1)),
        (Seat::One, at(0, 2)),
    ] {
        room.play(seat, square, start).unwrap();
    }
    let rng = &mut StdRng::seed_from_u64(3);
    room.play_again(Seat::One, rng, start).unwrap();
    room.play_again(Seat::Two, rng, start).unwrap();
    let x = room.x_seat();
    room.play(x, at(1, 1), start).unwrap();
    room.play(x.other(), at(0, 0), start + secs(2)).unwrap();
    room.seq = 41;
    let record = room.record(start + secs(12));
    assert_eq!(record.left_ms, Some(20_000), "the mover has 30 s less 10");

    // The text Redis keeps reads back as the same record.
    let text = ron::to_string(&record).unwrap();
    assert_eq!(ron::from_str::<RoomRecord>(&text).unwrap(), record);

    let later = start + secs(100);
    let taken = Room::restore(record.clone(), |s, _| clock(s), later).unwrap();
    assert_eq!(taken.round(), 2);
    assert_eq!(taken.score(), room.score());
    assert_eq!(taken.score().wins, [1, 0]);
    assert_eq!(taken.x_seat(), x);
    assert_eq!(taken.game().moves(), room.game().moves());
    assert_eq!(taken.seq, 41);
    let view = taken.view(later, GRACE);
    assert_eq!(view.clock.map(|c| c.left_ms), Some(20_000));
    // Both players are away, with the whole grace to come back.
    for seat in &view.seats {
        assert_eq!(seat.presence, Presence::Away { seconds_left: 60 });
    }
    // The same secrets open the same seats.
    assert_eq!(taken.seats[0].as_ref().unwrap().token, "a");
    assert_eq!(taken.seats[1].as_ref().unwrap().token, "b");
    // And the round goes on by the rules: X's move, not O's.
    let mut taken = taken;
    assert_eq!(
        taken.play(x.other(), at(2, 2), later).unwrap_err().code(),
        ErrorCode::NotYourTurn
    );
    taken.play(x, at(2, 2), later).unwrap();
    // The clock runs from the restored time left, then restarts.
    assert_eq!(
        taken.view(later, GRACE).clock.map(|c| c.left_ms),
        Some(30_000)
    );

    // A record whose moves break the rules is refused, with why.
    let mut broken = record;
    broken.moves.push(at(1, 1));
    let error = Room::restore(broken, |s, _| clock(s), later).unwrap_err();
    assert!(
        error.to_string().contains("move 3 of room ABCDEFG"),
        "{error}"
    );
}

/// A rated round nobody starts is called off, not won: each seat's first
/// move has its own, shorter allowance.
#[test]
fn a_rated_round_whose_first_move_never_comes_is_called_off() {
    let start = Instant::now();
    let mut room = room(Some(rated_clock(30)), start);
    room.rated = true;
    assert_eq!(
        room.view(start + secs(5), GRACE).clock.map(|c| c.left_ms),
        Some(10_000),
        "X's first move within 15 s"
    );
    assert_eq!(
        None,
        room.time_out(start + secs(15) - Duration::from_millis(1))
    );
    assert_eq!(
        room.time_out(start + secs(15)),
        Some(Timeout::NoShow(Seat::One))
    );
    assert_eq!(room.no_show(), Some(Seat::One));
    assert_eq!((room.result(), room.score()), (None, Score::default()));
    // Nobody moves in a round called off.
    let refused = room
        .play(Seat::One, at(1, 1), start + secs(16))
        .unwrap_err();
    assert_eq!(refused.code(), ErrorCode::RoundOver);

    // O's first move has its own 15 s, from X's; later moves the clock's.
    let mut room = room_with_first_moves(start);
    room.play(Seat::One, at(1, 1), start + secs(3)).unwrap();
    assert_eq!(
        room.time_out(start + secs(18)),
        Some(Timeout::NoShow(Seat::Two))
    );
    let mut room = room_with_first_moves(start);
    room.play(Seat::One, at(1, 1), start + secs(3)).unwrap();
    room.play(Seat::Two, at(0, 0), start + secs(17)).unwrap();
    assert_eq!(
        None,
        room.time_out(start + secs(46)),
        "X's second move: 30 s"
    );
    assert_eq!(
        room.time_out(start + secs(47)),
        Some(Timeout::Lost(Seat::One))
    );
    assert_eq!(room.result(), Some(RoundResult::Won(Seat::Two)));
}

fn room_with_first_moves(start: Instant) -> Room {
    let mut room = room(Some(rated_clock(30)), start);
    room.rated = true;
    room
}
