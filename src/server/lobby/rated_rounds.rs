//! Which rounds of a rated room are rated, and what the lobby does while
//! the keeper keeps them: it says what happened ([`Out::Rate`],
//! [`Out::NoShow`]) and shows both new ratings when they come back
//! ([`Lobby::rated`]); a player's report of the other ([`Out::Report`]).
//! Nothing here waits on the store.

use std::net::IpAddr;
use std::time::Instant;

use super::addresses::household;
use super::connections::State;
use super::connections::Ticket;
use super::{Lobby, Out};
use crate::core::matchup::Seat;
use crate::core::offered::BoardChoice;
use crate::net::protocol::{Closing, FIRST_MOVE_SECS, Refused, ReportReason, ServerMessage};
use crate::server::rating_maths;
use crate::server::refusal::Refusal;
use crate::server::room::{Camper, ConnId, Room, RoundResult, SeatState};

/// One player of a rated round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contender {
    /// The device key.
    pub key: String,
    pub name: String,
    /// Where they played from (their household), if known.
    pub address: Option<IpAddr>,
}

/// A rated round that ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    /// The round's own name (room, room's start, round): it is rated once.
    pub id: String,
    /// The room and round, to show the new ratings there.
    pub room: String,
    pub round: u32,
    pub board: BoardChoice,
    /// Seat one's player first.
    pub players: [Contender; 2],
    pub result: RoundResult,
    /// The seat that gave up the round (and lost it), if one did.
    pub abandoned_by: Option<Seat>,
    /// "row,col" of each move, X first, separated by spaces.
    pub moves: String,
    /// Seconds since 1970.
    pub at: i64,
}

/// A player's report of the other player of a rated round, for the
/// moderators.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The round's own name, as its [`Finished`] has it.
    pub round: String,
    pub board: BoardChoice,
    pub reporter: String,
    pub reporter_address: Option<IpAddr>,
    pub reported: String,
    pub reported_address: Option<IpAddr>,
    pub reason: ReportReason,
    /// Seconds since 1970.
    pub at: i64,
}

/// A rated round called off because a player never made their first move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoShow {
    pub key: String,
    pub address: Option<IpAddr>,
    pub board: BoardChoice,
    pub at: i64,
}

impl Lobby {
    /// A rated room's round was decided, on the board or on the clock:
    /// both ratings move.
    pub(super) fn rate_round(&mut self, code: &str, now: Instant) -> Option<Out> {
        let room = self.rooms.get(code)?;
        if !room.rated || room.rated_round == room.round() {
            return None;
        }
        let result = room.result()?;
        // Run out of time while away (or gone): abandoning, as much as
        // leaving is.
        let abandoned_by = room.forfeit_loser().filter(|seat| {
            room.seat(*seat)
                .is_some_and(|s| s.left || s.away_since.is_some())
        });
        self.rate(code, result, abandoned_by, now)
    }

    /// `seat` gave up its seat in a rated room while the round was
    /// undecided: it loses the round, and the abandon is counted.
    pub(super) fn rate_abandon(&mut self, code: &str, seat: Seat, now: Instant) -> Option<Out> {
        let room = self.rooms.get(code)?;
        if !room.rated
            || room.round() == 0
            || room.rated_round == room.round()
            || room.result().is_some()
            || room.no_show().is_some()
        {
            return None;
        }
        self.rate(code, RoundResult::Won(seat.other()), Some(seat), now)
    }

    /// The round's result, for the keeper to rate and keep.
    fn rate(
        &mut self,
        code: &str,
        result: RoundResult,
        abandoned_by: Option<Seat>,
        now: Instant,
    ) -> Option<Out> {
        let at = self.wall(now);
        let room = self.rooms.get_mut(code)?;
        room.rated_round = room.round();
        let moves: Vec<String> = room
            .game()
            .moves()
            .iter()
            .map(|m| format!("{},{}", m.pos.row, m.pos.col))
            .collect();
        let player = |seat: Seat| {
            let state = room.seat(seat);
            Contender {
                key: state.and_then(|s| s.player.clone()).unwrap_or_default(),
                name: state.map(|s| s.name.clone()).unwrap_or_default(),
                address: state.and_then(|s| s.address),
            }
        };
        Some(Out::Rate(Box::new(Finished {
            id: round_id(room),
            room: code.to_string(),
            round: room.round(),
            board: room.board(),
            players: [player(Seat::One), player(Seat::Two)],
            result,
            abandoned_by,
            moves: moves.join(" "),
            at,
        })))
    }

    /// Both players' ratings after a round, as the keeper kept them: the
    /// room shows them (if it is still open).
    pub fn rated(&mut self, code: &str, shown: [u32; 2], now: Instant) -> Vec<Out> {
        let Some(room) = self.rooms.get_mut(code) else {
            return Vec::new();
        };
        for (seat, rating) in room.seats.iter_mut().zip(shown) {
            if let Some(seat) = seat {
                seat.rating = Some(rating);
            }
        }
        self.broadcast(code, now)
    }

    /// `seat`'s player reports the other player of the rated round that
    /// just ended in room `code`: kept for the moderators, once a round,
    /// at the address's pace.
    pub(super) fn report(
        &mut self,
        conn: ConnId,
        (code, seat): (&str, Seat),
        reason: ReportReason,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        let nothing = || {
            Refusal::new(
                Refused::NothingToReport,
                "Only the other player of a rated round that has just ended can be reported, \
                 once a round",
            )
        };
        let room = self.rooms.get(code).ok_or_else(nothing)?;
        let (Some(me), Some(other)) = (room.seat(seat), room.seat(seat.other())) else {
            return Err(nothing());
        };
        let (Some(reporter), Some(reported)) = (me.player.clone(), other.player.clone()) else {
            return Err(nothing());
        };
        if !room.rated || room.result().is_none() || me.reported == Some(room.round()) {
            return Err(nothing());
        }
        let address = self
            .connections
            .get(conn)
            .map(|connection| household(connection.address))
            .ok_or_else(nothing)?;
        if !self.addresses.take_report(address, &self.limits, now) {
            let per_hour = self.limits.reports_per_hour;
            return Err(Refusal::new(
                Refused::TooManyReports { per_hour },
                format!("Your address has made {per_hour} reports this hour: try again later"),
            ));
        }
        let report = Report {
            round: round_id(room),
            board: room.board(),
            reporter,
            reporter_address: me.address,
            reported,
            reported_address: other.address,
            reason,
            at: self.wall(now),
        };
        let round = room.round();
        if let Some(me) = self
            .rooms
            .get_mut(code)
            .and_then(|room| room.seats[seat.index()].as_mut())
        {
            me.reported = Some(round);
        }
        Ok(vec![
            Out::Send(conn, ServerMessage::Reported { reason }),
            Out::Report(report),
        ])
    }

    /// A rated round whose `seat` never made its first move: called off,
    /// rated for nobody. That player waits before searching again; the
    /// other looks for another player at once; watchers are told.
    pub(super) fn call_off(&mut self, code: &str, seat: Seat, now: Instant) -> Vec<Out> {
        let Some(room) = self.rooms.get(code) else {
            return Vec::new();
        };
        let board = room.board();
        let no_show = room.seat(seat);
        let name = no_show.map_or("Your opponent".into(), |s| s.name.clone());
        let absent = no_show.and_then(|s| s.conn);
        let watchers = room.watchers.clone();
        let kept = no_show.and_then(|state| Some((state.player.clone()?, state.address)));
        // The one who moved is put back in the queue with who they are,
        // never to meet this player again in it.
        let again = room.seat(seat.other()).and_then(|state| {
            let mut ticket = ticket_again(state, board, now)?;
            if let Some((key, address)) = &kept {
                ticket.not_with.push(Camper {
                    key: key.clone(),
                    address: *address,
                });
            }
            Some((state.conn?, ticket))
        });
        let mut out = Vec::new();
        if let Some((key, address)) = kept {
            out.push(self.keep_no_show(key, address, board, now));
            if let Some(address) = address {
                out.extend(self.withdraw_household(address, now));
            }
        }
        out.extend(told_of_call_off(absent, watchers, &name));
        self.close(code, None, now);
        if let Some((conn, ticket)) = again {
            out.extend(self.search_after_call_off(conn, ticket, &name, now));
        }
        out
    }

    /// A player who never made a first move: kept as a game given up, and
    /// their address waits before searching again.
    fn keep_no_show(
        &mut self,
        key: String,
        address: Option<IpAddr>,
        board: BoardChoice,
        now: Instant,
    ) -> Out {
        if let Some(address) = address {
            self.addresses
                .hold_searches(address, now + rating_maths::NO_SHOW_WAIT);
        }
        Out::NoShow(NoShow {
            key,
            address,
            board,
            at: self.wall(now),
        })
    }

    /// The player who moved, told and looking for another player at once
    /// (or told the room closed, when the queue has no room for them).
    fn search_after_call_off(
        &mut self,
        conn: ConnId,
        ticket: Ticket,
        name: &str,
        now: Instant,
    ) -> Vec<Out> {
        let mut out = vec![Out::Send(
            conn,
            ServerMessage::CalledOff {
                reason: format!(
                    "{name} did not make a first move: the game was called off and is not \
                     rated. Looking for another player…"
                ),
                args: [("name".to_string(), name.to_string())].into(),
            },
        )];
        out.extend(self.search_again(conn, ticket, now));
        if matches!(
            self.connections.get(conn).map(|c| &c.state),
            Some(State::Idle { .. })
        ) {
            // No room in the queue for them: they are told the room closed.
            out.push(Out::Send(
                conn,
                ServerMessage::closed(&Closing::CalledOff, "The game was called off"),
            ));
        }
        out
    }
}

/// The quick-match ticket of a seat whose round was called off, if it came
/// from a quick match: searching since it first did.
fn ticket_again(state: &SeatState, board: BoardChoice, now: Instant) -> Option<Ticket> {
    let searched = state.searched.clone();
    Some(Ticket {
        board,
        name: state.name.clone(),
        player: state.player.clone()?,
        address: state.address?,
        rating: state.rating.map_or(rating_maths::NEW.rating, f64::from),
        since: searched.as_ref().map_or(now, |searched| searched.since),
        not_with: searched
            .map(|searched| searched.not_with)
            .unwrap_or_default(),
    })
}

/// What the absent player (`absent`) and the watchers are told of a round
/// called off because `name` never moved.
fn told_of_call_off(absent: Option<ConnId>, watchers: Vec<ConnId>, name: &str) -> Vec<Out> {
    let mut out = Vec::new();
    if let Some(conn) = absent {
        out.push(Out::Send(
            conn,
            ServerMessage::closed(
                &Closing::NoFirstMove {
                    seconds: FIRST_MOVE_SECS,
                },
                format!(
                    "You did not make your first move within {FIRST_MOVE_SECS} seconds: \
                     the game was called off and is not rated. Your next quick match can \
                     start in a minute"
                ),
            ),
        ));
    }
    if !watchers.is_empty() {
        out.push(Out::SendAll(
            watchers,
            ServerMessage::closed(
                &Closing::CalledOffBy {
                    name: name.to_string(),
                },
                format!("The game was called off: {name} never made a first move"),
            ),
        ));
    }
    out
}

/// A rated round's own name: the room, its start (seat one's token tells
/// this room from an earlier one that had the same code) and the round.
fn round_id(room: &Room) -> String {
    let opened: String = room
        .seat(Seat::One)
        .map(|seat| seat.token.chars().take(8).collect())
        .unwrap_or_default();
    format!("{}:{opened}:{}", room.code(), room.round())
}
