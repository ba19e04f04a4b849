//! The panel beside the board (or under it, upright on a phone): the
//! controls in fixed places, the card of the moment (the result, the
//! review, a look back, the online room), the sound and labels switches,
//! and the moves as a timeline. Every button has its place whatever the
//! round says, so nothing moves between a look and a tap.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::card::{CardRoom, moment_card};
use super::controls::{Ask, View};
use super::moves::{move_list, move_strip};
use super::result::EndedAt;
use super::room::{room_buttons, room_card};
use crate::game::coach::CoachCommand;
use crate::game::coach::hint::AnalysisOverlay;
use crate::game::coach::review::Review;
use crate::game::flow::RoundCommand;
use crate::game::online::report::ReportOpponent;
use crate::game::online::{CopyRequest, Online};
use crate::game::players::computer::ComputersPaused;
use crate::game::replay::ReplayCommand;
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::history::HistoryRequest;
use crate::game::round::outcome::RoundResult;
use crate::game::round::score::MatchScore;
use crate::game::setup::language::Words;
use crate::game::setup::preferences::Preferences;
use crate::game::setup::seat::Authority;
use crate::game::setup::settings::MatchSettings;
use crate::game::state::{GameState, InRound};
use crate::ui::egui_host::{Landmarks, UiSystems, root_ui};
use crate::ui::input::keymap::{self, Action};
use crate::ui::layout::{BoardLayout, PanelSide};
use crate::ui::overlay::{LeaveRequest, Overlay};
use crate::ui::theme::{Palette, SMALLEST_TARGET, Space};
use crate::ui::widgets::{self, Rank};

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
    reports: MessageWriter<'w, ReportOpponent>,
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
    settings: Res<'w, MatchSettings>,
}

/// Where the panel is and how it looks.
#[derive(SystemParam)]
struct PanelLooks<'w> {
    layout: Res<'w, BoardLayout>,
    palette: Res<'w, Palette>,
    words: Res<'w, Words>,
}

/// What the panel changes in place: the switches' settings, the paused
/// computers, the overlay, and the named controls' places.
#[derive(SystemParam)]
struct PanelChanges<'w> {
    paused: ResMut<'w, ComputersPaused>,
    prefs: ResMut<'w, Preferences>,
    overlay: ResMut<'w, Overlay>,
    landmarks: ResMut<'w, Landmarks>,
}

impl RoundNow<'_> {
    /// What the panel shows this frame.
    fn view<'a>(&'a self, paused: bool, palette: Palette, words: &'a Words) -> View<'a> {
        let over = *self.state.get() == GameState::GameOver;
        View {
            round: &self.round,
            shown: *self.shown,
            review: &self.review,
            result: &self.result,
            settings: &self.settings,
            score: &self.score,
            rating_change: self.online.rating_change(),
            reporting: self.online.reporting(),
            friend_left: self.round.authority() == Authority::Server && self.online.friend_left(),
            analysis: self.analysis.0,
            paused,
            over,
            card: if over && self.result.is_decided() {
                self.ended.card_time(&self.time)
            } else {
                None
            },
            palette,
            words,
        }
    }
}

/// The sound and labels switches, edited on copies: the settings count as
/// changed only when they are.
struct Switches {
    sound: bool,
    show_numbers: bool,
}

/// What the panel's presses asked for this frame, and where the named
/// controls are.
struct Presses<'a> {
    asked: Option<Ask>,
    copy: Option<CopyRequest>,
    landmarks: &'a mut Landmarks,
}

fn round_panel(
    mut contexts: EguiContexts,
    now: RoundNow,
    looks: PanelLooks,
    mut changes: PanelChanges,
    mut requests: PanelRequests,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let layout = &*looks.layout;
    let mut root = root_ui(ctx, "side root", layout.side_panel);
    let mut switches = Switches {
        sound: !changes.prefs.muted,
        show_numbers: changes.prefs.show_numbers,
    };
    let view = now.view(changes.paused.0, *looks.palette, &looks.words);
    let mut presses = Presses {
        asked: None,
        copy: None,
        landmarks: &mut changes.landmarks,
    };
    let frame = egui::Frame::new()
        .fill(looks.palette.surface)
        .inner_margin(egui::Margin::same(Space::M as i8));
    egui::CentralPanel::default()
        .frame(frame)
        .show(&mut root, |ui| {
            panel_edge(ui, layout, &looks.palette);
            match layout.panel {
                PanelSide::Right => {
                    beside_the_board(ui, &view, &now.online, layout, &mut switches, &mut presses);
                }
                PanelSide::Bottom => under_the_board(ui, &view, &now.online, &mut presses),
            }
        });
    let Presses { asked, copy, .. } = presses;
    if switches.sound == changes.prefs.muted {
        changes.prefs.muted = !switches.sound;
    }
    if switches.show_numbers != changes.prefs.show_numbers {
        changes.prefs.show_numbers = switches.show_numbers;
    }
    if let Some(ask) = asked {
        send(ask, &mut changes, &mut requests);
    }
    if let Some(copy) = copy {
        requests.copies.write(copy);
    }
    Ok(())
}

/// A thin line between the panel and the board.
fn panel_edge(ui: &egui::Ui, layout: &BoardLayout, palette: &Palette) {
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
}

/// Beside the board: the room, the controls, the switches and the card of
/// the moment, then the moves.
fn beside_the_board(
    ui: &mut egui::Ui,
    view: &View,
    online: &Online,
    layout: &BoardLayout,
    switches: &mut Switches,
    presses: &mut Presses,
) {
    // A short window (a phone on its side) leaves the result's words to
    // the status line and scrolls the controls, from the top in each
    // round, keeping a share of the height for the moves.
    let short = layout.is_short();
    if short {
        let share = (ui.available_height() * 0.62).max(SMALLEST_TARGET * 2.0);
        egui::ScrollArea::vertical()
            .id_salt(("panel controls", view.round.id()))
            .max_height(share)
            .show(ui, |ui| {
                side_controls(ui, view, online, short, switches, presses);
                widgets::follow_focus(ui);
            });
    } else {
        side_controls(ui, view, online, short, switches, presses);
    }
    ui.separator();
    if let Some(ask) = move_list(ui, view) {
        presses.asked = Some(ask);
    }
}

/// The controls beside the board. The card of the moment comes under
/// them, in the moves' room, so that no control moves when it arrives;
/// in a short panel it leads the scrolled part.
fn side_controls(
    ui: &mut egui::Ui,
    view: &View,
    online: &Online,
    short: bool,
    switches: &mut Switches,
    presses: &mut Presses,
) {
    let room = CardRoom {
        words: !short,
        menu: false,
    };
    if view.round.authority() == Authority::Server {
        presses.copy = room_card(ui, online, &view.palette, view.words);
    }
    if short {
        moment_card(ui, view, room, &mut presses.asked, presses.landmarks);
    }
    control_grid(ui, view, 2, &mut presses.asked, presses.landmarks);
    ui.add_space(Space::XS);
    let (sound_label, labels) = (
        keymap::button(Action::ToggleSound, view.words),
        keymap::button(Action::ToggleLabels, view.words),
    );
    widgets::switch(
        ui,
        &mut switches.sound,
        &sound_label,
        Some(Action::ToggleSound),
    );
    widgets::switch(
        ui,
        &mut switches.show_numbers,
        &labels,
        Some(Action::ToggleLabels),
    );
    if !short {
        ui.add_space(Space::XS);
        moment_card(ui, view, room, &mut presses.asked, presses.landmarks);
    }
}

/// A phone upright: the moment's buttons take the controls' place; the
/// room's code is in the status.
fn under_the_board(ui: &mut egui::Ui, view: &View, online: &Online, presses: &mut Presses) {
    let compact = ui.spacing_mut();
    compact.button_padding.x = Space::S;
    let room = CardRoom {
        words: false,
        menu: true,
    };
    if !moment_card(ui, view, room, &mut presses.asked, presses.landmarks) {
        control_grid(ui, view, 3, &mut presses.asked, presses.landmarks);
    }
    if view.round.authority() == Authority::Server && !view.over {
        presses.copy = room_buttons(ui, online, view.words);
    } else if ui.available_height() >= SMALLEST_TARGET
        && let Some(ask) = move_strip(ui, view)
    {
        presses.asked = Some(ask);
    }
}

/// Sends what a press asked for, or does it here.
fn send(ask: Ask, changes: &mut PanelChanges, requests: &mut PanelRequests) {
    match ask {
        Ask::Round(command) => {
            requests.commands.write(command);
        }
        Ask::Leave => {
            requests.leave.write(LeaveRequest);
        }
        Ask::History(request) => {
            requests.history.write(request);
        }
        Ask::Coach(command) => {
            requests.coach.write(command);
        }
        Ask::Resume => changes.paused.0 = false,
        Ask::Help => *changes.overlay = Overlay::Help,
        Ask::CopyReplay => {
            requests.replays.write(ReplayCommand::CopyLink);
        }
        Ask::Report(reason) => {
            requests.reports.write(ReportOpponent(reason));
        }
    }
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
