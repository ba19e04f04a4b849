//! How much help a round had: hints given and undos made. The result says
//! so against the computer ("You used 2 hints").

use bevy::prelude::*;

use super::hint::HintGiven;
use crate::game::round::history::{HistoryChanged, HistoryRequest};
use crate::game::round::{Round, RoundStarted};
use crate::game::sets::GameSystems;
use crate::game::setup::language::Words;
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Assistance>();
    app.register_type::<Assistance>();
    app.add_systems(
        Update,
        count_help.in_set(GameSystems::Tally).run_if(
            on_message::<HintGiven>
                .or_eager(on_message::<HistoryChanged>)
                .or_eager(on_message::<RoundStarted>),
        ),
    );
}

/// Help used in the current round.
#[derive(Resource, Reflect, Default, Debug, Clone, Copy, PartialEq, Eq)]
#[reflect(Resource)]
pub struct Assistance {
    pub round: u64,
    pub hints: u32,
    pub undos: u32,
}

impl Assistance {
    /// "You used 1 hint and 2 undos", or nothing when no help was used.
    pub fn summary(&self, words: &Words) -> Option<String> {
        let (hints, undos) = (self.hints, self.undos);
        match (hints, undos) {
            (0, 0) => None,
            (_, 0) => Some(t!(words, "coach-used-hints", hints = hints)),
            (0, _) => Some(t!(words, "coach-used-undos", undos = undos)),
            _ => Some(t!(words, "coach-used-both", hints = hints, undos = undos)),
        }
    }
}

fn count_help(
    round: Res<Round>,
    mut started: MessageReader<RoundStarted>,
    mut hints: MessageReader<HintGiven>,
    mut history: MessageReader<HistoryChanged>,
    mut help: ResMut<Assistance>,
) {
    if started.read().count() > 0 || help.round != round.id() {
        *help = Assistance {
            round: round.id(),
            ..default()
        };
    }
    help.hints += hints.read().filter(|h| h.round == round.id()).count() as u32;
    help.undos += history
        .read()
        .filter(|h| h.request == HistoryRequest::Undo)
        .count() as u32;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_is_said_in_a_few_words() {
        let words = Words::new(crate::i18n::Language::English);
        let mut help = Assistance::default();
        assert_eq!(help.summary(&words), None);
        help.hints = 2;
        assert_eq!(help.summary(&words).as_deref(), Some("You used 2 hints"));
        help.undos = 1;
        assert_eq!(
            help.summary(&words).as_deref(),
            Some("You used 2 hints and 1 undo")
        );
        help.hints = 0;
        assert_eq!(help.summary(&words).as_deref(), Some("You used 1 undo"));
    }
}
