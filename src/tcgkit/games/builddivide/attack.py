"""The attack phase, blocking and battles (BDV-4.11–4.14, BDV-5.20–5.27, BDV-5.35).

("attack", a) is the attacking player's choice of ATTACK(unit, target) or END_ATTACK. An attack is the frames
("atkcheck", ...) → ("block", d, ...) → ("engage", ...) pushed above ("attack", a), so when the attack ends in any way
the active player chooses again (BDV-5.35). No card can be played meanwhile (BDV-4.14, BDV-5.20).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action
from tcgkit.core.names import join_names

from .base import LIFE_REF, PLAYER_TARGET
from .effects import EffectRules

END_ATTACK = Action("end", "End the attack phase (and your turn)", None)


class AttackRules(EffectRules):
    """BDV-4.11–4.13, BDV-5.20–5.27."""

    def offer_attack(self, frame: tuple[Any, ...]) -> list[Action]:
        """BDV-4.12: every standing own unit × (the defender or any rested defending unit); END_ATTACK always.

        With two or more standing units, ``attack all`` also offers the whole run of attacks on the opponent: each
        standing unit attacks the player in field order, one attack after the other (below, ``step_atkall``)."""
        a = frame[1]
        d = 1 - a
        rested, f = self.rested, self.f
        ready = [u for u in self.field[a] if not rested[u]]
        if not ready:  # nothing can attack: END_ATTACK alone (applied without asking)
            return [END_ATTACK]
        targets = [(j, self.unit_label(j, a)) for j in self.field[d] if rested[j]]
        acts = []
        life = LIFE_REF[d]
        for u in ready:
            power, hit = self.stats_of(u)
            name = f"{f[u].name} ({power} power, hit {hit})"
            acts.append(
                Action(
                    f"attack {u} player",
                    f"Attack the opponent with {name}",
                    (u, PLAYER_TARGET),
                    False,
                    False,
                    (u, life),
                )
            )
            for t, label in targets:
                acts.append(Action(f"attack {u} {t}", f"Attack {label} with {name}", (u, t), False, False, (u, t)))
        if len(ready) > 1:
            names = join_names([f[u].name for u in ready])
            text = f"Attack the opponent with every standing unit in turn: {names}"
            acts.append(Action("attack all", text, "all", False, True, (*ready, life)))
        acts.append(END_ATTACK)
        return acts

    def take_attack(self, frame: tuple[Any, ...], act: Action) -> None:
        a = frame[1]
        if act.data is None:
            self.push(("endphase", a))
        elif act.data == "all":
            self.push(("atkall", a, ()), ("attack", a))
        else:
            u, t = act.data
            self.declare_attack(a, u, t, ("attack", a))

    def declare_attack(self, a: int, u: int, t: int, then: tuple[Any, ...]) -> None:
        """BDV-5.21: declaring rests the attacker; BDV-5.22: its ON_ATTACK abilities resolve; ``then`` follows the
        attack (BDV-5.35: the attack decision again, or the next attack of a run)."""
        self.rested[u] = 1
        self.log("attack", {"player": a, "attacker": self.obj(u), "target": "player" if t < 0 else self.obj(t)})
        self.push(("atkcheck", a, u, t), then)
        self.push_triggers(a, [(u, k) for k in self.f[u].timed.get("ON_ATTACK", ())], u)

    def step_atkall(self, frame: tuple[Any, ...]) -> None:
        """``attack all``: the next standing unit that has not attacked in this run attacks the opponent (BDV-4.12);
        each attack runs whole (BDV-5.20), the defender still blocks and pays shots as usual. A unit stood again
        during the run does not attack twice; when no unit is left, the attack decision comes back (BDV-4.11)."""
        _, a, done = frame
        rested = self.rested
        for u in self.field[a]:
            if not rested[u] and u not in done:
                self.declare_attack(a, u, PLAYER_TARGET, ("atkall", a, (*done, u)))
                return

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
        _, d, u, t = frame
        rested = self.rested
        power, hit = self.stats_of(u)
        attacker = f"the opponent's {self.f[u].name} ({power} power, hit {hit})"
        if t == PLAYER_TARGET:
            took = f"Do not block: {attacker} deals its damage to you"
        else:
            took = f"Do not block: {attacker} battles {self.unit_label(t, d)}"
        acts = [Action("no-block", took, None)]
        acts += [
            Action(f"block {b}", f"Block {attacker} with {self.unit_label(b, d)}", b, False, False, (b, u))
            for b in self.field[d]
            if not rested[b]
        ]
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
