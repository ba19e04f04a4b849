//! The terminal edition: the same game (the `game` layer's systems, its
//! cells and marks, turns, placement and the computer) in any terminal,
//! over SSH, with no window, renderer or sound. Only the presentation
//! differs, beside the window's `ui`:
//!
//! - [`runner`]: the loop, a frame when something happens, asleep otherwise;
//! - [`tty`]: raw mode and the alternate screen, always put back;
//! - [`input`]: what the terminal sends, handed to each frame;
//! - [`keys`]: keys and clicks through the window's keymap into requests;
//! - [`menu`]: the match set-up on the title screen;
//! - [`board_text`]: the board as text, for both modes;
//! - [`coach`]: the hint and the analysis on that board;
//! - [`screen`]: the full-screen mode, drawn with ratatui;
//! - [`plain`]: one line at a time, for screen readers and scripts;
//! - [`help`]: the help, from the keymap;
//! - [`statistics`]: the lifetime records, in words;
//! - [`leaderboard`]: quick match's best players, over the online menu;
//! - [`typing`]: a name or a room's code, typed;
//! - [`bidi`]: right-to-left names in display order.

pub mod bidi;
pub mod board_text;
pub mod coach;
pub mod help;
pub mod input;
pub mod keys;
pub mod leaderboard;
pub mod menu;
pub mod plain;
pub mod runner;
pub mod screen;
pub mod statistics;
pub mod tty;
pub mod typing;

use std::io::IsTerminal;

use bevy::app::TaskPoolPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimePlugin;
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

use crate::cli::{Arg, Args, Program, unknown};
use crate::core::engine::program::{program_name, split_command};
use crate::game::players::program::OutsideEngine;
use crate::game::setup::preferences::Preferences;
use crate::game::setup::settings::MatchSettings;
use board_text::Look;
use runner::Doorbell;

/// How the terminal edition was asked to run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Line by line, never full-screen (also when output is not a terminal).
    pub plain: bool,
    /// ASCII rules instead of box characters.
    pub ascii: bool,
    /// The game server for online play, instead of the one in the settings
    /// (and kept there, as if typed in the window's settings).
    pub server: Option<String>,
    /// An Ultimate engine in another process, as its command's words: it
    /// plays the computer's seat.
    pub engine: Option<Vec<String>>,
}

/// The terminal edition's steps within the game's `Input` set.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TerminalSystems {
    /// What the terminal sent becomes messages.
    Arrive,
    /// Keys and clicks become the game's requests.
    Act,
}

/// The terminal edition's command line (`tictactoe terminal` hands its
/// options over).
pub const PROGRAM: Program = Program {
    name: "tictactoe-terminal",
    usage: "\
tictactoe-terminal: Tic-Tac-Toe in this terminal.

Usage: tictactoe-terminal [--plain] [--ascii] [--server ADDRESS]
                          [--engine \"CMD ARGS\"]
  --plain            one line at a time, for screen readers and scripts
                     (also when standard output is not a terminal)
  --ascii            draw the board with ASCII only (| - +)
  --server ADDRESS   play online through this game server (host:port or
                     ws://host:port), kept as the window's setting
  --engine \"CMD ARGS\"
                     on Ultimate, this program plays the computer's seat:
                     any engine that speaks our engine protocol (as
                     tictactoe-engine does) or CodinGame's turn format;
                     every move is checked, and a bad or slow engine loses
  -h, --help         this text

Keys: 1-9 (laid out like the numpad) play a square; arrows or h j k l move,
Enter or Space plays; ? shows every key; q or Esc leaves. NO_COLOR is
honoured.
",
};

pub fn parse(mut args: Args) -> Result<Option<Options>, String> {
    let mut options = Options::default();
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Help => return Ok(None),
            Arg::Flag(flag) => match flag.as_str() {
                "--plain" => options.plain = true,
                "--ascii" => options.ascii = true,
                "--server" => {
                    let server = args.value()?;
                    if !Preferences::valid_server(&server) {
                        return Err(format!(
                            "--server takes an address like 127.0.0.1:8080, not {server}"
                        ));
                    }
                    options.server = Some(server);
                }
                "--engine" => {
                    let command =
                        split_command(&args.value()?).map_err(|why| format!("--engine: {why}"))?;
                    if !is_a_program(&command[0]) {
                        return Err(format!(
                            "--engine: there is no program {:?} here",
                            command[0]
                        ));
                    }
                    options.engine = Some(command);
                }
                _ => return Err(unknown(&flag)),
            },
            Arg::Positional(word) => return Err(unknown(&word)),
        }
    }
    Ok(Some(options))
}

/// Runs the game in this terminal until the player leaves.
pub fn run(options: Options) -> AppExit {
    let plain = options.plain || !std::io::stdout().is_terminal();
    let look = Look {
        ascii: options.ascii || plain || !speaks_utf8(),
        no_color: plain || std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()),
        // A screen reader reads the plain mode's lines in reading order.
        turn_right_to_left: !plain && !bidi::terminal_reorders(),
    };
    let mut app = App::new();
    app.add_plugins((TaskPoolPlugin::default(), TimePlugin, StatesPlugin));
    app.add_plugins((crate::platform::device::plugin, crate::game::plugin));
    app.add_plugins(plugin);
    if let Some(server) = options.server {
        // After the saved settings are read, which it overrides (and is
        // saved as, as if typed in the window's settings).
        app.add_systems(PostStartup, move |mut prefs: ResMut<Preferences>| {
            prefs.server.clone_from(&server);
        });
    }
    if let Some(command) = options.engine {
        app.world_mut().resource_mut::<MatchSettings>().engine = Some(program_name(&command));
        app.insert_resource(OutsideEngine { command });
        app.add_plugins(crate::game::players::program::plugin);
        app.add_systems(PostStartup, set_up_for_the_engine);
    }
    let doorbell = app.world().resource::<Doorbell>().clone();
    tty::hear_signals(doorbell.0.clone());
    if plain {
        app.add_plugins(plain::plugin);
        input::read_lines(doorbell);
        return app.run();
    }
    let taken = match tty::Taken::take() {
        Ok(taken) => taken,
        Err(error) => {
            tty::put_back();
            eprintln!("tictactoe: this terminal cannot be used full-screen ({error}); try --plain");
            return AppExit::error();
        }
    };
    let terminal = match Terminal::new(CrosstermBackend::new(std::io::stdout())) {
        Ok(terminal) => terminal,
        Err(error) => {
            drop(taken);
            eprintln!("tictactoe: cannot draw on this terminal ({error}); try --plain");
            return AppExit::error();
        }
    };
    app.add_plugins(screen::plugin);
    app.insert_resource(screen::Drawing(look));
    app.insert_non_send(screen::Screen(terminal));
    input::read_events(doorbell);
    let exit = app.run();
    drop(taken);
    exit
}

/// Whether `name` can be started: a path to a file, or a file in one of
/// PATH's folders.
fn is_a_program(name: &str) -> bool {
    let path = std::path::Path::new(name);
    if path.components().count() > 1 {
        return path.is_file();
    }
    std::env::var_os("PATH").is_some_and(|folders| {
        std::env::split_paths(&folders).any(|folder| folder.join(name).is_file())
    })
}

/// An engine was given: the match starts as one against it, whatever was
/// saved (after the saved settings are read, and saved as if chosen).
fn set_up_for_the_engine(mut settings: ResMut<MatchSettings>) {
    settings.board = crate::core::offered::BoardChoice::Ultimate;
    if !settings.mode.has_computer() {
        settings.mode = crate::game::setup::seat::Mode::HumanVsComputer;
    }
}

/// Whether the terminal's locale is UTF-8 (the first of LC_ALL, LC_CTYPE
/// and LANG that is set, as C programs read it): if not, it may not draw
/// box characters, and the board is drawn in ASCII. Windows' consoles
/// take Unicode whatever the locale says.
fn speaks_utf8() -> bool {
    cfg!(windows)
        || ["LC_ALL", "LC_CTYPE", "LANG"]
            .iter()
            .find_map(|name| std::env::var(name).ok().filter(|value| !value.is_empty()))
            .is_some_and(|locale| {
                let locale = locale.to_ascii_lowercase();
                locale.contains("utf-8") || locale.contains("utf8")
            })
}

/// The terminal's presentation, on the game layer.
pub fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (TerminalSystems::Arrive, TerminalSystems::Act).chain(),
    );
    app.add_plugins((runner::plugin, input::plugin, keys::plugin, menu::plugin));
}
