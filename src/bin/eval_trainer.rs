//! Trains the Ultimate engine's judge of positions (`core::ultimate::eval`)
//! from our own engine's self-play:
//!
//! ```sh
//! cargo run --profile speed --features tools --bin tictactoe-eval -- \
//!     selfplay --games 20000 --iterations 800 --seed 1 --out games.txt
//! cargo run --profile speed --features tools --bin tictactoe-eval -- \
//!     train --hidden 32 --epochs 6 --out assets/engine/ultimate.eval games.txt…
//! ```
//!
//! `selfplay` plays games that begin with up to eight random moves, then
//! the engine's choice at `--iterations` a move (its tree kept from move to
//! move; `--judge FILE` has it judge positions with a network trained
//! before, instead of playing them out; with `--against-playouts N` as
//! well, that search plays one side, X in every other game, and the one
//! with playouts the other at N iterations a move, so that the network
//! learns the positions a playout search steers to), and writes a line a
//! game: the result for X (1, 0.5 or 0), the
//! number of random moves, then each move as `board*9+cell:chance`, the
//! chance being the mover's in the search before it. `train` fits the
//! network to each position after the random moves, in all eight of the
//! board's symmetries, aiming at the game's result and the search's chance
//! mixed half and half (`--result-weight` sets the result's share), and says
//! its loss on the last twentieth of the games, kept out of training.

use std::io::{BufRead, BufWriter, Write};
use std::sync::Arc;
use std::time::Instant;

use tictactoe::cli::{Arg, Args, Program, unknown};
use tictactoe::core::Player;
use tictactoe::core::ultimate::eval::{INPUTS, Network, inputs, squash};
use tictactoe::core::ultimate::mcts::Mcts;
use tictactoe::core::ultimate::{Square, UltimateBoard, UltimateOutcome};

const PROGRAM: Program = Program {
    name: "tictactoe-eval",
    usage: "\
tictactoe-eval: trains the Ultimate engine's judge of positions from its
own self-play.

Usage: tictactoe-eval selfplay [options]
  --games N               games to play (default 1000)
  --iterations N          the search's iterations a move (default 800)
  --seed N                the random openings' seed (default 1)
  --out FILE              where to write the games (default games.txt)
  --judge FILE            judge positions with this network instead of
                          playing them out
  --against-playouts N    with --judge: the judged search plays one side,
                          a playout search at N iterations the other

Usage: tictactoe-eval train [options] GAMES...
  --hidden N              the network's hidden units (default 32)
  --epochs N              passes over the games (default 6)
  --rate R                Adam's learning rate (default 0.001)
  --batch N               positions a step (default 256)
  --result-weight W       the game's result's share of the target, the
                          search's chance having the rest (default 0.5)
  --out FILE              where to write the network
                          (default assets/engine/ultimate.eval)

  -h, --help              this text
",
};

/// What `--games`, `--seed` and the like take.
const WHOLE: &str = "a whole number";

/// `selfplay`'s options.
struct Selfplay {
    games: u32,
    iterations: u32,
    seed: u64,
    out: String,
    judge: Option<String>,
    against_playouts: u32,
}

/// `train`'s options, and the files of games it learns from.
struct Train {
    hidden: usize,
    epochs: usize,
    rate: f32,
    batch: usize,
    out: String,
    result_weight: f32,
    games: Vec<String>,
}

enum Task {
    Selfplay(Selfplay),
    Train(Train),
}

fn parse(mut args: Args) -> Result<Option<Task>, String> {
    let mut task = match args.next()? {
        Some(Arg::Help) => return Ok(None),
        Some(Arg::Positional(task)) if task == "selfplay" => Task::Selfplay(Selfplay {
            games: 1_000,
            iterations: 800,
            seed: 1,
            out: "games.txt".into(),
            judge: None,
            against_playouts: 0,
        }),
        Some(Arg::Positional(task)) if task == "train" => Task::Train(Train {
            hidden: 32,
            epochs: 6,
            rate: 0.001,
            batch: 256,
            out: "assets/engine/ultimate.eval".into(),
            result_weight: 0.5,
            games: Vec::new(),
        }),
        Some(Arg::Positional(task)) => {
            return Err(format!(
                "{task:?} is not a task: selfplay or train (see --help)"
            ));
        }
        _ => return Err("selfplay or train first (see --help)".into()),
    };
    while let Some(arg) = args.next()? {
        let flag = match (arg, &mut task) {
            (Arg::Help, _) => return Ok(None),
            (Arg::Flag(flag), _) => flag,
            (Arg::Positional(file), Task::Train(train)) => {
                train.games.push(file);
                continue;
            }
            (Arg::Positional(word), Task::Selfplay(_)) => return Err(unknown(&word)),
        };
        match (&mut task, flag.as_str()) {
            (Task::Selfplay(play), "--games") => play.games = args.parse(WHOLE)?,
            (Task::Selfplay(play), "--iterations") => play.iterations = args.number(1..)?,
            (Task::Selfplay(play), "--seed") => play.seed = args.parse(WHOLE)?,
            (Task::Selfplay(play), "--out") => play.out = args.value()?,
            (Task::Selfplay(play), "--judge") => play.judge = Some(args.value()?),
            (Task::Selfplay(play), "--against-playouts") => {
                play.against_playouts = args.parse(WHOLE)?
            }
            (Task::Train(train), "--hidden") => train.hidden = args.number(1..)?,
            (Task::Train(train), "--epochs") => train.epochs = args.parse(WHOLE)?,
            (Task::Train(train), "--rate") => train.rate = args.parse("a number")?,
            (Task::Train(train), "--batch") => train.batch = args.number(1..)?,
            (Task::Train(train), "--out") => train.out = args.value()?,
            (Task::Train(train), "--result-weight") => {
                train.result_weight = args.number(0.0..=1.0)?
            }
            _ => return Err(unknown(&flag)),
        }
    }
    if let Task::Selfplay(play) = &task
        && play.against_playouts > 0
        && play.judge.is_none()
    {
        return Err("--against-playouts needs --judge".into());
    }
    Ok(Some(task))
}

fn main() {
    let result = match PROGRAM.read(parse) {
        Task::Selfplay(options) => selfplay(&options),
        Task::Train(options) => train(&options),
    };
    if let Err(why) = result {
        eprintln!("{}: {why}", PROGRAM.name);
        std::process::exit(2);
    }
}

struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// Uniform in -1..1.
    fn signed(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 23) as f32 - 1.0
    }
}

fn selfplay(options: &Selfplay) -> Result<(), String> {
    let &Selfplay {
        games,
        iterations,
        seed,
        against_playouts,
        ..
    } = options;
    let network = match &options.judge {
        None => None,
        Some(judge) => {
            let bytes = std::fs::read(judge).map_err(|e| format!("{judge}: {e}"))?;
            Some(Arc::new(
                Network::from_bytes(&bytes).map_err(|e| format!("{judge}: {e}"))?,
            ))
        }
    };
    // Each side's search, and how long it thinks: the judged one, or
    // (against playouts) the playouts for one side.
    let sides = |game: u32| -> [(Option<Arc<Network>>, u32); 2] {
        let judged = (network.clone(), iterations);
        if against_playouts == 0 {
            [judged.clone(), judged]
        } else if game.is_multiple_of(2) {
            [judged, (None, against_playouts)]
        } else {
            [(None, against_playouts), judged]
        }
    };
    let new_search = |board: UltimateBoard, seed: u64, judge: &Option<Arc<Network>>| {
        let search = Mcts::new(board, seed, 1 << 20);
        match judge {
            Some(network) => search.with_judge(network.clone()),
            None => search,
        }
    };
    let out = &options.out;
    let file = std::fs::File::create(out).map_err(|e| format!("{out}: {e}"))?;
    let mut out = BufWriter::new(file);
    let mut random = Random(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let started = Instant::now();
    for game in 0..games {
        let mut board = UltimateBoard::new();
        let opening = random.below(9);
        let mut line = Vec::new();
        for _ in 0..opening {
            let legal = board.legal_moves();
            let square = legal[random.below(legal.len())];
            board.play(square).map_err(|e| e.to_string())?;
            line.push(format!("{}:0.5", square.board * 9 + square.cell));
        }
        if board.outcome().is_over() {
            continue;
        }
        let sides = sides(game);
        let mut searches: [Option<Mcts>; 2] = [None, None];
        while !board.outcome().is_over() {
            let side = usize::from(board.to_move() == Player::O);
            let (judge, thought) = &sides[side];
            let kept = searches[side]
                .as_mut()
                .is_some_and(|search| search.position() == &board || search.advance_to(&board));
            let search = match &mut searches[side] {
                Some(search) if kept => search,
                slot => slot.insert(new_search(board, random.next(), judge)),
            };
            search.think(*thought);
            let best = search.best().ok_or("no move in a game not over")?;
            line.push(format!(
                "{}:{:.3}",
                best.square.board * 9 + best.square.cell,
                best.win_chance.clamp(0.0, 1.0)
            ));
            board.play(best.square).map_err(|e| e.to_string())?;
        }
        let result = match board.outcome() {
            UltimateOutcome::Win {
                winner: Player::X, ..
            } => "1",
            UltimateOutcome::Win { .. } => "0",
            _ => "0.5",
        };
        writeln!(out, "{result} {opening} {}", line.join(" ")).map_err(|e| e.to_string())?;
        if (game + 1) % 500 == 0 {
            eprintln!(
                "{} games in {:.0} s",
                game + 1,
                started.elapsed().as_secs_f32()
            );
        }
    }
    out.flush().map_err(|e| e.to_string())
}

/// A game read back: X's result, the random moves, the moves with chances.
struct Record {
    result: f32,
    opening: usize,
    moves: Vec<(Square, f32)>,
}

fn read_games(paths: &[String]) -> Result<Vec<Record>, String> {
    let mut games = Vec::new();
    for path in paths {
        let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
        for line in std::io::BufReader::new(file).lines() {
            let line = line.map_err(|e| e.to_string())?;
            let mut words = line.split_whitespace();
            let (Some(result), Some(opening)) = (words.next(), words.next()) else {
                continue;
            };
            let mut moves = Vec::new();
            for word in words {
                let (square, chance) = word.split_once(':').ok_or("a move without a chance")?;
                let index: u8 = square.parse().map_err(|_| "a move that is not a number")?;
                let chance: f32 = chance.parse().map_err(|_| "a chance that is not one")?;
                moves.push((Square::new(index / 9, index % 9), chance));
            }
            games.push(Record {
                result: result.parse().map_err(|_| "a result that is not one")?,
                opening: opening.parse().map_err(|_| "an opening that is not one")?,
                moves,
            });
        }
    }
    Ok(games)
}

/// The square `square` becomes under symmetry `which` (0 to 7) of the
/// 9 x 9 grid, which maps small boards and their squares alike.
fn symmetric(square: Square, which: u8) -> Square {
    let (mut row, mut col) = square.row_col();
    if which & 1 != 0 {
        col = 8 - col;
    }
    if which & 2 != 0 {
        row = 8 - row;
    }
    if which & 4 != 0 {
        std::mem::swap(&mut row, &mut col);
    }
    Square::at(row, col).unwrap_or(square)
}

/// Every position of `games` after their random moves, in all eight
/// symmetries: its inputs and what the network should say.
fn samples(games: &[Record], result_weight: f32) -> Vec<(Vec<u16>, f32)> {
    let mut samples = Vec::new();
    for game in games {
        for which in 0..8 {
            let mut board = UltimateBoard::new();
            for (ply, &(square, chance)) in game.moves.iter().enumerate() {
                if ply >= game.opening {
                    let mover_result = if board.to_move() == Player::X {
                        game.result
                    } else {
                        1.0 - game.result
                    };
                    let mut on = Vec::new();
                    inputs(&board, &mut on);
                    samples.push((
                        on,
                        result_weight * mover_result + (1.0 - result_weight) * chance,
                    ));
                }
                if board.play(symmetric(square, which)).is_err() {
                    break;
                }
            }
        }
    }
    samples
}

/// Adam's state for one layer.
struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
}

fn train(options: &Train) -> Result<(), String> {
    let &Train {
        hidden,
        epochs,
        rate,
        batch,
        result_weight,
        ..
    } = options;
    let out = &options.out;
    let games = read_games(&options.games)?;
    if games.len() < 20 {
        return Err(format!("{} games are too few to learn from", games.len()));
    }
    let held = games.len() / 20;
    let mut training = samples(&games[held..], result_weight);
    let testing = samples(&games[..held], result_weight);
    eprintln!(
        "{} games: {} positions to learn from, {} to test on",
        games.len(),
        training.len(),
        testing.len()
    );
    let mut random = Random(0x5EED);
    let mut network = Network::filled(hidden, 0.0);
    {
        let [first, first_bias, second, _] = network.weights_mut();
        first.iter_mut().for_each(|w| *w = 0.05 * random.signed());
        first_bias.iter_mut().for_each(|w| *w = 0.5);
        second.iter_mut().for_each(|w| *w = 0.1 * random.signed());
    }
    let sizes = [INPUTS * hidden, hidden, hidden, 1];
    let mut adam: Vec<Adam> = sizes
        .iter()
        .map(|&n| Adam {
            m: vec![0.0; n],
            v: vec![0.0; n],
        })
        .collect();
    let mut grads: Vec<Vec<f32>> = sizes.iter().map(|&n| vec![0.0; n]).collect();
    let mut units = Vec::new();
    let mut step = 0i32;
    println!("before training: test loss {:.4}", loss(&network, &testing));
    for epoch in 0..epochs {
        // Shuffled each epoch.
        for i in (1..training.len()).rev() {
            training.swap(i, random.below(i + 1));
        }
        for chunk in training.chunks(batch) {
            grads.iter_mut().for_each(|g| g.fill(0.0));
            for (on, target) in chunk {
                let out = network.forward(on, &mut units);
                let d = squash(out) - target;
                let second = network.second_layer();
                for j in 0..hidden {
                    grads[2][j] += d * units[j];
                    // Clipped units pass no gradient at their limits.
                    if units[j] > 0.0 && units[j] < 1.0 {
                        let dh = d * second[j];
                        grads[1][j] += dh;
                        for &input in on {
                            grads[0][usize::from(input) * hidden + j] += dh;
                        }
                    }
                }
                grads[3][0] += d;
            }
            step += 1;
            let scale = 1.0 / chunk.len() as f32;
            let (b1, b2) = (0.9f32, 0.999f32);
            let correct1 = 1.0 - b1.powi(step);
            let correct2 = 1.0 - b2.powi(step);
            for ((layer, state), grad) in
                network.weights_mut().into_iter().zip(&mut adam).zip(&grads)
            {
                for i in 0..layer.len() {
                    let g = grad[i] * scale;
                    state.m[i] = b1 * state.m[i] + (1.0 - b1) * g;
                    state.v[i] = b2 * state.v[i] + (1.0 - b2) * g * g;
                    let m = state.m[i] / correct1;
                    let v = state.v[i] / correct2;
                    layer[i] -= rate * m / (v.sqrt() + 1e-8);
                }
            }
        }
        println!(
            "epoch {}: training loss {:.4}, test loss {:.4}",
            epoch + 1,
            loss(&network, &training[..training.len().min(200_000)]),
            loss(&network, &testing)
        );
    }
    std::fs::write(out, network.to_bytes()).map_err(|e| format!("{out}: {e}"))?;
    println!("wrote {out}");
    Ok(())
}

/// The mean cross-entropy of the network's chances against the targets.
fn loss(network: &Network, samples: &[(Vec<u16>, f32)]) -> f32 {
    let mut units = Vec::new();
    let mut total = 0.0f64;
    for (on, target) in samples {
        let p = squash(network.forward(on, &mut units)).clamp(1e-6, 1.0 - 1e-6);
        total -= f64::from(target * p.ln() + (1.0 - target) * (1.0 - p).ln());
    }
    (total / samples.len().max(1) as f64) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> Result<Option<Task>, String> {
        parse(Args::new(text.split_whitespace().map(String::from)))
    }

    #[test]
    fn each_task_reads_its_own_flags() {
        let Ok(Some(Task::Train(train))) = parsed("train a.txt --hidden=16 b.txt --rate 0.01")
        else {
            panic!("train");
        };
        assert_eq!((train.hidden, train.rate, train.epochs), (16, 0.01, 6));
        assert_eq!(train.games, ["a.txt", "b.txt"]);
        let Ok(Some(Task::Selfplay(play))) = parsed("selfplay --games 5 --judge j.eval") else {
            panic!("selfplay");
        };
        assert_eq!((play.games, play.iterations), (5, 800));
        assert_eq!(play.judge.as_deref(), Some("j.eval"));
        assert!(matches!(parsed("selfplay --help"), Ok(None)));
        for (line, error) in [
            ("", "selfplay or train first"),
            ("--games 5", "selfplay or train first"),
            ("play", "\"play\" is not a task"),
            ("selfplay --hidden 3", "unknown option --hidden"),
            ("selfplay games.txt", "unexpected argument \"games.txt\""),
            (
                "selfplay --against-playouts 100",
                "--against-playouts needs --judge",
            ),
            (
                "train --batch 0",
                "--batch takes a number of at least 1, not 0",
            ),
            (
                "train --result-weight 2",
                "--result-weight takes a number from 0 to 1",
            ),
        ] {
            let said = parsed(line).err().unwrap_or_default();
            assert!(said.starts_with(error), "{line}: {said}");
        }
    }
}
