"""Boardroom's board games and AI for Python.

    import boardroom
    boardroom.games()                       # every game: ids, players, options
    boardroom.setup("ru")                   # the same in a person's words, for a setup screen
    g = boardroom.Game("vendors", players=4, seed=7)
    g.legal_actions(labels=True)            # [(id, label), ...]
    g.apply(g.legal_actions()[0])
    g.observation(0)                        # what seat 0 may know, as a dict
    g.observation_tensor(0)                 # the same as float32 (docs/tensors.md)
    ai = boardroom.Ai("vendors", "hard")    # ISMCTS at a difficulty preset
    g.apply(ai.choose(g))

Layers over it, each importing its library only when used:
`boardroom.openspiel` (pyspiel games), `boardroom.envs` (PettingZoo AEC,
Gymnasium single-seat and vectorized environments) and
`boardroom.distributed` (tournaments and balance sweeps on Ray).
"""

from ._boardroom import (
    Ai,
    BoardroomError,
    Game,
    VecEnv,
    arena,
    arena_records,
    arena_summary,
    balance_records,
    games,
    observation_tensors,
    setup,
)

__all__ = [
    "Ai",
    "BoardroomError",
    "Game",
    "VecEnv",
    "arena",
    "arena_records",
    "arena_summary",
    "balance_records",
    "games",
    "game_info",
    "observation_tensors",
    "setup",
]


def game_info(game_id: str) -> dict:
    """The `games()` entry of one game; raises BoardroomError if unknown."""
    for info in games():
        if info["id"] == game_id:
            return info
    raise BoardroomError(f"unknown game '{game_id}'")
