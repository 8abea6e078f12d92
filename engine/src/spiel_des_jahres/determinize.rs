//! Determinization: a full state that one seat cannot tell from the real
//! one, with everything that seat cannot see redrawn. It reads only what
//! the observation holds, walking hidden pools in ascending card order, so
//! two states with equal observations give the same result for the same rng.

use rand::Rng;

use super::state::*;
use super::{ActionList, SpielDesJahres};
use crate::game::MAX_SEATS;
use crate::game::{Determinize, Rules};
use crate::replay::replay_step;
use crate::rng::GameRng;

impl Determinize for SpielDesJahres {
    fn determinize<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R) -> SpielDesJahres {
        self.redraw(observer, rng, false)
    }

    fn determinize_heuristic<R: Rng + ?Sized>(&self, observer: u8, rng: &mut R) -> SpielDesJahres {
        self.redraw(observer, rng, true)
    }
}

impl SpielDesJahres {
    /// Everything `observer` cannot see redrawn; others' hidden choices
    /// replayed uniformly, or by the heuristic when `heuristic`.
    fn redraw<R: Rng + ?Sized>(
        &self,
        observer: u8,
        rng: &mut R,
        heuristic: bool,
    ) -> SpielDesJahres {
        let mut g = *self;
        let n = self.players as usize;
        let o = observer as usize;
        let mut local = GameRng::new(rng.next_u64());

        // Others' hidden commitments are undone; they are redrawn at the end.
        let mut redo = [0u8; MAX_SEATS];
        match self.phase {
            Phase::Choose => {
                for s in (0..n).filter(|&s| s != o) {
                    let back = g.face_down(s as u8);
                    redo[s] = g.p[s].commit.steps;
                    g.p[s].hand |= back;
                    for i in 0..G {
                        if g.g_pending >> i & 1 == 1 && g.g_owner[i] == s as u8 {
                            g.g_pending &= !(1 << i);
                            g.g_owner[i] = NONE;
                            g.g_ending[i] = NONE;
                            g.g_extra[i] = NONE;
                            g.g_value[i] = 0;
                        }
                    }
                    if s as u8 == g.current {
                        g.open = [NONE; 3];
                        g.last_stem = NONE;
                        g.own_names = g.names;
                    }
                    let c = &mut g.p[s].commit;
                    *c = Commit {
                        len: c.len,
                        ..Commit::default()
                    };
                }
            }
            Phase::Fire => {
                for s in (0..n).filter(|&s| s != o) {
                    redo[s] = g.p[s].commit.steps;
                    g.p[s].commit.steps = 0;
                    for d in g.staff(s as u8) {
                        g.fire_pending.remove(d);
                    }
                }
            }
            Phase::Offer => {
                for s in (0..n).filter(|&s| s != o) {
                    redo[s] = g.p[s].commit.steps;
                    g.p[s].commit.steps = 0;
                    g.p[s].bids = [BID_NONE; D];
                }
            }
            _ => {}
        }

        // Every card the observer cannot name: the deck, the unturned
        // public-favour cards and others' unnamed hand cards.
        let mut unseen = g.deck.union(g.favour_pile);
        let mut counts = [0u8; MAX_SEATS];
        for s in (0..n).filter(|&s| s != o) {
            let hidden = g.p[s].hand.minus(g.known);
            counts[s] = hidden.len() as u8;
            unseen |= hidden;
        }
        let mut pool = [0u8; 128];
        let mut len = 0;
        for c in unseen {
            pool[len] = c;
            len += 1;
        }
        local.shuffle(&mut pool[..len]);
        let mut k = 0;
        for s in (0..n).filter(|&s| s != o) {
            let pl = &mut g.p[s];
            pl.hand = pl.hand.intersect(g.known);
            for _ in 0..counts[s] {
                pl.hand.insert(pool[k]);
                k += 1;
            }
        }
        let favour_n = g.favour_pile.len() as usize;
        g.favour_pile = pool[k..k + favour_n].iter().copied().collect();
        k += favour_n;
        g.deck = pool[k..len].iter().copied().collect();

        // Redraw others' hidden commitments with as many actions taken,
        // choosing uniformly among legal continuations (or mostly as the
        // heuristic would, on this world's hands). The seat now
        // choosing goes last, so its game in progress is the one kept.
        if redo.iter().any(|&r| r > 0) {
            let (current, done) = (g.current, g.done);
            let keep = (g.own_names, g.open, g.last_stem);
            let mut buf = ActionList::new();
            let order = (0..n)
                .filter(|&s| s != o && s as u8 != current)
                .chain((current as usize != o).then_some(current as usize));
            for s in order {
                if redo[s] == 0 {
                    continue;
                }
                g.current = s as u8;
                g.own_names = g.names;
                g.open = [NONE; 3];
                g.last_stem = NONE;
                for _ in 0..redo[s] {
                    g.legal_actions(&mut buf);
                    let a = replay_step(&g, &buf, heuristic, &mut local);
                    g.commit_quiet(s as u8, a);
                }
            }
            g.current = current;
            g.done = done;
            if current as usize == o {
                (g.own_names, g.open, g.last_stem) = keep;
            }
        }

        g.rng = GameRng::new(local.next_u64());
        g
    }
}
