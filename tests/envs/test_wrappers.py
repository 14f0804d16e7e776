"""PettingZoo's api_test and seed_test, Gymnasium's check_env, for every game."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from .helpers import GAMES

pytest.importorskip("pettingzoo")
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from tcgkit.envs import pettingzoo as tpz
from tcgkit.envs.gymnasium import TcgkitEnv

CYCLES = {"mlp": 120, "bionicle": 120}


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_api_and_seed(name):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(tpz.env(name), num_cycles=CYCLES.get(name, 300))
        seed_test(lambda: tpz.env(name), num_cycles=CYCLES.get(name, 300))


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_plays_to_the_end_with_rewards(name):
    env = tpz.env(name, render_mode="ansi")
    env.reset(seed=5)
    totals = {a: 0.0 for a in env.possible_agents}
    rng = np.random.default_rng(5)
    for agent in env.agent_iter(max_iter=10_000):
        obs, reward, term, trunc, _ = env.last()
        totals[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(rng.choice(legal)))
    assert sorted(totals.values()) in ([-1.0, 1.0], [0.0, 0.0])
    assert isinstance(env.render(), str)


@pytest.mark.parametrize("name", GAMES)
def test_gymnasium_check_env(name):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(TcgkitEnv(name, opponent="random", render_mode="ansi"), skip_render_check=False)


def test_gymnasium_against_heuristic_and_an_illegal_action():
    env = TcgkitEnv("builddivide", opponent="heuristic", seat=1)
    _, info = env.reset(seed=3)
    assert env.state.to_move == 1 and info["action_mask"].sum() > 0
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert terminated and reward == -1.0 and info["illegal_action"]
