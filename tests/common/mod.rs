//! A headless game: the real game systems with no window, no renderer and no
//! GPU, driven by the same input messages a window would send.
#![allow(dead_code)]

use std::time::Duration;

use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::mouse::MouseButtonInput;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::window::{PrimaryWindow, WindowResolution};

use tictactoe::core::{Player, Pos};
use tictactoe::game::announce::Feed;
use tictactoe::game::computer::SearchBudget;
use tictactoe::game::layout::BoardLayout;
use tictactoe::game::outcome::Score;
use tictactoe::game::round::Round;
use tictactoe::game::settings::MatchSettings;
use tictactoe::game::{Cell, GameRng, GameState, Mark};

/// Simulated time per frame.
pub const FRAME: Duration = Duration::from_millis(50);

pub struct Harness {
    pub app: App,
    pub window: Entity,
}

impl Harness {
    pub fn new(seed: u64) -> Self {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
        app.add_plugins(tictactoe::game::plugin);
        app.insert_resource(GameRng::seeded(seed));
        app.insert_resource(SearchBudget(2_000));
        app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
        let window = app
            .world_mut()
            .spawn((
                Window {
                    resolution: WindowResolution::new(960, 720),
                    ..default()
                },
                PrimaryWindow,
            ))
            .id();
        app.update();
        Harness { app, window }
    }

    pub fn with_settings(seed: u64, change: impl FnOnce(&mut MatchSettings)) -> Self {
        let mut h = Harness::new(seed);
        change(&mut h.app.world_mut().resource_mut::<MatchSettings>());
        h
    }

    pub fn frame(&mut self) {
        self.app.update();
    }

    pub fn frames(&mut self, n: usize) {
        for _ in 0..n {
            self.app.update();
        }
    }

    /// Runs frames for at least `seconds` of game time.
    pub fn wait(&mut self, seconds: f32) {
        let n = (seconds / FRAME.as_secs_f32()).ceil() as usize;
        self.frames(n);
    }

    fn key_event(&mut self, key: KeyCode, state: ButtonState) {
        let window = self.window;
        self.app.world_mut().write_message(KeyboardInput {
            key_code: key,
            logical_key: Key::Unidentified(NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window,
        });
    }

    /// Presses and releases a key, one frame each.
    pub fn key(&mut self, key: KeyCode) {
        self.key_event(key, ButtonState::Pressed);
        self.frame();
        self.key_event(key, ButtonState::Released);
        self.frame();
    }

    pub fn move_cursor(&mut self, position: Option<Vec2>) {
        let window = self.window;
        let mut entity = self.app.world_mut().entity_mut(window);
        entity
            .get_mut::<Window>()
            .unwrap()
            .set_cursor_position(position);
    }

    /// Clicks the left mouse button at a window position.
    pub fn click(&mut self, position: Vec2) {
        self.move_cursor(Some(position));
        let window = self.window;
        for state in [ButtonState::Pressed, ButtonState::Released] {
            self.app.world_mut().write_message(MouseButtonInput {
                button: MouseButton::Left,
                state,
                window,
            });
            self.frame();
        }
    }

    pub fn tap(&mut self, position: Vec2) {
        let window = self.window;
        for phase in [TouchPhase::Started, TouchPhase::Ended] {
            self.app.world_mut().write_message(TouchInput {
                phase,
                position,
                window,
                force: None,
                id: 1,
            });
            self.frame();
        }
    }

    pub fn resize(&mut self, width: f32, height: f32) {
        let window = self.window;
        let mut entity = self.app.world_mut().entity_mut(window);
        entity
            .get_mut::<Window>()
            .unwrap()
            .resolution
            .set(width, height);
        self.frame();
    }

    pub fn layout(&self) -> BoardLayout {
        *self.app.world().resource::<BoardLayout>()
    }

    pub fn click_square(&mut self, pos: Pos) {
        let at = self.layout().cell_center(pos);
        self.click(at);
    }

    pub fn state(&self) -> GameState {
        *self.app.world().resource::<State<GameState>>().get()
    }

    pub fn round(&self) -> &Round {
        self.app.world().resource::<Round>()
    }

    pub fn score(&self) -> Score {
        self.app.world().resource::<Score>().clone()
    }

    pub fn feed(&self) -> &Feed {
        self.app.world().resource::<Feed>()
    }

    pub fn notice(&self) -> Option<String> {
        self.feed().notice.as_ref().map(|n| n.text.clone())
    }

    pub fn clear_notice(&mut self) {
        self.app.world_mut().resource_mut::<Feed>().notice = None;
    }

    /// Every `Mark` component on a `Cell`, by square.
    pub fn marks(&mut self) -> Vec<(Pos, Player)> {
        let mut query = self.app.world_mut().query::<(&Cell, &Mark)>();
        let mut marks: Vec<(Pos, Player)> = query
            .iter(self.app.world())
            .map(|(c, m)| (c.0, m.0))
            .collect();
        marks.sort();
        marks
    }

    pub fn cell_count(&mut self) -> usize {
        let mut query = self.app.world_mut().query::<&Cell>();
        query.iter(self.app.world()).count()
    }
}
