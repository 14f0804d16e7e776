"""Costs, paid by resting standing energy (BDV-5.1–5.6).

A payment is a count of energy cards to rest per colour (BLACK, BLUE, WHITE, RED, colourless). It is legal when the
counts add up to the amount and each coloured requirement is met by cards of that colour (BDV-5.2). The engine offers
each distinct legal count vector once and rests concrete cards itself, earliest placed first (BDV-5.4).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action, Ref

from .base import BdvBase
from .cards import COLORS, LETTERS

Req = tuple[int, int, int, int]
_WORDS = ("black", "blue", "white", "red", "colorless")
_PAY_ACTS: dict[tuple[tuple[int, ...], tuple[int, ...]], Action] = {}  # (payment, energy cards) -> its action
#: (card name, payment, energy cards) -> the payment's action worded "Pay for <card>: ..." (offer_pay)
_PAY_FOR: dict[tuple[str, Any, tuple[Ref, ...]], Action] = {}
_VECTORS: dict[tuple[tuple[int, ...], Req, int], tuple[tuple[int, ...], ...]] = {}  # payment_vectors' memo


def pay_id(vec: tuple[int, ...]) -> str:
    """``pay RRC`` (one letter per rested card: K black, U blue, W white, R red, C colourless); ``pay`` for 0."""
    letters = "".join(LETTERS[c] * n for c, n in enumerate(vec))
    return f"pay {letters}" if letters else "pay"


def pay_label(vec: tuple[int, ...]) -> str:
    parts = [f"{n} {_WORDS[c]}" for c, n in enumerate(vec) if n]
    return "Rest " + ", ".join(parts) + " energy" if parts else "Pay nothing"


def _fill_vectors(avail: tuple[int, ...], req: Req, generic: int) -> tuple[tuple[int, ...], ...]:
    """``payment_vectors`` computed: the spare cards of each colour shared out over ``generic``, most of black first,
    then blue, white, red, colourless last (BDV-5.2, BDV-5.3)."""
    spare = [avail[c] - (req[c] if c < 4 else 0) for c in range(5)]
    if min(spare) < 0:
        return ()
    out: list[tuple[int, ...]] = []
    extra = [0, 0, 0, 0, 0]

    def fill(c: int, left: int) -> None:
        if c == 4:
            if left <= spare[4]:
                extra[4] = left
                out.append((req[0] + extra[0], req[1] + extra[1], req[2] + extra[2], req[3] + extra[3], left))
            return
        for e in range(min(left, spare[c]), -1, -1):
            extra[c] = e
            fill(c + 1, left - e)

    fill(0, generic)
    return tuple(out)


def payment_vectors(avail: tuple[int, ...], req: Req, generic: int) -> tuple[tuple[int, ...], ...]:
    """Every legal count vector for standing energy ``avail`` (per colour, colourless last), memoised: a pure
    function of its arguments, shared by every state (BDV-5.2, BDV-5.3)."""
    key = (avail, req, generic)
    vecs = _VECTORS.get(key)
    if vecs is None:
        if len(_VECTORS) > 50_000:
            _VECTORS.clear()
        vecs = _VECTORS[key] = _fill_vectors(avail, req, generic)
    return vecs


def payable(avail: list[int], req: Req, total: int) -> bool:
    """BDV-5.2: standing energy ``avail`` (per colour, colourless last) can pay a cost of coloured amounts ``req`` and
    ``total`` cards in all (BDV-1.4): each colour covered and enough cards in all. BDV-5.5: 0 always can."""
    if avail[0] < req[0] or avail[1] < req[1] or avail[2] < req[2] or avail[3] < req[3]:
        return False
    return avail[0] + avail[1] + avail[2] + avail[3] + avail[4] >= total


class CostRules(BdvBase):
    """BDV-5.1–5.6."""

    def standing(self, p: int) -> list[int]:
        """Standing energy per colour (BDV-5.1: each produces 1 of its card's colour; index 4 colourless)."""
        counts = [0, 0, 0, 0, 0]
        rested, color = self.rested, self.color_of
        for i in self.energy[p]:
            if not rested[i]:
                counts[color[i]] += 1
        return counts

    def can_pay(self, p: int, req: Req, generic: int) -> bool:
        """BDV-5.2: some legal payment exists (each colour covered, enough cards in all). BDV-5.5: 0 always can."""
        return payable(self.standing(p), req, req[0] + req[1] + req[2] + req[3] + generic)

    def payments(self, p: int, req: Req, generic: int) -> list[tuple[int, ...]]:
        """Every legal count vector (BDV-5.2, BDV-5.3: exactly the amount, no overpayment), in a fixed order."""
        return list(payment_vectors(tuple(self.standing(p)), req, generic))

    def pay_actions(self, p: int, req: Req, generic: int) -> list[Action]:
        """One action per legal payment; its refs are the energy cards it rests (as ``rest_payment`` chooses them:
        of each colour, the earliest placed standing cards, BDV-5.4), colour by colour. The actions are shared (made
        once per payment and cards): a caller that words them otherwise makes its own."""
        by: list[list[int]] = [[], [], [], [], []]
        rested, color = self.rested, self.color_of
        for i in self.energy[p]:
            if not rested[i]:
                by[color[i]].append(i)
        k, u, w, r, c = by
        vecs = payment_vectors((len(k), len(u), len(w), len(r), len(c)), req, generic)
        if not vecs:
            return []
        acts = []
        for v in vecs:
            refs = (*k[: v[0]], *u[: v[1]], *w[: v[2]], *r[: v[3]], *c[: v[4]])
            act = _PAY_ACTS.get((v, refs))
            if act is None:
                if len(_PAY_ACTS) > 50_000:
                    _PAY_ACTS.clear()
                act = _PAY_ACTS[v, refs] = Action(pay_id(v), pay_label(v), v, False, False, refs)
            acts.append(act)
        return acts

    def rest_payment(self, p: int, vec: tuple[int, ...]) -> None:
        """BDV-5.4: rest concrete standing energy cards of the chosen colours, earliest placed first."""
        need = list(vec)
        rested, color = self.rested, self.color_of
        for i in self.energy[p]:
            c = color[i]
            if need[c] and not rested[i]:
                rested[i] = 1
                need[c] -= 1
        if any(need):
            raise RuntimeError(f"payment {vec} is not available to player {p}")
        if any(vec):
            self.log("pay", {"player": p, "energy": {COLORS[c]: n for c, n in enumerate(vec) if n}})

    # -------------------------------------------------------------- the payment decision
    def offer_pay(self, frame: tuple[Any, ...]) -> list[Action]:
        """("pay", player, req, generic): choose one legal payment (BDV-5.9); a single one is automatic. The label
        names the card being played (held revealed in ``limbo``, BDV-5.15)."""
        p = frame[1]
        acts = self.pay_actions(p, frame[2], frame[3])
        if self.limbo[p]:
            name = self.f[self.limbo[p][-1]].name
            out = []
            for a in acts:
                key = (name, a.data, a.refs)
                act = _PAY_FOR.get(key)
                if act is None:
                    if len(_PAY_FOR) > 50_000:
                        _PAY_FOR.clear()
                    act = _PAY_FOR[key] = Action(
                        a.id, f"Pay for {name}: {a.label.lower()}", a.data, False, False, a.refs
                    )
                out.append(act)
            return out
        return acts

    def take_pay(self, frame: tuple[Any, ...], act: Action) -> None:
        self.rest_payment(frame[1], act.data)

    def push_pay(self, p: int, req: Req, generic: int) -> None:
        """Schedule a payment decision; an amount of 0 rests nothing (BDV-5.5)."""
        if generic or any(req):
            self.push(("pay", p, req, generic))
