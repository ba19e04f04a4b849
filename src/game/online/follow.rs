//! Keeping the round here in step with the room: its seats, board and
//! score become the match's; its rounds start here; its confirmed moves
//! are played through placement; local moves go to the server; the move
//! clock counts down.

use bevy::prelude::*;

use super::connection::{Connection, OnlineCommand, SavedSeat, leave};
use super::phase::Online;
use crate::core::matchup::{Seat, display_name};
use crate::game::activity::StillBusy;
use crate::game::announce::{Announce, Announcement, Say};
use crate::game::flow::RoundCommand;
use crate::game::round::placement::{MoveProposed, MoveRejected, MoveRequest, Requester};
use crate::game::round::score::MatchScore;
use crate::game::round::turn::Turn;
use crate::game::round::{Forfeit, ForfeitWhy, Round, StartRound};
use crate::game::setup::language::Words;
use crate::game::setup::seat::{Authority, Mode};
use crate::game::setup::settings::MatchSettings;
use crate::game::state::GameState;
use crate::i18n::t;
use crate::net::protocol::{ClientMessage, ForfeitReason};

/// The room's seats, board and score become the match's: the server's
/// word, whatever this device had chosen.
pub(super) fn adopt_room(
    online: Res<Online>,
    mut settings: ResMut<MatchSettings>,
    mut score: ResMut<MatchScore>,
) {
    let Some(seated) = online.seated() else {
        return;
    };
    let mut seats = settings.online.clone();
    seats.local = seated.seat;
    if let Some(view) = &seated.room {
        seats.names = Seat::BOTH.map(|seat| display_name(&view.seats[seat.index()].name, seat));
        if settings.board != view.board {
            settings.board = view.board;
        }
        if score.score != view.score {
            score.score = view.score;
        }
    }
    if settings.online != seats || settings.mode != Mode::Online {
        settings.online = seats;
        settings.mode = Mode::Online;
    }
}

/// Keeps the round here in step with the server's: starts its rounds and
/// plays its confirmed moves, one a frame, through placement.
pub(super) fn follow_room(
    mut online: ResMut<Online>,
    round: Res<Round>,
    settings: Res<MatchSettings>,
    state: Res<State<GameState>>,
    mut next: ResMut<NextState<GameState>>,
    mut start: MessageWriter<StartRound>,
    mut requests: MessageWriter<MoveRequest>,
    mut forfeits: MessageWriter<Forfeit>,
    say: Say,
) {
    let Say {
        words,
        mut announce,
    } = say;
    let Some(seated) = online.connected() else {
        return;
    };
    if seated.starting {
        return;
    }
    let Some(view) = &seated.room else {
        return;
    };
    let Some(game) = view.game() else {
        warn!("The server sent a board that is not a legal game; waiting for the next");
        return;
    };
    let here = round.game().moves();
    let in_step = seated.synced == Some(view.round)
        && round.authority() == Authority::Server
        && here.len() <= game.moves().len()
        && here.iter().zip(game.moves()).all(|(a, b)| a == b)
        && round.game().rules() == game.rules();
    if !in_step {
        start.write(StartRound {
            finished_before: view.score.rounds(),
            x_seat: Some(view.x_seat),
        });
        seated.synced = Some(view.round);
        seated.starting = true;
        if *state.get() != GameState::Playing {
            next.set(GameState::Playing);
        }
        return;
    }
    if let Some(mv) = game.moves().get(here.len()) {
        requests.write(MoveRequest {
            pos: mv.pos,
            by: Requester::Server,
        });
    } else if let Some(forfeit) = view.forfeit
        && round.forfeit().is_none()
    {
        // Every move is here: the round ended on the clock.
        let ForfeitReason::Time = forfeit.reason;
        announce.write(Announce::new(
            Announcement::Result,
            t!(
                words,
                "online-ran-out-of-time",
                name = settings.shown_name(forfeit.loser, &words)
            ),
        ));
        forfeits.write(Forfeit {
            loser: forfeit.loser,
            why: ForfeitWhy::Time,
        });
    }
}

/// Seconds left on the clock at which the player to move here is told.
const CLOCK_WARNING_SECS: f64 = 10.0;

/// A running clock keeps the screen counting, and warns the player here
/// once a move when time is nearly up (said too, for a screen reader).
pub(super) fn count_down(
    mut online: ResMut<Online>,
    turn: Res<Turn>,
    time: Res<Time<Real>>,
    mut busy: MessageWriter<StillBusy>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let Some(clock) = online.move_clock(time.elapsed_secs_f64()) else {
        return;
    };
    if !clock.running {
        return;
    }
    busy.write(StillBusy::Counting);
    let Some(seated) = online.seated_mut() else {
        return;
    };
    let Some(mover) = turn.mover() else {
        return;
    };
    let this_move = (seated.room.as_ref().map_or(0, |room| room.round), mover.ply);
    if seated.seat == Some(mover.seat)
        && clock.left <= CLOCK_WARNING_SECS
        && f64::from(clock.seconds) > CLOCK_WARNING_SECS
        && seated.warned != Some(this_move)
    {
        seated.warned = Some(this_move);
        announce.write(Announce::new(
            Announcement::Turn,
            t!(
                words,
                "online-seconds-left",
                seconds = CLOCK_WARNING_SECS as u32
            ),
        ));
    }
}

pub(super) fn round_started(mut online: ResMut<Online>) {
    if let Some(seated) = online.seated_mut() {
        seated.starting = false;
    }
}

/// A confirmed move refused here means the two boards differ: start over
/// from the server's.
pub(super) fn resync_refused(
    mut rejected: MessageReader<MoveRejected>,
    mut online: ResMut<Online>,
) {
    for refusal in rejected.read() {
        if refusal.request.by == Requester::Server
            && let Some(seated) = online.seated_mut()
        {
            warn!(
                "The server's move was refused here ({:?}); following the server's board",
                refusal.reason
            );
            seated.synced = None;
        }
    }
}

pub(super) fn send_moves(
    mut proposed: MessageReader<MoveProposed>,
    mut online: ResMut<Online>,
    mut connection: NonSendMut<Connection>,
) {
    for proposal in proposed.read() {
        // A second click before the first is confirmed would only be refused.
        let Some(seated) = online.connected() else {
            continue;
        };
        if seated.pending.is_some() {
            continue;
        }
        seated.pending = Some(proposal.pos);
        connection.send(&ClientMessage::Move {
            square: proposal.pos.into(),
        });
    }
}

/// Play again and back to the menu, online: the server starts rounds.
pub(super) fn round_commands(
    mut commands: MessageReader<RoundCommand>,
    mut online: ResMut<Online>,
    mut connection: NonSendMut<Connection>,
    mut saved: ResMut<SavedSeat>,
    settings: Res<MatchSettings>,
    state: Res<State<GameState>>,
    mut online_commands: MessageWriter<OnlineCommand>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    for command in commands.read() {
        match (command, state.get()) {
            (RoundCommand::ToMenu, _) if !online.is_offline() => {
                leave(&mut online, &mut connection, &mut saved);
            }
            (RoundCommand::PlayAgain, GameState::GameOver) => {
                let Some(seated) = online.connected() else {
                    continue;
                };
                connection.send(&ClientMessage::PlayAgain);
                if let Some(friend) = seated.friend()
                    && !friend.again
                {
                    announce.write(Announce::new(
                        Announcement::Online,
                        t!(words, "online-asked-again", name = friend.name.as_str()),
                    ));
                }
            }
            // Enter in the menu, online: look for a player.
            (RoundCommand::Start, GameState::Menu)
                if settings.mode == Mode::Online && online.is_offline() =>
            {
                online_commands.write(OnlineCommand::QuickMatch);
            }
            _ => {}
        }
    }
}
