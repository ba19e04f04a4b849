//! The panel beside the board (or under it, upright on a phone): the
//! controls in fixed places, the card of the moment (the result, the
//! review, a look back, the online room), the sound and labels switches,
//! and the moves as a timeline. Every button has its place whatever the
//! round says, so nothing moves between a look and a tap.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::controls::{Ask, View};
use super::result::{EndedAt, arrival, feeling};
use super::status_line::result_tint;
use crate::core::notation::square_name;
use crate::game::coach::hint::AnalysisOverlay;
use crate::game::coach::review::Review;
use crate::game::coach::{CoachCommand, ReviewStep, ViewStep};
use crate::game::flow::RoundCommand;
use crate::game::online::{CopyRequest, Online, rating_change_text};
use crate::game::players::computer::ComputersPaused;
use crate::game::replay::ReplayCommand;
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::history::HistoryRequest;
use crate::game::round::outcome::RoundResult;
use crate::game::round::score::{MatchScore, result_text, score_text};
use crate::game::setup::language::Words;
use crate::game::setup::preferences::Preferences;
use crate::game::setup::seat::Authority;
use crate::game::setup::settings::MatchSettings;
use crate::game::state::{GameState, InRound};
use crate::i18n::t;
use crate::ui::egui_host::{Landmarks, UiSystems, root_ui};
use crate::ui::input::keymap::{self, Action};
use crate::ui::layout::{BoardLayout, PanelSide};
use crate::ui::overlay::{LeaveRequest, Overlay};
use crate::ui::scripts::visual;
use crate::ui::theme::{Palette, Radius, SMALLEST_TARGET, Space, Type, regular, strong};
use crate::ui::widgets::{self, ControlWords, Rank};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        round_panel
            .in_set(UiSystems::Panels)
            .run_if(in_state(InRound)),
    );
}

/// Everything the panel's controls can ask for.
#[derive(SystemParam)]
struct PanelRequests<'w> {
    commands: MessageWriter<'w, RoundCommand>,
    leave: MessageWriter<'w, LeaveRequest>,
    history: MessageWriter<'w, HistoryRequest>,
    coach: MessageWriter<'w, CoachCommand>,
    copies: MessageWriter<'w, CopyRequest>,
    replays: MessageWriter<'w, ReplayCommand>,
}

/// What the panel reads of the round.
#[derive(SystemParam)]
struct RoundNow<'w> {
    time: Res<'w, Time>,
    ended: Res<'w, EndedAt>,
    score: Res<'w, MatchScore>,
    round: Res<'w, Round>,
    shown: Res<'w, Shown>,
    review: Res<'w, Review>,
    result: Res<'w, RoundResult>,
    analysis: Res<'w, AnalysisOverlay>,
    state: Res<'w, State<GameState>>,
    online: Res<'w, Online>,
}

fn round_panel(
    mut contexts: EguiContexts,
    now: RoundNow,
    layout: Res<BoardLayout>,
    mut paused: ResMut<ComputersPaused>,
    settings: Res<MatchSettings>,
    mut prefs: ResMut<Preferences>,
    palette: Res<Palette>,
    mut overlay: ResMut<Overlay>,
    mut landmarks: ResMut<Landmarks>,
    mut asks: PanelRequests,
    words: Res<Words>,
) -> Result {
    let RoundNow {
        time,
        ended,
        score,
        round,
        shown,
        review,
        result,
        analysis,
        state,
        online,
    } = now;
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "side root", layout.side_panel);
    let over = *state.get() == GameState::GameOver;
    // Edited on copies: the settings count as changed only when they are.
    let mut show_numbers = prefs.show_numbers;
    let mut sound = !prefs.muted;
    let view = View {
        round: &round,
        shown: *shown,
        review: &review,
        result: &result,
        settings: &settings,
        score: &score,
        rating_change: online.rating_change(),
        friend_left: round.authority() == Authority::Server && online.friend_left(),
        analysis: analysis.0,
        paused: paused.0,
        over,
        card: if over && result.is_decided() {
            ended.card_time(&time)
        } else {
            None
        },
        palette: *palette,
        words: &words,
    };
    let mut asked: Option<Ask> = None;
    let mut copy = None;
    let frame = egui::Frame::new()
        .fill(palette.surface)
        .inner_margin(egui::Margin::same(Space::M as i8));
    egui::CentralPanel::default()
        .frame(frame)
        .show(&mut root, |ui| {
            let edge = match layout.panel {
                PanelSide::Right => egui::Rect::from_min_max(
                    layout.side_panel.min.to_array().into(),
                    egui::pos2(layout.side_panel.min.x + 1.0, layout.side_panel.max.y),
                ),
                PanelSide::Bottom => egui::Rect::from_min_max(
                    layout.side_panel.min.to_array().into(),
                    egui::pos2(layout.side_panel.max.x, layout.side_panel.min.y + 1.0),
                ),
            };
            ui.painter().rect_filled(edge, 0, palette.outline);
            match layout.panel {
                PanelSide::Right => {
                    // A short window (a phone on its side) leaves the
                    // result's words to the status line and scrolls the
                    // controls, from the top in each round, keeping a
                    // share of the height for the moves.
                    let short = layout.is_short();
                    let room = CardRoom {
                        words: !short,
                        menu: false,
                    };
                    // The card of the moment comes under the controls, in
                    // the moves' room, so that no control moves when it
                    // arrives; in a short panel it leads the scrolled part.
                    let mut controls = |ui: &mut egui::Ui| {
                        if round.authority() == Authority::Server {
                            copy = room_card(ui, &online, &palette, &words);
                        }
                        if short {
                            moment_card(ui, &view, room, &mut asked, &mut landmarks);
                        }
                        control_grid(ui, &view, 2, &mut asked, &mut landmarks);
                        ui.add_space(Space::XS);
                        let (sound_label, labels) = (
                            keymap::button(Action::ToggleSound, &words),
                            keymap::button(Action::ToggleLabels, &words),
                        );
                        widgets::switch(ui, &mut sound, &sound_label, Some(Action::ToggleSound));
                        widgets::switch(ui, &mut show_numbers, &labels, Some(Action::ToggleLabels));
                        if !short {
                            ui.add_space(Space::XS);
                            moment_card(ui, &view, room, &mut asked, &mut landmarks);
                        }
                    };
                    if short {
                        let share = (ui.available_height() * 0.62).max(SMALLEST_TARGET * 2.0);
                        egui::ScrollArea::vertical()
                            .id_salt(("panel controls", round.id()))
                            .max_height(share)
                            .show(ui, |ui| {
                                controls(ui);
                                widgets::follow_focus(ui);
                            });
                    } else {
                        controls(ui);
                    }
                    ui.separator();
                    if let Some(ask) = move_list(ui, &view) {
                        asked = Some(ask);
                    }
                }
                PanelSide::Bottom => {
                    // A phone upright: the moment's buttons take the
                    // controls' place; the room's code is in the status.
                    let compact = ui.spacing_mut();
                    compact.button_padding.x = Space::S;
                    let room = CardRoom {
                        words: false,
                        menu: true,
                    };
                    if !moment_card(ui, &view, room, &mut asked, &mut landmarks) {
                        control_grid(ui, &view, 3, &mut asked, &mut landmarks);
                    }
                    if round.authority() == Authority::Server && !over {
                        copy = room_buttons(ui, &online, &words);
                    } else if ui.available_height() >= SMALLEST_TARGET
                        && let Some(ask) = move_strip(ui, &view)
                    {
                        asked = Some(ask);
                    }
                }
            }
        });
    if sound == prefs.muted {
        prefs.muted = !sound;
    }
    if show_numbers != prefs.show_numbers {
        prefs.show_numbers = show_numbers;
    }
    match asked {
        Some(Ask::Round(command)) => {
            asks.commands.write(command);
        }
        Some(Ask::Leave) => {
            asks.leave.write(LeaveRequest);
        }
        Some(Ask::History(request)) => {
            asks.history.write(request);
        }
        Some(Ask::Coach(command)) => {
            asks.coach.write(command);
        }
        Some(Ask::Resume) => paused.0 = false,
        Some(Ask::Help) => *overlay = Overlay::Help,
        Some(Ask::CopyReplay) => {
            asks.replays.write(ReplayCommand::CopyLink);
        }
        None => {}
    }
    if let Some(copy) = copy {
        asks.copies.write(copy);
    }
    Ok(())
}

/// The controls as a grid of equal buttons, `columns` to a row.
fn control_grid(
    ui: &mut egui::Ui,
    view: &View,
    columns: usize,
    asked: &mut Option<Ask>,
    landmarks: &mut Landmarks,
) {
    let gap = Space::S;
    let width = ((ui.available_width() - gap * (columns - 1) as f32) / columns as f32).floor();
    let controls = view.controls();
    egui::Grid::new("controls")
        .num_columns(columns)
        .spacing(egui::vec2(gap, gap))
        .show(ui, |ui| {
            for (i, control) in controls.iter().enumerate() {
                let rank = if control.selected {
                    Rank::Primary
                } else {
                    Rank::Secondary
                };
                let response = widgets::control(
                    ui,
                    rank,
                    &control.label,
                    control.action,
                    width,
                    control.enabled,
                );
                // By its label, for the tests that check nothing moves; the
                // way back to the title after a round as "menu" too.
                landmarks.record(control.landmark, response.rect);
                if control.action == Some(Action::BackToMenu) {
                    landmarks.record("menu", response.rect);
                }
                if response.clicked() {
                    *asked = Some(control.ask);
                }
                if (i + 1) % columns == 0 {
                    ui.end_row();
                }
            }
        });
}

/// What the card of the moment holds where it is drawn.
#[derive(Clone, Copy, Debug)]
struct CardRoom {
    /// Room for the card's words (the result and the score, the review's
    /// step); without it the status line and the header say them.
    words: bool,
    /// The card carries Menu: under the board it takes the controls'
    /// place, while beside the board the controls' own Menu is under it.
    menu: bool,
}

/// A button of the card of the moment: a key's action, and what it asks.
struct CardButton {
    action: Action,
    rank: Rank,
    ask: Ask,
}

impl CardButton {
    fn new(action: Action, rank: Rank, ask: Ask) -> Self {
        CardButton { action, rank, ask }
    }
}

/// The card of the moment: the result, the review, or a look back. Drawn
/// above the controls beside the board, instead of them under it. Returns
/// whether there was one.
fn moment_card(
    ui: &mut egui::Ui,
    view: &View,
    room: CardRoom,
    asked: &mut Option<Ask>,
    landmarks: &mut Landmarks,
) -> bool {
    use CardButton as B;
    let palette = view.palette;
    let again = || {
        B::new(
            Action::PlayAgain,
            Rank::Primary,
            Ask::Round(RoundCommand::PlayAgain),
        )
    };
    let copy = || B::new(Action::CopyReplayLink, Rank::Secondary, Ask::CopyReplay);
    let menu = || {
        B::new(
            Action::BackToMenu,
            Rank::Secondary,
            Ask::Round(RoundCommand::ToMenu),
        )
    };
    // Watchers, replays and a friend who left have no round to ask for:
    // the link instead.
    let no_next_round = view.settings.is_watching()
        || view.round.authority() == Authority::Record
        || view.friend_left;
    if view.over && view.review.is_active() {
        card(ui, palette.surface, &palette, egui::Vec2::ZERO, 1.0, |ui| {
            if room.words {
                let step = view.review.step.unwrap_or(1);
                ui.label(
                    egui::RichText::new(t!(
                        view.words,
                        "round-review-step",
                        step = step,
                        count = view.round.game().moves().len()
                    ))
                    .font(strong(Type::HEADING)),
                );
            }
            // Play again keeps the result card's first row; the steps
            // take the row of Review (and Menu).
            let review = |step| Ask::Coach(CoachCommand::Review(step));
            buttons(
                ui,
                &[
                    if no_next_round { copy() } else { again() },
                    B::new(
                        Action::CloseReview,
                        Rank::Secondary,
                        review(ReviewStep::Stop),
                    ),
                ],
                asked,
                landmarks,
            );
            buttons(
                ui,
                &[
                    B::new(
                        Action::ReviewPrevious,
                        Rank::Secondary,
                        review(ReviewStep::Previous),
                    ),
                    B::new(
                        Action::ReviewNext,
                        Rank::Secondary,
                        review(ReviewStep::Next),
                    ),
                ],
                asked,
                landmarks,
            );
        });
        return true;
    }
    if view.over {
        let Some(t) = view.card else {
            return false;
        };
        let feeling = feeling(view.result, view.settings);
        let (opacity, offset) = arrival(feeling, t);
        let tint = result_tint(view.result, view.settings, &palette);
        card(ui, tint, &palette, offset, opacity, |ui| {
            if room.words {
                let (headline, line) = if view.round.authority() == Authority::Record {
                    (
                        replay_headline(view.result, view.words),
                        t!(
                            view.words,
                            "round-replay-moves",
                            count = view.round.game().moves().len()
                        ),
                    )
                } else {
                    let score = score_text(view.score, view.settings, view.words);
                    let line = match view.rating_change {
                        Some(change) => t!(
                            view.words,
                            "round-score-and-rating",
                            score = score,
                            rating = rating_change_text(change, view.words)
                        ),
                        None => score,
                    };
                    (result_text(view.result, view.settings, view.words), line)
                };
                ui.label(
                    egui::RichText::new(visual(&headline))
                        .font(strong(Type::HEADING))
                        .color(palette.text),
                );
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(visual(&line))
                            .font(regular(Type::SMALL))
                            .color(palette.text),
                    )
                    .wrap(),
                );
                ui.add_space(Space::XS);
            } else if let Some(change) = view.rating_change {
                // The status line has the result; the rating is said only here.
                ui.label(
                    egui::RichText::new(rating_change_text(change, view.words))
                        .font(regular(Type::SMALL))
                        .color(palette.text),
                );
            }
            let review = || {
                B::new(
                    Action::Review,
                    Rank::Secondary,
                    Ask::Coach(CoachCommand::Review(ReviewStep::Start)),
                )
            };
            if no_next_round {
                buttons(ui, &[review(), copy()], asked, landmarks);
                // Beside the board, Menu is among the controls already.
                if room.menu {
                    buttons(ui, &[menu()], asked, landmarks);
                }
            } else if room.menu {
                // Two to a row: a narrow phone stacks a row that does not
                // fit, and three would push Menu off the screen.
                buttons(ui, &[again(), copy()], asked, landmarks);
                buttons(ui, &[review(), menu()], asked, landmarks);
            } else {
                buttons(ui, &[again(), review()], asked, landmarks);
                // A short panel (a phone on its side) keeps the controls
                // in sight instead: L copies the link there.
                if room.words {
                    buttons(ui, &[copy()], asked, landmarks);
                }
            }
        });
        return true;
    }
    if view.looking_back() {
        card(ui, palette.surface, &palette, egui::Vec2::ZERO, 1.0, |ui| {
            let view = |step| Ask::Coach(CoachCommand::View(step));
            buttons(
                ui,
                &[
                    B::new(
                        Action::BackToGame,
                        Rank::Primary,
                        view(ViewStep::BackToGame),
                    ),
                    B::new(
                        Action::PlayFromHere,
                        Rank::Secondary,
                        view(ViewStep::PlayFromHere),
                    ),
                ],
                asked,
                landmarks,
            );
        });
        return true;
    }
    false
}

/// A replay's result by mark: the link carries no names.
fn replay_headline(result: &RoundResult, words: &Words) -> String {
    match result {
        RoundResult::Win { player, .. } => {
            t!(words, "round-replay-won", mark = player.to_string())
        }
        RoundResult::Draw => t!(words, "round-replay-draw"),
        RoundResult::Undecided => t!(words, "round-replay-unfinished"),
    }
}

/// Buttons of equal width in a row, or one under another where a label
/// would not fit its share of the row (a narrow panel): a button never
/// grows past the panel's edge.
fn buttons(
    ui: &mut egui::Ui,
    specs: &[CardButton],
    asked: &mut Option<Ask>,
    landmarks: &mut Landmarks,
) {
    // Words centred in a button of a set width need little padding.
    ui.spacing_mut().button_padding.x = Space::S;
    let gap = Space::S;
    let n = specs.len().max(1);
    let share = ((ui.available_width() - gap * (n - 1) as f32) / n as f32).floor();
    let fit = specs
        .iter()
        .all(|spec| widgets::fits(ui, &ControlWords::of(ui.ctx()).button(spec.action), share));
    let mut press = |ui: &mut egui::Ui, spec: &CardButton, width: f32| {
        let response = widgets::button_sized(
            ui,
            spec.rank,
            &ControlWords::of(ui.ctx()).button(spec.action),
            Some(spec.action),
            width,
        );
        // Named for the browser tests, which tap them on a phone.
        match spec.action {
            Action::PlayAgain => landmarks.record("play-again", response.rect),
            Action::BackToMenu => landmarks.record("menu", response.rect),
            Action::CopyReplayLink => landmarks.record("copy-link", response.rect),
            _ => {}
        }
        if response.clicked() {
            *asked = Some(spec.ask);
        }
    };
    if fit {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = gap;
            for spec in specs {
                press(ui, spec, share);
            }
        });
    } else {
        let width = ui.available_width();
        for spec in specs {
            press(ui, spec, width);
        }
    }
}

/// A card in the panel, arriving with `offset` and `opacity`.
fn card(
    ui: &mut egui::Ui,
    fill: egui::Color32,
    palette: &Palette,
    offset: egui::Vec2,
    opacity: f32,
    contents: impl FnOnce(&mut egui::Ui),
) {
    ui.scope(|ui| {
        ui.multiply_opacity(opacity);
        ui.add_space(offset.y.max(0.0));
        ui.horizontal(|ui| {
            ui.add_space(offset.x.max(0.0));
            egui::Frame::new()
                .fill(fill)
                .stroke(palette.card_stroke())
                .corner_radius(Radius::CARD)
                .inner_margin(Space::M as i8)
                .show(ui, |ui| {
                    ui.vertical(|ui| {
                        ui.set_width(ui.available_width());
                        ui.spacing_mut().item_spacing.y = Space::S;
                        contents(ui);
                    });
                });
        });
    });
    ui.add_space(Space::S);
}

/// The online room: its code, large, to read out or copy, and the link
/// that opens the page straight into it.
fn room_card(
    ui: &mut egui::Ui,
    online: &Online,
    palette: &Palette,
    words: &Words,
) -> Option<CopyRequest> {
    let code = online.code()?;
    let mut copy = None;
    ui.horizontal_wrapped(|ui| {
        if online.is_rated() {
            // Quick match chose the friend: no code to hand out.
            ui.label(egui::RichText::new(t!(words, "round-rated-match")).font(strong(Type::BODY)));
        } else {
            ui.label(egui::RichText::new(t!(words, "round-room")).color(palette.text_muted));
            ui.label(egui::RichText::new(code).font(strong(Type::TITLE)));
        }
    });
    if let Some(request) = room_buttons(ui, online, words) {
        copy = Some(request);
    }
    ui.add_space(Space::XS);
    copy
}

fn room_buttons(ui: &mut egui::Ui, online: &Online, words: &Words) -> Option<CopyRequest> {
    let code = online.code()?;
    let mut copy = None;
    // One row where they fit (a phone's panel has few rows to spare).
    ui.horizontal_wrapped(|ui| {
        // A rated room is full and nobody may be invited: only watching.
        let invites = !online.is_rated();
        if invites
            && widgets::button(ui, Rank::Secondary, &t!(words, "round-copy-code"), None).clicked()
        {
            copy = Some(CopyRequest(code.to_string()));
        }
        if let Some(link) = online.link()
            && invites
            && !online.is_watching()
            && widgets::button(ui, Rank::Secondary, &t!(words, "round-copy-link"), None).clicked()
        {
            copy = Some(CopyRequest(link));
        }
        // Anyone may watch: the link opens the page watching this room.
        if let Some(link) = online.watch_link()
            && widgets::button(
                ui,
                Rank::Secondary,
                &t!(words, "round-copy-watch-link"),
                None,
            )
            .clicked()
        {
            copy = Some(CopyRequest(link));
        }
    });
    copy
}

/// The moves in a row that scrolls sideways, for a phone held upright.
fn move_strip(ui: &mut egui::Ui, view: &View) -> Option<Ask> {
    let game = view.round.game();
    let rules = game.rules();
    let count = game.moves().len();
    let mut picked = None;
    egui::ScrollArea::horizontal()
        .id_salt("move strip")
        .stick_to_right(true)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = Space::XS;
                for (i, mv) in game.moves().iter().enumerate() {
                    let ply = i + 1;
                    let selected = if view.over {
                        view.shown.0 == Some(i)
                    } else {
                        view.shown.0 == Some(ply) || (view.shown.0.is_none() && ply == count)
                    };
                    let text = format!("{ply}. {} {}", mv.player, square_name(rules, mv.pos));
                    let item = ui.add(
                        egui::Button::selectable(
                            selected,
                            egui::RichText::new(text).font(regular(Type::SMALL)),
                        )
                        .min_size(egui::vec2(SMALLEST_TARGET, SMALLEST_TARGET)),
                    );
                    if selected && view.shown.is_past() {
                        item.scroll_to_me(Some(egui::Align::Center));
                    }
                    if item.clicked() {
                        picked = Some(if view.over {
                            Ask::Coach(CoachCommand::Review(ReviewStep::At(ply)))
                        } else {
                            Ask::Coach(CoachCommand::View(ViewStep::Ply(ply)))
                        });
                    }
                }
            });
            widgets::follow_focus(ui);
        });
    picked
}

/// The moves as a timeline: picking one shows the board after it (during
/// a round) or reviews it (after one).
fn move_list(ui: &mut egui::Ui, view: &View) -> Option<Ask> {
    let palette = view.palette;
    ui.label(
        egui::RichText::new(t!(view.words, "round-moves"))
            .font(strong(Type::SMALL))
            .color(palette.text_muted),
    );
    let game = view.round.game();
    let rules = game.rules();
    let mut picked = None;
    egui::ScrollArea::vertical()
        .id_salt("moves")
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if game.moves().is_empty() {
                widgets::note(ui, &t!(view.words, "round-moves-none"));
            }
            let count = game.moves().len();
            egui::Grid::new("move list")
                .num_columns(2)
                .spacing(egui::vec2(Space::S, 2.0))
                .show(ui, |ui| {
                    for (i, mv) in game.moves().iter().enumerate() {
                        let ply = i + 1;
                        // During a round the board shows "after move n"; a
                        // review shows the position move n was played in.
                        let selected = if view.over {
                            view.shown.0 == Some(i)
                        } else {
                            view.shown.0 == Some(ply) || (view.shown.0.is_none() && ply == count)
                        };
                        // Numbers right-aligned in a column of their own, so
                        // 9. and 10. line up.
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            ui.set_min_width(28.0);
                            ui.label(
                                egui::RichText::new(format!("{ply}."))
                                    .font(regular(Type::BODY))
                                    .color(palette.text_muted),
                            );
                        });
                        let text = format!("{} {}", mv.player, square_name(rules, mv.pos));
                        let item = ui.add(
                            egui::Button::selectable(
                                selected,
                                egui::RichText::new(text).font(strong(Type::BODY)),
                            )
                            .min_size(egui::vec2(ui.available_width().max(120.0), SMALLEST_TARGET)),
                        );
                        // Looking back, the move shown stays in sight.
                        if selected && view.shown.is_past() {
                            item.scroll_to_me(Some(egui::Align::Center));
                        }
                        if item.clicked() {
                            picked = Some(if view.over {
                                Ask::Coach(CoachCommand::Review(ReviewStep::At(ply)))
                            } else {
                                Ask::Coach(CoachCommand::View(ViewStep::Ply(ply)))
                            });
                        }
                        ui.end_row();
                    }
                });
            widgets::follow_focus(ui);
        });
    picked
}
