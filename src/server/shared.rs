//! What every connection of a running server shares: the lobby behind its
//! lock, the outbox behind its own, the keeper of ratings, the nodes
//! rooms live on, the count of connections by address, the metrics. A change
//! to the lobby holds its lock for microseconds; its answer is carried out
//! after, in the order the lobby made it (the outbox's lock is taken
//! before the lobby's is let go), and no store or network call is ever
//! made under either.

use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio::sync::{mpsc, watch};

use crate::core::offered::BoardChoice;
use crate::net::protocol::{Closing, ServerMessage};
use crate::server::admission::{Admission, Permit, Refused};
use crate::server::lobby::{Limits, Lobby, Out, Searcher};
use crate::server::metrics::{Metrics, Reason};
use crate::server::nodes::{self, Ask, Kept, Nodes, Route};
use crate::server::outbox::{Outbox, Outgoing};
use crate::server::ratings_store::Keeper;
use crate::server::ratings_store::keeper::Rated;
use crate::server::refusal::Refusal;
use crate::server::room::{ConnId, RoomRecord};

/// The state every connection shares.
pub struct Shared {
    lobby: Mutex<Lobby>,
    outbox: Mutex<Outbox>,
    keeper: Keeper,
    nodes: Arc<dyn Nodes>,
    admission: Arc<Admission>,
    metrics: Arc<Metrics>,
    limits: Limits,
    /// Connection tasks still running (stopping waits for them).
    live: AtomicUsize,
    shutdown: watch::Receiver<bool>,
    trusted_proxies: Vec<IpAddr>,
    allowed_origins: Vec<String>,
}

/// The parts a running server is made of.
pub(crate) struct Parts {
    pub lobby: Lobby,
    pub keeper: Keeper,
    pub nodes: Arc<dyn Nodes>,
    pub admission: Arc<Admission>,
    pub metrics: Arc<Metrics>,
    pub shutdown: watch::Receiver<bool>,
    pub trusted_proxies: Vec<IpAddr>,
    pub allowed_origins: Vec<String>,
}

/// A lock whose holder panicked cannot leave a room half-changed in a way
/// later messages trust more than the rules: keep serving.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Shared {
    pub(crate) fn new(parts: Parts) -> Shared {
        Shared {
            limits: parts.lobby.limits().clone(),
            lobby: Mutex::new(parts.lobby),
            outbox: Mutex::new(Outbox::new(parts.metrics.clone())),
            keeper: parts.keeper,
            nodes: parts.nodes,
            admission: parts.admission,
            metrics: parts.metrics,
            live: AtomicUsize::new(0),
            shutdown: parts.shutdown,
            trusted_proxies: parts.trusted_proxies,
            allowed_origins: parts.allowed_origins,
        }
    }

    pub(crate) fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Tells when the server starts to stop.
    pub(crate) fn stopping(&self) -> watch::Receiver<bool> {
        self.shutdown.clone()
    }

    pub(crate) fn is_stopping(&self) -> bool {
        *self.shutdown.borrow()
    }

    /// Counts a refusal by its reason.
    pub(crate) fn refused(&self, reason: Reason) {
        self.metrics.refused(reason);
    }

    /// The refusals counted since the last time the log was told.
    pub(crate) fn unlogged_refusals(&self) -> Option<String> {
        self.metrics.take_unlogged()
    }

    /// Pages on other origins whose sockets are let in.
    pub(crate) fn allowed_origins(&self) -> &[String] {
        &self.allowed_origins
    }

    /// Whose `X-Forwarded-For` is believed: the proxies in front and the
    /// other nodes.
    pub(crate) fn trusted(&self) -> Vec<IpAddr> {
        let mut trusted = self.nodes.peers();
        trusted.extend_from_slice(&self.trusted_proxies);
        trusted
    }

    /// Whether a socket from `peer` carrying the forwarding mark was opened
    /// by another node for a player.
    pub(crate) fn forwarded_by_a_node(&self, peer: IpAddr, marked: bool) -> bool {
        self.nodes.forwarded_by_a_node(peer, marked)
    }

    /// Counts a player a proxy or node names against their address.
    pub(crate) fn admit_forwarded(&self, address: IpAddr) -> Result<Permit, Refused> {
        self.admission.admit_forwarded(address)
    }

    /// What `/healthz` adds about the other nodes.
    pub(crate) fn health_note(&self) -> &'static str {
        self.nodes.health_note()
    }

    /// Where a message is handled.
    pub(crate) async fn route(&self, ask: Ask<'_>) -> Route {
        self.nodes.route(ask).await
    }

    /// What every node knows of `address`'s wrong codes.
    pub(crate) async fn shared_wrong_codes(&self, address: IpAddr) -> Option<(u32, Duration)> {
        self.nodes.wrong_codes(address).await
    }

    /// Counts a wrong code or token where every node sees it.
    pub(crate) async fn count_wrong(&self, address: IpAddr) {
        self.nodes.count_wrong(address).await;
    }

    /// What the ratings know of a quick match's player.
    pub(crate) async fn searcher(
        &self,
        key: &str,
        address: IpAddr,
        board: BoardChoice,
        name: &str,
    ) -> Searcher {
        self.keeper.searcher(key, address, board, name).await
    }

    /// Waits, up to `patience`, for every result of a finished round to be
    /// kept.
    pub(crate) fn finish_keeping(&self, patience: Duration) {
        self.keeper.finish(patience);
    }

    /// Rooms and connections now, for tests and the load benchmark.
    pub fn counts(&self) -> (usize, usize) {
        let lobby = lock(&self.lobby);
        (lobby.room_count(), lobby.connection_count())
    }

    /// The `/metrics` page as it is now.
    pub fn metrics_page(&self) -> String {
        self.metrics.redis(self.nodes.others_reachable());
        let (rooms, connections, moves) = {
            let lobby = lock(&self.lobby);
            (
                lobby.room_count(),
                lobby.connection_count(),
                lobby.moves_played(),
            )
        };
        self.metrics
            .render(rooms, connections, moves, self.admission.total())
    }

    /// Runs `f` on the lobby (tests check every room's board with it).
    pub fn with_lobby<R>(&self, f: impl FnOnce(&Lobby) -> R) -> R {
        f(&lock(&self.lobby))
    }

    /// Changes the lobby and carries out its answer, in order.
    pub(crate) fn change(&self, change: impl FnOnce(&mut Lobby) -> Vec<Out>) {
        let mut lobby = lock(&self.lobby);
        let out = change(&mut lobby);
        let now = self.nodes.publish(&mut lobby, out);
        let mut outbox = lock(&self.outbox);
        drop(lobby);
        outbox.deliver(now, &self.keeper);
    }

    /// A new connection from `address` whose frames go to `sender`, or why
    /// the server cannot take it.
    pub(crate) fn connect(
        &self,
        address: IpAddr,
        sender: mpsc::Sender<Outgoing>,
    ) -> Result<ConnId, Refusal> {
        let mut lobby = lock(&self.lobby);
        let conn = lobby.connect(address, Instant::now())?;
        lock(&self.outbox).add(conn, sender);
        Ok(conn)
    }

    /// A connection ended: its seat waits for it to come back.
    pub(crate) fn disconnect(&self, conn: ConnId) {
        lock(&self.outbox).close(conn);
        self.change(|lobby| lobby.disconnect(conn, Instant::now()));
    }

    /// `conn` is passed to another node: the lobby lets it go (the owner
    /// counts and judges it from now on); its writer stays, fed by the
    /// owner's answers.
    pub(crate) fn forwarded(&self, conn: ConnId) {
        self.metrics.forwarded();
        self.change(|lobby| lobby.disconnect(conn, Instant::now()));
    }

    /// Whether `conn` is still served (not replaced by a newer connection
    /// to its seat, nor let go for not reading).
    pub(crate) fn serves(&self, conn: ConnId) -> bool {
        lock(&self.outbox).has(conn)
    }

    /// Tells one connection it was refused.
    pub(crate) fn refuse(&self, conn: ConnId, refusal: Refusal, close: bool) {
        let mut out = vec![Out::Send(conn, refusal.message())];
        if close {
            out.push(Out::Close(conn));
        }
        lock(&self.outbox).deliver(out, &self.keeper);
    }

    /// Takes over a room a lost node kept.
    pub(crate) fn take_over(&self, record: RoomRecord) {
        let code = record.code.clone();
        let (round, moves) = (record.round, record.moves.len());
        self.change(|lobby| match lobby.adopt(record, Instant::now()) {
            Ok((true, out)) => {
                self.metrics.took_over();
                tracing::info!(
                    "took over room {code} from a lost node (round {round}, moves played: {moves})"
                );
                out
            }
            // Another player of the room came back first.
            Ok((false, out)) => out,
            Err(error) => {
                tracing::error!("cannot take over room {code}: {error}");
                Vec::new()
            }
        });
    }

    /// Both players' new ratings, back from the keeper.
    pub(crate) fn rated(&self, rated: Rated) {
        self.change(|lobby| lobby.rated(&rated.room, rated.shown, Instant::now()));
    }

    /// The server stops: every player is told and let go, or, where
    /// another node takes the rooms over, only let go (they reconnect).
    pub(crate) fn stop_everyone(&self) {
        let handing_over = self.nodes.hands_over();
        let mut outbox = lock(&self.outbox);
        let everyone = outbox.everyone();
        if handing_over {
            tracing::info!(
                "handing this node's rooms over: its {} players reconnect to the other nodes",
                everyone.len()
            );
        }
        let mut out = Vec::new();
        for conn in everyone {
            if !handing_over {
                out.push(Out::Send(
                    conn,
                    ServerMessage::closed(&Closing::ShuttingDown, "The server is shutting down"),
                ));
            }
            out.push(Out::Close(conn));
        }
        outbox.deliver(out, &self.keeper);
    }

    /// Counts a connection task while it runs.
    pub(crate) fn live(self: &Arc<Self>) -> Live {
        self.live.fetch_add(1, Ordering::AcqRel);
        Live(self.clone())
    }

    /// Connection tasks still running.
    pub(crate) fn still_live(&self) -> usize {
        self.live.load(Ordering::Acquire)
    }
}

/// A running connection task, counted until dropped.
pub(crate) struct Live(Arc<Shared>);

impl Drop for Live {
    fn drop(&mut self) {
        self.0.live.fetch_sub(1, Ordering::AcqRel);
    }
}

impl nodes::Server for Shared {
    fn records(&self) -> Vec<RoomRecord> {
        lock(&self.lobby).records(Instant::now())
    }

    fn kept(&self, kept: Kept) {
        let now = Instant::now();
        let mut lobby = lock(&self.lobby);
        // Rooms that could not be shared are refused, not opened.
        let mut refused_here = Vec::new();
        for code in &kept.unborn {
            refused_here.extend(lobby.withdraw(code, now));
        }
        let mut evicted = Vec::new();
        for code in &kept.lost {
            evicted.extend(lobby.evict(code, now));
        }
        let mut outbox = lock(&self.outbox);
        drop(lobby);
        for out in kept.then {
            let out = out
                .into_iter()
                .filter(|action| !about_unborn(action, &kept.unborn))
                .collect();
            outbox.deliver(out, &self.keeper);
        }
        for conn in refused_here {
            outbox.deliver(
                vec![Out::Send(conn, kept.unborn_refusal.message())],
                &self.keeper,
            );
        }
        outbox.deliver(evicted, &self.keeper);
    }
}

/// Whether `action` tells of one of the rooms that were not opened.
fn about_unborn(action: &Out, unborn: &[String]) -> bool {
    match action {
        Out::Send(_, ServerMessage::Welcome { code, .. }) => unborn.contains(code),
        Out::Send(_, ServerMessage::Room(view)) | Out::SendAll(_, ServerMessage::Room(view)) => {
            unborn.contains(&view.code)
        }
        _ => false,
    }
}
