//! Determinization: a full state that one seat cannot tell from the real
//! one, with everything that seat cannot see redrawn. It reads only what
//! the observation holds, walking hidden pools in ascending card order, so
//! two states with equal observations give the same result for the same rng.

use rand::Rng;

use super::content::{AGILE_CARDS_SET, ALL_PROBLEMS};
use super::state::{Commit, Moment, NONE, Phase, strength_bit};
use super::{ActionList, Vendors};
use crate::bitset::Set128;
use crate::game::Determinize;
use crate::replay::replay_step;
use crate::rng::GameRng;

impl GameRng {
    /// A raw draw for reseeding without importing rand's traits.
    #[inline]
    pub(crate) fn next_u64_raw(&mut self) -> u64 {
        use rand::Rng;
        self.next_u64()
    }
}

impl Determinize for Vendors {
    fn determinize<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R) -> Vendors {
        self.redraw(observer, rng, false)
    }

    fn determinize_heuristic<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R) -> Vendors {
        self.redraw(observer, rng, true)
    }
}

impl Vendors {
    /// Everything `observer` cannot see redrawn; others' face-down cards
    /// replayed uniformly, or mostly by the heuristic when `heuristic`.
    fn redraw<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R, heuristic: bool) -> Vendors {
        let mut g = *self;
        let n = self.players as usize;
        let o = observer as usize;
        let mut local = GameRng::new(rng.next_u64());

        // Others' face-down commitments go back to their hands; they are
        // redrawn at the end.
        let face_down = matches!(
            self.phase,
            Phase::Commit | Phase::Window(Moment::BeforeReveal)
        );
        let mut redo = [0u8; 6];
        if face_down {
            for s in (0..n).filter(|&s| s != o) {
                let pl = &mut g.p[s];
                let c = pl.commit;
                redo[s] = c.n;
                if c.mode == super::state::MODE_RACE {
                    pl.starting |= 1 << c.vendor;
                }
                if c.virtual_vendor != NONE {
                    pl.starting |= 1 << c.virtual_vendor;
                }
                for piece in c.pieces {
                    match piece {
                        super::Piece::Start(st) => pl.starting |= strength_bit(st),
                        super::Piece::Card(card) | super::Piece::Agile { card, .. } => {
                            pl.hand.insert(card)
                        }
                        super::Piece::None => {}
                    }
                }
                pl.commit = Commit {
                    virtual_vendor: NONE,
                    ..Commit::default()
                };
            }
        }

        // Technical problems: every face-down card and the deck are unseen
        // by everyone.
        let mut visible = g.problem_discard.0;
        for s in 0..n {
            visible |= g.p[s].problems_up.0;
        }
        let mut pool = [0u8; 21];
        let mut len = 0;
        for pid in ALL_PROBLEMS.minus(crate::bitset::Set32(visible)) {
            pool[len] = pid;
            len += 1;
        }
        local.shuffle(&mut pool[..len]);
        let mut k = 0;
        for s in 0..n {
            if g.p[s].problem_down != NONE {
                g.p[s].problem_down = pool[k];
                k += 1;
            }
        }
        g.problem_deck[..len - k].copy_from_slice(&pool[k..len]);
        g.problem_len = (len - k) as u8;

        // Agile cards: the deck and others' unnamed cards.
        let mut unseen = AGILE_CARDS_SET.minus(g.p[o].hand);
        let mut counts = [0u8; 6];
        for s in 0..n {
            let pl = &g.p[s];
            unseen = unseen.minus(pl.discard).minus(pl.ongoing);
            if s != o {
                unseen = unseen.minus(pl.hand.minus(pl.hidden));
                counts[s] = pl.hand.intersect(pl.hidden).len() as u8;
            }
            // The observer's own commitment, or anyone's once revealed.
            for piece in pl.commit.pieces {
                if let Some(c) = piece.card() {
                    unseen.remove(c);
                }
            }
        }
        let mut apool = [0u8; 24];
        let mut alen = 0;
        for c in unseen {
            apool[alen] = c;
            alen += 1;
        }
        local.shuffle(&mut apool[..alen]);
        let mut k = 0;
        for s in (0..n).filter(|&s| s != o) {
            let pl = &mut g.p[s];
            let old = pl.hand.intersect(pl.hidden);
            pl.hand = pl.hand.minus(old);
            pl.hidden = Set128::EMPTY;
            for _ in 0..counts[s] {
                pl.hand.insert(apool[k]);
                pl.hidden.insert(apool[k]);
                k += 1;
            }
        }
        g.agile_deck[..alen - k].copy_from_slice(&apool[k..alen]);
        g.agile_len = (alen - k) as u8;

        // The game deck's content is public; its order is not.
        let dlen = g.deck_len as usize;
        g.deck[..dlen].sort_unstable();
        local.shuffle(&mut g.deck[..dlen]);

        // Redraw others' face-down commitments with the same number of
        // cards down, choosing uniformly among legal continuations (or
        // mostly as the heuristic would, on this world's cards).
        if face_down {
            let (phase, current, done) = (g.phase, g.current, g.done);
            g.phase = Phase::Commit;
            let mut buf = ActionList::new();
            for s in (0..n).filter(|&s| s != o) {
                g.current = s as u8;
                for _ in 0..redo[s] {
                    g.legal_commit_into(&mut buf);
                    let a = replay_step(&g, &buf, heuristic, &mut local);
                    g.commit_quiet(s as u8, a);
                }
            }
            g.phase = phase;
            g.current = current;
            g.done = done;
        }

        g.rng = GameRng::new(local.next_u64_raw());
        g
    }
}
