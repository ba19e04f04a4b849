//! CodinGame's turn format for Ultimate Tic-Tac-Toe, which most published
//! bots read. Each turn the bot is given the opponent's last move as
//! "row col" on the 9 x 9 grid (0 to 8 from the top left; "-1 -1" when it
//! moves first), then the number of valid actions and each as "row col";
//! it answers with its move as "row col".

use std::io::{BufRead, Write};

use super::Session;
use super::referee::Engine;
use crate::ultimate::Square;

/// "4 4" for the centre square.
pub fn grid_text(square: Square) -> String {
    let (row, col) = square.row_col();
    format!("{row} {col}")
}

/// A square as "row col"; `Ok(None)` for "-1 -1" (no move yet).
pub fn parse_grid(line: &str) -> Result<Option<Square>, String> {
    let numbers: Vec<i32> = line
        .split_whitespace()
        .take(2)
        .map(|word| word.parse::<i32>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("{line:?} is not \"row col\""))?;
    match numbers[..] {
        [-1, -1] => Ok(None),
        [row, col] => u8::try_from(row)
            .ok()
            .zip(u8::try_from(col).ok())
            .and_then(|(row, col)| Square::at(row, col))
            .map(Some)
            .ok_or_else(|| format!("{line:?} is off the 9 x 9 grid")),
        _ => Err(format!("{line:?} is not \"row col\"")),
    }
}

/// One turn for a bot: the opponent's last move of `moves`, then the
/// valid actions.
pub fn turn(moves: &[Square], valid: &[Square]) -> Vec<String> {
    let mut lines = vec![
        moves
            .last()
            .map_or_else(|| "-1 -1".to_string(), |&m| grid_text(m)),
    ];
    lines.push(valid.len().to_string());
    lines.extend(valid.iter().map(|&square| grid_text(square)));
    lines
}

/// A bot's answer as a square ("row col"; anything after it is ignored,
/// as CodinGame ignores a bot's message).
pub fn answer(line: &str) -> Result<Square, String> {
    parse_grid(line)?.ok_or_else(|| "answered \"-1 -1\", which is no move".to_string())
}

/// A bot in another process, spoken to in this format: the match runner's
/// way to play published bots, and the tests' way to play our binary.
pub struct ProcessBot {
    pub name: String,
    command: Vec<String>,
    child: Option<Running>,
}

struct Running {
    process: std::process::Child,
    input: std::process::ChildStdin,
    output: std::io::BufReader<std::process::ChildStdout>,
}

impl ProcessBot {
    /// `command` is the program and its arguments; it is started afresh
    /// for each game.
    pub fn new(name: impl Into<String>, command: Vec<String>) -> Self {
        ProcessBot {
            name: name.into(),
            command,
            child: None,
        }
    }

    fn stop(&mut self) {
        if let Some(mut running) = self.child.take() {
            let _ = running.process.kill();
            let _ = running.process.wait();
        }
    }
}

impl Drop for ProcessBot {
    fn drop(&mut self) {
        self.stop();
    }
}

impl Engine for ProcessBot {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn new_game(&mut self) -> Result<(), String> {
        self.stop();
        let (program, args) = self.command.split_first().ok_or("no command")?;
        let mut process = std::process::Command::new(program)
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .map_err(|why| format!("{program} did not start: {why}"))?;
        let input = process.stdin.take().ok_or("no input pipe")?;
        let output = std::io::BufReader::new(process.stdout.take().ok_or("no output pipe")?);
        self.child = Some(Running {
            process,
            input,
            output,
        });
        Ok(())
    }

    fn choose(&mut self, moves: &[Square], valid: &[Square]) -> Result<Square, String> {
        let running = self.child.as_mut().ok_or("not started")?;
        for line in turn(moves, valid) {
            writeln!(running.input, "{line}").map_err(|why| format!("stopped reading: {why}"))?;
        }
        running
            .input
            .flush()
            .map_err(|why| format!("stopped reading: {why}"))?;
        let mut line = String::new();
        match running.output.read_line(&mut line) {
            Ok(0) => Err("ended without a move".into()),
            Ok(_) => answer(&line),
            Err(why) => Err(format!("could not be read: {why}")),
        }
    }
}

/// Plays as a CodinGame bot on `input` and `output` until the input ends:
/// `tictactoe-engine --codingame`. The referee's valid actions are read
/// and checked against our rules; our own move is written and played.
pub fn play_as_bot(
    session: &mut Session,
    input: impl BufRead,
    mut output: impl Write,
) -> Result<(), String> {
    let mut lines = input.lines();
    let mut next = move || -> Result<Option<String>, String> {
        lines.next().transpose().map_err(|why| why.to_string())
    };
    let mut silent = |_: String| {};
    while let Some(line) = next()? {
        if line.trim().is_empty() {
            continue;
        }
        if let Some(theirs) = parse_grid(&line)? {
            session
                .play_move(theirs)
                .map_err(|why| format!("the opponent's {line:?}: {why}"))?;
        }
        let count: usize = next()?
            .ok_or("the input ended before the number of valid actions")?
            .trim()
            .parse()
            .map_err(|_| "the number of valid actions is not a number".to_string())?;
        let mut valid = Vec::with_capacity(count);
        for _ in 0..count {
            let action = next()?.ok_or("the input ended among the valid actions")?;
            valid.extend(parse_grid(&action)?);
        }
        // One valid action is no choice (a referee's opening asks for it).
        let ours = match valid[..] {
            [only] => only,
            _ => session.go(&mut silent)?,
        };
        session.play_move(ours)?;
        writeln!(output, "{}", grid_text(ours)).map_err(|why| why.to_string())?;
        output.flush().map_err(|why| why.to_string())?;
    }
    Ok(())
}
