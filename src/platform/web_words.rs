//! The page's words in other languages than English: fetched from i18n/
//! beside the page the first time the game wants one (the service worker
//! keeps them all for offline play), so the download carries one
//! language's words instead of thirteen.

use bevy::prelude::*;

use super::inbox::deliver;
use crate::game::online::Waker;
use crate::game::setup::language::{WordsArrived, WordsWanted};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Inbox>();
    app.add_systems(
        PreUpdate,
        (
            fetch.run_if(on_message::<WordsWanted>),
            deliver::<WordsArrived>.run_if(Inbox::waiting),
        ),
    );
}

/// Files fetched in the background, waiting to be handed to the game.
type Inbox = super::inbox::Inbox<WordsArrived>;

fn fetch(mut wanted: MessageReader<WordsWanted>, inbox: Res<Inbox>, waker: Res<Waker>) {
    for &WordsWanted(language) in wanted.read() {
        let (inbox, waker) = (inbox.clone(), waker.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let bytes = super::target::fetch_bytes(&format!("i18n/{}", language.file())).await;
            inbox.put(WordsArrived {
                language,
                source: bytes.and_then(|bytes| String::from_utf8(bytes).ok()),
            });
            if let Some(wake) = waker.0 {
                wake();
            }
        });
    }
}
