//! The game server (`tictactoe-server`, behind the `server` feature): the
//! built web page and the rooms, on one port. Each WebSocket connection has
//! a reader (its [`Guard`] judges every message) and a writer fed by a
//! small queue; all room logic lives in the [`Lobby`], behind one lock,
//! which every message holds for microseconds.
//!
//! - [`room`]: one room's rules (the core's game, seats, score, clock).
//! - [`lobby`]: every room and connection; codes, tokens, limits, expiry.
//! - [`names`]: what a player's name may hold and look like.
//! - [`ratings`]: Glicko-2, the quick-match rating window, abandon waits.
//! - [`store`]: ratings and results in SQLite, kept across restarts.
//! - [`listen`]: TCP and HTTP, with deadlines and size limits.
//! - [`metrics`]: what `/metrics` and the log count.
//! - [`guard`]: one connection's size, rate and garbage limits.
//! - [`cluster`]: several servers sharing rooms through Redis (`--redis`).
//! - [`client`]: a plain WebSocket client for tests and the load benchmark.

pub mod client;
pub mod cluster;
pub mod guard;
pub mod listen;
pub mod lobby;
pub mod metrics;
pub mod names;
pub mod ratings;
pub mod room;
pub mod store;

use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use futures_util::{SinkExt, StreamExt};
use rand::rngs::StdRng;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch};
use tower_http::services::ServeDir;

use cluster::journal::Change;
use cluster::{Cluster, ClusterConfig, Location};
pub use guard::{Guard, Verdict};
pub use lobby::{Limits, Lobby, Out};
use metrics::{Metrics, Reason};
use room::{ConnId, Refusal};
pub use store::{Store, StoreAt};

use crate::net::protocol::{self, ServerMessage};

/// How the server runs; `tictactoe-server --help` lists the flags.
#[derive(Clone, Debug)]
pub struct Config {
    pub bind: std::net::IpAddr,
    pub port: u16,
    /// The built web page (`.ci/web-build`'s output), if any.
    pub web_dir: Option<PathBuf>,
    pub limits: Limits,
    /// Reverse proxies in front of the server: a connection from one of
    /// these is counted against the address its `X-Forwarded-For` names.
    /// From anyone else that header is ignored (it is the sender's word).
    pub trusted_proxies: Vec<std::net::IpAddr>,
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

impl Default for Config {
    fn default() -> Self {
        Config {
            bind: std::net::IpAddr::from([127, 0, 0, 1]),
            port: 8080,
            web_dir: None,
            limits: Limits::default(),
            trusted_proxies: Vec::new(),
            allowed_origins: Vec::new(),
            header_deadline: Duration::from_secs(10),
            store: StoreAt::Memory,
            cluster: None,
        }
    }
}

/// Frames the WebSocket layer accepts at all: anything bigger than this is
/// not worth an answer and ends the connection. Messages between this and
/// the protocol's 4 KB are read and refused with an error.
const MAX_FRAME_BYTES: usize = 64 * 1024;

/// Each connection's read and write buffers.
const BUFFER_BYTES: usize = 4 * 1024;

/// Outgoing messages waiting for a slow client; a client that lets this
/// many pile up is not reading and is disconnected.
const QUEUE: usize = 64;

/// Pings keep idle connections alive through proxies and find dead ones
/// (a laptop that went to sleep never closes its socket).
const PING_EVERY: Duration = Duration::from_secs(15);
const SILENT_LIMIT: Duration = Duration::from_secs(45);

/// A write the client does not take in this long ends the connection (its
/// seat then waits for it as for any dropped player).
const WRITE_DEADLINE: Duration = Duration::from_secs(10);

/// How long after stopping the server waits for every player to be told.
const DRAIN_DEADLINE: Duration = Duration::from_secs(5);

/// The longest wait between two ticks of the lobby's time.
const MAX_TICK: Duration = Duration::from_millis(250);

/// How often the log sums up what was refused.
const REFUSALS_LOGGED_EVERY: Duration = Duration::from_secs(60);

enum Outgoing {
    Text(String),
    Close,
}

struct Inner {
    lobby: Lobby,
    senders: HashMap<ConnId, mpsc::Sender<Outgoing>>,
    metrics: Arc<Metrics>,
}

/// The state every connection shares.
pub struct Shared {
    inner: Mutex<Inner>,
    /// Connection tasks still running (stopping waits for them).
    live: std::sync::atomic::AtomicUsize,
    shutdown: watch::Receiver<bool>,
    trusted_proxies: Vec<IpAddr>,
    allowed_origins: Vec<String>,
    metrics: Arc<Metrics>,
    /// The other nodes, when rooms are shared.
    cluster: Option<Arc<Cluster>>,
    /// The lobby's answers on their way to Redis and then the players.
    journal: Option<mpsc::UnboundedSender<Change<Vec<Out>>>>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic while holding the lock cannot leave a room half-changed in
        // a way later messages trust more than the rules; keep serving.
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Rooms and connections now, for tests and the load benchmark.
    pub fn counts(&self) -> (usize, usize) {
        let inner = self.lock();
        (inner.lobby.room_count(), inner.lobby.connection_count())
    }

    /// The `/metrics` page as it is now.
    pub fn metrics_page(&self) -> String {
        self.metrics
            .redis(self.cluster.as_ref().is_some_and(|cluster| cluster.is_up()));
        let inner = self.lock();
        self.metrics.render(
            inner.lobby.room_count(),
            inner.lobby.connection_count(),
            inner.lobby.moves_played(),
        )
    }

    /// Runs `f` on the lobby (tests check every room's board with it).
    pub fn with_lobby<R>(&self, f: impl FnOnce(&Lobby) -> R) -> R {
        f(&self.lock().lobby)
    }

    /// Sends the lobby's answer: at once on a server of its own; on a
    /// shared one, once the records of the rooms it changed are written.
    fn dispatch(&self, mut inner: MutexGuard<'_, Inner>, out: Vec<Out>) {
        let Some(journal) = &self.journal else {
            inner.deliver(out);
            return;
        };
        let now = Instant::now();
        let mut changed: Vec<&str> = Vec::new();
        for action in &out {
            let code = match action {
                Out::Send(_, ServerMessage::Room(view)) => view.code.as_str(),
                Out::Send(_, ServerMessage::Welcome { code, .. }) => code.as_str(),
                _ => continue,
            };
            if !changed.contains(&code) {
                changed.push(code);
            }
        }
        let records = changed
            .into_iter()
            .filter_map(|code| inner.lobby.record(code, now))
            .collect();
        let closed = inner.lobby.take_closed();
        // Sent under the lock, so the journal gets the answers in the
        // order the lobby made them.
        let _ = journal.send(Change {
            records,
            closed,
            then: out,
        });
        drop(inner);
    }
}

impl Inner {
    fn deliver(&mut self, out: Vec<Out>) {
        for action in out {
            match action {
                Out::Send(conn, message) => {
                    if let ServerMessage::Error { code, .. } = &message {
                        self.metrics.refused(Reason::Protocol(*code));
                    }
                    let Some(sender) = self.senders.get(&conn) else {
                        continue;
                    };
                    if sender
                        .try_send(Outgoing::Text(protocol::encode(&message)))
                        .is_err()
                    {
                        // Not reading: drop it rather than queue forever.
                        self.metrics.refused(Reason::NotReading);
                        let _ = sender.try_send(Outgoing::Close);
                        self.senders.remove(&conn);
                    }
                }
                Out::Close(conn) => {
                    if let Some(sender) = self.senders.remove(&conn) {
                        let _ = sender.try_send(Outgoing::Close);
                    }
                }
            }
        }
    }
}

/// A running server's address and state.
pub struct Running {
    pub addr: SocketAddr,
    pub shared: Arc<Shared>,
}

/// Binds the listener (port 0 picks a free one).
pub async fn bind(config: &Config) -> std::io::Result<TcpListener> {
    TcpListener::bind(SocketAddr::new(config.bind, config.port)).await
}

/// Serves until `stop` completes, then closes every connection and returns.
/// `ready` hears the address and shared state once the server is listening.
/// A store it cannot use (see [`Store::open`]) is an error before anything.
pub async fn serve(
    listener: TcpListener,
    config: Config,
    stop: impl Future<Output = ()> + Send + 'static,
    ready: impl FnOnce(Running),
) -> std::io::Result<()> {
    let store = Store::open(&config.store).map_err(std::io::Error::other)?;
    serve_with(listener, config, store, stop, ready).await
}

/// [`serve`] with the store already open (the binary opens it before it
/// listens, to refuse a bad one first).
pub async fn serve_with(
    listener: TcpListener,
    config: Config,
    store: Store,
    stop: impl Future<Output = ()> + Send + 'static,
    ready: impl FnOnce(Running),
) -> std::io::Result<()> {
    let addr = listener.local_addr()?;
    let (stop_tx, stop_rx) = watch::channel(false);
    let grace = config.limits.grace;
    let idle = config.limits.idle;
    let seat_within = config.limits.seat_within;
    // The choices are in order: the first is the shortest.
    let shortest_clock = config
        .limits
        .clock_second
        .saturating_mul(protocol::CLOCK_CHOICES[0]);
    let metrics = Arc::new(Metrics::default());
    let cluster = match &config.cluster {
        Some(cluster) => {
            // A record outlives its room's idle limit, for a room taken
            // over late in its life.
            let lifetime = (idle * 2).max(Duration::from_secs(60 * 60));
            let joined = Cluster::join(cluster, lifetime)
                .await
                .map_err(std::io::Error::other)?;
            tracing::info!(
                "sharing rooms through Redis at {} as node {} (reached at {})",
                cluster.redis,
                joined.id(),
                cluster.advertise
            );
            Some(joined)
        }
        None => None,
    };
    // Nodes sharing rooms share ratings too; the file is one server's.
    let mut lobby = match (&config.cluster, &cluster) {
        (Some(settings), Some(joined)) => Lobby::with_store(
            config.limits,
            rand::make_rng::<StdRng>(),
            cluster::ratings::RedisRatings::new(&settings.redis, joined.clone())
                .map_err(std::io::Error::other)?,
        ),
        _ => Lobby::with_store(config.limits, rand::make_rng::<StdRng>(), store),
    };
    let (journal, changes) = match cluster {
        Some(_) => {
            lobby.track_closed();
            let (tx, rx) = mpsc::unbounded_channel();
            (Some(tx), Some(rx))
        }
        None => (None, None),
    };
    let shared = Arc::new(Shared {
        inner: Mutex::new(Inner {
            lobby,
            senders: HashMap::new(),
            metrics: metrics.clone(),
        }),
        metrics: metrics.clone(),
        shutdown: stop_rx,
        live: std::sync::atomic::AtomicUsize::new(0),
        trusted_proxies: config.trusted_proxies.clone(),
        allowed_origins: config.allowed_origins.clone(),
        cluster: cluster.clone(),
        journal,
    });
    let mut cluster_tasks = Vec::new();
    if let (Some(cluster), Some(changes)) = (cluster, changes) {
        cluster_tasks.push(tokio::spawn(cluster.clone().keep_alive()));
        let everyone = shared.clone();
        let delivering = shared.clone();
        cluster_tasks.push(tokio::spawn(cluster::journal::run(
            cluster,
            changes,
            move || everyone.lock().lobby.records(Instant::now()),
            move |written: cluster::journal::Written<Vec<Out>>| {
                let mut inner = delivering.lock();
                // Rooms that could not be shared are refused, not opened.
                let mut refused_here = Vec::new();
                for code in &written.unborn {
                    refused_here.extend(inner.lobby.withdraw(code));
                }
                for out in written.then {
                    let out = out
                        .into_iter()
                        .filter(|action| !about_unborn(action, &written.unborn))
                        .collect();
                    inner.deliver(out);
                }
                for conn in refused_here {
                    let refusal = (protocol::ErrorCode::ServerFull, NO_NEW_ROOMS.to_string());
                    inner.deliver(refused(conn, refusal, false));
                }
                for code in written.lost {
                    let out = inner.lobby.evict(&code);
                    inner.deliver(out);
                }
            },
        )));
    }
    ready(Running {
        addr,
        shared: shared.clone(),
    });

    // Time passes for rooms: clocks run out, dropped seats expire, idle
    // rooms close, connections that never take a seat are let go. A
    // quarter second at most, so a clock that runs out is told within it.
    let tick = (grace.min(idle).min(seat_within).min(shortest_clock) / 4)
        .clamp(Duration::from_millis(50), MAX_TICK);
    let ticker = {
        let shared = shared.clone();
        tokio::spawn(async move {
            let mut interval = tokio::time::interval(tick);
            let mut logged = Instant::now();
            loop {
                interval.tick().await;
                let mut inner = shared.lock();
                let out = inner.lobby.tick(Instant::now());
                shared.dispatch(inner, out);
                if logged.elapsed() >= REFUSALS_LOGGED_EVERY {
                    logged = Instant::now();
                    if let Some(counts) = shared.metrics.take_unlogged() {
                        tracing::info!("refused in the last minute: {counts}");
                    }
                }
            }
        })
    };

    let mut app = Router::new()
        .route(protocol::SOCKET_PATH, get(upgrade))
        .route("/healthz", get(health))
        .route("/metrics", get(metrics_page));
    app = match config
        .web_dir
        .filter(|dir| dir.join("index.html").is_file())
    {
        Some(dir) => {
            app.fallback_service(ServeDir::new(dir).precompressed_br().precompressed_gzip())
        }
        None => app.fallback(no_page),
    };
    let app = app
        .layer(axum::middleware::from_fn(page_rules))
        .with_state(shared.clone());

    let closing = shared.clone();
    let telling = async move {
        stop.await;
        // Upgraded sockets are not the HTTP server's to wait for: tell
        // every player and close them.
        let mut inner = closing.lock();
        let everyone: Vec<ConnId> = inner.senders.keys().copied().collect();
        // Sharing rooms, the games go on elsewhere: the sockets are only
        // cut, and the players' reconnects reach the node that takes the
        // rooms over. Alone, the rooms end here: every player is told.
        let handing_over = closing.cluster.is_some();
        if handing_over {
            tracing::info!(
                "handing this node's rooms over: its {} players reconnect to the other nodes",
                everyone.len()
            );
        }
        let out = everyone
            .into_iter()
            .flat_map(|conn| {
                let told = (!handing_over).then(|| {
                    Out::Send(
                        conn,
                        ServerMessage::Closed {
                            reason: "The server is shutting down".into(),
                        },
                    )
                });
                told.into_iter().chain([Out::Close(conn)])
            })
            .collect();
        inner.deliver(out);
        drop(inner);
        let _ = stop_tx.send(true);
    };
    tokio::spawn(telling);
    listen::accept(
        listener,
        app,
        config.header_deadline,
        shared.shutdown.clone(),
        metrics,
    )
    .await;
    // Upgraded sockets outlive the HTTP server: wait until each has told
    // its player and closed, or the deadline passes (a stuck write has its
    // own deadline, shorter than this one's sum with it).
    let drained = Instant::now() + DRAIN_DEADLINE;
    while shared.live.load(std::sync::atomic::Ordering::Acquire) > 0 && Instant::now() < drained {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    ticker.abort();
    for task in cluster_tasks {
        task.abort();
    }
    // Its rooms are free to take over now, not when its key lapses.
    if let Some(cluster) = &shared.cluster {
        cluster.leave().await;
    }
    if let Some(counts) = shared.metrics.take_unlogged() {
        tracing::info!("refused since the last count: {counts}");
    }
    Ok(())
}

/// For a load balancer: 200 while taking players, 503 once stopping (on a
/// connection kept open, as new ones are no longer accepted then).
async fn health(State(shared): State<Arc<Shared>>) -> Response {
    let (rooms, connections) = shared.counts();
    // Without Redis the node still serves its own games: the balancer
    // keeps it (the text says why it opens no new rooms).
    let redis = match &shared.cluster {
        Some(cluster) if cluster.is_up() => "; Redis reachable",
        Some(_) => "; Redis unreachable: no new rooms",
        None => "",
    };
    if *shared.shutdown.borrow() {
        (StatusCode::SERVICE_UNAVAILABLE, "stopping\n").into_response()
    } else {
        format!("ok: {rooms} rooms, {connections} connections{redis}\n").into_response()
    }
}

/// For Prometheus: rooms, connections, moves and refusals by reason.
async fn metrics_page(State(shared): State<Arc<Shared>>) -> Response {
    (
        [(
            axum::http::header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        shared.metrics_page(),
    )
        .into_response()
}

/// Counts a connection task while it runs.
struct Live(Arc<Shared>);

impl Live {
    fn new(shared: &Arc<Shared>) -> Live {
        shared
            .live
            .fetch_add(1, std::sync::atomic::Ordering::AcqRel);
        Live(shared.clone())
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        self.0
            .live
            .fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
    }
}

/// What the page may do, for the browser to enforce: scripts and the wasm
/// only from this server, sockets only to it, never inside another site's
/// frame.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
     script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
     form-action 'none'; frame-ancestors 'none'";

/// Every answer: no hidden files (`.env`, `.git`), no path that starts
/// with `//` (a directory's redirect to it would send the browser to
/// another host), and the headers a page on the open internet needs.
async fn page_rules(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    // Judged as the file server will read it: percent escapes decoded.
    let path = percent_decoded(request.uri().path());
    let hidden = path.split('/').any(|segment| segment.starts_with('.'));
    if hidden || path.starts_with("//") {
        return (StatusCode::NOT_FOUND, "Not found").into_response();
    }
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    let set = |headers: &mut HeaderMap, name: &'static str, value: &'static str| {
        headers.insert(name, HeaderValue::from_static(value));
    };
    set(headers, "x-content-type-options", "nosniff");
    set(headers, "content-security-policy", CONTENT_SECURITY_POLICY);
    set(headers, "x-frame-options", "DENY");
    set(headers, "referrer-policy", "no-referrer");
    // The files keep their names from release to release: the browser
    // asks each time (a cheap 304 with Last-Modified), so a new release
    // is never mixed with cached old files.
    set(headers, "cache-control", "no-cache");
    // The same path answers brotli, gzip or plain by Accept-Encoding.
    set(headers, "vary", "accept-encoding");
    response
}

/// `%2e` as `.`, and so on; a broken escape is kept as it is.
fn percent_decoded(path: &str) -> String {
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%'
            && let (Some(high), Some(low)) = (
                bytes.get(i + 1).copied().and_then(hex),
                bytes.get(i + 2).copied().and_then(hex),
            )
        {
            out.push((high * 16 + low) as u8);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

async fn no_page() -> impl IntoResponse {
    (
        StatusCode::NOT_FOUND,
        Html(
            "<!doctype html><title>Tic-Tac-Toe server</title><p>The game's page is not built \
             here. Build it with <code>.ci/web-build</code> and start the server with \
             <code>--web-dir</code> pointing at the result.</p>",
        ),
    )
}

async fn upgrade(
    socket: WebSocketUpgrade,
    State(shared): State<Arc<Shared>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    if !origin_allowed(&headers, &shared.allowed_origins) {
        shared.metrics.refused(Reason::Origin);
        return (
            StatusCode::FORBIDDEN,
            "This game server takes players from its own page only",
        )
            .into_response();
    }
    // Other nodes forward players to this one: their word is trusted too.
    let (address, from_node) = match &shared.cluster {
        Some(cluster) => {
            let peers = cluster.peers();
            let from_node =
                peers.contains(&peer.ip()) && headers.contains_key(cluster::bridge::FROM_NODE);
            let mut trusted = peers;
            trusted.extend_from_slice(&shared.trusted_proxies);
            (client_address(peer.ip(), &headers, &trusted), from_node)
        }
        None => (
            client_address(peer.ip(), &headers, &shared.trusted_proxies),
            false,
        ),
    };
    socket
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        // Messages are a few hundred bytes: the 128 KiB default buffers
        // would be most of a room's memory.
        .read_buffer_size(BUFFER_BYTES)
        .write_buffer_size(BUFFER_BYTES)
        .on_upgrade(move |socket| connection(socket, shared, address, from_node))
        .into_response()
}

/// Browsers name the page a socket comes from; another site's page (or a
/// file, or a sandboxed frame: `null`) must not play in a visitor's name.
/// Programs that are not browsers (the desktop game) send no origin.
pub fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get("origin") else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    let origin = origin.trim_end_matches('/');
    if allowed
        .iter()
        .any(|a| a.trim_end_matches('/').eq_ignore_ascii_case(origin))
    {
        return true;
    }
    // The page this server served: same host and port.
    let host = headers.get("host").and_then(|h| h.to_str().ok());
    let own = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"));
    matches!((own, host), (Some(own), Some(host)) if own.eq_ignore_ascii_case(host))
}

/// The address a connection counts against: the peer's, or, when the peer
/// is a trusted proxy, the last address the proxy chain added before it
/// (the entries further left are the client's own claims).
pub fn client_address(peer: IpAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    if !trusted.contains(&peer) {
        return peer;
    }
    let hops: Vec<&str> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .collect();
    // From the right, as the proxies added them; garbage ends the trust.
    hops.into_iter()
        .rev()
        .map_while(|hop| hop.trim().parse::<IpAddr>().ok())
        .find(|hop| !trusted.contains(hop))
        .unwrap_or(peer)
}

/// A player's socket; `from_node` when another node opened it for them.
async fn connection(socket: WebSocket, shared: Arc<Shared>, address: IpAddr, from_node: bool) {
    let _live = Live::new(&shared);
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::channel::<Outgoing>(QUEUE);
    let registered = {
        let mut inner = shared.lock();
        let id = inner.lobby.connect(address, Instant::now());
        if let Ok(id) = id {
            inner.senders.insert(id, tx.clone());
        }
        id
    };
    let conn = match registered {
        Ok(conn) => conn,
        Err((code, message)) => {
            shared.metrics.refused(Reason::Protocol(code));
            let full = protocol::encode(&ServerMessage::Error { code, message });
            let _ = tokio::time::timeout(WRITE_DEADLINE, async {
                let _ = sink.send(Message::Text(full.into())).await;
                let _ = sink.send(Message::Close(None)).await;
            })
            .await;
            return;
        }
    };

    let metrics = shared.metrics.clone();
    let writer = tokio::spawn(async move {
        let mut ping = tokio::time::interval(PING_EVERY);
        ping.tick().await;
        loop {
            let frame = tokio::select! {
                next = rx.recv() => match next {
                    Some(Outgoing::Text(text)) => Message::Text(text.into()),
                    Some(Outgoing::Close) | None => break,
                },
                _ = ping.tick() => Message::Ping(Vec::new().into()),
            };
            match tokio::time::timeout(WRITE_DEADLINE, sink.send(frame)).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) => return,
                // Not reading: its buffers are let go now.
                Err(_) => {
                    metrics.refused(Reason::NotReading);
                    return;
                }
            }
        }
        let _ = tokio::time::timeout(WRITE_DEADLINE, sink.send(Message::Close(None))).await;
    });

    let (per_second, strikes) = {
        let inner = shared.lock();
        let limits = inner.lobby.limits();
        (limits.messages_per_second, limits.strikes)
    };
    let mut guard = Guard::new(per_second, strikes, Instant::now());
    let mut shutdown = shared.shutdown.clone();
    let mut writer = writer;
    let mut writer_done = false;
    loop {
        let frame = tokio::select! {
            frame = tokio::time::timeout(SILENT_LIMIT, stream.next()) => frame,
            _ = shutdown.changed() => break,
            // The writer gave up on a client that does not read.
            _ = &mut writer => {
                writer_done = true;
                break;
            }
        };
        let mut text_kept = None;
        let verdict = match frame {
            Ok(Some(Ok(Message::Text(text)))) => {
                let verdict = guard.check_text(text.as_str(), Instant::now());
                text_kept = Some(text);
                verdict
            }
            Ok(Some(Ok(Message::Binary(bytes)))) => guard.check_binary(bytes.len(), Instant::now()),
            Ok(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => {
                match guard.check_control(Instant::now()) {
                    None => continue,
                    Some(verdict) => verdict,
                }
            }
            // Closed, broken, too big for the socket layer, or silent too long.
            Ok(Some(Ok(Message::Close(_))) | Some(Err(_)) | None) | Err(_) => break,
        };
        if let (Verdict::Accept(message), Some(cluster), Some(text)) =
            (&verdict, &shared.cluster, &text_kept)
        {
            match route(&shared, cluster, address, from_node, message, text.as_str()).await {
                Route::Here => {}
                Route::Refuse(refusal) => {
                    shared.dispatch(shared.lock(), refused(conn, refusal, false));
                    continue;
                }
                Route::Forward(upstream) => {
                    // The owner counts and judges this player from now on.
                    {
                        let mut inner = shared.lock();
                        let out = inner.lobby.disconnect(conn, Instant::now());
                        shared.dispatch(inner, out);
                    }
                    forward(&mut stream, *upstream, &tx, &mut guard, &mut shutdown).await;
                    break;
                }
            }
        }
        let disconnect = matches!(verdict, Verdict::Disconnect(_));
        let asks_for_a_room = matches!(
            &verdict,
            Verdict::Accept(
                protocol::ClientMessage::Join { .. }
                    | protocol::ClientMessage::Resume { .. }
                    | protocol::ClientMessage::Watch { .. }
            )
        );
        let wrong_code = {
            let mut inner = shared.lock();
            let out = match verdict {
                Verdict::Accept(message) => inner.lobby.handle(conn, message, Instant::now()),
                Verdict::Refuse(refusal) => refused(conn, refusal, false),
                Verdict::Disconnect(refusal) => refused(conn, refusal, true),
            };
            let wrong_code = asks_for_a_room
                && out.iter().any(|action| {
                    matches!(action, Out::Send(to, ServerMessage::Error { code, .. })
                        if *to == conn && lobby::is_wrong_code(*code))
                });
            shared.dispatch(inner, out);
            wrong_code
        };
        if let (true, Some(cluster)) = (wrong_code, &shared.cluster) {
            cluster.count_wrong(address).await;
        }
        if disconnect {
            break;
        }
        if !shared.lock().senders.contains_key(&conn) {
            // Replaced by a newer connection, or not reading.
            break;
        }
    }
    {
        let mut inner = shared.lock();
        if let Some(sender) = inner.senders.remove(&conn) {
            let _ = sender.try_send(Outgoing::Close);
        }
        let out = inner.lobby.disconnect(conn, Instant::now());
        shared.dispatch(inner, out);
    }
    drop(tx);
    if !writer_done {
        let _ = tokio::time::timeout(Duration::from_secs(2), writer).await;
    }
}

/// Where a message is handled when rooms are shared.
enum Route {
    /// By this node's lobby.
    Here,
    /// Not at all, for this reason.
    Refuse(Refusal),
    /// By the node that owns the room: the player is forwarded there.
    Forward(Box<cluster::bridge::Upstream>),
}

/// Whether `action` tells of one of the rooms that were not opened.
fn about_unborn(action: &Out, unborn: &[String]) -> bool {
    match action {
        Out::Send(_, ServerMessage::Welcome { code, .. }) => unborn.contains(code),
        Out::Send(_, ServerMessage::Room(view)) => unborn.contains(&view.code),
        _ => false,
    }
}

/// What a player sees while Redis is away.
const NO_NEW_ROOMS: &str = "New games cannot start right now: this server has lost touch with \
     the others. Games under way go on; try again in a minute";

/// How long a player waits for a lost node's rooms to be free to take over.
const TAKE_OVER_WITHIN: Duration = Duration::from_secs(6);

/// On a node sharing rooms: new rooms only while Redis is there; a room
/// another node owns is played there; a lost node's room is taken over; a
/// quick match is looked for on the node that keeps the board's queue.
async fn route(
    shared: &Shared,
    cluster: &Cluster,
    address: IpAddr,
    from_node: bool,
    message: &protocol::ClientMessage,
    text: &str,
) -> Route {
    use protocol::ClientMessage;
    let typed = match message {
        ClientMessage::Create { .. } | ClientMessage::QuickMatch { .. } if !cluster.is_up() => {
            return Route::Refuse((protocol::ErrorCode::ServerFull, NO_NEW_ROOMS.into()));
        }
        ClientMessage::Create { .. } => {
            // Rooms opened on any node count.
            if let Some(held) = cluster.rooms_opened_by(address).await {
                let allowed = lobby::refuse_more_rooms(held, shared.lock().lobby.limits());
                if let Err(refusal) = allowed {
                    return Route::Refuse(refusal);
                }
            }
            return Route::Here;
        }
        ClientMessage::QuickMatch { board, .. } if !from_node => {
            return to_matchmaker(shared, cluster, address, *board, text).await;
        }
        ClientMessage::Join { code, .. }
        | ClientMessage::Resume { code, .. }
        | ClientMessage::Watch { code, .. } => code,
        _ => return Route::Here,
    };
    // Wrong codes sent to any node count: guessing is not three times as
    // quick with three nodes. (A node that forwards a player asked first.)
    if !from_node && let Some((wrong, last)) = cluster.wrong_codes(address).await {
        let wait = lobby::wrong_code_wait(wrong, shared.lock().lobby.limits());
        if let Some(wait) = wait {
            let until = last.saturating_add(wait.as_millis() as u64);
            let now = cluster::now_ms();
            if now < until {
                let left = Duration::from_millis(until - now);
                return Route::Refuse(lobby::too_many_wrong_codes(left));
            }
        }
    }
    let Some(code) = protocol::normalize_code(typed) else {
        return Route::Here;
    };
    if shared.lock().lobby.room(&code).is_some() {
        return Route::Here;
    }
    let give_up = Instant::now() + TAKE_OVER_WITHIN;
    loop {
        match cluster.locate(&code).await {
            // Unknown here and in Redis: the lobby says so as for any code.
            Ok(Location::Nowhere) => return Route::Here,
            Err(error) => {
                tracing::warn!("cannot find room {code} in Redis: {error}");
                return Route::Here;
            }
            Ok(Location::Adopt(record)) => {
                let (round, moves) = (record.round, record.moves.len());
                match shared.lock().lobby.adopt(*record, Instant::now()) {
                    Ok(true) => {
                        shared.metrics.took_over();
                        tracing::info!(
                            "took over room {code} from a lost node (round {round}, moves played: {moves})"
                        );
                    }
                    // Another player of the room came back first.
                    Ok(false) => {}
                    Err(error) => tracing::error!("cannot take over room {code}: {error}"),
                }
                return Route::Here;
            }
            Ok(Location::Owner(owner)) => {
                match cluster::bridge::open(&owner, address, text).await {
                    Ok(upstream) => {
                        shared.metrics.forwarded();
                        return Route::Forward(Box::new(upstream));
                    }
                    // Its node has just stopped: its key lasts a few seconds more.
                    Err(error) if Instant::now() < give_up => {
                        tracing::debug!("room {code}'s node does not answer ({error}); waiting");
                        tokio::time::sleep(Duration::from_millis(250)).await;
                    }
                    Err(error) => {
                        tracing::warn!("room {code}'s node does not answer: {error}");
                        return Route::Refuse((
                            protocol::ErrorCode::ServerFull,
                            "The room's server does not answer: try again in a moment".into(),
                        ));
                    }
                }
            }
        }
    }
}

/// A quick match is looked for on the node that keeps the board's queue.
/// If that node does not answer, this one keeps the queue from now on.
async fn to_matchmaker(
    shared: &Shared,
    cluster: &Cluster,
    address: IpAddr,
    board: crate::core::offered::BoardChoice,
    text: &str,
) -> Route {
    let mut gone = None;
    for _ in 0..2 {
        let keeper = match cluster.matchmaker(board, gone.as_deref()).await {
            Ok(keeper) => keeper,
            Err(_) => {
                return Route::Refuse((protocol::ErrorCode::ServerFull, NO_NEW_ROOMS.into()));
            }
        };
        if cluster.is_me(&keeper) {
            return Route::Here;
        }
        match cluster::bridge::open(&keeper, address, text).await {
            Ok(upstream) => {
                shared.metrics.forwarded();
                return Route::Forward(Box::new(upstream));
            }
            Err(error) => {
                tracing::warn!("the quick-match node does not answer ({error}): taking its queue");
                gone = Some(keeper);
            }
        }
    }
    Route::Here
}

/// Passes a forwarded player's messages to the owning node and its
/// answers back, until either side closes. This node still judges the
/// player's messages (size, rate) before they go on.
async fn forward(
    stream: &mut futures_util::stream::SplitStream<WebSocket>,
    mut upstream: cluster::bridge::Upstream,
    tx: &mpsc::Sender<Outgoing>,
    guard: &mut Guard,
    shutdown: &mut watch::Receiver<bool>,
) {
    use tokio_tungstenite::tungstenite::Message as Upward;
    loop {
        tokio::select! {
            frame = tokio::time::timeout(SILENT_LIMIT, stream.next()) => {
                let (verdict, text) = match frame {
                    Ok(Some(Ok(Message::Text(text)))) => {
                        (guard.check_text(text.as_str(), Instant::now()), Some(text))
                    }
                    Ok(Some(Ok(Message::Binary(bytes)))) => {
                        (guard.check_binary(bytes.len(), Instant::now()), None)
                    }
                    Ok(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => {
                        match guard.check_control(Instant::now()) {
                            None => continue,
                            Some(verdict) => (verdict, None),
                        }
                    }
                    Ok(Some(Ok(Message::Close(_))) | Some(Err(_)) | None) | Err(_) => break,
                };
                match (verdict, text) {
                    (Verdict::Accept(_), Some(text)) => {
                        if upstream.send(Upward::Text(text.as_str().into())).await.is_err() {
                            break;
                        }
                    }
                    (Verdict::Accept(_), None) => {}
                    (Verdict::Refuse((code, message)), _) => {
                        let error = protocol::encode(&ServerMessage::Error { code, message });
                        let _ = tx.try_send(Outgoing::Text(error));
                    }
                    (Verdict::Disconnect((code, message)), _) => {
                        let error = protocol::encode(&ServerMessage::Error { code, message });
                        let _ = tx.try_send(Outgoing::Text(error));
                        break;
                    }
                }
            }
            frame = upstream.next() => match cluster::bridge::text_of(frame) {
                Some(Some(text)) => {
                    if tx.try_send(Outgoing::Text(text)).is_err() {
                        break;
                    }
                }
                Some(None) => {}
                // The owner closed: so does the player, who comes back
                // (to the owner, or to whoever takes the room over).
                None => break,
            },
            _ = shutdown.changed() => break,
        }
    }
    let _ = upstream.close(None).await;
}

fn refused(conn: ConnId, (code, message): Refusal, close: bool) -> Vec<Out> {
    let mut out = vec![Out::Send(conn, ServerMessage::Error { code, message })];
    if close {
        out.push(Out::Close(conn));
    }
    out
}

/// A server on its own thread and runtime, for tests and benchmarks.
/// Dropping it stops the server.
pub struct Background {
    pub addr: SocketAddr,
    pub shared: Arc<Shared>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<std::io::Result<()>>>,
}

impl Background {
    /// Starts a server with `config` (port 0 picks a free port).
    pub fn start(config: Config) -> std::io::Result<Background> {
        let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("tictactoe-server".into())
            .spawn(move || {
                let runtime = tokio::runtime::Builder::new_multi_thread()
                    .worker_threads(2)
                    .enable_all()
                    .build()?;
                runtime.block_on(async {
                    let listener = match bind(&config).await {
                        Ok(listener) => listener,
                        Err(error) => {
                            let _ = ready_tx.send(Err(error.kind()));
                            return Err(error);
                        }
                    };
                    let stop = async {
                        let _ = stop_rx.await;
                    };
                    serve(listener, config, stop, |running| {
                        let _ = ready_tx.send(Ok(running));
                    })
                    .await
                })
            })?;
        match ready_rx.recv() {
            Ok(Ok(running)) => Ok(Background {
                addr: running.addr,
                shared: running.shared,
                stop: Some(stop_tx),
                thread: Some(thread),
            }),
            Ok(Err(kind)) => Err(std::io::Error::new(kind, "the server could not listen")),
            // Ended before listening: its own error says why (its store).
            Err(_) => match thread.join() {
                Ok(Err(error)) => Err(error),
                _ => Err(std::io::Error::other(
                    "the server thread ended before listening",
                )),
            },
        }
    }

    /// The WebSocket address clients connect to.
    pub fn socket_url(&self) -> String {
        format!("ws://{}{}", self.addr, protocol::SOCKET_PATH)
    }

    /// Stops the server and waits for it.
    pub fn stop(mut self) -> std::io::Result<()> {
        self.halt()
    }

    fn halt(&mut self) -> std::io::Result<()> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        match self.thread.take().map(|thread| thread.join()) {
            Some(Ok(result)) => result,
            Some(Err(_)) => Err(std::io::Error::other("the server thread panicked")),
            None => Ok(()),
        }
    }
}

impl Drop for Background {
    fn drop(&mut self) {
        let _ = self.halt();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sockets_come_only_from_our_own_page_or_named_ones() {
        let asked = |origin: Option<&str>, allowed: &[&str]| {
            let mut headers = HeaderMap::new();
            headers.insert("host", "play.example:8080".parse().unwrap());
            if let Some(origin) = origin {
                headers.insert("origin", origin.parse().unwrap());
            }
            let allowed: Vec<String> = allowed.iter().map(|a| a.to_string()).collect();
            origin_allowed(&headers, &allowed)
        };
        assert!(asked(None, &[]), "the desktop game sends no origin");
        assert!(asked(Some("http://play.example:8080"), &[]));
        assert!(asked(Some("https://PLAY.example:8080"), &[]));
        assert!(!asked(Some("http://evil.example"), &[]));
        assert!(!asked(Some("http://play.example:8080.evil.example"), &[]));
        assert!(!asked(Some("null"), &[]));
        assert!(!asked(Some("file://"), &[]));
        assert!(asked(
            Some("https://games.example"),
            &["https://games.example/"]
        ));
        assert!(!asked(
            Some("https://games.example.evil"),
            &["https://games.example"]
        ));
    }

    #[test]
    fn forwarded_addresses_count_only_through_a_trusted_proxy() {
        let proxy: IpAddr = [10, 0, 0, 2].into();
        let player: IpAddr = [203, 0, 113, 7].into();
        let mut headers = HeaderMap::new();
        // The player claims to be someone else; the proxy appends the
        // address it saw.
        headers.insert(
            "x-forwarded-for",
            "198.51.100.1, 203.0.113.7".parse().unwrap(),
        );
        assert_eq!(client_address(proxy, &headers, &[proxy]), player);
        // Not through the proxy: the header is the sender's own word.
        assert_eq!(client_address(player, &headers, &[proxy]), player);
        assert_eq!(client_address(proxy, &headers, &[]), proxy);
        // Two proxies in a row: the first untrusted hop from the right.
        let inner: IpAddr = [10, 0, 0, 3].into();
        headers.insert("x-forwarded-for", "203.0.113.7, 10.0.0.3".parse().unwrap());
        assert_eq!(client_address(proxy, &headers, &[proxy, inner]), player);
        // Garbage in the header: the proxy itself is counted.
        headers.insert("x-forwarded-for", "not an address".parse().unwrap());
        assert_eq!(client_address(proxy, &headers, &[proxy]), proxy);
    }
}
