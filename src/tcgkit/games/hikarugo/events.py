"""One readable line per log event, written for a viewer: "you" / "the opponent" in a player's view, "player 1" /
"player 2" in a neutral one (``tcgkit.core.names``). Cards are named by their names, effects in our wording."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tcgkit.core import Result
from tcgkit.core.names import capital, join_names, player_name, possessive

from .actions import MATCH_ZONE, ZONE_REFS
from .cards import Activated, effect_tuple
from .wording import EVENT_WORDS, effect_words, plural

if TYPE_CHECKING:
    from .game import HikaruGoGame

_ZONES = {
    "hand": "hand",
    "character": "character area",
    "fuseki": "fuseki area",
    "uchite": "uchite area",
    "match": "match slot",
}


def conjugate(subject: str, verb: str) -> str:
    """'you place' / 'the opponent places' / 'player 1 has'."""
    if subject == "you":
        return f"{subject} {verb}"
    if verb == "have":
        return f"{subject} has"
    if verb.endswith(("s", "sh", "ch", "x")):
        return f"{subject} {verb}es"
    return f"{subject} {verb}s"


def describe_event(game: HikaruGoGame, kind: str, data: Any, viewer: int | None = None) -> str:
    """One line per event kind the engine logs (and the core's ``game_over``)."""
    d = data if isinstance(data, dict) else {}
    p = d.get("player")
    who = player_name(p, viewer) if isinstance(p, int) else "someone"
    their = possessive(p, viewer) if isinstance(p, int) and who == "you" else "their"

    def card(key: str = "card") -> str:
        cid = d.get(key)
        return "nothing" if cid is None else game.cards[cid].name if cid in game.cards else str(cid)

    def says(verb: str, rest: str = "") -> str:
        return capital(conjugate(who, verb)) + (f" {rest}" if rest else "")

    simple = {
        "shuffle": lambda: says("shuffle", f"{their} deck"),
        "keep": lambda: says("keep", f"{their} hand"),
        "mulligan": lambda: says("mulligan", "(a new hand of 7)"),
        "untap": lambda: says("untap", f"the stone on {d.get('square')}"),
        "tap": lambda: says("tap", f"the opposing stone on {d.get('square')}"),
        "take": lambda: says("take", f"the stone on {d.get('square')} into {their} agehama"),
        "draw": lambda: says("draw", plural(int(d.get("count", 0)), "card")),
        "reshuffle": lambda: says("shuffle", f"{their} discard pile into a new deck of {d.get('count')} cards"),
        "stone_skipped": lambda: says("have", "an empty bowl: no stone this turn"),
        "no_legal_square": lambda: says("have", "no legal square: the game ends and is scored"),
        "play": lambda: says("play", card()),
        "technique": lambda: says("play", f"the technique {card()}"),
        "flip": lambda: says("flip", f"the fuseki {card()}"),
        "set": lambda: says("set", "a fuseki face down"),
        "set_card": lambda: says("set", f"{card()} face down"),
        "recover": lambda: says("return", f"{card()} from {their} discard pile to {their} hand"),
        "match": lambda: says("start", f"a match with {card()}"),
        "pass": lambda: says("pass"),
        "resign": lambda: says("resign"),
        "window_closed": lambda: "The technique window closes",
        "cleanup": lambda: "Match cleanup: techniques are discarded, surviving uchite return",
        "drew": lambda: says("draw", join_names([game.cards[c].name for c in d.get("cards", [])])),
        "paid": lambda: says("pay", f"by tapping {', '.join(d.get('squares', []))}"),
        "enter": lambda: f"{card()} enters {possessive(p, viewer)} {d.get('zone')} area",
        "guarded": lambda: f"{card()} is guarded and returns to {possessive(p, viewer)} uchite area",
    }
    line = simple.get(kind)
    if line is not None:
        return line()
    if kind == "nigiri":
        first = player_name(d.get("black"), viewer)
        return capital(f"nigiri: {conjugate(first, 'play')} black and {'move' if first == 'you' else 'moves'} first")
    if kind == "turn":
        return f"Turn {d.get('turn')}: {possessive(p, viewer)} turn"
    if kind == "place":
        taken = d.get("captured")
        return says("place", f"a stone on {d.get('square')}") + (f", capturing {', '.join(taken)}" if taken else "")
    if kind == "discard":
        how = " at random" if d.get("random") else ""
        by = d.get("by")
        banished = f", banished by {player_name(by, viewer)}" if isinstance(by, int) else ""
        return says("discard", f"{card()} from {their} {_ZONES.get(str(d.get('from')), d.get('from'))}{how}{banished}")
    if kind == "use":
        cid = d.get("card")
        words = ""
        if cid in game.cards:
            acts = [a for a in getattr(game.cards[cid], "abilities", ()) if isinstance(a, Activated)]
            index = d.get("ability", 0)
            if isinstance(index, int) and index < len(acts):
                words = ": " + "; ".join(effect_words(effect_tuple(e), p, viewer) for e in acts[index].effects)
        return says("use", f"the ability of {card()}{words}")
    if kind == "trigger":
        return f"{capital(possessive(p, viewer))} {card()} triggers {EVENT_WORDS.get(str(d.get('event')), '')}".rstrip()
    if kind == "effect":
        eff = tuple(d.get("effect", ()))
        return f"{card()}: {effect_words(eff, p, viewer)}" if isinstance(p, int) else card()
    if kind == "defend":
        return says("defend", f"with {card()}") if d.get("card") else says("send", "no defender")
    if kind == "match_result":
        w = d.get("winner")
        verdict = "a tie" if w is None or w < 0 else conjugate(player_name(w, viewer), "win")
        return f"Match result: attack {d.get('attack')} against defense {d.get('defense')}: {verdict}"
    if kind == "game_over":
        scores = tuple(d.get("scores") or ())
        return "Game over: " + game.describe_result(Result(d.get("winner"), str(d.get("reason")), scores), viewer)
    return f"{kind}: {data}"


Refs = tuple[int | str, ...]


def _zone(p: object, zone: str) -> Refs:
    return (ZONE_REFS[p][zone],) if isinstance(p, int) and 0 <= p <= 1 else ()


def _squares(names: object) -> Refs:
    return tuple(f"square:{s}" for s in names) if isinstance(names, list) else ()


def event_refs(kind: str, data: Any) -> Refs:
    """The refs of one log event (docs/positions-hikarugo.md "Refs"): the card instance it concerns (its
    ``instance``, or the ``instances`` drawn), the squares of stones (a placement's captures too), and the zone a
    hidden card went to (a fuseki set face down, cards drawn) or the match area of match events."""
    d = data if isinstance(data, dict) else {}
    p = d.get("player")
    refs: list[int | str] = []
    iid = d.get("instance")
    if isinstance(iid, int):
        refs.append(iid)
    refs.extend(i for i in d.get("instances", ()) if isinstance(i, int))
    square = d.get("square")
    if isinstance(square, str):
        refs.append(f"square:{square}")
    refs.extend(_squares(d.get("captured")))
    refs.extend(_squares(d.get("squares")))
    extra = _EXTRA.get(kind)
    if extra is not None:
        refs.extend(extra(p))
    return tuple(refs)


_EXTRA: dict[str, Callable[[object], Refs]] = {
    "set": lambda p: _zone(p, "fuseki"),
    "draw": lambda p: _zone(p, "hand"),
    "keep": lambda p: _zone(p, "hand"),
    "mulligan": lambda p: _zone(p, "hand"),
    "shuffle": lambda p: _zone(p, "deck"),
    "reshuffle": lambda p: (*_zone(p, "discard"), *_zone(p, "deck")),
    "stone_skipped": lambda p: _zone(p, "bowl"),
    "take": lambda p: _zone(p, "agehama"),
    "match": lambda p: (MATCH_ZONE,),
    "defend": lambda p: (MATCH_ZONE,),
    "technique": lambda p: (MATCH_ZONE,),
    "pass": lambda p: (MATCH_ZONE,),
    "window_closed": lambda p: (MATCH_ZONE,),
    "match_result": lambda p: (MATCH_ZONE,),
    "cleanup": lambda p: (MATCH_ZONE,),
}
