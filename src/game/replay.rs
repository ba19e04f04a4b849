//! Replays: a finished round as a link ([`crate::core::replay`]), and a
//! link's game opened on its review. An opened replay is a round with
//! [`Referee::Record`]: nobody plays on, takes back, scores or counts it.

use bevy::prelude::*;

use crate::core::Outcome;
use crate::core::matchup::Seat;
use crate::core::offered::BoardChoice;
use crate::core::replay;
use crate::game::announce::{Announce, Announcement};
use crate::game::coach::{CoachCommand, ReviewStep};
use crate::game::online::{CopyRequest, PageOrigin, page_address};
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::sets::GameSystems;
use crate::game::setup::preferences::Preferences;
use crate::game::setup::seat::{Controller, Mode, Referee};
use crate::game::setup::settings::{MatchSettings, SetAside};
use crate::game::state::GameState;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReplayCommand>();
    app.init_resource::<ReplayTrouble>();
    app.add_systems(
        Update,
        (
            open_invitation.run_if(resource_exists::<ReplayInvitation>),
            follow_commands.run_if(on_message::<ReplayCommand>),
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
/// screen (a notice would be gone before a page that just loaded is read).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ReplayTrouble(pub Option<String>);

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

fn follow_commands(
    mut replays: MessageReader<ReplayCommand>,
    state: Res<State<GameState>>,
    origin: Option<Res<PageOrigin>>,
    prefs: Res<Preferences>,
    mut settings: ResMut<MatchSettings>,
    mut round: ResMut<Round>,
    mut shown: ResMut<Shown>,
    mut next: ResMut<NextState<GameState>>,
    mut copies: MessageWriter<CopyRequest>,
    mut coach: MessageWriter<CoachCommand>,
    mut trouble: ResMut<ReplayTrouble>,
    mut set_aside: ResMut<SetAside>,
    mut announce: MessageWriter<Announce>,
) {
    for command in replays.read() {
        match command {
            ReplayCommand::CopyLink => {
                let page = page_address(origin.as_deref(), &prefs);
                match replay_link(&round, &page) {
                    Some(link) => {
                        copies.write(CopyRequest(link));
                    }
                    None => {
                        announce.write(Announce::problem(
                            "A replay link is made once the round is over",
                        ));
                    }
                }
            }
            ReplayCommand::Open(text) => {
                if *state.get() != GameState::Menu {
                    announce.write(Announce::problem(
                        "Finish or leave this round to open a replay",
                    ));
                    continue;
                }
                let game = match replay::decode(text) {
                    Ok(game) => game,
                    Err(why) => {
                        let text = format!("This replay link cannot be opened: {why}");
                        announce.write(Announce::problem(text.clone()));
                        trouble.0 = Some(text);
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
                let result = match game.outcome() {
                    Outcome::Win { winner, .. } => format!("{winner} won"),
                    Outcome::Draw => "a draw".to_string(),
                    Outcome::InProgress => "not finished".to_string(),
                };
                *round = Round::new(
                    game,
                    Seat::One,
                    [Controller::Human; 2],
                    Referee::Record,
                    round.id() + 1,
                );
                shown.set_if_neq(Shown(None));
                next.set(GameState::GameOver);
                coach.write(CoachCommand::Review(ReviewStep::Start));
                announce.write(Announce::new(
                    Announcement::Coach,
                    format!(
                        "A replay of {moves} moves, {result}: step through it with the arrow keys"
                    ),
                ));
            }
        }
    }
}
