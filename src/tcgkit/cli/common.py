"""Plumbing shared by the ``tcgkit`` commands: the typer apps, consoles, one-line errors and argument loaders."""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from contextvars import ContextVar
from pathlib import Path
from typing import Annotated, Any, NoReturn, TypeVar

import click
import typer
from rich.console import Console
from rich.markup import escape

import tcgkit

from ..core import Deck, Game, TcgkitError

F = TypeVar("F", bound=Callable[..., Any])


class CliError(Exception):
    """A problem with what the person asked for; the command prints it on one line and exits 1."""


app = typer.Typer(
    name="tcgkit",
    help="Out-of-print trading card games with their rules fully enforced.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
)
deck_app = typer.Typer(help="Check deck lists against the deck rules; print the sample decks.", no_args_is_help=True)
app.add_typer(deck_app, name="deck")


def out() -> Console:
    return Console(highlight=False)


def err() -> Console:
    return Console(stderr=True, highlight=False)


def fail(message: str) -> NoReturn:
    err().print(f"[red]error:[/red] {escape(' '.join(message.split()))}", soft_wrap=True)
    raise typer.Exit(1)


#: Where people report a bug (an internal error names it).
REPORT_TO = "the tcgkit issue tracker (with the command you ran and any file it read)"
#: Set ``TCGKIT_DEBUG=1`` to see the traceback of an internal error instead of the one-line report.
DEBUG_ENV = "TCGKIT_DEBUG"
_saved_record: ContextVar[Path | None] = ContextVar("saved_record", default=None)


def note_saved_record(path: Path) -> None:
    """Remember where the running command saved its game record, for the report of an internal error."""
    _saved_record.set(path)


def guarded(command: F) -> F:
    """Turn the errors bad input raises into one line on standard error and exit status 1.

    Any other exception is a bug in tcgkit, not bad input: it too ends in one line and exit status 1, asking for
    a report and naming the saved record if the command saved one (``TCGKIT_DEBUG=1`` shows the traceback)."""

    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        token = _saved_record.set(None)
        try:
            return command(*args, **kwargs)
        except (TcgkitError, CliError) as exc:
            fail(str(exc))
        except OSError as exc:
            where = f"{exc.filename}: " if exc.filename else ""
            fail(f"{where}{exc.strerror or exc}")
        except (click.exceptions.Exit, click.ClickException, click.Abort, KeyboardInterrupt):
            raise
        except Exception as exc:
            if os.environ.get(DEBUG_ENV):
                raise
            detail = str(exc) if len(str(exc)) <= 120 else str(exc)[:119] + "…"
            saved = _saved_record.get()
            where = f"; the game record was saved at {saved}" if saved is not None else ""
            fail(
                f"internal error ({type(exc).__name__}: {detail}): this is a bug in tcgkit, please "
                f"report it to {REPORT_TO}{where}"
            )
        finally:
            _saved_record.reset(token)

    return wrapper  # type: ignore[return-value]


def load_game(name: str) -> Game:
    try:
        return tcgkit.game(name)
    except KeyError as exc:
        raise CliError(exc.args[0]) from None


def complete_game(incomplete: str) -> list[str]:
    return [g for g in tcgkit.games() if g.startswith(incomplete)]


def read_text(path: str) -> str:
    """The text of a file ('-' reads standard input)."""
    try:
        return sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise CliError(f"{path}: not a text file (expected UTF-8)") from None


def load_deck(game: Game, spec: str) -> Deck:
    """A legal deck from a deck-list file or, if there is no such file, the name of a sample deck."""
    samples = game.sample_decks()
    if Path(spec).is_file():
        deck = game.parse_deck(read_text(spec), source=spec)
    elif spec in samples:
        deck = samples[spec]
    else:
        raise CliError(f"no deck file or {game.name} sample deck named {spec!r} (samples: {', '.join(samples)})")
    problems = game.check_deck(deck)
    if problems:
        raise CliError(f"deck {spec} is not legal: " + "; ".join(map(str, problems)))
    return deck


def parse_options(items: list[str]) -> dict[str, str]:
    opts = {}
    for item in items:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            raise CliError(f"option {item!r}: expected key=value")
        opts[key.strip()] = value.strip()
    return opts


GameArg = Annotated[
    str, typer.Argument(metavar="GAME", help="A game name (see `tcgkit games`).", autocompletion=complete_game)
]


def split_list(text: str, what: str) -> list[str]:
    items = [x.strip() for x in text.split(",")]
    if not all(items):
        raise CliError(f"{what} {text!r}: expected a comma-separated list without empty items")
    return items
