//! Whole games through the real systems, with no window or GPU. What the
//! tests share is here; each file holds the tests of one concern.

use crate::common;
mod drawing;
mod focus;
mod games;
mod input;

use bevy::input::ButtonState;
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use common::{Harness, numpad};
use tictactoe::core::matchup::{FirstMove, Seat};
use tictactoe::core::offered::BoardChoice;
use tictactoe::core::{Difficulty, Player, Pos};
use tictactoe::game::GameState;
use tictactoe::game::flow::RoundCommand;
use tictactoe::game::narrate::square_label;
use tictactoe::game::round::outcome::RoundResult;
use tictactoe::game::setup::language::Words;
use tictactoe::game::setup::seat::Mode;
use tictactoe::game::setup::settings::MatchSettings;
use tictactoe::i18n::Language;

fn hvh(seed: u64) -> Harness {
    Harness::with_settings(seed, |s| {
        s.mode = Mode::HumanVsHuman;
        s.names = ["Alice".into(), "Bob".into()];
    })
}

/// Numpad 7 8 9 is the top row.
fn top_row_win(h: &mut Harness) {
    for key in [
        KeyCode::Numpad7,
        KeyCode::Numpad4,
        KeyCode::Digit8,
        KeyCode::Numpad5,
        KeyCode::Numpad9,
    ] {
        h.key(key);
    }
}
