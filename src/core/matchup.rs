//! The words of a match between two seats: who sits where, who moves first
//! in each round, what a player may be called, and the score. The game, the
//! online protocol and the server all speak of a match in these types, so
//! none of them decides a rule the others could decide differently.

use serde::{Deserialize, Serialize};

/// One of the two participants, whatever mark they play this round. On
/// this device seat one is the first player (the one against the
/// computer); in an online room it is the room's creator.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    One,
    Two,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::One, Seat::Two];

    pub fn index(self) -> usize {
        match self {
            Seat::One => 0,
            Seat::Two => 1,
        }
    }

    pub fn other(self) -> Seat {
        match self {
            Seat::One => Seat::Two,
            Seat::Two => Seat::One,
        }
    }
}

/// Who plays X (and so moves first) in each round of a match. The serde
/// names are the saved settings' and the protocol's stable keys.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FirstMove {
    #[default]
    #[serde(rename = "seat_one")]
    SeatOne,
    #[serde(rename = "seat_two")]
    SeatTwo,
    #[serde(rename = "random")]
    Random,
    /// Seat one starts the first round, then the seats take turns.
    #[serde(rename = "take_turns")]
    TakeTurns,
}

impl FirstMove {
    pub const ALL: [FirstMove; 4] = [
        FirstMove::SeatOne,
        FirstMove::SeatTwo,
        FirstMove::Random,
        FirstMove::TakeTurns,
    ];

    /// The seat this choice always names, if it names one.
    pub fn named_seat(self) -> Option<Seat> {
        match self {
            FirstMove::SeatOne => Some(Seat::One),
            FirstMove::SeatTwo => Some(Seat::Two),
            FirstMove::Random | FirstMove::TakeTurns => None,
        }
    }

    /// The seat that plays X in a round after `finished_before` rounds of
    /// the match; `coin` is tossed only for a random choice.
    pub fn x_seat(self, finished_before: u32, coin: impl FnOnce() -> bool) -> Seat {
        match self {
            FirstMove::SeatOne => Seat::One,
            FirstMove::SeatTwo => Seat::Two,
            FirstMove::Random if coin() => Seat::One,
            FirstMove::Random => Seat::Two,
            FirstMove::TakeTurns if finished_before.is_multiple_of(2) => Seat::One,
            FirstMove::TakeTurns => Seat::Two,
        }
    }
}

/// Rounds won by each seat, and drawn, across a match.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub wins: [u32; 2],
    pub draws: u32,
}

impl Score {
    /// Rounds finished.
    pub fn rounds(&self) -> u32 {
        self.wins[0]
            .saturating_add(self.wins[1])
            .saturating_add(self.draws)
    }

    /// Counts a finished round: won by `winner`, or drawn.
    pub fn count(&mut self, winner: Option<Seat>) {
        let slot = match winner {
            Some(seat) => &mut self.wins[seat.index()],
            None => &mut self.draws,
        };
        *slot = slot.saturating_add(1);
    }

    /// Takes back a round counted before (an undo reopened it).
    pub fn uncount(&mut self, winner: Option<Seat>) {
        let slot = match winner {
            Some(seat) => &mut self.wins[seat.index()],
            None => &mut self.draws,
        };
        *slot = slot.saturating_sub(1);
    }
}

/// Longest name a player may give themselves, in characters: the menu's
/// field, the server's seats and the screen's layout all hold this many.
pub const MAX_NAME_CHARS: usize = 20;

/// What the computer is called. Nobody else may be.
pub const COMPUTER_NAME: &str = "Computer";

/// The name a seat has until its player types one: "Player 1", "Player 2".
pub fn default_name(seat: Seat) -> String {
    format!("Player {}", seat.index() + 1)
}

/// Whether `c` changes how the text around it is shown rather than showing
/// itself: Unicode's bidirectional controls (U+202E turns the rest of a line
/// around) and the zero-width characters. Control characters are another
/// such kind, checked apart.
pub fn is_layout_control(c: char) -> bool {
    matches!(
        c,
        '\u{061C}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2069}'
            | '\u{FEFF}'
    )
}

/// `typed` as a seat's name on screen: control and layout characters
/// dropped, runs of spaces made one, trimmed, at most [`MAX_NAME_CHARS`];
/// blank becomes the seat's default name.
pub fn display_name(typed: &str, seat: Seat) -> String {
    tidy_name(typed.chars(), seat, |c| {
        if c.is_whitespace() {
            Some(' ')
        } else if c.is_control() || is_layout_control(c) {
            None
        } else {
            Some(c)
        }
    })
}

/// A name from `chars` as `shown` sees each one (a space, itself, or
/// `None` to drop it): runs of spaces made one, trimmed, at most
/// [`MAX_NAME_CHARS`] shown; blank becomes the seat's default name. The
/// game and the server differ only in what they call shown.
pub fn tidy_name(
    chars: impl Iterator<Item = char>,
    seat: Seat,
    shown: impl Fn(char) -> Option<char>,
) -> String {
    let mut name = String::new();
    let mut count = 0;
    for c in chars.filter_map(shown) {
        if count == MAX_NAME_CHARS {
            break;
        }
        if c == ' ' && (name.is_empty() || name.ends_with(' ')) {
            continue;
        }
        name.push(c);
        count += 1;
    }
    let name = name.trim_end();
    if name.is_empty() {
        default_name(seat)
    } else {
        name.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_first_move_choice_names_the_x_seat_round_by_round() {
        let rounds = |first: FirstMove, coin: bool| -> Vec<Seat> {
            (0..4).map(|n| first.x_seat(n, || coin)).collect()
        };
        use Seat::{One, Two};
        assert_eq!(rounds(FirstMove::SeatOne, false), [One, One, One, One]);
        assert_eq!(rounds(FirstMove::SeatTwo, true), [Two, Two, Two, Two]);
        assert_eq!(rounds(FirstMove::TakeTurns, false), [One, Two, One, Two]);
        assert_eq!(rounds(FirstMove::Random, true), [One; 4]);
        assert_eq!(rounds(FirstMove::Random, false), [Two; 4]);
        let mut tossed = false;
        FirstMove::SeatTwo.x_seat(0, || {
            tossed = true;
            true
        });
        assert!(!tossed, "the coin is tossed only for a random choice");
        assert_eq!(FirstMove::SeatTwo.named_seat(), Some(Two));
        assert_eq!(FirstMove::Random.named_seat(), None);
    }

    #[test]
    fn the_score_counts_and_takes_back_rounds() {
        let mut score = Score::default();
        score.count(Some(Seat::Two));
        score.count(None);
        score.count(Some(Seat::Two));
        assert_eq!((score.wins, score.draws, score.rounds()), ([0, 2], 1, 3));
        score.uncount(Some(Seat::Two));
        score.uncount(Some(Seat::One));
        assert_eq!((score.wins, score.draws), ([0, 1], 1), "never below zero");
        let full = Score {
            wins: [u32::MAX, 1],
            draws: 1,
        };
        assert_eq!(full.rounds(), u32::MAX);
    }

    #[test]
    fn names_show_only_what_is_drawn() {
        assert_eq!(display_name("  Ann \n", Seat::One), "Ann");
        assert_eq!(display_name("   ", Seat::Two), "Player 2");
        assert_eq!(display_name("Ann\u{202E}nimda", Seat::One), "Annnimda");
        assert_eq!(display_name("A\u{200B}n\u{7}n", Seat::One), "Ann");
        assert_eq!(display_name("Grace \t\t Hopper", Seat::One), "Grace Hopper");
        assert_eq!(
            display_name(&"é".repeat(100), Seat::One).chars().count(),
            MAX_NAME_CHARS
        );
        assert_eq!(display_name("\u{202E}", Seat::One), "Player 1");
    }
}
