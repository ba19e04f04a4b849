//! The helpers behind the README's commands (.ci/lib.sh), run with bash on
//! made-up machines: one without dpkg, folders that are and are not web
//! builds, versions old and new.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("scripts")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `script` in bash after sourcing .ci/lib.sh, with `path` as PATH.
fn lib_sh(script: &str, path: &str) -> Output {
    let bash = ["/bin/bash", "/usr/bin/bash"]
        .into_iter()
        .find(|b| Path::new(b).exists())
        .expect("bash");
    Command::new(bash)
        .arg("-c")
        .arg(format!("set -euo pipefail; . .ci/lib.sh; {script}"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("PATH", path)
        .output()
        .expect("bash runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn system_path() -> String {
    std::env::var("PATH").unwrap_or_default()
}

#[test]
fn without_dpkg_it_says_what_may_be_missing_and_goes_on() {
    // An empty PATH: no dpkg-query, no apt-get (bash's builtins still work).
    let empty = scratch("no-dpkg");
    let out = lib_sh(
        "need_packages xvfb chromium; echo went on",
        empty.to_str().unwrap(),
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains("went on"));
    assert!(
        stderr.contains("cannot check system packages here (no dpkg)")
            && stderr.contains("xvfb chromium"),
        "{stderr}"
    );
}

#[test]
fn only_a_web_build_folder_is_ever_emptied() {
    let dir = scratch("web-out");
    // Someone's folder, pointed at by mistake: refused, left whole.
    let theirs = dir.join("photos");
    std::fs::create_dir_all(&theirs).unwrap();
    std::fs::write(theirs.join("cat.jpg"), "meow").unwrap();
    let out = lib_sh(
        &format!("prepare_web_out '{}'", theirs.display()),
        &system_path(),
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("refusing to empty"),
        "{}",
        text(&out.stderr)
    );
    assert!(theirs.join("cat.jpg").exists());

    // A new folder, and then the same folder as an old build: emptied and marked.
    let ours = dir.join("web build");
    for _ in 0..2 {
        let out = lib_sh(
            &format!("prepare_web_out '{}'", ours.display()),
            &system_path(),
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(ours.join(".tictactoe-web-build").exists());
        std::fs::write(ours.join("tictactoe_bg.wasm"), "old").unwrap();
    }
    let out = lib_sh(
        &format!("prepare_web_out '{}'", ours.display()),
        &system_path(),
    );
    assert!(out.status.success());
    assert!(
        !ours.join("tictactoe_bg.wasm").exists(),
        "the old build is gone"
    );

    // A file where the folder should be is refused too.
    let file = dir.join("a-file");
    std::fs::write(&file, "x").unwrap();
    let out = lib_sh(
        &format!("prepare_web_out '{}'", file.display()),
        &system_path(),
    );
    assert!(!out.status.success());
}

#[test]
fn versions_compare_as_versions() {
    let out = lib_sh(
        "for v in '1.96.0 1.95' '1.95 1.95' '1.100.1 1.95' '1.94.1 1.95' '22.1.0 20' '18.19.1 20'; do \
           set -- $v; if version_at_least $1 $2; then echo yes; else echo no; fi; done; \
         echo \"rust $RUST_VERSION\"",
        &system_path(),
    );
    assert_eq!(
        text(&out.stdout),
        "yes\nyes\nyes\nno\nyes\nno\nrust 1.95\n",
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn file_sizes_need_no_gnu_stat() {
    let dir = scratch("sizes");
    let file = dir.join("five bytes");
    std::fs::write(&file, "12345").unwrap();
    let out = lib_sh(&format!("file_size '{}'", file.display()), &system_path());
    assert_eq!(text(&out.stdout).trim(), "5");
    // The scripts use it, not GNU stat's -c.
    for script in [
        "bench",
        "web-build",
        "test",
        "web",
        "play",
        "run",
        "lib.sh",
        "cluster/run",
    ] {
        let body = std::fs::read_to_string(Path::new(".ci").join(script)).unwrap();
        assert!(!body.contains("stat -c"), ".ci/{script} uses stat -c");
    }
}
