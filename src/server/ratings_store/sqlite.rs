//! Ratings and results kept across restarts, in SQLite: a file beside the
//! server by default, or in memory (tests, the load benchmark,
//! `--store memory`). Each rated result is one transaction in WAL mode, so
//! a SIGTERM or a crash mid-game loses nothing already finished. The
//! schema is versioned with `PRAGMA user_version`: an older file is brought
//! up to date at start; a file from a newer server, or one that is not this
//! server's database, is refused.

use std::net::IpAddr;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OptionalExtension, Transaction, params};

use super::moderation::{self, Ban, Moderation};
use super::{Finished, GivenUp, Kept, NoShow, PlayerRecord, Ratings, Report, StoreError, standing};
use crate::core::offered::BoardChoice;
use crate::net::protocol::{self, LEADERBOARD_OPPONENTS, LEADERBOARD_TOP, Standing};
use crate::server::names;
use crate::server::rating_maths::{self, Rating};

/// The schema this server writes and reads.
pub const SCHEMA_VERSION: i64 = 3;

/// The store's file name beside the server's executable.
pub const DEFAULT_FILE: &str = "tictactoe-server.sqlite3";

const SCHEMA: &str = "
CREATE TABLE players (
    key TEXT NOT NULL,
    board TEXT NOT NULL,
    name TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    draws INTEGER NOT NULL,
    losses INTEGER NOT NULL,
    updated INTEGER NOT NULL,
    PRIMARY KEY (key, board)
) WITHOUT ROWID;
-- The leaderboard's order exactly, so its top 100 is read, not sorted.
CREATE INDEX players_by_rating ON players (board, rating DESC, games DESC, key);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    board TEXT NOT NULL,
    seat_one TEXT NOT NULL,
    seat_two TEXT NOT NULL,
    result TEXT NOT NULL,
    abandoned INTEGER NOT NULL,
    moves TEXT NOT NULL,
    finished INTEGER NOT NULL
);
CREATE TABLE abandons (
    key TEXT NOT NULL,
    at INTEGER NOT NULL
);
CREATE INDEX abandons_by_key ON abandons (key, at);
";

/// Version 2: who played from where (the log of every rating change names
/// both keys and addresses), how much each game counted, the different
/// opponents each player has met, games never started, and who is rated
/// under which name.
const TO_VERSION_2: &str = "
ALTER TABLE players ADD COLUMN opponents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN address_one TEXT;
ALTER TABLE games ADD COLUMN address_two TEXT;
ALTER TABLE games ADD COLUMN weight REAL NOT NULL DEFAULT 1;
CREATE INDEX games_by_pair ON games (seat_one, seat_two, finished);
ALTER TABLE abandons ADD COLUMN address TEXT;
ALTER TABLE abandons ADD COLUMN no_show INTEGER NOT NULL DEFAULT 0;
CREATE INDEX abandons_by_address ON abandons (address, at);
CREATE TABLE opponents (
    key TEXT NOT NULL,
    board TEXT NOT NULL,
    opponent TEXT NOT NULL,
    PRIMARY KEY (key, board, opponent)
) WITHOUT ROWID;
-- Games kept before addresses were: each key its own opponent.
INSERT OR IGNORE INTO opponents
    SELECT seat_one, board, 'key:' || seat_two FROM games
    UNION SELECT seat_two, board, 'key:' || seat_one FROM games;
UPDATE players SET opponents =
    (SELECT count(*) FROM opponents o WHERE o.key = players.key AND o.board = players.board);
CREATE TABLE names (
    fold TEXT PRIMARY KEY,
    key TEXT NOT NULL
) WITHOUT ROWID;
";

/// Version 3: only established opponents rank a player, and wins over
/// others add little: which opponents were established when played, what
/// such wins have added, and each game's ratings before and after (a
/// moderator reads a player's history from them, and voids from them);
/// games voided, bans, players' reports (by the round's own name, which
/// games now keep too) and the moderators' log. Games kept before count
/// as they did: every opponent established.
const TO_VERSION_3: &str = "
ALTER TABLE players ADD COLUMN established_opponents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN unestablished_gains REAL NOT NULL DEFAULT 0;
UPDATE players SET established_opponents = opponents;
ALTER TABLE opponents ADD COLUMN established INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN rating_one_before REAL;
ALTER TABLE games ADD COLUMN deviation_one_before REAL;
ALTER TABLE games ADD COLUMN volatility_one_before REAL;
ALTER TABLE games ADD COLUMN rating_one_after REAL;
ALTER TABLE games ADD COLUMN rating_two_before REAL;
ALTER TABLE games ADD COLUMN deviation_two_before REAL;
ALTER TABLE games ADD COLUMN volatility_two_before REAL;
ALTER TABLE games ADD COLUMN rating_two_after REAL;
ALTER TABLE games ADD COLUMN counted_for_one INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN counted_for_two INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN voided INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_by_seat_two ON games (seat_two, finished);
CREATE INDEX games_by_address_one ON games (address_one, finished);
CREATE INDEX games_by_address_two ON games (address_two, finished);
CREATE TABLE bans (
    id INTEGER PRIMARY KEY,
    key TEXT,
    block TEXT,
    until INTEGER NOT NULL,
    reason TEXT NOT NULL,
    made INTEGER NOT NULL
);
CREATE TABLE moderation (
    id INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    action TEXT NOT NULL
);
ALTER TABLE games ADD COLUMN round TEXT;
CREATE INDEX games_by_round ON games (round);
CREATE TABLE reports (
    id INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    round TEXT NOT NULL,
    board TEXT NOT NULL,
    reporter TEXT NOT NULL,
    reporter_address TEXT,
    reported TEXT NOT NULL,
    reported_address TEXT,
    reason TEXT NOT NULL
);
CREATE INDEX reports_by_reported ON reports (reported, at);
";

/// Where the store lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreAt {
    /// Nothing kept past the process (tests, benchmarks, `--store memory`).
    Memory,
    File(PathBuf),
}

impl StoreAt {
    /// The shipped server's default: [`DEFAULT_FILE`] in the directory of
    /// its executable.
    pub fn beside_executable() -> std::io::Result<StoreAt> {
        let exe = std::env::current_exe()?;
        let dir = exe
            .parent()
            .ok_or_else(|| std::io::Error::other(format!("{} has no directory", exe.display())))?;
        Ok(StoreAt::File(dir.join(DEFAULT_FILE)))
    }

    /// The store a `--store` value names: `memory`, or a file.
    pub fn parse(text: &str) -> StoreAt {
        if text == "memory" {
            StoreAt::Memory
        } else {
            StoreAt::File(Path::new(text).to_path_buf())
        }
    }
}

impl std::fmt::Display for StoreAt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreAt::Memory => write!(f, "memory"),
            StoreAt::File(path) => write!(f, "{}", path.display()),
        }
    }
}

pub struct Store {
    db: Connection,
}

/// A failed SQLite call, saying what was being done.
fn doing(doing: &'static str) -> impl FnOnce(rusqlite::Error) -> StoreError {
    move |source| StoreError::Sqlite { doing, source }
}

impl Store {
    /// Opens (creating or updating if need be) the store at `at`, or says
    /// clearly why this server cannot use it.
    pub fn open(at: &StoreAt) -> Result<Store, StoreError> {
        let (db, what) = match at {
            StoreAt::Memory => (Connection::open_in_memory(), "the store in memory".into()),
            StoreAt::File(path) => (
                Connection::open(path),
                format!("the store {}", path.display()),
            ),
        };
        let db = db.map_err(|source| StoreError::Open {
            what: what.clone(),
            source,
        })?;
        // The first read: a file that is not a database fails here.
        let version: i64 = db
            .query_row("PRAGMA user_version", [], |row| row.get(0))
            .map_err(|source| StoreError::NotADatabase {
                what: what.clone(),
                source,
            })?;
        if version > SCHEMA_VERSION {
            return Err(StoreError::Newer {
                what,
                found: version,
            });
        }
        if version == 0 {
            let tables: i64 = db
                .query_row("SELECT count(*) FROM sqlite_master", [], |row| row.get(0))
                .map_err(doing("reading the store's tables"))?;
            if tables > 0 {
                return Err(StoreError::Foreign { what });
            }
        }
        if let StoreAt::File(_) = at {
            // Writers append to a log; a crash mid-write leaves the last
            // committed result whole. NORMAL syncs at checkpoints: a
            // process that dies loses nothing committed.
            let mode: String = db
                .query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))
                .map_err(doing("writing ahead"))?;
            if !mode.eq_ignore_ascii_case("wal") {
                return Err(StoreError::NoWriteAhead { what, mode });
            }
            db.pragma_update(None, "synchronous", "NORMAL")
                .map_err(doing("writing ahead"))?;
        }
        let mut store = Store { db };
        store
            .bring_up_to_date(version)
            .map_err(doing("bringing the store up to date"))?;
        Ok(store)
    }

    /// Creates the schema, or updates one written by an older server, in
    /// one transaction.
    fn bring_up_to_date(&mut self, version: i64) -> rusqlite::Result<()> {
        if version == SCHEMA_VERSION {
            return Ok(());
        }
        let tx = self.db.transaction()?;
        if version == 0 {
            tx.execute_batch(SCHEMA)?;
        }
        if version < 2 {
            tx.execute_batch(TO_VERSION_2)?;
            // Each key's latest name is its own, first come first served.
            let mut names = tx.prepare("SELECT key, name FROM players ORDER BY updated")?;
            let rows: Vec<(String, String)> = names
                .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
                .collect::<rusqlite::Result<_>>()?;
            drop(names);
            for (key, name) in rows {
                tx.execute(
                    "INSERT OR IGNORE INTO names (fold, key) VALUES (?1, ?2)",
                    params![names::fold(&name), key],
                )?;
            }
        }
        if version < 3 {
            tx.execute_batch(TO_VERSION_3)?;
        }
        tx.pragma_update(None, "user_version", SCHEMA_VERSION)?;
        tx.commit()
    }

    fn try_record(&mut self, game: &Finished) -> rusqlite::Result<Kept> {
        let tx = self.db.transaction()?;
        let [one, two] = &game.players;
        let earlier: u32 = tx.query_row(
            "SELECT count(*) FROM games
             WHERE ((seat_one = ?1 AND seat_two = ?2) OR (seat_one = ?2 AND seat_two = ?1))
               AND finished > ?3 AND finished <= ?4 AND voided = 0",
            params![one.key, two.key, game.at - DAY_SECS, game.at],
            |row| row.get(0),
        )?;
        let mut kept = game.rate(
            [
                read_player(&tx, &one.key, game.board)?,
                read_player(&tx, &two.key, game.board)?,
            ],
            earlier,
            established_players(&tx, game.board)? < rating_maths::FOUNDERS,
        );
        for (index, (player, opponent)) in [(one, two), (two, one)].into_iter().enumerate() {
            tx.execute(
                "INSERT INTO opponents (key, board, opponent, established) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (key, board, opponent)
                 DO UPDATE SET established = max(established, excluded.established)",
                params![
                    player.key,
                    board_key(game.board),
                    opponent.opponent_id(),
                    kept.established[index]
                ],
            )?;
            let record = &mut kept.records[index];
            (record.opponents, record.established_opponents) = tx.query_row(
                "SELECT count(*), total(established) FROM opponents WHERE key = ?1 AND board = ?2",
                params![player.key, board_key(game.board)],
                |row| Ok((count(row.get(0)?), row.get::<_, f64>(1)? as u32)),
            )?;
            // A name is one device's: the first rated under it keeps it.
            tx.execute(
                "INSERT OR IGNORE INTO names (fold, key) VALUES (?1, ?2)",
                params![names::fold(&player.name), player.key],
            )?;
            let owner: String = tx.query_row(
                "SELECT key FROM names WHERE fold = ?1",
                params![names::fold(&player.name)],
                |row| row.get(0),
            )?;
            if owner != player.key {
                kept.records[index].name = names::rated_name("", &player.key);
            }
            write_player(&tx, &player.key, game.board, &kept.records[index], game.at)?;
            // The latest name a key used is its name on every board.
            tx.execute(
                "UPDATE players SET name = ?2 WHERE key = ?1",
                params![player.key, kept.records[index].name],
            )?;
        }
        let address = |player: &super::Contender| player.address.map(|a| a.to_string());
        let [one_before, two_before] = &kept.before;
        let [one_after, two_after] = [&kept.records[0].rating, &kept.records[1].rating];
        tx.execute(
            "INSERT INTO games (board, seat_one, seat_two, result, abandoned, moves, finished,
                                address_one, address_two, weight,
                                rating_one_before, deviation_one_before, volatility_one_before,
                                rating_one_after,
                                rating_two_before, deviation_two_before, volatility_two_before,
                                rating_two_after, counted_for_one, counted_for_two, round)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17,
                     ?18, ?19, ?20, ?21)",
            params![
                board_key(game.board),
                one.key,
                two.key,
                game.result_name(),
                game.abandoned_by.is_some(),
                game.moves,
                game.at,
                address(one),
                address(two),
                kept.weight,
                one_before.rating,
                one_before.deviation,
                one_before.volatility,
                one_after.rating,
                two_before.rating,
                two_before.deviation,
                two_before.volatility,
                two_after.rating,
                kept.established[0],
                kept.established[1],
                game.id
            ],
        )?;
        if let Some(seat) = game.abandoned_by {
            let player = &game.players[seat.index()];
            tx.execute(
                "INSERT INTO abandons (key, at, address, no_show) VALUES (?1, ?2, ?3, 0)",
                params![player.key, game.at, address(player)],
            )?;
        }
        tx.commit()?;
        Ok(kept)
    }

    /// Keeps a moderator's action in the log, and logs it.
    fn note(tx: &Transaction, at: i64, action: &str) -> rusqlite::Result<()> {
        tracing::info!("moderator: {action}");
        tx.execute(
            "INSERT INTO moderation (at, action) VALUES (?1, ?2)",
            params![at, action],
        )
        .map(drop)
    }

    fn try_top(&self, board: BoardChoice) -> rusqlite::Result<Vec<Standing>> {
        let mut statement = self.db.prepare(
            "SELECT name, rating, deviation, volatility, games, opponents, established_opponents
             FROM players WHERE board = ?1 AND established_opponents >= ?2
             ORDER BY rating DESC, games DESC, key LIMIT ?3",
        )?;
        let rows = statement.query_map(
            params![
                board_key(board),
                LEADERBOARD_OPPONENTS,
                LEADERBOARD_TOP as i64
            ],
            |row| {
                Ok(PlayerRecord {
                    name: row.get(0)?,
                    rating: rating_of(row, 1)?,
                    games: count(row.get(4)?),
                    opponents: count(row.get(5)?),
                    established_opponents: count(row.get(6)?),
                    ..PlayerRecord::new("")
                })
            },
        )?;
        let mut top: Vec<Standing> = Vec::new();
        for (index, record) in rows.enumerate() {
            let record = record?;
            // Equal ratings share a place, as they do for `you`.
            let place = match top.last() {
                Some(last) if last.rating == rating_maths::shown(&record.rating) => last.place,
                _ => index as u32 + 1,
            };
            top.push(standing(place, &record));
        }
        Ok(top)
    }

    fn try_standing(&self, board: BoardChoice, key: &str) -> rusqlite::Result<Option<Standing>> {
        let Some(record) = read_player(&self.db, key, board)? else {
            return Ok(None);
        };
        // Places go by the rating shown: those ranked and shown higher.
        let higher = f64::from(rating_maths::shown(&record.rating)) + 0.5;
        let above: i64 = self.db.query_row(
            "SELECT count(*) FROM players
             WHERE board = ?1 AND established_opponents >= ?2 AND rating >= ?3",
            params![board_key(board), LEADERBOARD_OPPONENTS, higher],
            |row| row.get(0),
        )?;
        Ok(Some(standing(
            (above + 1).clamp(1, i64::from(u32::MAX)) as u32,
            &record,
        )))
    }
}

const DAY_SECS: i64 = 24 * 60 * 60;

/// How many established players a board has, counted up to
/// [`rating_maths::FOUNDERS`] (all the rules ask).
fn established_players(db: &Connection, board: BoardChoice) -> rusqlite::Result<u32> {
    db.query_row(
        "SELECT count(*) FROM (SELECT 1 FROM players
         WHERE board = ?1 AND established_opponents >= ?2 AND deviation <= ?3 LIMIT ?4)",
        params![
            board_key(board),
            LEADERBOARD_OPPONENTS,
            rating_maths::PROVISIONAL_ABOVE,
            rating_maths::FOUNDERS
        ],
        |row| row.get(0),
    )
}

impl Ratings for Store {
    fn player(&self, key: &str, board: BoardChoice) -> Result<Option<PlayerRecord>, StoreError> {
        read_player(&self.db, key, board).map_err(doing("reading a player"))
    }

    fn record(&mut self, game: &Finished) -> Result<Kept, StoreError> {
        self.try_record(game).map_err(doing("keeping a result"))
    }

    fn no_show(&mut self, no_show: &NoShow) -> Result<(), StoreError> {
        self.db
            .execute(
                "INSERT INTO abandons (key, at, address, no_show) VALUES (?1, ?2, ?3, 1)",
                params![
                    no_show.key,
                    no_show.at,
                    no_show.address.map(|a| a.to_string())
                ],
            )
            .map(drop)
            .map_err(doing("keeping a game never started"))
    }

    fn report(&mut self, report: &Report) -> Result<(), StoreError> {
        let address = |address: Option<IpAddr>| address.map(|a| a.to_string());
        self.db
            .execute(
                "INSERT INTO reports (at, round, board, reporter, reporter_address, reported,
                                      reported_address, reason)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    report.at,
                    report.round,
                    board_key(report.board),
                    report.reporter,
                    address(report.reporter_address),
                    report.reported,
                    address(report.reported_address),
                    report.reason.key()
                ],
            )
            .map(drop)
            .map_err(doing("keeping a report"))
    }

    fn given_up_since(
        &self,
        key: &str,
        address: Option<IpAddr>,
        since: i64,
    ) -> Result<Vec<GivenUp>, StoreError> {
        let read = || -> rusqlite::Result<Vec<GivenUp>> {
            let mut statement = self.db.prepare(
                "SELECT at, no_show FROM abandons
                 WHERE (key = ?1 OR address = ?2) AND at >= ?3 ORDER BY at",
            )?;
            statement
                .query_map(params![key, address.map(|a| a.to_string()), since], |row| {
                    Ok(GivenUp {
                        at: row.get(0)?,
                        no_show: row.get(1)?,
                    })
                })?
                .collect()
        };
        read().map_err(doing("reading games given up"))
    }

    fn name_owner(&self, fold: &str) -> Result<Option<String>, StoreError> {
        self.db
            .query_row(
                "SELECT key FROM names WHERE fold = ?1",
                params![fold],
                |row| row.get(0),
            )
            .optional()
            .map_err(doing("reading a name"))
    }

    fn top(&self, board: BoardChoice) -> Result<Vec<Standing>, StoreError> {
        self.try_top(board)
            .map_err(doing("reading the leaderboard"))
    }

    fn standing(&self, board: BoardChoice, key: &str) -> Result<Option<Standing>, StoreError> {
        self.try_standing(board, key)
            .map_err(doing("reading a standing"))
    }

    fn ban_on(
        &self,
        key: &str,
        address: Option<IpAddr>,
        at: i64,
    ) -> Result<Option<Ban>, StoreError> {
        Ok(moderation::ban_on(&self.bans(at)?, key, address, at))
    }
}

#[cfg(test)]
impl Store {
    /// Runs `sql` on the database: tests break the store with it.
    pub(crate) fn execute_for_tests(&self, sql: &str) {
        self.db.execute_batch(sql).unwrap();
    }
}

/// A board as the store names it: the protocol's own name for it.
pub fn board_key(board: BoardChoice) -> String {
    protocol::encode(&board)
}

fn count(value: i64) -> u32 {
    value.clamp(0, i64::from(u32::MAX)) as u32
}

fn rating_of(row: &rusqlite::Row, first: usize) -> rusqlite::Result<Rating> {
    Ok(rating_maths::sane(&Rating {
        rating: row.get(first)?,
        deviation: row.get(first + 1)?,
        volatility: row.get(first + 2)?,
    }))
}

fn read_player(
    db: &Connection,
    key: &str,
    board: BoardChoice,
) -> rusqlite::Result<Option<PlayerRecord>> {
    db.query_row(
        "SELECT name, rating, deviation, volatility, games, wins, draws, losses, opponents,
                established_opponents, unestablished_gains
         FROM players WHERE key = ?1 AND board = ?2",
        params![key, board_key(board)],
        |row| {
            Ok(PlayerRecord {
                name: row.get(0)?,
                rating: rating_of(row, 1)?,
                games: count(row.get(4)?),
                wins: count(row.get(5)?),
                draws: count(row.get(6)?),
                losses: count(row.get(7)?),
                opponents: count(row.get(8)?),
                established_opponents: count(row.get(9)?),
                unestablished_gains: row.get(10)?,
            })
        },
    )
    .optional()
}

fn write_player(
    tx: &Transaction,
    key: &str,
    board: BoardChoice,
    record: &PlayerRecord,
    at: i64,
) -> rusqlite::Result<()> {
    tx.execute(
        "INSERT INTO players
             (key, board, name, rating, deviation, volatility, games, wins, draws, losses,
              updated, opponents, established_opponents, unestablished_gains)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
         ON CONFLICT (key, board) DO UPDATE SET
             name = excluded.name, rating = excluded.rating, deviation = excluded.deviation,
             volatility = excluded.volatility, games = excluded.games, wins = excluded.wins,
             draws = excluded.draws, losses = excluded.losses, updated = excluded.updated,
             opponents = excluded.opponents,
             established_opponents = excluded.established_opponents,
             unestablished_gains = excluded.unestablished_gains",
        params![
            key,
            board_key(board),
            record.name,
            record.rating.rating,
            record.rating.deviation,
            record.rating.volatility,
            record.games,
            record.wins,
            record.draws,
            record.losses,
            at,
            record.opponents,
            record.established_opponents,
            record.unestablished_gains
        ],
    )?;
    Ok(())
}

mod moderator;
#[cfg(test)]
mod tests;
