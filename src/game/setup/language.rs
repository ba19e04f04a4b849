//! The language the game speaks: the player's pick in Settings, else the
//! first of the system's languages the game knows, else English. Its
//! messages are the [`Words`] resource every text is looked up in; a new
//! pick swaps it before the next frame is drawn.

use bevy::prelude::*;

use super::preferences::Preferences;
use crate::i18n::{Catalog, Language};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SystemLanguage>();
    app.insert_resource(Words(Catalog::new(Language::English)));
    app.add_systems(
        PreUpdate,
        speak_the_wanted_language
            .run_if(resource_changed::<Preferences>.or_else(resource_changed::<SystemLanguage>)),
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
    pub fn new(language: Language) -> Words {
        Words(Catalog::new(language))
    }
}

/// The language to speak: the player's, else the system's, else English.
pub fn wanted(prefs: &Preferences, system: SystemLanguage) -> Language {
    prefs.language.or(system.0).unwrap_or_default()
}

fn speak_the_wanted_language(
    prefs: Res<Preferences>,
    system: Res<SystemLanguage>,
    mut words: ResMut<Words>,
) {
    let language = wanted(&prefs, *system);
    if words.language() != language {
        info!("Speaking {}", language.own_name());
        *words = Words::new(language);
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

    #[test]
    fn a_system_language_the_game_does_not_speak_gives_english() {
        let app = app(None);
        assert_eq!(
            app.world().resource::<Words>().language(),
            Language::English
        );
    }
}
