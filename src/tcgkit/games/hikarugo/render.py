"""The text view of a state (rich markup; card names escaped) and one readable line per log event."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.markup import escape

from .board import QUADRANT_COLOR, QUADRANT_OF
from .cards import cost_text, effect_text

if TYPE_CHECKING:
    from .game import HikaruGoGame
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


def _player_lines(state: HgoState, p: int, viewer: int | None) -> list[str]:
    colour = "black" if p == state.black else "white"
    you = " (you)" if viewer == p else ""
    lines = [
        f"[bold]Player {p}{you}[/] — {colour}: bowl {state.bowls[p]}, agehama {state.agehama[p]}, "
        f"hand {len(state.hands[p])}, deck {len(state.decks[p])}, discard {len(state.discards[p])}"
    ]
    if state.chars[p]:
        lines.append(f"  character: {_name(state, state.chars[p][0])}")
    if state.uchite[p]:
        shown = []
        for u in state.uchite[p]:
            f = state.F[u]
            shown.append(f"{_name(state, u)} {f.attack}/{f.defense} (entered turn {state.since[u]})")
        lines.append("  uchite: " + ", ".join(shown))
    if state.fuseki[p]:
        if viewer is None or viewer == p:
            shown = [f"{_name(state, i)} (set turn {state.since[i]})" for i in state.fuseki[p]]
        else:
            shown = [f"face down (set turn {state.since[i]})" for i in state.fuseki[p]]
        lines.append("  fuseki: " + ", ".join(shown))
    if state.discards[p]:
        lines.append(f"  discard top: {_name(state, state.discards[p][-1])}")
    if viewer is None or viewer == p:
        hand = [f"{_name(state, i)} [dim]({cost_text(state.F[i].cost)})[/]" for i in state.hands[p]]
        lines.append("  hand: " + (", ".join(hand) if hand else "empty"))
    return lines


def _match_lines(state: HgoState) -> list[str]:
    if state.att < 0:
        return []
    A, D = state.values()
    dfd = _name(state, state.dfd) if state.dfd >= 0 else "no defender"
    lines = [f"[bold]Match[/]: {_name(state, state.att)} (attack {A}) against {dfd} (defense {D})"]
    for p in (0, 1):
        pile = ", ".join(_name(state, i) for i in state.piles[p]) or "none"
        lines.append(f"  player {p} techniques ({state.tcount[p]}/3): {pile}")
    if state.prio >= 0:
        lines.append(f"  priority: player {state.prio}, passes {state.passes}")
    return lines


def render(state: HgoState, player: int | None) -> str:
    """The state as ``player`` sees it (None: everything)."""
    if state.is_over:
        res = state.result
        assert res is not None
        head = f"[bold]Game over[/]: {'draw' if res.winner is None else f'player {res.winner} wins'} ({res.reason})"
    else:
        head = f"[bold]Turn {state.turn}[/], player {state.active} active, {state.phase} phase"
        if state.to_move is not None:
            head += f"; player {state.to_move} to decide ({state.decision})"
    lines = [head, *board_lines(state)]
    for p in (0, 1):
        lines += _player_lines(state, p, player)
    if state.resolving:
        lines.append("being played: " + ", ".join(_name(state, i) for i in state.resolving))
    lines += _match_lines(state)
    score = state.score()
    lines.append(
        "score now: "
        + "; ".join(
            f"player {p} {s['total']} ({s['stones']} stones + {s['territory']} territory + {s['agehama']} agehama"
            + (f" + {s['komi']} komi)" if s["komi"] else ")")
            for p, s in enumerate(score)
        )
    )
    return "\n".join(lines)


def describe_event(game: HikaruGoGame, kind: str, data: Any) -> str:
    """One line per event kind, naming cards by their names."""
    d = data if isinstance(data, dict) else {}

    def card(key: str = "card") -> str:
        cid = d.get(key)
        return "nothing" if cid is None else game.cards[cid].name if cid in game.cards else str(cid)

    who = f"Player {d.get('player')}"
    simple = {
        "shuffle": f"{who} shuffles their deck",
        "keep": f"{who} keeps their hand",
        "mulligan": f"{who} mulligans",
        "untap": f"{who} untaps the stone on {d.get('square')}",
        "tap": f"{who} taps the opposing stone on {d.get('square')}",
        "take": f"{who} takes the stone on {d.get('square')} into their agehama",
        "draw": f"{who} draws {d.get('count')} card(s)",
        "reshuffle": f"{who} shuffles their discard pile into a new deck of {d.get('count')}",
        "stone_skipped": f"{who} has an empty bowl: no stone this turn",
        "no_legal_square": f"{who} has no legal square: the game ends",
        "play": f"{who} plays {card()}",
        "technique": f"{who} plays the technique {card()}",
        "flip": f"{who} flips the fuseki {card()}",
        "set": f"{who} sets a fuseki face down",
        "set_card": f"{who} sets {card()} face down",
        "recover": f"{who} returns {card()} from the discard pile to hand",
        "match": f"{who} starts a match with {card()}",
        "pass": f"{who} passes",
        "resign": f"{who} resigns",
        "window_closed": "The technique window closes",
        "cleanup": "Match cleanup: techniques are discarded, surviving uchite return",
    }
    if kind in simple:
        return simple[kind]
    if kind == "nigiri":
        return f"Nigiri: player {d.get('black')} plays black and moves first"
    if kind == "turn":
        return f"Turn {d.get('turn')}: player {d.get('player')}"
    if kind == "drew":
        return f"{who} draws " + ", ".join(game.cards[c].name for c in d.get("cards", []))
    if kind == "place":
        taken = d.get("captured")
        return f"{who} places a stone on {d.get('square')}" + (f", capturing {', '.join(taken)}" if taken else "")
    if kind == "paid":
        return f"{who} pays by tapping {', '.join(d.get('squares', []))}"
    if kind == "discard":
        how = " at random" if d.get("random") else ""
        return f"{who} discards {card()} from {d.get('from')}{how}"
    if kind == "enter":
        return f"{card()} enters {who.lower()}'s {d.get('zone')} area"
    if kind == "use":
        return f"{who} uses an ability of {card()}"
    if kind == "trigger":
        return f"{card()} triggers ({d.get('event')})"
    if kind == "effect":
        return f"{card()}: {effect_text(tuple(d.get('effect', ())))}"
    if kind == "defend":
        return f"{who} defends with {card()}" if d.get("card") else f"{who} sends no defender"
    if kind == "match_result":
        w = d.get("winner")
        verdict = "a tie" if w is None or w < 0 else f"player {w} wins"
        return f"Match result: attack {d.get('attack')} against defense {d.get('defense')}: {verdict}"
    if kind == "guarded":
        return f"{card()} is guarded and returns to its area"
    if kind == "game_over":
        w = d.get("winner")
        return f"Game over ({d.get('reason')}): " + ("a draw" if w is None else f"player {w} wins")
    return f"{kind}: {data}"
