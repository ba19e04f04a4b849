//! Where the board sits in the window. Input maps pointer positions through
//! this, and the board view and panels are placed by it, so a click lands on
//! the square that is drawn there after any resize.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::round::Round;

/// Height of the status bar across the top, in logical pixels.
pub const TOP_BAR: f32 = 64.0;
/// Width of the side panel in landscape windows.
pub const SIDE_PANEL: f32 = 240.0;
/// Height of the bottom panel in portrait windows, which have height to spare.
pub const BOTTOM_PANEL: f32 = 290.0;
/// Share of the free area the board fills, leaving a margin around it.
const FILL: f32 = 0.92;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardLayout>();
    app.add_systems(PreUpdate, fit_board_to_window);
}

/// Where the score and move list go: beside the board or under it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelSide {
    Right,
    Bottom,
}

/// The board's square on screen, in logical window pixels (y grows downward).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct BoardLayout {
    pub window: Vec2,
    pub panel: PanelSide,
    /// Top-left corner of the board.
    pub origin: Vec2,
    /// Side length of the whole board.
    pub side: f32,
    /// Squares per side.
    pub n: u8,
}

impl Default for BoardLayout {
    fn default() -> Self {
        BoardLayout::fit(Vec2::new(960.0, 720.0), 3)
    }
}

impl BoardLayout {
    pub fn fit(window: Vec2, n: u8) -> Self {
        let window = window.max(Vec2::ZERO);
        let panel = if window.x >= window.y {
            PanelSide::Right
        } else {
            PanelSide::Bottom
        };
        let top_left = Vec2::new(0.0, TOP_BAR);
        let bottom_right = match panel {
            PanelSide::Right => Vec2::new(window.x - SIDE_PANEL, window.y),
            PanelSide::Bottom => Vec2::new(window.x, window.y - BOTTOM_PANEL),
        };
        let area = (bottom_right - top_left).max(Vec2::ZERO);
        let side = area.min_element() * FILL;
        BoardLayout {
            window,
            panel,
            origin: top_left + (area - Vec2::splat(side)) / 2.0,
            side,
            n: n.max(1),
        }
    }

    pub fn cell_size(&self) -> f32 {
        self.side / f32::from(self.n)
    }

    /// The square under a window position, if any.
    pub fn cell_at(&self, point: Vec2) -> Option<crate::core::Pos> {
        let local = point - self.origin;
        if self.side <= 0.0 || local.x < 0.0 || local.y < 0.0 {
            return None;
        }
        let cell = self.cell_size();
        let (col, row) = ((local.x / cell) as u32, (local.y / cell) as u32);
        let n = u32::from(self.n);
        (col < n && row < n).then(|| crate::core::Pos::new(row as u8, col as u8))
    }

    /// Centre of a square, in window coordinates.
    pub fn cell_center(&self, pos: crate::core::Pos) -> Vec2 {
        let cell = self.cell_size();
        self.origin + (Vec2::new(f32::from(pos.col), f32::from(pos.row)) + 0.5) * cell
    }

    /// Window coordinates to 2D world coordinates (origin at the window centre, y up),
    /// which is what a default `Camera2d` shows.
    pub fn to_world(&self, point: Vec2) -> Vec2 {
        Vec2::new(point.x - self.window.x / 2.0, self.window.y / 2.0 - point.y)
    }

    /// Whether a window position is on the status bar or the side/bottom
    /// panel, where clicks belong to the panels' buttons.
    pub fn in_panels(&self, point: Vec2) -> bool {
        point.y < TOP_BAR
            || match self.panel {
                PanelSide::Right => point.x >= self.window.x - SIDE_PANEL,
                PanelSide::Bottom => point.y >= self.window.y - BOTTOM_PANEL,
            }
    }
}

fn fit_board_to_window(
    window: Query<&Window, With<PrimaryWindow>>,
    round: Res<Round>,
    mut layout: ResMut<BoardLayout>,
) {
    let Ok(window) = window.single() else {
        return;
    };
    let fitted = BoardLayout::fit(
        Vec2::new(window.width(), window.height()),
        round.game.rules().size(),
    );
    layout.set_if_neq(fitted);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Pos;

    #[test]
    fn every_square_centre_maps_back_to_its_square() {
        for size in [
            Vec2::new(960.0, 720.0),
            Vec2::new(390.0, 844.0),
            Vec2::new(1920.0, 400.0),
        ] {
            for n in [3, 4, 5] {
                let layout = BoardLayout::fit(size, n);
                assert!(layout.side > 0.0);
                assert!(layout.origin.y >= TOP_BAR);
                for row in 0..n {
                    for col in 0..n {
                        let pos = Pos::new(row, col);
                        assert_eq!(layout.cell_at(layout.cell_center(pos)), Some(pos));
                    }
                }
                assert_eq!(layout.cell_at(layout.origin - Vec2::ONE), None);
                assert_eq!(
                    layout.cell_at(layout.origin + Vec2::splat(layout.side + 1.0)),
                    None
                );
            }
        }
    }

    #[test]
    fn panels_are_where_the_layout_puts_them() {
        let wide = BoardLayout::fit(Vec2::new(960.0, 720.0), 3);
        assert!(wide.in_panels(Vec2::new(900.0, 300.0)));
        assert!(wide.in_panels(Vec2::new(100.0, 10.0)));
        assert!(!wide.in_panels(Vec2::new(10.0, 700.0)));
        assert!(!wide.in_panels(wide.cell_center(Pos::new(1, 1))));
        let tall = BoardLayout::fit(Vec2::new(390.0, 844.0), 3);
        assert!(tall.in_panels(Vec2::new(200.0, 800.0)));
        assert!(!tall.in_panels(tall.cell_center(Pos::new(2, 2))));
    }

    #[test]
    fn the_board_stays_square_and_inside_the_window() {
        let layout = BoardLayout::fit(Vec2::new(390.0, 844.0), 3);
        assert_eq!(layout.panel, PanelSide::Bottom);
        assert!(layout.origin.x >= 0.0 && layout.origin.x + layout.side <= 390.0);
        assert!(layout.origin.y + layout.side <= 844.0 - BOTTOM_PANEL);
        let tiny = BoardLayout::fit(Vec2::new(10.0, 10.0), 3);
        assert_eq!(tiny.cell_at(Vec2::new(5.0, 5.0)), None);
    }
}
