"""Shared helpers of the Star Wars rules tests: positions in, action ids and events out."""

from __future__ import annotations

from typing import Any

import tcgkit
from tcgkit.core import State

G = tcgkit.game("starwars")


def setup(position: dict[str, Any] | str) -> Any:
    return G.setup(position)


def ids(state: State) -> list[str]:
    return [a.id for a in state.legal_actions()]


def events(state: State, kind: str) -> list[Any]:
    return [d for k, d, _ in state.events if k == kind]


def play(state: State, *actions: str) -> State:
    for a in actions:
        state.apply(a)
    return state


def unit(state: Any, uid: int) -> tuple[Any, ...] | None:
    return state.unit(uid)


def names(state: Any, uid: int) -> list[str]:
    u = state.unit(uid)
    assert u is not None, f"u{uid} is not in play"
    return [state.card(i).label for i in u[2]]


def cid(name: str) -> str:
    return G.cards.resolve(name)


def cost(name: str) -> int:
    return G.cards[cid(name)].build_cost


PASSIVE = ("end", "done", "hold", "pass", "no", "none", "skip")


def advance(state: Any, until: str, limit: int = 500) -> Any:
    """Take the passive choice (end/done/hold/pass/...; else the first) until the decision ``until`` is pending."""
    for _ in range(limit):
        if state.is_over or state.decision == until:
            return state
        acts = ids(state)
        choice = next((a for a in PASSIVE if a in acts), acts[0])
        state.apply(choice)
    raise AssertionError(f"{until} never came")


def finish_turn(state: Any) -> Any:
    """Take passive choices until the next turn starts (or the game ends)."""
    turn = state.turn
    for _ in range(500):
        if state.is_over or state.turn > turn:
            return state
        acts = ids(state)
        choice = next((a for a in PASSIVE if a in acts), acts[0])
        state.apply(choice)
    raise AssertionError("the turn never ended")
