"""Setup (MLP-3.1–3.8): Manes at home, secret Starting Problem picks, first player, shuffles, opening hands,
mulligans, problem decks.
"""

from __future__ import annotations

from tcgkit.core import Action
from tcgkit.core.compiled import mypyc_attr

from .board import Frame
from .effects import EffectRules


@mypyc_attr(allow_interpreted_subclasses=True)
class SetupRules(EffectRules):
    def offer_pick_start(self, frame: Frame) -> list[Action]:
        """MLP-3.2: choose one Starting Problem of your problem deck (one action per distinct card)."""
        p = frame[1]
        starts = [i for i in self.pdecks[p] if self.F[i].starting]
        reps = self.unique_by(starts, lambda i: self.cards[i])
        return [Action(f"start {self.cards[i]}", f"Start with {self.name(i)}", i, refs=(i,)) for i in reps]

    def take_pick_start(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        self.picks[p] = act.data
        self.log("start_chosen", {"player": p})
        self.log("start_chosen_card", {"player": p, "card": self.card_obj(act.data)}, (p,))

    def step_reveal_starts(self, frame: Frame) -> None:
        """MLP-3.2: both picks are revealed together and put face up in their owners' main slots."""
        shown = []
        for p in (0, 1):
            i = self.picks[p]
            self.pdecks[p].remove(i)
            self.loc_prob[2 + p] = i
            shown.append(self.card_obj(i))
        self.log("starting_problems", {"problems": shown})

    def step_first_player(self, frame: Frame) -> None:
        """MLP-3.3: the engine picks the first player at random."""
        self.first = self.rand_below(2)
        self.log("first_player", {"player": self.first})

    def step_deal(self, frame: Frame) -> None:
        """MLP-3.4, MLP-3.5: shuffle each draw deck, draw the opening hand; then the mulligans (MLP-3.6)."""
        hand = self.GAME.profile.opening_hand
        for p in (0, 1):
            self.shuffle(self.decks[p])
            self.draw(p, hand)
        self.push(("mulligan", self.first), ("mulligan", 1 - self.first))

    def offer_mulligan(self, frame: Frame) -> list[Action]:
        return [Action("keep", "Keep this hand"), Action("mulligan", "Mulligan: shuffle your hand in, draw a new one")]

    def take_mulligan(self, frame: Frame, act: Action) -> None:
        """MLP-3.6: shuffle the whole hand into the deck and draw again; one mulligan at most (public, MLP-8.8)."""
        p = frame[1]
        if act.id == "keep":
            self.log("keep", {"player": p})
            return
        self.mulled[p] = True
        self.decks[p] += self.hands[p]
        self.hands[p] = []
        self.forget(self.decks[p])
        self.shuffle(self.decks[p])
        self.log("mulligan", {"player": p})
        self.draw(p, self.GAME.profile.opening_hand)

    def step_problem_decks(self, frame: Frame) -> None:
        """MLP-3.7: each player's other problems are shuffled face down under the current problem;
        MLP-3.8: scores and pools are 0 and turn 1 begins."""
        for p in (0, 1):
            self.forget(self.pdecks[p])
            self.shuffle(self.pdecks[p])
        self.turn = 1
        self.active = self.first
        self.log("turn", {"turn": 1, "player": self.first})
        self.push(("ready",))
