"""Forecast notes (what ends the game soon, and who is ahead) and the score estimate the board shows.

Everything here reads public facts only (HGO-8.1): the board, bowls, agehama, the turn, the match area.

The rules score a finished game (HGO-7.5–7.6): an empty region bordered by one player's stones is all theirs, so
after one stone the lone stone "owns" 35 squares. While the game runs we show an *estimate* instead: stones on the
board, agehama and komi, plus only *clearly enclosed* territory — an empty region bordered by one player's stones
and no larger than twice the number of those border stones (a corner closed by two stones counts, the open board
does not). Near the end (or when the two agree) the rules' own count is shown too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core import Note
from tcgkit.core.names import capital, join_names, player_name, possessive

from .board import FULL, SQUARES, bits, dilate, group
from .match import stones_for
from .wording import plural

if TYPE_CHECKING:
    from .state import HgoState

#: When so few stones are left in both bowls together, the rules' own score is shown beside the estimate.
LATE = 6
#: The turn-limit note appears this many turns before the limit (HGO-7.8), when the limit comes first.
LIMIT_WARNING = 5
#: The no-legal-square note appears when the next placer has at most this many legal squares (HGO-7.2).
FEW_SQUARES = 3


def enclosed_territory(s0: int, s1: int) -> tuple[int, int]:
    """Clearly enclosed empty squares of each player: regions bordered by one player's stones only, no larger than
    twice the number of those border stones (an estimate; HGO-7.6 counts every one-colour region)."""
    empty = FULL ^ (s0 | s1)
    t = [0, 0]
    rest = empty
    while rest:
        region = group(empty, rest & -rest)
        rest ^= region
        border = dilate(region) & ~region
        size = region.bit_count()
        for p, own, opp in ((0, s0, s1), (1, s1, s0)):
            if border and not (border & opp) and size <= 2 * (border & own).bit_count():
                t[p] += size
    return t[0], t[1]


def estimate(state: HgoState) -> list[dict[str, Any]]:
    """Per player: stones, enclosed territory, agehama, komi and their total (points), as the board shows them."""
    s0, s1 = state.stones
    terr = enclosed_territory(s0, s1)
    out = []
    for p in (0, 1):
        komi = 0.0 if p == state.black else 0.5
        stones = state.stones[p].bit_count()
        out.append(
            {
                "stones": stones,
                "territory": terr[p],
                "agehama": state.agehama[p],
                "komi": komi,
                "total": stones + terr[p] + state.agehama[p] + komi,
            }
        )
    return out


def placed_this_turn(state: HgoState) -> bool:
    """Whether the active player's stone of this turn is already on the board (or skipped, HGO-7.4)."""
    return state.phase not in ("mulligan", "recovery") and not (state.phase == "stone" and state.decision == "place")


def last_turn(state: HgoState) -> int:
    """HGO-7.3: the turn at whose end both bowls are empty: each player places one stone in each of their own turns
    (HGO-4.4); an empty bowl places nothing more (HGO-7.4)."""
    end = state.turn
    for q in (0, 1):
        left = state.bowls[q]
        if not left:
            continue
        if q == state.active:
            first = state.turn + 2 if placed_this_turn(state) else state.turn
        else:
            first = state.turn + 1
        end = max(end, first + 2 * (left - 1))
    return end


def _points(x: float) -> str:
    return f"{x:g}"


def _scores(totals: list[float], p: int) -> str:
    return f"you {_points(totals[p])}, the opponent {_points(totals[1 - p])}"


def forecast_notes(state: HgoState, p: int) -> list[Note]:
    """What ends the game soon and how close each player is, for player ``p`` (public facts only)."""
    notes = []
    end = last_turn(state)
    limit = state.options["turn_limit"]
    bowls = f"bowls: you {state.bowls[p]}, the opponent {state.bowls[1 - p]}"
    if limit < end:
        if limit - state.turn <= LIMIT_WARNING:
            when = "this turn" if limit == state.turn else f"turn {limit}"
            notes.append(
                Note("HGO-7.8", f"The turn limit ends the game as a draw after {when} ({bowls}).", (), "forecast")
            )
    elif end <= state.turn:
        notes.append(
            Note("HGO-7.3", "Both bowls are empty at the end of this turn: the game is then scored.", (), "forecast")
        )
    else:
        soon = plural(end - state.turn, "turn")
        text = f"The game is scored after turn {end}, when both bowls are empty ({soon} from now; {bowls})."
        notes.append(Note("HGO-7.3", text, (), "forecast"))
    est = [s["total"] for s in estimate(state)]
    official = [s["total"] for s in state.score()]
    ahead = "you are ahead" if est[p] > est[1 - p] else "the opponent is ahead" if est[1 - p] > est[p] else "level"
    notes.append(
        Note(
            "HGO-7.5",
            f"Score estimate: {_scores(est, p)} — {ahead} (stones, agehama, komi, enclosed territory).",
            (),
            "forecast",
        )
    )
    if official != est and (end - state.turn <= 1 or state.bowls[0] + state.bowls[1] <= LATE):
        lead = "you would win" if official[p] > official[1 - p] else "the opponent would win"
        notes.append(Note("HGO-7.7", f"Scored by the rules now: {_scores(official, p)} — {lead}.", (), "forecast"))
    notes += _squares_note(state, p)
    notes += _match_note(state, p)
    return notes


def _squares_note(state: HgoState, p: int) -> list[Note]:
    """HGO-7.2: the next placer is running out of legal squares."""
    placer = 1 - state.active if placed_this_turn(state) else state.active
    if not state.bowls[placer]:
        return []
    mask = state.legal_mask(placer)
    n = mask.bit_count()
    if n > FEW_SQUARES:
        return []
    who = player_name(placer, p)
    squares = [SQUARES[i] for i in bits(mask)]
    has = f"{capital(who)} {'have' if who == 'you' else 'has'}"
    if n == 0:
        text = f"{has} no legal square: the game ends and is scored at that Stone phase."
    else:
        text = (
            f"{has} only {plural(n, 'legal square')} left "
            f"({join_names(squares)}): with none at {possessive(placer, p)} Stone phase the game ends and is scored."
        )
    return [Note("HGO-7.2", text, tuple(f"square:{s}" for s in squares), "forecast")]


def _match_note(state: HgoState, p: int) -> list[Note]:
    """HGO-5.33–5.35: the match as it stands, if the window closed now."""
    if state.att < 0:
        return []
    A, D = state.values()
    a = state.active
    refs: tuple[int | str, ...] = (state.att,) if state.dfd < 0 else (state.att, state.dfd)
    if A == D:
        verdict = (
            "a tie: both uchite would be discarded"
            if state.dfd >= 0
            else "a tie: the attacking uchite would be discarded"
        )
    else:
        winner = a if A > D else 1 - a
        extra = sum(n for kind, q, n, _ in state.mods if kind == "EXTRA_TAKE" and q == winner)
        take = min(stones_for(abs(A - D)) + extra, state.stones[1 - winner].bit_count())
        who = player_name(winner, p)
        verdict = f"{who} would win and take {plural(take, 'stone')}"
    return [Note("HGO-5.33", f"Attack {A} against defense {D}: as it stands, {verdict}.", refs, "forecast")]
