//! Online play through the game server: a room with a friend, a quick match
//! with anyone on the same board, or watching a room. The server keeps
//! the room's game; this keeps the round here in step with it through the
//! same pipeline as every other move: each confirmed move becomes a
//! [`MoveRequest`] from [`Requester::Server`], and a local move that passes
//! placement's judgement is [`MoveProposed`] and sent (it shows once the
//! server confirms it, one round trip later).
//!
//! - [`link`]: the WebSocket, one API for the desktop and the browser.
//! - [`phase`]: where online play stands, with what each stage knows.
//! - [`player_key`]: who this device is to the server's ratings.
//! - [`leaderboard`]: a board's best players, asked on a connection of its own.

pub mod leaderboard;
pub mod link;
pub mod phase;
pub mod player_key;

use bevy::prelude::*;

use crate::core::matchup::{Seat, default_name, display_name};
use crate::game::activity::StillBusy;
use crate::game::announce::{Announce, Announcement};
use crate::game::flow::RoundCommand;
use crate::game::round::placement::{
    MoveProposed, MoveRejected, MoveRequest, Requester, ServerForfeit,
};
use crate::game::round::score::MatchScore;
use crate::game::round::turn::Turn;
use crate::game::round::{Round, RoundStarted, StartRound};
use crate::game::sets::GameSystems;
use crate::game::setup::preferences::Preferences;
use crate::game::setup::seat::{Mode, Referee};
use crate::game::setup::settings::MatchSettings;
use crate::game::state::GameState;
use crate::net::protocol::{
    self, ClientMessage, ErrorCode, ForfeitReason, Presence, ServerMessage,
};
use link::{Link, LinkEvent};
pub use phase::{MoveClock, Online, Phase, Seated};
pub use player_key::PlayerKey;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OnlineCommand>();
    app.add_message::<CopyRequest>();
    app.init_resource::<Online>();
    app.init_resource::<SavedSeat>();
    app.init_resource::<Waker>();
    app.insert_non_send(Connection::default());
    app.init_resource::<PlayerKey>();
    app.add_plugins(leaderboard::plugin);
    app.add_systems(
        Update,
        (
            take_commands,
            receive,
            reconnect,
            notice_empty_queue,
            adopt_room,
            follow_room,
            count_down,
        )
            .chain()
            .in_set(GameSystems::Input),
    );
    app.add_systems(
        Update,
        (
            round_commands.run_if(on_message::<RoundCommand>),
            send_moves.run_if(on_message::<MoveProposed>),
            resync_refused.run_if(on_message::<MoveRejected>),
            round_started.run_if(on_message::<RoundStarted>),
        )
            .in_set(GameSystems::Command),
    );
}

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

/// The address of the page this game was loaded from (in the browser):
/// its own server is the game server.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct PageOrigin(pub String);

/// Asks the device whether it knows it has no network (a browser does):
/// online play then says it needs one instead of blaming the server. The
/// platform fills it in.
#[derive(Resource, Clone, Copy)]
pub struct Offline(pub fn() -> bool);

/// What online play says on a device that knows it has no network.
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
pub struct Connection(Option<Link>);

impl Connection {
    fn send(&mut self, message: &ClientMessage) {
        if let Some(link) = &mut self.0 {
            link.send(message);
        }
    }

    fn close(&mut self) {
        if let Some(link) = self.0.take() {
            link.close();
        }
    }
}

/// Seconds between attempts to reconnect.
const RETRY_SECS: f64 = 2.0;
/// How long to keep trying: the server keeps the seat this long.
const GIVE_UP_SECS: f64 = 60.0;

/// The name this device sends: none when it is blank or a seat's default
/// ("Player 1", which older settings saved), so the server names each seat
/// by where it sits and a friend who joins second is not "Player 1".
fn own_name(typed: &str) -> String {
    let name = typed.trim();
    if name.is_empty() || Seat::BOTH.iter().any(|&seat| name == default_name(seat)) {
        String::new()
    } else {
        name.to_string()
    }
}

/// The WebSocket address: the page's own server in the browser, else the
/// setting (a bare `host:port` is taken as `ws://host:port/ws`).
pub fn socket_url(origin: Option<&PageOrigin>, prefs: &Preferences) -> String {
    let base = match origin {
        Some(PageOrigin(origin)) => origin
            .replacen("https://", "wss://", 1)
            .replacen("http://", "ws://", 1),
        None if prefs.server.contains("://") => prefs.server.trim().to_string(),
        None => format!("ws://{}", prefs.server.trim()),
    };
    let base = base.trim_end_matches('/');
    if base.ends_with(protocol::SOCKET_PATH) {
        base.to_string()
    } else {
        format!("{base}{}", protocol::SOCKET_PATH)
    }
}

/// The web page served beside the socket at `socket_url`: where the
/// room, watch and replay links open.
pub fn page_of(socket_url: &str) -> String {
    socket_url
        .trim_end_matches(protocol::SOCKET_PATH)
        .replacen("ws://", "http://", 1)
        .replacen("wss://", "https://", 1)
}

/// The page of the server this device plays on: the page it was loaded
/// from, in the browser; the server in Settings, on the desktop.
pub fn page_address(origin: Option<&PageOrigin>, prefs: &Preferences) -> String {
    page_of(&socket_url(origin, prefs))
}

/// Why a server cannot be reached, in words a player can act on: the
/// desktop's server is the one in Settings, the browser's is the page's own.
fn unreachable(url: &str, from_the_page: bool, offline: bool) -> String {
    if offline {
        NEEDS_THE_NETWORK.to_string()
    } else if from_the_page {
        format!("Cannot reach the game server at {url}: the page's server may have stopped")
    } else {
        format!(
            "Cannot reach the game server at {url}: is it running? (.ci/web starts one; \
             Settings holds its address)"
        )
    }
}

/// Opens a connection to `url` and sends its first message: the one way a
/// link is made, for a new room and for a seat after a dropped connection.
fn open(
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
fn reset(online: &mut Online, connection: &mut Connection, saved: &mut SavedSeat) {
    connection.close();
    saved.0 = None;
    online.reset(None);
}

/// Leaves the room for good, telling the server.
fn leave(online: &mut Online, connection: &mut Connection, saved: &mut SavedSeat) {
    connection.send(&ClientMessage::Leave);
    reset(online, connection, saved);
}

/// Online play is over (the room closed, the seat was lost): back to the menu.
fn end(
    online: &mut Online,
    connection: &mut Connection,
    saved: &mut SavedSeat,
    next: &mut NextState<GameState>,
) {
    reset(online, connection, saved);
    next.set(GameState::Menu);
}

/// The first message for a command: create, join, or resume a saved seat
/// (with the join to fall back on). `None` if the command is refused here.
fn first_message(
    command: OnlineCommand,
    settings: &MatchSettings,
    saved: &SavedSeat,
    key: &PlayerKey,
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
            let code = room_code(&typed, announce)?;
            Some((
                ClientMessage::Watch {
                    version: protocol::VERSION,
                    code,
                },
                None,
            ))
        }
        OnlineCommand::Join(typed) => {
            let code = room_code(&typed, announce)?;
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
fn room_code(typed: &str, announce: &mut MessageWriter<Announce>) -> Option<String> {
    let code = protocol::normalize_code(typed);
    if code.is_none() {
        announce.write(Announce::problem(format!(
            "\"{}\" is not a room code: codes are seven letters without I, L or O \
             (which look like 1 and 0), like KXMTRAB",
            typed.trim()
        )));
    }
    code
}

fn take_commands(
    mut commands: MessageReader<OnlineCommand>,
    mut online: ResMut<Online>,
    mut connection: NonSendMut<Connection>,
    mut settings: ResMut<MatchSettings>,
    prefs: Res<Preferences>,
    mut saved: ResMut<SavedSeat>,
    key: Res<PlayerKey>,
    origin: Option<Res<PageOrigin>>,
    offline: Option<Res<Offline>>,
    invitation: Option<Res<Invitation>>,
    waker: Res<Waker>,
    state: Res<State<GameState>>,
    time: Res<Time<Real>>,
    mut announce: MessageWriter<Announce>,
) {
    let now = time.elapsed_secs_f64();
    let mut wanted: Vec<OnlineCommand> = commands.read().cloned().collect();
    // The page was opened with a room's link: join it at once.
    if let Some(invitation) = invitation
        && !online.invitation_used
        && *state.get() == GameState::Menu
    {
        online.invitation_used = true;
        settings.mode = Mode::Online;
        wanted.push(invitation.0.clone());
    }
    for command in wanted {
        if command == OnlineCommand::Leave {
            leave(&mut online, &mut connection, &mut saved);
            continue;
        }
        if !online.is_offline() {
            announce.write(Announce::problem(
                "Already in a room: leave it first (Menu)",
            ));
            continue;
        }
        let quick = command == OnlineCommand::QuickMatch;
        let Some((first, fallback)) =
            first_message(command, &settings, &saved, &key, &mut announce)
        else {
            continue;
        };
        let url = socket_url(origin.as_deref(), &prefs);
        let offline = Offline::now(offline.as_deref());
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
                    format!("Connecting to {}…", online.url),
                ));
            }
            Err(error) => {
                warn!("Cannot open {}: {error}", online.url);
                let why = unreachable(&online.url, origin.is_some(), offline);
                announce.write(Announce::problem(why.clone()));
                online.phase = Phase::Offline { trouble: Some(why) };
            }
        }
    }
}

/// Reads the server's messages and the connection's fate.
fn receive(
    mut online: ResMut<Online>,
    mut connection: NonSendMut<Connection>,
    mut saved: ResMut<SavedSeat>,
    mut next: ResMut<NextState<GameState>>,
    origin: Option<Res<PageOrigin>>,
    offline: Option<Res<Offline>>,
    time: Res<Time<Real>>,
    mut announce: MessageWriter<Announce>,
) {
    let events = match &mut connection.0 {
        Some(link) => link.poll(),
        None => Vec::new(),
    };
    for event in events {
        match event {
            LinkEvent::Message(ServerMessage::Welcome { code, seat, token }) => {
                let text = welcome_text(&online.phase, &code, seat);
                announce.write(Announce::new(Announcement::Online, text));
                saved.set_if_neq(SavedSeat(Some(SeatTicket {
                    code: code.clone(),
                    token: token.clone(),
                })));
                online.phase =
                    Phase::Seated(seated_again(&mut online.phase, code, Some(seat), token));
            }
            LinkEvent::Message(ServerMessage::Queued { board, .. }) => {
                if matches!(online.phase, Phase::Connecting { .. }) {
                    announce.write(Announce::new(
                        Announcement::Online,
                        format!("Looking for a player for a {} game", board.short_label()),
                    ));
                    online.phase = Phase::Searching {
                        board,
                        since: time.elapsed_secs_f64(),
                        alone: false,
                    };
                }
            }
            LinkEvent::Message(ServerMessage::Watching { code }) => {
                let text = match online.phase {
                    Phase::Reconnecting { .. } => "Reconnected".to_string(),
                    _ => format!("Watching room {code}"),
                };
                announce.write(Announce::new(Announcement::Online, text));
                online.phase =
                    Phase::Seated(seated_again(&mut online.phase, code, None, String::new()));
            }
            LinkEvent::Message(ServerMessage::Room(view)) => {
                if let Some(seated) = online.seated_mut() {
                    if let Some(seat) = seated.seat
                        && let Some(text) =
                            friend_news(seated.friend(), &view.seats[seat.other().index()])
                    {
                        announce.write(Announce::new(Announcement::Online, text));
                    }
                    if seated
                        .room
                        .as_ref()
                        .is_some_and(|room| room.round != view.round)
                    {
                        seated.rating_change = None;
                    }
                    if let Some(change) = rating_change(seated, &view) {
                        announce.write(Announce::new(
                            Announcement::Online,
                            rating_change_text(change),
                        ));
                        seated.rating_change = Some(change);
                    }
                    seated.pending = None;
                    seated.room = Some(view);
                    seated.room_at = time.elapsed_secs_f64();
                }
            }
            LinkEvent::Message(ServerMessage::Error {
                code: ErrorCode::BadToken | ErrorCode::SeatGone,
                ..
            }) if matches!(
                online.phase,
                Phase::Connecting {
                    fallback: Some(_),
                    ..
                }
            ) =>
            {
                // The saved seat is gone: join as new instead.
                saved.0 = None;
                if let Phase::Connecting { fallback, .. } = &mut online.phase
                    && let Some(join) = fallback.take()
                {
                    connection.send(&join);
                }
            }
            LinkEvent::Message(ServerMessage::Error { code, message }) => {
                announce.write(Announce::problem(message.clone()));
                if let Some(seated) = online.seated_mut() {
                    seated.pending = None;
                }
                match (code, &online.phase) {
                    (ErrorCode::Replaced | ErrorCode::Disconnected, _) => {
                        end(&mut online, &mut connection, &mut saved, &mut next);
                    }
                    // Not seated after all: back to choosing.
                    (_, Phase::Connecting { .. }) => {
                        connection.close();
                        online.phase = Phase::Offline {
                            trouble: Some(message),
                        };
                    }
                    (
                        ErrorCode::SeatGone | ErrorCode::BadToken | ErrorCode::NoSuchRoom,
                        Phase::Reconnecting { .. },
                    ) => {
                        end(&mut online, &mut connection, &mut saved, &mut next);
                    }
                    _ => {}
                }
            }
            // Asked for on a connection of its own (see leaderboard).
            LinkEvent::Message(ServerMessage::Leaderboard(_)) => {}
            LinkEvent::Message(ServerMessage::Closed { reason }) => {
                announce.write(Announce::new(
                    Announcement::Online,
                    format!("The room has closed: {reason}"),
                ));
                end(&mut online, &mut connection, &mut saved, &mut next);
            }
            LinkEvent::Garbled(error) => {
                warn!("Unreadable message from the server: {error}");
            }
            LinkEvent::Lost(error) => {
                connection.close();
                let now = time.elapsed_secs_f64();
                online.retry_at = now + RETRY_SECS;
                match std::mem::take(&mut online.phase) {
                    Phase::Seated(seated) => {
                        announce.write(Announce::problem(format!(
                            "Lost the connection to the server ({error}): reconnecting"
                        )));
                        online.phase = Phase::Reconnecting {
                            seated,
                            lost_at: now,
                        };
                    }
                    Phase::Connecting { .. } | Phase::Searching { .. } => {
                        warn!("Lost {} while connecting: {error}", online.url);
                        let why = unreachable(
                            &online.url,
                            origin.is_some(),
                            Offline::now(offline.as_deref()),
                        );
                        announce.write(Announce::problem(why.clone()));
                        online.phase = Phase::Offline { trouble: Some(why) };
                    }
                    // Still trying, or already gone.
                    other => online.phase = other,
                }
            }
        }
    }
}

/// The seat (or, for a watcher, the room) the server has just given. One
/// regained keeps the room it knew until the next snapshot, with when
/// that snapshot came (its clock counts from then). After a dropped
/// connection it also keeps the round its board mirrors: the board carries
/// on from there, playing only the moves made meanwhile (a new round only
/// if the server's differs), so nothing already told is told again.
fn seated_again(phase: &mut Phase, code: String, seat: Option<Seat>, token: String) -> Seated {
    let fresh = Seated {
        code,
        seat,
        token,
        room: None,
        synced: None,
        starting: false,
        pending: None,
        rating_change: None,
        room_at: 0.0,
        warned: None,
    };
    match phase {
        Phase::Reconnecting { seated: old, .. } => Seated {
            room: old.room.take(),
            room_at: old.room_at,
            synced: old.synced,
            warned: old.warned,
            rating_change: old.rating_change,
            ..fresh
        },
        Phase::Seated(old) => Seated {
            room: old.room.take(),
            room_at: old.room_at,
            ..fresh
        },
        _ => fresh,
    }
}

/// What the welcome means to the player.
fn welcome_text(phase: &Phase, code: &str, seat: Seat) -> String {
    match phase {
        Phase::Reconnecting { .. } => "Reconnected".into(),
        Phase::Connecting {
            fallback: Some(_), ..
        } => format!("Back in room {code}, in your seat"),
        Phase::Connecting { quick: true, .. } | Phase::Searching { .. } => {
            "Found a player: the game begins".into()
        }
        _ if seat == Seat::One => format!("Room {code} is open: give your friend the code {code}"),
        _ => format!("Joined room {code}"),
    }
}

/// Comes back to the seat after a dropped connection, every few seconds,
/// for as long as the server keeps it.
fn reconnect(
    mut online: ResMut<Online>,
    mut connection: NonSendMut<Connection>,
    mut saved: ResMut<SavedSeat>,
    mut next: ResMut<NextState<GameState>>,
    waker: Res<Waker>,
    time: Res<Time<Real>>,
    mut announce: MessageWriter<Announce>,
) {
    let now = time.elapsed_secs_f64();
    let Phase::Reconnecting { seated, lost_at } = &online.phase else {
        return;
    };
    if connection.0.is_some() || now < online.retry_at {
        return;
    }
    if now - lost_at > GIVE_UP_SECS {
        announce.write(Announce::problem(
            "Could not reconnect to the server: the room is lost",
        ));
        end(&mut online, &mut connection, &mut saved, &mut next);
        return;
    }
    // A player takes their seat again; a watcher watches again.
    let resume = match seated.seat {
        Some(_) => ClientMessage::Resume {
            version: protocol::VERSION,
            code: seated.code.clone(),
            token: seated.token.clone(),
        },
        None => ClientMessage::Watch {
            version: protocol::VERSION,
            code: seated.code.clone(),
        },
    };
    online.retry_at = now + RETRY_SECS;
    if let Err(error) = open(&mut connection, &online.url, &resume, &waker) {
        warn!("Reconnecting failed: {error}");
    }
}

/// How long a quick match waits before saying nobody else is looking.
const ALONE_AFTER_SECS: f64 = 20.0;

/// Says when nobody has come to the quick-match queue for a while, and
/// offers the computer (named as the computer, never passed off as a
/// person). An idle window draws at least every 5 s, so it shows within
/// that of the 20 s (30 s in a window in the background).
fn notice_empty_queue(
    mut online: ResMut<Online>,
    time: Res<Time<Real>>,
    mut announce: MessageWriter<Announce>,
) {
    // Read first: only the change itself marks online play changed.
    let Phase::Searching {
        since,
        alone: false,
        ..
    } = online.phase
    else {
        return;
    };
    if time.elapsed_secs_f64() - since < ALONE_AFTER_SECS {
        return;
    }
    if let Phase::Searching { alone, .. } = &mut online.phase {
        *alone = true;
        if let Some(text) = online.situation() {
            announce.write(Announce::new(Announcement::Online, text));
        }
    }
}

/// The room's seats, board and score become the match's: the server's
/// word, whatever this device had chosen.
fn adopt_room(
    online: Res<Online>,
    mut settings: ResMut<MatchSettings>,
    mut score: ResMut<MatchScore>,
) {
    let Some(seated) = online.seated() else {
        return;
    };
    let mut seats = settings.online.clone();
    seats.local = seated.seat;
    if let Some(view) = &seated.room {
        seats.names = Seat::BOTH.map(|seat| display_name(&view.seats[seat.index()].name, seat));
        if settings.board != view.board {
            settings.board = view.board;
        }
        if score.score != view.score {
            score.score = view.score;
        }
    }
    if settings.online != seats || settings.mode != Mode::Online {
        settings.online = seats;
        settings.mode = Mode::Online;
    }
}

/// This device's rating before and after, when a snapshot changes it.
fn rating_change(seated: &Seated, view: &protocol::RoomView) -> Option<(u32, u32)> {
    let index = seated.seat?.index();
    let before = seated.room.as_ref()?.seats[index].rating?;
    let after = view.seats[index].rating?;
    (before != after).then_some((before, after))
}

/// "Your rating: 1500 → 1516 (+16)".
pub fn rating_change_text((before, after): (u32, u32)) -> String {
    let delta = i64::from(after) - i64::from(before);
    format!("Your rating: {before} → {after} ({delta:+})")
}

/// What changed about the friend, in words.
fn friend_news(before: Option<&protocol::SeatView>, now: &protocol::SeatView) -> Option<String> {
    // The first snapshot is the room as found: the welcome said it.
    let before = before?;
    let name = &now.name;
    match (before.presence, now.presence) {
        (Presence::Empty, Presence::Connected) => Some(format!("{name} joined")),
        (Presence::Connected, Presence::Away { .. }) => {
            Some(format!("{name} lost connection, waiting…"))
        }
        (Presence::Away { .. }, Presence::Connected) => Some(format!("{name} is back")),
        (was, Presence::Left) if was != Presence::Left => Some(format!("{name} left")),
        _ if now.again && !before.again => Some(format!("{name} wants to play again")),
        _ => None,
    }
}

/// Keeps the round here in step with the server's: starts its rounds and
/// plays its confirmed moves, one a frame, through placement.
fn follow_room(
    mut online: ResMut<Online>,
    round: Res<Round>,
    settings: Res<MatchSettings>,
    state: Res<State<GameState>>,
    mut next: ResMut<NextState<GameState>>,
    mut start: MessageWriter<StartRound>,
    mut requests: MessageWriter<MoveRequest>,
    mut forfeits: MessageWriter<ServerForfeit>,
    mut announce: MessageWriter<Announce>,
) {
    let Some(seated) = online.connected() else {
        return;
    };
    if seated.starting {
        return;
    }
    let Some(view) = &seated.room else {
        return;
    };
    let Some(game) = view.game() else {
        warn!("The server sent a board that is not a legal game; waiting for the next");
        return;
    };
    let here = round.game().moves();
    let in_step = seated.synced == Some(view.round)
        && round.referee() == Referee::Server
        && here.len() <= game.moves().len()
        && here.iter().zip(game.moves()).all(|(a, b)| a == b)
        && round.game().rules() == game.rules();
    if !in_step {
        start.write(StartRound {
            finished_before: view.score.rounds(),
            x_seat: Some(view.x_seat),
        });
        seated.synced = Some(view.round);
        seated.starting = true;
        if *state.get() != GameState::Playing {
            next.set(GameState::Playing);
        }
        return;
    }
    if let Some(mv) = game.moves().get(here.len()) {
        requests.write(MoveRequest {
            pos: mv.pos,
            by: Requester::Server,
        });
    } else if let Some(forfeit) = view.forfeit
        && round.forfeit().is_none()
    {
        // Every move is here: the round ended on the clock.
        let ForfeitReason::Time = forfeit.reason;
        announce.write(Announce::new(
            Announcement::Result,
            format!("{} ran out of time", settings.name(forfeit.loser)),
        ));
        forfeits.write(ServerForfeit {
            loser: forfeit.loser,
        });
    }
}

/// Seconds left on the clock at which the player to move here is told.
const CLOCK_WARNING_SECS: f64 = 10.0;

/// A running clock keeps the screen counting, and warns the player here
/// once a move when time is nearly up (said too, for a screen reader).
fn count_down(
    mut online: ResMut<Online>,
    turn: Res<Turn>,
    time: Res<Time<Real>>,
    mut busy: MessageWriter<StillBusy>,
    mut announce: MessageWriter<Announce>,
) {
    let Some(clock) = online.move_clock(time.elapsed_secs_f64()) else {
        return;
    };
    if !clock.running {
        return;
    }
    busy.write(StillBusy::Counting);
    let Some(seated) = online.seated_mut() else {
        return;
    };
    let Some(mover) = turn.mover() else {
        return;
    };
    let this_move = (seated.room.as_ref().map_or(0, |room| room.round), mover.ply);
    if seated.seat == Some(mover.seat)
        && clock.left <= CLOCK_WARNING_SECS
        && f64::from(clock.seconds) > CLOCK_WARNING_SECS
        && seated.warned != Some(this_move)
    {
        seated.warned = Some(this_move);
        announce.write(Announce::new(
            Announcement::Turn,
            format!("{} seconds left to move", CLOCK_WARNING_SECS as u32),
        ));
    }
}

fn round_started(mut online: ResMut<Online>) {
    if let Some(seated) = online.seated_mut() {
        seated.starting = false;
    }
}

/// A confirmed move refused here means the two boards differ: start over
/// from the server's.
fn resync_refused(mut rejected: MessageReader<MoveRejected>, mut online: ResMut<Online>) {
    for refusal in rejected.read() {
        if refusal.request.by == Requester::Server
            && let Some(seated) = online.seated_mut()
        {
            warn!(
                "The server's move was refused here ({:?}); following the server's board",
                refusal.reason
            );
            seated.synced = None;
        }
    }
}

fn send_moves(
    mut proposed: MessageReader<MoveProposed>,
    mut online: ResMut<Online>,
    mut connection: NonSendMut<Connection>,
) {
    for proposal in proposed.read() {
        // A second click before the first is confirmed would only be refused.
        let Some(seated) = online.connected() else {
            continue;
        };
        if seated.pending.is_some() {
            continue;
        }
        seated.pending = Some(proposal.pos);
        connection.send(&ClientMessage::Move {
            square: proposal.pos.into(),
        });
    }
}

/// Play again and back to the menu, online: the server starts rounds.
fn round_commands(
    mut commands: MessageReader<RoundCommand>,
    mut online: ResMut<Online>,
    mut connection: NonSendMut<Connection>,
    mut saved: ResMut<SavedSeat>,
    settings: Res<MatchSettings>,
    state: Res<State<GameState>>,
    mut online_commands: MessageWriter<OnlineCommand>,
    mut announce: MessageWriter<Announce>,
) {
    for command in commands.read() {
        match (command, state.get()) {
            (RoundCommand::ToMenu, _) if !online.is_offline() => {
                leave(&mut online, &mut connection, &mut saved);
            }
            (RoundCommand::PlayAgain, GameState::GameOver) => {
                let Some(seated) = online.connected() else {
                    continue;
                };
                connection.send(&ClientMessage::PlayAgain);
                if let Some(friend) = seated.friend()
                    && !friend.again
                {
                    announce.write(Announce::new(
                        Announcement::Online,
                        format!("Asked {} for another round", friend.name),
                    ));
                }
            }
            // Enter in the menu, online: look for a player.
            (RoundCommand::Start, GameState::Menu)
                if settings.mode == Mode::Online && online.is_offline() =>
            {
                online_commands.write(OnlineCommand::QuickMatch);
            }
            _ => {}
        }
    }
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
