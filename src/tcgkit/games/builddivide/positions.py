"""Positions for rules tests, puzzles and bug reports (docs/positions-builddivide.md).

A position names cards by name, id or alias, zone by zone, for both players; ordered zones (deck, life, grave) are
listed top first. Anything malformed raises PositionError with a one-line message naming the place.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tcgkit.core import OptionError, PositionError
from tcgkit.core.limits import MAX_POSITION_INT
from tcgkit.core.validate import show

from .cards import TERRITORY, UNIT
from .state import BdvState

if TYPE_CHECKING:
    from .game import BuildDivide

ZONES = ("deck", "hand", "field", "energy", "life", "grave", "removed", "ddeck")
TOP_FIRST = ("deck", "life", "grave")
PLAYER_KEYS = frozenset(ZONES) | {"territory", "liberated", "mulliganed"}
TOP_KEYS = frozenset({"seed", "turn", "active", "first", "phase", "charged", "options", "players"})
ENTRY_KEYS = {"field": frozenset({"card", "rested", "power", "hit"}), "energy": frozenset({"card", "rested"})}
PHASES = {
    "stand": ("stand", "drawphase", "som", "main"),
    "draw": ("drawphase", "som", "main"),
    "main": ("main",),
    "attack": ("attack",),
    "end": ("endphase",),
}


def _int(raw: Mapping[str, Any], key: str, default: int, lo: int, hi: int = MAX_POSITION_INT) -> int:
    value = raw.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < lo or value > hi:
        raise PositionError(f"position: {key} must be an integer {lo}..{hi}, got {show(value)}")
    return value


def _bool(raw: Mapping[str, Any], key: str, where: str) -> bool:
    value = raw.get(key, False)
    if not isinstance(value, bool):
        raise PositionError(f"position: {where}{key} must be true or false, got {value!r}")
    return value


class _Builder:
    def __init__(self, game: BuildDivide) -> None:
        self.game = game
        self.cards: list[str] = []
        self.owner: list[int] = []
        self.rested: list[int] = []
        self.deltas: list[tuple[int, int, int]] = []

    def add(self, p: int, where: str, entry: Any, zone: str) -> int:
        """One card instance from a name or an entry table."""
        extra: dict[str, Any] = {}
        if isinstance(entry, Mapping):
            allowed = ENTRY_KEYS.get(zone, frozenset({"card"}))
            unknown = sorted(set(entry) - allowed)
            if unknown:
                raise PositionError(
                    f"position: {where}: unknown key {unknown[0]!r} (allowed: {', '.join(sorted(allowed))})"
                )
            if "card" not in entry:
                raise PositionError(f"position: {where}: an entry table needs 'card'")
            extra = dict(entry)
            entry = extra.pop("card")
        if not isinstance(entry, str):
            raise PositionError(f"position: {where}: expected a card name, got {entry!r}")
        try:
            cid = self.game.cards.resolve(entry)
        except KeyError as exc:
            raise PositionError(f"position: {where}: {exc.args[0]}") from None
        facts = self.game.facts[cid]
        if zone == "field" and facts.kind != UNIT:
            raise PositionError(f"position: {where}: {facts.name!r} is a {facts.type_name}; the field holds units only")
        if zone == "territory" and facts.kind != TERRITORY:
            raise PositionError(f"position: {where}: {facts.name!r} is a {facts.type_name}, not a TERRITORY")
        if zone not in ("territory", "ddeck") and facts.kind == TERRITORY:
            raise PositionError(f"position: {where}: a TERRITORY cannot be in the {zone}")
        rested = _bool(extra, "rested", f"{where}.")
        dp, dh = extra.get("power", 0), extra.get("hit", 0)
        if any(not isinstance(x, int) or isinstance(x, bool) or abs(x) > 10**9 for x in (dp, dh)) or dp % 1000:
            raise PositionError(f"position: {where}: power/hit deltas are integers, power in multiples of 1000")
        i = len(self.cards)
        self.cards.append(cid)
        self.owner.append(p)
        self.rested.append(1 if rested else 0)
        if dp or dh:
            self.deltas.append((i, dp, dh))
        return i


def setup_state(game: BuildDivide, raw: dict[str, Any]) -> BdvState:
    """A state from a position (see docs/positions-builddivide.md)."""
    unknown = sorted(set(raw) - TOP_KEYS)
    if unknown:
        raise PositionError(f"position: unknown key {unknown[0]!r} (allowed: {', '.join(sorted(TOP_KEYS))})")
    players = raw.get("players")
    if not isinstance(players, list) or len(players) != 2 or not all(isinstance(x, Mapping) for x in players):
        raise PositionError("position: 'players' must be a list of exactly 2 tables (BDV-0.10)")
    turn = _int(raw, "turn", 3, 1)
    active = _int(raw, "active", 0, 0, 1)
    first = _int(raw, "first", active if turn % 2 else 1 - active, 0, 1)
    if (first == active) != (turn % 2 == 1):
        raise PositionError(f"position: in turn {turn} the active player cannot be {active} when {first} went first")
    phase = raw.get("phase", "main")
    if not isinstance(phase, str) or phase not in PHASES:
        raise PositionError(f"position: phase must be one of {', '.join(PHASES)}, got {show(phase)}")
    options = raw.get("options", {})
    if not isinstance(options, Mapping):
        raise PositionError("position: options must be a table")
    try:
        opts = game.resolve_options(options)
    except OptionError as exc:
        raise PositionError(f"position: {exc}") from None
    seed = _int(raw, "seed", 0, 0, 2**63)

    b = _Builder(game)
    zones: dict[str, list[list[int]]] = {z: [[], []] for z in ZONES}
    terr: list[int] = []
    liberated: list[bool] = []
    mulled: list[bool | None] = []
    for p, pl in enumerate(players):
        bad = sorted(set(pl) - PLAYER_KEYS)
        if bad:
            raise PositionError(
                f"position: players[{p}]: unknown key {bad[0]!r} (allowed: {', '.join(sorted(PLAYER_KEYS))})"
            )
        for zone in ZONES:
            entries = pl.get(zone, [])
            if not isinstance(entries, list):
                raise PositionError(f"position: players[{p}].{zone} must be a list of cards")
            ids = [b.add(p, f"players[{p}].{zone}[{k}]", e, zone) for k, e in enumerate(entries)]
            zones[zone][p] = ids[::-1] if zone in TOP_FIRST else ids
        if "territory" not in pl:
            raise PositionError(f"position: players[{p}].territory is required (BDV-1.9: exactly one territory)")
        terr.append(b.add(p, f"players[{p}].territory", pl["territory"], "territory"))
        liberated.append(_bool(pl, "liberated", f"players[{p}]."))
        m = pl.get("mulliganed")
        if m is not None and not isinstance(m, bool):
            raise PositionError(f"position: players[{p}].mulliganed must be true or false")
        mulled.append(m)

    state = BdvState.__new__(BdvState)
    state._init_base(tuple(b.cards), seed, {}, opts)
    state.owner = tuple(b.owner)
    for zone in ZONES:
        setattr(state, zone, zones[zone])
    state.check, state.limbo = [[], []], [[], []]
    state.terr = (terr[0], terr[1])
    state.liberated = liberated
    state.rested = b.rested
    state.pub = [0] * len(b.cards)
    state.deltas = b.deltas
    state.turn, state.active, state.first = turn, active, first
    state.phase = phase
    state.charged = _bool(raw, "charged", "")
    state.mulled = mulled
    state._derive()
    state.push(*((op, active) for op in PHASES[phase]))
    return state
