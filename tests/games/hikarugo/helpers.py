"""Shared helpers of the Hikaru no Go rules tests: positions, action ids, zone contents."""

from __future__ import annotations

from typing import Any

import tcgkit
from tcgkit.games.hikarugo.state import HgoState

GAME: Any = tcgkit.game("hikarugo")
EMPTY = ["......"] * 6


def setup(**position: Any) -> HgoState:
    """A state from a position given as keyword arguments (docs/positions-hikarugo.md)."""
    return GAME.setup(position)  # type: ignore[no-any-return]


def players(p0: dict[str, Any] | None = None, p1: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    return [p0 or {}, p1 or {}]


def ids(state: HgoState) -> list[str]:
    return [a.id for a in state.legal_actions()]


def play(state: HgoState, *actions: str) -> HgoState:
    for a in actions:
        state.apply(a)
    return state


def cards(state: HgoState, zone: list[int]) -> list[str]:
    """The card ids of a zone, in zone order."""
    return [state.cards[i] for i in zone]


def kinds(state: HgoState, since: int = 0) -> list[str]:
    return [k for k, _, _ in state.events[since:]]


def events(state: HgoState, kind: str) -> list[Any]:
    return [d for k, d, _ in state.events if k == kind]
