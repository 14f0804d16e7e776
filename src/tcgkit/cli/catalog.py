"""`tcgkit games`, `catalog`, `rules` and `cards`: what the registered games are and hold."""

from __future__ import annotations

import os
from typing import Annotated, Any

import typer
from rich.markdown import Markdown
from rich.markup import escape
from rich.table import Table

import tcgkit

from ..core import Profile
from .common import GameArg, app, guarded, load_game, out


@app.command()
@guarded
def games() -> None:
    """List the registered games with their titles."""
    table = Table(box=None, show_header=False, pad_edge=False)
    for name in tcgkit.games():
        table.add_row(f"[bold]{name}[/bold]", escape(load_game(name).title))
    out().print(table if table.row_count else "no games registered")


def _cell(value: Any) -> str:
    return "—" if value is None else escape(str(value))


@app.command()
@guarded
def catalog() -> None:
    """Show the profile of every registered game side by side (victory, deck sizes, hand, mulligan, combat, ...)."""
    names = tcgkit.games()
    if not names:
        out().print("no games registered")
        return
    profiles = [load_game(name).profile for name in names]
    table = Table(title="tcgkit catalog", show_lines=True)
    table.add_column("", style="bold")
    for name in names:
        table.add_column(name)
    for field, heading in Profile.rows():
        table.add_row(heading, *(_cell(getattr(p, field)) for p in profiles))
    out().print(table)


@app.command()
@guarded
def rules(game: GameArg) -> None:
    """Print the rules specification of GAME, with its rule ids (paged on a terminal, plain text when piped)."""
    text = load_game(game).rules_text()
    console = out()
    if not console.is_terminal:
        typer.echo(text, nl=not text.endswith("\n"))
        return
    os.environ.setdefault("LESS", "-R")
    with console.pager(styles="r" in os.environ["LESS"].lower()):
        console.print(Markdown(text))


@app.command()
@guarded
def cards(
    game: GameArg,
    query: Annotated[
        list[str] | None,
        typer.Argument(metavar="QUERY...", help="Words that must all appear in a card's id, name, type or text."),
    ] = None,
    full: Annotated[bool, typer.Option("--full", help="Show each card in full (stats, keywords, wording).")] = False,
) -> None:
    """List the card pool of GAME, or the cards matching QUERY (several words need no quotes)."""
    g = load_game(game)
    words = " ".join(query or [])
    ids = g.cards.search(words)
    if not ids:
        close = g.cards.suggest(words)
        hint = f"; did you mean {' or '.join(repr(g.cards.display(c)) for c in close)}?" if close else ""
        out().print(f"no {escape(game)} card matches {escape(repr(words))}{escape(hint)}")
        return
    if full:
        for cid in ids:
            out().print(escape(g.card_text(cid)), highlight=False)
        return
    table = Table(title=f"{escape(g.title)}: {len(ids)} of {len(g.cards)} cards")
    table.add_column("id", style="dim", no_wrap=True)
    table.add_column("card")
    for cid in ids:
        table.add_row(escape(cid), escape(g.describe_card(cid)))
    out().print(table)
