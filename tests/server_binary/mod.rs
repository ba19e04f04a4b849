//! The real `tictactoe-server` binary as a child process, for the tests
//! that need a process of their own: signals, crashes, open-file limits, a
//! cluster. Shared by tests/server/ and tests/cluster/ with `mod
//! server_binary;` (tests/game/common.rs needs the game feature; this needs only
//! the server). Cargo does not build a folder under tests/ without a
//! main.rs as a test of its own.
#![allow(dead_code)]

use std::io::{BufRead, Read};
use std::net::SocketAddr;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex, mpsc};
use std::thread::JoinHandle;

use tictactoe::net::protocol::{ClientMessage, Square, VERSION};

/// Sits in seat two of room `code`.
pub fn join(code: &str, name: &str) -> ClientMessage {
    ClientMessage::Join {
        version: VERSION,
        code: code.into(),
        name: name.into(),
    }
}

/// Comes back to the seat `token` opens in room `code`.
pub fn resume(code: &str, token: &str) -> ClientMessage {
    ClientMessage::Resume {
        version: VERSION,
        code: code.into(),
        token: token.into(),
    }
}

/// Plays the square at `row`, `col`.
pub fn at(row: u8, col: u8) -> ClientMessage {
    ClientMessage::Move {
        square: Square { row, col },
    }
}

/// The server binary Cargo built for this test.
pub const BINARY: &str = env!("CARGO_BIN_EXE_tictactoe-server");

/// The binary, with no arguments yet.
pub fn command() -> Command {
    Command::new(BINARY)
}

/// A child process that a failing test does not leave behind: killed
/// (SIGKILL) and reaped when dropped.
pub struct Reaped(pub Child);

impl std::ops::Deref for Reaped {
    type Target = Child;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl std::ops::DerefMut for Reaped {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

impl Drop for Reaped {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Sends `signal` (`"TERM"`, `"KILL"`) to process `pid` with kill(1).
pub fn signal(pid: u32, signal: &str) {
    let status = Command::new("kill")
        .args([&format!("-{signal}"), &pid.to_string()])
        .status()
        .expect("kill(1) runs");
    assert!(status.success(), "kill -{signal} {pid}: {status}");
}

/// What a child wrote to one of its pipes, kept as it arrives (a pipe
/// nobody reads would stop the child once full).
#[derive(Clone, Default)]
pub struct Log(Arc<Mutex<String>>);

impl Log {
    /// Reads `from` until it ends, on a thread of its own.
    pub fn drain(&self, mut from: impl Read + Send + 'static) -> JoinHandle<()> {
        let sink = self.0.clone();
        std::thread::spawn(move || {
            let mut chunk = [0u8; 4096];
            while let Ok(read) = from.read(&mut chunk) {
                if read == 0 {
                    break;
                }
                sink.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&chunk[..read]));
            }
        })
    }

    pub fn text(&self) -> String {
        self.0.lock().unwrap().clone()
    }
}

/// The server, started and listening.
pub struct Server {
    pub child: Reaped,
    /// Where it listens, from its "Listening on" line.
    pub addr: SocketAddr,
    /// Its stderr (the tracing log), so far.
    pub log: Log,
    log_reader: Option<JoinHandle<()>>,
}

impl Server {
    /// Starts `command` (the binary, or a shell that execs it) with its
    /// output piped, and waits for the line the binary prints on stdout
    /// once it listens ("Listening on http://ADDR/ ..."). A process that
    /// stops first, or says nothing for `client::PATIENCE`, is an error
    /// quoting its log.
    pub fn start(mut command: Command) -> Result<Server, String> {
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map(Reaped)
            .map_err(|error| format!("cannot start {command:?}: {error}"))?;
        let log = Log::default();
        let log_reader = log.drain(child.stderr.take().unwrap());
        let stdout = std::io::BufReader::new(child.stdout.take().unwrap());
        let (told, listening) = mpsc::channel();
        std::thread::spawn(move || {
            let mut told = Some(told);
            // Every line is read, to the end: the rest are not needed.
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                if line.contains("Listening on")
                    && let Some(told) = told.take()
                {
                    let _ = told.send(line);
                }
            }
        });
        let patience = tictactoe::server::client::PATIENCE;
        let line = match listening.recv_timeout(patience) {
            Ok(line) => line,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                return Err(format!(
                    "{command:?} did not say it listens within {patience:?}; its log:\n{}",
                    log.text()
                ));
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                let status = child.wait().map(|s| s.to_string()).unwrap_or_default();
                let _ = log_reader.join();
                return Err(format!(
                    "{command:?} stopped ({status}) before it listened; its log:\n{}",
                    log.text()
                ));
            }
        };
        let addr = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|addr| addr.parse().ok())
            .ok_or_else(|| format!("no address in {line:?}"))?;
        Ok(Server {
            child,
            addr,
            log,
            log_reader: Some(log_reader),
        })
    }

    /// The game's WebSocket on this server.
    pub fn socket_url(&self) -> String {
        format!(
            "ws://{}{}",
            self.addr,
            tictactoe::net::protocol::SOCKET_PATH
        )
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Sends `what` (`"TERM"`, `"KILL"`) to the server.
    pub fn signal(&self, what: &str) {
        signal(self.pid(), what);
    }

    /// Waits for the process to end, and for the last of its log.
    pub fn wait(&mut self) -> ExitStatus {
        let status = self.child.wait().expect("the server can be waited for");
        if let Some(reader) = self.log_reader.take() {
            let _ = reader.join();
        }
        status
    }

    /// SIGKILL, as a crash: no chance to tidy up. Returns once it is gone.
    pub fn crash(&mut self) {
        self.child.kill().expect("the server can be killed");
        self.wait();
    }
}
