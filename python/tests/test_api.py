"""The typed API over the engine: games, actions, observations, tensors,
determinization, saving, the AI, and errors as Python exceptions."""

import copy
import pickle

import numpy as np
import pytest

import boardroom as br
from conftest import GAME_IDS


def test_games_lists_every_registered_game():
    ids = [g["id"] for g in br.games()]
    assert ids == GAME_IDS
    assert set(ids) == {"vendors", "value-crafter", "emergent", "emergent-fastplay", "crafters", "spiel-des-jahres", "oh-hell"}
    fast = br.game_info("emergent-fastplay")
    assert fast["options"][0]["key"] == "rounds" and fast["options"][0]["values"] == ["3", "4"]


def test_bad_input_raises_with_the_engines_message():
    with pytest.raises(br.BoardroomError, match="vendors takes 2 to 6 players, not 9"):
        br.Game("vendors", players=9)
    with pytest.raises(br.BoardroomError, match="unknown game 'chess'"):
        br.Game("chess")
    with pytest.raises(br.BoardroomError, match="has no option 'speed'"):
        br.Game("emergent-fastplay", players=2, options={"speed": "fast"})
    g = br.Game("oh-hell", players=3, seed=1)
    before = g.save()
    with pytest.raises(br.BoardroomError, match="names no action"):
        g.apply(9999)
    with pytest.raises(br.BoardroomError, match="illegal action"):
        g.apply(0)  # a card during the bidding
    with pytest.raises(br.BoardroomError, match="seat 5 is not in this 3-player game"):
        g.observation(5)
    with pytest.raises(br.BoardroomError, match="not over"):
        g.returns()
    with pytest.raises(br.BoardroomError):
        br.Game.load("oh-hell", b"not a save")
    assert g.save() == before  # nothing changed
    assert issubclass(br.BoardroomError, ValueError)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_plays_through_the_api(game_id):
    info = br.game_info(game_id)
    g = br.Game(game_id, players=info["max_players"], seed=3)
    rng = np.random.default_rng(0)
    while not g.is_over:
        pairs = g.legal_actions(labels=True)
        ids = g.legal_actions()
        assert [i for i, _ in pairs] == ids == sorted(ids)
        assert all(label and "#" not in label for _, label in pairs)
        mask = g.legal_mask()
        assert mask.dtype == np.int8 and list(np.flatnonzero(mask)) == ids
        seat = g.to_move
        obs = g.observation(seat)
        assert isinstance(obs, dict) and obs["observer"] == seat
        t = g.observation_tensor()
        assert t.shape == (info["observation_tensor_size"],) and t.dtype == np.float32 and np.isfinite(t).all()
        g.apply(int(rng.choice(ids)))
    r = g.returns()
    assert len(r) == info["max_players"] and abs(sum(r) - 1) < 1e-9
    assert len(g.scores()) == info["max_players"]
    assert len(g.expected_returns()) == info["max_players"]


def test_actions_by_label():
    g = br.Game("oh-hell", players=3, seed=1)
    seat = g.to_move
    g.apply("Bid 1 trick")
    assert g.observation(seat)["bids"][seat] == 1 and g.to_move != seat
    with pytest.raises(br.BoardroomError, match="no legal action is labelled"):
        g.apply("Bid 99 tricks")


def test_tensors_write_into_given_arrays_without_copies():
    g = br.Game("vendors", players=4, seed=2)
    out = np.full(g.observation_tensor_size, np.nan, np.float32)
    back = g.observation_tensor(1, out=out)
    assert back is out and np.isfinite(out).all()
    with pytest.raises(br.BoardroomError, match="floats"):
        g.observation_tensor(1, out=np.zeros(3, np.float32))
    games = [br.Game("vendors", players=4, seed=s) for s in range(5)]
    batch = br.observation_tensors(games)
    assert batch.shape == (5, g.observation_tensor_size)
    assert np.array_equal(batch[2], games[2].observation_tensor(games[2].to_move))
    buf = np.zeros((5, g.observation_tensor_size), np.float32)
    assert br.observation_tensors(games, seats=[3] * 5, out=buf) is buf
    assert np.array_equal(buf[4], games[4].observation_tensor(3))
    with pytest.raises(br.BoardroomError, match="one game per batch"):
        br.observation_tensors([games[0], br.Game("oh-hell", players=3)])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_determinize_keeps_what_the_seat_sees(game_id):
    g = br.Game(game_id, players=br.game_info(game_id)["min_players"], seed=5)
    for k in range(10):
        if g.is_over:
            break
        ids = g.legal_actions()
        g.apply(ids[k % len(ids)])
    for seat in range(g.players):
        d = g.determinize(seat, seed=11)
        assert d.observation(seat) == g.observation(seat)
        assert np.array_equal(d.observation_tensor(seat), g.observation_tensor(seat))
        assert d == g.determinize(seat, seed=11)


def test_save_load_pickle_and_copies():
    g = br.Game("spiel-des-jahres", players=4, seed=9)
    g.apply(g.legal_actions()[0])
    assert br.Game.load("spiel-des-jahres", g.save()) == g
    assert pickle.loads(pickle.dumps(g)) == g
    c = copy.deepcopy(g)
    c.apply(c.legal_actions()[0])
    assert c != g and g.clone() == g


def test_hidden_commitments_look_hidden_to_others():
    g = br.Game("emergent-fastplay", players=2, seed=1)
    a = g.legal_actions()[0]
    assert g.observe_action(a, 0) == a
    assert g.observe_action(a, 1) is None


def test_ai_presets_settings_and_specs():
    g = br.Game("oh-hell", players=3, seed=4)
    for ai in [br.Ai("oh-hell", "easy", seed=1), br.Ai("oh-hell", "ismcts", iters=50, mode="mo"),
               br.Ai("oh-hell", "heuristic"), br.Ai("oh-hell", "pimc:dets=2,iters=20")]:
        a = ai.choose(g)
        assert a in g.legal_actions()
    assert br.Ai("oh-hell", "hard", iters=10).spec == "ismcts:preset=hard,iters=10"
    with pytest.raises(br.BoardroomError, match="unknown agent"):
        br.Ai("oh-hell", "alphazero")
    with pytest.raises(br.BoardroomError, match="unknown ismcts option"):
        br.Ai("oh-hell", "ismcts", bogus=1)
    with pytest.raises(br.BoardroomError, match="plays oh-hell, not vendors"):
        br.Ai("oh-hell", "random").choose(br.Game("vendors", players=2))
    # The same seed plays the same game; observe keeps the tree in step.
    def play(seed):
        g = br.Game("oh-hell", players=3, seed=4)
        ai = br.Ai("oh-hell", "ismcts", seed=seed, iters=30)
        moves = []
        while not g.is_over:
            a = ai.choose(g)
            ai.observe(g, a)
            g.apply(a)
            moves.append(a)
        return moves
    assert play(1) == play(1)


def test_random_playout_leaves_the_state():
    g = br.Game("crafters", players=3, seed=1)
    before = g.save()
    r = g.random_playout(seed=3)
    assert abs(sum(r) - 1) < 1e-9 and g.save() == before
    assert r == g.random_playout(seed=3)


def test_vec_env_steps_many_games_and_refuses_illegal_actions():
    env = br.VecEnv("vendors", 6, players=3, seat=1, opponents=["heuristic", "random"], seed=2)
    obs, masks = env.reset()
    assert obs.shape == (6, env.observation_size) and masks.shape == (6, env.num_actions)
    rng = np.random.default_rng(1)
    before = [env.game_state(i).save() for i in range(6)]
    bad = np.array([np.flatnonzero(m == 0)[0] for m in masks], np.int64)
    with pytest.raises(br.BoardroomError, match="not legal"):
        env.step(bad)
    assert before == [env.game_state(i).save() for i in range(6)]
    ended = 0
    for _ in range(2000):
        acts = np.array([rng.choice(np.flatnonzero(m)) for m in masks], np.int64)
        obs, masks, rewards, done = env.step(acts)
        assert all(env.game_state(i).to_move == 1 for i in range(6))
        ended += done.sum()
        assert ((rewards >= 0) & (rewards <= 1)).all() and (rewards[~done] == 0).all()
        if ended >= 6:
            break
    assert ended >= 6
    # Same seed, same games.
    a = br.VecEnv("oh-hell", 3, seed=5).reset()[0]
    b = br.VecEnv("oh-hell", 3, seed=5).reset()[0]
    assert np.array_equal(a, b)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_text_views_in_the_books_words(game_id):
    info = br.game_info(game_id)
    g = br.Game(game_id, players=info["min_players"], seed=5)
    rng = np.random.default_rng(1)
    for _ in range(3):
        g.apply(int(rng.choice(g.legal_actions())))
    assert not g.is_over
    seat = g.to_move
    mine = g.view(seat)
    assert str(g) == mine, "str() is the view of the seat to move"
    spectator = g.view()
    assert mine and spectator and mine != spectator
    for text in (mine, spectator):
        assert "{" not in text and "255" not in text and "None" not in text
    # The events since the seat last acted are told in sentences.
    assert "." in mine
    with pytest.raises(br.BoardroomError, match="seat 9 is not in this"):
        g.view(9)
    with pytest.raises(TypeError):
        g.view("first")
    # Samples and copies carry a view too (without events).
    assert g.determinize(seat, seed=2).view(seat)
    assert copy.copy(g).view() == spectator


def test_arena_summary_refuses_records_it_cannot_read():
    seats = ["heuristic", "random", "random"]
    records = br.arena_records("oh-hell", seats, seed=3, start=0, count=3)
    assert br.arena_summary("oh-hell", seats, records)["games"] == 3
    short = [dict(records[0], scores=records[0]["scores"][:2])] + records[1:]
    with pytest.raises(br.BoardroomError, match="results for each of the 3 agents"):
        br.arena_summary("oh-hell", seats, short)
    negative = [dict(records[0], thinking=[-1.0, 0.0, 0.0])] + records[1:]
    with pytest.raises(br.BoardroomError, match="not a number of seconds"):
        br.arena_summary("oh-hell", seats, negative)
    with pytest.raises(br.BoardroomError, match="appears twice"):
        br.arena_summary("oh-hell", seats, records + records[:1])
