"""3. Setup (HGO-3.1–3.10): nigiri, bowls, shuffles, opening hands and mulligans.

Deck validation (HGO-3.1) happens before a state exists (``game.py``, HGO-2.9).
"""

from __future__ import annotations

from tcgkit.core import Action

from .actions import KEEP, MULLIGAN, RESIGN
from .base import Frame, HgoBase, decision

BOWL = 18  # HGO-2.7


class SetupRules(HgoBase):
    def blank(self, owners: tuple[int, ...]) -> None:
        """HGO-3.2: an empty table, both bowls full (HGO-2.7), no match."""
        n = len(self.cards)
        self.owner = owners
        self.black = 0
        self.turn = 1
        self.active = 0
        self.phase = "mulligan"
        self.stones = [0, 0]
        self.tapped = 0
        self.ko = [-1, -1]
        self.bowls = [BOWL, BOWL]
        self.agehama = [0, 0]
        self.hands = [[], []]
        self.decks = [[], []]
        self.discards = [[], []]
        self.chars = [[], []]
        self.uchite = [[], []]
        self.fuseki = [[], []]
        self.resolving = []
        self.since = [0] * n
        self.used = []
        self.placed = [False, False]
        self.match_held = False
        self.mulligans = ["", ""]
        self.att = self.dfd = -1
        self.piles = [[], []]
        self.tcount = [0, 0]
        self.prio = -1
        self.passes = 0
        self.mods = []
        self.known = []
        self.reshuffled = [[], []]

    def deal(self, split: int) -> None:
        """HGO-3.3–3.6: nigiri picks the first player (black, HGO-3.4); each deck is shuffled; each draws 7."""
        n = len(self.cards)
        self.decks = [list(range(split)), list(range(split, n))]
        first = self.rand_below(2)
        self.black = self.active = first
        self.log("nigiri", {"black": first})
        for p in (first, 1 - first):
            self.shuffle(self.decks[p])
            self.log("shuffle", {"player": p})
        hand = self.GAME.profile.opening_hand
        for p in (first, 1 - first):
            self.draw(p, hand)
        self.push(("mull", first), ("mull", 1 - first), ("turn",))

    def offer_mull(self, frame: Frame) -> list[Action]:
        """HGO-3.7: keep or mulligan, the first player first; the second knows the first's choice."""
        return [KEEP, MULLIGAN, RESIGN]

    @decision
    def take_mull(self, frame: Frame, act: Action) -> None:
        """HGO-3.8–3.9: a mulligan shuffles the whole hand into the deck and draws 7; the new hand is kept."""
        p = frame[1]
        self.mulligans[p] = act.id
        self.log(act.id, {"player": p})
        if act is MULLIGAN:
            hand = self.hands[p]
            for iid in hand:
                self.leave_hand(p, iid)
            self.decks[p].extend(hand)
            hand.clear()
            self.shuffle(self.decks[p])
            self.draw(p, self.GAME.profile.opening_hand)
