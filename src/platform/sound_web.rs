//! Sound in the browser: the synthesized effects played through Web Audio.
//! Bevy's audio on the web decodes and mixes in WebAssembly on the main
//! thread and stutters when a frame runs long; the browser's own mixer
//! does not, and costs the download nothing.
//!
//! Browsers let a page make sound only once the player has clicked, tapped
//! or pressed a key: the audio context is made at the first such gesture,
//! never before, so the console stays free of autoplay warnings.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use bevy::input::touch::Touches;
use bevy::prelude::*;
use web_sys::{AudioBuffer, AudioContext};

use super::synth::{SAMPLE_RATE, samples};
use crate::game::GameSystems;
use crate::game::cues::Cue;
use crate::game::setup::preferences::{MAX_VOLUME, Preferences};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (start_on_first_gesture, play.run_if(on_message::<Cue>))
            .chain()
            .after(GameSystems::Narrate),
    );
}

struct WebAudio {
    context: AudioContext,
    effects: HashMap<Cue, AudioBuffer>,
    played: u32,
}

thread_local! {
    /// Web Audio objects live on the page's one thread.
    static AUDIO: RefCell<Option<WebAudio>> = const { RefCell::new(None) };
}

fn start_on_first_gesture(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    mut started: Local<bool>,
) {
    let gesture = keys.get_just_pressed().next().is_some()
        || mouse.get_just_pressed().next().is_some()
        || touches.iter_just_pressed().next().is_some();
    if *started || !gesture {
        return;
    }
    *started = true;
    match start() {
        Ok(audio) => {
            mark_page(&audio);
            AUDIO.with(|slot| *slot.borrow_mut() = Some(audio));
        }
        Err(error) => warn!("No sound: {error}"),
    }
}

fn start() -> Result<WebAudio, String> {
    let describe = |e: web_sys::wasm_bindgen::JsValue| format!("{e:?}");
    let context = AudioContext::new().map_err(describe)?;
    let mut effects = HashMap::new();
    for cue in Cue::ALL {
        let samples = samples(cue);
        let buffer = context
            .create_buffer(1, samples.len() as u32, SAMPLE_RATE as f32)
            .map_err(describe)?;
        buffer.copy_to_channel(&samples, 0).map_err(describe)?;
        effects.insert(cue, buffer);
    }
    Ok(WebAudio {
        context,
        effects,
        played: 0,
    })
}

/// The audio context's state and the effects played so far, for the
/// page's tests: `data-audio="running"`, `data-sounds="3"`.
fn mark_page(audio: &WebAudio) {
    let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    else {
        return;
    };
    let state = format!("{:?}", audio.context.state()).to_lowercase();
    let _ = body.set_attribute("data-audio", &state);
    let _ = body.set_attribute("data-sounds", &audio.played.to_string());
}

fn play(mut cues: MessageReader<Cue>, prefs: Res<Preferences>) {
    let wanted: HashSet<Cue> = cues.read().copied().collect();
    if prefs.muted || prefs.volume == 0 {
        return;
    }
    let volume = f32::from(prefs.volume) / f32::from(MAX_VOLUME);
    AUDIO.with(|slot| {
        let mut slot = slot.borrow_mut();
        let Some(audio) = slot.as_mut() else {
            return; // no gesture yet: the browser would refuse
        };
        for cue in &wanted {
            if let Err(error) = play_one(audio, *cue, volume) {
                warn!("Sound effect not played: {error}");
            } else {
                audio.played += 1;
            }
        }
        mark_page(audio);
    });
}

fn play_one(audio: &WebAudio, cue: Cue, volume: f32) -> Result<(), String> {
    let describe = |e: web_sys::wasm_bindgen::JsValue| format!("{e:?}");
    let buffer = audio.effects.get(&cue).ok_or("no such effect")?;
    let source = audio.context.create_buffer_source().map_err(describe)?;
    source.set_buffer(Some(buffer));
    let gain = audio.context.create_gain().map_err(describe)?;
    gain.gain().set_value(volume);
    source.connect_with_audio_node(&gain).map_err(describe)?;
    gain.connect_with_audio_node(&audio.context.destination())
        .map_err(describe)?;
    source.start().map_err(describe)
}
