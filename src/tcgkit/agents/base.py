"""The one agent interface: ``act(state) -> action id`` with the agent's own seeded generator."""

from __future__ import annotations

from typing import Any, ClassVar, Protocol, runtime_checkable

from ..core import Action, Game, Rng, State, TcgkitError


class AgentError(TcgkitError, ValueError):
    """A bad agent name or parameter, or an agent that cannot play a game (e.g. no evaluation for ``heuristic``)."""


@runtime_checkable
class Agent(Protocol):
    """Chooses an action for the player to move. Must use its own generator, never the game's."""

    name: str

    def act(self, state: State) -> str: ...


class SeededAgent:
    """Base for agents with their own generator.

    ``PARAMS`` names the keyword parameters an agent takes from a spec string (``mcts:iterations=400``) and their
    types; ``check(game)`` refuses a game the agent cannot play, before any game starts.
    """

    name = "agent"
    PARAMS: ClassVar[dict[str, type]] = {}

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    @classmethod
    def check(cls, game: Game) -> None:
        """Raise AgentError if this agent cannot play ``game``."""

    def act(self, state: State) -> str:
        raise NotImplementedError

    def describe(self) -> dict[str, Any]:
        """The agent's settings, for reports (``tcgkit sim`` output, docs/ai-strength.md)."""
        return {"agent": self.name}


def playable(actions: list[Action]) -> list[Action]:
    """The actions an agent considers: every action that does not resign, or all of them if all resign."""
    rest = [a for a in actions if not a.resign]
    return rest or actions


def choices_of(state: State) -> list[Action]:
    """``playable(state.legal_actions())``; ValueError when the game is over."""
    actions = state.legal_actions()
    if not actions:
        raise ValueError("the game is over: there is nothing to choose")
    return playable(actions)
