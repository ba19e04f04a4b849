//! Where the board sits in the window. Input maps pointer positions through
//! this, and the board view and panels are placed by it, so a click lands on
//! the square that is drawn there after any resize.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::round::Round;
use super::sets::ScreenSystems;

/// Height of the status bar across the top, in logical pixels.
pub const TOP_BAR: f32 = 64.0;
/// Width of the side panel in landscape windows: wide enough for two
/// finger-sized buttons in a row, narrower in small windows.
pub const SIDE_PANEL: f32 = 300.0;
/// The side panel's width in the narrowest windows.
const NARROW_SIDE_PANEL: f32 = 240.0;
/// Height of the bottom panel in portrait windows, which have height to spare.
pub const BOTTOM_PANEL: f32 = 290.0;
/// Share of the free area the board fills, leaving a margin around it.
const FILL: f32 = 0.92;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardLayout>();
    app.register_type::<BoardLayout>();
    // Every frame before input reads it: after a resize, and on the first
    // frame of a round with another board size (rounds start in the frame
    // before), so its first click maps to its squares.
    app.add_systems(PreUpdate, fit_board_to_window.in_set(ScreenSystems::Fit));
}

/// Where the score and move list go: beside the board or under it.
#[derive(Reflect, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelSide {
    Right,
    Bottom,
}

/// Where everything is on screen, in logical window pixels (y grows
/// downward): the status bar, the panel and the board never overlap.
#[derive(Resource, Reflect, Clone, Copy, Debug, PartialEq)]
#[reflect(Resource)]
pub struct BoardLayout {
    pub window: Vec2,
    pub panel: PanelSide,
    /// The status bar: across the top, beside the panel in a landscape window.
    pub status_bar: Rect,
    /// The score and moves: the right edge, or the bottom in a portrait window.
    pub side_panel: Rect,
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
    /// The panel goes wherever it leaves the bigger board: beside it in a
    /// wide window, under it in a tall (or very narrow) one.
    pub fn fit(window: Vec2, n: u8) -> Self {
        let window = window.max(Vec2::ZERO);
        let right = BoardLayout::with_panel(window, n, PanelSide::Right);
        let bottom = BoardLayout::with_panel(window, n, PanelSide::Bottom);
        match right.side.total_cmp(&bottom.side) {
            std::cmp::Ordering::Greater => right,
            std::cmp::Ordering::Less => bottom,
            std::cmp::Ordering::Equal if window.x >= window.y => right,
            std::cmp::Ordering::Equal => bottom,
        }
    }

    fn with_panel(window: Vec2, n: u8, panel: PanelSide) -> Self {
        let (status_bar, side_panel) = match panel {
            PanelSide::Right => {
                let panel = (window.x * 0.32).clamp(NARROW_SIDE_PANEL, SIDE_PANEL);
                let split = (window.x - panel).max(0.0);
                (
                    Rect::new(0.0, 0.0, split, TOP_BAR.min(window.y)),
                    Rect::new(split, 0.0, window.x, window.y),
                )
            }
            PanelSide::Bottom => {
                let split = (window.y - BOTTOM_PANEL).max(TOP_BAR.min(window.y));
                (
                    Rect::new(0.0, 0.0, window.x, TOP_BAR.min(window.y)),
                    Rect::new(0.0, split, window.x, window.y),
                )
            }
        };
        let top_left = Vec2::new(0.0, status_bar.max.y);
        let bottom_right = match panel {
            PanelSide::Right => Vec2::new(side_panel.min.x, window.y),
            PanelSide::Bottom => Vec2::new(window.x, side_panel.min.y),
        };
        let area = (bottom_right - top_left).max(Vec2::ZERO);
        let side = area.min_element() * FILL;
        BoardLayout {
            window,
            panel,
            status_bar,
            side_panel,
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
        self.status_bar.contains(point) || self.side_panel.contains(point)
    }

    /// The board's square as a rectangle.
    pub fn board_rect(&self) -> Rect {
        Rect::from_corners(self.origin, self.origin + Vec2::splat(self.side))
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
        round.game().rules().size(),
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
    fn status_bar_panel_and_board_never_overlap() {
        for w in (160..2000).step_by(37) {
            for h in (160..1400).step_by(41) {
                let window = Vec2::new(w as f32, h as f32);
                for n in [3, 4, 5] {
                    let layout = BoardLayout::fit(window, n);
                    let (status, panel, board) =
                        (layout.status_bar, layout.side_panel, layout.board_rect());
                    let inside = Rect::from_corners(Vec2::ZERO, window);
                    for rect in [status, panel, board] {
                        assert_eq!(rect.union(inside), inside, "{rect:?} outside {window}");
                    }
                    for (a, b) in [(status, panel), (status, board), (panel, board)] {
                        let overlap = a.intersect(b);
                        assert!(
                            overlap.is_empty(),
                            "{a:?} and {b:?} overlap in a {window} window"
                        );
                    }
                }
            }
        }
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
