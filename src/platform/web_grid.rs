//! The board mirrored in the page as buttons, one per square, over the
//! squares drawn on the canvas: a screen reader reads and presses them
//! ("Square 7, top left, empty"), and a keyboard player who tabs out of
//! the canvas lands on them with a visible ring. On Ultimate they go board
//! by board and say where the next move must go. They take no pointer
//! events: taps and clicks go to the game as before.
//!
//! During a round Tab goes round a ring: the board (the canvas), the
//! panels' controls (egui's), the board's buttons, and back to the canvas.
//! winit keeps every key of the canvas from the browser, so the step from
//! egui's last control to the first button is taken here, as is the one
//! from the last button back to the canvas.

use std::cell::RefCell;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use web_sys::wasm_bindgen::JsCast;
use web_sys::wasm_bindgen::closure::Closure;

use crate::core::{Pos, Rules};
use crate::game::narrate::square_button_label;
use crate::game::online::Waker;
use crate::game::online::link::Wake;
use crate::game::round::Round;
use crate::game::round::placement::{MoveRequest, Requester};
use crate::game::setup::language::Words;
use crate::game::state::{GameState, InRound};
use crate::game::{Cell, GameSystems, Mark};
use crate::i18n::t;
use crate::ui::egui_host::UiSystems;
use crate::ui::input::{InputSystems, KeyboardCursor, LastInput};
use crate::ui::layout::BoardLayout;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        // Before the keys are read: an arrow pressed in the same frame as
        // the Escape that left a button moves on from that button's square.
        take_presses
            .in_set(GameSystems::Input)
            .before(InputSystems::Read)
            .run_if(in_state(GameState::Playing)),
    );
    app.add_systems(Last, mirror_board);
    app.add_systems(
        EguiPrimaryContextPass,
        tab_out_of_the_panels
            .after(UiSystems::Panels)
            .before(UiSystems::Focus)
            .run_if(in_state(InRound)),
    );
}

struct Grid {
    root: web_sys::HtmlElement,
    buttons: Vec<web_sys::HtmlElement>,
    /// The square of each button, in the page's order.
    squares: Vec<Pos>,
    rules: Rules,
    labels: Vec<String>,
    /// The grid's own name, as said last.
    name: String,
    placed: String,
    /// The buttons' click handlers, kept alive as long as the buttons.
    _handlers: Vec<Closure<dyn FnMut()>>,
    _on_key: Closure<dyn FnMut(web_sys::KeyboardEvent)>,
}

thread_local! {
    static GRID: RefCell<Option<Grid>> = const { RefCell::new(None) };
    /// Squares pressed in the page since the last frame.
    static PRESSED: RefCell<Vec<Pos>> = const { RefCell::new(Vec::new()) };
    /// The square whose button Escape left: the board's cursor goes there.
    static LEFT_FROM: RefCell<Option<Pos>> = const { RefCell::new(None) };
}

fn take_presses(
    mut requests: MessageWriter<MoveRequest>,
    mut cursor: ResMut<KeyboardCursor>,
    mut last_input: ResMut<LastInput>,
) {
    for pos in PRESSED.with(|pressed| std::mem::take(&mut *pressed.borrow_mut())) {
        requests.write(MoveRequest {
            pos,
            by: Requester::Local,
        });
    }
    // Back on the canvas, the keyboard's place shows where it was.
    if let Some(pos) = LEFT_FROM.with(|left| left.borrow_mut().take()) {
        cursor.0 = Some(pos);
        *last_input = LastInput::BoardKeys;
    }
}

/// The squares in the order Tab and a screen reader meet them: row by row;
/// on Ultimate, small board by small board, and on Qubic layer by layer,
/// so each is read whole.
fn reading_order(rules: Rules) -> Vec<Pos> {
    let mut squares: Vec<Pos> = rules.positions().collect();
    if let Some(b) = rules.block() {
        squares.sort_by_key(|pos| (pos.row / b, pos.col / b, pos.row, pos.col));
    }
    squares
}

/// The grid's tracks: a narrow one between blocks, as drawn.
fn tracks(rules: Rules) -> String {
    match rules.block() {
        Some(b) => {
            let blocks = rules.size() / b;
            vec![format!("repeat({b},1fr)"); usize::from(blocks)].join(" 0.3fr ")
        }
        None => format!("repeat({},1fr)", rules.size()),
    }
}

/// The grid's name: "Board, 4 by 4".
fn grid_name(rules: Rules, words: &Words) -> String {
    if rules.is_ultimate() {
        t!(words, "grid-name-ultimate")
    } else if rules.is_qubic() {
        t!(words, "grid-name-qubic")
    } else {
        t!(words, "grid-name", size = rules.size())
    }
}

fn build(rules: Rules, wake: Option<Wake>) -> Option<Grid> {
    let document = web_sys::window()?.document()?;
    let root = grid_root(&document)?;
    let squares = reading_order(rules);
    let mut buttons = Vec::new();
    let mut handlers = Vec::new();
    for &pos in &squares {
        let (button, handler) = square_button(&document, rules, pos, wake.clone())?;
        root.append_child(&button).ok()?;
        buttons.push(button);
        handlers.push(handler);
    }
    let on_key = leave_by_key(wake);
    // The property, not a listener added: a new board's grid reuses the
    // element, and its handler must replace the old one, whose closure is
    // dropped with the old grid (an added listener would stay and throw).
    root.set_onkeydown(Some(on_key.as_ref().unchecked_ref()));
    Some(Grid {
        root,
        buttons,
        labels: vec![String::new(); squares.len()],
        name: String::new(),
        squares,
        rules,
        placed: String::new(),
        _handlers: handlers,
        _on_key: on_key,
    })
}

/// The grid's element, emptied: the one already in the page, or a new one.
fn grid_root(document: &web_sys::Document) -> Option<web_sys::HtmlElement> {
    let root: web_sys::HtmlElement = match document.get_element_by_id("board-grid") {
        Some(existing) => existing.dyn_into().ok()?,
        None => {
            let root: web_sys::HtmlElement =
                document.create_element("div").ok()?.dyn_into().ok()?;
            root.set_id("board-grid");
            document.body()?.append_child(&root).ok()?;
            root
        }
    };
    root.set_inner_html("");
    let _ = root.set_attribute("role", "group");
    Some(root)
}

/// The button for square `pos`, and the handler that keeps its press for
/// the game.
fn square_button(
    document: &web_sys::Document,
    rules: Rules,
    pos: Pos,
    wake: Option<Wake>,
) -> Option<(web_sys::HtmlElement, Closure<dyn FnMut()>)> {
    let (row, col) = (pos.row, pos.col);
    let button: web_sys::HtmlElement = document.create_element("button").ok()?.dyn_into().ok()?;
    let _ = button.set_attribute("type", "button");
    let _ = button.set_attribute("data-square", &format!("{row} {col}"));
    if let Some(b) = rules.block() {
        // Past the narrow track before each block.
        let _ = button.set_attribute(
            "style",
            &format!(
                "grid-row:{};grid-column:{}",
                row + 1 + row / b,
                col + 1 + col / b
            ),
        );
    }
    let handler = Closure::<dyn FnMut()>::new(move || {
        PRESSED.with(|pressed| pressed.borrow_mut().push(pos));
        // The game sleeps until input reaches its canvas; a press
        // in the page has to wake it.
        if let Some(wake) = &wake {
            wake();
        }
    });
    button.set_onclick(Some(handler.as_ref().unchecked_ref()));
    Some((button, handler))
}

/// Tab on the last button goes back to the board; the browser moves
/// between the buttons, and Shift+Tab from the first reaches the canvas
/// before them in the page. Escape on any of them gives the keyboard back
/// to the board too, as it does from the panels.
fn leave_by_key(wake: Option<Wake>) -> Closure<dyn FnMut(web_sys::KeyboardEvent)> {
    Closure::new(move |event: web_sys::KeyboardEvent| {
        let plain_tab = event.key() == "Tab"
            && !(event.shift_key() || event.ctrl_key() || event.alt_key() || event.meta_key());
        let button = event
            .target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok());
        let on_last = button
            .as_ref()
            .is_some_and(|button| button.next_element_sibling().is_none());
        if (plain_tab && on_last) || event.key() == "Escape" {
            event.prevent_default();
            focus_element("game");
        }
        if event.key() == "Escape"
            && let Some(pos) = button.as_ref().and_then(square_of)
        {
            LEFT_FROM.with(|left| *left.borrow_mut() = Some(pos));
            if let Some(wake) = &wake {
                wake();
            }
        }
    })
}

/// The square a board button stands for ("row col" in `data-square`).
fn square_of(button: &web_sys::Element) -> Option<Pos> {
    let value = button.get_attribute("data-square")?;
    let (row, col) = value.split_once(' ')?;
    Some(Pos::new(row.parse().ok()?, col.parse().ok()?))
}

fn focus_element(id: &str) {
    if let Some(element) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(id))
        .and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = element.focus();
    }
}

/// Tab on egui's last control: egui lets go of the focus and would give it
/// to its first control on the next pass; the page's focus goes to the
/// board's first button instead, and egui's grab is let go unannounced.
fn tab_out_of_the_panels(
    mut contexts: EguiContexts,
    mut had_focus: Local<bool>,
    mut handed_over: Local<bool>,
) {
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    if std::mem::take(&mut *handed_over) {
        ctx.memory_mut(|memory| {
            if let Some(id) = memory.focused() {
                memory.surrender_focus(id);
            }
        });
        ctx.output_mut(|output| {
            output
                .events
                .retain(|event| !matches!(event, egui::output::OutputEvent::FocusGained(_)));
        });
    }
    let focused = ctx.memory(|memory| memory.focused().is_some());
    let tabbed = ctx.input(|input| {
        input.events.iter().any(|event| {
            matches!(
                event,
                egui::Event::Key {
                    key: egui::Key::Tab,
                    pressed: true,
                    modifiers,
                    ..
                } if !modifiers.shift
            )
        })
    });
    if *had_focus && !focused && tabbed {
        let first = GRID.with(|slot| {
            slot.borrow()
                .as_ref()
                .and_then(|grid| grid.buttons.first().cloned())
        });
        if let Some(button) = first {
            let _ = button.focus();
            *handed_over = true;
        }
    }
    *had_focus = focused;
}

fn mirror_board(
    layout: Res<BoardLayout>,
    round: Res<Round>,
    in_round: Option<Res<State<InRound>>>,
    cells: Query<(&Cell, Option<&Mark>)>,
    waker: Res<Waker>,
    words: Res<Words>,
) {
    let board = round.game().board();
    let rules = board.rules();
    let in_round = in_round.is_some();
    GRID.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.as_ref().is_none_or(|grid| grid.rules != rules) {
            *slot = build(rules, waker.0.clone());
        }
        let Some(grid) = slot.as_mut() else {
            return;
        };
        let name = grid_name(rules, &words);
        if name != grid.name {
            let _ = grid.root.set_attribute("aria-label", &name);
            grid.name = name;
        }
        grid.root.set_hidden(!in_round);
        if !in_round {
            return;
        }
        let tracks = tracks(rules);
        let placed = format!(
            "left:{}px;top:{}px;width:{}px;height:{}px;\
             grid-template-columns:{tracks};grid-template-rows:{tracks}",
            layout.origin.x, layout.origin.y, layout.side, layout.side
        );
        if placed != grid.placed {
            let _ = grid.root.set_attribute("style", &placed);
            grid.placed = placed;
        }
        for (&Cell(pos), mark) in &cells {
            let Some(index) = grid.squares.iter().position(|&square| square == pos) else {
                continue;
            };
            let label = square_button_label(board, pos, mark.map(|m| m.0), &words);
            if let (Some(button), Some(old)) = (grid.buttons.get(index), grid.labels.get_mut(index))
                && *old != label
            {
                let _ = button.set_attribute("aria-label", &label);
                *old = label;
            }
        }
    });
}
