//! The game's words in every language it speaks: one Project Fluent file per
//! language (`assets/i18n/<tag>.ftl`), compiled in like the fonts (the page
//! compiles English in and fetches the others: see
//! [`Language::compiled_in`]). Plain
//! Rust: the game layer keeps the catalog of the language in use as a
//! resource, and every word the player sees or hears is looked up in it
//! with [`t!`](crate::i18n::t).
//!
//! A message missing from a language falls back to English, and one missing
//! from English too is shown as its id; the tests keep every file complete.

use std::borrow::Cow;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentArgs as Args;

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    #[default]
    English,
    Spanish,
    Portuguese,
    French,
    German,
    Italian,
    Polish,
    Turkish,
    Russian,
    Ukrainian,
    Chinese,
    Japanese,
    Korean,
}

impl Language {
    /// Every language, in the order Settings lists them.
    pub const ALL: [Language; 13] = [
        Language::English,
        Language::Spanish,
        Language::Portuguese,
        Language::French,
        Language::German,
        Language::Italian,
        Language::Polish,
        Language::Turkish,
        Language::Russian,
        Language::Ukrainian,
        Language::Chinese,
        Language::Japanese,
        Language::Korean,
    ];

    /// Its BCP 47 tag, as the file, `<html lang>` and the saved settings
    /// name it.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
            Language::Portuguese => "pt-BR",
            Language::French => "fr",
            Language::German => "de",
            Language::Italian => "it",
            Language::Polish => "pl",
            Language::Turkish => "tr",
            Language::Russian => "ru",
            Language::Ukrainian => "uk",
            Language::Chinese => "zh-Hans",
            Language::Japanese => "ja",
            Language::Korean => "ko",
        }
    }

    /// Its name in itself, as a speaker looks for it in a list.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Spanish => "Español",
            Language::Portuguese => "Português (Brasil)",
            Language::French => "Français",
            Language::German => "Deutsch",
            Language::Italian => "Italiano",
            Language::Polish => "Polski",
            Language::Turkish => "Türkçe",
            Language::Russian => "Русский",
            Language::Ukrainian => "Українська",
            Language::Chinese => "简体中文",
            Language::Japanese => "日本語",
            Language::Korean => "한국어",
        }
    }

    /// Its messages' file, in assets/i18n and in i18n/ beside the page.
    pub fn file(self) -> String {
        format!("{}.ftl", self.tag())
    }

    /// Its messages as compiled into this build: every language's in the
    /// desktop game, so the binary copied alone speaks them all; English's
    /// alone in the page, which fetches another language's file the first
    /// time it is wanted (a twelfth of the download).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn compiled_in(self) -> Option<Cow<'static, str>> {
        Some(self.source())
    }

    /// Its messages as compiled into the page: English's alone.
    #[cfg(target_arch = "wasm32")]
    pub fn compiled_in(self) -> Option<Cow<'static, str>> {
        (self == Language::English).then_some(Cow::Borrowed(ENGLISH))
    }

    /// Its messages. English's are compiled in as written; the others
    /// packed by the build script without the translators' comments (a
    /// quarter of their size) and unpacked here, in a millisecond. Empty if
    /// a packed file were damaged, which a test rules out: English then
    /// stands in.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn source(self) -> Cow<'static, str> {
        use crate::packed::built;
        let packed = match self {
            Language::English => return Cow::Borrowed(ENGLISH),
            Language::Spanish => built!("es.ftl"),
            Language::Portuguese => built!("pt-BR.ftl"),
            Language::French => built!("fr.ftl"),
            Language::German => built!("de.ftl"),
            Language::Italian => built!("it.ftl"),
            Language::Polish => built!("pl.ftl"),
            Language::Turkish => built!("tr.ftl"),
            Language::Russian => built!("ru.ftl"),
            Language::Ukrainian => built!("uk.ftl"),
            Language::Chinese => built!("zh-Hans.ftl"),
            Language::Japanese => built!("ja.ftl"),
            Language::Korean => built!("ko.ftl"),
        };
        let words = crate::packed::unpack(packed).and_then(|bytes| String::from_utf8(bytes).ok());
        Cow::Owned(words.unwrap_or_default())
    }

    /// The language the game speaks for a system or browser language tag
    /// ("de-AT", "pt_PT.UTF-8", "zh-CN"), if any: the first of its subtags
    /// decides, so every Spanish is Spanish, except that Chinese must be
    /// written in the Simplified characters we have. Traditional Chinese
    /// ("zh-Hant", or Taiwan's, Hong Kong's and Macau's "zh-TW", "zh-HK",
    /// "zh-MO") gets none: the next of the system's languages, else English,
    /// reads better than a script its reader did not ask for.
    pub fn for_tag(tag: &str) -> Option<Language> {
        // POSIX locales carry an encoding and a modifier: "uk_UA.UTF-8@euro".
        let tag = tag.split(['.', '@']).next().unwrap_or_default();
        let tag = tag.to_ascii_lowercase();
        let mut subtags = tag.split(['-', '_']);
        let primary = subtags.next().unwrap_or_default();
        if primary == "zh" && !writes_simplified(subtags) {
            return None;
        }
        Language::ALL
            .into_iter()
            .find(|language| language.tag().split('-').next() == Some(primary))
    }

    /// The first of the system's languages (most wanted first) that the
    /// game speaks.
    pub fn first_spoken<'a>(tags: impl IntoIterator<Item = &'a str>) -> Option<Language> {
        tags.into_iter().find_map(Language::for_tag)
    }
}

/// Whether a Chinese tag's other subtags (lower case) ask for Simplified
/// characters: its script if it names one ("hans", "hant"), else its
/// region (Taiwan, Hong Kong and Macau write Traditional ones).
fn writes_simplified<'a>(subtags: impl IntoIterator<Item = &'a str>) -> bool {
    for subtag in subtags {
        match subtag {
            "hans" => return true,
            "hant" | "tw" | "hk" | "mo" => return false,
            _ => {}
        }
    }
    true
}

/// The messages of one language, English behind them.
pub struct Catalog {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    english: Option<Box<Catalog>>,
}

impl Catalog {
    /// A language's messages as compiled in (every language's, natively).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn new(language: Language) -> Catalog {
        Catalog::from_source(language, &language.source())
    }

    /// English, compiled into every build.
    pub fn english() -> Catalog {
        Catalog::from_source(Language::English, ENGLISH)
    }

    /// A language's messages from its file's text (as compiled in, or as
    /// the page fetched it).
    pub fn from_source(language: Language, source: &str) -> Catalog {
        Catalog {
            language,
            bundle: bundle(language, source),
            english: (language != Language::English).then(|| Box::new(Catalog::english())),
        }
    }

    pub fn language(&self) -> Language {
        self.language
    }

    /// A message without arguments. Called through [`t!`](crate::i18n::t), which
    /// keeps every id a literal the tests can find.
    #[doc(hidden)]
    pub fn text(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// A message with its arguments (see [`t!`](crate::i18n::t)).
    #[doc(hidden)]
    pub fn text_with(&self, id: &str, args: &FluentArgs) -> String {
        self.format(id, Some(args))
    }

    fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return match &self.english {
                Some(english) => english.format(id, args),
                None => id.to_string(),
            };
        };
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Catalog").field(&self.language).finish()
    }
}

/// English's messages, in every build: what any other language lacks.
const ENGLISH: &str = include_str!("../../assets/i18n/en.ftl");

fn bundle(language: Language, source: &str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = language.tag().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // egui lays out a line's words itself (ui::scripts orders right-to-left
    // ones); Unicode's isolation marks would be drawn as boxes.
    bundle.set_use_isolating(false);
    // A file that does not parse keeps what does; the tests catch it.
    let resource =
        FluentResource::try_new(source.to_string()).unwrap_or_else(|(resource, _)| resource);
    // A message defined twice keeps its first form; the tests catch it.
    let _ = bundle.add_resource(resource);
    bundle
}

/// Every message id a file defines, in order, and what does not parse in
/// it (for the tests and the translators).
pub fn message_ids(source: &str) -> (Vec<String>, Vec<String>) {
    let (resource, errors) = match FluentResource::try_new(source.to_string()) {
        Ok(resource) => (resource, Vec::new()),
        Err((resource, errors)) => (resource, errors),
    };
    let ids = resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_string()),
            _ => None,
        })
        .collect();
    (ids, errors.iter().map(|e| format!("{e:?}")).collect())
}

/// A message in the language in use: `t!(words, "id")`, or with arguments
/// `t!(words, "id", name = value, ...)`. Numbers select plural forms by the
/// language's own rules.
macro_rules! t {
    ($words:expr, $id:literal) => {
        $words.text($id)
    };
    ($words:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $( args.set(stringify!($name), $value); )+
        $words.text_with($id, &args)
    }};
}

pub(crate) use t;

#[cfg(test)]
mod tests;
