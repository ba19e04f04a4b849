//! Every file complete, every id used, every variable known: the checks a
//! translator's change must pass.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;

use super::*;

#[test]
fn traditional_chinese_is_not_given_simplified() {
    for simplified in [
        "zh",
        "zh-CN",
        "zh-SG",
        "zh-Hans",
        "zh-Hans-CN",
        "zh-Hans-HK",
        "zh_CN.UTF-8",
        "ZH-cn",
    ] {
        assert_eq!(
            Language::for_tag(simplified),
            Some(Language::Chinese),
            "{simplified}"
        );
    }
    for traditional in [
        "zh-TW",
        "zh-HK",
        "zh-MO",
        "zh-Hant",
        "zh-Hant-TW",
        "zh-Hant-CN",
        "zh_TW.UTF-8",
        "zh-hk",
    ] {
        assert_eq!(Language::for_tag(traditional), None, "{traditional}");
    }
    // The next language the reader knows, else (None) English.
    assert_eq!(
        Language::first_spoken(["zh-TW", "ja-JP", "en"]),
        Some(Language::Japanese)
    );
    assert_eq!(Language::first_spoken(["zh-Hant-HK", "yue"]), None);
}

#[test]
fn system_tags_find_the_language_by_its_first_subtag() {
    assert_eq!(Language::for_tag("de-AT"), Some(Language::German));
    assert_eq!(Language::for_tag("pt_PT.UTF-8"), Some(Language::Portuguese));
    assert_eq!(
        Language::for_tag("uk_UA.UTF-8@euro"),
        Some(Language::Ukrainian)
    );
    assert_eq!(Language::for_tag("EN"), Some(Language::English));
    assert_eq!(Language::for_tag("C"), None);
    assert_eq!(Language::for_tag(""), None);
    assert_eq!(
        Language::first_spoken(["nl-NL", "fr-CA", "en"]),
        Some(Language::French)
    );
    assert_eq!(Language::first_spoken(["nl-NL", "sv"]), None);
}

/// Each message's variables, by id.
fn variables(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    fn in_pattern(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                in_expression(expression, out);
            }
        }
    }
    fn in_expression(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                in_inline(selector, out);
                for variant in variants {
                    in_pattern(&variant.value, out);
                }
            }
            ast::Expression::Inline(inline) => in_inline(inline, out),
        }
    }
    fn in_inline(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => in_expression(expression, out),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    in_inline(argument, out);
                }
            }
            _ => {}
        }
    }
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(resource, _)| resource);
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(message) => {
                let mut found = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    in_pattern(pattern, &mut found);
                }
                Some((message.id.name.to_string(), found))
            }
            _ => None,
        })
        .collect()
}

/// Every id the code asks for with `t!(words, "id", ...)`.
fn ids_in_code() -> BTreeSet<String> {
    fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("src is readable").flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut ids = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("source is text");
        let code: String = text
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for (at, _) in code.match_indices("t!(") {
            // `format!(` and `print!(` end in "t!(" too.
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = &code[at..];
            let Some(open) = rest.find('"') else { continue };
            let Some(len) = rest[open + 1..].find('"') else {
                continue;
            };
            let id = &rest[open + 1..open + 1 + len];
            // The macro's own definition and its doc examples.
            if id != "id"
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                ids.insert(id.to_string());
            }
        }
    }
    ids
}

#[test]
fn every_file_parses_and_defines_each_id_once() {
    for language in Language::ALL {
        let (ids, errors) = message_ids(&language.source());
        assert!(errors.is_empty(), "{}.ftl: {errors:?}", language.tag());
        let unique: BTreeSet<&String> = ids.iter().collect();
        assert_eq!(
            unique.len(),
            ids.len(),
            "{}.ftl defines an id twice",
            language.tag()
        );
    }
}

#[test]
fn the_code_and_english_have_the_same_ids() {
    let english: BTreeSet<String> = message_ids(&Language::English.source())
        .0
        .into_iter()
        .collect();
    let used = ids_in_code();
    let missing: Vec<_> = used.difference(&english).collect();
    assert!(
        missing.is_empty(),
        "used by the code, not in en.ftl: {missing:?}"
    );
    // The page's words are read by the page itself (web/tools/stamp.mjs).
    let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("web");
    let page: String = ["index.html", "theme.js", "main.js", "tools/stamp.mjs"]
        .iter()
        .map(|file| std::fs::read_to_string(web.join(file)).expect("the page is readable"))
        .collect();
    let used: BTreeSet<String> = used
        .into_iter()
        .chain(
            english
                .iter()
                .filter(|id| id.starts_with("page-") && page.contains(&format!("\"{id}\"")))
                .cloned(),
        )
        .collect();
    let unused: Vec<_> = english.difference(&used).collect();
    assert!(
        unused.is_empty(),
        "in en.ftl, not used by the code: {unused:?}"
    );
}

#[test]
fn every_language_has_englishs_ids_and_variables() {
    let english = variables(&Language::English.source());
    for language in Language::ALL {
        let other = variables(&language.source());
        let missing: Vec<_> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        assert!(
            missing.is_empty(),
            "{}.ftl lacks {missing:?}",
            language.tag()
        );
        let extra: Vec<_> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(
            extra.is_empty(),
            "{}.ftl has ids English lacks: {extra:?}",
            language.tag()
        );
        for (id, used) in &other {
            let unknown: Vec<_> = used.difference(&english[id]).collect();
            assert!(
                unknown.is_empty(),
                "{}.ftl: {id} uses variables English does not give: {unknown:?}",
                language.tag()
            );
        }
    }
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    let spanish = Catalog::new(Language::Spanish);
    // Spanish has every id; an id only English could lack shows as itself.
    assert_eq!(spanish.text("no-such-message"), "no-such-message");
    assert_eq!(crate::i18n::t!(spanish, "game-title"), "Tres en raya");
}

/// Each language's own plural forms: English two, Russian and Polish four
/// (one, few, many, and other for fractions), Japanese none.
#[test]
fn counts_take_each_languages_plural_forms() {
    let forms = |language, counts: &[u64]| -> Vec<String> {
        let catalog = Catalog::new(language);
        counts
            .iter()
            .map(|&count| crate::i18n::t!(catalog, "round-draws", count = count))
            .collect()
    };
    assert_eq!(
        forms(Language::English, &[1, 2, 5]),
        ["draw", "draws", "draws"]
    );
    assert_eq!(
        forms(Language::Russian, &[1, 2, 5, 21, 22, 25, 11]),
        [
            "ничья",
            "ничьи",
            "ничьих",
            "ничья",
            "ничьи",
            "ничьих",
            "ничьих"
        ]
    );
    assert_eq!(
        forms(Language::Polish, &[1, 2, 5, 22, 12]),
        ["remis", "remisy", "remisów", "remisy", "remisów"]
    );
    let seconds = |language, count: u64| {
        crate::i18n::t!(
            Catalog::new(language),
            "refusal-wait-seconds",
            count = count
        )
    };
    assert_eq!(seconds(Language::English, 1), "a second");
    assert_eq!(seconds(Language::English, 30), "30 seconds");
    assert_eq!(seconds(Language::Russian, 3), "3 секунды");
    assert_eq!(seconds(Language::Russian, 30), "30 секунд");
    assert_eq!(seconds(Language::Ukrainian, 3), "3 секунди");
    assert_eq!(seconds(Language::Ukrainian, 25), "25 секунд");
    // One form for every count.
    let japanese = forms(Language::Japanese, &[1, 2, 5]);
    assert!(
        japanese.iter().all(|form| *form == japanese[0]),
        "{japanese:?}"
    );
}

/// The desktop's packed copies (see src/build.rs) are the files' messages:
/// every line but the translators' comments.
#[test]
fn every_packed_language_unpacks_to_its_file() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    for language in Language::ALL {
        let file = std::fs::read_to_string(folder.join(language.file())).unwrap();
        let messages: String = file
            .lines()
            .filter(|line| language == Language::English || !line.starts_with('#'))
            .flat_map(|line| [line, "\n"])
            .collect();
        assert!(language.source() == messages, "{}", language.tag());
        let (ids, _) = message_ids(&language.source());
        assert_eq!(ids, message_ids(&file).0, "{}", language.tag());
    }
}
