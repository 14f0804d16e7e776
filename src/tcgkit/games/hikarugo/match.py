"""5.E Match (taikyoku), HGO-4.8–4.9 and HGO-5.23–5.38: declare, defend, the technique window, values, the
result, stone taking, cleanup and the win/loss triggers.

Match modifiers are tuples ``(kind, player, n, source)``: BOOST, ATTACK_UP and DEFENSE_UP add n to the player's own
uchite, WEAKEN subtracts n from the opponent's, EXTRA_TAKE adds to the stones the player takes if they win, and GUARD
keeps the player's uchite from being discarded (HGO-10.8).
"""

from __future__ import annotations

from tcgkit.core import Action

from .actions import MATCH_ZONE, NO_DEFENDER, NO_MATCH, PASS, RESIGN, TAKE, card_action, square_actions
from .base import Frame, decision
from .board import SQUARES, bits
from .cards import TECHNIQUE
from .playing import PlayRules
from .shortcuts import END_TURN_NOW, RunAction, take_auto_action

#: HGO-5.27: the most techniques a player may play in one match.
TECHNIQUE_LIMIT = 3
_RAISES = frozenset({"BOOST", "ATTACK_UP", "DEFENSE_UP"})


def stones_for(d: int) -> int:
    """HGO-5.35: the base number of stones taken for a value difference d."""
    if d <= 1:
        return 0
    if d <= 3:
        return 1
    if d <= 5:
        return 2
    return 3


class MatchRules(PlayRules):
    """The match; it plays cards in the window with the procedures of ``playing.py``."""

    # ------------------------------------------------------------------ declaring
    def step_matchphase(self, frame: Frame) -> None:
        """HGO-4.8: offered only with an eligible uchite; at most one match per turn (HGO-4.9)."""
        self.phase = "match"
        p = self.active
        if not self.match_held and any(self.eligible(u) for u in self.uchite[p]):
            self.push(("declare", p))

    def offer_declare(self, frame: Frame) -> list[Action]:
        """HGO-4.8: a match with an eligible uchite, ``no-match``, or ``end-turn`` when the End phase would ask."""
        p = frame[1]
        facts = self.GAME.facts
        ready = [u for u in self.uchite[p] if self.eligible(u)]
        acts = [*(card_action("match", c, facts[c].name, ii, MATCH_ZONE) for c, ii in self.groups(ready)), NO_MATCH]
        if self.chars[p] or self.fuseki[p]:
            acts.append(END_TURN_NOW)
        acts.append(RESIGN)
        return acts

    @decision
    def take_declare(self, frame: Frame, act: Action) -> None:
        """HGO-5.24: the chosen uchite moves to the attacker slot; the match is held; technique counts are 0."""
        if act is NO_MATCH:
            return
        if act is END_TURN_NOW:
            self.end_turn_now()
            return
        p = frame[1]
        cid = act.data[1]
        cards = self.cards
        iid = min(u for u in self.uchite[p] if cards[u] == cid and self.eligible(u))
        self.uchite[p].remove(iid)
        self.att = iid
        self.match_held = True
        self.tcount = [0, 0]
        self.log("match", {"player": p, "card": cid, "instance": iid})
        self.push(("defend", 1 - p), ("window_open",), ("resolve",))

    def offer_defend(self, frame: Frame) -> list[Action]:
        """HGO-5.25: any uchite of the defender's area, or none."""
        q = frame[1]
        facts = self.GAME.facts
        acts = [card_action("defend", c, facts[c].name, ii, MATCH_ZONE) for c, ii in self.groups(self.uchite[q])]
        acts.append(NO_DEFENDER)
        acts.append(RESIGN)
        return acts

    @decision
    def take_defend(self, frame: Frame, act: Action) -> None:
        q = frame[1]
        if act is NO_DEFENDER:
            self.log("defend", {"player": q, "card": None})
            return
        iid = self.pick_card(self.uchite[q], act.data[1])
        self.dfd = iid
        self.log("defend", {"player": q, "card": act.data[1], "instance": iid})

    # ------------------------------------------------------------------ the technique window
    def step_window_open(self, frame: Frame) -> None:
        """HGO-5.26: the attacker holds priority first; the pass count is 0."""
        self.prio = self.active
        self.passes = 0
        self.push(("window", self.active))

    def offer_window(self, frame: Frame) -> list[Action]:
        """HGO-5.27: a technique (fewer than 3 so far, requirements met, payable), a fuseki flip, an ability,
        or pass."""
        h = frame[1]
        av = self.avail(h)
        acts = []
        if self.tcount[h] < TECHNIQUE_LIMIT:
            facts = self.GAME.facts
            F = self.F
            for cid, iids in self.groups([i for i in self.hands[h] if F[i].kind == TECHNIQUE]):
                f = facts[cid]
                if self.requirements_met(h, f.req, f.banish) and self.payable(f.cost, f.total, av):
                    acts.append(card_action("technique", cid, f.name, iids, MATCH_ZONE, f.cost))
        self.flip_actions(h, "match", av, acts)
        self.ability_actions(h, "match", av, acts)
        acts.append(PASS)
        acts.append(RESIGN)
        return acts

    @decision
    def take_window(self, frame: Frame, act: Action) -> None:
        h = frame[1]
        if act is PASS:
            self.passes += 1
            self.log("pass", {"player": h})
            if self.passes >= 2:  # HGO-5.30
                self.close_window()
            else:
                self.prio = 1 - h
                self.push(("window", 1 - h))
            return
        self.passes = 0  # HGO-5.29: any other action resets the pass count
        self.push(("window_next", h))
        self.start(h, act)

    def step_window_next(self, frame: Frame) -> None:
        """HGO-5.29: once the action has resolved, both at 3 techniques ends the window; else priority passes."""
        h = frame[1]
        if self.tcount[0] >= TECHNIQUE_LIMIT and self.tcount[1] >= TECHNIQUE_LIMIT:
            self.close_window()
        else:
            self.prio = 1 - h
            self.push(("window", 1 - h))

    def close_window(self) -> None:
        self.prio = -1
        self.passes = 0
        self.log("window_closed", None)

    # ------------------------------------------------------------------ result
    def static_bonus(self, u: int, owner: int, role: str) -> int:
        """STATIC_BONUS of the uchite itself and of its owner's character for this role (HGO-10.8)."""
        F = self.F
        n = sum(b for r, b in F[u].static if r == role or r == "any")
        if self.chars[owner]:
            n += sum(b for r, b in F[self.chars[owner][0]].static if r == role or r == "any")
        return n

    def modifier_total(self, side: int) -> int:
        n = 0
        for kind, q, amount, _ in self.mods:
            if kind in _RAISES and q == side:
                n += amount
            elif kind == "WEAKEN" and q != side:
                n -= amount
        return n

    def values(self) -> tuple[int, int]:
        """HGO-5.32: A and D, each printed value plus every modifier, raised to 0 if negative; no defender: D = 0.
        Only meaningful while the attacker slot is filled."""
        a = self.active
        att = self.att
        A = self.F[att].attack + self.static_bonus(att, a, "attacker") + self.modifier_total(a)
        dfd = self.dfd
        if dfd < 0:
            D = 0
        else:
            D = self.F[dfd].defense + self.static_bonus(dfd, 1 - a, "defender") + self.modifier_total(1 - a)
        return max(A, 0), max(D, 0)

    def step_resolve(self, frame: Frame) -> None:
        """HGO-5.33–5.35: higher value wins, equal is a tie; the loser's uchite (on a tie both) is discarded unless
        guarded; the winner takes stones by the difference."""
        A, D = self.values()
        a = self.active
        if A > D:
            winner = a
        elif D > A:
            winner = 1 - a
        else:
            winner = -1
        self.log("match_result", {"attack": A, "defense": D, "winner": winner})
        guarded = [q for kind, q, _, _ in self.mods if kind == "GUARD"]
        losers = (a, 1 - a) if winner < 0 else (1 - winner,)
        for q in losers:
            slot = self.att if q == a else self.dfd
            if slot < 0:
                continue
            if q in guarded:
                self.log("guarded", {"player": q, "card": self.cards[slot], "instance": slot})
                continue
            if q == a:
                self.att = -1
            else:
                self.dfd = -1
            self.to_discard(slot)
            self.log("discard", {"player": q, "card": self.cards[slot], "from": "match", "instance": slot})
        frames: list[Frame] = []
        if winner >= 0:
            loser = 1 - winner
            extra = sum(n for kind, q, n, _ in self.mods if kind == "EXTRA_TAKE" and q == winner)
            n = min(stones_for(abs(A - D)) + extra, self.stones[loser].bit_count())
            if n:
                frames.append(("take", winner, n))
        frames.append(("cleanup",))
        frames.append(("match_triggers", winner))
        self.push(*frames)

    def offer_take(self, frame: Frame) -> list[Action]:
        """HGO-5.35: the winner chooses the loser's stones (tapped or not) one at a time; ``take auto`` takes them
        all at once (``shortcuts.py``)."""
        _, w, left = frame
        acts = square_actions(self.stones[1 - w], TAKE)
        if left > 1 and len(acts) > 1:
            acts.insert(0, take_auto_action(self.stones[w], self.stones[1 - w], self.tapped, left))
        acts.append(RESIGN)
        return acts

    @decision
    def take_take(self, frame: Frame, act: Action) -> None:
        _, w, left = frame
        if isinstance(act, RunAction):
            for i in bits(act.mask):
                self.remove_stones(w, 1 << i)
                self.log("take", {"player": w, "square": SQUARES[i]})
            return
        self.remove_stones(w, 1 << act.data)
        self.log("take", {"player": w, "square": SQUARES[act.data]})
        if left > 1 and self.stones[1 - w]:
            self.push(("take", w, left - 1))

    def step_cleanup(self, frame: Frame) -> None:
        """HGO-5.36: techniques are discarded; surviving uchite return with their entry turn; modifiers end."""
        for q in (0, 1):
            for iid in self.piles[q]:
                self.to_discard(iid)
            self.piles[q].clear()
        for slot in (self.att, self.dfd):
            if slot >= 0:
                self.uchite[self.owner[slot]].append(slot)
        self.att = self.dfd = -1
        self.mods = []
        self.tcount = [0, 0]
        self.prio = -1
        self.passes = 0
        self.log("cleanup", None)

    def step_match_triggers(self, frame: Frame) -> None:
        """HGO-5.37: ON_MATCH_WIN of the winner, ON_MATCH_LOSS of the loser, the active player's first; a tie
        triggers neither. Then the turn goes on to the End phase (HGO-5.38)."""
        winner = frame[1]
        if winner < 0:
            return
        a = self.active
        self.trigger(tuple((p, "on_win" if p == winner else "on_loss") for p in (a, 1 - a)))
