//! A headless game: the real game, interface (egui) and platform plugins
//! with no window system, renderer or GPU, driven by the same input messages
//! a window would send.
#![allow(dead_code)]

use std::path::PathBuf;
use std::time::Duration;

use bevy::asset::AssetPlugin;
use bevy::camera::RenderTargetInfo;
use bevy::image::ImagePlugin;
use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input::mouse::MouseButtonInput;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::mesh::MeshPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::window::{
    CursorMoved, ExitCondition, PrimaryWindow, RequestRedraw, WindowEvent, WindowResolution,
};

use tictactoe::core::matchup::Score;
use tictactoe::core::{Player, Pos};
use tictactoe::game::announce::{Announce, Feed};
use tictactoe::game::round::Round;
use tictactoe::game::round::score::MatchScore;
use tictactoe::game::setup::language::{SystemLanguage, Words};
use tictactoe::game::setup::preferences::Preferences;
use tictactoe::game::setup::settings::MatchSettings;
use tictactoe::game::{Cell, GameRng, GameState, Mark};
use tictactoe::i18n::Language;
use tictactoe::platform::target::SettingsStore;
use tictactoe::ui::layout::BoardLayout;

/// Simulated time per frame.
pub const FRAME: Duration = Duration::from_millis(50);

pub struct Harness {
    pub app: App,
    pub window: Entity,
    /// Where this game keeps its settings (a fresh folder per harness).
    pub settings_file: PathBuf,
    /// Every announcement so far, in order.
    pub said: Vec<Announce>,
    /// What the page's live region would have read so far: each frame's
    /// announcements joined as the platform joins them.
    pub spoken: Vec<String>,
    /// Runs after every frame (the random-input test checks its invariants here).
    pub after_frame: Option<Box<dyn FnMut(&mut World)>>,
    heard: bevy::ecs::message::MessageCursor<Announce>,
    redraws: (bevy::ecs::message::MessageCursor<RequestRedraw>, usize),
}

/// A fresh folder for one test's files, removed on the next run.
pub fn scratch_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("headless")
        .join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

impl Harness {
    pub fn new(seed: u64) -> Self {
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = scratch_dir(&format!("game-{seed}-{n}"));
        Harness::with_store(seed, dir.join("settings.ron"), |_| {})
    }

    /// A game whose settings file is `settings_file`; `before` runs on the
    /// app before its first frame (to write a file, say).
    pub fn with_store(seed: u64, settings_file: PathBuf, before: impl FnOnce(&mut App)) -> Self {
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            StatesPlugin,
            InputPlugin,
            WindowPlugin {
                primary_window: None,
                exit_condition: ExitCondition::DontExit,
                close_when_requested: false,
                ..default()
            },
            AssetPlugin::default(),
            ImagePlugin::default(),
            MeshPlugin,
        ));
        app.init_asset::<ColorMaterial>();
        app.init_asset::<bevy::shader::Shader>();
        app.insert_resource(SettingsStore::at(&settings_file));
        app.add_plugins((
            tictactoe::platform::plugin,
            tictactoe::game::plugin,
            tictactoe::ui::plugin,
        ));
        // The tests read the game's English, whatever this machine speaks.
        app.insert_resource(SystemLanguage(Some(Language::English)));
        app.insert_resource(GameRng::seeded(seed));
        app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
        // Without a renderer nobody tells the camera how big its window is;
        // egui lays out in the camera's viewport.
        app.add_systems(
            PreUpdate,
            size_cameras.before(bevy_egui::EguiPreUpdateSet::InitContexts),
        );
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
        before(&mut app);
        let mut h = Harness {
            app,
            window,
            settings_file,
            said: Vec::new(),
            spoken: Vec::new(),
            after_frame: None,
            heard: default(),
            redraws: default(),
        };
        h.frame();
        h
    }

    pub fn with_settings(seed: u64, change: impl FnOnce(&mut MatchSettings)) -> Self {
        Harness::with_preferences(seed, |settings, _| change(settings))
    }

    /// A game with the match set up and this device's preferences changed.
    pub fn with_preferences(
        seed: u64,
        change: impl FnOnce(&mut MatchSettings, &mut Preferences),
    ) -> Self {
        let mut h = Harness::new(seed);
        let mut prefs = h.app.world().resource::<Preferences>().clone();
        change(
            &mut h.app.world_mut().resource_mut::<MatchSettings>(),
            &mut prefs,
        );
        h.app.insert_resource(prefs);
        h.frame();
        h
    }

    pub fn frame(&mut self) {
        self.app.update();
        let messages = self.app.world().resource::<Messages<Announce>>();
        let new: Vec<Announce> = self.heard.read(messages).cloned().collect();
        if !new.is_empty() {
            let texts: Vec<&str> = new.iter().map(|a| a.text.as_str()).collect();
            let words = self.app.world().resource::<Words>();
            self.spoken
                .push(tictactoe::platform::sentences(&texts, words));
        }
        self.said.extend(new);
        let redraws = self.app.world().resource::<Messages<RequestRedraw>>();
        self.redraws.1 += self.redraws.0.read(redraws).count();
        if let Some(check) = self.after_frame.as_mut() {
            check(self.app.world_mut());
        }
    }

    /// Presses Tab until the keyboard reaches the control whose spoken
    /// name starts with `label`.
    pub fn tab_to(&mut self, label: &str) {
        for _ in 0..40 {
            let before = self.said.len();
            self.key(KeyCode::Tab);
            if self.said[before..]
                .iter()
                .any(|a| a.text.starts_with(label))
            {
                return;
            }
        }
        panic!("Tab never reached {label:?}; said: {:#?}", self.said);
    }

    pub fn frames(&mut self, n: usize) {
        for _ in 0..n {
            self.frame();
        }
    }

    /// How many redraws the game has asked the window for so far.
    pub fn redraws_asked(&self) -> usize {
        self.redraws.1
    }

    /// How often the window wakes on its own while focused, if more often
    /// than an idle window's five seconds: a timer is running.
    pub fn wakes_every(&self) -> Option<Duration> {
        use bevy::winit::{UpdateMode, WinitSettings};
        match self.app.world().resource::<WinitSettings>().focused_mode {
            UpdateMode::Reactive { wait, .. } if wait < Duration::from_secs(5) => Some(wait),
            _ => None,
        }
    }

    /// Runs frames for at least `seconds` of game time.
    pub fn wait(&mut self, seconds: f32) {
        let n = (seconds / FRAME.as_secs_f32()).ceil() as usize;
        self.frames(n);
    }

    pub fn key_event(&mut self, key_code: KeyCode, logical_key: Key, state: ButtonState) {
        let window = self.window;
        let text = match (&logical_key, state) {
            (Key::Character(text), ButtonState::Pressed) => Some(text.clone()),
            _ => None,
        };
        self.app.world_mut().write_message(KeyboardInput {
            key_code,
            logical_key,
            state,
            text,
            repeat: false,
            window,
        });
    }

    /// Presses and releases a key as a US QWERTY keyboard reports it, one
    /// frame each.
    pub fn key(&mut self, key: KeyCode) {
        self.key_as(key, qwerty(key));
    }

    /// Presses and releases the physical key `key` that types `logical` on
    /// the player's layout (an AZERTY or Dvorak keyboard, say).
    pub fn key_as(&mut self, key: KeyCode, logical: Key) {
        self.key_event(key, logical.clone(), ButtonState::Pressed);
        self.frame();
        self.key_event(key, logical, ButtonState::Released);
        self.frame();
    }

    pub fn move_cursor(&mut self, position: Option<Vec2>) {
        let window = self.window;
        let mut entity = self.app.world_mut().entity_mut(window);
        entity
            .get_mut::<Window>()
            .unwrap()
            .set_cursor_position(position);
        if let Some(position) = position {
            let moved = CursorMoved {
                window,
                position,
                delta: None,
            };
            // As winit sends it: the game reads the message, egui the
            // window's event stream.
            self.app.world_mut().write_message(moved.clone());
            self.app
                .world_mut()
                .write_message(WindowEvent::CursorMoved(moved));
        }
    }

    /// Clicks the left mouse button at a window position.
    pub fn click(&mut self, position: Vec2) {
        self.move_cursor(Some(position));
        let window = self.window;
        for state in [ButtonState::Pressed, ButtonState::Released] {
            let button = MouseButtonInput {
                button: MouseButton::Left,
                state,
                window,
            };
            self.app.world_mut().write_message(button);
            self.app
                .world_mut()
                .write_message(WindowEvent::MouseButtonInput(button));
            self.frame();
        }
    }

    pub fn tap(&mut self, position: Vec2) {
        self.touch(position, TouchPhase::Started);
        self.touch(position, TouchPhase::Ended);
    }

    /// A finger down, held for `seconds` of game time, and lifted.
    pub fn press_and_hold(&mut self, position: Vec2, seconds: f32) {
        self.touch(position, TouchPhase::Started);
        self.wait(seconds);
        self.touch(position, TouchPhase::Ended);
    }

    fn touch(&mut self, position: Vec2, phase: TouchPhase) {
        let window = self.window;
        self.app.world_mut().write_message(TouchInput {
            phase,
            position,
            window,
            force: None,
            id: 1,
        });
        self.frame();
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

    pub fn settings(&self) -> &MatchSettings {
        self.app.world().resource::<MatchSettings>()
    }

    pub fn prefs(&self) -> &Preferences {
        self.app.world().resource::<Preferences>()
    }

    pub fn score(&self) -> Score {
        self.app.world().resource::<MatchScore>().score
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

    /// The texts announced so far that contain `part`.
    pub fn said_containing(&self, part: &str) -> Vec<String> {
        self.said
            .iter()
            .filter(|a| a.text.contains(part))
            .map(|a| a.text.clone())
            .collect()
    }
}

fn size_cameras(windows: Query<&Window>, mut cameras: Query<&mut Camera>) {
    let Some(window) = windows.iter().next() else {
        return;
    };
    for mut camera in &mut cameras {
        camera.computed.target_info = Some(RenderTargetInfo {
            physical_size: window.physical_size(),
            scale_factor: window.scale_factor(),
        });
    }
}

/// What a key types on a US QWERTY keyboard.
pub fn qwerty(key: KeyCode) -> Key {
    let name = format!("{key:?}");
    if let Some(letter) = name.strip_prefix("Key") {
        return Key::Character(letter.to_lowercase().into());
    }
    if let Some(digit) = name
        .strip_prefix("Digit")
        .or_else(|| name.strip_prefix("Numpad").filter(|d| d.len() == 1))
    {
        return Key::Character(digit.into());
    }
    match key {
        KeyCode::Enter | KeyCode::NumpadEnter => Key::Enter,
        KeyCode::Space => Key::Space,
        KeyCode::Escape => Key::Escape,
        KeyCode::Tab => Key::Tab,
        KeyCode::ArrowUp => Key::ArrowUp,
        KeyCode::ArrowDown => Key::ArrowDown,
        KeyCode::ArrowLeft => Key::ArrowLeft,
        KeyCode::ArrowRight => Key::ArrowRight,
        KeyCode::ShiftLeft | KeyCode::ShiftRight => Key::Shift,
        KeyCode::NumLock => Key::NumLock,
        KeyCode::F5 => Key::F5,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        KeyCode::ControlLeft | KeyCode::ControlRight => Key::Control,
        _ => Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
    }
}

/// The numpad key for square `n` (7 8 9 is the top row).
pub fn numpad(n: u8) -> KeyCode {
    [
        KeyCode::Numpad0,
        KeyCode::Numpad1,
        KeyCode::Numpad2,
        KeyCode::Numpad3,
        KeyCode::Numpad4,
        KeyCode::Numpad5,
        KeyCode::Numpad6,
        KeyCode::Numpad7,
        KeyCode::Numpad8,
        KeyCode::Numpad9,
    ][usize::from(n)]
}
