//! This device's player key: who the server rates, without a password. A
//! random key made once and kept beside the settings (like the seat token);
//! whoever has it plays as that player. It is never shown.

use bevy::prelude::*;
use rand::RngExt;
use rand::rngs::StdRng;

use crate::net::protocol;

#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct PlayerKey(pub String);

impl Default for PlayerKey {
    /// A new player: 128 random bits from the system (the browser's crypto
    /// on the web), never from the game's seeded randomness.
    fn default() -> Self {
        let bits: u128 = rand::make_rng::<StdRng>().random();
        PlayerKey(format!("{bits:032x}"))
    }
}

impl PlayerKey {
    /// A saved key, if it is one (a damaged file makes a new player).
    pub fn from_saved(text: &str) -> Option<PlayerKey> {
        let text = text.trim();
        protocol::valid_player_key(text).then(|| PlayerKey(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_key_is_valid_and_new_and_a_damaged_one_is_refused() {
        let (a, b) = (PlayerKey::default(), PlayerKey::default());
        assert!(protocol::valid_player_key(&a.0), "{}", a.0);
        assert_ne!(a, b);
        assert_eq!(PlayerKey::from_saved(&format!("{}\n", a.0)), Some(a));
        for damaged in ["", "short", "not a key with spaces in it", &"x".repeat(65)] {
            assert_eq!(PlayerKey::from_saved(damaged), None, "{damaged}");
        }
    }
}
