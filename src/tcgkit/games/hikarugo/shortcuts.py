"""Whole-run actions (no busywork): ``pay auto`` finishes a payment (HGO-5.3), ``untap all`` / ``untap auto`` use
a whole untap allowance (HGO-4.3, UNTAP_STONES of HGO-10.8), ``take auto`` takes all the stones a won match gives
(HGO-5.35), and ``end-turn`` in the Main phase or at the match declaration ends the turn at once (HGO-4.6–4.10).

They are ordinary actions, recorded like any other; the single steps stay offered beside them. Each does exactly what
a run of single steps may do, choosing deterministically what the rules leave open:

- ``pay auto`` taps, for each of blue, red, white and yellow, the stones the cost still needs from that colour's
  quadrant (HGO-5.2), then pays the black (generic) rest from the quadrant with the most untapped stones left, so
  that every colour keeps as many stones as it can for the next cost. Offered when at least two stones may be tapped.
- ``untap all`` untaps every tapped stone when they all fit in the allowance; ``untap auto`` chooses when they do
  not: one stone at a time from a quadrant whose colour the player's hand needs and lacks, else from the quadrant
  with the fewest untapped stones (colours stay spread). Offered when the run untaps at least two stones.
- ``take auto`` takes, one stone at a time, the opposing stone whose removal leaves the best score by HGO-7.5–7.6
  (the winner's stones and territory minus the loser's), untapped stones before tapped ones on a tie (they are the
  loser's mana). Offered when the match gives at least two stones and there is a choice.
- ``end-turn`` (Main phase, match declaration) is the run of default actions ``end-main``, ``no-match`` and the End
  phase's ``end-turn``: no match and no End-phase discard. Offered only beside a real choice (so HGO-0.6 still
  applies a default-only decision by itself) and only when a later decision of this turn would otherwise be asked.

Within a quadrant, or among equal stones, the lowest square in canonical order (HGO-1.1) goes first.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tcgkit.core import Action

from .board import FULL, QUADRANTS, SQUARES, bits, territory


def _lowest(mask: int) -> int:
    return mask & -mask


def auto_payment(cost: tuple[int, ...], picked: int, untapped: int) -> int:
    """The stones ``pay auto`` taps to complete a payment of ``cost`` (picks so far ``picked``) from ``untapped``.

    Only called on a completable payment (HGO-5.3), so the coloured needs fit their quadrants and enough stones are
    left for the rest."""
    left = sum(cost) - picked.bit_count()
    chosen = 0
    free = untapped
    for c in range(4):
        need = cost[c] - (picked & QUADRANTS[c]).bit_count()
        for _ in range(max(need, 0)):
            b = _lowest(free & QUADRANTS[c])
            chosen |= b
            free ^= b
            left -= 1
    for _ in range(left):
        best = max(range(4), key=lambda q: ((free & QUADRANTS[q]).bit_count(), -q))
        b = _lowest(free & QUADRANTS[best])
        chosen |= b
        free ^= b
    return chosen


def auto_untap(tapped: int, untapped: int, allowance: int, demand: tuple[int, ...]) -> int:
    """The stones ``untap all`` / ``untap auto`` untaps: all of ``tapped`` if they fit in ``allowance``, else
    ``allowance`` of them, preferring colours the hand needs (``demand`` per quadrant colour) and lacks, then the
    colour with the fewest untapped stones."""
    if tapped.bit_count() <= allowance:
        return tapped
    counts = [(untapped & q).bit_count() for q in QUADRANTS]
    chosen = 0
    rest = tapped
    for _ in range(allowance):
        best = max(
            (q for q in range(4) if rest & QUADRANTS[q]),
            key=lambda q: (counts[q] < demand[q], -counts[q], -q),
        )
        b = _lowest(rest & QUADRANTS[best])
        chosen |= b
        rest ^= b
        counts[best] += 1
    return chosen


def hand_demand(costs: Iterable[tuple[int, ...]]) -> tuple[int, int, int, int]:
    """Per cost colour (blue, red, white, yellow), the largest entry among ``costs`` (the cards of a hand)."""
    d = [0, 0, 0, 0]
    for cost in costs:
        for c in range(4):
            if cost[c] > d[c]:
                d[c] = cost[c]
    return d[0], d[1], d[2], d[3]


def squares_text(mask: int) -> str:
    return ", ".join(SQUARES[i] for i in bits(mask))


class RunAction(Action):
    """A whole-run action. Offering it costs one tuple on the engine's hot path: the stones it acts on (``mask``),
    its label and its refs are worked out from its data only when asked for (by a person reading the label, a
    client placing it on the board, or by applying it), and the same data always give the same stones."""

    __slots__ = ()

    def __init__(self, id: str, data: tuple[Any, ...]) -> None:
        self.id = id
        self.data = data
        self.resign = False
        self.run = True

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its id and data (its label and refs are properties, worked out again when asked for)."""
        return (RunAction, (self.id, self.data))

    @property
    def mask(self) -> int:
        kind, *args = self.data
        if kind == "pay":
            return auto_payment(*args)
        if kind == "untap":
            tapped, untapped, left, costs = args
            return auto_untap(tapped, untapped, left, hand_demand(costs))
        return auto_take(*args)

    @property  # type: ignore[override]
    def refs(self) -> tuple[int | str, ...]:
        """The squares of the stones it acts on (``"square:c3"``), in canonical order."""
        return tuple(f"square:{SQUARES[i]}" for i in bits(self.mask))

    @property  # type: ignore[override]
    def label(self) -> str:
        squares = squares_text(self.mask)
        if self.id == "pay auto":
            return f"Pay the rest: tap {squares}"
        if self.id == "untap all":
            return f"Untap all your tapped stones: {squares}"
        if self.id == "untap auto":
            return f"Untap {self.data[3]} stones chosen for you: {squares}"
        return f"Take them all: {squares}"


def pay_auto_action(cost: tuple[int, ...], picked: int, untapped: int) -> RunAction:
    """``pay auto`` (HGO-5.3): the rest of the payment, as ``auto_payment`` chooses."""
    return RunAction("pay auto", ("pay", cost, picked, untapped))


def untap_auto_action(tapped: int, untapped: int, left: int, costs: tuple[tuple[int, ...], ...]) -> RunAction:
    """``untap all`` when every tapped stone fits the allowance ``left``, else ``untap auto`` (HGO-4.3)."""
    every = tapped.bit_count() <= left
    return RunAction("untap all" if every else "untap auto", ("untap", tapped, untapped, left, costs))


def auto_take(winner_stones: int, loser_stones: int, tapped: int, n: int) -> int:
    """The stones ``take auto`` removes: ``n`` of ``loser_stones`` (all of them if fewer), greedily the one that
    leaves the winner's stones + territory minus the loser's highest, untapped before tapped, then canonical."""
    chosen = 0
    rest = loser_stones
    for _ in range(min(n, loser_stones.bit_count())):
        best = -1
        best_key: tuple[int, int] = (-FULL, 0)
        for i in bits(rest):
            b = 1 << i
            left = rest ^ b
            terr = territory(winner_stones, left)
            key = (winner_stones.bit_count() + terr[0] - left.bit_count() - terr[1], 0 if tapped & b else 1)
            if key > best_key:
                best, best_key = i, key
        chosen |= 1 << best
        rest ^= 1 << best
    return chosen


def take_auto_action(winner_stones: int, loser_stones: int, tapped: int, n: int) -> RunAction:
    """``take auto`` (HGO-5.35): the ``n`` stones ``auto_take`` chooses."""
    return RunAction("take auto", ("take", winner_stones, loser_stones, tapped, n))


#: The run of default actions to the end of the turn (Main phase or match declaration).
END_TURN_NOW = Action("end-turn", "End the turn now: no match, no End-phase discard", "end-now", run=True)
