//! What the egui panels actually lay out, read from egui's own shapes after
//! each pass: text that must be whole is whole, text that may be long ends
//! in an ellipsis inside its own area, and no panel runs under another.

use crate::common;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use common::Harness;
use tictactoe::core::Difficulty;
use tictactoe::core::matchup::FirstMove;
use tictactoe::core::offered::BoardChoice;
use tictactoe::game::announce::Announce;
use tictactoe::game::online::{NEEDS_THE_NETWORK, Offline};
use tictactoe::game::setup::seat::Mode;
use tictactoe::game::setup::settings::MatchSettings;
use tictactoe::ui::egui_host::UiSystems;

/// One piece of text egui drew: what it says, whether egui cut it short,
/// and where it ended up (clipped to its area).
#[derive(Debug, Clone)]
struct Drawn {
    text: String,
    elided: bool,
    rect: egui::Rect,
}

#[derive(Resource, Default)]
struct DrawnTexts(Vec<Drawn>);

fn record_texts(mut contexts: EguiContexts, mut drawn: ResMut<DrawnTexts>) -> Result {
    let ctx = contexts.ctx_mut()?;
    drawn.0 = ctx.graphics(|layers| {
        let Some(list) = layers.get(egui::LayerId::background()) else {
            return Vec::new();
        };
        list.all_entries()
            .filter_map(|clipped| match &clipped.shape {
                egui::Shape::Text(text) => Some(Drawn {
                    text: text.galley.text().to_string(),
                    elided: text.galley.elided,
                    rect: text
                        .galley
                        .rect
                        .translate(text.pos.to_vec2())
                        .intersect(clipped.clip_rect),
                }),
                _ => None,
            })
            .collect()
    });
    Ok(())
}

fn watched(h: &mut Harness) {
    h.app.init_resource::<DrawnTexts>();
    h.app.add_systems(
        EguiPrimaryContextPass,
        record_texts.after(UiSystems::Panels),
    );
}

fn find(h: &Harness, text: &str) -> Drawn {
    let drawn = &h.app.world().resource::<DrawnTexts>().0;
    drawn
        .iter()
        .find(|d| d.text == text)
        .cloned()
        .unwrap_or_else(|| panic!("{text:?} was not drawn; drawn: {drawn:#?}"))
}

#[test]
fn the_last_move_is_whole_in_a_phone_sized_window() {
    let mut h = Harness::with_settings(1, |s| {
        s.mode = Mode::HumanVsComputer;
        s.difficulty = Difficulty::Medium;
        s.first = FirstMove::SeatOne;
    });
    watched(&mut h);
    h.resize(390.0, 844.0);
    h.key(KeyCode::Enter);
    h.key(KeyCode::Numpad1);
    h.wait(0.8);
    assert_eq!(
        h.feed().last_move.as_deref(),
        Some("Computer took square 5")
    );
    let last = find(&h, "Computer took square 5");
    assert!(!last.elided, "cut short: {last:?}");
    assert!(
        last.rect.right() <= 390.0 && last.rect.left() >= 0.0,
        "{last:?}"
    );
}

#[test]
fn a_long_notice_ends_in_an_ellipsis_before_the_side_panel() {
    let mut h = Harness::with_settings(2, |s| s.mode = Mode::HumanVsHuman);
    watched(&mut h);
    h.key(KeyCode::Enter);
    let long = "This notice is far too long to fit on one line of the status bar, \
                so it has to end in an ellipsis rather than run on under the panel";
    h.app.world_mut().write_message(Announce::problem(long));
    h.frames(2);
    let layout = h.layout();
    let notice = find(&h, long);
    assert!(notice.elided, "{notice:?}");
    assert!(
        notice.rect.right() <= layout.status_bar.max.x + 0.5,
        "the notice runs under the panel: {notice:?}, status bar ends at {}",
        layout.status_bar.max.x
    );
    // Nothing of the status bar is drawn inside the side panel.
    let status = find(&h, "Player 1's turn (X)");
    assert!(status.rect.right() <= layout.side_panel.min.x + 0.5);
}

/// Upright on a phone, the computer's reply and a hint are said without
/// moving a single control: a tap meant for Analysis never lands on Hint.
#[test]
fn nothing_moves_under_a_finger_between_a_look_and_a_tap() {
    use tictactoe::ui::egui_host::Landmarks;
    let controls = |h: &Harness| {
        let landmarks = &h.app.world().resource::<Landmarks>().0;
        let mut found: Vec<(&'static str, Rect)> =
            ["Menu", "Undo", "Redo", "Hint", "Analysis", "Help"]
                .into_iter()
                .map(|name| {
                    (
                        name,
                        *landmarks.get(name).unwrap_or_else(|| panic!("no {name}")),
                    )
                })
                .collect();
        found.push(("board", h.layout().board_rect()));
        found
    };
    for size in [
        Vec2::new(390.0, 844.0),
        Vec2::new(360.0, 640.0),
        Vec2::new(960.0, 720.0),
    ] {
        let mut h = Harness::with_settings(3, |s| {
            s.mode = Mode::HumanVsComputer;
            s.difficulty = Difficulty::Medium;
            s.first = FirstMove::SeatOne;
        });
        h.resize(size.x, size.y);
        h.key(KeyCode::Enter);
        h.frames(2);
        let before = controls(&h);
        h.tap(h.layout().cell_center(tictactoe::core::Pos::new(0, 0)));
        h.wait(0.8);
        assert!(h.feed().last_move.is_some(), "the computer replied");
        h.key(KeyCode::KeyH);
        h.frames(3);
        assert!(h.feed().coach.is_some(), "a hint was given");
        assert_eq!(controls(&h), before, "{size}: the controls moved");
    }
}

/// egui writes the glyphs it rasterized in a pass into its font texture;
/// that change must reach the GPU in the same frame, or the frame shows the
/// new text with letters missing ("aiting or your riend") and an idle
/// window keeps showing it.
#[test]
fn new_glyphs_reach_the_texture_in_the_frame_that_draws_them() {
    use bevy::asset::AssetEvent;
    use bevy::image::Image;
    use bevy_egui::{EguiPostUpdateSet, EguiRenderOutput};

    #[derive(Resource, Default)]
    struct Glyphs {
        pending: bool,
        frames: u32,
        late: u32,
    }
    fn note_delta(outputs: Query<&EguiRenderOutput>, mut glyphs: ResMut<Glyphs>) {
        glyphs.pending = outputs.iter().any(|o| !o.textures_delta.set.is_empty());
    }
    fn note_upload(mut events: MessageReader<AssetEvent<Image>>, mut glyphs: ResMut<Glyphs>) {
        let changed = events
            .read()
            .any(|e| matches!(e, AssetEvent::Modified { .. } | AssetEvent::Added { .. }));
        if glyphs.pending {
            glyphs.frames += 1;
            if !changed {
                glyphs.late += 1;
            }
        }
    }

    let mut h = Harness::with_settings(4, |s| s.mode = Mode::HumanVsHuman);
    h.app.init_resource::<Glyphs>();
    h.app.add_systems(
        PostUpdate,
        note_delta
            .after(EguiPostUpdateSet::ProcessOutput)
            .before(EguiPostUpdateSet::PostProcessOutput),
    );
    h.app.add_systems(Last, note_upload);
    // New words at new sizes: a round, notices, the help, the end.
    h.key(KeyCode::Enter);
    for key in [
        KeyCode::Numpad7,
        KeyCode::KeyQ,
        KeyCode::Numpad4,
        KeyCode::KeyJ,
    ] {
        h.key(key);
    }
    h.key(KeyCode::F1);
    h.frames(2);
    h.key(KeyCode::Escape);
    for key in [KeyCode::Numpad8, KeyCode::Numpad5, KeyCode::Numpad9] {
        h.key(key);
    }
    h.wait(1.0);
    let glyphs = h.app.world().resource::<Glyphs>();
    assert!(
        glyphs.frames >= 3,
        "only {} frames had new glyphs",
        glyphs.frames
    );
    assert_eq!(
        glyphs.late, 0,
        "of {} frames with new glyphs",
        glyphs.frames
    );
}

/// Every rectangle outline egui drew this pass, with its colour and width.
#[derive(Resource, Default)]
struct DrawnOutlines(Vec<(egui::Rect, egui::Color32, f32)>);

fn record_outlines(mut contexts: EguiContexts, mut drawn: ResMut<DrawnOutlines>) -> Result {
    let ctx = contexts.ctx_mut()?;
    drawn.0 = ctx.graphics(|layers| {
        let Some(list) = layers.get(egui::LayerId::background()) else {
            return Vec::new();
        };
        list.all_entries()
            .filter_map(|clipped| match &clipped.shape {
                egui::Shape::Rect(rect) if rect.stroke.width > 0.0 => {
                    Some((rect.rect, rect.stroke.color, rect.stroke.width))
                }
                _ => None,
            })
            .collect()
    });
    Ok(())
}

/// Tab on the title screen lands on the ways to play and the strength's
/// chips, whose colours are their own: the ring in the focus colour must
/// still be drawn round each of them, or a keyboard player cannot see
/// where they are.
#[test]
fn the_keyboard_focus_is_ringed_on_the_title_screen() {
    use tictactoe::ui::theme::Palette;
    let mut h = Harness::with_settings(5, |s| {
        s.mode = Mode::HumanVsComputer;
    });
    h.app.init_resource::<DrawnOutlines>();
    h.app.add_systems(
        EguiPrimaryContextPass,
        record_outlines.after(UiSystems::Panels),
    );
    h.frames(2);
    let focus = h.app.world().resource::<Palette>().focus;
    let rings = |h: &Harness| -> Vec<egui::Rect> {
        h.app
            .world()
            .resource::<DrawnOutlines>()
            .0
            .iter()
            .filter(|(_, color, width)| *color == focus && *width >= 2.0)
            .map(|(rect, _, _)| *rect)
            .collect()
    };
    assert_eq!(rings(&h), Vec::<egui::Rect>::new(), "nothing has focus yet");
    // The four ways to play, then the strength's three chips.
    let mut seen = Vec::new();
    for _ in 0..7 {
        h.key(KeyCode::Tab);
        h.frames(2);
        let now = rings(&h);
        assert_eq!(now.len(), 1, "one ring after each Tab: {now:?}");
        seen.push(now[0]);
    }
    // Each ring is round another control.
    for (i, a) in seen.iter().enumerate() {
        for b in &seen[i + 1..] {
            assert_ne!(a, b, "the ring did not move");
        }
    }
}

/// Beside the board the panel's own Menu button stays where it always is
/// when the round ends: the result card does not show a second one (under
/// the board, upright on a phone, the card takes the controls' place and
/// carries Menu). On a phone on its side the panel is narrow, and the
/// card's buttons still fit in it: none runs past the window's edge.
#[test]
fn the_result_card_beside_the_board_does_not_repeat_menu() {
    use tictactoe::ui::egui_host::Landmarks;
    for size in [
        Vec2::new(960.0, 720.0),
        Vec2::new(844.0, 390.0),
        Vec2::new(360.0, 640.0),
    ] {
        let mut h = Harness::with_settings(6, |s| s.mode = Mode::HumanVsHuman);
        watched(&mut h);
        h.resize(size.x, size.y);
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
        h.wait(1.5);
        let drawn = &h.app.world().resource::<DrawnTexts>().0;
        let count = |text: &str| drawn.iter().filter(|d| d.text == text).count();
        assert_eq!(count("Play again"), 1, "{size}: {drawn:#?}");
        assert_eq!(count("Review"), 1, "{size}: {drawn:#?}");
        assert_eq!(count("Menu"), 1, "{size}: {drawn:#?}");
        let landmarks = h.app.world().resource::<Landmarks>().0.clone();
        for name in ["play-again", "menu"] {
            let rect = landmarks[name];
            assert!(
                rect.max.y <= size.y + 0.5,
                "{size}: {name} is below the window"
            );
        }
        // The panel may scroll up and down, never past the sides: neither
        // after the round nor in its review, whose buttons are wider.
        let within = |h: &Harness, when: &str| {
            for (name, rect) in &h.app.world().resource::<Landmarks>().0 {
                assert!(
                    rect.min.x >= 0.0 && rect.max.x <= size.x + 0.5,
                    "{size}, {when}: {name} runs off the side: {rect:?}"
                );
            }
        };
        within(&h, "the result");
        h.key(KeyCode::KeyV);
        h.frames(3);
        within(&h, "the review");
    }
}

/// A phone on its side (844 x 390): the game's name moves into the top
/// row, so the computer's strength is in view, whole, above Start.
#[test]
fn a_phone_on_its_side_shows_the_strength_above_start() {
    use tictactoe::ui::egui_host::Landmarks;
    let mut h = Harness::with_settings(7, |s| {
        s.mode = Mode::HumanVsComputer;
    });
    watched(&mut h);
    h.resize(844.0, 390.0);
    h.frames(3);
    let start = *h
        .app
        .world()
        .resource::<Landmarks>()
        .0
        .get("start")
        .expect("Start is drawn");
    for chip in ["Easy", "Medium", "Impossible"] {
        let drawn = find(&h, chip);
        assert!(
            drawn.rect.height() >= 14.0,
            "{chip} is cut off by the scrolled edge: {drawn:?}"
        );
        assert!(
            drawn.rect.bottom() <= start.min.y,
            "{chip} is under Start: {drawn:?}, Start at {start:?}"
        );
    }
    let name = find(&h, "Tic-Tac-Toe");
    assert!(
        name.rect.top() < 60.0,
        "the name is in the top row: {name:?}"
    );
}

/// Beside the board the result card arrives under the controls, in the
/// moves' room: a player reaching for Undo or Analysis as the computer's
/// winning move lands presses what they aimed at.
#[test]
fn the_controls_stay_put_when_a_round_ends() {
    use tictactoe::ui::egui_host::Landmarks;
    let names = ["Menu", "Undo", "Redo", "Hint", "Analysis", "Help"];
    let controls = |h: &Harness| -> Vec<Rect> {
        let landmarks = &h.app.world().resource::<Landmarks>().0;
        names
            .iter()
            .map(|name| *landmarks.get(name).unwrap_or_else(|| panic!("no {name}")))
            .collect()
    };
    let mut h = Harness::with_settings(8, |s| s.mode = Mode::HumanVsHuman);
    h.key(KeyCode::Enter);
    h.key(KeyCode::Numpad7);
    h.frames(2);
    let during = controls(&h);
    for key in [
        KeyCode::Numpad4,
        KeyCode::Numpad8,
        KeyCode::Numpad5,
        KeyCode::Numpad9,
    ] {
        h.key(key);
    }
    h.wait(1.5);
    assert!(
        h.app
            .world()
            .resource::<Landmarks>()
            .0
            .contains_key("play-again"),
        "the result card is there"
    );
    assert_eq!(controls(&h), during, "the controls moved");
    // And in the review.
    h.key(KeyCode::KeyV);
    h.frames(3);
    assert_eq!(controls(&h), during, "the controls moved for the review");
}

/// The title screen's top row is met by Tab in the order it is read, left
/// to right, after the ways to play, the strength and Start.
#[test]
fn tab_reads_the_title_screens_top_row_left_to_right() {
    let mut h = Harness::with_settings(9, |s| s.mode = Mode::HumanVsComputer);
    h.frames(2);
    for _ in 0..14 {
        h.key(KeyCode::Tab);
        h.frames(1);
    }
    let order: Vec<usize> = ["Settings, button", "Statistics, button", "Help ("]
        .iter()
        .map(|name| {
            h.said
                .iter()
                .position(|a| a.text.starts_with(name))
                .unwrap_or_else(|| panic!("Tab never reached {name}: {:?}", h.said))
        })
        .collect();
    assert!(
        order.windows(2).all(|pair| pair[0] < pair[1]),
        "Tab met the top row as {order:?}"
    );
    let start = h
        .said
        .iter()
        .position(|a| a.text.starts_with("Start ("))
        .expect("Tab reached Start");
    assert!(start < order[0], "the top row came before Start");
}

/// Every control egui laid out this pass that takes a press: its whole
/// rectangle, before clipping.
fn pressable(h: &mut Harness) -> Vec<egui::Rect> {
    let mut contexts = h.app.world_mut().query::<&mut bevy_egui::EguiContext>();
    let mut rects = Vec::new();
    for mut context in contexts.iter_mut(h.app.world_mut()) {
        context.get_mut().viewport(|viewport| {
            let widgets = &viewport.this_pass.widgets;
            for layer in widgets.layer_ids() {
                for w in widgets.get_layer(layer) {
                    if w.enabled && w.sense.senses_click() && !w.sense.senses_drag() {
                        rects.push(w.rect);
                    }
                }
            }
        });
    }
    rects
}

/// On a phone a scrolled screen may hide a control above or below, never
/// at a side: the title screen's top row (with Quit, as on the desktop, or
/// without, as in a browser), the cards and the round's controls all lie
/// within the window's width.
#[test]
fn no_control_runs_off_the_side_of_a_phone() {
    use tictactoe::game::flow::QuitAllowed;
    for (size, can_quit) in [
        (Vec2::new(390.0, 844.0), false),
        (Vec2::new(390.0, 844.0), true),
        (Vec2::new(360.0, 640.0), false),
        (Vec2::new(844.0, 390.0), false),
    ] {
        let mut h = Harness::with_settings(10, |s| s.mode = Mode::HumanVsHuman);
        h.app.insert_resource(QuitAllowed(can_quit));
        h.resize(size.x, size.y);
        h.frames(3);
        let check = |h: &mut Harness, when: &str| {
            let rects = pressable(h);
            assert!(!rects.is_empty(), "{size}, {when}: no controls");
            for rect in rects {
                assert!(
                    rect.left() >= -0.5 && rect.right() <= size.x + 0.5,
                    "{size}, {when}: a control runs off the side: {rect:?}"
                );
            }
        };
        check(&mut h, "the title screen");
        h.key(KeyCode::Enter);
        h.key(KeyCode::Numpad5);
        h.frames(2);
        check(&mut h, "a round");
        for key in [
            KeyCode::Numpad1,
            KeyCode::Numpad7,
            KeyCode::Numpad3,
            KeyCode::Numpad9,
        ] {
            h.key(key);
        }
        h.wait(1.5);
        check(&mut h, "the result");
        h.key(KeyCode::KeyV);
        h.frames(3);
        check(&mut h, "the review");
    }
}

#[derive(Resource, Default)]
struct BoardTexts {
    names: Vec<egui::Rect>,
    coach: Vec<egui::Rect>,
}

/// Where the squares' names and the coach's words were drawn this pass.
fn record_board_texts(mut contexts: EguiContexts, mut drawn: ResMut<BoardTexts>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rects = |painter: &str| {
        ctx.graphics(|layers| {
            let layer = egui::LayerId::new(egui::Order::Background, egui::Id::new(painter));
            layers
                .get(layer)
                .map(|list| {
                    list.all_entries()
                        .filter_map(|clipped| match &clipped.shape {
                            egui::Shape::Text(text) if !text.galley.text().trim().is_empty() => {
                                Some(text.galley.rect.translate(text.pos.to_vec2()))
                            }
                            _ => None,
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    drawn.names = rects("square numbers");
    drawn.coach = rects("coach");
    Ok(())
}

/// With the analysis on, the squares' names move out of the way of its
/// words: no name is drawn over a square's verdict.
#[test]
fn square_names_stay_clear_of_the_analysis() {
    for board in [BoardChoice::Classic, BoardChoice::Five] {
        let mut h = Harness::with_preferences(21, |s, prefs| {
            s.mode = Mode::HumanVsHuman;
            s.board = board;
            prefs.show_numbers = true;
        });
        h.app.init_resource::<BoardTexts>();
        h.app.add_systems(
            EguiPrimaryContextPass,
            record_board_texts.after(UiSystems::Panels),
        );
        h.key(KeyCode::Enter);
        h.key(KeyCode::KeyA);
        // Enough frames for some squares' verdicts, even on 5 x 5.
        for _ in 0..600 {
            h.frame();
            if h.app.world().resource::<BoardTexts>().coach.len() >= 2 {
                break;
            }
        }
        let drawn = h.app.world().resource::<BoardTexts>();
        assert!(
            drawn.coach.len() >= 2,
            "{board:?}: the analysis drew {:?}",
            drawn.coach
        );
        assert!(!drawn.names.is_empty(), "{board:?}: no names drawn");
        for name in &drawn.names {
            for words in &drawn.coach {
                assert!(
                    !name.intersects(*words),
                    "{board:?}: a name at {name:?} is drawn over the words at {words:?}"
                );
            }
        }
    }
}

#[test]
fn online_on_a_device_with_no_network_says_so_before_anything_is_tried() {
    for no_network in [true, false] {
        let dir = common::scratch_dir(&format!("no-network-{no_network}"));
        let mut h = Harness::with_store(71, dir.join("settings.ron"), |app| {
            app.insert_resource(Offline(if no_network { || true } else { || false }));
        });
        watched(&mut h);
        h.app.world_mut().resource_mut::<MatchSettings>().mode = Mode::Online;
        h.frames(3);
        let drawn = &h.app.world().resource::<DrawnTexts>().0;
        let shown = drawn.iter().any(|d| d.text == NEEDS_THE_NETWORK);
        let said = !h.said_containing(NEEDS_THE_NETWORK).is_empty();
        assert_eq!(shown, no_network, "drawn: {drawn:#?}");
        assert_eq!(said, no_network);
        if no_network {
            assert!(
                !find(&h, NEEDS_THE_NETWORK).elided,
                "the notice shows whole"
            );
        } else {
            assert!(!h.said_containing("Enter looks for a player").is_empty());
        }
    }
}
