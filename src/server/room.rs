//! One room: two seats, the authoritative game (the same core the clients
//! use), the score, the clock per move, and who is connected. Pure logic with the time passed
//! in, so every rule is tested without a network.

use std::net::IpAddr;
use std::time::{Duration, Instant};

use rand::Rng;
use rand::RngExt;
use serde::{Deserialize, Serialize};

use crate::core::matchup::{FirstMove, Score, Seat};
use crate::core::offered::BoardChoice;
use crate::core::{Game, Outcome, Player};
use crate::net::protocol::{
    ClockView, ErrorCode, Forfeit, ForfeitReason, Presence, RoomView, SeatView, Square,
};

/// A connection, as the lobby numbers them.
pub type ConnId = u64;

/// A refusal: what it was about and what to tell the player.
pub type Refusal = (ErrorCode, String);

#[derive(Debug)]
pub(super) struct SeatState {
    pub name: String,
    pub token: String,
    /// The connection sitting here now, if any.
    pub conn: Option<ConnId>,
    /// When the connection dropped, while it may still come back.
    pub away_since: Option<Instant>,
    /// Left for good (or did not come back in time).
    pub left: bool,
    pub again: bool,
    /// The player's device key, in a rated room.
    pub player: Option<String>,
    /// The player's rating on this board as shown, in a rated room.
    pub rating: Option<u32>,
}

impl SeatState {
    pub fn new(name: String, token: String, conn: ConnId) -> Self {
        SeatState {
            name,
            token,
            conn: Some(conn),
            away_since: None,
            left: false,
            again: false,
            player: None,
            rating: None,
        }
    }
}

/// How a round ended, on the board or by a forfeit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundResult {
    Won(Seat),
    Drawn,
}

impl RoundResult {
    /// The seat that won, `None` for a draw (as the score counts it).
    pub fn winner(self) -> Option<Seat> {
        match self {
            RoundResult::Won(seat) => Some(seat),
            RoundResult::Drawn => None,
        }
    }
}

/// A room's clock per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Clock {
    /// Seconds per move, as the players are told.
    pub seconds: u32,
    /// How long a move may take on this server: `seconds` long, unless
    /// the server's `Limits::clock_second` is shortened for tests.
    pub allowance: Duration,
}

#[derive(Debug)]
pub struct Room {
    pub(super) code: String,
    board: BoardChoice,
    first: FirstMove,
    pub(super) seats: [Option<SeatState>; 2],
    /// Connections watching the room, read only.
    pub(super) watchers: Vec<ConnId>,
    round: u32,
    x_seat: Seat,
    game: Game,
    score: Score,
    clock: Option<Clock>,
    /// When the player to move runs out of time, while a round with a
    /// clock is being played.
    deadline: Option<Instant>,
    /// Set when this round was lost other than on the board.
    forfeit: Option<Forfeit>,
    pub(super) last_activity: Instant,
    /// A quick match's room: its rounds change the players' ratings.
    pub(super) rated: bool,
    /// The last round whose result the ratings have taken.
    pub(super) rated_round: u32,
    /// Changes written to the shared store so far (see [`RoomRecord`]).
    pub(super) seq: u64,
}

/// A room as another server takes it over when its own is lost: every
/// seat's secret and the round's moves, numbered by `seq`, which grows
/// with each change. Connections, watchers and instants stay behind;
/// the clock is kept as the time the mover has left.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct RoomRecord {
    pub seq: u64,
    pub code: String,
    pub board: BoardChoice,
    pub first: FirstMove,
    pub seats: [Option<SeatRecord>; 2],
    pub round: u32,
    pub x_seat: Seat,
    /// This round's moves in order, X first.
    pub moves: Vec<Square>,
    pub score: Score,
    /// Seconds per move, if the room has a clock.
    pub clock: Option<u32>,
    /// What the player to move had left, in milliseconds.
    pub left_ms: Option<u64>,
    pub forfeit: Option<Forfeit>,
    pub rated: bool,
    pub rated_round: u32,
    /// The address that opened the room (a friend's room, not a quick
    /// match's): it counts against that address on every node.
    #[serde(default)]
    pub opener: Option<IpAddr>,
}

/// One seat of a [`RoomRecord`].
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    pub name: String,
    pub token: String,
    pub left: bool,
    pub again: bool,
    pub player: Option<String>,
    pub rating: Option<u32>,
}

impl Room {
    pub(super) fn new(
        code: String,
        board: BoardChoice,
        first: FirstMove,
        clock: Option<Clock>,
        creator: SeatState,
        now: Instant,
    ) -> Self {
        Room {
            code,
            board,
            first,
            seats: [Some(creator), None],
            watchers: Vec::new(),
            round: 0,
            x_seat: Seat::One,
            game: Game::new(board.rules()),
            score: Score::default(),
            clock,
            deadline: None,
            forfeit: None,
            last_activity: now,
            rated: false,
            rated_round: 0,
            seq: 0,
        }
    }

    /// The room as the shared store keeps it, `now`.
    pub(super) fn record(&self, now: Instant) -> RoomRecord {
        let seat = |index: usize| {
            self.seats[index].as_ref().map(|seat| SeatRecord {
                name: seat.name.clone(),
                token: seat.token.clone(),
                left: seat.left,
                again: seat.again,
                player: seat.player.clone(),
                rating: seat.rating,
            })
        };
        RoomRecord {
            seq: self.seq,
            code: self.code.clone(),
            board: self.board,
            first: self.first,
            seats: [seat(0), seat(1)],
            round: self.round,
            x_seat: self.x_seat,
            moves: self.game.moves().iter().map(|m| m.pos.into()).collect(),
            score: self.score,
            clock: self.clock.map(|clock| clock.seconds),
            left_ms: self
                .deadline
                .filter(|_| self.to_move().is_some())
                .map(|deadline| deadline.saturating_duration_since(now).as_millis() as u64),
            forfeit: self.forfeit,
            rated: self.rated,
            rated_round: self.rated_round,
            opener: None,
        }
    }

    /// A room taken over from `record` at `now`: its moves are played
    /// again by the rules (a record that breaks them is refused, with
    /// why), and its players have the grace to come back, as after a
    /// dropped connection. `clock_second` is the server's (see `Limits`).
    pub(super) fn restore(
        record: RoomRecord,
        clock_second: Duration,
        now: Instant,
    ) -> Result<Room, String> {
        let mut game = Game::new(record.board.rules());
        for (number, &square) in record.moves.iter().enumerate() {
            game.play(square.into())
                .map_err(|error| format!("move {} of room {}: {error}", number + 1, record.code))?;
        }
        let seat = |seat: Option<SeatRecord>| {
            seat.map(|seat| SeatState {
                name: seat.name,
                token: seat.token,
                conn: None,
                away_since: (!seat.left).then_some(now),
                left: seat.left,
                again: seat.again,
                player: seat.player,
                rating: seat.rating,
            })
        };
        let [one, two] = record.seats;
        let clock = record.clock.map(|seconds| Clock {
            seconds,
            allowance: clock_second.saturating_mul(seconds),
        });
        let mut room = Room {
            code: record.code,
            board: record.board,
            first: record.first,
            seats: [seat(one), seat(two)],
            watchers: Vec::new(),
            round: record.round,
            x_seat: record.x_seat,
            game,
            score: record.score,
            clock,
            deadline: None,
            forfeit: record.forfeit,
            last_activity: now,
            rated: record.rated,
            rated_round: record.rated_round,
            seq: record.seq,
        };
        if room.to_move().is_some()
            && let Some(clock) = clock
        {
            let left = record
                .left_ms
                .map_or(clock.allowance, Duration::from_millis)
                .min(clock.allowance);
            room.deadline = now.checked_add(left);
        }
        Ok(room)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn x_seat(&self) -> Seat {
        self.x_seat
    }

    pub fn score(&self) -> Score {
        self.score
    }

    /// How the current round ended, `None` while it is being played (or
    /// before the first). The one place that decides it: the board's
    /// outcome, unless a seat forfeited first.
    pub(super) fn result(&self) -> Option<RoundResult> {
        if self.round == 0 {
            return None;
        }
        if let Some(forfeit) = self.forfeit {
            return Some(RoundResult::Won(forfeit.loser.other()));
        }
        match self.game.outcome() {
            Outcome::Win { winner, .. } => Some(RoundResult::Won(self.seat_of(winner))),
            Outcome::Draw => Some(RoundResult::Drawn),
            Outcome::InProgress => None,
        }
    }

    /// The seat that lost this round other than on the board, if one did.
    pub(super) fn forfeit_loser(&self) -> Option<Seat> {
        self.forfeit.map(|forfeit| forfeit.loser)
    }

    /// The seat whose move it is, while a round is being played.
    fn to_move(&self) -> Option<Seat> {
        (self.round > 0 && self.result().is_none()).then(|| self.seat_of(self.game.to_move()))
    }

    pub fn seat_of(&self, player: Player) -> Seat {
        match player {
            Player::X => self.x_seat,
            Player::O => self.x_seat.other(),
        }
    }

    fn name(&self, seat: Seat) -> &str {
        self.seats[seat.index()]
            .as_ref()
            .map_or("your friend", |s| s.name.as_str())
    }

    /// The connections seated here now.
    pub(super) fn connections(&self) -> impl Iterator<Item = ConnId> + '_ {
        self.seats.iter().flatten().filter_map(|seat| seat.conn)
    }

    /// Everyone who sees the room: its players and its watchers.
    pub(super) fn audience(&self) -> impl Iterator<Item = ConnId> + '_ {
        self.connections().chain(self.watchers.iter().copied())
    }

    /// Nobody will play here again: every seat that was taken was left.
    pub(super) fn abandoned(&self) -> bool {
        self.seats.iter().flatten().all(|seat| seat.left)
    }

    /// Seats the second player and starts the first round.
    pub(super) fn seat_friend(&mut self, friend: SeatState, rng: &mut impl Rng, now: Instant) {
        self.seats[1] = Some(friend);
        self.start_round(rng, now);
    }

    fn start_round(&mut self, rng: &mut impl Rng, now: Instant) {
        self.x_seat = self.first.x_seat(self.round, || rng.random_bool(0.5));
        self.round += 1;
        self.game = Game::new(self.game.rules());
        self.forfeit = None;
        self.restart_clock(now);
        for seat in self.seats.iter_mut().flatten() {
            seat.again = false;
        }
    }

    /// The player to move gets the full allowance from `now`.
    fn restart_clock(&mut self, now: Instant) {
        // An allowance too long for the clock to hold never runs out.
        self.deadline = self
            .clock
            .and_then(|clock| now.checked_add(clock.allowance));
    }

    /// The round has just ended: the score counts it and the clock stops.
    fn end_round(&mut self) {
        if let Some(result) = self.result() {
            self.score.count(result.winner());
        }
        self.deadline = None;
    }

    /// The player to move, if they have run out of time by `now`. Never a
    /// player whose opponent has left for good: nobody is there to win.
    fn out_of_time(&self, now: Instant) -> Option<Seat> {
        let mover = self.to_move()?;
        let late = self.deadline.is_some_and(|deadline| now >= deadline);
        let opponent_here = self.seats[mover.other().index()]
            .as_ref()
            .is_some_and(|seat| !seat.left);
        (late && opponent_here).then_some(mover)
    }

    /// Ends the round if the player to move has run out of time by `now`:
    /// the other seat wins it. `true` if it ended.
    pub(super) fn time_out(&mut self, now: Instant) -> bool {
        let Some(loser) = self.out_of_time(now) else {
            return false;
        };
        self.forfeit = Some(Forfeit {
            loser,
            reason: ForfeitReason::Time,
        });
        self.end_round();
        true
    }

    /// Plays `square` for `seat`, if it is that seat's move and the square is free.
    /// A move late by the clock is refused.
    pub(super) fn play(&mut self, seat: Seat, square: Square, now: Instant) -> Result<(), Refusal> {
        if self.round == 0 {
            return Err((
                ErrorCode::NotStarted,
                "Your friend has not joined yet".into(),
            ));
        }
        let Some(mover) = self.to_move() else {
            let message = match self.forfeit {
                Some(Forfeit {
                    loser,
                    reason: ForfeitReason::Time,
                }) if loser == seat => "You ran out of time: this round is lost. Ask to play again",
                _ => "This round is over: ask to play again",
            };
            return Err((ErrorCode::RoundOver, message.into()));
        };
        if mover != seat {
            return Err((
                ErrorCode::NotYourTurn,
                format!("It is {}'s move", self.name(mover)),
            ));
        }
        // Late by the clock: the round is already lost on time, whether or
        // not the server's tick has said so yet.
        if self.out_of_time(now).is_some() {
            return Err((
                ErrorCode::RoundOver,
                "Your time for this move ran out: the round is lost on time".into(),
            ));
        }
        self.game
            .play(square.into())
            .map_err(|error| (ErrorCode::IllegalMove, capitalized(&error.to_string())))?;
        if self.result().is_some() {
            self.end_round();
        } else {
            self.restart_clock(now);
        }
        Ok(())
    }

    pub fn board(&self) -> BoardChoice {
        self.board
    }

    /// `seat` asks for another round; it starts when both have asked.
    pub(super) fn play_again(
        &mut self,
        seat: Seat,
        rng: &mut impl Rng,
        now: Instant,
    ) -> Result<(), Refusal> {
        if self.result().is_none() {
            return Err((ErrorCode::RoundNotOver, "Finish this round first".into()));
        }
        let other = seat.other();
        if self.seats[other.index()].as_ref().is_none_or(|s| s.left) {
            return Err((
                ErrorCode::SeatGone,
                format!("{} has left the room", self.name(other)),
            ));
        }
        if let Some(state) = self.seats[seat.index()].as_mut() {
            state.again = true;
        }
        if self.seats.iter().flatten().all(|s| s.again) {
            self.start_round(rng, now);
        }
        Ok(())
    }

    /// The room as its players see it, `now`.
    pub fn view(&self, now: Instant, grace: Duration) -> RoomView {
        let seat_view = |index: usize| match &self.seats[index] {
            None => SeatView {
                name: String::new(),
                presence: Presence::Empty,
                again: false,
                rating: None,
            },
            Some(seat) => SeatView {
                name: seat.name.clone(),
                presence: if seat.left {
                    Presence::Left
                } else if seat.conn.is_some() {
                    Presence::Connected
                } else {
                    Presence::Away {
                        seconds_left: seat
                            .away_since
                            .map_or(0, |since| seconds_left(since, now, grace)),
                    }
                },
                again: seat.again,
                rating: seat.rating.filter(|_| self.rated),
            },
        };
        RoomView {
            code: self.code.clone(),
            board: self.board,
            seats: [seat_view(0), seat_view(1)],
            watchers: self.watchers.len() as u32,
            round: self.round,
            x_seat: self.x_seat,
            moves: self.game.moves().iter().map(|m| m.pos.into()).collect(),
            score: self.score,
            rated: self.rated,
            clock: self.clock.map(|clock| {
                let left = match self.deadline {
                    Some(deadline) if self.to_move().is_some() => {
                        deadline.saturating_duration_since(now)
                    }
                    _ => clock.allowance,
                };
                ClockView {
                    seconds: clock.seconds,
                    left_ms: u32::try_from(left.as_millis()).unwrap_or(u32::MAX),
                }
            }),
            forfeit: self.forfeit,
        }
    }
}

/// Whole seconds (rounded up) left of `grace` for a seat away since `since`.
pub(super) fn seconds_left(since: Instant, now: Instant, grace: Duration) -> u32 {
    let away = now.saturating_duration_since(since);
    grace.saturating_sub(away).as_secs_f32().ceil() as u32
}

/// The text with its first letter upper case, for an error shown as a sentence.
pub(super) fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::*;

    const GRACE: Duration = Duration::from_secs(60);

    fn clock(seconds: u32) -> Clock {
        Clock {
            seconds,
            allowance: Duration::from_secs(u64::from(seconds)),
        }
    }

    /// Ann (seat one, X) and Bob, the first round started at `now`.
    fn room(clock: Option<Clock>, now: Instant) -> Room {
        let ann = SeatState::new("Ann".into(), "a".into(), 1);
        let mut room = Room::new(
            "ABCDEFG".into(),
            BoardChoice::Classic,
            FirstMove::SeatOne,
            clock,
            ann,
            now,
        );
        let bob = SeatState::new("Bob".into(), "b".into(), 2);
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
        assert!(!room.time_out(start + secs(15) - Duration::from_millis(1)));
        assert_eq!(room.result(), None);

        assert!(room.time_out(start + secs(15)));
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
        assert!(!room.time_out(start + secs(100)));
        assert_eq!(room.score().wins, [0, 1]);

        // The loser's move is refused with the reason; the board is as it was.
        let (code, words) = room
            .play(Seat::One, at(1, 1), start + secs(17))
            .unwrap_err();
        assert_eq!(code, ErrorCode::RoundOver);
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
        assert!(!room.time_out(start + secs(24)));
        room.play(Seat::Two, at(0, 0), start + secs(24)).unwrap();
        assert!(!room.time_out(start + secs(38)));
        assert!(room.time_out(start + secs(39)));
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
        let (code, words) = room
            .play(Seat::One, at(1, 1), start + secs(30))
            .unwrap_err();
        assert_eq!(code, ErrorCode::RoundOver);
        assert!(words.contains("ran out"), "{words}");
        assert!(room.game().moves().is_empty());
        assert_eq!((room.result(), room.score()), (None, Score::default()));
        // The other player may not move instead.
        let (code, _) = room
            .play(Seat::Two, at(0, 0), start + secs(31))
            .unwrap_err();
        assert_eq!(code, ErrorCode::NotYourTurn);
        assert!(room.time_out(start + secs(31)));
        assert_eq!(room.score().wins, [0, 1]);
    }

    #[test]
    fn a_room_without_a_clock_never_times_out() {
        let start = Instant::now();
        let mut room = room(None, start);
        let much_later = start + secs(365 * 24 * 60 * 60);
        assert!(!room.time_out(much_later));
        room.play(Seat::One, at(1, 1), much_later).unwrap();
        assert!(!room.time_out(much_later + secs(3600)));
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
        assert!(!room.time_out(start + secs(60)), "no clock after the round");
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
        assert!(!room.time_out(start + secs(15)), "Ann to move, Bob gone");
        assert_eq!(room.score(), Score::default());
        // Nor is her late move refused; then Bob's clock runs out.
        room.play(Seat::One, at(1, 1), start + secs(20)).unwrap();
        assert!(room.time_out(start + secs(35)));
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
        assert!(room.time_out(start + secs(15)));
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
        let taken = Room::restore(record.clone(), secs(1), later).unwrap();
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
            taken.play(x.other(), at(2, 2), later).unwrap_err().0,
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
        let error = Room::restore(broken, secs(1), later).unwrap_err();
        assert!(error.contains("move 3 of room ABCDEFG"), "{error}");
    }
}
