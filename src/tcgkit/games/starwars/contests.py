"""Persona conflicts between the players and contests with Force bidding (SWT-5.19-5.22, SWT-6.11).

A conflict is a Dark unit and a Light unit of the same persona, both in arenas. At the start of each arena battle
every conflict with a unit in that arena is contested, Dark choosing the order. Dark opens with a bid from 0 to its
Force; Light's bid starts at 0; then, Light first, each player passes or raises above both bids (up to their Force)
until two passes in a row. Score = bid + printed build cost of the top card + cards under it. The higher score wins
and pays its bid; the loser's whole stack is discarded. Equal scores: both are discarded and nobody pays.
"""

from __future__ import annotations

from tcgkit.core import Action

from .base import CHARACTER, U_ID, U_OWN, U_ZONE, Frame
from .cards import ARENAS
from .effects import EffectsMixin
from .refs import uref


class ContestMixin(EffectsMixin):
    #: (the board's shape version, (dark uid, light uid, dark unit's arena, light unit's arena) of every pair of
    #: units in arenas with the same persona): ``conflicts`` of the three arena battles read it (replaced, never
    #: mutated)
    _persona_pairs: tuple[int, list[tuple[int, int, int, int]]] | None = None

    def conflicts(self, a: int) -> list[tuple[int, int]]:
        """(dark uid, light uid) of every conflict with at least one unit in arena ``a`` (SWT-5.19). The pairs of
        units of the same persona are kept with the board's shape version (``shape_v``: owners, stacks, zones)."""
        memo = self._persona_pairs
        if memo is None or memo[0] != self.shape_v:
            dark = self.dark
            mine = [u for u in self.units if u[U_OWN] == dark and u[U_ZONE] <= CHARACTER]
            theirs = [u for u in self.units if u[U_OWN] != dark and u[U_ZONE] <= CHARACTER]
            pairs = []
            for x in mine:
                px = self.persona(x)
                for y in theirs:
                    if self.persona(y) == px:
                        pairs.append((x[U_ID], y[U_ID], x[U_ZONE], y[U_ZONE]))
            memo = self._persona_pairs = (self.shape_v, pairs)
        if not memo[1]:
            return []
        return [(x, y) for x, y, zx, zy in memo[1] if a in (zx, zy)]

    def step_contests(self, frame: Frame) -> None:
        a = frame[1]
        found = self.conflicts(a)
        if not found:
            return
        self.push(("contests", a))
        if len(found) == 1:
            self.push(("bid_open", self.dark, *found[0]))
        else:
            self.push(("contest_pick", self.dark, tuple(found)))

    def offer_contest_pick(self, frame: Frame) -> list[Action]:
        return [
            Action(
                f"contest u{x}-u{y}",
                f"Contest {self.unit_label(self.unit(x))} against "  # type: ignore[arg-type]
                f"{self.unit_label(self.unit(y))}",  # type: ignore[arg-type]
                (x, y),
                refs=(uref(x), uref(y)),
            )
            for x, y in frame[2]
        ]

    def take_contest_pick(self, frame: Frame, act: Action) -> None:
        self.push(("bid_open", self.dark, *act.data))

    def offer_bid_open(self, frame: Frame) -> list[Action]:
        p = frame[1]
        return [Action(f"bid {n}", f"Open the bidding at {n} Force", n) for n in range(self.force[p] + 1)]

    def take_bid_open(self, frame: Frame, act: Action) -> None:
        _, p, x, y = frame
        self.log(
            "contest",
            {"dark": x, "light": y, "persona": self.persona(self.unit(x)), "names": [self.uname(x), self.uname(y)]},  # type: ignore[arg-type]
        )
        self.log("bid", {"player": p, "bid": act.data})
        self.push(("bid", 1 - p, x, y, act.data, 0, 0))

    def offer_bid(self, frame: Frame) -> list[Action]:
        p, bid_d, bid_l = frame[1], frame[4], frame[5]
        low = max(bid_d, bid_l) + 1
        acts = [Action("pass", "Pass", None)]
        acts += [Action(f"raise {n}", f"Raise your bid to {n} Force", n) for n in range(low, self.force[p] + 1)]
        return acts

    def take_bid(self, frame: Frame, act: Action) -> None:
        _, p, x, y, bid_d, bid_l, passes = frame
        if act.data is None:
            self.log("bid", {"player": p, "bid": None})
            if passes:
                self.settle_contest(x, y, bid_d, bid_l)
            else:
                self.push(("bid", 1 - p, x, y, bid_d, bid_l, 1))
            return
        self.log("bid", {"player": p, "bid": act.data})
        if p == self.dark:
            bid_d = act.data
        else:
            bid_l = act.data
        self.push(("bid", 1 - p, x, y, bid_d, bid_l, 0))

    def settle_contest(self, x: int, y: int, bid_d: int, bid_l: int) -> None:
        """SWT-5.21 / SWT-5.22."""
        ux, uy = self.unit(x), self.unit(y)
        assert ux is not None and uy is not None
        score_d = bid_d + self.stack_cost(ux)
        score_l = bid_l + self.stack_cost(uy)
        dark, light = self.dark, 1 - self.dark
        if score_d == score_l:
            winner = None
            losers = [x, y]
        elif score_d > score_l:
            winner, losers = dark, [y]
            self.force[dark] -= bid_d
        else:
            winner, losers = light, [x]
            self.force[light] -= bid_l
        self.log(
            "contest_result",
            {
                "dark_score": score_d,
                "light_score": score_l,
                "winner": winner,
                "paid": (bid_d if winner == dark else bid_l) if winner is not None else 0,
                "arena": ARENAS[ux[U_ZONE]],
            },
        )
        self.destroy_units(losers, "contest")
