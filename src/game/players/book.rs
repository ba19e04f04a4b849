//! The opening book for 5 x 5, compiled into the game: the binary and the
//! browser's download are the whole game, started from any folder. Read
//! once at start-up and handed to Impossible; a damaged book (a bad build)
//! is reported, and Impossible then searches from the first move, which is
//! still perfect, only slower to answer.

use std::sync::Arc;

use bevy::prelude::*;

use crate::core::Rules;
use crate::core::ai::{BookError, OpeningBook};

/// The book for 5 x 5 with four in a row (`cargo run --profile speed
/// --features tools --bin tictactoe-book` writes it): packed in the desktop
/// binary (see `packed`; a third of its size), compiled into the page as
/// it is, since the page is sent compressed. Empty if the packed copy
/// were damaged, which [`Books::read`] then reports.
#[cfg(not(target_arch = "wasm32"))]
fn book() -> Vec<u8> {
    crate::packed::unpack(crate::packed::built!("5x5-k4.book")).unwrap_or_default()
}

#[cfg(target_arch = "wasm32")]
fn book() -> Vec<u8> {
    include_bytes!("../../../assets/books/5x5-k4.book").to_vec()
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Books::read(&book()));
    app.add_systems(Startup, report_books);
}

/// The opening books the game carries, as read at start-up.
#[derive(Resource, Debug, Clone)]
pub struct Books(Result<Arc<OpeningBook>, BookError>);

impl Books {
    pub fn read(bytes: &[u8]) -> Self {
        Books(OpeningBook::from_bytes(bytes).map(Arc::new))
    }

    /// The book for `rules`, if the game has one.
    pub fn for_rules(&self, rules: Rules) -> Option<Arc<OpeningBook>> {
        self.0
            .as_ref()
            .ok()
            .filter(|book| book.rules() == rules)
            .cloned()
    }
}

fn report_books(books: Res<Books>) {
    match &books.0 {
        Ok(book) => info!(
            "Opening book: {} positions for 5x5, up to {} marks",
            book.len(),
            book.max_marks()
        ),
        Err(error) => error!(
            "The opening book is damaged ({error}); Impossible will search from the first \
             move on 5x5, which takes longer"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_carries_its_5x5_book() {
        let books = Books::read(&book());
        let five = Rules::new(5, 4).unwrap();
        let book = books.for_rules(five).expect("a book for 5 x 5");
        assert!(book.len() > 1000, "{} positions", book.len());
        assert!(books.for_rules(Rules::new(3, 3).unwrap()).is_none());
    }

    #[test]
    fn a_damaged_book_is_no_book() {
        let mut bytes = book();
        bytes.truncate(bytes.len() - 3);
        let books = Books::read(&bytes);
        assert!(books.for_rules(Rules::new(5, 4).unwrap()).is_none());
        assert!(
            Books::read(b"not a book")
                .for_rules(Rules::new(5, 4).unwrap())
                .is_none()
        );
    }
}
