//! The link to the game server and what online play keeps about it: the
//! commands the menu gives, where the server is, the connection itself,
//! and the seat kept for coming back after a dropped connection.

use bevy::prelude::*;

use super::link::{self, Link};
use super::phase::Online;
use crate::core::matchup::{Seat, default_name};
use crate::game::state::GameState;
use crate::net::protocol::{self, ClientMessage};

/// What the menu and the panels ask of online play.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum OnlineCommand {
    /// Open a room with the menu's board and first-move choice.
    Create,
    /// Join the room with this code, as typed.
    Join(String),
    /// Play anyone on the menu's board: wait for another player.
    QuickMatch,
    /// Watch the room with this code, as typed.
    Watch(String),
    /// Leave the room for good.
    Leave,
}

/// Put this text on the clipboard (the platform layer does it).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct CopyRequest(pub String);

/// How to wake the app when a message arrives, set by the platform layer:
/// the window otherwise sleeps until input, and the friend's move would
/// wait for the next key press.
#[derive(Resource, Default, Clone)]
pub struct Waker(pub Option<link::Wake>);

/// Asks the device whether it knows it has no network (a browser does):
/// online play then says it needs one instead of blaming the server. The
/// platform fills it in.
#[derive(Resource, Clone, Copy)]
pub struct Offline(pub fn() -> bool);

/// What online play says on a device that knows it has no network, in
/// English (the player is told `online-needs-network`).
pub const NEEDS_THE_NETWORK: &str =
    "Online play needs the network, and this device is offline; everything else works without it";

impl Offline {
    /// Whether the device says it has no network now.
    pub fn now(offline: Option<&Offline>) -> bool {
        offline.is_some_and(|check| (check.0)())
    }
}

/// A room the game was opened to join or watch (the browser's `?room=` or
/// `?watch=` link).
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Invitation(pub OnlineCommand);

/// The seat this device last sat in, kept by the platform layer so that a
/// closed tab or window opened again within the grace period goes back to
/// it (the room's link, or its code under Join, resumes instead of joining).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct SavedSeat(pub Option<SeatTicket>);

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatTicket {
    pub code: String,
    pub token: String,
}

impl SeatTicket {
    /// The saved form: the code and the token on one line.
    pub fn to_saved(&self) -> String {
        format!("{} {}\n", self.code, self.token)
    }

    /// `None` for anything that is not a code and a 32-digit hex token.
    pub fn from_saved(text: &str) -> Option<SeatTicket> {
        let mut parts = text.split_whitespace();
        let code = protocol::normalize_code(parts.next()?)?;
        let token = parts.next()?;
        let valid = token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit());
        (valid && parts.next().is_none()).then(|| SeatTicket {
            code,
            token: token.to_string(),
        })
    }
}

/// The live connection (not `Send` in the browser, so kept on the main thread).
#[derive(Default)]
pub struct Connection(pub(super) Option<Link>);

impl Connection {
    pub(super) fn send(&mut self, message: &ClientMessage) {
        if let Some(link) = &mut self.0 {
            link.send(message);
        }
    }

    pub(super) fn close(&mut self) {
        if let Some(link) = self.0.take() {
            link.close();
        }
    }
}

/// Seconds between attempts to reconnect.
pub(super) const RETRY_SECS: f64 = 2.0;
/// How long to keep trying: the server keeps the seat this long.
pub(super) const GIVE_UP_SECS: f64 = 60.0;

/// The name this device sends: none when it is blank or a seat's default
/// ("Player 1", which older settings saved), so the server names each seat
/// by where it sits and a friend who joins second is not "Player 1".
pub(super) fn own_name(typed: &str) -> String {
    let name = typed.trim();
    if name.is_empty() || Seat::BOTH.iter().any(|&seat| name == default_name(seat)) {
        String::new()
    } else {
        name.to_string()
    }
}

/// Opens a connection to `url` and sends its first message: the one way a
/// link is made, for a new room and for a seat after a dropped connection.
pub(super) fn open(
    connection: &mut Connection,
    url: &str,
    first: &ClientMessage,
    wake: &Waker,
) -> Result<(), String> {
    connection.close();
    let mut link = Link::open(&protocol::routed_url(url, first), wake.0.clone())?;
    link.send(first);
    connection.0 = Some(link);
    Ok(())
}

/// Leaves whatever room this device is in: nothing to resume afterwards.
pub(super) fn reset(online: &mut Online, connection: &mut Connection, saved: &mut SavedSeat) {
    connection.close();
    saved.0 = None;
    online.reset(None);
}

/// Leaves the room for good, telling the server.
pub(super) fn leave(online: &mut Online, connection: &mut Connection, saved: &mut SavedSeat) {
    connection.send(&ClientMessage::Leave);
    reset(online, connection, saved);
}

/// Online play is over (the room closed, the seat was lost): back to the menu.
pub(super) fn end(
    online: &mut Online,
    connection: &mut Connection,
    saved: &mut SavedSeat,
    next: &mut NextState<GameState>,
) {
    reset(online, connection, saved);
    next.set(GameState::Menu);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_default_name_is_not_sent_so_the_seat_names_itself() {
        assert_eq!(own_name("Player 1"), "");
        assert_eq!(own_name("  "), "");
        assert_eq!(own_name(" Ann "), "Ann");
    }

    #[test]
    fn a_saved_seat_is_read_back_and_nothing_else_is() {
        let ticket = SeatTicket {
            code: "KXMTRAB".into(),
            token: "0123456789abcdef0123456789ABCDEF".into(),
        };
        assert_eq!(SeatTicket::from_saved(&ticket.to_saved()), Some(ticket));
        for bad in [
            "",
            "KXMTRAB",
            "KXMTRAB 123",
            "KX0TRAB 0123456789abcdef0123456789abcdef",
            "KXMTRAB 0123456789abcdef0123456789abcdeg",
            "KXMTRAB 0123456789abcdef0123456789abcdef extra",
            "\u{0}\u{1}",
        ] {
            assert_eq!(SeatTicket::from_saved(bad), None, "{bad:?}");
        }
    }
}
