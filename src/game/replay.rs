//! Replays: a finished round as a link ([`crate::core::replay`]), and a
//! link's game opened on its review. An opened replay is a round with
//! [`Authority::Record`]: nobody plays on, takes back, scores or counts it.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::core::MoveError;
use crate::core::Outcome;
use crate::core::matchup::Seat;
use crate::core::offered::BoardChoice;
use crate::core::replay::{self, ReplayError};
use crate::game::announce::{Announce, Announcement};
use crate::game::coach::{CoachCommand, ReviewStep};
use crate::game::online::{CopyRequest, PageOrigin, page_address};
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::sets::GameSystems;
use crate::game::setup::language::{Words, speaking_the_wanted_language};
use crate::game::setup::preferences::Preferences;
use crate::game::setup::seat::{Authority, Controller, Mode};
use crate::game::setup::settings::{MatchSettings, SetAside};
use crate::game::state::GameState;
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReplayCommand>();
    app.init_resource::<ReplayTrouble>();
    app.add_systems(
        Update,
        (
            open_invitation
                .run_if(resource_exists::<ReplayInvitation>.and_then(speaking_the_wanted_language)),
            (copy_link, open_replay).run_if(on_message::<ReplayCommand>),
        )
            .chain()
            .in_set(GameSystems::Command),
    );
    // Said until the player moves on from the title screen.
    app.add_systems(
        OnExit(GameState::Menu),
        |mut trouble: ResMut<ReplayTrouble>| {
            trouble.0 = None;
        },
    );
}

/// The replay the page was opened with (the browser's `?replay=` link).
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct ReplayInvitation(pub String);

#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum ReplayCommand {
    /// Open this replay's game on its review.
    Open(String),
    /// Copy the link to the finished round's replay.
    CopyLink,
}

/// Why the last replay link could not be opened, kept for the title
/// screen (a notice would be gone before a page that just loaded is read),
/// and put into words there, in the language of the moment.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ReplayTrouble(pub Option<ReplayError>);

/// The link to the round's replay, once the round is finished.
pub fn replay_link(round: &Round, page: &str) -> Option<String> {
    replay::encode(round.game()).map(|text| replay::link(page, &text))
}

fn open_invitation(
    mut commands: Commands,
    invitation: Res<ReplayInvitation>,
    mut replays: MessageWriter<ReplayCommand>,
) {
    replays.write(ReplayCommand::Open(invitation.0.clone()));
    commands.remove_resource::<ReplayInvitation>();
}

/// Copy replay link: the finished round's link, to the clipboard.
fn copy_link(
    mut replays: MessageReader<ReplayCommand>,
    origin: Option<Res<PageOrigin>>,
    prefs: Res<Preferences>,
    round: Res<Round>,
    mut copies: MessageWriter<CopyRequest>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    for command in replays.read() {
        if *command != ReplayCommand::CopyLink {
            continue;
        }
        let page = page_address(origin.as_deref(), &prefs);
        match replay_link(&round, &page) {
            Some(link) => {
                copies.write(CopyRequest(link));
            }
            None => {
                announce.write(Announce::problem(t!(words, "replay-link-after-round")));
            }
        }
    }
}

/// What opening a replay changes besides the round: the finished game
/// shown whole, on the end screen, with its review started.
#[derive(SystemParam)]
struct ReviewOpener<'w> {
    shown: ResMut<'w, Shown>,
    next: ResMut<'w, NextState<GameState>>,
    coach: MessageWriter<'w, CoachCommand>,
}

impl ReviewOpener<'_> {
    fn open(&mut self) {
        self.shown.set_if_neq(Shown(None));
        self.next.set(GameState::GameOver);
        self.coach.write(CoachCommand::Review(ReviewStep::Start));
    }
}

/// A replay link opened: its game on the end screen, under review.
fn open_replay(
    mut replays: MessageReader<ReplayCommand>,
    state: Res<State<GameState>>,
    mut settings: ResMut<MatchSettings>,
    mut set_aside: ResMut<SetAside>,
    mut round: ResMut<Round>,
    mut review: ReviewOpener,
    mut trouble: ResMut<ReplayTrouble>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    for command in replays.read() {
        let ReplayCommand::Open(text) = command else {
            continue;
        };
        if *state.get() != GameState::Menu {
            announce.write(Announce::problem(t!(words, "replay-finish-round-first")));
            continue;
        }
        let game = match replay::decode(text) {
            Ok(game) => game,
            Err(why) => {
                announce.write(Announce::problem(replay_error_text(&why, &words)));
                trouble.0 = Some(why);
                continue;
            }
        };
        trouble.0 = None;
        if set_aside.0.is_none() {
            set_aside.0 = Some(settings.clone());
        }
        // The names of the menu's two-player game: a link carries
        // no names, and the menu's own opponent (the computer, a
        // friend online) did not play this game.
        settings.mode = Mode::HumanVsHuman;
        if let Some(board) = BoardChoice::of(game.rules()) {
            settings.board = board;
        }
        let moves = game.moves().len();
        let opened = match game.outcome() {
            Outcome::Win { winner, .. } => t!(
                words,
                "replay-opened-win",
                moves = moves,
                mark = winner.to_string()
            ),
            Outcome::Draw => t!(words, "replay-opened-draw", moves = moves),
            Outcome::InProgress => t!(words, "replay-opened-unfinished", moves = moves),
        };
        *round = Round::new(
            game,
            Seat::One,
            [Controller::Human; 2],
            Authority::Record,
            round.id() + 1,
        );
        review.open();
        announce.write(Announce::new(Announcement::Coach, opened));
    }
}

/// Why a replay link cannot be opened, as the player is told.
pub fn replay_error_text(error: &ReplayError, words: &Words) -> String {
    match error {
        ReplayError::Empty => t!(words, "replay-error-empty"),
        ReplayError::TooLong { letters } => {
            t!(words, "replay-error-too-long", letters = *letters)
        }
        ReplayError::UnknownBoard(c) => {
            t!(words, "replay-error-unknown-board", letter = c.to_string())
        }
        ReplayError::NotALetter(c) => {
            t!(words, "replay-error-not-a-letter", letter = c.to_string())
        }
        ReplayError::CutShort => t!(words, "replay-error-cut-short"),
        ReplayError::OffTheBoard { number } => {
            t!(words, "replay-error-off-the-board", number = *number)
        }
        ReplayError::Illegal {
            number,
            square,
            why,
        } => {
            let (number, square) = (*number, square.clone());
            match *why {
                MoveError::Occupied { by, .. } => t!(
                    words,
                    "replay-error-taken",
                    number = number,
                    square = square,
                    mark = by.to_string()
                ),
                MoveError::OffBoard { pos } => t!(
                    words,
                    "replay-error-square-off-board",
                    number = number,
                    square = square,
                    row = u16::from(pos.row) + 1,
                    column = u16::from(pos.col) + 1
                ),
                MoveError::GameOver => t!(
                    words,
                    "replay-error-game-over",
                    number = number,
                    square = square
                ),
                MoveError::ClosedBoard { board } => t!(
                    words,
                    "replay-error-closed-board",
                    number = number,
                    square = square,
                    board = board
                ),
                MoveError::WrongBoard { must, .. } => t!(
                    words,
                    "replay-error-wrong-board",
                    number = number,
                    square = square,
                    board = must
                ),
            }
        }
        ReplayError::MovesAfterTheEnd { number } => {
            t!(words, "replay-error-moves-after-the-end", number = *number)
        }
        ReplayError::Unfinished => t!(words, "replay-error-unfinished"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Player, Pos};
    use crate::i18n::Language;

    #[test]
    fn replay_errors_read_in_english_as_the_core_words_them() {
        let words = Words::new(Language::English);
        let illegal = |why| ReplayError::Illegal {
            number: 4,
            square: "7-5".into(),
            why,
        };
        for error in [
            ReplayError::Empty,
            ReplayError::TooLong { letters: 201 },
            ReplayError::UnknownBoard('z'),
            ReplayError::NotALetter('!'),
            ReplayError::CutShort,
            ReplayError::OffTheBoard { number: 3 },
            illegal(MoveError::Occupied {
                pos: Pos::new(1, 1),
                by: Player::O,
            }),
            illegal(MoveError::OffBoard {
                pos: Pos::new(255, 2),
            }),
            illegal(MoveError::GameOver),
            illegal(MoveError::ClosedBoard { board: 7 }),
            illegal(MoveError::WrongBoard {
                pos: Pos::new(1, 1),
                must: 3,
            }),
            ReplayError::MovesAfterTheEnd { number: 9 },
            ReplayError::Unfinished,
        ] {
            assert_eq!(
                replay_error_text(&error, &words),
                format!("This replay link cannot be opened: {error}")
            );
        }
    }
}
