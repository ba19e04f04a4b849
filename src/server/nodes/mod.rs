//! The nodes rooms live on, behind one seam ([`Nodes`]): this server
//! alone ([`alone::Alone`]), or several nodes sharing their rooms through
//! Redis ([`redis::RedisNodes`]). The server asks the same questions
//! either way (where a message goes, what every node knows of an
//! address's wrong codes, how the lobby's answers are published, which
//! peers may forward players, whether it is healthy, what stopping does,
//! where ratings are kept) and never asks which kind it has.

pub mod alone;
pub mod redis;

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use futures_util::future::BoxFuture;
use tokio::task::JoinHandle;

use crate::net::protocol::ClientMessage;
use crate::server::cluster::{ClusterConfig, ClusterError};
use crate::server::lobby::{Limits, Lobby, Out};
use crate::server::ratings_store::{Ratings, Store, StoreError};
use crate::server::refusal::Refusal;
use crate::server::room::RoomRecord;

/// Where a message is handled.
pub enum Route {
    /// By this node's lobby.
    Here,
    /// Not at all, for this reason.
    Refuse(Refusal),
    /// By the node that owns the room: the player is relayed there.
    Forward(Box<dyn Relay>),
    /// Here, once this node has taken the room over from a node that is
    /// gone.
    TakeOver(Box<RoomRecord>),
}

/// A message to route, and what the nodes may need to know about it.
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

/// A player's socket to the node that owns their room: their messages go
/// up it unchanged, and the owner's answers come down.
pub trait Relay: Send {
    /// Sends one of the player's messages; `false` once the owner is gone.
    fn send<'a>(&'a mut self, text: &'a str) -> BoxFuture<'a, bool>;
    /// The owner's next frame: `Some(Some(text))` to pass on, `Some(None)`
    /// for a frame that is not text, `None` once the owner closed.
    fn receive(&mut self) -> BoxFuture<'_, Option<Option<String>>>;
    /// Closes the socket to the owner.
    fn close(self: Box<Self>) -> BoxFuture<'static, ()>;
}

/// Answers of the lobby whose rooms are now kept where other nodes find
/// them, handed back in the order the lobby made them.
pub struct Kept {
    /// The answers to deliver now.
    pub then: Vec<Vec<Out>>,
    /// Rooms another node owns now: this one lets them go.
    pub lost: Vec<String>,
    /// Rooms opened in these answers that could not be kept where the
    /// others find them: they are not opened after all.
    pub unborn: Vec<String>,
    /// What the openers of `unborn` rooms are told.
    pub unborn_refusal: Refusal,
}

/// What the nodes need of the running server.
pub trait Server: Send + Sync + 'static {
    /// Every room's record, numbered as a change (to keep them all again).
    fn records(&self) -> Vec<RoomRecord>;
    /// These answers' rooms are kept: deliver them.
    fn kept(&self, kept: Kept);
}

/// The nodes rooms live on, by concern.
pub trait Nodes: Send + Sync {
    // Routing: where a message goes, and the wrong codes every node counts.

    /// Where `ask`'s message is handled.
    fn route<'a>(&'a self, ask: Ask<'a>) -> BoxFuture<'a, Route>;

    /// What every node knows of `address`'s wrong codes and tokens: how
    /// many, and how long ago the last was. `None` when only this node
    /// counts.
    fn wrong_codes(&self, address: IpAddr) -> BoxFuture<'_, Option<(u32, Duration)>>;

    /// Counts a wrong code or token from `address` where every node sees it.
    fn count_wrong(&self, address: IpAddr) -> BoxFuture<'_, ()>;

    // Publishing the lobby's answers.

    /// Publishes the lobby's answer (called under the lobby's lock, so
    /// answers go out in the order they were made): what to deliver now;
    /// the rest is delivered through [`Server::kept`] once the rooms it
    /// changed are kept where other nodes find them.
    fn publish(&self, lobby: &mut Lobby, out: Vec<Out>) -> Vec<Out>;

    // Peers: who may forward players here.

    /// The other nodes' addresses: their `X-Forwarded-For` is trusted.
    fn peers(&self) -> Vec<IpAddr>;

    /// Whether a socket from `peer` carrying the forwarding mark was opened
    /// by another node for a player.
    fn forwarded_by_a_node(&self, peer: IpAddr, marked: bool) -> bool;

    // Health, for `/healthz` and `/metrics`.

    /// Whether the other nodes can be reached now (so new rooms can open);
    /// `false` for a server on its own, which has none.
    fn others_reachable(&self) -> bool;

    /// What `/healthz` adds to its line: empty for a server on its own.
    fn health_note(&self) -> &'static str;

    // Ratings.

    /// Where ratings are kept: this server's file, or shared.
    fn ratings(&self, store: Store) -> Result<Box<dyn Ratings>, StoreError>;

    // Starting, stopping and handing over.

    /// Starts what the nodes run beside the server.
    fn start(self: Arc<Self>, server: Arc<dyn Server>) -> Vec<JoinHandle<()>>;

    /// Whether stopping hands the rooms over (the players' sockets are cut
    /// and they reconnect elsewhere) rather than ending them.
    fn hands_over(&self) -> bool;

    /// Leaves the others on a clean stop.
    fn leave(&self) -> BoxFuture<'_, ()>;
}

/// This server alone, or joined to the nodes sharing `cluster`'s Redis
/// (an error if Redis cannot be reached now). `lobby` learns what the
/// nodes need of it.
pub async fn join(
    cluster: Option<&ClusterConfig>,
    lobby: &mut Lobby,
) -> Result<Arc<dyn Nodes>, ClusterError> {
    let Some(cluster) = cluster else {
        return Ok(Arc::new(alone::Alone));
    };
    // A record outlives its room's idle limit, for a room taken over late
    // in its life.
    let lifetime = (lobby.limits().idle * 2).max(Duration::from_secs(60 * 60));
    Ok(Arc::new(
        redis::RedisNodes::join(cluster, lifetime, lobby).await?,
    ))
}
