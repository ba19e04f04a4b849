//! What the terminal sends, handed to the frame: a thread reads it (keys,
//! clicks and sizes in the full-screen mode, lines in the plain mode) and
//! rings the loop's doorbell; each frame turns what arrived into messages.

use std::io::BufRead;

use bevy::prelude::*;
use ratatui::crossterm::event::{Event, MouseButton, MouseEventKind};

use super::TerminalSystems;
use super::keys::{Click, TerminalKey};
use super::plain::TypedLines;
use super::runner::{Arrived, Doorbell, Wake};
use crate::game::GameSystems;

/// The terminal changed size: draw again at once.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resized;

pub fn plugin(app: &mut App) {
    app.add_message::<Resized>();
    app.add_systems(
        Update,
        hand_over
            .in_set(TerminalSystems::Arrive)
            .in_set(GameSystems::Input),
    );
}

/// Reads the terminal's events (full-screen mode) until it closes.
pub fn read_events(doorbell: Doorbell) {
    std::thread::spawn(move || {
        loop {
            let wake = match ratatui::crossterm::event::read() {
                Ok(event) => Wake::Event(event),
                Err(_) => Wake::InputEnded,
            };
            let ended = matches!(wake, Wake::InputEnded);
            if doorbell.0.send(wake).is_err() || ended {
                break;
            }
        }
    });
}

/// Reads standard input line by line (plain mode) until it ends.
pub fn read_lines(doorbell: Doorbell) {
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if doorbell.0.send(Wake::Line(line)).is_err() {
                return;
            }
        }
        let _ = doorbell.0.send(Wake::InputEnded);
    });
}

fn hand_over(
    mut arrived: ResMut<Arrived>,
    mut keys: MessageWriter<TerminalKey>,
    mut clicks: MessageWriter<Click>,
    mut resized: MessageWriter<Resized>,
    mut lines: Option<ResMut<TypedLines>>,
    mut exit: MessageWriter<AppExit>,
) {
    for wake in arrived.0.drain(..) {
        match wake {
            Wake::Event(Event::Key(key)) => {
                keys.write(TerminalKey(key));
            }
            Wake::Event(Event::Mouse(mouse)) => {
                if mouse.kind == MouseEventKind::Down(MouseButton::Left) {
                    clicks.write(Click {
                        column: mouse.column,
                        row: mouse.row,
                    });
                }
            }
            Wake::Event(Event::Resize(..)) => {
                resized.write(Resized);
            }
            Wake::Event(_) | Wake::Network => {}
            Wake::Line(line) => {
                if let Some(lines) = lines.as_mut() {
                    lines.waiting.push_back(line);
                }
            }
            Wake::InputEnded => match lines.as_mut() {
                // The plain mode plays out what it was given first.
                Some(lines) => lines.ended = true,
                None => {
                    exit.write(AppExit::Success);
                }
            },
            Wake::Signal => {
                exit.write(AppExit::Success);
            }
        }
    }
}
