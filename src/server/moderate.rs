//! `tictactoe-server moderate`: a moderator's commands on the ratings
//! store (this server's SQLite file, or the Redis that nodes share),
//! whether the server runs or not: a key's or an address block's rated
//! games and rating history, voiding a key's rated games, bans from rated
//! play for a time, and the log of every action. Each change is logged in
//! the store and on standard error.

use std::io::Write;

use crate::net::protocol::BanReason;
use crate::server::cluster::shared_ratings::RedisRatings;
use crate::server::rating_maths;
use crate::server::ratings_store::moderation::{
    Ban, Banned, Moderation, RatedGame, Voided, Who, household_text, when,
};
use crate::server::ratings_store::{Store, StoreAt};

pub const USAGE: &str = "\
tictactoe-server moderate: a moderator's commands on the ratings store.

Usage: tictactoe-server moderate [--store PATH | --redis URL] COMMAND
  --store PATH   the server's SQLite file (default tictactoe-server.sqlite3
                 beside this program)
  --redis URL    the Redis that servers share (redis://host:port)

Commands:
  games --key KEY          a device key's rated games, oldest first, with its
                           rating before and after each: its rating history
  games --address BLOCK    the rated games played from an address or a block
                           (203.0.113.7, 203.0.113.0/24, 2001:db8::/48)
  void KEY                 void every rated game KEY played: KEY starts again
                           as a new player, and each opponent's rating is
                           computed again from the games that remain, in
                           order; nothing else changes
  ban --key KEY --for TIME --reason WHY
  ban --address BLOCK --for TIME --reason WHY
                           close quick match to a key or an address block for
                           TIME (90s, 30m, 12h, 7d); rooms with friends go on.
                           WHY, shown to the player in their language:
                           farming, camping, abuse or cheating
  lift --key KEY | --address BLOCK
                           end the bans on a key or a block now
  bans                     the bans still running
  reports                  the players reported after rated rounds, most
                           reported first: how often, why, by how many
                           addresses, and the latest round's name
  log                      every moderator's action, oldest first
  -h, --help               this text
";

/// Where the commands work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    File(StoreAt),
    Redis(String),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Games(Who),
    Void(String),
    Ban {
        target: Banned,
        seconds: i64,
        reason: BanReason,
    },
    Lift(Banned),
    Bans,
    Reports,
    Log,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Moderate {
    pub place: Option<Place>,
    pub command: Command,
}

/// A duration as a moderator writes it: `90s`, `30m`, `12h` or `7d` (a
/// bare number is refused: "2" meant as days would ban for 2 seconds).
pub fn seconds_in(text: &str) -> Result<i64, String> {
    let (number, unit) = match text.char_indices().last() {
        Some((at, unit)) if unit.is_ascii_alphabetic() => (&text[..at], unit),
        _ => {
            return Err(format!("\"{text}\" needs a unit: 90s, 30m, 12h or 7d"));
        }
    };
    let scale = match unit {
        's' => 1,
        'm' => 60,
        'h' => 3_600,
        'd' => 86_400,
        _ => 0,
    };
    number
        .parse::<i64>()
        .ok()
        .filter(|n| *n > 0 && scale > 0)
        .and_then(|n| n.checked_mul(scale))
        .filter(|seconds| *seconds <= 100 * 365 * 86_400)
        .ok_or_else(|| format!("\"{text}\" is not a time like 90s, 30m, 12h or 7d"))
}

/// `n` and the noun, as one or many.
fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// One game as a line: when, the board, each side (key, address, rating
/// before and after, and "not counted" where the opponent was not
/// established), the result and its weight.
pub fn game_line(game: &RatedGame) -> String {
    let side = |seat: usize| {
        let side = &game.sides[seat];
        let rating = |value: Option<f64>| {
            value.map_or("?".into(), |rating| {
                rating_maths::shown(&rating_maths::Rating {
                    rating,
                    ..rating_maths::NEW
                })
                .to_string()
            })
        };
        format!(
            "{} ({}) {} → {}{}",
            side.key,
            side.address.as_deref().map_or("-".into(), household_text),
            rating(side.before.map(|before| before.rating)),
            rating(side.after),
            if side.counted { "" } else { ", not counted" }
        )
    };
    let result = match game.result.as_str() {
        "one" => "beat",
        "two" => "lost to",
        _ => "drew with",
    };
    format!(
        "{}  {}  {} {} {}  weight {}{}",
        when(game.at),
        game.board,
        side(0),
        result,
        side(1),
        game.weight,
        if game.voided { "  VOIDED" } else { "" }
    )
}

fn voided_lines(key: &str, voided: &Voided) -> Vec<String> {
    let mut lines = vec![format!(
        "voided {} of {key}; {} computed again:",
        counted(voided.games, "rated game", "rated games"),
        counted(
            voided.opponents.len(),
            "opponent's rating",
            "opponents' ratings"
        )
    )];
    for (board, other, before, after) in &voided.opponents {
        lines.push(format!("  {board}  {other}  {before:.0} → {after:.0}"));
    }
    lines
}

/// Runs `moderate` on `store` at `now` (seconds since 1970), writing what
/// it found or did to `out`.
pub fn run_on(
    store: &mut dyn Moderation,
    command: &Command,
    now: i64,
    out: &mut dyn Write,
) -> Result<(), String> {
    let failed = |error: crate::server::ratings_store::StoreError| error.to_string();
    let lines: Vec<String> = match command {
        Command::Games(who) => {
            let games = store.games(who).map_err(failed)?;
            let mut lines: Vec<String> = games.iter().map(game_line).collect();
            lines.push(counted(games.len(), "rated game", "rated games"));
            lines
        }
        Command::Void(key) => voided_lines(key, &store.void(key, now).map_err(failed)?),
        Command::Ban {
            target,
            seconds,
            reason,
        } => {
            let until = now.saturating_add(*seconds);
            store
                .ban(&Ban {
                    target: target.clone(),
                    until,
                    reason: *reason,
                    at: now,
                })
                .map_err(failed)?;
            vec![format!(
                "{target} banned from rated play until {} UTC ({})",
                when(until),
                reason.key()
            )]
        }
        Command::Lift(target) => {
            let lifted = store.lift(target, now).map_err(failed)?;
            vec![format!(
                "lifted {} on {target}",
                counted(lifted, "ban", "bans")
            )]
        }
        Command::Bans => {
            let bans = store.bans(now).map_err(failed)?;
            let mut lines: Vec<String> = bans
                .iter()
                .map(|ban| {
                    format!(
                        "{}  until {} UTC  {}  (made {})",
                        ban.target,
                        when(ban.until),
                        ban.reason.key(),
                        when(ban.at)
                    )
                })
                .collect();
            lines.push(counted(bans.len(), "ban running", "bans running"));
            lines
        }
        Command::Reports => {
            let reported = store.reported().map_err(failed)?;
            let mut lines: Vec<String> = reported
                .iter()
                .map(|player| {
                    format!(
                        "{}  {} ({} played to lose, {} unfair play) from {}; latest {} UTC, \
                         round {}",
                        player.key,
                        counted(player.reports as usize, "report", "reports"),
                        player.threw,
                        player.unfair,
                        counted(player.reporters as usize, "address", "addresses"),
                        when(player.latest),
                        player.latest_round
                    )
                })
                .collect();
            lines.push(counted(
                reported.len(),
                "player reported",
                "players reported",
            ));
            lines
        }
        Command::Log => store
            .log()
            .map_err(failed)?
            .iter()
            .map(|logged| format!("{}  {}", when(logged.at), logged.action))
            .collect(),
    };
    for line in lines {
        writeln!(out, "{line}").map_err(|error| error.to_string())?;
    }
    Ok(())
}

/// Opens the store `moderate` names (`default` if none) and runs its
/// command there, now.
pub fn run(moderate: &Moderate, default: StoreAt, out: &mut dyn Write) -> Result<(), String> {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs() as i64);
    match moderate.place.clone().unwrap_or(Place::File(default)) {
        Place::File(at) => {
            // A mistyped path would otherwise make a new, empty store.
            if let StoreAt::File(path) = &at
                && !path.exists()
            {
                return Err(format!("no store at {}", path.display()));
            }
            let mut store = Store::open(&at).map_err(|error| error.to_string())?;
            run_on(&mut store, &moderate.command, now, out)
        }
        Place::Redis(url) => {
            let mut store = RedisRatings::for_moderator(&url).map_err(|e| e.to_string())?;
            run_on(&mut store, &moderate.command, now, out)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_a_moderator_writes_them() {
        assert_eq!(seconds_in("90s"), Ok(90));
        assert!(seconds_in("45").unwrap_err().contains("needs a unit"));
        assert_eq!(seconds_in("30m"), Ok(1_800));
        assert_eq!(seconds_in("12h"), Ok(43_200));
        assert_eq!(seconds_in("7d"), Ok(604_800));
        for bad in ["", "0d", "-1h", "d", "1y", "99999999999d"] {
            assert!(seconds_in(bad).is_err(), "{bad}");
        }
        assert_eq!(when(0), "1970-01-01 00:00:00");
        assert_eq!(when(951_782_400), "2000-02-29 00:00:00");
        assert_eq!(when(1_796_601_600 + 3_661), "2026-12-07 01:01:01");
    }
}
