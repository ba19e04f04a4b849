//! Several servers sharing rooms through Redis (`--redis`), in the way of
//! Colyseus: a room lives on the server (node) that opened it, Redis says
//! which node that is, and a player who reaches another node is forwarded
//! there ([`bridge`]). Each node renews a key that expires three seconds
//! after it stops; its rooms then belong to nobody until a player comes
//! back through another node, which takes the room over from the record
//! Redis keeps of it ([`RoomRecord`]: seats, tokens, moves, score, clock).
//! A change reaches the players only once that record is written
//! ([`journal`]), so a room taken over has every move its players saw.
//!
//! Redis keys, each under `tictactoe:`:
//! - `node:{id}`: the node's address for other nodes, for three seconds;
//! - `owner:{code}`: the node that owns the room;
//! - `nodes`: every node's address, scored by when its lease ends (the
//!   nodes trust each other's `X-Forwarded-For` by it);
//! - `room:{code}`: a hash of the room's record (`record`, in RON, as the
//!   protocol is written) and its number (`seq`).
//!
//! - `rooms:{address}`: the rooms an address opened (a friend's room), by
//!   when their record was last written, so that every node counts them;
//! - `wrong:{address}`: how many wrong codes and tokens an address sent
//!   to any node, and when the last was (forgotten a day after it);
//! - `matchmaker:{board}`: the node that keeps the board's quick-match
//!   queue (its address), leased as its node key is.
//!
//! Quick match has one queue per board, kept by one node
//! ([`Cluster::matchmaker`]): every node forwards a search to it, and the
//! room it opens for the pair lives there, so both players are where
//! their room is.

pub mod bridge;
pub mod journal;
pub mod shared_moderation;
pub mod shared_ratings;

use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rand::RngExt;
use rand::rngs::StdRng;
use redis::aio::{ConnectionManager, ConnectionManagerConfig};

use crate::core::offered::BoardChoice;
use crate::server::lobby::FORGIVEN_AFTER;
use crate::server::room::RoomRecord;

/// Why Redis could not be used.
#[derive(Debug, thiserror::Error)]
pub enum ClusterError {
    #[error("--redis {url}: {source}")]
    BadUrl {
        url: String,
        source: redis::RedisError,
    },
    #[error("cannot reach Redis at {url}: {source}")]
    Unreachable {
        url: String,
        source: redis::RedisError,
    },
    #[error("cannot write to Redis at {url}: {source}")]
    CannotWrite {
        url: String,
        source: redis::RedisError,
    },
    #[error(transparent)]
    Redis(#[from] redis::RedisError),
    #[error("Redis did not answer within half a second")]
    NoAnswer,
    #[error("room {code}'s record is damaged: {source}")]
    Damaged {
        code: String,
        source: ron::error::SpannedError,
    },
    #[error("unexpected answer from Redis: {0}")]
    Unexpected(String),
    #[error("node at {address}: {source}")]
    Node {
        address: String,
        source: Box<tokio_tungstenite::tungstenite::Error>,
    },
    #[error("node at {address}: no answer within two seconds")]
    NodeSilent { address: String },
}

/// How a node joins the others.
#[derive(Clone, Debug)]
pub struct ClusterConfig {
    /// Redis, as `redis://host:port`.
    pub redis: String,
    /// The node's name in the log and in Redis (a random suffix is added
    /// at each start, so a restarted node is not taken for the lost one).
    pub node: String,
    /// Where the other nodes reach this one (`host:port`).
    pub advertise: String,
}

const PREFIX: &str = "tictactoe:";

/// How long a node's key outlives its last renewal, and how often it is
/// renewed: a lost node's rooms can be taken over this long after it stops.
pub const NODE_LEASE: Duration = Duration::from_secs(3);
const RENEW_EVERY: Duration = Duration::from_secs(1);

/// A Redis call that takes longer than this counts as Redis being away.
pub const REDIS_DEADLINE: Duration = Duration::from_millis(500);

/// Writes a room's record if this node owns it (or nobody does) and the
/// record is newer than the one kept; 0 if another node owns it.
const WRITE: &str = r#"
local owner = redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[4])
local kept = tonumber(redis.call('HGET', KEYS[2], 'seq'))
if not kept or kept < tonumber(ARGV[2]) then
  redis.call('HSET', KEYS[2], 'seq', ARGV[2], 'record', ARGV[3])
end
redis.call('PEXPIRE', KEYS[2], ARGV[4])
if ARGV[5] ~= '' then
  redis.call('HSET', KEYS[2], 'opener', ARGV[5])
  redis.call('ZADD', KEYS[3], ARGV[6], ARGV[7])
  redis.call('PEXPIRE', KEYS[3], ARGV[4])
end
return 1
"#;

/// Forgets a closed room, if this node owns it, and takes it off its
/// opener's rooms (KEYS[3], read beforehand).
const FORGET: &str = r#"
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1], KEYS[2])
  redis.call('ZREM', KEYS[3], ARGV[2])
end
return 1
"#;

/// The node that keeps a board's quick-match queue (an address): the one
/// named, or this one (ARGV[1]) if none is, or if the one named is
/// ARGV[2], which did not answer.
const CLAIM: &str = r#"
local keeper = redis.call('GET', KEYS[1])
if keeper and keeper ~= ARGV[2] then return keeper end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
return ARGV[1]
"#;

/// Extends a board's queue keeper's lease, if it is this node (ARGV[1]).
const KEEP: &str = r#"
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1
"#;

/// Where a room is: nowhere; on a live node (its address); or on a node
/// that is gone, in which case this node takes it (and its record).
const TAKE: &str = r#"
local record = redis.call('HGET', KEYS[2], 'record')
if not record then return {'none'} end
local owner = redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] then
  local address = redis.call('GET', ARGV[2] .. owner)
  if address then return {'owner', address} end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
return {'take', record}
"#;

/// Where a room asked for by code is.
#[derive(Debug)]
pub enum Location {
    /// No node has it: the lobby says so as for any wrong code.
    Nowhere,
    /// A live node owns it, at this address.
    Owner(String),
    /// Its node is gone: this one owns it now.
    Adopt(Box<RoomRecord>),
}

/// This node's place among the others.
pub struct Cluster {
    id: String,
    advertise: String,
    redis: ConnectionManager,
    up: AtomicBool,
    /// Redis came back (perhaps empty): every room is written again.
    resync: AtomicBool,
    /// How long a room's record is kept after its last change.
    record_lifetime: Duration,
    /// The addresses of the live nodes, as of the last renewal: a player
    /// forwarded from one of them counts against the address it names.
    peers: RwLock<Vec<IpAddr>>,
    write: redis::Script,
    forget: redis::Script,
    take: redis::Script,
    claim: redis::Script,
}

/// Now, in milliseconds since 1970, as the nodes agree on it.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_millis() as u64)
}

fn key(kind: &str, name: &str) -> String {
    format!("{PREFIX}{kind}:{name}")
}

/// The rooms an address opened (a key no address has, for a room that
/// names none: Redis scripts name every key they may touch).
fn rooms_key(opener: Option<&str>) -> String {
    key("rooms", opener.unwrap_or("-"))
}

fn matchmaker_key(board: BoardChoice) -> String {
    key(
        "matchmaker",
        &crate::server::ratings_store::sqlite::board_key(board),
    )
}

impl Cluster {
    /// Joins the nodes sharing `config.redis`; an error if Redis cannot be
    /// reached now (a node that starts alone would open rooms nobody else
    /// can find).
    pub async fn join(
        config: &ClusterConfig,
        record_lifetime: Duration,
    ) -> Result<Arc<Cluster>, ClusterError> {
        let client =
            redis::Client::open(config.redis.as_str()).map_err(|source| ClusterError::BadUrl {
                url: config.redis.clone(),
                source,
            })?;
        let settings = ConnectionManagerConfig::new()
            .set_connection_timeout(Some(REDIS_DEADLINE))
            .set_response_timeout(Some(REDIS_DEADLINE))
            .set_number_of_retries(1)
            .set_max_delay(Duration::from_millis(500));
        let redis = client
            .get_connection_manager_with_config(settings)
            .await
            .map_err(|source| ClusterError::Unreachable {
                url: config.redis.clone(),
                source,
            })?;
        let suffix: u32 = rand::make_rng::<StdRng>().random();
        let cluster = Arc::new(Cluster {
            id: format!("{}-{suffix:08x}", config.node),
            advertise: config.advertise.clone(),
            redis,
            up: AtomicBool::new(true),
            resync: AtomicBool::new(false),
            record_lifetime,
            peers: RwLock::new(Vec::new()),
            write: redis::Script::new(WRITE),
            forget: redis::Script::new(FORGET),
            take: redis::Script::new(TAKE),
            claim: redis::Script::new(CLAIM),
        });
        cluster
            .renew()
            .await
            .map_err(|source| ClusterError::CannotWrite {
                url: config.redis.clone(),
                source,
            })?;
        Ok(cluster)
    }

    /// This node's name in Redis and the log.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Whether Redis answered the last call. While it does not, the node
    /// keeps its games going and opens no new room.
    pub fn is_up(&self) -> bool {
        self.up.load(Ordering::Acquire)
    }

    /// Notes that Redis did not answer (logged once per absence).
    pub fn went_away(&self, error: &str) {
        if self.up.swap(false, Ordering::AcqRel) {
            tracing::error!(
                "Redis is unreachable ({error}): this node keeps its games going and opens \
                 no new rooms until it is back"
            );
        }
    }

    /// Waits for a Redis call at most [`REDIS_DEADLINE`]; a call that
    /// fails or takes longer notes Redis away, and says why.
    async fn within_deadline<T>(
        &self,
        call: impl std::future::Future<Output = redis::RedisResult<T>>,
    ) -> Result<T, ClusterError> {
        match tokio::time::timeout(REDIS_DEADLINE, call).await {
            Ok(Ok(answer)) => Ok(answer),
            Ok(Err(error)) => {
                self.went_away(&error.to_string());
                Err(error.into())
            }
            Err(_) => {
                self.went_away("no answer within half a second");
                Err(ClusterError::NoAnswer)
            }
        }
    }

    /// Whether Redis came back since the last call: then every room is
    /// written again.
    pub fn take_resync(&self) -> bool {
        self.resync.swap(false, Ordering::AcqRel)
    }

    fn lifetime_ms(&self) -> u64 {
        self.record_lifetime.as_millis() as u64
    }

    /// Renews this node's key and its place among the nodes, and learns
    /// the others' addresses.
    async fn renew(&self) -> redis::RedisResult<()> {
        let mut redis = self.redis.clone();
        let now = now_ms();
        let lease = NODE_LEASE.as_millis() as u64;
        let nodes = format!("{PREFIX}nodes");
        let mut pipe = redis::pipe();
        // The quick-match queues this node keeps stay with it.
        for board in BoardChoice::ALL {
            pipe.cmd("EVAL")
                .arg(KEEP)
                .arg(1)
                .arg(matchmaker_key(board))
                .arg(&self.advertise)
                .arg(lease)
                .ignore();
        }
        let (addresses,): (Vec<String>,) = pipe
            .cmd("SET")
            .arg(key("node", &self.id))
            .arg(&self.advertise)
            .arg("PX")
            .arg(lease)
            .ignore()
            .cmd("ZADD")
            .arg(&nodes)
            .arg(now + lease)
            .arg(&self.advertise)
            .ignore()
            .cmd("ZREMRANGEBYSCORE")
            .arg(&nodes)
            .arg("-inf")
            .arg(now)
            .ignore()
            .cmd("ZRANGE")
            .arg(&nodes)
            .arg(0)
            .arg(-1)
            .query_async(&mut redis)
            .await?;
        let peers = addresses
            .iter()
            .filter_map(|address| address.parse::<std::net::SocketAddr>().ok())
            .map(|address| address.ip())
            .collect();
        *self
            .peers
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = peers;
        Ok(())
    }

    /// Leaves the others on a clean stop: this node's key goes at once,
    /// so its rooms can be taken over without waiting for it to lapse.
    /// (Its players' last changes are already written: a change reaches
    /// the players only once it is.)
    pub async fn leave(&self) {
        let mut redis = self.redis.clone();
        let mut pipe = redis::pipe();
        pipe.cmd("DEL")
            .arg(key("node", &self.id))
            .ignore()
            .cmd("ZREM")
            .arg(format!("{PREFIX}nodes"))
            .arg(&self.advertise)
            .ignore();
        let leaving = pipe.query_async::<()>(&mut redis);
        match tokio::time::timeout(REDIS_DEADLINE, leaving).await {
            Ok(Ok(())) => {
                tracing::info!("left the other nodes: this node's rooms are theirs to take")
            }
            Ok(Err(error)) => tracing::warn!("could not leave the other nodes cleanly: {error}"),
            Err(_) => {
                tracing::warn!("could not leave the other nodes cleanly: Redis did not answer")
            }
        }
    }

    /// The live nodes' addresses (to trust their `X-Forwarded-For`).
    pub fn peers(&self) -> Vec<IpAddr> {
        self.peers
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }

    /// The address of the node that keeps the quick-match queue for
    /// `board`. The first node a search reaches becomes it, and keeps it
    /// while it lives (renewed with its own lease), so the queue does not
    /// move while nodes come and go; `instead_of`, a keeper that did not
    /// answer, is replaced by this node.
    pub async fn matchmaker(
        &self,
        board: BoardChoice,
        instead_of: Option<&str>,
    ) -> Result<String, ClusterError> {
        let mut redis = self.redis.clone();
        let mut claim = self.claim.prepare_invoke();
        claim
            .key(matchmaker_key(board))
            .arg(&self.advertise)
            .arg(instead_of.unwrap_or(""))
            .arg(NODE_LEASE.as_millis() as u64);
        self.within_deadline(claim.invoke_async::<String>(&mut redis))
            .await
    }

    /// The wrong codes and tokens `player` sent to any node: how many, and
    /// when the last was (milliseconds since 1970). `None` if there were
    /// none in a day, or Redis does not say (then each node's own count
    /// still holds).
    pub async fn wrong_codes(&self, player: IpAddr) -> Option<(u32, u64)> {
        let mut redis = self.redis.clone();
        let mut ask = redis::cmd("HMGET");
        ask.arg(key("wrong", &player.to_string()))
            .arg("count")
            .arg("last");
        let call = ask.query_async::<(Option<u32>, Option<u64>)>(&mut redis);
        match self.within_deadline(call).await {
            Ok((Some(count), Some(last))) => Some((count, last)),
            _ => None,
        }
    }

    /// Counts a wrong code or token from `player`, for every node; an
    /// address is forgiven a day after its last.
    pub async fn count_wrong(&self, player: IpAddr) {
        let mut redis = self.redis.clone();
        let name = key("wrong", &player.to_string());
        let mut pipe = redis::pipe();
        pipe.cmd("HINCRBY")
            .arg(&name)
            .arg("count")
            .arg(1)
            .ignore()
            .cmd("HSET")
            .arg(&name)
            .arg("last")
            .arg(now_ms())
            .ignore()
            .cmd("EXPIRE")
            .arg(&name)
            .arg(FORGIVEN_AFTER.as_secs())
            .ignore();
        if let Err(error) = self
            .within_deadline(pipe.query_async::<()>(&mut redis))
            .await
        {
            tracing::warn!("cannot count a wrong code in Redis: {error}");
        }
    }

    /// How many rooms `player` has open on all the nodes: those written
    /// within a record's lifetime. `None` if Redis does not say (then
    /// each node's own count still holds).
    pub async fn rooms_opened_by(&self, player: IpAddr) -> Option<usize> {
        let mut redis = self.redis.clone();
        let since = now_ms().saturating_sub(self.lifetime_ms());
        let mut ask = redis::cmd("ZCOUNT");
        ask.arg(rooms_key(Some(&player.to_string())))
            .arg(since)
            .arg("+inf");
        self.within_deadline(ask.query_async::<usize>(&mut redis))
            .await
            .ok()
    }

    /// Whether `address` is this node's.
    pub fn is_me(&self, address: &str) -> bool {
        address == self.advertise
    }

    /// Renews this node's key every second, for as long as the node runs,
    /// and notices Redis going and coming back.
    pub async fn keep_alive(self: Arc<Self>) {
        let mut every = tokio::time::interval(RENEW_EVERY);
        loop {
            every.tick().await;
            match tokio::time::timeout(REDIS_DEADLINE, self.renew()).await {
                Ok(Ok(())) => {
                    if !self.up.swap(true, Ordering::AcqRel) {
                        tracing::info!("Redis is back: writing this node's rooms again");
                        self.resync.store(true, Ordering::Release);
                    }
                }
                Ok(Err(error)) => self.went_away(&error.to_string()),
                Err(_) => self.went_away("no answer within half a second"),
            }
        }
    }

    /// Where the room with `code` is, taking it over if its node is gone.
    pub async fn locate(&self, code: &str) -> Result<Location, ClusterError> {
        let mut redis = self.redis.clone();
        let mut take = self.take.prepare_invoke();
        take.key(key("owner", code))
            .key(key("room", code))
            .arg(&self.id)
            .arg(key("node", ""))
            .arg(self.lifetime_ms());
        let answer = self
            .within_deadline(take.invoke_async::<Vec<String>>(&mut redis))
            .await?;
        match answer.as_slice() {
            [kind] if kind == "none" => Ok(Location::Nowhere),
            [kind, address] if kind == "owner" => Ok(Location::Owner(address.clone())),
            [kind, record] if kind == "take" => ron::from_str(record)
                .map(|record| Location::Adopt(Box::new(record)))
                .map_err(|source| ClusterError::Damaged {
                    code: code.to_string(),
                    source,
                }),
            other => Err(ClusterError::Unexpected(format!("{other:?}"))),
        }
    }

    /// Writes `records` (newest last) and forgets the `closed` rooms, in
    /// one round trip. The codes of the rooms another node owns now are
    /// returned: this node must let them go.
    pub async fn write(
        &self,
        records: &[RoomRecord],
        closed: &[String],
    ) -> redis::RedisResult<Vec<String>> {
        if records.is_empty() && closed.is_empty() {
            return Ok(Vec::new());
        }
        let mut redis = self.redis.clone();
        // Who opened each closed room, to take it off their count.
        let openers: Vec<Option<String>> = if closed.is_empty() {
            Vec::new()
        } else {
            let mut ask = redis::pipe();
            for code in closed {
                ask.cmd("HGET").arg(key("room", code)).arg("opener");
            }
            ask.query_async(&mut redis).await?
        };
        let now = now_ms();
        // Scripts by their digest; loaded again if Redis came back empty.
        for attempt in 0..2 {
            let mut pipe = redis::pipe();
            for record in records {
                let text = ron::to_string(record).unwrap_or_default();
                let opener = record.opener.map(|ip| ip.to_string());
                pipe.cmd("EVALSHA")
                    .arg(self.write.get_hash())
                    .arg(3)
                    .arg(key("owner", &record.code))
                    .arg(key("room", &record.code))
                    .arg(rooms_key(opener.as_deref()))
                    .arg(&self.id)
                    .arg(record.seq)
                    .arg(text)
                    .arg(self.lifetime_ms())
                    .arg(opener.unwrap_or_default())
                    .arg(now)
                    .arg(&record.code);
            }
            for (code, opener) in closed.iter().zip(&openers) {
                pipe.cmd("EVALSHA")
                    .arg(self.forget.get_hash())
                    .arg(3)
                    .arg(key("owner", code))
                    .arg(key("room", code))
                    .arg(rooms_key(opener.as_deref()))
                    .arg(&self.id)
                    .arg(code)
                    .ignore();
            }
            match pipe.query_async::<Vec<i64>>(&mut redis).await {
                Ok(written) => {
                    return Ok(records
                        .iter()
                        .zip(written)
                        .filter(|(_, kept)| *kept == 0)
                        .map(|(record, _)| record.code.clone())
                        .collect());
                }
                Err(error)
                    if attempt == 0
                        && error.kind()
                            == redis::ErrorKind::Server(redis::ServerErrorKind::NoScript) =>
                {
                    for text in [WRITE, FORGET] {
                        redis::cmd("SCRIPT")
                            .arg("LOAD")
                            .arg(text)
                            .query_async::<String>(&mut redis)
                            .await?;
                    }
                }
                Err(error) => return Err(error),
            }
        }
        Ok(Vec::new())
    }
}
