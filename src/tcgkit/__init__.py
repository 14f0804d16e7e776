"""tcgkit: out-of-print trading card games with their rules fully enforced.

import tcgkit
game = tcgkit.game("hikarugo")
state = game.new_game(decks=list(game.sample_decks().values())[:2], seed=7)
while not state.is_over:
    state.apply(state.legal_actions()[0])
"""

from __future__ import annotations

from .core import (
    Action,
    ArgumentError,
    Deck,
    DeckError,
    Event,
    Game,
    IllegalAction,
    OptionError,
    PositionError,
    Problem,
    RecordError,
    Result,
    State,
    TcgkitError,
)
from .games import get as _get
from .games import names as _names

__version__ = "0.1.0"


def game(name: str) -> Game:
    """The game called ``name`` (see ``games()``)."""
    return _get(name)


def games() -> list[str]:
    """The names of every registered game."""
    return _names()


__all__ = [
    "Action",
    "ArgumentError",
    "Deck",
    "DeckError",
    "Event",
    "Game",
    "IllegalAction",
    "OptionError",
    "PositionError",
    "Problem",
    "RecordError",
    "Result",
    "State",
    "TcgkitError",
    "game",
    "games",
]
