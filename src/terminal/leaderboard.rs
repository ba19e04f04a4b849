//! The leaderboard over the online title screen (r): a board's best quick
//! match players and this device's own place, as the window's sheet shows
//! them, a line each; Left and Right (h, l) ask for another board's.

use ratatui::text::Line;

use crate::core::offered::BoardChoice;
use crate::game::online::leaderboard::Standings;
use crate::game::setup::language::Words;
use crate::game::setup::settings::board_short_label;
use crate::i18n::t;
use crate::net::protocol::{
    LEADERBOARD_OPPONENTS, Leaderboard, UNESTABLISHED_GAIN_MOST, UNESTABLISHED_GAINS_IN_ALL,
};
use crate::ui::title::leaderboard::{nobody_ranked, rating_text, your_standing};

/// Rows shown at most: a terminal is not a scroll area.
const ROWS: usize = 20;
/// The player column's width, in cells.
const NAME_CELLS: usize = 20;

/// The board after (or before) `board`, for Right and Left.
pub fn next_board(board: BoardChoice, step: isize) -> BoardChoice {
    let all = BoardChoice::ALL;
    let at = all.iter().position(|&b| b == board).unwrap_or(0) as isize;
    all[(at + step).rem_euclid(all.len() as isize) as usize]
}

/// The title, where the standings are, then the table and what it means.
pub fn lines(standings: &Standings, board: BoardChoice, words: &Words) -> Vec<String> {
    let mut out = vec![format!(
        "{} · {} (← →)",
        t!(words, "title-leaderboard"),
        board_short_label(board, words)
    )];
    match standings {
        Standings::Ready(leaderboard) if leaderboard.board == board => {
            out.extend(table(leaderboard, words));
        }
        Standings::Failed { why, board: failed } if *failed == board => out.push(why.text(words)),
        _ => out.push(t!(words, "title-leaderboard-asking")),
    }
    out
}

fn table(leaderboard: &Leaderboard, words: &Words) -> Vec<String> {
    let you = leaderboard.you.as_ref();
    let mut out = vec![match you {
        Some(you) => your_standing(you, words),
        None => t!(words, "title-leaderboard-you-none"),
    }];
    if leaderboard.top.is_empty() {
        out.push(nobody_ranked(you, words));
        return out;
    }
    out.push(String::new());
    out.push(row([
        t!(words, "title-leaderboard-place"),
        t!(words, "title-leaderboard-player"),
        t!(words, "title-leaderboard-rating"),
        t!(words, "title-leaderboard-games"),
    ]));
    for standing in leaderboard.top.iter().take(ROWS) {
        let mark = if you == Some(standing) { "▸" } else { "" };
        out.push(row([
            format!("{mark}{}", standing.place),
            standing.name.clone(),
            rating_text(standing.rating, standing.provisional),
            standing.games.to_string(),
        ]));
    }
    if leaderboard.top.len() > ROWS {
        out.push(format!("… {}", leaderboard.top.len()));
    }
    out.push(String::new());
    out.push(t!(
        words,
        "title-leaderboard-about",
        count = LEADERBOARD_OPPONENTS,
        most = UNESTABLISHED_GAIN_MOST,
        all = UNESTABLISHED_GAINS_IN_ALL
    ));
    out
}

/// Place, player, rating and games in columns, measured in cells (a CJK
/// name takes two a character).
fn row([place, name, rating, games]: [String; 4]) -> String {
    let name = fit(&name, NAME_CELLS);
    let pad = NAME_CELLS.saturating_sub(Line::raw(name.as_str()).width());
    format!(
        "{place:>5}  {name}{}  {rating:>6}  {games:>5}",
        " ".repeat(pad)
    )
}

/// `text` cut to `cells` with "…" when it is wider.
fn fit(text: &str, cells: usize) -> String {
    if Line::raw(text).width() <= cells {
        return text.to_string();
    }
    let mut out = String::new();
    for c in text.chars() {
        let candidate = format!("{out}{c}…");
        if Line::raw(candidate.as_str()).width() > cells {
            break;
        }
        out.push(c);
    }
    out + "…"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use crate::net::protocol::Standing;

    fn standing(place: u32, name: &str) -> Standing {
        Standing {
            place,
            name: name.into(),
            rating: 1600 - place,
            provisional: place > 1,
            games: 12,
            needs: 0,
        }
    }

    #[test]
    fn the_table_lines_up_whatever_the_names_widths() {
        let words = Words::new(Language::English);
        let board = BoardChoice::Classic;
        let leaderboard = Leaderboard {
            board,
            top: vec![
                standing(1, "Ann"),
                standing(2, "山田太郎"),
                standing(3, &"x".repeat(40)),
            ],
            you: Some(standing(2, "山田太郎")),
        };
        let text = lines(&Standings::Ready(leaderboard), board, &words);
        assert!(text[0].starts_with("Leaderboard · 3 x 3"), "{text:?}");
        assert_eq!(text[1], "You: #2 with 1598? after 12 rated games");
        let rows: Vec<&String> = text.iter().filter(|l| l.ends_with("   12")).collect();
        assert_eq!(rows.len(), 3, "{text:?}");
        let widths: Vec<usize> = rows.iter().map(|l| Line::raw(l.as_str()).width()).collect();
        assert!(
            widths.iter().all(|&w| w == widths[0]),
            "{widths:?} {rows:?}"
        );
        assert!(rows[1].contains("▸2"), "yours is marked: {rows:?}");
        assert!(rows[2].contains('…'), "a long name is cut: {rows:?}");
        // Another board's standings are not shown as this one's.
        let asking = lines(&Standings::NotAsked, BoardChoice::Ultimate, &words);
        assert_eq!(asking[1], "Asking the game server…");
        assert_eq!(next_board(BoardChoice::ALL[0], -1), BoardChoice::Notakto);
    }
}
