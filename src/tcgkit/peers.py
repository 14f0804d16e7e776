"""tcgkit's engines beside peer libraries' engines: random play loops, and rounds that alternate between them.

Every loop plays random games until a deadline on a clock and returns the decisions it played; the deadline is
checked between games, so a loop overruns it by at most one game and its rate is decisions ÷ the clock time it
really took. The random pick is the same cheap seeded one for every engine (``tcgkit.core.Rng``), so the figures
compare the engines, not their random number generators:

- a tcgkit game: ``tcgkit bench``'s games (sample deck pairs, seeds 0, 1, ..., ``bench.pick``), a decision being one
  ``legal_actions()`` and one ``apply()``; new games are inside the loop;
- an OpenSpiel game (``pyspiel``; ``python_block_dominoes`` is pure Python): ``legal_actions()`` and
  ``apply_action()``; chance nodes (the deal) are sampled inside the loop and not counted as decisions;
- an RLCard game's engine (``env.game``, e.g. uno): ``step()``, whose returned state holds the next legal actions —
  no observation encoding; or the RLCard environment (``env.step``, with its encoding), for the environment tables.

OpenSpiel and RLCard are the ``peers`` extra (``pip install 'tcgkit[peers]'``); ``missing()`` names what is absent.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.util import find_spec
from typing import Any

import tcgkit

from .bench import MAX_DECISIONS, deck_pairs, pick
from .core import Rng

Clock = Callable[[], float]
#: ``play(deadline, clock) -> decisions``: random games until ``clock() >= deadline`` (checked between games)
Loop = Callable[[float, Clock], int]

#: the modules of the ``peers`` extra and the distribution that provides each
PEER_PACKAGES: dict[str, str] = {"pyspiel": "open_spiel", "rlcard": "rlcard"}
DOMINOES = "python_block_dominoes"
RLCARD_GAME = "uno"
INSTALL = "pip install 'tcgkit[peers]'"


def missing() -> str | None:
    """The first package of the ``peers`` extra that is not installed (None when all are)."""
    for module, dist in PEER_PACKAGES.items():
        if find_spec(module) is None:
            return dist
    return None


def tcgkit_loop(name: str) -> Loop:
    """Random games of the tcgkit game ``name``, as ``tcgkit bench`` plays them."""
    game = tcgkit.game(name)
    pairs = deck_pairs(game)

    def play(deadline: float, clock: Clock = time.perf_counter) -> int:
        rng = Rng(0)
        decisions = seed = 0
        while clock() < deadline:
            state = game.new_game(pairs[seed % len(pairs)], seed=seed)
            seed += 1
            n = 0
            while not state.is_over and n < MAX_DECISIONS:
                state.apply(pick(state.legal_actions(), rng))
                n += 1
            decisions += n
        return decisions

    return play


def spiel_loop(load: Callable[[], Any]) -> Loop:
    """Random games of the OpenSpiel game ``load()`` (called once per run)."""

    def play(deadline: float, clock: Clock = time.perf_counter) -> int:
        game = load()
        rng = Rng(0)
        decisions = 0
        while clock() < deadline:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(_chance(state.chance_outcomes(), rng))
                    continue
                legal = state.legal_actions()
                state.apply_action(legal[rng.below(len(legal))])
                decisions += 1
        return decisions

    return play


def _chance(outcomes: Sequence[tuple[int, float]], rng: Rng) -> int:
    """An outcome drawn with its probability."""
    u = rng.random()
    for action, p in outcomes:
        u -= p
        if u < 0:
            return action
    return outcomes[-1][0]


def spiel_game(name: str) -> Callable[[], Any]:
    """A loader of OpenSpiel's game ``name``; OpenSpiel's Python games (e.g. block dominoes) are registered first."""

    def load() -> Any:
        import open_spiel.python.games  # noqa: F401 - registers the python_* games
        import pyspiel

        return pyspiel.load_game(name)

    return load


def rlcard_loop(env_id: str, encoded: bool = False) -> Loop:
    """Random games of RLCard's ``env_id``: its game engine, or with ``encoded`` its environment (``env.step``,
    which also encodes each observation for a learner)."""

    def play(deadline: float, clock: Clock = time.perf_counter) -> int:
        import rlcard

        env = rlcard.make(env_id, config={"seed": 0})
        rng = Rng(0)
        decisions = 0
        while clock() < deadline:
            if encoded:
                state, _ = env.reset()
                while not env.is_over():
                    legal = list(state["legal_actions"])
                    state, _ = env.step(legal[rng.below(len(legal))])
                    decisions += 1
            else:
                game = env.game
                state, _ = game.init_game()
                while not game.is_over():
                    legal = state["legal_actions"]
                    state, _ = game.step(legal[rng.below(len(legal))])
                    decisions += 1
        return decisions

    return play


@dataclass(frozen=True)
class Engine:
    """One row of the comparison: a label, its random play loop, and for another library's engine a short name (the
    heading of the ratios to it); ``peer`` is True then."""

    label: str
    play: Loop
    short: str = ""

    @property
    def peer(self) -> bool:
        return bool(self.short)


def engines(names: Sequence[str]) -> list[Engine]:
    """The tcgkit games ``names``, then OpenSpiel's block dominoes and RLCard's uno engine."""
    rows = [Engine(name, tcgkit_loop(name)) for name in names]
    rows.append(Engine("OpenSpiel dominoes", spiel_loop(spiel_game(DOMINOES)), "dominoes"))
    rows.append(Engine(f"RLCard {RLCARD_GAME}", rlcard_loop(RLCARD_GAME), RLCARD_GAME))
    return rows


@dataclass(frozen=True)
class Rates:
    """Decisions per second of one engine in each round."""

    label: str
    short: str
    rounds: tuple[float, ...]

    @property
    def peer(self) -> bool:
        return bool(self.short)

    @property
    def median(self) -> float:
        return statistics.median(self.rounds)


def compare(
    rows: Sequence[Engine],
    rounds: int,
    seconds: float,
    clock: Clock = time.process_time,
    progress: Callable[[int, str], None] | None = None,
) -> list[Rates]:
    """``rounds`` rounds; in each, every engine plays for ``seconds`` of ``clock`` (CPU time by default), starting
    with a different engine each round so that none always runs first. ``progress(round, label)`` is called
    before each run. Each loop is first run once with no time left, so that imports and loading are not timed."""
    for row in rows:
        row.play(clock(), clock)
    found: list[list[float]] = [[] for _ in rows]
    for r in range(rounds):
        for k in range(len(rows)):
            i = (r + k) % len(rows)
            if progress is not None:
                progress(r, rows[i].label)
            t0 = clock()
            n = rows[i].play(t0 + seconds, clock)
            found[i].append(n / (clock() - t0))
    return [Rates(row.label, row.short, tuple(f)) for row, f in zip(rows, found, strict=True)]


def load_average() -> tuple[float, float, float] | None:
    """The machine's load average over 1, 5 and 15 minutes (None where the system does not tell)."""
    try:
        return os.getloadavg()
    except (AttributeError, OSError):
        return None


__all__ = [
    "INSTALL",
    "Engine",
    "Rates",
    "compare",
    "engines",
    "load_average",
    "missing",
    "rlcard_loop",
    "spiel_game",
    "spiel_loop",
    "tcgkit_loop",
]
