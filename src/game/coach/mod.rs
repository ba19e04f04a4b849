//! Learning from the computer: hints, the analysis overlay, the move list
//! as a timeline, the review after a round, and how much help a round had.
//! All of it asks the [`analyst`] what squares are worth under perfect play
//! and never changes the game itself: going back goes through the round's
//! history.

pub mod analyst;
pub mod assistance;
pub mod hint;
pub mod review;
pub mod timeline;

use bevy::prelude::*;

use crate::game::setup::language::Words;
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CoachCommand>();
    app.add_plugins((
        analyst::plugin,
        assistance::plugin,
        hint::plugin,
        timeline::plugin,
        review::plugin,
    ));
}

/// What the player asks of the coach, by key or button.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachCommand {
    /// Show the best squares for the side to move (H).
    Hint,
    /// Show or hide every square's value (A).
    ToggleAnalysis,
    /// Look at the board as it was after some move.
    View(ViewStep),
    /// Step through the finished round's moves.
    Review(ReviewStep),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewStep {
    /// The board after this many moves.
    Ply(usize),
    Earlier,
    Later,
    BackToGame,
    /// Go on from the position viewed, dropping the later moves.
    PlayFromHere,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewStep {
    Start,
    /// Move `n`, from 1.
    At(usize),
    Previous,
    Next,
    Stop,
}

/// Says who wins under perfect play from a value seen by `mover`.
pub fn outlook(value: crate::core::ai::Value, mover: crate::core::Player, words: &Words) -> String {
    use crate::core::ai::Value;
    let (winner, moves) = match value {
        Value::Win { moves } => (mover, moves),
        Value::Draw => return t!(words, "coach-outlook-draw"),
        Value::Loss { moves } => (mover.opponent(), moves),
    };
    t!(
        words,
        "coach-outlook-win",
        winner = winner.to_string(),
        moves = moves
    )
}

/// "1, 3 or 7".
pub fn or_list(items: &[String], words: &Words) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [first, last] => t!(
            words,
            "coach-list-or",
            first = first.as_str(),
            last = last.as_str()
        ),
        [first, rest @ ..] => t!(
            words,
            "coach-list-comma",
            first = first.as_str(),
            rest = or_list(rest, words)
        ),
    }
}

/// "X 1 or X 3 or X 7": the review's better moves.
pub fn or_chain(items: &[String], words: &Words) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [first, rest @ ..] => t!(
            words,
            "coach-list-or",
            first = first.as_str(),
            last = or_chain(rest, words)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Player;
    use crate::core::ai::Value;
    use crate::i18n::Language;

    #[test]
    fn lists_and_outlooks_read_as_they_always_did() {
        let words = Words::new(Language::English);
        let items = |n: usize| (1..=n).map(|i| i.to_string()).collect::<Vec<_>>();
        assert_eq!(or_list(&items(1), &words), "1");
        assert_eq!(or_list(&items(2), &words), "1 or 2");
        assert_eq!(or_list(&items(4), &words), "1, 2, 3 or 4");
        assert_eq!(or_chain(&items(3), &words), "1 or 2 or 3");
        assert_eq!(
            outlook(Value::Win { moves: 1 }, Player::X, &words),
            "X wins in 1 move"
        );
        assert_eq!(
            outlook(Value::Loss { moves: 3 }, Player::X, &words),
            "O wins in 3 moves"
        );
        let hint = t!(
            words,
            "coach-hint-many",
            mover = "X",
            squares = or_list(&items(3), &words),
            result = "loss",
            outlook = outlook(Value::Loss { moves: 3 }, Player::X, &words)
        );
        assert_eq!(
            hint,
            "Hint for X: squares 1, 2 or 3 hold out longest (O wins in 3 moves)"
        );
        let engine = t!(
            words,
            "coach-hint-engine",
            mover = "O",
            board = 5u8,
            square = 3u8,
            result = "chance",
            percent = 61
        );
        assert_eq!(
            engine,
            "Hint for O: board 5, square 3 gives O a 61 % chance in the engine's search"
        );
    }
}
