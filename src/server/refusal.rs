//! A refusal: what the server would not do, as the protocol's code and the
//! sentence the player reads. Nothing changes when something is refused.

use crate::net::protocol::{self, ErrorCode, ServerMessage};

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
    /// Seconds until the same request can succeed, for a refusal that is a wait.
    pub wait: Option<u64>,
}

impl Refusal {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Refusal {
            code,
            message: message.into(),
            wait: None,
        }
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
        }
    }

    /// The text typed as a code was not a room's.
    pub fn no_such_room(code: &str) -> Self {
        Refusal::new(
            ErrorCode::NoSuchRoom,
            format!(
                "There is no room {}: check the code",
                protocol::quoted(code.trim())
            ),
        )
    }

    pub fn room_closed() -> Self {
        Refusal::new(ErrorCode::NoSuchRoom, "The room has closed")
    }

    /// A new room or search while the server holds as much as it can.
    pub fn server_full(why: impl Into<String>) -> Self {
        Refusal::new(ErrorCode::ServerFull, why)
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

impl From<(ErrorCode, String)> for Refusal {
    fn from((code, message): (ErrorCode, String)) -> Self {
        Refusal::new(code, message)
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
