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
