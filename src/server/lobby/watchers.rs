//! Watching a room: its snapshots, read only. A watcher coming or going
//! costs one message to that watcher alone; the players hear the new count
//! at the next tick, once however many came and went, and watchers see it
//! with the next change of the game. So a crowd that comes and goes
//! cannot make the server send a snapshot to every watcher each time.

use std::net::IpAddr;
use std::time::Instant;

use super::addresses::Holding;
use super::connections::State;
use super::{Lobby, Out};
use crate::net::protocol::{self, Closing, Refused, ServerMessage};
use crate::server::refusal::Refusal;
use crate::server::room::ConnId;

impl Lobby {
    /// Watches a room: its snapshots from now on, read only.
    pub(super) fn watch(
        &mut self,
        conn: ConnId,
        address: IpAddr,
        typed: &str,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        let code = protocol::normalize_code(typed).ok_or_else(|| Refusal::no_such_room(typed))?;
        let limit = self.limits.watchers_per_room;
        let room = self
            .rooms
            .get(&code)
            .ok_or_else(|| Refusal::no_such_room(&code))?;
        if room.watchers.len() >= limit {
            return Err(Refusal::new(
                Refused::TooManyWatchers { code: code.clone() },
                format!("Room {code} has as many watchers as it can take: try again later"),
            ));
        }
        self.addresses
            .take(address, Holding::Watching, &self.limits)?;
        let Some(room) = self.rooms.get_mut(&code) else {
            return Err(Refusal::room_closed());
        };
        room.watchers.push(conn);
        let view = room.view(now, self.limits.grace);
        self.connections
            .set(conn, State::Watching { code: code.clone() });
        Ok(vec![
            Out::Send(conn, ServerMessage::Watching { code }),
            Out::Send(conn, ServerMessage::Room(view)),
        ])
    }

    /// A watcher leaves (it said so).
    pub(super) fn stop_watching(
        &mut self,
        conn: ConnId,
        code: &str,
        address: IpAddr,
        now: Instant,
    ) -> Vec<Out> {
        self.unwatch(conn, code, address);
        self.connections.set(conn, State::Idle { since: now });
        vec![Out::Send(
            conn,
            ServerMessage::closed(&Closing::StoppedWatching, "You stopped watching"),
        )]
    }

    /// Takes `conn` off the room's watchers (it left, or is gone).
    pub(super) fn unwatch(&mut self, conn: ConnId, code: &str, address: IpAddr) {
        if let Some(room) = self.rooms.get_mut(code) {
            room.watchers.retain(|&watcher| watcher != conn);
        }
        self.addresses.give_back(address, Holding::Watching);
    }

    /// The players' snapshot with the watchers counted now; the watchers
    /// see the count with the next change.
    pub(super) fn tell_players_the_watchers(&mut self, code: &str, now: Instant) -> Vec<Out> {
        let Some(room) = self.rooms.get_mut(code) else {
            return Vec::new();
        };
        room.watchers_told = room.watchers.len();
        let players: Vec<ConnId> = room.players().collect();
        if players.is_empty() {
            return Vec::new();
        }
        vec![Out::SendAll(
            players,
            ServerMessage::Room(room.view(now, self.limits.grace)),
        )]
    }
}
