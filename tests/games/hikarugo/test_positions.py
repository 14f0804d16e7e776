"""The position format of docs/positions-hikarugo.md: what it builds, and clear errors for malformed positions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tcgkit.core import PositionError

from .helpers import GAME, ids, setup

DOC = Path(__file__).resolve().parents[3] / "docs" / "positions-hikarugo.md"


def test_the_documented_example_loads() -> None:
    example = re.search(r"```toml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1)  # type: ignore[union-attr]
    state = GAME.setup(example)
    assert state.turn == 7 and state.phase == "main" and state.to_move == 0
    assert state.board_rows()[1] == "bW...." and state.agehama == [0, 1] and state.bowls == [14, 15]
    assert "flip f-sanrensei" in ids(state)
    assert GAME.replay(state.record()).to_json() == state.to_json()


def test_a_position_replays_from_its_record() -> None:
    state = setup(phase="stone", board=["B.....", "......", "......", "......", "......", "......"])
    state.apply("place c3")
    again = GAME.replay(state.record())
    assert again.to_json() == state.to_json()


@pytest.mark.parametrize(
    ("position", "message"),
    [
        ({"boards": []}, "unknown key 'boards'"),
        ({"board": ["......"] * 5}, "board must be a list of 6 strings"),
        ({"board": ["......."] + ["......"] * 5}, "board row 1 '.......' must have 6 squares"),
        ({"board": ["..X..."] + ["......"] * 5}, "board row 1 has 'X'"),
        ({"board": ["BW....", "W....."] + ["......"] * 4}, "group without a liberty"),
        ({"phase": "lunch"}, "phase 'lunch' is not one of"),
        ({"bowls": [18, 17]}, "bowls[1] = 17 breaks HGO-6.12"),
        ({"players": [{}]}, "players must list exactly 2 players"),
        ({"players": [{"hand": ["Nonexistent Card"]}, {}]}, "players[0].hand[0]: unknown card 'Nonexistent Card'"),
        ({"players": [{"hand": ["Black Stone"]}, {}]}, "is a stone"),
        ({"players": [{"uchite": ["t-hane"]}, {}]}, "players[0].uchite[0]: 't-hane' is a technique, not a uchite"),
        ({"players": [{"fuseki": ["f-chinese"] * 3}, {}]}, "at most 2 (HGO-6.4)"),
        ({"players": [{"uchite": ["u-kibitzer"] * 6}, {}]}, "at most 5 (HGO-6.2)"),
        ({"players": [{"character": ["c-waya"]}, {}]}, "character is one card name"),
        ({"phase": "window"}, "needs match.attacker"),
        ({"phase": "main", "match": {"attacker": "u-kibitzer"}}, "match table is only read"),
        ({"phase": "main", "to_move": 1}, "to_move = 1 does not fit phase 'main'"),
        ({"turn": 0}, "turn must be at least 1"),
        ({"options": {"turn_limit": 0}}, "turn_limit: must be at least 1"),
        ({"players": [{"uchite": [{"card": "u-kibitzer", "entry": 9}]}, {}]}, "after the current turn"),
    ],
)
def test_malformed_positions_raise_one_clear_line(position: dict, message: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(PositionError) as err:
        GAME.setup(position)
    text = str(err.value)
    assert message in text and "\n" not in text


def test_bad_toml_is_a_position_error() -> None:
    with pytest.raises(PositionError, match="not valid TOML"):
        GAME.setup("turn = = 3")
