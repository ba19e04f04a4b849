//! The menu's choices in words: said when the menu opens and whenever a
//! choice changes, so a screen-reader user hears what a click did.

use bevy::prelude::*;

use super::language::{Words, speaking_the_wanted_language};
use super::seat::Mode;
use super::settings::{MatchSettings, SetAside, board_label, difficulty_label};
use crate::core::matchup::{FirstMove, Seat};
use crate::game::announce::{Announce, Announcement};
use crate::game::online::Offline;
use crate::game::sets::GameSystems;
use crate::game::state::GameState;
use crate::i18n::t;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnnouncedChoices>();
    app.add_systems(OnEnter(GameState::Menu), forget_announced_choices);
    app.add_systems(
        Update,
        announce_choices
            .in_set(GameSystems::Narrate)
            .run_if(in_state(GameState::Menu))
            // A replay opening borrows the menu's set-up on its way out.
            .run_if(|aside: Res<SetAside>| aside.0.is_none())
            .run_if(speaking_the_wanted_language)
            .run_if(
                resource_changed::<MatchSettings>
                    .or_eager(resource_changed::<AnnouncedChoices>)
                    .or_eager(resource_changed::<Words>),
            ),
    );
}

/// The summary last announced; cleared on opening the menu so it is said
/// again there.
#[derive(Resource, Default)]
struct AnnouncedChoices(Option<String>);

fn forget_announced_choices(mut announced: ResMut<AnnouncedChoices>) {
    announced.0 = None;
}

fn announce_choices(
    settings: Res<MatchSettings>,
    offline: Option<Res<Offline>>,
    words: Res<Words>,
    mut announced: ResMut<AnnouncedChoices>,
    mut announce: MessageWriter<Announce>,
) {
    let summary = summary(&settings, Offline::now(offline.as_deref()), &words);
    if announced.0.as_ref() != Some(&summary) {
        announce.write(Announce::new(Announcement::Menu, summary.clone()));
        announced.0 = Some(summary);
    }
}

/// The choices in words (names left out: they change with every keystroke).
/// Online on a device with no network, that comes before what Enter does.
pub fn summary(settings: &MatchSettings, offline: bool, words: &Words) -> String {
    let online = settings.mode == Mode::Online;
    let first = match (settings.first, settings.first_seat()) {
        // Online, the one who opens the room is seat one.
        (_, Some(Seat::One)) if online => t!(words, "narrate-menu-you-first"),
        (_, Some(Seat::Two)) if online => t!(words, "narrate-menu-friend-first"),
        (_, Some(seat)) if settings.mode.is_you(seat) => t!(words, "narrate-menu-you-first"),
        (_, Some(seat)) if settings.mode.is_your_opponent(seat) => {
            t!(words, "narrate-menu-computer-first")
        }
        (_, Some(seat)) => t!(
            words,
            "narrate-menu-named-first",
            name = settings.shown_name(seat, words)
        ),
        (FirstMove::Random, None) => t!(words, "narrate-menu-random-first"),
        (_, None) => t!(words, "narrate-menu-take-turns"),
    };
    let enter = match (online, offline) {
        (true, true) => t!(words, "narrate-menu-offline"),
        (true, false) => t!(words, "narrate-menu-enter-finds"),
        (false, _) => t!(words, "narrate-menu-enter-starts"),
    };
    let mode = settings.mode.label(words);
    let board = board_label(settings.board, words);
    if settings.mode.has_computer() {
        t!(
            words,
            "narrate-menu-with-strength",
            mode = mode,
            strength = difficulty_label(settings.difficulty, words),
            first = first,
            board = board,
            enter = enter
        )
    } else {
        t!(
            words,
            "narrate-menu",
            mode = mode,
            first = first,
            board = board,
            enter = enter
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Difficulty;
    use crate::core::offered::BoardChoice;

    #[test]
    fn the_summary_says_every_choice_but_the_names() {
        let words = Words::new(crate::i18n::Language::English);
        let mut s = MatchSettings {
            difficulty: Difficulty::Impossible,
            ..default()
        };
        assert_eq!(
            summary(&s, false, &words),
            "Menu: Human vs Computer, Impossible, you go first, 3 x 3, three in a row. Enter starts"
        );
        s.first = FirstMove::SeatTwo;
        assert!(summary(&s, false, &words).contains("the computer goes first"));
        s.mode = Mode::HumanVsHuman;
        s.names[1] = "Bob".into();
        s.board = BoardChoice::Five;
        assert_eq!(
            summary(&s, false, &words),
            "Menu: Human vs Human, Bob goes first, 5 x 5, four in a row. Enter starts"
        );
        s.first = FirstMove::TakeTurns;
        assert!(summary(&s, false, &words).contains("take turns"));
        s.mode = Mode::Online;
        assert!(summary(&s, false, &words).ends_with("Enter looks for a player"));
        assert!(summary(&s, true, &words).ends_with(
            "Online play needs the network, and this device is offline; everything else works without it"
        ));
        s.board = BoardChoice::Ultimate;
        assert!(summary(&s, false, &words).ends_with("Enter looks for a player"));
    }
}
