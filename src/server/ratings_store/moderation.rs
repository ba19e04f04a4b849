//! What a moderator sees and undoes, on either store: a key's or an
//! address's rated games with both ratings before and after (a player's
//! rating history), voiding a key's rated games (each opponent's record
//! computed again from what remains, in order, nothing else changed),
//! bans from rated play for a time, and a log of every action. The
//! server's `moderate` subcommand (`server::moderate`) calls these.

use std::collections::BTreeMap;
use std::fmt;
use std::net::IpAddr;

use super::{PlayerRecord, Rating, Scored, StoreError};
use crate::net::protocol::BanReason;
use crate::server::rating_maths;

/// An address block: an address and how many of its leading bits count
/// (`203.0.113.0/24`, `2001:db8::/48`; an address alone is all of its
/// bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block {
    network: IpAddr,
    bits: u8,
}

impl Block {
    /// `text` as an address or a block, or what is wrong with it.
    pub fn parse(text: &str) -> Result<Block, String> {
        let (address, bits) = match text.split_once('/') {
            Some((address, bits)) => (address, Some(bits)),
            None => (text, None),
        };
        let network: IpAddr = address
            .parse()
            .map_err(|_| format!("\"{text}\" is not an address or a block like 203.0.113.0/24"))?;
        let most = if network.is_ipv4() { 32 } else { 128 };
        let bits = match bits {
            None => most,
            Some(bits) => bits
                .parse::<u8>()
                .ok()
                .filter(|bits| *bits <= most)
                .ok_or_else(|| format!("\"{text}\": a block's size is 0 to {most} bits"))?,
        };
        Ok(Block { network, bits })
    }

    /// Whether `address` is in this block.
    pub fn contains(&self, address: IpAddr) -> bool {
        match (self.network, address) {
            (IpAddr::V4(network), IpAddr::V4(address)) => {
                let mask = u32::MAX.checked_shl(32 - u32::from(self.bits)).unwrap_or(0);
                u32::from(network) & mask == u32::from(address) & mask
            }
            (IpAddr::V6(network), IpAddr::V6(address)) => {
                let mask = u128::MAX
                    .checked_shl(128 - u32::from(self.bits))
                    .unwrap_or(0);
                u128::from(network) & mask == u128::from(address) & mask
            }
            _ => false,
        }
    }
}

impl Block {
    /// Whether a game's stored address is in this block. Stores keep an
    /// IPv6 player as their household, the /64 (`lobby::household`), so
    /// a block narrower than a /64 asks for the household holding it.
    pub fn holds(&self, stored: IpAddr) -> bool {
        let widened = match self.network {
            IpAddr::V6(_) if self.bits > 64 => Block {
                network: self.network,
                bits: 64,
            },
            _ => *self,
        };
        widened.contains(stored)
    }
}

/// An address as kept (a household), as a moderator reads it: an IPv6
/// household with its /64.
pub fn household_text(address: &str) -> String {
    match address.parse::<IpAddr>() {
        Ok(IpAddr::V6(_)) => format!("{address}/64"),
        _ => address.to_string(),
    }
}

impl fmt::Display for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.network, self.bits)
    }
}

/// Whose rated games a moderator asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    Key(String),
    Addresses(Block),
}

/// One player's side of a rated game, as kept.
#[derive(Clone, Debug, PartialEq)]
pub struct Side {
    pub key: String,
    pub address: Option<String>,
    /// The rating before the game (`None` for games kept before ratings
    /// were: store version 2 and older).
    pub before: Option<Rating>,
    pub after: Option<f64>,
    /// Whether the opponent counted as established for this player.
    pub counted: bool,
}

/// A rated game as a moderator reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedGame {
    pub board: String,
    /// Seconds since 1970.
    pub at: i64,
    /// Seat one's side first.
    pub sides: [Side; 2],
    /// "one", "two" or "draw".
    pub result: String,
    pub weight: f64,
    pub voided: bool,
}

impl RatedGame {
    /// How the game went for `seat` (0 or 1).
    pub fn scored(&self, seat: usize) -> Scored {
        match (self.result.as_str(), seat) {
            ("draw", _) => Scored::Drawn,
            ("one", 0) | ("two", 1) => Scored::Won,
            _ => Scored::Lost,
        }
    }

    /// Who the other side counts as for `seat`: their address, or their
    /// key if none was known (as `Contender::opponent_id`).
    pub fn opponent_id(&self, seat: usize) -> String {
        let other = &self.sides[1 - seat];
        match &other.address {
            Some(address) => address.clone(),
            None => format!("key:{}", other.key),
        }
    }
}

/// `name`'s record on a board from their rated games there (`games`, in
/// the order they were played, each with the seat they had): the same
/// sums as when each game was kept, so a game voided is as if it was
/// never played, for this player. Games kept without ratings count the
/// opponent as a new player.
pub fn replay(name: &str, games: &[(RatedGame, usize)]) -> PlayerRecord {
    let mut record = PlayerRecord::new(name);
    let mut opponents: BTreeMap<String, bool> = BTreeMap::new();
    for (game, seat) in games {
        let opponent = game.sides[1 - seat].before.unwrap_or(rating_maths::NEW);
        let counted = game.sides[*seat].counted;
        record = record.after(&opponent, game.scored(*seat), game.weight, counted);
        let established = opponents.entry(game.opponent_id(*seat)).or_default();
        *established |= counted;
    }
    record.opponents = opponents.len() as u32;
    record.established_opponents = opponents.values().filter(|counted| **counted).count() as u32;
    record
}

/// A ban from rated play.
#[derive(Clone, Debug, PartialEq)]
pub struct Ban {
    pub target: Banned,
    /// Seconds since 1970 when it ends.
    pub until: i64,
    pub reason: BanReason,
    /// When it was made.
    pub at: i64,
}

impl Ban {
    /// The ban as the moderators' log keeps it (either store).
    pub fn logged(&self) -> String {
        format!(
            "banned {} from rated play until {} UTC ({})",
            self.target,
            when(self.until),
            self.reason.key()
        )
    }
}

/// Who a ban closes rated play to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Banned {
    Key(String),
    Addresses(Block),
}

impl Banned {
    /// Whether this ban is for `key` or for an address block holding
    /// `address`.
    pub fn covers(&self, key: &str, address: Option<IpAddr>) -> bool {
        match self {
            Banned::Key(banned) => banned == key,
            Banned::Addresses(block) => address.is_some_and(|address| block.contains(address)),
        }
    }
}

impl fmt::Display for Banned {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Banned::Key(key) => write!(f, "key {key}"),
            Banned::Addresses(block) => write!(f, "addresses {block}"),
        }
    }
}

/// What voiding a key did: how many games, and each opponent's rating
/// before and after, by board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Voided {
    pub games: usize,
    /// (board, key, rating before, rating after)
    pub opponents: Vec<(String, String, f64, f64)>,
}

/// A reported player, as a moderator's list shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportedPlayer {
    pub key: String,
    pub reports: u32,
    /// Of those, "played to lose on purpose" and "unfair play".
    pub threw: u32,
    pub unfair: u32,
    /// Different reporters, by address.
    pub reporters: u32,
    /// The latest report's time and round.
    pub latest: i64,
    pub latest_round: String,
}

/// The most reported players a list shows.
pub const REPORTED_LISTED: usize = 100;

impl Voided {
    /// Voiding `key` as the moderators' log keeps it (either store).
    pub fn logged(&self, key: &str) -> String {
        format!(
            "voided {key}: {} rated games, {} opponents' records computed again",
            self.games,
            self.opponents.len()
        )
    }
}

/// A moderator's action, as the log keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Logged {
    pub at: i64,
    pub action: String,
}

/// What a moderator can do on a store. Each change is one transaction
/// (one script on Redis) and is logged in the store with the time.
pub trait Moderation {
    /// The rated games of a key, or from an address block, oldest first,
    /// voided ones too (marked).
    fn games(&self, who: &Who) -> Result<Vec<RatedGame>, StoreError>;
    /// Voids every rated game `key` played, on every board: the key's own
    /// records go (it starts again as new), and each opponent's record is
    /// computed again from their games that remain, in order.
    fn void(&mut self, key: &str, at: i64) -> Result<Voided, StoreError>;
    fn ban(&mut self, ban: &Ban) -> Result<(), StoreError>;
    /// Ends the bans on `target` at `at`; how many there were.
    fn lift(&mut self, target: &Banned, at: i64) -> Result<usize, StoreError>;
    /// The bans still running at `at`.
    fn bans(&self, at: i64) -> Result<Vec<Ban>, StoreError>;
    /// Every moderator's action, oldest first.
    fn log(&self) -> Result<Vec<Logged>, StoreError>;
    /// The players reported after rated rounds, most reported first (at
    /// most [`REPORTED_LISTED`]).
    fn reported(&self) -> Result<Vec<ReportedPlayer>, StoreError>;
}

/// A date and time as a moderator reads it, from seconds since 1970 (UTC).
pub fn when(seconds: i64) -> String {
    let (days, in_day) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
    // Days since 1970 to a civil date (March-based years, 400-year eras).
    let shifted = days + 719_468;
    let era = shifted.div_euclid(146_097);
    let of_era = shifted.rem_euclid(146_097);
    let year_of_era = (of_era - of_era / 1_460 + of_era / 36_524 - of_era / 146_096) / 365;
    let day_of_year = of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02}",
        in_day / 3_600,
        in_day % 3_600 / 60,
        in_day % 60
    )
}

/// The longest-running of `bans` that covers `key` or `address` at `at`.
pub fn ban_on(bans: &[Ban], key: &str, address: Option<IpAddr>, at: i64) -> Option<Ban> {
    bans.iter()
        .filter(|ban| ban.until > at && ban.target.covers(key, address))
        .max_by_key(|ban| ban.until)
        .cloned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_hold_the_addresses_their_bits_say() {
        let block = Block::parse("203.0.113.0/24").unwrap();
        assert!(block.contains("203.0.113.77".parse().unwrap()));
        assert!(!block.contains("203.0.114.1".parse().unwrap()));
        assert!(!block.contains("2001:db8::1".parse().unwrap()));
        let one = Block::parse("198.51.100.7").unwrap();
        assert_eq!(one.to_string(), "198.51.100.7/32");
        assert!(one.contains("198.51.100.7".parse().unwrap()));
        assert!(!one.contains("198.51.100.8".parse().unwrap()));
        let six = Block::parse("2001:db8:aa::/48").unwrap();
        assert!(six.contains("2001:db8:aa:1::9".parse().unwrap()));
        assert!(!six.contains("2001:db8:ab::9".parse().unwrap()));
        assert!(
            Block::parse("0.0.0.0/0")
                .unwrap()
                .contains("8.8.8.8".parse().unwrap())
        );
        // A player's own IPv6 address finds the household its games are
        // kept under.
        let own = Block::parse("2001:db8:aa:1::9").unwrap();
        assert!(own.holds("2001:db8:aa:1::".parse().unwrap()));
        assert!(!own.holds("2001:db8:aa:2::".parse().unwrap()));
        assert!(one.holds("198.51.100.7".parse().unwrap()));
        assert_eq!(household_text("2001:db8:aa:1::"), "2001:db8:aa:1::/64");
        assert_eq!(household_text("198.51.100.7"), "198.51.100.7");
        for bad in [
            "",
            "nonsense",
            "203.0.113.0/33",
            "2001:db8::/129",
            "1.2.3.4/x",
        ] {
            assert!(Block::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_longest_ban_that_covers_a_player_is_theirs() {
        let ban = |target, until| Ban {
            target,
            until,
            reason: BanReason::Farming,
            at: 0,
        };
        let bans = [
            ban(Banned::Key("farmer".into()), 100),
            ban(
                Banned::Addresses(Block::parse("203.0.113.0/24").unwrap()),
                500,
            ),
            ban(Banned::Key("someone".into()), 900),
        ];
        let home: IpAddr = "203.0.113.9".parse().unwrap();
        let away: IpAddr = "198.51.100.1".parse().unwrap();
        assert_eq!(ban_on(&bans, "farmer", Some(away), 50).unwrap().until, 100);
        assert_eq!(ban_on(&bans, "farmer", Some(home), 50).unwrap().until, 500);
        assert_eq!(ban_on(&bans, "other", Some(home), 499).unwrap().until, 500);
        assert_eq!(ban_on(&bans, "other", Some(home), 500), None, "over");
        assert_eq!(ban_on(&bans, "farmer", None, 100), None);
    }
}
