"""Deck construction (SWT-2.1-2.8), each rule with an illegal fixture."""

from __future__ import annotations

import pytest

from tcgkit.core import Deck, DeckError

from .helpers import G, cid

SPACE = ["Droid Starfighter DFS-4CT", "Droid Starfighter Squadron", "Droid Starfighter Wing"]
GROUND = ["Battle Droid Squad", "Destroyer Droid Squad", "Walking Droid Fighter"]
CHAR = ["Geonosian Guard", "Geonosian Warrior", "Infantry Battle Droid, B1 Series"]


def dark_deck(
    space: int = 12, ground: int = 12, char: int = 12, extra: list[str] | None = None, side: str = "dark"
) -> Deck:
    cards: list[str] = []
    for names, n in ((SPACE, space), (GROUND, ground), (CHAR, char)):
        cards += [cid(names[min(i // 4, len(names) - 1)]) for i in range(n)]
    cards += [cid(c) for c in extra or []]
    filler = (
        [cid("Strength of Hate")] * 4
        + [cid("Capture Obi-Wan")] * 4
        + [cid("Weapon Response")] * 4
        + [cid("Dark Rendezvous")] * 4
        + [cid("Surge of Power")] * 4
        + [cid("Knockdown")] * 4
    )
    while len(cards) < 60:
        cards.append(filler[len(cards) % len(filler)])
    deck = Deck.of(cards)
    return Deck(deck.sections, "test", {"side": side} if side else {})


def problems(deck: Deck) -> list[tuple[str, str]]:
    return [(p.rule_id, p.message) for p in G.check_deck(deck)]


def test_fixture_is_legal() -> None:
    assert problems(dark_deck()) == []


def test_side_must_be_declared() -> None:
    """SWT-2.1: a list without a side whose cards don't say one is refused; its non-Neutral cards declare it
    when they agree."""
    neutral = Deck.of([cid("Patrol Speeder")] * 60)
    assert ("SWT-2.1", "the deck declares no side (found none); add 'side: dark' or 'side: light'") in problems(neutral)
    assert not [p for p in problems(dark_deck(side="")) if p[0] == "SWT-2.1"]


def test_at_least_60_cards() -> None:
    """SWT-2.2."""
    deck = dark_deck()
    rows = list(deck.sections["main"])
    cid0, n = rows[-1]
    short = Deck({"main": (*rows[:-1], (cid0, n - 1))}, "short", {"side": "dark"})
    assert ("SWT-2.2", "59 cards, minimum 60") in problems(short)


def test_four_copies_by_name_and_version() -> None:
    """SWT-2.3: at most 4 copies of a name and version; versions count apart; unversioned cards by name."""
    five = dark_deck(extra=["Jango Fett (B)"] * 5)
    assert ("SWT-2.3", '"Jango Fett" (B) x5, maximum 4') in problems(five)
    fine = dark_deck(extra=["Jango Fett (B)"] * 4 + ["Jango Fett (A)"] * 4)
    assert not [p for p in problems(fine) if p[0] == "SWT-2.3"]
    squads = dark_deck(ground=13)
    assert ("SWT-2.3", '"Walking Droid Fighter" x5, maximum 4') in problems(squads)


def test_own_side_or_neutral_only() -> None:
    """SWT-2.4."""
    deck = dark_deck(extra=["Yoda (A)"])
    assert ("SWT-2.4", '"Yoda" (A) is Light in a Dark deck') in problems(deck)
    assert not [p for p in problems(dark_deck(extra=["Boba Fett (A)"])) if p[0] == "SWT-2.4"]


def test_twelve_units_per_arena() -> None:
    """SWT-2.5."""
    assert ("SWT-2.5", "space units 11, minimum 12") in problems(dark_deck(space=11))


def test_no_arena_more_than_twice_another() -> None:
    """SWT-2.6: for every two arena types a, b: a <= 2 x b."""
    deck = dark_deck()
    big = Deck(
        {
            "main": (
                *deck.sections["main"],
                (cid("Droid Control Ship"), 4),
                (cid("Trade Federation C-9979"), 4),
                (cid("Geonosian Fighter"), 4),
                (cid("Commerce Guild Starship"), 4),
                (cid("Techno Union Starship"), 2),
            )
        },
        "big",
        {"side": "dark"},
    )
    assert ("SWT-2.6", "space 30 > 2 x ground 12") in problems(big)
    assert ("SWT-2.6", "space 30 > 2 x character 12") in problems(big)


def test_no_sideboard() -> None:
    """SWT-2.7: a deck list has no other section; a Deck carrying one is refused."""
    with pytest.raises(DeckError, match="unknown section"):
        G.parse_deck("side: dark\n[sideboard]\n1 Nexu\n")
    deck = dark_deck()
    two = Deck({**deck.sections, "sideboard": ((cid("Nexu"), 1),)}, "x", {"side": "dark"})
    assert ("SWT-2.7", "section [sideboard]: there is no sideboard or other deck") in problems(two)


def test_every_violation_is_reported_with_subject_value_and_limit() -> None:
    """SWT-2.8: all problems, each with its rule, subject, value and limit."""
    deck = dark_deck(space=11, extra=["Yoda (A)"] * 5)
    found = G.check_deck(deck)
    rules = sorted({p.rule_id for p in found})
    assert rules == ["SWT-2.3", "SWT-2.4", "SWT-2.5"]
    copies = next(p for p in found if p.rule_id == "SWT-2.3")
    assert (copies.subject, copies.found, copies.limit) == ("Yoda (A)", 5, 4)
    arena = next(p for p in found if p.rule_id == "SWT-2.5")
    assert (arena.subject, arena.found, arena.limit) == ("space", 11, 12)


def test_sample_decks_legal_two_per_side_only_supported_cards() -> None:
    """SWT-10.5: legal sample decks (at least two per side), built only from supported cards."""
    decks = G.sample_decks()
    sides = {}
    for name, deck in decks.items():
        assert G.check_deck(deck) == [], name
        assert all(G.cards[c].supported for c, _ in deck.sections["main"]), name
        side = deck.meta["side"]
        sides[side] = sides.get(side, 0) + 1
    assert sides["dark"] >= 2 and sides["light"] == sides["dark"]
    names = sorted(decks)
    assert [decks[n].meta["side"] for n in names] == ["dark", "light"] * sides["dark"], "names alternate sides"


def test_two_decks_of_one_side_cannot_meet() -> None:  # SWT-3.1
    game = G
    decks = game.sample_decks()
    (problem,) = game.check_decks([decks["droid-army"], decks["imperial-fleet"]], {})
    assert (problem.rule_id, problem.code, problem.subject) == ("SWT-3.1", "SAME_SIDE", "dark")
    assert game.check_decks([decks["droid-army"], decks["jedi-knights"]], {}) == []
    with pytest.raises(DeckError, match=r"SWT-3\.1"):
        game.new_game([decks["jedi-knights"], decks["yavin-rebels"]], seed=1)
