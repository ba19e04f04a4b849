//! A finished game as a few letters, to share as a link that opens its
//! review: the board's letter, then each move in order. A move on 3 x 3,
//! 4 x 4 or 5 x 5 is one letter (its square's index); on Ultimate, with 81
//! squares, two. A 5 x 5 game is at most 26 letters, so its link stays
//! short. Names are left out: a link says what was played, not by whom.
//!
//! Reading a replay plays every move by the rules, so a damaged or made-up
//! link is refused with the reason and never shows an impossible board.

use std::fmt;

use super::board::{Game, MoveError, Pos};
use super::notation::square_name;
use super::offered::BoardChoice;

/// The page's query parameter that carries a replay (`?replay=3ECIA`).
pub const REPLAY_PARAM: &str = "replay";

/// URL-safe letters (RFC 4648's base64url), one per square index.
const LETTERS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Longer than any game on any offered board (Ultimate: 1 + 2 x 81).
const MAX_LETTERS: usize = 200;

/// Why a replay could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Empty,
    TooLong {
        letters: usize,
    },
    UnknownBoard(char),
    NotALetter(char),
    /// The letters end in the middle of an Ultimate move.
    CutShort,
    OffTheBoard {
        number: usize,
    },
    Illegal {
        number: usize,
        square: String,
        why: MoveError,
    },
    /// Moves go on after the game was decided, or it was never decided.
    MovesAfterTheEnd {
        number: usize,
    },
    Unfinished,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Empty => write!(f, "the replay is empty"),
            ReplayError::TooLong { letters } => {
                write!(f, "the replay has {letters} letters, more than any game")
            }
            ReplayError::UnknownBoard(c) => write!(
                f,
                "the replay starts with \"{c}\", which names no board (3, 4, 5 or u)"
            ),
            ReplayError::NotALetter(c) => {
                write!(
                    f,
                    "the replay has \"{c}\" in it, which no move is written with"
                )
            }
            ReplayError::CutShort => write!(f, "the replay ends in the middle of a move"),
            ReplayError::OffTheBoard { number } => {
                write!(f, "move {number} of the replay is off the board")
            }
            ReplayError::Illegal {
                number,
                square,
                why,
            } => {
                write!(
                    f,
                    "move {number} of the replay (square {square}) cannot be played: {why}"
                )
            }
            ReplayError::MovesAfterTheEnd { number } => {
                write!(
                    f,
                    "move {number} of the replay comes after the game was over"
                )
            }
            ReplayError::Unfinished => write!(f, "the replay's game was never finished"),
        }
    }
}

fn board_letter(board: BoardChoice) -> char {
    match board {
        BoardChoice::Classic => '3',
        BoardChoice::Four => '4',
        BoardChoice::Five => '5',
        BoardChoice::Ultimate => 'u',
        BoardChoice::Misere => 'm',
        BoardChoice::Qubic => 'q',
        BoardChoice::Notakto => 'n',
    }
}

fn letters_per_move(board: BoardChoice) -> usize {
    if board == BoardChoice::Ultimate { 2 } else { 1 }
}

/// The game's replay: its board and its moves. `None` for a board the
/// game does not offer, or a game still being played.
pub fn encode(game: &Game) -> Option<String> {
    let board = BoardChoice::of(game.rules())?;
    if !game.outcome().is_over() {
        return None;
    }
    let size = usize::from(game.rules().size());
    let mut text = String::with_capacity(1 + game.moves().len() * 2);
    text.push(board_letter(board));
    for mv in game.moves() {
        let index = usize::from(mv.pos.row) * size + usize::from(mv.pos.col);
        if letters_per_move(board) == 2 {
            text.push(char::from(LETTERS[index / LETTERS.len()]));
        }
        text.push(char::from(LETTERS[index % LETTERS.len()]));
    }
    Some(text)
}

/// The finished game a replay describes, every move played by the rules.
pub fn decode(text: &str) -> Result<Game, ReplayError> {
    let text = text.trim();
    let count = text.chars().count();
    if count > MAX_LETTERS {
        return Err(ReplayError::TooLong { letters: count });
    }
    let mut chars = text.chars();
    let first = chars.next().ok_or(ReplayError::Empty)?;
    let board = BoardChoice::ALL
        .into_iter()
        .find(|&b| board_letter(b) == first.to_ascii_lowercase())
        .ok_or(ReplayError::UnknownBoard(first))?;
    let rules = board.rules();
    let size = usize::from(rules.size());
    let values = chars
        .map(|c| {
            LETTERS
                .iter()
                .position(|&l| char::from(l) == c)
                .ok_or(ReplayError::NotALetter(c))
        })
        .collect::<Result<Vec<usize>, _>>()?;
    let per_move = letters_per_move(board);
    if values.len() % per_move != 0 {
        return Err(ReplayError::CutShort);
    }
    let mut game = Game::new(rules);
    for (i, digits) in values.chunks(per_move).enumerate() {
        let number = i + 1;
        if game.outcome().is_over() {
            return Err(ReplayError::MovesAfterTheEnd { number });
        }
        let index = digits.iter().fold(0, |n, d| n * LETTERS.len() + d);
        let pos = (index < rules.cell_count())
            .then(|| Pos::new((index / size) as u8, (index % size) as u8))
            .ok_or(ReplayError::OffTheBoard { number })?;
        game.play(pos).map_err(|why| ReplayError::Illegal {
            number,
            square: square_name(rules, pos),
            why,
        })?;
    }
    if !game.outcome().is_over() {
        return Err(ReplayError::Unfinished);
    }
    Ok(game)
}

/// The link that opens the page at `page` on this replay's review.
pub fn link(page: &str, replay: &str) -> String {
    format!("{}/?{REPLAY_PARAM}={replay}", page.trim_end_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Outcome;
    use crate::ai::{Computer, Difficulty};
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};

    /// A whole game between two computers that play at random.
    fn random_game(board: BoardChoice, seed: u64) -> Game {
        let mut computer = Computer::new(Difficulty::Easy, seed);
        let mut game = Game::new(board.rules());
        while !game.outcome().is_over() {
            let pos = computer
                .choose(game.board())
                .expect("a game in progress has a move");
            game.play(pos).expect("the computer plays legal moves");
        }
        game
    }

    #[test]
    fn every_board_reads_back_the_game_it_wrote() {
        for board in BoardChoice::ALL {
            for seed in 0..20 {
                let game = random_game(board, seed);
                let text = encode(&game).expect("a finished game on an offered board");
                let read = decode(&text).expect("its own replay reads back");
                assert_eq!(read.moves(), game.moves(), "{board:?} {text}");
                assert_eq!(read.outcome(), game.outcome());
                assert!(
                    text.chars()
                        .all(|c| c.is_ascii_alphanumeric() || "-_".contains(c))
                );
            }
        }
    }

    #[test]
    fn a_five_by_five_link_is_at_most_80_characters() {
        // The longest 5 x 5 game fills the board: 25 moves, one letter each.
        let longest = 1 + 25;
        let page = "https://tictactoe.example";
        let link = link(page, &"5".repeat(longest));
        assert!(link.len() <= 80, "{} characters: {link}", link.len());
        for seed in 0..20 {
            let text = encode(&random_game(BoardChoice::Five, seed)).unwrap();
            assert!(text.len() <= longest);
        }
    }

    #[test]
    fn a_game_still_being_played_has_no_replay() {
        let mut game = Game::new(BoardChoice::Classic.rules());
        game.play(Pos::new(1, 1)).unwrap();
        assert_eq!(encode(&game), None);
        // Its letters, written by hand, are refused as unfinished.
        assert_eq!(decode("3E"), Err(ReplayError::Unfinished));
    }

    #[test]
    fn damaged_replays_are_refused_with_the_reason() {
        // X: 7 8 9 along the top row (indices 0, 1, 2), O: 4 and 5.
        let won = "3ADBEC";
        let game = decode(won).unwrap();
        assert!(matches!(game.outcome(), Outcome::Win { .. }));
        assert_eq!(decode(""), Err(ReplayError::Empty));
        assert_eq!(decode("9AB"), Err(ReplayError::UnknownBoard('9')));
        assert_eq!(decode("3A!"), Err(ReplayError::NotALetter('!')));
        assert_eq!(decode("3AZ"), Err(ReplayError::OffTheBoard { number: 2 }));
        assert!(matches!(
            decode("3AA"),
            Err(ReplayError::Illegal { number: 2, .. })
        ));
        assert_eq!(
            decode("3ADBECF"),
            Err(ReplayError::MovesAfterTheEnd { number: 6 })
        );
        assert_eq!(decode("uAAB"), Err(ReplayError::CutShort));
        let long = format!("3{}", "A".repeat(300));
        assert_eq!(decode(&long), Err(ReplayError::TooLong { letters: 301 }));
        // Every refusal says what is wrong in words.
        for bad in ["", "9AB", "3A!", "3AZ", "3AA", "3ADBECF", "uAAB", "3E"] {
            let message = decode(bad).unwrap_err().to_string();
            assert!(message.starts_with("the replay") || message.starts_with("move"));
        }
    }

    #[test]
    fn any_text_is_read_or_refused_without_a_panic() {
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..2000 {
            let len = rng.random_range(0..40);
            let text: String = (0..len)
                .map(|_| char::from(rng.random_range(32u8..127)))
                .collect();
            if let Ok(game) = decode(&text) {
                assert!(game.outcome().is_over());
            }
        }
    }
}
