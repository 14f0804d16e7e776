"""The card data model (BDV-1.x, BDV-10.8–10.10), load-time validation, and the pool minimums (BDV-10.1–10.6)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any

import msgspec
import pytest

from tcgkit.core import DataError
from tcgkit.games.builddivide.cards import OP_PARAMS, Card, Command, Territory, Unit, load_cards

from .helpers import G

UNIT_OK = (
    'id = "X-1"\nname = "Test Unit"\ntype = "UNIT"\ncolor = "RED"\ncost = { colored = { RED = 1 } }\npower = 1000\n'
)


@pytest.fixture
def pool_from(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Load a cards.toml text through the real loader (a throw-away package on sys.path)."""
    counter = iter(range(1000))

    def load(text: str) -> list[Any]:
        name = f"bdvfake{next(counter)}"
        pkg = tmp_path / name
        (pkg / "data").mkdir(parents=True)
        (pkg / "__init__.py").write_text("")
        (pkg / "data" / "cards.toml").write_text(text)
        monkeypatch.syspath_prepend(str(tmp_path))
        sys.modules.pop(name, None)
        return load_cards(name)

    return load


def card(body: str) -> str:
    return "[[card]]\n" + body


def test_a_valid_unit_loads(pool_from):  # BDV-1.3 BDV-1.5
    (unit,) = pool_from(card(UNIT_OK))
    assert isinstance(unit, Unit) and unit.cost.total == 1 and unit.hit == 1 and unit.text == ""


def ability(timing: str, effect: str, condition: str = "") -> str:
    cond = f"condition = {condition}\n" if condition else ""
    return f'[[card.abilities]]\ntiming = "{timing}"\n{cond}effect = {effect}\n'


DRAW = '[{ op = "DRAW", n = 1 }]'


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        (UNIT_OK.replace('"RED"\ncost', '"GREEN"\ncost'), "$.color"),  # BDV-1.2
        (UNIT_OK.replace('name = "Test Unit"\n', ""), "missing required field `name`"),  # BDV-1.3
        (UNIT_OK.replace('"UNIT"', '"SPELL"'), "$.type"),  # BDV-1.1
        (UNIT_OK.replace("power = 1000", "power = 1500"), "field power"),  # BDV-1.5 BDV-0.8
        (UNIT_OK + "ace = true\n", "field title"),  # BDV-1.5: title iff ace
        (UNIT_OK + 'icon = "SHOT"\n', "SHOT card needs both"),  # BDV-1.4
        (UNIT_OK + f'icon = "BUSTER"\ntrigger_effect = {DRAW}\n', "only TRIGGER cards"),  # BDV-1.4
        (UNIT_OK.replace("RED = 1", "RED = 0"), "must be positive"),  # BDV-1.4
        (UNIT_OK + 'keywords = ["FLYING"]\n', "$.keywords[0]"),  # BDV-10.8
        (UNIT_OK + ability("ON_LIBERATE", DRAW), "territories only"),  # BDV-1.8
        (UNIT_OK + ability("ON_PLAY", '[{ op = "FLY" }]'), "effect[0].op"),  # BDV-10.8
        (UNIT_OK + ability("ON_PLAY", '[{ op = "DRAW" }]'), "DRAW needs n"),
        (UNIT_OK + ability("ON_PLAY", '[{ op = "DESTROY" }]'), "needs a target"),
        (UNIT_OK + ability("ON_PLAY", '[{ op = "DRAW", n = 1, p = 1000 }]'), "takes no p"),
        (UNIT_OK + ability("ON_PLAY", '[{ op = "AURA", p = 1000 }]'), "AURA belongs to STATIC"),  # BDV-5.40
        (UNIT_OK + ability("ON_PLAY", DRAW, '[{ kind = "RICH" }]'), "condition[0].kind"),  # BDV-10.9
        (
            UNIT_OK + ability("ON_PLAY", '[{ op = "BOUNCE", target = { kind = "OPP_UNIT", count = 2 } }]'),
            "must be 'up to'",
        ),  # BDV-10.8: count 1, up to k, or ALL
    ],
)
def test_invalid_unit_data_is_rejected_naming_file_card_and_field(pool_from, body, needle):  # BDV-1.4 BDV-1.5 BDV-1.8
    with pytest.raises(DataError) as err:
        pool_from(card(body))
    text = str(err.value)
    assert text.startswith("cards.toml: card #1") and needle in text


def test_invalid_command_and_territory_data_is_rejected(pool_from):  # BDV-1.6 BDV-1.7 BDV-2.10
    cmd = 'id = "C-1"\nname = "Test Command"\ntype = "COMMAND"\ncolor = "BLUE"\ncost = { generic = 1 }\n'
    with pytest.raises(DataError, match="a command needs at least one step"):
        pool_from(card(cmd))
    with pytest.raises(DataError, match="LIBERATE is for unit abilities only"):
        pool_from(card(cmd + 'effect = [{ op = "LIBERATE" }]\n'))
    with pytest.raises(DataError, match="ATTACKER exists only during an attack"):
        pool_from(card(cmd + 'effect = [{ op = "BOUNCE", target = { kind = "ATTACKER" } }]\n'))
    terr = 'id = "T-1"\nname = "Test Land"\ntype = "TERRITORY"\ncolor = "RED"\ntitle = "T"\nliberation_cost = 8\n'
    assert isinstance(pool_from(card(terr))[0], Territory)
    with pytest.raises(DataError, match="unknown field `copies`"):
        pool_from(card(terr + "rule_mods = { copies = 5 }\n"))  # BDV-2.10: five keys only
    with pytest.raises(DataError, match="deck_min: must be at least 20"):
        pool_from(card(terr + "rule_mods = { deck_min = 19 }\n"))
    with pytest.raises(DataError, match="unknown field `power`"):
        pool_from(card(terr + "power = 1000\n"))  # a territory has no power
    with pytest.raises(DataError, match="no ON_PLAY ability"):
        pool_from(card(terr + ability("ON_PLAY", DRAW).replace("abilities", "liberated_abilities")))


def test_duplicate_ids_and_names_are_rejected(pool_from):  # BDV-1.3
    with pytest.raises(DataError, match="duplicate id 'X-1'"):
        pool_from(card(UNIT_OK) + card(UNIT_OK))
    with pytest.raises(DataError, match="is also the name of X-1"):
        pool_from(card(UNIT_OK) + card(UNIT_OK.replace("X-1", "X-2")))


def test_the_rules_examples_fit_the_data_model():  # BDV-10.10
    gale = {
        "id": "B-12", "name": "Sudden Gale", "type": "COMMAND", "color": "BLUE",
        "cost": {"colored": {"BLUE": 1}, "generic": 1}, "icon": "SHOT", "shot_cost": {"colored": {}, "generic": 1},
        "shot_effect": [{"op": "BOUNCE", "target": {"kind": "ATTACKER"}}],
        "effect": [{"op": "BOUNCE", "target": {"kind": "OPP_UNIT", "cost_le": 3}}],
    }  # fmt: skip
    sanctum = {
        "id": "T-W", "name": "Dawn Sanctum", "type": "TERRITORY", "color": "WHITE", "title": "Dawnbringer",
        "liberation_cost": 8, "rule_mods": {"hand_limit": 6},
        "liberated_abilities": [{"timing": "STATIC", "effect": [{"op": "AURA", "filter": {"color": "WHITE"},
                                                                   "p": 1000, "h": 0}]}],
    }  # fmt: skip
    cmd = msgspec.convert(gale, Card, strict=True)
    assert isinstance(cmd, Command) and cmd.cost.total == 2 and cmd.shot_cost is not None
    terr = msgspec.convert(sanctum, Card, strict=True)
    assert isinstance(terr, Territory) and terr.rule_mods is not None and terr.rule_mods.hand_limit == 6


# ------------------------------------------------------------------ the shipped pool (BDV-10.x)
def defs(kind: type) -> list[Any]:
    return [c for c in G.cards.values() if isinstance(c, kind)]


def test_pool_territories():  # BDV-10.1 BDV-1.7
    terrs = defs(Territory)
    assert sorted(t.color for t in terrs) == ["BLACK", "BLUE", "RED", "WHITE"]
    timings = set()
    for t in terrs:
        assert 6 <= t.liberation_cost <= 10 and len(t.liberated_abilities) == 1
        ab = t.liberated_abilities[0]
        timings.add(ab.timing)
    assert {"STATIC", "START_OF_MAIN", "ON_LIBERATE"} <= timings
    assert any(t.rule_mods is not None for t in terrs)
    aces = {u.title: u for u in defs(Unit) if u.ace}
    surcharges = [max(0, t.liberation_cost - aces[t.title].cost.total) for t in terrs]
    assert 0 in surcharges and any(s > 0 for s in surcharges)


def test_pool_units():  # BDV-10.2 BDV-1.1 BDV-1.5
    units = defs(Unit)
    assert len(units) >= 40
    terr_titles = {t.color: t.title for t in defs(Territory)}
    for colour in ("BLACK", "BLUE", "WHITE", "RED"):
        mine = [u for u in units if u.color == colour]
        assert len(mine) >= 10
        assert {u.cost.total for u in mine} >= set(range(1, 8))
        assert {2, 3} <= {u.hit for u in mine}
        assert any(u.ace and u.title == terr_titles[colour] for u in mine)
    assert {u.power for u in units} >= set(range(1000, 10000, 1000)) and all(1 <= u.hit <= 3 for u in units)
    assert any("UNBLOCKABLE" in u.keywords for u in units)
    abilities = [(u, ab) for u in units for ab in u.abilities]
    assert any(ab.timing == "ON_ATTACK" for _, ab in abilities)
    assert any(
        not u.ace and ab.timing == "ON_PLAY" and any(s.op == "LIBERATE" for s in ab.effect) for u, ab in abilities
    )
    assert any(ab.timing == "STATIC" and ab.effect[0].op == "AURA" for _, ab in abilities)
    assert any(c.kind == "LIBERATED" for _, ab in abilities for c in ab.condition)


def test_pool_commands():  # BDV-10.3 BDV-1.6
    cmds = defs(Command)
    assert len(cmds) >= 16
    assert all(sum(c.color == colour for c in cmds) >= 4 for colour in ("BLACK", "BLUE", "WHITE", "RED"))
    ops = {s.op for c in cmds for s in c.effect}
    assert {"DESTROY", "POWER", "DRAW"} <= ops and ops & {"ADD_LIFE", "LIFE_TO_GRAVE"}


def test_pool_icons():  # BDV-10.4 BDV-1.4
    deck_cards = defs(Unit) + defs(Command)
    for colour in ("BLACK", "BLUE", "WHITE", "RED"):
        icons = Counter(c.icon for c in deck_cards if c.color == colour)
        assert icons["BUSTER"] >= 4 and icons["SHOT"] >= 4 and icons["TRIGGER"] >= 1
    for c in deck_cards:
        if c.icon == "SHOT":
            assert c.shot_cost is not None and 0 <= c.shot_cost.total <= 3
    shot_targets = Counter(s.target.kind for c in deck_cards for s in c.shot_effect if s.target)
    assert shot_targets["ATTACKER"] > sum(shot_targets.values()) / 2


def test_pool_colourless_card():  # BDV-10.5 BDV-1.2
    assert any(c.color == "NONE" for c in defs(Unit) + defs(Command))


def test_pool_uses_every_primitive_and_condition():  # BDV-10.6 BDV-10.8 BDV-10.9
    steps = []
    conds = set()
    users: Counter[str] = Counter()
    for c in G.cards.values():
        effects = list(getattr(c, "effect", ())) + list(getattr(c, "shot_effect", ()))
        effects += list(getattr(c, "trigger_effect", ()))
        for ab in getattr(c, "abilities", ()) + getattr(c, "liberated_abilities", ()):
            effects += ab.effect
            conds |= {x.kind for x in ab.condition}
            if any(s.op == "WIN_GAME" for s in ab.effect) and ab.condition:
                users["conditional WIN_GAME"] += 1
        steps += effects
        users.update({s.op for s in effects})
        if "UNBLOCKABLE" in getattr(c, "keywords", ()):
            users["UNBLOCKABLE"] += 1
    assert set(OP_PARAMS) | {"UNBLOCKABLE"} <= set(users)
    assert len(OP_PARAMS) + 1 == 21  # the 21 primitives of the vocabulary table
    assert conds == {"LIBERATED", "OWN_LIFE_LE", "OPP_LIFE_LE", "OWN_UNITS_GE", "OWN_GRAVE_GE"}
    assert users["conditional WIN_GAME"] >= 1 and users["DDECK_TO_HAND"] >= 2


def test_each_copy_is_its_own_instance():  # BDV-1.14
    decks = G.sample_decks()
    state = G.new_game([decks["red-blazecrown"], decks["blue-tidecaller"]], seed=3)
    names = [G.facts[c].name for c in state.cards]
    assert len(state.cards) == len(set(state.card_locations()))
    assert names.count("Ember Squire") == 3  # three copies, three instance ids


def test_the_shipped_rules_are_the_shared_specification():  # BDV-0.1
    shared = Path(__file__).parents[4] / "shared" / "rules" / "builddivide.md"
    if not shared.is_file():
        pytest.skip("the shared folder is not beside the project")
    assert G.rules_text() == shared.read_text(encoding="utf-8")
