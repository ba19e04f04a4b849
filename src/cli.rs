//! The command lines of the binaries (the engine, the server, the book's
//! builder, the judge's trainer), read one way: `--flag`, `--flag VALUE`,
//! `--flag=VALUE`, positional arguments, `--` before positional arguments
//! that start with a dash, and `-h` or `--help`. Each binary declares its
//! name and usage text once, as a [`Program`], and reads its own flags in a
//! loop over [`Args`]; a mistake is named in one line.
//!
//! ```
//! use tictactoe::cli::{Arg, Args, unknown};
//!
//! fn parse(mut args: Args) -> Result<Option<(u16, bool)>, String> {
//!     let (mut port, mut quiet) = (8080, false);
//!     while let Some(arg) = args.next()? {
//!         match arg {
//!             Arg::Help => return Ok(None),
//!             Arg::Flag(flag) => match flag.as_str() {
//!                 "--port" => port = args.number(1..=65535)?,
//!                 "--quiet" => quiet = true,
//!                 _ => return Err(unknown(&flag)),
//!             },
//!             Arg::Positional(word) => return Err(unknown(&word)),
//!         }
//!     }
//!     Ok(Some((port, quiet)))
//! }
//! let args = |text: &str| Args::new(text.split_whitespace().map(String::from));
//! assert_eq!(parse(args("--port=9000 --quiet")), Ok(Some((9000, true))));
//! assert_eq!(
//!     parse(args("--port 70000")),
//!     Err("--port takes a number from 1 to 65535, not 70000".into())
//! );
//! ```

use std::fmt::Display;
use std::ops::{Bound, RangeBounds};
use std::str::FromStr;

/// A binary's name and what `--help` prints, declared once.
pub struct Program {
    /// The binary's name, which starts each of its error lines.
    pub name: &'static str,
    /// The usage text, printed as written (end it with a newline).
    pub usage: &'static str,
}

impl Program {
    /// Reads this process's command line with `parse`, which gives the
    /// settings or `None` for `--help`. After `--help` the usage text is
    /// printed on standard output and the process ends successfully; after
    /// a mistake, the mistake is printed on standard error and the process
    /// ends with status 2.
    pub fn read<T>(&self, parse: impl FnOnce(Args) -> Result<Option<T>, String>) -> T {
        // Read lossily: `std::env::args` panics on an argument that is not
        // UTF-8, and a bad argument is a message, never a panic.
        let words = std::env::args_os().skip(1);
        match parse(Args::new(
            words.map(|word| word.to_string_lossy().into_owned()),
        )) {
            Ok(Some(settings)) => settings,
            Ok(None) => {
                print!("{}", self.usage);
                std::process::exit(0);
            }
            Err(why) => {
                eprintln!("{}: {why}", self.name);
                std::process::exit(2);
            }
        }
    }
}

/// One argument of a command line.
#[derive(Debug, PartialEq, Eq)]
pub enum Arg {
    /// `-h` or `--help`.
    Help,
    /// `--name` (or a short `-x`), without any `=VALUE`: that is taken by
    /// [`Args::value`] and the typed readers after it.
    Flag(String),
    /// Anything else, and everything after `--`.
    Positional(String),
}

/// A command line, read an argument at a time.
pub struct Args {
    words: std::vec::IntoIter<String>,
    /// The flag read last, for messages about its value.
    flag: String,
    /// The value given to that flag with `=`, until it is taken.
    attached: Option<String>,
    /// After `--`, every word is positional.
    only_positional: bool,
}

impl Args {
    /// The arguments, without the program's own name.
    pub fn new(words: impl IntoIterator<Item = String>) -> Self {
        Self {
            words: words.into_iter().collect::<Vec<_>>().into_iter(),
            flag: String::new(),
            attached: None,
            only_positional: false,
        }
    }

    /// The next argument, or `None` at the end. A value given with `=` to
    /// the flag before that was not taken is a mistake.
    #[allow(clippy::should_implement_trait)] // It can fail, unlike an Iterator's.
    pub fn next(&mut self) -> Result<Option<Arg>, String> {
        if let Some(value) = self.attached.take() {
            return Err(format!("{} takes no value, not {value:?}", self.flag));
        }
        let Some(word) = self.words.next() else {
            return Ok(None);
        };
        if self.only_positional {
            return Ok(Some(Arg::Positional(word)));
        }
        if word == "--" {
            self.only_positional = true;
            return self.next();
        }
        if word == "-h" {
            return Ok(Some(Arg::Help));
        }
        if word.starts_with("--") {
            let (flag, value) = match word.split_once('=') {
                Some((flag, value)) => (flag.to_string(), Some(value.to_string())),
                None => (word, None),
            };
            if flag == "--help" {
                return Ok(Some(Arg::Help));
            }
            self.flag.clone_from(&flag);
            self.attached = value;
            return Ok(Some(Arg::Flag(flag)));
        }
        if word.len() > 1 && word.starts_with('-') {
            self.flag.clone_from(&word);
            return Ok(Some(Arg::Flag(word)));
        }
        Ok(Some(Arg::Positional(word)))
    }

    /// The value of the flag just read: after its `=`, or the next word
    /// unless that is another flag (`--name=--odd` gives such a value).
    pub fn value(&mut self) -> Result<String, String> {
        if let Some(value) = self.attached.take() {
            return Ok(value);
        }
        match self.words.as_slice().first() {
            Some(word) if !self.only_positional && word.starts_with("--") => {}
            Some(_) => return Ok(self.words.next().unwrap_or_default()),
            None => {}
        }
        Err(format!("{} needs a value", self.flag))
    }

    /// The flag's value as a `T`; if it is not one, the mistake says what
    /// the flag takes: `--bind takes an IP address like 0.0.0.0, not "x"`.
    pub fn parse<T: FromStr>(&mut self, what: &str) -> Result<T, String> {
        let text = self.value()?;
        read_as(&self.flag, &text, what)
    }

    /// The flag's value as a number within `range`: `--port takes a number
    /// from 0 to 65535, not 70000`.
    pub fn number<T, R>(&mut self, range: R) -> Result<T, String>
    where
        T: FromStr + PartialOrd + Display,
        R: RangeBounds<T>,
    {
        let text = self.value()?;
        number_in(&self.flag, &text, range)
    }
}

/// `text`, the value of `name`, as a `T`, or a mistake saying what `name`
/// takes (for positional arguments; flags have [`Args::parse`]).
pub fn read_as<T: FromStr>(name: &str, text: &str, what: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{name} takes {what}, not {text:?}"))
}

/// `text`, the value of `name`, as a number within `range`.
pub fn number_in<T, R>(name: &str, text: &str, range: R) -> Result<T, String>
where
    T: FromStr + PartialOrd + Display,
    R: RangeBounds<T>,
{
    let what = match (range.start_bound(), range.end_bound()) {
        (Bound::Included(low), Bound::Included(high)) => format!("a number from {low} to {high}"),
        (Bound::Included(low), Bound::Unbounded) => format!("a number of at least {low}"),
        (Bound::Unbounded, Bound::Included(high)) => format!("a number of at most {high}"),
        _ => "a number".to_string(),
    };
    match text.parse::<T>() {
        Ok(number) if range.contains(&number) => Ok(number),
        // A number out of range (70000 for a u16 fails to parse), as written.
        _ if text.parse::<f64>().is_ok() => Err(format!("{name} takes {what}, not {text}")),
        _ => Err(format!("{name} takes {what}, not {text:?}")),
    }
}

/// The mistake for a flag or an argument the program does not take.
pub fn unknown(word: &str) -> String {
    if word.starts_with('-') {
        format!("unknown option {word} (see --help)")
    } else {
        format!("unexpected argument {word:?} (see --help)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Args {
        Args::new(text.split_whitespace().map(String::from))
    }

    /// Every argument of `text`, values taken by the flags that have them.
    fn read(text: &str) -> Result<Vec<String>, String> {
        let mut args = args(text);
        let mut out = Vec::new();
        while let Some(arg) = args.next()? {
            out.push(match arg {
                Arg::Help => "help".to_string(),
                Arg::Flag(flag) => match flag.as_str() {
                    "--port" => format!("port {}", args.number::<u16, _>(0..=65535)?),
                    "--bind" => format!(
                        "bind {}",
                        args.parse::<std::net::IpAddr>("an IP address like 0.0.0.0")?
                    ),
                    "--name" => format!("name {}", args.value()?),
                    "--quiet" => "quiet".to_string(),
                    _ => return Err(unknown(&flag)),
                },
                Arg::Positional(word) => format!("file {word}"),
            });
        }
        Ok(out)
    }

    #[test]
    fn flags_values_and_positional_arguments_in_either_form() {
        assert_eq!(
            read("--port 80 a --bind=::1 --quiet --name=x=y b"),
            Ok(vec![
                "port 80".into(),
                "file a".into(),
                "bind ::1".into(),
                "quiet".into(),
                "name x=y".into(),
                "file b".into(),
            ])
        );
        assert_eq!(read(""), Ok(vec![]));
        // An empty value is a value; a lone dash is a positional argument.
        assert_eq!(read("--name= -"), Ok(vec!["name ".into(), "file -".into()]));
        // After `--`, nothing is a flag.
        assert_eq!(
            read("--quiet -- --port -h"),
            Ok(vec!["quiet".into(), "file --port".into(), "file -h".into()])
        );
        // A value that starts with a dash, given with `=`.
        assert_eq!(read("--name=--odd"), Ok(vec!["name --odd".into()]));
        assert_eq!(read("--name -1"), Ok(vec!["name -1".into()]));
    }

    #[test]
    fn help_in_any_place_and_either_spelling() {
        for line in ["-h", "--help", "--port 80 --help", "a --help=x"] {
            assert!(read(line).unwrap().contains(&"help".to_string()), "{line}");
        }
    }

    #[test]
    fn bad_and_missing_values_are_named_with_what_the_flag_takes() {
        assert_eq!(
            read("--port 70000"),
            Err("--port takes a number from 0 to 65535, not 70000".into())
        );
        assert_eq!(
            read("--port=eighty"),
            Err("--port takes a number from 0 to 65535, not \"eighty\"".into())
        );
        assert_eq!(
            read("--bind nowhere"),
            Err("--bind takes an IP address like 0.0.0.0, not \"nowhere\"".into())
        );
        assert_eq!(read("--port"), Err("--port needs a value".into()));
        // The next flag is not taken as a value.
        assert_eq!(read("--name --quiet"), Err("--name needs a value".into()));
        assert_eq!(
            read("--quiet=yes"),
            Err("--quiet takes no value, not \"yes\"".into())
        );
    }

    #[test]
    fn unknown_flags_are_named() {
        assert_eq!(
            read("--quiet --frobnicate 3"),
            Err("unknown option --frobnicate (see --help)".into())
        );
        assert_eq!(read("-x"), Err("unknown option -x (see --help)".into()));
        assert_eq!(
            read("--frobnicate=3"),
            Err("unknown option --frobnicate (see --help)".into())
        );
        assert_eq!(
            unknown("extra"),
            "unexpected argument \"extra\" (see --help)"
        );
    }

    #[test]
    fn ranges_say_what_they_allow() {
        assert_eq!(number_in::<u32, _>("--time", "5", 1..), Ok(5));
        assert_eq!(
            number_in::<u32, _>("--time", "0", 1..),
            Err("--time takes a number of at least 1, not 0".into())
        );
        assert_eq!(
            number_in::<f32, _>("--weight", "1.5", 0.0..=1.0),
            Err("--weight takes a number from 0 to 1, not 1.5".into())
        );
        assert_eq!(
            number_in::<f32, _>("--weight", "NaN", 0.0..=1.0),
            Err("--weight takes a number from 0 to 1, not NaN".into())
        );
        assert_eq!(number_in::<i8, _>("--x", "-3", ..=-1), Ok(-3),);
        assert_eq!(
            read_as::<u32>("MARKS", "seven", "a whole number"),
            Err("MARKS takes a whole number, not \"seven\"".into())
        );
    }
}
