"""Dice (SWT-0.5, SWT-1.16, SWT-5.14 steps 3 and 5, SWT-5.17, SWT-11.1) and rerolls (SWT-10.7 #12, SWT-5.31).

The attack record ``atk`` is ``(attacker, defender, arena, attacker dice, defender dice, attacker battle damage,
defender battle damage, stage)``; stage 0 = declared, 1 = rolled, 2 = hits counted, 3 = damage placed.
In dice mode ``seed`` both battling units roll their current power; in ``attacker-only`` only the attacker rolls
(SWT-11.1). The attacker's dice are rolled first (SWT-0.5). Evade N takes N dice from the attacker (SWT-5.30).
A die hits when face + Accuracy + dice bonuses >= 4 (SWT-5.17, SWT-1.16); Critical Hit N adds N battle damage
when a die shows a natural 6 (SWT-5.28).
"""

from __future__ import annotations

from tcgkit.core import Action

from .base import U_ID, Frame, gain_key
from .cards import ARENAS
from .refs import die_ref
from .retreat import RetreatMixin


class DiceMixin(RetreatMixin):
    def dice_mode(self) -> str:
        return str(self.options.get("dice_mode", "seed"))

    def step_roll(self, frame: Frame) -> None:
        """SWT-5.14 (3): the attacker rolls, then (mode seed) the defender."""
        if not self.attack_live():
            return
        att, dfn = self.battlers()
        assert att is not None and dfn is not None
        auras = self.auras()
        evade = self.keywords(dfn, auras).get("Evade", 0)
        power = self.power(att, auras)
        reach = self.mod_total(att[U_ID], "reach") if self.mods else 0
        if reach:  # Bombard N / Ion Cannon N: N dice plus the unit's power changes (stacking included)
            boost = self.mod_total(gain_key(att[1]), f"reach:{ARENAS[self.atk[2]]}")  # Death Star gunners
            power = max(0, reach + power + boost - self.facts[att[2][0]].card.power)
        n_att = max(0, power - evade + self.mod_total(att[U_ID], "dice_count"))
        n_def = 0
        if self.dice_mode() == "seed":
            n_def = max(0, self.power(dfn, auras) + self.mod_total(dfn[U_ID], "dice_count"))
        a_dice = tuple(self.roll_die() for _ in range(n_att))
        d_dice = tuple(self.roll_die() for _ in range(n_def))
        atk = self.atk
        self.atk = (atk[0], atk[1], atk[2], a_dice, d_dice, 0, 0, 1)
        self.log(
            "roll",
            {
                "attacker": att[U_ID],
                "defender": dfn[U_ID],
                "attacker_dice": list(a_dice),
                "defender_dice": list(d_dice),
                "evade": evade,
            },
        )

    def step_hits(self, frame: Frame) -> None:
        """SWT-5.14 (5): each rolling unit's battle damage = hits + Critical Hit bonus."""
        if not self.attack_live():
            return
        att, dfn = self.battlers()
        assert att is not None and dfn is not None
        atk = self.atk
        auras = self.auras()
        a_dmg = self.battle_damage(att, atk[3], auras)
        d_dmg = self.battle_damage(dfn, atk[4], auras)
        self.atk = (atk[0], atk[1], atk[2], atk[3], atk[4], a_dmg, d_dmg, 2)
        self.log(
            "hits", {"attacker": att[U_ID], "attacker_damage": a_dmg, "defender": dfn[U_ID], "defender_damage": d_dmg}
        )

    def battle_damage(self, u: tuple, dice: tuple[int, ...], auras: list) -> int:
        kws = self.keywords(u, auras)
        bonus = kws.get("Accuracy", 0) + self.mod_total(u[U_ID], "dice_bonus")
        atk0 = self.atk
        if self.mods and atk0 and u[U_ID] == atk0[0] and u[3] == atk0[2]:  # Tractor Beam: against the marked unit
            bonus += self.mod_total(atk0[1], "acc_vs")
        hits = sum(1 for face in dice if face + bonus >= 4)
        crit = kws.get("Critical Hit", 0)
        atk = self.atk
        if self.mods and atk and u[U_ID] == atk[0] and u[3] == atk[2]:  # Hero's Flaw: against the marked unit
            crit += self.mod_total(atk[1], "crit_vs")
        if dice and 6 in dice and crit:
            hits += crit
        return hits

    # ------------------------------------------------------------------ rerolls
    def start_reroll(self, user: int, uid: int, n: int, everything: bool = False) -> None:
        """Reroll up to n of the unit's dice, picked one at a time by ``user`` (all of them when ``everything``)."""
        atk = self.atk
        if not atk or atk[7] < 1 or uid not in (atk[0], atk[1]):
            return
        side = 3 if uid == atk[0] else 4
        if everything:
            self.reroll_dice(uid, tuple(range(len(atk[side]))))
        elif atk[side] and n > 0:
            self.push(("reroll", user, uid, n, ()))

    def offer_reroll(self, frame: Frame) -> list[Action]:
        uid, picked = frame[2], frame[4]
        atk = self.atk
        mine = uid == atk[0]
        dice = atk[3] if mine else atk[4]
        acts = []
        seen: set[int] = set()
        for i, face in enumerate(dice):
            if i not in picked and face not in seen:
                seen.add(face)
                acts.append(Action(f"die {face}", f"Reroll a die showing {face}", i, refs=(die_ref(mine, i),)))
        acts.append(Action("done", f"Reroll the {len(picked)} picked dice" if picked else "Reroll nothing"))
        return acts

    def take_reroll(self, frame: Frame, act: Action) -> None:
        _, user, uid, left, picked = frame
        if act.data is not None:
            picked = (*picked, act.data)
            atk = self.atk
            dice = atk[3] if uid == atk[0] else atk[4]
            if left > 1 and len(picked) < len(dice):
                self.push(("reroll", user, uid, left - 1, picked))
                return
        if picked:
            self.reroll_dice(uid, picked)

    def reroll_dice(self, uid: int, which: tuple[int, ...]) -> None:
        """SWT-5.17: a reroll replaces the face."""
        atk = self.atk
        side = 3 if uid == atk[0] else 4
        dice = list(atk[side])
        for i in sorted(which):
            dice[i] = self.roll_die()
        new = list(atk)
        new[side] = tuple(dice)
        self.atk = tuple(new)
        self.log("reroll", {"unit": uid, "name": self.uname(uid), "dice": dice, "rerolled": len(which)})

    def attack_live(self) -> bool:
        """SWT-5.16: the attack goes on only while both battling units are in its arena."""
        atk = self.atk
        if not atk:
            return False
        a, d = self.unit_pair(atk[0], atk[1])
        if a is None or d is None or d[3] != atk[2]:
            return False
        # an attack with Bombard / Ion Cannon comes from the attacker's own arena
        return a[3] == atk[2] or (a[3] < 3 and self.mod_total(a[0], "reach") > 0)
