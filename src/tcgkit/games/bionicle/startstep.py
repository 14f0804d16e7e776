"""The Start step: the optional discard at 7 cards, (re-)attaching a mask and a Turaga, and the turn window with
the turn-timed effects DRAW, RECOVER and ABANDON_MISSION (BIO-4.3 to BIO-4.6, BIO-10.4).

Each of these is a decision offered only when it can matter; when the only choice is to keep things as they are, the
engine applies it without asking (BIO-0.4).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action

from .base import HAND_LIMIT, KEEP, STOP, BioBase, turn_card_legal
from .drawing import discard_from_hand, play_from_hand
from .missions import drop_active
from .shortcuts import GO, skip_to_move, with_go


def loose_cards(state: BioBase, player: int, kind: str) -> list[int]:
    """BIO-4.4, BIO-4.5: ``player``'s held cards of ``kind`` ("mask" or "turaga") not attached now."""
    if kind == "mask":
        flags, current = state.facts.is_mask, state.amask[player]
    else:
        flags, current = state.facts.is_turaga, state.aturaga[player]
    return [i for i in state.held[player] if flags[i] and i != current]


def turn_cards(state: BioBase, player: int) -> list[int]:
    """BIO-4.6, BIO-10.4: the turn-timed cards of ``player``'s hand that may be played now."""
    timing = state.facts.timing
    return [i for i in state.hands[player] if timing[i] == "turn" and turn_card_legal(state, player, i)]


def first_start_choice(state: BioBase, player: int) -> int:
    """The first of the Start step's decisions (0 discard, 1 mask, 2 Turaga, 3 turn window; 4: none) that offers
    more than keeping things as they are, the Start step just begun: the ones before it are a lone "keep" or "stop",
    taken without asking (BIO-0.4) and changing nothing."""
    if len(state.hands[player]) == HAND_LIMIT:
        return 0
    if state.held[player]:  # (no held card, nothing to attach: the usual case, answered without the scans)
        if loose_cards(state, player, "mask"):
            return 1
        if loose_cards(state, player, "turaga"):
            return 2
    if turn_cards(state, player):
        return 3
    return 4


def attach(state: BioBase, player: int, iid: int) -> None:
    """Attach a held mask or Turaga; the one attached before stays held, unattached (BIO-4.4, BIO-4.5, BIO-6.2)."""
    if state.facts.is_mask[iid]:
        state.amask[player] = iid
    else:
        state.aturaga[player] = iid
    state.log("attach", {"player": player, "card": state.cards[iid]})


class StartStepMixin(BioBase):
    """Frames ``sdiscard``, ``attach``, ``twindow``, ``recover`` (decisions) and ``abandon`` (step)."""

    def offer_sdiscard(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-4.3: with exactly 7 cards in hand the player may discard one."""
        hand = self.hands[frame[1]]
        if len(hand) != HAND_LIMIT:
            return [KEEP]
        return with_go(self, frame[1], [*self.card_choices("discard", hand, "Discard"), KEEP])

    def take_sdiscard(self, frame: tuple[Any, ...], act: Action) -> None:
        p = frame[1]
        if act.id == GO.id:
            skip_to_move(self, p)
        elif act.data is not None:
            discard_from_hand(self, p, self.first_of(self.hands[p], act.data), "start")

    def offer_attach(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-4.4, BIO-4.5: ("attach", player, "mask"|"turaga") — attach one held unattached card of that kind."""
        _, p, kind = frame
        loose = loose_cards(self, p, kind)
        if not loose:
            return [KEEP]
        return with_go(self, p, [*self.card_choices("attach", loose, "Attach"), KEEP])

    def take_attach(self, frame: tuple[Any, ...], act: Action) -> None:
        p = frame[1]
        if act.id == GO.id:
            skip_to_move(self, p)
        elif act.data is not None:
            attach(self, p, self.first_of(self.held[p], act.data))

    def offer_twindow(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-4.6: play turn-timed action cards one at a time (each resolved fully), or stop."""
        p = frame[1]
        cards = turn_cards(self, p)
        return with_go(self, p, [*self.card_choices("play", cards, "Play"), STOP]) if cards else [STOP]

    def take_twindow(self, frame: tuple[Any, ...], act: Action) -> None:
        p = frame[1]
        if act.id == GO.id:
            skip_to_move(self, p)
            return
        if act.data is None:
            return
        iid = self.first_of(self.hands[p], act.data)
        play_from_hand(self, p, iid)
        frames: list[tuple[Any, ...]] = []
        for op, n, _stats, _bohrok in self.facts.effects[iid]:
            if op == "DRAW":
                frames.append(("draw", p, n))
            elif op == "RECOVER":
                frames.append(("recover", p, iid))
            elif op == "ABANDON_MISSION":
                frames.append(("abandon", p))
        self.push(*frames, ("twindow", p))

    def offer_recover(self, frame: tuple[Any, ...]) -> list[Action]:
        """RECOVER: a card of the action discard other than the played one goes to hand (BIO-10.4, BIO-6.1)."""
        _, p, played = frame
        others = [i for i in self.adiscs[p] if i != played]
        if not others or len(self.hands[p]) >= HAND_LIMIT:
            return [KEEP]
        return self.card_choices("recover", others, "Recover")

    def take_recover(self, frame: tuple[Any, ...], act: Action) -> None:
        _, p, played = frame
        if act.data is None:
            return
        iid = min(i for i in self.adiscs[p] if i != played and self.cards[i] == act.data)
        self.adiscs[p].remove(iid)
        self.hands[p].append(iid)
        self.known[p].append(iid)  # taken from a public pile: the opponent knows it is in this hand
        self.log("recover", {"player": p, "card": self.cards[iid]})

    def step_abandon(self, frame: tuple[Any, ...]) -> None:
        """ABANDON_MISSION: the active mission goes to its discard unfinished (BIO-10.4, BIO-6.7)."""
        p = frame[1]
        if self.mq[p]:
            drop_active(self, p, "abandoned")
