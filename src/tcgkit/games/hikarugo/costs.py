"""5.A Paying costs (HGO-5.1–5.5): stone by stone, offering only stones that keep the payment completable.

There is no mana pool (HGO-5.4): a payment is one frame ``("pay", player, cost, picked)`` where ``picked`` is the
mask of the stones tapped for it so far; each pick taps one of the payer's own untapped stones, which produces one
mana of its quadrant's colour (HGO-5.1). A stone placed this turn may be tapped (HGO-5.5).
"""

from __future__ import annotations

from tcgkit.core import Action

from .actions import PAY, RESIGN, square_actions
from .base import Frame, HgoBase, decision
from .board import QUADRANTS, square_names
from .shortcuts import RunAction, pay_auto_action


def completable(cost: tuple[int, ...], total: int, picked: tuple[int, ...], avail: tuple[int, ...]) -> bool:
    """HGO-5.3: picks ``picked`` (per quadrant) can still be completed with ``avail`` untapped, unpicked stones:
    avail_c ≥ need_c for every colour, Σ need_c ≤ T − k and Σ avail_c ≥ T − k."""
    left = total - sum(picked)
    need = 0
    for c in range(4):
        n = cost[c] - picked[c]
        if n > 0:
            if avail[c] < n:
                return False
            need += n
    return need <= left and sum(avail) >= left


def pickable(cost: tuple[int, ...], total: int, picked_mask: int, untapped: int) -> int:
    """The mask of stones among ``untapped`` whose pick keeps the payment completable (HGO-5.2, HGO-5.3).

    ``completable`` after one more pick from quadrant q, worked out once for all q (the quadrants cover the board, so
    Σ avail_c and Σ picked_c are the masks' bit counts): avail_c ≥ need_c for every c and Σ avail_c ≥ T − k do not
    depend on q; Σ need_c ≤ T − k − 1 afterwards holds for every q when Σ need_c < T − k, and only for the quadrants
    still needed (need_q > 0, whose need the pick lowers) when Σ need_c = T − k."""
    need = 0
    needed = 0  # the quadrants with need_c > 0
    for c, quadrant in zip(cost, QUADRANTS, strict=False):  # black, the cost's last colour, has no quadrant
        if c:
            n = c - (picked_mask & quadrant).bit_count()
            if n > 0:
                if (untapped & quadrant).bit_count() < n:
                    return 0
                need += n
                needed |= quadrant
    left = total - picked_mask.bit_count()
    if need > left or untapped.bit_count() < left:
        return 0
    return untapped if need < left else untapped & needed


class PayRules(HgoBase):
    """The payment decision: ``pay <square>`` until the cost total is tapped (exact payment, HGO-5.2), or
    ``pay auto`` for the whole rest at once (``shortcuts.py``) when at least two stones may be tapped."""

    def offer_pay(self, frame: Frame) -> list[Action]:
        _, p, cost, picked = frame
        untapped = self.stones[p] & ~self.tapped
        mask = pickable(cost, sum(cost), picked, untapped)
        acts = square_actions(mask, PAY)
        if len(acts) > 1:
            acts.insert(0, pay_auto_action(cost, picked, untapped))
        acts.append(RESIGN)
        return acts

    @decision
    def take_pay(self, frame: Frame, act: Action) -> None:
        _, p, cost, picked = frame
        b = act.mask if isinstance(act, RunAction) else 1 << act.data
        self.tapped |= b
        picked |= b
        if picked.bit_count() < sum(cost):
            self.push(("pay", p, cost, picked))
        else:
            squares = square_names(picked)
            self.log("paid", {"player": p, "squares": squares})
