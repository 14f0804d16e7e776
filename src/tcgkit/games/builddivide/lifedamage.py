"""Life damage and trigger checks (BDV-5.28–5.34, BDV-7.1).

("dmg", a, u, R) is one damage repetition with R damage left. Each repetition: cancellation check (BDV-5.30), the
empty-life win check (BDV-7.1), the trigger check of the top life card into the public check position, its icon
(BUSTER: one more damage, BDV-5.31; SHOT: the defender may pay its shot cost, BDV-5.32; TRIGGER: mandatory,
BDV-5.33), the checked card to the graveyard (BDV-5.34), then R − 1.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from tcgkit.core import Action

from .base import LIFE_DAMAGE
from .cards import BUSTER, SHOT, TRIGGER, Facts
from .effects import EffectRules
from .wording import steps_words


@cache
def shot_words(f: Facts) -> str:
    """ "the shot of <card> (<its effect>)" for SHOT's labels (BDV-5.32), once per definition."""
    return f"the shot of {f.name} ({steps_words(f.effects['shot'])})"


class LifeDamageRules(EffectRules):
    """BDV-5.28–5.34."""

    def step_dmg(self, frame: tuple[Any, ...]) -> None:
        _, a, u, r = frame
        if r <= 0:
            return
        d = 1 - a
        if not self.on_field(u):  # BDV-5.30
            self.log("damage_cancelled", {"player": a, "left": r})
            return
        life = self.life[d]
        if not life:  # BDV-7.1
            self.end_game(a, LIFE_DAMAGE)
            return
        c = life.pop()
        self.check[d].append(c)
        icon = self.f[c].icon
        self.log("check", {"player": d, "card": self.obj(c), "icon": self.f[c].icon_name})
        if icon == BUSTER:  # BDV-5.31
            r += 1
        self.push(("checked", d, c), ("dmg", a, u, r - 1))
        if icon == SHOT:
            self.push(("shot", d, c, u))
        elif icon == TRIGGER:  # BDV-5.33: the defender controls it; mandatory
            self.push(("eff", d, c, u, "trig", 0))

    def offer_shot(self, frame: tuple[Any, ...]) -> list[Action]:
        """BDV-5.32: DECLINE or one legal payment of the shot cost from the defender's standing energy."""
        _, d, c, _u = frame
        f = self.f[c]
        what = shot_words(f)
        acts = [Action("decline", f"Do not use {what}", None, False, False, (c,))]
        for a in self.pay_actions(d, f.shot_req, f.shot_generic):
            acts.append(Action(a.id, f"Use {what}: {a.label.lower()}", a.data, False, False, (c, *a.refs)))
        return acts

    def take_shot(self, frame: tuple[Any, ...], act: Action) -> None:
        _, d, c, u = frame
        if act.id == "decline":
            self.log("shot_declined", {"player": d, "card": self.obj(c)})
            return
        self.rest_payment(d, act.data)
        self.log("shot", {"player": d, "card": self.obj(c)})
        self.push(("eff", d, c, u, "shot", 0))

    def step_checked(self, frame: tuple[Any, ...]) -> None:
        """BDV-5.34: the checked card, if still in the check position, goes to the defender's graveyard."""
        _, d, c = frame
        if c in self.check[d]:
            self.check[d].remove(c)
            self.to_grave(c)
