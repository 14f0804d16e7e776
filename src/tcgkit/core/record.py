"""Game records ``{game, version, options, decks, seed, actions}`` (or ``position`` instead of decks/seed).

A record comes from outside (a file, a database, a client), so its shape is checked against a schema before any of
it is used: JSON text within the size and nesting limits (core.limits), then the fields' types (msgspec), at most
``MAX_ACTIONS`` action ids of at most ``MAX_ACTION_ID`` characters. Other keys (``players``, ``result`` of a
terminal game) are allowed and ignored. Every problem is a RecordError naming the source and the field.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Annotated, Any

import msgspec

from .deck import Deck
from .errors import IllegalAction, RecordError, TcgkitError
from .limits import MAX_ACTION_ID, MAX_ACTIONS
from .validate import check_plain, decode_json, schema_error, show

if TYPE_CHECKING:
    from .game import Game
    from .state import State

ActionId = Annotated[str, msgspec.Meta(max_length=MAX_ACTION_ID)]


class RecordShape(msgspec.Struct, forbid_unknown_fields=False):
    """The schema of a record (validation only; records stay plain dicts)."""

    game: str
    version: str | int
    actions: Annotated[list[ActionId], msgspec.Meta(max_length=MAX_ACTIONS)]
    options: dict[str, Any] | None = None
    decks: list[dict[str, Any]] | None = None
    seed: int | None = None  # check_plain bounds every integer to 64 bits
    position: dict[str, Any] | str | None = None


FIELD_HINTS = {
    "game": "'game' is a game name",
    "version": "'version' is the game's version",
    "actions": f"'actions' must be a list of action ids, at most {MAX_ACTIONS:,} of at most {MAX_ACTION_ID} characters",
    "options": "'options' is a table of option names and values",
    "decks": "'decks' is a list of decks, each {name, meta, sections}",
    "seed": "'seed' is an integer",
    "position": "'position' is a table or TOML text",
}


def check_record(record: Any, source: str = "record") -> dict[str, Any]:
    """Check the shape of a record given as data; RecordError naming ``source`` and the field if it is wrong."""
    check_plain(record, source, RecordError, max_str=MAX_ACTION_ID)
    if not isinstance(record, Mapping):
        raise RecordError(f"{source}: a record is a JSON object, got {type(record).__name__}")
    for key in ("game", "version", "actions"):
        if key not in record:
            raise RecordError(f"{source}: missing {key!r}")
    try:
        shape = msgspec.convert(dict(record), RecordShape, strict=True)
    except msgspec.ValidationError as exc:
        where = schema_error(exc)
        hint = FIELD_HINTS.get(where.split(":")[0].split("[")[0].split(".")[0], "")
        raise RecordError(f"{source}: {where}" + (f" ({hint})" if hint else "")) from None
    if shape.position is None and (shape.decks is None or shape.seed is None):
        raise RecordError(f"{source}: needs 'decks' and 'seed' (or a 'position')")
    return dict(record)


def read_record(text: str, source: str = "record") -> dict[str, Any]:
    """Parse record JSON text and check its shape; problems raise RecordError naming ``source``."""
    return check_record(decode_json(text, source, RecordError), source)


def start_of(game: Game, record: Mapping[str, Any]) -> State:
    """The initial state a (shape-checked) record describes."""
    if record.get("game") != game.name:
        raise RecordError(f"record is of game {show(record.get('game'))}, not {game.name!r}")
    if str(record.get("version")) != game.version:
        raise RecordError(f"record is of {game.name} version {str(record.get('version'))[:20]}, this is {game.version}")
    try:
        if record.get("position") is not None:
            return game.setup(record["position"])
        decks = [Deck.from_dict(d, f"decks[{i}]") for i, d in enumerate(record["decks"])]
        return game.new_game(decks, seed=record["seed"], options=record.get("options") or {})
    except RecordError:
        raise
    except TcgkitError as exc:
        raise RecordError(f"record cannot start: {exc}") from None


def replay_states(game: Game, record: Mapping[str, Any]) -> Iterator[tuple[State, str | None]]:
    """Yield (state, action id about to be applied) through a record, then (final state, None).

    The record's shape is checked first (``check_record``); an action that does not fit raises RecordError."""
    record = check_record(record)
    state = start_of(game, record)
    for n, aid in enumerate(record["actions"], 1):
        yield state, aid
        try:
            state.apply(aid)
        except IllegalAction as exc:
            raise RecordError(f"record action {n} ({show(aid)}) does not fit the game: {exc}") from None
    yield state, None


__all__ = ["RecordShape", "check_record", "read_record", "replay_states", "start_of"]
