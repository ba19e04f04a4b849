//! How this device plays, whatever the match: the look, sound, the squares'
//! labels and the game server's address. Saved with the match set-up (see
//! `saved.rs`) but kept apart from it, so a new match never touches them.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Preferences>();
    app.init_resource::<SystemTheme>();
    app.register_type::<Preferences>();
}

/// How the game looks. Until the player picks one, the system's preference
/// decides (see `ui::theme`).
#[derive(Reflect, Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ThemeChoice {
    #[serde(rename = "light")]
    Light,
    #[default]
    #[serde(rename = "dark")]
    Dark,
    #[serde(rename = "high_contrast")]
    HighContrast,
}

impl ThemeChoice {
    pub const ALL: [ThemeChoice; 3] = [
        ThemeChoice::Light,
        ThemeChoice::Dark,
        ThemeChoice::HighContrast,
    ];
}

/// The look the system asks for (the browser's prefers-color-scheme and
/// prefers-contrast, the desktop window's theme), if it says.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SystemTheme(pub Option<ThemeChoice>);

/// Loudest volume, in percent.
pub const MAX_VOLUME: u8 = 100;

/// Longest server address kept, in bytes.
pub const MAX_SERVER_BYTES: usize = 200;

/// The server the desktop game plays online through unless told otherwise:
/// `tictactoe-server` on this machine, as it starts by default.
pub const DEFAULT_SERVER: &str = "ws://127.0.0.1:8080";

/// This device's preferences.
#[derive(Resource, Reflect, Clone, Debug, PartialEq, Eq)]
#[reflect(Resource)]
pub struct Preferences {
    /// Faint square numbers in empty squares, for keyboard players.
    pub show_numbers: bool,
    /// The game server for online play, as typed (the desktop's; the
    /// browser always uses the server its page came from).
    pub server: String,
    /// The look the player picked; `None` follows the system.
    pub theme: Option<ThemeChoice>,
    /// Sound effects off (M), and their volume in percent.
    pub muted: bool,
    pub volume: u8,
    /// The language the player picked; `None` follows the system (see
    /// `language.rs`).
    #[reflect(ignore)]
    pub language: Option<crate::i18n::Language>,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            // The names show while the board is played with keys (ui).
            show_numbers: false,
            server: DEFAULT_SERVER.into(),
            theme: None,
            muted: false,
            volume: 70,
            language: None,
        }
    }
}

impl Preferences {
    /// Whether `server` may be kept as the server's address.
    pub fn valid_server(server: &str) -> bool {
        server.len() <= MAX_SERVER_BYTES && !server.chars().any(char::is_control)
    }
}
