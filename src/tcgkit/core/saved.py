"""Saved states (``State.to_json`` text) checked before they are accepted by ``Game.load``.

A saved state comes from outside (a file, a client), so ``load_state`` accepts it only after four checks, each
failing with a RecordError that names the field:

1. the text: JSON within the size and nesting limits, ``{"game", "version", "state"}`` of this game and version;
2. the fields: every field of the state's ``FIELDS`` (and the base fields) present, no other, each of its declared
   kind (a msgspec schema generated from the kinds; the base fields have exact types);
3. consistency: known card ids, the options the game resolves them to, every card instance in exactly one zone
   (``card_locations``), every stack frame a known opcode, a pending decision on top that belongs to ``to_move``
   (or an empty stack and no player once the game is over), ``_derive`` and the game's ``_check_loaded`` hook
   running cleanly;
4. provenance: the state is the one its own record (origin and history) gives when replayed. The engine is
   deterministic, so this is exact; it is what makes every accepted state one the rules can reach. (A copy made by
   ``State.determinize`` is therefore not a loadable saved game: its hidden cards and generator were re-dealt.)
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated, Any

import msgspec

from .errors import RecordError, TcgkitError
from .limits import MAX_ACTION_ID
from .validate import decode_json, schema_error, show

if TYPE_CHECKING:
    from .game import Game
    from .state import State

_ANY_LIST = list[Any]
KIND_TYPES: dict[str, Any] = {
    "val": Any,
    "tuple": list[Any] | None,
    "list": _ANY_LIST,
    "list2": list[_ANY_LIST],
    "lists": _ANY_LIST,
    "dict": dict[str, Any],
}
BASE_TYPES: dict[str, Any] = {
    "rng": Annotated[int, msgspec.Meta(ge=0)],  # at most 2**64 - 1: decode_json reads no larger integer
    "stack": list[Annotated[list[Any], msgspec.Meta(min_length=1)]],
    "to_move": int | None,
    "outcome": tuple[int | None, str, list[Any]] | None,
    "history": list[Annotated[str, msgspec.Meta(max_length=MAX_ACTION_ID)]],
    "events": list[tuple[str, Any, list[int] | None]],
    "origin": dict[str, Any],
    "options": dict[str, Any],
    "cards": list[str],
}
_SCHEMAS: dict[type, type] = {}


def schema_of(cls: type[State]) -> type:
    """The msgspec schema of a state class's plain data, generated from its fields' kinds (cached)."""
    schema = _SCHEMAS.get(cls)
    if schema is None:
        fields = [(name, BASE_TYPES.get(name, KIND_TYPES[kind])) for name, kind in cls._ALL_FIELDS.items()]
        schema = msgspec.defstruct(f"{cls.__name__}Saved", fields, forbid_unknown_fields=True)
        _SCHEMAS[cls] = schema
    return schema


def check_fields(cls: type[State], raw: Any) -> None:
    """Every field present, no unknown one, each of its kind; RecordError naming the field otherwise."""
    if not isinstance(raw, dict):
        raise RecordError(f"saved state: 'state' is a JSON object, got {show(raw)}")
    missing = [f for f in cls._ALL_FIELDS if f not in raw]
    if missing:
        raise RecordError(f"saved state lacks field(s): {', '.join(missing)}")
    try:
        msgspec.convert(raw, schema_of(cls), strict=True)
    except msgspec.ValidationError as exc:
        raise RecordError(f"saved state field {schema_error(exc)}") from None


def check_consistency(state: State) -> None:
    """The invariants every engine state keeps (see the module docstring, check 3); RecordError if one fails."""
    game = state.GAME
    players = game.profile.players
    unknown = next((c for c in state.cards if c not in game.cards), None)
    if unknown is not None:
        raise RecordError(f"saved state field cards: unknown card id {show(unknown)}")
    try:
        resolved = game.resolve_options(state.options)
    except TcgkitError as exc:
        raise RecordError(f"saved state field options: {exc}") from None
    if resolved != state.options:
        raise RecordError("saved state field options: not the full set of the game's options")
    for n, frame in enumerate(state.stack):
        op = frame[0]
        if not isinstance(op, str) or (op not in state._STEPS and op not in state._DECISIONS):
            raise RecordError(f"saved state field stack[{n}]: unknown opcode {show(op)}")
    if state.outcome is not None:
        if state.stack or state.to_move is not None:
            raise RecordError("saved state: the game is over, yet the stack or to_move says otherwise")
        winner = state.outcome[0]
        if winner is not None and not (isinstance(winner, int) and 0 <= winner < players):
            raise RecordError(f"saved state field outcome: winner {show(winner)} is not a player")
    else:
        top = state.stack[-1] if state.stack else None
        if top is None or top[0] not in state._DECISIONS or len(top) < 2:
            raise RecordError("saved state field stack: no decision is pending on top of the stack")
        if not (isinstance(state.to_move, int) and 0 <= state.to_move < players and top[1] == state.to_move):
            raise RecordError(f"saved state field to_move: {show(state.to_move)} is not the player deciding now")
    _guarded(state._derive, "cannot derive its card facts")
    locations = _guarded(state.card_locations, "its zones cannot be read")
    if set(locations) != set(range(len(state.cards))):
        lost = sorted(set(range(len(state.cards))) - set(locations))
        extra = sorted(map(str, set(locations) - set(range(len(state.cards)))))
        raise RecordError(
            f"saved state: card instances not in exactly one zone (missing {show(lost[:5])}, unknown {show(extra[:5])})"
        )
    _guarded(state._check_loaded, "it breaks an invariant of the game")


def _guarded(fn: Any, what: str) -> Any:
    """Run a state hook on loaded data: any exception is the data's fault and becomes a RecordError."""
    try:
        return fn()
    except Exception as exc:
        raise RecordError(f"saved state is inconsistent: {what} ({type(exc).__name__}: {show(str(exc))})") from None


def load_state(game: Game, text: Any) -> State:
    """The state saved in ``text`` (``State.to_json`` output) once every check passes (module docstring)."""
    raw = decode_json(text, "saved state", RecordError)
    if not isinstance(raw, dict) or raw.get("game") != game.name or "state" not in raw:
        raise RecordError(f"not a saved {game.name} state")
    if raw.get("version") != game.version:
        raise RecordError(f"saved state is of {game.name} version {show(raw.get('version'))}, this is {game.version}")
    state = game.state_class._from_plain(raw["state"])
    return replayed_equal(game, state)


def replayed_equal(game: Game, state: State) -> State:
    """The state its own record gives, if it equals ``state`` field by field (as JSON); RecordError otherwise."""
    try:
        replayed = game.replay(state.record())
    except TcgkitError as exc:
        raise RecordError(f"saved state does not follow from its origin and history: {exc}") from None
    for name in state._ALL_FIELDS:
        if _canonical(getattr(state, name)) != _canonical(getattr(replayed, name)):
            raise RecordError(
                f"saved state field {name}: not what its origin and {len(state.history)} actions give "
                "(an edited or determinized state)"
            )
    return replayed


def _canonical(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


__all__ = ["check_consistency", "check_fields", "load_state", "replayed_equal", "schema_of"]
