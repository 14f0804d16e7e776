"""Continuous abilities (MLP-10.9 ``continuous``) and the keywords that change numbers (MLP-6.13–6.22).

An *aura* is a continuous ability that works now: its card is face up and not frightened, on the right Mane side,
where its place condition says (``in_play``, ``at_home``, ``at_slot``, ``alone``), and — with ``during`` — only in
faceoffs (then only for participants) or in the score phase. Auras are derived from the state, never stored in it,
so they end by themselves when their card leaves or their condition stops (``while_in_play``).

Speed (these are the hot paths of every decision): the aura table is reused while its inputs are unchanged (a key
of the sources in play, their flags and places, and what their ``during`` conditions read), and inside a read-only
block (every ``offer_`` method, :meth:`ContinuousRules.reading`) powers, colours and keywords are memoised too.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, NamedTuple

from tcgkit.core import Action
from tcgkit.core.compiled import mypyc_attr

from .board import BOOST, DOWN, EXH, FRIGHT, HOMES, Frame
from .cards import (
    Ability,
    AddColor,
    AddKeyword,
    AddTrait,
    CostMod,
    DismissReplace,
    ExtraReveal,
    FaceoffBonus,
    FlipToHand,
    Forbid,
    HomeExempt,
    Power,
    RequirementMod,
)
from .facts import FRIEND, MANE, PROBLEM, TROUBLEMAKER
from .requirements import RequirementRules

Aura = tuple[int, Ability, Any]


class _AuraCache(NamedTuple):
    """The last aura table built (:meth:`ContinuousRules._compute_auras`) and what it was built from; never
    mutated (a clone shares it)."""

    key: list[int]  # the sources and what about them the table depends on
    when: tuple[bool | str, str] | None  # what ``during`` conditions read, None when no source has one
    table: dict[type, list[Aura]]
    locs: list[list[int]]  # a copy of ``locs`` when the key was last built or matched
    at_locs: list[int]  # the sources at locations then, in order
    flags: list[int]  # their flags (the key's) when the table was built
    rest: list[int]  # the key's attached and problem part
    fl: list[int]  # a copy of every card's flags when the key was last built or matched (a quicker flags test)


class DIRECT:
    """The key, in the aura table, of the power auras that target one known card (``self``, ``host``)."""


def _direct(au: dict[type, Any]) -> dict[int, list[Aura]] | None:
    """The aura table's ``DIRECT`` entry: target -> its auras (a dict, unlike the table's other entries)."""
    return au.get(DIRECT)


#: the single-colour bits of every colour mask
BITS = tuple(tuple(1 << k for k in range(6) if m & (1 << k)) for m in range(64))
_FACEOFF_DURING = {"faceoff": "", "problem_faceoff": "problem", "troublemaker_faceoff": "troublemaker"}
_PLACE_FREE = "place_free_cost"  # ContinuousRules.place_free_cost memo: (_PLACE_FREE, player, action) keys
_TOUCHED = "power_touched"  # ContinuousRules.power_touched memo key
_AURA_COST = "aura_cost"  # ContinuousRules.aura_cost memo: whether it reads the card, and (_AURA_COST, *args) keys
_KEYED = DOWN | FRIGHT | BOOST  # the flags auras depend on (an exhausted card's continuous abilities work)


class _Reading:
    """The context of :meth:`ContinuousRules.reading` (a plain class: cheaper than a generator context)."""

    __slots__ = ("outer", "state")

    def __init__(self, state: ContinuousRules) -> None:
        self.state = state
        self.outer = False

    def __enter__(self) -> None:
        st = self.state
        self.outer = not st._frozen
        if self.outer:
            st._frozen = True
            st._memo, st._mpow, st._mcol, st._mkw = {}, {}, {}, {}

    def __exit__(self, *exc: object) -> None:
        if self.outer:
            st = self.state
            st._frozen = False
            st._au = st._memo = st._mpow = st._mcol = st._mkw = None


def read_only(offer: Callable[[Any, Frame], list[Action]]) -> Callable[[Any, Frame], list[Action]]:
    """Wrap an ``offer_`` method: the state does not change while it runs, so auras and counts are memoised."""

    @functools.wraps(offer)
    def run(self: ContinuousRules, frame: Frame) -> list[Action]:
        if self._frozen:
            return offer(self, frame)
        self._frozen = True
        self._memo, self._mpow, self._mcol, self._mkw = {}, {}, {}, {}
        try:
            return offer(self, frame)
        finally:
            self._frozen = False
            self._au = self._memo = self._mpow = self._mcol = self._mkw = None

    return run


@mypyc_attr(allow_interpreted_subclasses=True)
class ContinuousRules(RequirementRules):
    _frozen = False
    _au: dict[type, list[Aura]] | None = None
    _au_cache: _AuraCache | None = None
    _au_prev: _AuraCache | None = None
    _memo: dict[Any, Any] | None = None
    _mpow: dict[int, int] | None = None
    _mcol: dict[int, int] | None = None
    _mkw: dict[int, dict[str, int]] | None = None

    def reading(self) -> _Reading:
        """A block that only reads the state: auras, powers, colours and keywords are computed once inside it."""
        return _Reading(self)

    # ------------------------------------------------------------------ which auras work now
    def auras(self) -> dict[type, list[Aura]]:
        """Every continuous ability working now, by effect type: (source, ability, effect); memoised while an
        offer is computed (the state does not change then)."""
        au = self._au
        if au is None:
            au = self._compute_auras()
            if self._frozen:
                self._au = au
        return au

    def _compute_auras(self) -> dict[type, list[Aura]]:
        """The aura table, reused while nothing it depends on changed: the sources in play in their order, their
        flags (but exhaustion) and locations, and — if a source's ability has a ``during`` condition — whether it is
        the score phase and the faceoff kind (``alone`` places also depend on other cards: never reused).

        The key is a list of ints (cheap to build and compare): ``source << 16 | location << 4 | flags`` for the
        sources at locations, then ``-2 - source`` for each problem card with a continuous ability, then, if there
        are attachments, -1 and the attached sources with their host's location, each followed by its host. A
        quicker test comes first: when every location holds the same cards in the same order as when the key was
        last built, the key's location part can only differ by the flags of the sources there. The table before the
        last one is kept too: ``during`` conditions make the table alternate between the phases of a turn."""
        fl = self.fl
        keyed = self.aura_flags  # the flags above, and exhaustion if a "while exhausted" aura exists (card text)
        rest = self._key_rest()
        cached = self._au_cache
        if (
            cached is not None
            and cached.locs == self.locs
            and cached.rest == rest
            and (cached.fl == fl or [fl[i] & keyed for i in cached.at_locs] == cached.flags)
            and (cached.when is None or cached.when == self._when())
        ):
            return cached.table
        hc = self.has_cont
        at_locs = [i for cards in self.locs for i in cards if hc[i]]
        pos = self.pos  # (the location of each card at one: pos[i] is the index of the list of locs holding it)
        key = [i << 16 | pos[i] << 4 | fl[i] & keyed for i in at_locs]
        key += rest
        if cached is not None and cached.key == key and (cached.when is None or cached.when == self._when()):
            self._au_cache = _AuraCache(
                key,
                cached.when,
                cached.table,
                [cards[:] for cards in self.locs],
                at_locs,
                cached.flags,
                cached.rest,
                fl[:],
            )
            return cached.table
        prev = self._au_prev  # the table before the last one: the same sources in another phase, say
        if prev is not None and prev.key == key and (prev.when is None or prev.when == self._when()):
            self._au_prev = cached
            self._au_cache = _AuraCache(
                key, prev.when, prev.table, [cards[:] for cards in self.locs], at_locs, prev.flags, prev.rest, fl[:]
            )
            return prev.table
        srcs = at_locs + [i for i in self.attached if hc[i]]
        srcs += [i for i in self.loc_prob if i >= 0 and hc[i]]
        out = self._build_auras(srcs)
        specs = [spec for i in srcs for spec in self.F[i].cont_specs]
        if not any(spec[2] == "alone" for spec in specs):
            when = self._when() if any(spec[3] for spec in specs) else None
            flags = [fl[i] & keyed for i in at_locs]
            self._au_prev = cached
            self._au_cache = _AuraCache(key, when, out, [cards[:] for cards in self.locs], at_locs, flags, rest, fl[:])
        return out

    def _key_rest(self) -> list[int]:
        """The aura key after its location part: the problem cards, then the attached sources (see above)."""
        hc = self.has_cont
        rest = [-2 - i for i in self.loc_prob if i >= 0 and hc[i]]
        if self.attached:
            pos, host, fl, keyed = self.pos, self.host, self.fl, self.aura_flags
            rest.append(-1)
            for i in self.attached:
                if hc[i]:  # the host itself too: "host" auras target it (another character at the same place differs)
                    rest += (i << 16 | (pos[host[i]] + 1) << 4 | fl[i] & keyed, host[i])
        return rest

    def _when(self) -> tuple[bool | str, str]:
        """What ``during`` conditions read: the phase when a condition names one (score, main), and the faceoff
        kind."""
        phase = self.phase
        return phase == "score" or (self.main_auras and phase == "main" and "main"), self.fo_kind

    def _build_auras(self, srcs: list[int]) -> dict[type, list[Aura]]:
        out: dict[type, Any] = {}  # (the DIRECT entry is a dict: _direct)
        F, fl = self.F, self.fl
        for src in srcs:
            flags = fl[src]
            if flags & (DOWN | FRIGHT):
                continue
            side = 1 if flags & BOOST else 0
            for ab_side, ab, place, during, effects in F[src].cont_specs:
                if ab_side is not None and ab_side != side:
                    continue
                if place != "in_play" and not self._place_ok(src, place):
                    continue
                if during and not self.during(during):
                    continue
                for eff in effects:
                    kind = type(eff)
                    if kind is Power and ab.target in ("self", "host") and not ab.during:
                        target = src if ab.target == "self" else self.host[src]
                        out.setdefault(DIRECT, {}).setdefault(target, []).append((src, ab, eff))
                    else:
                        out.setdefault(kind, []).append((src, ab, eff))
        return out

    def _place_ok(self, src: int, place: str) -> bool:
        if place == "in_play":
            return True
        loc = self.source_loc(src)
        if place == "at_home":
            return loc in HOMES
        if place == "at_slot":
            return loc >= 2
        if place == "alone":
            return loc >= 2 and self.alone(src)
        if place == "at_opponent_slot":
            return loc >= 2 and self.loc_owner[loc] != self.owner[src]
        if place == "exhausted":
            return bool(self.fl[src] & EXH)
        return False

    def during(self, when: str) -> bool:
        """Whether a ``during`` condition holds now (a faceoff of that kind is running, or the score phase)."""
        if when == "score_phase":
            return self.phase == "score"
        if when == "main_phase":
            return self.phase == "main"
        kind = _FACEOFF_DURING[when]
        return bool(self.fo_kind) and (not kind or self.fo_kind == kind)

    def alone(self, i: int) -> bool:
        """The only face-up character its owner has at its slot (Showboat, MLP-6.20)."""
        loc = self.where(i)
        me = self.owner[i]
        return loc >= 2 and all(j == i or self.owner[j] != me for j in self.characters(loc))

    def involved(self, i: int) -> bool:
        return bool(self.fo_kind) and (i in self.fo_parts[0] or i in self.fo_parts[1] or i == self.fo_tm)

    def aura_controllers(self, src: int, ab: Ability) -> list[int]:
        """The players an aura works for: its owner; for a problem, every player meeting its count condition."""
        if ab.count is None and self.F[src].kind != PROBLEM:
            return [self.owner[src]]
        memo = self._memo
        if memo is not None:
            key = (src, id(ab))
            got = memo.get(key)
            if got is None:
                got = memo[key] = self._aura_controllers(src, ab)
            return got  # type: ignore[no-any-return]
        return self._aura_controllers(src, ab)

    def _aura_controllers(self, src: int, ab: Ability) -> list[int]:
        if self.F[src].kind == PROBLEM:
            if ab.count is None:
                return [self.owner[src]]
            return [p for p in (0, 1) if self._count_ok(ab, p, src)]
        if ab.count is not None and not self._count_ok(ab, self.owner[src], src):
            return []
        return [self.owner[src]]

    def _count_ok(self, ab: Ability, rel: int, src: int, subject: int = -1) -> bool:
        cnt = ab.count
        assert cnt is not None
        n = self.count(cnt.filter, rel, src, subject, cnt.power)
        return n >= cnt.min and (cnt.max is None or n <= cnt.max)

    def aura_hits(self, src: int, ab: Ability, i: int, ctrl: int) -> bool:
        """Whether a power/colour/keyword aura of ``src`` applies to character ``i``."""
        if ab.during in _FACEOFF_DURING and not self.involved(i):
            return False
        target = ab.target
        if target == "self":
            return i == src
        if target == "host":
            return i == self.host[src]
        if target == "own_mane":
            return i == self.mane[ctrl]
        if target == "all_friends_here" and (self.F[i].kind != FRIEND or self.where(i) != self.source_loc(src)):
            return False
        return self.matches(i, ab.filter, ctrl, src)

    def _hits(self, src: int, ab: Ability, i: int) -> bool:
        if ab.count is None and self.F[src].kind != PROBLEM:  # the usual case: it works for its owner
            return self.aura_hits(src, ab, i, self.owner[src])
        return any(self.aura_hits(src, ab, i, c) for c in self.aura_controllers(src, ab))

    # ------------------------------------------------------------------ numbers for characters
    def aura_power(self, i: int, au: dict[type, list[Aura]] | None = None) -> int:
        """Power from auras and from Showboat (MLP-6.20), Caretaker (card text) and Supportive (MLP-6.21)."""
        total = 0
        au = self.auras() if au is None else au
        direct = _direct(au)
        if direct:
            for src, ab, eff in direct.get(i, ()):
                if ab.count is None or self.aura_controllers(src, ab):
                    total += self._amount(eff, i, src)
        for src, ab, eff in au.get(Power, ()):
            if self._hits(src, ab, i):
                total += self._amount(eff, i, src)
        f = self.F[i]
        if self.showboat_here:
            kw = f.bkw if self.fl[i] & BOOST else f.kw
            if "Showboat" in kw and self.alone(i):
                total += 2
        if self.caretaker_here and self.has_kw(i, "Caretaker") and self.critter_here(i):
            total += 1
        if f.kind == MANE and self.supportive_here:
            me = self.owner[i]
            for j in self.locs[me]:
                if self.owner[j] == me and not self.fl[j] & FRIGHT:
                    n = self.F[j].kw.get("Supportive")
                    if n:
                        total += n
        return total

    def critter_here(self, i: int) -> bool:
        """Caretaker (card text, MLP-0.7): +1 power, once, while another face-up Critter character of either player
        is at the same problem (never at home)."""
        loc = self.where(i)
        if loc < 2:
            return False
        F, fl = self.F, self.fl
        return any(
            j != i and F[j].kind <= FRIEND and not fl[j] & (FRIGHT | DOWN) and self.has_trait(j, "Critter")
            for j in self.locs[loc]
        )

    def _amount(self, eff: Power, i: int, src: int) -> int:
        if eff.amount == "per_beneath":
            return eff.n * len(self.beneath(src))
        if eff.amount == "per_attachment":
            return eff.n * len(self.attachments(i))
        if eff.amount == "per_opposing_character_here":
            loc = self.where(i)
            if loc < 2:
                return 0
            return eff.n * sum(1 for j in self.characters(loc) if self.owner[j] != self.owner[i])
        return eff.n

    def power(self, i: int, au: dict[type, list[Aura]] | None = None) -> int:  # type: ignore[override]
        if self.fl[i] & (EXH | FRIGHT):
            return 0
        memo = self._mpow
        if memo is None:
            return self.raw_power(i, au)
        got = memo.get(i)
        if got is None:
            got = memo[i] = self.raw_power(i, au)
        return got

    def raw_power(self, i: int, au: dict[type, list[Aura]] | None = None) -> int:  # type: ignore[override]
        if self.fl[i] & FRIGHT:
            return 0
        f = self.F[i]
        base = f.bpower if self.fl[i] & BOOST else f.power
        if self.mods:
            for m in self.mods:
                if m[0] == i:
                    base += m[1]
        base += self.aura_power(i, au)
        return base if base > 0 else 0

    def keywords(self, i: int) -> dict[str, int]:
        """Keywords of a face-up card on its current side, plus granted ones (MLP-1.15: frightened = none)."""
        memo = self._mkw
        if memo is not None:
            got = memo.get(i)
            if got is None:
                got = memo[i] = super().keywords(i)
            return got
        return super().keywords(i)

    def colors(self, i: int) -> int:
        memo = self._mcol
        if memo is not None:
            got = memo.get(i)
            if got is None:
                got = memo[i] = super().colors(i)
            return got
        return super().colors(i)

    def side_power(self, player: int, loc: int) -> tuple[int, dict[int, int]]:
        """The power of ``player``'s face-up characters at ``loc`` (MLP-5.2): the printed one, read straight, for
        every character nothing can modify (see :meth:`power_touched`)."""
        au = self.auras()
        owner, kinds, fl, steady = self.owner, self.kinds, self.fl, self.steady_power
        touched = self.power_touched(au)
        pw: dict[int, int] = {}
        for i in self.locs[loc]:
            if owner[i] != player or kinds[i] > FRIEND:
                continue
            flags = fl[i]
            if flags & FRIGHT:
                continue  # (not a face-up character: _counts)
            if touched is not None and i not in touched:
                printed = steady[i][1 if flags & BOOST else 0]
                if printed >= 0:
                    pw[i] = 0 if flags & EXH else printed
                    continue
            pw[i] = self.power(i, au)
        return sum(pw.values()), pw

    def power_touched(self, au: dict[type, list[Aura]]) -> set[int] | None:
        """The characters whose power something may change now — a modifier, a direct aura, a power aura that can
        reach them (:meth:`power_reach`) — or None when any character's may (a power aura with an open reach, a
        Caretaker some aura may give). The others' power is their printed side's, or 0 when exhausted, unless their
        own keywords change it (``steady_power`` is -1 then). Memoised inside a read-only block."""
        memo = self._memo
        if memo is not None and _TOUCHED in memo:
            return memo[_TOUCHED]  # type: ignore[no-any-return]
        touched: set[int] | None = {m[0] for m in self.mods} if self.mods else set()
        assert touched is not None
        touched.update(_direct(au) or ())
        for src, ab, _ in au.get(Power, ()):
            reach = self.power_reach(src, ab)
            if reach is None:
                touched = None
                break
            touched.update(reach)
        if touched is not None and self.caretaker_here and self.may_grant("Caretaker"):
            touched = None
        if memo is not None:
            memo[_TOUCHED] = touched
        return touched

    def color_power(self, player: int, chars: list[int] | None = None) -> tuple[dict[int, int], int]:
        """Ready power of ``player``'s characters anywhere (``chars`` if given: their face-up characters), by
        colour bit, and in total (MLP-6.1); a hot path, so printed values are read straight for every character
        nothing can modify: no power or colour aura works, no modifier or direct aura names it, and it has none of
        the keywords that change power (Showboat, Caretaker; a Mane with Supportive friends, MLP-6.20–6.21)."""
        au = self.auras()
        printed_colors = AddColor not in au  # then only modifiers change colours
        modded = {m[0] for m in self.mods} if self.mods else set()
        # the cards whose power may differ from the printed one (None: any card's may, or a colour aura works)
        touched = self.power_touched(au) if printed_colors else None
        F, fl, steady = self.F, self.fl, self.steady_power
        if chars is None:
            chars = self.all_characters(player)
        by_mask: dict[int, int] = {}  # power by colour mask first (the characters of a deck share a few)
        for i in chars:
            flags = fl[i]
            if flags & (EXH | FRIGHT):
                continue
            # the printed power, unless something may change it (-1)
            p = steady[i][1 if flags & BOOST else 0] if touched is not None and i not in touched else -1
            if p >= 0:
                mask = F[i].colors
            else:
                p = self.power(i, au)
                mask = F[i].colors if printed_colors and i not in modded else self.colors(i)
            if p:
                by_mask[mask] = by_mask.get(mask, 0) + p
        by: dict[int, int] = {}
        total = 0
        for mask, p in by_mask.items():
            total += p
            for bit in BITS[mask]:
                by[bit] = by.get(bit, 0) + p
        return by, total

    def power_reach(self, src: int, ab: Ability) -> list[int] | None:
        """The only cards a power aura can reach (see :meth:`aura_hits`), or None when it may reach any: its own
        card, its host, the Manes, or the cards at its location (``all_friends_here``, a ``here`` filter)."""
        target = ab.target
        if target == "self":
            return [src]
        if target == "host":
            return [self.host[src]]
        if target == "own_mane":
            return list(self.mane)
        if target == "all_friends_here" or ab.filter.where == "here":
            here = self.source_loc(src)
            return self.locs[here] if here >= 0 else []
        return None

    def may_grant(self, word: str) -> bool:
        """Whether a modifier or an add_keyword aura gives some card keyword ``word`` now; if not, a card has it
        exactly when its printed side does (and it is face up and not frightened)."""
        for m in self.mods:
            if m[3] == word:
                return True
        if word not in self.grant_here:
            return False
        entries = self.auras().get(AddKeyword)
        return entries is not None and any(eff.keyword == word for _, _, eff in entries)

    def has_kw(self, i: int, word: str) -> bool:
        """Whether card ``i`` has a keyword now (a hot path: the printed side unless something grants it)."""
        if self.may_grant(word):
            return word in self.keywords(i)
        flags = self.fl[i]
        if flags & (FRIGHT | DOWN):
            return False
        f = self.F[i]
        return word in (f.bkw if flags & BOOST else f.kw)

    def may_have(self, word: str) -> bool:
        """Whether any card of this game may have keyword ``word`` now: some card prints it on a side, or something
        gives it (if not, :meth:`having` finds no card)."""
        return word in self.kw_names or self.may_grant(word)

    def having(self, cards: list[int], word: str) -> list[int]:
        """The cards among ``cards`` that have a keyword now (one aura lookup for all of them)."""
        if self.may_grant(word):
            return [i for i in cards if word in self.keywords(i)]
        F, fl = self.F, self.fl
        return [i for i in cards if not fl[i] & (FRIGHT | DOWN) and word in (F[i].bkw if fl[i] & BOOST else F[i].kw)]

    def swift(self, i: int) -> bool:
        """MLP-6.13."""
        return self.has_kw(i, "Swift")

    def granted_keywords(self, i: int) -> list[str]:
        if not self.grant_here:
            return []  # no card of this game gives keywords
        entries = self.auras().get(AddKeyword)
        if not entries or not self.in_play(i) or self.F[i].kind > FRIEND:
            return []
        return [eff.keyword for src, ab, eff in entries if self._hits(src, ab, i)]

    def granted_traits(self, i: int) -> list[str]:
        if not self.feat.grants_traits:
            return []
        entries = self.auras().get(AddTrait)
        if not entries or not self.in_play(i) or self.F[i].kind > FRIEND:
            return []
        return [eff.trait for src, ab, eff in entries if self._hits(src, ab, i)]

    def granted_colors(self, i: int) -> int:
        if not self.feat.color_auras:
            return 0
        entries = self.auras().get(AddColor)
        if not entries or not self.in_play(i) or self.F[i].kind > FRIEND:
            return 0
        mask = 0
        for src, ab, eff in entries:
            if self._hits(src, ab, i):
                mask |= self.GAME.color_bit[eff.color]
        return mask

    # ------------------------------------------------------------------ numbers for players and slots
    def requirement_mods(self, player: int, loc: int) -> int:
        """requirement_mod auras at ``loc`` that concern ``player`` (MLP-10.10 #18)."""
        extra = 0
        for src, ab, eff in self.auras().get(RequirementMod, ()):
            if self.source_loc(src) == loc:
                for ctrl in self.aura_controllers(src, ab):
                    if self._who_ok(eff.who, player, ctrl):
                        extra += eff.n
        return extra

    @staticmethod
    def _who_ok(who: str, player: int, ctrl: int) -> bool:
        return who == "each" or (who == "opponent") == (player != ctrl)

    def aura_cost(self, player: int, action: str, card: int, dest: int, origin: int = -1) -> int:
        """Cost changes from auras (MLP-10.10 #17 cost_mod): ``action`` play_friend/play_resource/
        play_troublemaker/play/move/draw/recover; ``dest``/``origin`` locations of a play or a move."""
        entries = self.auras().get(CostMod)
        if not entries:
            return 0
        memo = self._memo
        if memo is None:
            return self._aura_cost(entries, player, action, card, dest, origin)
        # inside a read-only block the change is memoised; it depends on the card only through a filter or the
        # characters_here scope of some aura
        reads = memo.get(_AURA_COST)
        if reads is None:
            reads = memo[_AURA_COST] = any(
                eff.scope == "characters_here" or eff.filter.type or eff.filter.trait or eff.filter.colors
                for _, _, eff in entries
            )
        key = (_AURA_COST, player, action, card if reads else -1, dest, origin)
        got = memo.get(key)
        if got is None:
            got = memo[key] = self._aura_cost(entries, player, action, card, dest, origin)
        return got  # type: ignore[no-any-return]

    def _aura_cost(self, entries: list[Aura], player: int, action: str, card: int, dest: int, origin: int) -> int:
        extra = 0
        generic = action.startswith("play")
        for src, ab, eff in entries:
            mod = eff.action
            if mod != action and not (generic and mod == "play"):  # (_action_ok)
                continue
            scope = eff.scope
            if scope:  # a place scope: the source's place
                here = self.source_loc(src)
                if scope in ("this_slot", "to_this_slot") and dest != here:
                    continue
                if scope == "from_or_to_this_slot" and here not in (dest, origin):
                    continue
                if scope == "characters_here" and not (self.F[card].placement == "character" and dest == here):
                    continue
            if (eff.filter.type or eff.filter.trait or eff.filter.colors) and not self.matches(
                card, eff.filter, player, src
            ):
                continue
            for ctrl in self.aura_controllers(src, ab):
                if self._who_ok(eff.who, player, ctrl):
                    extra += eff.n
        return extra

    def place_free_cost(self, player: int, action: str) -> bool:
        """Whether ``player``'s ``action`` costs the same at every place: no cost_mod aura that changes it has a place
        scope (this_slot, to_this_slot, from_or_to_this_slot, characters_here; MLP-10.10 #17), so
        :meth:`aura_cost` does not depend on the destination or the origin. Memoised inside a read-only block."""
        memo = self._memo
        if memo is None:
            return self._place_free_cost(player, action)
        key = (_PLACE_FREE, player, action)
        got = memo.get(key)
        if got is None:
            got = memo[key] = self._place_free_cost(player, action)
        return got  # type: ignore[no-any-return]

    def _place_free_cost(self, player: int, action: str) -> bool:
        for src, ab, eff in self.auras().get(CostMod, ()):
            if eff.scope and _action_ok(eff.action, action) and self.cost_mod_may_apply(src, ab, eff, player):
                return False
        return True

    def cost_mod_may_apply(self, src: int, ab: Ability, eff: CostMod, player: int) -> bool:
        """Whether a cost_mod aura may change ``player``'s costs (:meth:`aura_cost`): one that works for its owner
        only does when its ``who`` names ``player``; a problem's, or one with a count condition, may (its
        controllers are not worked out here)."""
        if ab.count is None and self.kinds[src] != PROBLEM:  # the usual case: it works for its owner
            return self._who_ok(eff.who, player, self.owner[src])
        return True

    def forbids(self, action: str, player: int, card: int, loc: int) -> bool:
        """A ``forbid`` aura stops this (card text prohibitions win, MLP-0.7)."""
        for src, ab, eff in self.auras().get(Forbid, ()):
            if eff.action != action:
                continue
            ctrl = self.owner[src]
            if action == "move":
                if eff.by and (player == ctrl) != (eff.by == "controller"):
                    continue
                if ab.target == "host" and card != self.host[src]:
                    continue
                if ab.count is not None and not self._count_ok(ab, ctrl, src):
                    continue
                if self.matches(card, eff.filter, ctrl, src):
                    return True
                continue
            if action == "play_here":
                if self.source_loc(src) == loc and self.matches(card, eff.filter, ctrl, src):
                    return True
            elif action in ("move_here", "exhaust"):
                if action == "move_here" and self.source_loc(src) != loc:
                    continue
                if ab.target == "host" and card != self.host[src]:
                    continue
                if self.matches(card, eff.filter, ctrl, src):
                    return True
            elif action == "challenge" and card == src:
                unless = eff.unless
                if unless is None or self.count(unless.filter, player, src) < unless.min:
                    return True
            elif action == "frighten":
                if self.matches(card, eff.filter, ctrl, src):
                    return True
            elif action == "dismiss":
                if eff.leader and not self.leads_at(self.owner[card], loc):
                    continue
                if self.matches(card, eff.filter, ctrl, src):
                    return True
            elif action == "confront" and self.source_loc(src) == loc:
                side = eff.filter.side
                if (side == "opponent" and player == ctrl) or (side == "own" and player != ctrl):
                    continue
                unless = eff.unless
                if unless is not None and self.count(unless.filter, player, src) >= unless.min:
                    continue
                return True
        return False

    def cost_floor(self, player: int, action: str) -> int:
        """The highest ``floor`` of the cost_mod auras that change ``player``'s ``action`` (card text "to a minimum
        of N"); 0 when none names one."""
        floor = 0
        for src, ab, eff in self.auras().get(CostMod, ()):
            if not eff.floor or not _action_ok(eff.action, action):
                continue
            if any(self._who_ok(eff.who, player, c) for c in self.aura_controllers(src, ab)):
                floor = max(floor, eff.floor)
        return floor

    def friends_at_home(self, player: int) -> list[int]:
        """MLP-4.26 friends at home, without those a ``home_exempt`` aura of their owner exempts (card text)."""
        home = super().friends_at_home(player)
        if not self.feat.home_exempt:
            return home
        exempt = [(src, eff) for src, ab, eff in self.auras().get(HomeExempt, ()) if self.owner[src] == player]
        return [i for i in home if not any(self.matches(i, eff.filter, player, src) for src, eff in exempt)]

    def leads_at(self, player: int, loc: int) -> bool:
        """``player`` has more power than the opponent at location ``loc`` (current power, MLP-1.15)."""
        return loc >= 2 and self.side_power(player, loc)[0] > self.side_power(1 - player, loc)[0]

    def confront_forbidden(self, player: int, loc: int) -> bool:
        return bool(self.auras().get(Forbid)) and self.forbids("confront", player, -1, loc)

    # ------------------------------------------------------------------ faceoff auras
    def aura_extra_reveal(self, side: int) -> int:
        """Extra first-round reveals for a side from auras (MLP-10.10 #6): a participant's (or the challenged
        troublemaker's) own, or a card of the side's player elsewhere (e.g. at home)."""
        n = 0
        player = self.fo_side[side]
        for src, ab, eff in self.auras().get(ExtraReveal, ()):
            kind = self.F[src].kind
            if eff.who == "opponent":  # a participant makes the other side reveal more (Featherweight)
                if kind <= FRIEND and src in self.fo_parts[1 - side]:
                    n += eff.n
                continue
            if kind <= FRIEND or kind == TROUBLEMAKER:
                mine = src in self.fo_parts[side] or (kind == TROUBLEMAKER and src == self.fo_tm and side == 1)
                if mine and (ab.count is None or self._count_ok(ab, self.owner[src], src)):
                    n += eff.n
            elif player in self.aura_controllers(src, ab) and (side == 0 or self.fo_side[0] != player):
                n += eff.n
        return n

    def aura_faceoff_bonus(self, side: int) -> int:
        """faceoff_bonus auras of cards at a faceoff slot (MLP-10.10 #5)."""
        if self.fo_kind != "problem":
            return 0
        n = 0
        player = self.fo_side[side]
        for src, ab, eff in self.auras().get(FaceoffBonus, ()):
            if self.source_loc(src) in self.fo_slots and player in self.aura_controllers(src, ab):
                n += eff.n
        return n

    def flip_to_hand_sources(self, player: int) -> list[tuple[int, FlipToHand]]:
        """flip_to_hand auras of ``player``'s participants in the faceoff ending now."""
        return [
            (src, eff)
            for src, _, eff in self.auras().get(FlipToHand, ())
            if self.owner[src] == player and self.involved(src)
        ]

    def dismiss_replaced(self, i: int) -> bool:
        """A dismiss_replace aura covers friend ``i`` (it may go on top of its owner's deck instead)."""
        return any(self.aura_hits(src, ab, i, self.owner[src]) for src, ab, _ in self.auras().get(DismissReplace, ()))


def _action_ok(mod: str, action: str) -> bool:
    return mod == action or (mod == "play" and action.startswith("play"))
