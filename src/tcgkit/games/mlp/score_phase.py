"""The Score phase (MLP-4.23, MLP-4.24): start-of-score abilities (Random MLP-6.18, Diligent MLP-6.16), the
confront step (MLP-5.4–5.7) and the faceoff step (MLP-5.8–5.11, option ``multi_faceoff`` MLP-11.1)."""

from __future__ import annotations

from tcgkit.core import Action
from tcgkit.core.compiled import mypyc_attr

from .board import Frame
from .faceoffs import FaceoffRules


@mypyc_attr(allow_interpreted_subclasses=True)
class ScoreRules(FaceoffRules):
    def step_score_start(self, frame: Frame) -> None:
        """MLP-4.23: Diligent characters are readied, Random ones may move to a slot for free, start_score
        abilities resolve (in card order, MLP-6.27)."""
        p = self.active
        self.phase = "score"
        if "start_phase" in self.fires:
            self.fire("start_phase", p)
        self.mane_pts = [0, 0]
        self.confronted = []
        diligent: list[int] = []
        randoms: list[tuple[str, int, int]] = []
        if self.may_have("Diligent") or self.may_have("Random"):
            mine = self.all_characters(p)
            with self.reading():
                diligent = self.having(mine, "Diligent")
                randoms = [("random_move", p, i) for i in self.having(mine, "Random")]
        for i in diligent:
            self.ready(i)
        self.fire("start_score", p)
        window = [("score_window", p)] if self.feat.score_actions else []
        self.push(*randoms, ("check",), *window, ("confront",))

    def step_score_window(self, frame: Frame) -> None:
        """Card text "Score Phase:" abilities (MLP-0.7): usable before the confront step, while any can be paid."""
        if self.activations(frame[1], "score"):
            self.push(("score_act", frame[1]))

    def offer_score_act(self, frame: Frame) -> list[Action]:
        return [*self.activations(frame[1], "score"), Action("done", "Go on to the confront step")]

    def take_score_act(self, frame: Frame, act: Action) -> None:
        if act.id == "done":
            return
        p = frame[1]
        self.push(("check",), ("score_window", p))
        self.activate(p, act.data[1], act.data[2])

    def offer_random_move(self, frame: Frame) -> list[Action]:
        """MLP-6.18: may move this character to any slot at no cost."""
        i = frame[2]
        if not self.in_play(i) or not self.can_move(i, frame[1]):
            return [Action("stay", "Stay")]
        here = self.where(i)
        acts = [
            Action(
                f"to {self.loc_tag[k]}",
                f"Move {self.name(i)} to {self.loc_name(k, frame[1])} for free (Random)",
                k,
                refs=(i, self.place_ref(k)),
            )
            for k in self.slots()
            if k != here
        ]
        acts.append(Action("stay", f"{self.name(i)} stays", refs=(i,)))
        if len(acts) >= 2 and len(self.stack) > 1 and self.stack[-2][:2] == ("random_move", frame[1]):
            acts.append(Action("stay all", "All your Random characters stay where they are", "all", run=True))
        return acts

    def take_random_move(self, frame: Frame, act: Action) -> None:
        """MLP-6.18; ``stay all`` declines this move and the Random moves waiting after it (each may stay)."""
        if act.data == "all":
            while self.stack and self.stack[-1][:2] == ("random_move", frame[1]):
                self.stack.pop()
            return
        if act.data is not None:
            self.move(frame[2], act.data, frame[1])

    # ------------------------------------------------------------------ confront step
    def step_confront(self, frame: Frame) -> None:
        """MLP-5.4: C = the slots the active player meets, all judged on the same state; MLP-5.5: 1 point each in
        slot order with a victory check per point; MLP-5.7: confront abilities and flips afterwards."""
        p = self.active
        with self.reading():
            met = [k for k in self.slot_order(p) if self.meets(p, k)]
            flips = [k for k in met if self.confront_flip_ok(p, k)]
        self.confronted = met
        for k in met:
            self.log("confront", {"player": p, "at": self.loc_tag[k], "problem": self.card_obj(self.loc_prob[k])})
            self.score(p, 1, k, why="confront")
            if self.outcome is not None:
                return
        if flips:
            self.flip_mane(p, "confront")
        for k in met:
            self.fire("on_confront", p, k)
        self.push(("check",), ("faceoff_step",))

    # ------------------------------------------------------------------ faceoff step
    def faceoff_slots(self) -> list[int]:
        """MLP-5.8–5.10: F = slots of C the non-active player also meets now; ``multi_faceoff = published``:
        every slot in play when C has two or more."""
        p = self.active
        met = self.confronted
        if self.options.get("multi_faceoff") == "published" and len(met) >= 2:
            return self.slot_order(p)
        return [k for k in met if self.loc_prob[k] >= 0 and self.meets(1 - p, k)]

    def step_faceoff_step(self, frame: Frame) -> None:
        """MLP-5.11: at most one problem faceoff per turn; its slots are solved after it (MLP-5.22)."""
        if self.faced:
            slots = []
        else:
            with self.reading():  # only reads the board
                slots = self.faceoff_slots()
        if not slots:
            self.push(("end_phase",))
            return
        self.faced = True
        self.push(
            ("fo_begin", "problem", tuple(slots), -1, self.active), ("solve", tuple(slots)), ("check",), ("end_phase",)
        )
