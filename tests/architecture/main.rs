//! The shape of the code, read from the sources: the core knows nothing of
//! Bevy, the game layer nothing of pixels, no layer reaches into one above
//! it (the crate's, and the server's own), the paths between files (in
//! `use` declarations and written inline, the whole file read around its
//! test modules) form no cycle, each file has at most one plugin, no file
//! of code (in `src/`, `tests/`, `benches/`, the page's scripts and `.ci/`)
//! has more than 800 lines, and redraws are asked for in one place.
//!
//! - `read`: the files, and the paths in each.
//! - `graph`: which file reaches which, the layers, cycles.
//! - `planted`: the checker's own tests, each on a planted example.

mod graph;
mod planted;
mod read;

use std::path::Path;

use graph::{BESIDE_THE_SERVER_LAYERS, find_cycle, import_graph, server_layer, upward};
use read::{line_limited_files, modules, too_long};

#[test]
fn imports_between_files_form_no_cycle() {
    let graph = import_graph();
    // The reader itself finds real edges: between files, and from a
    // module to its own parts.
    assert!(graph["game::round::placement"].contains("game::round::turn"));
    assert!(graph["ui::input"].contains("ui::input::keyboard"));
    assert!(graph["platform::persist"].contains("platform::target(native)"));
    // In the core, a crate of its own, `crate::` is the core.
    assert!(graph["core::ai"].contains("core::board"));
    // The lobby is read below its `#[cfg(test)] mod tests;`, and its tests'
    // file is left out.
    assert!(graph["server::lobby"].contains("server::room"));
    assert!(!graph.contains_key("server::lobby::tests"));
    if let Some(cycle) = find_cycle(&graph) {
        panic!("import cycle: {}", cycle.join(" -> "));
    }
}

#[test]
fn no_layer_reaches_into_one_above_it() {
    let graph = import_graph();
    // Inline paths are read: the keeper reaches the store this way.
    assert!(graph["server::ratings_store::keeper"].contains("server::ratings_store::sqlite"));
    let upward = upward(&graph);
    assert!(upward.is_empty(), "reaching upward:\n{}", upward.join("\n"));
}

/// A new file of the server says which layer it is in, so the rule above
/// holds for it too.
#[test]
fn every_file_of_the_server_is_in_a_layer() {
    for (module, (file, _)) in modules() {
        if module.starts_with("server::") && !BESIDE_THE_SERVER_LAYERS.contains(&module.as_str()) {
            assert!(
                server_layer(&module).is_some(),
                "{} is in none of the server's layers (tests/architecture/graph.rs)",
                file.display()
            );
        }
    }
}

#[test]
fn no_file_of_code_is_over_800_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = line_limited_files(root);
    for folder in ["src", "tests", "benches", "web", ".ci"] {
        let counted = files.iter().any(|file| file.starts_with(root.join(folder)));
        assert!(counted, "no file of {folder}/ is counted");
    }
    let long = too_long(root);
    assert!(long.is_empty(), "{}", long.join("\n"));
}

#[test]
fn the_core_knows_nothing_of_bevy() {
    for (module, (file, text)) in modules() {
        if module == "core" || module.starts_with("core::") {
            assert!(!text.contains("bevy"), "{} mentions Bevy", file.display());
        }
    }
}

/// The game layer is the rules of play as Bevy systems: where things are on
/// screen, and how they are drawn or touched, are the interface's.
#[test]
fn the_game_layer_holds_no_pixels() {
    let pixels = [
        "crate::ui",
        "bevy_egui",
        "Vec2",
        "Rect",
        "Window",
        "Mesh",
        "Color",
        "Touches",
        "MouseButton",
        "KeyboardInput",
    ];
    for (module, (file, text)) in modules() {
        if module == "game" || module.starts_with("game::") {
            for word in pixels {
                assert!(!text.contains(word), "{} mentions {word}", file.display());
            }
        }
    }
}

#[test]
fn one_plugin_per_file() {
    for (_, (file, text)) in modules() {
        let plugins = text.matches("fn plugin(app: &mut App)").count();
        assert!(plugins <= 1, "{} has {plugins} plugins", file.display());
    }
}

#[test]
fn only_the_platform_layer_asks_for_redraws() {
    for (module, (file, text)) in modules() {
        if !module.starts_with("platform") {
            assert!(
                !text.contains("RequestRedraw"),
                "{} asks for redraws itself",
                file.display()
            );
        }
    }
}
