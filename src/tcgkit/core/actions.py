"""Actions, events and results: the small values that cross the public API."""

from __future__ import annotations

from typing import Any, NamedTuple


class Action:
    """One legal choice of a decision.

    ``id`` is a short stable string (what records store and what ``State.apply`` accepts); ``label`` is for people;
    ``data`` is the game's own payload for applying it and is not part of the public contract. ``resign`` marks a
    concession, which random playouts skip unless it is the only choice.
    """

    __slots__ = ("data", "id", "label", "resign")

    def __init__(self, id: str, label: str, data: Any = None, resign: bool = False) -> None:
        self.id = id
        self.label = label
        self.data = data
        self.resign = resign

    def __repr__(self) -> str:
        return f"Action({self.id!r}, {self.label!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)


class Event(NamedTuple):
    """One entry of the game log. ``visible_to`` is None for public events, else the players who may see it."""

    kind: str
    data: Any = None
    visible_to: tuple[int, ...] | None = None

    def seen_by(self, player: int) -> bool:
        return self.visible_to is None or player in self.visible_to


class Result(NamedTuple):
    """The end of a game: winner (None for a draw), the reason code of the rules, and the scores.

    ``scores`` has one entry per player (or none): a number, or a JSON-ready dict whose ``"total"`` is the number.
    """

    winner: int | None
    reason: str
    scores: tuple = ()

    def to_dict(self) -> dict[str, Any]:
        return {"winner": self.winner, "reason": self.reason, "scores": list(self.scores)}


class Problem(NamedTuple):
    """One deck-rule violation: the rule it breaks and a message for people (plus the code fields of the rules)."""

    rule_id: str
    message: str
    code: str = ""
    subject: str = ""
    found: int | None = None
    limit: int | None = None

    def __str__(self) -> str:
        return f"{self.rule_id} {self.message}"
