//! The opening book for 5 x 5, loaded through Bevy's asset system (so the
//! browser fetches it like any asset) and handed to Impossible. A missing or
//! damaged book is reported once; Impossible then searches from the first
//! move, which is still perfect, only slower to answer.

use std::sync::Arc;

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::prelude::*;

use crate::core::Rules;
use crate::core::ai::{BookError, OpeningBook};

/// Where the book is, under assets/.
pub const BOOK_PATH: &str = "books/5x5-k4.book";

pub(super) fn plugin(app: &mut App) {
    app.init_asset::<BookAsset>();
    app.register_asset_loader(BookLoader);
    app.init_resource::<Books>();
    app.add_systems(Startup, load_books);
    app.add_systems(Update, report_books);
}

/// A loaded book.
#[derive(Asset, TypePath, Debug, Clone)]
pub struct BookAsset(pub Arc<OpeningBook>);

#[derive(TypePath)]
struct BookLoader;

/// Why the book could not be loaded.
#[derive(Debug)]
pub enum BookLoadError {
    Read(std::io::Error),
    Book(BookError),
}

impl std::fmt::Display for BookLoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BookLoadError::Read(e) => write!(f, "could not read the opening book: {e}"),
            BookLoadError::Book(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for BookLoadError {}

impl AssetLoader for BookLoader {
    type Asset = BookAsset;
    type Settings = ();
    type Error = BookLoadError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _context: &mut LoadContext<'_>,
    ) -> Result<BookAsset, BookLoadError> {
        let mut bytes = Vec::new();
        reader
            .read_to_end(&mut bytes)
            .await
            .map_err(BookLoadError::Read)?;
        let book = OpeningBook::from_bytes(&bytes).map_err(BookLoadError::Book)?;
        Ok(BookAsset(Arc::new(book)))
    }

    fn extensions(&self) -> &[&str] {
        &["book"]
    }
}

/// The books being loaded or loaded, and whether their fate was reported.
#[derive(Resource, Default)]
pub struct Books {
    handle: Option<Handle<BookAsset>>,
    reported: bool,
}

impl Books {
    /// The book for `rules`, once it has loaded.
    pub fn for_rules(&self, rules: Rules, assets: &Assets<BookAsset>) -> Option<Arc<OpeningBook>> {
        let book = assets.get(self.handle.as_ref()?)?;
        (book.0.rules() == rules).then(|| book.0.clone())
    }
}

fn load_books(mut books: ResMut<Books>, server: Res<AssetServer>) {
    books.handle = Some(server.load(BOOK_PATH));
}

fn report_books(
    mut books: ResMut<Books>,
    server: Res<AssetServer>,
    assets: Res<Assets<BookAsset>>,
) {
    if books.reported {
        return;
    }
    let Some(handle) = books.handle.clone() else {
        return;
    };
    if let Some(book) = assets.get(&handle) {
        info!(
            "Opening book: {} positions for 5x5, up to {} marks",
            book.0.len(),
            book.0.max_marks()
        );
        books.reported = true;
    } else if let Some(bevy::asset::LoadState::Failed(error)) = server.get_load_state(&handle) {
        warn!(
            "No opening book ({error}); Impossible will search from the first move on 5x5, \
             which takes longer"
        );
        books.reported = true;
    }
}
