//! Qubic: four in a row in a 4 x 4 x 4 cube, along any of its 76 lines
//! (in a layer, straight down through the layers, or diagonally through
//! them). The first player can force a win, so it is never a sure draw.
//!
//! The cube's 64 points lie on `Rules::QUBIC`'s 8 x 8 grid as its four
//! 4 x 4 layers, two by two: layer 1 at the top left, 2 at the top right,
//! 3 at the bottom left, 4 at the bottom right. So a board is the same two
//! bitboards as any other, and only the lines differ.

use super::pos::Pos;

/// A layer's side, and the cube's.
pub const SIDE: u8 = 4;

/// A point of the cube: its layer (0 is layer 1), and its row (0 at the
/// top) and column (0 at the left) within the layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Point {
    pub layer: u8,
    pub row: u8,
    pub col: u8,
}

impl Point {
    pub const fn new(layer: u8, row: u8, col: u8) -> Self {
        Point { layer, row, col }
    }

    /// Where the point is drawn on the 8 x 8 grid.
    pub fn pos(self) -> Pos {
        Pos::new(
            (self.layer / 2) * SIDE + self.row,
            (self.layer % 2) * SIDE + self.col,
        )
    }

    /// The point drawn at `pos` on the 8 x 8 grid.
    pub fn of(pos: Pos) -> Option<Point> {
        if pos.row >= 2 * SIDE || pos.col >= 2 * SIDE {
            return None;
        }
        Some(Point::new(
            (pos.row / SIDE) * 2 + pos.col / SIDE,
            pos.row % SIDE,
            pos.col % SIDE,
        ))
    }

    /// How many of the 76 lines pass through the point: 7 for the cube's
    /// eight corners and its eight inner points, 4 for the rest.
    pub fn line_count(self) -> usize {
        lines().iter().filter(|line| line.contains(&self)).count()
    }
}

/// The 13 directions of a line, one of each opposite pair.
const DIRECTIONS: [(i8, i8, i8); 13] = [
    (0, 0, 1),
    (0, 1, 0),
    (0, 1, 1),
    (0, 1, -1),
    (1, 0, 0),
    (1, 0, 1),
    (1, 0, -1),
    (1, 1, 0),
    (1, -1, 0),
    (1, 1, 1),
    (1, 1, -1),
    (1, -1, 1),
    (1, -1, -1),
];

/// Every line of four points, each once, from one end to the other.
pub fn lines() -> Vec<[Point; 4]> {
    let side = i8::try_from(SIDE).unwrap_or(4);
    let inside = |v: i8| (0..side).contains(&v);
    let mut out = Vec::with_capacity(76);
    for (dl, dr, dc) in DIRECTIONS {
        for layer in 0..side {
            for row in 0..side {
                for col in 0..side {
                    // Starts only at an end: the point before is outside.
                    let before = (layer - dl, row - dr, col - dc);
                    if inside(before.0) && inside(before.1) && inside(before.2) {
                        continue;
                    }
                    let last = (layer + 3 * dl, row + 3 * dr, col + 3 * dc);
                    if !(inside(last.0) && inside(last.1) && inside(last.2)) {
                        continue;
                    }
                    out.push(std::array::from_fn(|i| {
                        let i = i as i8;
                        Point::new(
                            (layer + i * dl) as u8,
                            (row + i * dr) as u8,
                            (col + i * dc) as u8,
                        )
                    }));
                }
            }
        }
    }
    out
}

/// A point's name as players say it: the layer's number, then the
/// column's letter and the row's number counted from the layer's bottom,
/// as on the other large boards ("2b3": layer 2, column b, row 3).
pub fn point_name(point: Point) -> String {
    let column = char::from(b'a' + point.col);
    format!("{}{column}{}", point.layer + 1, SIDE - point.row)
}

/// The point a player names: [`point_name`]'s form, any case, spaces
/// around or between ("2 b3"). `None` for anything else.
pub fn point_named(text: &str) -> Option<Point> {
    let text: String = text
        .trim()
        .to_ascii_lowercase()
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let bytes = text.as_bytes();
    let [layer, column, row] = bytes else {
        return None;
    };
    let layer = layer.checked_sub(b'1')?;
    let col = column.checked_sub(b'a')?;
    let from_bottom = row.checked_sub(b'1')?;
    if layer >= SIDE || col >= SIDE || from_bottom >= SIDE {
        return None;
    }
    Some(Point::new(layer, SIDE - 1 - from_bottom, col))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn the_cube_has_76_lines_of_four_distinct_points() {
        let lines = lines();
        assert_eq!(lines.len(), 76);
        let distinct: HashSet<Vec<Point>> = lines
            .iter()
            .map(|line| {
                let mut points = line.to_vec();
                points.sort_by_key(|p| (p.layer, p.row, p.col));
                points
            })
            .collect();
        assert_eq!(distinct.len(), 76, "no line twice");
        // 48 in the layers' rows and columns and straight down, 24 on
        // planes' diagonals, 4 through the cube's centre.
        let within_layers = lines
            .iter()
            .filter(|l| l.iter().all(|p| p.layer == l[0].layer));
        assert_eq!(within_layers.count(), 4 * 10);
        let corners_and_centre: usize = (0..4u8)
            .flat_map(|l| (0..4u8).flat_map(move |r| (0..4u8).map(move |c| Point::new(l, r, c))))
            .filter(|p| p.line_count() == 7)
            .count();
        assert_eq!(corners_and_centre, 16);
    }

    #[test]
    fn points_and_grid_squares_map_both_ways() {
        let mut seen = HashSet::new();
        for row in 0..8 {
            for col in 0..8 {
                let point = Point::of(Pos::new(row, col)).unwrap();
                assert_eq!(point.pos(), Pos::new(row, col));
                seen.insert(point);
            }
        }
        assert_eq!(seen.len(), 64);
        assert_eq!(Point::of(Pos::new(8, 0)), None);
        assert_eq!(
            Point::new(1, 0, 0).pos(),
            Pos::new(0, 4),
            "layer 2 at the top right"
        );
        assert_eq!(
            Point::new(2, 0, 0).pos(),
            Pos::new(4, 0),
            "layer 3 at the bottom left"
        );
    }

    #[test]
    fn points_are_named_by_layer_column_and_row() {
        assert_eq!(point_name(Point::new(0, 3, 0)), "1a1");
        assert_eq!(point_name(Point::new(3, 0, 3)), "4d4");
        assert_eq!(point_named(" 2 B3 "), Some(Point::new(1, 1, 1)));
        for bad in ["", "5a1", "1e1", "1a5", "1a", "a1", "1a11", "0a1"] {
            assert_eq!(point_named(bad), None, "{bad:?}");
        }
        for layer in 0..4 {
            for row in 0..4 {
                for col in 0..4 {
                    let point = Point::new(layer, row, col);
                    assert_eq!(point_named(&point_name(point)), Some(point));
                }
            }
        }
    }
}
