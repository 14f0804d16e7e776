"""The web table: ``tcgkit serve`` (docs/web.md; the protocol: docs/web-protocol.md).

| module | holds |
|---|---|
| ``app`` | ``create_app``: the FastAPI application, its lifespan, error answers and the client's pages |
| ``routes`` | the HTTP API: catalog, deck checks, new games, joining, lobby lists, records |
| ``socket`` | the WebSocket: hello, act, rematch, ping; the message cap and rate limit |
| ``rooms`` | the live games of a process: applying actions, telling every connection, computer seats |
| ``views`` | the ``state`` message one seat or spectator receives |
| ``store`` | the database (SQLAlchemy Core; SQLite in WAL mode or PostgreSQL) |
| ``fanout`` | PostgreSQL LISTEN/NOTIFY between server processes |
| ``computer`` | the agents' worker processes |
| ``inputs`` | the checked shapes of everything read from the network |
| ``tokens`` | seat tokens and game ids |
"""

from __future__ import annotations

from pathlib import Path

from ..records import data_dir


def default_db() -> str:
    """The default database: one SQLite file in the user data directory."""
    return f"sqlite:///{Path(data_dir()) / 'web.sqlite'}"


def create_app(db_url: str | None = None, workers: int | None = None, settle: bool = False):  # type: ignore[no-untyped-def]
    """The web table's application (see ``app.create_app``)."""
    from .app import create_app as make

    return make(db_url or default_db(), workers, settle=settle)


__all__ = ["create_app", "default_db"]
