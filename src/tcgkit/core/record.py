"""Game records ``{game, version, options, decks, seed, actions}`` (or ``position`` instead of decks/seed)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from .deck import Deck
from .errors import IllegalAction, RecordError, TcgkitError

if TYPE_CHECKING:
    from .game import Game
    from .state import State


def read_record(text: str, source: str = "record") -> dict[str, Any]:
    """Parse record JSON text and check its shape; problems raise RecordError naming ``source``."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{source}: not JSON ({exc})") from None
    if not isinstance(raw, dict):
        raise RecordError(f"{source}: a record is a JSON object")
    for key in ("game", "version", "actions"):
        if key not in raw:
            raise RecordError(f"{source}: missing {key!r}")
    if "position" not in raw and ("decks" not in raw or "seed" not in raw):
        raise RecordError(f"{source}: needs 'decks' and 'seed' (or a 'position')")
    if not isinstance(raw["actions"], list) or not all(isinstance(a, str) for a in raw["actions"]):
        raise RecordError(f"{source}: 'actions' must be a list of action ids")
    return raw


def start_of(game: Game, record: Mapping[str, Any]) -> State:
    """The initial state a record describes."""
    if record.get("game") != game.name:
        raise RecordError(f"record is of game {record.get('game')!r}, not {game.name!r}")
    if str(record.get("version")) != game.version:
        raise RecordError(f"record is of {game.name} version {record.get('version')}, this is {game.version}")
    try:
        if "position" in record:
            return game.setup(record["position"])
        decks = [Deck.from_dict(d) for d in record["decks"]]
        return game.new_game(decks, seed=int(record["seed"]), options=record.get("options") or {})
    except RecordError:
        raise
    except TcgkitError as exc:
        raise RecordError(f"record cannot start: {exc}") from None


def replay_states(game: Game, record: Mapping[str, Any]) -> Iterator[tuple[State, str | None]]:
    """Yield (state, action id about to be applied) through a record, then (final state, None)."""
    state = start_of(game, record)
    for n, aid in enumerate(record.get("actions", []), 1):
        yield state, aid
        try:
            state.apply(aid)
        except IllegalAction as exc:
            raise RecordError(f"record action {n} ({aid!r}) does not fit the game: {exc}") from None
    yield state, None
