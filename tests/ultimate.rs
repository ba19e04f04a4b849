//! Ultimate Tic-Tac-Toe's rules, checked against a second, plain
//! implementation written here (a 9 x 9 grid scanned afresh for every
//! question): random games compared move by move, and the number of move
//! sequences counted by both to depth 4, and to depth 5 against the
//! published counts.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use tictactoe_core::Player;
use tictactoe_core::ultimate::{SmallBoard, Square, UltimateBoard, UltimateError, UltimateOutcome};

/// The rules as a player reads them, with no bit tricks.
#[derive(Clone)]
struct Plain {
    grid: [[Option<Player>; 9]; 9],
    last: Option<(usize, usize)>,
    to_move: Player,
}

impl Plain {
    fn new() -> Self {
        Plain {
            grid: [[None; 9]; 9],
            last: None,
            to_move: Player::X,
        }
    }

    /// The marks of small board (br, bc) as a 3 x 3.
    fn small(&self, br: usize, bc: usize) -> [[Option<Player>; 3]; 3] {
        let mut cells = [[None; 3]; 3];
        for (r, row) in cells.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().enumerate() {
                *cell = self.grid[br * 3 + r][bc * 3 + c];
            }
        }
        cells
    }

    fn three_in_a_row(cells: &[[Option<Player>; 3]; 3]) -> Option<Player> {
        let mut lines: Vec<[Option<Player>; 3]> = cells.to_vec();
        lines.extend((0..3).map(|col| cells.map(|row| row[col])));
        lines.push([cells[0][0], cells[1][1], cells[2][2]]);
        lines.push([cells[0][2], cells[1][1], cells[2][0]]);
        lines
            .into_iter()
            .find(|line| line[0].is_some() && line[0] == line[1] && line[1] == line[2])
            .and_then(|line| line[0])
    }

    fn status(&self, br: usize, bc: usize) -> SmallBoard {
        let cells = self.small(br, bc);
        if let Some(winner) = Self::three_in_a_row(&cells) {
            SmallBoard::Won(winner)
        } else if cells.iter().flatten().all(Option::is_some) {
            SmallBoard::Drawn
        } else {
            SmallBoard::Open
        }
    }

    fn winner(&self) -> Option<Player> {
        let mut big = [[None; 3]; 3];
        for (br, row) in big.iter_mut().enumerate() {
            for (bc, cell) in row.iter_mut().enumerate() {
                if let SmallBoard::Won(p) = self.status(br, bc) {
                    *cell = Some(p);
                }
            }
        }
        Self::three_in_a_row(&big)
    }

    /// Legal moves as (row, col) on the 9 x 9 grid, in reading order.
    fn moves(&self) -> Vec<(usize, usize)> {
        if self.winner().is_some() {
            return Vec::new();
        }
        let sent = self
            .last
            .map(|(r, c)| (r % 3, c % 3))
            .filter(|&(br, bc)| self.status(br, bc) == SmallBoard::Open);
        let mut moves = Vec::new();
        for r in 0..9 {
            for c in 0..9 {
                let board = (r / 3, c / 3);
                let allowed = match sent {
                    Some(target) => board == target,
                    None => self.status(board.0, board.1) == SmallBoard::Open,
                };
                if allowed && self.grid[r][c].is_none() {
                    moves.push((r, c));
                }
            }
        }
        moves
    }

    /// The core's square, on the grid.
    fn play_square(&mut self, square: Square) {
        let (r, c) = square.row_col();
        self.play(usize::from(r), usize::from(c));
    }

    fn play(&mut self, r: usize, c: usize) {
        assert!(
            self.moves().contains(&(r, c)),
            "the plain rules refuse {r},{c}"
        );
        self.grid[r][c] = Some(self.to_move);
        self.last = Some((r, c));
        self.to_move = self.to_move.opponent();
    }

    fn outcome(&self) -> Option<Option<Player>> {
        match self.winner() {
            Some(p) => Some(Some(p)),
            None if self.moves().is_empty() => Some(None),
            None => None,
        }
    }
}

/// A legal move at random.
fn any_move(board: &UltimateBoard, rng: &mut StdRng) -> Square {
    let moves = board.legal_moves();
    moves[rng.random_range(0..moves.len())]
}

fn grid_moves(board: &UltimateBoard) -> Vec<(usize, usize)> {
    let mut moves: Vec<(usize, usize)> = board
        .legal_moves()
        .into_iter()
        .map(|square| {
            let (r, c) = square.row_col();
            (usize::from(r), usize::from(c))
        })
        .collect();
    moves.sort();
    moves
}

fn same(board: &UltimateBoard, plain: &Plain) {
    assert_eq!(grid_moves(board), plain.moves());
    assert_eq!(board.legal_move_count() as usize, plain.moves().len());
    assert_eq!(board.to_move(), plain.to_move);
    for r in 0..9u8 {
        for c in 0..9u8 {
            let square = Square::at(r, c).unwrap();
            assert_eq!(square.row_col(), (r, c));
            assert_eq!(
                board.get(square),
                plain.grid[usize::from(r)][usize::from(c)]
            );
        }
    }
    for b in 0..9u8 {
        let plain_status = plain.status(usize::from(b / 3), usize::from(b % 3));
        assert_eq!(board.small_board(b), plain_status, "small board {b}");
    }
    let outcome = match board.outcome() {
        UltimateOutcome::InProgress => None,
        UltimateOutcome::Win { winner, boards } => {
            assert_eq!(
                board.won_by(winner) & boards,
                boards,
                "the winning line is won"
            );
            Some(Some(winner))
        }
        UltimateOutcome::Draw => Some(None),
    };
    assert_eq!(outcome, plain.outcome());
}

#[test]
fn random_games_follow_the_plain_rules_move_by_move() {
    let mut rng = StdRng::seed_from_u64(81);
    let (mut x_wins, mut o_wins, mut draws, mut moves_played) = (0, 0, 0, 0);
    for _ in 0..2_000 {
        let mut board = UltimateBoard::new();
        let mut plain = Plain::new();
        same(&board, &plain);
        while !board.outcome().is_over() {
            let square = any_move(&board, &mut rng);
            assert_eq!(board.play(square), Ok(plain.to_move));
            plain.play_square(square);
            same(&board, &plain);
            moves_played += 1;
        }
        assert!(board.legal_moves().is_empty());
        match board.outcome() {
            UltimateOutcome::Win {
                winner: Player::X, ..
            } => x_wins += 1,
            UltimateOutcome::Win {
                winner: Player::O, ..
            } => o_wins += 1,
            _ => draws += 1,
        }
    }
    // The sample reaches every ending, and games of realistic length.
    assert!(
        x_wins > 100 && o_wins > 100 && draws > 20,
        "{x_wins} {o_wins} {draws}"
    );
    assert!(moves_played > 2_000 * 30, "{moves_played} moves");
}

fn perft(board: &UltimateBoard, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return u64::from(board.legal_move_count());
    }
    board
        .legal_moves()
        .into_iter()
        .map(|square| {
            let mut next = *board;
            next.play(square).expect("a legal move");
            perft(&next, depth - 1)
        })
        .sum()
}

fn plain_perft(plain: &Plain, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    plain
        .moves()
        .into_iter()
        .map(|(r, c)| {
            let mut next = plain.clone();
            next.play(r, c);
            plain_perft(&next, depth - 1)
        })
        .sum()
}

#[test]
fn move_sequences_counted_two_ways_agree() {
    // By hand: 81 first moves; 9 of them send the opponent back to the same
    // small board (8 squares left), the other 72 to an empty one (9).
    assert_eq!(perft(&UltimateBoard::new(), 1), 81);
    assert_eq!(perft(&UltimateBoard::new(), 2), 9 * 8 + 72 * 9);
    for depth in 1..=4 {
        assert_eq!(
            perft(&UltimateBoard::new(), depth),
            plain_perft(&Plain::new(), depth),
            "depth {depth}"
        );
    }
    // The counts published for the standard rules, one ply further.
    assert_eq!(perft(&UltimateBoard::new(), 3), 6_336);
    assert_eq!(perft(&UltimateBoard::new(), 4), 55_080);
    assert_eq!(perft(&UltimateBoard::new(), 5), 473_256);
    // Depth 5 from a position where boards are already closed, and the
    // player is sent to a closed board, so may play anywhere.
    let mut board = UltimateBoard::new();
    let mut plain = Plain::new();
    // X wins small board 4 (the centre) along its top row; O's replies
    // keep sending X back there.
    for (b, c) in [(4, 0), (0, 4), (4, 1), (1, 4), (4, 2), (2, 4)] {
        board.play(Square::new(b, c)).unwrap();
        plain.play_square(Square::new(b, c));
    }
    assert_eq!(board.small_board(4), SmallBoard::Won(Player::X));
    assert_eq!(
        board.next_board(),
        None,
        "sent to the closed centre: anywhere"
    );
    same(&board, &plain);
    assert_eq!(perft(&board, 4), plain_perft(&plain, 4));
}

#[test]
fn a_refused_move_says_why_and_changes_nothing() {
    let mut board = UltimateBoard::new();
    board.play(Square::new(0, 4)).unwrap(); // sends O to board 4
    let before = board;
    let refused = [
        (Square::new(9, 0), "board 10, square 1 is not on the board"),
        (
            Square::new(0, 255),
            "board 1, square 256 is not on the board",
        ),
        (Square::new(0, 4), "that square is taken by X"),
        (Square::new(3, 3), "the last move sends you to board 5"),
    ];
    for (square, message) in refused {
        let error = board.play(square).unwrap_err();
        assert_eq!(error.to_string(), message);
        assert_eq!(board, before, "{message}");
    }
    assert!(matches!(
        board.play(Square::new(3, 3)),
        Err(UltimateError::WrongBoard { must: 4, .. })
    ));

    // A closed board is refused even when the player may choose.
    let mut board = UltimateBoard::new();
    for (b, c) in [(4, 0), (0, 4), (4, 1), (1, 4), (4, 2), (2, 4)] {
        board.play(Square::new(b, c)).unwrap();
    }
    let before = board;
    assert_eq!(
        board.play(Square::new(4, 8)).unwrap_err().to_string(),
        "board 5 is closed: play in an open board"
    );
    assert_eq!(board, before);
}

#[test]
fn the_game_ends_the_moment_a_line_of_small_boards_is_won() {
    let mut rng = StdRng::seed_from_u64(9);
    let mut wins = 0;
    for _ in 0..500 {
        let mut board = UltimateBoard::new();
        let mut last = Square::new(0, 0);
        let mut before = board;
        while !board.outcome().is_over() {
            last = any_move(&board, &mut rng);
            before = board;
            board.play(last).unwrap();
        }
        if let UltimateOutcome::Win { winner, boards } = board.outcome() {
            wins += 1;
            // The last move won a small board, which completed the line.
            assert_eq!(board.small_board(last.board), SmallBoard::Won(winner));
            assert_ne!(boards & (1 << last.board), 0);
            assert_eq!(before.small_board(last.board), SmallBoard::Open);
            assert_eq!(boards.count_ones(), 3);
            assert!(tictactoe_core::ultimate::has_line(board.won_by(winner)));
            assert!(!tictactoe_core::ultimate::has_line(before.won_by(winner)));
        }
        // Over is over: every move is refused and nothing changes.
        let after = board;
        for b in 0..9 {
            for c in 0..9 {
                assert_eq!(board.play(Square::new(b, c)), Err(UltimateError::GameOver));
            }
        }
        assert_eq!(board, after);
        assert!(board.legal_moves().is_empty());
        assert_eq!(board.playable_boards(), 0);
    }
    assert!(wins > 300, "{wins} of 500 games won");
}

// The computer: Monte Carlo tree search with a solver.

use tictactoe_core::ultimate::eval::Network;
use tictactoe_core::ultimate::mcts::Mcts;

fn wins_at_once(board: &UltimateBoard, square: Square) -> bool {
    let mut next = *board;
    next.play(square).is_ok() && matches!(next.outcome(), UltimateOutcome::Win { .. })
}

/// Positions from random games, every one of them, until `wanted` pass
/// `keep`.
fn positions(
    seed: u64,
    wanted: usize,
    keep: impl Fn(&UltimateBoard) -> bool,
) -> Vec<UltimateBoard> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut found = Vec::new();
    while found.len() < wanted {
        let mut board = UltimateBoard::new();
        while !board.outcome().is_over() && found.len() < wanted {
            if keep(&board) {
                found.push(board);
            }
            board.play(any_move(&board, &mut rng)).unwrap();
        }
    }
    found
}

#[test]
fn the_computer_takes_a_win_at_once() {
    let boards = positions(5, 30, |b| {
        b.legal_moves().into_iter().any(|s| wins_at_once(b, s))
    });
    for (i, board) in boards.iter().enumerate() {
        let mut search = Mcts::new(*board, i as u64, 1 << 16);
        search.think(300);
        let best = search.best().expect("a move");
        assert!(
            wins_at_once(board, best.square),
            "position {i}: played {:?}",
            best.square
        );
        assert!(best.proven && best.win_chance == 1.0, "{best:?}");
        assert!(search.is_solved(), "a won position is solved");
    }
}

/// Whether `square` lets the opponent win the game with its next move.
fn loses(board: &UltimateBoard, square: Square) -> bool {
    let mut next = *board;
    next.play(square).unwrap();
    next.legal_moves()
        .into_iter()
        .any(|s| wins_at_once(&next, s))
}

/// A position with no win at once, where some moves give the opponent one
/// and some do not.
fn gives_away_or_not(board: &UltimateBoard) -> bool {
    let moves = board.legal_moves();
    !moves.iter().any(|&s| wins_at_once(board, s))
        && moves.iter().any(|&s| loses(board, s))
        && moves.iter().any(|&s| !loses(board, s))
}

#[test]
fn the_computer_does_not_give_a_win_away_when_it_can_help_it() {
    let boards = positions(6, 12, gives_away_or_not);
    for (i, board) in boards.iter().enumerate() {
        let mut search = Mcts::new(*board, i as u64, 1 << 20);
        search.think(20_000);
        let best = search.best().expect("a move");
        assert!(
            !loses(board, best.square),
            "position {i}: {:?} lets the opponent win",
            best.square
        );
        // A losing move tried often enough is known to lose.
        for value in search.values() {
            if loses(board, value.square) && value.visits > 200 {
                assert!(value.proven && value.win_chance == 0.0, "{value:?}");
            }
        }
    }
}

#[test]
fn a_search_that_judges_instead_of_playing_out_still_takes_and_sees_wins() {
    // A judge that knows nothing (every position even): what the search
    // proves must still decide.
    let blank = std::sync::Arc::new(Network::filled(4, 0.0));
    let boards = positions(7, 10, |b| {
        b.legal_moves().into_iter().any(|s| wins_at_once(b, s))
    });
    for (i, board) in boards.iter().enumerate() {
        let mut search = Mcts::new(*board, i as u64, 1 << 16).with_judge(blank.clone());
        search.think(300);
        let best = search.best().expect("a move");
        assert!(wins_at_once(board, best.square), "position {i}");
        assert!(search.is_solved());
    }
}

#[test]
fn a_search_that_judges_proves_the_moves_that_give_a_win_away() {
    let blank = std::sync::Arc::new(Network::filled(4, 0.0));
    let boards = positions(8, 12, gives_away_or_not);
    for (i, board) in boards.iter().enumerate() {
        // One iteration: the moves join the tree, none is visited.
        let mut search = Mcts::new(*board, i as u64, 1 << 16).with_judge(blank.clone());
        search.think(1);
        let best = search.best().expect("a move");
        assert!(!loses(board, best.square), "position {i}: {best:?}");
        // Known as it joins the tree, before any visit.
        for value in search.values() {
            if loses(board, value.square) {
                assert!(
                    value.proven && value.win_chance == 0.0,
                    "position {i}: {value:?}"
                );
            }
        }
    }
}

/// A move that gives a win away is proven as it joins the tree, before
/// its own moves do: when the opponent plays it, the search moved on to
/// it must still find and play the win.
#[test]
fn a_judged_search_moved_on_to_a_win_at_once_plays_it() {
    let blank = std::sync::Arc::new(Network::filled(4, 0.0));
    let boards = positions(8, 12, gives_away_or_not);
    let mut moved_on = 0;
    for (i, board) in boards.iter().enumerate() {
        let Some(blunder) = board.legal_moves().into_iter().find(|&m| loses(board, m)) else {
            continue;
        };
        let mut search = Mcts::new(*board, i as u64, 1 << 16).with_judge(blank.clone());
        search.think(1);
        let mut after = *board;
        after.play(blunder).expect("legal");
        assert!(search.advance_to(&after), "position {i}");
        moved_on += 1;
        search.think(1);
        let best = search.best().expect("a move");
        let mut end = after;
        end.play(best.square).expect("legal");
        assert!(
            best.proven && best.win_chance == 1.0 && end.outcome().is_over(),
            "position {i}: {best:?}"
        );
    }
    assert!(moved_on >= 8, "{moved_on} positions");
}

#[test]
fn the_games_search_judges_with_the_shipped_network_and_plays_well() {
    assert!(
        tictactoe_core::ultimate::eval::shipped().is_some(),
        "the network compiled into the game reads"
    );
    for (i, board) in positions(6, 12, gives_away_or_not).iter().enumerate() {
        let mut search = Mcts::new(*board, i as u64, 1 << 20).with_shipped_judge();
        search.think(2_000);
        let best = search.best().expect("a move");
        assert!(
            !loses(board, best.square),
            "position {i}: {:?} lets the opponent win",
            best.square
        );
    }
    let mut medium_rng = StdRng::seed_from_u64(32);
    let mut medium = |b: &UltimateBoard, _| rule_move(b, &mut medium_rng).expect("a move").0;
    let mut judged = |b: &UltimateBoard, game| {
        let mut search = Mcts::new(*b, game, 1 << 18).with_shipped_judge();
        search.think(400);
        search.best().expect("a move").square
    };
    let score = match_score(20, &mut judged, &mut medium);
    assert!(
        score >= 18.0,
        "the judged search scored {score} of 20 against Medium"
    );
}

/// The score of `a` against `b` over `games` games, sides alternating.
fn match_score(
    games: u64,
    a: &mut dyn FnMut(&UltimateBoard, u64) -> Square,
    b: &mut dyn FnMut(&UltimateBoard, u64) -> Square,
) -> f64 {
    let mut score = 0.0;
    for game in 0..games {
        let a_plays = if game % 2 == 0 { Player::X } else { Player::O };
        let mut board = UltimateBoard::new();
        while !board.outcome().is_over() {
            let square = if board.to_move() == a_plays {
                a(&board, game)
            } else {
                b(&board, game)
            };
            board.play(square).expect("legal moves only");
        }
        score += match board.outcome() {
            UltimateOutcome::Win { winner, .. } if winner == a_plays => 1.0,
            UltimateOutcome::Draw => 0.5,
            _ => 0.0,
        };
    }
    score
}

#[test]
fn the_computer_beats_a_random_player() {
    let mut rng = StdRng::seed_from_u64(21);
    let mut computer = |b: &UltimateBoard, game| {
        let mut search = Mcts::new(*b, game, 1 << 18);
        search.think(1_000);
        search.best().expect("a move").square
    };
    let mut random = |b: &UltimateBoard, _| any_move(b, &mut rng);
    let score = match_score(20, &mut computer, &mut random);
    assert!(score >= 18.0, "{score} of 20");
}

#[test]
fn thinking_resumes_where_it_stopped_and_repeats_with_its_seed() {
    let board = positions(7, 1, |b| b.legal_move_count() > 20)[0];
    let mut once = Mcts::new(board, 42, 1 << 16);
    once.think(600);
    let mut twice = Mcts::new(board, 42, 1 << 16);
    twice.think(250);
    twice.think(350);
    assert_eq!(once.values(), twice.values());
    assert_eq!(once.iterations(), 600);
    let values = once.values();
    assert_eq!(
        values.iter().map(|v| v.square).collect::<Vec<_>>(),
        board.legal_moves(),
        "one value per legal move"
    );
    assert_eq!(values.iter().map(|v| v.visits).sum::<u32>(), 600);
    assert!(values.iter().all(|v| (0.0..=1.0).contains(&v.win_chance)));
    // Before any thought: every move, even odds.
    let fresh = Mcts::new(board, 1, 1 << 16);
    assert!(
        fresh
            .values()
            .iter()
            .all(|v| v.visits == 0 && v.win_chance == 0.5)
    );
}

#[test]
fn a_full_tree_still_plays_legal_moves() {
    let mut board = UltimateBoard::new();
    while !board.outcome().is_over() {
        let mut search = Mcts::new(board, 3, 200);
        search.think(2_000);
        assert!(search.tree_size() <= 200);
        let best = search.best().expect("a move while the game goes on");
        board.play(best.square).expect("a legal move");
    }
    let search = Mcts::new(board, 3, 200);
    assert_eq!(search.best(), None, "no move once the game is over");
}

// Easy and Medium.

use tictactoe_core::ultimate::players::{
    UltimateRule, opponent_wins_a_board_at_once, random_move, rule_move,
};

#[test]
fn medium_follows_its_rules_in_order() {
    let mut rng = StdRng::seed_from_u64(12);
    let boards = positions(13, 3_000, |_| true);
    let completes = |board: &UltimateBoard, square: Square, player: Player| {
        tictactoe_core::ultimate::has_line(board.marks_in(square.board, player) | 1 << square.cell)
    };
    let mut seen = std::collections::HashSet::new();
    for board in &boards {
        let moves = board.legal_moves();
        let me = board.to_move();
        let (square, rule) = rule_move(board, &mut rng).expect("a move");
        assert!(moves.contains(&square));
        seen.insert(format!("{rule:?}"));
        let safe = |s: Square| {
            let mut next = *board;
            next.play(s).unwrap();
            !opponent_wins_a_board_at_once(&next)
        };
        let any_safe = moves.iter().any(|&s| safe(s));
        let candidates: Vec<Square> = moves
            .iter()
            .copied()
            .filter(|&s| !any_safe || safe(s))
            .collect();
        let game_win = moves.iter().any(|&s| wins_at_once(board, s));
        match rule {
            UltimateRule::WinGame => assert!(wins_at_once(board, square)),
            _ => {
                assert!(!game_win, "a win of the game was there");
                assert!(
                    candidates.contains(&square),
                    "{square:?} sends the opponent to a win"
                );
            }
        }
        let can_win_board = candidates.iter().any(|&s| completes(board, s, me));
        let can_block = candidates
            .iter()
            .any(|&s| completes(board, s, me.opponent()));
        match rule {
            UltimateRule::WinGame => {}
            UltimateRule::WinBoard => assert!(completes(board, square, me)),
            UltimateRule::Block => {
                assert!(!can_win_board);
                assert!(completes(board, square, me.opponent()));
            }
            UltimateRule::Any => assert!(!can_win_board && !can_block),
        }
    }
    assert_eq!(seen.len(), 4, "every rule was used: {seen:?}");
    assert_eq!(
        rule_move(&UltimateBoard::new(), &mut rng).map(|(_, r)| r),
        Some(UltimateRule::Any)
    );
}

#[test]
fn each_strength_beats_the_one_below() {
    let mut easy_rng = StdRng::seed_from_u64(30);
    let mut medium_rng = StdRng::seed_from_u64(31);
    let mut easy = |b: &UltimateBoard, _| random_move(b, &mut easy_rng).expect("a move");
    let mut medium = |b: &UltimateBoard, _| rule_move(b, &mut medium_rng).expect("a move").0;
    let medium_vs_easy = match_score(100, &mut medium, &mut easy);
    assert!(
        medium_vs_easy >= 75.0,
        "Medium scored {medium_vs_easy} of 100 against Easy"
    );
    let mut strong = |b: &UltimateBoard, game| {
        let mut search = Mcts::new(*b, game, 1 << 18);
        search.think(2_000);
        search.best().expect("a move").square
    };
    let strong_vs_medium = match_score(20, &mut strong, &mut medium);
    assert!(
        strong_vs_medium >= 16.0,
        "the search scored {strong_vs_medium} of 20 against Medium"
    );
}
