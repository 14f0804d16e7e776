"""No requirement with a power loses its colour (issue 16, item 3): in the facts data of every set, and in our
generated card file.

PR165 once had an empty colour on its second confront requirement, so the converter read it as colourless ("any")
power; the facts file was corrected. The converter now refuses an empty colour with a power, and these tests catch
the next one. CG167 Accessorize the Crystal Ponies still has one in the facts file: it is a known gap, pinned here
so that fixing the facts file (or a new gap) shows up.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

import tcgkit

FACTS = Path(__file__).resolve().parents[3].parent / "shared" / "data" / "mlp" / "cards.csv"
#: Known gaps of the facts file: number -> the requirement column whose colour is empty. CG167's sibling problems
#: (CG170, CG173-CG175, CG186: "X 2, Not X 2") suggest "Not Generosity" 2; not confirmed from a second source.
KNOWN_GAPS = {"CG167": "problem_req2"}
ELEMENTS = {
    "Loyalty": "blue",
    "Honesty": "orange",
    "Laughter": "pink",
    "Magic": "purple",
    "Generosity": "white",
    "Kindness": "yellow",
}


def _rows() -> list[dict[str, str]]:
    if not FACTS.is_file():
        pytest.skip(f"the facts data is not here ({FACTS})")
    with FACTS.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def _requirements(row: dict[str, str]) -> list[tuple[str, str, int]]:
    """(column, colour, power) of every requirement of a row with a power above 0."""
    cols = ["req1", "req2", "req3"] + (["problem_req1", "problem_req2"] if row["type"] == "Problem" else [])
    out = []
    for col in cols:
        power = row.get(f"{col}_power", "").strip()
        if power and int(power) > 0:
            out.append((col, row[f"{col}_color"].strip(), int(power)))
    return out


def test_every_requirement_with_a_power_has_a_colour_in_the_facts_of_every_set() -> None:
    rows = _rows()
    sets = {r["set"] for r in rows}
    assert len(sets) >= 15  # every set, not just the converted ones
    gaps = {r["number"]: col for r in rows for col, colour, _ in _requirements(r) if not colour}
    assert gaps == KNOWN_GAPS, "a requirement with a power and no colour (update KNOWN_GAPS only after checking)"
    problems = [r for r in rows if r["type"] == "Problem"]
    assert len(problems) == 207
    assert all(_requirements(r) for r in problems if r["problem_req1_power"].strip() not in ("", "0"))


def test_no_requirement_lost_its_colour_in_our_card_file() -> None:
    """Every requirement of the facts is in cards.toml with its own colour: coloured, ``not_<colour>``, or ``any``
    only where the facts say Wild; and the converted cards' requirements have no other entries."""
    rows = {r["number"]: r for r in _rows()}
    pool = tcgkit.game("mlp").cards
    checked = 0
    for cid in pool:
        card = pool[cid]
        row = rows[card.number]
        want_play: dict[str, int] = {}
        want_owner: dict[str, int] = {}
        for col, colour, power in _requirements(row):
            assert colour, f"{card.number} {col}: a power of {power} without a colour reached the card file"
            if colour == "Wild":
                key = "any"
            elif colour.startswith("Not "):
                key = "not_" + ELEMENTS[colour[4:]]
            else:
                key = ELEMENTS[colour]
            (want_owner if col.startswith("problem_") else want_play)[key] = power
        if card.type == "problem":
            assert dict(card.owner_requirement) == want_owner, card.number
            assert set(card.opponent_requirement) == {"any"}  # the opponent's requirement is colourless by the rules
            checked += 1
        elif card.type in ("friend", "resource", "event"):
            assert dict(card.requirement) == want_play, card.number
    assert checked == sum(1 for c in pool.values() if c.type == "problem") > 0
