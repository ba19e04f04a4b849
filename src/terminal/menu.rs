//! The match set-up on the terminal's title screen: five choices, each a
//! row with its number. A number (or Left and Right on the chosen row)
//! moves a choice to its next value, or opens the names for typing; the
//! game says the new set-up, as it does for the window's menu.

use bevy::prelude::*;

use crate::core::Difficulty;
use crate::core::matchup::{FirstMove, Seat};
use crate::core::offered::BoardChoice;
use crate::game::setup::language::Words;
use crate::game::setup::seat::Mode;
use crate::game::setup::settings::{MatchSettings, board_label, difficulty_label};
use crate::i18n::t;

/// The ways to play, in the window's order.
const MODES: [Mode; 4] = Mode::ALL;

/// One choice of the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    Mode,
    Strength,
    Board,
    First,
    /// The players' names, typed (see `typing.rs`).
    Names,
}

impl Row {
    pub const ALL: [Row; 5] = [Row::Mode, Row::Strength, Row::Board, Row::First, Row::Names];

    /// The row a number key names (1-5).
    pub fn numbered(n: u8) -> Option<Row> {
        Row::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// The row's choice in words: "Board: 3 x 3, three in a row".
    pub fn text(self, settings: &MatchSettings, words: &Words) -> String {
        match self {
            // The engine from the command line plays the computer's seat.
            Row::Mode => match &settings.engine {
                Some(engine) if settings.engine_plays(Seat::Two) => {
                    format!("{} ({engine})", settings.mode.label(words))
                }
                _ => settings.mode.label(words),
            },
            Row::Strength => format!(
                "{}: {}",
                t!(words, "title-strength"),
                difficulty_label(settings.difficulty, words)
            ),
            Row::Board => format!(
                "{}: {}",
                t!(words, "settings-board"),
                board_label(settings.board, words)
            ),
            Row::First => format!(
                "{}: {}",
                t!(words, "settings-first"),
                first_label(settings, words)
            ),
            Row::Names if settings.mode == Mode::HumanVsHuman => format!(
                "{}: {}, {}",
                t!(words, "settings-names"),
                settings.shown_name(Seat::One, words),
                settings.shown_name(Seat::Two, words)
            ),
            Row::Names => {
                let typed = settings.names[0].trim();
                let name = if typed.is_empty() {
                    t!(words, "name-player", number = 1)
                } else {
                    crate::core::matchup::display_name(typed, Seat::One)
                };
                format!("{}: {name}", t!(words, "settings-your-name"))
            }
        }
    }

    /// Whether the choice means anything in this mode: strength without a
    /// computer does not, nor names with two computers.
    pub fn applies(self, settings: &MatchSettings) -> bool {
        match self {
            // Against an engine, only our computer in the other seat has one.
            Row::Strength => {
                settings.mode.has_computer()
                    && !(settings.mode == Mode::HumanVsComputer && settings.engine_plays(Seat::Two))
            }
            Row::Names => settings.mode != Mode::ComputerVsComputer,
            _ => true,
        }
    }

    /// Moves the choice `step` values on (1 or -1), round the list.
    pub fn turn(self, settings: &mut MatchSettings, step: isize) {
        match self {
            Row::Mode => settings.mode = next(&MODES, settings.mode, step),
            Row::Strength => {
                settings.difficulty = next(&Difficulty::ALL, settings.difficulty, step)
            }
            Row::Board => settings.board = next(&BoardChoice::ALL, settings.board, step),
            Row::First => settings.first = next(&FirstMove::ALL, settings.first, step),
            // Typed, not turned.
            Row::Names => {}
        }
    }
}

/// The value `step` places after `now` in `all`, round the list; the first
/// if `now` is not in it (online, from the window's menu).
fn next<T: Copy + PartialEq>(all: &[T], now: T, step: isize) -> T {
    let at = all.iter().position(|&value| value == now);
    let len = all.len() as isize;
    let index = at.map_or(0, |at| (at as isize + step).rem_euclid(len));
    all[index as usize]
}

/// Who goes first, as the window's settings say it.
fn first_label(settings: &MatchSettings, words: &Words) -> String {
    let online = settings.mode == Mode::Online;
    match settings.first {
        FirstMove::SeatOne if online => t!(words, "settings-first-me"),
        FirstMove::SeatTwo if online => t!(words, "settings-first-my-friend"),
        FirstMove::SeatOne if settings.mode.is_you(Seat::One) => t!(words, "settings-first-me"),
        FirstMove::SeatTwo if settings.mode.is_your_opponent(Seat::Two) => {
            t!(words, "settings-first-computer")
        }
        FirstMove::SeatOne => settings.shown_name(Seat::One, words),
        FirstMove::SeatTwo => settings.shown_name(Seat::Two, words),
        FirstMove::Random => t!(words, "settings-first-random"),
        FirstMove::TakeTurns => t!(words, "settings-first-take-turns"),
    }
}

/// The row the arrows change.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChosenRow(pub Row);

impl Default for ChosenRow {
    fn default() -> Self {
        ChosenRow(Row::Mode)
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<ChosenRow>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_choice_goes_round_its_values_both_ways() {
        let mut settings = MatchSettings::default();
        let start = settings.clone();
        for row in Row::ALL.into_iter().filter(|&row| row != Row::Names) {
            let count = match row {
                Row::Mode => MODES.len(),
                Row::Strength => Difficulty::ALL.len(),
                Row::Board => BoardChoice::ALL.len(),
                Row::First => FirstMove::ALL.len(),
                Row::Names => 1,
            };
            for _ in 0..count {
                row.turn(&mut settings, 1);
            }
            assert_eq!(settings, start, "{row:?} forwards");
            row.turn(&mut settings, -1);
            row.turn(&mut settings, 1);
            assert_eq!(settings, start, "{row:?} back and forth");
        }
        Row::Board.turn(&mut settings, -1);
        assert_eq!(settings.board, BoardChoice::Notakto);
        Row::Board.turn(&mut settings, -1);
        assert_eq!(settings.board, BoardChoice::Qubic);
        Row::Board.turn(&mut settings, -1);
        assert_eq!(settings.board, BoardChoice::Misere);
        Row::Board.turn(&mut settings, -1);
        assert_eq!(settings.board, BoardChoice::Ultimate);
    }

    #[test]
    fn numbers_name_the_four_rows_and_nothing_else() {
        assert_eq!(Row::numbered(1), Some(Row::Mode));
        assert_eq!(Row::numbered(5), Some(Row::Names));
        assert_eq!(Row::numbered(0), None);
        assert_eq!(Row::numbered(6), None);
    }
}
