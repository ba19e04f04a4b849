//! `tictactoe-engine`: the Ultimate engine on standard input and output,
//! for other programs and match runners (the README's "The Ultimate
//! engine as a program"). Built without Bevy, in seconds:
//! `cargo build --release --no-default-features --bin tictactoe-engine`.

use std::process::ExitCode;
use std::time::Duration;

use tictactoe::cli::{Arg, Args, Program, unknown};
use tictactoe::core::engine::{Limit, Session, codingame, serve};

const PROGRAM: Program = Program {
    name: "tictactoe-engine",
    usage: "\
tictactoe-engine: the Ultimate engine on standard input and output, one
command a line, one answer a line (see the README's \"The Ultimate engine
as a program\").

Usage: tictactoe-engine [--codingame] [--time MS | --iterations N]
  --codingame      play as a bot in CodinGame's turn format instead
  --time MS        think this many milliseconds a move (default 100)
  --iterations N   think this many iterations a move instead
  -h, --help       this text
",
};

/// How the engine is to play, from its command line.
struct Options {
    codingame: bool,
    /// The session's own (100 ms a move) unless told.
    limit: Option<Limit>,
}

fn parse(mut args: Args) -> Result<Option<Options>, String> {
    let mut options = Options {
        codingame: false,
        limit: None,
    };
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Help => return Ok(None),
            Arg::Flag(flag) => match flag.as_str() {
                "--codingame" => options.codingame = true,
                "--time" => {
                    options.limit = Some(Limit::Time(Duration::from_millis(args.number(1..)?)))
                }
                "--iterations" => options.limit = Some(Limit::Iterations(args.number(1..)?)),
                _ => return Err(unknown(&flag)),
            },
            Arg::Positional(word) => return Err(unknown(&word)),
        }
    }
    Ok(Some(options))
}

fn main() -> ExitCode {
    let options = PROGRAM.read(parse);
    let mut session = Session::new(0x5EED);
    if let Some(limit) = options.limit {
        session.set_limit(limit);
    }
    let (input, output) = (std::io::stdin().lock(), std::io::stdout().lock());
    let played = if options.codingame {
        codingame::play_as_bot(&mut session, input, output)
    } else {
        serve(&mut session, input, output)
    };
    match played {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("{}: {why}", PROGRAM.name);
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> Result<Option<Options>, String> {
        parse(Args::new(text.split_whitespace().map(String::from)))
    }

    #[test]
    fn the_flags_are_read_and_mistakes_named() {
        let options = parsed("--codingame --iterations=3000").unwrap().unwrap();
        assert!(options.codingame);
        assert_eq!(options.limit, Some(Limit::Iterations(3000)));
        let options = parsed("").unwrap().unwrap();
        assert!(!options.codingame);
        assert_eq!(options.limit, None);
        let options = parsed("--iterations 5 --time 250").unwrap().unwrap();
        assert_eq!(options.limit, Some(Limit::Time(Duration::from_millis(250))));
        assert!(parsed("-h").unwrap().is_none());
        for (line, error) in [
            ("--time 0", "--time takes a number of at least 1, not 0"),
            ("--iterations", "--iterations needs a value"),
            ("--depth 3", "unknown option --depth"),
            ("engine", "unexpected argument \"engine\""),
        ] {
            let said = parsed(line).err().unwrap();
            assert!(said.starts_with(error), "{line}: {said}");
        }
    }
}
