//! What the page's fetches (and the desktop's unpacking) hand back to the
//! game: kept until the next frame passes it on as messages.

use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// Messages made outside the app's systems, waiting to be written.
#[derive(Resource)]
pub struct Inbox<T>(Arc<Mutex<Vec<T>>>);

impl<T> Default for Inbox<T> {
    fn default() -> Self {
        Inbox(Arc::default())
    }
}

impl<T> Clone for Inbox<T> {
    fn clone(&self) -> Self {
        Inbox(self.0.clone())
    }
}

impl<T> Inbox<T> {
    /// Run condition: something is waiting.
    pub fn waiting(inbox: Res<Inbox<T>>) -> bool
    where
        T: Send + 'static,
    {
        inbox.0.lock().is_ok_and(|waiting| !waiting.is_empty())
    }

    pub fn put(&self, message: T) {
        if let Ok(mut waiting) = self.0.lock() {
            waiting.push(message);
        }
    }
}

/// Writes what waits as messages, and asks for a frame to show them.
pub fn deliver<T: Message>(
    inbox: Res<Inbox<T>>,
    mut messages: MessageWriter<T>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Ok(mut waiting) = inbox.0.lock() else {
        return;
    };
    messages.write_batch(waiting.drain(..));
    redraw.write(RequestRedraw);
}
