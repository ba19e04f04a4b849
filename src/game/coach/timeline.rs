//! The move list as a timeline: pick a move to see the board as it was
//! then ("Viewing move 4 of 7"). The board is read-only meanwhile; "Back to
//! the game" returns, "Play from here" goes on from that position, dropping
//! the later moves as undo does.

use bevy::prelude::*;

use super::{CoachCommand, ViewStep};
use crate::core::notation::square_name;
use crate::game::announce::{Announce, Announcement};
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::history::HistoryRequest;
use crate::game::sets::GameSystems;
use crate::game::setup::language::Words;
use crate::game::state::GameState;
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        look_back
            .in_set(GameSystems::Command)
            .run_if(in_state(GameState::Playing))
            .run_if(on_message::<CoachCommand>),
    );
}

/// Where a step of the timeline lands: `None` is the game now.
pub fn stepped(step: ViewStep, shown: Option<usize>, moves: usize) -> Option<usize> {
    let at = |ply: usize| (ply < moves).then_some(ply);
    match (step, shown) {
        (ViewStep::Ply(ply), _) => at(ply),
        (ViewStep::Earlier, None) => moves.checked_sub(1),
        (ViewStep::Earlier, Some(ply)) => Some(ply.saturating_sub(1)),
        (ViewStep::Later, Some(ply)) => at(ply + 1),
        (ViewStep::Later, None) | (ViewStep::BackToGame | ViewStep::PlayFromHere, _) => None,
    }
}

/// "Viewing move 4 of 7: X took C2", or "Viewing the start" for move 0.
pub fn viewing_text(round: &Round, ply: usize, words: &Words) -> String {
    let moves = round.game().moves();
    let rules = round.game().rules();
    if ply == 0 {
        return t!(words, "coach-viewing-start", total = moves.len());
    }
    let mv = moves[ply - 1];
    t!(
        words,
        "coach-viewing-move",
        number = ply,
        total = moves.len(),
        played = format!("{} {}", mv.player, square_name(rules, mv.pos))
    )
}

/// [`viewing_text`], and that the board is read-only until the player
/// goes back or plays on.
fn viewing_read_only_text(round: &Round, ply: usize, words: &Words) -> String {
    let moves = round.game().moves();
    let rules = round.game().rules();
    if ply == 0 {
        return t!(words, "coach-viewing-start-read-only", total = moves.len());
    }
    let mv = moves[ply - 1];
    t!(
        words,
        "coach-viewing-move-read-only",
        number = ply,
        total = moves.len(),
        played = format!("{} {}", mv.player, square_name(rules, mv.pos))
    )
}

fn look_back(
    mut commands: MessageReader<CoachCommand>,
    round: Res<Round>,
    mut shown: ResMut<Shown>,
    mut history: MessageWriter<HistoryRequest>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let moves = round.game().moves().len();
    for command in commands.read() {
        let CoachCommand::View(step) = *command else {
            continue;
        };
        if step == ViewStep::PlayFromHere {
            match shown.0 {
                Some(ply) => {
                    history.write(HistoryRequest::PlayFrom { ply });
                }
                None => {
                    announce.write(Announce::problem(t!(words, "coach-pick-a-move")));
                }
            }
            continue;
        }
        if moves == 0 {
            announce.write(Announce::problem(t!(words, "coach-no-moves")));
            continue;
        }
        let next = stepped(step, shown.0, moves);
        if next == shown.0 {
            continue;
        }
        shown.0 = next;
        let text = match next {
            Some(ply) => viewing_read_only_text(&round, ply, &words),
            None => t!(words, "coach-back-to-game"),
        };
        announce.write(Announce::new(Announcement::Coach, text));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stepping_through_the_timeline_stops_at_either_end() {
        use ViewStep::*;
        assert_eq!(stepped(Earlier, None, 7), Some(6));
        assert_eq!(stepped(Earlier, Some(0), 7), Some(0));
        assert_eq!(
            stepped(Later, Some(6), 7),
            None,
            "past the last move is now"
        );
        assert_eq!(stepped(Later, Some(2), 7), Some(3));
        assert_eq!(stepped(Ply(4), None, 7), Some(4));
        assert_eq!(
            stepped(Ply(7), Some(3), 7),
            None,
            "the last move is the game now"
        );
        assert_eq!(stepped(BackToGame, Some(3), 7), None);
        assert_eq!(stepped(Earlier, None, 0), None);
    }
}
