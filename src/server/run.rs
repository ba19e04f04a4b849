//! A running server: put together from its config, ticking the lobby's
//! time, serving until told to stop, then telling every player, letting
//! the keeper finish and leaving the other nodes. [`Background`] runs one
//! on a thread of its own, for tests and benchmarks.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::{Arc, OnceLock, Weak};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use tokio::net::TcpListener;
use tokio::sync::watch;

use crate::net::protocol;
use crate::server::Config;
use crate::server::admission::Admission;
use crate::server::listen;
use crate::server::lobby::Lobby;
use crate::server::metrics::Metrics;
use crate::server::nodes;
use crate::server::ratings_store::{Keeper, Store};
use crate::server::shared::{Parts, Shared};

/// How long after stopping the server waits for every player to be told.
const DRAIN_DEADLINE: Duration = Duration::from_secs(5);

/// How long a stopping server waits for the results still being kept.
const KEEP_DEADLINE: Duration = Duration::from_secs(3);

/// The longest wait between two ticks of the lobby's time.
const MAX_TICK: Duration = Duration::from_millis(250);

/// How often the log sums up what was refused.
const REFUSALS_LOGGED_EVERY: Duration = Duration::from_secs(60);

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
    let limits = config.limits.clone();
    let metrics = Arc::new(Metrics::default());
    let mut lobby = Lobby::new(limits.clone(), rand::make_rng::<StdRng>());
    let nodes = nodes::join(config.cluster.as_ref(), &mut lobby)
        .await
        .map_err(std::io::Error::other)?;
    let ratings = nodes.ratings(store).map_err(std::io::Error::other)?;
    // The keeper hands each round's new ratings back to the server it
    // is part of, once that is built.
    let server: Arc<OnceLock<Weak<Shared>>> = Arc::new(OnceLock::new());
    let keeper = {
        let server = server.clone();
        Keeper::start(ratings, move |rated| {
            if let Some(shared) = server.get().and_then(Weak::upgrade) {
                shared.rated(rated);
            }
        })?
    };
    let admission = Admission::new(config.max_open, limits.connections_per_address);
    let shared = Arc::new(Shared::new(Parts {
        lobby,
        keeper,
        nodes: nodes.clone(),
        admission: admission.clone(),
        metrics: metrics.clone(),
        shutdown: stop_rx,
        trusted_proxies: config.trusted_proxies.clone(),
        allowed_origins: config.allowed_origins.clone(),
    }));
    let _ = server.set(Arc::downgrade(&shared));
    let beside = nodes.clone().start(shared.clone());
    ready(Running {
        addr,
        shared: shared.clone(),
    });

    // Time passes for rooms: clocks run out, dropped seats expire, idle
    // rooms close, connections that never take a seat are let go. A
    // quarter second at most, so a clock that runs out is told within it.
    let shortest_clock = limits.clock(protocol::CLOCK_CHOICES[0]);
    let tick = (limits
        .grace
        .min(limits.idle)
        .min(limits.seat_within)
        .min(shortest_clock)
        / 4)
    .clamp(Duration::from_millis(50), MAX_TICK);
    let ticker = {
        let shared = shared.clone();
        tokio::spawn(async move {
            let mut interval = tokio::time::interval(tick);
            let mut logged = Instant::now();
            loop {
                interval.tick().await;
                shared.change(|lobby| lobby.tick(Instant::now()));
                if logged.elapsed() >= REFUSALS_LOGGED_EVERY {
                    logged = Instant::now();
                    if let Some(counts) = shared.unlogged_refusals() {
                        tracing::info!("refused in the last minute: {counts}");
                    }
                }
            }
        })
    };

    let app = crate::server::http::router(shared.clone(), config.web_dir.clone());
    let closing = shared.clone();
    tokio::spawn(async move {
        stop.await;
        // Upgraded sockets are not the HTTP server's to wait for: tell
        // every player (or, sharing rooms, cut them off to reconnect
        // elsewhere) and close them.
        closing.stop_everyone();
        let _ = stop_tx.send(true);
    });
    let forwarders: listen::Forwarders = {
        let (nodes, proxies) = (nodes.clone(), config.trusted_proxies.clone());
        Arc::new(move |peer| proxies.contains(&peer) || nodes.peers().contains(&peer))
    };
    listen::accept(
        listener,
        app,
        config.header_deadline,
        shared.stopping(),
        metrics,
        admission,
        forwarders,
    )
    .await;
    // Upgraded sockets outlive the HTTP server: wait until each has told
    // its player and closed, or the deadline passes (a stuck write has its
    // own deadline, shorter than this one's sum with it).
    let drained = Instant::now() + DRAIN_DEADLINE;
    while shared.still_live() > 0 && Instant::now() < drained {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    ticker.abort();
    for task in beside {
        task.abort();
    }
    nodes.leave().await;
    // Every result of a finished round is kept before the process ends.
    let keeping = shared.clone();
    let _ = tokio::task::spawn_blocking(move || keeping.finish_keeping(KEEP_DEADLINE)).await;
    if let Some(counts) = shared.unlogged_refusals() {
        tracing::info!("refused since the last count: {counts}");
    }
    Ok(())
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
