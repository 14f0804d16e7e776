"""`tcgkit deck import` and `tcgkit deck export`: deck files of LackeyCCG, OCTGN, PonyHead and forum lists."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

import tcgkit

from ..core import Deck, Game
from ..deckfiles import FORMATS, ImportResult, export_deck, import_deck
from .common import CliError, complete_game, deck_app, err, guarded, load_game

GameOpt = Annotated[
    str | None,
    typer.Option(
        "--game",
        "-g",
        help="The game (default: from the format, or the game that knows the cards).",
        autocompletion=complete_game,
    ),
]
OutOpt = Annotated[str | None, typer.Option("--out", "-o", help="Write to this file instead of standard output.")]


def _read(path: str) -> tuple[bytes, str]:
    """The bytes of a deck file ('-' reads standard input) and its name."""
    if path == "-":
        return sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode(), "stdin"
    return Path(path).read_bytes(), path


def _emit(text: str, out: str | None) -> None:
    if out:
        Path(out).write_text(text, encoding="utf-8")
    else:
        typer.echo(text, nl=False)


def _report(result: ImportResult) -> None:
    console = err()
    for warning in result.warnings:
        console.print(f"[yellow]warning:[/yellow] {escape(warning)}", soft_wrap=True)
    for problem in result.problems:
        console.print(f"[red]problem:[/red] {escape(str(problem))}", soft_wrap=True)


@deck_app.command("import")
@guarded
def deck_import(
    file: Annotated[str, typer.Argument(metavar="FILE", help="A deck file: .dek, .o8d, a PonyHead link, a list.")],
    game: GameOpt = None,
    fmt: Annotated[
        str | None, typer.Option("--format", "-f", help=f"The file's format ({', '.join(FORMATS)}; default: detected).")
    ] = None,
    out: OutOpt = None,
) -> None:
    """Read a deck file and print it as a tcgkit deck list (or write it with --out); every card that could not be
    imported is listed with its line and suggestions, and the command then exits 1."""
    if fmt is not None and fmt not in FORMATS:
        raise CliError(f"unknown format {fmt!r} (formats: {', '.join(FORMATS)})")
    if game is not None:
        load_game(game)
    data, name = _read(file)
    result = import_deck(data, name, game, fmt)
    g = tcgkit.game(result.game)
    _emit(result.deck.to_text(g.cards), out)
    _report(result)
    cards = sum(result.deck.count(s) for s in result.deck.sections)
    summary = f"{Path(name).name}: {cards} cards read as a {g.title} deck ({result.format})"
    if result.problems:
        n = len(result.problems)
        raise CliError(f"{summary}; {n} card entr{'y' if n == 1 else 'ies'} not imported (listed above)")
    err().print(escape(summary), soft_wrap=True, highlight=False)


def _deck_of(spec: str, game: str | None) -> tuple[Game, Deck]:
    """A deck file (any format) or a sample deck name, and its game."""
    if Path(spec).is_file() or spec == "-":
        data, name = _read(spec)
        result = import_deck(data, name, game)
        if result.problems:
            first = result.problems[0]
            more = f" (and {len(result.problems) - 1} more)" if len(result.problems) > 1 else ""
            raise CliError(f"{first}{more}; fix the deck (see `tcgkit deck import {spec}`)")
        return tcgkit.game(result.game), result.deck
    names = [game] if game is not None else list(tcgkit.games())
    found = [(g, g.sample_decks()[spec]) for g in map(load_game, names) if spec in g.sample_decks()]
    if len(found) == 1:
        return found[0]
    if not found:
        where = f"{game} sample deck" if game else "sample deck of any game"
        raise CliError(f"no deck file or {where} named {spec!r}")
    raise CliError(f"several games have a sample deck {spec!r}: {', '.join(g.name for g, _ in found)}; add --game")


@deck_app.command("export")
@guarded
def deck_export(
    deck: Annotated[str, typer.Argument(metavar="DECK", help="A deck file (any format) or a sample deck name.")],
    fmt: Annotated[str, typer.Option("--format", "-f", help=f"The format to write: {', '.join(FORMATS)}.")],
    game: GameOpt = None,
    out: OutOpt = None,
) -> None:
    """Write a deck in another program's format: lackey (.dek, Star Wars), octgn (.o8d, My Little Pony), ponyhead
    (a deck link, My Little Pony) or plain (a deck list)."""
    if fmt not in FORMATS:
        raise CliError(f"unknown format {fmt!r} (formats: {', '.join(FORMATS)})")
    if game is not None:
        load_game(game)
    g, d = _deck_of(deck, game)
    _emit(export_deck(g, d, fmt), out)
