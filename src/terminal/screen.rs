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
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Wrap};

use super::board_text::{self, Look, Marked};
use super::coach::CoachView;
use super::keys::{BoardAt, Cursor, HelpScroll, Hidden, Overlay};
use super::menu::{ChosenRow, Row};
use super::typing::{Purpose, Typed};
use crate::core::Board;
use crate::core::matchup::{MAX_NAME_CHARS, Seat};
use crate::core::ultimate::numpad_of;
use crate::game::announce::{Announce, Announcement, Feed};
use crate::game::online::Online;
use crate::game::online::leaderboard::Standings;
use crate::game::online::{SavedSeat, rating_change_text};
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::outcome::RoundResult;
use crate::game::round::score::{MatchScore, score_text};
use crate::game::round::turn::Turn;
use crate::game::setup::language::Words;
use crate::game::setup::seat::Controller;
use crate::game::setup::seat::{Authority, Mode};
use crate::game::setup::settings::{MatchSettings, board_short_label, difficulty_label};
use crate::game::state::GameState;
use crate::game::stats::Statistics;
use crate::i18n::t;

/// The terminal the full-screen mode draws on.
pub struct Screen(pub Terminal<CrosstermBackend<Stdout>>);

/// How this terminal draws.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Drawing(pub Look);

pub fn plugin(app: &mut App) {
    app.init_resource::<Drawing>();
    app.init_resource::<Pointing>();
    app.add_systems(Last, (remember_pointing, draw).chain());
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
    coach: CoachView<'w>,
    online: Res<'w, Online>,
    typed: Res<'w, Typed>,
    time: Res<'w, Time<Real>>,
    stats: Res<'w, Statistics>,
    standings: Res<'w, Standings>,
    saved: Res<'w, SavedSeat>,
    pointing: Res<'w, Pointing>,
    turn: Res<'w, Turn>,
    help_scroll: Res<'w, HelpScroll>,
}

/// What the last key said of where it points (a square's name and mark, a
/// small board picked), until the round changes: the window shows it with
/// its cursor and frame.
#[derive(Resource, Default)]
pub struct Pointing(Option<String>);

fn remember_pointing(
    mut heard: MessageReader<Announce>,
    round: Res<Round>,
    mut pointing: ResMut<Pointing>,
) {
    if round.is_changed() {
        pointing.0 = None;
    }
    for said in heard.read() {
        if said.kind == Announcement::Focus {
            pointing.0 = Some(said.text.clone());
        }
    }
}

fn draw(
    screen: Option<NonSendMut<Screen>>,
    shows: Shows,
    mut at: ResMut<BoardAt>,
    mut hidden: ResMut<Hidden>,
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
            Overlay::Help => help(frame, area, &shows.words, shows.help_scroll.0),
            Overlay::Leave => leave_question(frame, area, &shows),
            Overlay::Report(reason) => {
                let question = super::help::report_question(reason, &shows.settings, &shows.words);
                centred_box(frame, area, question.into_iter().map(Line::raw).collect());
            }
            Overlay::Typing(purpose) => typing_box(frame, area, purpose, &shows),
            Overlay::Statistics => {
                let lines = super::statistics::lines(&shows.stats, &shows.words);
                let lines = lines.into_iter().map(Line::raw).collect();
                centred_box(frame, area, lines);
            }
            Overlay::Leaderboard(board) => {
                let lines = super::leaderboard::lines(&shows.standings, board, &shows.words);
                let lines = lines.into_iter().map(Line::raw).collect();
                centred_box(frame, area, lines);
            }
            Overlay::Nothing => {}
        }
        if shows.drawing.0.turn_right_to_left {
            super::bidi::display_order(frame.buffer_mut());
        }
    });
    at.set_if_neq(BoardAt(board_at));
    let in_round = *shows.state.get() != GameState::Menu;
    hidden.set_if_neq(Hidden(in_round && board_at.is_none()));
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
    if shows.settings.mode == Mode::Online {
        lines.extend(online_lines(shows));
    }
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
    let needed = (width + 4, height + 8);
    // Short but wide (Ultimate in 80 x 24): the words beside the board.
    let beside = area.height < needed.1
        && area.width >= width + BESIDE_TEXT + 6
        && area.height >= height + 4;
    if !beside && (area.width < needed.0 || area.height < needed.1) {
        let text = t!(
            words,
            "terminal-too-small",
            columns = needed.0,
            rows = needed.1
        );
        let lines = vec![Line::raw(text), Line::raw(t!(words, "terminal-footer"))];
        frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), area);
        return None;
    }
    frame.render_widget(Paragraph::new(header(shows)), inset(area));
    let left = if beside {
        area.x + 2
    } else {
        area.x + (area.width - width) / 2
    };
    let top = area.y + 3;
    let winning = match &*shows.result {
        RoundResult::Win { lines, .. } => lines.iter().flat_map(|l| l.cells().to_vec()).collect(),
        _ => Vec::new(),
    };
    let shown = shows.shown.board(&shows.round);
    let reviewed = shows.coach.reviewed(&shows.round);
    let marked = Marked {
        // A review marks its move; the cursor is the round's.
        cursor: shows.cursor.0.filter(|_| reviewed.is_none()),
        winning,
        hinted: shows.coach.hinted(&shown),
        values: shows.coach.values(&shown),
        reviewed,
    };
    let board = board_text::lines(&shown, &marked, shows.drawing.0);
    frame.render_widget(Paragraph::new(board), Rect::new(left, top, width, height));
    let rest = if beside {
        let text_left = left + width + 2;
        Rect::new(
            text_left,
            top,
            area.right().saturating_sub(text_left),
            area.bottom().saturating_sub(top),
        )
    } else {
        let text_top = top + height + 1;
        Rect::new(
            area.x,
            text_top,
            area.width,
            area.bottom().saturating_sub(text_top),
        )
    };
    let below = below_the_board(shows, &shown);
    frame.render_widget(Paragraph::new(below).wrap(Wrap { trim: true }), inset(rest));
    Some((left, top))
}

/// The narrowest column of words beside the board, in cells.
const BESIDE_TEXT: u16 = 30;

/// Who plays whom, as the window's header says it (the name and mark, then
/// who it is), then the board and the score.
fn header(shows: &Shows) -> Vec<Line<'static>> {
    let words = &*shows.words;
    let seat = |seat: Seat| {
        let player = shows.round.player_of(seat);
        let name = shows.settings.shown_name(seat, words);
        match shows.round.controller(seat) {
            _ if shows.settings.is_you(seat) => {
                format!("{name} ({player}), {}", t!(words, "round-you"))
            }
            Controller::Computer if shows.settings.engine_plays(seat) => {
                format!("{name} ({player})")
            }
            Controller::Computer => format!(
                "{name} ({player}), {}",
                difficulty_label(shows.settings.difficulty, words)
            ),
            _ => format!("{name} ({player})"),
        }
    };
    vec![
        Line::styled(
            format!("{} – {}", seat(Seat::One), seat(Seat::Two)),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        Line::raw(format!(
            "{} · {}",
            board_short_label(shows.settings.board, words),
            score_text(&shows.score, &shows.settings, words)
        )),
    ]
}

/// Whose turn or the result, the last move, the coach, the room, a
/// notice, and the keys.
fn below_the_board(shows: &Shows, shown: &Board) -> Vec<Line<'static>> {
    let mut below = vec![Line::styled(
        shows.feed.status.clone(),
        Style::new().add_modifier(Modifier::BOLD),
    )];
    below.extend(where_to_play(shows, shown));
    below.extend(
        [&shows.feed.last_move, &shows.feed.coach, &shows.pointing.0]
            .into_iter()
            .flatten()
            .map(|text| Line::raw(text.clone())),
    );
    below.extend(shows.coach.legend(shown, &shows.words).map(Line::raw));
    let over = *shows.state.get() == GameState::GameOver;
    below.extend(room_lines(shows));
    if over {
        // A rated round's end: the rating's move, and the report keys.
        let rating = shows.online.rating_change();
        below.extend(rating.map(|change| Line::raw(rating_change_text(change, &shows.words))));
        below.extend(super::help::report_line(&shows.online, &shows.words).map(Line::raw));
    }
    below.extend(notice(&shows.feed, shows.drawing.0));
    // After a round, what comes next; during it, the way to every key.
    let keys = if over && shows.coach.reviewed(&shows.round).is_none() {
        t!(shows.words, "terminal-plain-over")
    } else {
        t!(shows.words, "terminal-footer")
    };
    below.push(Line::styled(keys, Style::new().add_modifier(Modifier::DIM)));
    below
}

/// On Ultimate, for the player at this device to move: the board the last
/// move sent them to, or that they may pick any open one.
fn where_to_play(shows: &Shows, shown: &Board) -> Option<Line<'static>> {
    let position = shown.ultimate()?;
    let human = !shows.round.is_over() && !shows.shown.is_past() && shows.turn.is_human();
    let words = &*shows.words;
    let text = match position.next_board() {
        _ if !human => return None,
        Some(board) => t!(words, "terminal-sent-to", board = numpad_of(board)),
        None => t!(words, "terminal-any-board"),
    };
    Some(Line::raw(text))
}

/// Online on the title screen: its keys, then where online play stands
/// (connecting, looking for a player) or why the last try failed.
fn online_lines(shows: &Shows) -> Vec<Line<'static>> {
    let words = &*shows.words;
    let mut lines = Vec::new();
    if shows.online.is_offline() {
        // The way back to a kept seat comes first, as in the window.
        let back = super::help::back_to_room_line(&shows.saved, words);
        lines
            .extend(back.map(|text| Line::styled(text, Style::new().add_modifier(Modifier::BOLD))));
        lines.push(Line::raw(t!(words, "terminal-online-keys")));
    } else {
        lines.push(Line::raw(format!(
            "{} (Esc)",
            t!(words, "title-stop-looking")
        )));
    }
    // A failed try is said once: the notice, then this line once it fades.
    let notice = shows
        .feed
        .notice
        .as_ref()
        .map(|notice| notice.text.as_str());
    if let Some(situation) = shows.online.situation(words)
        && notice != Some(situation.as_str())
    {
        lines.push(Line::styled(
            situation,
            Style::new().add_modifier(Modifier::BOLD),
        ));
    }
    lines
}

/// Online in a round: where the room stands (waiting for the friend, the
/// friend away), its code, the link for a browser friend, and the move's
/// clock.
fn room_lines(shows: &Shows) -> Vec<Line<'static>> {
    let mut lines: Vec<Line<'static>> = shows
        .online
        .situation(&shows.words)
        .map(|text| Line::styled(text, Style::new().add_modifier(Modifier::BOLD)))
        .into_iter()
        .collect();
    lines.extend(room_line(shows));
    lines
}

fn room_line(shows: &Shows) -> Option<Line<'static>> {
    let code = shows.online.code()?;
    let mut parts = vec![format!("{}: {code}", t!(shows.words, "round-room"))];
    // A rated room is nobody's to invite to.
    if !shows.online.is_rated() {
        parts.extend(shows.online.link());
    }
    let now = shows.time.elapsed_secs_f64();
    if let Some(clock) = shows.online.move_clock(now).filter(|clock| clock.running) {
        parts.push(clock.text());
    }
    Some(Line::raw(parts.join(" · ")))
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

fn help(frame: &mut ratatui::Frame, area: Rect, words: &Words, scroll: u16) {
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
    let block = Block::bordered()
        .title(format!(" {} ", t!(words, "help-title")))
        .title_bottom(format!(" {} ", t!(words, "terminal-help-keys")))
        .padding(Padding::horizontal(1));
    let box_area = inset(area);
    // No further than the last line: the help stays on screen however far
    // the arrows go.
    let scroll = scroll.min(
        u16::try_from(lines.len())
            .unwrap_or(u16::MAX)
            .saturating_sub(1),
    );
    frame.render_widget(Clear, box_area);
    frame.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: true })
            .scroll((scroll, 0)),
        box_area,
    );
}

/// The question before leaving: a room's, online.
fn leave_question(frame: &mut ratatui::Frame, area: Rect, shows: &Shows) {
    let words = &*shows.words;
    let (title, why) = if shows.round.authority() == Authority::Server {
        (
            t!(words, "round-leave-room"),
            t!(words, "round-leave-room-why"),
        )
    } else {
        (
            t!(words, "round-leave-round"),
            t!(words, "round-leave-round-why"),
        )
    };
    let lines = vec![
        Line::styled(title, Style::new().add_modifier(Modifier::BOLD)),
        Line::raw(why),
        Line::default(),
        Line::raw(t!(words, "round-leave-keys")),
    ];
    centred_box(frame, area, lines);
}

/// A name or a code being typed, with a cursor after it.
fn typing_box(frame: &mut ratatui::Frame, area: Rect, purpose: Purpose, shows: &Shows) {
    let mut lines = vec![
        Line::raw(purpose.question(&shows.words)),
        Line::default(),
        Line::from(vec![
            Span::styled(
                shows.typed.0.clone(),
                Style::new().add_modifier(Modifier::BOLD),
            ),
            Span::styled("_", Style::new().add_modifier(Modifier::SLOW_BLINK)),
        ]),
    ];
    // A name stops at its limit: said, so that the letters that do not
    // come are not a mystery.
    if let Purpose::Name(_) = purpose {
        lines.push(Line::default());
        lines.push(Line::styled(
            t!(shows.words, "settings-name-limit", count = MAX_NAME_CHARS),
            Style::new().add_modifier(Modifier::DIM),
        ));
    }
    centred_box(frame, area, lines);
}

fn centred_box(frame: &mut ratatui::Frame, area: Rect, lines: Vec<Line<'static>>) {
    let width = area.width.min(72);
    // Each line as wrapped inside the box's borders.
    let inside = usize::from(width.saturating_sub(2)).max(1);
    let rows: usize = lines
        .iter()
        .map(|line| line.width().div_ceil(inside).max(1))
        .sum();
    let height = (rows as u16 + 4).max(6).min(area.height);
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
