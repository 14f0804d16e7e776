"""The game-agnostic kernel of tcgkit: states, decisions, actions, decks, records, profiles, errors, randomness."""

from .actions import Action, Event, Note, Problem, Ref, Result
from .cards import CardPool
from .deck import Deck, parse_deck
from .errors import (
    ArgumentError,
    DataError,
    DeckError,
    IllegalAction,
    OptionError,
    PositionError,
    RecordError,
    TcgkitError,
)
from .game import Game, Option, pool_problem, read_position
from .names import capital, join_names, player_name, possessive, zone_label
from .profile import Profile
from .record import read_record, replay_states
from .rng import Rng
from .state import State

__all__ = [
    "Action",
    "ArgumentError",
    "CardPool",
    "DataError",
    "Deck",
    "DeckError",
    "Event",
    "Game",
    "IllegalAction",
    "Note",
    "Option",
    "OptionError",
    "PositionError",
    "Problem",
    "Profile",
    "RecordError",
    "Ref",
    "Result",
    "Rng",
    "State",
    "TcgkitError",
    "capital",
    "join_names",
    "parse_deck",
    "player_name",
    "pool_problem",
    "possessive",
    "read_position",
    "read_record",
    "replay_states",
    "zone_label",
]
