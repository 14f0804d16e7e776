"""Explanation notes (``State.explain``): what the deciding player cannot do now and why, each with its rule.

Notes read only what the player may know (HGO-8.1–8.2): the public board and areas, their own hand and their own
face-down fuseki — never the opponent's hand or fuseki, nor any deck. Blocked notes are written for the player who
decides now; forecasts (``forecast.py``) for anyone. Cards held several times, or blocked for the same reason, share
one note.

- Main phase (HGO-4.6): characters and uchite whose cost cannot be paid — which colour's quadrant is short
  (HGO-5.2) or how many stones are missing (HGO-5.3); uchite blocked by one-per-turn (HGO-6.3) or five in play
  (HGO-6.2); fuseki that cannot be set with two face down (HGO-6.4); techniques, which wait for a match window
  (HGO-4.7); face-down fuseki set this turn, out of timing, missing a requirement or unpayable (HGO-5.18, HGO-10.8);
  the character's ability used already or out of timing (HGO-5.20); uchite that entered this turn without Quick and
  cannot start a match yet (HGO-5.23).
- Match declaration: the same HGO-5.23 note. Technique window (HGO-5.27): the limit of 3 techniques reached, and
  techniques missing a requirement — e.g. no defender, so nothing of "your uchite" applies (HGO-10.8) — or unpayable.
- Stone phase: empty squares not offered because they would be suicide (HGO-5.7) or repeat the position (ko,
  HGO-5.9).
- Hand phase (HGO-4.5), Recovery (HGO-4.3), payment (HGO-5.3) and stone taking (HGO-5.35): why the choice is shaped
  as it is (no ``stop``, a fixed number, stones not offered).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tcgkit.core import Note
from tcgkit.core.names import join_names

from .board import FULL, QUADRANTS, SQUARES, bits, legal_squares
from .cards import CHARACTER, COLORS, FUSEKI, REQ_ATTACKER, REQ_DEFENDER, REQ_MINE, REQ_OPPONENT, TECHNIQUE, UCHITE
from .costs import pickable
from .forecast import forecast_notes
from .match import TECHNIQUE_LIMIT
from .playing import TIMINGS
from .wording import QUADRANT_WORDS, TIMING_WORDS, plural

if TYPE_CHECKING:
    from .cards import Facts
    from .state import HgoState

Refs = tuple[int | str, ...]


def explain(state: HgoState, p: int) -> list[Note]:
    """The notes for player ``p``: blocked notes when ``p`` decides now, then the forecasts."""
    if state.is_over:
        return []
    notes: list[Note] = []
    if state.to_move == p:
        blocked = _BLOCKED.get(state.decision)
        if blocked is not None:
            notes += blocked(state, p)
    return notes + forecast_notes(state, p)


# ---------------------------------------------------------------------- shared reasons
def cost_reason(cost: tuple[int, ...], total: int, avail: tuple[int, int, int, int]) -> tuple[str, str] | None:
    """(rule, reason) why ``cost`` cannot be paid with ``avail`` untapped stones per quadrant, or None if it can."""
    short = [c for c in range(4) if avail[c] < cost[c]]
    if short:
        parts = [
            f"{cost[c]} {COLORS[c]} needed and you have {plural(avail[c], 'untapped stone')} in the {COLORS[c]} "
            f"({QUADRANT_WORDS[COLORS[c]]}) quadrant"
            for c in short
        ]
        return "HGO-5.2", "; ".join(parts)
    have = sum(avail)
    if have < total:
        return "HGO-5.3", f"{plural(total, 'stone')} needed and you have {have} untapped"
    return None


def requirement_reason(state: HgoState, p: int, req: int, banish: int) -> str | None:
    """Why a card's or ability's primitives cannot be used by ``p`` now (HGO-10.8), or None."""
    if req:
        if state.att < 0:
            return "only during a match"
        if req & REQ_MINE and state.slot_of(p) < 0:
            return "your uchite must be in the match, and you sent no defender"
        if req & REQ_ATTACKER and p != state.active:
            return "for the attacker only"
        if req & REQ_DEFENDER and p == state.active:
            return "for a defending uchite only"
        if req & REQ_OPPONENT and state.slot_of(1 - p) < 0:
            return "the opponent's uchite must be in the match, and there is no defender"
    if banish >= 0 and not any(state.F[u].defense <= banish for u in state.uchite[1 - p]):
        return f"the opponent has no uchite in their uchite area with defense {banish} or less"
    return None


class _Groups:
    """Cards blocked for the same (rule, reason) share one note."""

    def __init__(self) -> None:
        self.items: dict[tuple[str, str], tuple[list[str], list[int]]] = {}

    def add(self, rule: str, reason: str, name: str, iids: list[int]) -> None:
        names, refs = self.items.setdefault((rule, reason), ([], []))
        names.append(name)
        refs += iids

    def notes(self, head: str) -> list[Note]:
        return [
            Note(rule, f"{head} {join_names(names)}: {reason}.", tuple(refs))
            for (rule, reason), (names, refs) in self.items.items()
        ]


def _hand(state: HgoState, p: int) -> list[tuple[Facts, list[int]]]:
    """The distinct cards of ``p``'s hand (sorted by card id) with their instances."""
    by: dict[str, list[int]] = {}
    for i in state.hands[p]:
        by.setdefault(state.cards[i], []).append(i)
    return [(state.GAME.facts[cid], sorted(by[cid])) for cid in sorted(by)]


def _fuseki_notes(state: HgoState, p: int, moment: str, avail: tuple[int, int, int, int]) -> list[Note]:
    """HGO-5.18: why each own face-down fuseki cannot be flipped now."""
    notes = []
    for iid in sorted(state.fuseki[p]):
        f = state.F[iid]
        if state.since[iid] >= state.turn:
            notes.append(
                Note("HGO-5.18", f"{f.name} was set this turn: it can be flipped from your next turn.", (iid,))
            )
        elif f.timing not in TIMINGS[moment]:
            notes.append(Note("HGO-5.18", f"{f.name} can be flipped only {TIMING_WORDS[f.timing]}.", (iid,)))
        elif (why := requirement_reason(state, p, f.req, f.banish)) is not None:
            notes.append(Note("HGO-10.8", f"{f.name} cannot be flipped: {why}.", (iid,)))
        elif (cost := cost_reason(f.cost, f.total, avail)) is not None:
            notes.append(Note(cost[0], f"{f.name} cannot be flipped: {cost[1]}.", (iid,)))
    return notes


def _ability_notes(state: HgoState, p: int, moment: str, avail: tuple[int, int, int, int]) -> list[Note]:
    """HGO-5.20: why the character's ACTIVATED abilities cannot be used now."""
    if not state.chars[p]:
        return []
    iid = state.chars[p][0]
    f = state.F[iid]
    notes = []
    for ab in f.abilities:
        what = f"{f.name}'s ability" + (f" {ab.index + 1}" if len(f.abilities) > 1 else "")
        if iid * 8 + ab.index in state.used:
            notes.append(Note("HGO-5.20", f"You already used {what} this turn (once per turn).", (iid,)))
        elif ab.timing not in TIMINGS[moment]:
            notes.append(Note("HGO-5.20", f"{what} can be used only {TIMING_WORDS[ab.timing]}.", (iid,)))
        elif (why := requirement_reason(state, p, ab.req, ab.banish)) is not None:
            notes.append(Note("HGO-10.8", f"{what} cannot be used: {why}.", (iid,)))
        elif (cost := cost_reason(ab.cost, ab.total, avail)) is not None:
            notes.append(Note(cost[0], f"{what} cannot be used: {cost[1]}.", (iid,)))
    return notes


def _not_yet_eligible(state: HgoState, p: int) -> list[Note]:
    """HGO-5.23: uchite that entered this turn without Quick cannot start a match yet."""
    waiting = sorted(u for u in state.uchite[p] if not state.eligible(u))
    if not waiting or state.match_held:
        return []
    names = sorted({state.F[u].name for u in waiting})
    it = "it" if len(waiting) == 1 else "they"
    return [
        Note(
            "HGO-5.23",
            f"{join_names(names)} entered play this turn without Quick: {it} can start a match from your next turn.",
            tuple(waiting),
        )
    ]


# ---------------------------------------------------------------------- per decision
def _main(state: HgoState, p: int) -> list[Note]:
    """HGO-4.6: what in hand, in the fuseki area and on the character cannot be used in this Main phase."""
    avail = state.avail(p)
    unpaid = _Groups()
    room = state.uchite_room(p)
    waiting: list[tuple[str, list[int]]] = []
    full: list[tuple[str, list[int]]] = []
    techniques: list[tuple[str, list[int]]] = []
    for f, iids in _hand(state, p):
        if f.kind == TECHNIQUE:
            techniques.append((f.name, iids))
        elif f.kind == FUSEKI:
            if len(state.fuseki[p]) >= 2:
                full.append((f.name, iids))
        elif f.kind == UCHITE and not room:
            waiting.append((f.name, iids))
        elif f.kind in (CHARACTER, UCHITE) and (why := cost_reason(f.cost, f.total, avail)) is not None:
            unpaid.add(why[0], why[1], f.name, iids)
    notes = unpaid.notes("Cannot pay for")
    if waiting:
        names = join_names([n for n, _ in waiting])
        refs: Refs = tuple(i for _, ii in waiting for i in ii)
        if state.placed[p]:
            notes.append(Note("HGO-6.3", f"You placed an uchite from your hand this turn: {names} must wait.", refs))
        else:
            notes.append(Note("HGO-6.2", f"You have 5 uchite, the most allowed: {names} cannot be placed.", refs))
    if full:
        names = join_names([n for n, _ in full])
        refs = tuple(i for _, ii in full for i in ii)
        notes.append(Note("HGO-6.4", f"Your 2 fuseki places are taken: {names} cannot be set now.", refs))
    if techniques:
        names = join_names([n for n, _ in techniques])
        refs = tuple(i for _, ii in techniques for i in ii)
        notes.append(Note("HGO-4.7", f"Techniques are played only in a match's technique window: {names}.", refs))
    notes += _fuseki_notes(state, p, "main", avail)
    notes += _ability_notes(state, p, "main", avail)
    notes += _not_yet_eligible(state, p)
    return notes


def _declare(state: HgoState, p: int) -> list[Note]:
    return _not_yet_eligible(state, p)


def _window(state: HgoState, p: int) -> list[Note]:
    """HGO-5.27: techniques beyond the limit, missing a requirement or unpayable; fuseki and abilities."""
    avail = state.avail(p)
    hand = [(f, iids) for f, iids in _hand(state, p) if f.kind == TECHNIQUE]
    notes: list[Note] = []
    if hand and state.tcount[p] >= TECHNIQUE_LIMIT:
        names = join_names([f.name for f, _ in hand])
        refs: Refs = tuple(i for _, ii in hand for i in ii)
        notes.append(
            Note("HGO-5.27", f"You played {TECHNIQUE_LIMIT} techniques in this match, the limit: {names}.", refs)
        )
    elif hand:
        missing = _Groups()
        unpaid = _Groups()
        for f, iids in hand:
            if (why := requirement_reason(state, p, f.req, f.banish)) is not None:
                missing.add("HGO-10.8", why, f.name, iids)
            elif (cost := cost_reason(f.cost, f.total, avail)) is not None:
                unpaid.add(cost[0], cost[1], f.name, iids)
        notes += missing.notes("Cannot play")
        notes += unpaid.notes("Cannot pay for")
    notes += _fuseki_notes(state, p, "match", avail)
    notes += _ability_notes(state, p, "match", avail)
    return notes


def _place(state: HgoState, p: int) -> list[Note]:
    """HGO-5.7, HGO-5.9: empty squares that are not offered, and why."""
    own, opp = state.stones[p], state.stones[1 - p]
    empty = FULL ^ (own | opp)
    legal = state.legal_mask(p)
    if legal == empty:
        return []
    without_ko = legal_squares(own, opp, None)
    notes = []
    suicide = [SQUARES[i] for i in bits(empty & ~without_ko)]
    if suicide:
        notes.append(
            Note(
                "HGO-5.7",
                f"No stone on {join_names(suicide)}: it would have no liberty and capture nothing (suicide).",
                tuple(f"square:{s}" for s in suicide),
            )
        )
    ko = [SQUARES[i] for i in bits(without_ko & ~legal)]
    if ko:
        notes.append(
            Note(
                "HGO-5.9",
                f"No stone on {join_names(ko)} now: it would repeat the position before the opponent's last stone "
                "(ko). Play elsewhere first.",
                tuple(f"square:{s}" for s in ko),
            )
        )
    return notes


def _hdisc(state: HgoState, p: int) -> list[Note]:
    """HGO-4.5: with 8 or more cards the discards are not optional and nothing is drawn."""
    frame = state.stack[-1]
    left, optional = frame[2], frame[3]
    if optional:
        text = f"You hold 7 cards: you may discard up to {left}, then you draw back to 7."
    else:
        text = f"You hold {len(state.hands[p])} cards: discard {left} more to get down to 7; no card is drawn."
    return [Note("HGO-4.5", text)]


def _untap(state: HgoState, p: int) -> list[Note]:
    """HGO-4.3: at most 3 untaps in the Recovery phase."""
    left = state.stack[-1][2]
    tapped = (state.stones[p] & state.tapped).bit_count()
    if tapped <= left:
        return []
    return [Note("HGO-4.3", f"You may untap {left} more of your {tapped} tapped stones in this Recovery phase.")]


def _pay(state: HgoState, p: int) -> list[Note]:
    """HGO-5.3: why some untapped stones are not offered (tapping them would leave the payment incompletable)."""
    _, _, cost, picked = state.stack[-1]
    total = sum(cost)
    untapped = state.stones[p] & ~state.tapped
    closed = untapped & ~pickable(cost, total, picked, untapped)
    if not closed:
        return []
    left = total - picked.bit_count()
    needs = []
    for c in range(4):
        n = cost[c] - (picked & QUADRANTS[c]).bit_count()
        if n > 0:
            needs.append(f"{n} {COLORS[c]} from the {QUADRANT_WORDS[COLORS[c]]} quadrant")
    what = state.F[state.resolving[-1]].name if state.resolving else "this cost"
    squares = [SQUARES[i] for i in bits(closed)]
    verb = "is" if len(squares) == 1 else "are"
    text = (
        f"{join_names(squares)} {verb} not offered: {plural(left, 'stone')} still to tap for {what} must include "
        f"{' and '.join(needs)}."
    )
    return [Note("HGO-5.3", text, tuple(f"square:{s}" for s in squares))]


def _take(state: HgoState, p: int) -> list[Note]:
    """HGO-5.35: the winner takes a fixed number of stones, one at a time, with no stop."""
    left = state.stack[-1][2]
    return [Note("HGO-5.35", f"You won the match: take {left} more of the opponent's stones (the number is fixed).")]


_BLOCKED: dict[str, Callable[[HgoState, int], list[Note]]] = {
    "main": _main,
    "declare": _declare,
    "window": _window,
    "place": _place,
    "hdisc": _hdisc,
    "untap": _untap,
    "pay": _pay,
    "take": _take,
}
