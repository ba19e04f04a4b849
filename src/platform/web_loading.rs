//! The page's loading screen, taken down once the game has drawn at the
//! page's size. The first frames are laid out for the window's first size
//! (and, on a phone, at the old scale for a frame more) before the page
//! reports the canvas's: shown, they flashed a title screen off-centre, or
//! on a phone the desktop's two columns cut off.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::target;
use crate::game::setup::language::WantedWords;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show_the_game.run_if(not(resource_exists::<GameShown>)),
    );
}

/// The loading screen is down.
#[derive(Resource)]
struct GameShown;

/// Passes after which the game shows however it is laid out: a page that
/// never reports a fitting size (a browser's emulation of a phone can)
/// still gets the game. A fitting size has come by the third.
const PASSES_AT_MOST: u32 = 6;

/// Passes the loading screen waits at most for the words of the player's
/// language (a file of the page's, fetched in a moment, or kept by the
/// service worker): if they are slower, the game shows in English and
/// changes language when they come.
const WORDS_PASSES_AT_MOST: u32 = 300;

/// This pass's interface is laid out for the page's canvas, in the
/// player's language: it is the one to show.
fn show_the_game(
    mut contexts: EguiContexts,
    mut passes: Local<u32>,
    mut waited: Local<u32>,
    mut commands: Commands,
    words: WantedWords,
) -> Result {
    if !words.ready() && *waited < WORDS_PASSES_AT_MOST {
        *waited += 1;
        return Ok(());
    }
    *passes += 1;
    let laid_out = contexts.ctx_mut()?.viewport_rect().size();
    if target::fits_the_page(laid_out.x, laid_out.y) || *passes >= PASSES_AT_MOST {
        target::game_shown();
        commands.insert_resource(GameShown);
    }
    Ok(())
}
