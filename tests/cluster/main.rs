//! Three game servers sharing their rooms through Redis, behind HAProxy
//! with the repository's configuration (.ci/cluster/haproxy.cfg), all on
//! loopback: a room played from three nodes at once, games through the
//! balancer, a room taken over after its node is killed, and a node that
//! loses Redis keeping its games and catching up once Redis is back.
//!
//! Each test starts its own cluster: redis-server (nothing kept on disk),
//! three `tictactoe-server` nodes and haproxy, all killed when the test
//! ends, however it ends. Needs redis-server, redis-cli and haproxy. Where
//! they are missing, plain `cargo test` skips these tests and prints why;
//! TICTACTOE_REQUIRE_CLUSTER_TEST=1 (as .ci/test sets) makes a skip a
//! failure.

mod rooms;
mod shared;

use std::io::{Read, Write};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use tictactoe::core::matchup::{FirstMove, Seat};
use tictactoe::core::offered::BoardChoice;
use tictactoe::net::protocol::{
    self, ClientMessage, ClockView, ErrorCode, Presence, RoomView, ServerMessage, Square, Standing,
    VERSION,
};
use tictactoe::server::client::{Client, PATIENCE};
use tictactoe::server::room::RoomRecord;

#[path = "../server_binary/mod.rs"]
mod server_binary;
use server_binary::{Log, Reaped, Server, at, join, resume};

/// The balancer's configuration, as deployed.
const HAPROXY_CFG: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/.ci/cluster/haproxy.cfg");

/// How long a player may wait for a killed node's room to be taken over:
/// the dead node's heartbeat in Redis lives 3 s, and the node that takes
/// the room over waits for it to expire.
const TAKEOVER: Duration = Duration::from_secs(10);

/// How long a node may take to write its rooms to a Redis that came back.
const CATCH_UP: Duration = Duration::from_secs(8);

/// Redis's keys, as the nodes write them: `node:{id}` holds a node's
/// address for three seconds, renewed every second; `owner:{code}` the id
/// of the node that owns a room; `room:{code}` is a hash of the room's
/// record (`record`, a [`RoomRecord`] in RON) and its number (`seq`).
fn owner_key(code: &str) -> String {
    format!("tictactoe:owner:{code}")
}

fn node_key(id: &str) -> String {
    format!("tictactoe:node:{id}")
}

fn room_key(code: &str) -> String {
    format!("tictactoe:room:{code}")
}

// ---------------------------------------------------------------------------
// The programs, and whether they are here.

struct Tools {
    redis_server: PathBuf,
    redis_cli: PathBuf,
    haproxy: PathBuf,
}

/// Where the programs are looked for: the search path, then the sbin
/// folders an ordinary user's PATH may lack (Debian installs haproxy in
/// /usr/sbin).
fn search_dirs() -> Vec<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain(["/usr/local/sbin", "/usr/sbin", "/sbin"].map(PathBuf::from))
        .collect()
}

/// The programs in `dirs`, or what is missing and how to get it.
fn find_tools(dirs: &[PathBuf]) -> Result<Tools, String> {
    let names = ["redis-server", "redis-cli", "haproxy"];
    let found = names.map(|tool| {
        dirs.iter()
            .map(|dir| dir.join(tool))
            .find(|file| file.is_file())
    });
    if let [Some(redis_server), Some(redis_cli), Some(haproxy)] = found.clone() {
        return Ok(Tools {
            redis_server,
            redis_cli,
            haproxy,
        });
    }
    let missing: Vec<&str> = names
        .iter()
        .zip(&found)
        .filter(|(_, file)| file.is_none())
        .map(|(name, _)| *name)
        .collect();
    Err(format!(
        "{} not found: install the packages redis-server and haproxy (.ci/test does)",
        missing.join(" and ")
    ))
}

/// The programs, or `None` after saying why the test is skipped; panics
/// instead where the test is required.
fn tools() -> Option<Tools> {
    match find_tools(&search_dirs()) {
        Ok(tools) => Some(tools),
        Err(reason) => {
            assert!(
                std::env::var_os("TICTACTOE_REQUIRE_CLUSTER_TEST").is_none(),
                "the cluster test is required here (TICTACTOE_REQUIRE_CLUSTER_TEST), but {reason}"
            );
            eprintln!("SKIPPED the cluster test: {reason}");
            None
        }
    }
}

/// A port nobody listens on just now. The programs bind it themselves a
/// moment later, so a start is tried again on another port if it fails.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port on loopback")
        .port()
}

/// `start` on a free port, on another if that one was taken meanwhile
/// (three tries).
fn on_a_free_port<T>(what: &str, mut start: impl FnMut(u16) -> Result<T, String>) -> T {
    let mut tries = 0;
    loop {
        match start(free_port()) {
            Ok(started) => return started,
            Err(error) if error.contains("in use") && tries < 2 => tries += 1,
            Err(error) => panic!("{what} did not start: {error}"),
        }
    }
}

/// Waits until `ready` holds (every 50 ms), at most `patience`; an error
/// from `ready` ends the wait at once.
fn wait_until(
    patience: Duration,
    mut ready: impl FnMut() -> Result<bool, String>,
) -> Result<(), String> {
    let start = Instant::now();
    loop {
        if ready()? {
            return Ok(());
        }
        if start.elapsed() > patience {
            return Err(format!("not ready after {patience:?}"));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A child with both of its outputs kept in one log.
fn spawn_logged(mut command: Command) -> Result<(Reaped, Log), String> {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map(Reaped)
        .map_err(|error| format!("cannot start {command:?}: {error}"))?;
    let log = Log::default();
    log.drain(child.stdout.take().unwrap());
    log.drain(child.stderr.take().unwrap());
    Ok((child, log))
}

/// A plain HTTP GET's status and body, `None` if there was no answer.
fn http_get(addr: SocketAddr, path: &str) -> Option<(u16, String)> {
    let mut stream = std::net::TcpStream::connect_timeout(&addr, Duration::from_secs(1)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(2))).ok()?;
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer).ok()?;
    let status = answer.split(' ').nth(1)?.parse().ok()?;
    let body = answer.split_once("\r\n\r\n")?.1.to_string();
    Some((status, body))
}

// ---------------------------------------------------------------------------
// Redis.

struct Redis {
    child: Reaped,
    port: u16,
    log: Log,
    cli: PathBuf,
}

impl Redis {
    /// redis-server on `port` that keeps nothing on disk, once it answers.
    fn start(tools: &Tools, port: u16) -> Result<Redis, String> {
        let mut command = Command::new(&tools.redis_server);
        command.args([
            "--port",
            &port.to_string(),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
        ]);
        let (child, log) = spawn_logged(command)?;
        let mut redis = Redis {
            child,
            port,
            log,
            cli: tools.redis_cli.clone(),
        };
        wait_until(PATIENCE, || {
            if let Some(status) = redis.child.try_wait().unwrap() {
                return Err(format!("stopped: {status}"));
            }
            Ok(redis.cli(&["PING"]).is_ok_and(|answer| answer == "PONG"))
        })
        .map_err(|error| {
            format!(
                "redis-server on port {port}: {error}; its log:\n{}",
                redis.log.text()
            )
        })?;
        Ok(redis)
    }

    /// What redis-cli prints for `args` (raw, without the last newline);
    /// an error for Redis's errors too (`-e`).
    fn cli(&self, args: &[&str]) -> Result<String, String> {
        let out = Command::new(&self.cli)
            .args([
                "-e",
                "-h",
                "127.0.0.1",
                "-p",
                &self.port.to_string(),
                "--raw",
            ])
            .args(args)
            .stdin(Stdio::null())
            .output()
            .map_err(|error| format!("redis-cli: {error}"))?;
        let text = String::from_utf8_lossy(&out.stdout);
        let text = text.strip_suffix('\n').unwrap_or(&text).to_string();
        if out.status.success() {
            Ok(text)
        } else {
            Err(format!(
                "redis-cli {args:?}: {}{text}",
                String::from_utf8_lossy(&out.stderr)
            ))
        }
    }

    /// The answer to `args`; `None` where it is empty (no such key).
    fn ask(&self, args: &[&str]) -> Option<String> {
        let value = self.cli(args).unwrap_or_else(|error| panic!("{error}"));
        (!value.is_empty()).then_some(value)
    }

    /// The string at `key`.
    fn get(&self, key: &str) -> Option<String> {
        self.ask(&["GET", key])
    }

    /// Room `code`'s record as the nodes keep it: a hash whose `record` is
    /// the room in RON and whose `seq` is that record's number.
    fn record(&self, code: &str) -> Option<RoomRecord> {
        let key = room_key(code);
        let text = self.ask(&["HGET", &key, "record"])?;
        let record: RoomRecord = ron::from_str(&text)
            .unwrap_or_else(|error| panic!("{key}'s record does not read back: {error}: {text}"));
        let seq = self.ask(&["HGET", &key, "seq"]);
        assert_eq!(seq, Some(record.seq.to_string()), "{key}'s seq and record");
        assert_eq!(record.code, code);
        Some(record)
    }

    /// SIGKILL, as a crash; returns once it is gone.
    fn crash(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

// ---------------------------------------------------------------------------
// The cluster.

struct Cluster {
    tools: Tools,
    redis: Redis,
    /// Logs of every Redis that ran before the one running now.
    old_redis_logs: Vec<String>,
    /// A node that was killed stays here, for its log.
    nodes: Vec<Server>,
    balancer: Reaped,
    balancer_addr: SocketAddr,
    balancer_log: Log,
}

/// A node of the cluster on `port`, reaching each other and Redis, with
/// `extra` arguments (a later flag wins over the same one before it).
fn start_node(index: usize, port: u16, redis_port: u16, extra: &[&str]) -> Result<Server, String> {
    let mut command = server_binary::command();
    command
        .args(["--bind", "127.0.0.1", "--port", &port.to_string()])
        .args(["--store", "memory", "--trusted-proxy", "127.0.0.1"])
        .args([
            "--connections-per-address",
            "1000",
            "--rooms-per-address",
            "1000",
        ])
        // Longer than a takeover: a seat must not be given up meanwhile.
        .args(["--reconnect-secs", "60"])
        .args(["--redis", &format!("redis://127.0.0.1:{redis_port}")])
        .args(["--node", &format!("node{}", index + 1)])
        .args(["--advertise", &format!("127.0.0.1:{port}")])
        .args(extra)
        .env("RUST_LOG", "info");
    Server::start(command)
}

impl Cluster {
    /// Redis, three nodes and the balancer, each ready; `None` where the
    /// programs are missing (and not required).
    fn start() -> Option<Cluster> {
        Self::start_with(&[], &[])
    }

    /// As [`Cluster::start`], each node with `extra` arguments and the
    /// balancer with `settings` in its environment.
    fn start_with(extra: &[&str], settings: &[(&str, &str)]) -> Option<Cluster> {
        let tools = tools()?;
        let redis = on_a_free_port("redis-server", |port| Redis::start(&tools, port));
        let nodes: Vec<Server> = (0..3)
            .map(|index| {
                on_a_free_port(&format!("node {}", index + 1), |port| {
                    start_node(index, port, redis.port, extra)
                })
            })
            .collect();
        let (balancer, balancer_addr, balancer_log) = on_a_free_port("haproxy", |port| {
            let addr = SocketAddr::from(([127, 0, 0, 1], port));
            let mut command = Command::new(&tools.haproxy);
            command
                .args(["-f", HAPROXY_CFG, "-db"])
                .env("TICTACTOE_LB_BIND", addr.to_string())
                .envs(settings.iter().copied());
            for (index, node) in nodes.iter().enumerate() {
                command.env(
                    format!("TICTACTOE_NODE{}", index + 1),
                    node.addr.to_string(),
                );
            }
            let (mut child, log) = spawn_logged(command)?;
            wait_until(PATIENCE, || {
                if let Some(status) = child.try_wait().unwrap() {
                    return Err(format!("stopped: {status}"));
                }
                Ok(http_get(addr, "/healthz").is_some_and(|(status, _)| status == 200))
            })
            .map_err(|error| format!("haproxy on {addr}: {error}; its log:\n{}", log.text()))?;
            Ok((child, addr, log))
        });
        Some(Cluster {
            tools,
            redis,
            old_redis_logs: Vec::new(),
            nodes,
            balancer,
            balancer_addr,
            balancer_log,
        })
    }

    /// The game's socket on node `index` (0, 1 or 2).
    fn node_url(&self, index: usize) -> String {
        self.nodes[index].socket_url()
    }

    /// The game's socket through the balancer.
    fn balancer_url(&self) -> String {
        format!("ws://{}{}", self.balancer_addr, protocol::SOCKET_PATH)
    }

    /// Which node owns room `code`, by Redis: its owner key names a node
    /// whose heartbeat key holds the address that node advertises.
    fn owner(&self, code: &str) -> Option<usize> {
        let id = self.redis.get(&owner_key(code))?;
        let address = self.redis.get(&node_key(&id))?;
        let owner = self
            .nodes
            .iter()
            .position(|node| node.addr.to_string() == address);
        assert!(
            owner.is_some(),
            "room {code}'s owner {id:?} advertises {address:?}, no node of this cluster"
        );
        owner
    }

    /// Node `index`'s figure `name` on its `/metrics` page (0 if absent
    /// from it).
    fn metric(&self, index: usize, name: &str) -> u64 {
        let (status, page) = http_get(self.nodes[index].addr, "/metrics")
            .unwrap_or_else(|| panic!("node {} has no /metrics", index + 1));
        assert_eq!(status, 200, "{page}");
        page.lines()
            .find_map(|line| line.strip_prefix(name)?.strip_prefix(' '))
            .map_or(0, |value| {
                value
                    .trim()
                    .parse()
                    .unwrap_or_else(|_| panic!("{name} {value}"))
            })
    }

    /// Kills node `index` with SIGKILL and waits until it is gone.
    fn crash_node(&mut self, index: usize) {
        self.nodes[index].crash();
    }

    /// Kills Redis with SIGKILL.
    fn crash_redis(&mut self) {
        self.redis.crash();
    }

    /// A new, empty Redis on the port of the last one.
    fn restart_redis(&mut self) {
        let redis =
            Redis::start(&self.tools, self.redis.port).unwrap_or_else(|error| panic!("{error}"));
        let old = std::mem::replace(&mut self.redis, redis);
        self.old_redis_logs.push(old.log.text());
    }
}

/// The last `lines` lines of `text`.
fn tail(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

impl Drop for Cluster {
    /// A failing test shows what every program said. The programs
    /// themselves are killed as their fields are dropped, after this.
    fn drop(&mut self) {
        if !std::thread::panicking() {
            return;
        }
        for (index, node) in self.nodes.iter().enumerate() {
            eprintln!(
                "--- node {} ({}), its log:\n{}",
                index + 1,
                node.addr,
                tail(&node.log.text(), 150)
            );
        }
        eprintln!(
            "--- haproxy (pid {}, {}), its log:\n{}",
            self.balancer.id(),
            self.balancer_addr,
            tail(&self.balancer_log.text(), 80)
        );
        for log in &self.old_redis_logs {
            eprintln!("--- redis-server before its restart:\n{}", tail(log, 40));
        }
        eprintln!(
            "--- redis-server (port {}):\n{}",
            self.redis.port,
            tail(&self.redis.log.text(), 40)
        );
    }
}

// ---------------------------------------------------------------------------
// Players.

fn create(name: &str, clock: Option<u32>) -> ClientMessage {
    ClientMessage::Create {
        version: VERSION,
        name: name.into(),
        board: BoardChoice::Classic,
        first: FirstMove::SeatOne,
        clock,
    }
}

fn watch(code: &str) -> ClientMessage {
    ClientMessage::Watch {
        version: VERSION,
        code: code.into(),
    }
}

struct Player {
    client: Client,
    code: String,
    token: String,
    seat: Seat,
}

async fn connect(url: &str) -> Client {
    Client::connect(url)
        .await
        .unwrap_or_else(|error| panic!("{error}"))
}

/// Where a player plays from: an address of their own in 127.0.0.0/8 (two
/// devices of one address are never paired for a rated game).
fn home(name: &str) -> std::net::IpAddr {
    let n = name
        .bytes()
        .fold(7u32, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b)));
    std::net::IpAddr::from([127, 0, 2 + (n % 200) as u8, 2 + (n / 200 % 250) as u8])
}

/// `name` connects to `url` from their own address.
async fn connect_as(url: &str, name: &str) -> Client {
    Client::connect_from(url, home(name))
        .await
        .unwrap_or_else(|error| panic!("{error}"))
}

async fn send(client: &mut Client, message: &ClientMessage) {
    client
        .send(message)
        .await
        .unwrap_or_else(|error| panic!("sending {message:?}: {error}"));
}

async fn welcome(client: &mut Client) -> (String, Seat, String) {
    match client.expect().await {
        Ok(ServerMessage::Welcome { code, seat, token }) => (code, seat, token),
        other => panic!("expected a welcome, got {other:?}"),
    }
}

async fn room(client: &mut Client) -> RoomView {
    client
        .room()
        .await
        .unwrap_or_else(|error| panic!("{error}"))
}

/// The next snapshot for which `done` holds, within `TAKEOVER`; snapshots
/// before it are skipped (a seat's countdown, a watcher), anything else
/// is a failure.
async fn room_until(client: &mut Client, what: &str, done: impl Fn(&RoomView) -> bool) -> RoomView {
    let deadline = Instant::now() + TAKEOVER;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, client.expect()).await {
            Ok(Ok(ServerMessage::Room(view))) if done(&view) => return view,
            Ok(Ok(ServerMessage::Room(_))) => continue,
            Ok(other) => panic!("waiting for {what}, got {other:?}"),
            Err(_) => panic!("no room {what} within {TAKEOVER:?}"),
        }
    }
}

/// Reads until the connection is closed from the other side (whatever
/// comes first is skipped); a connection still open after the client's
/// patience fails the test.
async fn closes(client: &mut Client, who: &str) {
    loop {
        match client.next().await {
            Ok(None) => return,
            Ok(Some(_)) => continue,
            Err(error) if error.starts_with("receive") => return,
            Err(error) => panic!("{who}'s connection stays open: {error}"),
        }
    }
}

/// `creator` creates a room at `creator_url`, a friend joins it at
/// `joiner_url`; both have seen the first round start, and the same room.
async fn pair(creator_url: &str, joiner_url: &str, clock: Option<u32>) -> (Player, Player) {
    let mut ann = connect(creator_url).await;
    send(&mut ann, &create("Ann", clock)).await;
    let (code, seat, token) = welcome(&mut ann).await;
    assert_eq!(seat, Seat::One);
    let waiting = room(&mut ann).await;
    assert_eq!((waiting.code.as_str(), waiting.round), (code.as_str(), 0));
    let mut bob = connect(joiner_url).await;
    send(&mut bob, &join(&code, "Bob")).await;
    let (bob_code, bob_seat, bob_token) = welcome(&mut bob).await;
    assert_eq!((bob_code.as_str(), bob_seat), (code.as_str(), Seat::Two));
    let seen_by_bob = room(&mut bob).await;
    let seen_by_ann = room(&mut ann).await;
    assert_eq!(seen_by_ann, seen_by_bob, "both see the same room");
    assert_eq!(seen_by_ann.round, 1);
    assert_eq!(seen_by_ann.seats.map(|s| s.name), ["Ann", "Bob"]);
    assert_eq!(seen_by_ann.x_seat, Seat::One, "the creator moves first");
    let ann = Player {
        client: ann,
        code: code.clone(),
        token,
        seat,
    };
    let bob = Player {
        client: bob,
        code,
        token: bob_token,
        seat: bob_seat,
    };
    (ann, bob)
}

/// Plays the moves in turn, `first` first: after each, both players and
/// every watcher see the same room, with the move in it.
async fn play(
    first: &mut Player,
    second: &mut Player,
    watchers: &mut [&mut Client],
    moves: &[(u8, u8)],
) -> RoomView {
    let mut last = None;
    for (turn, &(row, col)) in moves.iter().enumerate() {
        let (mover, other) = if turn % 2 == 0 {
            (&mut *first, &mut *second)
        } else {
            (&mut *second, &mut *first)
        };
        send(&mut mover.client, &at(row, col)).await;
        let view = room(&mut mover.client).await;
        assert_eq!(
            view.moves.last(),
            Some(&Square { row, col }),
            "the move ({row}, {col}) is in the room"
        );
        assert_eq!(room(&mut other.client).await, view, "both see the move");
        for watcher in watchers.iter_mut() {
            assert_eq!(room(watcher).await, view, "a watcher sees the move");
        }
        last = Some(view);
    }
    last.expect("at least one move")
}

/// Both ask for another round; returns the new round as both see it.
async fn play_again(ann: &mut Player, bob: &mut Player) -> RoomView {
    send(&mut ann.client, &ClientMessage::PlayAgain).await;
    let asked = room(&mut ann.client).await;
    assert_eq!(room(&mut bob.client).await, asked);
    send(&mut bob.client, &ClientMessage::PlayAgain).await;
    let next = room(&mut bob.client).await;
    assert_eq!(room(&mut ann.client).await, next);
    assert_eq!(next.round, asked.round + 1);
    assert!(next.moves.is_empty());
    next
}

/// `player`, whose connection was lost, resumes their seat on a new
/// connection to `url` (naming the room, as the game's socket does): the
/// welcome names the same room and seat. Returns the first snapshot.
async fn resume_at(url: &str, player: &mut Player) -> RoomView {
    let message = resume(&player.code, &player.token);
    player.client = connect(&protocol::routed_url(url, &message)).await;
    send(&mut player.client, &message).await;
    let (code, seat, _) = welcome(&mut player.client).await;
    assert_eq!((&code, seat), (&player.code, player.seat));
    room(&mut player.client).await
}

fn both_connected(view: &RoomView) -> bool {
    view.seats
        .iter()
        .all(|seat| seat.presence == Presence::Connected)
}

/// Waits until `player`, whose last snapshot was `seen`, sees both seats
/// connected.
async fn both_back(player: &mut Player, seen: &RoomView) {
    if !both_connected(seen) {
        room_until(
            &mut player.client,
            "with both players connected",
            both_connected,
        )
        .await;
    }
}

/// Ann (X) wins the classic board's top row.
const X_WINS: [(u8, u8); 5] = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)];

// ---------------------------------------------------------------------------
// The tests.
