//! The game's controls, drawn the same way everywhere from the theme:
//! primary and secondary buttons, chips for a choice, switches, cards and
//! sheets. A button that a key also presses shows the key when the mouse
//! is over it or the keyboard reaches it (never on a touch screen), and
//! names it to screen readers.

use std::collections::HashMap;
use std::sync::Arc;

use bevy_egui::egui;

use super::input::keymap::{self, Action};
use super::theme::{Palette, Radius, SMALLEST_TARGET, Space, Type, egui_color, strong};
use crate::game::setup::language::Words;
use crate::i18n::t;

/// What every control needs to know of the frame: the theme, and whether
/// the player is using a touch screen. Kept in egui's memory for the pass
/// by the interface's host.
#[derive(Clone, Copy, Debug)]
pub struct Look {
    pub palette: Palette,
    pub touch: bool,
}

fn look_id() -> egui::Id {
    egui::Id::new("tictactoe look")
}

impl Look {
    pub fn store(self, ctx: &egui::Context) {
        ctx.data_mut(|data| data.insert_temp(look_id(), self));
    }

    pub fn of(ctx: &egui::Context) -> Look {
        ctx.data(|data| data.get_temp(look_id())).unwrap_or(Look {
            palette: Palette::DARK,
            touch: false,
        })
    }
}

/// The words every control may need, in the language in use: the keys of
/// each action, how a control is named with its keys, and the sheets'
/// Done. Kept in egui's memory by the interface's host, like the [`Look`].
#[derive(Clone, Debug, Default)]
pub struct ControlWords {
    keys: Arc<HashMap<Action, String>>,
    buttons: Arc<HashMap<Action, String>>,
    /// "Undo (U or Ctrl+Z)", with [`LABEL`] and [`KEYS`] in their places.
    spoken: Arc<str>,
    done: Arc<str>,
}

const LABEL: &str = "\u{E000}";
const KEYS: &str = "\u{E001}";

fn control_words_id() -> egui::Id {
    egui::Id::new("tictactoe control words")
}

impl ControlWords {
    pub fn new(words: &Words) -> ControlWords {
        let keys = keymap::BINDINGS
            .iter()
            .filter_map(|b| Some((b.action, keymap::keys_for(b.action, words)?)))
            .collect();
        let buttons = keymap::BINDINGS
            .iter()
            .filter_map(|b| Some((b.action, b.action.button_label(words)?)))
            .collect();
        ControlWords {
            keys: Arc::new(keys),
            buttons: Arc::new(buttons),
            spoken: t!(words, "keys-spoken", label = LABEL, keys = KEYS).into(),
            done: t!(words, "keys-done").into(),
        }
    }

    pub fn store(self, ctx: &egui::Context) {
        ctx.data_mut(|data| data.insert_temp(control_words_id(), self));
    }

    pub fn of(ctx: &egui::Context) -> ControlWords {
        ctx.data(|data| data.get_temp(control_words_id()))
            .unwrap_or_default()
    }

    /// The label of the button for an action ([`keymap::button`]).
    pub fn button(&self, action: Action) -> String {
        self.buttons
            .get(&action)
            .cloned()
            .unwrap_or_else(|| "?".to_string())
    }

    fn spoken(&self, label: &str, keys: &str) -> String {
        self.spoken.replace(LABEL, label).replace(KEYS, keys)
    }
}

/// How a button ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rank {
    /// The main way on (Start, Play again): the accent.
    Primary,
    /// Everything else: a raised fill.
    Secondary,
    /// A quiet one in a row of choices (Cancel): no fill until hovered.
    Quiet,
}

/// A button of the game's look. `action` names the key that does the same,
/// shown on hover and focus and said to screen readers.
pub fn button(ui: &mut egui::Ui, rank: Rank, text: &str, action: Option<Action>) -> egui::Response {
    button_sized(ui, rank, text, action, 0.0)
}

/// A button at least `width` wide.
pub fn button_sized(
    ui: &mut egui::Ui,
    rank: Rank,
    text: &str,
    action: Option<Action>,
    width: f32,
) -> egui::Response {
    control(ui, rank, text, action, width, true)
}

/// A button that can be greyed. A greyed one keeps its place and words,
/// drawn as an outline with muted words, and takes neither a press nor the
/// keyboard's focus. (egui's own dimming of a disabled area darkened the
/// light theme's fills instead of fading them.)
pub fn control(
    ui: &mut egui::Ui,
    rank: Rank,
    text: &str,
    action: Option<Action>,
    width: f32,
    enabled: bool,
) -> egui::Response {
    let look = Look::of(ui.ctx());
    let palette = look.palette;
    // A secondary button keeps an outline, so it shows on a tinted card
    // (the result's colour) as well as on the panel.
    let (fill, color, stroke) = match rank {
        _ if !enabled => (
            egui::Color32::TRANSPARENT,
            lerp_color(palette.surface, palette.text_muted, 0.6),
            egui::Stroke::new(1.0, lerp_color(palette.surface, palette.outline, 0.6)),
        ),
        Rank::Primary => (palette.accent, palette.on_accent, palette.primary_stroke()),
        Rank::Secondary => (
            palette.raised,
            palette.text,
            egui::Stroke::new(1.0, palette.outline),
        ),
        Rank::Quiet => (egui::Color32::TRANSPARENT, palette.text, egui::Stroke::NONE),
    };
    let size = if rank == Rank::Primary && width >= 240.0 {
        Type::HEADING
    } else if width > 0.0 && !fits(ui, text, width) {
        // Longer words (a longer language's) in a button of a set width
        // step down a size rather than run out of it.
        Type::SMALL
    } else {
        Type::BODY
    };
    let label = egui::RichText::new(text).font(strong(size)).color(color);
    // Centred in a button wider than its words.
    let widget = egui::Button::new((egui::Atom::grow(), label, egui::Atom::grow()))
        .fill(fill)
        .stroke(stroke)
        .corner_radius(Radius::CONTROL)
        .min_size(egui::vec2(width, SMALLEST_TARGET))
        .sense(if enabled {
            egui::Sense::click()
        } else {
            egui::Sense::hover()
        });
    let response = ui.add(widget);
    state_ring(ui, &response, Radius::CONTROL);
    with_keys(ui, response, text, action, egui::WidgetType::Button)
}

/// The width a button with `text` takes at the least: its words, its
/// padding, and the gaps either side of the words (the words sit between
/// two growing spaces, which centre them).
pub fn button_width(ui: &egui::Ui, text: &str) -> f32 {
    let galley =
        ui.painter()
            .layout_no_wrap(text.to_string(), strong(Type::BODY), egui::Color32::WHITE);
    let spacing = ui.spacing();
    galley.size().x + 2.0 * spacing.button_padding.x + 2.0 * spacing.icon_spacing
}

/// Whether a button with `text` fits in `width` without growing past it.
pub fn fits(ui: &egui::Ui, text: &str, width: f32) -> bool {
    button_width(ui, text) <= width
}

/// The ring that shows where the keyboard is, or what the mouse is over,
/// drawn round a control whose own fill and outline are fixed (egui's
/// hover and focus looks apply only to controls that leave them to it).
pub fn state_ring(ui: &egui::Ui, response: &egui::Response, radius: u8) {
    let look = Look::of(ui.ctx());
    let stroke = if response.has_focus() {
        egui::Stroke::new(3.0, look.palette.focus)
    } else if response.hovered() && response.enabled() && !look.touch {
        egui::Stroke::new(1.5, look.palette.text_muted)
    } else {
        return;
    };
    ui.painter()
        .rect_stroke(response.rect, radius, stroke, egui::StrokeKind::Outside);
}

/// Shows the keys for `action` beside a control the mouse is over or the
/// keyboard reached, and names them to screen readers with its label.
pub fn with_keys(
    ui: &egui::Ui,
    response: egui::Response,
    label: &str,
    action: Option<Action>,
    kind: egui::WidgetType,
) -> egui::Response {
    let words = ControlWords::of(ui.ctx());
    let Some(keys) = action.and_then(|action| words.keys.get(&action)) else {
        return response;
    };
    // A greyed control senses only the pointer passing over it.
    let enabled = response.enabled() && response.sense.senses_click();
    let spoken = words.spoken(label, keys);
    response.widget_info(|| egui::WidgetInfo::labeled(kind, enabled, &spoken));
    let look = Look::of(ui.ctx());
    if !look.touch && (response.hovered() || response.has_focus()) {
        key_badge(ui.ctx(), response.rect, keys, &look.palette);
    }
    response
}

/// A small keycap above a control's top-right corner.
fn key_badge(ctx: &egui::Context, over: egui::Rect, keys: &str, palette: &Palette) {
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::new("key hints"),
    ));
    let galley = painter.layout_no_wrap(keys.to_string(), strong(Type::SMALL), palette.text);
    let size = galley.size() + egui::vec2(Space::S * 2.0, Space::XS * 2.0);
    // Astride the control's top edge near its right end: clear of its
    // centred words and of the words of the control above it.
    let mut rect = egui::Rect::from_min_size(
        egui::pos2(over.right() - size.x - Space::S, over.top() - size.y / 2.0),
        size,
    );
    // Inside the window: astride the bottom edge if there is no room above.
    let screen = ctx.content_rect();
    if rect.top() < screen.top() {
        rect = rect.translate(egui::vec2(0.0, over.height()));
    }
    if rect.left() < screen.left() {
        rect = rect.translate(egui::vec2(screen.left() - rect.left(), 0.0));
    }
    painter.rect(
        rect,
        6,
        palette.surface,
        egui::Stroke::new(1.0, palette.text_muted),
        egui::StrokeKind::Inside,
    );
    painter.galley(
        rect.min + egui::vec2(Space::S, Space::XS),
        galley,
        palette.text,
    );
}

/// A chip's corners: round ends at the smallest target's height.
const CHIP_RADIUS: u8 = 22;

/// A choice of a few options as a row of chips; true when it changed.
pub fn chips<T: PartialEq + Copy>(ui: &mut egui::Ui, value: &mut T, options: &[(T, &str)]) -> bool {
    let palette = Look::of(ui.ctx()).palette;
    let mut changed = false;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(Space::S, Space::S);
        for &(option, label) in options {
            let selected = *value == option;
            let (fill, color, stroke) = if selected {
                (
                    palette.accent,
                    palette.on_accent,
                    egui::Stroke::new(2.0, palette.accent),
                )
            } else {
                (
                    palette.surface,
                    palette.text,
                    egui::Stroke::new(1.0, palette.outline),
                )
            };
            let chip = egui::Button::new(
                egui::RichText::new(label)
                    .font(strong(Type::BODY))
                    .color(color),
            )
            .fill(fill)
            .stroke(stroke)
            .selected(selected)
            .corner_radius(CHIP_RADIUS)
            .min_size(egui::vec2(SMALLEST_TARGET, SMALLEST_TARGET));
            let response = ui.add(chip);
            state_ring(ui, &response, CHIP_RADIUS);
            if response.clicked() && !selected {
                *value = option;
                changed = true;
            }
        }
    });
    changed
}

/// An on/off switch with its label; true when it was flipped.
pub fn switch(ui: &mut egui::Ui, on: &mut bool, label: &str, action: Option<Action>) -> bool {
    let palette = Look::of(ui.ctx()).palette;
    let track = egui::vec2(46.0, 26.0);
    // A long label (or a long language's) wraps beside the track rather
    // than widening its sheet past a phone's screen.
    let galley = ui.painter().layout(
        label.to_string(),
        egui::FontId::proportional(Type::BODY),
        palette.text,
        (ui.available_width() - track.x - Space::M).max(80.0),
    );
    let width = track.x + Space::M + galley.size().x;
    let height = SMALLEST_TARGET.max(galley.size().y + Space::S);
    let (rect, mut response) =
        ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::click());
    if response.clicked() {
        *on = !*on;
        response.mark_changed();
    }
    let state = *on;
    response
        .widget_info(|| egui::WidgetInfo::selected(egui::WidgetType::Checkbox, true, state, label));
    if ui.is_rect_visible(rect) {
        let t = ui.ctx().animate_bool_responsive(response.id, *on);
        let track_rect = egui::Rect::from_min_size(
            egui::pos2(rect.left(), rect.center().y - track.y / 2.0),
            track,
        );
        let off_fill = palette.raised;
        let fill = lerp_color(off_fill, palette.accent, t);
        let stroke = if response.has_focus() {
            egui::Stroke::new(3.0, palette.focus)
        } else {
            egui::Stroke::new(1.5, palette.text_muted)
        };
        let painter = ui.painter();
        painter.rect(track_rect, 13, fill, stroke, egui::StrokeKind::Outside);
        let knob_x = egui::lerp(track_rect.left() + 13.0..=track_rect.right() - 13.0, t);
        let knob = if *on {
            palette.on_accent
        } else {
            palette.text_muted
        };
        painter.circle_filled(egui::pos2(knob_x, track_rect.center().y), 9.0, knob);
        painter.galley(
            egui::pos2(
                track_rect.right() + Space::M,
                rect.center().y - galley.size().y / 2.0,
            ),
            galley,
            palette.text,
        );
    }
    let response = with_keys(ui, response, label, action, egui::WidgetType::Checkbox);
    response.changed()
}

fn lerp_color(a: egui::Color32, b: egui::Color32, t: f32) -> egui::Color32 {
    let mix = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    egui::Color32::from_rgb(mix(a.r(), b.r()), mix(a.g(), b.g()), mix(a.b(), b.b()))
}

/// A section's title: small, muted, above its controls.
pub fn section(ui: &mut egui::Ui, title: &str) {
    let palette = Look::of(ui.ctx()).palette;
    ui.add_space(Space::S);
    ui.label(
        egui::RichText::new(title)
            .font(strong(Type::SMALL))
            .color(palette.text_muted),
    );
}

/// Text in the muted colour at the smallest size.
pub fn note(ui: &mut egui::Ui, text: &str) -> egui::Response {
    let palette = Look::of(ui.ctx()).palette;
    ui.add(
        egui::Label::new(
            egui::RichText::new(text)
                .size(Type::SMALL)
                .color(palette.text_muted),
        )
        .wrap(),
    )
}

/// The frame of a card: the surface, an outline, round corners.
pub fn card(palette: &Palette) -> egui::Frame {
    egui::Frame::new()
        .fill(palette.surface)
        .stroke(palette.card_stroke())
        .corner_radius(Radius::CARD)
        .inner_margin(Space::L as i8)
}

/// The X and O as the board draws them, small, for the header and the
/// title: an X of two round-capped strokes, an O a ring.
pub fn paint_mark(
    painter: &egui::Painter,
    centre: egui::Pos2,
    size: f32,
    x: bool,
    palette: &Palette,
) {
    let r = size * 0.36;
    let width = (size * 0.14).max(2.0);
    if x {
        let stroke = egui::Stroke::new(width, palette.x32());
        painter.line_segment(
            [centre + egui::vec2(-r, -r), centre + egui::vec2(r, r)],
            stroke,
        );
        painter.line_segment(
            [centre + egui::vec2(r, -r), centre + egui::vec2(-r, r)],
            stroke,
        );
        for end in [
            egui::vec2(-r, -r),
            egui::vec2(r, r),
            egui::vec2(r, -r),
            egui::vec2(-r, r),
        ] {
            painter.circle_filled(centre + end, width / 2.0, palette.x32());
        }
    } else {
        painter.circle_stroke(centre, r * 1.08, egui::Stroke::new(width, palette.o32()));
    }
}

/// Gives a text field its name, for the focus report ("Your name, text
/// field, Ann"): egui's own report of a text field has only its text.
pub fn name_field(field: &egui::Response, name: &str, text: &str) {
    field.widget_info(|| {
        let mut info = egui::WidgetInfo::text_edit(field.enabled(), text, text, "");
        info.label = Some(name.to_owned());
        info
    });
}

/// A sheet over the screen: a title, its contents, and a Done button (Esc
/// also closes it). Returns whether it asked to close.
pub fn sheet(
    ctx: &egui::Context,
    id: &str,
    title: &str,
    width: f32,
    contents: impl FnOnce(&mut egui::Ui),
) -> bool {
    let palette = Look::of(ctx).palette;
    let done = ControlWords::of(ctx).done;
    let screen = ctx.content_rect();
    // Its contents' width: the card's margins and a gap to the screen's
    // edges come on top.
    let width = width
        .min(screen.width() - (Space::L + Space::XL) * 2.0)
        .max(200.0);
    // A sheet opens at its top, not where it was last scrolled to: it was
    // not drawn in the pass before this one.
    let last_drawn = egui::Id::new(id).with("last drawn");
    let pass = ctx.cumulative_pass_nr();
    let opening = ctx
        .data(|data| data.get_temp::<u64>(last_drawn))
        .is_none_or(|last| last + 1 < pass);
    ctx.data_mut(|data| data.insert_temp(last_drawn, pass));
    // Only the keyboard's player gets the focus moved (a click does not
    // focus a button in egui, so a sheet opened by mouse shows no ring).
    let focus_owed = egui::Id::new(id).with("focus owed");
    if opening && ctx.memory(|memory| memory.focused().is_some()) {
        ctx.data_mut(|data| data.insert_temp(focus_owed, true));
    }
    let mut close = false;
    let modal = egui::Modal::new(egui::Id::new(id))
        .backdrop_color(egui::Color32::from_black_alpha(140))
        .frame(card(&palette).inner_margin(Space::XL as i8))
        .show(ctx, |ui| {
            ui.set_width(width);
            ui.horizontal(|ui| {
                ui.label(
                    egui::RichText::new(title)
                        .font(strong(Type::TITLE))
                        .color(palette.text),
                );
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    // The keyboard moves into the sheet as it opens, and a
                    // screen reader says where it is. Left on the control
                    // behind, egui would drop it a pass later, with a Tab
                    // pressed meanwhile. Asked before the button is made,
                    // and not in egui's first, invisible pass of a new
                    // sheet, so that the button reports the focus it gains.
                    if ui.data(|data| data.get_temp::<bool>(focus_owed)) == Some(true)
                        && ui.is_enabled()
                        && !ui.is_sizing_pass()
                    {
                        let done = ui.next_auto_id();
                        ui.memory_mut(|memory| memory.request_focus(done));
                        ui.data_mut(|data| data.insert_temp(focus_owed, false));
                    }
                    if button(ui, Rank::Secondary, &done, None).clicked() {
                        close = true;
                    }
                });
            });
            ui.add_space(Space::S);
            let max_height = (screen.height() - 160.0).max(120.0);
            let mut area = egui::ScrollArea::vertical();
            if opening {
                area = area.vertical_scroll_offset(0.0);
            }
            area.max_height(max_height)
                .min_scrolled_height(max_height)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    // The scrolled contents keep to the sheet's width: egui
                    // would otherwise let one wide pass widen them for good.
                    ui.set_max_width(width);
                    contents(ui);
                    follow_focus(ui);
                });
        });
    close || modal.backdrop_response.clicked()
}

/// Where the control the keyboard has just reached is kept for
/// [`follow_focus`], for the one pass after it moved (see `egui_host`).
pub const FOCUS_MOVED: &str = "focus moved";

/// The room a focus ring takes around its control.
const RING: f32 = 4.0;

/// Call last inside a scroll area's contents: if the keyboard has just
/// reached a control in them, the area scrolls until it shows whole. (egui
/// scrolls an area only to a place asked for from inside it.)
pub fn follow_focus(ui: &egui::Ui) {
    let key = egui::Id::new(FOCUS_MOVED);
    let Some(id) = ui.data(|data| data.get_temp::<egui::Id>(key)) else {
        return;
    };
    let Some(control) = ui.ctx().read_response(id) else {
        return;
    };
    if control.layer_id == ui.layer_id() && ui.min_rect().contains_rect(control.rect) {
        ui.scroll_to_rect(control.rect.expand(RING), None);
        ui.data_mut(|data| data.remove::<egui::Id>(key));
    }
}

/// The colour of a mark as egui draws it.
pub fn mark_color(palette: &Palette, x: bool) -> egui::Color32 {
    egui_color(if x { palette.x } else { palette.o })
}
