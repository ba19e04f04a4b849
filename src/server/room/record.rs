//! A room as another node takes it over when its own is lost: every
//! seat's secret and the round's moves, numbered by `seq`, which grows
//! with each change. Connections, watchers and instants stay behind; the
//! clock is kept as the time the mover has left.

use std::net::IpAddr;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::{Clock, Room, SeatState};
use crate::core::matchup::{FirstMove, Score, Seat};
use crate::core::offered::BoardChoice;
use crate::core::{Game, MoveError};
use crate::net::protocol::{Forfeit, Square};

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
    /// Where the seat was taken from: a rated round names both players'
    /// addresses, wherever it ends.
    #[serde(default)]
    pub address: Option<IpAddr>,
}

/// Why a record cannot be taken over.
#[derive(Debug, thiserror::Error)]
#[error("move {number} of room {code}: {error}")]
pub struct RestoreError {
    pub code: String,
    pub number: usize,
    pub error: MoveError,
}

impl Room {
    /// The room as the shared store keeps it, `now`.
    pub fn record(&self, now: Instant) -> RoomRecord {
        let seat = |index: usize| {
            self.seats[index].as_ref().map(|seat| SeatRecord {
                name: seat.name.clone(),
                token: seat.token.clone(),
                left: seat.left,
                again: seat.again,
                player: seat.player.clone(),
                rating: seat.rating,
                address: seat.address,
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
    /// dropped connection. `clock` is how this server runs one of the
    /// record's seconds a move.
    pub fn restore(
        record: RoomRecord,
        clock: impl Fn(u32, bool) -> Clock,
        now: Instant,
    ) -> Result<Room, RestoreError> {
        let mut game = Game::new(record.board.rules());
        for (number, &square) in record.moves.iter().enumerate() {
            game.play(square.into()).map_err(|error| RestoreError {
                code: record.code.clone(),
                number: number + 1,
                error,
            })?;
        }
        let seat = |seat: Option<SeatRecord>| {
            seat.map(|seat| SeatState {
                name: seat.name,
                token: seat.token,
                address: seat.address,
                conn: None,
                away_since: (!seat.left).then_some(now),
                left: seat.left,
                again: seat.again,
                player: seat.player,
                rating: seat.rating,
                // A room taken over from another node searches afresh.
                searched: None,
                reported: None,
            })
        };
        let [one, two] = record.seats;
        let clock = record.clock.map(|seconds| clock(seconds, record.rated));
        let mut room = Room {
            code: record.code,
            board: record.board,
            first: record.first,
            seats: [seat(one), seat(two)],
            watchers: Vec::new(),
            watchers_told: 0,
            round: record.round,
            x_seat: record.x_seat,
            game,
            score: record.score,
            clock,
            deadline: None,
            forfeit: record.forfeit,
            no_show: None,
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
}
