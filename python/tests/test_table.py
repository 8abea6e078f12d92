"""What a table (a UI) needs, through the dynamic layer every face wraps:
the scene, legal actions in detail, numbered events for many readers, the
fair undo, thinking in slices and hints."""

import numpy as np
import pytest

import boardroom as br
from conftest import GAME_IDS


def advanced(game_id, moves=4, seed=5):
    """A game a few random moves in (not over)."""
    g = br.Game(game_id, players=br.game_info(game_id)["min_players"], seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(moves):
        g.apply(int(rng.choice(g.legal_actions())))
    assert not g.is_over
    return g


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_scene_for_every_seat_and_a_spectator(game_id):
    g = advanced(game_id)
    spectator = g.scene()
    assert spectator["viewer"] is None and spectator["title"] and spectator["status"]
    assert len(spectator["seats"]) == g.players
    assert [p["to_move"] for p in spectator["seats"]] == [s == g.to_move for s in range(g.players)]
    for seat in range(g.players):
        scene = g.scene(seat)
        assert scene["viewer"] == seat and len(scene["seats"]) == g.players
        assert all(f["key"].startswith(game_id + ".") and f["text"]
                   for p in scene["seats"] for f in p["facts"])
    named = g.scene(0, names=["Ann", "Bob"])
    assert [p["name"] for p in named["seats"][:2]] == ["Ann", "Bob"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_legal_detail_matches_legal_actions(game_id):
    g = advanced(game_id)
    detail = g.legal_actions(detail=True)
    assert [a["id"] for a in detail] == g.legal_actions()
    assert [(a["id"], a["label"]) for a in detail] == g.legal_actions(labels=True)
    assert all(a["label"] == g.label(a["id"]) for a in detail)
    # Each names its key, arguments and the scene keys it refers to.
    keys = set()
    scene = g.scene(g.to_move)
    for panel in scene["seats"]:
        keys.add(panel["key"])
        keys.update(f["key"] for f in panel["facts"])
    for zone in scene["zones"] + [z for p in scene["seats"] for z in p["zones"]]:
        keys.add(zone["key"])
        keys.update(c["key"] for c in zone["cards"])
    assert all(k.startswith(game_id + ".") for k in keys)
    for a in detail:
        assert a["key"].startswith(game_id + ".action.") and isinstance(a["args"], dict)
        assert set(a["refs"]) <= keys, (a, keys)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_events_are_numbered_and_read_by_many_readers(game_id):
    g = advanced(game_id, moves=6)
    first, second = g.events(), g.events()
    assert first == second and first, "reading consumes nothing"
    seqs = [e["seq"] for e in first]
    assert seqs == sorted(seqs) and all(isinstance(e["type"], str) for e in first)
    assert g.next_seq > seqs[-1]
    middle = seqs[len(seqs) // 2]
    assert g.events(after=middle) == [e for e in first if e["seq"] > middle]
    assert g.events(after=g.next_seq) == []
    # Each seat reads its own part (its private events too), numbered alike.
    for seat in range(g.players):
        mine = [e["seq"] for e in g.events(seat)]
        assert mine == sorted(mine) and all(s < g.next_seq for s in mine)
        assert g.events(seat) == g.events(seat)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_undo_by_the_mover_restores_the_state(game_id):
    g = br.Game(game_id, players=br.game_info(game_id)["min_players"], seed=3)
    rng = np.random.default_rng(3)
    saves = []  # the state before each action still on the record
    undone = 0
    for _ in range(30):
        if g.is_over:
            break
        mover = g.to_move
        saves.append(g.save())
        g.apply(int(rng.choice(g.legal_actions())))
        after, seq = g.save(), g.next_seq
        # Another seat may not take it back: refused, nothing changes.
        for other in range(g.players):
            if other != mover:
                with pytest.raises(br.BoardroomError, match="no decision to take back"):
                    g.undo(other)
        assert g.save() == after and g.next_seq == seq
        try:
            n = g.undo(mover)
        except br.BoardroomError:
            assert g.save() == after  # refused: it revealed something
        else:
            # Back to before the mover's latest decision (forced steps go too).
            assert 1 <= n <= len(saves) and g.save() == saves[-n]
            del saves[-n:]
            last = g.events()[-1]
            assert last["type"] == "undone" and last["seq"] == seq and g.next_seq == seq + 1
            undone += 1
            saves.append(g.save())
            g.apply(int(rng.choice(g.legal_actions())))
    assert undone > 0


def test_undo_refusals():
    g = br.Game("oh-hell", players=3, seed=1)
    with pytest.raises(br.BoardroomError, match="no decision"):
        g.undo(0)  # nothing done yet
    with pytest.raises(br.BoardroomError, match="seat 7 is not in this"):
        g.undo(7)
    sample = g.determinize(0, seed=1)
    sample.apply(sample.legal_actions()[0])
    with pytest.raises(br.BoardroomError, match="transcript"):
        sample.undo(0)


def test_slices_decide_as_one_blocking_choice():
    g = br.Game("vendors", players=3, seed=9)
    whole = br.Ai("vendors", "ismcts", seed=1, iters=300).choose(g)
    ai = br.Ai("vendors", "ismcts", seed=1, iters=300)
    ai.start(g)
    assert ai.thinking
    iterations, done = ai.step(1)
    assert iterations == 1 and not done
    while not done:
        iterations, done = ai.step(17)
    assert iterations == 300
    assert ai.finish() == whole and not ai.thinking
    # A heuristic is done at once.
    h = br.Ai("vendors", "heuristic")
    h.start(g)
    assert h.step(10)[1] and h.finish() in g.legal_actions()


def test_analyze_ranks_moves():
    g = br.Game("oh-hell", players=3, seed=2)
    hint = br.Ai("oh-hell", "ismcts", seed=1, iters=500).analyze(g, names=["Ann"])
    assert hint["seat"] == g.to_move and hint["iterations"] == 500
    moves = hint["moves"]
    assert len(moves) > 1 and {m["id"] for m in moves} <= set(g.legal_actions())
    assert abs(sum(m["visit_share"] for m in moves) - 1) < 1e-9
    assert [m["visits"] for m in moves] == sorted((m["visits"] for m in moves), reverse=True)
    assert all(0 <= m["win_share"] <= 1 and m["label"] for m in moves)
    assert hint["line"] and hint["line"][0]["id"] == moves[0]["id"]
    # The hint is the move the same AI plays.
    assert br.Ai("oh-hell", "ismcts", seed=1, iters=500).choose(g) == moves[0]["id"]


def test_a_hint_shows_the_learned_prior_where_the_game_has_a_net():
    g = br.Game("emergent-fastplay", players=2, seed=3)
    # Its row consults the net from 3,000 iterations; prior=1 at any budget.
    hint = br.Ai("emergent-fastplay", "ismcts:prior=1", seed=1, iters=200).analyze(g)
    assert 0 <= hint["value"] <= 1
    assert all(0 <= m["prior"] <= 1 for m in hint["moves"])
    plain = br.Ai("emergent-fastplay", "ismcts:prior=1,net=off", seed=1, iters=200).analyze(g)
    assert "value" not in plain and all("prior" not in m for m in plain["moves"])


def test_bad_input_raises_and_changes_nothing():
    g = advanced("vendors")
    before, seq = g.save(), g.next_seq
    for bad in (lambda: g.scene(9), lambda: g.events(9), lambda: g.view(0, names=["a"] * 9),
                lambda: g.undo(99), lambda: g.apply(99999)):
        with pytest.raises(br.BoardroomError):
            bad()
    assert g.save() == before and g.next_seq == seq
    ai = br.Ai("vendors", "hard", seed=1)
    with pytest.raises(br.BoardroomError, match="not deciding"):
        ai.step(5)
    with pytest.raises(br.BoardroomError, match="not deciding"):
        ai.finish()
    with pytest.raises(br.BoardroomError, match="plays vendors, not oh-hell"):
        ai.start(br.Game("oh-hell", players=3))
    ai.start(g)
    with pytest.raises(br.BoardroomError, match="middle of a decision"):
        ai.start(g)
    with pytest.raises(br.BoardroomError, match="middle of a decision"):
        ai.choose(g)
    ai.reset()
    assert not ai.thinking and ai.choose(g) in g.legal_actions()
    with pytest.raises(br.BoardroomError, match="only ISMCTS"):
        br.Ai("vendors", "heuristic").analyze(g)
    assert g.save() == before


def _schema(name):
    """A published schema (include/schema/), found from this file."""
    import json
    import pathlib

    path = pathlib.Path(__file__).resolve().parents[2] / "include" / "schema" / f"{name}.schema.json"
    return json.loads(path.read_text())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_output_holds_to_the_published_schemas(game_id):
    jsonschema = pytest.importorskip("jsonschema")
    scene, legal, events, hint = (_schema(n) for n in ("scene", "legal", "events", "hint"))
    g = br.Game(game_id, players=br.game_info(game_id)["max_players"], seed=3)
    rng = np.random.default_rng(3)
    step = 0
    while not g.is_over and step < 60:
        if step % 9 == 0:
            jsonschema.validate(g.legal_actions(detail=True), legal)
            for seat in list(range(g.players)) + [None]:
                jsonschema.validate(g.scene(seat), scene)
                jsonschema.validate(g.events(seat), events)
        seat = g.to_move
        g.apply(int(rng.choice(g.legal_actions())))
        if step % 13 == 0:
            try:
                g.undo(seat)
            except br.BoardroomError:
                pass
        step += 1
    jsonschema.validate(g.events(None), events)
    if not g.is_over:
        ai = br.Ai(game_id, "ismcts", seed=1, iters=50)
        jsonschema.validate(ai.analyze(g), hint)


def test_a_game_speaks_its_language():
    g = br.Game("oh-hell", players=3, seed=2, lang="ru")
    assert g.lang == "ru"
    assert "Игрок 1" in g.view()
    assert "Игрок" in str(g.scene(0))
    g.lang = "en"
    assert "Seat 1" in g.view()
    with pytest.raises(ValueError, match='"de"'):
        g.lang = "de"
    assert g.lang == "en", "a refused language changes nothing"
    with pytest.raises(ValueError, match="unknown language"):
        br.Game("oh-hell", players=3, lang="xx")
    assert {"code": "ru", "name": "Русский"} in br.Game.languages()


def test_a_setup_screen_reads_every_option_in_its_language():
    games = br.games()
    for lang in ("en", "ru"):
        setup = br.setup(lang)
        assert [s["id"] for s in setup] == [g["id"] for g in games]
        for s, g in zip(setup, games):
            for so, go in zip(s["options"], g["options"]):
                assert (so["key"], so["values"], so["default"]) == (go["key"], go["values"], go["default"])
                assert len(so["value_names"]) == len(so["values"])
                assert so["name"] and so["help"] and all(so["value_names"])
    crafters = next(s for s in br.setup("ru") if s["id"] == "crafters")
    assert crafters["options"][0]["name"] == "Кубики"
    assert br.setup()[0]["name"] == games[0]["name"], "English by default"
    with pytest.raises(ValueError, match="unknown language"):
        br.setup("xx")
