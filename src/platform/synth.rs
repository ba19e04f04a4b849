//! The game's sound effects, synthesized at start-up: a few short tones
//! each, so the download carries no sound files and no decoder. Plain Rust,
//! shared by the desktop (Bevy's audio) and the browser (Web Audio).

use crate::game::cues::Cue;

/// Samples per second of every effect.
pub const SAMPLE_RATE: u32 = 44_100;

/// How a tone sounds: a pure sine, or brighter with odd harmonics.
#[derive(Clone, Copy)]
enum Timbre {
    Sine,
    /// Sine with a third harmonic: a clearer, "wooden" click.
    Bright,
    /// Odd harmonics falling off fast: a soft square, for the buzz.
    Buzz,
}

/// One note: from `start` to `end` Hz over `secs`, starting `at` seconds in.
#[derive(Clone, Copy)]
struct Note {
    at: f32,
    secs: f32,
    start: f32,
    end: f32,
    timbre: Timbre,
    loudness: f32,
}

const fn note(at: f32, secs: f32, start: f32, end: f32, timbre: Timbre, loudness: f32) -> Note {
    Note {
        at,
        secs,
        start,
        end,
        timbre,
        loudness,
    }
}

/// The notes of each effect. X and O differ in pitch and in shape (X a
/// falling click, O a rising round tone); the computer's move is a two-note
/// chirp; a refusal a low buzz; a win rises, a loss falls, a draw stays level.
fn notes(cue: Cue) -> Vec<Note> {
    use Timbre::*;
    match cue {
        Cue::PlaceX => vec![note(0.0, 0.07, 740.0, 560.0, Bright, 0.55)],
        Cue::PlaceO => vec![note(0.0, 0.11, 330.0, 470.0, Sine, 0.7)],
        Cue::ComputerMove => vec![
            note(0.0, 0.06, 880.0, 880.0, Sine, 0.45),
            note(0.07, 0.07, 660.0, 640.0, Sine, 0.45),
        ],
        Cue::Refused => vec![note(0.0, 0.16, 150.0, 130.0, Buzz, 0.5)],
        Cue::Win => vec![
            note(0.0, 0.09, 523.3, 523.3, Bright, 0.45),
            note(0.09, 0.09, 659.3, 659.3, Bright, 0.45),
            note(0.18, 0.09, 784.0, 784.0, Bright, 0.45),
            note(0.27, 0.30, 1046.5, 1046.5, Bright, 0.5),
        ],
        Cue::Loss => vec![
            note(0.0, 0.16, 392.0, 392.0, Sine, 0.5),
            note(0.17, 0.16, 311.1, 311.1, Sine, 0.5),
            note(0.34, 0.36, 261.6, 246.9, Sine, 0.55),
        ],
        Cue::Draw => vec![
            note(0.0, 0.12, 440.0, 440.0, Sine, 0.45),
            note(0.16, 0.18, 440.0, 440.0, Sine, 0.45),
        ],
    }
}

/// The effect as mono samples in -1..=1 at [`SAMPLE_RATE`].
pub fn samples(cue: Cue) -> Vec<f32> {
    let notes = notes(cue);
    let secs = notes.iter().map(|n| n.at + n.secs).fold(0.0, f32::max);
    let rate = SAMPLE_RATE as f32;
    let mut out = vec![0.0f32; (secs * rate).ceil() as usize];
    for n in &notes {
        let first = (n.at * rate) as usize;
        let count = (n.secs * rate) as usize;
        let mut phase = 0.0f32;
        for i in 0..count {
            let t = i as f32 / rate;
            let progress = t / n.secs;
            let freq = n.start + (n.end - n.start) * progress;
            phase = (phase + freq / rate).fract();
            let angle = phase * std::f32::consts::TAU;
            let wave = match n.timbre {
                Timbre::Sine => angle.sin(),
                Timbre::Bright => 0.8 * angle.sin() + 0.2 * (3.0 * angle).sin(),
                Timbre::Buzz => angle.sin() + (3.0 * angle).sin() / 3.0 + (5.0 * angle).sin() / 5.0,
            };
            // A 4 ms rise (no click), then a decay to silence at the end.
            let attack = (t / 0.004).min(1.0);
            let decay = (1.0 - progress).powf(1.6);
            if let Some(sample) = out.get_mut(first + i) {
                *sample += wave * attack * decay * n.loudness;
            }
        }
    }
    for sample in &mut out {
        *sample = sample.clamp(-1.0, 1.0);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_effect_is_short_audible_and_within_range() {
        for cue in Cue::ALL {
            let samples = samples(cue);
            let secs = samples.len() as f32 / SAMPLE_RATE as f32;
            assert!((0.05..=0.75).contains(&secs), "{cue:?} lasts {secs} s");
            let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
            assert!((0.2..=1.0).contains(&peak), "{cue:?} peaks at {peak}");
            // It starts and ends quietly: no click at either end.
            assert!(samples[0].abs() < 0.05, "{cue:?} starts at {}", samples[0]);
            assert!(samples.last().unwrap().abs() < 0.05, "{cue:?} ends loud");
        }
    }

    #[test]
    fn every_effect_sounds_different() {
        for (i, a) in Cue::ALL.iter().enumerate() {
            for b in &Cue::ALL[i + 1..] {
                assert_ne!(samples(*a), samples(*b), "{a:?} and {b:?} are the same");
            }
        }
    }
}
