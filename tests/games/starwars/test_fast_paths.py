"""The speed-ups of the Star Wars engine give what a fresh computation gives, at every decision of seeded games: the
kept aura list (reused while only tapped states or damage changed, ``auras_narrow``), the initial totals, the static
ops in play, the hand tables by card type and by battle-card timing, and the units that may use an ability."""

from __future__ import annotations

from typing import Any

import pytest

import tcgkit
from tcgkit.bench import deck_pairs, pick
from tcgkit.core import Rng
from tcgkit.games.starwars.base import (
    BUILDABLE_TYPES,
    CHARACTER,
    MULLIGAN_TYPES,
    RETREATED,
    U_CARDS,
    U_EQ,
    U_OWN,
    U_ZONE,
    UNIT_TYPE,
)
from tcgkit.games.starwars.state import SwtState

TIMINGS = ("build_step", "activation", "before_roll", "after_roll", "before_damage", "battle_end")


def _auras(entries: list[Any]) -> list[tuple[Any, ...]]:
    return [(id(e), kind, c.user, c.src, c.arena, c.chosen, host) for e, kind, c, host in entries]


def _carries(state: SwtState, u: Any, timing: str) -> bool:
    """Has the unit an activated ability of this timing (its top card's or its equipment's)?"""
    return any(ab.timing == timing for iid in (u[U_CARDS][0], *u[U_EQ]) for _, ab in state.facts[iid].activated)


def _battle_card_of(state: SwtState, iid: int, timing: str) -> bool:
    card = state.card(iid)
    return card.type == "battle" and card.supported and card.timing == timing


def _check(state: SwtState) -> None:
    fresh, _ = state._compute_auras()
    assert _auras(state.auras()) == _auras(fresh)
    ops: set[str] = set()
    for u in state.units:
        if u[U_ZONE] != RETREATED:
            ops |= state.facts[u[U_CARDS][0]].static_ops
    for i in state.locs:
        if i >= 0:
            ops |= state.facts[i].static_ops
    for op in ("cost", "tax", "toll", "no_retreat", "lure"):
        assert state.has_static_op(op) == (op in ops)
    facts = state.facts
    for p in (0, 1):
        total = sum(
            facts[u[U_CARDS][0]].cost + len(u[U_CARDS]) - 1
            for u in state.units
            if u[U_OWN] == p and u[U_ZONE] <= CHARACTER
        )
        assert state.total(p) == total + sum(b[2] for b in state.builds if b[0] == p)
        for types in (BUILDABLE_TYPES, UNIT_TYPE, MULLIGAN_TYPES):
            assert state.hand_of_types(p, types) == state.hand_choices(p, lambda i, t=types: facts[i].type in t)
        for timing in TIMINGS:
            assert state.hand_battle_cards(p, timing) == state.hand_choices(
                p, lambda i, t=timing: _battle_card_of(state, i, t)
            )
            assert state.ability_units(p, timing) == [
                u for u in state.units if u[U_OWN] == p and u[U_ZONE] <= CHARACTER and _carries(state, u, timing)
            ]


@pytest.mark.parametrize("seed", [3, 11, 17])
def test_fast_paths_match_fresh_computations(seed: int) -> None:
    game = tcgkit.game("starwars")
    pairs = deck_pairs(game)
    state = game.new_game(pairs[seed % len(pairs)], seed=seed)
    assert isinstance(state, SwtState)
    rng = Rng(seed)
    steps = 0
    while not state.is_over and steps < 300:
        actions = state.legal_actions()
        _check(state)
        state.apply(pick(actions, rng))
        steps += 1
    assert steps > 20
