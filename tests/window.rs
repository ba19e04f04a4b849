//! The real game binary in a real (virtual) window: started under Xvfb with
//! software rendering, played with real key presses from xdotool, judged by
//! what it logs, and closed from its menu.
//!
//! Needs Xvfb, xdotool and a Vulkan or GL driver (Mesa); the README's test
//! command installs them. Where they are missing, plain `cargo test` skips
//! this test and prints why; the README's test command sets
//! TICTACTOE_REQUIRE_WINDOW_TEST=1, which makes a skip a failure.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

struct KillOnDrop(Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Whether `tool` is a program on the search path `path`.
fn on_path(tool: &str, path: &std::ffi::OsStr) -> bool {
    std::env::split_paths(path)
        .any(|dir| std::fs::metadata(dir.join(tool)).is_ok_and(|m| m.is_file()))
}

fn have(tool: &str) -> bool {
    on_path(tool, &std::env::var_os("PATH").unwrap_or_default())
}

/// Why this test cannot run here, if it cannot.
fn missing_tools(path: &std::ffi::OsStr) -> Option<String> {
    let missing: Vec<&str> = ["Xvfb", "xdotool"]
        .into_iter()
        .filter(|tool| !on_path(tool, path))
        .collect();
    (!missing.is_empty()).then(|| {
        format!(
            "{} not found: install the packages xvfb, xdotool and mesa-vulkan-drivers \
             (the README's test command does)",
            missing.join(" and ")
        )
    })
}

/// Starts Xvfb on a free display it picks itself and returns the display.
fn start_xvfb() -> (KillOnDrop, String) {
    let mut xvfb = Command::new("Xvfb")
        .args([
            "-displayfd",
            "1",
            "-screen",
            "0",
            "1280x800x24",
            "-nolisten",
            "tcp",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts");
    // Xvfb writes the display number it chose, then a newline, when ready.
    let mut stdout = xvfb.stdout.take().expect("Xvfb's output");
    let mut number = String::new();
    let mut byte = [0u8; 1];
    while stdout.read(&mut byte).unwrap_or(0) == 1 && byte[0] != b'\n' {
        number.push(char::from(byte[0]));
    }
    let number = number.trim().to_string();
    assert!(
        !number.is_empty() && number.chars().all(|c| c.is_ascii_digit()),
        "Xvfb did not say which display it took: {number:?}"
    );
    (KillOnDrop(xvfb), format!(":{number}"))
}

#[test]
fn a_machine_without_xvfb_is_told_what_is_missing() {
    let reason = missing_tools(std::ffi::OsStr::new("/nonexistent")).unwrap();
    assert!(reason.starts_with("Xvfb and xdotool not found"), "{reason}");
    assert!(reason.contains("xvfb, xdotool and mesa-vulkan-drivers"));
}

fn wait_for(what: &str, timeout: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(
            start.elapsed() < timeout,
            "timed out after {timeout:?} waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn read(path: &Path) -> String {
    let mut text = String::new();
    if let Ok(mut f) = std::fs::File::open(path) {
        let _ = f.read_to_string(&mut text);
    }
    text
}

fn xdotool(display: &str, args: &[&str]) -> String {
    let out = Command::new("xdotool")
        .args(args)
        .env("DISPLAY", display)
        .output()
        .expect("xdotool runs");
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

fn screenshot(display: &str, path: &Path) {
    if have("import") {
        let _ = Command::new("import")
            .args(["-window", "root"])
            .arg(path)
            .env("DISPLAY", display)
            .status();
    }
}

#[test]
fn the_binary_plays_a_game_to_a_win_and_exits_cleanly() {
    if let Some(reason) = missing_tools(&std::env::var_os("PATH").unwrap_or_default()) {
        assert!(
            std::env::var_os("TICTACTOE_REQUIRE_WINDOW_TEST").is_none(),
            "the window test is required here, but {reason}"
        );
        eprintln!("SKIPPED the window test: {reason}");
        return;
    }
    let out_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("window-test");
    let _ = std::fs::remove_dir_all(&out_dir);
    let config = out_dir.join("config");
    std::fs::create_dir_all(config.join("tictactoe")).unwrap();
    // Human vs Human, so the game is decided by the keys alone.
    std::fs::write(
        config.join("tictactoe/settings.ron"),
        "(version: 1, mode: human_vs_human, name1: \"Alice\", name2: \"Bob\")\n",
    )
    .unwrap();

    let (_xvfb, display) = start_xvfb();

    let log_path = out_dir.join("game.log");
    let log = std::fs::File::create(&log_path).unwrap();
    let started = Instant::now();
    let mut game = KillOnDrop(
        Command::new(env!("CARGO_BIN_EXE_tictactoe"))
            .env("DISPLAY", &display)
            .env("XDG_CONFIG_HOME", &config)
            .env_remove("WAYLAND_DISPLAY")
            .stdout(log.try_clone().unwrap())
            .stderr(log)
            .spawn()
            .expect("the game starts"),
    );
    wait_for("the first frame", Duration::from_secs(120), || {
        read(&log_path).contains("First frame")
    });
    eprintln!("first frame {:?} after launch", started.elapsed());
    let window = xdotool(&display, &["search", "--name", "^Tic-Tac-Toe$"]);
    let window = window
        .lines()
        .next()
        .expect("the game's window exists")
        .to_string();
    xdotool(&display, &["windowfocus", "--sync", &window]);
    std::thread::sleep(Duration::from_millis(500));
    screenshot(&display, &out_dir.join("menu.png"));

    let press = |key: &str| {
        xdotool(&display, &["key", key]);
        std::thread::sleep(Duration::from_millis(400));
    };
    press("Return");
    // N hides the square numbers: a settings change, saved at once.
    press("n");
    // Numpad layout: X takes 7 8 9 (the top row), O takes 4 and 5.
    for key in ["KP_7", "KP_4", "8", "KP_5"] {
        press(key);
    }
    screenshot(&display, &out_dir.join("playing.png"));
    press("KP_9");
    wait_for("the result in the log", Duration::from_secs(20), || {
        read(&log_path).contains("Alice wins! (X)")
    });
    std::thread::sleep(Duration::from_millis(600));
    screenshot(&display, &out_dir.join("game-over.png"));

    let text = read(&log_path);
    for expected in [
        "Alice took square 7",
        "Bob took square 4",
        "Alice took square 8",
        "Bob took square 5",
        "Alice took square 9",
        "Score: Alice 1, Bob 0, draws 0",
    ] {
        assert!(text.contains(expected), "log lacks {expected:?}:\n{text}");
    }
    assert!(!text.contains("panicked"), "the game panicked:\n{text}");

    // Escape to the menu, Escape again to quit.
    press("Escape");
    press("Escape");
    let start = Instant::now();
    let status = loop {
        if let Some(status) = game.0.try_wait().unwrap() {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the game did not exit:\n{}",
            read(&log_path)
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(
        status.success(),
        "exit status {status}:\n{}",
        read(&log_path)
    );
    assert!(read(&log_path).contains("Quit from the menu"));
    // The change made mid-round was saved, with what was there before.
    let saved = std::fs::read_to_string(config.join("tictactoe/settings.ron")).unwrap();
    for expected in [
        "version: 1",
        "mode: human_vs_human",
        "name1: \"Alice\"",
        "square_numbers: false",
    ] {
        assert!(saved.contains(expected), "{expected} missing from\n{saved}");
    }
}
