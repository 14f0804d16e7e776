"""Measuring the computer opponent's search: ISMCTS iterations per CPU second at a game's own search settings.

The engine numbers of ``tcgkit bench`` say how fast random games run; a search spends its time differently
(determinizing, cloning, playouts with the game's evaluation), so its speed is measured on its own: decision points
are sampled uniformly from seeded random games (only decisions with more than one real choice, where the agent
searches), and the game's play agent (``agents.play_spec``: ``Game.SEARCH``) searches each of them for a fixed
number of iterations, without early stopping, on a fresh agent. CPU time (``time.process_time``) of those searches
over the iterations run is the rate, so other work on the machine disturbs it less than wall time would.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from time import process_time

from . import agents
from .agents.base import choices_of
from .bench import MAX_DECISIONS, deck_pairs, pick
from .core import Game, Rng, State

SEARCH_DECISIONS = 30  # decision points searched
SEARCH_ITERATIONS = 100  # iterations a decision
FINGERPRINT_DECISIONS = 8  # decision points a search fingerprint reads
FINGERPRINT_ITERATIONS = 40  # iterations of each


@dataclass(frozen=True)
class SearchRate:
    """What ``search_rate`` found for one game: the agent ``spec`` searched ``decisions`` sampled decision points
    for ``iterations`` iterations in all, in ``cpu_seconds``."""

    game: str
    spec: str
    decisions: int
    iterations: int
    cpu_seconds: float

    @property
    def iterations_per_second(self) -> float:
        return self.iterations / self.cpu_seconds if self.cpu_seconds else 0.0


def sample_decisions(game: Game, count: int, seed: int = 0) -> list[State]:
    """``count`` decision points with more than one real choice, sampled uniformly (reservoir sampling) from seeded
    random games (``seed``, ``seed + 1``, ... over the sample deck pairs), enough games to see ``4 * count`` such
    points (fewer if the games are short)."""
    rng = Rng(seed)
    pairs = deck_pairs(game)
    kept: list[State] = []
    seen = 0
    g = 0
    while seen < 4 * count and g < 4 * count:
        state = game.new_game(pairs[g % len(pairs)], seed=seed + g)
        g += 1
        decisions = 0
        while not state.is_over and decisions < MAX_DECISIONS:
            actions = state.legal_actions()
            if len(choices_of(state)) > 1:
                seen += 1
                if len(kept) < count:
                    kept.append(state.clone())
                else:
                    j = rng.below(seen)
                    if j < count:
                        kept[j] = state.clone()
            state.apply(pick(actions, rng))
            decisions += 1
    return kept


def search_rate(
    game: Game,
    decisions: int = SEARCH_DECISIONS,
    iterations: int = SEARCH_ITERATIONS,
    seed: int = 0,
    spec: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> SearchRate:
    """Iterations per CPU second of ``spec`` (default: the game's play agent, ``agents.play_spec``) searching
    ``decisions`` sampled decision points for ``iterations`` iterations each. ``progress(done)`` after each."""
    spec = spec if spec is not None else agents.play_spec(game)
    states = sample_decisions(game, decisions, seed)
    total = 0
    cpu = 0.0
    for k, state in enumerate(states):
        agent = agents.make(spec, seed=seed + k, game=game, iterations=iterations, early=False)
        t0 = process_time()
        agent.act(state)
        cpu += process_time() - t0
        total += agent.last.iterations  # type: ignore[attr-defined]
        if progress is not None:
            progress(k + 1)
    return SearchRate(game.name, spec, len(states), total, cpu)


def search_fingerprint(
    game: Game,
    spec: str | None = None,
    decisions: int = FINGERPRINT_DECISIONS,
    iterations: int = FINGERPRINT_ITERATIONS,
    seed: int = 0,
) -> str:
    """A digest of what the search does (16 hex digits): on ``decisions`` sampled decision points, a fresh agent of
    ``spec`` (default: the game's play agent) searches ``iterations`` iterations without early stopping, and its
    choice and the visits of every root action are hashed. Fixed seeds and iterations make a search reproducible, so
    the digest changes when the game's evaluation, its search parameters, the agents' code or the engine change what
    the search would do, and only then (a speed-up that keeps every decision keeps it). Mean rewards are left out:
    the evaluation's floating point could differ in its last bits between platforms' maths libraries."""
    spec = spec if spec is not None else agents.play_spec(game)
    h = hashlib.sha256(spec.encode())
    for k, state in enumerate(sample_decisions(game, decisions, seed)):
        agent = agents.make(spec, seed=seed + k, game=game, iterations=iterations, early=False)
        chosen = agent.act(state)
        visits = sorted((aid, n) for aid, (n, _) in agent.last.children.items())  # type: ignore[attr-defined]
        h.update(repr((k, chosen, visits)).encode())
    return h.hexdigest()[:16]


__all__ = [
    "FINGERPRINT_DECISIONS",
    "FINGERPRINT_ITERATIONS",
    "SEARCH_DECISIONS",
    "SEARCH_ITERATIONS",
    "SearchRate",
    "sample_decisions",
    "search_fingerprint",
    "search_rate",
]
