//! Where the desktop and the browser differ: the window, how often the game
//! redraws, whether it can quit, where settings are kept, and who else hears
//! the announcements. Each target's half lives in its own file; this is the
//! one place that chooses.
//!
//! [`bevy_plugins`] is Bevy's window and input, set up for the target,
//! and [`render_plugins`] its renderer; [`plugin`] is everything else here
//! and runs headless too.

#[cfg_attr(target_arch = "wasm32", path = "web.rs")]
#[cfg_attr(not(target_arch = "wasm32"), path = "native.rs")]
pub mod target;

mod bevy_plugins;
pub mod device;
mod fonts;
mod inbox;
pub mod persist;
pub mod redraw;
#[cfg_attr(target_arch = "wasm32", path = "sound_web.rs")]
#[cfg_attr(not(target_arch = "wasm32"), path = "sound_native.rs")]
pub mod sound;
pub mod synth;
#[cfg(target_arch = "wasm32")]
pub mod web_eval;
#[cfg(target_arch = "wasm32")]
pub mod web_geometry;
#[cfg(target_arch = "wasm32")]
pub mod web_grid;
#[cfg(target_arch = "wasm32")]
pub mod web_loading;
#[cfg(target_arch = "wasm32")]
pub mod web_words;
#[cfg(not(target_arch = "wasm32"))]
pub mod window_icon;

use bevy::app::PluginGroupBuilder;
use bevy::asset::AssetMetaCheck;

use bevy::prelude::*;

use crate::game::announce::{Announce, Announcement};
use crate::game::online::CopyRequest;
use crate::game::setup::language::Words;
use crate::game::setup::preferences::{SystemTheme, ThemeChoice};
use crate::ui::layout::BoardLayout;
use bevy::window::{WindowTheme, WindowThemeChanged};

pub const TITLE: &str = "Tic-Tac-Toe";

/// Bevy's own plugins but the renderer, configured for this game and target.
pub fn bevy_plugins() -> PluginGroupBuilder {
    bevy_plugins::BevyPlugins
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: TITLE.into(),
                resolution: (960, 720).into(),
                resize_constraints: target::resize_constraints(),
                // On the web: draw into the page's canvas and follow its size.
                canvas: Some("#game".into()),
                fit_canvas_to_parent: true,
                ..default()
            }),
            ..default()
        })
        .set(AssetPlugin {
            // No `.meta` files are shipped; don't ask the web server for them.
            meta_check: AssetMetaCheck::Never,
            ..default()
        })
}

/// Bevy's renderer and its 2D drawing, after [`bevy_plugins`].
pub fn render_plugins() -> PluginGroupBuilder {
    bevy_plugins::RenderPlugins.build()
}

pub fn plugin(app: &mut App) {
    app.add_plugins((device::plugin, redraw::plugin, sound::plugin, fonts::plugin));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(window_icon::plugin);
    #[cfg(target_arch = "wasm32")]
    app.add_plugins((
        web_grid::plugin,
        web_geometry::plugin,
        web_loading::plugin,
        web_words::plugin,
        web_eval::plugin,
    ));
    app.add_systems(Startup, || target::mark("first update"));
    app.add_systems(
        PreUpdate,
        follow_window_theme.run_if(on_message::<WindowThemeChanged>),
    );
    app.add_systems(Update, copy_to_clipboard.run_if(on_message::<CopyRequest>));
    app.add_systems(
        Last,
        (
            log_first_frame.run_if(run_once),
            relay_announcements.run_if(on_message::<Announce>),
            publish_board.run_if(resource_changed::<BoardLayout>),
            publish_language.run_if(resource_changed::<Words>),
        ),
    );
}

/// The page's language, title and description of the keys follow the
/// game's.
fn publish_language(words: Res<Words>, mut windows: Query<&mut Window>) {
    let title = crate::i18n::t!(words, "game-title");
    target::publish_language(words.language().tag(), &title);
    for mut window in &mut windows {
        window.title = title.clone();
    }
    target::describe_keys(&crate::i18n::t!(
        words,
        "keys-describe",
        keys = crate::ui::input::keymap::plain_text(&words)
    ));
}

/// Start-up time, for the benchmarks and the window test.
fn log_first_frame(time: Res<Time<Real>>) {
    info!(
        "First frame {} ms after start",
        time.startup().elapsed().as_millis()
    );
    target::mark("first frame");
}

/// One frame's announcements as one text, so a screen reader reads the
/// move and the next turn together instead of cutting one off.
fn relay_announcements(mut announcements: MessageReader<Announce>, words: Res<Words>) {
    let texts: Vec<&str> = announcements.read().map(|a| a.text.as_str()).collect();
    target::announce(&sentences(&texts, &words));
}

/// Texts read one after the other as the language writes sentences: each
/// ends in its full stop ("." or "。") unless it already ends in a stop, a
/// question or an exclamation mark, and they follow each other with a
/// space or, in Chinese and Japanese, without.
pub fn sentences(texts: &[&str], words: &Words) -> String {
    texts
        .iter()
        .map(|text| text.trim())
        .filter(|text| !text.is_empty())
        .map(|text| {
            if text.ends_with(['.', '!', '?', '…', '。', '！', '？', '．']) {
                text.to_string()
            } else {
                crate::i18n::t!(words, "narrate-sentence", text = text)
            }
        })
        .reduce(|first, second| {
            crate::i18n::t!(words, "narrate-sentences", first = first, second = second)
        })
        .unwrap_or_default()
}

fn copy_to_clipboard(
    mut requests: MessageReader<CopyRequest>,
    mut announce: MessageWriter<Announce>,
    words: Res<Words>,
) {
    for CopyRequest(text) in requests.read() {
        match target::copy_text(text) {
            // Said under the status line (with the coach's words), so that
            // a copy made in the window shows that it happened.
            Ok(()) => announce.write(Announce::new(
                Announcement::Coach,
                crate::i18n::t!(words, "clipboard-copied", text = text.as_str()),
            )),
            Err(error) => announce.write(Announce::problem(crate::i18n::t!(
                words,
                "clipboard-failed",
                error = error
            ))),
        };
    }
}

/// The system switched between light and dark (winit reports the desktop
/// window's theme, and the browser's prefers-color-scheme). A preference
/// for more contrast is kept: it says more than light or dark.
fn follow_window_theme(
    mut changes: MessageReader<WindowThemeChanged>,
    mut system: ResMut<SystemTheme>,
) {
    let Some(change) = changes.read().last() else {
        return;
    };
    if system.0 == Some(ThemeChoice::HighContrast) {
        return;
    }
    let theme = match change.theme {
        WindowTheme::Light => ThemeChoice::Light,
        WindowTheme::Dark => ThemeChoice::Dark,
    };
    system.set_if_neq(SystemTheme(Some(theme)));
}

fn publish_board(layout: Res<BoardLayout>) {
    target::publish_board(&layout);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn sentences_are_joined_as_each_language_writes_them() {
        let english = Words::new(Language::English);
        assert_eq!(
            sentences(&["You win!", "Score 1-0 ", "", "Your turn (X)"], &english),
            "You win! Score 1-0. Your turn (X)."
        );
        let japanese = Words::new(Language::Japanese);
        assert_eq!(
            sentences(
                &["あなたの勝ち！", "0勝0敗0分け", "あなたの番です（X）"],
                &japanese
            ),
            "あなたの勝ち！0勝0敗0分け。あなたの番です（X）。"
        );
        let chinese = Words::new(Language::Chinese);
        assert_eq!(sentences(&["你赢了！"], &chinese), "你赢了！");
        assert_eq!(sentences(&[], &chinese), "");
    }
}
