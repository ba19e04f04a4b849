//! The board as the player sees it: the squares and marks as meshes drawn
//! from the game's entities ([`view`], with the pen [`strokes`] they are
//! made of), the squares' names ([`labels`]), and the coach's rings and
//! values over them ([`coach`]), and Ultimate's small boards
//! ([`small_boards`]).

pub mod coach;
pub mod labels;
pub mod small_boards;
pub mod strokes;
pub mod view;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        view::plugin,
        small_boards::plugin,
        labels::plugin,
        coach::plugin,
    ));
}
