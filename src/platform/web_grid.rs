//! The board mirrored in the page as buttons, one per square, over the
//! squares drawn on the canvas: a screen reader reads and presses them
//! ("Square 7, top left, empty"), and a keyboard player who tabs out of
//! the canvas lands on them with a visible ring. They take no pointer
//! events: taps and clicks go to the game as before.

use std::cell::RefCell;

use bevy::prelude::*;
use web_sys::wasm_bindgen::JsCast;
use web_sys::wasm_bindgen::closure::Closure;

use crate::core::Pos;
use crate::core::notation::square_label;
use crate::game::online::Waker;
use crate::game::online::link::Wake;
use crate::game::round::Round;
use crate::game::round::placement::{MoveRequest, Requester};
use crate::game::state::{GameState, InRound};
use crate::game::{Cell, GameSystems, Mark};
use crate::ui::layout::BoardLayout;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        take_presses
            .in_set(GameSystems::Input)
            .run_if(in_state(GameState::Playing)),
    );
    app.add_systems(Last, mirror_board);
}

struct Grid {
    root: web_sys::HtmlElement,
    buttons: Vec<web_sys::HtmlElement>,
    size: u8,
    labels: Vec<String>,
    placed: String,
    /// The buttons' click handlers, kept alive as long as the buttons.
    _handlers: Vec<Closure<dyn FnMut()>>,
}

thread_local! {
    static GRID: RefCell<Option<Grid>> = const { RefCell::new(None) };
    /// Squares pressed in the page since the last frame.
    static PRESSED: RefCell<Vec<Pos>> = const { RefCell::new(Vec::new()) };
}

fn take_presses(mut requests: MessageWriter<MoveRequest>) {
    for pos in PRESSED.with(|pressed| std::mem::take(&mut *pressed.borrow_mut())) {
        requests.write(MoveRequest {
            pos,
            by: Requester::Local,
        });
    }
}

fn build(size: u8, wake: Option<Wake>) -> Option<Grid> {
    let document = web_sys::window()?.document()?;
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
    let _ = root.set_attribute("aria-label", &format!("Board, {size} by {size}"));
    let mut buttons = Vec::new();
    let mut handlers = Vec::new();
    for row in 0..size {
        for col in 0..size {
            let button: web_sys::HtmlElement =
                document.create_element("button").ok()?.dyn_into().ok()?;
            let _ = button.set_attribute("type", "button");
            let pos = Pos::new(row, col);
            let wake = wake.clone();
            let handler = Closure::<dyn FnMut()>::new(move || {
                PRESSED.with(|pressed| pressed.borrow_mut().push(pos));
                // The game sleeps until input reaches its canvas; a press
                // in the page has to wake it.
                if let Some(wake) = &wake {
                    wake();
                }
            });
            button.set_onclick(Some(handler.as_ref().unchecked_ref()));
            root.append_child(&button).ok()?;
            buttons.push(button);
            handlers.push(handler);
        }
    }
    Some(Grid {
        root,
        buttons,
        size,
        labels: vec![String::new(); usize::from(size) * usize::from(size)],
        placed: String::new(),
        _handlers: handlers,
    })
}

fn mirror_board(
    layout: Res<BoardLayout>,
    round: Res<Round>,
    in_round: Option<Res<State<InRound>>>,
    cells: Query<(&Cell, Option<&Mark>)>,
    waker: Res<Waker>,
) {
    let rules = round.game().rules();
    let size = rules.size();
    let in_round = in_round.is_some();
    GRID.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.as_ref().is_none_or(|grid| grid.size != size) {
            *slot = build(size, waker.0.clone());
        }
        let Some(grid) = slot.as_mut() else {
            return;
        };
        grid.root.set_hidden(!in_round);
        if !in_round {
            return;
        }
        let placed = format!(
            "left:{}px;top:{}px;width:{}px;height:{}px;grid-template-columns:repeat({size},1fr)",
            layout.origin.x, layout.origin.y, layout.side, layout.side
        );
        if placed != grid.placed {
            let _ = grid.root.set_attribute("style", &placed);
            grid.placed = placed;
        }
        for (&Cell(pos), mark) in &cells {
            let index = usize::from(pos.row) * usize::from(size) + usize::from(pos.col);
            let label = square_label(rules, pos, mark.map(|m| m.0));
            if let (Some(button), Some(old)) = (grid.buttons.get(index), grid.labels.get_mut(index))
                && *old != label
            {
                let _ = button.set_attribute("aria-label", &label);
                *old = label;
            }
        }
    });
}
