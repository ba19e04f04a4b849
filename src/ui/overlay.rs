//! What lies over the screen, if anything: the help, a question before
//! leaving a round, and the title screen's settings, statistics and
//! leaderboard. One at a time; the keys go to it while it is open.

use bevy::prelude::*;

use crate::game::announce::{Announce, Announcement};
use crate::game::flow::RoundCommand;
use crate::game::round::Round;
use crate::game::setup::language::Words;
use crate::game::setup::seat::Authority;
use crate::game::state::GameState;
use crate::i18n::t;
use crate::ui::input::tracking::InputSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Overlay>();
    app.add_message::<LeaveRequest>();
    app.add_systems(
        Update,
        ask_before_leaving
            .in_set(InputSystems::Resolve)
            .run_if(on_message::<LeaveRequest>),
    );
    for screen in [GameState::Menu, GameState::Playing, GameState::GameOver] {
        app.add_systems(OnEnter(screen), close_on_new_screen);
    }
}

#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overlay {
    #[default]
    None,
    /// Every key, from the keymap (? or F1).
    Help,
    /// "Leave this round?", asked before a round in play is dropped.
    LeaveRound,
    /// The title screen's settings sheet.
    Settings,
    /// The title screen's lifetime statistics.
    Statistics,
    /// The title screen's online leaderboard.
    Leaderboard,
}

impl Overlay {
    pub fn is_open(self) -> bool {
        self != Overlay::None
    }
}

/// A new screen starts uncovered (a sheet belongs to the screen it was
/// opened on).
fn close_on_new_screen(mut overlay: ResMut<Overlay>) {
    overlay.set_if_neq(Overlay::None);
}

/// The player asked to leave the round (Esc, or a Menu button).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeaveRequest;

/// Leaving a round being played drops it: that is asked first. A round not
/// yet begun, or already decided, is left at once.
fn ask_before_leaving(
    mut requests: MessageReader<LeaveRequest>,
    state: Res<State<GameState>>,
    round: Res<Round>,
    mut overlay: ResMut<Overlay>,
    mut commands: MessageWriter<RoundCommand>,
    mut announce: MessageWriter<Announce>,
    words: Res<Words>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let in_play = *state.get() == GameState::Playing
        && (!round.game().moves().is_empty() || round.authority() == Authority::Server);
    if in_play {
        *overlay = Overlay::LeaveRound;
        let question = if round.authority() == Authority::Server {
            t!(words, "round-leave-room-said")
        } else {
            t!(words, "round-leave-round-said")
        };
        announce.write(Announce::new(Announcement::Focus, question));
    } else {
        commands.write(RoundCommand::ToMenu);
    }
}
