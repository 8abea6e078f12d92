"""PettingZoo's api_test and seed_test for every game at every player count;
the Gymnasium single-seat and vectorized environments."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, seed_test  # noqa: E402

import boardroom as br  # noqa: E402
from boardroom import envs  # noqa: E402
from conftest import GAME_COUNTS  # noqa: E402


@pytest.mark.parametrize("game_id,players", GAME_COUNTS)
def test_pettingzoo_api_and_seed(game_id, players):
    api_test(envs.aec_env(game_id, players), num_cycles=60, verbose_progress=False)
    seed_test(lambda: envs.aec_env(game_id, players), num_cycles=60)


def test_aec_env_masks_and_rewards():
    env = envs.aec_env("oh-hell", 3)
    env.reset(seed=4)
    rng = np.random.default_rng(1)
    total = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        total[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        assert obs["action_mask"].sum() > 0
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert abs(sum(total.values()) - 1) < 1e-9


def test_seat_env_against_boardroom_agents():
    env = envs.SeatEnv("value-crafter", seat=2, opponents=["heuristic", "random", "easy"])
    obs, _ = env.reset(seed=3)
    assert env.observation_space.contains(obs)
    rng = np.random.default_rng(0)
    done, reward, steps = False, 0.0, 0
    while not done:
        a = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, done, trunc, _ = env.step(a)
        steps += 1
    assert 0.0 <= reward <= 1.0 and steps > 10
    again, _ = envs.SeatEnv("value-crafter", seat=2, opponents="heuristic").reset(seed=3)
    first, _ = envs.SeatEnv("value-crafter", seat=2, opponents="heuristic").reset(seed=3)
    assert np.array_equal(again["observation"], first["observation"])
    with pytest.raises(br.BoardroomError, match="not legal"):
        env.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))


def test_gymnasium_make_every_game():
    import gymnasium

    for info in br.games():
        env = gymnasium.make(f"boardroom/{info['id']}-v0", players=info["max_players"], opponents="random")
        obs, _ = env.reset(seed=1)
        assert env.observation_space.contains(obs)
        obs, reward, term, trunc, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        assert env.observation_space.contains(obs)


def test_vector_env_autoresets():
    env = envs.VectorSeatEnv("emergent-fastplay", 16, players=3, opponents="heuristic", threads=2)
    obs, _ = env.reset(seed=1)
    assert obs["observation"].shape == (16, br.game_info("emergent-fastplay")["observation_tensor_size"])
    rng = np.random.default_rng(2)
    ends = 0
    for _ in range(100):
        obs, rewards, term, trunc, _ = env.step(envs.legal_random_actions(obs["action_mask"], rng))
        ends += term.sum()
        assert obs["action_mask"].sum(axis=1).min() > 0  # a fresh game after each end
    assert ends >= 16
