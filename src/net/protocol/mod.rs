//! Every message between the game and its server, in one place. Both sides
//! use these types, so a change here is a change to both. Messages travel as
//! RON text in WebSocket text frames (RON is already in the game for the
//! saved settings, so the protocol costs no extra crate in either build).
//!
//! A session: the client sends [`ClientMessage::Create`], [`ClientMessage::Join`]
//! or [`ClientMessage::Resume`]; the server answers [`ServerMessage::Welcome`]
//! with the room's code, the client's seat and its reconnect token, then a
//! [`ServerMessage::Room`] snapshot after every change in the room. Anything
//! refused is answered with [`ServerMessage::Error`] and changes nothing.
//!
//! Quick match is rated (Glicko-2, per board) for a player known by a
//! device key, a random string the client keeps like its seat token; any
//! connection may ask for a board's [`Leaderboard`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::core::matchup::{FirstMove, Score, Seat};
use crate::core::offered::BoardChoice;
use crate::core::{Game, Pos};

mod reason;
pub use reason::{BanReason, Closing, Holding, Refused};

/// The protocol version both sides speak. A client with another version is
/// told so ([`ErrorCode::Version`]) rather than misunderstood.
pub const VERSION: u32 = 8;

/// The largest message a client sends, in bytes of text.
pub const MAX_MESSAGE_BYTES: usize = 4096;

/// The largest message the server sends: a leaderboard's 100 standings do
/// not fit in a client's limit.
pub const MAX_SERVER_MESSAGE_BYTES: usize = 24 * 1024;

/// A device key's length in characters, each of `[A-Za-z0-9_-]`.
pub const PLAYER_KEY_CHARS: std::ops::RangeInclusive<usize> = 16..=64;

/// Standings in a leaderboard's top.
pub const LEADERBOARD_TOP: usize = 100;

/// Different established opponents (told apart by address) a player
/// must have been rated against to be ranked on a leaderboard, as the
/// best sites rank only established players: a rating won from one's own
/// second device, or from fresh keys, ranks nowhere. Established: ranked,
/// with a rating no longer provisional.
pub const LEADERBOARD_OPPONENTS: u32 = 10;

/// The most one rated round against an opponent who is not established
/// raises a rating, in points.
pub const UNESTABLISHED_GAIN_MOST: u32 = 10;

/// The most such rounds raise a rating in all, in points.
pub const UNESTABLISHED_GAINS_IN_ALL: u32 = 50;

/// Whether `key` is a device key as [`ClientMessage::QuickMatch`] takes it.
pub fn valid_player_key(key: &str) -> bool {
    PLAYER_KEY_CHARS.contains(&key.len())
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// Letters of room codes: no look-alikes (no 0/O, 1/I/L).
pub const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ";

/// Letters in a room code: 23^7, about 3.4 billion codes, so that guessing
/// at the server's per-address pace finds a waiting room less than once a
/// day (see the server's README section).
pub const CODE_LEN: usize = 7;

/// The path of the WebSocket endpoint on the server.
pub const SOCKET_PATH: &str = "/ws";

/// The query parameter of a link that opens the page straight into a room.
pub const ROOM_PARAM: &str = "room";

/// The query parameter of a link that opens the page watching a room.
pub const WATCH_PARAM: &str = "watch";

/// Seconds per move a room's creator may choose for its clock.
pub const CLOCK_CHOICES: [u32; 3] = [15, 30, 60];

/// Seconds per move in a quick-match room: strangers cannot agree on a
/// clock, and a stranger who stalls should not hold the other forever.
pub const QUICK_MATCH_CLOCK: u32 = 30;

/// Seconds each player has for their first move of a quick match's round:
/// a round whose first move never comes is called off, rated for nobody,
/// as a chess site aborts a game nobody started.
pub const FIRST_MOVE_SECS: u32 = 15;

/// A square: row 0 is the top row, column 0 the left column.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Square {
    pub row: u8,
    pub col: u8,
}

impl From<Pos> for Square {
    fn from(pos: Pos) -> Self {
        Square {
            row: pos.row,
            col: pos.col,
        }
    }
}

impl From<Square> for Pos {
    fn from(square: Square) -> Self {
        Pos::new(square.row, square.col)
    }
}

/// What a client asks of the server.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub enum ClientMessage {
    /// Open a new room and sit in seat one.
    Create {
        version: u32,
        name: String,
        board: BoardChoice,
        first: FirstMove,
        /// Seconds per move (one of [`CLOCK_CHOICES`]), or `None` for no
        /// clock.
        clock: Option<u32>,
    },
    /// Sit in seat two of the room with this code.
    Join {
        version: u32,
        code: String,
        name: String,
    },
    /// Play anyone: wait for another player of a similar rating who asks
    /// for a game on the same board. The server answers
    /// [`ServerMessage::Queued`], then, once paired, [`ServerMessage::Welcome`]
    /// as for a room. `player` is the device key: 16 to 64 of
    /// `[A-Za-z0-9_-]` (see [`valid_player_key`]), random and kept by the
    /// client; the ratings are this key's.
    QuickMatch {
        version: u32,
        name: String,
        board: BoardChoice,
        player: String,
    },
    /// A board's leaderboard, answered with [`ServerMessage::Leaderboard`];
    /// `player` (a device key) for its own standing. Allowed at any time,
    /// and it holds no seat (a connection that only asks is closed like one
    /// that never sits down).
    Leaderboard {
        version: u32,
        board: BoardChoice,
        player: Option<String>,
    },
    /// Watch the room with this code: its board as it is played, read
    /// only. The server answers [`ServerMessage::Watching`], then a
    /// [`ServerMessage::Room`] snapshot after every change, as to a player.
    Watch { version: u32, code: String },
    /// Come back to a seat after a dropped connection.
    Resume {
        version: u32,
        code: String,
        token: String,
    },
    /// Play a square in the current round.
    Move { square: Square },
    /// Ready for another round once this one is decided; it starts when
    /// both seats have asked.
    PlayAgain,
    /// Leave the room (or the quick-match queue, or stop watching) for good.
    Leave,
    /// Tell the moderators about the other player of the rated round that
    /// just ended (once a round; answered [`ServerMessage::Reported`]).
    Report { reason: ReportReason },
}

/// Why a player reports their opponent after a rated round.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReportReason {
    /// Played to lose on purpose (a farmer's puppet, or a friend).
    #[serde(rename = "threw")]
    Threw,
    /// Unfair play: a program's help, or another person's.
    #[serde(rename = "unfair")]
    Unfair,
}

impl ReportReason {
    pub const ALL: [ReportReason; 2] = [ReportReason::Threw, ReportReason::Unfair];

    /// The word the store and the moderator's commands use.
    pub fn key(self) -> &'static str {
        match self {
            ReportReason::Threw => "threw",
            ReportReason::Unfair => "unfair",
        }
    }
}

impl ClientMessage {
    /// The protocol version a first message names; `None` for the
    /// messages of a connection already in a room.
    pub fn version(&self) -> Option<u32> {
        match self {
            ClientMessage::Create { version, .. }
            | ClientMessage::Join { version, .. }
            | ClientMessage::QuickMatch { version, .. }
            | ClientMessage::Leaderboard { version, .. }
            | ClientMessage::Watch { version, .. }
            | ClientMessage::Resume { version, .. } => Some(*version),
            ClientMessage::Move { .. }
            | ClientMessage::PlayAgain
            | ClientMessage::Leave
            | ClientMessage::Report { .. } => None,
        }
    }
}

/// Whether a seat's player is there.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    /// Nobody has taken the seat yet.
    Empty,
    Connected,
    /// The connection dropped; the seat is kept for this many more seconds.
    Away {
        seconds_left: u32,
    },
    /// The player left, or did not come back in time.
    Left,
}

/// One seat as every client in the room sees it (never its token).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct SeatView {
    pub name: String,
    pub presence: Presence,
    /// Asked for another round.
    pub again: bool,
    /// The seat's rating on this board, updated after each rated round;
    /// `None` in a room that is not rated.
    pub rating: Option<u32>,
}

/// A room's clock per move.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockView {
    /// Seconds each move may take in this room.
    pub seconds: u32,
    /// What the player to move had left when the snapshot was made, in
    /// milliseconds (the client counts down from it); the full allowance
    /// while no round is being played.
    pub left_ms: u32,
}

/// Why a round was lost other than on the board.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForfeitReason {
    /// The player to move ran out of time.
    Time,
}

/// A round lost by a seat other than on the board.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forfeit {
    pub loser: Seat,
    pub reason: ForfeitReason,
}

/// The whole room, sent after every change: small enough (at most 81
/// moves, on Ultimate) that a snapshot is simpler and safer than a diff.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct RoomView {
    pub code: String,
    pub board: BoardChoice,
    pub seats: [SeatView; 2],
    /// How many are watching the room.
    pub watchers: u32,
    /// Rounds started in this room, counting from 1; 0 until both are seated.
    pub round: u32,
    /// The seat playing X (moving first) this round.
    pub x_seat: Seat,
    /// This round's moves in order, X first.
    pub moves: Vec<Square>,
    pub score: Score,
    /// A quick match's room is rated; a room with a friend never is.
    pub rated: bool,
    /// The room's clock per move, if it has one.
    pub clock: Option<ClockView>,
    /// Set when this round ended because a player forfeited it (ran out
    /// of time) rather than on the board.
    pub forfeit: Option<Forfeit>,
}

/// A board's best players, and the asking player's own place.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Leaderboard {
    pub board: BoardChoice,
    /// At most [`LEADERBOARD_TOP`], highest rating first.
    pub top: Vec<Standing>,
    /// The asking player's standing, if they have played a rated game on
    /// this board.
    pub you: Option<Standing>,
}

/// One player on a leaderboard.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1 for the highest rating.
    pub place: u32,
    /// The latest name the player used.
    pub name: String,
    pub rating: u32,
    /// Rated games played on this board.
    pub games: u32,
    /// Too few games for the rating to be sure (a Glicko-2 deviation
    /// above 110).
    pub provisional: bool,
    /// Different opponents still needed to be ranked (see
    /// [`LEADERBOARD_OPPONENTS`]); while above 0, `place` is 0.
    pub needs: u32,
}

impl RoomView {
    /// This round's game, replayed by the rules; `None` if the moves are not
    /// a legal game on this board (which a correct server never sends).
    pub fn game(&self) -> Option<Game> {
        let mut game = Game::new(self.board.rules());
        for &square in &self.moves {
            game.play(square.into()).ok()?;
        }
        Some(game)
    }

    /// Whether a round is being played or has been played in the room.
    pub fn started(&self) -> bool {
        self.round > 0
    }
}

/// The protocol version a client's first message (create, join or resume)
/// names, read even when the rest of it is of another version's shape, so
/// that an older or newer client is told to update rather than that its
/// message is malformed.
pub fn hello_version(text: &str) -> Option<u32> {
    // Each variant reads its version and skips every other field.
    #[derive(Deserialize)]
    enum Hello {
        Create { version: u32 },
        Join { version: u32 },
        QuickMatch { version: u32 },
        Leaderboard { version: u32 },
        Watch { version: u32 },
        Resume { version: u32 },
    }
    impl Limited for Hello {
        const MAX_BYTES: usize = MAX_MESSAGE_BYTES;
    }
    match decode::<Hello>(text).ok()? {
        Hello::Create { version }
        | Hello::Join { version }
        | Hello::QuickMatch { version }
        | Hello::Leaderboard { version }
        | Hello::Watch { version }
        | Hello::Resume { version } => Some(version),
    }
}

/// The refusal for a client that speaks `version` of the protocol, not
/// this one: why, and its English sentence.
pub fn version_refusal(version: u32) -> (Refused, String) {
    let (reason, what) = if version < VERSION {
        (
            Refused::UpdateGame {
                server: VERSION,
                client: version,
            },
            "reload the page or update the game",
        )
    } else {
        (
            Refused::UpdateServer {
                server: VERSION,
                client: version,
            },
            "this server is older than the game: ask its host to update it",
        )
    };
    (
        reason,
        format!(
            "This server speaks version {VERSION} of the game's protocol, the game version {version}: {what}"
        ),
    )
}

/// What a refusal was about, for programs; the message says it for people.
///
/// Each error's `args` name what its sentence says, so that a client can
/// word it in the player's language: `reason`, a kebab-case key, tells
/// apart a code's different sentences; numbers are decimal digits; names,
/// codes and keys are the client's text as the English message repeats it
/// (trimmed, cut by [`quoted`]), without quote marks. The args of each code
/// are listed below (notes/refusals.md has the English sentences);
/// [`Refused`] is their typed form, and the one place that reads and
/// writes them.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorCode {
    /// The client speaks another protocol version.
    /// Args: `reason` (`update-game`: the client is older, `update-server`:
    /// newer), `server` and `client` (the two versions).
    Version,
    /// Over [`MAX_MESSAGE_BYTES`]. Args: `bytes`, `limit`.
    TooLarge,
    /// More than the allowed messages a second. Args: `reason`
    /// (`messages`, `leaderboards`), `per-second`; or `reason` `reports`
    /// and `per-hour`: the reports an address may make an hour.
    TooFast,
    /// Not a message of this protocol (or not text). Args: `reason`
    /// (`not-protocol` with `why`, the parser's English words;
    /// `binary` with `bytes`).
    Malformed,
    /// No room has this code (or it has closed). Args: `reason`
    /// (`unknown` with `code`, as typed; `closed`).
    NoSuchRoom,
    /// Both seats of the room are taken. Args: `code`.
    RoomFull,
    /// Too many wrong codes or tokens from this address: wait.
    /// Args: `seconds` (also the error's `wait`).
    TooManyJoins,
    /// The token does not belong to a seat of this room. Args: `code`.
    BadToken,
    /// The seat was given up and cannot be resumed. Args: `reason`
    /// (`given-up`: one's own seat; `left` with `name`, the other player).
    SeatGone,
    /// Create, join or resume first. Args: `reason` (`not-connected`,
    /// `searching`, `no-room`, `idle-timeout` with `seconds`).
    NotInRoom,
    /// This connection already sits in a room. Args: `reason` (`seated`
    /// with `code`, `searching`, `watching`).
    AlreadyInRoom,
    /// The round has not started: the friend has not joined. No args.
    NotStarted,
    /// It is the other seat's move. Args: `name`, whose move it is.
    NotYourTurn,
    /// The square is taken or off the board. Args: `reason`, the rules'
    /// error (`occupied` with `by`, X or O; `off-board`; `game-over`;
    /// `closed-board` with `board`; `wrong-board` with `must`, the board to
    /// play in), and but for `game-over` and `closed-board` the square's
    /// `row` and `col`, counted from 1. Boards are numbered 1 to 9 as on a
    /// numpad.
    IllegalMove,
    /// The round is decided; ask to play again. Args: `reason`
    /// (`out-of-time`, `over`, `late`).
    RoundOver,
    /// The round is still being played. No args; or `reason`
    /// `nothing-to-report`: a report comes after a rated round, once.
    RoundNotOver,
    /// The server, or this address, holds as many rooms or connections as
    /// it may. Args: `reason` (`full`, `returning-only`, `rooms`,
    /// `address` with `held` and `what`: `rooms`, `searches` or
    /// `watching`; `lost-touch`, `no-answer`: a server sharing rooms with
    /// others lost them).
    ServerFull,
    /// The name would pass for the computer or the other player. Args:
    /// `reason` (`computer`, `rated`, `look-alike` with `waiting`, the
    /// other player's name) and `name`.
    BadName,
    /// Not a device key: 16 to 64 of `[A-Za-z0-9_-]`. Args: `key`, `min`,
    /// `max`.
    BadPlayer,
    /// This device key abandoned rated games: its next quick match waits
    /// (the message says how long). Args: `games`, `seconds` (also the
    /// error's `wait`); or `reason` `banned`, `why` (a [`BanReason`]'s
    /// key) and `seconds`: a moderator closed rated play to this device
    /// or address for that long.
    TooSoon,
    /// A clock per move the server does not offer (see [`CLOCK_CHOICES`]).
    /// Args: `seconds` (asked), `choices` (the offered seconds, joined by
    /// commas).
    BadClock,
    /// A watcher asked to play: only the room's two players move.
    /// Args: `code`.
    Watcher,
    /// The room has as many watchers as it may. Args: `code`.
    TooManyWatchers,
    /// The same seat connected again elsewhere; this connection is done.
    /// No args.
    Replaced,
    /// Too much bad input: the server closes the connection. Args: `cause`,
    /// the last bad message's code in kebab case (`too-large`, `too-fast`,
    /// `malformed`), and that code's args.
    Disconnected,
}

/// What the server tells a client.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub enum ServerMessage {
    /// You are in: this room, this seat, and the token to resume it with.
    Welcome {
        code: String,
        seat: Seat,
        token: String,
    },
    /// Watching this room.
    Watching { code: String },
    /// Waiting for an opponent on this board; `others` more are waiting
    /// for a game on another board; `household` searches on this board
    /// come from this connection's own address, and are never its
    /// opponent (sent again whenever that number changes).
    Queued {
        board: BoardChoice,
        others: u32,
        #[serde(default)]
        household: u32,
    },
    /// The room as it is now.
    Room(RoomView),
    /// The board's leaderboard, as asked.
    Leaderboard(Leaderboard),
    /// A request was refused (nothing changed), or the connection ends.
    /// `wait`: seconds before the same request can succeed, where the
    /// refusal is a wait (so a client can count it down). `args`: what
    /// `message` says, by name, for a client to say it in the player's
    /// language (see [`ErrorCode`]); left out when there are none, so the
    /// messages of servers before it still read.
    Error {
        code: ErrorCode,
        message: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        wait: Option<u64>,
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        args: BTreeMap<String, String>,
    },
    /// The room has closed (idle, or everyone left). `args` name the
    /// reason for a client to word it: `reason` (`stopped-looking`, `left`,
    /// `stopped-watching`, `everyone-left`, `idle`, `shutting-down`,
    /// `called-off`, `called-off-by` with `name`, who never moved, and
    /// `no-first-move` with `seconds`, the time there was); [`Closing`] is
    /// the typed form.
    Closed {
        reason: String,
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        args: BTreeMap<String, String>,
    },
    /// A quick match's round was called off, rated for nobody: a player
    /// never made their first move. The one who did is looking for another
    /// player at once ([`ServerMessage::Queued`] follows). `args`: `name`,
    /// who never moved.
    CalledOff {
        reason: String,
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        args: BTreeMap<String, String>,
    },
    /// The report ([`ClientMessage::Report`]) is kept for the moderators.
    Reported { reason: ReportReason },
}

impl ServerMessage {
    /// A closed room: why, in English and as args (see [`Closing`]).
    pub fn closed(closing: &Closing, reason: impl Into<String>) -> ServerMessage {
        ServerMessage::Closed {
            reason: reason.into(),
            args: closing.args(),
        }
    }
}

/// Why a message could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    TooLarge { bytes: usize, limit: usize },
    Malformed(String),
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DecodeError::TooLarge { bytes, limit } => {
                write!(f, "a message of {bytes} bytes is over the limit of {limit}")
            }
            // The parser's words can hold the client's (an unknown
            // variant's name): they are cut like any quote.
            DecodeError::Malformed(why) => {
                write!(f, "not a message of this game: {}", quoted(why))
            }
        }
    }
}

/// The text form of a message.
pub fn encode<T: Serialize>(message: &T) -> String {
    // Plain enums, strings and numbers always serialize; keep a message the
    // other side will refuse clearly if that ever changed.
    ron::to_string(message).unwrap_or_else(|error| format!("/* not encoded: {error} */"))
}

/// A message type and the most text it may take: each side reads the
/// other's messages with the other's limit, whoever calls [`decode`].
pub trait Limited {
    const MAX_BYTES: usize;
}

impl Limited for ClientMessage {
    const MAX_BYTES: usize = MAX_MESSAGE_BYTES;
}

impl Limited for ServerMessage {
    const MAX_BYTES: usize = MAX_SERVER_MESSAGE_BYTES;
}

/// Reads a message, refusing anything over its type's size limit before
/// parsing it.
pub fn decode<T: Limited + for<'de> Deserialize<'de>>(text: &str) -> Result<T, DecodeError> {
    if text.len() > T::MAX_BYTES {
        return Err(DecodeError::TooLarge {
            bytes: text.len(),
            limit: T::MAX_BYTES,
        });
    }
    ron::from_str(text).map_err(|error| DecodeError::Malformed(error.code.to_string()))
}

/// Most of a client's own text a server message repeats back to it.
pub const MAX_QUOTED_BYTES: usize = 64;

/// `text` as an error may repeat it: at most [`MAX_QUOTED_BYTES`], cut at a
/// character's edge and marked with an ellipsis when cut.
pub fn quoted(text: &str) -> String {
    if text.len() <= MAX_QUOTED_BYTES {
        return text.to_string();
    }
    let mut end = MAX_QUOTED_BYTES;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}

/// The socket address for a connection whose first message is `first`:
/// one that names a room carries its code (`ws://host/ws?room=CODE`), so
/// that a load balancer in front of several servers can send every player
/// of a room to the same one. The servers themselves ignore it.
pub fn routed_url(url: &str, first: &ClientMessage) -> String {
    let code = match first {
        ClientMessage::Join { code, .. }
        | ClientMessage::Resume { code, .. }
        | ClientMessage::Watch { code, .. } => normalize_code(code),
        _ => None,
    };
    match code {
        Some(code) if !url.contains('?') => format!("{url}?room={code}"),
        _ => url.to_string(),
    }
}

/// A room code as typed: trimmed, upper case, spaces and dashes dropped.
/// `None` if it cannot be a code (wrong length or letters).
pub fn normalize_code(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() == CODE_LEN && code.bytes().all(|b| CODE_ALPHABET.contains(&b))).then_some(code)
}

/// The link that opens the page at `page_origin` watching a room.
pub fn watch_link(page_origin: &str, code: &str) -> String {
    format!(
        "{}/?{WATCH_PARAM}={code}",
        page_origin.trim_end_matches('/')
    )
}

/// The link that opens the page at `page_origin` straight into a room.
pub fn room_link(page_origin: &str, code: &str) -> String {
    format!("{}/?{ROOM_PARAM}={code}", page_origin.trim_end_matches('/'))
}

#[cfg(test)]
mod tests;
