"""Card text on demand (``Game.card_details``): every stat with its name, the keywords and our own wording of what
the card does, generated from its data where the card has no text of its own (BIO-1.4 to BIO-1.9, BIO-10.4,
BIO-10.5). No internal code reaches people: stats are named, square kinds, timings and effects are written out."""

from __future__ import annotations

from typing import Any

from tcgkit.core import CardPool

from .cards import Action, Bohrok, Challenge, Mask, Mission, Toa, Turaga
from .effects import STATS, describe_condition, describe_effect
from .words import TYPE_WORDS

PLAYED = {  # BIO-1.7, BIO-4.6, BIO-4.8, BIO-5.10, BIO-5.18
    "challenge": "in a challenge or raid window",
    "move": "in your move window",
    "turn": "in your Start step's turn window",
    "krana": "as a raid key, when your move ends on a Bohrok control square",
}


def _sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def card_details(pool: CardPool, card_id: str) -> dict[str, Any]:
    """``{"id", "name", "type", "stats", "keywords", "text"}`` of one card, JSON-ready, in words."""
    card = pool[card_id]
    stats: list[list[Any]] = []
    keywords: list[str] = ["foil"] if card.foil else []
    text = card.text
    if isinstance(card, Toa):
        stats = [[s.lower(), card.stats[s]] for s in STATS] + [["Turaga", card.turaga]]
    elif isinstance(card, Mask | Turaga):
        who = ["mask", card.mask] if isinstance(card, Mask) else ["elder", card.elder]
        stats = [["Toa", card.toa], who, [card.stat.lower(), f"+{card.bonus}"]]
        rule = (
            f"While attached it adds +{card.bonus} to {card.toa}'s {card.stat} in challenges and raids "
            f"(one mask and one Turaga attached at a time)."
        )
        text = f"{_sentence(text)} {rule}" if text else rule
    elif isinstance(card, Action):
        effect = "; ".join(describe_effect(e.op, e.n, e.stats, e.bohrok) for e in card.effects)
        stats = [["played", PLAYED[card.timing]], ["effect", effect]]
        keywords.append(card.timing)
        text = text or _sentence(effect)
    elif isinstance(card, Mission):
        c = card.condition
        goal = describe_condition(c.op, tuple(c.kinds), c.n, c.d, c.timing)
        stats = [["goal", goal]]
        text = text or (
            f"Taken on a mission square to the end of your mission queue. Finished at a mission check, oldest first, "
            f"once you {goal}. While any mission is queued you cannot enter challenge squares."
        )
    elif isinstance(card, Challenge):
        stats = [["stat", card.stat]]
        text = text or f"A test of {card.stat}: the challenger wins on a tie."
    elif isinstance(card, Bohrok):
        stats = [[s.lower(), f"{v:+d}"] for s, v in card.mod.items() if v]
        rule = "When it raids, the raider adds these to their value."
        text = f"{_sentence(text)} {rule}" if text else rule
    return {
        "id": card_id,
        "name": pool.display(card_id),
        "type": TYPE_WORDS.get(card.type, card.type),
        "stats": stats,
        "keywords": keywords,
        "text": text,
    }


_KEY_STATS: dict[str, list[list[Any]]] = {}
_TIMING_SHORT = {"challenge": "challenge card", "move": "move card", "turn": "turn card", "krana": "krana card"}


def key_stats(pool: CardPool, card_id: str) -> list[list[Any]]:
    """What a card face on the table shows under its name, as [label, value] pairs: a Toa's six stats, a mask's or
    Turaga's bonus and Toa, an action card's timing and effect, a mission's goal, a challenge's stat, a Bohrok's
    modifiers (made once per card id)."""
    out = _KEY_STATS.get(card_id)
    if out is not None:
        return out
    card = pool[card_id]
    if isinstance(card, Toa):
        out = [[s, card.stats[s]] for s in STATS]
    elif isinstance(card, Mask | Turaga):
        out = [[card.stat, f"+{card.bonus}"], ["Toa", card.toa]]
    elif isinstance(card, Action):
        # a krana card's name says which Bohrok it keys; the face does not repeat them (the names of Bohrok still
        # hidden in the deck stay out of messages)
        effect = "; ".join(
            "a raid key for the Bohrok in its name"
            if e.op == "KRANA"
            else describe_effect(e.op, e.n, e.stats, e.bohrok)
            for e in card.effects
        )
        out = [["when", _TIMING_SHORT[card.timing]], ["effect", effect]]
    elif isinstance(card, Mission):
        c = card.condition
        out = [["goal", describe_condition(c.op, tuple(c.kinds), c.n, c.d, c.timing)]]
    elif isinstance(card, Challenge):
        out = [["test", card.stat]]
    elif isinstance(card, Bohrok):
        out = [[s, f"{v:+d}"] for s, v in card.mod.items() if v]
    else:
        out = []
    _KEY_STATS[card_id] = out
    return out
