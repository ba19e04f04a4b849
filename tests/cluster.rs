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

#[test]
fn a_machine_without_redis_or_haproxy_is_told_what_is_missing() {
    let Err(reason) = find_tools(&[PathBuf::from("/nonexistent")]) else {
        panic!("programs found in a folder that is not there");
    };
    assert_eq!(
        reason,
        "redis-server and redis-cli and haproxy not found: install the packages redis-server \
         and haproxy (.ci/test does)"
    );
}

/// The balancer's configuration passes haproxy's own check with the
/// addresses set, and fails it without them.
#[test]
fn the_balancer_configuration_is_valid() {
    let Some(tools) = tools() else { return };
    let check = |with_addresses: bool| {
        let mut command = Command::new(&tools.haproxy);
        command.args(["-c", "-f", HAPROXY_CFG]);
        for name in [
            "TICTACTOE_LB_BIND",
            "TICTACTOE_NODE1",
            "TICTACTOE_NODE2",
            "TICTACTOE_NODE3",
        ] {
            command.env_remove(name);
        }
        if with_addresses {
            command
                .env("TICTACTOE_LB_BIND", "127.0.0.1:18080")
                .env("TICTACTOE_NODE1", "127.0.0.1:18081")
                .env("TICTACTOE_NODE2", "127.0.0.1:18082")
                .env("TICTACTOE_NODE3", "127.0.0.1:18083");
        }
        command.output().expect("haproxy runs")
    };
    let good = check(true);
    let said =
        String::from_utf8_lossy(&good.stdout).to_string() + &String::from_utf8_lossy(&good.stderr);
    assert!(good.status.success(), "{said}");
    assert!(!said.contains("WARNING"), "{said}");
    assert!(!check(false).status.success(), "no addresses, no balancer");
}

/// A room lives on the node where it was created; players and a watcher
/// on the two other nodes play and watch it as if they were there, and a
/// player whose connection dropped comes back on yet another node.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_is_played_from_every_node() {
    let Some(cluster) = Cluster::start() else {
        return;
    };
    let (mut ann, mut bob) = pair(&cluster.node_url(0), &cluster.node_url(1), None).await;
    assert_eq!(
        cluster.owner(&ann.code),
        Some(0),
        "the creator's node owns it"
    );
    // The owner is named by --node and a suffix of its own; its address
    // is leased for three seconds at a time.
    let id = cluster.redis.get(&owner_key(&ann.code)).unwrap();
    assert!(
        id.starts_with("node1-") && id.len() > "node1-".len(),
        "{id}"
    );
    let lease: u64 = cluster
        .redis
        .ask(&["PTTL", &node_key(&id)])
        .and_then(|ms| ms.parse().ok())
        .unwrap_or_else(|| panic!("{} has no lease", node_key(&id)));
    assert!((1..=3000).contains(&lease), "{lease} ms");

    // A code nobody created is refused at any node, not forwarded nowhere.
    let mut eve = connect(&cluster.node_url(2)).await;
    let unknown = if ann.code == "ABCDEFG" {
        "GFEDCBA"
    } else {
        "ABCDEFG"
    };
    send(&mut eve, &join(unknown, "Eve")).await;
    eve.refused(ErrorCode::NoSuchRoom).await.unwrap();

    // A watcher on the third node.
    let mut wendy = connect(&cluster.node_url(2)).await;
    send(&mut wendy, &watch(&ann.code)).await;
    match wendy.expect().await {
        Ok(ServerMessage::Watching { code }) => assert_eq!(code, ann.code),
        other => panic!("expected watching, got {other:?}"),
    }
    let watched = room(&mut wendy).await;
    assert_eq!(watched.watchers, 1);
    for player in [&mut ann, &mut bob] {
        assert_eq!(room(&mut player.client).await, watched);
    }

    // Refusals come back through the forwarding node: it is Ann's move.
    send(&mut bob.client, &at(1, 1)).await;
    bob.client.refused(ErrorCode::NotYourTurn).await.unwrap();
    send(&mut wendy, &at(1, 1)).await;
    wendy.refused(ErrorCode::Watcher).await.unwrap();
    // Bob and Wendy were forwarded, each by their node; the wrong code was
    // not.
    let forwarded = |cluster: &Cluster| {
        [0, 1, 2].map(|node| cluster.metric(node, "tictactoe_players_forwarded_total"))
    };
    assert_eq!(forwarded(&cluster), [0, 1, 1]);

    let end = play(&mut ann, &mut bob, &mut [&mut wendy], &X_WINS).await;
    assert!(end.game().unwrap().outcome().is_over());
    assert_eq!((end.score.wins, end.score.draws), ([1, 0], 0));

    // Bob's connection drops: Ann and the watcher hear he is away. He
    // resumes on the third node.
    let dropped = std::mem::replace(&mut bob.client, connect(&cluster.node_url(2)).await);
    dropped.close().await;
    let away = |view: &RoomView| matches!(view.seats[1].presence, Presence::Away { .. });
    let ann_saw = room_until(&mut ann.client, "with Bob away", away).await;
    room_until(&mut wendy, "with Bob away", away).await;
    assert_eq!(ann_saw.moves, end.moves);
    send(&mut bob.client, &resume(&bob.code, &bob.token)).await;
    let (code, seat, _) = welcome(&mut bob.client).await;
    assert_eq!((code, seat), (ann.code.clone(), Seat::Two));
    let back = room(&mut bob.client).await;
    assert_eq!((&back.moves, back.score), (&end.moves, end.score));
    both_back(&mut ann, &ann_saw).await;
    both_back(&mut bob, &back).await;
    assert_eq!(forwarded(&cluster), [0, 1, 2]);

    let next = play_again(&mut ann, &mut bob).await;
    assert_eq!((next.round, next.score), (2, end.score));
    assert_eq!(
        cluster.owner(&ann.code),
        Some(0),
        "the room stayed where it was"
    );
}

/// Players who only know the balancer's address play a whole match; a
/// socket URL naming the room (`?room=CODE`) reaches it too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_play_through_the_balancer() {
    let Some(cluster) = Cluster::start() else {
        return;
    };
    let url = cluster.balancer_url();
    let (mut ann, mut bob) = pair(&url, &url, None).await;
    assert!(cluster.owner(&ann.code).is_some(), "the room is in Redis");

    // Two watchers whose sockets name the room, as the game's do.
    let mut watchers = Vec::new();
    for _ in 0..2 {
        let mut watcher = connect(&protocol::routed_url(&url, &watch(&ann.code))).await;
        send(&mut watcher, &watch(&ann.code)).await;
        assert!(matches!(
            watcher.expect().await,
            Ok(ServerMessage::Watching { .. })
        ));
        let watched = room(&mut watcher).await;
        let count = watchers.len() + 1;
        assert_eq!(watched.watchers as usize, count);
        // The players hear how many watch at the owner's next tick; the
        // other watchers, with the game's next change.
        for player in [&mut ann.client, &mut bob.client] {
            room_until(player, "the players told of the watcher", |view| {
                view.watchers as usize == count
            })
            .await;
        }
        watchers.push(watcher);
    }
    let [mut wendy, mut walt] = <[Client; 2]>::try_from(watchers).ok().unwrap();

    // A drawn round, then a won one.
    let drawn = [
        (1, 1),
        (0, 0),
        (0, 2),
        (2, 0),
        (1, 0),
        (1, 2),
        (2, 1),
        (0, 1),
        (2, 2),
    ];
    let end = play(&mut ann, &mut bob, &mut [&mut wendy, &mut walt], &drawn).await;
    assert_eq!((end.score.wins, end.score.draws), ([0, 0], 1));
    let second = play_again(&mut ann, &mut bob).await;
    for watcher in [&mut wendy, &mut walt] {
        // Ann asks, then the new round starts.
        assert!(room(watcher).await.seats[0].again);
        assert_eq!(room(watcher).await, second);
    }
    let end = play(&mut ann, &mut bob, &mut [&mut wendy, &mut walt], &X_WINS).await;
    assert_eq!((end.score.wins, end.score.draws), ([1, 0], 1));

    // The balancer logs each socket once it closes, with the node it
    // went to. The players' sockets, naming no room, went round robin to
    // two nodes (so the room was played through a forwarding node); the
    // watchers', naming the room, both went to one node.
    for client in [ann.client, bob.client, wendy, walt] {
        client.close().await;
    }
    let sockets = |log: &str, path: &str| -> Vec<String> {
        log.lines()
            .filter(|line| line.contains(&format!("\"GET {path} HTTP")))
            .filter_map(|line| line.split_whitespace().find(|w| w.starts_with("nodes/")))
            .map(str::to_string)
            .collect()
    };
    let routed = format!("/ws?{}={}", protocol::ROOM_PARAM, ann.code);
    let (mut plain, mut named) = (Vec::new(), Vec::new());
    wait_until(PATIENCE, || {
        let log = cluster.balancer_log.text();
        (plain, named) = (sockets(&log, "/ws"), sockets(&log, &routed));
        Ok(plain.len() == 2 && named.len() == 2)
    })
    .unwrap_or_else(|error| {
        panic!(
            "the balancer did not log two sockets of each kind ({error}):\n{}",
            cluster.balancer_log.text()
        )
    });
    assert_ne!(plain[0], plain[1], "round robin");
    assert_eq!(named[0], named[1], "by the room's code");
}

/// A quick-match search for `board` by `name`.
fn quick(name: &str, board: BoardChoice) -> ClientMessage {
    ClientMessage::QuickMatch {
        version: VERSION,
        name: name.into(),
        board,
        player: device(name),
    }
}

/// `name`'s device key.
fn device(name: &str) -> String {
    format!("device-of-{name}-0123456789")
}

/// `first` searches on `first_url` and is told to wait, then `second`
/// searches on `second_url`: both are seated in one rated room, `first`
/// (who waited longer) in seat one. Returns the room as both first see it.
async fn quick_pair(
    board: BoardChoice,
    (first, first_url): (&str, &str),
    (second, second_url): (&str, &str),
) -> (Player, Player, RoomView) {
    let mut one = connect_as(first_url, first).await;
    send(&mut one, &quick(first, board)).await;
    match one.expect().await {
        Ok(ServerMessage::Queued {
            board: waits_for, ..
        }) => assert_eq!(waits_for, board),
        other => panic!("{first} should wait for a partner, got {other:?}"),
    }
    let mut two = connect_as(second_url, second).await;
    send(&mut two, &quick(second, board)).await;
    let (code, seat, token) = welcome(&mut one).await;
    let (two_code, two_seat, two_token) = welcome(&mut two).await;
    assert_eq!(two_code, code, "{first} and {second} are in one room");
    assert_eq!((seat, two_seat), (Seat::One, Seat::Two));
    let view = room(&mut one).await;
    assert_eq!(room(&mut two).await, view, "both see the same room");
    assert!(view.rated, "a quick match is rated");
    assert_eq!((view.board, view.round), (board, 1));
    assert_eq!(
        view.seats.each_ref().map(|s| s.name.as_str()),
        [first, second]
    );
    let player = |client, token| Player {
        client,
        code: code.clone(),
        token,
        seat: Seat::One,
    };
    let mut two = player(two, two_token);
    two.seat = Seat::Two;
    (player(one, token), two, view)
}

/// Players searching for a quick match on different nodes meet: each node
/// sends its searchers to the node that keeps that board's queue, which
/// seats them in a room of its own (so both are where their room is); a
/// player who drops comes back through the balancer to it. When that node
/// is lost, another keeps the queue.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quick_match_pairs_players_on_different_nodes() {
    let Some(mut cluster) = Cluster::start() else {
        return;
    };
    let forwarded = |cluster: &Cluster| {
        [0, 1, 2].map(|node| cluster.metric(node, "tictactoe_players_forwarded_total"))
    };
    let mut expected = [0; 3];
    let mut owners = Vec::new();
    for (board, (first, second)) in [(BoardChoice::Classic, (0, 1)), (BoardChoice::Five, (2, 0))] {
        let (mut ann, mut bob, start) = quick_pair(
            board,
            ("Ann", &cluster.node_url(first)),
            ("Bob", &cluster.node_url(second)),
        )
        .await;
        let owner = cluster
            .owner(&ann.code)
            .unwrap_or_else(|| panic!("room {} is not in Redis", ann.code));
        // A searcher is forwarded unless their node keeps the queue.
        for node in [first, second] {
            if node != owner {
                expected[node] += 1;
            }
        }
        assert_eq!(
            forwarded(&cluster),
            expected,
            "{board:?} kept by node {}",
            owner + 1
        );
        owners.push(owner);

        // X moves, then Bob drops and comes back through the balancer.
        let (x, o) = if start.x_seat == Seat::One {
            (&mut ann, &mut bob)
        } else {
            (&mut bob, &mut ann)
        };
        let first_move = play(x, o, &mut [], &[(0, 0)]).await;
        let dropped = std::mem::replace(&mut bob.client, connect(&cluster.node_url(0)).await);
        dropped.close().await;
        let back = resume_at(&cluster.balancer_url(), &mut bob).await;
        assert_eq!(back.moves, first_move.moves, "the move is kept");
        assert_eq!(cluster.owner(&ann.code), Some(owner), "the room stays put");
        // Coming back may have been forwarded too.
        expected = forwarded(&cluster);
    }
    // A second search on a board goes to the same node.
    let (ann, _bob, _) = quick_pair(
        BoardChoice::Classic,
        ("Cid", &cluster.node_url(2)),
        ("Dee", &cluster.node_url(1)),
    )
    .await;
    assert_eq!(cluster.owner(&ann.code), Some(owners[0]));

    // That node is killed: the next searchers, on the two others, still
    // meet, on a node that takes the queue over at once.
    cluster.crash_node(owners[0]);
    let alive: Vec<usize> = (0..3).filter(|&node| node != owners[0]).collect();
    let (eve, _fay, _) = quick_pair(
        BoardChoice::Classic,
        ("Eve", &cluster.node_url(alive[0])),
        ("Fay", &cluster.node_url(alive[1])),
    )
    .await;
    let keeper = cluster.owner(&eve.code);
    assert!(
        keeper.is_some_and(|node| alive.contains(&node)),
        "room {} is on node {keeper:?}",
        eve.code
    );
}

/// `name`'s standing on `board`, asked at `url`, with the board's top.
async fn standing(url: &str, board: BoardChoice, name: &str) -> (Option<Standing>, Vec<Standing>) {
    let mut client = connect(url).await;
    send(
        &mut client,
        &ClientMessage::Leaderboard {
            version: VERSION,
            board,
            player: Some(device(name)),
        },
    )
    .await;
    match client.expect().await {
        Ok(ServerMessage::Leaderboard(leaderboard)) => {
            assert_eq!(leaderboard.board, board);
            (leaderboard.you, leaderboard.top)
        }
        other => panic!("expected the leaderboard, got {other:?}"),
    }
}

/// A quick match's result is rated once, in Redis: every node shows both
/// players' new ratings and one game each, also after the node that rated
/// it is lost and another takes the room over.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_result_counts_once_on_every_node() {
    let Some(mut cluster) = Cluster::start() else {
        return;
    };
    let (mut ann, mut bob, start) = quick_pair(
        BoardChoice::Four,
        ("Ann", &cluster.node_url(1)),
        ("Bob", &cluster.node_url(2)),
    )
    .await;
    let owner = cluster.owner(&ann.code).expect("the room is in Redis");
    // X takes the top row of the 4 x 4 board.
    let moves = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2), (0, 3)];
    let x_is_ann = start.x_seat == Seat::One;
    let end = if x_is_ann {
        play(&mut ann, &mut bob, &mut [], &moves).await
    } else {
        play(&mut bob, &mut ann, &mut [], &moves).await
    };
    assert!(end.game().unwrap().outcome().is_over());
    let (winner, loser) = if x_is_ann {
        ("Ann", "Bob")
    } else {
        ("Bob", "Ann")
    };
    let check = |cluster: &Cluster, nodes: Vec<usize>| {
        let urls: Vec<String> = nodes.iter().map(|&node| cluster.node_url(node)).collect();
        async move {
            for url in urls {
                let (won, top) = standing(&url, BoardChoice::Four, winner).await;
                let (lost, _) = standing(&url, BoardChoice::Four, loser).await;
                let (won, lost) = (
                    won.expect("the winner stands"),
                    lost.expect("so does the loser"),
                );
                assert_eq!((won.games, lost.games), (1, 1), "rated once, seen at {url}");
                assert!(won.rating > 1500 && lost.rating < 1500, "{won:?} {lost:?}");
                // One opponent each: rated on every node, ranked on none.
                assert_eq!((won.place, lost.place), (0, 0));
                assert_eq!(won.needs, protocol::LEADERBOARD_OPPONENTS - 1);
                assert!(top.is_empty(), "{top:?}");
            }
        }
    };
    check(&cluster, vec![0, 1, 2]).await;

    // The node that rated it is lost; the room is taken over (and its
    // round not rated again).
    cluster.crash_node(owner);
    let alive: Vec<usize> = (0..3).filter(|&node| node != owner).collect();
    for (player, node) in [(&mut ann, alive[0]), (&mut bob, alive[1])] {
        let back = resume_at(&cluster.node_url(node), player).await;
        assert_eq!(back.moves, end.moves);
    }
    check(&cluster, alive).await;
}

/// The shared ratings, asked directly: a round kept twice (as a node that
/// takes a room over might) is rated once; another round counts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_is_rated_once_however_often_it_is_kept() {
    use tictactoe::server::cluster::{Cluster as Node, ClusterConfig, ratings::RedisRatings};
    use tictactoe::server::ratings::{Contender, Finished, GivenUp, Ratings};
    use tictactoe::server::room::RoundResult;
    let Some(cluster) = Cluster::start() else {
        return;
    };
    let url = format!("redis://127.0.0.1:{}", cluster.redis.port);
    let node = Node::join(
        &ClusterConfig {
            redis: url.clone(),
            node: "tester".into(),
            advertise: "127.0.0.1:9".into(),
        },
        Duration::from_secs(60),
    )
    .await
    .unwrap();
    let (ann, bob) = (device("Ann"), device("Bob"));
    tokio::task::spawn_blocking(move || {
        let mut ratings = RedisRatings::new(&url, node).unwrap();
        let home = |n: u8| Some(std::net::IpAddr::from([203, 0, 113, n]));
        let round = |id: &str, at: i64| Finished {
            id: id.into(),
            room: "ABCDEFG".into(),
            round: 1,
            board: BoardChoice::Five,
            players: [
                Contender {
                    key: ann.clone(),
                    name: "Ann".into(),
                    address: home(1),
                },
                Contender {
                    key: bob.clone(),
                    name: "Bob".into(),
                    address: home(2),
                },
            ],
            result: RoundResult::Won(Seat::Two),
            abandoned_by: Some(Seat::One),
            moves: "0,0".into(),
            at,
        };
        let first = ratings.record(&round("ABCDEFG:1", 1_000)).unwrap();
        assert_eq!(
            ratings.record(&round("ABCDEFG:1", 1_000)).unwrap().records,
            first.records
        );
        let stored = ratings.player(&bob, BoardChoice::Five).unwrap().unwrap();
        assert_eq!((stored.games, stored.wins, stored.opponents), (1, 1, 1));
        let given_up =
            |ratings: &RedisRatings, since| ratings.given_up_since(&ann, None, since).unwrap();
        assert_eq!(
            given_up(&ratings, 0),
            [GivenUp {
                at: 1_000,
                no_show: false
            }]
        );
        // The abandon follows Ann's address to another key.
        let by_address = ratings
            .given_up_since("someone-else-entirely", home(1), 0)
            .unwrap();
        assert_eq!(by_address.len(), 1);
        let second = ratings.record(&round("ABCDEFG:2", 1_060)).unwrap();
        assert_eq!((second.records[1].games, second.records[1].wins), (2, 2));
        assert!(second.records[1].rating.rating > first.records[1].rating.rating);
        assert_eq!(given_up(&ratings, 0).len(), 2);
        assert!(given_up(&ratings, 1_061).is_empty());
        // The same pair's fourth and later games in a day count for less,
        // then nothing, on the shared store as on a server's own.
        let weights: Vec<f64> = (3..7)
            .map(|n| {
                ratings
                    .record(&round(&format!("ABCDEFG:{n}"), 1_000 + n * 60))
                    .unwrap()
                    .weight
            })
            .collect();
        assert_eq!(weights, [1.0, 0.5, 0.25, 0.0]);
        // A name is the first rated device's.
        assert_eq!(
            ratings
                .name_owner(&tictactoe::server::names::fold("ANN"))
                .unwrap(),
            Some(ann.clone())
        );
    })
    .await
    .unwrap();
}

/// Wrong room codes count on every node: an address that guesses codes
/// across the three nodes waits as soon as it would on one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_codes_sent_to_every_node_count_together() {
    let Some(cluster) = Cluster::start() else {
        return;
    };
    let mut guesser = Vec::new();
    for node in 0..3 {
        guesser.push(connect(&cluster.node_url(node)).await);
    }
    // Ten free wrong codes (the nodes' default), then one more, spread
    // over the nodes: no node alone has seen more than four.
    for guess in 0..11 {
        let client = &mut guesser[guess % 3];
        let code = format!("ZZZZZ{}Q", protocol::CODE_ALPHABET[guess] as char);
        send(client, &join(&code, "Eve")).await;
        client.refused(ErrorCode::NoSuchRoom).await.unwrap();
    }
    for client in &mut guesser {
        send(client, &join("ZZZZZZQ", "Eve")).await;
        let message = client.refused(ErrorCode::TooManyJoins).await.unwrap();
        assert!(message.contains("Too many wrong codes"), "{message}");
    }
}

/// The rooms an address opens count on every node: with two allowed, a
/// third is refused on a node that has none of them, and allowed again
/// once one closes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rooms_opened_on_every_node_count_against_their_address() {
    let Some(cluster) = Cluster::start_with(&["--rooms-per-address", "2"], &[]) else {
        return;
    };
    let mut opened = Vec::new();
    for node in [0, 1] {
        let mut ann = connect(&cluster.node_url(node)).await;
        send(&mut ann, &create("Ann", None)).await;
        let (code, _, _) = welcome(&mut ann).await;
        room(&mut ann).await;
        opened.push((ann, code));
    }
    let mut third = connect(&cluster.node_url(2)).await;
    send(&mut third, &create("Ann", None)).await;
    let message = third.refused(ErrorCode::ServerFull).await.unwrap();
    assert!(message.contains("already has 2 rooms"), "{message}");

    // Ann leaves her first room, which closes: she may open another.
    let (mut first, code) = opened.remove(0);
    send(&mut first, &ClientMessage::Leave).await;
    match first.expect().await {
        Ok(ServerMessage::Closed { .. }) => {}
        other => panic!("room {code} should close, got {other:?}"),
    }
    send(&mut third, &create("Ann", None)).await;
    welcome(&mut third).await;
}

/// The balancer counts an address's sockets across every node: past its
/// limit a new one is refused (429) until one closes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_balancer_limits_the_sockets_of_one_address() {
    let Some(cluster) = Cluster::start_with(&[], &[("TICTACTOE_LB_PER_ADDRESS", "3")]) else {
        return;
    };
    let url = cluster.balancer_url();
    let mut open = Vec::new();
    for _ in 0..3 {
        open.push(connect(&url).await);
    }
    match Client::connect(&url).await {
        Ok(_) => panic!("a fourth socket from one address went through"),
        Err(error) => assert!(error.contains("429"), "{error}"),
    }
    open.pop().unwrap().close().await;
    // The balancer counts the closed one out once it sees it close.
    let deadline = Instant::now() + PATIENCE;
    loop {
        match Client::connect(&url).await {
            Ok(_) => break,
            Err(error) if Instant::now() > deadline => {
                panic!("a socket closed, and still no other opens: {error}")
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

/// The node that owns a room is killed mid-game: its players' connections
/// close; each resumes (one through the balancer, one at a surviving
/// node) and finds the same game, score, round and clock, taken over by
/// another node; the game goes on to its end and counts once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_node_s_room_is_taken_over() {
    let Some(mut cluster) = Cluster::start() else {
        return;
    };
    let (mut ann, mut bob) = pair(&cluster.node_url(0), &cluster.balancer_url(), Some(60)).await;
    assert_eq!(cluster.owner(&ann.code), Some(0));
    let first = play(&mut ann, &mut bob, &mut [], &X_WINS).await;
    assert_eq!(first.score.wins, [1, 0]);
    play_again(&mut ann, &mut bob).await;
    // Round 2: three moves, then the crash; Bob (O) is to move.
    let before = play(&mut ann, &mut bob, &mut [], &[(1, 0), (0, 0), (2, 1)]).await;
    assert_eq!((before.round, before.score.wins), (2, [1, 0]));

    cluster.crash_node(0);
    let crashed = Instant::now();
    closes(&mut ann.client, "Ann").await;
    closes(&mut bob.client, "Bob").await;

    let (balancer, survivor) = (cluster.balancer_url(), cluster.node_url(2));
    let (ann_sees, bob_sees) = tokio::join!(
        resume_at(&balancer, &mut ann),
        resume_at(&survivor, &mut bob)
    );
    let waited = crashed.elapsed();
    eprintln!("both players resumed {waited:?} after the crash");
    assert!(waited < TAKEOVER, "resumed {waited:?} after the crash");
    for seen in [&ann_sees, &bob_sees] {
        assert_eq!(seen.moves, before.moves, "the same moves");
        assert_eq!(seen.score, before.score, "the same score");
        assert_eq!((seen.round, seen.x_seat), (2, Seat::One));
        let clock = seen.clock.expect("the room keeps its clock");
        assert_eq!(clock.seconds, 60);
        assert!(clock.left_ms > 0 && clock.left_ms <= 60_000, "{clock:?}");
        assert_eq!(seen.forfeit, None);
    }
    let owner = cluster.owner(&ann.code);
    assert!(
        matches!(owner, Some(1 | 2)),
        "a surviving node owns the room now, not {owner:?}"
    );
    let taken = [1, 2].map(|node| cluster.metric(node, "tictactoe_rooms_taken_over_total"));
    assert_eq!(taken.iter().sum::<u64>(), 1, "taken over once: {taken:?}");
    both_back(&mut ann, &ann_sees).await;
    both_back(&mut bob, &bob_sees).await;

    // Bob takes the top row; the round counts once.
    let end = play(&mut bob, &mut ann, &mut [], &[(0, 1), (2, 2), (0, 2)]).await;
    assert_eq!(end.moves.len(), 6);
    assert!(end.game().unwrap().outcome().is_over());
    assert_eq!((end.score.wins, end.score.draws), ([1, 1], 0));
    assert_eq!(end.forfeit, None);
    let third = play_again(&mut ann, &mut bob).await;
    assert_eq!((third.round, third.score), (3, end.score), "counted once");
    assert_eq!(
        third.clock,
        Some(ClockView {
            seconds: 60,
            left_ms: 60_000
        })
    );
}

/// Redis is killed: a node opens no new room from that moment, says why
/// (its health too, while the balancer keeps it), and goes on with the
/// game it holds. Redis comes back empty: the node writes the room
/// back, every move in it. Then the node is killed too, and the game
/// resumes on another node with all of its moves.
/// Reads until the server closes the socket; a `Closed` message (the room
/// ended) fails: a node handing its rooms over only cuts the socket.
async fn cut_off(client: &mut Client, who: &str) {
    loop {
        match client.next().await {
            Ok(None) => return,
            Ok(Some(ServerMessage::Closed { reason })) => {
                panic!("{who} was told the room closed ({reason}), not cut off to reconnect")
            }
            Ok(Some(_)) => continue,
            Err(error) if error.starts_with("receive") => return,
            Err(error) => panic!("{who}'s connection stays open: {error}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_stopped_for_maintenance_hands_its_rooms_over() {
    let Some(mut cluster) = Cluster::start() else {
        return;
    };
    let (mut ann, mut bob) = pair(&cluster.node_url(0), &cluster.node_url(1), Some(60)).await;
    assert_eq!(cluster.owner(&ann.code), Some(0));
    let before = play(&mut ann, &mut bob, &mut [], &[(1, 1), (0, 0)]).await;
    let id = cluster
        .redis
        .get(&owner_key(&ann.code))
        .expect("Redis names the room's node");

    // SIGTERM, as systemd stops a node: it ends cleanly, and its key in
    // Redis goes with it rather than three seconds later.
    cluster.nodes[0].signal("TERM");
    cut_off(&mut ann.client, "Ann").await;
    cut_off(&mut bob.client, "Bob").await;
    assert!(cluster.nodes[0].wait().success(), "a clean stop");
    assert_eq!(
        cluster.redis.get(&node_key(&id)),
        None,
        "the node left at once"
    );
    assert!(
        cluster.nodes[0]
            .log
            .text()
            .contains("handing this node's rooms over"),
        "{}",
        cluster.nodes[0].log.text()
    );

    // Both come back through the others; the room goes on where it stood.
    let (one, two) = (cluster.node_url(1), cluster.node_url(2));
    let (ann_sees, bob_sees) = tokio::join!(resume_at(&one, &mut ann), resume_at(&two, &mut bob));
    for seen in [&ann_sees, &bob_sees] {
        assert_eq!(seen.moves, before.moves, "the same moves");
        assert_eq!(seen.round, 1);
    }
    assert!(matches!(cluster.owner(&ann.code), Some(1 | 2)));
    both_back(&mut ann, &ann_sees).await;
    both_back(&mut bob, &bob_sees).await;
    let end = play(&mut ann, &mut bob, &mut [], &[(0, 1), (2, 2), (2, 1)]).await;
    assert!(end.game().unwrap().outcome().is_over(), "{end:?}");
    assert_eq!(end.score.wins, [1, 0], "X's middle column");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_keeps_its_games_while_redis_is_away_and_catches_up() {
    let Some(mut cluster) = Cluster::start() else {
        return;
    };
    let url = cluster.node_url(0);
    let (mut ann, mut bob) = pair(&url, &url, None).await;
    let code = ann.code.clone();
    let opening = play(&mut ann, &mut bob, &mut [], &[(1, 1), (0, 0)]).await;
    // A change reaches the players only once Redis has it.
    let kept = cluster.redis.record(&code).expect("the room is in Redis");
    assert_eq!(kept.moves, opening.moves);

    cluster.crash_redis();
    // At once: a room opened now could not be written, so no other node
    // could ever find it or take it over.
    let mut carl = connect(&url).await;
    send(&mut carl, &create("Carl", None)).await;
    match carl.expect().await {
        Ok(ServerMessage::Error {
            code: ErrorCode::ServerFull,
            message,
        }) => assert!(message.contains("right now"), "{message}"),
        other => panic!(
            "a Create sent just after Redis was killed got {other:?}, not a refusal: that room \
             is in no Redis"
        ),
    }
    // The balancer keeps the node (its games go on), and its health says
    // why it opens no rooms.
    let node = cluster.nodes[0].addr;
    let mut health = None;
    wait_until(Duration::from_secs(3), || {
        health = http_get(node, "/healthz");
        Ok(health
            .as_ref()
            .is_some_and(|(status, body)| *status == 200 && body.contains("Redis unreachable")))
    })
    .unwrap_or_else(|error| panic!("the node's health is {health:?} ({error})"));
    assert_eq!(cluster.metric(0, "tictactoe_redis_up"), 0);
    // The game under way goes on.
    let during = play(&mut ann, &mut bob, &mut [], &[(2, 2), (0, 2)]).await;
    assert_eq!(during.moves.len(), 4);

    cluster.restart_redis();
    let restarted = Instant::now();
    let mut record = None;
    wait_until(CATCH_UP, || {
        record = cluster.redis.record(&code);
        Ok(record
            .as_ref()
            .is_some_and(|kept| kept.moves == during.moves))
    })
    .unwrap_or_else(|error| {
        panic!("the room's record is not back with its four moves ({error}): {record:?}")
    });
    let record = record.unwrap();
    assert_eq!((record.round, record.score), (1, during.score));
    eprintln!(
        "the node caught up {:?} after Redis came back",
        restarted.elapsed()
    );
    assert_eq!(cluster.owner(&code), Some(0), "the owner is back in Redis");
    assert_eq!(cluster.metric(0, "tictactoe_redis_up"), 1);
    // And rooms open again.
    send(&mut carl, &create("Carl", None)).await;
    welcome(&mut carl).await;

    cluster.crash_node(0);
    closes(&mut ann.client, "Ann").await;
    closes(&mut bob.client, "Bob").await;
    let (balancer, survivor) = (cluster.balancer_url(), cluster.node_url(1));
    let (ann_sees, bob_sees) = tokio::join!(
        resume_at(&balancer, &mut ann),
        resume_at(&survivor, &mut bob)
    );
    for seen in [&ann_sees, &bob_sees] {
        assert_eq!(seen.moves, during.moves, "every move, the outage's too");
        assert_eq!((seen.round, seen.score), (1, during.score));
    }
    both_back(&mut ann, &ann_sees).await;
    both_back(&mut bob, &bob_sees).await;
    // X (Ann) to move; Bob (O) then takes the top row.
    let end = play(&mut ann, &mut bob, &mut [], &[(1, 0), (0, 1)]).await;
    assert_eq!((end.score.wins, end.score.draws), ([0, 1], 0));
}
