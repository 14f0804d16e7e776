"""Card data: fields, validation at load, the pool's minimums and coverage, the profile
(HGO-1.8–1.14, HGO-10.1–10.8)."""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path

import pytest

from tcgkit.core import DataError
from tcgkit.core.data import read_toml
from tcgkit.games.hikarugo.cards import CHARACTER, colors_of, parse_cards

from .helpers import GAME

POOL = [GAME.cards[c] for c in GAME.cards]
FACTS = GAME.facts


def of_type(kind: str) -> list:  # type: ignore[type-arg]
    return [c for c in POOL if c.type == kind]


def effects(card) -> list[str]:  # type: ignore[no-untyped-def]
    return [type(a).__struct_config__.tag for a in card.abilities]


def test_card_types_and_fields() -> None:  # HGO-1.8, HGO-1.9, HGO-1.11, HGO-1.12, HGO-1.13, HGO-1.14, HGO-10.1
    assert Counter(c.type for c in POOL).keys() == {"character", "uchite", "fuseki", "technique", "stone"}
    for c in POOL:
        if c.type == "stone":
            continue
        assert c.id and c.name and isinstance(c.restricted, bool) and isinstance(c.text, str)
        assert len(FACTS[c.id].cost) == 5 and all(n >= 0 for n in FACTS[c.id].cost)
    assert all(c.person for c in of_type("character"))
    assert all(c.attack >= 0 and c.defense >= 0 for c in of_type("uchite"))
    assert all(c.timing in ("main", "match", "any") for c in of_type("fuseki"))
    assert {"Black Stone", "White Stone"} == {c.name for c in of_type("stone")}


def test_colours_come_from_the_cost() -> None:  # HGO-1.10, HGO-1.4
    assert colors_of((0, 1, 0, 0, 1)) == ("red",)
    assert colors_of((1, 0, 1, 0, 0)) == ("blue", "white")
    assert colors_of((0, 0, 0, 0, 3)) == () == colors_of((0, 0, 0, 0, 0))  # black (colourless)
    assert FACTS["u-title-challenger"].colors == ("blue", "white")


def test_pool_minimums_and_persons() -> None:  # HGO-10.2
    assert len(of_type("uchite")) >= 20 and len(of_type("technique")) >= 20 and len(of_type("fuseki")) >= 10
    chars = of_type("character")
    persons = Counter(c.person for c in chars)
    assert len(chars) >= 13
    assert set(persons) >= {
        "Shindou Hikaru",
        "Fujiwara no Sai",
        "Touya Akira",
        "Touya Kouyou",
        "Ogata Seiji",
        "Waya Yoshitaka",
        "Isumi Shinichirou",
        "Ochi Kousuke",
        "Kaga Tetsuo",
        "Tsutsui Kimihiro",
        "Mitani Yuuki",
        "Fujisaki Akari",
    }
    assert max(persons.values()) >= 2  # two cards share a person
    restricted = {c.type for c in POOL if getattr(c, "restricted", False)}
    assert restricted == {"character", "uchite", "technique", "fuseki"}
    assert sum(getattr(c, "restricted", False) for c in POOL) >= 4


def test_uchite_coverage() -> None:  # HGO-10.3
    uchite = of_type("uchite")
    assert {u.attack for u in uchite} >= set(range(7)) and {u.defense for u in uchite} >= set(range(7))
    assert {FACTS[u.id].total for u in uchite} >= {1, 2, 3, 4}
    for colour in ("blue", "red", "white", "yellow"):
        assert sum(colour in FACTS[u.id].colors for u in uchite) >= 3
    assert sum(FACTS[u.id].colors == () and FACTS[u.id].total > 0 for u in uchite) >= 3
    assert any("QUICK" in effects(u) for u in uchite) and any("STATIC_BONUS" in effects(u) for u in uchite)


def test_technique_coverage() -> None:  # HGO-10.4
    techs = of_type("technique")
    count = Counter(e for t in techs for e in effects(t))
    for kind in ("BOOST", "ATTACK_UP", "DEFENSE_UP", "WEAKEN"):
        assert count[kind] >= 2
    for kind in ("UNTAP_STONES", "DRAW", "EXTRA_TAKE", "GUARD", "TAP_OPP_STONES"):
        assert count[kind] >= 1
    assert any(FACTS[t.id].colors and FACTS[t.id].cost[4] for t in techs)  # a colour mixed with black
    assert any(FACTS[t.id].total == 0 for t in techs)


def test_fuseki_coverage() -> None:  # HGO-10.5
    fuseki = of_type("fuseki")
    timing = Counter(f.timing for f in fuseki)
    assert timing["main"] >= 3 and timing["match"] >= 3 and timing["any"] >= 2
    found = {e for f in fuseki for e in effects(f)}
    assert {"DRAW", "UNTAP_STONES", "RECOVER", "TAKE_STONE", "BANISH_UCHITE", "OPP_DISCARD_RANDOM"} <= found
    assert found & {"BOOST", "WEAKEN"}
    assert all(f.restricted for f in fuseki if "TAKE_STONE" in effects(f))
    assert any(FACTS[f.id].total == 0 for f in fuseki)


def test_character_coverage() -> None:  # HGO-10.6
    forms = set()
    for c in of_type("character"):
        for a in c.abilities:
            tag = type(a).__struct_config__.tag
            forms.add(f"{tag} {a.timing}" if tag == "ACTIVATED" else tag)
    assert forms >= {
        "STATIC_BONUS",
        "ON_ENTER",
        "ON_CAPTURE",
        "ON_MATCH_WIN",
        "ON_MATCH_LOSS",
        "ACTIVATED main",
        "ACTIVATED match",
    }
    assert all(FACTS[c.id].kind == CHARACTER for c in of_type("character"))


GOOD = """
[[card]]
id = "t-test"
name = "Test Technique"
type = "technique"
cost = { red = 1 }
abilities = [{ kind = "BOOST", n = 1 }]
"""


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("n = 1", "n = 0", "Expected `int` >= 1 - at `$.abilities[0].n`"),
        ('"BOOST"', '"FLY"', "Invalid value 'FLY' - at `$.abilities[0].kind`"),
        ("red = 1", "rouge = 1", "unknown field `rouge` - at `$.cost`"),
        ('type = "technique"', 'type = "spell"', "field `type` must be one of"),
        ('type = "technique"', 'type = "uchite"', "Invalid value 'BOOST' - at `$.abilities[0].kind`"),  # not on uchite
        ('type = "technique"', 'type = "fuseki"', "missing required field `timing`"),
    ],
)
def test_a_bad_card_file_is_rejected_naming_file_card_and_field(
    old: str, new: str, message: str
) -> None:  # HGO-10.1, HGO-1.9
    text = GOOD.replace(old, new)
    assert text != GOOD
    with pytest.raises(DataError) as err:
        parse_cards(tomllib.loads(text), "bad.toml")
    assert str(err.value).startswith("bad.toml: card #1 (t-test): ") and message in str(err.value)
    assert parse_cards(tomllib.loads(GOOD), "good.toml")[0].id == "t-test"


def test_a_duplicate_id_or_bad_syntax_is_rejected(tmp_path: Path) -> None:  # HGO-10.1
    with pytest.raises(DataError, match=r"bad.toml: card #2 \(t-test\): duplicate id 't-test'"):
        parse_cards(tomllib.loads(GOOD + GOOD), "bad.toml")
    broken = tmp_path / "broken.toml"
    broken.write_text("[[card]\nid = 1", encoding="utf-8")
    with pytest.raises(DataError, match=r"broken\.toml: not valid TOML"):
        read_toml(broken)


def test_profile_reads_like_the_rules() -> None:  # HGO-2.1, HGO-2.3, HGO-3.6, HGO-0.2
    prof = GAME.profile
    assert (prof.rule_prefix, prof.players, prof.deck_min, prof.deck_max, prof.copies) == ("HGO", 2, 50, None, 3)
    assert (prof.opening_hand, prof.hand_limit) == (7, 7)


def test_the_shipped_rules_are_the_shared_rules() -> None:  # HGO-0.1
    import re

    text = GAME.rules_text()
    shared = Path(__file__).resolve().parents[4] / "shared" / "rules" / "hikarugo.md"
    if shared.exists():
        assert text == shared.read_text(encoding="utf-8")
    ids = re.findall(r"\*\*(HGO-[^*]+)\*\*", text)
    assert ids and all(re.fullmatch(r"HGO-\d+\.\d+", i) for i in ids)
    assert all(
        re.fullmatch(r"HGO-\d+\.\d+", p.rule_id) for p in GAME.check_deck(GAME.parse_deck("1 Hane Around the Corner"))
    )
