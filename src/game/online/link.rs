//! The WebSocket to the game server, the same on the desktop and in the
//! browser (ewebsock: tungstenite on a thread natively, the browser's own
//! WebSocket on the web). Messages sent before the socket opens wait here.

use std::sync::Arc;

use crate::net::protocol::{self, ClientMessage, ServerMessage};

/// Wakes the app (the platform layer knows how): called from the socket's
/// thread natively, from the browser's event loop on the web.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// What came in since the last poll.
#[derive(Debug)]
pub enum LinkEvent {
    Message(ServerMessage),
    /// Something the server sent that this game cannot read.
    Garbled(String),
    /// The connection failed, with the error.
    Lost(String),
    /// The server closed the connection.
    Closed,
}

pub struct Link {
    sender: ewebsock::WsSender,
    receiver: ewebsock::WsReceiver,
    open: bool,
    waiting: Vec<String>,
}

impl Link {
    /// Connects to `url`; `wake` is called whenever something arrives, so
    /// a window that sleeps until input hears it at once.
    pub fn open(url: &str, wake: Option<Wake>) -> Result<Link, String> {
        let options = ewebsock::Options {
            // Server messages are small; refuse anything absurd.
            max_incoming_frame_size: 64 * 1024,
            ..Default::default()
        };
        let (sender, receiver) = match wake {
            Some(wake) => ewebsock::connect_with_wakeup(url, options, move || wake()),
            None => ewebsock::connect(url, options),
        }
        .map_err(|e| e.to_string())?;
        Ok(Link {
            sender,
            receiver,
            open: false,
            waiting: Vec::new(),
        })
    }

    pub fn send(&mut self, message: &ClientMessage) {
        let text = protocol::encode(message);
        if self.open {
            self.sender.send(ewebsock::WsMessage::Text(text));
        } else {
            self.waiting.push(text);
        }
    }

    /// Everything that arrived, oldest first; stops at a lost connection.
    pub fn poll(&mut self) -> Vec<LinkEvent> {
        let mut events = Vec::new();
        while let Some(event) = self.receiver.try_recv() {
            match event {
                ewebsock::WsEvent::Opened => {
                    self.open = true;
                    for text in self.waiting.drain(..) {
                        self.sender.send(ewebsock::WsMessage::Text(text));
                    }
                }
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                    events.push(match protocol::decode::<ServerMessage>(&text) {
                        Ok(message) => LinkEvent::Message(message),
                        Err(error) => LinkEvent::Garbled(error.to_string()),
                    });
                }
                ewebsock::WsEvent::Message(_) => {}
                ewebsock::WsEvent::Error(error) => {
                    events.push(LinkEvent::Lost(error));
                    break;
                }
                ewebsock::WsEvent::Closed => {
                    events.push(LinkEvent::Closed);
                    break;
                }
            }
        }
        events
    }

    pub fn close(mut self) {
        self.sender.close();
    }
}
