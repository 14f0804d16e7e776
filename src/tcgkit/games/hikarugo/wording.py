"""Our plain-English wording of cards and of the HGO-10.8 effect vocabulary, for people (never the internal codes).

One template per primitive, written with the players as slots so that the same words serve a card's text ("you
draw 2 cards") and a log line for any viewer ("the opponent draws 2 cards", "player 2 draws 2 cards"):
``{S}`` the effect's controller and ``{s}`` its verb ending, ``{R}`` its possessive after it ("your" / "their"),
``{P}`` / ``{O}`` the controller's / the other player's possessive, ``{Q}`` / ``{q}`` the other player as a subject
and its verb ending.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.names import capital, player_name, possessive

from .cards import COLORS, Activated, OnCapture, OnEnter, OnMatchLoss, OnMatchWin, Quick, StaticBonus, effect_tuple

#: HGO-1.3: the quadrant of each cost colour, for "the red (north-east) quadrant".
QUADRANT_WORDS = {"blue": "south-west", "red": "north-east", "white": "north-west", "yellow": "south-east"}

_TEMPLATES = {
    "DRAW": "{S} draw{s} {cards}",
    "UNTAP_STONES": "{S} untap{s} up to {upto} of {R} stones",
    "TAP_OPP_STONES": "{S} tap{s} up to {upto} of {O} stones",
    "OPP_DISCARD_RANDOM": "{Q} discard{q} {cards} at random",
    "RECOVER": "{S} return{s} {a_type} from {R} discard pile to {R} hand",
    "TAKE_STONE": "{S} take{s} up to {upto} of {O} stones from the board",
    "BANISH_UCHITE": "{S} discard{s} one of {O} uchite with defense {n} or less from its uchite area",
    "BOOST": "{P} uchite in the match gets +{n}",
    "ATTACK_UP": "{P} attacking uchite gets +{n} attack",
    "DEFENSE_UP": "{P} defending uchite gets +{n} defense",
    "WEAKEN": "{O} uchite in the match gets -{n}",
    "EXTRA_TAKE": "if {S} win{s} this match, {S} take{s} {more}",
    "GUARD": "if {P} uchite would be discarded by this match, it returns to {P} uchite area instead",
}
_TRIGGERS = {
    OnEnter: "When this character enters play",
    OnCapture: "When your placement captures stones",
    OnMatchWin: "When you win a match",
    OnMatchLoss: "When you lose a match",
}
#: HGO-1.13 timings in words: when a fuseki may be flipped or an ability used.
TIMING_WORDS = {
    "main": "in your Main phase",
    "match": "in a match window",
    "any": "in your Main phase or a match window",
}
#: The decision names of the procedure (frame opcodes), for people.
DECISION_WORDS = {
    "mull": "keep or mulligan",
    "untap": "Recovery: untap stones",
    "place": "place a stone",
    "hdisc": "Hand phase: discard",
    "main": "Main phase",
    "pay": "pay a cost",
    "declare": "start a match?",
    "defend": "choose a defender",
    "window": "technique window",
    "take": "take stones",
    "end": "End phase",
    "untap_fx": "untap stones",
    "tap_fx": "tap opposing stones",
    "take_fx": "take stones",
    "recover": "return a card to hand",
    "banish": "banish an uchite",
}
#: Trigger events (the ``trigger`` log) in words.
EVENT_WORDS = {
    "on_enter": "as it enters play",
    "on_capture": "on a capture",
    "on_win": "on a match win",
    "on_loss": "on a match loss",
}


def plural(n: int, word: str) -> str:
    """'1 stone', '2 stones'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def cost_words(cost: tuple[int, ...]) -> str:
    """HGO-1.9: '1 red + 1 black', 'free' for a total of 0 (black is generic: any stone pays it, HGO-5.2)."""
    parts = [f"{n} {c}" for n, c in zip(cost, COLORS, strict=True) if n]
    return " + ".join(parts) if parts else "free"


def effect_words(eff: tuple[Any, ...], p: int | None = None, viewer: int | None = None) -> str:
    """A primitive (HGO-10.8) in words. With ``p`` None it is a card's wording ("you draw a card"); else a log line
    for ``viewer`` about the effect controlled by player ``p``."""
    n = eff[1] if len(eff) > 1 else 0
    if p is None:
        slots = {"S": "you", "s": "", "R": "your", "P": "your", "O": "the opponent's", "Q": "the opponent", "q": "s"}
    else:
        me, other = player_name(p, viewer), player_name(1 - p, viewer)
        slots = {
            "S": me,
            "s": "" if me == "you" else "s",
            "R": "your" if me == "you" else "their",
            "P": possessive(p, viewer),
            "O": possessive(1 - p, viewer),
            "Q": other,
            "q": "" if other == "you" else "s",
        }
    extra = {
        "n": n,
        "upto": "one" if n == 1 else n,
        "cards": "a card" if n == 1 else f"{n} cards",
        "more": "1 more stone" if n == 1 else f"{n} more stones",
        "a_type": f"an {n}" if isinstance(n, str) and n[0] in "aeiou" else f"a {n}",
    }
    return _TEMPLATES[eff[0]].format(**slots, **extra)


def effects_words(effects: tuple[tuple[Any, ...], ...]) -> str:
    """Several primitives as one clause: 'you untap up to one of your stones; you draw a card'."""
    return "; ".join(effect_words(e) for e in effects)


def ability_words(ability: Any, on_uchite: bool = False) -> str:
    """One ability of a card as a sentence of our own wording."""
    if isinstance(ability, Quick):
        return "Quick: it may start a match in the turn it enters play."
    if isinstance(ability, StaticBonus):
        whom = "This uchite" if on_uchite else "Your uchite"
        role = {"attacker": "while attacking", "defender": "while defending", "any": "while in a match"}[ability.role]
        return f"{whom} gets +{ability.n} {role}."
    inner = effects_words(tuple(effect_tuple(e) for e in ability.effects))
    if isinstance(ability, Activated):
        price = cost_words(ability.cost.as_tuple())
        pay = "at no cost" if price == "free" else f"pay {price}"
        return capital(f"once per turn {TIMING_WORDS[ability.timing]}, {pay}: {inner}.")
    if type(ability) in _TRIGGERS:
        return f"{_TRIGGERS[type(ability)]}, {inner}."
    return capital(f"{inner}.")  # a fuseki's or technique's effect


def card_words(card: Any) -> str:
    """The whole card in our wording, generated from its abilities (used when the data has no ``text``)."""
    if card.type == "stone":
        return f"A {card.color} stone: it is placed on the board from the {card.color} bowl and never sits in a deck."
    abilities = getattr(card, "abilities", ())
    if card.type in ("fuseki", "technique"):
        return capital(effects_words(tuple(effect_tuple(e) for e in abilities)) + ".")
    return " ".join(ability_words(a, card.type == "uchite") for a in abilities)
