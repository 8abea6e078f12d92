"""What the head-to-head scripts in this folder share: Wilson's interval and
a side's summary over per-game results.

A result is a dict with "lineup" (per seat, "br" for Boardroom or "os" for
OpenSpiel), "shares" and "points" per seat, and "times": per side, [seconds
thinking, decisions with more than one legal action]."""

from __future__ import annotations

import json
import math


def wilson(p: float, n: int, z: float = 1.96):
    if n == 0:
        return (0.0, 1.0)
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def side(results, players: int, who: str) -> dict:
    """Side `who`'s mean share of the win over every seat it held (Wilson
    95%), its mean points and its time per decision."""
    sh = [r["shares"][s] for r in results for s in range(players) if r["lineup"][s] == who]
    pts = [r["points"][s] for r in results for s in range(players) if r["lineup"][s] == who]
    t = sum(r["times"][who][0] for r in results)
    n = sum(r["times"][who][1] for r in results)
    p = sum(sh) / len(sh)
    lo, hi = wilson(p, len(sh))
    return {"share": round(p, 4), "ci95": [round(lo, 4), round(hi, 4)],
            "seat_games": len(sh), "mean_points": round(sum(pts) / len(pts), 3),
            "ms_per_decision": round(1000 * t / max(n, 1), 3),
            "thinking_seconds_per_game": round(t / max(len(results), 1), 3)}


def mean_points_by_lineup(results, players: int) -> dict:
    """Mean points of each side in games where Boardroom held one seat, and
    in games where OpenSpiel held one: a side's strength should not hinge
    on it."""
    out = {}
    for alone, name in (("br", "boardroom_alone"), ("os", "openspiel_alone")):
        rs = [r for r in results if r["lineup"].count(alone) == 1]
        out[name] = {
            who: round(sum(r["points"][s] for r in rs for s in range(players) if r["lineup"][s] == who)
                       / max(1, sum(1 for r in rs for s in range(players) if r["lineup"][s] == who)), 3)
            for who in ("br", "os")}
        out[name]["games"] = len(rs)
    return out


def emit(out: dict, path=None) -> None:
    """Prints the result as JSON, and writes it to `path` when given."""
    text = json.dumps(out, indent=2)
    print(text)
    if path:
        with open(path, "w") as f:
            f.write(text + "\n")


def play_all(play, tasks, jobs: int = 1, progress: bool = True, every: int = 10):
    """Plays `play(task)` for every task, in `jobs` processes, printing
    progress to stderr every `every` games. Returns (results, wall seconds)."""
    import multiprocessing as mp
    import sys
    import time

    results = []
    t0 = time.time()
    pool = None if jobs == 1 else mp.Pool(jobs)
    it = map(play, tasks) if pool is None else pool.imap_unordered(play, tasks)
    games = len(tasks)
    for r in it:
        results.append(r)
        if progress and (len(results) % every == 0 or len(results) == games):
            el = time.time() - t0
            print(f"  {len(results)}/{games} games, {el:.0f}s, ~{el / len(results) * (games - len(results)):.0f}s left",
                  file=sys.stderr, flush=True)
    if pool is not None:
        pool.close()
    return results, time.time() - t0


def share_ratio(sides: dict):
    """Boardroom's share over OpenSpiel's (None when OpenSpiel won nothing)."""
    os_share = sides["os"]["share"]
    return round(sides["br"]["share"] / os_share, 3) if os_share > 0 else None


def lineups(players: int):
    """Who holds each seat, per game of a deal: with two players each side
    first once; with more, each side alone in every seat."""
    if players == 2:
        return [["br", "os"], ["os", "br"]]
    alone = [[("br" if t == s else "os") for t in range(players)] for s in range(players)]
    return alone + [[("os" if t == s else "br") for t in range(players)] for s in range(players)]
