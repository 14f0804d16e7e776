"""The actions of Hikaru no Go decisions: short stable ids, built once and shared by every state.

Square actions carry the square index as data; card actions carry ``(verb, card id)`` (the lowest instance of that
card in the zone moves, so identical cards give one action). ``resign`` is in every decision (HGO-0.5) and always last.

Refs (``Action.refs``, docs/positions-hikarugo.md "Refs"): a square action names its square (``"square:c3"``); a card
action names every instance of that card it may move (lowest first, so a click on any copy offers it), then the zone
the card goes to when it moves (``"zone:0-uchite"``, ``"zone:match"``).
"""

from __future__ import annotations

from tcgkit.core import Action

from .board import SQUARES
from .cards import Ability
from .wording import cost_words, effects_words

#: ``"zone:<player>-<zone>"`` per player and zone, and the match area (docs/positions-hikarugo.md "Refs").
ZONES = ("hand", "deck", "discard", "character", "uchite", "fuseki", "bowl", "agehama")
ZONE_REFS = tuple({z: f"zone:{p}-{z}" for z in ZONES} for p in (0, 1))
MATCH_ZONE = "zone:match"

RESIGN = Action("resign", "Resign: concede the game", None, resign=True)
STOP = Action("stop", "Stop")
PASS = Action("pass", "Pass priority")
END_MAIN = Action("end-main", "End the Main phase")
NO_MATCH = Action("no-match", "Hold no match this turn")
NO_DEFENDER = Action("no-defender", "Send no defender")
END_TURN = Action("end-turn", "End the turn")
KEEP = Action("keep", "Keep this hand")
MULLIGAN = Action("mulligan", "Mulligan: shuffle the hand into the deck and draw 7")

#: HGO-0.6: the default actions that are applied without asking when they are the only choice besides resign.
DEFAULT_IDS = frozenset(a.id for a in (STOP, PASS, END_MAIN, NO_MATCH, NO_DEFENDER, END_TURN))


class SquareTable:
    """One verb's actions on every square (``table[i]`` for the square of index ``i``), and the same actions by
    board row for ``square_actions``: ``rows[r][m]`` are those of the squares of row ``r`` whose bits are set in the
    row's 6-bit mask ``m``, in canonical order."""

    __slots__ = ("actions", "rows")

    def __init__(self, verb: str, label: str) -> None:
        self.actions = tuple(
            Action(f"{verb} {sq}", f"{label} {sq}", i, refs=(f"square:{sq}",)) for i, sq in enumerate(SQUARES)
        )
        self.rows = tuple(
            tuple(tuple(self.actions[6 * r + c] for c in range(6) if m >> c & 1) for m in range(64)) for r in range(6)
        )

    def __getitem__(self, i: int) -> Action:
        return self.actions[i]


PLACE = SquareTable("place", "Place a stone on")
UNTAP = SquareTable("untap", "Untap your stone on")
PAY = SquareTable("pay", "Pay: tap your stone on")
TAKE = SquareTable("take", "Take the opponent's stone on")
TAP = SquareTable("tap", "Tap the opponent's stone on")


def square_actions(mask: int, table: SquareTable) -> list[Action]:
    """The actions of ``table`` for the squares of ``mask``, in canonical order (HGO-1.1), a board row at a time."""
    r0, r1, r2, r3, r4, r5 = table.rows
    return [
        *r0[mask & 63],
        *r1[mask >> 6 & 63],
        *r2[mask >> 12 & 63],
        *r3[mask >> 18 & 63],
        *r4[mask >> 24 & 63],
        *r5[mask >> 30 & 63],
    ]


_VERBS = {
    "discard": "Discard",
    "play": "Play",
    "set": "Set face down:",
    "flip": "Flip",
    "technique": "Play the technique",
    "match": "Start a match with your",
    "defend": "Defend with your",
    "recover": "Return to your hand from your discard pile:",
    "banish": "Banish the opponent's",
}
_cache: dict[tuple[str, str, tuple[int, ...]], Action] = {}
_words: dict[tuple[str, str], tuple[str, str, tuple[str, str]]] = {}  # (verb, card) -> (id, label, data)


def card_action(
    verb: str, cid: str, name: str, iids: tuple[int, ...], to: str = "", cost: tuple[int, ...] | None = None
) -> Action:
    """``<verb> <card id>``, e.g. ``play u-kaio-ace``, moving one of the instances ``iids`` (to the zone ``to``, a
    ref); one shared object per (verb, card, instances): the instances say whose zone it goes to. A card played for
    a cost shows the cost in its label ("Play Kaio Ace (1 yellow + 1 black)")."""
    key = (verb, cid, iids)
    act = _cache.get(key)
    if act is None:
        words = _words.get((verb, cid))
        if words is None:  # the id and label are the card's, whichever copies: worded once
            price = f" ({cost_words(cost)})" if cost is not None else ""
            words = _words[verb, cid] = (f"{verb} {cid}", f"{_VERBS[verb]} {name}{price}", (verb, cid))
        act = _cache[key] = Action(*words, refs=(*iids, to) if to else iids)
    return act


def use_action(cid: str, name: str, ability: Ability, count: int, iid: int) -> Action:
    """``use <card id>`` (or ``use <card id> <n>`` for a character with several ACTIVATED abilities) of the
    character ``iid``; the label says what the ability costs and does."""
    index = ability.index
    key = ("use", cid, (iid, index))  # (a character's abilities have no copies to name)
    act = _cache.get(key)
    if act is None:
        suffix = f" {index + 1}" if count > 1 else ""
        price = cost_words(ability.cost)
        pay = "free" if price == "free" else f"pay {price}"
        label = f"Use {name}'s ability{suffix} ({pay}): {effects_words(ability.effects)}"
        act = _cache[key] = Action(f"use {cid}{suffix}", label, ("use", cid, index), refs=(iid,))
    return act
