"""Log lines for people: one sentence per event kind, written for a viewer ("you" / "the opponent"; in a neutral
view "player 1" / "player 2", seat 0 being player 1), with square kinds and decks in words (no codes)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgkit.core import Game, Result, capital, player_name, possessive

DECK_WORDS = {"action": "action", "mission": "mission", "M&T": "Mask & Turaga", "challenge": "challenge"}

#: Game.REF_KINDS: what the refs of actions and log events name besides card instances (docs/positions-bionicle.md)
REF_KINDS = {
    "square": 'a square of the map by its row and column, "square:3,7"',
    "deck": (
        'a face-down pile: "deck:action-0" and "deck:mt-1" (a player\'s action or Mask & Turaga deck), "deck:mission" '
        '(the shared mission deck) or "deck:mission-0" (a player\'s own), "deck:challenge", "deck:bohrok"'
    ),
    "card": 'the visible cards with a card id, "card:race-the-storm" (what a log event names; events keep card ids)',
}
_DECK_REFS = {"action": "action", "M&T": "mt", "mission": "mission", "challenge": "challenge"}
_SQUARE_EVENTS = frozenset({"nest", "place", "mission_drawn", "move", "stay"})
_DECK_EVENTS = frozenset({"no_card", "reshuffle"})


def deck_ref(deck: object, p: object) -> str | None:
    """The ref of a deck named in an event (``deck`` and ``player``): "deck:action-0", "deck:challenge"..."""
    name = _DECK_REFS.get(str(deck))
    if name is None:
        return None
    return f"deck:{name}-{p}" if p in (0, 1) and name != "challenge" else f"deck:{name}"


def event_refs(kind: str, d: dict[str, Any]) -> tuple[int | str, ...]:
    """The refs of one event: its cards (``card``, a raid's ``bohrok``) as ``card:<id>`` — the events keep card ids,
    not instances, so a client lights the visible cards of that id —, its square and its deck."""
    out: list[int | str] = []
    for key in ("card", "bohrok"):
        cid = d.get(key)
        if isinstance(cid, str):
            out.append(f"card:{cid}")
    if kind in _SQUARE_EVENTS and isinstance(d.get("square"), str):
        out.append(f"square:{d['square']}")
    elif kind == "swarm_gone" and isinstance(d.get("nest"), str):
        out.append(f"square:{d['nest']}")
    if kind == "nest":
        out.append("deck:bohrok")
    elif kind in _DECK_EVENTS or (kind == "draw" and "card" not in d):
        ref = deck_ref(d.get("deck", "action"), d.get("player"))
        if ref is not None:
            out.append(ref)
    elif kind == "return":
        out.append(f"deck:mt-{d.get('player')}")
    return tuple(out)


def event_line(game: Game, kind: str, d: dict[str, Any], viewer: int | None) -> str | None:
    """The line of one event (None for a kind this game never logs)."""
    p = d.get("player")

    def who(base: str, third: str) -> str:
        """ "You draw" / "The opponent draws" / "Player 1 draws"."""
        return f"{capital(player_name(p, viewer))} {base if p == viewer and viewer is not None else third}"

    def whose() -> str:
        return possessive(p, viewer)

    def their() -> str:
        return "your" if p == viewer and viewer is not None else "their"

    def card(key: str = "card") -> str:
        cid = d.get(key)
        return game.cards.display(cid) if isinstance(cid, str) and cid in game.cards else ""

    def contest(what: str) -> str:
        vals = d.get("values", [0, 0])
        q = p if p in (0, 1) else 0
        outcome = "succeeds" if d.get("success") else "fails"
        return f"{capital(whose())} {what} ({d.get('stat')}) {outcome}: {vals[q]} against {vals[1 - q]}"

    def deck() -> str:
        words = DECK_WORDS.get(str(d.get("deck")), str(d.get("deck")))
        return f"{whose()} {words} deck" if p is not None else f"the {words} deck"

    def setup() -> str:
        toa = d.get("toa", ["", ""])
        sides = " against ".join(f"{t} ({player_name(q, viewer)})" for q, t in enumerate(toa))
        return f"Setup on the {d.get('map')} map: {sides}"

    def game_over() -> str:
        scores = tuple(d.get("scores", ()))
        return "Game over. " + game.describe_result(Result(d.get("winner"), str(d.get("reason")), scores), viewer)

    lines: dict[str, Callable[[], str]] = {
        "setup": setup,
        "draft": lambda: (
            f"Drafting the {d.get('deck')} deck; {player_name(d.get('first'), viewer)} "
            f"{'pick' if d.get('first') == viewer else 'picks'} first"
        ),
        "draft_pick": lambda: f"{who('put', 'puts')} {card()} into the {d.get('deck')} deck",
        "draft_pass": lambda: f"{who('pass', 'passes')} in the {d.get('deck')} draft",
        "shuffle": lambda: "All decks are shuffled",
        "first_player": lambda: f"{who('move', 'moves')} first",
        "nest": lambda: f"{who('place', 'places')} the Bohrok deck on the nest at ({d.get('square')})",
        "bohrok_top": lambda: f"{card()} now leads the Bohrok swarm",
        "place": lambda: f"{capital(whose())} Toa starts on ({d.get('square')})",
        "turn": lambda: f"— Turn {d.get('turn')}: {whose()} turn —",
        "draw": lambda: f"{who('draw', 'draws')} {card() or 'a card'}",
        "no_card": lambda: f"No card left in {deck()}: nothing is taken",
        "reshuffle": lambda: f"{capital(deck())} is empty: its discard is shuffled to form a new one",
        "discard": lambda: f"{who('discard', 'discards')} {card()}",
        "play": lambda: f"{who('play', 'plays')} {card()}",
        "recover": lambda: f"{who('take', 'takes')} {card()} back from the discard",
        "attach": lambda: f"{who('attach', 'attaches')} {card()}",
        "move": lambda: (
            f"{who('leap', 'leaps') if d.get('how') == 'leap' else who('move', 'moves')} to ({d.get('square')})"
            + (" through a portal" if d.get("how") == "portal" else "")
        ),
        "stay": lambda: f"{capital(whose())} Toa cannot move and stays on ({d.get('square')})",
        "portal_blocked": lambda: f"Every other portal is occupied: {whose()} Toa stays",
        "mission_drawn": lambda: f"{who('take', 'takes')} the mission {card()} at ({d.get('square')})",
        "mission_finished": lambda: f"{who('complete', 'completes')} the mission {card()}",
        "mission_abandoned": lambda: f"{who('abandon', 'abandons')} the mission {card()}",
        "reveal": lambda: f"Challenge card: {card()} ({d.get('stat')})",
        "cancel": lambda: f"{who('cancel', 'cancels')} {card()}",
        "challenge_result": lambda: contest("challenge"),
        "acquire": lambda: f"{who('gain', 'gains')} {card()}",
        "raid": lambda: (
            f"{who('send', 'sends')} {card('bohrok')} to raid {possessive(1 - p if p in (0, 1) else None, viewer)} Toa"
        ),
        "raid_result": lambda: contest("raid"),
        "return": lambda: f"{who('return', 'returns')} {card()} face down to the top of {their()} Mask & Turaga deck",
        "bohrok_removed": lambda: f"{card()} leaves the game",
        "swarm_gone": lambda: "The Bohrok are gone: Bohrok control squares do nothing now and the nest is open",
        "bc_inert": lambda: f"{who('end', 'ends')} on a Bohrok control square, but the Bohrok are gone",
        "game_over": game_over,
    }
    make = lines.get(kind)
    return make() if make else None
