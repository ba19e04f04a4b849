//! The full-screen mode in tmux, as a player at a terminal: keys sent with
//! send-keys, the screen read with capture-pane. Needs tmux (skipped
//! without it unless TICTACTOE_REQUIRE_TERMINAL_TEST is set, as in CI).

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// A terminal of its own (a tmux server on a private socket) running the game.
pub struct Tmux {
    socket: PathBuf,
    folder: PathBuf,
}

impl Tmux {
    /// The game in a `columns` x `rows` terminal, or `None` without tmux.
    pub fn start(name: &str, columns: u16, rows: u16) -> Option<Tmux> {
        Tmux::start_with(name, columns, rows, &[])
    }

    /// The same, with these options on the game's command line.
    pub fn start_with(name: &str, columns: u16, rows: u16, options: &[&str]) -> Option<Tmux> {
        Tmux::start_in(name, (columns, rows), options, &[])
    }

    /// The same, with these variables set for the game too.
    pub fn start_in(
        name: &str,
        (columns, rows): (u16, u16),
        options: &[&str],
        variables: &[(&str, &str)],
    ) -> Option<Tmux> {
        if Command::new("tmux").arg("-V").output().is_err() {
            assert!(
                std::env::var_os("TICTACTOE_REQUIRE_TERMINAL_TEST").is_none(),
                "tmux is needed for the full-screen tests"
            );
            eprintln!("skipped: no tmux");
            return None;
        }
        let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join("tmux")
            .join(format!("{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a scratch folder");
        let socket = folder.join("socket");
        let game = super::terminal_game(name);
        let mut line = String::from("env");
        for (key, value) in game.get_envs() {
            if let Some(value) = value {
                line.push_str(&format!(
                    " {}='{}'",
                    key.to_string_lossy(),
                    value.to_string_lossy()
                ));
            }
        }
        for (key, value) in variables {
            line.push_str(&format!(" {key}='{value}'"));
        }
        // The shell says how the game ended, then stays for the screen to be read.
        line.push_str(&format!(
            " sh -c 'echo $$ > {pid}; exec {game} {options}'; echo EXITED $?; sleep 600",
            pid = folder.join("pid").display(),
            game = env!("CARGO_BIN_EXE_tictactoe-terminal"),
            options = options.join(" "),
        ));
        let started = Command::new("tmux")
            .arg("-S")
            .arg(&socket)
            .args(["-f", "/dev/null", "new-session", "-d", "-x"])
            .arg(columns.to_string())
            .arg("-y")
            .arg(rows.to_string())
            .arg(line)
            .status()
            .expect("tmux starts");
        assert!(started.success());
        Some(Tmux { socket, folder })
    }

    pub fn tmux(&self, args: &[&str]) -> String {
        let output = Command::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("tmux answers");
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    pub fn keys(&self, keys: &[&str]) {
        for key in keys {
            self.tmux(&["send-keys", key]);
        }
    }

    pub fn screen(&self) -> String {
        self.tmux(&["capture-pane", "-p"])
    }

    /// The screen once it shows `text` (within 20 s).
    pub fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "no {text:?} on the screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The screen once `text` is gone from it (within 20 s).
    pub fn wait_gone(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if !screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "{text:?} stays on the screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The game's process id.
    pub fn pid(&self) -> String {
        self.wait_for("");
        let start = Instant::now();
        loop {
            if let Ok(pid) = std::fs::read_to_string(self.folder.join("pid")) {
                return pid.trim().to_string();
            }
            assert!(start.elapsed() < Duration::from_secs(10), "no pid");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// After the game ended: it ended well, and the terminal is as it was:
    /// the normal screen, the cursor shown, the line discipline back.
    pub fn assert_put_back(&self) {
        let screen = self.wait_for("EXITED");
        assert!(screen.contains("EXITED 0"), "{screen}");
        let state = self.tmux(&[
            "display",
            "-p",
            "#{alternate_on} #{cursor_flag} #{mouse_any_flag}",
        ]);
        assert_eq!(
            state.trim(),
            "0 1 0",
            "alternate screen, cursor shown, mouse reporting"
        );
        let tty = self.tmux(&["display", "-p", "#{pane_tty}"]);
        let stty = Command::new("stty")
            .args(["-a", "-F", tty.trim()])
            .output()
            .expect("stty reads the terminal");
        let modes = String::from_utf8_lossy(&stty.stdout);
        let words: Vec<&str> = modes.split_whitespace().collect();
        for mode in ["icanon", "echo", "isig"] {
            assert!(words.contains(&mode), "{mode} not restored: {modes}");
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.tmux(&["kill-server"]);
    }
}

/// The 3 x 3 board's rows as drawn, each square's text.
pub fn board(screen: &str) -> Vec<Vec<String>> {
    screen
        .lines()
        .filter(|line| line.matches('│').count() == 2)
        .map(|line| {
            line.split('│')
                .map(|cell| cell.trim().to_string())
                .collect()
        })
        .collect()
}

#[test]
fn a_game_by_digits_against_medium_then_q_twice_leaves_the_terminal_as_it_was() {
    let Some(game) = Tmux::start("digits", 80, 24) else {
        return;
    };
    game.wait_for("1-5 change a choice");
    game.keys(&["Enter"]);
    let mut screen = game.wait_for("Your turn (X)");
    let results = ["You win!", "The computer wins", "It's a draw"];
    for _ in 0..5 {
        let free: Vec<String> = board(&screen)
            .into_iter()
            .flatten()
            .filter(|cell| cell.parse::<u8>().is_ok())
            .collect();
        let square = free.iter().find(|c| *c == "5").unwrap_or(&free[0]).clone();
        game.keys(&[&square]);
        game.wait_for(&format!("You took square {square}"));
        screen = loop {
            let screen = game.screen();
            if screen.contains("Your turn (X)") || results.iter().any(|r| screen.contains(r)) {
                break screen;
            }
            std::thread::sleep(Duration::from_millis(50));
        };
        if results.iter().any(|r| screen.contains(r)) {
            break;
        }
    }
    assert!(results.iter().any(|r| screen.contains(r)), "{screen}");
    game.keys(&["q"]);
    game.wait_for("1-5 change a choice");
    game.keys(&["q"]);
    game.assert_put_back();
}

#[test]
fn arrows_and_hjkl_move_a_cursor_that_enter_plays_and_a_taken_square_is_refused() {
    let Some(game) = Tmux::start("arrows", 80, 24) else {
        return;
    };
    game.wait_for("1-5 change a choice");
    // Against a second person: no computer moves in between.
    game.keys(&["Left", "Enter"]);
    game.wait_for("Player 1's turn (X)");
    // The cursor appears in the centre, then goes up with k.
    game.keys(&["Right", "Enter"]);
    game.wait_for("Player 1 took square 5");
    game.keys(&["k", "Space"]);
    let screen = game.wait_for("Player 2 took square 8");
    assert_eq!(board(&screen)[0], ["7", "O", "9"]);
    assert_eq!(board(&screen)[1], ["4", "X", "6"]);
    game.keys(&["5"]);
    let refused = game.wait_for("Square 5 is taken by X");
    assert_eq!(board(&refused), board(&screen), "nothing changed");
    assert!(refused.contains("Player 1's turn (X)"));
    // The help, then any key closes it.
    game.keys(&["?"]);
    game.wait_for("How to play");
    // The keys are further down, after the games' rules: the page keys
    // read on.
    for _ in 0..6 {
        if game.screen().contains("h or j or k or l") {
            break;
        }
        game.keys(&["PageDown"]);
        std::thread::sleep(Duration::from_millis(200));
    }
    let help = game.wait_for("h or j or k or l");
    assert!(
        help.contains("How to play"),
        "the help's frame stays: {help}"
    );
    game.keys(&["x"]);
    let closed = game.wait_for("Player 1's turn (X)");
    assert!(!closed.contains("How to play"));
    // q asks first, and Esc keeps playing.
    game.keys(&["q"]);
    game.wait_for("Leave this round?");
    game.keys(&["Escape"]);
    let kept = loop {
        let screen = game.screen();
        if !screen.contains("Leave this round?") {
            break screen;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(board(&kept), board(&screen));
    game.keys(&["C-c"]);
    game.assert_put_back();
}

#[test]
fn a_click_plays_the_square_under_it() {
    let Some(game) = Tmux::start("click", 80, 24) else {
        return;
    };
    game.wait_for("1-5 change a choice");
    game.keys(&["Left", "Enter"]);
    let screen = game.wait_for("Player 1's turn (X)");
    // Where square 7 (top left) is drawn, in the terminal's cells.
    let (row, line) = screen
        .lines()
        .enumerate()
        .find(|(_, line)| line.matches('│').count() == 2)
        .expect("the board's top row");
    let column = line.chars().position(|c| c == '7').expect("square 7");
    // A press and a release of the left button, as the terminal reports
    // them with mouse reporting on (SGR, counted from 1).
    let click = format!(
        "\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m",
        x = column + 1,
        y = row + 1
    );
    game.tmux(&["send-keys", "-l", &click]);
    let played = game.wait_for("Player 1 took square 7");
    assert_eq!(board(&played)[0], ["X", "8", "9"]);
    // A click on a rule between squares plays nothing.
    let rule = format!(
        "\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m",
        x = column + 3,
        y = row + 1
    );
    game.tmux(&["send-keys", "-l", &rule]);
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(board(&game.screen()), board(&played));
    game.keys(&["C-c"]);
    game.assert_put_back();
}

#[test]
fn ultimate_takes_a_board_then_a_square_and_the_computer_answers() {
    // The classic 80 x 24: the words go beside Ultimate's board.
    let Some(game) = Tmux::start("ultimate", 80, 24) else {
        return;
    };
    game.wait_for("1-5 change a choice");
    game.keys(&["3", "3", "3"]);
    game.wait_for("Ultimate");
    game.keys(&["Enter"]);
    game.wait_for("Your turn (X)");
    let screen = game.screen();
    assert_eq!(screen.matches('┃').count(), 18, "{screen}");
    game.keys(&["7", "5"]);
    game.wait_for("You took board 7, square 5");
    let answered = game.wait_for("Computer took board 5");
    assert!(
        answered.contains("Your turn (X)") || answered.contains("You"),
        "{answered}"
    );
    game.keys(&["C-c"]);
    game.assert_put_back();
}

#[test]
fn sigterm_ends_the_game_and_puts_the_terminal_back() {
    let Some(game) = Tmux::start("sigterm", 80, 24) else {
        return;
    };
    game.wait_for("1-5 change a choice");
    game.keys(&["Enter"]);
    game.wait_for("Your turn (X)");
    let pid = game.pid();
    let killed = Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    assert!(killed.success());
    game.assert_put_back();
}

#[test]
fn a_terminal_too_small_for_the_board_says_how_big_it_must_be() {
    let Some(game) = Tmux::start("small", 40, 12) else {
        return;
    };
    game.wait_for("1-5 change a choice");
    game.keys(&["Enter"]);
    let screen = game.wait_for("Make the terminal at least");
    let text = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(text.contains("15 columns wide and 13 rows"), "{screen}");
    // Bigger, it draws the board at once.
    game.tmux(&["resize-window", "-x", "80", "-y", "24"]);
    game.wait_for("Your turn (X)");
    game.keys(&["C-c"]);
    game.assert_put_back();
}

#[test]
fn a_closed_terminal_ends_the_game_at_once() {
    let Some(game) = Tmux::start("hangup", 80, 24) else {
        return;
    };
    game.wait_for("1-5 change a choice");
    game.keys(&["Enter"]);
    game.wait_for("Your turn (X)");
    let pid = game.pid();
    // The terminal goes away under the game, as an SSH connection drops.
    game.tmux(&["kill-server"]);
    let start = Instant::now();
    while Command::new("kill")
        .args(["-0", &pid])
        .status()
        .is_ok_and(|status| status.success())
    {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the game outlived its terminal"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}
