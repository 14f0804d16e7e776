"""End of the game (rules §7): the six-mask win, checked after every acquisition, and the turn-limit draw.

There is no other way to win or lose (BIO-7.3): empty decks, a Toa that cannot move and lost masks never end the game.
Result reasons: ``SIX_MASKS`` (winner = the player index) and ``TURN_LIMIT`` (a draw); scores are the mask counts.
"""

from __future__ import annotations

from .base import BioBase


def scores(state: BioBase) -> tuple[int, int]:
    """Both players' mask counts (BIO-6.9)."""
    return state.mask_count(0), state.mask_count(1)


def check_win(state: BioBase, player: int) -> bool:
    """BIO-7.1, BIO-7.2: if ``player`` holds all six mask names of their own Toa, they win at once."""
    facts = state.facts
    own = facts.name[state.toa[player]]
    names = {facts.name[i] for i in state.held[player] if facts.is_mask[i] and facts.toa_of[i] == own}
    if len(names) < 6:
        return False
    state.end_game(player, "SIX_MASKS", scores(state))
    return True


def check_turn_limit(state: BioBase) -> bool:
    """BIO-7.4: when the End step of turn ``turn_limit`` completes without a winner, the game is a draw."""
    if state.turn < state.options["turn_limit"]:
        return False
    state.end_game(None, "TURN_LIMIT", scores(state))
    return True
