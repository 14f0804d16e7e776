"""The Hikaru no Go state's data (HGO-1.15–1.17) and the helpers every rules module shares.

Players are 0 and 1; ``black`` names the player of the black bowl (HGO-3.4). Board stones are bitboards per player
(``board.py``), tapped stones one bitboard. Card instances are ints (indexes into ``cards``); their facts
(``cards.Facts``) are computed once per card id and shared by every clone through ``self.F``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tcgkit.core import Action, State

from .actions import DEFAULT_IDS, RESIGN, STOP, UNTAP, square_actions
from .board import QUADRANTS, SQUARES, square_names
from .cards import REQ_ATTACKER, REQ_DEFENDER, REQ_MINE, REQ_OPPONENT, EffectTuple, Facts
from .shortcuts import RunAction, untap_auto_action

if TYPE_CHECKING:
    from .game import HikaruGoGame

Frame = tuple[Any, ...]
BLUE_Q, RED_Q, WHITE_Q, YELLOW_Q = QUADRANTS


def decision(take: Callable[[Any, Frame, Action], None]) -> Callable[[Any, Frame, Action], None]:
    """Wrap a ``take_`` method: ``resign`` ends the game at once (HGO-0.5, HGO-7.1) before the method runs."""

    @functools.wraps(take)
    def run(self: HgoBase, frame: Frame, act: Action) -> None:
        if act.resign:
            self.resign(frame[1])
        else:
            take(self, frame, act)

    return run


class HgoBase(State):
    """Fields, derived card facts and shared helpers; the rules sections are mixins of this class."""

    GAME: HikaruGoGame  # type: ignore[assignment]

    FIELDS = {
        "owner": "tuple",  # owner of each card instance (HGO-0.8)
        "black": "val",  # the player of the black bowl, who moves first (HGO-3.4)
        "turn": "val",  # turn number, the first is 1 (HGO-1.17)
        "active": "val",  # the active player (HGO-0.3)
        "phase": "val",  # mulligan, recovery, stone, hand, main, match, end (HGO-4.1)
        "stones": "list",  # each player's stones on the board, a bitboard (HGO-1.1)
        "tapped": "val",  # tapped stones of both players, a bitboard (HGO-1.6)
        "ko": "list",  # each player's ko snapshot, a position int, -1 before their first placement (HGO-5.9)
        "bowls": "list",  # stones left in each bowl (HGO-1.5)
        "agehama": "list",  # opposing stones each player removed (HGO-1.7)
        "hands": "list2",
        "decks": "list2",  # the last item is the top card (HGO-5.13)
        "discards": "list2",  # the last item is the top card (HGO-5.15)
        "chars": "list2",  # character area, at most 1 (HGO-6.1)
        "uchite": "list2",  # uchite area, at most 5 with the match slot (HGO-6.2)
        "fuseki": "list2",  # face-down fuseki, at most 2 (HGO-6.4)
        "resolving": "list",  # cards being played or flipped: face up, public, not yet in their zone
        "since": "list",  # per instance: entry turn of an uchite, set turn of a fuseki (HGO-1.17)
        "used": "list",  # ACTIVATED abilities used this turn: instance * 8 + ability index (HGO-5.20)
        "placed": "list",  # "uchite placed from hand this turn" per player (HGO-6.3)
        "match_held": "val",  # "match held this turn" (HGO-4.9)
        "mulligans": "list",  # each player's mulligan decision: "", "keep" or "mulligan" (HGO-8.1)
        "att": "val",  # the attacker slot: an instance or -1 (HGO-1.16)
        "dfd": "val",  # the defender slot: an instance or -1
        "piles": "list2",  # each player's technique pile in the current match
        "tcount": "list",  # techniques played by each player in the current match (HGO-5.27)
        "prio": "val",  # the priority holder of the technique window, -1 outside it (HGO-5.26)
        "passes": "val",  # consecutive passes in the window (HGO-5.30)
        "mods": "lists",  # match modifiers and effects until cleanup: (kind, player, n, source instance)
        "known": "list",  # hand cards whose identity their owner's opponent saw enter the hand (HGO-8.6)
        "reshuffled": "list2",  # per player: the instances that became their deck at the last reshuffle (HGO-5.14)
    }
    ZONES = {
        "hand": "hands",
        "deck": "decks",
        "discard": "discards",
        "character": "chars",
        "uchite": "uchite",
        "fuseki": "fuseki",
        "technique": "piles",
        "resolving": "resolving",
    }

    owner: tuple[int, ...]
    black: int
    turn: int
    active: int
    phase: str
    stones: list[int]
    tapped: int
    ko: list[int]
    bowls: list[int]
    agehama: list[int]
    hands: list[list[int]]
    decks: list[list[int]]
    discards: list[list[int]]
    chars: list[list[int]]
    uchite: list[list[int]]
    fuseki: list[list[int]]
    resolving: list[int]
    since: list[int]
    used: list[int]
    placed: list[bool]
    match_held: bool
    mulligans: list[str]
    att: int
    dfd: int
    piles: list[list[int]]
    tcount: list[int]
    prio: int
    passes: int
    mods: list[tuple[Any, ...]]
    known: list[int]
    reshuffled: list[list[int]]
    F: tuple[Facts, ...]
    #: per instance: its place when the instances are sorted by (card id, instance) (``groups``)
    rank: tuple[int, ...]
    #: per instance: its group alone, (card id, (instance,)) (``groups``)
    single: tuple[tuple[str, tuple[int, ...]], ...]

    # ------------------------------------------------------------------ derived data
    def _derive(self) -> None:
        facts = self.GAME.facts
        cards = self.cards
        self.F = tuple(facts[c] for c in cards)
        rank = [0] * len(cards)
        for k, i in enumerate(sorted(range(len(cards)), key=lambda i: (cards[i], i))):
            rank[i] = k
        self.rank = tuple(rank)
        self.single = tuple((c, (i,)) for i, c in enumerate(cards))

    def _extra_locations(self) -> list[tuple[int, str]]:
        out = []
        if self.att >= 0:
            out.append((self.att, "match:attacker"))
        if self.dfd >= 0:
            out.append((self.dfd, "match:defender"))
        return out

    def auto_action(self, frame: Frame, actions: list[Action]) -> Action | None:
        """HGO-0.6: a decision whose only choice besides ``resign`` is a default action is applied at once."""
        if len(actions) == 2 and actions[0].id in DEFAULT_IDS:
            return actions[0]
        return None

    # ------------------------------------------------------------------ stones and payment (HGO-5.1–5.5)
    def avail(self, p: int) -> tuple[int, int, int, int]:
        """Untapped stones of ``p`` in each quadrant, in cost-colour order (blue, red, white, yellow)."""
        u = self.stones[p] & ~self.tapped
        return (u & BLUE_Q).bit_count(), (u & RED_Q).bit_count(), (u & WHITE_Q).bit_count(), (u & YELLOW_Q).bit_count()

    @staticmethod
    def payable(cost: tuple[int, ...], total: int, avail: tuple[int, int, int, int]) -> bool:
        """HGO-5.3: a cost can be paid iff every coloured entry has enough stones in its quadrant and enough
        stones exist in all."""
        return (
            avail[0] >= cost[0]
            and avail[1] >= cost[1]
            and avail[2] >= cost[2]
            and avail[3] >= cost[3]
            and avail[0] + avail[1] + avail[2] + avail[3] >= total
        )

    def untap_offer(self, p: int, left: int) -> list[Action]:
        """Untap up to ``left`` of your tapped stones (HGO-4.3, UNTAP_STONES): one square at a time, ``stop``, and
        ``untap all`` / ``untap auto`` when the run would untap at least two stones (``shortcuts.py``)."""
        tapped = self.stones[p] & self.tapped
        acts = square_actions(tapped, UNTAP)
        if left > 1 and len(acts) > 1:
            F = self.F
            costs = tuple(F[i].cost for i in self.hands[p])
            acts.insert(0, untap_auto_action(tapped, self.stones[p] & ~self.tapped, left, costs))
        acts.append(STOP)
        acts.append(RESIGN)
        return acts

    def untap_taken(self, p: int, act: Action) -> bool:
        """Untap the chosen square, or every stone of a whole-run action (then True: the run is over)."""
        if isinstance(act, RunAction):
            mask = act.mask
            self.tapped &= ~mask
            for square in square_names(mask):
                self.log("untap", {"player": p, "square": square})
            return True
        self.tapped &= ~(1 << act.data)
        self.log("untap", {"player": p, "square": SQUARES[act.data]})
        return False

    def push_payment(self, p: int, cost: tuple[int, ...], total: int) -> None:
        """Schedule the stone-by-stone payment of a cost (HGO-5.3); a total of 0 needs no stone."""
        if total:
            self.push(("pay", p, cost, 0))

    def remove_stones(self, taker: int, mask: int) -> None:
        """Move the stones of ``mask`` (all the opponent's) to ``taker``'s agehama (HGO-1.7, HGO-6.9).
        A removal is not a placement: it captures nothing and changes no ko snapshot (HGO-5.10, HGO-5.11)."""
        victim = 1 - taker
        self.stones[victim] &= ~mask
        self.tapped &= ~mask
        self.agehama[taker] += mask.bit_count()

    # ------------------------------------------------------------------ cards
    def pick_card(self, zone: list[int], cid: str) -> int:
        """Remove and return the lowest instance of card ``cid`` from ``zone``."""
        cards = self.cards
        iid = min(i for i in zone if cards[i] == cid)
        zone.remove(iid)
        return iid

    def groups(self, zone: list[int]) -> list[tuple[str, tuple[int, ...]]]:
        """The card ids of a zone, once each, sorted, each with its instances in ascending order: identical cards
        give one action, whose refs name every copy (so that a click on any of them offers it)."""
        cards = self.cards
        single = self.single
        out: list[tuple[str, tuple[int, ...]]] = []
        last = ""
        for i in sorted(zone, key=self.rank.__getitem__):  # by card id, then instance: copies side by side
            cid = cards[i]
            if cid == last:
                out[-1] = (cid, out[-1][1] + (i,))
            else:
                out.append(single[i])
                last = cid
        return out

    def to_discard(self, iid: int) -> None:
        """HGO-5.15, HGO-0.8: put a card face up on top of its owner's discard pile."""
        self.since[iid] = 0
        self.discards[self.owner[iid]].append(iid)

    def leave_hand(self, p: int, iid: int) -> None:
        """Bookkeeping for a card leaving ``p``'s hand: its identity is no longer a known hand card."""
        if iid in self.known:
            self.known.remove(iid)

    def draw(self, p: int, n: int) -> None:
        """HGO-5.13–5.14: draw ``n`` cards from the top; an empty deck takes in the shuffled discard pile, and with
        both empty the remaining draws do not happen (never a loss, HGO-6.11)."""
        deck = self.decks[p]
        hand = self.hands[p]
        drawn: list[str] = []
        got: list[int] = []
        for _ in range(n):
            if not deck:
                pile = self.discards[p]
                if not pile:
                    break
                deck.extend(pile)
                pile.clear()
                self.shuffle(deck)
                self.reshuffled[p] = sorted(deck)
                self.log("reshuffle", {"player": p, "count": len(deck)})
            iid = deck.pop()
            hand.append(iid)
            drawn.append(self.cards[iid])
            got.append(iid)
        if drawn:
            self.log("draw", {"player": p, "count": len(drawn)})
            self.log("drew", {"player": p, "cards": drawn, "instances": got}, (p,))

    # ------------------------------------------------------------------ match facts
    def slot_of(self, p: int) -> int:
        """The uchite ``p`` has in the match (attacker if active, else defender), or -1."""
        return self.att if p == self.active else self.dfd

    def requirements_met(self, p: int, req: int, banish: int) -> bool:
        """HGO-10.8: every requirement of a card's or ability's primitives holds for ``p`` now."""
        if req:
            if self.att < 0:
                return False
            if req & REQ_MINE and self.slot_of(p) < 0:
                return False
            if req & REQ_ATTACKER and p != self.active:
                return False
            if req & REQ_DEFENDER and p == self.active:
                return False
            if req & REQ_OPPONENT and self.slot_of(1 - p) < 0:
                return False
        if banish >= 0:
            F = self.F
            return any(F[u].defense <= banish for u in self.uchite[1 - p])
        return True

    def push_effects(self, p: int, src: int, effects: tuple[EffectTuple, ...]) -> None:
        """HGO-5.21: resolve ``effects`` in the order listed, controlled by ``p``."""
        if effects:
            self.push(*[("eff", p, src, e) for e in effects])

    # ------------------------------------------------------------------ provided by the rules sections
    def trigger(self, events: tuple[tuple[int, str], ...]) -> None:
        """Resolve the characters' triggered abilities of ``events`` (playing.py, HGO-5.22)."""
        raise NotImplementedError

    def finish(self, reason: str) -> None:
        """End the game by scoring it (scoring.py, HGO-7.5)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the end
    def resign(self, p: int) -> None:
        """HGO-7.1: the player who resigns loses at once; no score is given (HGO-7.9)."""
        self.log("resign", {"player": p})
        self.end_game(1 - p, "RESIGN")
