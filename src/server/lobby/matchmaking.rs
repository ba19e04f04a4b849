//! Quick match: a queue per board, and the pairing rule. The longest
//! waiting ticket is seated first, with the closest rating inside its
//! window, never with its own device, another device of its own address,
//! or a name that looks like its own.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant};

use super::addresses::{Holding, household};
use super::connections::{State, Ticket};
use super::{Lobby, Out};
use crate::core::matchup::{COMPUTER_NAME, FirstMove, MAX_NAME_CHARS, Seat};
use crate::core::offered::BoardChoice;
use crate::net::protocol::{self, BanReason, Closing, QUICK_MATCH_CLOCK, Refused, ServerMessage};
use crate::server::names;
use crate::server::rating_maths;
use crate::server::refusal::{Refusal, wait_text};
use crate::server::room::{ConnId, Room, Searched, SeatState};

/// What the store knows of a searcher, looked up before the lobby is
/// asked (the lobby does no I/O).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Searcher {
    /// Their rating on the board; `None` before their first rated game.
    pub rating: Option<f64>,
    /// Rated games they (by device key or address) gave up or did not
    /// start in the last day, and how long they must still wait for that.
    pub given_up: u32,
    pub wait: Option<Duration>,
    /// Another device is rated under a name that looks like theirs.
    pub name_taken: bool,
    /// A moderator closed rated play to their device or address: why,
    /// and for how much longer.
    pub banned: Option<(BanReason, Duration)>,
}

/// Connections waiting for a quick match, per board, longest first.
#[derive(Debug, Default)]
pub(super) struct Queue(HashMap<BoardChoice, VecDeque<ConnId>>);

impl Queue {
    pub fn len(&self) -> usize {
        self.0.values().map(VecDeque::len).sum()
    }

    fn others(&self, board: BoardChoice) -> u32 {
        self.0
            .iter()
            .filter(|(b, _)| **b != board)
            .map(|(_, q)| q.len() as u32)
            .sum()
    }

    fn remove(&mut self, board: BoardChoice, conn: ConnId) {
        if let Some(queue) = self.0.get_mut(&board) {
            queue.retain(|&waiting| waiting != conn);
            if queue.is_empty() {
                self.0.remove(&board);
            }
        }
    }

    pub fn boards(&self) -> Vec<BoardChoice> {
        self.0.keys().copied().collect()
    }
}

/// Seat two's name beside `waiting`, seat one's: a name that would look
/// the same is told apart ("Ann" and "Ann 2"), as two strangers cannot be
/// asked to agree.
fn told_apart(name: &str, waiting: &str) -> String {
    if !names::look_alike(name, waiting) {
        return name.to_string();
    }
    let short: String = name.chars().take(MAX_NAME_CHARS - 2).collect();
    format!("{} 2", short.trim_end())
}

/// Nobody may pass for the computer: online, the other seat is a person.
pub(super) fn refuse_the_computers_name(name: &str) -> Result<(), Refusal> {
    if names::look_alike(name, COMPUTER_NAME) {
        let name = protocol::quoted(name);
        return Err(Refusal::new(
            Refused::ComputersName { name: name.clone() },
            format!(
                "\"{name}\" is the computer's name, and online you play people: choose another \
                 name in Settings",
            ),
        ));
    }
    Ok(())
}

/// A device key as the protocol takes it, or a refusal that says what one is.
pub(super) fn check_player(key: &str) -> Result<(), Refusal> {
    if protocol::valid_player_key(key) {
        return Ok(());
    }
    let (key, min, max) = (
        protocol::quoted(key),
        protocol::PLAYER_KEY_CHARS.start(),
        protocol::PLAYER_KEY_CHARS.end(),
    );
    Err(Refusal::new(
        Refused::BadPlayer {
            key: key.clone(),
            min: *min as u64,
            max: *max as u64,
        },
        format!(
            "\"{key}\" is not a device key: the game sends {min} to {max} letters, digits, '_' \
             or '-' (reload the page or update the game)",
        ),
    ))
}

fn must_wait(given_up: u32, left: Duration) -> Refusal {
    let games = if given_up == 1 {
        "a rated game".to_string()
    } else {
        format!("{given_up} rated games")
    };
    let seconds = left.as_secs_f64().ceil() as u64;
    Refusal::new(
        Refused::TooSoon {
            games: u64::from(given_up),
            seconds,
        },
        format!(
            "From this device or address, {games} in the last day ended unfinished or \
             unstarted: your next quick match can start in {}",
            wait_text(seconds)
        ),
    )
    .lifted_after(seconds)
}

fn banned(why: BanReason, left: Duration) -> Refusal {
    let seconds = left.as_secs_f64().ceil() as u64;
    Refusal::new(
        Refused::Banned { why, seconds },
        format!(
            "A moderator closed rated play to this device or address ({}); it opens again in {}. \
             Rooms with friends are open as always",
            why.key(),
            wait_text(seconds)
        ),
    )
    .lifted_after(seconds)
}

impl Lobby {
    /// A quick match: a ticket with the player's rating on this board,
    /// paired at once if someone near that rating waits, else queued (the
    /// tick pairs it as the windows widen).
    pub(super) fn quick_match(
        &mut self,
        conn: ConnId,
        address: IpAddr,
        (typed, player, board): (&str, &str, BoardChoice),
        searcher: &Searcher,
        now: Instant,
    ) -> Result<Vec<Out>, Refusal> {
        check_player(player)?;
        let name = names::rated_name(typed, player);
        refuse_the_computers_name(&name)?;
        if searcher.name_taken {
            let name = protocol::quoted(&name);
            return Err(Refusal::new(
                Refused::RatedName { name: name.clone() },
                format!("Another player is rated as \"{name}\": choose another name in Settings"),
            ));
        }
        if let Some((why, left)) = searcher.banned {
            return Err(banned(why, left));
        }
        if let Some(left) = searcher.wait {
            return Err(must_wait(searcher.given_up, left));
        }
        if let Some(left) = self.addresses.searches_held(address, now) {
            return Err(must_wait(1, left));
        }
        self.addresses
            .take(address, Holding::Searches, &self.limits)?;
        let ticket = Ticket {
            board,
            name,
            player: player.to_string(),
            address: household(address),
            rating: searcher.rating.unwrap_or(rating_maths::NEW.rating),
            since: now,
            not_with: Vec::new(),
        };
        Ok(self.enqueue(conn, ticket, now))
    }

    /// Puts `ticket` in its board's queue: `Queued` to its connection, and
    /// whatever pairing that allows.
    pub(super) fn enqueue(&mut self, conn: ConnId, ticket: Ticket, now: Instant) -> Vec<Out> {
        let (board, address) = (ticket.board, ticket.address);
        self.queue.0.entry(board).or_default().push_back(conn);
        self.connections.set(conn, State::Queued(ticket));
        let out = self.pair(board, now);
        if matches!(
            self.connections.get(conn).map(|c| &c.state),
            Some(State::Seated { .. })
        ) {
            return out;
        }
        let mut queued = vec![self.queued(conn, board, address)];
        queued.extend(self.tell_the_household(board, address, conn));
        queued.extend(out);
        queued
    }

    /// `Queued` for `conn`, waiting on `board` from `address`.
    fn queued(&self, conn: ConnId, board: BoardChoice, address: IpAddr) -> Out {
        let household = self.household(board, address).len().saturating_sub(1) as u32;
        let others = self.queue.others(board);
        Out::Send(
            conn,
            ServerMessage::Queued {
                board,
                others,
                household,
            },
        )
    }

    /// The searches waiting on `board` from `address`.
    fn household(&self, board: BoardChoice, address: IpAddr) -> Vec<ConnId> {
        self.queue.0.get(&board).map_or_else(Vec::new, |queue| {
            queue
                .iter()
                .copied()
                .filter(|&conn| self.ticket(conn).is_some_and(|t| t.address == address))
                .collect()
        })
    }

    /// Tells the other searches of `address` on `board` (never paired with
    /// each other) how many they now are, but `except`.
    fn tell_the_household(&self, board: BoardChoice, address: IpAddr, except: ConnId) -> Vec<Out> {
        self.household(board, address)
            .into_iter()
            .filter(|&conn| conn != except)
            .map(|conn| self.queued(conn, board, address))
            .collect()
    }

    /// A ticket leaves the queue (its connection left it, or was seated);
    /// what the searches left from its address are told.
    pub(super) fn unqueue(&mut self, conn: ConnId, ticket: &Ticket) -> Vec<Out> {
        self.queue.remove(ticket.board, conn);
        self.addresses.give_back(ticket.address, Holding::Searches);
        self.tell_the_household(ticket.board, ticket.address, conn)
    }

    /// The searcher gave up looking.
    pub(super) fn stop_searching(&mut self, conn: ConnId, now: Instant) -> Vec<Out> {
        let mut out = vec![Out::Send(
            conn,
            ServerMessage::closed(&Closing::StoppedLooking, "You stopped looking for a game"),
        )];
        if let Some(state) = self.connections.state_mut(conn)
            && let State::Queued(ticket) = std::mem::replace(state, State::Idle { since: now })
        {
            out.extend(self.unqueue(conn, &ticket));
        }
        out
    }

    /// A player from `address` was paired and never moved: the address's
    /// other searches leave the queue too, each told how long it waits,
    /// so that one address cannot keep several searches waiting and call
    /// off one honest player after another.
    pub(super) fn withdraw_household(&mut self, address: IpAddr, now: Instant) -> Vec<Out> {
        let Some(left) = self.addresses.searches_held(address, now) else {
            return Vec::new();
        };
        let searching: Vec<ConnId> = self
            .queue
            .boards()
            .into_iter()
            .flat_map(|board| self.household(board, address))
            .collect();
        let mut out = Vec::new();
        for conn in searching {
            if let Some(state) = self.connections.state_mut(conn)
                && let State::Queued(ticket) = std::mem::replace(state, State::Idle { since: now })
            {
                out.extend(self.unqueue(conn, &ticket));
                out.push(Out::Send(conn, must_wait(1, left).message()));
            }
        }
        out
    }

    /// Players waiting for a quick match, on any board.
    pub fn queued_count(&self) -> usize {
        self.queue.len()
    }

    /// Seats every pair the windows allow on `board`: the longest waiting
    /// first, each with the closest rating within its window.
    pub(super) fn pair(&mut self, board: BoardChoice, now: Instant) -> Vec<Out> {
        let mut out = Vec::new();
        while self.rooms.len() < self.limits.max_rooms {
            let Some((first, second, name)) = self.best_pair(board, now) else {
                break;
            };
            out.extend(self.seat_pair(first, second, name, board, now));
        }
        out
    }

    fn ticket(&self, conn: ConnId) -> Option<&Ticket> {
        match &self.connections.get(conn)?.state {
            State::Queued(ticket) => Some(ticket),
            _ => None,
        }
    }

    /// The waiting pair to seat next, with seat two's name.
    fn best_pair(&self, board: BoardChoice, now: Instant) -> Option<(ConnId, ConnId, String)> {
        let queue = self.queue.0.get(&board)?;
        let tickets: Vec<(ConnId, &Ticket)> = queue
            .iter()
            .filter_map(|&conn| Some((conn, self.ticket(conn)?)))
            .collect();
        for (i, (first, ticket)) in tickets.iter().enumerate() {
            // The queue is oldest first: `ticket` waited longest of any pair
            // it is in, so its wait sets the window.
            let window = rating_maths::window(now.saturating_duration_since(ticket.since));
            let best = tickets[i + 1..]
                .iter()
                // Never a device against itself, nor two devices of one
                // address: a rating is won from someone else. Nor a
                // camper again with the player it kept waiting.
                .filter(|(_, other)| {
                    other.player != ticket.player
                        && other.address != ticket.address
                        && !ticket.kept_waiting_by(other)
                        && !other.kept_waiting_by(ticket)
                })
                .map(|(second, other)| (*second, other, (other.rating - ticket.rating).abs()))
                .filter(|(_, _, apart)| window.is_none_or(|window| *apart <= window))
                .min_by(|a, b| a.2.total_cmp(&b.2));
            if let Some((second, other, _)) = best {
                return Some((*first, second, told_apart(&other.name, &ticket.name)));
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
        let take = |lobby: &mut Lobby, conn| match lobby.connections.state_mut(conn) {
            Some(state @ State::Queued(_)) => {
                match std::mem::replace(state, State::Idle { since: now }) {
                    State::Queued(ticket) => Some(ticket),
                    _ => None,
                }
            }
            _ => None,
        };
        let (Some(one), Some(two)) = (take(self, first), take(self, second)) else {
            return Vec::new();
        };
        let mut told = self.unqueue(first, &one);
        told.extend(self.unqueue(second, &two));
        let code = self.new_code();
        let (first_token, second_token) = (self.new_token(), self.new_token());
        let seat = |name: String, token: String, conn, ticket: &Ticket| {
            let mut seat = SeatState::new(name, token, conn, ticket.address);
            seat.player = Some(ticket.player.clone());
            seat.rating = Some(ticket.rating.round().max(0.0) as u32);
            seat.searched = Some(Searched {
                since: ticket.since,
                not_with: ticket.not_with.clone(),
            });
            seat
        };
        let clock = self.clock_of(QUICK_MATCH_CLOCK, true);
        let mut room = Room::new(
            code.clone(),
            board,
            FirstMove::Random,
            Some(clock),
            seat(one.name.clone(), first_token.clone(), first, &one),
            now,
        );
        room.rated = true;
        room.seat_friend(
            seat(second_name, second_token.clone(), second, &two),
            &mut self.rng,
            now,
        );
        self.rooms.open(code.clone(), room, None);
        self.connections.set(
            first,
            State::Seated {
                code: code.clone(),
                seat: Seat::One,
            },
        );
        self.connections.set(
            second,
            State::Seated {
                code: code.clone(),
                seat: Seat::Two,
            },
        );
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
        out.extend(told);
        out
    }

    /// The player who did start a round called off goes back to the
    /// queue, first in line and with their wait so far: they lost a
    /// game's start through no fault of theirs.
    pub(super) fn search_again(&mut self, conn: ConnId, ticket: Ticket, now: Instant) -> Vec<Out> {
        if self
            .addresses
            .take(ticket.address, Holding::Searches, &self.limits)
            .is_err()
        {
            return Vec::new();
        }
        let (board, address) = (ticket.board, ticket.address);
        self.queue.0.entry(board).or_default().push_front(conn);
        self.connections.set(conn, State::Queued(ticket));
        let mut out = vec![self.queued(conn, board, address)];
        out.extend(self.tell_the_household(board, address, conn));
        out.extend(self.pair(board, now));
        out
    }
}
