"""Card definitions (HGO-1.8–1.14, HGO-10.1) and the per-card facts the rules read on hot paths.

A card file holds ``[[card]]`` tables. Each is validated at load into the Struct of its ``type``; abilities are tables
tagged by ``kind`` with the parameters of the HGO-10.8 vocabulary, e.g. ``{kind = "DRAW", n = 1}`` or
``{kind = "ON_ENTER", effects = [{kind = "UNTAP_STONES", n = 2}]}``. A bad file is rejected with the file, the card
and the field named.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from tcgkit.core import DataError
from tcgkit.core.data import convert, package_file, read_toml

NonNeg = Annotated[int, msgspec.Meta(ge=0)]
Positive = Annotated[int, msgspec.Meta(ge=1)]
CardId = Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9][a-z0-9-]*$")]
Text = Annotated[str, msgspec.Meta(min_length=1)]

#: Cost colours in the order of a cost tuple (HGO-1.4, HGO-1.9). Black is generic.
COLORS = ("blue", "red", "white", "yellow", "black")
#: Card types of a deck (HGO-1.8); "stone" never appears in a deck.
CHARACTER, UCHITE, FUSEKI, TECHNIQUE, STONE = range(5)
TYPE_NAMES = ("character", "uchite", "fuseki", "technique", "stone")
DECK_TYPES = TYPE_NAMES[:4]


class _Strict(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    pass


class Cost(_Strict):
    """Five non-negative integers (HGO-1.9); the total may be 0."""

    blue: NonNeg = 0
    red: NonNeg = 0
    white: NonNeg = 0
    yellow: NonNeg = 0
    black: NonNeg = 0

    def as_tuple(self) -> tuple[int, int, int, int, int]:
        return (self.blue, self.red, self.white, self.yellow, self.black)


# ---------------------------------------------------------------------- the HGO-10.8 vocabulary
class _Tagged(msgspec.Struct, tag_field="kind", forbid_unknown_fields=True, frozen=True):
    pass


class Draw(_Tagged, tag="DRAW"):
    n: Positive


class UntapStones(_Tagged, tag="UNTAP_STONES"):
    n: Positive


class TapOppStones(_Tagged, tag="TAP_OPP_STONES"):
    n: Positive


class OppDiscardRandom(_Tagged, tag="OPP_DISCARD_RANDOM"):
    n: Positive


class Recover(_Tagged, tag="RECOVER"):
    type: Literal["character", "uchite", "fuseki", "technique"]


class TakeStone(_Tagged, tag="TAKE_STONE"):
    n: Positive


class BanishUchite(_Tagged, tag="BANISH_UCHITE"):
    x: NonNeg


class Boost(_Tagged, tag="BOOST"):
    n: Positive


class AttackUp(_Tagged, tag="ATTACK_UP"):
    n: Positive


class DefenseUp(_Tagged, tag="DEFENSE_UP"):
    n: Positive


class Weaken(_Tagged, tag="WEAKEN"):
    n: Positive


class ExtraTake(_Tagged, tag="EXTRA_TAKE"):
    n: Positive


class Guard(_Tagged, tag="GUARD"):
    pass


Effect = (
    Draw
    | UntapStones
    | TapOppStones
    | OppDiscardRandom
    | Recover
    | TakeStone
    | BanishUchite
    | Boost
    | AttackUp
    | DefenseUp
    | Weaken
    | ExtraTake
    | Guard
)


class Quick(_Tagged, tag="QUICK"):
    pass


class StaticBonus(_Tagged, tag="STATIC_BONUS"):
    role: Literal["attacker", "defender", "any"]
    n: Positive


class OnEnter(_Tagged, tag="ON_ENTER"):
    effects: Annotated[tuple[Effect, ...], msgspec.Meta(min_length=1)]


class OnCapture(_Tagged, tag="ON_CAPTURE"):
    effects: Annotated[tuple[Effect, ...], msgspec.Meta(min_length=1)]


class OnMatchWin(_Tagged, tag="ON_MATCH_WIN"):
    effects: Annotated[tuple[Effect, ...], msgspec.Meta(min_length=1)]


class OnMatchLoss(_Tagged, tag="ON_MATCH_LOSS"):
    effects: Annotated[tuple[Effect, ...], msgspec.Meta(min_length=1)]


class Activated(_Tagged, tag="ACTIVATED"):
    timing: Literal["main", "match", "any"]
    effects: Annotated[tuple[Effect, ...], msgspec.Meta(min_length=1)]
    cost: Cost = Cost()


# ---------------------------------------------------------------------- card types
class Character(_Strict):
    """HGO-1.11: a story character; at most one in play (HGO-6.1)."""

    id: CardId
    name: Text
    type: Literal["character"]
    person: Text
    cost: Cost = Cost()
    restricted: bool = False
    abilities: tuple[StaticBonus | OnEnter | OnCapture | OnMatchWin | OnMatchLoss | Activated, ...] = ()
    text: str = ""


class Uchite(_Strict):
    """HGO-1.12: a Go-player card that fights matches."""

    id: CardId
    name: Text
    type: Literal["uchite"]
    attack: NonNeg
    defense: NonNeg
    cost: Cost = Cost()
    restricted: bool = False
    abilities: tuple[Quick | StaticBonus, ...] = ()
    text: str = ""


class Fuseki(_Strict):
    """HGO-1.13: a strategy card, set face down for free and flipped later by its timing."""

    id: CardId
    name: Text
    type: Literal["fuseki"]
    timing: Literal["main", "match", "any"]
    abilities: Annotated[tuple[Effect, ...], msgspec.Meta(min_length=1)]
    cost: Cost = Cost()
    restricted: bool = False
    text: str = ""
    aliases: tuple[str, ...] = ()  # former names that deck lists may still use


class Technique(_Strict):
    """HGO-1.14: a match-window card with effects only."""

    id: CardId
    name: Text
    type: Literal["technique"]
    abilities: Annotated[tuple[Effect, ...], msgspec.Meta(min_length=1)]
    cost: Cost = Cost()
    restricted: bool = False
    text: str = ""


class Stone(_Strict):
    """HGO-1.5: a stone card; it lives in a bowl (a count) and never in a deck (HGO-2.2)."""

    id: CardId
    name: Text
    type: Literal["stone"]
    color: Literal["black", "white"]
    text: str = ""


Card = Character | Uchite | Fuseki | Technique | Stone
_STRUCTS: dict[str, type[Any]] = {
    "character": Character,
    "uchite": Uchite,
    "fuseki": Fuseki,
    "technique": Technique,
    "stone": Stone,
}


def load_cards(package: str, filename: str = "cards.toml") -> list[Card]:
    """Every ``[[card]]`` of a package data file, validated; errors name the file, the card and the field."""
    return parse_cards(read_toml(package_file(package, "data", filename), filename), filename)


def parse_cards(raw: dict[str, Any], filename: str) -> list[Card]:
    """Validate the tables of a parsed card file (``filename`` is named in every error)."""
    items = raw.get("card")
    if not isinstance(items, list):
        raise DataError(f"{filename}: expected [[card]] tables")
    cards: list[Card] = []
    seen: set[str] = set()
    for n, item in enumerate(items, 1):
        label = item.get("id") if isinstance(item, dict) else None
        where = f"{filename}: card #{n}" + (f" ({label})" if label else "")
        if not isinstance(item, dict):
            raise DataError(f"{where}: expected a table")
        kind = item.get("type")
        struct = _STRUCTS.get(kind) if isinstance(kind, str) else None
        if struct is None:
            raise DataError(f"{where}: field `type` must be one of {', '.join(_STRUCTS)}, got {kind!r}")
        card = convert(item, struct, where)
        if card.id in seen:
            raise DataError(f"{where}: duplicate id {card.id!r}")
        seen.add(card.id)
        cards.append(card)
    return cards


# ---------------------------------------------------------------------- precomputed facts
#: Requirement bits of HGO-10.8: your uchite is in the match / you are the attacker / you defend with an uchite /
#: the opponent's uchite is in the match.
REQ_MINE, REQ_ATTACKER, REQ_DEFENDER, REQ_OPPONENT = 1, 2, 4, 8
_REQUIREMENT = {
    "BOOST": REQ_MINE,
    "EXTRA_TAKE": REQ_MINE,
    "GUARD": REQ_MINE,
    "ATTACK_UP": REQ_MINE | REQ_ATTACKER,
    "DEFENSE_UP": REQ_MINE | REQ_DEFENDER,
    "WEAKEN": REQ_OPPONENT,
}
#: Primitives whose effect exists only inside a match (HGO-10.8 kind "match").
MATCH_PRIMITIVES = frozenset(_REQUIREMENT)

EffectTuple = tuple[Any, ...]


def effect_tuple(effect: Any) -> EffectTuple:
    """A primitive as plain data: ("DRAW", 2), ("RECOVER", "uchite"), ("GUARD",)."""
    tag = type(effect).__struct_config__.tag
    return (tag, *(getattr(effect, f) for f in effect.__struct_fields__))


def requirements(effects: tuple[EffectTuple, ...]) -> tuple[int, int]:
    """(requirement bits, smallest BANISH_UCHITE x or -1) of a list of primitives (HGO-10.8)."""
    bits = 0
    banish = -1
    for eff in effects:
        bits |= _REQUIREMENT.get(eff[0], 0)
        if eff[0] == "BANISH_UCHITE" and (banish < 0 or eff[1] < banish):
            banish = eff[1]
    return bits, banish


class Ability:
    """An ACTIVATED ability (HGO-5.20) of a character, compiled."""

    __slots__ = ("banish", "cost", "effects", "index", "req", "timing", "total")

    def __init__(self, index: int, spec: Activated) -> None:
        self.index = index
        self.cost = spec.cost.as_tuple()
        self.total = sum(self.cost)
        self.timing = spec.timing
        self.effects = tuple(effect_tuple(e) for e in spec.effects)
        self.req, self.banish = requirements(self.effects)


class Facts:
    """What the rules need to know about a card, computed once per card id and shared by every state."""

    __slots__ = (
        "abilities",
        "attack",
        "banish",
        "cid",
        "colors",
        "cost",
        "defense",
        "effects",
        "kind",
        "name",
        "on_capture",
        "on_enter",
        "on_loss",
        "on_win",
        "quick",
        "req",
        "static",
        "timing",
        "total",
    )

    def __init__(self, card: Card) -> None:
        self.cid = card.id
        self.name = card.name
        self.kind = TYPE_NAMES.index(card.type)
        self.cost = card.cost.as_tuple() if not isinstance(card, Stone) else (0, 0, 0, 0, 0)
        self.total = sum(self.cost)
        self.colors = colors_of(self.cost)
        self.attack = getattr(card, "attack", 0)
        self.defense = getattr(card, "defense", 0)
        self.timing = getattr(card, "timing", "")
        abilities = getattr(card, "abilities", ())
        self.quick = any(isinstance(a, Quick) for a in abilities)
        self.static = tuple((a.role, a.n) for a in abilities if isinstance(a, StaticBonus))
        if isinstance(card, Fuseki | Technique):
            self.effects = tuple(effect_tuple(e) for e in abilities)
        else:
            self.effects = ()
        self.req, self.banish = requirements(self.effects)

        def trig(kind: type[Any]) -> tuple[EffectTuple, ...]:
            return tuple(effect_tuple(e) for a in abilities if isinstance(a, kind) for e in a.effects)

        self.on_enter = trig(OnEnter)
        self.on_capture = trig(OnCapture)
        self.on_win = trig(OnMatchWin)
        self.on_loss = trig(OnMatchLoss)
        self.abilities = tuple(Ability(k, a) for k, a in enumerate(a for a in abilities if isinstance(a, Activated)))


def colors_of(cost: tuple[int, ...]) -> tuple[str, ...]:
    """HGO-1.10: the non-black colours with a nonzero cost entry; () means the card is black (colourless)."""
    return tuple(c for c, n in zip(COLORS[:4], cost[:4], strict=True) if n)
