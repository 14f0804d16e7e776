"""The MLP state's data (MLP-1.11–1.16) and the helpers every rules module shares.

Card instances are ints (indexes into ``cards``); instance facts (``facts.Facts``) are shared by every clone through
``self.F``. *Locations* are indexes into ``locs``: 0 and 1 are the homes of players 0 and 1, 2 and 3 their main
problem slots, 4 and up temporary slots (MLP-1.12) in creation order. A removed temporary slot keeps its index with
``loc_prob == -1``, so indexes never shift. ``pos[i]`` is the location of an instance at a location, else -1; an
attached resource has ``host[i]`` set instead (MLP-1.16). Decks, problem decks and discard piles list bottom first:
the last item is the top card.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar

from tcgkit.core import Action, State
from tcgkit.core.actions import Ref
from tcgkit.core.compiled import mypyc_attr
from tcgkit.core.names import possessive

from .cards import Filter
from .facts import EVENT, FRIEND, MANE, PROBLEM, RESOURCE, TROUBLEMAKER, Facts
from .features import Features

if TYPE_CHECKING:
    from .game import MlpGame

Frame = tuple[Any, ...]

# card state flags (MLP-1.14)
EXH, DOWN, FRIGHT, BOOST = 1, 2, 4, 8
HOMES = (0, 1)
#: token gain of the Ready phase by the highest score (MLP-4.4): (lowest score, tokens)
TOKEN_TABLE = ((11, 5), (6, 4), (2, 3), (0, 2))
WIN_POINTS = 15  # MLP-7.1
#: the location of a ``banish_links`` entry for a card beneath another (not a troublemaker waiting to return)
BENEATH = -2
STATE_FLIPS = ("friends_in_play", "characters_at_problem")  # flip conditions checked in state checks (MLP-6.9)
_ACTIONS: dict[tuple[Any, ...], Action] = {}
#: the card types a filter's ``type`` accepts (cards.Filter; "card" accepts any)
_TYPE_KINDS = {
    "friend": frozenset({FRIEND}),
    "character": frozenset({MANE, FRIEND}),
    "mane": frozenset({MANE}),
    "resource": frozenset({RESOURCE}),
    "troublemaker": frozenset({TROUBLEMAKER}),
    "event": frozenset({EVENT}),
}
_CARD_ACTIONS: dict[tuple[str, str, int], Action] = {}


def _extra_cost(ab: Any) -> bool:
    act = ab.activated
    return bool(
        ab.count is not None
        or act.faceoff_here
        or act.spend
        or act.exhaust_host
        or act.discard is not None
        or act.exhaust_friends
        or act.exhaust_mane
    )


def _steady(keywords: dict[str, Any], power: int) -> int:
    """A side's printed power, or -1 when its keywords may add some (Showboat, Caretaker)."""
    return -1 if "Showboat" in keywords or "Caretaker" in keywords else power


@mypyc_attr(allow_interpreted_subclasses=True)
class MlpBase(State):
    """Fields, derived card facts and shared helpers; the rules sections are mixins of this class."""

    GAME: ClassVar[MlpGame]  # type: ignore[assignment]

    FIELDS: ClassVar[dict[str, str]] = {
        "owner": "tuple",  # owner (= controller, MLP-0.8) of each instance
        "decks": "list2",  # draw decks, last = top (MLP-1.11)
        "hands": "list2",
        "discards": "list2",
        "pdecks": "list2",  # problem decks under the current problem, last = top (MLP-3.7)
        "flips": "list2",  # flip areas: cards revealed in the current faceoff (MLP-1.11)
        "resolving": "list",  # events being resolved (MLP-4.15): public, not yet discarded
        "banished": "list",  # troublemakers banished by a card (card text): public, out of play
        "banish_links": "lists",  # (troublemaker, the card keeping it banished, that card's location)
        "locs": "list2",  # cards at each location: characters, placed resources, troublemakers
        "loc_prob": "list",  # the problem card (or new_problem resource) of each slot, -1 for homes/removed
        "loc_owner": "list",  # owner of each location
        "loc_tag": "list",  # stable names: h0 h1 s0 s1 t1 t2 ...
        "pos": "list",  # location of each instance, -1 when not at a location
        "host": "list",  # the character an attached resource is on, -1 otherwise (MLP-1.16)
        "attached": "list",  # the attached resources (instances whose host is set)
        "fl": "list",  # state flags of each instance: EXH DOWN FRIGHT BOOST (MLP-1.14)
        "turn": "val",
        "active": "val",
        "first": "val",  # the first player (MLP-3.3), -1 before it is chosen
        "phase": "val",  # setup ready troublemaker main score end
        "tcount": "val",  # temporary slots created so far
        "scores": "list",
        "tokens": "list",
        "ptokens": "list",  # tokens that vanish at the end of the phase (gain_tokens this_phase)
        "mods": "lists",  # (instance, power, colour mask, keyword, duration): MLP-10.10 power/add_color/...
        "cmods": "lists",  # (player, action, n): next-play cost modifiers until the end of the turn
        "used": "list",  # once-per-turn abilities used: instance * 64 + ability index
        "firsts": "list",  # "first player to ..." abilities spent: problem instance * 64 + ability index
        "challenged": "list",  # troublemakers challenged this turn (MLP-4.10)
        "uncovered": "list",  # troublemakers just uncovered (MLP-4.7–4.9)
        "pending": "lists",  # triggered abilities waiting: (controller, source, ability, ctx)
        "known": "list2",  # per player: instances in hidden zones whose identity that player knows (MLP-8.2)
        "picks": "list",  # Starting Problem picks (MLP-3.2), -1 before
        "mulled": "list",  # whether each player took their mulligan (MLP-3.6)
        "confronted": "list",  # slots confronted in this score phase (MLP-5.6)
        "mane_pts": "list",  # points each player scored this score phase at their Mane's slot
        "faced": "val",  # a problem faceoff happened this turn (MLP-5.11)
        "fo_kind": "val",  # "", "problem" or "troublemaker" (MLP-5.12)
        "fo_slots": "tuple",  # locations of the faceoff
        "fo_tm": "val",  # the challenged troublemaker, -1
        "fo_side": "tuple",  # the player of each side: (active/character side, other/troublemaker side)
        "fo_parts": "list2",  # participants of each side
        "fo_bonus": "list",  # faceoff_bonus of each side (MLP-10.10 #5)
        "fo_extra": "list",  # extra reveals of each side in the first round (MLP-10.10 #6)
        "fo_tot": "list",  # each side's total
        "fo_round": "val",  # reveal rounds done
        "fo_used": "list",  # once-per-faceoff abilities used (instance * 64 + index)
    }
    ZONES: ClassVar[dict[str, str]] = {
        "deck": "decks",
        "hand": "hands",
        "discard": "discards",
        "problems": "pdecks",
        "flip": "flips",
        "resolving": "resolving",
        "banished": "banished",
        "location": "locs",
    }

    owner: tuple[int, ...]
    decks: list[list[int]]
    hands: list[list[int]]
    discards: list[list[int]]
    pdecks: list[list[int]]
    flips: list[list[int]]
    resolving: list[int]
    banished: list[int]
    banish_links: list[tuple[int, int, int]]
    locs: list[list[int]]
    loc_prob: list[int]
    loc_owner: list[int]
    loc_tag: list[str]
    pos: list[int]
    host: list[int]
    attached: list[int]
    fl: list[int]
    turn: int
    active: int
    first: int
    phase: str
    tcount: int
    scores: list[int]
    tokens: list[int]
    ptokens: list[int]
    mods: list[tuple[int, int, int, str, str]]
    cmods: list[tuple[int, str, int]]
    used: list[int]
    firsts: list[int]
    challenged: list[int]
    uncovered: list[int]
    pending: list[tuple[Any, ...]]
    known: list[list[int]]
    picks: list[int]
    mulled: list[bool]
    confronted: list[int]
    mane_pts: list[int]
    faced: bool
    fo_kind: str
    fo_slots: tuple[int, ...]
    fo_tm: int
    fo_side: tuple[int, ...]
    fo_parts: list[list[int]]
    fo_bonus: list[int]
    fo_extra: list[int]
    fo_tot: list[int]
    fo_round: int
    fo_used: list[int]
    F: tuple[Facts, ...]
    names: tuple[str, ...]
    has_cont: tuple[bool, ...]
    has_act: tuple[bool, ...]
    kinds: tuple[int, ...]
    rank: tuple[int, ...]  # each instance's place in the order of (card id, instance id)
    tm_iids: tuple[int, ...]
    kind_owner: tuple[int, ...]
    steady_power: tuple[tuple[int, int], ...]
    trig_iids: dict[str, tuple[int, ...]]
    reaction_iids: dict[str, frozenset[int]]
    mane: tuple[int, int]
    state_flips: bool
    kw_here: frozenset[str]
    kw_names: frozenset[str]
    grant_here: frozenset[str]
    showboat_here: bool
    supportive_here: bool
    caretaker_here: bool
    feat: Features
    extra_costs: frozenset[int]
    fires: frozenset[str]
    aura_flags: int
    main_auras: bool

    def _derive(self) -> None:
        facts = self.GAME.facts
        self.F = tuple(facts[c] for c in self.cards)
        shown = self.GAME.display_names
        self.names = tuple(shown[c] for c in self.cards)
        self.has_cont = tuple(bool(f.cont) for f in self.F)
        self.has_act = tuple(bool(f.activated) for f in self.F)
        self.kinds = tuple(f.kind for f in self.F)  # the card type code of each instance (facts.MANE ...)
        order = sorted(range(len(self.cards)), key=lambda i: (self.cards[i], i))
        ranks = [0] * len(order)
        for r, i in enumerate(order):
            ranks[i] = r
        self.rank = tuple(ranks)  # the canonical order of hidden cards (state.py, _redeal_hidden)
        self.tm_iids = tuple(i for i, k in enumerate(self.kinds) if k == TROUBLEMAKER)  # the troublemaker instances
        self.kind_owner = tuple(k << 1 | q for k, q in zip(self.kinds, self.owner, strict=True))  # type and owner
        trig: dict[str, list[int]] = {}
        for i, f in enumerate(self.F):
            for t in f.triggers:
                trig.setdefault(t, []).append(i)
        self.trig_iids = {t: tuple(v) for t, v in trig.items()}
        #: the reaction events (timing ``reaction``, card text) of each trigger (TriggerRules.queue_reactions)
        reacts: dict[str, set[int]] = {}
        for i, f in enumerate(self.F):
            if f.kind == EVENT and "reaction" in f.timing:
                for t in f.triggers:
                    reacts.setdefault(t, set()).add(i)
        self.reaction_iids = {t: frozenset(v) for t, v in reacts.items()}

        self.mane = tuple(
            next(i for i, f in enumerate(self.F) if f.kind == MANE and self.owner[i] == p) for p in (0, 1)
        )  # type: ignore[assignment]
        flips = [self.F[m].flip for m in self.mane]
        self.state_flips = any(f is not None and f.kind in STATE_FLIPS for f in flips)
        self.kw_here, self.grant_here = self.GAME.keywords_of(frozenset(self.cards))
        self.kw_names = frozenset(k for f in self.F for k in (*f.kw, *f.bkw))  # the keywords printed on some side
        # keyword rules this game's cards can need (a hot path skips the others)
        self.showboat_here = "Showboat" in self.kw_here
        self.supportive_here = any(k.startswith("Supportive") for k in self.kw_here)
        self.caretaker_here = "Caretaker" in self.kw_here or "Caretaker" in self.grant_here
        self.feat = self.GAME.features_of(frozenset(self.cards))  # the optional rules this game's cards need
        #: the flags the aura table depends on (continuous._KEYED), with exhaustion for "while exhausted" auras
        self.aura_flags = DOWN | FRIGHT | BOOST | (EXH if self.feat.exhausted_auras else 0)
        self.main_auras = self.feat.main_auras  # some aura works in the main phase only
        #: the triggers some card of this game has, or reacts to (a fire() skipped for others costs nothing)
        self.fires = frozenset(self.trig_iids) | self.feat.reaction_triggers
        #: instances with an activated ability whose card text adds costs or conditions (MainRules.extra_costs_ok)
        self.extra_costs = frozenset(
            i for i, f in enumerate(self.F) for k in f.activated if _extra_cost(f.abilities[k])
        )
        # (START, BOOSTED) printed power of each instance, -1 on a side whose keywords may add some (Showboat,
        # Caretaker; a Mane when Supportive friends exist, MLP-6.20–6.21): ContinuousRules.color_power
        self.steady_power = tuple(
            (-1, -1) if f.kind == MANE and self.supportive_here else (_steady(f.kw, f.power), _steady(f.bkw, f.bpower))
            for f in self.F
        )

    def init_fields(self, n: int) -> None:
        """Empty zones and counters for ``n`` card instances (MLP-3.8: scores and pools start at 0)."""
        self.decks, self.hands, self.discards, self.pdecks, self.flips = (
            [[], []],
            [[], []],
            [[], []],
            [[], []],
            [[], []],
        )
        self.resolving, self.banished, self.banish_links = [], [], []
        self.locs = [[], [], [], []]
        self.loc_prob = [-1, -1, -1, -1]
        self.loc_owner = [0, 1, 0, 1]
        self.loc_tag = ["h0", "h1", "s0", "s1"]
        self.pos, self.host, self.fl, self.attached = [-1] * n, [-1] * n, [0] * n, []
        self.turn, self.active, self.first, self.phase, self.tcount = 0, 0, -1, "setup", 0
        self.scores, self.tokens, self.ptokens = [0, 0], [0, 0], [0, 0]
        self.mods, self.cmods, self.used, self.firsts, self.challenged, self.uncovered = [], [], [], [], [], []
        self.pending, self.known, self.picks, self.mulled = [], [[], []], [-1, -1], [False, False]
        self.confronted, self.mane_pts, self.faced = [], [0, 0], False
        self.fo_kind, self.fo_slots, self.fo_tm, self.fo_side = "", (), -1, ()
        self.fo_parts, self.fo_bonus, self.fo_extra, self.fo_tot = [[], []], [0, 0], [0, 0], [0, 0]
        self.fo_round, self.fo_used = 0, []

    # ------------------------------------------------------------------ locations
    def slots(self) -> list[int]:
        """Every slot in play, in location order (main slots, then temporary slots by creation)."""
        probs = self.loc_prob
        if len(probs) == 4 and probs[2] >= 0 and probs[3] >= 0:
            return [2, 3]  # (the usual case: the two main slots, no temporary slot was ever made)
        return [k for k in range(2, len(self.locs)) if probs[k] >= 0]

    def slot_order(self, player: int) -> list[int]:
        """Slot order of MLP-5.5 for ``player``: own main slot, the opponent's main slot, temporary slots."""
        if len(self.locs) == 4:
            return [2 + player, 3 - player]  # (no temporary slot was ever made)
        return [2 + player, 3 - player] + [k for k in range(4, len(self.locs)) if self.loc_prob[k] >= 0]

    def where(self, i: int) -> int:
        """The location of an instance in play (an attached resource: its host's), else -1."""
        p = self.pos[i]
        if p >= 0:
            return p
        h = self.host[i]
        return self.pos[h] if h >= 0 else -1

    def in_play(self, i: int) -> bool:
        return self.pos[i] >= 0 or self.host[i] >= 0

    def characters(self, loc: int) -> list[int]:
        """Face-up characters (Mane or Friend, not frightened) at a location."""
        kinds, fl = self.kinds, self.fl
        return [i for i in self.locs[loc] if kinds[i] <= FRIEND and not fl[i] & FRIGHT]

    def all_characters(self, player: int | None = None) -> list[int]:
        """Face-up characters in play, of one player or both."""
        kinds, fl = self.kinds, self.fl
        if player is None:
            return [i for cards in self.locs for i in cards if kinds[i] <= FRIEND and not fl[i] & FRIGHT]
        owner = self.owner
        return [
            i for cards in self.locs for i in cards if kinds[i] <= FRIEND and not fl[i] & FRIGHT and owner[i] == player
        ]

    def attachments(self, i: int) -> list[int]:
        host = self.host
        return [r for r in self.attached if host[r] == i]

    def attach(self, r: int, h: int) -> None:
        """Attach resource ``r`` to character ``h`` (MLP-1.16)."""
        self.host[r] = h
        self.attached.append(r)

    def troublemakers(self, loc: int) -> list[int]:
        kinds = self.kinds
        return [i for i in self.locs[loc] if kinds[i] == TROUBLEMAKER]

    def friends_at_home(self, player: int) -> list[int]:
        """Friends at a player's home, face up or frightened (MLP-4.26)."""
        return [i for i in self.locs[player] if self.F[i].kind == FRIEND]

    def in_play_cards(self) -> list[int]:
        """Every card in play: at a location, attached, or a slot's problem card (face-down ones included)."""
        out: list[int] = []
        for cards in self.locs:
            out += cards
        out += self.attached
        probs = self.loc_prob
        if len(probs) == 4 and probs[2] >= 0 and probs[3] >= 0:
            out += probs[2:]  # (the usual case: the two main problems; homes have none)
        else:
            out += [p for p in probs if p >= 0]
        return out

    # ------------------------------------------------------------------ card state
    def keywords(self, i: int) -> dict[str, int]:
        """Keywords of a face-up card on its current side, plus granted ones (MLP-1.15: frightened = none)."""
        if self.fl[i] & (FRIGHT | DOWN):
            return {}
        f = self.F[i]
        kw = f.bkw if self.fl[i] & BOOST else f.kw
        extra = [m[3] for m in self.mods if m[0] == i and m[3]]
        extra += self.granted_keywords(i)
        if extra:
            kw = dict(kw)
            for k in extra:
                kw.setdefault(k, 0)
        return kw

    def has_kw(self, i: int, word: str) -> bool:
        return word in self.keywords(i)

    def colors(self, i: int) -> int:
        """Colour mask of a face-up character, with added colours (MLP-10.10 add_color); frightened: none."""
        if self.fl[i] & FRIGHT:
            return 0
        mask = self.F[i].colors
        for m in self.mods:
            if m[0] == i:
                mask |= m[2]
        return mask | self.granted_colors(i)

    def home_limit(self, player: int) -> int:
        """The home limit of the Mane's current side (MLP-6.29)."""
        m = self.mane[player]
        f = self.F[m]
        return f.bhome_limit if self.fl[m] & BOOST else f.home_limit

    def ability_active(self, i: int, idx: int) -> bool:
        """Whether ability ``idx`` of instance ``i`` works now: face up, not frightened, right Mane side."""
        if self.fl[i] & (FRIGHT | DOWN):
            return False
        return self.F[i].active(idx, bool(self.fl[i] & BOOST))

    def has_trait(self, i: int, trait: str) -> bool:
        """A printed trait, or one a continuous ability gives now (add_trait)."""
        return trait in self.F[i].traits or (self.feat.grants_traits and trait in self.granted_traits(i))

    # hooks implemented by the keywords/effects modules
    def granted_keywords(self, i: int) -> list[str]:
        return []

    def granted_traits(self, i: int) -> list[str]:
        return []

    def granted_colors(self, i: int) -> int:
        return 0

    # ------------------------------------------------------------------ filters (cards.Filter)
    def matches(self, i: int, flt: Filter, rel: int, src: int, subject: int = -1) -> bool:
        """Whether instance ``i`` passes ``flt`` seen from player ``rel`` for source ``src`` (MLP-10.9)."""
        f = self.F[i]
        side = flt.side
        if side == "own" and self.owner[i] != rel:
            return False
        if side == "opponent" and self.owner[i] == rel:
            return False
        kind = flt.type
        if kind:
            allowed = _TYPE_KINDS.get(kind)  # ("card": any type)
            if allowed is not None and f.kind not in allowed:
                return False
        if flt.colors or flt.not_color:
            mask = self.colors(i) if self.in_play(i) else f.colors
            bits = self.GAME.color_bit
            if flt.colors and not any(mask & bits[c] for c in flt.colors):
                return False
            if flt.not_color and mask & bits[flt.not_color]:
                return False
        if flt.trait and not self.has_trait(i, flt.trait):
            return False
        if flt.names and f.name not in flt.names:
            return False
        if flt.is_self and i != src:
            return False
        if flt.max_power is not None or flt.min_power is not None:
            if f.kind == TROUBLEMAKER and self.in_play(i):  # printed power and modifiers (MLP-5.15, MLP-5.23)
                pw = f.power + sum(m[1] for m in self.mods if m[0] == i) + self.tm_bonus(i)
            else:
                pw = self.power(i) if self.in_play(i) and f.kind <= FRIEND else f.power
            if flt.max_power is not None and pw > flt.max_power:
                return False
            if flt.min_power is not None and pw < flt.min_power:
                return False
        if flt.other and i == (subject if subject >= 0 else src):
            return False
        flags = self.fl[i]
        if flt.exhausted is not None and bool(flags & EXH) != flt.exhausted:
            return False
        if flt.frightened is not None and bool(flags & FRIGHT) != flt.frightened:
            return False
        if flt.face_down is not None and bool(flags & DOWN) != flt.face_down:
            return False
        if flt.attached is not None and (self.host[i] >= 0) != flt.attached:
            return False
        if flt.has_attachment is not None and bool(self.attachments(i)) != flt.has_attachment:
            return False
        where = flt.where
        if where:
            loc = self.where(i)
            if where == "here":
                here = self.source_loc(src)
                if loc < 0 or loc != here:
                    return False
            elif where == "home":
                if loc not in HOMES:
                    return False
            elif where == "slot":
                if loc < 2:
                    return False
            elif where == "opponent_slot":
                if loc < 2 or self.loc_owner[loc] == rel:
                    return False
            elif where == "opponent_home":
                if loc != 1 - rel:
                    return False
            elif where == "involved":
                if not self.fo_kind or (i not in self.fo_parts[0] and i not in self.fo_parts[1]):
                    return False
            elif where == "faceoff_slot":
                if loc not in self.fo_slots:
                    return False
            elif where == "subject_here":
                if subject < 0 or loc < 0 or loc != self.where(subject):
                    return False
            elif where == "other_slot":
                if loc < 2 or loc == self.source_loc(src):
                    return False
            elif where == "challengers":
                ok = self.fo_kind == "troublemaker" and loc in self.fo_slots and self.owner[i] == self.fo_side[0]
                if not ok or self.fl[i] & (EXH | FRIGHT):
                    return False
        return self._matches_more(i, flt) if flt.more else True

    def _matches_more(self, i: int, flt: Filter) -> bool:
        """The filter fields Canterlot Nights added (card text, MLP-0.7)."""
        if flt.keyword and not self.has_kw(i, flt.keyword):
            return False
        if flt.min_beneath is not None and len(self.beneath(i)) < flt.min_beneath:
            return False
        if flt.printed_power is not None and self.F[i].power != flt.printed_power:
            return False
        if flt.needs_help and not self.fl[i] & (FRIGHT | EXH):
            return False
        return not (
            flt.attachment_trait and not any(self.has_trait(a, flt.attachment_trait) for a in self.attachments(i))
        )

    def source_loc(self, src: int) -> int:
        """The location an ability's source is at ("here", "this card's problem"): a problem card's own slot."""
        if src < 0:
            return -1
        pos = self.pos
        loc = pos[src]  # (where(), inlined: a hot path)
        if loc >= 0:
            return loc
        h = self.host[src]
        if h >= 0 and pos[h] >= 0:
            return pos[h]
        if self.F[src].kind == PROBLEM or self.F[src].placement == "new_problem":
            try:
                return self.loc_prob.index(src)
            except ValueError:
                return -1
        return -1

    def count(self, flt: Filter, rel: int, src: int, subject: int = -1, power: bool = False) -> int:
        """How many cards in play (or how much power) match ``flt`` for player ``rel`` (cards.Count)."""
        total = 0
        if flt.where == "here":
            here = self.source_loc(src)
            if here < 0:
                return 0
            pool = self.locs[here] + [r for r in self.attached if self.pos[self.host[r]] == here]
        elif flt.where == "involved":
            pool = self.fo_parts[0] + self.fo_parts[1] if self.fo_kind else []
        else:
            pool = self.in_play_cards()
        for i in pool:
            if self.matches(i, flt, rel, src, subject):
                total += self.power(i) if power else 1
        return total

    # ------------------------------------------------------------------ power (MLP-1.15)
    def power(self, i: int) -> int:
        """Current power of a character: 0 when exhausted or frightened; side power + modifiers, at least 0."""
        if self.fl[i] & (EXH | FRIGHT):
            return 0
        return self.raw_power(i)

    def raw_power(self, i: int) -> int:
        """Current power ignoring exhaustion (what an exhaust cost "uses", e.g. Barn Raiser's self_power)."""
        if self.fl[i] & FRIGHT:
            return 0
        f = self.F[i]
        base = f.bpower if self.fl[i] & BOOST else f.power
        for m in self.mods:
            if m[0] == i:
                base += m[1]
        base += self.aura_power(i)
        return base if base > 0 else 0

    def tm_bonus(self, tm: int) -> int:
        """Power a troublemaker gets from attached resources (ops module)."""
        return 0

    def aura_power(self, i: int) -> int:
        """Power from continuous abilities and keywords (keywords module)."""
        return 0

    # ------------------------------------------------------------------ moving cards between zones
    def detach(self, i: int) -> None:
        """Take an instance out of whatever zone holds it (the caller puts it somewhere)."""
        p = self.pos[i]
        if p >= 0:
            self.locs[p].remove(i)
            self.pos[i] = -1
            return
        if self.host[i] >= 0:
            self.host[i] = -1
            self.attached.remove(i)
            return
        if i in self.loc_prob:
            self.loc_prob[self.loc_prob.index(i)] = -1
            return
        if i in self.resolving:
            self.resolving.remove(i)
            return
        if i in self.banished:
            self.banished.remove(i)
            return
        for zone in (self.hands, self.discards, self.decks, self.pdecks, self.flips):
            for cards in zone:
                if i in cards:
                    cards.remove(i)
                    return
        raise RuntimeError(f"card instance {i} is nowhere")

    # ------------------------------------------------------------------ cards beneath a card (card text, MLP-0.7)
    def beneath(self, keeper: int) -> list[int]:
        """The cards beneath a card: banished cards linked to it with location ``BENEATH`` (oldest first)."""
        if not self.banish_links:
            return []
        return [t for t, k, loc in self.banish_links if k == keeper and loc == BENEATH]

    def put_beneath(self, t: int, keeper: int) -> None:
        """Card ``t`` (already out of its zone) goes beneath ``keeper``: public, out of play."""
        self.fl[t] = 0
        self.banished.append(t)
        self.banish_links.append((t, keeper, BENEATH))
        self.seen_by(t)

    def unbeneath(self, t: int) -> None:
        """Take a card out from beneath its keeper (the caller puts it somewhere)."""
        self.banish_links = [x for x in self.banish_links if x[0] != t]
        self.banished.remove(t)

    def seen_by(self, i: int, *players: int) -> None:
        """Players now know card ``i`` even in a hidden zone (a public card put into a hand or a deck; a peek)."""
        for p in players or (0, 1):
            if i not in self.known[p]:
                self.known[p].append(i)

    def forget(self, cards: list[int]) -> None:
        """Cards shuffled into a hidden order are no longer known to anyone (MLP-8.2)."""
        gone = set(cards)
        for p in (0, 1):
            if any(i in gone for i in self.known[p]):
                self.known[p] = [i for i in self.known[p] if i not in gone]

    def place(self, i: int, loc: int) -> None:
        self.locs[loc].append(i)
        self.pos[i] = loc

    def clear_state(self, i: int) -> None:
        """A card leaving play forgets its state and modifiers (face up, no counters, START side)."""
        self.fl[i] = 0
        if any(m[0] == i for m in self.mods):
            self.mods = [m for m in self.mods if m[0] != i]

    def draw(self, player: int, n: int = 1) -> int:
        """Draw up to n cards (MLP-6.25: nothing from an empty deck); returns how many were drawn."""
        deck, hand = self.decks[player], self.hands[player]
        got = 0
        while got < n and deck:
            hand.append(deck.pop())
            got += 1
        if got:
            self.log("draw", {"player": player, "n": got})
        return got

    def spend(self, player: int, n: int) -> None:
        """Pay tokens (MLP-4.21): phase-limited tokens are spent first."""
        if n <= 0:
            return
        assert self.tokens[player] >= n, "paying more tokens than the pool holds"
        self.tokens[player] -= n
        temp = self.ptokens[player]
        if temp:
            self.ptokens[player] = max(0, temp - n)

    def gain(self, player: int, n: int) -> None:
        """Gain (or lose, n < 0) tokens; the pool never goes below 0 (MLP-6.7)."""
        before = self.tokens[player]
        after = max(0, before + n)
        self.tokens[player] = after
        if after != before:
            self.log("tokens", {"player": player, "change": after - before, "pool": after})

    # ------------------------------------------------------------------ names for actions and logs
    def ref(self, i: int) -> str:
        """A card in play for action ids: ``card-id@tag``."""
        loc = self.where(i)
        return f"{self.cards[i]}@{self.loc_tag[loc]}" if loc >= 0 else self.cards[i]

    def name(self, i: int) -> str:
        return self.names[i]

    def loc_name(self, loc: int, viewer: int | None = None) -> str:
        """A location for ``viewer`` (None: neutral): "your home", "Cloudbursting (the opponent's problem)",
        "Picnic (player 1's temporary problem)" (MLP-1.12)."""
        if loc in HOMES:
            return f"{possessive(loc, viewer)} home"
        prob = self.loc_prob[loc]
        label = self.name(prob) if prob >= 0 else "a solved temporary problem"
        kind = "problem" if loc < 4 else "temporary problem"
        return f"{label} ({possessive(self.loc_owner[loc], viewer)} {kind})"

    def action(self, aid: str, data: Any, fmt: str, *args: Any, refs: tuple[Ref, ...] = ()) -> Action:
        """An Action from a shared cache: the label (``fmt % args``) is a function of the id and the data (and the
        refs, when given), so the same id and data give the same (immutable) object at every decision of every game
        (a hot path)."""
        key = (aid, data, refs) if refs else (aid, data)
        act = _ACTIONS.get(key)
        if act is None:
            if len(_ACTIONS) > 50_000:
                _ACTIONS.clear()
            act = _ACTIONS[key] = Action(aid, fmt % args, data, refs=refs)
        return act

    def card_action(self, verb: str, ref: str, i: int, fmt: str) -> Action:
        """``action(f"{verb} {ref}", (verb, i), fmt, name of i)``, looked up without building the id first (the
        actions offered for cards in every main phase)."""
        key = (verb, ref, i)
        act = _CARD_ACTIONS.get(key)
        if act is None:
            if len(_CARD_ACTIONS) > 50_000:
                _CARD_ACTIONS.clear()
            act = _CARD_ACTIONS[key] = self.action(f"{verb} {ref}", (verb, i), fmt, self.names[i], refs=(i,))
        return act

    def card_actions(self, verb: str, items: list[int], fmt: str, placed: bool = False) -> list[Action]:
        """:meth:`card_action` for each of ``choice_ids(items)``: the acting player's own cards in play (the move
        and recover actions of the main phase); ``placed``: the caller knows every card is at a location."""
        cards, tags, pos = self.cards, self.loc_tag, self.pos
        if not placed and not all(pos[i] >= 0 for i in items):
            return [self.card_action(verb, rid, i, fmt) for rid, i in self.choice_ids(items)]
        refs = [f"{cards[i]}@{tags[pos[i]]}" for i in items]  # as choice_ids names them
        if len(set(refs)) == len(refs):  # the usual case: every card its own group
            get = _CARD_ACTIONS.get
            out = [get((verb, ref, i)) for ref, i in zip(refs, items, strict=True)]
            if None not in out:
                return out  # type: ignore[return-value]
            ids = list(zip(refs, items, strict=True))
        else:
            ids = self._grouped_ids(refs, items)
        return [self.card_action(verb, rid, i, fmt) for rid, i in ids]

    # ------------------------------------------------------------------ refs (Action.refs, docs/positions-mlp.md)
    def place_ref(self, loc: int) -> str:
        """A location as a ref: ``home:h0`` (a home), ``problem:s1`` (a main problem slot), ``problem:t2`` (the
        notes' ``slot_ref`` too)."""
        return ("home:" if loc < 2 else "problem:") + self.loc_tag[loc]

    def card_ref(self, i: int, viewer: int) -> Ref:
        """A card in play as ``viewer`` may name it: its instance id, or ``facedown:<tag>/<n>`` for a face-down
        troublemaker they may not identify (the n-th face-down card of its owner there, as in ``choice_ids``)."""
        if self.fl[i] & DOWN and self.owner[i] != viewer and i not in self.known[viewer] and self.pos[i] >= 0:
            loc = self.pos[i]
            down = [j for j in self.locs[loc] if self.fl[j] & DOWN and self.owner[j] == self.owner[i]]
            return f"facedown:{self.loc_tag[loc]}/{down.index(i) + 1}"
        return i

    def on_board(self, i: int, viewer: int) -> bool:
        """Whether ``viewer``'s board draws card ``i`` face up: in play, a problem, an event resolving, a
        banished troublemaker, a revealed card of a faceoff, a card of a discard pile or of their own hand."""
        if self.pos[i] >= 0 or self.host[i] >= 0:
            return not (self.fl[i] & DOWN and self.owner[i] != viewer and i not in self.known[viewer])
        return (
            i in self.hands[viewer]
            or i in self.loc_prob
            or i in self.resolving
            or i in self.banished
            or i in self.flips[0]
            or i in self.flips[1]
            or i in self.discards[self.owner[i]]
        )

    def board_refs(self, viewer: int, *cards: int) -> tuple[Ref, ...]:
        """Refs of the cards ``viewer``'s board draws (face-down troublemakers by place), the others left out."""
        out: list[Ref] = []
        for i in cards:
            if i >= 0 and self.pos[i] >= 0:
                out.append(self.card_ref(i, viewer))
            elif i >= 0 and self.on_board(i, viewer):
                out.append(i)
        return tuple(out)

    def card_obj(self, i: int) -> dict[str, Any]:
        """A visible card instance in observations and events (the "iid" convention)."""
        return {"iid": i, "card": self.cards[i], "name": self.name(i)}

    def unique_by(self, items: Iterable[int], key: Any) -> list[int]:
        """One instance per distinct key, the lowest instance id of each group, groups in the order they first
        appear: identical cards give one action."""
        order: dict[Any, int] = {}
        for i in items:
            k = key(i)
            got = order.get(k)
            if got is None or i < got:
                order[k] = i
        return list(order.values())

    def signature(self, i: int) -> tuple[Any, ...]:
        """What makes two cards in play interchangeable for a choice: card, place, state, attachments, modifiers."""
        return (
            self.cards[i],
            self.where(i),
            self.fl[i],
            tuple(sorted(self.cards[a] for a in self.attachments(i))) if self.attached else (),
            tuple(sorted((m[1], m[2], m[3], m[4]) for m in self.mods if m[0] == i)) if self.mods else (),
        )

    def choice_ids(self, items: list[int], viewer: int = -1) -> list[tuple[str, int]]:
        """(id, instance) for cards in play offered in one decision: ``card-id@place``, one per group of
        interchangeable cards (same card, place, state, attachments and modifiers; the lowest instance is used).
        Different cards sharing a card id and a place get a suffix: ``~`` frightened, ``*`` exhausted, else
        ``#<instance>``. A face-down troublemaker ``viewer`` may not identify is named by its place only
        (``facedown@s1/1``), so that ids never depend on hidden identities."""
        cards, tags, pos, host, fl = self.cards, self.loc_tag, self.pos, self.host, self.fl
        secret: list[int] = []
        if viewer >= 0:
            owner, known = self.owner, self.known[viewer]
            secret = [i for i in items if fl[i] & DOWN and owner[i] != viewer and i not in known]
            if secret:
                items = [i for i in items if i not in secret]
        refs = [f"{cards[i]}@{tags[pos[i] if pos[i] >= 0 else pos[host[i]]]}" for i in items]
        if not secret and len(set(refs)) == len(refs):
            return list(zip(refs, items, strict=True))  # the usual case: every card its own group
        out = self._grouped_ids(refs, items)
        for i in sorted(secret, key=lambda j: (pos[j], self.locs[pos[j]].index(j))):
            loc = pos[i]
            down = [j for j in self.locs[loc] if fl[j] & DOWN and self.owner[j] == self.owner[i]]
            out.append((f"facedown@{tags[loc]}/{down.index(i) + 1}", i))
        return out

    def _grouped_ids(self, refs: list[str], items: list[int]) -> list[tuple[str, int]]:
        """The groups of :meth:`choice_ids` (``refs`` the ``card-id@place`` of ``items``, some shared)."""
        fl = self.fl
        # the signature's card and place are the ref's; with no attachment and no modifier only the flags remain
        plain = not self.attached and not self.mods and all(self.pos[i] >= 0 for i in items)
        sig = fl.__getitem__ if plain else self.signature
        groups: dict[str, list[int]] = {}
        for ref, i in zip(refs, items, strict=True):
            groups.setdefault(ref, []).append(i)
        out: list[tuple[str, int]] = []
        for ref, group in groups.items():
            if len(group) == 1:
                out.append((ref, group[0]))
                continue
            reps = self.unique_by(group, sig)
            if len(reps) == 1:
                out.append((ref, reps[0]))
                continue
            named = [ref + ("~" if fl[i] & FRIGHT else "*" if fl[i] & EXH else "") for i in reps]
            if len(set(named)) != len(named):
                named = [f"{ref}#{i}" for i in reps]
            out += zip(named, reps, strict=True)
        return out

    def seen_name(self, i: int, viewer: int) -> str:
        """A card's name for ``viewer``'s labels: face-down troublemakers they may not know are anonymous."""
        if self.fl[i] & DOWN and self.owner[i] != viewer and i not in self.known[viewer]:
            return f"a face-down troublemaker at {self.loc_name(self.pos[i], viewer)}"
        return self.names[i]

    @staticmethod
    def color_names(mask: int) -> list[str]:
        from .cards import COLORS

        return [c for k, c in enumerate(COLORS) if mask & (1 << k)]
