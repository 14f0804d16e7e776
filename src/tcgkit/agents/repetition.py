"""Not walking in circles: a guard against choosing the same action again at a position seen before.

Some card pools hold loops of free actions: two My Little Pony characters that each "exhaust to ready another of
your characters" can ready each other forever, and nothing in the rules stops a player from doing so. A random agent
leaves such a loop by chance, but a deterministic chooser (the greedy heuristic, or a search whose values do not
change) takes the same best-looking action every time around and never ends the game.

The guard remembers, for one game, each position where its agent decided (the deciding player's own observation
without the log, so only what that player may see) and the actions it took there. When a position comes back, the
actions already taken from it are set aside, so the agent tries something else; only if every legal action was tried
there already are they all offered again. A position comes back only when nothing changed in between, i.e. the
agent went around a loop, so this never changes a choice in a game without loops.
"""

from __future__ import annotations

import json

from ..core import Action, State


class RepetitionGuard:
    """Per-game memory of (position seen by the deciding player) -> action ids chosen there."""

    __slots__ = ("_key", "_origin", "_tried")

    def __init__(self) -> None:
        self._origin: object = None
        self._tried: dict[str, set[str]] = {}
        self._key = ""

    def untried(self, state: State, choices: list[Action]) -> list[Action]:
        """``choices`` without the actions already taken at this very position (all of them if none is left)."""
        if state.origin is not self._origin:
            self._origin, self._tried = state.origin, {}
        player = state.to_move
        assert player is not None
        seen = state.observe(player, since=state.LOG_END)  # the key is the position, not its history
        for key in ("log", "log_from", "log_size"):
            seen.pop(key, None)
        self._key = json.dumps(seen, sort_keys=True, separators=(",", ":"), default=str)
        tried = self._tried.get(self._key)
        if not tried:
            return choices
        rest = [a for a in choices if a.id not in tried]
        return rest or choices

    def chose(self, action_id: str) -> None:
        """Remember that ``action_id`` was taken at the position of the last :meth:`untried` call."""
        self._tried.setdefault(self._key, set()).add(action_id)
