"""Environment steps per second on oh-hell, Boardroom's Python faces against
OpenSpiel's `oh_hell` through pyspiel, in one run (docs/performance.md).

A step is one action applied with uniformly random legal choices (chance
outcomes included for OpenSpiel's game, whose deal is chance nodes). The
vectorized environment counts learner steps (each also plays the two
other seats in Rust) and, in brackets, all actions.

    target/venv/bin/python python/bench/env_steps.py [seconds per row]
"""

import sys
import time

import numpy as np
import pyspiel
from open_spiel.python import rl_environment

import boardroom as br
from boardroom import envs
from boardroom import openspiel as bos

SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
rng = np.random.default_rng(0)


def timed(step_batch):
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < SECONDS:
        steps += step_batch()
    return steps / (time.perf_counter() - start)


def pyspiel_loop(game):
    def episode():
        state, n = game.new_initial_state(), 0
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(int(rng.choice(actions, p=probs)))
            else:
                state.apply_action(int(rng.choice(state.legal_actions())))
            n += 1
        return n
    return episode


def rl_env_loop(game):
    env = rl_environment.Environment(game, seed=1)

    def episode():
        t, n = env.reset(), 0
        while not t.last():
            p = t.observations["current_player"]
            t = env.step([int(rng.choice(t.observations["legal_actions"][p]))])
            n += 1
        return n
    return episode


def boardroom_loop():
    seed = iter(range(10**9))

    def episode():
        g, n = br.Game("oh-hell", players=3, seed=next(seed)), 0
        while not g.is_over:
            g.apply(int(rng.choice(g.legal_actions())))
            n += 1
        return n
    return episode


def aec_loop():
    env = envs.AECEnv("oh-hell", 3)

    def episode():
        env.reset()
        n = 0
        for agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            n += 1
        return n
    return episode


def vec_loop(num_envs):
    env = br.VecEnv("oh-hell", num_envs, players=3, opponents="random", seed=1)
    _, masks = env.reset()
    state = {"masks": masks}

    def batch():
        m = state["masks"]
        # Random legal actions, vectorized: argmax of noise on the mask.
        acts = np.argmax(rng.random(m.shape) * m, axis=1).astype(np.int64)
        _, state["masks"], _, _ = env.step(acts)
        return num_envs
    return batch


rows = [
    ("OpenSpiel oh_hell (C++ game), pyspiel loop", pyspiel_loop(pyspiel.load_game("oh_hell")), 1),
    ("OpenSpiel oh_hell, rl_environment", rl_env_loop(pyspiel.load_game("oh_hell")), 1),
    ("boardroom.Game oh-hell, Python loop", boardroom_loop(), 1),
    ("boardroom_oh_hell (pyspiel Python game), pyspiel loop", pyspiel_loop(bos.load("oh-hell")), 1),
    ("boardroom_oh_hell, rl_environment", rl_env_loop(bos.load("oh-hell")), 1),
    ("boardroom.envs.AECEnv oh-hell (PettingZoo)", aec_loop(), 1),
    ("boardroom.VecEnv oh-hell, 256 games, random opponents", vec_loop(256), 3),
]
print(f"{'environment':58} {'steps/s':>12}")
for name, fn, actions_per_step in rows:
    rate = timed(fn)
    extra = f"  ({rate * actions_per_step:,.0f} actions/s)" if actions_per_step > 1 else ""
    print(f"{name:58} {rate:>12,.0f}{extra}", flush=True)
