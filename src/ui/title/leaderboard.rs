//! The leaderboard over the title screen: a board's best quick-match
//! players (the top 100, by Glicko-2 rating) and this device's own place,
//! asked of the game server each time the sheet opens or the board changes.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::core::offered::BoardChoice;
use crate::game::online::leaderboard::{FetchLeaderboard, Standings};
use crate::game::setup::language::Words;
use crate::game::setup::settings::{MatchSettings, board_short_label};
use crate::game::state::GameState;
use crate::i18n::t;
use crate::net::protocol::{
    LEADERBOARD_OPPONENTS, Leaderboard, Standing, UNESTABLISHED_GAIN_MOST,
    UNESTABLISHED_GAINS_IN_ALL,
};
use crate::ui::egui_host::UiSystems;
use crate::ui::overlay::Overlay;
use crate::ui::scripts::visual;
use crate::ui::theme::{Palette, Space, Type, regular, strong};
use crate::ui::widgets::{self, Rank};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        ask_on_opening
            .run_if(in_state(GameState::Menu))
            .run_if(resource_changed::<Overlay>),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        leaderboard_sheet
            .in_set(UiSystems::Cards)
            .run_if(in_state(GameState::Menu))
            .run_if(|overlay: Res<Overlay>| *overlay == Overlay::Leaderboard),
    );
}

/// Fresh standings each time the sheet opens, for the menu's board.
fn ask_on_opening(
    overlay: Res<Overlay>,
    settings: Res<MatchSettings>,
    mut fetches: MessageWriter<FetchLeaderboard>,
) {
    if *overlay == Overlay::Leaderboard {
        fetches.write(FetchLeaderboard(settings.board));
    }
}

/// A rating as shown: "1523", or "1500?" while it is provisional.
pub fn rating_text(rating: u32, provisional: bool) -> String {
    if provisional {
        format!("{rating}?")
    } else {
        rating.to_string()
    }
}

fn leaderboard_sheet(
    mut contexts: EguiContexts,
    standings: Res<Standings>,
    settings: Res<MatchSettings>,
    palette: Res<Palette>,
    mut overlay: ResMut<Overlay>,
    mut fetches: MessageWriter<FetchLeaderboard>,
    words: Res<Words>,
) -> Result {
    let words = &*words;
    let ctx = contexts.ctx_mut()?;
    let mut board = standings.board().unwrap_or(settings.board);
    let mut again = false;
    let title = t!(words, "title-leaderboard");
    let close = widgets::sheet(ctx, "leaderboard sheet", &title, 520.0, |ui| {
        let labels = BoardChoice::ALL.map(|b| board_short_label(b, words));
        let options: [(BoardChoice, &str); 4] =
            std::array::from_fn(|i| (BoardChoice::ALL[i], labels[i].as_str()));
        if widgets::chips(ui, &mut board, &options) {
            again = true;
        }
        ui.add_space(Space::S);
        match &*standings {
            Standings::NotAsked | Standings::Loading { .. } => {
                widgets::note(ui, &t!(words, "title-leaderboard-asking"));
            }
            Standings::Failed { why, .. } => {
                widgets::note(ui, &why.text(words));
                let again_label = t!(words, "title-leaderboard-try-again");
                if widgets::button(ui, Rank::Secondary, &again_label, None).clicked() {
                    again = true;
                }
            }
            Standings::Ready(leaderboard) => standings_table(ui, leaderboard, &palette, words),
        }
    });
    if again {
        fetches.write(FetchLeaderboard(board));
    }
    if close {
        *overlay = Overlay::None;
    }
    Ok(())
}

fn standings_table(ui: &mut egui::Ui, leaderboard: &Leaderboard, palette: &Palette, words: &Words) {
    let you = leaderboard.you.as_ref();
    match you {
        Some(you) => {
            let text = your_standing(you, words);
            ui.label(
                egui::RichText::new(text)
                    .font(strong(Type::BODY))
                    .color(palette.text),
            );
        }
        None => {
            widgets::note(ui, &t!(words, "title-leaderboard-you-none"));
        }
    }
    ui.add_space(Space::S);
    if leaderboard.top.is_empty() {
        widgets::note(ui, &nobody_ranked(you, words));
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt("leaderboard rows")
        .max_height(ui.ctx().content_rect().height() * 0.5)
        .show(ui, |ui| {
            egui::Grid::new("leaderboard grid")
                .num_columns(4)
                .striped(true)
                .spacing(egui::vec2(Space::L, Space::XS))
                .show(ui, |ui| {
                    let titles = [
                        t!(words, "title-leaderboard-place"),
                        t!(words, "title-leaderboard-player"),
                        t!(words, "title-leaderboard-rating"),
                        t!(words, "title-leaderboard-games"),
                    ];
                    for title in titles {
                        ui.label(
                            egui::RichText::new(title)
                                .font(strong(Type::SMALL))
                                .color(palette.text_muted),
                        );
                    }
                    ui.end_row();
                    for standing in &leaderboard.top {
                        row(ui, standing, you == Some(standing), palette);
                    }
                });
        });
    widgets::note(
        ui,
        &t!(
            words,
            "title-leaderboard-about",
            count = LEADERBOARD_OPPONENTS,
            most = UNESTABLISHED_GAIN_MOST,
            all = UNESTABLISHED_GAINS_IN_ALL
        ),
    );
}

/// Why a board's table is empty: nobody has played enough opponents yet
/// (and, for a player with a provisional rating, that they are one).
pub fn nobody_ranked(you: Option<&Standing>, words: &Words) -> String {
    if you.is_some_and(|you| you.provisional) {
        t!(
            words,
            "title-leaderboard-nobody-provisional",
            count = LEADERBOARD_OPPONENTS
        )
    } else {
        t!(
            words,
            "title-leaderboard-nobody",
            count = LEADERBOARD_OPPONENTS
        )
    }
}

/// "You: #3 with 1523 after 12 rated games", or how far from ranked.
pub fn your_standing(you: &Standing, words: &Words) -> String {
    let rating = rating_text(you.rating, you.provisional);
    if you.needs == 0 {
        t!(
            words,
            "title-leaderboard-you",
            place = you.place,
            rating = rating,
            games = you.games
        )
    } else {
        t!(
            words,
            "title-leaderboard-you-unranked",
            rating = rating,
            games = you.games,
            needs = you.needs
        )
    }
}

fn row(ui: &mut egui::Ui, standing: &Standing, yours: bool, palette: &Palette) {
    let font = if yours {
        strong(Type::BODY)
    } else {
        regular(Type::BODY)
    };
    let color = if yours { palette.accent } else { palette.text };
    let cells = [
        standing.place.to_string(),
        visual(&standing.name).into_owned(),
        rating_text(standing.rating, standing.provisional),
        standing.games.to_string(),
    ];
    for cell in cells {
        ui.label(egui::RichText::new(cell).font(font.clone()).color(color));
    }
    ui.end_row();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn your_standing_reads_as_one_sentence() {
        let words = Words::new(Language::English);
        let mut you = Standing {
            place: 3001,
            name: "Ann".into(),
            rating: 1523,
            provisional: false,
            games: 12,
            needs: 0,
        };
        assert_eq!(
            your_standing(&you, &words),
            "You: #3001 with 1523 after 12 rated games"
        );
        you.place = 0;
        you.games = 1;
        you.provisional = true;
        you.needs = 9;
        assert_eq!(
            your_standing(&you, &words),
            "You: 1523? after 1 rated game; play 9 more opponents to be ranked"
        );
        you.needs = 1;
        assert!(your_standing(&you, &words).ends_with("; play 1 more opponent to be ranked"));
    }
}
