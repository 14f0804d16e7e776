"""The 6x6 board as bitboards: squares, quadrants, groups, liberties, legal squares and capture.

A set of squares is an int whose bit ``i`` is the square of index ``i = 6 * row + column``: a1 is bit 0, f1 bit 5,
a2 bit 6, f6 bit 35, so ascending bit order is the canonical row-major order of HGO-1.1. Adjacency is orthogonal
(HGO-1.2). A *position* (HGO-1.18) of the two players is encoded as ``stones0 | stones1 << 36``.
"""

from __future__ import annotations

SIZE = 6
FULL = (1 << 36) - 1
SQUARES = tuple(f"{'abcdef'[i % SIZE]}{i // SIZE + 1}" for i in range(SIZE * SIZE))
INDEX = {name: i for i, name in enumerate(SQUARES)}

_COL_A = sum(1 << (r * SIZE) for r in range(SIZE))
_NOT_A = FULL ^ _COL_A
_NOT_F = FULL ^ (_COL_A << (SIZE - 1))


def _square_mask(cols: range, rows: range) -> int:
    return sum(1 << (r * SIZE + c) for r in rows for c in cols)


#: HGO-1.3: the quadrant masks in cost-colour order (blue, red, white, yellow); black has no quadrant (HGO-1.4).
QUADRANTS = (
    _square_mask(range(0, 3), range(3, 6)),  # south-west, Azure Dragon: blue
    _square_mask(range(3, 6), range(0, 3)),  # north-east, Vermilion Bird: red
    _square_mask(range(0, 3), range(0, 3)),  # north-west, White Tiger: white
    _square_mask(range(3, 6), range(3, 6)),  # south-east, Black Tortoise: yellow
)
QUADRANT_COLOR = ("blue", "red", "white", "yellow")
#: The mana colour index (into QUADRANTS) of each square.
QUADRANT_OF = tuple(next(q for q, m in enumerate(QUADRANTS) if m >> i & 1) for i in range(36))


def dilate(m: int) -> int:
    """``m`` plus every square adjacent to it (HGO-1.2)."""
    return (m | ((m << 1) & _NOT_A) | ((m >> 1) & _NOT_F) | (m << SIZE) | (m >> SIZE)) & FULL


#: The adjacent squares of each square: 2, 3 or 4 of them.
NEIGHBOURS = tuple(dilate(1 << i) ^ (1 << i) for i in range(36))


def bits(m: int) -> list[int]:
    """The square indexes of a mask in canonical order."""
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


#: ``_ROW_NAMES[r][m]``: the names of the squares of row ``r`` whose bits are set in the row's 6-bit mask ``m``
_ROW_NAMES = tuple(
    tuple(tuple(SQUARES[SIZE * r + c] for c in range(SIZE) if m >> c & 1) for m in range(64)) for r in range(SIZE)
)


def square_names(m: int) -> list[str]:
    """The names of the squares of a mask in canonical order (HGO-1.1), a board row at a time."""
    r0, r1, r2, r3, r4, r5 = _ROW_NAMES
    return [*r0[m & 63], *r1[m >> 6 & 63], *r2[m >> 12 & 63], *r3[m >> 18 & 63], *r4[m >> 24 & 63], *r5[m >> 30 & 63]]


def group(stones: int, seed: int) -> int:
    """HGO-5.6: the maximal connected set of ``stones`` containing the squares of ``seed``."""
    g = seed
    while True:
        grown = (g | ((g << 1) & _NOT_A) | ((g >> 1) & _NOT_F) | (g << SIZE) | (g >> SIZE)) & stones  # dilate(g)
        if grown == g:
            return g
        g = grown


def liberties(g: int, occupied: int) -> int:
    """HGO-5.6: the empty squares adjacent to group ``g``."""
    return dilate(g) & ~occupied & FULL


def _groups_and_reach(stones: int) -> list[tuple[int, int]]:
    """HGO-5.6: each group of ``stones`` with its reach, ``dilate(group)`` (the last growth step of ``group``, kept
    for the liberties)."""
    out = []
    rest = stones
    while rest:
        g = rest & -rest
        while True:
            d = g | ((g << 1) & _NOT_A) | ((g >> 1) & _NOT_F) | (g << SIZE) | (g >> SIZE)
            grown = d & stones
            if grown == g:
                break
            g = grown
        rest ^= g
        out.append((g, d))
    return out


def legal_squares(own: int, opp: int, forbidden: tuple[int, int] | None) -> int:
    """HGO-5.7: the mask of squares where the owner of ``own`` may place.

    ``forbidden`` is the opponent's ko snapshot seen from the placer, as (own stones, opposing stones), or None.
    A square is legal if, after the captures it makes, its group has a liberty and the position differs from the
    snapshot (HGO-5.9). One pass over the groups finds the opposing groups in atari and the own groups that keep a
    liberty; then an empty square has a liberty after the placement iff it has an empty neighbour, is next to an own
    group that keeps another liberty, or captures. Only one square can recreate the snapshot: the one stone that
    the snapshot's own stones have more than ``own``.
    """
    occupied = own | opp
    empty = FULL ^ occupied
    capture_at: dict[int, int] = {}
    captures = 0  # empty squares whose placement captures
    for g, d in _groups_and_reach(opp):
        libs = d & empty
        if libs & (libs - 1) == 0:  # exactly one liberty: placing there captures g
            capture_at[libs] = capture_at.get(libs, 0) | g
            captures |= libs
    safe = 0  # empty squares next to an own group that keeps another liberty after the placement
    for _, d in _groups_and_reach(own):
        libs = d & empty
        if libs & (libs - 1):
            safe |= libs
    # the squares with an empty neighbour (NEIGHBOURS of each square, all at once)
    breathing = ((empty << 1) & _NOT_A) | ((empty >> 1) & _NOT_F) | (empty << SIZE) | (empty >> SIZE)
    legal = empty & (breathing | safe | captures)  # the rest would be suicide
    if forbidden is not None:
        snap_own, snap_opp = forbidden
        b = snap_own & ~own
        if (own | b) == snap_own and b & legal and b & (b - 1) == 0 and (opp & ~capture_at.get(b, 0)) == snap_opp:
            legal ^= b  # ko
    return legal


def place(own: int, opp: int, square: int) -> tuple[int, int, int]:
    """HGO-5.8: put a stone on a legal ``square``; return (own stones, opposing stones, captured mask)."""
    b = 1 << square
    own |= b
    occupied = own | opp
    captured = 0
    m = NEIGHBOURS[square] & opp
    while m:
        low = m & -m
        m ^= low
        if low & captured:
            continue
        g = group(opp, low)
        if not (dilate(g) & ~occupied & FULL):
            captured |= g
    return own, opp & ~captured, captured


def every_group_has_a_liberty(s0: int, s1: int) -> bool:
    """HGO-6.12 (first invariant): no group on the board is without a liberty."""
    occupied = s0 | s1
    for stones in (s0, s1):
        rest = stones
        while rest:
            g = group(stones, rest & -rest)
            rest ^= g
            if not liberties(g, occupied):
                return False
    return True


def territory(s0: int, s1: int) -> tuple[int, int]:
    """HGO-7.6: the empty squares of each player: regions of empty squares bordered by that player's stones only."""
    empty = FULL ^ (s0 | s1)
    t = [0, 0]
    rest = empty
    while rest:
        region = group(empty, rest & -rest)
        rest ^= region
        border = dilate(region) & ~region
        if border and not (border & s1):
            t[0] += region.bit_count()
        elif border and not (border & s0):
            t[1] += region.bit_count()
    return t[0], t[1]


def position(s0: int, s1: int) -> int:
    """A board position (HGO-1.18) as one int, for ko snapshots."""
    return s0 | s1 << 36


def split(pos: int) -> tuple[int, int]:
    return pos & FULL, pos >> 36
