//! The plain mode, for screen readers and scripts: no cursor addressing,
//! every message one line, the board printed as text after each move, and
//! one prompt line when the game waits for the player ("Your turn (X):
//! type a square (1-9), ? for help"). A line is read only when the game
//! asks for one, as the classic console games did, so a script can pipe a
//! whole game in. A line is a square's name ("5", "c2", "7-5") or a key:
//! an empty line is Enter, "q" leaves, "?" shows the help, "u" undoes.

use std::collections::VecDeque;
use std::io::Write;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use ratatui::crossterm::event::{KeyCode as TermCode, KeyEvent, KeyModifiers};

use super::TerminalSystems;
use super::board_text::{self, Look, Marked};
use super::coach::CoachView;
use super::keys::{Overlay, TerminalKey};
use super::menu::Row;
use super::typing::Typed;
use crate::core::Board;
use crate::core::notation::square_named;
use crate::core::ultimate::numpad_of;
use crate::game::GameSystems;
use crate::game::activity::StillBusy;
use crate::game::announce::{Announce, Announcement, Feed};
use crate::game::coach::hint::AnalysisOverlay;
use crate::game::online::Online;
use crate::game::online::SavedSeat;
use crate::game::online::leaderboard::Standings;
use crate::game::round::board::Shown;
use crate::game::round::history::HistoryChanged;
use crate::game::round::outcome::RoundResult;
use crate::game::round::placement::{MovePlaced, MoveRequest, Requester};
use crate::game::round::turn::Turn;
use crate::game::round::{Round, RoundStarted};
use crate::game::setup::language::Words;
use crate::game::setup::seat::{Authority, Mode};
use crate::game::setup::settings::MatchSettings;
use crate::game::state::GameState;
use crate::game::stats::Statistics;
use crate::i18n::t;

/// Lines typed ahead, read one at a time when the game asks.
#[derive(Resource, Default, Debug)]
pub struct TypedLines {
    pub waiting: VecDeque<String>,
    /// Standard input has ended: once the lines are used up, the game ends.
    pub ended: bool,
}

/// What the last prompt was for, so it is said once per question.
#[derive(Resource, Default, PartialEq, Eq, Clone, Debug)]
struct Prompted(Option<(GameState, Overlay, u64, u64)>);

pub fn plugin(app: &mut App) {
    app.init_resource::<TypedLines>();
    app.init_resource::<Prompted>();
    app.add_systems(
        Update,
        take_a_line
            .after(TerminalSystems::Arrive)
            .before(TerminalSystems::Act)
            .in_set(GameSystems::Input),
    );
    app.add_systems(
        Last,
        (print_help, print_analysis, print_what_happened).chain(),
    );
}

/// Whether the game waits for the player at this device.
/// Online, a room waiting for its friend asks nothing yet; one the friend
/// left for good asks whether to leave.
fn asks_for_a_line(state: GameState, overlay: Overlay, turn: &Turn, online: &Online) -> bool {
    overlay != Overlay::Nothing
        || state != GameState::Playing
        || (turn.is_human() && !online.awaiting_friend())
        || online.friend_left()
}

fn take_a_line(
    mut lines: ResMut<TypedLines>,
    state: Res<State<GameState>>,
    overlay: Res<Overlay>,
    turn: Res<Turn>,
    online: Res<Online>,
    round: Res<Round>,
    words: Res<Words>,
    mut typed: ResMut<Typed>,
    mut keys: MessageWriter<TerminalKey>,
    mut moves: MessageWriter<MoveRequest>,
    mut announce: MessageWriter<Announce>,
    mut busy: MessageWriter<StillBusy>,
    mut exit: MessageWriter<AppExit>,
) {
    if !asks_for_a_line(*state.get(), *overlay, &turn, &online) {
        return;
    }
    let Some(line) = lines.waiting.pop_front() else {
        if lines.ended {
            exit.write(AppExit::Success);
        }
        return;
    };
    // The next line, if any, is read next frame, on the screen this one makes.
    busy.write(StillBusy::Working);
    if let Overlay::Typing(_) = *overlay {
        // The whole line is the name or the code.
        typed.0 = line;
        keys.write(TerminalKey(KeyEvent::new(
            TermCode::Enter,
            KeyModifiers::NONE,
        )));
        return;
    }
    let in_round = *state.get() == GameState::Playing && *overlay == Overlay::Nothing;
    let rules = round.game().rules();
    if in_round && let Some(pos) = square_named(rules, &line) {
        moves.write(MoveRequest {
            pos,
            by: Requester::Local,
        });
        return;
    }
    // A number on a lettered board is a square mistyped, not a key.
    let number = !line.trim().is_empty() && line.trim().chars().all(|c| c.is_ascii_digit());
    if in_round && number && !rules.is_ultimate() && rules.size() != 3 {
        let board = round.game().board();
        announce.write(Announce::problem(not_a_square(board, &line, &words)));
        return;
    }
    match as_key(&line) {
        Some(code) => {
            keys.write(TerminalKey(KeyEvent::new(code, KeyModifiers::NONE)));
        }
        None if in_round => {
            let board = round.game().board();
            announce.write(Announce::problem(not_a_square(board, &line, &words)));
        }
        None => {
            let text = t!(words, "terminal-plain-unknown", line = line.trim());
            announce.write(Announce::problem(text));
        }
    }
}

/// A line that stands for one key: nothing for Enter, a word for Esc.
fn as_key(line: &str) -> Option<TermCode> {
    let line = line.trim();
    let mut chars = line.chars();
    match (chars.next(), chars.next()) {
        (None, _) => Some(TermCode::Enter),
        (Some(c), None) => Some(TermCode::Char(c)),
        _ if line.eq_ignore_ascii_case("esc") => Some(TermCode::Esc),
        _ => None,
    }
}

fn not_a_square(board: &Board, line: &str, words: &Words) -> String {
    t!(
        words,
        "terminal-plain-not-a-square",
        line = line.trim(),
        example = example(board)
    )
}

/// How squares are named on this board, for the prompt: on Ultimate, in
/// the board the move must go to; on Qubic, layer then square.
fn example(board: &Board) -> String {
    let rules = board.rules();
    match rules.size() {
        _ if rules.is_ultimate() => {
            let small = board.ultimate().and_then(|position| position.next_board());
            format!("{}-5", small.map_or(7, numpad_of))
        }
        _ if rules.is_qubic() => "1a1-4d4".to_string(),
        3 => "1-9".to_string(),
        n => format!("a1-{}{n}", char::from(b'a' + n - 1)),
    }
}

/// The help, the statistics and (once it has come) the leaderboard are
/// printed, then the game asks again.
fn print_help(
    mut overlay: ResMut<Overlay>,
    words: Res<Words>,
    stats: Res<Statistics>,
    standings: Res<Standings>,
    mut prompted: ResMut<Prompted>,
) {
    let text = match *overlay {
        Overlay::Help => super::help::plain(&words),
        Overlay::Statistics => super::statistics::lines(&stats, &words),
        Overlay::Leaderboard(board)
            if standings.board() == Some(board) && !standings.is_loading() =>
        {
            super::leaderboard::lines(&standings, board, &words)
        }
        _ => return,
    };
    *overlay = Overlay::Nothing;
    say(&text);
    prompted.0 = None;
}

/// With the analysis on, the board with each square's verdict, once the
/// analysis of this position is done, and what the codes mean.
fn print_analysis(
    coach: CoachView,
    round: Res<Round>,
    shown: Res<Shown>,
    words: Res<Words>,
    mut printed: Local<Option<(u64, u64, Option<usize>)>>,
    mut prompted: ResMut<Prompted>,
) {
    let board = shown.board(&round);
    let values = coach.values(&board);
    let position = Some((round.id(), round.edits(), shown.0));
    if values.is_empty() || *printed == position {
        return;
    }
    *printed = position;
    let marked = Marked {
        values,
        ..Marked::default()
    };
    let look = Look {
        ascii: true,
        no_color: true,
        ..Look::default()
    };
    let mut out = board_text::plain(&board_text::lines(&board, &marked, look));
    out.extend(coach.legend(&board, &words));
    say(&out);
    prompted.0 = None;
}

/// What changed on the board this frame.
#[derive(SystemParam)]
struct Moves<'w, 's> {
    placed: MessageReader<'w, 's, MovePlaced>,
    started: MessageReader<'w, 's, RoundStarted>,
    changed: MessageReader<'w, 's, HistoryChanged>,
}

impl Moves<'_, '_> {
    /// Whether a round started, and whether a move was made or taken back;
    /// each reader read to its end, so a move prints the board once.
    fn read(&mut self) -> (bool, bool) {
        let started = self.started.read().count() > 0;
        let moved = self.placed.read().count() + self.changed.read().count() > 0;
        (started, moved)
    }
}

/// Whether and what the game asks.
#[derive(SystemParam)]
struct Asking<'w> {
    state: Res<'w, State<GameState>>,
    next: Res<'w, NextState<GameState>>,
    overlay: Res<'w, Overlay>,
    turn: Res<'w, Turn>,
    settings: Res<'w, MatchSettings>,
    online: Res<'w, Online>,
    feed: Res<'w, Feed>,
    analysis: Res<'w, AnalysisOverlay>,
    saved: Res<'w, SavedSeat>,
}

fn print_what_happened(
    mut heard: MessageReader<Announce>,
    mut moves: Moves,
    asking: Asking,
    round: Res<Round>,
    shown: Res<Shown>,
    result: Res<RoundResult>,
    words: Res<Words>,
    mut prompted: ResMut<Prompted>,
) {
    let state = *asking.state.get();
    let mut out: Vec<String> = heard
        .read()
        .filter(|a| a.kind != Announcement::Turn)
        .filter(|a| a.kind != Announcement::Menu || state == GameState::Menu)
        .map(|a| a.text.clone())
        .collect();
    let (started, moved) = moves.read();
    // With the analysis on, the board comes with its verdicts once they
    // are known (`print_analysis`), not twice.
    let analysing = asking.analysis.0 && !round.is_over();
    if !analysing && (started || (moved && state != GameState::Menu)) {
        let winning = match &*result {
            RoundResult::Win { lines, .. } => {
                lines.iter().flat_map(|l| l.cells().to_vec()).collect()
            }
            _ => Vec::new(),
        };
        let marked = Marked {
            winning,
            ..Marked::default()
        };
        let look = Look {
            ascii: true,
            no_color: true,
            ..Look::default()
        };
        let board = board_text::lines(&shown.board(&round), &marked, look);
        out.extend(board_text::plain(&board));
    }
    let overlay = *asking.overlay;
    let question = Some((state, overlay, round.id(), round.edits()));
    // The screen changes at the end of this frame: ask on the next one.
    let changing = matches!(*asking.next, NextState::Pending(_));
    if !changing
        && asks_for_a_line(state, overlay, &asking.turn, &asking.online)
        && (!out.is_empty() || prompted.0 != question)
    {
        let now = Now {
            state,
            overlay,
            online: round.authority() == Authority::Server,
            mode: asking.settings.mode,
        };
        out.push(prompt(now, &asking, round.game().board(), &words));
        prompted.0 = question;
    }
    say(&out);
}

/// Where the player is, as the prompt needs it.
struct Now {
    state: GameState,
    overlay: Overlay,
    /// The round is a room's, through the server.
    online: bool,
    mode: Mode,
}

/// The question the game asks now, on one line.
fn prompt(now: Now, asking: &Asking, board: &Board, words: &Words) -> String {
    let online = &*asking.online;
    let leave = if now.online {
        t!(words, "round-leave-room")
    } else {
        t!(words, "round-leave-round")
    };
    match (now.state, now.overlay) {
        (_, Overlay::Report(reason)) => {
            super::help::report_question(reason, &asking.settings, words).join(" ")
        }
        (_, Overlay::Leave) => {
            format!("{leave} {}", t!(words, "terminal-plain-leave"))
        }
        (_, Overlay::Typing(purpose)) => purpose.question(words),
        (GameState::Menu, _) if online.is_searching() => {
            let situation = online.situation(words).unwrap_or_default();
            format!("{situation} {} (esc)", t!(words, "title-stop-looking"))
        }
        (GameState::Menu, _) if !online.is_offline() => online.situation(words).unwrap_or_default(),
        (GameState::Menu, _) => {
            // Each choice with its number, then what the keys do.
            let mut parts: Vec<String> = Row::ALL
                .into_iter()
                .enumerate()
                .filter(|(_, row)| row.applies(&asking.settings))
                .map(|(at, row)| format!("{} {}", at + 1, row.text(&asking.settings, words)))
                .collect();
            parts.push(t!(words, "terminal-menu-keys"));
            if now.mode == Mode::Online {
                parts.extend(super::help::back_to_room_line(&asking.saved, words));
                parts.push(t!(words, "terminal-online-keys"));
            }
            parts.join("; ")
        }
        (GameState::GameOver, _) => match super::help::report_line(online, words) {
            Some(report) => format!("{report}; {}", t!(words, "terminal-plain-over")),
            None => t!(words, "terminal-plain-over"),
        },
        // The friend left for good: the round will not go on.
        (GameState::Playing, _) if now.online && online.friend_left() => format!(
            "{}. {}",
            online.situation(words).unwrap_or_default(),
            t!(words, "terminal-footer")
        ),
        (GameState::Playing, _) => {
            // On Ultimate, where the move may go comes with whose it is.
            let turn = match board.ultimate().map(|position| position.next_board()) {
                Some(Some(small)) => format!(
                    "{}. {}",
                    asking.feed.status,
                    t!(words, "terminal-sent-to", board = numpad_of(small))
                ),
                Some(None) => format!(
                    "{}. {}",
                    asking.feed.status,
                    t!(words, "terminal-any-board")
                ),
                None => asking.feed.status.clone(),
            };
            t!(
                words,
                "terminal-plain-move",
                turn = turn,
                example = example(board)
            )
        }
    }
}

/// Prints lines on standard output; a closed pipe is not worth a panic.
fn say(lines: &[String]) {
    if lines.is_empty() {
        return;
    }
    let mut out = std::io::stdout().lock();
    for line in lines {
        let _ = writeln!(out, "{}", line.trim_end());
    }
    let _ = out.flush();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;

    #[test]
    fn a_line_is_a_key_when_it_is_one_character_or_none() {
        assert_eq!(as_key(""), Some(TermCode::Enter));
        assert_eq!(as_key("  q "), Some(TermCode::Char('q')));
        assert_eq!(as_key("ESC"), Some(TermCode::Esc));
        assert_eq!(as_key("hello"), None);
    }

    #[test]
    fn the_prompt_names_squares_as_the_board_does() {
        assert_eq!(example(&Board::new(Rules::CLASSIC)), "1-9");
        assert_eq!(example(&Board::new(Rules::new(5, 4).unwrap())), "a1-e5");
        let mut ultimate = Board::new(Rules::ULTIMATE);
        assert_eq!(example(&ultimate), "7-5");
        // The centre's top square sends the next move to board 8.
        ultimate.play(crate::core::Pos::new(3, 4)).unwrap();
        assert_eq!(example(&ultimate), "8-5");
    }
}
