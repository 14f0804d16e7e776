"""Turn structure (BDV-4.1–4.19): Stand, Draw, Main, Attack and End phases.

Frames: ("turn",) starts the next turn; ("stand", p), ("drawphase", p), ("som", p) are automatic; ("main", p) is the
main-phase decision (CHARGE, PLAY_UNIT, PLAY_COMMAND, END_MAIN); the attack phase is ``attack.py``; ("endphase", p)
and ("cleanup", p) end the turn.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from tcgkit.core import Action

from .base import TURN_LIMIT
from .cards import Facts
from .effects import EffectRules
from .play import PlayRules
from .wording import COLOR_WORDS

END_MAIN = Action("end", "End the main phase (go to the attack phase)", ("end",))


@cache
def charge_label(f: Facts) -> str:
    """CHARGE's label: the energy colour the card will produce (BDV-6.6), once per definition."""
    return f"Charge {f.name} as {COLOR_WORDS[f.color_name]} energy (once per turn)"


class TurnRules(PlayRules, EffectRules):
    """BDV-4.1–4.18."""

    def step_turn(self, frame: tuple[Any, ...]) -> None:
        """BDV-4.2: turns alternate, the counter increases; BDV-4.1: the phases in order."""
        self.turn += 1
        p = self.first if self.turn % 2 else 1 - self.first
        self.active = p
        self.log("turn", {"turn": self.turn, "player": p})
        self.push(("stand", p), ("drawphase", p), ("som", p), ("main", p))

    def step_stand(self, frame: tuple[Any, ...]) -> None:
        """BDV-4.3: every rested unit and energy card of the active player stands; no choices."""
        p = frame[1]
        self.phase = "stand"
        rested = self.rested
        for i in self.field[p]:
            rested[i] = 0
        for i in self.energy[p]:
            rested[i] = 0

    def step_drawphase(self, frame: tuple[Any, ...]) -> None:
        """BDV-4.4: draw 1; BDV-4.5: except the first player in turn 1."""
        p = frame[1]
        self.phase = "draw"
        if self.turn == 1 and p == self.first:
            return
        self.draw(p)

    def step_som(self, frame: tuple[Any, ...]) -> None:
        """BDV-4.6: START_OF_MAIN abilities of the active player's units and liberated territory trigger."""
        p = frame[1]
        self.phase = "main"
        f = self.f
        pending = [(i, k) for i in self.field[p] for k in f[i].timed.get("START_OF_MAIN", ())]
        if self.liberated[p]:
            t = self.terr[p]
            pending += [(t, k) for k in f[t].timed.get("START_OF_MAIN", ())]
        self.push_triggers(p, pending, -1)

    # -------------------------------------------------------------- main phase
    def offer_main(self, frame: tuple[Any, ...]) -> list[Action]:
        """BDV-4.7: PLAY_UNIT, PLAY_COMMAND, CHARGE (once per turn, BDV-4.8) and END_MAIN (always, BDV-4.10)."""
        p = frame[1]
        hand = self.distinct(self.hand[p])
        acts = self.play_actions(p, hand)
        if not self.charged:
            made = self.charge_acts
            for i in hand:
                act = made.get(i)
                if act is None:
                    fi = self.f[i]
                    act = made[i] = Action(
                        f"charge {fi.cid}", charge_label(fi), ("charge", i), False, False, self.energy_ref[i]
                    )
                acts.append(act)
        acts.append(END_MAIN)
        return acts

    def take_main(self, frame: tuple[Any, ...], act: Action) -> None:
        p = frame[1]
        what = act.data[0]
        if what == "end":
            self.phase = "attack"
            self.push(("attack", p))
            return
        self.push(("main", p))
        i = act.data[1]
        if what == "charge":
            self.charge(p, i)
        else:
            self.start_play(p, i)

    def charge(self, p: int, i: int) -> None:
        """BDV-4.8, BDV-6.6: any hand card goes face up into the energy zone, standing."""
        self.hand[p].remove(i)
        self.energy[p].append(i)
        self.rested[i] = 0
        self.charged = True
        self.log("charge", {"player": p, "card": self.obj(i)})

    # -------------------------------------------------------------- end phase
    def step_endphase(self, frame: tuple[Any, ...]) -> None:
        """BDV-4.15: discard down to the hand limit, chosen one card at a time (BDV-4.16: own end phase only)."""
        p = frame[1]
        self.phase = "end"
        self.push(("cleanup", p))
        excess = len(self.hand[p]) - self.hand_limit[p]
        if excess > 0:
            self.push(("disc", p, excess))

    def step_cleanup(self, frame: tuple[Any, ...]) -> None:
        """BDV-4.17: deltas end, the charge record resets; BDV-4.18 / BDV-7.6: the turn-limit check."""
        self.deltas = []
        self.charged = False
        if self.turn >= self.options["turn_limit"]:
            self.end_game(None, TURN_LIMIT)
            return
        self.push(("turn",))
