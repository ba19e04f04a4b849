//! The order of a shared room's changes: a change reaches its players
//! only after its room's record is written to Redis, so a node taken over
//! never shows less than its players saw. Changes are written in the
//! order the lobby made them, and everything waiting goes in one round
//! trip. While Redis is away, the records wait here (the newest of each
//! room) and the players hear of the changes at once; when Redis comes
//! back, every room is written again, in case it came back empty.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;

use super::{Cluster, REDIS_DEADLINE};
use crate::server::room::RoomRecord;

/// One answer of the lobby: the records of the rooms it changed, the
/// rooms it closed, and what to do once they are written.
pub struct Change<T> {
    pub records: Vec<RoomRecord>,
    pub closed: Vec<String>,
    pub then: T,
}

/// Changes taken in one round trip at most.
const BATCH: usize = 1024;

/// How often waiting records are tried again while Redis is away.
const RETRY_EVERY: Duration = Duration::from_millis(500);

/// Writes and then delivers every change sent on `changes` until the
/// sender is dropped. `everything` gives every room's record (after Redis
/// came back); `deliver` gets the changes' `then`, in order, and the rooms
/// another node has taken, which this one must let go.
pub async fn run<T>(
    cluster: Arc<Cluster>,
    mut changes: mpsc::UnboundedReceiver<Change<T>>,
    everything: impl Fn() -> Vec<RoomRecord>,
    deliver: impl Fn(Vec<T>, Vec<String>),
) {
    let mut waiting: HashMap<String, Option<RoomRecord>> = HashMap::new();
    let mut retry = tokio::time::interval(RETRY_EVERY);
    loop {
        let mut batch = Vec::new();
        tokio::select! {
            first = changes.recv() => match first {
                Some(first) => batch.push(first),
                None => break,
            },
            _ = retry.tick() => {}
        }
        while batch.len() < BATCH {
            match changes.try_recv() {
                Ok(change) => batch.push(change),
                Err(_) => break,
            }
        }
        if cluster.take_resync() {
            for record in everything() {
                keep_newest(&mut waiting, record);
            }
        }
        let mut then = Vec::with_capacity(batch.len());
        for change in batch {
            for record in change.records {
                keep_newest(&mut waiting, record);
            }
            for code in change.closed {
                waiting.insert(code, None);
            }
            then.push(change.then);
        }
        let lost = if cluster.is_up() && !waiting.is_empty() {
            write(&cluster, &mut waiting).await
        } else {
            Vec::new()
        };
        if !then.is_empty() || !lost.is_empty() {
            deliver(then, lost);
        }
    }
}

/// Keeps `record` unless a newer one of its room waits already.
fn keep_newest(waiting: &mut HashMap<String, Option<RoomRecord>>, record: RoomRecord) {
    let newer = matches!(waiting.get(&record.code), Some(Some(kept)) if kept.seq > record.seq);
    if !newer {
        waiting.insert(record.code.clone(), Some(record));
    }
}

/// Records written in one round trip at most (after Redis came back,
/// every room waits at once).
const CHUNK: usize = 1000;

/// Writes what waits, a chunk at a time; on failure the rest keeps
/// waiting and Redis is noted away. The rooms another node owns now.
async fn write(
    cluster: &Cluster,
    waiting: &mut HashMap<String, Option<RoomRecord>>,
) -> Vec<String> {
    let mut lost = Vec::new();
    while !waiting.is_empty() {
        let codes: Vec<String> = waiting.keys().take(CHUNK).cloned().collect();
        let mut records = Vec::new();
        let mut closed = Vec::new();
        for code in &codes {
            match &waiting[code] {
                Some(record) => records.push(record.clone()),
                None => closed.push(code.clone()),
            }
        }
        match tokio::time::timeout(REDIS_DEADLINE, cluster.write(&records, &closed)).await {
            Ok(Ok(taken)) => {
                for code in &codes {
                    waiting.remove(code);
                }
                lost.extend(taken);
            }
            Ok(Err(error)) => {
                cluster.went_away(&error.to_string());
                break;
            }
            Err(_) => {
                cluster.went_away("no answer within half a second");
                break;
            }
        }
    }
    if !lost.is_empty() {
        tracing::warn!(
            "rooms now owned by another node, let go: {}",
            lost.join(", ")
        );
    }
    lost
}
