"""Computer seats: agents that think in worker processes, never in the server's event loop.

The server sends a worker the game's record, the seat's agent spec, a seed and what is left of the seat's turn
budget (``turn``, seconds); the worker rebuilds the state (from its cache of recent games when the record extends a
state it already holds, else by replaying the record) and answers with an action id. ``IsmctsAgent``'s ``turn``
budget shares the remaining seconds among the turn's decisions, so the server keeps the turn's clock across
decisions, whichever worker answers each.
"""

from __future__ import annotations

import os
from collections import OrderedDict
from collections.abc import Callable, Mapping
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Any

import tcgkit
from tcgkit import agents
from tcgkit.core import State

from ..agents.ismcts import TURN_FLOOR
from ..workers import spawn_pool

CACHE_GAMES = 32
AGENT_KINDS = ("random", "heuristic", "mcts")
MAX_THINK = 60.0  # seconds per turn a person may ask of the computer
DEFAULT_THINK = agents.PLAY_TURN

_cache: OrderedDict[str, State] = OrderedDict()


def agent_spec(game: tcgkit.Game, kind: str) -> str:
    """The spec of a computer seat of ``kind`` for ``game``: ISMCTS with the game's measured search parameters (and
    iteration cap: ``agents.play_spec``)."""
    return agents.play_spec(game) if kind == "mcts" else kind


def agents_for(game: tcgkit.Game) -> list[str]:
    """The computer opponents that can play ``game`` (the heuristic needs the game's evaluation hook)."""
    out = []
    for kind in AGENT_KINDS:
        try:
            agents.make(agent_spec(game, kind), 0, game)
        except agents.AgentError:
            continue
        out.append(kind)
    return out


def state_of(game_id: str, record: Mapping[str, Any]) -> State:
    """The state of ``record``: the cached state of the game played on, or the record replayed."""
    game = tcgkit.game(record["game"])
    moves = record["actions"]
    state = _cache.pop(game_id, None)
    if state is None or len(state.history) > len(moves) or state.history != moves[: len(state.history)]:
        state = game.replay({**record, "actions": []})
    for aid in moves[len(state.history) :]:
        state.apply(aid)
    _cache[game_id] = state
    while len(_cache) > CACHE_GAMES:
        _cache.popitem(last=False)
    return state


def choose(game_id: str, record: dict[str, Any], spec: str, seed: int, turn: float | None) -> str:
    """The action id the agent ``spec`` chooses at the end of ``record`` (run in a worker process)."""
    state = state_of(game_id, record)
    game = tcgkit.game(record["game"])
    overrides = {"turn": max(turn, TURN_FLOOR)} if turn is not None else {}
    return agents.make(spec, seed, game, **overrides).act(state)


def _warm(setup: Callable[[], None] | None) -> None:
    """Import the games in a new worker before its first decision (and run ``setup``, e.g. a test registering an
    agent kind)."""
    for name in tcgkit.games():
        tcgkit.game(name).cards  # noqa: B018 - load the card pools
    if setup is not None:
        setup()


def ready() -> int:
    """A no-op job: its answer means a worker process has started and loaded the games (its process id)."""
    return os.getpid()


def make_pool(workers: int, setup: Callable[[], None] | None = None) -> ProcessPoolExecutor:
    """The worker processes (``workers.spawn_pool``: started with ``spawn``, so nothing of the server's threads or
    sockets is inherited, and each ends if the server is killed); ``setup`` (a module-level function) runs in each
    worker after the games are loaded."""
    return spawn_pool(workers, _warm, (setup,))


def warm(pool: Executor, workers: int) -> list[Future[int]]:
    """Start every worker now (a ``ready`` job each: the pool starts a process per job waiting), so the first
    decision of a computer seat does not wait for a process to start and load the games."""
    return [pool.submit(ready) for _ in range(workers)]


__all__ = [
    "AGENT_KINDS",
    "DEFAULT_THINK",
    "MAX_THINK",
    "agent_spec",
    "agents_for",
    "choose",
    "make_pool",
    "ready",
    "state_of",
    "warm",
]
