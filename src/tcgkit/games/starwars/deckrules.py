"""Deck construction (SWT-2.1-2.8): every violation is reported, each citing its rule, subject, value and limit."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import permutations
from typing import Any

from tcgkit.core import Deck, Problem

from .cards import ARENAS, Card

MIN_CARDS = 60
MAX_COPIES = 4
MIN_PER_ARENA = 12
RATIO = 2


def declared_side(deck: Deck, pool: Mapping[str, Card]) -> str:
    """SWT-2.1: the ``side:`` line of the list; without one, the side all its non-Neutral cards share (else "")."""
    side = deck.meta.get("side", "").strip().lower()
    if side:
        return side
    sides = {pool[cid].side for cid, _ in deck.sections.get("main", ()) if pool[cid].side != "neutral"}
    return sides.pop() if len(sides) == 1 else ""


def check_deck(deck: Deck, pool: Mapping[str, Any]) -> list[Problem]:
    problems: list[Problem] = []
    rows = deck.sections.get("main", ())
    for section in deck.sections:
        if section != "main":
            problems.append(
                Problem("SWT-2.7", f"section [{section}]: there is no sideboard or other deck", "SECTION", section)
            )
    side = declared_side(deck, pool)
    if side not in ("dark", "light"):
        problems.append(
            Problem(
                "SWT-2.1",
                f"the deck declares no side (found {side or 'none'}); add 'side: dark' or 'side: light'",
                "SIDE",
                side,
            )
        )
    total = sum(n for _, n in rows)
    if total < MIN_CARDS:
        problems.append(
            Problem("SWT-2.2", f"{total} cards, minimum {MIN_CARDS}", "MIN_CARDS", "deck", total, MIN_CARDS)
        )
    copies: dict[tuple[str, str], int] = {}
    for cid, n in rows:
        card = pool[cid]
        key = (card.name, card.version)
        copies[key] = copies.get(key, 0) + n
    for (name, version), n in copies.items():
        if n > MAX_COPIES:
            ver = f" ({version})" if version else ""
            problems.append(
                Problem("SWT-2.3", f'"{name}"{ver} x{n}, maximum {MAX_COPIES}', "COPIES", f"{name}{ver}", n, MAX_COPIES)
            )
    if side in ("dark", "light"):
        for cid, n in rows:
            card = pool[cid]
            if card.side not in (side, "neutral"):
                ver = f" ({card.version})" if card.version else ""
                problems.append(
                    Problem(
                        "SWT-2.4",
                        f'"{card.name}"{ver} is {card.side.title()} in a {side.title()} deck',
                        "SIDE_CARD",
                        card.label,
                        n,
                        0,
                    )
                )
    counts = {a: 0 for a in ARENAS}
    for cid, n in rows:
        card = pool[cid]
        if card.type == "unit":
            counts[card.arena] += n
    for a in ARENAS:
        if counts[a] < MIN_PER_ARENA:
            problems.append(
                Problem(
                    "SWT-2.5",
                    f"{a} units {counts[a]}, minimum {MIN_PER_ARENA}",
                    "ARENA_MIN",
                    a,
                    counts[a],
                    MIN_PER_ARENA,
                )
            )
    for a, b in permutations(ARENAS, 2):
        if counts[a] > RATIO * counts[b]:
            problems.append(
                Problem(
                    "SWT-2.6",
                    f"{a} {counts[a]} > {RATIO} x {b} {counts[b]}",
                    "ARENA_RATIO",
                    f"{a}/{b}",
                    counts[a],
                    RATIO * counts[b],
                )
            )
    return problems


def pairing_problems(decks: Sequence[Deck], pool: Mapping[str, Card]) -> list[Problem]:
    """SWT-3.1: one player plays a Dark deck and the other a Light deck (decks of the same side cannot meet)."""
    sides = [declared_side(d, pool) for d in decks]
    if len(sides) == 2 and sides[0] and sides[0] == sides[1]:
        return [
            Problem(
                "SWT-3.1",
                f"both decks are {sides[0].title()}; one player plays Dark, the other Light",
                code="SAME_SIDE",
                subject=sides[0],
            )
        ]
    return []
