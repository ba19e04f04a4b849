//! Who may hold a connection: every TCP connection counts against its
//! address from the moment it is accepted, before a byte of HTTP, so one
//! address cannot take the server's descriptors with sockets that never
//! speak. Behind a trusted proxy (or another node) every connection comes
//! from the proxy: those count only in the total until their request
//! names the player, and then against the player's address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use crate::server::lobby::household;

/// Why a connection was not admitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    #[error("the server holds as many connections as it can")]
    Full,
    #[error("your address holds {0} connections to this server: close some first")]
    Address(usize),
}

#[derive(Debug)]
pub struct Admission {
    per_address: usize,
    most: usize,
    counts: Mutex<Counts>,
}

#[derive(Debug, Default)]
struct Counts {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// A connection's place, given back when it is dropped.
#[derive(Debug)]
pub struct Permit {
    admission: Arc<Admission>,
    address: Option<IpAddr>,
    counted_in_total: bool,
}

impl Admission {
    /// At most `most` connections in all and `per_address` from one
    /// address (an IPv6 address counts by its /64).
    pub fn new(most: usize, per_address: usize) -> Arc<Admission> {
        Arc::new(Admission {
            per_address,
            most,
            counts: Mutex::new(Counts::default()),
        })
    }

    fn counts(&self) -> std::sync::MutexGuard<'_, Counts> {
        self.counts
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A connection from `address`: counted in the total and against the
    /// address.
    pub fn admit(self: &Arc<Self>, address: IpAddr) -> Result<Permit, Refused> {
        let mut counts = self.counts();
        if counts.total >= self.most {
            return Err(Refused::Full);
        }
        let held = counts.by_address.entry(household(address)).or_default();
        if *held >= self.per_address {
            return Err(Refused::Address(*held));
        }
        *held += 1;
        counts.total += 1;
        Ok(Permit {
            admission: self.clone(),
            address: Some(household(address)),
            counted_in_total: true,
        })
    }

    /// A connection from a trusted proxy or node: counted in the total only.
    pub fn admit_forwarder(self: &Arc<Self>) -> Result<Permit, Refused> {
        let mut counts = self.counts();
        if counts.total >= self.most {
            return Err(Refused::Full);
        }
        counts.total += 1;
        Ok(Permit {
            admission: self.clone(),
            address: None,
            counted_in_total: true,
        })
    }

    /// The player a forwarder's request names: counted against their
    /// address (the connection is already in the total).
    pub fn admit_forwarded(self: &Arc<Self>, address: IpAddr) -> Result<Permit, Refused> {
        let mut counts = self.counts();
        let held = counts.by_address.entry(household(address)).or_default();
        if *held >= self.per_address {
            return Err(Refused::Address(*held));
        }
        *held += 1;
        Ok(Permit {
            admission: self.clone(),
            address: Some(household(address)),
            counted_in_total: false,
        })
    }

    /// Connections held now.
    pub fn total(&self) -> usize {
        self.counts().total
    }

    /// Connections held now: in all, and by `address`.
    pub fn held(&self, address: IpAddr) -> (usize, usize) {
        let counts = self.counts();
        let by = counts
            .by_address
            .get(&household(address))
            .copied()
            .unwrap_or(0);
        (counts.total, by)
    }
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut counts = self.admission.counts();
        if self.counted_in_total {
            counts.total = counts.total.saturating_sub(1);
        }
        if let Some(address) = self.address
            && let Some(held) = counts.by_address.get_mut(&address)
        {
            *held = held.saturating_sub(1);
            if *held == 0 {
                counts.by_address.remove(&address);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_holds_its_share_and_gets_it_back_as_connections_close() {
        let admission = Admission::new(10, 3);
        let eve: IpAddr = [203, 0, 113, 9].into();
        let held: Vec<Permit> = (0..3).map(|_| admission.admit(eve).unwrap()).collect();
        assert_eq!(admission.admit(eve).unwrap_err(), Refused::Address(3));
        let bob: IpAddr = [198, 51, 100, 2].into();
        let bob_permit = admission.admit(bob).unwrap();
        assert_eq!(admission.held(eve), (4, 3));
        drop(held);
        assert_eq!(admission.held(eve), (1, 0));
        assert!(admission.admit(eve).is_ok());
        drop(bob_permit);
    }

    #[test]
    fn the_total_holds_however_many_addresses_come() {
        let admission = Admission::new(5, 3);
        let permits: Vec<Permit> = (1..=5u8)
            .map(|n| admission.admit([203, 0, 113, n].into()).unwrap())
            .collect();
        assert_eq!(
            admission.admit([203, 0, 113, 9].into()).unwrap_err(),
            Refused::Full
        );
        assert_eq!(admission.admit_forwarder().unwrap_err(), Refused::Full);
        drop(permits);
        let proxy = admission.admit_forwarder().unwrap();
        // Behind the proxy, the named player counts against their address.
        let player: IpAddr = "2001:db8:5::7".parse().unwrap();
        let neighbour: IpAddr = "2001:db8:5::8".parse().unwrap();
        let named: Vec<Permit> = (0..3)
            .map(|_| admission.admit_forwarded(player).unwrap())
            .collect();
        assert_eq!(
            admission.admit_forwarded(neighbour).unwrap_err(),
            Refused::Address(3),
            "one /64 is one household"
        );
        assert_eq!(admission.held(player), (1, 3));
        drop((proxy, named));
        assert_eq!(admission.held(player), (0, 0));
    }
}
