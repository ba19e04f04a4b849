//! What the round's events sound like in words: a new round, each move, a
//! refused move, whose turn it is, the result and the score. The one place
//! that turns the move pipeline's messages into announcements.

use bevy::prelude::*;

use super::announce::{Announce, Announcement};
use super::coach::assistance::Assistance;
use super::online::{Online, rating_change_text};
use super::round::history::{HistoryChanged, HistoryRefused, HistoryRequest};
use super::round::outcome::{RoundEnded, RoundReopened, RoundResult};
use super::round::placement::{MovePlaced, MoveRejected, Rejection, Requester};
use super::round::score::{MatchScore, result_is_exclaimed, result_text, score_text};
use super::round::turn::Turn;
use super::round::{Round, RoundStarted};
use super::sets::GameSystems;
use super::setup::language::Words;
use super::setup::seat::{Authority, Controller, Mode};
use super::setup::settings::MatchSettings;
use crate::core::notation::{Place, square_name, square_place, ultimate_numbers};
use crate::core::qubic::{Point, point_name};
use crate::core::ultimate::numpad_of;
use crate::core::{Board, MoveError, Player, Pos, Rules};
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            round_started.run_if(on_message::<RoundStarted>),
            move_placed.run_if(on_message::<MovePlaced>),
            move_rejected.run_if(on_message::<MoveRejected>),
            history_changed.run_if(on_message::<HistoryChanged>),
            history_refused.run_if(on_message::<HistoryRefused>),
            round_reopened.run_if(on_message::<RoundReopened>),
            round_ended.run_if(on_message::<RoundEnded>),
            rating_moved.run_if(on_message::<RoundEnded>.or_else(resource_changed::<Online>)),
            turn_began.run_if(resource_changed::<Turn>),
        )
            .chain()
            .in_set(GameSystems::Narrate),
    );
}

fn round_started(
    score: Res<MatchScore>,
    settings: Res<MatchSettings>,
    online: Res<Online>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    // A room waiting for the friend has no round to speak of yet: the
    // welcome said what to do, and the server starts the round (told then)
    // when the friend comes.
    if online.awaiting_friend() {
        return;
    }
    announce.write(Announce::new(
        Announcement::Score,
        t!(
            words,
            "narrate-round-started",
            number = score.rounds() + 1,
            score = score_text(&score, &settings, &words)
        ),
    ));
}

fn move_placed(
    mut placed: MessageReader<MovePlaced>,
    round: Res<Round>,
    settings: Res<MatchSettings>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let rules = round.game().rules();
    for event in placed.read() {
        let square = square_phrase(rules, event.mv.pos, &words);
        let text = if settings.is_you(event.seat) {
            t!(words, "narrate-you-took", square = square)
        } else {
            t!(
                words,
                "narrate-took",
                name = settings.shown_name(event.seat, &words),
                square = square
            )
        };
        announce.write(Announce::new(Announcement::Move, text));
    }
}

fn move_rejected(
    mut rejected: MessageReader<MoveRejected>,
    round: Res<Round>,
    settings: Res<MatchSettings>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let rules = round.game().rules();
    for refusal in rejected.read() {
        // The computer's refusals are its own business (it asks again).
        if refusal.request.by != Requester::Local {
            continue;
        }
        let text = match refusal.reason {
            Rejection::Rules(error) => move_error_text(error, rules, &words),
            Rejection::NotYourTurn { .. } if settings.is_watching() => {
                t!(words, "narrate-watching")
            }
            Rejection::NotYourTurn { mover } => match mover.controller {
                Controller::Computer if settings.mode.is_your_opponent(mover.seat) => {
                    t!(words, "narrate-wait-computer")
                }
                _ => t!(
                    words,
                    "narrate-wait",
                    name = settings.shown_name(mover.seat, &words)
                ),
            },
            Rejection::Superseded => t!(words, "narrate-one-at-a-time"),
            Rejection::LookingBack => t!(words, "narrate-looking-back"),
        };
        announce.write(Announce::problem(text));
    }
}

fn history_changed(
    mut changes: MessageReader<HistoryChanged>,
    round: Res<Round>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    let rules = round.game().rules();
    for change in changes.read() {
        // "X 5": a mark and a square's name, notation in every language.
        let list = change
            .moves
            .iter()
            .map(|mv| format!("{} {}", mv.player, square_name(rules, mv.pos)))
            .reduce(|first, second| t!(words, "narrate-moves-and", first = first, second = second))
            .unwrap_or_default();
        let text = match change.request {
            HistoryRequest::Undo => t!(words, "narrate-undid", moves = list),
            HistoryRequest::Redo => t!(words, "narrate-redid", moves = list),
            HistoryRequest::PlayFrom { ply } => t!(words, "narrate-playing-from", number = ply),
        };
        announce.write(Announce::new(Announcement::Move, text));
    }
}

fn history_refused(
    mut refused: MessageReader<HistoryRefused>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    for refusal in refused.read() {
        announce.write(Announce::problem(refusal.reason.text(&words)));
    }
}

fn round_reopened(
    score: Res<MatchScore>,
    settings: Res<MatchSettings>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    announce.write(Announce::new(
        Announcement::Score,
        t!(
            words,
            "narrate-round-reopened",
            score = score_text(&score, &settings, &words)
        ),
    ));
}

fn round_ended(
    result: Res<RoundResult>,
    round: Res<Round>,
    score: Res<MatchScore>,
    settings: Res<MatchSettings>,
    help: Res<Assistance>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    // A replay's result is said as it opens, and it scores nothing.
    if round.authority() == Authority::Record {
        return;
    }
    let mut text = result_text(&result, round.game().rules(), &settings, &words);
    // Against the computer, help used is part of the result.
    if settings.mode == Mode::HumanVsComputer
        && let Some(used) = help.summary(&words)
    {
        text = if result_is_exclaimed(&result, round.game().rules(), &settings) {
            t!(
                words,
                "narrate-result-exclaimed-help",
                result = text,
                help = used
            )
        } else {
            t!(words, "narrate-result-help", result = text, help = used)
        };
    }
    announce.write(Announce::new(Announcement::Result, text));
    announce.write(Announce::new(
        Announcement::Score,
        score_text(&score, &settings, &words),
    ));
}

/// A rated round's rating change, always after its result.
fn rating_moved(
    mut online: ResMut<Online>,
    round: Res<Round>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    // A friend who left for good lost the round unfinished.
    if !round.is_over() && !online.friend_left() {
        return;
    }
    let Some(change) = online.untold_rating() else {
        return;
    };
    online.mark_rating_told();
    announce.write(Announce::new(
        Announcement::Online,
        rating_change_text(change, &words),
    ));
}

fn turn_began(
    turn: Res<Turn>,
    settings: Res<MatchSettings>,
    online: Res<Online>,
    words: Res<Words>,
    mut announce: MessageWriter<Announce>,
) {
    if online.awaiting_friend() {
        return;
    }
    if let Some(text) = turn_text(&turn, &settings, &words) {
        announce.write(Announce::new(Announcement::Turn, text));
    }
}

fn turn_text(turn: &Turn, settings: &MatchSettings, words: &Words) -> Option<String> {
    let mover = turn.mover()?;
    let mark = mover.player.to_string();
    Some(if settings.is_you(mover.seat) {
        t!(words, "narrate-your-turn", mark = mark)
    } else {
        let name = settings.shown_name(mover.seat, words);
        match mover.controller {
            Controller::Human | Controller::Remote => {
                t!(words, "narrate-turn", name = name, mark = mark)
            }
            Controller::Computer => t!(words, "narrate-thinking", name = name, mark = mark),
        }
    })
}

/// A square in a sentence: "square 5" on 3x3, "c2" on larger boards,
/// "board 7, square 5" on Ultimate.
pub fn square_phrase(rules: Rules, pos: Pos, words: &Words) -> String {
    if let Some((board, square)) = ultimate_numbers(rules, pos) {
        return t!(
            words,
            "narrate-square-ultimate",
            board = board,
            square = square
        );
    }
    if rules.size() == 3 {
        t!(
            words,
            "narrate-square-number",
            number = square_name(rules, pos)
        )
    } else {
        square_name(rules, pos)
    }
}

/// A square as a screen reader says it (the arrow keys' cursor, the
/// page's buttons): "Square 7, top left, empty", "Square a1, row 5,
/// column 1, O"; on Ultimate "Board 7, square 5, empty"; on Qubic "Layer
/// 2, square b3, empty".
pub fn square_label(rules: Rules, pos: Pos, mark: Option<Player>, words: &Words) -> String {
    let content = match mark {
        // What the board shows: in Notakto an X, whoever placed it.
        Some(player) => rules.mark_drawn(player).to_string(),
        None => t!(words, "square-empty"),
    };
    if let Some((board, square)) = ultimate_numbers(rules, pos) {
        return t!(
            words,
            "square-label-ultimate",
            board = board,
            square = square,
            content = content
        );
    }
    if rules.is_qubic()
        && let Some(point) = Point::of(pos)
    {
        // "b3" in its layer, as the layer's own board names it.
        let name = point_name(point);
        return t!(
            words,
            "square-label-qubic",
            layer = point.layer + 1,
            square = name[1..].to_string(),
            content = content
        );
    }
    let name = square_name(rules, pos);
    let place = match square_place(rules, pos) {
        Place::At { row, column } => {
            return t!(
                words,
                "square-label-named",
                square = name,
                row = row,
                column = column,
                content = content
            );
        }
        Place::TopLeft => "top-left",
        Place::Top => "top",
        Place::TopRight => "top-right",
        Place::Left => "left",
        Place::Centre => "centre",
        Place::Right => "right",
        Place::BottomLeft => "bottom-left",
        Place::Bottom => "bottom",
        Place::BottomRight => "bottom-right",
    };
    t!(
        words,
        "square-label-number",
        number = name,
        place = t!(words, "square-place", place = place),
        content = content
    )
}

/// A square's button in the page: its label and, on Ultimate, where the
/// move goes ("Board 7, square 5, empty; you play in board 7").
pub fn square_button_label(board: &Board, pos: Pos, mark: Option<Player>, words: &Words) -> String {
    let square = square_label(board.rules(), pos, mark, words);
    let Some(position) = board.ultimate().filter(|p| !p.outcome().is_over()) else {
        return square;
    };
    match position.next_board() {
        Some(next) => t!(
            words,
            "grid-square-sent",
            square = square,
            board = numpad_of(next)
        ),
        None => t!(words, "grid-square-any", square = square),
    }
}

/// Why the rules refuse a move, as the player is told.
pub fn move_error_text(error: MoveError, rules: Rules, words: &Words) -> String {
    match error {
        MoveError::Occupied { pos, by } => {
            let mark = by.to_string();
            if let Some((board, square)) = ultimate_numbers(rules, pos) {
                t!(
                    words,
                    "narrate-taken-ultimate",
                    board = board,
                    square = square,
                    mark = mark
                )
            } else if rules.size() == 3 {
                t!(
                    words,
                    "narrate-taken-number",
                    number = square_name(rules, pos),
                    mark = mark
                )
            } else {
                t!(
                    words,
                    "narrate-taken-named",
                    square = square_name(rules, pos),
                    mark = mark
                )
            }
        }
        MoveError::ClosedBoard { board } => t!(words, "narrate-closed-board", board = board),
        MoveError::WrongBoard { must, .. } => t!(words, "narrate-wrong-board", board = must),
        MoveError::OffBoard { .. } => t!(words, "narrate-off-board"),
        MoveError::GameOver => t!(words, "narrate-round-over"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::notation;
    use crate::i18n::Language;

    #[test]
    fn squares_are_phrased_in_english_as_the_core_phrases_them() {
        let words = Words::new(Language::English);
        for rules in [
            Rules::CLASSIC,
            Rules::new(4, 4).unwrap(),
            Rules::new(5, 4).unwrap(),
            Rules::ULTIMATE,
        ] {
            for row in 0..rules.size() {
                for col in 0..rules.size() {
                    let pos = Pos::new(row, col);
                    assert_eq!(
                        square_phrase(rules, pos, &words),
                        notation::square_phrase(rules, pos)
                    );
                }
            }
        }
        let taken =
            |rules, pos| move_error_text(MoveError::Occupied { pos, by: Player::X }, rules, &words);
        assert_eq!(
            taken(Rules::CLASSIC, Pos::new(1, 1)),
            "Square 5 is taken by X: pick an empty square"
        );
        assert_eq!(
            taken(Rules::ULTIMATE, Pos::new(1, 1)),
            "Board 7, square 5 is taken by X: pick an empty square"
        );
        assert_eq!(
            taken(Rules::new(5, 4).unwrap(), Pos::new(2, 1)),
            "b3 is taken by X: pick an empty square"
        );
    }

    #[test]
    fn squares_are_labelled_for_screen_readers_in_the_players_language() {
        let label =
            |language, rules, pos, mark| square_label(rules, pos, mark, &Words::new(language));
        let five = Rules::new(5, 4).unwrap();
        let (top_left, centre, a1) = (Pos::new(0, 0), Pos::new(1, 1), Pos::new(4, 0));
        assert_eq!(
            label(Language::English, Rules::CLASSIC, top_left, None),
            "Square 7, top left, empty"
        );
        assert_eq!(
            label(Language::English, Rules::CLASSIC, centre, Some(Player::X)),
            "Square 5, centre, X"
        );
        assert_eq!(
            label(Language::English, five, a1, Some(Player::O)),
            "Square a1, row 5, column 1, O"
        );
        assert_eq!(
            label(Language::English, Rules::ULTIMATE, centre, None),
            "Board 7, square 5, empty"
        );
        assert_eq!(
            label(Language::Spanish, Rules::CLASSIC, top_left, None),
            "Casilla 7, arriba a la izquierda, vacía"
        );
        assert_eq!(
            label(Language::Spanish, five, a1, Some(Player::O)),
            "Casilla a1, fila 5, columna 1, O"
        );
        assert_eq!(
            label(Language::Japanese, Rules::CLASSIC, top_left, None),
            "マス7、左上、空き"
        );
        assert_eq!(
            label(Language::Japanese, Rules::ULTIMATE, centre, Some(Player::X)),
            "盤7、マス5、X"
        );
        // Every place of every language is its own words, none the English.
        for language in Language::ALL {
            let places: Vec<String> = Rules::CLASSIC
                .positions()
                .map(|pos| label(language, Rules::CLASSIC, pos, None))
                .collect();
            let unique: std::collections::BTreeSet<&String> = places.iter().collect();
            assert_eq!(unique.len(), 9, "{language:?}: {places:?}");
            if language != Language::English {
                let english = label(Language::English, Rules::CLASSIC, top_left, None);
                assert!(!places.contains(&english), "{language:?}");
            }
        }
    }

    #[test]
    fn the_pages_buttons_say_their_square_and_where_the_move_goes() {
        let mut board = Board::new(Rules::ULTIMATE);
        // The centre of the top-left board sends to the centre board.
        board.play(Pos::new(1, 1)).unwrap();
        let button = |language, pos: Pos| {
            square_button_label(&board, pos, board.get(pos), &Words::new(language))
        };
        assert_eq!(
            button(Language::English, Pos::new(3, 3)),
            "Board 5, square 7, empty; you play in board 5"
        );
        assert_eq!(
            button(Language::Spanish, Pos::new(1, 1)),
            "Tablero 7, casilla 5, X; juegas en el tablero 5"
        );
        assert_eq!(
            button(Language::Japanese, Pos::new(3, 3)),
            "盤5、マス7、空き。打てるのは盤5です"
        );
        let classic = Board::new(Rules::CLASSIC);
        assert_eq!(
            square_button_label(
                &classic,
                Pos::new(2, 2),
                None,
                &Words::new(Language::Spanish)
            ),
            "Casilla 3, abajo a la derecha, vacía"
        );
    }
}
