//! The server's HTTP side: its routes (`/ws`, `/healthz`, `/metrics`, the
//! page), the rules every answer follows, and who a socket is: the page it
//! comes from, and the address it counts against.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Extension, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use tower_http::services::ServeDir;

use crate::net::protocol;
use crate::server::admission::Permit;
use crate::server::cluster::bridge;
use crate::server::metrics::Reason;
use crate::server::shared::Shared;
use crate::server::socket;

/// Frames the WebSocket layer accepts at all: anything bigger than this is
/// not worth an answer and ends the connection. Messages between this and
/// the protocol's 4 KB are read and refused with an error.
const MAX_FRAME_BYTES: usize = 64 * 1024;

/// Each connection's read and write buffers.
const BUFFER_BYTES: usize = 4 * 1024;

/// The server's routes, with the page from `web_dir` if it has been built.
pub(crate) fn router(shared: Arc<Shared>, web_dir: Option<PathBuf>) -> Router {
    let mut app = Router::new()
        .route(protocol::SOCKET_PATH, get(upgrade))
        .route("/healthz", get(health))
        .route("/metrics", get(metrics_page));
    app = match web_dir.filter(|dir| dir.join("index.html").is_file()) {
        Some(dir) => {
            app.fallback_service(ServeDir::new(dir).precompressed_br().precompressed_gzip())
        }
        None => app.fallback(no_page),
    };
    app.layer(axum::middleware::from_fn(page_rules))
        .with_state(shared)
}

/// For a load balancer: 200 while taking players, 503 once stopping (on a
/// connection kept open, as new ones are no longer accepted then).
async fn health(State(shared): State<Arc<Shared>>) -> Response {
    let (rooms, connections) = shared.counts();
    let redis = shared.health_note();
    if shared.is_stopping() {
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
    permit: Option<Extension<Arc<Permit>>>,
    headers: HeaderMap,
) -> Response {
    if !origin_allowed(&headers, shared.allowed_origins()) {
        shared.refused(Reason::Origin);
        return (
            StatusCode::FORBIDDEN,
            "This game server takes players from its own page only",
        )
            .into_response();
    }
    // Other nodes forward players to this one: their word is trusted too.
    let from_node = shared.forwarded_by_a_node(peer.ip(), headers.contains_key(bridge::FROM_NODE));
    let trusted = shared.trusted();
    let address = client_address(peer.ip(), &headers, &trusted);
    // Behind a proxy the request names its player, who counts from now.
    let named = if trusted.contains(&peer.ip()) {
        match shared.admit_forwarded(address) {
            Ok(permit) => Some(permit),
            Err(why) => {
                shared.refused(Reason::AddressFull);
                return (StatusCode::TOO_MANY_REQUESTS, why.to_string()).into_response();
            }
        }
    } else {
        None
    };
    let permits = (permit.map(|Extension(permit)| permit), named);
    socket
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        // Messages are a few hundred bytes: the 128 KiB default buffers
        // would be most of a room's memory.
        .read_buffer_size(BUFFER_BYTES)
        .write_buffer_size(BUFFER_BYTES)
        .on_upgrade(move |socket| socket::serve(socket, shared, address, from_node, permits))
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
