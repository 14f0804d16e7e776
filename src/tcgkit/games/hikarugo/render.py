"""The text view of a state (rich markup; card names escaped), written for a viewer.

Players are "you" / "the opponent" in a player's view and "player 1" / "player 2" in a neutral one. Everything a
player needs to decide is on the board: each hand card with its type, cost, values and wording; each player's
untapped stones per mana colour (what pays costs, HGO-5.2); which uchite may attack (HGO-5.23); the match values and
modifiers in force; when the game ends (HGO-7.3) and a meaningful score estimate (``forecast.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.markup import escape

from tcgkit.core.names import capital, player_name, possessive

from .board import QUADRANT_COLOR, QUADRANT_OF
from .details import summary
from .forecast import LATE, estimate, last_turn
from .match import TECHNIQUE_LIMIT
from .wording import DECISION_WORDS, TIMING_WORDS, effect_words, plural

if TYPE_CHECKING:
    from .state import HgoState

#: Background of each quadrant's squares (HGO-1.3), by mana colour.
_BACKGROUND = {"white": "grey70", "red": "indian_red", "blue": "steel_blue", "yellow": "khaki3"}


def _name(state: HgoState, iid: int) -> str:
    return escape(state.F[iid].name)


def board_lines(state: HgoState) -> list[str]:
    """The board with quadrant colours; B/W stones, b/w tapped (HGO-1.6)."""
    rows = state.board_rows()
    lines = ["    a  b  c  d  e  f"]
    for r, row in enumerate(rows):
        cells = []
        for c, ch in enumerate(row):
            bg = _BACKGROUND[QUADRANT_COLOR[QUADRANT_OF[6 * r + c]]]
            if ch in "Bb":
                fg = "bold black"
            elif ch in "Ww":
                fg = "bold bright_white"
            else:
                fg = "grey30"
            cells.append(f"[{fg} on {bg}] {'·' if ch == '.' else ch} [/]")
        lines.append(f" {r + 1} " + "".join(cells))
    lines.append("    NW white · NE red · SW blue · SE yellow;  b/w = tapped stone")
    return lines


def _uchite(state: HgoState, p: int, u: int) -> str:
    f = state.F[u]
    text = f"{_name(state, u)} (attack {f.attack} / defense {f.defense}{', Quick' if f.quick else ''})"
    if p == state.active and not state.eligible(u):
        text += " [dim]new this turn: attacks from the next[/]"
    return text


def _player_lines(state: HgoState, p: int, viewer: int | None) -> list[str]:
    colour = "black" if p == state.black else "white"
    blue, red, white, yellow = state.avail(p)
    lines = [
        f"[bold]{capital(player_name(p, viewer))}[/] — {colour}: bowl {state.bowls[p]}, agehama {state.agehama[p]}, "
        f"hand {len(state.hands[p])}, deck {len(state.decks[p])}, discard {len(state.discards[p])}",
        f"  untapped stones: blue {blue} · red {red} · white {white} · yellow {yellow}",
    ]
    if state.chars[p]:
        iid = state.chars[p][0]
        card = state.GAME.cards[state.cards[iid]]
        used = " [dim](ability used this turn)[/]" if any(m // 8 == iid for m in state.used) else ""
        lines.append(f"  character: {_name(state, iid)} — {escape(card.text or '')}{used}")
    if state.uchite[p]:
        lines.append("  uchite: " + "; ".join(_uchite(state, p, u) for u in state.uchite[p]))
    if state.fuseki[p]:
        if viewer is None or viewer == p:
            shown = []
            for i in state.fuseki[p]:
                f = state.F[i]
                when = "set this turn" if state.since[i] >= state.turn else f"set turn {state.since[i]}"
                shown.append(f"{_name(state, i)} ({when}; flips {TIMING_WORDS[f.timing]})")
        else:
            shown = [f"face down (set turn {state.since[i]})" for i in state.fuseki[p]]
        lines.append("  fuseki: " + "; ".join(shown))
    if state.discards[p]:
        lines.append(f"  discard top: {_name(state, state.discards[p][-1])}")
    if viewer is None or viewer == p:
        if state.hands[p]:
            lines.append("  hand:")
            cards = state.GAME.cards
            for i in sorted(state.hands[p], key=lambda i: (state.cards[i], i)):
                lines.append(f"    {_name(state, i)} [dim]— {escape(summary(cards[state.cards[i]]))}[/]")
        else:
            lines.append("  hand: empty")
    return lines


def _match_lines(state: HgoState, viewer: int | None) -> list[str]:
    if state.att < 0:
        return []
    A, D = state.values()
    a = state.active
    attacker = f"{possessive(a, viewer)} {_name(state, state.att)}"
    dfd = f"{possessive(1 - a, viewer)} {_name(state, state.dfd)}" if state.dfd >= 0 else "no defender"
    lines = [f"[bold]Match[/]: {attacker} (attack {A}) against {dfd} (defense {D})"]
    for p in (a, 1 - a):
        pile = ", ".join(_name(state, i) for i in state.piles[p]) or "none"
        lines.append(f"  {possessive(p, viewer)} techniques ({state.tcount[p]}/{TECHNIQUE_LIMIT}): {pile}")
    for kind, q, n, src in state.mods:
        eff = (kind, n) if kind != "GUARD" else (kind,)
        source = f"{_name(state, src)}: " if src >= 0 else ""
        lines.append(f"  in force: {source}{escape(effect_words(eff, q, viewer))}")
    if state.prio >= 0:
        lines.append(f"  priority: {player_name(state.prio, viewer)} (passes in a row: {state.passes})")
    return lines


def _score_lines(state: HgoState, viewer: int | None) -> list[str]:
    order = (0, 1) if viewer is None else (viewer, 1 - viewer)
    est = estimate(state)
    parts = []
    for p in order:
        s = est[p]
        komi = f" + {s['komi']:g} komi" if s["komi"] else ""
        parts.append(
            f"{player_name(p, viewer)} {s['total']:g} ({plural(s['stones'], 'stone')} + {s['territory']} enclosed + "
            f"{s['agehama']} agehama{komi})"
        )
    lines = [f"score estimate: {'; '.join(parts)}"]
    if state.bowls[0] + state.bowls[1] <= LATE:
        rules = state.score()
        lines.append(
            "score by the rules if it ended now: "
            + "; ".join(f"{player_name(p, viewer)} {rules[p]['total']:g}" for p in order)
        )
    return lines


def render(state: HgoState, player: int | None) -> str:
    """The state as ``player`` sees it (None: everything)."""
    if state.is_over:
        res = state.result
        assert res is not None
        head = f"[bold]Game over[/]: {escape(state.GAME.describe_result(res, player))}"
    else:
        end = last_turn(state)  # HGO-7.3: the turn after which the game is scored
        head = f"[bold]Turn {state.turn} of {end}[/]: {possessive(state.active, player)} turn, {state.phase} phase"
        if state.to_move is not None:
            who = player_name(state.to_move, player)
            head += f"; {who} {'decide' if who == 'you' else 'decides'}: {DECISION_WORDS.get(state.decision, '')}"
    lines = [head, *board_lines(state)]
    for p in (0, 1) if player is None else (1 - player, player):
        lines += _player_lines(state, p, player)
    if state.resolving:
        lines.append("being played: " + ", ".join(_name(state, i) for i in state.resolving))
    lines += _match_lines(state, player)
    if not state.is_over:
        lines += _score_lines(state, player)
    return "\n".join(lines)
