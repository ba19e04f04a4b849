//! What the round's panel shows, read once a frame, and its controls: each
//! with its words, its key, whether it can be pressed now, and what it
//! asks for.

use crate::core::matchup::Score;
use crate::game::coach::CoachCommand;
use crate::game::coach::analyst::Analyst;
use crate::game::coach::review::Review;
use crate::game::flow::RoundCommand;
use crate::game::online::report::Reporting;
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::history::HistoryRequest;
use crate::game::round::outcome::RoundResult;
use crate::game::setup::language::Words;
use crate::game::setup::seat::{Authority, Mode};
use crate::game::setup::settings::MatchSettings;
use crate::i18n::t;
use crate::net::protocol::ReportReason;
use crate::ui::input::keymap::{self, Action};
use crate::ui::theme::Palette;

/// What a press in the panel asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Ask {
    Round(RoundCommand),
    Leave,
    History(HistoryRequest),
    Coach(CoachCommand),
    Resume,
    Help,
    CopyReplay,
    Report(ReportReason),
}

/// What the panel shows, read once.
pub(super) struct View<'a> {
    pub round: &'a Round,
    pub shown: Shown,
    pub review: &'a Review,
    pub result: &'a RoundResult,
    pub settings: &'a MatchSettings,
    pub score: &'a Score,
    /// This device's rating before and after the round, when rated.
    pub rating_change: Option<(u32, u32)>,
    /// Whether the other player of this rated round can be reported.
    pub reporting: Reporting,
    /// Online, the friend has left: there is no next round to ask for.
    pub friend_left: bool,
    pub analysis: bool,
    pub paused: bool,
    pub over: bool,
    /// Seconds since the result card began to arrive, once it has.
    pub card: Option<f32>,
    pub palette: Palette,
    pub words: &'a Words,
}

/// A control of the grid: its words, its key, whether it can be pressed
/// now (a control that cannot is greyed, never taken away), and what it
/// asks for.
pub(super) struct Control {
    pub label: String,
    /// Its name for the tests, whatever the language.
    pub landmark: &'static str,
    pub action: Option<Action>,
    pub enabled: bool,
    pub selected: bool,
    pub ask: Ask,
}

impl View<'_> {
    pub fn looking_back(&self) -> bool {
        self.shown.is_past() && !self.over
    }

    /// The coach's and the round's controls, in their fixed places.
    pub fn controls(&self) -> Vec<Control> {
        let game = self.round.game();
        let authority = self.round.authority();
        // Moves are taken back only where this device has the last word;
        // the coach looks at any game but the one against a person online,
        // on the boards it knows.
        let takes_back = authority == Authority::ThisDevice;
        let coach = authority != Authority::Server && Analyst::knows(game.rules());
        let mut controls = vec![
            Control {
                label: keymap::button(Action::LeaveRound, self.words),
                landmark: "Menu",
                action: Some(if self.over {
                    Action::BackToMenu
                } else {
                    Action::LeaveRound
                }),
                enabled: true,
                selected: false,
                ask: Ask::Leave,
            },
            Control {
                label: keymap::button(Action::Undo, self.words),
                landmark: "Undo",
                action: Some(Action::Undo),
                enabled: takes_back && !game.moves().is_empty(),
                selected: false,
                ask: Ask::History(HistoryRequest::Undo),
            },
            Control {
                label: keymap::button(Action::Redo, self.words),
                landmark: "Redo",
                action: Some(Action::Redo),
                enabled: takes_back && game.redo_line().next().is_some(),
                selected: false,
                ask: Ask::History(HistoryRequest::Redo),
            },
            Control {
                label: keymap::button(Action::Hint, self.words),
                landmark: "Hint",
                action: Some(Action::Hint),
                enabled: coach && !self.over && !self.looking_back(),
                selected: false,
                ask: Ask::Coach(CoachCommand::Hint),
            },
            Control {
                label: keymap::button(Action::Analysis, self.words),
                landmark: "Analysis",
                action: Some(Action::Analysis),
                enabled: coach,
                selected: self.analysis,
                ask: Ask::Coach(CoachCommand::ToggleAnalysis),
            },
            Control {
                label: keymap::button(Action::Help, self.words),
                landmark: "Help",
                action: Some(Action::Help),
                enabled: true,
                selected: false,
                ask: Ask::Help,
            },
        ];
        if self.settings.mode == Mode::ComputerVsComputer {
            controls.push(Control {
                // Short enough for half of the narrowest panel.
                label: t!(self.words, "round-resume"),
                landmark: "Resume",
                action: None,
                enabled: self.paused,
                selected: false,
                ask: Ask::Resume,
            });
        }
        controls
    }
}
