//! The ratings store: where quick match's ratings are kept, and the keeper
//! that reads and writes them away from the lobby's lock. The maths is the
//! rules' ([`rating_maths`]), and so is what a rated round is ([`Finished`],
//! from the lobby): this layer keeps them.
//!
//! - [`sqlite`]: one server's ratings and results in an SQLite file.
//! - [`keeper`]: the thread that owns the store: the lobby's results are
//!   kept there, searchers looked up there, leaderboards cached there.
//! - [`moderation`]: what a moderator reads and undoes, on either store.
//!
//! Nodes sharing rooms keep the same in Redis (`cluster::shared_ratings`),
//! behind the same [`Ratings`] trait.

pub mod keeper;
pub mod moderation;
pub mod sqlite;

use std::net::IpAddr;
use std::time::Duration;

pub use crate::server::lobby::{Contender, Finished, NoShow, Report};
pub use crate::server::rating_maths::{
    ABANDONS_COUNTED_OVER, ANYONE_AFTER, NEW, Rating, WINDOW_AT_ONCE, WINDOW_PER_SECOND,
    repeat_weight, shown, window,
};
pub use keeper::Keeper;
pub use sqlite::{Store, StoreAt};

use crate::core::matchup::Seat;
use crate::core::offered::BoardChoice;
use crate::net::protocol::{LEADERBOARD_OPPONENTS, Standing};
use crate::server::rating_maths;
use crate::server::room::RoundResult;

/// Why the ratings could not be read or kept.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot open {what}: {source}")]
    Open {
        what: String,
        source: rusqlite::Error,
    },
    #[error("{what} is not a database this server can use: {source}")]
    NotADatabase {
        what: String,
        source: rusqlite::Error,
    },
    #[error(
        "{what} was written by a newer server (store version {found}; this one reads up to \
         {}): run the newer server, or pass another --store",
        sqlite::SCHEMA_VERSION
    )]
    Newer { what: String, found: i64 },
    #[error("{what} is some other program's database: pass another --store")]
    Foreign { what: String },
    #[error("{what} cannot be written ahead (journal mode {mode})")]
    NoWriteAhead { what: String, mode: String },
    #[error("{doing}: {source}")]
    Sqlite {
        doing: &'static str,
        source: rusqlite::Error,
    },
    #[error("ratings in Redis: {0}")]
    Redis(#[from] redis::RedisError),
    #[error("Redis is away: ratings are not read or kept until it is back")]
    RedisAway,
    #[error("round {0} not rated: its players' ratings kept changing")]
    KeptChanging(String),
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
    /// Different opponents (by address) rated against on this board.
    pub opponents: u32,
    /// Of those, the ones that were established when played: ten rank
    /// the player. While a board has fewer than
    /// [`rating_maths::FOUNDERS`] established players, every one counts.
    pub established_opponents: u32,
    /// What rounds against opponents who were not established have
    /// raised the rating, in all (at most
    /// [`rating_maths::UNESTABLISHED_GAINS_IN_ALL`]).
    pub unestablished_gains: f64,
}

impl PlayerRecord {
    pub fn new(name: &str) -> Self {
        PlayerRecord {
            name: name.to_string(),
            rating: NEW,
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            opponents: 0,
            established_opponents: 0,
            unestablished_gains: 0.0,
        }
    }

    /// This record after a rated round that went `scored` for it, against
    /// an opponent rated `opponent` before the round, counted `weight`
    /// (repeated games count less); `established`: whether that opponent
    /// counted as established (if not, a gain is capped). Replaying a
    /// player's rounds through this gives their record again (a
    /// moderator's void does).
    pub fn after(
        &self,
        opponent: &Rating,
        scored: Scored,
        weight: f64,
        established: bool,
    ) -> PlayerRecord {
        let mut record = self.clone();
        let result = match scored {
            Scored::Won => RoundResult::Won(Seat::One),
            Scored::Drawn => RoundResult::Drawn,
            Scored::Lost => RoundResult::Won(Seat::Two),
        };
        let (after, _) = rating_maths::after_round(&self.rating, opponent, result);
        let after = rating_maths::weighted(&self.rating, &after, weight);
        record.rating = if established {
            after
        } else {
            let (capped, gained) =
                rating_maths::against_unestablished(&self.rating, &after, self.unestablished_gains);
            record.unestablished_gains = gained;
            capped
        };
        record.games = record.games.saturating_add(1);
        let count = match scored {
            Scored::Won => &mut record.wins,
            Scored::Drawn => &mut record.draws,
            Scored::Lost => &mut record.losses,
        };
        *count = count.saturating_add(1);
        record
    }

    /// Placed on the leaderboard: rated against
    /// [`LEADERBOARD_OPPONENTS`] established opponents.
    pub fn ranked(&self) -> bool {
        self.established_opponents >= LEADERBOARD_OPPONENTS
    }

    /// Ranked, with a rating no longer provisional: a win against this
    /// player counts in full, and a place can be earned against them.
    pub fn established(&self) -> bool {
        self.ranked() && !rating_maths::provisional(&self.rating)
    }

    /// Rated against [`LEADERBOARD_OPPONENTS`] different opponents of any
    /// kind, with a rating no longer provisional: what makes a player
    /// established while a board has fewer than [`rating_maths::FOUNDERS`]
    /// established players (someone must be first). A fresh key never is,
    /// so fresh puppets buy nothing even then.
    pub fn established_by_its_own_games(&self) -> bool {
        self.opponents >= LEADERBOARD_OPPONENTS && !rating_maths::provisional(&self.rating)
    }
}

/// How a rated round went for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scored {
    Won,
    Drawn,
    Lost,
}

impl RoundResult {
    /// How this round went for `seat`.
    pub fn scored(self, seat: Seat) -> Scored {
        match self {
            RoundResult::Drawn => Scored::Drawn,
            RoundResult::Won(winner) if winner == seat => Scored::Won,
            RoundResult::Won(_) => Scored::Lost,
        }
    }
}

/// A rated game given up (left, away past the grace, or never started),
/// as the waits count them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GivenUp {
    /// Seconds since 1970.
    pub at: i64,
    /// Never started: not a loss, but a wait all the same.
    pub no_show: bool,
}

/// What a kept round did: both players' records after it, seat one's
/// first, how much it counted (repeated games between one pair count
/// for less, then nothing), and whether each one's opponent counted as
/// established.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    pub before: [Rating; 2],
    pub records: [PlayerRecord; 2],
    pub weight: f64,
    pub established: [bool; 2],
}

impl Contender {
    /// Who this player counts as, as somebody's opponent: their address,
    /// so that many keys from one address are one opponent.
    pub fn opponent_id(&self) -> String {
        match self.address {
            Some(address) => address.to_string(),
            None => format!("key:{}", self.key),
        }
    }
}

impl Finished {
    /// Both players' records after this game, from their records before
    /// it (`None`: their first rated game on this board), with `earlier`
    /// rated games between the two in the day before it; `founding` while
    /// the board has fewer than [`rating_maths::FOUNDERS`] established
    /// players (then an opponent with ten opponents of any kind and a
    /// settled rating counts as established). A round against an opponent
    /// who is not established
    /// raises a rating by little ([`rating_maths::against_unestablished`])
    /// and does not count toward a place; the store counts the opponent
    /// once it knows `established`.
    pub fn rate(&self, before: [Option<PlayerRecord>; 2], earlier: u32, founding: bool) -> Kept {
        let [one_player, two_player] = &self.players;
        let [one, two] = before;
        let one = one.unwrap_or_else(|| PlayerRecord::new(&one_player.name));
        let two = two.unwrap_or_else(|| PlayerRecord::new(&two_player.name));
        let before = [one.rating, two.rating];
        // Each one's opponent, as they were before this round.
        let counts = |record: &PlayerRecord| {
            record.established() || (founding && record.established_by_its_own_games())
        };
        let established = [counts(&two), counts(&one)];
        let weight = repeat_weight(earlier);
        let mut one = one.after(
            &before[1],
            self.result.scored(Seat::One),
            weight,
            established[0],
        );
        let mut two = two.after(
            &before[0],
            self.result.scored(Seat::Two),
            weight,
            established[1],
        );
        one.name = one_player.name.clone();
        two.name = two_player.name.clone();
        Kept {
            before,
            records: [one, two],
            weight,
            established,
        }
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
/// (`cluster::shared_ratings`). A call that fails says why; the keeper logs it
/// and the game goes on. Every call blocks: only the keeper's thread
/// makes them.
pub trait Ratings: Send {
    /// A player's record on a board, if they have played a rated game there.
    fn player(&self, key: &str, board: BoardChoice) -> Result<Option<PlayerRecord>, StoreError>;
    /// Rates a finished round and keeps it. Shared ratings keep each `id`
    /// once (a node that takes a room over may rate its round again): a
    /// round already kept returns the records as they stand. A server's
    /// own file needs no such check, as its rooms never move.
    fn record(&mut self, game: &Finished) -> Result<Kept, StoreError>;
    /// Keeps a round a player never started.
    fn no_show(&mut self, no_show: &NoShow) -> Result<(), StoreError>;
    /// Keeps a player's report of the other player of a rated round.
    fn report(&mut self, report: &Report) -> Result<(), StoreError>;
    /// The rated games given up by `key`, or from `address`, at or after
    /// `since` (seconds since 1970), oldest first.
    fn given_up_since(
        &self,
        key: &str,
        address: Option<IpAddr>,
        since: i64,
    ) -> Result<Vec<GivenUp>, StoreError>;
    /// The device rated under the name whose fold (`names::fold`) is this.
    fn name_owner(&self, fold: &str) -> Result<Option<String>, StoreError>;
    /// A board's best players among those ranked
    /// ([`PlayerRecord::ranked`]), best first.
    fn top(&self, board: BoardChoice) -> Result<Vec<Standing>, StoreError>;
    /// `key`'s standing on a board, if they have played a rated game there.
    fn standing(&self, board: BoardChoice, key: &str) -> Result<Option<Standing>, StoreError>;
    /// The ban from rated play on `key`, or on a block holding `address`,
    /// at `at` (seconds since 1970), if there is one: the longest.
    fn ban_on(
        &self,
        key: &str,
        address: Option<IpAddr>,
        at: i64,
    ) -> Result<Option<moderation::Ban>, StoreError>;
}

/// A player's standing as the leaderboard shows it: placed if ranked,
/// else how many more established opponents they need.
pub fn standing(place: u32, record: &PlayerRecord) -> Standing {
    let needs = LEADERBOARD_OPPONENTS.saturating_sub(record.established_opponents);
    Standing {
        place: if record.ranked() { place } else { 0 },
        name: record.name.clone(),
        rating: shown(&record.rating),
        games: record.games,
        provisional: rating_maths::provisional(&record.rating),
        needs,
    }
}

/// How long a player must still wait after giving up `given_up` games
/// (oldest first) within the day before `wall`: `None` if not at all.
pub fn wait_left(given_up: &[GivenUp], wall: i64) -> Option<Duration> {
    let latest = given_up.last()?;
    let mut wait = rating_maths::wait_after_abandons(given_up.len());
    if latest.no_show {
        wait = wait.max(rating_maths::NO_SHOW_WAIT);
    }
    // Never more than the wait itself: the time given up is written by
    // one clock and `wall` read from another, which may be a second behind.
    let left = (latest.at + wait.as_secs() as i64 - wall).min(wait.as_secs() as i64);
    (left > 0).then(|| Duration::from_secs(left as u64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wait_is_never_longer_than_the_rule_even_read_from_a_clock_behind() {
        let no_show = |at| GivenUp { at, no_show: true };
        let secs = Duration::from_secs;
        assert_eq!(wait_left(&[no_show(1_000)], 1_000), Some(secs(60)));
        // Written by a clock a second ahead of the one that reads it.
        assert_eq!(wait_left(&[no_show(1_001)], 1_000), Some(secs(60)));
        assert_eq!(wait_left(&[no_show(1_000)], 1_030), Some(secs(30)));
        assert_eq!(wait_left(&[no_show(1_000)], 1_060), None);
        assert_eq!(wait_left(&[], 1_000), None);
    }
}
