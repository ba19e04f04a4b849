//! What the round's events sound like in words: a new round, each move, a
//! refused move, whose turn it is, the result and the score. The one place
//! that turns the move pipeline's messages into announcements.

use bevy::prelude::*;

use super::announce::{Announce, Announcement};
use super::coach::assistance::Assistance;
use super::online::{Online, rating_change_text};
use super::round::history::{HistoryChanged, HistoryRefused, HistoryRequest};
use super::round::outcome::{RoundEnded, RoundReopened, RoundResult};
use super::round::placement::{MovePlaced, MoveRejected, Rejection, Requester};
use super::round::score::{MatchScore, result_text, score_text};
use super::round::turn::Turn;
use super::round::{Round, RoundStarted};
use super::sets::GameSystems;
use super::setup::language::Words;
use super::setup::seat::{Controller, Mode, Referee};
use super::setup::settings::MatchSettings;
use crate::core::MoveError;
use crate::core::notation::{square_name, square_phrase};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            round_started.run_if(on_message::<RoundStarted>),
            move_placed.run_if(on_message::<MovePlaced>),
            move_rejected.run_if(on_message::<MoveRejected>),
            history_changed.run_if(on_message::<HistoryChanged>),
            history_refused.run_if(on_message::<HistoryRefused>),
            round_reopened.run_if(on_message::<RoundReopened>),
            round_ended.run_if(on_message::<RoundEnded>),
            rating_moved.run_if(on_message::<RoundEnded>.or_else(resource_changed::<Online>)),
            turn_began.run_if(resource_changed::<Turn>),
        )
            .chain()
            .in_set(GameSystems::Narrate),
    );
}

fn round_started(
    score: Res<MatchScore>,
    settings: Res<MatchSettings>,
    online: Res<Online>,
    mut announce: MessageWriter<Announce>,
) {
    // A room waiting for the friend has no round to speak of yet: the
    // welcome said what to do, and the server starts the round (told then)
    // when the friend comes.
    if online.awaiting_friend() {
        return;
    }
    announce.write(Announce::new(
        Announcement::Score,
        format!(
            "Round {}. {}",
            score.rounds() + 1,
            score_text(&score, &settings)
        ),
    ));
}

fn move_placed(
    mut placed: MessageReader<MovePlaced>,
    round: Res<Round>,
    settings: Res<MatchSettings>,
    mut announce: MessageWriter<Announce>,
) {
    let rules = round.game().rules();
    for event in placed.read() {
        let who = if settings.is_you(event.seat) {
            "You".to_string()
        } else {
            settings.name(event.seat)
        };
        announce.write(Announce::new(
            Announcement::Move,
            format!("{who} took {}", square_phrase(rules, event.mv.pos)),
        ));
    }
}

fn move_rejected(
    mut rejected: MessageReader<MoveRejected>,
    round: Res<Round>,
    settings: Res<MatchSettings>,
    mut announce: MessageWriter<Announce>,
) {
    let rules = round.game().rules();
    for refusal in rejected.read() {
        // The computer's refusals are its own business (it asks again).
        if refusal.request.by != Requester::Local {
            continue;
        }
        let text = match refusal.reason {
            // "Square 5 is taken", and "b3 is taken" as the board labels it.
            Rejection::Rules(MoveError::Occupied { pos, by })
                if rules.size() == 3 || rules.is_ultimate() =>
            {
                format!(
                    "{} is taken by {by}: pick an empty square",
                    capitalized(&square_phrase(rules, pos))
                )
            }
            Rejection::Rules(MoveError::Occupied { pos, by }) => format!(
                "{} is taken by {by}: pick an empty square",
                square_phrase(rules, pos)
            ),
            Rejection::Rules(MoveError::ClosedBoard { board }) => {
                format!("Board {board} is closed: play in an open board")
            }
            Rejection::Rules(MoveError::WrongBoard { must, .. }) => {
                format!("The last move sends you to board {must}: play in the framed board")
            }
            Rejection::Rules(MoveError::OffBoard { .. }) => {
                "That is not a square on this board".to_string()
            }
            Rejection::Rules(MoveError::GameOver) => {
                "The round is over: press Enter or R to play again, Esc for the menu".to_string()
            }
            Rejection::NotYourTurn { .. } if settings.is_watching() => {
                "You are watching: only the two players move".to_string()
            }
            Rejection::NotYourTurn { mover } => match mover.controller {
                Controller::Computer if settings.mode.is_your_opponent(mover.seat) => {
                    "Wait: it is the computer's move".to_string()
                }
                _ => format!("Wait: it is {}'s move", settings.name(mover.seat)),
            },
            Rejection::Superseded => "One move at a time".to_string(),
            Rejection::LookingBack => {
                "You are looking at an earlier move: Back to the game (End) or Play from here (P)"
                    .to_string()
            }
        };
        announce.write(Announce::problem(text));
    }
}

fn history_changed(
    mut changes: MessageReader<HistoryChanged>,
    round: Res<Round>,
    mut announce: MessageWriter<Announce>,
) {
    let rules = round.game().rules();
    for change in changes.read() {
        let moves: Vec<String> = change
            .moves
            .iter()
            .map(|mv| format!("{} {}", mv.player, square_name(rules, mv.pos)))
            .collect();
        let list = moves.join(" and ");
        let text = match change.request {
            HistoryRequest::Undo => format!("Undid {list}"),
            HistoryRequest::Redo => format!("Redid {list}"),
            HistoryRequest::PlayFrom { ply } => {
                format!("Playing on from move {ply}: the later moves can be redone")
            }
        };
        announce.write(Announce::new(Announcement::Move, text));
    }
}

fn history_refused(
    mut refused: MessageReader<HistoryRefused>,
    mut announce: MessageWriter<Announce>,
) {
    for refusal in refused.read() {
        announce.write(Announce::problem(refusal.reason.text()));
    }
}

fn round_reopened(
    score: Res<MatchScore>,
    settings: Res<MatchSettings>,
    mut announce: MessageWriter<Announce>,
) {
    announce.write(Announce::new(
        Announcement::Score,
        format!(
            "The round is open again and its result no longer counts. {}",
            score_text(&score, &settings)
        ),
    ));
}

fn round_ended(
    result: Res<RoundResult>,
    round: Res<Round>,
    score: Res<MatchScore>,
    settings: Res<MatchSettings>,
    help: Res<Assistance>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    // A replay's result is said as it opens, and it scores nothing.
    if round.referee() == Referee::Record {
        return;
    }
    let mut text = result_text(&result, &settings);
    // Against the computer, help used is part of the result.
    if settings.mode == Mode::HumanVsComputer
        && let Some(used) = help.summary(&words)
    {
        let end = if text.ends_with('!') { "" } else { "." };
        text = format!("{text}{end} {used}");
    }
    announce.write(Announce::new(Announcement::Result, text));
    announce.write(Announce::new(
        Announcement::Score,
        score_text(&score, &settings),
    ));
}

/// A rated round's rating change, always after its result.
fn rating_moved(
    mut online: ResMut<Online>,
    round: Res<Round>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    // A friend who left for good lost the round unfinished.
    if !round.is_over() && !online.friend_left() {
        return;
    }
    let Some(change) = online.untold_rating() else {
        return;
    };
    online.mark_rating_told();
    announce.write(Announce::new(
        Announcement::Online,
        rating_change_text(change, &words),
    ));
}

fn turn_began(
    turn: Res<Turn>,
    settings: Res<MatchSettings>,
    online: Res<Online>,
    mut announce: MessageWriter<Announce>,
) {
    if online.awaiting_friend() {
        return;
    }
    if let Some(text) = turn_text(&turn, &settings) {
        announce.write(Announce::new(Announcement::Turn, text));
    }
}

fn turn_text(turn: &Turn, settings: &MatchSettings) -> Option<String> {
    let mover = turn.mover()?;
    Some(if settings.is_you(mover.seat) {
        format!("Your turn ({})", mover.player)
    } else {
        match mover.controller {
            Controller::Human | Controller::Remote => {
                format!("{}'s turn ({})", settings.name(mover.seat), mover.player)
            }
            Controller::Computer => {
                format!(
                    "{} is thinking ({})",
                    settings.name(mover.seat),
                    mover.player
                )
            }
        }
    })
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
