//! Determinization: a full state that one seat cannot tell from the real
//! one, with everything that seat cannot see redrawn. It reads only what
//! the observation holds (card counts per kind, deck contents, the
//! observer's Trendspotter look), walking hidden pools in ascending order,
//! so two states with equal observations give the same result for the
//! same rng.

use rand::Rng;

use super::ValueCrafter;
use super::content::{FULL_BAG, KINDS, bag_count, bag_len, bag_one};
use super::state::{PLAYERS, Phase};
use crate::game::Determinize;
use crate::rng::GameRng;

impl Determinize for ValueCrafter {
    fn determinize<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R) -> ValueCrafter {
        let mut g = *self;
        let o = observer as usize;
        let mut local = GameRng::new(rng.next_u64());

        // Function cards the observer cannot place: others' hands, others'
        // draft packs (and picks this round), and the deck. Drafted cards
        // are hidden picks, so others' hands are redrawn like the rest.
        let pool = FULL_BAG - g.hands[o] - g.packs[o] - g.fdiscard;
        let mut cards = [0u8; 42];
        let mut n = 0;
        for k in KINDS {
            for _ in 0..bag_count(pool, k) {
                cards[n] = k as u8;
                n += 1;
            }
        }
        local.shuffle(&mut cards[..n]);
        let mut i = 0;
        let deal = |size: u8, i: &mut usize| {
            let mut bag = 0u64;
            for &k in &cards[*i..*i + size as usize] {
                bag += bag_one(KINDS[k as usize]);
            }
            *i += size as usize;
            bag
        };
        for s in (0..PLAYERS).filter(|&s| s != o) {
            g.hands[s] = deal(bag_len(self.hands[s]), &mut i);
        }
        if self.phase == Phase::Draft {
            for s in (0..PLAYERS).filter(|&s| s != o) {
                g.packs[s] = deal(bag_len(self.packs[s]), &mut i);
            }
        }
        g.fdeck = [0; 42];
        g.fdeck[..n - i].copy_from_slice(&cards[i..n]);
        debug_assert_eq!(n - i, g.fdeck_len as usize);

        // The value deck's content is public; its order is not, except the
        // top cards the observer has seen.
        let unseen = (g.vdeck_len - g.peek[o]) as usize;
        g.vdeck[..unseen].sort_unstable();
        local.shuffle(&mut g.vdeck[..unseen]);

        let plen = g.pdeck_len as usize;
        g.pdeck[..plen].sort_unstable();
        local.shuffle(&mut g.pdeck[..plen]);

        g.rng = GameRng::new(local.next_u64());
        g
    }
}
