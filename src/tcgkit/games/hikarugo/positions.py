"""Positions: a state from a dict or TOML text, for rules tests, puzzles and bug reports.

The format is documented in ``docs/positions-hikarugo.md``. Every malformed position raises ``PositionError`` with
one line naming the key at fault.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core import OptionError, PositionError
from tcgkit.core.limits import MAX_POSITION_INT
from tcgkit.core.validate import pos_list, show

from .board import FULL, every_group_has_a_liberty, position
from .cards import MATCH_PRIMITIVES
from .setup import BOWL
from .state import HgoState

if TYPE_CHECKING:
    from .game import HikaruGoGame

PHASES = ("mulligan", "recovery", "stone", "hand", "main", "match", "defend", "window", "end")
_TURN_REST = (("stone",), ("hand",), ("mainphase",), ("matchphase",), ("endphase",), ("endturn",))
_TOP_KEYS = {
    "turn",
    "phase",
    "black",
    "active",
    "to_move",
    "seed",
    "options",
    "board",
    "bowls",
    "agehama",
    "ko",
    "match_held",
    "players",
    "match",
}
_PLAYER_KEYS = {
    "hand",
    "deck",
    "discard",
    "character",
    "uchite",
    "fuseki",
    "abilities_used",
    "uchite_placed",
    "mulligan",
}
_MATCH_KEYS = {"attacker", "defender", "priority", "passes", "techniques", "technique_counts", "modifiers"}


def _fail(message: str) -> PositionError:
    return PositionError(f"position: {message}")


def _check_keys(table: Any, known: set[str], where: str) -> dict[str, Any]:
    if not isinstance(table, dict):
        raise _fail(f"{where} must be a table")
    unknown = sorted(set(table) - known)
    if unknown:
        raise _fail(f"{where} has unknown key {unknown[0]!r} (known: {', '.join(sorted(known))})")
    return table


def _int(value: Any, where: str, low: int = 0, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(f"{where} must be an integer, got {show(value)}")
    if high is None and value > MAX_POSITION_INT:
        raise _fail(f"{where} must be at most {MAX_POSITION_INT}, got {show(value)}")
    if value < low or (high is not None and value > high):
        span = f"{low}..{high}" if high is not None else f"at least {low}"
        raise _fail(f"{where} must be {span}, got {value}")
    return value


def _pair(value: Any, where: str) -> list[int]:
    if not isinstance(value, list) or len(value) != 2:
        raise _fail(f"{where} must be a list of 2 integers (player 0, player 1), got {value!r}")
    return [_int(v, f"{where}[{i}]") for i, v in enumerate(value)]


def read_board(rows: Any, where: str = "board") -> tuple[int, int, int]:
    """6 strings of '.', 'B', 'W' (untapped) and 'b', 'w' (tapped), row 1 first -> (black, white, tapped) masks."""
    if not isinstance(rows, list) or len(rows) != 6 or not all(isinstance(r, str) for r in rows):
        raise _fail(f"{where} must be a list of 6 strings of 6 squares each (row 1 first)")
    black = white = tapped = 0
    for r, row in enumerate(rows):
        if len(row) != 6:
            raise _fail(f"{where} row {r + 1} {row!r} must have 6 squares, has {len(row)}")
        for c, ch in enumerate(row):
            bit = 1 << (6 * r + c)
            if ch in "Bb":
                black |= bit
            elif ch in "Ww":
                white |= bit
            elif ch != ".":
                raise _fail(f"{where} row {r + 1} has {ch!r}: use '.', 'B', 'W', or 'b', 'w' for tapped stones")
            if ch in "bw":
                tapped |= bit
    return black, white, tapped


class _Builder:
    """Collects card instances in order while reading the zones."""

    def __init__(self, game: HikaruGoGame) -> None:
        self.game = game
        self.cards: list[str] = []
        self.owner: list[int] = []

    def card(self, name: Any, owner: int, where: str, kind: str | None = None) -> int:
        if not isinstance(name, str):
            raise _fail(f"{where}: a card is given by its name or id, got {name!r}")
        try:
            cid = self.game.cards.resolve(name)
        except KeyError as exc:
            raise _fail(f"{where}: {exc.args[0]}") from None
        ctype = self.game.cards[cid].type
        if ctype == "stone":
            raise _fail(f"{where}: {name!r} is a stone; stones are given by the board, bowls and agehama")
        if kind is not None and ctype != kind:
            raise _fail(f"{where}: {name!r} is a {ctype}, not a {kind}")
        self.cards.append(cid)
        self.owner.append(owner)
        return len(self.cards) - 1

    def cards_of(self, value: Any, owner: int, where: str, kind: str | None = None) -> list[int]:
        if value is None:
            return []
        if not isinstance(value, list):
            raise _fail(f"{where} must be a list of card names")
        return [self.card(v, owner, f"{where}[{i}]", kind) for i, v in enumerate(value)]

    def timed(self, value: Any, owner: int, where: str, kind: str, key: str, default: int) -> list[tuple[int, int]]:
        """Uchite (``entry``) or fuseki (``set``): a name, or a table {card = name, <key> = turn}."""
        if value is None:
            return []
        if not isinstance(value, list):
            raise _fail(f"{where} must be a list")
        out = []
        for i, v in enumerate(value):
            w = f"{where}[{i}]"
            if isinstance(v, dict):
                _check_keys(v, {"card", key}, w)
                turn = _int(v.get(key, default), f"{w}.{key}")
                out.append((self.card(v.get("card"), owner, w, kind), turn))
            else:
                out.append((self.card(v, owner, w, kind), default))
        return out


def build(game: HikaruGoGame, raw: dict[str, Any]) -> HgoState:
    """A state from a position dict (see docs/positions-hikarugo.md)."""
    _check_keys(raw, _TOP_KEYS, "the position")
    turn = _int(raw.get("turn", 1), "turn", 1)
    phase = raw.get("phase", "main")
    if phase not in PHASES:
        raise _fail(f"phase {phase!r} is not one of {', '.join(PHASES)}")
    black = _int(raw.get("black", 0), "black", 0, 1)
    active = _int(raw.get("active", black if turn % 2 else 1 - black), "active", 0, 1)
    try:
        options = game.resolve_options(raw.get("options") or {})
    except OptionError as exc:
        raise _fail(str(exc)) from None

    b_mask, w_mask, tapped = read_board(raw.get("board", ["......"] * 6))
    masks = [b_mask, w_mask] if black == 0 else [w_mask, b_mask]
    if not every_group_has_a_liberty(b_mask, w_mask):
        raise _fail("board has a group without a liberty, which no legal play leaves (HGO-6.12)")
    agehama = _pair(raw.get("agehama", [0, 0]), "agehama")
    default_bowls = [BOWL - masks[p].bit_count() - agehama[1 - p] for p in (0, 1)]
    bowls = _pair(raw["bowls"], "bowls") if "bowls" in raw else default_bowls
    for p in (0, 1):
        if bowls[p] != default_bowls[p]:
            raise _fail(
                f"bowls[{p}] = {bowls[p]} breaks HGO-6.12: bowl + stones on the board + the opponent's agehama "
                f"must be {BOWL} (here {masks[p].bit_count()} on the board, {agehama[1 - p]} taken)"
            )
        if bowls[p] < 0:
            raise _fail(f"player {p} has more than {BOWL} stones on the board and in the opponent's agehama")

    ko = [-1, -1]
    if "ko" in raw:
        snaps = raw["ko"]
        if not isinstance(snaps, list) or len(snaps) != 2:
            raise _fail("ko must be a list of 2 entries (player 0, player 1): a board, or [] for no snapshot")
        for p, snap in enumerate(snaps):
            if snap:
                sb, sw, _ = read_board(snap, f"ko[{p}]")
                ko[p] = position(*((sb, sw) if black == 0 else (sw, sb)))

    players = raw.get("players", [{}, {}])
    if not isinstance(players, list) or len(players) != 2:
        raise _fail("players must list exactly 2 players (HGO-0.2)")
    bld = _Builder(game)
    zones: list[dict[str, Any]] = []
    for p, spec in enumerate(players):
        w = f"players[{p}]"
        _check_keys(spec, _PLAYER_KEYS, w)
        z: dict[str, Any] = {}
        z["deck"] = bld.cards_of(spec.get("deck"), p, f"{w}.deck")[::-1]  # top first in the file, last in the list
        z["hand"] = bld.cards_of(spec.get("hand"), p, f"{w}.hand")
        z["discard"] = bld.cards_of(spec.get("discard"), p, f"{w}.discard")
        char = spec.get("character")
        if isinstance(char, list):
            raise _fail(f"{w}.character is one card name (HGO-6.1), not a list")
        z["character"] = [] if not char else [bld.card(char, p, f"{w}.character", "character")]
        z["uchite"] = bld.timed(spec.get("uchite"), p, f"{w}.uchite", "uchite", "entry", turn - 1)
        z["fuseki"] = bld.timed(spec.get("fuseki"), p, f"{w}.fuseki", "fuseki", "set", turn - 1)
        if len(z["fuseki"]) > 2:
            raise _fail(f"{w}.fuseki holds {len(z['fuseki'])} cards; at most 2 (HGO-6.4)")
        for iid, t in z["uchite"] + z["fuseki"]:
            if t > turn:
                raise _fail(f"{w}: {bld.cards[iid]} has turn {t}, after the current turn {turn}")
        used = spec.get("abilities_used", [])
        if not isinstance(used, list) or (used and not z["character"]):
            raise _fail(f"{w}.abilities_used must list ability numbers (1, 2, ...) of the player's character")
        z["used"] = [_int(u, f"{w}.abilities_used", 1) - 1 for u in used]
        if z["character"]:
            n_abilities = len(game.facts[bld.cards[z["character"][0]]].abilities)
            for u in z["used"]:
                if u >= n_abilities:
                    raise _fail(f"{w}.abilities_used: the character has {n_abilities} ACTIVATED abilities")
        placed = spec.get("uchite_placed", False)
        if not isinstance(placed, bool):
            raise _fail(f"{w}.uchite_placed must be true or false")
        z["placed"] = placed
        mull = spec.get("mulligan", "" if phase == "mulligan" else "keep")
        if mull not in ("", "keep", "mulligan"):
            raise _fail(f"{w}.mulligan must be 'keep', 'mulligan' or '' (not decided yet)")
        z["mulligan"] = mull
        zones.append(z)

    match = raw.get("match")
    att = dfd = -1
    piles: list[list[int]] = [[], []]
    mods: list[tuple[Any, ...]] = []
    prio = -1
    passes = 0
    counts = [0, 0]
    if phase in ("defend", "window"):
        m = _check_keys(match if match is not None else {}, _MATCH_KEYS, "match")
        if "attacker" not in m:
            raise _fail(f"phase {phase!r} needs match.attacker (the attacking uchite)")
        att = bld.card(m["attacker"], active, "match.attacker", "uchite")
        if m.get("defender"):
            if phase == "defend":
                raise _fail("phase 'defend' is the defender's choice: leave match.defender out")
            dfd = bld.card(m["defender"], 1 - active, "match.defender", "uchite")
        techs = m.get("techniques", [[], []])
        if not isinstance(techs, list) or len(techs) != 2:
            raise _fail("match.techniques must be 2 lists of technique names (player 0, player 1)")
        piles = [bld.cards_of(techs[p], p, f"match.techniques[{p}]", "technique") for p in (0, 1)]
        counts = _pair(m.get("technique_counts", [len(piles[0]), len(piles[1])]), "match.technique_counts")
        for p in (0, 1):
            if counts[p] > 3:
                raise _fail(f"match.technique_counts[{p}] = {counts[p]}: at most 3 techniques per match (HGO-5.27)")
        prio = _int(m.get("priority", active), "match.priority", 0, 1)
        passes = _int(m.get("passes", 0), "match.passes", 0, 1)
        for i, spec in enumerate(pos_list(m.get("modifiers", []), "position: match.modifiers")):
            w = f"match.modifiers[{i}]"
            _check_keys(spec, {"kind", "player", "n"}, w)
            if not isinstance(spec.get("kind"), str) or spec["kind"] not in MATCH_PRIMITIVES:
                raise _fail(f"{w}.kind must be one of {', '.join(sorted(MATCH_PRIMITIVES))}")
            who = _int(spec.get("player"), f"{w}.player", 0, 1)
            mods.append((spec["kind"], who, _int(spec.get("n", 0), f"{w}.n"), -1))
    elif match is not None:
        raise _fail(f"a match table is only read in phases 'defend' and 'window', not {phase!r}")

    for p in (0, 1):
        n = len(zones[p]["uchite"]) + (att >= 0 and active == p) + (dfd >= 0 and active != p)
        if n > 5:
            raise _fail(f"players[{p}] has {n} uchite in play; at most 5 (HGO-6.2)")

    to_move = raw.get("to_move")
    if to_move is not None:
        _int(to_move, "to_move", 0, 1)
        expected = {"defend": 1 - active, "window": prio}.get(phase, active)
        if phase == "mulligan":
            expected = black if zones[black]["mulligan"] == "" else 1 - black
        if to_move != expected:
            raise _fail(f"to_move = {to_move} does not fit phase {phase!r} (player {expected} decides there)")
    if phase == "mulligan" and turn != 1:
        raise _fail("phase 'mulligan' is only at turn 1")

    state = HgoState.__new__(HgoState)
    state._init_base(tuple(bld.cards), _int(raw.get("seed", 0), "seed", 0, 2**63), {}, options)
    state.blank(tuple(bld.owner))
    state.black = black
    state.active = active
    state.turn = turn
    state.phase = "match" if phase in ("defend", "window") else phase
    state.stones = masks
    state.tapped = tapped & FULL
    state.ko = ko
    state.bowls = bowls
    state.agehama = agehama
    for p, z in enumerate(zones):
        state.decks[p] = z["deck"]
        state.hands[p] = z["hand"]
        state.discards[p] = z["discard"]
        state.chars[p] = z["character"]
        state.uchite[p] = [i for i, _ in z["uchite"]]
        state.fuseki[p] = [i for i, _ in z["fuseki"]]
        for iid, t in z["uchite"] + z["fuseki"]:
            state.since[iid] = t
        if z["character"]:
            state.used += [z["character"][0] * 8 + u for u in z["used"]]
        state.placed[p] = z["placed"]
        state.mulligans[p] = z["mulligan"]
    match_held = raw.get("match_held", phase in ("defend", "window", "end"))
    if not isinstance(match_held, bool):
        raise _fail("match_held must be true or false")
    state.match_held = match_held
    state.att, state.dfd = att, dfd
    state.piles = piles
    state.tcount = counts
    state.prio = prio
    state.passes = passes
    state.mods = mods
    _push_phase(state, phase)
    return state


def _push_phase(state: HgoState, phase: str) -> None:
    """The frames of the rest of the turn from ``phase`` on (HGO-4.1)."""
    a = state.active
    if phase == "mulligan":
        b = state.black
        order = [p for p in (b, 1 - b) if not state.mulligans[p]]
        state.push(*[("mull", p) for p in order], ("turn",))
    elif phase == "recovery":
        state.push(("turn",))
    elif phase == "defend":
        state.push(("defend", 1 - a), ("window_open",), ("resolve",), *_TURN_REST[-2:])
    elif phase == "window":
        state.push(("window", state.prio), ("resolve",), *_TURN_REST[-2:])
    else:
        first = {"stone": 0, "hand": 1, "main": 2, "match": 3, "end": 4}[phase]
        state.push(*_TURN_REST[first:])


__all__ = ["PHASES", "build", "read_board"]
