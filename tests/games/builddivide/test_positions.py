"""The position format (docs/positions-builddivide.md): TOML or dict, clear errors, records that replay."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tcgkit.core import PositionError

from .helpers import G, player, setup

TOML = """
turn = 5
active = 0
phase = "attack"

[[players]]
territory = "Cinderpeak Keep"
field = [{ card = "Flare Lancer", power = 1000 }, "Spark Imp"]
life = ["Ember Squire", "Cinder Hound"]
deck = ["R-03", "Magma Brute"]
grave = ["Firestorm", "Blazing Rally"]

[[players]]
territory = "Tidewell Archive"
field = [{ card = "Reef Sentinel", rested = true }]
life = ["Wandering Automaton"]
"""


def test_a_toml_position():
    state = G.setup(TOML)
    assert state.turn == 5 and state.first == 0 and state.decision == "attack"
    assert [state.cards[i] for i in state.deck[0]] == ["R-06", "R-03"]  # listed top first, top is last inside
    assert [state.cards[i] for i in state.life[0]] == ["R-02", "R-01"]
    assert [state.f[i].name for i in state.grave[0]] == ["Blazing Rally", "Firestorm"]
    assert state.power_of(state.field[0][0]) == 6000 and state.rested[state.field[1][0]]


def test_a_position_game_replays_from_its_record():
    state = G.setup(TOML)
    state.apply(f"attack {state.field[0][0]} {state.field[1][0]}")
    state.apply("end")
    replayed = G.replay(state.record())
    assert replayed.to_json() == state.to_json()


@pytest.mark.parametrize(
    ("position", "message"),
    [
        ({"players": [player()]}, "exactly 2 tables"),
        ({"players": [player(), player()], "speed": 3}, "unknown key 'speed'"),
        ({"players": [player(), {"hand": []}]}, r"players\[1\].territory is required"),
        ({"players": [player(hand=["Emberr Squire"]), player()]}, r"players\[0\].hand\[0\]: unknown card"),
        ({"players": [player(field=["Blazing Rally"]), player()]}, "the field holds units only"),
        ({"players": [player(territory="Ember Squire"), player()]}, "not a TERRITORY"),
        ({"players": [player(hand=["Cinderpeak Keep"]), player()]}, "cannot be in the hand"),
        ({"players": [player(field=[{"card": "Ember Squire", "tapped": True}]), player()]}, "unknown key 'tapped'"),
        ({"players": [player(field=[{"card": "Ember Squire", "power": 500}]), player()]}, "multiples of 1000"),
        ({"players": [player(), player()], "turn": 2, "active": 0, "first": 0}, "cannot be 0 when 0 went first"),
        ({"players": [player(), player()], "phase": "upkeep"}, "phase must be one of"),
        ({"players": [player(), player()], "turn": 0}, "turn must be an integer"),
        ({"players": [player(), player()], "options": {"turn_limit": 0}}, "at least 1"),
        ({"players": [player(hand="Ember Squire"), player()]}, "must be a list"),
    ],
)
def test_malformed_positions_raise_a_one_line_position_error(position, message):
    with pytest.raises(PositionError, match=message) as err:
        G.setup(position)
    assert "\n" not in str(err.value) and str(err.value).startswith("position")


def test_bad_toml_is_a_position_error():
    with pytest.raises(PositionError, match="not valid TOML"):
        G.setup("players = [")


def test_defaults():
    state = setup(player(hand=["Ember Squire"]))
    assert (state.turn, state.active, state.first, state.phase) == (3, 0, 0, "main")
    assert state.options == {"turn_limit": 80} and not state.charged


def test_the_documented_example_is_a_valid_position():
    doc = (Path(__file__).parents[3] / "docs" / "positions-builddivide.md").read_text(encoding="utf-8")
    example = re.search(r"```toml\n(.*?)```", doc, re.S)
    assert example is not None
    state = G.setup(example.group(1))
    assert state.decision == "attack" and state.power_of(state.field[0][0]) == 8000  # Magma Brute +1000
