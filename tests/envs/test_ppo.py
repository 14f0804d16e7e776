"""The PPO training script's smoke run, and the trained policy as an agent (ppo:path=...)."""

from __future__ import annotations

import importlib.util
import os
import sys

import pytest

import tcgkit
from tcgkit import agents
from tcgkit.agents import AgentError

pytest.importorskip("torch")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _script():
    spec = importlib.util.spec_from_file_location("train_ppo", os.path.join(ROOT, "scripts", "train_ppo.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules["train_ppo"] = module
    spec.loader.exec_module(module)
    return module


def test_smoke_run_trains_saves_and_plays(tmp_path):
    out = tmp_path / "run"
    png = tmp_path / "curve.png"
    assert _script().main(["builddivide", "--smoke", "--out", str(out), "--plot", str(png)]) == 0
    path = out / "policy.pt"
    assert path.is_file() and (out / "curve.csv").is_file() and png.is_file()
    game = tcgkit.game("builddivide")
    agent = agents.make(f"ppo:path={path}", seed=1, game=game)
    state = game.new_game(list(game.sample_decks().values())[:2], seed=4)
    opponent = agents.make("random", seed=2)
    while not state.is_over:
        mover = agent if state.to_move == 0 else opponent
        state.apply(mover.act(state))
    assert state.is_over
    # as tcgkit sim runs it
    from tcgkit.sim import pair_job, run_games

    decks = game.sample_decks()
    a, b = game.sample_matchups()[0]
    job = pair_job("builddivide", [(a, decks[a]), (b, decks[b])], [f"ppo:path={path}", "random"], games=2)
    results = run_games(job.spec, job.seeds)
    assert len(results) == 2


def test_ppo_agent_errors_are_one_liners(tmp_path):
    with pytest.raises(AgentError, match="no checkpoint file"):
        agents.make(f"ppo:path={tmp_path / 'missing.pt'}", seed=0)
    with pytest.raises(AgentError, match="needs a checkpoint"):
        agents.make("ppo", seed=0)
