"""The retreat steps (SWT-4.9, SWT-4.10, SWT-5.10).

The player picks, one at a time, any number of their untapped units in arenas, then "done"; each moves to their
build zone face up and tapped, keeping its stack, damage counters and attachments. Tapped units can't retreat.
"""

from __future__ import annotations

from tcgkit.core import Action

from .base import CHARACTER, U_CARDS, U_ID, U_OWN, U_TAP, U_ZONE, Frame, SwtBase, Unit
from .contests import ContestMixin
from .refs import uref

RETREAT_DONE = Action("done", "Retreat no more units")


def retreat_action(s: SwtBase, uid: int, cards: tuple[int, ...]) -> Action:
    """``retreat uN`` (RetreatMixin.memo_action)."""
    return Action(f"retreat u{uid}", f"Retreat {s.stack_label(cards)}", uid, refs=(uref(uid),))


class RetreatMixin(ContestMixin):
    #: After a retreat without any restriction in force: (the board's version after it, the player, the units
    #: that may still retreat), so that the next retreat step reads them rather than passing over every unit
    #: again (the retreat changed only the retreating unit, and removing a unit from play adds no restriction).
    #: Replaced, never mutated.
    _retreat_left: tuple[int, int, list[Unit]] | None = None
    #: The units the last retreat decision offered, with the board's version and the player (for ``take_retreat``).
    _retreat_offer: tuple[int, int, list[Unit]] | None = None

    def step_retreat_step(self, frame: Frame) -> None:
        p = frame[1]
        self.phase = f"retreat:{self.side_name(p)}"
        left = self._retreat_left
        if left is not None and left[0] == self.units_v and left[1] == p:
            able = left[2]
            self._retreat_left = None  # read once, by the step right after the retreat
        else:
            able = self.retreat_candidates(p)
        if able:
            self.push_offered(("retreat", p), able)

    def retreat_candidates(self, p: int) -> list[Unit]:
        """SWT-5.10: p's units that may retreat now (``may_retreat``), in unit order."""
        limited = self.retreats_limited()
        return [
            u
            for u in self.units
            if u[U_OWN] == p and u[U_ZONE] <= CHARACTER and not u[U_TAP] and not (limited and self.retreat_blocked(u))
        ]

    def offer_retreat(self, frame: Frame) -> list[Action]:
        able = self.offered(frame)
        if able is None:
            able = self.retreat_candidates(frame[1])
        self._retreat_offer = (self.units_v, frame[1], able)
        memo = self._actions
        acts = []
        for u in able:
            key = (retreat_action, u[U_ID], u[U_CARDS])  # memo_action, inlined (hot path)
            act = memo.get(key)
            if act is None:
                if len(memo) > 4096:
                    memo.clear()
                act = memo[key] = retreat_action(self, u[U_ID], u[U_CARDS])
            acts.append(act)
        acts.append(RETREAT_DONE)
        return acts

    def retreats_limited(self) -> bool:
        """Is any retreat restriction in force (Chase the Villain, Slave I (A))? Checked once per decision."""
        if self.mods and any(m[1].startswith("no_retreat:") for m in self.mods):
            return True
        return self.has_static_op("no_retreat")

    def may_retreat(self, u: Unit, p: int, limited: bool = True) -> bool:
        """SWT-5.10: p's untapped unit in an arena, unless a card forbids it (SWT-0.8, ``retreat_blocked``)."""
        if u[U_OWN] != p or u[U_ZONE] > CHARACTER or u[U_TAP]:
            return False
        return not (limited and self.retreat_blocked(u))

    def take_retreat(self, frame: Frame, act: Action) -> None:
        if act.data is None:
            return
        p, uid = frame[1], act.data
        offer = self._retreat_offer  # the units this decision offered (the state is the same since)
        able = None
        if offer is not None and offer[0] == self.units_v and offer[1] == p and not self.retreats_limited():
            able = offer[2]
        before = self.units_v
        self.retreat_unit(uid)
        if able is not None and self.units_v != before:
            self._retreat_left = (self.units_v, p, [u for u in able if u[U_ID] != uid])
        self.push(("retreat_step", p))
