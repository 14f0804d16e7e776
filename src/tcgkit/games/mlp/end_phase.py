"""The End phase (MLP-4.25–4.27): hand limit (MLP-6.30), home limit (MLP-6.29), end-of-turn expiry, the turn
limit (MLP-7.5, options ``turn_limit`` and ``limit_winner``), the next turn (MLP-4.1)."""

from __future__ import annotations

from tcgkit.core import Action
from tcgkit.core.compiled import mypyc_attr
from tcgkit.core.names import join_names

from .board import FRIGHT, Frame
from .cards import COLOR_BIT
from .facts import TROUBLEMAKER
from .solving import SolveRules


@mypyc_attr(allow_interpreted_subclasses=True)
class EndRules(SolveRules):
    def hand_limit(self) -> int:
        limit = self.GAME.profile.hand_limit
        assert limit is not None
        return limit

    def step_end_phase(self, frame: Frame) -> None:
        p = self.active
        self.phase = "end"
        if "start_phase" in self.fires:
            self.fire("start_phase", p)
        if "end_turn" in self.fires:
            self.fire("end_turn", p)  # card text "at the end of your turn" (MLP-0.7), before the limits
        if self.pending:
            self.push(("check",), ("hand_limit", p), ("home_limit", p), ("turn_end",))
        elif len(self.hands[p]) > self.hand_limit():  # (the limit steps inlined: step_hand_limit's test, here)
            self.push(("discard_down", p), ("home_limit", p), ("turn_end",))
        elif len(self.friends_at_home(p)) > self.home_limit(p):  # (step_home_limit's test: nothing ran between)
            self.push(("retire", p), ("turn_end",))
        else:
            self.push(("turn_end",))

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
        """MLP-4.25: one card at a time; when two or more must go, also ``discard auto``: the whole run at once
        (the cards :meth:`spare_cards` suggests, named in the label)."""
        p = frame[1]
        reps = self.unique_by(self.hands[p], lambda i: self.cards[i])
        cards, names = self.cards, self.names  # (shared actions: the label is a function of the id and the card)
        acts = [self.action(f"discard {cards[i]}", i, "Discard %s (hand limit)", names[i], refs=(i,)) for i in reps]
        over = len(self.hands[p]) - self.hand_limit()
        if over >= 2 and len(acts) >= 2:
            picks = tuple(self.spare_cards(p, over))
            shown = join_names([self.name(i) for i in picks])
            acts.append(Action("discard auto", f"Discard {over} cards at once: {shown} (hand limit)", picks, run=True))
        return acts

    def take_discard_down(self, frame: Frame, act: Action) -> None:
        p = frame[1]
        for i in act.data if isinstance(act.data, tuple) else (act.data,):
            self.hands[p].remove(i)
            self.into_discard(i)
            self.log("discard", {"card": self.card_obj(i), "why": "hand limit"})
        self.push(("hand_limit", p))

    def spare_cards(self, p: int, n: int) -> list[int]:
        """The ``n`` cards of ``p``'s hand a whole-run discard gives up (MLP-4.25): first those whose colour
        requirement (MLP-6.1) is furthest from met now, then the costliest, then by card id; of identical cards
        the lowest instance first (as the single steps do)."""
        table = self.color_power(p)
        by = table[0]

        def shortfall(i: int) -> int:
            f = self.F[i]
            if f.kind == TROUBLEMAKER or not f.play_req or self.play_req_met(p, i, table):
                return 0
            return sum(max(0, k - by.get(COLOR_BIT[c], 0)) for c, k in f.play_req)

        def key(i: int) -> tuple[int, int, str, int]:
            f = self.F[i]
            return (-shortfall(i), -(1 if f.kind == TROUBLEMAKER else f.cost), self.cards[i], i)

        return sorted(self.hands[p], key=key)[:n]

    def offer_retire(self, frame: Frame) -> list[Action]:
        """MLP-4.26: friends at home (face up or frightened) count, the Mane and resources do not. When two or
        more must go, also ``retire auto``: the whole run at once (the friends :meth:`spare_friends` suggests)."""
        p = frame[1]
        home = self.friends_at_home(p)
        acts = [
            Action(f"retire {rid}", f"Discard {self.name(i)} from your home (home limit)", i, refs=(i,))
            for rid, i in self.choice_ids(home)
        ]
        over = len(home) - self.home_limit(p)
        if over >= 2 and len(acts) >= 2:
            picks = tuple(self.spare_friends(p, over))
            names = join_names([self.name(i) for i in picks])
            acts.append(
                Action("retire auto", f"Discard {over} friends from your home at once: {names}", picks, run=True)
            )
        return acts

    def take_retire(self, frame: Frame, act: Action) -> None:
        for i in act.data if isinstance(act.data, tuple) else (act.data,):
            self.remove_to_discard(i, "home limit")
        self.push(("check",), ("home_limit", frame[1]))

    def spare_friends(self, p: int, n: int) -> list[int]:
        """The ``n`` friends at ``p``'s home a whole-run discard gives up (MLP-4.26): frightened ones first (they
        have no power, MLP-6.4), then the lowest current power, then the cheapest, then by card id and instance."""
        home = self.friends_at_home(p)

        def key(i: int) -> tuple[int, int, int, str, int]:
            return (0 if self.fl[i] & FRIGHT else 1, self.raw_power(i), self.F[i].cost, self.cards[i], i)

        return sorted(home, key=key)[:n]

    def step_turn_end(self, frame: Frame) -> None:
        """MLP-4.27: end-of-turn effects end, once-per-turn uses and challenges reset; the turn-limit check;
        then the other player's turn. A Mane's ``end_turn`` flip (card text) is checked first."""
        self.end_turn_flip(self.active)
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
