"""Python bindings of the Boardroom C ABI, through ctypes (`boardroom_ctypes`,
named apart from the `boardroom` Python package in python/, which it does
not shadow).

Every function of include/boardroom.h is wrapped here: module functions for
the library and its game list, a `Game` class for a game handle and an `Ai`
class for an AI handle. A call that does not return BR_STATUS_OK raises
`BoardroomError`, which carries the status and the library's last error
message (read on the same thread, right after the failing call).

The library is found through $BOARDROOM_LIB, else target/release of this
repository, else the system's library path.

ctypes releases the GIL during each call, so an `Ai` may think in the
background (`think_start` / `think_poll` / `think_take`) while Python code
keeps running.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import enum
import json
import os
import sys
from ctypes import (
    POINTER,
    byref,
    c_char,
    c_char_p,
    c_double,
    c_int32,
    c_size_t,
    c_uint8,
    c_uint32,
    c_uint64,
)
from typing import Any, List, Optional, Tuple

__all__ = [
    "Status",
    "BoardroomError",
    "AiSettings",
    "Game",
    "Ai",
    "version",
    "abi_version",
    "last_error",
    "game_count",
    "game_info",
    "games",
    "settings_preset",
    "settings_game_preset",
    "ABI_VERSION",
]

#: The ABI version these bindings were written against (BR_ABI_VERSION).
ABI_VERSION = 3


class Status(enum.IntEnum):
    """BrStatus: what every function returns."""

    OK = 0
    NULL_POINTER = 1
    INVALID_HANDLE = 2
    BUFFER_TOO_SMALL = 3
    ILLEGAL_ACTION = 4
    WRONG_SEAT = 5
    UNKNOWN_GAME = 6
    BAD_OPTIONS = 7
    CORRUPT_SAVE = 8
    GAME_OVER = 9
    BUSY = 10
    NOT_READY = 11
    INVALID_ARGUMENT = 12
    WRONG_GAME = 13
    INTERNAL = 99


class BoardroomError(Exception):
    """A call into the library returned a status other than OK.

    `status` is a `Status`, `message` the library's br_last_error text and
    `call` the name of the C function that failed.
    """

    def __init__(self, status: int, message: str, call: str):
        try:
            self.status = Status(status)
        except ValueError:
            self.status = status  # a status newer than these bindings
        self.message = message
        self.call = call
        name = getattr(self.status, "name", str(status))
        super().__init__(f"{call}: {name} ({int(status)}): {message}")


class AiSettings(ctypes.Structure):
    """BrAiSettings. Start from `settings_preset(name)` and change fields;
    `size` is set for you (the library reads the fields within it)."""

    _fields_ = [
        ("size", c_uint32),
        ("seed", c_uint64),
        ("iterations", c_uint64),
        ("milliseconds", c_uint32),
        ("threads", c_uint32),
        ("mode", c_uint32),
        ("heuristic_rollouts", c_uint32),
        ("exploration", c_double),
        ("temperature", c_double),
        ("score_weight", c_double),
        ("expansion", c_uint32),
        ("rollout_cutoff", c_uint32),
        ("opponents", c_uint32),
        ("reward", c_uint32),
        ("reuse_tree", c_uint32),
        ("node_capacity", c_uint32),
        ("prior", c_double),
        ("value_weight", c_double),
        ("net", c_uint32),
    ]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.size = ctypes.sizeof(AiSettings)

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n, _ in self._fields_)
        return f"AiSettings({fields})"


def _library_path() -> str:
    env = os.environ.get("BOARDROOM_LIB")
    if env:
        return env
    here = os.path.dirname(os.path.abspath(__file__))
    names = {"darwin": "libboardroom.dylib", "win32": "boardroom.dll"}
    name = names.get(sys.platform, "libboardroom.so")
    local = os.path.join(here, "..", "..", "target", "release", name)
    if os.path.exists(local):
        return os.path.normpath(local)
    found = ctypes.util.find_library("boardroom")
    if found:
        return found
    raise OSError(
        f"libboardroom not found: set BOARDROOM_LIB or run "
        f"`cargo build --release -p boardroom-ffi` ({local} is missing)"
    )


_lib = ctypes.CDLL(_library_path())

_Status = c_uint32  # a C enum: int-sized
_H = c_uint64  # BrGame, BrAi
_P = POINTER

# name -> (argument types); every function but br_abi_version returns BrStatus.
_SIGNATURES = {
    "br_version": [_P(c_uint32), _P(c_uint32), _P(c_uint32)],
    "br_last_error": [_P(c_char), c_size_t, _P(c_size_t)],
    "br_game_count": [_P(c_size_t)],
    "br_game_info": [c_size_t, _P(c_char), c_size_t, _P(c_size_t), _P(c_uint32), _P(c_uint32)],
    "br_games_json": [_P(c_char), c_size_t, _P(c_size_t)],
    "br_game_new": [c_char_p, c_uint32, c_uint64, c_char_p, _P(_H)],
    "br_game_free": [_H],
    "br_game_clone": [_H, _P(_H)],
    "br_game_players": [_H, _P(c_uint32)],
    "br_game_action_space": [_H, _P(c_uint32), _P(c_uint32)],
    "br_game_to_move": [_H, _P(c_int32)],
    "br_game_is_terminal": [_H, _P(c_uint8)],
    "br_game_legal_actions": [_H, _P(c_uint32), c_size_t, _P(c_size_t)],
    "br_game_apply": [_H, c_uint32, c_uint32],
    "br_game_action_label": [_H, c_uint32, _P(c_char), c_size_t, _P(c_size_t)],
    "br_game_returns": [_H, _P(c_double), c_size_t, _P(c_size_t)],
    "br_game_scores": [_H, _P(c_double), c_size_t, _P(c_size_t)],
    "br_game_observation_json": [_H, c_uint32, _P(c_char), c_size_t, _P(c_size_t)],
    "br_game_events_json": [_H, c_int32, _P(c_char), c_size_t, _P(c_size_t)],
    "br_game_view_text": [_H, c_int32, c_char_p, _P(c_char), c_size_t, _P(c_size_t)],
    "br_game_save": [_H, _P(c_uint8), c_size_t, _P(c_size_t)],
    "br_game_load": [c_char_p, _P(c_uint8), c_size_t, _P(_H)],
    "br_ai_settings_preset": [c_char_p, _P(AiSettings)],
    "br_ai_settings_game_preset": [c_uint64, c_char_p, _P(AiSettings)],
    "br_ai_new": [_H, c_char_p, c_uint64, _P(_H)],
    "br_ai_new_with": [_H, _P(AiSettings), _P(_H)],
    "br_ai_new_spec": [_H, c_char_p, c_uint64, _P(_H)],
    "br_ai_observe": [_H, _H, c_uint32, c_uint32],
    "br_ai_free": [_H],
    "br_ai_choose": [_H, _H, c_uint32, _P(c_uint32)],
    "br_ai_think_start": [_H, _H, c_uint32],
    "br_ai_think_poll": [_H, _P(c_uint64), _P(c_uint8)],
    "br_ai_think_cancel": [_H],
    "br_ai_think_take": [_H, _P(c_uint32)],
}

for _name, _args in _SIGNATURES.items():
    _f = getattr(_lib, _name)
    _f.argtypes = _args
    _f.restype = _Status
_lib.br_abi_version.argtypes = []
_lib.br_abi_version.restype = c_uint32

#: The raw ctypes functions, for callers that want to pass their own buffers
#: (play_all.py uses them to check short buffers and NULL pointers).
raw = _lib


def last_error() -> str:
    """The calling thread's last error message."""
    buf = ctypes.create_string_buffer(1024)
    needed = c_size_t(0)
    if _lib.br_last_error(buf, len(buf), byref(needed)) == Status.BUFFER_TOO_SMALL:
        buf = ctypes.create_string_buffer(needed.value)
        _lib.br_last_error(buf, len(buf), byref(needed))
    return buf.value.decode("utf-8", "replace")


def _check(status: int, call: str) -> None:
    if status != Status.OK:
        raise BoardroomError(status, last_error(), call)


def _call(name: str, *args: Any) -> None:
    _check(getattr(_lib, name)(*args), name)


def _text(name: str, *args: Any, initial: int = 256) -> str:
    """Calls a function filling a text buffer, growing it once if it is short."""
    cap = initial
    while True:
        buf = ctypes.create_string_buffer(cap)
        needed = c_size_t(0)
        st = getattr(_lib, name)(*args, buf, cap, byref(needed))
        if st == Status.BUFFER_TOO_SMALL and needed.value > cap:
            cap = needed.value
            continue
        _check(st, name)
        return buf.value.decode("utf-8")


def _items(name: str, ctype: Any, *args: Any, initial: int = 64) -> list:
    """Calls a function filling an array, growing it once if it is short."""
    cap = initial
    while True:
        buf = (ctype * cap)()
        count = c_size_t(0)
        st = getattr(_lib, name)(*args, buf, cap, byref(count))
        if st == Status.BUFFER_TOO_SMALL and count.value > cap:
            cap = count.value
            continue
        _check(st, name)
        return buf[: count.value]


def _bytes(s: Optional[str]) -> Optional[bytes]:
    return None if s is None else s.encode("utf-8")


# ----- the library -----


def version() -> Tuple[int, int, int]:
    """The library version (major, minor, patch)."""
    a, b, c = c_uint32(), c_uint32(), c_uint32()
    _call("br_version", byref(a), byref(b), byref(c))
    return a.value, b.value, c.value


def abi_version() -> int:
    """The library's ABI version; these bindings expect ABI_VERSION."""
    return _lib.br_abi_version()


def game_count() -> int:
    """How many games the library has."""
    n = c_size_t()
    _call("br_game_count", byref(n))
    return n.value


def game_info(index: int) -> Tuple[str, int, int]:
    """(id, min_players, max_players) of game number `index`."""
    lo, hi = c_uint32(), c_uint32()
    cap = 64
    while True:
        buf = ctypes.create_string_buffer(cap)
        needed = c_size_t(0)
        st = _lib.br_game_info(index, buf, cap, byref(needed), byref(lo), byref(hi))
        if st == Status.BUFFER_TOO_SMALL and needed.value > cap:
            cap = needed.value
            continue
        _check(st, "br_game_info")
        gid = buf.value.decode("utf-8")
        return gid, lo.value, hi.value


def games() -> List[dict]:
    """Every game: id, name, player range and options, from br_games_json."""
    return json.loads(_text("br_games_json", initial=4096))


def settings_preset(name: str) -> AiSettings:
    """A difficulty preset: "easy", "medium", "hard" or "expert" (the
    generic budgets; see settings_game_preset)."""
    s = AiSettings()
    _call("br_ai_settings_preset", _bytes(name), byref(s))
    return s


def settings_game_preset(game: "Game", name: str) -> AiSettings:
    """A difficulty preset as it plays `game`'s game: that game's budget
    and temperature for it (what `Ai(game, name)` searches with)."""
    s = AiSettings()
    _call("br_ai_settings_game_preset", game.handle, _bytes(name), byref(s))
    return s


# ----- handles -----


class _Handle:
    """A library handle owned by a Python object: freed by `free()`, at the
    end of a `with` block, or when garbage-collected. Using it after the
    free raises BoardroomError(INVALID_HANDLE): the library checks every
    handle, so a stale one is reported, not undefined behaviour."""

    _FREE = ""  # the C function that frees this kind of handle
    handle = 0
    _owned = False

    def free(self) -> None:
        """Frees the handle; freeing twice raises INVALID_HANDLE."""
        h, self._owned = self.handle, False
        _call(self._FREE, h)

    def __enter__(self):
        return self

    def __exit__(self, *exc: Any) -> None:
        if self._owned:
            self.free()

    def __del__(self) -> None:
        if self._owned and _lib is not None:
            self._owned = False
            getattr(_lib, self._FREE)(self.handle)


# ----- games -----


class Game(_Handle):
    """A game handle."""

    _FREE = "br_game_free"

    def __init__(self, game_id: str, players: int, seed: int = 0, options: Optional[str] = None):
        h = _H()
        _call("br_game_new", _bytes(game_id), players, seed, _bytes(options), byref(h))
        self.handle = h.value
        self.game_id = game_id
        self._owned = True

    @classmethod
    def _wrap(cls, handle: int, game_id: str, owned: bool = True) -> "Game":
        g = cls.__new__(cls)
        g.handle = handle
        g.game_id = game_id
        g._owned = owned
        return g

    @classmethod
    def load(cls, game_id: str, data: bytes) -> "Game":
        """Restores a game from `save()` bytes; corrupt bytes raise CORRUPT_SAVE."""
        buf = (c_uint8 * len(data)).from_buffer_copy(data) if data else None
        h = _H()
        _call("br_game_load", _bytes(game_id), buf, len(data), byref(h))
        return cls._wrap(h.value, game_id)

    def clone(self) -> "Game":
        """An independent copy (br_game_clone)."""
        h = _H()
        _call("br_game_clone", self.handle, byref(h))
        return Game._wrap(h.value, self.game_id)

    def __deepcopy__(self, memo: dict) -> "Game":
        return self.clone()

    def __reduce__(self) -> tuple:
        # Pickling saves the game, unpickling loads it: a new handle.
        return (Game.load, (self.game_id, self.save()))

    @property
    def players(self) -> int:
        n = c_uint32()
        _call("br_game_players", self.handle, byref(n))
        return n.value

    def action_space(self) -> Tuple[int, int]:
        """(number of action ids, bound on the decisions in one game)."""
        ids, length = c_uint32(), c_uint32()
        _call("br_game_action_space", self.handle, byref(ids), byref(length))
        return ids.value, length.value

    @property
    def to_move(self) -> int:
        """The seat to move, or -1 when the game is over."""
        s = c_int32()
        _call("br_game_to_move", self.handle, byref(s))
        return s.value

    @property
    def is_terminal(self) -> bool:
        t = c_uint8()
        _call("br_game_is_terminal", self.handle, byref(t))
        return bool(t.value)

    def legal_actions(self) -> List[int]:
        """The legal action ids of the seat to move (empty at the end)."""
        return _items("br_game_legal_actions", c_uint32, self.handle, initial=256)

    def apply(self, seat: int, action: int) -> None:
        """Applies `action` for `seat`, the seat to move."""
        _call("br_game_apply", self.handle, seat, action)

    def action_label(self, action: int) -> str:
        return _text("br_game_action_label", self.handle, action, initial=128)

    def returns(self) -> List[float]:
        """Each seat's share of the win (sums to 1 at the end)."""
        return _items("br_game_returns", c_double, self.handle, initial=8)

    def scores(self) -> List[float]:
        return _items("br_game_scores", c_double, self.handle, initial=8)

    def observation_json(self, seat: int) -> str:
        """What `seat` may know, as JSON text."""
        return _text("br_game_observation_json", self.handle, seat, initial=4096)

    def observation(self, seat: int) -> Any:
        return json.loads(self.observation_json(seat))

    def events_json(self, seat: int = -1) -> str:
        """Events `seat` may see since its previous call (-1: every event)."""
        return _text("br_game_events_json", self.handle, seat, initial=4096)

    def events(self, seat: int = -1) -> list:
        return json.loads(self.events_json(seat))

    def view(self, seat: int = -1, names: Optional[List[str]] = None) -> str:
        """The game as text for people: what `seat` sees, with what happened
        since it last acted (-1: a spectator's full view). `names` replace
        "Seat 0", "Seat 1", ... (no commas in a name)."""
        joined = ",".join(names).encode("utf-8") if names else None
        return _text("br_game_view_text", self.handle, seat, joined, initial=4096)

    def __str__(self) -> str:
        return self.view(-1)

    def save(self) -> bytes:
        """The game as versioned, checksummed bytes."""
        return bytes(_items("br_game_save", c_uint8, self.handle, initial=1024))

    def __repr__(self) -> str:
        return f"Game({self.game_id!r}, handle={self.handle:#x})"


# ----- AI -----


class Ai(_Handle):
    """An AI for one game."""

    _FREE = "br_ai_free"

    def __init__(self, game: Game, preset: str = "medium", seed: int = 0,
                 settings: Optional[AiSettings] = None, spec: Optional[str] = None):
        h = _H()
        if spec is not None:
            _call("br_ai_new_spec", game.handle, _bytes(spec), seed, byref(h))
        elif settings is None:
            _call("br_ai_new", game.handle, _bytes(preset), seed, byref(h))
        else:
            _call("br_ai_new_with", game.handle, byref(settings), byref(h))
        self.handle = h.value
        self._owned = True

    @classmethod
    def _wrap(cls, handle: int, owned: bool = False) -> "Ai":
        a = cls.__new__(cls)
        a.handle = handle
        a._owned = owned
        return a

    def choose(self, game: Game, seat: int) -> int:
        """Blocks until the budget is spent; returns an action id for `seat`."""
        a = c_uint32()
        _call("br_ai_choose", self.handle, game.handle, seat, byref(a))
        return a.value

    def observe(self, game: Game, seat: int, action: int) -> None:
        """Tells the AI `seat` is about to play `action` in `game` (call it
        before `game.apply`), so its next search keeps its tree."""
        _call("br_ai_observe", self.handle, game.handle, seat, action)

    def think_start(self, game: Game, seat: int) -> None:
        """Starts thinking for `seat` on a copy of `game`, in the background."""
        _call("br_ai_think_start", self.handle, game.handle, seat)

    def think_poll(self) -> Tuple[int, bool]:
        """(iterations so far, done)."""
        n, d = c_uint64(), c_uint8()
        _call("br_ai_think_poll", self.handle, byref(n), byref(d))
        return n.value, bool(d.value)

    def think_cancel(self) -> None:
        _call("br_ai_think_cancel", self.handle)

    def think_take(self) -> int:
        """The action background thinking chose (NOT_READY until done)."""
        a = c_uint32()
        _call("br_ai_think_take", self.handle, byref(a))
        return a.value

    def __repr__(self) -> str:
        return f"Ai(handle={self.handle:#x})"
