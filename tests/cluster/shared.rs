//! What the nodes share besides rooms: quick match, ratings and
//! standings, wrong codes, open rooms and sockets by address.

use super::*;

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
    // Rated in the background: both rooms show it once it is kept.
    for player in [&mut ann.client, &mut bob.client] {
        room_until(player, "with the new ratings", |view| {
            view.seats.iter().all(|seat| seat.rating != Some(1500))
        })
        .await;
    }
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
                // A new opponent each: rated on every node, counted toward
                // a place on none.
                assert_eq!((won.place, lost.place), (0, 0));
                assert_eq!(won.needs, protocol::LEADERBOARD_OPPONENTS);
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
    use tictactoe::server::cluster::{
        Cluster as Node, ClusterConfig, shared_ratings::RedisRatings,
    };
    use tictactoe::server::ratings_store::{Contender, Finished, GivenUp, Ratings};
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

/// Issue 52's rule, asked of a store: on a board whose players are
/// established, a farmer that beats eleven fresh puppets, each from an
/// address of its own, gains 50 points in all and no place, while each
/// puppet learns from its loss in full.
fn puppets_buy_nothing(ratings: &mut dyn tictactoe::server::ratings_store::Ratings) {
    use tictactoe::server::ratings_store::{Contender, Finished};
    use tictactoe::server::room::RoundResult;
    let home = |n: u32| Some(std::net::IpAddr::from((0xcb00_7100 + n).to_be_bytes()));
    let round = |(one, one_home): (&str, u32), (two, two_home): (&str, u32), result, at| Finished {
        id: format!("{one}-{two}-{at}"),
        room: "ABCDEFG".into(),
        round: 1,
        board: BoardChoice::Classic,
        players: [
            Contender {
                key: device(one),
                name: one.into(),
                address: home(one_home),
            },
            Contender {
                key: device(two),
                name: two.into(),
                address: home(two_home),
            },
        ],
        result,
        abandoned_by: None,
        moves: "1,1".into(),
        at,
    };
    // Twelve honest players meet the eleven others, three hours apart,
    // in forty rounds each: the stronger (by number) wins four of five.
    let honest: Vec<String> = (0..12).map(|n| format!("Honest{n:02}")).collect();
    let mut at = 1_000;
    for step in (1..=10).chain(1..=10) {
        for one in 0..12usize {
            let two = (one + step) % 12;
            let result = if (one + two).is_multiple_of(5) {
                RoundResult::Drawn
            } else if one > two {
                RoundResult::Won(Seat::One)
            } else {
                RoundResult::Won(Seat::Two)
            };
            at += 3 * 60 * 60;
            let game = round(
                (&honest[one], 500 + one as u32),
                (&honest[two], 500 + two as u32),
                result,
                at,
            );
            ratings.record(&game).unwrap();
        }
    }
    for n in 0..11 {
        at += 60;
        let puppet = format!("Puppet{n:02}");
        let kept = ratings
            .record(&round(
                ("Farmer", 1),
                (&puppet, 100 + n),
                RoundResult::Won(Seat::One),
                at,
            ))
            .unwrap();
        assert_eq!(kept.established, [false, false], "{kept:?}");
        assert!(
            kept.records[1].rating.rating < 1400.0,
            "the puppet learns: {kept:?}"
        );
    }
    let farmer = ratings
        .standing(BoardChoice::Classic, &device("Farmer"))
        .unwrap()
        .unwrap();
    assert_eq!((farmer.rating, farmer.place, farmer.needs), (1550, 0, 10));
    let top = ratings.top(BoardChoice::Classic).unwrap();
    assert_eq!(top.len(), 12, "{top:?}");
    assert!(
        top.iter()
            .all(|standing| standing.name.starts_with("Honest"))
    );
}

/// A server's own store and the shared one agree on issue 52's rule.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puppets_buy_nothing_on_either_store() {
    use tictactoe::server::cluster::{
        Cluster as Node, ClusterConfig, shared_ratings::RedisRatings,
    };
    use tictactoe::server::{Store, StoreAt};
    puppets_buy_nothing(&mut Store::open(&StoreAt::Memory).unwrap());
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
    tokio::task::spawn_blocking(move || {
        puppets_buy_nothing(&mut RedisRatings::new(&url, node).unwrap());
    })
    .await
    .unwrap();
}

/// A store that a moderator can work on as the server keeps it.
trait ModeratedStore:
    tictactoe::server::ratings_store::Ratings + tictactoe::server::ratings_store::moderation::Moderation
{
}

impl<T> ModeratedStore for T where
    T: tictactoe::server::ratings_store::Ratings
        + tictactoe::server::ratings_store::moderation::Moderation
{
}

/// Voiding a key, worked by hand with Glicko-2 (tau 0.5) and the cap on
/// wins over players not established (all three are new): Ann beats Vic
/// (+10, to 1510, deviation 290.32), then loses to Bob; Vic beats Bob.
/// Voided, Vic's games are as if never played: Ann's one game left is a
/// loss as a new player to a new player (1500 → 1337.69, deviation
/// 290.32, in full), Bob's a win as a new player over Ann as she stood
/// then (1510, 290.32): capped at 1510, its deviation Glicko-2's 281.33.
/// Then bans: one on a block covers its addresses until it is lifted.
fn a_moderator_voids_and_bans(store: &mut dyn ModeratedStore) {
    use tictactoe::net::protocol::BanReason;
    use tictactoe::server::ratings_store::moderation::{Ban, Banned, Block, Who};
    use tictactoe::server::ratings_store::{Contender, Finished};
    use tictactoe::server::room::RoundResult;
    let player = |name: &str, n: u8| Contender {
        key: device(name),
        name: name.into(),
        address: Some(std::net::IpAddr::from([203, 0, 113, n])),
    };
    let round = |one: Contender, two: Contender, result, at: i64| Finished {
        id: format!("{}-{}-{at}", one.name, two.name),
        room: "ABCDEFG".into(),
        round: 1,
        board: BoardChoice::Four,
        players: [one, two],
        result,
        abandoned_by: None,
        moves: "0,0".into(),
        at,
    };
    let (ann, bob, vic) = (player("Ann", 1), player("Bob", 2), player("Vic", 3));
    store
        .record(&round(
            ann.clone(),
            vic.clone(),
            RoundResult::Won(Seat::One),
            100,
        ))
        .unwrap();
    store
        .record(&round(
            ann.clone(),
            bob.clone(),
            RoundResult::Won(Seat::Two),
            200,
        ))
        .unwrap();
    store
        .record(&round(
            vic.clone(),
            bob.clone(),
            RoundResult::Won(Seat::One),
            300,
        ))
        .unwrap();
    let history = store.games(&Who::Key(vic.key.clone())).unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(history[0].sides[1].after.map(f64::round), Some(1338.0));

    let voided = store.void(&vic.key, 400).unwrap();
    assert_eq!((voided.games, voided.opponents.len()), (2, 2), "{voided:?}");
    let close = |got: f64, want: f64| (got - want).abs() < 0.01;
    let ann_now = store.player(&ann.key, BoardChoice::Four).unwrap().unwrap();
    assert!(close(ann_now.rating.rating, 1337.69), "{ann_now:?}");
    assert!(close(ann_now.rating.deviation, 290.32), "{ann_now:?}");
    assert_eq!(
        (
            ann_now.games,
            ann_now.wins,
            ann_now.losses,
            ann_now.opponents
        ),
        (1, 0, 1, 1)
    );
    let bob_now = store.player(&bob.key, BoardChoice::Four).unwrap().unwrap();
    assert!(close(bob_now.rating.rating, 1510.0), "{bob_now:?}");
    assert!(close(bob_now.rating.deviation, 281.33), "{bob_now:?}");
    assert!(close(bob_now.unestablished_gains, 10.0), "{bob_now:?}");
    assert_eq!((bob_now.games, bob_now.wins, bob_now.opponents), (1, 1, 1));
    assert!(store.player(&vic.key, BoardChoice::Four).unwrap().is_none());
    let history = store.games(&Who::Key(vic.key.clone())).unwrap();
    assert!(history.iter().all(|game| game.voided), "{history:?}");
    // Voiding again finds nothing left to void.
    assert_eq!(store.void(&vic.key, 450).unwrap().games, 0);
    // Ann's games by her address: both of hers, one voided.
    let by_address = store
        .games(&Who::Addresses(Block::parse("203.0.113.1").unwrap()))
        .unwrap();
    assert_eq!(by_address.iter().filter(|game| game.voided).count(), 1);
    assert_eq!(by_address.len(), 2);

    let block = Banned::Addresses(Block::parse("198.51.100.0/24").unwrap());
    store
        .ban(&Ban {
            target: block.clone(),
            until: 10_000,
            reason: BanReason::Farming,
            at: 500,
        })
        .unwrap();
    let inside = Some(std::net::IpAddr::from([198, 51, 100, 77]));
    let ban = store
        .ban_on("anyone-at-all-0123", inside, 600)
        .unwrap()
        .unwrap();
    assert_eq!((ban.reason, ban.until), (BanReason::Farming, 10_000));
    assert!(
        store
            .ban_on("anyone-at-all-0123", ann.address, 600)
            .unwrap()
            .is_none()
    );
    assert_eq!(store.bans(600).unwrap().len(), 1);
    assert_eq!(store.lift(&block, 700).unwrap(), 1);
    assert!(
        store
            .ban_on("anyone-at-all-0123", inside, 800)
            .unwrap()
            .is_none()
    );
    // Reports: Vic by two addresses, Bob by one; Vic listed first.
    use tictactoe::net::protocol::ReportReason;
    use tictactoe::server::ratings_store::Report;
    for (reporter, reported, reason, at) in [
        (&ann, &vic, ReportReason::Threw, 900),
        (&bob, &vic, ReportReason::Unfair, 910),
        (&ann, &bob, ReportReason::Unfair, 920),
        (&ann, &vic, ReportReason::Threw, 930),
    ] {
        store
            .report(&Report {
                round: format!("ABCDEFG:token:{at}"),
                board: BoardChoice::Four,
                reporter: reporter.key.clone(),
                reporter_address: reporter.address,
                reported: reported.key.clone(),
                reported_address: reported.address,
                reason,
                at,
            })
            .unwrap();
    }
    let reported = store.reported().unwrap();
    assert_eq!(reported.len(), 2, "{reported:?}");
    assert_eq!(reported[0].key, vic.key);
    assert_eq!(
        (
            reported[0].reports,
            reported[0].threw,
            reported[0].unfair,
            reported[0].reporters
        ),
        (3, 2, 1, 2)
    );
    assert_eq!(
        (reported[0].latest, reported[0].latest_round.as_str()),
        (930, "ABCDEFG:token:930")
    );
    assert_eq!(
        (reported[1].key.as_str(), reported[1].reports),
        (bob.key.as_str(), 1)
    );
    let log = store.log().unwrap();
    assert_eq!(log.len(), 4, "{log:?}");
    assert!(log[0].action.starts_with("voided"), "{log:?}");
    assert!(
        log[2]
            .action
            .starts_with("banned addresses 198.51.100.0/24"),
        "{log:?}"
    );
}

/// A server's own store and the shared one void and ban alike.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moderator_voids_and_bans_on_either_store() {
    use tictactoe::server::cluster::shared_ratings::RedisRatings;
    use tictactoe::server::{Store, StoreAt};
    a_moderator_voids_and_bans(&mut Store::open(&StoreAt::Memory).unwrap());
    let Some(cluster) = Cluster::start() else {
        return;
    };
    let url = format!("redis://127.0.0.1:{}", cluster.redis.port);
    tokio::task::spawn_blocking(move || {
        a_moderator_voids_and_bans(&mut RedisRatings::for_moderator(&url).unwrap());
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
