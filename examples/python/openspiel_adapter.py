"""Every Boardroom game as an OpenSpiel (pyspiel) Python game.

Importing this module registers one pyspiel game per Boardroom game, named
`boardroom_<id>` with dashes turned into underscores (`boardroom_vendors`,
`boardroom_spiel_des_jahres`, ...), with two parameters: `players` and
`seed`. Then `pyspiel.load_game("boardroom_vendors(players=4,seed=7)")`
works like for any OpenSpiel game, and OpenSpiel's algorithms and tests run
on it.

How the Boardroom contract maps onto OpenSpiel's:
- Sequential, imperfect information. Simultaneous choices are already a
  sequence of hidden commitments in Boardroom, so they are turns here too.
- Chance is inside the seeded state (shuffles, dice, award cards come from
  the state's own RNG), so the game has no chance nodes: it is
  DETERMINISTIC for a given `seed` parameter, and different seeds deal
  different games.
- Constant-sum: the returns are each seat's share of the win (ties split),
  summing to 1 at the end; 0 for everyone before the end (terminal rewards).
- Actions are Boardroom's dense action ids (`br_game_action_space` gives
  num_distinct_actions and max_game_length); legal actions are sorted as
  OpenSpiel requires.
- Clone: OpenSpiel clones a Python state by deep-copying its attributes;
  the Game handle's `__deepcopy__` is br_game_clone, so a clone is an
  independent copy of the native state.
- Action strings are the action's label plus its id (labels alone may
  repeat among legal actions).
- Serialization (OpenSpiel pickles the state's attributes): the Game
  pickles as its br_game_save bytes and unpickles through br_game_load.
- Observation string = the JSON observation of the player (what that seat
  may know). No observation tensor, and no information-state string: the
  observation is not perfect recall.

Run it as a script to check every game with pyspiel.random_sim_test.
"""

from __future__ import annotations

import hashlib
import sys
from typing import Any, Dict, List, Optional

import pyspiel

import boardroom as br

_registered: Dict[str, str] = {}  # pyspiel short name -> boardroom id


def short_name(game_id: str) -> str:
    return "boardroom_" + game_id.replace("-", "_")


class BoardroomObserver:
    """String-only observer: the player's JSON observation."""

    def __init__(self, iig_obs_type: Optional[Any], params: Optional[dict]):
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        if iig_obs_type is not None and iig_obs_type.perfect_recall:
            raise ValueError("boardroom observations are not perfect recall")
        self.tensor = None  # no tensor: pyspiel reads this attribute
        self.dict: dict = {}

    def set_from(self, state: "BoardroomState", player: int) -> None:
        pass

    def string_from(self, state: "BoardroomState", player: int) -> str:
        return state.native.observation_json(player)


class BoardroomGame(pyspiel.Game):
    """A Boardroom game with fixed `players` and `seed`. `register_all`
    makes one subclass per game, setting GAME_ID and GAME_TYPE (a class, as
    OpenSpiel's own Python games register, is what pyspiel.register_game
    takes as the game's constructor)."""

    GAME_ID = ""
    GAME_TYPE: Optional[pyspiel.GameType] = None

    def __init__(self, params: Optional[dict] = None):
        game_id, game_type = self.GAME_ID, self.GAME_TYPE
        params = dict(params or {})
        players = int(params.get("players", game_type.parameter_specification["players"]))
        seed = int(params.get("seed", 0))
        probe = br.Game(game_id, players, seed)
        action_ids, max_length = probe.action_space()
        probe.free()
        info = pyspiel.GameInfo(
            num_distinct_actions=action_ids,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=max_length,
        )
        super().__init__(game_type, info, params)
        self.game_id = game_id
        self.num_seats = players
        self.seed = seed

    def new_initial_state(self) -> "BoardroomState":
        return BoardroomState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> BoardroomObserver:
        return BoardroomObserver(iig_obs_type, params)


class BoardroomState(pyspiel.State):
    """A native Boardroom game behind the pyspiel State interface."""

    def __init__(self, game: BoardroomGame):
        super().__init__(game)
        # The only Python attribute: OpenSpiel's clone deep-copies it,
        # which is br_game_clone.
        self.native = br.Game(game.game_id, game.num_seats, game.seed)

    def current_player(self) -> int:
        seat = self.native.to_move
        return pyspiel.PlayerId.TERMINAL if seat < 0 else seat

    def _legal_actions(self, player: int) -> List[int]:
        if player != self.native.to_move:
            return []
        return sorted(self.native.legal_actions())

    def _apply_action(self, action: int) -> None:
        self.native.apply(self.native.to_move, action)

    def _action_to_string(self, player: int, action: int) -> str:
        # OpenSpiel wants distinct strings for distinct legal actions; two
        # ids may share a label (Vendors: Priority access on either of two
        # identical cards), so the id goes in too.
        return f"p{player}: {self.native.action_label(action)} #{action}"

    def is_terminal(self) -> bool:
        return self.native.is_terminal

    def returns(self) -> List[float]:
        if not self.native.is_terminal:
            return [0.0] * self.native.players
        return self.native.returns()

    def __str__(self) -> str:
        # Every seat's view, one per line, and a digest of the whole state
        # (hidden parts included: two deals nobody has seen yet differ).
        g = self.native
        lines = [f"to_move {g.to_move}, state {hashlib.sha256(g.save()).hexdigest()[:16]}"]
        lines += [f"seat {s}: {g.observation_json(s)}" for s in range(g.players)]
        return "\n".join(lines)


def register_all() -> List[str]:
    """Registers every game of the library; returns the pyspiel names."""
    names = []
    for i in range(br.game_count()):
        game_id, lo, hi = br.game_info(i)
        name = short_name(game_id)
        names.append(name)
        if name in _registered:
            continue
        default_players = 3 if lo <= 3 <= hi else lo
        game_type = pyspiel.GameType(
            short_name=name,
            long_name=f"Boardroom {game_id}",
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
            information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
            utility=pyspiel.GameType.Utility.CONSTANT_SUM,
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=hi,
            min_num_players=lo,
            provides_information_state_string=False,
            provides_information_state_tensor=False,
            provides_observation_string=True,
            provides_observation_tensor=False,
            parameter_specification={"players": default_players, "seed": 0},
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


register_all()


def python_checks(name: str, game: Any, players: int, index: int):
    """A game through the Python API: clone independence, observation
    strings for every seat, constant-sum returns, chance in the seed."""
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal():
        before = str(state)
        twin = state.clone()
        twin.apply_action(twin.legal_actions()[-1])
        assert str(state) == before, "applying to a clone changed the original"
        for p in range(players):
            assert state.observation_string(p).startswith(("{", "[")), "observation is JSON"
        legal = state.legal_actions()
        state.apply_action(legal[steps % len(legal)])
        steps += 1
    assert abs(sum(state.returns()) - 1.0) < 1e-9, f"returns {state.returns()} sum to 1"
    # Chance lives in the seed: same seed, same deal; another seed, another.
    again = pyspiel.load_game(name, {"players": players, "seed": 100 + index})
    other = pyspiel.load_game(name, {"players": players, "seed": 999 + index})
    first = str(game.new_initial_state())
    assert str(again.new_initial_state()) == first, "same seed, same game"
    assert str(other.new_initial_state()) != first, "another seed, another game"
    return steps, state


def main(argv: List[str]) -> int:
    sims = int(argv[1]) if len(argv) > 1 else 3
    failed = 0
    for i, name in enumerate(register_all()):
        game_id, lo, hi = br.game_info(i)
        for players in sorted({lo, hi}):
            game = pyspiel.load_game(name, {"players": players, "seed": 100 + i})
            try:
                # serialize=True also round-trips states through OpenSpiel's
                # serialization, which pickles the Game: br_game_save/load.
                for serialize in (False, True):
                    pyspiel.random_sim_test(game, num_sims=sims, serialize=serialize, verbose=False)
            except Exception as e:  # pyspiel raises RuntimeError on a failed check
                failed += 1
                print(f"FAIL {name} players={players}: {e}", file=sys.stderr)
                continue
            try:
                steps, state = python_checks(name, game, players, i)
            except AssertionError as e:
                failed += 1
                print(f"FAIL {name} players={players}: {e}", file=sys.stderr)
                continue
            info = game.get_type()
            print(f"{name:30} players={players}: random_sim_test x{sims} (plain, serialized) ok, "
                  f"{game.num_distinct_actions()} action ids, max length {game.max_game_length()}, "
                  f"python game of {steps} moves, returns {state.returns()} "
                  f"({info.information.name.lower()}, {info.utility.name.lower()})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
