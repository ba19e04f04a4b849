//! A player forwarded to the node that owns their room (or keeps the
//! quick-match queue): this node opens a
//! WebSocket to the owner, naming the player's address in
//! `X-Forwarded-For` (the nodes trust each other as proxies), and passes
//! the player's messages one way and the owner's the other, unchanged.

use std::net::IpAddr;
use std::time::Duration;

use futures_util::SinkExt;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::ClusterError;
use crate::net::protocol::SOCKET_PATH;

/// Marks a socket one node opened to another for a player: the player's
/// quick match is looked for there, not forwarded again (two nodes that
/// see the others come and go a moment apart could disagree on which one
/// keeps the queue). The balancer removes it from the players' requests.
pub const FROM_NODE: &str = "x-tictactoe-forwarded";

/// The socket to the owning node.
pub type Upstream = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// How long the owner may take to answer the connection.
const CONNECT_DEADLINE: Duration = Duration::from_secs(2);

/// Opens the socket to the node at `address` for the player at `player`
/// and sends it the player's first message, `first`.
pub async fn open(address: &str, player: IpAddr, first: &str) -> Result<Upstream, ClusterError> {
    let failed = |source| ClusterError::Node {
        address: address.to_string(),
        source: Box::new(source),
    };
    let url = format!("ws://{address}{SOCKET_PATH}");
    let mut request = url.as_str().into_client_request().map_err(failed)?;
    // An address's text is always a header value.
    if let Ok(forwarded) = HeaderValue::from_str(&player.to_string()) {
        request.headers_mut().insert("x-forwarded-for", forwarded);
    }
    request
        .headers_mut()
        .insert(FROM_NODE, HeaderValue::from_static("1"));
    let connecting = tokio_tungstenite::connect_async(request);
    let (mut upstream, _) = tokio::time::timeout(CONNECT_DEADLINE, connecting)
        .await
        .map_err(|_| ClusterError::NodeSilent {
            address: address.to_string(),
        })?
        .map_err(failed)?;
    upstream
        .send(Message::Text(first.into()))
        .await
        .map_err(failed)?;
    Ok(upstream)
}

/// The owner's text frames as the player's connection forwards them;
/// `None` when the owner closed or the socket broke.
pub fn text_of(
    frame: Option<Result<Message, tokio_tungstenite::tungstenite::Error>>,
) -> Option<Option<String>> {
    match frame {
        Some(Ok(Message::Text(text))) => Some(Some(text.to_string())),
        Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Binary(_) | Message::Frame(_))) => {
            Some(None)
        }
        Some(Ok(Message::Close(_)) | Err(_)) | None => None,
    }
}
