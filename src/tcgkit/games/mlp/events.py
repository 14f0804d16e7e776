"""Log events in words, for one viewer: "you draw 1 card", "the opponent confronts Cloudbursting at your problem",
"player 2 scores 2 (faceoff), total 9". Places are named from their tags (``h0`` "your home", ``s1`` "the
opponent's problem", ``t1`` "temporary problem 1"); players with ``tcgkit.core.names``. Only events the viewer may
see are passed here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgkit.core.names import capital, player_name, possessive

from .words import plural, tag_words

#: why a card was discarded (the ``why`` of ``discard`` events)
DISCARD_WHY = {
    "from hand": "from hand",
    "hand limit": "hand limit",
    "home limit": "home limit",
    "solved": "its problem was solved",
    "dismissed": "dismissed",
    "defeated": "defeated",
    "epic": "an Epic troublemaker was uncovered there",
    "limit": "only one may stay",
    "attachment": "its character left",
    "cost": "paid as a cost",
    "revealed": "revealed in a faceoff",
}
#: how points were scored (the ``why`` of ``score`` events; otherwise the id of the card that scored them)
SCORE_WHY = {"confront": "confront", "faceoff": "faceoff", "troublemaker": "troublemaker defeated"}
#: why a Mane flipped (MLP-6.8)
FLIP_WHY = {
    "confront": "confronting",
    "score": "scoring",
    "win_faceoff": "winning a faceoff",
    "friends_in_play": "friends in play",
    "characters_at_problem": "characters at a problem",
}


def _name(obj: Any) -> str:
    return str(obj.get("name", obj.get("card", "?"))) if isinstance(obj, dict) else str(obj)


def describe_event(
    kind: str,
    data: Any,
    viewer: int | None,
    card_name: Callable[[str], str],
    result: Callable[[Any, str, list[Any]], str],
) -> str:
    """One line about a log event for ``viewer`` (None: neutral). ``card_name`` names a card id; ``result`` words
    the end of the game (winner, reason, scores)."""
    d = data if isinstance(data, dict) else {}
    player = d.get("player")

    def who(third: str, second: str) -> str:
        """The acting player and the verb in agreement: "you draw" / "the opponent draws"."""
        return f"{player_name(player, viewer)} {second if player == viewer else third}"

    def at(key: str = "at") -> str:
        return tag_words(str(d[key]), viewer)

    simple: dict[str, Callable[[], str]] = {
        "draw": lambda: f"{who('draws', 'draw')} {plural(d['n'], 'card')}",
        "start_chosen": lambda: f"{who('chooses', 'choose')} a Starting Problem",
        "start_chosen_card": lambda: f"{who('chooses', 'choose')} {_name(d['card'])} as Starting Problem",
        "starting_problems": lambda: "Starting Problems: " + ", ".join(_name(c) for c in d["problems"]),
        "first_player": lambda: f"{who('goes', 'go')} first",
        "keep": lambda: f"{who('keeps', 'keep')} the opening hand",
        "mulligan": lambda: f"{who('mulligans', 'mulligan')}",
        "turn": lambda: f"turn {d['turn']}: {possessive(player, viewer)} turn",
        "ready": lambda: (
            f"{who('readies', 'ready')} and {'gain' if player == viewer else 'gains'} "
            f"{plural(d['tokens'], 'token')} ({d['pool']} in the pool)"
        ),
        "tokens": lambda: (
            f"{who('gains', 'gain') if d['change'] > 0 else who('loses', 'lose')} "
            f"{plural(abs(d['change']), 'token')} ({d['pool']} in the pool)"
        ),
        "uncover": lambda: f"{_name(d['card'])} is uncovered at {at()}",
        "challenge": lambda: f"{who('challenges', 'challenge')} {_name(d['card'])} at {at()}",
        "play": lambda: (
            f"{who('plays', 'play')} {_name(d['card'])}"
            + (f" to {at('to')}" if "to" in d else "")
            + (f" on {_name(d['on'])}" if "on" in d else "")
        ),
        "play_event": lambda: f"{who('plays', 'play')} {_name(d['card'])}",
        "play_troublemaker": lambda: f"{who('plays', 'play')} a troublemaker face down at {at()}",
        "play_troublemaker_card": lambda: f"(it is {_name(d['card'])})",
        "activate": lambda: f"{who('uses', 'use')} {_name(d['card'])}",
        "ability": lambda: f"{_name(d['card'])}'s ability",
        "move": lambda: f"{_name(d['card'])} moves from {at('from')} to {at('to')}",
        "confront": lambda: f"{who('confronts', 'confront')} {_name(d['problem'])} at {at()}",
        "score": lambda: (
            f"{who('scores', 'score')} {d['points']} "
            f"({SCORE_WHY.get(d['why']) or card_name(str(d['why']))}), total {d['total']}"
        ),
        "faceoff": lambda: f"{d['kind']} faceoff at " + ", ".join(tag_words(str(t), viewer) for t in d["at"]),
        "faceoff_totals": lambda: f"faceoff totals before reveals: {d['totals'][0]} vs {d['totals'][1]}",
        "reveal": lambda: (
            f"{who('reveals', 'reveal')} "
            + (", ".join(_name(c) for c in d["cards"]) or "nothing")
            + f" (side total {d['total']})"
        ),
        "faceoff_result": lambda: (
            "the faceoff ends without a result: the troublemaker left"
            if d.get("result") == "none"
            else (
                "the faceoff is a draw"
                if d.get("winner") is None
                else f"{player_name(d['winner'], viewer)} {'win' if d['winner'] == viewer else 'wins'} the faceoff"
            )
        ),
        "sent_home": lambda: f"{_name(d['card'])} is sent home",
        "solve": lambda: f"{_name(d['problem'])} at {at()} is solved",
        "new_problem": lambda: f"{_name(d['card'])} {'becomes' if str(d['at'])[:1] == 't' else 'is now'} {at()}",
        "slot_removed": lambda: f"{at()} is gone",
        "discard": lambda: f"{_name(d['card'])} is discarded ({DISCARD_WHY.get(str(d['why']), str(d['why']))})",
        "mane_flip": lambda: f"{_name(d['card'])} turns BOOSTED ({FLIP_WHY.get(str(d.get('why')), 'its condition')})",
        "exhaust": lambda: f"{_name(d['card'])} is exhausted",
        "readied": lambda: f"{_name(d['card'])} is readied",
        "frighten": lambda: f"{_name(d['card'])} is frightened",
        "recover": lambda: f"{_name(d['card'])} recovers",
        "power": lambda: f"{_name(d['card'])} gets {d['change']:+d} power",
        "peek": lambda: (
            f"{who('looks', 'look')} at {plural(d['n'], 'card')} of {possessive(d['owner'], viewer)}"
            f" {'problem deck' if d['zone'] == 'pdeck' else 'deck'}"
        ),
        "to_bottom": lambda: (
            f"{who('puts', 'put')} a card on the bottom of {possessive(d['owner'], viewer)}"
            f" {'problem deck' if d.get('zone') == 'pdeck' else 'deck'}"
        ),
        "inspired": lambda: f"{_name(d['card'])} is Inspired",
        "look": lambda: f"{who('looks', 'look')} at {_name(d['card'])}",
        "mill": lambda: f"{who('puts', 'put')} {_name(d['card'])} from the deck into the discard pile",
        "to_deck_top": lambda: f"{_name(d['card'])} goes on top of its owner's deck",
        "to_hand": lambda: f"{_name(d['card'])} goes to its owner's hand",
        "hand_to_deck": lambda: f"{who('puts', 'put')} a card from hand on top of the deck",
        "cover": lambda: f"{_name(d['card'])} is turned face down",
        "flip_to_hand": lambda: f"{who('takes', 'take')} the revealed {_name(d['card'])} into hand",
        "reveal_top": lambda: f"{who('reveals', 'reveal')} " + ", ".join(_name(c) for c in d["cards"]),
        "reattach": lambda: f"{_name(d['card'])} moves onto {_name(d['to'])}",
        "ignore": lambda: f"{_name(d['card'])} is ignored (total {d['total']})",
        "flip_power": lambda: f"{_name(d['card'])} counts {d['change']:+d} more (total {d['total']})",
        "banish": lambda: f"{_name(d['card'])} is banished",
        "beneath": lambda: f"{_name(d['card'])} goes beneath {_name(d['keeper'])}",
        "spend": lambda: f"{_name(d['card'])} is spent from beneath {_name(d['keeper'])}",
        "shuffle": lambda: f"{who('shuffles', 'shuffle')} the deck",
        "reveal_hand": lambda: f"{who('reveals', 'reveal')} the hand: " + ", ".join(_name(c) for c in d["cards"]),
        "peek_bottom": lambda: f"{who('looks', 'look')} at the bottom {d['n']} cards of the deck",
        "bottom_to_top": lambda: f"{who('puts', 'put')} a card from the bottom of the deck on top",
        "search": lambda: (
            f"{who('searches', 'search')} the deck, reveals {_name(d['card'])} and shuffles"
            if d.get("card")
            else f"{who('searches', 'search')} the deck, takes nothing and shuffles"
        ),
        "end_main": lambda: f"{who('ends', 'end')} the main phase",
        "game_over": lambda: result(d.get("winner"), str(d.get("reason")), list(d.get("scores", []))),
    }
    fn = simple.get(kind)
    if fn is None:
        return kind.replace("_", " ")
    try:
        return capital(fn())
    except (KeyError, TypeError, IndexError):
        return kind.replace("_", " ")


#: the keys of event data naming a place by its tag ("h0", "s1", "t2"), or a list of them (a faceoff's)
PLACE_KEYS = ("at", "to", "from")
#: the keys of event data holding a card object (``card_obj``: its ``iid``) or a list of them
CARD_KEYS = ("card", "problem", "on", "cards", "problems", "keeper")


def event_refs(kind: str, data: Any) -> tuple[int | str, ...]:
    """The refs of a log event (docs/positions-mlp.md "Refs"): the cards it names (instance ids) and the places
    (``home:<tag>``, ``problem:<tag>``); a draw names the drawing player's deck (``deck:<seat>``), a token gain
    their tokens (``tokens:<seat>``), a score their points (``points:<seat>``)."""
    if not isinstance(data, dict):
        return ()
    out: list[int | str] = []
    for key in CARD_KEYS:
        got = data.get(key)
        for obj in got if isinstance(got, list) else (got,):
            if isinstance(obj, dict) and isinstance(obj.get("iid"), int):
                out.append(obj["iid"])
    for key in PLACE_KEYS:
        got = data.get(key)
        for tag in got if isinstance(got, list) else (got,):
            if isinstance(tag, str) and tag:
                out.append(f"{'home' if tag[0] == 'h' else 'problem'}:{tag}")
            elif isinstance(tag, dict) and isinstance(tag.get("iid"), int):
                out.append(tag["iid"])  # reattach: the card it moves onto
    player = data.get("player")
    if isinstance(player, int):
        if kind == "draw":
            out.append(f"deck:{player}")
        elif kind in ("ready", "tokens"):
            out.append(f"tokens:{player}")
        elif kind == "score":
            out.append(f"points:{player}")
    return tuple(dict.fromkeys(out))
