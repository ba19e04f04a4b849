//! The network's sums over its hidden units, four at a time. The
//! player's and the browser's builds optimise for size, and at that level
//! the compiler leaves loops one number at a time: written in lanes (SSE2
//! natively, SIMD128 in the browser), the judged search runs about twice
//! as fast there. A unit count that is not a multiple of four finishes one
//! at a time.

use wide::f32x4;

/// `units[i] += row[i]`.
#[inline(always)]
pub fn add(units: &mut [f32], row: &[f32]) {
    let (units4, units_rest) = units.as_chunks_mut::<4>();
    let (row4, row_rest) = row.as_chunks::<4>();
    for (unit, weight) in units4.iter_mut().zip(row4) {
        *unit = (f32x4::new(*unit) + f32x4::new(*weight)).to_array();
    }
    for (unit, weight) in units_rest.iter_mut().zip(row_rest) {
        *unit += weight;
    }
}

/// `units[i] -= row[i]`.
#[inline(always)]
pub fn subtract(units: &mut [f32], row: &[f32]) {
    let (units4, units_rest) = units.as_chunks_mut::<4>();
    let (row4, row_rest) = row.as_chunks::<4>();
    for (unit, weight) in units4.iter_mut().zip(row4) {
        *unit = (f32x4::new(*unit) - f32x4::new(*weight)).to_array();
    }
    for (unit, weight) in units_rest.iter_mut().zip(row_rest) {
        *unit -= weight;
    }
}

/// Clips each unit to 0..=1 in place, and returns the sum of the clipped
/// units times `weights`.
#[inline(always)]
pub fn clip_and_dot(units: &mut [f32], weights: &[f32]) -> f32 {
    let (zero, one) = (f32x4::splat(0.0), f32x4::splat(1.0));
    let mut sum = f32x4::splat(0.0);
    let (units4, units_rest) = units.as_chunks_mut::<4>();
    let (weights4, weights_rest) = weights.as_chunks::<4>();
    for (unit, weight) in units4.iter_mut().zip(weights4) {
        // Sums are never NaN: the fast forms need not check for it.
        let clipped = f32x4::new(*unit).fast_max(zero).fast_min(one);
        *unit = clipped.to_array();
        sum += clipped * f32x4::new(*weight);
    }
    let mut rest = 0.0;
    for (unit, weight) in units_rest.iter_mut().zip(weights_rest) {
        *unit = unit.clamp(0.0, 1.0);
        rest += *unit * weight;
    }
    sum.reduce_add() + rest
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lanes_and_the_remainder_add_subtract_clip_and_sum_as_one_at_a_time() {
        // Seven units: one chunk of four and three left over, in numbers
        // that add exactly.
        let mut units = vec![0.5, -0.25, 2.0, 0.75, 0.125, 1.5, -3.0];
        let row = [0.25, 0.5, -0.5, 0.5, 0.25, -1.0, 1.0];
        add(&mut units, &row);
        assert_eq!(units, vec![0.75, 0.25, 1.5, 1.25, 0.375, 0.5, -2.0]);
        subtract(&mut units, &row);
        assert_eq!(units, vec![0.5, -0.25, 2.0, 0.75, 0.125, 1.5, -3.0]);
        let weights = [1.0, 2.0, 3.0, 4.0, 10.0, 20.0, 30.0];
        let sum = clip_and_dot(&mut units, &weights);
        assert_eq!(units, vec![0.5, 0.0, 1.0, 0.75, 0.125, 1.0, 0.0]);
        assert_eq!(sum, 0.5 + 3.0 + 3.0 + 1.25 + 20.0);
    }
}
