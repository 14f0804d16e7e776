"""Actions, events and results: the small values that cross the public API."""

from __future__ import annotations

from typing import Any, NamedTuple

Ref = int | str
"""A public reference: a card instance id, or ``"kind:name"`` for a square, arena, problem, zone... of a game."""


class Action:
    """One legal choice of a decision.

    ``id`` is a short stable string (what records store and what ``State.apply`` accepts); ``label`` is for people;
    ``data`` is the game's own payload for applying it and is not part of the public contract. ``resign`` marks a
    concession, which random playouts skip unless it is the only choice. ``run`` marks a *whole-run* action: one
    action that does a run of the same small decision at once (pay the whole cost, place all counters), offered
    beside the single steps so that nobody has to click through busywork.

    ``refs`` are the public references of what the action concerns, JSON-ready, so that a client can offer it where
    the player clicks: card instance ids (ints) and other things as ``"kind:name"`` strings whose kinds the game
    lists in ``Game.REF_KINDS`` (``"point:c3"``, ``"arena:space"``). They name only what the acting player may see
    (the conformance suite checks it) and are not part of the action's identity: records store ids only.
    """

    __slots__ = ("data", "id", "label", "refs", "resign", "run")

    def __init__(
        self,
        id: str,
        label: str,
        data: Any = None,
        resign: bool = False,
        run: bool = False,
        refs: tuple[Ref, ...] = (),
    ) -> None:
        self.id = id
        self.label = label
        self.data = data
        self.resign = resign
        self.run = run
        self.refs = refs

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


class Note(NamedTuple):
    """One explanation for a player (``State.explain``): why something is *not* possible now, or what ends the game
    soon. Never names anything hidden from the player it is written for.

    ``rule_id`` is the rule that makes it so; ``text`` is one plain-English sentence; ``refs`` are public references
    to what the note concerns (card instance ids as ints, other things as strings such as ``"square:c3"``);
    ``kind`` is ``"blocked"`` (something the player cannot do now, and why) or ``"forecast"`` (what would end the
    game, or how close it is: "if the turn ended now, Light wins", "points 13/15").
    """

    rule_id: str
    text: str
    refs: tuple[int | str, ...] = ()
    kind: str = "blocked"

    def to_dict(self) -> dict[str, Any]:
        return {"rule_id": self.rule_id, "text": self.text, "refs": list(self.refs), "kind": self.kind}


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
