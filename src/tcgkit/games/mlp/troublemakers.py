"""The Troublemaker phase (MLP-4.6–4.11): uncover, Epic check, one face-up troublemaker per player per slot,
uncover and each-phase abilities, then challenges (troublemaker faceoffs, MLP-5.23–5.27)."""

from __future__ import annotations

from tcgkit.core import Action
from tcgkit.core.compiled import mypyc_attr

from .board import DOWN, EXH, Frame
from .continuous import read_only
from .tokens import TokenRules


@mypyc_attr(allow_interpreted_subclasses=True)
class TroublemakerRules(TokenRules):
    def step_tm_phase(self, frame: Frame) -> None:
        """MLP-4.6: every face-down troublemaker of the active player turns face up at once."""
        p = self.active
        self.phase = "troublemaker"
        if "start_phase" in self.fires:
            self.fire("start_phase", p)  # card text "after the start of any phase" (MLP-0.7)
        self.uncovered = []
        for loc in self.slot_order(p):
            for i in self.troublemakers(loc):
                if self.owner[i] == p and self.fl[i] & DOWN:
                    self.uncover(i, loc)
                    self.uncovered.append(i)
        # MLP-4.7–4.9 in order; the steps that would find nothing are left out (no troublemaker was uncovered: no
        # Epic check, no uncover abilities; no card of this game has an "each troublemaker phase" ability), and so is
        # a state check right after another with nothing between them (it would find what the first left: nothing)
        frames: list[Frame] = [("epic_check",), ("check",), ("tm_uncovered",)] if self.uncovered else [("check",)]
        if "each_troublemaker_phase" in self.fires:
            frames += [("tm_each_phase",), ("check",)]
        elif self.uncovered:
            frames.append(("check",))
        self.push(*frames, ("challenges", p), ("main_start",))

    def step_epic_check(self, frame: Frame) -> None:
        """MLP-4.7: at a slot where an Epic was just uncovered, every other troublemaker is discarded; if several
        Epics were uncovered there, the active player keeps one."""
        for loc in self.slot_order(self.active):
            epics = [i for i in self.uncovered if self.pos[i] == loc and self.F[i].epic]
            if len(epics) > 1:
                self.push(("epic_keep", self.active, loc), ("epic_check",))
                return
            if epics and len(self.troublemakers(loc)) > 1:
                self.epic_sweep(epics[0], loc)

    def offer_epic_keep(self, frame: Frame) -> list[Action]:
        loc = frame[2]
        epics = [i for i in self.uncovered if self.pos[i] == loc and self.F[i].epic]
        return [Action(f"keep {rid}", f"Keep {self.name(i)}", i, refs=(i,)) for rid, i in self.choice_ids(epics)]

    def take_epic_keep(self, frame: Frame, act: Action) -> None:
        self.epic_sweep(act.data, frame[2])

    def step_tm_uncovered(self, frame: Frame) -> None:
        """MLP-4.9, MLP-6.11: Villain and "when uncovered" abilities of the survivors, in slot order."""
        for i in self.uncovered:
            if self.in_play(i):
                self.uncover_effects(i, self.pos[i])
        self.uncovered = []

    def step_tm_each_phase(self, frame: Frame) -> None:
        """MLP-4.9: "each troublemaker phase" abilities of face-up troublemakers (and other cards)."""
        self.fire("each_troublemaker_phase", self.active)

    # ------------------------------------------------------------------ challenges (MLP-4.10, MLP-4.11)
    def eligible_challenges(self, p: int) -> list[int]:
        """Face up, not challenged this turn, a ready character of ``p`` at its slot, the opponent's or an Epic."""
        out = []
        for loc in self.slot_order(p):
            mine = [i for i in self.characters(loc) if self.owner[i] == p and not self.fl[i] & EXH]
            if not mine:
                continue
            for t in self.troublemakers(loc):
                if self.fl[t] & DOWN or t in self.challenged:
                    continue
                if "challenge" in self.feat.forbid_actions and self.forbids("challenge", p, t, loc):
                    continue  # a card prohibition (MLP-0.7)
                if self.owner[t] != p or self.F[t].epic:
                    out.append(t)
        return out

    def step_challenges(self, frame: Frame) -> None:
        """MLP-4.11: the challenge step offers a choice while some troublemaker is eligible."""
        if self.eligible_challenges(frame[1]):
            self.push(("challenge", frame[1]))

    @read_only
    def offer_challenge(self, frame: Frame) -> list[Action]:
        p = frame[1]
        acts = [
            Action(f"challenge {rid}", f"Challenge {self.name(t)} at {self.loc_name(self.pos[t], p)}", t, refs=(t,))
            for rid, t in self.choice_ids(self.eligible_challenges(p))
        ]
        acts.append(Action("end challenges", "End the challenge step"))
        return acts

    def take_challenge(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        if act.data is None:
            return
        t = act.data
        self.challenged.append(t)
        self.log("challenge", {"player": p, "card": self.card_obj(t), "at": self.loc_tag[self.pos[t]]})
        if "on_challenged" in self.fires:
            self.fire("on_challenged", p, self.pos[t], t)
        self.push(("fo_begin", "troublemaker", (self.pos[t],), t, p), ("check",), ("challenges", p))
