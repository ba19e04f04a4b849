//! Why the server refused a request or closed a room, typed: the server
//! builds a [`Refused`] or a [`Closing`], the game words each variant in the
//! player's language. On the wire they stay what they always were, a code
//! and an args map of text (see [`ErrorCode`]), so older clients and the
//! browser page read them unchanged; this file is the one place that turns
//! one into the other.

use std::collections::BTreeMap;
use std::str::FromStr;

use crate::core::Player;

use super::ErrorCode;

/// Why a request was refused, with what its sentence says. Each variant
/// belongs to one [`ErrorCode`] ([`Refused::code`]); where a code has
/// several sentences, the args' `reason` key tells them apart.
#[derive(Clone, Debug, PartialEq)]
pub enum Refused {
    /// The client is older than the server.
    UpdateGame {
        server: u32,
        client: u32,
    },
    /// The client is newer than the server.
    UpdateServer {
        server: u32,
        client: u32,
    },
    TooLarge {
        bytes: u64,
        limit: u64,
    },
    /// Messages a second, a connection's rate (it may be fractional).
    TooFastMessages {
        per_second: f64,
    },
    TooFastLeaderboards {
        per_second: u64,
    },
    /// `why`: the parser's English words, cut like any quote.
    NotProtocol {
        why: String,
    },
    Binary {
        bytes: u64,
    },
    /// `code` as typed.
    NoSuchRoom {
        code: String,
    },
    RoomClosed,
    RoomFull {
        code: String,
    },
    TooManyJoins {
        seconds: u64,
    },
    BadToken {
        code: String,
    },
    SeatGivenUp,
    /// The other player, `name`, left.
    SeatLeft {
        name: String,
    },
    NotConnected,
    /// In the quick-match queue, with nobody to play yet.
    StillSearching,
    NoRoom,
    IdleTimeout {
        seconds: u64,
    },
    AlreadySeated {
        code: String,
    },
    AlreadySearching,
    AlreadyWatching,
    NotStarted,
    /// `name`'s move.
    NotYourTurn {
        name: String,
    },
    /// Rows, columns and boards are counted from 1, as the sentences say them.
    Occupied {
        by: Player,
        row: u16,
        col: u16,
    },
    OffBoard {
        row: u16,
        col: u16,
    },
    GameOver,
    ClosedBoard {
        board: u8,
    },
    WrongBoard {
        must: u8,
        row: u16,
        col: u16,
    },
    OutOfTime,
    RoundOver,
    Late,
    RoundNotOver,
    ServerFull,
    ReturningOnly,
    TooManyRooms,
    /// This address holds `held` of `what` already.
    AddressHolds {
        held: u64,
        what: Holding,
    },
    LostTouch,
    NoAnswer,
    ComputersName {
        name: String,
    },
    RatedName {
        name: String,
    },
    LookAlikeName {
        name: String,
        waiting: String,
    },
    BadPlayer {
        key: String,
        min: u64,
        max: u64,
    },
    TooSoon {
        games: u64,
        seconds: u64,
    },
    /// A report came from an address that made as many as it may this
    /// hour.
    TooManyReports {
        per_hour: u32,
    },
    /// A report, but no rated round has just ended here (or it was
    /// reported already).
    NothingToReport,
    /// A moderator closed rated play to this device or address for a
    /// time: quick match is refused (rooms with friends go on).
    Banned {
        why: BanReason,
        seconds: u64,
    },
    BadClock {
        seconds: u32,
        choices: [u32; 3],
    },
    Watcher {
        code: String,
    },
    TooManyWatchers {
        code: String,
    },
    Replaced,
    /// Too much bad input; `cause` is the last bad message's refusal (too
    /// large, too fast or malformed).
    Disconnected {
        cause: Box<Refused>,
    },
}

/// Why a moderator closed rated play to a device or an address, as the
/// player is told it in their language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BanReason {
    /// Ratings won from other keys or addresses of one player (puppets).
    Farming,
    /// Searches paired and never played.
    Camping,
    /// Abusive names or behaviour toward other players.
    Abuse,
    /// Help from a program or another person in rated games.
    Cheating,
}

impl BanReason {
    pub const ALL: [BanReason; 4] = [
        BanReason::Farming,
        BanReason::Camping,
        BanReason::Abuse,
        BanReason::Cheating,
    ];

    /// The word the protocol, the store and the moderator's commands use.
    pub fn key(self) -> &'static str {
        match self {
            BanReason::Farming => "farming",
            BanReason::Camping => "camping",
            BanReason::Abuse => "abuse",
            BanReason::Cheating => "cheating",
        }
    }

    pub fn from_key(key: &str) -> Option<BanReason> {
        BanReason::ALL
            .into_iter()
            .find(|reason| reason.key() == key)
    }
}

/// What an address may hold only so many of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holding {
    Rooms,
    Searches,
    Watching,
}

/// Why a room closed for this connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Closing {
    StoppedLooking,
    Left,
    StoppedWatching,
    EveryoneLeft,
    Idle,
    ShuttingDown,
    CalledOff,
    /// The game was called off: `name` never made a first move.
    CalledOffBy {
        name: String,
    },
    /// This player did not move within `seconds`.
    NoFirstMove {
        seconds: u32,
    },
}

/// The args map as the protocol carries it.
pub type Args = BTreeMap<String, String>;

impl Refused {
    /// The protocol's code for this reason.
    pub fn code(&self) -> ErrorCode {
        use ErrorCode as E;
        use Refused as R;
        match self {
            R::UpdateGame { .. } | R::UpdateServer { .. } => E::Version,
            R::TooLarge { .. } => E::TooLarge,
            R::TooFastMessages { .. } | R::TooFastLeaderboards { .. } => E::TooFast,
            R::NotProtocol { .. } | R::Binary { .. } => E::Malformed,
            R::NoSuchRoom { .. } | R::RoomClosed => E::NoSuchRoom,
            R::RoomFull { .. } => E::RoomFull,
            R::TooManyJoins { .. } => E::TooManyJoins,
            R::BadToken { .. } => E::BadToken,
            R::SeatGivenUp | R::SeatLeft { .. } => E::SeatGone,
            R::NotConnected | R::StillSearching | R::NoRoom | R::IdleTimeout { .. } => E::NotInRoom,
            R::AlreadySeated { .. } | R::AlreadySearching | R::AlreadyWatching => E::AlreadyInRoom,
            R::NotStarted => E::NotStarted,
            R::NotYourTurn { .. } => E::NotYourTurn,
            R::Occupied { .. }
            | R::OffBoard { .. }
            | R::GameOver
            | R::ClosedBoard { .. }
            | R::WrongBoard { .. } => E::IllegalMove,
            R::OutOfTime | R::RoundOver | R::Late => E::RoundOver,
            R::RoundNotOver | R::NothingToReport => E::RoundNotOver,
            R::TooManyReports { .. } => E::TooFast,
            R::ServerFull
            | R::ReturningOnly
            | R::TooManyRooms
            | R::AddressHolds { .. }
            | R::LostTouch
            | R::NoAnswer => E::ServerFull,
            R::ComputersName { .. } | R::RatedName { .. } | R::LookAlikeName { .. } => E::BadName,
            R::BadPlayer { .. } => E::BadPlayer,
            R::TooSoon { .. } | R::Banned { .. } => E::TooSoon,
            R::BadClock { .. } => E::BadClock,
            R::Watcher { .. } => E::Watcher,
            R::TooManyWatchers { .. } => E::TooManyWatchers,
            R::Replaced => E::Replaced,
            R::Disconnected { .. } => E::Disconnected,
        }
    }

    /// The args map the protocol carries, named as [`ErrorCode`] lists them.
    pub fn args(&self) -> Args {
        let mut args = Args::new();
        self.write_args(&mut args);
        args
    }

    fn write_args(&self, args: &mut Args) {
        use Refused as R;
        let mut put = |name: &str, value: &dyn ToString| {
            args.insert(name.to_string(), value.to_string());
        };
        if let Some(reason) = self.reason_key() {
            put("reason", &reason);
        }
        match self {
            R::UpdateGame { server, client } | R::UpdateServer { server, client } => {
                put("server", server);
                put("client", client);
            }
            R::TooLarge { bytes, limit } => {
                put("bytes", bytes);
                put("limit", limit);
            }
            R::TooFastMessages { per_second } => put("per-second", per_second),
            R::TooFastLeaderboards { per_second } => put("per-second", per_second),
            R::NotProtocol { why } => put("why", why),
            R::Binary { bytes } => put("bytes", bytes),
            R::NoSuchRoom { code }
            | R::RoomFull { code }
            | R::BadToken { code }
            | R::AlreadySeated { code }
            | R::Watcher { code }
            | R::TooManyWatchers { code } => put("code", code),
            R::TooManyJoins { seconds } | R::IdleTimeout { seconds } => put("seconds", seconds),
            R::SeatLeft { name }
            | R::NotYourTurn { name }
            | R::ComputersName { name }
            | R::RatedName { name } => put("name", name),
            R::Occupied { by, row, col } => {
                put("by", by);
                put("row", row);
                put("col", col);
            }
            R::OffBoard { row, col } => {
                put("row", row);
                put("col", col);
            }
            R::ClosedBoard { board } => put("board", board),
            R::WrongBoard { must, row, col } => {
                put("must", must);
                put("row", row);
                put("col", col);
            }
            R::AddressHolds { held, what } => {
                put("held", held);
                put("what", &what.key());
            }
            R::LookAlikeName { name, waiting } => {
                put("name", name);
                put("waiting", waiting);
            }
            R::BadPlayer { key, min, max } => {
                put("key", key);
                put("min", min);
                put("max", max);
            }
            R::TooSoon { games, seconds } => {
                put("games", games);
                put("seconds", seconds);
            }
            R::Banned { why, seconds } => {
                put("why", &why.key());
                put("seconds", seconds);
            }
            R::TooManyReports { per_hour } => put("per-hour", per_hour),
            R::BadClock { seconds, choices } => {
                let [a, b, c] = choices;
                put("seconds", seconds);
                put("choices", &format!("{a},{b},{c}"));
            }
            R::Disconnected { cause } => {
                // The cause's own args travel beside its name.
                cause.write_args(args);
                args.insert("cause".into(), cause_key(cause.code()).into());
            }
            R::RoomClosed
            | R::SeatGivenUp
            | R::NotConnected
            | R::StillSearching
            | R::NoRoom
            | R::AlreadySearching
            | R::AlreadyWatching
            | R::NotStarted
            | R::GameOver
            | R::OutOfTime
            | R::RoundOver
            | R::Late
            | R::RoundNotOver
            | R::ServerFull
            | R::ReturningOnly
            | R::TooManyRooms
            | R::LostTouch
            | R::NoAnswer
            | R::NothingToReport
            | R::Replaced => {}
        }
    }

    /// The args' `reason`, for a code with several sentences.
    fn reason_key(&self) -> Option<&'static str> {
        use Refused as R;
        Some(match self {
            R::UpdateGame { .. } => "update-game",
            R::UpdateServer { .. } => "update-server",
            R::TooFastMessages { .. } => "messages",
            R::TooFastLeaderboards { .. } => "leaderboards",
            R::NotProtocol { .. } => "not-protocol",
            R::Binary { .. } => "binary",
            R::NoSuchRoom { .. } => "unknown",
            R::RoomClosed => "closed",
            R::SeatGivenUp => "given-up",
            R::SeatLeft { .. } => "left",
            R::NotConnected => "not-connected",
            R::StillSearching | R::AlreadySearching => "searching",
            R::NoRoom => "no-room",
            R::IdleTimeout { .. } => "idle-timeout",
            R::AlreadySeated { .. } => "seated",
            R::AlreadyWatching => "watching",
            R::Occupied { .. } => "occupied",
            R::OffBoard { .. } => "off-board",
            R::GameOver => "game-over",
            R::ClosedBoard { .. } => "closed-board",
            R::WrongBoard { .. } => "wrong-board",
            R::OutOfTime => "out-of-time",
            R::RoundOver => "over",
            R::Late => "late",
            R::ServerFull => "full",
            R::ReturningOnly => "returning-only",
            R::TooManyRooms => "rooms",
            R::AddressHolds { .. } => "address",
            R::LostTouch => "lost-touch",
            R::NoAnswer => "no-answer",
            R::ComputersName { .. } => "computer",
            R::RatedName { .. } => "rated",
            R::LookAlikeName { .. } => "look-alike",
            R::Banned { .. } => "banned",
            R::TooManyReports { .. } => "reports",
            R::NothingToReport => "nothing-to-report",
            // The cause's reason is written with the cause's args.
            R::Disconnected { .. }
            | R::TooLarge { .. }
            | R::RoomFull { .. }
            | R::TooManyJoins { .. }
            | R::BadToken { .. }
            | R::NotStarted
            | R::NotYourTurn { .. }
            | R::RoundNotOver
            | R::BadPlayer { .. }
            | R::TooSoon { .. }
            | R::BadClock { .. }
            | R::Watcher { .. }
            | R::TooManyWatchers { .. }
            | R::Replaced => return None,
        })
    }

    /// The reason a refusal's code and args say; `None` when they say none
    /// this version knows (a newer server's, or args missing or garbled),
    /// so the client shows the server's English instead.
    pub fn from_args(code: ErrorCode, args: &Args) -> Option<Refused> {
        use ErrorCode as E;
        use Refused as R;
        let read = Reader(args);
        let text = |name| read.text(name).map(str::to_string);
        let reason = read.text("reason");
        Some(match (code, reason) {
            (E::Version, Some("update-game")) => R::UpdateGame {
                server: read.number("server")?,
                client: read.number("client")?,
            },
            (E::Version, Some("update-server")) => R::UpdateServer {
                server: read.number("server")?,
                client: read.number("client")?,
            },
            (E::TooLarge, _) => R::TooLarge {
                bytes: read.number("bytes")?,
                limit: read.number("limit")?,
            },
            (E::TooFast, Some("messages")) => R::TooFastMessages {
                per_second: read.number("per-second")?,
            },
            (E::TooFast, Some("leaderboards")) => R::TooFastLeaderboards {
                per_second: read.number("per-second")?,
            },
            (E::TooFast, Some("reports")) => R::TooManyReports {
                per_hour: read.number("per-hour")?,
            },
            (E::RoundNotOver, Some("nothing-to-report")) => R::NothingToReport,
            (E::Malformed, Some("not-protocol")) => R::NotProtocol { why: text("why")? },
            (E::Malformed, Some("binary")) => R::Binary {
                bytes: read.number("bytes")?,
            },
            (E::NoSuchRoom, Some("unknown")) => R::NoSuchRoom {
                code: text("code")?,
            },
            (E::NoSuchRoom, Some("closed")) => R::RoomClosed,
            (E::RoomFull, _) => R::RoomFull {
                code: text("code")?,
            },
            (E::TooManyJoins, _) => R::TooManyJoins {
                seconds: read.number("seconds")?,
            },
            (E::BadToken, _) => R::BadToken {
                code: text("code")?,
            },
            (E::SeatGone, Some("given-up")) => R::SeatGivenUp,
            (E::SeatGone, Some("left")) => R::SeatLeft {
                name: text("name")?,
            },
            (E::NotInRoom, Some("not-connected")) => R::NotConnected,
            (E::NotInRoom, Some("searching")) => R::StillSearching,
            (E::NotInRoom, Some("no-room")) => R::NoRoom,
            (E::NotInRoom, Some("idle-timeout")) => R::IdleTimeout {
                seconds: read.number("seconds")?,
            },
            (E::AlreadyInRoom, Some("seated")) => R::AlreadySeated {
                code: text("code")?,
            },
            (E::AlreadyInRoom, Some("searching")) => R::AlreadySearching,
            (E::AlreadyInRoom, Some("watching")) => R::AlreadyWatching,
            (E::NotStarted, _) => R::NotStarted,
            (E::NotYourTurn, _) => R::NotYourTurn {
                name: text("name")?,
            },
            (E::IllegalMove, Some(reason)) => illegal_move(reason, &read)?,
            (E::RoundOver, Some("out-of-time")) => R::OutOfTime,
            (E::RoundOver, Some("over")) => R::RoundOver,
            (E::RoundOver, Some("late")) => R::Late,
            (E::RoundNotOver, _) => R::RoundNotOver,
            (E::ServerFull, Some("full")) => R::ServerFull,
            (E::ServerFull, Some("returning-only")) => R::ReturningOnly,
            (E::ServerFull, Some("rooms")) => R::TooManyRooms,
            (E::ServerFull, Some("address")) => R::AddressHolds {
                held: read.number("held")?,
                what: Holding::from_key(read.text("what")?)?,
            },
            (E::ServerFull, Some("lost-touch")) => R::LostTouch,
            (E::ServerFull, Some("no-answer")) => R::NoAnswer,
            (E::BadName, Some("computer")) => R::ComputersName {
                name: text("name")?,
            },
            (E::BadName, Some("rated")) => R::RatedName {
                name: text("name")?,
            },
            (E::BadName, Some("look-alike")) => R::LookAlikeName {
                name: text("name")?,
                waiting: text("waiting")?,
            },
            (E::BadPlayer, _) => R::BadPlayer {
                key: text("key")?,
                min: read.number("min")?,
                max: read.number("max")?,
            },
            (E::TooSoon, Some("banned")) => R::Banned {
                why: BanReason::from_key(read.text("why")?)?,
                seconds: read.number("seconds")?,
            },
            (E::TooSoon, _) => R::TooSoon {
                games: read.number("games")?,
                seconds: read.number("seconds")?,
            },
            (E::BadClock, _) => R::BadClock {
                seconds: read.number("seconds")?,
                choices: read.three("choices")?,
            },
            (E::Watcher, _) => R::Watcher {
                code: text("code")?,
            },
            (E::TooManyWatchers, _) => R::TooManyWatchers {
                code: text("code")?,
            },
            (E::Replaced, _) => R::Replaced,
            (E::Disconnected, _) => {
                let cause = match read.text("cause")? {
                    "too-large" => E::TooLarge,
                    "too-fast" => E::TooFast,
                    "malformed" => E::Malformed,
                    _ => return None,
                };
                R::Disconnected {
                    cause: Box::new(Refused::from_args(cause, args)?),
                }
            }
            // A sentence this version does not know: a newer server's.
            (
                E::Version
                | E::TooFast
                | E::Malformed
                | E::NoSuchRoom
                | E::SeatGone
                | E::NotInRoom
                | E::AlreadyInRoom
                | E::IllegalMove
                | E::RoundOver
                | E::ServerFull
                | E::BadName,
                _,
            ) => return None,
        })
    }
}

/// The rules' reasons a move was refused.
fn illegal_move(reason: &str, read: &Reader) -> Option<Refused> {
    let row = || read.number("row");
    let col = || read.number("col");
    Some(match reason {
        "occupied" => Refused::Occupied {
            by: match read.text("by")? {
                "X" => Player::X,
                "O" => Player::O,
                _ => return None,
            },
            row: row()?,
            col: col()?,
        },
        "off-board" => Refused::OffBoard {
            row: row()?,
            col: col()?,
        },
        "game-over" => Refused::GameOver,
        "closed-board" => Refused::ClosedBoard {
            board: read.number("board")?,
        },
        "wrong-board" => Refused::WrongBoard {
            must: read.number("must")?,
            row: row()?,
            col: col()?,
        },
        _ => return None,
    })
}

/// A code of a bad message, as [`Refused::Disconnected`] names its cause.
fn cause_key(code: ErrorCode) -> &'static str {
    match code {
        ErrorCode::TooLarge => "too-large",
        ErrorCode::TooFast => "too-fast",
        ErrorCode::Malformed => "malformed",
        // Only the three above are struck.
        _ => "other",
    }
}

impl Holding {
    fn key(self) -> &'static str {
        match self {
            Holding::Rooms => "rooms",
            Holding::Searches => "searches",
            Holding::Watching => "watching",
        }
    }

    fn from_key(key: &str) -> Option<Holding> {
        [Holding::Rooms, Holding::Searches, Holding::Watching]
            .into_iter()
            .find(|holding| holding.key() == key)
    }
}

impl Closing {
    /// The args' `reason`.
    fn key(&self) -> &'static str {
        match self {
            Closing::StoppedLooking => "stopped-looking",
            Closing::Left => "left",
            Closing::StoppedWatching => "stopped-watching",
            Closing::EveryoneLeft => "everyone-left",
            Closing::Idle => "idle",
            Closing::ShuttingDown => "shutting-down",
            Closing::CalledOff => "called-off",
            Closing::CalledOffBy { .. } => "called-off-by",
            Closing::NoFirstMove { .. } => "no-first-move",
        }
    }

    /// The args map a `Closed` message carries: `reason` and what it names.
    pub fn args(&self) -> Args {
        let mut args = Args::from([("reason".to_string(), self.key().to_string())]);
        match self {
            Closing::CalledOffBy { name } => {
                args.insert("name".into(), name.clone());
            }
            Closing::NoFirstMove { seconds } => {
                args.insert("seconds".into(), seconds.to_string());
            }
            _ => {}
        }
        args
    }

    /// The closing a `Closed` message's args say; `None` for a reason this
    /// version does not know, or args missing or garbled.
    pub fn from_args(args: &Args) -> Option<Closing> {
        let read = Reader(args);
        Some(match read.text("reason")? {
            "stopped-looking" => Closing::StoppedLooking,
            "left" => Closing::Left,
            "stopped-watching" => Closing::StoppedWatching,
            "everyone-left" => Closing::EveryoneLeft,
            "idle" => Closing::Idle,
            "shutting-down" => Closing::ShuttingDown,
            "called-off" => Closing::CalledOff,
            "called-off-by" => Closing::CalledOffBy {
                name: read.text("name")?.to_string(),
            },
            "no-first-move" => Closing::NoFirstMove {
                seconds: read.number("seconds")?,
            },
            _ => return None,
        })
    }
}

/// Reads an args map by name.
struct Reader<'a>(&'a Args);

impl Reader<'_> {
    fn text(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(String::as_str)
    }

    fn number<T: FromStr>(&self, name: &str) -> Option<T> {
        self.text(name)?.parse().ok()
    }

    /// Three numbers joined by commas.
    fn three(&self, name: &str) -> Option<[u32; 3]> {
        let numbers: Vec<u32> = self
            .text(name)?
            .split(',')
            .map(|n| n.trim().parse().ok())
            .collect::<Option<_>>()?;
        numbers.try_into().ok()
    }
}

#[cfg(test)]
mod tests;
