//! The score across the rounds of one matchup, and how it is put in words.

use std::ops::{Deref, DerefMut};

use bevy::prelude::*;

use super::Round;
use super::outcome::{RoundEnded, RoundReopened, RoundResult};
use crate::core::matchup::{Score, Seat};
use crate::core::offered::BoardChoice;
use crate::core::{Difficulty, Rules};
use crate::game::sets::GameSystems;
use crate::game::setup::language::Words;
use crate::game::setup::seat::{Authority, Mode};
use crate::game::setup::settings::MatchSettings;
use crate::i18n::t;

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
            // The round's own authority decides, fixed when it began: the
            // menu may have moved on since (a room joined meanwhile).
            .run_if(|round: Res<Round>| round.authority() == Authority::ThisDevice),
    );
}

/// Who the score is between: a new pairing starts a new score.
#[derive(Reflect, Clone, Debug, PartialEq, Eq)]
#[reflect(opaque)]
#[reflect(Clone, Debug, PartialEq)]
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
#[reflect(opaque)]
#[reflect(Resource, Clone, Debug, PartialEq)]
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
    /// Whether starting with `settings` keeps this score: the same mode,
    /// strength, names and board.
    pub fn carries_on(&self, settings: &MatchSettings) -> bool {
        self.matchup.as_ref() == Some(&Matchup::of(settings))
    }

    /// Keeps the score for the same matchup; starts afresh for a new one.
    pub fn start_matchup(&mut self, settings: &MatchSettings) {
        if !self.carries_on(settings) {
            *self = MatchScore {
                matchup: Some(Matchup::of(settings)),
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
/// "Alice wins!", "It's a draw"; in misère, with who made the line after
/// it: "You win! O made three in a row".
pub fn result_text(
    result: &RoundResult,
    rules: Rules,
    settings: &MatchSettings,
    words: &Words,
) -> String {
    let text = winner_text(result, settings, words);
    let RoundResult::Win { player, .. } = result else {
        return text;
    };
    if !lost_by_a_line(result, rules) {
        return text;
    }
    let mark = player.opponent().to_string();
    if exclaimed(result, settings) {
        t!(
            words,
            "narrate-result-misere-exclaimed",
            result = text,
            mark = mark
        )
    } else {
        t!(words, "narrate-result-misere", result = text, mark = mark)
    }
}

/// A misère or Notakto round ended by its loser's line (not by a
/// forfeit).
fn lost_by_a_line(result: &RoundResult, rules: Rules) -> bool {
    matches!(result, RoundResult::Win { lines, forfeit: None, .. }
        if rules.line_loses() && !lines.is_empty())
}

fn winner_text(result: &RoundResult, settings: &MatchSettings, words: &Words) -> String {
    let on_time = result.on_time();
    match result {
        RoundResult::Undecided => String::new(),
        RoundResult::Draw => t!(words, "narrate-result-draw"),
        RoundResult::Win { seat, .. } if settings.is_you(*seat) => {
            if on_time {
                t!(words, "narrate-result-you-win-on-time")
            } else {
                t!(words, "narrate-result-you-win")
            }
        }
        RoundResult::Win { seat, .. }
            if settings.mode.is_your_opponent(*seat) && !settings.engine_plays(*seat) =>
        {
            t!(words, "narrate-result-computer-wins")
        }
        RoundResult::Win { seat, .. } => {
            let name = settings.shown_name(*seat, words);
            if on_time {
                t!(words, "narrate-result-wins-on-time", name = name)
            } else {
                t!(words, "narrate-result-wins", name = name)
            }
        }
    }
}

/// Whether [`result_text`] ends in an exclamation (a win by a person), so
/// what follows it starts a new sentence without a full stop.
pub fn result_is_exclaimed(result: &RoundResult, rules: Rules, settings: &MatchSettings) -> bool {
    exclaimed(result, settings) && !lost_by_a_line(result, rules)
}

/// Whether the winner's sentence ends in an exclamation.
fn exclaimed(result: &RoundResult, settings: &MatchSettings) -> bool {
    matches!(result, RoundResult::Win { seat, .. }
        if settings.is_you(*seat)
            || !settings.mode.is_your_opponent(*seat)
            || settings.engine_plays(*seat))
}

/// The score in words: "Score: you 1 won, 0 lost, 2 drawn".
pub fn score_text(score: &Score, settings: &MatchSettings, words: &Words) -> String {
    if settings.mode.is_you(Seat::One) {
        t!(
            words,
            "narrate-score-yours",
            won = score.wins[0],
            lost = score.wins[1],
            drawn = score.draws
        )
    } else {
        t!(
            words,
            "narrate-score",
            first = settings.shown_name(Seat::One, words),
            first_wins = score.wins[0],
            second = settings.shown_name(Seat::Two, words),
            second_wins = score.wins[1],
            draws = score.draws
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Player;
    use crate::game::round::ForfeitWhy;
    use crate::i18n::Language;

    #[test]
    fn the_score_carries_on_only_for_the_same_matchup() {
        let mut settings = MatchSettings::default();
        let mut score = MatchScore::default();
        assert!(!score.carries_on(&settings), "no matchup yet");
        score.start_matchup(&settings);
        score.count(Some(Seat::One));
        assert!(score.carries_on(&settings));
        settings.board = BoardChoice::Ultimate;
        assert!(!score.carries_on(&settings), "another board is a new score");
        score.start_matchup(&settings);
        assert_eq!(score.rounds(), 0);
    }

    #[test]
    fn results_and_scores_in_words() {
        let words = Words::new(Language::English);
        let mut settings = MatchSettings::default();
        let win = |seat| RoundResult::Win {
            seat,
            player: Player::X,
            lines: Vec::new(),
            forfeit: Some(ForfeitWhy::Time),
        };
        assert_eq!(
            result_text(&win(Seat::One), Rules::CLASSIC, &settings, &words),
            "You win on time!"
        );
        assert_eq!(
            result_text(&win(Seat::Two), Rules::CLASSIC, &settings, &words),
            "The computer wins"
        );
        assert!(!result_is_exclaimed(
            &win(Seat::Two),
            Rules::CLASSIC,
            &settings
        ));
        assert!(result_is_exclaimed(
            &win(Seat::One),
            Rules::CLASSIC,
            &settings
        ));
        assert_eq!(
            result_text(&RoundResult::Draw, Rules::CLASSIC, &settings, &words),
            "It's a draw"
        );
        let score = Score {
            wins: [1, 0],
            draws: 2,
        };
        assert_eq!(
            score_text(&score, &settings, &words),
            "Score: you 1 won, 0 lost, 2 drawn"
        );
        settings.mode = Mode::HumanVsHuman;
        settings.names = ["Alice".into(), "Bob".into()];
        assert_eq!(
            result_text(&win(Seat::Two), Rules::CLASSIC, &settings, &words),
            "Bob wins on time!"
        );
        assert!(result_is_exclaimed(
            &win(Seat::Two),
            Rules::CLASSIC,
            &settings
        ));
        assert_eq!(
            score_text(&score, &settings, &words),
            "Score: Alice 1, Bob 0, draws 2"
        );
    }

    #[test]
    fn a_misere_result_says_who_made_the_line() {
        let words = Words::new(Language::English);
        let settings = MatchSettings::default();
        let game = {
            let mut game = crate::core::Game::new(Rules::MISERE);
            for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (1, 2)] {
                game.play(crate::core::Pos::new(row, col)).unwrap();
            }
            game
        };
        let crate::core::Outcome::Win { winner, lines } = game.outcome() else {
            panic!("O's middle row ends it");
        };
        let result = RoundResult::Win {
            seat: Seat::One,
            player: winner,
            lines,
            forfeit: None,
        };
        assert_eq!(
            result_text(&result, Rules::MISERE, &settings, &words),
            "You win! O made three in a row"
        );
        assert!(!result_is_exclaimed(&result, Rules::MISERE, &settings));
        assert_eq!(
            result_text(&result, Rules::CLASSIC, &settings, &words),
            "You win!"
        );
    }
}
