"""Statistics of simulated games: win rates with 95% Wilson intervals, first-player advantage, lengths, reasons."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .games import UNFINISHED, GameResult

Z95 = 1.959963984540054  # the two-sided 95% normal quantile


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion (95% by default); (0, 1) when there are no trials."""
    if trials <= 0:
        return (0.0, 1.0)
    if not 0 <= successes <= trials:
        raise ValueError(f"successes must be between 0 and {trials}, got {successes}")
    p = successes / trials
    z2 = z * z
    denom = 1.0 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class Rate:
    """``k`` successes out of ``n`` with the rate and its 95% Wilson interval."""

    k: int
    n: int

    @property
    def rate(self) -> float:
        return self.k / self.n if self.n else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.k, self.n)

    def text(self) -> str:
        """'62.5% [55.6–68.9%]' (the 95% interval in brackets)."""
        low, high = self.interval
        return f"{100 * self.rate:.1f}% [{100 * low:.1f}–{100 * high:.1f}%]"

    def to_dict(self) -> dict[str, Any]:
        low, high = self.interval
        return {"k": self.k, "n": self.n, "rate": self.rate, "low": low, "high": high}


@dataclass(frozen=True)
class Summary:
    """The statistics of one match-up (two entrants)."""

    games: int
    wins: tuple[int, int]
    draws: int
    unfinished: int
    first_player: Rate  # games won by the player who went first, out of the games with a known first player
    mean_decisions: float
    min_decisions: int
    max_decisions: int
    mean_turns: float | None
    reasons: dict[str, int]

    def win_rate(self, entrant: int) -> Rate:
        """Wins of ``entrant`` over all games (draws and unfinished games are not wins)."""
        return Rate(self.wins[entrant], self.games)

    def to_dict(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "wins": list(self.wins),
            "draws": self.draws,
            "unfinished": self.unfinished,
            "win_rate": [self.win_rate(0).to_dict(), self.win_rate(1).to_dict()],
            "first_player_win_rate": self.first_player.to_dict(),
            "decisions": {"mean": self.mean_decisions, "min": self.min_decisions, "max": self.max_decisions},
            "mean_turns": self.mean_turns,
            "reasons": dict(self.reasons),
        }


def summarize(results: Sequence[GameResult]) -> Summary:
    """Win counts, draws, first-player wins, lengths and end reasons of ``results``."""
    games = len(results)
    wins = [0, 0]
    draws = unfinished = 0
    first_games = first_wins = 0
    for r in results:
        if r.reason == UNFINISHED:
            unfinished += 1
        elif r.winner is None:
            draws += 1
        else:
            wins[r.winner] += 1
        if r.first is not None:
            first_games += 1
            first_wins += r.winner == r.first
    lengths = [r.decisions for r in results]
    turns = [r.turns for r in results if r.turns is not None]
    reasons = Counter(r.reason for r in results)
    return Summary(
        games=games,
        wins=(wins[0], wins[1]),
        draws=draws,
        unfinished=unfinished,
        first_player=Rate(first_wins, first_games),
        mean_decisions=sum(lengths) / games if games else 0.0,
        min_decisions=min(lengths, default=0),
        max_decisions=max(lengths, default=0),
        mean_turns=sum(turns) / len(turns) if turns else None,
        reasons=dict(sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))),
    )


__all__ = ["Z95", "Rate", "Summary", "summarize", "wilson"]
