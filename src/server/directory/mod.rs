//! Where rooms are, behind one seam: on this server alone
//! ([`local::Local`]), or on any of several nodes sharing Redis
//! ([`redis::Redis`]). The server asks
//! the same questions either way (where a message goes, what every node
//! knows of an address's wrong codes, how the lobby's answers are
//! published, who may forward players, what stopping does), and never
//! asks which kind it has.

pub mod local;
pub mod redis;

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use futures_util::future::BoxFuture;
use tokio::task::JoinHandle;

use crate::net::protocol::ClientMessage;
use crate::server::cluster::bridge::Upstream;
use crate::server::cluster::journal::Written;
use crate::server::lobby::{Limits, Lobby, Out};
use crate::server::ratings::{Ratings, Store, StoreError};
use crate::server::refusal::Refusal;
use crate::server::room::RoomRecord;

/// Where a message is handled.
pub enum Route {
    /// By this node's lobby.
    Here,
    /// Not at all, for this reason.
    Refuse(Refusal),
    /// By the node that owns the room: the player is forwarded there.
    Forward(Box<Upstream>),
    /// Here, once this node has taken the room over from a node that is
    /// gone.
    TakeOver(Box<RoomRecord>),
}

/// A message to route, and what the directory may need to know about it.
pub struct Ask<'a> {
    pub address: IpAddr,
    /// Another node sent the player here: it already looked.
    pub from_node: bool,
    pub message: &'a ClientMessage,
    /// The message as it came, to forward unchanged.
    pub text: &'a str,
    pub limits: &'a Limits,
    /// Whether this node has the room with a code.
    pub here: &'a (dyn Fn(&str) -> bool + Sync),
}

/// What the directory needs of the running server.
pub trait Server: Send + Sync + 'static {
    /// Every room's record, numbered as a change (to write them all again).
    fn records(&self) -> Vec<RoomRecord>;
    /// The records of these changes are kept: deliver them.
    fn written(&self, written: Written<Vec<Out>>);
}

pub trait Directory: Send + Sync {
    /// Where `ask`'s message is handled.
    fn route<'a>(&'a self, ask: Ask<'a>) -> BoxFuture<'a, Route>;

    /// What every node knows of `address`'s wrong codes and tokens: how
    /// many, and how long ago the last was. `None` when only this node
    /// counts.
    fn wrong_codes(&self, address: IpAddr) -> BoxFuture<'_, Option<(u32, Duration)>>;

    /// Counts a wrong code or token from `address` where every node sees it.
    fn count_wrong(&self, address: IpAddr) -> BoxFuture<'_, ()>;

    /// Publishes the lobby's answer (called under the lobby's lock, so
    /// answers go out in the order they were made): what to deliver now;
    /// the rest is delivered through [`Server::written`] once the rooms it
    /// changed are kept where other nodes find them.
    fn publish(&self, lobby: &mut Lobby, out: Vec<Out>) -> Vec<Out>;

    /// The other nodes' addresses: their `X-Forwarded-For` is trusted.
    fn peers(&self) -> Vec<IpAddr>;

    /// Whether a socket from `peer` carrying the forwarding mark was opened
    /// by another node for a player.
    fn forwarded_by_a_node(&self, peer: IpAddr, marked: bool) -> bool;

    /// Whether new rooms can be opened now, for `/healthz` and `/metrics`:
    /// `None` for a server on its own.
    fn shared_store_up(&self) -> Option<bool>;

    /// Whether stopping hands the rooms over (the players' sockets are cut
    /// and they reconnect elsewhere) rather than ending them.
    fn hands_over(&self) -> bool;

    /// Where ratings are kept: this server's file, or shared.
    fn ratings(&self, store: Store) -> Result<Box<dyn Ratings>, StoreError>;

    /// Starts what the directory runs beside the server.
    fn start(self: Arc<Self>, server: Arc<dyn Server>) -> Vec<JoinHandle<()>>;

    /// Leaves the others on a clean stop.
    fn leave(&self) -> BoxFuture<'_, ()>;
}
