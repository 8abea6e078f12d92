"""Differential test of Boardroom's `oh-hell` against OpenSpiel's `oh_hell`.

Plays seeded random games through both engines action by action: Boardroom
through its C ABI (examples/python/boardroom_ctypes.py), OpenSpiel through pyspiel.
Boardroom draws the chance outcomes at setup (number of tricks, dealer, the
deal, the trump card); they are read from each seat's observation and fed to
OpenSpiel's chance nodes in OpenSpiel's order (tricks, dealer, cards to
seats 0, 1, 2, 0, ..., trump), each checked to be one of OpenSpiel's chance
outcomes. Then at every decision both must agree on the seat to move and the
legal action ids (identical ids, no mapping needed), and at the end
OpenSpiel's returns must equal Boardroom's scores (Boardroom's returns are
win shares; its scores are the rules' points, which OpenSpiel returns).

usage: tools/openspiel/run differential [GAMES] [FIRST_SEED]
"""

from __future__ import annotations

import json
import random
import sys

import boardroom_ctypes as br  # examples/python, on PYTHONPATH from tools/openspiel/run
import pyspiel


def cards(card_set) -> list:
    """A card set from an observation: a list of ids (or a bit mask)."""
    if isinstance(card_set, int):
        return [c for c in range(52) if card_set >> c & 1]
    return sorted(card_set)


def chance(state, outcome: int, what: str) -> None:
    assert state.is_chance_node(), f"OpenSpiel has no chance node for {what}"
    outcomes = {a for a, _ in state.chance_outcomes()}
    assert outcome in outcomes, f"{what} {outcome} is not an OpenSpiel chance outcome"
    state.apply_action(outcome)


def play(game, seed: int) -> int:
    g = br.Game("oh-hell", 3, seed)
    obs = [json.loads(g.observation_json(s)) for s in range(3)]
    tricks, dealer, trump = obs[0]["tricks"], obs[0]["dealer"], obs[0]["trump"]
    for o in obs:
        assert (o["tricks"], o["dealer"], o["trump"]) == (tricks, dealer, trump)
    hands = [cards(o["hands"][s]) for s, o in enumerate(obs)]
    for s, hand in enumerate(hands):
        assert len(hand) == tricks, f"seed {seed}: seat {s} holds {len(hand)} cards, not {tricks}"
    st = game.new_initial_state()
    chance(st, tricks, "number of tricks")
    chance(st, dealer, "dealer")
    for k in range(3 * tricks):
        chance(st, hands[k % 3][k // 3], f"card {k} of the deal")
    chance(st, trump, "trump card")

    rng = random.Random(seed)
    steps = 0
    while not st.is_terminal():
        assert not g.is_terminal, f"seed {seed} step {steps}: Boardroom ended first"
        seat = st.current_player()
        assert g.to_move == seat, f"seed {seed} step {steps}: to move {g.to_move} vs {seat}"
        ours, theirs = sorted(g.legal_actions()), sorted(st.legal_actions())
        assert ours == theirs, f"seed {seed} step {steps}: legal {ours} vs OpenSpiel {theirs}"
        a = rng.choice(ours)
        g.apply(seat, a)
        st.apply_action(a)
        steps += 1
    assert g.is_terminal, f"seed {seed}: OpenSpiel ended first"
    ours, theirs = g.scores(), st.returns()
    assert ours == theirs, f"seed {seed}: scores {ours} vs OpenSpiel returns {theirs}"
    g.free()
    return steps


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    game = pyspiel.load_game("oh_hell")
    assert game.num_players() == 3 and game.num_distinct_actions() == 70
    steps = sum(play(game, seed) for seed in range(first, first + games))
    print(f"differential oh-hell vs OpenSpiel oh_hell: {games} games, {steps} decisions, "
          f"same legal actions and returns (seeds {first}..{first + games - 1})")


if __name__ == "__main__":
    main()
