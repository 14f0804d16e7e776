"""Positions (docs/positions-bionicle.md): a dict or TOML text describing a game in progress -> a state.

Decks are written top first. Squares are ``"row,col"``. Cards are named by id, name or alias. Everything is checked;
a malformed position raises PositionError with a one-line message naming the key.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import OptionError, PositionError
from tcgkit.core.limits import MAX_POSITION_INT
from tcgkit.core.validate import show

from .base import NONE, BioBase
from .deckrules import check_bohrok
from .effects import BOHROK
from .maps import Board, maps
from .setup import pool_names

TOP_KEYS = frozenset(
    {
        *("map", "mission_deck", "starts", "turn_limit", "turn", "active", "p1", "step", "nest", "bohrok"),
        *("removed", "challenges", "challenge_discard", "missions", "mission_discard", "players"),
    }
)
PLAYER_KEYS = frozenset(
    {
        *("toa", "square", "hand", "known", "deck", "discard", "mt", "mt_known", "held", "attached", "missions"),
        *("mission_deck", "mission_discard", "action_lock", "challenge_lock"),
    }
)
MISSION_KEYS = frozenset({"card", "drawn_at", "progress", "eligible"})
STEPS = ("start", "move", "square")
OPTION_KEYS = ("map", "mission_deck", "starts", "turn_limit")


def _unknown(raw: dict[str, Any], known: frozenset[str], where: str) -> None:
    bad = sorted(set(raw) - known)
    if bad:
        raise PositionError(f"{where}: unknown key(s) {', '.join(bad)} (known: {', '.join(sorted(known))})")


def _int(raw: dict[str, Any], key: str, default: int, lo: int, hi: int | None, where: str = "position") -> int:
    value = raw.get(key, default)
    top = MAX_POSITION_INT if hi is None else hi
    if not isinstance(value, int) or isinstance(value, bool) or value < lo or value > top:
        span = f"{lo}..{hi}" if hi is not None else f">= {lo} (at most {top})"
        raise PositionError(f"{where}.{key}: expected an integer {span}, got {show(value)}")
    return value


class _Reader:
    """Reads a position's cards (collecting the card instances) and squares."""

    def __init__(self, pool: Any, board: Board) -> None:
        self.pool = pool
        self.board = board
        self.cards: list[str] = []

    def card(self, name: Any, where: str, kinds: tuple[str, ...]) -> int:
        """A new instance of the card ``name`` (one of ``kinds``)."""
        if not isinstance(name, str):
            raise PositionError(f"{where}: a card is named by a string, got {name!r}")
        try:
            cid = self.pool.resolve(name)
        except KeyError as exc:
            raise PositionError(f"{where}: {exc.args[0]}") from None
        kind = self.pool[cid].type
        if kind not in kinds:
            raise PositionError(f"{where}: {name!r} has type {kind}, expected {' or '.join(kinds)}")
        self.cards.append(cid)
        return len(self.cards) - 1

    def pile(self, raw: dict[str, Any], key: str, where: str, kinds: tuple[str, ...], deck: bool = True) -> list[int]:
        """The instances of a list of card names; a deck is written top first and stored top last."""
        names = raw.get(key, [])
        if not isinstance(names, list):
            raise PositionError(f"{where}.{key}: expected a list of card names")
        ids = [self.card(n, f"{where}.{key}[{k}]", kinds) for k, n in enumerate(names)]
        return ids[::-1] if deck else ids

    def square(self, value: Any, where: str, allow_none: bool = False) -> int:
        if value is None and allow_none:
            return NONE
        sq = self.board.square(value) if isinstance(value, str) else None
        if sq is None:
            raise PositionError(f'{where}: {value!r} is not a square of map {self.board.name!r} (write "row,col")')
        return sq

    def among(self, names: Any, zone: list[int], where: str, what: str) -> list[int]:
        """Instances of ``zone`` named by ``names`` (each a different instance)."""
        if not isinstance(names, list):
            raise PositionError(f"{where}: expected a list of card names")
        out: list[int] = []
        for name in names:
            cids = self.pool.matches(name) if isinstance(name, str) else []
            match = [i for i in zone if self.cards[i] in cids and i not in out]
            if not match:
                raise PositionError(f"{where}: {name!r} is not {what}")
            out.append(match[0])
        return out

    def player(self, raw: Any, p: int, individual: bool) -> dict[str, Any]:
        """One ``[[players]]`` table -> its zones and facts."""
        where = f"position.players[{p}]"
        _unknown(raw, PLAYER_KEYS, where)
        if "toa" not in raw:
            raise PositionError(f"{where}.toa: every player needs a Toa")
        z: dict[str, Any] = {
            "toa": self.card(raw["toa"], f"{where}.toa", ("toa",)),
            "square": self.square(raw.get("square"), f"{where}.square"),
            "hand": self.pile(raw, "hand", where, ("action",), deck=False),
            "deck": self.pile(raw, "deck", where, ("action",)),
            "discard": self.pile(raw, "discard", where, ("action",), deck=False),
            "mt": self.pile(raw, "mt", where, ("mask", "turaga")),
            "held": self.pile(raw, "held", where, ("mask", "turaga"), deck=False),
            "mission_deck": self.pile(raw, "mission_deck", where, ("mission",)),
            "mission_discard": self.pile(raw, "mission_discard", where, ("mission",), deck=False),
        }
        if not individual and (z["mission_deck"] or z["mission_discard"]):
            raise PositionError(f'{where}.mission_deck: own mission decks only with mission_deck = "individual"')
        z["mt_known"] = _int(raw, "mt_known", 0, 0, len(z["mt"]), where)
        z["queue"] = self.queue(raw.get("missions", []), f"{where}.missions")
        z["known"] = self.among(raw.get("known", []), z["hand"], f"{where}.known", "in the hand")
        z["amask"] = z["aturaga"] = NONE
        for iid in self.among(raw.get("attached", []), z["held"], f"{where}.attached", "held"):
            slot = "amask" if self.pool[self.cards[iid]].type == "mask" else "aturaga"
            if z[slot] != NONE:
                raise PositionError(f"{where}.attached: at most one mask and one Turaga are attached (BIO-6.2)")
            z[slot] = iid
        board = self.board
        locks = (
            ("action_lock", board.action, "an action square (GA or 2G)"),
            ("challenge_lock", board.challenge, "a challenge square (CL or 2C)"),
        )
        for key, flags, what in locks:
            sq = self.square(raw.get(key), f"{where}.{key}", allow_none=True)
            if sq != NONE and not flags[sq]:
                raise PositionError(f"{where}.{key}: ({board.names[sq]}) is not {what}")
            z[key] = sq
        return z

    def queue(self, queue: Any, where: str) -> list[tuple[int, int, int, bool]]:
        """A mission queue, oldest first: (instance, draw square, progress, eligible)."""
        if not isinstance(queue, list):
            raise PositionError(f"{where}: expected a list of missions (oldest first)")
        out = []
        for k, entry in enumerate(queue):
            mw = f"{where}[{k}]"
            if not isinstance(entry, dict) or "card" not in entry or "drawn_at" not in entry:
                raise PositionError(f'{mw}: expected {{card = ..., drawn_at = "row,col"}}')
            _unknown(entry, MISSION_KEYS, mw)
            iid = self.card(entry["card"], f"{mw}.card", ("mission",))
            drawn = self.square(entry["drawn_at"], f"{mw}.drawn_at")
            progress = _int(entry, "progress", 0, 0, None, mw)
            eligible = entry.get("eligible", False)
            if not isinstance(eligible, bool):
                raise PositionError(f"{mw}.eligible: expected true or false")
            if k > 0 and (progress or eligible):
                raise PositionError(f"{mw}: only the active (oldest) mission has progress or eligibility (BIO-5.7)")
            out.append((iid, drawn, progress, eligible))
        return out


def setup_state(state: BioBase, game: Any, raw: dict[str, Any]) -> None:
    """Fill ``state`` (a fresh BioState) from position ``raw``."""
    _unknown(raw, TOP_KEYS, "position")
    try:
        options = game.resolve_options({k: raw[k] for k in OPTION_KEYS if k in raw})
    except OptionError as exc:
        raise PositionError(f"position: {exc}") from None
    board = maps(game.package)[options["map"]]
    individual = options["mission_deck"] == "individual"
    players = raw.get("players")
    if not isinstance(players, list) or len(players) != 2 or not all(isinstance(p, dict) for p in players):
        raise PositionError("position.players: expected two [[players]] tables")
    pool = game.cards
    r = _Reader(pool, board)
    zs = [r.player(players[p], p, individual) for p in (0, 1)]
    if r.cards[zs[0]["toa"]] == r.cards[zs[1]["toa"]]:
        raise PositionError("position.players: the two Toa must differ (BIO-2.2)")
    if zs[0]["square"] == zs[1]["square"]:
        raise PositionError("position.players: the two Toa cannot share a square (BIO-6.14)")
    if "challenges" in raw:
        challenges = r.pile(raw, "challenges", "position", ("challenge",))
    else:
        challenges = [r.card(c, "position.challenges", ("challenge",)) for c in pool_names(pool, "challenge")][::-1]
    cdisc = r.pile(raw, "challenge_discard", "position", ("challenge",), deck=False)
    shared = r.pile(raw, "missions", "position", ("mission",))
    shared_discard = r.pile(raw, "mission_discard", "position", ("mission",), deck=False)
    if individual and (shared or shared_discard):
        raise PositionError('position.missions: no shared mission deck with mission_deck = "individual"')
    if "bohrok" in raw:
        bdeck = r.pile(raw, "bohrok", "position", ("bohrok",))
    else:
        bdeck = [r.card(n, "position.bohrok", ("bohrok",)) for n in BOHROK][::-1]
    removed = r.pile(raw, "removed", "position", ("bohrok",), deck=False)
    problems = check_bohrok(pool, [r.cards[i] for i in bdeck + removed], "Bohrok deck and removed Bohrok")
    if problems:
        raise PositionError(f"position.bohrok: {problems[0]}")
    if "nest" not in raw:
        raise PositionError("position.nest: required (the nest that holds or held the Bohrok deck)")
    nest = r.square(raw["nest"], "position.nest")
    if nest not in board.nests:
        raise PositionError(f"position.nest: ({board.names[nest]}) is not a nest of map {board.name!r}")
    for p in (0, 1):
        if zs[p]["square"] == nest and bdeck:
            raise PositionError(f"position.players[{p}].square: the Bohrok deck is on that nest (BIO-5.1 c)")
    active = _int(raw, "active", 0, 0, 1)
    step = raw.get("step", "start")
    if step not in STEPS:
        raise PositionError(f"position.step: expected one of {', '.join(STEPS)}, got {step!r}")

    state._init_base(tuple(r.cards), 0, {}, options)
    state.started = True
    state.active = active
    state.p1 = _int(raw, "p1", active, 0, 1)
    state.turn = _int(raw, "turn", 1, 1, None)
    state.nest = nest
    state.toa = (zs[0]["toa"], zs[1]["toa"])

    def each(key: str) -> list[Any]:
        return [zs[0][key], zs[1][key]]

    state.pos, state.alock, state.clock = each("square"), each("action_lock"), each("challenge_lock")
    state.hands, state.known, state.adecks, state.adiscs = each("hand"), each("known"), each("deck"), each("discard")
    state.mtdecks, state.mtknown, state.held = each("mt"), each("mt_known"), each("held")
    state.amask, state.aturaga = each("amask"), each("aturaga")
    state.mq = [[e[0] for e in z["queue"]] for z in zs]
    state.mdraw = [[e[1] for e in z["queue"]] for z in zs]
    state.mprog = [z["queue"][0][2] if z["queue"] else 0 for z in zs]
    state.melig = [z["queue"][0][3] if z["queue"] else False for z in zs]
    if individual:
        state.mdecks, state.mdiscs = each("mission_deck"), each("mission_discard")
    else:
        state.mdecks, state.mdiscs = [shared], [shared_discard]
    state.mpool, state.cpool = [], []
    state.cdeck, state.cdisc = challenges, cdisc
    state.revealed = state.rbohrok = NONE
    state.bdeck, state.removed = bdeck, removed
    state.window, state.wkind = [], ""
    state.extra, state.leap, state.ignore, state.moved = 0, False, False, False
    if step == "start":
        state.push(("turn",))
        return
    state.log("turn", {"turn": state.turn, "player": active})
    rest = [("square", active), ("mcheck", active), ("end", active)]
    if step == "move":
        state.push(("movestep", active), *rest)
    else:
        state.moved = True  # the Toa has just entered its square: resolve it
        state.push(*rest)
