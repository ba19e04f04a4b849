//! Builds the opening book shipped in assets/ (see `core::ai::book`):
//!
//! `cargo run --profile speed --features tools --bin tictactoe-book -- [MARKS] [OUT]`
//!
//! MARKS and OUT are as its usage text (`PROGRAM`, `--help`) says.

use std::time::Instant;

use tictactoe::cli::{Arg, Args, Program, read_as, unknown};
use tictactoe::core::Rules;
use tictactoe::core::ai::OpeningBook;

const PROGRAM: Program = Program {
    name: "tictactoe-book",
    usage: "\
tictactoe-book: builds the opening book for 5 x 5 with four in a row.

Usage: tictactoe-book [MARKS] [OUT]
  MARKS       the book covers positions with fewer marks than this (default 7)
  OUT         where to write it (default assets/books/5x5-k4.book)
  -h, --help  this text
",
};

/// The book's depth and where it goes.
fn parse(mut args: Args) -> Result<Option<(u32, String)>, String> {
    let mut positional = Vec::new();
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Help => return Ok(None),
            Arg::Flag(flag) => return Err(unknown(&flag)),
            Arg::Positional(word) if positional.len() < 2 => positional.push(word),
            Arg::Positional(word) => return Err(unknown(&word)),
        }
    }
    let mut positional = positional.into_iter();
    let marks = match positional.next() {
        Some(text) => read_as("MARKS", &text, "a whole number")?,
        None => 7,
    };
    let out = positional
        .next()
        .unwrap_or_else(|| "assets/books/5x5-k4.book".to_string());
    Ok(Some((marks, out)))
}

fn main() {
    let (marks, out) = PROGRAM.read(parse);
    let rules = Rules::new(5, 4).expect("5x5 with four in a row is supported");
    let started = Instant::now();
    // 2^24 table slots: 256 MiB, so early solutions stay for later positions.
    let book = OpeningBook::build(rules, marks, 24, |n, _| {
        if n % 250 == 0 {
            eprintln!("{n} positions, {:.0} s", started.elapsed().as_secs_f64());
        }
    });
    let book = match book {
        Ok(book) => book,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let bytes = book.to_bytes();
    if let Some(dir) = std::path::Path::new(&out).parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    if let Err(e) = std::fs::write(&out, &bytes) {
        eprintln!("could not write {out}: {e}");
        std::process::exit(1);
    }
    println!(
        "{out}: {} positions with fewer than {marks} marks, {} bytes, built in {:.1} s",
        book.len(),
        bytes.len(),
        started.elapsed().as_secs_f64()
    );
}
