//! Where online play stands: a phase that carries what it knows (the
//! trouble while offline, the fallback join while connecting, the seat and
//! the room once seated, when the connection was lost while reconnecting),
//! and the room put into words for the panels.

use std::collections::BTreeMap;

use bevy::prelude::*;

use super::refusal::{refusal_text, unreachable};
use crate::core::Pos;
use crate::core::matchup::Seat;
use crate::core::offered::BoardChoice;
use crate::game::setup::language::Words;
use crate::game::setup::settings::board_short_label;
use crate::i18n::t;
use crate::net::protocol::{self, ClientMessage, ErrorCode, Presence, RoomView};

/// Where online play stands, with what each stage knows.
#[derive(Clone, Debug, PartialEq)]
pub enum Phase {
    /// Not in a room. Why the last try to open or join one failed, if it
    /// did: the title screen keeps saying it until the next try (a notice
    /// fades in seconds).
    Offline { trouble: Option<Trouble> },
    /// Connecting, or waiting for the server's welcome; the join to send
    /// if resuming a saved seat is refused, and whether a quick match was
    /// asked for (it may be seated at once, never queued).
    Connecting {
        fallback: Option<ClientMessage>,
        quick: bool,
    },
    /// In the quick-match queue for `board` since `since` (seconds of
    /// real time: the window sleeps between inputs, and the game's clock
    /// counts at most a quarter of a second a frame); `alone` once nobody
    /// has come for a while; `household` other searches from this address,
    /// which quick match never pairs with this one.
    Searching {
        board: BoardChoice,
        since: f64,
        alone: bool,
        household: u32,
    },
    /// In a room: in a seat, or watching.
    Seated(Seated),
    /// The connection dropped at `lost_at` (seconds); trying to come back
    /// to the seat.
    Reconnecting { seated: Seated, lost_at: f64 },
}

/// Why a try to go online failed, kept as its cause and put into words
/// when shown, so a language picked meanwhile is the one it is said in.
#[derive(Clone, Debug, PartialEq)]
pub enum Trouble {
    /// The server refused: its code and arguments, and its own English
    /// words, shown for a code this game cannot word.
    Refused {
        code: ErrorCode,
        args: BTreeMap<String, String>,
        message: String,
    },
    /// No server answered at `url`: a page's own server, or one typed in
    /// Settings; or the device is known to be offline.
    Unreachable {
        url: String,
        from_the_page: bool,
        offline: bool,
    },
    /// The room closed under this device (everyone left, it sat idle, the
    /// server stops): the server's reason and its English words.
    Closed {
        args: BTreeMap<String, String>,
        english: String,
    },
}

impl Trouble {
    pub fn text(&self, words: &Words) -> String {
        match self {
            Trouble::Refused {
                code,
                args,
                message,
            } => refusal_text(*code, args, message, words),
            Trouble::Unreachable {
                url,
                from_the_page,
                offline,
            } => unreachable(url, *from_the_page, *offline, words),
            Trouble::Closed { args, english } => t!(
                words,
                "online-room-closed",
                reason = super::refusal::closing_text(args, english, words)
            ),
        }
    }
}

impl Default for Phase {
    fn default() -> Self {
        Phase::Offline { trouble: None }
    }
}

/// A place in a room (a seat, or among its watchers), and the room as the
/// server last described it.
#[derive(Clone, Debug, PartialEq)]
pub struct Seated {
    pub code: String,
    /// This device's seat in the room; `None` for a watcher.
    pub seat: Option<Seat>,
    pub(super) token: String,
    /// The room as the server last described it; `None` until it does.
    pub room: Option<RoomView>,
    /// The server's round the local round mirrors; `None` until one starts.
    pub(super) synced: Option<u32>,
    /// A round start was asked for and has not happened yet.
    pub(super) starting: bool,
    /// A local move sent and not yet confirmed.
    pub(super) pending: Option<Pos>,
    /// This device's rating before and after the last rated round.
    pub rating_change: Option<(u32, u32)>,
    /// The rating change has been said.
    pub(super) rating_told: bool,
    /// When the room's snapshot arrived (real seconds): its clock counts
    /// down from then.
    pub(super) room_at: f64,
    /// The move (round, moves played) whose "10 seconds left" was said.
    pub(super) warned: Option<(u32, usize)>,
    /// The server's round whose other player this device reported.
    pub(super) reported: Option<u32>,
}

/// Whether the other player of the round just ended can be reported
/// (see `report`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reporting {
    /// Not here: no rated online round of this device's has ended.
    Not,
    /// The round just ended can be reported.
    Open,
    /// This device reported it.
    Sent,
}

/// The clock of the move being played, as this device counts it down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveClock {
    /// Seconds each move may take in the room.
    pub seconds: u32,
    /// Seconds the player to move has left.
    pub left: f64,
    /// The round is being played (the clock is not waiting for a round).
    pub running: bool,
}

impl MoveClock {
    /// "0:23".
    pub fn text(&self) -> String {
        let whole = self.left.ceil() as u64;
        format!("{}:{:02}", whole / 60, whole % 60)
    }
}

impl Seated {
    /// The friend's seat in the room (a watcher has none).
    pub(super) fn friend(&self) -> Option<&protocol::SeatView> {
        Some(&self.room.as_ref()?.seats[self.seat?.other().index()])
    }

    /// Whether this device asked for another round that has not begun.
    pub(super) fn asked_again(&self) -> bool {
        let Some(seat) = self.seat else {
            return false;
        };
        self.room
            .as_ref()
            .is_some_and(|room| room.seats[seat.index()].again)
    }

    /// Whether the players the round needs are there: the friend, or for a
    /// watcher both players.
    fn players_there(&self) -> bool {
        let connected = |seat: &protocol::SeatView| seat.presence == Presence::Connected;
        match self.seat {
            Some(_) => self.friend().is_some_and(connected),
            None => self
                .room
                .as_ref()
                .is_some_and(|room| room.seats.iter().all(connected)),
        }
    }

    /// What a watcher is told about the room, with how many others watch.
    fn watching(&self, words: &Words) -> Option<String> {
        let room = self.room.as_ref()?;
        let others = room.watchers.saturating_sub(1);
        let missing = room
            .seats
            .iter()
            .find(|seat| seat.presence != Presence::Connected);
        Some(
            match missing.map(|seat| (seat.presence, seat.name.as_str())) {
                None => t!(
                    words,
                    "online-watching-both",
                    first = room.seats[0].name.as_str(),
                    second = room.seats[1].name.as_str(),
                    others = others
                ),
                Some((Presence::Empty, _)) => t!(
                    words,
                    "online-watching-empty",
                    code = self.code.as_str(),
                    others = others
                ),
                Some((Presence::Away { seconds_left }, name)) => t!(
                    words,
                    "online-watching-away",
                    name = name,
                    seconds = seconds_left,
                    others = others
                ),
                Some((_, name)) => t!(words, "online-watching-left", name = name, others = others),
            },
        )
    }
}

/// Online play as the game and its panels see it.
#[derive(Resource, Debug, Default)]
pub struct Online {
    pub phase: Phase,
    /// The server's address last used.
    pub url: String,
    /// When to try to reconnect next (seconds).
    pub(super) retry_at: f64,
    /// A quick match refused as too soon: when (real seconds) it opens
    /// again, and the refusal, said until then.
    pub(super) search_opens: Option<(f64, Trouble)>,
}

impl Online {
    pub fn is_offline(&self) -> bool {
        matches!(self.phase, Phase::Offline { .. })
    }

    /// A search has waited long enough that the computer is offered.
    pub fn offers_the_computer(&self) -> bool {
        matches!(self.phase, Phase::Searching { alone: true, .. })
    }

    /// Whole seconds until a quick match may be asked for again, after one
    /// was refused as too soon.
    pub fn search_wait(&self, now: f64) -> Option<u64> {
        let (opens, _) = self.search_opens.as_ref()?;
        // To the millisecond first: `opens` is `now + 60.0` as a float, and
        // taking `now` back off can leave 60.000000000000007, not 61 s.
        let left = ((opens - now) * 1000.0).round() / 1000.0;
        (left > 0.0).then(|| left.ceil() as u64)
    }

    /// Whether this device waits in the quick-match queue.
    pub fn is_searching(&self) -> bool {
        matches!(self.phase, Phase::Searching { .. })
    }

    /// The seat this device holds (also while reconnecting to it).
    pub fn seated(&self) -> Option<&Seated> {
        match &self.phase {
            Phase::Seated(seated) | Phase::Reconnecting { seated, .. } => Some(seated),
            _ => None,
        }
    }

    pub(super) fn seated_mut(&mut self) -> Option<&mut Seated> {
        match &mut self.phase {
            Phase::Seated(seated) | Phase::Reconnecting { seated, .. } => Some(seated),
            _ => None,
        }
    }

    /// The seat, only while connected to it.
    pub(super) fn connected(&mut self) -> Option<&mut Seated> {
        match &mut self.phase {
            Phase::Seated(seated) => Some(seated),
            _ => None,
        }
    }

    /// The room's code.
    pub fn code(&self) -> Option<&str> {
        self.seated().map(|seated| seated.code.as_str())
    }

    /// The other player left the room for good: no round will follow.
    pub fn friend_left(&self) -> bool {
        self.seated()
            .and_then(Seated::friend)
            .is_some_and(|friend| friend.presence == Presence::Left)
    }

    /// The room is a rated quick match: nobody is invited to it.
    pub fn is_rated(&self) -> bool {
        self.seated()
            .and_then(|seated| seated.room.as_ref())
            .is_some_and(|room| room.rated)
    }

    /// This device holds a seat and the other seat has never been taken:
    /// the round is set up but cannot begin.
    pub fn awaiting_friend(&self) -> bool {
        matches!(&self.phase, Phase::Seated(seated)
            if seated.friend().is_some_and(|friend| friend.presence == Presence::Empty))
    }

    /// The room's clock for the move being played, at `now` (real seconds).
    pub fn move_clock(&self, now: f64) -> Option<MoveClock> {
        let seated = self.seated()?;
        let view = seated.room.as_ref()?;
        let clock = view.clock?;
        let running = view.round > 0
            && view.forfeit.is_none()
            && view.game().is_some_and(|game| !game.outcome().is_over());
        let elapsed = if running { now - seated.room_at } else { 0.0 };
        Some(MoveClock {
            seconds: clock.seconds,
            left: (f64::from(clock.left_ms) / 1000.0 - elapsed.max(0.0)).max(0.0),
            running,
        })
    }

    /// A seat's rating on this board, in a rated room.
    pub fn rating(&self, seat: Seat) -> Option<u32> {
        self.seated()?.room.as_ref()?.seats[seat.index()].rating
    }

    /// This device's rating before and after its last rated round.
    pub fn rating_change(&self) -> Option<(u32, u32)> {
        self.seated()?.rating_change
    }

    /// The last rated round's change of this device's rating, if not said
    /// yet. The server's snapshot can bring it before the round's last move
    /// is played here: it is said after the result.
    pub fn untold_rating(&self) -> Option<(u32, u32)> {
        self.seated()
            .filter(|seated| !seated.rating_told)
            .and_then(|seated| seated.rating_change)
    }

    /// Whether the other player of the rated round just ended can be
    /// reported, from this device's seat.
    pub fn reporting(&self) -> Reporting {
        let Some(seated) = self.seated() else {
            return Reporting::Not;
        };
        let Some(room) = seated.room.as_ref() else {
            return Reporting::Not;
        };
        let over = room
            .game()
            .is_some_and(|game| game.outcome().is_over() || room.forfeit.is_some());
        if !room.rated || seated.seat.is_none() || room.round == 0 || !over {
            Reporting::Not
        } else if seated.reported == Some(room.round) {
            Reporting::Sent
        } else {
            Reporting::Open
        }
    }

    /// The round just ended was reported from here.
    pub(super) fn mark_reported(&mut self) {
        if let Some(seated) = self.seated_mut() {
            seated.reported = seated.room.as_ref().map(|room| room.round);
        }
    }

    pub fn mark_rating_told(&mut self) {
        if let Some(seated) = self.seated_mut() {
            seated.rating_told = true;
        }
    }

    /// This device's seat in the room (none while watching).
    pub fn seat(&self) -> Option<Seat> {
        self.seated().and_then(|seated| seated.seat)
    }

    /// Whether this device watches a room.
    pub fn is_watching(&self) -> bool {
        self.seated().is_some_and(|seated| seated.seat.is_none())
    }

    /// The link that opens the game's page watching this room.
    pub fn watch_link(&self) -> Option<String> {
        let code = self.code()?;
        Some(protocol::watch_link(&self.page(), code))
    }

    /// The page's address for the server used.
    fn page(&self) -> String {
        super::address::page_of(&self.url)
    }

    /// Why the last try to open or join a room failed, while offline.
    pub fn trouble(&self) -> Option<&Trouble> {
        match &self.phase {
            Phase::Offline { trouble } => trouble.as_ref(),
            _ => None,
        }
    }

    /// The link that opens the game's page straight into this room.
    pub fn link(&self) -> Option<String> {
        let code = self.code()?;
        Some(protocol::room_link(&self.page(), code))
    }

    /// Why the round cannot go on now, if it cannot: the friend has not
    /// joined, is away or left, or the connection is down.
    pub fn waiting(&self, words: &Words) -> Option<String> {
        let friend_there = match &self.phase {
            Phase::Seated(seated) => seated.players_there(),
            _ => false,
        };
        if friend_there {
            None
        } else {
            self.situation(words)
        }
    }

    /// A line about the room for the panels: waiting, away, left.
    pub fn situation(&self, words: &Words) -> Option<String> {
        let seated = match &self.phase {
            Phase::Offline { trouble } => {
                return trouble.as_ref().map(|trouble| trouble.text(words));
            }
            Phase::Connecting { .. } => {
                return Some(t!(words, "online-connecting", address = self.url.as_str()));
            }
            Phase::Searching {
                household: 1..,
                alone,
                ..
            } => {
                return Some(if *alone {
                    t!(words, "online-household-alone")
                } else {
                    t!(words, "online-household")
                });
            }
            Phase::Searching { board, alone, .. } => {
                // The queue may hold players too far from this rating yet:
                // nobody *near* it is the honest thing to say.
                let board = board_short_label(*board, words);
                return Some(if *alone {
                    t!(words, "online-searching-alone", board = board)
                } else {
                    t!(words, "online-searching", board = board)
                });
            }
            Phase::Reconnecting { .. } => return Some(t!(words, "online-reconnecting")),
            Phase::Seated(seated) => seated,
        };
        if seated.seat.is_none() {
            return seated.watching(words);
        }
        let friend = seated.friend()?;
        let name = friend.name.as_str();
        Some(match friend.presence {
            Presence::Empty => t!(
                words,
                "online-waiting-for-friend",
                code = seated.code.as_str()
            ),
            Presence::Connected if friend.again => t!(words, "online-wants-again", name = name),
            Presence::Connected if seated.asked_again() => {
                t!(words, "online-waiting-again", name = name)
            }
            Presence::Connected => {
                let watchers = seated.room.as_ref().map_or(0, |room| room.watchers);
                t!(words, "online-playing", name = name, watchers = watchers)
            }
            Presence::Away { seconds_left } => {
                t!(words, "online-away", name = name, seconds = seconds_left)
            }
            Presence::Left => t!(words, "online-left", name = name),
        })
    }

    /// Back to no room, keeping what outlives one.
    pub(super) fn reset(&mut self, trouble: Option<Trouble>) {
        *self = Online {
            phase: Phase::Offline { trouble },
            url: std::mem::take(&mut self.url),
            retry_at: 0.0,
            search_opens: self.search_opens.take(),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn a_wait_of_a_minute_counts_from_60_whenever_it_is_told() {
        // Frames of 50 ms, as the tests run them: about one `now` in eight
        // once gave 61.
        for frame in 1..4_000u64 {
            let now = std::time::Duration::from_millis(frame * 50).as_secs_f64();
            let online = Online {
                search_opens: Some((
                    now + 60.0,
                    Trouble::Refused {
                        code: ErrorCode::TooSoon,
                        args: BTreeMap::new(),
                        message: String::new(),
                    },
                )),
                ..Online::default()
            };
            assert_eq!(online.search_wait(now), Some(60), "at {now}");
            assert_eq!(online.search_wait(now + 59.5), Some(1));
            assert_eq!(online.search_wait(now + 60.0), None);
        }
    }

    #[test]
    fn the_audience_is_said_as_it_always_was() {
        let words = Words::new(Language::English);
        let playing =
            |watchers: u32| t!(words, "online-playing", name = "Bob", watchers = watchers);
        assert_eq!(playing(0), "Playing Bob online");
        assert_eq!(playing(1), "Playing Bob online, 1 watching");
        assert_eq!(playing(3), "Playing Bob online, 3 watching");
        let watching = |others: u32| {
            t!(
                words,
                "online-watching-both",
                first = "Ann",
                second = "Bob",
                others = others
            )
        };
        assert_eq!(watching(0), "Watching Ann and Bob");
        assert_eq!(watching(1), "Watching Ann and Bob, with 1 other watcher");
        assert_eq!(watching(2), "Watching Ann and Bob, with 2 other watchers");
        assert_eq!(
            t!(words, "online-watching-left", name = "Ann", others = 0u32),
            "Ann left"
        );
        assert_eq!(
            t!(
                words,
                "online-searching",
                board = board_short_label(BoardChoice::Four, &words)
            ),
            "Looking for a player for a 4 x 4 game…"
        );
    }

    /// Why going online failed is kept as its cause: a language picked
    /// while it is shown says it anew.
    #[test]
    fn why_going_online_failed_is_said_in_the_language_of_the_moment() {
        let offline = |trouble| Online {
            phase: Phase::Offline {
                trouble: Some(trouble),
            },
            ..Online::default()
        };
        let said = |online: &Online, language| online.situation(&Words::new(language)).unwrap();
        let unreachable = offline(Trouble::Unreachable {
            url: "ws://127.0.0.1:9".into(),
            from_the_page: false,
            offline: false,
        });
        assert!(
            said(&unreachable, Language::English)
                .starts_with("Cannot reach the game server at ws://127.0.0.1:9"),
        );
        assert!(
            said(&unreachable, Language::Spanish)
                .starts_with("No se puede conectar con el servidor de juego en ws://127.0.0.1:9"),
        );
        let refused = offline(Trouble::Refused {
            code: ErrorCode::NoSuchRoom,
            args: BTreeMap::from([
                ("reason".to_string(), "unknown".to_string()),
                ("code".to_string(), "K7M2".to_string()),
            ]),
            message: "no such room".into(),
        });
        assert_eq!(
            said(&refused, Language::English),
            "There is no room K7M2: check the code"
        );
        assert_eq!(
            said(&refused, Language::Japanese),
            "ルームK7M2は見つかりません。コードを確認してください"
        );
        assert_eq!(
            online_trouble_text(&refused, Language::Japanese),
            said(&refused, Language::Japanese)
        );
    }

    fn online_trouble_text(online: &Online, language: Language) -> String {
        online.trouble().unwrap().text(&Words::new(language))
    }
}
