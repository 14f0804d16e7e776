"""The heuristic agent: greedy one-ply play with the game's own evaluation.

At each decision it re-deals what it may not know (``state.determinize(player, own rng)``), tries every legal action
on a clone of that copy and keeps the action whose resulting position the game's ``evaluate`` likes best for the
player, breaking ties with its own generator. It never concedes unless conceding is the only legal action, and at a
position it has already decided at in this game it sets aside the actions it took there (``agents/repetition.py``),
so a loop of free actions cannot hold it forever. It needs the game's evaluation hook (see ``agents/evaluation.py``).
"""

from __future__ import annotations

from typing import Any

from ..core import Game, State
from .base import SeededAgent, choices_of
from .evaluation import Evaluation, require_evaluation
from .repetition import RepetitionGuard

TIE = 1e-9  # evaluations closer than this are a tie


class HeuristicAgent(SeededAgent):
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._evaluate: Evaluation | None = None
        self._game: Game | None = None
        self._guard = RepetitionGuard()

    @classmethod
    def check(cls, game: Game) -> None:
        require_evaluation(game, cls.name)

    def act(self, state: State) -> str:
        choices = choices_of(state)
        if len(choices) == 1:
            return choices[0].id
        player = state.to_move
        assert player is not None
        evaluate = self.evaluation(state.game)
        choices = self._guard.untried(state, choices)
        world = state.determinize(player, self.rng)
        best: list[str] = []
        best_value = -2.0
        for action in choices:
            child = world.clone()
            child.apply(action.id)
            value = evaluate(child, player)
            if value > best_value + TIE:
                best, best_value = [action.id], value
            elif value >= best_value - TIE:
                best.append(action.id)
        chosen = best[0] if len(best) == 1 else best[self.rng.below(len(best))]
        self._guard.chose(chosen)
        return chosen

    def evaluation(self, game: Game) -> Evaluation:
        if self._game is not game:
            self._evaluate, self._game = require_evaluation(game, self.name), game
        assert self._evaluate is not None
        return self._evaluate

    def describe(self) -> dict[str, Any]:
        return {"agent": self.name, "policy": "greedy one-ply on a determinized copy, game evaluation"}
