"""2. Deck construction (HGO-2.1–2.9): every violation of a deck, each with its rule id and code.

The report (HGO-2.9) lists every violation, not only the first, as ``RULE CODE "subject" found N limit M: text``
(``tcgkit.core.pool_problem``). All limits apply together (HGO-2.6): a restricted card or a character is
effectively limited to 1 copy, and 4 copies of one break two rules, so both are reported.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import CardPool, Deck, Problem, Profile, pool_problem

RESTRICTED_LIMIT = 1  # HGO-2.5
PERSON_LIMIT = 1  # HGO-2.4


def check_deck(deck: Deck, pool: CardPool[Any], profile: Profile) -> list[Problem]:
    problems: list[Problem] = []
    ids = deck.cards("main")
    for section in sorted(deck.sections):
        if section != "main" and deck.count(section):
            problems.append(
                pool_problem(
                    "HGO-2.8", "SIDE_DECK", section, deck.count(section), 0, "there is no side deck or second deck"
                )
            )
    total = len(ids)
    if total < profile.deck_min:
        problems.append(
            pool_problem(
                "HGO-2.1", "DECK_TOO_SMALL", "deck", total, profile.deck_min, f"a deck has at least {profile.deck_min}"
            )
        )
    unknown: dict[str, int] = {}
    names: dict[str, int] = {}
    stones: dict[str, int] = {}
    persons: dict[str, int] = {}
    restricted: dict[str, int] = {}
    for cid in ids:
        if cid not in pool:
            unknown[cid] = unknown.get(cid, 0) + 1
            continue
        card = pool[cid]
        names[card.name] = names.get(card.name, 0) + 1
        if card.type == "stone":
            stones[card.name] = stones.get(card.name, 0) + 1
            continue
        if card.type == "character":
            persons[card.person] = persons.get(card.person, 0) + 1
        if card.restricted:
            restricted[card.name] = restricted.get(card.name, 0) + 1
    for cid, n in sorted(unknown.items()):
        problems.append(pool_problem("HGO-2.2", "UNKNOWN_CARD", cid, n, 0, "no card of the pool has this id"))
    for name, n in sorted(stones.items()):
        problems.append(pool_problem("HGO-2.2", "STONE_IN_DECK", name, n, 0, "stones come from the bowls, not decks"))
    for name, n in sorted(names.items()):
        if n > profile.copies:
            problems.append(
                pool_problem(
                    "HGO-2.3", "TOO_MANY_COPIES", name, n, profile.copies, f"at most {profile.copies} of one name"
                )
            )
    for person, n in sorted(persons.items()):
        if n > PERSON_LIMIT:
            problems.append(
                pool_problem("HGO-2.4", "PERSON_DUPLICATE", person, n, PERSON_LIMIT, "one character card per person")
            )
    for name, n in sorted(restricted.items()):
        if n > RESTRICTED_LIMIT:
            problems.append(
                pool_problem(
                    "HGO-2.5", "RESTRICTED_DUPLICATE", name, n, RESTRICTED_LIMIT, "a restricted card is limited to 1"
                )
            )
    return problems
