//! The squares' names, faint in the empty squares: the numpad's numbers on
//! 3 x 3, a1 to e5 on the larger boards. Shown while the player uses the
//! keys that play the board, or always if they asked (N, or the switch).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::core::notation::square_name;
use crate::game::coach::hint::AnalysisOverlay;
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::setup::preferences::Preferences;
use crate::game::state::GameState;
use crate::game::{Cell, Mark};
use crate::ui::egui_host::UiSystems;
use crate::ui::input::LastInput;
use crate::ui::layout::BoardLayout;
use crate::ui::theme::{Palette, regular};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        square_labels
            .in_set(UiSystems::Panels)
            .run_if(in_state(GameState::Playing)),
    );
}

/// Names smaller than this are not drawn (and a size of zero would stop
/// egui); a board that small is not one to play by name anyway.
const SMALLEST_LABEL: f32 = 9.0;

/// Whether the squares' names show now.
pub fn labels_shown(prefs: &Preferences, last: LastInput) -> bool {
    prefs.show_numbers || last == LastInput::BoardKeys
}

fn square_labels(
    mut contexts: EguiContexts,
    prefs: Res<Preferences>,
    last: Res<LastInput>,
    layout: Res<BoardLayout>,
    round: Res<Round>,
    shown: Res<Shown>,
    empty: Query<&Cell, Without<Mark>>,
    palette: Res<Palette>,
    analysis: Res<AnalysisOverlay>,
) -> Result {
    let cell = layout.cell_size();
    // The analysis writes in the middle of each square: the name moves to
    // the square's top left corner, smaller, out of its way.
    let in_corner = analysis.0;
    let size = cell * if in_corner { 0.13 } else { 0.2 };
    if !labels_shown(&prefs, *last) || shown.is_past() || size < SMALLEST_LABEL {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("square numbers"),
    ));
    let rules = round.game().rules();
    let font = regular(size.min(40.0));
    for &Cell(pos) in &empty {
        let at = layout.cell_center(pos);
        let (at, align) = if in_corner {
            // Inside a hint's outline, above the analysis' words.
            let inset = cell * 0.5 - cell * 0.14;
            (
                egui::pos2(at.x - inset, at.y - inset),
                egui::Align2::LEFT_TOP,
            )
        } else {
            (egui::pos2(at.x, at.y), egui::Align2::CENTER_CENTER)
        };
        painter.text(
            at,
            align,
            square_name(rules, pos),
            font.clone(),
            palette.square_label,
        );
    }
    Ok(())
}
