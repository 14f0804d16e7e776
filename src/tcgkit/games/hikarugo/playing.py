"""5.D Playing and using cards (HGO-5.16–5.22) and the Main phase that offers them (HGO-4.6).

A card chosen from hand or a flipped fuseki is first put face up among the ``resolving`` cards (its identity is
public from that moment), then its cost is paid stone by stone (``costs.py``), then it reaches its zone or resolves.
"""

from __future__ import annotations

from tcgkit.core import Action

from .actions import END_MAIN, RESIGN, ZONE_REFS, card_action, use_action
from .base import Frame, HgoBase, decision
from .cards import CHARACTER, FUSEKI, UCHITE
from .shortcuts import END_TURN_NOW

#: Which fuseki and ability timings (HGO-1.13) allow each moment (HGO-5.18).
TIMINGS = {"main": ("main", "any"), "match": ("match", "any")}


class PlayRules(HgoBase):
    # ------------------------------------------------------------------ the Main phase (HGO-4.6)
    def step_mainphase(self, frame: Frame) -> None:
        self.phase = "main"
        self.push(("main", self.active))

    def offer_main(self, frame: Frame) -> list[Action]:
        """Play a character, set a fuseki, place an uchite, flip a fuseki, use an ability, or end the phase.
        Techniques are never offered here (HGO-4.7)."""
        p = frame[1]
        av = self.avail(p)
        facts = self.GAME.facts
        payable = self.payable
        room = self.uchite_room(p)
        can_set = len(self.fuseki[p]) < 2
        zones = ZONE_REFS[p]
        acts = []
        for cid, iids in self.groups(self.hands[p]):
            f = facts[cid]
            kind = f.kind
            if kind == CHARACTER:
                if payable(f.cost, f.total, av):
                    acts.append(card_action("play", cid, f.name, iids, zones["character"], f.cost))
            elif kind == UCHITE:
                if room and payable(f.cost, f.total, av):
                    acts.append(card_action("play", cid, f.name, iids, zones["uchite"], f.cost))
            elif kind == FUSEKI and can_set:
                acts.append(card_action("set", cid, f.name, iids, zones["fuseki"]))
        self.flip_actions(p, "main", av, acts)
        self.ability_actions(p, "main", av, acts)
        acts.append(END_MAIN)
        if acts[0] is not END_MAIN and self.more_to_ask(p):
            acts.append(END_TURN_NOW)
        acts.append(RESIGN)
        return acts

    def more_to_ask(self, p: int) -> bool:
        """Whether the rest of the turn after the Main phase asks ``p`` anything: a match could be started
        (HGO-4.8) or the End phase offers discards (HGO-4.10)."""
        if self.chars[p] or self.fuseki[p]:
            return True
        eligible = self.eligible
        return not self.match_held and any(eligible(u) for u in self.uchite[p])

    def eligible(self, u: int) -> bool:
        """HGO-5.23: entered the uchite area in an earlier turn, or has QUICK (HGO-0.10)."""
        return self.since[u] < self.turn or self.F[u].quick

    def end_turn_now(self) -> None:
        """The whole run ``end-turn``: no match and no End-phase discard; the end-of-turn checks follow (HGO-4.11)."""
        stack = self.stack
        while stack[-1][0] != "endturn":
            stack.pop()

    @decision
    def take_main(self, frame: Frame, act: Action) -> None:
        if act is END_MAIN:
            return
        if act is END_TURN_NOW:
            self.end_turn_now()
            return
        p = frame[1]
        self.push(("main", p))
        self.start(p, act)

    def start(self, p: int, act: Action) -> None:
        """Begin the procedure of a card action chosen in the Main phase or a match window."""
        verb = act.data[0]
        if verb == "play":
            if self.GAME.facts[act.data[1]].kind == CHARACTER:
                self.play_character(p, act.data[1])
            else:
                self.place_uchite(p, act.data[1])
        elif verb == "set":
            self.set_fuseki(p, act.data[1])
        elif verb == "flip":
            self.flip_fuseki(p, act.data[1])
        elif verb == "use":
            self.use_ability(p, act.data[1], act.data[2])
        elif verb == "technique":
            self.play_technique(p, act.data[1])
        else:  # pragma: no cover - every verb offered above is handled
            raise AssertionError(verb)

    # ------------------------------------------------------------------ shared offers
    def uchite_room(self, p: int) -> bool:
        """HGO-5.19, HGO-6.2, HGO-6.3: fewer than 5 uchite (match slots count) and none placed from hand yet."""
        if self.placed[p]:
            return False
        n = len(self.uchite[p])
        if (self.att >= 0 and self.owner[self.att] == p) or (self.dfd >= 0 and self.owner[self.dfd] == p):
            n += 1
        return n < 5

    def flippable(self, p: int, iid: int, moment: str) -> bool:
        """HGO-5.18: set in an earlier turn, timing allows the moment, requirements met (cost checked apart)."""
        f = self.F[iid]
        return self.since[iid] < self.turn and f.timing in TIMINGS[moment] and self.requirements_met(p, f.req, f.banish)

    def flip_actions(self, p: int, moment: str, av: tuple[int, int, int, int], acts: list[Action]) -> None:
        if not self.fuseki[p]:
            return
        F = self.F
        found: dict[str, list[int]] = {}
        for iid in self.fuseki[p]:
            f = F[iid]
            if self.flippable(p, iid, moment) and self.payable(f.cost, f.total, av):
                found.setdefault(f.cid, []).append(iid)
        for cid in sorted(found):
            iids = tuple(sorted(found[cid]))
            f = F[iids[0]]
            acts.append(card_action("flip", cid, f.name, iids, cost=f.cost))

    def ability_actions(self, p: int, moment: str, av: tuple[int, int, int, int], acts: list[Action]) -> None:
        """HGO-5.20: unused ACTIVATED abilities of your character whose timing, requirements and cost allow."""
        if not self.chars[p]:
            return
        iid = self.chars[p][0]
        f = self.F[iid]
        allowed = TIMINGS[moment]
        for ab in f.abilities:
            if (
                iid * 8 + ab.index not in self.used
                and ab.timing in allowed
                and self.requirements_met(p, ab.req, ab.banish)
                and self.payable(ab.cost, ab.total, av)
            ):
                acts.append(use_action(f.cid, f.name, ab, len(f.abilities), iid))

    # ------------------------------------------------------------------ procedures
    def reveal(self, p: int, iid: int, event: str) -> None:
        """Put a chosen card face up among the resolving cards; from now on its identity is public."""
        self.resolving.append(iid)
        self.log(event, {"player": p, "card": self.cards[iid], "instance": iid})

    def from_hand(self, p: int, cid: str) -> int:
        iid = self.pick_card(self.hands[p], cid)
        self.leave_hand(p, iid)
        return iid

    def play_character(self, p: int, cid: str) -> None:
        """HGO-5.16: pay; the old character is discarded; the new one enters and its ON_ENTER triggers."""
        iid = self.from_hand(p, cid)
        self.reveal(p, iid, "play")
        f = self.F[iid]
        self.push(("enter_character", p, iid))
        self.push_payment(p, f.cost, f.total)

    def step_enter_character(self, frame: Frame) -> None:
        _, p, iid = frame
        self.resolving.remove(iid)
        area = self.chars[p]
        if area:
            old = area.pop()
            self.to_discard(old)
            self.log("discard", {"player": p, "card": self.cards[old], "from": "character", "instance": old})
        area.append(iid)
        self.log("enter", {"player": p, "card": self.cards[iid], "zone": "character", "instance": iid})
        self.trigger(((p, "on_enter"),))

    def place_uchite(self, p: int, cid: str) -> None:
        """HGO-5.19: pay; the uchite enters the uchite area with this turn as its entry turn."""
        iid = self.from_hand(p, cid)
        self.reveal(p, iid, "play")
        f = self.F[iid]
        self.push(("enter_uchite", p, iid))
        self.push_payment(p, f.cost, f.total)

    def step_enter_uchite(self, frame: Frame) -> None:
        _, p, iid = frame
        self.resolving.remove(iid)
        self.uchite[p].append(iid)
        self.since[iid] = self.turn
        self.placed[p] = True
        self.log("enter", {"player": p, "card": self.cards[iid], "zone": "uchite", "instance": iid})

    def set_fuseki(self, p: int, cid: str) -> None:
        """HGO-5.17: face down, at no cost, recording the set turn. Only the owner learns which card it is."""
        iid = self.from_hand(p, cid)
        self.fuseki[p].append(iid)
        self.since[iid] = self.turn
        self.log("set", {"player": p, "turn": self.turn})
        self.log("set_card", {"player": p, "card": cid, "instance": iid}, (p,))

    def flip_fuseki(self, p: int, cid: str) -> None:
        """HGO-5.18: turn it face up (its place is free at once, HGO-6.4), pay, resolve, then discard it."""
        turn = self.turn
        since = self.since
        cards = self.cards
        iid = min(i for i in self.fuseki[p] if cards[i] == cid and since[i] < turn)
        self.fuseki[p].remove(iid)
        since[iid] = 0
        self.reveal(p, iid, "flip")
        f = self.F[iid]
        self.push(("resolve_fuseki", p, iid))
        self.push_payment(p, f.cost, f.total)

    def step_resolve_fuseki(self, frame: Frame) -> None:
        _, p, iid = frame
        self.push(("settle", iid))
        self.push_effects(p, iid, self.F[iid].effects)

    def step_settle(self, frame: Frame) -> None:
        """A flipped fuseki is discarded after it resolves (HGO-5.18)."""
        iid = frame[1]
        self.resolving.remove(iid)
        self.to_discard(iid)
        self.log("discard", {"player": self.owner[iid], "card": self.cards[iid], "from": "fuseki", "instance": iid})

    def use_ability(self, p: int, cid: str, index: int) -> None:
        """HGO-5.20: pay, resolve, and mark the ability used this turn."""
        iid = self.chars[p][0]
        ab = self.F[iid].abilities[index]
        self.used.append(iid * 8 + index)
        self.log("use", {"player": p, "card": cid, "ability": index, "instance": iid})
        self.push_effects(p, iid, ab.effects)
        self.push_payment(p, ab.cost, ab.total)

    def play_technique(self, p: int, cid: str) -> None:
        """HGO-5.28: pay, put it in your technique pile, count it, and resolve its effects at once."""
        iid = self.from_hand(p, cid)
        self.reveal(p, iid, "technique")
        f = self.F[iid]
        self.push(("technique", p, iid))
        self.push_payment(p, f.cost, f.total)

    def step_technique(self, frame: Frame) -> None:
        _, p, iid = frame
        self.resolving.remove(iid)
        self.piles[p].append(iid)
        self.tcount[p] += 1
        self.push_effects(p, iid, self.F[iid].effects)

    # ------------------------------------------------------------------ triggers (HGO-5.22)
    def trigger(self, events: tuple[tuple[int, str], ...]) -> None:
        """Resolve now the triggered abilities of each (player, event) in the order given: mandatory, no priority."""
        frames = []
        F = self.F
        for p, which in events:
            if self.chars[p]:
                iid = self.chars[p][0]
                effects = getattr(F[iid], which)
                if effects:
                    self.log("trigger", {"player": p, "card": self.cards[iid], "event": which, "instance": iid})
                    frames += [("eff", p, iid, e) for e in effects]
        if frames:
            self.push(*frames)
