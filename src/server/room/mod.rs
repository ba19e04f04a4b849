//! One room: two seats, the authoritative game (the same core the clients
//! use), the score, the clock per move, and who is connected. Pure logic
//! with the time passed in, so every rule is tested without a network.
//!
//! - [`record`]: the room as another node takes it over.

pub mod record;
#[cfg(test)]
mod tests;

use std::net::IpAddr;
use std::time::{Duration, Instant};

use rand::Rng;
use rand::RngExt;

use crate::core::matchup::{FirstMove, Score, Seat};
use crate::core::offered::BoardChoice;
use crate::core::{Game, Outcome, Player};
use crate::net::protocol::{
    ClockView, Forfeit, ForfeitReason, Presence, Refused, RoomView, SeatView, Square,
};
use crate::server::refusal::Refusal;

pub use record::{RestoreError, RoomRecord, SeatRecord};

/// A connection, as the lobby numbers them.
pub type ConnId = u64;

#[derive(Debug)]
pub struct SeatState {
    pub name: String,
    pub token: String,
    /// The address the seat was taken from (its household, as counted).
    pub address: Option<IpAddr>,
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
    /// How a quick match found this player, to search on with if the
    /// round is called off.
    pub searched: Option<Searched>,
    /// The round in which this player reported the other, if they did.
    pub reported: Option<u32>,
}

/// A quick-match search as it stood when the seat was found.
#[derive(Clone, Debug, PartialEq)]
pub struct Searched {
    /// When the player began searching.
    pub since: Instant,
    /// Players who were paired with this one and never moved.
    pub not_with: Vec<Camper>,
}

/// A player who was paired and never made a first move, as the one they
/// kept waiting avoids them: by device key and by address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Camper {
    pub key: String,
    pub address: Option<IpAddr>,
}

impl SeatState {
    pub fn new(name: String, token: String, conn: ConnId, address: IpAddr) -> Self {
        SeatState {
            name,
            token,
            address: Some(address),
            conn: Some(conn),
            away_since: None,
            left: false,
            again: false,
            player: None,
            rating: None,
            searched: None,
            reported: None,
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
pub struct Clock {
    /// Seconds per move, as the players are told.
    pub seconds: u32,
    /// How long a move may take on this server: `seconds` long, unless
    /// the server's `Limits::clock_second` is shortened for tests.
    pub allowance: Duration,
    /// How long each seat's first move of a round may take, in a rated
    /// room: a game nobody starts is called off, not won.
    pub first_move: Option<Duration>,
}

/// What time did to a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timeout {
    /// The player to move ran out of time and lost the round.
    Lost(Seat),
    /// This seat did not make its first move in time: the round is
    /// called off, rated for nobody.
    NoShow(Seat),
}

#[derive(Debug)]
pub struct Room {
    pub(crate) code: String,
    board: BoardChoice,
    first: FirstMove,
    pub(crate) seats: [Option<SeatState>; 2],
    /// Connections watching the room, read only.
    pub(crate) watchers: Vec<ConnId>,
    /// How many watchers the players were last told of.
    pub(crate) watchers_told: usize,
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
    /// Set when this round was called off: this seat never moved.
    no_show: Option<Seat>,
    pub(crate) last_activity: Instant,
    /// A quick match's room: its rounds change the players' ratings.
    pub(crate) rated: bool,
    /// The last round whose result the ratings have taken.
    pub(crate) rated_round: u32,
    /// Changes written to the shared store so far (see [`RoomRecord`]).
    pub(crate) seq: u64,
}

impl Room {
    pub fn new(
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
            watchers_told: 0,
            round: 0,
            x_seat: Seat::One,
            game: Game::new(board.rules()),
            score: Score::default(),
            clock,
            deadline: None,
            forfeit: None,
            no_show: None,
            last_activity: now,
            rated: false,
            rated_round: 0,
            seq: 0,
        }
    }

    pub fn code(&self) -> &str {
        &self.code
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

    pub fn board(&self) -> BoardChoice {
        self.board
    }

    /// How the current round ended, `None` while it is being played (or
    /// before the first, or when it was called off). The one place that
    /// decides it: the board's outcome, unless a seat forfeited first.
    pub fn result(&self) -> Option<RoundResult> {
        if self.round == 0 || self.no_show.is_some() {
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
    pub fn forfeit_loser(&self) -> Option<Seat> {
        self.forfeit.map(|forfeit| forfeit.loser)
    }

    /// The seat whose move it is, while a round is being played.
    fn to_move(&self) -> Option<Seat> {
        (self.round > 0 && self.no_show.is_none() && self.result().is_none())
            .then(|| self.seat_of(self.game.to_move()))
    }

    pub fn seat_of(&self, player: Player) -> Seat {
        match player {
            Player::X => self.x_seat,
            Player::O => self.x_seat.other(),
        }
    }

    pub fn seat(&self, seat: Seat) -> Option<&SeatState> {
        self.seats[seat.index()].as_ref()
    }

    fn name(&self, seat: Seat) -> &str {
        self.seat(seat).map_or("your friend", |s| s.name.as_str())
    }

    /// The connections seated here now.
    pub fn players(&self) -> impl Iterator<Item = ConnId> + '_ {
        self.seats.iter().flatten().filter_map(|seat| seat.conn)
    }

    /// Everyone who sees the room: its players first, then its watchers.
    pub fn audience(&self) -> impl Iterator<Item = ConnId> + '_ {
        self.players().chain(self.watchers.iter().copied())
    }

    /// Nobody will play here again: every seat that was taken was left.
    pub fn abandoned(&self) -> bool {
        self.seats.iter().flatten().all(|seat| seat.left)
    }

    /// Seats the second player and starts the first round.
    pub fn seat_friend(&mut self, friend: SeatState, rng: &mut impl Rng, now: Instant) {
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

    /// The player to move gets their allowance from `now`: the first-move
    /// allowance for each seat's first move of a rated round.
    fn restart_clock(&mut self, now: Instant) {
        let opening = self.game.moves().len() < 2;
        // An allowance too long for the clock to hold never runs out.
        self.deadline = self.clock.and_then(|clock| {
            let allowance = match clock.first_move {
                Some(first) if opening => first.min(clock.allowance),
                _ => clock.allowance,
            };
            now.checked_add(allowance)
        });
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
        let opponent_here = self.seat(mover.other()).is_some_and(|seat| !seat.left);
        (late && opponent_here).then_some(mover)
    }

    /// Ends the round if the player to move has run out of time by `now`:
    /// the other seat wins it, or, on a seat's first move of a rated
    /// round, nobody does and the round is called off.
    pub fn time_out(&mut self, now: Instant) -> Option<Timeout> {
        let late = self.out_of_time(now)?;
        let first_move = self.clock.is_some_and(|clock| clock.first_move.is_some());
        if first_move && self.game.moves().len() < 2 {
            self.no_show = Some(late);
            self.deadline = None;
            return Some(Timeout::NoShow(late));
        }
        self.forfeit = Some(Forfeit {
            loser: late,
            reason: ForfeitReason::Time,
        });
        self.end_round();
        Some(Timeout::Lost(late))
    }

    /// The seat that did not start this round, once it was called off.
    pub fn no_show(&self) -> Option<Seat> {
        self.no_show
    }

    /// Plays `square` for `seat`, if it is that seat's move and the square is free.
    /// A move late by the clock is refused.
    pub fn play(&mut self, seat: Seat, square: Square, now: Instant) -> Result<(), Refusal> {
        if self.round == 0 {
            return Err(Refusal::new(
                Refused::NotStarted,
                "Your friend has not joined yet",
            ));
        }
        let Some(mover) = self.to_move() else {
            let (reason, message) = match self.forfeit {
                Some(Forfeit {
                    loser,
                    reason: ForfeitReason::Time,
                }) if loser == seat => (
                    Refused::OutOfTime,
                    "You ran out of time: this round is lost. Ask to play again",
                ),
                _ => (Refused::RoundOver, "This round is over: ask to play again"),
            };
            return Err(Refusal::new(reason, message));
        };
        if mover != seat {
            let name = self.name(mover);
            return Err(Refusal::new(
                Refused::NotYourTurn {
                    name: name.to_string(),
                },
                format!("It is {name}'s move"),
            ));
        }
        // Late by the clock: the round is already lost on time, whether or
        // not the server's tick has said so yet.
        if self.out_of_time(now).is_some() {
            return Err(Refusal::new(
                Refused::Late,
                "Your time for this move ran out: the round is lost on time",
            ));
        }
        self.game
            .play(square.into())
            .map_err(Refusal::illegal_move)?;
        if self.result().is_some() {
            self.end_round();
        } else {
            self.restart_clock(now);
        }
        Ok(())
    }

    /// `seat` asks for another round; it starts when both have asked.
    pub fn play_again(
        &mut self,
        seat: Seat,
        rng: &mut impl Rng,
        now: Instant,
    ) -> Result<(), Refusal> {
        if self.result().is_none() {
            return Err(Refusal::new(
                Refused::RoundNotOver,
                "Finish this round first",
            ));
        }
        let other = seat.other();
        if self.seat(other).is_none_or(|s| s.left) {
            let name = self.name(other);
            return Err(Refusal::new(
                Refused::SeatLeft {
                    name: name.to_string(),
                },
                format!("{name} has left the room"),
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
pub fn seconds_left(since: Instant, now: Instant, grace: Duration) -> u32 {
    let away = now.saturating_duration_since(since);
    grace.saturating_sub(away).as_secs_f32().ceil() as u32
}
