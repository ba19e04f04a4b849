//! Build script: the game's words, font and book packed, and the Linux
//! release binary's relocations.
//!
//! Every language's words but English's, the game's font and the 5 x 5
//! opening book go into the desktop binary packed with zstd (see
//! `packed`), unpacked when first needed. The page compiles in English's
//! words, the font and the book as they are (it is sent compressed) and
//! fetches the other languages.
//!
//! A position-independent executable carries one 24-byte entry for every
//! pointer it must fix up when it starts: 1.7 MB of the game's binary,
//! mostly Bevy's and wgpu's tables of functions. glibc 2.36 reads them
//! packed (RELR), a few bytes each. The option is only given where the
//! building system's glibc is that new: the binary then runs where it was
//! built, and on newer systems, as a Rust binary for glibc already does.

use std::path::PathBuf;
use std::process::Command;

use ruzstd::encoding::{CompressionLevel, compress_to_vec};

fn main() {
    println!("cargo::rerun-if-changed=src/build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() != Ok("wasm32") {
        pack_words_and_fonts();
    }
    let linux_gnu = std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux")
        && std::env::var("CARGO_CFG_TARGET_ENV").as_deref() == Ok("gnu");
    // Release-like profiles only ("release" for every profile that
    // inherits it): debug builds link quicker as they are.
    let release = std::env::var("PROFILE").as_deref() == Ok("release");
    let native = std::env::var("TARGET").ok() == std::env::var("HOST").ok();
    if linux_gnu && release && native && glibc_at_least(2, 36) {
        println!("cargo::rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
    // Where a panic aborts (the release profile, the one built for size:
    // `speed` unwinds, for the server), nothing unwinds: the index the
    // unwinder looks frames up in (.eh_frame_hdr, 0.35 MB) only served a
    // backtrace on the way out. Cargo tells build scripts the profile's
    // opt-level, not its panic strategy (CARGO_CFG_PANIC is the target's).
    // rust-lld, the linker on x86-64 Linux, takes the last of
    // --eh-frame-hdr and this.
    let aborts = std::env::var("OPT_LEVEL").as_deref() == Ok("z");
    let x86_64 = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("x86_64");
    if linux_gnu && release && aborts && x86_64 {
        println!("cargo::rustc-link-arg-bins=-Wl,--no-eh-frame-hdr");
    }
}

/// Whether this system's glibc is at least `major.minor`, as `getconf`
/// says ("glibc 2.36"); `false` if it cannot tell.
fn glibc_at_least(major: u32, minor: u32) -> bool {
    let Ok(output) = Command::new("getconf").arg("GNU_LIBC_VERSION").output() else {
        return false;
    };
    let text = String::from_utf8_lossy(&output.stdout);
    let mut numbers = text
        .split_whitespace()
        .nth(1)
        .unwrap_or("")
        .split('.')
        .map(|part| part.parse::<u32>().unwrap_or(0));
    let found = (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0));
    found >= (major, minor)
}

/// `assets/i18n/<tag>.ftl` as `OUT_DIR/<tag>.ftl.zst` without its
/// comments (lines that start with `#`, which Fluent never shows), English's
/// aside; the game's fonts and the 5 x 5 opening book as
/// `OUT_DIR/<name>.zst`.
fn pack_words_and_fonts() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let words = root.join("assets/i18n");
    println!("cargo::rerun-if-changed={}", words.display());
    let files = std::fs::read_dir(&words).expect("assets/i18n is readable");
    for file in files.filter_map(Result::ok).map(|entry| entry.path()) {
        let Some(name) = file.file_name().and_then(|name| name.to_str()) else {
            continue;
        };
        if !name.ends_with(".ftl") || name == "en.ftl" {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap_or_else(|error| panic!("{name}: {error}"));
        let messages: String = text
            .lines()
            .filter(|line| !line.starts_with('#'))
            .flat_map(|line| [line, "\n"])
            .collect();
        pack(messages.as_bytes(), name);
    }
    for (folder, name) in [
        ("fonts", "inter-regular-subset.otf"),
        ("fonts", "inter-semibold-subset.otf"),
        ("books", "5x5-k4.book"),
    ] {
        let file = root.join("assets").join(folder).join(name);
        println!("cargo::rerun-if-changed={}", file.display());
        pack(
            &std::fs::read(&file).unwrap_or_else(|error| panic!("{name}: {error}")),
            name,
        );
    }
}

/// `bytes` packed as `OUT_DIR/<name>.zst`, with zstd's quickest level (the
/// only one ruzstd writes).
fn pack(bytes: &[u8], name: &str) {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(
        out.join(format!("{name}.zst")),
        compress_to_vec(bytes, CompressionLevel::Fastest),
    )
    .unwrap_or_else(|error| panic!("{name}.zst: {error}"));
}
