"""Whole runs of build actions in one decision: no busywork in the build step (SWT-5.1 a-c, SWT-5.2, SWT-5.3).

SWT-0.4 makes a build step a run of single choices: place a card face down, then one build point per build counter,
then complete it. The single steps stay offered; beside them the build step offers actions that take a whole run at
once, doing exactly what the single steps would do (the same cards move, the same build points are spent, the same
completion mode is used) and never choosing for the player what the single steps would have asked:

- ``place all`` — SWT-5.1 (a) for every buildable card in hand (offered with two or more);
- ``finish K [mode]`` — (b) as many times as completing card K in ``mode`` still needs, then (c) complete it
  (SWT-5.3; the modes are those of ``complete K``, less "discard"); offered before the partial runs below;
- ``counters K N`` — SWT-5.1 (b) N times on face-down card K, for N = what its completion still needs and N = every
  build point the player has (each when at least 2; a single counter is ``counter K``);
- ``build CARD [mode]`` — (a) place CARD from hand, (b) the counters its completion needs, (c) complete it.

None is offered when the build points are short: the requirement is checked when the action is offered, and placing
counters changes nothing else the requirement reads (SWT-5.3).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action

from .base import BUILDABLE_TYPES, MISSION, SwtBase
from .orders import OrdersMixin

MODE_WORDS = {"": "", "top": " on top of its stack", "under": " underneath its stack"}


def _n_counters(n: int) -> str:
    return f"{n} build counter{'' if n == 1 else 's'}"


def place_action(s: SwtBase, iid: int) -> Action:
    """``place CARD`` (SWT-5.1 a; BuildRunsMixin.memo_action)."""
    return Action(f"place {s.cards[iid]}", f"Place {s.name(iid)} face down", ("place", iid), refs=(iid,))


def from_hand_action(s: SwtBase, iid: int, mode: str, need: int) -> Action:
    """``build CARD [mode]`` (BuildRunsMixin.memo_action)."""
    suffix = f" {mode}" if mode else ""
    pay = f"{need} build point{'' if need == 1 else 's'}" if need else "no build points"
    return Action(
        f"build {s.cards[iid]}{suffix}",
        f"Build {s.name(iid)}{MODE_WORDS[mode]} now: place it, put {_n_counters(need)} on it and complete it ({pay})",
        ("from_hand", iid, mode, need),
        run=True,
        refs=(iid,),
    )


def face_down_runs(
    s: SwtBase, k: int, iid: int, counters: int, bp: int, opts: tuple[tuple[str, int], ...]
) -> list[Action]:
    """``counters K N`` and ``finish K [mode]`` for face-down card K (position k, card ``iid``) with ``counters`` on
    it, ``bp`` build points and completion options ``opts`` (build.py ``face_down_actions``, whose
    lists are kept)."""
    name = s.name(iid)
    missing = {mode: need - counters for mode, need in opts if mode != "discard" and need > counters}
    acts: list[Action] = []
    for mode, n in missing.items():
        if n <= bp:
            suffix = f" {mode}" if mode else ""
            acts.append(
                Action(
                    f"finish {k}{suffix}",
                    f"Put {_n_counters(n)} on {name} and complete it{MODE_WORDS[mode]}",
                    ("finish", k, mode, n),
                    run=True,
                    refs=(iid,),
                )
            )
    amounts = {n for n in missing.values() if 2 <= n <= bp}
    if bp >= 2:
        amounts.add(bp)
    for n in sorted(amounts):
        enough = ", enough to complete it" if n in missing.values() else ""
        acts.append(
            Action(
                f"counters {k} {n}",
                f"Put {_n_counters(n)} on {name} ({counters} → {counters + n}{enough})",
                ("counters", k, n),
                run=True,
                refs=(iid,),
            )
        )
    return acts


class BuildRunsMixin(OrdersMixin):
    # the single steps, defined in build.py (BuildMixin, a subclass); declared here for the type checker
    def build_place(self, p: int, data: Any) -> None:
        raise NotImplementedError

    def add_counters(self, p: int, k: int, n: int) -> None:
        raise NotImplementedError

    def build_complete(self, p: int, data: Any) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ what is offered
    def hand_run_actions(
        self,
        p: int,
        cheaper: bool,
        hand: tuple[list[int], list[Action], Action | None] | None = None,
        opts_of: dict[str, tuple[tuple[str, int], ...]] | None = None,
        kept: dict[str, tuple[tuple[str, int], ...]] | None = None,
    ) -> list[Action]:
        """``build CARD [mode]`` for each buildable card in hand that the build points complete now, and
        ``place all``. ``hand``: ``hand_build(p)`` when the caller has it; ``kept``: ``kept_options`` (filled in but for
        missions); ``opts_of``: the completion options of
        this offer by card id (filled in)."""
        acts: list[Action] = []
        bp = self.bp[p]
        in_hand, _, place_all = self.hand_build(p) if hand is None else hand
        cards = self.cards
        for iid in in_hand:
            opts = None if opts_of is None else opts_of.get(cards[iid])
            if opts is None:
                opts = self.completion_options(p, iid, cheaper)
                if opts_of is not None:
                    opts_of[cards[iid]] = opts
                if kept is not None and self.facts[iid].type != MISSION:
                    kept[cards[iid]] = opts
            for mode, need in opts:
                if mode != "discard" and need <= bp:
                    acts.append(self.memo_action(from_hand_action, iid, mode, need))
        if place_all is not None:
            acts.append(place_all)
        return acts

    def hand_build(self, p: int) -> tuple[list[int], list[Action], Action | None]:
        """p's buildable cards in hand (``hand_of_types``), their ``place CARD`` actions and ``place all`` (with two
        or more buildable cards, duplicates counted), memoised per hand (shared by the games of these decks; read-only
        for callers)."""
        hand = tuple(self.hands[p])
        memo = self._hand_build
        got = memo.get(hand)
        if got is None:
            if len(memo) > 4096:
                memo.clear()
            in_hand = self.hand_of_types(p, BUILDABLE_TYPES)
            facts = self.facts
            n = sum(1 for i in hand if facts[i].type in BUILDABLE_TYPES)
            label = f"Place all {n} buildable cards of your hand face down"
            place_all = Action("place all", label, ("place_all",), run=True) if n >= 2 else None
            got = memo[hand] = (in_hand, [self.memo_action(place_action, iid) for iid in in_hand], place_all)
        return got

    # ------------------------------------------------------------------ taking them
    def build_place_all(self, p: int, data: Any) -> None:
        """SWT-5.1 (a), once for each buildable card of the hand, in hand order."""
        for iid in [i for i in self.hands[p] if self.facts[i].type in BUILDABLE_TYPES]:
            self.build_place(p, ("place", iid))

    def build_counters(self, p: int, data: Any) -> None:
        """SWT-5.1 (b) N times: N build points become N build counters on one face-down card (SWT-5.2)."""
        _, k, n = data
        self.bp[p] -= n
        self.add_counters(p, k, n)

    def build_finish(self, p: int, data: Any) -> None:
        """SWT-5.1 (b) as many times as the completion needs, then (c)."""
        _, k, mode, n = data
        self.build_counters(p, ("counters", k, n))
        self.build_complete(p, ("complete", k, mode))

    def build_from_hand(self, p: int, data: Any) -> None:
        """SWT-5.1 (a), then (b) as many times as the completion needs, then (c)."""
        _, iid, mode, n = data
        self.build_place(p, ("place", iid))
        k = sum(1 for b in self.builds if b[0] == p) - 1
        if n:
            self.build_counters(p, ("counters", k, n))
        self.build_complete(p, ("complete", k, mode))
