"""OhHellResampler (oh_hell_resampler.py) draws every deal consistent with the
deciding seat's information with equal probability.

On small positions (late in a hand, or a small deck) every consistent deal
is found by brute force: every way to give the unseen cards to the other
seats and the stock, kept when the real bids and plays replay legally on it
and the seat's information state string is unchanged. The resampler's
count must equal that number, every sample must be one of those deals (so
the seat's own hand, every void and the history's legality hold), every
deal must appear and Pearson's chi-square against the uniform law must
pass; a resampler that deals seat by seat (each seat's cards uniform among
those it may hold, then the next seat's) keeps every constraint but is not
uniform, and must fail the same check.

Run: target/venv/bin/python -m pytest tools/openspiel/test_oh_hell_resampler.py
(scripts/test does, in the vs-openspiel step).
"""

from __future__ import annotations

import itertools
import math
import os
import random
import sys
from collections import Counter

import pytest

pyspiel = pytest.importorskip("pyspiel")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oh_hell_resampler import STOCK, OhHellResampler  # noqa: E402


# --- chi-square -------------------------------------------------------------

def _upper_gamma_q(a: float, x: float) -> float:
    """Q(a, x), the regularized upper incomplete gamma function (series
    below a + 1, Lentz's continued fraction above; Numerical Recipes 6.2)."""
    if x <= 0:
        return 1.0
    lg = math.lgamma(a)
    if x < a + 1:
        term = total = 1.0 / a
        n = a
        for _ in range(10000):
            n += 1
            term *= x / n
            total += term
            if abs(term) < abs(total) * 1e-15:
                break
        return max(0.0, 1.0 - total * math.exp(-x + a * math.log(x) - lg))
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 10000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        h *= d * c
        if abs(d * c - 1) < 1e-15:
            break
    return math.exp(-x + a * math.log(x) - lg) * h


def chi_square_p(counts, expected) -> float:
    """Pearson's chi-square upper tail, k - 1 degrees of freedom."""
    x = sum((c - e) ** 2 / e for c, e in zip(counts, expected))
    return _upper_gamma_q((len(counts) - 1) / 2, x / 2)


def test_chi_square_p_values():
    # Known quantiles: chi2(1) 3.841 -> 0.05; chi2(10) 23.209 -> 0.01;
    # chi2(100) 124.342 -> 0.05; chi2(2) x -> exp(-x/2).
    assert abs(_upper_gamma_q(0.5, 3.841459 / 2) - 0.05) < 1e-6
    assert abs(_upper_gamma_q(5, 23.209251 / 2) - 0.01) < 1e-6
    assert abs(_upper_gamma_q(50, 124.342113 / 2) - 0.05) < 1e-6
    for x in (0.1, 1.0, 7.0, 40.0):
        assert abs(_upper_gamma_q(1, x / 2) - math.exp(-x / 2)) < 1e-12


# --- positions and brute force ----------------------------------------------

def position(seed: int, tricks: int, cards_played: int, params=None):
    """A seeded deal of `tricks` tricks, random bids, then random legal
    cards until `cards_played` cards are on the table."""
    game = pyspiel.load_game("oh_hell", params or {})
    p = game.get_parameters()
    players, deck = p["players"], p["num_suits"] * p["num_cards_per_suit"]
    rng = random.Random(seed)
    st = game.new_initial_state()
    st.apply_action(tricks)
    st.apply_action(rng.randrange(players))
    cards = list(range(deck))
    rng.shuffle(cards)
    for c in cards[:players * tricks + 1]:
        st.apply_action(c)
    played = 0
    while played < cards_played:
        legal = st.legal_actions()
        a = rng.choice(legal)
        played += a < deck
        st.apply_action(a)
    assert not st.is_chance_node() and not st.is_terminal()
    return st


def public(state):
    """Public facts, found independently of the resampler: the deal's shape,
    who played which card, and the suits each seat failed to follow."""
    game = state.get_game()
    p = game.get_parameters()
    players, suits = p["players"], p["num_suits"]
    deck = suits * p["num_cards_per_suit"]
    hist = state.history()
    tricks = hist[0]
    ndeal = players * tricks
    replay = game.new_initial_state()
    for a in hist[:3 + ndeal]:
        replay.apply_action(a)
    played = {s: [] for s in range(players)}
    voids = {s: set() for s in range(players)}
    on_table = []
    for a in hist[3 + ndeal:]:
        seat = replay.current_player()
        if a < deck:
            if len(on_table) % players and a % suits != on_table[-(len(on_table) % players)] % suits:
                voids[seat].add(on_table[-(len(on_table) % players)] % suits)
            on_table.append(a)
            played[seat].append(a)
        replay.apply_action(a)
    return {"players": players, "suits": suits, "deck": deck, "tricks": tricks,
            "ndeal": ndeal, "hist": hist, "played": played, "voids": voids}


def held(state, info, player):
    """Per other seat, the cards it holds now in `state` (a deal's key)."""
    hist = state.history()
    P = info["players"]
    dealt = {s: set(hist[2 + k] for k in range(info["ndeal"]) if k % P == s) for s in range(P)}
    return tuple(frozenset(dealt[s] - set(info["played"][s])) for s in range(P) if s != player)


def consistent_deals(state, player):
    """Every deal `player` cannot tell from `state`, by brute force: each
    way to give the unseen cards to the other seats (as many as each still
    holds) and the stock, kept when the real history replays legally on it
    and `player`'s information state string is the same."""
    info = public(state)
    P, hist, tricks = info["players"], info["hist"], info["tricks"]
    own = [hist[2 + k] for k in range(info["ndeal"]) if k % P == player]
    trump = hist[2 + info["ndeal"]]
    seen = set(own) | {trump} | {c for cs in info["played"].values() for c in cs}
    unseen = [c for c in range(info["deck"]) if c not in seen]
    others = [s for s in range(P) if s != player]
    need = [tricks - len(info["played"][s]) for s in others]
    target = state.information_state_string(player)
    game = state.get_game()
    found = set()
    candidates = 0

    def assign(i, left, chosen):
        nonlocal candidates
        if i == len(others):
            candidates += 1
            hands = {player: own}
            for s, h in zip(others, chosen):
                hands[s] = info["played"][s] + sorted(h)
            world = game.new_initial_state()
            world.apply_action(hist[0])
            world.apply_action(hist[1])
            for k in range(info["ndeal"]):
                world.apply_action(hands[k % P][k // P])
            world.apply_action(trump)
            for a in hist[3 + info["ndeal"]:]:
                if a not in world.legal_actions():
                    return
                world.apply_action(a)
            if world.information_state_string(player) == target:
                found.add(tuple(frozenset(h) for h in chosen))
            return
        for h in itertools.combinations(left, need[i]):
            assign(i + 1, [c for c in left if c not in h], chosen + [h])

    assign(0, unseen, [])
    return found, candidates, info


def check_uniform(resampler, state, player, per_deal: int):
    """Draws per_deal * (number of consistent deals) samples; returns the
    deals, their sample counts and the chi-square p-value, asserting on the
    way that every sample is a consistent deal with the real history."""
    deals, candidates, info = consistent_deals(state, player)
    target = state.information_state_string(player)
    hist = info["hist"]
    tail = hist[3 + info["ndeal"]:]
    own = sorted(hist[2 + k] for k in range(info["ndeal"]) if k % info["players"] == player)
    n = per_deal * len(deals)
    counts = Counter()
    for _ in range(n):
        w = resampler(state, player)
        wh = w.history()
        assert wh[:2] == hist[:2] and wh[2 + info["ndeal"]] == hist[2 + info["ndeal"]]
        assert wh[3 + info["ndeal"]:] == tail
        assert sorted(wh[2 + k] for k in range(info["ndeal"]) if k % info["players"] == player) == own
        assert w.information_state_string(player) == target
        key = held(w, info, player)
        for s, cards in zip([s for s in range(info["players"]) if s != player], key):
            assert not any(c % info["suits"] in info["voids"][s] for c in cards), "void broken"
        assert key in deals, "not a consistent deal"
        counts[key] += 1
    order = sorted(deals, key=lambda d: sorted(map(sorted, d)))
    p = chi_square_p([counts[d] for d in order], [n / len(deals)] * len(deals))
    return deals, candidates, counts, p, info


class SeatBySeat:
    """A plausible but biased resampler: each other seat in turn gets its
    unseen cards uniformly from those it may hold (its voids respected),
    the stock the rest; redrawn when a later seat is left short. Every
    sample is consistent, but a seat dealt late is squeezed by the earlier
    ones' choices, so deals are not equally likely."""

    def __init__(self, seed: int):
        self._rng = random.Random(seed)
        self._exact = OhHellResampler(0)

    def __call__(self, state, player):
        pos = self._exact.position(state, player)
        unseen = sorted(c for cs in pos.unseen_by_suit for c in cs)
        while True:
            left = list(unseen)
            hands = {}
            for h, cap, allowed in zip(pos.holders, pos.caps, pos.allowed):
                options = [c for c in left if allowed[c % pos.suits]]
                if len(options) < cap:
                    break
                hands[h] = sorted(self._rng.sample(options, cap))
                left = [c for c in left if c not in hands[h]]
            else:
                return pos.rebuild(hands)


# Positions: (seed, tricks, cards played, game parameters), found by a
# seeded search for voids and a few hundred consistent deals; the test
# asserts the voids and counts it relies on.
LATE_16 = pytest.param(1, 16, 39, None, id="16-tricks-3-left")  # 160 of 1,680 splits; a void in each other seat
MID_TRICK = pytest.param(16, 16, 40, None, id="16-tricks-mid-trick")  # 124 of 560
STOCK_12 = pytest.param(0, 13, 36, None, id="13-tricks-last-trick")  # 1 card each, 12 in the stock: 53 of 182
SMALL_DECK = pytest.param(4, 3, 2, {"num_suits": 3, "num_cards_per_suit": 5},
                          id="15-card-deck-first-trick")  # 315 of 756
POSITIONS = [LATE_16, MID_TRICK, STOCK_12, SMALL_DECK]


@pytest.mark.parametrize("seed,tricks,cards_played,params", POSITIONS)
def test_every_consistent_deal_equally_likely(seed, tricks, cards_played, params):
    state = position(seed, tricks, cards_played, params)
    player = state.current_player()
    exact = OhHellResampler(seed=1)
    deals, candidates, counts, p, info = check_uniform(exact, state, player, per_deal=60)
    # The position is what it is meant to be: another seat has a void that
    # rules out some deals, and the count is the brute force's.
    assert any(info["voids"][s] for s in range(info["players"]) if s != player)
    assert 20 <= len(deals) < candidates
    assert exact.count(state, player) == len(deals)
    assert set(counts) == deals  # every deal appears, nothing else does
    assert p > 1e-3, f"chi-square p = {p:.3g} over {len(deals)} deals"


# Where seat-by-seat dealing is far from uniform (with one card a seat, or
# both seats void in the same suit, it is nearly or exactly uniform).
@pytest.mark.parametrize("seed,tricks,cards_played,params", [LATE_16, MID_TRICK])
def test_a_biased_resampler_fails_the_check(seed, tricks, cards_played, params):
    state = position(seed, tricks, cards_played, params)
    player = state.current_player()
    deals, _, counts, p, _ = check_uniform(SeatBySeat(seed=1), state, player, per_deal=60)
    assert set(counts) <= deals  # it breaks no constraint...
    assert p < 1e-6, f"chi-square p = {p:.3g}: the check did not catch the bias"  # ...only the law


def test_counts_match_brute_force_for_every_seat():
    # At one position, for the seat to move and the two others.
    state = position(11, 16, 40, None)
    resampler = OhHellResampler(seed=2)
    for player in range(3):
        deals, _, _ = consistent_deals(state, player)
        assert resampler.count(state, player) == len(deals)
        w = resampler(state, player)
        assert w.information_state_string(player) == state.information_state_string(player)


def test_bidding_and_a_whole_game_with_the_python_bot():
    # Early positions (nothing to enumerate): the hand and the history stay,
    # the other seats' cards do not; then OpenSpiel's Python ISMCTSBot with
    # this resampler plays a whole game.
    ismcts = pytest.importorskip("open_spiel.python.algorithms.ismcts")
    mcts = pytest.importorskip("open_spiel.python.algorithms.mcts")
    np = pytest.importorskip("numpy")
    state = position(3, 10, 0, None)
    player = state.current_player()
    resampler = OhHellResampler(seed=3)
    info = public(state)
    real = held(state, info, player)
    assert resampler.acceptance(state, player) == 1.0
    moved = sum(held(resampler(state, player), info, player) != real for _ in range(20))
    assert moved == 20
    game = state.get_game()
    bots = [ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, np.random.RandomState(s)), 2.0, 20,
                             random_state=np.random.RandomState(s + 10)) for s in range(3)]
    for b in bots:
        b.set_resampler(OhHellResampler(seed=4))
    while not state.is_terminal():
        a = int(bots[state.current_player()].step(state))
        assert a in state.legal_actions()
        state.apply_action(a)
    assert len(state.returns()) == 3


def test_holders_are_the_other_seats_and_the_stock():
    state = position(5, 16, 39, None)
    player = state.current_player()
    hands = OhHellResampler(seed=1).sample_hands(state, player)
    assert set(hands) == {s for s in range(3) if s != player} | {STOCK}
    assert len(hands[STOCK]) == 52 - 3 * 16 - 1
