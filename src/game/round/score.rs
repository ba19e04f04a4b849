//! The score across the rounds of one matchup, and how it is put in words.

use bevy::prelude::*;

use super::Round;
use super::outcome::{RoundEnded, RoundReopened, RoundResult};
use crate::core::Difficulty;
use crate::core::offered::BoardChoice;
use crate::game::sets::GameSystems;
use crate::game::setup::seat::{Mode, Seat};
use crate::game::setup::settings::MatchSettings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Score>();
    app.register_type::<Score>();
    app.add_systems(
        Update,
        (
            uncount_round.run_if(on_message::<RoundReopened>),
            count_round.run_if(on_message::<RoundEnded>),
        )
            .chain()
            .in_set(GameSystems::Tally)
            // Online, the server keeps the score (game/online copies it).
            .run_if(|settings: Res<MatchSettings>| settings.mode != Mode::Online),
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

/// Wins per seat and draws, across the rounds of one matchup.
#[derive(Resource, Reflect, Default, Clone, Debug, PartialEq, Eq)]
#[reflect(Resource)]
pub struct Score {
    pub matchup: Option<Matchup>,
    pub wins: [u32; 2],
    pub draws: u32,
}

impl Score {
    /// Rounds finished in this matchup.
    pub fn rounds(&self) -> u32 {
        self.wins[0] + self.wins[1] + self.draws
    }

    /// Keeps the score for the same matchup; starts afresh for a new one.
    pub fn start_matchup(&mut self, settings: &MatchSettings) {
        let matchup = Matchup::of(settings);
        if self.matchup.as_ref() != Some(&matchup) {
            *self = Score {
                matchup: Some(matchup),
                ..default()
            };
        }
    }
}

fn count_round(result: Res<RoundResult>, mut score: ResMut<Score>) {
    match &*result {
        RoundResult::Undecided => {}
        RoundResult::Draw => score.draws += 1,
        RoundResult::Win { seat, .. } => score.wins[seat.index()] += 1,
    }
}

/// A result an undo took back no longer counts.
fn uncount_round(mut reopened: MessageReader<RoundReopened>, mut score: ResMut<Score>) {
    for reopened in reopened.read() {
        match &reopened.previous {
            RoundResult::Undecided => {}
            RoundResult::Draw => score.draws = score.draws.saturating_sub(1),
            RoundResult::Win { seat, .. } => {
                let wins = &mut score.wins[seat.index()];
                *wins = wins.saturating_sub(1);
            }
        }
    }
}

/// The sentence that ends a round: "You win!", "The computer wins",
/// "Alice wins!", "It's a draw".
pub fn result_text(result: &RoundResult, settings: &MatchSettings) -> String {
    match result {
        RoundResult::Undecided => String::new(),
        RoundResult::Draw => "It's a draw".to_string(),
        RoundResult::Win { seat, .. } if settings.is_you(*seat) => "You win!".to_string(),
        RoundResult::Win { seat, .. } if settings.mode.is_your_opponent(*seat) => {
            "The computer wins".to_string()
        }
        RoundResult::Win { seat, .. } => format!("{} wins!", settings.name(*seat)),
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
