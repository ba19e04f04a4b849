//! The keeper: one thread that owns the ratings store (SQLite or Redis,
//! both blocking) and does every read and write the game needs of it,
//! so that no store call ever runs under the lobby's lock. The lobby's
//! results and games never started are kept in the order they came;
//! a quick match's searcher is looked up before the lobby sees the search;
//! leaderboards are answered from a cache refreshed at most once a second.
//! Each rating change is logged with both device keys and addresses.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, mpsc};
use std::thread::JoinHandle;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use super::{Finished, NoShow, Ratings, Report, wait_left};
use crate::core::offered::BoardChoice;
use crate::net::protocol::{Leaderboard, Standing};
use crate::server::lobby::{Searcher, household};
use crate::server::names;
use crate::server::rating_maths;

/// How long a leaderboard (and a player's standing on it) is answered
/// from what was read before.
pub const LEADERBOARD_FRESH_FOR: Duration = Duration::from_secs(1);

/// How long a search waits for the store before going on as if the
/// player were new to it (a store that does not answer stops no game).
const SEARCHER_PATIENCE: Duration = Duration::from_secs(2);

/// Standings remembered at most, across players, before the oldest go.
const STANDINGS_KEPT: usize = 10_000;

/// Both players' ratings after a rated round, for the room to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rated {
    pub room: String,
    pub shown: [u32; 2],
}

type Reply = Box<dyn FnOnce(Leaderboard) + Send>;

enum Job {
    Searcher {
        key: String,
        address: IpAddr,
        board: BoardChoice,
        name: String,
        answer: tokio::sync::oneshot::Sender<Searcher>,
    },
    Keep(Box<Finished>),
    NoShow(NoShow),
    Report(Report),
    Leaderboard {
        board: BoardChoice,
        player: Option<String>,
        reply: Reply,
    },
}

/// The handle the server holds; dropping it lets the thread finish what
/// it was given and stop.
pub struct Keeper {
    jobs: Mutex<Option<mpsc::Sender<Job>>>,
    thread: Mutex<Option<JoinHandle<()>>>,
}

impl Keeper {
    /// Starts the keeper on `store`; `on_rated` hears each round's new
    /// ratings (on the keeper's thread).
    pub fn start(
        store: Box<dyn Ratings>,
        on_rated: impl Fn(Rated) + Send + 'static,
    ) -> std::io::Result<Keeper> {
        let (jobs, queue) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("ratings".into())
            .spawn(move || run(store, queue, on_rated))?;
        Ok(Keeper {
            jobs: Mutex::new(Some(jobs)),
            thread: Mutex::new(Some(thread)),
        })
    }

    fn send(&self, job: Job) {
        let jobs = self
            .jobs
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(jobs) = &*jobs {
            let _ = jobs.send(job);
        }
    }

    /// What the store knows of a quick match's searcher: their rating on
    /// `board`, the games given up from their device or address, and
    /// whether another device is rated under their name.
    pub async fn searcher(
        &self,
        key: &str,
        address: IpAddr,
        board: BoardChoice,
        name: &str,
    ) -> Searcher {
        let (answer, answered) = tokio::sync::oneshot::channel();
        self.send(Job::Searcher {
            key: key.to_string(),
            address,
            board,
            name: name.to_string(),
            answer,
        });
        match tokio::time::timeout(SEARCHER_PATIENCE, answered).await {
            Ok(Ok(searcher)) => searcher,
            _ => {
                tracing::warn!("the ratings store did not answer for a search: searching as new");
                Searcher::default()
            }
        }
    }

    /// Rates and keeps a round; its new ratings go to `on_rated`.
    pub fn keep(&self, game: Box<Finished>) {
        self.send(Job::Keep(game));
    }

    pub fn no_show(&self, no_show: NoShow) {
        self.send(Job::NoShow(no_show));
    }

    pub fn report(&self, report: Report) {
        self.send(Job::Report(report));
    }

    /// A board's leaderboard with `player`'s standing, to `reply`.
    pub fn leaderboard(
        &self,
        board: BoardChoice,
        player: Option<String>,
        reply: impl FnOnce(Leaderboard) + Send + 'static,
    ) {
        self.send(Job::Leaderboard {
            board,
            player,
            reply: Box::new(reply),
        });
    }

    /// Lets the thread keep everything it was given, waiting at most
    /// `patience` (a stopping server keeps every result it can).
    pub fn finish(&self, patience: Duration) {
        self.jobs
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take();
        let thread = self
            .thread
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take();
        if let Some(thread) = thread {
            let until = Instant::now() + patience;
            while !thread.is_finished() && Instant::now() < until {
                std::thread::sleep(Duration::from_millis(5));
            }
            if thread.is_finished() {
                let _ = thread.join();
            } else {
                tracing::warn!("results still being kept when the server stopped");
            }
        }
    }
}

/// Seconds since 1970.
fn wall_now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs() as i64)
}

/// Leaderboards read lately.
#[derive(Default)]
struct Cache {
    tops: HashMap<BoardChoice, (Instant, Vec<Standing>)>,
    standings: HashMap<(BoardChoice, String), (Instant, Option<Standing>)>,
}

impl Cache {
    fn top(&mut self, store: &dyn Ratings, board: BoardChoice, now: Instant) -> Vec<Standing> {
        if let Some((read, top)) = self.tops.get(&board)
            && now.duration_since(*read) < LEADERBOARD_FRESH_FOR
        {
            return top.clone();
        }
        let top = store.top(board).unwrap_or_else(|error| {
            tracing::warn!("{error}");
            Vec::new()
        });
        self.tops.insert(board, (now, top.clone()));
        top
    }

    fn standing(
        &mut self,
        store: &dyn Ratings,
        board: BoardChoice,
        key: &str,
        now: Instant,
    ) -> Option<Standing> {
        let wanted = (board, key.to_string());
        if let Some((read, standing)) = self.standings.get(&wanted)
            && now.duration_since(*read) < LEADERBOARD_FRESH_FOR
        {
            return standing.clone();
        }
        if self.standings.len() >= STANDINGS_KEPT {
            self.standings
                .retain(|_, (read, _)| now.duration_since(*read) < LEADERBOARD_FRESH_FOR);
        }
        let standing = store.standing(board, key).unwrap_or_else(|error| {
            tracing::warn!("{error}");
            None
        });
        self.standings.insert(wanted, (now, standing.clone()));
        standing
    }

    /// A rated round changed these players' standings: read them afresh.
    fn forget(&mut self, game: &Finished) {
        for player in &game.players {
            self.standings.remove(&(game.board, player.key.clone()));
        }
    }
}

fn run(mut store: Box<dyn Ratings>, queue: mpsc::Receiver<Job>, on_rated: impl Fn(Rated)) {
    let mut cache = Cache::default();
    while let Ok(job) = queue.recv() {
        match job {
            Job::Searcher {
                key,
                address,
                board,
                name,
                answer,
            } => {
                let _ = answer.send(searcher(&*store, &key, address, board, &name, wall_now()));
            }
            Job::Keep(game) => {
                if let Some(rated) = keep(&mut *store, &game) {
                    cache.forget(&game);
                    on_rated(rated);
                }
            }
            Job::NoShow(no_show) => {
                tracing::info!(
                    "called off: {} ({}) never made a first move on {}",
                    no_show.key,
                    no_show.address.map_or("?".into(), |a| a.to_string()),
                    crate::server::ratings_store::sqlite::board_key(no_show.board)
                );
                if let Err(error) = store.no_show(&no_show) {
                    tracing::warn!("{error}");
                }
            }
            Job::Report(report) => {
                tracing::info!(
                    "reported: {} ({}) by {} ({}) after {}: {}",
                    report.reported,
                    report
                        .reported_address
                        .map_or("?".into(), |a| a.to_string()),
                    report.reporter,
                    report
                        .reporter_address
                        .map_or("?".into(), |a| a.to_string()),
                    report.round,
                    report.reason.key()
                );
                if let Err(error) = store.report(&report) {
                    tracing::warn!("{error}");
                }
            }
            Job::Leaderboard {
                board,
                player,
                reply,
            } => {
                let now = Instant::now();
                let top = cache.top(&*store, board, now);
                let you = player.and_then(|key| cache.standing(&*store, board, &key, now));
                reply(Leaderboard { board, top, you });
            }
        }
    }
}

/// What the store knows of a searcher at `wall` (seconds since 1970); a
/// store that fails says nothing (the player searches as if new to it),
/// and the failure is logged.
pub fn searcher(
    store: &dyn Ratings,
    key: &str,
    address: IpAddr,
    board: BoardChoice,
    name: &str,
    wall: i64,
) -> Searcher {
    let logged = |error: super::StoreError| tracing::warn!("{error}");
    let rating = store
        .player(key, board)
        .map_err(logged)
        .ok()
        .flatten()
        .map(|record| record.rating.rating);
    let since = wall - rating_maths::ABANDONS_COUNTED_OVER.as_secs() as i64;
    let given_up = store
        .given_up_since(key, Some(household(address)), since)
        .map_err(logged)
        .unwrap_or_default();
    let fold = names::fold(&names::rated_name(name, key));
    let name_taken = store
        .name_owner(&fold)
        .map_err(logged)
        .ok()
        .flatten()
        .is_some_and(|owner| owner != key);
    let banned = store
        .ban_on(key, Some(address), wall)
        .map_err(logged)
        .ok()
        .flatten()
        .map(|ban| {
            let left = (ban.until - wall).max(1) as u64;
            (ban.reason, Duration::from_secs(left))
        });
    Searcher {
        rating,
        given_up: given_up.len() as u32,
        wait: wait_left(&given_up, wall),
        name_taken,
        banned,
    }
}

/// Keeps a rated round and logs what it did to both ratings; the new
/// ratings, or `None` if the store failed (logged, and the game goes on).
pub fn keep(store: &mut dyn Ratings, game: &Finished) -> Option<Rated> {
    match store.record(game) {
        Ok(kept) => {
            let [one, two] = &game.players;
            let address = |player: &super::Contender| {
                player.address.map_or("?".into(), |a| {
                    super::moderation::household_text(&a.to_string())
                })
            };
            tracing::info!(
                "rated {} ({}): {} ({}) {} → {}, {} ({}) {} → {}; {}, counted {}, \
                 opponents established {}/{}",
                game.id,
                crate::server::ratings_store::sqlite::board_key(game.board),
                one.key,
                address(one),
                rating_maths::shown(&kept.before[0]),
                rating_maths::shown(&kept.records[0].rating),
                two.key,
                address(two),
                rating_maths::shown(&kept.before[1]),
                rating_maths::shown(&kept.records[1].rating),
                game.result_name(),
                kept.weight,
                kept.established[0],
                kept.established[1]
            );
            Some(Rated {
                room: game.room.clone(),
                shown: [
                    rating_maths::shown(&kept.records[0].rating),
                    rating_maths::shown(&kept.records[1].rating),
                ],
            })
        }
        Err(error) => {
            tracing::warn!("room {}: {error}", game.room);
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU32, Ordering};

    use super::*;
    use crate::server::ratings_store::{GivenUp, Kept, PlayerRecord, StoreError};

    /// A store that counts how often the leaderboard is read.
    struct Counting(Arc<AtomicU32>);

    impl Ratings for Counting {
        fn player(&self, _: &str, _: BoardChoice) -> Result<Option<PlayerRecord>, StoreError> {
            Ok(None)
        }
        fn record(&mut self, _: &Finished) -> Result<Kept, StoreError> {
            Err(StoreError::RedisAway)
        }
        fn no_show(&mut self, _: &NoShow) -> Result<(), StoreError> {
            Ok(())
        }
        fn report(&mut self, _: &Report) -> Result<(), StoreError> {
            Ok(())
        }
        fn given_up_since(
            &self,
            _: &str,
            _: Option<IpAddr>,
            _: i64,
        ) -> Result<Vec<GivenUp>, StoreError> {
            Ok(Vec::new())
        }
        fn name_owner(&self, _: &str) -> Result<Option<String>, StoreError> {
            Ok(None)
        }
        fn top(&self, _: BoardChoice) -> Result<Vec<Standing>, StoreError> {
            self.0.fetch_add(1, Ordering::SeqCst);
            Ok(Vec::new())
        }
        fn standing(&self, _: BoardChoice, _: &str) -> Result<Option<Standing>, StoreError> {
            Ok(None)
        }
        fn ban_on(
            &self,
            _: &str,
            _: Option<IpAddr>,
            _: i64,
        ) -> Result<Option<crate::server::ratings_store::moderation::Ban>, StoreError> {
            Ok(None)
        }
    }

    /// However many ask, a board's leaderboard is read from the store at
    /// most once a second.
    #[test]
    fn leaderboards_are_read_at_most_once_a_second() {
        let reads = Arc::new(AtomicU32::new(0));
        let keeper = Keeper::start(Box::new(Counting(reads.clone())), |_| {}).unwrap();
        let ask = |board| {
            let (answer, answered) = mpsc::channel();
            keeper.leaderboard(board, None, move |leaderboard| {
                let _ = answer.send(leaderboard);
            });
            answered.recv_timeout(Duration::from_secs(5)).unwrap()
        };
        for _ in 0..50 {
            assert_eq!(ask(BoardChoice::Classic).board, BoardChoice::Classic);
        }
        assert_eq!(reads.load(Ordering::SeqCst), 1, "fifty answers, one read");
        ask(BoardChoice::Five);
        assert_eq!(reads.load(Ordering::SeqCst), 2, "each board its own");
        std::thread::sleep(LEADERBOARD_FRESH_FOR);
        ask(BoardChoice::Classic);
        assert_eq!(reads.load(Ordering::SeqCst), 3, "read again a second later");
        keeper.finish(Duration::from_secs(1));
    }
}
