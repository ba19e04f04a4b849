//! Reading the sources: which files there are, and in each the `use`
//! declarations and the paths written inline, test modules left out.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The files under `dir`, at any depth, whose name passes `keep`; a
/// folder named `node_modules` is not entered (the web page's tools,
/// installed).
fn files(dir: &Path, keep: &dyn Fn(&Path) -> bool) -> Vec<PathBuf> {
    fn walk(dir: &Path, keep: &dyn Fn(&Path) -> bool, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_dir() {
                if path.file_name().is_none_or(|name| name != "node_modules") {
                    walk(&path, keep, out);
                }
            } else if keep(&path) {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, keep, &mut out);
    out.sort();
    out
}

fn extension_is(path: &Path, extensions: &[&str]) -> bool {
    path.extension()
        .is_some_and(|e| extensions.iter().any(|x| e == *x))
}

/// The files held to the 800-line limit, in the project at `root`: the
/// Rust of `src/`, `tests/` and `benches/`, the page's scripts in `web/`
/// (not its installed `node_modules`), and everything in `.ci/`.
pub fn line_limited_files(root: &Path) -> Vec<PathBuf> {
    let rust = |path: &Path| extension_is(path, &["rs"]);
    let mut out = Vec::new();
    for folder in ["src", "tests", "benches"] {
        out.extend(files(&root.join(folder), &rust));
    }
    out.extend(files(&root.join("web"), &|path| {
        extension_is(path, &["js", "mjs"])
    }));
    out.extend(files(&root.join(".ci"), &|_| true));
    out
}

/// The files of [`line_limited_files`] over 800 lines, with their length.
pub fn too_long(root: &Path) -> Vec<String> {
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
pub fn modules() -> BTreeMap<String, (PathBuf, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = BTreeMap::new();
    for file in files(&src, &|path| extension_is(path, &["rs"])) {
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

/// A file's test modules, each as where it stands in the text and its
/// name: a `#[cfg(test)]` before a `mod name;` or a `mod name { ... }`
/// (through its closing brace). What else `#[cfg(test)]` marks stays.
fn test_modules(text: &str) -> Vec<(std::ops::Range<usize>, String)> {
    const TEST: &str = "#[cfg(test)]";
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(at) = text[from..].find(TEST) {
        let start = from + at;
        from = start + TEST.len();
        if let Some((len, name)) = module_at(&text[from..]) {
            out.push((start..from + len, name));
            from += len;
        }
    }
    out
}

/// The names of the modules a file declares for its tests alone.
pub fn test_module_names(text: &str) -> Vec<String> {
    test_modules(text)
        .into_iter()
        .map(|(_, name)| name)
        .collect()
}

/// A file's text without its test modules (a test may import what it
/// tests): the file above and below them is read.
pub fn without_test_modules(text: &str) -> String {
    let mut out = String::new();
    let mut from = 0;
    for (span, _) in test_modules(text) {
        out.push_str(&text[from..span.start]);
        from = span.end;
    }
    out.push_str(&text[from..]);
    out
}

/// The module at the start of `text` (after other attributes and a
/// visibility): its length, through its `;` or its closing brace, and its
/// name; `None` if what comes next is not a module.
fn module_at(text: &str) -> Option<(usize, String)> {
    let mut rest = text.trim_start();
    while rest.starts_with("#[") {
        rest = rest[rest.find(']')? + 1..].trim_start();
    }
    for visibility in ["pub(crate)", "pub(super)", "pub"] {
        if let Some(after) = rest.strip_prefix(visibility) {
            rest = after.trim_start();
            break;
        }
    }
    let after_mod = rest.strip_prefix("mod")?;
    let name = after_mod.trim_start();
    if name.len() == after_mod.len() {
        return None; // `module_x`, not `mod x`
    }
    let name_len = name
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(name.len());
    let after_name = name[name_len..].trim_start();
    let start = text.len() - after_name.len();
    let len = match after_name.chars().next()? {
        ';' => start + 1,
        '{' => start + closing_brace(after_name)? + 1,
        _ => return None,
    };
    Some((len, name[..name_len].to_string()))
}

/// Where the brace that opens `text` closes, stepping over comments,
/// strings and characters (a `"}"` closes nothing).
fn closing_brace(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let (mut depth, mut i) = (0, 0);
    while i < bytes.len() {
        let next = bytes.get(i + 1).copied();
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            b'/' if next == Some(b'/') => i += text[i..].find('\n')?,
            b'/' if next == Some(b'*') => i += text[i..].find("*/")? + 1,
            b'r' if matches!(next, Some(b'"' | b'#'))
                && !bytes[..i]
                    .last()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_') =>
            {
                // A raw string: `r"..."`, `r#"..."#`.
                let hashes = text[i + 1..].find(|c| c != '#')?;
                if bytes.get(i + 1 + hashes) == Some(&b'"') {
                    let end = format!("\"{}", "#".repeat(hashes));
                    i += 2 + hashes + text[i + 2 + hashes..].find(&end)? + end.len() - 1;
                }
            }
            b'"' => {
                i += 1;
                while bytes.get(i)? != &b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            // A character (`'}'`, `'\''`), not a lifetime.
            b'\'' if next == Some(b'\\') => i += 2 + text[i + 3..].find('\'')? + 1,
            b'\'' if bytes.get(i + 2) == Some(&b'\'') => i += 2,
            _ => {}
        }
        i += 1;
    }
    None
}

/// The `use` declarations of a file, each as its full text without `use`
/// and `;` (test modules left out: they may import what they test).
pub fn use_declarations(text: &str) -> Vec<String> {
    let text = without_test_modules(text);
    let mut out = Vec::new();
    let mut rest = text.as_str();
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
pub fn expand(tree: &str) -> Vec<String> {
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
pub fn resolve(
    from: &str,
    path: &str,
    known: &BTreeMap<String, (PathBuf, String)>,
) -> Option<String> {
    let mut segments: Vec<&str> = path.split("::").collect();
    let mut base: Vec<String> = match segments.first() {
        Some(&"crate") => {
            segments.remove(0);
            // The core is a crate of its own (src/core/Cargo.toml): there,
            // `crate::` is the core.
            if from == "core" || from.starts_with("core::") {
                vec!["core".to_string()]
            } else {
                Vec::new()
            }
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
pub fn children(text: &str) -> Vec<String> {
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
pub fn inline_paths(text: &str) -> Vec<String> {
    let own: Vec<String> = children(text)
        .into_iter()
        .map(|c| format!("{c}::"))
        .collect();
    let text = without_test_modules(text);
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
