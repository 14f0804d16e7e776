"""A card in full for people (``Game.card_details``, ``tcgkit cards``): every stat with its name, the keywords, and
our own wording of its abilities (the card data's ``text``; never a publisher's). The stats follow the card types
of MLP-1.4–1.9; requirements read "2 yellow + 2 non-yellow" (MLP-1.8, MLP-5.2)."""

from __future__ import annotations

from typing import Any

from .cards import Card
from .words import ATTACH_WORD, PLACEMENT_WORD, TYPE_WORD, colors_text, req_dict_text, timing_text

Stat = list[Any]


def card_stats(card: Card) -> list[Stat]:
    """[name, value] pairs of a card's numbers and facts, by type (MLP-1.4–1.9)."""
    stats: list[Stat] = []
    kind = card.type
    if kind in ("mane", "friend"):
        stats.append(["colour", colors_text(card.colors)])
    if kind in ("friend", "resource", "event"):
        stats.append(["cost", card.cost])
    elif kind == "troublemaker":
        stats.append(["cost", 1])  # MLP-1.9, MLP-4.17
    if kind in ("mane", "friend", "troublemaker"):
        stats.append(["power", card.power])
    elif kind in ("resource", "event"):
        stats.append(["power when revealed", card.power])  # MLP-1.10
    if card.requirement:
        stats.append(["play requirement", req_dict_text(card.requirement) + " power"])
    if kind == "mane":
        stats.append(["home limit", card.home_limit])
        stats.append(["BOOSTED power", card.boosted_power])
        stats.append(["BOOSTED home limit", card.boosted_home_limit])
    if kind == "troublemaker":
        stats.append(["points", card.points])
    if kind == "event":
        stats.append(["played in", timing_text(card.timing)])
    if kind == "resource":
        where = PLACEMENT_WORD.get(card.placement, card.placement)
        if card.placement == "character":
            where = ATTACH_WORD.get(card.attach_to or "own_character", where)
        stats.append(["placed", where])
    if kind == "problem" or card.placement == "new_problem":
        stats.append(["its owner needs", req_dict_text(card.owner_requirement)])
        stats.append(["the opponent needs", req_dict_text(card.opponent_requirement)])
        stats.append(["bonus", card.bonus])
    if card.starting:
        stats.append(["Starting Problem", "yes"])
    if card.traits:
        stats.append(["traits", ", ".join(card.traits)])
    return stats


def card_details(card_id: str, display: str, card: Card) -> dict[str, Any]:
    """``Game.card_details``: id, name, type, named stats, keywords (a Mane's BOOSTED ones marked) and text."""
    keywords = list(card.keywords)
    if card.type == "mane":
        keywords += [f"{k} (BOOSTED)" for k in card.boosted_keywords if k not in card.keywords]
    text = card.text
    if not card.supported and not text.lower().startswith("not supported"):
        text = f"Not supported yet: {card.why}. {text}".strip()
    return {
        "id": card_id,
        "name": display,
        "type": TYPE_WORD.get(card.type, card.type),
        "stats": card_stats(card),
        "keywords": keywords,
        "text": text,
    }


def describe_card(display: str, card: Card) -> str:
    """One line for ``tcgkit cards``: name, type, the named stats, our wording."""
    stats = ", ".join(f"{label} {value}" for label, value in card_stats(card))
    parts = [display, TYPE_WORD.get(card.type, card.type), stats]
    if card.keywords:
        parts.append(", ".join(card.keywords))
    if not card.supported:
        parts.append("not supported yet")
    parts.append(card.text)
    return " | ".join(p for p in parts if p)
