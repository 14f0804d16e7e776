"""Card definitions (BDV-1.1–1.8) and the effect vocabulary's data shape (BDV-10.8, BDV-10.9).

Cards are msgspec Structs validated when ``data/cards.toml`` is loaded; a definition that breaks a rule of the data
model is rejected with the file, the card and the field named. ``Facts`` holds what the rules code needs on hot paths,
computed once per definition and shared by every instance and every clone.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from tcgkit.core import DataError
from tcgkit.core.data import load_list

ColorName = Literal["BLACK", "BLUE", "WHITE", "RED", "NONE"]
PaidColor = Literal["BLACK", "BLUE", "WHITE", "RED"]
IconName = Literal["NONE", "BUSTER", "SHOT", "TRIGGER"]
TypeName = Literal["UNIT", "COMMAND", "TERRITORY"]

#: BDV-1.2: colour index order; index 4 is colourless (NONE).
COLORS: tuple[str, ...] = ("BLACK", "BLUE", "WHITE", "RED", "NONE")
#: One letter per colour, used in payment action ids (``pay RRC``).
LETTERS = "KUWRC"
ICONS: tuple[str, ...] = ("NONE", "BUSTER", "SHOT", "TRIGGER")
UNIT, COMMAND, TERRITORY = 0, 1, 2
NO_ICON, BUSTER, SHOT, TRIGGER = 0, 1, 2, 3

UNIT_KINDS = ("OWN_UNIT", "OPP_UNIT", "ANY_UNIT")
# BDV-10.8: which parameters each primitive takes (anything else must stay at its default).
OP_PARAMS: dict[str, frozenset[str]] = {
    "DRAW": frozenset({"n"}),
    "DISCARD": frozenset({"who", "n"}),
    "POWER": frozenset({"target", "n"}),
    "HIT": frozenset({"target", "n"}),
    "DESTROY": frozenset({"target"}),
    "REST": frozenset({"target"}),
    "STAND": frozenset({"target"}),
    "BOUNCE": frozenset({"target"}),
    "REMOVE": frozenset({"target"}),
    "ADD_LIFE": frozenset({"n"}),
    "LIFE_TO_GRAVE": frozenset({"who", "n"}),
    "MILL": frozenset({"who", "n"}),
    "ENERGY_RAMP": frozenset({"n"}),
    "SEARCH": frozenset({"filter"}),
    "GRAVE_TO_HAND": frozenset({"filter"}),
    "DDECK_TO_HAND": frozenset({"filter"}),
    "LIBERATE": frozenset(),
    "CLOSE_TERRITORY": frozenset({"who"}),
    "WIN_GAME": frozenset(),
    "AURA": frozenset({"filter", "p", "h"}),
}
OpName = Literal[
    "DRAW",
    "DISCARD",
    "POWER",
    "HIT",
    "DESTROY",
    "REST",
    "STAND",
    "BOUNCE",
    "REMOVE",
    "ADD_LIFE",
    "LIFE_TO_GRAVE",
    "MILL",
    "ENERGY_RAMP",
    "SEARCH",
    "GRAVE_TO_HAND",
    "DDECK_TO_HAND",
    "LIBERATE",
    "CLOSE_TERRITORY",
    "WIN_GAME",
    "AURA",
]
_COUNTED = frozenset({"DRAW", "DISCARD", "ADD_LIFE", "LIFE_TO_GRAVE", "MILL", "ENERGY_RAMP"})


class _Data(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Base of every data struct: frozen, unknown fields rejected."""


class Cost(_Data):
    """BDV-1.4: ``colored`` (colour -> positive amount) + ``generic``; total = generic + the coloured amounts."""

    colored: dict[PaidColor, int] = {}
    generic: int = 0

    def __post_init__(self) -> None:
        for color, amount in self.colored.items():
            if amount <= 0:
                raise ValueError(f"colored amount of {color} must be positive, got {amount}")
        if self.generic < 0:
            raise ValueError(f"generic must be at least 0, got {self.generic}")

    @property
    def total(self) -> int:
        return self.generic + sum(self.colored.values())

    @property
    def vector(self) -> tuple[int, int, int, int]:
        """Coloured requirement per colour in COLORS order (BLACK, BLUE, WHITE, RED)."""
        c = self.colored
        return (c.get("BLACK", 0), c.get("BLUE", 0), c.get("WHITE", 0), c.get("RED", 0))


class Target(_Data):
    """BDV-10.8: ``{kind, count?, filters?}``; count 1, "up to k" (``count = k, up_to = true``) or ``"ALL"``."""

    kind: Literal["SELF", "ATTACKER", "OWN_UNIT", "OPP_UNIT", "ANY_UNIT"]
    count: int | Literal["ALL"] = 1
    up_to: bool = False
    color: ColorName | None = None
    power_le: int | None = None
    cost_le: int | None = None
    rested: bool | None = None
    ace: bool | None = None

    def __post_init__(self) -> None:
        if self.count == "ALL":
            if self.up_to:
                raise ValueError("field up_to: not with count ALL")
            if self.kind not in UNIT_KINDS:
                raise ValueError(f"field count: ALL needs a unit kind, not {self.kind}")
            return
        if self.count < 1:
            raise ValueError(f"field count: must be at least 1, got {self.count}")
        if self.kind in ("SELF", "ATTACKER") and (self.count != 1 or self.up_to):
            raise ValueError(f"field count: {self.kind} names one unit")
        if self.count > 1 and not self.up_to:
            raise ValueError("field count: a count above 1 must be 'up to' (up_to = true)")

    @property
    def single(self) -> bool:
        """Exactly one chosen unit (BDV-5.14)."""
        return self.kind in UNIT_KINDS and self.count == 1 and not self.up_to


class CardFilter(_Data):
    """BDV-10.8 card filter for zones (and AURA): ``type``, ``color``, ``ace``, ``icon``, ``cost_le``."""

    type: TypeName | None = None
    color: ColorName | None = None
    ace: bool | None = None
    icon: IconName | None = None
    cost_le: int | None = None


class Step(_Data):
    """BDV-10.8: one step ``{op, params, target?, optional?}`` of an effect."""

    op: OpName
    n: int = 0
    who: Literal["CONTROLLER", "OPPONENT"] = "CONTROLLER"
    target: Target | None = None
    filter: CardFilter | None = None
    p: int = 0
    h: int = 0
    optional: bool = False

    def __post_init__(self) -> None:
        allowed = OP_PARAMS[self.op]
        defaults = {"n": 0, "who": "CONTROLLER", "target": None, "filter": None, "p": 0, "h": 0}
        for name, default in defaults.items():
            if name not in allowed and getattr(self, name) != default:
                raise ValueError(f"field {name}: {self.op} takes no {name}")
        if "target" in allowed and self.target is None:
            raise ValueError(f"field target: {self.op} needs a target")
        if self.op in _COUNTED and self.n < 1:
            raise ValueError(f"field n: {self.op} needs n >= 1")
        if self.op in ("POWER", "HIT") and self.n == 0:
            raise ValueError(f"field n: {self.op} needs a non-zero n")
        if self.op in ("POWER", "AURA") and (self.n % 1000 or self.p % 1000):
            raise ValueError("field n/p: power changes are multiples of 1000 (BDV-0.8)")


class Condition(_Data):
    """BDV-10.9: LIBERATED, OWN_LIFE_LE n, OPP_LIFE_LE n, OWN_UNITS_GE n, OWN_GRAVE_GE n."""

    kind: Literal["LIBERATED", "OWN_LIFE_LE", "OPP_LIFE_LE", "OWN_UNITS_GE", "OWN_GRAVE_GE"]
    n: int = 0

    def __post_init__(self) -> None:
        if self.kind == "LIBERATED" and self.n:
            raise ValueError("field n: LIBERATED takes no n")
        if self.n < 0:
            raise ValueError(f"field n: must be at least 0, got {self.n}")


class Ability(_Data):
    """BDV-1.8: ``{timing, condition?, effect}``."""

    timing: Literal["ON_PLAY", "ON_ATTACK", "START_OF_MAIN", "ON_LIBERATE", "STATIC"]
    effect: tuple[Step, ...]
    condition: tuple[Condition, ...] = ()

    def __post_init__(self) -> None:
        if not self.effect:
            raise ValueError("field effect: an ability needs at least one step")
        auras = [s.op == "AURA" for s in self.effect]
        if self.timing == "STATIC" and not all(auras):
            raise ValueError("field effect: a STATIC ability holds AURA steps only (BDV-5.40)")
        if self.timing != "STATIC" and any(auras):
            raise ValueError("field effect: AURA belongs to STATIC abilities")


class RuleMods(_Data):
    """BDV-2.10: the five keys a territory may change for its owner."""

    deck_min: int | None = None
    deck_max: int | None = None
    buster_exact: int | None = None
    shot_max: int | None = None
    hand_limit: int | None = None

    def __post_init__(self) -> None:
        if self.deck_min is not None and self.deck_min < 20:
            raise ValueError(f"field deck_min: must be at least 20, got {self.deck_min}")
        for name in ("deck_max", "buster_exact", "shot_max", "hand_limit"):
            value = getattr(self, name)
            if value is not None and value < 0:
                raise ValueError(f"field {name}: must be at least 0, got {value}")


def _check_steps(steps: tuple[Step, ...], where: str, *, self_ok: bool, attacker_ok: bool, liberate_ok: bool) -> None:
    for n, step in enumerate(steps):
        kind = step.target.kind if step.target else None
        if kind == "SELF" and not self_ok:
            raise ValueError(f"field {where}[{n}]: target SELF needs a unit ability")
        if kind == "ATTACKER" and not attacker_ok:
            raise ValueError(f"field {where}[{n}]: target ATTACKER exists only during an attack")
        if step.op == "LIBERATE" and not liberate_ok:
            raise ValueError(f"field {where}[{n}]: LIBERATE is for unit abilities only (BDV-10.8)")


class _DeckCard(_Data, frozen=True, tag_field="type"):
    """BDV-1.3, BDV-1.4: fields shared by units and commands."""

    id: str
    name: str
    color: ColorName
    cost: Cost
    icon: IconName = "NONE"
    shot_cost: Cost | None = None
    shot_effect: tuple[Step, ...] = ()
    trigger_effect: tuple[Step, ...] = ()
    text: str = ""
    aliases: tuple[str, ...] = ()

    def _check_icon(self) -> None:
        if self.icon == "SHOT":
            if self.shot_cost is None or not self.shot_effect:
                raise ValueError("field shot_cost/shot_effect: a SHOT card needs both")
        elif self.shot_cost is not None or self.shot_effect:
            raise ValueError(f"field shot_cost: only SHOT cards carry one (icon is {self.icon})")
        if self.icon == "TRIGGER":
            if not self.trigger_effect:
                raise ValueError("field trigger_effect: a TRIGGER card needs one")
        elif self.trigger_effect:
            raise ValueError(f"field trigger_effect: only TRIGGER cards carry one (icon is {self.icon})")
        for where, steps in (("shot_effect", self.shot_effect), ("trigger_effect", self.trigger_effect)):
            _check_steps(steps, where, self_ok=False, attacker_ok=True, liberate_ok=False)


class Unit(_DeckCard, tag="UNIT"):
    """BDV-1.5: a unit (an ace if ``ace``; then it has a ``title``)."""

    power: int = 0
    hit: int = 1
    ace: bool = False
    title: str | None = None
    keywords: tuple[Literal["UNBLOCKABLE"], ...] = ()
    abilities: tuple[Ability, ...] = ()

    def __post_init__(self) -> None:
        if self.power < 0 or self.power % 1000:
            raise ValueError(f"field power: a non-negative multiple of 1000, got {self.power}")
        if self.hit < 0:
            raise ValueError(f"field hit: must be at least 0, got {self.hit}")
        if self.ace != (self.title is not None):
            raise ValueError("field title: present exactly when ace = true")
        self._check_icon()
        for n, ab in enumerate(self.abilities):
            if ab.timing == "ON_LIBERATE":
                raise ValueError(f"field abilities[{n}]: ON_LIBERATE is for territories only")
            _check_steps(
                ab.effect,
                f"abilities[{n}].effect",
                self_ok=True,
                attacker_ok=ab.timing == "ON_ATTACK",
                liberate_ok=True,
            )


class Command(_DeckCard, tag="COMMAND"):
    """BDV-1.6: a command, whose ``effect`` resolves when it is played."""

    effect: tuple[Step, ...] = ()

    def __post_init__(self) -> None:
        if not self.effect:
            raise ValueError("field effect: a command needs at least one step")
        if any(s.op == "AURA" for s in self.effect):
            raise ValueError("field effect: AURA belongs to STATIC abilities")
        self._check_icon()
        _check_steps(self.effect, "effect", self_ok=False, attacker_ok=False, liberate_ok=False)


class Territory(_Data, tag="TERRITORY", tag_field="type"):
    """BDV-1.7: a double-sided territory (no cost, power, hit or icon)."""

    id: str
    name: str
    color: ColorName
    title: str
    liberation_cost: int
    liberated_abilities: tuple[Ability, ...] = ()
    rule_mods: RuleMods | None = None
    text: str = ""
    aliases: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.liberation_cost < 0:
            raise ValueError(f"field liberation_cost: must be at least 0, got {self.liberation_cost}")
        for n, ab in enumerate(self.liberated_abilities):
            if ab.timing in ("ON_PLAY", "ON_ATTACK"):
                raise ValueError(f"field liberated_abilities[{n}]: a territory has no {ab.timing} ability")
            _check_steps(
                ab.effect, f"liberated_abilities[{n}].effect", self_ok=False, attacker_ok=False, liberate_ok=False
            )


Card = Unit | Command | Territory


class Facts:
    """Per-definition facts for hot paths (BDV-1.4, BDV-1.5): ints and tuples, computed once."""

    __slots__ = (
        "ace",
        "auras",
        "cid",
        "color",
        "color_name",
        "conds",
        "effects",
        "generic",
        "hit",
        "icon",
        "icon_name",
        "kind",
        "lib_cost",
        "name",
        "power",
        "req",
        "shot_generic",
        "shot_req",
        "timed",
        "title",
        "total",
        "type_name",
        "unblockable",
    )

    def __init__(self, card: Any) -> None:
        self.cid: str = card.id
        self.name: str = card.name
        self.kind = UNIT if isinstance(card, Unit) else COMMAND if isinstance(card, Command) else TERRITORY
        self.type_name: str = ("UNIT", "COMMAND", "TERRITORY")[self.kind]
        self.color_name: str = card.color
        self.color = COLORS.index(card.color)
        cost = getattr(card, "cost", None)
        self.req: tuple[int, int, int, int] = cost.vector if cost else (0, 0, 0, 0)
        self.generic: int = cost.generic if cost else 0
        self.total: int = cost.total if cost else 0
        self.power: int = getattr(card, "power", 0)
        self.hit: int = getattr(card, "hit", 0)
        self.ace: bool = getattr(card, "ace", False)
        self.title: str | None = getattr(card, "title", None)
        self.icon_name: str = getattr(card, "icon", "NONE")
        self.icon = ICONS.index(self.icon_name)
        self.unblockable = "UNBLOCKABLE" in getattr(card, "keywords", ())
        self.lib_cost: int = getattr(card, "liberation_cost", 0)
        shot = getattr(card, "shot_cost", None)
        self.shot_req: tuple[int, int, int, int] = shot.vector if shot else (0, 0, 0, 0)
        self.shot_generic: int = shot.generic if shot else 0
        # effect lists by key: "cmd", "shot", "trig", "a<k>" (ability k of a unit or territory)
        effects: dict[str, tuple[Step, ...]] = {}
        conds: dict[str, tuple[Condition, ...]] = {}
        timed: dict[str, tuple[str, ...]] = {}
        auras: list[tuple[tuple[Condition, ...], CardFilter | None, int, int]] = []
        if isinstance(card, Command):
            effects["cmd"] = card.effect
        if getattr(card, "shot_effect", ()):
            effects["shot"] = card.shot_effect
        if getattr(card, "trigger_effect", ()):
            effects["trig"] = card.trigger_effect
        abilities = getattr(card, "abilities", None) or getattr(card, "liberated_abilities", ())
        for k, ab in enumerate(abilities):
            key = f"a{k}"
            if ab.timing == "STATIC":
                auras += [(ab.condition, s.filter, s.p, s.h) for s in ab.effect]
                continue
            effects[key] = ab.effect
            conds[key] = ab.condition
            timed[ab.timing] = (*timed.get(ab.timing, ()), key)
        self.effects = effects
        self.conds = conds
        self.timed = timed
        self.auras = tuple(auras)


def load_cards(package: str) -> list[Any]:
    """Load and validate ``data/cards.toml``; errors name the file, the card and the field."""
    cards: list[Any] = load_list(package, "cards.toml", "card", Card)  # type: ignore[arg-type]
    names: dict[str, str] = {}
    for card in cards:
        if card.name in names:
            raise DataError(
                f"cards.toml: card {card.id}: field name: {card.name!r} is also the name of {names[card.name]}"
            )
        names[card.name] = card.id
    return cards
