"""Drawing with the 7-card limit, and library-out reshuffles (BIO-4.14, BIO-5.5, BIO-6.1, BIO-6.5, BIO-6.7)."""

from __future__ import annotations

from .helpers import ids, kinds, last, names, setup

SIX = ["Heave", "Unity", "Distraction", "Counterstroke", "Stand Firm", "Keen Sight"]
SEVEN = [*SIX, "Brace for Impact"]
DECK = ["Burst of Speed", "Updraft", "Tripwire"]


def test_ga_with_six_cards_draws_one_without_asking():  # BIO-4.14, BIO-5.5
    state = setup({"hand": SIX, "deck": DECK})
    state.apply("move 9,6")
    assert len(state.hands[0]) == 7
    assert names(state, state.hands[0])[-1] == "Burst of Speed"  # the top card
    assert "predisc" not in [f[0] for f in state.stack]


def test_ga_with_seven_cards_offers_discards_then_draws_only_up_to_seven():  # BIO-5.5, BIO-6.1
    state = setup({"hand": SEVEN, "deck": DECK})
    assert state.decision == "sdiscard"
    state.apply("keep")
    state.apply("move 9,6")
    assert state.decision == "predisc"
    assert ids(state) == [
        "discard brace",
        "discard counterstroke",
        "discard distraction",
        "discard heave",
        "discard keen-sight",
        "discard stand-firm",
        "discard unity",
        "stop",
    ]
    state.apply("stop")
    assert len(state.hands[0]) == 7 and len(state.adecks[0]) == 3  # nothing drawn past 7


def test_ga_with_seven_cards_discard_one_draw_one():  # BIO-5.5, BIO-6.7 (§9 item 6)
    state = setup({"hand": SEVEN, "deck": DECK})
    state.apply("keep")
    state.apply("move 9,6")
    state.apply("discard heave")  # at most h + n − 7 = 1 discard: the draw follows at once
    assert names(state, state.adiscs[0]) == ["Heave"]
    assert len(state.hands[0]) == 7 and names(state, state.hands[0])[-1] == "Burst of Speed"


def test_double_action_with_six_cards():  # BIO-4.14, BIO-5.5
    state = setup({"square": "8,11", "hand": SIX, "deck": DECK})
    state.apply("move 8,12")
    assert state.decision == "predisc" and len([a for a in ids(state) if a.startswith("discard")]) == 6
    state.apply("stop")
    assert len(state.hands[0]) == 7 and len(state.adecks[0]) == 2  # min(2, 7 − 6) = 1 drawn


def test_double_action_with_seven_cards_may_discard_two():  # BIO-5.5
    state = setup({"square": "8,11", "hand": SEVEN, "deck": DECK})
    state.apply("keep")
    state.apply("move 8,12")
    state.apply("discard heave")
    assert state.decision == "predisc"  # a second discard may follow (h + n − 7 = 2)
    state.apply("discard unity")
    assert len(state.hands[0]) == 7 and len(state.adecks[0]) == 1
    assert names(state, state.hands[0])[-2:] == ["Burst of Speed", "Updraft"]


def test_double_action_with_five_cards_draws_two():  # BIO-4.14
    state = setup({"square": "8,11", "hand": SIX[:5], "deck": DECK})
    state.apply("move 8,12")
    assert len(state.hands[0]) == 7


def test_empty_action_deck_reshuffles_its_discard():  # BIO-6.5
    state = setup({"hand": ["Heave"], "discard": ["Unity", "Tripwire"]})
    state.apply("move 9,6")
    assert "reshuffle" in kinds(state)
    assert len(state.hands[0]) == 2 and len(state.adecks[0]) == 1 and state.adiscs[0] == []
    assert set(names(state, state.hands[0] + state.adecks[0])) == {"Heave", "Unity", "Tripwire"}


def test_empty_deck_and_discard_give_nothing_and_nobody_loses():  # BIO-6.5, BIO-7.3
    state = setup({"hand": ["Heave"]})
    state.apply("move 9,6")
    assert last(state, "no_card") == {"player": 0, "deck": "action"}
    assert len(state.hands[0]) == 1 and not state.is_over


def test_draw_is_private_to_the_drawer():  # BIO-8.1
    state = setup({"hand": SIX, "deck": DECK})
    state.apply("move 9,6")
    mine = [d for k, d, v in state.events if k == "draw" and v == (0,)]
    theirs = [d for k, d, v in state.events if k == "draw" and v == (1,)]
    assert mine == [{"player": 0, "card": "burst-of-speed"}] and theirs == [{"player": 0}]
