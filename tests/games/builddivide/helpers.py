"""Helpers for Build Divide rules tests: positions with defaults, and small readers of a state."""

from __future__ import annotations

from typing import Any

import tcgkit
from tcgkit.games.builddivide.state import BdvState

G: Any = tcgkit.game("builddivide")
FILLER = "Wandering Automaton"  # colourless, icon NONE: checks and draws of it do nothing
ENERGY = {"RED": "Ember Squire", "BLUE": "Reef Sentinel", "WHITE": "Shieldbearer", "BLACK": "Crypt Rat", "NONE": FILLER}


def energy(color: str, n: int, rested: bool = False) -> list[Any]:
    """n energy cards of one colour (``NONE`` = colourless)."""
    card = ENERGY[color]
    return [{"card": card, "rested": True} if rested else card for _ in range(n)]


def player(territory: str = "Cinderpeak Keep", **zones: Any) -> dict[str, Any]:
    """A player table; deck and life default to 5 filler cards each."""
    zones.setdefault("deck", [FILLER] * 5)
    zones.setdefault("life", [FILLER] * 5)
    return {"territory": territory, **zones}


def setup(p0: dict[str, Any] | None = None, p1: dict[str, Any] | None = None, **top: Any) -> BdvState:
    """A position: player 0 (default: Cinderpeak Keep) against player 1 (default: Tidewell Archive)."""
    state = G.setup({"players": [p0 or player(), p1 or player("Tidewell Archive")], **top})
    assert isinstance(state, BdvState)
    return state


def ids(state: BdvState) -> list[str]:
    return [a.id for a in state.legal_actions()]


def names(state: BdvState, zone: str, p: int) -> list[str]:
    """Card names of a zone (internal order: top of deck/life/grave last)."""
    return [state.f[i].name for i in getattr(state, zone)[p]]


def iid(state: BdvState, zone: str, p: int, name: str, k: int = 0) -> int:
    """The k-th instance named ``name`` in a zone."""
    return [i for i in getattr(state, zone)[p] if state.f[i].name == name][k]


def kinds(state: BdvState, since: int = 0) -> list[str]:
    """Event kinds logged since event number ``since``."""
    return [k for k, _, _ in state.events[since:]]


def events(state: BdvState, kind: str) -> list[Any]:
    return [d for k, d, _ in state.events if k == kind]
