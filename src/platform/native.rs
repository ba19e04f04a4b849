//! The desktop: settings in a file in the user's config folder; the log is
//! the only announcer.

use std::path::PathBuf;

use bevy::app::PluginGroupBuilder;

use crate::game::layout::BoardLayout;

/// The desktop keeps Bevy's plugins as they are (logging to the terminal).
pub fn adjust_plugins(plugins: PluginGroupBuilder) -> PluginGroupBuilder {
    plugins
}

/// A desktop game closes from its menu.
pub const CAN_QUIT: bool = true;

fn settings_path() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))
        .or_else(|| std::env::var_os("APPDATA").map(PathBuf::from))?;
    Some(base.join("tictactoe").join("settings.txt"))
}

/// The saved settings text, `None` if nothing was saved yet.
pub fn load_settings() -> Option<Result<String, String>> {
    let path = settings_path()?;
    match std::fs::read(&path) {
        Ok(bytes) => {
            Some(String::from_utf8(bytes).map_err(|_| format!("{} is not text", path.display())))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => Some(Err(format!("{}: {e}", path.display()))),
    }
}

pub fn save_settings(text: &str) -> Result<(), String> {
    let path = settings_path().ok_or("no home or config folder")?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Announcements already go to the log.
pub fn announce(_text: &str) {}

pub fn first_frame_shown() {}

pub fn publish_board(_layout: &BoardLayout) {}
