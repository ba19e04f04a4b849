//! A refusal: what the server would not do, as the protocol's code and the
//! sentence the player reads. Nothing changes when something is refused.

use crate::core::MoveError;
use crate::net::protocol::{self, ErrorCode, Refused, ServerMessage};

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{message}")]
pub struct Refusal {
    /// Why, typed: the protocol's code and args are made from it.
    pub reason: Refused,
    pub message: String,
    /// Seconds until the same request can succeed, for a refusal that is a wait.
    pub wait: Option<u64>,
}

impl Refusal {
    pub fn new(reason: Refused, message: impl Into<String>) -> Self {
        Refusal {
            reason,
            message: message.into(),
            wait: None,
        }
    }

    pub fn code(&self) -> ErrorCode {
        self.reason.code()
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
            code: self.code(),
            message: self.message.clone(),
            wait: self.wait,
            args: self.reason.args(),
        }
    }

    /// The text typed as a code was not a room's.
    pub fn no_such_room(code: &str) -> Self {
        let code = protocol::quoted(code.trim());
        Refusal::new(
            Refused::NoSuchRoom { code: code.clone() },
            format!("There is no room {code}: check the code"),
        )
    }

    pub fn room_closed() -> Self {
        Refusal::new(Refused::RoomClosed, "The room has closed")
    }

    /// A move the rules do not allow, with the rules' reason.
    pub fn illegal_move(error: MoveError) -> Self {
        // Squares counted from 1, as the sentence says them.
        let row = |pos: crate::core::Pos| u16::from(pos.row) + 1;
        let col = |pos: crate::core::Pos| u16::from(pos.col) + 1;
        let reason = match error {
            MoveError::Occupied { pos, by } => Refused::Occupied {
                by,
                row: row(pos),
                col: col(pos),
            },
            MoveError::OffBoard { pos } => Refused::OffBoard {
                row: row(pos),
                col: col(pos),
            },
            MoveError::GameOver => Refused::GameOver,
            MoveError::ClosedBoard { board } => Refused::ClosedBoard { board },
            MoveError::WrongBoard { pos, must } => Refused::WrongBoard {
                must,
                row: row(pos),
                col: col(pos),
            },
        };
        Refusal::new(reason, capitalized(&error.to_string()))
    }

    /// Whether this refusal of a join, resume or watch counts as a wrong
    /// code or token (and so towards the wait that slows guessing).
    pub fn is_wrong_code(&self) -> bool {
        is_wrong_code(self.code())
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

/// A refusal from its reason and its English sentence, as
/// [`protocol::version_refusal`] gives them.
impl From<(Refused, String)> for Refusal {
    fn from((reason, message): (Refused, String)) -> Self {
        Refusal::new(reason, message)
    }
}

/// "40 seconds", "1 minute", "12 minutes".
pub fn wait_text(seconds: u64) -> String {
    match seconds {
        0..=1 => "a second".into(),
        2..=59 => format!("{seconds} seconds"),
        60..=119 => "a minute".into(),
        120..=7_199 => format!("{} minutes", seconds.div_ceil(60)),
        7_200..=172_799 => format!("{} hours", seconds.div_ceil(3_600)),
        _ => format!("{} days", seconds.div_ceil(86_400)),
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
