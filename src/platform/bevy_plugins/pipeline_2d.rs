//! Bevy's 2D render pipeline, without its 3D half, and the 2D meshes the
//! board is drawn with, without sprites and tile maps.
//!
//! `CorePipelinePlugin` adds the 2D and 3D pipelines together, so this adds
//! its 2D parts one by one, with the little glue it also holds: the full
//! screen triangle its passes share, and the render graph's two steps (run
//! each camera's schedule, then submit the commands).

use std::path::{Path, PathBuf};

use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::core_pipeline::FullscreenShader;
use bevy::core_pipeline::blit::BlitPlugin;
use bevy::core_pipeline::core_2d::{AlphaMask2d, Core2dPlugin, Opaque2d};
use bevy::core_pipeline::schedule::camera_driver;
use bevy::core_pipeline::tonemapping::TonemappingPlugin;
use bevy::core_pipeline::upscaling::UpscalingPlugin;
use bevy::prelude::*;
use bevy::render::batching::sort_binned_render_phase;
use bevy::render::renderer::{PendingCommandBuffers, RenderGraph, RenderGraphSystems, RenderQueue};
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::sprite_render::{ColorMaterialPlugin, Mesh2dRenderPlugin};

/// Where `FullscreenShader` loads its shader from: the path
/// `CorePipelinePlugin` would embed Bevy's copy at.
const FULLSCREEN_SHADER: &str = "bevy_core_pipeline/fullscreen_vertex_shader/fullscreen.wgsl";

pub fn plugin(app: &mut App) {
    embed_fullscreen_shader(app.world());
    app.add_plugins((
        Core2dPlugin,
        BlitPlugin,
        TonemappingPlugin,
        UpscalingPlugin,
        Mesh2dRenderPlugin,
        ColorMaterialPlugin,
    ));

    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    render_app
        .init_resource::<FullscreenShader>()
        .add_systems(
            RenderGraph,
            (
                camera_driver.in_set(RenderGraphSystems::Render),
                submit_command_buffers.in_set(RenderGraphSystems::Submit),
            ),
        )
        // Opaque 2D meshes are drawn in bins; sprites' plugin sorts them.
        .add_systems(
            Render,
            (
                sort_binned_render_phase::<Opaque2d>,
                sort_binned_render_phase::<AlphaMask2d>,
            )
                .in_set(RenderSystems::PhaseSort),
        );
}

fn embed_fullscreen_shader(world: &World) {
    world.resource::<EmbeddedAssetRegistry>().insert_asset(
        PathBuf::new(),
        Path::new(FULLSCREEN_SHADER),
        include_bytes!("fullscreen.wgsl").as_slice(),
    );
}

/// What the cameras' passes recorded this frame, to the GPU.
fn submit_command_buffers(mut pending: ResMut<PendingCommandBuffers>, queue: Res<RenderQueue>) {
    let buffers = pending.take();
    if !buffers.is_empty() {
        queue.submit(buffers);
    }
}

#[cfg(test)]
mod tests {
    use bevy::app::TaskPoolPlugin;
    use bevy::shader::Shader;

    use super::*;

    /// If a Bevy release moves its fullscreen shader, the 2D passes would
    /// load a file nobody embeds and draw nothing.
    #[test]
    fn our_fullscreen_shader_sits_where_bevy_loads_it_from() {
        let mut app = App::new();
        app.add_plugins((TaskPoolPlugin::default(), AssetPlugin::default()));
        app.init_asset::<Shader>();
        embed_fullscreen_shader(app.world());

        let shader = FullscreenShader::from_world(app.world_mut()).shader();
        let path = shader
            .path()
            .expect("the fullscreen shader is loaded from a path");
        assert_eq!(path.to_string(), format!("embedded://{FULLSCREEN_SHADER}"));
        let registry = app.world().resource::<EmbeddedAssetRegistry>();
        assert!(
            registry
                .remove_asset(Path::new(FULLSCREEN_SHADER))
                .is_some()
        );
    }
}
