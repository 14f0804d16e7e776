"""The game-agnostic kernel of tcgkit: states, decisions, actions, decks, records, profiles, errors, randomness."""

from .actions import Action, Event, Problem, Result
from .cards import CardPool
from .deck import Deck, parse_deck
from .errors import (
    DataError,
    DeckError,
    IllegalAction,
    OptionError,
    PositionError,
    RecordError,
    TcgkitError,
)
from .game import Game, Option, pool_problem, read_position
from .profile import Profile
from .record import read_record, replay_states
from .rng import Rng
from .state import State

__all__ = [
    "Action",
    "CardPool",
    "DataError",
    "Deck",
    "DeckError",
    "Event",
    "Game",
    "IllegalAction",
    "Option",
    "OptionError",
    "PositionError",
    "Problem",
    "Profile",
    "RecordError",
    "Result",
    "Rng",
    "State",
    "TcgkitError",
    "parse_deck",
    "pool_problem",
    "read_position",
    "read_record",
    "replay_states",
]
