"""Fixed-size encodings of a game's decisions for learning agents: an action space and an observation tensor.

Each game supplies its encoding as plain data in ``tcgkit.games.<game>.encoding`` (found by import convention):

``ACTIONS``
    The action *shapes* of the game: an action id with its variable parts replaced by placeholders. An id is cut at
    the separators `` @#,./`` into pieces; the first piece (the verb) is kept as written, and every later piece that
    is a card id of the game's pool becomes ``{c}``, a number ``{i}``, letters followed by a number (``u14``, ``a3``,
    ``s0``, with any ``*``/``~`` mark after it) the letters then ``{i}`` (then the mark); anything else is kept as
    written. So ``attack 16 player`` has the shape
    ``attack {i} player`` and ``move pr-005-rarity@s1`` the shape ``move {c}@s{i}``. ``{i:N}`` in the table bounds a
    number below ``N`` (the default bound is the module's ``INT_BOUND``); ``{c}`` ranges over the card pool in id
    order; ``{c*}`` matches a card id without adding it to the index (use it only where the other parts of the id
    already tell the legal actions of one decision apart, e.g. an instance number).
``INT_BOUND``
    The default bound of ``{i}``.
``OBSERVATION``
    The observation layout: a list of features ``(name, kind, path, *params)`` read from ``observe(p)["view"]`` (see
    ``ObservationEncoder``).

The index of an id is the offset of its shape plus the mixed-radix number of its parts: the same id always has the same
index, whatever the state. Ids of a shape the table lacks fall into a small *overflow* block by a stable hash (so an
environment keeps running when a game grows a new action or a number passes its bound); ``tests/envs`` fails on any
id of the sample games that lands there, naming its shape. Two overflowing ids of one decision that hash to the same
slot take the next free overflow slots in the order of the legal actions (so within a decision every legal id still
has its own index); two ids of the table sharing an index is a bug of the table and raises ``EncodingError``.
"""

from __future__ import annotations

import importlib
import re
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

import tcgkit
from tcgkit.core import Game, State, TcgkitError

SEPARATORS = re.compile(r"([ @#,./])")
_PREFIXED = re.compile(r"^([A-Za-z]+)(\d+)([*~]*)$")
_PLACEHOLDER = re.compile(r"\{(c\*?|i)(?::(\d+))?\}")
OVERFLOW = 64


class EncodingError(TcgkitError, ValueError):
    """An action id or observation the encoding cannot represent, or two legal actions sharing an index."""


# ---------------------------------------------------------------------------------------------------- actions
def tokenize(action_id: str, cards: Any) -> tuple[str, list[str]]:
    """``(shape, parts)`` of an action id: see the module docstring. ``parts`` are the placeholders' values."""
    pieces = SEPARATORS.split(action_id)
    shape: list[str] = [pieces[0]]
    parts: list[str] = []
    for k, piece in enumerate(pieces[1:], start=1):
        if k % 2 == 1:  # a separator
            shape.append(piece)
        elif piece in cards:
            shape.append("{c}")
            parts.append(piece)
        elif piece.isdigit():
            shape.append("{i}")
            parts.append(piece)
        else:
            m = _PREFIXED.match(piece)
            if m:
                shape.append(m.group(1) + "{i}" + m.group(3))
                parts.append(m.group(2))
            else:
                shape.append(piece)
    return "".join(shape), parts


@dataclass(frozen=True)
class _Shape:
    text: str  # as in the table, bounds included
    key: str  # as tokenize gives it
    offset: int
    radices: tuple[int, ...]  # per placeholder: its size (0: matched but not indexed)
    kinds: tuple[str, ...]  # "c", "c*" or "i"

    @property
    def size(self) -> int:
        n = 1
        for r in self.radices:
            n *= r or 1
        return n


class ActionSpace:
    """The fixed action space of a game (see the module docstring)."""

    def __init__(self, game: Game, shapes: Sequence[str], int_bound: int) -> None:
        self.game = game
        self.card_ids = sorted(game.cards.keys())
        self.card_index = {c: i for i, c in enumerate(self.card_ids)}
        self.shapes: list[_Shape] = []
        self.by_key: dict[str, _Shape] = {}
        offset = 0
        for text in shapes:
            kinds, radices = [], []
            for m in _PLACEHOLDER.finditer(text):
                kind = m.group(1)
                kinds.append(kind)
                if kind == "c":
                    radices.append(len(self.card_ids))
                elif kind == "c*":
                    radices.append(0)
                else:
                    radices.append(int(m.group(2)) if m.group(2) else int_bound)
            key = _PLACEHOLDER.sub(lambda m: "{c}" if m.group(1).startswith("c") else "{i}", text)
            if key in self.by_key:
                raise EncodingError(f"{game.name}: action shape {text!r} is listed twice")
            shape = _Shape(text, key, offset, tuple(radices), tuple(kinds))
            self.shapes.append(shape)
            self.by_key[key] = shape
            offset += shape.size
        self.overflow_offset = offset
        self.n = offset + OVERFLOW
        self._cache: dict[str, int] = {}

    def shape_of(self, action_id: str) -> str:
        return tokenize(action_id, self.game.cards)[0]

    def known(self, action_id: str) -> bool:
        """Whether the id has a shape of the table and parts within their bounds (else it overflows)."""
        return self.index(action_id) < self.overflow_offset

    def index(self, action_id: str) -> int:
        """The index of an action id (the same for the same id, in any state)."""
        got = self._cache.get(action_id)
        if got is not None:
            return got
        key, parts = tokenize(action_id, self.game.cards)
        shape = self.by_key.get(key)
        idx = None
        if shape is not None:
            idx = 0
            for kind, radix, part in zip(shape.kinds, shape.radices, parts, strict=True):
                if kind == "c*":
                    continue
                v = self.card_index[part] if kind == "c" else int(part)
                if v >= radix:
                    idx = None
                    break
                idx = idx * radix + v
        if idx is None:
            idx = self.overflow_offset + zlib.crc32(action_id.encode()) % OVERFLOW
        else:
            idx += shape.offset  # type: ignore[union-attr]
        if len(self._cache) < 200_000:
            self._cache[action_id] = idx
        return idx

    def describe(self, index: int) -> str:
        """The shape (with the parts filled in where they are indexed) of an index, for people and docs."""
        if index >= self.overflow_offset:
            return f"overflow #{index - self.overflow_offset}"
        for shape in self.shapes:
            if shape.offset <= index < shape.offset + shape.size:
                rest = index - shape.offset
                values: list[str] = []
                for kind, radix in reversed(list(zip(shape.kinds, shape.radices, strict=True))):
                    if kind == "c*":
                        values.append("{card}")
                        continue
                    rest, v = divmod(rest, radix)
                    values.append(self.card_ids[v] if kind == "c" else str(v))
                values.reverse()
                filled = iter(values)
                return _PLACEHOLDER.sub(lambda _m, it=filled: next(it), shape.text)
        raise EncodingError(f"no action index {index}")


# ---------------------------------------------------------------------------------------------------- observation
def resolve(root: Any, path: str, me: int) -> list[Any]:
    """The values at ``path`` in ``root`` (a dotted path; ``{me}``/``{opp}`` are the observer and the other player).

    A name segment reads a dict key (mapped over lists), a number indexes a list, ``*`` spreads a list and ``[k=v]``
    keeps the dicts whose ``k`` is ``v``. Missing keys and None give nothing."""
    path = path.replace("{me}", str(me)).replace("{opp}", str(1 - me))
    nodes = [root]
    for seg in path.split("."):
        out: list[Any] = []
        for node in nodes:
            _step(node, seg, out)
        nodes = out
    return nodes


def _step(node: Any, seg: str, out: list[Any]) -> None:
    if seg == "*":
        if isinstance(node, list):
            out.extend(x for x in node if x is not None)
    elif seg.startswith("["):
        key, _, value = seg[1:-1].partition("=")
        items = node if isinstance(node, list) else [node]
        out.extend(x for x in items if isinstance(x, dict) and _text(x.get(key)) == value)
    elif seg.isdigit():
        if isinstance(node, list) and int(seg) < len(node) and node[int(seg)] is not None:
            out.append(node[int(seg)])
    elif isinstance(node, dict):
        if node.get(seg) is not None:
            out.append(node[seg])
    elif isinstance(node, list):
        for x in node:
            _step(x, seg, out)


def _text(x: Any) -> str:
    return str(x).lower() if isinstance(x, bool) else str(x)


def _flat(values: Iterable[Any]) -> Iterable[Any]:
    for v in values:
        if isinstance(v, list):
            yield from _flat(v)
        else:
            yield v


def _number(x: Any) -> float:
    if isinstance(x, bool):
        return float(x)
    if isinstance(x, int | float):
        return float(x)
    if isinstance(x, dict) and isinstance(x.get("total"), int | float):
        return float(x["total"])
    return 0.0


@dataclass(frozen=True)
class Feature:
    name: str
    kind: str
    path: str
    params: tuple[Any, ...]
    offset: int
    size: int
    doc: str


class ObservationEncoder:
    """Features read from an observation's ``view``, concatenated into one float32 vector.

    Kinds (``(name, kind, path, *params)``):

    - ``num`` (scale): the sum of the numbers (bools 0/1, a score dict's total) at path, divided by scale;
    - ``count`` (scale): how many things are at path (a number counts as itself: hidden zones are sizes), / scale;
    - ``is_me``: two slots, the value at path is the observer / the other player;
    - ``cat`` (values): one-hot over values plus one slot for any other value;
    - ``cards`` (attrs...): per card id of the pool, how many card objects (``{"card": id}``) are at path; one more
      such block per attribute, adding the attribute's number (``rested``, ``power``/10, ...) of each card;
    - ``board`` (rows, cols, chars): a list of strings, one plane per character of ``chars``;
    - ``squares`` (rows, cols): ``"row,col"`` strings (1-based) at path, one plane counting them.
    """

    def __init__(self, game: Game, spec: Sequence[tuple[Any, ...]], decisions: Sequence[str]) -> None:
        self.game = game
        self.card_ids = sorted(game.cards.keys())
        self.card_index = {c: i for i, c in enumerate(self.card_ids)}
        self.decisions = list(decisions)
        self.decision_index = {d: i for i, d in enumerate(self.decisions)}
        self.features: list[Feature] = []
        offset = 0
        ncards = len(self.card_ids)
        head = [
            (
                "decision",
                "decision",
                "",
                (),
                len(self.decisions) + 3,
                "the pending decision kind of the observer (one-hot"
                f" over {len(self.decisions)} kinds, then 'opponent', 'over', other)",
            ),
        ]
        for name, kind, path, params, size, doc in head:
            self.features.append(Feature(name, kind, path, params, offset, size, doc))
            offset += size
        for entry in spec:
            name, kind, path, *params = entry
            if kind in ("num", "count"):
                size, doc = 1, f"{kind} at `{path}`" + (f" / {params[0]}" if params else "")
            elif kind == "is_me":
                size, doc = 2, f"`{path}` is me / is the opponent"
            elif kind == "cat":
                size, doc = len(params[0]) + 1, f"`{path}` one of {', '.join(map(str, params[0]))}, other"
            elif kind == "cards":
                size = ncards * (1 + len(params))
                doc = f"cards at `{path}`: count per card id" + "".join(f"; {a} per card id" for a in params)
            elif kind == "board":
                rows, cols, chars = params
                size, doc = rows * cols * len(chars), f"`{path}`: {rows}×{cols} planes for {', '.join(chars)}"
            elif kind == "squares":
                rows, cols = params
                size, doc = rows * cols, f"`{path}`: a {rows}×{cols} plane"
            else:
                raise EncodingError(f"{game.name}: observation feature {name!r} has an unknown kind {kind!r}")
            self.features.append(Feature(name, kind, path, tuple(params), offset, size, doc))
            offset += size
        self.size = offset

    def encode(self, obs: dict[str, Any], out: np.ndarray | None = None) -> np.ndarray:
        """The tensor of an observation ``observe(p)`` (only that: no state is read)."""
        x = np.zeros(self.size, np.float32) if out is None else out
        if out is not None:
            x.fill(0.0)
        me = int(obs["player"])
        view = obs.get("view") or {}
        for f in self.features:
            o = f.offset
            if f.kind == "decision":
                d = obs.get("decision", "")
                if obs.get("is_over"):
                    x[o + len(self.decisions) + 1] = 1
                elif d == "opponent":
                    x[o + len(self.decisions)] = 1
                else:
                    x[o + self.decision_index.get(d, len(self.decisions) + 2)] = 1
                continue
            values = resolve(view, f.path, me)
            if f.kind == "num":
                x[o] = sum(_number(v) for v in _flat(values)) / (f.params[0] if f.params else 1)
            elif f.kind == "count":
                n = 0
                for v in values:
                    n += v if isinstance(v, int) and not isinstance(v, bool) else len(v) if isinstance(v, list) else 1
                x[o] = n / (f.params[0] if f.params else 1)
            elif f.kind == "is_me":
                for v in values:
                    if v == me:
                        x[o] = 1
                    elif v == 1 - me:
                        x[o + 1] = 1
            elif f.kind == "cat":
                cats = f.params[0]
                for v in values:
                    x[o + (cats.index(v) if v in cats else len(cats))] = 1
            elif f.kind == "cards":
                n = len(self.card_ids)
                for v in _flat(values):
                    if isinstance(v, dict) and "card" in v:
                        i = self.card_index.get(v["card"])
                        if i is None:
                            continue
                        x[o + i] += 1
                        for k, attr in enumerate(f.params):
                            name, _, scale = attr.partition("/")
                            x[o + (k + 1) * n + i] += _number(v.get(name)) / (float(scale) if scale else 1.0)
            elif f.kind == "board":
                rows, cols, chars = f.params
                for r, line in enumerate(values[0] if values else []):
                    for c, ch in enumerate(line[:cols]):
                        k = chars.find(ch)
                        if k >= 0 and r < rows:
                            x[o + k * rows * cols + r * cols + c] = 1
            elif f.kind == "squares":
                rows, cols = f.params
                for v in _flat(values):
                    if isinstance(v, str) and "," in v:
                        r, _, c = v.partition(",")
                        if r.isdigit() and c.isdigit() and 1 <= int(r) <= rows and 1 <= int(c) <= cols:
                            x[o + (int(r) - 1) * cols + int(c) - 1] += 1
        np.clip(x, -1e4, 1e4, out=x)
        return x


# ---------------------------------------------------------------------------------------------------- the encoding
class Encoding:
    """A game's action space and observation tensor (``encoding_for(game)``)."""

    def __init__(self, game: Game, module: Any) -> None:
        self.game = game
        self.module = module
        self.actions = ActionSpace(game, module.ACTIONS, module.INT_BOUND)
        decisions = sorted(getattr(game.state_class, "_DECISIONS", {}))
        self.observation = ObservationEncoder(game, module.OBSERVATION, decisions)

    @property
    def num_actions(self) -> int:
        return self.actions.n

    @property
    def observation_shape(self) -> tuple[int]:
        return (self.observation.size,)

    def action_index(self, action_id: str) -> int:
        return self.actions.index(action_id)

    def legal_indices(self, ids: Iterable[str]) -> dict[int, str]:
        """index -> id for the legal ids of one decision; EncodingError if two share an index."""
        out: dict[int, str] = {}
        first = self.actions.overflow_offset
        for aid in ids:
            i = self.actions.index(aid)
            if i in out and i >= first:  # an overflow slot already taken in this decision: the next free one
                free = (first + (i - first + k) % OVERFLOW for k in range(1, OVERFLOW))
                i = next((j for j in free if j not in out), i)
            if i in out:
                raise EncodingError(
                    f"{self.game.name}: legal actions {out[i]!r} and {aid!r} share action index {i} "
                    f"(shapes {self.actions.shape_of(out[i])!r}, {self.actions.shape_of(aid)!r})"
                )
            out[i] = aid
        return out

    def action_id(self, index: int, state_or_ids: State | Iterable[str]) -> str:
        """The action id of ``index`` in the current decision (of a state, or given its legal ids)."""
        ids = [a.id for a in state_or_ids.legal_actions()] if isinstance(state_or_ids, State) else list(state_or_ids)
        got = self.legal_indices(ids).get(int(index))
        if got is None:
            raise EncodingError(
                f"{self.game.name}: action index {index} ({self.actions.describe(int(index))}) is not legal now"
            )
        return got

    def encode(self, obs: dict[str, Any]) -> np.ndarray:
        return self.observation.encode(obs)

    def mask(self, obs: dict[str, Any]) -> np.ndarray:
        """The action mask of an observation: 1 at the index of each of the observer's legal actions (int8)."""
        m = np.zeros(self.actions.n, np.int8)
        for i in self.legal_indices(a["id"] for a in obs.get("legal_actions", ())):
            m[i] = 1
        return m

    def observation_tensor(self, state: State, player: int) -> np.ndarray:
        return self.observation.encode(state.observe(player, since=state.LOG_END))

    def action_mask(self, state: State, player: int) -> np.ndarray:
        return self.mask(state.observe(player, since=state.LOG_END))


def layout_markdown(enc: Encoding) -> str:
    """The encoding of a game as Markdown (docs/envs.md): the action shapes with their index ranges, then the
    observation features with their offsets."""
    g = enc.game
    lines = [
        f"### {g.title} (`{g.name}`)",
        "",
        f"- **{enc.num_actions:,} actions** ({enc.actions.overflow_offset:,} from {len(enc.actions.shapes)} shapes, "
        f"then {OVERFLOW} overflow slots); `{{c}}` ranges over the {len(enc.actions.card_ids)} card ids of the pool "
        f"in id order, `{{i}}` below {enc.module.INT_BOUND} unless bounded (`{{i:N}}`).",
        f"- **observation: {enc.observation.size:,} floats**.",
        "",
        "<details><summary>action shapes (index ranges)</summary>",
        "",
        "| shape | indices |",
        "|---|---|",
    ]
    shapes = enc.actions.shapes
    k = 0
    while k < len(shapes):
        shape = shapes[k]
        run = k
        verb = shape.text.split(" ")[0]
        while run + 1 < len(shapes) and shapes[run + 1].size == 1 and shapes[run + 1].text.split(" ")[0] == verb:
            run += 1
        if run - k >= 8 and shape.size == 1:  # a long run of fixed ids of one verb (Build Divide's payments)
            lines.append(
                f"| `{shape.text}` … `{shapes[run].text}` ({run - k + 1} ids) | {shape.offset}–{shapes[run].offset} |"
            )
            k = run + 1
            continue
        end = shape.offset + shape.size - 1
        span = f"{shape.offset}" if end == shape.offset else f"{shape.offset}–{end}"
        lines.append(f"| `{shape.text}` | {span} |")
        k += 1
    lines += ["", "</details>", "", "<details><summary>observation layout</summary>", "", "| offset | size | feature |"]
    lines.append("|---:|---:|---|")
    for f in enc.observation.features:
        lines.append(f"| {f.offset} | {f.size} | {f.name}: {f.doc} |")
    lines += ["", "</details>", ""]
    return "\n".join(lines)


@cache
def encoding_for(game: str | Game) -> Encoding:
    """The encoding of a game, from ``tcgkit.games.<name>.encoding`` (cached)."""
    g = tcgkit.game(game) if isinstance(game, str) else game
    try:
        module = importlib.import_module(f"tcgkit.games.{g.name}.encoding")
    except ModuleNotFoundError as exc:
        raise EncodingError(f"{g.name} has no encoding module (tcgkit.games.{g.name}.encoding)") from exc
    return Encoding(g, module)


__all__ = [
    "OVERFLOW",
    "ActionSpace",
    "Encoding",
    "EncodingError",
    "ObservationEncoder",
    "encoding_for",
    "layout_markdown",
    "tokenize",
]
