"""The simultaneous turn (SWT-4.1-4.13) and the end of the game (SWT-7.1-7.5).

A turn: ready phase (untap everything, +4 Force each, draw 1 each, Dark first), command phase (command start
triggers, build roll, Dark build, Light build, Dark retreat, Light retreat), battle phase (space, ground,
character) and end of turn: build points to 0, arena control, victory (2 or 3 arenas), turn limit, then
"until end of turn" effects end and a state check.
"""

from __future__ import annotations

from .base import U_OWN, U_ZONE, Frame
from .battle import BattleMixin
from .cards import ARENAS

FORCE_PER_TURN = 4


class TurnMixin(BattleMixin):
    def step_turn(self, frame: Frame) -> None:
        """SWT-4.1-4.4: the ready phase."""
        self.turn += 1
        self.phase = "ready"
        self.log("turn", {"turn": self.turn})
        self.untap_all()
        for p in self.sides():
            self.force[p] += FORCE_PER_TURN
            self.log("force", {"player": p, "change": FORCE_PER_TURN, "force": self.force[p]})
        for p in self.sides():
            self.draw(p, 1)
        dark, light = self.sides()
        extra = [("bottom", p, n) for p in self.sides() if (n := self.extra_draws(p))]
        self.push(
            *extra,
            ("command_start",),
            ("build_roll",),
            ("build_step", dark),
            ("build_step", light),
            ("retreat_step", dark),
            ("retreat_step", light),
            ("battle_phase",),
            ("end_turn",),
        )

    def step_command_start(self, frame: Frame) -> None:
        """SWT-4.5."""
        self.phase = "command"
        self.fire("command_start")

    def step_build_roll(self, frame: Frame) -> None:
        """SWT-4.6: one die for the Light player; each player gains that many build points, +1 for a player with
        a unit in each of the three arenas at this moment (retreated units don't count)."""
        die = self.roll_die()
        gains = []
        arenas: tuple[set[int], set[int]] = (set(), set())  # the arenas where each player has a unit
        for u in self.units:
            if u[U_ZONE] < 3:
                arenas[u[U_OWN]].add(u[U_ZONE])
        for p in self.sides():
            everywhere = len(arenas[p]) == 3
            gain = die + (1 if everywhere else 0)
            self.bp[p] += gain
            gains.append({"player": p, "gain": gain, "bonus": everywhere})
        self.log("build_roll", {"die": die, "gains": gains})
        self.fire("build_roll")

    def step_end_turn(self, frame: Frame) -> None:
        """SWT-4.12 (1)-(5)."""
        self.phase = "end"
        self.bp = [0, 0]
        ctrl = [0, 0]
        holders = []
        for a in range(3):
            present = {u[U_OWN] for u in self.units if u[U_ZONE] == a}
            if len(present) == 1:
                p = present.pop()
                ctrl[p] += 1
                holders.append(p)
            else:
                holders.append(None)
        self.ctrl = ctrl
        self.log("control", {"arenas": dict(zip(ARENAS, holders, strict=True)), "counts": list(ctrl)})
        for p in self.sides():
            if ctrl[p] >= 2:
                self.end_game(p, "CONTROL", tuple(ctrl))
                return
        if self.turn >= int(self.options.get("turn_limit", 60)):
            self.end_game(None, "TURN_LIMIT", tuple(ctrl))
            return
        self.push(("later", "end"), ("end_effects",), ("turn",))
