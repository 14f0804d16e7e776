"""The card pool: the real Premiere set as data (MLP-1.1–1.9, MLP-10.9), validation at load, the converter."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from typing import Any

import pytest

from tcgkit.core import DataError
from tcgkit.games.mlp.cards import COLORS, KEYWORDS, TYPES, cards_from_tables

from .helpers import GAME

ROOT = Path(__file__).resolve().parents[3]
CSV = ROOT.parent / "shared" / "data" / "mlp" / "cards.csv"
PREMIERE = [c for c in GAME.cards.values() if c.set == "Premiere"]


def test_the_whole_premiere_set_is_in_the_pool() -> None:
    """Every one of the 213 Premiere cards, with stable readable ids and set numbers."""
    assert len(PREMIERE) == 213
    assert all(re.fullmatch(r"pr-\d{3}-[a-z0-9-]+", c.id) for c in PREMIERE)
    assert GAME.cards["pr-001-rainbow-dash"].number == "PR1"


def test_cards_are_found_by_alias_and_shared_names_need_one() -> None:
    """Deck lists name cards unambiguously: by title alias or set number; a shared name is ambiguous."""
    assert GAME.cards.resolve("Rainbow Dash, Flier Extraordinaire") == "pr-001-rainbow-dash"
    assert GAME.cards.resolve("PR15") == "pr-015-rainbow-dash"
    assert GAME.cards.resolve("Jetstream") == "pr-007-jetstream"
    with pytest.raises(KeyError, match="ambiguous"):
        GAME.cards.resolve("Rainbow Dash")


def test_at_least_80_percent_of_premiere_is_supported_and_the_report_says_so() -> None:
    """docs/mlp-coverage.md opens with the supported percentage, which matches the data."""
    ok = sum(1 for c in PREMIERE if c.supported)
    assert ok / len(PREMIERE) >= 0.8
    first = (ROOT / "docs" / "mlp-coverage.md").read_text(encoding="utf-8").split("\n")[2]
    assert first == f"**Premiere: {ok} of 213 cards supported ({100 * ok / 213:.1f}%).**"
    assert all(c.why for c in PREMIERE if not c.supported)


def test_colours_types_and_requirement_entries() -> None:
    """MLP-1.1: six colours and colourless (``any``) requirement entries (``not_<colour>`` from card text);
    MLP-1.2: six card types."""
    assert TYPES == ("mane", "friend", "resource", "event", "troublemaker", "problem")
    assert {c.type for c in PREMIERE} == set(TYPES)
    for c in PREMIERE:
        assert set(c.colors) <= set(COLORS)
        for key in (*c.requirement, *c.owner_requirement, *c.opponent_requirement):
            assert key == "any" or key.removeprefix("not_") in COLORS


def test_every_card_has_the_common_fields() -> None:
    """MLP-1.3: id, name, type, keywords, abilities and a text in our own words."""
    for c in GAME.cards.values():
        assert c.id and c.name and c.type and c.text
        assert all(k.split(" ")[0] in KEYWORDS for k in (*c.keywords, *c.boosted_keywords))


def test_mane_fields() -> None:
    """MLP-1.4: colour, flip condition, START and BOOSTED sides (BOOSTED power at least START power)."""
    manes = [c for c in PREMIERE if c.type == "mane"]
    assert len(manes) == 6
    for m in manes:
        assert len(m.colors) == 1 and m.flip is not None
        assert m.power == 1 and m.home_limit == 3
        assert m.boosted_power is not None and m.boosted_power >= m.power and m.boosted_home_limit in (4, 5)


def test_friend_resource_event_fields() -> None:
    """MLP-1.5: a friend has a cost, exactly one colour, a power and at most one requirement entry;
    MLP-1.6: a resource has cost, power (reveal value), requirement and placement; MLP-1.7: an event has cost,
    power, requirement and a timing within main/faceoff, or ``reaction``/``troublemaker`` for the real set's
    events (card text, MLP-0.7)."""
    for c in PREMIERE:
        if c.type == "friend":
            assert c.cost is not None and len(c.colors) == 1 and c.power is not None and len(c.requirement) <= 1
        if c.type == "resource":
            assert c.cost is not None and c.power is not None and c.placement in ("home", "problem", "character")
        if c.type == "event":
            assert (
                c.cost is not None
                and c.power is not None
                and set(c.timing) <= {"main", "faceoff", "reaction", "troublemaker"}
                and c.timing
            )
    bandage = GAME.cards["pr-148-too-many-bandages"]
    assert (bandage.placement, bandage.attach_to) == ("character", "any_friend")


def test_problem_and_troublemaker_fields() -> None:
    """MLP-1.8: problems have the Starting Problem mark, both requirements and a bonus ≥ 1, at most one entry per
    colour; MLP-1.9: troublemakers have power and points and no cost (they cost 1 to play)."""
    for c in PREMIERE:
        if c.type == "problem":
            assert c.bonus is not None and c.bonus >= 1 and c.owner_requirement and c.opponent_requirement
            assert list(c.opponent_requirement) == ["any"]
        if c.type == "troublemaker":
            assert c.power is not None and c.points is not None and c.cost is None
    assert GAME.cards["pr-161-a-thorn-in-his-paw"].owner_requirement == {"yellow": 4, "not_yellow": 3}
    assert GAME.cards["pr-165-bunny-stampede"].owner_requirement == {"yellow": 2, "not_yellow": 2}
    assert sum(1 for c in PREMIERE if c.type == "problem" and c.starting) == 18
    assert "Epic" in GAME.cards["pr-152-ahuizotl"].keywords and "Villain" in GAME.cards["pr-152-ahuizotl"].keywords


def table(**fields: Any) -> dict[str, Any]:
    base = {"id": "x-card", "name": "X", "type": "friend", "colors": ["blue"], "cost": 1, "power": 1, "text": "t"}
    base.update(fields)
    return base


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"colour": "blue"}, "unknown field `colour`"),
        ({"colors": ["green"]}, "unknown colour 'green'"),
        ({"cost": -1}, "cost"),
        ({"type": "hero"}, "field `type` must be one of"),
        ({"keywords": ["Flying"]}, "unknown keyword 'Flying'"),
        ({"requirement": {"green": 2}}, "field `requirement` has unknown entry 'green'"),
        ({"abilities": [{"trigger": "on_play", "effects": [{"op": "teleport"}]}]}, "teleport"),
        ({"abilities": [{"trigger": "on_sneeze", "effects": [{"op": "draw", "n": 1}]}]}, "unknown trigger"),
        ({"type": "resource"}, "needs field `placement`"),
        ({"supported": False}, "says why"),
    ],
)
def test_bad_card_data_is_rejected_naming_card_and_field(fields: dict[str, Any], message: str) -> None:
    """Card data is validated at load; the error names the file, the card and the field (tcgkit.core.data)."""
    with pytest.raises(DataError, match=re.escape(message)) as err:
        cards_from_tables([table(**fields)], "cards.toml")
    assert "cards.toml: card #1 (x-card)" in str(err.value)


def test_duplicate_ids_are_rejected() -> None:
    with pytest.raises(DataError, match="duplicate id 'x-card'"):
        cards_from_tables([table(), table()], "cards.toml")


def test_abilities_use_the_vocabulary() -> None:
    """MLP-10.9: each ability has exactly one of trigger / activated / continuous, a target selector and effects;
    the converted pool parses into that model."""
    jet = GAME.cards["pr-007-jetstream"].abilities[0]
    assert (jet.continuous, jet.during, jet.target) == ("in_play", "faceoff", "self")
    with pytest.raises(DataError, match="exactly one of"):
        cards_from_tables([table(abilities=[{"effects": [{"op": "draw", "n": 1}]}])], "cards.toml")


@pytest.mark.skipif(not CSV.exists(), reason="the shared card data is not beside the project")
def test_converter_output_is_up_to_date_and_keeps_the_overlay() -> None:
    """scripts/mlp_cards.py regenerates exactly the packaged cards.toml and docs/mlp-coverage.md from the CSV and
    the hand-written overlay (re-running keeps the encodings)."""
    spec = importlib.util.spec_from_file_location("mlp_cards", ROOT / "scripts" / "mlp_cards.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    cards_text, report, n, ok = module.build(CSV, ["Premier", "Canterlot Nights"])
    assert n == 213 + 206 and ok == sum(1 for c in GAME.cards.values() if c.supported)
    assert cards_text == (ROOT / "src" / "tcgkit" / "games" / "mlp" / "data" / "cards.toml").read_text("utf-8")
    assert report == (ROOT / "docs" / "mlp-coverage.md").read_text("utf-8")
