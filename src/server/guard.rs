//! What one connection may send: messages within the size limit, at most so
//! many a second, and not garbage forever. Pure, with the time passed in.

use std::time::Instant;

use crate::net::protocol::{self, ClientMessage, DecodeError, Refused};

use super::refusal::{Refusal, capitalized};

/// A leaderboard is answered with up to 16 KB where a move is answered
/// with a few hundred bytes: it counts as this many messages.
pub const LEADERBOARD_WEIGHT: f64 = 5.0;

/// A connection's allowance: a token bucket for the rate, and strikes for
/// bad messages.
#[derive(Debug)]
pub struct Guard {
    per_second: f64,
    tokens: f64,
    last: Instant,
    strikes: u32,
    max_strikes: u32,
}

/// What to do with one incoming message.
#[derive(Debug, PartialEq)]
pub enum Verdict {
    Accept(ClientMessage),
    /// Answer this error; the connection stays.
    Refuse(Refusal),
    /// Answer this error and close the connection.
    Disconnect(Refusal),
}

impl Guard {
    pub fn new(per_second: u32, max_strikes: u32, now: Instant) -> Self {
        Guard {
            per_second: f64::from(per_second),
            tokens: f64::from(per_second),
            last: now,
            strikes: 0,
            max_strikes,
        }
    }

    /// Judges one text message.
    pub fn check_text(&mut self, text: &str, now: Instant) -> Verdict {
        if let Err(refusal) = self.take_token(now) {
            return self.strike(refusal);
        }
        match protocol::decode::<ClientMessage>(text) {
            Ok(message @ ClientMessage::Leaderboard { .. }) => {
                match self.take(LEADERBOARD_WEIGHT - 1.0) {
                    Ok(()) => Verdict::Accept(message),
                    Err(refusal) => self.strike(refusal),
                }
            }
            Ok(message) => Verdict::Accept(message),
            Err(error @ DecodeError::TooLarge { bytes, limit }) => self.strike(Refusal::new(
                Refused::TooLarge {
                    bytes: bytes as u64,
                    limit: limit as u64,
                },
                capitalized(&error.to_string()),
            )),
            Err(ref error @ DecodeError::Malformed(ref why)) => {
                match protocol::hello_version(text) {
                    // Another version's hello is not garbage: say what to update.
                    Some(version) if version != protocol::VERSION => {
                        Verdict::Refuse(protocol::version_refusal(version).into())
                    }
                    _ => self.strike(Refusal::new(
                        Refused::NotProtocol {
                            why: protocol::quoted(why),
                        },
                        capitalized(&error.to_string()),
                    )),
                }
            }
        }
    }

    /// Judges a binary message: the protocol is text only.
    pub fn check_binary(&mut self, bytes: usize, now: Instant) -> Verdict {
        if let Err(refusal) = self.take_token(now) {
            return self.strike(refusal);
        }
        self.strike(Refusal::new(
            Refused::Binary {
                bytes: bytes as u64,
            },
            format!("A binary message of {bytes} bytes: this game speaks text"),
        ))
    }

    /// Judges a ping or pong from the client: nothing to answer, but it
    /// costs its share of the rate like any message (a ping flood took a
    /// core). `None` when it is within the rate.
    pub fn check_control(&mut self, now: Instant) -> Option<Verdict> {
        match self.take_token(now) {
            Ok(()) => None,
            Err(refusal) => Some(self.strike(refusal)),
        }
    }

    fn take_token(&mut self, now: Instant) -> Result<(), Refusal> {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.per_second);
        self.take(1.0)
    }

    /// Takes `tokens` from the bucket (just filled), or refuses.
    fn take(&mut self, tokens: f64) -> Result<(), Refusal> {
        if self.tokens >= tokens {
            self.tokens -= tokens;
            Ok(())
        } else {
            Err(Refusal::new(
                Refused::TooFastMessages {
                    per_second: self.per_second,
                },
                format!(
                    "More than {} messages a second: this one was dropped",
                    self.per_second
                ),
            ))
        }
    }

    fn strike(&mut self, refusal: Refusal) -> Verdict {
        self.strikes += 1;
        if self.strikes >= self.max_strikes {
            // The last bad message's sentence leads: its reason too.
            Verdict::Disconnect(Refusal::new(
                Refused::Disconnected {
                    cause: Box::new(refusal.reason),
                },
                format!(
                    "{}; too many bad messages, so the connection is closed",
                    refusal.message
                ),
            ))
        } else {
            Verdict::Refuse(refusal)
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_burst_over_the_rate_is_refused_then_the_bucket_refills() {
        let start = Instant::now();
        let mut guard = Guard::new(20, 1000, start);
        let accepted = (0..30)
            .filter(|_| matches!(guard.check_text("PlayAgain", start), Verdict::Accept(_)))
            .count();
        assert_eq!(accepted, 20);
        assert!(matches!(
            guard.check_text("PlayAgain", start),
            Verdict::Refuse(Refusal {
                reason: Refused::TooFastMessages { .. },
                ..
            })
        ));
        let later = start + Duration::from_millis(500);
        let accepted = (0..30)
            .filter(|_| matches!(guard.check_text("PlayAgain", later), Verdict::Accept(_)))
            .count();
        assert_eq!(accepted, 10, "half a second refills half the bucket");
    }

    #[test]
    fn an_older_games_hello_is_told_to_update_and_not_counted_as_garbage() {
        let start = Instant::now();
        let mut guard = Guard::new(1000, 2, start);
        let old = "Create(version:2,name:\"Ann\",board:(size:3,in_a_row:3),first:Creator)";
        for _ in 0..3 {
            match guard.check_text(old, start) {
                Verdict::Refuse(Refusal {
                    reason: Refused::UpdateGame { .. },
                    message: words,
                    ..
                }) => {
                    assert!(words.contains("reload the page"), "{words}");
                }
                other => panic!("{other:?}"),
            }
        }
    }

    #[test]
    fn a_leaderboard_counts_as_several_messages() {
        let start = Instant::now();
        let mut guard = Guard::new(20, 1000, start);
        let asked = "Leaderboard(version:6,board:four_by_four,player:None)";
        let answered = (0..10)
            .filter(|_| matches!(guard.check_text(asked, start), Verdict::Accept(_)))
            .count();
        assert_eq!(answered, 4, "a second's rate is four leaderboards");
        let later = start + Duration::from_secs(1);
        assert!(matches!(
            guard.check_text("PlayAgain", later),
            Verdict::Accept(_)
        ));
    }

    #[test]
    fn a_leaderboard_request_is_read_and_an_oversized_one_refused() {
        let start = Instant::now();
        let mut guard = Guard::new(1000, 1000, start);
        let asked = "Leaderboard(version:6,board:four_by_four,player:Some(\"abcdefghijklmnop\"))";
        assert!(matches!(
            guard.check_text(asked, start),
            Verdict::Accept(ClientMessage::Leaderboard { .. })
        ));
        // Bigger than a client may send, though a server's answer may be.
        let big = format!(
            "Leaderboard(version:6,board:four_by_four,player:Some(\"{}\"))",
            "k".repeat(protocol::MAX_MESSAGE_BYTES)
        );
        assert!(big.len() < protocol::MAX_SERVER_MESSAGE_BYTES);
        assert!(matches!(
            guard.check_text(&big, start),
            Verdict::Refuse(Refusal {
                reason: Refused::TooLarge { .. },
                ..
            })
        ));
        // An older game's request is told to update, not struck.
        assert!(matches!(
            guard.check_text("Leaderboard(version:4,board:x)", start),
            Verdict::Refuse(Refusal {
                reason: Refused::UpdateGame { .. },
                ..
            })
        ));
    }

    #[test]
    fn garbage_is_answered_until_it_is_too_much() {
        let start = Instant::now();
        let mut guard = Guard::new(1000, 3, start);
        let big = "x".repeat(protocol::MAX_MESSAGE_BYTES + 1);
        assert!(matches!(
            guard.check_text(&big, start),
            Verdict::Refuse(Refusal {
                reason: Refused::TooLarge { .. },
                ..
            })
        ));
        assert!(matches!(
            guard.check_binary(3, start),
            Verdict::Refuse(Refusal {
                reason: Refused::Binary { .. },
                ..
            })
        ));
        assert!(matches!(
            guard.check_text("Launch(missiles: true)", start),
            Verdict::Disconnect(Refusal {
                reason: Refused::Disconnected { .. },
                ..
            })
        ));
    }

    #[test]
    fn the_last_straw_carries_its_cause_and_its_args() {
        let start = Instant::now();
        let mut guard = Guard::new(1000, 2, start);
        let Verdict::Refuse(first) = guard.check_binary(3, start) else {
            panic!("one bad message is answered");
        };
        assert_eq!(first.reason, Refused::Binary { bytes: 3 });
        let big = "x".repeat(protocol::MAX_MESSAGE_BYTES + 1);
        let Verdict::Disconnect(last) = guard.check_text(&big, start) else {
            panic!("the second is too many");
        };
        let limit = protocol::MAX_MESSAGE_BYTES as u64;
        let cause = Refused::TooLarge {
            bytes: limit + 1,
            limit,
        };
        assert_eq!(
            last.reason,
            Refused::Disconnected {
                cause: Box::new(cause)
            }
        );
        // On the wire, the cause's name beside its args.
        let args = last.reason.args();
        assert_eq!(args["cause"], "too-large");
        assert_eq!(args["limit"], limit.to_string());
    }
}
