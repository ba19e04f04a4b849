//! The documents a player reads first say what the game does: the
//! README's controls are the game's keymap word for word, its play command
//! is one line that CI types (.ci/rehearse-play), and every file and
//! picture it points to exists.

use std::path::Path;

use tictactoe::game::setup::language::Words;
use tictactoe::i18n::Language;
use tictactoe::ui::input::keymap;

fn readme() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap()
}

#[test]
fn the_readmes_controls_are_the_keymap() {
    let text = readme();
    let marker = "tests/game/docs.rs checks that it still is. -->\n";
    let start = text
        .find(marker)
        .expect("the README marks its keymap table")
        + marker.len();
    let table: String = text[start..]
        .lines()
        .take_while(|line| line.starts_with('|'))
        .map(|line| format!("{line}\n"))
        .collect();
    let expected = keymap::markdown_table(&Words::new(Language::English));
    assert!(
        table == expected,
        "the README's controls differ from the keymap; the table should read:\n{expected}"
    );
}

#[test]
fn the_play_command_is_one_line_under_play() {
    let text = readme();
    let play = text.find("\n## Play\n").expect("a Play section");
    let block = text[play..].find("```sh\n").expect("a command") + play + 6;
    let end = text[block..].find("```").unwrap() + block;
    let lines: Vec<&str> = text[block..end]
        .lines()
        .filter(|l| !l.trim().is_empty())
        .collect();
    assert_eq!(lines.len(), 1, "{lines:?}");
}

#[test]
fn every_file_the_readme_points_to_exists() {
    let text = readme();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for (i, _) in text.match_indices("](") {
        let rest = &text[i + 2..];
        let target = &rest[..rest.find(')').unwrap()];
        if target.starts_with("http") || target.starts_with('#') {
            continue;
        }
        // A section of another file: the file must exist.
        let target = target.split('#').next().unwrap_or(target);
        assert!(
            root.join(target).exists(),
            "the README points to a missing {target}"
        );
        checked += 1;
    }
    assert!(checked >= 5, "only {checked} links checked");
}
