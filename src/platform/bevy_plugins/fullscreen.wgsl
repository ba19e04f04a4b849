// One triangle that covers the screen, for the passes that redraw a whole
// view (tonemapping, upscaling, blit). Bevy's 2D and post-processing shaders
// import it by this path; see pipeline_2d.rs for why it is ours.
#define_import_path bevy_core_pipeline::fullscreen_vertex_shader

struct FullscreenVertexOutput {
    @builtin(position)
    position: vec4<f32>,
    // (0, 0) at the top left, (1, 1) at the bottom right.
    @location(0)
    uv: vec2<f32>,
};

// Vertices 0, 1, 2 land at uv (0, 0), (0, 2) and (2, 0): a right triangle
// twice the screen's size whose inside holds the whole screen.
@vertex
fn fullscreen_vertex_shader(@builtin(vertex_index) vertex_index: u32) -> FullscreenVertexOutput {
    let uv = vec2<f32>(f32(vertex_index >> 1u), f32(vertex_index & 1u)) * 2.0;
    let clip = vec2<f32>(uv.x * 2.0 - 1.0, 1.0 - uv.y * 2.0);
    return FullscreenVertexOutput(vec4<f32>(clip, 0.0, 1.0), uv);
}
