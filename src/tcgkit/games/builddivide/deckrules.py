"""Deck construction (BDV-2.1–2.13): every violation of a registration, each citing its rule.

A registration is a deck list with the sections ``main`` (the main deck), ``ddeck`` (the D-deck) and ``territory``
(the registered territory). Each problem reads like BDV-2.13: ``BDV-2.7 BUSTER_COUNT main deck: 11 cards with
BUSTER, exactly 12 required``. The registered territory's rule_mods change the numbers for its owner (BDV-2.10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core import Deck, Problem

from .cards import BUSTER, SHOT, TERRITORY

if TYPE_CHECKING:
    from .game import BuildDivide

BUSTER_EXACT = 12  # BDV-2.7
SHOT_MAX = 12  # BDV-2.8
DDECK_MAX = 12  # BDV-2.4
ZONE = {"main": "main deck", "ddeck": "D-deck", "territory": "territory"}


def _problem(rule: str, code: str, zone: str, subject: str, found: int, limit: int, text: str) -> Problem:
    return Problem(rule, f"{code} {zone}: {text}", code, subject, found, limit)


def check_deck(game: BuildDivide, deck: Deck) -> list[Problem]:
    """The complete list of violations (BDV-2.13); [] means the registration is legal."""
    pool: Any = game.cards
    facts = game.facts
    out: list[Problem] = []
    for section, rows in deck.sections.items():
        zone = ZONE.get(section)
        if zone is None:
            names = ", ".join(game.DECK_SECTIONS)
            out.append(_problem("BDV-2.1", "UNKNOWN_SECTION", section, section, 1, 0, f"not one of {names}"))
            continue
        for cid, _n in rows:
            if cid not in pool:  # BDV-2.12
                out.append(_problem("BDV-2.12", "UNKNOWN_CARD", zone, cid, 1, 0, f"no card {cid!r} in the pool"))
    main = [c for c in deck.cards("main") if c in pool]
    ddeck = [c for c in deck.cards("ddeck") if c in pool]
    slot = [c for c in deck.cards("territory") if c in pool]

    territory = None
    if len(deck.cards("territory")) != 1:  # BDV-2.1
        n = len(deck.cards("territory"))
        out.append(
            _problem("BDV-2.1", "TERRITORY_SLOT", "territory", "territory", n, 1, f"{n} cards, exactly 1 required")
        )
    elif slot and facts[slot[0]].kind != TERRITORY:  # BDV-2.11
        name = facts[slot[0]].name
        out.append(_problem("BDV-2.11", "TERRITORY_SLOT", "territory", name, 0, 1, f'"{name}" is not a TERRITORY'))
    elif slot:
        territory = slot[0]

    lo, hi = game.rule_value(territory, "deck_min"), game.rule_value(territory, "deck_max")
    if not lo <= len(main) <= hi:  # BDV-2.2
        limit = lo if len(main) < lo else hi
        out.append(
            _problem(
                "BDV-2.2",
                "MAIN_DECK_SIZE",
                "main deck",
                "main deck",
                len(main),
                limit,
                f"{len(main)} cards, {lo}–{hi} required",
            )
        )
    for cid in dict.fromkeys(main):  # BDV-2.3
        if facts[cid].kind == TERRITORY:
            name = facts[cid].name
            out.append(
                _problem(
                    "BDV-2.3",
                    "TERRITORY_IN_MAIN_DECK",
                    "main deck",
                    name,
                    main.count(cid),
                    0,
                    f'"{name}" is a TERRITORY; none allowed',
                )
            )
    if len(ddeck) > DDECK_MAX:  # BDV-2.4 (BDV-2.5: any type)
        out.append(
            _problem(
                "BDV-2.4",
                "DDECK_SIZE",
                "D-deck",
                "D-deck",
                len(ddeck),
                DDECK_MAX,
                f"{len(ddeck)} cards, 0–{DDECK_MAX} required",
            )
        )

    counts: dict[str, dict[str, int]] = {}  # BDV-2.6: by name over all three parts
    for section, ids in (("main", main), ("ddeck", ddeck), ("territory", slot)):
        for cid in ids:
            zones = counts.setdefault(facts[cid].name, {})
            zones[ZONE[section]] = zones.get(ZONE[section], 0) + 1
    copies = game.profile.copies
    for name, zones in counts.items():
        total = sum(zones.values())
        if total > copies:
            where = " + ".join(zones)
            out.append(
                _problem(
                    "BDV-2.6",
                    "COPY_LIMIT",
                    where,
                    name,
                    total,
                    copies,
                    f'{total} cards named "{name}", at most {copies} allowed',
                )
            )

    busters = sum(1 for c in main if facts[c].icon == BUSTER)  # BDV-2.7, BDV-2.9: main deck only
    need = game.rule_value(territory, "buster_exact")
    if busters != need:
        out.append(
            _problem(
                "BDV-2.7",
                "BUSTER_COUNT",
                "main deck",
                "BUSTER",
                busters,
                need,
                f"{busters} cards with BUSTER, exactly {need} required",
            )
        )
    shots = sum(1 for c in main if facts[c].icon == SHOT)  # BDV-2.8, BDV-2.9
    most = game.rule_value(territory, "shot_max")
    if shots > most:
        out.append(
            _problem(
                "BDV-2.8",
                "SHOT_COUNT",
                "main deck",
                "SHOT",
                shots,
                most,
                f"{shots} cards with SHOT, at most {most} allowed",
            )
        )
    return out
