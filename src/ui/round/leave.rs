//! "Leave this round?": asked before a round in play is dropped (Esc, or a
//! Menu button). Enter or Leave leaves; Esc or Keep playing stays.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::game::flow::RoundCommand;
use crate::game::round::Round;
use crate::game::setup::language::Words;
use crate::game::setup::seat::Authority;
use crate::game::state::GameState;
use crate::i18n::t;
use crate::ui::egui_host::UiSystems;
use crate::ui::overlay::Overlay;
use crate::ui::theme::{Palette, Space, Type, strong};
use crate::ui::widgets::{self, Rank};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        leave_dialog
            .in_set(UiSystems::Cards)
            .run_if(in_state(GameState::Playing))
            .run_if(|overlay: Res<Overlay>| *overlay == Overlay::LeaveRound),
    );
}

fn leave_dialog(
    mut contexts: EguiContexts,
    palette: Res<Palette>,
    round: Res<Round>,
    mut overlay: ResMut<Overlay>,
    mut commands: MessageWriter<RoundCommand>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (title, why) = if round.authority() == Authority::Server {
        (
            t!(words, "round-leave-room"),
            t!(words, "round-leave-room-why"),
        )
    } else {
        (
            t!(words, "round-leave-round"),
            t!(words, "round-leave-round-why"),
        )
    };
    let mut choice = None;
    let modal = egui::Modal::new(egui::Id::new("leave dialog"))
        .backdrop_color(egui::Color32::from_black_alpha(140))
        .frame(widgets::card(&palette).inner_margin(Space::XL as i8))
        .show(ctx, |ui| {
            ui.set_max_width(360.0);
            ui.label(
                egui::RichText::new(&title)
                    .font(strong(Type::TITLE))
                    .color(palette.text),
            );
            ui.add(egui::Label::new(&why).wrap());
            ui.add_space(Space::M);
            ui.horizontal(|ui| {
                if widgets::button(ui, Rank::Primary, &t!(words, "round-leave"), None).clicked() {
                    choice = Some(true);
                }
                if widgets::button(ui, Rank::Secondary, &t!(words, "round-keep-playing"), None)
                    .clicked()
                {
                    choice = Some(false);
                }
            });
            if !widgets::Look::of(ui.ctx()).touch {
                widgets::note(ui, &t!(words, "round-leave-keys"));
            }
        });
    if modal.backdrop_response.clicked() {
        choice = Some(false);
    }
    match choice {
        Some(true) => {
            *overlay = Overlay::None;
            commands.write(RoundCommand::ToMenu);
        }
        Some(false) => *overlay = Overlay::None,
        None => {}
    }
    Ok(())
}
