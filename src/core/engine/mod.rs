//! The Ultimate engine as a program other programs can play: a line
//! protocol on standard input and output ([`Session`], documented in the
//! README's "The engine as a program"), the CodinGame turn format that most
//! published Ultimate bots read ([`codingame`]), and a referee that plays
//! two engines and checks every move of both against our rules
//! ([`referee`]).

pub mod codingame;
pub mod referee;
mod session;

pub use session::{Limit, PROTOCOL_VERSION, Session};

use super::board::{Pos, Rules};
use super::notation::{square_name, ultimate_pos};
use super::ultimate::Square;

/// "7-5": small board 7, square 5, both numbered like the keypad (as the
/// review and the move list write them).
pub fn square_text(square: Square) -> String {
    let (row, col) = square.row_col();
    square_name(Rules::ULTIMATE, Pos::new(row, col))
}

/// A square written as [`square_text`] writes it; `None` for anything else.
pub fn parse_square(text: &str) -> Option<Square> {
    let (board, square) = text.trim().split_once('-')?;
    let pos = ultimate_pos(board.parse().ok()?, square.parse().ok()?)?;
    Square::at(pos.row, pos.col)
}

/// `tictactoe engine [--codingame] [--time MS | --iterations N]`: the line
/// protocol on standard input and output, or with `--codingame` that
/// format's bot. Thinks 100 ms a move unless told otherwise.
pub fn run_from_args(args: &[String]) -> Result<(), String> {
    let mut session = Session::new(0x5EED);
    let mut codingame = false;
    let mut words = args.iter().map(String::as_str);
    while let Some(word) = words.next() {
        let mut number = |what: &str| {
            words
                .next()
                .and_then(|n| n.parse::<u32>().ok())
                .filter(|n| *n > 0)
                .ok_or(format!("{word} takes {what} over 0"))
        };
        match word {
            "--codingame" => codingame = true,
            "--time" => session.set_limit(Limit::Time(std::time::Duration::from_millis(
                number("milliseconds")?.into(),
            ))),
            "--iterations" => session.set_limit(Limit::Iterations(number("a count")?)),
            other => {
                return Err(format!(
                    "{other:?} is not an option: --codingame, --time MS, --iterations N"
                ));
            }
        }
    }
    let stdin = std::io::stdin().lock();
    let mut stdout = std::io::stdout().lock();
    if codingame {
        return codingame::play_as_bot(&mut session, stdin, stdout);
    }
    use std::io::{BufRead, Write};
    for line in stdin.lines() {
        let line = line.map_err(|why| why.to_string())?;
        let mut failed = None;
        let go_on = session.handle(&line, &mut |answer| {
            if let Err(why) = writeln!(stdout, "{answer}").and_then(|()| stdout.flush()) {
                failed = Some(why.to_string());
            }
        });
        if let Some(why) = failed {
            return Err(why);
        }
        if !go_on {
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_reads_back_as_written() {
        for row in 0..9 {
            for col in 0..9 {
                let square = Square::at(row, col).unwrap();
                assert_eq!(parse_square(&square_text(square)), Some(square));
            }
        }
        assert_eq!(square_text(Square::at(1, 1).unwrap()), "7-5");
        for bad in ["", "5", "0-5", "5-10", "a-b", "5-5-5", "-5"] {
            assert_eq!(parse_square(bad), None, "{bad}");
        }
    }
}
