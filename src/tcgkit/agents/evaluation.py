"""Finding a game's evaluation hook and turning results and evaluations into rewards.

A game offers an evaluation by defining ``evaluate(state, player) -> float`` on its ``Game`` subclass: a value in
[-1, 1] from ``player``'s point of view (1 = won, -1 = lost, 0 = even or a draw). It lives in the game package
(``games/<game>/evaluation.py``, wired in ``game.py``) because only the game knows what a good position is. Agents
pick it up with :func:`evaluation_of`; nothing else about a game is special-cased here.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import Game, State
from .base import AgentError

Evaluation = Callable[[State, int], float]


def evaluation_of(game: Game) -> Evaluation | None:
    """The game's ``evaluate(state, player)`` hook, or None if it has none."""
    hook = getattr(game, "evaluate", None)
    return hook if callable(hook) else None


def require_evaluation(game: Game, agent: str) -> Evaluation:
    """The game's evaluation, or an AgentError saying that ``agent`` needs one."""
    hook = evaluation_of(game)
    if hook is None:
        raise AgentError(
            f"the {agent} agent needs an evaluation of {game.name} positions, and {game.name} has none yet "
            "(a Game.evaluate(state, player) hook, see docs/agents.md); use random or mcts"
        )
    return hook


def outcome_rewards(state: State, players: int) -> list[float]:
    """Per-player rewards of a finished game in [0, 1]: 1 for the winner, 0 for the others, 1/2 each for a draw."""
    winner = state.outcome[0] if state.outcome is not None else None
    if winner is None:
        return [0.5] * players
    return [1.0 if p == winner else 0.0 for p in range(players)]


def evaluated_rewards(state: State, players: int, evaluate: Evaluation, zero_sum: bool = False) -> list[float]:
    """Per-player rewards in [0, 1] of an unfinished game, from the evaluation (clamped to [-1, 1]). ``zero_sum``
    (``Game.EVALUATION_ZERO_SUM``, two players): player 0's value is evaluated once and player 1's is its negation,
    the same rewards as evaluating both."""
    if zero_sum and players == 2:
        v = max(-1.0, min(1.0, evaluate(state, 0)))
        return [(v + 1.0) / 2.0, (1.0 - v) / 2.0]
    return [(max(-1.0, min(1.0, evaluate(state, p))) + 1.0) / 2.0 for p in range(players)]
