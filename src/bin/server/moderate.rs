//! `tictactoe-server moderate`'s command line, read into a
//! [`Moderate`] that `server::moderate` carries out.

use tictactoe::cli::{Arg, Args, unknown};
use tictactoe::net::protocol::BanReason;
use tictactoe::server::StoreAt;
use tictactoe::server::moderate::{Command, Moderate, Place, seconds_in};
use tictactoe::server::ratings_store::moderation::{Banned, Block, Who};

/// A key or an address block, from `--key` or `--address`.
fn target(flag: &str, args: &mut Args) -> Result<Banned, String> {
    match flag {
        "--key" => Ok(Banned::Key(args.value()?)),
        "--address" => Ok(Banned::Addresses(Block::parse(&args.value()?)?)),
        _ => Err(unknown(flag)),
    }
}

/// Reads the words after `moderate`.
pub fn parse(mut args: Args) -> Result<Option<Moderate>, String> {
    let mut place = None;
    let mut words: Vec<String> = Vec::new();
    let mut target_given: Option<Banned> = None;
    let mut seconds = None;
    let mut reason = None;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Help => return Ok(None),
            Arg::Positional(word) => words.push(word),
            Arg::Flag(flag) => match flag.as_str() {
                "--store" => place = Some(Place::File(StoreAt::parse(&args.value()?))),
                "--redis" => place = Some(Place::Redis(args.value()?)),
                "--key" | "--address" => target_given = Some(target(&flag, &mut args)?),
                "--for" => seconds = Some(seconds_in(&args.value()?)?),
                "--reason" => {
                    let why = args.value()?;
                    reason = Some(BanReason::from_key(&why).ok_or_else(|| {
                        format!("\"{why}\" is not a reason: farming, camping, abuse or cheating")
                    })?);
                }
                _ => return Err(unknown(&flag)),
            },
        }
    }
    let mut words = words.into_iter();
    if words.next().as_deref() != Some("moderate") {
        return Err("the first word is \"moderate\"".into());
    }
    let needs_target = |what: &str| format!("{what} takes --key KEY or --address BLOCK");
    let command = match words.next().as_deref() {
        Some("games") => Command::Games(match target_given.take() {
            Some(Banned::Key(key)) => Who::Key(key),
            Some(Banned::Addresses(block)) => Who::Addresses(block),
            None => return Err(needs_target("games")),
        }),
        Some("void") => Command::Void(words.next().ok_or("void takes the key to void")?),
        Some("ban") => Command::Ban {
            target: target_given.take().ok_or_else(|| needs_target("ban"))?,
            seconds: seconds.ok_or("ban takes --for TIME (90s, 30m, 12h, 7d)")?,
            reason: reason.ok_or("ban takes --reason farming, camping, abuse or cheating")?,
        },
        Some("lift") => Command::Lift(target_given.take().ok_or_else(|| needs_target("lift"))?),
        Some("bans") => Command::Bans,
        Some("reports") => Command::Reports,
        Some("log") => Command::Log,
        Some(other) => return Err(unknown(other)),
        None => return Err("a command: games, void, ban, lift, bans, reports or log".into()),
    };
    if let Some(extra) = words.next() {
        return Err(unknown(&extra));
    }
    Ok(Some(Moderate { place, command }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Args {
        Args::new(text.split_whitespace().map(String::from))
    }

    #[test]
    fn commands_are_read_and_mistakes_named() {
        let read = |text| parse(args(text));
        assert_eq!(
            read("moderate games --key abc").unwrap().unwrap().command,
            Command::Games(Who::Key("abc".into()))
        );
        let ban = read(
            "moderate --redis redis://x:1 ban --address 203.0.113.0/24 --for 7d --reason farming",
        )
        .unwrap()
        .unwrap();
        assert_eq!(ban.place, Some(Place::Redis("redis://x:1".into())));
        assert_eq!(
            ban.command,
            Command::Ban {
                target: Banned::Addresses(Block::parse("203.0.113.0/24").unwrap()),
                seconds: 7 * 86_400,
                reason: BanReason::Farming
            }
        );
        assert_eq!(read("moderate --help").unwrap(), None);
        for (bad, says) in [
            ("moderate", "a command"),
            ("moderate games", "--key KEY or --address"),
            ("moderate void", "the key to void"),
            ("moderate ban --key k --reason farming", "--for"),
            (
                "moderate ban --key k --for 3x --reason farming",
                "not a time",
            ),
            (
                "moderate ban --key k --for 1d --reason rude",
                "not a reason",
            ),
            ("moderate games --address 300.1.1.1", "not an address"),
            ("moderate dance", "dance"),
            ("moderate bans extra", "extra"),
        ] {
            let error = read(bad).unwrap_err();
            assert!(error.contains(says), "{bad}: {error}");
        }
    }
}
