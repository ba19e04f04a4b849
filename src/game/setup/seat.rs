//! Who sits at the board: two seats, each played by a person at this device
//! or by the computer, in one of three modes. A seat keeps its place across
//! rounds while the mark it plays (X moves first) may change.

use bevy::prelude::*;

use super::language::Words;
use crate::i18n::t;
use serde::{Deserialize, Serialize};

use crate::core::matchup::Seat;

/// Who makes a seat's moves.
#[derive(Reflect, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Controller {
    /// Someone at this device: keyboard, mouse or touch.
    Human,
    Computer,
    /// A friend on another device: their moves come from the game server.
    Remote,
}

/// Who has the last word on a round's moves. Everything that differs
/// between a game on this device and one through the server asks this,
/// never the mode: placement (check and place, or propose and wait), undo,
/// the coach, who starts rounds and who keeps the score.
#[derive(Reflect, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Authority {
    /// This device checks and places every move, starts the rounds and
    /// keeps the score; a move may be taken back.
    #[default]
    ThisDevice,
    /// The game server: a local move that passes the check here is
    /// proposed to it and placed once it confirms; it starts the rounds and
    /// keeps the score, and nothing is taken back.
    Server,
    /// Nobody: a finished game opened from a replay link, there to be
    /// looked at and reviewed. It is not played on, taken back, scored or
    /// counted in the statistics.
    Record,
}

/// Who plays whom. The serde names are the saved settings' stable keys.
#[derive(Reflect, Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    #[serde(rename = "human_vs_human")]
    HumanVsHuman,
    #[default]
    #[serde(rename = "human_vs_computer")]
    HumanVsComputer,
    #[serde(rename = "computer_vs_computer")]
    ComputerVsComputer,
    /// Against a friend elsewhere, through the game server.
    #[serde(rename = "online")]
    Online,
}

impl Mode {
    pub const ALL: [Mode; 4] = [
        Mode::HumanVsHuman,
        Mode::HumanVsComputer,
        Mode::ComputerVsComputer,
        Mode::Online,
    ];

    pub fn label(self, words: &Words) -> String {
        match self {
            Mode::HumanVsHuman => t!(words, "mode-human-vs-human"),
            Mode::HumanVsComputer => t!(words, "mode-human-vs-computer"),
            Mode::ComputerVsComputer => t!(words, "mode-computer-vs-computer"),
            Mode::Online => t!(words, "mode-online"),
        }
    }

    /// Who plays `seat`; online, `local` is the seat at this device (none
    /// for a watcher).
    pub fn controller(self, seat: Seat, local: Option<Seat>) -> Controller {
        match (self, seat) {
            (Mode::HumanVsHuman, _) | (Mode::HumanVsComputer, Seat::One) => Controller::Human,
            (Mode::Online, seat) if Some(seat) == local => Controller::Human,
            (Mode::Online, _) => Controller::Remote,
            _ => Controller::Computer,
        }
    }

    pub fn has_computer(self) -> bool {
        matches!(self, Mode::HumanVsComputer | Mode::ComputerVsComputer)
    }

    /// Whether the game speaks to `seat` as "you": the one person playing
    /// against the computer. (With two people at the board, names are used.)
    pub fn is_you(self, seat: Seat) -> bool {
        self == Mode::HumanVsComputer && seat == Seat::One
    }

    /// Whether `seat` is the computer playing against "you".
    pub fn is_your_opponent(self, seat: Seat) -> bool {
        self.is_you(seat.other())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn you_are_the_one_human_against_the_computer() {
        assert!(Mode::HumanVsComputer.is_you(Seat::One));
        assert!(!Mode::HumanVsComputer.is_you(Seat::Two));
        assert!(Mode::HumanVsComputer.is_your_opponent(Seat::Two));
        for seat in Seat::BOTH {
            assert!(!Mode::HumanVsHuman.is_you(seat));
            assert!(!Mode::ComputerVsComputer.is_you(seat));
            assert!(!Mode::HumanVsHuman.is_your_opponent(seat));
        }
    }
}
