//! The rating maths, apart from rooms and storage: Glicko-2 (through the
//! `skillratings` crate) with every round of a rated room its own rating
//! period, as Lichess rates each game; how much a pair's repeated games
//! count; what a win over a player who is not yet established is worth;
//! how wide a quick match's rating window is after a wait; how long
//! abandoning makes a player wait.

use std::time::Duration;

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::net::protocol;
use crate::server::room::RoundResult;

/// A player's Glicko-2 rating on one board.
pub type Rating = Glicko2Rating;

/// A player's rating before their first rated game on a board.
pub const NEW: Rating = Glicko2Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};

/// Glickman's suggested range is 0.3 to 1.2; 0.5 is his example's value.
pub const TAU: f64 = 0.5;

/// A deviation above this is too uncertain to rank as settled.
pub const PROVISIONAL_ABOVE: f64 = 110.0;

fn config() -> Glicko2Config {
    Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    }
}

/// Both seats' ratings after a rated round (seat one's first), updated at
/// once from the ratings before it.
pub fn after_round(one: &Rating, two: &Rating, result: RoundResult) -> (Rating, Rating) {
    let outcome = match result {
        RoundResult::Won(crate::core::matchup::Seat::One) => Outcomes::WIN,
        RoundResult::Won(crate::core::matchup::Seat::Two) => Outcomes::LOSS,
        RoundResult::Drawn => Outcomes::DRAW,
    };
    let (one, two) = glicko2(&sane(one), &sane(two), &outcome, &config());
    (sane(&one), sane(&two))
}

/// A rating as stored and computed, or a new player's if it is not a
/// rating at all (a damaged store, or maths gone wrong): never NaN.
pub fn sane(rating: &Rating) -> Rating {
    let finite = rating.rating.is_finite()
        && rating.deviation.is_finite()
        && rating.volatility.is_finite()
        && rating.deviation > 0.0
        && rating.volatility > 0.0;
    if finite { *rating } else { NEW }
}

/// How much a round counts when the same two devices played `earlier`
/// rated rounds in the day before it: fully for the first three, half and
/// a quarter for the next two, then nothing, so two accounts of one
/// player gain little from each other even from two addresses.
pub fn repeat_weight(earlier: u32) -> f64 {
    match earlier {
        0..=2 => 1.0,
        3 => 0.5,
        4 => 0.25,
        _ => 0.0,
    }
}

/// `before` moved `weight` of the way to `after` (0 leaves it as it was).
pub fn weighted(before: &Rating, after: &Rating, weight: f64) -> Rating {
    let toward = |from: f64, to: f64| from + (to - from) * weight;
    sane(&Rating {
        rating: toward(before.rating, after.rating),
        deviation: toward(before.deviation, after.deviation),
        volatility: toward(before.volatility, after.volatility),
    })
}

/// The rating as players see it: a whole number, never below 0.
pub fn shown(rating: &Rating) -> u32 {
    rating.rating.round().clamp(0.0, f64::from(u32::MAX)) as u32
}

pub fn provisional(rating: &Rating) -> bool {
    rating.deviation > PROVISIONAL_ABOVE
}

/// The most one rated round against an opponent who is not established
/// may raise a rating: a fresh key's Glicko-2 swing is about 160 points,
/// so beating a stream of fresh keys (puppets) would buy a rating.
pub const UNESTABLISHED_GAIN_MOST: f64 = protocol::UNESTABLISHED_GAIN_MOST as f64;

/// The most such rounds may raise a rating in all, however many there are.
pub const UNESTABLISHED_GAINS_IN_ALL: f64 = protocol::UNESTABLISHED_GAINS_IN_ALL as f64;

/// A board's first players are established by their own games: until it
/// has this many established players, an opponent who has met ten others
/// of any kind and whose rating is settled counts as established (someone
/// must be first; a fresh key never counts).
pub const FOUNDERS: u32 = 11;

/// `after` as a round against an opponent who is not established may
/// leave it: its deviation and volatility as Glicko-2 says (the player
/// still learns), its rating raised by at most
/// [`UNESTABLISHED_GAIN_MOST`], and by nothing once `gained` (what such
/// rounds raised it before) reaches [`UNESTABLISHED_GAINS_IN_ALL`]. A
/// loss is never softened. Returns the rating and what such rounds have
/// now raised it in all.
pub fn against_unestablished(before: &Rating, after: &Rating, gained: f64) -> (Rating, f64) {
    if after.rating <= before.rating {
        return (*after, gained);
    }
    let room = (UNESTABLISHED_GAINS_IN_ALL - gained).clamp(0.0, UNESTABLISHED_GAIN_MOST);
    let gain = (after.rating - before.rating).min(room);
    let capped = sane(&Rating {
        rating: before.rating + gain,
        ..*after
    });
    (capped, gained + gain)
}

/// Ratings this far apart are paired at once.
pub const WINDOW_AT_ONCE: f64 = 100.0;

/// How fast the window widens while the longer-waiting player waits.
pub const WINDOW_PER_SECOND: f64 = 5.0;

/// After this long waiting, anyone on the board will do (well inside the
/// issue's 90 s, with the one-second tick to spare).
pub const ANYONE_AFTER: Duration = Duration::from_secs(60);

/// How far apart two ratings may be when the longer-waiting of the two has
/// waited `waited`: `None` once anyone will do.
pub fn window(waited: Duration) -> Option<f64> {
    (waited < ANYONE_AFTER).then_some(WINDOW_AT_ONCE + WINDOW_PER_SECOND * waited.as_secs_f64())
}

/// Abandoned rated games are counted over this long.
pub const ABANDONS_COUNTED_OVER: Duration = Duration::from_secs(24 * 60 * 60);

/// The longest wait abandoning brings.
pub const LONGEST_ABANDON_WAIT: Duration = Duration::from_secs(30 * 60);

/// The least wait after a round a player never started.
pub const NO_SHOW_WAIT: Duration = Duration::from_secs(60);

/// The wait before the next quick match after the latest of `abandons`
/// rated games given up within a day: none for the first (a dropped
/// connection happens), a minute for the second, twice as long for each
/// more, at most half an hour.
pub fn wait_after_abandons(abandons: usize) -> Duration {
    match abandons {
        0 | 1 => Duration::ZERO,
        n => Duration::from_secs(60u64 << (n - 2).min(10)).min(LONGEST_ABANDON_WAIT),
    }
}

#[cfg(test)]
mod tests {
    use skillratings::glicko2::glicko2_rating_period;

    use super::*;
    use crate::core::matchup::Seat;

    fn close(got: f64, want: f64, within: f64) -> bool {
        (got - want).abs() <= within
    }

    /// Glickman's "Example of the Glicko-2 system" (glicko2.pdf): the
    /// crate's maths is the paper's, checked to his printed digits.
    #[test]
    fn the_papers_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let results = [
            (opponent(1400.0, 30.0), Outcomes::WIN),
            (opponent(1550.0, 100.0), Outcomes::LOSS),
            (opponent(1700.0, 300.0), Outcomes::LOSS),
        ];
        let after = glicko2_rating_period(&player, &results, &config());
        assert!(close(after.rating, 1464.06, 0.01), "{after:?}");
        assert!(close(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
    }

    #[test]
    fn a_round_moves_both_ratings_at_once_and_a_draw_between_equals_moves_none() {
        let (winner, loser) = after_round(&NEW, &NEW, RoundResult::Won(Seat::One));
        assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
        assert!(close(winner.rating - 1500.0, 1500.0 - loser.rating, 1e-9));
        assert!(
            winner.deviation < NEW.deviation,
            "one game teaches something"
        );
        let (two_lost, two_won) = after_round(&NEW, &NEW, RoundResult::Won(Seat::Two));
        assert!(two_won.rating > 1500.0 && two_lost.rating < 1500.0);
        let (a, b) = after_round(&NEW, &NEW, RoundResult::Drawn);
        assert_eq!((shown(&a), shown(&b)), (1500, 1500));
        // Beating a much stronger player is worth more than beating an equal.
        let strong = Rating {
            rating: 1900.0,
            ..NEW
        };
        let (upset, _) = after_round(&NEW, &strong, RoundResult::Won(Seat::One));
        assert!(upset.rating > winner.rating);
        assert!(
            provisional(&NEW)
                && !provisional(&Rating {
                    deviation: 80.0,
                    ..NEW
                })
        );
    }

    #[test]
    fn garbage_ratings_become_a_new_players_not_nan() {
        let broken = Rating {
            rating: f64::NAN,
            deviation: -1.0,
            volatility: 0.06,
        };
        let (a, b) = after_round(&broken, &NEW, RoundResult::Drawn);
        assert!(a.rating.is_finite() && b.rating.is_finite());
        assert_eq!(
            shown(&Rating {
                rating: -40.0,
                ..NEW
            }),
            0
        );
    }

    #[test]
    fn wins_over_unestablished_players_add_little_and_soon_nothing() {
        let (won, lost) = after_round(&NEW, &NEW, RoundResult::Won(Seat::One));
        assert!(won.rating - NEW.rating > 150.0, "the full swing: {won:?}");
        let (capped, gained) = against_unestablished(&NEW, &won, 0.0);
        assert_eq!(capped.rating, NEW.rating + UNESTABLISHED_GAIN_MOST);
        assert_eq!(gained, UNESTABLISHED_GAIN_MOST);
        assert_eq!(
            (capped.deviation, capped.volatility),
            (won.deviation, won.volatility),
            "the winner still learns"
        );
        // Near the limit only what is left; past it nothing.
        let (near, gained) = against_unestablished(&NEW, &won, 46.0);
        assert_eq!((near.rating, gained), (NEW.rating + 4.0, 50.0));
        let (past, gained) = against_unestablished(&NEW, &won, 50.0);
        assert_eq!((past.rating, gained), (NEW.rating, 50.0));
        // A loss or a small gain goes through whole.
        assert_eq!(against_unestablished(&NEW, &lost, 50.0), (lost, 50.0));
        let small = Rating {
            rating: NEW.rating + 3.0,
            ..won
        };
        assert_eq!(against_unestablished(&NEW, &small, 0.0), (small, 3.0));
        // A chain of any length of fresh puppets: 50 points in all.
        let mut farmer = NEW;
        let mut gained = 0.0;
        for _ in 0..1000 {
            let (after, _) = after_round(&farmer, &NEW, RoundResult::Won(Seat::One));
            (farmer, gained) = against_unestablished(&farmer, &after, gained);
        }
        assert_eq!(farmer.rating, NEW.rating + UNESTABLISHED_GAINS_IN_ALL);
    }

    #[test]
    fn the_window_widens_until_anyone_will_do() {
        assert_eq!(window(Duration::ZERO), Some(100.0));
        assert_eq!(window(Duration::from_secs(30)), Some(250.0));
        assert!(window(Duration::from_secs(59)).is_some());
        assert_eq!(window(ANYONE_AFTER), None);
    }

    #[test]
    fn a_pairs_repeated_games_count_for_less_then_nothing() {
        let weights: Vec<f64> = (0..7).map(repeat_weight).collect();
        assert_eq!(weights, [1.0, 1.0, 1.0, 0.5, 0.25, 0.0, 0.0]);
        let (won, _) = after_round(&NEW, &NEW, RoundResult::Won(Seat::One));
        assert_eq!(weighted(&NEW, &won, 1.0), won);
        assert_eq!(weighted(&NEW, &won, 0.0), NEW);
        let half = weighted(&NEW, &won, 0.5);
        assert!((half.rating - (NEW.rating + won.rating) / 2.0).abs() < 1e-9);
    }

    #[test]
    fn abandoning_waits_grow_to_half_an_hour() {
        let minutes: Vec<u64> = (0..9)
            .map(|n| wait_after_abandons(n).as_secs() / 60)
            .collect();
        assert_eq!(minutes, [0, 0, 1, 2, 4, 8, 16, 30, 30]);
        assert_eq!(wait_after_abandons(usize::MAX), LONGEST_ABANDON_WAIT);
    }
}
