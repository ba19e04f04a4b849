//! The board as lines of text: the seeds' " X | O | 9" over "---+---+---",
//! grown to every board. Each square is three columns wide and one row
//! high, with a rule between squares, so square (row, col) starts at column
//! `4 * col` and row `2 * row`: clicks are found by the same sums. The
//! full-screen mode styles the spans; the plain mode prints their text.

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use crate::core::notation::{numpad_number, square_name};
use crate::core::{Board, Player, Pos, Rules};

/// How the board may be drawn on this terminal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// Only ASCII: the terminal cannot draw box characters.
    pub ascii: bool,
    /// No colours (`NO_COLOR`, or the plain mode): styles only.
    pub no_color: bool,
    /// Right-to-left names are put in display order here: the terminal
    /// does not do it (see `bidi.rs`).
    pub turn_right_to_left: bool,
}

/// What to show on the board beyond its marks.
#[derive(Clone, Debug, Default)]
pub struct Marked {
    /// The keyboard's cursor.
    pub cursor: Option<Pos>,
    /// Squares of a winning line.
    pub winning: Vec<Pos>,
    /// The hint's best squares.
    pub hinted: Vec<Pos>,
    /// What the analysis says of empty squares, three columns at most.
    pub values: Vec<(Pos, String)>,
    /// The move a review is at, and whether it was a mistake.
    pub reviewed: Option<(Pos, bool)>,
}

/// Whether the board is drawn with its rows' numbers on the left and its
/// columns' letters below: the 4 x 4 and 5 x 5 boards, whose squares are
/// named "a1" to "e5" (3 x 3 shows each empty square's number instead,
/// and Qubic each empty point's name, "2b3").
fn labelled(rules: Rules) -> bool {
    !rules.is_ultimate() && !rules.is_qubic() && rules.size() > 3
}

/// Whether the rule before square `i` of a row or column is thick: between
/// Ultimate's small boards and Qubic's layers.
fn thick_before(rules: Rules, i: u8) -> bool {
    rules.block().is_some_and(|b| i.is_multiple_of(b))
}

/// Where the top-left square starts, past the rows' numbers.
fn origin(rules: Rules) -> (u16, u16) {
    if labelled(rules) { (2, 0) } else { (0, 0) }
}

/// The columns and rows the board takes, its labels included.
pub fn size(rules: Rules) -> (u16, u16) {
    let n = u16::from(rules.size());
    let labels = u16::from(labelled(rules));
    (n * 4 - 1 + 2 * labels, n * 2 - 1 + labels)
}

/// The square at a column and row counted from the board's top-left
/// corner, if that is on a square (not on a rule between squares, nor on
/// a label).
pub fn square_at(rules: Rules, column: u16, row: u16) -> Option<Pos> {
    let (left, top) = origin(rules);
    let (column, row) = (column.checked_sub(left)?, row.checked_sub(top)?);
    if column % 4 == 3 || row % 2 == 1 {
        return None;
    }
    let pos = Pos::new(u8::try_from(row / 2).ok()?, u8::try_from(column / 4).ok()?);
    rules.contains(pos).then_some(pos)
}

/// The board's lines, top to bottom.
pub fn lines(board: &Board, marked: &Marked, look: Look) -> Vec<Line<'static>> {
    let rules = board.rules();
    let n = rules.size();
    let labels = labelled(rules);
    let mut out = Vec::with_capacity(usize::from(n) * 2 + 1);
    for row in 0..n {
        if row > 0 {
            let mut rule = rule_between_rows(rules, row, look);
            if labels {
                rule.spans.insert(0, Span::raw("  "));
            }
            out.push(rule);
        }
        let mut spans = Vec::with_capacity(usize::from(n) * 2 + 1);
        if labels {
            spans.push(Span::styled(format!("{} ", n - row), label_style(look)));
        }
        for col in 0..n {
            if col > 0 {
                let thick = thick_before(rules, col);
                spans.push(Span::styled(
                    column_rule(thick, look),
                    rule_style(thick, look),
                ));
            }
            spans.push(square(board, Pos::new(row, col), marked, look));
        }
        out.push(Line::from(spans));
    }
    if labels {
        let letters: Vec<String> = (0..n)
            .map(|col| format!(" {} ", char::from(b'a' + col)))
            .collect();
        out.push(Line::styled(
            format!("  {}", letters.join(" ")),
            label_style(look),
        ));
    }
    out
}

fn label_style(look: Look) -> Style {
    if look.no_color {
        Style::new()
    } else {
        Style::new().fg(Color::DarkGray)
    }
}

/// The text of lines, for the plain mode and the tests.
pub fn plain(lines: &[Line<'_>]) -> Vec<String> {
    lines
        .iter()
        .map(|line| {
            line.spans
                .iter()
                .map(|span| span.content.as_ref())
                .collect()
        })
        .collect()
}

fn column_rule(thick: bool, look: Look) -> &'static str {
    match (look.ascii, thick) {
        (true, false) => "|",
        (true, true) => "#",
        (false, false) => "│",
        (false, true) => "┃",
    }
}

fn rule_style(thick: bool, look: Look) -> Style {
    match (thick, look.no_color) {
        (true, _) => Style::new().add_modifier(Modifier::BOLD),
        (false, true) => Style::new(),
        (false, false) => Style::new().fg(Color::DarkGray),
    }
}

/// The rule above `row`: thin, or thick between Ultimate's small boards
/// and Qubic's layers.
fn rule_between_rows(rules: Rules, row: u8, look: Look) -> Line<'static> {
    let thick_row = thick_before(rules, row);
    let mut spans = Vec::new();
    for col in 0..rules.size() {
        if col > 0 {
            let thick_col = thick_before(rules, col);
            let cross = match (look.ascii, thick_row, thick_col) {
                (true, false, false) => "+",
                (true, ..) => "#",
                (false, false, false) => "┼",
                (false, true, true) => "╋",
                // A thin rule crossing a thick one.
                (false, false, true) => "╂",
                (false, true, false) => "┿",
            };
            spans.push(Span::styled(
                cross,
                rule_style(thick_row || thick_col, look),
            ));
        }
        let dash = match (look.ascii, thick_row) {
            (true, false) => "---",
            (true, true) => "===",
            (false, false) => "───",
            (false, true) => "━━━",
        };
        spans.push(Span::styled(dash, rule_style(thick_row, look)));
    }
    Line::from(spans)
}

/// One square: its mark, or what an empty square shows (its number on
/// 3 x 3, a dot elsewhere, a bold dot where Ultimate's next move may go).
fn square(board: &Board, pos: Pos, marked: &Marked, look: Look) -> Span<'static> {
    let rules = board.rules();
    let mark = board.get(pos);
    let value = marked.values.iter().find(|(at, _)| *at == pos);
    // On Ultimate, a small board's winner fills its empty squares, dimmed.
    let small = (pos.row / 3) * 3 + pos.col / 3;
    let owner = board.ultimate().and_then(|position| {
        [Player::X, Player::O]
            .into_iter()
            .find(|&player| position.won_by(player) & (1 << small) != 0)
    });
    let reviewed = marked.reviewed.filter(|&(at, _)| at == pos);
    let text = match (mark.or(owner), numpad_number(rules, pos)) {
        // The move a review is at, on the board before it.
        (None, _) if reviewed.is_some() => format!(" {} ", board.to_move()),
        // A won small board's free squares: its winner, small, as no move.
        (Some(player), _) if mark.is_none() => {
            format!(" {} ", player.to_string().to_lowercase())
        }
        (Some(player), _) => format!(" {} ", rules.mark_drawn(player)),
        (None, _) if value.is_some() => format!("{:^3}", value.map_or("", |(_, v)| v.as_str())),
        (None, Some(number)) => format!(" {number} "),
        (None, None) if rules.is_qubic() => square_name(rules, pos),
        (None, None) if look.ascii => " . ".to_string(),
        (None, None) => " · ".to_string(),
    };
    let mut style = match (mark, look.no_color) {
        (Some(_), true) => Style::new().add_modifier(Modifier::BOLD),
        (Some(Player::X), false) => Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
        (Some(Player::O), false) => Style::new().fg(Color::Magenta).add_modifier(Modifier::BOLD),
        (None, _) => Style::new().add_modifier(Modifier::DIM),
    };
    if owner.is_some() && mark.is_none() {
        style = Style::new().add_modifier(Modifier::DIM);
    }
    if let Some(position) = board.ultimate() {
        let open = position.playable_boards() & (1 << small) != 0;
        let sent_here = position.next_board().is_some_and(|b| b == small);
        if mark.is_none() && open && !board.outcome().is_over() {
            style = style
                .remove_modifier(Modifier::DIM)
                .add_modifier(Modifier::BOLD);
        }
        if sent_here && look.no_color {
            style = style.add_modifier(Modifier::UNDERLINED | Modifier::BOLD);
        } else if sent_here {
            style = style.bg(Color::Yellow).fg(Color::Black);
        }
    }
    if value.is_some() {
        style = style
            .remove_modifier(Modifier::DIM)
            .add_modifier(Modifier::ITALIC);
    }
    if marked.hinted.contains(&pos) {
        style = style.add_modifier(Modifier::UNDERLINED | Modifier::BOLD);
        if !look.no_color {
            style = style.fg(Color::Yellow);
        }
    }
    // Ultimate's winning line is of small boards, filled by their winner.
    if marked.winning.contains(&pos) && !rules.is_ultimate() {
        style = style.add_modifier(Modifier::UNDERLINED | Modifier::BOLD);
        if !look.no_color {
            style = style.fg(Color::Green);
        }
    }
    if let Some((_, mistake)) = reviewed {
        style = style.add_modifier(Modifier::REVERSED);
        if mistake && !look.no_color {
            style = style.fg(Color::Red);
        }
    }
    if marked.cursor == Some(pos) {
        style = style.add_modifier(Modifier::REVERSED);
    }
    Span::styled(text, style)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_classic_board_is_the_seeds_board_with_the_numbers_of_empty_squares() {
        let board = Board::from_rows(Rules::CLASSIC, &["O.O", ".X.", "..X"]).unwrap();
        let ascii = Look {
            ascii: true,
            no_color: true,
            ..Look::default()
        };
        assert_eq!(
            plain(&lines(&board, &Marked::default(), ascii)),
            [
                " O | 8 | O ",
                "---+---+---",
                " 4 | X | 6 ",
                "---+---+---",
                " 1 | 2 | X "
            ]
        );
        let boxes = plain(&lines(&board, &Marked::default(), Look::default()));
        assert_eq!(boxes[1], "───┼───┼───");
    }

    #[test]
    fn the_analysis_shows_in_empty_squares_centred() {
        let board = Board::from_rows(Rules::CLASSIC, &["X..", ".O.", "..."]).unwrap();
        let marked = Marked {
            values: vec![(Pos::new(0, 1), "X3".into()), (Pos::new(0, 2), "=".into())],
            ..Marked::default()
        };
        let ascii = Look {
            ascii: true,
            no_color: true,
            ..Look::default()
        };
        assert_eq!(plain(&lines(&board, &marked, ascii))[0], " X |X3 | = ");
    }

    #[test]
    fn larger_boards_name_their_rows_and_columns_and_clicks_skip_the_names() {
        let rules = Rules::new(4, 4).unwrap();
        let board = Board::new(rules);
        let ascii = Look {
            ascii: true,
            no_color: true,
            ..Look::default()
        };
        let text = plain(&lines(&board, &Marked::default(), ascii));
        assert_eq!(text[0], "4  . | . | . | . ");
        assert_eq!(text[1], "  ---+---+---+---");
        assert_eq!(text[6], "1  . | . | . | . ");
        assert_eq!(text[7], "   a   b   c   d ");
        assert_eq!(size(rules), (17, 8));
        assert_eq!(square_at(rules, 0, 0), None);
        assert_eq!(square_at(rules, 2, 0), Some(Pos::new(0, 0)));
        assert_eq!(square_at(rules, 16, 6), Some(Pos::new(3, 3)));
        assert_eq!(square_at(rules, 16, 7), None);
    }

    #[test]
    fn a_click_finds_the_square_under_it_and_never_a_rule() {
        let rules = Rules::ULTIMATE;
        let (width, height) = size(rules);
        assert_eq!((width, height), (35, 17));
        assert_eq!(square_at(rules, 0, 0), Some(Pos::new(0, 0)));
        assert_eq!(square_at(rules, 2, 0), Some(Pos::new(0, 0)));
        assert_eq!(square_at(rules, 3, 0), None);
        assert_eq!(square_at(rules, 4, 1), None);
        assert_eq!(square_at(rules, 34, 16), Some(Pos::new(8, 8)));
        assert_eq!(square_at(rules, 36, 16), None);
        assert_eq!(square_at(Rules::CLASSIC, 0, 6), None);
    }

    #[test]
    fn ultimate_draws_thick_rules_between_its_small_boards() {
        let board = Board::new(Rules::ULTIMATE);
        let text = plain(&lines(&board, &Marked::default(), Look::default()));
        assert_eq!(text.len(), 17);
        assert_eq!(text[0].chars().filter(|&c| c == '┃').count(), 2);
        assert!(text[5].starts_with("━━━"));
        assert!(text[1].starts_with("───"));
    }
}
