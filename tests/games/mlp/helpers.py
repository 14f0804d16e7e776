"""Shared position builders for the MLP rules tests (positions: docs/positions-mlp.md)."""

from __future__ import annotations

import copy
from typing import Any

import tcgkit
from tcgkit.games.mlp.state import MlpState

GAME = tcgkit.game("mlp")

#: plain friends (no ability) to fill decks
FILLER = ["Emerald Green", "Sweetie Sunrise", "Red Gala", "Blue Moon", "Sugar Twist", "Blue Jay", "Comet Tail"]


def base(**top: Any) -> dict[str, Any]:
    """Turn 3, player 0's main phase, 5 tokens each, Rainbow Dash vs Twilight Sparkle at home, plain decks."""
    pos: dict[str, Any] = {
        "turn": 3,
        "active": 0,
        "phase": "main",
        "tokens": [5, 5],
        "players": [
            {
                "mane": "Rainbow Dash, Flier Extraordinaire",
                "problem": "Cloudbursting",
                "problems": ["Runaway Cart", "Special Delivery!", "Emergency Dress Order"],
                "deck": list(FILLER),
            },
            {
                "mane": "Twilight Sparkle, Faithful Student",
                "problem": "It's Alive!",
                "problems": ["Bunny Breakout", "Runaway Cart", "Cloudbursting"],
                "deck": list(reversed(FILLER)),
            },
        ],
        "slots": {},
    }
    for key, value in top.items():
        pos[key] = value
    return pos


def with_player(pos: dict[str, Any], p: int, **changes: Any) -> dict[str, Any]:
    new = copy.deepcopy(pos)
    new["players"][p].update(changes)
    return new


def at(pos: dict[str, Any], tag: str, *cards: Any) -> dict[str, Any]:
    """Put cards at a slot (names or tables)."""
    new = copy.deepcopy(pos)
    new.setdefault("slots", {}).setdefault(tag, {"cards": []})["cards"].extend(cards)
    return new


def setup(pos: dict[str, Any]) -> MlpState:
    state = GAME.setup(pos)
    assert isinstance(state, MlpState)
    return state


def ids(state: MlpState) -> list[str]:
    return [a.id for a in state.legal_actions()]


def run(state: MlpState, *actions: str) -> MlpState:
    for a in actions:
        state.apply(a)
    return state


def find(state: MlpState, name: str, owner: int | None = None) -> int:
    """The instance of a card (by id, name or alias), optionally of one owner; cards in play first."""
    cid = state.GAME.cards.resolve(name)
    found = [i for i, c in enumerate(state.cards) if c == cid and (owner is None or state.owner[i] == owner)]
    assert found, f"no {name} in the game"
    found.sort(key=lambda i: (not state.in_play(i), i))
    return found[0]


def where(state: MlpState, name: str, owner: int | None = None) -> str:
    """The location tag of a card in play, or its zone."""
    i = find(state, name, owner)
    loc = state.where(i)
    if loc >= 0:
        return state.loc_tag[loc]
    return state.card_locations()[i]


def kinds(state: MlpState) -> list[str]:
    return [k for k, _, _ in state.events]


def cid(name: str) -> str:
    return GAME.cards.resolve(name)


def me(**changes: Any) -> dict[str, Any]:
    """The base position with player 0 changed (the Canterlot Nights tests' starting point)."""
    return with_player(base(), 0, **changes)


def resolve(state: MlpState) -> None:
    """Run the state checks now (pending triggered abilities resolve, MLP-6.27–6.28) above the current decision."""
    state.push(("check",))
    state._legal = None
    state._run()
