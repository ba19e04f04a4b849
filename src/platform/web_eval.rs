//! The Ultimate computer's evaluation network in the page: fetched from
//! engine/ beside it at start (the service worker keeps it for offline
//! play) rather than compiled in, so the first download is lighter.
//! Until it has come, which is well before anyone can start a game, a
//! search plays positions out instead (see `core::ultimate::eval`).

use bevy::prelude::*;

use crate::core::ultimate::eval;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, fetch);
}

fn fetch() {
    wasm_bindgen_futures::spawn_local(async {
        let received = super::target::fetch_bytes("engine/ultimate.eval")
            .await
            .is_some_and(|bytes| eval::receive_shipped(&bytes));
        if !received {
            warn!(
                "The Ultimate computer's network could not be had: it plays positions out instead"
            );
        }
    });
}
