"""Tournaments and balance sweeps on a local Ray cluster: the merged shards
equal the whole tournament in one process."""

import pytest

ray = pytest.importorskip("ray")

import boardroom as br  # noqa: E402
from boardroom import distributed as bd  # noqa: E402


@pytest.fixture(scope="module")
def cluster():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


def without_timing(report):
    return {**report, "agents": [{k: v for k, v in a.items() if k != "mean_decision_ms"} for a in report["agents"]]}


@pytest.mark.parametrize("game_id,seats", [
    ("oh-hell", ["heuristic", "random", "ismcts:iters=20"]),
    ("vendors", ["heuristic", "random", "random", "random"]),
])
def test_sharded_tournament_equals_the_whole(cluster, game_id, seats):
    whole = br.arena(game_id, seats, 12, seed=7)
    for shards in (1, 5):
        merged = bd.arena(game_id, seats, 12, seed=7, shards=shards)
        assert without_timing(merged) == without_timing(whole)
    assert set(whole) == {"game", "players", "games", "agents"}
    assert list(whole["agents"][0]) == ["spec", "win_share", "ci95", "expected_win_share", "expected_ci95",
                                        "mean_score", "sd_score", "mean_decision_ms"]


def test_balance_sweep(cluster):
    sweep = bd.balance("emergent-fastplay", players=[2, 3], agent="heuristic", games=6,
                       options={"rounds": ["3", "4"]}, seed=1)
    assert [(e["players"], e["options"]) for e in sweep] == [
        (2, {"rounds": "3"}), (2, {"rounds": "4"}), (3, {"rounds": "3"}), (3, {"rounds": "4"})]
    for e in sweep:
        assert e["games"] == 6 and len(e["seats"]) == e["players"]
        assert abs(sum(s["win_share"] for s in e["seats"]) - 1) < 1e-9
        assert sum(s["games"] for s in e["seats"]) == 6 * e["players"]
        # The per-agent part is the arena form of the same games.
        whole = br.arena("emergent-fastplay", ["heuristic"] * e["players"], 6, seed=1, options=e["options"])
        assert without_timing({k: e[k] for k in whole}) == without_timing(whole)


def test_balance_records_on_ray_merge_into_the_cli_report(cluster, tmp_path):
    import json
    import os
    import subprocess

    seats = ["heuristic", "random", "heuristic"]
    whole = br.balance_records("vendors", seats, 5, 0, 9)
    sharded = bd.balance_records("vendors", seats, games=9, seed=5, shards=4)
    assert sharded == whole
    assert [r["game"] for r in whole] == list(range(9))
    assert {"decisions", "turns", "end", "kinds", "agent"} <= set(whole[0])
    assert 1 <= whole[0]["turns"] <= whole[0]["decisions"]
    path = tmp_path / "shards.jsonl"
    bd.write_records(str(path), sharded)
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    cli = os.environ.get("BOARDROOM_CLI", str(root / "target" / "release" / "boardroom"))

    def report(*extra):
        out = subprocess.run([cli, "balance", "vendors", "--players", "3", "--out", str(tmp_path / "r"),
                              "--json", *extra], check=True, capture_output=True, text=True).stdout
        r = json.loads(out)
        r.pop("elapsed_seconds")
        return r

    assert report("--merge", str(path)) == report("--games", "9", "--seed", "5", "--seats", ",".join(seats))
    with pytest.raises(br.BoardroomError):
        bd.balance_records("vendors", seats, games=0)
    with pytest.raises(br.BoardroomError):
        br.balance_records("vendors", ["heuristic", "nobody"], 1, 0, 2)
