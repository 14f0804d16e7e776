"""Playing simulated games: the spec of a match-up and the one pure function every backend runs.

``run_games(spec, seeds)`` plays one game per seed and depends on nothing but its arguments (no clock, no global
state, no worker identity), so the local processes and a Ray cluster give identical results for the same seeds.

- A game's **seed** seeds the game's own generator (``new_game(seed=...)``) and, mixed with the entrant's index,
  each agent's generator.
- **Seats alternate**: entrant A sits in seat 0 in games with an even seed and in seat 1 in games with an odd seed
  (runs use consecutive seeds, so seats alternate game by game).
- The **first player** is the ``first`` field of the game's public view when the game shows one (Build Divide and
  My Little Pony pick the first player at random), else the player who made the game's first decision.
- A game that has not ended after ``max_decisions`` decisions stops and counts as ``UNFINISHED`` (a safety net).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import tcgkit

from .. import agents
from ..core import Deck, Rng

UNFINISHED = "UNFINISHED"
MAX_DECISIONS = 50_000


@dataclass(frozen=True)
class Entrant:
    """One side of a match-up: a deck played by an agent. ``label`` names it in reports."""

    label: str
    deck_name: str
    deck: Deck
    agent: str  # an agent spec string (``tcgkit.agents.make``)


@dataclass(frozen=True)
class SimSpec:
    """A match-up of two entrants (A and B) in one game under given regulation options."""

    game: str
    entrants: tuple[Entrant, Entrant]
    options: dict[str, Any] = field(default_factory=dict)
    max_decisions: int = MAX_DECISIONS
    keep_records: bool = False

    @property
    def title(self) -> str:
        a, b = self.entrants
        return f"{a.label} vs {b.label}"


@dataclass(frozen=True)
class GameResult:
    """One simulated game. Entrants are indices into ``spec.entrants`` (0 = A, 1 = B).

    ``seats[s]`` is the entrant in seat s; ``winner`` the winning entrant (None: a draw or unfinished); ``reason``
    the game's reason code (or ``UNFINISHED``); ``decisions`` the recorded decisions; ``turns`` the game's turn
    counter when its public view has one; ``first`` the entrant who went first; ``record`` the game record when the
    spec keeps records."""

    seed: int
    seats: tuple[int, ...]
    winner: int | None
    reason: str
    decisions: int
    turns: int | None
    first: int | None
    record: dict[str, Any] | None = None

    def to_row(self) -> dict[str, Any]:
        """The result as a flat dict (JSON and CSV rows), without the record."""
        return {
            "seed": self.seed,
            "seat0": self.seats[0],
            "seat1": self.seats[1],
            "first": self.first,
            "winner": self.winner,
            "reason": self.reason,
            "decisions": self.decisions,
            "turns": self.turns,
        }


def agent_seed(seed: int, entrant: int) -> int:
    """The seed of an entrant's agent in the game with ``seed`` (independent of the game's own generator)."""
    return Rng(seed * 2 + entrant).spawn() ^ 0x5EED_A9E7


def seats_for(seed: int) -> tuple[int, int]:
    """Entrant per seat: A (0) sits in seat 0 when the seed is even, in seat 1 when it is odd."""
    return (0, 1) if seed % 2 == 0 else (1, 0)


def play_game(spec: SimSpec, seed: int) -> GameResult:
    """Play one game of ``spec`` with ``seed`` to its end (or ``max_decisions``)."""
    game = tcgkit.game(spec.game)
    seats = seats_for(seed)
    decks = [spec.entrants[e].deck for e in seats]
    state = game.new_game(decks, seed=seed, options=spec.options)
    players = {s: agents.make(spec.entrants[e].agent, seed=agent_seed(seed, e), game=game) for s, e in enumerate(seats)}
    first_mover = state.to_move
    decisions = 0
    while not state.is_over and decisions < spec.max_decisions:
        mover = state.to_move
        assert mover is not None
        state.apply(players[mover].act(state))
        decisions += 1
    view = state.observe(0, since=state.LOG_END)["view"]
    first_seat = view.get("first") if isinstance(view.get("first"), int) else first_mover
    turns = view.get("turn") if isinstance(view.get("turn"), int) else None
    result = state.result
    if result is None:
        winner, reason = None, UNFINISHED
    else:
        winner = None if result.winner is None else seats[result.winner]
        reason = result.reason
    record = None
    if spec.keep_records:
        record = state.record()
        record["players"] = [spec.entrants[e].agent for e in seats]
        record["entrants"] = [spec.entrants[e].label for e in seats]
        record["result"] = result.to_dict() if result is not None else None
    return GameResult(
        seed=seed,
        seats=seats,
        winner=winner,
        reason=reason,
        decisions=len(state.history),
        turns=turns,
        first=None if first_seat is None else seats[first_seat],
        record=record,
    )


def run_games(spec: SimSpec, seeds: Sequence[int]) -> list[GameResult]:
    """Play one game per seed, in order. Pure: the same spec and seeds give the same results anywhere."""
    return [play_game(spec, seed) for seed in seeds]


__all__ = ["MAX_DECISIONS", "UNFINISHED", "Entrant", "GameResult", "SimSpec", "play_game", "run_games", "seats_for"]
