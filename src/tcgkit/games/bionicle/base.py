"""The state's fields (rules BIO-1.10 to BIO-1.12) and the helpers every rules module shares.

Card instances are integers (indices into ``state.cards``); decks are lists whose *end* is the top. Squares are
indices into the map's :class:`~.maps.Board` tuples. Per-instance card facts are precomputed in ``_derive`` into
tuples shared by every clone.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action, DataError, Profile, Ref, State

from .cards import Action as ActionCard
from .cards import Bohrok, Challenge, Mask, Mission, Toa, Turaga
from .effects import CANCELLABLE
from .maps import Board, maps

NONE = -1  # "no square" / "no card" in int fields
PROFILE = Profile.load(__package__)  # the catalog numbers, read once (no second copy in the code)
if PROFILE.hand_limit is None or PROFILE.deck_min != PROFILE.deck_max:
    raise DataError("profile.toml: Bionicle needs a hand_limit and deck_min = deck_max (an exact action deck size)")
HAND_LIMIT: int = PROFILE.hand_limit  # BIO-6.1
OPENING_HAND = PROFILE.opening_hand  # BIO-3.7

_ACTIONS: dict[tuple[str, str, str], Action] = {}
_REF_ACTIONS: dict[tuple[str, str, str, tuple[Ref, ...]], Action] = {}  # card_choices: by verb, label, card and refs


def card_action(verb: str, cid: str, label: str) -> Action:
    """The cached Action ``"<verb> <card id>"`` (data = card id): identical cards share one action (BIO-0.4)."""
    key = (verb, cid, label)
    act = _ACTIONS.get(key)
    if act is None:
        act = _ACTIONS[key] = Action(f"{verb} {cid}", label, cid)
    return act


def turn_card_legal(state: BioBase, player: int, iid: int) -> bool:
    """BIO-10.4: RECOVER needs another card in the action discard, ABANDON_MISSION a queued mission."""
    for op, _n, _stats, _bohrok in state.facts.effects[iid]:
        if op == "RECOVER" and not state.adiscs[player]:
            return False
        if op == "ABANDON_MISSION" and not state.mq[player]:
            return False
    return True


def with_refs(act: Action, refs: tuple[Ref, ...]) -> Action:
    """``act`` (a cached action) with the refs of the state at hand (refs are not part of its identity)."""
    return Action(act.id, act.label, act.data, act.resign, act.run, refs)


KEEP = Action("keep", "Keep things as they are")
STOP = Action("stop", "Stop")
PASS = Action("pass", "Pass")
DECLINE = Action("decline", "Decline")


def take_top(state: BioBase, deck: list[int], discard: list[int], what: str, player: int | None = None) -> int:
    """The top card of ``deck`` (removed), reshuffling ``discard`` into it first if it is empty (BIO-6.5).

    ``what`` is the kind of deck ("action", "mission", "challenge") and ``player`` its owner (None: shared).
    Returns NONE when both are empty. The M&T deck and the Bohrok deck never come here (BIO-6.6).
    """
    if not deck:
        if not discard:
            return NONE
        deck.extend(discard)
        discard.clear()
        state.shuffle(deck)
        info: dict[str, Any] = {"deck": what, "cards": len(deck)}
        if player is not None:
            info["player"] = player
        state.log("reshuffle", info)
    return deck.pop()


class Facts:
    """Per-instance card facts of one game, shared by all its clones (rebuilt by ``_derive`` after a load)."""

    __slots__ = (
        "bohrok_mod",
        "cancellable",
        "chal_stat",
        "cond",
        "effects",
        "is_mask",
        "is_turaga",
        "krana",
        "name",
        "stat_bonus",
        "timing",
        "toa_of",
        "toa_stats",
    )

    def __init__(self, pool: Any, cards: tuple[str, ...]) -> None:
        defs = [pool[c] for c in cards]
        self.name = tuple(d.name for d in defs)
        self.timing = tuple(d.timing if isinstance(d, ActionCard) else "" for d in defs)
        self.effects = tuple(
            tuple((e.op, e.n, e.stats, e.bohrok) for e in d.effects) if isinstance(d, ActionCard) else () for d in defs
        )
        self.krana = tuple(self.effects[i][0][3] if self.timing[i] == "krana" else () for i in range(len(defs)))
        # BIO-5.13: a CANCEL_MODIFIER targets boost, weaken or repel cards, never a CANCEL_MODIFIER
        self.cancellable = tuple(
            any(e[0] in CANCELLABLE for e in effs) and all(e[0] != "CANCEL_MODIFIER" for e in effs)
            for effs in self.effects
        )
        self.is_mask = tuple(isinstance(d, Mask) for d in defs)
        self.is_turaga = tuple(isinstance(d, Turaga) for d in defs)
        self.toa_of = tuple(d.toa if isinstance(d, Mask | Turaga) else "" for d in defs)
        self.stat_bonus = tuple((d.stat, d.bonus) if isinstance(d, Mask | Turaga) else ("", 0) for d in defs)
        self.cond = tuple(
            (d.condition.op, frozenset(d.condition.kinds), d.condition.n, d.condition.d, d.condition.timing)
            if isinstance(d, Mission)
            else None
            for d in defs
        )
        self.chal_stat = tuple(d.stat if isinstance(d, Challenge) else "" for d in defs)
        self.bohrok_mod = tuple(dict(d.mod) if isinstance(d, Bohrok) else {} for d in defs)
        self.toa_stats = tuple(dict(d.stats) if isinstance(d, Toa) else {} for d in defs)


class BioBase(State):
    """Fields of a Bionicle state; the rules live in the mixins of the section modules."""

    FIELDS = {
        "started": "val",  # setup finished (decks shuffled, play begun)
        "p1": "val",  # the player index of P1 (BIO-3.5); None before it is chosen
        "turn": "val",  # turn number (BIO-4.1); 0 during setup
        "active": "val",  # the active player (BIO-0.3)
        "toa": "tuple",  # the Toa card instance of each player (BIO-1.10)
        "pos": "list",  # square of each Toa (BIO-1.12)
        "alock": "list",  # locked action square of each player or NONE (BIO-5.3)
        "clock": "list",  # locked challenge square of each player or NONE (BIO-5.3)
        "hands": "list2",
        "known": "list2",  # cards in a hand whose identity the opponent knows (recovered from the discard)
        "adecks": "list2",  # action decks, top last
        "adiscs": "list2",  # action discards
        "mtdecks": "list2",  # Mask & Turaga decks, top last
        "mtknown": "list",  # how many top cards of each M&T deck both players know (BIO-8.3)
        "held": "list2",  # held masks and Turaga, in order of arrival
        "amask": "list",  # attached mask of each player or NONE (BIO-6.2)
        "aturaga": "list",  # attached Turaga of each player or NONE (BIO-6.2)
        "mq": "list2",  # mission queues, oldest first (BIO-1.10)
        "mdraw": "list2",  # draw square of each queued mission (parallel to mq)
        "mprog": "list",  # progress of each player's active mission (BIO-5.7)
        "melig": "list",  # whether each player's active mission is eligible (BIO-5.7)
        "mdecks": "list2",  # one shared mission deck, or one per player (BIO-11.1 mission_deck)
        "mdiscs": "list2",  # the matching mission discards
        "mpool": "list",  # mission names not drafted into the shared deck (BIO-2.16)
        "cpool": "list",  # challenge names not drafted (BIO-2.15)
        "cdeck": "list",  # challenge deck, top last
        "cdisc": "list",  # challenge discard
        "revealed": "val",  # the revealed challenge card of an ongoing challenge or raid, or NONE
        "bdeck": "list",  # Bohrok deck, top last (BIO-3.6)
        "removed": "list",  # Bohrok removed from the game (BIO-5.21)
        "rbohrok": "val",  # the raid's Bohrok during a raid, or NONE
        "nest": "val",  # the nest holding the Bohrok deck, or NONE before it is placed
        "window": "lists",  # cards played in the open window: (iid, player, cancelled target iid or NONE)
        "wkind": "val",  # "challenge", "raid" or "" (no challenge or raid under way)
        "extra": "val",  # extra steps left this Move step (BIO-4.10)
        "leap": "val",  # LEAP_OPPONENT in effect (BIO-5.2)
        "ignore": "val",  # IGNORE_LOCKS in effect (BIO-5.1 d, e)
        "moved": "val",  # the Toa took a step this turn (BIO-4.9)
    }
    ZONES = {
        "hand": "hands",
        "action_deck": "adecks",
        "action_discard": "adiscs",
        "mt_deck": "mtdecks",
        "held": "held",
        "mission_queue": "mq",
        "mission_deck": "mdecks",
        "mission_discard": "mdiscs",
        "mission_pool": "mpool",
        "challenge_pool": "cpool",
        "challenge_deck": "cdeck",
        "challenge_discard": "cdisc",
        "bohrok_deck": "bdeck",
        "removed": "removed",
    }

    started: bool
    p1: int | None
    turn: int
    active: int
    toa: tuple[int, int]
    pos: list[int]
    alock: list[int]
    clock: list[int]
    hands: list[list[int]]
    known: list[list[int]]
    adecks: list[list[int]]
    adiscs: list[list[int]]
    mtdecks: list[list[int]]
    mtknown: list[int]
    held: list[list[int]]
    amask: list[int]
    aturaga: list[int]
    mq: list[list[int]]
    mdraw: list[list[int]]
    mprog: list[int]
    melig: list[bool]
    mdecks: list[list[int]]
    mdiscs: list[list[int]]
    mpool: list[int]
    cpool: list[int]
    cdeck: list[int]
    cdisc: list[int]
    revealed: int
    bdeck: list[int]
    removed: list[int]
    rbohrok: int
    nest: int
    window: list[tuple[int, int, int]]
    wkind: str
    extra: int
    leap: bool
    ignore: bool
    moved: bool

    # derived (not serialised)
    facts: Facts
    board: Board

    def _derive(self) -> None:
        self.facts = Facts(self.GAME.cards, self.cards)
        self.board = maps(self.GAME.package)[self.options["map"]]

    # ------------------------------------------------------------------ small shared helpers
    def md(self, player: int) -> int:
        """Index of the mission deck ``player`` draws from: the shared one, or their own (BIO-5.6)."""
        return player if len(self.mdecks) == 2 else 0

    def first_of(self, zone: list[int], cid: str) -> int:
        """The lowest instance of card ``cid`` in ``zone`` (identical cards are one choice, BIO-0.4)."""
        cards = self.cards
        return min(i for i in zone if cards[i] == cid)

    def card_choices(self, verb: str, zone: list[int], label: str, also: tuple[Ref, ...] = ()) -> list[Action]:
        """One action per different card of ``zone`` (in card-id order), its refs every instance of that card in
        ``zone`` (zone order) and then ``also`` (what it is played at: the revealed challenge, the raiding Bohrok).
        The actions are cached by card and refs, so that an offer costs lookups (the engine makes many)."""
        cards = self.cards
        seen: dict[str, list[int]] = {}
        for i in zone:
            same = seen.get(cards[i])
            if same is None:
                seen[cards[i]] = [i]
            else:
                same.append(i)
        out = []
        for c in sorted(seen):
            refs = (*seen[c], *also)
            key = (verb, label, c, refs)
            act = _REF_ACTIONS.get(key)
            if act is None:
                act = _REF_ACTIONS[key] = Action(f"{verb} {c}", f"{label} {self.facts.name[refs[0]]}", c, refs=refs)
            out.append(act)
        return out

    def leave_hand(self, player: int, iid: int) -> None:
        """Take ``iid`` out of ``player``'s hand (and out of the opponent-known part of it)."""
        self.hands[player].remove(iid)
        if iid in self.known[player]:
            self.known[player].remove(iid)

    def obj(self, iid: int) -> dict[str, Any]:
        """A visible card instance in observations: ``{"iid", "card", "name"}``."""
        return {"iid": iid, "card": self.cards[iid], "name": self.facts.name[iid]}

    def mask_count(self, player: int) -> int:
        """BIO-6.9: the number of masks ``player`` holds."""
        is_mask = self.facts.is_mask
        return sum(1 for i in self.held[player] if is_mask[i])
