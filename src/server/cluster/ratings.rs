//! Ratings, results and abandons shared by every node, in Redis: a
//! player rated on one node is rated on all, one leaderboard a board, and
//! the waits after abandoning follow a player to any node. The same
//! questions as the single server's SQLite file ([`Ratings`]).
//!
//! The lobby asks from under its lock, as it asks SQLite, so these calls
//! block: each a round trip or two on the nodes' network, none while
//! Redis is known to be away (then a rated round is logged, not kept, as
//! a broken file's would be).
//!
//! Redis keys, each under `tictactoe:`:
//! - `player:{board}:{key}`: a hash of the player's record on a board and
//!   its version (`v`), which a rating checks and bumps;
//! - `name:{key}`: the name the player last played under, shown on every
//!   board;
//! - `leaderboard:{board}`: the players by rating;
//! - `rated:{id}`: a round already rated, kept for a day;
//! - `abandons:{key}`: when the player abandoned rated games (a day);
//! - `games`: the latest 100,000 results, newest first.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use super::{Cluster, PREFIX, REDIS_DEADLINE, key};
use crate::core::offered::BoardChoice;
use crate::net::protocol::{LEADERBOARD_TOP, Leaderboard, Standing};
use crate::server::ratings::{self, Rating};
use crate::server::store::{self, Finished, PlayerRecord, Ratings};

/// How long a rated round and an abandon are remembered.
const DAY_SECS: u64 = 24 * 60 * 60;

/// How many results `games` keeps.
const GAMES_KEPT: i64 = 100_000;

/// A rating computed from versions another node changed meanwhile is
/// computed again, this many times at most.
const ATTEMPTS: usize = 5;

/// Keeps a rated round, once (`rated` if it already was): both players'
/// records if neither changed since they were read (else `retry`), the
/// leaderboard, names, the result and an abandon.
/// KEYS: the two players, the round's mark, the leaderboard, the two
/// names, the results, the abandoner's abandons.
/// ARGV: 1-2 the versions read; 3-10 and 11-18 each record's fields
/// (name, rating, deviation, volatility, games, wins, draws, losses);
/// 19-20 the two keys; 21 the result's line; 22 when; 23 the seat that
/// abandoned (1, 2, or 0 for none); 24 a day in seconds; 25 how many
/// results to keep.
const RECORD: &str = r#"
if redis.call('EXISTS', KEYS[3]) == 1 then return 'rated' end
local v1 = tonumber(redis.call('HGET', KEYS[1], 'v') or '0')
local v2 = tonumber(redis.call('HGET', KEYS[2], 'v') or '0')
if v1 ~= tonumber(ARGV[1]) or v2 ~= tonumber(ARGV[2]) then return 'retry' end
local fields = {'name', 'rating', 'deviation', 'volatility', 'games', 'wins', 'draws', 'losses'}
for seat = 0, 1 do
  local record = {}
  for i, field in ipairs(fields) do
    record[#record + 1] = field
    record[#record + 1] = ARGV[2 + seat * 8 + i]
  end
  record[#record + 1] = 'v'
  record[#record + 1] = tostring((seat == 0 and v1 or v2) + 1)
  record[#record + 1] = 'updated'
  record[#record + 1] = ARGV[22]
  redis.call('HSET', KEYS[1 + seat], unpack(record))
  redis.call('ZADD', KEYS[4], ARGV[4 + seat * 8], ARGV[19 + seat])
  redis.call('SET', KEYS[5 + seat], ARGV[3 + seat * 8])
end
redis.call('LPUSH', KEYS[7], ARGV[21])
redis.call('LTRIM', KEYS[7], 0, tonumber(ARGV[25]) - 1)
if ARGV[23] ~= '0' then
  redis.call('ZADD', KEYS[8], ARGV[22], ARGV[22] .. ':' .. KEYS[3])
  redis.call('EXPIRE', KEYS[8], ARGV[24])
end
redis.call('SET', KEYS[3], '1', 'EX', ARGV[24])
return 'ok'
"#;

/// The shared store, through one blocking connection of its own (opened
/// again after a failure).
pub struct RedisRatings {
    client: redis::Client,
    connection: RefCell<Option<redis::Connection>>,
    cluster: Arc<Cluster>,
    record: redis::Script,
}

impl RedisRatings {
    /// Ratings in the Redis at `url`, which `cluster` watches: while it is
    /// away, every call fails at once.
    pub fn new(url: &str, cluster: Arc<Cluster>) -> Result<RedisRatings, String> {
        let client = redis::Client::open(url).map_err(|error| format!("--redis {url}: {error}"))?;
        Ok(RedisRatings {
            client,
            connection: RefCell::new(None),
            cluster,
            record: redis::Script::new(RECORD),
        })
    }

    /// Runs `call` on the connection, opening it first if need be.
    fn with<T>(
        &self,
        call: impl FnOnce(&mut redis::Connection) -> redis::RedisResult<T>,
    ) -> Result<T, String> {
        if !self.cluster.is_up() {
            return Err("Redis is away: ratings are not read or kept until it is back".into());
        }
        let mut slot = self.connection.borrow_mut();
        if slot.is_none() {
            let opened = self
                .client
                .get_connection_with_timeout(REDIS_DEADLINE)
                .and_then(|connection| {
                    connection.set_read_timeout(Some(REDIS_DEADLINE))?;
                    connection.set_write_timeout(Some(REDIS_DEADLINE))?;
                    Ok(connection)
                });
            match opened {
                Ok(connection) => *slot = Some(connection),
                Err(error) => {
                    self.cluster.went_away(&error.to_string());
                    return Err(format!("cannot reach Redis for ratings: {error}"));
                }
            }
        }
        let connection = slot.as_mut().expect("opened above");
        call(connection).map_err(|error| {
            // A broken or timed-out connection is opened afresh next time.
            if error.is_io_error() || error.is_timeout() || error.is_connection_dropped() {
                *slot = None;
                self.cluster.went_away(&error.to_string());
            }
            format!("ratings in Redis: {error}")
        })
    }

    /// A player's record on `board` and its version (0: none yet).
    fn read(&self, key: &str, board: BoardChoice) -> Result<(Option<PlayerRecord>, u64), String> {
        let fields: HashMap<String, String> = self.with(|redis| {
            redis::cmd("HGETALL")
                .arg(player_key(board, key))
                .query(redis)
        })?;
        let version = number(&fields, "v") as u64;
        Ok((record_of(&fields), version))
    }
}

fn player_key(board: BoardChoice, player: &str) -> String {
    key("player", &format!("{}:{player}", store::board_key(board)))
}

fn leaderboard_key(board: BoardChoice) -> String {
    key("leaderboard", &store::board_key(board))
}

fn number(fields: &HashMap<String, String>, name: &str) -> f64 {
    fields
        .get(name)
        .and_then(|value| value.parse::<f64>().ok())
        .filter(|value| value.is_finite())
        .unwrap_or(0.0)
}

/// A record from its hash; `None` for an empty hash (no rated game yet).
fn record_of(fields: &HashMap<String, String>) -> Option<PlayerRecord> {
    fields.get("rating")?;
    let count = |name| number(fields, name).clamp(0.0, f64::from(u32::MAX)) as u32;
    Some(PlayerRecord {
        name: fields.get("name").cloned().unwrap_or_default(),
        rating: ratings::sane(&Rating {
            rating: number(fields, "rating"),
            deviation: number(fields, "deviation"),
            volatility: number(fields, "volatility"),
        }),
        games: count("games"),
        wins: count("wins"),
        draws: count("draws"),
        losses: count("losses"),
    })
}

impl Ratings for RedisRatings {
    fn player(&self, key: &str, board: BoardChoice) -> Result<Option<PlayerRecord>, String> {
        Ok(self.read(key, board)?.0)
    }

    fn record(&mut self, game: &Finished) -> Result<[PlayerRecord; 2], String> {
        let [(one_key, _), (two_key, _)] = game.players;
        for _ in 0..ATTEMPTS {
            let (one, one_version) = self.read(one_key, game.board)?;
            let (two, two_version) = self.read(two_key, game.board)?;
            let after = game.rate([one, two]);
            let abandoned = game.abandoned_by.map_or(0, |seat| seat.index() + 1);
            let abandoner = game
                .abandoned_by
                .map_or(one_key, |seat| game.players[seat.index()].0);
            let line = format!(
                "{} {one_key} {two_key} {} {} {} {}",
                store::board_key(game.board),
                game.result_name(),
                abandoned,
                game.at,
                game.moves
            );
            let mut call = self.record.prepare_invoke();
            call.key(player_key(game.board, one_key))
                .key(player_key(game.board, two_key))
                .key(key("rated", &game.id))
                .key(leaderboard_key(game.board))
                .key(key("name", one_key))
                .key(key("name", two_key))
                .key(format!("{PREFIX}games"))
                .key(key("abandons", abandoner))
                .arg(one_version)
                .arg(two_version);
            for record in &after {
                call.arg(&record.name)
                    .arg(record.rating.rating)
                    .arg(record.rating.deviation)
                    .arg(record.rating.volatility)
                    .arg(record.games)
                    .arg(record.wins)
                    .arg(record.draws)
                    .arg(record.losses);
            }
            call.arg(one_key)
                .arg(two_key)
                .arg(&line)
                .arg(game.at)
                .arg(abandoned)
                .arg(DAY_SECS)
                .arg(GAMES_KEPT);
            let answer: String = self.with(|redis| call.invoke(redis))?;
            match answer.as_str() {
                "ok" => return Ok(after),
                "rated" => {
                    let now = |key| Ok::<_, String>(self.read(key, game.board)?.0);
                    let (one, two) = (now(one_key)?, now(two_key)?);
                    return Ok([
                        one.unwrap_or_else(|| after[0].clone()),
                        two.unwrap_or_else(|| after[1].clone()),
                    ]);
                }
                _ => continue,
            }
        }
        Err(format!(
            "round {} not rated: its players' ratings kept changing",
            game.id
        ))
    }

    fn abandons_since(&self, key_of: &str, since: i64) -> Result<Vec<i64>, String> {
        let found: Vec<(String, f64)> = self.with(|redis| {
            redis::cmd("ZRANGEBYSCORE")
                .arg(key("abandons", key_of))
                .arg(since)
                .arg("+inf")
                .arg("WITHSCORES")
                .query(redis)
        })?;
        Ok(found.into_iter().map(|(_, at)| at as i64).collect())
    }

    fn leaderboard(&self, board: BoardChoice, player: Option<&str>) -> Result<Leaderboard, String> {
        let board_key = leaderboard_key(board);
        let best: Vec<String> = self.with(|redis| {
            redis::cmd("ZREVRANGE")
                .arg(&board_key)
                .arg(0)
                .arg(LEADERBOARD_TOP as i64 - 1)
                .query(redis)
        })?;
        let mut top: Vec<Standing> = Vec::new();
        let records = self.records(board, &best)?;
        for (index, record) in records.into_iter().flatten().enumerate() {
            // Equal ratings share a place, as they do for `you`.
            let place = match top.last() {
                Some(last) if last.rating == ratings::shown(&record.rating) => last.place,
                _ => index as u32 + 1,
            };
            top.push(store::standing(
                place,
                record.name,
                &record.rating,
                i64::from(record.games),
            ));
        }
        let you = match player {
            None => None,
            Some(player) => match self.records(board, &[player.to_string()])?.pop().flatten() {
                None => None,
                Some(record) => {
                    // Places go by the rating shown: those shown higher.
                    let higher = f64::from(ratings::shown(&record.rating)) + 0.5;
                    let above: i64 = self.with(|redis| {
                        redis::cmd("ZCOUNT")
                            .arg(&board_key)
                            .arg(higher)
                            .arg("+inf")
                            .query(redis)
                    })?;
                    Some(store::standing(
                        (above + 1).clamp(1, i64::from(u32::MAX)) as u32,
                        record.name,
                        &record.rating,
                        i64::from(record.games),
                    ))
                }
            },
        };
        Ok(Leaderboard { board, top, you })
    }
}

impl RedisRatings {
    /// The records of `players` on `board`, each under the name it last
    /// played with, in one round trip.
    fn records(
        &self,
        board: BoardChoice,
        players: &[String],
    ) -> Result<Vec<Option<PlayerRecord>>, String> {
        if players.is_empty() {
            return Ok(Vec::new());
        }
        let mut pipe = redis::pipe();
        for player in players {
            pipe.cmd("HGETALL")
                .arg(player_key(board, player))
                .cmd("GET")
                .arg(key("name", player));
        }
        let answers: Vec<(HashMap<String, String>, Option<String>)> =
            self.with(|redis| pipe.query(redis))?;
        Ok(answers
            .into_iter()
            .map(|(fields, name)| {
                record_of(&fields).map(|mut record| {
                    if let Some(name) = name {
                        record.name = name;
                    }
                    record
                })
            })
            .collect())
    }
}
