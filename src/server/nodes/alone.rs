//! A server on its own: every room is here, every answer goes out at once,
//! ratings live in its SQLite file, and stopping ends its games.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use futures_util::FutureExt;
use futures_util::future::BoxFuture;
use tokio::task::JoinHandle;

use super::{Ask, Nodes, Route, Server};
use crate::server::lobby::{Lobby, Out};
use crate::server::ratings_store::{Ratings, Store, StoreError};

#[derive(Debug, Default)]
pub struct Alone;

impl Nodes for Alone {
    fn route<'a>(&'a self, _: Ask<'a>) -> BoxFuture<'a, Route> {
        std::future::ready(Route::Here).boxed()
    }

    fn wrong_codes(&self, _: IpAddr) -> BoxFuture<'_, Option<(u32, Duration)>> {
        std::future::ready(None).boxed()
    }

    fn count_wrong(&self, _: IpAddr) -> BoxFuture<'_, ()> {
        std::future::ready(()).boxed()
    }

    fn publish(&self, _: &mut Lobby, out: Vec<Out>) -> Vec<Out> {
        out
    }

    fn peers(&self) -> Vec<IpAddr> {
        Vec::new()
    }

    fn forwarded_by_a_node(&self, _: IpAddr, _: bool) -> bool {
        false
    }

    fn others_reachable(&self) -> bool {
        false
    }

    fn health_note(&self) -> &'static str {
        ""
    }

    fn ratings(&self, store: Store) -> Result<Box<dyn Ratings>, StoreError> {
        Ok(Box::new(store))
    }

    fn start(self: Arc<Self>, _: Arc<dyn Server>) -> Vec<JoinHandle<()>> {
        Vec::new()
    }

    fn hands_over(&self) -> bool {
        false
    }

    fn leave(&self) -> BoxFuture<'_, ()> {
        std::future::ready(()).boxed()
    }
}
