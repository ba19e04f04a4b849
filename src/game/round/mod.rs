//! One round: the game being played, which is the one source of truth for
//! the board, and who plays which mark. Everything else (the board's
//! entities, the turn, the result) follows it.
//!
//! A round starts only on a [`StartRound`] message and its game changes only
//! through [`placement`] (moves, and a forfeit the server decides) and
//! [`history`] (undo, redo): the three writers of [`Round`].

pub mod board;
pub mod history;
pub mod outcome;
pub mod placement;
pub mod score;
pub mod turn;

use bevy::prelude::*;
use rand::RngExt;

use crate::core::matchup::Seat;
use crate::core::{Game, Player};
use crate::game::activity::StillBusy;
use crate::game::rng::GameRng;
use crate::game::sets::GameSystems;
use crate::game::setup::seat::{Authority, Controller};
use crate::game::setup::settings::MatchSettings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Round>();
    app.register_type::<Round>();
    app.add_message::<StartRound>();
    app.add_message::<RoundStarted>();
    app.add_systems(
        Update,
        (
            start_round
                .in_set(GameSystems::Begin)
                .run_if(on_message::<StartRound>),
            ask_for_what_follows
                .in_set(GameSystems::Follow)
                .run_if(resource_changed::<Round>),
        ),
    );
    app.add_plugins((
        board::plugin,
        history::plugin,
        placement::plugin,
        turn::plugin,
        outcome::plugin,
        score::plugin,
    ));
}

/// The game changed this frame. What follows from it (a mark growing in,
/// the result, the next player's turn) starts in the next frame: ask for
/// it, or a window that draws only on input waits for some (the page, after
/// a move from its grid of squares, left the computer silent for 30 s).
fn ask_for_what_follows(mut busy: MessageWriter<StillBusy>) {
    busy.write(StillBusy::Working);
}

/// Asks for a fresh round with the menu's settings.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartRound {
    /// Rounds this matchup has finished so far: "take turns" goes by it.
    pub finished_before: u32,
    /// The seat that plays X when someone else decided it (the game server,
    /// online); otherwise the settings' first-move choice decides.
    pub x_seat: Option<Seat>,
}

impl StartRound {
    pub fn after(finished_before: u32) -> Self {
        StartRound {
            finished_before,
            x_seat: None,
        }
    }
}

/// A round has started: its [`Round`] is in place.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundStarted {
    pub id: u64,
}

/// The game being played and who is behind each mark.
#[derive(Resource, Reflect, Clone, Debug, PartialEq)]
#[reflect(opaque)]
#[reflect(Resource, Clone, Debug, PartialEq)]
pub struct Round {
    /// Counts every round started this session, so a new round never looks
    /// like the one before it (to the turn, the computer's pause, the view).
    id: u64,
    /// The authoritative game. Only placement plays moves on it.
    game: Game,
    /// The seat playing X; the other seat plays O.
    x_seat: Seat,
    /// Who controls each seat, fixed for the round.
    controllers: [Controller; 2],
    /// Who confirms its moves, fixed for the round.
    authority: Authority,
    /// Changes made to the game so far (moves, undos, redos): a position
    /// that comes back after an undo is still a new turn.
    edits: u64,
    /// The seat that lost the round other than on the board (its clock ran
    /// out, or an engine broke the rules): the round is over whatever the
    /// board shows.
    forfeit: Option<Forfeit>,
}

impl Default for Round {
    fn default() -> Self {
        Round {
            id: 0,
            game: Game::default(),
            x_seat: Seat::One,
            controllers: [Controller::Human; 2],
            authority: Authority::ThisDevice,
            edits: 0,
            forfeit: None,
        }
    }
}

impl Round {
    pub fn new(
        game: Game,
        x_seat: Seat,
        controllers: [Controller; 2],
        authority: Authority,
        id: u64,
    ) -> Self {
        Round {
            id,
            game,
            x_seat,
            controllers,
            authority,
            edits: 0,
            forfeit: None,
        }
    }

    pub fn edits(&self) -> u64 {
        self.edits
    }

    pub fn id(&self) -> u64 {
        self.id
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn seat_of(&self, player: Player) -> Seat {
        match player {
            Player::X => self.x_seat,
            Player::O => self.x_seat.other(),
        }
    }

    pub fn player_of(&self, seat: Seat) -> Player {
        if self.x_seat == seat {
            Player::X
        } else {
            Player::O
        }
    }

    pub fn controller(&self, seat: Seat) -> Controller {
        self.controllers[seat.index()]
    }

    pub fn authority(&self) -> Authority {
        self.authority
    }

    /// How the round was lost other than on the board, if it was.
    pub fn forfeit(&self) -> Option<Forfeit> {
        self.forfeit
    }

    /// Whether the round is over: decided on the board, or forfeited.
    pub fn is_over(&self) -> bool {
        self.forfeit.is_some() || self.game.outcome().is_over()
    }
}

/// A round lost other than on the board: the server's clock ran out, or
/// an engine that plays here moved against the rules or stopped. Whoever
/// decides it writes it as a message; placement takes it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forfeit {
    pub loser: Seat,
    pub why: ForfeitWhy,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForfeitWhy {
    /// Out of time: the server's clock, or an engine too slow to answer.
    Time,
    /// An engine's move broke the rules, or it stopped answering.
    Rules,
}

/// Sets up a fresh game from the settings. The board's entities, the turn
/// and the result follow the new round by themselves.
fn start_round(
    mut starts: MessageReader<StartRound>,
    settings: Res<MatchSettings>,
    mut round: ResMut<Round>,
    mut shown: ResMut<board::Shown>,
    mut rng: ResMut<GameRng>,
    mut started: MessageWriter<RoundStarted>,
) {
    // Several requests in one frame still start one round.
    let Some(start) = starts.read().last().copied() else {
        return;
    };
    let x_seat = start.x_seat.unwrap_or_else(|| {
        settings
            .first
            .x_seat(start.finished_before, || rng.0.random_bool(0.5))
    });
    let id = round.id + 1;
    shown.set_if_neq(board::Shown(None));
    *round = Round::new(
        Game::new(settings.rules()),
        x_seat,
        Seat::BOTH.map(|seat| settings.controller(seat)),
        settings.authority(),
        id,
    );
    info!(
        "Round {}: {} plays X, {} plays O",
        start.finished_before + 1,
        settings.name(x_seat),
        settings.name(x_seat.other())
    );
    started.write(RoundStarted { id });
}
