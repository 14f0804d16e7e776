"""The terminal view: the map as a grid with both Toa, the Bohrok nest and the square kinds (with a legend), then each
player's Toa, held masks and Turaga, missions and hand as ``player`` may see them (rules §8). Rich markup; card names
are escaped."""

from __future__ import annotations

from typing import Any

from rich.markup import escape

from .base import NONE
from .challenges import values
from .endgame import scores
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


def _player_lines(state: Any, q: int, viewer: int | None) -> list[str]:
    board = state.board
    toa = state.toa[q]
    stats = state.facts.toa_stats[toa]
    who = "you" if viewer == q else f"player {q}"
    p1 = " (P1)" if state.p1 == q else ""
    square = f"at ({board.names[state.pos[q]]})" if state.pos[q] != NONE else "not on the map yet"
    lines = [
        f"[{TOA_STYLE[q]}] {_name(state, toa)} [/] {who}{p1} {square} — masks {state.mask_count(q)}/6 — "
        + " ".join(f"{s[:3]} {v}" for s, v in stats.items())
    ]
    held = []
    for i in state.held[q]:
        mark = "*" if i in (state.amask[q], state.aturaga[q]) else ""
        held.append(f"{_name(state, i)}{mark}")
    lines.append("  held: " + (", ".join(held) if held else "nothing") + "   (* attached)")
    locks = [
        f"action ({board.names[state.alock[q]]})" if state.alock[q] != NONE else "",
        f"challenge ({board.names[state.clock[q]]})" if state.clock[q] != NONE else "",
    ]
    lines.append("  locked: " + (", ".join(x for x in locks if x) or "none"))
    queue = []
    for k, m in enumerate(state.mq[q]):
        info = f"{_name(state, m)} from ({board.names[state.mdraw[q][k]]})"
        if k == 0:
            ready = "eligible" if state.melig[q] else "not yet eligible"
            met = ", met" if condition_met(state, q) else ""
            info += f" — progress {state.mprog[q]}, {ready}{met}"
        queue.append(info)
    lines.append("  missions: " + ("; ".join(queue) if queue else "none"))
    if viewer is None or viewer == q:
        hand = ", ".join(_name(state, i) for i in state.hands[q]) or "empty"
        lines.append(f"  hand ({len(state.hands[q])}): {hand}")
    else:
        known = ", ".join(_name(state, i) for i in state.known[q])
        lines.append(f"  hand: {len(state.hands[q])} cards" + (f" (known: {known})" if known else ""))
    deck = state.mtdecks[q]
    top = [_name(state, i) for i in reversed(deck[len(deck) - state.mtknown[q] :])]
    lines.append(
        f"  action deck {len(state.adecks[q])}, discard {len(state.adiscs[q])}; M&T deck {len(deck)}"
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
    """The whole view for ``player`` (None: everything)."""
    out = [f"[bold]Bionicle — {escape(state.board.title)}[/] — turn {state.turn}/{state.options['turn_limit']}"]
    if state.is_over:
        res = state.result
        who = "draw" if res.winner is None else f"player {res.winner} wins"
        out.append(f"[bold]Game over: {who} ({res.reason}), masks {list(scores(state))}[/]")
    elif state.turn:
        out.append(f"player {state.active} is active")
    out += map_lines(state)
    out.append(LEGEND)
    if state.turn == 0:
        out += _setup_lines(state)
        for q in (0, 1):
            out.append(_player_lines(state, q, player)[0])
        return "\n".join(out)
    bohrok = f"top {_name(state, state.bdeck[-1])}, {len(state.bdeck)} left" if state.bdeck else "gone"
    out.append(f"Bohrok: {bohrok}; challenge deck {len(state.cdeck)}, discard {len(state.cdisc)}")
    if state.revealed != NONE:
        vals = values(state)
        what = "Raid" if state.wkind == "raid" else "Challenge"
        extra = f" by {_name(state, state.rbohrok)}" if state.rbohrok != NONE else ""
        stat = state.facts.chal_stat[state.revealed]
        out.append(f"{what}{extra}: {_name(state, state.revealed)} ({stat}) — values now {vals[0]} : {vals[1]}")
        for iid, q, _ in state.window:
            out.append(f"  player {q} played {_name(state, iid)}")
    for q in (0, 1):
        out += _player_lines(state, q, player)
    return "\n".join(out)
