//! The desktop: settings in a file in the user's config folder; the log is
//! the only announcer.

use std::path::PathBuf;

use bevy::a11y::AccessibilityPlugin;
#[cfg(any(unix, windows))]
use bevy::app::TerminalCtrlCHandlerPlugin;
use bevy::app::{PanicHandlerPlugin, PluginGroupBuilder};
use bevy::audio::AudioPlugin;
use bevy::log::LogPlugin;
use bevy::prelude::*;
use bevy::window::WindowResizeConstraints;

use crate::game::setup::preferences::ThemeChoice;
use crate::ui::layout::BoardLayout;

/// The desktop's own engine plugins: the log in the terminal, Ctrl+C there
/// closing the game, and sound.
pub fn add_bevy_plugins(plugins: PluginGroupBuilder) -> PluginGroupBuilder {
    let plugins = plugins
        .add_after::<PanicHandlerPlugin>(LogPlugin::default())
        .add(AudioPlugin::default());
    #[cfg(any(unix, windows))]
    let plugins = plugins.add_after::<AccessibilityPlugin>(TerminalCtrlCHandlerPlugin);
    plugins
}

/// Smaller than this, the fixed-size panels leave no room for a board.
pub fn resize_constraints() -> WindowResizeConstraints {
    WindowResizeConstraints {
        min_width: 600.0,
        min_height: 560.0,
        ..default()
    }
}

/// A desktop game closes from its menu.
pub const CAN_QUIT: bool = true;

/// Positions the computer and the coach may search in one frame: about
/// 7 ms in a release build here.
pub const SEARCH_NODES_PER_FRAME: u64 = 20_000;

/// How long Impossible thinks about an Ultimate move.
pub const THINKING_TIME: std::time::Duration = std::time::Duration::from_millis(100);

/// Where the settings are kept: a file, or nowhere when the system names no
/// home or config folder.
#[derive(Resource, Clone, Debug)]
pub struct SettingsStore {
    path: Option<PathBuf>,
}

impl SettingsStore {
    /// `$XDG_CONFIG_HOME/tictactoe/settings.ron`, else under `~/.config`
    /// (or `%APPDATA%` on Windows).
    pub fn default_location() -> Self {
        let base = std::env::var_os("XDG_CONFIG_HOME")
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))
            .or_else(|| std::env::var_os("APPDATA").map(PathBuf::from));
        SettingsStore {
            path: base.map(|b| b.join("tictactoe").join("settings.ron")),
        }
    }

    /// A store at a given file (tests keep their own).
    pub fn at(path: impl Into<PathBuf>) -> Self {
        SettingsStore {
            path: Some(path.into()),
        }
    }

    /// Another record kept beside this one: `name.ron` in the same folder.
    pub fn sibling(&self, name: &str) -> Self {
        SettingsStore {
            path: self
                .path
                .as_ref()
                .map(|p| p.with_file_name(format!("{name}.ron"))),
        }
    }

    /// The saved bytes, `None` if nothing was saved yet.
    pub fn load(&self) -> Option<Result<Vec<u8>, String>> {
        let path = self.path.as_ref()?;
        match std::fs::read(path) {
            Ok(bytes) => Some(Ok(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => Some(Err(format!("{}: {e}", path.display()))),
        }
    }

    /// Writes a temporary file beside the real one, then renames it over the
    /// real one: a crash or a full disk mid-write leaves the old file whole.
    pub fn save(&self, text: &str) -> Result<(), String> {
        let path = self.path.as_ref().ok_or("no home or config folder")?;
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let temporary = path.with_extension("ron.tmp");
        std::fs::write(&temporary, text)
            .and_then(|()| std::fs::rename(&temporary, path))
            .map_err(|e| {
                let _ = std::fs::remove_file(&temporary);
                format!("{}: {e}", path.display())
            })
    }
}

/// Announcements already go to the log.
pub fn announce(_text: &str) {}

/// The desktop's screen readers get egui's own names of controls.
pub fn describe_keys(_text: &str) {}

pub fn publish_board(_layout: &BoardLayout) {}

/// The window's theme is reported by winit once the window is open (where
/// the system has one); until then, nothing is known.
pub fn system_theme() -> Option<ThemeChoice> {
    None
}

/// The system's languages, most wanted first (LANGUAGE, LC_ALL,
/// LC_MESSAGES, LANG on Linux; the user's languages on Windows and macOS).
pub fn system_languages() -> Vec<String> {
    sys_locale::get_locales().collect()
}

/// The window's title bar says the game's name in each language itself
/// (see `platform::mod`); there is no page.
pub fn publish_language(_tag: &str, _title: &str) {}

/// The desktop game is not loaded from a page: the server is a setting.
pub fn page_origin() -> Option<String> {
    None
}

/// The start is traced with the desktop's own tools.
pub fn mark(_name: &str) {}

/// The desktop game names the server it cannot reach instead.
pub fn offline() -> bool {
    false
}

/// Rooms are joined from the menu on the desktop.
pub fn invitation() -> Option<crate::game::online::OnlineCommand> {
    None
}

/// Replay links open in the browser.
pub fn replay() -> Option<String> {
    None
}

thread_local! {
    /// Kept alive: on X11 the copied text is served by the program that
    /// copied it, for as long as its clipboard handle lives.
    static CLIPBOARD: std::cell::RefCell<Option<arboard::Clipboard>> = const { std::cell::RefCell::new(None) };
}

/// Puts text on the system clipboard.
pub fn copy_text(text: &str) -> Result<(), String> {
    CLIPBOARD.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.is_none() {
            *slot = Some(arboard::Clipboard::new().map_err(|e| e.to_string())?);
        }
        slot.as_mut()
            .ok_or("no clipboard")?
            .set_text(text)
            .map_err(|e| e.to_string())
    })
}
