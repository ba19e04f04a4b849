//! Every room and connection of the server, and the one function that turns
//! a client's message into changes and replies. No network here: the
//! caller passes the time in and delivers what comes out, so the rules of
//! rooms, seats, tokens, the quick-match queue, watchers and limits are
//! tested as plain Rust.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use rand::RngExt;
use rand::rngs::StdRng;

use super::names;
use super::ratings;
use super::room::{self, Clock, ConnId, Refusal, Room, RoomRecord, RoundResult, SeatState};
use super::store::{Finished, Ratings, Store, StoreAt};
use crate::core::matchup::{self, COMPUTER_NAME, FirstMove, Seat};
use crate::core::offered::BoardChoice;
use crate::net::protocol::{
    self, CLOCK_CHOICES, CODE_ALPHABET, CODE_LEN, ClientMessage, ErrorCode, Leaderboard,
    QUICK_MATCH_CLOCK, ServerMessage,
};

/// What the server allows. The defaults are the shipped server's.
#[derive(Clone, Debug)]
pub struct Limits {
    pub max_rooms: usize,
    pub max_connections: usize,
    /// A room with no message from anyone this long closes.
    pub idle: Duration,
    /// How long a dropped seat is kept for its player to come back.
    pub grace: Duration,
    /// Messages a connection may send in one second.
    pub messages_per_second: u32,
    /// Connections one address may hold open at once.
    pub connections_per_address: usize,
    /// Rooms one address may have open at once.
    pub rooms_per_address: usize,
    /// Quick-match searches one address may have waiting at once.
    pub queue_per_address: usize,
    /// Connections watching one room at once.
    pub watchers_per_room: usize,
    /// Wrong codes or tokens one address may send before each further try
    /// waits: 2 s after the first beyond these, then twice as long after
    /// each, up to `longest_wait`. An address is forgiven after a day
    /// without a wrong code.
    pub free_wrong_codes: u32,
    pub longest_wait: Duration,
    /// Bad messages (malformed, too large, too fast) a connection may send
    /// before it is disconnected.
    pub strikes: u32,
    /// A connection that has not created, joined or resumed a room this
    /// long after connecting (or after its room closed) is closed.
    pub seat_within: Duration,
    /// How long one second of a room's clock per move lasts: a second.
    /// Tests shorten it so that a 15 s clock runs out in a fraction of a
    /// second; players are still told the room's seconds.
    pub clock_second: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_rooms: 10_000,
            max_connections: 25_000,
            idle: Duration::from_secs(10 * 60),
            grace: Duration::from_secs(60),
            messages_per_second: 20,
            connections_per_address: 32,
            rooms_per_address: 8,
            queue_per_address: 4,
            watchers_per_room: 1_000,
            free_wrong_codes: 10,
            longest_wait: Duration::from_secs(60 * 60),
            strikes: 50,
            seat_within: Duration::from_secs(10),
            clock_second: Duration::from_secs(1),
        }
    }
}

/// Something for the network layer to do.
#[derive(Debug, PartialEq)]
pub enum Out {
    Send(ConnId, ServerMessage),
    /// End this connection (after what was sent to it).
    Close(ConnId),
}

#[derive(Debug)]
struct Connection {
    address: IpAddr,
    seat: Option<(String, Seat)>,
    /// Waiting for a quick match.
    queued: Option<Ticket>,
    /// Watching the room with this code.
    watching: Option<String>,
    /// Since when it holds no seat (its clock for `seat_within`).
    unseated_since: Option<Instant>,
}

/// A quick-match search.
#[derive(Debug)]
struct Ticket {
    board: BoardChoice,
    /// The name as typed (it becomes seat two's name beside seat one's).
    typed: String,
    /// The name as seat one would show it.
    name: String,
    /// The device key.
    player: String,
    /// The player's rating on this board now.
    rating: f64,
    since: Instant,
}

/// What one address (one player, or many behind one router) holds and how
/// often it has been wrong.
#[derive(Debug, Default)]
struct Address {
    connections: usize,
    rooms: usize,
    queued: usize,
    wrong: u32,
    last_wrong: Option<Instant>,
    /// No join or resume from this address before then.
    wait_until: Option<Instant>,
}

impl Address {
    fn forgotten(&self, now: Instant) -> bool {
        self.connections == 0
            && self.rooms == 0
            && self.queued == 0
            && self
                .last_wrong
                .is_none_or(|last| now.duration_since(last) >= FORGIVEN_AFTER)
    }
}

/// `room`'s record, numbered as its next change, with who opened it.
fn next_record(room: &mut Room, openers: &HashMap<String, IpAddr>, now: Instant) -> RoomRecord {
    room.seq += 1;
    let mut record = room.record(now);
    record.opener = openers.get(&room.code).copied();
    record
}

/// After `wrong` wrong codes or tokens from one address, how long its next
/// try waits: nothing for the free ones, then 2 s, doubling with each, up
/// to the longest wait.
pub fn wrong_code_wait(wrong: u32, limits: &Limits) -> Option<Duration> {
    let beyond = wrong
        .checked_sub(limits.free_wrong_codes)
        .filter(|&n| n > 0)?;
    Some(Duration::from_secs(1u64 << beyond.min(32)).min(limits.longest_wait))
}

/// The refusal of a try that must wait `left` more.
pub fn too_many_wrong_codes(left: Duration) -> Refusal {
    let seconds = left.as_secs_f64().ceil() as u64;
    (
        ErrorCode::TooManyJoins,
        format!(
            "Too many wrong codes: check the code and try again in {}",
            wait_text(seconds)
        ),
    )
}

/// Whether a refusal of a join, resume or watch counts as a wrong code.
pub fn is_wrong_code(code: ErrorCode) -> bool {
    matches!(
        code,
        ErrorCode::NoSuchRoom | ErrorCode::RoomFull | ErrorCode::BadToken
    )
}

/// A day without a wrong code clears an address's record.
pub const FORGIVEN_AFTER: Duration = Duration::from_secs(24 * 60 * 60);

pub struct Lobby {
    limits: Limits,
    rooms: HashMap<String, Room>,
    /// Who opened each room, for the rooms-per-address limit.
    openers: HashMap<String, IpAddr>,
    connections: HashMap<ConnId, Connection>,
    addresses: HashMap<IpAddr, Address>,
    /// Connections waiting for a quick match, per board, longest first.
    queue: HashMap<BoardChoice, VecDeque<ConnId>>,
    next_conn: ConnId,
    moves_played: u64,
    /// When `tick` last ran (away seats' countdowns are sent when the
    /// seconds shown change, not at every tick).
    last_tick: Option<Instant>,
    rng: StdRng,
    /// Ratings, results and abandons; `None` only if not even an
    /// in-memory database could be opened (then nothing is rated).
    store: Option<Box<dyn Ratings>>,
    /// A moment both as the lobby's clock and as the wall's, to date what
    /// the store keeps from the `now` every call passes in.
    epoch: (Instant, i64),
    /// Rooms closed since [`Lobby::take_closed`] last asked, once
    /// [`Lobby::track_closed`] has asked to keep them.
    closed: Option<Vec<String>>,
}

impl Lobby {
    /// A lobby whose ratings live in memory.
    pub fn new(limits: Limits, rng: StdRng) -> Self {
        let store = Store::open(&StoreAt::Memory)
            .map_err(|error| tracing::error!("nothing will be rated: {error}"))
            .ok()
            .map(|store| Box::new(store) as Box<dyn Ratings>);
        Self::build(limits, rng, store)
    }

    /// A lobby that keeps ratings and results in `store`.
    pub fn with_store(limits: Limits, rng: StdRng, store: impl Ratings + 'static) -> Self {
        Self::build(limits, rng, Some(Box::new(store)))
    }

    fn build(limits: Limits, rng: StdRng, store: Option<Box<dyn Ratings>>) -> Self {
        let wall = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_secs() as i64);
        Lobby {
            limits,
            rooms: HashMap::new(),
            openers: HashMap::new(),
            connections: HashMap::new(),
            addresses: HashMap::new(),
            queue: HashMap::new(),
            next_conn: 1,
            moves_played: 0,
            last_tick: None,
            rng,
            store,
            epoch: (Instant::now(), wall),
            closed: None,
        }
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    pub fn room_count(&self) -> usize {
        self.rooms.len()
    }

    pub fn connection_count(&self) -> usize {
        self.connections.len()
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

    /// The room with `code` as the shared store keeps it, numbered as its
    /// next change; `None` once it has closed.
    pub fn record(&mut self, code: &str, now: Instant) -> Option<RoomRecord> {
        let room = self.rooms.get_mut(code)?;
        Some(next_record(room, &self.openers, now))
    }

    /// Every room as the shared store keeps it (to write them all again
    /// after the store was away), each numbered as a change.
    pub fn records(&mut self, now: Instant) -> Vec<RoomRecord> {
        self.rooms
            .values_mut()
            .map(|room| next_record(room, &self.openers, now))
            .collect()
    }

    /// Takes over a room another server kept, as its record says. Its
    /// players come back with `Resume` within the grace. A room already
    /// here is kept as it is.
    /// `true` if the room is new here.
    pub fn adopt(&mut self, record: RoomRecord, now: Instant) -> Result<bool, String> {
        if self.rooms.contains_key(&record.code) {
            return Ok(false);
        }
        let opener = record.opener;
        let room = Room::restore(record, self.limits.clock_second, now)?;
        let code = room.code.clone();
        self.rooms.insert(code.clone(), room);
        if let Some(address) = opener {
            // Counted here as where it was opened, and let go when it closes.
            self.openers.insert(code.clone(), address);
            let held = &mut self.addresses.entry(address).or_default().rooms;
            *held = held.saturating_add(1);
        }
        // A round decided just before its node was lost may not have been
        // rated: it is now (a round is rated once, wherever).
        self.rate_round(&code, now);
        Ok(true)
    }

    /// Takes back a room that was just opened but could not be shared
    /// (its record was never written, so no other node could find it): it
    /// closes without a word, and the connections that were in it are
    /// returned for the server to refuse instead.
    pub fn withdraw(&mut self, code: &str) -> Vec<ConnId> {
        let audience: Vec<ConnId> = self
            .rooms
            .get(code)
            .map(|room| room.audience().collect())
            .unwrap_or_default();
        self.close(code, "");
        if let Some(closed) = &mut self.closed {
            closed.retain(|closed| closed != code);
        }
        audience
    }

    /// Closes a room this server no longer owns (another took it over),
    /// cutting its audience off so that they connect again.
    pub fn evict(&mut self, code: &str) -> Vec<Out> {
        let Some(room) = self.rooms.get(code) else {
            return Vec::new();
        };
        // Cut off, not told the room closed: the game comes back with
        // Resume (or Watch) and is forwarded to the room's new node.
        let audience: Vec<ConnId> = room.audience().collect();
        self.close(code, "");
        if let Some(closed) = &mut self.closed {
            closed.retain(|closed| closed != code);
        }
        audience.into_iter().map(Out::Close).collect()
    }

    /// From now on, remembers the rooms that close, for
    /// [`Lobby::take_closed`] (a server that shares its rooms asks).
    pub fn track_closed(&mut self) {
        self.closed.get_or_insert_with(Vec::new);
    }

    /// The rooms closed since the last call, for the shared store to forget.
    pub fn take_closed(&mut self) -> Vec<String> {
        self.closed.as_mut().map(std::mem::take).unwrap_or_default()
    }

    /// A new connection from `address`, or why the server cannot take one.
    pub fn connect(&mut self, address: IpAddr, now: Instant) -> Result<ConnId, Refusal> {
        if self.connections.len() >= self.limits.max_connections {
            return Err((
                ErrorCode::ServerFull,
                "The server is full: try again in a few minutes".into(),
            ));
        }
        let record = self.addresses.entry(address).or_default();
        take_one(
            &mut record.connections,
            self.limits.connections_per_address,
            "games open here: close one first",
        )?;
        let id = self.next_conn;
        self.next_conn += 1;
        self.connections.insert(
            id,
            Connection {
                address,
                seat: None,
                queued: None,
                watching: None,
                unseated_since: Some(now),
            },
        );
        Ok(id)
    }

    /// Addresses the lobby keeps a record of (for tests: records are
    /// dropped once nothing is held and nothing is held against them).
    pub fn address_count(&self) -> usize {
        self.addresses.len()
    }

    /// A connection ended: its seat waits for it to come back.
    pub fn disconnect(&mut self, conn: ConnId, now: Instant) -> Vec<Out> {
        let _ = self.dequeue(conn);
        let mut out = self.stop_watching(conn, now);
        let Some(connection) = self.connections.remove(&conn) else {
            return Vec::new();
        };
        if let Some(record) = self.addresses.get_mut(&connection.address) {
            record.connections = record.connections.saturating_sub(1);
            if record.forgotten(now) {
                self.addresses.remove(&connection.address);
            }
        }
        let Some((code, seat)) = connection.seat else {
            return out;
        };
        let Some(room) = self.rooms.get_mut(&code) else {
            return out;
        };
        if let Some(state) = room.seats[seat.index()].as_mut()
            && state.conn == Some(conn)
        {
            state.conn = None;
            state.away_since = Some(now);
        }
        out.extend(self.broadcast(&code, now));
        out
    }

    /// Handles one message from `conn`. A refusal is answered to it alone
    /// and changes nothing (though the sender's room may have run out of
    /// time just before it, which everyone there is told first).
    pub fn handle(&mut self, conn: ConnId, message: ClientMessage, now: Instant) -> Vec<Out> {
        // The sender's room first catches up with its clock, so a move
        // sent too late meets a round already lost on time, as everyone
        // then hears, instead of waiting for the next tick to say so.
        let mut out = self.time_out_room_of(conn, now);
        match self.apply(conn, message, now) {
            Ok(more) => out.extend(more),
            Err((code, message)) => {
                out.push(Out::Send(conn, ServerMessage::Error { code, message }))
            }
        }
        out
    }

    /// Ends the round in `conn`'s room if its player to move has run out
    /// of time; the room's snapshot for everyone if so.
    fn time_out_room_of(&mut self, conn: ConnId, now: Instant) -> Vec<Out> {
        let Some((code, _)) = self.connections.get(&conn).and_then(|c| c.seat.clone()) else {
            return Vec::new();
        };
        let timed_out = self
            .rooms
            .get_mut(&code)
            .is_some_and(|room| room.time_out(now));
        if timed_out {
            self.rate_round(&code, now);
            self.broadcast(&code, now)
        } else {
            Vec::new()
        }
    }

    fn apply(
        &mut self,
        conn: ConnId,
        message: ClientMessage,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        let connection = self
            .connections
            .get(&conn)
            .ok_or((ErrorCode::NotInRoom, "Not connected".to_string()))?;
        let (seated, address) = (connection.seat.clone(), connection.address);
        let queued = connection.queued.is_some();
        let watching = connection.watching.clone();
        match (message, seated) {
            (
                ClientMessage::Create { version, .. }
                | ClientMessage::Join { version, .. }
                | ClientMessage::QuickMatch { version, .. }
                | ClientMessage::Leaderboard { version, .. }
                | ClientMessage::Watch { version, .. }
                | ClientMessage::Resume { version, .. },
                _,
            ) if version != protocol::VERSION => Err(protocol::version_refusal(version)),
            // Asked from anywhere: it reads and changes nothing.
            (ClientMessage::Leaderboard { board, player, .. }, _) => {
                if let Some(player) = &player {
                    check_player(player)?;
                }
                Ok(vec![Out::Send(
                    conn,
                    ServerMessage::Leaderboard(self.leaderboard(board, player.as_deref())),
                )])
            }
            (
                ClientMessage::Create { .. }
                | ClientMessage::Join { .. }
                | ClientMessage::QuickMatch { .. }
                | ClientMessage::Watch { .. }
                | ClientMessage::Resume { .. },
                Some((code, _)),
            ) => Err((
                ErrorCode::AlreadyInRoom,
                format!("You are already in room {code}: leave it first"),
            )),
            (
                ClientMessage::Create { .. }
                | ClientMessage::Join { .. }
                | ClientMessage::QuickMatch { .. }
                | ClientMessage::Watch { .. }
                | ClientMessage::Resume { .. },
                None,
            ) if queued => Err((
                ErrorCode::AlreadyInRoom,
                "You are looking for a quick match: stop looking first".into(),
            )),
            (ClientMessage::Leave, None) if queued => {
                let _ = self.dequeue(conn);
                Ok(vec![Out::Send(
                    conn,
                    ServerMessage::Closed {
                        reason: "You stopped looking for a game".into(),
                    },
                )])
            }
            (
                ClientMessage::Create { .. }
                | ClientMessage::Join { .. }
                | ClientMessage::QuickMatch { .. }
                | ClientMessage::Watch { .. }
                | ClientMessage::Resume { .. },
                None,
            ) if watching.is_some() => Err((
                ErrorCode::AlreadyInRoom,
                "You are watching a room: stop watching first".into(),
            )),
            (ClientMessage::Move { .. } | ClientMessage::PlayAgain, None) if watching.is_some() => {
                Err((
                    ErrorCode::Watcher,
                    format!(
                        "You are watching room {}: only its two players move",
                        watching.unwrap_or_default()
                    ),
                ))
            }
            (ClientMessage::Leave, None) if watching.is_some() => {
                let mut out = vec![Out::Send(
                    conn,
                    ServerMessage::Closed {
                        reason: "You stopped watching".into(),
                    },
                )];
                out.extend(self.stop_watching(conn, now));
                Ok(out)
            }
            (ClientMessage::Watch { code, .. }, None) => {
                self.guard_joins(address, now)?;
                let watched = self.watch(conn, &code, now);
                self.count_failure(address, &watched, now);
                watched
            }
            (
                ClientMessage::QuickMatch {
                    name,
                    board,
                    player,
                    ..
                },
                None,
            ) => {
                check_player(&player)?;
                self.quick_match(conn, address, &name, &player, board, now)
            }
            (
                ClientMessage::Create {
                    name,
                    board,
                    first,
                    clock,
                    ..
                },
                None,
            ) => {
                let clock = self.clock(clock)?;
                self.create(conn, address, &name, board, first, clock, now)
            }
            (ClientMessage::Join { code, name, .. }, None) => {
                self.guard_joins(address, now)?;
                let joined = self.join(conn, &code, &name, now);
                self.count_failure(address, &joined, now);
                joined
            }
            (ClientMessage::Resume { code, token, .. }, None) => {
                self.guard_joins(address, now)?;
                let resumed = self.resume(conn, &code, &token, now);
                self.count_failure(address, &resumed, now);
                resumed
            }
            (
                ClientMessage::Move { .. } | ClientMessage::PlayAgain | ClientMessage::Leave,
                None,
            ) => Err((ErrorCode::NotInRoom, "Create or join a room first".into())),
            (ClientMessage::Move { square }, Some((code, seat))) => {
                let room = self.room_mut(&code)?;
                room.play(seat, square, now)?;
                room.last_activity = now;
                self.moves_played += 1;
                self.rate_round(&code, now);
                Ok(self.broadcast(&code, now))
            }
            (ClientMessage::PlayAgain, Some((code, seat))) => {
                let room = self.rooms.get_mut(&code).ok_or_else(room_closed)?;
                room.play_again(seat, &mut self.rng, now)?;
                room.last_activity = now;
                Ok(self.broadcast(&code, now))
            }
            (ClientMessage::Leave, Some((code, seat))) => {
                if let Some(connection) = self.connections.get_mut(&conn) {
                    connection.seat = None;
                }
                let room = self.room_mut(&code)?;
                if let Some(state) = room.seats[seat.index()].as_mut() {
                    state.left = true;
                    state.conn = None;
                }
                room.last_activity = now;
                self.rate_abandon(&code, seat, now);
                let mut out = vec![Out::Send(
                    conn,
                    ServerMessage::Closed {
                        reason: "You left the room".into(),
                    },
                )];
                out.extend(self.broadcast(&code, now));
                out.extend(self.close_if_abandoned(&code));
                Ok(out)
            }
        }
    }

    fn room_mut(&mut self, code: &str) -> Result<&mut Room, Refusal> {
        self.rooms.get_mut(code).ok_or_else(room_closed)
    }

    /// The clock for a room whose creator asked for `seconds` per move,
    /// or why it cannot have it.
    fn clock(&self, seconds: Option<u32>) -> Result<Option<Clock>, Refusal> {
        let Some(seconds) = seconds else {
            return Ok(None);
        };
        if !CLOCK_CHOICES.contains(&seconds) {
            let [a, b, c] = CLOCK_CHOICES;
            return Err((
                ErrorCode::BadClock,
                format!(
                    "A clock of {seconds} seconds a move is not offered: choose {a}, {b} or \
                     {c} seconds, or no clock"
                ),
            ));
        }
        Ok(Some(self.clock_of(seconds)))
    }

    fn clock_of(&self, seconds: u32) -> Clock {
        Clock {
            seconds,
            allowance: self
                .limits
                .clock_second
                .checked_mul(seconds)
                .unwrap_or(Duration::MAX),
        }
    }

    fn create(
        &mut self,
        conn: ConnId,
        address: IpAddr,
        name: &str,
        board: BoardChoice,
        first: FirstMove,
        clock: Option<Clock>,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        if self.rooms.len() >= self.limits.max_rooms {
            return Err((
                ErrorCode::ServerFull,
                "The server has as many rooms as it can hold: try again in a few minutes".into(),
            ));
        }
        let name = names::seat_name(name, Seat::One);
        refuse_the_computers_name(&name)?;
        let record = self.addresses.entry(address).or_default();
        take_one(&mut record.rooms, self.limits.rooms_per_address, ROOMS_HELD)?;
        let code = self.new_code();
        self.openers.insert(code.clone(), address);
        let token = self.new_token();
        let creator = SeatState::new(name, token.clone(), conn);
        self.rooms.insert(
            code.clone(),
            Room::new(code.clone(), board, first, clock, creator, now),
        );
        self.seat(conn, &code, Seat::One);
        let mut out = vec![Out::Send(
            conn,
            ServerMessage::Welcome {
                code: code.clone(),
                seat: Seat::One,
                token,
            },
        )];
        out.extend(self.broadcast(&code, now));
        Ok(out)
    }

    fn join(
        &mut self,
        conn: ConnId,
        typed: &str,
        name: &str,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        let code = protocol::normalize_code(typed).ok_or_else(|| no_such_room(typed))?;
        let token = self.new_token();
        let room = self
            .rooms
            .get_mut(&code)
            .ok_or_else(|| no_such_room(&code))?;
        if room.seats[1].is_some() {
            return Err((
                ErrorCode::RoomFull,
                format!("Room {code} already has two players"),
            ));
        }
        let waiting = room.seats[0].as_ref().map_or("", |creator| &creator.name);
        let name = second_name(name, waiting)?;
        let friend = SeatState::new(name, token.clone(), conn);
        room.seat_friend(friend, &mut self.rng, now);
        room.last_activity = now;
        self.seat(conn, &code, Seat::Two);
        let mut out = vec![Out::Send(
            conn,
            ServerMessage::Welcome {
                code: code.clone(),
                seat: Seat::Two,
                token,
            },
        )];
        out.extend(self.broadcast(&code, now));
        Ok(out)
    }

    /// A quick match: a ticket with the player's rating on this board,
    /// paired at once if someone near that rating waits, else queued (the
    /// tick pairs it as the windows widen).
    fn quick_match(
        &mut self,
        conn: ConnId,
        address: IpAddr,
        typed: &str,
        player: &str,
        board: BoardChoice,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        let name = names::seat_name(typed, Seat::One);
        refuse_the_computers_name(&name)?;
        self.refuse_after_abandons(player, now)?;
        let rating = self
            .stored(|store| store.player(player, board))
            .flatten()
            .map_or(ratings::NEW.rating, |record| record.rating.rating);
        let record = self.addresses.entry(address).or_default();
        take_one(
            &mut record.queued,
            self.limits.queue_per_address,
            "searches for a game open here: stop one first",
        )?;
        self.queue.entry(board).or_default().push_back(conn);
        if let Some(connection) = self.connections.get_mut(&conn) {
            connection.queued = Some(Ticket {
                board,
                typed: typed.to_string(),
                name,
                player: player.to_string(),
                rating,
                since: now,
            });
            // Waiting in the queue is waiting for a seat.
            connection.unseated_since = None;
        }
        let out = self.pair(board, now);
        let seated = self
            .connections
            .get(&conn)
            .is_some_and(|connection| connection.seat.is_some());
        if seated {
            return Ok(out);
        }
        let others = self
            .queue
            .iter()
            .filter(|(b, _)| **b != board)
            .map(|(_, q)| q.len() as u32)
            .sum();
        let mut queued = vec![Out::Send(conn, ServerMessage::Queued { board, others })];
        queued.extend(out);
        Ok(queued)
    }

    /// Seats every pair the windows allow on `board`: the longest waiting
    /// first, each with the closest rating within its window.
    fn pair(&mut self, board: BoardChoice, now: Instant) -> Vec<Out> {
        let mut out = Vec::new();
        while self.rooms.len() < self.limits.max_rooms {
            let Some((first, second, name)) = self.best_pair(board, now) else {
                break;
            };
            out.extend(self.seat_pair(first, second, name, board, now));
        }
        out
    }

    /// The waiting pair to seat next, with seat two's name.
    fn best_pair(&self, board: BoardChoice, now: Instant) -> Option<(ConnId, ConnId, String)> {
        let queue = self.queue.get(&board)?;
        let tickets: Vec<(ConnId, &Ticket)> = queue
            .iter()
            .filter_map(|conn| Some((*conn, self.connections.get(conn)?.queued.as_ref()?)))
            .collect();
        for (i, (first, ticket)) in tickets.iter().enumerate() {
            // The queue is oldest first: `ticket` waited longest of any pair
            // it is in, so its wait sets the window.
            let window = ratings::window(now.saturating_duration_since(ticket.since));
            let best = tickets[i + 1..]
                .iter()
                .filter(|(_, other)| other.player != ticket.player)
                .map(|(second, other)| (*second, other, (other.rating - ticket.rating).abs()))
                .filter(|(_, _, apart)| window.is_none_or(|window| *apart <= window))
                // Two names that would look the same are not put together.
                .filter_map(|(second, other, apart)| {
                    let name = second_name(&other.typed, &ticket.name).ok()?;
                    Some((second, name, apart))
                })
                .min_by(|a, b| a.2.total_cmp(&b.2));
            if let Some((second, name, _)) = best {
                return Some((*first, second, name));
            }
        }
        None
    }

    /// A rated room for two waiting players, the longer-waiting in seat one.
    fn seat_pair(
        &mut self,
        first: ConnId,
        second: ConnId,
        second_name: String,
        board: BoardChoice,
        now: Instant,
    ) -> Vec<Out> {
        let (Some(one), Some(two)) = (self.dequeue(first), self.dequeue(second)) else {
            return Vec::new();
        };
        let code = self.new_code();
        let (first_token, second_token) = (self.new_token(), self.new_token());
        let seat = |name: String, token: String, conn, ticket: &Ticket| {
            let mut seat = SeatState::new(name, token, conn);
            seat.player = Some(ticket.player.clone());
            seat.rating = Some(ticket.rating.round().max(0.0) as u32);
            seat
        };
        let mut room = Room::new(
            code.clone(),
            board,
            FirstMove::Random,
            Some(self.clock_of(QUICK_MATCH_CLOCK)),
            seat(one.name.clone(), first_token.clone(), first, &one),
            now,
        );
        room.rated = true;
        room.seat_friend(
            seat(second_name, second_token.clone(), second, &two),
            &mut self.rng,
            now,
        );
        self.rooms.insert(code.clone(), room);
        self.seat(first, &code, Seat::One);
        self.seat(second, &code, Seat::Two);
        let welcome = |seat, token| ServerMessage::Welcome {
            code: code.clone(),
            seat,
            token,
        };
        let mut out = vec![
            Out::Send(first, welcome(Seat::One, first_token)),
            Out::Send(second, welcome(Seat::Two, second_token)),
        ];
        out.extend(self.broadcast(&code, now));
        out
    }

    /// Refuses a quick match while `player` waits after abandoning rated
    /// games (two or more within a day).
    fn refuse_after_abandons(&self, player: &str, now: Instant) -> Result<(), Refusal> {
        let wall = self.wall(now);
        let day = ratings::ABANDONS_COUNTED_OVER.as_secs() as i64;
        let Some(abandons) = self.stored(|store| store.abandons_since(player, wall - day)) else {
            return Ok(());
        };
        let Some(&latest) = abandons.last() else {
            return Ok(());
        };
        let wait = ratings::wait_after_abandons(abandons.len()).as_secs() as i64;
        let left = latest + wait - wall;
        if left <= 0 {
            return Ok(());
        }
        Err((
            ErrorCode::TooSoon,
            format!(
                "You left {} rated games unfinished in the last day: your next quick match \
                 can start in {}",
                abandons.len(),
                wait_text(left as u64)
            ),
        ))
    }

    /// A rated room's round was decided, on the board or on the clock:
    /// both ratings move.
    fn rate_round(&mut self, code: &str, now: Instant) {
        let Some(room) = self.rooms.get(code) else {
            return;
        };
        if !room.rated || room.rated_round == room.round() {
            return;
        }
        // Run out of time while away (or gone): abandoning, as much as
        // leaving is.
        let abandoned_by = room.forfeit_loser().filter(|seat| {
            room.seats[seat.index()]
                .as_ref()
                .is_some_and(|s| s.left || s.away_since.is_some())
        });
        if let Some(result) = room.result() {
            self.rate(code, result, abandoned_by, now);
        }
    }

    /// `seat` gave up its seat in a rated room while the round was
    /// undecided: it loses the round, and the abandon is counted.
    fn rate_abandon(&mut self, code: &str, seat: Seat, now: Instant) {
        let Some(room) = self.rooms.get(code) else {
            return;
        };
        if !room.rated
            || room.round() == 0
            || room.rated_round == room.round()
            || room.result().is_some()
        {
            return;
        }
        self.rate(code, RoundResult::Won(seat.other()), Some(seat), now);
    }

    /// Keeps a rated round's result and shows both new ratings. A store
    /// that cannot be written is logged; the game goes on.
    fn rate(&mut self, code: &str, result: RoundResult, abandoned_by: Option<Seat>, now: Instant) {
        let wall = self.wall(now);
        let Some(room) = self.rooms.get_mut(code) else {
            return;
        };
        room.rated_round = room.round();
        let board = room.board();
        let moves: Vec<String> = room
            .game()
            .moves()
            .iter()
            .map(|m| format!("{},{}", m.pos.row, m.pos.col))
            .collect();
        let player = |index: usize| {
            room.seats[index]
                .as_ref()
                .map(|seat| (seat.player.clone().unwrap_or_default(), seat.name.clone()))
                .unwrap_or_default()
        };
        let (one, two) = (player(0), player(1));
        // Seat one's token tells this room from an earlier one that had
        // the same code.
        let opened = room.seats[0]
            .as_ref()
            .map(|seat| seat.token.chars().take(8).collect::<String>())
            .unwrap_or_default();
        let game = Finished {
            id: format!("{code}:{opened}:{}", room.round()),
            board,
            players: [(&one.0, &one.1), (&two.0, &two.1)],
            result,
            abandoned_by,
            moves: moves.join(" "),
            at: wall,
        };
        let Some(store) = self.store.as_mut() else {
            return;
        };
        match store.record(&game) {
            Ok(records) => {
                for (seat, record) in room.seats.iter_mut().zip(records) {
                    if let Some(seat) = seat {
                        seat.rating = Some(ratings::shown(&record.rating));
                    }
                }
            }
            Err(error) => tracing::warn!("room {code}: {error}"),
        }
    }

    /// Runs a read on the store; a failure is logged and reads as nothing.
    fn stored<T>(&self, read: impl FnOnce(&dyn Ratings) -> Result<T, String>) -> Option<T> {
        read(self.store.as_deref()?)
            .map_err(|error| tracing::warn!("{error}"))
            .ok()
    }

    /// `now` in seconds since 1970, for what the store keeps.
    fn wall(&self, now: Instant) -> i64 {
        let (instant, wall) = self.epoch;
        if now >= instant {
            wall + now.duration_since(instant).as_secs() as i64
        } else {
            wall - instant.duration_since(now).as_secs() as i64
        }
    }

    /// A board's leaderboard, with `player`'s own standing.
    fn leaderboard(&self, board: BoardChoice, player: Option<&str>) -> Leaderboard {
        self.stored(|store| store.leaderboard(board, player))
            .unwrap_or(Leaderboard {
                board,
                top: Vec::new(),
                you: None,
            })
    }

    /// Watches a room: its snapshots from now on, read only.
    fn watch(&mut self, conn: ConnId, typed: &str, now: Instant) -> Result<Vec<Out>, Refusal> {
        let code = protocol::normalize_code(typed).ok_or_else(|| no_such_room(typed))?;
        let limit = self.limits.watchers_per_room;
        let room = self
            .rooms
            .get_mut(&code)
            .ok_or_else(|| no_such_room(&code))?;
        if room.watchers.len() >= limit {
            return Err((
                ErrorCode::TooManyWatchers,
                format!("Room {code} has as many watchers as it can take: try again later"),
            ));
        }
        room.watchers.push(conn);
        if let Some(connection) = self.connections.get_mut(&conn) {
            connection.watching = Some(code.clone());
            connection.unseated_since = None;
        }
        let mut out = vec![Out::Send(
            conn,
            ServerMessage::Watching { code: code.clone() },
        )];
        // Everyone sees the new count; the watcher its first snapshot.
        out.extend(self.broadcast(&code, now));
        Ok(out)
    }

    /// A watcher stops watching (left, or gone); the players see the count.
    fn stop_watching(&mut self, conn: ConnId, now: Instant) -> Vec<Out> {
        let Some(code) = self
            .connections
            .get_mut(&conn)
            .and_then(|connection| connection.watching.take())
        else {
            return Vec::new();
        };
        let Some(room) = self.rooms.get_mut(&code) else {
            return Vec::new();
        };
        room.watchers.retain(|&watcher| watcher != conn);
        self.broadcast(&code, now)
            .into_iter()
            .filter(|out| !matches!(out, Out::Send(to, _) if *to == conn))
            .collect()
    }

    /// Takes a connection out of the quick-match queue, if it is in it.
    fn dequeue(&mut self, conn: ConnId) -> Option<Ticket> {
        let connection = self.connections.get_mut(&conn)?;
        let ticket = connection.queued.take()?;
        let board = ticket.board;
        connection.unseated_since = None;
        let address = connection.address;
        if let Some(queue) = self.queue.get_mut(&board) {
            queue.retain(|&waiting| waiting != conn);
            if queue.is_empty() {
                self.queue.remove(&board);
            }
        }
        if let Some(record) = self.addresses.get_mut(&address) {
            record.queued = record.queued.saturating_sub(1);
        }
        Some(ticket)
    }

    /// Players waiting for a quick match, on any board.
    pub fn queued_count(&self) -> usize {
        self.queue.values().map(VecDeque::len).sum()
    }

    fn resume(
        &mut self,
        conn: ConnId,
        typed: &str,
        token: &str,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        let code = protocol::normalize_code(typed).ok_or_else(|| no_such_room(typed))?;
        let room = self
            .rooms
            .get_mut(&code)
            .ok_or_else(|| no_such_room(&code))?;
        let seat = [Seat::One, Seat::Two]
            .into_iter()
            .find(|seat| {
                room.seats[seat.index()]
                    .as_ref()
                    .is_some_and(|s| same_secret(&s.token, token))
            })
            .ok_or((
                ErrorCode::BadToken,
                format!("That token is not for a seat in room {code}"),
            ))?;
        let mut out = Vec::new();
        let Some(state) = room.seats[seat.index()].as_mut() else {
            return Err(room_closed());
        };
        if state.left {
            return Err((
                ErrorCode::SeatGone,
                "That seat was given up: join a new room".into(),
            ));
        }
        // The same seat opened elsewhere (a second tab): the newest wins.
        if let Some(old) = state.conn.replace(conn) {
            out.push(Out::Send(
                old,
                ServerMessage::Error {
                    code: ErrorCode::Replaced,
                    message: "You opened this game somewhere else".into(),
                },
            ));
            out.push(Out::Close(old));
            if let Some(connection) = self.connections.get_mut(&old) {
                connection.seat = None;
            }
        }
        state.away_since = None;
        let token = state.token.clone();
        room.last_activity = now;
        self.seat(conn, &code, seat);
        out.push(Out::Send(
            conn,
            ServerMessage::Welcome {
                code: code.clone(),
                seat,
                token,
            },
        ));
        out.extend(self.broadcast(&code, now));
        Ok(out)
    }

    /// Refuses a join or resume while this address must wait after too
    /// many wrong codes.
    fn guard_joins(&mut self, address: IpAddr, now: Instant) -> Result<(), Refusal> {
        let Some(until) = self.addresses.get(&address).and_then(|a| a.wait_until) else {
            return Ok(());
        };
        if now >= until {
            return Ok(());
        }
        Err(too_many_wrong_codes(until.duration_since(now)))
    }

    /// A wrong code or token: past the free ones, each makes the next try
    /// wait twice as long as the last.
    fn count_failure(&mut self, address: IpAddr, result: &Result<Vec<Out>, Refusal>, now: Instant) {
        let Err((code, _)) = result else {
            return;
        };
        if !is_wrong_code(*code) {
            return;
        }
        let record = self.addresses.entry(address).or_default();
        record.wrong = record.wrong.saturating_add(1);
        record.last_wrong = Some(now);
        if let Some(wait) = wrong_code_wait(record.wrong, &self.limits) {
            record.wait_until = Some(now + wait);
        }
    }

    fn seat(&mut self, conn: ConnId, code: &str, seat: Seat) {
        if let Some(connection) = self.connections.get_mut(&conn) {
            connection.seat = Some((code.to_string(), seat));
            connection.unseated_since = None;
        }
    }

    /// The room's snapshot, to everyone seated in it.
    fn broadcast(&self, code: &str, now: Instant) -> Vec<Out> {
        let Some(room) = self.rooms.get(code) else {
            return Vec::new();
        };
        let view = room.view(now, self.limits.grace);
        room.audience()
            .map(|conn| Out::Send(conn, ServerMessage::Room(view.clone())))
            .collect()
    }

    fn close_if_abandoned(&mut self, code: &str) -> Vec<Out> {
        if self.rooms.get(code).is_some_and(Room::abandoned) {
            self.close(code, "Everyone left")
        } else {
            Vec::new()
        }
    }

    fn close(&mut self, code: &str, reason: &str) -> Vec<Out> {
        let Some(room) = self.rooms.remove(code) else {
            return Vec::new();
        };
        if let Some(closed) = &mut self.closed {
            closed.push(code.to_string());
        }
        if let Some(address) = self.openers.remove(code)
            && let Some(record) = self.addresses.get_mut(&address)
        {
            record.rooms = record.rooms.saturating_sub(1);
        }
        let mut out = Vec::new();
        for conn in room.audience() {
            if let Some(connection) = self.connections.get_mut(&conn) {
                connection.seat = None;
                connection.watching = None;
            }
            out.push(Out::Send(
                conn,
                ServerMessage::Closed {
                    reason: reason.to_string(),
                },
            ));
        }
        out
    }

    /// Time passes: a player to move who ran out of time loses the round,
    /// dropped seats that did not come back are given up, and rooms that
    /// are abandoned or idle close. Call it every quarter second or so: a
    /// clock that runs out is noticed no later than the next tick.
    pub fn tick(&mut self, now: Instant) -> Vec<Out> {
        let grace = self.limits.grace;
        let idle = self.limits.idle;
        let last_tick = self.last_tick.replace(now);
        let mut changed = Vec::new();
        let mut closing = Vec::new();
        let mut given_up = Vec::new();
        let mut lost_on_time = Vec::new();
        for (code, room) in &mut self.rooms {
            let timed_out = room.time_out(now);
            if timed_out {
                lost_on_time.push(code.clone());
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
                    given_up.push((code.clone(), [Seat::One, Seat::Two][index]));
                }
            }
            if room.abandoned() {
                closing.push((code.clone(), "Everyone left"));
            } else if now.duration_since(room.last_activity) >= idle {
                closing.push((code.clone(), "The room was idle for too long"));
            } else if timed_out || gone || countdown {
                changed.push(code.clone());
            }
        }
        // A round lost on time is rated like one lost on the board; away
        // past the grace is abandoning. Both before the room may close.
        for code in lost_on_time {
            self.rate_round(&code, now);
        }
        for (code, seat) in given_up {
            self.rate_abandon(&code, seat, now);
        }
        let mut out = Vec::new();
        for code in changed {
            out.extend(self.broadcast(&code, now));
        }
        for (code, reason) in closing {
            out.extend(self.close(&code, reason));
        }
        out.extend(self.close_unseated(now));
        // Windows widen as players wait.
        let boards: Vec<BoardChoice> = self.queue.keys().copied().collect();
        for board in boards {
            out.extend(self.pair(board, now));
        }
        self.addresses.retain(|_, record| !record.forgotten(now));
        out
    }

    /// Connections that hold no seat past `seat_within`: a socket that only
    /// waits costs a descriptor and buffers and plays nothing.
    fn close_unseated(&mut self, now: Instant) -> Vec<Out> {
        let deadline = self.limits.seat_within;
        let mut out = Vec::new();
        for (&conn, connection) in &mut self.connections {
            match (&connection.seat, connection.unseated_since) {
                (Some(_), _) => connection.unseated_since = None,
                (None, _) if connection.queued.is_some() || connection.watching.is_some() => {
                    connection.unseated_since = None
                }
                (None, None) => connection.unseated_since = Some(now),
                (None, Some(since)) if now.duration_since(since) >= deadline => {
                    out.push(Out::Send(
                        conn,
                        ServerMessage::Error {
                            code: ErrorCode::NotInRoom,
                            message: format!(
                                "Nothing was created or joined within {} s: closing the connection",
                                deadline.as_secs()
                            ),
                        },
                    ));
                    out.push(Out::Close(conn));
                }
                (None, Some(_)) => {}
            }
        }
        out
    }

    fn new_code(&mut self) -> String {
        loop {
            let code: String = (0..CODE_LEN)
                .map(|_| char::from(CODE_ALPHABET[self.rng.random_range(0..CODE_ALPHABET.len())]))
                .collect();
            if !self.rooms.contains_key(&code) {
                return code;
            }
        }
    }

    /// 128 random bits, as 32 hex digits.
    fn new_token(&mut self) -> String {
        let bits: u128 = self.rng.random();
        format!("{bits:032x}")
    }
}

/// Counts one more of what an address holds, or refuses it at the limit
/// ("Your address already has 8 rooms open here: …").
fn take_one(held: &mut usize, limit: usize, what: &str) -> Result<(), Refusal> {
    if *held >= limit {
        return Err(holds_enough(*held, what));
    }
    *held += 1;
    Ok(())
}

/// What an address holding `held` rooms, or searches, is told.
fn holds_enough(held: usize, what: &str) -> Refusal {
    (
        ErrorCode::ServerFull,
        format!("Your address already has {held} {what}"),
    )
}

const ROOMS_HELD: &str = "rooms open here: finish or leave one first";

/// The refusal of a new room for an address that holds `held` on the
/// nodes sharing rooms, if that is the limit.
pub fn refuse_more_rooms(held: usize, limits: &Limits) -> Result<(), Refusal> {
    if held >= limits.rooms_per_address {
        return Err(holds_enough(held, ROOMS_HELD));
    }
    Ok(())
}

/// "40 seconds", "1 minute", "12 minutes".
fn wait_text(seconds: u64) -> String {
    match seconds {
        0..=1 => "a second".into(),
        2..=59 => format!("{seconds} seconds"),
        60..=119 => "a minute".into(),
        _ => format!("{} minutes", seconds.div_ceil(60)),
    }
}

/// The second player's name beside `waiting`, the first's: the same name
/// typed twice (both kept the default, or two Anns) is told apart; a
/// different name that only looks the same is a mask, refused.
fn second_name(typed: &str, waiting: &str) -> Result<String, Refusal> {
    let name = names::seat_name(typed, Seat::Two);
    refuse_the_computers_name(&name)?;
    if waiting.to_lowercase() == name.to_lowercase() {
        return Ok(if name == matchup::default_name(Seat::One) {
            matchup::default_name(Seat::Two)
        } else {
            let short: String = name.chars().take(matchup::MAX_NAME_CHARS - 2).collect();
            format!("{short} 2")
        });
    }
    if names::look_alike(&name, waiting) {
        return Err((
            ErrorCode::BadName,
            format!(
                "\"{}\" would look the same as \"{}\", the name of the player waiting in \
                 the room (its letters differ: another alphabet or look-alike characters): \
                 choose another name in Settings",
                protocol::quoted(&name),
                protocol::quoted(waiting)
            ),
        ));
    }
    Ok(name)
}

/// A device key as the protocol takes it, or a refusal that says what one is.
fn check_player(key: &str) -> Result<(), Refusal> {
    if protocol::valid_player_key(key) {
        return Ok(());
    }
    Err((
        ErrorCode::BadPlayer,
        format!(
            "\"{}\" is not a device key: the game sends {} to {} letters, digits, '_' or '-' \
             (reload the page or update the game)",
            protocol::quoted(key),
            protocol::PLAYER_KEY_CHARS.start(),
            protocol::PLAYER_KEY_CHARS.end()
        ),
    ))
}

/// Nobody may pass for the computer: online, the other seat is a person.
fn refuse_the_computers_name(name: &str) -> Result<(), Refusal> {
    if names::look_alike(name, COMPUTER_NAME) {
        return Err((
            ErrorCode::BadName,
            format!(
                "\"{}\" is the computer's name, and online you play people: choose another \
                 name in Settings",
                protocol::quoted(name)
            ),
        ));
    }
    Ok(())
}

fn no_such_room(code: &str) -> Refusal {
    (
        ErrorCode::NoSuchRoom,
        format!(
            "There is no room {}: check the code",
            protocol::quoted(code.trim())
        ),
    )
}

fn room_closed() -> Refusal {
    (ErrorCode::NoSuchRoom, "The room has closed".into())
}

/// Compares secrets in time that does not depend on where they differ.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;

    fn lobby(limits: Limits) -> Lobby {
        Lobby::new(limits, StdRng::seed_from_u64(7))
    }

    /// Ann opens a 3 x 3 room, moving first, with `clock`.
    fn ann_creates(clock: Option<u32>) -> ClientMessage {
        ClientMessage::Create {
            version: protocol::VERSION,
            name: "Ann".into(),
            board: BoardChoice::Classic,
            first: FirstMove::SeatOne,
            clock,
        }
    }

    fn join(code: &str) -> ClientMessage {
        ClientMessage::Join {
            version: protocol::VERSION,
            code: code.into(),
            name: "Eve".into(),
        }
    }

    fn refusal(out: &[Out]) -> Option<ErrorCode> {
        match out {
            [Out::Send(_, ServerMessage::Error { code, .. })] => Some(*code),
            _ => None,
        }
    }

    fn quick(name: &str, board: BoardChoice) -> ClientMessage {
        ClientMessage::QuickMatch {
            version: protocol::VERSION,
            name: name.into(),
            board,
            player: key(name),
        }
    }

    /// A device key for each name: its bytes in hex, padded.
    fn key(name: &str) -> String {
        let hex: String = name.bytes().map(|b| format!("{b:02x}")).collect();
        format!("{hex:0<16.64}")
    }

    fn welcomed(out: &[Out], conn: ConnId) -> Option<Seat> {
        out.iter().find_map(|o| match o {
            Out::Send(c, ServerMessage::Welcome { seat, .. }) if *c == conn => Some(*seat),
            _ => None,
        })
    }

    #[test]
    fn a_quick_match_pairs_the_longest_waiting_player_on_the_same_board() {
        let mut lobby = lobby(Limits::default());
        let now = Instant::now();
        let address = |n: u8| -> IpAddr { [203, 0, 113, n].into() };
        let ann = lobby.connect(address(1), now).unwrap();
        let out = lobby.handle(ann, quick("Ann", BoardChoice::Classic), now);
        assert!(
            matches!(&out[..], [Out::Send(c, ServerMessage::Queued { board: BoardChoice::Classic, others: 0 })] if *c == ann),
            "{out:?}"
        );
        // Another board is another queue.
        let cy = lobby.connect(address(3), now).unwrap();
        let out = lobby.handle(cy, quick("Cy", BoardChoice::Five), now);
        assert!(
            matches!(
                &out[..],
                [Out::Send(_, ServerMessage::Queued { others: 1, .. })]
            ),
            "{out:?}"
        );
        assert_eq!((lobby.queued_count(), lobby.room_count()), (2, 0));
        // Waiting does not count against the deadline to sit down.
        let later = now + Limits::default().seat_within * 3;
        assert!(!lobby.tick(later).contains(&Out::Close(ann)));
        let bob = lobby.connect(address(2), later).unwrap();
        let out = lobby.handle(bob, quick("ann", BoardChoice::Classic), later);
        assert_eq!(welcomed(&out, ann), Some(Seat::One));
        assert_eq!(welcomed(&out, bob), Some(Seat::Two));
        assert_eq!((lobby.queued_count(), lobby.room_count()), (1, 1));
        let room = lobby
            .rooms()
            .next()
            .unwrap()
            .view(later, Duration::from_secs(60));
        assert_eq!(room.board, BoardChoice::Classic);
        assert_eq!(room.round, 1, "the game begins at once");
        assert_eq!(
            [room.seats[0].name.as_str(), room.seats[1].name.as_str()],
            ["Ann", "ann 2"],
            "the same name is told apart"
        );
        // Seated, a second quick match is refused; the room plays as any.
        let again = lobby.handle(bob, quick("Bob", BoardChoice::Classic), later);
        assert_eq!(refusal(&again), Some(ErrorCode::AlreadyInRoom));
    }

    #[test]
    fn a_search_given_up_leaves_the_queue_and_the_address_its_place() {
        let mut lobby = lobby(Limits {
            queue_per_address: 1,
            ..Limits::default()
        });
        let now = Instant::now();
        let eve: IpAddr = [203, 0, 113, 5].into();
        let first = lobby.connect(eve, now).unwrap();
        lobby.handle(first, quick("Eve", BoardChoice::Four), now);
        let second = lobby.connect(eve, now).unwrap();
        let out = lobby.handle(second, quick("Eve", BoardChoice::Classic), now);
        assert_eq!(
            refusal(&out),
            Some(ErrorCode::ServerFull),
            "one search per address here"
        );
        // Nobody may wait as the computer.
        let out = lobby.handle(second, quick("C\u{43E}mputer", BoardChoice::Classic), now);
        assert_eq!(refusal(&out), Some(ErrorCode::BadName));
        // Leaving the queue says so and frees the place.
        let out = lobby.handle(first, ClientMessage::Leave, now);
        assert!(
            matches!(&out[..], [Out::Send(_, ServerMessage::Closed { .. })]),
            "{out:?}"
        );
        assert_eq!(lobby.queued_count(), 0);
        let out = lobby.handle(second, quick("Eve", BoardChoice::Classic), now);
        assert!(
            matches!(&out[..], [Out::Send(_, ServerMessage::Queued { .. })]),
            "{out:?}"
        );
        // A dropped connection leaves the queue too: nobody is paired
        // with a player who is gone.
        lobby.disconnect(second, now);
        assert_eq!(lobby.queued_count(), 0);
        let bob = lobby.connect([198, 51, 100, 2].into(), now).unwrap();
        let out = lobby.handle(bob, quick("Bob", BoardChoice::Classic), now);
        assert!(
            matches!(&out[..], [Out::Send(_, ServerMessage::Queued { .. })]),
            "{out:?}"
        );
        assert_eq!(lobby.room_count(), 0);
    }

    #[test]
    fn watchers_see_every_change_and_change_nothing() {
        let mut lobby = lobby(Limits {
            watchers_per_room: 2,
            free_wrong_codes: 0,
            ..Limits::default()
        });
        let now = Instant::now();
        let ann = lobby.connect([203, 0, 113, 1].into(), now).unwrap();
        let out = lobby.handle(ann, ann_creates(None), now);
        let code = out
            .iter()
            .find_map(|o| match o {
                Out::Send(_, ServerMessage::Welcome { code, .. }) => Some(code.clone()),
                _ => None,
            })
            .unwrap();
        let bob = lobby.connect([203, 0, 113, 2].into(), now).unwrap();
        lobby.handle(bob, join(&code), now);
        let watch = |code: &str| ClientMessage::Watch {
            version: protocol::VERSION,
            code: code.into(),
        };
        let eve: IpAddr = [198, 51, 100, 9].into();
        let w1 = lobby.connect(eve, now).unwrap();
        let out = lobby.handle(w1, watch(&code.to_lowercase()), now);
        assert!(
            out.contains(&Out::Send(
                w1,
                ServerMessage::Watching { code: code.clone() }
            )),
            "{out:?}"
        );
        let snapshot = |out: &[Out], to: ConnId| {
            out.iter().find_map(|o| match o {
                Out::Send(c, ServerMessage::Room(view)) if *c == to => Some(view.clone()),
                _ => None,
            })
        };
        assert_eq!(snapshot(&out, w1).unwrap().watchers, 1);
        assert_eq!(
            snapshot(&out, ann).unwrap().watchers,
            1,
            "the players see the count"
        );
        // A watcher may not move, nor ask for a round, nor sit down.
        let square = protocol::Square { row: 1, col: 1 };
        assert_eq!(
            refusal(&lobby.handle(w1, ClientMessage::Move { square }, now)),
            Some(ErrorCode::Watcher)
        );
        assert_eq!(
            refusal(&lobby.handle(w1, ClientMessage::PlayAgain, now)),
            Some(ErrorCode::Watcher)
        );
        assert_eq!(
            refusal(&lobby.handle(w1, join(&code), now)),
            Some(ErrorCode::AlreadyInRoom)
        );
        // A move reaches the watcher as it reaches the players.
        let out = lobby.handle(ann, ClientMessage::Move { square }, now);
        assert_eq!(snapshot(&out, w1).unwrap().moves, vec![square]);
        // The room holds two watchers; a third is told so.
        let w2 = lobby.connect(eve, now).unwrap();
        assert_eq!(refusal(&lobby.handle(w2, watch(&code), now)), None);
        let w3 = lobby.connect(eve, now).unwrap();
        assert_eq!(
            refusal(&lobby.handle(w3, watch(&code), now)),
            Some(ErrorCode::TooManyWatchers)
        );
        // Watching is no way round guessing codes: a wrong one counts.
        assert_eq!(
            refusal(&lobby.handle(w3, watch("ABCDEFG"), now)),
            Some(ErrorCode::NoSuchRoom)
        );
        assert_eq!(
            refusal(&lobby.handle(w3, watch(&code), now)),
            Some(ErrorCode::TooManyJoins)
        );
        // Leaving stops the snapshots; a dropped watcher is let go too.
        let out = lobby.handle(w1, ClientMessage::Leave, now);
        assert!(out.contains(&Out::Send(
            w1,
            ServerMessage::Closed {
                reason: "You stopped watching".into()
            }
        )));
        assert_eq!(snapshot(&out, ann).unwrap().watchers, 1);
        lobby.disconnect(w2, now);
        let out = lobby.handle(
            bob,
            ClientMessage::Move {
                square: protocol::Square { row: 0, col: 0 },
            },
            now,
        );
        assert!(snapshot(&out, w1).is_none() && snapshot(&out, w2).is_none());
        assert_eq!(snapshot(&out, ann).unwrap().watchers, 0);
        // Watching holds a connection past the deadline to sit down.
        let w4 = lobby.connect([198, 51, 100, 10].into(), now).unwrap();
        lobby.handle(w4, watch(&code), now);
        assert!(
            !lobby
                .tick(now + Limits::default().seat_within * 3)
                .contains(&Out::Close(w4))
        );
    }

    /// Past the free wrong codes, each waits twice as long as the one
    /// before, up to the longest wait; a day without one forgives.
    #[test]
    fn wrong_codes_wait_longer_and_longer_then_are_forgiven() {
        let mut lobby = lobby(Limits {
            free_wrong_codes: 2,
            longest_wait: Duration::from_secs(60),
            ..Limits::default()
        });
        let eve: IpAddr = [203, 0, 113, 9].into();
        let other: IpAddr = [198, 51, 100, 1].into();
        let start = Instant::now();
        let mut now = start;
        let mut waits = Vec::new();
        for guess in 0..8 {
            let conn = lobby.connect(eve, now).unwrap();
            assert_eq!(
                refusal(&lobby.handle(conn, join("AAAAAAA"), now)),
                Some(ErrorCode::NoSuchRoom),
                "guess {guess}"
            );
            // How long until this address may try again; any try before
            // then is refused (and is not counted as another wrong code).
            let wait = lobby.addresses[&eve]
                .wait_until
                .map_or(0, |until| until.duration_since(now).as_secs());
            if wait > 0 {
                let early = now + Duration::from_secs(wait) - Duration::from_millis(1);
                assert_eq!(
                    refusal(&lobby.handle(conn, join("AAAAAAA"), early)),
                    Some(ErrorCode::TooManyJoins)
                );
            }
            waits.push(wait);
            now += Duration::from_secs(wait);
            // Another address is never held up by Eve's guesses.
            let friend = lobby.connect(other, now).unwrap();
            assert_eq!(
                refusal(&lobby.handle(friend, join("AAAAAAA"), now)),
                Some(ErrorCode::NoSuchRoom)
            );
            lobby.addresses.get_mut(&other).unwrap().wrong = 0;
            lobby.disconnect(friend, now);
            lobby.disconnect(conn, now);
        }
        assert_eq!(waits, [0, 0, 2, 4, 8, 16, 32, 60]);
        // A day later, with nothing open, the address is forgotten.
        lobby.tick(now + FORGIVEN_AFTER);
        assert_eq!(lobby.address_count(), 0);
        let conn = lobby.connect(eve, now).unwrap();
        assert_eq!(
            refusal(&lobby.handle(conn, join("AAAAAAA"), now + FORGIVEN_AFTER)),
            Some(ErrorCode::NoSuchRoom)
        );
    }

    /// A connection that only waits is closed once it has held no seat for
    /// `seat_within`, counted from connecting or from losing its seat.
    #[test]
    fn a_connection_without_a_seat_is_closed_after_its_deadline() {
        let mut lobby = lobby(Limits::default());
        let within = Limits::default().seat_within;
        let address: IpAddr = [203, 0, 113, 7].into();
        let start = Instant::now();
        let silent = lobby.connect(address, start).unwrap();
        let player = lobby.connect(address, start).unwrap();
        let create = ann_creates(None);
        let almost = start + within - Duration::from_millis(1);
        assert_eq!(refusal(&lobby.handle(player, create, almost)), None);
        assert!(!lobby.tick(almost).contains(&Out::Close(silent)));
        let out = lobby.tick(start + within);
        assert!(out.contains(&Out::Close(silent)), "{out:?}");
        assert!(
            out.iter()
                .any(|o| matches!(o, Out::Send(c, ServerMessage::Error { code: ErrorCode::NotInRoom, .. }) if *c == silent))
        );
        assert!(!out.contains(&Out::Close(player)));
        // Seated, it may stay as long as its room lives; once it leaves,
        // its clock starts again.
        assert!(!lobby.tick(start + within * 5).contains(&Out::Close(player)));
        let left = start + within * 6;
        lobby.handle(player, ClientMessage::Leave, left);
        assert!(!lobby.tick(left).contains(&Out::Close(player)));
        assert!(lobby.tick(left + within).contains(&Out::Close(player)));
    }

    /// Ann creates a room with `clock` and Bob joins: the first round
    /// starts at `now`, Ann (seat one) to move.
    fn clocked_room(lobby: &mut Lobby, clock: Option<u32>, now: Instant) -> (ConnId, ConnId) {
        let ann = lobby.connect([203, 0, 113, 1].into(), now).unwrap();
        let out = lobby.handle(ann, ann_creates(clock), now);
        let code = out
            .iter()
            .find_map(|o| match o {
                Out::Send(_, ServerMessage::Welcome { code, .. }) => Some(code.clone()),
                _ => None,
            })
            .unwrap();
        let bob = lobby.connect([203, 0, 113, 2].into(), now).unwrap();
        lobby.handle(bob, join(&code), now);
        (ann, bob)
    }

    /// The snapshots in `out`, by who is sent them.
    fn snapshots(out: &[Out]) -> Vec<(ConnId, protocol::RoomView)> {
        out.iter()
            .filter_map(|o| match o {
                Out::Send(c, ServerMessage::Room(view)) => Some((*c, view.clone())),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn another_lobby_takes_a_room_over_from_its_record_and_lets_it_go_when_told() {
        let now = Instant::now();
        let mut first = lobby(Limits::default());
        first.track_closed();
        let (ann, _bob) = clocked_room(&mut first, Some(30), now);
        first.handle(
            ann,
            ClientMessage::Move {
                square: protocol::Square { row: 1, col: 1 },
            },
            now,
        );
        let code = first.rooms().next().unwrap().code.clone();
        let token = first.rooms().next().unwrap().seats[1]
            .as_ref()
            .unwrap()
            .token
            .clone();
        let record = first.record(&code, now).unwrap();
        let again = first.record(&code, now).unwrap();
        assert!(
            again.seq > record.seq,
            "each record is numbered after the last"
        );
        let opener: IpAddr = [203, 0, 113, 1].into();
        assert_eq!(
            record.opener,
            Some(opener),
            "the record names who opened it"
        );

        // The room counts against its opener where it is taken over.
        let mut second = lobby(Limits {
            rooms_per_address: 1,
            ..Limits::default()
        });
        second.track_closed();
        assert!(second.adopt(record.clone(), now).unwrap());
        // Adopting twice keeps the room as it is.
        assert!(!second.adopt(record, now).unwrap());
        assert_eq!(second.room_count(), 1);
        let ann_again = second.connect(opener, now).unwrap();
        let out = second.handle(ann_again, ann_creates(None), now);
        assert!(
            matches!(
                &out[..],
                [Out::Send(
                    _,
                    ServerMessage::Error {
                        code: ErrorCode::ServerFull,
                        ..
                    }
                )]
            ),
            "{out:?}"
        );
        let bob = second.connect([203, 0, 113, 2].into(), now).unwrap();
        let out = second.handle(
            bob,
            ClientMessage::Resume {
                version: protocol::VERSION,
                code: code.clone(),
                token,
            },
            now,
        );
        assert_eq!(welcomed(&out, bob), Some(Seat::Two));
        let (_, view) = snapshots(&out).pop().unwrap();
        assert_eq!(view.moves, [protocol::Square { row: 1, col: 1 }]);
        assert_eq!(view.clock.map(|c| c.seconds), Some(30));

        // Another node took it: its players are cut off to reconnect there,
        // and it is not forgotten in Redis as a closed room would be.
        let out = second.evict(&code);
        assert!(out.contains(&Out::Close(bob)), "{out:?}");
        assert_eq!(second.room_count(), 0);
        assert!(second.take_closed().is_empty());
        // A room that closes is.
        let out = first.close(&code, "Everyone left");
        assert!(!out.is_empty());
        assert_eq!(first.take_closed(), [code]);
    }

    #[test]
    fn a_clock_the_server_does_not_offer_is_refused_and_opens_nothing() {
        let mut lobby = lobby(Limits {
            rooms_per_address: 1,
            ..Limits::default()
        });
        let now = Instant::now();
        let ann = lobby.connect([203, 0, 113, 1].into(), now).unwrap();
        let create = ann_creates;
        for seconds in [0, 1, 14, 16, 31, 90, u32::MAX] {
            let out = lobby.handle(ann, create(Some(seconds)), now);
            assert_eq!(refusal(&out), Some(ErrorCode::BadClock), "{seconds}");
            let Out::Send(_, ServerMessage::Error { message, .. }) = &out[0] else {
                unreachable!()
            };
            assert!(message.contains("15, 30 or 60 seconds"), "{message}");
        }
        assert_eq!(lobby.room_count(), 0);
        // Nothing was held against the address: its one room is still free.
        for (n, seconds) in (10..).zip(CLOCK_CHOICES) {
            let conn = lobby.connect([203, 0, 113, n].into(), now).unwrap();
            let out = lobby.handle(conn, create(Some(seconds)), now);
            let view = snapshots(&out).pop().unwrap().1;
            assert_eq!(
                view.clock,
                Some(protocol::ClockView {
                    seconds,
                    left_ms: seconds * 1000
                }),
                "not started: the full allowance"
            );
        }
        let out = lobby.handle(ann, create(None), now);
        assert_eq!(snapshots(&out).pop().unwrap().1.clock, None);
    }

    #[test]
    fn a_quick_match_room_has_the_quick_match_clock() {
        let mut lobby = lobby(Limits::default());
        let now = Instant::now();
        let ann = lobby.connect([203, 0, 113, 1].into(), now).unwrap();
        lobby.handle(ann, quick("Ann", BoardChoice::Four), now);
        let bob = lobby.connect([203, 0, 113, 2].into(), now).unwrap();
        let later = now + Duration::from_secs(5);
        let out = lobby.handle(bob, quick("Bob", BoardChoice::Four), later);
        let view = snapshots(&out).pop().unwrap().1;
        assert_eq!(
            view.clock,
            Some(protocol::ClockView {
                seconds: QUICK_MATCH_CLOCK,
                left_ms: 30_000
            })
        );
        // Seated five seconds after Ann asked: the clock starts at the round.
        assert!(lobby.tick(later + Duration::from_millis(29_999)).is_empty());
        let out = lobby.tick(later + Duration::from_secs(30));
        let seen = snapshots(&out);
        assert_eq!(seen.len(), 2, "{out:?}");
        let after = &seen[0].1;
        let loser = after.forfeit.map(|f| f.loser);
        assert_eq!(loser, Some(view.x_seat), "X was to move");
        // A round lost on time is rated like one lost on the board.
        let x = view.x_seat.index();
        let o = view.x_seat.other().index();
        assert_eq!(view.seats.map(|s| s.rating), [Some(1500), Some(1500)]);
        assert!(after.seats[x].rating.unwrap() < 1500, "{after:?}");
        assert!(after.seats[o].rating.unwrap() > 1500, "{after:?}");
    }

    #[test]
    fn a_clock_that_runs_out_ends_the_round_for_everyone_watching() {
        let mut lobby = lobby(Limits::default());
        let start = Instant::now();
        let (ann, bob) = clocked_room(&mut lobby, Some(15), start);
        let code = lobby.rooms().next().unwrap().code.clone();
        let eve = lobby.connect([198, 51, 100, 9].into(), start).unwrap();
        lobby.handle(
            eve,
            ClientMessage::Watch {
                version: protocol::VERSION,
                code,
            },
            start,
        );
        // Ann moves in time: Bob's 15 s start then.
        let square = protocol::Square { row: 1, col: 1 };
        lobby.handle(
            ann,
            ClientMessage::Move { square },
            start + Duration::from_secs(14),
        );
        assert!(snapshots(&lobby.tick(start + Duration::from_secs(28))).is_empty());
        // Bob drops out; his clock keeps running while he is away.
        lobby.disconnect(bob, start + Duration::from_secs(28));
        let out = lobby.tick(start + Duration::from_secs(29));
        let seen = snapshots(&out);
        let to: Vec<ConnId> = seen.iter().map(|(c, _)| *c).collect();
        assert_eq!(to, [ann, eve], "the players there and the watcher");
        for (_, view) in &seen {
            assert_eq!(
                view.forfeit,
                Some(protocol::Forfeit {
                    loser: Seat::Two,
                    reason: protocol::ForfeitReason::Time
                })
            );
            assert_eq!(view.score.wins, [1, 0]);
            assert_eq!(view.moves, [square]);
        }
        // Said once: the next tick has nothing about the clock to tell.
        let out = lobby.tick(start + Duration::from_millis(29_250));
        assert!(snapshots(&out).is_empty(), "{out:?}");
        assert_eq!(lobby.rooms().next().unwrap().score().wins, [1, 0]);
    }

    #[test]
    fn a_late_move_hears_that_the_round_was_lost_on_time() {
        let mut lobby = lobby(Limits::default());
        let start = Instant::now();
        let (ann, bob) = clocked_room(&mut lobby, Some(30), start);
        let square = protocol::Square { row: 0, col: 0 };
        // No tick since the deadline: the move itself finds it passed.
        let late = start + Duration::from_secs(30);
        let out = lobby.handle(ann, ClientMessage::Move { square }, late);
        let seen = snapshots(&out);
        assert_eq!(seen.len(), 2, "both players hear of the timeout");
        assert!(
            seen.iter()
                .all(|(_, v)| v.moves.is_empty() && v.forfeit.map(|f| f.loser) == Some(Seat::One))
        );
        assert!(matches!(
            out.last(),
            Some(Out::Send(c, ServerMessage::Error { code: ErrorCode::RoundOver, .. })) if *c == ann
        ));
        assert_eq!(lobby.moves_played(), 0);
        // Play again works as after any round.
        lobby.handle(ann, ClientMessage::PlayAgain, late);
        let out = lobby.handle(bob, ClientMessage::PlayAgain, late);
        let view = snapshots(&out).pop().unwrap().1;
        assert_eq!((view.round, view.forfeit), (2, None));
        assert_eq!(view.score.wins, [0, 1]);
    }

    #[test]
    fn a_room_without_a_clock_waits_for_its_players() {
        let mut lobby = lobby(Limits::default());
        let start = Instant::now();
        clocked_room(&mut lobby, None, start);
        let later = start + Limits::default().idle - Duration::from_secs(1);
        let out = lobby.tick(later);
        assert!(snapshots(&out).is_empty(), "{out:?}");
        let room = lobby.rooms().next().unwrap();
        assert_eq!(room.view(later, Duration::ZERO).forfeit, None);
        assert_eq!(room.score(), Default::default());
    }

    #[test]
    fn a_shortened_clock_second_runs_a_clock_that_much_faster() {
        let mut lobby = lobby(Limits {
            clock_second: Duration::from_millis(10),
            ..Limits::default()
        });
        let start = Instant::now();
        clocked_room(&mut lobby, Some(15), start);
        let view = lobby.rooms().next().unwrap().view(start, Duration::ZERO);
        assert_eq!(
            view.clock,
            Some(protocol::ClockView {
                seconds: 15,
                left_ms: 150
            })
        );
        assert!(snapshots(&lobby.tick(start + Duration::from_millis(149))).is_empty());
        let out = lobby.tick(start + Duration::from_millis(150));
        assert!(snapshots(&out).iter().all(|(_, v)| v.forfeit.is_some()));
        assert_eq!(snapshots(&out).len(), 2);
    }

    /// Ticks come every quarter second; an away seat's countdown is sent
    /// when the seconds shown change, not at every tick.
    #[test]
    fn an_away_countdown_is_sent_once_a_second() {
        let mut lobby = lobby(Limits::default());
        let start = Instant::now();
        let (ann, bob) = clocked_room(&mut lobby, None, start);
        lobby.disconnect(bob, start);
        let sent: Vec<usize> = (1..=8)
            .map(|quarter| {
                let out = lobby.tick(start + Duration::from_millis(250 * quarter));
                snapshots(&out).iter().filter(|(c, _)| *c == ann).count()
            })
            .collect();
        assert_eq!(sent, [0, 0, 0, 1, 0, 0, 0, 1]);
    }

    #[test]
    fn a_room_given_back_frees_its_place_for_the_address() {
        let mut lobby = lobby(Limits {
            rooms_per_address: 1,
            ..Limits::default()
        });
        let ann: IpAddr = [203, 0, 113, 1].into();
        let now = Instant::now();
        let create = || ann_creates(None);
        let first = lobby.connect(ann, now).unwrap();
        assert_eq!(refusal(&lobby.handle(first, create(), now)), None);
        let second = lobby.connect(ann, now).unwrap();
        assert_eq!(
            refusal(&lobby.handle(second, create(), now)),
            Some(ErrorCode::ServerFull)
        );
        lobby.handle(first, ClientMessage::Leave, now);
        assert_eq!(lobby.room_count(), 0);
        assert_eq!(refusal(&lobby.handle(second, create(), now)), None);
    }

    /// Two players seated by quick match on the 3 x 3 board: (the
    /// connection playing X, the one playing O, the room's code).
    fn rated_pair(lobby: &mut Lobby, a: &str, b: &str, now: Instant) -> (ConnId, ConnId, String) {
        let one = lobby.connect([203, 0, 113, 1].into(), now).unwrap();
        let two = lobby.connect([203, 0, 113, 2].into(), now).unwrap();
        lobby.handle(one, quick(a, BoardChoice::Classic), now);
        let out = lobby.handle(two, quick(b, BoardChoice::Classic), now);
        assert_eq!(welcomed(&out, two), Some(Seat::Two), "{out:?}");
        let code = lobby.connections[&one].seat.clone().unwrap().0;
        match lobby.room(&code).unwrap().x_seat() {
            Seat::One => (one, two, code),
            Seat::Two => (two, one, code),
        }
    }

    fn square(row: u8, col: u8) -> ClientMessage {
        ClientMessage::Move {
            square: protocol::Square { row, col },
        }
    }

    /// X takes the top row while O plays the middle: X wins.
    fn x_wins(lobby: &mut Lobby, x: ConnId, o: ConnId, now: Instant) -> Vec<Out> {
        let mut out = Vec::new();
        for (conn, row, col) in [(x, 0, 0), (o, 1, 0), (x, 0, 1), (o, 1, 1), (x, 0, 2)] {
            out = lobby.handle(conn, square(row, col), now);
            assert_eq!(refusal(&out), None, "{out:?}");
        }
        out
    }

    fn view_for(out: &[Out], conn: ConnId) -> protocol::RoomView {
        out.iter()
            .find_map(|o| match o {
                Out::Send(c, ServerMessage::Room(view)) if *c == conn => Some(view.clone()),
                _ => None,
            })
            .expect("a snapshot")
    }

    fn board_for(lobby: &mut Lobby, conn: ConnId, player: Option<&str>) -> Leaderboard {
        let asked = ClientMessage::Leaderboard {
            version: protocol::VERSION,
            board: BoardChoice::Classic,
            player: player.map(key),
        };
        match &lobby.handle(conn, asked, Instant::now())[..] {
            [Out::Send(c, ServerMessage::Leaderboard(board))] if *c == conn => board.clone(),
            other => panic!("not a leaderboard: {other:?}"),
        }
    }

    #[test]
    fn a_rated_round_moves_both_ratings_into_the_room_and_the_leaderboard() {
        let mut lobby = lobby(Limits::default());
        let now = Instant::now();
        let (x, o, code) = rated_pair(&mut lobby, "Ann", "Bob", now);
        let names = lobby.room(&code).unwrap().view(now, Duration::ZERO).seats;
        let x_name = names[lobby.connections[&x].seat.clone().unwrap().1.index()]
            .name
            .clone();
        let before = view_for(&lobby.handle(x, square(0, 0), now), o);
        assert!(before.rated);
        assert_eq!(before.seats.map(|s| s.rating), [Some(1500), Some(1500)]);
        let after = view_for(&x_wins_rest(&mut lobby, x, o, now), o);
        let x_seat = lobby.connections[&x].seat.clone().unwrap().1;
        let x_rating = after.seats[x_seat.index()].rating.unwrap();
        let o_rating = after.seats[x_seat.other().index()].rating.unwrap();
        assert!(x_rating > 1500 && o_rating < 1500, "{after:?}");
        // Asked to play again, nothing is rated twice.
        lobby.handle(x, ClientMessage::PlayAgain, now);
        let again = view_for(&lobby.handle(o, ClientMessage::PlayAgain, now), x);
        assert_eq!(again.seats[x_seat.index()].rating, Some(x_rating));
        // The leaderboard, asked from the game or from a fresh connection.
        let board = board_for(&mut lobby, x, Some("Bob"));
        assert_eq!(board.top.len(), 2);
        assert_eq!(board.top[0].name, x_name);
        assert_eq!((board.top[0].rating, board.top[0].games), (x_rating, 1));
        assert!(board.top[0].provisional);
        let fresh = lobby.connect([198, 51, 100, 7].into(), now).unwrap();
        let board = board_for(&mut lobby, fresh, None);
        assert_eq!(board.you, None);
        assert_eq!(board.top.len(), 2);
        let stranger = board_for(&mut lobby, fresh, Some("Nobody at all"));
        assert_eq!(stranger.you, None, "no rated game, no standing");
    }

    /// The rest of [`x_wins`] after X's first move.
    fn x_wins_rest(lobby: &mut Lobby, x: ConnId, o: ConnId, now: Instant) -> Vec<Out> {
        let mut out = Vec::new();
        for (conn, row, col) in [(o, 1, 0), (x, 0, 1), (o, 1, 1), (x, 0, 2)] {
            out = lobby.handle(conn, square(row, col), now);
            assert_eq!(refusal(&out), None, "{out:?}");
        }
        out
    }

    #[test]
    fn a_room_with_a_friend_is_never_rated() {
        let mut lobby = lobby(Limits::default());
        let now = Instant::now();
        let ann = lobby.connect([203, 0, 113, 1].into(), now).unwrap();
        let create = ann_creates(Some(30));
        lobby.handle(ann, create, now);
        let code = lobby.connections[&ann].seat.clone().unwrap().0;
        let bob = lobby.connect([203, 0, 113, 2].into(), now).unwrap();
        lobby.handle(bob, join(&code), now);
        let view = view_for(&x_wins(&mut lobby, ann, bob, now), bob);
        assert!(!view.rated);
        assert_eq!(view.seats.map(|s| s.rating), [None, None]);
        assert_eq!(view.score.wins, [1, 0], "the round counted for the score");
        assert!(board_for(&mut lobby, ann, None).top.is_empty());
        // Leaving a friend's game mid-round costs nothing either.
        lobby.handle(ann, ClientMessage::PlayAgain, now);
        lobby.handle(bob, ClientMessage::PlayAgain, now);
        lobby.handle(bob, ClientMessage::Leave, now);
        assert!(board_for(&mut lobby, ann, None).top.is_empty());
    }

    /// Gives `name` a rating well above a new player's: wins against
    /// strangers, straight into the store.
    fn strengthen(lobby: &mut Lobby, name: &str, wins: usize) -> u32 {
        rate(lobby, name, wins, RoundResult::Won(Seat::One))
    }

    /// `name`'s rating after `games` with `result` (seat one is `name`)
    /// against strangers.
    fn rate(lobby: &mut Lobby, name: &str, games: usize, result: RoundResult) -> u32 {
        let strong = key(name);
        let store = lobby.store.as_mut().unwrap();
        let mut last = None;
        for i in 0..games {
            let stranger = format!("stranger-of-{name}-{i}");
            let [record, _] = store
                .record(&Finished {
                    id: format!("{name}-{i}"),
                    board: BoardChoice::Classic,
                    players: [(&strong, name), (&stranger, "Stranger")],
                    result,
                    abandoned_by: None,
                    moves: String::new(),
                    at: 0,
                })
                .unwrap();
            last = Some(ratings::shown(&record.rating));
        }
        last.unwrap()
    }

    #[test]
    fn far_apart_ratings_wait_for_the_window_to_widen() {
        let mut lobby = lobby(Limits::default());
        let strong = strengthen(&mut lobby, "Ace", 3);
        let close = strengthen(&mut lobby, "Cy", 3);
        assert!(strong > 1700 && close == strong, "{strong} {close}");
        let start = Instant::now();
        let ace = lobby.connect([203, 0, 113, 1].into(), start).unwrap();
        let bob = lobby.connect([203, 0, 113, 2].into(), start).unwrap();
        lobby.handle(ace, quick("Ace", BoardChoice::Classic), start);
        let out = lobby.handle(bob, quick("Bob", BoardChoice::Classic), start);
        assert!(
            matches!(&out[..], [Out::Send(c, ServerMessage::Queued { .. })] if *c == bob),
            "a new player is not paired with a strong one at once: {out:?}"
        );
        assert_eq!(lobby.queued_count(), 2);
        // Over a hundred points apart: the tick pairs them once the window
        // has grown that wide, and before the minute's end at the latest.
        let gap = f64::from(strong - 1500);
        let wide_enough = ((gap - ratings::WINDOW_AT_ONCE) / ratings::WINDOW_PER_SECOND).ceil();
        let early = start + Duration::from_secs_f64(wide_enough - 2.0);
        assert!(lobby.tick(early).is_empty() && lobby.queued_count() == 2);
        let later = start + Duration::from_secs_f64(wide_enough + 1.0);
        assert!(later < start + ratings::ANYONE_AFTER);
        let out = lobby.tick(later);
        assert_eq!(welcomed(&out, ace), Some(Seat::One), "{out:?}");
        assert_eq!(welcomed(&out, bob), Some(Seat::Two));
        assert_eq!(lobby.queued_count(), 0);

        // The longest waiting is paired first, with a rating in its window.
        let ace = lobby.connect([203, 0, 113, 3].into(), later).unwrap();
        let bob = lobby.connect([203, 0, 113, 4].into(), later).unwrap();
        let cy = lobby.connect([203, 0, 113, 5].into(), later).unwrap();
        lobby.handle(ace, quick("Ace", BoardChoice::Classic), later);
        lobby.handle(bob, quick("Bob", BoardChoice::Classic), later);
        let out = lobby.handle(cy, quick("Cy", BoardChoice::Classic), later);
        assert_eq!(welcomed(&out, ace), Some(Seat::One), "{out:?}");
        assert_eq!(welcomed(&out, cy), Some(Seat::Two));
        assert_eq!(welcomed(&out, bob), None);
        // Alone on the board after a minute, Bob still waits for anyone
        // (the tick tells the room before him that its clock ran out).
        let out = lobby.tick(later + ratings::ANYONE_AFTER);
        assert_eq!(welcomed(&out, bob), None, "{out:?}");
        assert_eq!(lobby.queued_count(), 1);
    }

    #[test]
    fn one_device_is_never_paired_with_itself() {
        let mut lobby = lobby(Limits::default());
        let now = Instant::now();
        let tab = lobby.connect([203, 0, 113, 1].into(), now).unwrap();
        let other_tab = lobby.connect([203, 0, 113, 1].into(), now).unwrap();
        lobby.handle(tab, quick("Ann", BoardChoice::Classic), now);
        lobby.handle(other_tab, quick("Ann", BoardChoice::Classic), now);
        assert!(lobby.tick(now + ratings::ANYONE_AFTER * 2).is_empty());
        assert_eq!((lobby.queued_count(), lobby.room_count()), (2, 0));
    }

    #[test]
    fn abandoning_a_rated_round_loses_it_and_the_second_brings_a_wait() {
        let mut lobby = lobby(Limits::default());
        let start = Instant::now();
        // Eve leaves mid-round: a loss, and her opponent's win.
        let (x, o, _) = rated_pair(&mut lobby, "Eve", "Bob", start);
        let eve = if lobby.connections[&x].seat.clone().unwrap().1 == Seat::One {
            x
        } else {
            o
        };
        let bob = if eve == x { o } else { x };
        lobby.handle(x, square(1, 1), start);
        let out = lobby.handle(eve, ClientMessage::Leave, start);
        let view = view_for(&out, bob);
        assert!(view.seats[0].rating.unwrap() < 1500, "{view:?}");
        assert!(view.seats[1].rating.unwrap() > 1500, "{view:?}");
        let standing = board_for(&mut lobby, bob, Some("Eve")).you.unwrap();
        assert_eq!(standing.games, 1);
        lobby.handle(bob, ClientMessage::Leave, start);
        assert_eq!(lobby.room_count(), 0);
        // Bob leaving after the round was settled costs him nothing.
        assert!(board_for(&mut lobby, bob, Some("Bob")).you.unwrap().rating > 1500);

        // One abandon is forgiven (connections drop); Eve may play on,
        // with Dan, who lost as she did (so they are paired at once).
        let dan_before = rate(&mut lobby, "Dan", 1, RoundResult::Won(Seat::Two));
        assert!(dan_before < 1400);
        let (x, o, _) = rated_pair(&mut lobby, "Eve", "Dan", start);
        let eve = if lobby.connections[&x].seat.clone().unwrap().1 == Seat::One {
            x
        } else {
            o
        };
        let dan = if eve == x { o } else { x };
        // This time she goes away on her move and does not come back: her
        // clock runs out while she is away, which is abandoning too.
        if dan == x {
            lobby.handle(dan, square(1, 1), start);
        }
        lobby.disconnect(eve, start);
        let clock = Duration::from_secs(u64::from(QUICK_MATCH_CLOCK));
        lobby.tick(start + clock - Duration::from_millis(1));
        assert_eq!(
            board_for(&mut lobby, dan, Some("Eve")).you.unwrap().games,
            1
        );
        let gone = start + clock;
        lobby.tick(gone);
        let eve_now = board_for(&mut lobby, dan, Some("Eve")).you.unwrap();
        assert_eq!(eve_now.games, 2);
        assert!(board_for(&mut lobby, dan, Some("Dan")).you.unwrap().rating > dan_before);

        // The second abandon within a day: a minute before the next.
        let again = lobby.connect([203, 0, 113, 9].into(), gone).unwrap();
        let out = lobby.handle(again, quick("Eve", BoardChoice::Five), gone);
        assert_eq!(refusal(&out), Some(ErrorCode::TooSoon), "{out:?}");
        let Out::Send(_, ServerMessage::Error { message, .. }) = &out[0] else {
            unreachable!()
        };
        assert!(message.contains("a minute"), "{message}");
        assert_eq!(lobby.queued_count(), 0, "nothing changed");
        // Anyone else plays on; Eve, once the minute has passed.
        let cy = lobby.connect([203, 0, 113, 10].into(), gone).unwrap();
        assert_eq!(
            refusal(&lobby.handle(cy, quick("Cy", BoardChoice::Five), gone)),
            None
        );
        let later = gone + Duration::from_secs(61);
        let out = lobby.handle(again, quick("Eve", BoardChoice::Five), later);
        assert_eq!(refusal(&out), None, "{out:?}");
    }

    #[test]
    fn a_bad_device_key_is_refused_and_changes_nothing() {
        let mut lobby = lobby(Limits::default());
        let now = Instant::now();
        let eve = lobby.connect([203, 0, 113, 1].into(), now).unwrap();
        for bad in [
            "",
            "short",
            &"k".repeat(65),
            "has spaces in it here",
            "\u{202E}0123456789abcdef",
        ] {
            let asked = ClientMessage::QuickMatch {
                version: protocol::VERSION,
                name: "Eve".into(),
                board: BoardChoice::Classic,
                player: bad.to_string(),
            };
            let out = lobby.handle(eve, asked, now);
            assert_eq!(refusal(&out), Some(ErrorCode::BadPlayer), "{bad:?}");
            let board = ClientMessage::Leaderboard {
                version: protocol::VERSION,
                board: BoardChoice::Classic,
                player: Some(bad.to_string()),
            };
            assert_eq!(
                refusal(&lobby.handle(eve, board, now)),
                Some(ErrorCode::BadPlayer)
            );
        }
        assert_eq!(lobby.queued_count(), 0);
        // An old game's leaderboard request is told to update.
        let old = ClientMessage::Leaderboard {
            version: 4,
            board: BoardChoice::Classic,
            player: None,
        };
        assert_eq!(
            refusal(&lobby.handle(eve, old, now)),
            Some(ErrorCode::Version)
        );
    }

    /// The wait after abandoning is kept in the store: a server restarted
    /// on the same file does not forgive it.
    #[test]
    fn a_restart_does_not_forgive_abandoning() {
        let dir =
            std::env::temp_dir().join(format!("tictactoe-lobby-abandons-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let at = StoreAt::File(dir.join("store.sqlite3"));
        let now = Instant::now();
        let eve = key("Eve");
        {
            let mut lobby = Lobby::with_store(
                Limits::default(),
                StdRng::seed_from_u64(1),
                Store::open(&at).unwrap(),
            );
            let wall = lobby.wall(now);
            for ago in [300, 10] {
                let store = lobby.store.as_mut().unwrap();
                store
                    .record(&Finished {
                        id: format!("eve-{ago}"),
                        board: BoardChoice::Four,
                        players: [(&eve, "Eve"), ("someone-else-entirely", "Bob")],
                        result: RoundResult::Won(Seat::Two),
                        abandoned_by: Some(Seat::One),
                        moves: "0,0".into(),
                        at: wall - ago,
                    })
                    .unwrap();
            }
        }
        let mut lobby = Lobby::with_store(
            Limits::default(),
            StdRng::seed_from_u64(2),
            Store::open(&at).unwrap(),
        );
        let conn = lobby.connect([203, 0, 113, 1].into(), now).unwrap();
        let out = lobby.handle(conn, quick("Eve", BoardChoice::Classic), now);
        assert_eq!(refusal(&out), Some(ErrorCode::TooSoon), "{out:?}");
        // The minute counts from the latest abandon, 10 s ago (to the
        // second: the two lobbies read the wall clock apart).
        let out = lobby.handle(
            conn,
            quick("Eve", BoardChoice::Classic),
            now + Duration::from_secs(51),
        );
        assert_eq!(refusal(&out), None, "{out:?}");
        drop(lobby);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A store that cannot be written is logged; the game goes on and the
    /// seats keep the ratings they had.
    #[test]
    fn a_broken_store_does_not_stop_a_game() {
        let store = Store::open(&StoreAt::Memory).unwrap();
        store.execute_for_tests("DROP TABLE games");
        let mut lobby = Lobby::with_store(Limits::default(), StdRng::seed_from_u64(7), store);
        let now = Instant::now();
        let (x, o, _) = rated_pair(&mut lobby, "Ann", "Bob", now);
        let end = view_for(&x_wins(&mut lobby, x, o, now), o);
        assert!(end.game().unwrap().outcome().is_over());
        assert_eq!(end.seats.map(|s| s.rating), [Some(1500), Some(1500)]);
        // The next round plays as ever.
        lobby.handle(x, ClientMessage::PlayAgain, now);
        let next = view_for(&lobby.handle(o, ClientMessage::PlayAgain, now), x);
        assert_eq!(next.round, 2);
    }
}
