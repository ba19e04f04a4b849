//! The board, drawn from the square entities: each [`Cell`] gets a square
//! mesh between thin lines, each [`Mark`] an X or O drawn stroke by stroke
//! as with a pen, the keyboard's cursor a ring, and a decided round its
//! winning lines with round ends, over marks that stay bright while the
//! others fade.

use std::f32::consts::{FRAC_PI_2, FRAC_PI_4};

use bevy::prelude::*;

use super::strokes;
use crate::core::qubic::Point;
use crate::core::ultimate::Square;
use crate::core::{Board, Line, Player, Pos, stretches};
use crate::game::activity::StillBusy;
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::outcome::RoundResult;
use crate::game::round::turn::Turn;
use crate::game::state::{GameState, InRound};
use crate::game::{Cell, Mark};
use crate::ui::input::{Hover, KeyboardCursor};
use crate::ui::layout::BoardLayout;
use crate::ui::theme::Palette;

/// Share of a square's width the drawn square takes; the rest shows the
/// board's lines.
const SQUARE_FILL: f32 = 0.965;
/// How long one stroke of a mark takes to draw, in seconds (an X has two).
const STROKE_SECS: f32 = 0.11;
/// How long an O's one stroke takes.
const RING_SECS: f32 = 0.24;
/// How long the winning line takes to draw itself, in seconds.
const LINE_SECS: f32 = 0.35;
/// Steps in which a stroke is drawn: enough for a smooth pen at 60 frames
/// a second, few enough to make every step once at start-up.
const STEPS: usize = 16;

/// A mark's geometry, as a share of its square's drawn side.
mod pen {
    /// How far an X's arms reach from the centre, along each axis.
    pub const X_REACH: f32 = 0.29;
    /// An O's radius, to the middle of its stroke.
    pub const O_RADIUS: f32 = 0.29;
    /// The width of a mark's stroke.
    pub const WIDTH: f32 = 0.105;
    /// The winning line's width: wider than a mark's stroke, so an X's arm
    /// along the line is covered whole.
    pub const LINE_WIDTH: f32 = 0.15;
}

/// How far from the camera each layer of the board is drawn. Bevy 0.19
/// sorts a 2D mesh by the depth it had when it was first queued and does
/// not sort it again when only its transform moves it, so every mesh is
/// spawned at its layer's depth and keeps it.
pub(super) mod depth {
    pub const BACKDROP: f32 = -1.0;
    pub const SQUARE: f32 = 0.0;
    /// Above its square (marks are children of their squares).
    pub const MARK: f32 = 1.0;
    /// On Ultimate, a won small board's large mark and the frame round
    /// the board the next move must go to: over the small marks.
    pub const BOARD_MARK: f32 = 1.5;
    pub const CURSOR: f32 = 2.0;
    pub const WIN_LINE: f32 = 3.0;
}

/// A won small board's mark, as a share of the small board's side.
pub(super) const BOARD_MARK_FILL: f32 = 0.9;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_assets);
    app.add_systems(Update, recolor.run_if(resource_changed::<Palette>));
    app.add_observer(dress_cell);
    app.add_observer(draw_mark);
    app.add_observer(erase_mark);
    app.add_systems(OnEnter(InRound), spawn_backdrop_and_cursor);
    app.add_systems(OnEnter(GameState::GameOver), draw_win_lines);
    app.add_systems(OnExit(GameState::GameOver), undim_marks);
    app.add_systems(
        Update,
        (
            (
                place_board,
                tint_squares,
                show_cursor,
                draw_strokes,
                grow_win_line,
            )
                .run_if(in_state(InRound)),
            (dim_losing_marks, hide_win_lines_in_the_past).run_if(in_state(GameState::GameOver)),
        ),
    );
}

#[derive(Resource)]
pub(super) struct BoardAssets {
    square: Handle<Mesh>,
    pub(super) cursor: Handle<Mesh>,
    /// An X's stroke drawn 1/STEPS, 2/STEPS … of the way; the last whole.
    bar: Vec<Handle<Mesh>>,
    /// An O's stroke likewise, from the top, anticlockwise.
    ring: Vec<Handle<Mesh>>,
    grid: Handle<ColorMaterial>,
    square_plain: Handle<ColorMaterial>,
    square_hover: Handle<ColorMaterial>,
    /// On Ultimate, a square no move can go to now: in a closed small
    /// board, or outside the one the last move sends to.
    square_closed: Handle<ColorMaterial>,
    /// On Ultimate, the frame round the small board the next move must go to.
    pub(super) sent_frame: Handle<ColorMaterial>,
    cursor_ring: Handle<ColorMaterial>,
    marks: [Handle<ColorMaterial>; 2],
    marks_dim: [Handle<ColorMaterial>; 2],
    win_line: Handle<ColorMaterial>,
}

/// The grid behind the squares: its colour shows between them as lines.
#[derive(Component)]
struct Backdrop;

/// The ring round the square the keyboard's cursor is on.
#[derive(Component)]
struct CursorRing;

/// One stroke of a mark (an X has two), with the square it belongs to.
#[derive(Component, Clone, Debug)]
pub struct MarkPiece {
    pub pos: Pos,
    pub player: Player,
}

/// A stroke still being drawn: it starts `delay` seconds after it was
/// placed and takes `secs`.
#[derive(Component, Debug)]
struct Drawing {
    elapsed: f32,
    delay: f32,
    secs: f32,
    ring: bool,
}

/// A mark drawn faintly: it is not part of any winning line.
#[derive(Component, Debug)]
pub struct Dimmed;

/// A winning line, drawn from the centre of one square to another.
#[derive(Component, Debug)]
pub struct WinLine {
    pub from: Pos,
    pub to: Pos,
    grow: Timer,
    /// Its own mesh, rebuilt as it grows and when the board moves.
    mesh: Handle<Mesh>,
    drawn: Option<(f32, BoardLayout)>,
}

fn create_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let reach = Vec2::splat(pen::X_REACH);
    let length = reach.length() * 2.0;
    let step = |i: usize| (i + 1) as f32 / STEPS as f32;
    let bar = (0..STEPS)
        .map(|i| {
            let shape = strokes::segment(
                Vec2::new(-length / 2.0, 0.0),
                Vec2::new(length / 2.0, 0.0),
                pen::WIDTH,
                step(i),
            );
            meshes.add(shape.into_mesh())
        })
        .collect();
    let ring = (0..STEPS)
        .map(|i| {
            meshes.add(strokes::arc(pen::O_RADIUS, pen::WIDTH, FRAC_PI_2, step(i)).into_mesh())
        })
        .collect();
    // Colours are filled in by `recolor`, now and whenever the theme changes.
    let mut color = || materials.add(ColorMaterial::default());
    commands.insert_resource(BoardAssets {
        // Unit-sized meshes, scaled by each entity's transform.
        square: meshes.add(Rectangle::new(1.0, 1.0)),
        cursor: meshes.add(square_outline(0.075)),
        bar,
        ring,
        grid: color(),
        square_plain: color(),
        square_hover: color(),
        square_closed: color(),
        sent_frame: color(),
        cursor_ring: color(),
        marks: [color(), color()],
        marks_dim: [color(), color()],
        win_line: color(),
    });
}

/// A unit square's outline, `width` thick, inside its edge.
pub(super) fn square_outline(width: f32) -> Mesh {
    let (o, i) = (0.5, 0.5 - width);
    let corners = |r: f32| {
        [
            Vec2::new(-r, r),
            Vec2::new(r, r),
            Vec2::new(r, -r),
            Vec2::new(-r, -r),
        ]
    };
    let mut shape = strokes::Shape::default();
    shape.points.extend(corners(o));
    shape.points.extend(corners(i));
    for k in 0..4u32 {
        let next = (k + 1) % 4;
        shape.triangles.push([k, next, 4 + k]);
        shape.triangles.push([next, 4 + next, 4 + k]);
    }
    shape.into_mesh()
}

/// Every square, mark and line shares a handful of materials: changing
/// their colours repaints the whole board in the new theme.
fn recolor(
    palette: Res<Palette>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let Some(assets) = assets else {
        return;
    };
    let cursor = Color::srgb_u8(palette.focus.r(), palette.focus.g(), palette.focus.b());
    let accent = Color::srgb_u8(palette.accent.r(), palette.accent.g(), palette.accent.b());
    let closed = Color::Srgba(palette.square.to_srgba().mix(&palette.grid.to_srgba(), 0.3));
    for (handle, color) in [
        (&assets.grid, palette.grid),
        (&assets.square_plain, palette.square),
        (&assets.square_hover, palette.square_hover),
        (&assets.square_closed, closed),
        (&assets.sent_frame, accent),
        (&assets.cursor_ring, cursor),
        (&assets.marks[0], palette.x),
        (&assets.marks[1], palette.o),
        (&assets.marks_dim[0], palette.dimmed(palette.x)),
        (&assets.marks_dim[1], palette.dimmed(palette.o)),
        (&assets.win_line, palette.win_line),
    ] {
        if let Some(mut material) = materials.get_mut(handle) {
            material.color = color;
        }
    }
}

fn spawn_backdrop_and_cursor(
    mut commands: Commands,
    assets: Res<BoardAssets>,
    layout: Res<BoardLayout>,
) {
    commands.spawn((
        Name::new("Board backdrop"),
        Backdrop,
        Mesh2d(assets.square.clone()),
        MeshMaterial2d(assets.grid.clone()),
        backdrop_transform(&layout),
        DespawnOnExit(InRound),
    ));
    commands.spawn((
        Name::new("Keyboard cursor"),
        CursorRing,
        Mesh2d(assets.cursor.clone()),
        MeshMaterial2d(assets.cursor_ring.clone()),
        Transform::from_xyz(0.0, 0.0, depth::CURSOR),
        Visibility::Hidden,
        DespawnOnExit(InRound),
    ));
}

/// Gives a new square its mesh, where the layout puts it.
fn dress_cell(
    add: On<Add, Cell>,
    mut commands: Commands,
    assets: Res<BoardAssets>,
    layout: Res<BoardLayout>,
    cells: Query<&Cell>,
) {
    let Ok(&Cell(pos)) = cells.get(add.entity) else {
        return;
    };
    commands.entity(add.entity).insert((
        Mesh2d(assets.square.clone()),
        MeshMaterial2d(assets.square_plain.clone()),
        square_transform(&layout, pos, depth::SQUARE),
    ));
}

fn square_transform(layout: &BoardLayout, pos: Pos, z: f32) -> Transform {
    let side = layout.cell_size() * SQUARE_FILL;
    let at = layout.to_world(layout.cell_center(pos));
    Transform::from_translation(at.extend(z)).with_scale(Vec3::new(side, side, 1.0))
}

/// The lines between the squares, and none round the outside: the grid
/// reaches only to the outer squares' edges.
fn backdrop_transform(layout: &BoardLayout) -> Transform {
    let centre = layout.to_world(layout.origin + Vec2::splat(layout.side / 2.0));
    let side = layout.side - layout.cell_size() * (1.0 - SQUARE_FILL);
    Transform::from_translation(centre.extend(depth::BACKDROP))
        .with_scale(Vec3::new(side, side, 1.0))
}

fn draw_mark(
    add: On<Add, Mark>,
    mut commands: Commands,
    assets: Res<BoardAssets>,
    marks: Query<(&Mark, &Cell)>,
    round: Res<Round>,
) {
    let Ok((&Mark(player), &Cell(pos))) = marks.get(add.entity) else {
        return;
    };
    let drawn = round.game().rules().mark_drawn(player);
    pen_strokes(
        &mut commands,
        &assets,
        (player, drawn),
        add.entity,
        MarkPiece { pos, player },
    );
}

/// Draws the mark `drawn` in `player`'s colour as children of `parent`
/// (in Notakto both players draw X), stroke by stroke as with a pen, each
/// stroke tagged with `tag`.
pub(super) fn pen_strokes(
    commands: &mut Commands,
    assets: &BoardAssets,
    (player, drawn): (Player, Player),
    parent: Entity,
    tag: impl Component + Clone,
) {
    let material = assets.marks[player.index()].clone();
    let mut stroke = |angle: f32, delay: f32, ring: bool| {
        let (first, secs) = if ring {
            (assets.ring[0].clone(), RING_SECS)
        } else {
            (assets.bar[0].clone(), STROKE_SECS)
        };
        commands.spawn((
            Name::new(format!("{player} stroke")),
            tag.clone(),
            Drawing {
                elapsed: 0.0,
                delay,
                secs,
                ring,
            },
            Mesh2d(first),
            MeshMaterial2d(material.clone()),
            Transform::from_translation(Vec3::Z * depth::MARK)
                .with_rotation(Quat::from_rotation_z(angle)),
            // Hidden until its turn to be drawn.
            if delay > 0.0 {
                Visibility::Hidden
            } else {
                Visibility::Inherited
            },
            ChildOf(parent),
        ));
    };
    match drawn {
        Player::X => {
            // Top left to bottom right, then top right to bottom left.
            stroke(-FRAC_PI_4, 0.0, false);
            stroke(-3.0 * FRAC_PI_4, STROKE_SECS, false);
        }
        Player::O => stroke(0.0, 0.0, true),
    }
}

/// Playing again clears the marks; their drawings go with them. (Leaving the
/// round despawns the squares, which also removes their marks: then the
/// drawings are already going, hence `try_despawn`.)
fn erase_mark(
    remove: On<Remove, Mark>,
    mut commands: Commands,
    children: Query<&Children>,
    pieces: Query<(), With<MarkPiece>>,
) {
    for child in children.iter_descendants(remove.entity) {
        if pieces.contains(child) {
            commands.entity(child).try_despawn();
        }
    }
}

/// Draws each new stroke a step at a time, as a pen would.
fn draw_strokes(
    mut commands: Commands,
    time: Res<Time>,
    assets: Res<BoardAssets>,
    mut pieces: Query<(Entity, &mut Drawing, &mut Mesh2d, &mut Visibility)>,
    mut busy: MessageWriter<StillBusy>,
) {
    for (entity, mut drawing, mut mesh, mut visibility) in &mut pieces {
        drawing.elapsed += time.delta_secs();
        busy.write(StillBusy::Animating);
        let t = drawing.elapsed - drawing.delay;
        if t < 0.0 {
            continue;
        }
        visibility.set_if_neq(Visibility::Inherited);
        let steps = if drawing.ring {
            &assets.ring
        } else {
            &assets.bar
        };
        let done = (t / drawing.secs).clamp(0.0, 1.0);
        let index = ((done * STEPS as f32).ceil() as usize).clamp(1, STEPS) - 1;
        if mesh.0 != steps[index] {
            mesh.0 = steps[index].clone();
        }
        if done >= 1.0 {
            commands.entity(entity).remove::<Drawing>();
        }
    }
}

/// Keeps every square where the layout says, so the board fills the window
/// and stays square after a resize.
fn place_board(
    layout: Res<BoardLayout>,
    mut cells: Query<(&Cell, &mut Transform), (Without<Backdrop>, Without<CursorRing>)>,
    mut backdrop: Query<&mut Transform, (With<Backdrop>, Without<CursorRing>)>,
    added: Query<(), Added<Cell>>,
) {
    if !layout.is_changed() && added.is_empty() {
        return;
    }
    for (&Cell(pos), mut transform) in &mut cells {
        transform.set_if_neq(square_transform(&layout, pos, depth::SQUARE));
    }
    for mut transform in &mut backdrop {
        transform.set_if_neq(backdrop_transform(&layout));
    }
}

/// Whether a person at this device could play now.
fn live(state: &State<GameState>, turn: &Turn, shown: &Shown) -> bool {
    *state.get() == GameState::Playing && turn.is_human() && !shown.is_past()
}

/// Lights up the square under the mouse, when a person could play there;
/// on Ultimate, greys the squares no move can go to now.
fn tint_squares(
    assets: Res<BoardAssets>,
    hover: Res<Hover>,
    turn: Res<Turn>,
    round: Res<Round>,
    shown: Res<Shown>,
    state: Res<State<GameState>>,
    mut squares: Query<(&Cell, Has<Mark>, &mut MeshMaterial2d<ColorMaterial>)>,
) {
    let live = live(&state, &turn, &shown);
    let board = shown.board(&round);
    let in_play = *state.get() == GameState::Playing;
    for (&Cell(pos), marked, mut material) in &mut squares {
        let wanted = if live && !marked && hover.0 == Some(pos) {
            &assets.square_hover
        } else if out_of_play(&board, pos, in_play) {
            &assets.square_closed
        } else {
            &assets.square_plain
        };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
}

/// A ring in the focus colour round the keyboard's square: it shows on
/// every square, marked or not, in every theme.
fn show_cursor(
    cursor: Res<KeyboardCursor>,
    layout: Res<BoardLayout>,
    turn: Res<Turn>,
    shown: Res<Shown>,
    state: Res<State<GameState>>,
    mut ring: Query<(&mut Transform, &mut Visibility), With<CursorRing>>,
) {
    let Ok((mut transform, mut visibility)) = ring.single_mut() else {
        return;
    };
    match cursor.0.filter(|_| live(&state, &turn, &shown)) {
        Some(pos) => {
            let mut place = square_transform(&layout, pos, depth::CURSOR);
            place.scale *= 1.0 + (1.0 - SQUARE_FILL);
            transform.set_if_neq(place);
            visibility.set_if_neq(Visibility::Inherited);
        }
        None => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}

/// One stroke per winning line; lines that run on in the same direction
/// (five in a row where four win) are one longer stroke. On Qubic a line
/// through the layers is not straight on screen: its marks alone stay
/// bright (`dim_losing_marks`), with no stroke.
fn draw_win_lines(
    mut commands: Commands,
    result: Res<RoundResult>,
    round: Res<Round>,
    assets: Res<BoardAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let RoundResult::Win { lines: won, .. } = &*result else {
        return;
    };
    let rules = round.game().rules();
    let straight: Vec<Line> = won
        .iter()
        .filter(|line| !rules.is_qubic() || within_one_layer(line))
        .cloned()
        .collect();
    for stretch in stretches(&straight) {
        // Filled in as it grows; a speck until then (a mesh is never empty).
        let speck = strokes::segment(Vec2::ZERO, Vec2::X * 1e-3, 1e-3, 0.0);
        let mesh = meshes.add(speck.into_mesh());
        commands.spawn((
            Name::new("Winning line"),
            WinLine {
                from: stretch.from,
                to: stretch.to,
                grow: Timer::from_seconds(LINE_SECS, TimerMode::Once),
                mesh: mesh.clone(),
                drawn: None,
            },
            Mesh2d(mesh),
            MeshMaterial2d(assets.win_line.clone()),
            Transform::from_xyz(0.0, 0.0, depth::WIN_LINE),
            DespawnOnExit(GameState::GameOver),
        ));
    }
}

/// Whether a Qubic line lies in one layer, and so is straight on screen.
fn within_one_layer(line: &Line) -> bool {
    let layer = |pos: &Pos| Point::of(*pos).map(|point| point.layer);
    line.cells()
        .iter()
        .all(|pos| layer(pos) == layer(&line.first()))
}

/// The winning line draws itself from its first mark to its last, running
/// on past both ends far enough to cover the marks' strokes along it.
fn grow_win_line(
    time: Res<Time>,
    layout: Res<BoardLayout>,
    mut lines: Query<&mut WinLine>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut busy: MessageWriter<StillBusy>,
) {
    for mut line in &mut lines {
        if !line.grow.is_finished() {
            line.grow.tick(time.delta());
            busy.write(StillBusy::Animating);
        }
        let part = crate::ui::round::result::ease_out(line.grow.fraction());
        if line.drawn == Some((part, *layout)) {
            continue;
        }
        // A line across Ultimate's small boards runs over their large marks.
        let cell = if layout.block > 0 {
            layout.block_rect(0, 0).width() * BOARD_MARK_FILL
        } else {
            layout.cell_size() * SQUARE_FILL
        };
        let from = layout.to_world(layout.cell_center(line.from));
        let to = layout.to_world(layout.cell_center(line.to));
        let direction = (to - from).normalize_or(Vec2::X);
        // Along a diagonal an X's arm reaches further from its centre.
        let diagonal = direction.x.abs() > 0.1 && direction.y.abs() > 0.1;
        let reach = if diagonal {
            pen::X_REACH * std::f32::consts::SQRT_2 + pen::WIDTH / 2.0
        } else {
            pen::X_REACH + pen::WIDTH / 2.0
        } * cell;
        let (start, end) = (from - direction * reach, to + direction * reach);
        let shape = strokes::segment(start, end, pen::LINE_WIDTH * cell, part);
        if let Some(mut mesh) = meshes.get_mut(&line.mesh) {
            *mesh = shape.into_mesh();
        }
        line.drawn = Some((part, *layout));
    }
}

/// On the end screen every mark outside the winning lines fades, so the
/// lines stand out; in a review of earlier moves nothing is faded.
fn dim_losing_marks(
    mut commands: Commands,
    result: Res<RoundResult>,
    round: Res<Round>,
    shown: Res<Shown>,
    assets: Res<BoardAssets>,
    mut pieces: Query<(
        Entity,
        &MarkPiece,
        &mut MeshMaterial2d<ColorMaterial>,
        Has<Dimmed>,
    )>,
) {
    // Ultimate dims by small board (`small_boards`).
    if round.game().rules().is_ultimate() {
        return;
    }
    let won = match &*result {
        RoundResult::Win { lines, .. } if !shown.is_past() => lines.as_slice(),
        _ => &[],
    };
    for (entity, piece, mut material, dimmed) in &mut pieces {
        let dim = !won.is_empty() && !won.iter().any(|line| line.cells().contains(&piece.pos));
        if dim != dimmed {
            set_dimmed(&mut commands, &assets, entity, piece, &mut material, dim);
        }
    }
}

pub(super) fn set_dimmed(
    commands: &mut Commands,
    assets: &BoardAssets,
    entity: Entity,
    piece: &MarkPiece,
    material: &mut MeshMaterial2d<ColorMaterial>,
    dim: bool,
) {
    if dim {
        material.0 = assets.marks_dim[piece.player.index()].clone();
        commands.entity(entity).insert(Dimmed);
    } else {
        material.0 = assets.marks[piece.player.index()].clone();
        commands.entity(entity).remove::<Dimmed>();
    }
}

/// Leaving the end screen (an undo reopened the round) brings every mark back.
fn undim_marks(
    mut commands: Commands,
    assets: Res<BoardAssets>,
    mut pieces: Query<(Entity, &MarkPiece, &mut MeshMaterial2d<ColorMaterial>), With<Dimmed>>,
) {
    for (entity, piece, mut material) in &mut pieces {
        set_dimmed(&mut commands, &assets, entity, piece, &mut material, false);
    }
}

/// The winning line belongs to the final position, not to earlier ones.
fn hide_win_lines_in_the_past(shown: Res<Shown>, mut lines: Query<&mut Visibility, With<WinLine>>) {
    let wanted = if shown.is_past() {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    for mut visibility in &mut lines {
        visibility.set_if_neq(wanted);
    }
}

/// Whether no move can go to `pos` now on Ultimate (see
/// `UltimateBoard::out_of_play`); never on a single board.
pub fn out_of_play(board: &Board, pos: Pos, in_play: bool) -> bool {
    board
        .ultimate()
        .zip(Square::at(pos.row, pos.col))
        .is_some_and(|(position, square)| position.out_of_play(square, in_play))
}
