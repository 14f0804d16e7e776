"""Deck construction: every deck rule with an illegal fixture (BIO-2.1 to BIO-2.21)."""

from __future__ import annotations

import pytest

from tcgkit.core import Deck, DeckError, PositionError
from tcgkit.games.bionicle.deckrules import check_bohrok

from .helpers import G, pos

ACTIONS = """
2 Heave
2 Unity
1 Distraction
1 Counterstroke
1 Stand Firm
1 Change of Trial
1 Quick March
1 Forced March
1 Vault
1 Retrace Steps
1 Scout Ahead
1 Council of Elders
1 Change of Plans
1 Krana Xa (Tahnok/Gahlok)
1 Krana Vu (Tahnok/Lehvak)
1 Krana Ja (Tahnok/Pahrak)
1 Krana Za (Gahlok/Nuhvok)
1 Krana Ca (Lehvak/Nuhvok)
"""
MASKS = """
Hau (Tahu) (foil)
Kaukau (Tahu) (foil)
Miru (Tahu) (regular)
Kakama (Tahu) (regular)
Pakari (Tahu)
Akaku (Tahu)
Vakama's Staff
"""
MISSIONS = "\n".join(
    [
        *("Portal Runner", "Hunt the Swarm", "Forage", "Messenger", "Long Patrol"),
        *("Short Journey", "Far Journey", "Travel Light", "Take Action", "On the Move"),
    ]
)


def deck(toa: str = "toa: Tahu", actions: str = ACTIONS, masks: str = MASKS, extra: str = "") -> Deck:
    return G.parse_deck(f"{toa}\n[actions]\n{actions}\n[masks]\n{masks}\n{extra}")


def rules(d: Deck) -> list[str]:
    return [p.rule_id for p in G.check_deck(d)]


def test_the_fixture_is_legal():  # BIO-2.1
    assert G.check_deck(deck()) == []
    assert G.check_deck(deck(extra=f"[missions]\n{MISSIONS}")) == []


def test_toa_choice():  # BIO-2.2
    assert rules(deck(toa="")) == ["BIO-2.2"]
    problems = G.check_deck(deck(toa="toa: Makuta"))
    assert [p.rule_id for p in problems] == ["BIO-2.2"] and "'Makuta' is not a Toa" in problems[0].message
    both = G.check_setup([deck(), deck()])
    assert [p.rule_id for p in both] == ["BIO-2.2"]
    assert both[0].message.startswith("shared: Toa choice: both players chose Tahu")


def test_action_deck_exactly_twenty():  # BIO-2.3, BIO-2.21
    problems = G.check_deck(deck(actions=ACTIONS.replace("2 Heave", "1 Heave")))
    assert [p.rule_id for p in problems] == ["BIO-2.3"]
    assert problems[0].message == "action deck: 19 cards, exactly 20 required"
    assert (problems[0].found, problems[0].limit) == (19, 20)
    assert rules(deck(actions=ACTIONS + "1 Sprint")) == ["BIO-2.3"]


def test_action_deck_action_cards_only():  # BIO-2.4
    problems = G.check_deck(deck(actions=ACTIONS.replace("1 Change of Plans", "1 Rockfall")))
    assert [p.rule_id for p in problems] == ["BIO-2.4"] and "Rockfall ×1" in problems[0].message


def test_action_deck_at_most_two_of_a_name():  # BIO-2.5
    problems = G.check_deck(deck(actions=ACTIONS.replace("2 Heave", "3 Heave").replace("1 Vault\n", "")))
    assert [p.rule_id for p in problems] == ["BIO-2.5"] and "Heave ×3" in problems[0].message


def test_action_deck_at_least_fourteen_names():  # BIO-2.6
    thirteen = "\n".join(
        [f"2 {n}" for n in ("Heave", "Unity", "Distraction", "Counterstroke", "Stand Firm", "Change of Trial", "Vault")]
        + [f"1 {n}" for n in ("Forced March", "Quick March", "Retrace Steps", "Scout Ahead", "Sprint", "Salvage")]
    )
    problems = G.check_deck(deck(actions=thirteen))
    assert [p.rule_id for p in problems] == ["BIO-2.6"]
    assert problems[0].message == "action deck: 13 different names, at least 14 required"


def test_mt_deck_at_least_six():  # BIO-2.7, BIO-2.12
    problems = G.check_deck(deck(masks="Hau (Tahu) (foil)\nPakari (Tahu)\n"))
    assert [p.rule_id for p in problems] == ["BIO-2.7", "BIO-2.12"]
    assert problems[0].message == "M&T deck: 2 cards, at least 6 required"


def test_mt_deck_masks_and_turaga_only():  # BIO-2.8
    assert rules(deck(masks=MASKS + "Heave\n")) == ["BIO-2.8"]


def test_mt_deck_own_toa_only():  # BIO-2.9, BIO-1.6
    problems = G.check_deck(deck(masks=MASKS + "Hau (Gali)\nNokama's Staff\n"))
    assert [p.rule_id for p in problems] == ["BIO-2.9"]
    assert problems[0].message == "M&T deck: cards of another Toa than Tahu: Hau (Gali) ×1, Nokama's Staff ×1"


def test_mt_deck_one_of_a_name_foil_or_not():  # BIO-2.10, BIO-1.3
    problems = G.check_deck(deck(masks=MASKS + "Hau (Tahu) (regular)\n"))
    assert [p.rule_id for p in problems] == ["BIO-2.10"] and "Hau (Tahu) ×2" in problems[0].message


def test_mt_deck_at_most_three_foil_masks():  # BIO-2.11
    four = MASKS.replace("Miru (Tahu) (regular)", "Miru (Tahu) (foil)").replace(
        "Kakama (Tahu) (regular)", "Kakama (Tahu) (foil)"
    )
    problems = G.check_deck(deck(masks=four))
    assert [p.rule_id for p in problems] == ["BIO-2.11"] and problems[0].found == 4
    three = MASKS.replace("Miru (Tahu) (regular)", "Miru (Tahu) (foil)")
    assert rules(deck(masks=three)) == []


def test_mt_deck_all_six_masks():  # BIO-2.12
    problems = G.check_deck(deck(masks=MASKS.replace("Akaku (Tahu)\n", "Vakama's Noble Mask\n")))
    assert [p.rule_id for p in problems] == ["BIO-2.12"] and "missing mask(s): Akaku (Tahu)" in problems[0].message


def test_mission_deck_ten_different():  # BIO-2.13
    nine = MISSIONS.rsplit("\n", 1)[0]
    assert rules(deck(extra=f"[missions]\n{nine}")) == ["BIO-2.13"]
    twice = nine + "\nForage"
    problems = G.check_deck(deck(extra=f"[missions]\n{twice}"))
    assert [p.rule_id for p in problems] == ["BIO-2.13"] and "Forage ×2" in problems[0].message
    wrong = nine + "\nHeave"
    assert "BIO-2.13" in rules(deck(extra=f"[missions]\n{wrong}"))


def test_individual_mission_decks_are_required():  # BIO-2.1, BIO-2.13
    gali = G.sample_decks()["gali-water"]
    problems = G.check_setup([deck(), gali], {"mission_deck": "individual"})
    assert [p.rule_id for p in problems] == ["BIO-2.13"] and problems[0].message.startswith("player 0: mission deck")
    assert G.check_setup([deck(), gali]) == []  # shared: no own mission deck needed


def test_challenge_list_at_least_six_different():  # BIO-2.14, BIO-2.17
    five = "Rockfall\nLava Rain\nWhiteout\nFallen Tree\nDark Tunnels\n"
    assert rules(deck(extra=f"[challenges]\n{five}")) == ["BIO-2.14"]
    assert rules(deck(extra=f"[challenges]\n{five}Rockfall\n")) == ["BIO-2.14"]
    assert rules(deck(extra=f"[challenges]\n{five}Whiteout\nHeave\n")) == ["BIO-2.14", "BIO-2.14"]
    assert rules(deck(extra=f"[challenges]\n{five}Flooded Caves\n")) == []


def test_bohrok_deck_the_six_once_each():  # BIO-2.18
    six = ["tahnok", "gahlok", "lehvak", "pahrak", "nuhvok", "kohrak"]
    assert check_bohrok(G.cards, six) == []
    assert [p.rule_id for p in check_bohrok(G.cards, six[:5])] == ["BIO-2.18", "BIO-2.18"]
    assert "twice or more: Tahnok ×2" in str(check_bohrok(G.cards, [*six[:5], "tahnok"]))
    assert "only Bohrok cards" in str(check_bohrok(G.cards, [*six[:5], "heave"]))
    with pytest.raises(PositionError, match=r"BIO-2\.18"):
        G.setup(pos(bohrok=["Tahnok", "Gahlok"]))


def test_excluded_card_kinds():  # BIO-2.19
    problems = G.check_deck(deck(actions=ACTIONS.replace("1 Change of Plans", "1 Nui-Jaga")))
    assert [p.rule_id for p in problems] == ["BIO-2.4", "BIO-2.19"]
    assert "Nui-Jaga" in problems[1].message
    assert "BIO-2.19" in rules(deck(masks=MASKS + "Village Guard\n"))
    assert "BIO-2.19" in rules(deck(extra="[missions]\nThe Coming of the Toa\n"))


def test_no_sideboard():  # BIO-2.20
    with pytest.raises(DeckError, match=r"line \d+: unknown section \[sideboard\]"):
        G.parse_deck(f"toa: Tahu\n[actions]\n{ACTIONS}\n[sideboard]\n1 Heave\n")


def test_all_violations_reported_and_the_game_never_starts():  # BIO-2.21, BIO-3.3
    bad = deck(toa="toa: Tahu", actions=ACTIONS.replace("2 Heave", "3 Heave"), masks="Heave\n")
    problems = G.check_setup([bad, bad])
    got = [p.rule_id for p in problems]
    assert got.count("BIO-2.3") == 2 and "BIO-2.5" in got and "BIO-2.7" in got and "BIO-2.8" in got
    assert "BIO-2.12" in got and got[-1] == "BIO-2.2"
    assert all(p.message.startswith(("player 0: ", "player 1: ", "shared: ")) for p in problems)
    with pytest.raises(DeckError) as err:
        G.new_game([bad, G.sample_decks()["gali-water"]])
    text = str(err.value)
    assert "BIO-2.3 player 0: action deck: 21 cards, exactly 20 required" in text and "BIO-2.8" in text


def test_exactly_two_players():  # BIO-0.3
    decks = list(G.sample_decks().values())
    with pytest.raises(DeckError, match="exactly 2 players"):
        G.new_game(decks[:3])


def test_sample_setups_are_legal_and_pairwise_playable():  # BIO-2.1, BIO-2.2
    samples = G.sample_decks()
    assert len(samples) >= 3
    for d in samples.values():
        assert G.check_deck(d) == [] and d.count("missions") == 10
    names = list(samples)
    for a in names:
        for b in names:
            if a != b:
                assert G.check_setup([samples[a], samples[b]], {"mission_deck": "individual"}) == []
