//! What every presentation of the game needs from the device, with or
//! without a window: how much the computer may think a frame, whether the
//! game may close itself, the saved settings and statistics, the system's
//! language, and what the page was opened with. The window adds its own
//! half in `platform::plugin`; the terminal edition uses this one alone.

use bevy::prelude::*;

use super::{persist, target};
use crate::game::flow::QuitAllowed;
use crate::game::online::{Invitation, Offline, PageOrigin};
use crate::game::players::computer::{SearchBudget, ThinkingTime};
use crate::game::replay::ReplayInvitation;
use crate::game::setup::language::SystemLanguage;
use crate::game::setup::preferences::SystemTheme;
use crate::i18n::Language;

pub fn plugin(app: &mut App) {
    app.insert_resource(QuitAllowed(target::CAN_QUIT));
    app.insert_resource(SearchBudget(target::SEARCH_NODES_PER_FRAME));
    app.insert_resource(ThinkingTime(target::THINKING_TIME));
    app.add_plugins(persist::plugin);
    if let Some(origin) = target::page_origin() {
        app.insert_resource(PageOrigin(origin));
    }
    app.insert_resource(Offline(target::offline));
    app.insert_resource(SystemTheme(target::system_theme()));
    let languages = target::system_languages();
    app.insert_resource(SystemLanguage(Language::first_spoken(
        languages.iter().map(String::as_str),
    )));
    if let Some(command) = target::invitation() {
        app.insert_resource(Invitation(command));
    }
    if let Some(replay) = target::replay() {
        app.insert_resource(ReplayInvitation(replay));
    }
}
