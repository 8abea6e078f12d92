"""Every game as a pyspiel game: OpenSpiel's own consistency checks at every
player count, its ISMCTS bot through a whole game of each, its MCTS bot,
and rl_environment agents."""

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")
from open_spiel.python import rl_environment  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

import boardroom as br  # noqa: E402
from boardroom import openspiel as bos  # noqa: E402
from conftest import GAME_COUNTS, GAME_IDS  # noqa: E402


@pytest.mark.parametrize("game_id,players", GAME_COUNTS)
def test_openspiel_consistency_checks(game_id, players):
    game = bos.load(game_id, players=players, deals=64)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_ismcts_bot_plays_a_full_game(game_id):
    players = br.game_info(game_id)["min_players"]
    game = bos.load(game_id, players=players, deals=64)
    state = game.new_initial_state()
    state.apply_action(7)  # the deal
    bot = ismcts.ISMCTSBot(game, bos.RolloutEvaluator(1, 1), 2.0, 8, random_state=np.random.RandomState(2))
    moves = 0
    while not state.is_terminal():
        state.apply_action(bot.step(state))
        moves += 1
    assert moves > 0 and abs(sum(state.returns()) - 1) < 1e-9


def test_resample_keeps_the_information_state():
    game = bos.load("vendors", players=4, deals=16)
    state = game.new_initial_state()
    state.apply_action(3)
    for _ in range(12):
        state.apply_action(state.legal_actions()[0])
    p = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    worlds = [state.resample_from_infostate(p, sampler) for _ in range(3)]
    for w in worlds:
        assert w.information_state_string(p) == state.information_state_string(p)
        assert w.observation_tensor(p) == state.observation_tensor(p)
        assert w.legal_actions() == state.legal_actions()
    # What the player cannot see (deck orders, hidden hands) is redrawn.
    assert all(w.native != state.native for w in worlds)


@pytest.mark.parametrize("game_id", ["vendors", "oh-hell", "spiel-des-jahres"])
def test_information_state_is_the_observation_and_the_seats_record(game_id):
    # The record is kept as actions are applied (not joined per call): at
    # every step, in clones and in resampled worlds, each seat's string is
    # its observation, then every action as it saw it: the id, or h<mover>
    # for what was hidden from it.
    game = bos.load(game_id, players=3, deals=16)
    state = game.new_initial_state()
    state.apply_action(5)
    rng = np.random.RandomState(4)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    hidden = 0
    for _ in range(60):
        if state.is_terminal():
            break
        for p in range(3):
            record = " ".join(str(v[p]) if v[p] is not None else f"h{m}" for m, v in state.seen)
            want = f"{state.native.observation_json(p)}\n{record}"
            assert state.information_state_string(p) == want
            assert state.clone().information_state_string(p) == want
            hidden += sum(1 for _, v in state.seen if v[p] is None)
        mover = state.current_player()
        world = state.resample_from_infostate(mover, sampler)
        assert world.information_state_string(mover) == state.information_state_string(mover)
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert len(state.seen) > 10
    if game_id != "oh-hell":
        assert hidden > 0, "a hidden action shows as h<mover>"


def test_mcts_bot_plays_oh_hell():
    game = bos.load("oh-hell", deals=16)
    state = game.new_initial_state()
    state.apply_action(1)
    bot = mcts.MCTSBot(game, 2.0, 20, bos.RolloutEvaluator(1, 3), random_state=np.random.RandomState(3))
    while not state.is_terminal():
        state.apply_action(bot.step(state))
    assert abs(sum(state.returns()) - 1) < 1e-9


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rl_environment_runs_random_agents(game_id):
    info = br.game_info(game_id)
    env = rl_environment.Environment(bos.load(game_id, players=info["min_players"], deals=16), seed=1)
    rng = np.random.default_rng(0)
    step = env.reset()
    assert len(step.observations["info_state"][0]) == info["observation_tensor_size"]
    while not step.last():
        p = step.observations["current_player"]
        step = env.step([int(rng.choice(step.observations["legal_actions"][p]))])
    assert abs(sum(step.rewards) - 1) < 1e-9


def test_the_deal_is_the_only_chance_node():
    game = bos.load("crafters", players=3, deals=8, seed=5)
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 8
    a, b = state.child(2), state.child(2)
    assert str(a) == str(b) and str(a) != str(state.child(3))
    assert not a.is_chance_node()


# --- Fast Play's exact resampler (FastPlayResampler) and the head to head
# with OpenSpiel's Python ISMCTSBot (tools/openspiel/vs_python_bot.py).

import importlib.util  # noqa: E402
import itertools  # noqa: E402
import math  # noqa: E402
import pathlib  # noqa: E402
from collections import Counter  # noqa: E402

REGIONS = 12


def _placements_by_counting():
    """Fast Play's complete placements from the rules alone (F1): two large
    and three small DCs, each size in region order, at most 3 DCs of the
    seat in one region; as action ids (large 12 + region, small region)."""
    out = set()
    for large in itertools.combinations_with_replacement(range(REGIONS), 2):
        for small in itertools.combinations_with_replacement(range(REGIONS), 3):
            counts = Counter(large + small)
            if max(counts.values()) <= 3:
                out.add(tuple(REGIONS + r for r in large) + small)
    return out


def _chi_square_p(counts, expected):
    """Upper tail of Pearson's chi-square (Wilson-Hilferty)."""
    x = sum((c - e) ** 2 / e for c, e in zip(counts, expected))
    k = len(counts) - 1
    z = ((x / k) ** (1 / 3) - (1 - 2 / (9 * k))) / math.sqrt(2 / (9 * k))
    return 0.5 * math.erfc(z / math.sqrt(2))


def _fastplay_position(actions):
    game = bos.load("emergent-fastplay", players=2, deals=16)
    state = game.new_initial_state()
    state.apply_action(3)
    for a in actions:
        state.apply_action(a)
    return state


# Round 0 as both seats placed it; then round 1 under way.
ROUND_0 = [13, 20, 0, 5, 5, 15, 15, 1, 1, 9]


def test_fastplay_placements_are_every_legal_sequence():
    full = bos.FastPlayResampler.sequences(5)
    assert len(full) == len(set(full)) == 28116
    assert set(full) == _placements_by_counting()
    # A seat part way through has placed a prefix of a complete placement,
    # and every prefix of one is legal.
    for k in range(5):
        assert set(bos.FastPlayResampler.sequences(k)) == {s[:k] for s in full}


def test_fastplay_resampler_draws_every_consistent_state_equally():
    # Seat 0 has placed its two large DCs of round 1; seat 1 (not to move)
    # cannot tell any two legal pairs apart: 78 consistent states.
    state = _fastplay_position(ROUND_0 + [14, 22])
    resample = bos.FastPlayResampler(seed=11)
    pairs = bos.FastPlayResampler.sequences(2)
    n = 200 * len(pairs)
    counts = Counter()
    for _ in range(n):
        w = resample(state, 1)
        assert w.information_state_string(1) == state.information_state_string(1)
        assert w.native.observation(1) == state.native.observation(1)
        pl = w.native.observation(0)["placements"][0]
        counts[tuple(REGIONS + r for r in pl["regions"][: pl["n"]])] += 1
    assert set(counts) == set(pairs)  # each appears, nothing else does
    assert _chi_square_p([counts[p] for p in pairs], [n / len(pairs)] * len(pairs)) > 0.001
    # Resampled for seat 0, nothing is hidden: its own DCs stay, seat 1 has
    # placed none this round, and round 0 was revealed.
    w = resample(state, 0)
    for s in (0, 1):
        assert w.information_state_string(s) == state.information_state_string(s)


def test_fastplay_resampler_is_uniform_over_placements_for_the_deciding_seat():
    # Seat 1 to move in round 1 with seat 0's five DCs face down: 28,116
    # consistent states, one per placement of seat 0, each drawn with
    # probability 1/28,116. Too many to count each here, so the check is
    # on the large pair, whose exact law is the share of placements with it.
    # The engine's own `determinize` (Boardroom's search) passes it too.
    state = _fastplay_position(ROUND_0 + [14, 22, 2, 7, 11, 16])
    assert state.current_player() == 1
    full = bos.FastPlayResampler.sequences(5)
    law = Counter(s[:2] for s in full)
    pairs = sorted(law)
    n = 12000
    resample = bos.FastPlayResampler(seed=5)
    own = state.native.observation(1)["placements"][1]
    legal = set(full)
    exact, engine = Counter(), Counter()
    for i in range(n):
        w = resample(state, 1)
        assert w.information_state_string(1) == state.information_state_string(1)
        assert w.native.observation(1)["placements"][1] == own
        pl = w.native.observation(0)["placements"][0]
        assert pl["n"] == 5
        seq = tuple(REGIONS + r for r in pl["regions"][:2]) + tuple(pl["regions"][2:])
        assert seq in legal
        exact[seq[:2]] += 1
        d = state.native.determinize(1, seed=i).observation(0)["placements"][0]
        engine[tuple(REGIONS + r for r in d["regions"][:2])] += 1
    expected = [n * law[p] / len(full) for p in pairs]
    assert _chi_square_p([exact[p] for p in pairs], expected) > 0.001
    assert _chi_square_p([engine[p] for p in pairs], expected) > 0.001


def _vs_python_bot():
    path = pathlib.Path(__file__).resolve().parents[2] / "tools" / "openspiel" / "vs_python_bot.py"
    spec = importlib.util.spec_from_file_location("vs_python_bot", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_vs_python_bot_plays_two_games():
    vs = _vs_python_bot()
    out = vs.run(2, seed=3, spec="ismcts:iters=40,c=0.5", os_iters=10, progress=False)
    assert out["games"] == 2 and out["boardroom"]["spec"] == "ismcts:iters=40,c=0.5"
    assert abs(out["boardroom"]["share"] + out["openspiel"]["share"] - 1) < 1e-9
    assert out["by_seat"]["boardroom_in_seat_0"]["games"] == 1
    assert out["boardroom"]["seat_games"] == out["openspiel"]["seat_games"] == 2
    assert "FastPlayResampler" in out["openspiel"]["bot"]
    # The spec reaches the engine unchanged: a net file is read from its path.
    with pytest.raises(br.BoardroomError, match="no-such.brnet"):
        br.Ai("emergent-fastplay", "ismcts:iters=10,net=/nonexistent/no-such.brnet,prior=1,value=0")


def test_vs_python_bot_plays_any_game_with_every_lineup():
    vs = _vs_python_bot()
    # Three players: each side alone in every seat, one deal for all six games.
    order = vs.lineups(3)
    assert len(order) == 6 and sorted(map(tuple, order)) == sorted(set(map(tuple, order)))
    assert all(sorted(lineup) in (["br", "os", "os"], ["br", "br", "os"]) for lineup in order)
    out = vs.run(6, seed=4, spec="ismcts:iters=20", os_iters=5, progress=False, game="vendors", players=3)
    assert out["game"] == "vendors" and out["players"] == 3
    assert out["boardroom"]["seat_games"] == out["openspiel"]["seat_games"] == 9
    assert abs(out["boardroom"]["share"] * 9 + out["openspiel"]["share"] * 9 - 6) < 1e-3  # shares rounded to 4 places
    assert out["mean_points_by_lineup"]["boardroom_alone"]["games"] == 3
    assert out["mean_points_by_lineup"]["openspiel_alone"]["games"] == 3
    # Outside Fast Play the bot draws its worlds from the engine's determinize.
    assert "the engine's determinize" in out["openspiel"]["bot"]
