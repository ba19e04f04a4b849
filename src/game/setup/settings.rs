//! The match the player set up in the menu: who plays whom, how strong the
//! computer is, who goes first, the names and the board, and the seats of
//! an online room. Saved with the device's preferences (see `saved.rs`).

use bevy::prelude::*;

use super::language::Words;
use crate::i18n::t;
use serde::{Deserialize, Serialize};

use super::seat::{Authority, Controller, Mode};
use crate::core::matchup::{COMPUTER_NAME, FirstMove, Seat, default_name, display_name};
use crate::core::offered::BoardChoice;
use crate::core::{Difficulty, Rules};
use crate::game::state::GameState;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSettings>();
    app.register_type::<MatchSettings>();
    app.init_resource::<SetAside>();
    app.add_systems(OnEnter(GameState::Menu), put_back_the_settings);
}

/// The player's own set-up while a replay borrows the menu's (a replay is
/// two human seats on its own board): put back on the way to the menu, and
/// what is saved meanwhile, so opening a replay changes nothing kept.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct SetAside(pub Option<MatchSettings>);

fn put_back_the_settings(mut set_aside: ResMut<SetAside>, mut settings: ResMut<MatchSettings>) {
    if let Some(own) = set_aside.0.take() {
        *settings = own;
    }
}

/// How long Impossible thinks about an Ultimate move: longer is stronger.
#[derive(Reflect, Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ThinkChoice {
    /// A tenth of a second natively, a fifth in the browser.
    #[default]
    #[serde(rename = "quick")]
    Quick,
    #[serde(rename = "one_second")]
    OneSecond,
    #[serde(rename = "five_seconds")]
    FiveSeconds,
}

impl ThinkChoice {
    pub const ALL: [ThinkChoice; 3] = [
        ThinkChoice::Quick,
        ThinkChoice::OneSecond,
        ThinkChoice::FiveSeconds,
    ];

    /// The time a move takes, given the platform's quick one.
    pub fn duration(self, quick: std::time::Duration) -> std::time::Duration {
        match self {
            ThinkChoice::Quick => quick,
            ThinkChoice::OneSecond => std::time::Duration::from_secs(1),
            ThinkChoice::FiveSeconds => std::time::Duration::from_secs(5),
        }
    }

    pub fn label(self, words: &Words) -> String {
        match self {
            ThinkChoice::Quick => t!(words, "think-quick"),
            ThinkChoice::OneSecond => t!(words, "think-one-second"),
            ThinkChoice::FiveSeconds => t!(words, "think-five-seconds"),
        }
    }
}

/// A board's name on a chip: "3 x 3", "Ultimate".
pub fn board_short_label(board: BoardChoice, words: &Words) -> String {
    match board {
        BoardChoice::Classic => t!(words, "board-short-classic"),
        BoardChoice::Four => t!(words, "board-short-four"),
        BoardChoice::Five => t!(words, "board-short-five"),
        BoardChoice::Ultimate => t!(words, "board-short-ultimate"),
        BoardChoice::Misere => t!(words, "board-short-misere"),
        BoardChoice::Qubic => t!(words, "board-short-qubic"),
        BoardChoice::Notakto => t!(words, "board-short-notakto"),
    }
}

/// A board with its rule: "3 x 3, three in a row".
pub fn board_label(board: BoardChoice, words: &Words) -> String {
    match board {
        BoardChoice::Classic => t!(words, "board-classic"),
        BoardChoice::Four => t!(words, "board-four"),
        BoardChoice::Five => t!(words, "board-five"),
        BoardChoice::Ultimate => t!(words, "board-ultimate"),
        BoardChoice::Misere => t!(words, "board-misere"),
        BoardChoice::Qubic => t!(words, "board-qubic"),
        BoardChoice::Notakto => t!(words, "board-notakto"),
    }
}

/// A computer's strength: "Easy", "Medium", "Impossible".
pub fn difficulty_label(difficulty: Difficulty, words: &Words) -> String {
    match difficulty {
        Difficulty::Easy => t!(words, "difficulty-easy"),
        Difficulty::Medium => t!(words, "difficulty-medium"),
        Difficulty::Impossible => t!(words, "difficulty-impossible"),
    }
}

/// The clock of a room made for a friend: seconds per move, or none. A
/// quick match always has the server's clock.
#[derive(Reflect, Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ClockChoice {
    #[default]
    #[serde(rename = "none")]
    NoClock,
    #[serde(rename = "fifteen_seconds")]
    Fifteen,
    #[serde(rename = "thirty_seconds")]
    Thirty,
    #[serde(rename = "sixty_seconds")]
    Sixty,
}

impl ClockChoice {
    pub const ALL: [ClockChoice; 4] = [
        ClockChoice::NoClock,
        ClockChoice::Fifteen,
        ClockChoice::Thirty,
        ClockChoice::Sixty,
    ];

    /// Seconds a player has for each move, if there is a clock.
    pub fn seconds(self) -> Option<u32> {
        match self {
            ClockChoice::NoClock => None,
            ClockChoice::Fifteen => Some(15),
            ClockChoice::Thirty => Some(30),
            ClockChoice::Sixty => Some(60),
        }
    }

    pub fn label(self, words: &Words) -> String {
        match self {
            ClockChoice::NoClock => t!(words, "clock-none"),
            ClockChoice::Fifteen => t!(words, "clock-seconds", seconds = 15),
            ClockChoice::Thirty => t!(words, "clock-seconds", seconds = 30),
            ClockChoice::Sixty => t!(words, "clock-seconds", seconds = 60),
        }
    }
}

/// Everything the menu sets up for a match.
#[derive(Resource, Reflect, Clone, Debug, Default, PartialEq, Eq)]
#[reflect(opaque)]
#[reflect(Resource, Clone, Debug, PartialEq)]
pub struct MatchSettings {
    pub mode: Mode,
    pub difficulty: Difficulty,
    pub first: FirstMove,
    /// Names of the human players as typed; seat two's is used in Human vs
    /// Human only. Blank (the default) shows as the seat's default name
    /// ("Player 2" for whoever sits second, online too).
    pub names: [String; 2],
    pub board: BoardChoice,
    /// How long Impossible thinks on Ultimate.
    pub think: ThinkChoice,
    /// The clock of a room this device creates.
    pub clock: ClockChoice,
    /// Who sits where in an online room, as the server says: not a menu
    /// choice and never saved.
    pub online: OnlineSeats,
    /// The name of the engine in another process that plays the computer's
    /// seat on Ultimate (the terminal's `--engine`): not a menu choice and
    /// never saved.
    pub engine: Option<String>,
}

/// The seats of an online room.
#[derive(Reflect, Clone, Debug, PartialEq, Eq)]
#[reflect(opaque)]
#[reflect(Clone, Debug, PartialEq)]
pub struct OnlineSeats {
    /// The seat at this device; `None` while watching a room.
    pub local: Option<Seat>,
    pub names: [String; 2],
}

impl Default for OnlineSeats {
    fn default() -> Self {
        OnlineSeats {
            local: Some(Seat::One),
            names: ["Player 1".into(), "Player 2".into()],
        }
    }
}

impl MatchSettings {
    /// Whether an outside engine plays `seat` in this match: the
    /// computer's second seat, on Ultimate, when one was given.
    pub fn engine_plays(&self, seat: Seat) -> bool {
        self.engine.is_some()
            && seat == Seat::Two
            && self.mode.has_computer()
            && self.board == BoardChoice::Ultimate
    }

    /// The name shown for a seat, with computers named for what they are.
    pub fn name(&self, seat: Seat) -> String {
        match (self.mode, seat) {
            (_, seat) if self.engine_plays(seat) => self.engine.clone().unwrap_or_default(),
            (mode, seat) if mode.is_your_opponent(seat) => COMPUTER_NAME.into(),
            (Mode::ComputerVsComputer, seat) => format!("Computer {}", seat.index() + 1),
            (Mode::Online, seat) => display_name(&self.online.names[seat.index()], seat),
            (_, seat) => display_name(&self.names[seat.index()], seat),
        }
    }

    /// The seat's name as shown and said in the player's language: the
    /// computer's and a blank seat's default names are words; a typed name
    /// is itself. (`name` is the same in English, as the server and the
    /// log know it.)
    pub fn shown_name(&self, seat: Seat, words: &Words) -> String {
        let number = seat.index() + 1;
        match (self.mode, seat) {
            (_, seat) if self.engine_plays(seat) => self.name(seat),
            (mode, seat) if mode.is_your_opponent(seat) => t!(words, "name-computer"),
            (Mode::ComputerVsComputer, _) => t!(words, "name-computer-numbered", number = number),
            _ => {
                let name = self.name(seat);
                if name == default_name(seat) {
                    t!(words, "name-player", number = number)
                } else {
                    name
                }
            }
        }
    }

    pub fn rules(&self) -> Rules {
        self.board.rules()
    }

    /// Whether the game speaks to `seat` as "you": the one person against
    /// the computer, or the player at this device online.
    pub fn is_you(&self, seat: Seat) -> bool {
        self.mode.is_you(seat) || (self.mode == Mode::Online && Some(seat) == self.online.local)
    }

    /// Whether a win by `seat` is a loss for the player at this device: to
    /// the computer, or to the friend online (a watcher loses nothing).
    pub fn is_loss_here(&self, winner: Seat) -> bool {
        self.mode.is_your_opponent(winner)
            || (self.mode == Mode::Online && self.online.local.is_some() && !self.is_you(winner))
    }

    /// Whether this device only watches: an online room with no seat here.
    pub fn is_watching(&self) -> bool {
        self.mode == Mode::Online && self.online.local.is_none()
    }

    /// Who confirms the moves of this match: the server for a room online,
    /// else this device. The one place the mode decides it.
    pub fn authority(&self) -> Authority {
        match self.mode {
            Mode::Online => Authority::Server,
            _ => Authority::ThisDevice,
        }
    }

    /// Who plays `seat` in this mode.
    pub fn controller(&self, seat: Seat) -> Controller {
        self.mode.controller(seat, self.online.local)
    }

    /// The seat named by a first-move choice, if it names one.
    pub fn first_seat(&self) -> Option<Seat> {
        self.first.named_seat()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_cleaned_for_display() {
        let mut s = MatchSettings::default();
        assert_eq!(s.name(Seat::Two), "Computer");
        s.mode = Mode::HumanVsHuman;
        assert_eq!(s.name(Seat::Two), "Player 2");
    }

    #[test]
    fn default_names_are_said_in_the_players_language_and_typed_ones_as_typed() {
        let spanish = Words::new(crate::i18n::Language::Spanish);
        let mut s = MatchSettings::default();
        assert_eq!(s.shown_name(Seat::Two, &spanish), "Máquina");
        s.mode = Mode::ComputerVsComputer;
        assert_eq!(s.shown_name(Seat::One, &spanish), "Máquina 1");
        s.mode = Mode::HumanVsHuman;
        s.names = ["  ".into(), "Ana".into()];
        assert_eq!(s.shown_name(Seat::One, &spanish), "Jugador 1");
        assert_eq!(s.shown_name(Seat::Two, &spanish), "Ana");
        // The server and the log keep the English.
        assert_eq!(s.name(Seat::One), "Player 1");
    }
}
