//! A learned judge of Ultimate positions: a small network that gives the
//! side to move its chance to win (a draw counting half) from the marks
//! alone, instead of playing the game out at random. Its weights are a
//! file we trained from our own engine's self-play
//! (`tictactoe-eval`, in src/bin/eval_trainer.rs).
//!
//! The inputs are 0 or 1, and few are 1: each open small board's marks
//! (the mover's, then the opponent's), each small board won by the mover,
//! by the opponent or drawn, where the move must go, and the threats a
//! one-layer network cannot see for itself: each open small board either
//! side could win in one move, and each that would complete a line of
//! small boards for either side. So the first layer adds up the rows of
//! the inputs that are on.

mod lanes;

use std::sync::{Arc, OnceLock};

use super::{Square, UltimateBoard, completing_cells};
use crate::player::Player;

/// Marks of the side to move on open small boards: 81 inputs, then the
/// opponent's: 81.
const MINE: usize = 0;
const THEIRS: usize = 81;
/// Small boards won by the mover, by the opponent, drawn: 9 each.
const WON_MINE: usize = 162;
const WON_THEIRS: usize = 171;
const DRAWN: usize = 180;
/// The small board the move must be in (9), or a free move (1).
const SENT: usize = 189;
const FREE: usize = 198;
/// Open small boards the mover, then the opponent, could win in one move:
/// 9 each.
const NEAR_MINE: usize = 199;
const NEAR_THEIRS: usize = 208;
/// Open small boards that would complete a line of small boards for the
/// mover, then for the opponent: 9 each.
const LINE_MINE: usize = 217;
const LINE_THEIRS: usize = 226;

/// How many inputs the network reads.
pub const INPUTS: usize = 235;

/// The inputs of `board` that are on, into `on` (cleared first).
pub fn inputs(board: &UltimateBoard, on: &mut Vec<u16>) {
    View::of(board, board.to_move()).inputs(board, on);
}

/// What a small board's inputs depend on besides its own marks: who is
/// looking, and the small boards already closed and won.
#[derive(Clone, Copy, Debug)]
struct View {
    me: Player,
    closed: u16,
    won_mine: u16,
    won_theirs: u16,
    /// Open small boards that would complete a line of them for `me`,
    /// then for the opponent.
    line_mine: u16,
    line_theirs: u16,
}

impl View {
    /// All the inputs of `board` in this view.
    fn inputs(&self, board: &UltimateBoard, on: &mut Vec<u16>) {
        on.clear();
        for small in 0..9u8 {
            self.small_board(board, small, on);
        }
        on.push(sent_input(board));
    }

    fn of(board: &UltimateBoard, me: Player) -> Self {
        let closed = board.closed();
        let (won_mine, won_theirs) = (board.won_by(me), board.won_by(me.opponent()));
        View {
            me,
            closed,
            won_mine,
            won_theirs,
            line_mine: completing_cells(won_mine, !closed & 0x1FF),
            line_theirs: completing_cells(won_theirs, !closed & 0x1FF),
        }
    }

    /// Small board `small`'s inputs in `board`, onto `on`.
    fn small_board(&self, board: &UltimateBoard, small: u8, on: &mut Vec<u16>) {
        let bit = 1u16 << small;
        let index = usize::from(small);
        if self.won_mine & bit != 0 {
            on.push((WON_MINE + index) as u16);
        } else if self.won_theirs & bit != 0 {
            on.push((WON_THEIRS + index) as u16);
        } else if self.closed & bit != 0 {
            on.push((DRAWN + index) as u16);
        } else {
            let empty = board.empty_in(small);
            for (base, near, line, player, lines) in [
                (MINE, NEAR_MINE, LINE_MINE, self.me, self.line_mine),
                (
                    THEIRS,
                    NEAR_THEIRS,
                    LINE_THEIRS,
                    self.me.opponent(),
                    self.line_theirs,
                ),
            ] {
                let mut marks = board.marks_in(small, player);
                if completing_cells(marks, empty) != 0 {
                    on.push((near + index) as u16);
                }
                if lines & bit != 0 {
                    on.push((line + index) as u16);
                }
                while marks != 0 {
                    let cell = marks.trailing_zeros() as usize;
                    marks &= marks - 1;
                    on.push((base + index * 9 + cell) as u16);
                }
            }
        }
    }
}

/// Where the move must go: a small board, or anywhere.
fn sent_input(board: &UltimateBoard) -> u16 {
    match board.next_board() {
        Some(small) => (SENT + usize::from(small)) as u16,
        None => FREE as u16,
    }
}

/// The network: `INPUTS` to `hidden` units (clipped at 0 and 1) to one
/// output, squashed to a chance.
#[derive(Clone, Debug, PartialEq)]
pub struct Network {
    hidden: usize,
    /// Input-major: input i's weights are `first[i * hidden..][..hidden]`.
    first: Vec<f32>,
    first_bias: Vec<f32>,
    second: Vec<f32>,
    second_bias: f32,
}

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    TooShort,
    WrongSize { hidden: usize, bytes: usize },
}

impl std::fmt::Display for WeightsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WeightsError::TooShort => f.write_str("the weights file is too short"),
            WeightsError::WrongSize { hidden, bytes } => write!(
                f,
                "a network of {hidden} hidden units does not take {bytes} bytes of weights"
            ),
        }
    }
}

impl std::error::Error for WeightsError {}

impl Network {
    /// A network of `hidden` units with every weight `weight` (for tests
    /// and as the trainer's start).
    pub fn filled(hidden: usize, weight: f32) -> Self {
        Network {
            hidden,
            first: vec![weight; INPUTS * hidden],
            first_bias: vec![weight; hidden],
            second: vec![weight; hidden],
            second_bias: weight,
        }
    }

    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The weights from the hidden units to the output.
    pub fn second_layer(&self) -> &[f32] {
        &self.second
    }

    /// Every weight, in the file's order: the first layer, its biases,
    /// the second layer, its bias.
    pub fn weights_mut(&mut self) -> [&mut [f32]; 4] {
        [
            &mut self.first,
            &mut self.first_bias,
            &mut self.second,
            std::slice::from_mut(&mut self.second_bias),
        ]
    }

    /// Reads a weights file: the hidden size as a little-endian u32, then
    /// every weight as a little-endian f32 in [`Network::weights_mut`]'s
    /// order.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, WeightsError> {
        let (size, rest) = bytes
            .split_first_chunk::<4>()
            .ok_or(WeightsError::TooShort)?;
        let hidden = u32::from_le_bytes(*size) as usize;
        let count = (INPUTS + 2) * hidden + 1;
        if hidden == 0 || hidden > 4_096 || rest.len() != count * 4 {
            return Err(WeightsError::WrongSize {
                hidden,
                bytes: rest.len(),
            });
        }
        let mut network = Network::filled(hidden, 0.0);
        let mut values = rest
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        for layer in network.weights_mut() {
            for (weight, value) in layer.iter_mut().zip(&mut values) {
                *weight = value;
            }
        }
        Ok(network)
    }

    /// The weights file for this network.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = (self.hidden as u32).to_le_bytes().to_vec();
        for layer in [
            &self.first[..],
            &self.first_bias,
            &self.second,
            &[self.second_bias],
        ] {
            for weight in layer {
                bytes.extend_from_slice(&weight.to_le_bytes());
            }
        }
        bytes
    }

    /// The hidden units' values for the inputs `on` (into `units`), and
    /// the output before squashing.
    pub fn forward(&self, on: &[u16], units: &mut Vec<f32>) -> f32 {
        units.clear();
        units.extend_from_slice(&self.first_bias);
        for &input in on {
            self.add_input(units, input);
        }
        self.output(units)
    }

    /// The output from the hidden units' sums (clipped in place).
    fn output(&self, units: &mut [f32]) -> f32 {
        self.second_bias + lanes::clip_and_dot(units, &self.second)
    }

    /// Input `input`'s weights into the hidden units.
    #[inline(always)]
    fn row(&self, input: u16) -> &[f32] {
        &self.first[usize::from(input) * self.hidden..][..self.hidden]
    }

    #[inline(always)]
    fn add_input(&self, units: &mut [f32], input: u16) {
        lanes::add(units, self.row(input));
    }

    #[inline(always)]
    fn take_input(&self, units: &mut [f32], input: u16) {
        lanes::subtract(units, self.row(input));
    }
}

/// The network the game plays with: trained here by `tictactoe-eval`
/// (CONTRIBUTING.md says how), so the native game, the browser and the
/// engine protocol judge alike. Compiled into native builds; the page
/// fetches it beside itself ([`receive_shipped`]), which keeps its first
/// download lighter, and its searches play positions out until it has
/// come. `None` also if the file were damaged, and a test reads it.
pub fn shipped() -> Option<Arc<Network>> {
    #[cfg(not(target_arch = "wasm32"))]
    let network = SHIPPED
        .get_or_init(|| read_shipped(include_bytes!("../../../assets/engine/ultimate.eval")));
    #[cfg(target_arch = "wasm32")]
    let network = SHIPPED.get()?;
    network.clone()
}

/// The page's copy of the shipped network, once fetched: the first copy
/// is kept. Whether it reads.
#[cfg(target_arch = "wasm32")]
pub fn receive_shipped(bytes: &[u8]) -> bool {
    SHIPPED.get_or_init(|| read_shipped(bytes)).is_some()
}

static SHIPPED: OnceLock<Option<Arc<Network>>> = OnceLock::new();

fn read_shipped(bytes: &[u8]) -> Option<Arc<Network>> {
    Network::from_bytes(bytes).ok().map(Arc::new)
}

/// The chance a network output stands for.
#[inline(always)]
pub fn squash(output: f32) -> f32 {
    1.0 / (1.0 + (-output).exp())
}

/// A network with the buffers it works in, for a search that asks it
/// about position after position.
#[derive(Clone, Debug)]
pub struct Judge {
    network: Arc<Network>,
    on: Vec<u16>,
    units: Vec<f32>,
    /// The parent of the positions [`Judge::child_chance`] judges, seen
    /// by the side to move in them: the board, the view, its inputs as a
    /// list and as a set of bits, and its hidden units before clipping.
    parent: UltimateBoard,
    parent_view: View,
    parent_on: Vec<u16>,
    parent_set: [u64; 4],
    parent_units: Vec<f32>,
    /// The inputs of the moved-in small board and where the move sends,
    /// before the move and after.
    before: Vec<u16>,
    after: Vec<u16>,
}

/// `on` as a set of bits.
fn input_set(on: &[u16]) -> [u64; 4] {
    let mut set = [0u64; 4];
    for &input in on {
        set[usize::from(input) / 64] |= 1 << (input % 64);
    }
    set
}

fn has_input(set: &[u64; 4], input: u16) -> bool {
    set[usize::from(input) / 64] & (1 << (input % 64)) != 0
}

impl Judge {
    pub fn new(network: Arc<Network>) -> Self {
        let hidden = network.hidden();
        Judge {
            network,
            on: Vec::with_capacity(96),
            units: Vec::with_capacity(hidden),
            parent: UltimateBoard::new(),
            parent_view: View::of(&UltimateBoard::new(), Player::X),
            parent_on: Vec::with_capacity(96),
            parent_set: [0; 4],
            parent_units: Vec::with_capacity(hidden),
            before: Vec::with_capacity(24),
            after: Vec::with_capacity(24),
        }
    }

    /// Readies [`Judge::child_chance`] for the positions one move after
    /// `parent`. Each differs from `parent`, seen by its side to move, in
    /// a few inputs, so its hidden units are the parent's plus those few
    /// rows of weights rather than a sum of all its inputs' rows.
    pub fn begin_children(&mut self, parent: &UltimateBoard) {
        self.parent = *parent;
        self.parent_view = View::of(parent, parent.to_move().opponent());
        self.parent_view.inputs(parent, &mut self.parent_on);
        self.parent_set = input_set(&self.parent_on);
        let network = &*self.network;
        self.parent_units.clear();
        self.parent_units.extend_from_slice(&network.first_bias);
        for &input in &self.parent_on {
            network.add_input(&mut self.parent_units, input);
        }
    }

    /// The side to move's chance in `child`, the position after `square`
    /// in that of the last [`Judge::begin_children`]: the same as
    /// [`Judge::chance`], in fewer steps.
    pub fn child_chance(&mut self, child: &UltimateBoard, square: Square) -> f32 {
        let network = &*self.network;
        self.units.clear();
        self.units.extend_from_slice(&self.parent_units);
        if child.closed() == self.parent.closed() {
            // No small board closed, so the view holds: only the moved-in
            // small board's inputs and where the move sends can differ.
            self.before.clear();
            self.parent_view
                .small_board(&self.parent, square.board, &mut self.before);
            self.before.push(sent_input(&self.parent));
            self.after.clear();
            self.parent_view
                .small_board(child, square.board, &mut self.after);
            self.after.push(sent_input(child));
            for &input in &self.after {
                if !self.before.contains(&input) {
                    network.add_input(&mut self.units, input);
                }
            }
            for &input in &self.before {
                if !self.after.contains(&input) {
                    network.take_input(&mut self.units, input);
                }
            }
        } else {
            inputs(child, &mut self.on);
            let child_set = input_set(&self.on);
            for &input in &self.on {
                if !has_input(&self.parent_set, input) {
                    network.add_input(&mut self.units, input);
                }
            }
            for &input in &self.parent_on {
                if !has_input(&child_set, input) {
                    network.take_input(&mut self.units, input);
                }
            }
        }
        squash(network.output(&mut self.units))
    }

    /// The side to move's chance in `board` (a draw counting half).
    pub fn chance(&mut self, board: &UltimateBoard) -> f32 {
        inputs(board, &mut self.on);
        squash(self.network.forward(&self.on, &mut self.units))
    }
}

/// Whether `square` is where the inputs put the mover's mark (for tests).
pub fn input_of_mark(square: Square, mine: bool) -> usize {
    (if mine { MINE } else { THEIRS }) + usize::from(square.board) * 9 + usize::from(square.cell)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_inputs_follow_the_side_to_move_and_where_it_must_go() {
        let mut board = UltimateBoard::new();
        let mut on = Vec::new();
        inputs(&board, &mut on);
        assert_eq!(on, vec![FREE as u16]);
        board.play(Square::new(4, 0)).expect("legal");
        inputs(&board, &mut on);
        // O to move: X's mark is the opponent's; O is sent to board 0.
        assert_eq!(
            on,
            vec![input_of_mark(Square::new(4, 0), false) as u16, SENT as u16]
        );
    }

    #[test]
    fn a_child_judged_from_its_parent_is_judged_as_from_scratch() {
        let mut network = Network::filled(20, 0.0);
        let mut seed = 7u32;
        for weight in network.weights_mut().into_iter().flatten() {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            *weight = (seed >> 8) as f32 / (1u32 << 24) as f32 - 0.5;
        }
        let mut judge = Judge::new(Arc::new(network));
        let mut board = UltimateBoard::new();
        let (mut compared, mut closing) = (0, 0);
        // Along one game: every child of every position, moves that close
        // a small board and free moves among them.
        for turn in 0..60u32 {
            if board.outcome().is_over() {
                break;
            }
            let moves = board.legal_moves();
            judge.begin_children(&board);
            for &square in &moves {
                let mut child = board;
                child.play_legal(square);
                let incremental = judge.child_chance(&child, square);
                let whole = judge.chance(&child);
                assert!(
                    (incremental - whole).abs() < 1e-4,
                    "{square:?} after {turn} moves: {incremental} against {whole}"
                );
                compared += 1;
                closing += usize::from(child.closed() != board.closed());
            }
            board.play_legal(moves[(turn as usize * 7) % moves.len()]);
        }
        assert!(
            compared > 200 && closing > 5,
            "{compared} children, {closing} closing"
        );
    }

    #[test]
    fn weights_go_to_a_file_and_back_and_a_bad_file_is_refused() {
        let mut network = Network::filled(3, 0.0);
        for (i, weight) in network.weights_mut().into_iter().flatten().enumerate() {
            *weight = i as f32 * 0.01;
        }
        let bytes = network.to_bytes();
        assert_eq!(Network::from_bytes(&bytes), Ok(network));
        assert_eq!(
            Network::from_bytes(&bytes[..bytes.len() - 1]),
            Err(WeightsError::WrongSize {
                hidden: 3,
                bytes: bytes.len() - 5
            })
        );
        assert_eq!(Network::from_bytes(&[1, 0]), Err(WeightsError::TooShort));
    }
}
