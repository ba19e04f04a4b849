//! The computer players against every possible opponent.

use std::collections::HashMap;

use tictactoe_core::ai::Perfect;
use tictactoe_core::{Board, Computer, Difficulty, Outcome, Player, Pos, Rules};

/// Plain minimax, written separately from the solver under test:
/// +1 the player to move wins, 0 draw, -1 loses.
fn minimax(board: Board, memo: &mut HashMap<Board, i8>) -> i8 {
    if let Some(&v) = memo.get(&board) {
        return v;
    }
    let v = match board.outcome() {
        // In misère, the player who just moved has lost.
        Outcome::Win { winner, .. } => {
            if winner == board.to_move() {
                1
            } else {
                -1
            }
        }
        Outcome::Draw => 0,
        Outcome::InProgress => board
            .legal_moves()
            .into_iter()
            .map(|p| {
                let mut next = board;
                next.play(p).unwrap();
                -minimax(next, memo)
            })
            .max()
            .unwrap(),
    };
    memo.insert(board, v);
    v
}

/// The worst result `ai` can end with from `board` when it plays any of the
/// moves `ai_moves` offers and the opponent may reply anything: +1 win,
/// 0 draw, -1 loss.
fn worst_case(
    board: Board,
    ai: Player,
    ai_moves: &mut dyn FnMut(&Board) -> Vec<Pos>,
    memo: &mut HashMap<Board, i8>,
) -> i8 {
    if let Some(&v) = memo.get(&board) {
        return v;
    }
    let v = match board.outcome() {
        Outcome::Win { winner, .. } => {
            if winner == ai {
                1
            } else {
                -1
            }
        }
        Outcome::Draw => 0,
        Outcome::InProgress => {
            let moves = if board.to_move() == ai {
                let mine = ai_moves(&board);
                assert!(!mine.is_empty());
                mine
            } else {
                board.legal_moves()
            };
            moves
                .into_iter()
                .map(|p| {
                    let mut next = board;
                    next.play(p).unwrap();
                    worst_case(next, ai, ai_moves, memo)
                })
                .min()
                .unwrap()
        }
    };
    memo.insert(board, v);
    v
}

fn reachable(board: Board, out: &mut Vec<Board>, seen: &mut std::collections::HashSet<Board>) {
    if !seen.insert(board) {
        return;
    }
    out.push(board);
    for p in board.legal_moves() {
        let mut next = board;
        next.play(p).unwrap();
        reachable(next, out, seen);
    }
}

#[test]
fn impossible_never_loses_and_converts_every_won_position() {
    impossible_never_loses_and_converts_every_won_position_of(Rules::CLASSIC);
}

#[test]
fn impossible_never_loses_and_converts_every_won_position_in_misere() {
    impossible_never_loses_and_converts_every_won_position_of(Rules::MISERE);
}

#[test]
fn impossible_never_loses_and_converts_every_won_position_in_notakto() {
    impossible_never_loses_and_converts_every_won_position_of(Rules::NOTAKTO);
}

fn impossible_never_loses_and_converts_every_won_position_of(rules: Rules) {
    let mut positions = Vec::new();
    reachable(Board::new(rules), &mut positions, &mut Default::default());
    // A round ends at the first line in both games: the same positions.
    // Notakto's lines take anyone's marks, so its rounds end sooner.
    let (all, in_play) = if rules.is_notakto() {
        (3_202, 1_098)
    } else {
        (5_478, 4_520)
    };
    assert_eq!(positions.len(), all);

    let mut truth = HashMap::new();
    let mut solver = Perfect::new(rules);
    let mut worst = [HashMap::new(), HashMap::new()];
    let (mut checked, mut won, mut drawn) = (0, 0, 0);
    for board in positions {
        if board.outcome().is_over() {
            continue;
        }
        let ai = board.to_move();
        let value = minimax(board, &mut truth);
        let result = worst_case(
            board,
            ai,
            &mut |b| solver.best_moves(b),
            &mut worst[ai.index()],
        );
        checked += 1;
        match value {
            1 => {
                won += 1;
                assert_eq!(result, 1, "a won position was not converted:\n{board:?}");
            }
            0 => {
                drawn += 1;
                assert!(result >= 0, "a drawn position was lost:\n{board:?}");
            }
            _ => {} // already lost against perfect play; nothing to prove
        }
        // The solver's own value agrees with independent minimax.
        assert_eq!(solver.value(&board).map(|v| v.sign()), Some(value));
    }
    assert_eq!(checked, in_play, "non-terminal reachable positions");
    assert!(won > 0 && (drawn > 0 || rules.is_notakto()));
}

#[test]
fn impossible_from_the_empty_board_is_a_draw_against_itself() {
    for rules in [Rules::CLASSIC, Rules::MISERE] {
        impossible_from_the_empty_board_is_a_draw_against_itself_on(rules);
    }
}

/// Medium's misère rules, going first (the centre, then the copy across
/// it), never lose, whatever the opponent plays; going second they can.
#[test]
fn medium_going_first_never_loses_misere() {
    let mut medium = Computer::new(Difficulty::Medium, 5);
    let mut memo = HashMap::new();
    let mut moves = |b: &Board| vec![medium.choose(b).expect("a move")];
    for _ in 0..20 {
        memo.clear();
        let worst = worst_case(Board::new(Rules::MISERE), Player::X, &mut moves, &mut memo);
        assert!(worst >= 0, "Medium lost misère going first");
    }
    let mut second = HashMap::new();
    let worst = worst_case(
        Board::new(Rules::MISERE),
        Player::O,
        &mut moves,
        &mut second,
    );
    assert_eq!(
        worst, -1,
        "misère's second player is not safe by these rules"
    );
}

fn impossible_from_the_empty_board_is_a_draw_against_itself_on(rules: Rules) {
    let mut x = Computer::new(Difficulty::Impossible, 1);
    let mut o = Computer::new(Difficulty::Impossible, 2);
    for _ in 0..20 {
        let mut board = Board::new(rules);
        while !board.outcome().is_over() {
            let ai = if board.to_move() == Player::X {
                &mut x
            } else {
                &mut o
            };
            let pos = ai.choose(&board).unwrap();
            board.play(pos).unwrap();
        }
        assert_eq!(board.outcome(), Outcome::Draw);
    }
}

fn play_out(rules: Rules, x: &mut Computer, o: &mut Computer) -> Outcome {
    let mut board = Board::new(rules);
    while !board.outcome().is_over() {
        let ai = if board.to_move() == Player::X {
            &mut *x
        } else {
            &mut *o
        };
        let pos = ai.choose(&board).expect("a move while the game is on");
        board
            .play(pos)
            .expect("the computer only plays legal moves");
    }
    board.outcome()
}

#[test]
fn impossible_beats_or_holds_weaker_players_on_larger_boards() {
    for (size, k) in [(4, 4), (5, 4)] {
        let rules = Rules::new(size, k).unwrap();
        for seed in 0..4 {
            let mut strong = Computer::new(Difficulty::Impossible, seed).with_node_budget(20_000);
            let mut weak = Computer::new(Difficulty::Easy, 100 + seed);
            let result = if seed % 2 == 0 {
                play_out(rules, &mut strong, &mut weak)
            } else {
                play_out(rules, &mut weak, &mut strong)
            };
            let strong_mark = if seed % 2 == 0 { Player::X } else { Player::O };
            if let Outcome::Win { winner, .. } = result {
                assert_eq!(
                    winner, strong_mark,
                    "{size}x{size} seed {seed}: lost to Easy"
                );
            }
        }
    }
}

#[test]
fn impossible_takes_wins_and_blocks_on_larger_boards() {
    let rules = Rules::new(5, 4).unwrap();
    let mut solver = Perfect::new(rules);
    // O to move with its own win available and an X threat: win first.
    let b = Board::from_rows(rules, &["XXX..", "OOO..", "X....", ".....", "....."]).unwrap();
    assert_eq!(b.to_move(), Player::O);
    let best = solver.best_moves(&b);
    assert_eq!(best, vec![Pos::new(1, 3)]);
    // X to move must block O's open three on the diagonal.
    let b = Board::from_rows(rules, &["O....", ".O...", "..O..", "X.X..", "X...."]).unwrap();
    assert_eq!(b.to_move(), Player::X);
    assert_eq!(solver.best_moves(&b), vec![Pos::new(3, 3)]);
}

#[test]
fn every_strength_plays_only_legal_moves_on_every_board() {
    for (size, k) in [(3, 3), (4, 4), (5, 4)] {
        let rules = Rules::new(size, k).unwrap();
        for d in Difficulty::ALL {
            for seed in 0..5 {
                let mut x = Computer::new(d, seed).with_node_budget(5_000);
                let mut o = Computer::new(Difficulty::Easy, 100 + seed);
                let mut board = Board::new(rules);
                while !board.outcome().is_over() {
                    let ai = if board.to_move() == Player::X {
                        &mut x
                    } else {
                        &mut o
                    };
                    let pos = ai.choose(&board).expect("a move while the game is on");
                    assert_eq!(board.get(pos), None, "{d:?} picked a taken square");
                    assert!(rules.contains(pos), "{d:?} picked {pos:?}");
                    board.play(pos).unwrap();
                }
                // Once the game is over there is nothing left to choose.
                assert_eq!(x.choose(&board), None);
                assert_eq!(o.choose(&board), None);
            }
        }
    }
}

/// The game's own path: a long-lived `Computer` (as one round keeps it),
/// choosing with its random tie-breaks, from every 3 x 3 position.
#[test]
fn impossible_as_the_game_plays_it_keeps_every_positions_value() {
    let mut positions = Vec::new();
    reachable(Board::default(), &mut positions, &mut Default::default());
    let mut truth = HashMap::new();
    for seed in 0..3 {
        let mut computer = Computer::new(Difficulty::Impossible, seed);
        let mut checked = 0;
        for &board in &positions {
            if board.outcome().is_over() {
                continue;
            }
            let value = minimax(board, &mut truth);
            let pos = computer.choose(&board).expect("a move");
            let mut next = board;
            next.play(pos).unwrap();
            // The value after the move, from the mover's side.
            let kept = match next.outcome() {
                Outcome::Win { .. } => 1,
                Outcome::Draw => 0,
                Outcome::InProgress => -minimax(next, &mut truth),
            };
            assert_eq!(
                kept, value,
                "seed {seed} threw away a {value} at\n{board:?}"
            );
            checked += 1;
        }
        assert_eq!(checked, 4_520);

        // And whole games from every position against every reply, with
        // the same computer choosing: it never loses a position it could
        // hold, and wins every one it could win.
        for ai in [Player::X, Player::O] {
            let mut memo = HashMap::new();
            for &board in &positions {
                if board.outcome().is_over() || board.to_move() != ai {
                    continue;
                }
                let value = minimax(board, &mut truth);
                let result = worst_case(
                    board,
                    ai,
                    &mut |b| computer.choose(b).into_iter().collect(),
                    &mut memo,
                );
                assert!(
                    result >= value,
                    "seed {seed}: {value} became {result} at\n{board:?}"
                );
            }
        }
    }
}

#[test]
fn same_seed_same_game() {
    let rules = Rules::new(4, 4).unwrap();
    let game = |seed| {
        let mut x = Computer::new(Difficulty::Easy, seed);
        let mut o = Computer::new(Difficulty::Medium, seed + 1);
        let mut board = Board::new(rules);
        let mut moves = Vec::new();
        while !board.outcome().is_over() {
            let ai = if board.to_move() == Player::X {
                &mut x
            } else {
                &mut o
            };
            let p = ai.choose(&board).unwrap();
            board.play(p).unwrap();
            moves.push(p);
        }
        moves
    };
    assert_eq!(game(5), game(5));
    assert_ne!(game(5), game(6));
}

/// Qubic: Impossible (threat runs over a bounded search) wins every game
/// against Medium and against the bounded search alone, from either side.
#[test]
fn on_qubic_impossible_beats_medium_and_the_plain_search() {
    for seed in 0..4 {
        let mut strong = Computer::new(Difficulty::Impossible, seed).with_node_budget(20_000);
        let mut medium = Computer::new(Difficulty::Medium, 100 + seed);
        let strong_first = seed % 2 == 0;
        let result = if strong_first {
            play_out(Rules::QUBIC, &mut strong, &mut medium)
        } else {
            play_out(Rules::QUBIC, &mut medium, &mut strong)
        };
        let strong_mark = if strong_first { Player::X } else { Player::O };
        let Outcome::Win { winner, lines } = result else {
            panic!("seed {seed}: a draw against Medium");
        };
        assert_eq!(winner, strong_mark, "seed {seed}: lost to Medium");
        assert_eq!(lines[0].cells().len(), 4);
    }
}

/// Medium's Notakto rules going first (the centre, a knight's move from
/// the opponent's first mark, then traps and safe squares) win against
/// every reply: the help can promise a child that they work.
#[test]
fn medium_going_first_always_wins_notakto() {
    let mut medium = Computer::new(Difficulty::Medium, 5);
    let mut moves = |b: &Board| vec![medium.choose(b).expect("a move")];
    for _ in 0..20 {
        let mut memo = HashMap::new();
        let worst = worst_case(Board::new(Rules::NOTAKTO), Player::X, &mut moves, &mut memo);
        assert_eq!(worst, 1, "Medium did not win Notakto going first");
    }
}
