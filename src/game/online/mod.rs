//! Online play against a friend, through the game server. The server keeps
//! the room's game; this keeps the round here in step with it through the
//! same pipeline as every other move: each confirmed move becomes a
//! [`MoveRequest`] from [`Requester::Server`], and a local move that passes
//! placement's judgement is [`MoveProposed`] and sent (it shows once the
//! server confirms it, one round trip later).
//!
//! - [`link`]: the WebSocket, one API for the desktop and the browser.

pub mod link;

use bevy::prelude::*;

use crate::core::Pos;
use crate::core::matchup::{Seat, default_name, display_name};
use crate::game::announce::{Announce, Announcement};
use crate::game::flow::RoundCommand;
use crate::game::round::placement::{MoveProposed, MoveRejected, MoveRequest, Requester};
use crate::game::round::score::MatchScore;
use crate::game::round::{Round, RoundStarted, StartRound};
use crate::game::sets::GameSystems;
use crate::game::setup::preferences::Preferences;
use crate::game::setup::seat::{Mode, Referee};
use crate::game::setup::settings::MatchSettings;
use crate::game::state::GameState;
use crate::net::protocol::{self, ClientMessage, ErrorCode, Presence, RoomView, ServerMessage};
use link::{Link, LinkEvent};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OnlineCommand>();
    app.add_message::<CopyRequest>();
    app.init_resource::<Online>();
    app.init_resource::<SavedSeat>();
    app.init_resource::<Waker>();
    app.insert_non_send(Connection::default());
    app.add_systems(
        Update,
        (take_commands, receive, follow_room)
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

/// A room the game was opened to join (the browser's `?room=` link).
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Invitation(pub String);

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

/// Where online play stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    #[default]
    Offline,
    /// Connecting, or waiting for the server's welcome.
    Connecting,
    /// In a room.
    Seated,
    /// The connection dropped; trying to come back to the seat.
    Reconnecting,
}

/// Online play as the game and its panels see it.
#[derive(Resource, Debug, Default)]
pub struct Online {
    pub phase: Phase,
    pub code: Option<String>,
    /// This device's seat in the room.
    pub seat: Option<Seat>,
    token: Option<String>,
    /// The room as the server last described it.
    pub room: Option<RoomView>,
    /// The server's address used for this room.
    pub url: String,
    /// The server's round the local round mirrors; `None` until one starts.
    synced: Option<u32>,
    /// A round start was asked for and has not happened yet.
    starting: bool,
    /// A local move sent and not yet confirmed.
    pending: Option<Pos>,
    /// When the connection was lost, and when to try again (seconds).
    lost_at: Option<f64>,
    retry_at: f64,
    /// The link the page opened with was acted on.
    invitation_used: bool,
    /// The join to send if resuming a saved seat is refused.
    fallback: Option<ClientMessage>,
    /// Why the last try to open or join a room failed: the title screen
    /// keeps saying it until the next try (a notice fades in seconds).
    pub trouble: Option<String>,
}

impl Online {
    /// The link that opens the game's page straight into this room.
    pub fn link(&self) -> Option<String> {
        let code = self.code.as_ref()?;
        let page = self
            .url
            .trim_end_matches(protocol::SOCKET_PATH)
            .replacen("ws://", "http://", 1)
            .replacen("wss://", "https://", 1);
        Some(protocol::room_link(&page, code))
    }

    /// Whether this device asked for another round that has not begun.
    fn asked_again(&self) -> bool {
        let Some(seat) = self.seat else {
            return false;
        };
        self.room
            .as_ref()
            .is_some_and(|room| room.seats[seat.index()].again)
    }

    /// The friend's seat, if seated.
    fn friend(&self) -> Option<&protocol::SeatView> {
        let seat = self.seat?;
        Some(&self.room.as_ref()?.seats[seat.other().index()])
    }

    /// Why the round cannot go on now, if it cannot: the friend has not
    /// joined, is away or left, or the connection is down.
    pub fn waiting(&self) -> Option<String> {
        let friend_there = self
            .friend()
            .is_some_and(|f| f.presence == Presence::Connected);
        if self.phase == Phase::Seated && friend_there {
            None
        } else {
            self.situation()
        }
    }

    /// A line about the room for the panels: waiting, away, left.
    pub fn situation(&self) -> Option<String> {
        match self.phase {
            Phase::Offline => return self.trouble.clone(),
            Phase::Connecting => return Some(format!("Connecting to {}…", self.url)),
            Phase::Reconnecting => return Some("Connection lost: reconnecting…".into()),
            Phase::Seated => {}
        }
        let friend = self.friend()?;
        Some(match friend.presence {
            Presence::Empty => format!(
                "Waiting for your friend to join with code {}",
                self.code.as_deref().unwrap_or("")
            ),
            Presence::Connected if friend.again => {
                format!("{} wants to play again", friend.name)
            }
            Presence::Connected if self.asked_again() => {
                format!("Waiting for {} to play again too", friend.name)
            }
            Presence::Connected => format!("Playing {} online", friend.name),
            Presence::Away { seconds_left } => {
                format!(
                    "{} lost connection: waiting {seconds_left} s for them to come back",
                    friend.name
                )
            }
            Presence::Left => format!("{} left", friend.name),
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

fn connect(
    online: &mut Online,
    connection: &mut Connection,
    url: String,
    origin_known: bool,
    offline: bool,
    first: ClientMessage,
    now: f64,
    wake: &Waker,
    announce: &mut MessageWriter<Announce>,
) -> bool {
    connection.close();
    online.trouble = None;
    // Known to fail: say why without trying (and without the browser's
    // error in the console).
    let opened = if offline {
        Err("offline".to_string())
    } else {
        Link::open(&url, wake.0.clone())
    };
    match opened {
        Ok(mut link) => {
            link.send(&first);
            connection.0 = Some(link);
            online.url = url;
            online.retry_at = now + RETRY_SECS;
            true
        }
        Err(error) => {
            warn!("Cannot open {url}: {error}");
            let why = unreachable(&url, origin_known, offline);
            online.trouble = Some(why.clone());
            announce.write(Announce::problem(why));
            false
        }
    }
}

fn take_commands(
    mut commands: MessageReader<OnlineCommand>,
    mut online: ResMut<Online>,
    mut connection: NonSendMut<Connection>,
    mut settings: ResMut<MatchSettings>,
    prefs: Res<Preferences>,
    mut saved: ResMut<SavedSeat>,
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
        wanted.push(OnlineCommand::Join(invitation.0.clone()));
    }
    for command in wanted {
        let name = own_name(&settings.names[0]);
        let first = match command {
            OnlineCommand::Leave => {
                leave(&mut online, &mut connection, &mut saved);
                continue;
            }
            _ if online.phase != Phase::Offline => {
                announce.write(Announce::problem(
                    "Already in a room: leave it first (Menu)",
                ));
                continue;
            }
            OnlineCommand::Create => ClientMessage::Create {
                version: protocol::VERSION,
                name,
                board: settings.board,
                first: settings.first,
            },
            OnlineCommand::Join(typed) => {
                let Some(code) = protocol::normalize_code(&typed) else {
                    announce.write(Announce::problem(format!(
                        "\"{}\" is not a room code: codes are seven letters without I, L or O \
                         (which look like 1 and 0), like KXMTRAB",
                        typed.trim()
                    )));
                    continue;
                };
                let join = ClientMessage::Join {
                    version: protocol::VERSION,
                    code: code.clone(),
                    name,
                };
                match &saved.0 {
                    // Back to this device's seat in that room, if it is still kept.
                    Some(ticket) if ticket.code == code => {
                        online.fallback = Some(join);
                        ClientMessage::Resume {
                            version: protocol::VERSION,
                            code,
                            token: ticket.token.clone(),
                        }
                    }
                    _ => join,
                }
            }
        };
        let url = socket_url(origin.as_deref(), &prefs);
        if connect(
            &mut online,
            &mut connection,
            url,
            origin.is_some(),
            Offline::now(offline.as_deref()),
            first,
            now,
            &waker,
            &mut announce,
        ) {
            online.phase = Phase::Connecting;
            announce.write(Announce::new(
                Announcement::Online,
                format!("Connecting to {}…", online.url),
            ));
        }
    }
}

fn leave(online: &mut Online, connection: &mut Connection, saved: &mut SavedSeat) {
    saved.0 = None;
    connection.send(&ClientMessage::Leave);
    connection.close();
    *online = Online {
        invitation_used: online.invitation_used,
        ..Online::default()
    };
}

fn receive(
    mut online: ResMut<Online>,
    mut connection: NonSendMut<Connection>,
    mut saved: ResMut<SavedSeat>,
    mut settings: ResMut<MatchSettings>,
    mut score: ResMut<MatchScore>,
    mut next: ResMut<NextState<GameState>>,
    waker: Res<Waker>,
    origin: Option<Res<PageOrigin>>,
    offline: Option<Res<Offline>>,
    time: Res<Time<Real>>,
    mut announce: MessageWriter<Announce>,
) {
    let now = time.elapsed_secs_f64();
    let events = match &mut connection.0 {
        Some(link) => link.poll(),
        None => Vec::new(),
    };
    for event in events {
        match event {
            LinkEvent::Message(ServerMessage::Welcome { code, seat, token }) => {
                if online.phase == Phase::Reconnecting {
                    announce.write(Announce::new(Announcement::Online, "Reconnected"));
                } else if online.fallback.is_some() {
                    announce.write(Announce::new(
                        Announcement::Online,
                        format!("Back in room {code}, in your seat"),
                    ));
                } else if seat == Seat::One {
                    announce.write(Announce::new(
                        Announcement::Online,
                        format!("Room {code} is open: give your friend the code {code}"),
                    ));
                } else {
                    announce.write(Announce::new(
                        Announcement::Online,
                        format!("Joined room {code}"),
                    ));
                }
                online.phase = Phase::Seated;
                online.fallback = None;
                saved.set_if_neq(SavedSeat(Some(SeatTicket {
                    code: code.clone(),
                    token: token.clone(),
                })));
                online.code = Some(code);
                online.seat = Some(seat);
                online.token = Some(token);
                online.lost_at = None;
                let mut online_seats = settings.online.clone();
                online_seats.local = seat;
                if settings.online != online_seats || settings.mode != Mode::Online {
                    settings.online = online_seats;
                    settings.mode = Mode::Online;
                }
            }
            LinkEvent::Message(ServerMessage::Room(view)) => {
                if let Some(seat) = online.seat {
                    let before = online.friend().cloned();
                    let friend = &view.seats[seat.other().index()];
                    if let Some(text) = friend_news(before.as_ref(), friend) {
                        announce.write(Announce::new(Announcement::Online, text));
                    }
                }
                let names =
                    Seat::BOTH.map(|seat| display_name(&view.seats[seat.index()].name, seat));
                if settings.online.names != names {
                    settings.online.names = names;
                }
                // The room's board is played, whatever this device had chosen.
                if settings.board != view.board {
                    settings.board = view.board;
                }
                if score.score != view.score {
                    score.score = view.score;
                }
                online.pending = None;
                online.room = Some(view);
            }
            LinkEvent::Message(ServerMessage::Error {
                code: ErrorCode::BadToken | ErrorCode::SeatGone,
                ..
            }) if online.phase == Phase::Connecting && online.fallback.is_some() => {
                // The saved seat is gone: join as new instead.
                saved.0 = None;
                if let Some(join) = online.fallback.take() {
                    connection.send(&join);
                }
            }
            LinkEvent::Message(ServerMessage::Error { code, message }) => {
                online.pending = None;
                announce.write(Announce::problem(message.clone()));
                match code {
                    ErrorCode::Replaced | ErrorCode::Disconnected => {
                        connection.close();
                        end(&mut online, &mut next, &mut saved);
                    }
                    // Not seated after all: back to choosing.
                    _ if online.phase == Phase::Connecting => {
                        connection.close();
                        online.phase = Phase::Offline;
                        online.trouble = Some(message);
                    }
                    ErrorCode::SeatGone | ErrorCode::BadToken | ErrorCode::NoSuchRoom
                        if online.phase == Phase::Reconnecting =>
                    {
                        connection.close();
                        end(&mut online, &mut next, &mut saved);
                    }
                    _ => {}
                }
            }
            LinkEvent::Message(ServerMessage::Closed { reason }) => {
                announce.write(Announce::new(
                    Announcement::Online,
                    format!("The room has closed: {reason}"),
                ));
                connection.close();
                end(&mut online, &mut next, &mut saved);
            }
            LinkEvent::Garbled(error) => {
                warn!("Unreadable message from the server: {error}");
            }
            LinkEvent::Lost(error) => {
                connection.close();
                match online.phase {
                    Phase::Seated | Phase::Reconnecting => {
                        if online.lost_at.is_none() {
                            announce.write(Announce::problem(format!(
                                "Lost the connection to the server ({error}): reconnecting"
                            )));
                            online.lost_at = Some(now);
                        }
                        online.phase = Phase::Reconnecting;
                        online.retry_at = now + RETRY_SECS;
                    }
                    Phase::Connecting => {
                        warn!("Lost {} while connecting: {error}", online.url);
                        let why = unreachable(
                            &online.url,
                            origin.is_some(),
                            Offline::now(offline.as_deref()),
                        );
                        announce.write(Announce::problem(why.clone()));
                        online.trouble = Some(why);
                        online.phase = Phase::Offline;
                    }
                    Phase::Offline => {}
                }
            }
        }
    }
    // Coming back to the seat after a dropped connection.
    if online.phase == Phase::Reconnecting && connection.0.is_none() && now >= online.retry_at {
        if online.lost_at.is_some_and(|lost| now - lost > GIVE_UP_SECS) {
            announce.write(Announce::problem(
                "Could not reconnect to the server: the room is lost",
            ));
            end(&mut online, &mut next, &mut saved);
            return;
        }
        if let (Some(code), Some(token)) = (online.code.clone(), online.token.clone()) {
            online.retry_at = now + RETRY_SECS;
            match Link::open(&online.url, waker.0.clone()) {
                Ok(mut link) => {
                    link.send(&ClientMessage::Resume {
                        version: protocol::VERSION,
                        code,
                        token,
                    });
                    connection.0 = Some(link);
                }
                Err(error) => warn!("Reconnecting failed: {error}"),
            }
        }
    }
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

/// Online play is over: back to the menu.
fn end(online: &mut Online, next: &mut NextState<GameState>, saved: &mut SavedSeat) {
    saved.0 = None;
    *online = Online {
        invitation_used: online.invitation_used,
        ..Online::default()
    };
    next.set(GameState::Menu);
}

/// Keeps the round here in step with the server's: starts its rounds and
/// plays its confirmed moves, one a frame, through placement.
fn follow_room(
    mut online: ResMut<Online>,
    round: Res<Round>,
    state: Res<State<GameState>>,
    mut next: ResMut<NextState<GameState>>,
    mut start: MessageWriter<StartRound>,
    mut requests: MessageWriter<MoveRequest>,
) {
    if online.phase != Phase::Seated || online.starting {
        return;
    }
    let Some(view) = online.room.clone() else {
        return;
    };
    let Some(game) = view.game() else {
        warn!("The server sent a board that is not a legal game; waiting for the next");
        return;
    };
    let here = round.game().moves();
    let in_step = online.synced == Some(view.round)
        && round.referee() == Referee::Server
        && here.len() <= game.moves().len()
        && here.iter().zip(game.moves()).all(|(a, b)| a == b)
        && round.game().rules() == game.rules();
    if !in_step {
        online.synced = Some(view.round);
        online.starting = true;
        start.write(StartRound {
            finished_before: view.score.rounds(),
            x_seat: Some(view.x_seat),
        });
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
    }
}

fn round_started(mut online: ResMut<Online>) {
    online.starting = false;
}

/// A confirmed move refused here means the two boards differ: start over
/// from the server's.
fn resync_refused(mut rejected: MessageReader<MoveRejected>, mut online: ResMut<Online>) {
    for refusal in rejected.read() {
        if refusal.request.by == Requester::Server {
            warn!(
                "The server's move was refused here ({:?}); following the server's board",
                refusal.reason
            );
            online.synced = None;
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
        if online.pending.is_some() || online.phase != Phase::Seated {
            continue;
        }
        online.pending = Some(proposal.pos);
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
            (RoundCommand::ToMenu, _) if online.phase != Phase::Offline => {
                leave(&mut online, &mut connection, &mut saved);
            }
            (RoundCommand::PlayAgain, GameState::GameOver) if online.phase == Phase::Seated => {
                connection.send(&ClientMessage::PlayAgain);
                if let Some(friend) = online.friend()
                    && !friend.again
                {
                    announce.write(Announce::new(
                        Announcement::Online,
                        format!("Asked {} for another round", friend.name),
                    ));
                }
            }
            // Enter in the menu, online: open a room.
            (RoundCommand::Start, GameState::Menu)
                if settings.mode == Mode::Online && online.phase == Phase::Offline =>
            {
                online_commands.write(OnlineCommand::Create);
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
