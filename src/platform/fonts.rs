//! Where the fonts for other scripts come from (see `ui::scripts`). The
//! desktop game has them compiled in, so the binary copied alone into an
//! empty folder still draws every name. The page fetches one the first
//! time a name needs it, so players who never meet that script never
//! download it; the service worker then keeps it for offline play.

use bevy::prelude::*;
use std::borrow::Cow;

use super::inbox::{Inbox, deliver};
use crate::game::online::Waker;
use crate::ui::scripts::{FontArrived, FontWanted, Script};
#[cfg(target_arch = "wasm32")]
use crate::ui::scripts::{FontState, ScriptFonts};

pub(super) fn plugin(app: &mut App) {
    // Also registered by the interface, which may be absent (headless).
    app.add_message::<FontWanted>();
    app.add_message::<FontArrived>();
    app.init_resource::<Deliveries>();
    // After the interface asks (in Update); a font supplied here is added
    // to egui before the next frame's pass.
    app.add_systems(
        PostUpdate,
        (
            supply.run_if(on_message::<FontWanted>),
            deliver::<FontArrived>.run_if(Deliveries::waiting),
        )
            .chain(),
    );
    #[cfg(target_arch = "wasm32")]
    app.add_systems(
        Last,
        publish_fonts.run_if(resource_exists_and_changed::<ScriptFonts>),
    );
}

#[cfg(target_arch = "wasm32")]
fn publish_fonts(fonts: Res<ScriptFonts>) {
    let added: Vec<String> = Script::ALL
        .into_iter()
        .filter(|&script| fonts.state(script) == FontState::Added)
        .map(|script| format!("{script:?}"))
        .collect();
    super::target::publish_fonts(&added.join(" "));
}

/// Fonts fetched (or unpacked), waiting to be handed to the interface.
type Deliveries = Inbox<FontArrived>;

fn supply(mut wanted: MessageReader<FontWanted>, inbox: Res<Deliveries>, waker: Res<Waker>) {
    for &FontWanted(script) in wanted.read() {
        fetch(script, inbox.clone(), waker.clone());
    }
}

/// The fonts in the binary, packed with zstd (4.7 MB for 6.6 MB of fonts,
/// most of it Chinese, Japanese and Korean): the one a name needs is
/// unpacked the first time, in the frame that asks for it.
#[cfg(not(target_arch = "wasm32"))]
fn fetch(script: Script, inbox: Deliveries, _waker: Waker) {
    let bytes = crate::packed::unpack(packed(script));
    if bytes.is_none() {
        warn!("The font for {script:?} could not be unpacked");
    }
    inbox.put(FontArrived {
        script,
        bytes: bytes.map(Cow::Owned),
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn packed(script: Script) -> &'static [u8] {
    macro_rules! packed {
        ($file:literal) => {
            include_bytes!(concat!("../../assets/fonts/", $file, ".zst")).as_slice()
        };
    }
    match script {
        Script::Han => packed!("noto-sans-cjk-han.otf"),
        Script::Hangul => packed!("noto-sans-cjk-hangul.otf"),
        Script::Arabic => packed!("noto-sans-arabic.ttf"),
        Script::Hebrew => packed!("noto-sans-hebrew.ttf"),
        Script::Devanagari => packed!("noto-sans-devanagari.ttf"),
        Script::Thai => packed!("noto-sans-thai.ttf"),
    }
}

/// The page's copy, from fonts/ beside it (or the service worker's).
#[cfg(target_arch = "wasm32")]
fn fetch(script: Script, inbox: Deliveries, waker: Waker) {
    wasm_bindgen_futures::spawn_local(async move {
        let bytes = super::target::fetch_bytes(&format!("fonts/{}", script.file())).await;
        if bytes.is_none() {
            warn!("The font for {script:?} could not be fetched");
        }
        inbox.put(FontArrived {
            script,
            bytes: bytes.map(Cow::Owned),
        });
        if let Some(wake) = waker.0 {
            wake();
        }
    });
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::packed::unpack;

    #[test]
    fn every_packed_font_unpacks_and_a_damaged_one_is_refused() {
        for script in Script::ALL {
            let font = unpack(packed(script)).expect("the compiled-in font unpacks");
            // An OpenType font starts with its version: CFF's "OTTO" or 1.0.
            assert!(
                font.starts_with(b"OTTO") || font.starts_with(&[0, 1, 0, 0]),
                "{script:?}"
            );
            let cut = &packed(script)[..packed(script).len() / 2];
            assert_eq!(unpack(cut), None, "{script:?} cut in half");
        }
        assert_eq!(unpack(b"not zstd"), None);
    }
}
