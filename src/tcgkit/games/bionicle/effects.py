"""The effect and mission vocabulary of rules §10 (BIO-10.4, BIO-10.5): named primitives with parameters.

Cards name primitives in their data (``effects = [{op = "BOOST", n = 3, stats = ["Strength"]}]``); this module says
which primitives exist, which timing each belongs to, which parameters each takes, and how each is checked. The rules
code carries the primitives out (windows in ``challenges``, move effects in ``movement``, turn effects in ``startstep``,
mission events in ``missions``); a card that needs more than this vocabulary gets a new primitive here.
"""

from __future__ import annotations

from typing import Any

from .words import square_phrase

STATS = ("Flight", "Shielding", "Speed", "Strength", "Swimming", "Vision")  # BIO-1.2
ANY = "ANY"
BOHROK = ("Tahnok", "Gahlok", "Lehvak", "Pahrak", "Nuhvok", "Kohrak")  # BIO-1.9, BIO-2.18
TIMINGS = ("challenge", "move", "turn", "krana")  # BIO-1.7

# BIO-10.4: primitive -> (timing, parameters it takes)
PRIMITIVES: dict[str, tuple[str, tuple[str, ...]]] = {
    "BOOST": ("challenge", ("n", "stats")),
    "WEAKEN": ("challenge", ("n", "stats")),
    "REDRAW_CHALLENGE": ("challenge", ()),
    "CANCEL_MODIFIER": ("challenge", ()),
    "REPEL_BOHROK": ("challenge", ()),
    "EXTRA_STEPS": ("move", ("n",)),
    "LEAP_OPPONENT": ("move", ()),
    "IGNORE_LOCKS": ("move", ()),
    "DRAW": ("turn", ("n",)),
    "RECOVER": ("turn", ()),
    "ABANDON_MISSION": ("turn", ()),
    "KRANA": ("krana", ("bohrok",)),
}

# Primitives a CANCEL_MODIFIER can target (BIO-5.13).
CANCELLABLE = frozenset({"BOOST", "WEAKEN", "REPEL_BOHROK"})

# BIO-10.5: mission condition -> parameters it takes; the event conditions are counted by BIO-5.7.
CONDITIONS: dict[str, tuple[str, ...]] = {
    "ENTER_KIND": ("kinds", "n"),
    "DISTANCE_FROM_DRAW": ("d",),
    "DISCARD_ACTIONS": ("n",),
    "ADJACENT_TO_OPPONENT": ("n",),
    "PLAY_ACTIONS": ("timing", "n"),
}
EVENT_CONDITIONS = frozenset({"ENTER_KIND", "DISCARD_ACTIONS", "ADJACENT_TO_OPPONENT", "PLAY_ACTIONS"})
# ENTER_KIND may name these kinds only: nests and ST count as general, CL and 2C are not allowed (BIO-10.5, §9 item 11).
ENTER_KINDS = ("general", "MI", "GA", "2G", "PO", "BC")

# Parameter defaults: a parameter a primitive does not take must keep its default.
_EMPTY: dict[str, Any] = {"n": 0, "stats": (), "bohrok": (), "kinds": (), "d": 0, "timing": ""}


def effect_problem(op: str, params: dict[str, Any], timing: str) -> str | None:
    """Why an action-card effect is invalid for a card of ``timing`` (None if it is valid). BIO-1.7, BIO-10.4."""
    spec = PRIMITIVES.get(op)
    if spec is None:
        return f"unknown effect primitive {op!r} (known: {', '.join(PRIMITIVES)})"
    want_timing, takes = spec
    if want_timing != timing:
        return f"{op} is a {want_timing}-timed primitive, but the card's timing is {timing!r}"
    for key, empty in _EMPTY.items():
        if key not in takes and params.get(key, empty) != empty:
            return f"{op} takes no parameter {key!r}"
    if "n" in takes and params.get("n", 0) < 1:
        return f"{op} needs n >= 1"
    if "stats" in takes:
        stats = tuple(params.get("stats", ()))
        if not stats:
            return f"{op} needs a non-empty stats list"
        if ANY in stats and len(stats) > 1:
            return f"{op}: ANY stands alone in a stats list"
        bad = [s for s in stats if s != ANY and s not in STATS]
        if bad:
            return f"{op}: unknown stat(s) {', '.join(bad)} (stats: {', '.join(STATS)}, or ANY)"
    if "bohrok" in takes:
        pair = tuple(params.get("bohrok", ()))
        if len(pair) != 2 or pair[0] == pair[1] or any(b not in BOHROK for b in pair):
            return f"KRANA names two different Bohrok out of {', '.join(BOHROK)}, got {list(pair)}"
    return None


def condition_problem(op: str, params: dict[str, Any]) -> str | None:
    """Why a mission condition is invalid (None if it is valid). BIO-1.8, BIO-10.5."""
    takes = CONDITIONS.get(op)
    if takes is None:
        return f"unknown mission condition {op!r} (known: {', '.join(CONDITIONS)})"
    defaults = {**_EMPTY, "n": 1}
    for key, empty in defaults.items():
        if key not in takes and params.get(key, empty) != empty:
            return f"{op} takes no parameter {key!r}"
    if "n" in takes and params.get("n", 1) < 1:
        return f"{op} needs n >= 1"
    if op == "ENTER_KIND":
        kinds = tuple(params.get("kinds", ()))
        bad = [k for k in kinds if k not in ENTER_KINDS]
        if not kinds or bad:
            return f"ENTER_KIND needs kinds out of {', '.join(ENTER_KINDS)}, got {list(kinds)}"
    if op == "DISTANCE_FROM_DRAW" and not 1 <= params.get("d", 0) <= 8:
        return "DISTANCE_FROM_DRAW needs 1 <= d <= 8"
    if op == "PLAY_ACTIONS" and params.get("timing", "") not in (*TIMINGS, ANY):
        return f"PLAY_ACTIONS needs a timing out of {', '.join(TIMINGS)} or ANY"
    return None


def applies(stats: tuple[str, ...], stat: str) -> bool:
    """Whether a BOOST/WEAKEN with ``stats`` applies to the challenge stat ``stat`` (BIO-10.4)."""
    return stat in stats or ANY in stats


def describe_effect(op: str, n: int, stats: tuple[str, ...], bohrok: tuple[str, ...]) -> str:
    """Our own short wording of one effect, for card lines and labels."""
    when = ", whatever the stat" if stats == (ANY,) else f" when the stat is {' or '.join(stats)}"
    return {
        "BOOST": f"+{n} to your side{when}",
        "WEAKEN": f"-{n} to the other side{when}",
        "REDRAW_CHALLENGE": "replace the revealed challenge card with the next one",
        "CANCEL_MODIFIER": "cancel the opponent's latest boost, weaken or repel card in this window",
        "REPEL_BOHROK": "defending a raid: the Bohrok's modifier counts as 0",
        "EXTRA_STEPS": f"up to {n} extra step{'s' if n != 1 else ''} this move",
        "LEAP_OPPONENT": "you may leap over the opponent's Toa this move",
        "IGNORE_LOCKS": "your locked squares are open to you this move",
        "DRAW": f"draw {n} action card{'s' if n != 1 else ''}",
        "RECOVER": "return another card from your action discard to your hand",
        "ABANDON_MISSION": "drop your active mission unfinished",
        "KRANA": f"key for a raid by {' or '.join(bohrok)}",
    }[op]


def describe_condition(op: str, kinds: tuple[str, ...], n: int, d: int, timing: str) -> str:
    """Our own short wording of a mission condition."""
    times = "" if n == 1 else f" {n} times"
    if op == "ENTER_KIND":
        return f"enter {square_phrase(kinds)}{times}"
    if op == "DISTANCE_FROM_DRAW":
        return f"stand at least {d} squares from where you drew this mission"
    if op == "DISCARD_ACTIONS":
        return f"discard {n} action card{'s' if n != 1 else ''} from your hand"
    if op == "ADJACENT_TO_OPPONENT":
        return f"enter a square next to the opponent's Toa{times}"
    what = "action" if timing == ANY else f"{timing}-timed action"
    return f"play {n} {what} card{'s' if n != 1 else ''}"
