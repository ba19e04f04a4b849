//! An Ultimate engine in another process, chosen by the player (the
//! terminal's `--engine "CMD ARGS"`): it may speak our line protocol or
//! CodinGame's turn format, found out by greeting it. Its answers are read
//! on a thread of their own, so a caller polls for them and can give up on
//! a slow engine instead of waiting for it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError, channel};
use std::time::{Duration, Instant};

use super::codingame::{answer as grid_answer, turn};
use super::{PROTOCOL_VERSION, parse_square, square_text};
use crate::ultimate::Square;

/// How long an engine has to answer the greeting before it is taken for a
/// CodinGame bot (which never answers one).
pub const GREETING_WAIT: Duration = Duration::from_secs(2);

/// The format an engine reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speaks {
    /// Our line protocol (`hello`, `position`, `go` …): it is given the
    /// whole game before each move, so moves may be taken back.
    Ours,
    /// CodinGame's turns: it is told only the opponent's last move, so it
    /// follows one game from its start and nothing can be taken back.
    CodinGame,
}

/// What became of a question put to the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Still thinking.
    Waiting,
    Move(Square),
    /// It answered with something that is not a move, or stopped.
    Broken(String),
}

/// An engine running in its own process.
pub struct Program {
    name: String,
    speaks: Speaks,
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// The moves it has been told of (CodinGame's bots keep the game).
    told: Vec<Square>,
    asked: bool,
}

/// The program's name as a player reads it: the command's file name.
pub fn program_name(command: &[String]) -> String {
    command
        .first()
        .map(|program| {
            std::path::Path::new(program)
                .file_name()
                .map_or(program.clone(), |name| name.to_string_lossy().into_owned())
        })
        .unwrap_or_default()
}

/// Splits "CMD ARGS" into words, with "…" or '…' around a word that holds
/// spaces.
pub fn split_command(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quote = None;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.get_or_insert_default().push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                word.get_or_insert_default();
            }
            (None, c) if c.is_whitespace() => words.extend(word.take()),
            (None, c) => word.get_or_insert_default().push(c),
        }
    }
    if quote.is_some() {
        return Err(format!("{line:?} has a quote that is not closed"));
    }
    words.extend(word);
    if words.is_empty() {
        return Err("the engine's command is empty".into());
    }
    Ok(words)
}

impl Program {
    /// Starts `command` and finds out what it speaks; `think` is how long
    /// an engine of ours is told to think about each move.
    pub fn start(command: &[String], think: Duration) -> Result<Program, String> {
        let mut program = Program::spawn(command, Speaks::Ours)?;
        program.say(&["hello".to_string()])?;
        let greeting = program.lines.recv_timeout(GREETING_WAIT);
        let ours = greeting.is_ok_and(|line| {
            line.trim()
                .strip_prefix("hello tictactoe-ultimate ")
                .and_then(|version| version.trim().parse::<u32>().ok())
                .is_some_and(|version| version == PROTOCOL_VERSION)
        });
        if !ours {
            // A bot that read "hello" as a move may be confused for good:
            // it starts again, and hears only turns from now on.
            drop(program);
            return Program::spawn(command, Speaks::CodinGame);
        }
        let ms = think.as_millis().max(1);
        program.say(&[format!("limit time {ms}")])?;
        match program.lines.recv_timeout(GREETING_WAIT) {
            Ok(line) if line.trim() == "ok" => Ok(program),
            Ok(line) => Err(format!("answered {:?} to \"limit time {ms}\"", line.trim())),
            Err(_) => Err(format!("did not answer \"limit time {ms}\"")),
        }
    }

    fn spawn(command: &[String], speaks: Speaks) -> Result<Program, String> {
        let (path, args) = command.split_first().ok_or("the command is empty")?;
        let mut child = Command::new(path)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|why| why.to_string())?;
        let input = child.stdin.take().ok_or("no pipe to its input")?;
        let output = child.stdout.take().ok_or("no pipe from its output")?;
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Program {
            name: program_name(command),
            speaks,
            child,
            input,
            lines,
            told: Vec::new(),
            asked: false,
        })
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn speaks(&self) -> Speaks {
        self.speaks
    }

    /// Whether it can be asked about the game after `moves`: a CodinGame
    /// bot only about the game it has followed, one move further.
    pub fn can_follow(&self, moves: &[Square]) -> bool {
        match self.speaks {
            Speaks::Ours => true,
            Speaks::CodinGame => {
                moves.starts_with(&self.told) && moves.len() <= self.told.len() + 1
            }
        }
    }

    fn say(&mut self, lines: &[String]) -> Result<(), String> {
        for line in lines {
            writeln!(self.input, "{line}").map_err(|why| format!("stopped reading: {why}"))?;
        }
        self.input
            .flush()
            .map_err(|why| format!("stopped reading: {why}"))
    }

    /// Asks for the move after `moves`, of which `valid` are legal; the
    /// answer comes through [`Program::reply`].
    pub fn ask(&mut self, moves: &[Square], valid: &[Square]) -> Result<(), String> {
        // Anything said before the question is not its answer.
        while self.lines.try_recv().is_ok() {}
        let lines = match self.speaks {
            Speaks::Ours => {
                let position = moves.iter().fold("position moves".to_string(), |line, &m| {
                    line + " " + &square_text(m)
                });
                let position = if moves.is_empty() {
                    "position".to_string()
                } else {
                    position
                };
                vec![position, "go".to_string()]
            }
            Speaks::CodinGame => {
                if !self.can_follow(moves) {
                    return Err("cannot be told of moves taken back".into());
                }
                turn(moves, valid)
            }
        };
        self.say(&lines)?;
        self.told = moves.to_vec();
        self.asked = true;
        Ok(())
    }

    /// The answer to the last question, if it has come.
    pub fn reply(&mut self) -> Reply {
        if !self.asked {
            return Reply::Broken("was not asked".into());
        }
        loop {
            let line = match self.lines.try_recv() {
                Ok(line) => line,
                Err(TryRecvError::Empty) => return Reply::Waiting,
                Err(TryRecvError::Disconnected) => {
                    self.asked = false;
                    return Reply::Broken(self.ended());
                }
            };
            if let Some(reply) = self.read(&line) {
                self.asked = false;
                if let Reply::Move(square) = reply {
                    self.told.push(square);
                }
                return reply;
            }
        }
    }

    /// Waits up to `patience` for the answer (for callers with nothing
    /// else to do, like tests and match runners).
    pub fn wait(&mut self, patience: Duration) -> Reply {
        let until = Instant::now() + patience;
        loop {
            match self.reply() {
                Reply::Waiting => {}
                reply => return reply,
            }
            let left = until.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    if let Some(reply) = self.read(&line) {
                        self.asked = false;
                        if let Reply::Move(square) = reply {
                            self.told.push(square);
                        }
                        return reply;
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Reply::Waiting,
                Err(RecvTimeoutError::Disconnected) => {
                    self.asked = false;
                    return Reply::Broken(self.ended());
                }
            }
        }
    }

    /// One line of its answer: the move, a failure, or `None` for a line
    /// that is not the answer yet (our protocol's `ok` and `info`).
    fn read(&self, line: &str) -> Option<Reply> {
        let line = line.trim();
        let reply = match self.speaks {
            Speaks::CodinGame => match grid_answer(line) {
                Ok(square) => Reply::Move(square),
                Err(why) => Reply::Broken(why),
            },
            Speaks::Ours => {
                let mut words = line.split_whitespace();
                match (words.next(), words.next()) {
                    (None | Some("ok" | "info"), _) => return None,
                    (Some("bestmove"), Some(text)) => parse_square(text)
                        .map_or_else(|| Reply::Broken(format!("answered {line:?}")), Reply::Move),
                    (Some("error"), _) => Reply::Broken(format!("said {line:?}")),
                    _ => Reply::Broken(format!("answered {line:?}")),
                }
            }
        };
        Some(reply)
    }

    fn ended(&mut self) -> String {
        match self.child.try_wait() {
            Ok(Some(status)) => format!("stopped ({status})"),
            _ => "stopped answering".into(),
        }
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_split_into_words_with_quotes() {
        assert_eq!(
            split_command("  bot --depth 3 ").unwrap(),
            ["bot", "--depth", "3"]
        );
        assert_eq!(
            split_command("python3 'my bot.py' \"\"").unwrap(),
            ["python3", "my bot.py", ""]
        );
        assert!(split_command("   ").is_err());
        assert!(split_command("bot 'open").is_err());
        assert_eq!(program_name(&["/usr/bin/bot".into()]), "bot");
    }

    fn shell(script: &str) -> Vec<String> {
        vec!["sh".into(), "-c".into(), script.into()]
    }

    #[test]
    fn a_bot_that_does_not_greet_is_spoken_to_in_turns() {
        // Answers the first valid action of each turn, as a CodinGame bot.
        let bot = shell(
            "while read a b; do read n; read first; i=1; \
             while [ $i -lt $n ]; do read x; i=$((i+1)); done; echo $first; done",
        );
        let mut program = Program::start(&bot, Duration::from_millis(50)).unwrap();
        assert_eq!(program.speaks(), Speaks::CodinGame);
        let board = crate::ultimate::UltimateBoard::new();
        let valid = board.legal_moves();
        program.ask(&[], &valid).unwrap();
        assert_eq!(program.wait(Duration::from_secs(5)), Reply::Move(valid[0]));
        // It followed one game: a game taken back is not one it can follow.
        assert!(program.can_follow(&[valid[0]]));
        assert!(!program.can_follow(&[valid[1]]));
        assert!(program.ask(&[valid[1], valid[2]], &valid).is_err());
    }

    #[test]
    fn an_engine_that_greets_is_given_the_whole_game_each_time() {
        // Speaks our protocol; its move is the last square it was told
        // of, mirrored, so the test can see that it heard the position.
        let engine = shell(
            "while read command rest; do case $command in \
             hello) echo 'hello tictactoe-ultimate 1';; \
             limit) echo ok;; \
             position) echo ok; last=${rest##* };; \
             go) echo 'info thinking'; echo \"bestmove $last\";; \
             esac; done",
        );
        let mut program = Program::start(&engine, Duration::from_millis(50)).unwrap();
        assert_eq!(program.speaks(), Speaks::Ours);
        let moves = [Square::at(4, 4).unwrap(), Square::at(3, 3).unwrap()];
        assert!(program.can_follow(&moves[1..]));
        program.ask(&moves, &[]).unwrap();
        assert_eq!(program.wait(Duration::from_secs(5)), Reply::Move(moves[1]));
        // Taken back: it is told the shorter game.
        program.ask(&moves[..1], &[]).unwrap();
        assert_eq!(program.wait(Duration::from_secs(5)), Reply::Move(moves[0]));
    }

    #[test]
    fn a_bot_that_stops_or_babbles_is_broken() {
        // One that ends at once fails to start, or at its first question.
        if let Ok(mut quiet) = Program::start(&shell("exit 0"), Duration::from_millis(50))
            && quiet.ask(&[], &[Square::at(4, 4).unwrap()]).is_ok()
        {
            assert!(matches!(
                quiet.wait(Duration::from_secs(5)),
                Reply::Broken(_)
            ));
        }
        let mut babbler = Program::start(
            &shell("while read line; do echo nonsense; done"),
            Duration::from_millis(50),
        )
        .unwrap();
        babbler.ask(&[], &[Square::at(4, 4).unwrap()]).unwrap();
        assert!(
            matches!(babbler.wait(Duration::from_secs(5)), Reply::Broken(why) if why.contains("nonsense"))
        );
        assert!(Program::start(&["/no/such/engine".into()], Duration::from_millis(50)).is_err());
    }

    #[test]
    fn a_slow_bot_keeps_the_caller_waiting_no_longer_than_it_asks() {
        let mut slow = Program::start(&shell("sleep 30"), Duration::from_millis(50)).unwrap();
        slow.ask(&[], &[Square::at(4, 4).unwrap()]).unwrap();
        let started = Instant::now();
        assert_eq!(slow.wait(Duration::from_millis(200)), Reply::Waiting);
        assert!(started.elapsed() < Duration::from_secs(2));
    }
}
