"""Great Mask challenges and the action-card window they share with raids (BIO-5.9 to BIO-5.17).

A challenge reveals the top challenge card; a window follows in which both players, the active player first, play
challenge-timed action cards or pass until two passes in a row; then the values are compared and the challenger
succeeds on ≥ (a tie goes to the challenger). On success the challenger takes the top card of their M&T deck.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Action

from .base import KEEP, NONE, PASS, BioBase, take_top
from .drawing import play_from_hand
from .effects import applies
from .endgame import check_win
from .startstep import attach


def reveal(state: BioBase) -> bool:
    """Reveal the top challenge card (BIO-5.14, BIO-5.19; BIO-6.5 if the deck is empty). False if none exists."""
    iid = take_top(state, state.cdeck, state.cdisc, "challenge")
    if iid == NONE:
        state.log("no_card", {"deck": "challenge"})
        return False
    state.revealed = iid
    state.log("reveal", {"card": state.cards[iid], "stat": state.facts.chal_stat[iid]})
    return True


def at_contest(state: BioBase) -> tuple[int, ...]:
    """The refs a challenge card is played at: the revealed challenge card (public)."""
    return () if state.revealed == NONE else (state.revealed,)


def cancel_target(state: BioBase, player: int) -> int:
    """BIO-5.13: the most recent boost, weaken or repel card of the other player in this window not yet targeted."""
    targeted = {t for _, _, t in state.window}
    cancellable = state.facts.cancellable
    for iid, who, _ in reversed(state.window):
        if who != player and cancellable[iid] and iid not in targeted:
            return iid
    return NONE


def window_card_legal(state: BioBase, player: int, iid: int) -> bool:
    """BIO-5.10, BIO-10.4: CANCEL_MODIFIER needs a target; REPEL_BOHROK is for the defender of a raid only."""
    for op, _n, _stats, _bohrok in state.facts.effects[iid]:
        if op == "CANCEL_MODIFIER" and cancel_target(state, player) == NONE:
            return False
        if op == "REPEL_BOHROK" and (state.wkind != "raid" or player == state.active):
            return False
    return True


def values(state: BioBase) -> tuple[int, int]:
    """BIO-5.12: both players' values for the stat of the revealed card (indexed by player). Values may be negative.

    Toa stat + attached mask and Turaga bonuses for that stat + own effective BOOSTs − the other side's effective
    WEAKENs; the raider adds its Bohrok's modifier unless an effective REPEL_BOHROK was played."""
    facts = state.facts
    stat = facts.chal_stat[state.revealed]
    out = [facts.toa_stats[state.toa[q]][stat] for q in (0, 1)]
    for q in (0, 1):
        for iid in (state.amask[q], state.aturaga[q]):
            if iid != NONE and facts.stat_bonus[iid][0] == stat:
                out[q] += facts.stat_bonus[iid][1]
    targeted = {t for _, _, t in state.window}
    repel = False
    for iid, q, _ in state.window:
        if iid in targeted:
            continue  # BIO-5.13: a targeted card is not effective
        for op, n, stats, _bohrok in facts.effects[iid]:
            if op == "BOOST" and applies(stats, stat):
                out[q] += n
            elif op == "WEAKEN" and applies(stats, stat):
                out[1 - q] -= n
            elif op == "REPEL_BOHROK":
                repel = True
    if state.wkind == "raid" and not repel:
        out[state.active] += facts.bohrok_mod[state.rbohrok].get(stat, 0)
    return out[0], out[1]


def close_contest(state: BioBase) -> None:
    """BIO-5.17, BIO-5.21: the revealed card goes to the challenge discard; the window's effects end (BIO-6.12)."""
    if state.revealed != NONE:
        state.cdisc.append(state.revealed)
        state.revealed = NONE
    state.window = []
    state.wkind = ""


class ChallengesMixin(BioBase):
    """Frames ``challenge``, ``chal_resolve``, ``chal_cleanup`` (steps), ``window`` and ``acq_attach`` (decisions)."""

    def step_challenge(self, frame: tuple[Any, ...]) -> None:
        """BIO-5.14: reveal; the window; then the comparison and cleanup."""
        p = frame[1]
        self.wkind = "challenge"
        self.window = []
        if not reveal(self):
            self.wkind = ""
            return
        self.push(("window", p, 0), ("chal_resolve", p), ("chal_cleanup",))

    def offer_window(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-5.9, BIO-5.10: ("window", player, passes in a row) — play a legal challenge-timed card or pass."""
        p = frame[1]
        timing = self.facts.timing
        cards = [i for i in self.hands[p] if timing[i] == "challenge" and window_card_legal(self, p, i)]
        return [*self.card_choices("play", cards, "Play", at_contest(self)), PASS] if cards else [PASS]

    def take_window(self, frame: tuple[Any, ...], act: Action) -> None:
        _, p, passes = frame
        if act.data is None:
            if passes == 0:  # BIO-5.11: the window closes on the second pass in a row
                self.push(("window", 1 - p, 1))
            return
        iid = self.first_of(self.hands[p], act.data)
        ops = [e[0] for e in self.facts.effects[iid]]
        target = cancel_target(self, p) if "CANCEL_MODIFIER" in ops else NONE
        play_from_hand(self, p, iid)
        self.window.append((iid, p, target))
        if target != NONE:
            self.log("cancel", {"player": p, "card": self.cards[target]})
        if "REDRAW_CHALLENGE" in ops:
            self.cdisc.append(self.revealed)
            self.revealed = NONE
            reveal(self)  # the discard just received a card, so a card can always be revealed
        self.push(("window", 1 - p, 0))

    def step_chal_resolve(self, frame: tuple[Any, ...]) -> None:
        """BIO-5.15, BIO-5.16: success iff the challenger's value ≥ the defender's; then the acquisition."""
        p = frame[1]
        vals = values(self)
        success = vals[p] >= vals[1 - p]
        stat = self.facts.chal_stat[self.revealed]
        self.log("challenge_result", {"player": p, "stat": stat, "values": list(vals), "success": success})
        if success:
            self.acquire(p)

    def acquire(self, p: int) -> None:
        """BIO-5.16: the top card of the challenger's M&T deck goes to the held area; BIO-7.2 win check."""
        deck = self.mtdecks[p]
        if not deck:
            self.log("no_card", {"player": p, "deck": "M&T"})
            return
        iid = deck.pop()
        self.mtknown[p] = max(0, self.mtknown[p] - 1)
        self.held[p].append(iid)
        self.log("acquire", {"player": p, "card": self.cards[iid]})
        if check_win(self, p):
            return
        facts = self.facts
        if (facts.is_mask[iid] and self.amask[p] == NONE) or (facts.is_turaga[iid] and self.aturaga[p] == NONE):
            self.push(("acq_attach", p, iid))

    def offer_acq_attach(self, frame: tuple[Any, ...]) -> list[Action]:
        """BIO-5.16: the acquired card may be attached at once if nothing of its kind is attached."""
        return [*self.card_choices("attach", [frame[2]], "Attach"), KEEP]

    def take_acq_attach(self, frame: tuple[Any, ...], act: Action) -> None:
        if act.data is not None:
            attach(self, frame[1], frame[2])

    def step_chal_cleanup(self, frame: tuple[Any, ...]) -> None:
        """BIO-5.17: the revealed card goes to the challenge discard and the challenge is over."""
        close_contest(self)
