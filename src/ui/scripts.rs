//! Names in any script. Inter draws Latin, Greek and Cyrillic; a name in
//! Chinese, Japanese, Korean, Arabic, Hebrew, Devanagari or Thai asks for
//! that script's Noto font, which the platform supplies (compiled into the
//! desktop game, fetched by the page when first needed) and which is then
//! added to egui behind Inter. Right-to-left names are put in the order
//! egui draws them ([`visual`]).

use std::borrow::Cow;

use bevy::prelude::*;
use bevy_egui::egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};
use bevy_egui::{EguiContexts, EguiPreUpdateSet, egui};

use super::egui_host::set_up_egui;
use super::theme;
use crate::game::online::leaderboard::Standings;
use crate::game::setup::language::Words;
use crate::game::setup::settings::MatchSettings;
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<FontWanted>();
    app.add_message::<FontArrived>();
    app.init_resource::<ScriptFonts>();
    app.add_systems(
        Update,
        want_fonts_for_names.run_if(
            resource_changed::<MatchSettings>
                .or_else(resource_exists_and_changed::<Standings>)
                .or_else(resource_changed::<Words>),
        ),
    );
    // After egui's fonts are first set (egui_host), before the pass that
    // lays out the text.
    app.add_systems(
        PreUpdate,
        add_arrived_fonts
            .after(set_up_egui)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// A script the game's own font does not draw, with the font that does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Script {
    /// Chinese characters and Japanese kana (with CJK punctuation and
    /// full-width forms).
    Han,
    Hangul,
    Arabic,
    Hebrew,
    Devanagari,
    Thai,
}

impl Script {
    pub const ALL: [Script; 6] = [
        Script::Han,
        Script::Hangul,
        Script::Arabic,
        Script::Hebrew,
        Script::Devanagari,
        Script::Thai,
    ];

    /// The script whose font draws `c`, if Inter does not.
    pub fn of(c: char) -> Option<Script> {
        Some(match u32::from(c) {
            0x3000..=0x30FF | 0x31F0..=0x31FF | 0x4E00..=0x9FFF | 0xFF00..=0xFFEF => Script::Han,
            0x1100..=0x11FF | 0x3130..=0x318F | 0xAC00..=0xD7A3 => Script::Hangul,
            0x0600..=0x06FF | 0x0750..=0x077F | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF => Script::Arabic,
            0x0590..=0x05FF | 0xFB1D..=0xFB4F => Script::Hebrew,
            0x0900..=0x097F | 0xA8E0..=0xA8FF => Script::Devanagari,
            0x0E00..=0x0E7F => Script::Thai,
            _ => return None,
        })
    }

    /// The font's file on the page (fonts/), packed with zstd under assets/fonts.
    pub fn file(self) -> &'static str {
        match self {
            Script::Han => "noto-sans-cjk-han.otf",
            Script::Hangul => "noto-sans-cjk-hangul.otf",
            Script::Arabic => "noto-sans-arabic.ttf",
            Script::Hebrew => "noto-sans-hebrew.ttf",
            Script::Devanagari => "noto-sans-devanagari.ttf",
            Script::Thai => "noto-sans-thai.ttf",
        }
    }

    fn index(self) -> usize {
        Script::ALL.iter().position(|&s| s == self).unwrap_or(0)
    }
}

/// The scripts `text` needs fonts for, each once, in order of appearance.
pub fn scripts_in(text: &str) -> Vec<Script> {
    let mut found = Vec::new();
    for script in text.chars().filter_map(Script::of) {
        if !found.contains(&script) {
            found.push(script);
        }
    }
    found
}

/// Asks the platform for a script's font.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FontWanted(pub Script);

/// A script's font, or `None` if it could not be had (the page offline
/// before it was ever fetched): its names then show as boxes.
#[derive(Message, Clone, Debug)]
pub struct FontArrived {
    pub script: Script,
    pub bytes: Option<Cow<'static, [u8]>>,
}

/// Where each script's font stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FontState {
    #[default]
    NotNeeded,
    Asked,
    Added,
    Unavailable,
}

#[derive(Resource, Debug, Default)]
pub struct ScriptFonts {
    states: [FontState; Script::ALL.len()],
    /// Fonts that arrived before egui was ready for them (the first frames
    /// run before the window exists).
    waiting: Vec<FontArrived>,
}

impl ScriptFonts {
    pub fn state(&self, script: Script) -> FontState {
        self.states[script.index()]
    }

    /// Marks the scripts of `text` as asked for, returning those newly asked.
    pub fn ask(&mut self, text: &str) -> Vec<Script> {
        let mut asked = Vec::new();
        for script in scripts_in(text) {
            let state = &mut self.states[script.index()];
            if *state == FontState::NotNeeded {
                *state = FontState::Asked;
                asked.push(script);
            }
        }
        asked
    }
}

/// Every name the game can show (the players at this device, the seats of
/// an online room, the leaderboard) and the game's own words in the
/// language in use (its name stands for its script).
fn want_fonts_for_names(
    settings: Res<MatchSettings>,
    words: Res<Words>,
    standings: Option<Res<Standings>>,
    mut fonts: ResMut<ScriptFonts>,
    mut wanted: MessageWriter<FontWanted>,
) {
    let title = t!(words, "game-title");
    let mut names: Vec<&str> = settings
        .names
        .iter()
        .chain(&settings.online.names)
        .map(String::as_str)
        .chain([title.as_str()])
        .collect();
    if let Some(Standings::Ready(leaderboard)) = standings.as_deref() {
        names.extend(
            leaderboard
                .top
                .iter()
                .chain(&leaderboard.you)
                .map(|s| s.name.as_str()),
        );
    }
    for name in names {
        for script in fonts.ask(name) {
            wanted.write(FontWanted(script));
        }
    }
}

fn add_arrived_fonts(
    mut arrived: MessageReader<FontArrived>,
    mut fonts: ResMut<ScriptFonts>,
    mut contexts: EguiContexts,
) {
    fonts.waiting.extend(arrived.read().cloned());
    if fonts.waiting.is_empty() {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    for FontArrived { script, bytes } in std::mem::take(&mut fonts.waiting) {
        let state = &mut fonts.states[script.index()];
        let Some(bytes) = bytes else {
            *state = FontState::Unavailable;
            continue;
        };
        ctx.add_font(font_insert(script, bytes));
        *state = FontState::Added;
        ctx.request_repaint();
    }
}

/// A script's font behind Inter in both weights (it has one weight).
pub fn font_insert(script: Script, bytes: Cow<'static, [u8]>) -> FontInsert {
    let data = match bytes {
        Cow::Borrowed(bytes) => egui::FontData::from_static(bytes),
        Cow::Owned(bytes) => egui::FontData::from_owned(bytes),
    };
    let families = [
        egui::FontFamily::Proportional,
        egui::FontFamily::Monospace,
        theme::strong_family(),
    ]
    .into_iter()
    .map(|family| InsertFontFamily {
        family,
        priority: FontPriority::Lowest,
    })
    .collect();
    FontInsert::new(script.file(), data, families)
}

/// `text` in the order egui should be given it. egui shapes each run of
/// letters that one font draws (harfrust: Arabic letters joined, a
/// right-to-left run turned), but lays the runs out left to right in the
/// order they come: "علي حسن" would read "حسن علي", each word right but
/// in the wrong place. So the runs are put in display order by the Unicode
/// Bidirectional Algorithm, in a left-to-right line as the interface
/// reads, and each right-to-left word is then given back in reading order
/// for egui to turn. Text with no right-to-left letter is returned as it
/// is. Only for drawing: what is announced or sent stays in reading order.
pub fn visual(text: &str) -> Cow<'_, str> {
    display_order(text, Some(unicode_bidi::Level::ltr()))
}

/// A name alone in the order egui should be given it: as [`visual`], but
/// in the direction of its own first letter, so a right-to-left name cut
/// short ends in "…" on its left.
pub fn visual_name(name: &str) -> Cow<'_, str> {
    display_order(name, None)
}

/// Whether `text` has a letter written right to left.
pub fn has_right_to_left(text: &str) -> bool {
    text.chars().any(is_right_to_left)
}

fn display_order(text: &str, base: Option<unicode_bidi::Level>) -> Cow<'_, str> {
    if !has_right_to_left(text) {
        return Cow::Borrowed(text);
    }
    let bidi = unicode_bidi::BidiInfo::new(text, base);
    let mut shown: Vec<char> = bidi
        .paragraphs
        .iter()
        .flat_map(|paragraph| {
            bidi.reorder_line(paragraph, paragraph.range.clone())
                .chars()
                .collect::<Vec<_>>()
        })
        .collect();
    // The reordering turned every right-to-left word; egui turns each again.
    let mut start = 0;
    while start < shown.len() {
        if !is_right_to_left(shown[start]) {
            start += 1;
            continue;
        }
        let end = (start..shown.len())
            .find(|&i| !is_right_to_left(shown[i]))
            .unwrap_or(shown.len());
        shown[start..end].reverse();
        start = end;
    }
    Cow::Owned(shown.into_iter().collect())
}

fn is_right_to_left(c: char) -> bool {
    matches!(Script::of(c), Some(Script::Arabic | Script::Hebrew))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The font as the desktop game unpacks it from assets/fonts.
    fn font_file(script: Script) -> Cow<'static, [u8]> {
        let path = format!(
            "{}/assets/fonts/{}.zst",
            env!("CARGO_MANIFEST_DIR"),
            script.file()
        );
        let packed = std::fs::read(path).expect("the font is in assets/fonts");
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(
            &mut ruzstd::decoding::StreamingDecoder::new(packed.as_slice()).unwrap(),
            &mut bytes,
        )
        .expect("a whole zstd frame");
        Cow::Owned(bytes)
    }

    /// Where each letter of `text`, laid out alone (so at the same fraction
    /// of a pixel), comes from in egui's font atlas: a missing one is drawn
    /// with the box's pixels.
    fn atlas_places(
        ctx: &egui::Context,
        text: &str,
        font: &egui::FontId,
    ) -> Vec<([u16; 2], [u16; 2])> {
        text.chars()
            .filter(|c| !c.is_whitespace())
            .filter_map(|c| {
                let galley = ctx.fonts_mut(|fonts| {
                    fonts.layout_no_wrap(c.to_string(), font.clone(), egui::Color32::WHITE)
                });
                let uv = galley.rows.first()?.row.glyphs.first()?.uv_rect;
                Some((uv.min, uv.max))
            })
            .collect()
    }

    #[test]
    fn names_in_other_scripts_are_boxes_until_their_font_is_added() {
        let ctx = egui::Context::default();
        ctx.set_fonts(theme::fonts());
        let pass = |ctx: &egui::Context| {
            // The atlas's changes would go to a renderer; there is none.
            ctx.run_ui(egui::RawInput::default(), |_| {})
                .textures_delta
                .clear();
        };
        pass(&ctx);
        let names = [
            (Script::Han, "山田花子".to_string()),
            (Script::Han, "さくら".to_string()),
            (Script::Hangul, "김민준".to_string()),
            (Script::Arabic, visual("علي حسن").into_owned()),
            (Script::Hebrew, visual("שרה").into_owned()),
            (Script::Devanagari, "कमल".to_string()),
            (Script::Thai, "สมชาย".to_string()),
        ];
        // A character no font has is drawn as the box.
        let font = theme::regular(20.0);
        let boxed = atlas_places(&ctx, "\u{E000}", &font)[0];
        for (_, name) in &names {
            let places = atlas_places(&ctx, name, &font);
            assert!(places.iter().all(|&place| place == boxed), "{name}");
        }

        for script in Script::ALL {
            ctx.add_font(font_insert(script, font_file(script)));
        }
        pass(&ctx);
        for (script, name) in &names {
            for font in [theme::regular(20.0), theme::strong(20.0)] {
                let missing: Vec<char> = name
                    .chars()
                    .filter(|c| !c.is_whitespace())
                    .filter(|&c| !ctx.fonts_mut(|fonts| fonts.has_glyph(&font, c)))
                    .collect();
                assert!(
                    missing.is_empty(),
                    "{script:?}: {name} lacks {missing:?} in {font:?}"
                );
                let boxed = atlas_places(&ctx, "\u{E000}", &font)[0];
                let places = atlas_places(&ctx, name, &font);
                assert!(!places.is_empty());
                assert!(places.iter().all(|&place| place != boxed), "{name}");
            }
        }
        pass(&ctx);

        // egui joins Arabic letters and turns the word: "علي" is drawn
        // yeh (final), lam (medial), ain (initial) from the left, and the
        // joined forms are not the letters' forms alone.
        let font = theme::regular(20.0);
        let galley = ctx.fonts_mut(|fonts| {
            fonts.layout_no_wrap("علي".to_string(), font.clone(), egui::Color32::WHITE)
        });
        // (egui keeps a blank glyph for each further letter of a cluster.)
        let glyphs: Vec<_> = galley.rows[0]
            .row
            .glyphs
            .iter()
            .filter(|glyph| glyph.advance_width > 0.0)
            .collect();
        let drawn: String = glyphs.iter().map(|glyph| glyph.chr).collect();
        assert_eq!(drawn, "يلع");
        assert!(glyphs.windows(2).all(|pair| pair[0].pos.x < pair[1].pos.x));
        for glyph in &glyphs {
            let alone = atlas_places(&ctx, &glyph.chr.to_string(), &font)[0];
            assert_ne!(
                (glyph.uv_rect.min, glyph.uv_rect.max),
                alone,
                "{}",
                glyph.chr
            );
        }
        pass(&ctx);
    }

    /// Every character of every language's messages is drawn, by Inter or
    /// by the fonts its words ask for (as its title asks in the game): none
    /// shows as a box.
    #[test]
    fn every_languages_words_are_in_the_shipped_fonts() {
        use crate::i18n::{Catalog, Language};
        let mut problems = Vec::new();
        for language in Language::ALL {
            let pass = |ctx: &egui::Context| {
                ctx.run_ui(egui::RawInput::default(), |_| {})
                    .textures_delta
                    .clear();
            };
            let ctx = egui::Context::default();
            ctx.set_fonts(theme::fonts());
            pass(&ctx);
            let title = t!(Catalog::new(language), "game-title");
            for script in scripts_in(&title) {
                ctx.add_font(font_insert(script, font_file(script)));
            }
            pass(&ctx);
            // The messages as written: every line but the translators' notes.
            let words: String = language
                .source()
                .lines()
                .filter(|line| !line.trim_start().starts_with('#'))
                .collect();
            let mut chars: Vec<char> = words.chars().filter(|c| !c.is_whitespace()).collect();
            chars.sort_unstable();
            chars.dedup();
            // egui's `has_glyph` cannot tell Inter's letters from its
            // replacement: a missing letter is drawn with the box's pixels.
            for font in [theme::regular(20.0), theme::strong(20.0)] {
                let boxed = atlas_places(&ctx, "\u{E000}", &font)[0];
                let places = atlas_places(&ctx, &chars.iter().collect::<String>(), &font);
                let missing: String = chars
                    .iter()
                    .zip(places)
                    .filter(|&(&c, place)| place == boxed && c != '?')
                    .map(|(&c, _)| c)
                    .collect();
                if !missing.is_empty() {
                    problems.push(format!("{}.ftl: {missing:?} in {font:?}", language.tag()));
                }
            }
            pass(&ctx);
        }
        assert!(
            problems.is_empty(),
            "no font draws:\n{}",
            problems.join("\n")
        );
    }

    #[test]
    fn each_script_is_found_once_in_order() {
        assert_eq!(
            scripts_in("山田 김 שלום Ann 山"),
            vec![Script::Han, Script::Hangul, Script::Hebrew]
        );
        assert_eq!(scripts_in("Zoë Ωμέγα Ярослава"), vec![]);
        assert_eq!(scripts_in("ひらがな"), vec![Script::Han]);
        assert_eq!(scripts_in("สมชาย"), vec![Script::Thai]);
        assert_eq!(scripts_in("अनु"), vec![Script::Devanagari]);
        assert_eq!(scripts_in("ＡＢＣ"), vec![Script::Han]);
    }

    #[test]
    fn a_script_is_asked_for_once() {
        let mut fonts = ScriptFonts::default();
        assert_eq!(fonts.ask("علي"), vec![Script::Arabic]);
        assert_eq!(fonts.ask("علي and 山田"), vec![Script::Han]);
        assert_eq!(fonts.ask("Ann"), vec![]);
        assert_eq!(fonts.state(Script::Arabic), FontState::Asked);
        assert_eq!(fonts.state(Script::Thai), FontState::NotNeeded);
    }

    #[test]
    fn left_to_right_text_is_drawn_as_it_is() {
        assert!(matches!(visual("Ann wins!"), Cow::Borrowed("Ann wins!")));
        assert!(matches!(visual("山田の番"), Cow::Borrowed(_)));
    }

    #[test]
    fn a_right_to_left_word_is_left_for_egui_to_turn() {
        assert_eq!(visual("שרה"), "שרה");
        assert_eq!(visual("علي"), "علي");
        // In a Latin sentence it keeps its place.
        assert_eq!(visual("שרה wins!"), "שרה wins!");
        assert_eq!(visual("Ann and علي"), "Ann and علي");
    }

    #[test]
    fn right_to_left_words_are_put_in_display_order() {
        // Two words of one name: the second drawn first, at the left.
        assert_eq!(visual("علي حسن"), "حسن علي");
        assert_eq!(visual("علي حسن's turn (O)"), "حسن علي's turn (O)");
        assert_eq!(visual("דוד בן גוריון"), "גוריון בן דוד");
        // Digits after Arabic letters read on from them, leftwards.
        assert_eq!(visual("علي 42"), "42 علي");
    }

    #[test]
    fn a_right_to_left_name_cut_short_ends_on_its_left() {
        assert_eq!(visual_name("عبد الرحمن…"), "…الرحمن عبد");
        assert_eq!(visual("عبد الرحمن…"), "الرحمن عبد…");
        assert_eq!(visual_name("Zoë…"), "Zoë…");
    }
}
