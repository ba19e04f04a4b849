//! The board as entities: one per square, with a [`Mark`] where the game has
//! one. They are a view of the round's game, kept in step by one system;
//! nothing else writes them. They show the game now, or, while the player
//! looks back through the moves ([`Shown`]), as it was then.

use bevy::prelude::*;

use super::Round;
use crate::core::{Board, Player, Pos};
use crate::game::sets::GameSystems;
use crate::game::state::InRound;

pub(super) fn plugin(app: &mut App) {
    app.register_type::<Cell>().register_type::<Mark>();
    app.init_resource::<Shown>();
    app.register_type::<Shown>();
    app.add_systems(
        Update,
        sync_board
            .in_set(GameSystems::Follow)
            .run_if(in_state(InRound)),
    );
}

/// A square of the board. Its mark, once placed, is a [`Mark`] on the same entity.
#[derive(Component, Reflect, Clone, Copy, Debug, PartialEq, Eq)]
#[reflect(opaque)]
#[reflect(Component, Clone, Debug, PartialEq)]
pub struct Cell(pub Pos);

/// The mark on a [`Cell`], as the round's game has it.
#[derive(Component, Reflect, Clone, Copy, Debug, PartialEq, Eq)]
#[reflect(opaque)]
#[reflect(Component, Clone, Debug, PartialEq)]
pub struct Mark(pub Player);

/// Which moment of the round the board shows: `None` now, `Some(n)` the
/// position after its first `n` moves. The board cannot be played on while
/// it shows the past.
#[derive(Resource, Reflect, Default, Clone, Copy, Debug, PartialEq, Eq)]
#[reflect(Resource)]
pub struct Shown(pub Option<usize>);

impl Shown {
    /// The board the player sees.
    pub fn board(&self, round: &Round) -> Board {
        match self.0 {
            Some(ply) => round.game().board_after(ply),
            None => *round.game().board(),
        }
    }

    pub fn is_past(&self) -> bool {
        self.0.is_some()
    }
}

/// Makes the board's entities show the round's game: a square entity for
/// every square of its rules, and a [`Mark`] exactly where the game has a
/// mark. Spawns the squares on the first frame of a round (they live as
/// long as [`InRound`]), respawns them if the rules ever differ, and adds or
/// removes marks when the game changes (a move, a new round, later an undo).
fn sync_board(
    mut commands: Commands,
    round: Res<Round>,
    shown: Res<Shown>,
    cells: Query<(Entity, &Cell, Option<&Mark>)>,
) {
    // Checked here rather than as a run condition: a condition would also
    // see the change made in the menu's last frame and then miss it here.
    if !round.is_changed() && !shown.is_changed() && !cells.is_empty() {
        return;
    }
    let board = &shown.board(&round);
    let rules = board.rules();
    let fits = cells.iter().len() == rules.cell_count()
        && cells.iter().all(|(_, cell, _)| rules.contains(cell.0));
    if !fits {
        for (entity, ..) in &cells {
            commands.entity(entity).despawn();
        }
        for pos in rules.positions() {
            let mut square = commands.spawn((
                Name::new(format!("Square {},{}", pos.row, pos.col)),
                Cell(pos),
                DespawnOnExit(InRound),
            ));
            if let Some(player) = board.get(pos) {
                square.insert(Mark(player));
            }
        }
        return;
    }
    for (entity, &Cell(pos), mark) in &cells {
        match (board.get(pos), mark) {
            (Some(player), Some(&Mark(shown))) if player == shown => {}
            (Some(player), _) => {
                // Removed first so the view sees a new mark, not a changed one.
                commands
                    .entity(entity)
                    .remove::<Mark>()
                    .insert(Mark(player));
            }
            (None, Some(_)) => {
                commands.entity(entity).remove::<Mark>();
            }
            (None, None) => {}
        }
    }
}
