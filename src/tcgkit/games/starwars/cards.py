"""Card definitions (SWT-1.4-1.10, SWT-10.1) in the SWT-10.6-10.8 vocabulary, validated at load.

``data/cards.toml`` holds ``[[card]]`` tables written by ``scripts/starwars_cards.py``. Each is converted into
:class:`Card` (msgspec, unknown fields rejected) and then checked for the rules' own constraints (a unit has an arena,
a battle card a timing, every keyword is one of SWT-10.6, every effect names a known primitive, ...). A bad file is
rejected with the file, the card and the field named.

The vocabulary (SWT-10.7/10.8; extensions are marked and explained in docs/starwars.md):

* an :class:`Effect` is one primitive (``op``) with a target selector (``target`` plus the :class:`Filter` fields)
  and its parameters (``n``, ``stat``, ``keyword``, ``duration`` ...);
* an :class:`Ability` is ``static`` (``aura`` effects while the source is in play), ``activated`` (a cost, a timing
  and a usage limit) or ``triggered`` (an event);
* a :class:`Cond` is a condition (battle card play conditions, mission completion conditions, ability conditions).
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from tcgkit.core import DataError
from tcgkit.core.data import convert, package_file, read_toml

NonNeg = Annotated[int, msgspec.Meta(ge=0)]
CardId = Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9][a-z0-9-]*$")]

SIDES = ("dark", "light", "neutral")
TYPES = ("unit", "location", "equipment", "mission", "battle")
BUILDABLE = ("unit", "location", "equipment", "mission")
ARENAS = ("space", "ground", "character")
#: SWT-10.6: the keywords of the vocabulary, in rules order.
KEYWORDS = (
    "Accuracy",
    "Armor",
    "Critical Hit",
    "Deflect",
    "Evade",
    "Lucky",
    "Overkill",
    "Pilot",
    "Shields",
    "Stun",
    "Retaliate",
    "Repair",
    # extensions (docs/starwars.md): attacks into another arena
    "Bombard",
    "Ion Cannon",
)
#: Extension keywords that attack into another arena: keyword -> (the unit's arena, the arena it may attack).
REACH = {"Bombard": ("space", "ground"), "Ion Cannon": ("ground", "space")}
#: SWT-1.10 / SWT-5.14: attack windows, plus the build step and "when this unit would attack" (activation).
WINDOWS = ("before_roll", "after_roll", "before_damage", "battle_end")
TIMINGS = (*WINDOWS, "build_step", "activation")
#: SWT-10.1 trigger events, plus the extension events listed in docs/starwars.md.
EVENTS = (
    "on_complete",
    "command_start",
    "own_build_step_start",
    "on_attack_declared",
    "on_destroyed",
    "on_kill",
    "on_attacked",
    "on_hit",
    "build_roll",
    "battle_phase_start",
    "battle_phase_end",
    "arena_battle_start",
    "arena_battle_end",
    "attack_end",
)
#: SWT-10.7 primitives (1-20) and the extensions (after "aura").
OPS = (
    "draw",
    "gain_force",
    "gain_build",
    "add_counters",
    "damage",
    "heal",
    "tap",
    "untap",
    "modify",
    "dice_bonus",
    "dice_count",
    "reroll",
    "prevent",
    "add_damage",
    "grant",
    "discard_from_hand",
    "retreat",
    "destroy",
    "recover",
    "aura",
    # extensions
    "tutor",
    "redeploy",
    "redirect",
    "look_hand",
    "discard_chosen",
    "cost",
    "tax",
    "no_damage",
    "lock_retreat",
    "no_retreat",
    "ward",
    "cover",
    "battle_tax",
    "crit_vs",
    "reveal_until",
    "dice_damage",
    "deflect",
    "prevent_for_force",
    "crowd_discard",
    "open_builds",
    "compel",
    "suppress",
    "dice_tap",
    "return_to_hand",
    "cash_in",
    "yield_build",
    "extra_draw",
    "transfer",
    "put_counters",
    "reverse_battles",
    "mute",
    "equip_discount",
    "toll",
    "peek",
    "cash_split",
    "dig",
    "mark",
    "rage",
    "quick_draw",
    "no_stacking",
    "slash",
    "reveal_power",
    "paid_retaliate",
    "unpreventable",
    "hidden_cost",
    "mastery",
    "refund",
    "shelter",
    "no_battle",
    "ban_battle",
    "reach_boost",
    "no_attack",
    "lure",
    "ban_build_points",
    "acc_vs",
    "bounce",
    "pump",
    "give_intercept",
    "ram",
    "threaten_build",
    "damage_toll",
    "heal_split",
    "hand_build",
)
STATIC_OPS = (
    "aura",
    "cost",
    "tax",
    "no_retreat",
    "open_builds",
    "extra_draw",
    "equip_discount",
    "toll",
    "paid_retaliate",
    "unpreventable",
    "hidden_cost",
    "mastery",
    "no_battle",
    "no_attack",
    "lure",
    "damage_toll",
)
PLAYER_TARGETS = ("self", "opponent")
BATTLERS = ("own_battler", "enemy_battler", "attacker", "defender")
UNIT_TARGETS = ("this", "host", "chosen", "unit", "all", "picked", *BATTLERS)
CONDS = (
    "units",
    "attacking",
    "defending",
    "battling",
    "undamaged",
    "attacker_is",
    "arena",
    "own_battler",
    "enemy_battler",
    "hand",
    "lost",
    "reach",
    "victim",
    "guarding",
    "marked",
    "outnumber",
    "builds",
    "force",
    "location",
)

Owner = Literal["own", "enemy", "any"]
ArenaSel = Literal["space", "ground", "character", "any", "retreated", "same", "chosen", "this"]
Duration = Literal["attack", "turn", "static", ""]


class _Strict(msgspec.Struct, forbid_unknown_fields=True, frozen=True, omit_defaults=True):
    pass


class Filter(_Strict):
    """Which units (or, for tutor/recover/discard_chosen, which cards) a selector or condition matches (SWT-10.8).

    ``owner`` is seen from the card's user; ``arena`` ``same`` = the arena of the current attack (or of the source),
    ``this`` = the source's own arena (a unit's or a location's), ``chosen`` = an arena the user picks first
    (``arenas`` limits the choice; ``later`` keeps only arenas whose battle has not started); ``arenas`` alone
    keeps units (or unit cards) of those arena types; ``subtype`` is any-of, each entry's words must all appear
    in the unit's subtype (case ignored); ``card_types`` (any-of) is for cards outside play.
    """

    owner: Owner = "any"
    arena: ArenaSel = "any"
    arenas: tuple[Literal["space", "ground", "character"], ...] = ()
    subtype: tuple[str, ...] = ()
    not_subtype: tuple[str, ...] = ()
    side: Literal["dark", "light", "neutral", ""] = ""
    persona: str = ""
    name: str = ""
    tapped: bool | None = None
    other: bool = False
    damaged: bool | None = None
    max_power: int | None = None
    min_power: int | None = None
    max_cost: int | None = None
    unique: bool | None = None
    has_keyword: str = ""
    distinct: Literal["", "speed", "name"] = ""
    card_types: tuple[Literal["unit", "location", "equipment", "mission", "battle"], ...] = ()
    later: bool = False
    same_name: bool = False


class Cond(Filter):
    """A condition: of a battle card's play (SWT-1.10), a mission's completion, or an ability."""

    cond: str = ""
    min: int | None = None
    max: int | None = None


class Effect(Filter):
    """One primitive of SWT-10.7 with its target selector (SWT-10.8) and parameters."""

    op: str = ""
    target: str = ""
    n: int = 0
    stat: Literal["speed", "power", "health", ""] = ""
    keyword: str = ""
    duration: Duration = ""
    count: NonNeg = 1
    optional: bool = False
    delay: Literal["", "attack_end", "battle_phase_start", "turn_end"] = ""
    all: bool = False
    if_done: bool = False
    when: tuple[Cond, ...] = ()
    chooser: Literal["", "opponent"] = ""
    unless_pay: NonNeg = 0
    unless: tuple[Cond, ...] = ()
    per: tuple[Cond, ...] = ()
    place: Literal["", "build"] = ""
    per_damage: bool = False
    exact: bool = False
    per_mastery: bool = False
    pay_to_apply: bool = False
    not_chosen: bool = False


class Keyword(_Strict):
    keyword: str
    n: int = 0


class Ability(_Strict):
    """A unit's (or location's, equipment's, pilot's) ability (SWT-1.5, SWT-10.1)."""

    kind: Literal["static", "activated", "triggered"]
    effects: tuple[Effect, ...] = ()
    modes: tuple[tuple[Effect, ...], ...] = ()
    when: tuple[Cond, ...] = ()
    force: NonNeg = 0
    build: NonNeg = 0
    tap: bool = False
    discard_self: bool = False
    timing: str = ""
    limit: Literal["", "attack", "turn"] = ""
    event: str = ""
    arena: Literal["", "space", "ground", "character"] = ""
    optional: bool = False
    label: str = ""


class Card(_Strict):
    """One card definition (SWT-1.4-1.10) with our own wording in ``text`` (never the publisher's)."""

    id: CardId
    name: str
    side: Literal["dark", "light", "neutral"]
    type: Literal["unit", "location", "equipment", "mission", "battle"]
    set: str
    number: NonNeg
    rarity: str = ""
    version: str = ""
    aliases: tuple[str, ...] = ()
    arena: Literal["", "space", "ground", "character"] = ""
    subtype: str = ""
    persona: str = ""
    build_cost: NonNeg = 0
    speed: NonNeg = 0
    power: NonNeg = 0
    health: NonNeg = 0
    force_cost: NonNeg = 0
    timing: str = ""
    when: tuple[Cond, ...] = ()
    effects: tuple[Effect, ...] = ()
    modes: tuple[tuple[Effect, ...], ...] = ()
    keywords: tuple[Keyword, ...] = ()
    abilities: tuple[Ability, ...] = ()
    equip_force: NonNeg = 0
    equip_build: NonNeg = 0
    equip_arenas: tuple[Literal["space", "ground", "character"], ...] = ()
    equip_subtype: tuple[str, ...] = ()
    pilot_subtype: tuple[str, ...] = ()
    supported: bool = True
    reason: str = ""
    text: str = ""

    @property
    def unique(self) -> bool:
        """SWT-1.6: a unit card is unique exactly when it has a version."""
        return bool(self.version)

    @property
    def label(self) -> str:
        """Name with version, as the rules write it: "Jango Fett (B)"."""
        return f"{self.name} ({self.version})" if self.version else self.name

    def keyword(self, name: str) -> int | None:
        for kw in self.keywords:
            if kw.keyword == name:
                return kw.n
        return None


def _effect_problem(eff: Effect, static: bool) -> str:
    if eff.op not in OPS:
        return f"unknown effect op {eff.op!r}"
    if static != (eff.op in STATIC_OPS):
        return f"op {eff.op!r} is {'not ' if static else ''}a static effect here"
    if eff.op in (
        "draw",
        "gain_force",
        "gain_build",
        "discard_from_hand",
        "recover",
        "tutor",
        "look_hand",
        "lock_retreat",
        "reveal_until",
        "open_builds",
        "return_to_hand",
        "extra_draw",
        "peek",
        "dig",
        "refund",
        "no_battle",
        "ban_battle",
        "reach_boost",
        "ban_build_points",
        "hand_build",
    ):
        if eff.target not in PLAYER_TARGETS:
            return f"op {eff.op!r} needs a player target (self/opponent), got {eff.target!r}"
    elif eff.op == "discard_chosen":
        if eff.target != "opponent":
            return "op 'discard_chosen' targets the opponent's hand"
    elif eff.op in (
        "add_counters",
        "no_damage",
        "battle_tax",
        "crowd_discard",
        "yield_build",
        "reverse_battles",
        "rage",
        "quick_draw",
        "no_stacking",
        "threaten_build",
        "heal_split",
    ):
        if eff.target:
            return f"op {eff.op!r} takes no target"
        if eff.op == "no_damage" and eff.arena not in (*ARENAS, "chosen"):
            return "op 'no_damage' needs an arena"
    elif eff.target not in UNIT_TARGETS and not (
        eff.op in ("suppress", "mute", "grant") and eff.target in PLAYER_TARGETS
    ):
        return f"op {eff.op!r} needs a unit target, got {eff.target!r}"
    if eff.op in ("modify", "aura") and not eff.stat and not eff.keyword:
        return f"op {eff.op!r} needs a stat or a keyword"
    if eff.op in ("modify", "grant") and eff.duration not in ("attack", "turn"):
        return f"op {eff.op!r} needs duration 'attack' or 'turn'"
    if eff.op == "prevent" and eff.duration not in ("attack", "turn"):
        return "op 'prevent' needs duration 'attack' or 'turn'"
    if eff.keyword and eff.keyword not in KEYWORDS:
        return f"unknown keyword {eff.keyword!r}"
    if eff.op in ("dice_bonus", "dice_count", "reroll", "add_damage") and eff.target not in BATTLERS:
        return f"op {eff.op!r} targets a battling unit (SWT-10.8)"
    if eff.delay in ("battle_phase_start", "turn_end") and static:
        return "only a mission's or battle card's effects wait for the battle phase"
    if eff.chooser and eff.target != "unit":
        return "only a 'unit' selector can be chosen by the opponent"
    if eff.per and (len(eff.per) != 1 or eff.per[0].cond != "units"):
        return "'per' is one 'units' condition (the amount is n times the number of matching units)"
    if eff.op in ("suppress", "mute", "grant") and eff.target not in (*UNIT_TARGETS, "opponent", "self"):
        return f"op {eff.op!r} targets units or a player"
    if eff.op == "suppress" and (eff.keyword not in KEYWORDS or eff.duration not in ("attack", "turn")):
        return "op 'suppress' needs a keyword and duration 'attack' or 'turn'"
    for cond in (*eff.when, *eff.unless, *eff.per):
        msg = _cond_problem(cond)
        if msg:
            return msg
    return ""


def _cond_problem(cond: Cond) -> str:
    return "" if cond.cond in CONDS else f"unknown condition {cond.cond!r}"


def card_problem(card: Card) -> tuple[str, str]:
    """(field, message) of the first rule of SWT-1.4-1.10/10.1 the card breaks, or ("", "")."""
    if card.type == "unit":
        if not card.arena:
            return "arena", "a unit needs an arena (SWT-1.5)"
        if card.speed % 10:
            return "speed", "speeds are multiples of 10"
    if card.type == "location" and not card.arena and card.supported:
        return "arena", "a location needs an arena (SWT-1.7)"
    if card.type == "battle" and card.supported and card.timing not in TIMINGS[:5]:
        return "timing", f"a battle card needs a timing of SWT-1.10, got {card.timing!r}"
    if card.type in ("unit", "location", "equipment", "mission") and card.force_cost:
        return "force_cost", "only battle cards have a Force cost"
    if card.type != "battle" and card.timing:
        return "timing", "only battle cards have a timing"
    if card.type == "equipment" and not card.equip_arenas:
        return "equip_arenas", "equipment needs its target arenas (SWT-1.8)"
    for kw in card.keywords:
        if kw.keyword not in KEYWORDS:
            return "keywords", f"unknown keyword {kw.keyword!r} (SWT-10.6)"
        if kw.keyword == "Pilot" and (card.type != "unit" or card.arena != "character" or card.unique):
            return "keywords", "Pilot is allowed only on non-unique character units (SWT-5.33)"
    if card.modes and card.effects:
        return "modes", "a card has either effects or modes"
    for field, effs in (("effects", card.effects), ("modes", tuple(e for m in card.modes for e in m))):
        for n, eff in enumerate(effs):
            msg = _effect_problem(eff, False)
            if msg:
                return f"{field}[{n}]", msg
    for n, cond in enumerate(card.when):
        msg = _cond_problem(cond)
        if msg:
            return f"when[{n}]", msg
    for n, ab in enumerate(card.abilities):
        where = f"abilities[{n}]"
        if ab.kind == "activated":
            if ab.timing not in TIMINGS:
                return where, f"an activated ability needs a timing of {', '.join(TIMINGS)}"
            # a cost written as the first effect: damage counters, or discarding one of your units
            costs_counters = bool(ab.effects) and ab.effects[0].op in ("put_counters", "cash_split")
            if not (ab.force or ab.build or ab.tap or ab.discard_self or ab.limit or costs_counters):
                return where, "an activated ability without a cost needs a usage limit"
        elif ab.kind == "triggered":
            if ab.event not in EVENTS:
                return where, f"a triggered ability needs an event of {', '.join(EVENTS)}"
        elif ab.timing or ab.event:
            return where, "a static ability has no timing or event"
        if ab.effects and ab.modes:
            return where, "an ability has either effects or modes"
        for m, eff in enumerate([e for mode in ab.modes for e in mode] + list(ab.effects)):
            msg = _effect_problem(eff, ab.kind == "static")
            if msg:
                return f"{where}.effects[{m}]", msg
        for m, cond in enumerate(ab.when):
            msg = _cond_problem(cond)
            if msg:
                return f"{where}.when[{m}]", msg
    return "", ""


def load_cards(package: str, filename: str = "cards.toml") -> list[Card]:
    """Load and validate ``data/<filename>``; any problem is a DataError naming the file, the card and the field."""
    raw = read_toml(package_file(package, "data", filename), filename)
    return parse_cards(raw, filename)


def parse_cards(raw: dict, filename: str) -> list[Card]:
    items = raw.get("card")
    if not isinstance(items, list):
        raise DataError(f"{filename}: expected [[card]] tables")
    out: list[Card] = []
    seen: set[str] = set()
    for n, item in enumerate(items, 1):
        label = item.get("id") if isinstance(item, dict) else None
        where = f"{filename}: card #{n}" + (f" ({label})" if label else "")
        card = convert(item, Card, where)
        if card.id in seen:
            raise DataError(f"{where}: duplicate id {card.id!r}")
        seen.add(card.id)
        field, msg = card_problem(card)
        if msg:
            raise DataError(f"{where}: field {field}: {msg}")
        out.append(card)
    return out
