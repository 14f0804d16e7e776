"""The Star Wars state's data (SWT-1.11-1.15) and the small helpers every rules module uses.

Players are indices 0 and 1 (the order of the decks); ``dark`` names the Dark player (SWT-1.2), and "Dark first"
(SWT-0.3) is the order ``(dark, 1 - dark)``.

A *unit* (SWT-1.14) is a tuple in ``units``: ``(uid, owner, cards, zone, tapped, damage, equipment, pilot, host)``
with ``cards`` the stack top first (SWT-6.10), ``zone`` one of SPACE/GROUND/CHARACTER (in battle), RETREATED (in
the build zone) or PILOTING (attached to ``host``, SWT-5.8). Tuples are replaced, never mutated, so a clone copies a
list of references. Face-down cards (SWT-1.12) are ``(owner, iid, counters)`` in ``builds``; face-up unattached
equipment is in ``gear``. Decks keep their top card at the end of the list.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

import msgspec

from tcgkit.core import Action, State
from tcgkit.core.compiled import mypyc_attr

from .cards import ARENAS, REACH, Card

SPACE, GROUND, CHARACTER, RETREATED, PILOTING = range(5)
ZONE_NAMES = ("space", "ground", "character", "retreated", "piloting")
U_ID, U_OWN, U_CARDS, U_ZONE, U_TAP, U_DMG, U_EQ, U_PILOT, U_HOST = range(9)
TYPE_CODE = {"unit": 0, "location": 1, "equipment": 2, "mission": 3, "battle": 4}
UNIT, LOCATION, EQUIPMENT, MISSION, BATTLE = range(5)
BUILDABLE_TYPES = (UNIT, LOCATION, EQUIPMENT, MISSION)
UNIT_TYPE = (UNIT,)
MULLIGAN_TYPES = (BATTLE, MISSION)  # SWT-3.6: the cards a mulligan may set aside

Unit = tuple[Any, ...]
T = TypeVar("T")
Frame = tuple[Any, ...]


_NO_OPS: frozenset[str] = frozenset()

#: ``mods`` entries that are not on a unit (units have ids >= 1; -1..-3 are the arenas of ``no_damage``).
BATTLE_TAX = -10


def no_retreat_key(p: int) -> int:
    """The ``mods`` slot of player p's retreat restrictions (Chase the Villain)."""
    return -20 - p


def later_key(p: int) -> int:
    """The ``mods`` slot of player p's mission effects waiting for the battle phase (Target the Senator)."""
    return -40 - p


def lose_key(p: int) -> int:
    """The ``mods`` slot of keywords player p's units lose this turn (Strike with Impunity)."""
    return -50 - p


def rage_key(p: int) -> int:
    """The ``mods`` slot of player p's Rage of Victory arenas this turn."""
    return -60 - p


def mastery_key(a: int) -> int:
    """The ``mods`` slot of the mastery counters on the location of arena a (Palpatine's Sanctum)."""
    return -80 - a


def ban_key(p: int) -> int:
    """The ``mods`` slot of what player p can't do this turn (Surprise Attack, Disturbance in the Force)."""
    return -90 - p


def gain_key(p: int) -> int:
    """The ``mods`` slot of keywords all of player p's units get this turn (Strategy Session)."""
    return -100 - p


def lost_key(p: int) -> int:
    """The ``mods`` slot recording that a unit of player p was discarded from an arena this turn."""
    return -30 - p


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # picklable when compiled (core/compiled.py)
class _Facts:
    """Per-card-id facts read on hot paths (shared by every state of a game)."""

    __slots__ = (
        "activated",
        "arena",
        "battle_timing",
        "card",
        "copy",
        "cost",
        "display",
        "grants_reach",
        "persona",
        "pilot",
        "plain_opts",
        "reach",
        "static",
        "static_ops",
        "timings",
        "triggers",
        "type",
        "unique",
        "words",
    )

    def __init__(self, card: Card, display: str) -> None:
        self.card = card
        self.display = display
        self.type = TYPE_CODE[card.type]
        self.cost = card.build_cost
        #: the completion options of the card without a cost change or a stack: its printed cost (read-only)
        self.plain_opts = (("", self.cost),)
        self.arena = ARENAS.index(card.arena) if card.arena else -1
        self.persona = card.persona or card.name
        self.unique = bool(card.version) and card.type == "unit"
        self.words = frozenset(card.subtype.lower().replace("-", " ").replace("'s", "").split())
        self.copy = (card.name, card.version)
        self.pilot = card.keyword("Pilot") is not None  # SWT-5.8: a character that may pilot a space unit
        self.static = any(a.kind == "static" for a in card.abilities) or self.pilot
        self.static_ops = frozenset(e.op for a in card.abilities if a.kind == "static" for e in a.effects)
        self.activated = tuple((k, a) for k, a in enumerate(card.abilities) if a.kind == "activated")
        self.timings = frozenset(a.timing for _, a in self.activated)  # when they may be used (SWT-5.24)
        #: the events of the card's triggered abilities (SWT-5.25)
        self.triggers = frozenset(a.event for a in card.abilities if a.kind == "triggered")
        self.reach = any(k.keyword in ("Bombard", "Ion Cannon") for k in card.keywords)
        #: the timing of a battle card the engine plays (SWT-1.10), else None
        self.battle_timing = card.timing if card.type == "battle" and card.supported else None
        # an effect of the card grants Bombard or Ion Cannon (attacks into the other arena)
        effects = (*card.effects, *(x for a in card.abilities for x in a.effects))
        self.grants_reach = any(e.keyword in REACH for e in effects)


_FACTS: dict[int, dict[str, _Facts]] = {}
#: the numbers of the board's versions (SwtBase.touched): one counter for every state
_VERSIONS = itertools.count(1)


def named_keywords(card: Card) -> frozenset[str]:
    """The keywords a card prints or names anywhere in its effects and abilities (the ``keyword`` and
    ``has_keyword`` fields of every part of its definition)."""
    out: set[str] = set()
    todo: list[Any] = [card]
    while todo:
        x = todo.pop()
        if isinstance(x, tuple):
            todo.extend(x)
        elif isinstance(x, msgspec.Struct):
            for field in x.__struct_fields__:
                v = getattr(x, field)
                if field in ("keyword", "has_keyword"):
                    if v:
                        out.add(v)
                elif isinstance(v, tuple | msgspec.Struct):
                    todo.append(v)
    return frozenset(out)


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # picklable when compiled (core/compiled.py)
class _DeckFacts:
    """Facts of a game's whole card list, read to skip work no card of the game can need (shared by every game of
    the same decks and by clones)."""

    __slots__ = (
        "ability_conds",
        "actions",
        "aura_reads",
        "auras_narrow",
        "events",
        "face_down",
        "hand_battle",
        "hand_build",
        "hand_reps",
        "hand_types",
        "keywords",
        "lost",
        "rank",
        "reach",
        "ready",
        "timings",
    )

    def __init__(self, cards: tuple[str, ...], facts: tuple[_Facts, ...]) -> None:
        kinds = set(facts)
        #: each instance's place in the order of (card id, instance id): ``key=rank.__getitem__`` sorts that way
        rank = [0] * len(cards)
        for n, iid in enumerate(sorted(range(len(cards)), key=lambda i: (cards[i], i))):
            rank[iid] = n
        self.rank = tuple(rank)
        #: the events of the triggered abilities (SWT-5.25): no other event triggers anything
        self.events = frozenset(a.event for f in kinds for a in f.card.abilities if a.kind == "triggered")
        #: the timings of the activated abilities (SWT-5.24): no ability can be used at another
        self.timings: frozenset[str] = frozenset().union(*(f.timings for f in kinds))
        #: the kinds of the conditions of the activated abilities (effects.py ``ready_abilities``)
        self.ability_conds = frozenset(c.cond for f in kinds for _, a in f.activated for c in a.when)
        #: whether a card can grant Bombard or Ion Cannon
        self.reach = any(f.grants_reach for f in kinds)
        #: whether a card reads the 'lost' condition (Spirit of the Fallen)
        self.lost = any(c.cond == "lost" for f in kinds for c in f.card.when)
        #: every keyword a card of the game prints or names in an effect (grants, auras): no unit can have another
        #: unless an effect in force (``mods``, e.g. of a puzzle position) gives it
        self.keywords: frozenset[str] = frozenset().union(*(named_keywords(f.card) for f in kinds))
        #: whether the continuous effects ignore tapped states and damage (units.py fills it in when first asked)
        self.auras_narrow: bool | None = None
        #: what the conditions of the static abilities can read beside the board (units.py fills it in when asked)
        self.aura_reads: tuple[bool, bool, bool] | None = None
        # memos of pure functions of the card list (SwtBase.hand_choices, hand_of_types, hand_battle_cards,
        # hand_build and memo_action): shared by every game of these decks and by clones
        self.hand_reps: dict[tuple[int, ...], list[int]] = {}
        self.hand_types: dict[tuple[tuple[int, ...], tuple[int, ...]], list[int]] = {}
        self.hand_battle: dict[tuple[tuple[int, ...], str], list[int]] = {}
        self.hand_build: dict[tuple[int, ...], tuple[Any, ...]] = {}
        self.actions: dict[tuple[Any, ...], Any] = {}
        #: the actions of a face-down card, by everything they are made of (build.py ``build_offer``)
        self.face_down: dict[tuple[Any, ...], Any] = {}
        #: the activated abilities the board allows, by everything they read (effects.py ``ready_abilities``)
        self.ready: dict[tuple[Any, ...], Any] = {}


#: (facts of each card instance, facts of the whole list) by card pool and card list
_DECKS: dict[tuple[int, tuple[str, ...]], tuple[tuple[_Facts, ...], _DeckFacts]] = {}


class SwtBase(State):
    FIELDS: ClassVar[dict[str, str]] = {
        "owner": "tuple",  # owner of each card instance (SWT-0.6)
        "dark": "val",  # the Dark player's index
        "hands": "list2",
        "decks": "list2",  # top card last
        "discards": "list2",  # top card last
        "aside": "list2",  # mulligan picks waiting to be discarded (SWT-3.6)
        "gear": "list2",  # face-up unattached equipment in each build zone (SWT-5.4)
        "builds": "lists",  # face-down cards: (owner, iid, counters)
        "units": "lists",  # see the module docstring
        "locs": "list",  # location slot of each arena: iid or -1 (SWT-1.11, SWT-6.12)
        "resolving": "list",  # a battle card or mission while it resolves
        "force": "list",
        "bp": "list",  # build points
        "ctrl": "list",  # controlled-arena counts (SWT-1.13)
        "turn": "val",
        "known": "list",  # iids whose identity the owner's opponent knows although hidden (SWT-8.3)
        "mods": "lists",  # (uid, key, n, duration): effects in force on units
        "used": "lists",  # (uid, ability key, scope): usage limits
        "atk": "tuple",  # the current attack, () when none (see battle.py)
        "ib": "tuple",  # initial build bookkeeping (see setup.py)
        "next_uid": "val",
        "preset": "list",  # die results to use before the generator's (puzzles only)
        "searching": "val",  # player looking through their own deck now, or -1
        "phase": "val",  # the current step, for observers
        "orders": "lists",  # standing orders (kind, player, scope, steps), see orders.py
    }
    ZONES: ClassVar[dict[str, str]] = {
        "hand": "hands",
        "deck": "decks",
        "discard": "discards",
        "aside": "aside",
        "equipment": "gear",
        "resolving": "resolving",
    }

    owner: tuple[int, ...]
    dark: int
    hands: list[list[int]]
    decks: list[list[int]]
    discards: list[list[int]]
    aside: list[list[int]]
    gear: list[list[int]]
    builds: list[tuple[int, int, int]]
    units: list[Unit]
    locs: list[int]
    resolving: list[int]
    force: list[int]
    bp: list[int]
    ctrl: list[int]
    turn: int
    known: list[int]
    mods: list[tuple[Any, ...]]
    used: list[tuple[Any, ...]]
    atk: tuple[Any, ...]
    ib: tuple[Any, ...]
    next_uid: int
    preset: list[int]
    searching: int
    phase: str
    orders: list[tuple[str, int, int, int]]
    facts: tuple[_Facts, ...]
    deck_facts: _DeckFacts

    # ------------------------------------------------------------------ derived facts
    def _derive(self) -> None:
        pool = self.GAME.cards
        key = (id(pool), self.cards)
        got = _DECKS.get(key)
        if got is None:
            table = _FACTS.setdefault(id(pool), {})
            facts = []
            for cid in self.cards:
                f = table.get(cid)
                if f is None:
                    f = table[cid] = _Facts(pool[cid], pool.display(cid))
                facts.append(f)
            if len(_DECKS) > 64:  # the memos they hold are bounded too (4096 entries each)
                _DECKS.clear()
            got = _DECKS[key] = (tuple(facts), _DeckFacts(self.cards, tuple(facts)))
        self.facts, deck = got
        self.deck_facts = deck
        # memos of pure functions of the hand or of an action's arguments (the card ids are fixed): shared by the
        # games of the same decks and by clones
        self._hand_reps = deck.hand_reps
        self._hand_types = deck.hand_types
        self._hand_battle = deck.hand_battle
        self._hand_build = deck.hand_build
        self._actions = deck.actions

    def card(self, iid: int) -> Card:
        return self.facts[iid].card

    def name(self, iid: int) -> str:
        return self.facts[iid].display

    # ------------------------------------------------------------------ versions of the board (speed)
    #: ``units_v`` changes at every change of ``units`` or ``locs``; ``shape_v`` at every change of ``units`` other
    #: than a tapped state or damage and at every change of ``locs`` (the "shape" of the board: the units' ids,
    #: owners, stacks, zones, equipment and pilots, and the locations). Both are drawn from one counter shared by
    #: every state, so two states with the same number hold the same board (a clone copies them with the lists).
    #: The board's mutations below (``set_unit``, ``new_unit``, ``drop_unit``, ``untap_all``, ``set_location``)
    #: renew them; code that changes ``units`` or ``locs`` otherwise must call ``touched``. Memos of facts derived
    #: from the board (the static ops in play, the auras, the units with abilities, the initial totals) are kept
    #: with the number they were computed at.
    units_v: int = 0
    shape_v: int = 0

    def touched(self, shape: bool = True) -> None:
        """Renew the board's versions after a change of ``units`` (``shape=False``: only tapped states or damage
        changed) or of ``locs``."""
        v = next(_VERSIONS)
        self.units_v = v
        if shape:
            self.shape_v = v

    #: Is this state a determinization a search walks through (``_redeal_hidden``; its clones inherit it)? Its
    #: children are made one per legal action and evaluated, mostly without their own offers being read, and the
    #: same boards recur from iteration to iteration: the memos and the deferred build offer that pay there are
    #: used only then (a game played on would spend more keeping them than it saves).
    searched: bool = False

    _static_memo: tuple[int, frozenset[str]] | None = None
    _persona_memo: tuple[int, tuple[set[str], set[str]]] | None = None
    # kept by units.py (auras) and effects.py (ability_units), carried over by ``carry_tables``
    _aura_memo: tuple[Any, ...] | None = None
    _ability_places: tuple[int, list[tuple[int, int, frozenset[str]]], dict[tuple[int, str], list[int]]] | None = None
    #: the initial totals (setup.py ``total``): (shape_v, builds, [T(0), T(1)])
    _totals: tuple[int, list[tuple[int, int, int]], list[int]] | None = None
    #: build.py ``cost_reduction``: (the auras list, its 'cost' entries, cut by (card id, owner))
    _cost_auras: tuple[list[Any], list[Any], dict[tuple[str, int], int]] | None = None
    #: ``push_offered``: (the decision frame, the work handed to it)
    _offered: tuple[Frame, Any] | None = None

    def has_static_op(self, op: str) -> bool:
        """Is any continuous effect with this op (e.g. 'cost', 'tax') possibly in force? A cheap pre-check (the ops
        of the units and locations in play are kept while the board's shape is unchanged)."""
        memo = self._static_memo
        if memo is not None and memo[0] == self.shape_v:
            return op in memo[1]
        return op in self.static_ops_now()

    def static_ops_now(self) -> frozenset[str]:
        """The ops of the static abilities of the units (not retreated) and locations in play, memoised with the
        board's shape version (``shape_v``)."""
        memo = self._static_memo
        if memo is None or memo[0] != self.shape_v:
            facts = self.facts
            ops: set[str] = set()
            for u in self.units:
                if u[3] != 3:
                    ops |= facts[u[2][0]].static_ops
            for i in self.locs:
                if i >= 0:
                    ops |= facts[i].static_ops
            memo = self._static_memo = (self.shape_v, frozenset(ops))
        return memo[1]

    # ------------------------------------------------------------------ actions offered again and again
    def memo_action(self, make: Callable[..., T], *args: Any) -> T:
        """``make(self, *args)``, made once per game: ``args`` hold everything the action's id, label, data and refs
        are made of (with the game's fixed cards), and an action is a value that nobody changes, so the decisions
        offering it (the same card to place, the same unit to retreat, turn after turn) may share it. (``make`` may
        make a list of actions too: read-only for callers.)"""
        key = (make, *args)
        memo = self._actions
        act = memo.get(key)
        if act is None:
            if len(memo) > 4096:
                memo.clear()
            act = memo[key] = make(self, *args)
        return act

    # ------------------------------------------------------------------ a step's work handed to the next decision
    def push_offered(self, frame: Frame, work: Any) -> None:
        """Push decision ``frame`` together with what the step that pushes it has just computed for it (its legal
        actions or their ingredients), so that its ``offer_`` reads them (``offered``) rather than computing them
        again: the decision is the very next frame to run, so the state is the same when it is offered."""
        self._offered = (frame, work)
        self.push(frame)

    def offered(self, frame: Frame) -> Any:
        """What ``push_offered`` handed to ``frame`` (used once), or None when it was pushed otherwise."""
        got = self._offered
        self._offered = None
        return got[1] if got is not None and got[0] is frame else None

    # ------------------------------------------------------------------ players
    def sides(self) -> tuple[int, int]:
        """Dark first (SWT-0.3)."""
        return (self.dark, 1 - self.dark)

    def side_name(self, p: int) -> str:
        return "dark" if p == self.dark else "light"

    # ------------------------------------------------------------------ units
    #: The place of each unit in ``units`` by its id, made when first read after the units were added or removed
    #: (``new_unit`` and ``drop_unit`` drop it; ``set_unit`` and ``untap_all`` replace a unit in its place). A clone
    #: has its units in the same places and may share it (it is replaced, never mutated).
    _places: dict[int, int] | None = None

    def unit_places(self) -> dict[int, int]:
        """The place of each unit in ``units`` by unit id (read-only for callers)."""
        places = self._places
        if places is None:
            places = self._places = {u[0]: n for n, u in enumerate(self.units)}
        return places

    def unit(self, uid: int) -> Unit | None:
        places = self._places
        if places is None:
            places = self.unit_places()
        n = places.get(uid)
        return None if n is None else self.units[n]

    def unit_pair(self, a: int, b: int) -> tuple[Unit | None, Unit | None]:
        """``(unit(a), unit(b))``."""
        places = self._places
        if places is None:
            places = self.unit_places()
        units = self.units
        n, m = places.get(a), places.get(b)
        return (None if n is None else units[n]), (None if m is None else units[m])

    def set_unit(self, uid: int, idx: int, value: Any) -> None:
        places = self._places
        if places is None:
            places = self.unit_places()
        n = places.get(uid)
        if n is None:
            raise KeyError(uid)
        units = self.units
        u = units[n]
        new = units[n] = (*u[:idx], value, *u[idx + 1 :])
        old_v = self.units_v
        v = self.units_v = next(_VERSIONS)  # touched(), inlined (hot path)
        if idx != U_TAP and idx != U_DMG:
            old_shape = self.shape_v
            self.shape_v = v
            self.carry_tables(old_v, old_shape, u, new)

    def new_unit(self, owner: int, cards: tuple[int, ...], zone: int, tapped: bool = False, damage: int = 0) -> int:
        uid = self.next_uid
        self.next_uid = uid + 1
        u = (uid, owner, cards, zone, tapped, damage, (), 0, 0)
        self.units.append(u)
        self._places = None
        old_v, old_shape = self.units_v, self.shape_v
        self.touched()
        self.carry_tables(old_v, old_shape, None, u)
        return uid

    def drop_unit(self, uid: int) -> None:
        gone = self.unit(uid)
        self.units = [u for u in self.units if u[0] != uid]
        self._places = None
        old_v, old_shape = self.units_v, self.shape_v
        self.touched()
        if gone is not None:
            self.carry_tables(old_v, old_shape, gone, None)
        if self.mods:
            self.mods = [m for m in self.mods if m[0] != uid]

    def carry_tables(self, old_v: int, old_shape: int, before: Unit | None, after: Unit | None) -> None:
        """Keep the tables derived from the board (kept with the board's versions) up to date when one unit changed
        from ``before`` to ``after`` (None: added or removed) and the versions were renewed: a table that was
        current before the change is carried over to the new versions when the change leaves it as it was (or,
        for an added unit, is extended), instead of being computed again when next read. Tables are replaced,
        never mutated (clones share them). Carried: the static ops in play (``static_ops_now``), each player's
        personas in play (``own_persona_unit``), the continuous effects when no condition was read (``auras``), the
        initial totals (setup.py ``total``) and the places of the units with activated abilities
        (``ability_units``)."""
        facts = self.facts
        fb = facts[before[2][0]] if before is not None else None
        fa = facts[after[2][0]] if after is not None else None
        shape = self.shape_v
        memo = self._static_memo
        if memo is not None and memo[0] == old_shape:
            ob = fb.static_ops if fb is not None and before[3] != RETREATED else _NO_OPS  # type: ignore[index]
            oa = fa.static_ops if fa is not None and after[3] != RETREATED else _NO_OPS  # type: ignore[index]
            if not ob:  # nothing removed (a removal waits for the next read)
                self._static_memo = (shape, memo[1] | oa if oa else memo[1])
        pm = self._persona_memo
        if pm is not None and pm[0] == old_shape:
            pb = (before[1], fb.persona) if fb is not None and before[3] <= RETREATED else None  # type: ignore[index]
            pa = (after[1], fa.persona) if fa is not None and after[3] <= RETREATED else None  # type: ignore[index]
            if pb == pa:
                self._persona_memo = (shape, pm[1])
            elif pb is None and pa is not None:
                sets = list(pm[1])
                sets[pa[0]] = sets[pa[0]] | {pa[1]}
                self._persona_memo = (shape, (sets[0], sets[1]))
        am = self._aura_memo
        if (
            am is not None
            and am[0] == old_v
            and am[2] is None  # no condition was read: only the units with static abilities or equipment count
            and (fb is None or (not fb.static and not before[6]))  # type: ignore[index]
            and (fa is None or (not fa.static and not after[6]))  # type: ignore[index]
        ):
            self._aura_memo = (self.units_v, shape, None, am[3], am[4])
        tm = self._totals
        if tm is not None and tm[0] == old_shape:  # the initial totals (setup.py): stack costs of units in arenas
            totals = list(tm[2])
            if before is not None and before[3] <= CHARACTER:
                totals[before[1]] -= fb.cost + len(before[2]) - 1  # type: ignore[union-attr]
            if after is not None and after[3] <= CHARACTER:
                totals[after[1]] += fa.cost + len(after[2]) - 1  # type: ignore[union-attr]
            self._totals = (shape, tm[1], totals)
        ab = self._ability_places
        if (
            ab is not None
            and ab[0] == old_shape
            and before is not None
            and after is not None  # (a removal moves the units after it)
            and not fb.timings  # type: ignore[union-attr]
            and not before[6]
            and not fa.timings  # type: ignore[union-attr]
            and not after[6]
        ):
            self._ability_places = (shape, ab[1], ab[2])
        elif ab is not None and ab[0] == old_shape and before is None and fa is not None and not fa.timings:
            self._ability_places = (shape, ab[1], ab[2])  # added at the end, without abilities

    def untap_all(self) -> None:
        """SWT-4.2: every tapped unit untaps."""
        units = self.units
        changed = False
        for n, u in enumerate(units):
            if u[U_TAP]:
                units[n] = (*u[:U_TAP], False, *u[U_TAP + 1 :])
                changed = True
        if changed:
            self.touched(False)

    def set_location(self, arena: int, iid: int) -> None:
        """The location slot of ``arena`` holds ``iid`` (-1: none) (SWT-6.12)."""
        self.locs[arena] = iid
        self.touched()

    def in_play(self, uid: int) -> bool:
        u = self.unit(uid)
        return u is not None and u[U_ZONE] <= RETREATED

    def in_battle(self, uid: int) -> bool:
        u = self.unit(uid)
        return u is not None and u[U_ZONE] < RETREATED

    def arena_units(self, arena: int, player: int | None = None) -> list[Unit]:
        return [u for u in self.units if u[U_ZONE] == arena and (player is None or u[U_OWN] == player)]

    def top(self, u: Unit) -> int:
        return u[U_CARDS][0]

    def persona(self, u: Unit) -> str:
        return self.facts[u[U_CARDS][0]].persona

    def stack_cost(self, u: Unit) -> int:
        """SWT-1.15: the top card's printed build cost + the number of cards under it."""
        cards = u[U_CARDS]
        return self.facts[cards[0]].cost + len(cards) - 1

    def unit_label(self, u: Unit) -> str:
        return self.stack_label(u[U_CARDS])

    def stack_label(self, cards: tuple[int, ...]) -> str:
        """A unit's label from its stack: the top card's name and how many cards are under it."""
        extra = f" +{len(cards) - 1}" if len(cards) > 1 else ""
        return f"{self.name(cards[0])}{extra}"

    # ------------------------------------------------------------------ the opponent pays Force, or else
    @staticmethod
    def toll_actions(pay: str, no: str) -> list[Action]:
        """The two answers of a Force toll the opponent decides (``unless``, ``fd_pay``, ``dtoll_pick``; SWT-0.4):
        pay (``pay``) or not (``no``)."""
        return [Action("pay", pay), Action("no", no)]

    def pay_force_toll(self, player: int, force: int, unit: int, card: str) -> None:
        """``player`` pays a Force toll (logged as ``unless_paid``: the unit or 0, and the card or what it was for)."""
        self.force[player] -= force
        self.log("unless_paid", {"player": player, "force": force, "unit": unit, "card": card})

    def uname(self, uid: int) -> str:
        """A unit's label for the log ("Jango Fett (B) +1"), or its id when it is gone."""
        u = self.unit(uid)
        return self.unit_label(u) if u is not None else f"u{uid}"

    def own_persona_unit(self, p: int, persona: str) -> Unit | None:
        """SWT-6.9: p's unit (in an arena or retreated) of this persona, if any.

        Speed: the personas of each player's units in play are kept with the board's shape version (``shape_v``:
        owners, stacks and zones), so that the usual answer, none, is found without a pass over the units."""
        memo = self._persona_memo
        if memo is None or memo[0] != self.shape_v:
            facts = self.facts
            personas: tuple[set[str], set[str]] = (set(), set())
            for u in self.units:
                if u[U_ZONE] <= RETREATED:
                    personas[u[U_OWN]].add(facts[u[U_CARDS][0]].persona)
            memo = self._persona_memo = (self.shape_v, personas)
        if persona not in memo[1][p]:
            return None
        for u in self.units:
            if u[U_OWN] == p and u[U_ZONE] <= RETREATED and self.facts[u[U_CARDS][0]].persona == persona:
                return u
        return None

    # ------------------------------------------------------------------ cards between zones
    def forget(self, iid: int) -> None:
        if iid in self.known:
            self.known.remove(iid)

    def to_discard(self, iid: int) -> None:
        """SWT-0.6: put the card face up on top of its owner's discard pile (SWT-6.15: it forgets everything)."""
        self.forget(iid)
        self.discards[self.owner[iid]].append(iid)

    def draw(self, p: int, n: int = 1) -> int:
        """SWT-6.2: draw up to n (an empty deck gives nothing). Returns how many were drawn."""
        deck = self.decks[p]
        got = []
        for _ in range(n):
            if not deck:
                break
            iid = deck.pop()
            self.hands[p].append(iid)
            got.append(iid)
        if got:
            self.log("draw", {"player": p, "count": len(got)})
            self.log("drew", {"player": p, "cards": [self.cards[i] for i in got]}, (p,))
        return len(got)

    def hand_choices(self, p: int, pred: Any = None) -> list[int]:
        """One instance per distinct card id in p's hand (the lowest iid), in card id order, optionally filtered by
        ``pred`` — a test of the card (its id), never of the instance, so filtering the representatives is the same
        as choosing among the instances that pass. The representatives of a hand are memoised."""
        hand = tuple(self.hands[p])
        memo = self._hand_reps
        reps = memo.get(hand)
        if reps is None:
            if len(memo) > 4096:
                memo.clear()
            reps = memo[hand] = self.representatives(hand)
        if pred is None:
            return list(reps)
        return [i for i in reps if pred(i)]

    def representatives(self, iids: Any) -> list[int]:
        """One instance per distinct card id among ``iids`` (the lowest iid), in card id order."""
        cards = self.cards
        seen: dict[str, int] = {}
        for iid in iids:
            cid = cards[iid]
            if cid not in seen or iid < seen[cid]:
                seen[cid] = iid
        return sorted(seen.values(), key=self.deck_facts.rank.__getitem__)

    def hand_of_types(self, p: int, types: tuple[int, ...]) -> list[int]:
        """``hand_choices`` of the cards of these types (type codes, e.g. ``BUILDABLE_TYPES``), memoised per hand and
        types. Read-only for callers."""
        hand = tuple(self.hands[p])
        memo = self._hand_types
        key = (hand, types)
        got = memo.get(key)
        if got is None:  # the representatives of the cards of those types (the same as filtering all of them)
            facts = self.facts
            if len(memo) > 4096:
                memo.clear()
            picked = [i for i in hand if facts[i].type in types]
            got = memo[key] = self.representatives(picked) if picked else []
        return got

    def roll_die(self) -> int:
        """SWT-0.5: one six-sided die from the state's generator (puzzle positions may preset results)."""
        if self.preset:
            return self.preset.pop(0)
        return self.rand_below(6) + 1

    # ------------------------------------------------------------------ card_locations
    def _extra_locations(self) -> list[tuple[int, str]]:
        out: list[tuple[int, str]] = []
        for u in self.units:
            zone = f"{ZONE_NAMES[u[U_ZONE]]}:{u[U_OWN]}"
            out += [(iid, zone) for iid in u[U_CARDS]]
            out += [(iid, f"equipped:{u[U_OWN]}") for iid in u[U_EQ]]
        out += [(b[1], f"build:{b[0]}") for b in self.builds]
        out += [(iid, f"location:{ARENAS[a]}") for a, iid in enumerate(self.locs) if iid >= 0]
        return out
