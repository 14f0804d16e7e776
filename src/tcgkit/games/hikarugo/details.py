"""Card text on demand (``Game.card_details``) and the one-line card summaries of the board view.

Every number is named (``["attack", 3]``, ``["cost", "1 red + 1 black"]``); the wording is the card data's own
``text`` (our wording, HGO-1.9: display only) or, where a card has none, English generated from its abilities
(``wording.py``). No internal code (``ON_MATCH_WIN``, ``UNTAP_STONES``) ever reaches people.
"""

from __future__ import annotations

from typing import Any

from .cards import Quick, colors_of
from .wording import TIMING_WORDS, ability_words, card_words, cost_words


def stats(card: Any) -> list[list[Any]]:
    """The card's numbers and fields, each with its name (HGO-1.9–1.13)."""
    if card.type == "stone":
        return [["colour", card.color]]
    cost = card.cost.as_tuple()
    out: list[list[Any]] = [
        ["cost", cost_words(cost)],
        ["colour", " and ".join(colors_of(cost)) or "black (colourless)"],
    ]
    if card.type == "character":
        out.append(["person", card.person])
    elif card.type == "uchite":
        out += [["attack", card.attack], ["defense", card.defense]]
    elif card.type == "fuseki":
        out.append(["flipped", TIMING_WORDS[card.timing]])
    return out


def keywords(card: Any) -> list[str]:
    out = []
    if any(isinstance(a, Quick) for a in getattr(card, "abilities", ())):
        out.append("Quick")
    if getattr(card, "restricted", False):
        out.append("restricted (1 per deck)")
    return out


def text(card: Any) -> str:
    """Our wording: the data's ``text`` if it has one, else generated from the abilities."""
    return card.text or card_words(card)


def details(card: Any) -> dict[str, Any]:
    """``Game.card_details`` for one card definition."""
    return {
        "id": card.id,
        "name": card.name,
        "type": card.type,
        "stats": stats(card),
        "keywords": keywords(card),
        "text": text(card),
    }


def summary(card: Any) -> str:
    """One line for the board view: type, cost, the uchite's values, and what the card does (for an uchite, its
    abilities only, not its flavour text)."""
    if card.type == "stone":
        return f"{card.color} stone"
    if card.type == "uchite":
        head = f"uchite {cost_words(card.cost.as_tuple())}, attack {card.attack} / defense {card.defense}"
        words = " ".join(ability_words(a, on_uchite=True) for a in card.abilities)
    else:
        head = f"{card.type} {cost_words(card.cost.as_tuple())}"
        words = text(card)
    return f"{head}: {words}" if words else head
