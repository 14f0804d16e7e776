"""Card types and the shipped card pool (BIO-1.1 to BIO-1.9, BIO-10.1 to BIO-10.10)."""

from __future__ import annotations

import re
from collections import Counter

import msgspec
import pytest

from tcgkit.core import DataError
from tcgkit.core.data import convert
from tcgkit.games.bionicle.cards import MASK_STAT, AnyCard, validate_pool
from tcgkit.games.bionicle.effects import BOHROK, CONDITIONS, PRIMITIVES, STATS

from .helpers import G

POOL = G.cards
CARDS = [POOL[c] for c in POOL]


def of(kind: str) -> list:
    return [c for c in CARDS if c.type == kind]


def card(raw: dict):
    """Load one raw card as cards.toml would, then check it as part of the shipped pool."""
    obj = convert(raw, AnyCard, f"cards.toml: card ({raw.get('id')})")  # type: ignore[arg-type]
    others = [c for c in CARDS if c.id != obj.id]
    return validate_pool([*others, obj])


def test_card_types_and_common_fields():  # BIO-1.1, BIO-1.3
    kinds = Counter(c.type for c in CARDS)
    assert set(kinds) == {"toa", "mask", "turaga", "action", "mission", "challenge", "bohrok"} | {
        "rahi",
        "rahi_challenge",
        "rahi_effect",
        "villager",
        "story",
    }
    assert len({c.id for c in CARDS}) == len(CARDS)
    foils = [c for c in CARDS if c.foil]
    assert foils and all(any(o.name == f.name and not o.foil for o in CARDS) for f in foils)
    krana = [c for c in of("action") if c.timing == "krana"]
    assert krana and all(c.effects[0].op == "KRANA" for c in krana)  # krana cards are actions with timing krana


def test_stats_are_the_six_and_integers():  # BIO-1.2, BIO-10.1
    for toa in of("toa"):
        assert sorted(toa.stats) == sorted(STATS) and all(isinstance(v, int) for v in toa.stats.values())
    with pytest.raises(DataError, match=r"cards.toml: card \(tahu\).*stats"):
        card({"type": "toa", "id": "tahu", "name": "Tahu", "turaga": "Vakama", "stats": {"Flight": 1.5}})


def test_toa_stat_lines_and_turaga():  # BIO-1.4, BIO-10.1
    table = {
        "Tahu": (4, 5, 5, 8, 2, 6, "Vakama"),
        "Gali": (3, 5, 5, 4, 8, 5, "Nokama"),
        "Lewa": (8, 3, 6, 4, 4, 5, "Matau"),
        "Pohatu": (2, 6, 8, 7, 3, 4, "Onewa"),
        "Onua": (2, 8, 4, 8, 3, 5, "Whenua"),
        "Kopaka": (4, 7, 5, 4, 2, 8, "Nuju"),
    }
    assert {t.name: (*(t.stats[s] for s in STATS), t.turaga) for t in of("toa")} == table
    with pytest.raises(DataError, match=r"card 'tahu': field turaga: Tahu's Turaga is Vakama"):
        card({"type": "toa", "id": "tahu", "name": "Tahu", "turaga": "Nuju", "stats": dict.fromkeys(STATS, 1)})


def test_masks_six_per_toa_stat_by_kind_and_foils():  # BIO-1.5, BIO-10.2
    regular = [m for m in of("mask") if not m.foil]
    assert len(regular) == 36
    for toa in of("toa"):
        mine = [m for m in regular if m.toa == toa.name]
        assert sorted(m.mask for m in mine) == sorted(MASK_STAT) and all(m.bonus == 2 for m in mine)
        assert all(m.stat == MASK_STAT[m.mask] and m.name == f"{m.mask} ({toa.name})" for m in mine)
    foil_by_toa = Counter(m.toa for m in of("mask") if m.foil)
    assert max(foil_by_toa.values()) >= 4
    with pytest.raises(DataError, match="exactly six mask names, one per kind"):
        validate_pool([c for c in CARDS if c.id != "akaku-lewa"])
    with pytest.raises(DataError, match=r"card 'hau-tahu': field mask"):
        card(
            {
                "type": "mask",
                "id": "hau-tahu",
                "name": "Hau (Tahu)",
                "toa": "Tahu",
                "mask": "Ruru",
                "stat": "Vision",
                "bonus": 2,
            }
        )


def test_turaga_cards():  # BIO-1.6, BIO-10.3
    for toa in of("toa"):
        mine = [t for t in of("turaga") if t.toa == toa.name]
        assert len(mine) >= 2 and len({t.stat for t in mine}) == len(mine)
        assert all(t.elder == toa.turaga and t.bonus >= 1 for t in mine)
    best = {t.name: max(STATS, key=lambda s, t=t: t.stats[s]) for t in of("toa")}
    staffs = {t.toa: t.stat for t in of("turaga") if t.name.endswith("Staff")}
    assert all(t.stats[staffs[t.name]] == t.stats[best[t.name]] for t in of("toa"))  # +1 to the Toa's best stat
    with pytest.raises(DataError, match="field elder: Tahu's Turaga is Vakama"):
        card(
            {
                "type": "turaga",
                "id": "vakama-staff",
                "name": "Vakama's Staff",
                "toa": "Tahu",
                "elder": "Nuju",
                "stat": "Strength",
                "bonus": 1,
            }
        )


def test_action_fields_and_timings():  # BIO-1.7, BIO-10.4
    for a in of("action"):
        assert a.timing in ("challenge", "move", "turn", "krana") and a.effects
        assert all(PRIMITIVES[e.op][0] == a.timing for e in a.effects)
    with pytest.raises(DataError, match=r"card 'heave': field effects #1: EXTRA_STEPS is a move-timed primitive"):
        card(
            {
                "type": "action",
                "id": "heave",
                "name": "Heave",
                "timing": "challenge",
                "effects": [{"op": "EXTRA_STEPS", "n": 1}],
            }
        )
    with pytest.raises(DataError, match="KRANA names two different Bohrok"):
        card(
            {
                "type": "action",
                "id": "krana-xa-tg",
                "name": "Krana Xa (Tahnok/Gahlok)",
                "timing": "krana",
                "effects": [{"op": "KRANA", "bohrok": ["Tahnok", "Tahnok"]}],
            }
        )
    with pytest.raises(DataError, match="needs at least one effect"):
        card({"type": "action", "id": "heave", "name": "Heave", "timing": "challenge", "effects": []})


def test_mission_and_challenge_fields():  # BIO-1.8, BIO-10.5
    assert all(m.condition.op in CONDITIONS for m in of("mission"))
    assert all(c.stat in STATS for c in of("challenge"))
    with pytest.raises(DataError, match="ENTER_KIND needs kinds out of"):
        card({"type": "mission", "id": "forage", "name": "Forage", "condition": {"op": "ENTER_KIND", "kinds": ["CL"]}})
    with pytest.raises(DataError, match="DISTANCE_FROM_DRAW needs 1 <= d <= 8"):
        card({"type": "mission", "id": "forage", "name": "Forage", "condition": {"op": "DISTANCE_FROM_DRAW", "d": 9}})
    with pytest.raises(DataError, match="field stat: unknown stat 'Luck'"):
        card({"type": "challenge", "id": "rockfall", "name": "Rockfall", "stat": "Luck"})
    with pytest.raises(DataError, match="Object missing required field `condition`"):
        card({"type": "mission", "id": "forage", "name": "Forage"})


def test_bohrok_fields_and_modifiers():  # BIO-1.9, BIO-10.6
    mods = {b.name: {s: v for s, v in b.mod.items() if v} for b in of("bohrok")}
    assert mods == {
        "Tahnok": {"Strength": 2, "Speed": 1},
        "Gahlok": {"Swimming": 2, "Shielding": 1},
        "Lehvak": {"Speed": 2, "Vision": 1},
        "Pahrak": {"Shielding": 2, "Strength": 1},
        "Nuhvok": {"Vision": 2, "Strength": 1},
        "Kohrak": {"Flight": 1, "Shielding": 1, "Vision": 1},
    }
    with pytest.raises(DataError, match="a Bohrok is one of"):
        card({"type": "bohrok", "id": "tahnok", "name": "Tahnok-Kal"})


def test_unknown_fields_and_types_are_rejected():  # BIO-1.3, BIO-1.1
    with pytest.raises(DataError, match="unknown field `cost`"):
        card({"type": "challenge", "id": "rockfall", "name": "Rockfall", "stat": "Vision", "cost": 1})
    with pytest.raises(DataError, match="Invalid value 'vehicle'"):
        card({"type": "vehicle", "id": "x", "name": "X"})
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"type": "toa"}, AnyCard, strict=True)


def test_krana_cards():  # BIO-10.7
    krana = [a for a in of("action") if a.timing == "krana"]
    pairs = [tuple(a.effects[0].bohrok) for a in krana]
    assert len(krana) >= 12
    count = Counter(b for p in pairs for b in p)
    assert all(count[b] >= 2 for b in BOHROK)
    assert {frozenset(p) for p in pairs}.isdisjoint(
        {frozenset(("Tahnok", "Nuhvok")), frozenset(("Gahlok", "Kohrak")), frozenset(("Lehvak", "Pahrak"))}
    )


def test_other_action_cards():  # BIO-10.8
    others = [a for a in of("action") if a.timing != "krana"]
    assert len(others) >= 24
    by = Counter(a.timing for a in others)
    assert by["challenge"] >= 12 and by["move"] >= 6 and by["turn"] >= 6
    used = Counter(e.op for a in others for e in a.effects)
    assert set(used) == set(PRIMITIVES) - {"KRANA"}
    boost3 = {e.stats for a in others for e in a.effects if e.op == "BOOST" and e.n == 3}
    assert {s for stats in boost3 for s in stats} == set(STATS)
    for op in ("REDRAW_CHALLENGE", "CANCEL_MODIFIER", "REPEL_BOHROK"):
        assert used[op] >= 2


def test_missions():  # BIO-10.9, BIO-10.5
    missions = of("mission")
    assert len(missions) >= 12 and {m.condition.op for m in missions} == set(CONDITIONS)
    assert sorted(m.condition.d for m in missions if m.condition.op == "DISTANCE_FROM_DRAW") == [3, 5, 7]
    assert all(not {"CL", "2C"} & set(m.condition.kinds) for m in missions)


def test_challenges_and_maps_shipped():  # BIO-10.10
    per_stat = Counter(c.stat for c in of("challenge"))
    assert len(of("challenge")) >= 12 and all(per_stat[s] == 2 for s in STATS)
    assert set(G.maps()) == {"mata-nui", "north", "south"}


def test_describe_card_uses_our_wording():
    assert (
        G.describe_card("heave") == "Heave | Action (challenge) | +3 to your side when the stat is Strength | "
        "Everything you have, in one push. +3 to your Strength."
    )
    assert "Hau (Tahu) (foil)" in G.describe_card("hau-tahu-foil")
    assert G.describe_card("forage") == "Forage | Mission | enter an action or double action square"


CODE = re.compile(r"\b[A-Z]{2,}\b|\b\d[A-Z]\b|\b[a-z]+_[a-z_]+\b|M&T|\bnot_")


def test_card_details_name_every_stat_and_use_no_internal_codes():  # BIO-1.4 to BIO-1.9, BIO-10.4, BIO-10.5
    for cid in G.cards:
        d = G.card_details(cid)
        assert set(d) == {"id", "name", "type", "stats", "keywords", "text"} and d["text"], cid
        words = [d["type"], d["text"], *d["keywords"], *(f"{k} {v}" for k, v in d["stats"])]
        for w in words:
            assert not CODE.search(w), (cid, w)
        assert all(isinstance(k, str) and k for k, _ in d["stats"]), cid
        assert G.card_text(cid).startswith(d["name"])


def test_card_details_examples():  # BIO-10.1, BIO-10.2, BIO-10.5, BIO-10.6, BIO-10.4
    tahu = G.card_details("tahu")
    assert tahu["stats"] == [
        ["flight", 4],
        ["shielding", 5],
        ["speed", 5],
        ["strength", 8],
        ["swimming", 2],
        ["vision", 6],
        ["Turaga", "Vakama"],
    ]
    hau = G.card_details("hau-tahu-foil")
    assert hau["stats"] == [["Toa", "Tahu"], ["mask", "Hau"], ["shielding", "+2"]] and hau["keywords"] == ["foil"]
    assert hau["text"].endswith(
        "While attached it adds +2 to Tahu's Shielding in challenges and raids "
        "(one mask and one Turaga attached at a time)."
    )
    forage = G.card_details("forage")
    assert forage["type"] == "mission" and forage["stats"] == [["goal", "enter an action or double action square"]]
    assert "you cannot enter challenge squares" in forage["text"]
    assert G.card_details("tahnok")["stats"] == [["strength", "+2"], ["speed", "+1"]]
    tripwire = G.card_details("tripwire")
    assert tripwire["keywords"] == ["challenge"] and tripwire["stats"] == [
        ["played", "in a challenge or raid window"],
        ["effect", "-3 to the other side when the stat is Speed or Strength"],
    ]
    assert G.card_details("unity")["stats"][1] == ["effect", "+2 to your side, whatever the stat"]
    assert G.card_details("rahi-ambush")["type"] == "Rahi challenge"
