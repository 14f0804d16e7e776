"""`tcgkit bench`: the engines measured with random games, alone or beside peer libraries' engines."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any

import typer
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

import tcgkit

from .. import peers as peer_engines
from ..bench import ObserveCost, measure, observe_cost
from ..core.compiled import compiled_modules
from ..searchspeed import SEARCH_DECISIONS, SEARCH_ITERATIONS, SearchRate, search_rate
from .common import CliError, app, complete_game, err, guarded, load_game, out

DEFAULT_ROUNDS = 5


@app.command()
@guarded
def bench(
    game: Annotated[
        str | None,
        typer.Argument(metavar="GAME", help="One game to measure (default: all).", autocompletion=complete_game),
    ] = None,
    seconds: Annotated[
        float,
        typer.Option(
            metavar="S",
            help="Seconds of random games per game (wall time; more than 0). With --peers: CPU seconds per engine "
            "and round.",
        ),
    ] = 3.0,
    games: Annotated[
        int | None, typer.Option("--games", min=1, metavar="N", help="Play exactly N random games per game instead.")
    ] = None,
    seed: Annotated[int, typer.Option(min=0, metavar="N", help="Seed of the games and of the random choices.")] = 0,
    peers: Annotated[
        bool,
        typer.Option(
            "--peers",
            help="Decisions/s beside OpenSpiel's python_block_dominoes and RLCard's uno, in alternating rounds "
            "(CPU time; needs pip install 'tcgkit\\[peers]').",
        ),
    ] = False,
    rounds: Annotated[
        int | None,
        typer.Option(min=1, metavar="N", help=f"With --peers: rounds, the median counts (default {DEFAULT_ROUNDS})."),
    ] = None,
    search: Annotated[
        bool,
        typer.Option(
            "--search",
            help=f"ISMCTS iterations per CPU second at each game's search settings instead: {SEARCH_DECISIONS} "
            f"decision points sampled from random games, {SEARCH_ITERATIONS} iterations each.",
        ),
    ] = False,
) -> None:
    """Measure each game's engine: random games/s, decisions/s, decisions per game, clone() and observe() time
    (with --search: the computer opponent's search speed; with --peers: beside other libraries' engines)."""
    if not seconds > 0:
        raise CliError(f"--seconds must be more than 0, got {seconds:g}")
    if peers and games is not None:
        raise CliError("--peers measures for a time (--seconds), not a number of games: leave out --games")
    if rounds is not None and not peers:
        raise CliError("--rounds is for --peers")
    if search and peers:
        raise CliError("--search and --peers are two different measurements: ask for one at a time")
    names = [game] if game is not None else tcgkit.games()
    if not names:
        out().print("no games registered")
        return
    for name in names:
        load_game(name)  # an unknown game ends here, before any measuring
    if peers:
        _bench_peers(names, DEFAULT_ROUNDS if rounds is None else rounds, seconds)
        return
    if search:
        _bench_search(names, seed)
        return
    table = Table(title="tcgkit bench (engine time only)")
    for column in ("game", "games", "games/s", "decisions/s", "decisions/game", "clone µs"):
        table.add_column(column, justify="left" if column == "game" else "right")
    costs: list[ObserveCost] = []
    columns = (TextColumn("{task.description}"), BarColumn(), TextColumn("{task.fields[done]} games"))
    with Progress(*columns, TimeElapsedColumn(), console=err(), transient=True) as progress:
        for name in names:
            g = load_game(name)
            task = progress.add_task(name, total=games if games is not None else seconds, done=0)

            def update(done: int, elapsed: float, task: Any = task) -> None:
                progress.update(task, completed=done if games is not None else min(elapsed, seconds), done=done)

            r = measure(g, seconds=seconds, games=games, seed=seed, progress=update)
            costs.append(observe_cost(g, seed=seed))
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
    out().print(_observe_table(costs))
    out().print(_engine_line(), highlight=False)


def _observe_table(costs: Sequence[ObserveCost]) -> Table:
    """observe() of the player to move early and late in a game: the whole log against the new entries only."""
    games = costs[0].games if costs else 0
    table = Table(title=f"observe() µs, player to move (CPU time, median of {games} random games)")
    table.add_column("game")
    for column in ("at", "log entries", "whole log", "since=k (new)"):
        table.add_column(column, justify="right")
    for cost in costs:
        for i, p in enumerate(cost.points):
            table.add_row(
                cost.game if i == 0 else "",
                f"{p.fraction:.0%}",
                f"{p.log_size:,.0f}",
                f"{p.whole_us:,.1f}",
                f"{p.since_us:,.1f} ({p.new_entries:,.0f})",
            )
    return table


def _bench_search(names: Sequence[str], seed: int) -> None:
    """The ``--search`` table: each game's play agent, its iterations and CPU seconds, iterations per second."""
    rates: list[SearchRate] = []
    columns = (TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed}/{task.total} decisions"))
    with Progress(*columns, TimeElapsedColumn(), console=err(), transient=True) as progress:
        for name in names:
            task = progress.add_task(f"{name}: searching", total=SEARCH_DECISIONS)
            rates.append(
                search_rate(load_game(name), seed=seed, progress=lambda k, t=task: progress.update(t, completed=k))
            )
            progress.update(task, visible=False)
    table = Table(title=f"tcgkit bench --search: ISMCTS iterations per CPU second ({SEARCH_ITERATIONS} a decision)")
    table.add_column("game")
    table.add_column("agent", overflow="fold")
    for column in ("decisions", "iterations", "CPU s", "iterations/s"):
        table.add_column(column, justify="right")
    for r in rates:
        table.add_row(
            r.game,
            r.spec,
            str(r.decisions),
            f"{r.iterations:,}",
            f"{r.cpu_seconds:.2f}",
            f"{r.iterations_per_second:,.0f}",
        )
    out().print(table)
    out().print(f"load average (1, 5, 15 min): {_load(peer_engines.load_average())}", highlight=False)
    out().print(_engine_line(), highlight=False)


def _bench_peers(names: Sequence[str], rounds: int, seconds: float) -> None:
    """The ``--peers`` table: median decisions/s per engine, and each as a multiple of each peer's."""
    absent = peer_engines.missing()
    if absent is not None:
        raise CliError(f"--peers needs {absent}, which is not installed: {peer_engines.INSTALL}")
    rows = peer_engines.engines(names)
    before = peer_engines.load_average()
    columns = (TextColumn("round {task.fields[round]}/{task.total}: {task.description}"), BarColumn())
    with Progress(*columns, TimeElapsedColumn(), console=err(), transient=True) as progress:
        task = progress.add_task("", total=rounds, round=1)

        def update(r: int, label: str) -> None:
            progress.update(task, completed=r, round=r + 1, description=label)

        rates = peer_engines.compare(rows, rounds, seconds, progress=update)
    after = peer_engines.load_average()
    ref = [r for r in rates if r.peer]
    title = f"tcgkit bench --peers: decisions/s, CPU time, median of {rounds} alternating rounds of {seconds:g} s"
    table = Table(title=title)
    table.add_column("engine")
    table.add_column("median", justify="right")
    table.add_column("range", justify="right")
    for r in ref:
        table.add_column(f"× {r.short}", justify="right")
    for r in rates:
        spread = f"{min(r.rounds):,.0f}–{max(r.rounds):,.0f}"
        table.add_row(r.label, f"{r.median:,.0f}", spread, *(f"{r.median / p.median:.2f}" for p in ref))
    out().print(table)
    out().print(f"load average (1, 5, 15 min): {_load(before)} before, {_load(after)} after", highlight=False)
    out().print(_engine_line(), highlight=False)


def _engine_line() -> str:
    """Which build measured: plain Python, or the optional compiled build (scripts/build_compiled.py)."""
    loaded = compiled_modules()
    if not loaded:
        return "engine: plain Python"
    return f"engine: compiled (mypyc), {len(loaded)} modules loaded compiled"


def _load(load: tuple[float, float, float] | None) -> str:
    return "unknown" if load is None else " ".join(f"{x:.2f}" for x in load)
