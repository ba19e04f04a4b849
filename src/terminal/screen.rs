//! The full-screen mode: the title screen, the round and its end, the help
//! and the question before leaving, drawn with ratatui each frame (it sends
//! only the cells that changed). Frames come only when something happened,
//! so this draws only then. A terminal too small for the board says how
//! big it must be.

use std::io::Stdout;

use bevy::prelude::*;
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

use super::board_text::{self, Look, Marked};
use super::keys::{BoardAt, Cursor, Overlay};
use super::menu::{ChosenRow, Row};
use crate::core::matchup::Seat;
use crate::game::announce::Feed;
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::outcome::RoundResult;
use crate::game::round::score::{MatchScore, score_text};
use crate::game::setup::language::Words;
use crate::game::setup::seat::Controller;
use crate::game::setup::settings::{MatchSettings, board_label, difficulty_label};
use crate::game::state::GameState;
use crate::i18n::t;

/// The terminal the full-screen mode draws on.
pub struct Screen(pub Terminal<CrosstermBackend<Stdout>>);

/// How this terminal draws.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Drawing(pub Look);

pub fn plugin(app: &mut App) {
    app.init_resource::<Drawing>();
    app.add_systems(Last, draw);
}

/// Everything a frame shows.
#[derive(bevy::ecs::system::SystemParam)]
struct Shows<'w> {
    state: Res<'w, State<GameState>>,
    round: Res<'w, Round>,
    shown: Res<'w, Shown>,
    result: Res<'w, RoundResult>,
    feed: Res<'w, Feed>,
    score: Res<'w, MatchScore>,
    settings: Res<'w, MatchSettings>,
    words: Res<'w, Words>,
    overlay: Res<'w, Overlay>,
    cursor: Res<'w, Cursor>,
    row: Res<'w, ChosenRow>,
    drawing: Res<'w, Drawing>,
}

fn draw(
    screen: Option<NonSendMut<Screen>>,
    shows: Shows,
    mut at: ResMut<BoardAt>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(mut screen) = screen else {
        return;
    };
    let mut board_at = None;
    let drawn = screen.0.draw(|frame| {
        let area = frame.area();
        match shows.state.get() {
            GameState::Menu => title_screen(frame, area, &shows),
            _ => board_at = round_screen(frame, area, &shows),
        }
        match *shows.overlay {
            Overlay::Help => help(frame, area, &shows.words),
            Overlay::Leave => leave_question(frame, area, &shows.words),
            Overlay::Nothing => {}
        }
    });
    at.set_if_neq(BoardAt(board_at));
    // The terminal is gone (the connection dropped): nobody is watching.
    if drawn.is_err() {
        exit.write(AppExit::Success);
    }
}

fn title_screen(frame: &mut ratatui::Frame, area: Rect, shows: &Shows) {
    let words = &*shows.words;
    let mut lines = vec![
        Line::styled(
            t!(words, "game-title"),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Line::default(),
    ];
    for (number, row) in Row::ALL.into_iter().enumerate() {
        if !row.applies(&shows.settings) {
            continue;
        }
        let text = format!(" {}  {} ", number + 1, row.text(&shows.settings, words));
        let style = if row == shows.row.0 {
            Style::new().add_modifier(Modifier::REVERSED)
        } else {
            Style::new()
        };
        lines.push(Line::styled(text, style));
    }
    lines.push(Line::default());
    lines.push(Line::raw(t!(words, "terminal-menu-keys")));
    lines.extend(notice(&shows.feed, shows.drawing.0));
    frame.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: false }),
        inset(area),
    );
}

/// The round, or its end: who plays whom, the board, what happened.
/// Returns where the board's top-left square is.
fn round_screen(frame: &mut ratatui::Frame, area: Rect, shows: &Shows) -> Option<(u16, u16)> {
    let words = &*shows.words;
    let rules = shows.round.game().rules();
    let (width, height) = board_text::size(rules);
    let needed = (width.max(44) + 2, height + 8);
    if area.width < needed.0 || area.height < needed.1 {
        let text = t!(
            words,
            "terminal-too-small",
            columns = needed.0,
            rows = needed.1
        );
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return None;
    }
    // As the window's header: the name and mark, then who it is.
    let seat = |seat: Seat| {
        let player = shows.round.player_of(seat);
        let name = shows.settings.shown_name(seat, words);
        match shows.round.controller(seat) {
            _ if shows.settings.is_you(seat) => {
                format!("{name} ({player}), {}", t!(words, "round-you"))
            }
            Controller::Computer => format!(
                "{name} ({player}), {}",
                difficulty_label(shows.settings.difficulty, words)
            ),
            _ => format!("{name} ({player})"),
        }
    };
    let header = vec![
        Line::styled(
            format!("{} – {}", seat(Seat::One), seat(Seat::Two)),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Line::raw(format!(
            "{} · {}",
            board_label(shows.settings.board, words),
            score_text(&shows.score, &shows.settings, words)
        )),
    ];
    frame.render_widget(Paragraph::new(header), inset(area));
    let left = area.x + (area.width - width) / 2;
    let top = area.y + 3;
    let winning = match &*shows.result {
        RoundResult::Win { lines, .. } => lines.iter().flat_map(|l| l.cells().to_vec()).collect(),
        _ => Vec::new(),
    };
    let marked = Marked {
        cursor: shows.cursor.0,
        winning,
    };
    let board = board_text::lines(&shows.shown.board(&shows.round), &marked, shows.drawing.0);
    frame.render_widget(Paragraph::new(board), Rect::new(left, top, width, height));
    let mut below = vec![Line::styled(
        shows.feed.status.clone(),
        Style::new().add_modifier(Modifier::BOLD),
    )];
    below.extend(
        [&shows.feed.last_move, &shows.feed.coach]
            .into_iter()
            .flatten()
            .map(|text| Line::raw(text.clone())),
    );
    below.extend(notice(&shows.feed, shows.drawing.0));
    below.push(Line::styled(
        t!(words, "terminal-footer"),
        Style::new().add_modifier(Modifier::DIM),
    ));
    let text_top = top + height + 1;
    let rest = Rect::new(
        area.x,
        text_top,
        area.width,
        area.bottom().saturating_sub(text_top),
    );
    frame.render_widget(Paragraph::new(below).wrap(Wrap { trim: true }), inset(rest));
    Some((left, top))
}

/// A problem notice, if one shows.
fn notice(feed: &Feed, look: Look) -> Option<Line<'static>> {
    let notice = feed.notice.as_ref()?;
    let style = if look.no_color {
        Style::new().add_modifier(Modifier::BOLD)
    } else {
        Style::new().fg(Color::Red).add_modifier(Modifier::BOLD)
    };
    Some(Line::styled(notice.text.clone(), style))
}

fn help(frame: &mut ratatui::Frame, area: Rect, words: &Words) {
    let mut lines: Vec<Line> = super::help::rules(words)
        .into_iter()
        .flat_map(|text| [Line::raw(text), Line::default()])
        .collect();
    for section in super::help::sections(words) {
        lines.push(Line::styled(
            section.heading,
            Style::new().add_modifier(Modifier::BOLD),
        ));
        for (keys, what) in section.keys {
            lines.push(Line::from(vec![
                Span::styled(
                    format!("  {keys}: "),
                    Style::new().add_modifier(Modifier::BOLD),
                ),
                Span::raw(what),
            ]));
        }
    }
    let block = Block::bordered().title(format!(" {} ", t!(words, "help-title")));
    let box_area = inset(area);
    frame.render_widget(Clear, box_area);
    frame.render_widget(
        Paragraph::new(lines).block(block).wrap(Wrap { trim: true }),
        box_area,
    );
}

fn leave_question(frame: &mut ratatui::Frame, area: Rect, words: &Words) {
    let lines = vec![
        Line::styled(
            t!(words, "round-leave-round"),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Line::raw(t!(words, "round-leave-round-why")),
        Line::default(),
        Line::raw(t!(words, "round-leave-keys")),
    ];
    let width = area.width.min(56);
    let height = 7.min(area.height);
    let box_area = Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    );
    frame.render_widget(Clear, box_area);
    frame.render_widget(
        Paragraph::new(lines)
            .block(Block::bordered())
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true }),
        box_area,
    );
}

/// An area with a column of space either side.
fn inset(area: Rect) -> Rect {
    Rect::new(
        area.x + 1,
        area.y,
        area.width.saturating_sub(2),
        area.height,
    )
}
