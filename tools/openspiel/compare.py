"""OpenSpiel's side of `tools/openspiel/run compare`, and the comparison.

usage: compare.py BOARDROOM_JSON SECONDS UCT SEEDS ITERS

BOARDROOM_JSON is the output of the `openspiel_compare` example (Boardroom's
figures). This measures the same work on OpenSpiel's `oh_hell` in the same
run and prints each figure and the ratio Boardroom / OpenSpiel:

- random playouts per second: `pyspiel.evaluate_bots` from the initial
  state (chance nodes included) with three uniform random bots, C++ all the
  way down; one Python call per game;
- ISMCTS iterations per second: `pyspiel.ISMCTSBot` (random-rollout
  evaluator with one rollout, the same UCT constant, unlimited world
  samples, information-state keys) stepping once from the first decision of
  the same deals Boardroom searched (read over Boardroom's C ABI and fed to
  OpenSpiel's chance nodes).
"""

from __future__ import annotations

import json
import sys
import time

import boardroom_ctypes as br  # examples/python, on PYTHONPATH from tools/openspiel/run
import pyspiel


def cards(card_set) -> list:
    """A card set from an observation: a list of ids (or a bit mask)."""
    if isinstance(card_set, int):
        return [c for c in range(52) if card_set >> c & 1]
    return sorted(card_set)


def first_decision(game, seed: int):
    """OpenSpiel's state at the first bid of Boardroom's deal for `seed`."""
    g = br.Game("oh-hell", 3, seed)
    obs = [json.loads(g.observation_json(s)) for s in range(3)]
    hands = [cards(o["hands"][s]) for s, o in enumerate(obs)]
    st = game.new_initial_state()
    st.apply_action(obs[0]["tricks"])
    st.apply_action(obs[0]["dealer"])
    for k in range(3 * obs[0]["tricks"]):
        st.apply_action(hands[k % 3][k // 3])
    st.apply_action(obs[0]["trump"])
    assert not st.is_chance_node() and st.current_player() == g.to_move
    g.free()
    return st, obs[0]["tricks"]


def main() -> None:
    ours = json.loads(open(sys.argv[1]).read())
    secs, uct = float(sys.argv[2]), float(sys.argv[3])
    seeds = [int(s) for s in sys.argv[4].split(",")]
    budgets = [int(s) for s in sys.argv[5].split(",")]
    game = pyspiel.load_game("oh_hell")

    bots = [pyspiel.make_uniform_random_bot(p, 1000 + p) for p in range(3)]
    n = 0
    t = time.perf_counter()
    while time.perf_counter() - t < secs:
        pyspiel.evaluate_bots(game.new_initial_state(), bots, n)
        n += 1
    theirs_playouts = n / (time.perf_counter() - t)

    deals = [first_decision(game, s) for s in seeds]
    print(f"oh-hell, 3 players, one thread; ISMCTS: SO, random rollouts, UCT c = {uct}, "
          f"first decision of seeds {seeds} (tricks {[t for _, t in deals]})")
    rows = [("random playouts/s", ours["playouts_per_sec"], theirs_playouts)]
    for i, n in enumerate(budgets):
        total = 0.0
        for (st, _), seed in zip(deals, seeds):
            evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
            bot = pyspiel.ISMCTSBot(seed, evaluator, uct, n, -1,
                                    pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
                                    False, False)
            t = time.perf_counter()
            bot.step(st)
            total += time.perf_counter() - t
        mine = next(r for r in ours["ismcts"] if r["iterations"] == n)
        rows.append((f"ISMCTS iterations/s at {n}", mine["iters_per_sec"],
                     n * len(seeds) / total))
    print(f"{'figure':<30} {'Boardroom':>14} {'OpenSpiel':>14} {'ratio':>9}")
    for name, a, b in rows:
        print(f"{name:<30} {a:>14,.0f} {b:>14,.0f} {a / b:>8.1f}x")
    print(json.dumps({"boardroom": ours, "openspiel": {
        "playouts_per_sec": rows[0][2],
        "ismcts": [{"iterations": n, "iters_per_sec": r[2]} for n, r in zip(budgets, rows[1:])],
    }, "ratios": {name: a / b for name, a, b in rows}}))


if __name__ == "__main__":
    main()
