//! What the player sees: the board drawn from the square entities, and the
//! egui menu and panels around it.

pub mod board_view;
pub mod coach_view;
pub mod egui_host;
pub mod hud;
pub mod menu;
pub mod online_panel;
pub mod result_card;
pub mod sound_controls;
pub mod theme;

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use wgpu_types::DeviceType;

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera);
    app.add_plugins((
        theme::plugin,
        egui_host::plugin,
        result_card::plugin,
        board_view::plugin,
        coach_view::plugin,
        hud::plugin,
        menu::plugin,
    ));
}

fn spawn_camera(mut commands: Commands, adapter: Option<Res<RenderAdapterInfo>>) {
    let msaa = msaa_for(adapter.map(|adapter| adapter.device_type));
    commands.spawn((Name::new("Camera"), Camera2d, msaa));
}

/// Smooth edges, except on a renderer without a GPU (SwiftShader in a
/// browser, llvmpipe), where four samples a pixel made every frame slow:
/// in headless Chromium the browser tests took 2.5 times as long.
fn msaa_for(device: Option<DeviceType>) -> Msaa {
    match device {
        Some(DeviceType::Cpu) => Msaa::Off,
        _ => Msaa::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_software_renderer_draws_without_multisampling() {
        assert_eq!(msaa_for(Some(DeviceType::Cpu)), Msaa::Off);
        assert_eq!(msaa_for(Some(DeviceType::IntegratedGpu)), Msaa::Sample4);
        assert_eq!(msaa_for(None), Msaa::Sample4);
    }
}
