//! Where everything sits in the window during a round: the players' header
//! across the top, the status line under it, the board, and the panel of
//! controls beside it (landscape) or under it (portrait). Input maps
//! pointer positions through this and the views are placed by it, so a
//! click lands on the square that is drawn there after any resize.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::game::round::Round;

/// Share of the free area the board fills, leaving a margin around it.
const FILL: f32 = 0.92;

/// On Ultimate, the gap between small boards, as a share of a square: the
/// grid's colour shows through it as a thicker line.
const BLOCK_GAP: f32 = 0.3;

/// A window shorter than this (a phone on its side) gets slimmer bands,
/// and the screens keep only what must be in view.
pub const SHORT_WINDOW: f32 = 480.0;

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        PreUpdate,
        (ScreenSystems::Fit, ScreenSystems::Hover)
            .chain()
            .after(bevy::input::InputSystems),
    );
    app.init_resource::<BoardLayout>();
    app.register_type::<BoardLayout>();
    // Every frame before input reads it: after a resize, and on the first
    // frame of a round with another board size (rounds start in the frame
    // before), so its first click maps to its squares.
    app.add_systems(PreUpdate, fit_board_to_window.in_set(ScreenSystems::Fit));
}

/// Before the frame's game systems (in `PreUpdate`, after Bevy reads the
/// input): where the board is on screen, then what the pointer is over.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScreenSystems {
    Fit,
    Hover,
}

/// Where the controls go: beside the board or under it.
#[derive(Reflect, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelSide {
    Right,
    Bottom,
}

/// Where everything is on screen, in logical window pixels (y grows
/// downward): the header, the status line, the panel and the board never
/// overlap.
#[derive(Resource, Reflect, Clone, Copy, Debug, PartialEq)]
#[reflect(Resource)]
pub struct BoardLayout {
    pub window: Vec2,
    pub panel: PanelSide,
    /// Both players, their marks and the score: across the top.
    pub header: Rect,
    /// Whose turn, the result, and under it what the coach or a notice
    /// says: over the board.
    pub status_bar: Rect,
    /// The controls and the moves: the right edge, or the bottom.
    pub side_panel: Rect,
    /// Top-left corner of the board.
    pub origin: Vec2,
    /// Side length of the whole board.
    pub side: f32,
    /// Squares per side.
    pub n: u8,
    /// Squares per side of each small board on Ultimate (3), set apart by
    /// a wider gap; 0 on a single board.
    pub block: u8,
}

impl Default for BoardLayout {
    fn default() -> Self {
        BoardLayout::fit(Vec2::new(960.0, 720.0), 3)
    }
}

/// Heights and widths that depend on the window: a phone on its side is
/// short, a phone upright is narrow.
struct Bands {
    header: f32,
    status: f32,
    side_width: f32,
    bottom_height: f32,
}

impl Bands {
    fn for_window(window: Vec2) -> Self {
        let short = window.y < SHORT_WINDOW;
        Bands {
            header: if short { 52.0 } else { 64.0 },
            status: if short { 48.0 } else { 58.0 },
            side_width: (window.x * 0.3).clamp(240.0, 320.0),
            // Two rows of finger-sized buttons (and, when tall, the moves).
            bottom_height: if window.y >= 760.0 { 176.0 } else { 140.0 },
        }
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
        let bands = Bands::for_window(window);
        let header_bottom = bands.header.min(window.y);
        let header = Rect::new(0.0, 0.0, window.x, header_bottom);
        let status_bottom = (header_bottom + bands.status).min(window.y);
        let (status_bar, side_panel, area) = match panel {
            PanelSide::Right => {
                let split = (window.x - bands.side_width).max(0.0);
                (
                    Rect::new(0.0, header_bottom, split, status_bottom),
                    Rect::new(split, header_bottom, window.x, window.y),
                    Rect::new(0.0, status_bottom, split, window.y),
                )
            }
            PanelSide::Bottom => {
                let split = (window.y - bands.bottom_height).max(status_bottom);
                (
                    Rect::new(0.0, header_bottom, window.x, status_bottom),
                    Rect::new(0.0, split, window.x, window.y),
                    Rect::new(0.0, status_bottom, window.x, split),
                )
            }
        };
        let size = area.size().max(Vec2::ZERO);
        let side = size.min_element() * FILL;
        BoardLayout {
            window,
            panel,
            header,
            status_bar,
            side_panel,
            origin: area.min + (size - Vec2::splat(side)) / 2.0,
            side,
            n: n.max(1),
            block: 0,
        }
    }

    /// The layout for a game's board: Ultimate's squares in small boards,
    /// Qubic's in its four layers.
    pub fn for_rules(window: Vec2, rules: crate::core::Rules) -> Self {
        BoardLayout {
            block: rules.block().unwrap_or(0),
            ..BoardLayout::fit(window, rules.size())
        }
    }

    /// Gaps between small boards along a side.
    fn gaps(&self) -> f32 {
        match self.block {
            0 => 0.0,
            b => f32::from(self.n.div_ceil(b).saturating_sub(1)),
        }
    }

    /// Where square `i` of a row or column starts, from the board's edge.
    fn offset(&self, i: u8) -> f32 {
        let cell = self.cell_size();
        let gaps_before = match self.block {
            0 => 0.0,
            b => f32::from(i / b),
        };
        f32::from(i) * cell + gaps_before * BLOCK_GAP * cell
    }

    /// The square index along one axis at `x` from the board's edge, if
    /// not in a gap or off the board.
    fn index_at(&self, x: f32) -> Option<u8> {
        let cell = self.cell_size();
        if x < 0.0 || cell <= 0.0 {
            return None;
        }
        let index = if self.block == 0 {
            (x / cell) as u32
        } else {
            let span = f32::from(self.block) * cell + BLOCK_GAP * cell;
            let group = (x / span) as u32;
            let within = ((x - group as f32 * span) / cell) as u32;
            if within >= u32::from(self.block) {
                return None;
            }
            group * u32::from(self.block) + within
        };
        (index < u32::from(self.n)).then_some(index as u8)
    }

    /// A small board of Ultimate (row and column 0 to 2) as a rectangle.
    pub fn block_rect(&self, row: u8, col: u8) -> Rect {
        let b = self.block.max(1);
        let min = self.origin + Vec2::new(self.offset(col * b), self.offset(row * b));
        Rect::from_corners(min, min + Vec2::splat(f32::from(b) * self.cell_size()))
    }

    /// Whether the window is short: see [`SHORT_WINDOW`].
    pub fn is_short(&self) -> bool {
        self.window.y < SHORT_WINDOW
    }

    pub fn cell_size(&self) -> f32 {
        self.side / (f32::from(self.n) + self.gaps() * BLOCK_GAP)
    }

    /// The square under a window position, if any.
    pub fn cell_at(&self, point: Vec2) -> Option<crate::core::Pos> {
        let local = point - self.origin;
        if self.side <= 0.0 {
            return None;
        }
        let (col, row) = (self.index_at(local.x)?, self.index_at(local.y)?);
        Some(crate::core::Pos::new(row, col))
    }

    /// Centre of a square, in window coordinates.
    pub fn cell_center(&self, pos: crate::core::Pos) -> Vec2 {
        let half = self.cell_size() / 2.0;
        self.origin + Vec2::new(self.offset(pos.col), self.offset(pos.row)) + half
    }

    /// Window coordinates to 2D world coordinates (origin at the window centre, y up),
    /// which is what a default `Camera2d` shows.
    pub fn to_world(&self, point: Vec2) -> Vec2 {
        Vec2::new(point.x - self.window.x / 2.0, self.window.y / 2.0 - point.y)
    }

    /// Whether a window position is on the header, the status line or the
    /// panel, where presses belong to their controls.
    pub fn in_panels(&self, point: Vec2) -> bool {
        self.header.contains(point)
            || self.status_bar.contains(point)
            || self.side_panel.contains(point)
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
    let fitted = BoardLayout::for_rules(
        Vec2::new(window.width(), window.height()),
        round.game().rules(),
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
            Vec2::new(360.0, 640.0),
            Vec2::new(844.0, 390.0),
            Vec2::new(1920.0, 400.0),
        ] {
            for n in [3, 4, 5] {
                let layout = BoardLayout::fit(size, n);
                assert!(layout.side > 0.0);
                assert!(layout.origin.y >= layout.status_bar.max.y);
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
    fn ultimate_squares_map_back_and_its_gaps_belong_to_no_square() {
        for size in [Vec2::new(960.0, 720.0), Vec2::new(390.0, 844.0)] {
            let layout = BoardLayout::for_rules(size, crate::core::Rules::ULTIMATE);
            assert_eq!((layout.n, layout.block), (9, 3));
            for row in 0..9 {
                for col in 0..9 {
                    let pos = Pos::new(row, col);
                    assert_eq!(layout.cell_at(layout.cell_center(pos)), Some(pos));
                }
            }
            let last = layout.cell_center(Pos::new(8, 8)) + Vec2::splat(layout.cell_size() / 2.0);
            assert!((last - (layout.origin + Vec2::splat(layout.side))).length() < 0.01);
            // Between the first and second small boards.
            let gap = layout.block_rect(0, 0).max + Vec2::new(1.0, -layout.cell_size());
            assert_eq!(layout.cell_at(gap), None);
            assert!(
                layout
                    .block_rect(1, 1)
                    .contains(layout.cell_center(Pos::new(4, 4)))
            );
        }
    }

    #[test]
    fn panels_are_where_the_layout_puts_them() {
        let wide = BoardLayout::fit(Vec2::new(960.0, 720.0), 3);
        assert_eq!(wide.panel, PanelSide::Right);
        assert!(wide.in_panels(Vec2::new(900.0, 300.0)));
        assert!(wide.in_panels(Vec2::new(100.0, 10.0)));
        assert!(!wide.in_panels(Vec2::new(10.0, 700.0)));
        assert!(!wide.in_panels(wide.cell_center(Pos::new(1, 1))));
        let tall = BoardLayout::fit(Vec2::new(390.0, 844.0), 3);
        assert_eq!(tall.panel, PanelSide::Bottom);
        assert!(tall.in_panels(Vec2::new(200.0, 800.0)));
        assert!(!tall.in_panels(tall.cell_center(Pos::new(2, 2))));
        let on_its_side = BoardLayout::fit(Vec2::new(844.0, 390.0), 3);
        assert_eq!(on_its_side.panel, PanelSide::Right);
    }

    #[test]
    fn header_status_panel_and_board_never_overlap() {
        for w in (160..2000).step_by(37) {
            for h in (160..1400).step_by(41) {
                let window = Vec2::new(w as f32, h as f32);
                for n in [3, 4, 5] {
                    let layout = BoardLayout::fit(window, n);
                    let parts = [
                        layout.header,
                        layout.status_bar,
                        layout.side_panel,
                        layout.board_rect(),
                    ];
                    let inside = Rect::from_corners(Vec2::ZERO, window);
                    for rect in parts {
                        assert_eq!(rect.union(inside), inside, "{rect:?} outside {window}");
                    }
                    for (i, a) in parts.iter().enumerate() {
                        for b in &parts[i + 1..] {
                            assert!(
                                a.intersect(*b).is_empty(),
                                "{a:?} and {b:?} overlap in a {window} window"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn phones_keep_a_board_worth_playing() {
        for (window, smallest) in [
            (Vec2::new(360.0, 640.0), 320.0),
            (Vec2::new(390.0, 844.0), 350.0),
            (Vec2::new(844.0, 390.0), 260.0),
        ] {
            let layout = BoardLayout::fit(window, 3);
            assert!(
                layout.side >= smallest,
                "{window}: a board of {}",
                layout.side
            );
        }
        let tiny = BoardLayout::fit(Vec2::new(10.0, 10.0), 3);
        assert_eq!(tiny.cell_at(Vec2::new(5.0, 5.0)), None);
    }
}
