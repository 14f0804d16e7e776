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

from .base import CHARACTER, U_CARDS, U_DMG, U_ID, U_OWN, U_TAP, U_ZONE, Frame, Unit, ban_key
from .build import BuildMixin
from .cards import ARENAS, REACH, Filter
from .orders import RUN
from .refs import uref

WINDOW_LABEL = {
    "before_roll": "before the roll",
    "after_roll": "after the roll",
    "before_damage": "before damage",
    "battle_end": "at the end of the attack",
}
#: the "pass" of each battle window (SWT-5.15)
WINDOW_PASS = {timing: Action("pass", f"Pass ({words})", ("pass",)) for timing, words in WINDOW_LABEL.items()}


class BattleMixin(BuildMixin):
    # ------------------------------------------------------------------ phase and arenas (SWT-4.11, SWT-5.11)
    def step_battle_phase(self, frame: Frame) -> None:
        order = (2, 1, 0) if self.mods and self.mod_total(-10, "reverse_battles") else (0, 1, 2)  # Unexpected Attack
        self.push(
            ("later",),
            ("phase_event", "battle_phase_start"),
            *[("arena", a) for a in order],
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
            self.push(self.act_frame(p, pool[0][U_ID], a))
        else:
            self.push(("act_pick", p, a, tuple(u[U_ID] for u in pool), best))

    def offer_act_pick(self, frame: Frame) -> list[Action]:
        uids, speed = frame[3], frame[4]
        acts = [
            Action(
                f"activate u{uid}",
                f"Activate {self.unit_label(self.unit(uid))} (speed {speed})",  # type: ignore[arg-type]
                uid,
                refs=(uref(uid),),
            )
            for uid in uids
        ]  # type: ignore[arg-type]
        run = self.attack_all_action(frame[1], frame[2])
        return acts if run is None else [run, *acts]

    def take_act_pick(self, frame: Frame, act: Action) -> None:
        if act.data == RUN:  # attack all (orders.py)
            self.give_order("attack", frame[1], frame[2])
            self.push(frame)
            return
        self.push(self.act_frame(frame[1], act.data, frame[2]))

    def act_frame(self, p: int, uid: int, a: int) -> Frame:
        """The activation of unit ``uid`` (SWT-5.13), or, when Dark Side's Command marked it, its enemy's choice
        first (``compel``): that player may have it attack another unit of its own controller in its arena."""
        for m in self.mods if self.mods else ():
            if m[0] == uid and m[1].startswith("compel:"):
                self.mods.remove(m)  # 'the next time it would attack'
                user = int(m[1][7:])
                if any(v[U_ZONE] == a and v[U_OWN] == p and v[U_ID] != uid for v in self.units):
                    return ("compel_pick", user, p, uid, a)
                break
        return ("act", p, uid, a)

    def offer_compel_pick(self, frame: Frame) -> list[Action]:
        _, _user, p, uid, a = frame
        me = self.uname(uid)
        acts = [
            Action(
                f"attack u{v[U_ID]}", f"Make {me} attack {self.unit_label(v)}", v[U_ID], refs=(uref(uid), uref(v[U_ID]))
            )
            for v in self.units
            if v[U_ZONE] == a and v[U_OWN] == p and v[U_ID] != uid and self.attackable(v)
        ]
        return [*acts, Action("no", f"Let {me} activate as its controller decides")]

    def take_compel_pick(self, frame: Frame, act: Action) -> None:
        _, _user, p, uid, a = frame
        if act.data is None:
            self.push(("act", p, uid, a))
            return
        self.set_unit(uid, U_TAP, True)
        self.begin_attack(p, uid, act.data, a)

    # ------------------------------------------------------------------ activation (SWT-5.13)
    def offer_act(self, frame: Frame) -> list[Action]:
        _, p, uid, a = frame
        u = self.unit(uid)
        assert u is not None
        me = self.unit_label(u)
        ops = self.static_ops_now()
        tolls = "toll" in ops
        targets = [
            v
            for v in self.units
            if v[U_ZONE] == a
            and v[U_OWN] != p
            and self.attackable(v)
            and (not tolls or self.attack_toll(v, p) <= self.force[p])
        ]
        me_ref = uref(uid)
        lures = self.lures(u, targets) if "lure" in ops else []
        if lures:  # Admiral Motti (A): a Jedi character that can attack him must do so (no hold, no ability)
            targets = lures
        grounded = "no_attack" in ops and any(  # Rebel Marine: no attack without your space units
            e[0].op == "no_attack" and self.aura_applies(e, u) for e in self.auras()
        )
        if not lures and self.orders and any(o[0] == "attack" and o[1] == p and o[2] == a for o in self.orders):
            # 'attack all' is in force (orders.py): the decision is taken by its default without asking, so only
            # the action it takes is made (a one-action decision; ``default_act`` on the whole list)
            auras = self.auras()
            if grounded or not targets or self.power(u, auras) <= 0:
                return [Action("hold", f"{me} does not attack", ("hold",), refs=(me_ref,))]
            v = min(targets, key=lambda v: (self.health(v, auras) - v[U_DMG], -self.power(v, auras), v[U_ID]))
            return [self.attack_action(uid, me, v, p, tolls)]
        acts = [self.attack_action(uid, me, v, p, tolls) for v in ([] if grounded else targets)]
        if lures:
            return acts
        if not grounded and (self.facts[u[U_CARDS][0]].reach or self.reach_granted()):
            acts += self.reach_actions(p, u, a)
        acts += self.ability_actions(p, "activation", uid)
        acts.append(Action("hold", f"{me} does not attack", ("hold",), refs=(me_ref,)))
        run = self.attack_all_action(p, a)
        if run is not None:
            acts.insert(0, run)
        return acts

    def attack_action(self, uid: int, me: str, v: Unit, p: int, tolls: bool) -> Action:
        """``attack uN``: player p's activating unit ``uid`` (labelled ``me``) attacks unit ``v`` (SWT-5.13), paying
        its toll if ``tolls`` (a static ``toll`` is in play)."""
        vid = v[U_ID]
        return Action(
            f"attack u{vid}",
            f"{me} attacks {self.unit_label(v)}{self.toll_words(v, p) if tolls else ''}",
            ("attack", vid),
            refs=(uref(uid), uref(vid)),
        )

    def reach_granted(self) -> bool:
        """Can Bombard or Ion Cannon be granted in this game (an aura or grant of those keywords on one of its
        cards)? A cached fact of the game's cards, shared by clones."""
        return self.deck_facts.reach

    def lures(self, u: Unit, targets: list[Unit]) -> list[Unit]:
        """The targets with a static ``lure`` that a Jedi character must attack (Admiral Motti (A))."""
        if not self.has_static_op("lure") or u[U_ZONE] != CHARACTER:
            return []
        if not self.card_matches(u[U_CARDS][0], Filter(subtype=("Jedi",))):
            return []
        entries = [e for e in self.auras() if e[0].op == "lure"]
        return [v for v in targets if any(self.aura_applies(e, v) for e in entries)]

    def toll_words(self, v: Unit, p: int) -> str:
        toll = self.attack_toll(v, p)
        return f" (pay {toll} Force)" if toll else ""

    def pay_toll(self, p: int, v: int) -> None:
        u = self.unit(v)
        toll = self.attack_toll(u, p) if u is not None else 0
        if toll:
            self.force[p] -= toll
            self.log("force", {"player": p, "change": -toll, "force": self.force[p]})

    def reach_actions(self, p: int, u: Unit, a: int) -> list[Action]:
        """Bombard N / Ion Cannon N (extension keywords, docs/starwars.md): instead of an attack in its own arena,
        the unit may attack an enemy unit in the other arena the keyword names, rolling N dice plus its power
        changes (SWT-5.13 as changed by the card, SWT-0.8)."""
        if not self.facts[u[U_CARDS][0]].reach and not self.reach_granted():
            return []  # no Bombard or Ion Cannon printed, and nothing in this game grants it
        kws = self.keywords(u)
        out = []
        for kw, (home, far) in REACH.items():
            n = kws.get(kw)
            if not n or ARENAS[a] != home:
                continue
            b = ARENAS.index(far)
            me = self.unit_label(u)
            out += [
                Action(
                    f"{'bombard' if kw == 'Bombard' else 'ion'} u{v[U_ID]}",
                    f"{me} attacks {self.unit_label(v)} in the {far} arena ({kw} {n})",
                    ("reach", v[U_ID], b, n),
                    refs=(uref(u[U_ID]), uref(v[U_ID])),
                )
                for v in self.units
                if v[U_ZONE] == b and v[U_OWN] != p and self.attackable(v) and self.attack_toll(v, p) <= self.force[p]
            ]
        return out

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
            self.pay_toll(p, act.data[1])
            self.begin_attack(p, uid, act.data[1], a)
        elif kind == "reach":
            self.pay_toll(p, act.data[1])
            self.begin_attack(p, uid, act.data[1], act.data[2])
            self.add_mod(uid, "reach", act.data[3], "attack")
        else:
            self.run_ability_action(p, act.data)

    def begin_attack(self, p: int, att: int, dfn: int, a: int) -> None:
        self.atk = (att, dfn, a, (), (), 0, 0, 0)
        if self.mods and self.mod_total(att, "slash"):  # Spinning Slash remembers whom it attacked
            self.add_mod(att, f"attacked:{dfn}", 1, "turn")
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
            ("damage_toll",),
            ("damage",),
            ("window", p, "battle_end", 0),
            ("attack_end",),
        )

    def step_declared(self, frame: Frame) -> None:
        self.fire("on_attack_declared", only=(frame[1],))
        if self.atk and self.uses_event("on_attacked"):
            self.fire("on_attacked", only=(self.atk[1],))

    # ------------------------------------------------------------------ windows (SWT-5.15)
    def window_actions(self, p: int, timing: str) -> list[Action]:
        # the battle cards of the hand and the units with abilities of this timing first (kept tables): mostly none
        acts = self.battle_card_actions(p, timing) if self.hand_battle_cards(p, timing) else []
        if timing in self.ability_timings() and self.ability_units(p, timing):
            acts += self.ability_actions(p, timing)
        if timing in ("before_damage", "after_roll"):
            if self.keyword_actions_possible(timing):
                acts += self.keyword_actions(p, timing)
        elif timing == "before_roll" and self.mods and any(m[1] == "pump" for m in self.mods):
            acts += self.keyword_actions(p, timing)
        if timing == "before_roll" and self.mods and any(m[1] == "give_intercept" for m in self.mods):
            acts += self.granted_intercepts(p)
        return acts

    def keyword_actions_possible(self, timing: str) -> bool:
        """Can ``keyword_actions`` offer anything before damage (Shields, or the paid Retaliate of a static
        ``paid_retaliate``) or after the roll (Lucky)? Not when no card of the game names the keyword
        (``deck_facts.keywords``) and no effect in force grants a keyword (a ``kw:`` entry of ``mods``)."""
        named = self.deck_facts.keywords
        if timing == "before_damage":
            if "Shields" in named or self.has_static_op("paid_retaliate"):
                return True
        elif "Lucky" in named:
            return True
        return bool(self.mods) and any(m[1].startswith("kw:") for m in self.mods)

    def granted_intercepts(self, p: int) -> list[Action]:
        """Jedi Intervention: a unit given 'pay N Force -> Intercept' may take over an enemy attack on another of
        your units in its arena, once per attack."""
        atk = self.atk
        att, dfn = self.battlers()
        if att is None or dfn is None or att[U_OWN] == p or dfn[U_OWN] != p:
            return []
        out = []
        for u in self.units:
            n = self.mod_total(u[U_ID], "give_intercept") if u[U_OWN] == p else 0
            if (
                n
                and u[U_ZONE] == atk[2]
                and u[U_ID] != dfn[U_ID]
                and n <= self.force[p]
                and self.attackable(u)
                and not self.muted(u)
                and not any(x[0] == u[U_ID] and x[1] == "intercept" for x in self.used)
            ):
                out.append(
                    Action(
                        f"intercept u{u[U_ID]}",
                        f"Pay {n} Force: {self.unit_label(u)} intercepts the attack",
                        ("intercept", u[U_ID], n),
                        refs=(uref(u[U_ID]),),
                    )
                )
        return out

    def keyword_actions(self, p: int, timing: str) -> list[Action]:
        """Shields N (SWT-5.34) before damage; Lucky N (SWT-5.31) after the roll, once per attack."""
        out = []
        auras = None
        muted = {m[0] for m in self.mods if m[1] == "mute"} if self.mods else ()
        for u in self.battlers():
            if u is None or u[U_OWN] != p or (muted and (u[U_ID] in muted or ban_key(p) in muted)):
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
                        refs=(uref(uid),),
                    )
                )
            if timing == "before_roll" and self.mods:
                pump = self.mod_total(uid, "pump")  # Desperate Confrontation: pay 1 Force, +2 power this attack
                if pump and self.force[p] >= 1:
                    out.append(
                        Action(
                            f"pump u{uid}",
                            f"Pay 1 Force: {self.unit_label(u)} gets +{pump} power for this attack",
                            ("pump", uid, pump),
                            refs=(uref(uid),),
                        )
                    )
            if (
                timing == "before_damage"
                and "Retaliate" not in kws
                and self.atk
                and uid == self.atk[1]
                and self.paid_retaliate(u)  # Kashyyyk System
            ):
                x = self.power(u, auras)
                if 0 < x <= self.force[p]:
                    out.append(
                        Action(
                            f"retaliate u{uid}",
                            f"Pay {x} Force: {self.unit_label(u)} gets Retaliate {x} for this attack",
                            ("paid_retaliate", uid, x),
                            refs=(uref(uid),),
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
                        refs=(uref(uid),),
                    )
                )
        return out

    def step_window(self, frame: Frame) -> None:
        """SWT-5.15: player p acts or passes (without being asked when only passing is possible). A pass without
        a choice by the first player is followed at once by the other player's turn in the window (the step that
        would come next, with the state unchanged, run here rather than pushed)."""
        _, p, timing, passes = frame
        atk = self.atk
        if not atk or (atk[7] < 3 and not self.attack_live()):
            return
        acts = self.window_actions(p, timing)
        if acts:
            self.push_offered(("win", p, timing, passes), acts)
        elif not passes:
            acts = self.window_actions(1 - p, timing)
            if acts:
                self.push_offered(("win", 1 - p, timing, 1), acts)

    def offer_win(self, frame: Frame) -> list[Action]:
        p, timing = frame[1], frame[2]
        acts = self.offered(frame)
        if acts is None:
            acts = self.window_actions(p, timing)
        return [*acts, WINDOW_PASS[timing]]

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
        elif kind == "pump":
            self.force[p] -= 1
            self.add_mod(act.data[1], "power", act.data[2], "attack")
            self.log(
                "modify",
                {
                    "unit": act.data[1],
                    "name": self.uname(act.data[1]),
                    "stat": "power",
                    "n": act.data[2],
                    "duration": "attack",
                },
            )
        elif kind == "intercept":
            self.force[p] -= act.data[2]
            self.used.append((act.data[1], "intercept", "attack"))
            atk = self.atk
            self.atk = (atk[0], act.data[1], *atk[2:])
            self.log("redirect", {"unit": act.data[1], "name": self.uname(act.data[1])})
        elif kind == "paid_retaliate":
            self.force[p] -= act.data[2]
            self.add_mod(act.data[1], "kw:Retaliate", act.data[2], "attack")
            self.log(
                "grant",
                {
                    "unit": act.data[1],
                    "name": self.uname(act.data[1]),
                    "keyword": "Retaliate",
                    "n": act.data[2],
                    "duration": "attack",
                },
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
        ops = self.static_ops_now()
        free_a = "unpreventable" in ops and self.unpreventable(att)  # Darth Vader (R)
        free_d = "unpreventable" in ops and self.unpreventable(dfn)
        if self.silenced(atk[2]):
            to_def = to_def if free_a else 0
            to_att = to_att if free_d else 0
        deflected = back_d = back_a = 0
        if not free_a:
            to_def, deflected = self.reduce_damage(dfn, kd, to_def, True)
            to_def, back_d = self.card_deflect(dfn, to_def)
        if not free_d:
            to_att, _ = self.reduce_damage(att, ka, to_att, False)
            to_att, back_a = self.card_deflect(att, to_att)
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
        for x, y, dealt in ((att, dfn, to_def), (dfn, att, to_att)):  # 'on_hit' (Dannik Jerriko (A))
            if dealt > 0 and self.uses_event("on_hit"):
                self.victim = y[U_CARDS][0]
                self.fire("on_hit", only=(x[U_ID],))
                self.victim = -1
        self.state_check()
        self.fire_kills(((att, dfn, to_def), (dfn, att, to_att + deflected)))
        backs = [(u, n) for u, n in ((att, back_a), (dfn, back_d)) if n]
        backs.sort(key=lambda x: x[0][U_OWN] != self.dark)  # Dark first (SWT-0.3)
        self.push(*[("deflect_pick", u[U_OWN], u[U_ID], n, u[U_ZONE]) for u, n in backs])
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

    def step_damage_toll(self, frame: Frame) -> None:
        """Princess Leia (A), (B): battle damage from an enemy character to her is prevented unless its controller
        pays the toll (their decision; without the Force it is prevented)."""
        if not self.attack_live() or not self.has_static_op("damage_toll"):
            return
        att, dfn = self.battlers()
        assert att is not None and dfn is not None
        for x, y in ((att, dfn), (dfn, att)):
            n = self.damage_toll(x)
            if not n or self.facts[y[U_CARDS][0]].arena != CHARACTER or y[U_OWN] == x[U_OWN]:
                continue
            if self.pending_damage(x) <= 0:
                continue
            if self.force[y[U_OWN]] >= n:
                self.push(("dtoll_pick", y[U_OWN], x[U_ID], n))
            else:
                self.add_mod(x[U_ID], "prevent", 99, "attack")

    def offer_dtoll_pick(self, frame: Frame) -> list[Action]:
        _, _p, uid, n = frame
        return self.toll_actions(
            f"Pay {n} Force so that your damage to {self.uname(uid)} is not prevented",
            f"Don't pay: your damage to {self.uname(uid)} is prevented",
        )

    def take_dtoll_pick(self, frame: Frame, act: Action) -> None:
        _, p, uid, n = frame
        if act.id == "pay":
            self.pay_force_toll(p, n, uid, "toll")
        else:
            self.add_mod(uid, "prevent", 99, "attack")

    def fire_kills(self, pairs: tuple[tuple[Unit, Unit, int], ...]) -> None:
        """'on_kill' triggers (Aurra Sing (A)): a battling unit whose damage in this step discarded the other."""
        for x, y, dealt in pairs:
            if dealt > 0 and not self.in_play(y[U_ID]) and y[U_OWN] != x[U_OWN]:
                self.add_mastery(x, y[U_CARDS][0])
            if dealt > 0 and self.uses_event("on_kill") and not self.in_play(y[U_ID]) and self.in_battle(x[U_ID]):
                self.victim = y[U_CARDS][0]
                self.fire("on_kill", only=(x[U_ID],))
                self.victim = -1

    def paid_retaliate(self, u: Unit) -> bool:
        """Kashyyyk System: a static ``paid_retaliate`` effect lets this unit pay its power in Force for Retaliate."""
        if not self.has_static_op("paid_retaliate"):
            return False
        return any(e[0].op == "paid_retaliate" and self.aura_applies(e, u) for e in self.auras())

    def card_deflect(self, u: Unit, n: int) -> tuple[int, int]:
        """Jedi Knight's Deflection / Padawan's Deflection (``deflect`` effects): after all other prevention, up to
        their amount of the battle damage to ``u`` is prevented, and ``u`` may deal that much to a unit of its
        controller's choice in its arena. Returns (damage left, damage turned back)."""
        if n <= 0 or not self.mods:
            return n, 0
        back = min(n, self.mod_total(u[U_ID], "deflect"))
        return n - back, back

    def pending_damage(self, u: Unit) -> int:
        """The battle damage ``u`` would receive now from the current attack, after the prevention in force
        (SWT-5.18), once the hits are counted (before that: 0). Obi-Wan Kenobi (A) gains that much Force."""
        atk = self.atk
        if not atk or atk[7] != 2 or not self.attack_live() or self.silenced(atk[2]):
            return 0
        att, dfn = self.battlers()
        assert att is not None and dfn is not None
        auras = self.auras()
        if u[U_ID] == dfn[U_ID]:
            n = atk[5] + self.mod_total(att[U_ID], "add_damage")
            n, _ = self.reduce_damage(dfn, self.keywords(dfn, auras), n, True)
        elif u[U_ID] == att[U_ID] and self.dice_mode() == "seed":
            n = atk[6] + self.mod_total(dfn[U_ID], "add_damage")
            n, _ = self.reduce_damage(att, self.keywords(att, auras), n, False)
        else:
            return 0
        return self.card_deflect(u, n)[0]

    def offer_deflect_pick(self, frame: Frame) -> list[Action]:
        _, _p, uid, n, a = frame
        if not self.in_battle(uid):  # gone: it can't deal the damage
            return [Action("none", "Deal no damage")]
        me = self.uname(uid)
        acts = [
            Action(
                f"target u{v[U_ID]}", f"{me} deals {n} damage to {self.unit_label(v)}", v[U_ID], refs=(uref(v[U_ID]),)
            )
            for v in self.units
            if v[U_ZONE] == a
        ]
        return [*acts, Action("none", "Deal no damage")]

    def take_deflect_pick(self, frame: Frame, act: Action) -> None:
        _, _p, uid, n, _a = frame
        if act.data is None or not self.in_battle(uid):
            return
        self.log("deflected", {"unit": act.data, "name": self.uname(act.data), "by": uid, "n": n})
        self.deal_damage(act.data, n, "effect")
        self.state_check()

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
            Action(
                f"target u{u[U_ID]}",
                f"Overkill: {excess} damage to {self.unit_label(u)}",
                u[U_ID],
                refs=(uref(u[U_ID]),),
            )
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
            if self.mods and self.mod_total(atk[0], "slash"):
                u = self.unit(atk[0])
                assert u is not None
                self.push(("slash", u[U_OWN], atk[0]))
            self.fire("attack_end", only=(atk[0],))

    def step_slash(self, frame: Frame) -> None:
        """Spinning Slash: after its 'when the attack ends' triggers, the Jedi attacks again if it can."""
        u = self.unit(frame[2])
        if u is not None and u[U_ZONE] == CHARACTER and self.slash_targets(u):
            self.push(("slash_pick", *frame[1:]))

    def slash_targets(self, u: Unit) -> list[Unit]:
        """Spinning Slash: enemy units in the character arena this unit can attack and has not attacked this turn."""
        p = u[U_OWN]
        return [
            v
            for v in self.units
            if v[U_ZONE] == CHARACTER
            and v[U_OWN] != p
            and self.attackable(v)
            and self.attack_toll(v, p) <= self.force[p]
            and not self.mod_total(u[U_ID], f"attacked:{v[U_ID]}")
        ]

    def offer_slash_pick(self, frame: Frame) -> list[Action]:
        u = self.unit(frame[2])
        assert u is not None
        me = self.unit_label(u)
        return [
            Action(
                f"attack u{v[U_ID]}",
                f"{me} attacks {self.unit_label(v)}{self.toll_words(v, frame[1])}",
                v[U_ID],
                refs=(uref(frame[2]), uref(v[U_ID])),
            )
            for v in self.slash_targets(u)
        ]

    def take_slash_pick(self, frame: Frame, act: Action) -> None:
        _, p, uid = frame
        if self.in_battle(uid):
            self.pay_toll(p, act.data)
            self.begin_attack(p, uid, act.data, CHARACTER)
