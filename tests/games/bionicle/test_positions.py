"""Positions (docs/positions-bionicle.md): malformed positions are refused with one clear line; the documented
example does what the document says; the rule ids of the shipped rules are well formed (BIO-0.1)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tcgkit.core import PositionError
from tcgkit.core.data import package_file

from .helpers import G, ids, last, names, pos

DOC = Path(__file__).resolve().parents[3] / "docs" / "positions-bionicle.md"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"colour": 1}, r"position: unknown key\(s\) colour"),
        ({"players": []}, r"position.players: expected two \[\[players\]\] tables"),
        ({"nest": "9,9"}, r"position.nest: \(9,9\) is not a nest of map 'mata-nui'"),
        ({"nest": "0,0"}, r"position.nest: '0,0' is not a square of map 'mata-nui'"),
        ({"map": "karzahni"}, r"position: option map: 'karzahni' is not one of"),
        ({"step": "lunch"}, r"position.step: expected one of start, move, square"),
        ({"active": 2}, r"position.active: expected an integer 0..1"),
        ({"bohrok": ["Tahnok"]}, r"position.bohrok: BIO-2.18"),
        ({"missions": ["Heave"]}, r"position.missions\[0\]: 'Heave' has type action, expected mission"),
    ],
)
def test_malformed_top_level(change, message):  # BIO-2.18, BIO-11.1
    raw = pos()
    raw.update(change)
    with pytest.raises(PositionError, match=message):
        G.setup(raw)


@pytest.mark.parametrize(
    ("p0", "message"),
    [
        ({"wings": 2}, r"position.players\[0\]: unknown key\(s\) wings"),
        ({"toa": "Gali"}, r"position.players: the two Toa must differ"),
        ({"square": "16,7"}, r"the two Toa cannot share a square"),
        ({"square": "2,4"}, r"position.players\[0\].square: the Bohrok deck is on that nest"),
        (
            {"hand": ["Pakari (Tahu)"]},
            r"position.players\[0\].hand\[0\]: 'Pakari \(Tahu\)' has type mask, expected action",
        ),
        ({"hand": ["Nothing"]}, r"position.players\[0\].hand\[0\]: unknown card 'Nothing'"),
        ({"attached": ["Hau (Tahu) (regular)"]}, r"attached: 'Hau \(Tahu\) \(regular\)' is not held"),
        (
            {"held": ["Hau (Tahu) (regular)", "Pakari (Tahu)"], "attached": ["Hau (Tahu) (regular)", "Pakari (Tahu)"]},
            r"at most one mask and one Turaga are attached",
        ),
        ({"action_lock": "9,4"}, r"action_lock: \(9,4\) is not an action square"),
        ({"challenge_lock": "9,6"}, r"challenge_lock: \(9,6\) is not a challenge square"),
        ({"mt": ["Pakari (Tahu)"], "mt_known": 2}, r"mt_known: expected an integer 0..1"),
        ({"missions": [{"card": "Forage"}]}, r"missions\[0\]: expected \{card = ..., drawn_at"),
        ({"missions": [{"card": "Forage", "drawn_at": "1,1"}]}, r"drawn_at: '1,1' is not a square"),
        (
            {
                "missions": [
                    {"card": "Forage", "drawn_at": "9,5"},
                    {"card": "Messenger", "drawn_at": "9,5", "progress": 1},
                ]
            },
            r"only the active \(oldest\) mission has progress",
        ),
        ({"mission_deck": ["Forage"]}, r"own mission decks only with mission_deck"),
        ({"known": ["Heave"]}, r"known: 'Heave' is not in the hand"),
        ({"square": "30,1"}, r"'30,1' is not a square of map"),
    ],
)
def test_malformed_player(p0, message):  # BIO-2.2, BIO-5.1, BIO-6.2, BIO-6.14
    with pytest.raises(PositionError, match=message):
        G.setup(pos(p0))


def test_position_as_toml_text_and_its_record_replays():  # BIO-0.4
    text = 'nest = "2,4"\n[[players]]\ntoa = "Tahu"\nsquare = "9,5"\n[[players]]\ntoa = "Gali"\nsquare = "16,7"\n'
    state = G.setup(text)
    state.apply("move 10,5")
    again = G.replay(state.record())
    assert again.to_json() == state.to_json()
    assert G.load(state.to_json()) == state
    with pytest.raises(PositionError, match="not valid TOML"):
        G.setup("nest = ")


def test_the_documented_example():  # BIO-4.17, BIO-5.9, BIO-5.15
    block = re.search(r"## Example\n\n```toml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert block
    state = G.setup(block.group(1))
    assert ids(state) == ["move 1,4", "move 1,6", "move 2,5"]
    state.apply("move 1,6")
    assert last(state, "reveal")["card"] == "race-the-storm"
    assert state.to_move == 0 and ids(state) == ["play heave", "pass"]
    state.apply("pass")
    state.apply("pass")
    assert names(state, state.held[0])[-1] == "Pakari (Tahu)"


def test_rule_ids_are_well_formed_and_indexed():  # BIO-0.1
    text = package_file(G.package, "data", "rules.md").read_text(encoding="utf-8")
    defined = re.findall(r"^- \*\*(BIO-\d+\.\d+)\*\*", text, re.M)
    indexed = re.findall(r"^\| (BIO-\d+\.\d+) \|", text, re.M)
    assert defined and len(defined) == len(set(defined))
    assert sorted(defined) == sorted(indexed)  # section 12 indexes every rule
    for rid in defined:
        section = int(rid.split("-")[1].split(".")[0])
        assert f"## {section}." in text
