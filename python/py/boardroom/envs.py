"""Boardroom games as PettingZoo and Gymnasium environments.

- `AECEnv(game, players)`: a PettingZoo AEC environment, every seat an
  agent (`player_0`, ...). Observations are dicts `{"observation": float32
  tensor (docs/tensors.md), "action_mask": int8 over every action id}`; the
  reward at the end is each seat's share of the win (ties split, summing to
  1), 0 before.
- `SeatEnv(game, players, seat, opponents)`: a Gymnasium environment for one
  seat, the others played by Boardroom's agents (`"heuristic"`, `"hard"`,
  `"ismcts:iters=200"`, ...), in Rust. Same observation dict and reward.
- `VectorSeatEnv(game, num_envs, ...)`: the same for many games at once,
  stepped in Rust (`boardroom.VecEnv`), as a Gymnasium `VectorEnv` with
  same-step autoreset.

An illegal action raises `BoardroomError` and changes nothing: use the mask.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Union

import gymnasium
import numpy as np
from gymnasium import spaces

import boardroom as br

Opponents = Union[str, Sequence[str]]


def _observation_space(info: dict) -> spaces.Dict:
    return spaces.Dict(
        {
            # Tensor fields lie in about [0, 1] but a few counts can pass 1
            # (docs/tensors.md), so the box is unbounded.
            "observation": spaces.Box(-np.inf, np.inf, (info["observation_tensor_size"],), np.float32),
            "action_mask": spaces.Box(0, 1, (info["num_actions"],), np.int8),
        }
    )


def _seed_from(seed: Optional[int], rng: np.random.Generator) -> int:
    return int(seed) if seed is not None else int(rng.integers(1 << 62))


try:
    from pettingzoo import AECEnv as _AECBase
except ImportError:  # pragma: no cover - PettingZoo is optional
    _AECBase = object


class AECEnv(_AECBase):
    """A Boardroom game as a PettingZoo AEC environment."""

    metadata = {"render_modes": ["ansi", "human"], "name": "boardroom_v0", "is_parallelizable": False}

    def __init__(self, game: str, players: Optional[int] = None, options: Optional[dict] = None, render_mode: Optional[str] = None):
        super().__init__()
        self.info = br.game_info(game)
        self.game_id = game
        self.options = dict(options or {})
        self.num_players = players or self.info["min_players"]
        # Fail at construction on a bad player count or option.
        br.Game(game, players=self.num_players, options=self.options)
        self.possible_agents = [f"player_{i}" for i in range(self.num_players)]
        self.metadata = {**self.metadata, "name": f"boardroom_{game.replace('-', '_')}_v0"}
        self.render_mode = render_mode
        self._obs_space = _observation_space(self.info)
        self._act_space = spaces.Discrete(self.info["num_actions"])
        self._rng = np.random.default_rng()
        self.state: Optional[br.Game] = None

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._act_space

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self.state = br.Game(self.game_id, players=self.num_players, seed=_seed_from(None, self._rng), options=self.options)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.agents[self.state.to_move]

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        seat = self.possible_agents.index(agent)
        mask = self.state.legal_mask() if self.state.to_move == seat else np.zeros(self.info["num_actions"], np.int8)
        return {"observation": self.state.observation_tensor(seat), "action_mask": mask}

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.state.apply(int(action))
        self._cumulative_rewards[agent] = 0.0
        if self.state.is_over:
            for a, r in zip(self.possible_agents, self.state.returns()):
                self.rewards[a] = r
                self.terminations[a] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.state.to_move]
        self._accumulate_rewards()
        if self.render_mode == "human":
            print(self.render())

    def render(self) -> Optional[str]:
        if self.render_mode is None or self.state is None:
            return None
        seat = self.state.to_move
        who = "over" if seat is None else f"player_{seat} to move"
        return f"{self.game_id}: {who}\n" + "\n".join(
            f"player_{s}: {self.state.observation_json(s)}" for s in range(self.num_players)
        )

    def close(self) -> None:
        pass


def aec_env(game: str, players: Optional[int] = None, **kwargs) -> AECEnv:
    """`AECEnv` wrapped in PettingZoo's order-enforcing wrapper."""
    from pettingzoo.utils import wrappers

    return wrappers.OrderEnforcingWrapper(AECEnv(game, players, **kwargs))


class SeatEnv(gymnasium.Env):
    """One seat of a Boardroom game as a Gymnasium environment, the other
    seats played by Boardroom agents in Rust."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        game: str,
        players: Optional[int] = None,
        seat: int = 0,
        opponents: Opponents = "heuristic",
        options: Optional[dict] = None,
        render_mode: Optional[str] = None,
    ):
        self.info = br.game_info(game)
        self.game_id, self.seat, self.opponents = game, seat, opponents
        self.players = players or self.info["min_players"]
        self.options = dict(options or {})
        self.observation_space = _observation_space(self.info)
        self.action_space = spaces.Discrete(self.info["num_actions"])
        self.render_mode = render_mode
        self._env = br.VecEnv(game, 1, self.players, seat, opponents, 0, 1, self.options)
        self._last = None

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        super().reset(seed=seed)
        obs, mask = self._env.reset(_seed_from(seed, self.np_random))
        self._last = (obs, mask)
        return {"observation": obs[0], "action_mask": mask[0]}, {}

    def step(self, action: int):
        # When the game ends the Rust side starts the next one at once;
        # `reset()` starts a fresh one anyway, as Gymnasium asks.
        obs, mask, reward, done = self._env.step(np.array([action], np.int64))
        self._last = (obs, mask)
        return {"observation": obs[0], "action_mask": mask[0]}, float(reward[0]), bool(done[0]), False, {}

    def render(self) -> Optional[str]:
        if self.render_mode != "ansi":
            return None
        g = self._env.game_state(0)
        return g.observation_json(self.seat)

    def action_masks(self) -> np.ndarray:
        """The legal-action mask (for libraries that ask the env for it)."""
        return self._last[1][0].astype(bool)


class VectorSeatEnv(gymnasium.vector.VectorEnv):
    """`num_envs` games stepped in Rust, one learner seat in each: a
    Gymnasium vector environment with same-step autoreset (the observation
    after `terminated` is the next game's first)."""

    metadata = {"autoreset_mode": gymnasium.vector.AutoresetMode.SAME_STEP}

    def __init__(
        self,
        game: str,
        num_envs: int,
        players: Optional[int] = None,
        seat: int = 0,
        opponents: Opponents = "heuristic",
        options: Optional[dict] = None,
        threads: int = 1,
    ):
        self.info = br.game_info(game)
        self.num_envs = num_envs
        players = players or self.info["min_players"]
        self._env = br.VecEnv(game, num_envs, players, seat, opponents, 0, threads, dict(options or {}))
        self.single_observation_space = _observation_space(self.info)
        self.single_action_space = spaces.Discrete(self.info["num_actions"])
        self.observation_space = gymnasium.vector.utils.batch_space(self.single_observation_space, num_envs)
        self.action_space = gymnasium.vector.utils.batch_space(self.single_action_space, num_envs)
        self._rng = np.random.default_rng()

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        obs, mask = self._env.reset(_seed_from(seed, self._rng))
        return {"observation": obs, "action_mask": mask}, {}

    def step(self, actions):
        obs, mask, rewards, done = self._env.step(np.asarray(actions, np.int64))
        return (
            {"observation": obs, "action_mask": mask},
            rewards,
            done,
            np.zeros(self.num_envs, bool),
            {},
        )


def register_gymnasium() -> List[str]:
    """Registers `boardroom/<id>-v0` for every game with Gymnasium (a
    `SeatEnv`; `gymnasium.make("boardroom/oh-hell-v0", opponents="hard")`).
    Done on import; returns the ids."""
    ids = []
    for info in br.games():
        env_id = f"boardroom/{info['id']}-v0"
        if env_id not in gymnasium.registry:
            gymnasium.register(id=env_id, entry_point="boardroom.envs:SeatEnv", kwargs={"game": info["id"]})
        ids.append(env_id)
    return ids


def legal_random_actions(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One uniformly random legal action per row of `masks`."""
    return np.array([rng.choice(np.flatnonzero(m)) for m in masks], np.int64)


register_gymnasium()

__all__: List[str] = ["AECEnv", "SeatEnv", "VectorSeatEnv", "aec_env", "legal_random_actions", "register_gymnasium"]
