"""Deck construction (BDV-2.x) with an illegal fixture for every rule, and the sample registrations (BDV-10.7)."""

from __future__ import annotations

import re

import pytest

from tcgkit.core import Deck, DeckError

from .helpers import G

BUSTERS = ["R-01"] * 3 + ["R-03"] * 3 + ["R-06"] * 3 + ["R-12"] * 3  # 12 BUSTER
SHOTS = ["R-02"] * 3 + ["R-07"] * 3 + ["R-13"] * 3 + ["R-14"] * 3  # 12 SHOT
NONES = ["R-04"] * 4 + ["R-05"] * 4 + ["R-09"] * 4 + ["R-11"] * 4  # 16 NONE


def reg(main: list[str], ddeck: list[str] | None = None, territory: list[str] | None = None) -> Deck:
    return Deck.of(main, ddeck=ddeck or [], territory=["T-R"] if territory is None else territory)


def legal_main() -> list[str]:
    return BUSTERS + SHOTS[:8] + NONES + ["R-10"] * 4  # 40 cards


def codes(deck: Deck) -> list[tuple[str, str]]:
    return [(p.rule_id, p.code) for p in G.check_deck(deck)]


def test_a_legal_registration_has_no_problems():  # BDV-2.1 BDV-2.13
    deck = reg(legal_main())
    assert len(deck.cards("main")) == 40
    assert G.check_deck(deck) == []


def test_main_deck_size_40_to_50():  # BDV-2.2
    assert codes(reg(legal_main()[:-1])) == [("BDV-2.2", "MAIN_DECK_SIZE")]
    big = legal_main() + ["R-08"] * 4 + ["N-01"] * 4 + ["N-02"] * 3  # 51
    problems = G.check_deck(reg(big))
    assert [(p.rule_id, p.found, p.limit) for p in problems] == [("BDV-2.2", 51, 50)]
    assert G.check_deck(reg(big[:-1])) == []  # 50 is legal


def test_no_territory_in_main_deck():  # BDV-2.3
    main = [*legal_main()[:-1], "T-U"]
    problems = G.check_deck(reg(main))
    assert [(p.rule_id, p.code, p.subject) for p in problems] == [
        ("BDV-2.3", "TERRITORY_IN_MAIN_DECK", "Tidewell Archive")
    ]


def test_ddeck_0_to_12_of_any_type():  # BDV-2.4 BDV-2.5
    assert G.check_deck(reg(legal_main(), ddeck=[])) == []
    ddeck = ["N-01"] * 4 + ["N-02"] * 4 + ["U-08"] * 3 + ["T-U"]  # 12, a territory included
    assert G.check_deck(reg(legal_main(), ddeck=ddeck)) == []
    problems = G.check_deck(reg(legal_main(), ddeck=[*ddeck, "K-08"]))
    assert [(p.rule_id, p.code, p.found, p.limit) for p in problems] == [("BDV-2.4", "DDECK_SIZE", 13, 12)]


def test_four_copies_counted_over_main_ddeck_and_territory():  # BDV-2.6
    main = legal_main()  # holds 4 Spark Imp
    assert codes(reg(main, ddeck=["R-10"])) == [("BDV-2.6", "COPY_LIMIT")]
    problem = G.check_deck(reg(main, ddeck=["R-10"]))[0]
    assert problem.subject == "Spark Imp" and problem.found == 5 and problem.limit == 4
    assert "main deck + D-deck" in problem.message
    # the territory counts too: 4 in the D-deck plus the registered one
    problems = G.check_deck(reg(legal_main(), ddeck=["T-R"] * 4))
    assert [(p.code, p.subject, p.found) for p in problems] == [("COPY_LIMIT", "Cinderpeak Keep", 5)]


def test_exactly_12_buster_in_main_deck():  # BDV-2.7
    main = legal_main()
    main.remove("R-01")
    main.append("N-01")
    problems = G.check_deck(reg(main))
    assert [str(p) for p in problems] == ["BDV-2.7 BUSTER_COUNT main deck: 11 cards with BUSTER, exactly 12 required"]
    main[-1] = "R-01"
    main[-2] = "K-01"  # replace a NONE by a 13th BUSTER
    assert codes(reg(main)) == [("BDV-2.7", "BUSTER_COUNT")]


def test_at_most_12_shot_in_main_deck():  # BDV-2.8
    main = BUSTERS + SHOTS + ["K-03"] + NONES[:15]  # 13 SHOT, 40 cards
    problems = G.check_deck(reg(main))
    assert [(p.rule_id, p.code, p.found, p.limit) for p in problems] == [("BDV-2.8", "SHOT_COUNT", 13, 12)]


def test_ddeck_icons_do_not_count():  # BDV-2.9
    ddeck = ["K-01"] * 4 + ["K-03"] * 4 + ["K-09"] * 4  # BUSTER, SHOT and TRIGGER cards in the D-deck
    assert G.check_deck(reg(legal_main(), ddeck=ddeck)) == []


def test_territory_rule_mods_change_the_limits():  # BDV-2.10 BDV-0.9
    main = BUSTERS + SHOTS + ["K-03"] * 4 + NONES[:12]  # 16 SHOT
    assert codes(reg(main)) == [("BDV-2.8", "SHOT_COUNT")]
    assert G.check_deck(reg(main, territory=["T-K"])) == []  # Hollow Crypt: shot_max 16
    assert codes(reg([*main[:-1], "K-11"], territory=["T-K"])) == [("BDV-2.8", "SHOT_COUNT")]  # 17


def test_territory_slot_holds_exactly_one_territory():  # BDV-2.1 BDV-2.11
    assert codes(reg(legal_main(), territory=[])) == [("BDV-2.1", "TERRITORY_SLOT")]
    assert codes(reg(legal_main(), territory=["T-R", "T-U"])) == [("BDV-2.1", "TERRITORY_SLOT")]
    problems = G.check_deck(reg(legal_main(), territory=["R-08"]))
    assert [(p.rule_id, p.code, p.subject) for p in problems] == [
        ("BDV-2.11", "TERRITORY_SLOT", "Blazecrown Sovereign")
    ]


def test_unknown_card_ids_are_reported():  # BDV-2.12
    problems = G.check_deck(reg([*legal_main()[:-1], "Z-99"]))
    assert ("BDV-2.12", "UNKNOWN_CARD") in [(p.rule_id, p.code) for p in problems]
    with pytest.raises(DeckError, match="line 2: unknown card 'Nonesuch'"):
        G.parse_deck("3 Ember Squire\n1 Nonesuch\n")


def test_the_report_lists_every_violation_with_its_fields():  # BDV-2.13 BDV-0.1
    main = [*legal_main()[:30], "T-W"]  # too small, a territory inside, buster count fine
    deck = reg(main, ddeck=["N-01"] * 13, territory=[])
    problems = G.check_deck(deck)
    assert {p.code for p in problems} == {"MAIN_DECK_SIZE", "TERRITORY_IN_MAIN_DECK", "DDECK_SIZE", "TERRITORY_SLOT",
                                          "COPY_LIMIT"}  # fmt: skip
    rules_text = G.rules_text()
    for p in problems:
        assert re.fullmatch(r"BDV-\d+\.\d+", p.rule_id) and f"**{p.rule_id}**" in rules_text
        assert p.message.startswith(p.code) and p.found is not None and p.limit is not None
    size = next(p for p in problems if p.code == "MAIN_DECK_SIZE")
    assert "main deck: 31 cards, 40–50 required" in str(size)


def test_an_illegal_registration_starts_no_game():  # BDV-3.1
    bad = reg(legal_main()[:-1])
    good = reg(legal_main())
    with pytest.raises(DeckError, match=r"BDV-2\.2 deck 1: MAIN_DECK_SIZE"):
        G.new_game([good, bad], seed=1)


def test_sample_registrations_are_legal_one_per_colour():  # BDV-10.7
    decks = G.sample_decks()
    assert len(decks) >= 4
    colours = set()
    for name, deck in decks.items():
        assert G.check_deck(deck) == [], name
        main_colours = {G.facts[c].color_name for c in deck.cards("main")} - {"NONE"}
        assert len(main_colours) == 1, name
        colours |= main_colours
        assert G.facts[deck.cards("territory")[0]].color_name in main_colours
    assert colours == {"RED", "BLUE", "WHITE", "BLACK"}
