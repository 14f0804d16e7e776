"""A small seeded random generator whose whole state is one 64-bit integer (SplitMix64).

The state's generator lives in the game state as a plain int, so cloning and JSON are free and a game replays the
same on every machine. Agents use :class:`Rng`, an object around the same functions, never the game's generator.
``below(n)`` uses the multiply-shift reduction; its bias is below 2**-56 for the small ``n`` games use.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from .compiled import mypyc_attr

T = TypeVar("T")

M64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state (mixing it so that nearby seeds diverge)."""
    s = (seed * _GAMMA + 0x632BE59BD9B4E019) & M64
    s, _ = next_u64(s)
    return s


def next_u64(s: int) -> tuple[int, int]:
    """Advance state ``s``; return (new state, a uniform 64-bit value)."""
    s = (s + _GAMMA) & M64
    z = s
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return s, z ^ (z >> 31)


def below(s: int, n: int) -> tuple[int, int]:
    """Advance state ``s``; return (new state, a uniform integer in [0, n))."""
    s = (s + _GAMMA) & M64
    z = s
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return s, ((z ^ (z >> 31)) * n) >> 64


def shuffle(s: int, items: MutableSequence[T]) -> int:
    """Fisher-Yates shuffle of ``items`` in place; return the new state (``below`` inlined: searches shuffle at
    every determinization)."""
    for i in range(len(items) - 1, 0, -1):
        s = (s + _GAMMA) & M64
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        j = ((z ^ (z >> 31)) * (i + 1)) >> 64
        items[i], items[j] = items[j], items[i]
    return s


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # picklable when compiled (core/compiled.py)
class Rng:
    """An agent's or a tool's own generator (never the game's)."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed_state(seed)

    def below(self, n: int) -> int:
        self.state, r = below(self.state, n)
        return r

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        self.state = shuffle(self.state, items)

    def random(self) -> float:
        self.state, z = next_u64(self.state)
        return (z >> 11) * (1.0 / (1 << 53))

    def spawn(self) -> int:
        """A fresh integer seed drawn from this generator (for a child generator or a game)."""
        self.state, z = next_u64(self.state)
        return z >> 1
