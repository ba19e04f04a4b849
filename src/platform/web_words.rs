//! The page's words in other languages than English: fetched from i18n/
//! beside the page the first time the game wants one (the service worker
//! keeps them all for offline play), so the download carries one
//! language's words instead of thirteen.

use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::game::online::Waker;
use crate::game::setup::language::{WordsArrived, WordsWanted};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Inbox>();
    app.add_systems(
        PreUpdate,
        (
            fetch.run_if(on_message::<WordsWanted>),
            deliver.run_if(|inbox: Res<Inbox>| inbox.waiting()),
        ),
    );
}

/// Files fetched in the background, waiting to be handed to the game.
#[derive(Resource, Default, Clone)]
struct Inbox(Arc<Mutex<Vec<WordsArrived>>>);

impl Inbox {
    fn waiting(&self) -> bool {
        self.0.lock().is_ok_and(|inbox| !inbox.is_empty())
    }

    fn put(&self, words: WordsArrived) {
        if let Ok(mut inbox) = self.0.lock() {
            inbox.push(words);
        }
    }
}

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

fn deliver(
    inbox: Res<Inbox>,
    mut arrived: MessageWriter<WordsArrived>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Ok(mut words) = inbox.0.lock() else {
        return;
    };
    arrived.write_batch(words.drain(..));
    redraw.write(RequestRedraw);
}
