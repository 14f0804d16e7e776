"""Bohrok raids with krana keys (BIO-4.18, BIO-5.18 to BIO-5.21, BIO-6.8).

On a BC final square, while the Bohrok deck is not empty, the active player may play a krana card naming the top
Bohrok: that Bohrok raids the opponent's Toa (stat of a revealed challenge card, a window, raider's value ≥
defender's value succeeds, the raider adding the Bohrok's modifier). On success the defender returns one held mask
or Turaga face down on top of their M&T deck, known to both players. The Bohrok is then removed from the game; once
the deck is empty BC squares do nothing and the nest is an ordinary square.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action

from .base import DECLINE, NONE, BioBase
from .challenges import close_contest, reveal, values
from .drawing import play_from_hand


def raid_keys(state: BioBase, player: int) -> list[int]:
    """BIO-5.18: krana cards in ``player``'s hand that name the top Bohrok (none if the deck is empty)."""
    if not state.bdeck:
        return []
    top = state.facts.name[state.bdeck[-1]]
    krana = state.facts.krana
    return [i for i in state.hands[player] if top in krana[i]]


class RaidsMixin(BioBase):
    """Frames ``raid_offer``, ``raid_loss`` (decisions), ``raid``, ``raid_resolve``, ``raid_cleanup`` (steps)."""

    def offer_raid_offer(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-5.18: play one krana card naming the top Bohrok (one option per different card), or decline."""
        top = (self.bdeck[-1],)  # the raid's Bohrok, public (BIO-8.5)
        return [*self.card_choices("play", raid_keys(self, frame[1]), "Raid with", top), DECLINE]

    def take_raid_offer(self, frame: tuple[Any, ...], act: Action) -> None:
        p = frame[1]
        if act.data is None:
            return
        play_from_hand(self, p, self.first_of(self.hands[p], act.data))
        self.push(("raid", p))

    def step_raid(self, frame: tuple[Any, ...]) -> None:
        """BIO-5.19: the top Bohrok raids (public); a challenge card is revealed; the window, raider first."""
        p = frame[1]
        self.rbohrok = self.bdeck.pop()
        self.log("raid", {"player": p, "bohrok": self.cards[self.rbohrok]})
        if self.bdeck:
            self.log("bohrok_top", {"card": self.cards[self.bdeck[-1]]})  # BIO-8.5: the new top is public
        self.wkind = "raid"
        self.window = []
        if not reveal(self):
            self.push(("raid_cleanup",))
            return
        self.push(("window", p, 0), ("raid_resolve", p), ("raid_cleanup",))

    def step_raid_resolve(self, frame: tuple[Any, ...]) -> None:
        """BIO-5.19, BIO-5.20: success iff the raider's value ≥ the defender's; the defender then returns a card."""
        p = frame[1]
        vals = values(self)
        success = vals[p] >= vals[1 - p]
        stat = self.facts.chal_stat[self.revealed]
        self.log("raid_result", {"player": p, "stat": stat, "values": list(vals), "success": success})
        if success and self.held[1 - p]:
            self.push(("raid_loss", 1 - p))

    def offer_raid_loss(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-5.20: the defender chooses one held mask or Turaga to return."""
        return self.card_choices("return", self.held[frame[1]], "Return to the top of your Mask & Turaga deck:")

    def take_raid_loss(self, frame: tuple[Any, ...], act: Action) -> None:
        d = frame[1]
        iid = self.first_of(self.held[d], act.data)
        self.held[d].remove(iid)
        if self.amask[d] == iid:
            self.amask[d] = NONE
        if self.aturaga[d] == iid:
            self.aturaga[d] = NONE
        self.mtdecks[d].append(iid)  # face down on top, its identity known to both players (BIO-8.3)
        self.mtknown[d] += 1
        self.log("return", {"player": d, "card": self.cards[iid], "masks": self.mask_count(d)})

    def step_raid_cleanup(self, frame: tuple[Any, ...]) -> None:
        """BIO-5.21: the Bohrok is removed from the game; BIO-6.8 once the deck is empty."""
        self.removed.append(self.rbohrok)
        self.log("bohrok_removed", {"card": self.cards[self.rbohrok]})
        self.rbohrok = NONE
        close_contest(self)
        if not self.bdeck:
            self.log("swarm_gone", {"nest": self.board.names[self.nest]})
