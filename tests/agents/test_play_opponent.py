"""`tcgkit play`: the default opponent, --vs with parameters, --think."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tcgkit.core import Game
from tests.cli.helpers import one_line_error, run


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TCGKIT_HOME", str(tmp_path))
    return tmp_path / "records"


def saved(records: Path) -> dict:
    (path,) = records.glob("*.json")
    return json.loads(path.read_text(encoding="utf-8"))


def test_builddivide_defaults_to_the_search_agent_thinking_five_seconds_a_turn(home: Path) -> None:
    result = run(["play", "builddivide", "--seed", "3", "--think", "0.05"], input="1\n" * 3 + "q\n")
    assert result.exit_code == 0, result.output
    assert "against mcts (thinking up to 0.05 s a turn)" in result.output
    assert saved(home)["players"] == ["you", "mcts"]
    help_text = " ".join(run(["play", "--help"]).output.split())
    assert "--think" in help_text and "whole turn (default 5)" in help_text


def test_an_agent_with_parameters_plays_and_is_named_in_the_record(home: Path) -> None:
    result = run(["play", "builddivide", "--seed", "4", "--seat", "2", "--vs", "mcts:iterations=20"], input="1\n" * 60)
    assert result.exit_code == 0, result.output
    assert "against mcts:iterations=20;" in result.output
    assert saved(home)["players"] == ["mcts", "you"]


def test_the_heuristic_opponent_plays(home: Path) -> None:
    result = run(["play", "builddivide", "--seed", "5", "--vs", "heuristic"], input="1\n" * 400)
    assert result.exit_code == 0, result.output
    assert saved(home)["players"] == ["you", "heuristic"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--vs", "heuristic", "--think", "1"], "--think sets the mcts opponent's thinking time"),
        (["--think", "0"], "--think must be a positive number of seconds, got 0"),
        (["--vs", "mcts:iterations=-3"], "iterations must be at least 1"),
    ],
)
def test_bad_opponent_choices_are_one_line(home: Path, args: list[str], message: str) -> None:
    assert message in one_line_error(run(["play", "builddivide", *args]))


def test_heuristic_is_refused_for_a_game_without_an_evaluation(toy: Game) -> None:
    line = one_line_error(run(["play", "toy", "--vs", "heuristic"]))
    assert "the heuristic agent needs an evaluation of toy positions" in line


def test_a_game_without_an_evaluation_defaults_to_random(toy: Game, records: Path) -> None:
    result = run(["play", "toy", "--seed", "1"], input="q\n")
    assert result.exit_code == 0 and "against random;" in result.output
