"""Deck construction (MLP-2.1–2.11): every rule with an illegal registration."""

from __future__ import annotations

import pytest

from tcgkit.core import Deck, DeckError

from .helpers import GAME
from .synthetic import GAME as SYNTHETIC

GOOD = GAME.sample_decks()["loyalty-laughter"]


def variant(**sections: tuple[tuple[str, int], ...]) -> Deck:
    return Deck(dict(GOOD.sections, **sections))


def rules_of(deck: Deck) -> list[str]:
    return [p.rule_id for p in GAME.check_deck(deck)]


def test_sample_decks_are_legal() -> None:
    """MLP-10.7: at least 2 legal registrations built from the pool (four are shipped)."""
    decks = GAME.sample_decks()
    assert len(decks) >= 4
    assert all(GAME.check_deck(d) == [] for d in decks.values())


def test_three_parts_are_read_from_the_deck_list() -> None:
    """MLP-2.1: a registration is one Mane, one problem deck, one draw deck (sections [mane], [problems], main);
    no other section exists (no sideboard)."""
    text = GOOD.to_text(GAME.cards)
    assert "[mane]" in text and "[problems]" in text
    assert GAME.parse_deck(text) == GOOD
    with pytest.raises(DeckError, match="unknown section"):
        GAME.parse_deck(text + "[sideboard]\n1 Flitter\n")


def test_draw_deck_minimum() -> None:
    """MLP-2.2, MLP-2.11: at least 45 cards; the message gives the part, the value and the bound."""
    deck = variant(main=(("pr-020-sweetie-sunrise", 3), ("pr-044-high-spirits", 3)))
    problems = GAME.check_deck(deck)
    assert [str(p) for p in problems] == ["MLP-2.2 draw: 6 cards, required at least 45"]
    assert (problems[0].found, problems[0].limit) == (6, 45)


def test_draw_deck_card_types() -> None:
    """MLP-2.3: no Mane Characters and no Problems in the draw deck."""
    deck = variant(main=(*GOOD.sections["main"], ("pr-168-cloudbursting", 1), ("pr-003-pinkie-pie", 1)))
    msgs = [str(p) for p in GAME.check_deck(deck) if p.rule_id == "MLP-2.3"]
    assert msgs == [
        'MLP-2.3 draw: "Cloudbursting" is a problem, not allowed in the draw deck',
        'MLP-2.3 draw: "Pinkie Pie, Party Animal" is a mane, not allowed in the draw deck',
    ]


def test_draw_deck_three_copies_per_card() -> None:
    """MLP-2.4, MLP-2.10: at most 3 copies; copies are cards with the same title (name and subname)."""
    deck = variant(main=(*GOOD.sections["main"], ("pr-008-cerulean-skies", 1)))
    assert [str(p) for p in GAME.check_deck(deck)] == [
        'MLP-2.4 draw: "Cerulean Skies, Skyward Soarer" has 4 copies, max 3'
    ]
    # three Rainbow Dash friends of different subnames are not copies of each other
    dashes = (("pr-015-rainbow-dash", 3), ("pr-198-rainbow-dash", 3), ("pr-212-rainbow-dash", 3))
    others = tuple(row for row in GOOD.sections["main"] if "rainbow-dash" not in row[0])
    assert rules_of(variant(main=(*others, *dashes))) == []


def test_problem_deck_size() -> None:
    """MLP-2.5: exactly 10 problems."""
    deck = variant(problems=(*GOOD.sections["problems"], ("pr-190-runaway-cart", 1)))
    assert [str(p) for p in GAME.check_deck(deck)] == ["MLP-2.5 problem: 11 cards, required exactly 10"]


def test_problem_deck_only_problems() -> None:
    """MLP-2.6: only Problem cards in the problem deck."""
    probs = (*GOOD.sections["problems"][:-1], ("pr-044-high-spirits", 1))
    assert rules_of(variant(problems=probs)) == ["MLP-2.6"]


def test_problem_deck_needs_a_starting_problem() -> None:
    """MLP-2.7: at least one Starting Problem."""
    probs = (
        ("pr-163-kitchen-au-flambe", 2),
        ("pr-173-hungry-hungry-caterpillars", 2),
        ("pr-181-not-enough-pinkie-pies", 2),
    )
    probs += (("pr-183-monster-of-a-minotaur", 2), ("pr-189-raze-this-barn", 2))
    assert [str(p) for p in GAME.check_deck(variant(problems=probs))] == [
        "MLP-2.7 problem: no Starting Problem, required at least 1"
    ]


def test_problem_deck_two_copies_per_card() -> None:
    """MLP-2.8: at most 2 copies of a problem."""
    probs = (("pr-168-cloudbursting", 3), *GOOD.sections["problems"][1:-1])
    assert [str(p) for p in GAME.check_deck(variant(problems=probs))] == [
        'MLP-2.8 problem: "Cloudbursting" has 3 copies, max 2'
    ]


def test_exactly_one_mane_character() -> None:
    """MLP-2.9: exactly one card, of type Mane Character."""
    assert [str(p) for p in GAME.check_deck(variant(mane=()))] == ["MLP-2.9 mane: 0 cards, required exactly 1"]
    two = variant(mane=(("pr-001-rainbow-dash", 1), ("pr-003-pinkie-pie", 1)))
    assert rules_of(two) == ["MLP-2.9"]
    assert [str(p) for p in GAME.check_deck(variant(mane=(("pr-015-rainbow-dash", 1),)))] == [
        'MLP-2.9 mane: "Rainbow Dash, Weather Leader" is a friend, not a Mane Character'
    ]


def test_all_violations_are_listed() -> None:
    """MLP-2.11: the validator returns every violation at once, each with its rule id."""
    deck = Deck({"main": (("pr-020-sweetie-sunrise", 4),), "problems": (("pr-044-high-spirits", 1),)})
    assert rules_of(deck) == ["MLP-2.9", "MLP-2.2", "MLP-2.4", "MLP-2.5", "MLP-2.6", "MLP-2.7"]


def test_unsupported_cards_cannot_be_registered() -> None:
    """Cards the engine cannot play yet (docs/mlp-coverage.md) are rejected by the check, naming why (MLP-1.3:
    a card definition carries its abilities)."""
    deck = variant(main=(*GOOD.sections["main"][:-1], ("test-unsupported", 1)))
    msgs = [str(p) for p in SYNTHETIC.check_deck(deck)]
    assert len(msgs) == 1 and msgs[0].startswith('MLP-1.3 draw: "Unsupported Tester" is not supported yet')
