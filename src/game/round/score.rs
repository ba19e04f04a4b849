//! The score across the rounds of one matchup, and how it is put in words.

use std::ops::{Deref, DerefMut};

use bevy::prelude::*;

use super::Round;
use super::outcome::{RoundEnded, RoundReopened, RoundResult};
use crate::core::Difficulty;
use crate::core::matchup::{Score, Seat};
use crate::core::offered::BoardChoice;
use crate::game::sets::GameSystems;
use crate::game::setup::seat::{Mode, Referee};
use crate::game::setup::settings::MatchSettings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchScore>();
    app.register_type::<MatchScore>();
    app.add_systems(
        Update,
        (
            uncount_round.run_if(on_message::<RoundReopened>),
            count_round.run_if(on_message::<RoundEnded>),
        )
            .chain()
            .in_set(GameSystems::Tally)
            // The server keeps its rounds' score (game/online copies it).
            // The round's own referee decides, fixed when it began: the
            // menu may have moved on since (a room joined meanwhile).
            .run_if(|round: Res<Round>| round.referee() == Referee::ThisDevice),
    );
}

/// Who the score is between: a new pairing starts a new score.
#[derive(Reflect, Clone, Debug, PartialEq, Eq)]
pub struct Matchup {
    mode: Mode,
    difficulty: Option<Difficulty>,
    names: [String; 2],
    board: BoardChoice,
}

impl Matchup {
    pub fn of(settings: &MatchSettings) -> Self {
        Matchup {
            mode: settings.mode,
            difficulty: settings.mode.has_computer().then_some(settings.difficulty),
            names: [settings.name(Seat::One), settings.name(Seat::Two)],
            board: settings.board,
        }
    }
}

/// The score of the matchup being played (the core's [`Score`], which it
/// derefs to) and who it is between.
#[derive(Resource, Reflect, Default, Clone, Debug, PartialEq, Eq)]
#[reflect(Resource)]
pub struct MatchScore {
    pub matchup: Option<Matchup>,
    pub score: Score,
}

impl Deref for MatchScore {
    type Target = Score;

    fn deref(&self) -> &Score {
        &self.score
    }
}

impl DerefMut for MatchScore {
    fn deref_mut(&mut self) -> &mut Score {
        &mut self.score
    }
}

impl MatchScore {
    /// Keeps the score for the same matchup; starts afresh for a new one.
    pub fn start_matchup(&mut self, settings: &MatchSettings) {
        let matchup = Matchup::of(settings);
        if self.matchup.as_ref() != Some(&matchup) {
            *self = MatchScore {
                matchup: Some(matchup),
                score: Score::default(),
            };
        }
    }
}

/// The seat a decided result counts for (`None` for a draw).
fn counted(result: &RoundResult) -> Option<Option<Seat>> {
    match result {
        RoundResult::Undecided => None,
        RoundResult::Draw => Some(None),
        RoundResult::Win { seat, .. } => Some(Some(*seat)),
    }
}

fn count_round(result: Res<RoundResult>, mut score: ResMut<MatchScore>) {
    if let Some(winner) = counted(&result) {
        score.count(winner);
    }
}

/// A result an undo took back no longer counts.
fn uncount_round(mut reopened: MessageReader<RoundReopened>, mut score: ResMut<MatchScore>) {
    for reopened in reopened.read() {
        if let Some(winner) = counted(&reopened.previous) {
            score.uncount(winner);
        }
    }
}

/// The sentence that ends a round: "You win!", "The computer wins",
/// "Alice wins!", "It's a draw".
pub fn result_text(result: &RoundResult, settings: &MatchSettings) -> String {
    let how = if result.on_time() { " on time" } else { "" };
    match result {
        RoundResult::Undecided => String::new(),
        RoundResult::Draw => "It's a draw".to_string(),
        RoundResult::Win { seat, .. } if settings.is_you(*seat) => format!("You win{how}!"),
        RoundResult::Win { seat, .. } if settings.mode.is_your_opponent(*seat) => {
            "The computer wins".to_string()
        }
        RoundResult::Win { seat, .. } => format!("{} wins{how}!", settings.name(*seat)),
    }
}

/// The score in words: "Score: you 1 won, 0 lost, 2 drawn".
pub fn score_text(score: &Score, settings: &MatchSettings) -> String {
    if settings.mode.is_you(Seat::One) {
        format!(
            "Score: you {} won, {} lost, {} drawn",
            score.wins[0], score.wins[1], score.draws
        )
    } else {
        format!(
            "Score: {} {}, {} {}, draws {}",
            settings.name(Seat::One),
            score.wins[0],
            settings.name(Seat::Two),
            score.wins[1],
            score.draws
        )
    }
}

/// The score as table rows, label and count, from the player's side
/// against the computer.
pub fn score_rows(score: &Score, round: &Round, settings: &MatchSettings) -> Vec<(String, u32)> {
    if settings.mode.is_you(Seat::One) {
        vec![
            (
                format!("You won ({})", round.player_of(Seat::One)),
                score.wins[0],
            ),
            ("You lost".into(), score.wins[1]),
            ("Drawn".into(), score.draws),
        ]
    } else {
        let mut rows: Vec<(String, u32)> = Seat::BOTH
            .map(|seat| {
                let name = format!("{} ({})", settings.name(seat), round.player_of(seat));
                (name, score.wins[seat.index()])
            })
            .into();
        rows.push(("Draws".into(), score.draws));
        rows
    }
}
