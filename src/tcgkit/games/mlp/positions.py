"""Positions for rules tests, puzzles and bug reports (docs/positions-mlp.md): a dict or TOML text -> a state.

Cards are named by id, name or alias (a shared name needs its "Name, Subname" alias). Every mistake raises
``PositionError`` with one line naming the place, e.g. ``position: players[0].hand[2]: unknown card 'Jetstrem'``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tcgkit.core import PositionError, TcgkitError
from tcgkit.core.limits import MAX_POSITION_INT
from tcgkit.core.validate import pos_int, pos_list, pos_str, pos_table, show

from .board import BOOST, DOWN, EXH, FRIGHT
from .state import MlpState

if TYPE_CHECKING:
    from .game import MlpGame

TOP_KEYS = {"turn", "active", "first", "phase", "scores", "tokens", "options", "seed", "players", "slots"}
PLAYER_KEYS = {"mane", "boosted", "problem", "problems", "hand", "deck", "discard", "home"}
SLOT_KEYS = {"cards", "owner", "problem"}
ENTRY_KEYS = {"card", "owner", "exhausted", "frightened", "face_down", "attached", "power"}
#: the phase a position stops in -> the frames that continue the turn from there
PHASES: dict[str, Callable[[int], list[tuple[Any, ...]]]] = {
    "ready": lambda a: [("ready",)],
    "troublemaker": lambda a: [("tm_phase",)],
    "challenge": lambda a: [("challenge", a), ("main_start",)],
    "main": lambda a: [("main", a)],
    "score": lambda a: [("score_start",)],
    "end": lambda a: [("end_phase",)],
}


class _Builder:
    def __init__(self, game: MlpGame) -> None:
        self.game = game
        self.cards: list[str] = []
        self.owner: list[int] = []

    def card(self, name: Any, where: str, owner: int, types: tuple[str, ...] = ()) -> int:
        if not isinstance(name, str):
            raise PositionError(f"position: {where}: a card name is a string, got {name!r}")
        try:
            cid = self.game.cards.resolve(name)
        except KeyError as exc:
            raise PositionError(f"position: {where}: {exc.args[0]}") from None
        kind = self.game.cards[cid].type
        if types and kind not in types:
            raise PositionError(f"position: {where}: {name!r} is a {kind}; expected {' or '.join(types)}")
        self.cards.append(cid)
        self.owner.append(owner)
        return len(self.cards) - 1


def _list(raw: dict[str, Any], key: str, where: str) -> list[Any]:
    return pos_list(raw.get(key, []), f"position: {where}.{key}")


def _entry(raw: Any, where: str) -> dict[str, Any]:
    entry = {"card": raw} if isinstance(raw, str) else raw
    if not isinstance(entry, dict) or "card" not in entry:
        raise PositionError(f"position: {where}: expected a card name or a table with `card`")
    bad = set(entry) - ENTRY_KEYS
    if bad:
        raise PositionError(f"position: {where}: unknown key(s) {', '.join(sorted(bad))}")
    pos_str(entry["card"], f"position: {where}.card")
    pos_list(entry.get("attached", []), f"position: {where}.attached")
    pos_int(entry.get("power", 0), f"position: {where}.power", -MAX_POSITION_INT)
    return entry


def build(game: MlpGame, raw: dict[str, Any]) -> MlpState:
    """The state a position describes, stopped at the first decision of its ``phase``."""
    bad = set(raw) - TOP_KEYS
    if bad:
        raise PositionError(f"position: unknown key(s) {', '.join(sorted(bad))}")
    players = raw.get("players")
    if not isinstance(players, list) or len(players) != 2 or not all(isinstance(p, dict) for p in players):
        raise PositionError("position: `players` must be two tables ([[players]] twice)")
    b = _Builder(game)
    zones: list[dict[str, list[int]]] = []
    manes, probs = [], []
    placed: list[tuple[int, int, dict[str, Any], str]] = []  # (instance, location, entry, where)
    for p, pl in enumerate(players):
        where = f"players[{p}]"
        bad = set(pl) - PLAYER_KEYS
        if bad:
            raise PositionError(f"position: {where}: unknown key(s) {', '.join(sorted(bad))}")
        if "mane" not in pl or "problem" not in pl:
            raise PositionError(f"position: {where}: needs `mane` and `problem`")
        manes.append(b.card(pl["mane"], f"{where}.mane", p, ("mane",)))
        probs.append(b.card(pl["problem"], f"{where}.problem", p, ("problem",)))
    for p, pl in enumerate(players):
        where = f"players[{p}]"
        z: dict[str, list[int]] = {}
        for key, types in (
            ("problems", ("problem",)),
            ("hand", ()),
            ("deck", ()),
            ("discard", ()),
        ):
            z[key] = [
                b.card(n, f"{where}.{key}[{k}]", p, types or ("friend", "resource", "event", "troublemaker"))
                for k, n in enumerate(_list(pl, key, where))
            ]
        zones.append(z)
        for k, item in enumerate(_list(pl, "home", where)):
            entry = _entry(item, f"{where}.home[{k}]")
            owner = pos_int(entry.get("owner", p), f"position: {where}.home[{k}].owner", 0, 1)
            i = _placed_card(b, game, entry, f"{where}.home[{k}]", owner, manes)
            placed.append((i, owner, entry, f"{where}.home[{k}]"))
    slots = pos_table(raw.get("slots", {}), "position: slots")
    temps: list[tuple[str, int, int]] = []
    slot_cards: list[tuple[int, str, dict[str, Any], str]] = []
    for tag, sl in slots.items():
        where = f"slots.{tag}"
        if not isinstance(sl, dict) or set(sl) - SLOT_KEYS:
            raise PositionError(f"position: {where}: a table with `cards` (and `owner`, `problem` for t1, t2, ...)")
        if tag in ("s0", "s1"):
            owner = int(tag[1])
        elif tag.startswith("t") and tag[1:].isascii() and tag[1:].isdigit() and len(tag) <= 4:
            if "problem" not in sl or "owner" not in sl:
                raise PositionError(f"position: {where}: a temporary slot needs `owner` and `problem`")
            owner = pos_int(sl["owner"], f"position: {where}.owner", 0, 1)
            res = b.card(sl["problem"], f"{where}.problem", owner, ("resource",))
            if game.cards[b.cards[res]].placement != "new_problem":
                raise PositionError(f"position: {where}.problem: {sl['problem']!r} is not a new_problem resource")
            temps.append((tag, res, owner))
        else:
            raise PositionError(f"position: {where}: slot tags are s0, s1, t1, t2, ...")
        for k, item in enumerate(_list(sl, "cards", where)):
            entry = _entry(item, f"{where}.cards[{k}]")
            o = pos_int(entry.get("owner", owner), f"position: {where}.cards[{k}].owner", 0, 1)
            i = _placed_card(b, game, entry, f"{where}.cards[{k}]", o, manes)
            slot_cards.append((i, tag, entry, f"{where}.cards[{k}]"))
    attach: list[tuple[int, int]] = []
    for i, _, entry, where in [*[(i, 0, e, w) for i, _, e, w in placed], *slot_cards]:
        for k, name in enumerate(entry.get("attached", [])):
            r = b.card(name, f"{where}.attached[{k}]", b.owner[i], ("resource",))
            if game.cards[b.cards[r]].placement != "character":
                raise PositionError(f"position: {where}.attached[{k}]: {name!r} is not attached to characters")
            attach.append((r, i))
    try:
        options = game.resolve_options(raw.get("options") or {})
    except TcgkitError as exc:
        raise PositionError(f"position: options: {exc}") from None
    state = game.state_class.__new__(game.state_class)
    assert isinstance(state, MlpState)
    state.owner = tuple(b.owner)
    seed = pos_int(raw.get("seed", 0), "position: seed", 0, 2**63)
    state._init_base(tuple(b.cards), seed, {"position": raw}, options)
    state.init_fields(len(b.cards))
    _fill(state, raw, zones, manes, probs, placed, slot_cards, temps, attach)
    return state


def _placed_card(b: _Builder, game: MlpGame, entry: dict[str, Any], where: str, owner: int, manes: list[int]) -> int:
    name = entry["card"]
    try:
        cid = game.cards.resolve(name)
    except KeyError as exc:
        raise PositionError(f"position: {where}: {exc.args[0]}") from None
    if owner not in (0, 1):
        raise PositionError(f"position: {where}: owner must be 0 or 1")
    if cid == b.cards[manes[owner]]:
        return manes[owner]
    kind = game.cards[cid].type
    if kind in ("mane", "problem", "event"):
        raise PositionError(f"position: {where}: a {kind} cannot be at a location here")
    if kind == "troublemaker" and where.split(".")[1].startswith("home"):
        raise PositionError(f"position: {where}: troublemakers are only at problems (slots)")
    if entry.get("face_down") and kind != "troublemaker":
        raise PositionError(f"position: {where}: only troublemakers are face down")
    if entry.get("frightened") and kind != "friend":
        raise PositionError(f"position: {where}: only friends are frightened")
    return b.card(name, where, owner)


def _fill(
    state: MlpState,
    raw: dict[str, Any],
    zones: list[dict[str, list[int]]],
    manes: list[int],
    probs: list[int],
    placed: list[tuple[int, int, dict[str, Any], str]],
    slot_cards: list[tuple[int, str, dict[str, Any], str]],
    temps: list[tuple[str, int, int]],
    attach: list[tuple[int, int]],
) -> None:
    players = raw["players"]
    for p in (0, 1):
        z = zones[p]
        state.pdecks[p] = list(reversed(z["problems"]))
        state.decks[p] = list(reversed(z["deck"]))
        state.hands[p] = z["hand"]
        state.discards[p] = z["discard"]
        state.loc_prob[2 + p] = probs[p]
        state.picks[p] = probs[p]
        if players[p].get("boosted"):
            state.fl[manes[p]] |= BOOST
    for tag, res, owner in temps:
        state.tcount = max(state.tcount, int(tag[1:]))
        state.locs.append([])
        state.loc_prob.append(res)
        state.loc_owner.append(owner)
        state.loc_tag.append(tag)
    entries = [(i, owner, e, w) for i, owner, e, w in placed] + [
        (i, state.loc_tag.index(tag), e, w) for i, tag, e, w in slot_cards
    ]
    for i, loc, entry, where in entries:
        if state.pos[i] >= 0:
            raise PositionError(f"position: {where}: the Mane is placed twice")
        if loc < 2 and state.owner[i] != loc:
            raise PositionError(f"position: {where}: cards at a home belong to that home's player")
        state.place(i, loc)
        flags = (EXH if entry.get("exhausted") else 0) | (FRIGHT if entry.get("frightened") else 0)
        flags |= DOWN if entry.get("face_down") else 0
        state.fl[i] |= flags
        if entry.get("power"):
            state.mods.append((i, entry["power"], 0, "", "t"))
    for p in (0, 1):
        if state.pos[manes[p]] < 0:
            state.place(manes[p], p)
    for r, h in attach:
        state.attach(r, h)
    turn = pos_int(raw.get("turn", 1), "position: turn", 1)
    active = pos_int(raw.get("active", 0), "position: active", 0, 1)
    phase = raw.get("phase", "main")
    if not isinstance(phase, str) or phase not in PHASES:
        raise PositionError(f"position: phase must be one of {', '.join(PHASES)}, got {show(phase)}")
    first = pos_int(raw.get("first", active if turn % 2 else 1 - active), "position: first", 0, 1)
    state.turn, state.active, state.first = turn, active, first
    for key in ("scores", "tokens"):
        value = raw.get(key, [0, 0])
        if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) and v >= 0 for v in value)):
            raise PositionError(f"position: `{key}` must be two non-negative integers")
        setattr(state, key, list(value))
    state.phase = "score" if phase == "score" else phase
    state.push(*PHASES[phase](active))
