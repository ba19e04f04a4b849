//! Ratings and results kept across restarts, in SQLite: a file beside the
//! server by default, or in memory (tests, the load benchmark,
//! `--store memory`). Each rated result is one transaction in WAL mode, so
//! a SIGTERM or a crash mid-game loses nothing already finished. The
//! schema is versioned with `PRAGMA user_version`: a file from a newer
//! server, or one that is not this server's database, is refused at start.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OptionalExtension, Transaction, params};

use super::ratings::{self, Rating};
use super::room::RoundResult;
use crate::core::matchup::Seat;
use crate::core::offered::BoardChoice;
use crate::net::protocol::{self, LEADERBOARD_TOP, Leaderboard, Standing};

/// The schema this server writes and reads.
pub const SCHEMA_VERSION: i64 = 1;

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
    pub fn beside_executable() -> Result<StoreAt, String> {
        let exe = std::env::current_exe()
            .map_err(|error| format!("cannot find the server's own file: {error}"))?;
        let dir = exe
            .parent()
            .ok_or_else(|| format!("{} has no directory", exe.display()))?;
        Ok(StoreAt::File(dir.join(DEFAULT_FILE)))
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

/// One player on one board, as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRecord {
    pub name: String,
    pub rating: Rating,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl PlayerRecord {
    pub fn new(name: &str) -> Self {
        PlayerRecord {
            name: name.to_string(),
            rating: ratings::NEW,
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
        }
    }
}

/// A rated round that ended.
#[derive(Clone, Debug)]
pub struct Finished<'a> {
    /// The round's own name (room, room's start, round): it is rated once.
    pub id: String,
    pub board: BoardChoice,
    /// Each seat's device key and name, seat one first.
    pub players: [(&'a str, &'a str); 2],
    pub result: RoundResult,
    /// The seat that gave up the round (and lost it), if one did.
    pub abandoned_by: Option<Seat>,
    /// "row,col" of each move, X first, separated by spaces.
    pub moves: String,
    /// Seconds since 1970.
    pub at: i64,
}

impl Finished<'_> {
    /// Both players' records after this game, from their records before
    /// it (`None`: their first rated game on this board).
    pub fn rate(&self, before: [Option<PlayerRecord>; 2]) -> [PlayerRecord; 2] {
        let [(_, one_name), (_, two_name)] = self.players;
        let [one, two] = before;
        let mut one = one.unwrap_or(PlayerRecord::new(one_name));
        let mut two = two.unwrap_or(PlayerRecord::new(two_name));
        (one.rating, two.rating) = ratings::after_round(&one.rating, &two.rating, self.result);
        for (record, seat, name) in [
            (&mut one, Seat::One, one_name),
            (&mut two, Seat::Two, two_name),
        ] {
            record.name = name.to_string();
            record.games = record.games.saturating_add(1);
            let count = match self.result {
                RoundResult::Drawn => &mut record.draws,
                RoundResult::Won(winner) if winner == seat => &mut record.wins,
                RoundResult::Won(_) => &mut record.losses,
            };
            *count = count.saturating_add(1);
        }
        [one, two]
    }

    /// The result as the store keeps it.
    pub fn result_name(&self) -> &'static str {
        match self.result {
            RoundResult::Won(Seat::One) => "one",
            RoundResult::Won(Seat::Two) => "two",
            RoundResult::Drawn => "draw",
        }
    }
}

/// Where ratings, results and abandons are kept: this server's SQLite
/// file ([`Store`]), or Redis when servers share it
/// (`cluster::ratings`). A call that fails says why; the lobby logs it
/// and the game goes on.
pub trait Ratings: Send {
    /// A player's record on a board, if they have played a rated game there.
    fn player(&self, key: &str, board: BoardChoice) -> Result<Option<PlayerRecord>, String>;
    /// Rates a finished round and keeps it; the players' records after
    /// it, seat one's first. Shared ratings keep each `id` once (a node
    /// that takes a room over may rate its round again): a round already
    /// kept returns the records as they stand. A server's own file needs
    /// no such check, as its rooms never move.
    fn record(&mut self, game: &Finished) -> Result<[PlayerRecord; 2], String>;
    /// When `key` abandoned rated games at or after `since` (seconds since
    /// 1970), oldest first.
    fn abandons_since(&self, key: &str, since: i64) -> Result<Vec<i64>, String>;
    /// A board's best [`LEADERBOARD_TOP`] and `key`'s own standing.
    fn leaderboard(&self, board: BoardChoice, key: Option<&str>) -> Result<Leaderboard, String>;
}

impl Ratings for Store {
    fn player(&self, key: &str, board: BoardChoice) -> Result<Option<PlayerRecord>, String> {
        Store::player(self, key, board)
    }
    fn record(&mut self, game: &Finished) -> Result<[PlayerRecord; 2], String> {
        Store::record(self, game)
    }
    fn abandons_since(&self, key: &str, since: i64) -> Result<Vec<i64>, String> {
        Store::abandons_since(self, key, since)
    }
    fn leaderboard(&self, board: BoardChoice, key: Option<&str>) -> Result<Leaderboard, String> {
        Store::leaderboard(self, board, key)
    }
}

pub struct Store {
    db: Connection,
}

impl Store {
    /// Opens (creating if need be) the store at `at`, or says clearly why
    /// this server cannot use it.
    pub fn open(at: &StoreAt) -> Result<Store, String> {
        let (db, what) = match at {
            StoreAt::Memory => (Connection::open_in_memory(), "the store in memory".into()),
            StoreAt::File(path) => (
                Connection::open(path),
                format!("the store {}", path.display()),
            ),
        };
        let db = db.map_err(|error| format!("cannot open {what}: {error}"))?;
        // The first read: a file that is not a database fails here.
        let version: i64 = db
            .query_row("PRAGMA user_version", [], |row| row.get(0))
            .map_err(|error| format!("{what} is not a database this server can use: {error}"))?;
        if version > SCHEMA_VERSION {
            return Err(format!(
                "{what} was written by a newer server (store version {version}; this one \
                 reads up to {SCHEMA_VERSION}): run the newer server, or pass another --store"
            ));
        }
        if version == 0 {
            let tables: i64 = db
                .query_row("SELECT count(*) FROM sqlite_master", [], |row| row.get(0))
                .map_err(|error| format!("cannot read {what}: {error}"))?;
            if tables > 0 {
                return Err(format!(
                    "{what} is some other program's database: pass another --store"
                ));
            }
        }
        if let StoreAt::File(_) = at {
            // Writers append to a log; a crash mid-write leaves the last
            // committed result whole. NORMAL syncs at checkpoints: a
            // process that dies loses nothing committed.
            let mode: String = db
                .query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))
                .map_err(|error| format!("cannot use {what}: {error}"))?;
            if !mode.eq_ignore_ascii_case("wal") {
                return Err(format!(
                    "{what} cannot be written ahead (journal mode {mode})"
                ));
            }
            db.pragma_update(None, "synchronous", "NORMAL")
                .map_err(|error| format!("cannot use {what}: {error}"))?;
        }
        let mut store = Store { db };
        if version == 0 {
            store
                .create()
                .map_err(|error| format!("cannot create {what}: {error}"))?;
        }
        Ok(store)
    }

    fn create(&mut self) -> rusqlite::Result<()> {
        let tx = self.db.transaction()?;
        tx.execute_batch(SCHEMA)?;
        tx.pragma_update(None, "user_version", SCHEMA_VERSION)?;
        tx.commit()
    }

    /// A player's record on a board, if they have played a rated game there.
    pub fn player(&self, key: &str, board: BoardChoice) -> Result<Option<PlayerRecord>, String> {
        read_player(&self.db, key, board).map_err(|error| format!("reading a player: {error}"))
    }

    /// Rates a finished round and keeps it, both players and the game in
    /// one transaction; the players' records after it, seat one's first.
    pub fn record(&mut self, game: &Finished) -> Result<[PlayerRecord; 2], String> {
        self.try_record(game)
            .map_err(|error| format!("keeping a result: {error}"))
    }

    fn try_record(&mut self, game: &Finished) -> rusqlite::Result<[PlayerRecord; 2]> {
        let tx = self.db.transaction()?;
        let [(one_key, _), (two_key, _)] = game.players;
        let [one, two] = game.rate([
            read_player(&tx, one_key, game.board)?,
            read_player(&tx, two_key, game.board)?,
        ]);
        write_player(&tx, one_key, game.board, &one, game.at)?;
        write_player(&tx, two_key, game.board, &two, game.at)?;
        // The latest name a key used is its name on every board.
        for (key, name) in game.players {
            tx.execute(
                "UPDATE players SET name = ?2 WHERE key = ?1",
                params![key, name],
            )?;
        }
        let result = game.result_name();
        tx.execute(
            "INSERT INTO games (board, seat_one, seat_two, result, abandoned, moves, finished)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                board_key(game.board),
                one_key,
                two_key,
                result,
                game.abandoned_by.is_some(),
                game.moves,
                game.at
            ],
        )?;
        if let Some(seat) = game.abandoned_by {
            tx.execute(
                "INSERT INTO abandons (key, at) VALUES (?1, ?2)",
                params![game.players[seat.index()].0, game.at],
            )?;
        }
        tx.commit()?;
        Ok([one, two])
    }

    /// When `key` abandoned rated games at or after `since` (seconds since
    /// 1970), oldest first.
    pub fn abandons_since(&self, key: &str, since: i64) -> Result<Vec<i64>, String> {
        let read = || -> rusqlite::Result<Vec<i64>> {
            let mut statement = self
                .db
                .prepare("SELECT at FROM abandons WHERE key = ?1 AND at >= ?2 ORDER BY at")?;
            statement
                .query_map(params![key, since], |row| row.get(0))?
                .collect()
        };
        read().map_err(|error| format!("reading abandoned games: {error}"))
    }

    /// A board's best [`LEADERBOARD_TOP`] and `key`'s own standing.
    pub fn leaderboard(
        &self,
        board: BoardChoice,
        key: Option<&str>,
    ) -> Result<Leaderboard, String> {
        self.try_leaderboard(board, key)
            .map_err(|error| format!("reading the leaderboard: {error}"))
    }

    fn try_leaderboard(
        &self,
        board: BoardChoice,
        key: Option<&str>,
    ) -> rusqlite::Result<Leaderboard> {
        let board_key = board_key(board);
        let mut statement = self.db.prepare(
            "SELECT name, rating, deviation, volatility, games FROM players
             WHERE board = ?1 ORDER BY rating DESC, games DESC, key LIMIT ?2",
        )?;
        let rows = statement.query_map(params![board_key, LEADERBOARD_TOP as i64], |row| {
            Ok((
                row.get::<_, String>(0)?,
                rating_of(row, 1)?,
                row.get::<_, i64>(4)?,
            ))
        })?;
        let mut top: Vec<Standing> = Vec::new();
        for (index, row) in rows.enumerate() {
            let (name, rating, games) = row?;
            // Equal ratings share a place, as they do for `you`.
            let place = match top.last() {
                Some(last) if last.rating == ratings::shown(&rating) => last.place,
                _ => index as u32 + 1,
            };
            top.push(standing(place, name, &rating, games));
        }
        let you = match key {
            None => None,
            Some(key) => match read_player(&self.db, key, board)? {
                None => None,
                Some(record) => {
                    // Places go by the rating shown: those shown higher.
                    let higher = f64::from(ratings::shown(&record.rating)) + 0.5;
                    let above: i64 = self.db.query_row(
                        "SELECT count(*) FROM players WHERE board = ?1 AND rating >= ?2",
                        params![board_key, higher],
                        |row| row.get(0),
                    )?;
                    Some(standing(
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

#[cfg(test)]
impl Store {
    /// Runs `sql` on the database: tests break the store with it.
    pub(super) fn execute_for_tests(&self, sql: &str) {
        self.db.execute_batch(sql).unwrap();
    }
}

pub fn standing(place: u32, name: String, rating: &Rating, games: i64) -> Standing {
    Standing {
        place,
        name,
        rating: ratings::shown(rating),
        games: games.clamp(0, i64::from(u32::MAX)) as u32,
        provisional: ratings::provisional(rating),
    }
}

/// A board as the store names it: the protocol's own name for it.
pub fn board_key(board: BoardChoice) -> String {
    protocol::encode(&board)
}

fn rating_of(row: &rusqlite::Row, first: usize) -> rusqlite::Result<Rating> {
    Ok(ratings::sane(&Rating {
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
    let count = |value: i64| value.clamp(0, i64::from(u32::MAX)) as u32;
    db.query_row(
        "SELECT name, rating, deviation, volatility, games, wins, draws, losses
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
             (key, board, name, rating, deviation, volatility, games, wins, draws, losses, updated)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
         ON CONFLICT (key, board) DO UPDATE SET
             name = excluded.name, rating = excluded.rating, deviation = excluded.deviation,
             volatility = excluded.volatility, games = excluded.games, wins = excluded.wins,
             draws = excluded.draws, losses = excluded.losses, updated = excluded.updated",
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
            at
        ],
    )?;
    Ok(())
}

/// The store a `--store` value names: `memory`, or a file.
pub fn parse_store(text: &str) -> StoreAt {
    if text == "memory" {
        StoreAt::Memory
    } else {
        StoreAt::File(Path::new(text).to_path_buf())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh directory under the system's temporary one, removed on drop.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(what: &str) -> TempDir {
            use std::sync::atomic::{AtomicU32, Ordering};
            static NEXT: AtomicU32 = AtomicU32::new(0);
            let dir = std::env::temp_dir().join(format!(
                "tictactoe-store-{what}-{}-{}",
                std::process::id(),
                NEXT.fetch_add(1, Ordering::Relaxed)
            ));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            TempDir(dir)
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn game<'a>(one: &'a str, two: &'a str, result: RoundResult) -> Finished<'a> {
        Finished {
            id: format!("{one}-{two}"),
            board: BoardChoice::Classic,
            players: [(one, one), (two, two)],
            result,
            abandoned_by: None,
            moves: "1,1 0,0".into(),
            at: 1_000,
        }
    }

    #[test]
    fn results_survive_reopening_the_file() {
        let dir = TempDir::new("reopen");
        let at = StoreAt::File(dir.0.join("store.sqlite3"));
        {
            let mut store = Store::open(&at).unwrap();
            let [ann, bob] = store
                .record(&game("ann-key", "bob-key", RoundResult::Won(Seat::One)))
                .unwrap();
            assert!(ann.rating.rating > 1500.0 && bob.rating.rating < 1500.0);
            assert_eq!((ann.wins, bob.losses, ann.games), (1, 1, 1));
        }
        let store = Store::open(&at).unwrap();
        let ann = store
            .player("ann-key", BoardChoice::Classic)
            .unwrap()
            .unwrap();
        assert_eq!((ann.games, ann.wins), (1, 1));
        assert!(
            store
                .player("ann-key", BoardChoice::Five)
                .unwrap()
                .is_none()
        );
        let board = store
            .leaderboard(BoardChoice::Classic, Some("bob-key"))
            .unwrap();
        assert_eq!(board.top.len(), 2);
        assert_eq!(
            (board.top[0].place, board.top[0].name.as_str()),
            (1, "ann-key")
        );
        assert!(board.top[0].provisional);
        assert_eq!(board.you.unwrap().place, 2);
    }

    #[test]
    fn a_newer_or_foreign_file_is_refused_with_a_reason() {
        let dir = TempDir::new("refuse");
        let newer = dir.0.join("newer.sqlite3");
        {
            let db = Connection::open(&newer).unwrap();
            db.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
                .unwrap();
        }
        let error = Store::open(&StoreAt::File(newer)).err().unwrap();
        assert!(error.contains("newer server"), "{error}");
        assert!(error.contains("store version 2"), "{error}");

        let text = dir.0.join("notes.txt");
        std::fs::write(
            &text,
            "not a database, just words that go on and on ".repeat(100),
        )
        .unwrap();
        let error = Store::open(&StoreAt::File(text)).err().unwrap();
        assert!(error.contains("is not a database"), "{error}");

        let other = dir.0.join("other.sqlite3");
        Connection::open(&other)
            .unwrap()
            .execute_batch("CREATE TABLE recipes (name TEXT)")
            .unwrap();
        let error = Store::open(&StoreAt::File(other)).err().unwrap();
        assert!(error.contains("other program"), "{error}");

        let missing = dir.0.join("no such dir").join("store.sqlite3");
        let error = Store::open(&StoreAt::File(missing)).err().unwrap();
        assert!(error.contains("cannot open"), "{error}");
    }

    #[test]
    fn the_leaderboard_ranks_by_rating_and_names_the_latest_name() {
        let mut store = Store::open(&StoreAt::Memory).unwrap();
        // Top beats everyone; the rest draw among themselves.
        for i in 0..120 {
            let other = format!("player-{i:03}");
            store
                .record(&game("top", &other, RoundResult::Won(Seat::One)))
                .unwrap();
        }
        let mut renamed = game("top", "player-000", RoundResult::Drawn);
        renamed.players[0].1 = "Champion";
        store.record(&renamed).unwrap();
        let board = store
            .leaderboard(BoardChoice::Classic, Some("player-119"))
            .unwrap();
        assert_eq!(board.top.len(), LEADERBOARD_TOP);
        assert_eq!(board.top[0].name, "Champion");
        assert_eq!(board.top[0].games, 121);
        assert!(board.top.windows(2).all(|w| w[0].rating >= w[1].rating));
        assert!(board.top.windows(2).all(|w| w[0].place <= w[1].place));
        let you = board.you.unwrap();
        assert!(you.place > 1 && you.games == 1);
        assert!(
            store
                .leaderboard(BoardChoice::Four, Some("top"))
                .unwrap()
                .you
                .is_none(),
            "no rated game on that board"
        );
    }

    #[test]
    fn abandons_are_kept_with_their_time() {
        let mut store = Store::open(&StoreAt::Memory).unwrap();
        let mut left = game("ann", "bob", RoundResult::Won(Seat::Two));
        left.abandoned_by = Some(Seat::One);
        store.record(&left).unwrap();
        left.at = 5_000;
        store.record(&left).unwrap();
        assert_eq!(store.abandons_since("ann", 0).unwrap(), [1_000, 5_000]);
        assert_eq!(store.abandons_since("ann", 2_000).unwrap(), [5_000]);
        assert!(store.abandons_since("bob", 0).unwrap().is_empty());
    }
}
