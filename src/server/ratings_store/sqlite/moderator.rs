//! A moderator's reads and changes on the SQLite store
//! ([`Moderation`]): games by key or address block, voiding, bans, the
//! log. Each change is one transaction.

use std::collections::BTreeSet;
use std::net::IpAddr;

use rusqlite::{Row, Transaction, params};

use super::{Store, doing, read_player, write_player};
use crate::core::offered::BoardChoice;
use crate::net::protocol::BanReason;
use crate::server::ratings_store::moderation::{
    Ban, Banned, Block, Logged, Moderation, REPORTED_LISTED, RatedGame, ReportedPlayer, Side,
    Voided, Who, replay,
};
use crate::server::ratings_store::sqlite::board_key;
use crate::server::ratings_store::{Rating, StoreError};

/// The columns [`game_of`] reads, in its order.
const GAME_COLUMNS: &str = "board, finished, result, weight, voided,
    seat_one, address_one, rating_one_before, deviation_one_before, volatility_one_before,
    rating_one_after, counted_for_one,
    seat_two, address_two, rating_two_before, deviation_two_before, volatility_two_before,
    rating_two_after, counted_for_two";

fn game_of(row: &Row) -> rusqlite::Result<RatedGame> {
    let side = |first: usize| -> rusqlite::Result<Side> {
        let rating: Option<f64> = row.get(first + 2)?;
        let before = match rating {
            Some(rating) => Some(Rating {
                rating,
                deviation: row.get(first + 3)?,
                volatility: row.get(first + 4)?,
            }),
            None => None,
        };
        Ok(Side {
            key: row.get(first)?,
            address: row.get(first + 1)?,
            before,
            after: row.get(first + 5)?,
            counted: row.get(first + 6)?,
        })
    };
    Ok(RatedGame {
        board: row.get(0)?,
        at: row.get(1)?,
        result: row.get(2)?,
        weight: row.get(3)?,
        voided: row.get(4)?,
        sides: [side(5)?, side(12)?],
    })
}

/// A board by the name the store keeps it under.
fn board_named(name: &str) -> Option<BoardChoice> {
    BoardChoice::ALL
        .into_iter()
        .find(|board| board_key(*board) == name)
}

fn ban_of(row: &Row) -> rusqlite::Result<Option<Ban>> {
    let key: Option<String> = row.get(0)?;
    let block: Option<String> = row.get(1)?;
    let reason: String = row.get(3)?;
    let target = match (key, block.and_then(|block| Block::parse(&block).ok())) {
        (Some(key), _) => Banned::Key(key),
        (None, Some(block)) => Banned::Addresses(block),
        (None, None) => return Ok(None),
    };
    let (until, at) = (row.get(2)?, row.get(4)?);
    // A reason this server does not know (a newer one's) reads as none.
    Ok(BanReason::from_key(&reason).map(|reason| Ban {
        target,
        until,
        reason,
        at,
    }))
}

impl Store {
    fn try_games(&self, who: &Who) -> rusqlite::Result<Vec<RatedGame>> {
        let games = match who {
            Who::Key(key) => {
                let mut statement = self.db.prepare(&format!(
                    "SELECT {GAME_COLUMNS} FROM games WHERE seat_one = ?1 OR seat_two = ?1
                     ORDER BY finished, id"
                ))?;
                statement
                    .query_map(params![key], game_of)?
                    .collect::<rusqlite::Result<Vec<_>>>()?
            }
            Who::Addresses(block) => {
                // Addresses are kept as text: read the games with one and
                // keep those in the block.
                let mut statement = self.db.prepare(&format!(
                    "SELECT {GAME_COLUMNS} FROM games
                     WHERE address_one IS NOT NULL OR address_two IS NOT NULL
                     ORDER BY finished, id"
                ))?;
                let in_block = |address: &Option<String>| {
                    address
                        .as_deref()
                        .and_then(|address| address.parse::<IpAddr>().ok())
                        .is_some_and(|address| block.holds(address))
                };
                statement
                    .query_map([], game_of)?
                    .filter(|game| {
                        game.as_ref().map_or(true, |game| {
                            game.sides.iter().any(|side| in_block(&side.address))
                        })
                    })
                    .collect::<rusqlite::Result<Vec<_>>>()?
            }
        };
        Ok(games)
    }

    fn try_void(&mut self, key: &str, at: i64) -> rusqlite::Result<Voided> {
        let tx = self.db.transaction()?;
        let mut opponents: BTreeSet<(String, String)> = BTreeSet::new();
        let games = {
            let mut statement = tx.prepare(
                "SELECT board, seat_one, seat_two FROM games
                 WHERE (seat_one = ?1 OR seat_two = ?1) AND voided = 0",
            )?;
            let rows = statement.query_map(params![key], |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    row.get::<_, String>(1)?,
                    row.get::<_, String>(2)?,
                ))
            })?;
            let mut count = 0;
            for row in rows {
                let (board, one, two) = row?;
                count += 1;
                for other in [one, two] {
                    if other != key {
                        opponents.insert((board.clone(), other));
                    }
                }
            }
            count
        };
        tx.execute(
            "UPDATE games SET voided = 1 WHERE (seat_one = ?1 OR seat_two = ?1) AND voided = 0",
            params![key],
        )?;
        tx.execute("DELETE FROM players WHERE key = ?1", params![key])?;
        tx.execute("DELETE FROM opponents WHERE key = ?1", params![key])?;
        let mut voided = Voided {
            games,
            opponents: Vec::new(),
        };
        for (board_name, other) in opponents {
            let Some(board) = board_named(&board_name) else {
                continue;
            };
            let Some(before) = read_player(&tx, &other, board)? else {
                continue;
            };
            let after = recount(&tx, &other, board, &before.name, at)?;
            voided
                .opponents
                .push((board_name, other, before.rating.rating, after));
        }
        Store::note(&tx, at, &voided.logged(key))?;
        tx.commit()?;
        Ok(voided)
    }
}

/// `key`'s record on `board` computed again from its games there that
/// are not voided, in order, and written with its opponents; the rating
/// it now has.
fn recount(
    tx: &Transaction,
    key: &str,
    board: BoardChoice,
    name: &str,
    at: i64,
) -> rusqlite::Result<f64> {
    let games: Vec<(RatedGame, usize)> = {
        let mut statement = tx.prepare(&format!(
            "SELECT {GAME_COLUMNS} FROM games
             WHERE board = ?1 AND (seat_one = ?2 OR seat_two = ?2) AND voided = 0
             ORDER BY finished, id"
        ))?;
        statement
            .query_map(params![board_key(board), key], game_of)?
            .map(|game| game.map(|game| (usize::from(game.sides[0].key != key), game)))
            .map(|game| game.map(|(seat, game)| (game, seat)))
            .collect::<rusqlite::Result<_>>()?
    };
    let record = replay(name, &games);
    tx.execute(
        "DELETE FROM opponents WHERE key = ?1 AND board = ?2",
        params![key, board_key(board)],
    )?;
    for (game, seat) in &games {
        tx.execute(
            "INSERT INTO opponents (key, board, opponent, established) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (key, board, opponent)
             DO UPDATE SET established = max(established, excluded.established)",
            params![
                key,
                board_key(board),
                game.opponent_id(*seat),
                game.sides[*seat].counted
            ],
        )?;
    }
    write_player(tx, key, board, &record, at)?;
    Ok(record.rating.rating)
}

impl Moderation for Store {
    fn games(&self, who: &Who) -> Result<Vec<RatedGame>, StoreError> {
        self.try_games(who).map_err(doing("reading rated games"))
    }

    fn void(&mut self, key: &str, at: i64) -> Result<Voided, StoreError> {
        self.try_void(key, at)
            .map_err(doing("voiding a key's games"))
    }

    fn ban(&mut self, ban: &Ban) -> Result<(), StoreError> {
        let mut write = || -> rusqlite::Result<()> {
            let tx = self.db.transaction()?;
            let (key, block) = match &ban.target {
                Banned::Key(key) => (Some(key.clone()), None),
                Banned::Addresses(block) => (None, Some(block.to_string())),
            };
            tx.execute(
                "INSERT INTO bans (key, block, until, reason, made) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![key, block, ban.until, ban.reason.key(), ban.at],
            )?;
            Store::note(&tx, ban.at, &ban.logged())?;
            tx.commit()
        };
        write().map_err(doing("keeping a ban"))
    }

    fn lift(&mut self, target: &Banned, at: i64) -> Result<usize, StoreError> {
        let mut write = || -> rusqlite::Result<usize> {
            let tx = self.db.transaction()?;
            let lifted = match target {
                Banned::Key(key) => tx.execute(
                    "UPDATE bans SET until = ?2 WHERE key = ?1 AND until > ?2",
                    params![key, at],
                )?,
                Banned::Addresses(block) => tx.execute(
                    "UPDATE bans SET until = ?2 WHERE block = ?1 AND until > ?2",
                    params![block.to_string(), at],
                )?,
            };
            Store::note(&tx, at, &format!("lifted {lifted} bans on {target}"))?;
            tx.commit()?;
            Ok(lifted)
        };
        write().map_err(doing("lifting a ban"))
    }

    fn bans(&self, at: i64) -> Result<Vec<Ban>, StoreError> {
        let read = || -> rusqlite::Result<Vec<Ban>> {
            let mut statement = self.db.prepare(
                "SELECT key, block, until, reason, made FROM bans WHERE until > ?1
                 ORDER BY made, id",
            )?;
            let bans = statement
                .query_map(params![at], ban_of)?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(bans.into_iter().flatten().collect())
        };
        read().map_err(doing("reading bans"))
    }

    fn reported(&self) -> Result<Vec<ReportedPlayer>, StoreError> {
        let read = || -> rusqlite::Result<Vec<ReportedPlayer>> {
            let mut statement = self.db.prepare(
                "SELECT reported, count(*), total(reason = 'threw'), total(reason = 'unfair'),
                        count(DISTINCT coalesce(reporter_address, 'key:' || reporter)), max(at),
                        (SELECT round FROM reports latest WHERE latest.reported = reports.reported
                         ORDER BY at DESC, id DESC LIMIT 1)
                 FROM reports GROUP BY reported ORDER BY count(*) DESC, max(at) DESC LIMIT ?1",
            )?;
            statement
                .query_map(params![REPORTED_LISTED as i64], |row| {
                    Ok(ReportedPlayer {
                        key: row.get(0)?,
                        reports: row.get(1)?,
                        threw: row.get::<_, f64>(2)? as u32,
                        unfair: row.get::<_, f64>(3)? as u32,
                        reporters: row.get(4)?,
                        latest: row.get(5)?,
                        latest_round: row.get(6)?,
                    })
                })?
                .collect()
        };
        read().map_err(doing("reading reports"))
    }

    fn log(&self) -> Result<Vec<Logged>, StoreError> {
        let read = || -> rusqlite::Result<Vec<Logged>> {
            let mut statement = self
                .db
                .prepare("SELECT at, action FROM moderation ORDER BY id")?;
            statement
                .query_map([], |row| {
                    Ok(Logged {
                        at: row.get(0)?,
                        action: row.get(1)?,
                    })
                })?
                .collect()
        };
        read().map_err(doing("reading the moderators' log"))
    }
}
