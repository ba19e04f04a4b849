//! Every screen in every language, on a desktop window and a phone: no text
//! runs past the side of the area it is drawn in or off the screen, and no
//! message is missing (shown as its id). Read from egui's own shapes after
//! each pass, as `interface.rs` does.

use crate::common;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use common::Harness;
use tictactoe::core::offered::BoardChoice;
use tictactoe::game::setup::seat::Mode;
use tictactoe::i18n::Language;
use tictactoe::ui::egui_host::{Landmarks, UiSystems};
use tictactoe::ui::layout::{BoardLayout, PanelSide};
use tictactoe::ui::overlay::Overlay;

/// A piece of text egui drew, where all of it would be and the area it is
/// shown in.
#[derive(Debug, Clone)]
struct Drawn {
    text: String,
    elided: bool,
    full: egui::Rect,
    clip: egui::Rect,
}

#[derive(Resource, Default)]
struct DrawnTexts(Vec<Drawn>);

fn texts_in(shape: &egui::Shape, clip: egui::Rect, out: &mut Vec<Drawn>) {
    match shape {
        egui::Shape::Text(text) => out.push(Drawn {
            text: text.galley.text().to_string(),
            elided: text.galley.elided,
            full: text.galley.rect.translate(text.pos.to_vec2()),
            clip,
        }),
        egui::Shape::Vec(shapes) => {
            for shape in shapes {
                texts_in(shape, clip, out);
            }
        }
        _ => {}
    }
}

fn record_texts(mut contexts: EguiContexts, mut drawn: ResMut<DrawnTexts>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut layers: Vec<egui::LayerId> = ctx.memory(|memory| memory.layer_ids().collect());
    if !layers.contains(&egui::LayerId::background()) {
        layers.insert(0, egui::LayerId::background());
    }
    drawn.0 = ctx.graphics(|graphics| {
        let mut out = Vec::new();
        for layer in layers {
            for clipped in graphics
                .get(layer)
                .into_iter()
                .flat_map(|l| l.all_entries())
            {
                texts_in(&clipped.shape, clipped.clip_rect, &mut out);
            }
        }
        out
    });
    Ok(())
}

/// A message id where its words should be: lower-case words joined by
/// hyphens, nothing else.
fn looks_like_an_id(text: &str) -> bool {
    text.contains('-')
        && !text.starts_with('-')
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// What is wrong with the texts on screen now.
fn problems(h: &mut Harness, size: Vec2, screen: &str, out: &mut Vec<String>) {
    h.frames(2);
    let drawn = h.app.world().resource::<DrawnTexts>().0.clone();
    if drawn.is_empty() {
        out.push(format!("{screen}: nothing drawn"));
    }
    for d in drawn {
        if d.text.trim().is_empty() {
            continue;
        }
        if looks_like_an_id(d.text.trim()) {
            out.push(format!("{screen}: a missing message shown as {:?}", d.text));
        }
        // Shorter than its area, a text never sticks out of it sideways:
        // scrolled areas clip above and below only.
        let visible = d.full.intersect(d.clip);
        let cut = d.full.left() < d.clip.left() - 1.0 || d.full.right() > d.clip.right() + 1.0;
        if cut && !d.elided && visible.width() > 0.0 {
            out.push(format!(
                "{screen}: {:?} is cut at the side of its area ({:?} in {:?})",
                d.text, d.full, d.clip
            ));
        }
        let on_screen = d.full.left() >= -1.0 && d.full.right() <= size.x + 1.0;
        if !on_screen && visible.width() > 0.0 && d.full.height() < size.y {
            out.push(format!(
                "{screen}: {:?} runs off the screen ({:?})",
                d.text, d.full
            ));
        }
    }
    buttons_in_place(h, size, screen, out);
}

/// A card's buttons show whole on the screen, inside their card: none
/// pushed down past the panel's foot by a row of longer words.
fn buttons_in_place(h: &Harness, size: Vec2, screen: &str, out: &mut Vec<String>) {
    let landmarks = &h.app.world().resource::<Landmarks>().0;
    let Some(card) = landmarks.get("moment-card") else {
        return;
    };
    // Under the board the card holds Menu too; beside it, the controls do.
    let under = h.app.world().resource::<BoardLayout>().panel == PanelSide::Bottom;
    let of_the_card = ["play-again", "copy-link", "review"]
        .into_iter()
        .chain(under.then_some("menu"));
    for name in of_the_card {
        let Some(rect) = landmarks.get(name) else {
            continue;
        };
        let on_screen = rect.min.x >= -0.5
            && rect.min.y >= -0.5
            && rect.max.x <= size.x + 0.5
            && rect.max.y <= size.y + 0.5;
        if !on_screen {
            out.push(format!(
                "{screen}: {name} is not whole on the screen ({rect:?})"
            ));
        }
        if !(card.contains(rect.min) && card.contains(rect.max)) {
            out.push(format!(
                "{screen}: {name} is outside its card ({rect:?} in {card:?})"
            ));
        }
    }
}

fn every_screen(language: Language, size: Vec2) -> Vec<String> {
    let mut out = Vec::new();
    let mut h = Harness::with_preferences(3, |settings, prefs| {
        settings.mode = Mode::HumanVsComputer;
        prefs.language = Some(language);
    });
    h.app.init_resource::<DrawnTexts>();
    h.app
        .add_systems(EguiPrimaryContextPass, record_texts.after(UiSystems::Cards));
    // A phone is a browser, which has no Quit; the desktop window has.
    h.app
        .insert_resource(tictactoe::game::flow::QuitAllowed(size.x >= 480.0));
    h.resize(size.x, size.y);
    let overlay = |h: &mut Harness, overlay: Overlay| {
        h.app.insert_resource(overlay);
    };
    for mode in Mode::ALL {
        h.app
            .world_mut()
            .resource_mut::<tictactoe::game::setup::settings::MatchSettings>()
            .mode = mode;
        problems(&mut h, size, &format!("title screen, {mode:?}"), &mut out);
    }
    for (mode, board) in [
        (Mode::HumanVsComputer, BoardChoice::Classic),
        (Mode::Online, BoardChoice::Ultimate),
    ] {
        {
            let world = h.app.world_mut();
            let mut settings =
                world.resource_mut::<tictactoe::game::setup::settings::MatchSettings>();
            settings.mode = mode;
            settings.board = board;
        }
        overlay(&mut h, Overlay::Settings);
        problems(
            &mut h,
            size,
            &format!("settings, {mode:?}, {board:?}"),
            &mut out,
        );
    }
    for shown in [Overlay::Statistics, Overlay::Help] {
        overlay(&mut h, shown);
        problems(&mut h, size, &format!("{shown:?}"), &mut out);
    }
    overlay(&mut h, Overlay::None);
    {
        let world = h.app.world_mut();
        let mut settings = world.resource_mut::<tictactoe::game::setup::settings::MatchSettings>();
        settings.mode = Mode::HumanVsHuman;
        settings.board = BoardChoice::Classic;
    }
    h.frames(2);
    h.key(KeyCode::Enter);
    h.key(KeyCode::Numpad5);
    problems(&mut h, size, "a round", &mut out);
    overlay(&mut h, Overlay::LeaveRound);
    problems(&mut h, size, "leave the round?", &mut out);
    overlay(&mut h, Overlay::None);
    for key in [
        KeyCode::Numpad1,
        KeyCode::Numpad7,
        KeyCode::Numpad3,
        KeyCode::Numpad9,
    ] {
        h.key(key);
    }
    h.wait(1.5);
    problems(&mut h, size, "the result", &mut out);
    h.key(KeyCode::KeyV);
    problems(&mut h, size, "the review", &mut out);
    out.extend(against_the_computer(language, size));
    out
}

/// A round against the computer, whose name is the longest default one.
fn against_the_computer(language: Language, size: Vec2) -> Vec<String> {
    let mut out = Vec::new();
    let mut h = Harness::with_preferences(4, |settings, prefs| {
        settings.mode = Mode::HumanVsComputer;
        prefs.language = Some(language);
    });
    h.app.init_resource::<DrawnTexts>();
    h.app
        .add_systems(EguiPrimaryContextPass, record_texts.after(UiSystems::Cards));
    h.resize(size.x, size.y);
    h.key(KeyCode::Enter);
    h.key(KeyCode::Numpad5);
    h.wait(1.5);
    problems(&mut h, size, "a round against the computer", &mut out);
    out
}

/// Each language on a desktop window and an upright phone.
#[test]
fn every_screen_fits_in_every_language() {
    let mut all = Vec::new();
    for language in Language::ALL {
        for size in [Vec2::new(1280.0, 800.0), Vec2::new(360.0, 640.0)] {
            for problem in every_screen(language, size) {
                all.push(format!("{} at {size}: {problem}", language.tag()));
            }
        }
    }
    assert!(
        all.is_empty(),
        "{} problems:\n{}",
        all.len(),
        all.join("\n")
    );
}

#[test]
fn an_id_is_told_from_words() {
    assert!(looks_like_an_id("round-status-turn"));
    assert!(!looks_like_an_id("Player 1's turn"));
    assert!(!looks_like_an_id("a1"));
    assert!(!looks_like_an_id("-"));
    assert!(!looks_like_an_id("Tic-Tac-Toe"));
}

/// A game that speaks `language` from its first frame, as on a system set
/// to it.
fn speaking(language: Language, seed: u64, mode: Mode) -> Harness {
    use tictactoe::game::setup::language::SystemLanguage;
    let dir = common::scratch_dir(&format!("speaking-{}-{seed}", language.tag()));
    let mut h = Harness::with_store(seed, dir.join("settings.ron"), |app| {
        app.insert_resource(SystemLanguage(Some(language)));
    });
    h.app
        .world_mut()
        .resource_mut::<tictactoe::game::setup::settings::MatchSettings>()
        .mode = mode;
    h.frame();
    h
}

/// A screen reader hears one frame's announcements as one text (the page's
/// live region). In Chinese and Japanese its sentences end in "。", none in
/// a Latin ". ", and none has a stop after its own "！".
#[test]
fn chinese_and_japanese_are_read_without_latin_full_stops() {
    use tictactoe::game::GameState;
    for language in [Language::Chinese, Language::Japanese] {
        let mut spoken = Vec::new();
        let mut said = Vec::new();
        // Two friends at one device: a win, then the next round.
        let mut h = speaking(language, 5, Mode::HumanVsHuman);
        h.key(KeyCode::Enter);
        for key in [
            KeyCode::Numpad7,
            KeyCode::Numpad4,
            KeyCode::Numpad8,
            KeyCode::Numpad5,
            KeyCode::Numpad9,
        ] {
            h.key(key);
        }
        h.wait(1.0);
        assert_eq!(h.state(), GameState::GameOver);
        h.key(KeyCode::Enter);
        h.key(KeyCode::ArrowUp);
        spoken.append(&mut h.spoken);
        said.extend(h.said.drain(..).map(|a| a.text));
        // Against the computer, every square asked for in turn (some
        // taken) until the round is over.
        let mut h = speaking(language, 6, Mode::HumanVsComputer);
        h.key(KeyCode::Enter);
        for n in [5, 1, 2, 3, 4, 6, 7, 8, 9] {
            if h.state() == GameState::GameOver {
                break;
            }
            h.key(common::numpad(n));
            h.wait(1.5);
        }
        assert_eq!(h.state(), GameState::GameOver);
        spoken.append(&mut h.spoken);
        said.extend(h.said.drain(..).map(|a| a.text));

        for text in said.iter().chain(&spoken) {
            assert!(
                !text.contains(". ") && !text.ends_with('.'),
                "{language:?}: a Latin full stop in {text:?}"
            );
            for doubled in ["！。", "？。", "。。"] {
                assert!(!text.contains(doubled), "{language:?}: {text:?}");
            }
        }
        // Sentences were joined: a result's "！" and the score after it,
        // with no stop between them.
        assert!(
            spoken
                .iter()
                .any(|text| text.contains('！') && !text.ends_with('！')),
            "{language:?}: {spoken:#?}"
        );
        assert!(
            spoken.iter().any(|text| text.matches('。').count() >= 2),
            "{language:?}: {spoken:#?}"
        );
    }
}
