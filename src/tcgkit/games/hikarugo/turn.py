"""4. Turn structure (HGO-4.1–4.12): Recovery, Stone, Hand, Main, Match and End phases, then the end-of-turn checks.

A turn is a run of frames pushed at its start (HGO-4.1); each phase's first step records the phase. The Main phase
lives in ``playing.py`` and the Match phase in ``match.py``.
"""

from __future__ import annotations

from tcgkit.core import Action

from .actions import END_TURN, PLACE, RESIGN, STOP, ZONE_REFS, card_action, square_actions
from .base import Frame, HgoBase, decision
from .board import SQUARES, legal_squares, place, position, split, square_names


class TurnRules(HgoBase):
    # ------------------------------------------------------------------ start of turn and Recovery
    def step_turn(self, frame: Frame) -> None:
        """HGO-4.2: clear the per-turn flags; then the phases in order (HGO-4.1)."""
        p = self.active
        self.placed[p] = False
        self.match_held = False
        self.used = []
        self.phase = "recovery"
        self.log("turn", {"turn": self.turn, "player": p})
        self.push(("stone",), ("hand",), ("mainphase",), ("matchphase",), ("endphase",), ("endturn",))
        if self.stones[p] & self.tapped:
            self.push(("untap", p, 3))  # on top: Recovery comes first

    def offer_untap(self, frame: Frame) -> list[Action]:
        """HGO-4.3: untap up to 3 of your own tapped stones, one at a time, or stop; ``untap all`` / ``untap auto``
        uses the whole allowance at once (``shortcuts.py``)."""
        _, p, left = frame
        return self.untap_offer(p, left)

    @decision
    def take_untap(self, frame: Frame, act: Action) -> None:
        if act is STOP:
            return
        _, p, left = frame
        if self.untap_taken(p, act):
            return
        if left > 1 and self.stones[p] & self.tapped:
            self.push(("untap", p, left - 1))

    # ------------------------------------------------------------------ Stone phase
    def forbidden(self, p: int) -> tuple[int, int] | None:
        """The opponent's ko snapshot seen from ``p`` as (p's stones, opposing stones), or None (HGO-5.9)."""
        snap = self.ko[1 - p]
        if snap < 0:
            return None
        s0, s1 = split(snap)
        return (s0, s1) if p == 0 else (s1, s0)

    def legal_mask(self, p: int) -> int:
        """HGO-5.7: the squares where ``p`` may place now."""
        return legal_squares(self.stones[p], self.stones[1 - p], self.forbidden(p))

    def step_stone(self, frame: Frame) -> None:
        """HGO-4.4: the placement is mandatory. An empty own bowl skips the phase (HGO-7.4); no legal square ends
        the game at once and it is scored (HGO-7.2)."""
        self.phase = "stone"
        p = self.active
        if not self.bowls[p]:
            self.log("stone_skipped", {"player": p})
            return
        mask = self.legal_mask(p)
        if not mask:
            self.log("no_legal_square", {"player": p})
            self.finish("NO_LEGAL_SQUARE")
            return
        self.push(("place", p, mask))

    def offer_place(self, frame: Frame) -> list[Action]:
        return [*square_actions(frame[2], PLACE), RESIGN]

    @decision
    def take_place(self, frame: Frame, act: Action) -> None:
        """HGO-5.8: snapshot, take a stone from the bowl, place it untapped, remove captured groups to agehama;
        a capture triggers ON_CAPTURE (HGO-5.12)."""
        p = frame[1]
        stones = self.stones
        self.ko[p] = position(stones[0], stones[1])
        self.bowls[p] -= 1
        stones[p], stones[1 - p], captured = place(stones[p], stones[1 - p], act.data)
        data: dict[str, object] = {"player": p, "square": SQUARES[act.data]}
        if captured:
            self.tapped &= ~captured
            self.agehama[p] += captured.bit_count()
            data["captured"] = square_names(captured)
        self.log("place", data)
        if captured:
            self.trigger(((p, "on_capture"),))

    # ------------------------------------------------------------------ Hand phase
    def step_hand(self, frame: Frame) -> None:
        """HGO-4.5: with 7 cards discard up to 2 and refill; below 7 refill; with 8 or more discard down to 7."""
        self.phase = "hand"
        p = self.active
        limit = self.GAME.profile.hand_limit or 7
        h = len(self.hands[p])
        if h == limit:
            self.push(("hdisc", p, 2, True), ("refill", p))
        elif h < limit:
            self.draw(p, limit - h)
        else:
            self.push(("hdisc", p, h - limit, False))

    def offer_hdisc(self, frame: Frame) -> list[Action]:
        _, p, _, optional = frame
        F = self.GAME.facts
        to = ZONE_REFS[p]["discard"]
        acts = [card_action("discard", cid, F[cid].name, iids, to) for cid, iids in self.groups(self.hands[p])]
        if optional:
            acts.append(STOP)
        acts.append(RESIGN)
        return acts

    @decision
    def take_hdisc(self, frame: Frame, act: Action) -> None:
        if act is STOP:
            return
        _, p, left, optional = frame
        iid = self.pick_card(self.hands[p], act.data[1])
        self.leave_hand(p, iid)
        self.to_discard(iid)
        self.log("discard", {"player": p, "card": act.data[1], "from": "hand", "instance": iid})
        if left > 1 and self.hands[p]:
            self.push(("hdisc", p, left - 1, optional))

    def step_refill(self, frame: Frame) -> None:
        p = frame[1]
        n = (self.GAME.profile.hand_limit or 7) - len(self.hands[p])
        if n > 0:
            self.draw(p, n)

    # ------------------------------------------------------------------ End phase and end of turn
    def step_endphase(self, frame: Frame) -> None:
        self.phase = "end"
        self.push(("end", self.active))

    def offer_end(self, frame: Frame) -> list[Action]:
        """HGO-4.10: discard any of your own character and fuseki cards (face down or not), one at a time."""
        p = frame[1]
        F = self.GAME.facts
        to = ZONE_REFS[p]["discard"]
        own = self.groups(self.chars[p] + self.fuseki[p])
        acts = [card_action("discard", cid, F[cid].name, iids, to) for cid, iids in own]
        acts.append(END_TURN)
        acts.append(RESIGN)
        return acts

    @decision
    def take_end(self, frame: Frame, act: Action) -> None:
        if act is END_TURN:
            return
        p = frame[1]
        cid = act.data[1]
        zone = self.chars[p] if cid in {self.cards[i] for i in self.chars[p]} else self.fuseki[p]
        iid = self.pick_card(zone, cid)
        self.to_discard(iid)
        where = "character" if zone is self.chars[p] else "fuseki"
        self.log("discard", {"player": p, "card": cid, "from": where, "instance": iid})
        self.push(("end", p))

    def step_endturn(self, frame: Frame) -> None:
        """HGO-4.11: check HGO-7.3 (both bowls empty), then HGO-7.8 (turn limit); else pass the turn."""
        if not self.bowls[0] and not self.bowls[1]:
            self.finish("BOWLS_EMPTY")
            return
        if self.turn >= self.options["turn_limit"]:
            self.finish("TURN_LIMIT")
            return
        self.active = 1 - self.active
        self.turn += 1
        self.push(("turn",))
