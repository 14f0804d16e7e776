"""Positions: a game state written as data, for rules tests, puzzles and bug reports (docs/positions-starwars.md).

A malformed position raises PositionError with one line naming the place (``light.units[2].arena: ...``).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import OptionError, PositionError
from tcgkit.core.limits import MAX_POSITION_INT
from tcgkit.core.validate import pos_int, pos_list, pos_table

from .base import PILOTING, RETREATED
from .cards import ARENAS, KEYWORDS, Card
from .game import StarWarsGame, init_fields
from .setup import TARGET
from .state import SwtState

TOP_KEYS = {"turn", "step", "player", "arena", "dice", "seed", "options", "dark", "light", "locations", "initial"}
PLAYER_KEYS = {
    "force",
    "build_points",
    "controlled",
    "hand",
    "deck",
    "discard",
    "equipment",
    "build_zone",
    "units",
    "first",
}
UNIT_KEYS = {"card", "cards", "arena", "tapped", "damage", "equipment", "pilot", "pilot_damage", "grants", "boosts"}
BUILD_KEYS = {"card", "counters", "revealed"}
STEPS = ("mulligan", "initial", "turn", "build", "retreat", "battle", "end")


class _Builder:
    def __init__(self, game: StarWarsGame, raw: dict[str, Any]) -> None:
        self.game = game
        self.raw = raw
        self.cards: list[str] = []
        self.owner: list[int] = []

    def fail(self, where: str, msg: str) -> None:
        raise PositionError(f"position: {where}: {msg}")

    def card(self, name: Any, owner: int, where: str) -> int:
        if not isinstance(name, str):
            self.fail(where, f"expected a card name, got {name!r}")
        try:
            cid = self.game.cards.resolve(name)
        except KeyError as exc:
            self.fail(where, str(exc.args[0]))
        self.cards.append(cid)
        self.owner.append(owner)
        return len(self.cards) - 1

    def facts(self, iid: int) -> Card:
        return self.game.cards[self.cards[iid]]

    def names(self, raw: Any, owner: int, where: str) -> list[int]:
        if not isinstance(raw, list):
            self.fail(where, f"expected a list of card names, got {type(raw).__name__}")
        return [self.card(n, owner, f"{where}[{i}]") for i, n in enumerate(raw)]

    def integer(self, raw: dict[str, Any], key: str, where: str, default: int = 0) -> int:
        value = raw.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_POSITION_INT:
            self.fail(f"{where}.{key}", f"expected a non-negative integer (at most {MAX_POSITION_INT}), got {value!r}")
        return value


def _side(raw: dict[str, Any], key: str, default: str) -> str:
    value = raw.get(key, default)
    if value not in ("dark", "light"):
        raise PositionError(f"position: {key}: expected 'dark' or 'light', got {value!r}")
    return value


def build_position(game: StarWarsGame, raw: dict[str, Any]) -> SwtState:
    unknown = set(raw) - TOP_KEYS
    if unknown:
        raise PositionError(
            f"position: unknown key(s) {', '.join(sorted(unknown))} (known: {', '.join(sorted(TOP_KEYS))})"
        )
    b = _Builder(game, raw)
    # player 0 is Dark unless [light] says first = true
    light_first = bool(raw.get("light", {}).get("first", False)) if isinstance(raw.get("light"), dict) else False
    dark = 1 if light_first else 0
    per: list[dict[str, Any]] = [{}, {}]
    for side, p in (("dark", dark), ("light", 1 - dark)):
        table = raw.get(side, {})
        if not isinstance(table, dict):
            raise PositionError(f"position: {side}: expected a table")
        bad = set(table) - PLAYER_KEYS
        if bad:
            raise PositionError(f"position: {side}: unknown key(s) {', '.join(sorted(bad))}")
        per[p] = {"table": table, "side": side}
    # card instances, player by player
    zones: list[dict[str, Any]] = [{}, {}]
    for p in (dark, 1 - dark):
        table, side = per[p]["table"], per[p]["side"]
        z = zones[p]
        z["hand"] = b.names(table.get("hand", []), p, f"{side}.hand")
        z["deck"] = b.names(table.get("deck", []), p, f"{side}.deck")
        z["discard"] = b.names(table.get("discard", []), p, f"{side}.discard")
        z["gear"] = b.names(table.get("equipment", []), p, f"{side}.equipment")
        for i in z["gear"]:
            if b.facts(i).type != "equipment":
                b.fail(f"{side}.equipment", f"{b.cards[i]!r} is not an equipment card")
        z["builds"] = []
        for n, entry in enumerate(pos_list(table.get("build_zone", []), f"position: {side}.build_zone")):
            where = f"{side}.build_zone[{n}]"
            if isinstance(entry, str):
                entry = {"card": entry}
            if not isinstance(entry, dict) or set(entry) - BUILD_KEYS or "card" not in entry:
                b.fail(where, "expected a card name or {card, counters, revealed}")
            iid = b.card(entry["card"], p, f"{where}.card")
            if b.facts(iid).type == "battle":
                b.fail(where, "a battle card can't be built (SWT-1.3)")
            z["builds"].append((iid, b.integer(entry, "counters", where), bool(entry.get("revealed", False))))
        units = pos_list(table.get("units", []), f"position: {side}.units")
        z["units"] = [_unit(b, p, side, n, entry) for n, entry in enumerate(units)]
    locs = [-1, -1, -1]
    for name, entry in pos_table(raw.get("locations") or {}, "position: locations").items():
        where = f"locations.{name}"
        if name not in ARENAS:
            b.fail(where, f"unknown arena (arenas: {', '.join(ARENAS)})")
        if isinstance(entry, str):
            entry = {"card": entry}
        entry = pos_table(entry, f"position: {where}")
        owner_side = _side(entry, "owner", "dark")
        iid = b.card(entry.get("card"), dark if owner_side == "dark" else 1 - dark, f"{where}.card")
        card = b.facts(iid)
        if card.type != "location" or card.arena != name:
            b.fail(where, f"{card.name!r} is not a {name} location")
        locs[ARENAS.index(name)] = iid
    state = SwtState.__new__(SwtState)
    seed = pos_int(raw.get("seed", 0), "position: seed", 0, 2**63)
    try:
        options = game.resolve_options(raw.get("options") or {})
    except OptionError as exc:
        raise PositionError(f"position: options: {exc}") from None
    state._init_base(tuple(b.cards), seed, {}, options)
    init_fields(state, tuple(b.owner), dark)
    state.locs = locs
    turn = raw.get("turn", 1)
    if not isinstance(turn, int) or isinstance(turn, bool) or not 0 <= turn <= MAX_POSITION_INT:
        raise PositionError(f"position: turn: expected a non-negative integer, got {turn!r}")
    for p in (0, 1):
        table, side, z = per[p]["table"], per[p]["side"], zones[p]
        state.hands[p] = z["hand"]
        state.decks[p] = list(reversed(z["deck"]))
        state.discards[p] = z["discard"]
        state.gear[p] = z["gear"]
        state.force[p] = b.integer(table, "force", side)
        state.bp[p] = b.integer(table, "build_points", side)
        state.ctrl[p] = b.integer(table, "controlled", side)
        for iid, counters, revealed in z["builds"]:
            state.builds.append((p, iid, counters))
            if revealed:
                state.known.append(iid)
    for p in (dark, 1 - dark):
        for spec in zones[p]["units"]:
            _place_unit(state, p, spec)
    dice = raw.get("dice", [])
    if not isinstance(dice, list) or not all(isinstance(d, int) and 1 <= d <= 6 for d in dice):
        raise PositionError(f"position: dice: expected a list of die results 1-6, got {dice!r}")
    state.preset = list(dice)
    _schedule(state, raw, turn, dark)
    return state


def _unit(b: _Builder, p: int, side: str, n: int, entry: Any) -> dict[str, Any]:
    where = f"{side}.units[{n}]"
    if isinstance(entry, str):
        entry = {"card": entry}
    if not isinstance(entry, dict):
        b.fail(where, "expected a card name or a table")
    bad = set(entry) - UNIT_KEYS
    if bad:
        b.fail(where, f"unknown key(s) {', '.join(sorted(bad))}")
    names = pos_list(entry.get("cards") or ([entry["card"]] if "card" in entry else []), f"position: {where}.cards")
    if not names:
        b.fail(where, "a unit needs 'card' or 'cards' (top first)")
    cards = [b.card(name, p, f"{where}.cards[{i}]") for i, name in enumerate(names)]
    defs = [b.facts(i) for i in cards]
    if any(d.type != "unit" for d in defs):
        b.fail(where, "only unit cards can be units")
    if len(cards) > 1:
        personas = {d.persona or d.name for d in defs}
        copies = {(d.name, d.version) for d in defs}
        if len(personas) > 1 or not all(d.version for d in defs) or len(copies) < len(defs) or len(defs) > 4:
            b.fail(where, "a stack holds 2-4 unique cards of one persona, no two copies (SWT-6.10)")
    arena = entry.get("arena", defs[0].arena)
    if arena not in (defs[0].arena, "retreated"):
        b.fail(
            f"{where}.arena",
            f"{defs[0].name!r} is a {defs[0].arena} unit: its arena is {defs[0].arena!r} or 'retreated' (SWT-6.8)",
        )
    gear_names = pos_list(entry.get("equipment", []), f"position: {where}.equipment")
    gear = [b.card(name, p, f"{where}.equipment[{i}]") for i, name in enumerate(gear_names)]
    if any(b.facts(i).type != "equipment" for i in gear):
        b.fail(f"{where}.equipment", "only equipment can be attached")
    pilot = None
    if "pilot" in entry:
        pilot = b.card(entry["pilot"], p, f"{where}.pilot")
        pdef = b.facts(pilot)
        if pdef.keyword("Pilot") is None or defs[0].arena != "space":
            b.fail(f"{where}.pilot", "a pilot (a character with Pilot) rides a space unit (SWT-5.8)")
    grants = []
    for g in pos_list(entry.get("grants", []), f"position: {where}.grants"):
        name, _, num = str(g).rpartition(" ")
        if not (num.isascii() and num.isdigit() and len(num) <= 6):
            name, num = str(g), "0"
        if name not in KEYWORDS:
            b.fail(f"{where}.grants", f"unknown keyword {g!r} (SWT-10.6)")
        grants.append((name, int(num)))
    boosts = entry.get("boosts", {})
    if not isinstance(boosts, dict) or any(
        k not in ("speed", "power", "health") or not isinstance(v, int) or isinstance(v, bool) or abs(v) > 10**9
        for k, v in boosts.items()
    ):
        b.fail(f"{where}.boosts", "expected {speed|power|health = integer}")
    return {
        "boosts": boosts,
        "cards": tuple(cards),
        "zone": RETREATED if arena == "retreated" else ARENAS.index(arena),
        "tapped": bool(entry.get("tapped", False)),
        "damage": b.integer(entry, "damage", where),
        "gear": tuple(gear),
        "pilot": pilot,
        "pilot_damage": b.integer(entry, "pilot_damage", where),
        "grants": grants,
    }


def _place_unit(state: SwtState, p: int, spec: dict[str, Any]) -> None:
    uid = state.new_unit(p, spec["cards"], spec["zone"], spec["tapped"], spec["damage"])
    if spec["gear"]:
        state.set_unit(uid, 6, spec["gear"])
    for name, n in spec["grants"]:
        state.add_mod(uid, f"kw:{name}", n, "game")
    for stat, n in spec["boosts"].items():
        state.add_mod(uid, stat, n, "turn")
    if spec["pilot"] is not None:
        pid = state.new_unit(p, (spec["pilot"],), PILOTING, False, spec["pilot_damage"])
        state.set_unit(pid, 8, uid)
        state.set_unit(uid, 7, pid)


def _schedule(state: SwtState, raw: dict[str, Any], turn: int, dark: int) -> None:
    """Put the procedure where the position says play resumes."""
    step = raw.get("step", "build")
    if step not in STEPS:
        raise PositionError(f"position: step: {step!r} is not one of {', '.join(STEPS)}")
    light = 1 - dark
    who = dark if _side(raw, "player", "dark") == "dark" else light
    state.turn = turn
    after_build = [("retreat_step", dark), ("retreat_step", light), ("battle_phase",), ("end_turn",)]
    if step == "mulligan":
        state.turn = 0
        order = [dark, light] if who == dark else [light]
        state.push(*[("mulligan", p) for p in order], ("ib_next",))
        state.phase = "setup"
    elif step == "initial":
        state.turn = 0
        init = pos_table(raw.get("initial") or {}, "position: initial")
        phase = init.get("phase", "open")
        if phase not in ("open", "turns", "finish"):
            raise PositionError(f"position: initial.phase: {phase!r} is not open, turns or finish")
        owner = dark if init.get("owner", "light") == "dark" else light
        done = [False, False]
        for side in pos_list(init.get("done", []), "position: initial.done"):
            done[dark if side == "dark" else light] = True
        for p in (0, 1):
            if state.total(p) > TARGET:
                raise PositionError(f"position: {state.side_name(p)}: initial total {state.total(p)} is over 30")
        state.ib = (phase, owner if phase == "turns" else -1, bool(init.get("started", False)), done[0], done[1])
        state.push(("ib_next",))
        state.phase = "initial build"
    elif step == "turn":
        state.turn = turn - 1
        state.push(("turn",))
    elif step == "build":
        frames = [("build_step", who)] + ([("build_step", light)] if who == dark else [])
        state.push(*frames, *after_build)
        state.phase = f"build:{state.side_name(who)}"
    elif step == "retreat":
        frames = [("retreat_step", who)] + ([("retreat_step", light)] if who == dark else [])
        state.push(*frames, ("battle_phase",), ("end_turn",))
        state.phase = f"retreat:{state.side_name(who)}"
    elif step == "battle":
        arena = raw.get("arena")
        if arena is None:
            state.push(("battle_phase",), ("end_turn",))
        else:
            if arena not in ARENAS:
                raise PositionError(f"position: arena: {arena!r} is not one of {', '.join(ARENAS)}")
            a = ARENAS.index(arena)
            state.push(*[("arena", x) for x in range(a, 3)], ("phase_event", "battle_phase_end"), ("end_turn",))
    else:
        state.push(("end_turn",))
        state.phase = "end"
