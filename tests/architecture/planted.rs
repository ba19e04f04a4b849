//! The checker's own tests, each on a planted example: what it must find,
//! it finds. The four holes a reading found (issue 51) each have one here.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::graph::{Graph, find_cycle, import_graph_of, upward};
use crate::read::{expand, inline_paths, too_long, use_declarations};

/// A graph from `(module, modules it reaches)`.
fn graph(edges: &[(&str, &[&str])]) -> Graph {
    edges
        .iter()
        .map(|(from, to)| (from.to_string(), to.iter().map(|t| t.to_string()).collect()))
        .collect()
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
fn the_cycle_finder_finds_cycles() {
    let graph = graph(&[("a", &["b"]), ("b", &["c"]), ("c", &["a"]), ("d", &[])]);
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

/// Hole (a): the reader stopped at a file's first `#[cfg(test)]`, so a
/// test module declared at its top hid the file below it.
#[test]
fn a_test_module_hides_only_itself() {
    let declared = "mod rated_rounds;\n#[cfg(test)]\nmod tests;\n\n\
                    use crate::server::ratings_store::Finished;\n\
                    fn f() { crate::server::room::open(); }\n";
    assert_eq!(
        use_declarations(declared),
        ["crate::server::ratings_store::Finished"]
    );
    assert_eq!(inline_paths(declared), ["crate::server::room::open"]);
    let block = "#[cfg(test)]\nmod tests {\n    use crate::game::Round;\n\
                 \n    fn f() { if x { crate::ui::y(\"}\"); } }\n}\n\
                 use crate::server::names;\nfn g() { crate::server::guard::h(); }\n";
    assert_eq!(use_declarations(block), ["crate::server::names"]);
    assert_eq!(inline_paths(block), ["crate::server::guard::h"]);
    // What else `#[cfg(test)]` marks is code like any other.
    let helper = "#[cfg(test)]\nimpl Store {\n    fn f() { crate::server::names::g(); }\n}\n";
    assert_eq!(inline_paths(helper), ["crate::server::names::g"]);
}

/// Hole (b): the loop lobby -> ratings_store -> ratings_store::keeper -> lobby went
/// unseen, the lobby's `use` being below its `#[cfg(test)] mod tests;`.
/// The test module's own file is left out (it may import what it tests).
#[test]
fn a_cycle_below_a_test_module_is_found() {
    let planted: BTreeMap<String, (PathBuf, String)> = [
        (
            "server::lobby",
            "mod rated_rounds;\n#[cfg(test)]\nmod tests;\nuse crate::server::ratings_store::{Finished, NoShow};\n",
        ),
        ("server::lobby::rated_rounds", "use crate::server::ratings_store::Rating;\n"),
        ("server::lobby::tests", "use crate::server::ratings_store::Store;\n"),
        ("server::ratings_store", "pub mod keeper;\npub use keeper::Keeper;\n"),
        ("server::ratings_store::keeper", "use crate::server::lobby::Searcher;\n"),
    ]
    .into_iter()
    .map(|(module, text)| (module.to_string(), (PathBuf::from(module), text.to_string())))
    .collect();
    let graph = import_graph_of(&planted);
    assert_eq!(
        find_cycle(&graph).expect("the planted cycle is found"),
        [
            "server::lobby",
            "server::ratings_store",
            "server::ratings_store::keeper",
            "server::lobby"
        ]
    );
    assert!(!graph.contains_key("server::lobby::tests"));
}

/// Hole (c): only the crate's layers were checked, so inside the server
/// the pure rules could reach the store and the network above them;
/// reaching down stays allowed.
#[test]
fn the_server_layers_are_checked() {
    let graph = graph(&[
        ("server::lobby", &["server::room", "server::socket"]),
        (
            "server::lobby::rated_rounds",
            &["server::ratings_store", "server::rating_maths"],
        ),
        ("server::names", &["server::nodes"]),
        (
            "server::ratings_store::keeper",
            &["server::lobby", "server::names"],
        ),
        (
            "server::nodes::redis",
            &["server::cluster", "server::ratings_store"],
        ),
        (
            "server::socket",
            &["server::lobby", "server::nodes", "server::shared"],
        ),
        ("server::room", &["game::round"]),
    ]);
    assert_eq!(
        upward(&graph),
        [
            "server::lobby -> server::socket",
            "server::lobby::rated_rounds -> server::ratings_store",
            "server::names -> server::nodes",
            "server::room -> game::round",
        ]
    );
}

/// A module of a layer nobody named went unchecked: a new top-level
/// folder must say what it may reach first.
#[test]
fn a_module_in_no_layer_is_found() {
    let graph = graph(&[
        ("terminal::screen", &["game::round", "ui::input::keymap"]),
        ("gadgets::widget", &["core::board"]),
        ("bin::terminal", &["terminal"]),
        ("", &["game"]),
    ]);
    assert_eq!(
        upward(&graph),
        ["gadgets::widget: in no layer (tests/architecture/graph.rs)"]
    );
}

/// Hole (d): the 800-line limit held for `src/` only; `web/node_modules`
/// (installed, not ours) and files other than scripts in `web/` stay out.
#[test]
fn the_line_limit_covers_every_folder_of_code() {
    let root = std::env::temp_dir().join(format!("architecture-{}", std::process::id()));
    let long = "line\n".repeat(801);
    let files = [
        ("src/short.rs", "fn f() {}\n"),
        ("tests/long.rs", long.as_str()),
        ("benches/common/long.rs", long.as_str()),
        ("web/long.mjs", long.as_str()),
        ("web/tools/long.js", long.as_str()),
        ("web/node_modules/dependency/huge.js", long.as_str()),
        ("web/notes.txt", long.as_str()),
        (".ci/long", long.as_str()),
    ];
    for (path, text) in files {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let mut found = too_long(&root);
    std::fs::remove_dir_all(&root).unwrap();
    found.sort();
    let expected: Vec<String> = [
        ".ci/long",
        "benches/common/long.rs",
        "tests/long.rs",
        "web/long.mjs",
        "web/tools/long.js",
    ]
    .iter()
    .map(|path| format!("{} has 801 lines", root.join(path).display()))
    .collect();
    assert_eq!(found, expected);
}
