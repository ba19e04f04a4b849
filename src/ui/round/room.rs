//! The online room in the round's panel: its code and the links to copy.

use bevy_egui::egui;

use crate::game::online::{CopyRequest, Online};
use crate::game::setup::language::Words;
use crate::i18n::t;
use crate::ui::theme::{Palette, Space, Type, strong};
use crate::ui::widgets::{self, Rank};

/// The online room: its code, large, to read out or copy, and the link
/// that opens the page straight into it.
pub(super) fn room_card(
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

/// Copy the room's code, its link, or the link to watch it.
pub(super) fn room_buttons(
    ui: &mut egui::Ui,
    online: &Online,
    words: &Words,
) -> Option<CopyRequest> {
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
