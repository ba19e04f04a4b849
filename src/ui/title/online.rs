//! The title screen's online choices: back to a kept seat, a quick match
//! (or leaving its queue), and a friend's room, made or joined by its code.

use bevy_egui::egui;

use super::asked::Asked;
use crate::game::online::refusal::wait_text;
use crate::game::online::{NEEDS_THE_NETWORK, Online, OnlineCommand};
use crate::game::setup::language::Words;
use crate::i18n::t;
use crate::ui::input::keymap::Action;
use crate::ui::overlay::Overlay;
use crate::ui::theme::{SMALLEST_TARGET, Space, Type, strong};
use crate::ui::widgets::{self, Rank};

/// Where online play stands, as the title screen's online choices need it.
pub(super) struct OnlineNow<'a> {
    pub online: &'a Online,
    /// Seconds until a quick match may be asked for again, when refused as
    /// too soon.
    pub search_wait: Option<u64>,
    /// The code of the room whose seat this device kept.
    pub kept_seat: Option<&'a str>,
    /// The device knows it has no network.
    pub no_network: bool,
}

/// Online: open a room, or join a friend's by its code, side by side on
/// the first screen. A device that knows it has no network says so first.
pub(super) fn online_start(
    ui: &mut egui::Ui,
    now: &OnlineNow,
    code: &mut String,
    asked: &mut Asked,
    words: &Words,
) {
    let online = now.online;
    let busy = !online.is_offline();
    let width = ui.available_width();
    // A game closed mid-room (a tab, the window) keeps its seat a while:
    // the way back comes first.
    if let Some(code) = now.kept_seat.filter(|_| !busy) {
        let back = t!(words, "title-back-to-room", code = code);
        if widgets::control(ui, Rank::Primary, &back, None, width, true).clicked() {
            asked.online = Some(OnlineCommand::Join(code.to_string()));
        }
        ui.add_space(Space::S);
    }
    if online.is_searching() {
        searching(ui, online, width, asked, words);
    } else {
        quick_match(ui, now.search_wait, busy, width, asked, words);
    }
    situation(ui, online, now.no_network, words);
    play_a_friend(ui, code, busy, width, asked, words);
}

/// Looking for an opponent: stop, or play the computer instead once the
/// wait has been long.
fn searching(ui: &mut egui::Ui, online: &Online, width: f32, asked: &mut Asked, words: &Words) {
    let stop = t!(words, "title-stop-looking");
    if widgets::control(ui, Rank::Secondary, &stop, None, width, true).clicked() {
        asked.online = Some(OnlineCommand::Leave);
    }
    let instead = t!(words, "title-play-the-computer");
    if online.offers_the_computer()
        && widgets::control(ui, Rank::Primary, &instead, None, width, true).clicked()
    {
        asked.online = Some(OnlineCommand::Leave);
        asked.instead = true;
    }
}

/// Quick match, what it is, and the leaderboard of the games it rates.
fn quick_match(
    ui: &mut egui::Ui,
    search_wait: Option<u64>,
    busy: bool,
    width: f32,
    asked: &mut Asked,
    words: &Words,
) {
    // Refused as too soon: the button counts down to when it opens; a
    // moderator's ban of hours or days says them in words.
    let label = match search_wait {
        Some(left) if left >= 3_600 => {
            t!(words, "title-quick-match-in", time = wait_text(left, words))
        }
        Some(left) => t!(
            words,
            "title-quick-match-in",
            time = format!("{}:{:02}", left / 60, left % 60)
        ),
        None => t!(words, "title-quick-match"),
    };
    let open = !busy && search_wait.is_none();
    let quick = widgets::control(ui, Rank::Primary, &label, Some(Action::Start), width, open);
    if quick.clicked() {
        asked.online = Some(OnlineCommand::QuickMatch);
    }
    widgets::note(ui, &t!(words, "title-quick-match-note"));
    // Under the rated games it ranks, not in the top row (a phone's top row
    // has no room for a fifth word); a line of its own, so a wrapped note
    // never runs into it.
    if widgets::button(ui, Rank::Quiet, &t!(words, "title-leaderboard"), None).clicked() {
        asked.overlay = Some(Overlay::Leaderboard);
    }
}

/// What is happening (connecting, looking), or why the last try failed,
/// which stays until the next: right under the button that started it,
/// where the player is looking.
fn situation(ui: &mut egui::Ui, online: &Online, no_network: bool, words: &Words) {
    let trouble = |ui: &mut egui::Ui, text: &str| {
        ui.add(
            egui::Label::new(
                egui::RichText::new(text).color(widgets::Look::of(ui.ctx()).palette.notice),
            )
            .wrap(),
        );
    };
    match online.situation(words) {
        Some(why) if online.is_offline() => trouble(ui, &why),
        Some(situation) => {
            ui.add(egui::Label::new(egui::RichText::new(situation).strong()).wrap());
        }
        None if no_network => trouble(ui, NEEDS_THE_NETWORK),
        None => {}
    }
}

/// A room of one's own to share, or a friend's joined or watched by its
/// code.
fn play_a_friend(
    ui: &mut egui::Ui,
    code: &mut String,
    busy: bool,
    width: f32,
    asked: &mut Asked,
    words: &Words,
) {
    widgets::section(ui, &t!(words, "title-play-a-friend"));
    let create_room = t!(words, "title-create-room");
    let create = widgets::control(ui, Rank::Secondary, &create_room, None, width, !busy);
    if create.clicked() {
        asked.online = Some(OnlineCommand::Create);
    }
    widgets::note(ui, &t!(words, "title-create-room-note"));
    widgets::note(ui, &t!(words, "title-join-note"));
    ui.horizontal(|ui| {
        // Greyed with its buttons while a search or a room is under way.
        let field = ui.add_enabled(
            !busy,
            egui::TextEdit::singleline(code)
                .hint_text(t!(words, "title-code-hint"))
                .char_limit(12)
                .font(strong(Type::HEADING))
                .desired_width(180.0)
                .min_size(egui::vec2(0.0, SMALLEST_TARGET))
                .vertical_align(egui::Align::Center),
        );
        widgets::name_field(&field, &t!(words, "title-room-code"), code);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let join = t!(words, "title-join");
        let join = widgets::control(ui, Rank::Secondary, &join, None, 0.0, !busy);
        if (join.clicked() || entered) && !busy {
            asked.online = Some(OnlineCommand::Join(code.clone()));
        }
        let watch = t!(words, "title-watch");
        let watch = widgets::control(ui, Rank::Secondary, &watch, None, 0.0, !busy);
        if watch.clicked() && !busy {
            asked.online = Some(OnlineCommand::Watch(code.clone()));
        }
    });
}
