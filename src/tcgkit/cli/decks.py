"""`tcgkit deck check` and `tcgkit deck sample`."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from .common import CliError, GameArg, deck_app, guarded, load_game, out, read_text


@deck_app.command("check")
@guarded
def deck_check(
    game: GameArg,
    file: Annotated[str, typer.Argument(metavar="FILE", help="A deck-list file ('-' reads standard input).")],
) -> None:
    """Check a deck list: print every problem with its rule id (exit 1), or "legal" (exit 0)."""
    g = load_game(game)
    deck = g.parse_deck(read_text(file), source=file)
    problems = g.check_deck(deck)
    console = out()
    if not problems:
        console.print("legal")
        return
    for problem in problems:
        console.print(str(problem), markup=False, soft_wrap=True)
    console.print(f"illegal: {len(problems)} problem{'s' if len(problems) != 1 else ''}")
    raise typer.Exit(1)


@deck_app.command("sample")
@guarded
def deck_sample(
    game: GameArg,
    name: Annotated[
        str | None, typer.Argument(metavar="NAME", help="A sample deck to print as deck-list text.")
    ] = None,
) -> None:
    """List the sample decks of GAME, or print one as a deck list (ready for `deck check` and `play --deck`)."""
    g = load_game(game)
    decks = g.sample_decks()
    if name is None:
        table = Table(title=f"{escape(g.title)}: sample decks")
        for column in ("sample", "deck name", "cards"):
            table.add_column(column)
        for key, deck in decks.items():
            sizes = ", ".join(f"{sec} {deck.count(sec)}" for sec in deck.sections)
            table.add_row(escape(key), escape(deck.name), sizes)
        out().print(table)
        return
    if name not in decks:
        raise CliError(f"{game} has no sample deck {name!r} (samples: {', '.join(decks)})")
    typer.echo(decks[name].to_text(g.cards), nl=False)
