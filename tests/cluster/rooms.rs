//! Rooms across the nodes: played from every node and through the
//! balancer, taken over when a node is killed or stopped, kept while
//! Redis is away.

use super::*;

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
            Ok(Some(ServerMessage::Closed { reason, .. })) => {
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
            ..
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
