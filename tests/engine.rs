//! The Ultimate engine as a program: its line protocol, our binary as a
//! CodinGame bot, and the referee that plays engines against each other.

use std::io::Write;
use std::process::{Command, Stdio};

use tictactoe::core::Player;
use tictactoe::core::engine::codingame::ProcessBot;
use tictactoe::core::engine::referee::{Ending, Engine, play_game};
use tictactoe::core::engine::{Session, parse_square};
use tictactoe::core::ultimate::{Square, UltimateBoard};

fn said(session: &mut Session, line: &str) -> Vec<String> {
    let mut out = Vec::new();
    session.handle(line, &mut |answer| out.push(answer));
    out
}

#[test]
fn a_scripted_session_thinks_and_refuses_bad_lines_changing_nothing() {
    let mut s = Session::new(1);
    assert_eq!(said(&mut s, "hello"), ["hello tictactoe-ultimate 1"]);
    assert_eq!(said(&mut s, "position moves 5-5 5-1"), ["ok"]);
    // O's 5-1 sends X to board 1.
    let legal = said(&mut s, "legal");
    let moves: Vec<&str> = legal[0].split(' ').skip(1).collect();
    assert_eq!(moves.len(), 9, "{legal:?}");
    assert!(moves.iter().all(|m| m.starts_with("1-")), "{legal:?}");
    for bad in [
        "position moves 5-5 5-5",
        "position 5-5",
        "play 9-9",
        "play 10-1",
        "play",
        "limit time -3",
        "limit seconds 3",
        "frobnicate",
    ] {
        let answer = said(&mut s, bad);
        assert_eq!(answer.len(), 1, "{bad}: {answer:?}");
        assert!(answer[0].starts_with("error "), "{bad}: {answer:?}");
        assert_eq!(said(&mut s, "legal"), legal, "{bad} changed the position");
    }
    assert!(said(&mut s, "play 9-9")[0].contains("board 1"));
    assert_eq!(said(&mut s, "limit iterations 3000"), ["ok"]);
    let answer = said(&mut s, "go");
    let best = answer
        .last()
        .and_then(|line| line.strip_prefix("bestmove "))
        .expect("a bestmove last")
        .to_string();
    assert!(moves.contains(&best.as_str()), "{best} not legal");
    // The search's view before it: 3,000 iterations, a line, a chance.
    let info = &answer[answer.len() - 2];
    assert!(info.starts_with("info iterations 3000 depth "), "{info}");
    let win: f32 = info
        .split(' ')
        .skip_while(|w| *w != "win")
        .nth(1)
        .and_then(|w| w.parse().ok())
        .expect("a win chance");
    assert!((0.0..=1.0).contains(&win), "{info}");
    assert!(info.contains(&format!("pv {best}")), "{info}");
    // `go` plays nothing; `play` does.
    assert_eq!(said(&mut s, "legal"), legal);
    assert_eq!(said(&mut s, &format!("play {best}")), ["ok"]);
    assert_ne!(said(&mut s, "legal"), legal);
    assert!(!s.handle("quit", &mut |_| {}));
}

/// A bot written here: the first valid action it is given.
struct FirstValid(&'static str);

impl Engine for FirstValid {
    fn name(&self) -> String {
        self.0.into()
    }
    fn new_game(&mut self) -> Result<(), String> {
        Ok(())
    }
    fn choose(&mut self, _: &[Square], valid: &[Square]) -> Result<Square, String> {
        valid.first().copied().ok_or("no valid action".into())
    }
}

/// A bot that always plays the top-left square: illegal from its second
/// move on.
struct Stubborn;

impl Engine for Stubborn {
    fn name(&self) -> String {
        "Stubborn".into()
    }
    fn new_game(&mut self) -> Result<(), String> {
        Ok(())
    }
    fn choose(&mut self, _: &[Square], _: &[Square]) -> Result<Square, String> {
        Ok(Square::new(0, 0))
    }
}

fn our_binary(extra: &[&str]) -> Vec<String> {
    let mut command = vec![env!("CARGO_BIN_EXE_tictactoe-engine").to_string()];
    command.extend(extra.iter().map(|s| s.to_string()));
    command
}

#[test]
fn our_binary_plays_as_a_codingame_bot_both_ways_and_wins() {
    let bot = our_binary(&["--codingame", "--iterations", "3000"]);
    let mut ours = ProcessBot::new("ours", bot);
    let mut theirs = FirstValid("first valid");
    for ours_first in [true, false] {
        let record = if ours_first {
            play_game(&mut ours, &mut theirs, &[])
        } else {
            play_game(&mut theirs, &mut ours, &[])
        };
        let us = if ours_first { Player::X } else { Player::O };
        assert_eq!(record.ending, Ending::Won(us), "{record:?}");
        // Every move legal, in turn, as the referee checked.
        let mut board = UltimateBoard::new();
        for &square in &record.moves {
            board.play(square).expect("a legal move");
        }
    }
}

#[test]
fn an_opening_is_given_as_the_only_valid_action_and_followed() {
    let opening = [parse_square("5-5").unwrap(), parse_square("5-1").unwrap()];
    let mut ours = ProcessBot::new("ours", our_binary(&["--codingame", "--iterations", "500"]));
    let mut theirs = FirstValid("first valid");
    let record = play_game(&mut theirs, &mut ours, &opening);
    assert_eq!(record.moves[..2], opening);
    assert!(record.ending.winner().is_some() || record.ending == Ending::Drawn);
}

#[test]
fn an_engine_that_plays_an_illegal_move_loses_and_is_named() {
    let record = play_game(&mut Stubborn, &mut FirstValid("first valid"), &[]);
    match &record.ending {
        Ending::Forfeit { loser, engine, why } => {
            assert_eq!((*loser, engine.as_str()), (Player::X, "Stubborn"));
            assert!(why.starts_with("played 7-7"), "{why}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(record.ending.winner(), Some(Player::O));
    // A bot that is not there loses too, named, without a move played.
    let mut missing = ProcessBot::new("missing", vec!["/nonexistent/bot".into()]);
    let record = play_game(&mut FirstValid("first valid"), &mut missing, &[]);
    assert!(
        matches!(&record.ending, Ending::Forfeit { loser: Player::O, engine, .. } if engine == "missing"),
        "{record:?}"
    );
}

#[test]
fn the_binary_speaks_the_line_protocol() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tictactoe-engine"))
        .args(["--iterations", "1000"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"hello\nposition moves 5-5\ngo\nplay 1-1\nquit\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "hello tictactoe-ultimate 1", "{text}");
    assert_eq!(lines[1], "ok", "{text}");
    let best = lines
        .iter()
        .find_map(|l| l.strip_prefix("bestmove 5-"))
        .expect("a move in board 5");
    assert!(!best.is_empty(), "{text}");
    assert!(
        lines.last().unwrap().starts_with("error 1-1 is not legal"),
        "{text}"
    );
}
