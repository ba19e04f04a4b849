//! Keys and clicks in the terminal, read through the window's keymap (the
//! same table, with the few letters only a terminal reads: q, h, j, k, l)
//! and turned into the same requests the window sends: a move, a round
//! command, undo, a step back through the moves. A key that means nothing
//! here gets the window's notice and changes nothing.

use bevy::ecs::system::SystemParam;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyCode, KeyboardInput, NativeKeyCode};
use bevy::prelude::*;
use ratatui::crossterm::event::{KeyCode as TermCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::TerminalSystems;
use super::menu::{ChosenRow, Row};
use super::typing::{self, Done, Purpose, Typed};
use crate::core::Pos;
use crate::core::matchup::Seat;
use crate::core::notation::{numpad_pos, ultimate_pos};
use crate::core::offered::BoardChoice;
use crate::game::GameSystems;
use crate::game::announce::{Announce, Announcement};
use crate::game::coach::review::Review;
use crate::game::coach::{CoachCommand, ReviewStep, ViewStep};
use crate::game::flow::RoundCommand;
use crate::game::narrate::square_label;
use crate::game::online::leaderboard::FetchLeaderboard;
use crate::game::online::phase::Reporting;
use crate::game::online::report::ReportOpponent;
use crate::game::online::{Online, OnlineCommand, SavedSeat};
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::history::HistoryRequest;
use crate::game::round::placement::{MoveRequest, Requester};
use crate::game::setup::language::Words;
use crate::game::setup::seat::{Authority, Mode};
use crate::game::setup::settings::MatchSettings;
use crate::game::state::GameState;
use crate::i18n::t;
use crate::net::protocol::ReportReason;
use crate::ui::input::board_keys::{UltimateKey, step_cursor, ultimate_key};
use crate::ui::input::keyboard::unbound;
use crate::ui::input::keymap::{self, Action, Edition, Modifiers, Situation};

/// The actions the terminal edition carries out. The others (copying a
/// link, reports, sound, labels) are the window's: their keys are unbound
/// here and left out of this edition's help.
pub const DOES: [Action; 24] = [
    Action::Hint,
    Action::Analysis,
    Action::Start,
    Action::Quit,
    Action::PlaySquare,
    Action::MoveCursor,
    Action::PlaceAtCursor,
    Action::Undo,
    Action::Redo,
    Action::Earlier,
    Action::Later,
    Action::FirstPosition,
    Action::BackToGame,
    Action::PlayFromHere,
    Action::LeaveRound,
    Action::PlayAgain,
    Action::Review,
    Action::ReportThrew,
    Action::ReportUnfair,
    Action::ReviewPrevious,
    Action::ReviewNext,
    Action::CloseReview,
    Action::BackToMenu,
    Action::Help,
];

/// A key the terminal reported.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TerminalKey(pub KeyEvent);

/// A left click, by the terminal's column and row.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Click {
    pub column: u16,
    pub row: u16,
}

/// What covers the board: the help, the question before leaving, or a
/// line being typed.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Overlay {
    #[default]
    Nothing,
    Help,
    Leave,
    Typing(Purpose),
    /// Lifetime statistics, over the title screen.
    Statistics,
    /// Quick match's leaderboard for this board, over the online menu.
    Leaderboard(BoardChoice),
    /// A report of the other player, asked to be sure: one stray key (a
    /// code typed on the wrong screen) must not send one.
    Report(ReportReason),
}

/// The square the arrows and h, j, k, l point at.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cursor(pub Option<Pos>);

/// Ultimate's board picked by a first number key, while the round stays as
/// it was (its id and edits).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Picked(Option<(u8, u64, u64)>);

/// Where the board's top-left square was drawn, for clicks.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardAt(pub Option<(u16, u16)>);

/// How far down the help is read.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HelpScroll(pub u16);

/// The terminal is too small to show the round: only the keys that leave
/// it or show the help work, so nothing is played unseen.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hidden(pub bool);

pub fn plugin(app: &mut App) {
    app.add_message::<TerminalKey>();
    app.add_message::<Click>();
    app.init_resource::<Overlay>();
    app.init_resource::<Cursor>();
    app.init_resource::<Picked>();
    app.init_resource::<BoardAt>();
    app.init_resource::<Hidden>();
    app.init_resource::<HelpScroll>();
    app.init_resource::<Typed>();
    app.add_systems(
        Update,
        (read_keys, read_clicks.run_if(in_state(GameState::Playing)))
            .in_set(TerminalSystems::Act)
            .in_set(GameSystems::Input),
    );
    app.add_systems(OnExit(GameState::Playing), forget_the_round);
}

fn forget_the_round(mut cursor: ResMut<Cursor>, mut picked: ResMut<Picked>) {
    cursor.0 = None;
    picked.0 = None;
}

/// Where the player is, as the keymap knows it.
#[derive(SystemParam)]
pub struct Where<'w> {
    state: Res<'w, State<GameState>>,
    pub round: Res<'w, Round>,
    pub shown: Res<'w, Shown>,
    review: Res<'w, Review>,
    pub words: Res<'w, Words>,
    online: Res<'w, Online>,
    saved: Res<'w, SavedSeat>,
}

impl Where<'_> {
    pub fn situation(&self) -> Situation {
        Situation::of(*self.state.get(), &self.shown, &self.review)
    }

    /// Why no move can be played: the friend left the room for good in
    /// the middle of the round, which will never go on ("Bob left").
    pub fn friend_gone(&self) -> Option<String> {
        let unfinished = self.round.authority() == Authority::Server && !self.round.is_over();
        (unfinished && self.online.friend_left())
            .then(|| self.online.situation(&self.words))
            .flatten()
    }
}

/// What a key may ask of the game.
#[derive(SystemParam)]
struct Asks<'w> {
    commands: MessageWriter<'w, RoundCommand>,
    moves: MessageWriter<'w, MoveRequest>,
    history: MessageWriter<'w, HistoryRequest>,
    coach: MessageWriter<'w, CoachCommand>,
    online: MessageWriter<'w, OnlineCommand>,
    leaderboard: MessageWriter<'w, FetchLeaderboard>,
    reports: MessageWriter<'w, ReportOpponent>,
    announce: MessageWriter<'w, Announce>,
    exit: MessageWriter<'w, AppExit>,
}

impl Asks<'_> {
    fn play(&mut self, pos: Pos) {
        self.moves.write(MoveRequest {
            pos,
            by: Requester::Local,
        });
    }

    fn refuse(&mut self, why: String) {
        self.announce.write(Announce::problem(why));
    }
}

/// What a key may change of this screen.
#[derive(SystemParam)]
struct Screen<'w> {
    overlay: ResMut<'w, Overlay>,
    cursor: ResMut<'w, Cursor>,
    picked: ResMut<'w, Picked>,
    settings: ResMut<'w, MatchSettings>,
    row: ResMut<'w, ChosenRow>,
    typed: ResMut<'w, Typed>,
    hidden: Res<'w, Hidden>,
    help_scroll: ResMut<'w, HelpScroll>,
}

fn read_keys(
    mut keys: MessageReader<TerminalKey>,
    here: Where,
    mut screen: Screen,
    mut asks: Asks,
) {
    for TerminalKey(key) in keys.read() {
        if key.kind == KeyEventKind::Release {
            continue;
        }
        if key.code == TermCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL) {
            asks.exit.write(AppExit::Success);
            return;
        }
        let (event, held) = translate(key);
        let screen_changed = match *screen.overlay {
            Overlay::Help => {
                scroll_help(key.code, &mut screen);
                false
            }
            Overlay::Statistics => {
                *screen.overlay = Overlay::Nothing;
                false
            }
            Overlay::Leaderboard(board) => leaderboard_key(key.code, board, &mut screen, &mut asks),
            Overlay::Leave => answer_leave(key.code, &mut screen, &mut asks),
            Overlay::Report(reason) => answer_report(key.code, reason, &mut screen, &mut asks),
            // Ctrl with a letter is no letter typed.
            Overlay::Typing(_) if key.modifiers.contains(KeyModifiers::CONTROL) => false,
            Overlay::Typing(purpose) => type_key(key.code, purpose, &mut screen, &mut asks),
            Overlay::Nothing => {
                let situation = here.situation();
                if situation == Situation::Menu && menu_key(key.code, &here, &mut screen, &mut asks)
                {
                    continue;
                }
                let action = keymap::action_in(Edition::Terminal, &event, held, situation);
                let leaves = matches!(
                    action,
                    Some(Action::LeaveRound | Action::BackToMenu | Action::Quit | Action::Help)
                );
                if screen.hidden.0 && !leaves {
                    continue;
                }
                match action {
                    Some(action) if DOES.contains(&action) => {
                        perform(action, &event, &here, &mut screen, &mut asks)
                    }
                    _ => {
                        let rules = here.round.game().rules();
                        asks.refuse(unbound(&event, situation, rules, &here.words));
                        false
                    }
                }
            }
        };
        // Later keys of this frame were meant for the old screen.
        if screen_changed {
            return;
        }
    }
}

/// Left and Right (h, l) ask for another board's leaderboard; any other
/// key closes it.
fn leaderboard_key(
    code: TermCode,
    board: BoardChoice,
    screen: &mut Screen,
    asks: &mut Asks,
) -> bool {
    let step = match code {
        TermCode::Left | TermCode::Char('h') => -1,
        TermCode::Right | TermCode::Char('l') => 1,
        _ => 0,
    };
    *screen.overlay = if step == 0 {
        Overlay::Nothing
    } else {
        let board = super::leaderboard::next_board(board, step);
        asks.leaderboard.write(FetchLeaderboard(board));
        Overlay::Leaderboard(board)
    };
    false
}

/// Enter or y sends the report asked about; any other key does not.
fn answer_report(
    code: TermCode,
    reason: ReportReason,
    screen: &mut Screen,
    asks: &mut Asks,
) -> bool {
    if matches!(code, TermCode::Enter | TermCode::Char('y' | 'Y')) {
        asks.reports.write(ReportOpponent(reason));
    }
    *screen.overlay = Overlay::Nothing;
    false
}

/// The arrows, j, k and the page keys move through the help; any other
/// key closes it.
fn scroll_help(code: TermCode, screen: &mut Screen) {
    let at = screen.help_scroll.0;
    screen.help_scroll.0 = match code {
        TermCode::Up | TermCode::Char('k') => at.saturating_sub(1),
        TermCode::Down | TermCode::Char('j') => at.saturating_add(1),
        TermCode::PageUp => at.saturating_sub(10),
        TermCode::PageDown => at.saturating_add(10),
        _ => {
            *screen.overlay = Overlay::Nothing;
            0
        }
    };
}

/// Enter (or y) leaves the round; Esc, q (or n) keeps playing.
fn answer_leave(code: TermCode, screen: &mut Screen, asks: &mut Asks) -> bool {
    match code {
        TermCode::Enter | TermCode::Char('y' | 'Y') => {
            *screen.overlay = Overlay::Nothing;
            asks.commands.write(RoundCommand::ToMenu);
            true
        }
        TermCode::Esc | TermCode::Char('q' | 'Q' | 'n' | 'N') => {
            *screen.overlay = Overlay::Nothing;
            false
        }
        _ => false,
    }
}

/// A key while a line is typed; true if it changes the screen.
fn type_key(code: TermCode, purpose: Purpose, screen: &mut Screen, asks: &mut Asks) -> bool {
    match typing::key(code, purpose, &mut screen.typed, &mut screen.settings) {
        Done::Typing => return false,
        Done::Cancelled | Done::Named(None) => *screen.overlay = Overlay::Nothing,
        Done::Named(Some(seat)) => {
            screen.typed.0 = screen.settings.names[seat.index()].clone();
            *screen.overlay = Overlay::Typing(Purpose::Name(seat));
        }
        Done::Online(command) => {
            *screen.overlay = Overlay::Nothing;
            asks.online.write(command);
        }
    }
    false
}

/// Starts typing `purpose`, from the name already set.
fn start_typing(purpose: Purpose, screen: &mut Screen) {
    screen.typed.0 = match purpose {
        Purpose::Name(seat) => screen.settings.names[seat.index()].clone(),
        Purpose::Join | Purpose::Watch => String::new(),
    };
    *screen.overlay = Overlay::Typing(purpose);
}

/// The menu's own keys: 1-5 turn a choice (5 types the names), the arrows
/// pick and turn one, s shows the statistics; online, c makes a room, j
/// and w type a code to join or watch one.
fn menu_key(code: TermCode, here: &Where, screen: &mut Screen, asks: &mut Asks) -> bool {
    let rows: Vec<Row> = Row::ALL
        .into_iter()
        .filter(|row| row.applies(&screen.settings))
        .collect();
    let at = rows
        .iter()
        .position(|&row| row == screen.row.0)
        .unwrap_or(0);
    let online = screen.settings.mode == Mode::Online && here.online.is_offline();
    match code {
        TermCode::Char('c') if online => {
            asks.online.write(OnlineCommand::Create);
        }
        TermCode::Char('j') if online => start_typing(Purpose::Join, screen),
        TermCode::Char('b') if online && here.saved.0.is_some() => {
            let code = here.saved.0.as_ref().map(|ticket| ticket.code.clone());
            asks.online
                .write(OnlineCommand::Join(code.unwrap_or_default()));
        }
        TermCode::Char('w') if online => start_typing(Purpose::Watch, screen),
        TermCode::Char('s') => *screen.overlay = Overlay::Statistics,
        TermCode::Char('r') if screen.settings.mode == Mode::Online => {
            let board = screen.settings.board;
            asks.leaderboard.write(FetchLeaderboard(board));
            *screen.overlay = Overlay::Leaderboard(board);
        }
        TermCode::Char(c @ '1'..='9') => {
            let Some(row) = c.to_digit(10).and_then(|n| Row::numbered(n as u8)) else {
                return false;
            };
            if !row.applies(&screen.settings) {
                return false;
            }
            screen.row.0 = row;
            if row == Row::Names {
                start_typing(Purpose::Name(Seat::One), screen);
            }
            row.turn(&mut screen.settings, 1);
        }
        TermCode::Up | TermCode::Char('k') => {
            screen.row.0 = rows[(at + rows.len() - 1) % rows.len()]
        }
        TermCode::Down | TermCode::Char('j') => screen.row.0 = rows[(at + 1) % rows.len()],
        TermCode::Left | TermCode::Char('h') => rows[at].turn(&mut screen.settings, -1),
        TermCode::Right | TermCode::Char('l') => rows[at].turn(&mut screen.settings, 1),
        _ => return false,
    }
    true
}

/// Does what the key's action means; true if it changes the screen.
fn perform(
    action: Action,
    event: &KeyboardInput,
    here: &Where,
    screen: &mut Screen,
    asks: &mut Asks,
) -> bool {
    let words = &*here.words;
    if matches!(action, Action::PlaySquare | Action::PlaceAtCursor)
        && let Some(why) = here.friend_gone()
    {
        asks.refuse(why);
        return false;
    }
    let command = |asks: &mut Asks, command| {
        asks.commands.write(command);
        true
    };
    match action {
        // Online, Enter looks for a player, and Esc stops looking, as in
        // the window.
        Action::Start if screen.settings.mode == Mode::Online => {
            // Once: a search or a room is already under way otherwise.
            if here.online.is_offline() {
                asks.online.write(OnlineCommand::QuickMatch);
            }
        }
        Action::Quit if !here.online.is_offline() => {
            asks.online.write(OnlineCommand::Leave);
        }
        Action::Start => return command(asks, RoundCommand::Start),
        Action::Quit => return command(asks, RoundCommand::Quit),
        Action::PlayAgain => return command(asks, RoundCommand::PlayAgain),
        Action::BackToMenu => return command(asks, RoundCommand::ToMenu),
        Action::PlaySquare => play_number(event, here, screen, asks),
        Action::MoveCursor => move_cursor(event, here, screen, asks),
        Action::PlaceAtCursor => match screen.cursor.0 {
            Some(pos) => asks.play(pos),
            None => asks.refuse(t!(words, "keys-no-cursor")),
        },
        Action::Undo => {
            asks.history.write(HistoryRequest::Undo);
        }
        Action::Redo => {
            asks.history.write(HistoryRequest::Redo);
        }
        // A watcher's leaving costs nobody anything: no question.
        Action::LeaveRound if screen.settings.is_watching() => {
            asks.online.write(OnlineCommand::Leave);
        }
        Action::LeaveRound => *screen.overlay = Overlay::Leave,
        Action::ReportThrew => ask_to_report(ReportReason::Threw, here, screen, asks),
        Action::ReportUnfair => ask_to_report(ReportReason::Unfair, here, screen, asks),
        Action::Help => *screen.overlay = Overlay::Help,
        _ => {
            if let Some(step) = coach_step(action) {
                asks.coach.write(step);
            }
        }
    }
    false
}

/// A digit: a square of 3 x 3, or Ultimate's board then square.
fn play_number(event: &KeyboardInput, here: &Where, screen: &mut Screen, asks: &mut Asks) {
    let words = &*here.words;
    let rules = here.round.game().rules();
    let n = keymap::digit(event.key_code).unwrap_or(0);
    if rules.is_ultimate() {
        ultimate_number(n, here, screen, asks);
        return;
    }
    match numpad_pos(rules, n) {
        Some(pos) => asks.play(pos),
        None if rules.size() != 3 => asks.refuse(t!(words, "keys-numbers-classic-only")),
        None => asks.refuse(t!(words, "keys-no-such-square-classic", number = n)),
    }
}

/// A report is asked about first, once there is something to report;
/// otherwise the game says why there is not (nothing, or sent already).
fn ask_to_report(reason: ReportReason, here: &Where, screen: &mut Screen, asks: &mut Asks) {
    if here.online.reporting() == Reporting::Open {
        *screen.overlay = Overlay::Report(reason);
    } else {
        asks.reports.write(ReportOpponent(reason));
    }
}

/// The timeline's and the review's steps.
fn coach_step(action: Action) -> Option<CoachCommand> {
    Some(match action {
        Action::Hint => CoachCommand::Hint,
        Action::Analysis => CoachCommand::ToggleAnalysis,
        Action::Earlier => CoachCommand::View(ViewStep::Earlier),
        Action::Later => CoachCommand::View(ViewStep::Later),
        Action::FirstPosition => CoachCommand::View(ViewStep::Ply(0)),
        Action::BackToGame => CoachCommand::View(ViewStep::BackToGame),
        Action::PlayFromHere => CoachCommand::View(ViewStep::PlayFromHere),
        Action::Review => CoachCommand::Review(ReviewStep::Start),
        Action::ReviewPrevious => CoachCommand::Review(ReviewStep::Previous),
        Action::ReviewNext => CoachCommand::Review(ReviewStep::Next),
        Action::CloseReview => CoachCommand::Review(ReviewStep::Stop),
        _ => return None,
    })
}

/// A number key on Ultimate: a square, or first the small board it is in.
fn ultimate_number(n: u8, here: &Where, screen: &mut Screen, asks: &mut Asks) {
    let stamp = (here.round.id(), here.round.edits());
    let board = screen
        .picked
        .0
        .filter(|&(_, id, edits)| (id, edits) == stamp)
        .map(|(board, ..)| board);
    match ultimate_key(here.round.game().board(), board, n, &here.words) {
        UltimateKey::Play(pos) => {
            screen.picked.0 = None;
            asks.play(pos);
        }
        UltimateKey::Pick(Some(board)) => {
            screen.picked.0 = Some((board, stamp.0, stamp.1));
            screen.cursor.0 = ultimate_pos(board, 5);
            let text = t!(here.words, "keys-board-picked", board = board);
            asks.announce
                .write(Announce::new(Announcement::Focus, text));
        }
        UltimateKey::Pick(None) => {
            screen.picked.0 = None;
            let text = t!(here.words, "keys-pick-a-board");
            asks.announce
                .write(Announce::new(Announcement::Focus, text));
        }
        UltimateKey::Refuse(why) => asks.refuse(why),
    }
}

/// The arrows, or h, j, k and l: the cursor moves and says where it is.
fn move_cursor(event: &KeyboardInput, here: &Where, screen: &mut Screen, asks: &mut Asks) {
    let step = keymap::arrow_step(event.key_code).or(match &event.logical_key {
        Key::Character(c) => match c.as_str() {
            "h" | "H" => Some((0, -1)),
            "j" | "J" => Some((1, 0)),
            "k" | "K" => Some((-1, 0)),
            "l" | "L" => Some((0, 1)),
            _ => None,
        },
        _ => None,
    });
    let Some(step) = step else {
        return;
    };
    let rules = here.round.game().rules();
    let pos = step_cursor(screen.cursor.0, step, rules.size());
    screen.cursor.0 = Some(pos);
    let mark = here.shown.board(&here.round).get(pos);
    let text = square_label(rules, pos, mark, &here.words);
    asks.announce
        .write(Announce::new(Announcement::Focus, text));
}

/// A click on a square plays it, as a tap does in the window.
fn read_clicks(
    mut clicks: MessageReader<Click>,
    at: Res<BoardAt>,
    here: Where,
    overlay: Res<Overlay>,
    mut cursor: ResMut<Cursor>,
    mut moves: MessageWriter<MoveRequest>,
    mut announce: MessageWriter<Announce>,
) {
    let (Some((left, top)), Overlay::Nothing) = (at.0, *overlay) else {
        return;
    };
    if let Some(why) = here.friend_gone() {
        clicks.clear();
        announce.write(Announce::problem(why));
        return;
    }
    let rules = here.round.game().rules();
    for click in clicks.read() {
        let (Some(column), Some(row)) =
            (click.column.checked_sub(left), click.row.checked_sub(top))
        else {
            continue;
        };
        if let Some(pos) = super::board_text::square_at(rules, column, row) {
            cursor.0 = Some(pos);
            moves.write(MoveRequest {
                pos,
                by: Requester::Local,
            });
            return;
        }
    }
}

/// A terminal's key as the keymap reads keys: where it sits for digits,
/// Enter, Esc and the arrows, what it types for letters.
pub fn translate(key: &KeyEvent) -> (KeyboardInput, Modifiers) {
    let unknown = KeyCode::Unidentified(NativeKeyCode::Unidentified);
    let (key_code, logical_key) = match key.code {
        TermCode::Char(' ') => (KeyCode::Space, Key::Space),
        TermCode::Char(c) => (
            digit_code(c).unwrap_or(unknown),
            Key::Character(c.to_string().into()),
        ),
        TermCode::Enter => (KeyCode::Enter, Key::Enter),
        TermCode::Esc => (KeyCode::Escape, Key::Escape),
        TermCode::Up => (KeyCode::ArrowUp, Key::ArrowUp),
        TermCode::Down => (KeyCode::ArrowDown, Key::ArrowDown),
        TermCode::Left => (KeyCode::ArrowLeft, Key::ArrowLeft),
        TermCode::Right => (KeyCode::ArrowRight, Key::ArrowRight),
        TermCode::Home => (KeyCode::Home, Key::Home),
        TermCode::End => (KeyCode::End, Key::End),
        TermCode::PageUp => (KeyCode::PageUp, Key::PageUp),
        TermCode::PageDown => (KeyCode::PageDown, Key::PageDown),
        TermCode::Tab => (KeyCode::Tab, Key::Tab),
        TermCode::Backspace => (KeyCode::Backspace, Key::Backspace),
        TermCode::F(1) => (KeyCode::F1, Key::F1),
        _ => (
            unknown,
            Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
        ),
    };
    let held = Modifiers {
        command: key.modifiers.contains(KeyModifiers::CONTROL),
        shift: key.modifiers.contains(KeyModifiers::SHIFT),
        alt: key.modifiers.contains(KeyModifiers::ALT),
    };
    let text = match &logical_key {
        Key::Character(c) => Some(c.clone()),
        _ => None,
    };
    let event = KeyboardInput {
        key_code,
        logical_key,
        state: ButtonState::Pressed,
        text,
        repeat: false,
        window: Entity::PLACEHOLDER,
    };
    (event, held)
}

fn digit_code(c: char) -> Option<KeyCode> {
    Some(match c {
        '0' => KeyCode::Digit0,
        '1' => KeyCode::Digit1,
        '2' => KeyCode::Digit2,
        '3' => KeyCode::Digit3,
        '4' => KeyCode::Digit4,
        '5' => KeyCode::Digit5,
        '6' => KeyCode::Digit6,
        '7' => KeyCode::Digit7,
        '8' => KeyCode::Digit8,
        '9' => KeyCode::Digit9,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::setup::language::Words;
    use crate::i18n::Language;

    fn press(code: TermCode, modifiers: KeyModifiers, situation: Situation) -> Option<Action> {
        let (event, held) = translate(&KeyEvent::new(code, modifiers));
        keymap::action_in(Edition::Terminal, &event, held, situation)
    }

    #[test]
    fn the_keymap_reads_a_terminals_keys_with_its_own_letters() {
        let none = KeyModifiers::NONE;
        assert_eq!(
            press(TermCode::Char('7'), none, Situation::Round),
            Some(Action::PlaySquare)
        );
        assert_eq!(
            press(TermCode::Char('l'), none, Situation::Round),
            Some(Action::MoveCursor)
        );
        assert_eq!(
            press(TermCode::Char('q'), none, Situation::Round),
            Some(Action::LeaveRound)
        );
        assert_eq!(
            press(TermCode::Char('q'), none, Situation::Menu),
            Some(Action::Quit)
        );
        assert_eq!(
            press(TermCode::Char('?'), KeyModifiers::SHIFT, Situation::Menu),
            Some(Action::Help)
        );
        assert_eq!(
            press(TermCode::Enter, none, Situation::Over),
            Some(Action::PlayAgain)
        );
        assert_eq!(
            press(TermCode::Char('z'), KeyModifiers::CONTROL, Situation::Round),
            Some(Action::Undo)
        );
        assert_eq!(
            press(TermCode::Char(' '), none, Situation::Round),
            Some(Action::PlaceAtCursor)
        );
        // The window's keymap does not read the terminal's letters.
        let (event, held) = translate(&KeyEvent::new(TermCode::Char('q'), none));
        assert_eq!(keymap::action_for(&event, held, Situation::Round), None);
    }

    #[test]
    fn the_terminals_help_names_only_keys_that_work_there() {
        let words = Words::new(Language::English);
        let cursor = keymap::BINDINGS
            .iter()
            .find(|b| b.action == Action::MoveCursor)
            .unwrap();
        assert_eq!(
            keymap::keys_text_in(Edition::Terminal, cursor, &words),
            "Arrow keys or h or j or k or l"
        );
        assert_eq!(keymap::keys_text(cursor, &words), "Arrow keys");
    }
}
