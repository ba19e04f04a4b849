//! The terminal edition, driven as a player drives it: the real
//! `tictactoe-terminal` binary through a pipe (the plain mode) and in tmux
//! (the full-screen mode), with its own settings folder and in English.

mod coach;
mod engine;
mod full_screen;
// The server is another feature of the crate: left out without it.
#[cfg(feature = "server")]
mod online;
mod plain;

use std::path::PathBuf;
use std::process::Command;

/// The binary, with a fresh settings folder and English words.
pub fn terminal_game(name: &str) -> Command {
    let home = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("terminal")
        .join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    std::fs::create_dir_all(&home).expect("a scratch folder");
    let mut command = Command::new(env!("CARGO_BIN_EXE_tictactoe-terminal"));
    command
        .env("XDG_CONFIG_HOME", &home)
        .env("HOME", &home)
        .env("LANGUAGE", "en")
        .env("LANG", "en_US.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("NO_COLOR");
    command
}
