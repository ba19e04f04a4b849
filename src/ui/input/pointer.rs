//! The mouse and touch on the board: a press on a square asks for a move
//! there, the square under the mouse lights up. Presses on the panels,
//! cards and sheets are theirs.

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::tracking::{Hover, InputSystems, LastInput, UiCover, UiFocus};
use crate::game::announce::{Announce, Say};
use crate::game::round::placement::{MoveRequest, Requester};
use crate::game::state::InRound;
use crate::i18n::t;
use crate::ui::layout::{BoardLayout, ScreenSystems};
use crate::ui::overlay::Overlay;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        board_presses
            .in_set(InputSystems::Read)
            .run_if(in_state(InRound)),
    );
    app.add_systems(
        PreUpdate,
        (note_pointer_kind, track_hover).in_set(ScreenSystems::Hover),
    );
}

/// A press of the mouse or a tap: where on the window it landed.
fn pointer_presses(
    mouse: &ButtonInput<MouseButton>,
    touches: &Touches,
    window: Option<&Window>,
) -> Vec<Vec2> {
    let mut out: Vec<Vec2> = touches.iter_just_pressed().map(|t| t.position()).collect();
    if mouse.just_pressed(MouseButton::Left)
        && let Some(position) = window.and_then(Window::cursor_position)
    {
        out.push(position);
    }
    out
}

fn board_presses(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    window: Query<&Window, With<PrimaryWindow>>,
    focus: Res<UiFocus>,
    cover: Res<UiCover>,
    overlay: Res<Overlay>,
    layout: Res<BoardLayout>,
    mut requests: MessageWriter<MoveRequest>,
    say: Say,
) {
    let Say {
        words,
        mut announce,
    } = say;
    if focus.pointer || overlay.is_open() {
        return;
    }
    for point in pointer_presses(&mouse, &touches, window.single().ok()) {
        if cover.contains(point) {
            continue;
        }
        match layout.cell_at(point) {
            Some(pos) => {
                requests.write(MoveRequest {
                    pos,
                    by: Requester::Local,
                });
            }
            // Presses on the panels are for their buttons, not misses.
            None if layout.in_panels(point) => {}
            None => {
                announce.write(Announce::problem(t!(words, "keys-outside-board")));
            }
        }
    }
}

/// Touch or mouse, whichever the player used last: a touch screen never
/// shows keys' hints or hovers.
fn note_pointer_kind(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    mut moved: MessageReader<CursorMoved>,
    mut last: ResMut<LastInput>,
) {
    let moved = moved.read().count() > 0;
    // A touch moves the cursor too on some platforms: while a finger is
    // down, or has just lifted, the pointer is a finger.
    let touching = touches.any_just_pressed()
        || touches.any_just_released()
        || touches.iter().next().is_some();
    if touching {
        last.set_if_neq(LastInput::Touch);
    } else if moved || mouse.get_just_pressed().next().is_some() {
        last.set_if_neq(LastInput::Pointer);
    }
}

fn track_hover(
    window: Query<&Window, With<PrimaryWindow>>,
    layout: Res<BoardLayout>,
    focus: Res<UiFocus>,
    last: Res<LastInput>,
    mut hover: ResMut<Hover>,
) {
    let over = window
        .single()
        .ok()
        .and_then(Window::cursor_position)
        .filter(|_| !focus.pointer && !last.is_touch())
        .and_then(|p| layout.cell_at(p));
    hover.set_if_neq(Hover(over));
}
