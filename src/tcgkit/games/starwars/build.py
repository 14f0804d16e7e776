"""The build step (SWT-4.7, SWT-4.8, SWT-5.1-5.9, SWT-5.37, SWT-6.12).

In their own build step a player repeatedly takes one action until "end": place a buildable card face down (free),
put a build counter on a face-down card (1 build point), complete a face-down card whose counters meet its
requirement, redeploy a retreated unit, equip, reorder a stack, attach or detach a pilot, play a ``build_step``
battle card, use a build-step ability. Build counters stay on their card across turns (SWT-5.2).

Face-down cards are named by their position among the player's face-down cards (``counter 0``, ``complete 1 top``);
identical cards with the same counters give one action.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action

from .base import (
    CHARACTER,
    EQUIPMENT,
    LOCATION,
    MISSION,
    PILOTING,
    RETREATED,
    SPACE,
    U_CARDS,
    U_DMG,
    U_EQ,
    U_HOST,
    U_ID,
    U_OWN,
    U_PILOT,
    U_TAP,
    U_ZONE,
    UNIT,
    Frame,
    SwtBase,
    Unit,
    mastery_key,
)
from .buildoffer import BuildOffer
from .buildruns import BuildRunsMixin, face_down_runs
from .cards import ARENAS
from .refs import uref
from .units import Ctx, words_of

#: the words of a completion mode in an action's label (SWT-5.3, SWT-6.9, SWT-6.10)
MODE_LABELS = {
    "": "",
    "top": " on top of its stack",
    "under": " underneath its stack",
    "discard": " and discard it (uniqueness)",
}


END_BUILD = Action("end", "End your build step", ("end",))


# the single build actions offered again and again (BuildMixin.memo_action)
def counter_action(s: SwtBase, k: int, iid: int, counters: int) -> Action:
    label = f"{s.name(iid)} ({counters} build counter{'' if counters == 1 else 's'})"
    return Action(f"counter {k}", f"Put a build counter on {label}", ("counter", k), refs=(iid,))


def redeploy_action(s: SwtBase, uid: int, cards: tuple[int, ...]) -> Action:
    return Action(f"redeploy u{uid}", f"Redeploy {s.stack_label(cards)}", ("redeploy", uid), refs=(uref(uid),))


def reorder_action(s: SwtBase, uid: int, iid: int, cost: int) -> Action:
    """``reorder uN CARD`` (SWT-5.7; BuildMixin.memo_action)."""
    return Action(
        f"reorder u{uid} {s.cards[iid]}",
        f"Make {s.name(iid)} the top of its stack ({cost} build points)",
        ("reorder", uid, iid),
        refs=(iid, uref(uid)),
    )


def face_down_actions(
    s: SwtBase, k: int, iid: int, counters: int, bp: int, opts: tuple[tuple[str, int], ...], hidden: int, force: int
) -> list[Action]:
    """The build actions of face-down card K (position k, ``counters`` on it) with ``bp`` build points and completion
    options ``opts``: a build counter, the whole runs (buildruns.py), then each completion its counters pay for, or
    Hidden Cost ``hidden`` (0: none) pays with the player's ``force`` Force. The single actions are made once per
    game (``memo_action``), and the list is kept for the game's decks by its arguments (``build_offer``; read-only
    for callers)."""
    acts = []
    if bp >= 1:
        acts.append(s.memo_action(counter_action, k, iid, counters))
        acts += face_down_runs(s, k, iid, counters, bp, opts)
    for mode, need in opts:
        if counters >= need:
            acts.append(s.memo_action(complete_action, k, iid, counters, mode))
        elif hidden and counters >= min(hidden, need) and need - counters <= force:
            # Hidden Cost: Force for the missing counters
            acts.append(s.memo_action(complete_hidden_action, k, iid, counters, mode, need - counters))
    return acts


def complete_action(s: SwtBase, k: int, iid: int, counters: int, mode: str) -> Action:
    """``complete K [mode]`` (SWT-5.3, SWT-5.4)."""
    suffix = f" {mode}" if mode else ""
    label = f"{s.name(iid)} ({counters} build counter{'' if counters == 1 else 's'})"
    return Action(f"complete {k}{suffix}", f"Complete {label}{MODE_LABELS[mode]}", ("complete", k, mode), refs=(iid,))


def complete_hidden_action(s: SwtBase, k: int, iid: int, counters: int, mode: str, pay: int) -> Action:
    """``complete K [mode] hidden``: Hidden Cost pays Force for the ``pay`` counters it lacks."""
    suffix = f" {mode}" if mode else ""
    label = f"{s.name(iid)} ({counters} build counter{'' if counters == 1 else 's'})"
    return Action(
        f"complete {k}{suffix} hidden",
        f"Complete {label}{MODE_LABELS[mode]}, paying {pay} Force (Hidden Cost)",
        ("complete", k, mode, pay),
        refs=(iid,),
    )


class BuildMixin(BuildRunsMixin):
    # ------------------------------------------------------------------ the step
    def step_build_step(self, frame: Frame) -> None:
        """SWT-4.7/4.8: Repair (SWT-5.37) and 'start of your build step' triggers, then build actions."""
        p = frame[1]
        self.phase = f"build:{self.side_name(p)}"
        self.log("build_step", {"player": p})
        auras = self.auras()
        for u in list(self.units):
            if u[U_OWN] == p and u[U_ZONE] == RETREATED and u[U_DMG]:
                n = self.keywords(u, auras).get("Repair", 0)
                if n:
                    self.set_unit(u[U_ID], U_DMG, max(0, u[U_DMG] - n))
                    self.log("repair", {"unit": u[U_ID], "name": self.uname(u[U_ID]), "removed": min(n, u[U_DMG])})
        self.push(("build", p))
        self.fire("own_build_step_start", player=p)

    def my_builds(self, p: int) -> list[tuple[int, int, int]]:
        """(position, iid, counters) of p's face-down cards."""
        out: list[tuple[int, int, int]] = []
        for b in self.builds:
            if b[0] == p:
                out.append((len(out), b[1], b[2]))
        return out

    def offer_build(self, frame: Frame) -> list[Action]:
        """SWT-5.1: the build offer (``build_offer``); in a state a search walks through (``searched``), made when
        it is first read (``BuildOffer``)."""
        if self.searched:
            return BuildOffer(self, frame[1])
        return self.build_offer(frame[1])

    def build_offer(self, p: int) -> list[Action]:
        """SWT-5.1: the single build actions, each followed by the whole runs that start with it (buildruns.py).

        Speed: the completion options of each card id are computed once per offer (``opts_of``: they are a test of
        the card, not of the instance; read again by the whole runs and by ``build auto``'s choice) and kept for the
        next offers while nothing they read changes (``kept_options``; a mission's are computed each time), every
        action is a value made once per game (``memo_action``), so is the list of a face-down card's actions, kept
        for the game's decks by everything it is made of (``face_down_actions``, ``deck_facts.face_down``:
        consecutive build decisions and the children of a state offer the same lists but one), and ``build auto``'s
        choice is made only when a cheap test does not already show that it would not end the build step
        (``auto_build_wants``). While the standing order ``build auto`` covers the decision (it is then taken
        without asking, ``auto_action``), only the actions its default may take are made."""
        cards, facts = self.cards, self.facts
        cheaper = self.has_static_op("cost")
        hand = self.hand_build(p)
        acts = list(hand[1])  # place CARD
        kept_opts = self.kept_options(p, cheaper)
        opts_of = dict(kept_opts)
        acts += self.hand_run_actions(p, cheaper, hand, opts_of, kept_opts)
        lo, bp = len(hand[1]), self.bp[p]
        seen: set[tuple[str, int]] = set()
        kept = self.deck_facts.face_down
        k = -1
        for b in self.builds:
            if b[0] != p:
                continue
            k += 1
            iid, counters = b[1], b[2]
            key = (cards[iid], counters)
            if key in seen:
                continue
            seen.add(key)
            opts = opts_of.get(key[0])
            if opts is None:
                opts = opts_of[key[0]] = self.completion_options(p, iid, cheaper)
                if facts[iid].type != MISSION:
                    kept_opts[key[0]] = opts
            if "hidden_cost" in facts[iid].static_ops:
                fkey = (k, iid, counters, bp, opts, self.hidden_cost(iid), self.force[p])
            else:  # the Force is read only by Hidden Cost
                fkey = (k, iid, counters, bp, opts, 0, 0)
            got = kept.get(fkey)
            if got is None:
                if len(kept) > 8192:
                    kept.clear()
                got = kept[fkey] = face_down_actions(self, *fkey)
            acts += got
        hi = len(acts)
        if self.orders and any(o[0] == "build" and o[1] == p for o in self.orders):
            # 'build auto' is in force (orders.py): its default takes the next action, and it picks only among
            # these (completions, whole runs, placing, counters, end), so the rest is not made (never shown)
            acts.append(END_BUILD)
            return acts
        acts += self.unit_build_actions(p)
        if self.hand_battle_cards(p, "build_step"):
            acts += [
                Action(a.id, a.label, ("battle", a.data[1]), refs=a.refs)
                for a in self.battle_card_actions(p, "build_step")
            ]
        acts += self.ability_actions(p, "build_step")
        acts.append(END_BUILD)
        if self.auto_build_wants(p, acts, opts_of, lo, hi):
            acts.insert(0, self.build_auto_action())
        return acts

    #: ``kept_options``: (key, completion options by card id)
    _opts_kept: tuple[tuple[Any, ...], dict[str, tuple[tuple[str, int], ...]]] | None = None

    def kept_options(self, p: int, cheaper: bool) -> dict[str, tuple[tuple[str, int], ...]]:
        """The completion options of p's unit, location and equipment cards by card id (``completion_options``),
        kept while everything they read is unchanged: the board's shape (``shape_v``: p's personas and stacks, the
        locations), the effects in force (``mods``: stacking bans) and, when a cost-reducing effect is in play
        (``cheaper``), everything the continuous effects read (the board's version, the attack, the hand sizes).
        A mission's options read its conditions, which may read anything: they are never kept. The dict is
        shared by the states of equal keys and only grows (its entries hold for all of them)."""
        mods = self.mods
        if cheaper:
            hands = self.hands
            key: tuple[Any, ...] = (
                p,
                self.shape_v,
                tuple(mods) if mods else (),
                self.units_v,
                self.atk[:3],
                len(hands[0]),
                len(hands[1]),
            )
        else:
            key = (p, self.shape_v, tuple(mods) if mods else ())
        memo = self._opts_kept
        if memo is None or memo[0] != key:
            memo = self._opts_kept = (key, {})
        return memo[1]

    @staticmethod
    def mode_label(mode: str) -> str:
        return MODE_LABELS[mode]

    def unit_build_actions(self, p: int) -> list[Action]:
        """Redeploy (d), equip (e), reorder (f), pilot (g): in that order, each in unit order (equip: in gear order,
        one card id once). Read-only for callers."""
        memo = self._units_scan
        if memo is not None and memo[0] == p and memo[1] == self.units_v:
            redeploys, mine, stacks, pilots = memo[2]
        else:
            redeploys, mine, stacks, pilots = scan = self.units_scan(p)
            self._units_scan = (p, self.units_v, scan)
        if not (stacks or pilots or self.gear[p]):
            return redeploys
        acts = list(redeploys)
        if self.gear[p]:
            acts += self.equip_actions(p, mine)
        if stacks and not self.stacking_banned():
            bp = self.bp[p]
            for u in mine:
                cards = u[U_CARDS]
                if len(cards) > 1 and u[U_ZONE] <= RETREATED:
                    for iid in cards[1:]:
                        cost = self.reorder_cost(u, iid)
                        if cost <= bp:
                            acts.append(self.memo_action(reorder_action, u[U_ID], iid, cost))
        if pilots:
            acts += self.pilot_actions(mine)
        return acts

    #: ``units_scan`` of a player and the board's version it was made at (replaced, never mutated)
    _units_scan: tuple[int, int, tuple[list[Action], list[Unit], bool, bool]] | None = None

    def units_scan(self, p: int) -> tuple[list[Action], list[Unit], bool, bool]:
        """What ``unit_build_actions`` reads of p's units, made in one pass and kept with the board's version
        (``units_v``: the consecutive decisions of a build step that change no unit read it again): the redeploy
        actions (d) in unit order, p's units, whether one in play has cards under its top card (reorder, f) and
        whether a pilot is attached or an untapped character with Pilot could pilot (g). Read-only for callers."""
        acts: list[Action] = []
        facts = self.facts
        mine: list[Unit] = []
        stacks = False  # a unit in play with cards under its top card (reorder)
        pilots = False  # a pilot attached, or an untapped character with Pilot (pilot / unpilot)
        for u in self.units:
            if u[U_OWN] != p:
                continue
            mine.append(u)
            zone = u[U_ZONE]
            if zone == RETREATED:
                acts.append(self.memo_action(redeploy_action, u[U_ID], u[U_CARDS]))
            if zone <= RETREATED and len(u[U_CARDS]) > 1:
                stacks = True
            if zone == PILOTING or (zone == CHARACTER and not u[U_TAP] and facts[u[U_CARDS][0]].pilot):
                pilots = True
        return acts, mine, stacks, pilots

    def equip_actions(self, p: int, mine: list[Unit]) -> list[Action]:
        """SWT-5.6: equip each card id of p's unattached equipment (once) to each of p's units it fits and p can pay
        for."""
        acts: list[Action] = []
        seen: set[str] = set()
        for eq in self.gear[p]:
            cid = self.cards[eq]
            if cid in seen:
                continue
            seen.add(cid)
            for u in mine:
                force, build = self.equip_cost(eq, u)
                if force > self.force[p] or build > self.bp[p]:
                    continue
                if u[U_ZONE] <= CHARACTER and self.equip_fits(eq, u):
                    acts.append(
                        Action(
                            f"equip {cid} u{u[U_ID]}",
                            f"Equip {self.name(eq)} to {self.unit_label(u)}",
                            ("equip", eq, u[U_ID]),
                            refs=(eq, uref(u[U_ID])),
                        )
                    )
        return acts

    def pilot_actions(self, mine: list[Unit]) -> list[Action]:
        """SWT-5.8: detach each attached pilot; attach each untapped character with Pilot to each of the player's
        space units without a pilot that it fits."""
        acts: list[Action] = []
        for u in mine:
            if u[U_ZONE] == PILOTING:
                acts.append(
                    Action(
                        f"unpilot u{u[U_ID]}",
                        f"Detach pilot {self.unit_label(u)}",
                        ("unpilot", u[U_ID]),
                        refs=(uref(u[U_ID]),),
                    )
                )
            elif u[U_ZONE] == CHARACTER and not u[U_TAP] and self.facts[u[U_CARDS][0]].pilot:
                for h in mine:
                    if h[U_ZONE] == SPACE and not h[U_PILOT] and self.pilot_fits(u, h):
                        acts.append(
                            Action(
                                f"pilot u{u[U_ID]} u{h[U_ID]}",
                                f"{self.unit_label(u)} pilots {self.unit_label(h)}",
                                ("pilot", u[U_ID], h[U_ID]),
                                refs=(uref(u[U_ID]), uref(h[U_ID])),
                            )
                        )
        return acts

    def equip_fits(self, eq: int, u: Unit) -> bool:
        """SWT-1.8: the equipment's target filter (arena type and subtype)."""
        card = self.facts[eq].card
        if ARENAS[self.facts[u[U_CARDS][0]].arena] not in card.equip_arenas:
            return False
        words = self.facts[u[U_CARDS][0]].words
        return not card.equip_subtype or any(w <= words for w in words_of(card.equip_subtype))

    def pilot_fits(self, pilot: Unit, host: Unit) -> bool:
        card = self.facts[pilot[U_CARDS][0]].card
        words = self.facts[host[U_CARDS][0]].words
        return not card.pilot_subtype or any(w <= words for w in words_of(card.pilot_subtype))

    # ------------------------------------------------------------------ completion requirements (SWT-5.3, SWT-5.5)
    def completion_options(self, p: int, iid: int, cheaper: bool = True) -> tuple[tuple[str, int], ...]:
        """(mode, counters needed) for completing face-down card ``iid`` now; () if it can't be completed.
        ``cheaper=False`` says no cost-reducing effect is in force (a shortcut)."""
        f = self.facts[iid]
        card = f.card
        if f.type == UNIT:
            x = self.own_persona_unit(p, f.persona) if f.unique else None
            cut = self.cost_reduction(iid) if cheaper else 0
            if x is None:
                return f.plain_opts if cut == 0 else (("", max(0, f.cost - cut)),)
            opts = [(mode, max(0, need - cut) if mode == "top" else need) for mode, need in self.stack_options(x, iid)]
            return (*opts, ("discard", f.cost))
        if f.type == LOCATION:
            occupant = self.locs[f.arena] if f.arena >= 0 else -1
            need = max(f.cost, self.facts[occupant].cost) if occupant >= 0 else f.cost
            return (("", need),) if f.arena >= 0 else ()
        if f.type == MISSION and not self.conds_hold(card.when, Ctx(p)):
            return ()
        return f.plain_opts

    def cost_reduction(self, iid: int) -> int:
        """Static 'cost' effects: fewer build counters to deploy matching units (e.g. Lama Su's Clones)."""
        if not self.has_static_op("cost"):
            return 0
        auras = self.auras()
        memo = self._cost_auras
        if memo is None or memo[0] is not auras:
            # the 'cost' entries, and the cut by card id and owner, kept with the (never mutated) auras list
            memo = self._cost_auras = (auras, [e for e in auras if e[0].op == "cost"], {})
        key = (self.cards[iid], self.owner[iid])
        cut: int | None = memo[2].get(key)
        if cut is None:
            cut = 0
            for eff, _kind, ctx, _host in memo[1]:
                if eff.owner == "own" and self.owner[iid] != ctx.user:
                    continue
                if eff.owner == "enemy" and self.owner[iid] == ctx.user:
                    continue
                if eff.arenas and ARENAS[self.facts[iid].arena] not in eff.arenas:
                    continue
                if self.card_matches(iid, eff):  # a test of the card, not of the instance
                    cut += eff.n
            memo[2][key] = cut
        return cut

    # ------------------------------------------------------------------ taking an action
    def take_build(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        kind = act.data[0] if isinstance(act.data, tuple) and isinstance(act.data[0], str) else "use"
        if kind == "end":
            self.end_order("build", p)
            self.log("end_build", {"player": p})
            return
        self.push(("build", p))
        getattr(self, f"build_{kind}")(p, act.data)

    def build_place(self, p: int, data: Any) -> None:
        iid = data[1]
        self.hands[p].remove(iid)
        self.builds.append((p, iid, 0))
        self.log("place", {"player": p})
        self.log("placed", {"player": p, "card": self.cards[iid]}, (p,))

    def build_counter(self, p: int, data: Any) -> None:
        self.bp[p] -= 1
        self.add_counters(p, data[1], 1)

    def add_counters(self, p: int, k: int, n: int) -> None:
        for i, b in enumerate(self.builds):
            if b[0] == p:
                if k == 0:
                    self.builds[i] = (p, b[1], b[2] + n)
                    self.log("counter", {"player": p, "slot": self.slot_of(i), "n": n, "counters": b[2] + n})
                    return
                k -= 1
        raise IndexError(k)

    def slot_of(self, index: int) -> int:
        owner = self.builds[index][0]
        return sum(1 for b in self.builds[:index] if b[0] == owner)

    def build_complete(self, p: int, data: Any) -> None:
        _, k, mode, *pay = data
        if pay:
            self.force[p] -= pay[0]
            self.log("force", {"player": p, "change": -pay[0], "force": self.force[p]})
        n = -1
        for i, b in enumerate(self.builds):
            if b[0] == p:
                n += 1
                if n == k:
                    iid = b[1]
                    del self.builds[i]
                    break
        self.complete(p, iid, mode)

    def complete(self, p: int, iid: int, mode: str) -> None:
        """SWT-5.4: the card turns face up, its counters are removed, and it takes effect by type."""
        self.forget(iid)
        f = self.facts[iid]
        self.log("complete", {"player": p, "card": self.cards[iid], "mode": mode, "iid": iid})
        if f.type == UNIT:
            if mode == "discard":
                self.to_discard(iid)
                return
            if mode:
                x = self.own_persona_unit(p, f.persona)
                assert x is not None
                self.put_on_stack(x, iid, mode)
                uid = x[U_ID]
            else:
                uid = self.new_unit(p, (iid,), f.arena)
            if mode != "under":
                self.fire("on_complete", only=(uid,))
        elif f.type == LOCATION:
            old = self.locs[f.arena]
            self.set_location(f.arena, iid)
            self.mods = [m for m in self.mods if m[0] != mastery_key(f.arena)]  # the old location's counters go
            if old >= 0:
                self.to_discard(old)
                self.log("location_replaced", {"arena": ARENAS[f.arena], "old": self.cards[old]})
        elif f.type == EQUIPMENT:
            self.gear[p].append(iid)
        else:
            self.resolve_card_effects(p, iid)

    def build_redeploy(self, p: int, data: Any) -> None:
        """SWT-5.1 (d): free; the unit keeps its tapped state, damage, stack and attachments."""
        uid = data[1]
        u = self.unit(uid)
        assert u is not None
        arena = self.facts[u[U_CARDS][0]].arena
        self.set_unit(uid, U_ZONE, arena)
        self.log("redeploy", {"unit": uid, "name": self.uname(uid), "arena": ARENAS[arena]})

    def build_equip(self, p: int, data: Any) -> None:
        """SWT-5.6: pay the equip cost and attach; it can't be moved afterwards."""
        _, eq, uid = data
        u = self.unit(uid)
        assert u is not None
        force, build = self.equip_cost(eq, u)
        self.force[p] -= force
        self.bp[p] -= build
        self.gear[p].remove(eq)
        self.set_unit(uid, U_EQ, (*u[U_EQ], eq))
        self.log("equip", {"unit": uid, "name": self.uname(uid), "card": self.cards[eq]})

    def build_reorder(self, p: int, data: Any) -> None:
        _, uid, iid = data
        u = self.unit(uid)
        assert u is not None
        self.bp[p] -= self.reorder_cost(u, iid)
        self.reorder(u, iid)

    def build_pilot(self, p: int, data: Any) -> None:
        """SWT-5.8: the pilot stops being a unit; the space unit gets +N power."""
        _, pid, hid = data
        self.set_unit(pid, U_ZONE, PILOTING)
        self.set_unit(pid, U_HOST, hid)
        self.set_unit(hid, U_PILOT, pid)
        self.log("pilot", {"pilot": pid, "unit": hid, "names": [self.uname(pid), self.uname(hid)]})

    def build_unpilot(self, p: int, data: Any) -> None:
        pid = data[1]
        u = self.unit(pid)
        assert u is not None
        self.set_unit(u[U_HOST], U_PILOT, 0)
        self.set_unit(pid, U_HOST, 0)
        self.set_unit(pid, U_ZONE, CHARACTER)
        self.set_unit(pid, U_TAP, False)
        self.log("unpilot", {"pilot": pid, "name": self.uname(pid)})

    def build_battle(self, p: int, data: Any) -> None:
        self.play_battle_card(p, data[1])

    def build_run(self, p: int, data: Any) -> None:
        """build auto (orders.py): the order; the build step's later decisions are taken by its default."""
        self.give_order("build", p)

    def build_use(self, p: int, data: Any) -> None:
        self.run_ability_action(p, data)

    # ------------------------------------------------------------------ add_counters (SWT-10.7 #4)
    def counter_targets(self, frame: Frame) -> list[tuple[int, int, int]]:
        """p's face-down cards that may take the counters: all, or those matching the effect's card filter (Luke's
        Speeder (A): a space unit card), which is then shown to the opponent."""
        p = frame[1]
        builds = self.my_builds(p)
        if len(frame) > 3:
            e = self.effects_at(frame[3], frame[4])[frame[5]]
            builds = [b for b in builds if self.card_matches(b[1], e)]
        return builds

    def step_counters_pick(self, frame: Frame) -> None:
        if self.counter_targets(frame):
            self.push(("counters_choose", *frame[1:]))

    def offer_counters_choose(self, frame: Frame) -> list[Action]:
        n = frame[2]
        seen: set[tuple[str, int]] = set()
        acts = []
        for k, iid, counters in self.counter_targets(frame):
            if (self.cards[iid], counters) not in seen:
                seen.add((self.cards[iid], counters))
                acts.append(
                    Action(
                        f"counter {k}",
                        f"Put {n} build counter{'' if n == 1 else 's'} on {self.name(iid)} "
                        f"({counters} build counter{'' if counters == 1 else 's'} now)",
                        k,
                        refs=(iid,),
                    )
                )
        return acts

    def take_counters_choose(self, frame: Frame, act: Action) -> None:
        if len(frame) > 3:  # a card of a kind the effect names: shown (SWT-8.3)
            iid = next(b[1] for b in self.my_builds(frame[1]) if b[0] == act.data)
            if iid not in self.known:
                self.known.append(iid)
        self.add_counters(frame[1], act.data, frame[2])
