"""The territory's two sides and liberation (BDV-5.8, BDV-5.11, BDV-5.16–5.19).

A territory never leaves its slot (BDV-5.19, BDV-6.13). It is liberated either by playing an ace whose title matches
(surcharge max(0, liberation cost − the ace's total cost), paid with the ace, BDV-5.8) or by a LIBERATE effect
(the same amount with the effect's source unit, generic only, BDV-5.17). Only the CHARACTER side can be liberated.
ON_LIBERATE abilities triggered by a LIBERATE step resolve right after that step, before the effect's next step
(BDV-5.39: "immediately after the event that triggered them").
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action

from .base import TERRITORY_REF
from .effects import EffectRules

NO_REQ = (0, 0, 0, 0)


class TerritoryRules(EffectRules):
    """BDV-5.8, BDV-5.11, BDV-5.16–5.19."""

    def surcharge(self, p: int, src: int) -> int:
        """max(0, liberation cost − total cost of the liberating unit) (BDV-5.8, BDV-5.17)."""
        return max(0, self.f[self.terr[p]].lib_cost - self.f[src].total)

    def may_liberate_with(self, p: int, i: int) -> bool:
        """BDV-5.8: an ace whose title equals the territory's title, while the CHARACTER side shows (BDV-5.16)."""
        f = self.f
        return f[i].ace and not self.liberated[p] and f[i].title == f[self.terr[p]].title

    def liberate(self, p: int) -> list[tuple[int, str]]:
        """BDV-5.18: turn to the LIBERATED side; STATIC abilities apply at once; returns the ON_LIBERATE triggers."""
        t = self.terr[p]
        self.liberated[p] = True
        self.log("liberated", {"player": p, "territory": self.obj(t)})
        return [(t, k) for k in self.f[t].timed.get("ON_LIBERATE", ())]

    # -------------------------------------------------------------- the ace's LIBERATE / NO_LIBERATE choice
    def offer_libchoice(self, frame: tuple[Any, ...]) -> list[Action]:
        """("libchoice", p, ace): LIBERATE only if cost plus surcharge is payable (BDV-5.8)."""
        _, p, i = frame
        f = self.f[i]
        acts = [Action("no-liberate", f"Play {f.name} without liberating", False, False, False, (i,))]
        extra = self.surcharge(p, i)
        if self.can_pay(p, f.req, f.generic + extra):
            name = self.f[self.terr[p]].name
            acts.insert(
                0, Action("liberate", f"Liberate {name} (+{extra} generic)", True, False, False, (i, TERRITORY_REF[p]))
            )
        return acts

    def take_libchoice(self, frame: tuple[Any, ...], act: Action) -> None:
        """BDV-5.9: pay the cost plus any surcharge; BDV-5.10/5.11: the unit enters, then the territory flips."""
        _, p, i = frame
        f = self.f[i]
        self.push(("enter", p, i, act.data))
        self.push_pay(p, f.req, f.generic + (self.surcharge(p, i) if act.data else 0))

    # -------------------------------------------------------------- the LIBERATE effect
    def offer_libeff(self, frame: tuple[Any, ...]) -> list[Action]:
        """("libeff", p, source, attacker): DECLINE or a generic payment of the surcharge (BDV-5.17)."""
        _, p, src, _atk = frame
        acts = [Action("decline", "Do not liberate")]
        if not self.liberated[p]:
            extra = self.surcharge(p, src)
            name, slot = self.f[self.terr[p]].name, TERRITORY_REF[p]
            for a in self.pay_actions(p, NO_REQ, extra):
                acts.append(Action(a.id, f"Liberate {name}: {a.label.lower()}", a.data, False, False, (slot, *a.refs)))
        return acts

    def take_libeff(self, frame: tuple[Any, ...], act: Action) -> None:
        _, p, _src, atk = frame
        if act.id == "decline":
            return
        self.rest_payment(p, act.data)
        self.push_triggers(p, self.liberate(p), atk)
