"""Current values of units: stats, keywords, continuous effects (SWT-0.7, SWT-1.15, SWT-6.10, SWT-6.13, SWT-6.14).

A unit's current speed, power and health = its top card's printed value + 10/1/1 per card under it (SWT-1.15)
+ effects in force (``mods``: attack and turn durations, SWT-6.14) + continuous effects (``aura``) of units in
arenas, of pilots on their space unit (SWT-5.8), of attached equipment (SWT-5.6) and of locations (SWT-6.12),
floored at 0 when read (SWT-0.7). Keywords come from the top card, grants and auras; a retreated unit's keywords
don't function except Repair (SWT-6.13), though its equipment's stat modifiers still apply.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.compiled import mypyc_attr

from .base import (
    CHARACTER,
    PILOTING,
    RETREATED,
    U_CARDS,
    U_DMG,
    U_EQ,
    U_HOST,
    U_ID,
    U_OWN,
    U_TAP,
    U_ZONE,
    SwtBase,
    Unit,
    lost_key,
    mastery_key,
)
from .cards import ARENAS, Cond, Effect, Filter

STAT_STEP = {"speed": 10, "power": 1, "health": 1}
_WORDS: dict[tuple[str, ...], tuple[frozenset[str], ...]] = {}


def words_of(entries: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    got = _WORDS.get(entries)
    if got is None:
        got = _WORDS[entries] = tuple(frozenset(e.lower().replace("-", " ").split()) for e in entries)
    return got


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # picklable when compiled (core/compiled.py)
class Ctx:
    """Who uses an effect and from where: the user, the source unit (0 if none) and the arenas 'same'/'chosen'."""

    __slots__ = ("arena", "chosen", "src", "user")

    def __init__(self, user: int, src: int = 0, arena: int = -1, chosen: int = -1) -> None:
        self.user = user
        self.src = src
        self.arena = arena
        self.chosen = chosen


#: the conditions that read of units only their ids, owners, cards and zones (plus the filter's own fields), the
#: attack's units and arena, the locations and ``mods`` (``cond_holds``)
_SHAPE_CONDS = frozenset(
    (
        "units",
        "outnumber",
        "location",
        "marked",
        "lost",
        "attacking",
        "defending",
        "battling",
        "guarding",
        "reach",
        "attacker_is",
        "arena",
        "own_battler",
        "enemy_battler",
    )
)


#: the conditions that don't read the attack (``cond_holds`` returns before it reads ``atk``)
_NO_ATTACK_CONDS = frozenset(("units", "hand", "builds", "force", "outnumber", "marked", "location", "victim", "lost"))
#: the conditions that match units against a filter (``match``: powers and keywords read the effects in force)
_MATCHING_CONDS = frozenset(("units", "attacking", "defending", "own_battler", "enemy_battler"))


def _reads_mods(c: Cond) -> bool:
    """Can ``cond_holds(c)`` read the effects in force (``mods``)? Marks, losses and reach counters do; a unit
    filter does when it asks a power or a keyword or counts distinct speeds."""
    if c.cond in ("marked", "lost", "reach"):
        return True
    return c.cond in _MATCHING_CONDS and (
        c.min_power is not None or c.max_power is not None or bool(c.has_keyword) or bool(c.distinct)
    )


def _ignores_tap_damage(c: Cond) -> bool:
    """Does ``cond_holds(c)`` read no tapped state, damage or current stat of any unit? (Its filter asks none of
    those, and it counts no distinct speeds.)"""
    return (
        c.cond in _SHAPE_CONDS
        and c.tapped is None
        and c.damaged is None
        and c.min_power is None
        and c.max_power is None
        and not c.has_keyword
        and not c.distinct
    )


def filter_zone(a: str, ctx: Ctx) -> int:
    """The zone a filter's ``arena`` names, other than "any" (every arena): the retreated units, the source's arena
    ("same", "this"), the chosen arena, or the named arena."""
    if a == "retreated":
        return RETREATED
    if a == "same" or a == "this":
        return ctx.arena
    if a == "chosen":
        return ctx.chosen
    return ARENAS.index(a)


class UnitsMixin(SwtBase):
    # ------------------------------------------------------------------ continuous effects
    #: The top card of the unit whose discard fires 'on_kill' triggers, while they are collected (else -1).
    victim: int = -1

    def auras(self) -> list[tuple[Effect, str, Ctx, int]]:
        """Every continuous effect in force now: (effect, target kind, context, host uid). Read-only for callers.

        Speed: the list is kept (shared by clones, never mutated) with a key of everything it is computed from —
        the units (cards, zones, tapped, damage, equipment, pilots) and the locations (the board's version
        ``units_v``), and, when a condition of a static ability was read, the attack's units and arena (``atk[:3]``:
        the conditions read no dice or damage), the effects in force (``mods``: power in a filter) and the hand sizes
        (``hand`` conditions) — and reused while the key is equal. When nothing it read looks at tapped states or
        damage (``auras_narrow``), the board's shape version (``shape_v``: the units without those) stands for
        the units."""
        memo = self._aura_memo
        if memo is not None:
            extra = memo[2]
            if extra is None or extra == self.aura_extra(False):
                if memo[0] == self.units_v:
                    return memo[3]  # type: ignore[no-any-return]
                if memo[4] and memo[1] == self.shape_v:  # only tapped states or damage changed
                    self._aura_memo = (self.units_v, *memo[1:])
                    return memo[3]  # type: ignore[no-any-return]
        out, conditional = self._compute_auras()
        key = self.aura_extra(True) if conditional else None
        self._aura_memo = (self.units_v, self.shape_v, key, out, not conditional or self.auras_narrow())
        return out

    def aura_extra(self, copy: bool) -> tuple[Any, ...]:
        """What the conditions of static abilities read beside the board, in the key of the kept auras: the attack's
        units and arena, the effects in force (a copy if ``copy``) and the hand sizes — each only if a condition
        of a static ability of this game's cards can read it (``aura_reads``), else None."""
        reads = self.aura_reads()
        hands = self.hands
        return (
            self.atk[:3] if reads[0] else None,
            (self.mods[:] if copy else self.mods) if reads[1] else None,
            (len(hands[0]), len(hands[1])) if reads[2] else None,
        )

    def aura_reads(self) -> tuple[bool, bool, bool]:
        """Can a condition of a static ability of this game's cards read (the attack, the effects in force ``mods``,
        the hand sizes)? A cached fact of the game's cards (``cond_holds``: which conditions read what)."""
        deck = self.deck_facts
        if deck.aura_reads is None:
            conds = [c for f in set(self.facts) for a in f.card.abilities if a.kind == "static" for c in a.when]
            deck.aura_reads = (
                any(c.cond not in _NO_ATTACK_CONDS for c in conds),
                any(_reads_mods(c) for c in conds),
                any(c.cond == "hand" for c in conds),
            )
        return deck.aura_reads

    def auras_narrow(self) -> bool:
        """Do the conditions of the static abilities of this game's cards ignore tapped states and damage (and so
        do the continuous effects, which read nothing else of a unit that changes in play but its cards, zone,
        equipment and pilot)? A cached fact of the game's cards."""
        deck = self.deck_facts
        if deck.auras_narrow is None:
            deck.auras_narrow = all(
                _ignores_tap_damage(c)
                for f in set(self.facts)
                for a in f.card.abilities
                if a.kind == "static"
                for c in a.when
            )
        return deck.auras_narrow

    def _compute_auras(self) -> tuple[list[tuple[Effect, str, Ctx, int]], bool]:
        """The continuous effects in force, and whether a condition (``when``) of a static ability was read (if not,
        they depend on the units and the locations only)."""
        out: list[tuple[Effect, str, Ctx, int]] = []
        conditional = False
        facts = self.facts
        owner = self.owner
        for u in self.units:
            zone = u[U_ZONE]
            top = u[U_CARDS][0]
            f = facts[top]
            if f.static and zone != RETREATED:
                card = f.card
                ctx = Ctx(u[U_OWN], u[U_ID], zone if zone <= CHARACTER else -1)
                if zone == PILOTING:
                    pilot = card.keyword("Pilot")
                    if pilot:
                        out.append((_PILOT_POWER[pilot], "host", ctx, u[U_HOST]))
                for ab in card.abilities:
                    if ab.kind != "static":
                        continue
                    if ab.when:
                        conditional = True
                        if not self.conds_hold(ab.when, ctx):
                            continue
                    for eff in ab.effects:
                        if (eff.target == "host") == (zone == PILOTING):
                            out.append((eff, eff.target, ctx, u[U_HOST]))
            for eq in u[U_EQ]:
                card = facts[eq].card
                ctx = Ctx(owner[eq], u[U_ID], zone if zone <= CHARACTER else -1)
                for ab in card.abilities:
                    if ab.kind == "static":
                        for eff in ab.effects:
                            out.append((eff, "host", ctx, u[U_ID]))
        for a, iid in enumerate(self.locs):
            if iid >= 0:
                card = facts[iid].card
                ctx = Ctx(owner[iid], 0, a)
                for ab in card.abilities:
                    if ab.kind == "static":
                        if ab.when:
                            conditional = True
                            if not self.conds_hold(ab.when, ctx):
                                continue
                        for eff in ab.effects:
                            out.append((eff, eff.target, ctx, 0))
        return out, conditional

    def aura_applies(self, entry: tuple[Effect, str, Ctx, int], u: Unit) -> bool:
        eff, kind, ctx, host = entry
        if kind == "this":
            return u[U_ID] == ctx.src
        if kind == "host":
            return u[U_ID] == host
        if kind == "all":
            return self.match(u, eff, ctx)
        b = self.battler_of(kind, ctx.user)
        return b is not None and b[U_ID] == u[U_ID]

    # ------------------------------------------------------------------ stats
    def stat(self, u: Unit, which: str, auras: list[Any] | None = None) -> int:
        """SWT-0.7/1.15: the current value of speed, power or health (never below 0)."""
        cards = u[U_CARDS]
        card = self.facts[cards[0]].card
        value = getattr(card, which) + STAT_STEP[which] * (len(cards) - 1)
        uid = u[U_ID]
        for m in self.mods:
            if m[0] == uid and m[1] == which:
                value += m[2]
        if auras is None:
            auras = self.auras()
        for entry in auras:
            eff = entry[0]
            if eff.op == "aura" and eff.stat == which and self.aura_applies(entry, u):
                if eff.per_damage:  # Venator-Class Destroyer: N for each damage counter on the unit
                    value += eff.n * u[U_DMG]
                elif eff.per_mastery:  # Palpatine's Sanctum: N for each mastery counter on the location
                    value += eff.n * self.mod_total(mastery_key(entry[2].arena), "mastery")
                else:
                    value += eff.n * self.per_count(eff.per, entry[2]) if eff.per else eff.n
        return value if value > 0 else 0

    def distinct_value(self, u: Unit, by: str) -> Any:
        """The value a 'different speeds / names' choice compares (Combined Squadron Tactics)."""
        return self.speed(u) if by == "speed" else self.facts[u[U_CARDS][0]].card.name

    def per_count(self, per: tuple[Cond, ...], ctx: Ctx) -> int:
        """'For each ...' amounts (Tusken Raider, Recognition of Valor): the number of units matching ``per``."""
        return sum(1 for u in self.in_zone(per[0].arena, ctx) if self.match(u, per[0], ctx))

    def speed(self, u: Unit, auras: list[Any] | None = None) -> int:
        return self.stat(u, "speed", auras)

    def power(self, u: Unit, auras: list[Any] | None = None) -> int:
        return self.stat(u, "power", auras)

    def health(self, u: Unit, auras: list[Any] | None = None) -> int:
        return self.stat(u, "health", auras)

    def keywords(self, u: Unit, auras: list[Any] | None = None) -> dict[str, int]:
        """The unit's keywords with their numbers (several sources add up); SWT-6.13 for retreated units."""
        zone = u[U_ZONE]
        if zone == PILOTING:
            return {}
        out: dict[str, int] = {}
        for kw in self.facts[u[U_CARDS][0]].card.keywords:
            if kw.keyword != "Pilot":
                out[kw.keyword] = out.get(kw.keyword, 0) + kw.n
        uid = u[U_ID]
        lost: list[str] = []
        if self.mods:
            gain, lose = -100 - u[U_OWN], -50 - u[U_OWN]  # gain_key / lose_key, inlined (hot path)
            for m in self.mods:
                who = m[0]
                if who != uid and who != gain and who != lose:
                    continue
                key = m[1]
                if key.startswith("kw:") and who != lose:  # Strategy Session gives every unit of a player
                    name = key[3:]
                    out[name] = out.get(name, 0) + m[2]
                elif key.startswith("lose:") and who != gain:  # Careful Targeting, Maul (C), Strike with Impunity
                    lost.append(key[5:])
        if auras is None:
            auras = self.auras()
        for entry in auras:
            eff = entry[0]
            if eff.op == "aura" and eff.keyword and self.aura_applies(entry, u):
                out[eff.keyword] = out.get(eff.keyword, 0) + eff.n
        if lost:
            for name in lost:
                out.pop(name, None)
        if zone == RETREATED:
            return {"Repair": out["Repair"]} if "Repair" in out else {}
        return out

    def mod_total(self, uid: int, key: str) -> int:
        n = 0  # a plain loop: no generator (hot path; mostly no entry matches)
        for m in self.mods:
            if m[0] == uid and m[1] == key:
                n += m[2]
        return n

    def add_mod(self, uid: int, key: str, n: int, duration: str) -> None:
        self.mods.append((uid, key, n, duration))

    # ------------------------------------------------------------------ filters and conditions (SWT-10.8)
    def match(self, u: Unit, f: Filter, ctx: Ctx) -> bool:
        """Does unit ``u`` match filter ``f`` seen from ``ctx``?"""
        zone = u[U_ZONE]
        a = f.arena
        if a == "any":
            if zone > CHARACTER:
                return False
        elif zone != filter_zone(a, ctx):
            return False
        if f.owner == "own":
            if u[U_OWN] != ctx.user:
                return False
        elif f.owner == "enemy" and u[U_OWN] == ctx.user:
            return False
        if f.other and u[U_ID] == ctx.src:
            return False
        if f.tapped is not None and u[U_TAP] != f.tapped:
            return False
        if f.damaged is not None and (u[U_DMG] > 0) != f.damaged:
            return False
        if not self.card_matches(u[U_CARDS][0], f):
            return False
        if f.max_cost is not None and self.stack_cost(u) > f.max_cost:
            return False
        if f.min_power is not None and self.power(u) < f.min_power:
            return False
        if f.has_keyword and f.has_keyword not in self.keywords(u):
            return False
        return f.max_power is None or self.power(u) <= f.max_power

    def in_zone(self, a: str, ctx: Ctx) -> list[Unit]:
        """The units in the place a filter's ``arena`` names (the first test of ``match``, made for all of them
        at once): in any arena, else in the zone of :func:`filter_zone`."""
        if a == "any":
            return [u for u in self.units if u[U_ZONE] <= CHARACTER]
        z = filter_zone(a, ctx)
        return [u for u in self.units if u[U_ZONE] == z]

    def card_matches(self, iid: int, f: Filter) -> bool:
        facts = self.facts[iid]
        if f.arenas and (facts.arena < 0 or ARENAS[facts.arena] not in f.arenas):
            return False
        if f.subtype and not any(w <= facts.words for w in words_of(f.subtype)):
            return False
        if f.not_subtype and any(w <= facts.words for w in words_of(f.not_subtype)):
            return False
        card = facts.card
        if f.side and card.side != f.side:
            return False
        if f.persona and facts.persona != f.persona:
            return False
        if f.name and card.name != f.name:
            return False
        if f.unique is not None and card.unique != f.unique:
            return False
        return not (f.card_types and card.type not in f.card_types)

    def battlers(self) -> tuple[Unit | None, Unit | None]:
        atk = self.atk
        if not atk:
            return None, None
        return self.unit_pair(atk[0], atk[1])

    def battler_of(self, target: str, user: int) -> Unit | None:
        """SWT-10.8: own_battler / enemy_battler (seen from ``user``), attacker / defender."""
        att, dfn = self.battlers()
        if att is None or dfn is None:
            return None
        if target == "attacker":
            return att
        if target == "defender":
            return dfn
        mine = att if att[U_OWN] == user else dfn
        theirs = dfn if mine is att else att
        return mine if target == "own_battler" else theirs

    def conds_hold(self, conds: tuple[Cond, ...], ctx: Ctx) -> bool:
        if not conds:  # most abilities and cards have no condition, the rest mostly one (no generator for those)
            return True
        if len(conds) == 1:
            return self.cond_holds(conds[0], ctx)
        return all(self.cond_holds(c, ctx) for c in conds)

    def cond_holds(self, c: Cond, ctx: Ctx) -> bool:
        kind = c.cond
        if kind == "units":
            if c.distinct:  # how many different speeds / names among the matching units
                n = len({self.distinct_value(u, c.distinct) for u in self.units if self.match(u, c, ctx)})
            else:
                n = 0
                for u in self.in_zone(c.arena, ctx):
                    if self.match(u, c, ctx):
                        n += 1
            return (c.min is None or n >= c.min) and (c.max is None or n <= c.max)
        if kind == "hand":
            return len(self.hands[ctx.user]) >= (c.min or 0)
        if kind == "builds":  # how many face-down cards you have (Our Only Hope)
            n = sum(1 for b in self.builds if b[0] == ctx.user)
            return (c.min is None or n >= c.min) and (c.max is None or n <= c.max)
        if kind == "force":  # you have at least that much Force (Imperial Blockade)
            return self.force[ctx.user] >= (c.min or 0)
        if kind == "outnumber":  # you have more units in that arena than your opponent (Air Cover)
            a = ARENAS.index(c.arena)
            mine = sum(1 for u in self.units if u[U_ZONE] == a and u[U_OWN] == ctx.user)
            return mine > sum(1 for u in self.units if u[U_ZONE] == a and u[U_OWN] != ctx.user)
        if kind == "marked":  # units marked by the user this turn that are in the arena of their type
            n = sum(
                1
                for u in self.units
                if u[U_ZONE] == self.facts[u[U_CARDS][0]].arena and self.mod_total(u[U_ID], f"mark:{ctx.user}")
            )
            return n >= (c.min or 1)
        if kind == "location":  # a location of this subtype is in play (Nos Monster: an Aquatic location)
            return any(i >= 0 and self.card_matches(i, c) for i in self.locs)
        if kind == "victim":  # the unit an on_kill trigger's unit just discarded (Aurra Sing (A))
            return self.victim >= 0 and self.card_matches(self.victim, c)
        if kind == "lost":  # one of your units was discarded from that arena this turn (Spirit of the Fallen)
            return self.mod_total(lost_key(ctx.user), f"lost:{c.arena}") > 0
        atk = self.atk
        if not atk:
            return False
        att, dfn = self.unit_pair(atk[0], atk[1])
        if att is None or dfn is None:
            return False
        if kind == "attacking":
            return att[U_ID] == ctx.src and self.match(dfn, c, Ctx(ctx.user, ctx.src, atk[2]))
        if kind == "defending":
            return dfn[U_ID] == ctx.src and self.match(att, c, Ctx(ctx.user, ctx.src, atk[2]))
        if kind == "battling":
            return ctx.src in (att[U_ID], dfn[U_ID])
        if kind == "guarding":  # an enemy attacks another of your units in this unit's arena (Intercept)
            return att[U_OWN] != ctx.user and dfn[U_OWN] == ctx.user and dfn[U_ID] != ctx.src and atk[2] == ctx.arena
        if kind == "reach":  # your unit attacks into the named arena with Bombard or Ion Cannon
            return att[U_OWN] == ctx.user and ARENAS[atk[2]] == c.arena and self.mod_total(att[U_ID], "reach") > 0
        if kind == "undamaged":
            src = self.unit(ctx.src)
            return src is not None and src[U_DMG] == 0
        if kind == "attacker_is":
            return (att[U_OWN] == ctx.user) == (c.owner == "own")
        if kind == "arena":
            return ARENAS[atk[2]] == c.arena
        if kind in ("own_battler", "enemy_battler"):
            b = self.battler_of(kind, ctx.user)
            return b is not None and self.match(b, c, Ctx(ctx.user, ctx.src, atk[2]))
        raise ValueError(f"unknown condition {kind!r}")


_PILOT_POWER = {n: Effect(op="aura", target="host", stat="power", n=n) for n in range(1, 10)}
