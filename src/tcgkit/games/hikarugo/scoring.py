"""7. End of game (HGO-7.1–7.9): scoring by stones, territory, agehama and komi, in half-points.

Resignation (HGO-7.1) is ``HgoBase.resign``; the end-of-turn checks (HGO-7.3, HGO-7.8) are in ``turn.py`` and the
no-legal-square check (HGO-7.2) in the Stone phase.
"""

from __future__ import annotations

from typing import Any

from .base import HgoBase
from .board import territory


def breakdown(stones: tuple[int, int], agehama: tuple[int, int], black: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """HGO-7.5–7.7: each player's score. Totals are computed in half-points (komi 1 half-point for White), then
    given as points: ``{"stones", "territory", "agehama", "komi", "total"}``."""
    terr = territory(stones[0], stones[1])
    out = []
    for p in (0, 1):
        komi_halves = 0 if p == black else 1
        halves = 2 * (stones[p].bit_count() + terr[p] + agehama[p]) + komi_halves
        out.append(
            {
                "stones": stones[p].bit_count(),
                "territory": terr[p],
                "agehama": agehama[p],
                "komi": komi_halves / 2,
                "total": halves / 2,
            }
        )
    return out[0], out[1]


class EndRules(HgoBase):
    def score(self) -> tuple[dict[str, Any], dict[str, Any]]:
        return breakdown((self.stones[0], self.stones[1]), (self.agehama[0], self.agehama[1]), self.black)

    def finish(self, reason: str) -> None:
        """End a game that is scored: NO_LEGAL_SQUARE, BOWLS_EMPTY (higher score wins, no tie by komi) or
        TURN_LIMIT (a draw, HGO-7.8). The result gives each player's breakdown (HGO-7.9)."""
        scores = self.score()
        if reason == "TURN_LIMIT":
            winner = None
        else:
            winner = 0 if scores[0]["total"] > scores[1]["total"] else 1
        self.end_game(winner, reason, scores)
