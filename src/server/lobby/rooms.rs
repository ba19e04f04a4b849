//! Rooms with a friend and the life of every room: opening one, joining
//! it by code, coming back to a seat by token, moves and play again,
//! leaving, closing; and the records another node takes a room over from.

use std::net::IpAddr;
use std::time::Instant;

use rand::RngExt;

use super::addresses::Holding;
use super::connections::State;
use super::matchmaking::refuse_the_computers_name;
use super::{Lobby, Out};
use crate::core::matchup::{self, FirstMove, MAX_NAME_CHARS, Seat};
use crate::core::offered::BoardChoice;
use crate::net::protocol::{
    self, CLOCK_CHOICES, CODE_ALPHABET, CODE_LEN, Closing, FIRST_MOVE_SECS, Refused, ServerMessage,
    Square,
};
use crate::server::names;
use crate::server::refusal::Refusal;
use crate::server::room::{Clock, ConnId, RestoreError, Room, RoomRecord, SeatState};

impl Lobby {
    /// The clock for a room whose creator asked for `seconds` per move,
    /// or why it cannot have it.
    pub(super) fn clock(&self, seconds: Option<u32>) -> Result<Option<Clock>, Refusal> {
        let Some(seconds) = seconds else {
            return Ok(None);
        };
        if !CLOCK_CHOICES.contains(&seconds) {
            let [a, b, c] = CLOCK_CHOICES;
            return Err(Refusal::new(
                Refused::BadClock {
                    seconds,
                    choices: CLOCK_CHOICES,
                },
                format!(
                    "A clock of {seconds} seconds a move is not offered: choose {a}, {b} or \
                     {c} seconds, or no clock"
                ),
            ));
        }
        Ok(Some(self.clock_of(seconds, false)))
    }

    /// `seconds` a move on this server; a rated room's first moves have
    /// their own, shorter allowance.
    pub(super) fn clock_of(&self, seconds: u32, rated: bool) -> Clock {
        Clock {
            seconds,
            allowance: self.limits.clock(seconds),
            first_move: rated.then(|| self.limits.clock(FIRST_MOVE_SECS)),
        }
    }

    pub(super) fn create(
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
            return Err(Refusal::new(
                Refused::TooManyRooms,
                "The server has as many rooms as it can hold: try again in a few minutes",
            ));
        }
        let name = names::seat_name(name, Seat::One);
        refuse_the_computers_name(&name)?;
        self.addresses.take(address, Holding::Rooms, &self.limits)?;
        let code = self.new_code();
        let token = self.new_token();
        let creator = SeatState::new(name, token.clone(), conn, super::household(address));
        self.rooms.open(
            code.clone(),
            Room::new(code.clone(), board, first, clock, creator, now),
            Some(address),
        );
        self.connections.set(
            conn,
            State::Seated {
                code: code.clone(),
                seat: Seat::One,
            },
        );
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

    pub(super) fn join(
        &mut self,
        conn: ConnId,
        address: IpAddr,
        typed: &str,
        name: &str,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        let code = protocol::normalize_code(typed).ok_or_else(|| Refusal::no_such_room(typed))?;
        let token = self.new_token();
        let room = self
            .rooms
            .get_mut(&code)
            .ok_or_else(|| Refusal::no_such_room(&code))?;
        if room.seats[1].is_some() {
            return Err(Refusal::new(
                Refused::RoomFull { code: code.clone() },
                format!("Room {code} already has two players"),
            ));
        }
        let waiting = room.seat(Seat::One).map_or("", |creator| &creator.name);
        let name = second_name(name, waiting)?;
        let friend = SeatState::new(name, token.clone(), conn, super::household(address));
        room.seat_friend(friend, &mut self.rng, now);
        room.last_activity = now;
        self.connections.set(
            conn,
            State::Seated {
                code: code.clone(),
                seat: Seat::Two,
            },
        );
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

    /// Back to the seat `token` opens. A wrong code or token while the
    /// address must wait says only that, so a wait is no way to learn which
    /// codes are rooms.
    pub(super) fn resume(
        &mut self,
        conn: ConnId,
        address: IpAddr,
        typed: &str,
        token: &str,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        let waiting = self.addresses.must_wait(address, now);
        let found = protocol::normalize_code(typed).and_then(|code| {
            let room = self.rooms.get(&code)?;
            let seat = Seat::BOTH.into_iter().find(|seat| {
                room.seat(*seat)
                    .is_some_and(|s| same_secret(&s.token, token))
            })?;
            Some((code, seat))
        });
        let Some((code, seat)) = found else {
            if let Some(left) = waiting {
                return Err(super::too_many_wrong_codes(left));
            }
            let code =
                protocol::normalize_code(typed).ok_or_else(|| Refusal::no_such_room(typed))?;
            if !self.rooms.contains(&code) {
                return Err(Refusal::no_such_room(&code));
            }
            return Err(Refusal::new(
                Refused::BadToken { code: code.clone() },
                format!("That token is not for a seat in room {code}"),
            ));
        };
        let room = self.rooms.get_mut(&code).ok_or_else(Refusal::room_closed)?;
        let Some(state) = room.seats[seat.index()].as_mut() else {
            return Err(Refusal::room_closed());
        };
        if state.left {
            return Err(Refusal::new(
                Refused::SeatGivenUp,
                "That seat was given up: join a new room",
            ));
        }
        let mut out = Vec::new();
        // The same seat opened elsewhere (a second tab): the newest wins.
        if let Some(old) = state.conn.replace(conn) {
            out.push(Out::Send(
                old,
                Refusal::new(Refused::Replaced, "You opened this game somewhere else").message(),
            ));
            out.push(Out::Close(old));
            self.connections.set(old, State::Idle { since: now });
        }
        state.away_since = None;
        let token = state.token.clone();
        room.last_activity = now;
        self.connections.set(
            conn,
            State::Seated {
                code: code.clone(),
                seat,
            },
        );
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

    pub(super) fn play(
        &mut self,
        code: &str,
        seat: Seat,
        square: Square,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        let room = self.rooms.get_mut(code).ok_or_else(Refusal::room_closed)?;
        room.play(seat, square, now)?;
        room.last_activity = now;
        self.moves_played += 1;
        let mut out: Vec<Out> = self.rate_round(code, now).into_iter().collect();
        out.extend(self.broadcast(code, now));
        Ok(out)
    }

    pub(super) fn play_again(
        &mut self,
        code: &str,
        seat: Seat,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        let room = self.rooms.get_mut(code).ok_or_else(Refusal::room_closed)?;
        room.play_again(seat, &mut self.rng, now)?;
        room.last_activity = now;
        Ok(self.broadcast(code, now))
    }

    /// `seat` gives up its place in the room for good.
    pub(super) fn leave(
        &mut self,
        conn: ConnId,
        code: &str,
        seat: Seat,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        self.connections.set(conn, State::Idle { since: now });
        let room = self.rooms.get_mut(code).ok_or_else(Refusal::room_closed)?;
        if let Some(state) = room.seats[seat.index()].as_mut() {
            state.left = true;
            state.conn = None;
        }
        room.last_activity = now;
        let mut out: Vec<Out> = self.rate_abandon(code, seat, now).into_iter().collect();
        out.push(Out::Send(
            conn,
            ServerMessage::closed(&Closing::Left, "You left the room"),
        ));
        out.extend(self.broadcast(code, now));
        if self.rooms.get(code).is_some_and(Room::abandoned) {
            out.extend(self.close(code, Some((Closing::EveryoneLeft, "Everyone left")), now));
        }
        Ok(out)
    }

    /// The room's snapshot to everyone in it, the players first.
    pub(super) fn broadcast(&mut self, code: &str, now: Instant) -> Vec<Out> {
        let Some(room) = self.rooms.get_mut(code) else {
            return Vec::new();
        };
        room.watchers_told = room.watchers.len();
        let view = room.view(now, self.limits.grace);
        let to: Vec<ConnId> = room.audience().collect();
        if to.is_empty() {
            return Vec::new();
        }
        vec![Out::SendAll(to, ServerMessage::Room(view))]
    }

    /// Closes a room, telling everyone in it why.
    pub(super) fn close(
        &mut self,
        code: &str,
        reason: Option<(Closing, &str)>,
        now: Instant,
    ) -> Vec<Out> {
        let Some(room) = self.remove_room(code, now) else {
            return Vec::new();
        };
        self.rooms.note_closed(code);
        let to: Vec<ConnId> = room.audience().collect();
        let Some((key, reason)) = reason.filter(|_| !to.is_empty()) else {
            return Vec::new();
        };
        vec![Out::SendAll(to, ServerMessage::closed(&key, reason))]
    }

    /// Takes a room out of the lobby: its opener's place is given back and
    /// everyone in it stands in no room from `now`.
    fn remove_room(&mut self, code: &str, now: Instant) -> Option<Room> {
        let (room, opener) = self.rooms.remove(code)?;
        if let Some(address) = opener {
            self.addresses.give_back(address, Holding::Rooms);
        }
        for conn in room.players() {
            self.connections.set(conn, State::Idle { since: now });
        }
        for &conn in &room.watchers {
            if let Some(connection) = self.connections.get(conn) {
                self.addresses
                    .give_back(connection.address, Holding::Watching);
            }
            self.connections.set(conn, State::Idle { since: now });
        }
        Some(room)
    }

    /// The room with `code` as the shared store keeps it, numbered as its
    /// next change; `None` once it has closed.
    pub fn record(&mut self, code: &str, now: Instant) -> Option<RoomRecord> {
        let room = self.rooms.get_mut(code)?;
        room.seq += 1;
        let mut record = room.record(now);
        record.opener = self.rooms.opener(code);
        Some(record)
    }

    /// Every room as the shared store keeps it (to write them all again
    /// after the store was away), each numbered as a change.
    pub fn records(&mut self, now: Instant) -> Vec<RoomRecord> {
        self.rooms
            .codes()
            .iter()
            .filter_map(|code| self.record(code, now))
            .collect()
    }

    /// Takes over a room another server kept, as its record says. Its
    /// players come back with `Resume` within the grace. A room already
    /// here is kept as it is. `true` if the room is new here, with what
    /// to do about a round decided just before its node was lost.
    pub fn adopt(
        &mut self,
        record: RoomRecord,
        now: Instant,
    ) -> Result<(bool, Vec<Out>), RestoreError> {
        if self.rooms.contains(&record.code) {
            return Ok((false, Vec::new()));
        }
        let opener = record.opener;
        let room = Room::restore(record, |seconds, rated| self.clock_of(seconds, rated), now)?;
        let code = room.code().to_string();
        self.rooms.open(code.clone(), room, opener);
        if let Some(address) = opener {
            // Counted here as where it was opened, and let go when it closes.
            self.addresses.add(address, Holding::Rooms);
        }
        // A round decided just before its node was lost may not have been
        // rated: it is now (a round is rated once, wherever).
        Ok((true, self.rate_round(&code, now).into_iter().collect()))
    }

    /// Takes back a room that was just opened but could not be shared
    /// (its record was never written, so no other node could find it): it
    /// closes without a word, and the connections that were in it are
    /// returned for the server to refuse instead.
    pub fn withdraw(&mut self, code: &str, now: Instant) -> Vec<ConnId> {
        self.remove_room(code, now)
            .map(|room| room.audience().collect())
            .unwrap_or_default()
    }

    /// Closes a room this server no longer owns (another took it over),
    /// cutting its audience off so that they connect again.
    pub fn evict(&mut self, code: &str, now: Instant) -> Vec<Out> {
        // Cut off, not told the room closed: the game comes back with
        // Resume (or Watch) and is forwarded to the room's new node.
        self.remove_room(code, now)
            .map(|room| room.audience().map(Out::Close).collect())
            .unwrap_or_default()
    }

    /// From now on, remembers the rooms that close, for
    /// [`Lobby::take_closed`] (a server that shares its rooms asks).
    pub fn track_closed(&mut self) {
        self.rooms.track_closed();
    }

    /// The rooms closed since the last call, for the shared store to forget.
    pub fn take_closed(&mut self) -> Vec<String> {
        self.rooms.take_closed()
    }

    pub(super) fn new_code(&mut self) -> String {
        loop {
            let code: String = (0..CODE_LEN)
                .map(|_| char::from(CODE_ALPHABET[self.rng.random_range(0..CODE_ALPHABET.len())]))
                .collect();
            if !self.rooms.contains(&code) {
                return code;
            }
        }
    }

    /// 128 random bits, as 32 hex digits.
    pub(super) fn new_token(&mut self) -> String {
        let bits: u128 = self.rng.random();
        format!("{bits:032x}")
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
            let short: String = name.chars().take(MAX_NAME_CHARS - 2).collect();
            format!("{} 2", short.trim_end())
        });
    }
    if names::look_alike(&name, waiting) {
        let (name, waiting) = (protocol::quoted(&name), protocol::quoted(waiting));
        return Err(Refusal::new(
            Refused::LookAlikeName {
                name: name.clone(),
                waiting: waiting.clone(),
            },
            format!(
                "\"{name}\" would look the same as \"{waiting}\", the name of the player waiting \
                 in the room (its letters differ: another alphabet or look-alike characters): \
                 choose another name in Settings",
            ),
        ));
    }
    Ok(name)
}

/// Compares secrets in time that does not depend on where they differ.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}
