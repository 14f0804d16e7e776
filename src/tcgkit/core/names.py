"""How players are named for people: one naming everywhere.

In a player's own view the players are "you" and "the opponent"; in a neutral view (replays of everything,
spectators, logs) they are "player 1" and "player 2" — seat 0 is player 1. Game code never writes "player 0",
"P1" or "you's"; it calls these helpers with the viewer it is rendering for (None: neutral).
"""

from __future__ import annotations


def player_name(player: int | None, viewer: int | None) -> str:
    """ "you", "the opponent", or "player N" (seat + 1) in a neutral view; "nobody" for None."""
    if player is None:
        return "nobody"
    if viewer is None:
        return f"player {player + 1}"
    return "you" if player == viewer else "the opponent"


def possessive(player: int | None, viewer: int | None) -> str:
    """ "your", "the opponent's", or "player N's"."""
    if viewer is not None and player == viewer:
        return "your"
    return f"{player_name(player, viewer)}'s"


def capital(text: str) -> str:
    """``text`` with its first letter upper-cased (for a name that starts a sentence)."""
    return text[:1].upper() + text[1:]


def join_names(names: list[str] | tuple[str, ...]) -> str:
    """Card names joined so that names containing commas stay readable: "A; B; C" when any name has a comma,
    else "A, B, C"."""
    sep = "; " if any("," in n for n in names) else ", "
    return sep.join(names)


def zone_label(zone: str, viewer: int | None) -> str:
    """A zone key of ``State.card_locations`` for people: "hand:0" -> "your hand" / "player 1's hand",
    "match:attacker" -> "match (attacker)", "action_discard:1" -> "the opponent's action discard"."""
    base, _, tail = zone.partition(":")
    words = base.replace("_", " ")
    if tail.isdigit():
        return f"{possessive(int(tail), viewer)} {words}"
    return f"{words} ({tail.replace('_', ' ')})" if tail else words
