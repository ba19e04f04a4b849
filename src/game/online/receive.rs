//! What the server says, and what becomes of the connection: welcomes,
//! the queue, the room's snapshots (with the friend's news and rating
//! changes put into words), refusals, a game called off, a closed room, a
//! lost connection and coming back from it.

use std::collections::BTreeMap;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::address::PageOrigin;
use super::connection::{
    Connection, GIVE_UP_SECS, Offline, RETRY_SECS, SavedSeat, SeatTicket, Waker, end, open,
};
use super::link::LinkEvent;
use super::phase::{Online, Phase, Seated, Trouble};
use super::refusal::{called_off_text, closing_text};
use crate::core::matchup::Seat;
use crate::core::offered::BoardChoice;
use crate::game::activity::StillBusy;
use crate::game::announce::{Announce, Announcement};
use crate::game::setup::language::Words;
use crate::game::state::GameState;
use crate::i18n::t;
use crate::net::protocol::{self, ClientMessage, ErrorCode, Presence, ServerMessage};

/// A message's args, by name.
type Args = BTreeMap<String, String>;

/// What reading the server's messages changes and needs.
#[derive(SystemParam)]
pub(super) struct Receiving<'w> {
    online: ResMut<'w, Online>,
    connection: NonSendMut<'w, Connection>,
    saved: ResMut<'w, SavedSeat>,
    next: ResMut<'w, NextState<GameState>>,
    origin: Option<Res<'w, PageOrigin>>,
    offline: Option<Res<'w, Offline>>,
    time: Res<'w, Time<Real>>,
    words: Res<'w, Words>,
    announce: MessageWriter<'w, Announce>,
}

/// Reads the server's messages and the connection's fate, in the order
/// they came.
pub(super) fn receive(mut receiving: Receiving) {
    let events = match &mut receiving.connection.0 {
        Some(link) => link.poll(),
        None => Vec::new(),
    };
    for event in events {
        receiving.take(event);
    }
}

impl Receiving<'_> {
    fn take(&mut self, event: LinkEvent) {
        match event {
            LinkEvent::Message(message) => self.take_message(message),
            LinkEvent::Garbled(error) => {
                warn!("Unreadable message from the server: {error}");
            }
            LinkEvent::Lost(error) => self.lost(error),
            LinkEvent::Closed => {
                let error = t!(self.words, "online-server-closed");
                self.lost(error);
            }
        }
    }

    fn take_message(&mut self, message: ServerMessage) {
        match message {
            ServerMessage::Welcome { code, seat, token } => self.welcome(code, seat, token),
            ServerMessage::Queued {
                board, household, ..
            } => self.queued(board, household),
            ServerMessage::Watching { code } => self.watching(code),
            ServerMessage::Room(view) => self.snapshot(view),
            ServerMessage::Error {
                code,
                message,
                wait,
                args,
            } => self.refused(code, message, wait, args),
            // Asked for on a connection of its own (see leaderboard).
            ServerMessage::Leaderboard(_) => {}
            ServerMessage::CalledOff { reason, args } => self.called_off(&reason, &args),
            ServerMessage::Closed { reason, args } => self.closed(&reason, &args),
            ServerMessage::Reported { .. } => {
                let text = t!(self.words, "online-reported");
                self.say(text);
            }
        }
    }

    fn say(&mut self, text: String) {
        self.announce
            .write(Announce::new(Announcement::Online, text));
    }

    /// Back to the menu, the connection closed and the seat forgotten.
    fn end(&mut self) {
        end(
            &mut self.online,
            &mut self.connection,
            &mut self.saved,
            &mut self.next,
        );
    }

    fn welcome(&mut self, code: String, seat: Seat, token: String) {
        let text = welcome_text(&self.online.phase, &code, seat, &self.words);
        self.say(text);
        self.saved.set_if_neq(SavedSeat(Some(SeatTicket {
            code: code.clone(),
            token: token.clone(),
        })));
        let online = &mut *self.online;
        online.phase = Phase::Seated(seated_again(&mut online.phase, code, Some(seat), token));
    }

    fn queued(&mut self, board: BoardChoice, household: u32) {
        match &mut self.online.phase {
            Phase::Connecting { .. } => {
                self.online.phase = Phase::Searching {
                    board,
                    since: self.time.elapsed_secs_f64(),
                    alone: false,
                    household,
                };
            }
            Phase::Searching {
                household: known, ..
            } if *known != household => *known = household,
            _ => return,
        }
        if let Some(text) = self.online.situation(&self.words) {
            self.say(text);
        }
    }

    fn watching(&mut self, code: String) {
        let text = match self.online.phase {
            Phase::Reconnecting { .. } => t!(self.words, "online-reconnected"),
            _ => t!(self.words, "online-watching-room", code = code.as_str()),
        };
        self.say(text);
        let online = &mut *self.online;
        online.phase = Phase::Seated(seated_again(&mut online.phase, code, None, String::new()));
    }

    /// The room as it is now: the friend's news said, the rating change
    /// kept to be said after the round's result.
    fn snapshot(&mut self, view: protocol::RoomView) {
        let Some(seated) = self.online.seated_mut() else {
            return;
        };
        // A player hears about the friend; a watcher about both.
        let others = match seated.seat {
            Some(seat) => vec![seat.other()],
            None => Seat::BOTH.to_vec(),
        };
        for other in others {
            let before = seated.room.as_ref().map(|room| &room.seats[other.index()]);
            if let Some(text) = friend_news(before, &view.seats[other.index()], &self.words) {
                self.announce
                    .write(Announce::new(Announcement::Online, text));
            }
        }
        if seated
            .room
            .as_ref()
            .is_some_and(|room| room.round != view.round)
        {
            seated.rating_change = None;
        }
        // Said after the round's result (see `Online::untold_rating`).
        if let Some(change) = rating_change(seated, &view) {
            seated.rating_change = Some(change);
            seated.rating_told = false;
        }
        seated.pending = None;
        seated.room = Some(view);
        seated.room_at = self.time.elapsed_secs_f64();
    }

    fn refused(&mut self, code: ErrorCode, message: String, wait: Option<u64>, args: Args) {
        let saved_seat_gone = matches!(code, ErrorCode::BadToken | ErrorCode::SeatGone)
            && matches!(
                self.online.phase,
                Phase::Connecting {
                    fallback: Some(_),
                    ..
                }
            );
        if saved_seat_gone {
            // The saved seat is gone: join as new instead.
            self.saved.0 = None;
            if let Phase::Connecting { fallback, .. } = &mut self.online.phase
                && let Some(join) = fallback.take()
            {
                self.connection.send(&join);
            }
            return;
        }
        let trouble = Trouble::Refused {
            code,
            args,
            message,
        };
        self.announce
            .write(Announce::problem(trouble.text(&self.words)));
        if let Some(seated) = self.online.seated_mut() {
            seated.pending = None;
        }
        match (code, &self.online.phase) {
            (ErrorCode::Replaced | ErrorCode::Disconnected, _) => self.end(),
            // Not seated after all: back to choosing.
            (_, Phase::Connecting { .. }) => {
                if let (ErrorCode::TooSoon, Some(seconds)) = (code, wait) {
                    let opens = self.time.elapsed_secs_f64() + seconds as f64;
                    self.online.search_opens = Some((opens, trouble.clone()));
                }
                self.connection.close();
                self.online.phase = Phase::Offline {
                    trouble: Some(trouble),
                };
            }
            (
                ErrorCode::SeatGone | ErrorCode::BadToken | ErrorCode::NoSuchRoom,
                Phase::Reconnecting { .. },
            ) => self.end(),
            _ => {}
        }
    }

    /// A quick match nobody started: the room is gone, and the server is
    /// looking for another player on this connection.
    fn called_off(&mut self, english: &str, args: &Args) {
        let text = called_off_text(args, english, &self.words);
        self.say(text);
        self.saved.0 = None;
        self.online.phase = Phase::Connecting {
            fallback: None,
            quick: true,
        };
        self.next.set(GameState::Menu);
    }

    fn closed(&mut self, english: &str, args: &Args) {
        let reason = closing_text(args, english, &self.words);
        let text = t!(self.words, "online-room-closed", reason = reason);
        self.say(text);
        self.end();
        // The menu's online part says why, for a watcher or a player put
        // back there with no other word of it.
        self.online.phase = Phase::Offline {
            trouble: Some(Trouble::Closed {
                args: args.clone(),
                english: english.to_string(),
            }),
        };
    }

    /// The connection dropped: a seat is tried again, a search or a join
    /// ends with why.
    fn lost(&mut self, error: String) {
        self.connection.close();
        let now = self.time.elapsed_secs_f64();
        self.online.retry_at = now + RETRY_SECS;
        match std::mem::take(&mut self.online.phase) {
            Phase::Seated(seated) => {
                self.announce.write(Announce::problem(t!(
                    self.words,
                    "online-connection-lost",
                    error = error.as_str()
                )));
                self.online.phase = Phase::Reconnecting {
                    seated,
                    lost_at: now,
                };
            }
            Phase::Connecting { .. } | Phase::Searching { .. } => {
                warn!("Lost {} while connecting: {error}", self.online.url);
                let why = Trouble::Unreachable {
                    url: self.online.url.clone(),
                    from_the_page: self.origin.is_some(),
                    offline: Offline::now(self.offline.as_deref()),
                };
                self.announce
                    .write(Announce::problem(why.text(&self.words)));
                self.online.phase = Phase::Offline { trouble: Some(why) };
            }
            // Still trying, or already gone.
            other => self.online.phase = other,
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
        rating_told: false,
        room_at: 0.0,
        warned: None,
        reported: None,
    };
    match phase {
        Phase::Reconnecting { seated: old, .. } => Seated {
            room: old.room.take(),
            room_at: old.room_at,
            synced: old.synced,
            warned: old.warned,
            rating_change: old.rating_change,
            rating_told: old.rating_told,
            reported: old.reported,
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
fn welcome_text(phase: &Phase, code: &str, seat: Seat, words: &Words) -> String {
    match phase {
        Phase::Reconnecting { .. } => t!(words, "online-reconnected"),
        Phase::Connecting {
            fallback: Some(_), ..
        } => t!(words, "online-back-in-room", code = code),
        Phase::Connecting { quick: true, .. } | Phase::Searching { .. } => {
            t!(words, "online-found-player")
        }
        _ if seat == Seat::One => t!(words, "online-room-open", code = code),
        _ => t!(words, "online-joined-room", code = code),
    }
}

/// Comes back to the seat after a dropped connection, every few seconds,
/// for as long as the server keeps it.
pub(super) fn reconnect(
    mut online: ResMut<Online>,
    mut connection: NonSendMut<Connection>,
    mut saved: ResMut<SavedSeat>,
    mut next: ResMut<NextState<GameState>>,
    waker: Res<Waker>,
    time: Res<Time<Real>>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
    mut busy: MessageWriter<StillBusy>,
) {
    let now = time.elapsed_secs_f64();
    let Phase::Reconnecting { seated, lost_at } = &online.phase else {
        return;
    };
    if connection.0.is_some() {
        return; // the attempt under way wakes the window when it ends
    }
    if now < online.retry_at {
        // Frames come only on input otherwise: the next try on time.
        busy.write(StillBusy::Waiting);
        return;
    }
    if now - lost_at > GIVE_UP_SECS {
        announce.write(Announce::problem(t!(words, "online-reconnect-failed")));
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
/// person), 20 s into the search.
pub(super) fn notice_empty_queue(
    mut online: ResMut<Online>,
    time: Res<Time<Real>>,
    mut busy: MessageWriter<StillBusy>,
    words: Res<Words>,
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
        // An idle window in the background draws only every 30 s: keep
        // a few frames a second so the offer comes on time.
        busy.write(StillBusy::Counting);
        return;
    }
    if let Phase::Searching { alone, .. } = &mut online.phase {
        *alone = true;
        if let Some(text) = online.situation(&words) {
            announce.write(Announce::new(Announcement::Online, text));
        }
    }
}

/// A quick match refused as too soon counts down on the title screen, and
/// its refusal is cleared once the wait is over.
pub(super) fn count_search_wait(
    mut online: ResMut<Online>,
    time: Res<Time<Real>>,
    mut busy: MessageWriter<StillBusy>,
) {
    let Some((opens, refusal)) = &online.search_opens else {
        return;
    };
    if time.elapsed_secs_f64() < *opens {
        busy.write(StillBusy::Counting);
        return;
    }
    let refusal = refusal.clone();
    online.search_opens = None;
    if let Phase::Offline { trouble } = &mut online.phase
        && trouble.as_ref() == Some(&refusal)
    {
        *trouble = None;
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
pub fn rating_change_text((before, after): (u32, u32), words: &Words) -> String {
    let delta = i64::from(after) - i64::from(before);
    t!(
        words,
        "online-rating-change",
        before = before,
        after = after,
        delta = format!("{delta:+}")
    )
}

/// What changed about the friend, in words.
fn friend_news(
    before: Option<&protocol::SeatView>,
    now: &protocol::SeatView,
    words: &Words,
) -> Option<String> {
    // The first snapshot is the room as found: the welcome said it.
    let before = before?;
    let name = now.name.as_str();
    match (before.presence, now.presence) {
        (Presence::Empty, Presence::Connected) => Some(t!(words, "online-joined", name = name)),
        (Presence::Connected, Presence::Away { .. }) => {
            Some(t!(words, "online-lost-connection", name = name))
        }
        (Presence::Away { .. }, Presence::Connected) => {
            Some(t!(words, "online-is-back", name = name))
        }
        (was, Presence::Left) if was != Presence::Left => {
            Some(t!(words, "online-left", name = name))
        }
        _ if now.again && !before.again => Some(t!(words, "online-wants-again", name = name)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn a_rating_change_is_said_with_its_sign() {
        let words = Words::new(Language::English);
        assert_eq!(
            rating_change_text((1500, 1516), &words),
            "Your rating: 1500 → 1516 (+16)"
        );
        assert_eq!(
            rating_change_text((1500, 1492), &words),
            "Your rating: 1500 → 1492 (-8)"
        );
    }
}
