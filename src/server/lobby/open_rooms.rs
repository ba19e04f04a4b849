//! Every open room by its code, with what opening and closing one must
//! keep: the address that opened a friend's room (its place counted
//! against that address until the room closes) and, for a server that
//! shares its rooms, the codes closed since the shared store last asked.

use std::collections::HashMap;
use std::collections::hash_map::{IterMut, Values};
use std::net::IpAddr;

use crate::server::room::Room;

#[derive(Default)]
pub(super) struct OpenRooms {
    rooms: HashMap<String, Room>,
    openers: HashMap<String, IpAddr>,
    /// `Some` once [`OpenRooms::track_closed`] has asked to keep them.
    closed: Option<Vec<String>>,
}

impl OpenRooms {
    pub fn len(&self) -> usize {
        self.rooms.len()
    }

    pub fn contains(&self, code: &str) -> bool {
        self.rooms.contains_key(code)
    }

    pub fn get(&self, code: &str) -> Option<&Room> {
        self.rooms.get(code)
    }

    pub fn get_mut(&mut self, code: &str) -> Option<&mut Room> {
        self.rooms.get_mut(code)
    }

    pub fn values(&self) -> Values<'_, String, Room> {
        self.rooms.values()
    }

    pub fn iter_mut(&mut self) -> IterMut<'_, String, Room> {
        self.rooms.iter_mut()
    }

    pub fn codes(&self) -> Vec<String> {
        self.rooms.keys().cloned().collect()
    }

    /// Adds a room; `opener` is the address whose friend's room it is
    /// (none for quick match's).
    pub fn open(&mut self, code: String, room: Room, opener: Option<IpAddr>) {
        if let Some(address) = opener {
            self.openers.insert(code.clone(), address);
        }
        self.rooms.insert(code, room);
    }

    /// Who opened the room with `code`, if it is a friend's room.
    pub fn opener(&self, code: &str) -> Option<IpAddr> {
        self.openers.get(code).copied()
    }

    /// Takes a room out, with the address that opened it.
    pub fn remove(&mut self, code: &str) -> Option<(Room, Option<IpAddr>)> {
        let room = self.rooms.remove(code)?;
        Some((room, self.openers.remove(code)))
    }

    /// A room closed for good (not handed to another node): the shared
    /// store forgets it, if it is kept.
    pub fn note_closed(&mut self, code: &str) {
        if let Some(closed) = &mut self.closed {
            closed.push(code.to_string());
        }
    }

    pub fn track_closed(&mut self) {
        self.closed.get_or_insert_with(Vec::new);
    }

    pub fn take_closed(&mut self) -> Vec<String> {
        self.closed.as_mut().map(std::mem::take).unwrap_or_default()
    }
}
