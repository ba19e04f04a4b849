//! Lines of K squares in a row, and the straight stretches a result draws
//! through them.

use super::pos::Pos;

/// K squares in a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub(crate) cells: Vec<Pos>,
    pub(crate) mask: u64,
}

impl Line {
    /// The squares, in order from one end to the other.
    pub fn cells(&self) -> &[Pos] {
        &self.cells
    }

    pub fn first(&self) -> Pos {
        self.cells[0]
    }

    pub fn last(&self) -> Pos {
        self.cells[self.cells.len() - 1]
    }

    pub(crate) fn mask(&self) -> u64 {
        self.mask
    }
}

/// A straight stretch of marks from one square to another, as drawn: the
/// winning lines with overlapping or touching lines in the same direction
/// joined, so five in a row is one stretch, not two on top of each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stretch {
    pub from: Pos,
    pub to: Pos,
}

/// Joins collinear lines that overlap or touch into single stretches.
pub fn stretches(lines: &[Line]) -> Vec<Stretch> {
    // Each line as (direction, which parallel it lies on, start, end), the
    // start and end counted along the direction.
    let mut spans: Vec<((i8, i8), i16, i16, i16, Pos, Pos)> = lines
        .iter()
        .map(|line| {
            let (a, b) = (line.first(), line.last());
            let (r0, c0, r1, c1) = (
                i16::from(a.row),
                i16::from(a.col),
                i16::from(b.row),
                i16::from(b.col),
            );
            let dir = ((r1 - r0).signum() as i8, (c1 - c0).signum() as i8);
            let (parallel, start, end) = match dir {
                (0, _) => (r0, c0, c1),
                (_, 0) => (c0, r0, r1),
                (_, 1) => (c0 - r0, r0, r1),
                _ => (c0 + r0, r0, r1),
            };
            (dir, parallel, start, end, a, b)
        })
        .collect();
    spans.sort_by_key(|&(dir, parallel, start, ..)| (dir, parallel, start));
    let mut out: Vec<(((i8, i8), i16, i16), Stretch)> = Vec::new();
    for (dir, parallel, start, end, from, to) in spans {
        match out.last_mut() {
            Some(((d, p, last_end), stroke))
                if *d == dir && *p == parallel && start <= *last_end + 1 =>
            {
                if end > *last_end {
                    *last_end = end;
                    stroke.to = to;
                }
            }
            _ => out.push(((dir, parallel, end), Stretch { from, to })),
        }
    }
    out.into_iter().map(|(_, stroke)| stroke).collect()
}
