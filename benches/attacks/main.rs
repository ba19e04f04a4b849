//! Attacks on the game server, repeated against the real binary with its
//! default limits, beside honest players, over loopback. Attackers and
//! players come from their own addresses in 127.0.0.0/8, as they would
//! from the internet. Prints what each attack achieved; nothing here
//! passes or fails.
//!
//!   cargo bench --no-default-features --features server --bench attacks
//!
//! - issue 25 ([`issue25`]): guessing, filling, silent, flood, headers;
//! - issue 37 ([`fair_play`]): farming, descriptors, watchers, leaderboards;
//! - issue 52 ([`puppets`]): a farmer beating fresh puppets from many addresses.
//!
//! TICTACTOE_ATTACK_ONLY=flood,farming runs only those. TICTACTOE_ATTACK_SECS
//! (default 30) is how long each guessing attack runs,
//! TICTACTOE_ATTACK_ADDRESSES (default 1000) how many addresses the
//! attack from many uses, TICTACTOE_ATTACK_ROOMS (default 3000) how many
//! rooms wait for a friend meanwhile; TICTACTOE_FARM_GAMES (default 20)
//! how many games a farmer plays; TICTACTOE_PUPPETS (default 11) how many
//! puppets the farmer of issue 52 beats.

#[path = "../common/mod.rs"]
mod common;
mod fair_play;
mod issue25;
mod puppets;

use common::env_number;

use std::io::{BufRead, BufReader};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::process::{Child, Command, Stdio};

/// The `n`th address of 127.1.0.0/16 and up: one per player or attacker.
fn address(n: u32) -> IpAddr {
    IpAddr::V4(Ipv4Addr::from(0x7f01_0001 + n))
}

/// The server binary, killed when dropped.
struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Server {
    /// Starts the binary with its defaults (ratings in memory); `files` lowers its open-file
    /// limit first, as a shell's `ulimit -n` would.
    fn start(files: Option<u32>) -> Server {
        Server::start_with(files, &["--store", "memory"])
    }

    /// Starts the binary with `args` after `--port 0`.
    fn start_with(files: Option<u32>, args: &[&str]) -> Server {
        let binary = env!("CARGO_BIN_EXE_tictactoe-server");
        let args: Vec<String> = args.iter().map(|arg| format!("'{arg}'")).collect();
        let args = args.join(" ");
        let script = match files {
            Some(files) => format!("ulimit -n {files} && exec '{binary}' --port 0 {args}"),
            None => format!("exec '{binary}' --port 0 {args}"),
        };
        let mut child = Command::new("sh")
            .args(["-c", &script])
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server binary runs");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("its output"))
            .read_line(&mut line)
            .expect("the server says where it listens");
        let addr = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|addr| addr.parse().ok())
            .expect("an address");
        Server { child, addr }
    }

    fn url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }

    /// Resident memory, in MB.
    fn memory_mb(&self) -> f64 {
        common::rss_kb(self.child.id()) as f64 / 1024.0
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn raise_own_file_limit() {
    // SAFETY: getrlimit and setrlimit only read and write the struct given.
    unsafe {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 {
            limit.rlim_cur = limit.rlim_max;
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
}

fn main() {
    raise_own_file_limit();
    let secs = env_number("TICTACTOE_ATTACK_SECS", 30);
    let addresses = env_number("TICTACTOE_ATTACK_ADDRESSES", 1000) as u32;
    let rooms = env_number("TICTACTOE_ATTACK_ROOMS", 3000) as u32;
    let games = env_number("TICTACTOE_FARM_GAMES", 20) as u32;
    let puppet_count = env_number("TICTACTOE_PUPPETS", 11) as u32;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let only = std::env::var("TICTACTOE_ATTACK_ONLY").unwrap_or_default();
    let run = |name: &str| only.is_empty() || only.split(',').any(|o| o == name);
    runtime.block_on(async {
        if run("guessing") {
            println!(
                "Guessing room codes from one address (issue 25: 29,000 a second, 16 of 3,000 rooms in 30 s):"
            );
            issue25::guessing(&Server::start(None), 1, 100, rooms, secs).await;
            println!("Guessing room codes from many addresses:");
            issue25::guessing(&Server::start(None), addresses, 1, rooms, secs).await;
        }
        if run("filling") {
            println!(
                "Filling rooms (issue 25: all 10,000 in 1.9 s, then \"the server is full\" for 60 s):"
            );
            issue25::room_filling(&Server::start(None), 1).await;
            issue25::room_filling(&Server::start(None), addresses).await;
        }
        if run("silent") {
            println!("Silent connections (issue 25: 1,124 made the server answer nobody):");
            issue25::silent_connections(2000, 1024).await;
        }
        if run("flood") {
            println!("A ping flood (issue 25: honest p95 1.2 ms became 7.3 ms):");
            issue25::ping_flood(20, 10).await;
        }
        if run("headers") {
            println!("Slow, huge headers (issue 25: held over 90 s; 200 of 380 KB took 81 MB):");
            issue25::slow_headers(200, 380).await;
        }
        if run("farming") {
            println!(
                "Rating farming (issue 37: one key won 12 of 12, 1500 to 1855, first on the leaderboard):"
            );
            fair_play::farming(games).await;
        }
        if run("descriptors") {
            println!(
                "Plain TCP from one address (issue 37: 1,124 accepted under 1,024 files; a newcomer got no answer):"
            );
            fair_play::descriptors(1124, 1024).await;
        }
        if run("watchers") {
            println!(
                "Watchers with churn (issue 37: 1,000 watchers, players' p99 4.5 ms became 204 ms):"
            );
            fair_play::watchers(1000, 20, 10).await;
        }
        if run("leaderboards") {
            println!("A leaderboard flood (issue 37: 300 connections from 10 addresses drew 83 MB in 8 s):");
            fair_play::leaderboards(300, 10, 8).await;
        }
        if run("puppets") {
            println!(
                "Fresh puppets from many addresses (issue 52: 1500 to 2008 in 11 wins, first on the leaderboard):"
            );
            puppets::puppets(30, puppet_count).await;
        }
    });
}
