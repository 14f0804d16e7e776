"""`tcgkit bench`: the engines measured with random games."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

import tcgkit

from ..bench import measure
from .common import CliError, app, complete_game, err, guarded, load_game, out


@app.command()
@guarded
def bench(
    game: Annotated[
        str | None,
        typer.Argument(metavar="GAME", help="One game to measure (default: all).", autocompletion=complete_game),
    ] = None,
    seconds: Annotated[
        float,
        typer.Option(metavar="S", help="Seconds of random games per game (wall time; more than 0)."),
    ] = 3.0,
    games: Annotated[
        int | None, typer.Option("--games", min=1, metavar="N", help="Play exactly N random games per game instead.")
    ] = None,
    seed: Annotated[int, typer.Option(min=0, metavar="N", help="Seed of the games and of the random choices.")] = 0,
) -> None:
    """Measure each game's engine: random games/s, decisions/s, decisions per game, clone() time."""
    if not seconds > 0:
        raise CliError(f"--seconds must be more than 0, got {seconds:g}")
    names = [game] if game is not None else tcgkit.games()
    if not names:
        out().print("no games registered")
        return
    table = Table(title="tcgkit bench (engine time only)")
    for column in ("game", "games", "games/s", "decisions/s", "decisions/game", "clone µs"):
        table.add_column(column, justify="left" if column == "game" else "right")
    columns = (TextColumn("{task.description}"), BarColumn(), TextColumn("{task.fields[done]} games"))
    with Progress(*columns, TimeElapsedColumn(), console=err(), transient=True) as progress:
        for name in names:
            g = load_game(name)
            task = progress.add_task(name, total=games if games is not None else seconds, done=0)

            def update(done: int, elapsed: float, task: Any = task) -> None:
                progress.update(task, completed=done if games is not None else min(elapsed, seconds), done=done)

            r = measure(g, seconds=seconds, games=games, seed=seed, progress=update)
            progress.update(task, visible=False)
            note = f" ({r.unfinished} unfinished)" if r.unfinished else ""
            table.add_row(
                name,
                f"{r.games}{note}",
                f"{r.games_per_second:,.1f}",
                f"{r.decisions_per_second:,.0f}",
                f"{r.decisions_per_game:,.1f}",
                f"{r.clone_us:,.1f}",
            )
    out().print(table)
