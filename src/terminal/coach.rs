//! The coach on the terminal's board: the hint's squares, the move a
//! review is at and the better ones, and with the analysis on, each empty square's verdict in at most three columns ("X3"
//! when X wins in 3 moves, "=" a draw; on Ultimate the engine's chance,
//! "61%", once it has looked at the square enough; on Qubic "X" or "O"
//! where runs of threats decide who wins), with a legend in words.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::core::ai::Value;
use crate::core::review::Verdict;
use crate::core::{Board, Player, Pos};
use crate::game::coach::analyst::Analyst;
use crate::game::coach::hint::{AnalysisOverlay, HintRequest};
use crate::game::coach::review::Review;
use crate::game::round::Round;
use crate::game::setup::language::Words;
use crate::i18n::t;

/// Iterations through a move before its chance shows, as in the window: fewer
/// give a number that jumps about.
const SHOWN_AFTER_VISITS: u32 = 24;

/// What the coach has to show.
#[derive(SystemParam)]
pub struct CoachView<'w> {
    overlay: Res<'w, AnalysisOverlay>,
    hint: Res<'w, HintRequest>,
    analyst: Res<'w, Analyst>,
    review: Res<'w, Review>,
}

impl CoachView<'_> {
    /// The hint's best squares on `board`, or in a review the better
    /// squares than the move reviewed.
    pub fn hinted(&self, board: &Board) -> Vec<Pos> {
        match &self.review.mark {
            Some(mark) if mark.verdict != Verdict::Best => mark.best.clone(),
            Some(_) => Vec::new(),
            None => self.hint.squares_for(board).to_vec(),
        }
    }

    /// In a review, the move reviewed (at once, before its verdict), and
    /// whether it was a mistake.
    pub fn reviewed(&self, round: &Round) -> Option<(Pos, bool)> {
        if let Some(mark) = &self.review.mark {
            return Some((mark.mv.pos, mark.verdict == Verdict::Mistake));
        }
        let step = self.review.step?;
        let mv = round.game().moves().get(step.checked_sub(1)?)?;
        Some((mv.pos, false))
    }

    /// Each empty square's verdict, if the analysis is on and has one.
    pub fn values(&self, board: &Board) -> Vec<(Pos, String)> {
        if !self.overlay.0 {
            return Vec::new();
        }
        let mover = board.to_move();
        if board.rules().is_ultimate() || board.rules().is_qubic() {
            return self
                .analyst
                .chances(board)
                .iter()
                .flat_map(|chances| &chances.squares)
                .filter(|(_, chance)| chance.proven || chance.visits >= SHOWN_AFTER_VISITS)
                .map(|&(pos, chance)| (pos, chance.code(mover)))
                .collect();
        }
        self.analyst
            .get(board)
            .iter()
            .flat_map(|analysis| &analysis.squares)
            .map(|&(pos, value)| (pos, value_code(value, mover)))
            .collect()
    }

    /// What the codes mean, when the analysis shows: "Analysis: X3 X wins,
    /// in 3 moves; = Draw".
    pub fn legend(&self, board: &Board, words: &Words) -> Option<String> {
        if !self.overlay.0 || board.outcome().is_over() {
            return None;
        }
        let values = self.values(board);
        if values.is_empty() {
            // On Qubic a finished analysis may decide no point at all.
            let done = self.analyst.chances(board).is_some_and(|c| c.complete);
            return (!done).then(|| t!(words, "board-analysing"));
        }
        let mover = board.to_move();
        if board.rules().is_ultimate() {
            // Chances: one sentence for them all, with one from the board.
            let code = values.first().map_or("", |(_, code)| code.as_str());
            let example = t!(
                words,
                "terminal-chance",
                mark = mover.to_string(),
                percent = code.trim_end_matches('%')
            );
            return Some(format!(
                "{}: {code} = {example}",
                t!(words, "keys-button-analysis")
            ));
        }
        let mut seen: Vec<String> = values.into_iter().map(|(_, code)| code).collect();
        seen.sort();
        seen.dedup();
        let explained: Vec<String> = seen
            .iter()
            .map(|code| format!("{code} {}", code_words(code, mover, words)))
            .collect();
        Some(format!(
            "{}: {}",
            t!(words, "keys-button-analysis"),
            explained.join("; ")
        ))
    }
}

/// A square's value for `mover`, named by who wins: "X3", "=".
fn value_code(value: Value, mover: Player) -> String {
    match value {
        Value::Win { moves } => format!("{mover}{moves}"),
        Value::Draw => "=".to_string(),
        Value::Loss { moves } => format!("{}{moves}", mover.opponent()),
    }
}

/// A code in words: "X wins, in 3 moves", "Draw", "61%".
fn code_words(code: &str, mover: Player, words: &Words) -> String {
    let mut chars = code.chars();
    let first = chars.next();
    let rest = chars.as_str();
    match first {
        Some('=') => t!(words, "board-draw"),
        Some(mark @ ('X' | 'O')) => {
            let wins = t!(words, "board-wins", mark = mark.to_string());
            match rest.parse::<u32>() {
                Ok(1) => format!("{wins}, {}", t!(words, "board-at-once")),
                Ok(count) => format!("{wins}, {}", t!(words, "board-in-moves", count = count)),
                Err(_) => wins,
            }
        }
        _ => t!(
            words,
            "terminal-chance",
            mark = mover.to_string(),
            percent = rest_percent(code)
        ),
    }
}

fn rest_percent(code: &str) -> String {
    code.trim_end_matches('%').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::coach::analyst::Chance;
    use crate::i18n::Language;

    #[test]
    fn codes_fit_a_square_and_read_back_in_words() {
        let words = Words::new(Language::English);
        let x3 = value_code(Value::Win { moves: 3 }, Player::X);
        assert_eq!(x3, "X3");
        assert_eq!(code_words(&x3, Player::X, &words), "X wins, in 3 moves");
        assert_eq!(value_code(Value::Loss { moves: 1 }, Player::X), "O1");
        assert_eq!(code_words("O1", Player::X, &words), "O wins, at once");
        assert_eq!(value_code(Value::Draw, Player::O), "=");
        let chance = |win, proven| Chance {
            win,
            visits: 100,
            proven,
        };
        assert_eq!(chance(0.614, false).code(Player::O), "61%");
        assert_eq!(chance(1.0, false).code(Player::O), "99%");
        assert_eq!(chance(1.0, true).code(Player::O), "O");
        assert_eq!(chance(0.0, true).code(Player::O), "X");
        for code in ["X11", "99%", "=", "O"] {
            assert!(code.chars().count() <= 3);
        }
    }
}
