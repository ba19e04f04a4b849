use super::*;

fn args(pairs: &[(&str, &str)]) -> Args {
    pairs
        .iter()
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect()
}

/// One of each variant, with fields that differ from any default.
fn every_refusal() -> Vec<Refused> {
    use Refused as R;
    let code = || "KXMTRAB".to_string();
    vec![
        R::UpdateGame {
            server: 6,
            client: 5,
        },
        R::UpdateServer {
            server: 6,
            client: 7,
        },
        R::TooLarge {
            bytes: 5000,
            limit: 4096,
        },
        R::TooFastMessages { per_second: 2.5 },
        R::TooFastLeaderboards { per_second: 2 },
        R::NotProtocol {
            why: "unexpected `Jion`".into(),
        },
        R::Binary { bytes: 3 },
        R::NoSuchRoom { code: code() },
        R::RoomClosed,
        R::RoomFull { code: code() },
        R::TooManyJoins { seconds: 40 },
        R::BadToken { code: code() },
        R::SeatGivenUp,
        R::SeatLeft { name: "Ann".into() },
        R::NotConnected,
        R::StillSearching,
        R::NoRoom,
        R::IdleTimeout { seconds: 60 },
        R::AlreadySeated { code: code() },
        R::AlreadySearching,
        R::AlreadyWatching,
        R::NotStarted,
        R::NotYourTurn { name: "Bo".into() },
        R::Occupied {
            by: Player::O,
            row: 2,
            col: 3,
        },
        R::OffBoard { row: 256, col: 1 },
        R::GameOver,
        R::ClosedBoard { board: 7 },
        R::WrongBoard {
            must: 5,
            row: 4,
            col: 9,
        },
        R::OutOfTime,
        R::RoundOver,
        R::Late,
        R::RoundNotOver,
        R::ServerFull,
        R::ReturningOnly,
        R::TooManyRooms,
        R::AddressHolds {
            held: 2,
            what: Holding::Searches,
        },
        R::LostTouch,
        R::NoAnswer,
        R::ComputersName {
            name: "Computer".into(),
        },
        R::RatedName { name: "Ann".into() },
        R::LookAlikeName {
            name: "\u{410}nn".into(),
            waiting: "Ann".into(),
        },
        R::BadPlayer {
            key: "short".into(),
            min: 16,
            max: 64,
        },
        R::TooSoon {
            games: 3,
            seconds: 75,
        },
        R::TooManyReports { per_hour: 10 },
        R::NothingToReport,
        R::Banned {
            why: BanReason::Farming,
            seconds: 7 * 24 * 3600,
        },
        R::BadClock {
            seconds: 45,
            choices: [15, 30, 60],
        },
        R::Watcher { code: code() },
        R::TooManyWatchers { code: code() },
        R::Replaced,
        R::Disconnected {
            cause: Box::new(R::TooFastMessages { per_second: 20.0 }),
        },
    ]
}

/// Each variant's place in the enum: adding a variant fails to compile
/// here until it is added to [`every_refusal`] too.
fn variant_index(refusal: &Refused) -> usize {
    use Refused as R;
    match refusal {
        R::UpdateGame { .. } => 0,
        R::UpdateServer { .. } => 1,
        R::TooLarge { .. } => 2,
        R::TooFastMessages { .. } => 3,
        R::TooFastLeaderboards { .. } => 4,
        R::NotProtocol { .. } => 5,
        R::Binary { .. } => 6,
        R::NoSuchRoom { .. } => 7,
        R::RoomClosed => 8,
        R::RoomFull { .. } => 9,
        R::TooManyJoins { .. } => 10,
        R::BadToken { .. } => 11,
        R::SeatGivenUp => 12,
        R::SeatLeft { .. } => 13,
        R::NotConnected => 14,
        R::StillSearching => 15,
        R::NoRoom => 16,
        R::IdleTimeout { .. } => 17,
        R::AlreadySeated { .. } => 18,
        R::AlreadySearching => 19,
        R::AlreadyWatching => 20,
        R::NotStarted => 21,
        R::NotYourTurn { .. } => 22,
        R::Occupied { .. } => 23,
        R::OffBoard { .. } => 24,
        R::GameOver => 25,
        R::ClosedBoard { .. } => 26,
        R::WrongBoard { .. } => 27,
        R::OutOfTime => 28,
        R::RoundOver => 29,
        R::Late => 30,
        R::RoundNotOver => 31,
        R::ServerFull => 32,
        R::ReturningOnly => 33,
        R::TooManyRooms => 34,
        R::AddressHolds { .. } => 35,
        R::LostTouch => 36,
        R::NoAnswer => 37,
        R::ComputersName { .. } => 38,
        R::RatedName { .. } => 39,
        R::LookAlikeName { .. } => 40,
        R::BadPlayer { .. } => 41,
        R::TooSoon { .. } => 42,
        R::TooManyReports { .. } => 43,
        R::NothingToReport => 44,
        R::Banned { .. } => 45,
        R::BadClock { .. } => 46,
        R::Watcher { .. } => 47,
        R::TooManyWatchers { .. } => 48,
        R::Replaced => 49,
        R::Disconnected { .. } => 50,
    }
}

#[test]
fn every_refusal_reads_back_from_its_code_and_args() {
    let all = every_refusal();
    let indices: Vec<usize> = all.iter().map(variant_index).collect();
    assert_eq!(indices, (0..51).collect::<Vec<_>>(), "one of each variant");
    for refusal in all {
        let read = Refused::from_args(refusal.code(), &refusal.args());
        assert_eq!(read.as_ref(), Some(&refusal), "{:?}", refusal.args());
    }
}

#[test]
fn every_closing_reads_back_from_its_args() {
    for closing in [
        Closing::StoppedLooking,
        Closing::Left,
        Closing::StoppedWatching,
        Closing::EveryoneLeft,
        Closing::Idle,
        Closing::ShuttingDown,
        Closing::CalledOff,
        Closing::CalledOffBy { name: "Ann".into() },
        Closing::NoFirstMove { seconds: 15 },
    ] {
        assert_eq!(Closing::from_args(&closing.args()), Some(closing.clone()));
    }
}

/// The args are what the protocol has always carried: older clients and
/// the browser page read them by these names.
#[test]
fn the_args_keep_their_names_on_the_wire() {
    let occupied = Refused::Occupied {
        by: Player::X,
        row: 1,
        col: 3,
    };
    assert_eq!(
        occupied.args(),
        args(&[
            ("reason", "occupied"),
            ("by", "X"),
            ("row", "1"),
            ("col", "3")
        ])
    );
    let last_straw = Refused::Disconnected {
        cause: Box::new(Refused::TooFastMessages { per_second: 20.0 }),
    };
    assert_eq!(last_straw.code(), ErrorCode::Disconnected);
    assert_eq!(
        last_straw.args(),
        args(&[
            ("cause", "too-fast"),
            ("reason", "messages"),
            ("per-second", "20")
        ])
    );
    assert_eq!(
        Refused::BadClock {
            seconds: 45,
            choices: [15, 30, 60]
        }
        .args(),
        args(&[("seconds", "45"), ("choices", "15,30,60")])
    );
    assert_eq!(Refused::Replaced.args(), Args::new());
    assert_eq!(
        Closing::NoFirstMove { seconds: 15 }.args(),
        args(&[("reason", "no-first-move"), ("seconds", "15")])
    );
}

/// Args this version cannot read give no reason, never a panic: the client
/// then shows the server's English.
#[test]
fn unknown_or_garbled_args_give_no_reason() {
    use ErrorCode as E;
    for (code, pairs) in [
        (E::NoSuchRoom, &[][..]),
        (E::NoSuchRoom, &[("reason", "unknown")][..]),
        (E::ServerFull, &[("reason", "moved-to-the-moon")][..]),
        (
            E::ServerFull,
            &[("reason", "address"), ("held", "many"), ("what", "rooms")][..],
        ),
        (
            E::ServerFull,
            &[("reason", "address"), ("held", "2"), ("what", "boats")][..],
        ),
        (
            E::IllegalMove,
            &[
                ("reason", "occupied"),
                ("by", "Z"),
                ("row", "1"),
                ("col", "1"),
            ][..],
        ),
        (
            E::IllegalMove,
            &[("reason", "off-board"), ("row", "-1"), ("col", "1")][..],
        ),
        (E::BadClock, &[("seconds", "45"), ("choices", "15,30")][..]),
        (E::BadClock, &[("seconds", "45"), ("choices", "15,,60")][..]),
        (
            E::TooManyJoins,
            &[("seconds", "99999999999999999999999")][..],
        ),
        (E::Disconnected, &[("cause", "too-fast")][..]),
        (
            E::Disconnected,
            &[("cause", "bad-token"), ("code", "ABC")][..],
        ),
        (E::Version, &[("server", "6"), ("client", "5")][..]),
    ] {
        assert_eq!(
            Refused::from_args(code, &args(pairs)),
            None,
            "{code:?} {pairs:?}"
        );
    }
    for pairs in [
        &[][..],
        &[("reason", "moved-to-the-moon")][..],
        &[("reason", "no-first-move"), ("seconds", "soon")][..],
        &[("reason", "called-off-by")][..],
    ] {
        assert_eq!(Closing::from_args(&args(pairs)), None, "{pairs:?}");
    }
}
