//! Moving between screens: start, play again, back to the menu, quit.
//! Keys and buttons both send a [`RoundCommand`]; this is the one place that
//! acts on them, but for starting online rounds, which the server decides. A new round is asked for explicitly ([`StartRound`]), never
//! started by entering a screen.

use bevy::prelude::*;

use super::round::score::MatchScore;
use super::round::{Round, StartRound};
use super::sets::GameSystems;
use super::setup::seat::Authority;
use super::setup::settings::MatchSettings;
use super::state::GameState;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RoundCommand>();
    app.init_resource::<QuitAllowed>();
    app.add_systems(
        Update,
        apply_round_commands
            .in_set(GameSystems::Command)
            .run_if(on_message::<RoundCommand>),
    );
}

#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundCommand {
    /// Start a match with the menu's settings.
    Start,
    /// Another round with the same settings; the score carries on.
    PlayAgain,
    /// Leave the round for the menu.
    ToMenu,
    /// Close the game (where the platform has a way to close).
    Quit,
}

/// Whether the game can close itself; a browser tab cannot.
#[derive(Resource, Debug, Clone, Copy)]
pub struct QuitAllowed(pub bool);

impl Default for QuitAllowed {
    fn default() -> Self {
        QuitAllowed(true)
    }
}

fn apply_round_commands(
    mut commands: MessageReader<RoundCommand>,
    state: Res<State<GameState>>,
    settings: Res<MatchSettings>,
    round: Res<Round>,
    quit_allowed: Res<QuitAllowed>,
    mut score: ResMut<MatchScore>,
    mut next: ResMut<NextState<GameState>>,
    mut start: MessageWriter<StartRound>,
    mut exit: MessageWriter<AppExit>,
) {
    // The first command that fits the current screen wins; the screen changes
    // at the end of the frame, so later ones were made for the old screen.
    let current = *state.get();
    for &command in commands.read() {
        match (command, current) {
            // The server starts its rounds (see game/online).
            (RoundCommand::Start | RoundCommand::PlayAgain, _)
                if settings.authority() == Authority::Server =>
            {
                continue;
            }
            // A replay is there to be looked at, not played on.
            (RoundCommand::PlayAgain, _) if round.authority() == Authority::Record => continue,
            (RoundCommand::Start, GameState::Menu)
            | (RoundCommand::PlayAgain, GameState::GameOver) => {
                // A new match keeps the score only with the same players.
                if command == RoundCommand::Start {
                    score.start_matchup(&settings);
                }
                start.write(StartRound::after(score.rounds()));
                next.set(GameState::Playing);
            }
            (RoundCommand::ToMenu, GameState::Playing | GameState::GameOver) => {
                next.set(GameState::Menu);
            }
            (RoundCommand::Quit, GameState::Menu) if quit_allowed.0 => {
                info!("Quit from the menu");
                exit.write(AppExit::Success);
            }
            _ => continue,
        }
        return;
    }
}
