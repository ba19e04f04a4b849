//! Build script: the game's words packed, and the Linux release binary's
//! relocations.
//!
//! Every language's words but English's go into the desktop binary packed
//! with zstd, a third of their size, and are unpacked when a language is
//! first wanted (`i18n::Language::source`). The page compiles in English's
//! alone and fetches the others.
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
        pack_words();
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

/// `assets/i18n/<tag>.ftl` as `OUT_DIR/<tag>.ftl.zst`, English's aside.
fn pack_words() {
    println!("cargo::rerun-if-changed=assets/i18n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let folder = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let files = std::fs::read_dir(folder.join("assets/i18n")).expect("assets/i18n is readable");
    for file in files.filter_map(Result::ok).map(|entry| entry.path()) {
        let Some(name) = file.file_name().and_then(|name| name.to_str()) else {
            continue;
        };
        if !name.ends_with(".ftl") || name == "en.ftl" {
            continue;
        }
        let text = std::fs::read(&file).unwrap_or_else(|error| panic!("{name}: {error}"));
        // zstd's quickest level, the only one ruzstd writes.
        let packed = compress_to_vec(text.as_slice(), CompressionLevel::Fastest);
        std::fs::write(out.join(format!("{name}.zst")), packed)
            .unwrap_or_else(|error| panic!("{name}.zst: {error}"));
    }
}
