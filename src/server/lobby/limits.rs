//! What the server allows: every number an operator may change (each is a
//! flag of `tictactoe-server`, listed by `--help` and in DEPLOY.md) and the
//! few that only tests shorten.

use std::time::Duration;

/// The defaults are the shipped server's.
#[derive(Clone, Debug)]
pub struct Limits {
    pub max_rooms: usize,
    /// WebSocket connections at once. Players coming back to a seat are
    /// let in past it, up to `returning` more.
    pub max_connections: usize,
    /// Room kept past `max_connections` for players coming back to their
    /// seat (a `Resume` with a right token); nothing else is let in there.
    pub returning: usize,
    /// A room with no message from anyone this long closes.
    pub idle: Duration,
    /// How long a dropped seat is kept for its player to come back.
    pub grace: Duration,
    /// Messages a connection may send in one second.
    pub messages_per_second: u32,
    /// TCP connections one address may hold open at once, counted from
    /// the moment each is accepted (a page's requests and its sockets).
    pub connections_per_address: usize,
    /// Rooms one address may have open at once.
    pub rooms_per_address: usize,
    /// Quick-match searches one address may have waiting at once.
    pub queue_per_address: usize,
    /// Connections watching one room at once.
    pub watchers_per_room: usize,
    /// Rooms one address may watch at once.
    pub watchers_per_address: usize,
    /// Leaderboards one address may ask for in a second (and at most
    /// twice as many at once after a pause).
    pub leaderboards_per_second: u32,
    /// Reports of opponents one address may make in an hour.
    pub reports_per_hour: u32,
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
    /// A socket that answers none of the server's pings this long does not
    /// read what it is sent (a browser answers every ping by itself): it
    /// is let go with its buffers. Tests shorten it.
    pub pongs_within: Duration,
    /// How long one second of a room's clock per move lasts: a second.
    /// Tests shorten it so that a 15 s clock runs out in a fraction of a
    /// second; players are still told the room's seconds.
    pub clock_second: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_rooms: 50_000,
            max_connections: 25_000,
            returning: 1_000,
            idle: Duration::from_secs(10 * 60),
            grace: Duration::from_secs(60),
            messages_per_second: 20,
            connections_per_address: 64,
            rooms_per_address: 8,
            queue_per_address: 4,
            watchers_per_room: 500,
            watchers_per_address: 8,
            leaderboards_per_second: 2,
            reports_per_hour: 10,
            free_wrong_codes: 10,
            longest_wait: Duration::from_secs(60 * 60),
            strikes: 50,
            seat_within: Duration::from_secs(10),
            pongs_within: Duration::from_secs(50),
            clock_second: Duration::from_secs(1),
        }
    }
}

impl Limits {
    /// `seconds` of a room's clock on this server.
    pub fn clock(&self, seconds: u32) -> Duration {
        self.clock_second
            .checked_mul(seconds)
            .unwrap_or(Duration::MAX)
    }
}
