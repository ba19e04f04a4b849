//! Bevy's own plugins: those of `DefaultPlugins` that a 2D game drawn with
//! meshes and egui uses, and no others.
//!
//! `DefaultPlugins` builds every plugin its cargo features allow, and a
//! plugin that is built is linked, even when disabled. Among them are the
//! 3D passes (opaque, prepass, deferred, transparency, skybox, mip maps),
//! sprites and tile maps, and on the web a logger the page never uses:
//! about 0.8 MB of the browser's download that never runs. Listing the
//! plugins here leaves them out of the build.

mod pipeline_2d;

use bevy::a11y::AccessibilityPlugin;
use bevy::app::{PanicHandlerPlugin, PluginGroupBuilder, TaskPoolPlugin};
use bevy::asset::AssetPlugin;
use bevy::camera::CameraPlugin;
use bevy::diagnostic::FrameCountPlugin;
use bevy::image::ImagePlugin;
use bevy::input::InputPlugin;
use bevy::mesh::MeshPlugin;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::state::app::StatesPlugin;
use bevy::time::TimePlugin;
use bevy::transform::TransformPlugin;
use bevy::window::WindowPlugin;
use bevy::winit::WinitPlugin;

use super::target;

/// The engine without its drawing, in `DefaultPlugins`' order; each target
/// adds its own (the desktop its terminal log and sound).
pub struct BevyPlugins;

impl PluginGroup for BevyPlugins {
    fn build(self) -> PluginGroupBuilder {
        let plugins = PluginGroupBuilder::start::<Self>()
            .add(PanicHandlerPlugin)
            .add(TaskPoolPlugin::default())
            .add(FrameCountPlugin)
            .add(TimePlugin)
            .add(TransformPlugin)
            .add(InputPlugin)
            .add(WindowPlugin::default())
            .add(AccessibilityPlugin)
            .add(AssetPlugin::default())
            .add(WinitPlugin::default())
            .add(StatesPlugin);
        target::add_bevy_plugins(plugins)
    }
}

/// The renderer and what draws with it, after [`BevyPlugins`]. A group
/// of its own because the browser starts the renderer last: it asks for the
/// page's canvas as soon as it is built, and the window must exist by then
/// (see `target::start_in_steps`).
pub struct RenderPlugins;

impl PluginGroup for RenderPlugins {
    fn build(self) -> PluginGroupBuilder {
        PluginGroupBuilder::start::<Self>()
            .add(RenderPlugin::default())
            .add(ImagePlugin::default())
            .add(MeshPlugin)
            .add(CameraPlugin)
            .add(pipeline_2d::plugin)
    }
}
