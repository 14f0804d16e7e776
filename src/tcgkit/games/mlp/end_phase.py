"""The End phase (MLP-4.25–4.27): hand limit (MLP-6.30), home limit (MLP-6.29), end-of-turn expiry, the turn
limit (MLP-7.5, options ``turn_limit`` and ``limit_winner``), the next turn (MLP-4.1)."""

from __future__ import annotations

from tcgkit.core import Action

from .board import Frame
from .solving import SolveRules


class EndRules(SolveRules):
    def hand_limit(self) -> int:
        limit = self.GAME.profile.hand_limit
        assert limit is not None
        return limit

    def step_end_phase(self, frame: Frame) -> None:
        p = self.active
        self.phase = "end"
        self.push(("hand_limit", p), ("home_limit", p), ("turn_end",))

    def step_hand_limit(self, frame: Frame) -> None:
        """MLP-4.25: above 8 cards, discard one at a time (chosen) until 8."""
        if len(self.hands[frame[1]]) > self.hand_limit():
            self.push(("discard_down", frame[1]))

    def step_home_limit(self, frame: Frame) -> None:
        """MLP-4.26: friends at home above the Mane's home limit are discarded, chosen one at a time."""
        p = frame[1]
        if len(self.friends_at_home(p)) > self.home_limit(p):
            self.push(("retire", p))

    def offer_discard_down(self, frame: Frame) -> list[Action]:
        p = frame[1]
        reps = self.unique_by(self.hands[p], lambda i: self.cards[i])
        return [Action(f"discard {self.cards[i]}", f"Discard {self.name(i)} (hand limit)", i) for i in reps]

    def take_discard_down(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        self.hands[p].remove(act.data)
        self.discards[p].append(act.data)
        self.log("discard", {"card": self.card_obj(act.data), "why": "hand limit"})
        self.push(("hand_limit", p))

    def offer_retire(self, frame: Frame) -> list[Action]:
        """MLP-4.26: friends at home (face up or frightened) count, the Mane and resources do not."""
        home = self.friends_at_home(frame[1])
        return [
            Action(f"retire {rid}", f"Discard {self.name(i)} from home (home limit)", i)
            for rid, i in self.choice_ids(home)
        ]

    def take_retire(self, frame: Frame, act: Action) -> None:
        self.remove_to_discard(act.data, "home limit")
        self.push(("check",), ("home_limit", frame[1]))

    def step_turn_end(self, frame: Frame) -> None:
        """MLP-4.27: end-of-turn effects end, once-per-turn uses and challenges reset; the turn-limit check;
        then the other player's turn."""
        if any(m[4] in ("t", "p", "f") for m in self.mods):
            self.mods = [m for m in self.mods if m[4] not in ("t", "p", "f")]
        self.cmods = []
        self.used = []
        self.challenged = []
        self.faced = False
        self.confronted = []
        limit = int(self.options.get("turn_limit", 80))
        if self.turn >= limit:
            a, b = self.scores
            winner = None
            if self.options.get("limit_winner") and a != b:
                winner = 0 if a > b else 1
            self.end_game(winner, "turn_limit", tuple(self.scores))
            return
        self.turn += 1
        self.active = 1 - self.active
        self.log("turn", {"turn": self.turn, "player": self.active})
        self.push(("ready",))
