"""Simulation for people: a progress bar of games, and rich tables of a match-up and of a deck matrix."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from .backends import Job
from .games import GameResult
from .stats import summarize


def games_progress(console: Console) -> Progress:
    """A transient progress bar of games played: description, bar, done/total, elapsed time and ETA."""
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("games"),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
    )
    return Progress(*columns, console=console, transient=True)


def matchup_table(job: Job, results: Sequence[GameResult]) -> Table:
    """Wins and win rates (95% Wilson intervals) of both entrants, then draws, first-player advantage, length and
    end reasons."""
    s = summarize(results)
    a, b = job.spec.entrants
    table = Table(title=escape(f"{job.spec.game}: {job.spec.title}, {s.games} games"), title_justify="left")
    table.add_column("entrant")
    table.add_column("deck")
    table.add_column("agent")
    table.add_column("wins", justify="right")
    table.add_column("win rate [95% interval]", justify="right")
    for k, e in enumerate((a, b)):
        table.add_row(escape(e.label), escape(e.deck_name), escape(e.agent), str(s.wins[k]), s.win_rate(k).text())
    turns = f", {s.mean_turns:.1f} turns" if s.mean_turns is not None else ""
    reasons = ", ".join(f"{escape(r)} {n}" for r, n in s.reasons.items())
    first = s.first_player.text() if s.first_player.n else "unknown"
    table.caption = (
        f"draws {s.draws}, unfinished {s.unfinished}; first player wins {first}; "
        f"length {s.mean_decisions:.1f} decisions on average (min {s.min_decisions}, max {s.max_decisions}){turns}; "
        f"ended by: {reasons}"
    )
    table.caption_justify = "left"
    return table


def matrix_table(
    game: str,
    names: Sequence[str],
    rates: Sequence[Sequence[float | None]],
    games: int,
    barred: Sequence[tuple[str, str]] = (),
) -> Table:
    """The deck matrix: each cell the win rate of the row deck against the column deck ("—": not played, the
    diagonal and the ``barred`` pairings the rules forbid)."""
    table = Table(title=escape(f"{game}: win rate of each row deck against each column deck, {games} games a pairing"))
    if barred:
        table.caption = escape(f"—: not played ({len(barred)} pairings the rules forbid)")
    table.add_column("deck")
    for name in names:
        table.add_column(escape(name), justify="right")
    for name, row in zip(names, rates, strict=True):
        table.add_row(escape(name), *("—" if v is None else f"{100 * v:.0f}%" for v in row))
    return table


__all__ = ["matchup_table", "matrix_table"]
