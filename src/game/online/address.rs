//! Where the game server is: the page's own in the browser, the one in
//! Settings on the desktop; its socket's address, and the page beside it
//! that links open.

use bevy::prelude::*;

use crate::game::setup::preferences::Preferences;
use crate::net::protocol;

/// The address of the page this game was loaded from (in the browser):
/// its own server is the game server.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct PageOrigin(pub String);

/// The WebSocket address: the page's own server in the browser, else the
/// setting (a bare `host:port` is taken as `ws://host:port/ws`).
pub fn socket_url(origin: Option<&PageOrigin>, prefs: &Preferences) -> String {
    let base = match origin {
        Some(PageOrigin(origin)) => origin
            .replacen("https://", "wss://", 1)
            .replacen("http://", "ws://", 1),
        None if prefs.server.contains("://") => prefs.server.trim().to_string(),
        None => format!("ws://{}", prefs.server.trim()),
    };
    let base = base.trim_end_matches('/');
    if base.ends_with(protocol::SOCKET_PATH) {
        base.to_string()
    } else {
        format!("{base}{}", protocol::SOCKET_PATH)
    }
}

/// The web page served beside the socket at `socket_url`: where the
/// room, watch and replay links open.
pub fn page_of(socket_url: &str) -> String {
    socket_url
        .trim_end_matches(protocol::SOCKET_PATH)
        .replacen("ws://", "http://", 1)
        .replacen("wss://", "https://", 1)
}

/// The page of the server this device plays on: the page it was loaded
/// from, in the browser; the server in Settings, on the desktop.
pub fn page_address(origin: Option<&PageOrigin>, prefs: &Preferences) -> String {
    page_of(&socket_url(origin, prefs))
}
