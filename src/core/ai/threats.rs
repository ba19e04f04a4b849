//! Winning by threats, for boards where the lines are long and many
//! (Qubic): a run of moves each leaving a line one mark short of complete,
//! so every reply is forced, ending in two such lines at once. A search
//! over these forced runs sees much deeper than a search over every move,
//! and with its mirror (may the opponent start one?) it is what makes the
//! computer strong there.

use rand::Rng;
use rand::seq::SliceRandom;

use super::Thought;
use super::search::{Deepening, Solver};
use crate::board::{Board, Pos, Rules};

/// Positions a threat search may visit before it gives up.
pub const THREAT_BUDGET: u64 = 40_000;
/// How many of the search's moves are tried, best first, for one that
/// breaks the opponent's forced run.
const SAFETY_CHECKS: usize = 24;
/// The longest run of threats looked for.
const RUN_DEPTH: u32 = 24;

/// Threat runs over one board's lines.
pub struct Threats {
    rules: Rules,
    lines: Vec<u64>,
    /// The lines through each square, by bit index.
    through: Vec<Vec<u64>>,
    k: u32,
    nodes: u64,
    budget: u64,
}

impl Threats {
    pub fn new(rules: Rules) -> Self {
        Threats {
            rules,
            lines: rules.line_masks(),
            through: rules.line_masks_through(),
            k: u32::from(rules.k()),
            nodes: 0,
            budget: THREAT_BUDGET,
        }
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Positions the last search visited.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// What taking `pos` at `board` leads to for the side to move, where
    /// runs of threats decide it: a win (now, or by a run it starts), a
    /// loss (the opponent then wins now or by a run), or `None` when no run
    /// decides it.
    pub fn verdict(&mut self, board: &Board, pos: Pos) -> Option<bool> {
        self.nodes = 0;
        let me = board.to_move();
        let (mine, theirs) = (board.bits(me), board.bits(me.opponent()));
        let bit = self.rules.bit(pos);
        if self.wins(mine, theirs) & bit != 0 {
            return Some(true);
        }
        // A line of theirs one short that this does not block.
        if self.wins(theirs, mine) & !bit != 0 {
            return Some(false);
        }
        let after = mine | bit;
        let threats = self.wins(after, theirs);
        if threats.count_ones() >= 2 {
            return Some(true);
        }
        if threats != 0 && self.run(after, theirs | threats, RUN_DEPTH - 1).is_some() {
            return Some(true);
        }
        let spent = self.nodes;
        let lost = self.forced_win(theirs, after, RUN_DEPTH).is_some();
        self.nodes += spent;
        lost.then_some(false)
    }

    /// The empty squares where `mine` would complete a line now.
    fn wins(&self, mine: u64, theirs: u64) -> u64 {
        let empty = self.rules.full_mask() & !(mine | theirs);
        self.lines
            .iter()
            .filter(|&&line| line & theirs == 0 && (line & mine).count_ones() == self.k - 1)
            .fold(0, |found, &line| found | (line & empty))
    }

    /// Whether taking bit `i` leaves some line of `mine` one short.
    fn makes_a_threat(&self, mine: u64, theirs: u64, i: u32) -> bool {
        self.through[i as usize]
            .iter()
            .any(|&line| line & theirs == 0 && (line & mine).count_ones() == self.k - 2)
    }

    /// The first move of a forced win for `mine` by threats alone, if one
    /// is found within `depth` threats and the budget: a win now, or a
    /// threat whose forced answer leads to another, until two at once.
    pub fn forced_win(&mut self, mine: u64, theirs: u64, depth: u32) -> Option<u32> {
        self.nodes = 0;
        self.run(mine, theirs, depth)
    }

    fn run(&mut self, mine: u64, theirs: u64, depth: u32) -> Option<u32> {
        self.nodes += 1;
        let now = self.wins(mine, theirs);
        if now != 0 {
            return Some(now.trailing_zeros());
        }
        if depth == 0 || self.nodes > self.budget {
            return None;
        }
        let empty = self.rules.full_mask() & !(mine | theirs);
        // A line of theirs one short must be blocked, by a move that is a
        // threat too; two cannot be.
        let theirs_now = self.wins(theirs, mine);
        let candidates = match theirs_now.count_ones() {
            0 => empty,
            1 => theirs_now,
            _ => return None,
        };
        let mut bits = candidates;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            if !self.makes_a_threat(mine, theirs, i) {
                continue;
            }
            let after = mine | (1 << i);
            let threats = self.wins(after, theirs);
            if threats.count_ones() >= 2 {
                return Some(i);
            }
            // One threat: the answer is forced.
            let answer = theirs | (1 << threats.trailing_zeros());
            if self.run(after, answer, depth - 1).is_some() {
                return Some(i);
            }
            if self.nodes > self.budget {
                return None;
            }
        }
        None
    }
}

/// Why a move is the one to play on Qubic, as far as the threats show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveReason {
    /// It completes four in a row, or starts a run of threats that ends
    /// in one.
    Wins,
    /// It blocks the opponent's line, one mark short of four.
    Blocks,
    /// The search's choice: no forced win is in sight.
    Searched,
}

/// Impossible on Qubic, a slice of thought at a time: a win now, else the
/// block, else a forced win by threats, else the search's best move. When
/// the opponent, were it to move, has a forced run, the move must break
/// it: the search's moves are tried in order until one leaves none (if
/// none does, the best is played anyway). A mark of ours never helps the
/// opponent's lines, so without such a run now there is none after.
pub struct QubicMind {
    threats: Threats,
    solver: Solver,
    /// The position being thought about, and how far the thought has got.
    thinking: Option<(Board, Stage)>,
}

enum Stage {
    /// Ranking the moves by the bounded search.
    Ranking(Deepening),
    /// Trying the ranked moves, best first, for one that breaks the
    /// opponent's run.
    Breaking { ranked: Vec<Pos>, next: usize },
}

impl QubicMind {
    pub fn new(rules: Rules, node_budget: u64) -> Self {
        QubicMind {
            threats: Threats::new(rules),
            solver: Solver::new(rules).with_node_budget(node_budget),
            thinking: None,
        }
    }

    pub fn rules(&self) -> Rules {
        self.threats.rules()
    }

    /// Thinks about `board` for about `nodes` more positions (a threat
    /// search, or one root move's search, is never cut).
    pub fn think<R: Rng + ?Sized>(&mut self, board: &Board, nodes: u64, rng: &mut R) -> Thought {
        if board.outcome().is_over() || board.rules() != self.rules() {
            return Thought::NoMove;
        }
        if self.thinking.as_ref().is_none_or(|(at, _)| at != board) {
            if let Some(pos) = self.at_once(board, rng) {
                self.thinking = None;
                return Thought::Move(pos);
            }
            let mut moves = board.empty_squares();
            moves.shuffle(rng);
            let stage = Stage::Ranking(self.solver.start_deepening(board, moves));
            self.thinking = Some((*board, stage));
        }
        let rules = board.rules();
        let me = board.to_move();
        let (mine, theirs) = (board.bits(me), board.bits(me.opponent()));
        let Some((_, stage)) = self.thinking.as_mut() else {
            return Thought::NoMove;
        };
        let decided = match stage {
            Stage::Ranking(search) => match self.solver.deepen(search, nodes) {
                None => None,
                Some(ranked) if self.threats.forced_win(theirs, mine, RUN_DEPTH).is_none() => {
                    ranked.first().copied()
                }
                Some(ranked) => {
                    *stage = Stage::Breaking { ranked, next: 0 };
                    None
                }
            },
            Stage::Breaking { ranked, next } => {
                let mut spent = 0;
                let mut found = None;
                while found.is_none() && *next < ranked.len().min(SAFETY_CHECKS) && spent < nodes {
                    let pos = ranked[*next];
                    *next += 1;
                    let after = mine | rules.bit(pos);
                    if self.threats.forced_win(theirs, after, RUN_DEPTH).is_none() {
                        found = Some(pos);
                    }
                    spent += self.threats.nodes;
                }
                let tried_all = *next >= ranked.len().min(SAFETY_CHECKS);
                found.or_else(|| ranked.first().copied().filter(|_| tried_all))
            }
        };
        match decided {
            Some(pos) => {
                self.thinking = None;
                Thought::Move(pos)
            }
            None => Thought::Thinking,
        }
    }

    /// The moves that need no search: a win, the block, a forced run.
    fn at_once<R: Rng + ?Sized>(&mut self, board: &Board, rng: &mut R) -> Option<Pos> {
        let rules = board.rules();
        let me = board.to_move();
        let (mine, theirs) = (board.bits(me), board.bits(me.opponent()));
        let pick = |bits: u64, rng: &mut R| {
            let mut squares: Vec<u32> = (0..64).filter(|i| bits & (1u64 << i) != 0).collect();
            squares.shuffle(rng);
            squares.first().map(|&i| rules.pos_of_bit(i))
        };
        let win = self.threats.wins(mine, theirs);
        if win != 0 {
            return pick(win, rng);
        }
        let block = self.threats.wins(theirs, mine);
        if block != 0 {
            return pick(block, rng);
        }
        if let Some(i) = self.threats.forced_win(mine, theirs, RUN_DEPTH) {
            return Some(rules.pos_of_bit(i));
        }
        // Few squares left: the search is exact, and quick.
        if self.solver.is_exact(board) {
            return self.solver.ranked_moves(board, rng).first().copied();
        }
        None
    }

    /// Why `pos`, this mind's move at `board`, is played: the checks
    /// `think` makes before it searches, in the same order.
    pub fn reason(&mut self, board: &Board, pos: Pos) -> MoveReason {
        let me = board.to_move();
        let (mine, theirs) = (board.bits(me), board.bits(me.opponent()));
        let bit = board.rules().bit(pos);
        if self.threats.wins(mine, theirs) & bit != 0 {
            return MoveReason::Wins;
        }
        let block = self.threats.wins(theirs, mine);
        if block & bit != 0 {
            return MoveReason::Blocks;
        }
        // The run `think` would start here is the one found first.
        if block == 0
            && self.threats.forced_win(mine, theirs, RUN_DEPTH) == Some(bit.trailing_zeros())
        {
            return MoveReason::Wins;
        }
        MoveReason::Searched
    }

    /// The move, thought through at once.
    pub fn choose<R: Rng + ?Sized>(&mut self, board: &Board, rng: &mut R) -> Option<Pos> {
        loop {
            match self.think(board, u64::MAX, rng) {
                Thought::Move(pos) => return Some(pos),
                Thought::Thinking => {}
                Thought::NoMove => return None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Player;
    use crate::qubic::Point;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn board_of(x: &[Point], o: &[Point]) -> Board {
        let mut board = Board::new(Rules::QUBIC);
        for p in x {
            board.put(p.pos(), Player::X);
        }
        for p in o {
            board.put(p.pos(), Player::O);
        }
        board
    }

    /// X holds two points of layer 1's top row and two of its left
    /// column: the corner (1a4) makes both lines one short at once.
    const CORNER_X: [Point; 4] = [
        Point::new(0, 0, 1),
        Point::new(0, 0, 2),
        Point::new(0, 1, 0),
        Point::new(0, 2, 0),
    ];
    const CORNER_O: [Point; 4] = [
        Point::new(3, 3, 3),
        Point::new(3, 2, 3),
        Point::new(2, 3, 3),
        Point::new(2, 1, 2),
    ];
    /// O three straight down through the layers at (3, 3), X to move.
    const DOWN_X: [Point; 3] = [
        Point::new(0, 0, 0),
        Point::new(0, 0, 1),
        Point::new(1, 2, 1),
    ];
    const DOWN_O: [Point; 3] = [
        Point::new(0, 3, 3),
        Point::new(1, 3, 3),
        Point::new(2, 3, 3),
    ];

    #[test]
    fn two_lines_one_short_at_once_are_found_as_a_win() {
        // X holds two points of layer 1's top row and two of its left
        // column: the corner makes both lines one short.
        let board = board_of(&CORNER_X, &CORNER_O);
        let mut threats = Threats::new(Rules::QUBIC);
        let (mine, theirs) = (board.bits(Player::X), board.bits(Player::O));
        let first = threats.forced_win(mine, theirs, 4).expect("a forced win");
        assert_eq!(Rules::QUBIC.pos_of_bit(first), Point::new(0, 0, 0).pos());
        // Without the column's second point it takes a longer run, or none.
        let short = board_of(&CORNER_X[..3], &CORNER_O[..3]);
        let (mine, theirs) = (short.bits(Player::X), short.bits(Player::O));
        assert_ne!(threats.forced_win(mine, theirs, 1), Some(first));
    }

    #[test]
    fn impossible_blocks_before_it_attacks_and_wins_before_it_blocks() {
        let mut mind = QubicMind::new(Rules::QUBIC, 20_000);
        let mut rng = StdRng::seed_from_u64(2);
        // O threatens straight down through the layers at (3, 3).
        let board = board_of(&DOWN_X, &DOWN_O);
        let pos = mind.choose(&board, &mut rng).unwrap();
        assert_eq!(pos, Point::new(3, 3, 3).pos(), "the block");
        assert_eq!(mind.reason(&board, pos), MoveReason::Blocks);
        assert_eq!(
            mind.reason(&board, Point::new(0, 0, 2).pos()),
            MoveReason::Searched
        );
        // With a third point in the top row, X wins instead.
        let x = [
            Point::new(0, 0, 0),
            Point::new(0, 0, 1),
            Point::new(0, 0, 2),
            Point::new(1, 2, 1),
        ];
        let o = [
            Point::new(0, 3, 3),
            Point::new(1, 3, 3),
            Point::new(2, 3, 3),
            Point::new(2, 0, 0),
        ];
        let board = board_of(&x, &o);
        assert_eq!(board.to_move(), Player::X);
        let pos = mind.choose(&board, &mut rng).unwrap();
        assert_eq!(pos, Point::new(0, 0, 3).pos(), "the win");
        assert_eq!(mind.reason(&board, pos), MoveReason::Wins);
    }

    #[test]
    fn a_verdict_is_given_where_a_run_of_threats_decides_it() {
        let mut threats = Threats::new(Rules::QUBIC);
        // The empty cube: nothing is decided.
        let empty = Board::new(Rules::QUBIC);
        assert_eq!(threats.verdict(&empty, Point::new(0, 0, 0).pos()), None);
        // X's corner makes two lines one short at once: a win. Anything
        // else leaves O time, and decides nothing.
        let board = board_of(&CORNER_X, &CORNER_O);
        assert_eq!(
            threats.verdict(&board, Point::new(0, 0, 0).pos()),
            Some(true)
        );
        // Elsewhere X leaves O a run of its own.
        assert_eq!(
            threats.verdict(&board, Point::new(1, 1, 2).pos()),
            Some(false)
        );
        // O three down through the layers at (3, 3): anything but the
        // block loses; the block decides nothing.
        let board = board_of(&DOWN_X, &DOWN_O);
        assert_eq!(
            threats.verdict(&board, Point::new(1, 1, 1).pos()),
            Some(false)
        );
        assert_eq!(threats.verdict(&board, Point::new(3, 3, 3).pos()), None);
    }

    #[test]
    fn the_first_move_of_a_forced_run_is_given_as_winning() {
        // The corner makes two of X's lines one short at once.
        let board = board_of(&CORNER_X, &CORNER_O);
        let mut mind = QubicMind::new(Rules::QUBIC, 20_000);
        let pos = mind.choose(&board, &mut StdRng::seed_from_u64(3)).unwrap();
        assert_eq!(pos, Point::new(0, 0, 0).pos());
        assert_eq!(mind.reason(&board, pos), MoveReason::Wins);
        assert_eq!(
            mind.reason(&board, Point::new(1, 1, 1).pos()),
            MoveReason::Searched
        );
    }
}
