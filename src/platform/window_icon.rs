//! The desktop window's icon: the game's marks, drawn at start-up (the
//! page's favicon is the same picture, in `web/index.html`).

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::{WINIT_WINDOWS, WinitPlugin};

/// Side of the icon in pixels; window managers scale it.
pub const ICON_SIDE: u32 = 64;

pub(super) fn plugin(app: &mut App) {
    // Only a real window has an icon (not a headless test).
    if app.is_plugin_added::<WinitPlugin>() {
        app.add_systems(Update, set_icon);
    }
}

/// The icon as RGBA rows: a dark rounded square, a blue X at the top left,
/// an orange O at the bottom right.
pub fn icon_pixels() -> Vec<u8> {
    let side = ICON_SIDE as f32;
    let mut rgba = Vec::with_capacity((ICON_SIDE * ICON_SIDE * 4) as usize);
    let segment = |p: Vec2, a: Vec2, b: Vec2| {
        let ab = b - a;
        let t = ((p - a).dot(ab) / ab.length_squared()).clamp(0.0, 1.0);
        p.distance(a + ab * t)
    };
    // Distances in units of the 32-pixel design, as in the favicon.
    let unit = side / 32.0;
    for y in 0..ICON_SIDE {
        for x in 0..ICON_SIDE {
            let p = Vec2::new(x as f32 + 0.5, y as f32 + 0.5) / unit;
            // Rounded square: distance outside a square inset by the radius.
            let q = (p - Vec2::splat(16.0)).abs() - Vec2::splat(16.0 - 6.0);
            let outside = q.max(Vec2::ZERO).length() - 6.0;
            let mut pixel = if outside > 0.0 {
                [0, 0, 0, 0]
            } else {
                [0x18, 0x1b, 0x24, 0xff]
            };
            let x_mark = segment(p, Vec2::new(6.0, 6.0), Vec2::new(15.0, 15.0)).min(segment(
                p,
                Vec2::new(15.0, 6.0),
                Vec2::new(6.0, 15.0),
            ));
            if x_mark < 1.5 {
                pixel = [0x66, 0xc7, 0xff, 0xff];
            }
            let o_ring = (p.distance(Vec2::new(22.0, 21.0)) - 5.0).abs();
            if o_ring < 1.5 {
                pixel = [0xff, 0x9e, 0x5c, 0xff];
            }
            rgba.extend_from_slice(&pixel);
        }
    }
    rgba
}

/// The window exists a frame or two after start-up; the icon goes on once.
fn set_icon(
    _main_thread: NonSendMarker,
    window: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    let Ok(entity) = window.single() else {
        return;
    };
    WINIT_WINDOWS.with_borrow(|windows| {
        let Some(winit_window) = windows.get_window(entity) else {
            return;
        };
        *done = true;
        match winit::window::Icon::from_rgba(icon_pixels(), ICON_SIDE, ICON_SIDE) {
            Ok(icon) => winit_window.set_window_icon(Some(icon)),
            Err(error) => warn!("No window icon: {error}"),
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_icon_has_both_marks_on_its_square_and_clear_corners() {
        let pixels = icon_pixels();
        assert_eq!(pixels.len(), (ICON_SIDE * ICON_SIDE * 4) as usize);
        let at = |x: u32, y: u32| {
            let i = ((y * ICON_SIDE + x) * 4) as usize;
            [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]]
        };
        assert_eq!(at(0, 0)[3], 0, "the corner is transparent");
        assert_eq!(
            at(21, 21),
            [0x66, 0xc7, 0xff, 0xff],
            "the X crosses at (10.5, 10.5)"
        );
        assert_eq!(at(54, 42), [0xff, 0x9e, 0x5c, 0xff], "the O's right edge");
        assert_eq!(at(32, 4), [0x18, 0x1b, 0x24, 0xff], "the square's fill");
    }
}
