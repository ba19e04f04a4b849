//! Nodes sharing rooms through Redis (`--redis`), as Colyseus does: a room
//! lives on the node that opened it; a player who reaches another node is
//! forwarded there; a lost node's rooms are taken over from the records
//! Redis keeps; each board's quick-match queue is kept by one node; wrong
//! codes and open rooms count on every node; ratings are shared. The Redis
//! plumbing is `cluster`; this is what the server sees of it.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::future::BoxFuture;
use futures_util::{FutureExt, SinkExt, StreamExt};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use super::{Ask, Kept, Nodes, Relay, Route, Server};
use crate::core::offered::BoardChoice;
use crate::net::protocol::{self, ClientMessage, Refused, ServerMessage};
use crate::server::cluster::bridge::Upstream;
use crate::server::cluster::journal::{Change, Written};
use crate::server::cluster::shared_ratings::RedisRatings;
use crate::server::cluster::{self, Cluster, ClusterConfig, ClusterError, Location, bridge};
use crate::server::lobby::{self, Lobby, Out, household};
use crate::server::ratings_store::{Ratings, Store, StoreError};
use crate::server::refusal::Refusal;

/// What a player sees while Redis is away.
pub const NO_NEW_ROOMS: &str = "New games cannot start right now: this server has lost touch \
     with the others. Games under way go on; try again in a minute";

/// How long a player waits for a lost node's rooms to be free to take over.
const TAKE_OVER_WITHIN: Duration = Duration::from_secs(6);

pub struct RedisNodes {
    cluster: Arc<Cluster>,
    redis: String,
    /// The lobby's answers on their way to Redis and then the players.
    journal: mpsc::UnboundedSender<Change<Vec<Out>>>,
    changes: std::sync::Mutex<Option<mpsc::UnboundedReceiver<Change<Vec<Out>>>>>,
}

impl RedisNodes {
    /// Joins the nodes sharing `config.redis`; an error if Redis cannot be
    /// reached now (a node that starts alone would open rooms nobody else
    /// can find). `lobby` starts remembering the rooms that close, for
    /// Redis to forget.
    pub async fn join(
        config: &ClusterConfig,
        record_lifetime: Duration,
        lobby: &mut Lobby,
    ) -> Result<RedisNodes, ClusterError> {
        let cluster = Cluster::join(config, record_lifetime).await?;
        tracing::info!(
            "sharing rooms through Redis at {} as node {} (reached at {})",
            config.redis,
            cluster.id(),
            config.advertise
        );
        lobby.track_closed();
        let (journal, changes) = mpsc::unbounded_channel();
        Ok(RedisNodes {
            cluster,
            redis: config.redis.clone(),
            journal,
            changes: std::sync::Mutex::new(Some(changes)),
        })
    }

    /// A quick match is looked for on the node that keeps the board's
    /// queue. If that node does not answer, this one keeps the queue from
    /// now on.
    async fn to_matchmaker(&self, address: IpAddr, board: BoardChoice, text: &str) -> Route {
        let mut gone = None;
        for _ in 0..2 {
            let keeper = match self.cluster.matchmaker(board, gone.as_deref()).await {
                Ok(keeper) => keeper,
                Err(_) => return Route::Refuse(lost_touch()),
            };
            if self.cluster.is_me(&keeper) {
                return Route::Here;
            }
            match bridge::open(&keeper, address, text).await {
                Ok(upstream) => return Route::Forward(Box::new(Owner(upstream))),
                Err(error) => {
                    tracing::warn!(
                        "the quick-match node does not answer ({error}): taking its queue"
                    );
                    gone = Some(keeper);
                }
            }
        }
        Route::Here
    }

    /// A room asked for by code: here, at its owner, or taken over.
    async fn find(&self, code: &str, ask: &Ask<'_>) -> Route {
        let give_up = Instant::now() + TAKE_OVER_WITHIN;
        loop {
            match self.cluster.locate(code).await {
                // Unknown here and in Redis: the lobby says so as for any code.
                Ok(Location::Nowhere) => return Route::Here,
                Err(error) => {
                    tracing::warn!("cannot find room {code} in Redis: {error}");
                    return Route::Here;
                }
                Ok(Location::Adopt(record)) => return Route::TakeOver(record),
                Ok(Location::Owner(owner)) => match bridge::open(&owner, ask.address, ask.text)
                    .await
                {
                    Ok(upstream) => return Route::Forward(Box::new(Owner(upstream))),
                    // Its node has just stopped: its key lasts a few seconds more.
                    Err(error) if Instant::now() < give_up => {
                        tracing::debug!("room {code}'s node does not answer ({error}); waiting");
                        tokio::time::sleep(Duration::from_millis(250)).await;
                    }
                    Err(error) => {
                        tracing::warn!("room {code}'s node does not answer: {error}");
                        return Route::Refuse(Refusal::new(
                            Refused::NoAnswer,
                            "The room's server does not answer: try again in a moment",
                        ));
                    }
                },
            }
        }
    }
}

impl Nodes for RedisNodes {
    /// New rooms only while Redis is there; a room another node owns is
    /// played there; a lost node's room is taken over; a quick match is
    /// looked for on the node that keeps the board's queue.
    fn route<'a>(&'a self, ask: Ask<'a>) -> BoxFuture<'a, Route> {
        async move {
            let typed = match ask.message {
                ClientMessage::Create { .. } | ClientMessage::QuickMatch { .. }
                    if !self.cluster.is_up() =>
                {
                    return Route::Refuse(lost_touch());
                }
                ClientMessage::Create { .. } => {
                    // Rooms opened on any node count.
                    if let Some(held) = self.cluster.rooms_opened_by(household(ask.address)).await
                        && let Err(refusal) = lobby::refuse_more_rooms(held, ask.limits)
                    {
                        return Route::Refuse(refusal);
                    }
                    return Route::Here;
                }
                ClientMessage::QuickMatch { board, .. } if !ask.from_node => {
                    return self.to_matchmaker(ask.address, *board, ask.text).await;
                }
                ClientMessage::Join { code, .. } | ClientMessage::Watch { code, .. } => {
                    // Guessing is not three times as quick with three nodes:
                    // an address that must wait is told so before any
                    // node looks. (A resume's right token is let in
                    // whatever the wait, so it is looked for.)
                    if !ask.from_node
                        && let Some((wrong, since_last)) = self.wrong_codes(ask.address).await
                        && let Some(wait) = lobby::wrong_code_wait(wrong, ask.limits)
                        && since_last < wait
                    {
                        return Route::Refuse(lobby::too_many_wrong_codes(wait - since_last));
                    }
                    code
                }
                ClientMessage::Resume { code, .. } => code,
                _ => return Route::Here,
            };
            let Some(code) = protocol::normalize_code(typed) else {
                return Route::Here;
            };
            if (ask.here)(&code) {
                return Route::Here;
            }
            self.find(&code, &ask).await
        }
        .boxed()
    }

    fn wrong_codes(&self, address: IpAddr) -> BoxFuture<'_, Option<(u32, Duration)>> {
        async move {
            let (wrong, last) = self.cluster.wrong_codes(household(address)).await?;
            let since = Duration::from_millis(cluster::now_ms().saturating_sub(last));
            Some((wrong, since))
        }
        .boxed()
    }

    fn count_wrong(&self, address: IpAddr) -> BoxFuture<'_, ()> {
        self.cluster.count_wrong(household(address)).boxed()
    }

    /// The records of the rooms the answer changed (every change is
    /// followed by a snapshot to the room) go to the journal with the
    /// answer, which goes out once they are written.
    fn publish(&self, lobby: &mut Lobby, out: Vec<Out>) -> Vec<Out> {
        let now = Instant::now();
        let mut changed: Vec<String> = Vec::new();
        for action in &out {
            let code = match action {
                Out::Send(_, ServerMessage::Room(view))
                | Out::SendAll(_, ServerMessage::Room(view)) => view.code.as_str(),
                Out::Send(_, ServerMessage::Welcome { code, .. }) => code.as_str(),
                _ => continue,
            };
            if !changed.iter().any(|known| known == code) {
                changed.push(code.to_string());
            }
        }
        let records = changed
            .iter()
            .filter_map(|code| lobby.record(code, now))
            .collect();
        let closed = lobby.take_closed();
        let _ = self.journal.send(Change {
            records,
            closed,
            then: out,
        });
        Vec::new()
    }

    fn peers(&self) -> Vec<IpAddr> {
        self.cluster.peers()
    }

    fn forwarded_by_a_node(&self, peer: IpAddr, marked: bool) -> bool {
        marked && self.cluster.peers().contains(&peer)
    }

    fn others_reachable(&self) -> bool {
        self.cluster.is_up()
    }

    fn health_note(&self) -> &'static str {
        // Without Redis the node still serves its own games: the balancer
        // keeps it (the text says why it opens no new rooms).
        if self.cluster.is_up() {
            "; Redis reachable"
        } else {
            "; Redis unreachable: no new rooms"
        }
    }

    /// Nodes sharing rooms share ratings too; the file is one server's.
    fn ratings(&self, _: Store) -> Result<Box<dyn Ratings>, StoreError> {
        Ok(Box::new(RedisRatings::new(
            &self.redis,
            self.cluster.clone(),
        )?))
    }

    fn start(self: Arc<Self>, server: Arc<dyn Server>) -> Vec<JoinHandle<()>> {
        let Some(changes) = self
            .changes
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take()
        else {
            return Vec::new();
        };
        let everyone = server.clone();
        vec![
            tokio::spawn(self.cluster.clone().keep_alive()),
            tokio::spawn(cluster::journal::run(
                self.cluster.clone(),
                changes,
                move || everyone.records(),
                move |written| server.kept(kept(written)),
            )),
        ]
    }

    fn hands_over(&self) -> bool {
        true
    }

    /// Its rooms are free to take over now, not when its key lapses.
    fn leave(&self) -> BoxFuture<'_, ()> {
        self.cluster.leave().boxed()
    }
}

/// What a player is told when new rooms cannot be shared.
fn lost_touch() -> Refusal {
    Refusal::new(Refused::LostTouch, NO_NEW_ROOMS)
}

/// The journal's written changes, as the server takes them.
fn kept(written: Written<Vec<Out>>) -> Kept {
    Kept {
        then: written.then,
        lost: written.lost,
        unborn: written.unborn,
        unborn_refusal: lost_touch(),
    }
}

/// The socket to the node that owns a player's room.
struct Owner(Upstream);

impl Relay for Owner {
    fn send<'a>(&'a mut self, text: &'a str) -> BoxFuture<'a, bool> {
        use tokio_tungstenite::tungstenite::Message;
        async move { self.0.send(Message::Text(text.into())).await.is_ok() }.boxed()
    }

    fn receive(&mut self) -> BoxFuture<'_, Option<Option<String>>> {
        async move { bridge::text_of(self.0.next().await) }.boxed()
    }

    fn close(mut self: Box<Self>) -> BoxFuture<'static, ()> {
        async move {
            let _ = self.0.close(None).await;
        }
        .boxed()
    }
}
