"""Turning what was asked (decks, agents, number of games, seed) into jobs, and a deck matrix's win rates."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import game as load_game
from ..core import Deck, Problem
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
    """Every pairing of two different decks (i < j) that the rules allow (``illegal_pairings``), each played
    ``games`` times by ``agent`` on both sides."""
    names = [name for name, _ in decks]
    if len(decks) < 2:
        raise SimError("--matrix needs at least two decks")
    if len(set(names)) != len(names):
        raise SimError(f"--matrix names a deck twice: {', '.join(names)}")
    illegal = illegal_pairings(game, decks, options)
    barred = {(a, b) for a, b, _ in illegal}
    jobs = [
        pair_job(game, [decks[i], decks[j]], [agent, agent], games, seed, options, keep_records)
        for i in range(len(decks))
        for j in range(i + 1, len(decks))
        if (names[i], names[j]) not in barred
    ]
    if not jobs:
        raise SimError(f"--matrix: no two of these decks may play each other ({illegal[0][2]})")
    return jobs


def illegal_pairings(
    game: str, decks: Sequence[tuple[str, Deck]], options: dict[str, Any] | None = None
) -> list[tuple[str, str, Problem]]:
    """The pairings (i < j) that the rules between two decks forbid (``Game.check_decks`` finds a problem that
    neither deck has alone, e.g. Star Wars' SWT-3.1: two Dark decks), each with its first such problem."""
    g = load_game(game)
    opts = g.resolve_options(options or {})
    own = [set(g.check_decks([deck], opts)) for _, deck in decks]
    out = []
    for i in range(len(decks)):
        for j in range(i + 1, len(decks)):
            found = [p for p in g.check_decks([decks[i][1], decks[j][1]], opts) if not _alone(p, own[i], own[j])]
            if found:
                out.append((decks[i][0], decks[j][0], found[0]))
    return out


def _alone(problem: Problem, *single: set[Problem]) -> bool:
    """Whether a problem of a pairing is one deck's own (the same rule and words without the "deck N:" prefix)."""
    words = problem.message.split(": ", 1)[-1]
    return any(p.rule_id == problem.rule_id and p.message.split(": ", 1)[-1] == words for s in single for p in s)


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


__all__ = ["entrant_labels", "illegal_pairings", "matrix_jobs", "matrix_rates", "pair_job", "seeds_for"]
