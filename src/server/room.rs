//! One room: two seats, the authoritative game (the same core the clients
//! use), the score, and who is connected. Pure logic with the time passed
//! in, so every rule is tested without a network.

use std::time::{Duration, Instant};

use rand::Rng;
use rand::RngExt;

use crate::core::matchup::{FirstMove, Score, Seat};
use crate::core::offered::BoardChoice;
use crate::core::{Game, Outcome, Player};
use crate::net::protocol::{ErrorCode, Presence, RoomView, SeatView, Square};

/// A connection, as the lobby numbers them.
pub type ConnId = u64;

/// A refusal: what it was about and what to tell the player.
pub type Refusal = (ErrorCode, String);

#[derive(Debug)]
pub(super) struct SeatState {
    pub name: String,
    pub token: String,
    /// The connection sitting here now, if any.
    pub conn: Option<ConnId>,
    /// When the connection dropped, while it may still come back.
    pub away_since: Option<Instant>,
    /// Left for good (or did not come back in time).
    pub left: bool,
    pub again: bool,
    /// The player's device key, in a rated room.
    pub player: Option<String>,
    /// The player's rating on this board as shown, in a rated room.
    pub rating: Option<u32>,
}

impl SeatState {
    pub fn new(name: String, token: String, conn: ConnId) -> Self {
        SeatState {
            name,
            token,
            conn: Some(conn),
            away_since: None,
            left: false,
            again: false,
            player: None,
            rating: None,
        }
    }
}

#[derive(Debug)]
pub struct Room {
    pub(super) code: String,
    board: BoardChoice,
    first: FirstMove,
    pub(super) seats: [Option<SeatState>; 2],
    /// Connections watching the room, read only.
    pub(super) watchers: Vec<ConnId>,
    round: u32,
    x_seat: Seat,
    game: Game,
    score: Score,
    pub(super) last_activity: Instant,
    /// A quick match's room: its rounds change the players' ratings.
    pub(super) rated: bool,
    /// The last round whose result the ratings have taken.
    pub(super) rated_round: u32,
}

/// How a round ended, for the ratings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundResult {
    Won(Seat),
    Draw,
}

impl Room {
    pub(super) fn new(
        code: String,
        board: BoardChoice,
        first: FirstMove,
        creator: SeatState,
        now: Instant,
    ) -> Self {
        Room {
            code,
            board,
            first,
            seats: [Some(creator), None],
            watchers: Vec::new(),
            round: 0,
            x_seat: Seat::One,
            game: Game::new(board.rules()),
            score: Score::default(),
            last_activity: now,
            rated: false,
            rated_round: 0,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn x_seat(&self) -> Seat {
        self.x_seat
    }

    pub fn seat_of(&self, player: Player) -> Seat {
        match player {
            Player::X => self.x_seat,
            Player::O => self.x_seat.other(),
        }
    }

    fn name(&self, seat: Seat) -> &str {
        self.seats[seat.index()]
            .as_ref()
            .map_or("your friend", |s| s.name.as_str())
    }

    /// The connections seated here now.
    pub(super) fn connections(&self) -> impl Iterator<Item = ConnId> + '_ {
        self.seats.iter().flatten().filter_map(|seat| seat.conn)
    }

    /// Everyone who sees the room: its players and its watchers.
    pub(super) fn audience(&self) -> impl Iterator<Item = ConnId> + '_ {
        self.connections().chain(self.watchers.iter().copied())
    }

    /// Nobody will play here again: every seat that was taken was left.
    pub(super) fn abandoned(&self) -> bool {
        self.seats.iter().flatten().all(|seat| seat.left)
    }

    /// Seats the second player and starts the first round.
    pub(super) fn seat_friend(&mut self, friend: SeatState, rng: &mut impl Rng) {
        self.seats[1] = Some(friend);
        self.start_round(rng);
    }

    fn start_round(&mut self, rng: &mut impl Rng) {
        self.x_seat = self.first.x_seat(self.round, || rng.random_bool(0.5));
        self.round += 1;
        self.game = Game::new(self.game.rules());
        for seat in self.seats.iter_mut().flatten() {
            seat.again = false;
        }
    }

    /// Plays `square` for `seat`, if it is that seat's move and the square is free.
    pub(super) fn play(&mut self, seat: Seat, square: Square) -> Result<(), Refusal> {
        if self.round == 0 {
            return Err((
                ErrorCode::NotStarted,
                "Your friend has not joined yet".into(),
            ));
        }
        if self.game.outcome().is_over() {
            return Err((
                ErrorCode::RoundOver,
                "This round is over: ask to play again".into(),
            ));
        }
        let mover = self.seat_of(self.game.to_move());
        if mover != seat {
            return Err((
                ErrorCode::NotYourTurn,
                format!("It is {}'s move", self.name(mover)),
            ));
        }
        self.game
            .play(square.into())
            .map_err(|error| (ErrorCode::IllegalMove, capitalized(&error.to_string())))?;
        match self.game.outcome() {
            Outcome::Win { winner, .. } => self.score.count(Some(self.seat_of(winner))),
            Outcome::Draw => self.score.count(None),
            Outcome::InProgress => {}
        }
        Ok(())
    }

    /// This round's result, once it is decided: the one place the ratings
    /// learn who won (from the board; a lost clock would decide it here too).
    pub(super) fn result(&self) -> Option<RoundResult> {
        if self.round == 0 {
            return None;
        }
        match self.game.outcome() {
            Outcome::Win { winner, .. } => Some(RoundResult::Won(self.seat_of(winner))),
            Outcome::Draw => Some(RoundResult::Draw),
            Outcome::InProgress => None,
        }
    }

    pub fn board(&self) -> BoardChoice {
        self.board
    }

    /// `seat` asks for another round; it starts when both have asked.
    pub(super) fn play_again(&mut self, seat: Seat, rng: &mut impl Rng) -> Result<(), Refusal> {
        if self.round == 0 || !self.game.outcome().is_over() {
            return Err((ErrorCode::RoundNotOver, "Finish this round first".into()));
        }
        let other = seat.other();
        if self.seats[other.index()].as_ref().is_none_or(|s| s.left) {
            return Err((
                ErrorCode::SeatGone,
                format!("{} has left the room", self.name(other)),
            ));
        }
        if let Some(state) = self.seats[seat.index()].as_mut() {
            state.again = true;
        }
        if self.seats.iter().flatten().all(|s| s.again) {
            self.start_round(rng);
        }
        Ok(())
    }

    /// The room as its players see it, `now`.
    pub fn view(&self, now: Instant, grace: Duration) -> RoomView {
        let seat_view = |index: usize| match &self.seats[index] {
            None => SeatView {
                name: String::new(),
                presence: Presence::Empty,
                again: false,
                rating: None,
            },
            Some(seat) => SeatView {
                name: seat.name.clone(),
                presence: if seat.left {
                    Presence::Left
                } else if seat.conn.is_some() {
                    Presence::Connected
                } else {
                    let away = seat.away_since.map_or(grace, |t| now - t);
                    Presence::Away {
                        seconds_left: grace.saturating_sub(away).as_secs_f32().ceil() as u32,
                    }
                },
                again: seat.again,
                rating: seat.rating.filter(|_| self.rated),
            },
        };
        RoomView {
            code: self.code.clone(),
            board: self.board,
            seats: [seat_view(0), seat_view(1)],
            watchers: self.watchers.len() as u32,
            round: self.round,
            x_seat: self.x_seat,
            moves: self.game.moves().iter().map(|m| m.pos.into()).collect(),
            score: self.score,
            rated: self.rated,
        }
    }
}

/// The text with its first letter upper case, for an error shown as a sentence.
pub(super) fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
