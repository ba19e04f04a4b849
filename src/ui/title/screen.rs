//! The title screen: it plays. The four ways to play as large cards, the
//! computer's strength as chips, and Start, all in view at once; online,
//! creating a room and joining one by its code. Everything that is not
//! about how to play this match (names, board, who goes first, look,
//! sound) is in the settings sheet, one tap away, with the statistics and
//! the help beside it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::core::Difficulty;
use crate::core::matchup::{FirstMove, Seat};
use crate::core::offered::BoardChoice;
use crate::game::activity::StillBusy;
use crate::game::announce::Feed;
use crate::game::flow::{QuitAllowed, RoundCommand};
use crate::game::online::{NEEDS_THE_NETWORK, Offline, Online, OnlineCommand, SavedSeat};
use crate::game::replay::{ReplayTrouble, replay_error_text};
use crate::game::round::score::MatchScore;
use crate::game::setup::language::Words;
use crate::game::setup::preferences::ThemeChoice;
use crate::game::setup::seat::Mode;
use crate::game::setup::settings::{MatchSettings, board_short_label, difficulty_label};
use crate::game::state::GameState;
use crate::i18n::t;
use crate::ui::egui_host::{Landmarks, UiSystems, root_ui};
use crate::ui::input::keymap::{self, Action};
use crate::ui::layout::SHORT_WINDOW;
use crate::ui::overlay::Overlay;
use crate::ui::scripts::visual;
use crate::ui::theme::{
    Palette, Radius, SMALLEST_TARGET, Space, Type, egui_color, regular, strong,
};
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

/// What the title screen's controls asked for this frame.
#[derive(Default)]
struct Asked {
    command: Option<RoundCommand>,
    online: Option<OnlineCommand>,
    overlay: Option<Overlay>,
    /// Leave the quick-match queue for a game against the computer.
    instead: bool,
}

fn title_screen(
    mut contexts: EguiContexts,
    mut settings: ResMut<MatchSettings>,
    feed: Res<Feed>,
    replay_trouble: Res<ReplayTrouble>,
    score: Res<MatchScore>,
    quit: Res<QuitAllowed>,
    (online, saved, time): (Res<Online>, Res<SavedSeat>, Res<Time<Real>>),
    offline: Option<Res<Offline>>,
    mut typed: ResMut<TypedCode>,
    (palette, words): (Res<Palette>, Res<Words>),
    mut overlay: ResMut<Overlay>,
    mut landmarks: ResMut<Landmarks>,
    mut commands: MessageWriter<RoundCommand>,
    mut online_commands: MessageWriter<OnlineCommand>,
    mut start_next: Local<bool>,
    mut busy: MessageWriter<StillBusy>,
) -> Result {
    // The computer chosen instead of waiting starts a frame after the mode
    // changed, so the menu has said its new summary before the round's
    // first words.
    if std::mem::take(&mut *start_next) {
        commands.write(RoundCommand::Start);
    }
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(
        ctx,
        "menu root",
        Rect::from_corners(Vec2::ZERO, Vec2::INFINITY),
    );
    // Edited on a copy: the settings count as changed only when they are.
    let mut edited = settings.clone();
    let palette = *palette;
    let mut asked = Asked::default();
    let screen = ctx.content_rect();
    // A short window keeps Start in sight at the bottom, however far the
    // choices above it scroll.
    let pinned = screen.height() < 700.0 && edited.mode != Mode::Online;
    if pinned {
        egui::Panel::bottom("start bar")
            .resizable(false)
            .show_separator_line(false)
            .frame(
                egui::Frame::new()
                    .fill(egui_color(palette.background))
                    .inner_margin(egui::Margin::symmetric(Space::L as i8, Space::S as i8)),
            )
            .show(&mut root, |ui| {
                ui.vertical_centered(|ui| {
                    ui.set_max_width(COLUMN.min(ui.available_width()));
                    start_button(ui, &mut asked, &mut landmarks, &words);
                });
            });
    }
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(egui_color(palette.background))
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
                    // The quieter choices sit at the top but come last for
                    // Tab: a keyboard player reaches the ways to play first.
                    let (top, _) = ui.allocate_exact_size(
                        egui::vec2(ui.available_width(), SMALLEST_TARGET),
                        egui::Sense::hover(),
                    );
                    // Air above the title where the choices fit anyway
                    // (Online's are longer: its code field stays in sight).
                    let spare = screen.height() - 640.0;
                    if spare > 0.0 && edited.mode != Mode::Online {
                        ui.add_space(spare / 3.0);
                    }
                    // A phone on its side has room for the name only beside
                    // the top row's buttons (where the row is wide enough).
                    let name_in_top_row = screen.height() < SHORT_WINDOW && top.width() >= 480.0;
                    if !name_in_top_row {
                        title(ui, &palette, &words);
                    }
                    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                        let replay_trouble = replay_trouble
                            .0
                            .as_ref()
                            .map(|why| replay_error_text(why, &words));
                        if let Some(why) = &replay_trouble {
                            ui.add(
                                egui::Label::new(egui::RichText::new(why).color(palette.notice))
                                    .wrap(),
                            );
                            ui.add_space(Space::S);
                        }
                        mode_cards(ui, &mut edited.mode, &palette, &words);
                        ui.add_space(Space::M);
                        if edited.mode == Mode::Online {
                            online_start(
                                ui,
                                &online,
                                online.search_wait(time.elapsed_secs_f64()),
                                saved.0.as_ref().map(|ticket| ticket.code.as_str()),
                                Offline::now(offline.as_deref()),
                                &mut typed.0,
                                &mut asked,
                                &words,
                            );
                        } else {
                            if edited.mode.has_computer() {
                                widgets::section(ui, &t!(words, "title-strength"));
                                let labels = Difficulty::ALL.map(|d| difficulty_label(d, &words));
                                let options: [(Difficulty, &str); 3] = std::array::from_fn(|i| {
                                    (Difficulty::ALL[i], labels[i].as_str())
                                });
                                widgets::chips(ui, &mut edited.difficulty, &options);
                                ui.add_space(Space::S);
                            }
                            if !pinned {
                                ui.add_space(Space::S);
                                start_button(ui, &mut asked, &mut landmarks, &words);
                            }
                        }
                        match_summary(ui, &edited, &mut asked, &words);
                        // Only a promise it keeps: another board, mode,
                        // strength or name starts a new score.
                        if score.rounds() > 0 && score.carries_on(&edited) {
                            widgets::note(
                                ui,
                                &t!(words, "title-session-rounds", count = score.rounds()),
                            );
                        }
                        // (The online section says why it could not go
                        // online, for longer than a notice lasts.)
                        if let Some(notice) = &feed.notice
                            && online.trouble().map(|why| why.text(&words)).as_ref()
                                != Some(&notice.text)
                            && replay_trouble.as_ref() != Some(&notice.text)
                        {
                            ui.add(
                                egui::Label::new(
                                    egui::RichText::new(&notice.text).color(palette.notice),
                                )
                                .wrap(),
                            );
                        }
                    });
                    let mut row = ui.new_child(
                        egui::UiBuilder::new()
                            .max_rect(top)
                            .layout(egui::Layout::left_to_right(egui::Align::Center)),
                    );
                    top_row(&mut row, quit.0, &mut asked, &words);
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
                });
            });
        });
    // The computer, as the computer: the menu shows the new mode.
    if asked.instead {
        edited.mode = Mode::HumanVsComputer;
        *start_next = true;
        busy.write(StillBusy::Waiting);
    }
    settings.set_if_neq(edited);
    if let Some(command) = asked.command {
        commands.write(command);
    }
    if let Some(command) = asked.online {
        online_commands.write(command);
    }
    if let Some(open) = asked.overlay {
        *overlay = open;
    }
    Ok(())
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

/// What each way to play means, under its name on its card.
fn mode_blurb(mode: Mode, words: &Words) -> String {
    match mode {
        Mode::HumanVsHuman => t!(words, "title-blurb-human-vs-human"),
        Mode::HumanVsComputer => t!(words, "title-blurb-human-vs-computer"),
        Mode::ComputerVsComputer => t!(words, "title-blurb-computer-vs-computer"),
        Mode::Online => t!(words, "title-blurb-online"),
    }
}

/// The four ways to play as large cards, two by two (one above the other
/// on a narrow phone).
fn mode_cards(ui: &mut egui::Ui, mode: &mut Mode, palette: &Palette, words: &Words) {
    let gap = Space::S;
    let room = ui.available_width();
    let columns = if room >= 2.0 * 200.0 + gap { 2 } else { 1 };
    let width = ((room - gap * (columns - 1) as f32) / columns as f32).floor();
    let height = if ui.ctx().content_rect().height() < 600.0 {
        60.0
    } else {
        72.0
    };
    // A long name or blurb (a long language's) steps the names of all the
    // cards down a size before one would widen its card past the column.
    let room = width - 2.0 * ui.spacing().button_padding.x;
    let widest = |size: f32| {
        Mode::ALL
            .iter()
            .flat_map(|mode| {
                [
                    (mode.label(words), strong(size)),
                    (mode_blurb(*mode, words), regular(Type::SMALL)),
                ]
            })
            .map(|(text, font)| {
                ui.painter()
                    .layout_no_wrap(text, font, egui::Color32::WHITE)
                    .size()
                    .x
            })
            .fold(0.0, f32::max)
    };
    let name_size = if widest(Type::HEADING) <= room {
        Type::HEADING
    } else {
        Type::BODY
    };
    egui::Grid::new("mode cards")
        .num_columns(columns)
        .spacing(egui::vec2(gap, gap))
        .show(ui, |ui| {
            for (i, option) in Mode::ALL.into_iter().enumerate() {
                let selected = *mode == option;
                // High contrast shows the choice inverted, as its chips do:
                // a change of shade alone is too faint there.
                let inverted = selected && palette.theme == ThemeChoice::HighContrast;
                let (name_colour, blurb) = if inverted {
                    (palette.on_accent, palette.on_accent)
                } else {
                    (palette.text, palette.text_muted)
                };
                let room = width - 2.0 * ui.spacing().button_padding.x;
                let name = option.label(words);
                let blurb_text = format!("\n{}", mode_blurb(option, words));
                let job = |name_size: f32| {
                    let mut text = egui::text::LayoutJob::default();
                    text.append(
                        &name,
                        0.0,
                        egui::TextFormat::simple(strong(name_size), name_colour),
                    );
                    text.append(
                        &blurb_text,
                        0.0,
                        egui::TextFormat::simple(regular(Type::SMALL), blurb),
                    );
                    text
                };
                let mut text = job(name_size);
                text.wrap.max_width = room;
                let (fill, stroke) = match (selected, inverted) {
                    (_, true) => (palette.accent, egui::Stroke::new(2.5, palette.accent)),
                    (true, false) => (palette.selected, egui::Stroke::new(2.5, palette.accent)),
                    (false, _) => (palette.surface, egui::Stroke::new(1.0, palette.outline)),
                };
                let card = egui::Button::new(text)
                    .selected(selected)
                    .fill(fill)
                    .stroke(stroke)
                    .corner_radius(Radius::CARD)
                    .min_size(egui::vec2(width, height))
                    .wrap();
                // The card's own width is all its words may take: a long
                // blurb wraps rather than widening its column.
                let response = ui
                    .allocate_ui_with_layout(
                        egui::vec2(width, height),
                        egui::Layout::top_down_justified(egui::Align::Center),
                        |ui| ui.add(card),
                    )
                    .inner;
                widgets::state_ring(ui, &response, Radius::CARD);
                if response.clicked() {
                    *mode = option;
                }
                if (i + 1) % columns == 0 {
                    ui.end_row();
                }
            }
        });
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
            BoardChoice::Ultimate => board_short_label(BoardChoice::Ultimate, words),
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

/// Online: open a room, or join a friend's by its code, side by side on
/// the first screen. A device that knows it has no network says so first.
fn online_start(
    ui: &mut egui::Ui,
    online: &Online,
    search_wait: Option<u64>,
    kept_seat: Option<&str>,
    no_network: bool,
    code: &mut String,
    asked: &mut Asked,
    words: &Words,
) {
    let busy = !online.is_offline();
    let width = ui.available_width();
    // A game closed mid-room (a tab, the window) keeps its seat a while:
    // the way back comes first.
    if let Some(code) = kept_seat.filter(|_| !busy) {
        let back = t!(words, "title-back-to-room", code = code);
        if widgets::control(ui, Rank::Primary, &back, None, width, true).clicked() {
            asked.online = Some(OnlineCommand::Join(code.to_string()));
        }
        ui.add_space(Space::S);
    }
    if online.is_searching() {
        let stop = t!(words, "title-stop-looking");
        if widgets::control(ui, Rank::Secondary, &stop, None, width, true).clicked() {
            asked.online = Some(OnlineCommand::Leave);
        }
        if online.offers_the_computer()
            && widgets::control(
                ui,
                Rank::Primary,
                &t!(words, "title-play-the-computer"),
                None,
                width,
                true,
            )
            .clicked()
        {
            asked.online = Some(OnlineCommand::Leave);
            asked.instead = true;
        }
    } else {
        // Refused as too soon: the button counts down to when it opens.
        let label = match search_wait {
            Some(left) => t!(
                words,
                "title-quick-match-in",
                time = format!("{}:{:02}", left / 60, left % 60)
            ),
            None => t!(words, "title-quick-match"),
        };
        let quick = widgets::control(
            ui,
            Rank::Primary,
            &label,
            Some(Action::Start),
            width,
            !busy && search_wait.is_none(),
        );
        if quick.clicked() {
            asked.online = Some(OnlineCommand::QuickMatch);
        }
        widgets::note(ui, &t!(words, "title-quick-match-note"));
        // Under the rated games it ranks, not in the top row (a phone's
        // top row has no room for a fifth word); a line of its own, so a
        // wrapped note never runs into it.
        if widgets::button(ui, Rank::Quiet, &t!(words, "title-leaderboard"), None).clicked() {
            asked.overlay = Some(Overlay::Leaderboard);
        }
    }
    // What is happening (connecting, looking), or why the last try
    // failed, which stays until the next: right under the button that
    // started it, where the player is looking.
    let trouble = |ui: &mut egui::Ui, text: &str| {
        ui.add(
            egui::Label::new(
                egui::RichText::new(text).color(widgets::Look::of(ui.ctx()).palette.notice),
            )
            .wrap(),
        );
    };
    match online.situation(words) {
        Some(why) if online.is_offline() => trouble(ui, &why),
        Some(situation) => {
            ui.add(egui::Label::new(egui::RichText::new(situation).strong()).wrap());
        }
        None if no_network => trouble(ui, NEEDS_THE_NETWORK),
        None => {}
    }
    widgets::section(ui, &t!(words, "title-play-a-friend"));
    let create_room = t!(words, "title-create-room");
    let create = widgets::control(ui, Rank::Secondary, &create_room, None, width, !busy);
    if create.clicked() {
        asked.online = Some(OnlineCommand::Create);
    }
    widgets::note(ui, &t!(words, "title-create-room-note"));
    widgets::note(ui, &t!(words, "title-join-note"));
    ui.horizontal(|ui| {
        // Greyed with its buttons while a search or a room is under way.
        let field = ui.add_enabled(
            !busy,
            egui::TextEdit::singleline(code)
                .hint_text(t!(words, "title-code-hint"))
                .char_limit(12)
                .font(strong(Type::HEADING))
                .desired_width(180.0)
                .min_size(egui::vec2(0.0, SMALLEST_TARGET))
                .vertical_align(egui::Align::Center),
        );
        widgets::name_field(&field, &t!(words, "title-room-code"), code);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let join = widgets::control(
            ui,
            Rank::Secondary,
            &t!(words, "title-join"),
            None,
            0.0,
            !busy,
        );
        if (join.clicked() || entered) && !busy {
            asked.online = Some(OnlineCommand::Join(code.clone()));
        }
        let watch = widgets::control(
            ui,
            Rank::Secondary,
            &t!(words, "title-watch"),
            None,
            0.0,
            !busy,
        );
        if watch.clicked() && !busy {
            asked.online = Some(OnlineCommand::Watch(code.clone()));
        }
    });
}
