//! The real game binary in a real (virtual) window: started under Xvfb with
//! software rendering, played with real key presses from xdotool, and
//! judged by what it logs and by what it draws: the window's pixels are
//! read back and every square and mark is looked for where the layout puts
//! it.
//!
//! Needs Xvfb, xdotool, ImageMagick's `import` and a Vulkan or GL driver
//! (Mesa); the README's test command installs them. Where they are
//! missing, plain `cargo test` skips these tests and prints why; the
//! README's test command sets TICTACTOE_REQUIRE_WINDOW_TEST=1, which makes
//! a skip a failure.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use bevy::math::Vec2;
use tictactoe::core::{Player, Pos};
use tictactoe::game::setup::preferences::ThemeChoice;
use tictactoe::ui::layout::BoardLayout;
use tictactoe::ui::theme::{Palette, egui_color};

/// The window's size: the game's default.
const WIDTH: u32 = 960;
const HEIGHT: u32 = 720;

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

/// Why these tests cannot run here, if they cannot.
fn missing_tools(path: &std::ffi::OsStr) -> Option<String> {
    let missing: Vec<&str> = ["Xvfb", "xdotool", "import"]
        .into_iter()
        .filter(|tool| !on_path(tool, path))
        .collect();
    (!missing.is_empty()).then(|| {
        format!(
            "{} not found: install the packages xvfb, xdotool, imagemagick and \
             mesa-vulkan-drivers (the README's test command does)",
            missing.join(" and ")
        )
    })
}

/// Whether to go on here; panics where the window tests are required.
fn can_run() -> bool {
    match missing_tools(&std::env::var_os("PATH").unwrap_or_default()) {
        None => true,
        Some(reason) => {
            assert!(
                std::env::var_os("TICTACTOE_REQUIRE_WINDOW_TEST").is_none(),
                "the window test is required here, but {reason}"
            );
            eprintln!("SKIPPED the window test: {reason}");
            false
        }
    }
}

#[test]
fn a_machine_without_xvfb_is_told_what_is_missing() {
    let reason = missing_tools(std::ffi::OsStr::new("/nonexistent")).unwrap();
    assert!(
        reason.starts_with("Xvfb and xdotool and import not found"),
        "{reason}"
    );
    assert!(reason.contains("xvfb, xdotool, imagemagick and mesa-vulkan-drivers"));
}

fn wait_for(what: &str, timeout: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(
            start.elapsed() < timeout,
            "timed out after {timeout:?} waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn read(path: &Path) -> String {
    let mut text = String::new();
    if let Ok(mut f) = std::fs::File::open(path) {
        let _ = f.read_to_string(&mut text);
    }
    text
}

/// A virtual screen the size of the game's window, on a free display.
struct Screen {
    _xvfb: KillOnDrop,
    display: String,
}

impl Screen {
    fn start() -> Screen {
        let mut xvfb = Command::new("Xvfb")
            .args(["-displayfd", "1", "-screen", "0"])
            .arg(format!("{WIDTH}x{HEIGHT}x24"))
            .args(["-nolisten", "tcp"])
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
        Screen {
            _xvfb: KillOnDrop(xvfb),
            display: format!(":{number}"),
        }
    }

    fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &self.display)
            .output()
            .expect("xdotool runs");
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }
}

/// The game, started with a settings file of its own.
struct Game {
    process: KillOnDrop,
    log: PathBuf,
    window: String,
}

impl Game {
    fn start(screen: &Screen, dir: &Path, settings: &str, binary: &Path, cwd: &Path) -> Game {
        let config = dir.join("config");
        std::fs::create_dir_all(config.join("tictactoe")).unwrap();
        std::fs::write(config.join("tictactoe/settings.ron"), settings).unwrap();
        let log_path = dir.join("game.log");
        let log = std::fs::File::create(&log_path).unwrap();
        let started = Instant::now();
        let process = KillOnDrop(
            Command::new(binary)
                .current_dir(cwd)
                .env("DISPLAY", &screen.display)
                .env("XDG_CONFIG_HOME", &config)
                // The game's English, whatever this machine speaks.
                .env("LANGUAGE", "en")
                .env_remove("WAYLAND_DISPLAY")
                .env_remove("BEVY_ASSET_ROOT")
                .env_remove("CARGO_MANIFEST_DIR")
                .stdout(log.try_clone().unwrap())
                .stderr(log)
                .spawn()
                .expect("the game starts"),
        );
        wait_for("the first frame", Duration::from_secs(120), || {
            read(&log_path).contains("First frame")
        });
        eprintln!("first frame {:?} after launch", started.elapsed());
        let window = screen.xdotool(&["search", "--name", "^Tic-Tac-Toe$"]);
        let window = window
            .lines()
            .next()
            .expect("the game's window exists")
            .to_string();
        screen.xdotool(&["windowfocus", "--sync", &window]);
        // The pointer rests on the panel: a square under it would light up
        // and be queued for drawing again, which would hide what this test
        // looks for.
        screen.xdotool(&[
            "mousemove",
            &(WIDTH - 4).to_string(),
            &(HEIGHT - 4).to_string(),
        ]);
        std::thread::sleep(Duration::from_millis(400));
        Game {
            process,
            log: log_path,
            window,
        }
    }

    fn log(&self) -> String {
        read(&self.log)
    }

    /// Presses a key, then gives the game time to draw what follows.
    fn press(&self, screen: &Screen, key: &str) {
        screen.xdotool(&["key", key]);
        std::thread::sleep(Duration::from_millis(250));
    }

    /// The window as it is drawn now.
    fn pixels(&self, screen: &Screen) -> Frame {
        let out = Command::new("import")
            .args(["-window", &self.window, "-depth", "8", "ppm:-"])
            .env("DISPLAY", &screen.display)
            .output()
            .expect("import runs");
        Frame::from_ppm(&out.stdout)
    }

    fn screenshot(&self, screen: &Screen, path: &Path) {
        let _ = Command::new("import")
            .args(["-window", &self.window, "-strip"])
            .args(["-define", "png:exclude-chunk=date,time"])
            .arg(path)
            .env("DISPLAY", &screen.display)
            .status();
    }
}

/// A screenshot's pixels.
struct Frame {
    width: usize,
    height: usize,
    rgb: Vec<u8>,
}

impl Frame {
    /// A binary PPM (P6), as ImageMagick writes it.
    fn from_ppm(bytes: &[u8]) -> Frame {
        let mut fields = Vec::new();
        let mut at = 0;
        while fields.len() < 4 {
            while at < bytes.len() && bytes[at].is_ascii_whitespace() {
                at += 1;
            }
            if at < bytes.len() && bytes[at] == b'#' {
                while at < bytes.len() && bytes[at] != b'\n' {
                    at += 1;
                }
                continue;
            }
            let start = at;
            while at < bytes.len() && !bytes[at].is_ascii_whitespace() {
                at += 1;
            }
            assert!(at > start, "not a PPM image ({} bytes)", bytes.len());
            fields.push(String::from_utf8_lossy(&bytes[start..at]).to_string());
        }
        assert_eq!(fields[0], "P6", "not a binary PPM");
        let width: usize = fields[1].parse().unwrap();
        let height: usize = fields[2].parse().unwrap();
        let rgb = bytes[at + 1..].to_vec();
        assert_eq!(
            rgb.len(),
            width * height * 3,
            "a whole {width}x{height} image"
        );
        Frame { width, height, rgb }
    }

    fn at(&self, p: Vec2) -> [u8; 3] {
        let x = (p.x.round() as usize).min(self.width - 1);
        let y = (p.y.round() as usize).min(self.height - 1);
        let i = (y * self.width + x) * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }
}

fn rgb(color: bevy::color::Color) -> [u8; 3] {
    let c = egui_color(color);
    [c.r(), c.g(), c.b()]
}

/// Whether a pixel is one of `colours` (rendering is exact here: no
/// multisampling or tonemapping on a software renderer; a little slack
/// for rounding).
fn shows(frame: &Frame, p: Vec2, colours: &[[u8; 3]]) -> bool {
    let pixel = frame.at(p);
    colours
        .iter()
        .any(|c| (0..3).all(|i| (i32::from(pixel[i]) - i32::from(c[i])).abs() <= 3))
}

/// Checks the drawn board against the marks the game placed: every square
/// is drawn as a square (not the grid behind it), every mark is there in
/// its colour (bright, dimmed or under the winning line), and every empty
/// square is empty.
fn check_board(frame: &Frame, n: u8, marks: &[(Pos, Player)], palette: &Palette, when: &str) {
    let layout = BoardLayout::fit(Vec2::new(WIDTH as f32, HEIGHT as f32), n);
    let cell = layout.cell_size();
    let square = rgb(palette.square);
    let line = rgb(palette.win_line);
    for row in 0..n {
        for col in 0..n {
            let pos = Pos::new(row, col);
            let centre = layout.cell_center(pos);
            // Up and left of the centre: the square itself, clear of an X's
            // arms, an O's ring, the cursor's ring and every winning line.
            let side = centre - Vec2::new(cell * 0.38, cell * 0.2);
            assert!(
                shows(frame, side, &[square]),
                "{when}: square {pos:?} is not drawn (its side is {:?})",
                frame.at(side)
            );
            let mark = marks.iter().find(|(p, _)| *p == pos).map(|(_, m)| *m);
            // An X is drawn where its strokes cross; an O round its middle.
            let (on, wanted) = match mark {
                Some(Player::X) => (
                    centre,
                    vec![rgb(palette.x), rgb(palette.dimmed(palette.x)), line],
                ),
                Some(Player::O) => (
                    centre - Vec2::new(0.0, cell * 0.28),
                    vec![rgb(palette.o), rgb(palette.dimmed(palette.o)), line],
                ),
                None => (centre + Vec2::new(cell * 0.2, cell * 0.25), vec![square]),
            };
            assert!(
                shows(frame, on, &wanted),
                "{when}: {pos:?} should show {mark:?} but shows {:?}",
                frame.at(on)
            );
        }
    }
}

/// Keys that play `pos`: the numpad on 3 x 3, else the arrows and Enter.
/// The board's cursor is where the last round left it; its first arrow
/// only shows it, in the centre.
fn keys_for(pos: Pos, n: u8, cursor: &mut Option<Pos>) -> Vec<String> {
    if n == 3 {
        let number = (2 - pos.row) * 3 + pos.col + 1;
        return vec![format!("KP_{number}")];
    }
    let mut keys = Vec::new();
    let mut at = cursor.unwrap_or_else(|| {
        keys.push("Up".to_string());
        Pos::new(n / 2, n / 2)
    });
    while at.row > pos.row {
        keys.push("Up".into());
        at.row -= 1;
    }
    while at.row < pos.row {
        keys.push("Down".into());
        at.row += 1;
    }
    while at.col > pos.col {
        keys.push("Left".into());
        at.col -= 1;
    }
    while at.col < pos.col {
        keys.push("Right".into());
        at.col += 1;
    }
    keys.push("Return".into());
    *cursor = Some(at);
    keys
}

/// A round that X wins along the top row, with O's moves on the row under
/// it: (X, O, X, O, ...), as many as the board needs in a row.
fn winning_round(n: u8) -> Vec<Pos> {
    let k = if n == 3 { 3 } else { 4 };
    let mut moves = Vec::new();
    for i in 0..k {
        moves.push(Pos::new(0, i));
        if i + 1 < k {
            moves.push(Pos::new(1, i));
        }
    }
    moves
}

#[test]
fn the_binary_plays_a_game_to_a_win_and_exits_cleanly() {
    if !can_run() {
        return;
    }
    let out_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("window-test");
    let _ = std::fs::remove_dir_all(&out_dir);
    std::fs::create_dir_all(&out_dir).unwrap();
    let screen = Screen::start();
    // Human vs Human, so the game is decided by the keys alone.
    let game = Game::start(
        &screen,
        &out_dir,
        "(version: 1, mode: human_vs_human, name1: \"Alice\", name2: \"Bob\", theme: dark)\n",
        Path::new(env!("CARGO_BIN_EXE_tictactoe")),
        &out_dir,
    );
    game.screenshot(&screen, &out_dir.join("menu.png"));
    game.press(&screen, "Return");
    // N shows the squares' names: a settings change, saved at once.
    game.press(&screen, "n");
    // Numpad layout: X takes 7 8 9 (the top row), O takes 4 and 5.
    for key in ["KP_7", "KP_4", "8", "KP_5"] {
        game.press(&screen, key);
    }
    game.screenshot(&screen, &out_dir.join("playing.png"));
    game.press(&screen, "KP_9");
    wait_for("the result in the log", Duration::from_secs(20), || {
        game.log().contains("Alice wins!")
    });
    // The winning line draws, the result card arrives, the burst is over.
    std::thread::sleep(Duration::from_millis(2500));
    let shot = out_dir.join("game-over.png");
    game.screenshot(&screen, &shot);
    // The README shows this moment: made here, so that it stays true (a
    // change to the look shows up in git as a changed picture).
    let readme = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/screenshots/game.png");
    std::fs::create_dir_all(readme.parent().unwrap()).unwrap();
    std::fs::copy(&shot, &readme).unwrap();
    let text = game.log();
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

    // Escape to the menu (the round is over: nothing to ask), Escape again
    // to quit.
    game.press(&screen, "Escape");
    game.press(&screen, "Escape");
    let mut process = game.process;
    let start = Instant::now();
    let status = loop {
        if let Some(status) = process.0.try_wait().unwrap() {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the game did not exit:\n{}",
            read(&game.log)
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(
        status.success(),
        "exit status {status}:\n{}",
        read(&game.log)
    );
    assert!(read(&game.log).contains("Quit from the menu"));
    // The change made mid-round was saved, with what was there before.
    let saved = std::fs::read_to_string(out_dir.join("config/tictactoe/settings.ron")).unwrap();
    for expected in [
        "version: 1",
        "mode: human_vs_human",
        "name1: \"Alice\"",
        "square_numbers: true",
    ] {
        assert!(saved.contains(expected), "{expected} missing from\n{saved}");
    }
}

/// Squares once went undrawn after a restart (Bevy queued the board's
/// backdrop at the squares' depth and could draw it over them). Here
/// rounds are restarted 54 times, on every board and in every theme, from
/// the title screen and by Play again, and after each restart and each
/// round every square and mark is looked for in the window's pixels.
#[test]
fn every_square_and_mark_is_drawn_after_every_restart() {
    if !can_run() {
        return;
    }
    let out_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("restarts");
    let _ = std::fs::remove_dir_all(&out_dir);
    let screen = Screen::start();
    let mut restarts = 0;
    for theme in [
        ThemeChoice::Dark,
        ThemeChoice::Light,
        ThemeChoice::HighContrast,
    ] {
        let palette = Palette::of(theme);
        for (n, board) in [
            (3, "three_by_three"),
            (4, "four_by_four"),
            (5, "five_by_five"),
        ] {
            let dir = out_dir.join(format!("{theme:?}-{n}"));
            std::fs::create_dir_all(&dir).unwrap();
            let theme_name = match theme {
                ThemeChoice::Dark => "dark",
                ThemeChoice::Light => "light",
                ThemeChoice::HighContrast => "high_contrast",
            };
            let settings = format!(
                "(version: 1, mode: human_vs_human, board: {board}, theme: {theme_name})\n"
            );
            let game = Game::start(
                &screen,
                &dir,
                &settings,
                Path::new(env!("CARGO_BIN_EXE_tictactoe")),
                &dir,
            );
            // Even rounds start from the title screen and are won; odd
            // ones start by Play again and are left half played.
            let mut cursor = None;
            let mut wins = 0;
            for round in 0..6 {
                let when = format!("{theme:?}, {n} x {n}, restart {}", round + 1);
                game.press(&screen, "Return");
                restarts += 1;
                if check_once_drawn(&game, &screen, n, &[], &palette, &when, &dir).is_err() {
                    panic!("{when}: see {}", dir.display());
                }
                let moves = winning_round(n);
                let played = if round % 2 == 0 { moves.len() } else { 3 };
                let mut marks = Vec::new();
                let taken_before = game.log().matches(" took ").count();
                for (i, &pos) in moves.iter().take(played).enumerate() {
                    for key in keys_for(pos, n, &mut cursor) {
                        screen.xdotool(&["key", &key]);
                        std::thread::sleep(Duration::from_millis(60));
                    }
                    // Each move taken before the next is keyed: two in one
                    // slow frame are "One move at a time", as for a player.
                    wait_for(
                        &format!("{when}: move {}", i + 1),
                        Duration::from_secs(20),
                        || game.log().matches(" took ").count() > taken_before + i,
                    );
                    marks.push((pos, if i % 2 == 0 { Player::X } else { Player::O }));
                }
                // The last stroke drawn, and the winning line.
                let when = format!("{when}, after {played} moves");
                if check_once_drawn(&game, &screen, n, &marks, &palette, &when, &dir).is_err() {
                    panic!("{when}: see {}", dir.display());
                }
                if round % 2 == 0 {
                    wins += 1;
                    assert_eq!(
                        game.log().matches(" wins!").count(),
                        wins,
                        "{when}: the round was not won"
                    );
                } else {
                    // Mid-round: Escape asks, Enter leaves for the title.
                    game.press(&screen, "Escape");
                    game.press(&screen, "Return");
                    cursor = None;
                }
            }
            let log = game.log();
            assert!(!log.contains("panicked"), "{log}");
            assert!(!log.contains(" ERROR "), "{log}");
        }
    }
    assert!(restarts >= 50, "only {restarts} restarts");
    eprintln!("{restarts} restarts, every square and mark drawn each time");
}

/// Runs the board check on the window until it passes, for at most two
/// seconds: on a loaded machine the frames after a key come late. Less
/// than the idle window's own redraw (every five seconds), which would
/// hide a stale frame. On failure keeps the last frame as a PPM to look at.
fn check_once_drawn(
    game: &Game,
    screen: &Screen,
    n: u8,
    marks: &[(Pos, Player)],
    palette: &Palette,
    when: &str,
    dir: &Path,
) -> Result<(), ()> {
    let start = Instant::now();
    loop {
        std::thread::sleep(Duration::from_millis(300));
        let frame = game.pixels(screen);
        let passed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            check_board(&frame, n, marks, palette, when)
        }))
        .is_ok();
        if passed {
            return Ok(());
        }
        if start.elapsed() > Duration::from_secs(2) {
            let mut ppm = format!("P6\n{} {}\n255\n", frame.width, frame.height).into_bytes();
            ppm.extend_from_slice(&frame.rgb);
            let _ = std::fs::write(dir.join("failed.ppm"), ppm);
            return Err(());
        }
    }
}

/// The player's binary is the whole game: copied alone into an empty
/// folder and started from there, it finds its opening book and font in
/// itself and starts without an error.
#[test]
fn the_binary_alone_in_an_empty_folder_is_the_whole_game() {
    if !can_run() {
        return;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("alone");
    let _ = std::fs::remove_dir_all(&dir);
    let folder = dir.join("empty folder");
    std::fs::create_dir_all(&folder).unwrap();
    let binary = folder.join("tictactoe");
    std::fs::copy(env!("CARGO_BIN_EXE_tictactoe"), &binary).unwrap();
    let screen = Screen::start();
    let game = Game::start(
        &screen,
        &dir,
        "(version: 1, mode: human_vs_computer, difficulty: impossible, board: five_by_five)\n",
        &binary,
        &folder,
    );
    wait_for("the menu", Duration::from_secs(20), || {
        game.log().contains("Menu: ")
    });
    let log = game.log();
    assert!(log.contains("Opening book: "), "no book:\n{log}");
    for bad in [" ERROR ", "Path not found", "panicked"] {
        assert!(!log.contains(bad), "{bad}:\n{log}");
    }
    // Impossible on 5 x 5 answers from its book at once.
    game.press(&screen, "Return");
    game.press(&screen, "Up");
    game.press(&screen, "Return");
    wait_for("the computer's move", Duration::from_secs(10), || {
        game.log().contains("Computer took")
    });
    let entries: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        entries,
        vec!["tictactoe".to_string()],
        "it wrote nothing beside itself"
    );
}
