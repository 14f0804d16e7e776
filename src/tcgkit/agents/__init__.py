"""Agents: anything with ``act(state) -> action id``. ``make(kind, game, seed)`` builds one by name."""

from __future__ import annotations

from .base import Agent
from .random import RandomAgent

KINDS = {"random": RandomAgent}


def make(kind: str, seed: int = 0) -> Agent:
    """An agent by name ('random', ...); ValueError naming the known kinds otherwise."""
    try:
        return KINDS[kind](seed=seed)
    except KeyError:
        raise ValueError(f"unknown agent {kind!r} (agents: {', '.join(KINDS)})") from None


__all__ = ["KINDS", "Agent", "RandomAgent", "make"]
