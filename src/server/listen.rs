//! Taking TCP connections and speaking HTTP/1.1 on them, with the limits
//! a server on the open internet needs and axum's own `serve` does not
//! offer: a deadline for a request's headers and a size limit for them
//! (431 past it), so that half-sent or huge headers hold nothing for long.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::watch;
use tower_service::Service;

use super::metrics::{Metrics, Reason};

/// Room for a request's line and headers; a browser's are under 2 KB. The
/// same bound holds the connection's read and write buffers (hyper's
/// smallest allowed is 8 KB).
pub const MAX_HEADER_BYTES: usize = 16 * 1024;

/// After the server stops, how long an HTTP answer still being sent (a
/// download nobody reads) may take.
const FINISH_DEADLINE: Duration = Duration::from_secs(5);

/// Accepts connections until `stopping` turns true, each served on its own
/// task with `app`. `header_deadline` bounds the wait for each request's
/// headers, and so how long a connection may stay idle between requests.
pub async fn accept(
    listener: TcpListener,
    app: Router,
    header_deadline: Duration,
    mut stopping: watch::Receiver<bool>,
    metrics: Arc<Metrics>,
) {
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = stopping.wait_for(|stop| *stop) => return,
        };
        let (tcp, peer) = match accepted {
            Ok(accepted) => accepted,
            // The peer gave up before we took it: nothing to do.
            Err(error)
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::ConnectionAborted | std::io::ErrorKind::ConnectionReset
                ) =>
            {
                continue;
            }
            Err(error) => {
                // Out of descriptors, usually: they come back as
                // connections close. Once a second at most.
                tracing::error!("accept error: {error}; trying again in 1 s");
                metrics.refused(Reason::AcceptFailed);
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        // Moves are tiny and latency matters more than packing them.
        let _ = tcp.set_nodelay(true);
        tokio::spawn(serve_one(
            tcp,
            peer,
            app.clone(),
            header_deadline,
            stopping.clone(),
        ));
    }
}

async fn serve_one(
    tcp: tokio::net::TcpStream,
    peer: SocketAddr,
    app: Router,
    header_deadline: Duration,
    mut stopping: watch::Receiver<bool>,
) {
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        let mut app = app.clone();
        async move { app.call(request.map(Body::new)).await }
    });
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(header_deadline)
        .max_buf_size(MAX_HEADER_BYTES);
    let connection = http
        .serve_connection(TokioIo::new(tcp), service)
        .with_upgrades();
    tokio::pin!(connection);
    tokio::select! {
        // Done, timed out or broken: hyper has answered what it could.
        _ = connection.as_mut() => return,
        _ = stopping.wait_for(|stop| *stop) => {}
    }
    // Stopping: finish the answer under way, take no further request.
    connection.as_mut().graceful_shutdown();
    let _ = tokio::time::timeout(FINISH_DEADLINE, connection).await;
}
