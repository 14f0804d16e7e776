"""The effect vocabulary (SWT-10.7/10.8), abilities (SWT-5.23-5.25), destruction and durations (SWT-6.6, 6.14).

An effect list resolves as ``("fx", user, iid, uid, path, idx, chosen, arena)`` frames: ``iid`` is the card whose
data holds the effects, ``uid`` the unit using it (0 for battle cards and missions), ``path`` says which list
(``()`` the card's own effects, ``(k,)`` ability k, ``(k, m)`` mode m of ability k), ``chosen`` the unit chosen by
the previous effect (what ``target = "chosen"`` means; -1 when nothing was chosen) and ``arena`` an arena the user
picked. Every choice is a decision of its own (SWT-0.4); an effect without a legal target does nothing (SWT-5.4).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from tcgkit.core import Action

from .base import (
    BATTLE_TAX,
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
    ban_key,
    gain_key,
    later_key,
    lose_key,
    lost_key,
    mastery_key,
    no_retreat_key,
    rage_key,
)
from .cards import ARENAS, Ability, Effect, Filter
from .describe import EVENT
from .refs import ARENA_REFS, build_ref, uref
from .units import Ctx, UnitsMixin

#: The ``path`` of a card's own effects resumed after waiting (``delay = "battle_phase_start"``).
LATER: tuple[int, ...] = (-1,)
#: ``path`` (CARD_MODE, m): mode m of a battle card's or mission's own effects (Luke's Warning).
CARD_MODE = -2


def ability_action(s: UnitsMixin, uid: int, cards: tuple[int, ...], iid: int, k: int, cost: int) -> Action:
    """``use`` ability k of card ``iid`` of unit ``uid`` (stack ``cards``) for ``cost`` Force (SWT-5.24;
    ``memo_action``): the id names the card by "t" when it is the unit's top card, and the label says what is
    paid."""
    ab = s.facts[iid].card.abilities[k]
    parts = []
    if cost:
        parts.append(f"{cost} Force")
    if ab.build:
        parts.append(f"{ab.build} build")
    if ab.tap:
        parts.append("tap")
    pay = f" (pay {', '.join(parts)})" if parts else ""
    return Action(
        f"use u{uid}.{iid if iid != cards[0] else 't'}.{k}",
        f"{s.stack_label(cards)}: {ab.label or 'ability'}{pay}",
        (uid, iid, k, cost),
        refs=(uref(uid),),
    )


class EffectsMixin(UnitsMixin):
    # ------------------------------------------------------------------ where effects live
    def effects_at(self, iid: int, path: tuple[int, ...]) -> tuple[Effect, ...]:
        card = self.facts[iid].card
        if not path or path == LATER:
            return card.effects
        if path[0] == CARD_MODE:  # a mode of a battle card or mission ("choose one")
            return card.modes[path[1]]
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
        if self.facts[iid].card.modes:
            self.push(("card_mode", user, iid), ("resolved", iid))
            return
        self.push(("fx", user, iid, 0, (), 0, -1, -1), ("resolved", iid))

    def offer_card_mode(self, frame: Frame) -> list[Action]:
        """'Choose one' on a battle card or mission: the modes whose targets exist (SWT-5.23)."""
        from .describe import describe_effects

        _, user, iid = frame
        modes = self.facts[iid].card.modes
        refs = (iid,)  # the card being played (SWT-5.23), shown as resolving
        acts = [
            Action(f"mode {m}", describe_effects(mode), m, refs=refs)
            for m, mode in enumerate(modes)
            if self.effects_possible(mode, user, iid, 0)
        ]
        return acts or [Action("mode 0", describe_effects(modes[0]), 0, refs=refs)]

    def take_card_mode(self, frame: Frame, act: Action) -> None:
        _, user, iid = frame
        self.log("mode", {"player": user, "card": self.cards[iid], "mode": act.data})
        self.push(("fx", user, iid, 0, (CARD_MODE, act.data), 0, -1, -1))

    def step_resolved(self, frame: Frame) -> None:
        iid = frame[1]
        self.resolving.remove(iid)
        self.to_discard(iid)

    def unit_refs(self, uid: int) -> tuple[str, ...]:
        """``(unit:u<uid>,)`` while that unit is in play (an ability's source), else no ref."""
        return (uref(uid),) if uid and self.unit(uid) is not None else ()

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
        if ab.force:  # a triggered "you may pay N Force" (Sith Infiltrator (A)), SWT-6.3
            if self.force[frame[1]] < ab.force:
                return [Action("no", f"Don't use {what} (it costs {ab.force} Force)")]
            return [
                Action("yes", f"Pay {ab.force} Force: {what}", refs=self.unit_refs(frame[3])),
                Action("no", f"Don't use {what}"),
            ]
        return [Action("yes", f"Use {what}", refs=self.unit_refs(frame[3])), Action("no", f"Don't use {what}")]

    def take_may(self, frame: Frame, act: Action) -> None:
        _, user, iid, uid, k = frame
        if act.id == "yes":
            ab = self.facts[iid].card.abilities[k]
            if ab.limit and ab.kind == "triggered":
                self.used.append((uid, f"{iid}.{k}", ab.limit))
            if ab.force and ab.kind == "triggered":
                self.force[user] -= ab.force
                self.log("force", {"player": user, "change": -ab.force, "force": self.force[user]})
            if ab.modes:
                self.push(("mode_pick", user, iid, uid, k))
            else:
                self.push(("fx", user, iid, uid, (k,), 0, -1, -1))

    def offer_mode_pick(self, frame: Frame) -> list[Action]:
        ab = self.facts[frame[2]].card.abilities[frame[4]]
        from .describe import describe_effects

        refs = self.unit_refs(frame[3])
        return [Action(f"mode {m}", describe_effects(mode), refs=refs) for m, mode in enumerate(ab.modes)]

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
        if e.delay in ("battle_phase_start", "turn_end") and path != LATER:
            # the rest of the card's effects wait for the start of this turn's battle phase or its end (step_later)
            tag = "later" if e.delay == "battle_phase_start" else "later_end"
            self.add_mod(later_key(user), f"{tag}:{iid}:{idx}", 1, "turn")
            self.log("later", {"player": user, "card": self.cards[iid]})
            return
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
            self.push(("counters_pick", user, e.n, iid, path, idx), nxt)
        elif e.op == "rage":
            a = arena if e.arena == "chosen" else ARENAS.index(e.arena)
            self.add_mod(rage_key(user), f"rage:{a}", e.n, "turn")
            self.log("rage", {"player": user, "arena": ARENAS[a]})
            self.push(nxt)
        elif e.op == "quick_draw":
            self.push(nxt, ("reveal_pick", user, arena, e.n))
        elif e.op == "threaten_build":  # Error in Judgment
            self.push(nxt)
            if any(b[0] != user for b in self.builds):
                self.push(("fd_pick", user, e.n))
        elif e.op == "heal_split":  # Oil Bath
            a = arena if e.arena == "chosen" else ARENAS.index(e.arena)
            self.push(nxt)
            if a >= 0:
                self.push(("heal_pick", user, a, e.n))
        elif e.op == "no_stacking":
            self.add_mod(BATTLE_TAX, "no_stacking", 1, "turn")
            self.log("no_stacking", {"player": user})
            self.push(nxt)
        elif e.op == "reverse_battles":
            self.add_mod(BATTLE_TAX, "reverse_battles", 1, "turn")
            self.log("reverse_battles", {"player": user})
            self.push(nxt)
        elif e.op == "yield_build":
            self.yield_build(user)
            self.push(nxt)
        elif e.op == "crowd_discard":
            self.push(nxt, *[("crowd", p, a, e.n) for p in self.sides() for a in range(len(ARENAS))])
        elif e.op == "battle_tax":
            self.add_mod(BATTLE_TAX, "battle_tax", e.n, e.duration or "turn")
            self.log("battle_tax", {"player": user, "n": e.n})
            self.push(nxt)
        elif e.op == "no_damage":
            a = arena if e.arena == "chosen" else ARENAS.index(e.arena)
            self.add_mod(-1 - a, "no_damage", 1, e.duration or "turn")
            self.log("no_damage", {"player": user, "arena": ARENAS[a]})
            self.push(nxt)
        elif t in ("self", "opponent"):
            # the continuation goes below whatever choice the effect asks for
            self.push(nxt)
            self.player_effect(e, user, user if t == "self" else 1 - user, iid, path, idx, arena)
        elif t == "all":
            self.push(nxt)
            for u in [u for u in self.units if self.match(u, e, ctx) and not (e.not_chosen and u[U_ID] == chosen)]:
                self.unit_effect(e, user, u, uid)
            self.state_check()
        elif t == "picked":  # every unit the previous 'up to N' choice of this card took (Unity of the Jedi)
            self.push(nxt)
            for u in [u for u in self.units if self.mod_total(u[U_ID], f"pick:{iid}") and u[U_ZONE] <= CHARACTER]:
                self.unit_effect(e, user, u, uid)
            self.state_check()
        elif t == "unit":
            if not self.candidates(e, ctx):
                self.push((*nxt[:6], -1, arena))
            elif e.chooser == "opponent":
                self.push(("fx_opp", 1 - user, user, iid, uid, path, idx, arena))
            else:
                self.push(("fx_unit", user, iid, uid, path, idx, arena, (), e.count or 1))
        else:
            fixed = self.fixed_target(t, user, uid, chosen)
            if fixed is None or (e.op != "redeploy" and fixed[U_ZONE] > CHARACTER and e.arena != "retreated"):
                self.push((*nxt[:6], -1, arena))
                return
            self.push((*nxt[:6], fixed[U_ID], arena))
            self.apply_unit_effect(e, user, fixed, uid, iid, path, idx)

    def apply_unit_effect(
        self, e: Effect, user: int, u: Unit, src: int, iid: int, path: tuple[int, ...], idx: int
    ) -> None:
        """A unit effect, unless the opponent may pay Force to stop it (``unless_pay``, when the ``unless``
        conditions hold and they have the Force: their decision, SWT-0.4, SWT-6.3); then a state check."""
        if e.unless_pay:
            payer = 1 - user
            if self.force[payer] >= e.unless_pay and self.conds_hold(e.unless, self.ctx_for(user, iid, src)):
                self.push(("unless", payer, user, iid, path, idx, u[U_ID], src))
                return
            if e.pay_to_apply:  # it happens only if the opponent pays, and they can't
                return
        self.unit_effect(e, user, u, src)
        self.state_check()

    def offer_unless(self, frame: Frame) -> list[Action]:
        _, _payer, _user, iid, path, idx, target, _src = frame
        e = self.effects_at(iid, path)[idx]
        from .describe import describe_effect

        what = f"{self.name(iid)}: {describe_effect(e)}"
        if e.pay_to_apply:  # Greedo (A): the opponent pays to make it happen
            return self.toll_actions(
                f"Pay {e.unless_pay} Force so that this happens to {self.uname(target)} ({what})", "Don't pay"
            )
        return self.toll_actions(
            f"Pay {e.unless_pay} Force so that this doesn't happen to {self.uname(target)} ({what})",
            f"Don't pay: it happens to {self.uname(target)}",
        )

    def take_unless(self, frame: Frame, act: Action) -> None:
        _, payer, user, iid, path, idx, target, src = frame
        e = self.effects_at(iid, path)[idx]
        if act.id == "pay":
            self.pay_force_toll(payer, e.unless_pay, target, self.cards[iid])
            if not e.pay_to_apply:
                return
        elif e.pay_to_apply:
            return
        u = self.unit(target)
        if u is not None:
            self.unit_effect(e, user, u, src)
            self.state_check()

    def offer_fx_opp(self, frame: Frame) -> list[Action]:
        """The opponent of the card's user chooses the unit (Bail Organa (A))."""
        _, chooser, user, iid, uid, path, idx, arena = frame
        e = self.effects_at(iid, path)[idx]
        ctx = self.ctx_for(user, iid, uid, arena)
        whose = ("the opponent's", "your")
        return [
            Action(
                f"target u{u[U_ID]}",
                f"Choose {whose[u[U_OWN] == chooser]} {self.unit_label(u)}",
                u[U_ID],
                refs=(uref(u[U_ID]),),
            )
            for u in self.candidates(e, ctx)
        ]

    def take_fx_opp(self, frame: Frame, act: Action) -> None:
        _, _chooser, user, iid, uid, path, idx, arena = frame
        e = self.effects_at(iid, path)[idx]
        u = self.unit(act.data)
        assert u is not None
        self.push(("fx", user, iid, uid, path, idx + 1, act.data, arena))
        self.apply_unit_effect(e, user, u, uid, iid, path, idx)

    def step_later(self, frame: Frame) -> None:
        """At the start of the battle phase (or, ``("later", "end")``, at the end of the turn before 'until end of
        turn' effects end), the effects missions left waiting resolve (Dark's first, SWT-0.3), with their owner
        making every choice (SWT-5.4)."""
        tag = "later_end:" if len(frame) > 1 else "later:"
        frames = []
        for p in self.sides():
            for m in self.mods:
                if m[0] == later_key(p) and m[1].startswith(tag):
                    _, iid, idx = m[1].split(":")
                    frames.append(("fx", p, int(iid), 0, LATER, int(idx), -1, -1))
        if frames:
            self.push(*frames)

    def yield_build(self, p: int) -> None:
        """Twilight of the Republic (SWT-0.8 over SWT-4.1): p's build step pauses; the opponent's build step runs,
        then p's build step goes on (no new start of it); this turn the opponent retreats first."""
        st = self.stack
        cont = ("build", p)
        if cont not in st or ("build_step", 1 - p) not in st:
            return
        i = len(st) - 1 - st[::-1].index(cont)
        j = st.index(("build_step", 1 - p))
        if j > i:
            return
        st.insert(j, st.pop(i))
        if ("retreat_step", p) in st and ("retreat_step", 1 - p) in st:
            a, b = st.index(("retreat_step", p)), st.index(("retreat_step", 1 - p))
            st[a], st[b] = st[b], st[a]
        self.log("yield_build", {"player": p})

    def step_bottom(self, frame: Frame) -> None:
        """Jocasta Nu (A): after the draw step, its owner draws the extra cards, then puts that many cards from
        hand on the bottom of the deck, one at a time."""
        _, p, n = frame
        self.draw(p, n)
        if self.hands[p]:
            self.push(("bottom_pick", p, min(n, len(self.hands[p]))))

    def offer_bottom_pick(self, frame: Frame) -> list[Action]:
        p = frame[1]
        return [
            Action(f"bottom {self.cards[i]}", f"Put {self.name(i)} on the bottom of your deck", i, refs=(i,))
            for i in self.hand_choices(p)
        ]

    def take_bottom_pick(self, frame: Frame, act: Action) -> None:
        _, p, left = frame
        self.hands[p].remove(act.data)
        self.forget(act.data)
        self.decks[p].insert(0, act.data)  # the top card is last
        self.log("bottom", {"player": p})
        if left > 1 and self.hands[p]:
            self.push(("bottom_pick", p, left - 1))

    def extra_draws(self, p: int) -> int:
        """Static ``extra_draw`` effects of p's units in play (Jocasta Nu (A))."""
        if not self.has_static_op("extra_draw"):
            return 0
        return sum(entry[0].n for entry in self.auras() if entry[0].op == "extra_draw" and entry[2].user == p)

    def offer_transfer_pick(self, frame: Frame) -> list[Action]:
        _, _p, _src, uid, most = frame
        return [
            Action(f"move {n}", f"Put {n} damage counter{'' if n == 1 else 's'} on {self.uname(uid)}", n)
            for n in range(1, most + 1)
        ]

    def take_transfer_pick(self, frame: Frame, act: Action) -> None:
        _, _p, src, uid, _most = frame
        n = act.data
        u = self.unit(uid)
        if u is None:
            return
        self.set_unit(uid, U_DMG, u[U_DMG] + n)  # counters put, not damage dealt
        self.add_mod(src, "prevent", n, "attack")
        self.log("transfer", {"unit": uid, "name": self.uname(uid), "n": n, "from": src})
        self.state_check()

    def offer_peek_pick(self, frame: Frame) -> list[Action]:
        _, _user, _p, top = frame
        return [Action("discard", f"Discard {self.name(top)} from the top of the deck"), Action("keep", "Leave it")]

    def take_peek_pick(self, frame: Frame, act: Action) -> None:
        _, _user, p, top = frame
        if act.id == "discard" and self.decks[p] and self.decks[p][-1] == top:
            self.decks[p].pop()
            self.to_discard(top)
            self.log("discard", {"player": p, "card": self.cards[top]})

    def offer_dig_pick(self, frame: Frame) -> list[Action]:
        p = frame[1]
        return [
            Action(f"take {self.cards[i]}", f"Take {self.name(i)} into your hand", i, refs=(i,))
            for i in self.aside_reps(p)
        ]

    def aside_reps(self, p: int) -> list[int]:
        seen: dict[str, int] = {}
        for i in self.aside[p]:
            seen.setdefault(self.cards[i], i)
        return [seen[c] for c in sorted(seen)]

    def take_dig_pick(self, frame: Frame, act: Action) -> None:
        _, p, left = frame
        self.aside[p].remove(act.data)
        self.hands[p].append(act.data)
        self.log("dig_take", {"player": p})
        if left > 1 and self.aside[p]:
            self.push(("dig_pick", p, left - 1))
        elif self.aside[p]:
            self.push(("dig_bottom", p))

    def offer_dig_bottom(self, frame: Frame) -> list[Action]:
        p = frame[1]
        return [
            Action(f"bottom {self.cards[i]}", f"Put {self.name(i)} on the bottom of your deck next", i, refs=(i,))
            for i in self.aside_reps(p)
        ]

    def take_dig_bottom(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        self.aside[p].remove(act.data)
        self.decks[p].insert(0, act.data)  # each one under the previous ones
        if self.aside[p]:
            self.push(("dig_bottom", p))

    def offer_split_pick(self, frame: Frame) -> list[Action]:
        _, _user, half = frame
        return [Action(f"force {k}", f"Gain {k} Force and {half - k} build points", k) for k in range(half + 1)]

    def take_split_pick(self, frame: Frame, act: Action) -> None:
        _, user, half = frame
        k = act.data
        self.force[user] += k
        self.bp[user] += half - k
        self.log("force", {"player": user, "change": k, "force": self.force[user]})
        self.log("build_points", {"player": user, "change": half - k, "build_points": self.bp[user]})

    def offer_reveal_pick(self, frame: Frame) -> list[Action]:
        """Lightsaber Quick Draw: reveal a unit card from your hand (or none)."""
        p = frame[1]
        acts = [
            Action(f"reveal {self.cards[i]}", f"Reveal {self.name(i)} (speed {self.facts[i].card.speed})", i, refs=(i,))
            for i in self.hand_choices(p, lambda i: self.facts[i].card.type == "unit")
        ]
        return acts or [Action("none", "No unit card to reveal")]

    def take_reveal_pick(self, frame: Frame, act: Action) -> None:
        """N dice of damage to each enemy unit in the arena slower than the revealed card's printed speed."""
        _, p, a, n = frame
        if act.data is None or a < 0:
            return
        if act.data not in self.known:
            self.known.append(act.data)
        speed = self.facts[act.data].card.speed
        self.log("revealed", {"player": p, "card": self.cards[act.data], "iid": act.data})
        auras = self.auras()
        slow = [u for u in self.units if u[U_ZONE] == a and u[U_OWN] != p and self.speed(u, auras) < speed]
        for u in slow:
            dice = [self.roll_die() for _ in range(n)]
            hits = sum(1 for d in dice if d >= 4)
            self.log("dice_damage", {"unit": u[U_ID], "name": self.uname(u[U_ID]), "dice": dice, "n": hits})
            self.deal_damage(u[U_ID], hits, "effect")
        self.state_check()

    def offer_mace_pick(self, frame: Frame) -> list[Action]:
        """The revealed card: a battle card playable now (timing before the roll, its condition, its cost) may be
        played as if from the hand; otherwise (or if not played) it is discarded."""
        _, p, top = frame
        card = self.facts[top].card
        acts = []
        if (
            card.type == "battle"
            and card.supported
            and card.timing == "before_roll"
            and self.battle_cost(top) <= self.force[p]
        ):
            ctx = Ctx(p, 0, self.atk[2] if self.atk else -1)
            if self.conds_hold(card.when, ctx) and self.effects_possible(card.effects, p, top, 0):
                acts.append(Action("play", f"Play {self.name(top)} ({self.battle_cost(top)} Force)"))
        return [*acts, Action("discard", f"Discard {self.name(top)}")]

    def take_mace_pick(self, frame: Frame, act: Action) -> None:
        _, p, top = frame
        if act.id == "play":
            self.hands[p].append(top)
            self.play_battle_card(p, top)
        else:
            self.to_discard(top)

    def offer_ram_pick(self, frame: Frame) -> list[Action]:
        _, _user, uid = frame
        u = self.unit(uid)
        assert u is not None
        n = self.speed(u) // 10
        return [
            Action(
                f"target u{v[U_ID]}",
                f"{self.unit_label(u)} deals {n} damage to {self.unit_label(v)}",
                v[U_ID],
                refs=(uref(uid), uref(v[U_ID])),
            )
            for v in self.units
            if v[U_ZONE] == u[U_ZONE] and v[U_OWN] != u[U_OWN]
        ]

    def take_ram_pick(self, frame: Frame, act: Action) -> None:
        _, _user, uid = frame
        u = self.unit(uid)
        assert u is not None
        n = self.speed(u) // 10
        if self.silenced(u[U_ZONE]):
            self.log("damage_prevented", {"unit": act.data, "name": self.uname(act.data), "n": n})
        else:
            self.deal_damage(act.data, n, "effect")
        self.destroy_units([uid], "effect")
        self.state_check()

    def offer_fd_pick(self, frame: Frame) -> list[Action]:
        """Error in Judgment: one of the opponent's face-down cards (its identity only if known)."""
        user = frame[1]
        acts = []
        k = 0
        for b in self.builds:
            if b[0] != user:
                name = self.name(b[1]) if b[1] in self.known else "a face-down card"
                acts.append(
                    Action(
                        f"face-down {k}",
                        f"Choose their face-down card {k + 1}: {name} ({b[2]} counters)",
                        k,
                        refs=(build_ref(b[0], k),),
                    )
                )
                k += 1
        return acts

    def take_fd_pick(self, frame: Frame, act: Action) -> None:
        _, user, n = frame
        opp = [b for b in self.builds if b[0] != user]
        target = opp[act.data][1]
        if self.force[1 - user] >= n:
            self.push(("fd_pay", 1 - user, target, n))
        else:
            self.discard_build(target)

    def offer_fd_pay(self, frame: Frame) -> list[Action]:
        _, _p, target, n = frame
        return self.toll_actions(
            f"Pay {n} Force to keep {self.name(target)}", f"Don't pay: discard {self.name(target)}"
        )

    def take_fd_pay(self, frame: Frame, act: Action) -> None:
        _, p, target, n = frame
        if act.id == "pay":
            self.pay_force_toll(p, n, 0, "face-down")
        else:
            self.discard_build(target)

    def discard_build(self, iid: int) -> None:
        self.builds = [b for b in self.builds if b[1] != iid]
        self.to_discard(iid)
        self.log("discard", {"player": self.owner[iid], "card": self.cards[iid]})

    def offer_heal_pick(self, frame: Frame) -> list[Action]:
        """Oil Bath: remove damage counters one at a time from your damaged units in the arena (up to N)."""
        _, user, a, left = frame
        acts = [
            Action(
                f"heal u{u[U_ID]}",
                f"Remove 1 damage counter from {self.unit_label(u)} ({left} left)",
                u[U_ID],
                refs=(uref(u[U_ID]),),
            )
            for u in self.units
            if u[U_ZONE] == a and u[U_OWN] == user and u[U_DMG] > 0
        ]
        return [*acts, Action("done", "Remove no more")] if acts else [Action("done", "No damaged unit")]

    def take_heal_pick(self, frame: Frame, act: Action) -> None:
        _, user, a, left = frame
        if act.data is None:
            return
        u = self.unit(act.data)
        assert u is not None
        self.set_unit(act.data, U_DMG, u[U_DMG] - 1)
        self.log("heal", {"unit": act.data, "name": self.uname(act.data), "removed": 1})
        if left > 1:
            self.push(("heal_pick", user, a, left - 1))

    def offer_hand_build_pick(self, frame: Frame) -> list[Action]:
        _, p, iid, path, idx, n = frame
        e = self.effects_at(iid, path)[idx]
        return [
            Action(
                f"build {self.cards[i]}",
                f"Show {self.name(i)} and put it face down with {n} build counters",
                i,
                refs=(i,),
            )
            for i in self.hand_choices(p, lambda i: self.card_matches(i, e))
        ]

    def take_hand_build_pick(self, frame: Frame, act: Action) -> None:
        _, p, _iid, _path, _idx, n = frame
        self.hands[p].remove(act.data)
        self.builds.append((p, act.data, n))
        if act.data not in self.known:
            self.known.append(act.data)
        self.log("placed_shown", {"player": p, "card": self.cards[act.data], "counters": n, "iid": act.data})

    def damage_toll(self, u: Unit) -> int:
        """Princess Leia (A), (B): Force an enemy character must pay for its battle damage to this unit."""
        if not self.has_static_op("damage_toll"):
            return 0
        return sum(e[0].n for e in self.auras() if e[0].op == "damage_toll" and self.aura_applies(e, u))

    def step_end_effects(self, frame: Frame) -> None:
        self.end_turn_effects()

    def step_crowd(self, frame: Frame) -> None:
        """Clear the Skies: a player with at least N units in this arena chooses one of them and discards it."""
        _, p, a, n = frame
        if len(self.arena_units(a, p)) >= n:
            self.push(("crowd_pick", p, a))

    def offer_crowd_pick(self, frame: Frame) -> list[Action]:
        _, p, a = frame
        return [
            Action(f"discard u{u[U_ID]}", f"Discard your {self.unit_label(u)}", u[U_ID], refs=(uref(u[U_ID]),))
            for u in self.arena_units(a, p)
        ]

    def take_crowd_pick(self, frame: Frame, act: Action) -> None:
        self.destroy_units([act.data], "effect")

    def builds_open(self, owner: int) -> bool:
        """Darth Sidious (A): while a static ``open_builds`` of ``owner``'s opponent is in force, ``owner``'s
        face-down cards are seen by everyone (they stay face-down cards for every rule, SWT-5.9, SWT-8.3)."""
        if not self.has_static_op("open_builds"):
            return False
        return any(entry[0].op == "open_builds" and entry[2].user != owner for entry in self.auras())

    def candidates(self, e: Effect, ctx: Ctx, picked: tuple[int, ...] = ()) -> list[Unit]:
        """The units a 'unit' selector may choose (a redirect can't choose the current defender)."""
        if e.op == "redirect" and self.atk:
            skip = self.atk[1]
            return [
                u
                for u in self.units
                if u[U_ID] not in picked and u[U_ID] != skip and self.match(u, e, ctx) and self.attackable(u)
            ]
        if e.distinct and picked:  # each chosen unit differs from the ones chosen before (speed or name)
            taken = {self.distinct_value(v, e.distinct) for v in self.units if v[U_ID] in picked}
            return [
                u
                for u in self.units
                if u[U_ID] not in picked and self.match(u, e, ctx) and self.distinct_value(u, e.distinct) not in taken
            ]
        if picked:
            return [u for u in self.in_zone(e.arena, ctx) if u[U_ID] not in picked and self.match(u, e, ctx)]
        return [u for u in self.in_zone(e.arena, ctx) if self.match(u, e, ctx)]

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
        allowed: Collection[str] = e.arenas or ARENAS
        if e.op == "quick_draw":  # an arena where you have a Jedi
            jedi = Effect(owner="own", subtype=("Jedi",))
            ctx = self.ctx_for(frame[1], iid, frame[3])
            allowed = [
                n
                for a, n in enumerate(ARENAS)
                if n in allowed and any(u[U_ZONE] == a and self.match(u, jedi, ctx) for u in self.units)
            ]
        current = self.battle_arena()
        acts = [
            Action(f"arena {name}", f"Choose the {name} arena", a, refs=(ARENA_REFS[a],))
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
            Action(
                f"target u{u[U_ID]}",
                f"Choose {whose[u[U_OWN] == user]} {self.unit_label(u)}",
                u[U_ID],
                refs=(uref(u[U_ID]),),
            )
            for u in self.candidates(e, ctx, picked)
        ]
        if picked and not (e.exact and acts):
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
        if e.count > 1:
            self.add_mod(act.data, f"pick:{iid}", 1, "turn")
        if left > 1:  # may choose another one (or stop) once this one is done
            self.push(("fx_more", user, iid, uid, path, idx, arena, picked, left - 1))
        else:
            self.push(("fx", user, iid, uid, path, idx + 1, act.data, arena))
        self.apply_unit_effect(e, user, u, uid, iid, path, idx)

    def step_fx_more(self, frame: Frame) -> None:
        """'Up to N' targets: offer the next one while candidates remain."""
        _, user, iid, uid, path, idx, arena, picked, _left = frame
        e = self.effects_at(iid, path)[idx]
        if self.candidates(e, self.ctx_for(user, iid, uid, arena), picked):
            self.push(("fx_unit", *frame[1:]))
        else:
            self.push(("fx", user, iid, uid, path, idx + 1, picked[-1], arena))

    # ------------------------------------------------------------------ primitives on players (SWT-10.7)
    def player_effect(
        self, e: Effect, user: int, p: int, iid: int, path: tuple[int, ...], idx: int, arena: int = -1
    ) -> None:
        op = e.op
        if op == "draw":
            self.draw(p, e.n)
        elif op == "gain_force":
            n = e.n * self.per_count(e.per, self.ctx_for(user, iid, 0)) if e.per else e.n
            self.force[p] = max(0, self.force[p] + n)
            self.log("force", {"player": p, "change": n, "force": self.force[p]})
        elif op == "gain_build":
            n = e.n * self.per_count(e.per, self.ctx_for(user, iid, 0)) if e.per else e.n
            if self.mods and self.mod_total(ban_key(p), "no_build_points"):
                n = min(n, 0)
            self.bp[p] = max(0, self.bp[p] + n)
            self.log("build_points", {"player": p, "change": n, "build_points": self.bp[p]})
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
            self.push(("tutor", p, iid, path, idx, arena, e.count or 1))
        elif op == "look_hand":
            for card in self.hands[p]:
                if card not in self.known:
                    self.known.append(card)
            self.log("look_hand", {"player": user, "of": p, "cards": [self.cards[i] for i in self.hands[p]]}, (user,))
        elif op == "discard_chosen":
            self.push(("hand_pick", user, p, iid, path, idx))
        elif op == "peek":  # look at the top card of p's deck; the user may discard it (C-3PO (I))
            if self.decks[p]:
                top = self.decks[p][-1]
                self.log("peek", {"player": user, "of": p, "card": self.cards[top]}, (user,))
                self.push(("peek_pick", user, p, top))
        elif op == "dig":  # look at the top n cards, take e.count into hand, the rest to the bottom (Yoda (J))
            deck = self.decks[p]
            looked = [deck.pop() for _ in range(min(e.n, len(deck)))]
            self.aside[p].extend(looked)
            self.log("dig", {"player": p, "count": len(looked)})
            if looked:
                self.push(("dig_pick", p, min(e.count, len(looked))))
        elif op == "return_to_hand":  # the card itself, from its owner's discard pile (Sith Infiltrator (A))
            if iid in self.discards[p]:
                self.discards[p].remove(iid)
                self.hands[p].append(iid)
                self.known.append(iid)
                self.log("recover", {"player": p, "card": self.cards[iid]})
        elif op == "suppress":  # this turn p's units lose the keyword (Strike with Impunity)
            self.add_mod(lose_key(p), f"lose:{e.keyword}", 1, e.duration or "turn")
            self.log("suppress", {"player": p, "keyword": e.keyword})
        elif op == "reach_boost":  # Death Star gunners: your units attacking with Bombard / Ion Cannon this turn
            for name in e.arenas:
                self.add_mod(gain_key(p), f"reach:{name}", e.n, e.duration or "turn")
            self.log("reach_boost", {"player": p, "n": e.n})
        elif op == "ban_build_points":  # Imperial Blockade: p's build points are lost and can't be spent this turn
            self.bp[p] = 0
            self.add_mod(ban_key(p), "no_build_points", 1, e.duration or "turn")
            self.log("build_points", {"player": p, "change": 0, "build_points": 0})
        elif op == "hand_build":  # Jawa Supply Trip: a unit card from the hand, shown, face down with counters
            n = e.n * self.per_count(e.per, self.ctx_for(user, iid, 0)) if e.per else e.n
            if self.hand_choices(p, lambda i: self.card_matches(i, e)):
                self.push(("hand_build_pick", p, iid, path, idx, n))
        elif op == "refund":  # Contingency Plan: the counters of p's face-down cards become build points
            total = sum(b[2] for b in self.builds if b[0] == p)
            self.builds = [(b[0], b[1], 0) if b[0] == p else b for b in self.builds]
            self.bp[p] += total
            self.log("build_points", {"player": p, "change": total, "build_points": self.bp[p]})
        elif op == "ban_battle":  # Surprise Attack: p can't play battle cards this turn
            self.add_mod(ban_key(p), "ban_battle", 1, e.duration or "turn")
            self.log("ban_battle", {"player": p})
        elif op == "mute":  # Disturbance in the Force: p's units can't use activated abilities this turn
            self.add_mod(ban_key(p), "mute", 1, e.duration or "turn")
            self.log("mute", {"player": p})
        elif op == "grant":  # Strategy Session: p's units, also those arriving later, get the keyword this turn
            self.add_mod(gain_key(p), f"kw:{e.keyword}", e.n, e.duration or "turn")
            self.log("grant", {"player": p, "keyword": e.keyword, "n": e.n, "duration": e.duration})
        elif op == "lock_retreat":
            for arena_name in e.arenas or ARENAS:
                self.add_mod(no_retreat_key(p), f"no_retreat:{arena_name}", 1, e.duration or "turn")
            self.log("lock_retreat", {"player": p, "arenas": list(e.arenas or ARENAS)})
        elif op == "reveal_until":
            self.reveal_until(p, arena)
        else:  # pragma: no cover - validated at load
            raise ValueError(f"{op} is not a player effect")

    def reveal_until(self, p: int, arena: int) -> None:
        """Ship Arrival: reveal cards from the top of the deck until a unit card of the chosen arena type shows; it
        goes to the hand (known to the opponent, SWT-8.3), the other revealed cards are shuffled back."""
        if arena < 0:
            return
        deck = self.decks[p]
        shown: list[int] = []
        found = -1
        while deck:
            iid = deck.pop()
            f = self.facts[iid]
            if f.card.type == "unit" and f.arena == arena:
                found = iid
                break
            shown.append(iid)
        self.log(
            "reveal",
            {"player": p, "cards": [self.cards[i] for i in shown], "found": self.cards[found] if found >= 0 else None},
        )
        if found >= 0:
            self.hands[p].append(found)
            self.known.append(found)
        deck.extend(shown)
        if shown:
            self.shuffle(deck)

    # ------------------------------------------------------------------ primitives on units (SWT-10.7)
    def silenced(self, arena: int) -> bool:
        """'no_damage': all damage done by units in this arena is prevented this turn."""
        return arena >= 0 and self.mod_total(-1 - arena, "no_damage") > 0

    def unit_effect(self, e: Effect, user: int, u: Unit, src: int = 0) -> None:
        op = e.op
        uid = u[U_ID]
        if e.delay == "attack_end":
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
        elif op == "deflect":
            self.add_mod(uid, "deflect", e.n, "attack")
            self.log("deflect", {"unit": uid, "name": self.uname(uid), "n": e.n})
        elif op == "prevent_for_force":
            gain = self.pending_damage(u)
            self.add_mod(uid, "prevent", 99, "attack")
            self.force[user] += gain
            self.log("prevent", {"unit": uid, "name": self.uname(uid), "n": 99, "duration": "attack"})
            self.log("force", {"player": user, "change": gain, "force": self.force[user]})
        elif op == "dice_damage":  # N dice of damage: each hit (SWT-1.16) is 1 effect damage
            dice = [self.roll_die() for _ in range(e.n)]
            hits = sum(1 for d in dice if d >= 4)
            self.log("dice_damage", {"unit": uid, "name": self.uname(uid), "dice": dice, "n": hits})
            self.deal_damage(uid, hits, "effect")
        elif op in ("put_counters", "mute"):
            if op == "mute":  # the unit can't use activated abilities this turn (Instill Doubt)
                self.add_mod(uid, "mute", 1, e.duration or "turn")
            else:  # damage counters put on, not damage dealt: nothing prevents them
                self.set_unit(uid, U_DMG, u[U_DMG] + e.n)
            self.log(op, {"unit": uid, "name": self.uname(uid), "n": e.n})
        elif op == "suppress":
            self.add_mod(uid, f"lose:{e.keyword}", 1, e.duration)
            self.log("suppress", {"unit": uid, "name": self.uname(uid), "keyword": e.keyword})
        elif op == "dice_tap":  # roll one die for the unit: on n or more it is tapped (Fog of War)
            die = self.roll_die()
            self.log("dice_tap", {"unit": uid, "name": self.uname(uid), "die": die, "tapped": die >= e.n})
            if die >= e.n:
                self.set_unit(uid, U_TAP, True)
        elif op == "transfer":  # Clone Captain: counters on another unit prevent that much damage to the user
            host = self.unit(src) if src else None
            most = self.pending_damage(host) if host is not None else 0
            if most > 0:
                self.push(("transfer_pick", user, src, uid, most))
        elif op == "cash_split":  # Darth Sidious (F): half the build cost, split between Force and build points
            half = self.stack_cost(u) // 2
            self.destroy_units([uid], "effect")
            self.push(("split_pick", user, half))
        elif op == "slash":  # Spinning Slash: after each attack this turn it attacks a unit it hasn't attacked
            self.add_mod(uid, "slash", 1, "turn")
            self.log("slash", {"unit": uid, "name": self.uname(uid)})
        elif op == "reveal_power":  # Mace Windu (F): +X power, X = the revealed top card's build cost
            deck = self.decks[u[U_OWN]]
            if deck:
                top = deck.pop()
                x = self.facts[top].cost if self.facts[top].card.type != "battle" else 0
                self.log("revealed", {"player": u[U_OWN], "card": self.cards[top]})
                self.add_mod(uid, "power", x, "attack")
                self.log(
                    "modify", {"unit": uid, "name": self.uname(uid), "stat": "power", "n": x, "duration": "attack"}
                )
                self.push(("mace_pick", user, top))
        elif op == "mark":  # It Just Might Work: remembered this turn
            self.add_mod(uid, f"mark:{user}", 1, "turn")
            self.log("mark", {"unit": uid, "name": self.uname(uid)})
        elif op == "cash_in":  # discard the unit; its owner gets build points equal to its build cost (SWT-1.15)
            cost = self.stack_cost(u)
            self.destroy_units([uid], "effect")
            self.bp[user] += cost
            self.log("build_points", {"player": user, "change": cost, "build_points": self.bp[user]})
        elif op == "compel":
            self.add_mod(uid, f"compel:{user}", 1, "turn")
            self.log("compel", {"unit": uid, "name": self.uname(uid), "player": user})
        elif op == "ram":  # Starfighter's End: 1 damage per 10 speed to an enemy unit there, then it is discarded
            if any(v[U_ZONE] == u[U_ZONE] and v[U_OWN] != u[U_OWN] for v in self.units):
                self.push(("ram_pick", user, uid))
        elif op == "bounce":  # Jump to Lightspeed: the unit's cards and its pilot's back to hand, equipment stays
            self.bounce(uid)
        elif op in ("pump", "give_intercept"):  # Desperate Confrontation / Jedi Intervention: a paid ability
            self.add_mod(uid, op, e.n, e.duration or "turn")
            self.log(op, {"unit": uid, "name": self.uname(uid), "n": e.n})
        elif op in ("ward", "cover", "crit_vs", "shelter", "acc_vs"):
            self.add_mod(uid, op, e.n or 1, e.duration or "turn")
            self.log(op, {"unit": uid, "name": self.uname(uid), "n": e.n or 1})
        elif op == "redirect":
            atk = self.atk
            if atk and uid != atk[1] and u[U_ZONE] == atk[2] and self.attackable(u):
                self.atk = (atk[0], uid, *atk[2:])
                self.log("redirect", {"unit": uid, "name": self.uname(uid)})
        else:  # pragma: no cover - validated at load
            raise ValueError(f"{op} is not a unit effect")

    def start_reroll(self, user: int, uid: int, n: int, everything: bool = False) -> None:
        """Implemented by the dice rules (dice.py)."""
        raise NotImplementedError

    def pending_damage(self, u: Unit) -> int:
        """Implemented by the damage rules (battle.py)."""
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
                if self.tracks_lost():
                    self.add_mod(lost_key(owner), f"lost:{ARENAS[u[U_ZONE]]}", 1, "turn")
                self.rage(1 - owner, u[U_ZONE])
        if fired:
            self.fire_destroyed(fired)

    def unpreventable(self, u: Unit) -> bool:
        """Darth Vader (R): damage from this unit can't be prevented (static ``unpreventable``)."""
        if not self.has_static_op("unpreventable"):
            return False
        return any(e[0].op == "unpreventable" and self.aura_applies(e, u) for e in self.auras())

    def hidden_cost(self, iid: int) -> int:
        """Hidden Cost N of a card (Darth Vader (R)): completed in the build step with at least N counters (or its
        requirement, if lower) by paying Force for the counters it lacks (SWT-0.8 over SWT-5.3)."""
        facts = self.facts[iid]
        if "hidden_cost" not in facts.static_ops:
            return 0
        for ab in facts.card.abilities:
            for e in ab.effects:
                if e.op == "hidden_cost":
                    return e.n
        return 0

    def add_mastery(self, killer: Unit, victim_top: int) -> None:
        """Palpatine's Sanctum: its owner's Darth Vader discarded an enemy Jedi: two mastery counters on it."""
        if not self.has_static_op("mastery"):
            return
        jedi = Filter(subtype=("Jedi",))
        if self.facts[killer[U_CARDS][0]].card.name != "Darth Vader" or not self.card_matches(victim_top, jedi):
            return
        for a, iid in enumerate(self.locs):
            if iid >= 0 and self.owner[iid] == killer[U_OWN] and "mastery" in self.facts[iid].static_ops:
                self.add_mod(mastery_key(a), "mastery", 2, "static")
                self.log("mastery", {"arena": ARENAS[a], "n": self.mod_total(mastery_key(a), "mastery")})

    def uses_event(self, event: str) -> bool:
        """Does a card of this game have a triggered ability on ``event``? (A cached fact of the game's cards, shared
        by clones: events only some cards use are not fired for nothing.)"""
        return event in self.deck_facts.events

    def tracks_lost(self) -> bool:
        """Does a card of this game read the 'lost' condition (Spirit of the Fallen)? Only then are discards
        recorded (a cached fact of the game's cards, shared by clones)."""
        return self.deck_facts.lost

    def bounce(self, uid: int) -> None:
        """The unit (every card of its stack) and its pilot return to their owners' hands, known to both players
        (they were face up); its equipment returns to the build zone (SWT-5.6, SWT-6.15)."""
        u = self.unit(uid)
        if u is None or u[U_ZONE] > CHARACTER:
            return
        cards = list(u[U_CARDS])
        pilot = self.unit(u[U_PILOT]) if u[U_PILOT] else None
        if pilot is not None:
            cards += list(pilot[U_CARDS])
            self.drop_unit(pilot[U_ID])
        for eq in u[U_EQ]:
            self.gear[self.owner[eq]].append(eq)
        self.drop_unit(uid)
        for iid in cards:
            self.hands[self.owner[iid]].append(iid)
            if iid not in self.known:
                self.known.append(iid)
        self.log("bounce", {"unit": uid, "player": u[U_OWN], "cards": [self.cards[i] for i in cards]})

    def rage(self, p: int, a: int) -> None:
        """Rage of Victory: an enemy unit of p was discarded from arena a: p's units there get +N power this turn."""
        n = self.mod_total(rage_key(p), f"rage:{a}") if self.mods else 0
        if n:
            for u in self.units:
                if u[U_OWN] == p and u[U_ZONE] == a:
                    self.add_mod(u[U_ID], "power", n, "turn")
                    self.log(
                        "modify",
                        {"unit": u[U_ID], "name": self.uname(u[U_ID]), "stat": "power", "n": n, "duration": "turn"},
                    )

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
        if event not in self.deck_facts.events:
            return  # no card of this game triggers on it
        pending: list[list[tuple[int, int, int, int]]] = [[], []]
        facts = self.facts
        units = self.units
        if only:  # those units only, in the order of ``units`` (found by their places)
            places = self.unit_places()
            units = [units[n] for n in sorted({places[uid] for uid in only if uid in places})]
        for u in units:
            zone = u[U_ZONE]
            if zone > CHARACTER or (player >= 0 and u[U_OWN] != player):
                continue
            top = u[U_CARDS][0]
            if event not in facts[top].triggers:  # most cards trigger on nothing, or not on this
                continue
            for k, ab in enumerate(facts[top].card.abilities):
                if ab.kind != "triggered" or ab.event != event:
                    continue
                if ab.limit and any(x[0] == u[U_ID] and x[1] == f"{top}.{k}" for x in self.used):
                    continue
                if arena >= 0 and (ARENAS.index(ab.arena) if ab.arena else zone) != arena:
                    continue
                if self.conds_hold(ab.when, Ctx(u[U_OWN], u[U_ID], zone)):
                    pending[u[U_OWN]].append((u[U_OWN], top, u[U_ID], k))
        if not only:
            for a, iid in enumerate(self.locs):
                if iid < 0 or (player >= 0 and self.owner[iid] != player) or event not in facts[iid].triggers:
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
            acts.append(Action(f"trigger {n}", f"Resolve {self.name(iid)}: {what}", n, refs=self.unit_refs(uid)))
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
        return [
            Action(f"discard {self.cards[i]}", f"Discard {self.name(i)}", i, refs=(i,)) for i in self.hand_choices(p)
        ]

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
        p = frame[1]
        if self.decks[p]:
            self.searching = p
            self.push(("tutor_pick", *frame[1:]))

    def offer_tutor_pick(self, frame: Frame) -> list[Action]:
        """The matching cards of the deck (of the chosen arena type when the effect chose one: Recusant-Class Light
        Destroyer); 'take nothing' only before the first card is taken (it takes as many as it can)."""
        _, p, iid, path, idx, arena, left = frame
        e = self.effects_at(iid, path)[idx]
        seen: dict[str, int] = {}
        names = None
        if e.same_name:  # Splinter the Republic: a card named like one of your units in an arena
            names = {
                self.facts[u[U_CARDS][0]].card.name for u in self.units if u[U_OWN] == p and u[U_ZONE] <= CHARACTER
            }
        for c in self.decks[p]:
            if names is not None and self.facts[c].card.name not in names:
                continue
            if arena >= 0 and (self.facts[c].card.type != "unit" or self.facts[c].arena != arena):
                continue
            if self.recoverable(c, e) and (self.cards[c] not in seen or c < seen[self.cards[c]]):
                seen[self.cards[c]] = c
        acts = [Action(f"take {cid}", f"Take {self.name(c)} into your hand", c) for cid, c in sorted(seen.items())]
        if left < (e.count or 1) and acts:
            return acts
        return [*acts, Action("none", "Take nothing")]

    def take_tutor_pick(self, frame: Frame, act: Action) -> None:
        p, left = frame[1], frame[6]
        self.searching = -1
        if act.data is not None:
            self.decks[p].remove(act.data)
            e = self.effects_at(frame[2], frame[3])[frame[4]]
            if e.place == "build":  # Clone Facility: face down in the build zone with n build counters
                self.builds.append((p, act.data, e.n))
            else:
                self.hands[p].append(act.data)
            self.known.append(act.data)
            self.log("tutor", {"player": p, "card": self.cards[act.data], "iid": act.data})
            if left > 1 and self.decks[p]:
                self.searching = p
                self.push(("tutor_pick", *frame[1:6], left - 1))
                if self.offer_tutor_pick(self.stack[-1])[0].id != "none":
                    return
                self.stack.pop()
                self.searching = -1
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
        acts = [
            Action(f"discard {cid}", f"Make them discard {self.name(c)}", c, refs=(c,))
            for cid, c in sorted(seen.items())
        ]
        if e.optional and acts:
            acts.append(Action("none", "Make them discard nothing"))
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
        facts = self.facts
        if not u[U_EQ]:
            return [(top, k, ab) for k, ab in facts[top].activated]
        out = [(top, k, ab) for k, ab in facts[top].activated]
        for eq in u[U_EQ]:
            out += [(eq, k, ab) for k, ab in facts[eq].activated]
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

    def ability_timings(self) -> frozenset[str]:
        """The timings of the activated abilities of all the cards of this game (SWT-5.24): no ability can be used
        at another. A cached fact of the game's cards, shared by clones."""
        return self.deck_facts.timings

    def ability_units(self, p: int, timing: str) -> list[Unit]:
        """p's units in arenas with an activated ability of this timing (its top card's or its equipment's), in unit
        order: the only ones ``usable_abilities`` may find one on. Their places in ``units`` by (player, timing)
        are kept with the board's shape version (``shape_v``: tapped states and damage don't change which units
        those are; the dict is shared by the states of that version, which have the same units), and the units'
        current tuples are read at those places (mostly none: an empty list at once). Read-only for callers."""
        memo = self._ability_places
        if memo is None or memo[0] != self.shape_v:
            # the units in arenas with any activated ability (most have none), with the timings of their abilities
            facts = self.facts
            able = []
            for n, u in enumerate(self.units):
                if u[U_ZONE] > CHARACTER:
                    continue
                timings = facts[u[U_CARDS][0]].timings
                for e in u[U_EQ]:
                    timings = timings | facts[e].timings
                if timings:
                    able.append((n, u[U_OWN], timings))
            memo = self._ability_places = (self.shape_v, able, {})
        if not memo[1]:
            return []
        key = (p, timing)
        at = memo[2].get(key)
        if at is None:
            at = memo[2][key] = [n for n, owner, timings in memo[1] if owner == p and timing in timings]
        if not at:
            return []
        units = self.units
        return [units[n] for n in at]

    def usable_abilities(self, p: int, timing: str, only: int = 0) -> list[tuple[Unit, int, int, Ability, int]]:
        """(unit, iid, k, ability, force cost) of p's activated abilities usable now at ``timing`` (SWT-5.24): those
        ``ready_abilities`` finds (timing, tapped state, muting, conditions, targets) that p can pay for and whose
        usage limit is not reached."""
        out: list[tuple[Unit, int, int, Ability, int]] = []
        if timing not in self.ability_timings():
            return out
        if not self.ability_units(p, timing):
            return out
        ready = self.ready_abilities(p, timing, only) if self.searched else self.ready_now(p, timing, only)
        if not ready:
            return out
        force, bp, used = self.force[p], self.bp[p], self.used
        for entry in ready:
            u, iid, k, ab, cost = entry
            if cost > force or ab.build > bp:
                continue
            if ab.limit and used:
                uid, key = u[U_ID], f"{iid}.{k}"
                if any(x[0] == uid and x[1] == key for x in used):
                    continue
            out.append(entry)
        return out

    def ready_abilities(self, p: int, timing: str, only: int = 0) -> list[tuple[Unit, int, int, Ability, int]]:
        """(unit, iid, k, ability, force cost) of p's activated abilities at ``timing`` (of unit ``only`` if given)
        that the board allows now, whatever p's Force, build points and usage limits (``usable_abilities`` checks
        those): the unit is untapped if the ability taps it (outside activation), not muted (Instill Doubt), the
        ability's conditions hold and its targets exist (SWT-5.23). Read-only for callers.

        Speed (read in the states a search walks through, ``searched``; ``_ready_abilities`` otherwise): kept for
        the game's decks (``deck_facts.ready``, shared by clones and determinizations) with a key of the contents of
        everything those tests read: the units and the locations, the effects in force (``mods``), the attack's
        units and arena (``atk[:3]``), the discarded unit of an 'on_kill' trigger (``victim``) and, when a
        condition of this game's cards can read them (``ability_conds``, ``aura_reads``), the hand sizes, p's
        face-down cards and p's Force. So the children of a state that differ by a build action or a Force payment,
        and the same board reached again in another iteration of a search, share it."""
        key = self._ready_key(p, timing, only, (tuple(self.units), tuple(self.locs)))
        memo = self.deck_facts.ready
        got: list[tuple[Unit, int, int, Ability, int]] | None = memo.get(key)
        if got is None:
            if len(memo) > 4096:
                memo.clear()
            got = memo[key] = self._ready_abilities(p, timing, only)
        return got

    def _ready_key(self, p: int, timing: str, only: int, board: Any) -> tuple[Any, ...]:
        """The key of ``ready_abilities`` and ``ready_now``: ``board`` (the units and locations, or a version that
        stands for them), then everything else the tests read (see ``ready_abilities``)."""
        conds = self.deck_facts.ability_conds
        hands = self.hands
        return (
            p,
            timing,
            only,
            board,
            tuple(self.mods) if self.mods else (),
            self.atk[:3],
            self.victim,
            (len(hands[0]), len(hands[1])) if "hand" in conds or self.aura_reads()[2] else None,
            sum(1 for b in self.builds if b[0] == p) if "builds" in conds else -1,
            self.force[p] if "force" in conds else -1,
        )

    _ready_memo: tuple[tuple[Any, ...], list[tuple[Unit, int, int, Ability, int]]] | None = None

    def ready_now(self, p: int, timing: str, only: int = 0) -> list[tuple[Unit, int, int, Ability, int]]:
        """``ready_abilities`` in a game played on: the last answer is kept on the state (replaced, never mutated,
        so a clone may share it) with the key of ``ready_abilities`` in which the board's version (``units_v``)
        stands for the units and the locations, so that the decisions of a build step that change no unit (placing
        cards, putting counters) compute it once. Read-only for callers."""
        key = self._ready_key(p, timing, only, self.units_v)
        memo = self._ready_memo
        if memo is not None and memo[0] == key:
            return memo[1]
        got = self._ready_abilities(p, timing, only)
        self._ready_memo = (key, got)
        return got

    def _ready_abilities(self, p: int, timing: str, only: int) -> list[tuple[Unit, int, int, Ability, int]]:
        """``ready_abilities`` computed."""
        out: list[tuple[Unit, int, int, Ability, int]] = []
        muted = {m[0] for m in self.mods if m[1] == "mute"} if self.mods else set()  # Instill Doubt and the like
        for u in self.ability_units(p, timing):
            if only and u[U_ID] != only:
                continue
            if muted and (u[U_ID] in muted or ban_key(p) in muted):
                continue
            tax = -1
            for iid, k, ab in self.unit_abilities(u):
                if ab.timing != timing:
                    continue
                if ab.tap and u[U_TAP] and timing != "activation":
                    continue
                if tax < 0:
                    tax = self.ability_tax(u)
                ctx = Ctx(p, u[U_ID], u[U_ZONE])
                if not self.conds_hold(ab.when, ctx) or not self.targets_exist(ab, p, iid, u[U_ID]):
                    continue
                out.append((u, iid, k, ab, ab.force + tax))
        return out

    def targets_exist(self, ab: Ability, p: int, iid: int, uid: int) -> bool:
        effs = ab.modes[0] if ab.modes else ab.effects
        return self.effects_possible(effs, p, iid, uid)

    def card_possible(self, card_iid: int, p: int) -> bool:
        """SWT-5.23 for a battle card: its effects' targets exist (for 'choose one', those of some mode)."""
        card = self.facts[card_iid].card
        if card.modes:
            return any(self.effects_possible(m, p, card_iid, 0) for m in card.modes)
        return self.effects_possible(card.effects, p, card_iid, 0)

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

    def ability_actions(self, p: int, timing: str, only: int = 0) -> list[Action]:
        """``use ...`` for each of p's abilities usable now at ``timing`` (each action made once per game)."""
        return [
            self.memo_action(ability_action, u[U_ID], u[U_CARDS], iid, k, cost)
            for u, iid, k, _ab, cost in self.usable_abilities(p, timing, only)
        ]

    def run_ability_action(self, p: int, data: Any) -> None:
        uid, iid, k, cost = data
        u = self.unit(uid)
        assert u is not None
        ab = self.facts[iid].card.abilities[k]
        self.use_ability(p, u, iid, k, ab, cost)

    # ------------------------------------------------------------------ restrictions from effects (SWT-0.8)
    def attackable(self, v: Unit) -> bool:
        """SWT-5.13 as changed by cards (SWT-0.8): a unit with ``ward`` can't be attacked while its owner has
        another unit in its arena (Ward of the Jedi); a unit with ``cover`` keeps its owner's other units in its
        arena from being attacked (Tyranus's Edict)."""
        mods = self.mods
        if not mods:
            return True
        vid, a, p = v[U_ID], v[U_ZONE], v[U_OWN]
        for m in mods:
            key = m[1]
            if key == "shelter" and m[0] == vid:  # Owen Lars (A): can't be attacked this turn
                return False
            if key == "ward" and m[0] == vid:
                if any(w[U_ZONE] == a and w[U_OWN] == p and w[U_ID] != vid for w in self.units):
                    return False
            elif key == "cover" and m[0] != vid:
                w = self.unit(m[0])
                if w is not None and w[U_ZONE] == a and w[U_OWN] == p:
                    return False
        return True

    def retreat_blocked(self, u: Unit) -> bool:
        """SWT-5.10 as changed by cards (SWT-0.8): Chase the Villain (this turn, no retreat from the named arenas)
        and static ``no_retreat`` effects (Slave I (A): damaged space units) stop a retreat in the retreat step."""
        zone = u[U_ZONE]
        if zone > CHARACTER:
            return False
        if self.mods and self.mod_total(no_retreat_key(u[U_OWN]), f"no_retreat:{ARENAS[zone]}"):
            return True
        if self.has_static_op("no_retreat"):
            for entry in self.auras():
                if entry[0].op == "no_retreat" and self.aura_applies(entry, u):
                    return True
        return False

    def equip_cost(self, eq: int, u: Unit) -> tuple[int, int]:
        """SWT-5.6: (Force, build points) to attach equipment ``eq`` to ``u``, less static ``equip_discount``
        effects on ``u`` (Darth Tyranus (I), Anakin's Starfighter (A))."""
        card = self.facts[eq].card
        d = 0
        if self.has_static_op("equip_discount"):
            d = sum(e[0].n for e in self.auras() if e[0].op == "equip_discount" and self.aura_applies(e, u))
        return max(0, card.equip_force - d), max(0, card.equip_build - d)

    def attack_toll(self, v: Unit, p: int) -> int:
        """Force player p must pay to attack ``v`` (static ``toll`` effects of v's side: Padme Amidala (G), (H))."""
        if not self.has_static_op("toll"):
            return 0
        return sum(e[0].n for e in self.auras() if e[0].op == "toll" and e[2].user != p and self.aura_applies(e, v))

    def stacking_banned(self) -> bool:
        """Stubborn Personality: no reorders and no stacking from hand or build zone this turn."""
        return bool(self.mods) and self.mod_total(BATTLE_TAX, "no_stacking") > 0

    def muted(self, u: Unit) -> bool:
        """Instill Doubt / Disturbance in the Force: the unit can't use activated abilities (Shields and Lucky
        included, SWT-5.31, SWT-5.34) this turn."""
        return bool(self.mods) and bool(self.mod_total(u[U_ID], "mute") or self.mod_total(ban_key(u[U_OWN]), "mute"))

    def battle_banned(self, p: int) -> bool:
        """Surprise Attack (this turn) and General Tagge (A) (static ``no_battle`` of p's own): p can't play battle
        cards."""
        if self.mods and self.mod_total(ban_key(p), "ban_battle"):
            return True
        if self.has_static_op("no_battle"):
            return any(e[0].op == "no_battle" and e[2].user == p for e in self.auras())
        return False

    def battle_cost(self, iid: int) -> int:
        """SWT-5.23: a battle card's Force cost, plus 'battle_tax' effects in force (Order Here)."""
        cost = self.facts[iid].card.force_cost
        if self.mods:
            cost += self.mod_total(BATTLE_TAX, "battle_tax")
        return cost

    # ------------------------------------------------------------------ battle cards (SWT-5.23)
    def playable_battle_cards(self, p: int, timing: str) -> list[int]:
        """SWT-5.23: p's battle cards (one per card id, ``hand_choices``) playable now at ``timing``."""
        cands = self.hand_battle_cards(p, timing)
        if not cands:
            return []
        tax = self.mod_total(BATTLE_TAX, "battle_tax") if self.mods else 0  # Order Here
        force = self.force[p]
        facts = self.facts
        out = []
        banned: bool | None = None  # Surprise Attack / General Tagge (A), read once, only if a card gets that far
        for iid in cands:
            card = facts[iid].card
            if card.force_cost + tax > force:
                continue
            if banned is None:
                banned = self.battle_banned(p)
            if banned:
                return []
            ctx = Ctx(p, 0, self.atk[2] if self.atk else -1)
            if not self.conds_hold(card.when, ctx):
                continue
            if self.card_possible(iid, p) if card.modes else self.effects_possible(card.effects, p, iid, 0):
                out.append(iid)
        return out

    def hand_battle_cards(self, p: int, timing: str) -> list[int]:
        """``hand_choices`` of p's supported battle cards of this timing (SWT-1.10), memoised per hand and timing.
        Read-only for callers."""
        hand = tuple(self.hands[p])
        memo = self._hand_battle
        key = (hand, timing)
        got = memo.get(key)
        if got is None:  # the representatives of those cards (the same as filtering all of them)
            facts = self.facts
            if len(memo) > 4096:
                memo.clear()
            picked = [i for i in hand if facts[i].battle_timing == timing]
            got = memo[key] = self.representatives(picked) if picked else []
        return got

    def battle_card_actions(self, p: int, timing: str) -> list[Action]:
        return [
            Action(
                f"play {self.cards[i]}", f"Play {self.name(i)} ({self.battle_cost(i)} Force)", ("play", i), refs=(i,)
            )
            for i in self.playable_battle_cards(p, timing)
        ]

    def play_battle_card(self, p: int, iid: int) -> None:
        cost = self.battle_cost(iid)
        self.hands[p].remove(iid)
        self.forget(iid)
        self.force[p] -= cost
        self.log("battle_card", {"player": p, "card": self.cards[iid], "force": cost})
        self.resolve_card_effects(p, iid)
