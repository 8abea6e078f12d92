"""A Python client of the Boardroom ABI (through boardroom_ctypes.py / ctypes).

Plays one full game of every game the library lists: seat 0 is the AI
(half its moves by a blocking choose, half by background thinking polled
like a frame loop), every other seat plays uniformly random legal moves.
Along the way it checks what a client relies on: save/load mid-game gives
the same game, a corrupt save is refused, clones are independent, events
and observations are JSON, wrong seats, illegal actions, bad handles, short
buffers and NULL pointers each raise or return their own status and change
nothing. Exits non-zero on any failure. Run by examples/python/run.sh.
"""

from __future__ import annotations

import ctypes
import json
import random
import sys
import time

import boardroom_ctypes as br
from boardroom_ctypes import BoardroomError, Status

checks = 0
failures = 0


def expect(cond: bool, what: str) -> None:
    global checks, failures
    checks += 1
    if not cond:
        failures += 1
        print(f"FAIL: {what}", file=sys.stderr)


def raises(status: Status, fn, *args) -> None:
    """`fn(*args)` raises BoardroomError with `status` and a message."""
    try:
        fn(*args)
    except BoardroomError as e:
        expect(e.status == status, f"{fn.__name__}{args}: {e.status!r}, expected {status!r}")
        expect(bool(e.message), f"{fn.__name__}: empty br_last_error")
        return
    expect(False, f"{fn.__name__}{args} did not raise {status!r}")


def background_move(ai: br.Ai, game: br.Game, seat: int) -> int:
    """Think in the background, polling like a game loop would each frame."""
    ai.think_start(game, seat)
    raises(Status.BUSY, ai.think_start, game, seat)
    frames = 0
    while True:
        iterations, done = ai.think_poll()
        if done:
            break
        frames += 1
        time.sleep(0.001)  # the rest of the frame
    return ai.think_take()


def play(index: int, game_id: str, players: int, seed: int) -> None:
    rng = random.Random(seed)
    game = br.Game(game_id, players, seed)
    expect(game.players == players, "players")
    action_ids, max_length = game.action_space()
    settings = br.settings_game_preset(game, "easy")
    settings.iterations = 60
    settings.milliseconds = 0
    settings.temperature = 0.0
    settings.seed = seed
    ai = br.Ai(game, settings=settings)

    observers = [0] * players
    moves = 0
    saved_at = rng.randrange(10, 40)
    replay = None  # a game loaded from a mid-game save, played in lock-step
    events_seen = 0
    while not game.is_terminal:
        seat = game.to_move
        legal = game.legal_actions()
        expect(len(legal) > 0, "a live game has legal actions")
        expect(all(0 <= a < action_ids for a in legal), "action ids within the action space")
        if seat == 0:
            action = ai.choose(game, seat) if moves % 2 == 0 else background_move(ai, game, seat)
            expect(action in legal, f"AI action {action} is legal")
        else:
            action = rng.choice(legal)
        label = game.action_label(action)
        expect(isinstance(label, str) and label != "", "action label")

        # Refusals change nothing.
        before = game.save()
        if players > 1:
            raises(Status.WRONG_SEAT, game.apply, (seat + 1) % players, action)
        illegal = next((a for a in range(action_ids) if a not in set(legal)), None)
        if illegal is not None:
            raises(Status.ILLEGAL_ACTION, game.apply, seat, illegal)
        raises(Status.ILLEGAL_ACTION, game.apply, seat, action_ids + 5)
        expect(game.save() == before, "refused moves change nothing")

        game.apply(seat, action)
        if replay is not None:
            replay.apply(seat, action)
        moves += 1

        # Every seat's observation and events are JSON a UI could render.
        for s in range(players):
            obs = game.observation(s)
            expect(isinstance(obs, (dict, list)), "observation is a JSON value")
            ev = game.events(s)
            expect(isinstance(ev, list), "events are a JSON array")
            observers[s] += len(ev)
        events_seen += len(game.events(-1))

        if moves == saved_at:
            data = game.save()
            replay = br.Game.load(game_id, data)
            expect(replay.save() == data, "a loaded game saves to the same bytes")
            bad = bytearray(data)
            bad[len(bad) // 2] ^= 0x10
            raises(Status.CORRUPT_SAVE, br.Game.load, game_id, bytes(bad))
            raises(Status.CORRUPT_SAVE, br.Game.load, game_id, data[: len(data) // 2])
            raises(Status.CORRUPT_SAVE, br.Game.load, game_id, b"")
            raises(Status.UNKNOWN_GAME, br.Game.load, "no-such-game", data)
            # A clone is independent of its original.
            twin = game.clone()
            twin_legal = twin.legal_actions()
            twin.apply(twin.to_move, twin_legal[0])
            expect(game.save() == data, "applying to a clone leaves the original alone")
            twin.free()
        if replay is not None:
            expect(replay.to_move == game.to_move, "the reloaded game follows")
        expect(moves <= max_length, "game length within the stated bound")

    returns = game.returns()
    expect(len(returns) == players, "one return per seat")
    expect(abs(sum(returns) - 1.0) < 1e-9, f"returns sum to 1: {returns}")
    expect(len(game.scores()) == players, "one score per seat")
    expect(game.legal_actions() == [], "no legal action at the end")
    expect(events_seen > 0, "the spectator saw events")
    if replay is not None:
        expect(replay.save() == game.save(), "the reloaded game ends where the original did")
        expect(replay.returns() == returns, "same returns after reload")
    raises(Status.GAME_OVER, game.apply, 0, 0)
    raises(Status.GAME_OVER, ai.choose, game, 0)
    raises(Status.GAME_OVER, ai.think_start, game, 0)

    print(f"{game_id:20} {players} players, {moves:4} moves, returns: "
          + " ".join(f"{r:.2f}" for r in returns)
          + f"  (events seen per seat: {observers})")

    # Stale handles: use after free and double free are reported.
    ai.free()
    raises(Status.INVALID_HANDLE, ai.free)
    game.free()
    raises(Status.INVALID_HANDLE, game.free)
    raises(Status.INVALID_HANDLE, lambda: game.to_move)
    raises(Status.INVALID_HANDLE, game.legal_actions)
    raises(Status.INVALID_HANDLE, game.save)
    if replay is not None:
        replay.free()


def library_checks() -> None:
    expect(br.abi_version() == br.ABI_VERSION, "ABI version matches the bindings")
    major, minor, patch = br.version()
    expect((major, minor) >= (0, 1), "library version")
    listed = br.games()
    expect(len(listed) == br.game_count(), "br_games_json lists every game")
    expect(all("id" in g and "min_players" in g for g in listed), "game list fields")
    raises(Status.UNKNOWN_GAME, br.Game, "no-such-game", 2, 1)
    gid, lo, hi = br.game_info(0)
    raises(Status.BAD_OPTIONS, br.Game, gid, hi + 1, 1)
    raises(Status.BAD_OPTIONS, br.Game, gid, lo, 1, "no-such-option=1")
    raises(Status.INVALID_ARGUMENT, br.game_info, br.game_count())
    raises(Status.INVALID_ARGUMENT, br.settings_preset, "godlike")
    probe = br.Game("oh-hell", 3, 1)
    expect(br.settings_game_preset(probe, "hard").iterations < br.settings_preset("hard").iterations,
           "Oh Hell spaces its ladder below the generic one")
    raises(Status.INVALID_ARGUMENT, br.settings_game_preset, probe, "godlike")

    # Handles that never existed.
    ghost = br.Game._wrap(0, gid, owned=False)
    raises(Status.INVALID_HANDLE, ghost.legal_actions)
    ghost = br.Game._wrap(0xDEAD_0000_BEEF, gid, owned=False)
    raises(Status.INVALID_HANDLE, ghost.clone)
    raises(Status.INVALID_HANDLE, br.Ai._wrap(12345).think_poll)

    # Raw calls: short buffers report the size needed and write nothing;
    # NULL pointers are refused.
    raw = br.raw
    with br.Game(gid, lo, 3) as game:
        needed = ctypes.c_size_t(0)
        buf = ctypes.create_string_buffer(b"untouched", 10)
        text = game.view(0, ["You"] + ["AI"] * (game.players - 1))
        expect("You" in text, "the view names the seats")
        expect("255" not in text and "{" not in text, "the view is words, not ids or JSON")
        expect(str(game) == game.view(-1), "str() is the spectator's view")
        st = raw.br_game_observation_json(game.handle, 0, buf, 2, ctypes.byref(needed))
        expect(st == Status.BUFFER_TOO_SMALL, "short observation buffer")
        expect(needed.value == len(game.observation_json(0).encode()) + 1, "needed includes the NUL")
        expect(buf.value == b"untouched", "a short buffer is not written")
        count = ctypes.c_size_t(0)
        one = (ctypes.c_uint32 * 1)(77)
        st = raw.br_game_legal_actions(game.handle, one, 1, ctypes.byref(count))
        n_legal = len(game.legal_actions())
        if n_legal > 1:
            expect(st == Status.BUFFER_TOO_SMALL and count.value == n_legal, "short action buffer")
            expect(one[0] == 77, "a short action buffer is not written")
        st = raw.br_game_legal_actions(game.handle, one, 1, None)
        expect(st == Status.NULL_POINTER, "NULL count")
        st = raw.br_game_new(None, 2, 1, None, ctypes.byref(ctypes.c_uint64()))
        expect(st == Status.NULL_POINTER, "NULL game id")
        st = raw.br_game_to_move(game.handle, None)
        expect(st == Status.NULL_POINTER, "NULL out")
        expect("NULL" in br.last_error(), "the last error names the NULL")
        raises(Status.INVALID_ARGUMENT, game.observation_json, game.players)
        # An AI for this game refuses another game's state, and a cancelled
        # think still yields a legal move.
        settings = br.settings_preset("easy")
        settings.iterations = 0
        settings.milliseconds = 60_000
        with br.Ai(game, settings=settings) as ai:
            seat = game.to_move
            raises(Status.NOT_READY, ai.think_take)
            ai.think_start(game, seat)
            raises(Status.WRONG_SEAT, ai.think_start, game, (seat + 1) % game.players)
            time.sleep(0.05)
            ai.think_cancel()
            deadline = time.time() + 10
            done = False
            while not done and time.time() < deadline:
                _, done = ai.think_poll()
                time.sleep(0.005)
            expect(done, "cancelled thinking finishes")
            expect(ai.think_take() in game.legal_actions(), "a cancelled think gives a legal move")
            raises(Status.WRONG_SEAT, ai.choose, game, (seat + 1) % game.players)
        if br.game_count() > 1:
            other_id, olo, _ = br.game_info(1)
            with br.Game(other_id, olo, 1) as other, br.Ai(game, "easy", 1) as ai:
                raises(Status.WRONG_GAME, ai.choose, other, other.to_move)


def main() -> int:
    start = time.time()
    library_checks()
    for i in range(br.game_count()):
        gid, lo, hi = br.game_info(i)
        players = 3 if lo <= 3 <= hi else lo
        play(i, gid, players, 2000 + i)
    elapsed = time.time() - start
    print(f"python client: {br.game_count()} games played in {elapsed:.1f}s, "
          f"{checks - failures} of {checks} checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
