//! The attack of issue 52: a farmer key beats a fresh puppet key each
//! quick match, every puppet from an address of its own, on a board where
//! honest players are already ranked. Issue 52 measured it before its
//! rules: 1500 → 1662 → 1751 → … → 2008 in 11 wins, first on the 3 x 3
//! leaderboard from the tenth address on.

use std::time::{Duration, Instant};

use tictactoe::core::matchup::Seat;
use tictactoe::core::offered::BoardChoice;
use tictactoe::server::client::Client;

use crate::fair_play::{device, farmers_round, quick, room_until, seated, standing, told};
use crate::{Server, address};

/// A store where `players` honest players from their own addresses have
/// each played twenty others twice, three hours apart (the stronger, by
/// number, wins four rounds of five; the fifth is drawn): the board's
/// ranked players; its path.
fn honest_store(players: u32) -> std::path::PathBuf {
    use tictactoe::server::ratings_store::{Contender, Finished, Ratings};
    use tictactoe::server::room::RoundResult;
    use tictactoe::server::{Store, StoreAt};
    let path =
        std::env::temp_dir().join(format!("tictactoe-puppets-{}.sqlite3", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let mut store = Store::open(&StoreAt::File(path.clone())).expect("a store");
    let contender = |n: usize| Contender {
        key: device(960_000 + n as u32),
        name: format!("Honest {n:02}"),
        address: Some(address(960_000 + n as u32)),
    };
    let mut at = 1_000;
    for step in (1..=10).chain(1..=10) {
        for one in 0..players as usize {
            let two = (one + step) % players as usize;
            let result = if (one + two).is_multiple_of(5) {
                RoundResult::Drawn
            } else if one > two {
                RoundResult::Won(Seat::One)
            } else {
                RoundResult::Won(Seat::Two)
            };
            at += 3 * 60 * 60;
            let game = Finished {
                id: format!("honest-{one}-{two}"),
                room: "HONEST".into(),
                round: 1,
                board: BoardChoice::Classic,
                players: [contender(one), contender(two)],
                result,
                abandoned_by: None,
                moves: "1,1".into(),
                at,
            };
            store.record(&game).expect("a game kept");
        }
    }
    path
}

/// One quick match of one round that `farmer` wins against `puppet`,
/// each a (key, name, address) searching from its own connection.
async fn farmer_wins(
    url: &str,
    farmer: (&str, &str, std::net::IpAddr),
    puppet: (&str, &str, std::net::IpAddr),
) -> Result<(), String> {
    let mut farmer_client = Client::connect_from(url, farmer.2).await?;
    let mut puppet_client = Client::connect_from(url, puppet.2).await?;
    farmer_client.send(&quick(farmer.1, farmer.0)).await?;
    puppet_client.send(&quick(puppet.1, puppet.0)).await?;
    // Anyone is paired after a minute's wait: a little more than that.
    let patience = Duration::from_secs(70);
    let (farmer_seated, puppet_seated) = tokio::join!(
        seated(&mut farmer_client, patience),
        seated(&mut puppet_client, patience)
    );
    let (Some(farmer_seat), Some(_)): (Option<Seat>, Option<Seat>) =
        (farmer_seated?, puppet_seated?)
    else {
        return Err(format!("never paired in {} s", patience.as_secs()));
    };
    let view = room_until(&mut farmer_client, |v| v.round == 1).await?;
    room_until(&mut puppet_client, |v| v.round == 1).await?;
    farmers_round(&mut farmer_client, &mut puppet_client, farmer_seat, view).await?;
    // The rating is kept as the round ends; give it a moment.
    tokio::time::sleep(Duration::from_millis(300)).await;
    farmer_client.close().await;
    puppet_client.close().await;
    Ok(())
}

/// `honest` players ranked on 3 x 3 beforehand; then a fresh farmer key
/// wins one quick match against each of `puppets` fresh keys, each from
/// an address of its own. Prints the farmer's rating after each win and
/// its place at the end, beside the best honest rating.
pub(crate) async fn puppets(honest: u32, puppets: u32) {
    let path = honest_store(honest);
    let server = Server::start_with(None, &["--store", &path.to_string_lossy()]);
    let url = server.url();
    let best = standing(&url, &device(960_000 + honest - 1)).await;
    println!(
        "  {honest} honest players ranked beforehand; the strongest: {}",
        told(best)
    );
    let farmer_key = device(52_000);
    let started = Instant::now();
    let mut climb = vec!["1500".to_string()];
    let mut failure = None;
    for n in 0..puppets {
        let puppet_key = device(52_001 + n);
        let puppet_name = format!("Puppet {n}");
        let result = farmer_wins(
            &url,
            (&farmer_key, "Farmer Chain", address(852_000)),
            (&puppet_key, &puppet_name, address(852_001 + n)),
        )
        .await;
        if let Err(error) = result {
            failure = Some(format!("match {} failed: {error}", n + 1));
            break;
        }
        match standing(&url, &farmer_key).await {
            Some((rating, _)) => climb.push(rating.to_string()),
            None => climb.push("?".into()),
        }
    }
    println!(
        "  the farmer beat {} fresh puppets from as many addresses in {:.1} min: {}",
        climb.len() - 1,
        started.elapsed().as_secs_f64() / 60.0,
        climb.join(" → ")
    );
    println!(
        "  the farmer at the end: {}",
        told(standing(&url, &farmer_key).await)
    );
    if let Some(failure) = failure {
        println!("  {failure}");
    }
    drop(server);
    let _ = std::fs::remove_file(&path);
}
