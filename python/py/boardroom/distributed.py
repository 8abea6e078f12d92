"""Tournaments and balance sweeps as Ray tasks.

A tournament of `games` games is cut into shards of consecutive games; each
shard runs as one Ray task (`boardroom.arena_records`), seeding every game
exactly as the whole tournament in one process seeds it (game `k` from
`mix(seed, k)`, seats rotating with `k`), so the merged result equals
`boardroom.arena(...)` for the same seeds, whatever the shard count, except
`mean_decision_ms`, a timing. Results are the JSON form `boardroom arena
--json` prints (docs/python.md documents it and the balance form).

    import ray, boardroom.distributed as bd
    ray.init(num_cpus=2)                      # or ray.init(address="auto")
    bd.arena("oh-hell", ["heuristic", "random", "random"], games=300)
    bd.balance("vendors", players=[2, 3, 4], agent="heuristic", games=200)
    bd.write_records("shards.jsonl", bd.balance_records("vendors", ["heuristic"] * 3, games=2000))
    # then: boardroom balance vendors --players 3 --merge shards.jsonl
"""

from __future__ import annotations

import itertools
import json
from typing import Dict, Iterable, List, Optional, Sequence

import ray

import boardroom as br
from boardroom.stats import wilson95, mean_sd


@ray.remote
def _shard(game: str, seats: List[str], seed: int, start: int, count: int, options: Dict[str, str]) -> List[dict]:
    import boardroom

    return boardroom.arena_records(game, seats, seed, start, count, options)


def _ranges(games: int, shards: int) -> List[range]:
    shards = max(1, min(shards, games))
    cuts = [games * i // shards for i in range(shards + 1)]
    return [range(cuts[i], cuts[i + 1]) for i in range(shards)]


def records(game: str, seats: Sequence[str], games: int, seed: int = 0, shards: Optional[int] = None,
            options: Optional[dict] = None) -> List[dict]:
    """Every game record of the tournament, computed in `shards` Ray tasks
    (by default two per CPU of the cluster), in game order."""
    if games < 1:
        raise br.BoardroomError("a tournament needs at least one game")
    if shards is None:
        shards = 2 * int(ray.cluster_resources().get("CPU", 1))
    opts = {k: str(v) for k, v in (options or {}).items()}
    futures = [
        _shard.remote(game, list(seats), seed, r.start, len(r), opts) for r in _ranges(games, shards) if len(r)
    ]
    out: List[dict] = []
    for part in ray.get(futures):
        out.extend(part)
    return out


def arena(game: str, seats: Sequence[str], games: int, seed: int = 0, shards: Optional[int] = None,
          options: Optional[dict] = None) -> dict:
    """A seat-rotating tournament on Ray, reported as `boardroom arena --json`."""
    return br.arena_summary(game, list(seats), records(game, seats, games, seed, shards, options))


def seat_table(recs: Iterable[dict], players: int) -> List[dict]:
    """Results by seat (not by agent): win share with its 95% interval and
    score, for balance questions such as the first player's advantage."""
    by_seat: List[List[tuple]] = [[] for _ in range(players)]
    for r in recs:
        for agent, seat in enumerate(r["seats"]):
            by_seat[seat].append((r["returns"][agent], r["expected"][agent], r["scores"][agent]))
    table = []
    for seat, rows in enumerate(by_seat):
        share, _ = mean_sd([x[0] for x in rows])
        expected, _ = mean_sd([x[1] for x in rows])
        score, sd = mean_sd([x[2] for x in rows])
        table.append({
            "seat": seat,
            "games": len(rows),
            "win_share": share,
            "ci95": list(wilson95(share, len(rows))),
            "expected_win_share": expected,
            "expected_ci95": list(wilson95(expected, len(rows))),
            "mean_score": score,
            "sd_score": sd,
        })
    return table


def balance(game: str, players: Optional[Sequence[int]] = None, agent: str = "heuristic", games: int = 100,
            seed: int = 0, options: Optional[Dict[str, Sequence[str]]] = None, shards: Optional[int] = None) -> List[dict]:
    """A balance sweep: for every player count and every combination of the
    option values given (`options={"rounds": ["3", "4"]}`), a tournament of
    `agent` in every seat. Each entry is the arena JSON form plus `seed`,
    `options` (the values used) and `seats` (results by seat,
    `seat_table`). All tournaments of the sweep are sharded over Ray at once."""
    info = br.game_info(game)
    counts = list(players) if players else list(range(info["min_players"], info["max_players"] + 1))
    keys = list((options or {}).keys())
    combos = list(itertools.product(*[list(options[k]) for k in keys])) if keys else [()]
    if shards is None:
        shards = 2 * int(ray.cluster_resources().get("CPU", 1))
    jobs = []
    for n in counts:
        for combo in combos:
            opts = {k: str(v) for k, v in zip(keys, combo)}
            seats = [agent] * n
            futures = [_shard.remote(game, seats, seed, r.start, len(r), opts) for r in _ranges(games, shards) if len(r)]
            jobs.append((n, opts, seats, futures))
    out = []
    for n, opts, seats, futures in jobs:
        recs = [r for part in ray.get(futures) for r in part]
        entry = br.arena_summary(game, seats, recs)
        entry["seed"] = seed
        entry["options"] = opts
        entry["seats"] = seat_table(recs, n)
        out.append(entry)
    return out


@ray.remote
def _balance_shard(game: str, seats: List[str], seed: int, start: int, count: int,
                   options: Dict[str, str]) -> List[dict]:
    import boardroom

    return boardroom.balance_records(game, seats, seed, start, count, options)


def balance_records(game: str, seats: Sequence[str], games: int, seed: int = 1, shards: Optional[int] = None,
                    options: Optional[dict] = None) -> List[dict]:
    """Every game of a `boardroom balance` run (the CLI's default seed is 1),
    played in `shards` Ray tasks, as the records the CLI writes with
    `--records`, in game order. `write_records` saves them for
    `boardroom balance GAME --players N --merge FILE`, whose report then
    equals the one-process run's."""
    if games < 1:
        raise br.BoardroomError("a balance run needs at least one game")
    if shards is None:
        shards = 2 * int(ray.cluster_resources().get("CPU", 1))
    opts = {k: str(v) for k, v in (options or {}).items()}
    futures = [
        _balance_shard.remote(game, list(seats), seed, r.start, len(r), opts)
        for r in _ranges(games, shards)
        if len(r)
    ]
    return [r for part in ray.get(futures) for r in part]


def write_records(path: str, recs: Iterable[dict]) -> None:
    """Writes game records one JSON object per line (`--merge` reads them)."""
    with open(path, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r) + "\n")
