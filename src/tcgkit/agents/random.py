"""The random agent: a uniform choice among the legal actions, conceding only when nothing else is legal."""

from __future__ import annotations

from ..core import State
from .base import SeededAgent, choices_of


class RandomAgent(SeededAgent):
    name = "random"

    def act(self, state: State) -> str:
        choices = choices_of(state)
        return choices[self.rng.below(len(choices))].id
