"""Card types (BIO-1.1 to BIO-1.9) as msgspec Structs, validated when ``data/cards.toml`` is loaded.

``type`` is the tag of each table (``toa``, ``mask``, ``turaga``, ``action``, ``mission``, ``challenge``, ``bohrok``;
plus the card kinds that may never be in a deck, BIO-2.19). Field checks beyond the types (stat names, Toa–Turaga
pairs, effect timings, six mask kinds per Toa) raise DataError naming the file, the card and the field.
"""

from __future__ import annotations

from typing import Any, ClassVar, Union

import msgspec

from tcgkit.core import DataError
from tcgkit.core.data import load_list

from .effects import (
    BOHROK,
    STATS,
    TIMINGS,
    condition_problem,
    describe_condition,
    describe_effect,
    effect_problem,
)

TOA_TURAGA = {
    "Tahu": "Vakama",
    "Gali": "Nokama",
    "Lewa": "Matau",
    "Pohatu": "Onewa",
    "Onua": "Whenua",
    "Kopaka": "Nuju",
}  # BIO-1.4
MASK_STAT = {
    "Hau": "Shielding",
    "Kaukau": "Swimming",
    "Miru": "Flight",
    "Kakama": "Speed",
    "Pakari": "Strength",
    "Akaku": "Vision",
}  # BIO-1.5, BIO-10.2
EXCLUDED_TYPES = ("rahi", "rahi_challenge", "rahi_effect", "villager", "story")  # BIO-2.19


class Card(msgspec.Struct, frozen=True, kw_only=True, tag_field="type", forbid_unknown_fields=True):
    """Fields common to every card (BIO-1.3). A foil printing shares the name of its non-foil twin."""

    type: ClassVar[str] = ""
    id: str
    name: str
    foil: bool = False
    aliases: tuple[str, ...] = ()
    text: str = ""


class Toa(Card, tag="toa"):
    """BIO-1.4: one of the six Toa, with a value for each stat and its Turaga."""

    type: ClassVar[str] = "toa"
    stats: dict[str, int]
    turaga: str


class Mask(Card, tag="mask"):
    """BIO-1.5: a Great Mask of one Toa."""

    type: ClassVar[str] = "mask"
    toa: str
    mask: str
    stat: str
    bonus: int


class Turaga(Card, tag="turaga"):
    """BIO-1.6: a Turaga card of one Toa's elder."""

    type: ClassVar[str] = "turaga"
    toa: str
    elder: str
    stat: str
    bonus: int


class Effect(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One effect primitive of BIO-10.4 with its parameters."""

    op: str
    n: int = 0
    stats: tuple[str, ...] = ()
    bohrok: tuple[str, ...] = ()


class Action(Card, tag="action"):
    """BIO-1.7: an action card; krana cards are actions with timing ``krana``."""

    type: ClassVar[str] = "action"
    timing: str
    effects: tuple[Effect, ...]


class Condition(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One mission condition of BIO-10.5 with its parameters."""

    op: str
    kinds: tuple[str, ...] = ()
    n: int = 1
    d: int = 0
    timing: str = ""


class Mission(Card, tag="mission"):
    """BIO-1.8: a mission with exactly one condition."""

    type: ClassVar[str] = "mission"
    condition: Condition


class Challenge(Card, tag="challenge"):
    """BIO-1.8: a challenge card naming one stat."""

    type: ClassVar[str] = "challenge"
    stat: str


class Bohrok(Card, tag="bohrok"):
    """BIO-1.9: a Bohrok with a modifier per stat (missing = 0)."""

    type: ClassVar[str] = "bohrok"
    mod: dict[str, int] = {}


class Rahi(Card, tag="rahi"):
    """An earlier-set card kind kept in the database only to be refused in decks (BIO-2.19)."""

    type: ClassVar[str] = "rahi"


class RahiChallenge(Card, tag="rahi_challenge"):
    type: ClassVar[str] = "rahi_challenge"


class RahiEffect(Card, tag="rahi_effect"):
    type: ClassVar[str] = "rahi_effect"


class Villager(Card, tag="villager"):
    type: ClassVar[str] = "villager"


class Story(Card, tag="story"):
    type: ClassVar[str] = "story"


AnyCard = Union[  # noqa: UP007 - msgspec needs a runtime Union object
    Toa, Mask, Turaga, Action, Mission, Challenge, Bohrok, Rahi, RahiChallenge, RahiEffect, Villager, Story
]


def _card_problem(card: Any) -> tuple[str, str] | None:
    """(field, message) for the first field of ``card`` breaking BIO-1.3 to BIO-1.9, else None."""
    if isinstance(card, Toa):
        if card.name not in TOA_TURAGA:
            return "name", f"a Toa is one of {', '.join(TOA_TURAGA)}"
        if sorted(card.stats) != sorted(STATS):
            return "stats", f"needs exactly one value for each of {', '.join(STATS)}"
        if card.turaga != TOA_TURAGA[card.name]:
            return "turaga", f"{card.name}'s Turaga is {TOA_TURAGA[card.name]}"
    elif isinstance(card, Mask | Turaga):
        if card.toa not in TOA_TURAGA:
            return "toa", f"unknown Toa {card.toa!r}"
        if card.stat not in STATS:
            return "stat", f"unknown stat {card.stat!r}"
        if card.bonus < 1:
            return "bonus", "bonus must be at least 1"
        if isinstance(card, Mask) and card.mask not in MASK_STAT:
            return "mask", f"mask kind is one of {', '.join(MASK_STAT)}"
        if isinstance(card, Turaga) and card.elder != TOA_TURAGA[card.toa]:
            return "elder", f"{card.toa}'s Turaga is {TOA_TURAGA[card.toa]}"
    elif isinstance(card, Action):
        if card.timing not in TIMINGS:
            return "timing", f"timing is one of {', '.join(TIMINGS)}"
        if not card.effects:
            return "effects", "an action card needs at least one effect"
        for n, eff in enumerate(card.effects, 1):
            why = effect_problem(eff.op, msgspec.structs.asdict(eff), card.timing)
            if why:
                return f"effects #{n}", why
        if card.timing == "krana" and len(card.effects) != 1:
            return "effects", "a krana card has exactly one effect, KRANA(b1, b2)"
    elif isinstance(card, Mission):
        why = condition_problem(card.condition.op, msgspec.structs.asdict(card.condition))
        if why:
            return "condition", why
    elif isinstance(card, Challenge):
        if card.stat not in STATS:
            return "stat", f"unknown stat {card.stat!r}"
    elif isinstance(card, Bohrok):
        if card.name not in BOHROK:
            return "name", f"a Bohrok is one of {', '.join(BOHROK)}"
        bad = [s for s in card.mod if s not in STATS]
        if bad:
            return "mod", f"unknown stat(s) {', '.join(bad)}"
    return None


def validate_pool(cards: list[Any], filename: str = "cards.toml") -> list[Any]:
    """Check every card (BIO-1.3 to BIO-1.9) and the pool-wide rules: six mask kinds per Toa (BIO-1.5), foil
    printings sharing a non-foil twin's fields (BIO-1.3). Raises DataError naming file, card and field."""
    for card in cards:
        why = _card_problem(card)
        if why:
            raise DataError(f"{filename}: card {card.id!r}: field {why[0]}: {why[1]}")
    by_name: dict[str, list[Any]] = {}
    for card in cards:
        by_name.setdefault(card.name, []).append(card)
    for name, printings in by_name.items():
        plain = [c for c in printings if not c.foil]
        if len(printings) > 1 and (len(plain) != 1 or len({type(c) for c in printings}) != 1):
            raise DataError(
                f"{filename}: card {printings[1].id!r}: field name: {name!r} is shared by cards that are "
                f"not one non-foil printing and its foil printings"
            )
    for toa in TOA_TURAGA:
        kinds: dict[str, set[str]] = {}
        for card in cards:
            if isinstance(card, Mask) and card.toa == toa:
                kinds.setdefault(card.mask, set()).add(card.name)
        if kinds and (sorted(kinds) != sorted(MASK_STAT) or any(len(v) != 1 for v in kinds.values())):
            raise DataError(f"{filename}: masks of {toa}: field mask: a Toa has exactly six mask names, one per kind")
    return cards


def load_pool(package: str) -> list[Any]:
    """The card pool of ``data/cards.toml``, validated."""
    return validate_pool(load_list(package, "cards.toml", "card", AnyCard))  # type: ignore[arg-type]


def card_line(card: Any) -> str:
    """One line of our own wording about a card: its kind and key numbers."""
    if isinstance(card, Toa):
        stats = ", ".join(f"{s} {card.stats[s]}" for s in STATS)
        return f"Toa | {stats} | Turaga {card.turaga}"
    if isinstance(card, Mask | Turaga):
        kind = f"{card.mask} mask" if isinstance(card, Mask) else f"Turaga card ({card.elder})"
        return f"{kind} of {card.toa} | +{card.bonus} {card.stat}" + (" | foil" if card.foil else "")
    if isinstance(card, Action):
        effects = "; ".join(describe_effect(e.op, e.n, e.stats, e.bohrok) for e in card.effects)
        return f"Action ({card.timing}) | {effects}"
    if isinstance(card, Mission):
        c = card.condition
        return f"Mission | {describe_condition(c.op, c.kinds, c.n, c.d, c.timing)}"
    if isinstance(card, Challenge):
        return f"Challenge | {card.stat}"
    if isinstance(card, Bohrok):
        mods = ", ".join(f"{s} {v:+d}" for s, v in card.mod.items() if v) or "no modifiers"
        return f"Bohrok | {mods}"
    return f"{card.type.replace('_', ' ').title()} (not allowed in Bohrok Swarm decks)"
