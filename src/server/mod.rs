//! The game server (`tictactoe-server`, behind the `server` feature): the
//! built web page and the rooms, on one port. Built in layers, each found
//! by its name:
//!
//! - the rules, pure and tested with the time passed in:
//!   [`room`] (one room: seats, the game, score, clock), [`lobby`] (every
//!   room and connection, limits, matchmaking, watchers; it takes a
//!   message and returns effects), [`guard`] (one connection's size, rate
//!   and garbage limits), [`names`] (what a name may hold, when two are
//!   one), [`refusal`] (what is said when something is refused),
//!   [`rating_maths`] (the rating maths, the quick-match window, the waits);
//! - the ratings: [`ratings_store`] (the SQLite store, and the keeper that does
//!   every read and write of them off the lobby's lock);
//! - where rooms are: [`nodes`] (the nodes rooms live on: this server
//!   alone, or nodes sharing Redis through [`cluster`]);
//! - the network: [`listen`] (TCP and HTTP with deadlines and limits),
//!   [`admission`] (connections counted by address from accept), [`http`]
//!   (the routes and who a socket is), [`socket`] (one player's
//!   WebSocket), [`outbox`] (carrying out the lobby's answers),
//!   [`shared`] (what all connections share), [`run`] (a server put
//!   together, started and stopped), [`metrics`] (what is counted);
//! - the operator's commands: [`moderate`] (a moderator's reads and
//!   changes on the ratings store, `tictactoe-server moderate`);
//! - [`client`]: a plain WebSocket client for tests and benchmarks.

pub mod admission;
pub mod client;
pub mod cluster;
pub mod guard;
mod http;
pub mod listen;
pub mod lobby;
pub mod metrics;
pub mod moderate;
pub mod names;
pub mod nodes;
pub mod outbox;
pub mod rating_maths;
pub mod ratings_store;
pub mod refusal;
pub mod room;
pub mod run;
pub mod shared;
mod socket;

use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;

pub use cluster::ClusterConfig;
pub use guard::{Guard, Verdict};
pub use http::{client_address, origin_allowed};
pub use lobby::{Limits, Lobby, Out};
pub use ratings_store::{Store, StoreAt};
pub use run::{Background, Running, bind, serve, serve_with};
pub use shared::Shared;

/// How the server runs; `tictactoe-server --help` lists the flags.
#[derive(Clone, Debug)]
pub struct Config {
    pub bind: IpAddr,
    pub port: u16,
    /// The built web page (`.ci/web-build`'s output), if any.
    pub web_dir: Option<PathBuf>,
    pub limits: Limits,
    /// TCP connections open at once, pages and sockets together: kept
    /// within the process's open-file limit by the binary.
    pub max_open: usize,
    /// Reverse proxies in front of the server: a connection from one of
    /// these is counted against the address its `X-Forwarded-For` names.
    /// From anyone else that header is ignored (it is the sender's word).
    pub trusted_proxies: Vec<IpAddr>,
    /// Pages on other origins (`https://games.example`) whose sockets are
    /// let in, besides the page this server serves itself.
    pub allowed_origins: Vec<String>,
    /// How long a client may take to send a request's headers (and so how
    /// long an HTTP connection may sit idle).
    pub header_deadline: Duration,
    /// Where ratings and results are kept. Memory by default here, for
    /// tests and benchmarks; the `tictactoe-server` binary's default is a
    /// file beside it ([`StoreAt::beside_executable`]).
    pub store: StoreAt,
    /// Other servers to share rooms with, through Redis; `None` for a
    /// server on its own.
    pub cluster: Option<ClusterConfig>,
}

/// Connections kept for pages' requests beside the players' sockets and
/// those of players coming back to their seats.
pub const PAGE_CONNECTIONS: usize = 1_000;

impl Default for Config {
    fn default() -> Self {
        let limits = Limits::default();
        Config {
            bind: IpAddr::from([127, 0, 0, 1]),
            port: 8080,
            web_dir: None,
            max_open: limits.max_connections + limits.returning + PAGE_CONNECTIONS,
            limits,
            trusted_proxies: Vec::new(),
            allowed_origins: Vec::new(),
            header_deadline: Duration::from_secs(10),
            store: StoreAt::Memory,
            cluster: None,
        }
    }
}
