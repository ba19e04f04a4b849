//! Ultimate's small boards as the player sees them: a frame round the one
//! the last move sends the next player to, a large mark over each won
//! board with its small marks faded, and the squares no move can go to
//! greyed (through [`out_of_play`], which the board's view asks).

use bevy::prelude::*;

use super::view::{self, BOARD_MARK_FILL, BoardAssets, Dimmed, MarkPiece, depth};
use crate::core::ultimate::SmallBoard;
use crate::core::{Player, Pos};
use crate::game::round::Round;
use crate::game::round::board::Shown;
use crate::game::round::outcome::RoundResult;
use crate::game::state::{GameState, InRound};
use crate::ui::layout::BoardLayout;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(InRound), spawn_frame);
    app.add_systems(
        Update,
        (
            show_frame,
            mark_won_boards,
            place_board_marks,
            fade_closed_boards,
        )
            .chain()
            .run_if(in_state(InRound)),
    );
}

/// The frame round the small board the next move must go to.
#[derive(Component)]
struct SentFrame;

/// A won small board's large mark (reading order, 0 to 8).
#[derive(Component, Clone, Debug, PartialEq, Eq)]
struct BoardMark {
    board: u8,
    player: Player,
}

/// A stroke of a [`BoardMark`], its child.
#[derive(Component, Clone)]
struct BoardMarkStroke;

/// The small board (0 to 8, reading order) a square is in.
fn small_board_of(pos: Pos) -> u8 {
    (pos.row / 3) * 3 + pos.col / 3
}

fn spawn_frame(mut commands: Commands, assets: Res<BoardAssets>, round: Res<Round>) {
    if !round.game().rules().is_ultimate() {
        return;
    }
    commands.spawn((
        Name::new("Where the next move goes"),
        SentFrame,
        Mesh2d(assets.cursor.clone()),
        MeshMaterial2d(assets.sent_frame.clone()),
        Transform::from_xyz(0.0, 0.0, depth::BOARD_MARK),
        Visibility::Hidden,
        DespawnOnExit(InRound),
    ));
}

/// The small board as a transform for a unit mesh, `fill` of its side.
fn block_transform(layout: &BoardLayout, board: u8, fill: f32, z: f32) -> Transform {
    let rect = layout.block_rect(board / 3, board % 3);
    let centre = layout.to_world(rect.center());
    let side = rect.width() * fill;
    Transform::from_translation(centre.extend(z)).with_scale(Vec3::new(side, side, 1.0))
}

fn show_frame(
    round: Res<Round>,
    shown: Res<Shown>,
    state: Res<State<GameState>>,
    layout: Res<BoardLayout>,
    mut frame: Query<(&mut Transform, &mut Visibility), With<SentFrame>>,
) {
    let Ok((mut transform, mut visibility)) = frame.single_mut() else {
        return;
    };
    let board = shown.board(&round);
    let sent = board
        .ultimate()
        .filter(|p| !p.outcome().is_over() && *state.get() == GameState::Playing)
        .and_then(|p| p.next_board());
    match sent {
        Some(small) => {
            // Over the gap round the board, so the frame hides no square.
            let gap = layout.cell_size() * 0.3;
            let side = layout.block_rect(0, 0).width();
            let fill = (side + gap) / side;
            transform.set_if_neq(block_transform(&layout, small, fill, depth::BOARD_MARK));
            visibility.set_if_neq(Visibility::Inherited);
        }
        None => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}

/// One large mark per won small board, drawn with the pen when the board
/// is won and gone when a move is taken back.
fn mark_won_boards(
    mut commands: Commands,
    assets: Res<BoardAssets>,
    layout: Res<BoardLayout>,
    round: Res<Round>,
    shown: Res<Shown>,
    marks: Query<(Entity, &BoardMark)>,
) {
    if !round.is_changed() && !shown.is_changed() {
        return;
    }
    let board = shown.board(&round);
    let wanted: Vec<BoardMark> = board
        .ultimate()
        .map(|position| {
            (0..9)
                .filter_map(|small| match position.small_board(small) {
                    SmallBoard::Won(player) => Some(BoardMark {
                        board: small,
                        player,
                    }),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default();
    for (entity, mark) in &marks {
        if !wanted.contains(mark) {
            commands.entity(entity).despawn();
        }
    }
    for mark in wanted {
        if marks.iter().any(|(_, have)| *have == mark) {
            continue;
        }
        let parent = commands
            .spawn((
                Name::new(format!("{} won board {}", mark.player, mark.board)),
                mark.clone(),
                block_transform(&layout, mark.board, BOARD_MARK_FILL, depth::BOARD_MARK),
                Visibility::Inherited,
                DespawnOnExit(InRound),
            ))
            .id();
        view::pen_strokes(
            &mut commands,
            &assets,
            (mark.player, mark.player),
            parent,
            BoardMarkStroke,
        );
    }
}

/// Keeps the large marks on their boards after a resize.
fn place_board_marks(layout: Res<BoardLayout>, mut marks: Query<(&BoardMark, &mut Transform)>) {
    if !layout.is_changed() {
        return;
    }
    for (mark, mut transform) in &mut marks {
        transform.set_if_neq(block_transform(
            &layout,
            mark.board,
            BOARD_MARK_FILL,
            depth::BOARD_MARK,
        ));
    }
}

/// Small marks fade once their board is closed, and all of them once the
/// game is won, so the large marks and the winning line stand out.
fn fade_closed_boards(
    mut commands: Commands,
    round: Res<Round>,
    shown: Res<Shown>,
    result: Res<RoundResult>,
    assets: Res<BoardAssets>,
    mut pieces: Query<(
        Entity,
        &MarkPiece,
        &mut MeshMaterial2d<ColorMaterial>,
        Has<Dimmed>,
    )>,
) {
    let board = shown.board(&round);
    let Some(position) = board.ultimate() else {
        return;
    };
    let game_won = matches!(*result, RoundResult::Win { .. }) && !shown.is_past();
    for (entity, piece, mut material, dimmed) in &mut pieces {
        let dim = game_won || position.closed() & (1 << small_board_of(piece.pos)) != 0;
        if dim != dimmed {
            view::set_dimmed(&mut commands, &assets, entity, piece, &mut material, dim);
        }
    }
}
