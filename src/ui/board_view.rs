//! The board, drawn from the square entities: each [`Cell`] gets a square
//! mesh, each [`Mark`] an X or O, and a decided round its winning lines.

use bevy::prelude::*;

use super::theme::Palette;
use crate::core::{Player, Pos, strokes};
use crate::game::activity::StillBusy;
use crate::game::layout::BoardLayout;
use crate::game::players::input::{Hover, KeyboardCursor};
use crate::game::round::board::Shown;
use crate::game::round::outcome::RoundResult;
use crate::game::round::turn::Turn;
use crate::game::state::{GameState, InRound};
use crate::game::{Cell, Mark};

/// Share of a square's width the drawn square takes; the rest shows the grid.
const SQUARE_FILL: f32 = 0.94;
/// How long a new mark takes to grow to full size, in seconds.
const POP_SECS: f32 = 0.14;
/// How long the winning line takes to draw itself, in seconds.
const LINE_SECS: f32 = 0.35;

/// How far from the camera each layer of the board is drawn. Bevy 0.19
/// sorts a 2D mesh by the depth it had when it was first queued and does
/// not sort it again when only its transform moves it, so every mesh is
/// spawned at its layer's depth and keeps it.
mod depth {
    pub const BACKDROP: f32 = -1.0;
    pub const SQUARE: f32 = 0.0;
    /// Above its square (marks are children of their squares).
    pub const MARK: f32 = 1.0;
    pub const WIN_LINE: f32 = 3.0;
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_assets);
    app.add_systems(Update, recolor.run_if(resource_changed::<Palette>));
    app.add_observer(dress_cell);
    app.add_observer(draw_mark);
    app.add_observer(erase_mark);
    app.add_systems(OnEnter(InRound), spawn_backdrop);
    app.add_systems(OnEnter(GameState::GameOver), draw_win_lines);
    app.add_systems(OnExit(GameState::GameOver), undim_marks);
    app.add_systems(
        Update,
        (
            (place_board, tint_squares, grow_marks, grow_win_line).run_if(in_state(InRound)),
            (dim_losing_marks, hide_win_lines_in_the_past).run_if(in_state(GameState::GameOver)),
        ),
    );
}

#[derive(Resource)]
struct BoardAssets {
    square: Handle<Mesh>,
    bar: Handle<Mesh>,
    ring: Handle<Mesh>,
    grid: Handle<ColorMaterial>,
    square_plain: Handle<ColorMaterial>,
    square_hover: Handle<ColorMaterial>,
    square_cursor: Handle<ColorMaterial>,
    marks: [Handle<ColorMaterial>; 2],
    marks_dim: [Handle<ColorMaterial>; 2],
    win_line: Handle<ColorMaterial>,
}

/// The grid behind the squares.
#[derive(Component)]
struct Backdrop;

/// The drawing of a mark: a child of its square, growing in when placed.
#[derive(Component)]
struct MarkVisual {
    grow: Timer,
}

/// One mesh of a mark (an X is two bars), with the square it belongs to.
#[derive(Component, Debug)]
pub struct MarkPiece {
    pub pos: Pos,
    pub player: Player,
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
}

fn create_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    // Colours are filled in by `recolor`, now and whenever the theme changes.
    let mut color = || materials.add(ColorMaterial::default());
    commands.insert_resource(BoardAssets {
        // Unit-sized meshes, scaled by each entity's transform.
        square: meshes.add(Rectangle::new(1.0, 1.0)),
        bar: meshes.add(Rectangle::new(0.74, 0.13)),
        ring: meshes.add(Annulus::new(0.24, 0.34)),
        grid: color(),
        square_plain: color(),
        square_hover: color(),
        square_cursor: color(),
        marks: [color(), color()],
        marks_dim: [color(), color()],
        win_line: color(),
    });
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
    for (handle, color) in [
        (&assets.grid, palette.grid),
        (&assets.square_plain, palette.square),
        (&assets.square_hover, palette.square_hover),
        (&assets.square_cursor, palette.square_cursor),
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

fn spawn_backdrop(mut commands: Commands, assets: Res<BoardAssets>, layout: Res<BoardLayout>) {
    commands.spawn((
        Name::new("Board backdrop"),
        Backdrop,
        Mesh2d(assets.square.clone()),
        MeshMaterial2d(assets.grid.clone()),
        backdrop_transform(&layout),
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
        square_transform(&layout, pos),
    ));
}

fn square_transform(layout: &BoardLayout, pos: Pos) -> Transform {
    let cell = layout.cell_size();
    let at = layout.to_world(layout.cell_center(pos));
    Transform::from_translation(at.extend(depth::SQUARE)).with_scale(Vec3::new(
        cell * SQUARE_FILL,
        cell * SQUARE_FILL,
        1.0,
    ))
}

fn backdrop_transform(layout: &BoardLayout) -> Transform {
    let centre = layout.to_world(layout.origin + Vec2::splat(layout.side / 2.0));
    let side = layout.side + layout.cell_size() * (1.0 - SQUARE_FILL);
    Transform::from_translation(centre.extend(depth::BACKDROP)).with_scale(Vec3::new(side, side, 1.0))
}

fn draw_mark(
    add: On<Add, Mark>,
    mut commands: Commands,
    assets: Res<BoardAssets>,
    marks: Query<(&Mark, &Cell)>,
) {
    let Ok((&Mark(player), &Cell(pos))) = marks.get(add.entity) else {
        return;
    };
    let material = assets.marks[player.index()].clone();
    let piece = |angle: f32, mesh: &Handle<Mesh>| {
        (
            MarkPiece { pos, player },
            Mesh2d(mesh.clone()),
            MeshMaterial2d(material.clone()),
            Transform::from_rotation(Quat::from_rotation_z(angle)),
        )
    };
    let visual = commands
        .spawn((
            Name::new(format!("{player} mark")),
            MarkVisual {
                grow: Timer::from_seconds(POP_SECS, TimerMode::Once),
            },
            Transform::from_xyz(0.0, 0.0, depth::MARK).with_scale(Vec3::splat(0.3)),
            Visibility::default(),
            ChildOf(add.entity),
        ))
        .id();
    let quarter = std::f32::consts::FRAC_PI_4;
    match player {
        Player::X => {
            commands.spawn((piece(quarter, &assets.bar), ChildOf(visual)));
            commands.spawn((piece(-quarter, &assets.bar), ChildOf(visual)));
        }
        Player::O => {
            commands.spawn((piece(0.0, &assets.ring), ChildOf(visual)));
        }
    }
}

/// Playing again clears the marks; their drawings go with them. (Leaving the
/// round despawns the squares, which also removes their marks: then the
/// drawings are already going, hence `try_despawn`.)
fn erase_mark(
    remove: On<Remove, Mark>,
    mut commands: Commands,
    children: Query<&Children>,
    visuals: Query<(), With<MarkVisual>>,
) {
    for child in children.iter_descendants(remove.entity) {
        if visuals.contains(child) {
            commands.entity(child).try_despawn();
        }
    }
}

/// Keeps every square where the layout says, so the board fills the window
/// and stays square after a resize.
fn place_board(
    layout: Res<BoardLayout>,
    mut cells: Query<(&Cell, &mut Transform), Without<Backdrop>>,
    mut backdrop: Query<&mut Transform, With<Backdrop>>,
    added: Query<(), Added<Cell>>,
) {
    if !layout.is_changed() && added.is_empty() {
        return;
    }
    for (&Cell(pos), mut transform) in &mut cells {
        transform.set_if_neq(square_transform(&layout, pos));
    }
    for mut transform in &mut backdrop {
        transform.set_if_neq(backdrop_transform(&layout));
    }
}

/// Lights up the square under the mouse or the keyboard cursor, when a human
/// could play there.
fn tint_squares(
    assets: Res<BoardAssets>,
    hover: Res<Hover>,
    cursor: Res<KeyboardCursor>,
    turn: Res<Turn>,
    state: Res<State<GameState>>,
    mut squares: Query<(&Cell, Has<Mark>, &mut MeshMaterial2d<ColorMaterial>)>,
) {
    let live = *state.get() == GameState::Playing && turn.is_human();
    for (&Cell(pos), marked, mut material) in &mut squares {
        let wanted = if !live || marked {
            &assets.square_plain
        } else if cursor.0 == Some(pos) {
            &assets.square_cursor
        } else if hover.0 == Some(pos) {
            &assets.square_hover
        } else {
            &assets.square_plain
        };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
}

fn ease_out(t: f32) -> f32 {
    1.0 - (1.0 - t).powi(3)
}

fn grow_marks(
    time: Res<Time>,
    mut visuals: Query<(&mut MarkVisual, &mut Transform)>,
    mut busy: MessageWriter<StillBusy>,
) {
    for (mut visual, mut transform) in &mut visuals {
        if visual.grow.is_finished() {
            continue;
        }
        visual.grow.tick(time.delta());
        transform.scale = Vec3::splat(0.3 + 0.7 * ease_out(visual.grow.fraction()));
        busy.write(StillBusy::Animating);
    }
}

/// One stroke per winning line; lines that run on in the same direction
/// (five in a row where four win) are one longer stroke.
fn draw_win_lines(mut commands: Commands, result: Res<RoundResult>, assets: Res<BoardAssets>) {
    let RoundResult::Win { lines, .. } = &*result else {
        return;
    };
    for stroke in strokes(lines) {
        commands.spawn((
            Name::new("Winning line"),
            WinLine {
                from: stroke.from,
                to: stroke.to,
                grow: Timer::from_seconds(LINE_SECS, TimerMode::Once),
            },
            Mesh2d(assets.square.clone()),
            MeshMaterial2d(assets.win_line.clone()),
            Transform::from_xyz(0.0, 0.0, depth::WIN_LINE).with_scale(Vec3::new(0.0, 0.0, 1.0)),
            DespawnOnExit(GameState::GameOver),
        ));
    }
}

/// On the end screen every mark outside the winning lines fades, so the
/// lines stand out; in a review of earlier moves nothing is faded.
fn dim_losing_marks(
    mut commands: Commands,
    result: Res<RoundResult>,
    shown: Res<Shown>,
    assets: Res<BoardAssets>,
    mut pieces: Query<(
        Entity,
        &MarkPiece,
        &mut MeshMaterial2d<ColorMaterial>,
        Has<Dimmed>,
    )>,
) {
    let lines = match &*result {
        RoundResult::Win { lines, .. } if !shown.is_past() => lines.as_slice(),
        _ => &[],
    };
    for (entity, piece, mut material, dimmed) in &mut pieces {
        let dim = !lines.is_empty() && !lines.iter().any(|line| line.cells().contains(&piece.pos));
        if dim != dimmed {
            set_dimmed(&mut commands, &assets, entity, piece, &mut material, dim);
        }
    }
}

fn set_dimmed(
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

/// The winning line draws itself from its first mark to its last, running a
/// little past both ends.
fn grow_win_line(
    time: Res<Time>,
    layout: Res<BoardLayout>,
    mut lines: Query<(&mut WinLine, &mut Transform)>,
    mut busy: MessageWriter<StillBusy>,
) {
    for (mut line, mut transform) in &mut lines {
        if !line.grow.is_finished() {
            line.grow.tick(time.delta());
            busy.write(StillBusy::Animating);
        } else if !layout.is_changed() && transform.scale.x != 0.0 {
            continue;
        }
        let from = layout.to_world(layout.cell_center(line.from));
        let to = layout.to_world(layout.cell_center(line.to));
        let overshoot = (to - from).normalize_or_zero() * layout.cell_size() * 0.35;
        let (start, end) = (from - overshoot, to + overshoot);
        let length = start.distance(end) * ease_out(line.grow.fraction());
        let direction = (end - start).normalize_or_zero();
        let centre = start + direction * length / 2.0;
        *transform = Transform::from_translation(centre.extend(depth::WIN_LINE))
            .with_rotation(Quat::from_rotation_z(direction.to_angle()))
            .with_scale(Vec3::new(length, layout.cell_size() * 0.09, 1.0));
    }
}
