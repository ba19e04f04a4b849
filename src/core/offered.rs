//! The boards the game offers, by name: the menu, the saved settings, the
//! online protocol and the server all speak of a board this way, so none of
//! them can offer a board the others do not know.

use serde::{Deserialize, Serialize};

use super::board::Rules;

/// The boards the game offers. The serde names are the saved settings'
/// and the protocol's stable keys.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardChoice {
    #[default]
    #[serde(rename = "three_by_three")]
    Classic,
    #[serde(rename = "four_by_four")]
    Four,
    #[serde(rename = "five_by_five")]
    Five,
    /// Nine small boards in one (see `core::ultimate`).
    #[serde(rename = "ultimate")]
    Ultimate,
    /// 3 x 3 where three in a row loses.
    #[serde(rename = "misere")]
    Misere,
    /// Four in a row in a 4 x 4 x 4 cube (see `core::qubic`).
    #[serde(rename = "qubic")]
    Qubic,
    /// 3 x 3 where both place X and three in a row loses.
    #[serde(rename = "notakto")]
    Notakto,
}

impl BoardChoice {
    pub const ALL: [BoardChoice; 7] = [
        BoardChoice::Classic,
        BoardChoice::Four,
        BoardChoice::Five,
        BoardChoice::Ultimate,
        BoardChoice::Misere,
        BoardChoice::Qubic,
        BoardChoice::Notakto,
    ];

    pub fn rules(self) -> Rules {
        let (size, k) = match self {
            BoardChoice::Classic => (3, 3),
            BoardChoice::Four => (4, 4),
            BoardChoice::Five => (5, 4),
            BoardChoice::Ultimate => return Rules::ULTIMATE,
            BoardChoice::Misere => return Rules::MISERE,
            BoardChoice::Qubic => return Rules::QUBIC,
            BoardChoice::Notakto => return Rules::NOTAKTO,
        };
        Rules::new(size, k).unwrap_or_default()
    }

    /// The board for a game's rules, if the menu offers it.
    pub fn of(rules: Rules) -> Option<BoardChoice> {
        BoardChoice::ALL.into_iter().find(|b| b.rules() == rules)
    }

    /// What the menu's chip says.
    pub fn short_label(self) -> &'static str {
        match self {
            BoardChoice::Classic => "3 x 3",
            BoardChoice::Four => "4 x 4",
            BoardChoice::Five => "5 x 5",
            BoardChoice::Ultimate => "Ultimate",
            BoardChoice::Misere => "Misère",
            BoardChoice::Qubic => "Qubic",
            BoardChoice::Notakto => "Notakto",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            BoardChoice::Classic => "3 x 3, three in a row",
            BoardChoice::Four => "4 x 4, four in a row",
            BoardChoice::Five => "5 x 5, four in a row",
            BoardChoice::Ultimate => {
                "Ultimate: nine boards in one. Your square sends your opponent to that board; \
                 win three boards in a row"
            }
            BoardChoice::Misere => "Misère: 3 x 3, and whoever makes three in a row loses",
            BoardChoice::Qubic => {
                "Qubic: 4 x 4 x 4, four in a row along any of the cube's 76 lines"
            }
            BoardChoice::Notakto => {
                "Notakto: 3 x 3, both players place X, and whoever completes three in a row loses"
            }
        }
    }
}
