//! One player's WebSocket: a writer fed by a small queue, and a reader
//! whose guard judges every message before the nodes say where it
//! goes and the lobby what it does. What the lobby needs from the store (a
//! searcher's rating, waits and name) or from the other nodes (an
//! address's wrong codes) is asked first, outside its lock.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::{mpsc, watch};

use crate::net::protocol::{self, ClientMessage, ServerMessage};
use crate::server::admission::Permit;
use crate::server::guard::{Guard, Verdict};
use crate::server::lobby::{Out, Searcher};
use crate::server::metrics::Reason;
use crate::server::nodes::{Ask, Relay, Route};
use crate::server::outbox::{Outgoing, encoded};
use crate::server::refusal::is_wrong_code;
use crate::server::shared::Shared;

/// Outgoing messages waiting for a slow client; a client that lets this
/// many pile up is not reading and is disconnected.
const QUEUE: usize = 64;

/// Pings keep idle connections alive through proxies and find dead ones
/// (a laptop that went to sleep never closes its socket), and show who
/// does not read (`Limits::pongs_within`).
const PING_EVERY: Duration = Duration::from_secs(15);
/// A client that sends nothing this long is gone.
const SILENT_LIMIT: Duration = Duration::from_secs(45);

/// A write the client does not take in this long ends the connection (its
/// seat then waits for it as for any dropped player).
const WRITE_DEADLINE: Duration = Duration::from_secs(10);
/// How long a closed socket's last input is read, for its close to reach it.
const CLOSE_GRACE: Duration = Duration::from_secs(1);

/// A player's socket; `from_node` when another node opened it for them.
/// `_permits` hold its places among the connections until it ends.
pub(crate) async fn serve(
    socket: WebSocket,
    shared: Arc<Shared>,
    address: IpAddr,
    from_node: bool,
    _permits: (Option<Arc<Permit>>, Option<Permit>),
) {
    let _live = shared.live();
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::channel::<Outgoing>(QUEUE);
    let conn = match shared.connect(address, tx.clone()) {
        Ok(conn) => conn,
        Err(refusal) => {
            shared.refused(Reason::Protocol(refusal.code()));
            let full = encoded(&refusal.message());
            let _ = tokio::time::timeout(WRITE_DEADLINE, async {
                let _ = sink.send(Message::Text(full)).await;
                let _ = sink.send(Message::Close(None)).await;
            })
            .await;
            return;
        }
    };

    let writing = shared.clone();
    // Three pings at least within the time a socket has to answer one.
    let ping_every = PING_EVERY.min(shared.limits().pongs_within / 3);
    let mut writer = tokio::spawn(async move {
        let mut ping = tokio::time::interval(ping_every);
        ping.tick().await;
        loop {
            let frame = tokio::select! {
                next = rx.recv() => match next {
                    Some(Outgoing::Text(text)) => Message::Text(text),
                    Some(Outgoing::Close) | None => break,
                },
                _ = ping.tick() => Message::Ping(Vec::new().into()),
            };
            match tokio::time::timeout(WRITE_DEADLINE, sink.send(frame)).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) => return,
                // Not reading: its buffers are let go now.
                Err(_) => {
                    writing.refused(Reason::NotReading);
                    return;
                }
            }
        }
        let _ = tokio::time::timeout(WRITE_DEADLINE, sink.send(Message::Close(None))).await;
    });

    let limits = shared.limits();
    let mut guard = Guard::new(limits.messages_per_second, limits.strikes, Instant::now());
    let mut shutdown = shared.stopping();
    let mut writer_done = false;
    let mut last_pong = Instant::now();
    let mut pongs = tokio::time::interval(ping_every);
    loop {
        let frame = tokio::select! {
            frame = tokio::time::timeout(SILENT_LIMIT, stream.next()) => frame,
            _ = shutdown.changed() => break,
            // The writer gave up on a client that does not read.
            _ = &mut writer => {
                writer_done = true;
                break;
            }
            _ = pongs.tick() => {
                if last_pong.elapsed() > limits.pongs_within {
                    shared.refused(Reason::NoPong);
                    break;
                }
                continue;
            }
        };
        let (verdict, text) = match frame {
            Ok(Some(Ok(Message::Text(text)))) => {
                (guard.check_text(text.as_str(), Instant::now()), Some(text))
            }
            Ok(Some(Ok(Message::Binary(bytes)))) => {
                (guard.check_binary(bytes.len(), Instant::now()), None)
            }
            Ok(Some(Ok(control @ (Message::Ping(_) | Message::Pong(_))))) => {
                if matches!(control, Message::Pong(_)) {
                    last_pong = Instant::now();
                }
                match guard.check_control(Instant::now()) {
                    None => continue,
                    Some(verdict) => (verdict, None),
                }
            }
            // Closed, broken, too big for the socket layer, or silent too long.
            Ok(Some(Ok(Message::Close(_))) | Some(Err(_)) | None) | Err(_) => break,
        };
        let message = match verdict {
            Verdict::Accept(message) => message,
            Verdict::Refuse(refusal) => {
                shared.refuse(conn, refusal, false);
                continue;
            }
            Verdict::Disconnect(refusal) => {
                shared.refuse(conn, refusal, true);
                break;
            }
        };
        let text = text.as_ref().map_or("", |text| text.as_str());
        let here = |code: &str| shared.with_lobby(|lobby| lobby.room(code).is_some());
        let route = shared
            .route(Ask {
                address,
                from_node,
                message: &message,
                text,
                limits,
                here: &here,
            })
            .await;
        match route {
            Route::Here => {}
            Route::TakeOver(record) => shared.take_over(*record),
            Route::Refuse(refusal) => {
                shared.refuse(conn, refusal, false);
                continue;
            }
            Route::Forward(upstream) => {
                shared.forwarded(conn);
                forward(&mut stream, upstream, &tx, &mut guard, &mut shutdown).await;
                break;
            }
        }
        handle(&shared, conn, address, message).await;
        if !shared.serves(conn) {
            // Replaced by a newer connection, or not reading.
            break;
        }
    }
    shared.disconnect(conn);
    drop(tx);
    if !writer_done {
        let _ = tokio::time::timeout(Duration::from_secs(2), writer).await;
    }
    // What the client still sends is read (and dropped) until it closes
    // too, briefly: a socket closed with unread data is reset, and a reset
    // can discard the last message (why it was closed) before it is read.
    let _ = tokio::time::timeout(CLOSE_GRACE, async {
        while let Some(Ok(frame)) = stream.next().await {
            if matches!(frame, Message::Close(_)) {
                break;
            }
        }
    })
    .await;
}

/// Has the lobby handle `message`, with what it needs to know looked up
/// first; a wrong code or token is counted where every node sees it.
async fn handle(shared: &Shared, conn: u64, address: IpAddr, message: ClientMessage) {
    let asks_for_a_room = matches!(
        message,
        ClientMessage::Join { .. } | ClientMessage::Resume { .. } | ClientMessage::Watch { .. }
    );
    let shared_wrong = if asks_for_a_room {
        shared.shared_wrong_codes(address).await
    } else {
        None
    };
    let searcher = match &message {
        ClientMessage::QuickMatch {
            name,
            board,
            player,
            ..
        } if protocol::valid_player_key(player) => {
            shared.searcher(player, address, *board, name).await
        }
        _ => Searcher::default(),
    };
    let mut wrong_code = false;
    shared.change(|lobby| {
        let now = Instant::now();
        if let Some((wrong, since_last)) = shared_wrong {
            lobby.note_shared_wrong(address, wrong, since_last, now);
        }
        let out = lobby.handle_with(conn, message, &searcher, now);
        wrong_code = asks_for_a_room
            && out.iter().any(|action| {
                matches!(action, Out::Send(to, ServerMessage::Error { code, .. })
                    if *to == conn && is_wrong_code(*code))
            });
        out
    });
    if wrong_code {
        shared.count_wrong(address).await;
    }
}

/// Passes a forwarded player's messages to the owning node and its
/// answers back, until either side closes. This node still judges the
/// player's messages (size, rate) before they go on.
async fn forward(
    stream: &mut futures_util::stream::SplitStream<WebSocket>,
    mut upstream: Box<dyn Relay>,
    tx: &mpsc::Sender<Outgoing>,
    guard: &mut Guard,
    shutdown: &mut watch::Receiver<bool>,
) {
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
                        if !upstream.send(text.as_str()).await {
                            break;
                        }
                    }
                    (Verdict::Accept(_), None) => {}
                    (Verdict::Refuse(refusal), _) => {
                        let _ = tx.try_send(Outgoing::Text(encoded(&refusal.message())));
                    }
                    (Verdict::Disconnect(refusal), _) => {
                        let _ = tx.try_send(Outgoing::Text(encoded(&refusal.message())));
                        break;
                    }
                }
            }
            frame = upstream.receive() => match frame {
                Some(Some(text)) => {
                    if tx.try_send(Outgoing::Text(text.into())).is_err() {
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
    upstream.close().await;
}
