"""Everything the server reads from the network, checked at the boundary (docs/reliability.md).

Request bodies and WebSocket messages are JSON text parsed with the core's bounded ``decode_json`` and then converted
to the typed shapes below with msgspec; anything wrong is a ``RequestError`` with one line naming the field. The
shapes are the protocol of docs/web-protocol.md.
"""

from __future__ import annotations

from typing import Any, Literal, TypeVar

import msgspec

from tcgkit.core import TcgkitError
from tcgkit.core.limits import MAX_ACTION_ID, MAX_DECK_TEXT, MAX_NAME
from tcgkit.core.validate import decode_json, schema_error

from .tokens import MAX_TOKEN

MAX_BODY = MAX_DECK_TEXT + 20_000  # bytes of a request body: a deck list and a little more
MAX_MESSAGE = 16 * 1024  # bytes of a WebSocket message from a client
MAX_TOKENS = 50  # seat tokens in one lobby query

T = TypeVar("T")


class RequestError(TcgkitError):
    """A request or message that does not fit the protocol."""


class DeckChoice(msgspec.Struct, forbid_unknown_fields=True):
    sample: str | None = msgspec.field(default=None)
    text: str | None = None
    filename: str | None = None  # the uploaded file's name: tells a .dek or .o8d file by its extension


class Opponent(msgspec.Struct, forbid_unknown_fields=True):
    kind: Literal["computer", "person"]
    agent: str = "mcts"
    think: float | None = None
    open: bool = False


class NewGame(msgspec.Struct, forbid_unknown_fields=True):
    game: str
    deck: DeckChoice
    opponent: Opponent
    options: dict[str, Any] = msgspec.field(default_factory=dict)
    seat: int | None = None


class Join(msgspec.Struct, forbid_unknown_fields=True):
    deck: DeckChoice
    invite: str | None = None


class DeckCheck(msgspec.Struct, forbid_unknown_fields=True):
    game: str
    text: str
    filename: str | None = None


class Hello(msgspec.Struct, tag="hello", forbid_unknown_fields=True):
    token: str | None = None


class Act(msgspec.Struct, tag="act", forbid_unknown_fields=True):
    seq: int
    action: str


class Rematch(msgspec.Struct, tag="rematch", forbid_unknown_fields=True):
    pass


class Ping(msgspec.Struct, tag="ping", forbid_unknown_fields=True):
    pass


Message = Hello | Act | Rematch | Ping
MESSAGE_TYPES = ("hello", "act", "rematch", "ping")


def read_json(body: bytes | str, where: str, limit: int) -> Any:
    """JSON text from the network within ``limit`` bytes and the core's nesting limits; RequestError if not."""
    size = len(body.encode("utf-8")) if isinstance(body, str) else len(body)
    if size > limit:
        raise RequestError(f"{where}: {size:,} bytes, over the limit of {limit:,}")
    return decode_json(body, where, RequestError, max_chars=limit)


def convert(raw: Any, shape: type[T], where: str) -> T:
    try:
        return msgspec.convert(raw, shape, strict=True)
    except msgspec.ValidationError as exc:
        raise RequestError(f"{where}: {schema_error(exc)}") from None


def read_body(body: bytes, shape: type[T], where: str = "request") -> T:
    value = convert(read_json(body, where, MAX_BODY), shape, where)
    check_strings(value, where)
    return value


def read_message(text: str | bytes) -> Message:
    """One WebSocket message from a client: size, JSON, a known ``type`` and its fields."""
    raw = read_json(text, "message", MAX_MESSAGE)
    if not isinstance(raw, dict):
        raise RequestError("message: expected a JSON object with a 'type'")
    kind = raw.get("type")
    if kind not in MESSAGE_TYPES:
        raise RequestError(f"message: unknown type {str(kind)[:40]!r} (types: {', '.join(MESSAGE_TYPES)})")
    msg = convert(raw, Message, "message")  # type: ignore[arg-type]
    if isinstance(msg, Act) and len(msg.action) > MAX_ACTION_ID:
        raise RequestError(f"message: action: an id of {len(msg.action):,} characters, over {MAX_ACTION_ID}")
    if isinstance(msg, Hello) and msg.token is not None and len(msg.token) > MAX_TOKEN:
        raise RequestError("message: token: not a seat token")
    return msg  # type: ignore[return-value]


def check_strings(value: NewGame | Join | DeckCheck, where: str) -> None:
    """Names and tokens within their limits (deck text has its own limit, checked by the deck parser)."""
    names: list[tuple[str, str | None]] = []
    if isinstance(value, NewGame | DeckCheck):
        names.append(("game", value.game))
    if isinstance(value, NewGame | Join):
        names.append(("deck.sample", value.deck.sample))
    if isinstance(value, NewGame):
        names.append(("opponent.agent", value.opponent.agent))
    for field, text in names:
        if text is not None and len(text) > MAX_NAME:
            raise RequestError(f"{where}: {field}: {len(text):,} characters, over the limit of {MAX_NAME}")
    if isinstance(value, Join) and value.invite is not None and len(value.invite) > MAX_TOKEN:
        raise RequestError(f"{where}: invite: not an invite token")


def token_list(text: str | None) -> list[str]:
    """The seat tokens of ``?mine=t1,t2`` (at most ``MAX_TOKENS``, each of token length)."""
    if not text:
        return []
    tokens = [t for t in text.split(",") if t]
    if len(tokens) > MAX_TOKENS:
        raise RequestError(f"mine: at most {MAX_TOKENS} tokens, got {len(tokens)}")
    if any(len(t) > MAX_TOKEN for t in tokens):
        raise RequestError("mine: not a list of seat tokens")
    return tokens


__all__ = [
    "MAX_BODY",
    "MAX_MESSAGE",
    "Act",
    "DeckCheck",
    "DeckChoice",
    "Hello",
    "Join",
    "Message",
    "NewGame",
    "Opponent",
    "Ping",
    "Rematch",
    "RequestError",
    "read_body",
    "read_message",
    "token_list",
]
