//! Where this device reaches the game server from, as one system
//! parameter: the room commands and the leaderboard both open sockets.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::address::{PageOrigin, socket_url};
use super::connection::Offline;
use super::phase::Trouble;
use crate::game::setup::preferences::Preferences;

/// Where this device reaches the server from: the page's own origin (in
/// the browser), the address chosen in Settings, and whether the browser
/// knows it is offline.
#[derive(SystemParam)]
pub(super) struct Endpoint<'w> {
    origin: Option<Res<'w, PageOrigin>>,
    offline: Option<Res<'w, Offline>>,
    prefs: Res<'w, Preferences>,
}

impl Endpoint<'_> {
    pub(super) fn url(&self) -> String {
        socket_url(self.origin.as_deref(), &self.prefs)
    }

    /// Whether the device says it has no network now.
    pub(super) fn offline(&self) -> bool {
        Offline::now(self.offline.as_deref())
    }

    /// Why `url` could not be opened.
    pub(super) fn unreachable(&self, url: String) -> Trouble {
        Trouble::Unreachable {
            url,
            from_the_page: self.origin.is_some(),
            offline: self.offline(),
        }
    }
}
