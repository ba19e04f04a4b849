//! The protocol's messages: round trips, limits, versions.

use super::*;
use crate::core::matchup::MAX_NAME_CHARS;

fn round_trip<T>(message: &T)
where
    T: Limited + Serialize + for<'de> Deserialize<'de> + PartialEq + std::fmt::Debug,
{
    let text = encode(message);
    assert!(text.len() <= T::MAX_BYTES, "{text}");
    assert_eq!(&decode::<T>(&text).unwrap(), message, "{text}");
}

fn full_room() -> RoomView {
    RoomView {
        code: "ABCDEFG".into(),
        board: BoardChoice::Five,
        seats: [
            SeatView {
                name: "Ann, the \"first\"".into(),
                presence: Presence::Connected,
                again: false,
                rating: Some(1500),
            },
            SeatView {
                name: "Bö".repeat(8),
                presence: Presence::Away { seconds_left: 42 },
                again: true,
                rating: None,
            },
        ],
        watchers: 100,
        round: 3,
        x_seat: Seat::Two,
        moves: (0..25)
            .map(|i| Square {
                row: i / 5,
                col: i % 5,
            })
            .collect(),
        score: Score {
            wins: [u32::MAX, 0],
            draws: 7,
        },
        rated: true,
        clock: Some(ClockView {
            seconds: 60,
            left_ms: 59_999,
        }),
        forfeit: Some(Forfeit {
            loser: Seat::One,
            reason: ForfeitReason::Time,
        }),
    }
}

#[test]
fn every_message_survives_a_round_trip() {
    let clients = [
        ClientMessage::Create {
            version: VERSION,
            name: "Ann".into(),
            board: BoardChoice::Four,
            first: FirstMove::TakeTurns,
            clock: Some(30),
        },
        ClientMessage::Create {
            version: VERSION,
            name: "Bo".into(),
            board: BoardChoice::Classic,
            first: FirstMove::Random,
            clock: None,
        },
        ClientMessage::Join {
            version: VERSION,
            code: "ABCDEFG".into(),
            name: "x".repeat(MAX_NAME_CHARS),
        },
        ClientMessage::Resume {
            version: VERSION,
            code: "ABCDEFG".into(),
            token: "0123456789abcdef0123456789abcdef".into(),
        },
        ClientMessage::QuickMatch {
            version: VERSION,
            name: "Bo".into(),
            board: BoardChoice::Ultimate,
            player: "k".repeat(64),
        },
        ClientMessage::Leaderboard {
            version: VERSION,
            board: BoardChoice::Five,
            player: Some("device-key_0123456789".into()),
        },
        ClientMessage::Leaderboard {
            version: VERSION,
            board: BoardChoice::Classic,
            player: None,
        },
        ClientMessage::Watch {
            version: VERSION,
            code: "ABCDEFG".into(),
        },
        ClientMessage::Move {
            square: Square { row: 4, col: 0 },
        },
        ClientMessage::PlayAgain,
        ClientMessage::Leave,
    ];
    for message in &clients {
        round_trip(message);
    }
    let servers = [
        ServerMessage::Welcome {
            code: "ABCDEFG".into(),
            seat: Seat::Two,
            token: "f".repeat(32),
        },
        ServerMessage::Room(full_room()),
        ServerMessage::Queued {
            board: BoardChoice::Four,
            others: 3,
            household: 1,
        },
        ServerMessage::Watching {
            code: "ABCDEFG".into(),
        },
        ServerMessage::Error {
            code: ErrorCode::NotYourTurn,
            message: "It is Ann's move".into(),
            wait: None,
            args: BTreeMap::new(),
        },
        ServerMessage::Closed {
            reason: "idle".into(),
            args: BTreeMap::new(),
        },
        ServerMessage::closed(
            &Closing::CalledOffBy { name: "Ann".into() },
            "The game was called off",
        ),
        ServerMessage::CalledOff {
            reason: "Ann did not make a first move".into(),
            args: [("name".to_string(), "Ann".to_string())].into(),
        },
        ServerMessage::Leaderboard(Leaderboard {
            board: BoardChoice::Four,
            top: vec![Standing {
                place: 1,
                name: "Ann".into(),
                rating: 1712,
                games: 40,
                provisional: false,
                needs: 0,
            }],
            you: Some(Standing {
                place: 3001,
                name: "Bo".into(),
                rating: 1388,
                games: 2,
                provisional: true,
                needs: 8,
            }),
        }),
        ServerMessage::Error {
            code: ErrorCode::TooSoon,
            message: "You left rated games: wait 2 minutes".into(),
            wait: Some(120),
            args: BTreeMap::from([
                ("games".to_string(), "2".to_string()),
                ("seconds".to_string(), "120".to_string()),
            ]),
        },
    ];
    for message in &servers {
        round_trip(message);
    }
}

#[test]
fn the_largest_room_fits_in_a_message() {
    let mut room = full_room();
    for seat in &mut room.seats {
        seat.name = "\u{1F600}".repeat(MAX_NAME_CHARS);
    }
    assert!(encode(&ServerMessage::Room(room)).len() < MAX_MESSAGE_BYTES);
}

#[test]
fn a_full_leaderboard_fits_in_a_server_message_but_not_a_clients() {
    // Every name at its longest in the widest characters, every number
    // at its widest.
    let standing = |place| Standing {
        place,
        name: "\u{1F600}".repeat(MAX_NAME_CHARS),
        rating: u32::MAX,
        games: u32::MAX,
        provisional: false,
        needs: u32::MAX,
    };
    let board = ServerMessage::Leaderboard(Leaderboard {
        board: BoardChoice::Ultimate,
        top: (1..=LEADERBOARD_TOP as u32).map(standing).collect(),
        you: Some(standing(u32::MAX)),
    });
    let text = encode(&board);
    assert!(text.len() > MAX_MESSAGE_BYTES, "{}", text.len());
    round_trip(&board);
    // A client's message stays within the small limit.
    let big = format!(
        "Leaderboard(version: 6, board: five_by_five, player: Some(\"{}\"))",
        "k".repeat(MAX_MESSAGE_BYTES)
    );
    assert!(matches!(
        decode::<ClientMessage>(&big),
        Err(DecodeError::TooLarge {
            limit: MAX_MESSAGE_BYTES,
            ..
        })
    ));
}

#[test]
fn device_keys_are_long_plain_and_not_too_long() {
    assert!(valid_player_key("abcdefghijklmnop"));
    assert!(valid_player_key(&"A-_9".repeat(16)));
    for bad in [
        "",
        "short",
        "abcdefghijklmno",
        &"k".repeat(65),
        "abcdefghijklmnop ",
        "abcdefghijklmnö1",
        "abcdefgh/jklmnop",
    ] {
        assert!(!valid_player_key(bad), "{bad:?}");
    }
}

#[test]
fn oversized_and_foreign_text_is_refused_without_panicking() {
    let big = format!(
        "Join(version: 1, code: \"{}\", name: \"\")",
        "A".repeat(5000)
    );
    assert!(matches!(
        decode::<ClientMessage>(&big),
        Err(DecodeError::TooLarge { .. })
    ));
    for junk in [
        "",
        "{",
        "Dance",
        "Move(square: (row: 300, col: 1))",
        "Move(square: (row: -1, col: 1))",
        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
        "Create(version: 1, name: \"a\")",
    ] {
        assert!(
            matches!(
                decode::<ClientMessage>(junk),
                Err(DecodeError::Malformed(_))
            ),
            "{junk}"
        );
    }
}

#[test]
fn codes_are_read_as_people_type_them() {
    assert_eq!(normalize_code(" abc-defg "), Some("ABCDEFG".into()));
    assert_eq!(normalize_code("ABC DEFG"), Some("ABCDEFG".into()));
    // Look-alikes are not in the alphabet, so a code never holds them.
    assert_eq!(normalize_code("ABCDEF0"), None);
    assert_eq!(normalize_code("ABCDEFI"), None);
    assert_eq!(normalize_code("ABCDEFGH"), None);
    assert_eq!(normalize_code("ABCDEF"), None);
    assert_eq!(normalize_code("ÄBCDEFG"), None);
    for b in b"01ILO" {
        assert!(!CODE_ALPHABET.contains(b));
    }
}

#[test]
fn a_full_ultimate_room_fits_in_a_message() {
    let mut room = full_room();
    room.board = BoardChoice::Ultimate;
    room.moves = (0..81)
        .map(|i| Square {
            row: i / 9,
            col: i % 9,
        })
        .collect();
    round_trip(&ServerMessage::Room(room));
}

#[test]
fn a_board_the_game_does_not_offer_is_not_a_message() {
    let text = encode(&ClientMessage::Create {
        version: VERSION,
        name: "Ann".into(),
        board: BoardChoice::Classic,
        first: FirstMove::SeatOne,
        clock: None,
    });
    assert!(decode::<ClientMessage>(&text).is_ok());
    for board in ["nine_by_nine", "(size:3,in_a_row:3)", "Ultimate"] {
        let other = text.replace("three_by_three", board);
        assert!(decode::<ClientMessage>(&other).is_err(), "{other}");
    }
}

#[test]
fn any_versions_hello_says_its_version() {
    // Version 2's create, whose board was a size and a line length.
    let old = "Create(version:2,name:\"Ann\",board:(size:3,in_a_row:3),first:Creator)";
    assert!(decode::<ClientMessage>(old).is_err());
    assert_eq!(hello_version(old), Some(2));
    assert_eq!(
        hello_version("Join(code:\"ABCDEFG\",version:9,name:\"Bo\",extra:[1,2])"),
        Some(9)
    );
    assert_eq!(hello_version("Resume(version:4)"), Some(4));
    assert_eq!(hello_version("QuickMatch(version:5,board:nine)"), Some(5));
    assert_eq!(hello_version("Leaderboard(version:4,board:x)"), Some(4));
    assert_eq!(hello_version("Move(square:(row:0,col:0))"), None);
    assert_eq!(hello_version("Create(name:\"no version\")"), None);
    let (reason, words) = version_refusal(2);
    assert_eq!(reason.code(), ErrorCode::Version);
    let args = reason.args();
    assert!(
        words.contains(&format!("version {VERSION}")) && words.contains("reload the page"),
        "{words}"
    );
    let arg = |name: &str| args.get(name).map(String::as_str);
    let server = VERSION.to_string();
    assert_eq!(
        (arg("reason"), arg("server"), arg("client")),
        (Some("update-game"), Some(server.as_str()), Some("2"))
    );
    let (reason, words) = version_refusal(VERSION + 1);
    assert!(words.contains("ask its host to update it"));
    assert_eq!(reason.args()["reason"], "update-server");
}

#[test]
fn an_errors_args_travel_and_an_error_without_them_still_reads() {
    let with_args = ServerMessage::Error {
        code: ErrorCode::BadName,
        message: "\"Bob\" would look the same as \"B\u{43E}b\"…".into(),
        wait: None,
        args: BTreeMap::from([
            ("reason".to_string(), "look-alike".to_string()),
            ("name".to_string(), "Bob".to_string()),
            ("waiting".to_string(), "B\u{43E}b".to_string()),
        ]),
    };
    round_trip(&with_args);
    assert!(encode(&with_args).contains("args:"));
    // A server from before args wrote none, and neither does one now for
    // an error without them.
    let old = "Error(code:Replaced,message:\"You opened this game somewhere else\")";
    let read = decode::<ServerMessage>(old).unwrap();
    assert_eq!(
        read,
        ServerMessage::Error {
            code: ErrorCode::Replaced,
            message: "You opened this game somewhere else".into(),
            wait: None,
            args: BTreeMap::new(),
        }
    );
    assert_eq!(encode(&read), old);
}

#[test]
fn a_room_replays_its_moves_by_the_rules() {
    let mut room = full_room();
    room.moves.truncate(3);
    assert_eq!(room.game().unwrap().moves().len(), 3);
    room.moves.push(room.moves[0]);
    assert_eq!(room.game(), None, "a repeated square is not a game");
    assert_eq!(
        room_link("http://localhost:8080/", "ABCDEFG"),
        "http://localhost:8080/?room=ABCDEFG"
    );
}

#[test]
fn a_socket_that_names_a_room_carries_its_code_for_the_balancer() {
    let url = "ws://play.example/ws";
    let resume = ClientMessage::Resume {
        version: VERSION,
        code: "abc-defg".into(),
        token: "t".into(),
    };
    assert_eq!(
        routed_url(url, &resume),
        "ws://play.example/ws?room=ABCDEFG"
    );
    let watch = ClientMessage::Watch {
        version: VERSION,
        code: "ABCDEFG".into(),
    };
    assert_eq!(routed_url(url, &watch), "ws://play.example/ws?room=ABCDEFG");
    // A new room, or a code that is not one, goes wherever.
    let leaderboard = ClientMessage::Leaderboard {
        version: VERSION,
        board: BoardChoice::Classic,
        player: None,
    };
    assert_eq!(routed_url(url, &leaderboard), url);
    let wrong = ClientMessage::Join {
        version: VERSION,
        code: "no such code!".into(),
        name: "Ann".into(),
    };
    assert_eq!(routed_url(url, &wrong), url);
}
