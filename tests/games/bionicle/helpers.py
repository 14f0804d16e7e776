"""Shared helpers of the Bionicle rules tests: a compact way to write positions and read the offered actions."""

from __future__ import annotations

from typing import Any

import tcgkit
from tcgkit.core import State

G = tcgkit.game("bionicle")


def pos(p0: dict[str, Any] | None = None, p1: dict[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    """A position (docs/positions-bionicle.md): Tahu (player 0, active) against Gali (player 1) on the joined map,
    the Bohrok deck on nest (2,4); ``p0``/``p1`` and the keyword arguments override."""
    a = {"toa": "Tahu", "square": "9,5"}
    a.update(p0 or {})
    b = {"toa": "Gali", "square": "16,7"}
    b.update(p1 or {})
    raw: dict[str, Any] = {"nest": "2,4", "players": [a, b]}
    raw.update(top)
    return raw


def setup(p0: dict[str, Any] | None = None, p1: dict[str, Any] | None = None, **top: Any) -> State:
    return G.setup(pos(p0, p1, **top))


def ids(state: State) -> list[str]:
    """The ids of the legal actions now."""
    return [a.id for a in state.legal_actions()]


def moves(state: State) -> set[str]:
    """The squares offered by ``move`` actions now."""
    return {a.id[5:] for a in state.legal_actions() if a.id.startswith("move ")}


def names(state: State, iids: list[int]) -> list[str]:
    """Card names of instances, in order."""
    return [G.cards[state.cards[i]].name for i in iids]


def sq(state: State, name: str) -> int:
    """The square number of ``"r,c"`` on the state's map."""
    found = state.board.square(name)  # type: ignore[attr-defined]
    assert found is not None, name
    return found


def kinds(state: State) -> list[str]:
    """The kinds of the events logged so far."""
    return [e[0] for e in state.events]


def last(state: State, kind: str) -> Any:
    """The data of the last event of ``kind``."""
    return [d for k, d, _ in state.events if k == kind][-1]


def turn_events(state: State, turn: int) -> list[tuple[str, Any]]:
    """(kind, data) of the public events of turn number ``turn``."""
    out: list[tuple[str, Any]] = []
    current = None
    for kind, data, vis in state.events:
        if kind == "turn":
            current = data["turn"]
        elif current == turn and vis is None:
            out.append((kind, data))
    return out
