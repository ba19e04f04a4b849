//! Two headless games play each other through a real game server on
//! loopback: the online mode end to end, as two players would use it.

use crate::common;
mod quick_match;
mod rooms;

use std::time::{Duration, Instant};

use bevy::prelude::*;
use common::{Harness, numpad};
use tictactoe::core::matchup::{FirstMove, Seat};
use tictactoe::core::offered::BoardChoice;
use tictactoe::core::{Player, Pos, Rules};
use tictactoe::game::GameState;
use tictactoe::game::online::{Online, OnlineCommand};
use tictactoe::game::round::outcome::RoundResult;
use tictactoe::game::round::placement::{MoveRequest, Requester};
use tictactoe::game::setup::language::Words;
use tictactoe::game::setup::seat::{Authority, Mode};
use tictactoe::server::{Background, Config};

fn player(seed: u64, name: &str, server: &Background) -> Harness {
    player_at(seed, name, &format!("ws://{}", server.addr))
}

/// A game set to play online through the server at `url`.
fn player_at(seed: u64, name: &str, url: &str) -> Harness {
    let url = url.to_string();
    Harness::with_preferences(seed, |s, prefs| {
        s.mode = Mode::Online;
        prefs.server = url;
        s.names[0] = name.into();
        s.first = FirstMove::SeatOne;
    })
}

fn online(h: &Harness) -> &Online {
    h.app.world().resource::<Online>()
}

fn words(h: &Harness) -> &Words {
    h.app.world().resource::<Words>()
}

/// The line about the room, as the panels show it.
fn situation(h: &Harness) -> Option<String> {
    online(h).situation(words(h))
}

/// Why the round cannot go on, as the status line says it.
fn waiting(h: &Harness) -> Option<String> {
    online(h).waiting(words(h))
}

/// Runs both games' frames (the network runs in real time) until `done`.
fn until(games: &mut [&mut Harness], what: &str, done: impl Fn(&[&mut Harness]) -> bool) {
    let start = Instant::now();
    while !done(games) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "timed out waiting for {what}"
        );
        for game in games.iter_mut() {
            game.frame();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// A game server on a free port of both loopbacks, 127.0.0.1 and ::1, so
/// that two games on this machine can come from two addresses, as two
/// players on the internet do (two devices of one address are never
/// paired for a rated game). Stopped when dropped.
fn two_address_server() -> Background {
    Background::start(Config {
        bind: std::net::IpAddr::from(std::net::Ipv6Addr::UNSPECIFIED),
        port: 0,
        ..Config::default()
    })
    .expect("the server starts on both loopbacks")
}

/// A player at the server's IPv4 loopback, and one at its IPv6 loopback.
fn players_of_two_addresses(
    seeds: (u64, u64),
    names: (&str, &str),
    server: &Background,
) -> (Harness, Harness) {
    let port = server.addr.port();
    (
        player_at(seeds.0, names.0, &format!("ws://127.0.0.1:{port}")),
        player_at(seeds.1, names.1, &format!("ws://[::1]:{port}")),
    )
}

/// A game server on a free loopback port, stopped when dropped.
fn loopback_server() -> Background {
    Background::start(Config {
        port: 0,
        ..Config::default()
    })
    .expect("the server starts on loopback")
}

fn moves(h: &Harness) -> usize {
    h.round().game().moves().len()
}

/// Waits until both games are at the board of their room, each with its
/// friend there and the server confirming the moves.
fn both_at_the_board(ann: &mut Harness, bob: &mut Harness) {
    until(&mut [ann, bob], "both at the board", |g| {
        g.iter().all(|h| {
            h.state() == GameState::Playing
                && waiting(h).is_none()
                && h.round().authority() == Authority::Server
        })
    });
}

/// Ann opens a room and Bob joins it by its code; both end at the board.
/// Returns the room's code.
fn paired_room(ann: &mut Harness, bob: &mut Harness) -> String {
    ann.app.world_mut().write_message(OnlineCommand::Create);
    until(&mut [&mut *ann], "the room", |g| {
        online(g[0]).code().is_some()
    });
    let code = online(ann).code().unwrap().to_string();
    bob.app
        .world_mut()
        .write_message(OnlineCommand::Join(code.clone()));
    both_at_the_board(ann, bob);
    code
}
