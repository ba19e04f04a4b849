# Helpers shared by the scripts in .ci/. Source, don't run.

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
warn() { printf 'warning: %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Installs the Debian packages that are missing, or says exactly which ones
# are missing when it cannot. Without dpkg (Fedora, Arch, macOS) it cannot
# tell what is installed: it names what the step needs and goes on, so a
# machine that has it all is not stopped.
need_packages() {
    if ! command -v dpkg-query >/dev/null; then
        warn "cannot check system packages here (no dpkg); this step uses what Debian calls: $*"
        warn "if something below fails for want of a library or program, install your distribution's equivalent"
        return 0
    fi
    local missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    command -v apt-get >/dev/null \
        || die "missing system packages: ${missing[*]} (this script installs them with apt-get, which is not here)"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null \
            || die "missing system packages: ${missing[*]}; run as root or install them: apt-get install ${missing[*]}"
        sudo=(sudo)
    fi
    say "installing system packages: ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq \
        || die "apt-get update failed; install by hand: ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
        || die "apt-get install failed for: ${missing[*]}"
}

# Whether version $1 (like 1.96.0) is at least $2 (like 1.95).
version_at_least() {
    [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]
}

# The Rust version the crate needs, from Cargo.toml.
RUST_VERSION=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml 2>/dev/null || true)
RUST_VERSION=${RUST_VERSION:-1.95}

need_cargo() {
    command -v cargo >/dev/null \
        || die "cargo is missing: install Rust $RUST_VERSION or newer (https://rustup.rs), then run this again"
    local version
    version=$(rustc --version | awk '{print $2}')
    version_at_least "$version" "$RUST_VERSION" \
        || die "rustc $version is too old: this game needs Rust $RUST_VERSION or newer (rustup update)"
}

# Node.js 20 or newer (with npm), for the web build's tools and the browser test.
NODE_VERSION=20
need_node() {
    if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
        need_packages nodejs npm
    fi
    command -v node >/dev/null && command -v npm >/dev/null \
        || die "Node.js $NODE_VERSION or newer with npm is needed (https://nodejs.org, or your distribution's nodejs and npm)"
    local version
    version=$(node --version | tr -d v)
    version_at_least "$version" "$NODE_VERSION" \
        || die "Node.js $version is too old: $NODE_VERSION or newer is needed (https://nodejs.org)"
}

# A file's size in bytes (GNU, BSD and busybox alike).
file_size() {
    wc -c <"$1" | tr -d ' '
}

# Makes $1 an empty folder for a web build. It empties only a folder that
# a web build made (it holds the marker file) or that is already empty:
# pointed at the wrong place by mistake, it refuses rather than deletes.
WEB_BUILD_MARKER=.tictactoe-web-build
prepare_web_out() {
    local out=$1
    if [ -e "$out" ]; then
        [ -d "$out" ] || die "$out is not a folder; set TICTACTOE_WEB_OUT to where the page should go"
        if [ ! -e "$out/$WEB_BUILD_MARKER" ] && [ -n "$(ls -A "$out")" ]; then
            die "refusing to empty $out: it is not a web build of this game (no $WEB_BUILD_MARKER in it); set TICTACTOE_WEB_OUT to a new or empty folder"
        fi
        find "$out" -mindepth 1 -delete
    fi
    mkdir -p "$out"
    touch "$out/$WEB_BUILD_MARKER"
}

# What the native game needs to open a window and play sound: X11 client
# libraries, a Vulkan or GL driver (Mesa's software ones work without a
# GPU), and ALSA; building it needs ALSA's headers, found by pkg-config.
NATIVE_RUNTIME_PACKAGES=(libx11-6 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libvulkan1 mesa-vulkan-drivers libgl1-mesa-dri libasound2)
NATIVE_BUILD_PACKAGES=(pkg-config libasound2-dev)

# Lints this crate in every cargo build that follows (see .ci/test): the
# driver clippy installs with rustup, given `-D warnings` the way
# `cargo clippy` gives it its arguments.
use_clippy_in_builds() {
    local driver
    driver=$(command -v clippy-driver || rustup which clippy-driver 2>/dev/null) \
        || die "clippy is missing: rustup component add clippy"
    export RUSTC_WORKSPACE_WRAPPER="$driver"
    export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
}

# Runs the tests with cargo-nextest where it is installed (each test its
# own process, tests of every binary side by side), else with cargo test.
run_tests() {
    if cargo nextest --version >/dev/null 2>&1; then
        cargo nextest run --config-file .ci/nextest.toml --no-fail-fast "$@"
    else
        cargo test --no-fail-fast "$@"
    fi
}
