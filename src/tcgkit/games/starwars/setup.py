"""Setup: draw, mulligan and the initial build to exactly 30 (SWT-3.3-3.15).

``ib`` = (phase, owner, started, done of player 0, done of player 1) with phase ``open`` (Dark's opening action),
``turns`` (alternating initial build turns, Light first), ``finish`` and ``over``. T(P) = build costs of P's units
in arenas (stacks at their stack cost) + build counters on P's face-down cards (SWT-3.7). An action is a deploy
(while any legal deployment exists it must be one; then draw 1), else a partial build (a buildable card revealed
and placed face down with 30 - T counters), else stop (SWT-3.10).
"""

from __future__ import annotations

from tcgkit.core import Action

from .base import (
    BUILDABLE_TYPES,
    CHARACTER,
    MULLIGAN_TYPES,
    U_CARDS,
    U_ID,
    U_OWN,
    U_ZONE,
    UNIT_TYPE,
    Frame,
    SwtBase,
)
from .buildruns import MODE_WORDS
from .orders import RUN
from .refs import uref
from .turn import TurnMixin

TARGET = 30
OPENING_HAND = 7


def deploy_action(s: SwtBase, iid: int, pos: str, t: int, inc: int, xid: int) -> Action:
    """``deploy CARD [pos]`` raising the initial total from ``t`` by ``inc``, onto unit ``xid``'s stack if ``pos``
    (SWT-3.8, SWT-3.9; made afresh: the total in its label changes with every deployment)."""
    suffix = f" {pos}" if pos else ""
    label = f"Deploy {s.name(iid)}{MODE_WORDS[pos]} (initial build {t} → {t + inc})"
    refs: tuple[int | str, ...] = (iid, uref(xid)) if xid else (iid,)
    return Action(f"deploy {s.cards[iid]}{suffix}", label, (iid, pos), refs=refs)


class SetupMixin(TurnMixin):
    # ------------------------------------------------------------------ draw and mulligan (SWT-3.5, SWT-3.6)
    def step_setup(self, frame: Frame) -> None:
        self.phase = "setup"
        for p in self.sides():
            self.draw(p, OPENING_HAND)
        dark, light = self.sides()
        self.push(("mulligan", dark), ("mulligan", light), ("ib_next",))

    def offer_mulligan(self, frame: Frame) -> list[Action]:
        p = frame[1]
        picks = self.hand_of_types(p, MULLIGAN_TYPES)
        acts = [
            Action(f"pick {self.cards[i]}", f"Set aside {self.name(i)} for the mulligan", i, refs=(i,)) for i in picks
        ]
        n = len(self.aside[p])
        acts.append(Action("done", f"Mulligan the {n} set-aside cards" if n else "Keep this hand (no mulligan)"))
        return acts

    def take_mulligan(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        if act.data is not None:
            self.hands[p].remove(act.data)
            self.aside[p].append(act.data)
            self.push(("mulligan", p))
            return
        picked = self.aside[p]
        self.aside[p] = []
        for iid in picked:
            self.to_discard(iid)
        self.log("mulligan", {"player": p, "cards": [self.cards[i] for i in picked]})
        if picked:
            self.draw(p, len(picked))

    # ------------------------------------------------------------------ the initial total (SWT-3.7)
    def total(self, p: int) -> int:
        """T(p) (SWT-3.7), memoised for both players while the board's shape (``shape_v``: tapped states and damage
        don't count) and the face-down cards are unchanged."""
        memo = self._totals
        if memo is None or memo[0] != self.shape_v or memo[1] != self.builds:
            facts = self.facts
            totals = [0, 0]
            for u in self.units:
                if u[U_ZONE] <= CHARACTER:
                    cards = u[U_CARDS]
                    totals[u[U_OWN]] += facts[cards[0]].cost + len(cards) - 1  # stack_cost (SWT-1.15)
            for b in self.builds:
                totals[b[0]] += b[2]
            memo = self._totals = (self.shape_v, self.builds[:], totals)
        return memo[2][p]

    def deployments(self, p: int, t: int | None = None) -> list[tuple[int, str, int]]:
        """(card, position, increase of T) of every legal initial deployment (SWT-3.8, SWT-3.9); ``t``: T(p) when
        the caller has it."""
        if t is None:
            t = self.total(p)
        out = []
        for iid in self.hand_of_types(p, UNIT_TYPE):
            f = self.facts[iid]
            x = self.own_persona_unit(p, f.persona) if f.unique else None
            if x is None:
                if t + f.cost <= TARGET:
                    out.append((iid, "", f.cost))
            else:
                out += [(iid, pos, inc) for pos, inc in self.stack_options(x, iid) if t + inc <= TARGET]
        return out

    def set_done(self, p: int) -> None:
        ib = list(self.ib)
        ib[3 + p] = True
        self.ib = tuple(ib)

    # ------------------------------------------------------------------ alternation (SWT-3.11-3.13)
    def step_ib_next(self, frame: Frame) -> None:
        phase, owner, started, d0, d1 = self.ib
        done = (d0, d1)
        dark, light = self.sides()
        self.phase = "initial build"
        if phase == "open":
            self.ib = ("turns", light, False, d0, d1)
            self.push(("ib_do", dark), ("ib_next",))
        elif phase == "turns":
            if d0 and d1:
                self.ib = ("finish", -1, False, d0, d1)
                self.push(("ib_next",))
                return
            p = owner
            if not started:
                self.ib = ("turns", p, True, d0, d1)
                self.push(("ib_do", p), ("ib_next",))
            elif not done[p] and self.total(p) <= self.total(1 - p):
                self.push(("ib_do", p), ("ib_next",))
            else:
                nxt = 1 - p if not done[1 - p] else p
                self.ib = ("turns", nxt, False, d0, d1)
                self.push(("ib_next",))
        elif phase == "finish":
            self.ib = ("over", -1, False, d0, d1)
            self.push(("ib_finish", dark), ("ib_finish", light), ("setup_end",))

    def step_ib_finish(self, frame: Frame) -> None:
        """SWT-3.13: a player still below 30 takes initial build actions until done."""
        p = frame[1]
        if self.total(p) < TARGET and (self.deployments(p) or self.buildable_in_hand(p)):
            self.push(("ib_do", p), ("ib_finish", p))

    def step_setup_end(self, frame: Frame) -> None:
        """SWT-3.15."""
        self.end_orders("setup")
        self.log("setup_done", {"totals": [self.total(0), self.total(1)]})
        self.push(("turn",))

    def buildable_in_hand(self, p: int) -> list[int]:
        """``hand_of_types`` of the buildable cards (read-only for callers)."""
        return self.hand_of_types(p, BUILDABLE_TYPES)

    def step_ib_do(self, frame: Frame) -> None:
        """SWT-3.10: deploy if possible, else partial build, else stop."""
        p = frame[1]
        t = self.total(p)
        deployments = self.deployments(p, t)
        if deployments:
            self.push_offered(("ib_deploy", p), (t, deployments))
        elif self.buildable_in_hand(p):
            self.push(("ib_partial", p))
        else:
            self.set_done(p)
            self.log("ib_stop", {"player": p, "total": self.total(p)})

    def offer_ib_deploy(self, frame: Frame) -> list[Action]:
        p = frame[1]
        acts = []
        got = self.offered(frame)
        if got is None:
            t = self.total(p)
            deployments = self.deployments(p, t)
        else:
            t, deployments = got
        if len(deployments) >= 2 and self.orders and any(o[0] == "setup" and o[1] == p for o in self.orders):
            # 'deploy auto' is in force (orders.py): the decision is taken by its default without asking, so only
            # the deployment it takes is made (a one-action decision)
            deployments = [self.default_deployment(p, deployments)]
        for iid, pos, inc in deployments:
            xid = 0
            if pos:  # onto the stack of the same persona (SWT-6.10)
                x = self.own_persona_unit(p, self.facts[iid].persona)
                if x is not None:
                    xid = x[U_ID]
            acts.append(deploy_action(self, iid, pos, t, inc, xid))
        if len(acts) >= 2:
            acts.insert(0, self.deploy_auto_action(p))
        return acts

    def take_ib_deploy(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        if act.data == RUN:  # deploy auto (orders.py): the order, then this same decision by its default
            self.give_order("setup", p)
            self.push(frame)
            return
        iid, pos = act.data
        f = self.facts[iid]
        self.hands[p].remove(iid)
        if pos:
            x = self.own_persona_unit(p, f.persona)
            assert x is not None
            self.put_on_stack(x, iid, pos)
        else:
            self.new_unit(p, (iid,), f.arena)
        total = self.total(p)
        self.log("deploy", {"player": p, "card": self.cards[iid], "position": pos, "total": total})
        self.draw(p, 1)
        if total == TARGET:
            self.set_done(p)

    def offer_ib_partial(self, frame: Frame) -> list[Action]:
        p = frame[1]
        n = TARGET - self.total(p)
        return [
            Action(
                f"partial {self.cards[i]}",
                f"Reveal {self.name(i)} and build it face down with {n} counters",
                i,
                refs=(i,),
            )
            for i in self.buildable_in_hand(p)
        ]

    def take_ib_partial(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        iid = act.data
        n = TARGET - self.total(p)
        self.hands[p].remove(iid)
        self.builds.append((p, iid, n))
        self.known.append(iid)
        self.log("partial_build", {"player": p, "card": self.cards[iid], "counters": n})
        self.set_done(p)
