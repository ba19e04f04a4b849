//! Carrying out the lobby's answers: each connection's queue of outgoing
//! frames, and the keeper for what is to be kept or read. A message for
//! many is encoded once and shared. Nothing here waits: a connection whose
//! queue is full is not reading, and is let go.

use std::collections::HashMap;
use std::sync::Arc;

use axum::extract::ws::Utf8Bytes;
use tokio::sync::mpsc;

use crate::net::protocol::{self, ServerMessage};
use crate::server::lobby::Out;
use crate::server::metrics::{Metrics, Reason};
use crate::server::ratings_store::Keeper;
use crate::server::room::ConnId;

/// A frame for a connection's writer.
pub enum Outgoing {
    Text(Utf8Bytes),
    Close,
}

pub struct Outbox {
    senders: HashMap<ConnId, mpsc::Sender<Outgoing>>,
    metrics: Arc<Metrics>,
}

impl Outbox {
    pub fn new(metrics: Arc<Metrics>) -> Self {
        Outbox {
            senders: HashMap::new(),
            metrics,
        }
    }

    pub fn add(&mut self, conn: ConnId, sender: mpsc::Sender<Outgoing>) {
        self.senders.insert(conn, sender);
    }

    /// Whether `conn` is still served (not replaced, not let go).
    pub fn has(&self, conn: ConnId) -> bool {
        self.senders.contains_key(&conn)
    }

    /// Every connection served now.
    pub fn everyone(&self) -> Vec<ConnId> {
        self.senders.keys().copied().collect()
    }

    /// Stops serving `conn`: its writer closes the socket.
    pub fn close(&mut self, conn: ConnId) {
        if let Some(sender) = self.senders.remove(&conn) {
            let _ = sender.try_send(Outgoing::Close);
        }
    }

    fn send(&mut self, conn: ConnId, text: &Utf8Bytes) {
        let Some(sender) = self.senders.get(&conn) else {
            return;
        };
        if sender.try_send(Outgoing::Text(text.clone())).is_err() {
            // Not reading: drop it rather than queue forever.
            self.metrics.refused(Reason::NotReading);
            self.close(conn);
        }
    }

    /// Carries out `out` in order.
    pub fn deliver(&mut self, out: Vec<Out>, keeper: &Keeper) {
        for action in out {
            match action {
                Out::Send(conn, message) => {
                    self.count(&message);
                    self.send(conn, &encoded(&message));
                }
                Out::SendAll(to, message) => {
                    self.count(&message);
                    let text = encoded(&message);
                    for conn in to {
                        self.send(conn, &text);
                    }
                }
                Out::Close(conn) => self.close(conn),
                Out::Rate(game) => keeper.keep(game),
                Out::NoShow(no_show) => keeper.no_show(no_show),
                Out::Report(report) => keeper.report(report),
                Out::Leaderboard { to, board, player } => {
                    let Some(sender) = self.senders.get(&to).cloned() else {
                        continue;
                    };
                    keeper.leaderboard(board, player, move |board| {
                        let text = encoded(&ServerMessage::Leaderboard(board));
                        let _ = sender.try_send(Outgoing::Text(text));
                    });
                }
            }
        }
    }

    fn count(&self, message: &ServerMessage) {
        if let ServerMessage::Error { code, .. } = message {
            self.metrics.refused(Reason::Protocol(*code));
        }
    }
}

pub fn encoded(message: &ServerMessage) -> Utf8Bytes {
    protocol::encode(message).into()
}
