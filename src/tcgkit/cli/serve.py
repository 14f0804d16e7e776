"""`tcgkit serve`: the web table (FastAPI on uvicorn; docs/web.md)."""

from __future__ import annotations

import logging
import sys
from typing import Annotated

import typer

from .common import CliError, app, guarded


def _hide_password(url: str) -> str:
    """``url`` with its password (if any) shown as ``***``."""
    import sqlalchemy as sa

    try:
        return sa.engine.make_url(url).render_as_string(hide_password=True)
    except sa.exc.ArgumentError:
        return url[:60]


@app.command()
@guarded
def serve(
    host: Annotated[str, typer.Option(help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=0, max=65535, help="The port to listen on.")] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            metavar="URL",
            help="The games database: sqlite:///FILE or postgresql://USER:PASSWORD@HOST/DB "
            "(default: web.sqlite in the tcgkit data directory).",
        ),
    ] = None,
    workers: Annotated[
        int | None, typer.Option(min=1, max=64, help="Worker processes for the computer players (default: CPUs - 1).")
    ] = None,
) -> None:
    """Serve the web table: play in the browser against the computer or a friend, and watch games."""
    import uvicorn

    from ..server import create_app, default_db
    from ..server.inputs import MAX_MESSAGE
    from ..server.store import database_problem

    url = db or default_db()
    if not url.startswith(("sqlite:", "postgresql:", "postgres:")):
        raise CliError(f"--db: expected sqlite:///FILE or postgresql://..., got {url[:60]!r}")
    problem = database_problem(url)  # before uvicorn starts: one line, not a startup traceback
    if problem is not None:
        raise CliError(f"cannot open the database {_hide_password(url)}: {problem}")
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s tcgkit %(message)s", datefmt="%H:%M:%S", stream=sys.stderr
    )
    application = create_app(url, workers, settle=True)  # this process is the server's own: settle its memory
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0") else host
    print(f"tcgkit web table: http://{shown}:{port}/", flush=True)
    uvicorn.run(
        application,
        host=host,
        port=port,
        access_log=False,  # our own one-line logs never print query strings (the lobby's tokens)
        log_level="warning",
        ws_max_size=4 * MAX_MESSAGE,  # bigger frames are cut at the protocol level; over MAX_MESSAGE: an error
        ws_ping_interval=20,
        ws_per_message_deflate=False,  # states are a few KB: compressing each costs more CPU than it saves time
        timeout_graceful_shutdown=3,
    )
