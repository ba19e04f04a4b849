//! Everything the game tells the player, in one stream: whose turn it is,
//! each move, the result, and short problem notices for bad input.
//! The log, the status line and (on the web) the screen-reader region all
//! read from here.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::activity::StillBusy;
use super::round::RoundStarted;
use super::round::turn::Turn;
use super::sets::GameSystems;
use super::setup::language::Words;
use super::state::GameState;

/// How long a problem notice stays on screen, in seconds.
pub const NOTICE_SECS: f32 = 2.5;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Announce>();
    app.init_resource::<Feed>();
    app.register_type::<Feed>();
    app.add_systems(
        PostUpdate,
        (
            record_announcements.run_if(on_message::<Announce>),
            expire_notice.run_if(|feed: Res<Feed>| feed.notice.is_some()),
        )
            .chain(),
    );
    app.add_systems(OnEnter(GameState::Menu), clear_feed);
    // A new round starts with nothing said of the last one (a review's
    // verdict, a hint, its last move).
    app.add_systems(
        Update,
        (
            clear_feed.run_if(on_message::<RoundStarted>),
            // A slip is about the turn it was made in ("Wait: it is the
            // computer's move"): once the turn passes, it is stale.
            clear_notice.run_if(resource_changed::<Turn>),
        )
            .in_set(GameSystems::Follow),
    );
}

#[derive(Reflect, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Announcement {
    /// Whose turn it is.
    Turn,
    /// A mark was placed.
    Move,
    /// The round is decided.
    Result,
    /// The score after a round.
    Score,
    /// The menu's current choices.
    Menu,
    /// A control got the keyboard focus (Tab): what it is, for players who
    /// cannot see which one is ringed.
    Focus,
    /// The coach: a hint, looking back through the moves, the review.
    Coach,
    /// Online play: the room, the friend joining, leaving, coming back.
    Online,
    /// A setting changed by its key (M for sound): the control shows it.
    Setting,
    /// Bad input: said briefly, changes nothing.
    Problem,
}

#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Announce {
    pub kind: Announcement,
    pub text: String,
}

impl Announce {
    pub fn new(kind: Announcement, text: impl Into<String>) -> Self {
        Announce {
            kind,
            text: text.into(),
        }
    }

    pub fn problem(text: impl Into<String>) -> Self {
        Announce::new(Announcement::Problem, text)
    }
}

/// What the screen currently says.
#[derive(Resource, Reflect, Default, Debug)]
#[reflect(Resource)]
pub struct Feed {
    /// Whose turn it is, or the result.
    pub status: String,
    /// The latest move, e.g. "Computer took square 5".
    pub last_move: Option<String>,
    /// What the coach said last, until the next move.
    pub coach: Option<String>,
    /// A short-lived problem notice.
    pub notice: Option<Notice>,
}

#[derive(Reflect, Debug)]
pub struct Notice {
    pub text: String,
    pub timer: Timer,
}

fn record_announcements(mut announcements: MessageReader<Announce>, mut feed: ResMut<Feed>) {
    for Announce { kind, text } in announcements.read() {
        // A player's slip (a taken square, a key that does nothing) is part
        // of play, not a fault of the program: no warning in the log.
        info!("{text}");
        match kind {
            Announcement::Turn | Announcement::Result | Announcement::Menu => {
                feed.status = text.clone()
            }
            // The room card shows where online play stands.
            Announcement::Score
            | Announcement::Focus
            | Announcement::Online
            | Announcement::Setting => {}
            Announcement::Move => {
                feed.last_move = Some(text.clone());
                feed.coach = None;
            }
            Announcement::Coach => feed.coach = Some(text.clone()),
            Announcement::Problem => {
                feed.notice = Some(Notice {
                    text: text.clone(),
                    timer: Timer::from_seconds(NOTICE_SECS, TimerMode::Once),
                })
            }
        }
    }
}

/// Counts a notice down; keeps frames coming until it is gone, since the
/// game otherwise only redraws on input.
fn expire_notice(time: Res<Time>, mut feed: ResMut<Feed>, mut busy: MessageWriter<StillBusy>) {
    let expired = feed
        .notice
        .as_mut()
        .is_some_and(|notice| notice.timer.tick(time.delta()).is_finished());
    if expired {
        feed.notice = None;
    }
    busy.write(StillBusy::Waiting);
}

fn clear_notice(mut feed: ResMut<Feed>) {
    if feed.notice.is_some() {
        feed.notice = None;
    }
}

fn clear_feed(mut feed: ResMut<Feed>) {
    feed.status.clear();
    feed.last_move = None;
    feed.coach = None;
}

/// What a system needs to say something: the player's words, and the
/// feed its sentences go to.
#[derive(SystemParam)]
pub struct Say<'w> {
    pub words: Res<'w, Words>,
    pub announce: MessageWriter<'w, Announce>,
}
