//! A moderator's reads and changes on the ratings that nodes share in
//! Redis ([`Moderation`] for [`RedisRatings`]), as the SQLite store has
//! them: games by key or address block, voiding, bans, the log.
//!
//! Redis keys, under `tictactoe:`: `game:{id}` and `games-of:{key}`
//! (kept by the rating script), `bans` (a hash from `key:KEY` or
//! `block:BLOCK` to "until reason made"), `moderation` (the log, oldest
//! first, "at<TAB>action").

use std::collections::{BTreeSet, HashMap};

use super::PREFIX;
use super::shared_ratings::{
    RedisRatings, established_key, established_opponents_key, game_key, games_of_key,
    leaderboard_key, number, opponents_key, player_key, reported_key, reports_key,
};
use crate::core::offered::BoardChoice;
use crate::net::protocol::BanReason;
use crate::server::ratings_store::moderation::{
    Ban, Banned, Block, Logged, Moderation, REPORTED_LISTED, RatedGame, ReportedPlayer, Side,
    Voided, Who, replay,
};
use crate::server::ratings_store::sqlite::board_key;
use crate::server::ratings_store::{PlayerRecord, Rating, StoreError};

/// A record computed again by a void, written only if nobody rated the
/// player meanwhile ('retry' if someone did), with their opponents, their
/// leaderboard place and whether they are established.
/// KEYS: 1 the player, 2 their opponents, 3 their established opponents,
/// 4 the board's leaderboard, 5 its established players.
/// ARGV: 1 the version read, 2 the player's key, 3 the rating, 4 ranked
/// (1 or 0), 5 established (1 or 0), 6 how many field pairs follow, then
/// those pairs, then how many opponents and their ids, then how many
/// established opponents and their ids.
const REWRITE: &str = r#"
local v = tonumber(redis.call('HGET', KEYS[1], 'v') or '0')
if v ~= tonumber(ARGV[1]) then return 'retry' end
local i = 6
local fields = {}
for j = 1, tonumber(ARGV[i]) * 2 do fields[j] = ARGV[i + j] end
i = i + #fields + 1
fields[#fields + 1] = 'v'
fields[#fields + 1] = tostring(v + 1)
redis.call('HSET', KEYS[1], unpack(fields))
redis.call('DEL', KEYS[2], KEYS[3])
for set = 2, 3 do
  local n = tonumber(ARGV[i])
  for j = 1, n do redis.call('SADD', KEYS[set], ARGV[i + j]) end
  i = i + n + 1
end
if ARGV[4] == '1' then
  redis.call('ZADD', KEYS[4], ARGV[3], ARGV[2])
else
  redis.call('ZREM', KEYS[4], ARGV[2])
end
if ARGV[5] == '1' then
  redis.call('SADD', KEYS[5], ARGV[2])
else
  redis.call('SREM', KEYS[5], ARGV[2])
end
return 'ok'
"#;

/// A record rewritten this many times at most while games keep coming.
const ATTEMPTS: usize = 5;

fn bans_key() -> String {
    format!("{PREFIX}bans")
}

fn log_key() -> String {
    format!("{PREFIX}moderation")
}

/// A player's line in the list, from their reports' lines.
fn reported_player(key: String, lines: &[String]) -> ReportedPlayer {
    let mut player = ReportedPlayer {
        key,
        reports: 0,
        threw: 0,
        unfair: 0,
        reporters: 0,
        latest: 0,
        latest_round: String::new(),
    };
    let mut reporters = BTreeSet::new();
    for line in lines {
        let fields: Vec<&str> = line.split('\t').collect();
        let [at, reason, reporter, address, round, ..] = fields[..] else {
            continue;
        };
        player.reports += 1;
        match reason {
            "threw" => player.threw += 1,
            "unfair" => player.unfair += 1,
            _ => {}
        }
        reporters.insert(if address.is_empty() {
            format!("key:{reporter}")
        } else {
            address.to_string()
        });
        let at: i64 = at.parse().unwrap_or(0);
        if at >= player.latest {
            player.latest = at;
            player.latest_round = round.to_string();
        }
    }
    player.reporters = reporters.len() as u32;
    player
}

fn ban_field(target: &Banned) -> String {
    match target {
        Banned::Key(key) => format!("key:{key}"),
        Banned::Addresses(block) => format!("block:{block}"),
    }
}

fn ban_of(field: &str, value: &str) -> Option<Ban> {
    let target = match field.split_once(':')? {
        ("key", key) => Banned::Key(key.to_string()),
        ("block", block) => Banned::Addresses(Block::parse(block).ok()?),
        _ => return None,
    };
    let mut parts = value.split(' ');
    let until = parts.next()?.parse().ok()?;
    let reason = BanReason::from_key(parts.next()?)?;
    let at = parts.next()?.parse().ok()?;
    Some(Ban {
        target,
        until,
        reason,
        at,
    })
}

/// A game from its hash; `None` if the hash is not one.
fn rated_game(fields: &HashMap<String, String>) -> Option<RatedGame> {
    let side = |n: u8| Side {
        key: fields.get(&format!("key{n}")).cloned().unwrap_or_default(),
        address: fields
            .get(&format!("address{n}"))
            .filter(|address| !address.is_empty())
            .cloned(),
        before: Some(Rating {
            rating: number(fields, &format!("rating{n}")),
            deviation: number(fields, &format!("deviation{n}")),
            volatility: number(fields, &format!("volatility{n}")),
        }),
        after: Some(number(fields, &format!("after{n}"))),
        counted: number(fields, &format!("counted{n}")) == 1.0,
    };
    Some(RatedGame {
        board: fields.get("board")?.clone(),
        at: number(fields, "at") as i64,
        result: fields.get("result")?.clone(),
        weight: number(fields, "weight"),
        voided: number(fields, "voided") == 1.0,
        sides: [side(1), side(2)],
    })
}

impl RedisRatings {
    /// The games under these Redis keys, with their ids, oldest first.
    fn games_at(&self, keys: &[String]) -> Result<Vec<(String, RatedGame)>, StoreError> {
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        let mut pipe = redis::pipe();
        for game in keys {
            pipe.cmd("HGETALL").arg(game);
        }
        let found: Vec<HashMap<String, String>> = self.with(|redis| pipe.query(redis))?;
        let mut games: Vec<(String, RatedGame)> = keys
            .iter()
            .zip(found)
            .filter_map(|(key, fields)| Some((key.clone(), rated_game(&fields)?)))
            .collect();
        games.sort_by_key(|(_, game)| game.at);
        Ok(games)
    }

    /// `player`'s games, oldest first, with their Redis keys.
    fn games_of(&self, player: &str) -> Result<Vec<(String, RatedGame)>, StoreError> {
        let ids: Vec<String> = self.with(|redis| {
            redis::cmd("ZRANGE")
                .arg(games_of_key(player))
                .arg(0)
                .arg(-1)
                .query(redis)
        })?;
        let keys: Vec<String> = ids.iter().map(|id| game_key(id)).collect();
        self.games_at(&keys)
    }

    fn note(&self, at: i64, action: &str) -> Result<(), StoreError> {
        tracing::info!("moderator: {action}");
        self.with(|redis| {
            redis::cmd("RPUSH")
                .arg(log_key())
                .arg(format!("{at}\t{action}"))
                .query::<()>(redis)
        })
    }

    /// `player`'s record on `board` computed again from their games that
    /// are not voided, written unless they were rated meanwhile (then
    /// computed again); their rating before and after.
    fn recount(&self, player: &str, board: BoardChoice) -> Result<Option<(f64, f64)>, StoreError> {
        for _ in 0..ATTEMPTS {
            let (Some(before), version) = self.read(player, board)? else {
                return Ok(None);
            };
            let name = board_key(board);
            let games: Vec<(RatedGame, usize)> = self
                .games_of(player)?
                .into_iter()
                .filter(|(_, game)| game.board == name && !game.voided)
                .map(|(_, game)| {
                    let seat = usize::from(game.sides[0].key != player);
                    (game, seat)
                })
                .collect();
            let record = replay(&before.name, &games);
            let opponents: BTreeSet<String> = games
                .iter()
                .map(|(game, seat)| game.opponent_id(*seat))
                .collect();
            let established: BTreeSet<String> = games
                .iter()
                .filter(|(game, seat)| game.sides[*seat].counted)
                .map(|(game, seat)| game.opponent_id(*seat))
                .collect();
            let answer: String = self.with(|redis| {
                rewrite_call(player, board, version, &record, &opponents, &established)
                    .invoke(redis)
            })?;
            if answer == "ok" {
                return Ok(Some((before.rating.rating, record.rating.rating)));
            }
        }
        Err(StoreError::KeptChanging(format!("{player}'s record")))
    }
}

/// The [`REWRITE`] call for `record`.
fn rewrite_call<'a>(
    player: &str,
    board: BoardChoice,
    version: u64,
    record: &PlayerRecord,
    opponents: &BTreeSet<String>,
    established: &BTreeSet<String>,
) -> redis::ScriptInvocation<'a> {
    static SCRIPT: std::sync::OnceLock<redis::Script> = std::sync::OnceLock::new();
    let script = SCRIPT.get_or_init(|| redis::Script::new(REWRITE));
    let mut call = script.prepare_invoke();
    let fields: [(&str, String); 10] = [
        ("rating", record.rating.rating.to_string()),
        ("deviation", record.rating.deviation.to_string()),
        ("volatility", record.rating.volatility.to_string()),
        ("games", record.games.to_string()),
        ("wins", record.wins.to_string()),
        ("draws", record.draws.to_string()),
        ("losses", record.losses.to_string()),
        ("opponents", record.opponents.to_string()),
        (
            "established_opponents",
            record.established_opponents.to_string(),
        ),
        (
            "unestablished_gains",
            record.unestablished_gains.to_string(),
        ),
    ];
    call.key(player_key(board, player))
        .key(opponents_key(board, player))
        .key(established_opponents_key(board, player))
        .key(leaderboard_key(board))
        .key(established_key(board))
        .arg(version)
        .arg(player)
        .arg(record.rating.rating)
        .arg(u8::from(record.ranked()))
        .arg(u8::from(record.established()))
        .arg(fields.len());
    for (field, value) in fields {
        call.arg(field).arg(value);
    }
    for set in [opponents, established] {
        call.arg(set.len());
        for id in set {
            call.arg(id);
        }
    }
    call
}

impl Moderation for RedisRatings {
    fn games(&self, who: &Who) -> Result<Vec<RatedGame>, StoreError> {
        let games = match who {
            Who::Key(player) => self.games_of(player)?,
            Who::Addresses(block) => {
                // Every game a moderator may ask about, read once.
                let keys: Vec<String> = self.with(|redis| {
                    use redis::TypedCommands;
                    redis.scan_match(format!("{PREFIX}game:*"))?.collect()
                })?;
                self.games_at(&keys)?
                    .into_iter()
                    .filter(|(_, game)| {
                        game.sides.iter().any(|side| {
                            side.address
                                .as_deref()
                                .and_then(|address| address.parse().ok())
                                .is_some_and(|address| block.holds(address))
                        })
                    })
                    .collect()
            }
        };
        Ok(games.into_iter().map(|(_, game)| game).collect())
    }

    fn void(&mut self, player: &str, at: i64) -> Result<Voided, StoreError> {
        let games: Vec<(String, RatedGame)> = self
            .games_of(player)?
            .into_iter()
            .filter(|(_, game)| !game.voided)
            .collect();
        let mut opponents: BTreeSet<(String, String)> = BTreeSet::new();
        let mut pipe = redis::pipe();
        for (id, game) in &games {
            pipe.cmd("HSET").arg(id).arg("voided").arg(1).ignore();
            for side in &game.sides {
                if side.key != player {
                    opponents.insert((game.board.clone(), side.key.clone()));
                }
            }
        }
        // The key starts again as new on every board.
        for board in BoardChoice::ALL {
            pipe.cmd("DEL")
                .arg(player_key(board, player))
                .arg(opponents_key(board, player))
                .arg(established_opponents_key(board, player))
                .ignore()
                .cmd("ZREM")
                .arg(leaderboard_key(board))
                .arg(player)
                .ignore()
                .cmd("SREM")
                .arg(established_key(board))
                .arg(player)
                .ignore();
        }
        self.with(|redis| pipe.query::<()>(redis))?;
        let mut voided = Voided {
            games: games.len(),
            opponents: Vec::new(),
        };
        for (board_name, other) in opponents {
            let Some(board) = BoardChoice::ALL
                .into_iter()
                .find(|board| board_key(*board) == board_name)
            else {
                continue;
            };
            if let Some((before, after)) = self.recount(&other, board)? {
                voided.opponents.push((board_name, other, before, after));
            }
        }
        self.note(at, &voided.logged(player))?;
        Ok(voided)
    }

    fn ban(&mut self, ban: &Ban) -> Result<(), StoreError> {
        self.with(|redis| {
            redis::cmd("HSET")
                .arg(bans_key())
                .arg(ban_field(&ban.target))
                .arg(format!("{} {} {}", ban.until, ban.reason.key(), ban.at))
                .query::<()>(redis)
        })?;
        self.note(ban.at, &ban.logged())
    }

    fn lift(&mut self, target: &Banned, at: i64) -> Result<usize, StoreError> {
        let field = ban_field(target);
        let kept: Option<String> =
            self.with(|redis| redis::cmd("HGET").arg(bans_key()).arg(&field).query(redis))?;
        let running = kept
            .and_then(|value| ban_of(&field, &value))
            .filter(|ban| ban.until > at);
        let lifted = match running {
            Some(ban) => {
                self.with(|redis| {
                    redis::cmd("HSET")
                        .arg(bans_key())
                        .arg(&field)
                        .arg(format!("{at} {} {}", ban.reason.key(), ban.at))
                        .query::<()>(redis)
                })?;
                1
            }
            None => 0,
        };
        self.note(at, &format!("lifted {lifted} bans on {target}"))?;
        Ok(lifted)
    }

    fn bans(&self, at: i64) -> Result<Vec<Ban>, StoreError> {
        let all: HashMap<String, String> =
            self.with(|redis| redis::cmd("HGETALL").arg(bans_key()).query(redis))?;
        let mut bans: Vec<Ban> = all
            .iter()
            .filter_map(|(field, value)| ban_of(field, value))
            .filter(|ban| ban.until > at)
            .collect();
        bans.sort_by_key(|ban| ban.at);
        Ok(bans)
    }

    fn reported(&self) -> Result<Vec<ReportedPlayer>, StoreError> {
        let most: Vec<(String, f64)> = self.with(|redis| {
            redis::cmd("ZREVRANGE")
                .arg(reported_key())
                .arg(0)
                .arg(REPORTED_LISTED as i64 - 1)
                .arg("WITHSCORES")
                .query(redis)
        })?;
        let mut pipe = redis::pipe();
        for (player, _) in &most {
            pipe.cmd("LRANGE").arg(reports_key(player)).arg(0).arg(-1);
        }
        let lines: Vec<Vec<String>> = self.with(|redis| pipe.query(redis))?;
        let mut listed: Vec<ReportedPlayer> = most
            .into_iter()
            .zip(lines)
            .map(|((player, _), lines)| reported_player(player, &lines))
            .collect();
        listed.sort_by(|a, b| b.reports.cmp(&a.reports).then(b.latest.cmp(&a.latest)));
        Ok(listed)
    }

    fn log(&self) -> Result<Vec<Logged>, StoreError> {
        let lines: Vec<String> = self.with(|redis| {
            redis::cmd("LRANGE")
                .arg(log_key())
                .arg(0)
                .arg(-1)
                .query(redis)
        })?;
        Ok(lines
            .into_iter()
            .filter_map(|line| {
                let (at, action) = line.split_once('\t')?;
                Some(Logged {
                    at: at.parse().ok()?,
                    action: action.to_string(),
                })
            })
            .collect())
    }
}
