//! Right-to-left names (Arabic, Hebrew) in display order. Most terminals
//! draw cells in the order they are given, so "علي" sent as it is read
//! shows backwards; VTE's terminals (GNOME Terminal and others), Konsole
//! and mlterm put right-to-left text in order themselves, and are left
//! alone. Done on the finished screen, a row at a time (after wrapping,
//! as the Unicode Bidirectional Algorithm reorders a line): in our
//! left-to-right interface, each run of right-to-left letters, with the
//! spaces and punctuation between them, is turned around.

use ratatui::buffer::Buffer;
use unicode_bidi::{BidiClass, bidi_class};

/// Whether this terminal reorders right-to-left text itself, as its
/// variables tell.
pub fn terminal_reorders() -> bool {
    ["VTE_VERSION", "KONSOLE_VERSION", "MLTERM"]
        .iter()
        .any(|name| std::env::var_os(name).is_some_and(|value| !value.is_empty()))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    Left,
    Right,
    /// Spaces and punctuation take the direction around them.
    Neutral,
}

fn direction(symbol: &str) -> Direction {
    match symbol.chars().next().map(bidi_class) {
        Some(BidiClass::R | BidiClass::AL | BidiClass::AN) => Direction::Right,
        Some(BidiClass::L | BidiClass::EN) | None => Direction::Left,
        Some(_) => Direction::Neutral,
    }
}

/// Turns each right-to-left run of each row of `buffer` around.
pub fn display_order(buffer: &mut Buffer) {
    let area = buffer.area;
    for y in area.top()..area.bottom() {
        let mut x = area.left();
        while x < area.right() {
            if direction(buffer[(x, y)].symbol()) != Direction::Right {
                x += 1;
                continue;
            }
            // The run goes on through neutrals to its last right-to-left cell.
            let start = x;
            let mut last = x;
            let mut at = x + 1;
            while at < area.right() {
                match direction(buffer[(at, y)].symbol()) {
                    Direction::Right => last = at,
                    Direction::Neutral => {}
                    Direction::Left => break,
                }
                at += 1;
            }
            let cells: Vec<_> = (start..=last).map(|x| buffer[(x, y)].clone()).collect();
            for (x, cell) in (start..=last).zip(cells.into_iter().rev()) {
                buffer[(x, y)] = cell;
            }
            x = last + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;

    fn shown(text: &str) -> String {
        let width = text.chars().count() as u16;
        let mut buffer = Buffer::empty(Rect::new(0, 0, width, 1));
        buffer.set_string(0, 0, text, ratatui::style::Style::new());
        display_order(&mut buffer);
        (0..width)
            .map(|x| buffer[(x, 0)].symbol().to_string())
            .collect()
    }

    #[test]
    fn right_to_left_runs_are_turned_and_the_rest_stays() {
        assert_eq!(shown("Your turn (X)"), "Your turn (X)");
        // Two Hebrew words: the run and the space between them turn.
        assert_eq!(shown("דוד לוי wins!"), "יול דוד wins!");
        assert_eq!(shown("X: علي, O: Ann"), "X: يلع, O: Ann");
        // A trailing space is not part of the run.
        assert_eq!(shown("אב  "), "בא  ");
    }
}
