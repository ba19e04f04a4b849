//! Which file reaches which, the layers they stand in, and cycles.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use crate::read::{
    children, expand, inline_paths, modules, resolve, test_module_names, use_declarations,
};

pub type Graph = BTreeMap<String, BTreeSet<String>>;

/// Which file reaches which. A module reaching its own parts counts (it
/// uses them); a part reaching the module it is part of does not (it is
/// inside it), so `a/mod.rs` -> `a/b.rs` -> `c.rs` -> `a/mod.rs` is a
/// cycle, and a part using its parent's types is not.
pub fn import_graph() -> Graph {
    import_graph_of(&modules())
}

/// The graph of [`import_graph`], for any modules (by module path: file
/// and text). A test module's own file (`#[cfg(test)] mod tests;`) is left
/// out, as a test module written inline is.
pub fn import_graph_of(known: &BTreeMap<String, (PathBuf, String)>) -> Graph {
    let tests: Vec<String> = known
        .iter()
        .flat_map(|(module, (_, text))| {
            test_module_names(text)
                .into_iter()
                .map(move |name| match module.as_str() {
                    "" => name,
                    _ => format!("{module}::{name}"),
                })
        })
        .collect();
    let is_test = |module: &str| {
        tests
            .iter()
            .any(|t| module == t || module.starts_with(&format!("{t}::")))
    };
    let mut graph = BTreeMap::new();
    for (module, (_, text)) in known {
        if is_test(module) {
            continue;
        }
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
                && !is_test(&target)
            {
                edges.insert(target);
            }
        }
        graph.insert(module.clone(), edges);
    }
    graph
}

/// What puts the layers together and is in none: the crate's root and
/// `main.rs` (""), the binaries' entry points and the build script.
const OUTSIDE_THE_LAYERS: [&str; 3] = ["", "bin", "build"];

/// The layers, lowest first, and those each may reach: what is above a
/// layer is never its business.
fn may_reach(layer: &str) -> Option<&'static [&'static str]> {
    Some(match layer {
        "core" => &[],
        "packed" => &[],
        "net" => &["core"],
        "i18n" => &["packed"],
        "game" => &["i18n", "net", "core", "packed"],
        "ui" => &["game", "i18n", "net", "core", "packed"],
        "platform" => &["ui", "game", "i18n", "net", "core", "packed"],
        // A presentation beside `ui` that takes its keymap, and the
        // device's settings from `platform`, and draws without either.
        "terminal" => &[
            "platform", "ui", "game", "i18n", "net", "core", "packed", "cli",
        ],
        "server" => &["net", "core"],
        "cli" => &[],
        _ => return None,
    })
}

/// The server's own layers, lowest first, by the names of their files and
/// folders (ARCHITECTURE.md's table): none reaches one after it, so the
/// pure rules reach none of the others.
pub const SERVER_LAYERS: [(&str, &[&str]); 5] = [
    (
        "rules",
        &["room", "lobby", "guard", "names", "refusal", "rating_maths"],
    ),
    ("ratings", &["ratings_store"]),
    ("where rooms are", &["nodes", "cluster"]),
    (
        "network",
        &[
            "listen",
            "admission",
            "http",
            "socket",
            "outbox",
            "shared",
            "run",
            "metrics",
        ],
    ),
    ("commands", &["moderate"]),
];

/// Beside the server's layers (as its root, `server/mod.rs`, is): the
/// plain client of the tests and benchmarks.
pub const BESIDE_THE_SERVER_LAYERS: [&str; 1] = ["server::client"];

/// The server layer a module of the server stands in (its place in
/// [`SERVER_LAYERS`]), if it is in one.
pub fn server_layer(module: &str) -> Option<usize> {
    let name = module.strip_prefix("server::")?.split("::").next()?;
    SERVER_LAYERS
        .iter()
        .position(|(_, names)| names.contains(&name))
}

/// Each edge of the graph that reaches a layer above its own: between the
/// crate's layers, and between the server's.
pub fn upward(graph: &Graph) -> Vec<String> {
    let mut upward = Vec::new();
    for (module, edges) in graph {
        let layer = module.split("::").next().unwrap_or_default();
        let Some(allowed) = may_reach(layer) else {
            // A new layer says what it may reach before it is added.
            if !OUTSIDE_THE_LAYERS.contains(&layer) {
                upward.push(format!(
                    "{module}: in no layer (tests/architecture/graph.rs)"
                ));
            }
            continue;
        };
        for target in edges {
            let to = target.split("::").next().unwrap_or_default();
            let above = match (server_layer(module), server_layer(target)) {
                (Some(from), Some(to)) => to > from,
                _ => false,
            };
            if above || (to != layer && !allowed.contains(&to)) {
                upward.push(format!("{module} -> {target}"));
            }
        }
    }
    upward
}

/// A cycle in the graph, if there is one.
pub fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
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
