"""The battle phase: arena battles, activations, attacks, windows and damage (SWT-4.11, SWT-5.11-5.18, SWT-5.23,
SWT-5.26-5.38).

Frames: ``("battle_phase",)`` runs the three arena battles in order; ``("arena", a)`` = contests (contests.py),
start triggers, then ``("activate", a)`` until no untapped unit is left in the arena. The attack sequence is
declared -> window before_roll -> roll -> window after_roll -> hits -> window before_damage -> damage -> window
battle_end -> attack end (SWT-5.14). A window (SWT-5.15) starts with the attacker's controller; after any action the
other player acts; it closes when the two players pass one right after the other. A player with nothing to do but
pass passes without being asked (SWT-4.13).
"""

from __future__ import annotations

from tcgkit.core import Action

from .base import U_DMG, U_ID, U_OWN, U_TAP, U_ZONE, Frame, Unit
from .cards import ARENAS
from .dice import DiceMixin
from .orders import RUN, OrdersMixin

WINDOW_LABEL = {
    "before_roll": "before the roll",
    "after_roll": "after the roll",
    "before_damage": "before damage",
    "battle_end": "at the end of the attack",
}


class BattleMixin(OrdersMixin, DiceMixin):
    # ------------------------------------------------------------------ phase and arenas (SWT-4.11, SWT-5.11)
    def step_battle_phase(self, frame: Frame) -> None:
        self.push(
            ("phase_event", "battle_phase_start"),
            ("arena", 0),
            ("arena", 1),
            ("arena", 2),
            ("phase_event", "battle_phase_end"),
        )

    def step_phase_event(self, frame: Frame) -> None:
        self.fire(frame[1])

    def step_arena(self, frame: Frame) -> None:
        a = frame[1]
        self.phase = f"battle:{ARENAS[a]}"
        self.log("arena_battle", {"arena": ARENAS[a]})
        self.push(
            ("contests", a),
            ("arena_event", "arena_battle_start", a),
            ("activate", a),
            ("arena_event", "arena_battle_end", a),
        )

    def step_arena_event(self, frame: Frame) -> None:
        self.fire(frame[1], arena=frame[2])

    def step_activate(self, frame: Frame) -> None:
        """SWT-5.12: the fastest untapped unit activates next; Dark wins ties (Dark picks among its tied units)."""
        a = frame[1]
        ready = [u for u in self.units if u[U_ZONE] == a and not u[U_TAP]]
        if not ready:
            self.end_orders("attack", a)
            return
        auras = self.auras()
        speeds = [(self.speed(u, auras), u) for u in ready]
        best = max(s for s, _ in speeds)
        tied = [u for s, u in speeds if s == best]
        dark = [u for u in tied if u[U_OWN] == self.dark]
        pool = dark or tied
        p = pool[0][U_OWN]
        self.push(("activate", a))
        if len(pool) == 1:
            self.push(("act", p, pool[0][U_ID], a))
        else:
            self.push(("act_pick", p, a, tuple(u[U_ID] for u in pool), best))

    def offer_act_pick(self, frame: Frame) -> list[Action]:
        uids, speed = frame[3], frame[4]
        acts = [
            Action(f"activate u{uid}", f"Activate {self.unit_label(self.unit(uid))} (speed {speed})", uid)
            for uid in uids
        ]  # type: ignore[arg-type]
        run = self.attack_all_action(frame[1], frame[2])
        return acts if run is None else [run, *acts]

    def take_act_pick(self, frame: Frame, act: Action) -> None:
        if act.data == RUN:  # attack all (orders.py)
            self.give_order("attack", frame[1], frame[2])
            self.push(frame)
            return
        self.push(("act", frame[1], act.data, frame[2]))

    # ------------------------------------------------------------------ activation (SWT-5.13)
    def offer_act(self, frame: Frame) -> list[Action]:
        _, p, uid, a = frame
        u = self.unit(uid)
        assert u is not None
        me = self.unit_label(u)
        acts = [
            Action(f"attack u{v[U_ID]}", f"{me} attacks {self.unit_label(v)}", ("attack", v[U_ID]))
            for v in self.units
            if v[U_ZONE] == a and v[U_OWN] != p
        ]
        acts += self.ability_actions(p, "activation", uid)
        acts.append(Action("hold", f"{me} does not attack", ("hold",)))
        run = self.attack_all_action(p, a)
        if run is not None:
            acts.insert(0, run)
        return acts

    def take_act(self, frame: Frame, act: Action) -> None:
        _, p, uid, a = frame
        if act.data == RUN:  # attack all (orders.py): the order, then this same decision by its default
            self.give_order("attack", p, a)
            self.push(frame)
            return
        self.set_unit(uid, U_TAP, True)
        kind = act.data[0] if isinstance(act.data, tuple) and isinstance(act.data[0], str) else "use"
        if kind == "hold":
            self.log("hold", {"unit": uid, "name": self.uname(uid), "player": p})
        elif kind == "attack":
            self.begin_attack(p, uid, act.data[1], a)
        else:
            self.run_ability_action(p, act.data)

    def begin_attack(self, p: int, att: int, dfn: int, a: int) -> None:
        self.atk = (att, dfn, a, (), (), 0, 0, 0)
        self.log(
            "attack",
            {
                "player": p,
                "attacker": att,
                "defender": dfn,
                "arena": ARENAS[a],
                "names": [self.uname(att), self.uname(dfn)],
            },
        )
        self.push(
            ("declared", att),
            ("window", p, "before_roll", 0),
            ("roll",),
            ("window", p, "after_roll", 0),
            ("hits",),
            ("window", p, "before_damage", 0),
            ("damage",),
            ("window", p, "battle_end", 0),
            ("attack_end",),
        )

    def step_declared(self, frame: Frame) -> None:
        self.fire("on_attack_declared", only=(frame[1],))

    # ------------------------------------------------------------------ windows (SWT-5.15)
    def window_actions(self, p: int, timing: str) -> list[Action]:
        acts = self.battle_card_actions(p, timing) + self.ability_actions(p, timing)
        if timing in ("before_damage", "after_roll"):
            acts += self.keyword_actions(p, timing)
        return acts

    def keyword_actions(self, p: int, timing: str) -> list[Action]:
        """Shields N (SWT-5.34) before damage; Lucky N (SWT-5.31) after the roll, once per attack."""
        out = []
        auras = None
        for u in self.battlers():
            if u is None or u[U_OWN] != p:
                continue
            if auras is None:
                auras = self.auras()
            kws = self.keywords(u, auras)
            uid = u[U_ID]
            if timing == "before_damage" and "Shields" in kws and self.bp[p] >= kws["Shields"]:
                out.append(
                    Action(
                        f"shields u{uid}",
                        f"Shields: pay {kws['Shields']} build points to prevent 1 damage to {self.unit_label(u)}",
                        ("shields", uid, kws["Shields"]),
                    )
                )
            if (
                timing == "after_roll"
                and kws.get("Lucky")
                and not any(x[0] == uid and x[1] == "lucky" for x in self.used)
            ):
                out.append(
                    Action(
                        f"lucky u{uid}",
                        f"Lucky {kws['Lucky']}: reroll dice of {self.unit_label(u)}",
                        ("lucky", uid, kws["Lucky"]),
                    )
                )
        return out

    def step_window(self, frame: Frame) -> None:
        _, p, timing, passes = frame
        atk = self.atk
        if not atk or (atk[7] < 3 and not self.attack_live()):
            return
        if self.window_actions(p, timing):
            self.push(("win", p, timing, passes))
        elif not passes:
            self.push(("window", 1 - p, timing, 1))

    def offer_win(self, frame: Frame) -> list[Action]:
        p, timing = frame[1], frame[2]
        return [*self.window_actions(p, timing), Action("pass", f"Pass ({WINDOW_LABEL[timing]})", ("pass",))]

    def take_win(self, frame: Frame, act: Action) -> None:
        _, p, timing, passes = frame
        kind = act.data[0] if isinstance(act.data, tuple) and isinstance(act.data[0], str) else "use"
        if kind == "pass":
            if not passes:
                self.push(("window", 1 - p, timing, 1))
            return
        self.push(("window", 1 - p, timing, 0))
        if kind == "play":
            self.play_battle_card(p, act.data[1])
        elif kind == "shields":
            self.bp[p] -= act.data[2]
            self.add_mod(act.data[1], "prevent", 1, "attack")
            self.log(
                "shields",
                {"unit": act.data[1], "name": self.uname(act.data[1]), "build_points": act.data[2]},
            )
        elif kind == "lucky":
            self.used.append((act.data[1], "lucky", "attack"))
            self.log("lucky", {"unit": act.data[1], "name": self.uname(act.data[1]), "n": act.data[2]})
            self.start_reroll(p, act.data[1], act.data[2])
        else:
            self.run_ability_action(p, act.data)

    # ------------------------------------------------------------------ damage (SWT-5.18, SWT-5.38)
    def step_damage(self, frame: Frame) -> None:
        """SWT-5.18: incoming battle damage less prevention, placed on both units at once with Deflect damage."""
        if not self.attack_live():
            return
        atk = self.atk
        att, dfn = self.battlers()
        assert att is not None and dfn is not None
        auras = self.auras()
        ka, kd = self.keywords(att, auras), self.keywords(dfn, auras)
        to_def = atk[5] + self.mod_total(att[U_ID], "add_damage")
        to_att = 0
        if self.dice_mode() == "seed":
            to_att = atk[6] + self.mod_total(dfn[U_ID], "add_damage")
        if self.silenced(atk[2]):
            to_def = to_att = 0
        to_def, deflected = self.reduce_damage(dfn, kd, to_def, True)
        to_att, _ = self.reduce_damage(att, ka, to_att, False)
        left_before = max(0, self.health(dfn, auras) - dfn[U_DMG])
        self.atk = (*atk[:7], 3)
        self.log(
            "damage_step",
            {
                "attacker": att[U_ID],
                "defender": dfn[U_ID],
                "to_defender": to_def,
                "to_attacker": to_att,
                "deflected": deflected,
                "names": [self.uname(att[U_ID]), self.uname(dfn[U_ID])],
            },
        )
        self.deal_damage(dfn[U_ID], to_def, "battle")
        self.deal_damage(att[U_ID], to_att, "battle")
        self.deal_damage(att[U_ID], deflected, "effect")
        self.state_check()
        self.after_damage(att, dfn, ka, kd, to_def, to_att, left_before)

    def reduce_damage(self, u: Unit, kws: dict[str, int], n: int, defending: bool) -> tuple[int, int]:
        """SWT-5.18: prevent effects and Shields, then Armor 1, then Deflect (defender only, redirected).
        Returns (damage left, damage deflected)."""
        deflected = 0
        if n > 0:
            n = max(0, n - self.mod_total(u[U_ID], "prevent"))
            if "Armor" in kws:
                n = max(0, n - 1)
            if defending and kws.get("Deflect"):
                deflected = min(n, kws["Deflect"])
                n -= deflected
        return n, deflected

    def after_damage(
        self, att: Unit, dfn: Unit, ka: dict[str, int], kd: dict[str, int], to_def: int, to_att: int, left_before: int
    ) -> None:
        """SWT-5.18: Stun (5.35), Overkill (5.32), Retaliate (5.36), each followed by a state check."""
        a_id, d_id = att[U_ID], dfn[U_ID]
        if self.silenced(self.atk[2]):
            return
        if "Stun" in ka and to_def > 0 and self.in_play(d_id):
            self.set_unit(d_id, U_TAP, True)
            self.log("stun", {"unit": d_id, "by": a_id, "names": [self.uname(d_id), self.uname(a_id)]})
        if "Stun" in kd and to_att > 0 and self.in_play(a_id):
            self.set_unit(a_id, U_TAP, True)
            self.log("stun", {"unit": a_id, "by": d_id, "names": [self.uname(a_id), self.uname(d_id)]})
        if "Overkill" in ka and not self.in_play(d_id) and to_def > left_before and self.in_battle(a_id):
            # the defender is gone, so Retaliate can't follow
            if any(u[U_ZONE] == self.atk[2] and u[U_OWN] != att[U_OWN] for u in self.units):
                self.push(("overkill", att[U_OWN], a_id, to_def - left_before))
            return
        if kd.get("Retaliate") and self.in_battle(a_id) and self.in_battle(d_id):
            self.log(
                "retaliate",
                {"unit": a_id, "by": d_id, "n": kd["Retaliate"], "names": [self.uname(a_id), self.uname(d_id)]},
            )
            self.deal_damage(a_id, kd["Retaliate"], "effect")
            self.state_check()

    def offer_overkill(self, frame: Frame) -> list[Action]:
        p, excess = frame[1], frame[3]
        return [
            Action(f"target u{u[U_ID]}", f"Overkill: {excess} damage to {self.unit_label(u)}", u[U_ID])
            for u in self.units
            if u[U_ZONE] == self.atk[2] and u[U_OWN] != p
        ]

    def take_overkill(self, frame: Frame, act: Action) -> None:
        self.log("overkill", {"unit": act.data, "name": self.uname(act.data), "n": frame[3]})
        self.deal_damage(act.data, frame[3], "effect")
        self.state_check()

    def step_attack_end(self, frame: Frame) -> None:
        """SWT-5.14 (9) / SWT-6.14: 'this attack' effects end; 'when its attack ends' abilities trigger."""
        atk = self.atk
        if not atk:
            return
        self.end_attack_effects()
        self.atk = ()
        self.log("attack_end", {"attacker": atk[0], "name": self.uname(atk[0])})
        if self.in_battle(atk[0]):
            self.fire("attack_end", only=(atk[0],))
