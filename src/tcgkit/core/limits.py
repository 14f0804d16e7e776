"""The size limits of everything tcgkit reads from outside: deck lists, records, positions, saved states, action ids.

Every limit is far above what a real game needs (the largest sample deck has 60 cards, a long game a few thousand
decisions, a saved state at the end of a long game well under a megabyte) and far below what would exhaust memory
or time. Input over a limit is refused with the error of its boundary (DeckError, RecordError, PositionError,
OptionError, IllegalAction, ArgumentError) naming the limit. docs/reliability.md lists them.
"""

from __future__ import annotations

#: Characters of one deck list (a sample deck is about 1,500).
MAX_DECK_TEXT = 200_000
#: Copies on one deck-list line or in one record deck entry.
MAX_COPIES = 999
#: Cards in one deck, all sections together.
MAX_DECK_CARDS = 2_000
#: Sections and distinct cards of one deck; characters of a card name, section name or metadata value.
MAX_DECK_ROWS = 2_000
MAX_NAME = 200

#: Characters of a record or a saved state as JSON text, and of a position as TOML text.
MAX_JSON_TEXT = 16_000_000
MAX_POSITION_TEXT = 1_000_000
#: Nesting of lists and tables in any JSON or TOML input, and in a dict given to the API.
MAX_DEPTH = 64
#: Values (numbers, strings, lists, tables) in a position, record or options given as Python data.
MAX_NODES = 2_000_000
#: Integers in JSON input: the 64-bit range (a seed, a generator state, a count).
MIN_INT = -(2**63)
MAX_INT = 2**64 - 1
#: Integers in a position (turn, counters, damage, power...) and in option values.
MAX_POSITION_INT = 10**9

#: Actions in one record (the longest random game measured has a few thousand decisions).
MAX_ACTIONS = 100_000
#: Characters of one action id (real ids are under 60).
MAX_ACTION_ID = 500
#: Characters of an input value quoted back in an error message.
SHOWN = 60

__all__ = [
    "MAX_ACTIONS",
    "MAX_ACTION_ID",
    "MAX_COPIES",
    "MAX_DECK_CARDS",
    "MAX_DECK_ROWS",
    "MAX_DECK_TEXT",
    "MAX_DEPTH",
    "MAX_INT",
    "MAX_JSON_TEXT",
    "MAX_NAME",
    "MAX_NODES",
    "MAX_POSITION_INT",
    "MAX_POSITION_TEXT",
    "MIN_INT",
    "SHOWN",
]
