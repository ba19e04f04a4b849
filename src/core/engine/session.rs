//! The engine's line protocol: one command a line in, one answer or more a
//! line out. A bad line is answered with `error …` and changes nothing.

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::{parse_square, square_text};
use crate::ai::ULTIMATE_MAX_NODES;
use crate::ultimate::eval::{self, Network};
use crate::ultimate::mcts::Mcts;
use crate::ultimate::{Square, UltimateBoard};

/// Bumped when a command or an answer changes meaning.
pub const PROTOCOL_VERSION: u32 = 1;

/// How long the engine thinks about each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    Time(Duration),
    Iterations(u32),
}

/// Iterations between two looks at the clock (a few hundred microseconds).
const CHUNK: u32 = 256;
/// How often `info` is sent while thinking to a time limit.
const INFO_EVERY: Duration = Duration::from_millis(100);
/// How often `info` is sent while thinking to an iteration limit.
const INFO_ITERATIONS: u32 = 20_000;

const COMMANDS: &str = "hello, newgame, position, play, limit, go, legal, quit";

/// One engine's game: the position, how long to think, and the search,
/// kept between moves (its tree follows the game).
pub struct Session {
    board: UltimateBoard,
    limit: Limit,
    search: Option<Mcts>,
    seed: u64,
    /// Judges positions in place of playouts, when set: the game's network
    /// unless told otherwise.
    judge: Option<Arc<Network>>,
}

impl Session {
    pub fn new(seed: u64) -> Self {
        Session {
            board: UltimateBoard::new(),
            limit: Limit::Time(Duration::from_millis(100)),
            search: None,
            seed,
            judge: eval::shipped(),
        }
    }

    pub fn board(&self) -> &UltimateBoard {
        &self.board
    }

    pub fn set_limit(&mut self, limit: Limit) {
        self.limit = limit;
    }

    /// Judges positions with a network, or plays them out at random
    /// (`None`), from the next search on.
    pub fn set_judge(&mut self, network: Option<Arc<Network>>) {
        self.judge = network;
        self.search = None;
    }

    /// Answers one line through `out`; `false` once told to quit.
    pub fn handle(&mut self, line: &str, out: &mut dyn FnMut(String)) -> bool {
        let mut words = line.split_whitespace();
        let Some(command) = words.next() else {
            return true;
        };
        let rest: Vec<&str> = words.collect();
        let answer = match command {
            _ if command.starts_with('#') => return true,
            "quit" => return false,
            "hello" => Ok(format!("hello tictactoe-ultimate {PROTOCOL_VERSION}")),
            "newgame" => {
                self.board = UltimateBoard::new();
                Ok("ok".into())
            }
            "position" => self.position(&rest),
            "play" => match rest[..] {
                [text] => self.play(text),
                _ => Err("play takes one square, like \"play 5-5\"".into()),
            },
            "limit" => self.limit(&rest),
            "legal" => Ok(self
                .board
                .legal_moves()
                .into_iter()
                .fold("legal".to_string(), |line, square| {
                    line + " " + &square_text(square)
                })),
            "go" => match self.go(out) {
                Ok(square) => Ok(format!("bestmove {}", square_text(square))),
                Err(why) => Err(why),
            },
            _ => Err(format!(
                "unknown command {:?}; the commands are {COMMANDS}",
                command
            )),
        };
        out(match answer {
            Ok(line) => line,
            Err(why) => format!("error {why}"),
        });
        true
    }

    /// `position [moves M …]`: the game from the start with these moves.
    fn position(&mut self, words: &[&str]) -> Result<String, String> {
        let moves = match words {
            [] => &[][..],
            ["moves", moves @ ..] => moves,
            _ => {
                return Err(
                    "position takes \"moves\" and the moves, like \"position moves 5-5 5-1\""
                        .into(),
                );
            }
        };
        let squares = moves
            .iter()
            .map(|text| parse_square(text).ok_or_else(|| not_a_square(text)))
            .collect::<Result<Vec<_>, _>>()?;
        self.set_moves(&squares)?;
        Ok("ok".into())
    }

    /// `play M`: one more move on the position.
    fn play(&mut self, text: &str) -> Result<String, String> {
        let square = parse_square(text).ok_or_else(|| not_a_square(text))?;
        self.play_move(square)?;
        Ok("ok".into())
    }

    /// The game from the start with `moves`; nothing changes if one of
    /// them is illegal.
    pub fn set_moves(&mut self, moves: &[Square]) -> Result<(), String> {
        let mut board = UltimateBoard::new();
        for (n, &square) in moves.iter().enumerate() {
            board.play(square).map_err(|why| {
                format!(
                    "move {} ({}) is not legal: {why}",
                    n + 1,
                    square_text(square)
                )
            })?;
        }
        self.board = board;
        Ok(())
    }

    /// One more move on the position; nothing changes if it is illegal.
    pub fn play_move(&mut self, square: Square) -> Result<(), String> {
        self.board
            .play(square)
            .map(|_| ())
            .map_err(|why| format!("{} is not legal: {why}", square_text(square)))
    }

    /// `limit time MS` or `limit iterations N`.
    fn limit(&mut self, words: &[&str]) -> Result<String, String> {
        let number = |text: &str| text.parse::<u32>().ok().filter(|n| *n > 0);
        self.limit = match words {
            ["time", ms] => Limit::Time(Duration::from_millis(
                number(ms)
                    .ok_or("the time is whole milliseconds over 0")?
                    .into(),
            )),
            ["iterations", n] => {
                Limit::Iterations(number(n).ok_or("iterations are a whole number over 0")?)
            }
            _ => return Err("limit takes \"time MS\" or \"iterations N\"".into()),
        };
        Ok("ok".into())
    }

    /// Thinks to the limit, saying how it goes, and plays nothing: the
    /// move is the caller's to make (`play`).
    pub fn go(&mut self, out: &mut dyn FnMut(String)) -> Result<Square, String> {
        if self.board.outcome().is_over() {
            return Err("the game is over".into());
        }
        let limit = self.limit;
        // Moving the tree on to this position is part of the move's time.
        let start = Instant::now();
        let search = self.search_for_board();
        let mut next_info = (INFO_EVERY, INFO_ITERATIONS);
        let mut iterations = 0u32;
        let mut said_at = None;
        loop {
            let done = match limit {
                Limit::Time(limit) => start.elapsed() >= limit,
                Limit::Iterations(limit) => iterations >= limit,
            };
            if done || search.is_solved() {
                break;
            }
            let step = match limit {
                Limit::Iterations(limit) => CHUNK.min(limit - iterations),
                Limit::Time(_) => CHUNK,
            };
            search.think(step);
            iterations += step;
            let due = match limit {
                Limit::Time(_) => start.elapsed() >= next_info.0,
                Limit::Iterations(_) => iterations >= next_info.1,
            };
            if due {
                next_info = (next_info.0 + INFO_EVERY, next_info.1 + INFO_ITERATIONS);
                out(info(search, iterations, start.elapsed()));
                said_at = Some(iterations);
            }
        }
        if said_at != Some(iterations) {
            out(info(search, iterations, start.elapsed()));
        }
        search
            .best()
            .map(|best| best.square)
            .ok_or_else(|| "no legal move".into())
    }

    /// The search of this position: the last one moved on to it where it
    /// can be (keeping what it learned), else a new one.
    fn search_for_board(&mut self) -> &mut Mcts {
        let board = self.board;
        let reuse = self
            .search
            .as_mut()
            .is_some_and(|search| *search.position() == board || search.advance_to(&board));
        if !reuse {
            self.seed = self.seed.wrapping_add(1);
            let search = Mcts::new(board, self.seed, ULTIMATE_MAX_NODES);
            self.search = Some(match &self.judge {
                Some(network) => search.with_judge(network.clone()),
                None => search,
            });
        }
        self.search.as_mut().expect("set above")
    }
}

/// `info iterations N depth D win W nps R pv M …`: the search's view, the
/// win chance for the side to move (a draw counts half).
fn info(search: &Mcts, iterations: u32, elapsed: Duration) -> String {
    let line = search.principal_line();
    let win = search.best().map_or(0.5, |best| best.win_chance);
    let per_second = (f64::from(iterations) / elapsed.as_secs_f64().max(1e-6)) as u64;
    let pv: Vec<String> = line.iter().map(|&square| square_text(square)).collect();
    format!(
        "info iterations {iterations} depth {} win {win:.3} nps {per_second} pv {}",
        line.len(),
        pv.join(" ")
    )
}

fn not_a_square(text: &str) -> String {
    format!("{text:?} is not a square: write board-square, each 1 to 9 like the keypad, like 7-5")
}
