//! The coach and the words in the full-screen mode: the hint, the analysis
//! on the board, undo and redo, the review; another language with wide
//! characters, and no colour when NO_COLOR asks.

use std::time::Duration;

use super::full_screen::{Tmux, board};

/// The screen once `check` holds for it (within 20 s).
fn wait_until(game: &Tmux, what: &str, check: impl Fn(&str) -> bool) -> String {
    let start = std::time::Instant::now();
    loop {
        let screen = game.screen();
        if check(&screen) {
            return screen;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "no {what} on the screen:\n{screen}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// "=" (a draw) or "X3" (X wins in 3): an analysis code, not a mark.
fn is_verdict(cell: &str) -> bool {
    cell == "=" || (cell.len() > 1 && (cell.starts_with('X') || cell.starts_with('O')))
}

#[test]
fn the_coach_hints_analyses_undoes_redoes_and_reviews() {
    let Some(game) = Tmux::start("coach", 90, 32) else {
        return;
    };
    game.wait_for("1-5 change a choice");
    // Two people at one keyboard: nothing moves but the keys.
    game.keys(&["Left", "Enter"]);
    game.wait_for("Player 1's turn (X)");
    game.keys(&["5"]);
    game.wait_for("Player 1 took square 5");
    game.keys(&["i"]);
    game.wait_for("Hint for");
    // Each free square's verdict on the board itself.
    game.keys(&["a"]);
    let analysed = wait_until(&game, "verdicts", |screen| {
        board(screen).iter().flatten().any(|cell| is_verdict(cell))
    });
    let cells: Vec<String> = board(&analysed).into_iter().flatten().collect();
    assert_eq!(cells[4], "X", "{analysed}");
    let verdicts = cells.iter().filter(|cell| is_verdict(cell)).count();
    assert_eq!(verdicts, 8, "every free square has a verdict: {analysed}");
    game.keys(&["a"]);
    // Undo takes the centre back, redo plays it again.
    game.keys(&["u"]);
    wait_until(&game, "the centre free", |screen| {
        board(screen).get(1).is_some_and(|row| row[1] == "5")
    });
    game.keys(&["C-y"]);
    wait_until(&game, "the centre taken", |screen| {
        board(screen).get(1).is_some_and(|row| row[1] == "X")
    });
    // X takes the middle column; the round is reviewed move by move.
    for (square, said) in [
        ("7", "Player 2 took square 7"),
        ("8", "Player 1 took square 8"),
    ] {
        game.keys(&[square]);
        game.wait_for(said);
    }
    game.keys(&["9"]);
    game.wait_for("Player 2 took square 9");
    game.keys(&["2"]);
    game.wait_for("Player 1 wins!");
    game.keys(&["v"]);
    game.wait_for("of 5");
    game.keys(&["Escape"]);
    game.keys(&["q"]);
    game.wait_for("1-5 change a choice");
    game.keys(&["C-c"]);
    game.assert_put_back();
}

#[test]
fn japanese_words_line_up_and_no_color_means_no_colour() {
    let variables = [
        ("LANGUAGE", "ja"),
        ("LANG", "ja_JP.UTF-8"),
        ("NO_COLOR", "1"),
    ];
    let Some(game) = Tmux::start_in("japanese", (80, 28), &[], &variables) else {
        return;
    };
    game.wait_for("1-5で設定を変更");
    game.keys(&["Enter"]);
    let screen = game.wait_for("あなたの番です");
    // The board's rules are where they are in English: wide words around
    // it do not push it out of line.
    let rows: Vec<&str> = screen.lines().filter(|l| l.contains('│')).collect();
    assert_eq!(rows.len(), 3, "{screen}");
    let column = |row: &str| row.find('│').map(|at| row[..at].chars().count());
    assert!(
        rows.iter().all(|row| column(row) == column(rows[0])),
        "{screen}"
    );
    // With the escapes: bold and reverse video, never a colour.
    let styled = game.tmux(&["capture-pane", "-p", "-e"]);
    assert!(
        styled.contains("\u{1b}[1m"),
        "bold is still used: {styled:?}"
    );
    let colour = first_colour(&styled);
    assert!(colour.is_none(), "a colour under NO_COLOR: {colour:?}");
    game.keys(&["C-c"]);
    game.assert_put_back();
}

/// The first colour escape in `text` (SGR 30-37, 38, 40-47, 48, 90-97),
/// if any.
fn first_colour(text: &str) -> Option<String> {
    text.split("\u{1b}[").skip(1).find_map(|rest| {
        let params = rest.split('m').next()?;
        params
            .split(';')
            .filter_map(|p| p.parse::<u32>().ok())
            .find(|p| matches!(p, 30..=38 | 40..=48 | 90..=97 | 100..=107))
            .map(|p| format!("{p} in {params}"))
    })
}
