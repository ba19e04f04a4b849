//! The rules, checked against known counts of the complete 3x3 game tree and
//! hand-made positions on the larger boards.

use std::collections::HashSet;

use tictactoe::core::{Board, Game, MoveError, Outcome, Player, Pos, Rules};

#[derive(Default, Debug, PartialEq)]
struct Tally {
    games: u64,
    x_wins: u64,
    o_wins: u64,
    draws: u64,
}

fn walk(board: Board, tally: &mut Tally, seen: &mut HashSet<Board>) {
    seen.insert(board);
    match board.outcome() {
        Outcome::Win { winner, line } => {
            tally.games += 1;
            assert!(line.cells().iter().all(|&p| board.get(p) == Some(winner)));
            match winner {
                Player::X => tally.x_wins += 1,
                Player::O => tally.o_wins += 1,
            }
        }
        Outcome::Draw => {
            tally.games += 1;
            tally.draws += 1;
        }
        Outcome::InProgress => {
            let moves = board.legal_moves();
            assert_eq!(moves.len() as u32, board.empty_count());
            for pos in moves {
                let mut next = board;
                let player = next.play(pos).expect("a legal move plays");
                assert_eq!(player, board.to_move());
                walk(next, tally, seen);
            }
        }
    }
}

#[test]
fn every_3x3_game_from_the_empty_board() {
    let mut tally = Tally::default();
    let mut seen = HashSet::new();
    walk(Board::new(Rules::CLASSIC), &mut tally, &mut seen);
    assert_eq!(
        tally,
        Tally {
            games: 255_168,
            x_wins: 131_184,
            o_wins: 77_904,
            draws: 46_080,
        }
    );
    assert_eq!(seen.len(), 5_478, "distinct reachable positions");
}

fn board(size: u8, k: u8, rows: &[&str]) -> Board {
    Board::from_rows(Rules::new(size, k).unwrap(), rows).unwrap()
}

fn winning_line(b: &Board) -> (Player, Vec<Pos>) {
    match b.outcome() {
        Outcome::Win { winner, line } => (winner, line.cells().to_vec()),
        other => panic!("expected a win, got {other:?}"),
    }
}

#[test]
fn four_by_four_wins_in_every_direction() {
    let row = board(4, 4, &["....", "XXXX", "OOO.", "...."]);
    assert_eq!(
        winning_line(&row),
        (Player::X, (0..4).map(|c| Pos::new(1, c)).collect())
    );
    let column = board(4, 4, &["..O.", "X.O.", "X.O.", "X.O."]);
    assert_eq!(
        winning_line(&column),
        (Player::O, (0..4).map(|r| Pos::new(r, 2)).collect())
    );
    let diagonal = board(4, 4, &["X..O", ".XO.", "..XO", "O..X"]);
    assert_eq!(
        winning_line(&diagonal),
        (Player::X, (0..4).map(|i| Pos::new(i, i)).collect())
    );
    let anti = board(4, 4, &["X..O", "X.O.", ".O..", "OXX."]);
    assert_eq!(
        winning_line(&anti),
        (Player::O, (0..4).map(|i| Pos::new(i, 3 - i)).collect())
    );
    // Three in a row is not enough when four are needed.
    let three = board(4, 4, &["XXX.", "OOO.", "....", "...."]);
    assert_eq!(three.outcome(), Outcome::InProgress);
}

#[test]
fn five_by_five_four_in_a_row_anywhere() {
    // Off-centre runs of four, in all four directions.
    let row = board(5, 4, &[".....", ".....", ".....", "OOO..", ".XXXX"]);
    assert_eq!(
        winning_line(&row).1,
        (1..5).map(|c| Pos::new(4, c)).collect::<Vec<_>>()
    );
    let column = board(5, 4, &["O....", "OX...", "OX...", "O.X..", ".X..."]);
    assert_eq!(
        winning_line(&column),
        (Player::O, (0..4).map(|r| Pos::new(r, 0)).collect())
    );
    let diagonal = board(5, 4, &[".....", "X....", ".X.O.", "..XO.", "...XO"]);
    assert_eq!(
        winning_line(&diagonal),
        (Player::X, (1..5).map(|r| Pos::new(r, r - 1)).collect())
    );
    let anti = board(5, 4, &["...O.", "..O..", ".O.X.", "O.XX.", "..X.."]);
    assert_eq!(
        winning_line(&anti),
        (Player::O, (0..4).map(|i| Pos::new(i, 3 - i)).collect())
    );
    let broken = board(5, 4, &["XXX.X", "OO.O.", ".....", ".....", "....."]);
    assert_eq!(broken.outcome(), Outcome::InProgress);
}

#[test]
fn a_full_board_with_no_line_is_a_draw() {
    let b = board(3, 3, &["XOX", "XOO", "OXX"]);
    assert_eq!(b.outcome(), Outcome::Draw);
    assert!(b.legal_moves().is_empty());
    let b = board(4, 4, &["XXOO", "OOXX", "XXOO", "OOXX"]);
    assert_eq!(b.outcome(), Outcome::Draw);
}

#[test]
fn bad_moves_get_typed_errors_and_change_nothing() {
    let mut game = Game::new(Rules::CLASSIC);
    game.play(Pos::new(1, 1)).unwrap();
    let before = game.clone();
    assert_eq!(
        game.play(Pos::new(1, 1)),
        Err(MoveError::Occupied {
            pos: Pos::new(1, 1),
            by: Player::X
        })
    );
    assert_eq!(
        game.play(Pos::new(3, 0)),
        Err(MoveError::OffBoard {
            pos: Pos::new(3, 0)
        })
    );
    assert_eq!(game, before);

    let mut won = Game::new(Rules::CLASSIC);
    for p in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
        won.play(Pos::new(p.0, p.1)).unwrap();
    }
    let before = won.clone();
    assert_eq!(won.play(Pos::new(2, 2)), Err(MoveError::GameOver));
    assert_eq!(won, before);
    let moves: Vec<String> = won
        .moves()
        .iter()
        .map(|m| format!("{} {:?}", m.player, (m.pos.row, m.pos.col)))
        .collect();
    assert_eq!(
        moves,
        ["X (0, 0)", "O (1, 0)", "X (0, 1)", "O (1, 1)", "X (0, 2)"]
    );
}

#[test]
fn rules_outside_the_supported_range_are_refused() {
    assert!(Rules::new(2, 2).is_err());
    assert!(Rules::new(9, 3).is_err());
    assert!(Rules::new(3, 4).is_err());
    assert!(Rules::new(5, 2).is_err());
    assert_eq!(
        Rules::new(5, 4).unwrap().lines().len(),
        2 * 5 * 2 + 2 * 2 * 2
    );
    assert_eq!(Rules::CLASSIC.lines().len(), 8);
}
