"""Positions (docs/positions-starwars.md): valid ones round-trip, malformed ones name the place."""

from __future__ import annotations

import pytest

from tcgkit.core import PositionError

from .helpers import G, ids, setup

DOC_EXAMPLE = """
step = "build"
player = "dark"
turn = 3
dice = [6, 6, 2]

[dark]
force = 5
build_points = 3
hand = ["Jango Fett (A)", "Strength of Hate"]
deck = ["Nexu", "Reek"]
equipment = ["Blaster Pistol"]
build_zone = [{card = "Droid Control Ship", counters = 4}, "Battle Droid Squad"]
units = [
  "Battle Droid Squad",
  {cards = ["Jango Fett (B)", "Jango Fett (D)"], damage = 2, tapped = true},
  {card = "Droid Starfighter Wing", pilot = "TIE Fighter Pilot", pilot_damage = 1},
  {card = "Super Battle Droid 8EX", arena = "retreated"},
]

[light]
force = 4
units = ["Clone Squad", "N-1 Starfighter"]

[locations]
space = {card = "Utapau System", owner = "light"}
"""


def test_toml_position_ids_and_round_trips() -> None:
    """A TOML position sets up every zone; units get ids in listing order (a pilot right after its ship); the
    state survives JSON and replays from its record."""
    state = setup(DOC_EXAMPLE)
    assert [u[0] for u in state.units] == [1, 2, 3, 4, 5, 6, 7]
    assert state.unit(4)[3] == 4 and state.unit(3)[7] == 4 and state.unit(6)[1] == 1
    assert state.decision == "build" and state.to_move == 0 and state.force == [5, 4]
    assert G.load(state.to_json()) == state
    copy = state.clone()
    copy.apply(ids(copy)[0])
    assert copy != state and G.load(state.to_json()) == state
    replayed = G.replay(state.record())
    assert replayed.to_json() == state.to_json()


@pytest.mark.parametrize(
    ("position", "message"),
    [
        ({"colour": 1}, "position: unknown key(s) colour"),
        ({"dark": {"hand": ["No Such Card"]}}, "position: dark.hand[0]: unknown card 'No Such Card'"),
        ({"dark": {"units": [{"card": "Nexu", "arena": "ground"}]}}, "position: dark.units[0].arena:"),
        (
            {"light": {"units": [{"cards": ["Anakin Skywalker (A)", "Obi-Wan Kenobi (A)"]}]}},
            "position: light.units[0]: a stack holds 2-4 unique cards of one persona",
        ),
        ({"dark": {"build_zone": ["Strength of Hate"]}}, "a battle card can't be built"),
        ({"step": "lunch"}, "position: step: 'lunch' is not one of"),
        ({"dice": [7]}, "position: dice: expected a list of die results 1-6"),
        ({"locations": {"space": "Utapau Sinkhole"}}, "position: locations.space: 'Utapau Sinkhole' is not a space"),
        ({"dark": {"force": -1}}, "position: dark.force: expected a non-negative integer"),
        ({"dark": {"units": [{"card": "Nexu", "grants": ["Flying 2"]}]}}, "unknown keyword 'Flying 2'"),
        ({"dark": {"units": [{"card": "Nexu", "pilot": "TIE Fighter Pilot"}]}}, "a pilot"),
        ({"step": "initial", "dark": {"units": ["Droid Control Ship"] * 4}}, "initial total 36 is over 30"),
        ("step = [", "position is not valid TOML"),
    ],
)
def test_malformed_positions_raise_one_line_errors(position: object, message: str) -> None:
    with pytest.raises(PositionError) as err:
        setup(position)  # type: ignore[arg-type]
    text = str(err.value)
    assert message in text and "\n" not in text
