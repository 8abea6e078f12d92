"""An exact resampler for OpenSpiel's `oh_hell`, for its Python `ISMCTSBot`.

    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, 1000, ...)
    bot.set_resampler(OhHellResampler(seed))

The bot calls it as `resampler(state, state.current_player())` once per
iteration (open_spiel/python/algorithms/ismcts.py, `resample_from_infostate`)
and searches the state it returns.
"""

from __future__ import annotations

import math
import random
from typing import Dict, List, Sequence, Tuple

STOCK = -1  # the holder of the cards nobody was dealt


class OhHellResampler:
    """Called as `resampler(state, player)` on a pyspiel `oh_hell` state in
    its bidding or play phase, returns a new state that `player` cannot tell
    from `state`, drawn with equal probability from all such deals.

    What `player` knows of the deal in OpenSpiel's `oh_hell` (its
    InformationStateString and tensor): the number of tricks, the dealer,
    the trump card (dealt face up after the hands, so it is in nobody's hand
    and not in the stock), its own hand, every bid and every card played,
    hence who played it. What it does not know: the cards the other seats
    still hold and the cards nobody was dealt (the stock). A deal is
    consistent with what it saw when every other seat holds, beside the
    cards it has played, as many unseen cards as it has tricks left, the
    stock holds the rest, and no seat holds a card of a suit it once failed
    to follow (a void). Bids do not constrain the deal (every bid in range is
    legal with any hand), and following suit rules out nothing. So the
    consistent deals are exactly the ways to split the unseen cards among
    the other seats and the stock with fixed counts and voids respected,
    and each of them is one state here (the other seats' cards are dealt in
    a fixed order: those they have played first, in play order, then the
    rest by card id; every deal has as many dealing orders as any other, so
    equal over deals is equal over OpenSpiel's histories too), rebuilt by
    applying the chance outcomes and then the real bids and plays.
    OpenSpiel's own `ResampleFromInfostate` for oh_hell ignores the voids
    (its source says so); the 2.0.2 wheel's moreover never deals another
    seat an undealt card (vs_ismcts.py).

    Uniformity with voids is exact by counting: with the holders (the other
    seats and the stock) and, suit by suit, the unseen cards of that suit,
    the number of consistent deals is

        N(suit i, capacities c) = sum over splits k of suit i's u_i cards
            among the holders allowed that suit, k_h <= c_h,
            of  u_i! / prod k_h!  *  N(i + 1, c - k),   N(end, 0) = 1,

    a dynamic programme over suits whose state is the vector of cards each
    holder still has room for (exact integers). A deal is drawn suit by
    suit from the first: split k with probability
    multinomial(k) * N(i + 1, c - k) / N(i, c), then the suit's cards
    shuffled onto the holders by that split; the product telescopes to
    1 / N(0, c0) for every consistent deal. The random numbers are
    `random.Random.randrange` on those integers (exact for any size).

    Why not rejection (deal the unseen cards uniformly with the counts and
    redraw while a void is broken: exact too)? Its cost is 1 / acceptance,
    where the acceptance is N with voids over N without, which this class
    computes (`acceptance`). Measured on every position with a choice in 200
    seeded 3-seat games with random play (4,616 positions): median 1 (no
    void yet), mean 4.1 draws, but 1% of positions need more than 56 and the
    worst 663 (a seat void in three suits); stronger play than random
    may make voids sooner (not measured). The counting draw costs the same at every position
    (one walk over the suits; the table is computed once per position and
    kept, as the bot asks 1,000 times in a row about one position): about
    0.1 ms a call with the state's rebuild, the rebuild being most of it.
    And its count is what the test checks against brute force.

    `check` (on by default) asserts that the rebuilt state gives `player`
    the same information state string as `state` (a few microseconds).
    """

    def __init__(self, seed: int = 0, check: bool = True):
        self._rng = random.Random(seed)
        self._check = check
        self._positions: Dict[tuple, "_Position"] = {}

    def position(self, state, player: int) -> "_Position":
        """What `player` knows of the deal in `state`, with its counting
        table (kept for the next calls on the same position)."""
        key = (tuple(state.history()), player)
        pos = self._positions.get(key)
        if pos is None:
            if len(self._positions) >= 16:
                self._positions.clear()
            pos = self._positions[key] = _Position(state, player)
        return pos

    def count(self, state, player: int) -> int:
        """The number of deals consistent with `player`'s information."""
        return self.position(state, player).count()

    def acceptance(self, state, player: int) -> float:
        """The share of deals with the right counts (voids ignored) that
        respect the voids: rejection sampling's acceptance rate here."""
        pos = self.position(state, player)
        return pos.count() / pos.count_without_voids()

    def sample_hands(self, state, player: int) -> Dict[int, List[int]]:
        """One consistent deal: the unseen cards of every other seat (by
        seat) and of the stock (STOCK), each list sorted."""
        return self.position(state, player).sample(self._rng)

    def __call__(self, state, player: int):
        if state.is_terminal():
            return state.clone()
        pos = self.position(state, player)
        world = pos.rebuild(pos.sample(self._rng))
        if self._check:
            assert world.information_state_string(player) == state.information_state_string(player)
        return world


class _Position:
    """One position as `player` sees it, and the count of its deals."""

    def __init__(self, state, player: int):
        game = state.get_game()
        params = game.get_parameters()
        self.game = game
        self.player = player
        self.players = P = game.num_players()
        self.suits = S = params["num_suits"]
        deck = S * params["num_cards_per_suit"]
        hist = state.history()
        if state.is_chance_node() or len(hist) < 2:
            raise ValueError("OhHellResampler needs a state after the deal (bidding or play)")
        tricks, dealer = hist[0], hist[1]
        ndeal = P * tricks
        self.prefix = [tricks, dealer]
        deal = hist[2:2 + ndeal]
        self.trump = hist[2 + ndeal]
        self.rest = hist[3 + ndeal:]
        self.ndeal = ndeal
        # Who played which card (public), and the voids it showed.
        self.played: List[List[int]] = [[] for _ in range(P)]
        self.voids: List[set] = [set() for _ in range(P)]
        replay = game.new_initial_state()
        for a in hist[:3 + ndeal]:
            replay.apply_action(a)
        trick: List[int] = []
        for a in self.rest:
            p = replay.current_player()
            if a < deck:  # a card (bids are deck + bid)
                if trick and a % S != trick[0] % S:
                    self.voids[p].add(trick[0] % S)
                trick = trick + [a] if len(trick) < P - 1 else []
                self.played[p].append(a)
            replay.apply_action(a)
        self.own = [c for k, c in enumerate(deal) if k % P == player]
        seen = set(self.own) | {self.trump} | {c for cs in self.played for c in cs}
        self.holders = [p for p in range(P) if p != player] + [STOCK]
        caps = [tricks - len(self.played[p]) for p in range(P) if p != player]
        unseen = [c for c in range(deck) if c not in seen]
        caps.append(len(unseen) - sum(caps))
        self.caps = tuple(caps)
        self.unseen_by_suit = [[c for c in unseen if c % S == s] for s in range(S)]
        self.allowed = [[h == STOCK or s not in self.voids[h] for s in range(S)] for h in self.holders]
        self._memo: Dict[Tuple[int, tuple], int] = {}
        self._splits: Dict[Tuple[int, tuple], Tuple[List[tuple], List[int]]] = {}

    # -- counting ----------------------------------------------------------

    def _ways(self, i: int, caps: tuple, voids: bool = True) -> int:
        if i == self.suits:
            return 1 if not any(caps) else 0
        key = (i, caps) if voids else (-1 - i, caps)
        got = self._memo.get(key)
        if got is None:
            got = 0
            for k, m in self._split_options(i, caps, voids):
                got += m * self._ways(i + 1, tuple(c - x for c, x in zip(caps, k)), voids)
            self._memo[key] = got
        return got

    def _split_options(self, i: int, caps: tuple, voids: bool):
        """Every split k of suit i's unseen cards among the holders that
        fits `caps` (and the voids), with its multinomial coefficient."""
        u = len(self.unseen_by_suit[i])
        out = []

        def walk(h: int, left: int, k: tuple):
            if h == len(caps) - 1:
                if left <= caps[h] and (left == 0 or not voids or self.allowed[h][i]):
                    kk = k + (left,)
                    m = math.factorial(u)
                    for x in kk:
                        m //= math.factorial(x)
                    out.append((kk, m))
                return
            top = min(left, caps[h]) if (not voids or self.allowed[h][i]) else 0
            for x in range(top + 1):
                walk(h + 1, left - x, k + (x,))

        walk(0, u, ())
        return out

    def count(self) -> int:
        return self._ways(0, self.caps)

    def count_without_voids(self) -> int:
        return self._ways(0, self.caps, voids=False)

    # -- drawing -----------------------------------------------------------

    def sample(self, rng: random.Random) -> Dict[int, List[int]]:
        caps = self.caps
        total = self.count()
        if total == 0:
            raise RuntimeError("no deal is consistent with this information")
        hands: Dict[int, List[int]] = {h: [] for h in self.holders}
        for i in range(self.suits):
            got = self._splits.get((i, caps))
            if got is None:
                opts, cum, acc = [], [], 0
                for k, m in self._split_options(i, caps, True):
                    w = m * self._ways(i + 1, tuple(c - x for c, x in zip(caps, k)))
                    if w:
                        acc += w
                        opts.append(k)
                        cum.append(acc)
                got = self._splits[(i, caps)] = (opts, cum)
            opts, cum = got
            r = rng.randrange(cum[-1])
            j = _bisect_right(cum, r)
            k = opts[j]
            cards = list(self.unseen_by_suit[i])
            rng.shuffle(cards)
            at = 0
            for h, x in zip(self.holders, k):
                hands[h].extend(cards[at:at + x])
                at += x
            caps = tuple(c - x for c, x in zip(caps, k))
        for h in hands:
            hands[h].sort()
        return hands

    def rebuild(self, hands: Dict[int, List[int]]):
        """The state with this deal: chance outcomes, then the real bids and
        plays."""
        P = self.players
        dealt = {p: self.played[p] + hands[p] for p in range(P) if p != self.player}
        dealt[self.player] = self.own
        world = self.game.new_initial_state()
        for a in self.prefix:
            world.apply_action(a)
        for k in range(self.ndeal):
            world.apply_action(dealt[k % P][k // P])
        world.apply_action(self.trump)
        for a in self.rest:
            world.apply_action(a)
        return world


def _bisect_right(cum: Sequence[int], r: int) -> int:
    lo, hi = 0, len(cum)
    while lo < hi:
        mid = (lo + hi) // 2
        if cum[mid] <= r:
            lo = mid + 1
        else:
            hi = mid
    return lo

