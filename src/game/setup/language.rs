//! The language the game speaks: the player's pick in Settings, else the
//! first of the system's languages the game knows, else English. Its
//! messages are the [`Words`] resource every text is looked up in; a new
//! pick swaps it before the next frame is drawn, or, in the page, once its
//! file has come (the platform fetches what [`WordsWanted`] asks for).

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::preferences::Preferences;
use crate::i18n::{Catalog, Language};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SystemLanguage>();
    app.init_resource::<Translations>();
    app.add_message::<WordsWanted>();
    app.add_message::<WordsArrived>();
    app.insert_resource(Words(Catalog::english()));
    app.add_systems(
        PreUpdate,
        (
            keep_the_arrived_words.run_if(on_message::<WordsArrived>),
            speak_the_wanted_language.run_if(
                resource_changed::<Preferences>
                    .or_else(resource_changed::<SystemLanguage>)
                    .or_else(resource_changed::<Translations>),
            ),
        )
            .chain(),
    );
}

/// The first of the system's languages (the desktop's locale, the
/// browser's `navigator.languages`) that the game speaks, set by the
/// platform at start.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SystemLanguage(pub Option<Language>);

/// The messages of the language in use: `t!(words, "id", ...)`.
#[derive(Resource, Deref, Debug)]
pub struct Words(Catalog);

impl Words {
    /// A language's words as compiled in (every language's, natively).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn new(language: Language) -> Words {
        Words(Catalog::new(language))
    }
}

/// A language's file is wanted and not compiled in: the platform fetches
/// it and answers with [`WordsArrived`].
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct WordsWanted(pub Language);

/// A wanted language's file, or `None` if it could not be had.
#[derive(Message, Clone, Debug)]
pub struct WordsArrived {
    pub language: Language,
    pub source: Option<String>,
}

/// The files of languages not compiled in (the page's), as they came, and
/// which were asked for: each is asked for once.
#[derive(Resource, Debug)]
pub struct Translations {
    /// What this build compiles in ([`Language::compiled_in`]).
    compiled_in: fn(Language) -> Option<Cow<'static, str>>,
    fetched: HashMap<Language, String>,
    asked: HashSet<Language>,
    failed: HashSet<Language>,
}

impl Default for Translations {
    fn default() -> Self {
        Translations {
            compiled_in: Language::compiled_in,
            fetched: HashMap::new(),
            asked: HashSet::new(),
            failed: HashSet::new(),
        }
    }
}

impl Translations {
    fn source(&self, language: Language) -> Option<Cow<'_, str>> {
        (self.compiled_in)(language).or_else(|| {
            self.fetched
                .get(&language)
                .map(|s| Cow::Borrowed(s.as_str()))
        })
    }
}

/// The language to speak: the player's, else the system's, else English.
pub fn wanted(prefs: &Preferences, system: SystemLanguage) -> Language {
    prefs.language.or(system.0).unwrap_or_default()
}

/// Whether the game speaks the language wanted yet (the page's loading
/// screen waits for its file).
#[derive(SystemParam)]
pub struct WantedWords<'w> {
    prefs: Res<'w, Preferences>,
    system: Res<'w, SystemLanguage>,
    words: Res<'w, Words>,
    translations: Res<'w, Translations>,
}

impl WantedWords<'_> {
    /// The language wanted is spoken, or its file could not be had.
    pub fn ready(&self) -> bool {
        let language = wanted(&self.prefs, *self.system);
        self.words.language() == language || self.translations.failed.contains(&language)
    }
}

/// Run condition: the game speaks the language wanted, or its file could
/// not be had. What the game says on its own at start (the menu's summary,
/// a room's or a replay's link followed) waits for it, so that the page,
/// which fetches the words, does not say it in English first.
pub fn speaking_the_wanted_language(words: WantedWords) -> bool {
    words.ready()
}

fn keep_the_arrived_words(
    mut arrived: MessageReader<WordsArrived>,
    mut translations: ResMut<Translations>,
) {
    for WordsArrived { language, source } in arrived.read() {
        match source {
            Some(source) => {
                translations.fetched.insert(*language, source.clone());
            }
            None => {
                warn!("The words of {} could not be had", language.own_name());
                translations.failed.insert(*language);
            }
        }
    }
}

fn speak_the_wanted_language(
    prefs: Res<Preferences>,
    system: Res<SystemLanguage>,
    mut words: ResMut<Words>,
    mut translations: ResMut<Translations>,
    mut wants: MessageWriter<WordsWanted>,
) {
    let language = wanted(&prefs, *system);
    if words.language() == language {
        return;
    }
    if let Some(source) = translations.source(language) {
        info!("Speaking {}", language.own_name());
        *words = Words(Catalog::from_source(language, &source));
    } else if !translations.asked.contains(&language) {
        translations.asked.insert(language);
        wants.write(WordsWanted(language));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn app(system: Option<Language>) -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.init_resource::<Preferences>();
        app.add_plugins(plugin);
        app.insert_resource(SystemLanguage(system));
        app.update();
        app
    }

    #[test]
    fn the_system_language_is_spoken_until_the_player_picks_one() {
        let mut app = app(Some(Language::German));
        assert_eq!(app.world().resource::<Words>().language(), Language::German);
        app.world_mut().resource_mut::<Preferences>().language = Some(Language::Japanese);
        app.update();
        assert_eq!(
            app.world().resource::<Words>().language(),
            Language::Japanese
        );
        // The system changing (a browser's languages) no longer matters.
        app.insert_resource(SystemLanguage(Some(Language::Spanish)));
        app.update();
        assert_eq!(
            app.world().resource::<Words>().language(),
            Language::Japanese
        );
        // Back to following the system.
        app.world_mut().resource_mut::<Preferences>().language = None;
        app.update();
        assert_eq!(
            app.world().resource::<Words>().language(),
            Language::Spanish
        );
    }

    /// As in the page, where English alone is compiled in: another
    /// language is asked for once, the words stay until its file comes,
    /// and one that cannot be had leaves the game speaking what it spoke.
    #[test]
    fn a_fetched_language_is_spoken_once_its_file_comes() {
        let mut app = app(None);
        app.world_mut().resource_mut::<Translations>().compiled_in =
            |language| (language == Language::English).then(|| Language::English.source());
        let asked = |app: &mut App| -> Vec<Language> {
            app.world_mut()
                .resource_mut::<Messages<WordsWanted>>()
                .drain()
                .map(|WordsWanted(language)| language)
                .collect()
        };
        let speaking = |app: &App| app.world().resource::<Words>().language();
        let ready = |app: &mut App| {
            app.world_mut()
                .run_system_cached(|wanted: WantedWords| wanted.ready())
                .unwrap()
        };

        app.world_mut().resource_mut::<Preferences>().language = Some(Language::Spanish);
        app.update();
        assert_eq!(asked(&mut app), [Language::Spanish]);
        assert_eq!(speaking(&app), Language::English);
        assert!(!ready(&mut app));

        app.world_mut().write_message(WordsArrived {
            language: Language::Spanish,
            source: Some(Language::Spanish.source().to_string()),
        });
        app.update();
        assert_eq!(speaking(&app), Language::Spanish);
        assert!(ready(&mut app));

        app.world_mut().resource_mut::<Preferences>().language = Some(Language::Japanese);
        app.update();
        assert_eq!(asked(&mut app), [Language::Japanese]);
        app.world_mut().write_message(WordsArrived {
            language: Language::Japanese,
            source: None,
        });
        app.update();
        assert_eq!(speaking(&app), Language::Spanish);
        assert!(
            ready(&mut app),
            "a language that cannot be had is not waited for"
        );

        // Back and forth: Spanish is kept, Japanese is not asked again.
        app.world_mut().resource_mut::<Preferences>().language = Some(Language::German);
        app.update();
        app.world_mut().resource_mut::<Preferences>().language = Some(Language::Japanese);
        app.update();
        assert_eq!(asked(&mut app), [Language::German]);
    }

    #[test]
    fn a_system_language_the_game_does_not_speak_gives_english() {
        let app = app(None);
        assert_eq!(
            app.world().resource::<Words>().language(),
            Language::English
        );
    }
}
