"""Playing units and commands (BDV-5.7–5.15).

The chosen card is revealed and held in the ``limbo`` zone while its cost is paid (the card is public from the moment
it is played, so no pending decision refers to a hidden card), then a unit enters the field standing and its ON_PLAY
abilities trigger (with ON_LIBERATE if it liberated the territory); a command's effect resolves and it goes to the
graveyard.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from tcgkit.core import Action

from .cards import COMMAND, UNIT, Facts
from .costs import payable
from .territory import TerritoryRules
from .wording import steps_words, vector_words


@cache
def play_label(f: Facts) -> str:
    """The label of PLAY_UNIT / PLAY_COMMAND for a card: its numbers or effect and its cost, in words (computed
    once per definition: ``Facts`` are shared by every instance)."""
    cost = vector_words(f.req, f.generic)
    if f.kind == UNIT:
        return f"Play {f.name} ({f.power} power, hit {f.hit}; cost {cost})"
    return f"Play {f.name} (cost {cost}): {steps_words(f.effects['cmd'])}"


class PlayRules(TerritoryRules):
    """BDV-5.7–5.15."""

    def play_actions(self, p: int, hand: list[int] | None = None) -> list[Action]:
        """PLAY_UNIT (BDV-5.7) and PLAY_COMMAND (BDV-5.14) for each distinct playable card in hand (``hand``: the
        hand's ``distinct`` cards when the caller has them). Payable (BDV-5.2, ``costs.payable``) with the standing
        energy counted once for the whole hand."""
        acts = []
        f, made = self.f, self.play_acts
        avail = self.standing(p)
        for i in self.distinct(self.hand[p]) if hand is None else hand:
            fi = f[i]
            kind = fi.kind
            if kind != UNIT and kind != COMMAND:
                continue
            if not payable(avail, fi.req, fi.total):
                continue
            if kind == COMMAND and not self.command_targets_ok(p, i):
                continue
            act = made.get(i)
            if act is None:
                refs = self.field_ref[i] if kind == UNIT else self.one_ref[i]
                act = made[i] = Action(f"play {fi.cid}", play_label(fi), ("play", i), False, False, refs)
            acts.append(act)
        return acts

    def command_targets_ok(self, p: int, i: int) -> bool:
        """BDV-5.14: every mandatory single-target unit step has a legal target now."""
        for step in self.f[i].effects["cmd"]:
            t = step.target
            if t is not None and not step.optional and t.single and not self.candidates(p, i, -1, t, ()):
                return False
        return True

    def start_play(self, p: int, i: int) -> None:
        """Reveal the card (BDV-5.15), then the liberation choice (BDV-5.8) and payment (BDV-5.9)."""
        self.hand[p].remove(i)
        self.limbo[p].append(i)
        self.log("play", {"player": p, "card": self.obj(i)})
        f = self.f[i]
        if f.kind == COMMAND:
            self.push(("command", p, i))
        elif self.may_liberate_with(p, i):
            self.push(("libchoice", p, i))
            return
        else:
            self.push(("enter", p, i, False))
        self.push_pay(p, f.req, f.generic)

    def step_enter(self, frame: tuple[Any, ...]) -> None:
        """BDV-5.10: the unit enters standing; BDV-5.11: the territory flips; BDV-5.12: triggers together."""
        _, p, i, lib = frame
        self.limbo[p].remove(i)
        self.field[p].append(i)
        self.rested[i] = 0
        self.log("enter", {"player": p, "card": self.obj(i)})
        pending = [(i, k) for k in self.f[i].timed.get("ON_PLAY", ())]
        if lib:
            pending += self.liberate(p)
        self.push_triggers(p, pending, -1)

    def step_command(self, frame: tuple[Any, ...]) -> None:
        """BDV-5.15: the effect resolves, then the command goes to its owner's graveyard."""
        _, p, i = frame
        self.push(("eff", p, i, -1, "cmd", 0), ("command_done", p, i))

    def step_command_done(self, frame: tuple[Any, ...]) -> None:
        _, p, i = frame
        self.limbo[p].remove(i)
        self.to_grave(i)
