"""The map of Mata Nui (rules §1, BIO-1.14 to BIO-1.21): map data files, their validation, and the board facts.

A map file (``data/maps/<name>.toml``) either carries a ``grid`` in the text format of BIO-1.17 (with ``first_row``
when its top row is not row 1) or is a row range of another map (``base`` and ``rows``, BIO-1.21). Loading checks
the format, that start squares come in west/east pairs, that there is a nest, and that the squares are connected
(BIO-1.15) — also with any one nest blocked by the Bohrok deck (BIO-5.1 c). A malformed or disconnected map raises
DataError naming the file and the square.

A :class:`Board` holds plain tuples indexed by square number (row-major order), shared by every state.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

import msgspec

from tcgkit.core import DataError
from tcgkit.core.data import convert, package_file, read_toml

WIDTH = 13  # BIO-1.17: every row has exactly 13 tokens
TOKENS = ("--", ".", "NE", "ST", "MI", "GA", "2G", "CL", "2C", "PO", "BC")  # BIO-1.17
KINDS = ("general", "ST", "MI", "GA", "2G", "CL", "2C", "PO", "BC")  # BIO-1.16 (a nest is a general square)
ACTION_KINDS = frozenset({"GA", "2G"})  # BIO-0.5
CHALLENGE_KINDS = frozenset({"CL", "2C"})  # BIO-0.5


class MapFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A map data file: a grid (BIO-1.17) or a row range of another map (BIO-1.21)."""

    name: str
    title: str
    grid: str = ""
    first_row: int = 1
    base: str = ""
    rows: tuple[int, int] | None = None


def square_name(rc: tuple[int, int]) -> str:
    """The name of square (row, col) in action ids and positions: ``"3,7"``."""
    return f"{rc[0]},{rc[1]}"


def parse_square(text: str) -> tuple[int, int] | None:
    """``"3,7"`` or ``"(3, 7)"`` -> (3, 7); None if it is not a square name."""
    parts = text.strip().strip("()").split(",")
    if len(parts) != 2:
        return None
    try:
        return int(parts[0]), int(parts[1])
    except ValueError:
        return None


def parse_grid(text: str, where: str, first_row: int = 1) -> dict[tuple[int, int], str]:
    """Grid text (BIO-1.17) -> {(row, col): token} for every square; DataError naming the row on a bad line."""
    squares: dict[tuple[int, int], str] = {}
    row = first_row - 1
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        row += 1
        tokens = stripped.split()
        if tokens[0].endswith(":"):
            tokens = tokens[1:]
        if len(tokens) != WIDTH:
            raise DataError(f"{where}: row {row}: expected {WIDTH} squares, found {len(tokens)}: {stripped!r}")
        for col, tok in enumerate(tokens, 1):
            if tok not in TOKENS:
                raise DataError(f"{where}: square ({row},{col}): unknown code {tok!r} (codes: {' '.join(TOKENS)})")
            if tok != "--":
                squares[(row, col)] = tok
    if not squares:
        raise DataError(f"{where}: the map has no squares")
    return squares


def _unreached(squares: Iterable[tuple[int, int]], blocked: tuple[int, int] | None) -> list[tuple[int, int]]:
    """Squares not reachable from the first open square by orthogonal steps (BIO-1.15), avoiding ``blocked``."""
    open_ = sorted(s for s in squares if s != blocked)
    seen = {open_[0]}
    todo = [open_[0]]
    members = set(open_)
    while todo:
        r, c = todo.pop()
        for nb in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nb in members and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return [s for s in open_ if s not in seen]


class Board:
    """The facts of one map, as tuples indexed by square number (squares in row-major order)."""

    __slots__ = (
        "action",
        "adj",
        "adj_open",
        "challenge",
        "coords",
        "index",
        "kind",
        "leaps",
        "mkind",
        "name",
        "names",
        "nests",
        "portals",
        "rows",
        "start_pairs",
        "title",
    )

    def __init__(self, name: str, title: str, tokens: dict[tuple[int, int], str], where: str) -> None:
        self.name = name
        self.title = title
        self.coords: tuple[tuple[int, int], ...] = tuple(sorted(tokens))
        self.index: dict[tuple[int, int], int] = {rc: i for i, rc in enumerate(self.coords)}
        self.names: tuple[str, ...] = tuple(square_name(rc) for rc in self.coords)
        self.rows = (self.coords[0][0], self.coords[-1][0])
        self.kind: tuple[str, ...] = tuple("general" if tokens[rc] in (".", "NE") else tokens[rc] for rc in self.coords)
        # the kind missions see (BIO-10.5): ST counts as general after setup (BIO-1.16)
        self.mkind: tuple[str, ...] = tuple("general" if k == "ST" else k for k in self.kind)
        self.nests: tuple[int, ...] = tuple(i for i, rc in enumerate(self.coords) if tokens[rc] == "NE")
        self.portals: tuple[int, ...] = tuple(i for i, k in enumerate(self.kind) if k == "PO")
        self.action: tuple[bool, ...] = tuple(k in ACTION_KINDS for k in self.kind)
        self.challenge: tuple[bool, ...] = tuple(k in CHALLENGE_KINDS for k in self.kind)
        adj: list[tuple[int, ...]] = []
        leaps: list[tuple[tuple[int, int], ...]] = []
        for r, c in self.coords:
            around = ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c))
            adj.append(tuple(self.index[n] for n in around if n in self.index))
            pairs = []
            for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
                over, beyond = (r + dr, c + dc), (r + 2 * dr, c + 2 * dc)
                if over in self.index and beyond in self.index:
                    pairs.append((self.index[over], self.index[beyond]))  # BIO-5.2: Q = 2·O − S
            leaps.append(tuple(pairs))
        self.adj: tuple[tuple[int, ...], ...] = tuple(adj)
        # the adjacent squares that are not challenge squares (BIO-5.1 f: no step there with a queued mission)
        self.adj_open: tuple[tuple[int, ...], ...] = tuple(tuple(q for q in a if not self.challenge[q]) for a in adj)
        self.leaps: tuple[tuple[tuple[int, int], ...], ...] = tuple(leaps)
        self.start_pairs: tuple[tuple[int, int], ...] = self._pair_starts(where)
        self._check(where)

    def _pair_starts(self, where: str) -> tuple[tuple[int, int], ...]:
        """ST squares as (west, east) pairs, north first (BIO-1.20, BIO-3.8)."""
        pairs = []
        starts = [rc for rc, k in zip(self.coords, self.kind, strict=True) if k == "ST"]
        used: set[tuple[int, int]] = set()
        for r, c in starts:
            if (r, c) in used:
                continue
            if (r, c + 1) in starts and (r, c + 1) not in used:
                pairs.append((self.index[(r, c)], self.index[(r, c + 1)]))
                used.update({(r, c), (r, c + 1)})
            else:
                raise DataError(f"{where}: square ({r},{c}): a start square needs a start partner just east of it")
        if not pairs:
            raise DataError(f"{where}: the map has no start pair (two ST squares side by side)")
        return tuple(pairs)

    def _check(self, where: str) -> None:
        if not self.nests:
            raise DataError(f"{where}: the map has no nest (NE) for the Bohrok deck")
        first = square_name(self.coords[0])
        cut = _unreached(self.coords, None)
        if cut:
            raise DataError(f"{where}: square ({square_name(cut[0])}) is not connected to square ({first})")
        for nest in self.nests:
            cut = _unreached(self.coords, self.coords[nest])
            if cut:
                raise DataError(
                    f"{where}: square ({square_name(cut[0])}) is cut off while the Bohrok deck is on nest "
                    f"({self.names[nest]})"
                )

    def square(self, name: str) -> int | None:
        """The square number of ``"r,c"``, or None if the map has no such square (BIO-1.14)."""
        rc = parse_square(name)
        return None if rc is None else self.index.get(rc)

    def distance(self, a: int, b: int) -> int:
        """BIO-1.15: Manhattan distance between two squares."""
        (r1, c1), (r2, c2) = self.coords[a], self.coords[b]
        return abs(r1 - r2) + abs(c1 - c2)

    def totals(self) -> dict[str, int]:
        """How many squares of each kind (nests counted as general and also under "nest"), for BIO-1.20."""
        out = {k: 0 for k in KINDS}
        for k in self.kind:
            out[k] += 1
        out["nest"] = len(self.nests)
        return out


def board_from_file(raw: dict[str, Any], where: str, bases: dict[str, dict[str, Any]]) -> Board:
    """Validate one map file's data into a Board; ``bases`` are the raw files a row range may refer to."""
    spec = convert(raw, MapFile, where)
    if bool(spec.grid) == bool(spec.base):
        raise DataError(f"{where}: a map has either a grid or a base map with a row range, not both or neither")
    if spec.grid:
        tokens = parse_grid(spec.grid, where, spec.first_row)
    else:
        if spec.base not in bases or not bases[spec.base].get("grid"):
            raise DataError(f"{where}: base map {spec.base!r} is not a map file with a grid")
        base = convert(bases[spec.base], MapFile, f"{spec.base}.toml")
        if spec.rows is None or spec.rows[0] > spec.rows[1]:
            raise DataError(f"{where}: rows must be [first, last] with first <= last")
        full = parse_grid(base.grid, f"{spec.base}.toml", base.first_row)
        tokens = {rc: t for rc, t in full.items() if spec.rows[0] <= rc[0] <= spec.rows[1]}
        if not tokens:
            raise DataError(f"{where}: rows {list(spec.rows)} of {spec.base!r} hold no squares")
    return Board(spec.name, spec.title, tokens, where)


@cache
def maps(package: str) -> dict[str, Board]:
    """Every map shipped in ``<package>/data/maps``, validated, by name (loaded once)."""
    folder = package_file(package, "data", "maps")
    raws: dict[str, tuple[str, dict[str, Any]]] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".toml"):
            raw = read_toml(entry, f"maps/{entry.name}")
            raws[entry.name[:-5]] = (f"maps/{entry.name}", raw)
    bases = {stem: raw for stem, (_, raw) in raws.items()}
    out: dict[str, Board] = {}
    for stem, (where, raw) in raws.items():
        board = board_from_file(raw, where, bases)
        if board.name != stem:
            raise DataError(f"{where}: name {board.name!r} differs from the file name {stem!r}")
        out[board.name] = board
    return out


@cache
def grid_rows(board: Board) -> tuple[str, ...]:
    """The map as the rows of BIO-1.17 (13 codes a row, ``--`` for no square, ``NE`` for a nest), from its first
    row: what a client draws the map from."""
    nests = {board.coords[q] for q in board.nests}
    rows = []
    for r in range(board.rows[0], board.rows[1] + 1):
        codes = []
        for c in range(1, WIDTH + 1):
            sq = board.index.get((r, c))
            if sq is None:
                codes.append("--")
            elif (r, c) in nests:
                codes.append("NE")
            else:
                kind = board.kind[sq]
                codes.append("." if kind == "general" else kind)
        rows.append(" ".join(codes))
    return tuple(rows)


def map_view(board: Board) -> dict[str, Any]:
    """The public description of the map in observations: name, title, first row and the grid rows."""
    return {"name": board.name, "title": board.title, "first_row": board.rows[0], "grid": list(grid_rows(board))}
