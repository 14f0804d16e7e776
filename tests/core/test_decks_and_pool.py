"""Deck-list text format, card-pool lookup and deck round trips."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tcgkit.core import CardPool, Deck, DeckError, parse_deck
from tcgkit.core.errors import DataError


@dataclass(frozen=True)
class C:
    id: str
    name: str
    aliases: tuple[str, ...] = ()
    text: str = ""


POOL = CardPool(
    [
        C("kosumi", "Kosumi", text="a diagonal move"),
        C("anakin-a", "Anakin Skywalker", ("Anakin Skywalker (A)",)),
        C("anakin-b", "Anakin Skywalker", ("Anakin Skywalker (B)",)),
        C("prob", "Too Many Pies"),
    ]
)


def test_counts_names_ids_and_aliases() -> None:
    deck = parse_deck("# a comment\nname: Test\n3 Kosumi\n2x anakin skywalker (b)\nkosumi\n", POOL)
    assert deck.name == "Test"
    assert deck.sections["main"] == (("kosumi", 4), ("anakin-b", 2))
    assert deck.count() == 6
    assert deck.cards().count("kosumi") == 4


def test_sections_and_metadata() -> None:
    deck = parse_deck("toa: Tahu\n2 Kosumi\n[Problems]\n1 Too Many Pies\n", POOL, ("main", "problems"))
    assert deck.meta == {"toa": "Tahu"}
    assert deck.sections == {"main": (("kosumi", 2),), "problems": (("prob", 1),)}


def test_unknown_card_names_the_line_and_suggests() -> None:
    with pytest.raises(DeckError, match=r"mydeck, line 2: unknown card 'Kosumy'"):
        parse_deck("1 Kosumi\n1 Kosumy\n", POOL, source="mydeck")


def test_ambiguous_name_lists_the_versions() -> None:
    with pytest.raises(DeckError, match=r"ambiguous.*Anakin Skywalker \(A\).*Anakin Skywalker \(B\)"):
        parse_deck("1 Anakin Skywalker\n", POOL)


def test_unknown_section_and_zero_count_are_errors() -> None:
    with pytest.raises(DeckError, match=r"line 1: unknown section \[side\]"):
        parse_deck("[side]\n", POOL)
    with pytest.raises(DeckError, match="count must be at least 1"):
        parse_deck("0 Kosumi\n", POOL)


def test_text_and_dict_round_trips() -> None:
    deck = parse_deck("name: X\n3 Kosumi\n1 Anakin Skywalker (A)\n[problems]\n2 prob\n", POOL, ("main", "problems"))
    assert parse_deck(deck.to_text(POOL), POOL, ("main", "problems")) == deck
    assert Deck.from_dict(deck.to_dict()) == deck
    with pytest.raises(DeckError):
        Deck.from_dict({"nope": 1})


def test_pool_search_and_duplicates() -> None:
    assert POOL.search("diagonal") == ["kosumi"]
    assert POOL.display("anakin-a") == "Anakin Skywalker (A)"
    with pytest.raises(DataError, match="duplicate card id"):
        CardPool([C("x", "X"), C("x", "Y")])
