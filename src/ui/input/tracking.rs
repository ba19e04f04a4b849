//! What the input is doing, for everyone who must leave it alone or follow
//! it: what egui's widgets hold, where its cards lie, the square under the
//! pointer or the keyboard's cursor, the small board picked first, how the
//! player last played; and the order of the input systems.

use bevy::prelude::*;

use crate::core::Pos;

/// The order of the input systems within the game's `Input` set.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InputSystems {
    /// Keys, clicks and taps are read.
    Read,
    /// What they asked for that needs the whole frame's input (leaving a
    /// round asks first).
    Resolve,
}

/// What egui's widgets are doing with the input, so the game leaves that
/// input to them.
#[derive(Resource, Reflect, Default, Debug, Clone, Copy, PartialEq, Eq)]
#[reflect(Resource)]
pub struct UiFocus {
    /// A widget is using the pointer (a drag).
    pub pointer: bool,
    /// A text field has the keyboard: every key is typing.
    pub text_field: bool,
    /// Some widget has keyboard focus (Enter and Space press it).
    pub widget: bool,
}

/// Where the interface's floating cards and sheets lay over the window last
/// frame: a press there is theirs, not the board's.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct UiCover(pub Vec<Rect>);

impl UiCover {
    pub fn contains(&self, point: Vec2) -> bool {
        self.0.iter().any(|rect| rect.contains(point))
    }
}

/// The square under the mouse, if any.
#[derive(Resource, Reflect, Default, Debug, Clone, Copy, PartialEq, Eq)]
#[reflect(opaque)]
#[reflect(Resource, Clone, Debug, PartialEq)]
pub struct Hover(pub Option<Pos>);

/// The square picked with the arrow keys, if the keyboard has been used.
#[derive(Resource, Reflect, Default, Debug, Clone, Copy, PartialEq, Eq)]
#[reflect(opaque)]
#[reflect(Resource, Clone, Debug, PartialEq)]
pub struct KeyboardCursor(pub Option<Pos>);

/// On Ultimate, the small board a first number key picked (numpad number,
/// 1-9) when the player may choose, for the second key's square; with the
/// round's id and edit count when picked, as a new move makes it stale.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PickedBoard(pub Option<(u8, u64, u64)>);

/// How the player last played: hints of keys are for keyboards and mice,
/// never for a touch screen; squares' names are for the keyboard's player.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum LastInput {
    #[default]
    Pointer,
    Touch,
    /// Keys that play the board (numbers, arrows, Enter).
    BoardKeys,
    /// Any other key.
    Keys,
}

impl LastInput {
    pub fn is_touch(self) -> bool {
        self == LastInput::Touch
    }
}
