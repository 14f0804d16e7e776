"""Deck construction and its report (HGO-2.1–2.9, HGO-3.1, HGO-10.7), with an illegal fixture deck per rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from tcgkit.core import Deck, DeckError

from .helpers import GAME

DECKS = Path(__file__).parent / "decks"


def fixture(name: str) -> Deck:
    return GAME.parse_deck((DECKS / f"{name}.txt").read_text(encoding="utf-8"), source=name)


def report(deck: Deck) -> list[tuple[str, str, str, int | None, int | None]]:
    return [(p.rule_id, p.code, p.subject, p.found, p.limit) for p in GAME.check_deck(deck)]


def test_the_sample_decks_are_legal_and_exactly_fifty() -> None:  # HGO-10.7, HGO-2.1
    decks = GAME.sample_decks()
    assert len(decks) >= 2
    for deck in decks.values():
        assert deck.count() == 50 and GAME.check_deck(deck) == []


def test_a_deck_has_at_least_fifty_cards() -> None:  # HGO-2.1
    assert report(fixture("too-small")) == [("HGO-2.1", "DECK_TOO_SMALL", "deck", 49, 50)]


def test_a_deck_holds_no_stone_and_no_unknown_card() -> None:  # HGO-2.2, HGO-1.8
    assert report(fixture("stone-in-deck")) == [("HGO-2.2", "STONE_IN_DECK", "Black Stone", 1, 0)]
    legal = GAME.sample_decks()["tiger-and-bird"]
    odd = Deck.of([*legal.cards(), "no-such-card"])
    assert report(odd) == [("HGO-2.2", "UNKNOWN_CARD", "no-such-card", 1, 0)]


def test_at_most_three_of_a_name() -> None:  # HGO-2.3
    assert report(fixture("too-many-copies")) == [("HGO-2.3", "TOO_MANY_COPIES", "Kosumi Diagonal", 4, 3)]


def test_at_most_one_character_per_person() -> None:  # HGO-2.4, HGO-1.11
    assert report(fixture("person-duplicate")) == [("HGO-2.4", "PERSON_DUPLICATE", "Shindou Hikaru", 2, 1)]


def test_at_most_one_copy_of_a_restricted_card() -> None:  # HGO-2.5
    assert report(fixture("restricted-duplicate")) == [("HGO-2.5", "RESTRICTED_DUPLICATE", "Shusaku's Opening", 2, 1)]


def test_limits_combine_and_every_violation_is_reported() -> None:  # HGO-2.6, HGO-2.9
    found = report(fixture("many-problems"))
    assert found == [
        ("HGO-2.1", "DECK_TOO_SMALL", "deck", 10, 50),
        ("HGO-2.2", "STONE_IN_DECK", "White Stone", 2, 0),
        ("HGO-2.3", "TOO_MANY_COPIES", "Shicho Ladder", 4, 3),
        ("HGO-2.4", "PERSON_DUPLICATE", "Fujiwara no Sai", 2, 1),
        ("HGO-2.4", "PERSON_DUPLICATE", "Shindou Hikaru", 2, 1),
        ("HGO-2.5", "RESTRICTED_DUPLICATE", "Sai, Ghost in the Go Board", 2, 1),
        ("HGO-2.5", "RESTRICTED_DUPLICATE", "Shicho Ladder", 4, 1),
    ]


def test_the_report_format() -> None:  # HGO-2.9
    (problem,) = GAME.check_deck(fixture("too-many-copies"))
    assert str(problem).startswith('HGO-2.3 TOO_MANY_COPIES "Kosumi Diagonal" found 4 limit 3')


def test_an_invalid_deck_stops_the_game_with_the_whole_report() -> None:  # HGO-2.9, HGO-3.1
    with pytest.raises(DeckError) as err:
        GAME.new_game([fixture("too-small"), fixture("many-problems")], seed=1)
    text = str(err.value)
    assert "HGO-2.1 deck 0: DECK_TOO_SMALL" in text
    assert text.count("HGO-2.") == 8 and "deck 1: " in text


def test_there_is_no_side_deck() -> None:  # HGO-2.8
    with pytest.raises(DeckError, match="unknown section"):
        GAME.parse_deck("3 Kosumi Diagonal\n[side]\n1 Hane Around the Corner\n")
    legal = GAME.sample_decks()["tiger-and-bird"]
    assert report(Deck.of(legal.cards(), side=["t-hane"])) == [("HGO-2.8", "SIDE_DECK", "side", 1, 0)]


def test_the_engine_supplies_the_bowls() -> None:  # HGO-2.7, HGO-1.5, HGO-3.2
    state = GAME.new_game(list(GAME.sample_decks().values()), seed=4)
    assert state.bowls == [18, 18] and state.agehama == [0, 0] and state.stones == [0, 0]
    assert all(GAME.cards[c].type != "stone" for c in state.cards)


def test_an_illegal_fixture_exists_for_each_deck_rule() -> None:  # HGO-10.7
    rules = {p.rule_id for f in DECKS.glob("*.txt") for p in GAME.check_deck(fixture(f.stem))}
    assert {"HGO-2.1", "HGO-2.2", "HGO-2.3", "HGO-2.4", "HGO-2.5"} <= rules
