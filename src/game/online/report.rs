//! Reporting the other player after a rated round ("played to lose on
//! purpose", "unfair play"): one press sends it to the server, which keeps
//! it for the moderators and says so ([`ServerMessage::Reported`], told by
//! `receive`). Anywhere else the press is told there is nothing to report.
//!
//! [`ServerMessage::Reported`]: crate::net::protocol::ServerMessage::Reported

use bevy::prelude::*;

use super::connection::Connection;
use super::phase::Online;
pub use super::phase::Reporting;
use crate::game::announce::Announce;
use crate::game::sets::GameSystems;
use crate::game::setup::language::Words;
use crate::i18n::t;
use crate::net::protocol::{ClientMessage, ReportReason};

/// Report the other player of the rated round just ended, for this reason.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReportOpponent(pub ReportReason);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReportOpponent>();
    app.add_systems(
        Update,
        report
            .run_if(on_message::<ReportOpponent>)
            .in_set(GameSystems::Command),
    );
}

fn report(
    mut reports: MessageReader<ReportOpponent>,
    mut online: ResMut<Online>,
    mut connection: NonSendMut<Connection>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    for ReportOpponent(reason) in reports.read() {
        match online.reporting() {
            Reporting::Open => {
                connection.send(&ClientMessage::Report { reason: *reason });
                online.mark_reported();
            }
            Reporting::Sent => {
                announce.write(Announce::problem(t!(words, "round-reported")));
            }
            Reporting::Not => {
                announce.write(Announce::problem(t!(words, "online-report-nothing")));
            }
        }
    }
}
