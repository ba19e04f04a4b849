//! Win and draw detection, the result message and the score across rounds.

use bevy::prelude::*;

use super::PlayingSystems;
use super::announce::{Announce, Announcement};
use super::placement::MovePlaced;
use super::round::Round;
use super::settings::{BoardChoice, Controller, MatchSettings, Mode, Seat};
use super::state::GameState;
use crate::core::{Difficulty, Line, Outcome, Player};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RoundResult>();
    app.init_resource::<Score>();
    app.add_systems(
        Update,
        detect_outcome
            .in_set(PlayingSystems::Detect)
            .run_if(in_state(GameState::Playing)),
    );
    app.add_systems(OnEnter(GameState::Playing), clear_result);
}

/// How the last round ended.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub enum RoundResult {
    #[default]
    Undecided,
    Win {
        seat: Seat,
        player: Player,
        line: Line,
    },
    Draw,
}

/// Who the score is between: a new pairing starts a new score.
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct Score {
    pub matchup: Option<Matchup>,
    pub wins: [u32; 2],
    pub draws: u32,
}

impl Score {
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

/// The sentence that ends a round.
pub fn result_text(result: &RoundResult, settings: &MatchSettings) -> String {
    match result {
        RoundResult::Undecided => String::new(),
        RoundResult::Draw => "Draw: nobody wins".to_string(),
        RoundResult::Win { seat, .. } => match (settings.mode, settings.controller(*seat)) {
            (Mode::HumanVsComputer, Controller::Human) => "You win! Congratulations".to_string(),
            (Mode::HumanVsComputer, Controller::Computer) => "The computer wins".to_string(),
            _ => format!("{} wins!", settings.name(*seat)),
        },
    }
}

/// The score in words: "Score: you 1 won, 0 lost, 2 drawn".
pub fn score_text(score: &Score, settings: &MatchSettings) -> String {
    if settings.mode == Mode::HumanVsComputer {
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

fn detect_outcome(
    mut placed: MessageReader<MovePlaced>,
    round: Res<Round>,
    settings: Res<MatchSettings>,
    mut result: ResMut<RoundResult>,
    mut score: ResMut<Score>,
    mut next: ResMut<NextState<GameState>>,
    mut announce: MessageWriter<Announce>,
) {
    if placed.read().count() == 0 {
        return;
    }
    *result = match round.game.outcome() {
        Outcome::InProgress => return,
        Outcome::Draw => {
            score.draws += 1;
            RoundResult::Draw
        }
        Outcome::Win { winner, line } => {
            let seat = round.seat_of(winner);
            score.wins[seat.index()] += 1;
            RoundResult::Win {
                seat,
                player: winner,
                line,
            }
        }
    };
    let text = result_text(&result, &settings);
    let mark = match &*result {
        RoundResult::Win { player, .. } => format!(" ({player})"),
        _ => String::new(),
    };
    announce.write(Announce::new(Announcement::Result, format!("{text}{mark}")));
    announce.write(Announce::new(
        Announcement::Score,
        score_text(&score, &settings),
    ));
    next.set(GameState::GameOver);
}

fn clear_result(mut result: ResMut<RoundResult>) {
    *result = RoundResult::Undecided;
}
