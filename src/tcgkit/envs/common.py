"""What every environment wrapper shares: starting a game from decks, options and a seed; results as rewards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import tcgkit
from tcgkit.core import Game, State

PLAYERS = 2
#: Decisions after which an environment truncates a game (no game of the sample decks comes near it).
MAX_DECISIONS = 5_000


def resolve_game(game: str | Game) -> Game:
    return tcgkit.game(game) if isinstance(game, str) else game


def start(game: Game, decks: Sequence[Any] | None, options: Mapping[str, Any] | None, seed: int) -> State:
    """A new game. Without ``decks``, a sample matchup of the game, chosen by the seed (so every seed is one game)."""
    if decks is None:
        samples = game.sample_decks()
        pairs = game.sample_matchups()
        a, b = pairs[seed % len(pairs)]
        decks = [samples[a], samples[b]]
    return game.new_game(list(decks), seed=seed, options=dict(options or {}))


def returns(state: State) -> list[float]:
    """+1 for the winner, -1 for the loser, 0 each for a draw or an unfinished game."""
    if state.outcome is None or state.outcome[0] is None:
        return [0.0] * PLAYERS
    return [1.0 if p == state.outcome[0] else -1.0 for p in range(PLAYERS)]


def plain_text(markup: str) -> str:
    """A game's terminal view (rich markup) as plain text."""
    from rich.text import Text

    return Text.from_markup(markup).plain
