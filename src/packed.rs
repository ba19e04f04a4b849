//! What the desktop binary carries packed with zstd and unpacks when it is
//! first needed: the fonts for other scripts (packed in assets/fonts), and
//! the game's font, the 5 x 5 opening book and the words of other
//! languages than English, packed by src/build.rs. The page carries none of it packed: it is sent
//! compressed, or fetched when needed.

/// A file src/build.rs packed into `OUT_DIR`, by name ("es.ftl").
macro_rules! built {
    ($name:literal) => {
        include_bytes!(concat!(env!("OUT_DIR"), "/", $name, ".zst")).as_slice()
    };
}

pub(crate) use built;

/// A zstd frame's contents; `None` if it is damaged.
pub fn unpack(packed: &[u8]) -> Option<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    ruzstd::decoding::StreamingDecoder::new(packed)
        .ok()?
        .read_to_end(&mut bytes)
        .ok()?;
    Some(bytes)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_damaged_frame_is_refused() {
        assert_eq!(super::unpack(b"not zstd"), None);
        let packed = super::built!("es.ftl");
        assert!(super::unpack(packed).is_some_and(|words| !words.is_empty()));
        assert_eq!(super::unpack(&packed[..packed.len() / 2]), None);
    }
}
