//! A refusal: what the server would not do, as the protocol's code and the
//! sentence the player reads. Nothing changes when something is refused.

use std::collections::BTreeMap;

use crate::core::MoveError;
use crate::net::protocol::{self, ErrorCode, ServerMessage};

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
    /// Seconds until the same request can succeed, for a refusal that is a wait.
    pub wait: Option<u64>,
    /// What the message says, by name (see [`ErrorCode`]), so that a client
    /// can say it in the player's language.
    pub args: BTreeMap<String, String>,
}

impl Refusal {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Refusal {
            code,
            message: message.into(),
            wait: None,
            args: BTreeMap::new(),
        }
    }

    /// The same refusal with the arg `name` = `value`.
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Self {
        self.args.insert(name.to_string(), value.to_string());
        self
    }

    /// The same refusal, lifted after `seconds`.
    pub fn lifted_after(self, seconds: u64) -> Self {
        Refusal {
            wait: Some(seconds),
            ..self
        }
    }

    /// The message that tells the player.
    pub fn message(&self) -> ServerMessage {
        ServerMessage::Error {
            code: self.code,
            message: self.message.clone(),
            wait: self.wait,
            args: self.args.clone(),
        }
    }

    /// The text typed as a code was not a room's.
    pub fn no_such_room(code: &str) -> Self {
        let code = protocol::quoted(code.trim());
        Refusal::new(
            ErrorCode::NoSuchRoom,
            format!("There is no room {code}: check the code"),
        )
        .with("reason", "unknown")
        .with("code", code)
    }

    pub fn room_closed() -> Self {
        Refusal::new(ErrorCode::NoSuchRoom, "The room has closed").with("reason", "closed")
    }

    /// A new room or search while the server holds as much as it can;
    /// `reason` tells the sentences apart.
    pub fn server_full(reason: &'static str, why: impl Into<String>) -> Self {
        Refusal::new(ErrorCode::ServerFull, why).with("reason", reason)
    }

    /// A move the rules do not allow, with the rules' reason.
    pub fn illegal_move(error: MoveError) -> Self {
        let refusal = Refusal::new(ErrorCode::IllegalMove, capitalized(&error.to_string()));
        // Squares counted from 1, as the sentence says them.
        let square = |refusal: Refusal, pos: crate::core::Pos| {
            refusal
                .with("row", u16::from(pos.row) + 1)
                .with("col", u16::from(pos.col) + 1)
        };
        match error {
            MoveError::Occupied { pos, by } => {
                square(refusal.with("reason", "occupied").with("by", by), pos)
            }
            MoveError::OffBoard { pos } => square(refusal.with("reason", "off-board"), pos),
            MoveError::GameOver => refusal.with("reason", "game-over"),
            MoveError::ClosedBoard { board } => {
                refusal.with("reason", "closed-board").with("board", board)
            }
            MoveError::WrongBoard { pos, must } => square(
                refusal.with("reason", "wrong-board").with("must", must),
                pos,
            ),
        }
    }

    /// Whether this refusal of a join, resume or watch counts as a wrong
    /// code or token (and so towards the wait that slows guessing).
    pub fn is_wrong_code(&self) -> bool {
        is_wrong_code(self.code)
    }
}

/// Whether a join, resume or watch refused with `code` was a wrong code or
/// token.
pub fn is_wrong_code(code: ErrorCode) -> bool {
    matches!(
        code,
        ErrorCode::NoSuchRoom | ErrorCode::RoomFull | ErrorCode::BadToken
    )
}

impl From<(ErrorCode, String, BTreeMap<String, String>)> for Refusal {
    fn from((code, message, args): (ErrorCode, String, BTreeMap<String, String>)) -> Self {
        Refusal {
            args,
            ..Refusal::new(code, message)
        }
    }
}

/// "40 seconds", "1 minute", "12 minutes".
pub fn wait_text(seconds: u64) -> String {
    match seconds {
        0..=1 => "a second".into(),
        2..=59 => format!("{seconds} seconds"),
        60..=119 => "a minute".into(),
        _ => format!("{} minutes", seconds.div_ceil(60)),
    }
}

/// The text with its first letter upper case, for an error shown as a sentence.
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
