//! A plain async WebSocket client of the game's protocol, as a browser would
//! be one: the server's tests and its load benchmark talk through it.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::net::protocol::{self, ClientMessage, ErrorCode, RoomView, ServerMessage};

pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

/// How long a test waits for the server before calling it stuck.
pub const PATIENCE: Duration = Duration::from_secs(10);

impl Client {
    pub async fn connect(url: &str) -> Result<Client, String> {
        let (socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .map_err(|error| format!("cannot connect to {url}: {error}"))?;
        Ok(Client { socket })
    }

    /// Connects with extra request headers (a proxy's `X-Forwarded-For`).
    pub async fn connect_with(url: &str, headers: &[(&str, &str)]) -> Result<Client, String> {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let failed = |error: &dyn std::fmt::Display| format!("cannot connect to {url}: {error}");
        let mut request = url.into_client_request().map_err(|e| failed(&e))?;
        for (name, value) in headers {
            let name: tokio_tungstenite::tungstenite::http::HeaderName =
                name.parse().map_err(|e| failed(&e))?;
            request
                .headers_mut()
                .insert(name, value.parse().map_err(|e| failed(&e))?);
        }
        let (socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .map_err(|e| failed(&e))?;
        Ok(Client { socket })
    }

    /// Connects from `local`, one of this machine's addresses (on Linux any
    /// of 127.0.0.0/8), as a player elsewhere on the internet would.
    pub async fn connect_from(url: &str, local: std::net::IpAddr) -> Result<Client, String> {
        let failed = |error: &dyn std::fmt::Display| format!("cannot connect to {url}: {error}");
        let host = url
            .strip_prefix("ws://")
            .and_then(|rest| rest.split('/').next())
            .ok_or_else(|| failed(&"not a ws:// address"))?;
        let server: std::net::SocketAddr = host.parse().map_err(|e| failed(&e))?;
        let socket = tokio::net::TcpSocket::new_v4().map_err(|e| failed(&e))?;
        socket
            .bind(std::net::SocketAddr::new(local, 0))
            .map_err(|e| failed(&e))?;
        let stream = socket.connect(server).await.map_err(|e| failed(&e))?;
        let _ = stream.set_nodelay(true);
        let (socket, _) = tokio_tungstenite::client_async(url, MaybeTlsStream::Plain(stream))
            .await
            .map_err(|e| failed(&e))?;
        Ok(Client { socket })
    }

    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), String> {
        self.send_text(protocol::encode(message)).await
    }

    pub async fn send_text(&mut self, text: String) -> Result<(), String> {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .map_err(|error| format!("send: {error}"))
    }

    pub async fn send_binary(&mut self, bytes: Vec<u8>) -> Result<(), String> {
        self.socket
            .send(Message::Binary(bytes.into()))
            .await
            .map_err(|error| format!("send: {error}"))
    }

    /// The next message, `None` once the server closed the connection. A
    /// message over the protocol's limit for the server's messages is an
    /// error, as it would be for the game.
    pub async fn next(&mut self) -> Result<Option<ServerMessage>, String> {
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .map_err(|_| "the server said nothing for 10 s".to_string())?;
            match frame {
                Some(Ok(Message::Text(text))) => {
                    if text.len() > protocol::MAX_SERVER_MESSAGE_BYTES {
                        return Err(format!(
                            "the server sent {} bytes, over the protocol's limit",
                            text.len()
                        ));
                    }
                    return protocol::decode(text.as_str())
                        .map(Some)
                        .map_err(|error| format!("the server sent {text:?}: {error}"));
                }
                Some(Ok(Message::Close(_))) | None => return Ok(None),
                Some(Ok(_)) => continue,
                Some(Err(error)) => return Err(format!("receive: {error}")),
            }
        }
    }

    /// The next message, which must be there.
    pub async fn expect(&mut self) -> Result<ServerMessage, String> {
        self.next()
            .await?
            .ok_or_else(|| "the server closed the connection".to_string())
    }

    /// The next room snapshot, skipping nothing: anything else is an error.
    pub async fn room(&mut self) -> Result<RoomView, String> {
        match self.expect().await? {
            ServerMessage::Room(view) => Ok(view),
            other => Err(format!("expected the room, got {other:?}")),
        }
    }

    /// The next message must be an error with `code`; returns its text.
    pub async fn refused(&mut self, code: ErrorCode) -> Result<String, String> {
        match self.expect().await? {
            ServerMessage::Error {
                code: got, message, ..
            } if got == code => Ok(message),
            other => Err(format!("expected error {code:?}, got {other:?}")),
        }
    }

    pub async fn send_ping(&mut self) -> Result<(), String> {
        self.socket
            .send(Message::Ping(Vec::new().into()))
            .await
            .map_err(|error| format!("send: {error}"))
    }

    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}
