//! What the page's tests need to know of the egui interface, which they
//! cannot see inside the canvas: every control one can tap (its box), the
//! smallest text drawn, a few named controls, the control the keyboard is
//! on, and the theme. Written to the canvas's data attributes when they
//! change.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::ui::egui_host::{Landmarks, UiSystems};
use crate::ui::theme::Palette;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        publish_geometry.after(UiSystems::Focus),
    );
}

fn boxed(rect: egui::Rect) -> String {
    format!(
        "[{:.1},{:.1},{:.1},{:.1}]",
        rect.min.x,
        rect.min.y,
        rect.width(),
        rect.height()
    )
}

fn publish_geometry(
    mut contexts: EguiContexts,
    landmarks: Res<Landmarks>,
    palette: Res<Palette>,
    mut last: Local<String>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (controls, focused) = tappable_controls(ctx);
    let smallest = smallest_text(ctx);
    let named: Vec<String> = landmarks
        .0
        .iter()
        .map(|(name, r)| {
            let rect = egui::Rect::from_min_max(
                egui::pos2(r.min.x, r.min.y),
                egui::pos2(r.max.x, r.max.y),
            );
            format!("\"{name}\":{}", boxed(rect))
        })
        .collect();
    let text = format!(
        "{{\"controls\":[{}],\"focused\":{},\"smallestText\":{},\"landmarks\":{{{}}},\"theme\":\"{:?}\"}}",
        controls.join(","),
        focused.as_deref().unwrap_or("null"),
        if smallest.is_finite() { smallest } else { 0.0 },
        named.join(","),
        palette.theme
    );
    if *last != text {
        super::target::publish_geometry(&text);
        *last = text;
    }
    Ok(())
}

/// Controls that take a tap and are at least partly on screen, and the
/// keyboard's control. Those that also drag (scroll bars, sliders, text
/// fields) are left out: a scroll bar is thin by design (a finger scrolls
/// the area itself), and the fields and sliders are sized in `ui::theme`.
fn tappable_controls(ctx: &egui::Context) -> (Vec<String>, Option<String>) {
    let focused = ctx.memory(|memory| memory.focused());
    ctx.viewport(|viewport| {
        let widgets = &viewport.this_pass.widgets;
        let control = |r: egui::Rect, full: egui::Rect| {
            format!(
                "[{:.1},{:.1},{:.1},{:.1},{:.1},{:.1},{:.1},{:.1}]",
                r.min.x,
                r.min.y,
                r.width(),
                r.height(),
                full.min.x,
                full.min.y,
                full.width(),
                full.height()
            )
        };
        let controls: Vec<String> = widgets
            .layer_ids()
            .flat_map(|layer| widgets.get_layer(layer))
            .filter(|w| {
                w.enabled
                    && w.sense.senses_click()
                    && !w.sense.senses_drag()
                    && w.interact_rect.area() > 0.0
            })
            // Where it takes taps (clipped to what shows), then all of it.
            .map(|w| control(w.interact_rect, w.rect))
            .collect();
        // The keyboard's control: whether it shows whole, ring and all.
        let focused = focused
            .and_then(|id| widgets.get(id))
            .map(|w| control(w.interact_rect, w.rect));
        (controls, focused)
    })
}

/// The smallest text drawn on every layer text can be on: the areas
/// egui knows, the panels' own layer, and the painters over the board.
/// Infinite when there is none.
fn smallest_text(ctx: &egui::Context) -> f32 {
    let mut layer_ids: Vec<egui::LayerId> = ctx.memory(|memory| memory.layer_ids().collect());
    layer_ids.push(egui::LayerId::background());
    for painter in ["square numbers", "coach"] {
        layer_ids.push(egui::LayerId::new(
            egui::Order::Background,
            egui::Id::new(painter),
        ));
    }
    layer_ids.sort_unstable_by_key(|layer| (layer.order as u8, layer.id.value()));
    layer_ids.dedup();
    ctx.graphics(|layers| {
        let mut smallest = f32::INFINITY;
        for &layer in &layer_ids {
            let Some(list) = layers.get(layer) else {
                continue;
            };
            for clipped in list.all_entries() {
                if let egui::Shape::Text(text) = &clipped.shape
                    && !text.galley.text().trim().is_empty()
                {
                    for section in &text.galley.job.sections {
                        smallest = smallest.min(section.format.font_id.size);
                    }
                }
            }
        }
        smallest
    })
}
