//! How much help a round had: hints given and undos made. The result says
//! so against the computer ("You used 2 hints").

use bevy::prelude::*;

use super::hint::HintGiven;
use crate::game::round::history::{HistoryChanged, HistoryRequest};
use crate::game::round::{Round, RoundStarted};
use crate::game::sets::GameSystems;

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
    pub fn summary(&self) -> Option<String> {
        let plural = |n: u32, word: &str| {
            if n == 1 {
                format!("1 {word}")
            } else {
                format!("{n} {word}s")
            }
        };
        let parts: Vec<String> = [(self.hints, "hint"), (self.undos, "undo")]
            .into_iter()
            .filter(|&(n, _)| n > 0)
            .map(|(n, word)| plural(n, word))
            .collect();
        (!parts.is_empty()).then(|| format!("You used {}", parts.join(" and ")))
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
        let mut help = Assistance::default();
        assert_eq!(help.summary(), None);
        help.hints = 2;
        assert_eq!(help.summary().as_deref(), Some("You used 2 hints"));
        help.undos = 1;
        assert_eq!(
            help.summary().as_deref(),
            Some("You used 2 hints and 1 undo")
        );
    }
}
