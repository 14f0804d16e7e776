"""The Main phase (MLP-4.12–4.22): start-of-main abilities (Inspired), then the active player's eight actions —
play a friend, a resource, an event or a troublemaker, activate an ability, draw, move, recover — until they end
the phase. Token costs must be affordable and are paid first (MLP-4.21); costs never go below their floor (MLP-0.9).

A play is two choices: ``play <card>`` (one action per distinct card in hand) and then where (``to <location>``,
``on <character>``), skipped when there is one place only (MLP-0.5).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tcgkit.core import Action
from tcgkit.core.actions import Ref
from tcgkit.core.compiled import mypyc_attr

from .board import _CARD_ACTIONS, BOOST, DOWN, EXH, FRIGHT, Frame
from .cards import CostMod, Forbid
from .continuous import read_only
from .facts import EVENT, FRIEND, RESOURCE, TROUBLEMAKER
from .troublemakers import TroublemakerRules
from .words import plural

END_MAIN = Action("end", "End the main phase", ("end", -1))
PLAY_ACTION = {FRIEND: "play_friend", RESOURCE: "play_resource", TROUBLEMAKER: "play_troublemaker", EVENT: "play"}
_PLACE_ACTIONS: dict[tuple[Any, ...], Action] = {}  # MainRules.location_actions
_USE_ACTIONS: dict[tuple[str, int, int], Action] = {}  # MainRules.activations: (ref, instance, ability) -> action
_PLACED_KINDS = frozenset({FRIEND, RESOURCE, TROUBLEMAKER})  # the card types played to a place (not events)


@mypyc_attr(allow_interpreted_subclasses=True)
class MainRules(TroublemakerRules):
    def step_main_start(self, frame: Frame) -> None:
        """MLP-4.22: start-of-main abilities (Inspired, MLP-6.17; ``start_main`` triggers) before the first choice."""
        p = self.active
        self.phase = "main"
        if "start_phase" in self.fires:
            self.fire("start_phase", p)
        inspired = self.having(self.all_characters(p), "Inspired") if self.may_have("Inspired") else []
        self.fire("start_main", p)
        self.push(*[("inspired", p, i) for i in inspired], ("check",), ("main", p))

    def step_inspired(self, frame: Frame) -> None:
        """MLP-6.17: look at the top card of the opponent's deck; you may put it on the bottom."""
        p = frame[1]
        self.log("inspired", {"player": p, "card": self.card_obj(frame[2])})
        self.peek(p, 1 - p, 1, "bottom", "deck")

    # ------------------------------------------------------------------ costs
    def next_mods(self, p: int, action: str, i: int = -1) -> list[tuple[int, str, int]]:
        """The pending next-play cost modifiers of ``p`` that apply to ``action`` (MLP-10.10 cost_mod); one kept
        as ``action/colour`` applies only to a card ``i`` of that colour (e.g. "your next yellow friend")."""
        if not self.cmods:
            return []
        generic = action.startswith("play")
        out = []
        for m in self.cmods:
            if m[0] != p:
                continue
            act, _, col = m[1].partition("/")
            if act != action and not (generic and act == "play"):
                continue
            if col and (i < 0 or not self.F[i].colors & self.GAME.color_bit[col]):
                continue
            out.append(m)
        return out

    def next_mods_total(self, p: int, action: str, i: int = -1) -> int:
        """The sum of the pending next-play cost modifiers of :meth:`next_mods` (0 when there is none)."""
        return sum(m[2] for m in self.next_mods(p, action, i)) if self.cmods else 0

    def play_cost(self, p: int, i: int, dest: int) -> int:
        """MLP-4.13–4.17: the card's cost (a troublemaker's is 1, MLP-1.9) with cost modifiers, at least 0."""
        f = self.F[i]
        base = 1 if f.kind == TROUBLEMAKER else f.cost
        if not self.cmods and CostMod not in self.auras():
            return base
        action = PLAY_ACTION[f.kind]
        base += self.next_mods_total(p, action, i) + self.aura_cost(p, action, i, dest)
        return max(0, base)

    def move_cost(self, p: int, i: int, dest: int) -> int:
        """MLP-4.19: 2 tokens; Swift 1 less (MLP-6.13); never below 1 (MLP-0.9)."""
        base = 2 - (1 if self.swift(i) else 0)
        if not self.cmods and CostMod not in self.auras():
            return base
        base += self.next_mods_total(p, "move") + self.aura_cost(p, "move", i, dest, self.where(i))
        return max(1, base)

    def simple_cost(self, p: int, action: str, base: int) -> int:
        """The draw (MLP-4.18) and recover (MLP-4.20) actions' costs with modifiers, at least 0."""
        if not self.cmods and CostMod not in self.auras():
            return base
        floor = self.cost_floor(p, action)
        return max(0, floor, base + self.next_mods_total(p, action) + self.aura_cost(p, action, -1, -1))

    def pay_play(self, p: int, i: int, dest: int) -> None:
        cost = self.play_cost(p, i, dest)
        self.consume(p, PLAY_ACTION[self.F[i].kind], i)
        self.spend(p, cost)

    # ------------------------------------------------------------------ where a card may go
    def spots(self, p: int, i: int, what: str) -> list[tuple[int, int]]:
        """(place, cost) of every legal, affordable place for a play or a move: a location, a host character
        (``character`` resources) or -1 (``new_problem``)."""
        return list(self._spots(p, i, what))

    def _spots(self, p: int, i: int, what: str) -> Iterator[tuple[int, int]]:
        f = self.F[i]
        pool = self.tokens[p]
        # the same cost at every place: no cost_mod aura with a place scope changes it (MLP-10.10 #17)
        au = self.auras()
        flat = CostMod not in au or self.place_free_cost(p, "move" if what == "move" else PLAY_ACTION[f.kind])
        if what == "move":
            here = self.where(i)
            if flat:
                cost = self.move_cost(p, i, p)
                if cost > pool:
                    return
            else:  # (move_cost place by place: a cost_mod aura is in play, only its part depends on the place)
                cost = 2 - (1 if self.swift(i) else 0) + self.next_mods_total(p, "move")
            barred = "move_here" in self.feat.forbid_actions  # card text: some problems refuse some friends
            for k in [p, *self.slots()]:
                if k != here:
                    c = cost if flat else max(1, cost + self.aura_cost(p, "move", i, k, here))
                    if c <= pool and not (barred and self.forbids("move_here", p, i, k)):
                        yield (k, c)
            return
        if f.kind == FRIEND:
            locs = [p, *self.slots()]
        elif f.kind == TROUBLEMAKER or f.placement == "problem":
            locs = self.slots()
        elif f.placement == "home":
            locs = [p]
        elif f.placement == "new_problem":
            c = self.play_cost(p, i, -1)
            if c <= pool:
                yield (-1, c)
            return
        else:
            cost = self.play_cost(p, i, p) if flat else 0
            if flat and cost > pool:
                return
            for h in self.host_options(p, i):
                c = cost if flat else self.play_cost(p, i, self.where(h))
                if c <= pool:
                    yield (h, c)
            return
        forbid = f.kind == FRIEND and Forbid in au
        if flat:
            cost = self.play_cost(p, i, p)
            if cost > pool:
                return
            for k in locs:
                if not (forbid and self.forbids("play_here", p, i, k)):
                    yield (k, cost)
            return
        # (play_cost place by place: a cost_mod aura is in play, so only the aura part depends on the place)
        action = PLAY_ACTION[f.kind]
        fixed = (1 if f.kind == TROUBLEMAKER else f.cost) + self.next_mods_total(p, action, i)
        aura_cost = self.aura_cost
        for k in locs:
            if forbid and self.forbids("play_here", p, i, k):
                continue
            c = max(0, fixed + aura_cost(p, action, i, k))
            if c <= pool:
                yield (k, c)

    def places(self, p: int, i: int, what: str) -> list[tuple[str, str, Any]]:
        """(id, label, data) of the places of :meth:`spots`, for the follow-up decision."""
        if what != "move" and self.F[i].placement == "character":
            spots = dict(self.spots(p, i, what))
            return [
                (
                    f"on {rid}",
                    f"on {self.seen_name(h, p)} at {self.loc_name(self.where(h), p)} ({plural(spots[h], 'token')})",
                    (h, spots[h]),
                )
                for rid, h in self.choice_ids(list(spots))
            ]
        if what != "move" and self.F[i].placement == "new_problem":
            return [("play", f"as a new problem ({plural(c, 'token')})", (k, c)) for k, c in self.spots(p, i, what)]
        return [
            (f"to {self.loc_tag[k]}", f"to {self.loc_name(k, p)} ({plural(c, 'token')})", (k, c))
            for k, c in self.spots(p, i, what)
        ]

    def host_options(self, p: int, i: int) -> list[int]:
        """Characters a ``character`` resource may be attached to (MLP-4.14; ``attach_to`` card text)."""
        rule = self.F[i].attach_to
        out = []
        if rule in ("troublemaker", "opponent_troublemaker"):  # card text: on a troublemaker (face up or down)
            tms = [h for k in self.slots() for h in self.troublemakers(k)]
            return [h for h in tms if rule == "troublemaker" or self.owner[h] != p]
        for h in self.all_characters():
            if rule.startswith("own") and self.owner[h] != p:
                continue
            if rule.startswith("opponent") and self.owner[h] == p:
                continue
            if rule.endswith("friend") and self.F[h].kind != FRIEND:
                continue
            if rule.endswith("mane") and self.F[h].kind == FRIEND:
                continue
            if "ready" in rule and self.fl[h] & EXH:
                continue
            out.append(h)
        return out

    # ------------------------------------------------------------------ the main decision
    @read_only
    def offer_main(self, frame: Frame) -> list[Action]:
        """MLP-4.12–4.20: every legal main-phase action now (a hot path: one pass over the player's cards; the cheap
        tests first — a token cost the pool cannot pay rules a card out before its play requirement (MLP-6.1) is
        read, so the colour power table is built only when some affordable card has a requirement)."""
        p = frame[1]
        F, fl, owner, cards, kinds, has_act = self.F, self.fl, self.owner, self.cards, self.kinds, self.has_act
        pool = self.tokens[p]
        au = self.auras()
        # the player's cards at locations, in one pass: their face-up characters, their frightened characters, and
        # those with an activated ability
        mine: list[int] = []
        scared: list[int] = []
        usable: list[int] = []
        for at in self.locs:
            for i in at:
                if owner[i] == p:
                    if kinds[i] <= FRIEND:
                        (scared if fl[i] & FRIGHT else mine).append(i)
                    if has_act[i]:
                        usable.append(i)
        if self.attached:
            usable += [i for i in self.attached if has_act[i] and owner[i] == p]
        # actions whose cost may differ from the printed one or by place (cost_mod auras that may change this
        # player's costs, next-play modifiers, prohibitions)
        varied = (
            {eff.action for src, ab, eff in au[CostMod] if self.cost_mod_may_apply(src, ab, eff, p)}
            if CostMod in au
            else set()
        )
        if self.cmods:
            varied |= {m[1].partition("/")[0] for m in self.cmods if m[0] == p}
        forbid = Forbid in au and any(eff.action == "play_here" for _, _, eff in au[Forbid])
        if forbid:
            varied.add("play_friend")
        # the card types whose play costs the printed cost everywhere
        if not varied:
            printed = _PLACED_KINDS
        elif "play" in varied:
            printed = frozenset()
        else:
            printed = frozenset(k for k in _PLACED_KINDS if PLAY_ACTION[k] not in varied)
        acts: list[Action] = []
        table: Any = None
        hand = sorted(self.hands[p], reverse=True)
        # identical cards in hand give one action: the lowest instance of each card id plays (in instance order)
        for i in sorted(dict(zip(map(cards.__getitem__, hand), hand, strict=True)).values()):
            f = F[i]
            kind = f.kind
            if kind == EVENT:
                if "main" not in f.timing or self.play_cost(p, i, -1) > pool:
                    continue
            elif kind in printed:
                if (1 if kind == TROUBLEMAKER else f.cost) > pool:
                    continue  # every place costs the same
                if f.placement == "character" and next(self._spots(p, i, "play"), None) is None:
                    continue  # affordable, but no character to attach it to
            elif kind == FRIEND and not forbid and self.play_cost(p, i, p) <= pool:
                pass  # home is a legal place
            elif next(self._spots(p, i, "play"), None) is None:
                continue
            if f.play_req and kind != TROUBLEMAKER:
                if table is None:
                    table = self.color_power(p, mine)
                if not self.play_req_met(p, i, table):
                    continue
            if kind == EVENT and not self.event_targets_ok(p, i):
                continue
            act = _CARD_ACTIONS.get(("play", cards[i], i))  # (card_action, looked up here: a hot loop)
            acts.append(act if act is not None else self.card_action("play", cards[i], i, "Play %s"))
        again = [i for i in self.discards[p] if "from_discard" in F[i].timing] if self.feat.friend_timings else ()
        for i in self.unique_by(again, lambda x: cards[x]) if again else ():
            if self.play_req_met(p, i) and next(self._spots(p, i, "play"), None) is not None:
                acts.append(
                    Action(
                        f"play {cards[i]} from discard",
                        f"Play {self.name(i)} from your discard pile",
                        ("play", i),
                        refs=(i,),
                    )
                )
        if usable or self.feat.problem_abilities:
            acts += self.activations(p, "main", usable)
        if self.decks[p]:
            # (no cost_mod aura or next-play modifier that may change it: the printed cost, MLP-4.18)
            draw = self.simple_cost(p, "draw", 1) if "draw" in varied else 1
            if pool >= draw:
                acts.append(self.action("draw", ("draw", draw), "Pay %d to draw a card", draw, refs=(f"deck:{p}",)))
        if "move" in varied:
            movers = [i for i in mine if next(self._spots(p, i, "move"), None)]
        elif pool != 1:  # 2 tokens pay every move, 0 none (MLP-4.19; Swift makes it 1, MLP-6.13)
            movers = mine if pool >= 2 else []
        elif self.may_grant("Swift"):
            movers = [i for i in mine if pool >= (1 if self.swift(i) else 2)]
        else:  # the printed side tells (characters are never face down)
            movers = [i for i in mine if pool >= (1 if "Swift" in (F[i].bkw if fl[i] & BOOST else F[i].kw) else 2)]
        if movers and self.feat.forbids_moves and Forbid in au:  # (the player's own face-up characters: only a
            movers = [i for i in movers if self.can_move(i, p)]  # prohibition can stop them, MLP-6.15)
        if movers:
            acts += self.card_actions("move", movers, "Move %s", placed=True)
        if scared and (pool >= self.simple_cost(p, "recover", 2) if "recover" in varied else pool >= 2):
            acts += self.card_actions("recover", scared, "Pay 2 to recover %s", placed=True)
        acts.append(END_MAIN)
        return acts

    def playable(self, p: int, i: int, table: Any, plain: bool = False) -> bool:
        """MLP-4.13–4.17: affordable somewhere, requirement met (troublemakers have none), a legal place or target."""
        f = self.F[i]
        if f.kind == EVENT:
            if "main" not in f.timing or self.play_cost(p, i, -1) > self.tokens[p]:
                return False
            return self.play_req_met(p, i, table) and self.event_targets_ok(p, i)
        if f.kind != TROUBLEMAKER and not self.play_req_met(p, i, table):
            return False
        if plain and f.placement != "character":
            return (1 if f.kind == TROUBLEMAKER else f.cost) <= self.tokens[p]
        return next(self._spots(p, i, "play"), None) is not None

    def event_targets_ok(self, p: int, i: int) -> bool:
        f = self.F[i]
        return all(self.has_targets(f.abilities[k], p, i) for k in f.triggers.get("on_play", ()))

    def activations(self, p: int, timing: str, mine: list[int] | None = None) -> list[Action]:
        """Activated abilities of ``p``'s face-up cards (``mine``: their cards in play with any) whose cost can be
        paid now (MLP-4.16, MLP-5.14)."""
        acts = []
        F, ha, owner, fl = self.F, self.has_act, self.owner, self.fl
        if mine is None:
            mine = [i for cards in self.locs for i in cards if ha[i] and owner[i] == p]
            mine += [i for i in self.attached if ha[i] and owner[i] == p]
        problems = [i for i in self.loc_prob if i >= 0 and ha[i]]  # a problem's ability (its owner's, or any_player)
        for i in sorted(mine) + problems:
            f = F[i]
            if fl[i] & (DOWN | FRIGHT):
                continue
            usable = [k for k in f.activated if self.can_activate(p, i, k, timing)]
            for k in usable:
                ref = self.ref(i) if i not in problems else f"{self.cards[i]}@{self.loc_tag[self.source_loc(i)]}"
                key = (ref, i, k)  # the action is a function of these (the ref names the card)
                act = _USE_ACTIONS.get(key)
                if act is None:
                    if len(_USE_ACTIONS) > 50_000:
                        _USE_ACTIONS.clear()
                    suffix = f" #{k}" if len(f.activated) > 1 else ""
                    label = f"Use {self.name(i)}" + (f" (ability {k + 1})" if suffix else "")
                    act = _USE_ACTIONS[key] = Action(f"use {ref}{suffix}", label, ("use", i, k), refs=(i,))
                acts.append(act)
        ids = [a.id for a in acts]
        if len(set(ids)) != len(ids):  # identical cards in one place: one action each group
            seen: set[str] = set()
            acts = [a for a in acts if not (a.id in seen or seen.add(a.id))]  # type: ignore[func-returns-value]
        return acts

    def can_activate(self, p: int, i: int, k: int, timing: str) -> bool:
        ab = self.F[i].abilities[k]
        act = ab.activated
        assert act is not None
        if act.timing != timing or not self.ability_active(i, k):
            return False
        if self.owner[i] != p and not act.any_player:
            return False
        if ab.during and not self.during(ab.during):
            return False
        if act.once_per_turn and i * 64 + k in self.used:
            return False
        if act.exhaust_self and self.fl[i] & EXH:
            return False
        if act.at_slot and self.where(i) < 2:
            return False
        tokens = act.tokens if act.tokens_less is None else self.activation_tokens(p, i, act)
        if tokens > self.tokens[p]:
            return False
        if act.dismiss_self and not self.dismissable(i):
            return False
        if i in self.extra_costs and not self.extra_costs_ok(p, i, ab, act):
            return False
        return self.has_targets(ab, p, i)

    def extra_costs_ok(self, p: int, i: int, ab: Any, act: Any) -> bool:
        """The costs and conditions card text adds to an activation (Canterlot Nights, MLP-0.7): a faceoff at its
        problem, a count, cards beneath it, its host, a card from hand, friends or the Mane to exhaust."""
        if act.faceoff_here and self.source_loc(i) not in self.fo_slots:
            return False
        if ab.count is not None and not self._count_ok(ab, p, i):
            return False
        if act.spend and len(self.beneath(i)) < act.spend:
            return False
        if act.exhaust_host and (self.host[i] < 0 or self.fl[self.host[i]] & (EXH | FRIGHT)):
            return False
        if act.discard is not None and not self.discard_cost_options(p, i, act.discard):
            return False
        if act.exhaust_friends and len(self.exhaust_cost_options(p)) < act.exhaust_friends:
            return False
        return not (act.exhaust_mane and (self.fl[self.mane[p]] & EXH or self.where(self.mane[p]) < 2))

    def take_main(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        kind, i = act.data[0], act.data[1]
        after = (("check",), ("main", p))
        if kind == "end":
            self.end_main(p)
            return
        if "on_main_action" in self.fires:
            self.fire("on_main_action", p)  # card text "after an opponent takes an action" (MLP-0.7)
        if kind == "play":
            if self.F[i].kind == EVENT:
                self.push(*after)
                self.play_event(p, i)
                return
            self.push(("place", p, i, "play"), *after)
        elif kind == "use":
            self.push(*after)
            self.activate(p, i, act.data[2])
        elif kind == "draw":
            self.spend(p, act.data[1])
            self.consume(p, "draw")
            self.draw(p, 1)
            self.push(*after)
        elif kind == "move":
            self.push(("place", p, i, "move"), *after)
        elif kind == "recover":
            self.spend(p, self.simple_cost(p, "recover", 2))
            self.consume(p, "recover")
            self.recover(i)
            self.push(*after)

    def activation_tokens(self, p: int, i: int, act: Any) -> int:
        """The token cost of an activation: ``tokens``, 1 less per matching card with ``tokens_less`` (card
        text), never below 0 (MLP-0.9)."""
        if act.tokens_less is None:
            return int(act.tokens)
        return max(0, act.tokens - self.count(act.tokens_less, p, i))

    def exhaust_cost_options(self, p: int) -> list[int]:
        return [i for i in self.all_characters(p) if self.F[i].kind == FRIEND and not self.fl[i] & (EXH | FRIGHT)]

    def offer_exhaust_cost(self, frame: Frame) -> list[Action]:
        """An activation cost: exhaust one of the activator's ready friends (their choice)."""
        p = frame[1]
        return [
            Action(f"exhaust {rid}", f"Exhaust {self.name(i)}", i, refs=(i,))
            for rid, i in self.choice_ids(self.exhaust_cost_options(p), p)
        ]

    def take_exhaust_cost(self, frame: Frame, act: Action) -> None:
        self.exhaust(act.data)

    def discard_cost_options(self, p: int, i: int, flt: Any) -> list[int]:
        return [c for c in self.hands[p] if self.matches(c, flt, p, i)]

    def offer_discard_cost(self, frame: Frame) -> list[Action]:
        """An activation cost: discard a matching card from hand (the activator's choice, MLP-4.16)."""
        p, i, k = frame[1], frame[2], frame[3]
        flt = self.F[i].abilities[k].activated.discard  # type: ignore[union-attr]
        reps = self.unique_by(self.discard_cost_options(p, i, flt), lambda c: self.cards[c])
        return [Action(f"discard {self.cards[c]}", f"Discard {self.name(c)}", c, refs=(c,)) for c in reps]

    def take_discard_cost(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        self.hands[p].remove(act.data)
        self.into_discard(act.data)
        self.discarded_from_hand(p, act.data)

    def consume(self, p: int, action: str, i: int = -1) -> None:
        """The next-play cost modifiers that applied to this action are used up (MLP-10.10 cost_mod)."""
        if self.cmods:
            used = self.next_mods(p, action, i)
            self.cmods = [m for m in self.cmods if m not in used]

    def end_main(self, p: int) -> None:
        """End of the main phase: end-of-phase modifiers and tokens end (MLP-6.26)."""
        self.end_of_phase()
        self.log("end_main", {"player": p})
        self.push(("score_start",))

    def end_of_phase(self) -> None:
        if any(m[4] == "p" for m in self.mods):
            self.mods = [m for m in self.mods if m[4] != "p"]
        for q in (0, 1):
            if self.ptokens[q]:
                lost = min(self.ptokens[q], self.tokens[q])
                self.ptokens[q] = 0
                if lost:
                    self.gain(q, -lost)

    # ------------------------------------------------------------------ placing
    @read_only
    def offer_place(self, frame: Frame) -> list[Action]:
        p, i, what = frame[1], frame[2], frame[3]
        verb = "Move" if what == "move" else "Play"
        if what == "move" or self.F[i].placement not in ("character", "new_problem"):
            return self.location_actions(p, i, what, verb)
        return [
            Action(aid, f"{verb} {self.name(i)} {label}", data, refs=self.place_refs(p, i, data[0], aid))
            for aid, label, data in self.places(p, i, what)
        ]

    def location_actions(self, p: int, i: int, what: str, verb: str) -> list[Action]:
        """The ``to <location>`` actions of :meth:`places` (a move, or a play to a location), from a shared cache:
        an action is a function of the card, the player, the place (its tag, owner and problem card) and the cost,
        so the same ones serve every decision of every game (a hot path)."""
        cards, tags, probs, owners = self.cards, self.loc_tag, self.loc_prob, self.loc_owner
        out = []
        for k, c in self.spots(p, i, what):
            prob = probs[k]
            key = (what, cards[i], i, p, k, c, tags[k], owners[k], cards[prob] if prob >= 0 else "")
            act = _PLACE_ACTIONS.get(key)
            if act is None:
                if len(_PLACE_ACTIONS) > 50_000:
                    _PLACE_ACTIONS.clear()
                label = f"{verb} {self.name(i)} to {self.loc_name(k, p)} ({plural(c, 'token')})"
                act = _PLACE_ACTIONS[key] = Action(f"to {tags[k]}", label, (k, c), refs=(i, self.place_ref(k)))
            out.append(act)
        return out

    def place_refs(self, p: int, i: int, dest: int, aid: str) -> tuple[Ref, ...]:
        """The card placed first, then where: a host character (``on ...``), a place (``to ...``), nothing more
        for a new problem."""
        if aid.startswith("on "):
            return (i, self.card_ref(dest, p))
        if aid.startswith("to "):
            return (i, self.place_ref(dest))
        return (i,)

    def take_place(self, frame: Frame, act: Action) -> None:
        p, i, what = frame[1], frame[2], frame[3]
        dest, cost = act.data  # the cost computed for the offer (nothing changed since)
        if what == "move":
            self.spend(p, cost)
            self.consume(p, "move")
            self.move(i, dest, p)
            return
        f = self.F[i]
        self.consume(p, PLAY_ACTION[f.kind], i)
        self.spend(p, cost)
        (self.hands[p] if i in self.hands[p] else self.discards[p]).remove(i)  # card text: from the discard pile
        self.put_into_play(p, i, dest)

    def put_into_play(self, p: int, i: int, dest: int) -> None:
        """A played card (already out of its zone) enters play at ``dest`` (a host for a ``character`` resource)."""
        f = self.F[i]
        if f.kind == RESOURCE and f.placement == "character":
            self.attach(i, dest)
            self.fl[i] = 0
            self.log("play", {"player": p, "card": self.card_obj(i), "on": self.card_obj(dest)})
            self.fire("on_play", p, self.where(dest), i)
            self.resource_flip(p, dest)
            return
        if f.kind == RESOURCE and f.placement == "new_problem":
            self.new_slot(p, i)
            return
        if f.kind == TROUBLEMAKER:
            self.place(i, dest)
            self.fl[i] = DOWN
            self.log("play_troublemaker", {"player": p, "at": self.loc_tag[dest]})
            self.log("play_troublemaker_card", {"player": p, "card": self.card_obj(i)}, (p,))
            if "on_troublemaker_played" in self.fires:
                self.fire("on_troublemaker_played", p, dest, i)
            return
        self.enter_location(i, dest, p)
        self.log("play", {"player": p, "card": self.card_obj(i), "to": self.loc_tag[dest]})
        self.fire("on_play", p, dest, i)

    def new_slot(self, p: int, i: int) -> None:
        """MLP-6.24: a new_problem resource becomes the problem of a temporary slot owned by its player."""
        self.tcount += 1
        self.locs.append([])
        self.loc_prob.append(i)
        self.loc_owner.append(p)
        self.loc_tag.append(f"t{self.tcount}")
        self.fl[i] = 0
        self.log("new_problem", {"player": p, "card": self.card_obj(i), "at": self.loc_tag[-1]})
        self.fire("on_play", p, len(self.locs) - 1, i)

    def play_event(self, p: int, i: int) -> None:
        """MLP-4.15: pay, resolve the effect (its choices), then discard it (unless the effect moved it)."""
        self.pay_play(p, i, -1)
        self.hands[p].remove(i)
        self.resolving.append(i)
        self.log("play_event", {"player": p, "card": self.card_obj(i)})
        f = self.F[i]
        frames = [("ab", p, i, k, -1, p, -1, -1, 0) for k in f.triggers.get("on_play", ())]
        self.push(*frames, ("event_done", i))
        if "on_event_played" in self.fires:
            self.fire("on_event_played", p, -1, i)
        self.event_flip(p)

    # ------------------------------------------------------------------ playing a resource from the discard pile
    def replay_places(self, p: int, i: int) -> list[int]:
        """Where resource ``i`` may be played from ``p``'s discard pile for free (MLP-4.14 placements)."""
        if i not in self.discards[p]:
            return []
        placement = self.F[i].placement
        if self.F[i].kind == FRIEND:  # card text: a friend put into play from the discard pile
            return [p, *self.slots()]
        if placement == "home":
            return [p]
        if placement == "problem":
            return list(self.slots())
        if placement == "character":
            return self.host_options(p, i)
        return [-1]  # new_problem

    def offer_replay(self, frame: Frame) -> list[Action]:
        p, i = frame[1], frame[2]
        places = self.replay_places(p, i)
        if self.F[i].placement == "character":
            return [
                Action(f"on {rid}", f"Play {self.name(i)} on {self.seen_name(h, p)}", h, refs=(i, self.card_ref(h, p)))
                for rid, h in self.choice_ids(places, p)
            ] or [Action("none", "No place to play it")]
        return [
            Action("play" if k < 0 else f"to {self.loc_tag[k]}", f"Play {self.name(i)}", k, refs=self.replay_refs(i, k))
            for k in places
        ] or [Action("none", "No place to play it")]

    def replay_refs(self, i: int, k: int) -> tuple[Ref, ...]:
        """The card played from the discard pile, then where (nothing more for a new problem)."""
        return (i,) if k < 0 else (i, self.place_ref(k))

    def take_replay(self, frame: Frame, act: Action) -> None:
        """Play it for free: out of the discard pile and into play (its on_play abilities trigger)."""
        if act.id == "none":
            return
        p, i = frame[1], frame[2]
        self.discards[p].remove(i)
        self.put_into_play(p, i, act.data)

    # ------------------------------------------------------------------ troublemaker-phase events (card text)
    def tm_events(self, p: int) -> list[Action]:
        """Events with timing ``troublemaker`` ``p`` may play now: in the challenge step (MLP-4.10)."""
        acts = []
        for i in self.unique_by(self.hands[p], lambda x: self.cards[x]):
            f = self.F[i]
            if f.kind != EVENT or "troublemaker" not in f.timing or self.play_cost(p, i, -1) > self.tokens[p]:
                continue
            if self.play_req_met(p, i) and self.event_targets_ok(p, i):
                acts.append(Action(f"play {self.cards[i]}", f"Play {self.name(i)}", ("play", i), refs=(i,)))
        return acts

    def step_challenges(self, frame: Frame) -> None:
        """MLP-4.11: the challenge step offers a choice while some troublemaker is eligible, or while a
        troublemaker-phase event can be played."""
        p = frame[1]
        if self.eligible_challenges(p) or (self.feat.tm_phase_events and self.tm_events(p)):
            self.push(("challenge", p))

    @read_only
    def offer_challenge(self, frame: Frame) -> list[Action]:
        acts = super().offer_challenge(frame)
        if self.feat.tm_phase_events:
            acts[-1:-1] = self.tm_events(frame[1])
        return acts

    def take_challenge(self, frame: Frame, act: Action) -> None:
        if isinstance(act.data, tuple):
            p = frame[1]
            self.push(("check",), ("challenges", p))
            self.play_event(p, act.data[1])
            return
        super().take_challenge(frame, act)

    # ------------------------------------------------------------------ reaction events (card text, MLP-0.7)
    def reaction_playable(self, p: int, i: int) -> bool:
        """A reaction event still in hand, affordable, its requirement met (MLP-4.21, MLP-6.1)."""
        return i in self.hands[p] and self.play_cost(p, i, -1) <= self.tokens[p] and self.play_req_met(p, i)

    @read_only
    def offer_react(self, frame: Frame) -> list[Action]:
        """A reaction event whose moment came: play it (paying its cost) or not (MLP-0.2); it resolves with the
        triggering event as its context, then goes to the discard pile (MLP-4.15)."""
        p, i = frame[1], frame[2]
        skip = Action("skip", "Do not react")
        if not self.reaction_playable(p, i):
            return [skip]
        cost = self.play_cost(p, i, -1)
        return [Action(f"play {self.cards[i]}", f"Play {self.name(i)} ({plural(cost, 'token')})", i, refs=(i,)), skip]

    def take_react(self, frame: Frame, act: Action) -> None:
        if act.id == "skip":
            return
        p, i = frame[1], frame[2]
        self.pay_play(p, i, -1)
        self.hands[p].remove(i)
        self.resolving.append(i)
        self.seen_by(i)
        self.log("play_event", {"player": p, "card": self.card_obj(i)})
        self.push(("ab", *frame[1:]), ("event_done", i))
        if "on_event_played" in self.fires:
            self.fire("on_event_played", p, -1, i)
        self.event_flip(p)

    def step_event_done(self, frame: Frame) -> None:
        i = frame[1]
        if i in self.resolving:
            self.resolving.remove(i)
            self.into_discard(i)

    def activate(self, p: int, i: int, k: int) -> None:
        """MLP-4.16: pay the tokens, exhaust or dismiss the card as the cost says, then resolve."""
        ab = self.F[i].abilities[k]
        act = ab.activated
        assert act is not None
        self_power = self.raw_power(i) if self.F[i].kind <= FRIEND else 0
        loc = self.where(i)
        self.spend(p, self.activation_tokens(p, i, act))
        if act.once_per_turn:
            self.used.append(i * 64 + k)
        self.log("activate", {"player": p, "card": self.card_obj(i)})
        if act.exhaust_self:
            self.exhaust(i)
        if act.spend:
            self.spend_beneath(i, act.spend)
        if act.exhaust_host:
            self.exhaust(self.host[i])
        if act.discard is not None:
            self.push(("discard_cost", p, i, k))
        if act.exhaust_mane:
            self.exhaust(self.mane[p])
        for _ in range(act.exhaust_friends):
            self.push(("exhaust_cost", p))
        self.push(("ab", p, i, k, -1, p, loc, -1, self_power))
        if act.dismiss_self:
            self.remove_to_discard(i, "cost")
            self.fire("on_dismissed", p, -1, i)
