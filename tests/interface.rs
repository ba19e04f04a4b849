//! What the egui panels actually lay out, read from egui's own shapes after
//! each pass: text that must be whole is whole, text that may be long ends
//! in an ellipsis inside its own area, and no panel runs under another.

mod common;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use common::Harness;
use tictactoe::core::Difficulty;
use tictactoe::game::announce::Announce;
use tictactoe::game::setup::seat::Mode;
use tictactoe::game::setup::settings::FirstMove;
use tictactoe::ui::egui_host::UiSystems;

/// One piece of text egui drew: what it says, whether egui cut it short,
/// and where it ended up (clipped to its area).
#[derive(Debug, Clone)]
struct Drawn {
    text: String,
    elided: bool,
    rect: egui::Rect,
}

#[derive(Resource, Default)]
struct DrawnTexts(Vec<Drawn>);

fn record_texts(mut contexts: EguiContexts, mut drawn: ResMut<DrawnTexts>) -> Result {
    let ctx = contexts.ctx_mut()?;
    drawn.0 = ctx.graphics(|layers| {
        let Some(list) = layers.get(egui::LayerId::background()) else {
            return Vec::new();
        };
        list.all_entries()
            .filter_map(|clipped| match &clipped.shape {
                egui::Shape::Text(text) => Some(Drawn {
                    text: text.galley.text().to_string(),
                    elided: text.galley.elided,
                    rect: text
                        .galley
                        .rect
                        .translate(text.pos.to_vec2())
                        .intersect(clipped.clip_rect),
                }),
                _ => None,
            })
            .collect()
    });
    Ok(())
}

fn watched(h: &mut Harness) {
    h.app.init_resource::<DrawnTexts>();
    h.app.add_systems(
        EguiPrimaryContextPass,
        record_texts.after(UiSystems::Panels),
    );
}

fn find(h: &Harness, text: &str) -> Drawn {
    let drawn = &h.app.world().resource::<DrawnTexts>().0;
    drawn
        .iter()
        .find(|d| d.text == text)
        .cloned()
        .unwrap_or_else(|| panic!("{text:?} was not drawn; drawn: {drawn:#?}"))
}

#[test]
fn the_last_move_is_whole_in_a_phone_sized_window() {
    let mut h = Harness::with_settings(1, |s| {
        s.mode = Mode::HumanVsComputer;
        s.difficulty = Difficulty::Medium;
        s.first = FirstMove::SeatOne;
    });
    watched(&mut h);
    h.resize(390.0, 844.0);
    h.key(KeyCode::Enter);
    h.key(KeyCode::Numpad1);
    h.wait(0.8);
    assert_eq!(
        h.feed().last_move.as_deref(),
        Some("Computer took square 5")
    );
    let last = find(&h, "Computer took square 5");
    assert!(!last.elided, "cut short: {last:?}");
    assert!(
        last.rect.right() <= 390.0 && last.rect.left() >= 0.0,
        "{last:?}"
    );
}

#[test]
fn a_long_notice_ends_in_an_ellipsis_before_the_side_panel() {
    let mut h = Harness::with_settings(2, |s| s.mode = Mode::HumanVsHuman);
    watched(&mut h);
    h.key(KeyCode::Enter);
    let long = "This notice is far too long to fit on one line of the status bar, \
                so it has to end in an ellipsis rather than run on under the panel";
    h.app.world_mut().write_message(Announce::problem(long));
    h.frames(2);
    let layout = h.layout();
    let notice = find(&h, long);
    assert!(notice.elided, "{notice:?}");
    assert!(
        notice.rect.right() <= layout.status_bar.max.x + 0.5,
        "the notice runs under the panel: {notice:?}, status bar ends at {}",
        layout.status_bar.max.x
    );
    // Nothing of the status bar is drawn inside the side panel.
    let status = find(&h, "Player 1's turn (X)");
    assert!(status.rect.right() <= layout.side_panel.min.x + 0.5);
}
