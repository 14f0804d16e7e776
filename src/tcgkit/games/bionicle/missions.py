"""Missions: drawing them into the queue, progress, eligibility and the mission check (BIO-5.6 to BIO-5.8, BIO-6.4).

Missions are finished strictly oldest first: only the head of the queue (the *active* mission) collects events and
is checked, once per turn in the Mission check step, so at most one mission is finished per turn. A mission becomes
eligible at the start of its owner's Move step; the next mission in the queue starts with progress 0, not eligible.
"""

from __future__ import annotations

from typing import Any

from .base import NONE, BioBase, take_top
from .effects import ANY, EVENT_CONDITIONS


def mission_event(state: BioBase, player: int, op: str, arg: str = "") -> None:
    """BIO-5.7: an event of kind ``op`` (with the entered square's kind or the played card's timing as ``arg``)
    adds 1 to the progress of ``player``'s active mission if it matches — only in ``player``'s own turn."""
    if player != state.active or not state.started:
        return
    queue = state.mq[player]
    if not queue:
        return
    cond = state.facts.cond[queue[0]]
    if cond is None or cond[0] != op:
        return
    if op == "ENTER_KIND" and arg not in cond[1]:
        return
    if op == "PLAY_ACTIONS" and cond[4] != ANY and cond[4] != arg:
        return
    state.mprog[player] += 1


def condition_met(state: BioBase, player: int) -> bool:
    """BIO-5.8: whether the active mission's condition holds now (event count reached, or the distance)."""
    head = state.mq[player][0]
    op, _kinds, n, d, _timing = state.facts.cond[head]  # type: ignore[misc]
    if op in EVENT_CONDITIONS:
        return bool(state.mprog[player] >= n)
    return state.board.distance(state.pos[player], state.mdraw[player][0]) >= d


def drop_active(state: BioBase, player: int, how: str) -> None:
    """The active mission leaves the queue for the discard of the deck it came from (BIO-5.8, BIO-6.7); the next
    one becomes active with progress 0, not eligible."""
    iid = state.mq[player].pop(0)
    state.mdraw[player].pop(0)
    state.mdiscs[state.md(player)].append(iid)
    state.mprog[player] = 0
    state.melig[player] = False
    state.log(f"mission_{how}", {"player": player, "card": state.cards[iid]})


class MissionsMixin(BioBase):
    """Frames ``mission_draw`` and ``mcheck`` (steps)."""

    def step_mission_draw(self, frame: tuple[Any, ...]) -> None:
        """BIO-5.6: the top mission of the deck in use goes to the end of the queue, drawn at this MI square."""
        p = frame[1]
        d = self.md(p)
        owner = None if len(self.mdecks) == 1 else p  # the shared deck, or p's own (BIO-11.1 mission_deck)
        iid = take_top(self, self.mdecks[d], self.mdiscs[d], "mission", owner)
        if iid == NONE:
            self.log("no_card", {"deck": "mission"} if owner is None else {"player": p, "deck": "mission"})
            return
        self.mq[p].append(iid)
        self.mdraw[p].append(self.pos[p])
        if len(self.mq[p]) == 1:
            self.mprog[p] = 0
            self.melig[p] = False
        self.log("mission_drawn", {"player": p, "card": self.cards[iid], "square": self.board.names[self.pos[p]]})

    def step_mcheck(self, frame: tuple[Any, ...]) -> None:
        """BIO-4.19, BIO-5.8: finish the active mission if it is eligible and met (also when the Toa stayed)."""
        p = frame[1]
        if self.mq[p] and self.melig[p] and condition_met(self, p):
            drop_active(self, p, "finished")
