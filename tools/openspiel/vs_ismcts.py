"""Boardroom's AI against OpenSpiel's ISMCTSBot on Oh Hell, head to head.

usage: tools/openspiel/run vs-ismcts [--games N] [--seed S] [--spec SPEC]
                                    [--os-iters N | --equal-time] [--uct C]
                                    [--jobs J] [--json FILE]

Each game deals a seeded Boardroom `oh-hell` game and feeds the same deal to
OpenSpiel's `oh_hell` chance nodes (as the differential test does); the two
engines then advance in lockstep, every decision taken by the seat's bot:
Boardroom's AI through its C ABI (examples/python/boardroom_ctypes.py, one AI per
seat, told every action for tree reuse, one thread), or OpenSpiel 2's
`pyspiel.ISMCTSBot` (random-rollout evaluator with one rollout, UCT constant
`--uct`, unlimited world samples, information-state keys, final policy
MAX_VISIT_COUNT).

Seats rotate in cycles of six games on one deal: Boardroom alone in seat 0,
1, 2 against two OpenSpiel bots, then OpenSpiel alone in seat 0, 1, 2
against two Boardroom AIs. A seat's result is its share of the win (ties
split); even is 1/3. Shares are averaged over every seat a side held, with
a Wilson 95% interval over those seat-games (as issue 14 reported them);
mean points are the rules' points (OpenSpiel's returns).

--equal-time first plays two short probe matches and scales OpenSpiel's
iterations by the ratio of the two sides' measured times per decision, so
that OpenSpiel thinks as long per decision as Boardroom; the probes and the
whole run's measured means are in the JSON.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import random
import sys
import time

import boardroom_ctypes as br  # examples/python, on PYTHONPATH from tools/openspiel/run
import pyspiel

import headtohead  # this folder

PLAYERS = 3


def cards(card_set) -> list:
    if isinstance(card_set, int):
        return [c for c in range(52) if card_set >> c & 1]
    return sorted(card_set)


def deal(game, seed: int):
    """Boardroom's game for `seed` and OpenSpiel's state at the same deal."""
    g = br.Game("oh-hell", PLAYERS, seed)
    obs = [json.loads(g.observation_json(s)) for s in range(PLAYERS)]
    hands = [cards(o["hands"][s]) for s, o in enumerate(obs)]
    st = game.new_initial_state()
    st.apply_action(obs[0]["tricks"])
    st.apply_action(obs[0]["dealer"])
    for k in range(PLAYERS * obs[0]["tricks"]):
        st.apply_action(hands[k % PLAYERS][k // PLAYERS])
    st.apply_action(obs[0]["trump"])
    assert not st.is_chance_node() and st.current_player() == g.to_move
    return g, st


def fair_resample(state, player, rng):
    """A state `player` cannot tell from `state`: the cards it has not seen
    dealt again uniformly among the other hands and the undealt stock,
    respecting the suits each seat has shown it lacks, then every bid and
    card replayed. OpenSpiel's own `oh_hell` ResampleFromInfostate deals the
    other hands only from the cards those hands really hold (measured: in a
    2-trick deal every sample gives seat 0 two of the opponents' four real
    cards, never an undealt one), so an ISMCTSBot handed the real state
    searches with knowledge no player has. Handing it this state instead
    leaves it only what it may know."""
    hist = state.history()
    tricks, dealer = hist[0], hist[1]
    ndeal = 3 * tricks
    deal = hist[2:2 + ndeal]; trump = hist[2 + ndeal]; rest = hist[3 + ndeal:]
    # who played what; voids
    s = state.get_game().new_initial_state()
    for a in hist[:3 + ndeal]: s.apply_action(a)
    played = [[] for _ in range(3)]; voids = [set() for _ in range(3)]
    plays = []
    for a in rest:
        p = s.current_player()
        if a < 52:
            k = len(plays); led = plays[3 * (k // 3)][1] if k % 3 else None
            if led is not None and a % 4 != led % 4: voids[p].add(led % 4)
            plays.append((p, a)); played[p].append(a)
        s.apply_action(a)
    own = [c for i, c in enumerate(deal) if i % 3 == player]
    seen = set(own) | {c for p in range(3) for c in played[p]} | {trump}
    unseen = [c for c in range(52) if c not in seen]
    need = {p: tricks - len(played[p]) for p in range(3) if p != player}
    for _ in range(100000):
        rng.shuffle(unseen)
        hands = {}; i = 0; ok = True
        for p in need:
            h = unseen[i:i + need[p]]; i += need[p]
            if any(c % 4 in voids[p] for c in h): ok = False; break
            hands[p] = h
        if ok: break
    else:
        raise RuntimeError("no consistent deal found")
    orig = {player: own}
    for p in need: orig[p] = played[p] + hands[p]
    t = state.get_game().new_initial_state(); t.apply_action(tricks); t.apply_action(dealer)
    cnt = [0, 0, 0]
    for i in range(ndeal):
        p = i % 3; t.apply_action(orig[p][cnt[p]]); cnt[p] += 1
    t.apply_action(trump)
    for a in rest: t.apply_action(a)
    assert t.information_state_string(player) == state.information_state_string(player)
    return t


def openspiel_bot(seed: int, iters: int, uct: float):
    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
    return pyspiel.ISMCTSBot(seed, evaluator, uct, iters, -1,
                             pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT, False, False)


def shares(points):
    best = max(points)
    winners = sum(1 for p in points if p == best)
    return [1.0 / winners if p == best else 0.0 for p in points]


def play(args) -> dict:
    """One game: `lineup[s]` is 'br' or 'os'. Returns per-seat results and timings."""
    seed, lineup, spec, os_iters, uct, view = args
    fair_rng = random.Random(seed * 1000 + 17)

    def openspiel_seat(seat):
        bot = openspiel_bot(seed * 7 + seat + 1, os_iters, uct)
        if view == "real":
            return bot.step
        return lambda st: bot.step(fair_resample(st, seat, fair_rng))

    return play_game(pyspiel.load_game("oh_hell"), seed, lineup, spec, openspiel_seat)


def play_game(game, seed: int, lineup, spec: str, openspiel_seat) -> dict:
    """One game of `game` (OpenSpiel's oh_hell) on deal `seed`: seat s is
    Boardroom's AI from `spec` when `lineup[s]` is 'br', else
    `openspiel_seat(s)`, a function from OpenSpiel's state to an action.
    Returns per-seat results and timings."""
    g, st = deal(game, seed)
    bots = {}
    for s, who in enumerate(lineup):
        if who == "br":
            bots[s] = br.Ai(g, spec=spec, seed=seed * 7 + s)
        else:
            bots[s] = openspiel_seat(s)
    times = {"br": [0.0, 0], "os": [0.0, 0]}
    while not st.is_terminal():
        seat = st.current_player()
        assert g.to_move == seat
        legal = g.legal_actions()
        t0 = time.perf_counter()
        if lineup[seat] == "br":
            a = bots[seat].choose(g, seat)
        else:
            a = int(bots[seat](st))
        dt = time.perf_counter() - t0
        if len(legal) > 1:  # both sides answer a forced move at once
            times[lineup[seat]][0] += dt
            times[lineup[seat]][1] += 1
        assert a in legal, f"seed {seed}: {lineup[seat]} chose {a}, not legal"
        for s, who in enumerate(lineup):
            if who == "br":
                bots[s].observe(g, seat, a)
        g.apply(seat, a)
        st.apply_action(a)
    points = [float(x) for x in st.returns()]
    assert points == g.scores(), f"seed {seed}: engines disagree on points"
    for s, who in enumerate(lineup):
        if who == "br":
            bots[s].free()
    g.free()
    return {"seed": seed, "lineup": lineup, "points": points,
            "shares": shares(points), "times": times}


def lineups():
    return headtohead.lineups(PLAYERS)


def run(games: int, seed: int, spec: str, os_iters: int, uct: float, jobs: int,
        progress: bool = True, view: str = "fair") -> dict:
    order = lineups()
    tasks = [(seed + i // 6, order[i % 6], spec, os_iters, uct, view) for i in range(games)]
    results = []
    t0 = time.time()
    with mp.Pool(jobs) as pool:
        for r in pool.imap_unordered(play, tasks):
            results.append(r)
            if progress and (len(results) % 30 == 0 or len(results) == games):
                el = time.time() - t0
                print(f"  {len(results)}/{games} games, {el:.0f}s, ~{el / len(results) * (games - len(results)):.0f}s left",
                      file=sys.stderr, flush=True)
    side = {who: headtohead.side(results, PLAYERS, who) for who in ("br", "os")}
    by_lineup = headtohead.mean_points_by_lineup(results, PLAYERS)
    return {"game": "oh_hell", "players": PLAYERS, "games": games, "first_seed": seed,
            "mean_points_by_lineup": by_lineup,
            "boardroom": {"spec": spec, **side["br"]},
            "openspiel": {"bot": f"ISMCTSBot(random rollout x1, uct_c={uct}, "
                                 f"{os_iters} iterations, unlimited world samples, MAX_VISIT_COUNT)",
                          "iterations": os_iters, "view": view, **side["os"]}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--spec", default="ismcts:preset=hard,threads=1",
                    help="Boardroom agent spec (docs/ai.md)")
    ap.add_argument("--os-iters", type=int, default=1000)
    ap.add_argument("--equal-time", action="store_true",
                    help="give OpenSpiel the iterations that take as long as Boardroom's decisions")
    ap.add_argument("--uct", type=float, default=2.0)
    ap.add_argument("--openspiel-view", choices=["fair", "real"], default="fair",
                    help="fair: OpenSpiel decides on a state redrawn from its own information "
                         "(default); real: on the real state, where its oh_hell resampler peeks")
    ap.add_argument("--jobs", type=int, default=1, help="games in parallel (processes)")
    ap.add_argument("--json", help="also write the result here")
    a = ap.parse_args()
    os_iters = a.os_iters
    calibration = None
    if a.equal_time:
        # Probe matches in the same conditions as the run (same jobs, same
        # kind of positions): scale OpenSpiel's iterations by the ratio of
        # the two sides' measured times per decision, twice.
        os_iters = 200
        probes = []
        for k in range(2):
            probe = run(18, a.seed + 100000 + k, a.spec, os_iters, a.uct, a.jobs, progress=False,
                        view=a.openspiel_view)
            br_ms = probe["boardroom"]["ms_per_decision"]
            os_ms = probe["openspiel"]["ms_per_decision"]
            probes.append({"openspiel_iterations": os_iters, "boardroom_ms_per_decision": br_ms,
                           "openspiel_ms_per_decision": os_ms})
            os_iters = max(1, round(os_iters * br_ms / max(os_ms, 1e-9)))
        calibration = {"probes": probes, "openspiel_iterations": os_iters}
        print(f"equal time: Boardroom {br_ms:.2f} ms/decision -> OpenSpiel {os_iters} iterations",
              file=sys.stderr)
    out = run(a.games, a.seed, a.spec, os_iters, a.uct, a.jobs, view=a.openspiel_view)
    if calibration:
        out["equal_time_calibration"] = calibration
    headtohead.emit(out, a.json)


if __name__ == "__main__":
    main()
