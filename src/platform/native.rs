//! Saved settings: a small text file in the user's config folder.

use std::path::PathBuf;

/// A desktop game closes from its menu.
pub const CAN_QUIT: bool = true;

fn path() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))
        .or_else(|| std::env::var_os("APPDATA").map(PathBuf::from))?;
    Some(base.join("tictactoe").join("settings.txt"))
}

/// The saved text, `None` if nothing was saved yet.
pub fn load() -> Option<Result<String, String>> {
    let path = path()?;
    match std::fs::read(&path) {
        Ok(bytes) => Some(
            String::from_utf8(bytes).map_err(|_| format!("{} is not text", path.display())),
        ),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => Some(Err(format!("{}: {e}", path.display()))),
    }
}

pub fn save(text: &str) -> Result<(), String> {
    let path = path().ok_or("no home or config folder")?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
}
