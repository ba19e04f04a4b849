//! The Ultimate engine as a program other programs can play: a line
//! protocol on standard input and output ([`Session`], documented in the
//! README's "The engine as a program"), the CodinGame turn format that most
//! published Ultimate bots read ([`codingame`]), and a referee that plays
//! two engines and checks every move of both against our rules
//! ([`referee`]).

pub mod codingame;
pub mod program;
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

/// Answers the line protocol on `input` and `output` until `quit` or the
/// input's end: `tictactoe-engine` (src/bin/engine.rs, which also plays
/// as a CodinGame bot with [`codingame::play_as_bot`]).
pub fn serve(
    session: &mut Session,
    input: impl std::io::BufRead,
    mut output: impl std::io::Write,
) -> Result<(), String> {
    for line in input.lines() {
        let line = line.map_err(|why| why.to_string())?;
        let mut failed = None;
        let go_on = session.handle(&line, &mut |answer| {
            if let Err(why) = writeln!(output, "{answer}").and_then(|()| output.flush()) {
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

    #[test]
    fn serving_answers_each_line_and_stops_at_quit() {
        let mut session = Session::new(1);
        let mut output = Vec::new();
        let input = "hello\nplay 5-5\nplay 5-5\nquit\nhello\n";
        serve(&mut session, input.as_bytes(), &mut output).unwrap();
        let output = String::from_utf8(output).unwrap();
        let lines: Vec<&str> = output.lines().collect();
        assert_eq!(lines.len(), 3, "{output}");
        assert_eq!(lines[..2], ["hello tictactoe-ultimate 1", "ok"]);
        assert!(lines[2].starts_with("error "), "{output}");
    }
}
