"""OpenSpiel: every game registered as a Python game; consistency along random simulations; the bots play."""

from __future__ import annotations

import pickle
import random

import numpy as np
import pytest

from .helpers import GAMES

pyspiel = pytest.importorskip("pyspiel")
from tcgkit.envs import openspiel as tos  # noqa: E402

#: pyspiel.random_sim_test checks observations of every player after every move; quick enough for the short games.
SIM_TEST = {"hikarugo": 2, "builddivide": 1, "starwars": 1}


@pytest.mark.parametrize("name", GAMES)
def test_random_simulations_with_clone_serialization_and_resampling(name):
    game = tos.load(name, seed=11)
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    if name in SIM_TEST:
        pyspiel.random_sim_test(game, num_sims=SIM_TEST[name], serialize=False, verbose=False)
    rng = random.Random(name)
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal():
        p = state.current_player()
        legal = state.legal_actions()
        assert legal == sorted(set(legal)) and all(0 <= a < game.num_distinct_actions() for a in legal)
        assert state.legal_actions(1 - p) == []
        if steps % 7 == 0:
            clone = state.clone()
            assert clone.tcg == state.tcg and clone.tcg is not state.tcg and clone.history() == state.history()
            back = tos.deserialize(tos.serialize(state))
            assert back.tcg == state.tcg and back.history() == state.history()
            assert pickle.loads(pickle.dumps(state)).tcg == state.tcg
            world = state.resample_from_infostate(p, rng.random)
            assert world.information_state_string(p) == state.information_state_string(p)
            assert world.observation_string(p) == state.observation_string(p)
            assert np.array_equal(world.information_state_tensor(p), state.information_state_tensor(p))
            assert np.array_equal(world.observation_tensor(p), state.observation_tensor(p))
            assert world.legal_actions() == legal
            clone.apply_action(legal[0])  # the clone moves on alone
            assert len(state.history()) == steps
        state.apply_action(rng.choice(legal))
        steps += 1
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


@pytest.mark.parametrize("name", ["hikarugo", "builddivide"])
def test_openspiel_ismcts_and_mcts_bots_play(name):
    from open_spiel.python.algorithms import ismcts, mcts

    game = tos.load(name, seed=2)
    rs = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(1, rs)
    bots = [
        ismcts.ISMCTSBot(game, evaluator, 2.0, 8, random_state=rs, allow_inconsistent_action_sets=True),
        mcts.MCTSBot(game, 2.0, 8, evaluator, random_state=rs),
    ]
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal() and moves < 40:
        action = bots[state.current_player()].step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        moves += 1
    assert moves > 0
