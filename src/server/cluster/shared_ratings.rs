//! Ratings, results and games given up, shared by every node, in Redis: a
//! player rated on one node is rated on all, one leaderboard a board, and
//! the waits after giving games up follow a player (and their address) to
//! any node. The same questions as the single server's SQLite file
//! ([`Ratings`]), asked by each node's keeper thread, never under the
//! lobby's lock. While Redis is known to be away every call fails at once.
//!
//! Redis keys, each under `tictactoe:`:
//! - `player:{board}:{key}`: a hash of the player's record on a board and
//!   its version (`v`), which a rating checks and bumps;
//! - `name:{key}`: the name the player last played under, shown on every
//!   board; `names`: which device each name (its fold) belongs to;
//! - `opponents:{board}:{key}`: the addresses the player was rated against;
//!   `established-opponents:{board}:{key}`: those established when played;
//! - `leaderboard:{board}`: the ranked players by rating;
//!   `established:{board}`: the established players;
//! - `pair:{key}:{key}`: when the two played rated rounds (a day);
//! - `rated:{id}`: a round already rated, kept for a day;
//! - `abandons:{key}` and `abandons-from:{address}`: rated games given up
//!   (a day);
//! - `games`: the latest 100,000 results, newest first, with both
//!   players' addresses and how much each counted;
//! - `game:{id}` and `games-of:{key}`: each rated game as a moderator
//!   reads it (ratings before and after) and each player's games;
//! - `reports:{key}` and `reported`: a player's reports, and the reported
//!   players by how often (`cluster::shared_moderation` has the rest).

use std::cell::RefCell;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;

use super::{Cluster, PREFIX, REDIS_DEADLINE, key};
use crate::core::offered::BoardChoice;
use crate::net::protocol::{LEADERBOARD_OPPONENTS, LEADERBOARD_TOP, Standing};
use crate::server::names;
use crate::server::rating_maths;
use crate::server::ratings_store::sqlite::board_key;
use crate::server::ratings_store::{
    self, Finished, GivenUp, Kept, NoShow, PlayerRecord, Rating, Ratings, Report, StoreError,
    moderation,
};

/// How long a rated round, a pair's games and a game given up are kept.
const DAY_SECS: i64 = 24 * 60 * 60;

/// How many results `games` keeps.
const GAMES_KEPT: i64 = 100_000;

/// A rating computed from versions another node changed meanwhile is
/// computed again, this many times at most.
const ATTEMPTS: usize = 5;

/// Keeps a rated round, once ('rated' if it already was): both players'
/// records if neither changed since they were read (else 'retry'), their
/// opponents, the leaderboard (only players with enough different
/// opponents), names (the first device rated under a name keeps it), the
/// pair's games, the result and an abandon.
/// KEYS: 1-2 the players, 3 the round's mark, 4 the leaderboard, 5-6 the
/// names, 7 the results, 8-9 the abandoner's abandons by key and by
/// address, 10-11 the players' opponents, 12 the names' owners, 13 the
/// pair.
/// ARGV: 1-2 the versions read; 3-10 and 11-18 each record's fields
/// (name, rating, deviation, volatility, games, wins, draws, losses);
/// 19-20 the two keys; 21 the result's line; 22 when; 23 the seat that
/// abandoned (1, 2, or 0 for none); 24 a day in seconds; 25 how many
/// results to keep; 26-27 each one's opponent id (the other's address);
/// 28-29 each name's fold; 30-31 each one's name if theirs is taken;
/// 32 the established opponents a ranked player needs; 33 the round's
/// id; 34-35 what wins over players not established have added to each;
/// 36-37 whether each one's opponent counted as established (1 or 0);
/// 38 the deviation above which a rating is provisional; 39 on, the
/// game's fields as a moderator reads it ([`game_fields`]).
/// KEYS 14-15: the players' established opponents; 16: the board's
/// established players; 17 the game; 18-19 each player's games.
/// A record kept before established opponents were counted counts every
/// opponent it had as established, as the SQLite store does.
const RECORD: &str = r#"
if redis.call('EXISTS', KEYS[3]) == 1 then return {'rated'} end
local v1 = tonumber(redis.call('HGET', KEYS[1], 'v') or '0')
local v2 = tonumber(redis.call('HGET', KEYS[2], 'v') or '0')
if v1 ~= tonumber(ARGV[1]) or v2 ~= tonumber(ARGV[2]) then return {'retry'} end
local fields = {'name', 'rating', 'deviation', 'volatility', 'games', 'wins', 'draws', 'losses'}
local answer = {'ok'}
for seat = 0, 1 do
  if redis.call('EXISTS', KEYS[1 + seat]) == 1
      and redis.call('HEXISTS', KEYS[1 + seat], 'established_opponents') == 0 then
    redis.call('SUNIONSTORE', KEYS[14 + seat], KEYS[10 + seat])
  end
  redis.call('SADD', KEYS[10 + seat], ARGV[26 + seat])
  local opponents = redis.call('SCARD', KEYS[10 + seat])
  if ARGV[36 + seat] == '1' then
    redis.call('SADD', KEYS[14 + seat], ARGV[26 + seat])
  end
  local established = redis.call('SCARD', KEYS[14 + seat])
  redis.call('HSETNX', KEYS[12], ARGV[28 + seat], ARGV[19 + seat])
  local name = ARGV[3 + seat * 8]
  if redis.call('HGET', KEYS[12], ARGV[28 + seat]) ~= ARGV[19 + seat] then
    name = ARGV[30 + seat]
  end
  local record = {}
  for i, field in ipairs(fields) do
    record[#record + 1] = field
    record[#record + 1] = ARGV[2 + seat * 8 + i]
  end
  record[2] = name
  record[#record + 1] = 'v'
  record[#record + 1] = tostring((seat == 0 and v1 or v2) + 1)
  record[#record + 1] = 'updated'
  record[#record + 1] = ARGV[22]
  record[#record + 1] = 'opponents'
  record[#record + 1] = tostring(opponents)
  record[#record + 1] = 'established_opponents'
  record[#record + 1] = tostring(established)
  record[#record + 1] = 'unestablished_gains'
  record[#record + 1] = ARGV[34 + seat]
  redis.call('HSET', KEYS[1 + seat], unpack(record))
  local ranked = established >= tonumber(ARGV[32])
  if ranked then
    redis.call('ZADD', KEYS[4], ARGV[4 + seat * 8], ARGV[19 + seat])
  else
    redis.call('ZREM', KEYS[4], ARGV[19 + seat])
  end
  if ranked and tonumber(ARGV[5 + seat * 8]) <= tonumber(ARGV[38]) then
    redis.call('SADD', KEYS[16], ARGV[19 + seat])
  else
    redis.call('SREM', KEYS[16], ARGV[19 + seat])
  end
  redis.call('SET', KEYS[5 + seat], name)
  answer[#answer + 1] = tostring(opponents)
  answer[#answer + 1] = name
  answer[#answer + 1] = tostring(established)
end
redis.call('ZADD', KEYS[13], ARGV[22], ARGV[33])
redis.call('EXPIRE', KEYS[13], ARGV[24])
redis.call('LPUSH', KEYS[7], ARGV[21])
redis.call('LTRIM', KEYS[7], 0, tonumber(ARGV[25]) - 1)
if ARGV[23] ~= '0' then
  for i = 8, 9 do
    redis.call('ZADD', KEYS[i], ARGV[22], ARGV[22] .. ':' .. ARGV[33])
    redis.call('EXPIRE', KEYS[i], ARGV[24])
  end
end
redis.call('SET', KEYS[3], '1', 'EX', ARGV[24])
redis.call('HSET', KEYS[17], unpack(ARGV, 39))
redis.call('ZADD', KEYS[18], ARGV[22], ARGV[33])
redis.call('ZADD', KEYS[19], ARGV[22], ARGV[33])
return answer
"#;

/// The shared store, through one blocking connection of its own (opened
/// again after a failure).
pub struct RedisRatings {
    client: redis::Client,
    connection: RefCell<Option<redis::Connection>>,
    /// The node watching Redis; none for a moderator's command, which
    /// is no node and tries Redis on every call.
    cluster: Option<Arc<Cluster>>,
    record: redis::Script,
}

impl RedisRatings {
    /// Ratings in the Redis at `url`, which `cluster` watches: while it is
    /// away, every call fails at once.
    pub fn new(url: &str, cluster: Arc<Cluster>) -> Result<RedisRatings, StoreError> {
        let client = redis::Client::open(url)?;
        Ok(RedisRatings {
            client,
            connection: RefCell::new(None),
            cluster: Some(cluster),
            record: redis::Script::new(RECORD),
        })
    }

    /// Ratings in the Redis at `url`, for a moderator's command: not a
    /// node (nothing is announced to the others).
    pub fn for_moderator(url: &str) -> Result<RedisRatings, StoreError> {
        let client = redis::Client::open(url)?;
        Ok(RedisRatings {
            client,
            connection: RefCell::new(None),
            cluster: None,
            record: redis::Script::new(RECORD),
        })
    }

    fn went_away(&self, error: &redis::RedisError) {
        if let Some(cluster) = &self.cluster {
            cluster.went_away(&error.to_string());
        }
    }

    /// Runs `call` on the connection, opening it first if need be.
    pub(super) fn with<T>(
        &self,
        call: impl FnOnce(&mut redis::Connection) -> redis::RedisResult<T>,
    ) -> Result<T, StoreError> {
        if self
            .cluster
            .as_ref()
            .is_some_and(|cluster| !cluster.is_up())
        {
            return Err(StoreError::RedisAway);
        }
        let mut slot = self.connection.borrow_mut();
        let connection = match slot.as_mut() {
            Some(connection) => connection,
            None => {
                let opened = self
                    .client
                    .get_connection_with_timeout(REDIS_DEADLINE)
                    .and_then(|connection| {
                        connection.set_read_timeout(Some(REDIS_DEADLINE))?;
                        connection.set_write_timeout(Some(REDIS_DEADLINE))?;
                        Ok(connection)
                    });
                match opened {
                    Ok(connection) => slot.insert(connection),
                    Err(error) => {
                        self.went_away(&error);
                        return Err(error.into());
                    }
                }
            }
        };
        call(connection).map_err(|error| {
            // A broken or timed-out connection is opened afresh next time.
            if error.is_io_error() || error.is_timeout() || error.is_connection_dropped() {
                *slot = None;
                self.went_away(&error);
            }
            error.into()
        })
    }

    /// A player's record on `board` and its version (0: none yet).
    pub(super) fn read(
        &self,
        key: &str,
        board: BoardChoice,
    ) -> Result<(Option<PlayerRecord>, u64), StoreError> {
        let fields: HashMap<String, String> = self.with(|redis| {
            redis::cmd("HGETALL")
                .arg(player_key(board, key))
                .query(redis)
        })?;
        let version = number(&fields, "v") as u64;
        Ok((record_of(&fields), version))
    }

    /// The records of `players` on `board`, each under the name it last
    /// played with, in one round trip.
    fn records(
        &self,
        board: BoardChoice,
        players: &[String],
    ) -> Result<Vec<Option<PlayerRecord>>, StoreError> {
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

pub(super) fn player_key(board: BoardChoice, player: &str) -> String {
    key("player", &format!("{}:{player}", board_key(board)))
}

pub(super) fn leaderboard_key(board: BoardChoice) -> String {
    key("leaderboard", &board_key(board))
}

pub(super) fn opponents_key(board: BoardChoice, player: &str) -> String {
    key("opponents", &format!("{}:{player}", board_key(board)))
}

pub(super) fn established_opponents_key(board: BoardChoice, player: &str) -> String {
    key(
        "established-opponents",
        &format!("{}:{player}", board_key(board)),
    )
}

pub(super) fn established_key(board: BoardChoice) -> String {
    key("established", &board_key(board))
}

/// The reported players, scored by their reports.
pub(super) fn reported_key() -> String {
    format!("{PREFIX}reported")
}

/// A player's reports, oldest first: "at<TAB>reason<TAB>reporter<TAB>
/// reporter's address<TAB>round<TAB>board".
pub(super) fn reports_key(player: &str) -> String {
    format!("{PREFIX}reports:{player}")
}

/// A rated game as a moderator reads it (`moderation::RatedGame`).
pub(super) fn game_key(id: &str) -> String {
    key("game", id)
}

/// A player's rated games, by when they ended.
pub(super) fn games_of_key(player: &str) -> String {
    key("games-of", player)
}

/// The fields of `game_key`'s hash: the board, when, the result, its
/// weight, whether it is voided, and each seat's key, address, rating
/// before (and its deviation and volatility), rating after, and whether
/// its opponent counted as established (`1`, `2` after each name).
fn game_fields(game: &Finished, kept: &Kept) -> Vec<(String, String)> {
    let mut fields = vec![
        ("board".to_string(), board_key(game.board)),
        ("at".into(), game.at.to_string()),
        ("result".into(), game.result_name().into()),
        ("weight".into(), kept.weight.to_string()),
        ("voided".into(), "0".into()),
    ];
    for (seat, player) in game.players.iter().enumerate() {
        let n = seat + 1;
        let before = &kept.before[seat];
        fields.extend([
            (format!("key{n}"), player.key.clone()),
            (
                format!("address{n}"),
                player.address.map_or_else(String::new, |a| a.to_string()),
            ),
            (format!("rating{n}"), before.rating.to_string()),
            (format!("deviation{n}"), before.deviation.to_string()),
            (format!("volatility{n}"), before.volatility.to_string()),
            (
                format!("after{n}"),
                kept.records[seat].rating.rating.to_string(),
            ),
            (
                format!("counted{n}"),
                u8::from(kept.established[seat]).to_string(),
            ),
        ]);
    }
    fields
}

fn pair_key(a: &str, b: &str) -> String {
    let (first, second) = if a <= b { (a, b) } else { (b, a) };
    key("pair", &format!("{first}:{second}"))
}

fn abandons_by_address(address: Option<IpAddr>) -> String {
    key(
        "abandons-from",
        &address.map_or_else(|| "-".into(), |a| a.to_string()),
    )
}

pub(super) fn number(fields: &HashMap<String, String>, name: &str) -> f64 {
    fields
        .get(name)
        .and_then(|value| value.parse::<f64>().ok())
        .filter(|value| value.is_finite())
        .unwrap_or(0.0)
}

/// A record from its hash; `None` for an empty hash (no rated game yet).
pub(super) fn record_of(fields: &HashMap<String, String>) -> Option<PlayerRecord> {
    fields.get("rating")?;
    let count = |name| number(fields, name).clamp(0.0, f64::from(u32::MAX)) as u32;
    Some(PlayerRecord {
        name: fields.get("name").cloned().unwrap_or_default(),
        rating: rating_maths::sane(&Rating {
            rating: number(fields, "rating"),
            deviation: number(fields, "deviation"),
            volatility: number(fields, "volatility"),
        }),
        games: count("games"),
        wins: count("wins"),
        draws: count("draws"),
        losses: count("losses"),
        opponents: count("opponents"),
        // Kept before established opponents were counted: every one was.
        established_opponents: if fields.contains_key("established_opponents") {
            count("established_opponents")
        } else {
            count("opponents")
        },
        unestablished_gains: number(fields, "unestablished_gains"),
    })
}

/// Given-up games from a sorted set's members and scores.
fn given_up_of(found: Vec<(String, f64)>) -> Vec<(String, GivenUp)> {
    found
        .into_iter()
        .map(|(member, at)| {
            let no_show = member.ends_with(":no-show");
            (
                member,
                GivenUp {
                    at: at as i64,
                    no_show,
                },
            )
        })
        .collect()
}

impl RedisRatings {
    /// Whether `board` has fewer established players than
    /// [`rating_maths::FOUNDERS`]: every opponent counts as established.
    fn founding(&self, board: BoardChoice) -> Result<bool, StoreError> {
        let established: u32 =
            self.with(|redis| redis::cmd("SCARD").arg(established_key(board)).query(redis))?;
        Ok(established < rating_maths::FOUNDERS)
    }

    /// The pair's games within a day before `game`, which weigh it less.
    fn earlier_games(&self, game: &Finished) -> Result<u32, StoreError> {
        let [one, two] = &game.players;
        self.with(|redis| {
            redis::cmd("ZCOUNT")
                .arg(pair_key(&one.key, &two.key))
                .arg(format!("({}", game.at - DAY_SECS))
                .arg(game.at)
                .query(redis)
        })
    }

    /// What the script's `answer` means for `kept`: written (`ok`), or
    /// rated before by another node (its records are read back); `None`
    /// when a player's record changed meanwhile, to rate again.
    fn settled(
        &self,
        game: &Finished,
        mut kept: Kept,
        answer: &[String],
    ) -> Result<Option<Kept>, StoreError> {
        let [one, two] = &game.players;
        match answer.first().map(String::as_str) {
            Some("ok") => {
                for (index, record) in kept.records.iter_mut().enumerate() {
                    let answered = |field: usize| answer.get(1 + index * 3 + field);
                    if let Some(opponents) = answered(0) {
                        record.opponents = opponents.parse().unwrap_or(record.opponents);
                    }
                    if let Some(name) = answered(1) {
                        record.name = name.clone();
                    }
                    if let Some(established) = answered(2) {
                        record.established_opponents =
                            established.parse().unwrap_or(record.established_opponents);
                    }
                }
                Ok(Some(kept))
            }
            Some("rated") => {
                let now = |key: &str| Ok::<_, StoreError>(self.read(key, game.board)?.0);
                let (one_now, two_now) = (now(&one.key)?, now(&two.key)?);
                if let Some(record) = one_now {
                    kept.records[0] = record;
                }
                if let Some(record) = two_now {
                    kept.records[1] = record;
                }
                Ok(Some(kept))
            }
            _ => Ok(None),
        }
    }
}

/// The keys and arguments of the script that keeps a rated round, in the
/// order [`RECORD`] reads them.
fn record_arguments(
    call: &mut redis::ScriptInvocation<'_>,
    game: &Finished,
    kept: &Kept,
    versions: [u64; 2],
) {
    let [one, two] = &game.players;
    let abandoned = game.abandoned_by.map_or(0, |seat| seat.index() + 1);
    let abandoner = game
        .abandoned_by
        .map_or(one, |seat| &game.players[seat.index()]);
    let address =
        |player: &ratings_store::Contender| player.address.map_or("-".into(), |a| a.to_string());
    let line = format!(
        "{} {} {} {} {} {} {} {} {} {}",
        board_key(game.board),
        one.key,
        address(one),
        two.key,
        address(two),
        game.result_name(),
        abandoned,
        game.at,
        kept.weight,
        game.moves
    );
    call.key(player_key(game.board, &one.key))
        .key(player_key(game.board, &two.key))
        .key(key("rated", &game.id))
        .key(leaderboard_key(game.board))
        .key(key("name", &one.key))
        .key(key("name", &two.key))
        .key(format!("{PREFIX}games"))
        .key(key("abandons", &abandoner.key))
        .key(abandons_by_address(abandoner.address))
        .key(opponents_key(game.board, &one.key))
        .key(opponents_key(game.board, &two.key))
        .key(format!("{PREFIX}names"))
        .key(pair_key(&one.key, &two.key))
        .key(established_opponents_key(game.board, &one.key))
        .key(established_opponents_key(game.board, &two.key))
        .key(established_key(game.board))
        .key(game_key(&game.id))
        .key(games_of_key(&one.key))
        .key(games_of_key(&two.key))
        .arg(versions[0])
        .arg(versions[1]);
    for record in &kept.records {
        call.arg(&record.name)
            .arg(record.rating.rating)
            .arg(record.rating.deviation)
            .arg(record.rating.volatility)
            .arg(record.games)
            .arg(record.wins)
            .arg(record.draws)
            .arg(record.losses);
    }
    call.arg(&one.key)
        .arg(&two.key)
        .arg(&line)
        .arg(game.at)
        .arg(abandoned)
        .arg(DAY_SECS)
        .arg(GAMES_KEPT)
        .arg(two.opponent_id())
        .arg(one.opponent_id())
        .arg(names::fold(&one.name))
        .arg(names::fold(&two.name))
        .arg(names::rated_name("", &one.key))
        .arg(names::rated_name("", &two.key))
        .arg(LEADERBOARD_OPPONENTS)
        .arg(&game.id)
        .arg(kept.records[0].unestablished_gains)
        .arg(kept.records[1].unestablished_gains)
        .arg(u8::from(kept.established[0]))
        .arg(u8::from(kept.established[1]))
        .arg(rating_maths::PROVISIONAL_ABOVE);
    for (field, value) in game_fields(game, kept) {
        call.arg(field).arg(value);
    }
}

impl Ratings for RedisRatings {
    fn ban_on(
        &self,
        key: &str,
        address: Option<IpAddr>,
        at: i64,
    ) -> Result<Option<moderation::Ban>, StoreError> {
        use moderation::Moderation;
        Ok(moderation::ban_on(&self.bans(at)?, key, address, at))
    }

    fn player(&self, key: &str, board: BoardChoice) -> Result<Option<PlayerRecord>, StoreError> {
        Ok(self.read(key, board)?.0)
    }

    /// Rates `game` from both players' records as they are now; tried
    /// again while another node changes them between the read and the
    /// write.
    fn record(&mut self, game: &Finished) -> Result<Kept, StoreError> {
        let [one, two] = &game.players;
        for _ in 0..ATTEMPTS {
            let (one_before, one_version) = self.read(&one.key, game.board)?;
            let (two_before, two_version) = self.read(&two.key, game.board)?;
            let founding = self.founding(game.board)?;
            let kept = game.rate(
                [one_before, two_before],
                self.earlier_games(game)?,
                founding,
            );
            let mut call = self.record.prepare_invoke();
            record_arguments(&mut call, game, &kept, [one_version, two_version]);
            let answer: Vec<String> = self.with(|redis| call.invoke(redis))?;
            if let Some(kept) = self.settled(game, kept, &answer)? {
                return Ok(kept);
            }
        }
        Err(StoreError::KeptChanging(game.id.clone()))
    }

    fn report(&mut self, report: &Report) -> Result<(), StoreError> {
        let address = |address: Option<IpAddr>| address.map_or(String::new(), |a| a.to_string());
        let line = format!(
            "{}\t{}\t{}\t{}\t{}\t{}",
            report.at,
            report.reason.key(),
            report.reporter,
            address(report.reporter_address),
            report.round,
            board_key(report.board)
        );
        let mut pipe = redis::pipe();
        pipe.cmd("RPUSH")
            .arg(reports_key(&report.reported))
            .arg(line)
            .ignore()
            .cmd("ZINCRBY")
            .arg(reported_key())
            .arg(1)
            .arg(&report.reported)
            .ignore();
        self.with(|redis| pipe.query::<()>(redis))
    }

    fn no_show(&mut self, no_show: &NoShow) -> Result<(), StoreError> {
        let member = format!("{}:{}:no-show", no_show.at, no_show.key);
        let mut pipe = redis::pipe();
        for set in [
            key("abandons", &no_show.key),
            abandons_by_address(no_show.address),
        ] {
            pipe.cmd("ZADD")
                .arg(&set)
                .arg(no_show.at)
                .arg(&member)
                .ignore()
                .cmd("EXPIRE")
                .arg(&set)
                .arg(DAY_SECS)
                .ignore();
        }
        self.with(|redis| pipe.query::<()>(redis))
    }

    fn given_up_since(
        &self,
        key_of: &str,
        address: Option<IpAddr>,
        since: i64,
    ) -> Result<Vec<GivenUp>, StoreError> {
        let mut pipe = redis::pipe();
        for set in [key("abandons", key_of), abandons_by_address(address)] {
            pipe.cmd("ZRANGEBYSCORE")
                .arg(set)
                .arg(since)
                .arg("+inf")
                .arg("WITHSCORES");
        }
        let (by_key, by_address): (Vec<(String, f64)>, Vec<(String, f64)>) =
            self.with(|redis| pipe.query(redis))?;
        let mut all: HashMap<String, GivenUp> = given_up_of(by_key).into_iter().collect();
        if address.is_some() {
            all.extend(given_up_of(by_address));
        }
        let mut all: Vec<GivenUp> = all.into_values().collect();
        all.sort_by_key(|given| given.at);
        Ok(all)
    }

    fn name_owner(&self, fold: &str) -> Result<Option<String>, StoreError> {
        self.with(|redis| {
            redis::cmd("HGET")
                .arg(format!("{PREFIX}names"))
                .arg(fold)
                .query(redis)
        })
    }

    fn top(&self, board: BoardChoice) -> Result<Vec<Standing>, StoreError> {
        let best: Vec<String> = self.with(|redis| {
            redis::cmd("ZREVRANGE")
                .arg(leaderboard_key(board))
                .arg(0)
                .arg(LEADERBOARD_TOP as i64 - 1)
                .query(redis)
        })?;
        let mut top: Vec<Standing> = Vec::new();
        for (index, record) in self
            .records(board, &best)?
            .into_iter()
            .flatten()
            .enumerate()
        {
            // Equal ratings share a place, as they do for `you`.
            let place = match top.last() {
                Some(last) if last.rating == rating_maths::shown(&record.rating) => last.place,
                _ => index as u32 + 1,
            };
            top.push(ratings_store::standing(place, &record));
        }
        Ok(top)
    }

    fn standing(&self, board: BoardChoice, player: &str) -> Result<Option<Standing>, StoreError> {
        let Some(record) = self.records(board, &[player.to_string()])?.pop().flatten() else {
            return Ok(None);
        };
        // Places go by the rating shown: those ranked and shown higher.
        let higher = f64::from(rating_maths::shown(&record.rating)) + 0.5;
        let above: i64 = self.with(|redis| {
            redis::cmd("ZCOUNT")
                .arg(leaderboard_key(board))
                .arg(higher)
                .arg("+inf")
                .query(redis)
        })?;
        Ok(Some(ratings_store::standing(
            (above + 1).clamp(1, i64::from(u32::MAX)) as u32,
            &record,
        )))
    }
}
