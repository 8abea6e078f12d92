"""Boardroom's AI against OpenSpiel's Python ISMCTSBot on any Boardroom game, head to head.

usage: tools/openspiel/run vs-python-bot [--game ID] [--players N]
                                        [--games N] [--seed S] [--spec SPEC]
                                        [--os-iters N] [--uct C]
                                        [--evaluator openspiel|rust]
                                        [--jobs J] [--json FILE]

A Boardroom game (`--game`, default two-player `emergent-fastplay`) played
through the package's pyspiel registration (`boardroom.openspiel`,
`boardroom_<id>`): Boardroom's seats against seats of OpenSpiel's own Python
`ISMCTSBot` (open_spiel.python.algorithms.ismcts:
one random rollout per leaf, UCT constant `--uct`, unlimited world samples,
information-state keys, final policy MAX_VISIT_COUNT), the other Boardroom's
AI from the agent spec `--spec`, passed to `boardroom.Ai` unchanged (so
`ismcts:iters=1000,net=FILE,prior=1,value=0` loads that net), one thread,
told every action for tree reuse.

The bot's worlds: in Fast Play from `boardroom.openspiel.FastPlayResampler`
(through `set_resampler`): every state consistent with the deciding seat's
information with equal probability (python/tests/test_openspiel.py shows
it). In the other games from the state's `resample_from_infostate`, the
engine's `determinize`: the same law of worlds Boardroom's own search draws
(docs/rules/<game>.md states each game's), so neither side sees more.

Every deal is played once per lineup: with two players Boardroom first,
then OpenSpiel first; with more, Boardroom alone in each seat against
OpenSpiel's bots, then OpenSpiel alone in each seat (2 x players games a
deal). Fast Play has no chance, so every deal is the same opening position;
the games differ by the bots' seeds (both searches are randomized). A
side's result is its share of the win (ties split), averaged over the seats
it held with a Wilson 95% interval; mean points are the rules' points.

--evaluator rust swaps OpenSpiel's `RandomRolloutEvaluator` (a Python call per
action) for `boardroom.openspiel.RolloutEvaluator` (the same uniformly random
playouts, run in Rust): same bot, faster.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

import boardroom as br
from boardroom import openspiel as bos

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import headtohead  # noqa: E402  (this folder)

GAME = "emergent-fastplay"
PLAYERS = 2
DEFAULT_SPEC = "ismcts:iters=1000"


def resampler_name(game_id: str) -> str:
    return "FastPlayResampler" if game_id == "emergent-fastplay" else "the engine's determinize"


def openspiel_bot(game, seed: int, iters: int, uct: float, evaluator: str):
    if evaluator == "rust":
        ev = bos.RolloutEvaluator(1, seed)
    else:
        ev = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
    bot = ismcts.ISMCTSBot(game, ev, uct, iters,
                           max_world_samples=ismcts.UNLIMITED_NUM_WORLD_SAMPLES,
                           random_state=np.random.RandomState(seed + 1),
                           final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
                           use_observation_string=False)
    if game.game_id == "emergent-fastplay":
        bot.set_resampler(bos.FastPlayResampler(seed + 2))
    return bot


def shares(points):
    best = max(points)
    winners = sum(1 for p in points if p == best)
    return [1.0 / winners if p == best else 0.0 for p in points]


def play(args) -> dict:
    """One game: `lineup[s]` is 'br' or 'os'. Returns results and timings."""
    game_id, game_no, deal, lineup, spec, os_iters, uct, evaluator, seed = args
    game = bos.load(game_id, players=len(lineup))
    st = game.new_initial_state()
    st.apply_action(deal)
    base = seed * 1_000_003 + game_no * 101
    bots = {}
    for s, who in enumerate(lineup):
        if who == "br":
            bots[s] = br.Ai(game_id, spec, seed=base + s)
        else:
            bots[s] = openspiel_bot(game, base + 10 * (s + 1), os_iters, uct, evaluator)
    times = {"br": [0.0, 0], "os": [0.0, 0]}
    while not st.is_terminal():
        seat = st.current_player()
        legal = st.legal_actions()
        t0 = time.perf_counter()
        if lineup[seat] == "br":
            a = bots[seat].choose(st.native)
        else:
            a = int(bots[seat].step(st))
        dt = time.perf_counter() - t0
        if len(legal) > 1:  # both sides answer a forced move at once
            times[lineup[seat]][0] += dt
            times[lineup[seat]][1] += 1
        assert a in legal, f"game {game_no}: {lineup[seat]} chose {a}, not legal"
        for s, who in enumerate(lineup):
            if who == "br":
                bots[s].observe(st.native, a)
        st.apply_action(a)
    points = [float(x) for x in st.native.scores()]
    return {"game": game_no, "deal": deal, "lineup": lineup, "points": points,
            "shares": [float(x) for x in st.returns()], "times": times}


lineups = headtohead.lineups


def run(games: int, seed: int, spec: str, os_iters: int, uct: float = 2.0,
        evaluator: str = "openspiel", jobs: int = 1, progress: bool = True,
        game: str = GAME, players: int = PLAYERS) -> dict:
    order = lineups(players)
    # Duplicate deals: each run of len(order) games shares a deal.
    tasks = [(game, i, (seed * 7919 + i // len(order)) % bos.DEALS, order[i % len(order)], spec, os_iters,
              uct, evaluator, seed)
             for i in range(games)]
    results, wall = headtohead.play_all(play, tasks, jobs, progress, every=10)
    side = {who: headtohead.side(results, players, who) for who in ("br", "os")}
    by_seat = {}
    for s in range(players):
        rs = [r for r in results if r["lineup"][s] == "br"]
        by_seat[f"boardroom_in_seat_{s}"] = {
            "games": len(rs),
            "share": round(sum(r["shares"][s] for r in rs) / max(1, len(rs)), 4)}
    out = {"game": game, "players": players, "games": games, "seed": seed,
           "wall_seconds": round(wall, 1), "seconds_per_game": round(wall / max(games, 1), 3),
           "share_ratio": headtohead.share_ratio(side),
           "ties": sum(1 for r in results if max(r["shares"]) < 1),
           "by_seat": by_seat}
    if players > 2:
        out["mean_points_by_lineup"] = headtohead.mean_points_by_lineup(results, players)
    out["boardroom"] = {"spec": spec, **side["br"]}
    out["openspiel"] = {"bot": f"open_spiel.python.algorithms.ismcts.ISMCTSBot({evaluator} random rollout x1, "
                               f"uct_c={uct}, {os_iters} iterations, unlimited world samples, "
                               f"MAX_VISIT_COUNT, {resampler_name(game)})",
                        "iterations": os_iters, "evaluator": evaluator, **side["os"]}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", default=GAME, help="a Boardroom game id (default emergent-fastplay)")
    ap.add_argument("--players", type=int, default=PLAYERS)
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--spec", default=DEFAULT_SPEC,
                    help="Boardroom agent spec (docs/ai.md), passed through unchanged")
    ap.add_argument("--os-iters", type=int, default=1000)
    ap.add_argument("--uct", type=float, default=2.0)
    ap.add_argument("--evaluator", choices=["openspiel", "rust"], default="openspiel",
                    help="openspiel: OpenSpiel's RandomRolloutEvaluator (default); "
                         "rust: the same random playouts in Rust")
    ap.add_argument("--jobs", type=int, default=1, help="games in parallel (processes)")
    ap.add_argument("--json", help="also write the result here")
    a = ap.parse_args()
    out = run(a.games, a.seed, a.spec, a.os_iters, a.uct, a.evaluator, a.jobs, game=a.game, players=a.players)
    out["command"] = "tools/openspiel/run vs-python-bot " + " ".join(sys.argv[1:])
    headtohead.emit(out, a.json)


if __name__ == "__main__":
    main()
