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


#: What each decision (frame opcode) asks, in words for the table and the terminal ("Your move: ...");
#: written to read for either player (no "you"), so it follows "Your move:" and "The opponent to move:".
DECISION_WORDS: dict[str, str] = {
    "draft_c": "pick a challenge for the challenge deck",
    "draft_m": "pick a mission for the mission deck",
    "nest": "choose the nest of the Bohrok deck",
    "sdiscard": "discard a card from a full hand, or not",
    "attach": "attach a mask or Turaga, or not",
    "twindow": "play turn cards, or go on to the move",
    "recover": "take a card back from the action discard pile",
    "predisc": "discard a card before drawing",
    "mwindow": "play move cards, or stop",
    "stepto": "choose the square to move to",
    "portal": "choose the portal to come out of",
    "window": "play a challenge card, or pass",
    "acq_attach": "attach the card just won, or not",
    "raid_offer": "raid the top Bohrok with a krana card, or decline",
    "raid_loss": "give back a mask or Turaga after losing a raid",
}
