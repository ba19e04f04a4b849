//! The lobby's rules with the time passed in. [`Table`] carries out what
//! the lobby asks of the store as the server's keeper would, at once, on
//! an SQLite store in memory, so a test reads a rated round's new ratings
//! in the answer that ends it.

mod campers;
mod limits;
mod matchmaking;
mod rated_rounds;
mod refusals;
mod rooms;
mod watchers;

use std::net::IpAddr;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::*;
use crate::core::matchup::{FirstMove, Seat};
use crate::core::offered::BoardChoice;
use crate::net::protocol::{
    self, ClientMessage, Closing, ErrorCode, Leaderboard, RoomView, ServerMessage,
};
use crate::server::ratings_store::{Ratings, Store, StoreAt, keeper};

/// A lobby and the store its keeper would keep.
pub(super) struct Table {
    pub lobby: Lobby,
    pub store: Store,
}

impl Table {
    pub fn new(limits: Limits) -> Table {
        Table {
            lobby: Lobby::new(limits, StdRng::seed_from_u64(7)),
            store: Store::open(&StoreAt::Memory).unwrap(),
        }
    }

    pub fn connect(&mut self, address: IpAddr, now: Instant) -> ConnId {
        self.lobby.connect(address, now).unwrap()
    }

    /// Handles `message` as the server does: a quick match's searcher
    /// looked up in the store first, and whatever is to be kept or read
    /// carried out, its answers added to the lobby's.
    pub fn handle(&mut self, conn: ConnId, message: ClientMessage, now: Instant) -> Vec<Out> {
        let searcher = match (&message, self.lobby.connections.get(conn)) {
            (
                ClientMessage::QuickMatch {
                    name,
                    board,
                    player,
                    ..
                },
                Some(connection),
            ) if protocol::valid_player_key(player) => {
                let wall = self.lobby.wall(now);
                keeper::searcher(&self.store, player, connection.address, *board, name, wall)
            }
            _ => Searcher::default(),
        };
        let out = self.lobby.handle_with(conn, message, &searcher, now);
        self.carry_out(out, now)
    }

    pub fn tick(&mut self, now: Instant) -> Vec<Out> {
        let out = self.lobby.tick(now);
        self.carry_out(out, now)
    }

    pub fn disconnect(&mut self, conn: ConnId, now: Instant) -> Vec<Out> {
        let out = self.lobby.disconnect(conn, now);
        self.carry_out(out, now)
    }

    /// The lobby's answer, then what the keeper's work brings back (a
    /// rated round's new ratings come after the round's end, as they do
    /// from the server's keeper).
    fn carry_out(&mut self, out: Vec<Out>, now: Instant) -> Vec<Out> {
        let mut all = Vec::new();
        let mut rated = Vec::new();
        for action in out {
            match &action {
                Out::Rate(game) => {
                    if let Some(kept) = keeper::keep(&mut self.store, game) {
                        rated.push(kept);
                    }
                }
                Out::NoShow(no_show) => self.store.no_show(no_show).unwrap(),
                Out::Report(report) => self.store.report(report).unwrap(),
                Out::Leaderboard { to, board, player } => {
                    let board = Leaderboard {
                        board: *board,
                        top: self.store.top(*board).unwrap(),
                        you: player
                            .as_ref()
                            .and_then(|key| self.store.standing(*board, key).unwrap()),
                    };
                    all.push(Out::Send(*to, ServerMessage::Leaderboard(board)));
                    continue;
                }
                _ => {}
            }
            all.push(action);
        }
        for kept in rated {
            let more = self.lobby.rated(&kept.room, kept.shown, now);
            all.extend(more);
        }
        all
    }

    /// The room `conn` is seated in, and its seat.
    pub fn seat_of(&self, conn: ConnId) -> (String, Seat) {
        self.lobby.connections.seat_of(conn).expect("seated")
    }
}

/// Every message in `out`, by whom it is sent to, in order.
pub(super) fn sent(out: &[Out]) -> Vec<(ConnId, &ServerMessage)> {
    let mut all = Vec::new();
    for action in out {
        match action {
            Out::Send(to, message) => all.push((*to, message)),
            Out::SendAll(to, message) => all.extend(to.iter().map(|conn| (*conn, message))),
            _ => {}
        }
    }
    all
}

/// The one refusal `out` holds, if that is all it holds.
pub(super) fn refusal(out: &[Out]) -> Option<ErrorCode> {
    match &sent(out)[..] {
        [(_, ServerMessage::Error { code, .. })] => Some(*code),
        _ => None,
    }
}

/// The words of the one refusal in `out`.
pub(super) fn refusal_words(out: &[Out]) -> String {
    match &sent(out)[..] {
        [(_, ServerMessage::Error { message, .. })] => message.clone(),
        other => panic!("not one refusal: {other:?}"),
    }
}

/// The snapshots in `out`, by who is sent them.
pub(super) fn snapshots(out: &[Out]) -> Vec<(ConnId, RoomView)> {
    sent(out)
        .into_iter()
        .filter_map(|(to, message)| match message {
            ServerMessage::Room(view) => Some((to, view.clone())),
            _ => None,
        })
        .collect()
}

/// The last snapshot `conn` is sent in `out`.
pub(super) fn view_for(out: &[Out], conn: ConnId) -> RoomView {
    snapshots(out)
        .into_iter()
        .filter(|(to, _)| *to == conn)
        .map(|(_, view)| view)
        .next_back()
        .expect("a snapshot")
}

pub(super) fn welcomed(out: &[Out], conn: ConnId) -> Option<Seat> {
    sent(out)
        .into_iter()
        .find_map(|(to, message)| match message {
            ServerMessage::Welcome { seat, .. } if to == conn => Some(*seat),
            _ => None,
        })
}

pub(super) fn code_in(out: &[Out]) -> String {
    sent(out)
        .into_iter()
        .find_map(|(_, message)| match message {
            ServerMessage::Welcome { code, .. } => Some(code.clone()),
            _ => None,
        })
        .expect("a welcome")
}

pub(super) fn address(n: u8) -> IpAddr {
    [203, 0, 113, n].into()
}

/// Ann opens a 3 x 3 room, moving first, with `clock`.
pub(super) fn ann_creates(clock: Option<u32>) -> ClientMessage {
    ClientMessage::Create {
        version: protocol::VERSION,
        name: "Ann".into(),
        board: BoardChoice::Classic,
        first: FirstMove::SeatOne,
        clock,
    }
}

pub(super) fn join(code: &str) -> ClientMessage {
    ClientMessage::Join {
        version: protocol::VERSION,
        code: code.into(),
        name: "Eve".into(),
    }
}

pub(super) fn watch(code: &str) -> ClientMessage {
    ClientMessage::Watch {
        version: protocol::VERSION,
        code: code.into(),
    }
}

pub(super) fn resume(code: &str, token: &str) -> ClientMessage {
    ClientMessage::Resume {
        version: protocol::VERSION,
        code: code.into(),
        token: token.into(),
    }
}

pub(super) fn square(row: u8, col: u8) -> ClientMessage {
    ClientMessage::Move {
        square: protocol::Square { row, col },
    }
}

/// A device key for each name: its bytes in hex, padded.
pub(super) fn key(name: &str) -> String {
    let hex: String = name.bytes().map(|b| format!("{b:02x}")).collect();
    format!("{hex:0<16.64}")
}

pub(super) fn quick(name: &str, board: BoardChoice) -> ClientMessage {
    ClientMessage::QuickMatch {
        version: protocol::VERSION,
        name: name.into(),
        board,
        player: key(name),
    }
}

/// Ann creates a room with `clock` and Bob joins: the first round
/// starts at `now`, Ann (seat one) to move.
pub(super) fn clocked_room(
    table: &mut Table,
    clock: Option<u32>,
    now: Instant,
) -> (ConnId, ConnId) {
    let ann = table.connect(address(1), now);
    let code = code_in(&table.handle(ann, ann_creates(clock), now));
    let bob = table.connect(address(2), now);
    table.handle(bob, join(&code), now);
    (ann, bob)
}

/// X takes the top row while O plays the middle: X wins.
pub(super) fn x_wins(table: &mut Table, x: ConnId, o: ConnId, now: Instant) -> Vec<Out> {
    let mut out = table.handle(x, square(0, 0), now);
    assert_eq!(refusal(&out), None, "{out:?}");
    out.extend(x_wins_rest(table, x, o, now));
    out
}

/// The rest of [`x_wins`] after X's first move.
pub(super) fn x_wins_rest(table: &mut Table, x: ConnId, o: ConnId, now: Instant) -> Vec<Out> {
    let mut out = Vec::new();
    for (conn, row, col) in [(o, 1, 0), (x, 0, 1), (o, 1, 1), (x, 0, 2)] {
        out = table.handle(conn, square(row, col), now);
        assert_eq!(refusal(&out), None, "{out:?}");
    }
    out
}

pub(super) fn secs(n: u64) -> Duration {
    Duration::from_secs(n)
}
