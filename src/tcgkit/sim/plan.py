"""Turning what was asked (decks, agents, number of games, seed) into jobs, and a deck matrix's win rates."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import Deck
from .backends import Job, SimError
from .games import Entrant, GameResult, SimSpec
from .stats import summarize


def entrant_labels(decks: Sequence[str], agents: Sequence[str]) -> tuple[str, str]:
    """Names for the two entrants: the deck when only the decks differ, the agent when only the agents differ,
    'deck (agent)' when both differ, and 'A: ...'/'B: ...' when the two are the same."""
    if decks[0] != decks[1] and agents[0] == agents[1]:
        return decks[0], decks[1]
    if decks[0] == decks[1] and agents[0] != agents[1]:
        return agents[0], agents[1]
    labels = [f"{d} ({a})" for d, a in zip(decks, agents, strict=True)]
    if labels[0] == labels[1]:
        return f"A: {labels[0]}", f"B: {labels[1]}"
    return labels[0], labels[1]


def seeds_for(games: int, seed: int) -> tuple[int, ...]:
    """The seeds of ``games`` games starting at ``seed`` (consecutive, so seats alternate)."""
    if games < 1:
        raise SimError(f"--games must be at least 1, got {games}")
    return tuple(range(seed, seed + games))


def pair_job(
    game: str,
    decks: Sequence[tuple[str, Deck]],
    agents: Sequence[str],
    games: int,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    keep_records: bool = False,
) -> Job:
    """One match-up: deck A played by agent A against deck B played by agent B."""
    if len(decks) != 2 or len(agents) != 2:
        raise SimError("a match-up needs two decks and two agents")
    labels = entrant_labels([d[0] for d in decks], agents)
    entrants = (
        Entrant(labels[0], decks[0][0], decks[0][1], agents[0]),
        Entrant(labels[1], decks[1][0], decks[1][1], agents[1]),
    )
    spec = SimSpec(game, entrants, dict(options or {}), keep_records=keep_records)
    return Job(spec, seeds_for(games, seed))


def matrix_jobs(
    game: str,
    decks: Sequence[tuple[str, Deck]],
    agent: str,
    games: int,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    keep_records: bool = False,
) -> list[Job]:
    """Every pairing of two different decks (i < j), each played ``games`` times by ``agent`` on both sides."""
    names = [name for name, _ in decks]
    if len(decks) < 2:
        raise SimError("--matrix needs at least two decks")
    if len(set(names)) != len(names):
        raise SimError(f"--matrix names a deck twice: {', '.join(names)}")
    return [
        pair_job(game, [decks[i], decks[j]], [agent, agent], games, seed, options, keep_records)
        for i in range(len(decks))
        for j in range(i + 1, len(decks))
    ]


def matrix_rates(
    names: Sequence[str], jobs: Sequence[Job], results: Sequence[Sequence[GameResult]]
) -> list[list[float | None]]:
    """rates[i][j] = the win rate of deck i against deck j (None on the diagonal, which is not played)."""
    index = {name: k for k, name in enumerate(names)}
    rates: list[list[float | None]] = [[None] * len(names) for _ in names]
    for job, rows in zip(jobs, results, strict=True):
        a, b = (index[e.deck_name] for e in job.spec.entrants)
        summary = summarize(rows)
        rates[a][b] = summary.win_rate(0).rate
        rates[b][a] = summary.win_rate(1).rate
    return rates


__all__ = ["entrant_labels", "matrix_jobs", "matrix_rates", "pair_job", "seeds_for"]
