//! The round's moves in the panel: a timeline beside the board, a strip under it.

use bevy_egui::egui;

use super::controls::{Ask, View};
use crate::core::notation::square_name;
use crate::game::coach::{CoachCommand, ReviewStep, ViewStep};
use crate::i18n::t;
use crate::ui::theme::{SMALLEST_TARGET, Space, Type, regular, strong};
use crate::ui::widgets;

/// The moves in a row that scrolls sideways, for a phone held upright.
pub(super) fn move_strip(ui: &mut egui::Ui, view: &View) -> Option<Ask> {
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
pub(super) fn move_list(ui: &mut egui::Ui, view: &View) -> Option<Ask> {
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
