//! What each address (one player, or a household or a school behind one
//! router) holds and how often it has been wrong: rooms open, searches
//! waiting, rooms watched, wrong codes and the wait they earn, leaderboards
//! asked for. An IPv6 address counts by its /64, the block one household
//! is given, so a new address from the same block is no new player.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::time::{Duration, Instant};

use super::Limits;
use crate::net::protocol::{Holding as Held, Refused};
use crate::server::refusal::{Refusal, wait_text};

/// Reports are counted against an address over this long.
pub const REPORTS_COUNTED_OVER: Duration = Duration::from_secs(60 * 60);

/// A day without a wrong code clears an address's record.
pub const FORGIVEN_AFTER: Duration = Duration::from_secs(24 * 60 * 60);

/// The address an address counts as: itself for IPv4 (also when written
/// as IPv6), its /64 for IPv6.
pub fn household(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let prefix = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(Ipv6Addr::from(prefix))
            }
        },
    }
}

/// After `wrong` wrong codes or tokens from one address, how long its next
/// try waits: nothing for the free ones, then 2 s, doubling with each, up
/// to the longest wait.
pub fn wrong_code_wait(wrong: u32, limits: &Limits) -> Option<Duration> {
    let beyond = wrong
        .checked_sub(limits.free_wrong_codes)
        .filter(|&n| n > 0)?;
    Some(Duration::from_secs(1u64 << beyond.min(32)).min(limits.longest_wait))
}

/// The refusal of a try that must wait `left` more.
pub fn too_many_wrong_codes(left: Duration) -> Refusal {
    let seconds = left.as_secs_f64().ceil() as u64;
    Refusal::new(
        Refused::TooManyJoins { seconds },
        format!(
            "Too many wrong codes from your address: check the code and try again in {}",
            wait_text(seconds)
        ),
    )
    .lifted_after(seconds)
}

/// One address's record.
#[derive(Debug, Default)]
pub(super) struct Address {
    pub rooms: usize,
    pub queued: usize,
    pub watching: usize,
    pub wrong: u32,
    pub last_wrong: Option<Instant>,
    /// No join or watch from this address before then, nor a resume with
    /// a wrong token.
    pub wait_until: Option<Instant>,
    /// No quick match from this address before then (a game it did not
    /// start, just now; the store keeps the longer memory).
    pub search_after: Option<Instant>,
    /// Leaderboards it may still ask for (a token bucket) and when it was
    /// last filled.
    leaderboards: f64,
    filled: Option<Instant>,
}

impl Address {
    fn forgotten(&self, now: Instant) -> bool {
        self.rooms == 0
            && self.queued == 0
            && self.watching == 0
            && self.search_after.is_none_or(|after| now >= after)
            && self
                .last_wrong
                .is_none_or(|last| now.duration_since(last) >= FORGIVEN_AFTER)
    }
}

/// Every address the lobby keeps a record of.
#[derive(Debug, Default)]
pub(super) struct Addresses {
    records: HashMap<IpAddr, Address>,
    /// When each address made its reports within the hour.
    reports: HashMap<IpAddr, Vec<Instant>>,
}

/// Which of an address's holdings a limit counts.
#[derive(Clone, Copy, Debug)]
pub(super) enum Holding {
    Rooms,
    Searches,
    Watching,
}

impl Holding {
    fn of(self, record: &mut Address) -> &mut usize {
        match self {
            Holding::Rooms => &mut record.rooms,
            Holding::Searches => &mut record.queued,
            Holding::Watching => &mut record.watching,
        }
    }

    fn limit(self, limits: &Limits) -> usize {
        match self {
            Holding::Rooms => limits.rooms_per_address,
            Holding::Searches => limits.queue_per_address,
            Holding::Watching => limits.watchers_per_address,
        }
    }

    /// What an address holding `held` of these is told.
    pub fn refusal(self, held: usize) -> Refusal {
        let (what, sentence) = match self {
            Holding::Rooms => (Held::Rooms, "rooms open here: finish or leave one first"),
            Holding::Searches => (
                Held::Searches,
                "searches for a game open here: stop one first",
            ),
            Holding::Watching => (
                Held::Watching,
                "rooms watched from here: stop watching one first",
            ),
        };
        Refusal::new(
            Refused::AddressHolds {
                held: held as u64,
                what,
            },
            format!("Your address already has {held} {sentence}"),
        )
    }
}

/// The refusal of a new room for an address that holds `held` on all the
/// nodes sharing rooms, if that is the limit.
pub fn refuse_more_rooms(held: usize, limits: &Limits) -> Result<(), Refusal> {
    if held >= limits.rooms_per_address {
        return Err(Holding::Rooms.refusal(held));
    }
    Ok(())
}

impl Addresses {
    pub fn len(&self) -> usize {
        self.records.len()
    }

    fn record(&mut self, address: IpAddr) -> &mut Address {
        self.records.entry(household(address)).or_default()
    }

    pub fn get(&self, address: IpAddr) -> Option<&Address> {
        self.records.get(&household(address))
    }

    /// Counts one more of `what` for `address`, or refuses it at the limit.
    pub fn take(&mut self, address: IpAddr, what: Holding, limits: &Limits) -> Result<(), Refusal> {
        let held = what.of(self.record(address));
        if *held >= what.limit(limits) {
            return Err(what.refusal(*held));
        }
        *held += 1;
        Ok(())
    }

    /// Counts one more of `what` whatever the limit (a room taken over
    /// from another node counts against its opener here too).
    pub fn add(&mut self, address: IpAddr, what: Holding) {
        let held = what.of(self.record(address));
        *held = held.saturating_add(1);
    }

    pub fn give_back(&mut self, address: IpAddr, what: Holding) {
        if let Some(record) = self.records.get_mut(&household(address)) {
            let held = what.of(record);
            *held = held.saturating_sub(1);
        }
    }

    /// How long `address` must still wait before a join or a watch (and a
    /// resume with a wrong token) after too many wrong codes.
    pub fn must_wait(&self, address: IpAddr, now: Instant) -> Option<Duration> {
        let until = self.get(address)?.wait_until?;
        (now < until).then(|| until.duration_since(now))
    }

    /// A wrong code or token: past the free ones, each makes the next try
    /// wait twice as long as the last.
    pub fn count_wrong(&mut self, address: IpAddr, limits: &Limits, now: Instant) {
        let record = self.record(address);
        record.wrong = record.wrong.saturating_add(1);
        record.last_wrong = Some(now);
        if let Some(wait) = wrong_code_wait(record.wrong, limits) {
            record.wait_until = Some(now + wait);
        }
    }

    /// What the nodes sharing rooms know of `address`: `wrong` wrong codes,
    /// the last `since_last` ago. The lobby judges by the larger count.
    pub fn note_shared_wrong(
        &mut self,
        address: IpAddr,
        wrong: u32,
        since_last: Duration,
        limits: &Limits,
        now: Instant,
    ) {
        let record = self.record(address);
        if wrong <= record.wrong {
            return;
        }
        let last = now.checked_sub(since_last).unwrap_or(now);
        record.wrong = wrong;
        record.last_wrong = Some(record.last_wrong.map_or(last, |kept| kept.max(last)));
        if let Some(wait) = wrong_code_wait(wrong, limits) {
            let until = last + wait;
            record.wait_until = Some(record.wait_until.map_or(until, |kept| kept.max(until)));
        }
    }

    /// No quick match from `address` until `until`.
    pub fn hold_searches(&mut self, address: IpAddr, until: Instant) {
        let record = self.record(address);
        record.search_after = Some(record.search_after.map_or(until, |kept| kept.max(until)));
    }

    pub fn searches_held(&self, address: IpAddr, now: Instant) -> Option<Duration> {
        let after = self.get(address)?.search_after?;
        (now < after).then(|| after.duration_since(now))
    }

    /// Takes one leaderboard from the address's allowance, or says no.
    pub fn take_leaderboard(&mut self, address: IpAddr, limits: &Limits, now: Instant) -> bool {
        let rate = f64::from(limits.leaderboards_per_second.max(1));
        let most = rate * 2.0;
        let record = self.record(address);
        let elapsed = record.filled.map_or(most, |filled| {
            now.saturating_duration_since(filled).as_secs_f64() * rate
        });
        record.leaderboards = (record.leaderboards + elapsed).min(most);
        record.filled = Some(now);
        if record.leaderboards >= 1.0 {
            record.leaderboards -= 1.0;
            true
        } else {
            false
        }
    }

    /// Takes one report from the address's hour, or says no.
    pub fn take_report(&mut self, address: IpAddr, limits: &Limits, now: Instant) -> bool {
        let made = self.reports.entry(address).or_default();
        made.retain(|at| now.saturating_duration_since(*at) < REPORTS_COUNTED_OVER);
        if made.len() >= limits.reports_per_hour as usize {
            return false;
        }
        made.push(now);
        true
    }

    /// Drops the records of addresses that hold nothing and are owed
    /// nothing.
    pub fn forget_idle(&mut self, now: Instant) {
        self.records.retain(|_, record| !record.forgotten(now));
        self.reports.retain(|_, made| {
            made.iter()
                .any(|at| now.saturating_duration_since(*at) < REPORTS_COUNTED_OVER)
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_household_counts_as_one_address() {
        let one: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let two: IpAddr = "2001:db8:1:2:bbbb::2".parse().unwrap();
        let elsewhere: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(household(one), household(two));
        assert_ne!(household(one), household(elsewhere));
        let mapped: IpAddr = "::ffff:203.0.113.9".parse().unwrap();
        assert_eq!(household(mapped), IpAddr::from([203, 0, 113, 9]));
        let v4: IpAddr = [198, 51, 100, 1].into();
        assert_eq!(household(v4), v4);
    }

    #[test]
    fn leaderboards_come_at_the_rate_with_a_small_burst() {
        let limits = Limits::default();
        let mut addresses = Addresses::default();
        let ip: IpAddr = [203, 0, 113, 1].into();
        let now = Instant::now();
        let burst = (0..10)
            .filter(|_| addresses.take_leaderboard(ip, &limits, now))
            .count();
        assert_eq!(burst, 4, "twice the rate at once");
        let later = now + Duration::from_secs(1);
        let more = (0..10)
            .filter(|_| addresses.take_leaderboard(ip, &limits, later))
            .count();
        assert_eq!(more, 2, "then the rate");
        let elsewhere: IpAddr = [203, 0, 113, 2].into();
        assert!(addresses.take_leaderboard(elsewhere, &limits, later));
    }
}
