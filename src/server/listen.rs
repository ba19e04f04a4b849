//! Taking TCP connections and speaking HTTP/1.1 on them, with the limits
//! a server on the open internet needs and axum's own `serve` does not
//! offer: each connection counts against its address from the moment it
//! is accepted ([`Admission`]), and a request's headers have a deadline
//! and a size limit (431 past it), so that silent, half-sent or huge
//! requests hold nothing for long.

use std::net::{IpAddr, SocketAddr};
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

use super::admission::{Admission, Permit, Refused};
use super::metrics::{Metrics, Reason};

/// Room for a request's line and headers; a browser's are under 2 KB. The
/// same bound holds the connection's read and write buffers (hyper's
/// smallest allowed is 8 KB).
pub const MAX_HEADER_BYTES: usize = 16 * 1024;

/// After the server stops, how long an HTTP answer still being sent (a
/// download nobody reads) may take.
const FINISH_DEADLINE: Duration = Duration::from_secs(5);

/// Who connects through a proxy or another node: their requests name the
/// player, who is counted then.
pub type Forwarders = Arc<dyn Fn(IpAddr) -> bool + Send + Sync>;

/// A connection refused at accept is told so in the few bytes its socket
/// takes at once, and closed.
fn turn_away(tcp: &tokio::net::TcpStream, why: Refused) {
    let (status, text) = match why {
        Refused::Full => ("503 Service Unavailable", why.to_string()),
        Refused::Address(_) => ("429 Too Many Requests", why.to_string()),
    };
    let answer = format!(
        "HTTP/1.1 {status}\r\nContent-Type: text/plain\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{text}",
        text.len()
    );
    let _ = tcp.try_write(answer.as_bytes());
}

/// Accepts connections until `stopping` turns true, each served on its own
/// task with `app`, once `admission` lets it in. `header_deadline` bounds
/// the wait for each request's headers, and so how long a connection may
/// stay idle between requests.
pub async fn accept(
    listener: TcpListener,
    app: Router,
    header_deadline: Duration,
    mut stopping: watch::Receiver<bool>,
    metrics: Arc<Metrics>,
    admission: Arc<Admission>,
    forwarders: Forwarders,
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
        let admitted = if forwarders(peer.ip()) {
            admission.admit_forwarder()
        } else {
            admission.admit(peer.ip())
        };
        let permit = match admitted {
            Ok(permit) => permit,
            Err(why) => {
                metrics.refused(match why {
                    Refused::Full => Reason::Full,
                    Refused::Address(_) => Reason::AddressFull,
                });
                turn_away(&tcp, why);
                continue;
            }
        };
        // Moves are tiny and latency matters more than packing them.
        let _ = tcp.set_nodelay(true);
        tokio::spawn(serve_one(
            tcp,
            peer,
            Arc::new(permit),
            app.clone(),
            header_deadline,
            stopping.clone(),
        ));
    }
}

async fn serve_one(
    tcp: tokio::net::TcpStream,
    peer: SocketAddr,
    permit: Arc<Permit>,
    app: Router,
    header_deadline: Duration,
    mut stopping: watch::Receiver<bool>,
) {
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        // A socket upgraded from this connection holds its place.
        request.extensions_mut().insert(permit.clone());
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
