//! The rules, checked against known counts of the complete 3x3 game tree and
//! hand-made positions on the larger boards.

use std::collections::HashSet;

use tictactoe_core::{Board, Game, MoveError, Outcome, Player, Pos, Rules};

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
        Outcome::Win { winner, lines } => {
            tally.games += 1;
            assert!(!lines.is_empty());
            // In misère the line is the loser's.
            let maker = if board.rules().line_loses() {
                winner.opponent()
            } else {
                winner
            };
            for line in &lines {
                if board.rules().marks_shared() {
                    // Notakto: anyone's marks; the last mover made it.
                    assert!(line.cells().iter().all(|&p| board.get(p).is_some()));
                    assert_eq!(winner, board.to_move());
                } else {
                    assert!(line.cells().iter().all(|&p| board.get(p) == Some(maker)));
                }
            }
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

/// Misère ends the same games, each the other way round: whoever
/// completes a line loses.
#[test]
fn every_misere_game_from_the_empty_board() {
    let mut tally = Tally::default();
    let mut seen = HashSet::new();
    walk(Board::new(Rules::MISERE), &mut tally, &mut seen);
    assert_eq!(
        tally,
        Tally {
            games: 255_168,
            x_wins: 77_904,
            o_wins: 131_184,
            draws: 46_080,
        }
    );
    assert_eq!(seen.len(), 5_478, "distinct reachable positions");
    // X completes the top row: O wins, and the line shown is X's.
    let mut game = Game::new(Rules::MISERE);
    for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (2, 1), (0, 2)] {
        game.play(Pos::new(row, col)).unwrap();
    }
    let Outcome::Win { winner, lines } = game.outcome() else {
        panic!("the top row ends the game: {:?}", game.outcome());
    };
    assert_eq!(winner, Player::O);
    assert_eq!(lines.len(), 1);
    assert_eq!(
        lines[0].cells(),
        [Pos::new(0, 0), Pos::new(0, 1), Pos::new(0, 2)]
    );
    assert_eq!(game.play(Pos::new(1, 2)), Err(MoveError::GameOver));
}

/// Notakto: both players' marks make a line, whoever completes one loses,
/// and no game is drawn (nine marks always hold a line).
#[test]
fn every_notakto_game_from_the_empty_board() {
    let mut tally = Tally::default();
    let mut seen = HashSet::new();
    walk(Board::new(Rules::NOTAKTO), &mut tally, &mut seen);
    // Counted apart, by a script walking every order of the nine squares.
    assert_eq!(
        tally,
        Tally {
            games: 23_232,
            x_wins: 12_864,
            o_wins: 10_368,
            draws: 0,
        }
    );
    assert_eq!(seen.len(), 3_202, "distinct reachable positions");
    // The first player's X, O's, X's: a column of three marks by two
    // players, completed by the first player, who loses.
    let mut game = Game::new(Rules::NOTAKTO);
    for (row, col) in [(0, 0), (1, 0), (2, 0)] {
        game.play(Pos::new(row, col)).unwrap();
    }
    let Outcome::Win { winner, lines } = game.outcome() else {
        panic!("the left column ends the game: {:?}", game.outcome());
    };
    assert_eq!(winner, Player::O);
    assert_eq!(
        lines[0].cells(),
        [Pos::new(0, 0), Pos::new(1, 0), Pos::new(2, 0)]
    );
    assert_eq!(game.play(Pos::new(1, 1)), Err(MoveError::GameOver));
    assert_eq!(Rules::NOTAKTO.mark_drawn(Player::O), Player::X);
}

fn board(size: u8, k: u8, rows: &[&str]) -> Board {
    Board::from_rows(Rules::new(size, k).unwrap(), rows).unwrap()
}

/// The one winning line of a board won with exactly one line.
fn winning_line(b: &Board) -> (Player, Vec<Pos>) {
    match b.outcome() {
        Outcome::Win { winner, lines } if lines.len() == 1 => (winner, lines[0].cells().to_vec()),
        other => panic!("expected a win with one line, got {other:?}"),
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
    // The farthest square a network message can name is described, not a panic.
    let far = game.play(Pos::new(255, 255)).unwrap_err();
    assert_eq!(far.to_string(), "row 256, column 256 is off the board");
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

/// Every run of `k` equal marks, found square by square with no line
/// masks: the plain way, to check the bitboard rules against.
fn scan_lines(board: &Board) -> Vec<(Player, Vec<Pos>)> {
    let rules = board.rules();
    let (n, k) = (i32::from(rules.size()), i32::from(rules.k()));
    let mut found = Vec::new();
    for row in 0..n {
        for col in 0..n {
            for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                let cells: Vec<Pos> = (0..k)
                    .map(|i| (row + dr * i, col + dc * i))
                    .take_while(|&(r, c)| (0..n).contains(&r) && (0..n).contains(&c))
                    .map(|(r, c)| Pos::new(r as u8, c as u8))
                    .collect();
                if cells.len() != k as usize {
                    continue;
                }
                let first = board.get(cells[0]);
                if let Some(player) = first
                    && cells.iter().all(|&p| board.get(p) == first)
                {
                    found.push((player, cells));
                }
            }
        }
    }
    found
}

fn sorted_lines(lines: &[tictactoe_core::Line]) -> Vec<Vec<Pos>> {
    let mut out: Vec<Vec<Pos>> = lines.iter().map(|l| l.cells().to_vec()).collect();
    out.sort();
    out
}

/// The scanned lines that belong to `player`, sorted.
fn lines_of(scanned: &[(Player, Vec<Pos>)], player: Player) -> Vec<Vec<Pos>> {
    let mut out: Vec<Vec<Pos>> = scanned
        .iter()
        .filter(|(p, _)| *p == player)
        .map(|(_, cells)| cells.clone())
        .collect();
    out.sort();
    out
}

#[test]
fn win_detection_agrees_with_a_plain_scanner_on_random_games() {
    use rand::rngs::StdRng;
    use rand::seq::SliceRandom;
    use rand::{RngExt, SeedableRng};
    let mut rng = StdRng::seed_from_u64(44);
    let mut wins_with_several_lines = 0;
    for (size, k) in [(4, 4), (5, 4)] {
        let rules = Rules::new(size, k).unwrap();
        for _ in 0..3_000 {
            // A random game, checked after every move.
            let mut board = Board::new(rules);
            let mut squares: Vec<Pos> = rules.positions().collect();
            squares.shuffle(&mut rng);
            for pos in squares {
                board.play(pos).unwrap();
                let scanned = scan_lines(&board);
                match board.outcome() {
                    Outcome::Win { winner, lines } => {
                        assert_eq!(
                            sorted_lines(&lines),
                            lines_of(&scanned, winner),
                            "{board:?}"
                        );
                        assert_eq!(scanned.len(), lines.len(), "only the mover can have won");
                        if lines.len() > 1 {
                            wins_with_several_lines += 1;
                        }
                        break;
                    }
                    other => {
                        assert!(scanned.is_empty(), "{other:?} but {scanned:?}");
                        assert_eq!(other == Outcome::Draw, board.is_full());
                    }
                }
            }
            // And a random filling, reachable or not.
            let mut board = Board::new(rules);
            for pos in rules.positions() {
                match rng.random_range(0..3) {
                    0 => board.put(pos, Player::X),
                    1 => board.put(pos, Player::O),
                    _ => {}
                }
            }
            let scanned = scan_lines(&board);
            match board.outcome() {
                Outcome::Win { winner, lines } => {
                    assert_eq!(
                        sorted_lines(&lines),
                        lines_of(&scanned, winner),
                        "{board:?}"
                    );
                }
                _ => assert!(scanned.is_empty(), "{scanned:?} missed on {board:?}"),
            }
        }
    }
    assert!(wins_with_several_lines > 0, "the games include double wins");
}

#[test]
fn every_winning_line_is_reported_and_drawn_as_few_strokes() {
    use tictactoe_core::{Stretch, stretches};
    // Five in a row on a four-to-win board: two lines, one stroke.
    let five = board(5, 4, &["XXXXX", "OOO..", "O....", ".....", "....."]);
    let Outcome::Win { winner, lines } = five.outcome() else {
        panic!("a win");
    };
    assert_eq!((winner, lines.len()), (Player::X, 2));
    assert_eq!(
        stretches(&lines),
        vec![Stretch {
            from: Pos::new(0, 0),
            to: Pos::new(0, 4)
        }]
    );
    // One move completing a row and a column: two lines, two strokes.
    let double = board(3, 3, &["XXX", "OOX", "O.X"]);
    let Outcome::Win { lines, .. } = double.outcome() else {
        panic!("a win");
    };
    assert_eq!(lines.len(), 2);
    assert_eq!(stretches(&lines).len(), 2);
    for square in [Pos::new(0, 0), Pos::new(0, 2), Pos::new(2, 2)] {
        assert!(double.outcome().is_winning_square(square));
    }
    assert!(!double.outcome().is_winning_square(Pos::new(1, 0)));
    // Crossing diagonals of five on 5 x 5 (four to win): four lines, two strokes.
    let cross = board(5, 4, &["X...X", ".X.X.", "..X..", ".X.X.", "X...X"]);
    let Outcome::Win { lines, .. } = cross.outcome() else {
        panic!("a win");
    };
    assert_eq!(lines.len(), 4);
    assert_eq!(stretches(&lines).len(), 2);
}

/// A random game on `rules`, stopped after at most `len` moves.
fn random_game(rules: Rules, len: usize, rng: &mut impl rand::Rng) -> Game {
    use rand::seq::IndexedRandom;
    let mut game = Game::new(rules);
    for _ in 0..len {
        let moves = game.board().legal_moves();
        let Some(&pos) = moves.choose(rng) else { break };
        game.play(pos).unwrap();
    }
    game
}

#[test]
fn undoing_n_moves_and_redoing_them_gives_back_the_same_game() {
    use rand::{RngExt, SeedableRng, rngs::StdRng};
    let mut rng = StdRng::seed_from_u64(7);
    for (size, k) in [(3, 3), (4, 4), (5, 4)] {
        let rules = Rules::new(size, k).unwrap();
        for _ in 0..500 {
            let len = rng.random_range(0..=rules.cell_count());
            let original = random_game(rules, len, &mut rng);
            let played = original.moves().len();
            let n = rng.random_range(0..=played);
            let mut game = original.clone();
            for i in 0..n {
                let mv = game.undo().expect("a move to undo");
                assert_eq!(mv, original.moves()[played - 1 - i]);
                // Undo leaves exactly the board of the shorter game.
                assert_eq!(*game.board(), original.board_after(played - 1 - i));
                assert_eq!(game.moves(), &original.moves()[..played - 1 - i]);
            }
            assert_eq!(game.redo_line().count(), n);
            if n == played {
                assert_eq!(game.undo(), None, "nothing left to undo");
                assert_eq!(*game.board(), Board::new(rules));
            }
            for _ in 0..n {
                game.redo().expect("a move to redo");
            }
            assert_eq!(game.redo(), None, "nothing left to redo");
            assert_eq!(game.moves(), original.moves());
            assert_eq!(game.board(), original.board());
            assert_eq!(game.outcome(), original.outcome());
        }
    }
}

#[test]
fn a_move_after_an_undo_drops_the_redo_line() {
    use rand::{RngExt, SeedableRng, rngs::StdRng};
    let mut rng = StdRng::seed_from_u64(8);
    for (size, k) in [(3, 3), (4, 4), (5, 4)] {
        let rules = Rules::new(size, k).unwrap();
        for _ in 0..300 {
            let mut game = random_game(rules, rules.cell_count(), &mut rng);
            let played = game.moves().len();
            let n = rng.random_range(1..=played);
            for _ in 0..n {
                game.undo();
            }
            let undone_first = game.redo_line().next().copied().unwrap();
            // Any legal move, even the one just undone, starts a new line.
            let pos = if rng.random_bool(0.3) {
                undone_first.pos
            } else {
                *game.board().legal_moves().first().unwrap()
            };
            let mv = game.play(pos).unwrap();
            assert_eq!(mv.player, undone_first.player);
            assert_eq!(game.redo_line().count(), 0);
            assert_eq!(game.redo(), None);
            assert_eq!(game.moves().len(), played - n + 1);
        }
    }
}

#[test]
fn a_refused_move_keeps_the_redo_line() {
    let mut game = Game::new(Rules::CLASSIC);
    game.play(Pos::new(1, 1)).unwrap();
    game.play(Pos::new(0, 0)).unwrap();
    game.undo().unwrap();
    assert!(game.play(Pos::new(1, 1)).is_err());
    assert_eq!(game.redo_line().count(), 1);
}

/// Qubic's lines, found again from scratch: every four points of the cube
/// equally spaced by a step of -1, 0 or 1 on each axis; each one wins.
#[test]
fn qubic_has_the_76_lines_of_its_cube_and_each_one_wins() {
    use tictactoe_core::qubic::Point;
    let inside = |v: i32| (0..4).contains(&v);
    let mut found: HashSet<Vec<Pos>> = HashSet::new();
    for first in 0..64i32 {
        for second in 0..64i32 {
            let (a, b) = (
                [first / 16, first / 4 % 4, first % 4],
                [second / 16, second / 4 % 4, second % 4],
            );
            let step = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
            if step == [0, 0, 0] || step.iter().any(|s| s.abs() > 1) {
                continue;
            }
            let points: Vec<[i32; 3]> = (0..4)
                .map(|i| [a[0] + i * step[0], a[1] + i * step[1], a[2] + i * step[2]])
                .collect();
            if points.iter().all(|p| p.iter().all(|&v| inside(v))) {
                let mut cells: Vec<Pos> = points
                    .iter()
                    .map(|p| Point::new(p[0] as u8, p[1] as u8, p[2] as u8).pos())
                    .collect();
                cells.sort();
                found.insert(cells);
            }
        }
    }
    assert_eq!(found.len(), 76);
    let lines = Rules::QUBIC.lines();
    let ours: HashSet<Vec<Pos>> = lines
        .iter()
        .map(|line| {
            let mut cells = line.cells().to_vec();
            cells.sort();
            cells
        })
        .collect();
    assert_eq!(ours, found);
    for line in &lines {
        let mut board = Board::new(Rules::QUBIC);
        for &pos in line.cells() {
            board.put(pos, Player::X);
        }
        let Outcome::Win { winner, lines: won } = board.outcome() else {
            panic!("{:?} does not win", line.cells());
        };
        assert_eq!((winner, won), (Player::X, vec![line.clone()]));
        // Three of them are not yet a win.
        let mut three = Board::new(Rules::QUBIC);
        for &pos in &line.cells()[1..] {
            three.put(pos, Player::O);
        }
        assert_eq!(three.outcome(), Outcome::InProgress);
    }
}
