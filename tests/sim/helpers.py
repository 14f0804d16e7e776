"""Small simulations shared by the sim tests."""

from __future__ import annotations

import tcgkit
from tcgkit.sim import Job, pair_job


def small_job(games: int = 6, agents: tuple[str, str] = ("random", "random"), keep: bool = False) -> Job:
    """Build Divide, red against blue, ``games`` games from seed 0."""
    decks = tcgkit.game("builddivide").sample_decks()
    pair = [("red-blazecrown", decks["red-blazecrown"]), ("blue-tidecaller", decks["blue-tidecaller"])]
    return pair_job("builddivide", pair, list(agents), games, seed=0, keep_records=keep)
