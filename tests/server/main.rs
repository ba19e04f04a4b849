//! The game server on loopback, spoken to by real WebSocket clients: whole
//! games, every refusal, tokens, reconnects, expiry and limits. Built
//! without the game. What the tests share is here; each file holds the
//! tests of one concern.

mod garbage;
mod limits;
mod moderate;
mod process;
mod rated;
mod rooms;

use std::time::Duration;

use tictactoe::core::matchup::{FirstMove, MAX_NAME_CHARS, Seat};
use tictactoe::core::offered::BoardChoice;
use tictactoe::net::protocol::{
    self, ClientMessage, ErrorCode, Leaderboard, Presence, RoomView, ServerMessage, Square, VERSION,
};
use tictactoe::server::client::Client;
use tictactoe::server::{Background, Config, Limits, StoreAt};

#[path = "../server_binary/mod.rs"]
mod server_binary;
use server_binary::{Reaped, Server, at, join, resume};

fn server(limits: Limits) -> Background {
    Background::start(Config {
        port: 0,
        limits,
        ..Config::default()
    })
    .expect("the server starts on loopback")
}

fn create(name: &str, size: usize, first: FirstMove) -> ClientMessage {
    create_timed(name, size, first, None)
}

fn create_timed(name: &str, size: usize, first: FirstMove, clock: Option<u32>) -> ClientMessage {
    ClientMessage::Create {
        version: VERSION,
        name: name.into(),
        board: BoardChoice::ALL[size],
        first,
        clock,
    }
}

struct Seated {
    client: Client,
    code: String,
    token: String,
    seat: Seat,
}

async fn welcome(client: &mut Client) -> (String, Seat, String) {
    match client.expect().await.unwrap() {
        ServerMessage::Welcome { code, seat, token } => (code, seat, token),
        other => panic!("expected a welcome, got {other:?}"),
    }
}

/// Ann creates a room with `first`, Bob joins; both have seen the first
/// round start.
async fn pair(server: &Background, size: usize, first: FirstMove) -> (Seated, Seated, RoomView) {
    let url = server.socket_url();
    let mut ann = Client::connect(&url).await.unwrap();
    ann.send(&create("Ann", size, first)).await.unwrap();
    let (code, seat, token) = welcome(&mut ann).await;
    assert_eq!(seat, Seat::One);
    let waiting = ann.room().await.unwrap();
    assert_eq!(waiting.round, 0);
    assert_eq!(waiting.seats[1].presence, Presence::Empty);
    let mut bob = Client::connect(&url).await.unwrap();
    // Codes are read as people type them.
    bob.send(&join(&code.to_lowercase(), " Bob "))
        .await
        .unwrap();
    let (bob_code, bob_seat, bob_token) = welcome(&mut bob).await;
    assert_eq!((bob_code.as_str(), bob_seat), (code.as_str(), Seat::Two));
    assert_ne!(token, bob_token);
    assert_eq!(token.len(), 32, "128 bits as hex");
    let seen_by_bob = bob.room().await.unwrap();
    let seen_by_ann = ann.room().await.unwrap();
    assert_eq!(seen_by_ann, seen_by_bob);
    assert_eq!(seen_by_ann.round, 1);
    assert_eq!(seen_by_ann.seats[1].name, "Bob");
    (
        Seated {
            client: ann,
            code: code.clone(),
            token,
            seat,
        },
        Seated {
            client: bob,
            code,
            token: bob_token,
            seat: bob_seat,
        },
        seen_by_ann,
    )
}

/// Plays `square` for `mover` and returns the room both then see.
async fn play(mover: &mut Seated, other: &mut Seated, row: u8, col: u8) -> RoomView {
    mover.client.send(&at(row, col)).await.unwrap();
    let a = mover.client.room().await.unwrap();
    let b = other.client.room().await.unwrap();
    assert_eq!(a, b, "both players see the same room");
    a
}

/// A GET over a plain socket, as any client could send it: the status line
/// and the headers, lower-cased.
async fn http_get(addr: std::net::SocketAddr, path: &str, extra: &str) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Connection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    // Up to the end of the headers (an upgraded socket stays open).
    let mut answer = Vec::new();
    let mut chunk = [0u8; 4096];
    while !answer.windows(4).any(|w| w == b"\r\n\r\n") {
        let read = tokio::time::timeout(Duration::from_secs(10), stream.read(&mut chunk))
            .await
            .expect("the server answers")
            .unwrap();
        if read == 0 {
            break;
        }
        answer.extend_from_slice(&chunk[..read]);
    }
    let answer = String::from_utf8_lossy(&answer).to_lowercase();
    let head = answer
        .split("\r\n\r\n")
        .next()
        .unwrap_or_default()
        .to_string();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or(0);
    (status, head)
}

/// What the server says to a TCP connection it turns away as it is
/// accepted, before the connection says anything, up to its closing.
async fn turned_away(addr: std::net::SocketAddr) -> String {
    use tokio::io::AsyncReadExt;
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut answer)).await;
    assert!(read.is_ok(), "the server closed it");
    String::from_utf8_lossy(&answer).into_owned()
}

/// A device key for a test player.
fn device(name: &str) -> String {
    format!("device-of-{name}-0123456789")
}

/// Where a test player plays from: an address of their own in
/// 127.0.0.0/8, as two players on the internet have (two devices of one
/// address are never paired for a rated game).
fn home(name: &str) -> std::net::IpAddr {
    let n = name
        .bytes()
        .fold(7u32, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b)));
    std::net::IpAddr::from([127, 0, 1 + (n % 200) as u8, 2 + (n / 200 % 250) as u8])
}

fn quick_as(name: &str) -> ClientMessage {
    ClientMessage::QuickMatch {
        version: VERSION,
        name: name.into(),
        board: BoardChoice::Classic,
        player: device(name),
    }
}

/// `a` waits for a quick match on the 3 x 3 board and `b` is paired with
/// them at once: (the player of X, the player of O, the first snapshot).
/// `a` may be a connection already open (its seat given up).
async fn quick_pair(
    url: &str,
    a: Option<Client>,
    a_name: &str,
    b_name: &str,
) -> (Seated, Seated, RoomView) {
    let mut a = match a {
        Some(client) => client,
        None => Client::connect_from(url, home(a_name)).await.unwrap(),
    };
    a.send(&quick_as(a_name)).await.unwrap();
    assert!(
        matches!(a.expect().await.unwrap(), ServerMessage::Queued { .. }),
        "{a_name} waits"
    );
    let mut b = Client::connect_from(url, home(b_name)).await.unwrap();
    b.send(&quick_as(b_name)).await.unwrap();
    let (code, a_seat, a_token) = welcome(&mut a).await;
    let (_, b_seat, b_token) = welcome(&mut b).await;
    let room = a.room().await.unwrap();
    assert_eq!(b.room().await.unwrap(), room);
    assert!(room.rated, "a quick match is rated");
    let seated = |client, token, seat| Seated {
        client,
        code: code.clone(),
        token,
        seat,
    };
    let (a, b) = (seated(a, a_token, a_seat), seated(b, b_token, b_seat));
    if room.x_seat == a.seat {
        (a, b, room)
    } else {
        (b, a, room)
    }
}

/// X takes the top row while O plays the middle one.
async fn x_wins(x: &mut Seated, o: &mut Seated) -> RoomView {
    play(x, o, 0, 0).await;
    play(o, x, 1, 0).await;
    play(x, o, 0, 1).await;
    play(o, x, 1, 1).await;
    play(x, o, 0, 2).await
}

/// The 3 x 3 board's leaderboard, asked by `client` for `player`'s place
/// (room snapshots that arrive first are passed over).
async fn leaderboard(client: &mut Client, player: Option<&str>) -> Leaderboard {
    client
        .send(&ClientMessage::Leaderboard {
            version: VERSION,
            board: BoardChoice::Classic,
            player: player.map(device),
        })
        .await
        .unwrap();
    loop {
        match client.expect().await.unwrap() {
            ServerMessage::Leaderboard(board) => return board,
            ServerMessage::Room(_) => {}
            other => panic!("expected the leaderboard, got {other:?}"),
        }
    }
}

fn name_of(room: &RoomView, seat: Seat) -> String {
    room.seats[seat.index()].name.clone()
}

/// The room's snapshots, read by both players, until a rated round's new
/// ratings have come in (the server keeps the round first).
async fn ratings_in(x: &mut Seated, o: &mut Seated) -> RoomView {
    loop {
        let seen = x.client.room().await.unwrap();
        if seen.seats.iter().all(|seat| seat.rating != Some(1500)) {
            loop {
                if o.client.room().await.unwrap() == seen {
                    return seen;
                }
            }
        }
    }
}

/// A temporary directory for a store file, removed afterwards.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(what: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("tictactoe-{what}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
