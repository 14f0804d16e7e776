"""The errors tcgkit raises. Every one carries a one-line message meant for a person."""

from __future__ import annotations


class TcgkitError(Exception):
    """Base of every error tcgkit raises on bad input (never on an internal bug)."""


class IllegalAction(TcgkitError):
    """An action id that is not among the legal actions of the current decision. The state is unchanged."""


class DeckError(TcgkitError):
    """A deck list that cannot be read (unknown card, bad line) or a deck that breaks a deck rule."""


class PositionError(TcgkitError):
    """A malformed position given to ``Game.setup``."""


class RecordError(TcgkitError):
    """A malformed or mismatched game record or saved state."""


class DataError(TcgkitError):
    """A data file of a game package (cards, decks, maps, profile) that fails validation."""


class OptionError(TcgkitError):
    """An unknown regulation option or a bad value for one."""


class ArgumentError(TcgkitError, ValueError):
    """A bad argument to an API call that is not a deck, option, position or record (a seed that is not an integer)."""
