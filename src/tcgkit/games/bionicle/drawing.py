"""The hand: drawing action cards with the 7-card limit (BIO-5.5, BIO-6.1, library out BIO-6.5), discarding and
playing cards from it (BIO-6.7).

The draw procedure: with h cards in hand and n to draw, if h + n > 7 the player may first discard up to h + n − 7
cards one at a time (or stop), then draws min(n, 7 − h′). An empty deck is refilled from its shuffled discard; if
the discard is empty too nothing is taken and nobody loses (BIO-6.5, BIO-7.3).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action

from .base import HAND_LIMIT, NONE, STOP, BioBase, take_top
from .missions import mission_event


def draw_action(state: BioBase, player: int) -> bool:
    """Draw one action card into ``player``'s hand; False if none could be taken (BIO-6.5)."""
    iid = take_top(state, state.adecks[player], state.adiscs[player], "action", player)
    if iid == NONE:
        state.log("no_card", {"player": player, "deck": "action"})
        return False
    state.hands[player].append(iid)
    state.log("draw", {"player": player, "card": state.cards[iid]}, (player,))
    state.log("draw", {"player": player}, (1 - player,))
    return True


def discard_from_hand(state: BioBase, player: int, iid: int, why: str) -> None:
    """A discard from hand by BIO-4.3 or BIO-5.5: public, and a DISCARD_ACTIONS mission event (BIO-10.5)."""
    state.leave_hand(player, iid)
    state.adiscs[player].append(iid)
    state.log("discard", {"player": player, "card": state.cards[iid], "why": why})
    mission_event(state, player, "DISCARD_ACTIONS")


def play_from_hand(state: BioBase, player: int, iid: int) -> None:
    """Play an action card: it is revealed and goes to its owner's action discard (BIO-5.10, BIO-6.7); a
    PLAY_ACTIONS mission event for its timing (BIO-10.5). Action cards have no cost (BIO-1.7)."""
    state.leave_hand(player, iid)
    state.adiscs[player].append(iid)
    state.log("play", {"player": player, "card": state.cards[iid]})
    mission_event(state, player, "PLAY_ACTIONS", state.facts.timing[iid])


class DrawingMixin(BioBase):
    """Frames ``draw`` (step), ``predisc`` (decision) and ``drawn`` (step)."""

    def step_draw(self, frame: tuple[Any, ...]) -> None:
        """BIO-5.5: ("draw", player, n) — offer the optional discards first if the draw would pass 7."""
        _, p, n = frame
        h = len(self.hands[p])
        over = min(h + n - HAND_LIMIT, h)
        if over > 0:
            self.push(("predisc", p, n, over))
        else:
            self.push(("drawn", p, n))

    def offer_predisc(self, frame: tuple[Any, ...]) -> list[Action]:
        p = frame[1]
        return [*self.card_choices("discard", self.hands[p], "Discard before drawing:"), STOP]

    def take_predisc(self, frame: tuple[Any, ...], act: Action) -> None:
        _, p, n, left = frame
        if act.id != "stop":
            discard_from_hand(self, p, self.first_of(self.hands[p], act.data), "draw")
            if left > 1 and self.hands[p]:
                self.push(("predisc", p, n, left - 1))
                return
        self.push(("drawn", p, n))

    def step_drawn(self, frame: tuple[Any, ...]) -> None:
        """BIO-5.5, BIO-6.1: draw min(n, 7 − hand size) cards, one at a time."""
        _, p, n = frame
        for _ in range(min(n, HAND_LIMIT - len(self.hands[p]))):
            if not draw_action(self, p):
                break
