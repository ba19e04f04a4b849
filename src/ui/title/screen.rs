//! The title screen: it plays. The four ways to play as large cards, the
//! computer's strength as chips, and Start, all in view at once; online,
//! creating a room and joining one by its code. Everything that is not
//! about how to play this match (names, board, who goes first, look,
//! sound) is in the settings sheet, one tap away, with the statistics and
//! the help beside it.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::asked::{Asked, TitleRequests};
use super::modes::mode_cards;
use super::online::{OnlineNow, online_start};
use crate::core::Difficulty;
use crate::core::matchup::{FirstMove, Seat};
use crate::core::offered::BoardChoice;
use crate::game::announce::Feed;
use crate::game::flow::{QuitAllowed, RoundCommand};
use crate::game::online::{Offline, Online, SavedSeat};
use crate::game::replay::{ReplayTrouble, replay_error_text};
use crate::game::round::score::MatchScore;
use crate::game::setup::language::Words;
use crate::game::setup::seat::Mode;
use crate::game::setup::settings::{MatchSettings, board_short_label, difficulty_label};
use crate::game::state::GameState;
use crate::i18n::t;
use crate::ui::egui_host::{Landmarks, UiSystems, root_ui};
use crate::ui::input::keymap::{self, Action};
use crate::ui::layout::SHORT_WINDOW;
use crate::ui::overlay::Overlay;
use crate::ui::scripts::visual;
use crate::ui::theme::{Palette, SMALLEST_TARGET, Space, Type, egui_color, strong};
use crate::ui::widgets::{self, Rank};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TypedCode>();
    app.add_systems(
        EguiPrimaryContextPass,
        title_screen
            .in_set(UiSystems::Panels)
            .run_if(in_state(GameState::Menu)),
    );
}

/// The room code being typed on the title screen.
#[derive(Resource, Default)]
struct TypedCode(String);

/// The widest the title screen's column grows.
const COLUMN: f32 = 560.0;

/// What the title screen shows besides the match's settings.
#[derive(SystemParam)]
struct TitleShows<'w> {
    feed: Res<'w, Feed>,
    replay_trouble: Res<'w, ReplayTrouble>,
    score: Res<'w, MatchScore>,
    quit: Res<'w, QuitAllowed>,
    online: Res<'w, Online>,
    saved: Res<'w, SavedSeat>,
    time: Res<'w, Time<Real>>,
    offline: Option<Res<'w, Offline>>,
    palette: Res<'w, Palette>,
    words: Res<'w, Words>,
}

/// One frame of the title screen: what it reads, and what its controls
/// change and ask for, applied once it is drawn.
struct TitleFrame<'a> {
    shows: &'a TitleShows<'a>,
    /// Edited on a copy: the settings count as changed only when they are.
    edited: MatchSettings,
    asked: Asked,
    typed: &'a mut String,
    landmarks: &'a mut Landmarks,
    /// The window's content.
    screen: egui::Rect,
    /// A short window keeps Start in sight at the bottom, however far the
    /// choices above it scroll.
    pinned: bool,
}

fn title_screen(
    mut contexts: EguiContexts,
    shows: TitleShows,
    mut typed: ResMut<TypedCode>,
    mut landmarks: ResMut<Landmarks>,
    mut requests: TitleRequests,
) -> Result {
    requests.start_if_due();
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(
        ctx,
        "menu root",
        Rect::from_corners(Vec2::ZERO, Vec2::INFINITY),
    );
    let edited = requests.settings().clone();
    let screen = ctx.content_rect();
    let pinned = screen.height() < 700.0 && edited.mode != Mode::Online;
    let mut frame = TitleFrame {
        shows: &shows,
        edited,
        asked: Asked::default(),
        typed: &mut typed.0,
        landmarks: &mut landmarks,
        screen,
        pinned,
    };
    if pinned {
        start_bar(&mut root, &mut frame);
    }
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(egui_color(shows.palette.background))
                .inner_margin(egui::Margin::symmetric(Space::L as i8, Space::M as i8)),
        )
        .show(&mut root, |ui| {
            // The column scrolls, so a scrolled edge fades across the
            // column and not the whole window.
            ui.vertical_centered(|ui| {
                ui.set_max_width(COLUMN.min(ui.available_width()));
                // The scroll bar's gutter is kept whether or not the bar
                // shows, so the column never shifts when it appears.
                let gutter = ui.spacing().scroll.allocated_width();
                let width = ui.available_width() - gutter;
                egui::ScrollArea::vertical().show(ui, |ui| {
                    ui.set_max_width(width);
                    column(ui, &mut frame);
                });
            });
        });
    let TitleFrame { edited, asked, .. } = frame;
    requests.carry_out(edited, asked);
    Ok(())
}

/// Start, pinned to the bottom of a short window.
fn start_bar(root: &mut egui::Ui, frame: &mut TitleFrame) {
    let words = &*frame.shows.words;
    egui::Panel::bottom("start bar")
        .resizable(false)
        .show_separator_line(false)
        .frame(
            egui::Frame::new()
                .fill(egui_color(frame.shows.palette.background))
                .inner_margin(egui::Margin::symmetric(Space::L as i8, Space::S as i8)),
        )
        .show(root, |ui| {
            ui.vertical_centered(|ui| {
                ui.set_max_width(COLUMN.min(ui.available_width()));
                start_button(ui, &mut frame.asked, frame.landmarks, words);
            });
        });
}

/// The scrolling column: the top row's buttons, the name, and the choices.
fn column(ui: &mut egui::Ui, frame: &mut TitleFrame) {
    let (palette, words) = (*frame.shows.palette, &*frame.shows.words);
    // The quieter choices sit at the top but come last for Tab: a keyboard
    // player reaches the ways to play first.
    let (top, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), SMALLEST_TARGET),
        egui::Sense::hover(),
    );
    // Air above the title where the choices fit anyway (Online's are
    // longer: its code field stays in sight).
    let spare = frame.screen.height() - 640.0;
    if spare > 0.0 && frame.edited.mode != Mode::Online {
        ui.add_space(spare / 3.0);
    }
    // A phone on its side has room for the name only beside the top row's
    // buttons (where the row is wide enough).
    let name_in_top_row = frame.screen.height() < SHORT_WINDOW && top.width() >= 480.0;
    if !name_in_top_row {
        title(ui, &palette, words);
    }
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        choices(ui, frame);
    });
    let mut row = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(top)
            .layout(egui::Layout::left_to_right(egui::Align::Center)),
    );
    top_row(&mut row, frame.shows.quit.0, &mut frame.asked, words);
    if name_in_top_row {
        let mut left = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(top)
                .layout(egui::Layout::left_to_right(egui::Align::Center)),
        );
        left.label(
            egui::RichText::new(t!(words, "game-title"))
                .font(strong(Type::TITLE))
                .color(palette.text),
        );
    }
    widgets::follow_focus(ui);
}

/// How to play this match, Start (or the online choices), what is set,
/// and what went wrong.
fn choices(ui: &mut egui::Ui, frame: &mut TitleFrame) {
    let shows = frame.shows;
    let (palette, words) = (*shows.palette, &*shows.words);
    let replay_trouble = shows
        .replay_trouble
        .0
        .as_ref()
        .map(|why| replay_error_text(why, words));
    if let Some(why) = &replay_trouble {
        ui.add(egui::Label::new(egui::RichText::new(why).color(palette.notice)).wrap());
        ui.add_space(Space::S);
    }
    mode_cards(ui, &mut frame.edited.mode, &palette, words);
    ui.add_space(Space::M);
    if frame.edited.mode == Mode::Online {
        let now = OnlineNow {
            online: &shows.online,
            search_wait: shows.online.search_wait(shows.time.elapsed_secs_f64()),
            kept_seat: shows.saved.0.as_ref().map(|ticket| ticket.code.as_str()),
            no_network: Offline::now(shows.offline.as_deref()),
        };
        online_start(ui, &now, frame.typed, &mut frame.asked, words);
    } else {
        if frame.edited.mode.has_computer() {
            strength(ui, &mut frame.edited.difficulty, words);
        }
        if !frame.pinned {
            ui.add_space(Space::S);
            start_button(ui, &mut frame.asked, frame.landmarks, words);
        }
    }
    match_summary(ui, &frame.edited, &mut frame.asked, words);
    // Only a promise it keeps: another board, mode, strength or name starts
    // a new score.
    let rounds = shows.score.rounds();
    if rounds > 0 && shows.score.carries_on(&frame.edited) {
        widgets::note(ui, &t!(words, "title-session-rounds", count = rounds));
    }
    // (The online section says why it could not go online, for longer than
    // a notice lasts.)
    if let Some(notice) = &shows.feed.notice
        && shows.online.trouble().map(|why| why.text(words)).as_ref() != Some(&notice.text)
        && replay_trouble.as_ref() != Some(&notice.text)
    {
        ui.add(egui::Label::new(egui::RichText::new(&notice.text).color(palette.notice)).wrap());
    }
}

/// The computer's strength, as chips.
fn strength(ui: &mut egui::Ui, difficulty: &mut Difficulty, words: &Words) {
    widgets::section(ui, &t!(words, "title-strength"));
    let labels = Difficulty::ALL.map(|d| difficulty_label(d, words));
    let options: [(Difficulty, &str); 3] =
        std::array::from_fn(|i| (Difficulty::ALL[i], labels[i].as_str()));
    widgets::chips(ui, difficulty, &options);
    ui.add_space(Space::S);
}

fn start_button(ui: &mut egui::Ui, asked: &mut Asked, landmarks: &mut Landmarks, words: &Words) {
    let width = ui.available_width();
    let start = widgets::button_sized(
        ui,
        Rank::Primary,
        &keymap::button(Action::Start, words),
        Some(Action::Start),
        width,
    );
    landmarks.record("start", start.rect);
    if start.clicked() {
        asked.command = Some(RoundCommand::Start);
    }
}

/// Settings, statistics and help, quietly at the top right; Quit on the
/// desktop, last. Laid out from the left, after the space they leave, so
/// that Tab meets them in the order they are read.
fn top_row(ui: &mut egui::Ui, can_quit: bool, asked: &mut Asked, words: &Words) {
    let mut items = vec![
        (t!(words, "title-settings"), None, Some(Overlay::Settings)),
        (
            t!(words, "title-statistics"),
            None,
            Some(Overlay::Statistics),
        ),
        (
            keymap::button(Action::Help, words),
            Some(Action::Help),
            Some(Overlay::Help),
        ),
    ];
    if can_quit {
        items.push((
            keymap::button(Action::Quit, words),
            Some(Action::Quit),
            None,
        ));
    }
    let gap = Space::XS;
    ui.spacing_mut().item_spacing.x = gap;
    let row_width = |ui: &egui::Ui| -> f32 {
        items
            .iter()
            .map(|(text, _, _)| widgets::button_width(ui, text) + gap)
            .sum()
    };
    // On a narrow screen the words keep less padding rather than run off,
    // and if that is not enough (a longer language), share the row equally
    // in a smaller size.
    if row_width(ui) > ui.available_width() {
        ui.spacing_mut().button_padding.x = Space::XS;
    }
    let share = if row_width(ui) > ui.available_width() {
        let n = items.len() as f32;
        ((ui.available_width() - gap * n) / n).floor()
    } else {
        0.0
    };
    ui.add_space((ui.available_width() - row_width(ui)).max(0.0));
    for (text, action, opens) in items {
        if widgets::button_sized(ui, Rank::Quiet, &text, action, share).clicked() {
            match opens {
                Some(overlay) => asked.overlay = Some(overlay),
                None => asked.command = Some(RoundCommand::Quit),
            }
        }
    }
}

/// The name over a small board with a winning diagonal: the game's art is
/// its own marks.
fn title(ui: &mut egui::Ui, palette: &Palette, words: &Words) {
    if ui.ctx().content_rect().height() < 700.0 {
        // A short screen keeps its room for the choices.
        ui.label(
            egui::RichText::new(t!(words, "game-title"))
                .font(strong(Type::DISPLAY))
                .color(palette.text),
        );
        return;
    }
    let side = 88.0;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    let painter = ui.painter_at(rect.expand(6.0));
    let cell = side / 3.0;
    let grid = egui::Stroke::new(2.5, egui_color(palette.grid));
    for i in 1..3 {
        let at = i as f32 * cell;
        painter.line_segment(
            [
                rect.min + egui::vec2(at, 2.0),
                rect.min + egui::vec2(at, side - 2.0),
            ],
            grid,
        );
        painter.line_segment(
            [
                rect.min + egui::vec2(2.0, at),
                rect.min + egui::vec2(side - 2.0, at),
            ],
            grid,
        );
    }
    let centre = |row: usize, col: usize| {
        rect.min + egui::vec2((col as f32 + 0.5) * cell, (row as f32 + 0.5) * cell)
    };
    for (row, col) in [(0, 0), (1, 1), (2, 2)] {
        widgets::paint_mark(&painter, centre(row, col), cell, true, palette);
    }
    for (row, col) in [(0, 2), (2, 0)] {
        widgets::paint_mark(&painter, centre(row, col), cell, false, palette);
    }
    let r = cell * 0.36;
    let line = egui::Stroke::new(cell * 0.16, egui_color(palette.win_line));
    let (from, to) = (
        centre(0, 0) - egui::vec2(r, r),
        centre(2, 2) + egui::vec2(r, r),
    );
    painter.line_segment([from, to], line);
    for end in [from, to] {
        painter.circle_filled(end, line.width / 2.0, line.color);
    }
    ui.label(
        egui::RichText::new(t!(words, "game-title"))
            .font(strong(Type::DISPLAY))
            .color(palette.text),
    );
    ui.add_space(Space::S);
}

/// "3 x 3 board · you go first", and the way to change it.
fn match_summary(ui: &mut egui::Ui, settings: &MatchSettings, asked: &mut Asked, words: &Words) {
    let first = match settings.first {
        FirstMove::Random => t!(words, "title-first-random"),
        FirstMove::TakeTurns => t!(words, "title-first-take-turns"),
        _ => match settings.first_seat() {
            Some(seat) if settings.mode == Mode::Online => match seat {
                Seat::One => t!(words, "title-first-maker"),
                Seat::Two => t!(words, "title-first-friend"),
            },
            Some(seat) if settings.mode.is_you(seat) => t!(words, "title-first-you"),
            Some(seat) if settings.mode.is_your_opponent(seat) => {
                t!(words, "title-first-computer")
            }
            Some(seat) => t!(
                words,
                "title-first-named",
                name = settings.shown_name(seat, words)
            ),
            None => String::new(),
        },
    };
    ui.add_space(Space::XS);
    ui.horizontal_wrapped(|ui| {
        let board = match settings.board {
            // A game's name, not a board's size.
            BoardChoice::Ultimate
            | BoardChoice::Misere
            | BoardChoice::Qubic
            | BoardChoice::Notakto => board_short_label(settings.board, words),
            other => t!(
                words,
                "title-summary-board",
                board = board_short_label(other, words)
            ),
        };
        // Online, the choices are a room's: a quick match has its own.
        let summary = match (settings.mode, settings.clock.seconds()) {
            (Mode::Online, Some(seconds)) => t!(
                words,
                "title-summary-room",
                board = board,
                first = first,
                seconds = seconds
            ),
            (Mode::Online, None) => t!(
                words,
                "title-summary-room-no-clock",
                board = board,
                first = first
            ),
            _ => t!(words, "title-summary", board = board, first = first),
        };
        widgets::note(ui, &visual(&summary));
        if widgets::button(ui, Rank::Quiet, &t!(words, "title-change"), None).clicked() {
            asked.overlay = Some(Overlay::Settings);
        }
    });
}
