//! Builds the opening book shipped in assets/ (see `core::ai::book`):
//!
//! `cargo run --profile speed --features tools --bin tictactoe-book -- [MARKS] [OUT]`
//!
//! MARKS: the book covers positions with fewer marks than this (default 7).
//! OUT: where to write it (default assets/books/5x5-k4.book).

use std::time::Instant;

use tictactoe::core::Rules;
use tictactoe::core::ai::OpeningBook;

fn main() {
    let mut args = std::env::args().skip(1);
    let marks: u32 = match args.next().map(|a| a.parse()) {
        None => 7,
        Some(Ok(n)) => n,
        Some(Err(e)) => {
            eprintln!("MARKS must be a number: {e}");
            std::process::exit(2);
        }
    };
    let out = args
        .next()
        .unwrap_or_else(|| "assets/books/5x5-k4.book".to_string());
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
