"""`tcgkit replay`: a saved game record shown again — a summary and the final position, every action, or stepped
through with single keys."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import click
import typer
from rich.console import Console
from rich.markup import escape

from ..core import Game, State, player_name, replay_states
from ..play import describe_events, print_markup
from ..records import load_record
from .common import CliError, app, guarded, load_game, out

STEP_KEYS = "n/Enter/space: next · b: back · s: start · e: end · q: quit"


@app.command()
@guarded
def replay(
    file: Annotated[
        Path, typer.Argument(metavar="FILE", help="A game record (JSON), e.g. one saved by `tcgkit play`.")
    ],
    player: Annotated[
        int | None,
        typer.Option(metavar="1|2", help="Show the game as this player saw it (default: everything)."),
    ] = None,
    show_all: Annotated[
        bool, typer.Option("--all", help="Print every action with the table after it (long: a whole game).")
    ] = False,
    step: Annotated[
        bool, typer.Option(help="Step through the game one action at a time with single keys (n, b, s, e, q).")
    ] = False,
) -> None:
    """Show a saved game: by default a summary and the final position; --all prints every action with the table
    after it; --step walks through it with single keys."""
    record = load_record(file)
    g = load_game(str(record["game"]))
    players = g.profile.players
    if player is not None and not 1 <= player <= players:
        raise CliError(f"--player must be between 1 and {players}, got {player}")
    viewer = None if player is None else player - 1
    if show_all and step:
        raise CliError("give either --all or --step, not both")
    console = out()
    origin = f"seed {record['seed']}" if "seed" in record else "a position"
    seat = "everything shown" if viewer is None else f"as {player_name(viewer, None)} saw it"
    console.print(f"[bold]{escape(g.title)}[/bold]: {len(record['actions'])} actions from {escape(origin)}; {seat}")
    if step:
        _step(console, g, record, viewer)
        return
    seen = 0
    final: State | None = None
    for n, (state, aid) in enumerate(replay_states(g, record), 1):
        if show_all:
            for line in _events(g, state, viewer, seen):
                console.print(f"  · {escape(line)}")
            seen = len(state.events)
            print_markup(console, g.render(state, viewer))
        final = state
        if aid is None:
            break
        if show_all:
            console.rule(f"action {n}: {_action_text(state, aid, viewer)}")
    assert final is not None
    if not show_all:
        _summary(console, g, record, final, viewer)
        print_markup(console, g.render(final, viewer))
    _ending(console, g, record, final, viewer)


def _summary(console: Console, game: Game, record: dict[str, Any], final: State, viewer: int | None) -> None:
    """Who played which deck, how many decisions each took, and the last few things that happened."""
    names = record.get("players") or []
    counts: dict[int, int] = {}
    for state, aid in replay_states(game, record):
        if aid is not None and state.to_move is not None:
            counts[state.to_move] = counts.get(state.to_move, 0) + 1
    for p in range(game.profile.players):
        who = player_name(p, None) + (f" ({names[p]})" if p < len(names) else "")
        decks = record.get("decks") or []
        deck = f"deck {decks[p].get('name') or '(unnamed)'}" if p < len(decks) and isinstance(decks[p], dict) else ""
        console.print(f"  {escape(who)}: {escape(deck)}{', ' if deck else ''}{counts.get(p, 0)} decisions")
    last = _events(game, final, viewer, 0)[-5:]
    if last:
        console.print("  the last things that happened:")
        for line in last:
            console.print(f"    · {escape(line)}")
    console.print("  (--all prints every action, --step walks through them)")


def _ending(console: Console, game: Game, record: dict[str, Any], final: State, viewer: int | None) -> None:
    if final.result is None:
        console.print(f"[bold]the record ends before the game does ({len(record['actions'])} actions)[/bold]")
    else:
        console.print(f"[bold]{escape(game.describe_result(final.result, viewer))}[/bold]")


def _step(console: Console, game: Game, record: dict[str, Any], viewer: int | None) -> None:
    """Walk through the record with single keys; going back replays from a kept copy of each position."""
    states: list[tuple[State, str | None]] = [(s.clone(), aid) for s, aid in replay_states(game, record)]
    at = 0
    while True:
        state, aid = states[at]
        console.rule(f"position {at} of {len(states) - 1}")
        start = len(states[at - 1][0].events) if at else 0
        for line in _events(game, state, viewer, start):
            console.print(f"  · {escape(line)}")
        print_markup(console, game.render(state, viewer))
        if aid is None:
            _ending(console, game, record, state, viewer)
        else:
            console.print(f"next: {_action_text(state, aid, viewer)}")
        console.print(f"[dim]{STEP_KEYS}[/dim]")
        key = _key()
        if key in ("q", "Q", "\x03", "\x04", ""):
            return
        if key in ("b", "B", "p") and at > 0:
            at -= 1
        elif key in ("s", "S"):
            at = 0
        elif key in ("e", "E"):
            at = len(states) - 1
        elif key in ("n", "N", " ", "\r", "\n") and at < len(states) - 1:
            at += 1


def _key() -> str:
    """One key press on a terminal (no Enter needed); from a pipe, the next character ('' at the end)."""
    if sys.stdin.isatty():
        return click.getchar()
    return sys.stdin.read(1)


def _events(game: Game, state: State, viewer: int | None, start: int) -> list[str]:
    if viewer is not None:
        return describe_events(game, state, viewer, start)
    return [game.describe_event(kind, data, None) for kind, data, _ in state.events[start:]]


def _action_text(state: State, aid: str, viewer: int | None) -> str:
    """'player N: label (id)', or only 'the opponent decides' when the viewer may not see that player's choice."""
    mover = state.to_move
    who = player_name(mover, viewer)
    if viewer is not None and mover != viewer:
        return f"{who} decides"
    label = next((a.label for a in state.legal_actions() if a.id == aid), aid)
    return escape(f"{who}: {label}" + ("" if label == aid else f"  ({aid})"))
