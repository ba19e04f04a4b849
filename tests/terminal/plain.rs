//! The plain mode through a pipe, as a script or a screen reader uses it:
//! a line read only when the game asks, every message one line, the board
//! printed after each move.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use super::terminal_game;

/// A game in the plain mode, read line by line.
pub struct Plain {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// Every line so far.
    pub said: Vec<String>,
}

pub const PROMPT_MOVE: &str = ": type a square (";
pub const PROMPT_MENU: &str = "1-5 change a choice, Enter starts";
pub const PROMPT_OVER: &str = "Enter plays again, q goes back to the menu";

impl Plain {
    fn start(name: &str) -> Plain {
        Plain::start_with(name, &[])
    }

    /// With more options on the command line.
    pub fn start_with(name: &str, options: &[&str]) -> Plain {
        let mut child = terminal_game(name)
            .arg("--plain")
            .args(options)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("tictactoe-terminal starts");
        let input = child.stdin.take().expect("its input");
        let output = child.stdout.take().expect("its output");
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Plain {
            child,
            input,
            lines,
            said: Vec::new(),
        }
    }

    /// The lines up to and including the next one containing `text`.
    pub fn until(&mut self, text: &str) -> Vec<String> {
        let mut read = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(30))
                .unwrap_or_else(|_| {
                    panic!("no line with {text:?} after:\n{}", self.said.join("\n"))
                });
            self.said.push(line.clone());
            read.push(line.clone());
            if line.contains(text) {
                return read;
            }
        }
    }

    /// The next prompt of any kind, and the lines before it.
    pub fn next_prompt(&mut self) -> Vec<String> {
        let mut read = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(30))
                .unwrap_or_else(|_| panic!("no prompt after:\n{}", self.said.join("\n")));
            self.said.push(line.clone());
            read.push(line.clone());
            if [PROMPT_MOVE, PROMPT_MENU, PROMPT_OVER, "n keeps playing"]
                .iter()
                .any(|prompt| line.contains(prompt))
            {
                return read;
            }
        }
    }

    pub fn type_line(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("the game reads its input");
    }

    /// Ends the input and waits for the game to end by itself.
    pub fn finish(mut self) -> (bool, Vec<String>) {
        drop(self.input);
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(30)) {
            self.said.push(line);
        }
        let status = self.child.wait().expect("the game ends");
        (status.success(), self.said)
    }
}

/// The last 3 x 3 board in `lines` (" X | 8 | O" rows), top row first.
fn last_board(lines: &[String]) -> Vec<Vec<String>> {
    let rows: Vec<Vec<String>> = lines
        .iter()
        .filter(|line| line.matches(" | ").count() == 2 && !line.contains(':'))
        .map(|line| {
            line.split('|')
                .map(|cell| cell.trim().to_string())
                .collect()
        })
        .collect();
    rows[rows.len().saturating_sub(3)..].to_vec()
}

/// The free squares' numbers on a printed board.
fn free_squares(board: &[Vec<String>]) -> Vec<u8> {
    board
        .iter()
        .flatten()
        .filter_map(|cell| cell.parse().ok())
        .collect()
}

#[test]
fn a_scripted_game_against_medium_ends_with_a_result_and_a_clean_exit() {
    let mut game = Plain::start("scripted");
    let menu = game.until(PROMPT_MENU);
    assert!(
        menu.iter()
            .any(|line| line.starts_with("Menu: Human vs Computer, Medium")),
        "{menu:?}"
    );
    game.type_line("");
    let mut seen = game.next_prompt();
    let mut moves = 0;
    while seen.last().is_some_and(|line| line.contains(PROMPT_MOVE)) {
        let board = last_board(&game.said);
        let free = free_squares(&board);
        assert!(!free.is_empty(), "asked to move on a full board: {board:?}");
        // The centre first, then the lowest free square.
        let square = if free.contains(&5) { 5 } else { free[0] };
        game.type_line(&square.to_string());
        seen = game.next_prompt();
        assert!(
            game.said
                .iter()
                .any(|line| line == &format!("You took square {square}")),
            "{seen:?}"
        );
        moves += 1;
        assert!(moves <= 5, "more than five moves of mine on 3 x 3");
    }
    assert!(seen.last().unwrap().contains(PROMPT_OVER), "{seen:?}");
    let result = ["You win!", "The computer wins", "It's a draw"];
    assert!(
        seen.iter()
            .any(|line| result.iter().any(|r| line.starts_with(r))),
        "{seen:?}"
    );
    game.type_line("q");
    game.until(PROMPT_MENU);
    game.type_line("q");
    let (ended_well, said) = game.finish();
    assert!(ended_well, "{said:?}");
}

#[test]
fn a_bad_line_is_answered_and_changes_nothing() {
    let mut game = Plain::start("bad-lines");
    game.until(PROMPT_MENU);
    // On the menu, a word that means nothing.
    game.type_line("hello");
    let menu = game.next_prompt();
    assert!(
        menu.iter()
            .any(|line| line.contains("\"hello\" means nothing here")),
        "{menu:?}"
    );
    game.type_line("");
    game.until(PROMPT_MOVE);
    let before = last_board(&game.said);
    for bad in ["hello", "0", "10", "a1"] {
        game.type_line(bad);
        let answer = game.next_prompt();
        assert!(
            answer.iter().any(|line| line.contains("not a square here")
                || line.contains("no square")
                || line.contains("does nothing")),
            "{bad}: {answer:?} after {:?}",
            game.said
        );
        assert!(
            !answer.iter().any(|line| line.contains("took")),
            "{answer:?}"
        );
        assert_eq!(last_board(&game.said), before, "{bad} changed the board");
    }
    // A taken square: the computer's reply is on the board.
    game.type_line("5");
    game.next_prompt();
    let board = last_board(&game.said);
    let (row, col) = board
        .iter()
        .enumerate()
        .find_map(|(r, row)| row.iter().position(|cell| cell == "O").map(|c| (r, c)))
        .expect("the computer's O");
    let taken = (2 - row) * 3 + col + 1;
    game.type_line(&taken.to_string());
    let answer = game.next_prompt();
    assert!(
        answer
            .iter()
            .any(|line| line.starts_with(&format!("Square {taken} is taken by O"))),
        "{answer:?}"
    );
    assert_eq!(last_board(&game.said), board);
    // q asks first; n keeps playing on the same board.
    game.type_line("q");
    let question = game.next_prompt();
    assert!(
        question.last().unwrap().starts_with("Leave this round?"),
        "{question:?}"
    );
    game.type_line("n");
    let back = game.next_prompt();
    assert!(back.last().unwrap().contains(PROMPT_MOVE), "{back:?}");
    assert_eq!(last_board(&game.said), board);
    let (ended_well, _) = game.finish();
    assert!(ended_well);
}

#[test]
fn impossible_never_loses_a_round_played_from_a_pipe() {
    let mut game = Plain::start("impossible");
    game.until(PROMPT_MENU);
    // The second choice, the computer's strength: Medium, then Impossible.
    game.type_line("2");
    let menu = game.next_prompt();
    assert!(
        menu.iter()
            .any(|line| line.starts_with("Menu: Human vs Computer, Impossible")),
        "{menu:?}"
    );
    game.type_line("");
    let mut rounds = 0;
    let mut seen = game.next_prompt();
    while rounds < 4 {
        if seen.last().unwrap().contains(PROMPT_OVER) {
            assert!(
                !seen.iter().any(|line| line.starts_with("You win")),
                "{seen:?}"
            );
            rounds += 1;
            game.type_line("");
        } else {
            let free = free_squares(&last_board(&game.said));
            // A different line each round: the corners first, in turn.
            let pick = free[(rounds + free.len()) % free.len()];
            game.type_line(&pick.to_string());
        }
        seen = game.next_prompt();
    }
    let (ended_well, said) = game.finish();
    assert!(ended_well);
    assert!(
        said.iter().any(|line| line.starts_with("Score: you 0 won")),
        "{said:?}"
    );
}

#[test]
fn the_window_programs_terminal_word_hands_over_to_the_terminal_edition() {
    // The game's program, with the terminal edition's settings and words.
    let run = |args: &[&str], input: &str| {
        let settings = super::terminal_game("hand-over");
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_tictactoe"));
        for (key, value) in settings.get_envs() {
            match value {
                Some(value) => command.env(key, value),
                None => command.env_remove(key),
            };
        }
        let mut child = command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tictactoe starts");
        let mut stdin = child.stdin.take().expect("its input");
        stdin.write_all(input.as_bytes()).expect("it reads");
        drop(stdin);
        child.wait_with_output().expect("it ends")
    };
    let played = run(&["terminal", "--plain"], "q\n");
    let out = String::from_utf8_lossy(&played.stdout);
    assert!(played.status.success(), "{out}");
    assert!(out.starts_with("Menu: Human vs Computer"), "{out}");
    // Its options are the terminal edition's, mistakes included.
    let wrong = run(&["--terminal", "--bogus"], "");
    assert_eq!(wrong.status.code(), Some(2));
    let said = String::from_utf8_lossy(&wrong.stderr);
    assert!(said.contains("unknown option --bogus"), "{said}");
}

/// Misère from a pipe: picked on the menu, played against Impossible,
/// which never completes a line; the first square of each turn taken, the
/// round ends with the player's line (and says so) or a draw.
#[test]
fn misere_is_chosen_on_the_menu_and_a_line_loses() {
    let mut game = Plain::start("misere");
    game.until(PROMPT_MENU);
    game.type_line("2");
    game.next_prompt();
    // The third choice, the board: 3 x 3, 4 x 4, 5 x 5, Ultimate, Misère.
    let mut menu = Vec::new();
    for _ in 0..4 {
        game.type_line("3");
        menu = game.next_prompt();
    }
    assert!(
        menu.iter().any(|line| line
            .starts_with("Menu: Human vs Computer, Impossible, you go first, Misère: 3 x 3")),
        "{menu:?}"
    );
    game.type_line("");
    let mut seen = game.next_prompt();
    while seen.last().is_some_and(|line| line.contains(PROMPT_MOVE)) {
        let free = free_squares(&last_board(&game.said));
        game.type_line(&free[0].to_string());
        seen = game.next_prompt();
    }
    assert!(seen.last().unwrap().contains(PROMPT_OVER), "{seen:?}");
    assert!(
        seen.iter().any(
            |line| line.starts_with("The computer wins. X made three in a row")
                || line.starts_with("It's a draw")
        ),
        "{seen:?}"
    );
    assert!(
        !seen.iter().any(|line| line.contains("O made three")),
        "{seen:?}"
    );
    let (ended_well, _) = game.finish();
    assert!(ended_well);
}

/// Qubic from a pipe: points typed by name ("1a1"), its board drawn as
/// four layers between thick rules with each free point's name, a digit
/// refused, and a line through the layers wins.
#[test]
fn qubic_is_typed_point_by_point_and_won_through_the_layers() {
    let mut game = Plain::start("qubic");
    game.until(PROMPT_MENU);
    // Two players (from Human vs Computer: Computer vs Computer, Online,
    // Human vs Human); the board: 3 x 3, 4 x 4, 5 x 5, Ultimate, Misère,
    // Qubic.
    for _ in 0..3 {
        game.type_line("1");
        game.next_prompt();
    }
    let mut menu = Vec::new();
    for _ in 0..5 {
        game.type_line("3");
        menu = game.next_prompt();
    }
    assert!(
        menu.iter().any(|line| line.contains("Qubic: 4 x 4 x 4")),
        "{menu:?}"
    );
    game.type_line("");
    let start = game.next_prompt();
    assert!(start.last().unwrap().contains("(1a1-4d4)"), "{start:?}");
    // Layer 1's top row, then layer 2's after a thick rule ('#' or '┃').
    assert!(
        start.iter().any(|line| line.starts_with("1a4")
            && line.contains("1d4")
            && (line.contains("1d4#2a4") || line.contains("1d4┃2a4"))),
        "{start:?}"
    );
    game.type_line("5");
    let refused = game.next_prompt();
    assert!(
        refused
            .iter()
            .any(|line| line.contains("is not a square here")),
        "{refused:?}"
    );
    for (x, o) in [("1a4", "1a1"), ("2a4", "1b1"), ("3a4", "1c1")] {
        game.type_line(x);
        game.next_prompt();
        game.type_line(o);
        game.next_prompt();
    }
    game.type_line("4a4");
    let over = game.next_prompt();
    assert!(over.last().unwrap().contains(PROMPT_OVER), "{over:?}");
    assert!(
        over.iter().any(|line| line.starts_with("Player 1 wins!")),
        "{over:?}"
    );
    let (ended_well, _) = game.finish();
    assert!(ended_well);
}
