//! What every connection of a running server shares: the lobby behind its
//! lock, the outbox behind its own, the keeper of ratings, the directory
//! of rooms, the count of connections by address, the metrics. A change
//! to the lobby holds its lock for microseconds; its answer is carried out
//! after, in the order the lobby made it (the outbox's lock is taken
//! before the lobby's is let go), and no store or network call is ever
//! made under either.

use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use tokio::sync::{mpsc, watch};

use crate::net::protocol::{Closing, Refused, ServerMessage};
use crate::server::admission::Admission;
use crate::server::cluster::journal::Written;
use crate::server::directory::{self, Directory};
use crate::server::lobby::{Limits, Lobby, Out};
use crate::server::metrics::Metrics;
use crate::server::outbox::{Outbox, Outgoing};
use crate::server::ratings::Keeper;
use crate::server::ratings::keeper::Rated;
use crate::server::refusal::Refusal;
use crate::server::room::{ConnId, RoomRecord};

/// The state every connection shares.
pub struct Shared {
    lobby: Mutex<Lobby>,
    outbox: Mutex<Outbox>,
    pub(crate) keeper: Keeper,
    pub(crate) directory: Arc<dyn Directory>,
    pub(crate) admission: Arc<Admission>,
    pub(crate) metrics: Arc<Metrics>,
    pub(crate) limits: Limits,
    /// Connection tasks still running (stopping waits for them).
    live: AtomicUsize,
    pub(crate) shutdown: watch::Receiver<bool>,
    pub(crate) trusted_proxies: Vec<IpAddr>,
    pub(crate) allowed_origins: Vec<String>,
}

/// The parts a running server is made of.
pub(crate) struct Parts {
    pub lobby: Lobby,
    pub keeper: Keeper,
    pub directory: Arc<dyn Directory>,
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
            directory: parts.directory,
            admission: parts.admission,
            metrics: parts.metrics,
            live: AtomicUsize::new(0),
            shutdown: parts.shutdown,
            trusted_proxies: parts.trusted_proxies,
            allowed_origins: parts.allowed_origins,
        }
    }

    /// Rooms and connections now, for tests and the load benchmark.
    pub fn counts(&self) -> (usize, usize) {
        let lobby = lock(&self.lobby);
        (lobby.room_count(), lobby.connection_count())
    }

    /// The `/metrics` page as it is now.
    pub fn metrics_page(&self) -> String {
        self.metrics
            .redis(self.directory.shared_store_up().unwrap_or(false));
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
        let now = self.directory.publish(&mut lobby, out);
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
        let handing_over = self.directory.hands_over();
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

impl directory::Server for Shared {
    fn records(&self) -> Vec<RoomRecord> {
        lock(&self.lobby).records(Instant::now())
    }

    fn written(&self, written: Written<Vec<Out>>) {
        let now = Instant::now();
        let mut lobby = lock(&self.lobby);
        // Rooms that could not be shared are refused, not opened.
        let mut refused_here = Vec::new();
        for code in &written.unborn {
            refused_here.extend(lobby.withdraw(code, now));
        }
        let mut evicted = Vec::new();
        for code in &written.lost {
            evicted.extend(lobby.evict(code, now));
        }
        let mut outbox = lock(&self.outbox);
        drop(lobby);
        for out in written.then {
            let out = out
                .into_iter()
                .filter(|action| !about_unborn(action, &written.unborn))
                .collect();
            outbox.deliver(out, &self.keeper);
        }
        let no_room = Refusal::new(Refused::LostTouch, directory::redis::NO_NEW_ROOMS);
        for conn in refused_here {
            outbox.deliver(vec![Out::Send(conn, no_room.message())], &self.keeper);
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
