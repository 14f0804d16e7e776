"""Validation at the boundaries: text and data from outside checked before the engine sees it.

Three tools, shared by every boundary (deck lists, records, positions, saved states, options, action ids):

- ``decode_json(text, where, error)``: size- and nesting-bounded JSON parsing (msgspec); no RecursionError, no
  conversion limit, no number outside 64 bits ever escapes, only ``error`` naming ``where``.
- ``check_plain(value, where, error)``: the same bounds for data given as Python objects (a position or a record
  dict): only JSON types (str keys), bounded nesting and size, so that it can be saved and compared later.
- ``pos_*``: typed reads of position fields, one line naming the key at fault (PositionError).

``show(value)`` quotes an input value in an error message, cut to a readable length.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from itertools import accumulate
from typing import Any

import msgspec

from .errors import ArgumentError, PositionError, TcgkitError
from .limits import MAX_DEPTH, MAX_INT, MAX_JSON_TEXT, MAX_NODES, MAX_POSITION_INT, MIN_INT, SHOWN

_STRINGS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.S)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_DECODER = msgspec.json.Decoder()


def show(value: Any, limit: int = SHOWN) -> str:
    """``repr(value)`` cut to ``limit`` characters (input values are quoted back in one-line errors)."""
    try:
        text = repr(value) if not isinstance(value, int) or abs(value) < 10**40 else f"<a {value.bit_length()}-bit int>"
    except Exception:  # a repr that fails (a hostile object) still gives a message
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def json_depth(text: str) -> int:
    """The deepest nesting of ``[`` and ``{`` in JSON text, ignoring brackets inside strings (linear time)."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def decode_json(text: Any, where: str, error: type[TcgkitError], max_chars: int = MAX_JSON_TEXT) -> Any:
    """Parse JSON ``text`` within the size and nesting limits; anything wrong raises ``error`` naming ``where``."""
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise error(f"{where}: not JSON (not UTF-8 text)") from None
    if not isinstance(text, str):
        raise error(f"{where}: expected JSON text, got {type(text).__name__}")
    if len(text) > max_chars:
        raise error(f"{where}: {len(text):,} characters, over the limit of {max_chars:,}")
    if json_depth(text) > MAX_DEPTH:
        raise error(f"{where}: nested more than {MAX_DEPTH} levels deep")
    try:
        return _DECODER.decode(text)
    except msgspec.ValidationError as exc:  # a number outside 64 bits
        raise error(f"{where}: not usable JSON ({exc})") from None
    except (msgspec.DecodeError, RecursionError, ValueError) as exc:
        raise error(f"{where}: not JSON ({exc})") from None


def check_plain(value: Any, where: str, error: type[TcgkitError], max_str: int | None = None) -> None:
    """Check that ``value`` is plain JSON-ready data within the limits: dicts with str keys, lists (or tuples),
    str, int (64-bit), float, bool, None; at most ``MAX_DEPTH`` deep and ``MAX_NODES`` values; strings and keys of
    at most ``max_str`` characters if given. Raises ``error`` naming the path of the first offending value."""
    todo: list[tuple[Any, str, int]] = [(value, where, 0)]
    nodes = 0
    while todo:
        x, path, depth = todo.pop()
        nodes += 1
        if nodes > MAX_NODES:
            raise error(f"{where}: more than {MAX_NODES:,} values")
        if isinstance(x, str):
            if max_str is not None and len(x) > max_str:
                raise error(f"{path}: a string of {len(x):,} characters, over the limit of {max_str}")
            continue
        if x is None or isinstance(x, bool | float):
            continue
        if isinstance(x, int):
            if not MIN_INT <= x <= MAX_INT:
                raise error(f"{path}: the integer {show(x)} is out of range ({MIN_INT}..{MAX_INT})")
            continue
        if depth >= MAX_DEPTH:
            raise error(f"{where}: nested more than {MAX_DEPTH} levels deep")
        if isinstance(x, dict):
            for k, v in x.items():
                if not isinstance(k, str) or (max_str is not None and len(k) > max_str):
                    raise error(
                        f"{path}: keys are strings of at most {max_str or 'any number of'} characters, got {show(k)}"
                    )
                todo.append((v, f"{path}.{k}", depth + 1))
        elif isinstance(x, list | tuple):
            todo.extend((v, f"{path}[{i}]", depth + 1) for i, v in enumerate(x))
        else:
            raise error(f"{path}: {type(x).__name__} is not plain data (use strings, numbers, lists and tables)")


def schema_error(exc: msgspec.ValidationError) -> str:
    """msgspec's "Expected `str`, got `int` - at `$.actions[2]`" as "actions[2]: expected `str`, got `int`"."""
    text = str(exc)
    message, sep, path = text.rpartition(" - at `$")
    if not sep:
        return text
    return f"{path.rstrip('`').lstrip('.') or 'the top level'}: {message[:1].lower()}{message[1:]}"


def check_seed(seed: Any) -> int:
    """A game seed: an integer in the 64-bit range (``MIN_INT..MAX_INT``); ArgumentError otherwise."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not MIN_INT <= seed <= MAX_INT:
        raise ArgumentError(f"seed: expected an integer {MIN_INT}..{MAX_INT}, got {show(seed)}")
    return seed


# ---------------------------------------------------------------------- typed reads of position fields


def pos_int(value: Any, name: str, lo: int = 0, hi: int | None = None) -> int:
    """``value`` as an integer in ``lo..hi`` (hi: at most ``MAX_POSITION_INT``); PositionError naming ``name``."""
    top = MAX_POSITION_INT if hi is None else hi
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= top:
        span = f"{lo}..{hi}" if hi is not None else f"at least {lo}"
        raise PositionError(f"{name}: expected an integer {span}, got {show(value)}")
    return value


def pos_bool(value: Any, name: str) -> bool:
    """``value`` as true or false; PositionError naming ``name``."""
    if not isinstance(value, bool):
        raise PositionError(f"{name}: expected true or false, got {show(value)}")
    return value


def pos_str(value: Any, name: str, choices: Iterable[str] | None = None) -> str:
    """``value`` as a string (one of ``choices`` if given); PositionError naming ``name``."""
    options = None if choices is None else tuple(choices)
    if not isinstance(value, str) or (options is not None and value not in options):
        wanted = "a string" if options is None else f"one of {', '.join(options)}"
        raise PositionError(f"{name}: expected {wanted}, got {show(value)}")
    return value


def pos_list(value: Any, name: str) -> list[Any]:
    """``value`` as a list; PositionError naming ``name``."""
    if not isinstance(value, list):
        raise PositionError(f"{name}: expected a list, got {show(value)}")
    return value


def pos_table(value: Any, name: str) -> dict[str, Any]:
    """``value`` as a table (a dict); PositionError naming ``name``."""
    if not isinstance(value, Mapping):
        raise PositionError(f"{name}: expected a table, got {show(value)}")
    return dict(value)


__all__ = [
    "check_plain",
    "check_seed",
    "decode_json",
    "json_depth",
    "pos_bool",
    "pos_int",
    "pos_list",
    "pos_str",
    "pos_table",
    "schema_error",
    "show",
]
