//! The menu's online commands: open a room, join or watch one by code,
//! search for a quick match, leave; each becomes its first message to the
//! server on a connection of its own.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::connection::{
    Connection, Invitation, OnlineCommand, RETRY_SECS, SavedSeat, Waker, leave, open, own_name,
};
use super::endpoint::Endpoint;
use super::phase::{Online, Phase};
use super::player_key::PlayerKey;
use crate::game::announce::{Announce, Announcement, Say};
use crate::game::setup::language::Words;
use crate::game::setup::seat::Mode;
use crate::game::setup::settings::MatchSettings;
use crate::game::state::GameState;
use crate::i18n::t;
use crate::net::protocol::{self, ClientMessage};

/// The first message for a command: create, join, or resume a saved seat
/// (with the join to fall back on). `None` if the command is refused here.
fn first_message(
    command: OnlineCommand,
    settings: &MatchSettings,
    saved: &SavedSeat,
    key: &PlayerKey,
    words: &Words,
    announce: &mut MessageWriter<Announce>,
) -> Option<(ClientMessage, Option<ClientMessage>)> {
    let name = own_name(&settings.names[0]);
    match command {
        OnlineCommand::Leave => None,
        OnlineCommand::QuickMatch => Some((
            ClientMessage::QuickMatch {
                version: protocol::VERSION,
                name,
                board: settings.board,
                player: key.0.clone(),
            },
            None,
        )),
        OnlineCommand::Create => Some((
            ClientMessage::Create {
                version: protocol::VERSION,
                name,
                board: settings.board,
                first: settings.first,
                clock: settings.clock.seconds(),
            },
            None,
        )),
        OnlineCommand::Watch(typed) => {
            let code = room_code(&typed, words, announce)?;
            Some((
                ClientMessage::Watch {
                    version: protocol::VERSION,
                    code,
                },
                None,
            ))
        }
        OnlineCommand::Join(typed) => {
            let code = room_code(&typed, words, announce)?;
            let join = ClientMessage::Join {
                version: protocol::VERSION,
                code: code.clone(),
                name,
            };
            Some(match &saved.0 {
                // Back to this device's seat in that room, if it is still kept.
                Some(ticket) if ticket.code == code => (
                    ClientMessage::Resume {
                        version: protocol::VERSION,
                        code,
                        token: ticket.token.clone(),
                    },
                    Some(join),
                ),
                _ => (join, None),
            })
        }
    }
}

/// A room code as typed, or a problem said and `None`.
fn room_code(typed: &str, words: &Words, announce: &mut MessageWriter<Announce>) -> Option<String> {
    let code = protocol::normalize_code(typed);
    if code.is_none() {
        announce.write(Announce::problem(t!(
            words,
            "online-not-a-code",
            typed = typed.trim()
        )));
    }
    code
}

/// The page was opened with a room's link: join it at once, from the menu.
pub(super) fn accept_invitation(
    invitation: Res<Invitation>,
    state: Res<State<GameState>>,
    mut settings: ResMut<MatchSettings>,
    mut commands: Commands,
    mut wanted: MessageWriter<OnlineCommand>,
) {
    if *state.get() != GameState::Menu {
        return;
    }
    settings.mode = Mode::Online;
    wanted.write(invitation.0.clone());
    commands.remove_resource::<Invitation>();
}

/// Who this device is to the server: its key for ratings, and the seat it
/// may come back to.
#[derive(SystemParam)]
pub(super) struct Identity<'w> {
    key: Res<'w, PlayerKey>,
    saved: ResMut<'w, SavedSeat>,
}

pub(super) fn take_commands(
    mut commands: MessageReader<OnlineCommand>,
    mut online: ResMut<Online>,
    mut connection: NonSendMut<Connection>,
    settings: Res<MatchSettings>,
    endpoint: Endpoint,
    mut identity: Identity,
    waker: Res<Waker>,
    time: Res<Time<Real>>,
    say: Say,
) {
    let Say {
        words,
        mut announce,
    } = say;
    let words = &*words;
    let now = time.elapsed_secs_f64();
    for command in commands.read().cloned() {
        if command == OnlineCommand::Leave {
            leave(&mut online, &mut connection, &mut identity.saved);
            continue;
        }
        if !online.is_offline() {
            announce.write(Announce::problem(t!(words, "online-already-in-room")));
            continue;
        }
        let quick = command == OnlineCommand::QuickMatch;
        let Some((first, fallback)) = first_message(
            command,
            &settings,
            &identity.saved,
            &identity.key,
            words,
            &mut announce,
        ) else {
            continue;
        };
        let url = endpoint.url();
        let offline = endpoint.offline();
        // Known to fail: say why without trying (and without the browser's
        // error in the console).
        let opened = if offline {
            Err("offline".to_string())
        } else {
            open(&mut connection, &url, &first, &waker)
        };
        online.url = url;
        match opened {
            Ok(()) => {
                online.phase = Phase::Connecting { fallback, quick };
                online.retry_at = now + RETRY_SECS;
                announce.write(Announce::new(
                    Announcement::Online,
                    t!(words, "online-connecting", address = online.url.as_str()),
                ));
            }
            Err(error) => {
                warn!("Cannot open {}: {error}", online.url);
                let why = endpoint.unreachable(online.url.clone());
                announce.write(Announce::problem(why.text(words)));
                online.phase = Phase::Offline { trouble: Some(why) };
            }
        }
    }
}
