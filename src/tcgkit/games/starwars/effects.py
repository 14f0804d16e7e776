"""The effect vocabulary (SWT-10.7/10.8), abilities (SWT-5.23-5.25), destruction and durations (SWT-6.6, 6.14).

An effect list resolves as ``("fx", user, iid, uid, path, idx, chosen, arena)`` frames: ``iid`` is the card whose
data holds the effects, ``uid`` the unit using it (0 for battle cards and missions), ``path`` says which list
(``()`` the card's own effects, ``(k,)`` ability k, ``(k, m)`` mode m of ability k), ``chosen`` the unit chosen by
the previous effect (what ``target = "chosen"`` means; -1 when nothing was chosen) and ``arena`` an arena the user
picked. Every choice is a decision of its own (SWT-0.4); an effect without a legal target does nothing (SWT-5.4).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action

from .base import (
    CHARACTER,
    RETREATED,
    U_CARDS,
    U_DMG,
    U_EQ,
    U_HOST,
    U_ID,
    U_OWN,
    U_PILOT,
    U_TAP,
    U_ZONE,
    Frame,
    Unit,
)
from .cards import ARENAS, Ability, Effect
from .describe import EVENT
from .units import Ctx, UnitsMixin


class EffectsMixin(UnitsMixin):
    # ------------------------------------------------------------------ where effects live
    def effects_at(self, iid: int, path: tuple[int, ...]) -> tuple[Effect, ...]:
        card = self.facts[iid].card
        if not path:
            return card.effects
        ab = card.abilities[path[0]]
        return ab.modes[path[1]] if len(path) > 1 else ab.effects

    def ctx_for(self, user: int, iid: int, uid: int, chosen_arena: int = -1) -> Ctx:
        """The context of an effect: 'same'/'this' arena = the source unit's arena, else the attack's, else the
        location's."""
        arena = -1
        u = self.unit(uid) if uid else None
        if u is not None and u[U_ZONE] <= CHARACTER:
            arena = u[U_ZONE]
        elif self.atk:
            arena = self.atk[2]
        elif iid in self.locs:
            arena = self.locs.index(iid)
        return Ctx(user, uid, arena, chosen_arena)

    # ------------------------------------------------------------------ starting a resolution
    def resolve_card_effects(self, user: int, iid: int) -> None:
        """SWT-5.23 / SWT-5.4: resolve a battle card's or mission's effects in printed order, then discard it."""
        self.resolving.append(iid)
        self.push(("fx", user, iid, 0, (), 0, -1, -1), ("resolved", iid))

    def step_resolved(self, frame: Frame) -> None:
        iid = frame[1]
        self.resolving.remove(iid)
        self.to_discard(iid)

    def resolve_ability(self, user: int, iid: int, uid: int, k: int) -> None:
        ab = self.facts[iid].card.abilities[k]
        if ab.optional:
            self.push(("may", user, iid, uid, k))
        elif ab.modes:
            self.push(("mode_pick", user, iid, uid, k))
        else:
            self.push(("fx", user, iid, uid, (k,), 0, -1, -1))

    def offer_may(self, frame: Frame) -> list[Action]:
        ab = self.facts[frame[2]].card.abilities[frame[4]]
        what = ab.label or self.name(frame[2])
        return [Action("yes", f"Use {what}"), Action("no", f"Don't use {what}")]

    def take_may(self, frame: Frame, act: Action) -> None:
        _, user, iid, uid, k = frame
        if act.id == "yes":
            ab = self.facts[iid].card.abilities[k]
            if ab.modes:
                self.push(("mode_pick", user, iid, uid, k))
            else:
                self.push(("fx", user, iid, uid, (k,), 0, -1, -1))

    def offer_mode_pick(self, frame: Frame) -> list[Action]:
        ab = self.facts[frame[2]].card.abilities[frame[4]]
        from .describe import describe_effects

        return [Action(f"mode {m}", describe_effects(mode)) for m, mode in enumerate(ab.modes)]

    def take_mode_pick(self, frame: Frame, act: Action) -> None:
        _, user, iid, uid, k = frame
        m = int(act.id.split()[1])
        self.log("mode", {"player": user, "card": self.cards[iid], "mode": m})
        self.push(("fx", user, iid, uid, (k, m), 0, -1, -1))

    # ------------------------------------------------------------------ the effect loop
    def step_fx(self, frame: Frame) -> None:
        _, user, iid, uid, path, idx, chosen, arena = frame
        effs = self.effects_at(iid, path)
        if idx >= len(effs):
            return
        e = effs[idx]
        nxt = ("fx", user, iid, uid, path, idx + 1, chosen, arena)
        if e.if_done and chosen < 0:
            self.push(nxt)
            return
        if e.when and not self.conds_hold(e.when, self.ctx_for(user, iid, uid, arena)):
            self.push(nxt)
            return
        if e.arena == "chosen" and arena < 0:
            self.push(("fx_arena", user, iid, uid, path, idx, chosen))
            return
        ctx = self.ctx_for(user, iid, uid, arena)
        t = e.target
        if e.op == "add_counters":
            self.push(("counters_pick", user, e.n), nxt)
        elif e.op == "no_damage":
            a = arena if e.arena == "chosen" else ARENAS.index(e.arena)
            self.add_mod(-1 - a, "no_damage", 1, e.duration or "turn")
            self.log("no_damage", {"player": user, "arena": ARENAS[a]})
            self.push(nxt)
        elif t in ("self", "opponent"):
            # the continuation goes below whatever choice the effect asks for
            self.push(nxt)
            self.player_effect(e, user, user if t == "self" else 1 - user, iid, path, idx)
        elif t == "all":
            self.push(nxt)
            for u in [u for u in self.units if self.match(u, e, ctx)]:
                self.unit_effect(e, user, u, uid)
            self.state_check()
        elif t == "unit":
            if not self.candidates(e, ctx):
                self.push((*nxt[:6], -1, arena))
            else:
                self.push(("fx_unit", user, iid, uid, path, idx, arena, (), e.count or 1))
        else:
            u = self.fixed_target(t, user, uid, chosen)
            if u is None or (e.op != "redeploy" and u[U_ZONE] > CHARACTER and e.arena != "retreated"):
                self.push((*nxt[:6], -1, arena))
                return
            self.push((*nxt[:6], u[U_ID], arena))
            self.unit_effect(e, user, u, uid)
            self.state_check()

    def candidates(self, e: Effect, ctx: Ctx, picked: tuple[int, ...] = ()) -> list[Unit]:
        """The units a 'unit' selector may choose (a redirect can't choose the current defender)."""
        skip = self.atk[1] if e.op == "redirect" and self.atk else 0
        return [u for u in self.units if u[U_ID] not in picked and u[U_ID] != skip and self.match(u, e, ctx)]

    def fixed_target(self, target: str, user: int, uid: int, chosen: int) -> Unit | None:
        if target == "this":
            return self.unit(uid) if uid else None
        if target == "chosen":
            return self.unit(chosen) if chosen >= 0 else None
        if target == "host":
            u = self.unit(uid) if uid else None
            return self.unit(u[U_HOST]) if u is not None and u[U_HOST] else None
        return self.battler_of(target, user)

    def offer_fx_arena(self, frame: Frame) -> list[Action]:
        iid, path, idx = frame[2], frame[4], frame[5]
        e = self.effects_at(iid, path)[idx]
        allowed = e.arenas or ARENAS
        current = self.battle_arena()
        acts = [
            Action(f"arena {name}", f"Choose the {name} arena", a)
            for a, name in enumerate(ARENAS)
            if name in allowed and not (e.later and a <= current)
        ]
        return acts or [Action("none", "No arena can be chosen", -1)]

    def battle_arena(self) -> int:
        """The arena whose battle is under way (SWT-4.11), or -1 outside the battle phase."""
        ph = self.phase
        return ARENAS.index(ph[7:]) if ph.startswith("battle:") else -1

    def take_fx_arena(self, frame: Frame, act: Action) -> None:
        _, user, iid, uid, path, idx, chosen = frame
        if act.data < 0:
            self.push(("fx", user, iid, uid, path, idx + 1, chosen, -1))
            return
        self.log("arena_chosen", {"player": user, "arena": ARENAS[act.data]})
        self.push(("fx", user, iid, uid, path, idx, chosen, act.data))

    def offer_fx_unit(self, frame: Frame) -> list[Action]:
        _, user, iid, uid, path, idx, arena, picked, _left = frame
        e = self.effects_at(iid, path)[idx]
        ctx = self.ctx_for(user, iid, uid, arena)
        whose = ("the opponent's", "your")
        acts = [
            Action(f"target u{u[U_ID]}", f"Choose {whose[u[U_OWN] == user]} {self.unit_label(u)}", u[U_ID])
            for u in self.candidates(e, ctx, picked)
        ]
        if picked:
            acts.append(Action("done", "No more targets"))
        elif e.optional:
            acts.append(Action("skip", "Don't choose a target"))
        return acts

    def take_fx_unit(self, frame: Frame, act: Action) -> None:
        _, user, iid, uid, path, idx, arena, picked, left = frame
        e = self.effects_at(iid, path)[idx]
        if act.data is None:
            chosen = picked[-1] if picked else -1
            self.push(("fx", user, iid, uid, path, idx + 1, chosen, arena))
            return
        u = self.unit(act.data)
        assert u is not None
        picked = (*picked, act.data)
        if left > 1:  # may choose another one (or stop) once this one is done
            self.push(("fx_more", user, iid, uid, path, idx, arena, picked, left - 1))
        else:
            self.push(("fx", user, iid, uid, path, idx + 1, act.data, arena))
        self.unit_effect(e, user, u, uid)
        self.state_check()

    def step_fx_more(self, frame: Frame) -> None:
        """'Up to N' targets: offer the next one while candidates remain."""
        _, user, iid, uid, path, idx, arena, picked, _left = frame
        e = self.effects_at(iid, path)[idx]
        if self.candidates(e, self.ctx_for(user, iid, uid, arena), picked):
            self.push(("fx_unit", *frame[1:]))
        else:
            self.push(("fx", user, iid, uid, path, idx + 1, picked[-1], arena))

    # ------------------------------------------------------------------ primitives on players (SWT-10.7)
    def player_effect(self, e: Effect, user: int, p: int, iid: int, path: tuple[int, ...], idx: int) -> None:
        op = e.op
        if op == "draw":
            self.draw(p, e.n)
        elif op == "gain_force":
            self.force[p] = max(0, self.force[p] + e.n)
            self.log("force", {"player": p, "change": e.n, "force": self.force[p]})
        elif op == "gain_build":
            self.bp[p] = max(0, self.bp[p] + e.n)
            self.log("build_points", {"player": p, "change": e.n, "build_points": self.bp[p]})
        elif op == "discard_from_hand":
            if e.n >= len(self.hands[p]):  # all of them: nothing to choose
                for card in list(self.hands[p]):
                    self.hands[p].remove(card)
                    self.to_discard(card)
                    self.log("discard", {"player": p, "card": self.cards[card]})
            else:
                self.push(("discard_pick", p, e.n))
        elif op == "recover":
            self.push(("recover_pick", p, iid, path, idx, e.count or 1))
        elif op == "tutor":
            self.push(("tutor", p, iid, path, idx))
        elif op == "look_hand":
            for card in self.hands[p]:
                if card not in self.known:
                    self.known.append(card)
            self.log("look_hand", {"player": user, "of": p, "cards": [self.cards[i] for i in self.hands[p]]}, (user,))
        elif op == "discard_chosen":
            self.push(("hand_pick", user, p, iid, path, idx))
        else:  # pragma: no cover - validated at load
            raise ValueError(f"{op} is not a player effect")

    # ------------------------------------------------------------------ primitives on units (SWT-10.7)
    def silenced(self, arena: int) -> bool:
        """'no_damage': all damage done by units in this arena is prevented this turn."""
        return arena >= 0 and self.mod_total(-1 - arena, "no_damage") > 0

    def unit_effect(self, e: Effect, user: int, u: Unit, src: int = 0) -> None:
        op = e.op
        uid = u[U_ID]
        if e.delay:
            self.add_mod(uid, f"end:{op}", e.n, "attack")
            return
        if op == "damage":
            source = self.unit(src) if src else None
            if source is not None and source[U_ZONE] <= CHARACTER and self.silenced(source[U_ZONE]):
                self.log("damage_prevented", {"unit": uid, "name": self.uname(uid), "n": e.n})
                return
            self.deal_damage(uid, e.n, "effect")
        elif op == "heal":
            d = u[U_DMG]
            self.set_unit(uid, U_DMG, max(0, d - e.n))
            self.log("heal", {"unit": uid, "name": self.uname(uid), "removed": min(d, e.n)})
        elif op == "tap":
            self.set_unit(uid, U_TAP, True)
            self.log("tap", {"unit": uid, "name": self.uname(uid)})
        elif op == "untap":
            self.set_unit(uid, U_TAP, False)
            self.log("untap", {"unit": uid, "name": self.uname(uid)})
        elif op == "modify":
            self.add_mod(uid, e.stat, e.n, e.duration)
            self.log("modify", {"unit": uid, "name": self.uname(uid), "stat": e.stat, "n": e.n, "duration": e.duration})
        elif op in ("dice_bonus", "dice_count", "add_damage"):
            self.add_mod(uid, op, e.n, "attack")
            self.log(op, {"unit": uid, "name": self.uname(uid), "n": e.n})
        elif op == "prevent":
            self.add_mod(uid, "prevent", e.n, e.duration)
            self.log("prevent", {"unit": uid, "name": self.uname(uid), "n": e.n, "duration": e.duration})
        elif op == "grant":
            self.add_mod(uid, f"kw:{e.keyword}", e.n, e.duration)
            self.log(
                "grant",
                {"unit": uid, "name": self.uname(uid), "keyword": e.keyword, "n": e.n, "duration": e.duration},
            )
        elif op == "reroll":
            self.start_reroll(user, uid, 99 if e.all else e.n, e.all)
        elif op == "retreat":
            self.retreat_unit(uid)
        elif op == "destroy":
            self.destroy_units([uid], "effect")
        elif op == "redeploy":
            if u[U_ZONE] == RETREATED:
                arena = self.facts[u[U_CARDS][0]].arena
                self.set_unit(uid, U_ZONE, arena)
                self.set_unit(uid, U_TAP, False)
                self.log("redeploy", {"unit": uid, "name": self.uname(uid), "arena": ARENAS[arena]})
        elif op == "redirect":
            atk = self.atk
            if atk and uid != atk[1] and u[U_ZONE] == atk[2]:
                self.atk = (atk[0], uid, *atk[2:])
                self.log("redirect", {"unit": uid, "name": self.uname(uid)})
        else:  # pragma: no cover - validated at load
            raise ValueError(f"{op} is not a unit effect")

    def start_reroll(self, user: int, uid: int, n: int, everything: bool = False) -> None:
        """Implemented by the dice rules (dice.py)."""
        raise NotImplementedError

    def retreat_unit(self, uid: int) -> None:
        """SWT-10.7 #17 / SWT-5.10: to its owner's build zone, face up and tapped, keeping everything."""
        u = self.unit(uid)
        if u is None or u[U_ZONE] > CHARACTER:
            return
        self.set_unit(uid, U_ZONE, RETREATED)
        self.set_unit(uid, U_TAP, True)
        self.log("retreat", {"unit": uid, "name": self.uname(uid), "player": u[U_OWN]})

    # ------------------------------------------------------------------ damage and destruction (SWT-6.6)
    def deal_damage(self, uid: int, n: int, kind: str) -> None:
        u = self.unit(uid)
        if u is None or n <= 0 or u[U_ZONE] > RETREATED:
            return
        self.set_unit(uid, U_DMG, u[U_DMG] + n)
        self.log("damage", {"unit": uid, "name": self.uname(uid), "n": n, "kind": kind})

    def state_check(self) -> None:
        """SWT-6.6: every unit whose damage counters >= its current health is destroyed, all at once."""
        units = self.units
        if not any(u[U_DMG] for u in units):
            return
        auras = self.auras()
        dead = [u[U_ID] for u in units if u[U_DMG] and u[U_ZONE] <= RETREATED and u[U_DMG] >= self.health(u, auras)]
        if dead:
            self.destroy_units(dead, "damage")

    def destroy_units(self, uids: list[int], reason: str) -> None:
        """Discard whole stacks (top card last, so it lies on top); equipment returns to the build zone face up and
        unattached (SWT-5.6); a pilot goes to its owner's build zone tapped (SWT-5.8); triggers follow."""
        fired: list[tuple[int, int, int]] = []
        for uid in uids:
            u = self.unit(uid)
            if u is None or u[U_ZONE] > RETREATED:
                continue
            owner = u[U_OWN]
            for iid in reversed(u[U_CARDS]):
                self.to_discard(iid)
            for eq in u[U_EQ]:
                self.gear[self.owner[eq]].append(eq)
            pilot = u[U_PILOT]
            self.drop_unit(uid)
            if pilot:
                self.set_unit(pilot, U_ZONE, RETREATED)
                self.set_unit(pilot, U_TAP, True)
                self.set_unit(pilot, U_HOST, 0)
            self.log(
                "destroyed",
                {"unit": uid, "player": owner, "cards": [self.cards[i] for i in u[U_CARDS]], "reason": reason},
            )
            if u[U_ZONE] <= CHARACTER:
                fired.append((owner, u[U_CARDS][0], u[U_ZONE]))
        if fired:
            self.fire_destroyed(fired)

    def fire_destroyed(self, fired: list[tuple[int, int, int]]) -> None:
        pending: list[list[tuple[int, int, int, int]]] = [[], []]
        for owner, top, _zone in fired:
            for k, ab in enumerate(self.facts[top].card.abilities):
                if ab.kind == "triggered" and ab.event == "on_destroyed":
                    pending[owner].append((owner, top, 0, k))
        self.queue_triggers(pending)

    # ------------------------------------------------------------------ triggered abilities (SWT-5.25)
    def fire(self, event: str, arena: int = -1, only: tuple[int, ...] = (), player: int = -1) -> None:
        """Collect the triggered abilities for ``event`` (units in arenas, locations) and queue them Dark first."""
        pending: list[list[tuple[int, int, int, int]]] = [[], []]
        for u in self.units:
            zone = u[U_ZONE]
            if zone > CHARACTER or (only and u[U_ID] not in only) or (player >= 0 and u[U_OWN] != player):
                continue
            top = u[U_CARDS][0]
            for k, ab in enumerate(self.facts[top].card.abilities):
                if ab.kind != "triggered" or ab.event != event:
                    continue
                if arena >= 0 and (ARENAS.index(ab.arena) if ab.arena else zone) != arena:
                    continue
                if self.conds_hold(ab.when, Ctx(u[U_OWN], u[U_ID], zone)):
                    pending[u[U_OWN]].append((u[U_OWN], top, u[U_ID], k))
        if not only:
            for a, iid in enumerate(self.locs):
                if iid < 0 or (player >= 0 and self.owner[iid] != player):
                    continue
                owner = self.owner[iid]
                for k, ab in enumerate(self.facts[iid].card.abilities):
                    if (
                        ab.kind == "triggered"
                        and ab.event == event
                        and (arena < 0 or a == arena)
                        and self.conds_hold(ab.when, Ctx(owner, 0, a))
                    ):
                        pending[owner].append((owner, iid, 0, k))
        self.queue_triggers(pending)

    def queue_triggers(self, pending: list[list[tuple[int, int, int, int]]]) -> None:
        frames = [("triggers", p, tuple(pending[p])) for p in self.sides() if pending[p]]
        if frames:
            self.push(*frames)

    def step_triggers(self, frame: Frame) -> None:
        _, p, pending = frame
        if not pending:
            return
        if len(pending) == 1:
            self.run_trigger(pending[0])
            return
        self.push(("trig_pick", p, pending))

    def offer_trig_pick(self, frame: Frame) -> list[Action]:
        seen: set[tuple[int, int]] = set()
        acts = []
        for n, (_, iid, uid, k) in enumerate(frame[2]):
            key = (self.cards[iid], k)
            if key in seen and not uid:
                continue
            seen.add(key)
            ab = self.facts[iid].card.abilities[k]
            what = ab.label or EVENT.get(ab.event, ab.event.replace("_", " "))
            acts.append(Action(f"trigger {n}", f"Resolve {self.name(iid)}: {what}", n))
        return acts

    def take_trig_pick(self, frame: Frame, act: Action) -> None:
        _, p, pending = frame
        first = pending[act.data]
        rest = pending[: act.data] + pending[act.data + 1 :]
        self.push(("trigger_one", first), ("triggers", p, rest))

    def step_trigger_one(self, frame: Frame) -> None:
        self.run_trigger(frame[1])

    def run_trigger(self, trig: tuple[int, int, int, int]) -> None:
        owner, iid, uid, k = trig
        if uid and not self.in_battle(uid):
            return
        self.log("trigger", {"player": owner, "card": self.cards[iid], "ability": k})
        self.resolve_ability(owner, iid, uid, k)

    # ------------------------------------------------------------------ decisions used by effects
    def offer_discard_pick(self, frame: Frame) -> list[Action]:
        p = frame[1]
        return [Action(f"discard {self.cards[i]}", f"Discard {self.name(i)}", i) for i in self.hand_choices(p)]

    def take_discard_pick(self, frame: Frame, act: Action) -> None:
        _, p, left = frame
        self.hands[p].remove(act.data)
        self.to_discard(act.data)
        self.log("discard", {"player": p, "card": self.cards[act.data]})
        if left > 1 and self.hands[p]:
            self.push(("discard_pick", p, left - 1))

    def offer_recover_pick(self, frame: Frame) -> list[Action]:
        _, p, iid, path, idx, _left = frame
        e = self.effects_at(iid, path)[idx]
        seen: dict[str, int] = {}
        for c in self.discards[p]:
            if self.recoverable(c, e) and self.cards[c] not in seen:
                seen[self.cards[c]] = c
        acts = [Action(f"return {cid}", f"Return {self.name(c)} to hand", c) for cid, c in sorted(seen.items())]
        return [*acts, Action("done", "Return nothing more")]

    def recoverable(self, iid: int, f: Effect) -> bool:
        return self.card_matches(iid, f)

    def take_recover_pick(self, frame: Frame, act: Action) -> None:
        _, p, iid, path, idx, left = frame
        if act.data is None:
            return
        self.discards[p].remove(act.data)
        self.hands[p].append(act.data)
        self.known.append(act.data)
        self.log("recover", {"player": p, "card": self.cards[act.data]})
        if left > 1:
            self.push(("recover_pick", p, iid, path, idx, left - 1))

    def step_tutor(self, frame: Frame) -> None:
        _, p, iid, path, idx = frame
        if self.decks[p]:
            self.searching = p
            self.push(("tutor_pick", p, iid, path, idx))

    def offer_tutor_pick(self, frame: Frame) -> list[Action]:
        _, p, iid, path, idx = frame
        e = self.effects_at(iid, path)[idx]
        seen: dict[str, int] = {}
        for c in self.decks[p]:
            if self.recoverable(c, e) and (self.cards[c] not in seen or c < seen[self.cards[c]]):
                seen[self.cards[c]] = c
        acts = [Action(f"take {cid}", f"Take {self.name(c)} into your hand", c) for cid, c in sorted(seen.items())]
        return [*acts, Action("none", "Take nothing")]

    def take_tutor_pick(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        self.searching = -1
        if act.data is not None:
            self.decks[p].remove(act.data)
            self.hands[p].append(act.data)
            self.known.append(act.data)
            self.log("tutor", {"player": p, "card": self.cards[act.data]})
        else:
            self.log("tutor", {"player": p, "card": None})
        self.shuffle(self.decks[p])

    def offer_hand_pick(self, frame: Frame) -> list[Action]:
        _, _user, p, iid, path, idx = frame
        e = self.effects_at(iid, path)[idx]
        seen: dict[str, int] = {}
        for c in self.hands[p]:
            if c in self.known and self.card_matches(c, e) and self.cards[c] not in seen:
                seen[self.cards[c]] = c
        acts = [Action(f"discard {cid}", f"Make them discard {self.name(c)}", c) for cid, c in sorted(seen.items())]
        return acts or [Action("none", "Nothing to choose")]

    def take_hand_pick(self, frame: Frame, act: Action) -> None:
        p = frame[2]
        if act.data is not None:
            self.hands[p].remove(act.data)
            self.to_discard(act.data)
            self.log("discard", {"player": p, "card": self.cards[act.data]})

    # ------------------------------------------------------------------ durations (SWT-6.14)
    def end_attack_effects(self) -> None:
        """'This attack' effects end; delayed 'when the attack ends' effects happen first."""
        delayed = [m for m in self.mods if m[3] == "attack" and m[1].startswith("end:")]
        self.mods = [m for m in self.mods if m[3] != "attack"]
        self.used = [x for x in self.used if x[2] != "attack"]
        for uid, key, n, _ in delayed:
            if key == "end:damage":
                self.deal_damage(uid, n, "effect")
            elif key == "end:destroy":
                self.destroy_units([uid], "effect")
        self.state_check()

    def end_turn_effects(self) -> None:
        self.mods = [m for m in self.mods if m[3] != "turn"]
        self.used = [x for x in self.used if x[2] != "turn"]
        self.state_check()

    # ------------------------------------------------------------------ abilities (SWT-5.24)
    def unit_abilities(self, u: Unit) -> list[tuple[int, int, Ability]]:
        """(source iid, index, ability) of the activated abilities a unit has: its top card's and those its
        equipment gives it (SWT-6.10: only the top card's)."""
        top = u[U_CARDS][0]
        out = [(top, k, ab) for k, ab in self.facts[top].activated]
        for eq in u[U_EQ]:
            out += [(eq, k, ab) for k, ab in self.facts[eq].activated]
        return out

    def ability_tax(self, u: Unit) -> int:
        """Extra Force for activated abilities of ``u`` (static 'tax' effects)."""
        extra = 0
        if not self.has_static_op("tax"):
            return 0
        for entry in self.auras():
            eff = entry[0]
            if eff.op == "tax" and self.aura_applies(entry, u):
                extra += eff.n
        return extra

    def usable_abilities(self, p: int, timing: str, only: int = 0) -> list[tuple[Unit, int, int, Ability, int]]:
        """(unit, iid, k, ability, force cost) of p's activated abilities usable now at ``timing``."""
        out = []
        facts = self.facts
        for u in self.units:
            if u[U_OWN] != p or u[U_ZONE] > CHARACTER or (only and u[U_ID] != only):
                continue
            if not facts[u[U_CARDS][0]].activated and not u[U_EQ]:
                continue
            abilities = self.unit_abilities(u)
            if not abilities:
                continue
            tax = -1
            for iid, k, ab in abilities:
                if ab.timing != timing:
                    continue
                if ab.tap and u[U_TAP] and timing != "activation":
                    continue
                if ab.limit and any(x[0] == u[U_ID] and x[1] == f"{iid}.{k}" for x in self.used):
                    continue
                if tax < 0:
                    tax = self.ability_tax(u)
                cost = ab.force + tax
                if cost > self.force[p] or ab.build > self.bp[p]:
                    continue
                ctx = Ctx(p, u[U_ID], u[U_ZONE])
                if not self.conds_hold(ab.when, ctx) or not self.targets_exist(ab, p, iid, u[U_ID]):
                    continue
                out.append((u, iid, k, ab, cost))
        return out

    def targets_exist(self, ab: Ability, p: int, iid: int, uid: int) -> bool:
        effs = ab.modes[0] if ab.modes else ab.effects
        return self.effects_possible(effs, p, iid, uid)

    def effects_possible(self, effs: tuple[Effect, ...], p: int, iid: int, uid: int) -> bool:
        """SWT-5.23: every target the card or ability requires exists (optional and 'all' targets excepted)."""
        ctx = self.ctx_for(p, iid, uid)
        for e in effs:
            if e.optional or e.if_done:
                continue
            t = e.target
            if t == "unit" and e.arena != "chosen":
                if not self.candidates(e, ctx):
                    return False
            elif t in ("own_battler", "enemy_battler", "attacker", "defender"):
                b = self.battler_of(t, p)
                if b is None or not self.match_loose(b, e, ctx):
                    return False
            elif t == "this" and uid and not self.in_battle(uid):
                return False
        return True

    def match_loose(self, u: Unit, e: Effect, ctx: Ctx) -> bool:
        """A battler matches a filter's card and owner parts (its arena is the attack's)."""
        if e.owner == "own" and u[U_OWN] != ctx.user:
            return False
        if e.owner == "enemy" and u[U_OWN] == ctx.user:
            return False
        return self.card_matches(u[U_CARDS][0], e)

    def use_ability(self, p: int, u: Unit, iid: int, k: int, ab: Ability, cost: int) -> None:
        """SWT-5.24: pay the cost, then resolve completely."""
        uid = u[U_ID]
        if cost:
            self.force[p] -= cost
        if ab.build:
            self.bp[p] -= ab.build
        if ab.tap:
            self.set_unit(uid, U_TAP, True)
        if ab.limit:
            self.used.append((uid, f"{iid}.{k}", ab.limit))
        self.log(
            "ability",
            {"player": p, "unit": uid, "card": self.cards[iid], "ability": ab.label or f"ability {k}", "force": cost},
        )
        if ab.discard_self:
            self.destroy_units([uid], "cost")
            uid = 0
        self.resolve_ability(p, iid, uid, k)

    def describe_ability_action(self, u: Unit, ab: Ability, cost: int) -> str:
        parts = []
        if cost:
            parts.append(f"{cost} Force")
        if ab.build:
            parts.append(f"{ab.build} build")
        if ab.tap:
            parts.append("tap")
        pay = f" (pay {', '.join(parts)})" if parts else ""
        return f"{self.unit_label(u)}: {ab.label or 'ability'}{pay}"

    def ability_id(self, u: Unit, iid: int, k: int) -> str:
        return f"use u{u[U_ID]}.{iid if iid != u[U_CARDS][0] else 't'}.{k}"

    def ability_actions(self, p: int, timing: str, only: int = 0) -> list[Action]:
        return [
            Action(self.ability_id(u, iid, k), self.describe_ability_action(u, ab, cost), (u[U_ID], iid, k, cost))
            for u, iid, k, ab, cost in self.usable_abilities(p, timing, only)
        ]

    def run_ability_action(self, p: int, data: Any) -> None:
        uid, iid, k, cost = data
        u = self.unit(uid)
        assert u is not None
        ab = self.facts[iid].card.abilities[k]
        self.use_ability(p, u, iid, k, ab, cost)

    # ------------------------------------------------------------------ battle cards (SWT-5.23)
    def playable_battle_cards(self, p: int, timing: str) -> list[int]:
        def ok(iid: int) -> bool:
            card = self.facts[iid].card
            if card.type != "battle" or not card.supported or card.timing != timing:
                return False
            if card.force_cost > self.force[p]:
                return False
            ctx = Ctx(p, 0, self.atk[2] if self.atk else -1)
            return self.conds_hold(card.when, ctx) and self.effects_possible(card.effects, p, iid, 0)

        return self.hand_choices(p, ok)

    def battle_card_actions(self, p: int, timing: str) -> list[Action]:
        return [
            Action(f"play {self.cards[i]}", f"Play {self.name(i)} ({self.facts[i].card.force_cost} Force)", ("play", i))
            for i in self.playable_battle_cards(p, timing)
        ]

    def play_battle_card(self, p: int, iid: int) -> None:
        card = self.facts[iid].card
        self.hands[p].remove(iid)
        self.forget(iid)
        self.force[p] -= card.force_cost
        self.log("battle_card", {"player": p, "card": self.cards[iid], "force": card.force_cost})
        self.resolve_card_effects(p, iid)
