"""Build Divide's evaluation hook: range, symmetry, won and lost games, and what it prefers."""

from __future__ import annotations

from typing import Any

import pytest

from tcgkit.agents import HeuristicAgent
from tcgkit.core import State

from .helpers import builddivide, play_checking_values


def position(p0: dict[str, Any], p1: dict[str, Any], **top: Any) -> State:
    """Both players alike (territory, deck, one card in hand) but for ``p0`` and ``p1``; player 0 to decide."""
    base = {"territory": "Cinderpeak Keep", "deck": ["Ember Squire"] * 8, "hand": ["Spark Imp"]}
    state = builddivide().setup({"players": [{**base, **p0}, {**base, **p1}], **top})
    assert state.to_move == 0
    return state


def value(state: State, player: int = 0) -> float:
    return builddivide().evaluate(state, player)  # type: ignore[attr-defined]


def test_values_lie_in_range_and_are_antisymmetric_along_games() -> None:
    game = builddivide()
    for seed in range(3):
        state = play_checking_values(game, ["red-blazecrown", "white-lightwarden"], seed)
        winner = state.result.winner  # type: ignore[union-attr]
        assert value(state, winner) == 1.0 and value(state, 1 - winner) == -1.0


def test_more_life_is_better() -> None:  # BDV-1.10, BDV-7.1
    even = position({"life": ["Ember Squire"] * 5}, {"life": ["Ember Squire"] * 5})
    ahead = position({"life": ["Ember Squire"] * 6}, {"life": ["Ember Squire"] * 5})
    assert value(even) == pytest.approx(0.0)
    assert value(ahead) > 0.0
    last_card = position({"life": ["Ember Squire"] * 2}, {"life": ["Ember Squire"] * 1})
    first_cards = position({"life": ["Ember Squire"] * 10}, {"life": ["Ember Squire"] * 9})
    assert value(last_card) > value(first_cards)  # the last life cards are worth the most


def test_units_and_energy_count_and_a_stronger_unit_counts_more() -> None:  # BDV-1.13, BDV-5.1
    life = {"life": ["Ember Squire"] * 5}
    bare = position(dict(life), dict(life))
    squire = position({**life, "field": ["Ember Squire"]}, dict(life))
    brute = position({**life, "field": ["Magma Brute"]}, dict(life))
    energy = position({**life, "energy": ["Ember Squire"]}, dict(life))
    assert 0.0 < value(squire) < value(brute)
    assert value(energy) > value(bare)


def test_an_attack_in_progress_counts_before_the_block_is_decided() -> None:  # BDV-5.24, BDV-5.28
    life = {"life": ["Ember Squire"] * 3}
    state = position({**life, "field": ["Magma Brute"]}, {**life, "field": ["Ember Squire"]}, phase="attack")
    before = value(state)
    attack = next(a.id for a in state.legal_actions() if a.id.endswith("player"))
    state.apply(attack)
    assert state.decision == "block" and state.to_move == 1
    # the defender can only chump-block (losing the Squire) or take about 2 life damage: the attacker gains
    assert value(state) > before


def test_the_heuristic_attacks_for_lethal() -> None:  # BDV-7.1: empty life zone, an unblocked hit wins
    state = position({"life": ["Ember Squire"] * 3, "field": ["Magma Brute"]}, {"life": []}, phase="attack")
    agent = HeuristicAgent(seed=0)
    aid = agent.act(state)
    assert aid.endswith("player")
    state.apply(aid)
    assert state.is_over and state.result.winner == 0  # type: ignore[union-attr]
