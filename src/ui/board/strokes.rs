//! Pen strokes as 2D meshes: a straight stroke and an arc, each with round
//! ends, drawn part of the way (so a mark can be drawn stroke by stroke).
//! Pure geometry: the board view turns these into Bevy meshes.

use std::f32::consts::{PI, TAU};

use bevy::asset::RenderAssetUsages;
use bevy::math::Vec2;
use bevy::mesh::{Indices, Mesh, PrimitiveTopology};

/// Triangles for a filled outline, as points and index triples.
#[derive(Default, Debug, Clone)]
pub struct Shape {
    pub points: Vec<Vec2>,
    pub triangles: Vec<[u32; 3]>,
}

impl Shape {
    /// A fan of triangles round `centre` through `rim` (in order).
    fn fan(&mut self, centre: Vec2, rim: impl IntoIterator<Item = Vec2>) {
        let c = self.points.len() as u32;
        self.points.push(centre);
        let first = self.points.len() as u32;
        self.points.extend(rim);
        let last = self.points.len() as u32;
        for i in first..last.saturating_sub(1) {
            self.triangles.push([c, i, i + 1]);
        }
    }

    /// A round end: a half disc at `at`, facing `direction`.
    fn cap(&mut self, at: Vec2, direction: Vec2, radius: f32) {
        let start = direction.to_angle() - PI / 2.0;
        let steps = 10;
        self.fan(
            at,
            (0..=steps)
                .map(|i| at + Vec2::from_angle(start + PI * i as f32 / steps as f32) * radius),
        );
    }

    /// A quad strip along two rails of equal length.
    fn strip(&mut self, left: &[Vec2], right: &[Vec2]) {
        let base = self.points.len() as u32;
        for (l, r) in left.iter().zip(right) {
            self.points.push(*l);
            self.points.push(*r);
        }
        for i in 0..left.len().saturating_sub(1) as u32 {
            let (a, b, c, d) = (
                base + 2 * i,
                base + 2 * i + 1,
                base + 2 * i + 2,
                base + 2 * i + 3,
            );
            self.triangles.push([a, b, c]);
            self.triangles.push([b, d, c]);
        }
    }

    /// A Bevy mesh of this shape, facing the camera.
    pub fn into_mesh(self) -> Mesh {
        let count = self.points.len();
        let positions: Vec<[f32; 3]> = self.points.iter().map(|p| [p.x, p.y, 0.0]).collect();
        let indices: Vec<u32> = self.triangles.iter().flatten().copied().collect();
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; count])
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0, 0.0]; count])
        .with_inserted_indices(Indices::U32(indices))
    }

    /// Whether a point lies inside one of the triangles (for tests).
    pub fn contains(&self, p: Vec2) -> bool {
        self.triangles.iter().any(|&[a, b, c]| {
            let (a, b, c) = (
                self.points[a as usize],
                self.points[b as usize],
                self.points[c as usize],
            );
            let d1 = (p - b).perp_dot(a - b);
            let d2 = (p - c).perp_dot(b - c);
            let d3 = (p - a).perp_dot(c - a);
            let negative = d1 < 0.0 || d2 < 0.0 || d3 < 0.0;
            let positive = d1 > 0.0 || d2 > 0.0 || d3 > 0.0;
            !(negative && positive)
        })
    }
}

/// A straight stroke from `from` towards `to`, `width` wide with round
/// ends, drawn for the first `part` (0 to 1) of its length.
pub fn segment(from: Vec2, to: Vec2, width: f32, part: f32) -> Shape {
    let part = part.clamp(0.0, 1.0);
    let end = from + (to - from) * part;
    let direction = (to - from).normalize_or(Vec2::X);
    let side = direction.perp() * width / 2.0;
    let mut shape = Shape::default();
    shape.strip(&[from + side, end + side], &[from - side, end - side]);
    shape.cap(end, direction, width / 2.0);
    shape.cap(from, -direction, width / 2.0);
    shape
}

/// An arc of a circle round the origin, `radius` to the middle of the
/// stroke, starting at angle `start` (radians, counter-clockwise from +x)
/// and turning by `part` of a full circle, with round ends.
pub fn arc(radius: f32, width: f32, start: f32, part: f32) -> Shape {
    let part = part.clamp(0.0, 1.0);
    let sweep = TAU * part;
    let steps = ((64.0 * part).ceil() as usize).max(2);
    let at = |i: usize| Vec2::from_angle(start + sweep * i as f32 / steps as f32);
    let outer: Vec<Vec2> = (0..=steps)
        .map(|i| at(i) * (radius + width / 2.0))
        .collect();
    let inner: Vec<Vec2> = (0..=steps)
        .map(|i| at(i) * (radius - width / 2.0))
        .collect();
    let mut shape = Shape::default();
    shape.strip(&outer, &inner);
    if part < 1.0 {
        let (first, last) = (at(0), at(steps));
        // The stroke's direction at each end is along the circle.
        shape.cap(last * radius, last.perp(), width / 2.0);
        shape.cap(first * radius, -first.perp(), width / 2.0);
    }
    shape
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_segment_covers_its_length_and_its_round_ends() {
        let s = segment(Vec2::new(-1.0, 0.0), Vec2::new(1.0, 0.0), 0.2, 1.0);
        assert!(s.contains(Vec2::ZERO));
        assert!(s.contains(Vec2::new(1.05, 0.0)), "the round end");
        assert!(s.contains(Vec2::new(-1.05, 0.0)));
        assert!(!s.contains(Vec2::new(1.0, 0.09 + 0.05)), "the end is round");
        assert!(!s.contains(Vec2::new(0.0, 0.2)));
        let half = segment(Vec2::new(-1.0, 0.0), Vec2::new(1.0, 0.0), 0.2, 0.5);
        assert!(half.contains(Vec2::new(-0.5, 0.0)));
        assert!(!half.contains(Vec2::new(0.5, 0.0)), "half drawn");
    }

    #[test]
    fn an_arc_turns_from_its_start_by_its_part() {
        let top = PI / 2.0;
        let quarter = arc(1.0, 0.2, top, 0.25);
        assert!(quarter.contains(Vec2::new(0.0, 1.0)));
        assert!(quarter.contains(Vec2::new(-1.0, 0.0).rotate(Vec2::from_angle(-0.1))));
        assert!(!quarter.contains(Vec2::new(1.0, 0.0)));
        assert!(!quarter.contains(Vec2::ZERO), "a ring, not a disc");
        let whole = arc(1.0, 0.2, top, 1.0);
        for i in 0..16 {
            let p = Vec2::from_angle(i as f32 * TAU / 16.0 + 0.01);
            assert!(whole.contains(p), "{p}");
        }
    }

    #[test]
    fn meshes_have_a_normal_and_uv_for_every_point() {
        let mesh = segment(Vec2::ZERO, Vec2::X, 0.1, 1.0).into_mesh();
        let count = mesh.count_vertices();
        assert!(count > 8);
        assert_eq!(
            mesh.attribute(Mesh::ATTRIBUTE_NORMAL).map(|a| a.len()),
            Some(count)
        );
    }
}
