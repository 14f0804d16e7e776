"""The terminal view: the map as a grid with both Toa, the Bohrok nest and the square kinds (with a legend), then each
player's Toa, held masks and Turaga, missions and hand as ``player`` may see them (rules §8). Rich markup; card names
are escaped."""

from __future__ import annotations

from typing import Any

from rich.markup import escape

from tcgkit.core import capital, player_name, possessive

from .base import NONE
from .cards import MASK_STAT
from .challenges import values
from .effects import STATS, describe_condition
from .explain import mission_progress
from .missions import condition_met

STYLE = {
    "general": ("dim", " · "),
    "ST": ("dim", " st"),
    "MI": ("yellow", " MI"),
    "GA": ("green", " GA"),
    "2G": ("bold green", " 2G"),
    "CL": ("red", " CL"),
    "2C": ("bold red", " 2C"),
    "PO": ("magenta", " PO"),
    "BC": ("cyan", " BC"),
}
TOA_STYLE = ("bold white on blue", "bold black on dark_orange")
LEGEND = (
    "[dim]·[/] general  [dim]st[/] start (general after setup)  [yellow]MI[/] mission  [green]GA[/] action  "
    "[bold green]2G[/] double action  [red]CL[/] challenge  [bold red]2C[/] double challenge  [magenta]PO[/] portal  "
    "[cyan]BC[/] Bohrok control  [bold black on yellow]B6[/] nest with the Bohrok deck (cards left)  "
    "[dim]ne[/] empty nest"
)


def _name(state: Any, iid: int) -> str:
    return escape(state.facts.name[iid])


def map_lines(state: Any) -> list[str]:
    """The map grid: row and column numbers, each square three characters wide."""
    board = state.board
    top, bottom = board.rows
    lines = ["    " + "".join(f"{c:>3}" for c in range(1, 14))]
    toa_at = {state.pos[p]: p for p in (0, 1) if state.pos[p] != NONE}
    for r in range(top, bottom + 1):
        cells = []
        for c in range(1, 14):
            sq = board.index.get((r, c))
            if sq is None:
                cells.append("   ")
            elif sq in toa_at:
                p = toa_at[sq]
                cells.append(f"[{TOA_STYLE[p]}]{escape(state.facts.name[state.toa[p]][:2]):>3}[/]")
            elif sq == state.nest and state.bdeck:
                cells.append(f"[bold black on yellow] B{len(state.bdeck)}[/]")
            elif sq in board.nests:
                cells.append("[dim] ne[/]")
            else:
                style, text = STYLE[board.kind[sq]]
                cells.append(f"[{style}]{text}[/]")
        lines.append(f"{r:>3} " + "".join(cells))
    return lines


def _stat_line(state: Any, q: int) -> str:
    """The Toa's six stats by name, with the bonus of the attached mask and Turaga (BIO-5.12): "Strength 8+1"."""
    facts = state.facts
    bonus: dict[str, int] = {}
    for iid in (state.amask[q], state.aturaga[q]):
        if iid != NONE:
            stat, n = facts.stat_bonus[iid]
            bonus[stat] = bonus.get(stat, 0) + n
    stats = facts.toa_stats[state.toa[q]]
    return " · ".join(f"{s} {stats[s]}" + (f"[green]+{bonus[s]}[/]" if s in bonus else "") for s in STATS)


def _held_lines(state: Any, q: int) -> list[str]:
    """Masks (n/6, the kinds still missing) and Turaga held, the attached ones marked (BIO-6.2, BIO-7.1)."""
    pool, cards, facts = state.GAME.cards, state.cards, state.facts

    def show(i: int) -> str:
        stat, n = facts.stat_bonus[i]
        mark = " [bold](attached)[/]" if i in (state.amask[q], state.aturaga[q]) else ""
        return f"{_name(state, i)} +{n} {stat}{mark}"

    masks = [i for i in state.held[q] if facts.is_mask[i]]
    turaga = [i for i in state.held[q] if facts.is_turaga[i]]
    kinds = {pool[cards[i]].mask for i in masks}
    missing = [k for k in MASK_STAT if k not in kinds]
    line = "  masks: " + (", ".join(show(i) for i in masks) or "none yet")
    if missing:
        line += f"; missing {', '.join(missing)}"
    return [line, "  Turaga: " + (", ".join(show(i) for i in turaga) or "none")]


def _mission_lines(state: Any, q: int) -> list[str]:
    """The mission queue, oldest (active) first, with what each mission needs (BIO-5.6 to BIO-5.8, BIO-10.5)."""
    board, facts = state.board, state.facts
    if not state.mq[q]:
        return ["  missions: none (challenge squares are open)"]
    out = [f"  missions ({len(state.mq[q])}, challenge squares closed until all are done):"]
    for k, m in enumerate(state.mq[q]):
        drawn = f"drawn at ({board.names[state.mdraw[q][k]]})"
        if k == 0:
            ready = "eligible" if state.melig[q] else "eligible from the next Move step"
            met = ", condition met" if condition_met(state, q) else ""
            out.append(f"    1. {escape(mission_progress(state, q))} — {ready}{met}, {drawn}")
        else:
            op, kinds, n, d, timing = facts.cond[m]
            need = describe_condition(op, tuple(kinds), n, d, timing)
            out.append(f"    {k + 1}. {_name(state, m)} ({escape(need)}), {drawn}")
    return out


def _player_lines(state: Any, q: int, viewer: int | None) -> list[str]:
    board = state.board
    toa = state.toa[q]
    who = player_name(q, viewer)
    first = " (moves first)" if state.p1 == q else ""
    square = f"at ({board.names[state.pos[q]]})" if state.pos[q] != NONE else "not on the map yet"
    lines = [f"[{TOA_STYLE[q]}] {_name(state, toa)} [/] {who}{first} {square} — masks {state.mask_count(q)}/6"]
    lines.append("  " + _stat_line(state, q))
    lines += _held_lines(state, q)
    locks = [
        f"action square ({board.names[state.alock[q]]})" if state.alock[q] != NONE else "",
        f"challenge square ({board.names[state.clock[q]]})" if state.clock[q] != NONE else "",
    ]
    lines.append("  locked: " + (", ".join(x for x in locks if x) or "none"))
    lines += _mission_lines(state, q)
    n = len(state.hands[q])
    if viewer is None or viewer == q:
        hand = ", ".join(_name(state, i) for i in state.hands[q]) or "empty"
        lines.append(f"  hand ({n}): {hand}")
    else:
        known = ", ".join(_name(state, i) for i in state.known[q])
        lines.append(f"  hand: {n} card{'' if n == 1 else 's'}" + (f" (known: {known})" if known else ""))
    deck = state.mtdecks[q]
    top = [_name(state, i) for i in reversed(deck[len(deck) - state.mtknown[q] :])]
    lines.append(
        f"  action deck {len(state.adecks[q])}, discard {len(state.adiscs[q])}; Mask & Turaga deck {len(deck)}"
        + (f" (top, known: {', '.join(top)})" if top else "")
    )
    return lines


def _setup_lines(state: Any) -> list[str]:
    """During setup (BIO-3.3 to BIO-3.6): the drafts under way and the nest to choose."""
    out = ["[bold]Setup[/]"]
    if state.cpool and not state.started:
        picked = ", ".join(_name(state, i) for i in state.cdeck) or "nothing yet"
        out.append(f"  challenge deck draft ({len(state.cdeck)} picked, pass allowed from 6): {picked}")
    if state.mpool and not state.started:
        picked = ", ".join(_name(state, i) for i in state.mdecks[0]) or "nothing yet"
        out.append(f"  mission deck draft ({len(state.mdecks[0])} of 10): {picked}")
    if state.started:
        out.append(f"  the Bohrok deck waits for a nest ([dim]ne[/]); {len(state.cdeck)} challenge cards drafted")
    return out


def render(state: Any, player: int | None) -> str:
    """The whole view for ``player`` (None: everything, neutral names)."""
    title = f"[bold]Bionicle — {escape(state.board.title)}[/] — turn {state.turn}/{state.options['turn_limit']}"
    if state.turn and not state.is_over:
        title += f" — {possessive(state.active, player)} turn"
    out = [title]
    if state.is_over:
        out.append(f"[bold]Game over: {escape(state.GAME.describe_result(state.result, player))}[/]")
    out += map_lines(state)
    out.append(LEGEND)
    if state.turn == 0:
        out += _setup_lines(state)
        for q in (0, 1):
            out.append(_player_lines(state, q, player)[0])
        return "\n".join(out)
    bohrok = f"{_name(state, state.bdeck[-1])} leads, {len(state.bdeck)} left" if state.bdeck else "gone"
    out.append(f"Bohrok: {bohrok}; challenge deck {len(state.cdeck)}, discard {len(state.cdisc)}")
    if state.revealed != NONE:
        vals = values(state)
        a = state.active
        what = "raid" if state.wkind == "raid" else "challenge"
        extra = f" with {_name(state, state.rbohrok)}" if state.rbohrok != NONE else ""
        stat = state.facts.chal_stat[state.revealed]
        out.append(
            f"{capital(possessive(a, player))} {what}{extra}: {_name(state, state.revealed)} ({stat}) — values now "
            f"{player_name(a, player)} {vals[a]}, {player_name(1 - a, player)} {vals[1 - a]} (a tie goes to "
            f"{player_name(a, player)})"
        )
        targeted = {t for _, _, t in state.window}
        for iid, q, _ in state.window:
            gone = " (cancelled)" if iid in targeted else ""
            out.append(f"  {player_name(q, player)} played {_name(state, iid)}{gone}")
    for q in (0, 1):
        out += _player_lines(state, q, player)
    return "\n".join(out)
