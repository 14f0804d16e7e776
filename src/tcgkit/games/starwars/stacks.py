"""Stacks (SWT-1.15, SWT-3.9, SWT-5.5, SWT-5.7, SWT-6.10).

A stack is one unit made of up to 4 unique cards of one persona, no two copies (same name and version). Only the
top card's stats, keywords and abilities apply, plus +10 speed, +1 power, +1 health per card under it; its build
cost is the top card's printed cost + the cards under it. Putting a card U on a stack X costs, in build counters
(or, during setup, in initial total): on top (only if U's printed cost >= the top card's) U's cost - top's cost + 1;
underneath 1. A reorder makes another card of the stack the top, paying the cost difference in build points when
the new top costs more (SWT-5.7).
"""

from __future__ import annotations

from .base import U_CARDS, U_ID, Unit
from .dice import DiceMixin

MAX_STACK = 4


class StackMixin(DiceMixin):
    def can_stack(self, x: Unit, iid: int) -> bool:
        """SWT-6.10: X has fewer than 4 cards and no copy of the card."""
        cards = x[U_CARDS]
        copy = self.facts[iid].copy
        return len(cards) < MAX_STACK and all(self.facts[c].copy != copy for c in cards)

    def stack_options(self, x: Unit, iid: int) -> list[tuple[str, int]]:
        """(position, cost) of each legal way to put card ``iid`` on stack ``x`` (SWT-3.9, SWT-5.5)."""
        if not self.can_stack(x, iid) or self.stacking_banned():
            return []
        mine = self.facts[iid].cost
        top = self.facts[x[U_CARDS][0]].cost
        if mine >= top:
            return [("top", mine - top + 1), ("under", 1)]
        return [("under", 1)]

    def put_on_stack(self, x: Unit, iid: int, position: str) -> None:
        """Add a card to a stack; the unit keeps its tapped state, damage and attachments (SWT-5.5)."""
        cards = x[U_CARDS]
        new = (iid, *cards) if position == "top" else (*cards, iid)
        self.set_unit(x[U_ID], U_CARDS, new)
        self.log(
            "stack",
            {"unit": x[U_ID], "card": self.cards[iid], "position": position, "cards": [self.cards[c] for c in new]},
        )

    def reorder_cost(self, x: Unit, iid: int) -> int:
        """SWT-5.7: the build points a reorder making ``iid`` the top costs."""
        return max(0, self.facts[iid].cost - self.facts[x[U_CARDS][0]].cost)

    def reorder(self, x: Unit, iid: int) -> None:
        """SWT-5.7: ``iid`` becomes the top and the former top goes underneath; a state check follows."""
        cards = x[U_CARDS]
        rest = tuple(c for c in cards[1:] if c != iid)
        new = (iid, cards[0], *rest)
        self.set_unit(x[U_ID], U_CARDS, new)
        self.log("reorder", {"unit": x[U_ID], "top": self.cards[iid], "cards": [self.cards[c] for c in new]})
        self.state_check()
