"""The solve step (MLP-5.28–5.30): every faceoff slot is solved in slot order."""

from __future__ import annotations

from tcgkit.core.compiled import mypyc_attr

from .board import DOWN, Frame
from .facts import PROBLEM, RESOURCE, TROUBLEMAKER
from .score_phase import ScoreRules


@mypyc_attr(allow_interpreted_subclasses=True)
class SolveRules(ScoreRules):
    def step_solve(self, frame: Frame) -> None:
        order = [k for k in self.slot_order(self.active) if k in frame[1] and self.loc_prob[k] >= 0]
        if len(frame) == 2 and "on_solve" in self.trig_iids:
            # card text "when this problem is solved" sees the problem as it is: resolve before MLP-5.28 (a)
            for k in order:
                self.fire("on_solve", -1, k, self.loc_prob[k])
            self.push(("check",), ("solve", frame[1], True))
            return
        for k in order:
            self.solve(k, fired=len(frame) > 2)

    def solve(self, loc: int, fired: bool = False) -> None:
        """MLP-5.28: (a) characters of both players go home keeping their state; (b) resources placed at the slot
        are discarded (attached ones stay on their hosts); (c) face-up troublemakers are discarded, face-down ones
        stay; (d) the problem goes face up under its owner's problem deck and the top card is turned up (MLP-5.29).
        MLP-5.30: a temporary slot is removed with its resource and its face-down troublemakers."""
        prob = self.loc_prob[loc]
        if not fired:
            self.fire("on_solve", -1, loc, prob)
        self.log("solve", {"at": self.loc_tag[loc], "problem": self.card_obj(prob)})
        for i in list(self.locs[loc]):
            kind = self.F[i].kind
            if kind <= 1:
                self.move_home(i)
            elif kind == RESOURCE or (kind == TROUBLEMAKER and not self.fl[i] & DOWN):
                self.remove_to_discard(i, "solved")
        self.firsts = [x for x in self.firsts if x // 64 != prob]
        owner = self.loc_owner[loc]
        if self.F[prob].kind == PROBLEM:
            deck = self.pdecks[owner]
            self.loc_prob[loc] = -1
            deck.insert(0, prob)
            self.seen_by(prob)
            new = deck.pop()
            self.loc_prob[loc] = new
            self.log("new_problem", {"player": owner, "at": self.loc_tag[loc], "card": self.card_obj(new)})
            self.fire("on_play", owner, loc, new)
            return
        for i in list(self.locs[loc]):
            self.remove_to_discard(i, "solved")
        self.loc_prob[loc] = -1
        self.into_discard(prob)
        self.log("slot_removed", {"at": self.loc_tag[loc]})
