//! Online play through the game server: a room with a friend, a quick match
//! with anyone on the same board, or watching a room. The server keeps
//! the room's game; this keeps the round here in step with it through the
//! same pipeline as every other move: each confirmed move becomes a
//! [`MoveRequest`] from [`Requester::Server`], and a local move that passes
//! placement's check is [`MoveProposed`] and sent (it shows once the
//! server confirms it, one round trip later).
//!
//! - [`address`]: where the game server is.
//! - [`connection`]: the commands, the connection and the seat kept for
//!   coming back.
//! - [`commands`]: the menu's commands, each a connection's first message.
//! - [`endpoint`]: where the server is reached from.
//! - [`receive`]: what the server says, and reconnecting.
//! - [`follow`]: the round here kept in step with the room.
//! - [`link`]: the WebSocket, one API for the desktop and the browser.
//! - [`phase`]: where online play stands, with what each stage knows.
//! - [`player_key`]: who this device is to the server's ratings.
//! - [`leaderboard`]: a board's best players, asked on a connection of its own.

pub mod address;
mod commands;
pub mod connection;
mod endpoint;
mod follow;
pub mod leaderboard;
pub mod link;
pub mod phase;
pub mod player_key;
mod receive;
pub mod refusal;
pub mod report;

use bevy::prelude::*;

use crate::game::flow::RoundCommand;
use crate::game::round::RoundStarted;
use crate::game::round::placement::{MoveProposed, MoveRejected};
use crate::game::sets::GameSystems;
use crate::game::setup::language::speaking_the_wanted_language;
pub use address::{PageOrigin, page_address, page_of, socket_url};
pub use connection::{
    Connection, CopyRequest, Invitation, NEEDS_THE_NETWORK, Offline, OnlineCommand, SavedSeat,
    SeatTicket, Waker,
};
pub use phase::{MoveClock, Online, Phase, Seated};
pub use player_key::PlayerKey;
pub use receive::rating_change_text;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OnlineCommand>();
    app.add_message::<CopyRequest>();
    app.init_resource::<Online>();
    app.init_resource::<SavedSeat>();
    app.init_resource::<Waker>();
    app.insert_non_send(Connection::default());
    app.init_resource::<PlayerKey>();
    app.add_plugins((leaderboard::plugin, report::plugin));
    app.add_systems(
        Update,
        (
            commands::accept_invitation
                .run_if(resource_exists::<Invitation>.and_then(speaking_the_wanted_language)),
            commands::take_commands,
            receive::receive,
            receive::reconnect,
            receive::notice_empty_queue,
            receive::count_search_wait,
            follow::adopt_room,
            follow::follow_room,
            follow::count_down,
        )
            .chain()
            .in_set(GameSystems::Input),
    );
    app.add_systems(
        Update,
        (
            follow::round_commands.run_if(on_message::<RoundCommand>),
            follow::send_moves.run_if(on_message::<MoveProposed>),
            follow::resync_refused.run_if(on_message::<MoveRejected>),
            follow::round_started.run_if(on_message::<RoundStarted>),
        )
            .in_set(GameSystems::Command),
    );
}
