"""A card in full for people (``Game.card_details``): every printed value with its name, keywords and our wording.

Stats follow the card definition of SWT-1.4-1.10: side, arena, subtype, build cost, speed, power and health of a
unit (SWT-1.5); a location's arena and cost (SWT-1.7); an equipment's equip cost and the units it fits (SWT-1.8);
a battle card's Force cost and timing (SWT-1.10). The text is the card data's own wording (generated from the
encoded abilities, never the publisher's card text), with the rules' jargon put in plain words.
"""

from __future__ import annotations

from typing import Any

from .cards import Card
from .describe import TIMING, describe_card

#: Jargon of the generated "not supported" notes, in plain words.
PLAIN = {
    "in the SWT-10.6 vocabulary": "among the keywords of these rules (SWT-10.6)",
    "is not in the vocabulary": "is beyond what this engine can do",
    "are not in the vocabulary": "are beyond what this engine can do",
    ": not in the vocabulary": ": beyond what this engine can do",
}


def plain(text: str) -> str:
    for old, new in PLAIN.items():
        text = text.replace(old, new)
    return text


def _points(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def card_stats(card: Card) -> list[list[Any]]:
    """[label, value] pairs of the card's printed values (SWT-1.4-1.10)."""
    stats: list[list[Any]] = [["side", card.side.title()]]
    if card.type == "unit":
        stats.append(["arena", card.arena])
        if card.subtype:
            stats.append(["subtype", card.subtype])
        stats += [["build cost", card.build_cost], ["speed", card.speed], ["power", card.power]]
        stats.append(["health", card.health])
        if card.version:
            persona = card.persona or card.name
            stats.append(["unique", f"version {card.version} of {persona}"])
    elif card.type == "battle":
        stats += [["Force cost", card.force_cost]]
        if card.timing:
            stats.append(["played", TIMING[card.timing]])
    else:
        if card.arena:
            stats.append(["arena", card.arena])
        stats.append(["build cost", card.build_cost])
    if card.type == "equipment":
        cost = [
            x
            for x in (
                f"{card.equip_force} Force" if card.equip_force else "",
                _points(card.equip_build, "build point") if card.equip_build else "",
            )
            if x
        ]
        stats.append(["equip cost", " and ".join(cost) or "free"])
        fits = " or ".join(card.equip_arenas) + (" " + " or ".join(card.equip_subtype) if card.equip_subtype else "")
        stats.append(["equips", f"your {fits} units"])
    return stats


def card_details(card_id: str, card: Card, display: str) -> dict[str, Any]:
    """``Game.card_details`` for one Star Wars card."""
    return {
        "id": card_id,
        "name": display,
        "type": card.type,
        "stats": card_stats(card),
        "keywords": [f"{k.keyword} {k.n}" if k.n else k.keyword for k in card.keywords],
        "text": plain(card.text or describe_card(card)),
    }
