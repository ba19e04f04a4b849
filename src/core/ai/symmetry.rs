//! The eight symmetries of a square board (four turns, four mirrors), on
//! the bit sets the board is stored as. Symmetric positions have the same
//! value, so solvers and the opening book keep one copy of each.

/// The eight symmetries of one board size, as permutations of bit indices.
#[derive(Clone)]
pub struct Symmetries {
    size: usize,
    /// For each symmetry, for each row, for each pattern of that row's bits:
    /// the bits it maps to.
    rows: Vec<Vec<Vec<u64>>>,
}

impl Symmetries {
    pub fn new(size: u8) -> Self {
        let n = usize::from(size);
        let map = |sym: usize, r: usize, c: usize| -> usize {
            let (r, c) = match sym {
                0 => (r, c),
                1 => (c, n - 1 - r),
                2 => (n - 1 - r, n - 1 - c),
                3 => (n - 1 - c, r),
                4 => (r, n - 1 - c),
                5 => (n - 1 - r, c),
                6 => (c, r),
                _ => (n - 1 - c, n - 1 - r),
            };
            r * n + c
        };
        let rows = (0..8)
            .map(|sym| {
                (0..n)
                    .map(|r| {
                        (0..1usize << n)
                            .map(|pattern| {
                                (0..n)
                                    .filter(|c| pattern & (1 << c) != 0)
                                    .fold(0u64, |acc, c| acc | 1 << map(sym, r, c))
                            })
                            .collect()
                    })
                    .collect()
            })
            .collect();
        Symmetries { size: n, rows }
    }

    pub fn apply(&self, sym: usize, bits: u64) -> u64 {
        let n = self.size;
        let row_mask = (1u64 << n) - 1;
        self.rows[sym]
            .iter()
            .enumerate()
            .fold(0, |acc, (r, table)| {
                acc | table[((bits >> (r * n)) & row_mask) as usize]
            })
    }

    /// One key for all eight copies of a position: the smallest.
    pub fn canonical(&self, x: u64, o: u64) -> u64 {
        let shift = self.size * self.size;
        (0..8)
            .map(|sym| self.apply(sym, x) | (self.apply(sym, o) << shift))
            .min()
            .unwrap_or(0)
    }

    /// The key of a position, (`x`, `o`) seen through symmetry `sym`.
    pub fn key(&self, sym: usize, x: u64, o: u64) -> u64 {
        self.apply(sym, x) | (self.apply(sym, o) << (self.size * self.size))
    }

    /// The canonical key and a symmetry that takes the position to it.
    pub fn canonical_with(&self, x: u64, o: u64) -> (u64, usize) {
        (0..8)
            .map(|sym| (self.key(sym, x, o), sym))
            .min()
            .unwrap_or((0, 0))
    }

    /// The square that symmetry `sym` takes to square `to`.
    pub fn preimage(&self, sym: usize, to: u32) -> Option<u32> {
        (0..(self.size * self.size) as u32).find(|&i| self.apply(sym, 1 << i) == 1 << to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_symmetries_are_the_eight_of_the_square() {
        for size in 3..=5 {
            let s = Symmetries::new(size);
            let corner = 1u64; // top left
            let images: std::collections::BTreeSet<u64> =
                (0..8).map(|sym| s.apply(sym, corner)).collect();
            assert_eq!(images.len(), 4, "a corner goes to the four corners");
            // Beside a corner: the middle of an edge on 3 x 3, off it above.
            let beside_corner = 2u64;
            let images: std::collections::BTreeSet<u64> =
                (0..8).map(|sym| s.apply(sym, beside_corner)).collect();
            let expected = if size == 3 { 4 } else { 8 };
            assert_eq!(images.len(), expected, "{size}x{size}");
            for sym in 0..8 {
                for i in 0..u32::from(size) * u32::from(size) {
                    let to = s.apply(sym, 1 << i).trailing_zeros();
                    assert_eq!(s.preimage(sym, to), Some(i));
                }
            }
        }
    }
}
