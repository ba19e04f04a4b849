//! The shape of the code, read from the sources: the core knows nothing of
//! Bevy, the game layer nothing of pixels, no layer reaches into one above
//! it, the paths between files (in `use` declarations and written inline)
//! form no cycle, each file has at most one plugin and at most 800 lines,
//! and redraws are asked for in one place.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, at any depth.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(dir, &mut files);
    files
}

/// The files held to the 800-line limit, under the project's folder `root`.
fn line_limited_files(root: &Path) -> Vec<PathBuf> {
    rust_files(&root.join("src"))
}

/// The files of `line_limited_files` longer than 800 lines, with their
/// length.
fn too_long(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for file in line_limited_files(root) {
        let lines = std::fs::read_to_string(&file).unwrap().lines().count();
        if lines > 800 {
            out.push(format!("{} has {lines} lines", file.display()));
        }
    }
    out
}

/// Every `.rs` file under `src/`, by module path ("game::round::board").
fn modules() -> BTreeMap<String, (PathBuf, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = rust_files(&src);
    let mut out = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap().with_extension("");
        let mut parts: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if parts
            .last()
            .is_some_and(|p| p == "mod" || p == "lib" || p == "main")
        {
            parts.pop();
        }
        // platform/native.rs and platform/web.rs are both `platform::target`.
        if parts.len() == 2 && parts[0] == "platform" && (parts[1] == "native" || parts[1] == "web")
        {
            parts[1] = format!("target({})", parts[1]);
        }
        let text = std::fs::read_to_string(&file).unwrap();
        out.insert(parts.join("::"), (file, text));
    }
    out
}

/// The `use` declarations of a file, each as its full text without `use`
/// and `;` (test modules left out: they may import what they test).
fn use_declarations(text: &str) -> Vec<String> {
    let text = match text.find("#[cfg(test)]") {
        Some(at) => &text[..at],
        None => text,
    };
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("use ") {
        let before = &rest[..at];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let prefix = before[line_start..].trim();
        rest = &rest[at + 4..];
        if !(prefix.is_empty() || prefix == "pub" || prefix.starts_with("pub(")) {
            continue;
        }
        let Some(end) = rest.find(';') else { break };
        out.push(rest[..end].split_whitespace().collect::<Vec<_>>().join(""));
        rest = &rest[end..];
    }
    out
}

/// `a::{b, c::{d, e}}` as `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let Some(open) = tree.find('{') else {
        return vec![tree.to_string()];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap()];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(|p| expand(&format!("{prefix}{p}")))
        .collect()
}

/// The module a `use` path lands in, from the file of module `from`.
fn resolve(from: &str, path: &str, known: &BTreeMap<String, (PathBuf, String)>) -> Option<String> {
    let mut segments: Vec<&str> = path.split("::").collect();
    let mut base: Vec<String> = match segments.first() {
        Some(&"crate") => {
            segments.remove(0);
            Vec::new()
        }
        Some(&"super") | Some(&"self") => from
            .split("::")
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect(),
        _ => return None, // another crate
    };
    while let Some(&first) = segments.first() {
        match first {
            "super" => {
                base.pop();
            }
            "self" => {}
            _ => break,
        }
        segments.remove(0);
    }
    // The longest prefix that is a file of this crate.
    let mut best = Some(base.join("::")).filter(|m| known.contains_key(m));
    for segment in segments {
        let segment = segment.split(" as ").next().unwrap();
        base.push(segment.to_string());
        let name = base.join("::");
        let target = if name == "platform::target" {
            "platform::target(native)".to_string()
        } else {
            name
        };
        if known.contains_key(&target) {
            best = Some(target);
        }
    }
    best
}

/// The modules a file declares as its own parts (`mod keyboard;`).
fn children(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let line = line.trim();
            let rest = line
                .strip_prefix("pub mod ")
                .or_else(|| line.strip_prefix("mod "))
                .or_else(|| line.strip_prefix("pub(crate) mod "))
                .or_else(|| line.strip_prefix("pub(super) mod "))?;
            rest.strip_suffix(';').map(String::from)
        })
        .collect()
}

/// The paths written inline in a file's code (`crate::game::Round`,
/// `super::turn::Turn`, `keyboard::plugin` for its own part `keyboard`),
/// outside comments and test modules: a file may reach another without a
/// `use`.
fn inline_paths(text: &str) -> Vec<String> {
    let own: Vec<String> = children(text)
        .into_iter()
        .map(|c| format!("{c}::"))
        .collect();
    let text = match text.find("#[cfg(test)]") {
        Some(at) => &text[..at],
        None => text,
    };
    let mut out = Vec::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or_default();
        let trimmed = code.trim_start();
        if trimmed.starts_with("use ") || trimmed.starts_with("pub use ") {
            continue;
        }
        let starts = ["crate::".to_string(), "super::".to_string()];
        for start in starts.iter().chain(&own) {
            let start = start.as_str();
            let mut from = 0;
            while let Some(at) = code[from..].find(start) {
                let at = from + at;
                from = at + start.len();
                let before = code[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                    continue;
                }
                let path: String = code[at..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                let path = path.trim_end_matches(':');
                if own.iter().any(|child| start == child) {
                    out.push(format!("self::{path}"));
                } else {
                    out.push(path.to_string());
                }
            }
        }
    }
    out
}

/// Which file reaches which. A module reaching its own parts counts (it
/// uses them); a part reaching the module it is part of does not (it is
/// inside it), so `a/mod.rs` -> `a/b.rs` -> `c.rs` -> `a/mod.rs` is a
/// cycle, and a part using its parent's types is not.
fn import_graph() -> BTreeMap<String, BTreeSet<String>> {
    import_graph_of(&modules())
}

/// The graph of `import_graph`, for any modules (by module path: file and
/// text).
fn import_graph_of(
    known: &BTreeMap<String, (PathBuf, String)>,
) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph = BTreeMap::new();
    for (module, (_, text)) in known {
        let own = children(text);
        let mut edges = BTreeSet::new();
        let declared = use_declarations(text).into_iter().flat_map(|d| expand(&d));
        for path in declared.chain(inline_paths(text)) {
            // `use keyboard::X;` for its own part `keyboard`.
            let first = path.split("::").next().unwrap_or_default();
            let path = if own.iter().any(|child| child == first) {
                format!("self::{path}")
            } else {
                path
            };
            if let Some(target) = resolve(module, &path, known)
                && target != *module
                && !module.starts_with(&format!("{target}::"))
            {
                edges.insert(target);
            }
        }
        graph.insert(module.clone(), edges);
    }
    graph
}

/// The layers, lowest first, and those each may reach: what is above a
/// layer is never its business.
fn may_reach(layer: &str) -> Option<&'static [&'static str]> {
    Some(match layer {
        "core" => &[],
        "net" => &["core"],
        "i18n" => &[],
        "game" => &["i18n", "net", "core"],
        "ui" => &["game", "i18n", "net", "core"],
        "platform" => &["ui", "game", "i18n", "net", "core"],
        "server" => &["net", "core"],
        _ => return None,
    })
}

/// A cycle in the graph, if there is one.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        done: &mut BTreeSet<String>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut cycle = path[at..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, done, path) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    for node in graph.keys() {
        if let Some(cycle) = visit(node, graph, &mut done, &mut Vec::new()) {
            return Some(cycle);
        }
    }
    None
}

#[test]
fn imports_between_files_form_no_cycle() {
    let graph = import_graph();
    // The reader itself finds real edges: between files, and from a
    // module to its own parts.
    assert!(graph["game::round::placement"].contains("game::round::turn"));
    assert!(graph["ui::input"].contains("ui::input::keyboard"));
    assert!(graph["platform::persist"].contains("platform::target(native)"));
    if let Some(cycle) = find_cycle(&graph) {
        panic!("import cycle: {}", cycle.join(" -> "));
    }
}

#[test]
fn no_layer_reaches_into_one_above_it() {
    let graph = import_graph();
    // Inline paths are read: the server's lobby reaches the room this way.
    assert!(graph["server::lobby::rating"].contains("server::ratings"));
    let upward = upward(&graph);
    assert!(upward.is_empty(), "reaching upward:\n{}", upward.join("\n"));
}

/// Each edge of the graph that reaches a layer above its own.
fn upward(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut upward = Vec::new();
    for (module, edges) in graph {
        let layer = module.split("::").next().unwrap_or_default();
        let Some(allowed) = may_reach(layer) else {
            continue;
        };
        for target in edges {
            let to = target.split("::").next().unwrap_or_default();
            if to != layer && !allowed.contains(&to) {
                upward.push(format!("{module} -> {target}"));
            }
        }
    }
    upward
}

#[test]
fn inline_paths_are_read_as_written() {
    let code = "let x = crate::game::round::Round::new();\n\
                // crate::ui::not_read\n\
                fn f() -> super::turn::Turn { my_crate::other() }\n";
    assert_eq!(
        inline_paths(code),
        ["crate::game::round::Round::new", "super::turn::Turn"]
    );
}

#[test]
fn no_source_file_is_over_800_lines() {
    let long = too_long(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(long.is_empty(), "{}", long.join("\n"));
}

#[test]
fn the_cycle_finder_finds_cycles() {
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec![]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.into_iter().map(String::from).collect()))
    .collect();
    assert_eq!(find_cycle(&graph).unwrap(), ["a", "b", "c", "a"]);
    assert_eq!(
        expand("crate::game::{sets::GameSystems,round::{Round,turn::Turn}}"),
        [
            "crate::game::sets::GameSystems",
            "crate::game::round::Round",
            "crate::game::round::turn::Turn"
        ]
    );
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
