//! A board's leaderboard, fetched from the game server on its own short
//! connection (the menu asks while no room is open, and a room's
//! connection keeps to its room): asked, answered, closed.

use bevy::prelude::*;

use super::address::{PageOrigin, socket_url};
use super::connection::Waker;
use super::endpoint::Endpoint;
use super::link::{Link, LinkEvent};
use super::phase::Trouble;
use super::player_key::PlayerKey;
use crate::core::offered::BoardChoice;
use crate::game::announce::{Announce, Announcement};
use crate::game::sets::GameSystems;
use crate::game::setup::language::Words;
use crate::game::setup::preferences::Preferences;
use crate::game::setup::settings::board_short_label;
use crate::i18n::t;
use crate::net::protocol::{self, ClientMessage, Leaderboard, ServerMessage};

/// A server that has not answered in this long is not going to.
const PATIENCE_SECS: f64 = 10.0;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<FetchLeaderboard>();
    app.init_resource::<Standings>();
    app.insert_non_send(Fetch::default());
    app.add_systems(
        Update,
        (
            fetch.run_if(on_message::<FetchLeaderboard>),
            receive.run_if(|standings: Res<Standings>| standings.is_loading()),
        )
            .chain()
            .in_set(GameSystems::Input),
    );
}

/// Ask the server for this board's leaderboard.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FetchLeaderboard(pub BoardChoice);

/// The leaderboard last asked for, as far as it has come.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub enum Standings {
    #[default]
    NotAsked,
    Loading {
        board: BoardChoice,
        since: f64,
    },
    Ready(Leaderboard),
    Failed {
        board: BoardChoice,
        why: Unfetched,
    },
}

/// Why the leaderboard did not come, kept as its cause and put into words
/// where it is shown, so a language picked meanwhile is the one it is said
/// in.
#[derive(Clone, Debug, PartialEq)]
pub enum Unfetched {
    /// The server refused, or could not be reached.
    Trouble(Trouble),
    /// The answer could not be read.
    Unreadable,
    /// No answer within [`PATIENCE_SECS`].
    TimedOut,
}

impl Unfetched {
    pub fn text(&self, words: &Words) -> String {
        match self {
            Unfetched::Trouble(trouble) => trouble.text(words),
            Unfetched::Unreadable => t!(words, "online-leaderboard-unreadable"),
            Unfetched::TimedOut => t!(words, "online-leaderboard-timeout"),
        }
    }
}

impl Standings {
    pub fn is_loading(&self) -> bool {
        matches!(self, Standings::Loading { .. })
    }

    /// The board these standings are (or will be) for.
    pub fn board(&self) -> Option<BoardChoice> {
        match self {
            Standings::NotAsked => None,
            Standings::Loading { board, .. } | Standings::Failed { board, .. } => Some(*board),
            Standings::Ready(leaderboard) => Some(leaderboard.board),
        }
    }
}

/// The fetch's own connection, while it is open.
#[derive(Default)]
struct Fetch(Option<Link>);

impl Fetch {
    fn close(&mut self) {
        if let Some(link) = self.0.take() {
            link.close();
        }
    }
}

fn fetch(
    mut asks: MessageReader<FetchLeaderboard>,
    mut fetch: NonSendMut<Fetch>,
    mut standings: ResMut<Standings>,
    key: Res<PlayerKey>,
    endpoint: Endpoint,
    waker: Res<Waker>,
    time: Res<Time<Real>>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let Some(&FetchLeaderboard(board)) = asks.read().last() else {
        return;
    };
    fetch.close();
    let url = endpoint.url();
    let opened = if endpoint.offline() {
        Err("offline".to_string())
    } else {
        Link::open(&url, waker.0.clone())
    };
    *standings = match opened {
        Ok(mut link) => {
            link.send(&ClientMessage::Leaderboard {
                version: protocol::VERSION,
                board,
                player: Some(key.0.clone()),
            });
            fetch.0 = Some(link);
            Standings::Loading {
                board,
                since: time.elapsed_secs_f64(),
            }
        }
        Err(error) => {
            info!("Leaderboard not fetched: {error}");
            let why = Unfetched::Trouble(endpoint.unreachable(url));
            announce.write(Announce::problem(why.text(&words)));
            Standings::Failed { board, why }
        }
    };
}

/// The leaderboard in a sentence, for a screen reader (the sheet shows it).
pub fn summary(leaderboard: &Leaderboard, words: &Words) -> String {
    let (you, place, rating, needs) = match &leaderboard.you {
        Some(you) if you.needs == 0 => ("ranked", you.place, you.rating, 0),
        Some(you) => ("unranked", you.place, you.rating, you.needs),
        None => ("none", 0, 0, 0),
    };
    match leaderboard.top.first() {
        None => t!(
            words,
            "online-leaderboard-empty",
            board = board_short_label(leaderboard.board, words),
            you = you,
            place = place,
            rating = rating,
            needs = needs
        ),
        Some(leader) => t!(
            words,
            "online-leaderboard",
            board = board_short_label(leaderboard.board, words),
            players = leaderboard.top.len(),
            leader = leader.name.as_str(),
            leader_rating = leader.rating,
            you = you,
            place = place,
            rating = rating,
            needs = needs
        ),
    }
}

/// What a player still needs to be ranked: "play 3 more opponents to be
/// ranked" (opponents are told apart by where they play from).
pub fn unranked_text(needs: u32, words: &Words) -> String {
    t!(words, "online-unranked", needs = needs)
}

fn receive(
    mut fetch: NonSendMut<Fetch>,
    mut standings: ResMut<Standings>,
    origin: Option<Res<PageOrigin>>,
    prefs: Res<Preferences>,
    time: Res<Time<Real>>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let words = &*words;
    let Standings::Loading { board, since } = *standings else {
        return;
    };
    let failed = |why: Unfetched| Standings::Failed { board, why };
    let events = fetch.0.as_mut().map(Link::poll).unwrap_or_default();
    for event in events {
        let done = match event {
            LinkEvent::Message(ServerMessage::Leaderboard(leaderboard))
                if leaderboard.board == board =>
            {
                announce.write(Announce::new(
                    Announcement::Online,
                    summary(&leaderboard, words),
                ));
                Standings::Ready(leaderboard)
            }
            LinkEvent::Message(ServerMessage::Error {
                code,
                message,
                args,
                ..
            }) => failed(Unfetched::Trouble(Trouble::Refused {
                code,
                args,
                message,
            })),
            LinkEvent::Message(_) => continue,
            LinkEvent::Garbled(error) => {
                warn!("Unreadable leaderboard from the server: {error}");
                failed(Unfetched::Unreadable)
            }
            LinkEvent::Lost(_) | LinkEvent::Closed => {
                info!("Leaderboard not fetched: {event:?}");
                let url = socket_url(origin.as_deref(), &prefs);
                failed(Unfetched::Trouble(Trouble::Unreachable {
                    url,
                    from_the_page: origin.is_some(),
                    offline: false,
                }))
            }
        };
        if let Standings::Failed { why, .. } = &done {
            announce.write(Announce::problem(why.text(words)));
        }
        *standings = done;
        fetch.close();
        return;
    }
    if time.elapsed_secs_f64() - since > PATIENCE_SECS {
        let why = Unfetched::TimedOut;
        announce.write(Announce::problem(why.text(words)));
        *standings = failed(why);
        fetch.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use crate::net::protocol::Standing;

    fn standing(place: u32, name: &str, rating: u32, needs: u32) -> Standing {
        Standing {
            place,
            name: name.into(),
            rating,
            games: 3,
            provisional: false,
            needs,
        }
    }

    #[test]
    fn the_summary_is_one_sentence_as_it_always_was() {
        let words = Words::new(Language::English);
        let mut board = Leaderboard {
            board: BoardChoice::Classic,
            top: Vec::new(),
            you: None,
        };
        assert_eq!(
            summary(&board, &words),
            "Leaderboard for 3 x 3: nobody is ranked yet; you have no rated games on it"
        );
        board.you = Some(standing(0, "Me", 1510, 1));
        assert_eq!(
            summary(&board, &words),
            "Leaderboard for 3 x 3: nobody is ranked yet; you have 1510: play 1 more opponent \
             to be ranked"
        );
        board.top = vec![standing(1, "Ann", 1620, 0), standing(2, "Me", 1540, 0)];
        board.you = Some(standing(2, "Me", 1540, 0));
        assert_eq!(
            summary(&board, &words),
            "Leaderboard for 3 x 3: 2 players, first Ann with 1620; you are number 2 with 1540"
        );
        board.top.truncate(1);
        board.you = Some(standing(0, "Me", 1500, 4));
        assert_eq!(
            summary(&board, &words),
            "Leaderboard for 3 x 3: 1 player, first Ann with 1620; you have 1500: play 4 more \
             opponents to be ranked"
        );
        assert_eq!(
            unranked_text(1, &words),
            "play 1 more opponent to be ranked"
        );
    }

    /// A failed fetch keeps why, not words: shown after the player picks
    /// another language, it is said in that one.
    #[test]
    fn a_failed_leaderboard_is_said_in_the_language_picked_since() {
        let standings = Standings::Failed {
            board: BoardChoice::Classic,
            why: Unfetched::Trouble(Trouble::Refused {
                code: protocol::ErrorCode::TooFast,
                args: [
                    ("reason".to_string(), "leaderboards".to_string()),
                    ("per-second".to_string(), "2".to_string()),
                ]
                .into(),
                message: "Leaderboards are sent 2 a second to each address".into(),
            }),
        };
        let Standings::Failed { why, .. } = &standings else {
            unreachable!("built failed");
        };
        let english = Words::new(Language::English);
        let spanish = Words::new(Language::Spanish);
        let shown_before = why.text(&english);
        let shown_after = why.text(&spanish);
        assert_eq!(
            shown_before,
            t!(english, "refusal-too-fast-leaderboards", per_second = 2)
        );
        assert_eq!(
            shown_after,
            t!(spanish, "refusal-too-fast-leaderboards", per_second = 2)
        );
        assert_ne!(shown_before, shown_after);
        assert_eq!(
            Unfetched::TimedOut.text(&spanish),
            t!(spanish, "online-leaderboard-timeout")
        );
    }
}
