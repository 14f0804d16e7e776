"""Batch simulation: many seeded games between two entrants (a deck and an agent each), with statistics.

``run_games(spec, seeds)`` is the one pure function every backend runs; ``simulate(jobs, backend, workers)`` runs
jobs on local processes (default) or a Ray cluster (``pip install 'tcgkit[cluster]'``) with identical results for
the same seeds; ``summarize`` gives win rates with 95% Wilson intervals, first-player advantage, lengths and end
reasons. ``tcgkit sim`` is the command line over this package (docs/cli.md).
"""

from __future__ import annotations

from .backends import BACKENDS, Job, SimError, chunks, default_workers, simulate
from .games import MAX_DECISIONS, UNFINISHED, Entrant, GameResult, SimSpec, play_game, run_games, seats_for
from .plan import entrant_labels, illegal_pairings, matrix_jobs, matrix_rates, pair_job, seeds_for
from .stats import Rate, Summary, summarize, wilson

__all__ = [
    "BACKENDS",
    "MAX_DECISIONS",
    "UNFINISHED",
    "Entrant",
    "GameResult",
    "Job",
    "Rate",
    "SimError",
    "SimSpec",
    "Summary",
    "chunks",
    "default_workers",
    "entrant_labels",
    "illegal_pairings",
    "matrix_jobs",
    "matrix_rates",
    "pair_job",
    "play_game",
    "run_games",
    "seats_for",
    "seeds_for",
    "simulate",
    "summarize",
    "wilson",
]
