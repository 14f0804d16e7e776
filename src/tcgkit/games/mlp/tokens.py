"""The Ready phase (MLP-4.3–4.5): readying, action tokens by the score table (MLP-4.4, MLP-6.7), the draw
(the first player skips it on turn 1)."""

from __future__ import annotations

from tcgkit.core.compiled import mypyc_attr

from .board import EXH, TOKEN_TABLE, Frame
from .setup import SetupRules


def tokens_for(highest: int) -> int:
    """MLP-4.4: ≤1 → 2, 2–5 → 3, 6–10 → 4, ≥11 → 5 tokens, by the highest score of both players."""
    for low, n in TOKEN_TABLE:
        if highest >= low:
            return n
    return TOKEN_TABLE[-1][1]


@mypyc_attr(allow_interpreted_subclasses=True)
class TokenRules(SetupRules):
    def step_ready(self, frame: Frame) -> None:
        p = self.active
        self.phase = "ready"
        if "start_turn" in self.fires:
            self.fire("start_turn", p)  # card text "at the start of a turn" (MLP-0.7): resolves after this phase
        if "start_phase" in self.fires:
            self.fire("start_phase", p)
        owner, fl = self.owner, self.fl
        for i in self.in_play_cards():
            if owner[i] == p and fl[i] & EXH:
                fl[i] &= ~EXH
        code = f"n{p}"
        if any(m[4] == code for m in self.mods):
            self.mods = [m for m in self.mods if m[4] != code]
        gain = tokens_for(max(self.scores))
        self.tokens[p] += gain
        self.log("ready", {"player": p, "tokens": gain, "pool": self.tokens[p]})
        self.fire("on_gain_tokens", p, -1, -1, gain)
        if not (self.turn == 1 and p == self.first):
            self.draw(p, 1)
        if "end_draw" in self.fires:
            self.fire("end_draw", p)  # card text "at the end of your draw step" (MLP-0.7)
        self.push(*([("check",)] if self.pending else []), ("tm_phase",))
