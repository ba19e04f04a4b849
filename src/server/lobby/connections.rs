//! Each connection and where it stands: waiting to sit down, searching
//! for a quick match, watching a room or seated in one. A connection is in
//! exactly one of these, so a message is judged by the state it is in.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::Instant;

use super::{Lobby, Out};
use crate::core::matchup::Seat;
use crate::core::offered::BoardChoice;
use crate::net::protocol::Refused;
use crate::server::refusal::Refusal;
use crate::server::room::{Camper, ConnId};

/// A quick-match search.
#[derive(Debug)]
pub(super) struct Ticket {
    pub board: BoardChoice,
    /// The name as seat one would show it (the name rated).
    pub name: String,
    /// The device key.
    pub player: String,
    pub address: IpAddr,
    /// The player's rating on this board now.
    pub rating: f64,
    /// When the player began searching (kept when a round is called off
    /// and they search on).
    pub since: Instant,
    /// Players who were paired with this one and never moved: never
    /// paired with it again.
    pub not_with: Vec<Camper>,
}

impl Ticket {
    /// Whether `other` (by key or address) kept this player waiting before.
    pub fn kept_waiting_by(&self, other: &Ticket) -> bool {
        self.not_with
            .iter()
            .any(|camper| camper.key == other.player || camper.address == Some(other.address))
    }
}

/// Where a connection stands.
#[derive(Debug)]
pub(super) enum State {
    /// In no room and no queue: closed if it stays so `seat_within`.
    Idle { since: Instant },
    /// Looking for a quick match.
    Queued(Ticket),
    /// Watching the room with this code.
    Watching { code: String },
    /// Seated in the room with this code.
    Seated { code: String, seat: Seat },
}

#[derive(Debug)]
pub(super) struct Connection {
    pub address: IpAddr,
    pub state: State,
    /// Let in past a full server: it may only come back to its seat.
    pub returning: bool,
}

#[derive(Debug, Default)]
pub(super) struct Connections {
    all: HashMap<ConnId, Connection>,
    next: ConnId,
}

impl Connections {
    pub fn len(&self) -> usize {
        self.all.len()
    }

    pub fn get(&self, conn: ConnId) -> Option<&Connection> {
        self.all.get(&conn)
    }

    /// The connection's state, to change it.
    pub fn state_mut(&mut self, conn: ConnId) -> Option<&mut State> {
        self.all
            .get_mut(&conn)
            .map(|connection| &mut connection.state)
    }

    /// Sets where `conn` stands now; a returning connection that sat down
    /// is an ordinary one from then on.
    pub fn set(&mut self, conn: ConnId, state: State) {
        if let Some(connection) = self.all.get_mut(&conn) {
            if matches!(state, State::Seated { .. }) {
                connection.returning = false;
            }
            connection.state = state;
        }
    }

    /// The room `conn` is seated in, and its seat.
    pub fn seat_of(&self, conn: ConnId) -> Option<(String, Seat)> {
        match &self.all.get(&conn)?.state {
            State::Seated { code, seat } => Some((code.clone(), *seat)),
            _ => None,
        }
    }

    fn remove(&mut self, conn: ConnId) -> Option<Connection> {
        self.all.remove(&conn)
    }
}

impl Lobby {
    /// A new connection from `address`, or why the server cannot take one.
    /// Past `max_connections` it is let in only to come back to a seat.
    pub fn connect(&mut self, address: IpAddr, now: Instant) -> Result<ConnId, Refusal> {
        let limits = &self.limits;
        let held = self.connections.len();
        if held >= limits.max_connections.saturating_add(limits.returning) {
            return Err(Refusal::new(
                Refused::ServerFull,
                "The server is full: try again in a few minutes",
            ));
        }
        let full = held >= limits.max_connections;
        let id = self.connections.next.max(1);
        self.connections.next = id + 1;
        self.connections.all.insert(
            id,
            Connection {
                address,
                state: State::Idle { since: now },
                returning: full,
            },
        );
        Ok(id)
    }

    pub fn connection_count(&self) -> usize {
        self.connections.len()
    }

    /// A connection ended: its seat waits for it to come back.
    pub fn disconnect(&mut self, conn: ConnId, now: Instant) -> Vec<Out> {
        let Some(connection) = self.connections.remove(conn) else {
            return Vec::new();
        };
        match connection.state {
            State::Idle { .. } => Vec::new(),
            State::Queued(ticket) => self.unqueue(conn, &ticket),
            State::Watching { code } => {
                self.unwatch(conn, &code, connection.address);
                Vec::new()
            }
            State::Seated { code, seat } => {
                let Some(room) = self.rooms.get_mut(&code) else {
                    return Vec::new();
                };
                if let Some(state) = room.seats[seat.index()].as_mut()
                    && state.conn == Some(conn)
                {
                    state.conn = None;
                    state.away_since = Some(now);
                }
                self.broadcast(&code, now)
            }
        }
    }

    /// Connections that hold no seat past `seat_within`: a socket that only
    /// waits costs a descriptor and buffers and plays nothing.
    pub(super) fn close_idle(&mut self, now: Instant) -> Vec<Out> {
        let deadline = self.limits.seat_within;
        let mut out = Vec::new();
        for (&conn, connection) in &self.connections.all {
            let State::Idle { since } = connection.state else {
                continue;
            };
            if now.duration_since(since) >= deadline {
                out.push(Out::Send(
                    conn,
                    Refusal::new(
                        Refused::IdleTimeout {
                            seconds: deadline.as_secs(),
                        },
                        format!(
                            "Nothing was created or joined within {} s: closing the connection",
                            deadline.as_secs()
                        ),
                    )
                    .message(),
                ));
                out.push(Out::Close(conn));
            }
        }
        out
    }
}
