//! Lifetime statistics over the title screen: wins, losses, draws and the
//! best winning streak for each way of playing, and a reset that asks
//! first.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::game::setup::language::Words;
use crate::game::state::GameState;
use crate::game::stats::{ResetStatistics, Statistics};
use crate::i18n::t;
use crate::ui::egui_host::UiSystems;
use crate::ui::overlay::Overlay;
use crate::ui::theme::{Palette, Space, Type, strong};
use crate::ui::widgets::{self, Rank};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ConfirmReset>();
    app.add_systems(OnExit(GameState::Menu), forget_confirmation);
    app.add_systems(
        EguiPrimaryContextPass,
        statistics_sheet
            .in_set(UiSystems::Cards)
            .run_if(in_state(GameState::Menu))
            .run_if(|overlay: Res<Overlay>| *overlay == Overlay::Statistics),
    );
}

/// "Reset statistics" was pressed once and waits for "Yes, reset".
#[derive(Resource, Default)]
struct ConfirmReset(bool);

fn forget_confirmation(mut confirm: ResMut<ConfirmReset>) {
    confirm.0 = false;
}

fn statistics_sheet(
    mut contexts: EguiContexts,
    stats: Res<Statistics>,
    palette: Res<Palette>,
    mut confirm: ResMut<ConfirmReset>,
    mut overlay: ResMut<Overlay>,
    mut resets: MessageWriter<ResetStatistics>,
    words: Res<Words>,
) -> Result {
    let words = &*words;
    let ctx = contexts.ctx_mut()?;
    let mut reset = false;
    let title = t!(words, "title-stats-title");
    let close = widgets::sheet(ctx, "statistics sheet", &title, 520.0, |ui| {
        if stats.records.is_empty() {
            widgets::note(ui, &t!(words, "title-stats-none"));
            return;
        }
        egui::Grid::new("statistics grid")
            .num_columns(5)
            .spacing(egui::vec2(Space::L, Space::S))
            .show(ui, |ui| {
                let titles = [
                    String::new(),
                    t!(words, "title-stats-won"),
                    t!(words, "title-stats-lost"),
                    t!(words, "title-stats-drawn"),
                    t!(words, "title-stats-best-streak"),
                ];
                for title in titles {
                    ui.label(
                        egui::RichText::new(title)
                            .font(strong(Type::SMALL))
                            .color(palette.text_muted),
                    );
                }
                ui.end_row();
                for (key, record) in &stats.records {
                    ui.label(key.label(words));
                    for n in [record.won, record.lost, record.drawn, record.best_streak] {
                        ui.label(egui::RichText::new(n.to_string()).font(strong(Type::BODY)));
                    }
                    ui.end_row();
                }
            });
        widgets::note(ui, &t!(words, "title-stats-whose"));
        ui.add_space(Space::S);
        if confirm.0 {
            ui.label(t!(words, "title-stats-reset-question"));
            ui.horizontal_wrapped(|ui| {
                let yes = t!(words, "title-stats-reset-yes");
                if widgets::button(ui, Rank::Primary, &yes, None).clicked() {
                    reset = true;
                    confirm.0 = false;
                }
                let no = t!(words, "title-stats-reset-no");
                if widgets::button(ui, Rank::Secondary, &no, None).clicked() {
                    confirm.0 = false;
                }
            });
        } else if widgets::button(ui, Rank::Secondary, &t!(words, "title-stats-reset"), None)
            .clicked()
        {
            confirm.0 = true;
        }
    });
    if reset {
        resets.write(ResetStatistics);
    }
    if close {
        *overlay = Overlay::None;
        confirm.0 = false;
    }
    Ok(())
}
