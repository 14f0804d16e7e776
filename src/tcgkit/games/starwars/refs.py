"""The public references of Star Wars actions and log events (``Action.refs``, ``Game.event_refs``).

A card in a hand, an aside pile or a face-up build zone is named by its instance id. A unit (a stack of cards with
its pilot and equipment, SWT-1.14) is ``unit:u<id>``: its id stays the same while cards join or leave the stack.
The rest: ``arena:<space|ground|character>``, an opponent's face-down card ``build:<player>.<k>`` (k counts that
player's face-down cards from 0), a die of the attack ``die:<attacker|defender>.<i>`` and a player's Force and
build points ``player:<0|1>``. docs/positions-starwars.md ("## Refs") lists which action carries which.

The unit and arena strings are made once: the engine builds refs on every offer, so they must cost a lookup.
"""

from __future__ import annotations

from typing import Any

from .cards import ARENAS

REF_KINDS = {
    "unit": "a unit in an arena, retreated or piloting, by its id u<n> (the stack, pilot and equipment with it)",
    "arena": "one of the three arenas by name: space, ground or character",
    "build": "a face-down card of a player's build zone, by player (0 or 1) and its place k there: build:1.0",
    "die": "a die of the current attack, by roller and place: die:attacker.0, die:defender.2",
    "player": "a player's Force and build points, by player index 0 or 1",
}

_UNIT_REFS = tuple(f"unit:u{n}" for n in range(1024))
ARENA_REFS = tuple(f"arena:{a}" for a in ARENAS)
_ARENA_BY_NAME = dict(zip(ARENAS, ARENA_REFS, strict=True))
PLAYER_REFS = ("player:0", "player:1")

#: The events that change a player's Force or build points (they name the player's counters).
_COUNTER_EVENTS = frozenset(("force", "build_points", "bid", "battle_card", "unless_paid", "ability", "counter"))

#: The keys of log event data that hold unit ids.
_UNIT_KEYS = ("unit", "attacker", "defender", "pilot", "by", "dark", "light")


def uref(uid: int) -> str:
    """``unit:u<uid>`` (made once for the first thousand units of a game)."""
    return _UNIT_REFS[uid] if uid < 1024 else f"unit:u{uid}"


def build_ref(owner: int, k: int) -> str:
    return f"build:{owner}.{k}"


def die_ref(attacker: bool, i: int) -> str:
    return f"die:{'attacker' if attacker else 'defender'}.{i}"


def event_refs(kind: str, data: Any) -> tuple[int | str, ...]:
    """The units, arenas, face-down cards, card instances and players a log event names (its data holds unit ids,
    arena names, player indices and, for completed cards, the instance id)."""
    if not isinstance(data, dict):
        return ()
    out: list[int | str] = []
    for key in _UNIT_KEYS:
        v = data.get(key)
        if type(v) is int and v > 0:
            out.append(uref(v))
    iid = data.get("iid")
    if type(iid) is int:
        out.append(iid)
    arena = data.get("arena")
    if isinstance(arena, str) and arena in _ARENA_BY_NAME:
        out.append(_ARENA_BY_NAME[arena])
    arenas = data.get("arenas")
    if isinstance(arenas, dict | list):
        out += [_ARENA_BY_NAME[a] for a in arenas if a in _ARENA_BY_NAME]
    p = data.get("player")
    if type(p) is int and p in (0, 1):
        if kind == "counter" and type(data.get("slot")) is int:
            out.append(build_ref(p, data["slot"]))
        if kind in _COUNTER_EVENTS:
            out.append(PLAYER_REFS[p])
    if kind == "build_roll":
        out += [PLAYER_REFS[g["player"]] for g in data.get("gains", []) if g.get("player") in (0, 1)]
    return tuple(dict.fromkeys(out))
