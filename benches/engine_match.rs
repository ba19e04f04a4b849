//! A match between our Ultimate engine and any other engine that speaks
//! CodinGame's turn format (most published bots do), with every move of
//! both checked against our rules. Not a test: it measures strength.
//!
//! ```sh
//! cargo bench --no-default-features --bench engine_match -- \
//!     --them "path/to/bot args" \
//!     [--name NAME] [--games 200] [--time 100] [--seed 1] [--opening 2] \
//!     [--judge WEIGHTS | --playouts]
//! ```
//!
//! Without `--them`, our engine plays itself as a CodinGame bot (our
//! binary, `tictactoe-engine`, which cargo builds for the benchmark). The
//! games come in pairs: each opening (`--opening` random moves, two unless
//! set) is played once with each engine as X; a bot that plays its own
//! first moves whatever the valid actions say needs `--opening 0`. An
//! engine that plays an illegal move, or none, loses that game and is
//! named; a game whose opening an engine did not follow does not count.
//! Ours judges positions with the network the game ships (see
//! src/core/ultimate/mcts/judged.rs); `--judge` gives it another, trained
//! by `tictactoe-eval` (see src/bin/eval_trainer.rs), and `--playouts`
//! has it play them out at random instead, as it did before the network.

use std::time::Duration;

use tictactoe::core::Player;
use tictactoe::core::engine::codingame::ProcessBot;
use tictactoe::core::engine::referee::{Ending, Ours, play_game};
use tictactoe::core::engine::{Limit, Session};
use tictactoe::core::ultimate::eval::Network;
use tictactoe::core::ultimate::{Square, UltimateBoard};

struct Options {
    them: Vec<String>,
    name: String,
    games: u32,
    time_ms: u64,
    seed: u64,
    opening: usize,
    judge: Option<String>,
    playouts: bool,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        them: Vec::new(),
        name: String::new(),
        games: 200,
        time_ms: 100,
        seed: 1,
        opening: 2,
        judge: None,
        playouts: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--bench" => {}
            "--them" => {
                options.them = value()?.split_whitespace().map(String::from).collect();
            }
            "--name" => options.name = value()?,
            "--games" => options.games = value()?.parse().map_err(|_| "--games: a number")?,
            "--time" => options.time_ms = value()?.parse().map_err(|_| "--time: milliseconds")?,
            "--seed" => options.seed = value()?.parse().map_err(|_| "--seed: a number")?,
            "--judge" => options.judge = Some(value()?),
            "--playouts" => options.playouts = true,
            "--opening" => {
                options.opening = value()?
                    .parse()
                    .map_err(|_| "--opening: a number of moves")?;
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    if options.them.is_empty() {
        let ours = env!("CARGO_BIN_EXE_tictactoe-engine");
        let time = options.time_ms.to_string();
        options.them = [ours, "--codingame", "--time", &time]
            .map(String::from)
            .to_vec();
        if options.name.is_empty() {
            options.name = "our binary".into();
        }
    }
    if options.name.is_empty() {
        options.name = options.them[0].clone();
    }
    Ok(options)
}

/// `count` random legal moves, from a seeded xorshift.
fn opening(state: &mut u64, count: usize) -> Vec<Square> {
    let mut board = UltimateBoard::new();
    let mut moves = vec![Square::new(0, 0); count];
    for slot in &mut moves {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        let legal = board.legal_moves();
        *slot = legal[(*state % legal.len() as u64) as usize];
        board.play(*slot).expect("a legal move");
    }
    moves
}

fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(why) => {
            eprintln!("engine_match: {why}");
            std::process::exit(2);
        }
    };
    let mut session = Session::new(options.seed);
    session.set_limit(Limit::Time(Duration::from_millis(options.time_ms)));
    if options.playouts {
        session.set_judge(None);
    }
    if let Some(path) = &options.judge {
        let network = std::fs::read(path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| Network::from_bytes(&bytes).map_err(|e| e.to_string()));
        match network {
            Ok(network) => {
                session.set_judge(Some(std::sync::Arc::new(network)));
            }
            Err(why) => {
                eprintln!("engine_match: {path}: {why}");
                std::process::exit(2);
            }
        }
    }
    let mut ours = Ours {
        session,
        name: "ours".into(),
    };
    let mut theirs = ProcessBot::new(options.name.clone(), options.them.clone());
    let (mut won, mut drawn, mut lost, mut void) = (0u32, 0u32, 0u32, 0u32);
    let mut forfeits: Vec<String> = Vec::new();
    let mut state = options.seed.max(1);
    let pairs = options.games.div_ceil(2);
    for pair in 0..pairs {
        let opening = opening(&mut state, options.opening);
        for ours_x in [true, false] {
            let record = if ours_x {
                play_game(&mut ours, &mut theirs, &opening)
            } else {
                play_game(&mut theirs, &mut ours, &opening)
            };
            let us = if ours_x { Player::X } else { Player::O };
            match &record.ending {
                Ending::LeftTheOpening { engine, played } => {
                    void += 1;
                    forfeits.push(format!("{engine} left the opening with {played}"));
                    continue;
                }
                Ending::Forfeit { engine, why, .. } => {
                    forfeits.push(format!("{engine}: {why}"));
                }
                Ending::Won(_) | Ending::Drawn => {}
            }
            match record.ending.winner() {
                Some(winner) if winner == us => won += 1,
                Some(_) => lost += 1,
                None => drawn += 1,
            }
        }
        let played = won + drawn + lost;
        if played > 0 {
            eprintln!(
                "pair {}/{pairs}: +{won} ={drawn} -{lost} ({:.1} %)",
                pair + 1,
                score(won, drawn, played) * 100.0
            );
        }
    }
    let played = won + drawn + lost;
    let mean = score(won, drawn, played);
    // The standard error of the mean score per game (1, ½ or 0).
    let variance = if played > 1 {
        let n = f64::from(played);
        let sum_sq = f64::from(won) + 0.25 * f64::from(drawn);
        (sum_sq / n - mean * mean) * n / (n - 1.0)
    } else {
        0.0
    };
    let error = (variance / f64::from(played.max(1))).sqrt();
    println!(
        "ours vs {}: {played} games at {} ms a move: {won} won, {drawn} drawn, {lost} lost; \
         score {:.1} % ± {:.1}; {void} not counted",
        options.name,
        options.time_ms,
        mean * 100.0,
        error * 100.0
    );
    for line in forfeits {
        println!("  {line}");
    }
}

fn score(won: u32, drawn: u32, played: u32) -> f64 {
    if played == 0 {
        return 0.0;
    }
    (f64::from(won) + 0.5 * f64::from(drawn)) / f64::from(played)
}
