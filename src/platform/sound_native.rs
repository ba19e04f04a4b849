//! Sound on the desktop: the synthesized effects as Bevy audio assets, one
//! short-lived player entity per cue. Without an audio output (a headless
//! test, a machine with no sound card) nothing plays and nothing fails.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use bevy::audio::{
    AddAudioSource, AudioPlayer, AudioPlugin, ChannelCount, Decodable, PlaybackSettings,
    SampleRate, Source, Volume,
};
use bevy::prelude::*;

use super::synth::{SAMPLE_RATE, samples};
use crate::game::GameSystems;
use crate::game::cues::Cue;
use crate::game::setup::preferences::{MAX_VOLUME, Preferences};

pub(super) fn plugin(app: &mut App) {
    // Headless tests run without Bevy's audio.
    if !app.is_plugin_added::<AudioPlugin>() {
        return;
    }
    app.add_audio_source::<Effect>();
    app.add_systems(Startup, synthesize);
    app.add_systems(
        Update,
        play.run_if(on_message::<Cue>).after(GameSystems::Narrate),
    );
}

/// One effect's samples, mono at [`SAMPLE_RATE`].
#[derive(Asset, TypePath)]
struct Effect {
    samples: Arc<[f32]>,
}

/// Plays an [`Effect`] from its start; the samples are shared, not copied.
struct EffectReader {
    samples: Arc<[f32]>,
    next: usize,
}

impl Iterator for EffectReader {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        let sample = self.samples.get(self.next).copied();
        self.next += 1;
        sample
    }
}

impl Source for EffectReader {
    fn current_span_len(&self) -> Option<usize> {
        Some(self.samples.len().saturating_sub(self.next))
    }

    fn channels(&self) -> ChannelCount {
        ChannelCount::MIN
    }

    fn sample_rate(&self) -> SampleRate {
        SampleRate::new(SAMPLE_RATE).unwrap_or(SampleRate::MIN)
    }

    fn total_duration(&self) -> Option<Duration> {
        Some(Duration::from_secs_f64(
            self.samples.len() as f64 / f64::from(SAMPLE_RATE),
        ))
    }
}

impl Decodable for Effect {
    type Decoder = EffectReader;

    fn decoder(&self) -> EffectReader {
        EffectReader {
            samples: self.samples.clone(),
            next: 0,
        }
    }
}

#[derive(Resource)]
struct Effects(HashMap<Cue, Handle<Effect>>);

/// About 70 ms of work here, once, for all seven effects.
fn synthesize(mut assets: ResMut<Assets<Effect>>, mut commands: Commands) {
    let handles = Cue::ALL
        .into_iter()
        .map(|cue| {
            let effect = Effect {
                samples: samples(cue).into(),
            };
            (cue, assets.add(effect))
        })
        .collect();
    commands.insert_resource(Effects(handles));
}

fn play(
    mut cues: MessageReader<Cue>,
    prefs: Res<Preferences>,
    effects: Option<Res<Effects>>,
    mut commands: Commands,
) {
    let Some(effects) = effects else {
        return;
    };
    if prefs.muted || prefs.volume == 0 {
        cues.clear();
        return;
    }
    let volume = Volume::Linear(f32::from(prefs.volume) / f32::from(MAX_VOLUME));
    // The same cue twice in a frame would only be louder.
    let mut played = HashSet::new();
    for &cue in cues.read() {
        if played.insert(cue)
            && let Some(effect) = effects.0.get(&cue)
        {
            commands.spawn((
                Name::new("Sound effect"),
                AudioPlayer(effect.clone()),
                PlaybackSettings::DESPAWN.with_volume(volume),
            ));
        }
    }
}
