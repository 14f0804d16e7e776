"""Random playouts shared by the environment tests."""

from __future__ import annotations

from collections.abc import Iterator

import tcgkit
from tcgkit.core import Rng, State
from tcgkit.envs.common import start

GAMES = tcgkit.games()


def playout(name: str, seed: int, limit: int = 3000) -> Iterator[State]:
    """The state before every decision of a random game (no resigning), then the final state."""
    game = tcgkit.game(name)
    state = start(game, None, None, seed)
    rng = Rng(seed)
    for _ in range(limit):
        yield state
        if state.is_over:
            return
        acts = [a for a in state.legal_actions() if not a.resign] or state.legal_actions()
        state.apply(acts[rng.below(len(acts))].id)
