//! The computer players: when a computer's turn comes, it thinks a slice
//! of its search each frame (so no frame waits on it, here or in the
//! browser), waits at least a short, visible beat, then asks for its square
//! like any other player. If the request is ever refused, the beat starts
//! over and it asks again.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use rand::RngExt;

use crate::core::ai::Thought;
use crate::core::matchup::Seat;
use crate::core::{Board, Computer, Difficulty, Pos};
use crate::game::activity::StillBusy;
use crate::game::players::book::Books;
use crate::game::rng::GameRng;
use crate::game::round::board::Shown;
use crate::game::round::history::HistoryChanged;
use crate::game::round::placement::{MoveRejected, MoveRequest, Requester};
use crate::game::round::turn::{Mover, Turn};
use crate::game::round::{Round, RoundStarted};
use crate::game::sets::GameSystems;
use crate::game::setup::seat::Controller;
use crate::game::setup::settings::{MatchSettings, ThinkChoice};
use crate::game::state::GameState;

/// The computer's pause before it moves, so a player sees the turn pass.
pub const COMPUTER_BEAT_SECS: f32 = 0.45;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ComputerPlayers>();
    app.init_resource::<ComputerBeat>();
    app.init_resource::<SearchBudget>();
    app.init_resource::<ThinkingTime>();
    app.init_resource::<ComputersPaused>();
    app.register_type::<ComputersPaused>();
    app.register_type::<ComputerBeat>()
        .register_type::<SearchBudget>();
    app.add_systems(
        Update,
        (
            computer_move
                .in_set(GameSystems::Computer)
                .run_if(in_state(GameState::Playing))
                .run_if(computer_to_move)
                .run_if(|paused: Res<ComputersPaused>, shown: Res<Shown>| {
                    !paused.0 && !shown.is_past()
                }),
            (
                pause_after_undo.run_if(on_message::<HistoryChanged>),
                unpause.run_if(on_message::<RoundStarted>),
            )
                .in_set(GameSystems::Follow),
            rearm_after_refusal
                .in_set(GameSystems::Follow)
                .run_if(on_message::<MoveRejected>),
        ),
    );
}

/// How many positions Impossible's search, and the coach's analysis, may
/// visit in one frame. The platform sets it per target; 20,000 is about
/// 7 ms natively in a release build.
#[derive(Resource, Reflect, Debug, Clone, Copy)]
#[reflect(Resource)]
pub struct SearchBudget(pub u64);

impl Default for SearchBudget {
    fn default() -> Self {
        SearchBudget(20_000)
    }
}

/// How long a computer that plays better with more time (Impossible on
/// Ultimate) thinks about a move, in total over its frames, when the
/// player asks for quick moves. The platform sets it per target.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThinkingTime(pub std::time::Duration);

impl Default for ThinkingTime {
    fn default() -> Self {
        ThinkingTime(std::time::Duration::from_millis(100))
    }
}

/// The most such a computer thinks in one frame, so frames stay smooth.
const THINKING_SLICE: std::time::Duration = std::time::Duration::from_millis(10);

/// Two computers playing each other stop when a move is undone, so the
/// player can look; "Resume" lets them go on.
#[derive(Resource, Reflect, Default, Debug, Clone, Copy, PartialEq, Eq)]
#[reflect(Resource)]
pub struct ComputersPaused(pub bool);

fn pause_after_undo(round: Res<Round>, mut paused: ResMut<ComputersPaused>) {
    if Seat::BOTH
        .iter()
        .all(|&seat| round.controller(seat) == Controller::Computer)
    {
        paused.0 = true;
    }
}

fn unpause(mut paused: ResMut<ComputersPaused>) {
    paused.set_if_neq(ComputersPaused(false));
}

/// One computer player per computer seat, made for each round (the
/// Impossible player's memo lives as long as the round).
#[derive(Resource, Default)]
pub struct ComputerPlayers {
    round: u64,
    seats: [Option<Computer>; 2],
}

/// The pause before the computer's move, and whether it has asked yet.
#[derive(Resource, Reflect, Debug)]
#[reflect(Resource)]
pub struct ComputerBeat {
    pub timer: Timer,
    /// The turn the beat is for: a new turn starts a new beat.
    pub turn: Option<Mover>,
    /// Asked and waiting for placement's answer.
    pub asked: bool,
    /// The square decided on, waiting for the beat to end.
    #[reflect(ignore)]
    pub decided: Option<crate::core::Pos>,
    /// Time spent searching for this move so far, and in how many frames
    /// (logged once decided, for the benchmarks and the browser test).
    pub thought: std::time::Duration,
    pub slices: u32,
    /// The longest single frame's share of that time.
    pub longest_slice: std::time::Duration,
    /// When the first slice began: a chosen thinking time (1 or 5 s) is
    /// the clock's, however long the frames between slices take.
    #[reflect(ignore)]
    pub first_slice: Option<bevy::platform::time::Instant>,
}

impl Default for ComputerBeat {
    fn default() -> Self {
        ComputerBeat {
            timer: Timer::from_seconds(COMPUTER_BEAT_SECS, TimerMode::Once),
            turn: None,
            asked: false,
            decided: None,
            thought: std::time::Duration::ZERO,
            slices: 0,
            longest_slice: std::time::Duration::ZERO,
            first_slice: None,
        }
    }
}

impl ComputerBeat {
    fn rearm(&mut self) {
        self.timer.reset();
        self.asked = false;
        self.decided = None;
        self.thought = std::time::Duration::ZERO;
        self.slices = 0;
        self.longest_slice = std::time::Duration::ZERO;
        self.first_slice = None;
    }
}

/// The computer's turn, unless an outside engine plays its seat
/// ([`super::program`]).
fn computer_to_move(turn: Res<Turn>, settings: Res<MatchSettings>) -> bool {
    turn.mover()
        .is_some_and(|m| m.controller == Controller::Computer && !settings.engine_plays(m.seat))
}

/// What the computers think with: the match's choices, the platform's
/// budgets, the books, and one computer per seat.
#[derive(SystemParam)]
struct Minds<'w> {
    settings: Res<'w, MatchSettings>,
    budget: Res<'w, SearchBudget>,
    thinking: Res<'w, ThinkingTime>,
    books: Res<'w, Books>,
    rng: ResMut<'w, GameRng>,
    players: ResMut<'w, ComputerPlayers>,
}

fn computer_move(
    time: Res<Time>,
    turn: Res<Turn>,
    round: Res<Round>,
    mut minds: Minds,
    mut beat: ResMut<ComputerBeat>,
    mut requests: MessageWriter<MoveRequest>,
    mut busy: MessageWriter<StillBusy>,
) {
    let Some(mover) = turn.mover() else {
        return;
    };
    if beat.turn != Some(mover) {
        beat.turn = Some(mover);
        beat.rearm();
    }
    if beat.asked {
        return;
    }
    if minds.players.round != mover.round {
        *minds.players = ComputerPlayers {
            round: mover.round,
            seats: default(),
        };
    }
    if beat.decided.is_none()
        && minds.think(mover.seat, round.game().board(), &mut beat) == Thought::NoMove
    {
        return;
    }
    let beat_over = beat.timer.tick(time.delta()).is_finished();
    match (beat_over, beat.decided) {
        (true, Some(pos)) => {
            requests.write(MoveRequest {
                pos,
                by: Requester::Computer(mover.seat),
            });
            beat.asked = true;
            busy.write(StillBusy::Working);
        }
        // Decided: only the pause is left.
        (false, Some(_)) => {
            busy.write(StillBusy::Waiting);
        }
        (_, None) => {
            busy.write(StillBusy::Working);
        }
    }
}

impl Minds<'_> {
    /// A frame's slice of the seat's thought, kept in `beat`, with the
    /// square once it is decided.
    fn think(&mut self, seat: Seat, board: &Board, beat: &mut ComputerBeat) -> Thought {
        let Minds {
            settings,
            budget,
            thinking,
            books,
            rng,
            players,
        } = self;
        let computer = players.seats[seat.index()].get_or_insert_with(|| {
            Computer::new(settings.difficulty, rng.0.random())
                .with_book(books.for_rules(board.rules()))
        });
        // The platform's clock: std's Instant does not exist in the browser.
        let started = bevy::platform::time::Instant::now();
        let first = *beat.first_slice.get_or_insert(started);
        let mut thought = computer.think(board, budget.0);
        if computer.thinks_for_time(board) {
            let allowance = Allowance {
                started,
                first,
                before: beat.thought,
                allowed: settings.think.duration(thinking.0),
                // Quick is an amount of thought, as the benchmarks measure
                // it (the frames between slices would eat most of it under
                // software rendering); a second or five are a wait the
                // player chose, so they are the clock's.
                by_clock: settings.think != ThinkChoice::Quick,
            };
            thought = allowance.think_on(computer, board, thought, budget.0);
        }
        let slice = started.elapsed();
        beat.thought += slice;
        beat.slices += 1;
        beat.longest_slice = beat.longest_slice.max(slice);
        if let Thought::Move(pos) = thought {
            beat.decided = Some(pos);
            log_choice(computer, settings.difficulty, board, pos, beat);
        }
        thought
    }
}

/// The time a computer that plays better with more time may think for.
struct Allowance {
    /// When this frame's slice began, and the first slice.
    started: bevy::platform::time::Instant,
    first: bevy::platform::time::Instant,
    /// The thought before this frame's slice.
    before: std::time::Duration,
    allowed: std::time::Duration,
    by_clock: bool,
}

impl Allowance {
    fn spent(&self) -> std::time::Duration {
        if self.by_clock {
            self.first.elapsed()
        } else {
            self.before + self.started.elapsed()
        }
    }

    /// Thinks on through the frame's slice, and decides when the time
    /// allowed is up.
    fn think_on(
        &self,
        computer: &mut Computer,
        board: &Board,
        mut thought: Thought,
        budget: u64,
    ) -> Thought {
        while thought == Thought::Thinking
            && self.started.elapsed() < THINKING_SLICE
            && self.spent() < self.allowed
        {
            thought = computer.think(board, budget);
        }
        if thought == Thought::Thinking && self.spent() >= self.allowed {
            thought = computer
                .decide(board)
                .map_or(Thought::NoMove, Thought::Move);
        }
        thought
    }
}

/// The choice and what it took, with the tree search's pace, for the
/// benchmarks and the browser test.
fn log_choice(
    computer: &Computer,
    difficulty: Difficulty,
    board: &Board,
    pos: Pos,
    beat: &ComputerBeat,
) {
    let pace = computer
        .ultimate_search()
        .map(|search| {
            let seconds = beat.thought.as_secs_f64().max(1e-6);
            format!(
                ", {} iterations ({:.0} a second)",
                search.iterations(),
                search.iterations() as f64 / seconds
            )
        })
        .unwrap_or_default();
    info!(
        "{} chose {} after {:.1} ms of thought in {} frame(s), at most {:.1} ms in one{pace}",
        difficulty.label(),
        crate::core::notation::square_name(board.rules(), pos),
        beat.thought.as_secs_f64() * 1000.0,
        beat.slices,
        beat.longest_slice.as_secs_f64() * 1000.0
    );
}

/// A refused move must not leave the computer waiting for ever: its beat
/// starts over and it asks again.
fn rearm_after_refusal(mut rejected: MessageReader<MoveRejected>, mut beat: ResMut<ComputerBeat>) {
    let beat_seat: Option<Seat> = beat.turn.map(|m| m.seat);
    for refusal in rejected.read() {
        if let Requester::Computer(seat) = refusal.request.by
            && Some(seat) == beat_seat
        {
            warn!(
                "The computer's move was refused ({:?}); it will ask again",
                refusal.reason
            );
            beat.rearm();
        }
    }
}
