"""The retreat steps (SWT-4.9, SWT-4.10, SWT-5.10).

The player picks, one at a time, any number of their untapped units in arenas, then "done"; each moves to their
build zone face up and tapped, keeping its stack, damage counters and attachments. Tapped units can't retreat.
"""

from __future__ import annotations

from tcgkit.core import Action

from .base import CHARACTER, U_ID, U_OWN, U_TAP, U_ZONE, Frame
from .effects import EffectsMixin


class RetreatMixin(EffectsMixin):
    def step_retreat_step(self, frame: Frame) -> None:
        p = frame[1]
        self.phase = f"retreat:{self.side_name(p)}"
        if any(u[U_OWN] == p and u[U_ZONE] <= CHARACTER and not u[U_TAP] for u in self.units):
            self.push(("retreat", p))

    def offer_retreat(self, frame: Frame) -> list[Action]:
        p = frame[1]
        acts = [
            Action(f"retreat u{u[U_ID]}", f"Retreat {self.unit_label(u)}", u[U_ID])
            for u in self.units
            if u[U_OWN] == p and u[U_ZONE] <= CHARACTER and not u[U_TAP]
        ]
        return [*acts, Action("done", "Retreat no more units")]

    def take_retreat(self, frame: Frame, act: Action) -> None:
        if act.data is None:
            return
        self.retreat_unit(act.data)
        self.push(("retreat_step", frame[1]))
