//! Easy: any legal square, uniformly at random.

use rand::Rng;
use rand::seq::IndexedRandom;

use crate::board::{Board, Pos};

pub fn random_move<R: Rng + ?Sized>(board: &Board, rng: &mut R) -> Option<Pos> {
    board.legal_moves().choose(rng).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Rules;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    #[test]
    fn only_empty_squares_and_every_one_of_them() {
        let board = Board::from_rows(Rules::CLASSIC, &["X.O", "...", "O.X"]).unwrap();
        let mut rng = StdRng::seed_from_u64(7);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..500 {
            let pos = random_move(&board, &mut rng).unwrap();
            assert_eq!(board.get(pos), None);
            seen.insert(pos);
        }
        assert_eq!(seen.len(), 5, "all five empty squares get picked");
    }

    #[test]
    fn nothing_to_play_on_a_finished_board() {
        let board = Board::from_rows(Rules::CLASSIC, &["XXX", "OO.", "..."]).unwrap();
        assert_eq!(random_move(&board, &mut StdRng::seed_from_u64(1)), None);
    }
}
