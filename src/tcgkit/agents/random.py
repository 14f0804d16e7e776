"""The random agent: a uniform choice among the legal actions, conceding only when nothing else is legal."""

from __future__ import annotations

from ..core import State
from .base import SeededAgent


class RandomAgent(SeededAgent):
    name = "random"

    def act(self, state: State) -> str:
        actions = state.legal_actions()
        if not actions:
            raise ValueError("the game is over: there is nothing to choose")
        playable = [a for a in actions if not a.resign] or actions
        return playable[self.rng.below(len(playable))].id
