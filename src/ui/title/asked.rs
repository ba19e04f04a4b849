//! What the title screen's controls asked for in a frame, carried out once
//! the frame is drawn.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::activity::StillBusy;
use crate::game::flow::RoundCommand;
use crate::game::online::OnlineCommand;
use crate::game::setup::seat::Mode;
use crate::game::setup::settings::MatchSettings;
use crate::ui::overlay::Overlay;

/// What the title screen's controls asked for this frame.
#[derive(Default)]
pub(super) struct Asked {
    pub command: Option<RoundCommand>,
    pub online: Option<OnlineCommand>,
    pub overlay: Option<Overlay>,
    /// Leave the quick-match queue for a game against the computer.
    pub instead: bool,
}

/// Where the title screen's asks go.
#[derive(SystemParam)]
pub(super) struct TitleRequests<'w, 's> {
    settings: ResMut<'w, MatchSettings>,
    commands: MessageWriter<'w, RoundCommand>,
    online: MessageWriter<'w, OnlineCommand>,
    overlay: ResMut<'w, Overlay>,
    busy: MessageWriter<'w, StillBusy>,
    /// The computer chosen instead of waiting starts a frame after the
    /// mode changed, so the menu has said its new summary before the
    /// round's first words.
    start_next: Local<'s, bool>,
}

impl TitleRequests<'_, '_> {
    /// The match's settings as the frame starts, to be edited on a copy.
    pub fn settings(&self) -> &MatchSettings {
        &self.settings
    }

    /// Starts the round asked for last frame, if one was.
    pub fn start_if_due(&mut self) {
        if std::mem::take(&mut *self.start_next) {
            self.commands.write(RoundCommand::Start);
        }
    }

    /// The settings the controls changed (they count as changed only when
    /// they are), then what they asked for.
    pub fn carry_out(&mut self, mut edited: MatchSettings, asked: Asked) {
        // The computer, as the computer: the menu shows the new mode.
        if asked.instead {
            edited.mode = Mode::HumanVsComputer;
            *self.start_next = true;
            self.busy.write(StillBusy::Working);
        }
        self.settings.set_if_neq(edited);
        if let Some(command) = asked.command {
            self.commands.write(command);
        }
        if let Some(command) = asked.online {
            self.online.write(command);
        }
        if let Some(open) = asked.overlay {
            *self.overlay = open;
        }
    }
}
