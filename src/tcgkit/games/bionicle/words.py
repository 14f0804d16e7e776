"""Words for people: square kinds, timings and card types in plain English, never the map codes or data tags.

The map file writes square kinds as codes (``GA``, ``2C``, BIO-1.17); labels, log lines, notes and card text use
the words of BIO-1.16 instead ("action square", "double challenge square").
"""

from __future__ import annotations

# BIO-1.16: the kind of a square in words (a nest is a general square marked for the Bohrok deck)
KIND_WORDS = {
    "general": "general",
    "ST": "start",
    "MI": "mission",
    "GA": "action",
    "2G": "double action",
    "CL": "challenge",
    "2C": "double challenge",
    "PO": "portal",
    "BC": "Bohrok control",
}

# BIO-1.7: when an action card is played
TIMING_WORDS = {
    "challenge": "challenge card (played in a challenge or raid window)",
    "move": "move card (played in the move window)",
    "turn": "turn card (played in the Start step's turn window)",
    "krana": "krana card (a raid key on a Bohrok control square)",
}

# BIO-1.1: card types in words (and the excluded kinds of BIO-2.19)
TYPE_WORDS = {
    "toa": "Toa",
    "mask": "Great Mask",
    "turaga": "Turaga",
    "action": "action",
    "mission": "mission",
    "challenge": "challenge",
    "bohrok": "Bohrok",
    "rahi": "Rahi",
    "rahi_challenge": "Rahi challenge",
    "rahi_effect": "Rahi effect",
    "villager": "Villager",
    "story": "story",
}


def kind_word(kind: str) -> str:
    """A square kind (map code or ``"general"``) in words: ``"2G"`` -> ``"double action"``."""
    return KIND_WORDS.get(kind, kind)


def square_phrase(kinds: tuple[str, ...] | list[str] | frozenset[str]) -> str:
    """``("GA", "2G")`` -> ``"an action or double action square"`` (the order of BIO-1.16)."""
    order = list(KIND_WORDS)
    words = [kind_word(k) for k in sorted(kinds, key=lambda k: order.index(k) if k in order else len(order))]
    text = " or ".join(words)
    return f"{'an' if text[:1] in 'aeiou' else 'a'} {text} square"


def squares(names: list[str]) -> str:
    """Square names for a sentence: ``["3,7", "4,7"]`` -> ``"(3,7), (4,7)"`` (the brackets keep them apart)."""
    return ", ".join(f"({n})" for n in names)
