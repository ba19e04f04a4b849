# Helpers shared by the scripts in .ci/. Source, don't run.

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Installs the Debian packages that are missing, or says exactly which ones
# are missing when it cannot.
need_packages() {
    local missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    command -v apt-get >/dev/null \
        || die "missing system packages: ${missing[*]} (this script installs them on Debian/Ubuntu only)"
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

need_cargo() {
    command -v cargo >/dev/null || die "cargo is missing: install Rust 1.95 or newer (https://rustup.rs), then run this again"
    local version
    version=$(rustc --version | awk '{print $2}')
    case "$version" in
        1.9[5-9]*|1.[1-9][0-9][0-9]*) ;;
        *) die "rustc $version is too old: this game needs Rust 1.95 or newer (rustup update)" ;;
    esac
}

# What the native game needs to open a window: X11 client libraries and a
# Vulkan or GL driver (Mesa's software ones work without a GPU).
NATIVE_RUNTIME_PACKAGES=(libx11-6 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libvulkan1 mesa-vulkan-drivers libgl1-mesa-dri)
