"""`tcgkit replay`: a saved game record shown again."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from ..core import Game, State, replay_states
from ..play import describe_events, print_markup, result_line
from ..records import load_record
from .common import CliError, app, guarded, load_game, out


@app.command()
@guarded
def replay(
    file: Annotated[
        Path, typer.Argument(metavar="FILE", help="A game record (JSON), e.g. one saved by `tcgkit play`.")
    ],
    player: Annotated[
        int | None, typer.Option(metavar="N", help="Show the game as this player saw it (default: everything).")
    ] = None,
    step: Annotated[bool, typer.Option(help="On a terminal, wait for Enter before each action.")] = False,
) -> None:
    """Step through a saved game: each action with the table after it."""
    record = load_record(file)
    g = load_game(str(record["game"]))
    if player is not None and not 0 <= player < g.profile.players:
        raise CliError(f"--player must be between 0 and {g.profile.players - 1}, got {player}")
    console = out()
    origin = f"seed {record['seed']}" if "seed" in record else "a position"
    seat = "everything shown" if player is None else f"as player {player} saw it"
    console.print(f"[bold]{escape(g.title)}[/bold]: {len(record['actions'])} actions from {escape(origin)}; {seat}")
    interactive = step and sys.stdin.isatty()
    seen = 0
    final: State | None = None
    for n, (state, aid) in enumerate(replay_states(g, record), 1):
        for line in _events(g, state, player, seen):
            console.print(f"  · {escape(line)}")
        seen = len(state.events)
        print_markup(console, g.render(state, player))
        final = state
        if aid is None:
            break
        if interactive and console.input("[dim]Enter: next action, q: stop[/dim] ").strip().lower() == "q":
            return
        console.rule(f"action {n}: {_action_text(state, aid, player)}")
    assert final is not None
    if final.result is None:
        console.print(f"[bold]the record ends before the game does ({len(record['actions'])} actions)[/bold]")
    else:
        console.print(f"[bold]{escape(result_line(final.result))}[/bold]")


def _events(game: Game, state: State, player: int | None, start: int) -> list[str]:
    if player is not None:
        return describe_events(game, state, player, start)
    return [game.describe_event(kind, data) for kind, data, _ in state.events[start:]]


def _action_text(state: State, aid: str, viewer: int | None) -> str:
    """'player P: label (id)', or only 'player P decides' when the viewer may not see that player's choice."""
    mover = state.to_move
    if viewer is not None and mover != viewer:
        return f"player {mover} decides"
    label = next((a.label for a in state.legal_actions() if a.id == aid), aid)
    return escape(f"player {mover}: {label}" + ("" if label == aid else f"  ({aid})"))
