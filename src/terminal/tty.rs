//! The terminal as the full-screen mode finds and leaves it: raw mode, the
//! alternate screen, a hidden cursor and mouse reporting on the way in,
//! all put back on the way out, whichever way out it is: quitting, Ctrl+C,
//! SIGTERM or SIGHUP (through the loop), a panic (through the hook), or
//! the connection dropping (a draw that fails ends the game the same way).

use std::io::{Write, stdout};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::crossterm::{cursor, execute};

use super::runner::Wake;

/// Whether the terminal is ours to put back.
static TAKEN: AtomicBool = AtomicBool::new(false);

/// The terminal, taken for the full-screen mode and put back when dropped.
pub struct Taken;

impl Taken {
    pub fn take() -> std::io::Result<Taken> {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            put_back();
            previous(info);
        }));
        enable_raw_mode()?;
        TAKEN.store(true, Ordering::SeqCst);
        execute!(
            stdout(),
            EnterAlternateScreen,
            EnableMouseCapture,
            cursor::Hide
        )?;
        Ok(Taken)
    }
}

impl Drop for Taken {
    fn drop(&mut self) {
        put_back();
    }
}

/// Puts the terminal back as it was, once.
pub fn put_back() {
    if TAKEN.swap(false, Ordering::SeqCst) {
        // Nothing more can be done if the terminal is gone.
        let _ = execute!(
            stdout(),
            DisableMouseCapture,
            LeaveAlternateScreen,
            cursor::Show
        );
        let _ = disable_raw_mode();
        let _ = stdout().flush();
    }
}

/// SIGTERM, SIGHUP (the connection dropped) and SIGINT (Ctrl+C where raw
/// mode is off) end the game through its loop, which puts the terminal
/// back, instead of killing it mid-frame.
pub fn hear_signals(doorbell: Sender<Wake>) {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT]) else {
        return;
    };
    std::thread::spawn(move || {
        for _ in signals.forever() {
            if doorbell.send(Wake::Signal).is_err() {
                break;
            }
        }
    });
}
