"""Standing orders: whole runs of one player's decisions that the rules interleave with other steps (SWT-0.4).

Some runs of the same small decision are not one uninterrupted sequence: the initial build alternates between the
players (SWT-3.12), the activations of an arena battle alternate by speed (SWT-5.12), and a build step's single
actions may be interrupted by the choices of a mission or a trigger (SWT-5.4, SWT-5.25). For those, one action gives
a *standing order* for the rest of the run; every later decision of that run is then taken by the documented
default below, without asking, as if the player had chosen that single step (the engine applies it through
``auto_action`` and picks it from the decision's own legal actions, so it is always a legal single step). The single
steps stay offered beside the order until it is given; an order ends with its run.

- ``deploy auto`` (SWT-3.8-3.13) — the rest of the player's initial build. A deploy takes, among the legal initial
  deployments, a unit for an arena where the player has no unit yet first (the build bonus of SWT-4.6 and arena
  control, SWT-7.1, need all three), then the one raising the initial total most, then the first offered. A partial
  build (SWT-3.10 b) takes a unit before other buildable cards, and among those the card with the highest printed
  build cost that the counters complete, else the one needing the fewest more counters, then card-id order.
- ``build auto`` (SWT-5.1-5.5) — the rest of this build step: complete every face-down card whose counters already
  meet a requirement (on top of its stack rather than underneath, never "discard"); then, while the build points
  complete something, finish the card needing the fewest more build points (face-down cards before cards of the
  hand); then put every build point left on the card closest to completion (placing it from the hand if it is
  there), since build points are lost at the end of the turn (SWT-6.4) and counters stay (SWT-5.2); then end the
  build step. It never replaces the player's own location, and it redeploys, equips, reorders, pilots, plays battle
  cards and uses abilities never: take those single steps first.
- ``attack all`` (SWT-5.12, SWT-5.13) — the rest of this arena battle: when one of the player's units activates it
  attacks the enemy unit in the arena with the least health left (ties: the highest power, then the lowest unit
  number), or does not attack when no enemy unit is there or its own power is 0 (it would roll no dice,
  SWT-0.7); among tied units (SWT-5.12) the first offered activates. Battle-card windows are still asked.

Orders are ``(kind, player, scope, steps)`` in ``orders`` (``scope`` = the arena for ``attack``, else 0; ``steps``
counts the single steps a ``build`` order took, a loop guard) and are logged as public ``order`` events.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tcgkit.core import Action

from .base import BUILDABLE_TYPES, LOCATION, U_DMG, U_ID, U_OWN, U_TAP, U_ZONE, UNIT, Frame
from .buildoffer import BuildOffer
from .cards import ARENAS
from .refs import ARENA_REFS
from .stacks import StackMixin

RUN = ("run",)  # the data of every standing-order action
TARGET = 30  # SWT-3.7
#: the order that covers each decision: decision opcode -> order kind
COVERS = {"ib_deploy": "setup", "ib_partial": "setup", "build": "build", "act": "attack", "act_pick": "attack"}
#: a build step's standing order takes at most this many single steps (a loop guard; real build steps take few)
MAX_AUTO_STEPS = 200

#: the three standing orders (the same values every time they are offered)
DEPLOY_AUTO = Action(
    "deploy auto",
    "Deploy by default for the rest of your initial build: a unit for an empty arena first, then the one "
    "raising your total most",
    RUN,
    run=True,
)
BUILD_AUTO = Action(
    "build auto",
    "Build by default and end your build step: complete what your counters and build points complete "
    "(cheapest first), put the build points left on the card closest to completion",
    RUN,
    run=True,
)
ATTACK_ALL = tuple(
    Action(
        "attack all",
        f"Attack with all your units in the {ARENAS[a]} arena this battle: each attacks the enemy unit with the "
        "least health left",
        RUN,
        run=True,
        refs=(ARENA_REFS[a],),
    )
    for a in range(len(ARENAS))
)


class OrdersMixin(StackMixin):
    # defined in setup.py and build.py (subclasses); declared here for the type checker
    def deployments(self, p: int, t: int | None = None) -> list[tuple[int, str, int]]:
        raise NotImplementedError

    def total(self, p: int) -> int:
        raise NotImplementedError

    def completion_options(self, p: int, iid: int, cheaper: bool = True) -> tuple[tuple[str, int], ...]:
        raise NotImplementedError

    def my_builds(self, p: int) -> list[tuple[int, int, int]]:
        raise NotImplementedError

    # ------------------------------------------------------------------ giving and ending orders
    def give_order(self, kind: str, p: int, scope: int = 0) -> None:
        self.orders.append((kind, p, scope, 0))
        data: dict[str, Any] = {"player": p, "order": kind}
        if kind == "attack":
            data["arena"] = ARENAS[scope]
        self.log("order", data)

    def end_orders(self, kind: str, scope: int = 0) -> None:
        if self.orders:
            self.orders = [o for o in self.orders if o[0] != kind or o[2] != scope]

    def end_order(self, kind: str, p: int) -> None:
        if self.orders:
            self.orders = [o for o in self.orders if o[0] != kind or o[1] != p]

    def auto_action(self, frame: tuple[Any, ...], actions: Sequence[Action]) -> Action | None:
        """A one-action decision, or a decision a standing order covers (taken by its default). A build offer not
        yet made (buildoffer.py) is made only if it may hold one action or a standing order covers it."""
        covered = bool(self.orders) and self.covered(frame)
        if not covered and type(actions) is BuildOffer and actions.surely_several():
            return None
        if len(actions) == 1:
            return actions[0]
        if not covered:
            return None
        return getattr(self, f"default_{frame[0]}")(frame, actions)

    def covered(self, frame: tuple[Any, ...]) -> bool:
        """Does a standing order of the deciding player cover this decision?"""
        op = frame[0]
        kind = COVERS.get(op)
        if kind is None:
            return False
        p = frame[1]
        scope = frame[3] if op == "act" else frame[2] if op == "act_pick" else 0
        return any(o[0] == kind and o[1] == p and o[2] == scope for o in self.orders)

    @staticmethod
    def pick(actions: list[Action], data: Any) -> Action:
        return next(a for a in actions if a.data == data)

    # ------------------------------------------------------------------ initial build (SWT-3.8-3.10)
    def deploy_auto_action(self, p: int) -> Action:
        return DEPLOY_AUTO

    def default_ib_deploy(self, frame: Frame, actions: list[Action]) -> Action:
        return self.pick(actions, self.default_deployment(frame[1], self.deployments(frame[1]))[:2])

    def default_deployment(self, p: int, deployments: list[tuple[int, str, int]]) -> tuple[int, str, int]:
        """The deployment ``deploy auto`` takes among ``deployments`` (``deployments(p)``)."""
        held = {u[U_ZONE] for u in self.units if u[U_OWN] == p}
        return min(
            enumerate(deployments),
            key=lambda e: (self.facts[e[1][0]].arena in held or bool(e[1][1]), -e[1][2], e[0]),
        )[1]

    def default_ib_partial(self, frame: Frame, actions: list[Action]) -> Action:
        p = frame[1]
        n = TARGET - self.total(p)

        def key(a: Action) -> tuple[Any, ...]:
            f = self.facts[a.data]
            return (f.type != UNIT, f.cost > n, -f.cost if f.cost <= n else f.cost, self.cards[a.data])

        return min(actions, key=key)

    # ------------------------------------------------------------------ build step (SWT-5.1-5.5)
    def build_auto_action(self) -> Action:
        return BUILD_AUTO

    def default_build(self, frame: Frame, actions: list[Action]) -> Action:
        p = frame[1]
        self.orders = [(o[0], o[1], o[2], o[3] + 1) if o[0] == "build" and o[1] == p else o for o in self.orders]
        if any(o[0] == "build" and o[1] == p and o[3] > MAX_AUTO_STEPS for o in self.orders):
            return self.pick(actions, ("end",))
        return self.auto_build_choice(p, actions)

    def auto_build_choice(
        self,
        p: int,
        actions: list[Action],
        opts_of: dict[str, tuple[tuple[str, int], ...]] | None = None,
        lo: int = 0,
        hi: int | None = None,
    ) -> Action:
        """The single build action ``build auto`` takes next among ``actions`` (the build step's legal ones).
        ``opts_of``: completion options already computed now, by card id; ``actions[lo:hi]``: the part of the list
        that holds every ``complete``, ``finish`` and ``build CARD`` action (``offer_build``)."""
        own = {self.facts[i].arena for i in self.locs if i >= 0 and self.owner[i] == p}
        complete: Action | None = None
        best: Action | None = None
        best_key = (0, 0)
        for a in actions[lo:hi] if lo or hi is not None else actions:
            d = a.data
            if type(d) is not tuple or not d:
                continue
            k = d[0]
            if k == "complete":
                # (1) complete what the counters already pay for (top before underneath, as offered)
                if complete is None and d[2] != "discard" and not (own and self.replaces_own(d, own, p)):
                    complete = a
            elif k == "finish" or k == "from_hand":
                # (2) finish the card needing the fewest more build points (face-down cards first)
                if own and (self.replaces_own(d, own, p) if k == "finish" else self.own_slot(d[1], own)):
                    continue
                key = (d[3], k == "from_hand")
                if best is None or key < best_key:
                    best, best_key = a, key
        if complete is not None:
            return complete
        if best is not None:
            return best
        # (3) the build points left go on the card closest to completion
        if self.bp[p] >= 1:
            target = self.closest(p, own, opts_of)
            if target is not None:
                where, x = target
                if where == "hand":
                    return self.pick(actions, ("place", x))
                n = self.bp[p]
                return self.pick(actions, ("counters", x, n) if n >= 2 else ("counter", x))
        return self.pick(actions, ("end",))

    def auto_build_wants(
        self, p: int, actions: list[Action], opts_of: dict[str, tuple[tuple[str, int], ...]], lo: int, hi: int
    ) -> bool:
        """Would ``build auto``'s choice (``auto_build_choice``) be anything but "end"? With a build point it is
        whenever a face-down card or a buildable card in hand can be completed in a mode other than "discard" and
        is not a location for the arena of the player's own location (``closest`` finds one): that is tested here
        first, without making the choice. ``opts_of``: the offer's completion options of every card id among p's
        face-down cards and buildable cards in hand (``build_offer``)."""
        if self.bp[p] >= 1:
            own = {self.facts[i].arena for i in self.locs if i >= 0 and self.owner[i] == p}
            cards = self.cards
            for iid in self.hand_of_types(p, BUILDABLE_TYPES):
                if not (own and self.own_slot(iid, own)) and any(m != "discard" for m, _ in opts_of[cards[iid]]):
                    return True
            for b in self.builds:
                if b[0] == p:
                    iid = b[1]
                    if not (own and self.own_slot(iid, own)) and any(m != "discard" for m, _ in opts_of[cards[iid]]):
                        return True
        return self.auto_build_choice(p, actions, opts_of, lo, hi).id != "end"

    def own_slot(self, iid: int, own_locs: set[int]) -> bool:
        """Is ``iid`` a location whose arena's slot holds the player's own location (SWT-6.12)?"""
        f = self.facts[iid]
        return f.type == LOCATION and f.arena in own_locs

    def replaces_own(self, data: tuple[Any, ...], own_locs: set[int], p: int) -> bool:
        """Would completing face-down card ``data[1]`` replace the player's own location?"""
        return self.own_slot(next(i for k, i, _ in self.my_builds(p) if k == data[1]), own_locs)

    def closest(
        self, p: int, own_locs: set[int], opts_of: dict[str, tuple[tuple[str, int], ...]] | None = None
    ) -> tuple[str, int] | None:
        """The card needing the fewest more build counters to complete: ("build", position) of a face-down card
        or ("hand", iid) of a buildable card in hand; face-down cards first on a tie. ``opts_of``: completion
        options already computed now, by card id."""
        cheaper = self.has_static_op("cost")
        best: tuple[int, int, int] | None = None
        found: tuple[str, int] | None = None
        cands = [("build", k, iid, counters) for k, iid, counters in self.my_builds(p)]
        cands += [("hand", iid, iid, 0) for iid in self.hand_of_types(p, BUILDABLE_TYPES)]
        for n, (where, x, iid, counters) in enumerate(cands):
            if self.own_slot(iid, own_locs):
                continue
            opts = opts_of.get(self.cards[iid]) if opts_of is not None else None
            if opts is None:
                opts = self.completion_options(p, iid, cheaper)
            needs = [need for mode, need in opts if mode != "discard"]
            if not needs:
                continue
            key = (max(0, min(needs) - counters), where == "hand", n)
            if best is None or key < best:
                best, found = key, (where, x)
        return found

    # ------------------------------------------------------------------ arena battle (SWT-5.12, SWT-5.13)
    def attack_all_action(self, p: int, a: int) -> Action | None:
        """``attack all`` when an enemy unit is in arena ``a`` and the player has two or more untapped units there
        (the activating one and at least one more: otherwise it would be one single step)."""
        enemy = mine = 0
        for u in self.units:
            if u[U_ZONE] == a:
                if u[U_OWN] != p:
                    enemy += self.attackable(u)
                elif not u[U_TAP]:
                    mine += 1
        if not enemy or mine < 2:
            return None
        return ATTACK_ALL[a]

    def default_act(self, frame: Frame, actions: list[Action]) -> Action:
        """The weakest offered target (least health left), or hold; a unit that must attack (Admiral Motti (A))
        has no hold, so it attacks."""
        me = self.unit(frame[2])
        auras = self.auras()
        hold = next((act for act in actions if act.data == ("hold",)), None)
        offered = {act.data[1] for act in actions if isinstance(act.data, tuple) and act.data[0] == "attack"}
        enemies = [v for v in self.units if v[U_ID] in offered]
        if hold is not None and (me is None or self.power(me, auras) <= 0 or not enemies):
            return hold
        if not enemies:
            return actions[0]
        target = min(enemies, key=lambda v: (self.health(v, auras) - v[U_DMG], -self.power(v, auras), v[U_ID]))
        return self.pick(actions, ("attack", target[U_ID]))

    def default_act_pick(self, frame: Frame, actions: list[Action]) -> Action:
        return next(a for a in actions if a.data != RUN)
