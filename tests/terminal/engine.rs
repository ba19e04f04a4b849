//! `--engine "CMD ARGS"`: an engine in another process plays the
//! computer's seat on Ultimate, in our protocol or CodinGame's turns, and
//! loses the round, named, when it breaks the rules or is too slow.

use super::plain::{PROMPT_MENU, PROMPT_MOVE, PROMPT_OVER, Plain};

const ENGINE: &str = env!("CARGO_BIN_EXE_tictactoe-engine");

/// A shell script in the test's scratch folder, as an engine's command.
fn script(name: &str, body: &str) -> String {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("engines");
    std::fs::create_dir_all(&dir).expect("a folder for the scripts");
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).expect("the script is written");
    format!("sh {}", path.display())
}

/// The game started on Ultimate against `engine`, after the player's
/// first move in the centre.
fn after_the_centre(name: &str, engine: &str) -> Plain {
    let mut game = Plain::start_with(name, &["--engine", engine]);
    let menu = game.until(PROMPT_MENU);
    assert!(
        menu.iter().any(|line| line.contains("Board: Ultimate")),
        "an engine starts the match on Ultimate: {menu:?}"
    );
    game.type_line("");
    game.until(PROMPT_MOVE);
    game.type_line("5");
    game.until(PROMPT_MOVE);
    game.type_line("5");
    game.until("You took board 5, square 5");
    game
}

#[test]
fn our_computer_plays_an_engine_of_ours_to_the_end() {
    let mut game = Plain::start_with("engine-ours", &["--engine", ENGINE]);
    game.until(PROMPT_MENU);
    // Human vs Computer becomes Computer vs Computer.
    game.type_line("1");
    let menu = game.until(PROMPT_MENU);
    assert!(
        menu.iter()
            .any(|line| line.starts_with("1 Computer vs Computer")),
        "{menu:?}"
    );
    game.type_line("");
    let over = game.until(PROMPT_OVER);
    let said = &game.said;
    assert!(
        said.iter()
            .any(|line| line
                == "Playing against tictactoe-engine, an engine that speaks our protocol"),
        "{said:?}"
    );
    let engine_moves = said
        .iter()
        .filter(|line| line.starts_with("tictactoe-engine took board "))
        .count();
    let ours = said
        .iter()
        .filter(|line| line.starts_with("Computer 1 took board "))
        .count();
    assert!(
        engine_moves >= 8,
        "{engine_moves} moves by the engine: {said:?}"
    );
    assert!(
        ours.abs_diff(engine_moves) <= 1,
        "{ours} and {engine_moves} moves"
    );
    assert!(
        over.iter().any(|line| line.starts_with("Computer 1 wins")
            || line.starts_with("tictactoe-engine wins")
            || line.starts_with("It's a draw")),
        "{over:?}"
    );
    assert!(
        !said.iter().any(|line| line.contains("loses the round")),
        "{said:?}"
    );
}

#[test]
fn an_engine_that_plays_against_the_rules_loses_the_round_and_is_named() {
    // Answers every turn with the top left square, which is not in board 5.
    let bot = script("top-left", "while read line; do echo '0 0'; done");
    let mut game = after_the_centre("engine-illegal", &bot);
    let over = game.until(PROMPT_OVER);
    assert!(
        over.iter()
            .any(|line| line == "sh played 7-7, which the rules do not allow, and loses the round"),
        "{over:?}"
    );
    assert!(over.iter().any(|line| line == "You win!"), "{over:?}");
    // The board shows the player's move alone: the bad one was not placed.
    assert_eq!(
        game.said.iter().filter(|line| line.contains(" O ")).count(),
        0,
        "{:?}",
        game.said
    );
}

#[test]
fn a_silent_engine_loses_on_time_and_one_that_stops_is_named() {
    let mut game = after_the_centre("engine-slow", &script("slow", "sleep 100"));
    let over = game.until(PROMPT_OVER);
    assert!(
        over.iter()
            .any(|line| line.starts_with("sh did not move within ")
                && line.ends_with(" s and loses the round")),
        "{over:?}"
    );
    assert!(
        over.iter().any(|line| line == "You win on time!"),
        "{over:?}"
    );
    let mut game = after_the_centre("engine-stops", &script("stops", "read line; exit 3"));
    let over = game.until(PROMPT_OVER);
    assert!(
        over.iter()
            .any(|line| line.starts_with("sh stopped or answered wrongly (")),
        "{over:?}"
    );
    assert!(over.iter().any(|line| line == "You win!"), "{over:?}");
}

#[test]
fn a_codingame_bot_answers_in_turns_and_moves_are_not_taken_back() {
    let command = format!("{ENGINE} --codingame");
    let mut game = after_the_centre("engine-codingame", &command);
    game.until("tictactoe-engine took board 5, square ");
    assert!(
        game.said.iter().any(|line| line
            == "Playing against tictactoe-engine, an engine that reads CodinGame's turns"),
        "{:?}",
        game.said
    );
    game.until(PROMPT_MOVE);
    game.type_line("u");
    game.until("This engine reads CodinGame's turns and cannot take moves back");
    game.type_line("q");
    game.type_line("y");
    game.until(PROMPT_MENU);
    // On 3 x 3 our own computer plays, and moves may be taken back again:
    // the board after Ultimate comes round (Misère, Qubic, Notakto, then
    // 3 x 3).
    for _ in 0..4 {
        game.type_line("3");
        game.until(PROMPT_MENU);
    }
    assert!(
        game.said
            .last()
            .is_some_and(|line| line.contains("3 Board: 3 x 3")),
        "{:?}",
        game.said.last()
    );
    game.type_line("");
    game.until(PROMPT_MOVE);
    game.type_line("5");
    game.until("Computer took square");
    game.until(PROMPT_MOVE);
    game.type_line("u");
    game.until("Undid ");
    game.type_line("q");
    game.type_line("y");
    game.until(PROMPT_MENU);
    game.type_line("q");
    let (ended_well, said) = game.finish();
    assert!(ended_well, "{said:?}");
}
