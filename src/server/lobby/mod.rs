//! Every room and connection of the server, and the one function that
//! turns a client's message into changes and effects. No network and no
//! storage here: the caller passes the time and whatever the store knows
//! in, and carries out what comes out (messages to send, connections to
//! close, results to keep), outside the lobby's lock. So the rules of
//! rooms, seats, tokens, the quick-match queue, watchers and limits are
//! tested as plain Rust.
//!
//! - [`limits`]: every number the server allows.
//! - [`connections`]: each connection, in one state at a time.
//! - [`addresses`]: what each address holds and how often it was wrong.
//! - [`open_rooms`]: the rooms open, and what opening and closing one keeps.
//! - [`rooms`]: opening, joining, coming back to, playing and closing rooms.
//! - [`matchmaking`]: quick match's queue and its pairing rule.
//! - [`watchers`]: watching a room.
//! - [`rated_rounds`]: which rounds are rated, and the ratings coming back.

pub mod addresses;
mod connections;
pub mod limits;
mod matchmaking;
mod open_rooms;
mod rated_rounds;
mod rooms;
#[cfg(test)]
mod tests;
mod watchers;

use std::net::IpAddr;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use rand::rngs::StdRng;

pub use addresses::{
    FORGIVEN_AFTER, household, refuse_more_rooms, too_many_wrong_codes, wrong_code_wait,
};
pub use limits::Limits;
pub use matchmaking::Searcher;
pub use rated_rounds::{Contender, Finished, NoShow, Report};

use connections::{Connections, State};
use matchmaking::Queue;
use open_rooms::OpenRooms;

use crate::core::matchup::Seat;
use crate::core::offered::BoardChoice;
use crate::net::protocol::{self, ClientMessage, Closing, Refused, ServerMessage};
use crate::server::refusal::Refusal;
use crate::server::room::{self, ConnId, Room, Timeout};

/// Whether `message` asks for a room, a seat, a search or an audience:
/// refused to a connection that already has one.
fn asks_for_a_room(message: &ClientMessage) -> bool {
    matches!(
        message,
        ClientMessage::Create { .. }
            | ClientMessage::Join { .. }
            | ClientMessage::QuickMatch { .. }
            | ClientMessage::Watch { .. }
            | ClientMessage::Resume { .. }
    )
}

/// Something for the server to do, in the order given.
#[derive(Debug, PartialEq)]
pub enum Out {
    Send(ConnId, ServerMessage),
    /// The same message to many (a room's snapshot, to its players and
    /// then its watchers): encoded once.
    SendAll(Vec<ConnId>, ServerMessage),
    /// End this connection (after what was sent to it).
    Close(ConnId),
    /// A rated round ended: keep it; both new ratings come back through
    /// [`Lobby::rated`].
    Rate(Box<Finished>),
    /// A player did not start a rated round: keep it, as after abandoning.
    NoShow(NoShow),
    /// A player reported the other player of a rated round: keep it.
    Report(Report),
    /// Answer this connection with a board's leaderboard.
    Leaderboard {
        to: ConnId,
        board: BoardChoice,
        player: Option<String>,
    },
}

pub struct Lobby {
    limits: Limits,
    rooms: OpenRooms,
    connections: Connections,
    addresses: addresses::Addresses,
    queue: Queue,
    moves_played: u64,
    /// When `tick` last ran (away seats' countdowns are sent when the
    /// seconds shown change, not at every tick).
    last_tick: Option<Instant>,
    rng: StdRng,
    /// A moment both as the lobby's clock and as the wall's, to date what
    /// the store keeps from the `now` every call passes in.
    epoch: (Instant, i64),
}

impl Lobby {
    pub fn new(limits: Limits, rng: StdRng) -> Self {
        let wall = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_secs() as i64);
        Lobby {
            limits,
            rooms: OpenRooms::default(),
            connections: Connections::default(),
            addresses: addresses::Addresses::default(),
            queue: Queue::default(),
            moves_played: 0,
            last_tick: None,
            rng,
            epoch: (Instant::now(), wall),
        }
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    pub fn room_count(&self) -> usize {
        self.rooms.len()
    }

    /// Moves played since the server started.
    pub fn moves_played(&self) -> u64 {
        self.moves_played
    }

    pub fn rooms(&self) -> impl Iterator<Item = &Room> {
        self.rooms.values()
    }

    pub fn room(&self, code: &str) -> Option<&Room> {
        self.rooms.get(code)
    }

    /// Addresses the lobby keeps a record of (for tests: records are
    /// dropped once nothing is held and nothing is held against them).
    pub fn address_count(&self) -> usize {
        self.addresses.len()
    }

    /// `now` in seconds since 1970, for what the store keeps.
    pub fn wall(&self, now: Instant) -> i64 {
        let (instant, wall) = self.epoch;
        if now >= instant {
            wall + now.duration_since(instant).as_secs() as i64
        } else {
            wall - instant.duration_since(now).as_secs() as i64
        }
    }

    /// What the nodes sharing rooms know of `address`'s wrong codes, for
    /// the lobby to judge its next join, watch or resume by.
    pub fn note_shared_wrong(
        &mut self,
        address: IpAddr,
        wrong: u32,
        since_last: Duration,
        now: Instant,
    ) {
        self.addresses
            .note_shared_wrong(address, wrong, since_last, &self.limits, now);
    }

    /// Handles one message from `conn`, a player new to the ratings if it
    /// is a quick match (see [`Lobby::handle_with`]).
    pub fn handle(&mut self, conn: ConnId, message: ClientMessage, now: Instant) -> Vec<Out> {
        self.handle_with(conn, message, &Searcher::default(), now)
    }

    /// Handles one message from `conn`; `searcher` is what the store knows
    /// of a quick match's player. A refusal is answered to it alone and
    /// changes nothing (though the sender's room may have run out of time
    /// just before it, which everyone there is told first).
    pub fn handle_with(
        &mut self,
        conn: ConnId,
        message: ClientMessage,
        searcher: &Searcher,
        now: Instant,
    ) -> Vec<Out> {
        // The sender's room first catches up with its clock, so a move
        // sent too late meets a round already lost on time, as everyone
        // then hears, instead of waiting for the next tick to say so.
        let mut out = self.time_out_room_of(conn, now);
        match self.apply(conn, message, searcher, now) {
            Ok(more) => out.extend(more),
            Err(refusal) => out.push(Out::Send(conn, refusal.message())),
        }
        out
    }

    /// Ends the round in `conn`'s room if its player to move has run out
    /// of time.
    fn time_out_room_of(&mut self, conn: ConnId, now: Instant) -> Vec<Out> {
        let Some((code, _)) = self.connections.seat_of(conn) else {
            return Vec::new();
        };
        let timed_out = self
            .rooms
            .get_mut(&code)
            .and_then(|room| room.time_out(now));
        self.after_timeout(&code, timed_out, now)
    }

    fn apply(
        &mut self,
        conn: ConnId,
        message: ClientMessage,
        searcher: &Searcher,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        let connection = self
            .connections
            .get(conn)
            .ok_or_else(|| Refusal::new(Refused::NotConnected, "Not connected"))?;
        let address = connection.address;
        if let Some(version) = message.version()
            && version != protocol::VERSION
        {
            return Err(protocol::version_refusal(version).into());
        }
        if connection.returning && !matches!(message, ClientMessage::Resume { .. }) {
            return Err(Refusal::new(
                Refused::ReturningOnly,
                "The server is full: only players coming back to their seat are let in now. \
                 Try again in a few minutes",
            ));
        }
        // Asked from anywhere: it reads and changes nothing.
        if let ClientMessage::Leaderboard { board, player, .. } = message {
            return self.leaderboard(conn, address, board, player, now);
        }
        match &connection.state {
            State::Idle { .. } => self.apply_idle(conn, address, message, searcher, now),
            State::Queued(_) => self.apply_queued(conn, message, now),
            State::Watching { code } => {
                let code = code.clone();
                self.apply_watching(conn, address, &code, message, now)
            }
            State::Seated { code, seat } => {
                let (code, seat) = (code.clone(), *seat);
                self.apply_seated(conn, &code, seat, message, now)
            }
        }
    }

    /// A message from a connection in no room, queue or audience.
    fn apply_idle(
        &mut self,
        conn: ConnId,
        address: IpAddr,
        message: ClientMessage,
        searcher: &Searcher,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        match message {
            ClientMessage::Watch { code, .. } => {
                self.guard_joins(address, now)?;
                let watched = self.watch(conn, address, &code, now);
                self.count_failure(address, &watched, now);
                watched
            }
            ClientMessage::QuickMatch {
                name,
                board,
                player,
                ..
            } => self.quick_match(conn, address, (&name, &player, board), searcher, now),
            ClientMessage::Create {
                name,
                board,
                first,
                clock,
                ..
            } => {
                let clock = self.clock(clock)?;
                self.create(conn, address, &name, board, first, clock, now)
            }
            ClientMessage::Join { code, name, .. } => {
                self.guard_joins(address, now)?;
                let joined = self.join(conn, address, &code, &name, now);
                self.count_failure(address, &joined, now);
                joined
            }
            ClientMessage::Resume { code, token, .. } => {
                // A right token is let in whatever the address's wait: it
                // is 128 random bits, never a guess.
                let resumed = self.resume(conn, address, &code, &token, now);
                self.count_failure(address, &resumed, now);
                resumed
            }
            ClientMessage::Move { .. } | ClientMessage::PlayAgain | ClientMessage::Leave => {
                Err(Refusal::new(Refused::NoRoom, "Create or join a room first"))
            }
            ClientMessage::Report { .. } => Err(Refusal::new(
                Refused::NothingToReport,
                "Only the other player of a rated round that has just ended can be reported, \
                 once a round",
            )),
            ClientMessage::Leaderboard { board, player, .. } => {
                self.leaderboard(conn, address, board, player, now)
            }
        }
    }

    /// A message from a connection waiting for a quick match.
    fn apply_queued(
        &mut self,
        conn: ConnId,
        message: ClientMessage,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        if asks_for_a_room(&message) {
            return Err(Refusal::new(
                Refused::AlreadySearching,
                "You are looking for a quick match: stop looking first",
            ));
        }
        match message {
            ClientMessage::Leave => Ok(self.stop_searching(conn, now)),
            _ => Err(Refusal::new(
                Refused::StillSearching,
                "You are looking for a quick match: nobody to play yet",
            )),
        }
    }

    /// A message from a connection watching room `code`.
    fn apply_watching(
        &mut self,
        conn: ConnId,
        address: IpAddr,
        code: &str,
        message: ClientMessage,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        if asks_for_a_room(&message) {
            return Err(Refusal::new(
                Refused::AlreadyWatching,
                "You are watching a room: stop watching first",
            ));
        }
        match message {
            ClientMessage::Leave => Ok(self.stop_watching(conn, code, address, now)),
            _ => Err(Refusal::new(
                Refused::Watcher {
                    code: code.to_string(),
                },
                format!("You are watching room {code}: only its two players move"),
            )),
        }
    }

    /// A message from a player seated in room `code`.
    fn apply_seated(
        &mut self,
        conn: ConnId,
        code: &str,
        seat: Seat,
        message: ClientMessage,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        match message {
            ClientMessage::Move { square } => self.play(code, seat, square, now),
            ClientMessage::PlayAgain => self.play_again(code, seat, now),
            ClientMessage::Leave => self.leave(conn, code, seat, now),
            ClientMessage::Report { reason } => self.report(conn, (code, seat), reason, now),
            // Another room asked for (a leaderboard is answered before).
            _ => Err(Refusal::new(
                Refused::AlreadySeated {
                    code: code.to_string(),
                },
                format!("You are already in room {code}: leave it first"),
            )),
        }
    }

    /// A leaderboard, at the address's pace: the server answers it from
    /// its cache.
    fn leaderboard(
        &mut self,
        conn: ConnId,
        address: IpAddr,
        board: BoardChoice,
        player: Option<String>,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        if let Some(player) = &player {
            matchmaking::check_player(player)?;
        }
        if !self.addresses.take_leaderboard(address, &self.limits, now) {
            let per_second = self.limits.leaderboards_per_second;
            return Err(Refusal::new(
                Refused::TooFastLeaderboards {
                    per_second: u64::from(per_second),
                },
                format!(
                    "Leaderboards are sent {per_second} a second to each address: try again in \
                     a second"
                ),
            ));
        }
        Ok(vec![Out::Leaderboard {
            to: conn,
            board,
            player,
        }])
    }

    /// Refuses a join or watch while this address must wait after too
    /// many wrong codes.
    fn guard_joins(&self, address: IpAddr, now: Instant) -> Result<(), Refusal> {
        match self.addresses.must_wait(address, now) {
            Some(left) => Err(too_many_wrong_codes(left)),
            None => Ok(()),
        }
    }

    /// A wrong code or token: counted against the address.
    fn count_failure(&mut self, address: IpAddr, result: &Result<Vec<Out>, Refusal>, now: Instant) {
        if let Err(refusal) = result
            && refusal.is_wrong_code()
        {
            self.addresses.count_wrong(address, &self.limits, now);
        }
    }

    /// Time passes: a player to move who ran out of time loses the round
    /// (or, not having started it, has it called off), dropped seats that
    /// did not come back are given up, rooms that are abandoned or idle
    /// close, and the players hear how many watch. Call it every quarter
    /// second or so: a clock that runs out is noticed no later than the
    /// next tick.
    pub fn tick(&mut self, now: Instant) -> Vec<Out> {
        let grace = self.limits.grace;
        let idle = self.limits.idle;
        let last_tick = self.last_tick.replace(now);
        let mut changed = Vec::new();
        let mut closing = Vec::new();
        let mut given_up = Vec::new();
        let mut timed_out = Vec::new();
        let mut counted = Vec::new();
        for (code, room) in self.rooms.iter_mut() {
            if let Some(timeout) = room.time_out(now) {
                timed_out.push((code.clone(), timeout));
                continue;
            }
            // Away seats count down on the opponent's screen, a second at
            // a time.
            let countdown = room.seats.iter().flatten().any(|seat| {
                seat.away_since.is_some_and(|since| {
                    let before = last_tick.map_or(since, |last| last.max(since));
                    room::seconds_left(since, before, grace)
                        != room::seconds_left(since, now, grace)
                })
            });
            let mut gone = false;
            for (index, seat) in room.seats.iter_mut().enumerate() {
                let Some(seat) = seat else { continue };
                if let Some(since) = seat.away_since
                    && !seat.left
                    && now.duration_since(since) >= grace
                {
                    seat.left = true;
                    seat.away_since = None;
                    gone = true;
                    given_up.push((code.clone(), crate::core::matchup::Seat::BOTH[index]));
                }
            }
            if room.abandoned() {
                closing.push((code.clone(), (Closing::EveryoneLeft, "Everyone left")));
            } else if now.duration_since(room.last_activity) >= idle {
                closing.push((
                    code.clone(),
                    (Closing::Idle, "The room was idle for too long"),
                ));
            } else if gone || countdown {
                changed.push(code.clone());
            } else if room.watchers.len() != room.watchers_told {
                counted.push(code.clone());
            }
        }
        let mut out = Vec::new();
        for (code, timeout) in timed_out {
            out.extend(self.after_timeout(&code, Some(timeout), now));
        }
        // Away past the grace is abandoning; before the room may close.
        for (code, seat) in given_up {
            out.extend(self.rate_abandon(&code, seat, now));
        }
        for code in changed {
            out.extend(self.broadcast(&code, now));
        }
        for code in counted {
            out.extend(self.tell_players_the_watchers(&code, now));
        }
        for (code, reason) in closing {
            out.extend(self.close(&code, Some(reason), now));
        }
        out.extend(self.close_idle(now));
        // Windows widen as players wait.
        for board in self.queue.boards() {
            out.extend(self.pair(board, now));
        }
        self.addresses.forget_idle(now);
        out
    }

    /// What a round's timeout means to its room: a round lost on time is
    /// rated like one lost on the board; one called off closes the room.
    fn after_timeout(&mut self, code: &str, timeout: Option<Timeout>, now: Instant) -> Vec<Out> {
        match timeout {
            None => Vec::new(),
            Some(Timeout::Lost(_)) => {
                let mut out: Vec<Out> = self.rate_round(code, now).into_iter().collect();
                out.extend(self.broadcast(code, now));
                out
            }
            Some(Timeout::NoShow(seat)) => self.call_off(code, seat, now),
        }
    }
}
