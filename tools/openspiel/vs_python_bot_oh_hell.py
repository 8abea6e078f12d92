"""Boardroom's AI against OpenSpiel's Python ISMCTSBot on Oh Hell, head to head.

usage: tools/openspiel/run vs-python-bot-oh-hell [--games N] [--seed S] [--spec SPEC]
                                                [--os-iters N] [--uct C]
                                                [--jobs J] [--json FILE]

Three-seat Oh Hell as vs_ismcts.py plays it: each game deals a seeded
Boardroom `oh-hell` game and feeds the same deal to OpenSpiel's `oh_hell`
chance nodes (vs_ismcts.deal), and the two engines advance in lockstep.
Boardroom's seats are its AI from the agent spec `--spec` through the C ABI
(examples/python/boardroom_ctypes.py; one AI per seat, told every action for
tree reuse); OpenSpiel's seats are its own Python `ISMCTSBot`
(open_spiel.python.algorithms.ismcts: one random rollout per leaf,
`RandomRolloutEvaluator`, UCT constant `--uct`, unlimited world samples,
information-state keys, final policy MAX_VISIT_COUNT) whose worlds come
from `OhHellResampler` (oh_hell_resampler.py, through `set_resampler`):
every deal consistent with the deciding seat's information, voids included,
with equal probability (test_oh_hell_resampler.py shows it).

Seats rotate in vs_ismcts.py's cycles of six games on one deal: Boardroom
alone in seat 0, 1, 2 against two OpenSpiel bots, then OpenSpiel alone in
seat 0, 1, 2 against two Boardroom AIs. A seat's result is its share of the
win (ties split; even is 1/3), averaged over every seat a side held with a
Wilson 95% interval over those seat-games; the share ratio is Boardroom's
share over OpenSpiel's; mean points are the rules' points (OpenSpiel's
returns), also split by lineup.
"""

from __future__ import annotations

import argparse
import os
import sys

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import headtohead  # noqa: E402  (this folder)
import vs_ismcts  # noqa: E402  (the deal and the seat rotation)
from oh_hell_resampler import OhHellResampler  # noqa: E402

PLAYERS = vs_ismcts.PLAYERS
DEFAULT_SPEC = "ismcts:iters=1000"


def openspiel_bot(game, seed: int, iters: int, uct: float):
    ev = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
    bot = ismcts.ISMCTSBot(game, ev, uct, iters,
                           max_world_samples=ismcts.UNLIMITED_NUM_WORLD_SAMPLES,
                           random_state=np.random.RandomState(seed + 1),
                           final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
                           use_observation_string=False)
    bot.set_resampler(OhHellResampler(seed + 2))
    return bot


def play(args) -> dict:
    """One game: `lineup[s]` is 'br' or 'os'. Returns per-seat results and timings."""
    seed, lineup, spec, os_iters, uct = args
    game = pyspiel.load_game("oh_hell")

    def openspiel_seat(seat):
        return openspiel_bot(game, seed * 7 + seat + 1, os_iters, uct).step

    return vs_ismcts.play_game(game, seed, lineup, spec, openspiel_seat)


def run(games: int, seed: int, spec: str = DEFAULT_SPEC, os_iters: int = 1000, uct: float = 2.0,
        jobs: int = 1, progress: bool = True) -> dict:
    order = vs_ismcts.lineups()
    tasks = [(seed + i // 6, order[i % 6], spec, os_iters, uct) for i in range(games)]
    results, wall = headtohead.play_all(play, tasks, jobs, progress, every=6)
    side = {who: headtohead.side(results, PLAYERS, who) for who in ("br", "os")}
    return {"game": "oh_hell", "players": PLAYERS, "games": games, "first_seed": seed,
            "deals": len({r["seed"] for r in results}),
            "wall_seconds": round(wall, 1), "seconds_per_game": round(wall / max(games, 1), 3),
            "share_ratio": headtohead.share_ratio(side),
            "mean_points_by_lineup": headtohead.mean_points_by_lineup(results, PLAYERS),
            "boardroom": {"spec": spec, **side["br"]},
            "openspiel": {"bot": f"open_spiel.python.algorithms.ismcts.ISMCTSBot(random rollout x1, "
                                 f"uct_c={uct}, {os_iters} iterations, unlimited world samples, "
                                 f"MAX_VISIT_COUNT, OhHellResampler)",
                          "iterations": os_iters, **side["os"]}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1, help="first deal (game i plays deal seed + i // 6)")
    ap.add_argument("--spec", default=DEFAULT_SPEC,
                    help="Boardroom agent spec (docs/ai.md), passed through unchanged")
    ap.add_argument("--os-iters", type=int, default=1000)
    ap.add_argument("--uct", type=float, default=2.0)
    ap.add_argument("--jobs", type=int, default=1, help="games in parallel (processes)")
    ap.add_argument("--json", help="also write the result here")
    a = ap.parse_args()
    out = run(a.games, a.seed, a.spec, a.os_iters, a.uct, a.jobs)
    out["command"] = "tools/openspiel/run vs-python-bot-oh-hell " + " ".join(sys.argv[1:])
    headtohead.emit(out, a.json)


if __name__ == "__main__":
    main()
