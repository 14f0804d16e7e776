"""The attack phase, blocking and battles (BDV-4.11–4.14, BDV-5.20–5.27, BDV-5.35).

("attack", a) is the attacking player's choice of ATTACK(unit, target) or END_ATTACK. An attack is the frames
("atkcheck", ...) → ("block", d, ...) → ("engage", ...) pushed above ("attack", a), so when the attack ends in any way
the active player chooses again (BDV-5.35). No card can be played meanwhile (BDV-4.14, BDV-5.20).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action

from .base import PLAYER_TARGET
from .effects import EffectRules


class AttackRules(EffectRules):
    """BDV-4.11–4.13, BDV-5.20–5.27."""

    def offer_attack(self, frame: tuple[Any, ...]) -> list[Action]:
        """BDV-4.12: every standing own unit × (the defender or any rested defending unit); END_ATTACK always."""
        a = frame[1]
        d = 1 - a
        rested, f = self.rested, self.f
        targets = [j for j in self.field[d] if rested[j]]
        acts = []
        for u in self.field[a]:
            if rested[u]:
                continue
            name = f[u].name
            acts.append(Action(f"attack {u} player", f"Attack the opponent with {name}", (u, PLAYER_TARGET)))
            for t in targets:
                acts.append(Action(f"attack {u} {t}", f"Attack {f[t].name} with {name}", (u, t)))
        acts.append(Action("end", "End the attack phase", None))
        return acts

    def take_attack(self, frame: tuple[Any, ...], act: Action) -> None:
        """BDV-5.21: declaring rests the attacker; BDV-5.22: its ON_ATTACK abilities resolve."""
        a = frame[1]
        if act.data is None:
            self.push(("endphase", a))
            return
        u, t = act.data
        self.rested[u] = 1
        self.log("attack", {"player": a, "attacker": self.obj(u), "target": "player" if t < 0 else self.obj(t)})
        self.push(("atkcheck", a, u, t), ("attack", a))
        self.push_triggers(a, [(u, k) for k in self.f[u].timed.get("ON_ATTACK", ())], u)

    def step_atkcheck(self, frame: tuple[Any, ...]) -> None:
        """BDV-5.23: the attack ends if the attacker or a targeted unit has left; BDV-5.24: the block step."""
        _, a, u, t = frame
        if not self.on_field(u) or (t != PLAYER_TARGET and not self.on_field(t)):
            self.log("attack_ends", {"player": a})
            return
        d = 1 - a
        rested = self.rested
        if not self.f[u].unblockable and any(not rested[b] for b in self.field[d]):
            self.push(("block", d, u, t))
        else:
            self.push(("engage", a, u, t))

    def offer_block(self, frame: tuple[Any, ...]) -> list[Action]:
        """BDV-5.24: NO_BLOCK or BLOCK with one standing unit."""
        d, u = frame[1], frame[2]
        rested, f = self.rested, self.f
        acts = [Action("no-block", "Do not block", None)]
        acts += [Action(f"block {b}", f"Block {f[u].name} with {f[b].name}", b) for b in self.field[d] if not rested[b]]
        return acts

    def take_block(self, frame: tuple[Any, ...], act: Action) -> None:
        """The blocker rests and becomes the target."""
        _, d, u, t = frame
        if act.data is not None:
            t = act.data
            self.rested[t] = 1
            self.log("block", {"player": d, "blocker": self.obj(t)})
        self.push(("engage", 1 - d, u, t))

    def step_engage(self, frame: tuple[Any, ...]) -> None:
        """BDV-5.25: a unit target means a battle, the player means life damage (BDV-5.28: R = current hit now)."""
        _, a, u, t = frame
        if t == PLAYER_TARGET:
            r = self.hit_of(u)
            self.log("life_damage", {"player": a, "attacker": self.obj(u), "damage": r})
            self.push(("dmg", a, u, r))
        else:
            self.battle(u, t)

    def battle(self, u: int, x: int) -> None:
        """BDV-5.26: simultaneous damage equal to current power; BDV-5.27: destroyed if damage > 0 and ≥ power."""
        pu, px = self.power_of(u), self.power_of(x)
        dead = []
        if pu > 0 and pu >= px:
            dead.append(x)
        if px > 0 and px >= pu:
            dead.append(u)
        self.log(
            "battle",
            {
                "attacker": self.obj(u),
                "attacker_power": pu,
                "defender": self.obj(x),
                "defender_power": px,
                "destroyed": [self.obj(i) for i in dead],
            },
        )
        for i in dead:
            self.leave_field(i)
            self.to_grave(i)
