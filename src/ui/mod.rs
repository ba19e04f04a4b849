//! What the player sees and touches: the [`board`] drawn from the square
//! entities, the [`title`] screen and the [`round`]'s screen around the
//! board, the [`help`], all laid out by [`layout`] and drawn with one
//! [`theme`] and set of [`widgets`]; and the player's [`input`], read
//! through one keymap. egui draws the text and controls ([`egui_host`]).

pub mod board;
pub mod egui_host;
pub mod help;
pub mod input;
pub mod layout;
pub mod overlay;
pub mod round;
pub mod scripts;
pub mod theme;
pub mod title;
pub mod widgets;

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use wgpu_types::DeviceType;

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera);
    app.add_plugins((
        layout::plugin,
        input::plugin,
        overlay::plugin,
        theme::plugin,
        egui_host::plugin,
        scripts::plugin,
        board::plugin,
        round::plugin,
        title::plugin,
        help::plugin,
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
