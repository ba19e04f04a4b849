//! `tictactoe-server moderate`, the real binary, on the store of a server
//! that is running: a key's games, a ban the player is told of, voiding
//! the key's games (the opponent's rating back where it was), the log.

use super::*;

/// Runs the binary's `moderate` with `args` on `store`: what it printed,
/// or what it said on failing.
fn moderate(store: &std::path::Path, args: &[&str]) -> Result<String, String> {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_tictactoe-server"))
        .arg("moderate")
        .arg("--store")
        .arg(store)
        .args(args)
        .env("RUST_LOG", "info")
        .output()
        .expect("the server binary runs");
    let printed = String::from_utf8_lossy(&output.stdout).into_owned();
    if output.status.success() {
        Ok(printed)
    } else {
        Err(String::from_utf8_lossy(&output.stderr).into_owned())
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moderator_lists_bans_and_voids_on_a_running_servers_store() {
    let dir = TempDir::new("moderate");
    let store = dir.0.join("ratings.sqlite3");
    let server = Background::start(Config {
        port: 0,
        store: StoreAt::File(store.clone()),
        ..Config::default()
    })
    .unwrap();
    let url = server.socket_url();
    let (mut x, mut o, _) = quick_pair(&url, None, "Farmer", "Victim").await;
    x_wins(&mut x, &mut o).await;
    let rated = ratings_in(&mut x, &mut o).await;
    let farmer = name_of(&rated, x.seat);
    let (farmer_key, victim_key) = if farmer == "Farmer" {
        (device("Farmer"), device("Victim"))
    } else {
        (device("Victim"), device("Farmer"))
    };
    let loser_rating = rated.seats[o.seat.index()].rating.unwrap();
    assert!(loser_rating < 1500);

    // The winner's games and rating history.
    let games = moderate(&store, &["games", "--key", &farmer_key]).unwrap();
    assert!(games.contains(&format!("{farmer_key} (")), "{games}");
    // Two new players: the win adds ten points and counts toward no place.
    assert!(games.contains("1500 → 1510, not counted"), "{games}");
    assert!(games.contains("1500 → 1338, not counted"), "{games}");
    assert!(games.ends_with("1 rated game\n"), "{games}");
    // A mistake is named, and changes nothing.
    let wrong = moderate(&store, &["ban", "--key", &farmer_key, "--for", "soon"]).unwrap_err();
    assert!(wrong.contains("not a time"), "{wrong}");
    let elsewhere = dir.0.join("no-such.sqlite3");
    let missing = moderate(&elsewhere, &["bans"]).unwrap_err();
    assert!(missing.contains("no store at"), "{missing}");
    assert!(!elsewhere.exists());

    // The loser reports the winner; the moderator sees it.
    o.client
        .send(&ClientMessage::Report {
            reason: protocol::ReportReason::Threw,
        })
        .await
        .unwrap();
    loop {
        match o.client.expect().await.unwrap() {
            ServerMessage::Reported { reason } => {
                assert_eq!(reason, protocol::ReportReason::Threw);
                break;
            }
            ServerMessage::Room(_) => {}
            other => panic!("not a report taken: {other:?}"),
        }
    }
    // Kept by the keeper's thread: a moment.
    let mut reports = String::new();
    for _ in 0..50 {
        reports = moderate(&store, &["reports"]).unwrap();
        if reports.contains("1 player reported") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(
        reports.starts_with(&format!("{farmer_key}  1 report (1 played to lose")),
        "{reports}"
    );

    // Banned, the winner's next quick match is refused, saying why.
    let banned = moderate(
        &store,
        &[
            "ban",
            "--key",
            &farmer_key,
            "--for",
            "2d",
            "--reason",
            "farming",
        ],
    )
    .unwrap();
    assert!(banned.contains("banned from rated play until"), "{banned}");
    let mut again = Client::connect_from(&url, home("Elsewhere")).await.unwrap();
    again
        .send(&ClientMessage::QuickMatch {
            version: VERSION,
            name: farmer.clone(),
            board: BoardChoice::Classic,
            player: farmer_key.clone(),
        })
        .await
        .unwrap();
    match again.expect().await.unwrap() {
        ServerMessage::Error {
            code, args, wait, ..
        } => {
            assert_eq!(
                protocol::Refused::from_args(code, &args),
                Some(protocol::Refused::Banned {
                    why: protocol::BanReason::Farming,
                    seconds: wait.unwrap()
                })
            );
            assert!(wait.unwrap() > 86_400, "{wait:?}");
        }
        other => panic!("not refused: {other:?}"),
    }
    assert!(
        moderate(&store, &["bans"])
            .unwrap()
            .contains("1 ban running")
    );

    // Voided, the loser's rating is a new player's again.
    let voided = moderate(&store, &["void", &farmer_key]).unwrap();
    assert!(voided.contains("voided 1 rated game of"), "{voided}");
    assert!(
        voided.contains(&format!("{victim_key}  {loser_rating} → 1500")),
        "{voided}"
    );
    let mut stranger = Client::connect(&url).await.unwrap();
    // The leaderboard is read from the store at most once a second.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let board = leaderboard(
        &mut stranger,
        Some(if farmer == "Farmer" {
            "Victim"
        } else {
            "Farmer"
        }),
    )
    .await;
    assert_eq!(board.you.map(|you| you.rating), Some(1500));
    let log = moderate(&store, &["log"]).unwrap();
    assert_eq!(log.lines().count(), 2, "{log}");
    assert!(
        log.contains("banned key") && log.contains("voided"),
        "{log}"
    );
    drop(server);
}
