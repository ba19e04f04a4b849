//! `tictactoe-server`: the web page and online rooms on one port.
//! `cargo run --profile speed --no-default-features --features server --bin tictactoe-server -- --help`

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[path = "server/moderate.rs"]
mod moderate;

use tictactoe::cli::{Arg, Args, Program, unknown};
use tictactoe::server::{self, ClusterConfig, Config, PAGE_CONNECTIONS, Store, StoreAt};

const PROGRAM: Program = Program {
    name: "tictactoe-server",
    usage: "\
tictactoe-server: the game's web page and its online rooms, on one port.

Usage: tictactoe-server [options]
       tictactoe-server moderate --help   (a moderator's commands)
  --bind ADDR              address to listen on (default 127.0.0.1; 0.0.0.0 lets
                           other computers in)
  --port N                 port (default 8080; 0 picks a free one)
  --web-dir DIR            the built page (.ci/web-build's output) to serve
  --max-rooms N            rooms open at once (default 50000)
  --max-connections N      players' sockets at once (default 25000)
  --returning N            sockets let in past --max-connections, only for players
                           coming back to their seat (default 1000)
  --idle-secs N            close a room after N seconds without a message (default 600)
  --reconnect-secs N       keep a dropped player's seat this long (default 60)
  --messages-per-second N  what one connection may send (default 20; a
                           leaderboard counts as 5)
  --connections-per-address N
                           TCP connections one address may hold, pages and sockets,
                           counted from accept (default 64; an IPv6 address
                           counts by its /64)
  --rooms-per-address N    rooms one address may have open (default 8)
  --queue-per-address N    quick-match searches one address may have waiting
                           (default 4)
  --watchers-per-room N    connections watching one room (default 500)
  --watchers-per-address N rooms one address may watch at once (default 8)
  --leaderboards-per-second N
                           leaderboards one address may ask for a second (default 2;
                           each board's is read from the store at most once a second)
  --trusted-proxy ADDR     a reverse proxy in front of this server: connections
                           from it count against the address it names in
                           X-Forwarded-For (repeat for several proxies)
  --allow-origin URL       a page elsewhere (https://games.example) whose sockets
                           are let in; the server's own page always is (repeat)
  --store PATH             the SQLite file that keeps ratings and results
                           (default tictactoe-server.sqlite3 beside this
                           program); `--store memory` keeps nothing
  --redis URL              share rooms with other servers through this Redis
                           (redis://host:port): a room lives on the server that
                           opened it, players who reach another are forwarded
                           there, and a lost server's rooms are taken over;
                           quick match, ratings and leaderboards are shared
                           too (then --store is not used)
  --node NAME              this server's name among the others (default: the
                           host's name)
  --advertise IP:PORT      where the other servers reach this one (default: the
                           --bind address and --port, or 127.0.0.1 for 0.0.0.0);
                           the servers trust X-Forwarded-For from each other's
                           advertised IP
  -h, --help               this text
",
};

/// What the counts and limits take.
const WHOLE: &str = "a whole number";

/// What the flags say beyond the config's own fields, settled once every
/// flag is read.
#[derive(Default)]
struct Pending {
    store: Option<StoreAt>,
    redis: Option<String>,
    node: Option<String>,
    advertise: Option<String>,
}

fn parse(mut args: Args) -> Result<Option<Config>, String> {
    let mut config = Config::default();
    let mut pending = Pending::default();
    while let Some(arg) = args.next()? {
        let flag = match arg {
            Arg::Help => return Ok(None),
            Arg::Flag(flag) => flag,
            Arg::Positional(word) => return Err(unknown(&word)),
        };
        if !read_limit(&mut config.limits, &flag, &mut args)? {
            read_setting(&mut config, &mut pending, &flag, &mut args)?;
        }
    }
    settle(config, pending).map(Some)
}

/// Reads `flag`'s value if it is one of the limits; `false` if it is not.
fn read_limit(limits: &mut server::Limits, flag: &str, args: &mut Args) -> Result<bool, String> {
    match flag {
        "--max-rooms" => limits.max_rooms = args.parse(WHOLE)?,
        "--max-connections" => limits.max_connections = args.parse::<usize>(WHOLE)?.max(1),
        "--returning" => limits.returning = args.parse(WHOLE)?,
        "--idle-secs" => limits.idle = Duration::from_secs(args.parse(WHOLE)?),
        "--reconnect-secs" => limits.grace = Duration::from_secs(args.parse(WHOLE)?),
        "--messages-per-second" => {
            limits.messages_per_second = args.parse::<u64>(WHOLE)?.clamp(1, 1_000_000) as u32
        }
        "--connections-per-address" => {
            limits.connections_per_address = args.parse::<usize>(WHOLE)?.max(1)
        }
        "--rooms-per-address" => limits.rooms_per_address = args.parse::<usize>(WHOLE)?.max(1),
        "--queue-per-address" => limits.queue_per_address = args.parse::<usize>(WHOLE)?.max(1),
        "--watchers-per-room" => limits.watchers_per_room = args.parse(WHOLE)?,
        "--watchers-per-address" => limits.watchers_per_address = args.parse(WHOLE)?,
        "--leaderboards-per-second" => {
            limits.leaderboards_per_second = args.parse::<u64>(WHOLE)?.clamp(1, 1_000) as u32
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// Reads every flag that is not a limit: where to listen, whom to trust,
/// where ratings are kept, the other nodes.
fn read_setting(
    config: &mut Config,
    pending: &mut Pending,
    flag: &str,
    args: &mut Args,
) -> Result<(), String> {
    match flag {
        "--bind" => config.bind = args.parse("an IP address like 0.0.0.0")?,
        "--port" => config.port = args.number(0..=65535)?,
        "--web-dir" => config.web_dir = Some(PathBuf::from(args.value()?)),
        "--trusted-proxy" => config
            .trusted_proxies
            .push(args.parse("an IP address like 10.0.0.2")?),
        "--allow-origin" => {
            let text = args.value()?;
            if !(text.starts_with("http://") || text.starts_with("https://")) {
                return Err(format!(
                    "--allow-origin takes a page's origin like https://games.example, not {text:?}"
                ));
            }
            config.allowed_origins.push(text);
        }
        "--store" => {
            let text = args.value()?;
            if text.is_empty() {
                return Err("--store takes a file, or memory".into());
            }
            pending.store = Some(StoreAt::parse(&text));
        }
        "--redis" => {
            let text = args.value()?;
            if !text.starts_with("redis://") {
                return Err(format!("--redis takes redis://host:port, not {text:?}"));
            }
            pending.redis = Some(text);
        }
        "--node" => {
            let text = args.value()?;
            if text.is_empty() || !text.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                return Err(format!("--node takes letters, digits and -, not {text:?}"));
            }
            pending.node = Some(text);
        }
        "--advertise" => {
            let text = args.value()?;
            if text.parse::<std::net::SocketAddr>().is_err() {
                return Err(format!(
                    "--advertise takes IP:PORT like 10.0.0.11:8080, not {text:?}"
                ));
            }
            pending.advertise = Some(text);
        }
        _ => return Err(unknown(flag)),
    }
    Ok(())
}

/// The config once every flag is read: the other nodes, the store, and
/// the connections the limits add up to.
fn settle(mut config: Config, pending: Pending) -> Result<Config, String> {
    config.cluster = match pending.redis {
        Some(redis) => Some(ClusterConfig {
            redis,
            node: pending.node.unwrap_or_else(host_name),
            advertise: pending.advertise.unwrap_or_else(|| {
                let host = if config.bind.is_unspecified() {
                    std::net::IpAddr::from([127, 0, 0, 1])
                } else {
                    config.bind
                };
                std::net::SocketAddr::new(host, config.port).to_string()
            }),
        }),
        None if pending.node.is_some() || pending.advertise.is_some() => {
            return Err("--node and --advertise go with --redis".into());
        }
        None => None,
    };
    config.store = match pending.store {
        Some(store) => store,
        None => StoreAt::beside_executable().map_err(|error| {
            format!(
                "cannot find the server's own file ({error}): pass --store PATH (or --store memory)"
            )
        })?,
    };
    let limits = &config.limits;
    config.max_open = limits.max_connections + limits.returning + PAGE_CONNECTIONS;
    Ok(config)
}

/// The machine's name, for a node not given one (`node` if unknown).
fn host_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .map(|name| {
            name.trim()
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect::<String>()
        })
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| "node".into())
}

/// Ctrl+C, or SIGTERM from a service manager. The handlers are installed
/// here, before the server says it listens: a signal sent as soon as it
/// does must stop it cleanly, not kill it.
#[cfg(unix)]
fn stop_signal() -> std::io::Result<impl std::future::Future<Output = ()>> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut interrupt = signal(SignalKind::interrupt())?;
    let mut terminate = signal(SignalKind::terminate())?;
    Ok(async move {
        tokio::select! {
            _ = interrupt.recv() => {}
            _ = terminate.recv() => {}
        }
        tracing::info!("stopping: telling every player and closing");
    })
}

#[cfg(not(unix))]
fn stop_signal() -> std::io::Result<impl std::future::Future<Output = ()>> {
    Ok(async {
        let _ = tokio::signal::ctrl_c().await;
        tracing::info!("stopping: telling every player and closing");
    })
}

/// Open files this process may hold: the soft limit raised to the hard one
/// where allowed (the usual soft limit of 1,024 is far below the
/// connection cap).
#[cfg(unix)]
fn raise_open_file_limit() -> Option<u64> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct given.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return None;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: limit.rlim_max,
                rlim_max: limit.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit = raised;
            }
        }
    }
    // rlim_t is u64 on Linux, not on every Unix.
    #[allow(clippy::unnecessary_cast)]
    Some(limit.rlim_cur as u64)
}

#[cfg(not(unix))]
fn raise_open_file_limit() -> Option<u64> {
    None
}

/// Descriptors kept free of connections: the listener, the page's files,
/// the log, the store, Redis.
const SPARE_FILES: u64 = 64;

/// Keeps every connection the server takes (sockets, players coming back,
/// pages) within `files` open files: what does not fit is taken from the
/// players' sockets, then from those coming back.
fn fit_in_open_files(config: &mut Config, files: u64) {
    let fits = files.saturating_sub(SPARE_FILES).max(3) as usize;
    let limits = &mut config.limits;
    config.max_open = config.max_open.min(fits);
    let pages = PAGE_CONNECTIONS.min(fits / 8);
    let returning = limits.returning.min(fits / 16);
    let sockets = fits.saturating_sub(pages + returning).max(1);
    if limits.max_connections > sockets || limits.returning > returning {
        tracing::warn!(
            "open files allowed: {files}; players' sockets capped at {sockets}, not {}, and \
             {returning} more for players coming back (raise the limit, as `ulimit -n` \
             does, for more)",
            limits.max_connections
        );
        limits.max_connections = limits.max_connections.min(sockets);
        limits.returning = returning;
    } else {
        tracing::info!(
            "open files allowed: {files}; connections at most {} ({} players' sockets)",
            config.max_open,
            limits.max_connections
        );
    }
}

/// Logs to standard error, at `RUST_LOG`'s level (info by default).
fn start_logging() {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .with_writer(std::io::stderr)
        // Colours for a terminal, plain text for a file or a journal.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
}

/// What the page is, for the line that says the server listens.
fn page_of(config: &Config) -> String {
    match &config.web_dir {
        Some(dir) if dir.join("index.html").is_file() => {
            format!("the page from {}", dir.display())
        }
        Some(dir) => format!("no page ({} has no index.html)", dir.display()),
        None => "no page (pass --web-dir)".into(),
    }
}

/// Logs what the running server allows, once it listens.
fn log_listening(addr: std::net::SocketAddr, page: &str, config: &Config) {
    let limits = &config.limits;
    let kept = match &config.cluster {
        Some(cluster) => format!("Redis at {}, shared by every node", cluster.redis),
        None => config.store.to_string(),
    };
    tracing::info!(
        "listening on {} with {page}; at most {} rooms, {} players' sockets (and {} \
         coming back), {} messages a second a connection, {} connections, {} rooms \
         and {} rooms watched an address, {} watchers a room, trusted proxies: {}; \
         ratings kept in {kept}",
        addr,
        limits.max_rooms,
        limits.max_connections,
        limits.returning,
        limits.messages_per_second,
        limits.connections_per_address,
        limits.rooms_per_address,
        limits.watchers_per_address,
        limits.watchers_per_room,
        config.trusted_proxies.len()
    );
}

/// Listens and serves until a stop signal.
async fn listen_and_serve(config: Config, store: Store) -> Result<(), String> {
    let listener = server::bind(&config)
        .await
        .map_err(|error| format!("cannot listen on {}:{}: {error}", config.bind, config.port))?;
    let page = page_of(&config);
    let stop = stop_signal().map_err(|error| format!("cannot watch for Ctrl+C: {error}"))?;
    let described = config.clone();
    server::serve_with(listener, config, store, stop, |running| {
        // Scripts wait for this line and read the address from it.
        println!("Listening on http://{}/ with {page}", running.addr);
        log_listening(running.addr, &page, &described);
    })
    .await
    .map_err(|error| format!("stopped: {error}"))
}

/// `tictactoe-server moderate ...`: a moderator's commands on the store.
const MODERATE: Program = Program {
    name: "tictactoe-server moderate",
    usage: server::moderate::USAGE,
};

fn moderate_main() -> ExitCode {
    let moderate = MODERATE.read(moderate::parse);
    let default = match StoreAt::beside_executable() {
        Ok(default) => default,
        Err(error) => {
            eprintln!("tictactoe-server moderate: cannot find the store beside me: {error}");
            return ExitCode::FAILURE;
        }
    };
    match server::moderate::run(&moderate, default, &mut std::io::stdout()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("tictactoe-server moderate: {error}");
            ExitCode::FAILURE
        }
    }
}

fn main() -> ExitCode {
    start_logging();
    if std::env::args_os()
        .nth(1)
        .is_some_and(|word| word == "moderate")
    {
        return moderate_main();
    }
    let mut config = PROGRAM.read(parse);
    if let Some(files) = raise_open_file_limit() {
        fit_in_open_files(&mut config, files);
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("tictactoe-server: cannot start: {error}");
            return ExitCode::FAILURE;
        }
    };
    // A store this server cannot use stops it before it listens.
    let store = match Store::open(&config.store) {
        Ok(store) => store,
        Err(error) => {
            eprintln!("tictactoe-server: {error}");
            return ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(listen_and_serve(config, store));
    // Connections still closing do not hold the process.
    runtime.shutdown_timeout(Duration::from_secs(2));
    match result {
        Ok(()) => {
            tracing::info!("stopped");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("tictactoe-server: {error}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Args {
        Args::new(text.split_whitespace().map(String::from))
    }

    #[test]
    fn sharing_rooms_takes_redis_and_names_the_node_and_its_address() {
        let config = parse(args(
            "--port 8081 --store memory --redis redis://10.0.0.5:6379 --node one \
             --advertise 10.0.0.11:8081",
        ))
        .unwrap()
        .unwrap();
        let cluster = config.cluster.unwrap();
        assert_eq!(cluster.redis, "redis://10.0.0.5:6379");
        assert_eq!(cluster.node, "one");
        assert_eq!(cluster.advertise, "10.0.0.11:8081");
        // By default the node is reached where it listens.
        let config = parse(args("--port 8082 --store memory --redis redis://r:6379"))
            .unwrap()
            .unwrap();
        assert_eq!(config.cluster.unwrap().advertise, "127.0.0.1:8082");
        assert!(
            parse(args("--store memory"))
                .unwrap()
                .unwrap()
                .cluster
                .is_none(),
            "alone unless told"
        );
        for (flags, named) in [
            ("--redis localhost:6379", "redis://"),
            ("--redis redis://r --node no_spaces!", "--node"),
            ("--redis redis://r --advertise node-two:8080", "IP:PORT"),
            ("--node one", "go with --redis"),
        ] {
            let error = parse(args(&format!("--store memory {flags}"))).unwrap_err();
            assert!(error.contains(named), "{flags}: {error}");
        }
    }

    #[test]
    fn flags_are_read_and_mistakes_named() {
        let config = parse(args(
            "--bind 0.0.0.0 --port 0 --max-rooms 5 --idle-secs 2 --rooms-per-address 3 \
             --trusted-proxy 10.0.0.2 --trusted-proxy ::1",
        ))
        .unwrap()
        .unwrap();
        assert_eq!(config.limits.rooms_per_address, 3);
        assert_eq!(config.trusted_proxies.len(), 2);
        assert!(
            parse(args("--trusted-proxy proxy.local"))
                .unwrap_err()
                .contains("IP address")
        );
        assert_eq!(config.port, 0);
        assert_eq!(config.limits.max_rooms, 5);
        assert_eq!(config.limits.idle, Duration::from_secs(2));
        assert!(parse(args("--help")).unwrap().is_none());
        assert!(parse(args("--port")).unwrap_err().contains("needs a value"));
        assert!(parse(args("--port 70000")).unwrap_err().contains("65535"));
        assert!(
            parse(args("--max-rooms lots"))
                .unwrap_err()
                .contains("--max-rooms takes a whole number")
        );
        let given_with_equals = parse(args("--port=8083 --store=memory")).unwrap().unwrap();
        assert_eq!(given_with_equals.port, 8083);
        assert_eq!(given_with_equals.store, StoreAt::Memory);
        assert!(
            parse(args("--bind nowhere"))
                .unwrap_err()
                .contains("IP address")
        );
        assert!(
            parse(args("--frobnicate"))
                .unwrap_err()
                .contains("unknown option")
        );
        assert_eq!(
            parse(args("--store memory")).unwrap().unwrap().store,
            StoreAt::Memory
        );
        assert_eq!(
            parse(args("--store /srv/ratings.sqlite3"))
                .unwrap()
                .unwrap()
                .store,
            StoreAt::File("/srv/ratings.sqlite3".into())
        );
        // By default, beside the program.
        match config.store {
            StoreAt::File(path) => {
                assert!(path.ends_with(server::ratings_store::sqlite::DEFAULT_FILE))
            }
            StoreAt::Memory => panic!("the default keeps ratings"),
        }
    }
}
