//! The core's plain types, made known to Bevy's reflection as opaque values,
//! so the game's components and resources that hold them can be inspected
//! (by dev tools, a debugger, or the log) while the core stays free of Bevy.

use bevy::prelude::*;
use bevy::reflect::impl_reflect_opaque;

use crate::core::matchup::{FirstMove, Score, Seat};
use crate::core::offered::BoardChoice;
use crate::core::{Difficulty, Game, Line, Player, Pos, Rules};

impl_reflect_opaque!((in tictactoe::core) Pos(Clone, Debug, PartialEq, Hash));
impl_reflect_opaque!((in tictactoe::core) Player(Clone, Debug, PartialEq, Hash));
impl_reflect_opaque!((in tictactoe::core) Rules(Clone, Debug, PartialEq, Hash));
impl_reflect_opaque!((in tictactoe::core) Line(Clone, Debug, PartialEq));
impl_reflect_opaque!((in tictactoe::core) Game(Clone, Debug, PartialEq));
impl_reflect_opaque!((in tictactoe::core) Difficulty(Clone, Debug, PartialEq, Hash));
impl_reflect_opaque!((in tictactoe::core::offered) BoardChoice(Clone, Debug, PartialEq, Hash));
impl_reflect_opaque!((in tictactoe::core::matchup) Seat(Clone, Debug, PartialEq, Hash));
impl_reflect_opaque!((in tictactoe::core::matchup) FirstMove(Clone, Debug, PartialEq, Hash));
impl_reflect_opaque!((in tictactoe::core::matchup) Score(Clone, Debug, PartialEq));

pub(super) fn plugin(app: &mut App) {
    app.register_type::<Pos>()
        .register_type::<Player>()
        .register_type::<Rules>()
        .register_type::<Line>()
        .register_type::<Game>()
        .register_type::<Difficulty>()
        .register_type::<BoardChoice>()
        .register_type::<Seat>()
        .register_type::<FirstMove>()
        .register_type::<Score>();
}
