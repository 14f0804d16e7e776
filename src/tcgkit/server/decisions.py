"""What is being decided, in words, for the table's header ("Your move: choose the square to move to").

The words are the game's own (``Game.describe_decision``, from each game's ``DECISION_WORDS``); the server adds
nothing game-specific. A decision a game has not described reads "make a choice" (never the opcode) and is logged
once; the conformance suite requires words for every decision of every game.
"""

from __future__ import annotations

import logging

import tcgkit
from tcgkit.core.game import UNKNOWN_DECISION

log = logging.getLogger("tcgkit.server")

UNKNOWN = UNKNOWN_DECISION
_told: set[tuple[str, str]] = set()


def decision_words(game: str, decision: str) -> str | None:
    """The words for ``decision`` (an opcode of ``game``); None when nothing is decided (the game is over)."""
    if not decision:
        return None
    words = tcgkit.game(game).describe_decision(decision)
    if words == UNKNOWN and (game, decision) not in _told:
        _told.add((game, decision))
        log.warning("no words for the %s decision %r: the table shows %r", game, decision, UNKNOWN)
    return words


__all__ = ["UNKNOWN", "decision_words"]
