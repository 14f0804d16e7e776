"""Shared helpers of the agent tests: states in the middle of real games."""

from __future__ import annotations

import pytest

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.core import Game, State


def decks_of(game: Game) -> list[str]:
    names = list(game.sample_decks())
    return [names[0], names[1 % len(names)]]


def midgame(game: Game, seed: int, steps: int, min_choices: int = 2) -> State:
    """A state of a random game after about ``steps`` decisions, at a decision with at least ``min_choices``
    non-resigning actions (the first such decision from there on)."""
    state = game.new_game(decks_of(game), seed=seed)
    players = [RandomAgent(seed * 7 + 1), RandomAgent(seed * 7 + 2)]
    n = 0
    while not state.is_over:
        choices = [a for a in state.legal_actions() if not a.resign]
        if n >= steps and len(choices) >= min_choices:
            return state
        state.apply(players[state.to_move].act(state))  # type: ignore[index]
        n += 1
    raise AssertionError(f"{game.name} seed {seed}: the game ended before a decision with {min_choices} choices")


def play_checking_values(game: Game, decks: list[str], seed: int) -> State:
    """A random game to its end, checking at every state that the evaluation lies in [-1, 1] and is antisymmetric
    (``evaluate(s, 0) == -evaluate(s, 1)``, to the last bit where the game declares ``EVALUATION_ZERO_SUM``: searches
    then evaluate a leaf once for both players); the finished state."""
    evaluate = game.evaluate  # type: ignore[attr-defined]
    state = game.new_game(decks, seed=seed)
    players = [RandomAgent(seed), RandomAgent(seed + 50)]
    while not state.is_over:
        v0, v1 = evaluate(state, 0), evaluate(state, 1)
        assert -1.0 <= v0 <= 1.0
        if game.EVALUATION_ZERO_SUM:
            assert v0 == -v1
        else:
            assert v0 == pytest.approx(-v1)
        state.apply(players[state.to_move].act(state))  # type: ignore[index]
    return state


def builddivide() -> Game:
    return tcgkit.game("builddivide")
