//! What the server counts for whoever runs it: `/metrics` in Prometheus'
//! text format, and a log line now and then with the refusals by reason
//! (an attacker's thousand bad messages are one line, not a thousand).

use std::collections::BTreeMap;
use std::sync::Mutex;

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::registry::Registry;

use crate::net::protocol::ErrorCode;

/// Why something was refused: the protocol's error, or a refusal that
/// happens before or beside the protocol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    Protocol(ErrorCode),
    /// A socket from another site's page.
    Origin,
    /// A client that does not take what it is sent in time.
    NotReading,
    /// A socket the server could not accept (out of descriptors).
    AcceptFailed,
    /// A connection past the server's total, turned away at accept.
    Full,
    /// A connection past its address's share, turned away at accept.
    AddressFull,
    /// A socket that stopped answering pings (it does not read).
    NoPong,
}

impl Reason {
    /// The label Prometheus and the log show.
    pub fn label(self) -> &'static str {
        match self {
            Reason::Origin => "origin",
            Reason::NotReading => "not_reading",
            Reason::AcceptFailed => "accept_failed",
            Reason::Full => "full",
            Reason::AddressFull => "address_full",
            Reason::NoPong => "no_pong",
            Reason::Protocol(code) => match code {
                ErrorCode::Version => "version",
                ErrorCode::TooLarge => "too_large",
                ErrorCode::TooFast => "too_fast",
                ErrorCode::Malformed => "malformed",
                ErrorCode::NoSuchRoom => "no_such_room",
                ErrorCode::RoomFull => "room_full",
                ErrorCode::TooManyJoins => "too_many_joins",
                ErrorCode::BadToken => "bad_token",
                ErrorCode::SeatGone => "seat_gone",
                ErrorCode::NotInRoom => "not_in_room",
                ErrorCode::AlreadyInRoom => "already_in_room",
                ErrorCode::NotStarted => "not_started",
                ErrorCode::NotYourTurn => "not_your_turn",
                ErrorCode::IllegalMove => "illegal_move",
                ErrorCode::RoundOver => "round_over",
                ErrorCode::RoundNotOver => "round_not_over",
                ErrorCode::ServerFull => "server_full",
                ErrorCode::BadName => "bad_name",
                ErrorCode::BadPlayer => "bad_player",
                ErrorCode::TooSoon => "too_soon",
                ErrorCode::BadClock => "bad_clock",
                ErrorCode::Watcher => "watcher",
                ErrorCode::TooManyWatchers => "too_many_watchers",
                ErrorCode::Replaced => "replaced",
                ErrorCode::Disconnected => "disconnected",
            },
        }
    }
}

type ReasonLabel = [(&'static str, &'static str); 1];

pub struct Metrics {
    registry: Registry,
    rooms: Gauge,
    connections: Gauge,
    open: Gauge,
    moves: Counter,
    refusals: Family<ReasonLabel, Counter>,
    redis_up: Gauge,
    taken_over: Counter,
    forwarded: Counter,
    /// Refusals since the last log line.
    unlogged: Mutex<BTreeMap<&'static str, u64>>,
}

impl Default for Metrics {
    fn default() -> Self {
        let mut registry = Registry::with_prefix("tictactoe");
        let rooms = Gauge::default();
        let connections = Gauge::default();
        let open = Gauge::default();
        let moves = Counter::default();
        let refusals = Family::<ReasonLabel, Counter>::default();
        registry.register("rooms", "Rooms open", rooms.clone());
        registry.register(
            "connections",
            "Players' WebSocket connections open",
            connections.clone(),
        );
        registry.register(
            "tcp_connections",
            "TCP connections open (pages and sockets), each counted from accept",
            open.clone(),
        );
        registry.register("moves", "Moves played", moves.clone());
        registry.register(
            "refusals",
            "Messages and connections refused, by reason",
            refusals.clone(),
        );
        // Sharing rooms with other servers (--redis): what to watch.
        let redis_up = Gauge::default();
        let taken_over = Counter::default();
        let forwarded = Counter::default();
        registry.register(
            "redis_up",
            "1 while Redis answers (with --redis; 0 without it or while it is away)",
            redis_up.clone(),
        );
        registry.register(
            "rooms_taken_over",
            "Rooms taken over from a node that was lost",
            taken_over.clone(),
        );
        registry.register(
            "players_forwarded",
            "Connections forwarded to the node that owns their room or keeps the quick-match queue",
            forwarded.clone(),
        );
        Metrics {
            registry,
            rooms,
            connections,
            open,
            moves,
            refusals,
            redis_up,
            taken_over,
            forwarded,
            unlogged: Mutex::new(BTreeMap::new()),
        }
    }
}

impl Metrics {
    pub fn refused(&self, reason: Reason) {
        let label = reason.label();
        self.refusals.get_or_create(&[("reason", label)]).inc();
        *self
            .unlogged
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .entry(label)
            .or_default() += 1;
    }

    /// A room taken over from a lost node.
    pub fn took_over(&self) {
        self.taken_over.inc();
    }

    /// A player forwarded to the node that owns their room or keeps the
    /// quick-match queue.
    pub fn forwarded(&self) {
        self.forwarded.inc();
    }

    /// Whether Redis answers now.
    pub fn redis(&self, up: bool) {
        self.redis_up.set(i64::from(up));
    }

    /// The page Prometheus reads, with the lobby's counts as they are now.
    pub fn render(
        &self,
        rooms: usize,
        connections: usize,
        moves_played: u64,
        open: usize,
    ) -> String {
        self.rooms.set(rooms as i64);
        self.connections.set(connections as i64);
        self.open.set(open as i64);
        // The lobby counts moves under its lock; the counter catches up.
        self.moves
            .inc_by(moves_played.saturating_sub(self.moves.get()));
        let mut page = String::new();
        // Writing to a String cannot fail.
        let _ = encode(&mut page, &self.registry);
        page
    }

    /// "too_fast 1203, no_such_room 40" for the refusals since the last
    /// call, or `None` if there were none.
    pub fn take_unlogged(&self) -> Option<String> {
        let counts = std::mem::take(
            &mut *self
                .unlogged
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner()),
        );
        (!counts.is_empty()).then(|| {
            counts
                .iter()
                .map(|(label, count)| format!("{label} {count}"))
                .collect::<Vec<_>>()
                .join(", ")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_are_counted_by_reason_and_logged_once() {
        let metrics = Metrics::default();
        for _ in 0..3 {
            metrics.refused(Reason::Protocol(ErrorCode::TooFast));
        }
        metrics.refused(Reason::Origin);
        assert_eq!(
            metrics.take_unlogged().as_deref(),
            Some("origin 1, too_fast 3")
        );
        assert_eq!(metrics.take_unlogged(), None);
        let page = metrics.render(2, 5, 17, 9);
        for line in [
            "tictactoe_refusals_total{reason=\"too_fast\"} 3",
            "tictactoe_refusals_total{reason=\"origin\"} 1",
            "tictactoe_rooms 2",
            "tictactoe_connections 5",
            "tictactoe_tcp_connections 9",
            "tictactoe_moves_total 17",
        ] {
            assert!(page.lines().any(|l| l == line), "{line} not in\n{page}");
        }
        // Counters never go back, and catch up without double counting.
        assert!(
            metrics
                .render(0, 0, 20, 0)
                .contains("tictactoe_moves_total 20\n")
        );
    }
}
