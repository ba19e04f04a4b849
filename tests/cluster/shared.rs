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
