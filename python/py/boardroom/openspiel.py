"""Every Boardroom game as a complete OpenSpiel (pyspiel) Python game.

Importing this module registers `boardroom_<id>` (dashes as underscores:
`boardroom_vendors`, `boardroom_spiel_des_jahres`, ...) with the parameters
`players`, `seed` and the game's options, so that
`pyspiel.load_game("boardroom_vendors(players=4)")` works like any
OpenSpiel game and OpenSpiel's algorithms run on it (ISMCTSBot, MCTSBot,
`rl_environment`, `random_sim_test`).

How Boardroom maps onto OpenSpiel (docs/python.md):
- Chance: EXPLICIT_STOCHASTIC, with one chance node at the start. Boardroom
  draws every shuffle, die and award card from an RNG inside the state,
  seeded at setup, so all of a game's chance is its seed. The initial
  chance node draws it: outcome `i` of `deals` equally likely outcomes is
  the game seeded with `mix(seed, i)` (the `seed` parameter picks the
  family of deals). After it there are no chance nodes; chance the players
  have not seen yet stays hidden in the state, and
  `resample_from_infostate` redraws it.
- Turns: sequential. Simultaneous choices are hidden commitments taken in
  turn, as in the engine.
- Utility: CONSTANT_SUM, terminal rewards: each seat's share of the win
  (ties split), summing to 1.
- Information state string (perfect recall): the seat's current
  observation plus every action so far as that seat saw it (an id, or
  "hidden" with the player for a hidden commitment).
- Observation string: the seat's observation as JSON. Observation tensor:
  the engine's tensor (docs/tensors.md). Information-state tensor: the same
  tensor: a Boardroom observation already holds everything the rules let a
  seat remember (cards played, suits shown void, commitments revealed,
  cards seen changing hands), and the state keeps no other history.
- `resample_from_infostate(player, sampler)`: the engine's `determinize`
  for that player, seeded from the sampler; the record of observed actions
  is kept, so the player's information state is unchanged.
"""

from __future__ import annotations

import copy
from typing import Dict, List, Optional

import numpy as np
import pyspiel

import boardroom as br

_registered: Dict[str, str] = {}  # pyspiel short name -> boardroom id

_SEED_MASK = (1 << 63) - 1

#: Outcomes of the initial chance node (the `deals` parameter's default).
DEALS = 4096


def short_name(game_id: str) -> str:
    return "boardroom_" + game_id.replace("-", "_")


def _mix(seed: int, stream: int) -> int:
    """SplitMix64 of (seed, stream): one seed per episode."""
    z = (seed ^ ((stream * 0x9E3779B97F4A7C15 + 0xD1B54A32D192ED03) & 0xFFFFFFFFFFFFFFFF)) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return (z ^ (z >> 31)) & _SEED_MASK


class BoardroomObserver:
    """OpenSpiel's observer over the engine's tensor and strings. With
    `perfect_recall` it gives the information state, otherwise the
    observation; the tensor is the same either way (see the module doc)."""

    def __init__(self, game: "BoardroomGame", iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        self.tensor = np.zeros(game.tensor_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: "BoardroomState", player: int) -> None:
        if state.native is None:
            self.tensor.fill(0.0)
        else:
            state.native.observation_tensor(player, out=self.tensor)

    def string_from(self, state: "BoardroomState", player: int) -> str:
        if self.perfect_recall:
            return state.information_state_string(player)
        return state.observation_string(player)


class BoardroomGame(pyspiel.Game):
    """A Boardroom game for OpenSpiel. `register_all` makes one subclass per
    game, setting GAME_ID and GAME_TYPE."""

    GAME_ID = ""
    GAME_TYPE: Optional[pyspiel.GameType] = None

    def __init__(self, params: Optional[dict] = None):
        game_type = self.GAME_TYPE
        spec = game_type.parameter_specification
        params = {**spec, **(params or {})}
        self.game_id = self.GAME_ID
        self.num_seats = int(params["players"])
        self.seed = int(params["seed"])
        self.game_id = self.GAME_ID
        self.deals = int(params["deals"])
        if self.deals < 1:
            raise ValueError("deals must be at least 1")
        self.options = {k: str(params[k]) for k in spec if k not in ("players", "seed", "deals")}
        probe = br.Game(self.game_id, players=self.num_seats, seed=self.seed, options=self.options)
        self.tensor_size = probe.observation_tensor_size
        info = pyspiel.GameInfo(
            num_distinct_actions=probe.num_actions,
            max_chance_outcomes=self.deals,
            num_players=self.num_seats,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            # The engine states its bound per game (Oh Hell's depends on
            # the tricks dealt): the largest over the deals this game uses.
            max_game_length=max(self.deal(i).max_game_length for i in range(self.deals)),
        )
        super().__init__(game_type, info, params)

    def new_initial_state(self) -> "BoardroomState":
        return BoardroomState(self)

    def deal(self, outcome: int) -> br.Game:
        """The game the initial chance node's `outcome` deals."""
        return br.Game(self.game_id, players=self.num_seats, seed=_mix(self.seed, outcome), options=self.options)

    def make_py_observer(self, iig_obs_type=None, params=None) -> BoardroomObserver:
        return BoardroomObserver(self, iig_obs_type, params)

    def observation_tensor_shape(self):
        return [self.tensor_size]

    def information_state_tensor_shape(self):
        return [self.tensor_size]


def _record_token(mover: int, view: Optional[int]) -> str:
    """How a seat's record writes one action: the id it saw, or `h<mover>`
    for an action hidden from it."""
    return str(view) if view is not None else f"h{mover}"


class BoardroomState(pyspiel.State):
    """A native Boardroom game behind the pyspiel State interface."""

    def __init__(self, game: BoardroomGame, native: Optional[br.Game] = None, seen=(), records=None):
        super().__init__(game)
        # OpenSpiel clones a Python state by deep-copying its attributes:
        # the native game copies itself (None until the deal); `seen` is an
        # immutable tuple of (player, (how seat 0 saw it, ...)) per action.
        self.native = native
        self.seen = seen
        # Each seat's record of `seen` as its information state string
        # writes it, kept as actions are applied: a search asks for the
        # string at every node it walks, and joining the whole record each
        # time took a third of OpenSpiel's ISMCTSBot's time late in a game.
        self.records = records if records is not None else ("",) * game.num_seats
        self.deals = game.deals

    def current_player(self) -> int:
        if self.native is None:
            return pyspiel.PlayerId.CHANCE
        seat = self.native.to_move
        return pyspiel.PlayerId.TERMINAL if seat is None else seat

    def chance_outcomes(self):
        if self.native is not None:
            return []
        p = 1.0 / self.deals
        return [(i, p) for i in range(self.deals)]

    def _legal_actions(self, player: int) -> List[int]:
        if self.native is None or player != self.native.to_move:
            return []
        return self.native.legal_actions()

    def _apply_action(self, action: int) -> None:
        if self.native is None:
            if not 0 <= action < self.deals:
                raise br.BoardroomError(f"deal {action} is not among the {self.deals}")
            self.native = self.get_game().deal(action)
            return
        g = self.native
        views = tuple(g.observe_action(action, s) for s in range(g.players))
        mover = g.to_move
        g.apply(action)
        self.seen = self.seen + ((mover, views),)
        self.records = tuple(
            f"{r} {_record_token(mover, v)}" if r else _record_token(mover, v) for r, v in zip(self.records, views)
        )

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action}"
        # Labels may repeat among legal actions (two identical cards), so
        # the id goes in too: OpenSpiel wants distinct strings.
        return f"{self.native.label(action)} #{action}"

    def is_terminal(self) -> bool:
        return self.native is not None and self.native.is_over

    def returns(self) -> List[float]:
        if not self.is_terminal():
            return [0.0] * self.get_game().num_seats
        return self.native.returns()

    def information_state_string(self, player: Optional[int] = None) -> str:
        if player is None:
            player = self.current_player()
        if self.native is None:
            return "before the deal"
        return f"{self.native.observation_json(player)}\n{self.records[player]}"

    def observation_string(self, player: Optional[int] = None) -> str:
        if player is None:
            player = self.current_player()
        if self.native is None:
            return "before the deal"
        return self.native.observation_json(player)

    def information_state_tensor(self, player: Optional[int] = None) -> List[float]:
        return self.observation_tensor(player)

    def observation_tensor(self, player: Optional[int] = None) -> List[float]:
        if player is None:
            player = self.current_player()
        if self.native is None:
            return [0.0] * self.get_game().tensor_size
        return self.native.observation_tensor(player).tolist()

    def resample_from_infostate(self, player_id: int, probability_sampler) -> "BoardroomState":
        if self.native is None:
            return BoardroomState(self.get_game())
        seed = int(probability_sampler() * _SEED_MASK) & _SEED_MASK
        world = self.native.determinize(player_id, seed)
        return BoardroomState(self.get_game(), world, self.seen, self.records)

    def __str__(self) -> str:
        g = self.native
        if g is None:
            return "before the deal"
        who = "over" if g.is_over else f"seat {g.to_move} to move"
        lines = [f"{g.id}, {g.players} players, {who}, {len(self.seen)} actions"]
        lines += [f"seat {s}: {g.observation_json(s)}" for s in range(g.players)]
        lines.append(f"state {g.save().hex()}")
        return "\n".join(lines)


def register_all() -> List[str]:
    """Registers every Boardroom game (once); returns the pyspiel names."""
    names = []
    for info in br.games():
        game_id = info["id"]
        name = short_name(game_id)
        names.append(name)
        if name in _registered:
            continue
        lo, hi = info["min_players"], info["max_players"]
        params = {"players": min(max(3, lo), hi), "seed": 0, "deals": DEALS}
        # An option that reads as a number is an int parameter, as
        # OpenSpiel parses it back from a game string.
        params.update({o["key"]: int(o["default"]) if o["default"].isdigit() else o["default"] for o in info["options"]})
        game_type = pyspiel.GameType(
            short_name=name,
            long_name=f"Boardroom {info['name']}",
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
            information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
            utility=pyspiel.GameType.Utility.CONSTANT_SUM,
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=hi,
            min_num_players=lo,
            provides_information_state_string=True,
            provides_information_state_tensor=True,
            provides_observation_string=True,
            provides_observation_tensor=True,
            parameter_specification=params,
            default_loadable=True,
            provides_factored_observation_string=False,
        )
        cls = type(
            "Boardroom_" + game_id.replace("-", "_") + "_Game",
            (BoardroomGame,),
            {"GAME_ID": game_id, "GAME_TYPE": game_type},
        )
        pyspiel.register_game(game_type, cls)
        _registered[name] = game_id
    return names


def load(game_id: str, players: Optional[int] = None, seed: int = 0, deals: int = DEALS, **options) -> BoardroomGame:
    """`pyspiel.load_game` for a Boardroom game id."""
    register_all()
    params = {"seed": seed, "deals": deals, **{k: str(v) for k, v in options.items()}}
    if players is not None:
        params["players"] = players
    return pyspiel.load_game(short_name(game_id), params)


register_all()


class RolloutEvaluator:
    """An evaluator for OpenSpiel's MCTS and ISMCTS bots
    (`open_spiel.python.algorithms.mcts.Evaluator`): the average returns of
    `n` uniformly random playouts, each played in Rust
    (`Game.random_playout`), with uniform priors. OpenSpiel's own
    `RandomRolloutEvaluator` plays the same rollouts one Python call per
    action, too slow for games of hundreds of moves."""

    def __init__(self, n_rollouts: int = 1, seed: int = 0):
        self.n_rollouts = n_rollouts
        self._rng = np.random.RandomState(seed)

    def evaluate(self, state: BoardroomState) -> np.ndarray:
        if state.native is None:
            raise ValueError("evaluate after the deal")
        total = np.zeros(state.native.players)
        for _ in range(self.n_rollouts):
            total += state.native.random_playout(int(self._rng.randint(1 << 62)))
        return total / self.n_rollouts

    def prior(self, state: BoardroomState):
        if state.is_chance_node():
            return state.chance_outcomes()
        legal = state.legal_actions(state.current_player())
        return [(a, 1.0 / len(legal)) for a in legal]


class FastPlayResampler:
    """An exact resampler for `boardroom_emergent_fastplay`, for
    OpenSpiel's ISMCTS bots (`bot.set_resampler(FastPlayResampler(seed))`):
    called as `resampler(state, player)`, it returns a state drawn with
    equal probability from every state `player` cannot tell from `state`.

    What is hidden in Fast Play is only this round's face-down DCs of the
    seats that have placed (docs/rules/emergent.md, F1): each such seat's
    placement is one of the engine's legal sequences of that many DCs
    (28,116 complete placements of five), all of them possible whatever
    the board, independent of each other and of anything `player` saw.
    Earlier rounds' placements were revealed at their reveal, and `player`'s
    own are its own. So the consistent states are exactly: the real game up
    to this round's start, `player`'s real DCs, and for every other seat
    that has placed `k` DCs this round any legal sequence of `k`; this
    draws each seat's sequence uniformly from the enumerated list and
    replays the round. (The engine's `determinize`, which Boardroom's own
    search uses, places the DCs one uniformly random legal step at a time,
    which is not uniform over placements: two large DCs in the last region
    come 12 times as often as two in the first.)

    The Boardroom state's seed (its RNG, unused by Fast Play's rules) is
    that of deal 0 in every returned state.
    """

    def __init__(self, seed: int = 0):
        self._rng = np.random.RandomState(seed)
        self._round_start: Dict[tuple, "BoardroomState"] = {}

    #: The engine's legal sequences of k DCs for a seat starting its
    #: placement, by k; shared by every instance (they depend on nothing).
    _sequences: Dict[int, List[tuple]] = {}

    @classmethod
    def sequences(cls, k: int) -> List[tuple]:
        """Every legal sequence of `k` placements (action ids) of a seat
        starting its round, found by walking the engine's legal actions."""
        if k not in cls._sequences:
            start = br.Game("emergent-fastplay", players=2, seed=0)
            out: List[tuple] = []

            def walk(g, prefix):
                if len(prefix) == k:
                    out.append(prefix)
                    return
                for a in g.legal_actions():
                    h = copy.copy(g)
                    h.apply(a)
                    walk(h, prefix + (a,))

            walk(start, ())
            cls._sequences[k] = out
        return cls._sequences[k]

    def __call__(self, state: "BoardroomState", player: int) -> "BoardroomState":
        g = state.native
        if g is None or g.is_over:
            return state.clone()
        if g.id != "emergent-fastplay":
            raise ValueError(f"FastPlayResampler resamples emergent-fastplay, not {g.id}")
        seen = state.seen
        per_round = 5 * g.players  # every seat places five DCs a round
        start = len(seen) - len(seen) % per_round
        key = seen[:start]
        base = self._round_start.get(key)
        if base is None:
            base = state.get_game().new_initial_state()
            base.apply_action(0)
            for mover, views in key:
                base._apply_action(views[mover])
            if len(self._round_start) > 64:
                self._round_start.clear()
            self._round_start[key] = base
        world = base.clone()
        round_moves = seen[start:]
        i = 0
        while i < len(round_moves):
            mover = round_moves[i][0]
            j = i
            while j < len(round_moves) and round_moves[j][0] == mover:
                j += 1
            if mover == player:
                actions = [views[mover] for _, views in round_moves[i:j]]
            else:
                options = self.sequences(j - i)
                actions = options[self._rng.randint(len(options))]
            for a in actions:
                world._apply_action(a)
            i = j
        return world
