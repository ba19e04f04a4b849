//! An engine of the player's choosing, in another process, plays the
//! computer's seat on Ultimate (the terminal's `--engine "CMD ARGS"`): the
//! second seat against the player, or against our computer in Computer vs
//! Computer. It is started afresh for each round, asked like the computer
//! (after the same short beat), and its move is checked by our rules. An
//! engine that moves against them, stops, or takes longer than its time
//! loses the round, and is named.

use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::{Duration, Instant};

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;

use super::computer::{COMPUTER_BEAT_SECS, ComputersPaused, ThinkingTime};
use crate::core::engine::program::{Program, Reply, Speaks};
use crate::core::engine::square_text;
use crate::core::matchup::Seat;
use crate::core::ultimate::Square;
use crate::core::{Board, Pos};
use crate::game::activity::StillBusy;
use crate::game::announce::{Announce, Announcement};
use crate::game::round::board::Shown;
use crate::game::round::history::EngineCannotTakeBack;
use crate::game::round::placement::{MoveRequest, Requester};
use crate::game::round::turn::{Mover, Turn};
use crate::game::round::{Forfeit, ForfeitWhy, Round, RoundStarted};
use crate::game::sets::GameSystems;
use crate::game::setup::language::Words;
use crate::game::setup::seat::Controller;
use crate::game::setup::settings::MatchSettings;
use crate::game::state::GameState;
use crate::i18n::t;

/// Time an engine has beyond its thinking time to answer: a process
/// starting, a slow machine.
const GRACE: Duration = Duration::from_secs(2);

/// Added by a presentation that offers an outside engine (the terminal's
/// `--engine`), with [`OutsideEngine`]: the window's program has no use
/// for it and does not carry it.
pub fn plugin(app: &mut App) {
    app.init_resource::<EngineSeat>();
    app.add_systems(
        Update,
        (
            start_engine
                .in_set(GameSystems::Follow)
                .run_if(on_message::<RoundStarted>),
            engine_move
                .in_set(GameSystems::Computer)
                .run_if(in_state(GameState::Playing))
                .run_if(engine_in_play),
            stop_engine.run_if(state_changed::<GameState>),
        ),
    );
}

/// The command that starts the engine, as the player gave it.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct OutsideEngine {
    pub command: Vec<String>,
}

/// Where the engine of this round stands.
#[derive(Default)]
enum Stage {
    #[default]
    Idle,
    /// Started on a thread of its own: finding out what it speaks takes
    /// up to two seconds.
    Starting {
        round: u64,
        started: Receiver<Result<Program, String>>,
    },
    Ready {
        round: u64,
        program: Program,
    },
    Asked {
        program: Program,
        mover: Mover,
        since: Instant,
        /// Its answer, held until the beat is over.
        answer: Option<Square>,
    },
    /// Lost this round: it is not asked again.
    Out,
}

/// The stage, in a cell: a process's pipes may be sent between threads
/// but not shared, and only this system's frame touches them.
#[derive(Resource)]
struct EngineSeat(SyncCell<Stage>);

impl Default for EngineSeat {
    fn default() -> Self {
        EngineSeat(SyncCell::new(Stage::Idle))
    }
}

/// Whether an outside engine plays in this match.
fn engine_in_play(settings: Res<MatchSettings>, engine: Option<Res<OutsideEngine>>) -> bool {
    engine.is_some() && settings.engine_plays(ENGINE_SEAT)
}

/// The seat an outside engine plays: the computer's, against the player.
const ENGINE_SEAT: Seat = Seat::Two;

/// Each round starts its engine afresh, so it is ready (and named) by its
/// first turn.
fn start_engine(
    round: Res<Round>,
    settings: Res<MatchSettings>,
    thinking: Res<ThinkingTime>,
    engine: Option<Res<OutsideEngine>>,
    mut seat: ResMut<EngineSeat>,
) {
    if let Some(engine) = engine
        && settings.engine_plays(ENGINE_SEAT)
    {
        let think = settings.think.duration(thinking.0);
        *seat.0.get() = start(&engine.command, round.id(), think);
    }
}

/// What the engine's turn needs to know of the round.
struct Question<'a> {
    round: u64,
    /// The engine's turn, if it is its turn.
    turn: Option<Mover>,
    board: &'a Board,
    moves: Vec<Square>,
    think: Duration,
}

fn engine_move(
    turn: Res<Turn>,
    round: Res<Round>,
    settings: Res<MatchSettings>,
    thinking: Res<ThinkingTime>,
    engine: Res<OutsideEngine>,
    words: Res<Words>,
    look: (Res<ComputersPaused>, Res<Shown>),
    mut seat: ResMut<EngineSeat>,
    mut cannot_take_back: ResMut<EngineCannotTakeBack>,
    mut out: Outcomes,
) {
    let (paused, shown) = look;
    // Its turn, unless two computers were stopped or a past move is shown.
    let turn = turn
        .mover()
        .filter(|mover| mover.seat == ENGINE_SEAT && mover.controller == Controller::Computer)
        .filter(|_| !paused.0 && !shown.is_past());
    let question = Question {
        round: round.id(),
        turn,
        board: round.game().board(),
        moves: round
            .game()
            .moves()
            .iter()
            .filter_map(|m| Square::at(m.pos.row, m.pos.col))
            .collect(),
        think: settings.think.duration(thinking.0),
    };
    let stage = std::mem::take(seat.0.get());
    let (stage, said) = advance(stage, &question, &engine.command, &mut out);
    if let Some(said) = said {
        out.say(said, &words);
    }
    let speaks = match &stage {
        Stage::Ready { program, .. } | Stage::Asked { program, .. } => Some(program.speaks()),
        _ => None,
    };
    cannot_take_back.set_if_neq(EngineCannotTakeBack(speaks == Some(Speaks::CodinGame)));
    *seat.0.get() = stage;
}

/// What the engine's turn did: a move asked for, a forfeit, a frame
/// needed soon.
#[derive(bevy::ecs::system::SystemParam)]
struct Outcomes<'w> {
    requests: MessageWriter<'w, MoveRequest>,
    forfeits: MessageWriter<'w, Forfeit>,
    announce: MessageWriter<'w, Announce>,
    busy: MessageWriter<'w, StillBusy>,
}

/// What is said of the engine.
enum Said {
    Playing { name: String, speaks: Speaks },
    Lost { name: String, why: Lost },
}

enum Lost {
    NoStart(String),
    Slow(Duration),
    Broken(String),
    Illegal(Square),
}

impl Outcomes<'_> {
    fn say(&mut self, said: Said, words: &Words) {
        let text = match said {
            Said::Playing { name, speaks } => match speaks {
                Speaks::Ours => t!(words, "engine-playing-ours", name = name),
                Speaks::CodinGame => t!(words, "engine-playing-codingame", name = name),
            },
            Said::Lost { name, why } => match why {
                Lost::NoStart(why) => t!(words, "engine-lost-no-start", name = name, why = why),
                Lost::Slow(limit) => t!(
                    words,
                    "engine-lost-slow",
                    name = name,
                    seconds = format!("{:.1}", limit.as_secs_f64())
                ),
                Lost::Broken(why) => t!(words, "engine-lost-broken", name = name, why = why),
                Lost::Illegal(square) => t!(
                    words,
                    "engine-lost-illegal",
                    name = name,
                    square = square_text(square)
                ),
            },
        };
        self.announce.write(Announce::new(Announcement::Move, text));
    }

    /// The engine loses the round: forfeited, and said why.
    fn lose(&mut self, name: &str, why: Lost, forfeit: ForfeitWhy) -> (Stage, Option<Said>) {
        self.forfeit(forfeit);
        let name = name.to_string();
        (Stage::Out, Some(Said::Lost { name, why }))
    }

    fn forfeit(&mut self, why: ForfeitWhy) {
        self.forfeits.write(Forfeit {
            loser: ENGINE_SEAT,
            why,
        });
    }
}

/// One frame of the engine's round: the stage it leaves, and what to say.
fn advance(
    stage: Stage,
    question: &Question,
    command: &[String],
    out: &mut Outcomes,
) -> (Stage, Option<Said>) {
    let round = question.round;
    let name = crate::core::engine::program::program_name(command);
    let lost = |out: &mut Outcomes, why: Lost, forfeit: ForfeitWhy| out.lose(&name, why, forfeit);
    match stage {
        Stage::Starting { round: r, started } if r == round => match started.try_recv() {
            Err(TryRecvError::Empty) => {
                out.busy.write(StillBusy::Waiting);
                (Stage::Starting { round, started }, None)
            }
            Ok(Ok(program)) => {
                let speaks = program.speaks();
                out.busy.write(StillBusy::Working);
                let said = Said::Playing {
                    name: name.clone(),
                    speaks,
                };
                (Stage::Ready { round, program }, Some(said))
            }
            Ok(Err(why)) => lost(out, Lost::NoStart(why), ForfeitWhy::Rules),
            Err(TryRecvError::Disconnected) => lost(
                out,
                Lost::NoStart("it was not started".into()),
                ForfeitWhy::Rules,
            ),
        },
        // Each round's engine is started when the round starts.
        Stage::Idle | Stage::Out => (stage, None),
        Stage::Ready { round: r, .. } | Stage::Starting { round: r, .. } if r != round => {
            (stage, None)
        }
        stage => match (stage, question.turn) {
            (stage, None) => (stage, None),
            (
                Stage::Asked {
                    program,
                    mover,
                    since,
                    answer,
                },
                Some(turn),
            ) if mover == turn => wait(program, question, mover, since, answer, name, out),
            // Its turn, or the game changed under the question (an undo).
            (Stage::Ready { program, .. } | Stage::Asked { program, .. }, Some(turn)) => {
                ask(program, question, turn, name, out)
            }
            (stage, Some(_)) => (stage, None),
        },
    }
}

fn start(command: &[String], round: u64, think: Duration) -> Stage {
    let (send, started) = std::sync::mpsc::channel();
    let command = command.to_vec();
    std::thread::spawn(move || {
        let _ = send.send(Program::start(&command, think));
    });
    Stage::Starting { round, started }
}

fn ask(
    mut program: Program,
    question: &Question,
    mover: Mover,
    name: String,
    out: &mut Outcomes,
) -> (Stage, Option<Said>) {
    let valid = question
        .board
        .ultimate()
        .map(|board| board.legal_moves())
        .unwrap_or_default();
    if let Err(why) = program.ask(&question.moves, &valid) {
        return out.lose(&name, Lost::Broken(why), ForfeitWhy::Rules);
    }
    out.busy.write(StillBusy::Waiting);
    let stage = Stage::Asked {
        program,
        mover,
        since: Instant::now(),
        answer: None,
    };
    (stage, None)
}

fn wait(
    mut program: Program,
    question: &Question,
    mover: Mover,
    since: Instant,
    mut answer: Option<Square>,
    name: String,
    out: &mut Outcomes,
) -> (Stage, Option<Said>) {
    let lost = |out: &mut Outcomes, why: Lost, forfeit: ForfeitWhy| out.lose(&name, why, forfeit);
    if answer.is_none() {
        match program.reply() {
            Reply::Move(square) => {
                let legal = question
                    .board
                    .ultimate()
                    .is_some_and(|board| board.check(square).is_ok());
                if !legal {
                    return lost(out, Lost::Illegal(square), ForfeitWhy::Rules);
                }
                answer = Some(square);
            }
            Reply::Broken(why) => return lost(out, Lost::Broken(why), ForfeitWhy::Rules),
            Reply::Waiting => {
                let limit = question.think + GRACE;
                if since.elapsed() > limit {
                    return lost(out, Lost::Slow(limit), ForfeitWhy::Time);
                }
            }
        }
    }
    let beat_over = since.elapsed().as_secs_f32() >= COMPUTER_BEAT_SECS;
    match answer {
        Some(square) if beat_over => {
            let (row, col) = square.row_col();
            out.requests.write(MoveRequest {
                pos: Pos::new(row, col),
                by: Requester::Computer(mover.seat),
            });
            out.busy.write(StillBusy::Working);
            (
                Stage::Ready {
                    round: mover.round,
                    program,
                },
                None,
            )
        }
        _ => {
            out.busy.write(StillBusy::Waiting);
            let stage = Stage::Asked {
                program,
                mover,
                since,
                answer,
            };
            (stage, None)
        }
    }
}

/// Back at the title screen, the engine is stopped, and the next match
/// (maybe without it) may take moves back.
fn stop_engine(
    state: Res<State<GameState>>,
    mut seat: ResMut<EngineSeat>,
    mut cannot_take_back: ResMut<EngineCannotTakeBack>,
) {
    if *state.get() == GameState::Menu {
        *seat.0.get() = Stage::Idle;
        cannot_take_back.set_if_neq(EngineCannotTakeBack(false));
    }
}
