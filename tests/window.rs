//! The real game binary in a real (virtual) window: started under Xvfb with
//! software rendering, played with real key presses from xdotool, judged by
//! what it logs, and closed from its menu.
//!
//! Needs Xvfb, xdotool and a Vulkan or GL driver (Mesa); the README's test
//! command installs them. Set TICTACTOE_SKIP_WINDOW_TEST=1 to skip on a
//! machine that cannot have them.

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

fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
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
    if std::env::var_os("TICTACTOE_SKIP_WINDOW_TEST").is_some() {
        eprintln!("skipped: TICTACTOE_SKIP_WINDOW_TEST is set");
        return;
    }
    for tool in ["Xvfb", "xdotool"] {
        assert!(
            have(tool),
            "{tool} is missing: install the packages xvfb, xdotool and mesa-vulkan-drivers \
             (the README's test command does), or set TICTACTOE_SKIP_WINDOW_TEST=1"
        );
    }
    let out_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("window-test");
    let _ = std::fs::remove_dir_all(&out_dir);
    let config = out_dir.join("config");
    std::fs::create_dir_all(config.join("tictactoe")).unwrap();
    // Human vs Human, so the game is decided by the keys alone.
    std::fs::write(
        config.join("tictactoe/settings.txt"),
        "mode = human-vs-human\nname1 = Alice\nname2 = Bob\n",
    )
    .unwrap();

    let display = format!(":{}", 60 + std::process::id() % 200);
    let _xvfb = KillOnDrop(
        Command::new("Xvfb")
            .args([
                display.as_str(),
                "-screen",
                "0",
                "1280x800x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb starts"),
    );
    let socket = format!("/tmp/.X11-unix/X{}", &display[1..]);
    wait_for("Xvfb", Duration::from_secs(10), || {
        Path::new(&socket).exists()
    });

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
    // The settings it saved on the way read back cleanly.
    let saved = std::fs::read_to_string(config.join("tictactoe/settings.txt")).unwrap();
    assert!(
        saved.contains("mode = human-vs-human") && saved.contains("name1 = Alice"),
        "{saved}"
    );
}
