"""The one agent interface: ``act(state) -> action id`` with the agent's own seeded generator."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..core import Rng, State


@runtime_checkable
class Agent(Protocol):
    """Chooses an action for the player to move. Must use its own generator, never the game's."""

    name: str

    def act(self, state: State) -> str: ...


class SeededAgent:
    """Base for agents with their own generator."""

    name = "agent"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, state: State) -> str:
        raise NotImplementedError
