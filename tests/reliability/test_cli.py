"""The command line never shows a traceback for bad input: exit status 1 and one line naming the problem. A genuine
internal error (a bug) ends in one line too, asking for a report and naming the saved record."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

import tcgkit
from tests.cli.helpers import one_line_error, run

from .hostile import DEEP, HUGE_NUMBER, records


@pytest.fixture(autouse=True)
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("TCGKIT_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("TCGKIT_DEBUG", raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_deck_check_of_a_huge_count_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "big.txt").write_text("1000000000000 Kosumi Diagonal\n", encoding="utf-8")
    line = one_line_error(run(["deck", "check", "hikarugo", "big.txt"]))
    assert "big.txt, line 1: count" in line and "limit of 999" in line


@pytest.mark.parametrize(
    ("change", "match"),
    [
        ({"seed": "abc"}, "seed"),
        ({"decks": 5}, "decks"),
        ({"options": [1]}, "options"),
        ({"actions": None}, "actions"),
        ({"actions": [1]}, "actions[0]"),
        ({"seed": None}, "needs 'decks' and 'seed'"),
        ({"options": {"turn_limit": "x"}}, "turn_limit"),
    ],
)
def test_replay_of_a_malformed_record_is_one_line(tmp_path: Path, change: dict[str, object], match: str) -> None:
    record = {**json.loads(records("hikarugo")[1]), **change}
    (tmp_path / "game.json").write_text(json.dumps(record), encoding="utf-8")
    line = one_line_error(run(["replay", "game.json"]))
    assert match in line and "Traceback" not in line


@pytest.mark.parametrize(
    "text", [DEEP, '{"seed": ' + HUGE_NUMBER + "}", "\x00\x01", "[]", '{"game": "hikarugo"}'], ids=list("abcde")
)
def test_replay_of_hostile_json_is_one_line(tmp_path: Path, text: str) -> None:
    (tmp_path / "game.json").write_text(text, encoding="utf-8")
    assert one_line_error(run(["replay", "game.json"])).startswith("error: game.json")


def test_replay_of_a_record_with_an_unknown_card_is_one_line(tmp_path: Path) -> None:
    record = json.loads(records("mlp")[1])
    next(iter(record["decks"][0]["sections"].values()))[0][0] = "no-such-card"
    (tmp_path / "game.json").write_text(json.dumps(record), encoding="utf-8")
    assert "unknown card id 'no-such-card'" in one_line_error(run(["replay", "game.json"]))


def test_an_internal_error_is_one_line_asking_for_a_report(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    game = tcgkit.game("hikarugo")

    def broken(deck: object) -> list[object]:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(type(game), "check_deck", lambda self, deck: broken(deck))
    (tmp_path / "deck.txt").write_text("1 Kosumi Diagonal\n", encoding="utf-8")
    line = one_line_error(run(["deck", "check", "hikarugo", "deck.txt"]))
    assert "internal error (ZeroDivisionError: a bug)" in line and "please report it" in line
    assert "record" not in line


def test_an_internal_error_during_play_names_the_saved_record(monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
    play = importlib.import_module("tcgkit.cli.play")

    def broken(self: object) -> str:
        raise RuntimeError("engine bug")

    monkeypatch.setattr(play.TerminalGame, "run", broken)
    result = run(["play", "hikarugo", "--vs", "random", "--seed", "3"], input="")
    line = one_line_error(result)
    saved = sorted((home / "home" / "records").glob("*.json"))
    assert len(saved) == 1
    assert "internal error (RuntimeError: engine bug)" in line and f"record was saved at {saved[0]}" in line


def test_debug_shows_the_traceback_of_an_internal_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TCGKIT_DEBUG", "1")
    monkeypatch.setattr(type(tcgkit.game("hikarugo")), "check_deck", lambda self, deck: 1 / 0)
    (tmp_path / "deck.txt").write_text("1 Kosumi Diagonal\n", encoding="utf-8")
    with pytest.raises(ZeroDivisionError):
        run(["deck", "check", "hikarugo", "deck.txt"])
