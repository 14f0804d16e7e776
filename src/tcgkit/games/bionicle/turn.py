"""Turn structure: the five steps Start, Move, Square, Mission check and End (BIO-4.1, BIO-4.2, BIO-4.12 to
BIO-4.20).

Only the final square of the Move step is resolved: general, ST and nest squares do nothing, PO transfers, GA/2G
draw, MI draws a mission, CL/2C challenge once/twice, BC offers a raid while Bohrok remain. No card is drawn
automatically at the start of a turn.
"""

from __future__ import annotations

from typing import Any

from .base import BioBase
from .endgame import check_turn_limit
from .movement import free_portals, move_step
from .raids import raid_keys
from .startstep import first_start_choice


def _turn_frames(p: int) -> tuple[tuple[Any, ...], ...]:
    """The frames of a turn of player ``p``, in order (BIO-4.2)."""
    return (
        ("sdiscard", p),  # BIO-4.3
        ("attach", p, "mask"),  # BIO-4.4
        ("attach", p, "turaga"),  # BIO-4.5
        ("twindow", p),  # BIO-4.6
        ("movestep", p),  # BIO-4.7 to BIO-4.11
        ("square", p),  # BIO-4.12 to BIO-4.18
        ("mcheck", p),  # BIO-4.19
        ("end", p),  # BIO-4.20
    )


_TURN_FRAMES = (_turn_frames(0), _turn_frames(1))
_MOVESTEP = 4  # the index of ("movestep", p) in them


class TurnMixin(BioBase):
    """Frames ``turn``, ``square`` and ``end`` (steps)."""

    def step_turn(self, frame: tuple[Any, ...]) -> None:
        """BIO-4.1, BIO-4.2: a new turn of the active player, its steps in order."""
        p = self.active
        self.log("turn", {"turn": self.turn, "player": p})
        # BIO-0.4: the Start-step decisions ahead of the first with a real choice are a lone "keep" or "stop" that
        # changes nothing: they are not pushed (nor, without one, the Move step's frame: it starts at once)
        first = first_start_choice(self, p)
        frames = _TURN_FRAMES[p]
        if first < _MOVESTEP:
            self.push(*frames[first:])
        else:
            self.push(*frames[_MOVESTEP + 1 :])
            move_step(self, p, False)

    def step_square(self, frame: tuple[Any, ...]) -> None:
        """BIO-4.11 to BIO-4.18: move effects end with the Move step; the final square is resolved by its kind."""
        p = frame[1]
        self.extra = 0
        self.leap = False
        self.ignore = False
        if not self.moved:
            return  # BIO-4.9: no step, no Square step
        sq = self.pos[p]
        kind = self.board.kind[sq]
        if kind == "PO":
            if free_portals(self, p):
                self.push(("portal", p))
            else:
                self.log("portal_blocked", {"player": p})
        elif kind == "GA":
            self.push(("draw", p, 1))
        elif kind == "2G":
            self.push(("draw", p, 2))
        elif kind == "MI":
            self.push(("mission_draw", p))
        elif kind == "CL":
            self.push(("challenge", p))
        elif kind == "2C":
            self.push(("challenge", p), ("challenge", p))
        elif kind == "BC":
            if not self.bdeck:
                self.log("bc_inert", {"player": p})  # BIO-6.8
            elif raid_keys(self, p):
                self.push(("raid_offer", p))

    def step_end(self, frame: tuple[Any, ...]) -> None:
        """BIO-4.20: the turn-limit check (BIO-7.4), then the opponent becomes the active player."""
        if check_turn_limit(self):
            return
        self.turn += 1
        self.active = 1 - self.active
        self.step_turn(frame)  # the frame ("turn",) would be next on the stack
